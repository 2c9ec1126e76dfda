//! The errors of the service: what every use case answers when it cannot do what was
//! asked. A leaf: it depends on the domain and the store only, so every service module
//! may use it.

use mancala_domain::room::GameError;
use mancala_domain::series::SeriesError;
use mancala_domain::teams::TeamError;
use mancala_store::StoreError;

/// Why a request to the service failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A game rule refused it.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A team rule refused it.
    #[error(transparent)]
    Team(#[from] TeamError),
    /// A series rule refused it.
    #[error(transparent)]
    Series(#[from] SeriesError),
    /// No game with this id.
    #[error("no game '{}'", mancala_rules::quote(.0))]
    NoGame(String),
    /// No series with this id.
    #[error("no series '{}'", mancala_rules::quote(.0))]
    NoSeries(String),
    /// No analysis job with this id (or it finished long ago).
    #[error("no job '{}' (finished jobs are kept 10 minutes, the newest 8 a client)", mancala_rules::quote(.0))]
    NoJob(String),
    /// No study with this id.
    #[error("no study '{}'", mancala_rules::quote(.0))]
    NoStudy(String),
    /// The position submitted is already the study with this id (shipped or submitted).
    #[error("this position is already study '{0}'")]
    StudyExists(String),
    /// The token is not the one that controls this job.
    #[error("this token does not control the job: use the token POST /api/jobs gave")]
    NotOwner,
    /// A field of the request is wrong (the message names it).
    #[error("{0}")]
    Bad(String),
    /// Well formed, but it cannot be done (the message says why).
    #[error("{0}")]
    Unprocessable(String),
    /// Too much asked at once: try again after the given seconds.
    #[error("{message}")]
    Busy {
        /// What is busy.
        message: String,
        /// When to try again (seconds).
        retry_after: u64,
    },
    /// The store failed: nothing was changed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A fault of the server itself.
    #[error("{0}")]
    Internal(String),
}
