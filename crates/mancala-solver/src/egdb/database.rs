//! A loaded endgame database: finished layers in memory, probed as an [`Oracle`].

use std::path::Path;
use std::sync::Arc;

use mancala_rules::{Position, Rules};

use super::file::{self, FileKind, Header};
use super::index::{Keying, LayerIndex, Slice};
use super::EgdbError;
use crate::oracle::Oracle;

/// One finished layer: its index and entries.
#[derive(Clone, Debug)]
struct Layer {
    index: LayerIndex,
    /// Shared, not copied, by [`Database::below`]; a `Vec` so that a layer read from its
    /// file or just built is kept without a copy.
    entries: Arc<Vec<i8>>,
    /// The entries the own-row layer bounds left to the search, in order (every other entry
    /// equals both of its bounds); `None` when not known.
    unsettled: Option<Arc<[u64]>>,
}

/// Finished layers of one game, board and options; answers probes for positions in them.
#[derive(Clone, Debug)]
pub struct Database {
    rules: Rules,
    keying: Keying,
    /// Indexed by seeds on the board.
    layers: Vec<Option<Layer>>,
}

impl Database {
    /// A database with no layers yet for `rules` (start seeds play no part).
    pub fn empty(rules: Rules) -> Result<Database, EgdbError> {
        Ok(Database {
            keying: Keying::of(&rules)?,
            rules,
            layers: Vec::new(),
        })
    }

    /// Loads every finished layer file in `dir`, checking each checksum and that all headers
    /// agree on the game, board and options.
    pub fn open(dir: impl AsRef<Path>) -> Result<Database, EgdbError> {
        let dir = dir.as_ref();
        let mut database: Option<Database> = None;
        let mut first: Option<(Header, String)> = None;
        for (kind, path) in file::list(dir)? {
            let FileKind::Layer(layer) = kind else {
                continue;
            };
            // The header alone is checked first, against the file's name and the layer its
            // own rules make, so a file whose header lies about its size is refused before
            // its entries are read; the checksum, read with them, then vouches for it.
            let header = file::read_header(&path)?;
            if header.layer != layer || header.slice != Slice::WHOLE {
                return Err(EgdbError::Corrupt {
                    path: path.clone(),
                    problem: format!(
                        "its header names layer {} slice {}, its file name layer {layer}",
                        header.layer, header.slice
                    ),
                });
            }
            let rules = header.rules().map_err(|problem| EgdbError::Corrupt {
                path: path.clone(),
                problem,
            })?;
            // What these rules or this layer cannot have is told with the file that says so.
            let named = |e: EgdbError| EgdbError::Corrupt {
                path: path.clone(),
                problem: e.to_string(),
            };
            let index = LayerIndex::new(rules, layer).map_err(named)?;
            if index.keying() != header.keying || index.entries() != header.layer_entries {
                return Err(EgdbError::Corrupt {
                    path: path.clone(),
                    problem: "its keying or entry count does not fit its rules".into(),
                });
            }
            let (read, entries, unsettled) = file::read(&path)?;
            if read != header {
                return Err(EgdbError::Corrupt {
                    path: path.clone(),
                    problem: "it changed while it was read".into(),
                });
            }
            if let Some((model, name)) = &first {
                check_same(&path, &header, model, name)?;
            } else {
                first = Some((header.clone(), path.display().to_string()));
            }
            let db = match &mut database {
                Some(db) => db,
                None => database.insert(Database::empty(rules).map_err(named)?),
            };
            db.insert(index, entries, unsettled);
        }
        database.ok_or_else(|| EgdbError::Empty(dir.to_path_buf()))
    }

    /// Adds (or replaces) a finished layer; `unsettled`, when known, lists in order the
    /// entries its own-row bounds left to the search (the others are offered as bounds with
    /// a history).
    pub fn insert(&mut self, index: LayerIndex, entries: Vec<i8>, unsettled: Option<Vec<u64>>) {
        let layer = index.seeds() as usize;
        if self.layers.len() <= layer {
            self.layers.resize(layer + 1, None);
        }
        self.layers[layer] = Some(Layer {
            index,
            entries: Arc::new(entries),
            unsettled: unsettled.map(Into::into),
        });
    }

    /// How many entries of layer `layer` its own-row bounds left to the search, if known.
    pub fn unsettled(&self, layer: u32) -> Option<usize> {
        let loaded = self.layers.get(layer as usize)?.as_ref()?;
        loaded.unsettled.as_ref().map(|u| u.len())
    }

    /// The same database with only the layers below `layer`.
    pub fn below(&self, layer: u32) -> Database {
        let mut db = self.clone();
        db.layers.truncate(layer as usize);
        db
    }

    /// The rules of the positions it answers for (any start seeds).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Whether it answers for games under `rules`: the same game, holes and options (any
    /// start seeds).
    pub fn fits(&self, rules: &Rules) -> bool {
        super::index::same_game(rules, &self.rules)
    }

    /// [`Database::fits`] as a result: an error naming both games when it does not.
    pub fn ensure_fits(&self, rules: &Rules) -> Result<(), EgdbError> {
        if self.fits(rules) {
            return Ok(());
        }
        Err(EgdbError::OtherGame {
            game: self.rules.game().name().to_string(),
            holes: self.rules.holes(),
            asked: format!("{} with {} holes a row", rules.game().name(), rules.holes()),
        })
    }

    /// What its entries store.
    pub fn keying(&self) -> Keying {
        self.keying
    }

    /// The layers (seeds on the board) it holds, ascending.
    pub fn layers(&self) -> Vec<u32> {
        (0..self.layers.len() as u32)
            .filter(|&l| self.has_layer(l))
            .collect()
    }

    /// Whether layer `layer` is loaded.
    pub fn has_layer(&self, layer: u32) -> bool {
        self.layers.get(layer as usize).is_some_and(|l| l.is_some())
    }

    /// Entries of one loaded layer.
    pub fn layer_entries(&self, layer: u32) -> Option<u64> {
        self.layers
            .get(layer as usize)?
            .as_ref()
            .map(|l| l.entries.len() as u64)
    }

    /// Entries over all loaded layers (one byte each in memory).
    pub fn entries(&self) -> u64 {
        self.layers
            .iter()
            .flatten()
            .map(|l| l.entries.len() as u64)
            .sum()
    }

    /// The index of a loaded layer.
    pub fn index(&self, layer: u32) -> Option<&LayerIndex> {
        self.layers.get(layer as usize)?.as_ref().map(|l| &l.index)
    }

    /// The stored byte of entry `entry` of layer `layer`.
    pub fn stored(&self, layer: u32, entry: u64) -> Option<i8> {
        let layer = self.layers.get(layer as usize)?.as_ref()?;
        layer.entries.get(usize::try_from(entry).ok()?).copied()
    }

    /// The value of node `node` of layer `layer` for its mover leading by `lead` captures, if
    /// that layer is loaded.
    pub fn probe_node(&self, layer: u32, node: u64, lead: i64) -> Option<i32> {
        let loaded = self.layers.get(layer as usize)?.as_ref()?;
        loaded
            .index
            .probe_node(node, lead, |entry| self.stored(layer, entry).map(i32::from))
    }
}

/// Checks that the file at `path` with `header` belongs to the database of `model` (from `name`).
pub(crate) fn check_same(
    path: &Path,
    header: &Header,
    model: &Header,
    name: &str,
) -> Result<(), EgdbError> {
    match header.database_difference(model) {
        None => Ok(()),
        Some((field, found, expected)) => Err(EgdbError::Mismatch {
            path: path.to_path_buf(),
            other: name.to_string(),
            field,
            found,
            expected,
        }),
    }
}

impl Oracle for Database {
    /// The value of a position whose seeds on the board make a loaded layer, under the same
    /// game, holes and options; `None` otherwise.
    fn probe(&self, position: &Position) -> Option<i32> {
        let seeds = position.board_seeds();
        let layer = self.layers.get(seeds as usize)?.as_ref()?;
        layer
            .index
            .probe_with(position, |entry| self.stored(seeds, entry).map(i32::from))
    }

    /// For a position of an own-row layer whose bounds met there, its entry as both bounds:
    /// the entry is then `L = U` of the layer's bounds, which is what the search's bounds with
    /// a history need. Not for the entries the bounds left to the search, nor where not known.
    fn layer_bounds(&self, position: &Position) -> Option<(i32, i32)> {
        let seeds = position.board_seeds();
        let layer = self.layers.get(seeds as usize)?.as_ref()?;
        if self.keying != Keying::Relative || !layer.index.covers(position) {
            return None;
        }
        // Under the relative keying an entry is its node.
        let node = layer.index.node(position);
        if layer.unsettled.as_ref()?.binary_search(&node).is_ok() {
            return None;
        }
        // The entry is the mover's value less the mover's lead; South's less South's lead is
        // the same for South to move and its negation for North.
        let stored = *layer.entries.get(node as usize)? as i32;
        let south = match position.to_move() {
            mancala_rules::Side::South => stored,
            mancala_rules::Side::North => -stored,
        };
        Some((south, south))
    }
}
