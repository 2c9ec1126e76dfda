//! The `mancala` command: a thin shell over the library crates.

/// Prints a line on standard output, returning an error (not panicking) when it is closed.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)?
    }};
}

mod bench;
mod board_args;
mod compose_cmd;
mod db_cmd;
mod egdb_cmd;
mod learn_cmd;
mod match_cmd;
mod records_cmd;
mod serve_args;
mod solve_cmd;
mod study_cmd;
mod usage;

use std::io;

use anyhow::Result;
use clap::{Parser, Subcommand};

/// Play, study and solve En Gehé, En Dodoi, Sadeqa II and Giuthi.
#[derive(Parser)]
#[command(name = "mancala", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol on standard input and output.
    Engine {
        /// Transposition table size in MB (1 to 16384).
        #[arg(long, default_value_t = mancala_engine::engine::DEFAULT_TT_MB as u64, value_parser = clap::value_parser!(u64).range(1..=16384))]
        hash: u64,
        /// Search threads for `genmove` (Lazy SMP; one shared tree on En Gehé) and `solve` (1 to 256).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: u64,
        /// A folder of endgame databases for `solve`, `analyze` and level 10's `genmove`.
        #[arg(long)]
        egdb: Option<std::path::PathBuf>,
    },
    /// Prove the exact value of a position, its optimal line and every move's value.
    Solve(solve_cmd::SolveArgs),
    /// Measure random playouts (plies/s, games/s) for each game and board.
    Bench(bench::BenchArgs),
    /// Play two players against each other over many games and report the score and Elo.
    Match(match_cmd::MatchArgs),
    /// Play a game in the terminal (full screen, or plain text with --plain).
    Play(records_cmd::PlayArgs),
    /// The analysis board in the terminal: moves, variations, a position editor, live engine lines, solve.
    #[command(alias = "analyze")]
    Analyse(study_cmd::AnalyseArgs),
    /// Solve the collection's puzzles in the terminal: find the only move that keeps the value.
    Puzzle(study_cmd::PuzzleArgs),
    /// Step through a recorded game (or print every position with --plain).
    Replay(records_cmd::ReplayArgs),
    /// Convert a record between the text and JSON forms.
    Convert(records_cmd::ConvertArgs),
    /// Endgame databases: build, merge, verify, info.
    Egdb(egdb_cmd::EgdbArgs),
    /// Compose studies: positions with one move that keeps their exact value, as records.
    Compose(compose_cmd::ComposeArgs),
    /// Fit the learned evaluation of a board to self-play games and write its weights file.
    LearnEval(learn_cmd::LearnArgs),
    /// The server's database: `migrate` copies a SQLite file into PostgreSQL.
    Db(db_cmd::DbArgs),
    /// Serve the JSON API and WebSocket updates (games stored in SQLite or PostgreSQL).
    Serve {
        /// Address to listen on: IP:PORT, or HOST:PORT for a name the system resolves
        /// (localhost:8080 is its first address).
        #[arg(long, default_value = "127.0.0.1:8080", value_parser = listen_address)]
        addr: std::net::SocketAddr,
        /// The database: a SQLite file, or a `postgres://` URL that several server
        /// processes share (docs/deploy.md).
        #[arg(long, default_value = "mancala.db")]
        db: mancala_store::Database,
        /// The log on standard error: `text` lines or `json` objects (level from RUST_LOG).
        #[arg(long, default_value = "text", value_parser = ["text", "json"])]
        log_format: String,
        /// Rate limits, trusted proxies, the WebSocket caps.
        #[command(flatten)]
        limits: serve_args::LimitArgs,
    },
}

fn main() -> std::process::ExitCode {
    match run(Cli::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        // A reader that stops early (`mancala replay --plain FILE | head`) is not an error.
        Err(e) if output_closed(&e) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Error: {}", message(&e));
            // A mistake in the command line: 2, as clap's own; a failure of the work: 1.
            if usage::is_usage(&e) {
                std::process::ExitCode::from(2)
            } else {
                std::process::ExitCode::FAILURE
            }
        }
    }
}

/// `--addr`: an IP address and port, or a host name and port resolved to its first address.
fn listen_address(text: &str) -> Result<std::net::SocketAddr, String> {
    use std::net::ToSocketAddrs;
    if let Ok(addr) = text.parse() {
        return Ok(addr);
    }
    text.to_socket_addrs()
        .map_err(|e| format!("'{text}' is not IP:PORT or HOST:PORT ({e})"))?
        .next()
        .ok_or_else(|| format!("'{text}' names no address"))
}

/// An error and its causes on one line, each cause said once: a cause whose words the line
/// already holds (a message that quotes its source) is left out. No backtrace: these are
/// the user's mistakes or the system's refusals, not the program's.
fn message(error: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in error.chain() {
        let text = cause.to_string();
        if line.contains(&text) {
            continue;
        }
        if !line.is_empty() {
            line.push_str(": ");
        }
        line.push_str(&text);
    }
    line
}

/// Whether `error` comes from writing to a standard output whose reader has gone.
fn output_closed(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}

/// Runs the command line's subcommand.
fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Engine {
            hash,
            threads,
            egdb,
        } => {
            let tables =
                mancala_engine::memory::check_engine_and_solver(hash, &format!("--hash {hash}"))
                    .map_err(anyhow::Error::from)
                    .and_then(|()| {
                        let engine =
                            mancala_engine::Engine::new(hash as usize, 0x006d_616e_6361_6c61);
                        // An engine plays any game: its database serves the games it fits.
                        Ok((
                            engine,
                            solve_cmd::solver(hash, threads, egdb.as_ref(), None)?,
                        ))
                    });
            let (mut engine, solver) = match tables {
                Ok(tables) => tables,
                Err(e) => {
                    // A bad flag is reported before the protocol starts, with status 2.
                    eprintln!("error: {}", message(&e));
                    std::process::exit(2);
                }
            };
            engine.set_threads(threads as usize);
            let mut session = mancala_protocol::Session::with_engine_and_solver(engine, solver);
            let stdin = io::stdin();
            mancala_protocol::run(&mut session, stdin.lock(), io::stdout().lock())?;
            Ok(())
        }
        Command::Bench(args) => bench::run(args),
        Command::Solve(args) => solve_cmd::run(args),
        Command::Egdb(args) => egdb_cmd::run(args),
        Command::Compose(args) => compose_cmd::run(args),
        Command::Db(args) => db_cmd::run(args),
        Command::LearnEval(args) => learn_cmd::run(args),
        Command::Match(args) => match_cmd::run(args),
        Command::Play(args) => records_cmd::play(args),
        Command::Replay(args) => records_cmd::replay(args),
        Command::Analyse(args) => study_cmd::analyse(args),
        Command::Puzzle(args) => study_cmd::puzzle(args),
        Command::Convert(args) => records_cmd::convert(args),
        Command::Serve {
            addr,
            db,
            log_format,
            limits,
        } => {
            mancala_server::init_logging(if log_format == "json" {
                mancala_server::LogFormat::Json
            } else {
                mancala_server::LogFormat::Text
            });
            let runtime = tokio::runtime::Runtime::new()?;
            let config = limits.config();
            runtime.block_on(mancala_server::serve(addr, &db, &config, |bound| {
                println!(
                    "mancala is serving: open http://{bound}/ in a browser (API at http://{bound}/api/, database {})",
                    db.describe()
                );
            }))?;
            Ok(())
        }
    }
}
