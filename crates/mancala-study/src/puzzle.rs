//! Puzzle mode: the player finds the solving side's moves. Any move that keeps the exact
//! value is accepted; the defender then answers with the study's solution while the game
//! is still on its line, else with the first move of the solver's proved line after the try
//! (a reply proved to keep the defender's value; the other replies need not be proved). A
//! move that does not keep the value is refuted the same way: by the first move of the
//! solver's proved line after it (the reply that proves the try's value), with an
//! explanation.
//!
//! A check may run the solver twice (the try's position, then the defender's reply); both
//! runs share the one set of limits: the second gets only the time and nodes left. The
//! refutation's run stops once the position after the try is proved (with the table the
//! first run filled, at once), so a wrong try does not hold the solver for the whole limit.

use std::time::{Duration, Instant};

use mancala_rules::{Game, History, Move, Side};
use mancala_solver::{Limits, SolveError, Solver, Verdict};

use crate::study::Study;

/// Why a try cannot be checked.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    /// A move played before the try is not legal there.
    #[error("move {index} '{mv}' does not replay: {reason}")]
    Replay {
        /// 1-based index among the moves played.
        index: usize,
        /// The move.
        mv: String,
        /// Why not.
        reason: String,
    },
    /// The game is over: there is nothing to try.
    #[error("the study is over: there is nothing to try")]
    Over,
    /// It is the defender's turn, not the solving side's.
    #[error("it is {0}'s turn, not the solving side's")]
    NotSolvingSide(Side),
    /// The try is not a legal move.
    #[error("{mv} is not legal here (legal: {legal})")]
    Illegal {
        /// The try.
        mv: String,
        /// The legal moves, comma separated.
        legal: String,
    },
    /// The solver could not run.
    #[error("solver: {0}")]
    Solve(#[from] SolveError),
}

/// The verdict on a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// The try keeps the value. `replies` are the defender's answer (already decided, to
    /// be played after the try, in order: several when Giuthi's extra moves give the
    /// defender more than one ply; none when the game ended or the solving side moves
    /// again); `solved` when the game is over after the try and the replies.
    Correct {
        /// The defender's replies, until the solving side is to move or the game is over.
        replies: Vec<Move>,
        /// Whether the study is finished.
        solved: bool,
        /// The value kept, for the solving side.
        value: i32,
        /// What happened, in words.
        explanation: String,
    },
    /// The try does not keep the value; the position stays as it was before the try.
    Wrong {
        /// The try's exact value for the solving side.
        played_value: i32,
        /// The position's value (what a keeping move gets).
        best_value: i32,
        /// The defender's best reply to the try, proved to hold the try to `played_value`
        /// (`None` when the try ends the game, the solving side moves again, or the limits
        /// ran out before the reply was proved).
        reply: Option<Move>,
        /// Why it is wrong: "this loses by 6: North answers 14 and captures 9; the best
        /// move wins by 2".
        explanation: String,
    },
    /// The solver did not prove the values within the limits.
    Unproved {
        /// What is known, in words.
        explanation: String,
    },
}

/// The game after `played` from the study's start.
pub fn replay(study: &Study, played: &[Move]) -> Result<History, PuzzleError> {
    let mut game = study.game();
    for (i, &mv) in played.iter().enumerate() {
        game.play(mv).map_err(|e| PuzzleError::Replay {
            index: i + 1,
            mv: mv.to_string(),
            reason: e.to_string(),
        })?;
    }
    Ok(game)
}

/// The solution's next move when the moves played so far are the solution's first moves.
fn on_line(study: &Study, played: &[Move]) -> Option<Move> {
    study
        .solution
        .starts_with(played)
        .then(|| study.solution.get(played.len()).copied())
        .flatten()
}

/// The keepers of a position, their value, and every move's verdict.
struct Keepers {
    keep: Vec<Move>,
    best: i32,
    moves: Vec<(Move, Verdict)>,
}

/// What is left of one check's limits: every solver run of the check draws on them.
struct Allowance<'a> {
    limits: &'a Limits,
    start: Instant,
    nodes: u64,
}

impl<'a> Allowance<'a> {
    /// The whole of `limits`, starting now.
    fn new(limits: &'a Limits) -> Allowance<'a> {
        Allowance {
            limits,
            start: Instant::now(),
            nodes: 0,
        }
    }

    /// The limits left now; `None` when the time or the nodes are used up.
    fn left(&self) -> Option<Limits> {
        remaining(self.limits, self.start.elapsed(), self.nodes)
    }

    /// Runs `solve` within the limits left, counting the `nodes` of what it gives; `None`
    /// when nothing is left.
    fn run<T>(
        &mut self,
        solve: impl FnOnce(&Limits) -> Result<T, SolveError>,
        nodes: impl Fn(&T) -> u64,
    ) -> Result<Option<T>, SolveError> {
        let Some(limits) = self.left() else {
            return Ok(None);
        };
        let solved = solve(&limits)?;
        self.nodes = self.nodes.saturating_add(nodes(&solved));
        Ok(Some(solved))
    }
}

/// `limits` less `elapsed` time and `nodes` used; `None` when either is used up.
fn remaining(limits: &Limits, elapsed: Duration, nodes: u64) -> Option<Limits> {
    let time = match limits.time {
        Some(t) => Some(t.checked_sub(elapsed).filter(|left| !left.is_zero())?),
        None => None,
    };
    let nodes = match limits.nodes {
        Some(n) => Some(n.checked_sub(nodes).filter(|&left| left > 0)?),
        None => None,
    };
    Some(Limits {
        time,
        nodes,
        stop: limits.stop.clone(),
    })
}

/// The keepers of the game's position (moves proved to get the best value) and that value;
/// `None` when the limits ran out before that was known.
fn keepers(
    solver: &Solver,
    game: &History,
    allowance: &mut Allowance,
) -> Result<Option<Keepers>, SolveError> {
    let Some(solved) = allowance.run(|limits| solver.solve_moves(game, limits), |s| s.nodes)?
    else {
        return Ok(None);
    };
    let moves = solved.moves;
    let Some(best) = moves.iter().map(|(_, v)| v.lower()).max() else {
        return Ok(None);
    };
    // Every move that may reach `best` must be proved, and at least one must reach it.
    let contenders: Vec<&(Move, Verdict)> =
        moves.iter().filter(|(_, v)| v.upper() >= best).collect();
    if contenders.iter().any(|(_, v)| v.value().is_none()) {
        return Ok(None);
    }
    let keep: Vec<Move> = contenders
        .iter()
        .filter(|(_, v)| v.value() == Some(best))
        .map(|(m, _)| *m)
        .collect();
    Ok(Some(Keepers { keep, best, moves }))
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// A value in words for the side it is for: "loses by 6", "draws", "wins by 2" (Sadeqa II
/// scores only the outcome: "loses", "draws", "wins"); `only` says "loses by only 6".
fn outcome_words(game: Game, value: i32, only: bool) -> String {
    let margin = |n: i32| {
        if game == Game::SadeqaII {
            String::new()
        } else if only {
            format!(" by only {n}")
        } else {
            format!(" by {n}")
        }
    };
    match value.signum() {
        -1 => format!("loses{}", margin(-value)),
        0 => "draws".to_string(),
        _ => format!("wins{}", margin(value)),
    }
}

/// What a try's `value` is worth against the `best` value, both for the solving side, with
/// `why` (the defender's refutation) after the try's own: "this loses by 14; the best move
/// loses by only 6", "this draws: North answers 3; the best move wins by 2", "this wins by 2
/// but the best move wins by 8".
fn worth(game: Game, value: i32, best: i32, why: Option<&str>) -> String {
    let this = format!("this {}", outcome_words(game, value, false));
    let best = format!(
        "the best move {}",
        outcome_words(game, best, value < 0 && best < 0)
    );
    match why {
        Some(why) => format!("{this}: {why}; {best}"),
        None if value > 0 => format!("{this} but {best}"),
        None => format!("{this}; {best}"),
    }
}

/// The defender's best reply to a try worth `played_value` to the solving side, `after`
/// being the position after the try with the defender to move: the first move of the
/// solver's proved line from there, when that line proves the try's value; `None` when the
/// limits ran out first. The run stops once the line is found, not at the limits.
fn proved_reply(
    solver: &Solver,
    after: &History,
    played_value: i32,
    allowance: &mut Allowance,
) -> Result<Option<Move>, SolveError> {
    let Some(solved) = allowance.run(|limits| solver.solve(after, limits), |s| s.nodes)? else {
        return Ok(None);
    };
    // The defender's value is the try's, negated: the line's first move is proved to get it.
    Ok(match (solved.verdict.value(), solved.best()) {
        (Some(value), Some(reply)) if value.checked_neg() == Some(played_value) => Some(reply),
        _ => None,
    })
}

/// What the defender's `reply` does, in words: "North answers 14 and captures 9".
pub fn describe_reply(game: &History, reply: Move) -> String {
    let position = game.position();
    let side = position.to_move();
    let mut text = format!("{} answers {reply}", side_name(side));
    if let Ok(after) = position.play(reply) {
        let took = after.captured(side).saturating_sub(position.captured(side));
        if took > 0 {
            text.push_str(&format!(" and captures {took}"));
        }
        if after.to_move() == side && after.has_legal_move() {
            text.push_str(", moving again");
        }
    }
    text
}

/// Checks `try_move` after `played` (every move so far from the study's start, the
/// defender's included) within `limits`, for the whole check (the defender's reply is
/// sought in what the try's own solve left).
pub fn check(
    study: &Study,
    played: &[Move],
    try_move: Move,
    solver: &Solver,
    limits: &Limits,
) -> Result<Check, PuzzleError> {
    let game = replay(study, played)?;
    if game.outcome().is_some() {
        return Err(PuzzleError::Over);
    }
    let mover = game.position().to_move();
    if mover != study.solver {
        return Err(PuzzleError::NotSolvingSide(mover));
    }
    let legal = game.position().legal_moves();
    if !legal.contains(&try_move) {
        return Err(PuzzleError::Illegal {
            mv: try_move.to_string(),
            legal: legal
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        });
    }
    let mut allowance = Allowance::new(limits);
    let Some(Keepers { keep, best, moves }) = keepers(solver, &game, &mut allowance)? else {
        return Ok(Check::Unproved {
            explanation: "the solver did not prove this position's moves in time".to_string(),
        });
    };
    let kind = game.rules().game();
    let mut after = game.clone();
    after.play(try_move).map_err(|e| PuzzleError::Illegal {
        mv: try_move.to_string(),
        legal: e.to_string(),
    })?;
    if keep.contains(&try_move) {
        // The defender answers until the solving side is to move again (Giuthi's extra
        // moves can give the defender several plies in a row) or the game is over.
        let mut line = played.to_vec();
        line.push(try_move);
        let mut end = after.clone();
        let mut replies = Vec::new();
        while end.outcome().is_none() && end.position().to_move() != mover {
            let reply = match on_line(study, &line) {
                Some(mv) => mv,
                None => match proved_reply(solver, &end, best, &mut allowance)? {
                    Some(reply) => reply,
                    None => {
                        return Ok(Check::Unproved {
                            explanation: "the try keeps the value, but the defender's reply was not proved in time".to_string(),
                        })
                    }
                },
            };
            let said = describe_reply(&end, reply);
            end.play(reply).map_err(|e| PuzzleError::Illegal {
                mv: reply.to_string(),
                legal: e.to_string(),
            })?;
            line.push(reply);
            replies.push((reply, said));
        }
        let mut explanation = "correct".to_string();
        if !replies.is_empty() {
            let said: Vec<&str> = replies.iter().map(|(_, s)| s.as_str()).collect();
            explanation = format!("correct: {}", said.join("; "));
        } else if after.outcome().is_none() {
            explanation = format!("correct: {} moves again", side_name(mover));
        }
        let solved = end.outcome().is_some();
        if solved {
            explanation.push_str("; solved");
        }
        return Ok(Check::Correct {
            replies: replies.into_iter().map(|(m, _)| m).collect(),
            solved,
            value: best,
            explanation,
        });
    }
    let Some(played_value) = moves
        .iter()
        .find(|(m, _)| *m == try_move)
        .and_then(|(_, v)| v.value())
    else {
        return Ok(Check::Unproved {
            explanation:
                "this does not keep the value, but how much it loses was not proved in time"
                    .to_string(),
        });
    };
    let (reply, why) = if after.outcome().is_some() {
        (None, Some("it ends the game".to_string()))
    } else if after.position().to_move() == mover {
        (None, None)
    } else {
        let reply = proved_reply(solver, &after, played_value, &mut allowance)?;
        (reply, reply.map(|r| describe_reply(&after, r)))
    };
    let explanation = worth(kind, played_value, best, why.as_deref());
    Ok(Check::Wrong {
        played_value,
        best_value: best,
        reply,
        explanation,
    })
}

/// A move that keeps the value after `played`: the solution's while on its line, else the
/// first keeper the solver proves. `None` when the game is over, it is the defender's turn,
/// or the limits ran out.
pub fn hint(
    study: &Study,
    played: &[Move],
    solver: &Solver,
    limits: &Limits,
) -> Result<Option<Move>, PuzzleError> {
    let game = replay(study, played)?;
    if game.outcome().is_some() || game.position().to_move() != study.solver {
        return Ok(None);
    }
    if let Some(mv) = on_line(study, played) {
        return Ok(Some(mv));
    }
    Ok(keepers(solver, &game, &mut Allowance::new(limits))?.and_then(|k| k.keep.first().copied()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::collection::find;

    fn limits() -> Limits {
        Limits::nodes(5_000_000)
    }

    #[test]
    fn the_solution_is_accepted_to_the_end() {
        // giuthi-2x8-019's solution gives the defender two plies in a row (an extra move):
        // both come as the replies of one check, so the solving side is always to move.
        for id in ["en-dodoi-2x6-002", "giuthi-2x8-019"] {
            let study = find(id).expect("study");
            let solver = Solver::new(16);
            let mut played: Vec<Move> = Vec::new();
            let mut solved = false;
            let mut most_replies = 0;
            while !solved {
                let mv = study.solution[played.len()];
                let game = replay(study, &played).expect("replays");
                assert_eq!(
                    game.position().to_move(),
                    study.solver,
                    "{id} after {played:?}"
                );
                match check(study, &played, mv, &solver, &limits()).expect("checked") {
                    Check::Correct {
                        replies,
                        solved: s,
                        value,
                        ..
                    } => {
                        assert_eq!(value, study.value);
                        played.push(mv);
                        let next = &study.solution[played.len()..];
                        assert_eq!(
                            &next[..replies.len()],
                            &replies[..],
                            "{id} after {played:?}"
                        );
                        most_replies = most_replies.max(replies.len());
                        played.extend(replies);
                        solved = s;
                    }
                    other => panic!("{id}: {mv} after {played:?}: {other:?}"),
                }
            }
            assert_eq!(played, study.solution);
            if id.starts_with("giuthi") {
                assert!(
                    most_replies >= 2,
                    "{id}: no check answered with two replies"
                );
            }
        }
    }

    #[test]
    fn a_wrong_first_move_is_refuted_with_its_value() {
        let study = find("en-dodoi-2x6-002").expect("study");
        let solver = Solver::new(16);
        let game = study.game();
        let first = study.solution[0];
        let wrong = game
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != first)
            .expect("studies have two moves at least");
        let all = solver.solve_moves(&game, &limits()).expect("solves").moves;
        let value = all
            .iter()
            .find(|(m, _)| *m == wrong)
            .and_then(|(_, v)| v.value())
            .expect("proved");
        match check(study, &[], wrong, &solver, &limits()).expect("checked") {
            Check::Wrong {
                played_value,
                best_value,
                explanation,
                reply,
            } => {
                assert_eq!(played_value, value);
                assert_eq!(best_value, study.value);
                assert!(played_value < best_value);
                assert!(explanation.starts_with("this "), "{explanation}");
                if let Some(r) = reply {
                    assert!(
                        explanation.contains(&format!("answers {r}")),
                        "{explanation}"
                    );
                }
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            hint(study, &[], &solver, &limits()).expect("hint"),
            Some(first)
        );
    }

    #[test]
    fn a_wrong_try_is_refuted_by_the_reply_the_solver_proves_even_when_other_replies_are_not() {
        // After en-dodoi-2x6-004's try 4 the solver proves South's best reply at once, but
        // not every other reply within the budget: the refutation is the proved line's first.
        let study = find("en-dodoi-2x6-004").expect("study");
        let try_move: Move = "4".parse().expect("a move");
        let budget = limits();
        let mut after = study.game();
        after.play(try_move).expect("legal");
        let defence = Solver::new(16).solve(&after, &budget).expect("solves");
        assert_eq!(defence.verdict.value(), Some(16));
        let best = defence.best().expect("a proved line");
        assert!(
            Solver::new(16)
                .solve_moves(&after, &budget)
                .expect("solves")
                .moves
                .iter()
                .any(|(_, v)| v.value().is_none()),
            "every reply is proved within the budget: the test shows nothing"
        );
        match check(study, &[], try_move, &Solver::new(16), &budget).expect("checked") {
            Check::Wrong {
                played_value,
                best_value,
                reply,
                explanation,
            } => {
                assert_eq!((played_value, best_value), (-16, study.value));
                assert_eq!(reply, Some(best), "{explanation}");
                assert_eq!(
                    explanation,
                    format!(
                        "{}: {}; the best move loses by only {}",
                        "this loses by 16",
                        describe_reply(&after, best),
                        -study.value
                    )
                );
            }
            other => panic!("{other:?}"),
        }
        // The refutation is proved to hold the try to its value, and its run stops there:
        // most of the budget is left.
        let mut replied = after.clone();
        replied.play(best).expect("legal");
        let held = Solver::new(16).value(&replied, &budget).expect("solves");
        assert_eq!(held.value(), Some(-16), "South's reply keeps South's 16");
        let solver = Solver::new(16);
        let mut allowance = Allowance::new(&budget);
        keepers(&solver, &study.game(), &mut allowance).expect("solves");
        let first = allowance.nodes;
        assert_eq!(
            proved_reply(&solver, &after, -16, &mut allowance).expect("solves"),
            Some(best)
        );
        let second = allowance.nodes - first;
        assert!(
            second < budget.nodes.unwrap_or(u64::MAX) / 10,
            "the refutation took {second} nodes of {budget:?}"
        );
        // A reply is never given for a value it is not proved to get.
        let mut allowance = Allowance::new(&budget);
        assert_eq!(
            proved_reply(&solver, &after, -14, &mut allowance).expect("solves"),
            None
        );
    }

    #[test]
    fn a_correct_try_off_the_line_is_answered_by_a_reply_proved_to_keep_the_defenders_value() {
        // A shipped solution has no second keeper, but a submitted study's line may: here the
        // study knows only its first move, so every later reply of the defender comes from the
        // solver, and each must be proved to hold the solving side to the value. The solving
        // side plays its last keeper each time (not the solver's own choice).
        let budget = limits();
        for id in [
            "en-dodoi-2x6-002",
            "en-dodoi-2x6-004",
            "giuthi-2x5-001",
            "giuthi-2x8-019",
        ] {
            let mut study = find(id).expect("study").clone();
            study.solution.truncate(1);
            let mut played: Vec<Move> = Vec::new();
            let mut replies = 0;
            loop {
                let game = replay(&study, &played).expect("replays");
                if game.outcome().is_some() {
                    break;
                }
                let mover = game.position().to_move();
                if mover != study.solver {
                    panic!("{id}: the defender's turn after {played:?} was not answered");
                }
                let solver = Solver::new(16);
                let k = keepers(&solver, &game, &mut Allowance::new(&budget))
                    .expect("solves")
                    .expect("proved");
                let try_move = *k.keep.last().expect("a keeper");
                match check(&study, &played, try_move, &Solver::new(16), &budget).expect("checked")
                {
                    Check::Correct {
                        replies: answer,
                        value,
                        solved,
                        ..
                    } => {
                        assert_eq!(value, k.best, "{id} after {played:?}");
                        assert_eq!(value, study.value, "{id}: the value is kept");
                        played.push(try_move);
                        for reply in answer {
                            let mut replied = replay(&study, &played).expect("replays");
                            replied.play(reply).expect("a legal reply");
                            played.push(reply);
                            replies += 1;
                            if replied.outcome().is_none() {
                                let held =
                                    Solver::new(16).value(&replied, &budget).expect("solves");
                                let held = if replied.position().to_move() == study.solver {
                                    held.value()
                                } else {
                                    held.value().map(|v| -v)
                                };
                                assert_eq!(
                                    held,
                                    Some(study.value),
                                    "{id}: {reply} after {played:?}"
                                );
                            }
                        }
                        if solved {
                            break;
                        }
                    }
                    other => panic!("{id}: {try_move} after {played:?}: {other:?}"),
                }
            }
            assert!(replies >= 2, "{id}: only {replies} replies off the line");
            let end = replay(&study, &played).expect("replays");
            let outcome = end.outcome().expect("played to the end");
            let margin = |side: Side| match side {
                Side::South => outcome.score[0] as i32,
                Side::North => outcome.score[1] as i32,
            };
            if id.starts_with("en-dodoi") {
                assert_eq!(
                    margin(study.solver) - margin(study.solver.opponent()),
                    study.value,
                    "{id}"
                );
            }
        }
    }

    #[test]
    fn the_explanation_names_the_reply_and_its_capture() {
        assert_eq!(
            worth(Game::EnDodoi, -6, 2, None),
            "this loses by 6; the best move wins by 2"
        );
        assert_eq!(
            worth(Game::EnDodoi, -14, -6, None),
            "this loses by 14; the best move loses by only 6"
        );
        assert_eq!(
            worth(Game::EnDodoi, -3, 0, None),
            "this loses by 3; the best move draws"
        );
        assert_eq!(
            worth(Game::EnDodoi, 0, 2, None),
            "this draws; the best move wins by 2"
        );
        assert_eq!(
            worth(Game::EnDodoi, 2, 8, None),
            "this wins by 2 but the best move wins by 8"
        );
        assert_eq!(
            worth(
                Game::EnDodoi,
                -16,
                -12,
                Some("South answers 1 and captures 5")
            ),
            "this loses by 16: South answers 1 and captures 5; the best move loses by only 12"
        );
        assert_eq!(
            worth(Game::EnDodoi, 2, 8, Some("North answers 3")),
            "this wins by 2: North answers 3; the best move wins by 8"
        );
        assert_eq!(
            worth(Game::SadeqaII, -1, 1, None),
            "this loses; the best move wins"
        );
        assert_eq!(
            worth(Game::SadeqaII, -1, 0, Some("it ends the game")),
            "this loses: it ends the game; the best move draws"
        );
        assert_eq!(
            worth(Game::SadeqaII, 0, 1, None),
            "this draws; the best move wins"
        );
        // A reply that captures says how many seeds.
        let study = find("en-dodoi-2x6-002").expect("study");
        let mut game = study.game();
        for &mv in &study.solution {
            let before = game.position().captured(game.position().to_move());
            let text = describe_reply(&game, mv);
            let side = game.position().to_move();
            game.play(mv).expect("legal");
            let took = game.position().captured(side) - before;
            assert!(text.starts_with(&format!("{} answers {mv}", side_name(side))));
            assert_eq!(
                text.contains(&format!("captures {took}")),
                took > 0,
                "{text}"
            );
        }
    }

    #[test]
    fn a_second_solve_gets_only_what_the_first_left() {
        let whole = Limits {
            time: Some(Duration::from_secs(5)),
            nodes: Some(1_000),
            ..Limits::default()
        };
        let left = remaining(&whole, Duration::from_secs(2), 300).expect("some left");
        assert_eq!(left.time, Some(Duration::from_secs(3)));
        assert_eq!(left.nodes, Some(700));
        assert!(remaining(&whole, Duration::from_secs(5), 0).is_none());
        assert!(remaining(&whole, Duration::from_secs(6), 0).is_none());
        assert!(remaining(&whole, Duration::ZERO, 1_000).is_none());
        let unlimited = remaining(&Limits::default(), Duration::from_secs(99), 99).expect("all");
        assert_eq!((unlimited.time, unlimited.nodes), (None, None));
        // The nodes of the first run are counted against the second.
        let study = find("en-dodoi-2x6-002").expect("study");
        let solver = Solver::new(16);
        let budget = limits();
        let mut allowance = Allowance::new(&budget);
        keepers(&solver, &study.game(), &mut allowance).expect("solves");
        assert!(allowance.nodes > 0);
        assert_eq!(
            allowance.left().and_then(|l| l.nodes),
            budget
                .nodes
                .and_then(|n| n.checked_sub(allowance.nodes))
                .filter(|&n| n > 0)
        );
    }

    #[test]
    fn tries_out_of_turn_or_illegal_are_refused() {
        let study = find("en-dodoi-2x6-002").expect("study");
        let solver = Solver::new(16);
        let first = study.solution[0];
        let err = check(study, &[first], study.solution[1], &solver, &limits());
        assert!(
            matches!(err, Err(PuzzleError::NotSolvingSide(_))),
            "{err:?}"
        );
        let err = check(study, &[], Move::hole(6), &solver, &limits());
        let legal = study.game().position().is_legal(Move::hole(6));
        assert_eq!(matches!(err, Err(PuzzleError::Illegal { .. })), !legal);
    }
}
