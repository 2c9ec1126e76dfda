//! Checks shared by the solver's test files.

use mancala_rules::{Game, History, Move, Position, Rules, Side};
use mancala_solver::value::outcome_value;
use mancala_solver::Scoring;
use rand::rngs::SmallRng;
use rand::Rng;

/// Checks that every ply of `pv`, played from `game` (whose value for its mover is `value`),
/// keeps the value by `value_of` (a reference the line is judged by), and that it ends the game
/// with that value.
#[allow(dead_code)]
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

/// Minimax value of the game's position for its mover, or `None` past `budget` nodes.
#[allow(dead_code)]
pub fn minimax(game: &mut History, scoring: Scoring, budget: &mut u64) -> Option<i32> {
    if let Some(outcome) = game.outcome() {
        return Some(outcome_value(scoring, outcome, game.position().to_move()));
    }
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let moves: Vec<Move> = game.position().legal_moves().to_vec();
    let mover = game.position().to_move();
    let mut best = i32::MIN;
    for mv in moves {
        game.play(mv).expect("legal move");
        let child = minimax(game, scoring, budget)?;
        let v = for_mover(game, mover, child);
        game.undo();
        best = best.max(v);
    }
    Some(best)
}

/// A value for the game's current mover, seen by `mover` (Giuthi's extra moves keep the mover).
#[allow(dead_code)]
pub fn for_mover(game: &History, mover: Side, v: i32) -> i32 {
    if game.position().to_move() == mover {
        v
    } else {
        -v
    }
}

/// Rules of `game` with `holes` and `seeds` and the given options.
#[allow(dead_code)]
pub fn rules(game: Game, holes: u64, seeds: u64, options: &[(&str, &str)]) -> Rules {
    let mut settings = vec![("holes", holes.to_string()), ("seeds", seeds.to_string())];
    for (k, v) in options {
        settings.push((k.to_string().leak(), v.to_string()));
    }
    Rules::from_settings(game, settings.iter().map(|(k, v)| (*k, v.as_str()))).expect("rules")
}

/// A random small position with a random history before it.
#[allow(dead_code)]
pub fn random_game(rng: &mut SmallRng, rules: Rules) -> History {
    let n = rules.holes();
    let mut game = if rng.random_bool(0.5) {
        History::new(rules)
    } else {
        let board: Vec<u64> = (0..2 * n).map(|_| rng.random_range(0..4)).collect();
        let side = if rng.random_bool(0.5) {
            Side::South
        } else {
            Side::North
        };
        let flags = [rng.random_bool(0.7), rng.random_bool(0.7)];
        let captured = [rng.random_range(0..6), rng.random_range(0..6)];
        let position = Position::setup(rules, &board, captured, side, flags).expect("setup");
        History::from_position(position, 0)
    };
    let plies = rng.random_range(0..12);
    for _ in 0..plies {
        if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
            break;
        }
    }
    game
}
