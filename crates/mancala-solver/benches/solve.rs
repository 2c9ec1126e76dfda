//! Criterion benchmark: proving fixed positions exactly.

use criterion::{criterion_group, criterion_main, Criterion};
use mancala_rules::{Game, History, Position, Rules, Side};
use mancala_solver::{Limits, Solver};

/// The bench positions: (name, game, holes, board, captured, side).
pub fn positions() -> Vec<(&'static str, History)> {
    let make = |game: Game, holes: u64, board: &[u64], captured: [u64; 2]| {
        let rules = Rules::with_size(game, holes, 4).expect("rules");
        let position =
            Position::setup(rules, board, captured, Side::South, [true, true]).expect("position");
        History::from_position(position, 0)
    };
    vec![
        (
            "en-dodoi 2x6 12 seeds",
            make(
                Game::EnDodoi,
                6,
                &[2, 0, 1, 0, 3, 0, 0, 1, 0, 2, 0, 3],
                [18, 18],
            ),
        ),
        (
            "giuthi 2x5 10 seeds",
            make(Game::Giuthi, 5, &[2, 0, 3, 0, 0, 0, 2, 0, 3, 0], [15, 15]),
        ),
    ]
}

fn bench(c: &mut Criterion) {
    for (name, game) in positions() {
        c.bench_function(name, |b| {
            b.iter(|| {
                let solver = Solver::new(64);
                solver.solve(&game, &Limits::default()).expect("solve")
            })
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
