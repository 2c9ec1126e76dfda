//! Move ordering memory: the history heuristic, killer moves per ply and counter-moves.
//!
//! Alpha-beta prunes most when the move that refutes a position comes first. Captures and
//! extra moves are ordered by their gain (in the search); among quiet moves this memory
//! puts first the moves that refuted sibling positions (killers, two a ply), the move that
//! last refuted the opponent's previous move (counter-move), then the moves that cut off
//! most often anywhere (history, weighted by depth squared).

use mancala_rules::{Direction, Move, Side};

/// Slots of the per-move tables: two a hole (one a direction) and one for `pass`.
const SLOTS: usize = 256;

/// Ordering key of the transposition table's move: before everything.
pub const TT_KEY: i64 = i64::MAX;
/// Ordering key of a move with an immediate gain per unit of gain (a seed captured counts 4, an
/// extra move 2): above every quiet move.
pub const GAIN_UNIT: i64 = 1_000_000;
const KILLER_KEYS: [i64; 2] = [900_000, 800_000];
const COUNTER_KEY: i64 = 700_000;
/// History counts are capped below the killers' keys.
const HISTORY_CAP: i32 = 600_000;

/// The table slot of a move.
pub fn move_slot(mv: Move) -> usize {
    match mv {
        Move::Pass => SLOTS - 1,
        Move::Sow { hole, direction } => ((hole as usize) * 2
            + usize::from(direction == Some(Direction::Clockwise)))
        .min(SLOTS - 2),
    }
}

/// What earlier cut-offs teach about which quiet moves to try first.
pub struct MoveOrder {
    history: Box<[[i32; SLOTS]; 2]>,
    killers: Vec<[Option<Move>; 2]>,
    counters: Box<[[Option<Move>; SLOTS]; 2]>,
    /// Use killers and counter-moves (off: history only, as the first engine did).
    pub killers_on: bool,
}

impl Default for MoveOrder {
    fn default() -> Self {
        MoveOrder {
            history: Box::new([[0; SLOTS]; 2]),
            killers: Vec::new(),
            counters: Box::new([[None; SLOTS]; 2]),
            killers_on: true,
        }
    }
}

impl MoveOrder {
    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.history.iter_mut().for_each(|h| h.fill(0));
        self.killers.clear();
        self.counters.iter_mut().for_each(|c| c.fill(None));
    }

    /// Forgets the killers (they belong to one search's plies).
    pub fn new_search(&mut self) {
        self.killers.clear();
    }

    /// The ordering key of a quiet move of `side` at `ply`, after `prev` (higher first).
    #[inline]
    pub fn quiet_key(&self, side: Side, ply: usize, prev: Option<Move>, mv: Move) -> i64 {
        if self.killers_on {
            if let Some(k) = self.killers.get(ply) {
                if k[0] == Some(mv) {
                    return KILLER_KEYS[0];
                }
                if k[1] == Some(mv) {
                    return KILLER_KEYS[1];
                }
            }
            if prev.is_some_and(|p| self.counters[side.index()][move_slot(p)] == Some(mv)) {
                return COUNTER_KEY;
            }
        }
        self.history(side, mv) as i64
    }

    /// The history count of a move of `side`.
    #[inline]
    pub fn history(&self, side: Side, mv: Move) -> i32 {
        self.history[side.index()][move_slot(mv)]
    }

    /// Records that `mv` of `side` at `ply` (after `prev`) caused a cut-off at `depth`;
    /// killers and counter-moves only learn quiet moves.
    pub fn cutoff(
        &mut self,
        side: Side,
        ply: usize,
        prev: Option<Move>,
        mv: Move,
        depth: i32,
        quiet: bool,
    ) {
        let slot = &mut self.history[side.index()][move_slot(mv)];
        *slot = (*slot + depth * depth).min(HISTORY_CAP);
        if !quiet || !self.killers_on {
            return;
        }
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        if let Some(p) = prev {
            self.counters[side.index()][move_slot(p)] = Some(mv);
        }
    }
}
