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
    Printer::new(position.rules(), scoring).print(position)
}

/// Fingerprints positions of one set of rules under one scoring: the part that the rules and
/// the scoring decide is worked out once.
#[derive(Clone, Copy, Debug)]
struct Printer {
    /// Whether the capture lead takes part.
    lead_matters: bool,
    /// The rules' part, mixed.
    rules_part: u64,
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
        }
    }

    fn print(&self, position: &Position) -> Fingerprint {
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
        for chunk in position.board().chunks(4) {
            let mut word = 0u64;
            for (i, &c) in chunk.iter().enumerate() {
                word |= (c as u64) << (16 * i);
            }
            a = (a.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
            b = (b ^ word.rotate_left(23)).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (b >> 29);
        }
        (mix(a), mix(b ^ 0xa409_3822_299f_31d0))
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
        };
        let total = game.position().captured_total();
        for position in game.positions().filter(|p| p.captured_total() == total) {
            trail.push(position.clone());
        }
        trail
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

    /// The earlier positions of the current position's layer (those whose recurrence ends the
    /// game), most recent first.
    pub fn earlier_in_layer(&self) -> impl Iterator<Item = &Position> {
        let last = self.steps.len() - 1;
        self.steps[self.steps[last].layer_start..last]
            .iter()
            .rev()
            .map(|s| &s.position)
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
        combine(step.print, earlier)
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
        combine(print, earlier)
    }

    /// The fingerprint of a position under this trail's scoring.
    pub fn print(&self, position: &Position) -> Fingerprint {
        self.printer.print(position)
    }

    /// Whether `child` (a successor of the current position) repeats a position of the trail.
    pub fn repeats(&self, child: &Position) -> bool {
        self.repeats_print(child, self.print(child))
    }

    /// `repeats` for a child whose fingerprint is already known.
    pub fn repeats_print(&self, child: &Position, print: Fingerprint) -> bool {
        if self.filter[filter_slot(print)] == 0 {
            return false;
        }
        let last = self.last();
        if child.captured_total() != last.captured {
            return false;
        }
        self.steps[last.layer_start..]
            .iter()
            .rev()
            .any(|s| s.print == print && s.position == *child)
    }

    /// Adds a position (a successor of the current one that does not repeat).
    pub fn push(&mut self, position: Position) {
        let print = self.print(&position);
        self.push_print(position, print);
    }

    /// `push` for a position whose fingerprint is already known.
    pub fn push_print(&mut self, position: Position, print: Fingerprint) {
        let captured = position.captured_total();
        let index = self.steps.len();
        let (layer_start, set) = match self.steps.last() {
            Some(last) if last.captured == captured => (
                last.layer_start,
                (last.set.0 ^ print.0, last.set.1 ^ print.1),
            ),
            _ => (index, print),
        };
        self.steps.push(Step {
            position,
            print,
            captured,
            layer_start,
            set,
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

fn combine(print: Fingerprint, earlier: Fingerprint) -> Fingerprint {
    (
        print.0 ^ mix(earlier.0 ^ 0x0123_4567_89ab_cdef),
        print.1 ^ mix(earlier.1.rotate_left(17) ^ 0xfedc_ba98_7654_3210),
    )
}
