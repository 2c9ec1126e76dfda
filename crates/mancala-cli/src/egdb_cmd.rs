//! `mancala egdb`: build, merge, verify and describe endgame databases.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use mancala_solver::egdb::{self, BuildEvent, BuildOptions, Database, Slice};

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// `mancala egdb ...`
#[derive(Args)]
pub struct EgdbArgs {
    #[command(subcommand)]
    command: EgdbCommand,
}

#[derive(Subcommand)]
enum EgdbCommand {
    /// Build (or resume) a database, layer by layer: seeds on the board 1 to K.
    Build {
        /// The game.
        #[arg(long)]
        game: String,
        #[command(flatten)]
        board: BoardArgs,
        /// The highest layer: seeds on the board (at least 1).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
        seeds_up_to: u32,
        /// The database directory.
        #[arg(long)]
        out: PathBuf,
        /// Build only part I of K of the lowest unfinished layer (join with `egdb merge`).
        #[arg(long, value_name = "I/K")]
        slice: Option<String>,
        /// Worker threads (1 to 256).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: u64,
        /// The solver's table size in MB (1 to 16384).
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=16384))]
        hash: u64,
    },
    /// Join the slices found in the directories into finished layers in the first one.
    Merge {
        /// Directories holding slices (the first receives the layers).
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
    },
    /// Re-derive random entries by the solver's search and compare.
    Verify {
        /// The database directory.
        dir: PathBuf,
        /// Entries to re-derive (drawn at random; at most as many as the database holds).
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..))]
        samples: u64,
        /// Seed for choosing the entries.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Describe a database: rules, layers, entries, size.
    Info {
        /// The database directory.
        dir: PathBuf,
    },
}

fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// Runs one `egdb` subcommand.
pub fn run(args: EgdbArgs) -> Result<()> {
    match args.command {
        EgdbCommand::Build {
            game,
            board,
            seeds_up_to,
            out,
            slice,
            threads,
            hash,
        } => {
            let rules = board.rules(&game)?;
            let slice = slice
                .map(|s| s.parse::<Slice>())
                .transpose()
                .context("--slice")?;
            // Both are bounded above by the parser, so they fit a usize.
            let (threads, hash) = (threads as usize, hash as usize);
            if out.exists() && !out.is_dir() {
                usage!(
                    "--out {}: not a folder (a database is a folder of layer files)",
                    out.display()
                );
            }
            let plan = egdb::plan(rules, seeds_up_to, hash, threads)?;
            eprintln!(
                "{} entries in {} layers; memory up to {}; disk {}",
                plan.entries,
                plan.layers.len(),
                megabytes(plan.memory_bytes),
                megabytes(plan.disk_bytes)
            );
            let options = BuildOptions {
                rules,
                seeds_up_to,
                slice,
                threads,
                table_mb: hash,
            };
            let style = ProgressStyle::with_template(
                "layer {prefix:>3} [{bar:40}] {pos}/{len} entries {per_sec} eta {eta}",
            )?
            .progress_chars("=> ");
            let mut bar: Option<ProgressBar> = None;
            let report = egdb::build(&options, &out, &mut |event| match event {
                BuildEvent::Kept { layer, entries } => {
                    eprintln!("layer {layer}: {entries} entries, already built");
                }
                BuildEvent::Start {
                    layer,
                    entries,
                    done,
                } => {
                    let b = ProgressBar::new(entries).with_style(style.clone());
                    b.set_prefix(layer.to_string());
                    b.set_position(done);
                    bar = Some(b);
                }
                BuildEvent::Bounded {
                    layer,
                    exact,
                    nodes,
                    elapsed,
                } => {
                    let line = format!(
                        "layer {layer}: own-row bounds settle {exact} of {nodes} entries ({:.1}%) in {:.1} s; the rest by search",
                        100.0 * exact as f64 / nodes.max(1) as f64,
                        elapsed.as_secs_f64()
                    );
                    match &bar {
                        Some(b) if !b.is_hidden() => b.println(line),
                        _ => eprintln!("{line}"),
                    }
                }
                BuildEvent::Progress { done, .. } => {
                    if let Some(b) = &bar {
                        b.set_position(done);
                    }
                }
                BuildEvent::Finished {
                    layer,
                    computed,
                    elapsed,
                } => {
                    if let Some(b) = bar.take() {
                        b.finish_and_clear();
                    }
                    let rate = computed as f64 / elapsed.as_secs_f64().max(1e-9);
                    eprintln!(
                        "layer {layer}: {computed} entries computed in {:.1} s ({rate:.0} entries/s)",
                        elapsed.as_secs_f64()
                    );
                }
            })?;
            if let Some((layer, slice)) = report.slice {
                outln!(
                    "slice {slice} of layer {layer} is in {}; build the other slices, then `mancala egdb merge`",
                    out.display()
                );
            } else {
                outln!("layers 1 to {seeds_up_to} are in {}", out.display());
            }
            Ok(())
        }
        EgdbCommand::Merge { dirs } => {
            let report = egdb::merge(&dirs)?;
            for (layer, count) in &report.merged {
                outln!("layer {layer}: joined {count} slices");
            }
            if report.merged.is_empty() {
                outln!("nothing to merge");
            }
            Ok(())
        }
        EgdbCommand::Verify { dir, samples, seed } => {
            let db = Database::open(&dir)?;
            // Entries are drawn with replacement: more draws than entries would only repeat.
            let samples = samples.min(db.entries());
            let report = egdb::verify(&db, samples, seed, 64)?;
            for (layer, entry, stored, derived) in &report.mismatches {
                outln!("layer {layer} entry {entry}: stored {stored}, search gives {derived}");
            }
            outln!(
                "{} entries re-derived, {} mismatches",
                report.checked,
                report.mismatches.len()
            );
            if !report.mismatches.is_empty() {
                bail!("the database disagrees with the search");
            }
            Ok(())
        }
        EgdbCommand::Info { dir } => {
            let db = Database::open(&dir)?;
            let rules = db.rules();
            outln!("game {} holes {}", rules.game(), rules.holes());
            for (name, value) in rules.options().non_default(rules.game()) {
                outln!("option {name}={value}");
            }
            outln!("keying {}", db.keying());
            for layer in db.layers() {
                outln!(
                    "layer {layer}: {} entries{}",
                    db.layer_entries(layer).unwrap_or(0),
                    match db.unsettled(layer) {
                        Some(0) => ", all settled by the own-row bounds".to_string(),
                        Some(n) => format!(", {n} left by the own-row bounds to the search"),
                        None => String::new(),
                    }
                );
            }
            outln!(
                "{} entries, {} in memory",
                db.entries(),
                megabytes(db.entries())
            );
            let missing: Vec<String> = (1..db.layers().last().copied().unwrap_or(0))
                .filter(|&layer| !db.has_layer(layer))
                .map(|layer| layer.to_string())
                .collect();
            if !missing.is_empty() {
                outln!(
                    "missing layers: {} (positions with that many seeds on the board are searched, not looked up; build them again with `mancala egdb build`)",
                    missing.join(", ")
                );
            }
            Ok(())
        }
    }
}
