//! `mancala play`, `mancala replay` and `mancala convert`: terminal play and game records.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};
use clap::Args;
use mancala_play::app::{App, Player};
use mancala_record::{load_all, Format, Record, RecordError};
use mancala_rules::History;

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// Today's date as records write it (`YYYY.MM.DD`, UTC).
pub fn today() -> String {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or(0);
    mancala_record::date_of_day(days as i64)
}

/// Options of `mancala play`.
#[derive(Args)]
pub struct PlayArgs {
    /// The game: en-gehe, en-dodoi, sadeqa-ii or giuthi (not needed with --load).
    #[arg(long)]
    game: Option<String>,
    #[command(flatten)]
    board: BoardArgs,
    /// South's player: human or level:1 .. level:10 (default: human, or the --load record's).
    #[arg(long)]
    south: Option<String>,
    /// North's player: human or level:1 .. level:10 (default: level:5, or the --load record's).
    #[arg(long)]
    north: Option<String>,
    /// Plain text lines instead of the full-screen board (chosen by itself when stdout is not a terminal).
    #[arg(long)]
    plain: bool,
    /// Continue the game saved in this record.
    #[arg(long, value_name = "FILE")]
    load: Option<PathBuf>,
    /// With --load: which game of the file, from 1 (needed when it holds several).
    #[arg(long, requires = "load", value_name = "N")]
    index: Option<usize>,
    /// Where the save key writes the record (.json for JSON).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Milliseconds an engine level may think per move.
    #[arg(long, default_value_t = 1000)]
    engine_ms: u64,
    /// Seed of levels 1 to 9's choices, from 0 to 18446744073709551615: the same seed and
    /// moves give the same engine moves. Default: the --load record's EngineSeed tag, or a
    /// random seed for each game. Saved records keep it.
    #[arg(long, value_name = "N")]
    engine_seed: Option<u64>,
}

/// Runs `mancala play`.
pub fn play(args: PlayArgs) -> Result<()> {
    let given = |text: &Option<String>| {
        text.as_deref()
            .map(Player::parse)
            .transpose()
            .map_err(crate::usage::as_usage)
    };
    let given = [given(&args.south)?, given(&args.north)?];
    if !(1..=600_000).contains(&args.engine_ms) {
        usage!(
            "--engine-ms must be from 1 to 600000, not {}",
            args.engine_ms
        );
    }
    let mut loaded = None;
    let game = match (&args.load, &args.game) {
        (Some(path), game) => {
            if args.board.any() || game.is_some() {
                usage!("--game, --holes, --seeds and --option come from the record with --load");
            }
            let (record, count) = load_game(path, args.index)?;
            // Saving into a file of several games would replace them all with this one.
            if count > 1 && args.save.is_none() {
                bail!(
                    "{} holds {count} games: give --save FILE for this one (saving to the file it came from would replace the others)",
                    path.display()
                );
            }
            if record.result() != mancala_record::GameResult::Unfinished
                && record.game().outcome().is_none()
            {
                bail!(
                    "{}: the game ended by resignation or agreement ({})",
                    path.display(),
                    record.result().token()
                );
            }
            let game = record.game().clone();
            loaded = Some(record);
            game
        }
        (None, Some(name)) => History::new(args.board.rules(name)?),
        (None, None) => usage!(
            "name the game with --game (en-gehe, en-dodoi, sadeqa-ii, giuthi) or give --load FILE"
        ),
    };
    // A side not named plays as the loaded record says (a person under any other name),
    // or as a new game's default.
    let players = [
        (
            0,
            Player::Human,
            loaded.as_ref().map(|r: &Record| r.south.as_str()),
        ),
        (
            1,
            Player::Level(5),
            loaded.as_ref().map(|r: &Record| r.north.as_str()),
        ),
    ]
    .map(|(side, default, recorded)| {
        given[side].unwrap_or(match recorded {
            Some(name) => Player::parse(name).unwrap_or(Player::Human),
            None => default,
        })
    });
    let save_path = match (&args.save, &args.load) {
        (Some(path), _) | (None, Some(path)) => path.clone(),
        (None, None) => free_path(Path::new(""), &format!("mancala-{}", game.rules().game())),
    };
    let mut app = App::new(game, players, save_path, today());
    app.engine_time = Duration::from_millis(args.engine_ms);
    if let Some(record) = loaded {
        app.resume(record);
    }
    if let Some(seed) = args.engine_seed {
        app.engine_seed = seed;
    }
    if args.plain || !std::io::stdout().is_terminal() {
        let stdin = std::io::stdin();
        mancala_play::plain::run(&mut app, stdin.lock(), std::io::stdout().lock())?;
    } else {
        mancala_play::terminal::run(&mut app)?;
    }
    Ok(())
}

/// `STEM.txt` in `dir` (empty: the working directory), or `STEM-2.txt`, `STEM-3.txt` and so
/// on: the first name no file has, so that saving a new game never replaces an earlier one.
fn free_path(dir: &Path, stem: &str) -> PathBuf {
    (1u32..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.txt")),
            n => dir.join(format!("{stem}-{n}.txt")),
        })
        .find(|path| !path.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.txt")))
}

/// Options of `mancala replay`.
#[derive(Args)]
pub struct ReplayArgs {
    /// The record file (text or JSON; with several games, --index picks one).
    file: PathBuf,
    /// Which game of the file, from 1.
    #[arg(long, default_value_t = 1)]
    index: usize,
    /// Print every position as text instead of stepping through them.
    #[arg(long)]
    plain: bool,
}

/// A record file's error naming the file (a file error names it already).
fn named(path: &Path, error: RecordError) -> anyhow::Error {
    match error {
        RecordError::Io { .. } => error.into(),
        other => anyhow::anyhow!("{}: {other}", path.display()),
    }
}

/// The game `index` (from 1) of the record file `path`, and how many games the file holds;
/// with no index the file must hold one game. Errors name the file.
pub fn load_game(path: &Path, index: Option<usize>) -> Result<(Record, usize)> {
    let records = load_all(path).map_err(|e| named(path, e))?;
    let count = records.len();
    let index = match index {
        Some(index) => index,
        None if count == 1 => 1,
        None => bail!(
            "{} holds {count} games: pick one with --index (1 to {count})",
            path.display()
        ),
    };
    let record = records
        .into_iter()
        .nth(index.wrapping_sub(1))
        .with_context(|| {
            format!(
                "--index {index} is not a game of {} (it holds {count})",
                path.display()
            )
        })?;
    Ok((record, count))
}

/// Runs `mancala replay`.
pub fn replay(args: ReplayArgs) -> Result<()> {
    let (record, _) = load_game(&args.file, Some(args.index))?;
    if args.plain || !std::io::stdout().is_terminal() {
        mancala_play::replay::print_all(&record, &mut std::io::stdout().lock())?;
    } else {
        mancala_play::replay::run(record)?;
    }
    Ok(())
}

/// Options of `mancala convert`.
#[derive(Args)]
pub struct ConvertArgs {
    /// The record to read (text or JSON).
    input: PathBuf,
    /// The record to write: JSON when its name ends in .json, text otherwise (past 16 MB, the
    /// records go on in NAME-2.EXT and so on).
    output: PathBuf,
}

/// Runs `mancala convert`.
pub fn convert(args: ConvertArgs) -> Result<()> {
    let records = load_all(&args.input).map_err(|e| named(&args.input, e))?;
    // JSON takes more room than text: past the size a record file may have, the records go
    // to further files beside the first, each of which can be read back.
    let mut writer =
        mancala_record::RecordWriter::new(&args.output, Format::from_path(&args.output));
    for record in &records {
        writer.write(record)?;
    }
    tell_files(&writer.finish()?);
    Ok(())
}

/// Tells where records went when they needed more than one file, and of a further file
/// beside them that an earlier, longer run left (it is not part of these records).
pub fn tell_files(files: &[PathBuf]) {
    if let Some(first) = files.first() {
        let after = mancala_record::part_path(first, files.len() + 1);
        if after.exists() {
            eprintln!(
                "note: {} is left from an earlier run and is not part of these records",
                after.display()
            );
        }
    }
    if files.len() > 1 {
        let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        eprintln!(
            "the records went to {} files, each within the {} MB a record file may have: {}",
            files.len(),
            mancala_record::MAX_FILE / (1024 * 1024),
            names.join(", ")
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_saves_beside_earlier_ones() {
        let dir = std::env::temp_dir().join(format!("mancala-free-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(
            free_path(&dir, "mancala-giuthi"),
            dir.join("mancala-giuthi.txt")
        );
        std::fs::write(dir.join("mancala-giuthi.txt"), "").unwrap();
        assert_eq!(
            free_path(&dir, "mancala-giuthi"),
            dir.join("mancala-giuthi-2.txt")
        );
        std::fs::write(dir.join("mancala-giuthi-2.txt"), "").unwrap();
        assert_eq!(
            free_path(&dir, "mancala-giuthi"),
            dir.join("mancala-giuthi-3.txt")
        );
        assert_eq!(
            free_path(Path::new(""), "x-none"),
            PathBuf::from("x-none.txt")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
