//! `mancala compose`: composed studies (a position with exactly one move that keeps its exact
//! value and a solution to the end of the game), written as game records.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use mancala_play::compose::{self, ComposeEvent, ComposeOptions};
use mancala_record::Format;

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// Options of `mancala compose`.
#[derive(Args)]
pub struct ComposeArgs {
    /// The game (en-gehe, en-dodoi, sadeqa-ii, giuthi).
    #[arg(long)]
    game: String,
    #[command(flatten)]
    board: BoardArgs,
    /// Studies wanted.
    #[arg(long)]
    count: usize,
    /// Seed of the candidate positions (random endgames).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The record file to write (text, or JSON when it ends in .json); standard output when absent.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Seeds on the board of the candidates, `A..B` (both included) or one number.
    #[arg(long, default_value = "6..16")]
    board_seeds: String,
    /// Seconds allowed for each proof (default: none when --nodes is given, else 2).
    #[arg(long)]
    limit: Option<f64>,
    /// Nodes allowed for each proof (with no --limit the run is the same on every machine).
    #[arg(long)]
    nodes: Option<u64>,
    /// Most candidate positions to examine (default: 1000 a study wanted).
    #[arg(long)]
    candidates: Option<usize>,
    /// Longest solution kept, in plies.
    #[arg(long, default_value_t = 60)]
    max_plies: usize,
    /// Proof table size in MB (1 to 16384).
    #[arg(long, default_value_t = 128, value_parser = clap::value_parser!(u64).range(1..=16384))]
    hash: u64,
    /// Skip the difficulty estimate (Difficulty and LineDifficulty are then `none`).
    #[arg(long)]
    no_difficulty: bool,
}

/// `A..B` or `A` as an inclusive range of seeds on the board.
fn seed_range(text: &str, total: u32) -> Result<std::ops::RangeInclusive<u32>> {
    let (a, b) = match text.split_once("..") {
        Some((a, b)) => (a, b),
        None => (text, text),
    };
    let number = |n: &str| {
        n.trim().parse::<u32>().map_err(|_| {
            crate::usage::as_usage(format!(
                "--board-seeds '{text}': expected A..B, whole numbers from 1 to the board's seeds"
            ))
        })
    };
    let (a, b) = (number(a)?, number(b)?);
    if a == 0 || a > b {
        usage!("--board-seeds '{text}': expected 1 <= A <= B");
    }
    if b > total {
        usage!("--board-seeds '{text}': the board holds {total} seeds in all");
    }
    Ok(a..=b)
}

/// Adds a study just found to `records` and writes it: to standard output, or the whole
/// file `out` saved again.
fn write_found(
    study: &mancala_study::Study,
    records: &mut Vec<mancala_record::Record>,
    out: Option<&std::path::Path>,
    bar: &ProgressBar,
) -> Result<()> {
    let record = study.to_record()?;
    match out {
        Some(path) => {
            records.push(record);
            mancala_record::save(path, records, Format::from_path(path))
                .with_context(|| format!("writing {}", path.display()))?;
        }
        None => bar.suspend(|| -> Result<()> {
            outln!("{}", record.to_text());
            Ok(())
        })?,
    }
    Ok(())
}

/// Runs `mancala compose`.
pub fn run(args: ComposeArgs) -> Result<()> {
    let rules = args.board.rules(&args.game)?;
    if args.count == 0 {
        usage!("--count must be at least 1");
    }
    if args.nodes == Some(0) {
        usage!("--nodes must be at least 1");
    }
    let time = match (args.limit, args.nodes) {
        (Some(s), _) if !(s.is_finite() && s > 0.0 && s <= 1e7) => {
            usage!("--limit must be more than 0 seconds and at most 10,000,000, not {s}")
        }
        (Some(s), _) => Some(Duration::from_secs_f64(s)),
        (None, Some(_)) => None,
        (None, None) => Some(Duration::from_secs(2)),
    };
    let options = ComposeOptions {
        board_seeds: seed_range(
            &args.board_seeds,
            2 * rules.holes() as u32 * u32::from(rules.seeds()),
        )?,
        time,
        nodes: args.nodes,
        max_plies: args.max_plies.max(compose::MIN_PLIES),
        seed: args.seed,
        table_mb: args.hash as usize,
        difficulty: !args.no_difficulty,
        ..ComposeOptions::default()
    };
    mancala_engine::memory::check_tables(args.hash, &format!("--hash {}", args.hash))
        .map_err(crate::usage::as_usage)?;
    if let Some(path) = &args.out {
        mancala_record::check_writable(path).context("--out")?;
    }
    let max_candidates = args
        .candidates
        .unwrap_or_else(|| args.count.saturating_mul(1000));
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(args.count as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{bar:30}] {pos}/{len} studies, {msg} [{elapsed_precise}]",
        )?
        .progress_chars("=> "),
    );
    bar.set_prefix(compose::board_name(&rules));
    let mut tried = 0usize;
    let started = Instant::now();
    // Each study is written as soon as it is found (the file saved again whole, atomically),
    // so a run stopped or failed later keeps every study found before.
    let mut records = Vec::new();
    let mut written: Result<()> = Ok(());
    let composed = compose::compose(rules, args.count, max_candidates, &options, &mut |event| {
        tried += 1;
        if let ComposeEvent::Found { index, study } = event {
            bar.set_position(*index as u64);
            if written.is_ok() {
                written = write_found(study, &mut records, args.out.as_deref(), &bar);
            }
        }
        bar.set_message(format!("{tried} candidates"));
    });
    bar.finish_and_clear();
    written?;
    let report = composed?;
    let elapsed = started.elapsed();
    let mut levels = [0usize; 11];
    for study in &report.studies {
        levels[study.difficulty.map_or(0, usize::from)] += 1;
    }
    let histogram: Vec<String> = (1..=10)
        .filter(|&l| levels[l] > 0)
        .map(|l| format!("level {l}: {}", levels[l]))
        .chain((levels[0] > 0).then(|| format!("none: {}", levels[0])))
        .collect();
    eprintln!(
        "{}: {} of {} studies from {} candidates in {:.1} s{}",
        compose::board_name(&rules),
        report.studies.len(),
        args.count,
        report.candidates,
        elapsed.as_secs_f64(),
        match &args.out {
            Some(p) if records.is_empty() => format!(", nothing written to {}", p.display()),
            Some(p) => format!(", written to {}", p.display()),
            None => String::new(),
        }
    );
    let rejected: Vec<String> = report
        .rejected
        .iter()
        .map(|(r, n)| format!("{}: {n}", r.name()))
        .collect();
    eprintln!("turned down: {}", rejected.join(", "));
    if !histogram.is_empty() {
        eprintln!("difficulty (first move): {}", histogram.join(", "));
    }
    // None found is a failure (a script must see that nothing was made); some is a warning.
    if report.studies.is_empty() {
        bail!("no study was found in {} candidates", report.candidates);
    }
    if report.studies.len() < args.count {
        eprintln!(
            "only {} of the {} studies wanted were found in {} candidates",
            report.studies.len(),
            args.count,
            report.candidates
        );
    }
    Ok(())
}
