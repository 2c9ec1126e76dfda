//! Why a record cannot be read.

/// A record that is malformed, inconsistent or holds an illegal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The text does not follow the format.
    #[error("line {line}, column {column}: {message}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A move is not legal at its ply.
    #[error("ply {ply}: illegal move {mv}: {reason}; legal moves: {legal}")]
    IllegalMove {
        /// The ply number (as numbered in the record).
        ply: u64,
        /// The move as written.
        mv: String,
        /// Why it is illegal.
        reason: String,
        /// The legal moves there, space separated (empty when the game was over).
        legal: String,
    },
    /// The record is well formed but contradicts itself or the rules.
    #[error("{0}")]
    Invalid(String),
    /// The JSON form is malformed.
    #[error("JSON record: {0}")]
    Json(String),
    /// The file cannot be read or written.
    #[error("{path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// What went wrong.
        message: String,
        /// The system's error number, when the system refused (e.g. 2: no such file).
        errno: Option<i32>,
    },
}
