//! Playing levels 1 to 10: a smaller search (a node budget) and a softmax choice below 10,
//! so weak levels make the mistakes of a player who sees less and judges roughly: a
//! plausible move, not a random one. Node budgets make a level play the same on any machine.

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

/// How a level plays: how much it searches and how loosely it picks among the moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelStyle {
    /// Most nodes searched (`None`: as many as the time allows); the first ply is always searched.
    pub nodes: Option<u64>,
    /// Softmax temperature in hundredths of a seed (0: always the best move).
    pub temperature: f64,
}

/// The style of a level from 1 to 10 (out-of-range levels are clamped).
pub fn style(level: u8) -> LevelStyle {
    const NODES: [u64; 9] = [1, 40, 120, 350, 1_000, 2_500, 6_000, 14_000, 30_000];
    const TEMPERATURE: [f64; 9] = [500.0, 350.0, 250.0, 170.0, 120.0, 85.0, 60.0, 40.0, 20.0];
    let level = level.clamp(MIN_LEVEL, MAX_LEVEL);
    if level == MAX_LEVEL {
        LevelStyle {
            nodes: None,
            temperature: 0.0,
        }
    } else {
        let i = (level - 1) as usize;
        LevelStyle {
            nodes: Some(NODES[i]),
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
    if let Some(cap) = style.nodes {
        limits.nodes = Some(limits.nodes.map_or(cap, |n| n.min(cap)));
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
