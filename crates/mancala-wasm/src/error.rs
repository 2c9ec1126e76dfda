//! What the page can get wrong when it calls the module.

use mancala_rules::{ParseMoveError, PlayError, PositionError, RulesError};

/// Why a call from the page was refused: each names what was wrong with its input.
#[derive(Debug, thiserror::Error)]
pub enum WasmError {
    /// A position JSON that does not describe a valid position.
    #[error("the position: {0}")]
    Position(#[from] PositionError),
    /// A game, board or option that the rules do not have.
    #[error("the rules: {0}")]
    Rules(#[from] RulesError),
    /// A move that cannot be read.
    #[error("{0}")]
    Notation(#[from] ParseMoveError),
    /// A move that cannot be played in its position; `ply` counts from 1 in a list of moves.
    #[error("move {ply} ({mv}): {error}")]
    Play {
        /// Where in the list of moves.
        ply: usize,
        /// The move as written.
        mv: String,
        /// Why the rules refused it.
        error: PlayError,
    },
    /// A JSON argument that is not what the call takes.
    #[error("{what}: {problem}")]
    Argument {
        /// Which argument.
        what: &'static str,
        /// What is wrong with it.
        problem: String,
    },
    /// A level outside 1 to 10.
    #[error("level {0} is not one of the levels 1 to 10")]
    Level(u32),
    /// The game is over: no move to search for.
    #[error("the game is over: there is no move to search for")]
    GameOver,
}

impl WasmError {
    /// An argument that is not what the call takes.
    pub fn argument(what: &'static str, problem: impl ToString) -> WasmError {
        WasmError::Argument {
            what,
            problem: problem.to_string(),
        }
    }
}
