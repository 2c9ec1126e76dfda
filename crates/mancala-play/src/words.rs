//! How a game ended, in the words people use: the winner first, then the score with each
//! side's parts named in the game's own terms (captured, swept, left in the row), as the
//! web page says it.

use mancala_rules::{EndReason, Game, Outcome, Position, Repetition, Side};

/// "South" or "North".
pub fn side_title(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// A resignation: "North resigns: South wins".
pub fn resignation(resigned: Side) -> String {
    format!(
        "{} resigns: {} wins",
        side_title(resigned),
        side_title(resigned.opponent())
    )
}

/// The result of a game that the rules ended in `last` (its final position), e.g.
/// "South wins 80-48 on points (South: 74 captured + 6 swept; North: 48 captured)",
/// "North cannot move: South wins", "Draw by repetition".
pub fn outcome(last: &Position, o: &Outcome) -> String {
    let game = last.rules().game();
    let captured = |s: Side| last.captured(s);
    let score = |s: Side| o.score[s.index()];
    let points = match o.winner {
        Some(w) => format!(
            "{} wins {}-{} on points",
            side_title(w),
            score(w),
            score(w.opponent())
        ),
        None => format!(
            "Draw {}-{} on points",
            score(Side::South),
            score(Side::North)
        ),
    };
    // Each side's parts, South first: "South: 74 captured + 6 swept".
    let parts = |extra: &dyn Fn(Side) -> Option<String>| -> String {
        [Side::South, Side::North]
            .into_iter()
            .map(|s| {
                let mut text = format!("{}: {} captured", side_title(s), captured(s));
                if let Some(more) = extra(s) {
                    text.push_str(" + ");
                    text.push_str(&more);
                }
                text
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let left_in_row = |s: Side| {
        let left = score(s).saturating_sub(captured(s));
        (left > 0).then(|| format!("{left} left in the row"))
    };
    let stuck = last.to_move();
    match (o.reason, game) {
        (EndReason::NoMove, Game::SadeqaII) => format!(
            "{} cannot move: {} wins",
            side_title(stuck),
            side_title(stuck.opponent())
        ),
        (EndReason::NoMove, Game::Giuthi) => {
            format!("{points} (neither can sow; {})", parts(&left_in_row))
        }
        (EndReason::NoMove, _) => {
            let mover = stuck.opponent();
            let swept = score(mover).saturating_sub(captured(mover));
            let swept_part = |s: Side| (s == mover && swept > 0).then(|| format!("{swept} swept"));
            format!(
                "{points} ({} cannot move; {})",
                side_title(stuck),
                parts(&swept_part)
            )
        }
        (EndReason::Repetition, _) if last.rules().options().repetition == Repetition::Draw => {
            "Draw by repetition".to_string()
        }
        (EndReason::Repetition, _) => {
            format!("{points} after a repetition ({})", parts(&left_in_row))
        }
    }
}

/// The whole result of a game ended by the rules, or by a resignation: `None` while it goes on.
pub fn result(last: &Position, ended: Option<&Outcome>, resigned: Option<Side>) -> Option<String> {
    if let Some(side) = resigned {
        return Some(resignation(side));
    }
    ended.map(|o| outcome(last, o))
}
