//! `mancala solve`: the exact value of a position (or of a recorded game at a ply), its
//! optimal line and, with `--moves`, every move's value.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use mancala_rules::{History, Rules};
use mancala_solver::{GameResult, Limits, Progress, Solver, Verdict};
use mancala_study::Setup;

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// Options of `mancala solve`.
#[derive(Args)]
pub struct SolveArgs {
    /// The game (en-gehe, en-dodoi, sadeqa-ii, giuthi); solves its start unless a position or record is given.
    #[arg(long)]
    game: Option<String>,
    #[command(flatten)]
    board: BoardArgs,
    /// A position as JSON (the protocol's `state` form); it counts as occurred.
    #[arg(long, conflicts_with = "record")]
    position: Option<String>,
    /// A game record (text or JSON); the position after --ply plies, with the history before it.
    #[arg(long)]
    record: Option<PathBuf>,
    /// Plies of the record to play before solving (default: all).
    #[arg(long, requires = "record")]
    ply: Option<usize>,
    /// Which game of the record file, from 1 (needed when it holds several).
    #[arg(long, requires = "record", value_name = "N")]
    index: Option<usize>,
    /// Also give every legal move's value.
    #[arg(long)]
    moves: bool,
    /// Seconds allowed (default: no limit; the answer is then proved bounds).
    #[arg(long)]
    time: Option<f64>,
    /// Nodes allowed.
    #[arg(long)]
    nodes: Option<u64>,
    /// A folder of endgame databases to use.
    #[arg(long)]
    egdb: Option<PathBuf>,
    /// Search threads (1 to 256).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: u64,
    /// Proof table size in MB (1 to 16384).
    #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..=16384))]
    hash: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// The game to solve, from the arguments.
fn game_from_args(args: &SolveArgs) -> Result<History> {
    if let Some(json) = &args.position {
        if args.board.any() {
            usage!("--holes, --seeds and --option come from the position with --position");
        }
        let game = History::from_json(json).context("--position")?;
        if let Some(name) = &args.game {
            let named = crate::board_args::game_named(name)?;
            if named != game.rules().game() {
                usage!(
                    "--game {name} does not match the position's game {}",
                    game.rules().game()
                );
            }
        }
        return Ok(game);
    }
    if let Some(path) = &args.record {
        if args.board.any() || args.game.is_some() {
            usage!("--game, --holes, --seeds and --option come from the record with --record");
        }
        let (record, _) = crate::records_cmd::load_game(path, args.index)?;
        return Ok(Setup::from_record(record, args.ply)?.game()?);
    }
    let Some(name) = &args.game else {
        usage!("name a game with --game, or give --position or --record");
    };
    Ok(History::new(args.board.rules(name)?))
}

fn limits_from_args(args: &SolveArgs) -> Result<Limits> {
    let time = match args.time {
        None => None,
        Some(s) if s.is_finite() && s > 0.0 && s <= 1e7 => Some(Duration::from_secs_f64(s)),
        Some(s) => usage!("--time must be more than 0 seconds and at most 10,000,000, not {s}"),
    };
    if args.nodes == Some(0) {
        usage!("--nodes must be at least 1");
    }
    Ok(Limits {
        time,
        nodes: args.nodes,
        stop: None,
    })
}

/// Builds the solver the arguments ask for (table, threads, databases); the database must
/// answer for `rules` when they are known.
pub fn solver(
    hash_mb: u64,
    threads: u64,
    egdb: Option<&PathBuf>,
    rules: Option<&Rules>,
) -> Result<Solver> {
    mancala_engine::memory::check_tables(hash_mb, &format!("--hash {hash_mb}"))
        .map_err(crate::usage::as_usage)?;
    let mut solver = Solver::new(hash_mb as usize).with_threads(threads as usize);
    if let Some(dir) = egdb {
        let database = mancala_solver::egdb::Database::open(dir).context("--egdb")?;
        if let Some(rules) = rules {
            database.ensure_fits(rules).context("--egdb")?;
        }
        solver = solver.with_oracle(Arc::new(database));
    }
    Ok(solver)
}

/// Runs `mancala solve`.
pub fn run(args: SolveArgs) -> Result<()> {
    let game = game_from_args(&args)?;
    if game.outcome().is_some() {
        bail!("the game is over at this ply: there is nothing to solve");
    }
    let limits = limits_from_args(&args)?;
    let mut solver = solver(
        args.hash,
        args.threads,
        args.egdb.as_ref(),
        Some(game.rules()),
    )?;
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new_spinner();
        bar.set_style(
            ProgressStyle::with_template("{spinner} {elapsed_precise} {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        bar.enable_steady_tick(Duration::from_millis(200));
        Some(bar)
    } else {
        None
    };
    if let Some(bar) = &bar {
        let bar = bar.clone();
        solver = solver.with_progress(Arc::new(move |p: &Progress| {
            bar.set_message(format!(
                "value in [{}, {}], {} nodes",
                p.verdict.lower(),
                p.verdict.upper(),
                p.nodes
            ));
        }));
    }
    let solution = solver.solve(&game, &limits)?;
    let moves = if args.moves {
        // The limits hold for the whole command: the moves get what the value left.
        let rest = Limits {
            time: limits.time.map(|t| {
                t.saturating_sub(solution.elapsed)
                    .max(Duration::from_millis(1))
            }),
            nodes: limits
                .nodes
                .map(|n| n.saturating_sub(solution.nodes).max(1)),
            stop: limits.stop.clone(),
        };
        Some(solver.solve_moves(&game, &rest)?)
    } else {
        None
    };
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let mover = game.position().to_move();
    // Nodes and time of the whole command: the value, its line and every move's value.
    let (nodes, elapsed) = match &moves {
        Some(m) => (solution.nodes + m.nodes, solution.elapsed + m.elapsed),
        None => (solution.nodes, solution.elapsed),
    };
    let secs = elapsed.as_secs_f64();
    let nps = nodes as f64 / secs.max(1e-9);
    if args.json {
        let mut object = serde_json::json!({
            "game": game.rules().game().name(),
            "to_move": mover.name(),
            "nodes": nodes,
            "ms": secs * 1000.0,
        });
        match solution.verdict {
            Verdict::Proved(v) => {
                object["value"] = v.into();
                object["result"] = GameResult::of(v).name().into();
                object["best"] = solution.best().map(|m| m.to_string()).into();
                object["pv"] = solution
                    .pv
                    .iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .into();
            }
            Verdict::Bounded { lower, upper } => {
                object["value"] = serde_json::Value::Null;
                object["lower"] = lower.into();
                object["upper"] = upper.into();
            }
        }
        if let Some(moves) = &moves {
            object["moves"] = moves
                .moves
                .iter()
                .map(|(mv, verdict)| match verdict {
                    Verdict::Proved(v) => serde_json::json!({"move": mv.to_string(), "value": v, "result": GameResult::of(*v).name()}),
                    Verdict::Bounded { lower, upper } => serde_json::json!({"move": mv.to_string(), "value": null, "lower": lower, "upper": upper}),
                })
                .collect::<Vec<_>>()
                .into();
        }
        outln!("{object}");
        return Ok(());
    }
    match solution.verdict {
        Verdict::Proved(v) => {
            outln!("value {v} for {mover} ({})", GameResult::of(v));
            if let Some(best) = solution.best() {
                outln!("best  {best}");
            }
            let pv: Vec<String> = solution.pv.iter().map(|m| m.to_string()).collect();
            outln!("line  {} ({} plies)", pv.join(" "), pv.len());
        }
        Verdict::Bounded { lower, upper } => {
            outln!(
                "not proved within the limits: the value for {mover} lies in [{lower}, {upper}]"
            );
        }
    }
    if let Some(moves) = &moves {
        outln!("moves");
        for (mv, verdict) in &moves.moves {
            match verdict {
                Verdict::Proved(v) => outln!("  {mv:<5} {v:>5}  {}", GameResult::of(*v)),
                Verdict::Bounded { lower, upper } => {
                    outln!("  {mv:<5} in [{lower}, {upper}]")
                }
            }
        }
    }
    outln!("nodes {} in {:.3} s ({:.0} nodes/s)", nodes, secs, nps);
    Ok(())
}
