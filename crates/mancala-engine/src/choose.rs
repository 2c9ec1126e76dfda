//! A move chosen loosely: a search capped in nodes, then a softmax draw among the scored
//! moves, so that a weaker player makes the mistakes of one who sees less and judges
//! roughly (a plausible move, not a random one). The playing levels set the style.

use mancala_rules::History;
use rand::rngs::SmallRng;
use rand::Rng;

use crate::search::{SearchConfig, SearchResult, Searcher};
use crate::time::{or_default_time, Limits};

/// How loosely a move is chosen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Most nodes searched (`None`: as many as the time allows); the first ply is always searched.
    pub nodes: Option<u64>,
    /// Softmax temperature in hundredths of a seed (0: always the best move).
    pub temperature: f64,
    /// What a drawn ending costs the chooser, in hundredths of a seed (see
    /// [`SearchConfig::contempt`]).
    pub contempt: i32,
}

/// Chooses a move in `style` under `limits` (a move time of one second when none is given).
pub fn choose(
    searcher: &mut Searcher,
    game: &History,
    style: &Style,
    limits: &Limits,
    rng: &mut SmallRng,
) -> Option<SearchResult> {
    let mut limits = or_default_time(limits);
    if game.position().legal_moves().len() == 1 {
        // A forced move needs no thought.
        limits.depth = Some(1);
    }
    if let Some(cap) = style.nodes {
        limits.nodes = Some(limits.nodes.map_or(cap, |n| n.min(cap)));
    }
    let config = SearchConfig {
        contempt: style.contempt,
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
