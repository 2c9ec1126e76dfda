//! Playing levels 1 to 10: a smaller search (a node budget) and a softmax choice below 10,
//! so weak levels make the mistakes of a player who sees less and judges roughly: a
//! plausible move, not a random one. Node budgets make a level play the same on any machine.

use mancala_rules::{Game, History, Rules};
use rand::rngs::SmallRng;
use rand::Rng;

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
    /// Softmax temperature in hundredths of a seed, scaled to the board (0: always the best move).
    pub temperature: f64,
}

/// How much larger score swings are on `rules`' board than on the 48 seeds of En Dodoi 2x6,
/// for which the temperatures are set (from 0.5 to 4).
pub fn temperature_scale(rules: &Rules) -> f64 {
    let seeds = 2.0 * rules.holes() as f64 * rules.seeds() as f64;
    (seeds / 48.0).clamp(0.5, 4.0)
}

/// The style of a level from 1 to 10 on `rules`' board (out-of-range levels are clamped).
pub fn style(level: u8, rules: &Rules) -> LevelStyle {
    const NODES: [u64; 9] = [1, 20, 60, 200, 600, 2_000, 6_000, 18_000, 50_000];
    const TEMPERATURE: [f64; 9] = [900.0, 650.0, 480.0, 360.0, 270.0, 200.0, 150.0, 110.0, 70.0];
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
            temperature: TEMPERATURE[i] * temperature_scale(rules),
        }
    }
}

/// What a drawn ending costs the player choosing a move, in hundredths of a seed (see
/// [`SearchConfig::contempt`]): on Giuthi, where the side behind can often force a draw by
/// repeating a position through its extra moves, every level plays on rather than accept a draw
/// it can avoid at a cost of up to two seeds (docs/strength.md, "Contempt"); elsewhere a draw
/// is even. Analysis never uses it: its scores stay the position's.
pub fn contempt(rules: &Rules) -> i32 {
    match rules.game() {
        Game::Giuthi => 200,
        _ => 0,
    }
}

/// `limits`, with a move time of [`DEFAULT_MOVETIME_MS`] when none bounds the search.
pub fn or_default_time(limits: &Limits) -> Limits {
    let mut limits = *limits;
    if limits.is_unbounded() {
        limits.movetime = Some(std::time::Duration::from_millis(DEFAULT_MOVETIME_MS));
    }
    limits
}

/// Whether `level` chooses its moves by the guided Monte Carlo tree search rather than by
/// alpha-beta on `rules`' board under `limits`: level 10 on En Gehé, timed (a move time, a
/// clock, or no limit, which means a move time), on any number of threads (all growing one tree).
/// There it scored 64.5% against level 10's alpha-beta at 100 ms a move on one thread, and
/// 77% on two threads against Lazy SMP (docs/strength.md); a depth or node limit asks for a
/// reproducible alpha-beta search.
pub fn plays_by_tree(rules: &Rules, level: u8, limits: &Limits) -> bool {
    level >= MAX_LEVEL
        && rules.game() == Game::EnGehe
        && limits.depth.is_none()
        && limits.nodes.is_none()
}

/// Chooses a move at `level` under `limits` (a move time of one second when none is given).
pub fn choose(
    searcher: &mut Searcher,
    game: &History,
    level: u8,
    limits: &Limits,
    rng: &mut SmallRng,
) -> Option<SearchResult> {
    let style = style(level, game.rules());
    let mut limits = or_default_time(limits);
    if game.position().legal_moves().len() == 1 {
        // A forced move needs no thought.
        limits.depth = Some(1);
    }
    if let Some(cap) = style.nodes {
        limits.nodes = Some(limits.nodes.map_or(cap, |n| n.min(cap)));
    }
    let config = SearchConfig {
        contempt: contempt(game.rules()),
        ..SearchConfig::for_rules(game.rules())
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
