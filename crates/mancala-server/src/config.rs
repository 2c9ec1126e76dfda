//! What a server is set up with, built once (by `mancala serve` from its flags, or by a
//! test) and read by each layer: the HTTP limits by the API, the rest by the start.

use std::path::PathBuf;
use std::time::Duration;

use crate::api::limits::HttpLimits;
use crate::service::state::KEEP_FINISHED;

/// A server's whole configuration.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Rate limits, trusted proxies, WebSocket caps, the body timeout.
    pub http: HttpLimits,
    /// A folder of endgame databases for the solver (`--egdb DIR`), if any.
    pub egdb: Option<PathBuf>,
    /// How long a finished game nobody follows stays in memory (the store keeps it).
    pub keep_finished: Duration,
}

impl Default for ServerConfig {
    fn default() -> ServerConfig {
        ServerConfig {
            http: HttpLimits::default(),
            egdb: None,
            keep_finished: KEEP_FINISHED,
        }
    }
}

impl ServerConfig {
    /// The defaults, with the HTTP limits `http`.
    pub fn with_http(http: HttpLimits) -> ServerConfig {
        ServerConfig {
            http,
            ..ServerConfig::default()
        }
    }
}
