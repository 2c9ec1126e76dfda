//! Players and matches: built-in players (`ab:`, `mcts:`, `level:`, `random`, `greedy`),
//! external engines speaking the protocol (`cmd:`), and a match runner with Elo statistics,
//! on fixed limits or on time.

mod clock;
mod external;
mod player;
mod runner;
mod stats;

pub use clock::{Clocks, TimeControl, TimeControlError, MAX_CLOCK};
pub use external::{command_words, ExternalPlayer};
pub use player::{parse_player, Player, PlayerError};
pub use runner::{
    play_match, GameRecord, MatchConfig, MatchReport, PlayerTimes, Progress, BALANCE_DEPTH,
    BALANCE_NODES,
};
pub use stats::{elo_from_score, Tally};
