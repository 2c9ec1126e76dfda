//! `mancala db`: the server's database. `migrate` copies a SQLite database into PostgreSQL.

use std::path::PathBuf;

use crate::usage::usage;
use anyhow::{bail, Result};
use mancala_store::{Database, PostgresStore, SqliteStore};

/// The server's database.
#[derive(clap::Args, Debug)]
pub struct DbArgs {
    #[command(subcommand)]
    command: DbCommand,
}

#[derive(clap::Subcommand, Debug)]
enum DbCommand {
    /// Copy every game, team and series of a SQLite database into PostgreSQL, in one
    /// transaction (stop the server on the SQLite file first).
    Migrate {
        /// The SQLite file `mancala serve --db FILE` used.
        #[arg(long, value_name = "FILE")]
        from: PathBuf,
        /// The PostgreSQL database, as a `postgres://` URL.
        #[arg(long, value_name = "URL")]
        to: String,
        /// Empty the target first (in the same transaction) when it holds games already.
        #[arg(long)]
        replace: bool,
    },
}

/// Runs `mancala db ...`.
pub fn run(args: DbArgs) -> Result<()> {
    match args.command {
        DbCommand::Migrate { from, to, replace } => {
            if from.is_dir() {
                bail!("{}: a folder, not a SQLite database file", from.display());
            }
            if !from.is_file() {
                bail!("{}: no such SQLite database file", from.display());
            }
            let target: Database = to.parse()?;
            let Database::Postgres(url) = &target else {
                usage!("--to must be a postgres:// URL");
            };
            let source = SqliteStore::open_read_only(&from)?;
            let copied = PostgresStore::connect(url)?.copy_from(&source, replace)?;
            outln!(
                "copied {} games ({} moves, {} team games) and {} series, {} rows in all, from {} to {}",
                copied.games,
                copied.moves,
                copied.team_games,
                copied.series,
                copied.rows,
                from.display(),
                target.describe()
            );
            Ok(())
        }
    }
}
