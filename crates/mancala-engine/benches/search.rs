//! Fixed-depth alpha-beta from each game's start (criterion).

use criterion::{criterion_group, criterion_main, Criterion};
use mancala_engine::eval::Weights;
use mancala_engine::search::{SearchConfig, Searcher};
use mancala_engine::time::Limits;
use mancala_rules::{Game, History, Rules};

fn search(c: &mut Criterion) {
    let cases = [
        (Game::EnDodoi, 6, 4, 10),
        (Game::SadeqaII, 6, 3, 14),
        (Game::Giuthi, 8, 8, 6),
        (Game::EnGehe, 40, 4, 4),
    ];
    let mut group = c.benchmark_group("alpha_beta");
    group.sample_size(10);
    for (game, holes, seeds, depth) in cases {
        let rules = Rules::with_size(game, holes, seeds).expect("valid board");
        let start = History::new(rules);
        let config = SearchConfig::full(Weights::for_game(game));
        group.bench_function(format!("{game}-2x{holes}-depth{depth}"), |b| {
            b.iter(|| {
                let mut searcher = Searcher::new(16);
                searcher
                    .search(&start, &Limits::depth(depth), false, config)
                    .map(|r| r.nodes)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
