//! Re-deriving random entries of a database by the solver's search, to compare.

use std::collections::HashMap;
use std::sync::Arc;

use super::build::entry_value;
use super::database::Database;
use super::EgdbError;
use crate::solve::Solver;

/// What a verification found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    /// Entries re-derived.
    pub checked: u64,
    /// `(layer, entry, stored, derived)` for every entry that differs.
    pub mismatches: Vec<(u32, u64, i8, i8)>,
}

/// A small deterministic generator (splitmix64) for choosing samples.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Re-derives `samples` random entries of `database` (layers chosen uniformly, then an entry)
/// with a fresh solver whose oracle is the database's layers below the entry's, and compares.
pub fn verify(
    database: &Database,
    samples: u64,
    seed: u64,
    table_mb: usize,
) -> Result<VerifyReport, EgdbError> {
    let layers = database.layers();
    let mut report = VerifyReport::default();
    if layers.is_empty() {
        return Ok(report);
    }
    let mut state = seed;
    let mut solvers: HashMap<u32, Solver> = HashMap::new();
    for _ in 0..samples {
        let layer = layers[(next(&mut state) % layers.len() as u64) as usize];
        let (Some(index), Some(count)) = (database.index(layer), database.layer_entries(layer))
        else {
            continue;
        };
        let entry = next(&mut state) % count.max(1);
        let solver = solvers
            .entry(layer)
            .or_insert_with(|| Solver::new(table_mb).with_oracle(Arc::new(database.below(layer))));
        let derived = entry_value(index, solver, entry)?;
        let stored = database.stored(layer, entry).unwrap_or(i8::MIN);
        report.checked += 1;
        if stored != derived {
            report.mismatches.push((layer, entry, stored, derived));
        }
    }
    Ok(report)
}
