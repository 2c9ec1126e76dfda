//! Playing levels 1 to 10: a smaller search (a node budget) and a softmax choice below 10,
//! so weak levels make the mistakes of a player who sees less and judges roughly: a
//! plausible move, not a random one. Node budgets make a level play the same on any machine.
//! Level 10 searches at full strength; [`crate::genmove`] gives it the solver too.

use mancala_engine::choose::Style;
use mancala_engine::mcts::MctsStyle;
use mancala_engine::search::SearchResult;
use mancala_engine::time::{or_default_time, Limits};
use mancala_engine::Engine;
use mancala_rules::{Game, History, Rules};

/// Weakest level.
pub const MIN_LEVEL: u8 = 1;
/// Strongest level.
pub const MAX_LEVEL: u8 = 10;

/// How much larger score swings are on `rules`' board than on the 48 seeds of En Dodoi 2x6,
/// for which the temperatures are set (from 0.5 to 4).
pub fn temperature_scale(rules: &Rules) -> f64 {
    let seeds = 2.0 * rules.holes() as f64 * rules.seeds() as f64;
    (seeds / 48.0).clamp(0.5, 4.0)
}

/// How a level from 1 to 10 plays on `rules`' board (out-of-range levels are clamped): how
/// much it searches, how loosely it picks among the moves, what a draw costs it.
pub fn style(level: u8, rules: &Rules) -> Style {
    const NODES: [u64; 9] = [1, 20, 60, 200, 600, 2_000, 6_000, 18_000, 50_000];
    const TEMPERATURE: [f64; 9] = [900.0, 650.0, 480.0, 360.0, 270.0, 200.0, 150.0, 110.0, 70.0];
    let level = level.clamp(MIN_LEVEL, MAX_LEVEL);
    let contempt = contempt(rules);
    if level == MAX_LEVEL {
        Style {
            nodes: None,
            temperature: 0.0,
            contempt,
        }
    } else {
        let i = (level - 1) as usize;
        Style {
            nodes: Some(NODES[i]),
            temperature: TEMPERATURE[i] * temperature_scale(rules),
            contempt,
        }
    }
}

/// What a drawn ending costs the player choosing a move, in hundredths of a seed (see
/// `SearchConfig::contempt`): on Giuthi, where the side behind can often force a draw by
/// repeating a position through its extra moves, every level plays on rather than accept a draw
/// it can avoid at a cost of up to two seeds (docs/strength.md, "Contempt"); elsewhere a draw
/// is even. Analysis never uses it: its scores stay the position's.
pub fn contempt(rules: &Rules) -> i32 {
    match rules.game() {
        Game::Giuthi => 200,
        _ => 0,
    }
}

/// Whether `level` chooses its moves by the guided Monte Carlo tree search rather than by
/// alpha-beta on `rules`' board under `limits`: level 10 on En Gehé, timed (a move time, a
/// clock, or no limit, which means a move time), on any number of threads (all growing one
/// tree); there it scores above level 10's alpha-beta (docs/decisions.md). A depth or node
/// limit asks for a reproducible alpha-beta search.
pub fn plays_by_tree(rules: &Rules, level: u8, limits: &Limits) -> bool {
    level >= MAX_LEVEL
        && rules.game() == Game::EnGehe
        && limits.depth.is_none()
        && limits.nodes.is_none()
}

/// The move `engine` alone chooses at `level` (1..=10); `None` when the game is over. Level
/// 10 on En Gehé, when timed, searches by the guided Monte Carlo tree search (see
/// [`plays_by_tree`]) on the engine's threads, keeping its tree from move to move.
pub fn engine_move(
    engine: &mut Engine,
    game: &History,
    level: u8,
    limits: &Limits,
) -> Option<SearchResult> {
    if plays_by_tree(game.rules(), level, limits) && game.position().legal_moves().len() > 1 {
        return engine.mcts(game, &or_default_time(limits), MctsStyle::GUIDED);
    }
    engine.choose(game, &style(level, game.rules()), limits)
}
