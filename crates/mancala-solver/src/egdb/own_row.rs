//! Proved bounds for a whole layer under the own-row repetition rule, from two games on its graph.
//!
//! Under `own-row` a repetition ends the game scored by the position that recurs (captures
//! plus own rows), so the inside of a layer is a first-cycle game and has no exact retrograde
//! analysis over positions alone (see `docs/solver.md`). Two games that *are* solved by
//! positions alone bound it from either side, for an entry's position with no earlier
//! position of its layer:
//!
//! - South makes at least `t` if it can force the play, with no position repeated, either out
//!   of the layer through a move worth at least `t`, or into a region it can keep the play in
//!   (leaving it only through moves worth at least `t`) whose every repetition is worth at
//!   least `t`. That is South's attractor of the leaving moves worth at least `t` and of the
//!   safety region (a greatest fixed point) inside the nodes whose repetition is worth `t`.
//! - The mirror for North gives upper bounds.
//!
//! Where the two bounds meet, the entry is exact; the build proves only the others by search,
//! inside the bounds. The argument in full is in `docs/solver.md`, "Inside a layer under the
//! own-row rule".

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};

use mancala_rules::Side;

use super::database::Database;
use super::index::LayerIndex;
use super::retro::Graph;
use super::EgdbError;

/// Proved bounds on the value of every node of a layer for its mover at lead 0, when no earlier
/// position of the layer can recur.
pub struct Bounds {
    /// South's proved lower bound at each node.
    lower: Vec<i8>,
    /// South's proved upper bound at each node.
    upper: Vec<i8>,
}

impl Bounds {
    /// The bounds `(low, high)` on node `node`'s value for its mover at lead 0.
    pub fn of_mover(&self, index: &LayerIndex, node: u64) -> (i32, i32) {
        let (low, high) = self.of_south(node);
        match index.node_mover(node) {
            Side::South => (low, high),
            Side::North => (-high, -low),
        }
    }

    /// The bounds `(low, high)` on node `node`'s value for South at lead 0.
    pub fn of_south(&self, node: u64) -> (i32, i32) {
        (
            self.lower[node as usize] as i32,
            self.upper[node as usize] as i32,
        )
    }

    /// How many nodes have bounds that meet (an exact value).
    pub fn exact(&self) -> u64 {
        self.lower
            .iter()
            .zip(&self.upper)
            .filter(|(l, u)| l == u)
            .count() as u64
    }

    /// The nodes in `[a, b)` whose bounds do not meet, in order.
    pub fn unsettled_in(&self, (a, b): (u64, u64)) -> Vec<u64> {
        (a..b.min(self.nodes()))
            .filter(|&n| self.lower[n as usize] != self.upper[n as usize])
            .collect()
    }

    /// How many nodes the bounds cover.
    pub fn nodes(&self) -> u64 {
        self.lower.len() as u64
    }
}

/// Bytes of memory the bounds of the layer of `index` need with `threads` workers, beyond the
/// lower layers: the graph, each worker's pass, and the bounds themselves.
pub fn memory_bytes(index: &LayerIndex, threads: usize) -> u64 {
    // A pass: the safety flags, kept and escape counts, moves left, the queue, the bits; the
    // leaving moves' values once.
    super::retro::graph_memory_bytes(index, threads, 1 + 1 + 1 + 1 + 4 + 1, 8) + index.nodes() * 2
}

/// The proved bounds of every node of the own-row layer of `index`, with the finished lower
/// layers in `lower`; `threads` workers; `progress(done, of)` counts the passes.
pub fn bounds(
    index: &LayerIndex,
    lower: &Database,
    threads: usize,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Bounds, EgdbError> {
    let nodes = index.nodes();
    let graph = Graph::build(index, lower, threads)?;
    if graph.repetition.len() != graph.moves.len() {
        return Err(EgdbError::Solver {
            layer: index.seeds(),
            problem: "the layer's graph has no repetition values (not an own-row layer)".into(),
        });
    }
    let leaving = graph.leaving_at_lead_zero(index, lower)?;
    // Every game from a node ends by a leaving move, a repetition or a node without a move, so
    // its value is one of these; bounds change only at them.
    let mut values: Vec<i32> = leaving
        .iter()
        .map(|l| l.0)
        .chain(graph.repetition.iter().map(|&v| v as i32))
        .chain(graph.ended.iter().map(|e| e.1))
        .collect();
    values.sort_unstable();
    values.dedup();
    let (Some(&floor), Some(&ceiling)) = (values.first(), values.last()) else {
        return Ok(Bounds {
            lower: Vec::new(),
            upper: Vec::new(),
        });
    };
    let mut passes: Vec<(Side, i32)> = Vec::new();
    passes.extend(values[1..].iter().map(|&t| (Side::South, t)));
    passes.extend(values[..values.len() - 1].iter().map(|&t| (Side::North, t)));
    let mut bounds = Bounds {
        lower: vec![byte(index, floor)?; nodes as usize],
        upper: vec![byte(index, ceiling)?; nodes as usize],
    };
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let error: Mutex<Option<EgdbError>> = Mutex::new(None);
    let (send, receive) = mpsc::channel::<(Side, i32, Vec<u64>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1).min(passes.len().max(1)) {
            let send = send.clone();
            let (graph, leaving, passes, next, failed) =
                (&graph, &leaving, &passes, &next, &failed);
            scope.spawn(move || {
                while !failed.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(side, t)) = passes.get(i) else {
                        break;
                    };
                    let won = region(graph, index, leaving, side, t);
                    if send.send((side, t, won)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut done = 0;
        for (side, t, won) in receive {
            if let Err(e) = bounds.narrow(index, side, t, &won) {
                failed.store(true, Ordering::Relaxed);
                if let Ok(mut slot) = error.lock() {
                    slot.get_or_insert(e);
                }
            }
            done += 1;
            progress(done, passes.len() as u64);
        }
    });
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    for &(node, value) in &graph.ended {
        let v = byte(index, value)?;
        bounds.lower[node as usize] = v;
        bounds.upper[node as usize] = v;
    }
    if let Some(node) = (0..nodes as usize).find(|&n| bounds.lower[n] > bounds.upper[n]) {
        return Err(EgdbError::Solver {
            layer: index.seeds(),
            problem: format!(
                "node {node}: lower bound {} above upper bound {}",
                bounds.lower[node], bounds.upper[node]
            ),
        });
    }
    Ok(bounds)
}

impl Bounds {
    /// Takes in the nodes `won` where `side` forces South's value to `t` or better for it.
    fn narrow(
        &mut self,
        index: &LayerIndex,
        side: Side,
        t: i32,
        won: &[u64],
    ) -> Result<(), EgdbError> {
        let t = byte(index, t)?;
        for (w, &word) in won.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let n = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                match side {
                    Side::South => self.lower[n] = self.lower[n].max(t),
                    Side::North => self.upper[n] = self.upper[n].min(t),
                }
            }
        }
        Ok(())
    }
}

/// The nodes (a bit each) from which `side` forces South's value to `t` or better for `side`
/// (South: at least `t`; North: at most `t`) whatever positions recur: its attractor of the
/// leaving moves that good and of its safety region inside the nodes whose repetition is that
/// good.
fn region(
    graph: &Graph,
    index: &LayerIndex,
    leaving: &[(i32, u32)],
    side: Side,
    t: i32,
) -> Vec<u64> {
    let n = graph.moves.len();
    let good = |v: i32| match side {
        Side::South => v >= t,
        Side::North => v <= t,
    };
    let mine = |node: usize| index.node_mover(node as u64) == side;
    let preds = |node: usize| {
        &graph.pred[graph.pred_start[node] as usize..graph.pred_start[node + 1] as usize]
    };
    // The safety region: start from every node with a move whose repetition is good, and take
    // out a node of `side` with no move that is a good exit or stays in the region, and a node
    // of the other side with a move that is a bad exit or goes out of it, until none is left.
    let mut safe: Vec<bool> = (0..n)
        .map(|i| graph.moves[i] > 0 && good(graph.repetition[i] as i32))
        .collect();
    let mut kept = vec![0u8; n];
    let mut escapes = vec![false; n];
    for &(v, parent) in leaving {
        if good(v) {
            kept[parent as usize] += 1;
        } else {
            escapes[parent as usize] = true;
        }
    }
    for (target, &inside) in safe.iter().enumerate() {
        for &p in preds(target) {
            if inside {
                kept[p as usize] += 1;
            } else {
                escapes[p as usize] = true;
            }
        }
    }
    let mut queue: Vec<u32> = Vec::new();
    for i in 0..n {
        if safe[i] && if mine(i) { kept[i] == 0 } else { escapes[i] } {
            safe[i] = false;
            queue.push(i as u32);
        }
    }
    drop(escapes);
    while let Some(r) = queue.pop() {
        for &p in preds(r as usize) {
            let p = p as usize;
            if !safe[p] {
                continue;
            }
            if mine(p) {
                kept[p] -= 1;
                if kept[p] > 0 {
                    continue;
                }
            }
            safe[p] = false;
            queue.push(p as u32);
        }
    }
    drop(kept);
    // The attractor of the safety region and the good leaving moves: a node of `side` joins
    // with one move into it, a node of the other side when every move leads into it.
    let mut won = safe;
    let mut left = graph.moves.clone();
    let mut queue: Vec<u32> = (0..n as u32).filter(|&i| won[i as usize]).collect();
    let mut reach = |p: usize, queue: &mut Vec<u32>| {
        if won[p] {
            return;
        }
        if !mine(p) {
            left[p] -= 1;
            if left[p] > 0 {
                return;
            }
        }
        won[p] = true;
        queue.push(p as u32);
    };
    for &(v, parent) in leaving {
        if good(v) {
            reach(parent as usize, &mut queue);
        }
    }
    while let Some(r) = queue.pop() {
        for &p in preds(r as usize) {
            reach(p as usize, &mut queue);
        }
    }
    let mut bits = vec![0u64; n.div_ceil(64)];
    for (i, &w) in won.iter().enumerate() {
        if w {
            bits[i / 64] |= 1 << (i % 64);
        }
    }
    bits
}

/// `value` as a stored byte, or why it does not fit.
fn byte(index: &LayerIndex, value: i32) -> Result<i8, EgdbError> {
    i8::try_from(value).map_err(|_| EgdbError::Solver {
        layer: index.seeds(),
        problem: format!("value {value} does not fit a byte"),
    })
}
