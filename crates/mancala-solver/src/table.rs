//! The proof table: proved bounds on values, shared by all search threads without locks.
//!
//! An entry is keyed by a 128-bit fingerprint of the position *and* of the set of earlier
//! positions of its layer (see `trail`), so a stored bound is only ever reused where the same
//! positions could recur: it is a proved fact about that node, whatever path led there. Each
//! entry is three 64-bit words written as `key0 ^ data`, `key1 ^ data`, `data`; a reader checks
//! both keys against the data word, so an entry torn by a concurrent write never matches.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::trail::Fingerprint;

/// Values stored in the table lie within this range (board seeds fit in 16 bits).
const VALUE_BITS: u32 = 20;
const VALUE_BIAS: i64 = 1 << (VALUE_BITS - 1);
const VALUE_MASK: u64 = (1 << VALUE_BITS) - 1;

/// Bounds read from the table, with the move that proved them best.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// Proved lower bound.
    pub lower: i32,
    /// Proved upper bound.
    pub upper: i32,
    /// The move slot that was best (or `NO_MOVE`).
    pub best: u8,
    /// How far the proofs behind the bounds reached along plies without a capture, in total
    /// stride (see `trail::hole_sum`); `MAX_SPAN` for unknown.
    pub span: u8,
}

/// The span of a proof whose reach is not known (or at least this).
pub const MAX_SPAN: u8 = u8::MAX;

/// No move recorded.
pub const NO_MOVE: u8 = 0xff;

/// Proved bounds keyed by position and layer history, in a fixed amount of memory.
pub struct Table {
    buckets: Vec<Bucket>,
}

const WAYS: usize = 2;
const ENTRY_WORDS: usize = 3;

/// The entries one key may live in, on one cache line so that a probe costs one memory read.
#[repr(align(64))]
#[derive(Default)]
struct Bucket([AtomicU64; 8]);

fn pack(lower: i32, upper: i32, best: u8, work: u8, span: u8) -> u64 {
    let lo = (lower as i64 + VALUE_BIAS) as u64 & VALUE_MASK;
    let hi = (upper as i64 + VALUE_BIAS) as u64 & VALUE_MASK;
    lo | hi << VALUE_BITS
        | (best as u64) << (2 * VALUE_BITS)
        | (work as u64 & 0x3f) << 48
        | (span as u64) << 54
        | 1 << 63
}

fn unpack(data: u64) -> (Probe, u8) {
    let lo = (data & VALUE_MASK) as i64 - VALUE_BIAS;
    let hi = ((data >> VALUE_BITS) & VALUE_MASK) as i64 - VALUE_BIAS;
    (
        Probe {
            lower: lo as i32,
            upper: hi as i32,
            best: (data >> (2 * VALUE_BITS)) as u8,
            span: (data >> 54) as u8,
        },
        ((data >> 48) & 0x3f) as u8,
    )
}

/// Asks the kernel to back the (not yet touched) memory of `buckets` with 2 MiB pages where it
/// can: a probe lands anywhere in the table, and with 4 KiB pages nearly every probe of a big
/// table also misses the address-translation cache. Only advice: the memory and its contents
/// are the same either way, and a refusal changes nothing.
fn ask_for_huge_pages(buckets: &Vec<Bucket>) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = buckets.as_ptr() as usize;
        let end = start + buckets.capacity() * std::mem::size_of::<Bucket>();
        let first = start.next_multiple_of(PAGE);
        if end > first + (2 << 20) {
            // SAFETY: `madvise` with MADV_HUGEPAGE reads and writes no memory of the program:
            // it only marks the page range [first, end) (whole pages inside the vector's own
            // allocation, which outlives this call) as a candidate for huge pages. Its result is
            // ignored on purpose, as a refusal leaves ordinary pages. Measured in
            // docs/solver.md (Figures: speed).
            unsafe {
                libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buckets;
}

/// The largest value magnitude a table entry holds.
pub const MAX_VALUE: i32 = (VALUE_BIAS - 1) as i32;

impl Table {
    /// A table of about `mb` megabytes (at least one bucket).
    ///
    /// When that much memory cannot be had, the size is halved until it can (the solver
    /// then runs with a smaller table rather than failing).
    pub fn new(mb: usize) -> Table {
        let bytes = mb.max(1).saturating_mul(1 << 20);
        // A power of two, so that a key's bucket is a mask rather than a division.
        let most = (bytes / std::mem::size_of::<Bucket>()).max(1);
        let mut count = 1usize << (usize::BITS - 1 - most.leading_zeros());
        loop {
            let mut buckets: Vec<Bucket> = Vec::new();
            if buckets.try_reserve_exact(count).is_ok() || count == 1 {
                ask_for_huge_pages(&buckets);
                buckets.resize_with(count, Bucket::default);
                return Table { buckets };
            }
            count /= 2;
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        for bucket in &mut self.buckets {
            for w in &mut bucket.0 {
                *w.get_mut() = 0;
            }
        }
    }

    /// Number of entries the table can hold.
    pub fn capacity(&self) -> usize {
        self.buckets.len() * WAYS
    }

    fn bucket(&self, key: Fingerprint) -> &[AtomicU64; 8] {
        &self.buckets[(key.0 as usize) & (self.buckets.len() - 1)].0
    }

    fn read(words: &[AtomicU64], key: Fingerprint) -> Option<(Probe, u8)> {
        let data = words[2].load(Ordering::Relaxed);
        if data == 0 {
            return None;
        }
        let k0 = words[0].load(Ordering::Relaxed) ^ data;
        let k1 = words[1].load(Ordering::Relaxed) ^ data;
        (k0 == key.0 && k1 == key.1).then(|| unpack(data))
    }

    /// Asks the processor to start loading `key`'s bucket, so that a probe of it soon after
    /// finds it in the cache instead of waiting for memory.
    #[inline]
    pub fn prefetch(&self, key: Fingerprint) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket: *const [AtomicU64; 8] = self.bucket(key);
            // SAFETY: `_mm_prefetch` needs SSE, which every x86_64 processor has (it is in the
            // target's baseline features). A prefetch is only a hint: it reads nothing into the
            // program, cannot fault, and here points into a bucket this table owns.
            // Measured in docs/solver.md (Figures: speed): a probe otherwise waits for memory.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The bounds stored for `key`, if any.
    pub fn probe(&self, key: Fingerprint) -> Option<Probe> {
        let bucket = self.bucket(key);
        (0..WAYS).find_map(|way| {
            Self::read(&bucket[way * ENTRY_WORDS..(way + 1) * ENTRY_WORDS], key).map(|(p, _)| p)
        })
    }

    /// Stores proved bounds for `key`, intersected with any already stored (the span is then the
    /// larger), unless one of the two is as tight and of smaller span, which then alone stays;
    /// `work` ranks entries for replacement (the log of the nodes their proof took).
    pub fn store(
        &self,
        key: Fingerprint,
        mut lower: i32,
        mut upper: i32,
        best: u8,
        work: u8,
        span: u8,
    ) {
        if lower.abs() > MAX_VALUE || upper.abs() > MAX_VALUE {
            return;
        }
        let bucket = self.bucket(key);
        let mut victim = None;
        let mut victim_work = u8::MAX;
        for way in 0..WAYS {
            let at = &bucket[way * ENTRY_WORDS..(way + 1) * ENTRY_WORDS];
            if let Some((old, old_work)) = Self::read(at, key) {
                let best = if best == NO_MOVE { old.best } else { best };
                let work = work.max(old_work);
                let within = |a: (i32, i32), b: (i32, i32)| a.0 >= b.0 && a.1 <= b.1;
                let span = if span < old.span && within((lower, upper), (old.lower, old.upper)) {
                    // The new bounds are as tight and reach less far: they alone serve.
                    span
                } else if old.span < span && within((old.lower, old.upper), (lower, upper)) {
                    (lower, upper) = (old.lower, old.upper);
                    old.span
                } else {
                    lower = lower.max(old.lower);
                    upper = upper.min(old.upper);
                    span.max(old.span)
                };
                Self::write(at, key, pack(lower, upper, best, work, span));
                return;
            }
            let data = at[2].load(Ordering::Relaxed);
            let w = if data == 0 { 0 } else { unpack(data).1 };
            if victim.is_none() || w < victim_work {
                victim = Some(at);
                victim_work = w;
            }
        }
        if let Some(at) = victim {
            if victim_work <= work.saturating_add(2) {
                Self::write(at, key, pack(lower, upper, best, work, span));
            }
        }
    }

    fn write(words: &[AtomicU64], key: Fingerprint, data: u64) {
        words[0].store(key.0 ^ data, Ordering::Relaxed);
        words[1].store(key.1 ^ data, Ordering::Relaxed);
        words[2].store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_intersects_bounds() {
        let table = Table::new(1);
        let key = (12345, 678);
        assert_eq!(table.probe(key), None);
        table.store(key, -5, 7, 3, 1, 9);
        assert_eq!(
            table.probe(key),
            Some(Probe {
                lower: -5,
                upper: 7,
                best: 3,
                span: 9
            })
        );
        table.store(key, -2, 10, NO_MOVE, 1, 4);
        assert_eq!(
            table.probe(key),
            Some(Probe {
                lower: -2,
                upper: 7,
                best: 3,
                span: 9
            })
        );
        assert_eq!(table.probe((12345, 679)), None);
        // As tight with a smaller span: it alone stays, and a looser one of larger span
        // changes nothing.
        table.store(key, -2, 7, NO_MOVE, 1, 3);
        assert_eq!(
            table.probe(key).map(|p| (p.lower, p.upper, p.span)),
            Some((-2, 7, 3))
        );
        table.store(key, -4, 8, NO_MOVE, 1, 20);
        assert_eq!(
            table.probe(key).map(|p| (p.lower, p.upper, p.span)),
            Some((-2, 7, 3))
        );
        // Tighter with a larger span: the intersection, with the larger span.
        table.store(key, 0, 9, NO_MOVE, 1, 20);
        assert_eq!(
            table.probe(key).map(|p| (p.lower, p.upper, p.span)),
            Some((0, 7, 20))
        );
    }

    #[test]
    fn packs_extreme_values() {
        let (p, w) = unpack(pack(-MAX_VALUE, MAX_VALUE, 17, 63, MAX_SPAN));
        assert_eq!(
            (p.lower, p.upper, p.best, w, p.span),
            (-MAX_VALUE, MAX_VALUE, 17, 63, MAX_SPAN)
        );
    }
}
