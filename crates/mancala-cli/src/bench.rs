//! `mancala bench`: random playout speed for each game and board.

use std::io::IsTerminal;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use mancala_engine::playout::{measure_playouts, PlayoutStats};
use mancala_engine::search::{SearchConfig, Searcher};
use mancala_engine::time::Limits;
use mancala_rules::{Game, History, Rules};

use crate::board_args::BoardArgs;
use crate::usage::usage;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Options of `mancala bench`.
#[derive(Args)]
pub struct BenchArgs {
    /// One game only (en-gehe, en-dodoi, sadeqa-ii, giuthi); all games and boards when absent.
    #[arg(long)]
    game: Option<String>,
    #[command(flatten)]
    board: BoardArgs,
    /// Seconds to spend on each board.
    #[arg(long, default_value_t = 2.0, allow_negative_numbers = true)]
    seconds: f64,
    /// Seed of the random moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object per board instead of a table.
    #[arg(long)]
    json: bool,
    /// Measure the alpha-beta search instead: nodes/s to this depth from each game's start, and time to each depth.
    #[arg(long, value_name = "DEPTH")]
    search: Option<u32>,
    /// Measure the exact solver instead: fixed endgame positions of each board, solved to the end.
    #[arg(long, conflicts_with = "search")]
    solve: bool,
    /// With --solve: positions a board (1 to 1000).
    #[arg(long, default_value_t = 5, requires = "solve", value_parser = clap::value_parser!(u64).range(1..=1000))]
    positions: u64,
    /// With --solve: seeds left on the board (default: the board's bench count).
    #[arg(long, requires = "solve", value_parser = clap::value_parser!(u32).range(1..=1000))]
    board_seeds: Option<u32>,
    /// With --solve: seconds allowed for each position.
    #[arg(long, default_value_t = 60.0, requires = "solve")]
    limit: f64,
    /// With --solve: solver threads racing on each position (1 to 64).
    #[arg(long, default_value_t = 1, requires = "solve", value_parser = clap::value_parser!(u64).range(1..=64))]
    threads: u64,
    /// With --solve: the proof table's size in MB (1 to 16384).
    #[arg(long, default_value_t = 256, requires = "solve", value_parser = clap::value_parser!(u64).range(1..=16384))]
    hash: u64,
    /// With --solve: a folder of endgame databases for the solver to use.
    #[arg(long, requires = "solve")]
    egdb: Option<std::path::PathBuf>,
    /// With --solve: also prove every legal move's value (as a solve job does), in the same time.
    #[arg(long, requires = "solve")]
    moves: bool,
}

/// Boards of `bench --solve`, with the seeds left on the board in their endgame positions.
const SOLVE_BOARDS: &[(Game, u64, u64, u32)] = &[
    (Game::EnDodoi, 6, 4, 16),
    (Game::SadeqaII, 6, 3, 14),
    (Game::Giuthi, 5, 4, 14),
    (Game::Giuthi, 8, 8, 12),
    (Game::EnGehe, 40, 4, 16),
];

/// The boards measured when no game is named.
const BOARDS: &[(Game, u64, u64)] = &[
    (Game::EnGehe, 40, 4),
    (Game::EnGehe, 50, 4),
    (Game::EnDodoi, 6, 4),
    (Game::EnDodoi, 8, 4),
    (Game::EnDodoi, 10, 4),
    (Game::SadeqaII, 6, 3),
    (Game::Giuthi, 5, 4),
    (Game::Giuthi, 6, 6),
    (Game::Giuthi, 8, 8),
    (Game::Giuthi, 10, 9),
];

fn rules_from_args(args: &BenchArgs) -> Result<Vec<Rules>> {
    match &args.game {
        Some(name) => Ok(vec![args.board.rules(name)?]),
        None if args.board.any() => usage!("--holes, --seeds and --option need --game"),
        None => BOARDS
            .iter()
            .map(|&(g, h, s)| Rules::with_size(g, h, s).map_err(Into::into))
            .collect(),
    }
}

fn label(rules: &Rules) -> String {
    format!(
        "{} 2x{} ({} seeds)",
        rules.game(),
        rules.holes(),
        rules.seeds()
    )
}

/// Runs the benchmark and prints its table or JSON.
pub fn run(args: BenchArgs) -> Result<()> {
    if !(args.seconds.is_finite() && args.seconds > 0.0 && args.seconds <= 3600.0) {
        usage!(
            "--seconds must be more than 0 and at most 3600, not {}",
            args.seconds
        );
    }
    if args.solve {
        return solve_bench(&args);
    }
    let boards = rules_from_args(&args)?;
    if let Some(depth) = args.search {
        return search_bench(&boards, depth, args.json);
    }
    let budget = Duration::from_secs_f64(args.seconds);
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let show_progress = std::io::stdout().is_terminal();
    let mut results: Vec<(Rules, PlayoutStats)> = Vec::new();
    for rules in boards {
        let bar = if show_progress {
            let bar = ProgressBar::new(1000);
            bar.set_style(
                ProgressStyle::with_template("{msg:32} [{bar:30}] {percent:>3}%")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            bar.set_message(label(&rules));
            bar
        } else {
            ProgressBar::hidden()
        };
        let stats = measure_playouts(rules, budget, &mut rng, |f| {
            bar.set_position((f * 1000.0) as u64)
        });
        bar.finish_and_clear();
        results.push((rules, stats));
    }
    if args.json {
        for (rules, s) in &results {
            let object = serde_json::json!({
                "game": rules.game().name(),
                "holes": rules.holes(),
                "seeds": rules.seeds(),
                "seconds": s.elapsed.as_secs_f64(),
                "games": s.games,
                "plies": s.plies,
                "plies_per_sec": s.plies_per_sec().round(),
                "games_per_sec": (s.games_per_sec() * 10.0).round() / 10.0,
                "avg_plies": s.plies as f64 / s.games as f64,
                "repetition_endings": s.repetitions,
            });
            outln!("{object}");
        }
    } else {
        outln!(
            "{:<30} {:>12} {:>12} {:>10} {:>10}",
            "board",
            "plies/s",
            "games/s",
            "avg plies",
            "games"
        );
        for (rules, s) in &results {
            outln!(
                "{:<30} {:>12.0} {:>12.1} {:>10.1} {:>10}",
                label(rules),
                s.plies_per_sec(),
                s.games_per_sec(),
                s.plies as f64 / s.games as f64,
                s.games
            );
        }
    }
    Ok(())
}

/// Fixed-depth alpha-beta from each board's start: nodes, nodes/s and the time to each depth.
fn search_bench(boards: &[Rules], depth: u32, json: bool) -> Result<()> {
    if !(1..=mancala_engine::time::MAX_DEPTH).contains(&depth) {
        usage!(
            "--search depth must be from 1 to {}",
            mancala_engine::time::MAX_DEPTH
        );
    }
    if !json {
        outln!(
            "{:<30} {:>6} {:>12} {:>12} {:>10}  time to depth (ms)",
            "board",
            "depth",
            "nodes",
            "nodes/s",
            "ms"
        );
    }
    for rules in boards {
        let game = History::new(*rules);
        let mut searcher = Searcher::new(64);
        // The search level 10 plays with on this board (its parts and evaluation).
        let config = SearchConfig::for_rules(rules);
        let Some(result) = searcher.search(&game, &Limits::depth(depth), false, config) else {
            continue;
        };
        let secs = result.elapsed.as_secs_f64().max(1e-9);
        let nps = result.nodes as f64 / secs;
        if json {
            let steps: Vec<serde_json::Value> = result
                .iterations
                .iter()
                .map(|(d, n, t)| serde_json::json!({"depth": d, "nodes": n, "ms": t.as_secs_f64() * 1000.0}))
                .collect();
            outln!(
                "{}",
                serde_json::json!({"game": rules.game().name(), "holes": rules.holes(), "seeds": rules.seeds(),
                    "depth": result.depth, "nodes": result.nodes, "nodes_per_sec": nps.round(),
                    "ms": secs * 1000.0, "best": result.best.to_string(), "iterations": steps})
            );
        } else {
            let steps: Vec<String> = result
                .iterations
                .iter()
                .map(|(d, _, t)| format!("{d}:{:.1}", t.as_secs_f64() * 1000.0))
                .collect();
            outln!(
                "{:<30} {:>6} {:>12} {:>12.0} {:>10.1}  {}",
                label(rules),
                result.depth,
                result.nodes,
                nps,
                secs * 1000.0,
                steps.join(" ")
            );
        }
    }
    Ok(())
}

/// The exact solver on fixed endgame positions (random games from the start with a fixed seed,
/// stopped at the board's seed count): time and nodes for each, and nodes/s for the board.
fn solve_bench(args: &BenchArgs) -> Result<()> {
    if !(args.limit.is_finite() && args.limit > 0.0 && args.limit <= 86_400.0) {
        usage!(
            "--limit must be more than 0 and at most 86400 seconds, not {}",
            args.limit
        );
    }
    mancala_engine::memory::check_tables(args.hash, &format!("--hash {}", args.hash))
        .map_err(crate::usage::as_usage)?;
    let boards: Vec<(Rules, u32)> = match &args.game {
        Some(name) => {
            let rules = args.board.rules(name)?;
            let default = SOLVE_BOARDS
                .iter()
                .find(|b| b.0 == rules.game() && b.1 == rules.holes() as u64)
                .map_or(12, |b| b.3);
            vec![(rules, args.board_seeds.unwrap_or(default))]
        }
        None if args.board.any() => usage!("--holes, --seeds and --option need --game"),
        None => SOLVE_BOARDS
            .iter()
            .map(|&(g, h, s, k)| Ok((Rules::with_size(g, h, s)?, args.board_seeds.unwrap_or(k))))
            .collect::<Result<_>>()?,
    };
    let database: Option<Arc<dyn mancala_solver::Oracle>> = match &args.egdb {
        Some(dir) => {
            let database = mancala_solver::egdb::Database::open(dir).context("--egdb")?;
            // A database for none of the boards measured would measure nothing of itself.
            if !boards.iter().any(|(rules, _)| database.fits(rules)) {
                database.ensure_fits(&boards[0].0).context("--egdb")?;
            }
            Some(Arc::new(database))
        }
        None => None,
    };
    if !args.json {
        outln!(
            "{:<24} {:>5} {:>4} {:>8} {:>12} {:>10} {:>12}",
            "board",
            "seeds",
            "#",
            "value",
            "nodes",
            "ms",
            "nodes/s"
        );
    }
    for (rules, seeds) in boards {
        let board = format!("{} 2x{}", rules.game().name(), rules.holes());
        let total = 2 * rules.holes() as u32 * u32::from(rules.seeds());
        if seeds > total {
            usage!("--board-seeds {seeds}: {board} holds {total} seeds in all");
        }
        let positions = mancala_solver::endgames::random_endgames(
            rules,
            seeds,
            args.positions as usize,
            args.seed,
        );
        if positions.is_empty() {
            bail!("no game of {board} reached a position with {seeds} seeds on the board");
        }
        let mut times = Vec::new();
        let (mut all_nodes, mut all_secs) = (0u64, 0f64);
        for (i, game) in positions.iter().enumerate() {
            let mut solver =
                mancala_solver::Solver::new(args.hash as usize).with_threads(args.threads as usize);
            if let Some(db) = &database {
                solver = solver.with_oracle(db.clone());
            }
            let start = std::time::Instant::now();
            let deadline = Duration::from_secs_f64(args.limit);
            let limits = mancala_solver::Limits {
                time: Some(deadline),
                ..mancala_solver::Limits::default()
            };
            let mut solution = solver.solve(game, &limits)?;
            // With --moves: (moves proved, legal moves).
            let mut moves_proved = None;
            if args.moves {
                // Every move's value in the time left, as a solve job proves them.
                let left = mancala_solver::Limits {
                    time: Some(deadline.saturating_sub(start.elapsed())),
                    ..mancala_solver::Limits::default()
                };
                let moves = solver.solve_moves(game, &left)?;
                solution.nodes += moves.nodes;
                let proved = moves.moves.iter().filter(|(_, v)| v.value().is_some());
                moves_proved = Some((proved.count(), moves.moves.len()));
            }
            let secs = start.elapsed().as_secs_f64();
            all_nodes += solution.nodes;
            all_secs += secs;
            times.push(secs);
            let value = match solution.verdict.value() {
                Some(v) => v.to_string(),
                None => format!(
                    "[{},{}]",
                    solution.verdict.lower(),
                    solution.verdict.upper()
                ),
            };
            let nps = solution.nodes as f64 / secs.max(1e-9);
            if args.json {
                outln!(
                    "{}",
                    serde_json::json!({"game": rules.game().name(), "holes": rules.holes(),
                        "board_seeds": game.position().board_seeds(), "index": i,
                        "position": serde_json::from_str::<serde_json::Value>(&game.to_json()).unwrap_or_default(), "value": solution.verdict.value(),
                        "lower": solution.verdict.lower(), "upper": solution.verdict.upper(),
                        "nodes": solution.nodes, "ms": secs * 1000.0, "nodes_per_sec": nps.round(),
                        "moves_proved": moves_proved.map(|m| m.0), "moves": moves_proved.map(|m| m.1)})
                );
            } else {
                outln!(
                    "{:<24} {:>5} {:>4} {:>8} {:>12} {:>10.1} {:>12.0}{}",
                    label(&rules),
                    game.position().board_seeds(),
                    i,
                    value,
                    solution.nodes,
                    secs * 1000.0,
                    nps,
                    moves_proved.map_or(String::new(), |(p, n)| format!("  moves {p}/{n}"))
                );
            }
        }
        if !args.json && !times.is_empty() {
            times.sort_by(f64::total_cmp);
            outln!(
                "{:<24} median {:.3} s, max {:.3} s, {:.0} nodes/s over {} positions",
                label(&rules),
                times[times.len() / 2],
                times[times.len() - 1],
                all_nodes as f64 / all_secs.max(1e-9),
                times.len()
            );
        }
    }
    Ok(())
}
