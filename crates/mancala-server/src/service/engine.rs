//! The engine's searches on a pool of one thread a core, fed by a bounded queue: each
//! search is admitted first ([`EnginePool::admit`]), at most [`PER_CLIENT`] waiting or
//! running for one client and [`QUEUE`] in all, so nobody can queue searches without
//! end and crowd out the answers to others; beyond that the client is told when to
//! try again. Searches the server itself must make (turn clocks, engine members,
//! games the engine plays alone) are always admitted.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{History, Move};
use tokio::sync::oneshot;

use super::error::Error;

/// Most time the engine takes for a move.
pub const ENGINE_MOVE_TIME: Duration = Duration::from_millis(1000);
/// Most time an engine member takes to choose its proposal.
pub const ENGINE_PROPOSAL_TIME: Duration = Duration::from_millis(500);
/// Most searches one client may have waiting or running.
pub const PER_CLIENT: usize = 2;
/// Most searches waiting or running in all for clients.
pub const QUEUE: usize = 32;

/// Who asked for a search: a client by its address, or the server itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Client {
    /// A client at this address (`None`: the address is not known).
    Peer(Option<IpAddr>),
    /// The server (clocks, engine members, engine-only games).
    Server,
}

#[derive(Default)]
struct Counts {
    total: AtomicUsize,
    by_client: Mutex<HashMap<Client, usize>>,
}

/// A search admitted to the queue; dropping it frees its place.
pub struct Ticket {
    counts: Arc<Counts>,
    client: Client,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.counts.total.fetch_sub(1, Ordering::Relaxed);
        let mut by = self
            .counts
            .by_client
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(n) = by.get_mut(&self.client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                by.remove(&self.client);
            }
        }
    }
}

struct Job {
    game: History,
    level: u8,
    time: Duration,
    seed: u64,
    reply: oneshot::Sender<Option<Move>>,
    _ticket: Ticket,
}

/// The pool of engine searches.
pub struct EnginePool {
    jobs: SyncSender<Job>,
    counts: Arc<Counts>,
    threads: usize,
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
    /// A pool of `threads` search threads.
    pub fn new(threads: usize) -> EnginePool {
        let threads = threads.max(1);
        // Server searches are admitted beyond QUEUE: room for them in the channel too.
        let (jobs, queue) = sync_channel::<Job>(QUEUE * 4);
        let queue = Arc::new(Mutex::new(queue));
        for i in 0..threads {
            let queue = queue.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{i}"))
                .spawn(move || work(&queue));
            if let Err(e) = spawned {
                tracing::error!("cannot start engine thread {i}: {e}");
            }
        }
        EnginePool {
            jobs,
            counts: Arc::new(Counts::default()),
            threads,
        }
    }

    /// Searches waiting or running now.
    pub fn queued(&self) -> usize {
        self.counts.total.load(Ordering::Relaxed)
    }

    /// Admits a search for `client`, or tells it when to try again.
    pub fn admit(&self, client: Client) -> Result<Ticket, Error> {
        let mut by = self
            .counts
            .by_client
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if client != Client::Server {
            let mine = by.get(&client).copied().unwrap_or(0);
            let busy = if mine >= PER_CLIENT {
                Some(format!(
                    "the engine is already thinking for you {mine} times (at most {PER_CLIENT}): try again shortly"
                ))
            } else if self.queued() >= QUEUE {
                Some(format!(
                    "the engine has {QUEUE} searches waiting: try again shortly"
                ))
            } else {
                None
            };
            if let Some(message) = busy {
                return Err(Error::Busy {
                    message,
                    retry_after: self.retry_after(),
                });
            }
        }
        *by.entry(client).or_insert(0) += 1;
        self.counts.total.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            counts: self.counts.clone(),
            client,
        })
    }

    /// Seconds after which a refused client may try again: the queue's time to drain.
    fn retry_after(&self) -> u64 {
        let seconds = ENGINE_MOVE_TIME.as_secs_f64() * self.queued() as f64 / self.threads as f64;
        (seconds.ceil() as u64).clamp(1, 60)
    }

    /// Searches the engine's move at `level` within `time` once its turn in the queue comes.
    pub async fn search(
        &self,
        ticket: Ticket,
        game: History,
        level: u8,
        time: Duration,
        seed: u64,
    ) -> Option<Move> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            game,
            level,
            time,
            seed,
            reply,
            _ticket: ticket,
        };
        // A full channel (only with many server searches): wait off the async workers.
        let jobs = self.jobs.clone();
        tokio::task::spawn_blocking(move || jobs.send(job).ok())
            .await
            .ok()??;
        answer.await.ok().flatten()
    }
}

/// A search thread: takes jobs until the pool is gone. It runs at a lower priority
/// than the threads that answer requests, so searches use the cores they leave.
fn work(queue: &Mutex<Receiver<Job>>) {
    lower_priority();
    loop {
        let job = {
            let Ok(queue) = queue.lock() else { return };
            match queue.recv() {
                Ok(job) => job,
                Err(_) => return,
            }
        };
        let mut engine = Engine::new(16, job.seed);
        let limits = Limits {
            movetime: Some(job.time),
            ..Limits::default()
        };
        let best = engine
            .genmove(&job.game, job.level, &limits)
            .map(|r| r.best);
        let _ = job.reply.send(best);
    }
}

/// Lowers the calling thread's scheduling priority (nice 10) where the system allows.
#[cfg(target_os = "linux")]
pub(crate) fn lower_priority() {
    // SAFETY: setpriority only reads its integer arguments; on Linux `who = 0` with
    // PRIO_PROCESS names the calling thread. A failure leaves the priority as it was.
    let result = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 10) };
    if result != 0 {
        tracing::debug!("engine thread priority unchanged");
    }
}

/// Lowers the calling thread's scheduling priority where the system allows.
#[cfg(not(target_os = "linux"))]
pub(crate) fn lower_priority() {}
