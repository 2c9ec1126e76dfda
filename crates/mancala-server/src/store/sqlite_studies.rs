//! SQLite storage of submitted studies: one row each, written once.

use rusqlite::params;

use super::sqlite::SqliteStore;
use super::{StoreError, StudyStore};
use crate::domain::studies::SubmittedRecord;

const TABLES: &str = "
    CREATE TABLE IF NOT EXISTS studies (
        id TEXT PRIMARY KEY, position TEXT NOT NULL, name TEXT NOT NULL,
        value INTEGER NOT NULL, solution TEXT NOT NULL, difficulty INTEGER,
        created INTEGER NOT NULL);";

impl SqliteStore {
    /// Creates the studies table if needed.
    pub(crate) fn create_study_tables(&self) -> Result<(), StoreError> {
        self.db()?.execute_batch(TABLES)?;
        Ok(())
    }
}

impl StudyStore for SqliteStore {
    fn add_study(&self, study: &SubmittedRecord) -> Result<(), StoreError> {
        self.db()?.execute(
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

    fn load_studies(&self) -> Result<Vec<SubmittedRecord>, StoreError> {
        let db = self.db()?;
        let mut stmt = db.prepare(
            "SELECT id, position, name, value, solution, difficulty, created
             FROM studies ORDER BY created, id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(SubmittedRecord {
                id: r.get(0)?,
                position: r.get(1)?,
                name: r.get(2)?,
                value: r.get(3)?,
                solution: r.get(4)?,
                difficulty: r.get(5)?,
                created: r.get(6)?,
            })
        })?;
        let mut studies = Vec::new();
        for row in rows {
            studies.push(row?);
        }
        Ok(studies)
    }
}
