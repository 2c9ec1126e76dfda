//! PostgreSQL storage of match series: the series, its two players and its games in
//! order. The same tables as SQLite's; a game of a series and the series row that
//! points to it are written in one transaction, and both are announced.

use ::postgres::Transaction;

use super::postgres::PostgresStore;
use super::postgres_rows::{col, insert_game, insert_teams, load_series, PLAYERS};
use super::{NewSeriesGame, SeriesSelection, SeriesStore, StoreError};
use mancala_domain::series::SeriesRecord;

impl SeriesStore for PostgresStore {
    fn create_series(
        &self,
        series: &SeriesRecord,
        first: NewSeriesGame<'_>,
        created: i64,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute(
                "INSERT INTO series (id, start, target, listed, created, teams) VALUES ($1, $2, $3, $4, $5, $6)",
                &[&series.id, &series.start, &i64::from(series.target), &series.listed, &created, &series.teams],
            )?;
            for (i, player) in PLAYERS.iter().enumerate() {
                tx.execute(
                    "INSERT INTO series_players (series_id, player, kind, token_hash, invite) VALUES ($1, $2, $3, $4, $5)",
                    &[&series.id, player, &series.players[i], &series.token_hashes[i], &series.invites[i]],
                )?;
            }
            add_game(tx, &series.id, 0, first, created)?;
            self.announce_game(tx, &first.game.id)?;
            self.announce_series(tx, &series.id)
        })
    }

    fn finish_series_game(
        &self,
        series_id: &str,
        index: usize,
        result: &str,
        next: Option<NewSeriesGame<'_>>,
        created: i64,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            // Two processes counting the same game: the second finds it counted.
            let updated = tx.execute(
                "UPDATE series_games SET result = $3 WHERE series_id = $1 AND idx = $2 AND result IS NULL",
                &[&series_id, &(index as i64), &result],
            )?;
            if updated == 0 {
                return Err(StoreError::conflict(format!(
                    "game {index} of series {series_id} is counted already (or missing)"
                )));
            }
            if let Some(game) = next {
                add_game(tx, series_id, index + 1, game, created)?;
                self.announce_game(tx, &game.game.id)?;
            }
            self.announce_series(tx, series_id)
        })
    }

    fn join_series(
        &self,
        series_id: &str,
        player: usize,
        token_hash: &str,
        current: Option<(&str, &str)>,
    ) -> Result<(), StoreError> {
        let player = PLAYERS
            .get(player)
            .ok_or_else(|| StoreError::from_message(format!("no player {player}")))?;
        self.in_tx(|tx| {
            tx.execute(
                "UPDATE series_players SET token_hash = $3, invite = NULL WHERE series_id = $1 AND player = $2",
                &[&series_id, player, &token_hash],
            )?;
            if let Some((game_id, side)) = current {
                tx.execute(
                    "UPDATE seats SET token_hash = $3, invite = NULL WHERE game_id = $1 AND side = $2",
                    &[&game_id, &side, &token_hash],
                )?;
                self.announce_game(tx, game_id)?;
            }
            self.announce_series(tx, series_id)
        })
    }

    fn load_series(&self) -> Result<Vec<SeriesRecord>, StoreError> {
        self.with(|client| load_series(client, SeriesSelection::All))
    }

    fn load_series_in_play(&self) -> Result<Vec<SeriesRecord>, StoreError> {
        self.with(|client| load_series(client, SeriesSelection::InPlay))
    }

    fn series_in_play_ids(&self) -> Result<Vec<String>, StoreError> {
        self.with(|client| {
            let rows = client.query(super::SERIES_IN_PLAY_IDS, &[])?;
            rows.iter().map(|r| col(r, 0)).collect()
        })
    }
}

/// Stores a game, its teams if any, and its place in the series (within the caller's transaction).
fn add_game(
    tx: &mut Transaction<'_>,
    series_id: &str,
    index: usize,
    new: NewSeriesGame<'_>,
    created: i64,
) -> Result<(), StoreError> {
    insert_game(tx, new.game, created)?;
    if let Some(teams) = new.teams {
        insert_teams(tx, &new.game.id, teams)?;
    }
    tx.execute(
        "INSERT INTO series_games (series_id, idx, game_id, south, result) VALUES ($1, $2, $3, $4, NULL)",
        &[&series_id, &(index as i64), &new.game.id, &new.south],
    )?;
    Ok(())
}
