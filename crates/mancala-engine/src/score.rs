//! Search scores: evaluations in hundredths of a seed, and exact game ends counted in plies.

/// Score of a won game at the root; a win `p` plies away scores `MATE - p`.
pub const MATE: i32 = 100_000_000;
/// Larger than any score.
pub const INFINITY: i32 = MATE + 1;
/// Scores beyond this (in absolute value) are exact game ends.
pub const MATE_BOUND: i32 = MATE - 10_000;

/// Whether `score` is an exact win or loss.
#[inline]
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// Plies to the end of the game for a decisive score.
#[inline]
pub fn plies_to_end(score: i32) -> i32 {
    MATE - score.abs()
}

/// Converts a score relative to the root into one relative to a node `ply` deep (for the table).
#[inline]
pub fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// Converts a score stored in the table back to one relative to the root.
#[inline]
pub fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
