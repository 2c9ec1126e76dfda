//! The transposition table: what earlier searches learnt about a position, sized in MB.
//!
//! Shared by every thread of a search (Lazy SMP) without locks: a slot is two atomic words,
//! the entry packed into one and the position's key XOR that word in the other, so a slot torn
//! by two threads writing at once no longer matches its key and is read as empty.

use std::sync::atomic::{AtomicU64, Ordering};

use mancala_rules::{Direction, Move};

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
    /// Depth searched (0 to 255).
    pub depth: i16,
    /// Score, relative to this node (see `score::to_table`).
    pub score: i32,
    /// What the score means.
    pub bound: Bound,
}

/// Marks a slot in use (an empty slot holds two zero words).
const USED: u64 = 1 << 63;

fn encode_move(mv: Option<Move>) -> u64 {
    match mv {
        None => 0,
        Some(Move::Pass) => 1,
        Some(Move::Sow { hole, direction }) => {
            let d = match direction {
                None => 0,
                Some(Direction::Anticlockwise) => 1,
                Some(Direction::Clockwise) => 2,
            };
            2 + hole as u64 * 3 + d
        }
    }
}

fn decode_move(code: u64) -> Option<Move> {
    match code {
        0 => None,
        1 => Some(Move::Pass),
        _ => {
            let c = code - 2;
            let direction = match c % 3 {
                0 => None,
                1 => Some(Direction::Anticlockwise),
                _ => Some(Direction::Clockwise),
            };
            Some(Move::Sow {
                hole: (c / 3) as u8,
                direction,
            })
        }
    }
}

/// Packs everything but the key into one word.
fn pack(e: &Entry) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    USED | (encode_move(e.best) << 42)
        | (bound << 40)
        | ((e.depth.clamp(0, 255) as u64) << 32)
        | e.score as u32 as u64
}

fn unpack(key: u64, data: u64) -> Entry {
    Entry {
        key,
        best: decode_move((data >> 42) & 0xffff),
        depth: ((data >> 32) & 0xff) as i16,
        score: data as u32 as i32,
        bound: match (data >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
    }
}

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A fixed-size table of entries indexed by position hash; newer and deeper results replace older.
pub struct TranspositionTable {
    slots: Vec<Slot>,
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one slot).
    ///
    /// When that much memory cannot be had, the size is halved until it can (the search
    /// then runs with a smaller table rather than failing).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, 1 << 20).saturating_mul(1024 * 1024);
        let mut count = (bytes / std::mem::size_of::<Slot>()).max(1);
        loop {
            let mut slots: Vec<Slot> = Vec::new();
            if slots.try_reserve_exact(count).is_ok() || count == 1 {
                slots.resize_with(count, Slot::default);
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
    pub fn clear(&self) {
        for s in &self.slots {
            s.check.store(0, Ordering::Relaxed);
            s.data.store(0, Ordering::Relaxed);
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &Slot {
        &self.slots[((key as u128 * self.slots.len() as u128) >> 64) as usize]
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key);
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        (data & USED != 0 && check ^ data == key).then(|| unpack(key, data))
    }

    /// Stores a result, keeping a deeper one of the same position.
    #[inline]
    pub fn store(&self, entry: Entry) {
        let mut entry = entry;
        if let Some(old) = self.probe(entry.key) {
            if old.depth > entry.depth && entry.bound != Bound::Exact {
                if old.best.is_some() || entry.best.is_none() {
                    return;
                }
                entry = Entry {
                    best: entry.best,
                    ..old
                };
            }
        }
        let slot = self.slot(entry.key);
        let data = pack(&entry);
        slot.data.store(data, Ordering::Relaxed);
        slot.check.store(entry.key ^ data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_back_as_stored() {
        let table = TranspositionTable::new(1);
        let moves = [
            None,
            Some(Move::Pass),
            Some(Move::hole(1)),
            Some(Move::Sow {
                hole: 50,
                direction: Some(Direction::Clockwise),
            }),
            Some(Move::Sow {
                hole: 7,
                direction: Some(Direction::Anticlockwise),
            }),
        ];
        for (i, best) in moves.into_iter().enumerate() {
            for (score, bound) in [
                (-100_000_000, Bound::Upper),
                (0, Bound::Exact),
                (12_345, Bound::Lower),
            ] {
                let key = 0x1234_5678_9abc_def0 ^ (i as u64 * 977) ^ score as u64;
                let e = Entry {
                    key,
                    best,
                    depth: 17,
                    score,
                    bound,
                };
                table.store(e);
                let back = table.probe(key).expect("stored");
                assert_eq!(
                    (back.best, back.depth, back.score, back.bound),
                    (best, 17, score, bound)
                );
                assert!(table.probe(key ^ 1).is_none_or(|o| o.key == key ^ 1));
            }
        }
        table.clear();
        assert!(table.probe(0x1234_5678_9abc_def0).is_none());
    }
}
