//! Time management on a clock: games played move by move on a short clock never run it out,
//! on one thread and on two. No assertion on speed: only that each move stays inside the time
//! its side had left, which the hard time (at most half the clock, less a reserve) guarantees
//! unless the machine stalls for hundreds of milliseconds.

use std::time::{Duration, Instant};

use mancala_engine::time::{Clock, Limits};
use mancala_engine::Engine;
use mancala_player::engine_move;
use mancala_rules::{Game, History, Rules};

fn play_on_clock(rules: Rules, threads: usize, start_ms: u64, increment_ms: u64, plies: usize) {
    let mut engine = Engine::new(8, 1);
    engine.set_threads(threads);
    let mut game = History::new(rules);
    let increment = Duration::from_millis(increment_ms);
    let mut clocks = [Duration::from_millis(start_ms); 2];
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let side = game.position().to_move().index();
        let limits = Limits {
            clock: Some(Clock {
                remaining: clocks[side],
                increment,
            }),
            ..Limits::default()
        };
        let started = Instant::now();
        let result = engine_move(&mut engine, &game, 10, &limits).expect("a move");
        let used = started.elapsed();
        assert!(
            used < clocks[side],
            "{} ply {}: used {used:?} of {:?}",
            rules.game(),
            game.moves_played(),
            clocks[side]
        );
        clocks[side] = clocks[side] - used + increment;
        game.play(result.best).expect("a legal move");
    }
}

#[test]
fn a_short_clock_is_never_run_out() {
    play_on_clock(Rules::new(Game::EnDodoi), 1, 2_000, 20, 40);
    play_on_clock(
        Rules::with_size(Game::Giuthi, 8, 8).unwrap(),
        1,
        2_000,
        0,
        30,
    );
}

#[test]
fn a_short_clock_is_never_run_out_by_the_tree_search() {
    // Level 10 plays En Gehé 2x40 by its tree search, which may stretch its planned time.
    play_on_clock(
        Rules::with_size(Game::EnGehe, 40, 4).unwrap(),
        1,
        3_000,
        30,
        40,
    );
}

#[test]
fn a_short_clock_is_never_run_out_on_two_threads() {
    // A larger clock: two searching threads plus the other tests on a busy machine.
    play_on_clock(Rules::new(Game::EnDodoi), 2, 10_000, 100, 12);
}
