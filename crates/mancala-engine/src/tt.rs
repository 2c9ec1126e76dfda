//! The transposition table: what earlier searches learnt about a position, sized in MB.

use mancala_rules::Move;

/// How a stored score bounds the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value.
    Exact,
    /// The true value is at least this.
    Lower,
    /// The true value is at most this.
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Full hash of the position (to tell collisions apart).
    pub key: u64,
    /// Best move found, if any.
    pub best: Option<Move>,
    /// Depth searched.
    pub depth: i16,
    /// Score, relative to this node (see `score::to_table`).
    pub score: i32,
    /// What the score means.
    pub bound: Bound,
}

/// A fixed-size table of entries indexed by position hash; newer and deeper results replace older.
pub struct TranspositionTable {
    slots: Vec<Option<Entry>>,
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one slot).
    ///
    /// When that much memory cannot be had, the size is halved until it can (the search
    /// then runs with a smaller table rather than failing).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, 1 << 20).saturating_mul(1024 * 1024);
        let mut count = (bytes / std::mem::size_of::<Option<Entry>>()).max(1);
        loop {
            let mut slots: Vec<Option<Entry>> = Vec::new();
            if slots.try_reserve_exact(count).is_ok() || count == 1 {
                slots.resize(count, None);
                return TranspositionTable { slots };
            }
            count /= 2;
        }
    }

    /// Number of entries the table holds.
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill(None);
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        ((key as u128 * self.slots.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[self.slot(key)].filter(|e| e.key == key)
    }

    /// Stores a result, keeping a deeper one of the same position.
    #[inline]
    pub fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        match &mut self.slots[slot] {
            Some(old)
                if old.key == entry.key
                    && old.depth > entry.depth
                    && entry.bound != Bound::Exact =>
            {
                if old.best.is_none() {
                    old.best = entry.best;
                }
            }
            place => *place = Some(entry),
        }
    }
}
