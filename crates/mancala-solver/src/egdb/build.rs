//! Building a database: layer by layer, lower layers first, each entry proved by the solver
//! with the finished lower layers as its oracle; in slices that are kept as they finish, so a
//! killed build resumes, and that separate jobs can build and [`merge`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI8, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use web_time::Instant;

use mancala_rules::{History, Position, Rules};

use super::database::{check_same, Database};
use super::file::{self, FileKind, Header};
use super::index::{Keying, LayerIndex, Slice};
use super::own_row::{self, Bounds};
use super::retro;
use super::EgdbError;
use crate::limits::{Budget, Limits};
use crate::oracle::Oracle;
use crate::search::Search;
use crate::solve::Solver;
use crate::table::Table;
use crate::trail::Trail;
use crate::value::{outcome_value, trivial_bounds, Scoring, Verdict};

/// Entries in one resumable part of a whole-layer build.
pub const CHUNK: u64 = 1 << 15;

/// Bytes a file holds beyond its entries (header and checksum), at most.
const FILE_OVERHEAD: u64 = 512;

/// Entries a worker takes at a time.
const BLOCK: u64 = 16;

/// What to build.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// Game, holes and options (start seeds play no part).
    pub rules: Rules,
    /// The highest layer (seeds on the board) to build.
    pub seeds_up_to: u32,
    /// Build only this slice of the lowest unfinished layer, then stop.
    pub slice: Option<Slice>,
    /// Worker threads.
    pub threads: usize,
    /// The solver's table size in MB.
    pub table_mb: usize,
}

/// What a build needs: entries a layer, memory and disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// `(layer, entries)` for layers 1 to K.
    pub layers: Vec<(u32, u64)>,
    /// Entries over all layers.
    pub entries: u64,
    /// Bytes of memory at most: all layers, the layer being built, the solver's table.
    pub memory_bytes: u64,
    /// Bytes on disk of the finished database.
    pub disk_bytes: u64,
}

/// The plan for layers `1..=seeds_up_to` of `rules` with a `table_mb` solver table and
/// `threads` workers.
pub fn plan(
    rules: Rules,
    seeds_up_to: u32,
    table_mb: usize,
    threads: usize,
) -> Result<Plan, EgdbError> {
    let mut layers = Vec::new();
    let mut work = 0;
    for k in 1..=seeds_up_to {
        let index = LayerIndex::new(rules, k)?;
        // A layer solved entry by entry needs the table; a retrograde layer its graph.
        work = if retro::applies(&index) {
            retro::memory_bytes(&index, threads)
        } else {
            own_row::memory_bytes(&index, threads) + ((table_mb as u64) << 20)
        }
        .max(work);
        layers.push((k, index.entries()));
    }
    let entries: u64 = layers.iter().map(|l| l.1).sum();
    let largest = layers.iter().map(|l| l.1).max().unwrap_or(0);
    Ok(Plan {
        entries,
        // The layers so far, the layer being built and one part of it read back, the work.
        memory_bytes: entries + 2 * largest + work,
        disk_bytes: entries + FILE_OVERHEAD * layers.len() as u64,
        layers,
    })
}

/// What a build reports as it goes.
#[derive(Clone, Copy, Debug)]
pub enum BuildEvent {
    /// A finished layer file was found and loaded.
    Kept {
        /// The layer.
        layer: u32,
        /// Its entries.
        entries: u64,
    },
    /// Work on a layer (or one slice of it) starts; `done` entries are already in finished parts.
    Start {
        /// The layer.
        layer: u32,
        /// Entries to have when done.
        entries: u64,
        /// Entries already done.
        done: u64,
    },
    /// The own-row bounds of a layer are known: `exact` of its `nodes` are settled by them,
    /// the others are proved by search.
    Bounded {
        /// The layer.
        layer: u32,
        /// Nodes whose bounds meet.
        exact: u64,
        /// Nodes of the layer.
        nodes: u64,
        /// Time the bounds took.
        elapsed: Duration,
    },
    /// Entries done so far in the current layer.
    Progress {
        /// The layer.
        layer: u32,
        /// Entries done.
        done: u64,
    },
    /// The layer (or the slice) is written.
    Finished {
        /// The layer.
        layer: u32,
        /// Entries computed in this run.
        computed: u64,
        /// Time taken in this run.
        elapsed: Duration,
    },
}

/// What a build did.
#[derive(Clone, Debug, Default)]
pub struct BuildReport {
    /// Layers found finished.
    pub kept: Vec<u32>,
    /// Layers built in this run: `(layer, entries computed now, time)`.
    pub built: Vec<(u32, u64, Duration)>,
    /// With `--slice`: the slice written (or found done) and its layer.
    pub slice: Option<(u32, Slice)>,
}

/// Builds (or resumes) the database in `dir`; calls `on_event` from the calling thread.
pub fn build(
    options: &BuildOptions,
    dir: &Path,
    on_event: &mut dyn FnMut(BuildEvent),
) -> Result<BuildReport, EgdbError> {
    if dir.exists() && !dir.is_dir() {
        return Err(EgdbError::io(
            dir,
            std::io::Error::other("not a folder (a database is a folder of layer files)"),
        ));
    }
    std::fs::create_dir_all(dir).map_err(|e| EgdbError::io(dir, e))?;
    let rules = options.rules;
    let mut db = Database::empty(rules)?;
    let mut report = BuildReport::default();
    for layer in 1..=options.seeds_up_to {
        let index = LayerIndex::new(rules, layer)?;
        let path = dir.join(file::layer_name(layer));
        if path.exists() {
            let (entries, unsettled) = read_checked(&path, &index, Slice::WHOLE)?;
            db.insert(index.clone(), entries, unsettled);
            on_event(BuildEvent::Kept {
                layer,
                entries: index.entries(),
            });
            report.kept.push(layer);
            continue;
        }
        // The proof search's table is made only for layers solved entry by entry.
        let prover = || Prover {
            table: Table::new(options.table_mb),
            oracle: db.clone(),
        };
        let start = Instant::now();
        if let Some(slice) = options.slice {
            let part = dir.join(file::slice_name(layer, slice));
            let (a, b) = slice.range(index.entries());
            if part.exists() {
                read_checked(&part, &index, slice)?;
                on_event(BuildEvent::Start {
                    layer,
                    entries: b - a,
                    done: b - a,
                });
            } else {
                on_event(BuildEvent::Start {
                    layer,
                    entries: b - a,
                    done: 0,
                });
                let (entries, unsettled) = if retro::applies(&index) {
                    let entries =
                        retro::solve(&index, &db, (a, b), options.threads, &mut |done| {
                            on_event(BuildEvent::Progress { layer, done })
                        })?;
                    (entries, None)
                } else {
                    let bounds = layer_bounds(&index, &db, options.threads, on_event)?;
                    let entries = compute(
                        &index,
                        &prover(),
                        (a, b),
                        options.threads,
                        (0, bounds.as_ref()),
                        on_event,
                    )?;
                    (entries, bounds.map(|bounds| bounds.unsettled_in((a, b))))
                };
                file::write(
                    &part,
                    &header(&index, slice),
                    &entries,
                    unsettled.as_deref(),
                )?;
                on_event(BuildEvent::Finished {
                    layer,
                    computed: b - a,
                    elapsed: start.elapsed(),
                });
            }
            report.slice = Some((layer, slice));
            return Ok(report);
        }
        if retro::applies(&index) {
            // The whole layer in one retrograde analysis: resuming keeps finished layers.
            on_event(BuildEvent::Start {
                layer,
                entries: index.entries(),
                done: 0,
            });
            let all = retro::solve(
                &index,
                &db,
                (0, index.entries()),
                options.threads,
                &mut |done| on_event(BuildEvent::Progress { layer, done }),
            )?;
            file::write(&path, &header(&index, Slice::WHOLE), &all, None)?;
            db.insert(index.clone(), all, None);
            on_event(BuildEvent::Finished {
                layer,
                computed: index.entries(),
                elapsed: start.elapsed(),
            });
            report.built.push((layer, index.entries(), start.elapsed()));
            continue;
        }
        let solver = prover();
        let count = index.entries().div_ceil(CHUNK).max(1);
        let parts: Vec<Slice> = (0..count).map(|i| Slice { index: i, count }).collect();
        let mut have: Vec<Option<Vec<i8>>> = Vec::with_capacity(parts.len());
        let mut done = 0;
        // The entries each part's own-row bounds left to the search, if every part knows.
        let mut unsettled: Option<Vec<u64>> = (index.keying() == Keying::Relative).then(Vec::new);
        let mut kept_unsettled: Vec<Option<Vec<u64>>> = Vec::with_capacity(parts.len());
        for &slice in &parts {
            let part = dir.join(file::slice_name(layer, slice));
            let kept = if part.exists() {
                let (entries, listed) = read_checked(&part, &index, slice)?;
                kept_unsettled.push(listed);
                Some(entries)
            } else {
                kept_unsettled.push(None);
                None
            };
            done += kept.as_ref().map_or(0, |k| k.len() as u64);
            have.push(kept);
        }
        on_event(BuildEvent::Start {
            layer,
            entries: index.entries(),
            done,
        });
        let bounds = if have.iter().any(Option::is_none) {
            layer_bounds(&index, &db, options.threads, on_event)?
        } else {
            None
        };
        let mut computed = 0;
        let mut all = Vec::with_capacity(index.entries() as usize);
        for ((&slice, kept), listed) in parts.iter().zip(have).zip(kept_unsettled) {
            let range = slice.range(index.entries());
            let listed = match (&kept, &bounds) {
                (Some(_), _) => listed,
                (None, Some(b)) => Some(b.unsettled_in(range)),
                (None, None) => None,
            };
            match (&mut unsettled, &listed) {
                (Some(all), Some(part)) => all.extend_from_slice(part),
                _ => unsettled = None,
            }
            let entries = match kept {
                Some(entries) => entries,
                None => {
                    let entries = compute(
                        &index,
                        &solver,
                        range,
                        options.threads,
                        (done, bounds.as_ref()),
                        on_event,
                    )?;
                    file::write(
                        &dir.join(file::slice_name(layer, slice)),
                        &header(&index, slice),
                        &entries,
                        listed.as_deref(),
                    )?;
                    done += entries.len() as u64;
                    computed += entries.len() as u64;
                    entries
                }
            };
            all.extend_from_slice(&entries);
        }
        file::write(
            &path,
            &header(&index, Slice::WHOLE),
            &all,
            unsettled.as_deref(),
        )?;
        for &slice in &parts {
            let _ = std::fs::remove_file(dir.join(file::slice_name(layer, slice)));
        }
        db.insert(index, all, unsettled);
        on_event(BuildEvent::Finished {
            layer,
            computed,
            elapsed: start.elapsed(),
        });
        report.built.push((layer, computed, start.elapsed()));
    }
    Ok(report)
}

/// The header of `slice` of the layer of `index` (`file::write` sets its unsettled count).
fn header(index: &LayerIndex, slice: Slice) -> Header {
    let (start, end) = slice.range(index.entries());
    Header {
        game: index.rules().game(),
        holes: index.rules().holes(),
        options: *index.rules().options(),
        keying: index.keying(),
        layer: index.seeds(),
        slice,
        layer_entries: index.entries(),
        start,
        end,
        unsettled: None,
    }
}

/// Reads a file that must be `slice` of the layer of `index`: its entries and the entries its
/// own-row bounds left to the search, when known.
fn read_checked(
    path: &Path,
    index: &LayerIndex,
    slice: Slice,
) -> Result<(Vec<i8>, Option<Vec<u64>>), EgdbError> {
    let (found, entries, unsettled) = file::read(path)?;
    let expected = Header {
        unsettled: found.unsettled,
        ..header(index, slice)
    };
    check_same(path, &found, &expected, "the database being built")?;
    for ((name, a), (_, b)) in found.fields().into_iter().zip(expected.fields()) {
        if a != b {
            return Err(EgdbError::Mismatch {
                path: path.to_path_buf(),
                other: "the database being built".into(),
                field: name.into(),
                found: a,
                expected: b,
            });
        }
    }
    Ok((entries, unsettled))
}

/// The value of entry `entry` as stored: `V(p | no history)`, encoded for its keying.
pub fn entry_value(index: &LayerIndex, solver: &Solver, entry: u64) -> Result<i8, EgdbError> {
    let position = index.position(entry);
    let fail = |problem: String| EgdbError::Solver {
        layer: index.seeds(),
        problem,
    };
    let value = if position.has_legal_move() {
        match solver.value(
            &History::from_position(position.clone(), 0),
            &Limits::default(),
        ) {
            Ok(Verdict::Proved(v)) => v,
            Ok(verdict) => return Err(fail(format!("entry {entry} not proved: {verdict}"))),
            Err(e) => return Err(fail(e.to_string())),
        }
    } else {
        outcome_value(
            Scoring::of(&position),
            &position.no_move_outcome(),
            position.to_move(),
        )
    };
    let stored = index.encode(&position, value);
    i8::try_from(stored)
        .map_err(|_| fail(format!("entry {entry}: value {stored} does not fit a byte")))
}

/// The own-row bounds of the layer of `index` (`None` under the other keyings), reported.
fn layer_bounds(
    index: &LayerIndex,
    lower: &Database,
    threads: usize,
    on_event: &mut dyn FnMut(BuildEvent),
) -> Result<Option<Bounds>, EgdbError> {
    if index.keying() != Keying::Relative {
        return Ok(None);
    }
    let start = Instant::now();
    let bounds = own_row::bounds(index, lower, threads, &mut |_, _| {})?;
    on_event(BuildEvent::Bounded {
        layer: index.seeds(),
        exact: bounds.exact(),
        nodes: bounds.nodes(),
        elapsed: start.elapsed(),
    });
    Ok(Some(bounds))
}

/// The proof search for entries: one table for the layer, the lower layers as oracle, each
/// entry's value proved by bisection with null-window tests from its bounds (the layer's
/// own-row bounds when known, else the trivial ones).
struct Prover {
    table: Table,
    oracle: Database,
}

impl Prover {
    /// The stored entry `entry`, or why it could not be proved; `bounds`, when given, are the
    /// layer's own-row bounds, which start the bisection and serve the search inside the layer.
    fn entry(
        &self,
        index: &LayerIndex,
        entry: u64,
        bounds: Option<&Bounds>,
    ) -> Result<i8, EgdbError> {
        let position = index.position(entry);
        // Under the relative keying an entry is its node.
        let known = bounds.map(|b| b.of_mover(index, entry));
        let value = if position.has_legal_move() {
            let (mut lo, mut hi) = trivial_bounds(&position);
            if let Some((low, high)) = known {
                (lo, hi) = (lo.max(low), hi.min(high));
            }
            if lo > hi {
                return Err(EgdbError::Solver {
                    layer: index.seeds(),
                    problem: format!("entry {entry}: bounds {known:?} outside the trivial ones"),
                });
            }
            // Where the layer's bounds meet (nearly every entry) there is nothing to search.
            if lo < hi {
                let budget = Budget::new(&Limits::default());
                let trail = Trail::of_game(&History::from_position(position.clone(), 0));
                let layer = LayerOracle {
                    lower: &self.oracle,
                    index,
                    bounds,
                };
                let mut search = Search::new(&self.table, Some(&layer), &budget, trail);
                while lo < hi {
                    // Fail-soft: the result bounds the value on its side of the window.
                    let t = lo + (hi - lo + 1) / 2;
                    let g = search.node(t - 1, t);
                    if g >= t {
                        lo = g.min(hi);
                    } else {
                        hi = g.max(lo);
                    }
                }
            }
            lo
        } else {
            outcome_value(
                Scoring::of(&position),
                &position.no_move_outcome(),
                position.to_move(),
            )
        };
        encode(index, &position, entry, value)
    }
}

/// The lower layers' values, and the own-row bounds of the layer being built for the positions
/// the search meets inside it (with a history, see `Search::history_bounds`).
struct LayerOracle<'a> {
    lower: &'a Database,
    index: &'a LayerIndex,
    bounds: Option<&'a Bounds>,
}

impl Oracle for LayerOracle<'_> {
    fn probe(&self, position: &Position) -> Option<i32> {
        self.lower.probe(position)
    }

    fn layer_bounds(&self, position: &Position) -> Option<(i32, i32)> {
        let bounds = self.bounds?;
        self.index
            .covers(position)
            .then(|| bounds.of_south(self.index.node(position)))
    }
}

/// The byte stored for `value` of `position` (entry `entry` of the layer of `index`).
fn encode(
    index: &LayerIndex,
    position: &Position,
    entry: u64,
    value: i32,
) -> Result<i8, EgdbError> {
    let stored = index.encode(position, value);
    i8::try_from(stored).map_err(|_| EgdbError::Solver {
        layer: index.seeds(),
        problem: format!("entry {entry}: value {stored} does not fit a byte"),
    })
}

/// Stack for workers: the proof search recurses once a ply, and lines in a layer can be long.
const WORKER_STACK: usize = 1 << 30;

/// Entries `[a, b)` of a layer computed by `threads` workers; progress reported from here.
fn compute(
    index: &LayerIndex,
    solver: &Prover,
    (a, b): (u64, u64),
    threads: usize,
    (done_before, bounds): (u64, Option<&Bounds>),
    on_event: &mut dyn FnMut(BuildEvent),
) -> Result<Vec<i8>, EgdbError> {
    let out: Vec<AtomicI8> = (a..b).map(|_| AtomicI8::new(0)).collect();
    let next = AtomicU64::new(a);
    let done = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let error: Mutex<Option<EgdbError>> = Mutex::new(None);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                std::thread::Builder::new()
                    .name("egdb-worker".into())
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(scope, || {
                        while !failed.load(Ordering::Relaxed) {
                            let from = next.fetch_add(BLOCK, Ordering::Relaxed);
                            if from >= b {
                                break;
                            }
                            for e in from..(from + BLOCK).min(b) {
                                match solver.entry(index, e, bounds) {
                                    Ok(v) => out[(e - a) as usize].store(v, Ordering::Relaxed),
                                    Err(err) => {
                                        failed.store(true, Ordering::Relaxed);
                                        if let Ok(mut slot) = error.lock() {
                                            slot.get_or_insert(err);
                                        }
                                        return;
                                    }
                                }
                                done.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                    })
            })
            .filter_map(|spawned| {
                spawned
                    .map_err(|e| {
                        failed.store(true, Ordering::Relaxed);
                        if let Ok(mut slot) = error.lock() {
                            slot.get_or_insert(EgdbError::Solver {
                                layer: index.seeds(),
                                problem: format!("could not start a worker: {e}"),
                            });
                        }
                    })
                    .ok()
            })
            .collect();
        let mut last = Instant::now();
        while !workers.iter().all(|w| w.is_finished()) {
            std::thread::sleep(Duration::from_millis(5));
            if last.elapsed() < Duration::from_millis(100) {
                continue;
            }
            last = Instant::now();
            on_event(BuildEvent::Progress {
                layer: index.seeds(),
                done: done_before + done.load(Ordering::Relaxed),
            });
        }
    });
    if let Some(err) = error.into_inner().ok().flatten() {
        return Err(err);
    }
    if failed.load(Ordering::Relaxed) || done.load(Ordering::Relaxed) != b - a {
        return Err(EgdbError::Solver {
            layer: index.seeds(),
            problem: "a worker thread failed".into(),
        });
    }
    Ok(out.into_iter().map(AtomicI8::into_inner).collect())
}

/// What a merge did: the layers joined from complete sets of slices.
#[derive(Clone, Debug, Default)]
pub struct MergeReport {
    /// `(layer, slices)` joined into layer files.
    pub merged: Vec<(u32, u64)>,
    /// Layers already finished in the output directory (their slices are left alone).
    pub present: Vec<u32>,
}

/// Joins the slices found in `dirs` into finished layer files in `dirs[0]`, checking that every
/// slice of a layer is there (in any of the directories) and that all headers agree.
pub fn merge(dirs: &[PathBuf]) -> Result<MergeReport, EgdbError> {
    let out = dirs
        .first()
        .ok_or_else(|| EgdbError::Empty(PathBuf::from(".")))?;
    let mut model: Option<(Header, String)> = None;
    // layer -> count -> index -> (header, path)
    let mut groups: BTreeMap<u32, BTreeMap<u64, BTreeMap<u64, PathBuf>>> = BTreeMap::new();
    let mut present = Vec::new();
    for dir in dirs {
        for (kind, path) in file::list(dir)? {
            let header = file::read_header(&path)?;
            match &model {
                Some((m, name)) => check_same(&path, &header, m, name)?,
                None => model = Some((header.clone(), path.display().to_string())),
            }
            match kind {
                FileKind::Layer(layer) if dir == out => present.push(layer),
                FileKind::Layer(_) => {}
                FileKind::Slice(layer, slice) => {
                    groups
                        .entry(layer)
                        .or_default()
                        .entry(slice.count)
                        .or_default()
                        .entry(slice.index)
                        .or_insert(path);
                }
            }
        }
    }
    let Some((model, _)) = model else {
        return Err(EgdbError::Empty(out.clone()));
    };
    let rules = model.rules().map_err(EgdbError::Unsupported)?;
    let mut report = MergeReport {
        present: present.clone(),
        ..MergeReport::default()
    };
    for (layer, by_count) in groups {
        if present.contains(&layer) {
            continue;
        }
        let complete = by_count
            .iter()
            .find(|(count, found)| found.len() as u64 == **count);
        let Some((&count, found)) = complete else {
            let (&count, found) = by_count
                .iter()
                .max_by_key(|(_, found)| found.len())
                .ok_or(EgdbError::Empty(out.clone()))?;
            let missing = (0..count)
                .filter(|i| !found.contains_key(i))
                .take(super::MISSING_LISTED)
                .collect();
            return Err(EgdbError::MissingSlices {
                layer,
                count,
                missing,
                missing_count: count - found.len() as u64,
            });
        };
        let index = LayerIndex::new(rules, layer)?;
        if index.keying() != model.keying {
            return Err(EgdbError::Unsupported(format!(
                "keying {} for these rules",
                model.keying
            )));
        }
        let mut all = Vec::with_capacity(index.entries() as usize);
        // The slices' lists of entries left to the search join in order, if every slice knows.
        let mut unsettled: Option<Vec<u64>> = Some(Vec::new());
        for (&i, path) in found {
            let (entries, listed) = read_checked(path, &index, Slice { index: i, count })?;
            all.extend(entries);
            match (&mut unsettled, listed) {
                (Some(joined), Some(part)) => joined.extend(part),
                _ => unsettled = None,
            }
        }
        file::write(
            &out.join(file::layer_name(layer)),
            &header(&index, Slice::WHOLE),
            &all,
            unsettled.as_deref(),
        )?;
        report.merged.push((layer, count));
    }
    Ok(report)
}
