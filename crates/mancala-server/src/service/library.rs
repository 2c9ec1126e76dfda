//! The endgame databases the solver consults (loaded at start with `--egdb DIR`) and the
//! solvers made with them. A leaf of the service: it uses no other service module.

use std::path::Path;
use std::sync::{Arc, RwLock};

use mancala_rules::Position;
use mancala_solver::egdb::Database;
use mancala_solver::{Oracle, Solver};

/// Megabytes of proof table a solve job's solver takes.
pub const SOLVER_TABLE_MB: usize = 64;

/// The endgame databases the solver consults (loaded at start with `--egdb DIR`).
#[derive(Default)]
pub struct Library {
    databases: RwLock<Vec<Arc<Database>>>,
}

/// Several databases as one oracle: the first that knows a position answers.
struct Databases(Vec<Arc<Database>>);

impl Oracle for Databases {
    fn probe(&self, position: &Position) -> Option<i32> {
        self.0.iter().find_map(|db| db.probe(position))
    }

    fn layer_bounds(&self, position: &Position) -> Option<(i32, i32)> {
        self.0.iter().find_map(|db| db.layer_bounds(position))
    }
}

impl Library {
    /// Loads the endgame databases in `dir` (see [`Library::open_egdb`]) and consults them
    /// from now on. Returns a line for each one loaded.
    pub fn load_egdb(&self, dir: &Path) -> Result<Vec<String>, String> {
        Ok(self.add(Library::open_egdb(dir)?))
    }

    /// Opens the endgame databases in `dir`: a database itself (its layer files), or a
    /// folder of databases, one a subfolder.
    pub fn open_egdb(dir: &Path) -> Result<Vec<Database>, String> {
        let mut loaded = Vec::new();
        match Database::open(dir) {
            Ok(db) => loaded.push(db),
            Err(first) => {
                let entries =
                    std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                let mut subdirs: Vec<_> = entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.is_dir())
                    .collect();
                subdirs.sort();
                for sub in subdirs {
                    // A database's errors name the file or folder at fault.
                    loaded.push(Database::open(&sub).map_err(|e| e.to_string())?);
                }
                if loaded.is_empty() {
                    return Err(first.to_string());
                }
            }
        }
        Ok(loaded)
    }

    /// Consults `loaded` from now on. Returns a line for each.
    pub fn add(&self, loaded: Vec<Database>) -> Vec<String> {
        let lines = loaded
            .iter()
            .map(|db| {
                let rules = db.rules();
                format!(
                    "{} 2x{}: layers {:?} ({} entries)",
                    rules.game().name(),
                    rules.holes(),
                    db.layers(),
                    db.entries()
                )
            })
            .collect();
        self.databases
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .extend(loaded.into_iter().map(Arc::new));
        lines
    }

    /// A solver of one thread with the databases loaded.
    pub fn solver(&self) -> Solver {
        let databases = self
            .databases
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        let solver = Solver::new(SOLVER_TABLE_MB);
        if databases.is_empty() {
            solver
        } else {
            solver.with_oracle(Arc::new(Databases(databases)))
        }
    }
}
