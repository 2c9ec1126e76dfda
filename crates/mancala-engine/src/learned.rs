//! The learned evaluation: tables over the seed counts of each column, fitted by least squares
//! to the final margins of self-play games (see `training` and `docs/engine.md`, section 3.1).
//!
//! A position is seen from the side to move. Its row is read in sowing order as columns
//! `0..holes`; column `h` holds the mover's hole `h` and the opponent's hole facing it. Each
//! count is put in one of [`BUCKETS`] buckets, and the value is
//!
//! ```text
//! bias + captured * (mover's captures - opponent's)
//!      + sum over columns h of pair[b(own h)][b(facing h)] + own[h][b(own h)] + theirs[h][b(facing h)]
//! ```
//!
//! in hundredths of a seed. `pair` is shared by every column (what a column holds, wherever it
//! is); `own` and `theirs` say where on the row seeds are worth more. So one table is learned
//! per game and board: a 2x6 board has 222 weights, a 2x40 board 902.

use std::fmt::Write as _;
use std::sync::OnceLock;

use mancala_rules::{Game, Position, Repetition, Rules, Side};
use thiserror::Error;

use crate::score::MATE_BOUND;

/// Seed-count buckets of a hole: 0 to 6 seeds one each, then 7-9, 10-14 and 15 or more.
pub const BUCKETS: usize = 10;

/// The largest weight a table holds, in hundredths of a seed (a million seeds): a column's
/// three weights and the capture term add up without overflow.
pub const MAX_WEIGHT: u32 = 100_000_000;

/// The bucket of a hole holding `seeds`.
#[inline]
pub fn bucket(seeds: u16) -> usize {
    match seeds {
        0..=6 => seeds as usize,
        7..=9 => 7,
        10..=14 => 8,
        _ => 9,
    }
}

/// A learned evaluation for one game and board, its weights in hundredths of a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnedEval {
    game: Game,
    holes: usize,
    seeds: u8,
    /// Positions the weights were fitted on (for the record; not used to evaluate).
    samples: u64,
    bias: i32,
    captured: i32,
    pair: Vec<i32>,
    own: Vec<i32>,
    theirs: Vec<i32>,
}

/// Why a weights file was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum WeightsError {
    /// A line that is not `key value...` or names an unknown key.
    #[error("line {line}: {message}")]
    Line {
        /// The line number, from 1.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// A key that every file must have is missing.
    #[error("the weights file has no '{0}' line")]
    Missing(&'static str),
    /// The file cannot be read, or is far larger than any weights file.
    #[error("{path}: {message}")]
    File {
        /// The file.
        path: String,
        /// What went wrong.
        message: String,
    },
}

/// Largest weights file read (bytes): a table of 64 holes takes under 20 KB.
pub const MAX_FILE: u64 = 1024 * 1024;

/// The shipped weights files (made by `scripts/learn-eval`), one a board.
const SHIPPED: &[&str] = &[
    include_str!("../weights/giuthi-2x8.txt"),
    include_str!("../weights/en-gehe-2x40.txt"),
    include_str!("../weights/en-gehe-2x50.txt"),
];

/// The shipped learned evaluation of `rules`' game and board, if there is one.
pub fn shipped(rules: &Rules) -> Option<&'static LearnedEval> {
    static TABLES: OnceLock<Vec<LearnedEval>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        SHIPPED
            .iter()
            // The shipped files are checked by a test; a broken one would only be left out.
            .filter_map(|text| text.parse::<LearnedEval>().ok())
            .collect()
    });
    tables.iter().find(|t| t.fits(rules))
}

impl LearnedEval {
    /// Reads a weights file (at most [`MAX_FILE`] bytes); its errors name the file.
    pub fn read_file(path: &std::path::Path) -> Result<LearnedEval, WeightsError> {
        use std::io::Read;
        let file_error = |message: String| WeightsError::File {
            path: path.display().to_string(),
            message,
        };
        // Read at most one byte past the limit: special files report no size.
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|f| f.take(MAX_FILE + 1).read_to_end(&mut bytes))
            .map_err(|e| file_error(e.to_string()))?;
        if bytes.len() as u64 > MAX_FILE {
            return Err(file_error(format!(
                "more than the {MAX_FILE} bytes a weights file may have"
            )));
        }
        let text = String::from_utf8(bytes).map_err(|_| file_error("not UTF-8 text".into()))?;
        text.parse()
            .map_err(|e: WeightsError| file_error(e.to_string()))
    }

    /// A table of zero weights for `rules`' board (fitting starts from it).
    pub fn zero(rules: &Rules) -> LearnedEval {
        let holes = rules.holes();
        LearnedEval {
            game: rules.game(),
            holes,
            seeds: rules.seeds(),
            samples: 0,
            bias: 0,
            captured: 0,
            pair: vec![0; BUCKETS * BUCKETS],
            own: vec![0; holes * BUCKETS],
            theirs: vec![0; holes * BUCKETS],
        }
    }

    /// Whether these weights were made for `rules`' game, holes and seeds a hole.
    pub fn fits(&self, rules: &Rules) -> bool {
        self.game == rules.game() && self.holes == rules.holes() && self.seeds == rules.seeds()
    }

    /// The game these weights are for.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Holes a row.
    pub fn holes(&self) -> usize {
        self.holes
    }

    /// Seeds a hole at the start.
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// Positions the weights were fitted on.
    pub fn samples(&self) -> u64 {
        self.samples
    }

    /// The position's value for the side to move, in hundredths of a seed.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let side = pos.to_move();
        let board = pos.board();
        let start = pos.row(side).start;
        let mut value = self.bias as i64
            + self.captured as i64
                * (pos.captured(side) as i64 - pos.captured(side.opponent()) as i64);
        let mut seeds = 0;
        for h in 0..self.holes {
            let i = start + h;
            let facing_hole = pos.opposite(i);
            seeds += board[i] as u32 + board[facing_hole] as u32;
            let mine = bucket(board[i]);
            let facing = bucket(board[facing_hole]);
            value += (self.pair[mine * BUCKETS + facing]
                + self.own[h * BUCKETS + mine]
                + self.theirs[h * BUCKETS + facing]) as i64;
        }
        // The final margin lies in the reachable interval, so the prediction is moved into it
        // (which never takes it further from the margin the game ends with).
        let (low, high) = margins(pos, seeds);
        let value = value.clamp(low, high);
        // Set-up positions may hold huge captures: keep evaluations clear of game-end scores.
        value.clamp(-(MATE_BOUND as i64 - 1), MATE_BOUND as i64 - 1) as i32
    }

    /// The weights as one vector, in the order of [`active_features`].
    pub fn to_vector(&self) -> Vec<f64> {
        let mut v = vec![self.bias as f64, self.captured as f64];
        v.extend(self.pair.iter().map(|&w| w as f64));
        v.extend(self.own.iter().map(|&w| w as f64));
        v.extend(self.theirs.iter().map(|&w| w as f64));
        v
    }

    /// Weights from a vector in the order of [`active_features`], rounded to whole hundredths.
    pub fn from_vector(rules: &Rules, weights: &[f64], samples: u64) -> LearnedEval {
        let mut table = LearnedEval::zero(rules);
        let round = |w: f64| {
            w.round()
                .clamp(-f64::from(MAX_WEIGHT), f64::from(MAX_WEIGHT)) as i32
        };
        let n = features_len(table.holes);
        let w: Vec<i32> = (0..n)
            .map(|i| weights.get(i).copied().map_or(0, round))
            .collect();
        let (pair_end, own_end) = (
            2 + BUCKETS * BUCKETS,
            2 + BUCKETS * BUCKETS + table.holes * BUCKETS,
        );
        table.bias = w[0];
        table.captured = w[1];
        table.pair = w[2..pair_end].to_vec();
        table.own = w[pair_end..own_end].to_vec();
        table.theirs = w[own_end..].to_vec();
        table.samples = samples;
        table
    }
}

/// Number of weights of a board with `holes` holes a row.
pub fn features_len(holes: usize) -> usize {
    2 + BUCKETS * BUCKETS + 2 * holes * BUCKETS
}

/// The final margins (mover's count less the opponent's, in hundredths of a seed) the game
/// can still end with from `pos`, as an interval: each side ends with at least what it has
/// captured and the two counts add up to every seed in play, so the mover's margin lies
/// between twice its captures less the seeds in play and the seeds in play less twice the
/// opponent's captures; where a repetition ends the game drawn, 0 is reachable as well.
pub fn reachable_margins(pos: &Position) -> (i64, i64) {
    margins(pos, pos.board_seeds())
}

/// [`reachable_margins`] with the seeds on the board already counted.
#[inline]
fn margins(pos: &Position, board_seeds: u32) -> (i64, i64) {
    let side = pos.to_move();
    let mine = pos.captured(side) as i64;
    let theirs = pos.captured(side.opponent()) as i64;
    let total = board_seeds as i64 + mine + theirs;
    let (mut low, mut high) = (100 * (2 * mine - total), 100 * (total - 2 * theirs));
    if pos.rules().options().repetition == Repetition::Draw {
        low = low.min(0);
        high = high.max(0);
    }
    (low, high)
}

/// The mover's capture lead and the indices of the table weights `pos` uses (one pair, one
/// own and one opposing entry a column), as in [`LearnedEval::to_vector`]; the bias (index 0)
/// and the capture weight (index 1, times the lead) are always used.
pub fn active_features(pos: &Position, out: &mut Vec<u32>) -> i32 {
    out.clear();
    let side: Side = pos.to_move();
    let holes = pos.rules().holes();
    let board = pos.board();
    let start = pos.row(side).start;
    let own_base = 2 + BUCKETS * BUCKETS;
    let theirs_base = own_base + holes * BUCKETS;
    for h in 0..holes {
        let i = start + h;
        let mine = bucket(board[i]);
        let facing = bucket(board[pos.opposite(i)]);
        out.push((2 + mine * BUCKETS + facing) as u32);
        out.push((own_base + h * BUCKETS + mine) as u32);
        out.push((theirs_base + h * BUCKETS + facing) as u32);
    }
    pos.captured(side) as i32 - pos.captured(side.opponent()) as i32
}

impl std::fmt::Display for LearnedEval {
    /// The weights file: `key value...` lines, `#` comments.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let join = |v: &[i32]| {
            let mut s = String::new();
            for (i, w) in v.iter().enumerate() {
                if i > 0 {
                    s.push(' ');
                }
                let _ = write!(s, "{w}");
            }
            s
        };
        writeln!(
            f,
            "# mancala learned evaluation (scripts/learn-eval; docs/engine.md 3.1)"
        )?;
        writeln!(f, "game {}", self.game.name())?;
        writeln!(f, "holes {}", self.holes)?;
        writeln!(f, "seeds {}", self.seeds)?;
        writeln!(f, "buckets {BUCKETS}")?;
        writeln!(f, "samples {}", self.samples)?;
        writeln!(f, "bias {}", self.bias)?;
        writeln!(f, "captured {}", self.captured)?;
        writeln!(f, "pair {}", join(&self.pair))?;
        writeln!(f, "own {}", join(&self.own))?;
        writeln!(f, "theirs {}", join(&self.theirs))
    }
}

impl std::str::FromStr for LearnedEval {
    type Err = WeightsError;

    /// Reads a weights file as [`Display`](std::fmt::Display) writes it.
    fn from_str(text: &str) -> Result<LearnedEval, WeightsError> {
        let mut game = None;
        let mut holes = None;
        let mut seeds = None;
        let mut samples = 0;
        let mut bias = None;
        let mut captured = None;
        let mut pair = None;
        let mut own = None;
        let mut theirs = None;
        let mut seen: Vec<&str> = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let err = |message: String| WeightsError::Line {
                line: n + 1,
                message,
            };
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            // What the file says is quoted in errors cut short: a file may be anything.
            let key_shown = mancala_rules::quote(key);
            if seen.contains(&key) {
                return Err(err(format!("'{key_shown}' is given twice")));
            }
            seen.push(key);
            let number = |what: &str| {
                rest.trim().parse::<u64>().map_err(|_| {
                    err(format!(
                        "{what} '{}' is not a whole number",
                        mancala_rules::quote(rest.trim())
                    ))
                })
            };
            let weights = |len: usize| -> Result<Vec<i32>, WeightsError> {
                let v = rest
                    .split_whitespace()
                    .map(|w| w.parse::<i32>())
                    .collect::<Result<Vec<i32>, _>>()
                    .map_err(|_| {
                        err(format!(
                            "'{key_shown}' holds a weight that is not a whole number"
                        ))
                    })?;
                if v.len() != len {
                    return Err(err(format!(
                        "'{key_shown}' has {} weights, not {len}",
                        v.len()
                    )));
                }
                if let Some(w) = v.iter().find(|w| w.unsigned_abs() > MAX_WEIGHT) {
                    return Err(err(format!(
                        "'{key_shown}' holds the weight {w}, beyond ±{MAX_WEIGHT}"
                    )));
                }
                Ok(v)
            };
            match key {
                "game" => {
                    game = Some(rest.trim().parse::<Game>().map_err(|_| {
                        err(format!(
                            "unknown game '{}'",
                            mancala_rules::quote(rest.trim())
                        ))
                    })?)
                }
                "holes" => {
                    let h = number("holes")?;
                    if !(1..=64).contains(&h) {
                        return Err(err(format!("holes {h} is not from 1 to 64")));
                    }
                    holes = Some(h as usize);
                }
                "seeds" => {
                    seeds = Some(
                        u8::try_from(number("seeds")?)
                            .map_err(|_| err("seeds must be from 0 to 255".to_string()))?,
                    )
                }
                "buckets" => {
                    if number("buckets")? != BUCKETS as u64 {
                        return Err(err(format!("buckets must be {BUCKETS}")));
                    }
                }
                "samples" => samples = number("samples")?,
                "bias" => bias = Some(weights(1)?[0]),
                "captured" => captured = Some(weights(1)?[0]),
                "pair" => pair = Some(weights(BUCKETS * BUCKETS)?),
                "own" | "theirs" => {
                    let h = holes.ok_or_else(|| err(format!("'{key_shown}' before 'holes'")))?;
                    let v = weights(h * BUCKETS)?;
                    if key == "own" {
                        own = Some(v);
                    } else {
                        theirs = Some(v);
                    }
                }
                _ => return Err(err(format!("unknown key '{key_shown}'"))),
            }
        }
        Ok(LearnedEval {
            game: game.ok_or(WeightsError::Missing("game"))?,
            holes: holes.ok_or(WeightsError::Missing("holes"))?,
            seeds: seeds.ok_or(WeightsError::Missing("seeds"))?,
            samples,
            bias: bias.ok_or(WeightsError::Missing("bias"))?,
            captured: captured.ok_or(WeightsError::Missing("captured"))?,
            pair: pair.ok_or(WeightsError::Missing("pair"))?,
            own: own.ok_or(WeightsError::Missing("own"))?,
            theirs: theirs.ok_or(WeightsError::Missing("theirs"))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::History;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    fn random_table(rules: &Rules, seed: u64) -> LearnedEval {
        let mut rng = SmallRng::seed_from_u64(seed);
        let w: Vec<f64> = (0..features_len(rules.holes()))
            .map(|_| rng.random_range(-500.0..500.0))
            .collect();
        LearnedEval::from_vector(rules, &w, 1234)
    }

    #[test]
    fn a_weights_file_reads_back_as_written() {
        let rules = Rules::with_size(Game::Giuthi, 8, 8).unwrap();
        let table = random_table(&rules, 1);
        let text = table.to_string();
        assert_eq!(text.parse::<LearnedEval>(), Ok(table.clone()));
        assert!(table.fits(&rules));
        assert!(!table.fits(&Rules::with_size(Game::Giuthi, 6, 8).unwrap()));
        assert_eq!(table.to_vector().len(), 2 + 100 + 160);
    }

    #[test]
    fn a_bad_weights_file_is_refused_naming_the_problem() {
        let rules = Rules::new(Game::EnDodoi);
        let good = random_table(&rules, 2).to_string();
        let cases = [
            (
                good.replace("game en-dodoi", "game oware"),
                "unknown game 'oware'",
            ),
            (
                good.replace("buckets 10", "buckets 9"),
                "buckets must be 10",
            ),
            (
                good.replace("holes 6", "holes 0"),
                "holes 0 is not from 1 to 64",
            ),
            (
                good.replace("bias ", "bias x"),
                "'bias' holds a weight that is not a whole number",
            ),
            (
                good.replace("captured ", "captured 1 "),
                "'captured' has 2 weights, not 1",
            ),
            (format!("{good}colour red\n"), "unknown key 'colour'"),
            (
                good.replace("seeds 4", "seeds 400"),
                "seeds must be from 0 to 255",
            ),
            // A second 'holes' after the rows would leave them the wrong length.
            (format!("{good}holes 7\n"), "'holes' is given twice"),
            (
                good.lines()
                    .map(|l| {
                        if l.starts_with("bias ") {
                            "bias 2000000000"
                        } else {
                            l
                        }
                    })
                    .map(|l| format!("{l}\n"))
                    .collect(),
                "'bias' holds the weight 2000000000, beyond ±100000000",
            ),
        ];
        for (text, wanted) in cases {
            let err = text.parse::<LearnedEval>().unwrap_err().to_string();
            assert!(err.contains(wanted), "{err} should say {wanted}");
        }
        let no_pair: String = good
            .lines()
            .filter(|l| !l.starts_with("pair"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(
            no_pair.parse::<LearnedEval>(),
            Err(WeightsError::Missing("pair"))
        );
    }

    #[test]
    fn the_value_is_the_sum_of_the_weights_a_position_uses() {
        let rules = Rules::new(Game::EnDodoi);
        let table = random_table(&rules, 3);
        let weights = table.to_vector();
        let mut rng = SmallRng::seed_from_u64(4);
        let mut scratch = Vec::new();
        for _ in 0..200 {
            let mut game = History::new(rules);
            for _ in 0..rng.random_range(0..40) {
                if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                    break;
                }
            }
            let pos = game.position();
            let lead = active_features(pos, &mut scratch);
            assert_eq!(scratch.len(), 3 * rules.holes());
            let sum = weights[0]
                + weights[1] * lead as f64
                + scratch.iter().map(|&i| weights[i as usize]).sum::<f64>();
            let (low, high) = reachable_margins(pos);
            assert_eq!(table.evaluate(pos), (sum as i64).clamp(low, high) as i32);
        }
    }

    #[test]
    fn the_value_stays_within_the_margins_the_game_can_still_end_with() {
        // En Gehé 2x6 (4 seeds a hole, 48 in play): North has captured 30, so South, to move
        // with 10 captured and 8 on the board, ends at best 18 to 30, a margin of -12.
        let rules = Rules::with_size(Game::EnGehe, 6, 4).unwrap();
        let board = [1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1];
        let pos = Position::setup(rules, &board, [10, 30], Side::South, [true, true]).unwrap();
        assert_eq!(reachable_margins(&pos), (-2800, -1200));
        let mut table = random_table(&rules, 7);
        table.bias = 10_000;
        assert_eq!(table.evaluate(&pos), -1200);
        table.bias = -10_000;
        assert_eq!(table.evaluate(&pos), -2800);
        // Under the draw rule a repetition can still end it drawn: 0 is reachable.
        let rules = Rules::with_size(Game::Giuthi, 6, 4).unwrap();
        let pos = Position::setup(rules, &board, [10, 30], Side::South, [true, true]).unwrap();
        assert_eq!(reachable_margins(&pos), (-2800, 0));
    }

    #[test]
    fn the_value_is_the_same_for_either_side_on_the_mirrored_board() {
        // A position and the same position with the rows (and captures) swapped and the other
        // side to move are the same to the mover.
        let rules = Rules::new(Game::EnDodoi);
        let table = random_table(&rules, 5);
        let mut rng = SmallRng::seed_from_u64(6);
        for _ in 0..100 {
            let mut game = History::new(rules);
            for _ in 0..rng.random_range(1..30) {
                if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                    break;
                }
            }
            let pos = game.position();
            let n = rules.holes();
            let board = pos.board();
            let mut swapped: Vec<u16> = board[n..].to_vec();
            swapped.extend_from_slice(&board[..n]);
            let side = pos.to_move();
            let json = format!(
                r#"{{"game":"en-dodoi","holes":6,"seeds":4,"board":{swapped:?},"captured":[{},{}],"to_move":"{}"}}"#,
                pos.captured(Side::North),
                pos.captured(Side::South),
                side.opponent().name()
            );
            let (mirror, _) = mancala_rules::position_from_json(&json).unwrap();
            assert_eq!(table.evaluate(&mirror), table.evaluate(pos), "{json}");
        }
    }

    #[test]
    fn every_shipped_weights_file_is_read() {
        for text in SHIPPED {
            let table = text.parse::<LearnedEval>().unwrap();
            assert!(table.samples() > 0);
        }
    }
}
