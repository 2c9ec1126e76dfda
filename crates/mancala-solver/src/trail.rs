//! The positions on the way to a node since the last capture: the ones it can repeat.
//!
//! A position includes the captured counts, and captures only grow, so a position can only
//! recur within the stretch of plies since the last capture (a *layer*). The trail keeps that
//! stretch: the game's history before the solved position, then the search path.

use mancala_rules::{History, Position};

use crate::value::Scoring;

/// Two independent 64-bit hashes: a 128-bit fingerprint.
pub type Fingerprint = (u64, u64);

/// A position on the trail with its fingerprint and its layer's running set hash.
#[derive(Clone, Debug)]
struct Step {
    position: Position,
    print: Fingerprint,
    captured: u64,
    /// Index of the first step of this step's layer (same captured total).
    layer_start: usize,
    /// XOR of the fingerprints of the layer's steps up to and including this one.
    set: Fingerprint,
    /// The position's hole sum (`hole_sum`).
    sum: u8,
    /// Bit `s` set when a step of the layer up to and including this one has hole sum `s`.
    sums: u128,
}

/// A position's *hole sum*: the sum over its seeds of their hole's canonical index, modulo the
/// number of holes `2n`.
///
/// Along any ply that keeps every seed on the board the sum changes by the seeds' steps
/// modulo `2n`, so a ply's *stride* (its change, taken in `1..=2n`) adds up along a line to
/// the change of the sum modulo `2n`, and to at least 1 a ply. A position `p` can therefore
/// come back after a position `x` of its layer only along a line whose strides add up to at
/// least `recurrence_gap(p, x)`. This is what lets a proof that stays closer than that be
/// reused with any earlier positions (see `Search`).
pub fn hole_sum(position: &Position) -> u8 {
    let ring = 2 * position.rules().holes() as u64;
    let sum: u64 = position
        .board()
        .iter()
        .enumerate()
        .map(|(i, &c)| i as u64 * c as u64)
        .sum();
    (sum % ring) as u8
}

/// The stride of a ply from hole sum `from` to hole sum `to` on a ring of `ring` holes: the
/// change taken in `1..=ring`.
pub fn stride(from: u8, to: u8, ring: u32) -> u32 {
    let d = (to as u32 + ring - from as u32) % ring;
    if d == 0 {
        ring
    } else {
        d
    }
}

/// The least total stride of a line (of at least one ply) from a position with hole sum `from`
/// to a position whose hole sum is one of the bits of `sums` (`u32::MAX` for none).
fn recurrence_gap(sums: u128, from: u8, ring: u32) -> u32 {
    if sums == 0 {
        return u32::MAX;
    }
    let from = from as u32;
    // Sums above `from`: gap `s - from`.
    let above = if from + 1 >= 128 {
        0
    } else {
        sums >> (from + 1)
    };
    if above != 0 {
        return above.trailing_zeros() + 1;
    }
    // Sums below `from`: gap `ring - from + s`.
    let below = sums & ((1u128 << from) - 1);
    if below != 0 {
        return ring - from + below.trailing_zeros();
    }
    // Only `from` itself: a whole turn of the ring.
    ring
}

/// Slots of the trail's filter of fingerprints.
const FILTER_SLOTS: usize = 4096;

/// The path of positions that a new position may repeat, with set hashes for table keys.
#[derive(Clone, Debug)]
pub struct Trail {
    steps: Vec<Step>,
    scoring: Scoring,
    printer: Printer,
    /// How many steps' fingerprints fall in each slot: a position whose slot is empty repeats
    /// nothing, which spares most repetition checks the scan of the layer.
    filter: Box<[u16; FILTER_SLOTS]>,
    /// Whether a repetition scores the same whatever the position recurs (the draw rule).
    draw: bool,
    /// The place of the solved position (after the game's history of its layer).
    root: usize,
    /// The captured total of the solved position's layer.
    root_captured: u64,
    /// What the keys of the solved position's layer are combined with under the draw rule when
    /// the game's history has earlier positions there: their set (see `Search`, layer facts).
    salt: Fingerprint,
}

fn filter_slot(print: Fingerprint) -> usize {
    (print.1 as usize) & (FILTER_SLOTS - 1)
}

fn mix(mut h: u64) -> u64 {
    h ^= h >> 30;
    h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h ^= h >> 27;
    h = h.wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

/// The fingerprint of what decides a position's value under `scoring` (not its captured counts
/// where values are stored relative to the capture lead).
pub fn fingerprint(position: &Position, scoring: Scoring) -> Fingerprint {
    Printer::new(position.rules(), scoring)
        .print(position)
        .print
}

/// A position's fingerprint and hole sum, worked out together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The fingerprint.
    pub print: Fingerprint,
    /// The hole sum (`hole_sum`).
    pub sum: u8,
}

/// Fingerprints positions of one set of rules under one scoring: the part that the rules and
/// the scoring decide is worked out once.
#[derive(Clone, Copy, Debug)]
struct Printer {
    /// Whether the capture lead takes part.
    lead_matters: bool,
    /// The rules' part, mixed.
    rules_part: u64,
    /// The number of holes of the board, around which the hole sum is taken.
    ring: u64,
}

impl Printer {
    fn new(rules: &mancala_rules::Rules, scoring: Scoring) -> Printer {
        // The capture lead decides values where a repetition is scored by counts in a win/loss
        // game (Sadeqa II under own-row), or scores 0 whatever the counts in a margin game.
        let lead_matters = match scoring {
            Scoring::Margin { draw_repetition } => draw_repetition,
            Scoring::WinLoss => rules.options().repetition == mancala_rules::Repetition::OwnRow,
        };
        // The rules take part: equal counts on boards of other sizes or options are other
        // positions.
        let options = rules.options();
        let rules_part = (rules.game() as u64)
            | (rules.holes() as u64) << 8
            | (options.lap_limit as u64) << 16
            | (options.capture_lone_seed as u64) << 40
            | (options.repetition as u64) << 41
            | (options.opening_rule as u64) << 42;
        Printer {
            lead_matters,
            rules_part: mix(rules_part) << 3,
            ring: 2 * rules.holes() as u64,
        }
    }

    fn print(&self, position: &Position) -> Printed {
        let lead_part = if self.lead_matters {
            crate::value::capture_lead(position) as i64 as u64
        } else {
            0
        };
        let side = position.to_move() as u64;
        let flags = (position.opening_done(mancala_rules::Side::South) as u64) << 1
            | (position.opening_done(mancala_rules::Side::North) as u64) << 2;
        let side = side ^ self.rules_part;
        let mut a: u64 = 0x243f_6a88_85a3_08d3 ^ side ^ flags ^ lead_part.rotate_left(8);
        let mut b: u64 = 0x1319_8a2e_0370_7344 ^ (side | flags).rotate_left(40) ^ lead_part;
        let mut sum = 0u64;
        for (j, chunk) in position.board().chunks(4).enumerate() {
            let mut word = 0u64;
            for (i, &c) in chunk.iter().enumerate() {
                word |= (c as u64) << (16 * i);
                sum += (4 * j + i) as u64 * c as u64;
            }
            a = (a.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
            b = (b ^ word.rotate_left(23)).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (b >> 29);
        }
        Printed {
            print: (mix(a), mix(b ^ 0xa409_3822_299f_31d0)),
            sum: (sum % self.ring) as u8,
        }
    }
}

impl Trail {
    /// The trail of a game: its positions since the last capture, the current one last.
    pub fn of_game(game: &History) -> Trail {
        let scoring = Scoring::of(game.position());
        let mut trail = Trail {
            steps: Vec::new(),
            scoring,
            printer: Printer::new(game.position().rules(), scoring),
            filter: Box::new([0; FILTER_SLOTS]),
            draw: draws_on_repetition(game.position()),
            root: 0,
            root_captured: game.position().captured_total(),
            salt: (0, 0),
        };
        let total = game.position().captured_total();
        for position in game.positions().filter(|p| p.captured_total() == total) {
            trail.push(position.clone());
        }
        trail.root = trail.steps.len() - 1;
        if trail.draw && trail.root > 0 {
            let set = trail.steps[trail.root - 1].set;
            trail.salt = (
                mix(set.0 ^ 0x5851_f42d_4c95_7f2d),
                mix(set.1 ^ 0x1405_7b7e_f767_814f),
            );
        }
        trail
    }

    /// Whether a repetition scores the same (0) wherever it happens, so that values inside a
    /// layer may be stored as layer facts (`Search`).
    pub fn draw(&self) -> bool {
        self.draw
    }

    /// The place of the solved position on the trail (after the game's history of its layer).
    pub fn root(&self) -> usize {
        self.root
    }

    /// The place of the current position on the trail.
    pub fn place(&self) -> usize {
        self.steps.len() - 1
    }

    /// Whether the current position's keys carry the game history's salt: under the draw rule,
    /// in the solved position's layer, when the game's history has earlier positions there.
    pub fn salted(&self) -> bool {
        self.salt != (0, 0) && self.last().captured == self.root_captured
    }

    /// The salt of the keys of a position with `captured` seeds captured in all.
    fn salt_of(&self, captured: u64) -> Fingerprint {
        if captured == self.root_captured {
            self.salt
        } else {
            (0, 0)
        }
    }

    /// The key of the current position's layer fact (`Search`): its value in its layer with no
    /// earlier position, or with exactly the game history's earlier positions where its keys
    /// are salted. Equal to `free_key` (given as `free_key`) where they are not.
    pub fn fact_key(&self, free_key: Fingerprint) -> Fingerprint {
        xor(free_key, self.salt_of(self.last().captured))
    }

    /// How values are scored on this trail.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// The current position (the last on the trail).
    pub fn top(&self) -> &Position {
        &self.last().position
    }

    /// Number of positions on the trail.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the trail is empty (never, once built from a game).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    fn last(&self) -> &Step {
        &self.steps[self.steps.len() - 1]
    }

    /// Whether the current position is the first of its layer: no earlier position can recur.
    pub fn at_layer_entry(&self) -> bool {
        let last = self.steps.len() - 1;
        self.steps[last].layer_start == last
    }

    /// The places on the trail of the earlier positions of the current position's layer (those
    /// whose recurrence ends the game), oldest first.
    pub fn earlier_in_layer(&self) -> std::ops::Range<usize> {
        let last = self.steps.len() - 1;
        self.steps[last].layer_start..last
    }

    /// The position at place `index` of the trail (0 is the oldest).
    pub fn at(&self, index: usize) -> &Position {
        &self.steps[index].position
    }

    /// The table key of the current position: its fingerprint combined with the set of earlier
    /// positions of its layer (the positions whose recurrence would end the game).
    pub fn key(&self) -> Fingerprint {
        let last = self.steps.len() - 1;
        let step = &self.steps[last];
        let earlier = if step.layer_start < last {
            self.steps[last - 1].set
        } else {
            (0, 0)
        };
        xor(combine(step.print, earlier), self.salt_of(step.captured))
    }

    /// The table key of the current position whatever the earlier positions of its layer: the
    /// key it has at a layer entry. A bound stored here holds wherever none of the earlier
    /// positions can recur within the bound's span (see `recurrence_gap`).
    pub fn free_key(&self) -> Fingerprint {
        self.free_key_of(self.last().print)
    }

    /// The least total stride of a line from the current position to any earlier position of
    /// its layer (`u32::MAX` when there is none): no line with a smaller total can repeat one.
    pub fn recurrence_gap(&self) -> u32 {
        let last = self.steps.len() - 1;
        let step = &self.steps[last];
        if step.layer_start == last {
            return u32::MAX;
        }
        recurrence_gap(self.steps[last - 1].sums, step.sum, self.ring())
    }

    /// The number of holes of the board, around which the hole sum is taken.
    pub fn ring(&self) -> u32 {
        self.printer.ring as u32
    }

    /// The stride of the ply from the current position to a successor in its layer with hole
    /// sum `sum`.
    pub fn stride_to(&self, sum: u8) -> u32 {
        stride(self.last().sum, sum, self.ring())
    }

    /// The table key that `child` (a successor of the current position, fingerprint `print`)
    /// would have once pushed: what `key` gives after `push_print(child, print)`.
    pub fn child_key(&self, child: &Position, print: Fingerprint) -> Fingerprint {
        let last = self.last();
        let earlier = if child.captured_total() == last.captured {
            last.set
        } else {
            (0, 0)
        };
        xor(
            combine(print, earlier),
            self.salt_of(child.captured_total()),
        )
    }

    /// The fingerprint and hole sum of a position under this trail's scoring.
    pub fn print(&self, position: &Position) -> Printed {
        self.printer.print(position)
    }

    /// The free key (`free_key`) that a position with fingerprint `print` has.
    pub fn free_key_of(&self, print: Fingerprint) -> Fingerprint {
        combine(print, (0, 0))
    }

    /// Whether `child` (a successor of the current position) repeats a position of the trail.
    pub fn repeats(&self, child: &Position) -> bool {
        self.repeats_print(child, self.print(child).print)
    }

    /// `repeats` for a child whose fingerprint is already known.
    pub fn repeats_print(&self, child: &Position, print: Fingerprint) -> bool {
        self.repeated_place(child, print).is_some()
    }

    /// The place on the trail of the position that `child` (a successor of the current
    /// position, fingerprint `print`) repeats, if it repeats one.
    pub fn repeated_place(&self, child: &Position, print: Fingerprint) -> Option<usize> {
        if self.filter[filter_slot(print)] == 0 {
            return None;
        }
        let last = self.last();
        if child.captured_total() != last.captured {
            return None;
        }
        self.steps[last.layer_start..]
            .iter()
            .rposition(|s| s.print == print && s.position == *child)
            .map(|i| last.layer_start + i)
    }

    /// Adds a position (a successor of the current one that does not repeat).
    pub fn push(&mut self, position: Position) {
        let print = self.print(&position);
        self.push_print(position, print);
    }

    /// `push` for a position whose fingerprint and hole sum are already known.
    pub fn push_print(&mut self, position: Position, printed: Printed) {
        let Printed { print, sum } = printed;
        let captured = position.captured_total();
        let index = self.steps.len();
        let (layer_start, set, sums) = match self.steps.last() {
            Some(last) if last.captured == captured => (
                last.layer_start,
                (last.set.0 ^ print.0, last.set.1 ^ print.1),
                last.sums | 1 << sum,
            ),
            _ => (index, print, 1 << sum),
        };
        self.steps.push(Step {
            position,
            print,
            captured,
            layer_start,
            set,
            sum,
            sums,
        });
        let slot = &mut self.filter[filter_slot(print)];
        *slot = slot.saturating_add(1);
    }

    /// Removes the current position.
    pub fn pop(&mut self) {
        if let Some(step) = self.steps.pop() {
            // A saturated count stays: the slot then only ever costs a scan, never a miss.
            let slot = &mut self.filter[filter_slot(step.print)];
            if *slot != u16::MAX {
                *slot -= 1;
            }
        }
    }
}

fn xor(a: Fingerprint, b: Fingerprint) -> Fingerprint {
    (a.0 ^ b.0, a.1 ^ b.1)
}

/// Whether a repetition in `position`'s game scores 0 wherever it happens.
fn draws_on_repetition(position: &Position) -> bool {
    match Scoring::of(position) {
        Scoring::Margin { draw_repetition } => draw_repetition,
        Scoring::WinLoss => {
            position.rules().options().repetition == mancala_rules::Repetition::Draw
        }
    }
}

fn combine(print: Fingerprint, earlier: Fingerprint) -> Fingerprint {
    (
        print.0 ^ mix(earlier.0 ^ 0x0123_4567_89ab_cdef),
        print.1 ^ mix(earlier.1.rotate_left(17) ^ 0xfedc_ba98_7654_3210),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The least total stride from sum `from` to any of `sums`, by trying every total.
    fn gap_by_counting(sums: &[u8], from: u8, ring: u32) -> u32 {
        (1..=ring)
            .find(|&d| sums.iter().any(|&s| (from as u32 + d) % ring == s as u32))
            .unwrap_or(u32::MAX)
    }

    #[test]
    fn recurrence_gap_is_the_least_total_stride() {
        let mut rng = SmallRng::seed_from_u64(7);
        for ring in [4u32, 6, 12, 80, 100, 128] {
            for _ in 0..500 {
                let count = rng.random_range(0..4);
                let sums: Vec<u8> = (0..count)
                    .map(|_| rng.random_range(0..ring) as u8)
                    .collect();
                let mask = sums.iter().fold(0u128, |m, &s| m | 1 << s);
                let from = rng.random_range(0..ring) as u8;
                assert_eq!(
                    recurrence_gap(mask, from, ring),
                    gap_by_counting(&sums, from, ring),
                    "ring {ring} sums {sums:?} from {from}"
                );
            }
        }
    }

    /// Along random games the strides of the plies without a capture add up to the change of
    /// the hole sum, and the fingerprint's sum is `hole_sum`; a position that comes back does
    /// so only after a total stride of at least the gap the trail gave for it.
    #[test]
    fn strides_add_up_to_the_hole_sum() {
        let mut rng = SmallRng::seed_from_u64(8);
        for (game, holes) in [
            (Game::EnGehe, 3),
            (Game::EnDodoi, 2),
            (Game::Giuthi, 3),
            (Game::SadeqaII, 2),
        ] {
            let rules = Rules::with_size(game, holes, 2).expect("rules");
            for _ in 0..200 {
                let mut game = History::new(rules);
                let mut trail = Trail::of_game(&game);
                // Per trail step: total stride since the layer's first step.
                let mut totals = vec![0u32];
                while game.outcome().is_none() {
                    let before = trail.top().clone();
                    let gap = trail.recurrence_gap();
                    if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                        break;
                    }
                    let child = game.position().clone();
                    let printed = trail.print(&child);
                    assert_eq!(printed.sum, hole_sum(&child));
                    let in_layer = child.captured_total() == before.captured_total();
                    let total = if in_layer {
                        totals[totals.len() - 1] + trail.stride_to(printed.sum)
                    } else {
                        0
                    };
                    if trail.repeats(&child) {
                        let first = trail.steps[trail.last().layer_start..]
                            .iter()
                            .position(|s| s.position == child)
                            .expect("repeated step");
                        let at = trail.last().layer_start + first;
                        let from_parent = total - totals[totals.len() - 1];
                        // The repeated position is an earlier one of the parent's layer or
                        // the parent itself: either way at least its gap away.
                        if at + 1 < trail.len() {
                            assert!(from_parent >= gap, "{game:?}");
                        }
                        assert_eq!((total - totals[at]) % trail.ring(), 0);
                        break;
                    }
                    trail.push_print(child, printed);
                    totals.push(total);
                }
            }
        }
    }
}
