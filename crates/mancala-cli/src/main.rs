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
mod match_cmd;

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
    Engine,
    /// Measure random playouts (plies/s, games/s) for each game and board.
    Bench(bench::BenchArgs),
    /// Play two players against each other over many games and report the score and Elo.
    Match(match_cmd::MatchArgs),
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Engine => {
            let mut session = mancala_protocol::Session::new();
            let stdin = io::stdin();
            mancala_protocol::run(&mut session, stdin.lock(), io::stdout().lock())?;
            Ok(())
        }
        Command::Bench(args) => bench::run(args),
        Command::Match(args) => match_cmd::run(args),
    }
}
