//! Monte Carlo tree search for boards too wide for alpha-beta: plain UCT over short random
//! playouts, or PUCT guided by the evaluation (each move's evaluation as its prior, short
//! playouts judged by the evaluation), with the tree kept from move to move.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use mancala_rules::{History, Move, Outcome, Position, Side};
use rand::rngs::SmallRng;
use rand::Rng;

use crate::search::{RootLine, SearchConfig, SearchResult};
use crate::time::{Deadline, Limits};

/// Most nodes a tree keeps by default, and a thread's share of a tree several threads grow;
/// past its cap the search goes on without growing the tree.
pub const MAX_TREE: usize = 1_000_000;
/// Most nodes any tree keeps: four threads' shares (about 700 MB with the spare memory that
/// re-rooting copies into).
pub const MAX_TREES_IN_ALL: usize = 4 * MAX_TREE;
/// Fewest nodes a tree may be capped at.
const MIN_TREE: usize = 10_000;
/// Room reserved beyond a tree's cap: one more expansion (a position of these games has at
/// most 2 x 50 moves).
const EXPANSION_ROOM: usize = 128;
/// The exploration constant of plain UCT (rewards run from 0 to 1).
const UCT_EXPLORATION: f64 = 0.7;
/// The exploration constant of PUCT (it multiplies a move's prior).
const PUCT_EXPLORATION: f64 = 1.5;
/// How sharply the priors follow the moves' win chances: a move 0.1 below the best has
/// `exp(-PRIOR_SHARPNESS / 10)` of its prior.
const PRIOR_SHARPNESS: f64 = 10.0;
/// The evaluation (hundredths of a seed) that counts as a 73% win chance on a board of 128
/// seeds; it grows with the seeds on the board, and is never below this.
const VALUE_SCALE: f64 = 400.0;
/// No parent: the root.
const NO_PARENT: usize = usize::MAX;

/// How a Monte Carlo tree search explores and judges a leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MctsStyle {
    /// Random plies played from a new leaf before the evaluation judges where they end
    /// (0: the evaluation judges the leaf itself).
    pub playout_plies: u16,
    /// Guide the search by each move's evaluation (PUCT with priors) instead of plain UCT.
    pub prior: bool,
    /// Keep the part of the tree below the position reached for the next search.
    pub reuse: bool,
}

impl MctsStyle {
    /// Plain UCT: every move tried once, 8 random plies from each new leaf, a new tree each
    /// move (the `mcts:` player up to December 2026).
    pub const UCT: MctsStyle = MctsStyle {
        playout_plies: 8,
        prior: false,
        reuse: false,
    };

    /// PUCT guided by the evaluation, 4 random plies from each new leaf, the tree kept
    /// between moves.
    pub const GUIDED: MctsStyle = MctsStyle {
        playout_plies: 4,
        prior: true,
        reuse: true,
    };
}

impl Default for MctsStyle {
    /// The guided search (see docs/engine.md, section 6, for the measurement).
    fn default() -> MctsStyle {
        MctsStyle::GUIDED
    }
}

/// A move of the tree. Only nodes that were expanded or played out from keep their position
/// (in [`Mcts::positions`]); the others are the move from their parent's.
#[derive(Clone)]
struct Node {
    mv: Move,
    /// The side that made the move into this node (whose reward `value` sums).
    mover: Side,
    parent: usize,
    /// The children are `first_child .. first_child + children` (made together).
    first_child: usize,
    children: u32,
    expanded: bool,
    /// The index of this node's position in `positions`, or [`NO_POSITION`].
    position: usize,
    /// The position's hash and capture total (for repetitions along a line).
    hash: u64,
    captured_total: u64,
    end: Option<Outcome>,
    visits: u32,
    value: f64,
    /// The mover's win chance by the evaluation, before any visit (guided search only).
    estimate: f64,
    /// The share of the parent's exploration this move gets (guided search only).
    prior: f64,
}

/// How much longer than planned a search on a clock may run while its choice is open.
const UNSETTLED_STRETCH: f64 = 2.0;

/// No position kept for a node.
const NO_POSITION: usize = usize::MAX;

impl Node {
    fn root(position: &Position) -> Node {
        Node {
            mv: Move::Pass,
            mover: position.to_move().opponent(),
            parent: NO_PARENT,
            first_child: 0,
            children: 0,
            expanded: false,
            position: 0,
            hash: position.hash(),
            captured_total: position.captured_total(),
            end: None,
            visits: 0,
            value: 0.0,
            estimate: 0.5,
            prior: 1.0,
        }
    }

    fn child_range(&self) -> std::ops::Range<usize> {
        self.first_child..self.first_child + self.children as usize
    }

    fn mean(&self) -> f64 {
        if self.visits > 0 {
            self.value / f64::from(self.visits)
        } else {
            self.estimate
        }
    }
}

/// A win chance as a score for the side to move: 0 for even, +-1000 for a sure win or loss.
fn score_of(win_chance: f64) -> i32 {
    ((win_chance - 0.5) * 2000.0) as i32
}

/// 1 for a win of `side`, 0.5 for a draw, 0 for a loss.
fn reward(outcome: &Outcome, side: Side) -> f64 {
    match outcome.winner {
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A Monte Carlo tree search that can keep its tree from one move to the next.
pub struct Mcts {
    nodes: Vec<Node>,
    /// The positions of the nodes that keep one (the root first).
    positions: Vec<Position>,
    /// The memory of the tree before the last re-rooting, into which the next one copies:
    /// copying into fresh memory cost 10 to 30 ms of a 100 ms move on En Gehé 2x40, most of
    /// it the system handing out and taking back pages.
    spare: (Vec<Node>, Vec<Position>),
    /// The hashes of the game's positions up to the root of `nodes`.
    root_game: Vec<u64>,
    /// Nodes kept from the previous search when the last search began.
    reused: usize,
    /// Set from another thread to end the search at once (with the playouts made so far).
    halt: Option<Arc<AtomicBool>>,
    /// Most nodes this tree grows to.
    max_nodes: usize,
}

impl Default for Mcts {
    fn default() -> Mcts {
        Mcts::new()
    }
}

impl Mcts {
    /// A search with an empty tree.
    pub fn new() -> Mcts {
        Mcts {
            nodes: Vec::new(),
            positions: Vec::new(),
            spare: (Vec::new(), Vec::new()),
            root_game: Vec::new(),
            reused: 0,
            halt: None,
            max_nodes: MAX_TREE,
        }
    }

    /// A search with an empty tree that grows to at most `max_nodes` nodes (at least 10,000,
    /// at most [`MAX_TREES_IN_ALL`]).
    pub fn with_max_nodes(max_nodes: usize) -> Mcts {
        Mcts {
            max_nodes: max_nodes.clamp(MIN_TREE, MAX_TREES_IN_ALL),
            ..Mcts::new()
        }
    }

    /// Ends searches when `halt` is set from another thread: the search then answers with the
    /// playouts made so far (at least one). `None` removes the flag.
    pub fn set_halt(&mut self, halt: Option<Arc<AtomicBool>>) {
        self.halt = halt;
    }

    /// The most nodes this tree grows to.
    pub fn max_nodes(&self) -> usize {
        self.max_nodes
    }

    /// The nodes, and as many positions, a tree makes room for: its cap and one more
    /// expansion.
    fn room(&self) -> usize {
        self.max_nodes + EXPANSION_ROOM
    }

    /// Forgets the tree.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.positions.clear();
        self.root_game.clear();
        self.reused = 0;
    }

    /// Nodes kept from the previous search when the last search began (0: a new tree).
    pub fn reused(&self) -> usize {
        self.reused
    }

    /// Nodes in the tree.
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// Searches from the current position of `game` under `limits` (a move time, clock or
    /// node count; with none, 1000 playouts) in `style`, judging positions by `config`'s
    /// evaluation. `None` when the game is over.
    pub fn search(
        &mut self,
        game: &History,
        limits: &Limits,
        style: MctsStyle,
        config: &SearchConfig,
        rng: &mut SmallRng,
    ) -> Option<SearchResult> {
        self.search_on_threads(game, limits, style, config, std::slice::from_mut(rng))
    }

    /// [`Mcts::search`] on one thread per random source in `rngs` (the first on the calling
    /// thread), all growing this one tree: a thread holds the tree's lock to walk down it and
    /// to add what it found, and expands and plays out without it; a visit on its way counts
    /// as a loss for the others until its playout is back (a virtual loss), so that they
    /// spread over other lines. A node budget counts the playouts of all threads. `None` when
    /// the game is over or `rngs` is empty.
    pub fn search_on_threads(
        &mut self,
        game: &History,
        limits: &Limits,
        style: MctsStyle,
        config: &SearchConfig,
        rngs: &mut [SmallRng],
    ) -> Option<SearchResult> {
        if game.outcome().is_some() {
            return None;
        }
        let ([main_rng], helper_rngs) = rngs.split_at_mut(1.min(rngs.len())) else {
            return None;
        };
        let deadline = Deadline::new(limits, game.position());
        let timed = limits.movetime.is_some() || limits.clock.is_some();
        let playout_cap = match limits.nodes {
            Some(n) => Some(n),
            None if !timed => Some(1000),
            None => None,
        };
        let game_hashes: Vec<u64> = game.positions().map(Position::hash).collect();
        self.reused = if style.reuse {
            self.reroot(game, &game_hashes)
        } else {
            0
        };
        if self.reused == 0 {
            self.nodes.clear();
            self.positions.clear();
            // Room for the whole tree and its positions at once: growing them by copying
            // would stall a timed search past its time (2 to 12 ms on En Gehé 2x40 at 100 ms
            // a move), and the memory is only used as the tree grows.
            self.nodes.reserve_exact(self.room());
            self.positions.reserve_exact(self.room());
            self.nodes.push(Node::root(game.position()));
            self.positions.push(game.position().clone());
        }
        self.root_game = game_hashes;
        let trail: Vec<u64> = {
            let total = game.position().captured_total();
            let mut hashes: Vec<u64> = game
                .positions()
                .zip(&self.root_game)
                .filter(|(p, _)| p.captured_total() == total)
                .map(|(_, &h)| h)
                .collect();
            hashes.pop();
            hashes
        };
        let seeds =
            f64::from(game.position().board_seeds()) + game.position().captured_total() as f64;
        let scale = VALUE_SCALE.max(seeds * VALUE_SCALE / 128.0);
        let run = Run {
            judge: Judge {
                config,
                scale,
                prior: style.prior,
            },
            style,
            trail: &trail,
            deadline: &deadline,
            clocked: limits.clock.is_some(),
            playout_cap,
            halt: self.halt.clone(),
        };
        let growth = Mutex::new(Growth {
            tree: self,
            started: 0,
            stretch: 1.0,
            expanding: 0,
        });
        if helper_rngs.is_empty() {
            run.grow(&growth, main_rng);
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = helper_rngs
                    .iter_mut()
                    .map(|rng| {
                        let (run, growth) = (&run, &growth);
                        scope.spawn(move || run.grow(growth, rng))
                    })
                    .collect();
                run.grow(&growth, main_rng);
                // A helper that panicked gives up its playout (a leaf it was expanding stays a
                // leaf); the other threads go on, or stop if it held the lock.
                for handle in handles {
                    let _ = handle.join();
                }
            });
        }
        let growth = growth.into_inner().unwrap_or_else(PoisonError::into_inner);
        growth.tree.result(growth.started, &deadline)
    }

    /// Walks down the tree from the root to a leaf by [`Mcts::select`], counting a visit
    /// (with no reward yet: a virtual loss) at every node on the way, and says what is to be
    /// done there; the leaf is marked expanded when `expand` allows and it was not.
    fn descend(&mut self, prior: bool, expand: bool, trail: &[u64]) -> Leaf {
        let mut current = 0;
        while self.nodes[current].expanded
            && self.nodes[current].end.is_none()
            && self.nodes[current].children > 0
        {
            let next = self.select(current, prior);
            self.nodes[current].visits += 1;
            current = next;
        }
        let node = &mut self.nodes[current];
        let visits = node.visits;
        node.visits += 1;
        let (mover, estimate) = (node.mover, node.estimate);
        let work = if let Some(end) = node.end {
            Work::Ended(reward(&end, Side::South))
        } else {
            let expand = expand && !node.expanded;
            if expand {
                node.expanded = true;
            }
            let at = self.position_of(current);
            let position = self.positions[at].clone();
            if expand {
                Work::Expand(position, path_hashes(&self.nodes, current, trail))
            } else {
                Work::PlayOut(position)
            }
        };
        Leaf {
            index: current,
            visits,
            mover,
            estimate,
            work,
        }
    }

    /// Adds what a thread found below `leaf`: the children it made (with the position of the
    /// one it played out from, which gets its first visit here), and the playout's reward
    /// for South on every node up to the root.
    fn complete(&mut self, leaf: usize, grown: Grown) {
        let mut at = leaf;
        if let Some(children) = grown.children {
            let first = self.nodes.len();
            let count = children.len();
            self.nodes.extend(children);
            let parent = &mut self.nodes[leaf];
            parent.first_child = first;
            parent.children = count as u32;
            if let Some((offset, position)) = grown.chosen {
                let child = first + offset;
                if let Some(position) = position {
                    self.positions.push(position);
                    self.nodes[child].position = self.positions.len() - 1;
                }
                // Made after the walk down, so its visit is counted here; the reward goes on
                // from it.
                self.nodes[child].visits += 1;
                at = child;
            }
        }
        loop {
            let node = &mut self.nodes[at];
            node.value += share_of(node.mover, grown.south);
            if node.parent == NO_PARENT {
                break;
            }
            at = node.parent;
        }
    }

    /// The child of `parent` to follow: the highest UCT or PUCT value.
    fn select(&self, parent: usize, prior: bool) -> usize {
        let node = &self.nodes[parent];
        let range = node.child_range();
        range.start + select_among(&self.nodes[range], node.visits, prior)
    }

    /// The index in `positions` of node `index`'s position, worked out from its parent's
    /// (which every node below the root has: a parent was expanded) and kept.
    fn position_of(&mut self, index: usize) -> usize {
        if self.nodes[index].position != NO_POSITION {
            return self.nodes[index].position;
        }
        let parent = self.position_of(self.nodes[index].parent);
        let position = self.positions[parent]
            .play(self.nodes[index].mv)
            .expect("a move of the tree is legal in its parent's position");
        self.positions.push(position);
        self.nodes[index].position = self.positions.len() - 1;
        self.nodes[index].position
    }

    /// Keeps the subtree of the position `game` has reached when the game continues the one
    /// the tree was built for; the number of nodes kept (0: none).
    fn reroot(&mut self, game: &History, game_hashes: &[u64]) -> usize {
        if self.nodes.is_empty()
            || game_hashes.len() < self.root_game.len()
            || game_hashes[..self.root_game.len()] != self.root_game[..]
        {
            return 0;
        }
        let mut at = 0;
        let since = self.root_game.len();
        for (position, &hash) in game.positions().skip(since).zip(&game_hashes[since..]) {
            let Some(next) = self.nodes[at]
                .child_range()
                .find(|&c| self.nodes[c].hash == hash)
            else {
                return 0;
            };
            let kept = self.position_of(next);
            if self.positions[kept] != *position {
                return 0;
            }
            at = next;
        }
        if self.nodes[at].end.is_some() {
            return 0;
        }
        if at != 0 {
            let room = self.room();
            let (nodes, positions) = &mut self.spare;
            subtree(&self.nodes, &self.positions, at, room, nodes, positions);
            std::mem::swap(&mut self.nodes, nodes);
            std::mem::swap(&mut self.positions, positions);
        }
        self.nodes.len()
    }

    /// Whether the root's choice is still open: the most visited move is not the one with the
    /// best win chance among those well explored, or another move is nearly as visited.
    fn root_unsettled(&self) -> bool {
        let root = &self.nodes[0];
        let Some(most) = root.child_range().max_by_key(|&c| self.nodes[c].visits) else {
            return false;
        };
        let most_visits = self.nodes[most].visits;
        if most_visits < 32 {
            return false;
        }
        root.child_range().filter(|&c| c != most).any(|c| {
            let child = &self.nodes[c];
            let (visits, most_visits) = (u64::from(child.visits), u64::from(most_visits));
            visits * 5 > most_visits * 4
                || (visits * 4 >= most_visits && child.mean() > self.nodes[most].mean())
        })
    }

    /// The root's moves, most visited first, as a search result.
    fn result(&self, playouts: u64, deadline: &Deadline) -> Option<SearchResult> {
        let root = &self.nodes[0];
        let lines: Vec<(u32, f64, RootLine)> = root
            .child_range()
            .map(|c| {
                let child = &self.nodes[c];
                let q = child.mean();
                let mut pv = vec![child.mv];
                let mut at = c;
                while let Some(next) = self.nodes[at]
                    .child_range()
                    .max_by_key(|&k| self.nodes[k].visits)
                {
                    if self.nodes[next].visits == 0 {
                        break;
                    }
                    pv.push(self.nodes[next].mv);
                    at = next;
                }
                (
                    child.visits,
                    q,
                    RootLine {
                        mv: child.mv,
                        score: score_of(q),
                        pv,
                    },
                )
            })
            .collect();
        tree_result(lines, playouts, deadline.elapsed())
    }
}

/// A tree search's result from its root moves (visits, win chance, line): the most visited
/// first (ties: the higher win chance), the first played. `None` without moves.
fn tree_result(
    mut lines: Vec<(u32, f64, RootLine)>,
    nodes: u64,
    elapsed: Duration,
) -> Option<SearchResult> {
    lines.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)));
    let lines: Vec<RootLine> = lines.into_iter().map(|(_, _, l)| l).collect();
    let best = lines.first()?.clone();
    Some(SearchResult {
        best: best.mv,
        score: best.score,
        pv: best.pv,
        depth: 0,
        nodes,
        elapsed,
        lines,
        iterations: Vec::new(),
    })
}

/// How positions are judged: the evaluation as a win chance.
struct Judge<'a> {
    config: &'a SearchConfig,
    /// The evaluation that counts as a 73% win chance.
    scale: f64,
    /// Whether new children get estimates and priors.
    prior: bool,
}

impl Judge<'_> {
    /// The chance that `side` wins from `pos`, by the evaluation on a logistic curve.
    fn win_chance(&self, pos: &Position, side: Side) -> f64 {
        let value = f64::from(self.config.evaluate(pos));
        let own = if pos.to_move() == side { value } else { -value };
        1.0 / (1.0 + (-own / self.scale).exp())
    }
}

/// The subtree below `root` as a tree of its own in `out` (`root` becomes index 0, with room
/// for `room` nodes and as many positions), with the positions its nodes keep in `kept`;
/// what `out` and `kept` held before is dropped.
fn subtree(
    nodes: &[Node],
    positions: &[Position],
    root: usize,
    room: usize,
    out: &mut Vec<Node>,
    kept: &mut Vec<Position>,
) {
    out.clear();
    kept.clear();
    out.reserve_exact(room);
    kept.reserve_exact(room);
    out.push(Node {
        parent: NO_PARENT,
        ..nodes[root].clone()
    });
    let mut i = 0;
    while i < out.len() {
        if out[i].position != NO_POSITION {
            kept.push(positions[out[i].position].clone());
            out[i].position = kept.len() - 1;
        }
        if out[i].expanded {
            let range = out[i].child_range();
            let first = out.len();
            for c in range {
                out.push(Node {
                    parent: i,
                    ..nodes[c].clone()
                });
            }
            out[i].first_child = first;
        }
        i += 1;
    }
}

/// The child among `children` to follow from a parent of `parent_visits` visits: the highest
/// UCT or PUCT value (the first on a tie); its offset in `children`.
fn select_among(children: &[Node], parent_visits: u32, prior: bool) -> usize {
    let parent_visits = f64::from(parent_visits.max(1));
    let log = parent_visits.ln();
    let root = parent_visits.sqrt();
    let mut best = 0;
    let mut best_value = f64::MIN;
    for (offset, child) in children.iter().enumerate() {
        let visits = f64::from(child.visits);
        let value = if prior {
            child.mean() + PUCT_EXPLORATION * child.prior * root / (1.0 + visits)
        } else if child.visits == 0 {
            f64::INFINITY
        } else {
            child.mean() + UCT_EXPLORATION * (log / visits).sqrt()
        };
        if value > best_value {
            best_value = value;
            best = offset;
        }
    }
    best
}

/// The share of a reward for South that goes to the side that made a node's move.
fn share_of(mover: Side, south: f64) -> f64 {
    if mover == Side::South {
        south
    } else {
        1.0 - south
    }
}

/// The children of node `parent`, whose position is `position` and `path` the positions on
/// the way to it (a child that repeats one ends the game), with their estimates and priors
/// when `judge` guides.
fn children_of(
    parent: usize,
    position: &Position,
    path: &[(u64, u64)],
    judge: &Judge<'_>,
    buffer: &mut Vec<(Move, Position)>,
) -> (Vec<Node>, Vec<Position>) {
    buffer.clear();
    position.successors_into(buffer);
    let mover = position.to_move();
    let mut nodes = Vec::with_capacity(buffer.len());
    let mut positions = Vec::with_capacity(buffer.len());
    for (mv, child) in buffer.drain(..) {
        let hash = child.hash();
        let captured_total = child.captured_total();
        let end = if !child.has_legal_move() {
            Some(child.no_move_outcome())
        } else if path.contains(&(hash, captured_total)) {
            Some(child.repetition_outcome())
        } else {
            None
        };
        let estimate = match (&end, judge.prior) {
            (Some(end), _) => reward(end, mover),
            (None, true) => judge.win_chance(&child, mover),
            (None, false) => 0.5,
        };
        nodes.push(Node {
            mv,
            mover,
            parent,
            first_child: 0,
            children: 0,
            expanded: false,
            position: NO_POSITION,
            hash,
            captured_total,
            end,
            visits: 0,
            value: 0.0,
            estimate,
            prior: 0.0,
        });
        positions.push(child);
    }
    if judge.prior && !nodes.is_empty() {
        let top = nodes.iter().map(|c| c.estimate).fold(0.0, f64::max);
        let weights: Vec<f64> = nodes
            .iter()
            .map(|c| ((c.estimate - top) * PRIOR_SHARPNESS).exp())
            .collect();
        let sum: f64 = weights.iter().sum();
        for (node, w) in nodes.iter_mut().zip(weights) {
            node.prior = w / sum;
        }
    }
    (nodes, positions)
}

/// The tree while threads grow it, behind its lock.
struct Growth<'t> {
    tree: &'t mut Mcts,
    /// Playouts begun, by all threads.
    started: u64,
    /// How far a clock's planned time is stretched while the root's choice is open.
    stretch: f64,
    /// Leaves being expanded outside the lock (each may add up to [`EXPANSION_ROOM`] nodes).
    expanding: usize,
}

/// What one search's threads share besides the tree: how to judge, where to stop.
struct Run<'a> {
    judge: Judge<'a>,
    style: MctsStyle,
    /// The game's positions before the root with the root's capture total (a move back to one
    /// of them repeats it).
    trail: &'a [u64],
    deadline: &'a Deadline,
    /// Whether the mover has a clock (the planned time may stretch).
    clocked: bool,
    /// Most playouts in all, when counted.
    playout_cap: Option<u64>,
    /// The outside stop flag.
    halt: Option<Arc<AtomicBool>>,
}

/// A leaf a thread has walked down to.
struct Leaf {
    index: usize,
    /// Its visits before this walk.
    visits: u32,
    /// The side that made the move into it, and that side's win chance by the evaluation.
    mover: Side,
    estimate: f64,
    work: Work,
}

/// What a thread does at its leaf outside the lock.
enum Work {
    /// The game is over there: the reward for South.
    Ended(f64),
    /// Make its children (its position, the positions on the way to it), then play out.
    Expand(Position, Vec<(u64, u64)>),
    /// Play out from its position (or judge it): another thread is making its children, or
    /// the tree is full.
    PlayOut(Position),
}

/// What a thread brings back to the tree from its leaf.
struct Grown {
    /// The leaf's new children, when it expanded it.
    children: Option<Vec<Node>>,
    /// The child it played out from (its offset among the children) with its position, which
    /// the tree keeps (none when that child ends the game).
    chosen: Option<(usize, Option<Position>)>,
    /// The playout's reward for South.
    south: f64,
}

impl Run<'_> {
    /// One thread's share of the search: playouts until the limits say stop.
    fn grow(&self, growth: &Mutex<Growth<'_>>, rng: &mut SmallRng) {
        let mut buffer = Vec::new();
        loop {
            let (leaf, expanding) = {
                let Ok(mut g) = growth.lock() else {
                    return;
                };
                let started = g.started;
                let stop = if self.clocked {
                    if started.is_multiple_of(256) {
                        g.stretch = if g.tree.root_unsettled() {
                            UNSETTLED_STRETCH
                        } else {
                            1.0
                        };
                    }
                    !self.deadline.may_deepen_scaled(started, g.stretch)
                } else {
                    self.deadline.must_stop(started)
                };
                let halted = self
                    .halt
                    .as_ref()
                    .is_some_and(|h| h.load(Ordering::Relaxed));
                if started > 0 && (stop || halted || self.playout_cap.is_some_and(|c| started >= c))
                {
                    return;
                }
                g.started += 1;
                let room = g.tree.nodes.len() + g.expanding * EXPANSION_ROOM < g.tree.max_nodes;
                let leaf = g.tree.descend(self.style.prior, room, self.trail);
                let expanding = matches!(leaf.work, Work::Expand(..));
                if expanding {
                    g.expanding += 1;
                }
                (leaf, expanding)
            };
            let index = leaf.index;
            let grown = self.play(leaf, rng, &mut buffer);
            let Ok(mut g) = growth.lock() else {
                return;
            };
            if expanding {
                g.expanding -= 1;
            }
            g.tree.complete(index, grown);
        }
    }

    /// Does a leaf's work outside the lock: makes its children when asked (choosing the one
    /// to play out from as the walk down would), then plays out a few random plies and
    /// judges where they end (or, with no plies, takes the guided estimate or judges the
    /// position itself).
    fn play(&self, leaf: Leaf, rng: &mut SmallRng, buffer: &mut Vec<(Move, Position)>) -> Grown {
        let Leaf {
            index,
            visits,
            mover,
            estimate,
            work,
        } = leaf;
        let (position, path) = match work {
            Work::Expand(position, path) => (position, path),
            Work::Ended(south) => {
                return Grown {
                    children: None,
                    chosen: None,
                    south,
                }
            }
            Work::PlayOut(position) => {
                return Grown {
                    children: None,
                    chosen: None,
                    south: self.simulate(&position, mover, estimate, rng),
                }
            }
        };
        let (children, mut positions) = children_of(index, &position, &path, &self.judge, buffer);
        // A playout starts from a new child; without playouts the guided search judges the
        // leaf itself, whose estimate its parent already had.
        let chosen = if children.is_empty() || (self.style.prior && self.style.playout_plies == 0) {
            None
        } else if !self.style.prior {
            Some(0)
        } else {
            Some(select_among(&children, visits, true))
        };
        let (south, chosen) = match chosen {
            None => (self.simulate(&position, mover, estimate, rng), None),
            Some(offset) => {
                let child = &children[offset];
                match child.end {
                    Some(end) => (reward(&end, Side::South), Some((offset, None))),
                    None => {
                        let at = positions.swap_remove(offset);
                        let south = self.simulate(&at, child.mover, child.estimate, rng);
                        (south, Some((offset, Some(at))))
                    }
                }
            }
        };
        Grown {
            children: Some(children),
            chosen,
            south,
        }
    }

    /// The reward for South of a playout from `position` (not over), reached by a move of
    /// `mover` whose guided estimate is `estimate`.
    fn simulate(&self, position: &Position, mover: Side, estimate: f64, rng: &mut SmallRng) -> f64 {
        if self.style.playout_plies > 0 {
            let mut sim = History::from_position(position.clone(), 0);
            let mut plies = 0;
            while plies < self.style.playout_plies
                && sim.play_random(&mut |k| rng.random_range(0..k)).is_some()
            {
                plies += 1;
            }
            return match sim.outcome() {
                Some(o) => reward(o, Side::South),
                None => self.judge.win_chance(sim.position(), Side::South),
            };
        }
        let own = if self.judge.prior {
            estimate
        } else {
            self.judge.win_chance(position, mover)
        };
        share_of(mover, own)
    }
}

/// The (hash, capture total) of the positions on the way to `node`, game history included.
fn path_hashes(nodes: &[Node], mut node: usize, trail: &[u64]) -> Vec<(u64, u64)> {
    let mut path = Vec::new();
    loop {
        path.push((nodes[node].hash, nodes[node].captured_total));
        if nodes[node].parent == NO_PARENT {
            break;
        }
        node = nodes[node].parent;
    }
    let root_total = nodes[0].captured_total;
    path.extend(trail.iter().map(|&h| (h, root_total)));
    path
}

/// Runs a search with a fresh tree (see [`Mcts::search`]).
pub fn mcts_search(
    game: &History,
    limits: &Limits,
    style: MctsStyle,
    rng: &mut SmallRng,
) -> Option<SearchResult> {
    let config = SearchConfig::for_rules(game.rules());
    Mcts::new().search(game, limits, style, &config, rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    /// A root with children of these visits and mean win chances.
    fn root_with(children: &[(u32, f64)]) -> Mcts {
        let position = Position::start(Rules::new(Game::EnDodoi));
        let mut tree = Mcts::new();
        let mut root = Node::root(&position);
        root.expanded = true;
        root.first_child = 1;
        root.children = children.len() as u32;
        root.visits = children.iter().map(|c| c.0).sum();
        tree.nodes.push(root);
        for &(visits, mean) in children {
            let mut child = Node::root(&position);
            child.parent = 0;
            child.visits = visits;
            child.value = mean * f64::from(visits);
            tree.nodes.push(child);
        }
        tree
    }

    #[test]
    fn a_root_is_open_while_a_rival_is_close_in_visits_or_better_in_value() {
        // One move far ahead in visits and value: settled.
        assert!(!root_with(&[(900, 0.6), (100, 0.5), (50, 0.4)]).root_unsettled());
        // A rival with more than four fifths of the leader's visits.
        assert!(root_with(&[(500, 0.6), (450, 0.55)]).root_unsettled());
        // A rival with a quarter of the visits and a better win chance.
        assert!(root_with(&[(800, 0.55), (250, 0.6)]).root_unsettled());
        // Fewer than a quarter of the visits: too little explored to count.
        assert!(!root_with(&[(800, 0.55), (150, 0.6)]).root_unsettled());
        // Too early to judge, and a root without moves.
        assert!(!root_with(&[(20, 0.5), (19, 0.6)]).root_unsettled());
        assert!(!root_with(&[]).root_unsettled());
    }

    /// Checks what every search must leave: no expansion half done, every visit's reward
    /// back, and a node's visits at least its children's.
    fn assert_whole(tree: &Mcts) {
        for (i, node) in tree.nodes.iter().enumerate() {
            assert!(
                !node.expanded || node.end.is_some() || node.children > 0,
                "node {i} expanded without children"
            );
            assert!(
                (0.0..=f64::from(node.visits) + 1e-9).contains(&node.value),
                "node {i}: value {} for {} visits",
                node.value,
                node.visits
            );
            let below: u32 = node.child_range().map(|c| tree.nodes[c].visits).sum();
            assert!(
                below <= node.visits,
                "node {i}: {below} visits below {}",
                node.visits
            );
            if i > 0 {
                assert!(node.parent < i, "node {i} made before its parent");
            }
        }
    }

    #[test]
    fn threads_growing_one_tree_leave_it_whole() {
        let rules = mancala_rules::Rules::with_size(Game::EnGehe, 10, 4).expect("size");
        let config = SearchConfig::for_rules(&rules);
        let mut game = History::new(rules);
        let limits = Limits {
            nodes: Some(3_000),
            ..Limits::default()
        };
        for style in [MctsStyle::GUIDED, MctsStyle::UCT] {
            for threads in [1, 2, 4] {
                let mut rngs: Vec<SmallRng> = (0..threads)
                    .map(<SmallRng as rand::SeedableRng>::seed_from_u64)
                    .collect();
                let mut tree = Mcts::new();
                let result = tree
                    .search_on_threads(&game, &limits, style, &config, &mut rngs)
                    .expect("moves");
                assert_eq!(result.nodes, 3_000, "{threads} threads");
                assert_eq!(
                    tree.nodes[0].visits, 3_000,
                    "{threads} threads: every playout"
                );
                assert!(game.position().is_legal(result.best));
                assert_whole(&tree);
            }
        }
        // A smaller cap than the threads' expansions could pass together.
        let mut tree = Mcts::with_max_nodes(MIN_TREE);
        let mut rngs: Vec<SmallRng> = (0..4)
            .map(<SmallRng as rand::SeedableRng>::seed_from_u64)
            .collect();
        let limits = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        for _ in 0..3 {
            let result = tree
                .search_on_threads(&game, &limits, MctsStyle::GUIDED, &config, &mut rngs)
                .expect("moves");
            assert!(tree.tree_size() < MIN_TREE + EXPANSION_ROOM);
            assert_whole(&tree);
            game.play(result.best).expect("legal");
        }
        assert!(tree
            .search_on_threads(&game, &limits, MctsStyle::GUIDED, &config, &mut [])
            .is_none());
    }
}
