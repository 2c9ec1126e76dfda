//! What the two backends' numbered migrations share: a migration's name and SQL, and the
//! names that both lists follow, so that schema version N means the same on SQLite and on
//! PostgreSQL.

/// One step of a schema: it runs once, in order, and the database then records its number.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Migration {
    /// What it adds, the same words in both backends' lists.
    pub name: &'static str,
    /// The statements, in the backend's dialect.
    pub sql: &'static str,
}

impl Migration {
    /// Logs that migration `number` (counted from 1) of `backend` ran.
    pub(crate) fn log(&self, backend: &str, number: usize) {
        tracing::info!("{backend} schema: migration {number} ({})", self.name);
    }
}

/// The indexes that let [`crate::ACTIVE_GAME_IDS`] and [`crate::LAST_ACTIVITY`] read only
/// the recent rows, not every game and move ever stored, and a game's series be found by
/// its id (migration 5 of both stores).
pub(crate) const LOOKUP_INDEXES: &str = "
    CREATE INDEX IF NOT EXISTS games_created ON games (created);
    CREATE INDEX IF NOT EXISTS moves_played ON moves (played);
    CREATE INDEX IF NOT EXISTS team_games_turn_started ON team_games (turn_started);
    CREATE INDEX IF NOT EXISTS series_games_game ON series_games (game_id);";

/// The index of the games not yet counted by their series: the series in play are found
/// by it, without reading every series game (migration 6 of both stores).
pub(crate) const SERIES_IN_PLAY_INDEX: &str = "
    CREATE INDEX IF NOT EXISTS series_games_in_play ON series_games (series_id)
        WHERE result IS NULL;";

#[cfg(test)]
mod tests {
    /// The migrations' names in order; migration N of either backend is the N-th of these.
    const NAMES: &[&str] = &[
        "games, seats, moves, teams, series",
        "studies",
        "the time of a move, a game's rematch",
        "studies by position",
        "recent activity by index",
        "series in play by index",
    ];

    /// Both backends have one migration for each name, in the same order: schema version N
    /// means the same tables in either.
    #[test]
    fn both_backends_number_their_migrations_alike() {
        let sqlite: Vec<&str> = crate::sqlite_schema::MIGRATIONS
            .iter()
            .map(|m| m.name)
            .collect();
        let postgres: Vec<&str> = crate::postgres_schema::MIGRATIONS
            .iter()
            .map(|m| m.name)
            .collect();
        assert_eq!(sqlite, NAMES);
        assert_eq!(postgres, NAMES);
    }
}
