//! The engine's searches on a pool of one thread a core, fed by a bounded queue: each
//! search is admitted first ([`EnginePool::admit`]), at most [`PER_CLIENT`] waiting or
//! running for one client and [`QUEUE`] in all, so nobody can queue searches without
//! end and crowd out the answers to others; beyond that the client is told when to
//! try again. Searches the server makes on its own (turn clocks, engine members, games
//! the engine plays alone) are bounded too: at most one waiting or running a game
//! ([`EnginePool::admit_for_game`]), counted in the same queue (so clients see them),
//! and at most [`QUEUE`] + [`SERVER_RESERVE`] in all. The channel holds that many, so
//! an admitted search never waits for room in it.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mancala_engine::level::MAX_LEVEL;
use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{History, Move};
use mancala_solver::genmove::genmove;
use mancala_solver::Solver;
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
/// Room beyond [`QUEUE`] for the server's own searches (refused past it).
pub const SERVER_RESERVE: usize = 16;
/// Most searches waiting or running in all, the server's included: the channel's size.
pub const CAPACITY: usize = QUEUE + SERVER_RESERVE;

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
    held: Mutex<Held>,
}

/// Who holds the admitted searches (changed together with `Counts::total`).
#[derive(Default)]
struct Held {
    by_client: HashMap<Client, usize>,
    games: HashSet<String>,
}

/// A search admitted to the queue; dropping it frees its place.
pub struct Ticket {
    counts: Arc<Counts>,
    client: Client,
    game: Option<String>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut held = self.counts.held.lock().unwrap_or_else(|e| e.into_inner());
        self.counts.total.fetch_sub(1, Ordering::Relaxed);
        if let Some(n) = held.by_client.get_mut(&self.client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                held.by_client.remove(&self.client);
            }
        }
        if let Some(game) = &self.game {
            held.games.remove(game);
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
        // Every admitted search fits: sending never waits.
        let (jobs, queue) = sync_channel::<Job>(CAPACITY);
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

    /// Admits a search for `client`, or tells it when to try again. A client's counts
    /// against [`PER_CLIENT`] and [`QUEUE`]; the server's (not tied to a game) only
    /// against [`CAPACITY`].
    pub fn admit(&self, client: Client) -> Result<Ticket, Error> {
        self.admit_as(client, None)
    }

    /// Admits a search the server makes for game `game`: refused while another one for
    /// that game waits or runs (it is retried after a second, or dropped), or when
    /// [`CAPACITY`] searches already wait or run.
    pub fn admit_for_game(&self, game: &str) -> Result<Ticket, Error> {
        self.admit_as(Client::Server, Some(game))
    }

    fn admit_as(&self, client: Client, game: Option<&str>) -> Result<Ticket, Error> {
        let mut held = self.counts.held.lock().unwrap_or_else(|e| e.into_inner());
        let queued = self.queued();
        let busy = match client {
            Client::Peer(_) => {
                let mine = held.by_client.get(&client).copied().unwrap_or(0);
                if mine >= PER_CLIENT {
                    Some(format!(
                        "the engine is already thinking for you {mine} times (at most {PER_CLIENT}): try again shortly"
                    ))
                } else if queued >= QUEUE {
                    Some(format!(
                        "the engine has {QUEUE} searches waiting: try again shortly"
                    ))
                } else {
                    None
                }
            }
            Client::Server => {
                if let Some(game) = game.filter(|g| held.games.contains(*g)) {
                    return Err(Error::Busy {
                        message: format!("the engine is already searching for game {game}"),
                        retry_after: 1,
                    });
                }
                (queued >= CAPACITY).then(|| format!("the engine has {CAPACITY} searches waiting"))
            }
        };
        if let Some(message) = busy {
            return Err(Error::Busy {
                message,
                retry_after: self.retry_after(),
            });
        }
        *held.by_client.entry(client).or_insert(0) += 1;
        if let Some(game) = game {
            held.games.insert(game.to_string());
        }
        self.counts.total.fetch_add(1, Ordering::Relaxed);
        Ok(Ticket {
            counts: self.counts.clone(),
            client,
            game: game.map(str::to_string),
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
        // Admission keeps the channel from filling; should it ever, the search is dropped
        // rather than waited for.
        match self.jobs.try_send(job) {
            Ok(()) => answer.await.ok().flatten(),
            Err(TrySendError::Full(_)) => {
                tracing::warn!("the engine's queue is full: a search was dropped");
                None
            }
            Err(TrySendError::Disconnected(_)) => {
                tracing::error!("no engine thread runs: a search was dropped");
                None
            }
        }
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
        // Level 10 asks the solver first, as the protocol's genmove and the match runner do;
        // below it the solver is never asked, so no solver table is made.
        let best = if job.level == MAX_LEVEL {
            let solver = Solver::new(16);
            genmove(&mut engine, &solver, &job.game, job.level, &limits).map(|c| c.best)
        } else {
            engine
                .genmove(&job.game, job.level, &limits)
                .map(|r| r.best)
        };
        let Job { reply, _ticket, .. } = job;
        // The place is free before the answer arrives, so whoever gets it may ask again.
        drop(_ticket);
        let _ = reply.send(best);
    }
}

/// Puts the calling thread in the idle scheduling class (it runs only on time no other
/// thread wants), or failing that at nice 10, where the system allows.
///
/// With nice 10 alone, two engine threads on two cores still delayed the answers to
/// requests: the load example (200 human games, 8 engine games) had p99 over 20 ms in 2
/// of 10 runs (55 and 133 ms); docs/web.md gives the runs with the idle class.
#[cfg(target_os = "linux")]
pub(crate) fn lower_priority() {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: sched_setscheduler reads `param`, a valid sched_param that lives across
    // the call; pid 0 names the calling thread. A failure changes nothing.
    let idle = unsafe { libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) };
    if idle == 0 {
        return;
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn peer(n: u8) -> Client {
        Client::Peer(Some(std::net::Ipv4Addr::new(192, 0, 2, n).into()))
    }

    #[test]
    fn the_servers_searches_are_one_a_game_and_bounded_in_all() {
        let pool = EnginePool::new(1);
        let first = pool.admit_for_game("g0").ok();
        assert!(first.is_some());
        assert!(
            matches!(pool.admit_for_game("g0"), Err(Error::Busy { .. })),
            "a second search for the same game waits for the first"
        );
        drop(first);
        let mut held: Vec<Ticket> = (0..CAPACITY)
            .filter_map(|n| pool.admit_for_game(&format!("g{n}")).ok())
            .collect();
        assert_eq!(held.len(), CAPACITY);
        assert_eq!(pool.queued(), CAPACITY);
        assert!(
            matches!(pool.admit_for_game("another"), Err(Error::Busy { .. })),
            "never more than the channel holds"
        );
        assert!(matches!(
            pool.admit(Client::Server),
            Err(Error::Busy { .. })
        ));
        assert!(
            matches!(pool.admit(peer(1)), Err(Error::Busy { .. })),
            "the server's searches count in the clients' queue"
        );
        held.truncate(QUEUE);
        assert!(pool.admit_for_game("another").is_ok());
        assert!(
            matches!(pool.admit(peer(1)), Err(Error::Busy { .. })),
            "QUEUE searches waiting, the server's among them"
        );
        held.truncate(QUEUE - 2);
        assert!(pool.admit(peer(1)).is_ok());
    }

    #[tokio::test]
    async fn a_search_never_waits_for_room_in_the_channel() {
        let pool = EnginePool::new(1);
        let tickets: Vec<Ticket> = (0..CAPACITY)
            .filter_map(|n| pool.admit_for_game(&format!("g{n}")).ok())
            .collect();
        let history = History::new(mancala_rules::Rules::new(mancala_rules::Game::EnDodoi));
        let searches = tickets
            .into_iter()
            .map(|t| pool.search(t, history.clone(), 1, Duration::from_millis(5), 0));
        let done = tokio::time::timeout(
            Duration::from_secs(30),
            futures_util::future::join_all(searches),
        )
        .await;
        assert!(done.is_ok(), "every admitted search is answered");
        assert_eq!(pool.queued(), 0);
    }
}
