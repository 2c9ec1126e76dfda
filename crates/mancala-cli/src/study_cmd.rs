//! `mancala analyse` and `mancala puzzle`: the analysis board and the collection's puzzles
//! in the terminal (full screen, or plain lines with --plain).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};
use clap::Args;
use mancala_play::study::{run_analysis, run_analysis_plain, run_puzzle, run_puzzle_plain};
use mancala_play::study::{AnalysisBoard, PuzzleSession};
use mancala_rules::History;
use mancala_study::setup::{history, Setup};

use crate::board_args::BoardArgs;
use crate::usage::usage;

/// Options of `mancala analyse`.
#[derive(Args)]
#[command(
    after_help = "Commands on the board (typed on the bottom line, or one a line with --plain):
  3, 3R, pass          play a move          back, forward, start, end   move in the line
  solve [SECONDS]      solve in the background (every move's exact value, the optimal line);
                       stop (or Esc) ends it with the bounds proved so far
  analyse [MS]         --plain only: run the engine that long (full screen: always running)
  json, board, help, quit
Position editor (edit, or any of set, clear, turn, captured, opening opens it; the board
changes only at done):
  set s3 5, set n2 +1, set s1 -2   a hole's seeds (0 to 255)
  clear                empty every hole and both captures
  start                in the editor: the game's start position
  turn [south|north]   the side to move (switches without a side)
  captured north 12    a side's captures (also +1, -1, or rest: what makes the total)
  opening south done|open          Sadeqa II's opening flags
  done                 apply (refused, saying how many seeds are missing or extra, until the
                       board and captures make the game's total); cancel (or Esc) drops it
Full screen, in the editor: arrows pick a hole, + and - add or take a seed, a number sets it."
)]
pub struct AnalyseArgs {
    /// The game: en-gehe, en-dodoi, sadeqa-ii or giuthi (its start position; not needed
    /// with --position or --record).
    #[arg(long)]
    game: Option<String>,
    #[command(flatten)]
    board: BoardArgs,
    /// A position JSON (as `state` prints it), with no history before it.
    #[arg(long, conflicts_with_all = ["record", "game"])]
    position: Option<String>,
    /// A game record (text or JSON): the position after --ply plies, its history included.
    #[arg(long, value_name = "FILE", conflicts_with = "game")]
    record: Option<PathBuf>,
    /// Plies of the record to play (default: all of them).
    #[arg(long, requires = "record")]
    ply: Option<usize>,
    /// Which game of the record file, from 1 (needed when it holds several).
    #[arg(long, requires = "record", value_name = "N")]
    index: Option<usize>,
    /// Moves of a variation played from there, separated by commas (3R,5L).
    #[arg(long, value_delimiter = ',')]
    moves: Vec<String>,
    /// Seconds the solve command allows by default (solve N sets it for one solve).
    #[arg(long, default_value_t = 10.0)]
    solve_time: f64,
    /// Plain text lines instead of the full-screen board (chosen by itself when stdout is not a terminal).
    #[arg(long)]
    plain: bool,
}

/// Runs `mancala analyse`.
pub fn analyse(args: AnalyseArgs) -> Result<()> {
    if !(args.solve_time > 0.0 && args.solve_time <= 600.0) {
        usage!(
            "--solve-time must be more than 0 and at most 600 seconds, not {}",
            args.solve_time
        );
    }
    let setup = match (&args.position, &args.record, &args.game) {
        (Some(json), _, _) => Setup::from_position_json(json)?,
        (None, Some(path), _) => {
            let (record, _) = crate::records_cmd::load_game(path, args.index)?;
            Setup::from_record(record, args.ply)?
        }
        (None, None, Some(name)) => Setup::Position {
            position: History::new(args.board.rules(name)?).position().clone(),
            ply: 0,
        },
        (None, None, None) => usage!(
            "name the game with --game (en-gehe, en-dodoi, sadeqa-ii, giuthi), or give --position JSON or --record FILE"
        ),
    };
    if args.board.any() && args.game.is_none() {
        usage!("--holes, --seeds and --option go with --game (a position or record has its own)");
    }
    let game = history(&setup, &args.moves)?;
    let mut board = AnalysisBoard::new(game);
    board.solve_time = Duration::from_secs_f64(args.solve_time);
    if args.plain || !std::io::stdout().is_terminal() {
        let stdin = std::io::BufReader::new(std::io::stdin());
        run_analysis_plain(&mut board, stdin, std::io::stdout().lock())?;
    } else {
        run_analysis(&mut board)?;
    }
    Ok(())
}

/// Options of `mancala puzzle`.
#[derive(Args)]
pub struct PuzzleArgs {
    /// The game: en-gehe, en-dodoi, sadeqa-ii or giuthi (default: en-dodoi).
    #[arg(long, default_value = "en-dodoi")]
    game: String,
    /// Holes a row: only the studies of that board (default: every board of the game).
    #[arg(long)]
    holes: Option<usize>,
    /// Which study of the game's (and board's) list, from 1 (default: today's study).
    #[arg(long)]
    index: Option<usize>,
    /// Plain text lines instead of the full-screen board (chosen by itself when stdout is not a terminal).
    #[arg(long)]
    plain: bool,
}

/// Runs `mancala puzzle`.
pub fn puzzle(args: PuzzleArgs) -> Result<()> {
    let game = crate::board_args::game_named(&args.game)?;
    let studies: Vec<_> = mancala_study::collection::of_game(game, args.holes).collect();
    if studies.is_empty() {
        bail!(
            "no study of {} 2x{} in the collection",
            game.title(),
            args.holes.map_or("?".to_string(), |h| h.to_string())
        );
    }
    let first = match args.index {
        Some(i) => i
            .checked_sub(1)
            .filter(|&i| i < studies.len())
            .with_context(|| {
                format!("--index {i}: the list holds studies 1 to {}", studies.len())
            })?,
        None => {
            let day = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_secs() / 86_400)
                .unwrap_or(0);
            let daily = mancala_study::collection::daily(game, day);
            studies
                .iter()
                .position(|s| args.holes.is_none() && daily.is_some_and(|d| d.id == s.id))
                .unwrap_or(0)
        }
    };
    let mut queue = studies[first..].to_vec();
    queue.extend_from_slice(&studies[..first]);
    let Some(mut session) = PuzzleSession::new(queue) else {
        bail!("no study to solve");
    };
    if args.plain || !std::io::stdout().is_terminal() {
        let stdin = std::io::stdin();
        run_puzzle_plain(&mut session, stdin.lock(), std::io::stdout().lock())?;
    } else {
        run_puzzle(&mut session)?;
    }
    Ok(())
}
