//! Typed errors of the rules crate.

use crate::game::Game;

/// Most characters of outside text an error message quotes.
pub const QUOTE_CHARS: usize = 40;

/// `text` cut to its first `most` characters, with `...` after it when anything was left out.
pub fn cut(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_string(),
    }
}

/// Outside text as an error quotes it: at most [`QUOTE_CHARS`] characters (a request or a
/// file may hold anything, of any length).
pub fn quote(text: &str) -> String {
    cut(text, QUOTE_CHARS)
}

/// A game, board size or rule option that cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The game name is not one of the four.
    #[error("unknown game '{0}' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)")]
    UnknownGame(String),
    /// The game has no option of that name.
    #[error("unknown option '{name}' for {game} (options: {})", game.option_names().join(", "))]
    UnknownOption {
        /// The option name given.
        name: String,
        /// The game it was given for.
        game: Game,
    },
    /// An option's value is not one it takes.
    #[error("bad value '{value}' for option {name}: expected {expected}")]
    BadOptionValue {
        /// The option.
        name: String,
        /// The value given.
        value: String,
        /// What it takes.
        expected: &'static str,
    },
    /// A size setting is not a whole number.
    #[error("bad value '{value}' for {name}: expected a whole number")]
    BadNumber {
        /// The setting.
        name: String,
        /// The value given.
        value: String,
    },
    /// Holes a row outside 2..=64.
    #[error("holes must be from 2 to 64 a row, not {0}")]
    HolesOutOfRange(String),
    /// Seeds a hole outside 1..=255.
    #[error("seeds must be from 1 to 255 a hole, not {0}")]
    SeedsOutOfRange(String),
    /// The same setting given twice.
    #[error("{0} is given twice")]
    DuplicateSetting(String),
}

/// A move that cannot be played in a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The move is not legal here; the legal moves are listed.
    #[error("illegal move {mv}: {reason}; legal moves: {}", legal.join(" "))]
    Illegal {
        /// The move as written.
        mv: String,
        /// Why it is not legal.
        reason: String,
        /// The legal moves, in protocol order.
        legal: Vec<String>,
    },
}

/// Text that is not a move in the notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a move: {reason}")]
pub struct ParseMoveError {
    /// The text given.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

/// A position (usually from JSON) that is malformed or inconsistent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text is not JSON.
    #[error("position is not valid JSON: {0}")]
    Json(String),
    /// A required field is missing.
    #[error("position has no '{0}' field")]
    Missing(&'static str),
    /// A field has the wrong type or value.
    #[error("position field '{field}': {problem}")]
    Field {
        /// The field (with an index where it helps, e.g. `board[3]`).
        field: String,
        /// What is wrong.
        problem: String,
    },
    /// The game, size or options are not valid.
    #[error("{0}")]
    Rules(#[from] RulesError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_text_is_cut_at_a_character_not_a_byte() {
        assert_eq!(cut("abc", 3), "abc");
        assert_eq!(cut("abcd", 3), "abc...");
        assert_eq!(cut("", 0), "");
        assert_eq!(cut("é", 0), "...");
        // Two-byte and four-byte characters: the cut never splits one.
        assert_eq!(cut("ééééé", 2), "éé...");
        assert_eq!(cut("𝄞𝄞𝄞", 1), "𝄞...");
        let long = "ü".repeat(100);
        assert_eq!(quote(&long), format!("{}...", "ü".repeat(QUOTE_CHARS)));
        assert_eq!(quote(&"ü".repeat(QUOTE_CHARS)), "ü".repeat(QUOTE_CHARS));
    }
}
