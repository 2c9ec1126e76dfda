//! Monte Carlo tree search (UCT) with random playouts, for boards too wide for alpha-beta.

use mancala_rules::{History, Move, Outcome, Position, Side};
use rand::rngs::SmallRng;
use rand::Rng;

use crate::eval::{evaluate, Weights};
use crate::search::{RootLine, SearchResult};
use crate::time::{Deadline, Limits};

/// Most nodes kept in the tree; past it the search goes on without growing the tree.
const MAX_TREE: usize = 1_000_000;
/// The exploration constant of UCT (rewards run from 0 to 1).
const EXPLORATION: f64 = 0.7;
/// Random plies played from a new leaf before the evaluation judges the position.
const PLAYOUT_PLIES: usize = 8;
/// Evaluation (hundredths of a seed) that counts as a 73% win chance (logistic scale).
const VALUE_SCALE: f64 = 400.0;

struct Node {
    mv: Option<Move>,
    position: Position,
    /// The side that made the move into this node (whose reward `value` sums).
    mover: Side,
    parent: usize,
    children: Vec<usize>,
    expanded: bool,
    end: Option<Outcome>,
    visits: u32,
    value: f64,
}

fn reward(outcome: &Outcome, side: Side) -> f64 {
    match outcome.winner {
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// Runs UCT from the current position of `game` under `limits` (a move time or node count
/// should be given; with neither, nor a clock, 1000 playouts). `None` when the game is over.
pub fn mcts_search(game: &History, limits: &Limits, rng: &mut SmallRng) -> Option<SearchResult> {
    if game.outcome().is_some() {
        return None;
    }
    let deadline = Deadline::new(limits);
    let weights = Weights::for_game(game.rules().game());
    // Depth means nothing here: without a time, node or clock limit, 1000 playouts.
    let timed = limits.movetime.is_some() || limits.clock.is_some();
    let playout_cap = match limits.nodes {
        Some(n) => Some(n),
        None if !timed => Some(1000),
        None => None,
    };
    let trail: Vec<u64> = {
        let total = game.position().captured_total();
        let mut hashes: Vec<u64> = game
            .positions()
            .filter(|p| p.captured_total() == total)
            .map(|p| p.hash())
            .collect();
        hashes.pop();
        hashes
    };
    let root_pos = game.position().clone();
    let mut nodes = vec![Node {
        mv: None,
        mover: root_pos.to_move().opponent(),
        position: root_pos,
        parent: usize::MAX,
        children: Vec::new(),
        expanded: false,
        end: None,
        visits: 0,
        value: 0.0,
    }];
    let mut playouts: u64 = 0;
    let mut buffer = Vec::new();
    loop {
        if playouts > 0
            && (deadline.must_stop(playouts) || playout_cap.is_some_and(|c| playouts >= c))
        {
            break;
        }
        // Selection.
        let mut current = 0;
        while nodes[current].expanded
            && nodes[current].end.is_none()
            && !nodes[current].children.is_empty()
        {
            let parent_visits = nodes[current].visits.max(1) as f64;
            let log = parent_visits.ln();
            let mut best = nodes[current].children[0];
            let mut best_value = f64::MIN;
            for &c in &nodes[current].children {
                let child = &nodes[c];
                let value = if child.visits == 0 {
                    f64::INFINITY
                } else {
                    child.value / child.visits as f64
                        + EXPLORATION * (log / child.visits as f64).sqrt()
                };
                if value > best_value {
                    best_value = value;
                    best = c;
                }
            }
            current = best;
        }
        // Expansion.
        if !nodes[current].expanded && nodes[current].end.is_none() && nodes.len() < MAX_TREE {
            nodes[current].expanded = true;
            buffer.clear();
            nodes[current].position.successors_into(&mut buffer);
            let path = path_hashes(&nodes, current, &trail);
            for (mv, child) in buffer.drain(..) {
                let hash = child.hash();
                let end = if !child.has_legal_move() {
                    Some(child.no_move_outcome())
                } else if path.contains(&(hash, child.captured_total())) {
                    Some(child.repetition_outcome())
                } else {
                    None
                };
                let mover = nodes[current].position.to_move();
                nodes.push(Node {
                    mv: Some(mv),
                    position: child,
                    mover,
                    parent: current,
                    children: Vec::new(),
                    expanded: false,
                    end,
                    visits: 0,
                    value: 0.0,
                });
                let index = nodes.len() - 1;
                nodes[current].children.push(index);
            }
            if let Some(&first) = nodes[current].children.first() {
                current = first;
            }
        }
        // Simulation: a short random playout, then the evaluation turned into a win chance.
        let south_reward = match nodes[current].end {
            Some(end) => reward(&end, Side::South),
            None => {
                let mut sim = History::from_position(nodes[current].position.clone(), 0);
                let mut plies = 0;
                while plies < PLAYOUT_PLIES
                    && sim.play_random(&mut |k| rng.random_range(0..k)).is_some()
                {
                    plies += 1;
                }
                match sim.outcome() {
                    Some(o) => reward(o, Side::South),
                    None => {
                        let pos = sim.position();
                        let value = evaluate(pos, &weights) as f64;
                        let south = if pos.to_move() == Side::South {
                            value
                        } else {
                            -value
                        };
                        1.0 / (1.0 + (-south / VALUE_SCALE).exp())
                    }
                }
            }
        };
        playouts += 1;
        // Backpropagation.
        let mut at = current;
        loop {
            let node = &mut nodes[at];
            node.visits += 1;
            node.value += if node.mover == Side::South {
                south_reward
            } else {
                1.0 - south_reward
            };
            if node.parent == usize::MAX {
                break;
            }
            at = node.parent;
        }
    }
    let root = &nodes[0];
    let mut lines: Vec<(u32, RootLine)> = root
        .children
        .iter()
        .map(|&c| {
            let child = &nodes[c];
            let q = if child.visits > 0 {
                child.value / child.visits as f64
            } else {
                0.5
            };
            let mut pv = vec![child.mv.unwrap_or(Move::Pass)];
            let mut at = c;
            while let Some(&next) = nodes[at].children.iter().max_by_key(|&&k| nodes[k].visits) {
                if nodes[next].visits == 0 {
                    break;
                }
                pv.push(nodes[next].mv.unwrap_or(Move::Pass));
                at = next;
            }
            (
                child.visits,
                RootLine {
                    mv: child.mv.unwrap_or(Move::Pass),
                    score: ((q - 0.5) * 2000.0) as i32,
                    pv,
                },
            )
        })
        .collect();
    lines.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
    let lines: Vec<RootLine> = lines.into_iter().map(|(_, l)| l).collect();
    let best = lines.first()?.clone();
    Some(SearchResult {
        best: best.mv,
        score: best.score,
        pv: best.pv,
        depth: 0,
        nodes: playouts,
        elapsed: deadline.elapsed(),
        lines,
        iterations: Vec::new(),
    })
}

/// The (hash, capture total) of the positions on the way to `node`, game history included.
fn path_hashes(nodes: &[Node], mut node: usize, trail: &[u64]) -> Vec<(u64, u64)> {
    let mut path = Vec::new();
    loop {
        let p = &nodes[node].position;
        path.push((p.hash(), p.captured_total()));
        if nodes[node].parent == usize::MAX {
            break;
        }
        node = nodes[node].parent;
    }
    let root_total = nodes[0].position.captured_total();
    path.extend(trail.iter().map(|&h| (h, root_total)));
    path
}
