//! The integer action space of a board and the observation planes of a position.
//!
//! One-direction games (En Gehé, En Dodoi, Sadeqa II): action `k - 1` sows from the mover's
//! hole `k` (counted from the mover's left), `n` actions. Giuthi: action `2(k - 1)` is `kR`,
//! `2(k - 1) + 1` is `kL`, and `2n` is `pass`: `2n + 1` actions. Ascending actions are in the
//! protocol's move order.

use mancala_rules::{Direction, Move, Position, Rules, Side};

/// The observation planes, in order (each a row of `n` values seen from one player).
pub const PLANES: [&str; 7] = [
    "own_row",
    "opponent_row",
    "own_captured",
    "opponent_captured",
    "to_move",
    "own_opening_done",
    "opponent_opening_done",
];

/// How many actions a board has.
pub fn num_actions(rules: &Rules) -> usize {
    let n = rules.holes();
    if rules.game().two_directions() {
        2 * n + 1
    } else {
        n
    }
}

/// The action of a move (the move need not be legal, but its hole must be on the board).
pub fn action_of(rules: &Rules, mv: Move) -> Result<usize, String> {
    let n = rules.holes();
    let two = rules.game().two_directions();
    match mv {
        Move::Pass if two => Ok(2 * n),
        Move::Pass => Err(format!("{} has no pass", rules.game().title())),
        Move::Sow { hole, .. } if hole == 0 || hole as usize > n => {
            Err(format!("there is no hole {hole} on a row of {n}"))
        }
        Move::Sow {
            hole,
            direction: Some(d),
        } if two => Ok(2 * (hole as usize - 1) + usize::from(d == Direction::Clockwise)),
        Move::Sow { hole, .. } if two => Err(format!(
            "a Giuthi move names its direction: {hole}R or {hole}L"
        )),
        Move::Sow {
            hole,
            direction: None,
        } => Ok(hole as usize - 1),
        Move::Sow { .. } => Err(format!(
            "{} sows one way only: write the hole number alone",
            rules.game().title()
        )),
    }
}

/// The move of an action, or why the number is not an action of this board.
pub fn move_of(rules: &Rules, action: i128) -> Result<Move, String> {
    let count = num_actions(rules);
    let a = usize::try_from(action)
        .ok()
        .filter(|&a| a < count)
        .ok_or_else(|| {
            format!(
                "action {action} is out of range: a {} board of {} holes a row has actions 0 to {}",
                rules.game().name(),
                rules.holes(),
                count - 1
            )
        })?;
    if !rules.game().two_directions() {
        return Ok(Move::hole(a as u8 + 1));
    }
    if a == 2 * rules.holes() {
        return Ok(Move::Pass);
    }
    let direction = if a % 2 == 0 {
        Direction::Anticlockwise
    } else {
        Direction::Clockwise
    };
    Ok(Move::directed((a / 2) as u8 + 1, direction))
}

/// The planes of [`PLANES`] for `position` seen by `side`, row-major, `PLANES.len() * n` values.
///
/// Column `j` of the own row is the player's hole `j + 1` from its left; column `j` of the
/// opponent's row is the hole opposite it. Counts are raw seed numbers.
pub fn observation(position: &Position, side: Side) -> Vec<f32> {
    let n = position.rules().holes();
    let board = position.board();
    let mut planes = vec![0f32; PLANES.len() * n];
    let opponent = side.opponent();
    let constants = [
        position.captured(side) as f32,
        position.captured(opponent) as f32,
        f32::from(u8::from(position.to_move() == side)),
        f32::from(u8::from(position.opening_done(side))),
        f32::from(u8::from(position.opening_done(opponent))),
    ];
    for j in 0..n {
        let own = position.index(side, j as u8 + 1);
        planes[j] = f32::from(board[own]);
        planes[n + j] = f32::from(board[position.opposite(own)]);
        for (p, &value) in constants.iter().enumerate() {
            planes[(p + 2) * n + j] = value;
        }
    }
    planes
}
