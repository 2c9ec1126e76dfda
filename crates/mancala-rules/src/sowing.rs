//! Relay sowing: laps, the lap limit and where a sowing ends.

use crate::moves::Direction;

/// Where a terminating sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SowEnd {
    /// Canonical index of the end hole (it now holds exactly one seed).
    pub end: usize,
    /// Whether a seed fell into the opponent's row during any lap (tracked when `ALTERNATE`).
    pub crossed: bool,
    /// The direction of the last lap.
    pub last: Direction,
}

/// Sows the seeds of `start` round `board` (one loop of `2n` holes) with relay laps.
///
/// With `ALTERNATE` each relay lap reverses direction (Giuthi) and seeds falling into the
/// opponent's row `opp_row` are tracked. Returns `None` when the sowing has not ended
/// within `lap_limit` laps (the board is then left in an unspecified state).
#[inline]
pub(crate) fn sow<const ALTERNATE: bool>(
    board: &mut [u16],
    start: usize,
    first: Direction,
    lap_limit: u32,
    opp_row: (usize, usize),
) -> Option<SowEnd> {
    sow_observed::<ALTERNATE>(board, start, first, lap_limit, opp_row, &mut |_, _, _| {})
}

/// [`sow`], calling `observe(from, direction, board)` after each lap.
#[inline]
pub(crate) fn sow_observed<const ALTERNATE: bool>(
    board: &mut [u16],
    start: usize,
    first: Direction,
    lap_limit: u32,
    opp_row: (usize, usize),
    observe: &mut impl FnMut(usize, Direction, &[u16]),
) -> Option<SowEnd> {
    let n2 = board.len();
    let mut hole = start;
    let mut dir = first;
    let mut crossed = false;
    let mut lap = 0u32;
    loop {
        lap += 1;
        if lap > lap_limit {
            return None;
        }
        let mut seeds = board[hole] as usize;
        board[hole] = 0;
        if seeds >= n2 {
            // Whole circuits: every hole, the emptied one included, gets one seed each time round.
            let rounds = (seeds / n2) as u16;
            for count in board.iter_mut() {
                *count += rounds;
            }
            seeds %= n2;
            crossed = true;
        }
        let end = match dir {
            Direction::Anticlockwise => {
                let from = hole + 1;
                let to = from + seeds;
                if to <= n2 {
                    add_one(&mut board[from..to]);
                    if ALTERNATE {
                        crossed |= overlaps((from, to), opp_row);
                    }
                } else {
                    add_one(&mut board[from..]);
                    add_one(&mut board[..to - n2]);
                    if ALTERNATE {
                        crossed |= overlaps((from, n2), opp_row) || overlaps((0, to - n2), opp_row);
                    }
                }
                let end = hole + seeds;
                if end >= n2 {
                    end - n2
                } else {
                    end
                }
            }
            Direction::Clockwise => {
                if hole >= seeds {
                    add_one(&mut board[hole - seeds..hole]);
                    if ALTERNATE {
                        crossed |= overlaps((hole - seeds, hole), opp_row);
                    }
                    hole - seeds
                } else {
                    let wrap = n2 - (seeds - hole);
                    add_one(&mut board[..hole]);
                    add_one(&mut board[wrap..]);
                    if ALTERNATE {
                        crossed |= overlaps((0, hole), opp_row) || overlaps((wrap, n2), opp_row);
                    }
                    wrap
                }
            }
        };
        observe(hole, dir, board);
        if board[end] == 1 {
            return Some(SowEnd {
                end,
                crossed,
                last: dir,
            });
        }
        hole = end;
        if ALTERNATE {
            dir = dir.reverse();
        }
    }
}

#[inline]
fn add_one(holes: &mut [u16]) {
    for count in holes {
        *count += 1;
    }
}

#[inline]
fn overlaps(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 < a.1 && a.0 < b.1 && b.0 < a.1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_lap_ends_in_empty_hole() {
        let mut board = [2, 0, 0, 0];
        let end = sow::<false>(&mut board, 0, Direction::Anticlockwise, 10, (2, 4)).unwrap();
        assert_eq!(end.end, 2);
        assert_eq!(board, [0, 1, 1, 0]);
    }

    #[test]
    fn relay_continues_from_occupied_end_hole() {
        // 2 seeds from 0: holes 1, 2; hole 2 had 1 -> relay 2 seeds: holes 3, 0 -> 0 was emptied: ends.
        let mut board = [2, 0, 1, 0];
        let end = sow::<false>(&mut board, 0, Direction::Anticlockwise, 10, (2, 4)).unwrap();
        assert_eq!(end.end, 0);
        assert_eq!(board, [1, 1, 0, 1]);
    }

    #[test]
    fn full_circuit_feeds_the_emptied_start_hole() {
        // 4 seeds on a loop of 4: the last seed falls into the emptied start hole, which ends it.
        let mut board = [4, 0, 0, 0];
        let end = sow::<false>(&mut board, 0, Direction::Anticlockwise, 10, (2, 4)).unwrap();
        assert_eq!(end.end, 0);
        assert_eq!(board, [1, 1, 1, 1]);
    }

    #[test]
    fn clockwise_wraps_round() {
        let mut board = [0, 2, 0, 0];
        let end = sow::<true>(&mut board, 1, Direction::Clockwise, 10, (2, 4)).unwrap();
        assert_eq!(end.end, 3);
        assert!(end.crossed);
        assert_eq!(board, [1, 0, 0, 1]);
    }

    #[test]
    fn lap_limit_counts_the_first_lap() {
        // From 0 (2 seeds) onto an occupied hole 2: lap 1 ends in hole 2 (2 seeds), lap 2 ends in 0 (empty).
        let mut board = [2, 0, 1, 0];
        assert!(sow::<false>(&mut board, 0, Direction::Anticlockwise, 1, (2, 4)).is_none());
        let mut board = [2, 0, 1, 0];
        assert!(sow::<false>(&mut board, 0, Direction::Anticlockwise, 2, (2, 4)).is_some());
    }
}
