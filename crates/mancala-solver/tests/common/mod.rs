//! Checks shared by the solver's test files.

use mancala_rules::{History, Move};
use mancala_solver::value::outcome_value;
use mancala_solver::Scoring;

/// Checks that every ply of `pv`, played from `game` (whose value for its mover is `value`),
/// keeps the value by `value_of` (a reference the line is judged by), and that it ends the game
/// with that value.
pub fn check_line(
    game: &History,
    value: i32,
    pv: &[Move],
    mut value_of: impl FnMut(&mut History) -> i32,
) {
    let mut line = game.clone();
    let mut v = value;
    for &mv in pv {
        assert!(line.outcome().is_none(), "the line goes past the end");
        assert_eq!(value_of(&mut line), v, "a ply of the line loses the value");
        let mover = line.position().to_move();
        line.play(mv).expect("a legal line move");
        if line.position().to_move() != mover {
            v = -v;
        }
    }
    let outcome = line.outcome().expect("the line ends the game");
    let scoring = Scoring::of(line.position());
    assert_eq!(
        outcome_value(scoring, outcome, line.position().to_move()),
        v,
        "the line's end"
    );
}
