//! Playing levels 1 to 10: shallower search and softmax choice below 10, so weak levels
//! make the mistakes of a player who sees less (a plausible move, not a random one).

use mancala_rules::History;
use rand::rngs::SmallRng;
use rand::Rng;

use crate::eval::Weights;
use crate::search::{SearchConfig, SearchResult, Searcher};
use crate::time::Limits;

/// Weakest level.
pub const MIN_LEVEL: u8 = 1;
/// Strongest level.
pub const MAX_LEVEL: u8 = 10;
/// Move time of a search given no limit, in milliseconds.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;

/// How a level plays: its deepest search and how loosely it picks among the moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelStyle {
    /// Deepest search in plies (`None`: as deep as the time allows).
    pub depth: Option<u32>,
    /// Softmax temperature in hundredths of a seed (0: always the best move).
    pub temperature: f64,
}

/// The style of a level from 1 to 10 (out-of-range levels are clamped).
pub fn style(level: u8) -> LevelStyle {
    const DEPTH: [u32; 9] = [1, 1, 2, 2, 3, 4, 5, 6, 8];
    const TEMPERATURE: [f64; 9] = [400.0, 250.0, 200.0, 140.0, 100.0, 70.0, 45.0, 25.0, 10.0];
    let level = level.clamp(MIN_LEVEL, MAX_LEVEL);
    if level == MAX_LEVEL {
        LevelStyle {
            depth: None,
            temperature: 0.0,
        }
    } else {
        let i = (level - 1) as usize;
        LevelStyle {
            depth: Some(DEPTH[i]),
            temperature: TEMPERATURE[i],
        }
    }
}

/// Chooses a move at `level` under `limits` (a move time of one second when none is given).
pub fn choose(
    searcher: &mut Searcher,
    game: &History,
    level: u8,
    limits: &Limits,
    rng: &mut SmallRng,
) -> Option<SearchResult> {
    let style = style(level);
    let mut limits = *limits;
    if limits.is_unbounded() {
        limits.movetime = Some(std::time::Duration::from_millis(DEFAULT_MOVETIME_MS));
    }
    if game.position().legal_moves().len() == 1 {
        // A forced move needs no thought.
        limits.depth = Some(1);
    }
    if let Some(cap) = style.depth {
        limits.depth = Some(limits.depth.map_or(cap, |d| d.min(cap)));
    }
    let config = SearchConfig {
        tt_cutoffs: true,
        weights: Weights::for_game(game.rules().game()),
    };
    let loose = style.temperature > 0.0;
    let mut result = searcher.search(game, &limits, loose, config)?;
    if loose && result.lines.len() > 1 {
        let clamp = |s: i32| (s.clamp(-5000, 5000)) as f64;
        let top = clamp(result.lines[0].score);
        let weights: Vec<f64> = result
            .lines
            .iter()
            .map(|l| ((clamp(l.score) - top) / style.temperature).exp())
            .collect();
        let total: f64 = weights.iter().sum();
        let mut x = rng.random::<f64>() * total;
        let mut chosen = 0;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                chosen = i;
                break;
            }
            x -= w;
        }
        let line = result.lines[chosen].clone();
        result.best = line.mv;
        result.score = line.score;
        result.pv = line.pv;
    }
    Some(result)
}
