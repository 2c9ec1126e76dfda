//! Random playouts from each game's start (criterion): the rules' raw speed.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mancala_rules::{Game, History, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn playouts(c: &mut Criterion) {
    let boards = [
        (Game::EnDodoi, 6, 4),
        (Game::SadeqaII, 6, 3),
        (Game::Giuthi, 8, 8),
        (Game::EnGehe, 40, 4),
    ];
    let mut group = c.benchmark_group("random_playout");
    for (game, holes, seeds) in boards {
        let rules = Rules::with_size(game, holes, seeds).expect("valid board");
        // Average plies a game, to report plies per second as the throughput.
        let mut rng = SmallRng::seed_from_u64(7);
        let sample = 200;
        let mut plies = 0u64;
        for _ in 0..sample {
            let mut g = History::new(rules);
            while g.play_random(&mut |k| rng.random_range(0..k)).is_some() {
                plies += 1;
            }
        }
        group.throughput(Throughput::Elements(plies / sample));
        group.bench_function(format!("{game}-2x{holes}"), |b| {
            let mut rng = SmallRng::seed_from_u64(11);
            let fresh = History::new(rules);
            b.iter(|| {
                let mut g = fresh.clone();
                while g.play_random(&mut |k| rng.random_range(0..k)).is_some() {}
                g.moves_played()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
