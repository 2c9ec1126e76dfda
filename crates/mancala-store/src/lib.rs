#![doc = include_str!("../README.md")]

#[cfg(feature = "postgres")]
mod postgres;
#[cfg(all(feature = "sqlite", feature = "postgres"))]
mod postgres_copy;
#[cfg(feature = "postgres")]
mod postgres_rows;
#[cfg(feature = "postgres")]
mod postgres_schema;
#[cfg(feature = "postgres")]
mod postgres_series;
#[cfg(feature = "postgres")]
mod postgres_studies;
#[cfg(feature = "postgres")]
mod postgres_teams;
mod schema;
mod shared;
#[cfg(feature = "sqlite")]
mod sqlite;
#[cfg(feature = "sqlite")]
mod sqlite_rows;
#[cfg(feature = "sqlite")]
mod sqlite_schema;
#[cfg(feature = "sqlite")]
mod sqlite_series;
#[cfg(feature = "sqlite")]
mod sqlite_studies;
#[cfg(feature = "sqlite")]
mod sqlite_teams;

#[cfg(feature = "postgres")]
pub use postgres::PostgresStore;
#[cfg(all(feature = "sqlite", feature = "postgres"))]
pub use postgres_copy::Copied;
pub use shared::{Change, Database, SharedStore};
#[cfg(feature = "sqlite")]
pub use sqlite::SqliteStore;

use mancala_rules::Side;

use mancala_domain::room::GameRecord;
use mancala_domain::series::SeriesRecord;
use mancala_domain::studies::SubmittedRecord;
use mancala_domain::teams::{ChatLine, Member, Proposal, Teams};

/// A storage failure.
#[derive(Debug, thiserror::Error)]
#[error("storage: {message}")]
pub struct StoreError {
    message: String,
    conflict: bool,
}

impl StoreError {
    /// An error with this message.
    pub fn from_message(message: String) -> StoreError {
        StoreError {
            message,
            conflict: false,
        }
    }

    /// A change refused because another writer changed the same thing first (a move at
    /// a ply already taken, a seat already given): reload and try again.
    pub fn conflict(message: String) -> StoreError {
        StoreError {
            message,
            conflict: true,
        }
    }

    /// What went wrong, without the "storage:" before it.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Whether another writer changed the same thing first.
    pub fn is_conflict(&self) -> bool {
        self.conflict
    }
}

/// Whether game `id`, stored with `stored` moves and resigned by `resigned`, is as its
/// writer saw it (`ply` moves, no resignation); a conflict otherwise. Both backends check
/// with it, under their own lock on the game.
fn expect_ply(id: &str, resigned: Option<&str>, stored: i64, ply: usize) -> Result<(), StoreError> {
    if let Some(side) = resigned {
        return Err(StoreError::conflict(format!(
            "game {id} was resigned by {side}"
        )));
    }
    if stored != ply as i64 {
        return Err(StoreError::conflict(format!(
            "game {id} has {stored} moves, not {ply}"
        )));
    }
    Ok(())
}

/// A seat given when one row of `id`'s seats changed; a conflict when none did (the seat
/// had a token already: another writer took it first).
fn seat_taken(changed: u64, id: &str) -> Result<(), StoreError> {
    one_row(changed, || {
        format!("a seat of game {id} was taken meanwhile")
    })
}

/// Whether an update linking game `id` to a rematch changed its row (`changed`): a
/// conflict when not (it had a rematch already, or is gone).
fn rematch_set(changed: u64, id: &str) -> Result<(), StoreError> {
    one_row(changed, || format!("game {id} got a rematch meanwhile"))
}

/// `Ok` when a conditional update changed one row (`changed`), else the conflict `why`.
fn one_row(changed: u64, why: impl FnOnce() -> String) -> Result<(), StoreError> {
    if changed == 1 {
        Ok(())
    } else {
        Err(StoreError::conflict(why()))
    }
}

/// The ids of the games active at or after `$1` (ms since the epoch): made, moved in, or
/// a team game whose turn (and clock) started then. The same SQL serves both stores
/// (SQLite takes `$1` as a parameter too).
const ACTIVE_GAME_IDS: &str = "SELECT id FROM games WHERE created >= $1
     UNION SELECT game_id FROM moves WHERE played >= $1
     UNION SELECT game_id FROM team_games WHERE turn_started >= $1";

/// The ids of the series in play (a game not yet counted), for both stores.
const SERIES_IN_PLAY_IDS: &str =
    "SELECT DISTINCT series_id FROM series_games WHERE result IS NULL ORDER BY series_id";

/// The series a game (the row of `games` read) is a game of, as a column of its read.
const SERIES_OF_GAME: &str =
    "SELECT series_id FROM series_games WHERE series_games.game_id = games.id LIMIT 1";

/// When the last game was made, move played or team turn started: the same activity as
/// [`ACTIVE_GAME_IDS`], for both stores.
const LAST_ACTIVITY: &str = "SELECT MAX(t) FROM (SELECT MAX(created) AS t FROM games
     UNION ALL SELECT MAX(played) FROM moves
     UNION ALL SELECT MAX(turn_started) FROM team_games) AS activity";

/// Which stored series to read.
#[derive(Clone, Copy)]
pub(crate) enum SeriesSelection<'a> {
    /// Every series.
    All,
    /// The series of this id.
    One(&'a str),
    /// The series in play: those with a game not yet counted.
    InPlay,
}

impl SeriesSelection<'_> {
    /// The `WHERE` clause (with `$1` for the id of [`SeriesSelection::One`]) and the id.
    fn filter(self) -> (&'static str, Option<String>) {
        match self {
            SeriesSelection::All => ("", None),
            SeriesSelection::One(id) => ("WHERE id = $1", Some(id.to_string())),
            SeriesSelection::InPlay => (
                "WHERE id IN (SELECT series_id FROM series_games WHERE result IS NULL)",
                None,
            ),
        }
    }
}

/// Which stored games to read.
#[derive(Clone, Copy)]
enum Selection<'a> {
    /// Every game.
    All,
    /// The game of this id.
    One(&'a str),
    /// The games active at or after this time (made, moved in, a team turn started).
    ActiveSince(i64),
}

/// The value of a selection's `$1`.
enum SelectionParam {
    /// A game's id.
    Id(String),
    /// A time, ms since the epoch.
    Time(i64),
}

impl Selection<'_> {
    /// The `SELECT` of the games' own columns that `self` selects, oldest first (one
    /// statement a selection, so that one game is found by its key), with its `$1`.
    fn query(self) -> (String, Option<SelectionParam>) {
        let (filter, param) = match self {
            Selection::All => (String::new(), None),
            Selection::One(id) => (
                "WHERE id = $1".to_string(),
                Some(SelectionParam::Id(id.to_string())),
            ),
            Selection::ActiveSince(since) => (
                format!("WHERE id IN ({ACTIVE_GAME_IDS})"),
                Some(SelectionParam::Time(since)),
            ),
        };
        let query = format!(
            "SELECT id, start, south, north, resigned, listed, created, rematch, ({SERIES_OF_GAME})
             FROM games {filter} ORDER BY created, id"
        );
        (query, param)
    }
}

/// A new game of a series to store: the game, who is South in it, its teams in a team series.
#[derive(Clone, Copy)]
pub struct NewSeriesGame<'a> {
    /// The game with its seats.
    pub game: &'a GameRecord,
    /// The player who is South: `a` or `b`.
    pub south: &'a str,
    /// The game's teams, in a series of team games.
    pub teams: Option<&'a Teams>,
}

/// Games, their seats and moves.
pub trait GameStore {
    /// Stores a new game with its seats.
    fn create(&self, game: &GameRecord, created: i64) -> Result<(), StoreError>;
    /// Gives a seat its token and uses up its invitation; a conflict when the seat has a
    /// token already (another writer took it first).
    fn take_seat(&self, id: &str, side: usize, token_hash: &str) -> Result<(), StoreError>;
    /// Appends a move at ply index `ply` (0 for the first move of the game), played at
    /// `at` (ms since the epoch); a conflict unless the game has exactly `ply` moves and
    /// no resignation.
    fn add_move(&self, id: &str, ply: usize, mv: &str, at: i64) -> Result<(), StoreError>;
    /// Deletes the moves from ply index `from` on (an undo) of the game its writer saw
    /// with `ply` moves; a conflict unless it has exactly those and no resignation.
    fn truncate_moves(&self, id: &str, from: usize, ply: usize) -> Result<(), StoreError>;
    /// Links finished game `id` to its rematch `rematch`; a conflict when it has one
    /// already (another player started it first).
    fn set_rematch(&self, id: &str, rematch: &str) -> Result<(), StoreError>;
    /// Records that `side` resigned the game its writer saw with `ply` moves; a conflict
    /// unless it has exactly those and no resignation.
    fn set_resigned(&self, id: &str, side: &str, ply: usize) -> Result<(), StoreError>;
    /// Every stored game, oldest first.
    fn load_all(&self) -> Result<Vec<GameRecord>, StoreError>;
    /// The ids of the games active at or after `since` (ms since the epoch): made, moved
    /// in, or a team game whose turn (and clock) started then.
    fn active_game_ids(&self, since: i64) -> Result<Vec<String>, StoreError>;
    /// The stored games active at or after `since` (as for `active_game_ids`), oldest first.
    fn load_active(&self, since: i64) -> Result<Vec<GameRecord>, StoreError>;
    /// When the last game was made, move played or team turn started (ms since the epoch);
    /// `None` when no game is stored.
    fn last_activity(&self) -> Result<Option<i64>, StoreError>;
}

/// Team games: settings, members, sowers, proposals with agreement, chat.
pub trait TeamStore {
    /// Stores a new team game with its teams.
    fn create_team_game(
        &self,
        game: &GameRecord,
        created: i64,
        teams: &Teams,
    ) -> Result<(), StoreError>;
    /// Adds a member, with the team's sower (which the first member becomes) and its
    /// invitation code (renewed when the team's first person joins); in a team series
    /// (`series`: its id and the player the team is) the series' copy of the code too;
    /// and the turn's new start (`turn_started`) when this join starts the clock.
    fn add_member(
        &self,
        id: &str,
        member: &Member,
        sower: Option<u32>,
        invite: &str,
        series: Option<(&str, usize)>,
        turn_started: Option<i64>,
    ) -> Result<(), StoreError>;
    /// Sets a team's sower.
    fn set_sower(&self, id: &str, side: Side, sower: u32) -> Result<(), StoreError>;
    /// Writes a team's proposals and agreement for the turn at `ply` (replacing what was there).
    fn save_proposals(
        &self,
        id: &str,
        side: Side,
        ply: usize,
        proposals: &[Proposal],
        next_proposal: u32,
    ) -> Result<(), StoreError>;
    /// A move in a team game with its new turn: the proposals go and the clock restarts.
    fn add_team_move(
        &self,
        id: &str,
        ply: usize,
        mv: &str,
        turn_started: i64,
    ) -> Result<(), StoreError>;
    /// Restarts the turn clock (after a restart of the server), keeping the proposals.
    fn set_turn_started(&self, id: &str, turn_started: i64) -> Result<(), StoreError>;
    /// Appends a chat line.
    fn add_chat(&self, id: &str, side: Side, line: &ChatLine) -> Result<(), StoreError>;
    /// The teams of game `id` if it is a team game, with proposals of the turn at `ply` only.
    fn load_teams(&self, id: &str, ply: usize) -> Result<Option<Teams>, StoreError>;
}

/// Match series: the series, its two players and its games in order.
pub trait SeriesStore {
    /// Stores a new series with its players and its first game.
    fn create_series(
        &self,
        series: &SeriesRecord,
        first: NewSeriesGame<'_>,
        created: i64,
    ) -> Result<(), StoreError>;
    /// Records how game `index` of a series ended and, unless the series is over, stores
    /// the next game.
    fn finish_series_game(
        &self,
        series_id: &str,
        index: usize,
        result: &str,
        next: Option<NewSeriesGame<'_>>,
        created: i64,
    ) -> Result<(), StoreError>;
    /// Gives a series player its token and uses up its invitation; the player's seat in
    /// the game in progress (`current`: game id and side), if any, takes the token too.
    fn join_series(
        &self,
        series_id: &str,
        player: usize,
        token_hash: &str,
        current: Option<(&str, &str)>,
    ) -> Result<(), StoreError>;
    /// Every stored series with its players and games, oldest first.
    fn load_series(&self) -> Result<Vec<SeriesRecord>, StoreError>;
    /// The series in play (a game of theirs not yet counted), oldest first; a series that
    /// is over rests in the store ([`SharedStore::load_one_series`] reads it).
    fn load_series_in_play(&self) -> Result<Vec<SeriesRecord>, StoreError>;
    /// The ids of the series in play, sorted ([`SeriesStore::load_series_in_play`]
    /// without reading them).
    fn series_in_play_ids(&self) -> Result<Vec<String>, StoreError>;
}

/// Studies submitted by players (and verified by the solver).
pub trait StudyStore {
    /// Stores a new study; a conflict when its id is taken.
    fn add_study(&self, study: &SubmittedRecord) -> Result<(), StoreError>;
    /// The newest `limit` submitted studies, oldest first.
    fn load_studies(&self, limit: usize) -> Result<Vec<SubmittedRecord>, StoreError>;
    /// The submitted study `id`, if there is one.
    fn load_study(&self, id: &str) -> Result<Option<SubmittedRecord>, StoreError>;
    /// The id of the oldest submitted study of `position` (its stored position text), if any.
    fn find_study(&self, position: &str) -> Result<Option<String>, StoreError>;
    /// Stores a new study unless its position is already a study: then nothing is stored and
    /// that study's id is returned. One step, even for processes sharing the database.
    fn add_new_study(&self, study: &SubmittedRecord) -> Result<Option<String>, StoreError>;
}

/// Everything the server stores.
pub trait Store:
    GameStore + TeamStore + SeriesStore + StudyStore + SharedStore + Send + Sync
{
}

impl<T: GameStore + TeamStore + SeriesStore + StudyStore + SharedStore + Send + Sync> Store for T {}
