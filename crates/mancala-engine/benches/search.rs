//! Fixed-depth alpha-beta from each game's start, and the guided tree search's playouts on
//! En Gehé 2x40 on one and two threads (criterion).

use criterion::{criterion_group, criterion_main, Criterion};
use mancala_engine::eval::Weights;
use mancala_engine::mcts::{Mcts, MctsStyle};
use mancala_engine::search::{SearchConfig, Searcher};
use mancala_engine::time::Limits;
use mancala_rules::{Game, History, Rules};
use rand::rngs::SmallRng;
use rand::SeedableRng;

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

/// 20,000 playouts of the guided tree search from En Gehé 2x40's start, in a new tree, on one
/// and on two threads growing it together.
fn tree(c: &mut Criterion) {
    let rules = Rules::with_size(Game::EnGehe, 40, 4).expect("valid board");
    let start = History::new(rules);
    let config = SearchConfig::for_rules(start.rules());
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let mut group = c.benchmark_group("tree_search");
    group.sample_size(10);
    for threads in [1u64, 2] {
        group.bench_function(
            format!("en-gehe-2x40-20000-playouts-{threads}-threads"),
            |b| {
                b.iter(|| {
                    let mut rngs: Vec<SmallRng> =
                        (0..threads).map(SmallRng::seed_from_u64).collect();
                    Mcts::new()
                        .search_on_threads(&start, &limits, MctsStyle::GUIDED, &config, &mut rngs)
                        .map(|r| r.nodes)
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, search, tree);
criterion_main!(benches);
