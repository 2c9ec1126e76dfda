//! The engine's searches on a pool of one thread a core, fed by a bounded queue: each
//! search is admitted first ([`EnginePool::admit`]), at most [`PER_CLIENT`] waiting or
//! running for one client and [`QUEUE`] in all for clients, so nobody can queue searches
//! without end and crowd out the answers to others; beyond that the client is told when to
//! try again. Searches the server makes on its own (turn clocks, engine members, games
//! the engine plays alone) are bounded apart: at most one waiting or running a game
//! ([`EnginePool::admit_for_game`]) and at most [`SERVER_RESERVE`] in all. A thread that
//! comes free takes the clients' searches first: however many games the engine plays on
//! the server's account (engine-only games, teams of engine members), a player's answer
//! waits only for the searches already running and the players' ahead of it.

use std::collections::{HashMap, HashSet, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_player::{engine_move, genmove, Misses, MAX_LEVEL};
use mancala_rules::{History, Move};
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
/// Most of the server's own searches waiting or running (refused past it, retried later).
pub const SERVER_RESERVE: usize = 16;
/// Most searches waiting or running in all, the server's included.
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
    /// The clients' searches, all clients together.
    clients: usize,
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
        if self.client != Client::Server {
            held.clients = held.clients.saturating_sub(1);
        }
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

/// The admitted searches waiting for a thread: the clients' are taken first.
#[derive(Default)]
struct Waiting {
    clients: VecDeque<Job>,
    server: VecDeque<Job>,
    /// The pool is gone: the threads end.
    closed: bool,
}

/// The waiting searches and the signal that one was added.
#[derive(Default)]
struct Queue {
    waiting: Mutex<Waiting>,
    added: Condvar,
}

/// The pool of engine searches.
pub struct EnginePool {
    queue: Arc<Queue>,
    counts: Arc<Counts>,
    threads: usize,
}

impl Drop for EnginePool {
    fn drop(&mut self) {
        let mut waiting = self.queue.waiting.lock().unwrap_or_else(|e| e.into_inner());
        waiting.closed = true;
        self.queue.added.notify_all();
    }
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
        let queue = Arc::new(Queue::default());
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
            queue,
            counts: Arc::new(Counts::default()),
            threads,
        }
    }

    /// Searches waiting or running now.
    pub fn queued(&self) -> usize {
        self.counts.total.load(Ordering::Relaxed)
    }

    /// Admits a search for `client`, or tells it when to try again. A client's counts
    /// against [`PER_CLIENT`] and [`QUEUE`]; the server's (not tied to a game) against
    /// [`SERVER_RESERVE`].
    pub fn admit(&self, client: Client) -> Result<Ticket, Error> {
        self.admit_as(client, None)
    }

    /// Admits a search the server makes for game `game`: refused while another one for
    /// that game waits or runs (it is retried after a second, or dropped), or when
    /// [`SERVER_RESERVE`] of the server's searches already wait or run.
    pub fn admit_for_game(&self, game: &str) -> Result<Ticket, Error> {
        self.admit_as(Client::Server, Some(game))
    }

    fn admit_as(&self, client: Client, game: Option<&str>) -> Result<Ticket, Error> {
        let mut held = self.counts.held.lock().unwrap_or_else(|e| e.into_inner());
        let busy = match client {
            Client::Peer(_) => {
                let mine = held.by_client.get(&client).copied().unwrap_or(0);
                if mine >= PER_CLIENT {
                    Some(format!(
                        "the engine is already thinking for you {mine} times (at most {PER_CLIENT}): try again shortly"
                    ))
                } else if held.clients >= QUEUE {
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
                let server = held.by_client.get(&Client::Server).copied().unwrap_or(0);
                (server >= SERVER_RESERVE).then(|| {
                    format!("the engine has {SERVER_RESERVE} of the server's searches waiting")
                })
            }
        };
        if let Some(message) = busy {
            // A client waits for the clients' searches ahead of it (the server's come after).
            let ahead = match client {
                Client::Peer(_) => held.clients,
                Client::Server => self.queued(),
            };
            return Err(Error::Busy {
                message,
                retry_after: self.retry_after(ahead),
            });
        }
        if client != Client::Server {
            held.clients += 1;
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

    /// Seconds after which a refused client may try again: the time `ahead` searches take.
    fn retry_after(&self, ahead: usize) -> u64 {
        let seconds = ENGINE_MOVE_TIME.as_secs_f64() * ahead as f64 / self.threads as f64;
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
        {
            let mut waiting = self.queue.waiting.lock().unwrap_or_else(|e| e.into_inner());
            if job._ticket.client == Client::Server {
                waiting.server.push_back(job);
            } else {
                waiting.clients.push_back(job);
            }
        }
        self.queue.added.notify_one();
        answer.await.ok().flatten()
    }
}

/// The next search to run, the clients' first; `None` once the pool is gone.
fn next_job(queue: &Queue) -> Option<Job> {
    let mut waiting = queue.waiting.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        if waiting.closed {
            return None;
        }
        if let Some(job) = waiting
            .clients
            .pop_front()
            .or_else(|| waiting.server.pop_front())
        {
            return Some(job);
        }
        waiting = queue.added.wait(waiting).unwrap_or_else(|e| e.into_inner());
    }
}

/// A search thread: takes jobs until the pool is gone. It runs at a lower priority
/// than the threads that answer requests, so searches use the cores they leave.
fn work(queue: &Queue) {
    lower_priority();
    while let Some(job) = next_job(queue) {
        let mut engine = Engine::new(16, job.seed);
        let limits = Limits {
            movetime: Some(job.time),
            ..Limits::default()
        };
        // Level 10 asks the solver first, as the protocol's genmove and the match runner do;
        // below it the solver is never asked, so no solver table is made.
        let best = if job.level == MAX_LEVEL {
            let solver = Solver::new(16);
            genmove(
                &mut engine,
                &solver,
                &Misses::new(),
                &job.game,
                job.level,
                &limits,
            )
            .map(|c| c.best)
        } else {
            engine_move(&mut engine, &job.game, job.level, &limits).map(|r| r.best)
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
    fn the_servers_searches_are_one_a_game_and_bounded_apart_from_the_clients() {
        let pool = EnginePool::new(1);
        let first = pool.admit_for_game("g0").ok();
        assert!(first.is_some());
        assert!(
            matches!(pool.admit_for_game("g0"), Err(Error::Busy { .. })),
            "a second search for the same game waits for the first"
        );
        drop(first);
        let held: Vec<Ticket> = (0..CAPACITY)
            .filter_map(|n| pool.admit_for_game(&format!("g{n}")).ok())
            .collect();
        assert_eq!(held.len(), SERVER_RESERVE);
        assert!(matches!(
            pool.admit(Client::Server),
            Err(Error::Busy { .. })
        ));
        // However many the server has waiting, the clients keep their whole queue.
        let mut clients: Vec<Ticket> = (0..QUEUE as u8)
            .map(|n| pool.admit(peer(n)).expect("a client's place"))
            .collect();
        assert_eq!(pool.queued(), CAPACITY);
        assert!(
            matches!(pool.admit(peer(200)), Err(Error::Busy { .. })),
            "QUEUE clients' searches waiting"
        );
        clients.pop();
        assert!(pool.admit(peer(200)).is_ok());
        let second = pool.admit(peer(1)).expect("a second place for one client");
        assert!(
            matches!(pool.admit(peer(1)), Err(Error::Busy { .. })),
            "PER_CLIENT at most"
        );
        drop((second, held));
    }

    /// A client's search is run before the server's that were waiting when it came.
    #[tokio::test]
    async fn a_clients_search_goes_before_the_servers_waiting_ones() {
        let pool = Arc::new(EnginePool::new(1));
        let history = History::new(mancala_rules::Rules::new(mancala_rules::Game::EnDodoi));
        let order = Arc::new(Mutex::new(Vec::new()));
        let search = |ticket: Ticket, name: String| {
            let (pool, history, order) = (pool.clone(), history.clone(), order.clone());
            async move {
                pool.search(ticket, history, 1, Duration::from_millis(50), 0)
                    .await;
                order.lock().expect("not poisoned").push(name);
            }
        };
        let mut searches = Vec::new();
        for n in 0..6 {
            let ticket = pool.admit_for_game(&format!("g{n}")).expect("a place");
            searches.push(tokio::spawn(search(ticket, format!("server {n}"))));
        }
        // The first server search has been taken by the thread (or soon is): the client's
        // comes next, before the five others.
        tokio::task::yield_now().await;
        let ticket = pool.admit(peer(1)).expect("a place");
        searches.push(tokio::spawn(search(ticket, "client".to_string())));
        for s in searches {
            s.await.expect("no panic");
        }
        let order = order.lock().expect("not poisoned").clone();
        let at = order.iter().position(|n| n == "client").expect("answered");
        assert!(at <= 1, "{order:?}");
    }

    #[tokio::test]
    async fn every_admitted_search_is_answered() {
        let pool = EnginePool::new(1);
        let tickets: Vec<Ticket> = (0..CAPACITY)
            .filter_map(|n| pool.admit_for_game(&format!("g{n}")).ok())
            .chain((0..QUEUE as u8).filter_map(|n| pool.admit(peer(n)).ok()))
            .collect();
        assert_eq!(tickets.len(), CAPACITY);
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
