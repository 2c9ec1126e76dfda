//! PostgreSQL storage of submitted studies: one row each, written once, seen by every
//! process sharing the database (each reads the table when asked).

use ::postgres::{Row, Transaction};

use super::postgres::PostgresStore;
use super::postgres_rows::col;
use super::{StoreError, StudyStore};
use mancala_domain::studies::SubmittedRecord;

/// The advisory lock under which a new study is checked against the stored ones and written,
/// so that two processes cannot both store the same position.
const NEW_STUDY_LOCK: i64 = 7_243_002;

/// Inserts `study` in the transaction.
fn insert(tx: &mut Transaction<'_>, study: &SubmittedRecord) -> Result<(), StoreError> {
    let difficulty = study.difficulty.map(i64::from);
    tx.execute(
        "INSERT INTO studies (id, position, name, value, solution, difficulty, created)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        &[
            &study.id,
            &study.position,
            &study.name,
            &i64::from(study.value),
            &study.solution,
            &difficulty,
            &study.created,
        ],
    )?;
    Ok(())
}

/// The SQL that finds the oldest study of a position.
const FIND: &str = "SELECT id FROM studies WHERE position = $1 ORDER BY created, id LIMIT 1";

impl StudyStore for PostgresStore {
    fn add_study(&self, study: &SubmittedRecord) -> Result<(), StoreError> {
        self.in_tx(|tx| insert(tx, study))
    }

    fn add_new_study(&self, study: &SubmittedRecord) -> Result<Option<String>, StoreError> {
        self.in_tx(|tx| {
            // Held to the end of the transaction: another process's check and insert of a
            // new study wait for this one's to be committed, and then see its row.
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&NEW_STUDY_LOCK])?;
            if let Some(row) = tx.query_opt(FIND, &[&study.position])? {
                return Ok(Some(col(&row, 0)?));
            }
            insert(tx, study)?;
            Ok(None)
        })
    }

    fn load_studies(&self, limit: usize) -> Result<Vec<SubmittedRecord>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.with(|client| {
            let rows = client.query(
                &format!(
                    "SELECT {COLUMNS} FROM (SELECT * FROM studies ORDER BY created DESC, id DESC LIMIT $1) newest
                     ORDER BY created, id"
                ),
                &[&limit],
            )?;
            rows.iter().map(record).collect()
        })
    }

    fn load_study(&self, id: &str) -> Result<Option<SubmittedRecord>, StoreError> {
        self.with(|client| {
            client
                .query_opt(
                    &format!("SELECT {COLUMNS} FROM studies WHERE id = $1"),
                    &[&id],
                )?
                .as_ref()
                .map(record)
                .transpose()
        })
    }

    fn find_study(&self, position: &str) -> Result<Option<String>, StoreError> {
        self.with(|client| {
            client
                .query_opt(FIND, &[&position])?
                .as_ref()
                .map(|row| col(row, 0))
                .transpose()
        })
    }
}

/// The columns of a study, in the order [`record`] reads them.
const COLUMNS: &str = "id, position, name, value, solution, difficulty, created";

/// A study's row, its numbers checked.
fn record(row: &Row) -> Result<SubmittedRecord, StoreError> {
    let value: i64 = col(row, 3)?;
    let difficulty: Option<i64> = col(row, 5)?;
    Ok(SubmittedRecord {
        id: col(row, 0)?,
        position: col(row, 1)?,
        name: col(row, 2)?,
        value: i32::try_from(value)
            .map_err(|_| StoreError::from_message(format!("bad stored study value: {value}")))?,
        solution: col(row, 4)?,
        difficulty: difficulty
            .map(|d| {
                u8::try_from(d).map_err(|_| {
                    StoreError::from_message(format!("bad stored study difficulty: {d}"))
                })
            })
            .transpose()?,
        created: col(row, 6)?,
    })
}
