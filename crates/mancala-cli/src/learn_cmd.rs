//! `mancala learn-eval`: self-play data and the least-squares fit of the learned evaluation
//! (`mancala_engine::learned`), written as a weights file.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use mancala_engine::learned::LearnedEval;
use mancala_engine::training::{fit, self_play, Label, SelfPlayConfig};

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// Options of `mancala learn-eval`.
#[derive(Args)]
pub struct LearnArgs {
    /// The game (en-gehe, en-dodoi, sadeqa-ii, giuthi).
    #[arg(long)]
    game: String,
    #[command(flatten)]
    board: BoardArgs,
    /// Self-play games (1 to 10,000,000).
    #[arg(long, default_value_t = 4000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    games: u64,
    /// Nodes the engine searches a move (100 to 100,000,000).
    #[arg(long, default_value_t = 3000, value_parser = clap::value_parser!(u64).range(100..=100_000_000))]
    nodes: u64,
    /// Random plies at the start of each game, `A..B` (both included) or one number.
    #[arg(long, default_value = "2..10")]
    random_plies: String,
    /// Seed of the random plies.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (1 to 256).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: u64,
    /// How positions are labelled: `outcome` (the game's final margin) or `search:NODES` (the
    /// score of a deeper search with the engine's evaluation).
    #[arg(long, default_value = "outcome")]
    label: String,
    /// A learned evaluation's weights file (fitted for this board) to play the self-play games
    /// with, instead of the linear evaluation.
    #[arg(long)]
    play_eval: Option<PathBuf>,
    /// Ridge penalty a table weight, as a share of the positions fitted.
    #[arg(long, default_value_t = 0.001)]
    ridge: f64,
    /// The weights file to write.
    #[arg(long)]
    out: PathBuf,
}

/// `A..B` or `A` as an inclusive range of plies.
fn plies_range(text: &str) -> Result<(usize, usize)> {
    let (a, b) = text.split_once("..").unwrap_or((text, text));
    let parse = |s: &str| {
        s.trim()
            .parse::<usize>()
            .ok()
            .filter(|&v| v <= 1000)
            .with_context(|| {
                format!("--random-plies '{text}': '{s}' is not a whole number from 0 to 1000")
            })
    };
    let (a, b) = (parse(a)?, parse(b)?);
    if a > b {
        usage!("--random-plies '{text}': the first number is larger than the second");
    }
    Ok((a, b))
}

/// Runs `mancala learn-eval`.
pub fn run(args: LearnArgs) -> Result<()> {
    let rules = args.board.rules(&args.game)?;
    if !(args.ridge.is_finite() && (0.0..=1000.0).contains(&args.ridge)) {
        usage!("--ridge {} is not a number from 0 to 1000", args.ridge);
    }
    let random_plies = plies_range(&args.random_plies)?;
    let label = match args.label.split_once(':') {
        None if args.label == "outcome" => Label::Outcome,
        Some(("search", n)) => Label::Search(
            n.parse::<u64>()
                .ok()
                .filter(|n| (100..=1_000_000_000).contains(n))
                .with_context(|| {
                    format!(
                        "--label search:{n}: nodes must be a whole number from 100 to 1000000000"
                    )
                })?,
        ),
        _ => usage!(
            "--label '{}' is neither 'outcome' nor 'search:NODES'",
            args.label
        ),
    };
    let play_eval = match &args.play_eval {
        None => None,
        Some(path) => {
            let table = LearnedEval::read_file(path).context("--play-eval")?;
            if !table.fits(&rules) {
                usage!(
                    "--play-eval {}: the weights are for {} with {} holes a row and {} seeds a hole, not {} with {} and {}",
                    path.display(),
                    table.game().name(),
                    table.holes(),
                    table.seeds(),
                    rules.game().name(),
                    rules.holes(),
                    rules.seeds()
                );
            }
            // The table serves every self-play thread for the rest of the run.
            Some(&*Box::leak(Box::new(table)))
        }
    };
    // The output, before hours of self-play are spent.
    mancala_record::check_writable(&args.out).context("--out")?;
    let config = SelfPlayConfig {
        games: args.games as usize,
        nodes: args.nodes,
        random_plies,
        seed: args.seed,
        threads: args.threads as usize,
        label,
        play_eval,
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(args.games);
        bar.set_style(
            ProgressStyle::with_template(
                "self-play {bar:40} {pos}/{len} games, {elapsed} (eta {eta})",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let started = Instant::now();
    let samples = self_play(&rules, &config, &|done| bar.set_position(done as u64));
    bar.finish_and_clear();
    if samples.is_empty() {
        bail!("the self-play games gave no position to fit (too many random plies?)");
    }
    let played = started.elapsed();
    let (table, report) = fit(&rules, &samples, args.ridge);
    let text = format!(
        "# {} {}x{} ({} seeds a hole): {} games, {} nodes a move, random plies {}, seed {}, label {}, ridge {}, played with {}\n# fit: {} positions, held out {}; mse {:.2} / {:.2} seeds^2, held-out r2 {:.3}\n{}",
        rules.game().name(),
        2,
        rules.holes(),
        rules.seeds(),
        args.games,
        args.nodes,
        args.random_plies,
        args.seed,
        args.label,
        args.ridge,
        args.play_eval
            .as_ref()
            .and_then(|p| p.file_name())
            .map_or("the linear evaluation".to_string(), |name| name
                .to_string_lossy()
                .chars()
                // The name stays on the comment line, whatever it holds.
                .map(|c| if c.is_control() { '?' } else { c })
                .collect()),
        report.fitted,
        report.held_out,
        report.train_mse,
        report.test_mse,
        report.test_r2,
        table
    );
    // Written beside the output and renamed, so that a failed write leaves no half table.
    mancala_record::write_atomic(&args.out, &text)?;
    outln!(
        "{} positions from {} games in {:.1} s; fit on {} (held out {}): mse {:.2} seeds^2 fitted, {:.2} held out, held-out r2 {:.3}; written to {}",
        samples.len(),
        args.games,
        played.as_secs_f64(),
        report.fitted,
        report.held_out,
        report.train_mse,
        report.test_mse,
        report.test_r2,
        args.out.display()
    );
    Ok(())
}
