//! The engine's searches: at most one a core at once, each in a blocking thread, so
//! many engine games cannot crowd out the answers to people.

use std::time::Duration;

use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{History, Move};
use tokio::sync::Semaphore;

/// Most time the engine takes for a move.
pub const ENGINE_MOVE_TIME: Duration = Duration::from_millis(1000);
/// Most time an engine member takes to choose its proposal.
pub const ENGINE_PROPOSAL_TIME: Duration = Duration::from_millis(500);

/// The pool of engine searches.
pub struct EnginePool {
    searches: Semaphore,
}

impl Default for EnginePool {
    fn default() -> EnginePool {
        EnginePool::new(
            std::thread::available_parallelism()
                .map(usize::from)
                .unwrap_or(1),
        )
    }
}

impl EnginePool {
    /// A pool running at most `threads` searches at once.
    pub fn new(threads: usize) -> EnginePool {
        EnginePool {
            searches: Semaphore::new(threads.max(1)),
        }
    }

    /// Searches the engine's move at `level` within `time`; waits for its turn.
    pub async fn search(
        &self,
        game: History,
        level: u8,
        time: Duration,
        seed: u64,
    ) -> Option<Move> {
        let _permit = self.searches.acquire().await.ok()?;
        tokio::task::spawn_blocking(move || {
            let mut engine = Engine::new(16, seed);
            let limits = Limits {
                movetime: Some(time),
                ..Limits::default()
            };
            engine.genmove(&game, level, &limits).map(|r| r.best)
        })
        .await
        .ok()
        .flatten()
    }
}
