//! Random playouts: whole games of uniformly random legal moves, for benchmarks and Monte Carlo search.

use std::time::Duration;

use web_time::Instant;

use mancala_rules::{History, Outcome, Rules};
use rand::rngs::SmallRng;
use rand::Rng;

/// Plays `game` to its end with uniformly random legal moves; returns the plies played.
pub fn random_playout(game: &mut History, rng: &mut SmallRng) -> usize {
    let mut plies = 0;
    while game.play_random(&mut |k| rng.random_range(0..k)).is_some() {
        plies += 1;
    }
    plies
}

/// What a timed run of random playouts measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayoutStats {
    /// Games played to their end.
    pub games: u64,
    /// Plies played in those games.
    pub plies: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// Games that ended by repetition.
    pub repetitions: u64,
}

impl PlayoutStats {
    /// Plies a second.
    pub fn plies_per_sec(&self) -> f64 {
        self.plies as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Games a second.
    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Plays random games from the start of `rules` for about `budget`, at least one game.
///
/// `progress` is called now and then with the fraction of the budget used.
pub fn measure_playouts(
    rules: Rules,
    budget: Duration,
    rng: &mut SmallRng,
    mut progress: impl FnMut(f64),
) -> PlayoutStats {
    let start = Instant::now();
    let mut stats = PlayoutStats {
        games: 0,
        plies: 0,
        elapsed: Duration::ZERO,
        repetitions: 0,
    };
    let fresh = History::new(rules);
    loop {
        let mut game = fresh.clone();
        stats.plies += random_playout(&mut game, rng) as u64;
        stats.games += 1;
        if matches!(
            game.outcome(),
            Some(Outcome {
                reason: mancala_rules::EndReason::Repetition,
                ..
            })
        ) {
            stats.repetitions += 1;
        }
        let elapsed = start.elapsed();
        if stats.games.is_multiple_of(16) {
            progress((elapsed.as_secs_f64() / budget.as_secs_f64().max(1e-9)).min(1.0));
        }
        if elapsed >= budget {
            stats.elapsed = elapsed;
            progress(1.0);
            return stats;
        }
    }
}
