//! Reproducible endgame positions: random games from the start, stopped when few seeds remain.
//!
//! Used by the benchmarks and the endgame reports, so that "100 En Gehé 2x40 positions with
//! 16 seeds on the board" names the same positions on every machine.

use mancala_rules::{Game, History, Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// `count` positions of `rules`, each the first position of a random game (uniform legal
/// moves, from the start, seeded by `seed`) with at most `seeds` seeds on the board and the game
/// still going on. Each is reached by a capture, so no earlier position can recur: it is returned
/// as a set-up game of its own, numbered with the ply it was reached at.
pub fn random_endgames(rules: Rules, seeds: u32, count: usize, seed: u64) -> Vec<History> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found = Vec::with_capacity(count);
    // Some games end before they get down to `seeds`: try many more games than positions.
    let mut tries = 0usize;
    while found.len() < count && tries < count.saturating_mul(1000).max(1000) {
        tries += 1;
        let mut game = History::new(rules);
        loop {
            if game.outcome().is_some() {
                break;
            }
            let position = game.position();
            if position.board_seeds() <= seeds && reached_fresh(position) {
                found.push(History::from_position(position.clone(), game.ply()));
                break;
            }
            if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                break;
            }
        }
    }
    found
}

/// Whether no earlier position of the game can recur here (seeds left the board on the last
/// ply). True of every position whose board count dropped, which is how `random_endgames`
/// stops; Sadeqa II also needs both opening moves made, so that the flags are settled.
fn reached_fresh(position: &Position) -> bool {
    position.rules().game() != Game::SadeqaII
        || (position.opening_done(mancala_rules::Side::South)
            && position.opening_done(mancala_rules::Side::North))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_positions() {
        let rules = Rules::with_size(Game::EnDodoi, 6, 4).unwrap();
        let a = random_endgames(rules, 12, 5, 7);
        let b = random_endgames(rules, 12, 5, 7);
        assert_eq!(a.len(), 5);
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.position(), y.position());
            assert!(x.position().board_seeds() <= 12);
            assert!(x.outcome().is_none());
        }
    }
}
