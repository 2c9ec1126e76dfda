//! Entry numbers: boards with `k` seeds on `2n` holes ranked by stars and bars (the
//! combinatorial number system), times the side to move, the opening flags (Sadeqa II) and the
//! mover's capture lead (draw-repetition margin games).

use std::fmt;
use std::str::FromStr;

use mancala_rules::{Game, Position, Repetition, Rules, Side};

use super::EgdbError;
use crate::value::capture_lead;

/// The most seeds a layer may hold: stored values must fit in one signed byte.
pub const MAX_LAYER: u32 = 60;

/// The most entries one layer may have (a layer is held in memory as one byte an entry).
pub const MAX_ENTRIES: u64 = 1 << 40;

/// What an entry stores and is keyed on, decided by the rules' scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keying {
    /// Own-row repetition margin games: `V = capture lead + r(board, side)`; stores `r`.
    Relative,
    /// Sadeqa II with draw repetition: `V` (1, 0, -1) depends on board, side and opening flags.
    WinLoss,
    /// Draw-repetition margin games: `V` also depends on the mover's capture lead `d`, stored
    /// for `d` in `[-k-1, k+1]` and extended beyond (see [`LayerIndex::value`]).
    Lead,
}

impl Keying {
    /// The largest value (either sign) an entry of a layer of `seeds` seeds on the board can
    /// hold: a result, the margin still to be made on the board, or a final margin from a
    /// capture lead of at most `seeds + 1` either way.
    pub fn most(self, seeds: u32) -> i32 {
        let k = seeds.min(i32::MAX as u32 / 4) as i32;
        match self {
            Keying::WinLoss => 1,
            Keying::Relative => k,
            Keying::Lead => 2 * k + 1,
        }
    }

    /// The keying for `rules`, or why these rules have no database.
    pub fn of(rules: &Rules) -> Result<Keying, EgdbError> {
        let repetition = rules.options().repetition;
        match (rules.game(), repetition) {
            (Game::SadeqaII, Repetition::Draw) => Ok(Keying::WinLoss),
            (Game::SadeqaII, Repetition::OwnRow) => Err(EgdbError::Unsupported(
                "sadeqa-ii with repetition=own-row: its values depend on the capture lead, \
                 which the solver's table keys leave out"
                    .into(),
            )),
            (_, Repetition::OwnRow) => Ok(Keying::Relative),
            (_, Repetition::Draw) => Ok(Keying::Lead),
        }
    }

    /// The name written in file headers.
    pub fn name(self) -> &'static str {
        match self {
            Keying::Relative => "relative",
            Keying::WinLoss => "win-loss",
            Keying::Lead => "lead",
        }
    }
}

impl fmt::Display for Keying {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `C(n, r)`, or `None` past `u64`.
pub fn binomial(n: u64, r: u64) -> Option<u64> {
    if r > n {
        return Some(0);
    }
    let r = r.min(n - r);
    let mut c: u128 = 1;
    for i in 0..r {
        c = c * (n - i) as u128 / (i + 1) as u128;
        if c > u64::MAX as u128 {
            return None;
        }
    }
    Some(c as u64)
}

/// The entries of one layer (`k` seeds on the board) and their numbering.
#[derive(Clone, Debug)]
pub struct LayerIndex {
    rules: Rules,
    keying: Keying,
    seeds: u32,
    holes: usize,
    boards: u64,
    flags: u64,
    leads: u64,
    /// `binom[p * holes + j] = C(p, j)` for the ranks.
    binom: Vec<u64>,
}

impl LayerIndex {
    /// The index of layer `seeds` under `rules`.
    pub fn new(rules: Rules, seeds: u32) -> Result<LayerIndex, EgdbError> {
        let keying = Keying::of(&rules)?;
        if seeds > MAX_LAYER {
            return Err(EgdbError::TooLarge(format!(
                "layer {seeds}: at most {MAX_LAYER} seeds on the board"
            )));
        }
        let holes = 2 * rules.holes();
        let k = seeds as u64;
        let m = holes as u64;
        let too_large = || {
            EgdbError::TooLarge(format!(
                "layer {seeds} on {holes} holes has too many entries"
            ))
        };
        let boards = binomial(k + m - 1, m - 1).ok_or_else(too_large)?;
        let flags = if rules.game() == Game::SadeqaII { 4 } else { 1 };
        let leads = if keying == Keying::Lead { 2 * k + 3 } else { 1 };
        let entries = boards
            .checked_mul(2 * flags * leads)
            .filter(|&e| e <= MAX_ENTRIES)
            .ok_or_else(too_large)?;
        let _ = entries;
        let rows = (k + m - 1) as usize;
        let mut binom = vec![0u64; rows * holes];
        for p in 0..rows {
            for j in 0..holes {
                // Every C(p, j) needed is at most the number of boards.
                binom[p * holes + j] = binomial(p as u64, j as u64).unwrap_or(u64::MAX);
            }
        }
        Ok(LayerIndex {
            rules,
            keying,
            seeds,
            holes,
            boards,
            flags,
            leads,
            binom,
        })
    }

    /// The seeds on the board in this layer.
    pub fn seeds(&self) -> u32 {
        self.seeds
    }

    /// What the entries store.
    pub fn keying(&self) -> Keying {
        self.keying
    }

    /// The rules the positions are played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Number of entries of the layer.
    pub fn entries(&self) -> u64 {
        self.boards * 2 * self.flags * self.leads
    }

    /// Number of boards (seed distributions) of the layer.
    pub fn boards(&self) -> u64 {
        self.boards
    }

    fn c(&self, p: usize, j: usize) -> u64 {
        self.binom[p * self.holes + j]
    }

    /// The rank of a board with this layer's seeds among all such boards.
    pub fn rank(&self, board: &[u16]) -> u64 {
        let mut sum = 0usize;
        let mut rank = 0u64;
        for j in 1..self.holes {
            sum += board[j - 1] as usize;
            rank += self.c(sum + j - 1, j);
        }
        rank
    }

    /// The board of rank `rank` (`rank < boards()`).
    pub fn unrank(&self, mut rank: u64) -> Vec<u64> {
        let k = self.seeds as usize;
        let mut board = vec![0u64; self.holes];
        // Bar positions p_j, from the last bar down: the combinatorial number system.
        let mut next = k + self.holes - 1;
        let mut sums = vec![0usize; self.holes];
        for j in (1..self.holes).rev() {
            let mut p = next - 1;
            while p >= j && self.c(p, j) > rank {
                p -= 1;
            }
            rank -= self.c(p, j);
            sums[j] = p + 1 - j;
            next = p;
        }
        let mut previous = 0;
        for j in 1..self.holes {
            board[j - 1] = (sums[j] - previous) as u64;
            previous = sums[j];
        }
        board[self.holes - 1] = (k - previous) as u64;
        board
    }

    /// Number of nodes of the layer: boards times sides times opening flags (an entry is a
    /// node at one capture lead).
    pub fn nodes(&self) -> u64 {
        self.boards * 2 * self.flags
    }

    /// The position of entry `entry` (`entry < entries()`).
    pub fn position(&self, entry: u64) -> Position {
        let nodes = self.nodes();
        self.node_position(entry % nodes, self.slot_lead(entry / nodes))
    }

    /// The position of node `node` (`node < nodes()`) with the mover leading by `lead` captures.
    pub fn node_position(&self, node: u64, lead: i64) -> Position {
        let flags = node % self.flags;
        let rest = node / self.flags;
        let side = self.node_mover(node);
        let board = self.unrank(rest / 2);
        let (mine, theirs) = (lead.max(0) as u64, (-lead).max(0) as u64);
        let captured = match side {
            Side::South => [mine, theirs],
            Side::North => [theirs, mine],
        };
        let opening = [flags & 1 != 0, flags & 2 != 0];
        // The board holds this layer's seeds on this rules' holes: always a valid setup.
        Position::setup(self.rules, &board, captured, side, opening)
            .unwrap_or_else(|_| unreachable!("an indexed board is a valid position"))
    }

    /// The side to move at node `node`.
    pub fn node_mover(&self, node: u64) -> Side {
        if (node / self.flags).is_multiple_of(2) {
            Side::South
        } else {
            Side::North
        }
    }

    /// The node of `position` (which this index covers): board, side to move, opening flags.
    pub fn node(&self, position: &Position) -> u64 {
        let side = position.to_move().index() as u64;
        let flags = if self.flags > 1 {
            position.opening_done(Side::South) as u64
                | (position.opening_done(Side::North) as u64) << 1
        } else {
            0
        };
        let board = &position.board()[..self.holes];
        (self.rank(board) * 2 + side) * self.flags + flags
    }

    /// Whether `position` is played under this index's rules (any start seeds) in this layer.
    pub fn covers(&self, position: &Position) -> bool {
        same_game(position.rules(), &self.rules) && position.board_seeds() == self.seeds
    }

    /// The entry of node `node` at the mover's lead `lead`, and the lead it was clamped to.
    ///
    /// Entries are ordered lead-major: all nodes at the lowest stored lead, then the next, so
    /// that the nodes of one lead (one retrograde pass, see `retro`) make a contiguous range.
    fn node_entry(&self, node: u64, lead: i64) -> (u64, i64) {
        if self.leads == 1 {
            return (node, lead);
        }
        let bound = self.seeds as i64 + 1;
        let clamped = lead.clamp(-bound, bound);
        ((clamped + bound) as u64 * self.nodes() + node, clamped)
    }

    /// The mover's lead stored in slot `slot` (the entries `slot * nodes()` onwards; 0 for
    /// the keyings without leads).
    pub fn slot_lead(&self, slot: u64) -> i64 {
        if self.leads == 1 {
            0
        } else {
            slot as i64 - (self.seeds as i64 + 1)
        }
    }

    /// The entry number of `position`, if this index covers it.
    pub fn entry(&self, position: &Position) -> Option<u64> {
        self.covers(position).then(|| {
            self.node_entry(self.node(position), capture_lead(position) as i64)
                .0
        })
    }

    /// What entry `position` stores for its value `value` (for the mover).
    pub fn encode(&self, position: &Position, value: i32) -> i32 {
        match self.keying {
            Keying::Relative => value - capture_lead(position),
            Keying::WinLoss | Keying::Lead => value,
        }
    }

    /// The value of `position` (covered by this index) from its stored entry `stored`.
    ///
    /// Under [`Keying::Lead`] a lead `d` beyond `k + 1` (or below `-k - 1`) reads the entry of
    /// `k + 1` (`-k - 1`): every ending other than a repetition then has the sign of `d`, so
    /// the game is the same ordinal game and `V(d) = V(k+1) + (d - k - 1)`, or `0` when the
    /// value is a repetition draw.
    pub fn value(&self, position: &Position, stored: i32) -> i32 {
        self.value_at_lead(capture_lead(position) as i64, stored)
    }

    /// The value for the mover leading by `lead` captures from the stored entry `stored` of
    /// its node at that lead (clamped as [`LayerIndex::value`] says).
    fn value_at_lead(&self, lead: i64, stored: i32) -> i32 {
        match self.keying {
            Keying::Relative => stored + lead as i32,
            Keying::WinLoss => stored,
            Keying::Lead => {
                let (_, clamped) = self.node_entry(0, lead);
                if stored == 0 {
                    0
                } else {
                    stored + (lead - clamped) as i32
                }
            }
        }
    }

    /// The value of node `node` for its mover leading by `lead`, read through `read`.
    pub fn probe_node(
        &self,
        node: u64,
        lead: i64,
        read: impl Fn(u64) -> Option<i32>,
    ) -> Option<i32> {
        let (entry, _) = self.node_entry(node, lead);
        read(entry).map(|stored| self.value_at_lead(lead, stored))
    }

    /// The entry of `position` with the value to use for it, when covered.
    pub fn probe_with(
        &self,
        position: &Position,
        read: impl Fn(u64) -> Option<i32>,
    ) -> Option<i32> {
        if !self.covers(position) {
            return None;
        }
        self.probe_node(self.node(position), capture_lead(position) as i64, read)
    }
}

/// One part of a layer: `index` of `count` equal ranges of its entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slice {
    /// Which part, from 0.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Slice {
    /// The whole layer as one slice.
    pub const WHOLE: Slice = Slice { index: 0, count: 1 };

    /// The entries `[start, end)` of this slice of a layer of `entries` entries.
    pub fn range(self, entries: u64) -> (u64, u64) {
        let at = |i: u64| (i as u128 * entries as u128 / self.count as u128) as u64;
        (at(self.index), at(self.index + 1))
    }
}

/// Most slices a layer is cut into (the six digits of a slice's file name).
pub const MAX_SLICES: u64 = 999_999;

impl FromStr for Slice {
    type Err = EgdbError;

    /// `I/K` with `0 <= I < K`.
    fn from_str(s: &str) -> Result<Slice, EgdbError> {
        let bad = || EgdbError::BadSlice(s.to_string());
        let (i, k) = s.split_once('/').ok_or_else(bad)?;
        let number = |t: &str| -> Result<u64, EgdbError> {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            t.parse().map_err(|_| bad())
        };
        let (index, count) = (number(i)?, number(k)?);
        if count == 0 || index >= count || count > MAX_SLICES {
            return Err(bad());
        }
        Ok(Slice { index, count })
    }
}

impl fmt::Display for Slice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// Whether `a` and `b` are the same game, holes and options (start seeds play no part in a
/// database).
pub(crate) fn same_game(a: &Rules, b: &Rules) -> bool {
    a.game() == b.game() && a.holes() == b.holes() && a.options() == b.options()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    fn rules(game: Game, holes: u64) -> Rules {
        Rules::with_size(game, holes, 2).expect("rules")
    }

    #[test]
    fn boards_round_trip() {
        for holes in [2u64, 3, 4] {
            for k in 0..7u32 {
                let index = LayerIndex::new(rules(Game::EnDodoi, holes), k).expect("index");
                let mut seen = std::collections::HashSet::new();
                for r in 0..index.boards() {
                    let board = index.unrank(r);
                    assert_eq!(board.iter().sum::<u64>(), k as u64);
                    let b16: Vec<u16> = board.iter().map(|&c| c as u16).collect();
                    assert_eq!(index.rank(&b16), r);
                    assert!(seen.insert(board));
                }
            }
        }
    }

    #[test]
    fn entries_round_trip_for_every_keying() {
        for (game, options) in [
            (Game::EnDodoi, None),
            (Game::SadeqaII, None),
            (Game::Giuthi, None),
            (Game::EnDodoi, Some("draw")),
        ] {
            let mut r = rules(game, 3);
            if let Some(rep) = options {
                let mut o = *r.options();
                o.set(game, "repetition", rep).expect("option");
                r = r.with_options(o);
            }
            let index = LayerIndex::new(r, 4).expect("index");
            for e in 0..index.entries() {
                let p = index.position(e);
                assert_eq!(index.entry(&p), Some(e), "{game} entry {e}");
            }
        }
    }

    #[test]
    fn slices_parse_and_cover() {
        assert_eq!(
            "2/5".parse::<Slice>().expect("slice"),
            Slice { index: 2, count: 5 }
        );
        for bad in [
            "5/5",
            "1/0",
            "x",
            "1/",
            "/2",
            "-1/3",
            "1/2/3",
            " 1/2",
            "99999999999999999999/3",
        ] {
            assert!(
                matches!(bad.parse::<Slice>(), Err(EgdbError::BadSlice(_))),
                "{bad}"
            );
        }
        let mut next = 0;
        for i in 0..7 {
            let (a, b) = Slice { index: i, count: 7 }.range(100);
            assert_eq!(a, next);
            next = b;
        }
        assert_eq!(next, 100);
    }
}
