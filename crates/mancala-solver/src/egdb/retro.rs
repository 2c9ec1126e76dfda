//! A whole layer at once under the draw repetition rule: retrograde analysis of its graph.
//!
//! Inside a layer no seed leaves the board, so the captured counts, and with them South's
//! capture lead `D`, stay fixed. The layer's positions at one lead are the nodes of a graph
//! whose edges are the moves that stay in the layer; a move that captures (into a lower layer,
//! whose values are known) or ends the game leaves it with a known value. A repetition is
//! worth 0. For each threshold `t >= 1`, "South can make at least `t`" is a reachability game:
//! South must force the play out through a leaving move worth at least `t`, and every
//! repetition fails; its winning region is South's attractor of those moves, and an attractor
//! strategy never repeats a position (its rank falls at every ply). As `t` falls the attractor
//! only grows, so one sweep from the highest leaving value down gives every node's value when
//! it is positive; the mirror sweep for North gives the negative ones; a node in neither is
//! worth 0. The argument in full is in `docs/solver.md`, "Inside a layer under the draw rule".

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};

use mancala_rules::{Move, Position, Side};

use super::database::Database;
use super::index::{Keying, LayerIndex};
use super::EgdbError;
use crate::value::{outcome_value, Scoring};

/// A node whose value is not known yet.
const UNKNOWN: i8 = i8::MIN;

/// Where a move leaves the layer.
#[derive(Clone, Copy, Debug)]
enum Leave {
    /// The game ends: South's value at lead 0 (margins move with the lead).
    End(i32),
    /// A capture into layer `layer` at node `node`; `gain` is South's capture lead gained.
    Capture { layer: u32, node: u32, gain: i32 },
}

/// A move leaving the layer, from node `parent`.
#[derive(Clone, Copy, Debug)]
struct Exit {
    parent: u32,
    leave: Leave,
}

/// The layer's graph, the same at every lead.
pub(super) struct Graph {
    /// Moves a node has (staying and leaving); 0 when its mover has no move.
    pub(super) moves: Vec<u8>,
    /// Nodes whose mover has no move, with South's value at lead 0.
    pub(super) ended: Vec<(u32, i32)>,
    /// `pred[pred_start[n]..pred_start[n + 1]]`: one node a move staying in the layer to `n`.
    pub(super) pred_start: Vec<u64>,
    pub(super) pred: Vec<u32>,
    exits: Vec<Exit>,
    /// Under own-row repetition (keying `relative`): South's value at lead 0 of a repetition
    /// that ends the game at each node; empty under the other keyings.
    pub(super) repetition: Vec<i8>,
    /// Whether values are margins (that move with the lead) rather than win, draw or loss.
    margin: bool,
}

/// What one worker found for a range of nodes.
#[derive(Default)]
struct Part {
    moves: Vec<u8>,
    ended: Vec<(u32, i32)>,
    /// `(from, to)` for moves staying in the layer.
    edges: Vec<(u32, u32)>,
    exits: Vec<Exit>,
    repetition: Vec<i8>,
}

/// Whether the layers of `index` are solved here rather than entry by entry by search.
pub fn applies(index: &LayerIndex) -> bool {
    matches!(index.keying(), Keying::Lead | Keying::WinLoss)
}

/// Nodes sampled to estimate a layer's moves.
const SAMPLED_NODES: u64 = 4096;

/// Moves staying in the layer and moves leaving it, a node on average, estimated from nodes
/// spread evenly over the layer (every node when the layer is small).
fn sampled_moves(index: &LayerIndex) -> (f64, f64) {
    let nodes = index.nodes();
    let seeds = index.seeds();
    let step = (nodes / SAMPLED_NODES).max(1);
    let (mut staying, mut leaving, mut sampled) = (0u64, 0u64, 0u64);
    let mut successors: Vec<(Move, Position)> = Vec::new();
    for node in (0..nodes).step_by(step as usize) {
        successors.clear();
        index
            .node_position(node, 0)
            .successors_into(&mut successors);
        for (_, child) in &successors {
            if child.has_legal_move() && child.board_seeds() == seeds {
                staying += 1;
            } else {
                leaving += 1;
            }
        }
        sampled += 1;
    }
    let per = |n: u64| n as f64 / sampled.max(1) as f64;
    (per(staying), per(leaving))
}

/// Bytes of memory the graph of the layer of `index` and `threads` workers' passes need,
/// beyond the lower layers and the entries returned: `pass_per_node` bytes a node and
/// `pass_per_leaving` a leaving move for each worker. Moves are estimated from a sample, with
/// a tenth more for safety.
pub(super) fn graph_memory_bytes(
    index: &LayerIndex,
    threads: usize,
    pass_per_node: u64,
    pass_per_leaving: u64,
) -> u64 {
    let nodes = index.nodes();
    let (staying, leaving) = sampled_moves(index);
    let staying = (nodes as f64 * staying * 1.1) as u64;
    let leaving = (nodes as f64 * leaving * 1.1) as u64;
    // The joined lists grow while one worker's part of them is still held.
    let workers = threads.max(1) as u64;
    let exit = std::mem::size_of::<Exit>() as u64;
    // While the graph is built: moves, repetition values, predecessor starts and their fill
    // copy, the workers' edges and exits with their joined copies, the predecessor lists.
    let building = nodes * (1 + 1 + 8 + 8)
        + staying * (8 + 8 / workers + 4)
        + leaving * (exit + exit / workers);
    // Then the graph kept, and the workers' passes over it.
    let kept = nodes * (1 + 1 + 8) + staying * 4 + leaving * exit;
    let passes = workers * (nodes * pass_per_node + leaving * pass_per_leaving);
    building.max(kept + passes)
}

/// Bytes of memory a retrograde analysis of the layer of `index` needs with `threads` workers,
/// beyond the lower layers and the entries it returns: the graph and each worker's pass.
pub fn memory_bytes(index: &LayerIndex, threads: usize) -> u64 {
    // A pass: the values, the moves left a node, the queue; the leaving moves' values sorted
    // twice.
    graph_memory_bytes(index, threads, 1 + 1 + 4, 3 * 8)
}

/// The stored entries `[a, b)` of the layer of `index`, with the finished lower layers in
/// `lower`; `threads` workers; `progress(done)` is called with entries done so far.
pub fn solve(
    index: &LayerIndex,
    lower: &Database,
    (a, b): (u64, u64),
    threads: usize,
    progress: &mut dyn FnMut(u64),
) -> Result<Vec<i8>, EgdbError> {
    let nodes = index.nodes();
    let graph = Graph::build(index, lower, threads)?;
    // The slots (stored leads) the range touches, and the South leads whose pass fills them:
    // slot `d` holds South's nodes at South lead `d` and North's at South lead `-d`.
    let slots: Vec<u64> = if a < b {
        (a / nodes..=(b - 1) / nodes).collect()
    } else {
        Vec::new()
    };
    let mut leads: Vec<i64> = slots
        .iter()
        .flat_map(|&s| [index.slot_lead(s), -index.slot_lead(s)])
        .collect();
    leads.sort_unstable();
    leads.dedup();
    let mut out = vec![0i8; (b - a) as usize];
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let error: Mutex<Option<EgdbError>> = Mutex::new(None);
    let (send, receive) = mpsc::channel::<(i64, Vec<i8>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1).min(leads.len().max(1)) {
            let send = send.clone();
            let (graph, leads, next, failed, error) = (&graph, &leads, &next, &failed, &error);
            scope.spawn(move || {
                while !failed.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&lead) = leads.get(i) else { break };
                    match graph.pass(index, lower, lead) {
                        Ok(values) => {
                            if send.send((lead, values)).is_err() {
                                break;
                            }
                        }
                        Err(e) => {
                            failed.store(true, Ordering::Relaxed);
                            if let Ok(mut slot) = error.lock() {
                                slot.get_or_insert(e);
                            }
                        }
                    }
                }
            });
        }
        drop(send);
        let mut passes = 0u64;
        for (lead, values) in receive {
            fill(index, &slots, (a, b), lead, &values, &mut out);
            passes += 1;
            progress((b - a) * passes / leads.len() as u64);
        }
    });
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    Ok(out)
}

/// Writes one pass's South values at South lead `lead` into the entries `[a, b)` of `out`.
fn fill(
    index: &LayerIndex,
    slots: &[u64],
    (a, b): (u64, u64),
    lead: i64,
    values: &[i8],
    out: &mut [i8],
) {
    let nodes = index.nodes();
    for &slot in slots {
        let slot_lead = index.slot_lead(slot);
        // South's nodes of this slot are at South lead `slot_lead`, North's at `-slot_lead`.
        let south = slot_lead == lead;
        let north = -slot_lead == lead;
        if !south && !north {
            continue;
        }
        let first = (slot * nodes).max(a);
        let last = ((slot + 1) * nodes).min(b);
        for entry in first..last {
            let node = entry - slot * nodes;
            let value = values[node as usize];
            let stored = match index.node_mover(node) {
                Side::South if south => value,
                Side::North if north => -value,
                _ => continue,
            };
            out[(entry - a) as usize] = stored;
        }
    }
}

impl Graph {
    /// The graph of the layer of `index`, its leaving moves valued through `lower`.
    pub(super) fn build(
        index: &LayerIndex,
        lower: &Database,
        threads: usize,
    ) -> Result<Graph, EgdbError> {
        let nodes = index.nodes();
        let threads = threads.max(1) as u64;
        let step = nodes.div_ceil(threads).max(1);
        let parts: Vec<Result<Part, EgdbError>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let range = (t * step).min(nodes)..((t + 1) * step).min(nodes);
                    scope.spawn(move || explore(index, lower, range))
                })
                .collect();
            workers
                .into_iter()
                .map(|w| {
                    w.join().unwrap_or_else(|_| {
                        Err(EgdbError::Solver {
                            layer: index.seeds(),
                            problem: "a graph worker failed".into(),
                        })
                    })
                })
                .collect()
        });
        let mut moves = Vec::with_capacity(nodes as usize);
        let mut ended = Vec::new();
        let mut exits = Vec::new();
        let mut edges = Vec::new();
        let mut repetition = Vec::new();
        for part in parts {
            let part = part?;
            moves.extend_from_slice(&part.moves);
            repetition.extend_from_slice(&part.repetition);
            ended.extend_from_slice(&part.ended);
            exits.extend_from_slice(&part.exits);
            edges.extend_from_slice(&part.edges);
        }
        // Predecessor lists by counting sort on the target.
        let mut pred_start = vec![0u64; nodes as usize + 1];
        for &(_, to) in &edges {
            pred_start[to as usize + 1] += 1;
        }
        for n in 0..nodes as usize {
            pred_start[n + 1] += pred_start[n];
        }
        let mut fill = pred_start.clone();
        let mut pred = vec![0u32; edges.len()];
        for &(from, to) in &edges {
            pred[fill[to as usize] as usize] = from;
            fill[to as usize] += 1;
        }
        Ok(Graph {
            moves,
            ended,
            pred_start,
            pred,
            exits,
            repetition,
            margin: matches!(index.keying(), Keying::Lead | Keying::Relative),
        })
    }

    /// South's values of every node when South leads by `lead` captures.
    fn pass(&self, index: &LayerIndex, lower: &Database, lead: i64) -> Result<Vec<i8>, EgdbError> {
        let shift = if self.margin { lead as i32 } else { 0 };
        let mut values = vec![UNKNOWN; self.moves.len()];
        for &(node, base) in &self.ended {
            values[node as usize] = byte(index, base + shift)?;
        }
        let mut leaving = Vec::with_capacity(self.exits.len());
        for exit in &self.exits {
            leaving.push((
                self.leave_value(index, lower, exit.leave, lead)?,
                exit.parent,
            ));
        }
        // South's sweep: thresholds from the highest leaving value down to 1.
        let mut up: Vec<(i32, u32)> = leaving.iter().copied().filter(|l| l.0 >= 1).collect();
        up.sort_unstable_by_key(|l| std::cmp::Reverse(l.0));
        self.sweep(index, &mut values, &up, Side::South)?;
        // North's sweep: thresholds from the lowest leaving value up to -1.
        let mut down: Vec<(i32, u32)> = leaving.iter().copied().filter(|l| l.0 <= -1).collect();
        down.sort_unstable_by_key(|l| l.0);
        self.sweep(index, &mut values, &down, Side::North)?;
        for v in values.iter_mut() {
            if *v == UNKNOWN {
                // Neither side can force a leaving move it prefers to a repetition.
                *v = 0;
            }
        }
        Ok(values)
    }

    /// One side's attractor sweep: `leaving` holds `(value, parent)` of the leaving moves that
    /// `side` prefers to a repetition, best for `side` first. A node gets the threshold at which
    /// it joins `side`'s attractor: `side` to move needs one move into it, the other side has
    /// every move in it.
    fn sweep(
        &self,
        index: &LayerIndex,
        values: &mut [i8],
        leaving: &[(i32, u32)],
        side: Side,
    ) -> Result<(), EgdbError> {
        let mut attractor = Attractor {
            index,
            values,
            left: self.moves.clone(),
            queue: Vec::new(),
            side,
        };
        let mut i = 0;
        while i < leaving.len() {
            let threshold = leaving[i].0;
            let value = byte(index, threshold)?;
            while i < leaving.len() && leaving[i].0 == threshold {
                attractor.reach(leaving[i].1, value);
                i += 1;
            }
            while let Some(node) = attractor.queue.pop() {
                let from = self.pred_start[node as usize] as usize;
                let to = self.pred_start[node as usize + 1] as usize;
                for &p in &self.pred[from..to] {
                    attractor.reach(p, value);
                }
            }
        }
        Ok(())
    }

    /// `(South's value at lead 0, parent)` of every move leaving the layer.
    pub(super) fn leaving_at_lead_zero(
        &self,
        index: &LayerIndex,
        lower: &Database,
    ) -> Result<Vec<(i32, u32)>, EgdbError> {
        self.exits
            .iter()
            .map(|exit| Ok((self.leave_value(index, lower, exit.leave, 0)?, exit.parent)))
            .collect()
    }

    /// South's value of a leaving move when South leads by `lead`.
    fn leave_value(
        &self,
        index: &LayerIndex,
        lower: &Database,
        leave: Leave,
        lead: i64,
    ) -> Result<i32, EgdbError> {
        match leave {
            Leave::End(base) => Ok(if self.margin {
                base + lead as i32
            } else {
                base
            }),
            Leave::Capture { layer, node, gain } => {
                let south_lead = lead + gain as i64;
                let south = lower
                    .index(layer)
                    .map(|i| i.node_mover(node as u64) == Side::South)
                    .ok_or(EgdbError::MissingLayer {
                        layer: index.seeds(),
                        missing: layer,
                    })?;
                let mover_lead = if south { south_lead } else { -south_lead };
                let v = lower.probe_node(layer, node as u64, mover_lead).ok_or(
                    EgdbError::MissingLayer {
                        layer: index.seeds(),
                        missing: layer,
                    },
                )?;
                Ok(if south { v } else { -v })
            }
        }
    }
}

/// The graph's part for nodes `range`: moves, ended nodes, staying and leaving moves.
fn explore(
    index: &LayerIndex,
    lower: &Database,
    range: std::ops::Range<u64>,
) -> Result<Part, EgdbError> {
    let seeds = index.seeds();
    let scoring = Scoring::of(&index.node_position(0, 0));
    let own_row = index.keying() == Keying::Relative;
    let mut part = Part::default();
    let mut successors: Vec<(Move, Position)> = Vec::new();
    let fail = |problem: String| EgdbError::Solver {
        layer: seeds,
        problem,
    };
    for node in range {
        let position = index.node_position(node, 0);
        successors.clear();
        position.successors_into(&mut successors);
        let from = node as u32;
        if successors.is_empty() {
            let outcome = position.no_move_outcome();
            part.ended
                .push((from, outcome_value(scoring, &outcome, Side::South)));
        }
        let count = u8::try_from(successors.len())
            .map_err(|_| fail(format!("node {node} has {} moves", successors.len())))?;
        part.moves.push(count);
        if own_row {
            let value = outcome_value(scoring, &position.repetition_outcome(), Side::South);
            part.repetition.push(byte(index, value)?);
        }
        for (_, child) in &successors {
            let left = child.board_seeds();
            let leave = if !child.has_legal_move() {
                // The no-move ending takes precedence over a repetition.
                Leave::End(outcome_value(
                    scoring,
                    &child.no_move_outcome(),
                    Side::South,
                ))
            } else if left < seeds {
                let below = lower.index(left).ok_or(EgdbError::MissingLayer {
                    layer: seeds,
                    missing: left,
                })?;
                Leave::Capture {
                    layer: left,
                    // A lower layer has fewer nodes than this one, which fits a `u32`.
                    node: below.node(child) as u32,
                    gain: child.captured(Side::South) as i32 - child.captured(Side::North) as i32,
                }
            } else if child.captured_total() == 0 {
                part.edges.push((from, index.node(child) as u32));
                continue;
            } else {
                return Err(fail(format!(
                    "node {node}: a move captured without taking seeds off the board"
                )));
            };
            part.exits.push(Exit {
                parent: from,
                leave,
            });
        }
    }
    Ok(part)
}

/// One side's attractor as it grows: the values found, the moves of each node not yet known
/// to lead into it, and the nodes that joined it and whose predecessors are still to visit.
struct Attractor<'a> {
    index: &'a LayerIndex,
    values: &'a mut [i8],
    left: Vec<u8>,
    queue: Vec<u32>,
    side: Side,
}

impl Attractor<'_> {
    /// A move of `node` now leads into the attractor at `value`: `node` joins it when its
    /// mover is the attractor's side or when that was its last move outside.
    fn reach(&mut self, node: u32, value: i8) {
        let n = node as usize;
        if self.values[n] != UNKNOWN {
            return;
        }
        if self.index.node_mover(node as u64) != self.side {
            self.left[n] -= 1;
            if self.left[n] > 0 {
                return;
            }
        }
        self.values[n] = value;
        self.queue.push(node);
    }
}

/// `value` as a stored byte, or why it does not fit.
fn byte(index: &LayerIndex, value: i32) -> Result<i8, EgdbError> {
    i8::try_from(value)
        .ok()
        .filter(|&v| v != UNKNOWN)
        .ok_or_else(|| EgdbError::Solver {
            layer: index.seeds(),
            problem: format!("value {value} does not fit a byte"),
        })
}
