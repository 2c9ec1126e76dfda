//! What the service holds: every game behind its own lock, the series, the store, the
//! engine pool, the analysis jobs and the solver's places; the errors of the service are
//! [`super::error`]'s (re-exported here).
//!
//! Lock order: the series, then a game; never two games at once; nothing waits for the
//! series while holding a game.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use mancala_rules::Side;
use tokio::sync::{broadcast, watch, Mutex};

use super::engine::EnginePool;
pub use super::error::Error;
use super::feed::Feed;
use super::jobs::Jobs;
use super::lease::{Leases, LEASE_TTL};
use super::library::Library;
use super::solving::Solving;
use super::views::{GameView, SeriesView, TeamMessage};
use mancala_domain::room::Room;
use mancala_domain::series::{Book, Series};
use mancala_domain::token::now_ms;
use mancala_store::{Store, StoreError};

/// One game in play with the channels of those following it.
pub struct Slot {
    /// The game.
    pub room: Room,
    /// Updates to players and spectators (the game view as JSON text).
    pub updates: broadcast::Sender<String>,
    /// Updates to each team's members only (South's, North's).
    pub team_updates: [broadcast::Sender<String>; 2],
    /// Whether an engine move is being computed.
    pub engine_busy: bool,
    /// Whether a task is making the engine members' proposals (one a game at a time).
    pub proposals_busy: bool,
    /// Tells the lobby's feed of a change (set by [`Hub::add`]).
    pub lobby: Option<watch::Sender<u64>>,
}

impl Slot {
    /// A slot for `room`, nobody following yet.
    pub fn new(room: Room) -> Slot {
        Slot {
            room,
            updates: broadcast::channel(64).0,
            team_updates: [broadcast::channel(64).0, broadcast::channel(64).0],
            engine_busy: false,
            proposals_busy: false,
            lobby: None,
        }
    }

    /// Sends the view to everyone watching (and tells the lobby's feed).
    pub fn publish(&self) {
        let _ = self.updates.send(GameView::of(&self.room, now_ms()).text());
        if let Some(lobby) = &self.lobby {
            lobby.send_modify(|n| *n = n.wrapping_add(1));
        }
    }

    /// Sends a team's own view to that team's members.
    pub fn publish_team(&self, side: Side) {
        if let Some(message) = TeamMessage::text(&self.room, side) {
            let _ = self.team_updates[side.index()].send(message);
        }
    }

    /// Sends the view to everyone, and in a team game each team its own view.
    pub fn publish_all(&self) {
        self.publish();
        if self.room.teams.is_some() {
            self.publish_team(Side::South);
            self.publish_team(Side::North);
        }
    }
}

/// A game in play, behind its own lock.
pub type Game = Arc<Mutex<Slot>>;

/// Every series with the channels of those following each.
#[derive(Default)]
pub struct SeriesState {
    /// The series and which series each game belongs to.
    pub book: Book,
    /// Updates to everyone following a series (its view as JSON text), by series id.
    pub updates: HashMap<String, broadcast::Sender<String>>,
    /// When each series was last changed here or asked for (ms since the epoch).
    touched: HashMap<String, i64>,
    /// How many times [`SeriesState::let_go_over`] let series go (a read begun before
    /// may be older than what went).
    pub let_go_count: u64,
}

impl SeriesState {
    /// Adds a series (or replaces it with a newer copy, which keeps its time).
    pub fn insert(&mut self, series: Series) {
        self.updates
            .entry(series.id.clone())
            .or_insert_with(|| broadcast::channel(64).0);
        self.touched.entry(series.id.clone()).or_insert_with(now_ms);
        self.book.insert(series);
        self.report_size();
    }

    /// Sets the gauge of the series in memory.
    pub fn report_size(&self) {
        metrics::gauge!("mancala_series_in_memory").set(self.book.series.len() as f64);
    }

    /// Sends series `id`'s view to everyone following it.
    pub fn publish(&self, id: &str) {
        if let (Some(series), Some(updates)) = (self.book.series.get(id), self.updates.get(id)) {
            let _ = updates.send(SeriesView::of(series).text());
        }
    }

    /// Notes that series `id` was changed or asked for now (it stays a while in memory).
    pub fn touch(&mut self, id: &str) {
        if let Some(at) = self.touched.get_mut(id) {
            *at = now_ms();
        }
    }

    /// Lets go of the series that are over, followed by nobody and neither changed nor
    /// asked for in `idle_ms` (the store keeps them, and one asked for again is read
    /// from it). How many went.
    pub fn let_go_over(&mut self, idle_ms: i64, now: i64) -> usize {
        let SeriesState {
            book,
            updates,
            touched,
            let_go_count,
        } = self;
        let gone: Vec<String> = book
            .series
            .values()
            .filter(|s| {
                s.winner().is_some()
                    && updates.get(&s.id).is_none_or(|u| u.receiver_count() == 0)
                    && now.saturating_sub(touched.get(&s.id).copied().unwrap_or(0)) >= idle_ms
            })
            .map(|s| s.id.clone())
            .collect();
        for id in &gone {
            book.remove(id);
            updates.remove(id);
            touched.remove(id);
        }
        if !gone.is_empty() {
            *let_go_count += 1;
        }
        self.report_size();
        gone.len()
    }
}

/// How long a finished game nobody follows stays in memory by default.
pub const KEEP_FINISHED: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// Reads of games missing from memory that may go to the store at once.
const STORE_READS: usize = 2;

/// Longest time between two looks for finished games to let go of.
const LET_GO_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// What the service runs for analysis and studies, apart from games.
#[derive(Default)]
pub struct Analysis {
    /// Analysis jobs (engine lines, solves, reviews), on threads of their own.
    pub jobs: Jobs,
    /// The endgame databases the solver reads (`--egdb`).
    pub databases: Library,
    /// The solver's places for study checks, hints and submissions.
    pub solving: Solving,
}

/// The service: the games, the series, the store and the engine.
pub struct Hub {
    games: RwLock<HashMap<String, Game>>,
    /// The match series (locked before any game).
    pub series: Mutex<SeriesState>,
    store: Arc<dyn Store>,
    /// The engine's searches.
    pub engine: EnginePool,
    closing: watch::Sender<bool>,
    /// The lobby's feed, told of every change.
    pub lobby: Feed,
    /// The games whose timers and engine moves this process runs.
    pub leases: Leases,
    /// Analysis: jobs, the endgame databases, the solver's places.
    pub analysis: Analysis,
    /// Held from counting the engine-only games to adding a new one, so that requests at
    /// the same moment cannot all pass the count.
    pub engine_games: tokio::sync::Mutex<()>,
    /// Reads of games from the store that [`Hub::game`] may make at once.
    store_reads: tokio::sync::Semaphore,
    /// How many times [`Hub::let_go`] let games go (a read begun before may be stale).
    let_go_count: std::sync::atomic::AtomicU64,
    /// Sets going what is due in a game read from the store (set by [`super::start`]).
    wake: std::sync::OnceLock<Wake>,
}

/// Whether `id` could be a game's or a series' id (only such are looked for in the store).
pub fn plausible_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Sets going what is due in game `id` (its engine's move, its turn clock).
pub type Wake = Box<dyn Fn(String) + Send + Sync>;

impl Hub {
    /// A service over `store` with no games yet.
    pub fn new(store: Arc<dyn Store>, engine: EnginePool) -> Hub {
        Hub {
            games: RwLock::new(HashMap::new()),
            series: Mutex::new(SeriesState::default()),
            leases: Leases::new(store.shared()),
            store,
            engine,
            closing: watch::channel(false).0,
            lobby: Feed::default(),
            analysis: Analysis::default(),
            engine_games: tokio::sync::Mutex::new(()),
            store_reads: tokio::sync::Semaphore::new(STORE_READS),
            let_go_count: std::sync::atomic::AtomicU64::new(0),
            wake: std::sync::OnceLock::new(),
        }
    }

    /// What [`Hub::look_up`] calls for a game it reads from the store with something due
    /// (the first one set counts).
    pub fn on_wake(&self, wake: Wake) {
        let _ = self.wake.set(wake);
    }

    /// Whether this process runs game `id`'s timers and engine moves: always when it
    /// shares its database with nobody; otherwise when it holds the game's lease, taking
    /// it if nobody else holds it.
    pub async fn keeps(&self, id: &str) -> bool {
        if self.leases.holds(id) {
            return true;
        }
        let asked = std::time::Instant::now();
        let (game, holder) = (id.to_string(), self.leases.holder.clone());
        match self
            .write(move |s| s.take_lease(&game, &holder, LEASE_TTL))
            .await
        {
            Ok(true) => {
                self.leases.taken(id, asked);
                true
            }
            Ok(false) => false,
            Err(e) => {
                tracing::warn!("game {id}: the lease could not be taken: {e}");
                false
            }
        }
    }

    /// Tells everyone following a game or series that the server is stopping.
    pub fn close(&self) {
        self.analysis.jobs.close();
        self.closing.send_replace(true);
    }

    /// Whether the server is stopping, and when it starts to.
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.closing.subscribe()
    }

    /// Games in progress now.
    pub async fn games_in_progress(&self) -> usize {
        let mut n = 0;
        for game in self.games() {
            if !game.lock().await.room.is_over() {
                n += 1;
            }
        }
        n
    }

    /// The game `id`: in memory, or else read from the store (a finished game let go of
    /// by [`Hub::let_go`], or one another process made).
    pub async fn game(&self, id: &str) -> Result<Game, Error> {
        self.look_up(id).await.map(|(game, _)| game)
    }

    /// [`Hub::game`], and whether this call read it from the store (else it was in memory,
    /// perhaps read by another call meanwhile). A game read with its engine to move or its
    /// turn clock running is set going ([`Hub::on_wake`]).
    pub async fn look_up(&self, id: &str) -> Result<(Game, bool), Error> {
        if let Some(game) = self.find(id) {
            return Ok((game, false));
        }
        if !plausible_id(id) {
            return Err(Error::NoGame(id.to_string()));
        }
        let _turn = self.store_read_turn().await?;
        loop {
            if let Some(game) = self.find(id) {
                return Ok((game, false));
            }
            // A game let go of while it was being read may have changed just before: the
            // copy read is then read again (`adopt` refuses it).
            let generation = self.let_go_count.load(std::sync::atomic::Ordering::SeqCst);
            let Some(room) = self.load_room(id).await? else {
                return Err(Error::NoGame(id.to_string()));
            };
            // Nothing runs for a game resting in the store: what is due starts now (an
            // engine to move whose searches failed for a day, a game another process made).
            let due = room.engine_to_move().is_some() || room.clock_running();
            if let Some((game, read)) = self.adopt(room, generation) {
                if let (true, true, Some(wake)) = (read, due, self.wake.get()) {
                    wake(id.to_string());
                }
                return Ok((game, read));
            }
        }
    }

    /// A turn to read something a request asked for from the store: a few reads at a time,
    /// since reads are not rate limited and the store's connections are for moves first.
    pub async fn store_read_turn(&self) -> Result<tokio::sync::SemaphorePermit<'_>, Error> {
        self.store_reads
            .acquire()
            .await
            .map_err(|_| Error::Internal("the server is stopping".to_string()))
    }

    /// The game `id` if it is in memory.
    pub fn find(&self, id: &str) -> Option<Game> {
        self.games
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    /// Adds a game made or read just now, unless a game of its id is in memory already:
    /// the game in memory, and whether it is the one added. A game in memory is never
    /// replaced, since its followers listen to it; a caller holding a newer copy reloads
    /// the one there ([`super::room_ops::reload`]).
    pub fn add(&self, room: Room) -> (Game, bool) {
        let games = self.games.write().unwrap_or_else(|e| e.into_inner());
        if let Some(game) = games.get(&room.id) {
            return (game.clone(), false);
        }
        (self.put(games, room), true)
    }

    /// Adds `room`, read from the store, unless its game is in memory already (that one is
    /// answered: it is as new) or a game was let go of since the read began at
    /// `generation` of [`Hub::let_go`] (`None`: the copy may be older than what was let
    /// go of, and is read again); with whether it is `room`.
    fn adopt(&self, room: Room, generation: u64) -> Option<(Game, bool)> {
        let games = self.games.write().unwrap_or_else(|e| e.into_inner());
        if let Some(game) = games.get(&room.id) {
            return Some((game.clone(), false));
        }
        if self.let_go_count.load(std::sync::atomic::Ordering::SeqCst) != generation {
            return None;
        }
        Some((self.put(games, room), true))
    }

    /// Puts `room` into the games (locked by `games`, which is let go of before the lobby
    /// hears of it).
    fn put(
        &self,
        mut games: std::sync::RwLockWriteGuard<'_, HashMap<String, Game>>,
        room: Room,
    ) -> Game {
        let id = room.id.clone();
        let mut slot = Slot::new(room);
        slot.lobby = Some(self.lobby.changes());
        let game = Arc::new(Mutex::new(slot));
        games.insert(id, game.clone());
        metrics::gauge!("mancala_games_in_memory").set(games.len() as f64);
        drop(games);
        self.lobby.changed();
        game
    }

    /// Lets go of idle finished games ([`Hub::let_go`]) every minute (or every `idle`, if
    /// shorter) until the server stops.
    pub fn keep_memory(self: Arc<Hub>, idle: std::time::Duration) {
        let every = idle.clamp(std::time::Duration::from_millis(10), LET_GO_EVERY);
        let mut closing = self.closing();
        // The task holds the service weakly: a service dropped unclosed is not kept alive.
        let hub = Arc::downgrade(&self);
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = tokio::time::sleep(every) => {}
                    _ = closing.changed() => return,
                }
                let Some(hub) = hub.upgrade() else { return };
                let gone = hub.let_go(idle, now_ms());
                if gone > 0 {
                    tracing::debug!("{gone} finished games let go of (the store keeps them)");
                }
            }
        });
    }

    /// Game `id` as stored now, with its teams: `None` when it is not stored.
    pub async fn load_room(&self, id: &str) -> Result<Option<Room>, Error> {
        let id = id.to_string();
        self.write(move |s| {
            let Some(record) = s.load_game(&id)? else {
                return Ok(None);
            };
            let mut room = Room::restore(&record).map_err(StoreError::from_message)?;
            room.set_teams(s.load_teams(&id, room.game.moves_played())?);
            let grace = room.last_move_grace_ms();
            if let Some(teams) = room.teams.as_mut() {
                teams.grace_ms = grace;
            }
            Ok(Some(room))
        })
        .await
    }

    /// Lets go of the finished games nobody has followed or changed for `idle`, and of the
    /// games abandoned a day with nothing running for them (the store keeps them;
    /// [`Hub::game`] reads one again when it is asked for), so that memory holds the games
    /// being played, not every game ever made. A game its series has yet to count, one
    /// with followers, or one the engine is busy with stays. The series that are over go
    /// likewise ([`SeriesState::let_go_over`]). How many games went.
    pub fn let_go(&self, idle: std::time::Duration, now: i64) -> usize {
        let idle_ms = i64::try_from(idle.as_millis()).unwrap_or(i64::MAX);
        // The series' current games (in progress, or ended and not yet counted): with the
        // series busy, none is known and every game of a series stays this time.
        // Series that are over and idle go first (their games are let go of as any other).
        let current: Option<std::collections::HashSet<String>> =
            self.series.try_lock().ok().map(|mut state| {
                let series_gone = state.let_go_over(idle_ms, now);
                if series_gone > 0 {
                    tracing::debug!("{series_gone} series that are over let go of");
                }
                let series = state.book.series.values();
                series
                    .filter_map(|s| s.current().map(str::to_string))
                    .collect()
            });
        let can_go = |game: &Game| {
            // A game whose lock is held is in use: it stays (looked at again next time).
            let Ok(slot) = game.try_lock() else {
                return false;
            };
            let followed = slot.updates.receiver_count() > 0
                || slot.team_updates.iter().any(|t| t.receiver_count() > 0);
            // A series' game in progress, or ended and not yet counted, stays (its series
            // plays it, or counts it); a counted one rests in the store like any other,
            // read with its series' id when asked for.
            let in_series = (slot.room.series.is_some()
                || slot
                    .room
                    .teams
                    .as_ref()
                    .is_some_and(|t| t.series_id.is_some()))
                && (!slot.room.is_over()
                    || current.as_ref().is_none_or(|c| c.contains(&slot.room.id)));
            let room = &slot.room;
            let idle_long = now.saturating_sub(room.active_at()) >= idle_ms;
            let busy = slot.engine_busy || slot.proposals_busy;
            // A game left a day without a move (an invitation nobody took, a game its players
            // walked away from) rests like a finished one, when nothing runs for it: no
            // turn clock (a team game whose teams both have people) and no engine to move.
            let resting = (room.is_over() && idle_long)
                || (room.abandoned(now)
                    && !room.clock_running()
                    && room.engine_to_move().is_none());
            resting && !followed && !in_series && !busy
        };
        // Looked over under the read lock (requests go on finding games meanwhile)...
        let candidates: Vec<String> = self
            .games
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|(_, game)| can_go(game))
            .map(|(id, _)| id.clone())
            .collect();
        if candidates.is_empty() {
            return 0;
        }
        // ...then taken out under the write lock, each checked again: nobody may hold it
        // (a request between its lookup and its lock keeps it; what it does goes to the
        // store either way).
        let mut gone = Vec::new();
        let mut games = self.games.write().unwrap_or_else(|e| e.into_inner());
        for id in candidates {
            let free = games
                .get(&id)
                .is_some_and(|game| Arc::strong_count(game) == 1 && can_go(game));
            if free {
                gone.extend(games.remove(&id));
            }
        }
        if !gone.is_empty() {
            self.let_go_count
                .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
        metrics::gauge!("mancala_games_in_memory").set(games.len() as f64);
        drop(games);
        // The games themselves are freed here, outside the lock.
        gone.len()
    }

    /// The ids of the games in memory, in no order.
    pub fn ids(&self) -> Vec<String> {
        self.games
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .keys()
            .cloned()
            .collect()
    }

    /// Every game, in no order.
    pub fn games(&self) -> Vec<Game> {
        self.games
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect()
    }

    /// Runs `write` on the store in a blocking thread, off the async workers.
    pub async fn write<T: Send + 'static>(
        &self,
        write: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, Error> {
        let store = self.store.clone();
        tokio::task::spawn_blocking(move || write(&*store))
            .await
            .map_err(|e| Error::Internal(format!("a storage task failed: {e}")))?
            .map_err(Error::Store)
    }

    /// The store, for reading at start-up.
    pub fn store(&self) -> &dyn Store {
        &*self.store
    }
}
