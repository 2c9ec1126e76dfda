//! SQLite storage of submitted studies: one row each, written once.

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::sqlite::SqliteStore;
use super::{StoreError, StudyStore};
use mancala_domain::studies::SubmittedRecord;

/// Inserts `study`.
fn insert(db: &Connection, study: &SubmittedRecord) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO studies (id, position, name, value, solution, difficulty, created)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            study.id,
            study.position,
            study.name,
            study.value,
            study.solution,
            study.difficulty,
            study.created
        ],
    )?;
    Ok(())
}

/// The id of the oldest study of `position`, if any.
fn find(db: &Connection, position: &str) -> Result<Option<String>, StoreError> {
    Ok(db
        .query_row(
            "SELECT id FROM studies WHERE position = ?1 ORDER BY created, id LIMIT 1",
            params![position],
            |r| r.get(0),
        )
        .optional()?)
}

impl StudyStore for SqliteStore {
    fn add_study(&self, study: &SubmittedRecord) -> Result<(), StoreError> {
        insert(&*self.db()?, study)
    }

    fn add_new_study(&self, study: &SubmittedRecord) -> Result<Option<String>, StoreError> {
        let mut db = self.db()?;
        // An immediate transaction takes the database's write lock before the check, so no
        // other connection (another process on the same file) writes between the two.
        let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
        if let Some(id) = find(&tx, &study.position)? {
            return Ok(Some(id));
        }
        insert(&tx, study)?;
        tx.commit()?;
        Ok(None)
    }

    fn load_studies(&self, limit: usize) -> Result<Vec<SubmittedRecord>, StoreError> {
        let db = self.db()?;
        let mut stmt = db.prepare(&format!(
            "SELECT {COLUMNS} FROM (SELECT * FROM studies ORDER BY created DESC, id DESC LIMIT ?1)
             ORDER BY created, id"
        ))?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = stmt.query_map(params![limit], record)?;
        let mut studies = Vec::new();
        for row in rows {
            studies.push(row?);
        }
        Ok(studies)
    }

    fn load_study(&self, id: &str) -> Result<Option<SubmittedRecord>, StoreError> {
        Ok(self
            .db()?
            .query_row(
                &format!("SELECT {COLUMNS} FROM studies WHERE id = ?1"),
                params![id],
                record,
            )
            .optional()?)
    }

    fn find_study(&self, position: &str) -> Result<Option<String>, StoreError> {
        find(&*self.db()?, position)
    }
}

/// The columns of a study, in the order [`record`] reads them.
const COLUMNS: &str = "id, position, name, value, solution, difficulty, created";

/// A study's row.
fn record(r: &rusqlite::Row<'_>) -> rusqlite::Result<SubmittedRecord> {
    Ok(SubmittedRecord {
        id: r.get(0)?,
        position: r.get(1)?,
        name: r.get(2)?,
        value: r.get(3)?,
        solution: r.get(4)?,
        difficulty: r.get(5)?,
        created: r.get(6)?,
    })
}
