//! A position: the board, the captures, the side to move; its legal moves and their results.

use std::ops::Range;

use crate::error::{PlayError, PositionError};
use crate::game::{Game, Repetition, Rules};
use crate::moves::{Direction, Move, MoveList};
use crate::outcome::{EndReason, Outcome};
use crate::side::Side;
use crate::sowing::{sow, sow_observed, SowEnd};

/// Most holes on a board (two rows of 64).
pub const MAX_BOARD: usize = 128;
/// Most seeds a board may hold (every hole of a 2x64 board with 255 seeds fits well within it).
pub const MAX_BOARD_SEEDS: u64 = 65_535;
/// Most seeds one side may have captured.
pub const MAX_CAPTURED: u64 = 1_000_000_000;

/// One lap of a sowing, for showing a move step by step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lap {
    /// The canonical hole whose seeds this lap sowed.
    pub from: usize,
    /// The lap's direction.
    pub direction: Direction,
    /// The board after the lap (before any capture).
    pub board: Vec<u16>,
}

/// A position of one of the four games. Always valid for its rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    rules: Rules,
    board: [u16; MAX_BOARD],
    captured: [u32; 2],
    to_move: Side,
    opening_done: [bool; 2],
}

impl Position {
    /// The start position: every hole holds the rules' seeds, South to move.
    pub fn start(rules: Rules) -> Position {
        let mut board = [0u16; MAX_BOARD];
        board[..2 * rules.holes()].fill(rules.seeds() as u16);
        Position {
            rules,
            board,
            captured: [0, 0],
            to_move: Side::South,
            opening_done: [false, false],
        }
    }

    /// A position set up by hand, checked: `board` holds `2n` counts in canonical order.
    pub fn setup(
        rules: Rules,
        board: &[u64],
        captured: [u64; 2],
        to_move: Side,
        opening_done: [bool; 2],
    ) -> Result<Position, PositionError> {
        let n2 = 2 * rules.holes();
        let field = |field: &str, problem: String| PositionError::Field {
            field: field.to_string(),
            problem,
        };
        if board.len() != n2 {
            return Err(field(
                "board",
                format!(
                    "has {} holes, but {} holes a row need {}",
                    board.len(),
                    rules.holes(),
                    n2
                ),
            ));
        }
        let total: u64 = board.iter().fold(0u64, |t, &c| t.saturating_add(c));
        if total > MAX_BOARD_SEEDS {
            return Err(field(
                "board",
                format!("holds {total} seeds, more than the {MAX_BOARD_SEEDS} a board may hold"),
            ));
        }
        for (side, &c) in Side::BOTH.iter().zip(&captured) {
            if c > MAX_CAPTURED {
                return Err(field(
                    "captured",
                    format!("{side} has {c} seeds, more than the {MAX_CAPTURED} allowed"),
                ));
            }
        }
        let mut counts = [0u16; MAX_BOARD];
        for (slot, &c) in counts.iter_mut().zip(board) {
            *slot = c as u16;
        }
        Ok(Position {
            rules,
            board: counts,
            captured: [captured[0] as u32, captured[1] as u32],
            to_move,
            // Only Sadeqa II has opening flags; elsewhere they stay false so that equal
            // positions compare (and repeat) equal however they were set up.
            opening_done: if rules.game() == Game::SadeqaII {
                opening_done
            } else {
                [false, false]
            },
        })
    }

    /// The rules this position is played under.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed counts of all `2n` holes in canonical order.
    #[inline]
    pub fn board(&self) -> &[u16] {
        &self.board[..2 * self.rules.holes()]
    }

    /// Seeds captured by `side` so far.
    #[inline]
    pub fn captured(&self, side: Side) -> u32 {
        self.captured[side.index()]
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Sadeqa II: whether `side` has made its first move.
    #[inline]
    pub fn opening_done(&self, side: Side) -> bool {
        self.opening_done[side.index()]
    }

    /// Canonical indices of `side`'s row.
    #[inline]
    pub fn row(&self, side: Side) -> Range<usize> {
        let n = self.rules.holes();
        match side {
            Side::South => 0..n,
            Side::North => n..2 * n,
        }
    }

    /// Canonical index of `side`'s hole number `hole` (1-based from that side's left).
    #[inline]
    pub fn index(&self, side: Side, hole: u8) -> usize {
        self.row(side).start + hole as usize - 1
    }

    /// The hole in the same column of the other row.
    #[inline]
    pub fn opposite(&self, index: usize) -> usize {
        2 * self.rules.holes() - 1 - index
    }

    /// The side whose row holds canonical hole `index`.
    #[inline]
    pub fn owner(&self, index: usize) -> Side {
        if index < self.rules.holes() {
            Side::South
        } else {
            Side::North
        }
    }

    /// Seeds in `side`'s row.
    pub fn row_seeds(&self, side: Side) -> u32 {
        self.board[self.row(side)].iter().map(|&c| c as u32).sum()
    }

    /// Seeds on the whole board.
    pub fn board_seeds(&self) -> u32 {
        self.board().iter().map(|&c| c as u32).sum()
    }

    /// A 64-bit hash of what makes a position repeat: board, captures, side to move, opening flags.
    pub fn hash(&self) -> u64 {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut h: u64 = (self.captured[0] as u64) | ((self.captured[1] as u64) << 32);
        h = (h.rotate_left(5)
            ^ (self.to_move as u64
                | (self.opening_done[0] as u64) << 1
                | (self.opening_done[1] as u64) << 2))
            .wrapping_mul(K);
        for chunk in self.board().chunks(4) {
            let mut word = 0u64;
            for (i, &c) in chunk.iter().enumerate() {
                word |= (c as u64) << (16 * i);
            }
            h = (h.rotate_left(5) ^ word).wrapping_mul(K);
        }
        // Final avalanche (splitmix64) so that every bit depends on every count.
        h ^= h >> 30;
        h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= h >> 27;
        h = h.wrapping_mul(0x94d0_49bb_1331_11eb);
        h ^ (h >> 31)
    }

    /// The fewest seeds a hole needs to be sown: two in Giuthi, one elsewhere.
    #[inline]
    fn min_sow(&self) -> u16 {
        if self.rules.game() == Game::Giuthi {
            2
        } else {
            1
        }
    }

    /// The directions a sowing may start in.
    #[inline]
    fn directions(&self) -> &'static [Direction] {
        if self.rules.game().two_directions() {
            &[Direction::Anticlockwise, Direction::Clockwise]
        } else {
            &[Direction::Anticlockwise]
        }
    }

    fn notation(&self, hole: u8, direction: Direction) -> Move {
        if self.rules.game().two_directions() {
            Move::directed(hole, direction)
        } else {
            Move::hole(hole)
        }
    }

    /// Sadeqa II: the mover's forced opening hole (canonical index) with the position it leads
    /// to, when the opening rule binds now.
    #[inline]
    fn forced_opening(&self) -> Option<(usize, Position)> {
        if self.rules.game() == Game::SadeqaII
            && self.rules.options().opening_rule
            && !self.opening_done[self.to_move.index()]
        {
            let hole = self.row(self.to_move).end - 1;
            if self.board[hole] > 0 {
                return self
                    .sow_from(hole, Direction::Anticlockwise)
                    .map(|next| (hole, next));
            }
        }
        None
    }

    /// The sowings `side` may try: its holes holding enough seeds, in each direction of the game.
    fn candidates(&self, side: Side) -> impl Iterator<Item = (usize, Direction)> + '_ {
        let min = self.min_sow();
        self.row(side)
            .filter(move |&i| self.board[i] >= min)
            .flat_map(move |i| self.directions().iter().map(move |&d| (i, d)))
    }

    /// Whether `side` has a sowing that ends within the lap limit.
    fn has_sowing(&self, side: Side) -> bool {
        self.candidates(side)
            .any(|(i, d)| self.sow_as(side, i, d).is_some())
    }

    /// Giuthi: whether the side to move, having no sowing, must pass (the opponent can sow).
    fn must_pass(&self) -> bool {
        self.rules.game() == Game::Giuthi && self.has_sowing(self.to_move.opponent())
    }

    /// The move that sows from canonical hole `index` of the mover's row in `direction`.
    fn move_from(&self, index: usize, direction: Direction) -> Move {
        self.notation((index - self.row(self.to_move).start + 1) as u8, direction)
    }

    /// The legal moves in protocol order (ascending hole, `R` before `L`), `pass`, or none.
    pub fn legal_moves(&self) -> MoveList {
        let mut successors = Vec::new();
        self.successors_into(&mut successors);
        let mut moves = MoveList::new();
        for (mv, _) in successors {
            moves.push(mv);
        }
        moves
    }

    /// Every legal move with the position it leads to, in protocol order, appended to `out`.
    pub fn successors_into(&self, out: &mut Vec<(Move, Position)>) {
        if let Some((hole, next)) = self.forced_opening() {
            out.push((self.move_from(hole, Direction::Anticlockwise), next));
            return;
        }
        let before = out.len();
        // Each successor is sown in place in the list (one copy of the position a move).
        for (i, d) in self.candidates(self.to_move) {
            out.push((self.move_from(i, d), self.clone()));
            let last = out.len() - 1;
            if !self.sow_into(self.to_move, i, d, &mut out[last].1) {
                out.pop();
            }
        }
        if out.len() == before && self.must_pass() {
            out.push((Move::Pass, self.passed()));
        }
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        self.has_sowing(self.to_move) || self.must_pass()
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.play(mv).is_ok()
    }

    /// The position after `mv`, or why `mv` is not legal here.
    pub fn play(&self, mv: Move) -> Result<Position, PlayError> {
        self.successor(mv).map_err(|reason| PlayError::Illegal {
            mv: mv.to_string(),
            reason,
            legal: self.legal_moves().iter().map(|m| m.to_string()).collect(),
        })
    }

    fn successor(&self, mv: Move) -> Result<Position, String> {
        let n = self.rules.holes();
        let giuthi = self.rules.game() == Game::Giuthi;
        match mv {
            Move::Pass => {
                if !giuthi {
                    return Err(format!("{} has no pass", self.rules.game().title()));
                }
                if self.has_sowing(self.to_move) {
                    return Err("a player with a sowing must sow".to_string());
                }
                if !self.must_pass() {
                    return Err("the game is over: neither player has a sowing".to_string());
                }
                Ok(self.passed())
            }
            Move::Sow { hole, direction } => {
                if hole == 0 || hole as usize > n {
                    return Err(format!("there is no hole {hole} on a row of {n}"));
                }
                let direction = match (giuthi, direction) {
                    (true, Some(d)) => d,
                    (true, None) => {
                        return Err(format!(
                            "a Giuthi move names its direction: {hole}R or {hole}L"
                        ))
                    }
                    (false, Some(_)) => {
                        return Err(format!(
                            "{} sows one way only: write the hole number alone",
                            self.rules.game().title()
                        ))
                    }
                    (false, None) => Direction::Anticlockwise,
                };
                let index = self.index(self.to_move, hole);
                let seeds = self.board[index];
                if seeds < self.min_sow() {
                    return Err(match seeds {
                        0 => format!("hole {hole} is empty"),
                        _ => format!("hole {hole} holds a single seed, which cannot be sown"),
                    });
                }
                if let Some((forced, next)) = self.forced_opening() {
                    return if forced == index {
                        Ok(next)
                    } else {
                        Err(format!("the first move must be from hole {n}"))
                    };
                }
                self.sow_from(index, direction).ok_or_else(|| {
                    format!(
                        "its sowing does not end within {} laps",
                        self.rules.options().lap_limit
                    )
                })
            }
        }
    }

    /// The laps of a legal move's sowing, each with the board after it (none for `pass`);
    /// the position after the move (captures included) is [`Position::play`]'s.
    pub fn laps(&self, mv: Move) -> Result<Vec<Lap>, PlayError> {
        self.play(mv)?;
        let Move::Sow { hole, direction } = mv else {
            return Ok(Vec::new());
        };
        let n2 = 2 * self.rules.holes();
        let mut board = self.board;
        let opp = self.row(self.to_move.opponent());
        let mut laps = Vec::new();
        let mut record = |from: usize, direction: Direction, b: &[u16]| {
            laps.push(Lap {
                from,
                direction,
                board: b.to_vec(),
            })
        };
        let start = self.index(self.to_move, hole);
        let first = direction.unwrap_or(Direction::Anticlockwise);
        let limit = self.rules.options().lap_limit;
        if self.rules.game().two_directions() {
            sow_observed::<true>(
                &mut board[..n2],
                start,
                first,
                limit,
                (opp.start, opp.end),
                &mut record,
            );
        } else {
            sow_observed::<false>(&mut board[..n2], start, first, limit, (0, 0), &mut record);
        }
        Ok(laps)
    }

    /// The position after a pass: only the side to move changes.
    fn passed(&self) -> Position {
        let mut next = self.clone();
        next.to_move = self.to_move.opponent();
        next
    }

    /// Sows from canonical hole `start` of the row of the side to move; `None` past the lap limit.
    #[inline]
    fn sow_from(&self, start: usize, direction: Direction) -> Option<Position> {
        self.sow_as(self.to_move, start, direction)
    }

    /// Sows for `mover` from canonical hole `start` of its row; `None` past the lap limit.
    #[inline]
    fn sow_as(&self, mover: Side, start: usize, direction: Direction) -> Option<Position> {
        let mut next = self.clone();
        self.sow_into(mover, start, direction, &mut next)
            .then_some(next)
    }

    /// `sow_as` into `next`, which must be a copy of this position: whether the sowing ended
    /// within the lap limit (if not, `next` is left half sown).
    #[inline]
    fn sow_into(
        &self,
        mover: Side,
        start: usize,
        direction: Direction,
        next: &mut Position,
    ) -> bool {
        let n = self.rules.holes();
        let n2 = 2 * n;
        let own = self.row(mover);
        let limit = self.rules.options().lap_limit;
        let board = &mut next.board[..n2];
        match self.rules.game() {
            Game::EnGehe | Game::EnDodoi => {
                let Some(SowEnd { end, .. }) = sow::<false>(board, start, direction, limit, (0, 0))
                else {
                    return false;
                };
                if own.contains(&end) {
                    let opposite = n2 - 1 - end;
                    if board[opposite] > 0 {
                        next.captured[mover.index()] += (board[opposite] + board[end]) as u32;
                        board[opposite] = 0;
                        board[end] = 0;
                    } else if self.rules.options().capture_lone_seed {
                        next.captured[mover.index()] += board[end] as u32;
                        board[end] = 0;
                    }
                }
                next.to_move = mover.opponent();
            }
            Game::SadeqaII => {
                let Some(SowEnd { end, .. }) = sow::<false>(board, start, direction, limit, (0, 0))
                else {
                    return false;
                };
                let opposite = n2 - 1 - end;
                next.captured[mover.index()] += board[opposite] as u32;
                board[opposite] = 0;
                next.opening_done[mover.index()] = true;
                next.to_move = mover.opponent();
            }
            Game::Giuthi => {
                let opp = self.row(mover.opponent());
                let Some(SowEnd { end, crossed, last }) =
                    sow::<true>(board, start, direction, limit, (opp.start, opp.end))
                else {
                    return false;
                };
                if !own.contains(&end) {
                    next.to_move = mover.opponent();
                } else if !crossed {
                    // Extra move: the same side moves again.
                } else {
                    let mut taken = (board[end] + board[n2 - 1 - end]) as u32;
                    board[end] = 0;
                    board[n2 - 1 - end] = 0;
                    let mut hole = end;
                    loop {
                        hole = match last {
                            Direction::Anticlockwise if hole + 1 < own.end => hole + 1,
                            Direction::Clockwise if hole > own.start => hole - 1,
                            _ => break,
                        };
                        if board[hole] != 0 {
                            break;
                        }
                        taken += board[n2 - 1 - hole] as u32;
                        board[n2 - 1 - hole] = 0;
                    }
                    next.captured[mover.index()] += taken;
                    next.to_move = mover.opponent();
                }
            }
        }
        true
    }

    /// A legal move drawn uniformly at random, with the position it leads to; `None` with no move.
    ///
    /// `pick(k)` must return a number in `0..k`. Candidates are tried in random order, so the
    /// first one whose sowing ends is uniform among the legal moves.
    pub fn random_successor(
        &self,
        pick: &mut impl FnMut(usize) -> usize,
    ) -> Option<(Move, Position)> {
        if let Some((hole, next)) = self.forced_opening() {
            return Some((self.move_from(hole, Direction::Anticlockwise), next));
        }
        // Row offsets as bytes keep this array small: it is set up for every random ply.
        let start = self.row(self.to_move).start;
        let mut candidates = [(0u8, Direction::Anticlockwise); crate::moves::MAX_MOVES];
        let mut count = 0;
        let min = self.min_sow();
        for i in self.row(self.to_move) {
            if self.board[i] >= min {
                for &d in self.directions() {
                    candidates[count] = ((i - start) as u8, d);
                    count += 1;
                }
            }
        }
        while count > 0 {
            let j = pick(count);
            let (offset, d) = candidates[j];
            let i = start + offset as usize;
            if let Some(next) = self.sow_from(i, d) {
                return Some((self.move_from(i, d), next));
            }
            count -= 1;
            candidates[j] = candidates[count];
        }
        self.must_pass().then(|| (Move::Pass, self.passed()))
    }

    /// The outcome when the side to move has no legal move.
    pub fn no_move_outcome(&self) -> Outcome {
        let mover = self.to_move;
        let [south, north] = self.captured;
        match self.rules.game() {
            Game::EnGehe | Game::EnDodoi => {
                // The seeds left on the board go to the side that made the last move.
                let mut score = [south, north];
                score[mover.opponent().index()] += self.board_seeds();
                Outcome::by_score(score, EndReason::NoMove)
            }
            Game::SadeqaII => Outcome {
                winner: Some(mover.opponent()),
                score: [self.row_seeds(Side::South), self.row_seeds(Side::North)],
                reason: EndReason::NoMove,
            },
            Game::Giuthi => Outcome::by_score(self.own_row_totals(), EndReason::NoMove),
        }
    }

    /// The outcome when this position repeats an earlier one.
    pub fn repetition_outcome(&self) -> Outcome {
        let score = if self.rules.game() == Game::SadeqaII
            && self.rules.options().repetition == Repetition::Draw
        {
            [self.row_seeds(Side::South), self.row_seeds(Side::North)]
        } else {
            self.own_row_totals()
        };
        match self.rules.options().repetition {
            Repetition::Draw => Outcome {
                winner: None,
                score,
                reason: EndReason::Repetition,
            },
            Repetition::OwnRow => Outcome::by_score(score, EndReason::Repetition),
        }
    }

    /// Captures plus the seeds of the own row, for each side.
    fn own_row_totals(&self) -> [u32; 2] {
        [
            self.captured[0] + self.row_seeds(Side::South),
            self.captured[1] + self.row_seeds(Side::North),
        ]
    }

    /// Total seeds captured by both sides (never decreases during a game).
    #[inline]
    pub fn captured_total(&self) -> u64 {
        self.captured[0] as u64 + self.captured[1] as u64
    }
}
