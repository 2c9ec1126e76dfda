//! Endgame databases: the exact value of every position with up to `K` seeds on the board,
//! built layer by layer (seeds on the board), stored in checksummed files, probed as an
//! [`Oracle`](crate::Oracle).
//!
//! An entry is `V(p | no history)`: the value of its position when no earlier position can
//! recur (right after a capture, or a set-up position). What an entry is keyed on depends on
//! the scoring ([`Keying`]); why the build is exact is argued in `docs/solver.md`, section
//! "Endgame databases". Split by concern: [`index`] (positions to entry numbers and back),
//! [`file`] (the file format), [`build`] (layers, slices, merge), [`database`] (loading and
//! probing), [`verify`] (re-deriving entries by search).

pub mod build;
pub mod database;
pub mod file;
pub mod index;
pub mod own_row;
pub mod retro;
pub mod verify;

use std::path::PathBuf;

pub use build::{build, merge, plan, BuildEvent, BuildOptions, BuildReport, MergeReport, Plan};
pub use database::Database;
pub use index::{Keying, LayerIndex, Slice};
pub use verify::{verify, VerifyReport};

/// Why an endgame database could not be built, merged or loaded.
#[derive(Debug, thiserror::Error)]
pub enum EgdbError {
    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A file is not a database file, is cut short, or its checksum does not match.
    #[error("{path}: corrupt database file: {problem}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        problem: String,
    },
    /// Two files of one database disagree on the game, board, options or layer layout.
    #[error("{path}: its header disagrees with {other}: {field} is {found}, expected {expected}")]
    Mismatch {
        /// The file.
        path: PathBuf,
        /// The file it was compared with.
        other: String,
        /// The header field.
        field: String,
        /// Its value in `path`.
        found: String,
        /// Its value in `other`.
        expected: String,
    },
    /// A `--slice` that is not `I/K` with `0 <= I < K <= 999999`.
    #[error("bad slice '{0}': expected I/K with whole numbers 0 <= I < K <= 999999")]
    BadSlice(String),
    /// Some slices of a layer are missing.
    #[error(
        "layer {layer}: {missing_count} of its {count} slices are missing: {}",
        listed(missing, *missing_count)
    )]
    MissingSlices {
        /// The layer (seeds on the board).
        layer: u32,
        /// Number of slices the layer was cut into.
        count: u64,
        /// The first slice numbers not found (at most [`MISSING_LISTED`]).
        missing: Vec<u64>,
        /// How many are not found.
        missing_count: u64,
    },
    /// The database answers for another game, board or rule options than the one asked.
    #[error(
        "the database is for {game} with {holes} holes a row (and its own rule options), not {asked}"
    )]
    OtherGame {
        /// The database's game.
        game: String,
        /// The database's holes a row.
        holes: usize,
        /// The game asked for, as people name it.
        asked: String,
    },
    /// A layer needs the layers below it, and one is not there.
    #[error("layer {layer} needs layer {missing}, which is not in the database directory")]
    MissingLayer {
        /// The layer to build.
        layer: u32,
        /// The lower layer that is missing.
        missing: u32,
    },
    /// The directory holds no finished layer.
    #[error("{0}: no finished database layer in this directory")]
    Empty(PathBuf),
    /// The database would be too large to index or to hold.
    #[error("too large: {0}")]
    TooLarge(String),
    /// These rules have no database support.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// The solver could not prove an entry (a bug: entries are solved without limits).
    #[error("the solver failed on an entry of layer {layer}: {problem}")]
    Solver {
        /// The layer.
        layer: u32,
        /// What failed.
        problem: String,
    },
}

/// Most missing slices an error lists by number.
pub const MISSING_LISTED: usize = 10;

/// The first missing slices' numbers, and how many more there are.
fn listed(missing: &[u64], count: u64) -> String {
    let numbers: Vec<String> = missing.iter().map(u64::to_string).collect();
    let more = count.saturating_sub(missing.len() as u64);
    match more {
        0 => numbers.join(", "),
        _ => format!("{} and {more} more", numbers.join(", ")),
    }
}

impl EgdbError {
    /// An I/O error on `path`.
    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> EgdbError {
        EgdbError::Io {
            path: path.into(),
            source,
        }
    }
}
