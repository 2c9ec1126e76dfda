//! The proof search: fail-soft alpha-beta over the whole game tree with the game's history.
//!
//! Every value it returns is exact for the window it was given: a result `g <= alpha` proves
//! `value <= g`, `g >= beta` proves `value >= g`, anything between is the value. Terminal values
//! come from the rules' own outcomes (no evaluation, no depth limit); repetition is detected
//! against the trail; the table only ever holds proved bounds keyed by position and layer
//! history (see `table` and `trail`), so a stored bound is a fact wherever it is read.

use std::sync::atomic::{AtomicBool, Ordering};

use mancala_rules::{Direction, Move, Position, Side};

use crate::limits::Budget;
use crate::oracle::Oracle;
use crate::table::{Table, MAX_SPAN, NO_MOVE};
use crate::trail::{Printed, Trail};
use crate::value::{capture_lead, outcome_value, trivial_bounds, Scoring};

/// Nodes a thread counts before checking its budget.
const CHECK_EVERY: u64 = 2048;

/// The span of a result whose proof's reach is not known: larger than any recurrence gap.
const UNKNOWN_SPAN: u32 = u32::MAX - 1;

/// A table slot number for a move (hole and direction; pass last).
pub fn move_slot(mv: Move) -> u8 {
    match mv {
        Move::Pass => 254,
        Move::Sow { hole, direction } => {
            hole.wrapping_mul(2) + u8::from(direction == Some(Direction::Clockwise))
        }
    }
}

/// One thread's search over a trail.
pub struct Search<'a> {
    table: &'a Table,
    oracle: Option<&'a dyn Oracle>,
    budget: &'a Budget,
    race: Option<&'a AtomicBool>,
    /// The path: the game's layer history, then the searched moves.
    pub trail: Trail,
    scoring: Scoring,
    scratch: Vec<Scratch>,
    pending: u64,
    /// Nodes reserved from the budget (`Budget::take`) and not yet searched.
    granted: u64,
    /// Nodes this thread searched.
    pub nodes: u64,
    /// Varies the move order between threads (0 for the main thread).
    pub variant: u64,
    /// How far the proof of the last result of `node` reached along plies without a capture,
    /// in total stride (`trail::hole_sum`).
    span: u32,
    /// For each place of the trail, its position's layer bounds and repetition worth once
    /// `history_bounds` has needed them (one database lookup a position, not one a node).
    marks: Vec<Option<Mark>>,
    /// Nodes this search may visit (`with_cap`).
    cap: u64,
    /// Under the draw rule, the lowest place on the trail that a repetition in the proof of the
    /// last result of `node` went back to (`NO_REACH` for none, or none that counts): the
    /// result is a layer fact when this is not below the node's own place.
    reach: usize,
}

/// No repetition in a proof went back above its node.
const NO_REACH: usize = usize::MAX;

/// A position's own-row layer bounds (South's, less its lead; `(i32::MAX, i32::MIN)` when not
/// known), with the thresholds its recurrence, or an earlier one of its layer, would spoil.
#[derive(Clone, Copy, Debug)]
struct Mark {
    lower: i32,
    upper: i32,
    /// The thresholds at which the lower bounds of this place and the earlier places of its
    /// layer do not hold if they recur (`lower_cover`).
    below: u128,
    /// The mirror for the upper bounds (`upper_cover`).
    above: u128,
}

impl Drop for Search<'_> {
    /// A search's last nodes count, and what it reserved and did not search goes back.
    fn drop(&mut self) {
        self.flush();
    }
}

impl<'a> Search<'a> {
    /// A search of the trail's current position.
    pub fn new(
        table: &'a Table,
        oracle: Option<&'a dyn Oracle>,
        budget: &'a Budget,
        trail: Trail,
    ) -> Search<'a> {
        let scoring = trail.scoring();
        let marks = vec![None; trail.len()];
        Search {
            table,
            oracle,
            budget,
            race: None,
            trail,
            scoring,
            scratch: Vec::new(),
            pending: 0,
            granted: 0,
            nodes: 0,
            variant: 0,
            span: 0,
            marks,
            cap: u64::MAX,
            reach: NO_REACH,
        }
    }

    /// Also stops when `race` is set (another thread finished the same proof).
    pub fn with_race(mut self, race: &'a AtomicBool) -> Search<'a> {
        self.race = Some(race);
        self
    }

    /// Also stops once this search has visited `nodes` nodes (see `capped`).
    pub fn with_cap(mut self, nodes: u64) -> Search<'a> {
        self.cap = nodes;
        self
    }

    /// Caps this search at `nodes` more nodes than it has visited so far (`u64::MAX`: no cap).
    pub fn cap_after(&mut self, nodes: u64) {
        self.cap = self.nodes.saturating_add(nodes);
    }

    /// Whether this search reached its own node cap (`with_cap`).
    pub fn capped(&self) -> bool {
        self.nodes >= self.cap
    }

    /// Whether the budget ran out, the race was decided or the cap reached (results since then
    /// are meaningless).
    pub fn stopped(&self) -> bool {
        self.capped()
            || self.budget.stopped()
            || self.race.is_some_and(|r| r.load(Ordering::Relaxed))
    }

    /// Time since the solve started.
    pub fn elapsed(&self) -> std::time::Duration {
        self.budget.elapsed()
    }

    /// Flushes this thread's node count into the budget, and gives back the nodes it reserved
    /// and did not search.
    pub fn flush(&mut self) {
        if self.pending > 0 {
            self.budget.spend(self.pending);
            self.pending = 0;
        }
        self.budget.give_back(self.granted);
        self.granted = 0;
    }

    /// The value of playing `child` (a successor of the trail's current position), for the
    /// current mover, searched with window `(alpha, beta)`; exact for that window.
    pub fn child_value(&mut self, child: &Position, alpha: i32, beta: i32) -> i32 {
        let printed = self.trail.print(child);
        self.printed_child_value(child, printed, alpha, beta)
    }

    /// `child_value` for a child whose fingerprint is already known.
    fn printed_child_value(
        &mut self,
        child: &Position,
        printed: Printed,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let parent = self.trail.top();
        let mover = parent.to_move();
        let in_layer = child.captured_total() == parent.captured_total();
        if let Some(place) = self.trail.repeated_place(child, printed.print) {
            self.span = self.trail.stride_to(printed.sum);
            // The no-move ending takes precedence over the repetition ending.
            let outcome = if child.has_legal_move() {
                // An earlier position of the game's history is, where the keys are salted, a
                // given of every fact (it is in their key), not a step of a proof.
                self.reach = if self.trail.salted() && place < self.trail.root() {
                    NO_REACH
                } else {
                    place
                };
                child.repetition_outcome()
            } else {
                self.reach = NO_REACH;
                child.no_move_outcome()
            };
            return outcome_value(self.scoring, &outcome, mover);
        }
        let stride = if in_layer {
            self.trail.stride_to(printed.sum)
        } else {
            0
        };
        self.trail.push_print(child.clone(), printed);
        self.marks.push(None);
        // Giuthi's extra move keeps the same mover: then the child's value is the mover's own.
        let v = if child.to_move() == mover {
            self.node(alpha, beta)
        } else {
            -self.node(-beta, -alpha)
        };
        self.trail.pop();
        self.marks.pop();
        // After a capture nothing of this layer can recur: the child's proof reaches no
        // position the parent's earlier positions could be.
        self.span = if in_layer {
            self.span.saturating_add(stride)
        } else {
            0
        };
        v
    }

    /// The value of the trail's current position (which must not be over by repetition) for
    /// its mover, searched with window `(alpha, beta)`; sets `span` to how far its proof
    /// reached along plies without a capture.
    ///
    /// A bound is stored under the position's free key (as at a layer entry) when its proof's
    /// span is below the position's recurrence gap (`Trail::recurrence_gap`): then no position
    /// of its proof is an earlier position of the layer, and the same proof holds after any
    /// other earlier positions whose gap is also larger than the span. Under the draw rule, a
    /// bound whose proof repeats nothing above this node is a layer fact (`docs/solver.md`,
    /// "Layer facts under the draw rule") and goes under `Trail::fact_key`. Otherwise it is
    /// stored under the key that includes the earlier positions.
    pub fn node(&mut self, alpha: i32, beta: i32) -> i32 {
        self.span = UNKNOWN_SPAN;
        self.reach = NO_REACH;
        // A node reached once the budget is spent is not searched, and not counted.
        if self.stopped() {
            return alpha;
        }
        if self.granted == 0 {
            self.flush();
            self.granted = self.budget.take(CHECK_EVERY);
            if self.stopped() {
                return alpha;
            }
        }
        self.granted -= 1;
        self.nodes += 1;
        self.pending += 1;
        let position = self.trail.top();
        let offset = if self.scoring.relative() {
            capture_lead(position)
        } else {
            0
        };
        // No continuation can leave the range of the seeds still in play.
        let (mut lower, mut upper) = trivial_bounds(position);
        if lower >= beta || upper <= alpha {
            self.span = 0;
            return if lower >= beta { lower } else { upper };
        }
        let gap = self.trail.recurrence_gap();
        let key = self.trail.key();
        let free_key = self.trail.free_key();
        let place = self.trail.place();
        let draw = self.trail.draw();
        let salted = self.trail.salted();
        let fact_key = self.trail.fact_key(free_key);
        let mut hint = NO_MOVE;
        // The largest span and the lowest reach of the table bounds used here.
        let mut used_span = 0;
        let mut used_reach = NO_REACH;
        // A bound under the full key rests on the earlier positions of the layer; under the
        // draw rule, those of the game's history are a given where the keys are salted.
        let keyed_reach = if gap == u32::MAX || (salted && place == self.trail.root()) {
            NO_REACH
        } else if salted {
            self.trail.root()
        } else {
            self.trail.earlier_in_layer().start
        };
        let keyed = self
            .table
            .probe(key)
            .map(|p| (p, p.span as u32, keyed_reach));
        // A free bound holds here when its proof stays closer than any earlier position could
        // come back; at a layer entry the two keys are the same. Under the draw rule, any free
        // bound is also a layer fact, which holds here as a fact (unknown span) unless the
        // keys are salted (then the facts are under their own key).
        let free = if gap != u32::MAX {
            match self.table.probe(free_key) {
                Some(p) if (p.span as u32) < gap => Some((p, p.span as u32, NO_REACH)),
                Some(p) if draw && !salted => Some((p, UNKNOWN_SPAN, NO_REACH)),
                _ => None,
            }
        } else {
            None
        };
        let fact = if salted {
            self.table
                .probe(fact_key)
                .map(|p| (p, UNKNOWN_SPAN, NO_REACH))
        } else {
            None
        };
        // The free bound first: where both tighten alike, its smaller span is the one charged.
        for (p, span, reach) in [free, fact, keyed].into_iter().flatten() {
            if p.lower + offset > lower || p.upper + offset < upper {
                lower = lower.max(p.lower + offset);
                upper = upper.min(p.upper + offset);
                used_span = used_span.max(span);
                used_reach = used_reach.min(reach);
            }
            if hint == NO_MOVE {
                hint = p.best;
            }
        }
        if lower >= beta || lower == upper || upper <= alpha {
            let v = if upper <= alpha { upper } else { lower };
            self.span = used_span;
            self.reach = settled_reach(used_reach, v, alpha, beta);
            return v;
        }
        if self.trail.at_layer_entry() {
            if let Some(v) = self.oracle.and_then(|o| o.probe(position)) {
                // The database's proof may reach anywhere in the layer: its value holds at
                // this key only with no earlier position (a parent reaches it by a capture).
                self.table
                    .store(key, v - offset, v - offset, NO_MOVE, 63, MAX_SPAN);
                self.span = UNKNOWN_SPAN;
                return v;
            }
        } else if let Some((low, high)) =
            history_bounds(self.scoring, self.oracle, &self.trail, &mut self.marks)
        {
            // Bounds that tighten nothing leave the result free of the earlier positions.
            if low > lower || high < upper {
                lower = lower.max(low);
                upper = upper.min(high);
                used_span = UNKNOWN_SPAN;
            }
            if lower >= beta || lower == upper || upper <= alpha {
                let v = if upper <= alpha { upper } else { lower };
                let (lo, hi) = if lower == upper {
                    (lower, upper)
                } else if v == lower {
                    (lower, crate::table::MAX_VALUE + offset)
                } else {
                    (-crate::table::MAX_VALUE + offset, upper)
                };
                // These bounds rest on the earlier positions themselves.
                self.table
                    .store(key, lo - offset, hi - offset, hint, 1, MAX_SPAN);
                self.span = UNKNOWN_SPAN;
                return v;
            }
        }
        let alpha = alpha.max(lower);
        let beta = beta.min(upper);
        let mover = position.to_move();
        // Buffers reused from node to node (one set a ply of the path): no allocation and no
        // zeroing of move-sized arrays at every node.
        let mut scratch = self.scratch.pop().unwrap_or_default();
        scratch.moves.clear();
        position.successors_into(&mut scratch.moves);
        if scratch.moves.is_empty() {
            let v = outcome_value(self.scoring, &position.no_move_outcome(), mover);
            self.table
                .store(free_key, v - offset, v - offset, NO_MOVE, work(1), 0);
            self.scratch.push(scratch);
            self.span = 0;
            return v;
        }
        self.order(&mut scratch, hint, mover);
        // The first children's table buckets are fetched from memory at once, while the first
        // is searched: a probe is otherwise a wait for memory. The rest are fingerprinted only
        // if searched, since a cut-off usually comes early.
        scratch.prints.clear();
        for &(.., i) in scratch.order.iter().take(PREFETCHED) {
            let child = &scratch.moves[i as usize].1;
            let printed = self.trail.print(child);
            let key = self.trail.child_key(child, printed.print);
            self.table.prefetch(key);
            let free_key = self.trail.free_key_of(printed.print);
            if free_key != key {
                self.table.prefetch(free_key);
            }
            scratch.prints.push(printed);
        }
        let start_nodes = self.nodes;
        let mut best = i32::MIN;
        let mut best_slot = NO_MOVE;
        let mut span = used_span;
        // The lowest reach of every child searched, and that of the best.
        let mut all_reach = NO_REACH;
        let mut best_reach = NO_REACH;
        for (k, &(.., i)) in scratch.order.iter().enumerate() {
            let (mv, child) = &scratch.moves[i as usize];
            let a = alpha.max(best);
            let printed = match scratch.prints.get(k) {
                Some(&printed) => printed,
                None => self.trail.print(child),
            };
            let v = self.printed_child_value(child, printed, a, beta);
            if self.stopped() {
                self.scratch.push(scratch);
                self.span = UNKNOWN_SPAN;
                return alpha;
            }
            span = span.max(self.span);
            all_reach = all_reach.min(self.reach);
            if v > best {
                best = v;
                best_slot = move_slot(*mv);
                best_reach = self.reach;
                if v >= beta {
                    break;
                }
            }
        }
        let (lo, hi) = if best <= alpha {
            (i32::MIN, best)
        } else if best >= beta {
            (best, i32::MAX)
        } else {
            (best, best)
        };
        let spent = self.nodes - start_nodes;
        let stored_lo = if lo == i32::MIN {
            -crate::table::MAX_VALUE
        } else {
            lo - offset
        };
        let stored_hi = if hi == i32::MAX {
            crate::table::MAX_VALUE
        } else {
            hi - offset
        };
        let slot = if best > alpha { best_slot } else { NO_MOVE };
        // A lower bound rests on the best child alone; an upper bound on every child.
        let reach = if best >= beta { best_reach } else { all_reach };
        let reach = settled_reach(reach, best, alpha, beta);
        let is_fact = draw && reach >= place;
        let store_key = if span < gap {
            free_key
        } else if is_fact {
            fact_key
        } else {
            key
        };
        let stored_span = span.min(MAX_SPAN as u32) as u8;
        self.table.store(
            store_key,
            stored_lo,
            stored_hi,
            slot,
            work(spent),
            stored_span,
        );
        if draw && !is_fact && lo == hi && best != 0 {
            // An exact value other than 0 is, on its side away from 0, a win whose proof has
            // no repetition: that half is a layer fact.
            let (flo, fhi) = if best > 0 {
                (stored_lo, crate::table::MAX_VALUE)
            } else {
                (-crate::table::MAX_VALUE, stored_hi)
            };
            self.table
                .store(fact_key, flo, fhi, slot, work(spent), MAX_SPAN);
        }
        self.scratch.push(scratch);
        self.span = span;
        self.reach = reach;
        best
    }

    /// Orders the scratch's moves (into `scratch.order`): the table's best first, then by seeds
    /// captured, then by the child's standing (capture lead plus own-row difference), larger
    /// first; helper threads break ties differently, then move order.
    fn order(&self, scratch: &mut Scratch, hint: u8, mover: Side) {
        let variant = self.variant;
        scratch.order.clear();
        for (i, (mv, p)) in scratch.moves.iter().enumerate() {
            let slot = move_slot(*mv);
            let first = u8::from(slot != hint);
            let gain = p.captured(mover) as i64 - p.captured(mover.opponent()) as i64;
            let standing = gain + p.row_seeds(mover) as i64 - p.row_seeds(mover.opponent()) as i64;
            let jitter = if variant == 0 {
                0
            } else {
                (slot as u64 ^ variant).wrapping_mul(0x9e37_79b9) >> 24 & 0xff
            };
            scratch
                .order
                .push((first, -gain, -standing, jitter, i as u8));
        }
        scratch.order.sort_unstable();
    }
}

/// The reach of a result `v` of a search with window `(alpha, beta)` proved with repetitions
/// back to `reach`: none when `v` is a lower bound above 0 or an upper bound below 0.
///
/// Under the draw rule such a bound is a win for the side that needs more than a draw, and
/// a repetition (worth 0) cannot be part of a proof of it.
fn settled_reach(reach: usize, v: i32, alpha: i32, beta: i32) -> usize {
    if (v >= beta && v > 0) || (v <= alpha && v < 0) {
        NO_REACH
    } else {
        reach
    }
}

/// Children whose table buckets a node fetches before searching the first.
const PREFETCHED: usize = 4;

/// Buffers for one node: its successors and the order to search them in.
#[derive(Default)]
struct Scratch {
    moves: Vec<(Move, Position)>,
    /// Fingerprints of the first children in `order`.
    prints: Vec<Printed>,
    /// Sort keys ending with the move's index in `moves`.
    order: Vec<(u8, i64, i64, u64, u8)>,
}

/// The replacement rank of a proof that took `nodes` nodes: its base-2 logarithm.
fn work(nodes: u64) -> u8 {
    (64 - nodes.max(1).leading_zeros()) as u8
}

/// Bounds on the current position's value for its mover, given the earlier positions of its
/// layer, from the oracle's own-row layer bounds (`Oracle::layer_bounds`); own-row margin
/// games only.
///
/// South forces at least `t` from a position with no history by a strategy whose plays stay
/// among positions `y` with lower bound `L(y) >= t`, and which ends by a leaving move worth
/// `t` or a repetition of such a `y` worth `t`. With earlier positions `h` that can recur,
/// the same strategy still forces `t` when every `h` it can reach (`L(h) >= t`) is worth
/// `t` as a repetition: so the lower bound is the largest `t <= L(position)` outside every
/// interval `(rep(h), L(h)]`. The upper bound is the mirror (`[U(h), rep(h))`).
fn history_bounds(
    scoring: Scoring,
    oracle: Option<&dyn Oracle>,
    trail: &Trail,
    marks: &mut [Option<Mark>],
) -> Option<(i32, i32)> {
    if scoring
        != (Scoring::Margin {
            draw_repetition: false,
        })
    {
        return None;
    }
    let oracle = oracle?;
    let position = trail.top();
    // Every threshold that matters (bounds and repetitions, South's less its lead) lies within
    // the seeds on the board, so a 128-bit set of thresholds holds them all.
    if position.board_seeds() > MAX_COVERED as u32 {
        return None;
    }
    debug_assert_eq!(marks.len(), trail.len(), "marks out of step with the trail");
    let earlier = trail.earlier_in_layer();
    let own = mark(marks, trail, oracle, earlier.end, earlier.start);
    // Unknown (or, from an oracle that broke its contract, outside the covers' range): none.
    if own.lower > own.upper || own.lower < -MAX_COVERED || own.upper > MAX_COVERED {
        return None;
    }
    // The thresholds at which some earlier position may recur worth less (or more) than them.
    let (below, above) = if earlier.is_empty() {
        (0, 0)
    } else {
        let m = mark(marks, trail, oracle, earlier.end - 1, earlier.start);
        (m.below, m.above)
    };
    let low = largest_uncovered_at_most(below, own.lower);
    let high = smallest_uncovered_at_least(above, own.upper);
    // From South's value less its lead to the mover's value.
    let south_lead = position.captured(Side::South) as i32 - position.captured(Side::North) as i32;
    Some(match position.to_move() {
        Side::South => (low + south_lead, high + south_lead),
        Side::North => (-(high + south_lead), -(low + south_lead)),
    })
}

/// The most seeds on the board for which history bounds are worked out: every threshold then
/// lies in `-62..=62`, inside a cover's range `-64..=63` (threshold `t` is bit `t + 64`).
const MAX_COVERED: i32 = 62;

/// The thresholds `t` with `repetition < t <= lower` (a lower bound `lower` does not hold at
/// them if the position recurs), clamped to the cover's range.
fn lower_cover(repetition: i32, lower: i32) -> u128 {
    span_bits(repetition.saturating_add(1), lower)
}

/// The thresholds `t` with `upper <= t < repetition`, the mirror of `lower_cover`.
fn upper_cover(upper: i32, repetition: i32) -> u128 {
    span_bits(upper, repetition.saturating_sub(1))
}

/// The bits of thresholds `from..=to`, clamped to `-64..=63`.
fn span_bits(from: i32, to: i32) -> u128 {
    let (from, to) = (from.max(-64), to.min(63));
    if from > to {
        return 0;
    }
    let (a, b) = ((from + 64) as u32, (to + 64) as u32);
    let up_to_b = if b == 127 {
        u128::MAX
    } else {
        (1u128 << (b + 1)) - 1
    };
    up_to_b & !((1u128 << a) - 1)
}

/// The largest threshold `t <= start` that `cover` does not hold (`start` within the range).
fn largest_uncovered_at_most(cover: u128, start: i32) -> i32 {
    let free = !cover & span_bits(-64, start);
    if free == 0 {
        return -64;
    }
    127 - free.leading_zeros() as i32 - 64
}

/// The smallest threshold `t >= start` that `cover` does not hold.
fn smallest_uncovered_at_least(cover: u128, start: i32) -> i32 {
    let free = !cover & span_bits(start, 63);
    if free == 0 {
        return 63;
    }
    free.trailing_zeros() as i32 - 64
}

/// The mark of the position at `place` on the trail (its layer beginning at `layer_start`),
/// computed once while it stays there, with those of the places before it in the layer.
fn mark(
    marks: &mut [Option<Mark>],
    trail: &Trail,
    oracle: &dyn Oracle,
    place: usize,
    layer_start: usize,
) -> Mark {
    // The first place not yet marked, going down from `place` to the layer's start.
    let mut first = place;
    while first > layer_start && marks[first].is_none() {
        first -= 1;
    }
    if marks[first].is_some() {
        first += 1;
    }
    for i in first..=place {
        let h = trail.at(i);
        // Bounds not known: the position may be reached at any threshold.
        let (lower, upper) = oracle.layer_bounds(h).unwrap_or((i32::MAX, i32::MIN));
        let repetition = h.row_seeds(Side::South) as i32 - h.row_seeds(Side::North) as i32;
        let (below, above) = if i > layer_start {
            // The place before it is always marked; were it not, every threshold counts as
            // spoilt, which leaves only bounds outside the range of values (sound, useless).
            marks[i - 1].map_or((u128::MAX, u128::MAX), |m| (m.below, m.above))
        } else {
            (0, 0)
        };
        marks[i] = Some(Mark {
            lower,
            upper,
            below: below | lower_cover(repetition, lower),
            above: above | upper_cover(upper, repetition),
        });
    }
    marks[place].unwrap_or(Mark {
        lower: i32::MAX,
        upper: i32::MIN,
        below: u128::MAX,
        above: u128::MAX,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The thresholds of the search's history bounds as first written: move `t` down to
    /// `rep(h)` while it lies in some `(rep(h), L(h)]`, and the mirror.
    fn by_fixed_point(marks: &[(i32, i32, i32)], lower: i32, upper: i32) -> (i32, i32) {
        let (mut low, mut high) = (lower, upper);
        loop {
            let before = low;
            for &(l, _, rep) in marks {
                if rep < low && low <= l {
                    low = rep;
                }
            }
            if low == before {
                break;
            }
        }
        loop {
            let before = high;
            for &(_, u, rep) in marks {
                if u <= high && high < rep {
                    high = rep;
                }
            }
            if high == before {
                break;
            }
        }
        (low, high)
    }

    #[test]
    fn covers_agree_with_the_fixed_point() {
        let mut rng = SmallRng::seed_from_u64(11);
        for case in 0..20_000 {
            let seeds = rng.random_range(0..=MAX_COVERED);
            let value = |rng: &mut SmallRng| rng.random_range(-seeds..=seeds);
            let count = rng.random_range(0..12);
            let marks: Vec<(i32, i32, i32)> = (0..count)
                .map(|_| {
                    if rng.random_range(0..8) == 0 {
                        (i32::MAX, i32::MIN, value(&mut rng))
                    } else {
                        let (a, b) = (value(&mut rng), value(&mut rng));
                        (a.min(b), a.max(b), value(&mut rng))
                    }
                })
                .collect();
            let (a, b) = (value(&mut rng), value(&mut rng));
            let (lower, upper) = (a.min(b), a.max(b));
            let (below, above) = marks.iter().fold((0, 0), |(b, a), &(l, u, rep)| {
                (b | lower_cover(rep, l), a | upper_cover(u, rep))
            });
            let got = (
                largest_uncovered_at_most(below, lower),
                smallest_uncovered_at_least(above, upper),
            );
            assert_eq!(
                got,
                by_fixed_point(&marks, lower, upper),
                "case {case}: {marks:?}"
            );
        }
    }

    #[test]
    fn span_bits_are_inclusive_and_clamped() {
        assert_eq!(span_bits(0, 0), 1 << 64);
        assert_eq!(span_bits(-64, 63), u128::MAX);
        assert_eq!(span_bits(-100, -64), 1);
        assert_eq!(span_bits(63, 1000), 1 << 127);
        assert_eq!(span_bits(3, 2), 0);
    }
}
