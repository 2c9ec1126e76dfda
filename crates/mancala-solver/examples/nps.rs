//! Raw proof speed: searches fixed endgames for a fixed number of nodes each and prints the
//! nodes a second, so that a change to the search's inner loop can be measured alone.
//!
//! `cargo run --release -p mancala-solver --example nps -- [GAME] [HOLES] [SEEDS] [NODES] [MB]
//! [POSITIONS]` (defaults: en-dodoi 6 16 2000000 256 5). The node counts are deterministic: a change that
//! leaves them equal searched the same tree.

use std::time::Instant;

use mancala_rules::{Game, Rules};
use mancala_solver::endgames::random_endgames;
use mancala_solver::{Limits, Solver};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let game: Game = arg(0, "en-dodoi").parse()?;
    let holes: u64 = arg(1, "6").parse()?;
    let seeds: u32 = arg(2, "16").parse()?;
    let nodes: u64 = arg(3, "2000000").parse()?;
    let mb: usize = arg(4, "256").parse()?;
    let count: usize = arg(5, "5").parse()?;
    let rules = Rules::with_size(game, holes, 4)?;
    let (mut all_nodes, mut all_secs) = (0u64, 0f64);
    for (i, history) in random_endgames(rules, seeds, count, 1).iter().enumerate() {
        let solver = Solver::new(mb);
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let start = Instant::now();
        let solution = solver.solve(history, &limits)?;
        let secs = start.elapsed().as_secs_f64();
        all_nodes += solution.nodes;
        all_secs += secs;
        println!(
            "{i}: [{}, {}] {} nodes {:.3} s {:.0} nodes/s",
            solution.verdict.lower(),
            solution.verdict.upper(),
            solution.nodes,
            secs,
            solution.nodes as f64 / secs
        );
    }
    println!(
        "total {all_nodes} nodes {all_secs:.3} s {:.0} nodes/s",
        all_nodes as f64 / all_secs
    );
    Ok(())
}
