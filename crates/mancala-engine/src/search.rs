//! Alpha-beta search: negamax with principal-variation search, iterative deepening,
//! a transposition table and move ordering (hash move, gains, history).

use std::time::Duration;

use mancala_rules::{History, Move, Outcome, Position, Side};

use crate::eval::{evaluate, Weights};
use crate::score::{from_table, to_table, INFINITY, MATE};
use crate::time::{Deadline, Limits, MAX_DEPTH};
use crate::tt::{Bound, Entry, TranspositionTable};

/// One root move with its score (mover's view) and principal variation (starting with the move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootLine {
    /// The move.
    pub mv: Move,
    /// Its score for the side to move at the root.
    pub score: i32,
    /// The expected continuation, the move first.
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move chosen.
    pub best: Move,
    /// Its score for the side to move.
    pub score: i32,
    /// The principal variation, the move first.
    pub pv: Vec<Move>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// Every root move, best first (exact scores only when searched with `all_moves`).
    pub lines: Vec<RootLine>,
    /// Each completed iteration: depth, nodes so far, time so far.
    pub iterations: Vec<(u32, u64, Duration)>,
}

/// Tuning switches of the searcher (mostly for tests).
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    /// Use transposition table scores to cut the search (off: the table only orders moves).
    pub tt_cutoffs: bool,
    /// Evaluation weights.
    pub weights: Weights,
}

/// Positions since the last capture on the way to a node: the repetitions it can make.
#[derive(Clone, Copy)]
struct Trail {
    hash: u64,
    captured: u64,
}

/// An alpha-beta searcher with its own transposition table and history heuristic.
pub struct Searcher {
    tt: TranspositionTable,
    history: Box<[[i32; 256]; 2]>,
    trail: Vec<Trail>,
    buffers: Vec<Vec<(Move, Position)>>,
    pv: Vec<Vec<Move>>,
    nodes: u64,
    stopped: bool,
    may_stop: bool,
    deadline: Option<Deadline>,
    config: Option<SearchConfig>,
}

fn move_slot(mv: Move) -> usize {
    match mv {
        Move::Pass => 255,
        Move::Sow { hole, direction } => {
            (hole as usize) * 2
                + usize::from(direction == Some(mancala_rules::Direction::Clockwise))
        }
    }
}

/// A game-end score from the view of `side`, `ply` plies below the root.
fn terminal(outcome: &Outcome, side: Side, ply: usize) -> i32 {
    match outcome.winner {
        Some(w) if w == side => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => 0,
    }
}

impl Searcher {
    /// A searcher with a transposition table of `tt_mb` megabytes.
    pub fn new(tt_mb: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(tt_mb),
            history: Box::new([[0; 256]; 2]),
            trail: Vec::new(),
            buffers: Vec::new(),
            pv: Vec::new(),
            nodes: 0,
            stopped: false,
            may_stop: false,
            deadline: None,
            config: None,
        }
    }

    /// Forgets what earlier searches learnt (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| h.fill(0));
    }

    /// Searches the current position of `game` (which must not be over) under `limits`.
    ///
    /// With `all_moves` every root move gets an exact score (for analysis and levels);
    /// otherwise only the best move's score is exact.
    pub fn search(
        &mut self,
        game: &History,
        limits: &Limits,
        all_moves: bool,
        config: SearchConfig,
    ) -> Option<SearchResult> {
        if game.outcome().is_some() {
            return None;
        }
        let root = game.position().clone();
        let mut moves = Vec::new();
        root.successors_into(&mut moves);
        if moves.is_empty() {
            return None;
        }
        self.config = Some(config);
        self.nodes = 0;
        self.stopped = false;
        self.deadline = Some(Deadline::new(limits));
        self.trail.clear();
        let positions: Vec<&Position> = game.positions().collect();
        let last_total = root.captured_total();
        for p in positions
            .iter()
            .rev()
            .take_while(|p| p.captured_total() == last_total)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
        {
            self.trail.push(Trail {
                hash: p.hash(),
                captured: p.captured_total(),
            });
        }
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut lines: Vec<RootLine> = moves
            .iter()
            .map(|(mv, _)| RootLine {
                mv: *mv,
                score: -INFINITY,
                pv: vec![*mv],
            })
            .collect();
        let mut completed = 0;
        let mut iterations = Vec::new();
        for depth in 1..=max_depth {
            self.may_stop = depth > 1;
            let mut new_lines = lines.clone();
            self.search_root(&root, &moves, &mut new_lines, depth as i32, all_moves);
            if self.stopped {
                break;
            }
            new_lines.sort_by_key(|l| -l.score);
            lines = new_lines;
            completed = depth;
            iterations.push((
                depth,
                self.nodes,
                self.deadline
                    .as_ref()
                    .map(|d| d.elapsed())
                    .unwrap_or_default(),
            ));
            // Reorder the root moves for the next iteration: best first.
            moves.sort_by_key(|(mv, _)| {
                lines.iter().position(|l| l.mv == *mv).unwrap_or(usize::MAX)
            });
            let best = &lines[0];
            let solved = if all_moves {
                lines.iter().all(|l| {
                    crate::score::is_decisive(l.score)
                        && crate::score::plies_to_end(l.score) <= depth as i32
                })
            } else {
                crate::score::is_decisive(best.score)
                    && crate::score::plies_to_end(best.score) <= depth as i32
            };
            let deadline = self
                .deadline
                .as_ref()
                .map(|d| d.may_deepen(self.nodes))
                .unwrap_or(true);
            if solved || !deadline {
                break;
            }
        }
        let elapsed = self
            .deadline
            .as_ref()
            .map(|d| d.elapsed())
            .unwrap_or_default();
        let best = lines[0].clone();
        Some(SearchResult {
            best: best.mv,
            score: best.score,
            pv: best.pv,
            depth: completed,
            nodes: self.nodes,
            elapsed,
            lines,
            iterations,
        })
    }

    fn search_root(
        &mut self,
        root: &Position,
        moves: &[(Move, Position)],
        lines: &mut [RootLine],
        depth: i32,
        all_moves: bool,
    ) {
        let side = root.to_move();
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best_move = None;
        for (i, (mv, child)) in moves.iter().enumerate() {
            let window_alpha = if all_moves { -INFINITY } else { alpha };
            let full_window = i == 0 || all_moves;
            let score = self.visit(child, side, depth - 1, 1, window_alpha, beta, full_window);
            if self.stopped {
                return;
            }
            let line = lines
                .iter_mut()
                .find(|l| l.mv == *mv)
                .expect("every root move has a line");
            if all_moves || i == 0 || score > alpha {
                line.score = score;
                line.pv = std::iter::once(*mv)
                    .chain(self.pv[1].iter().copied())
                    .collect();
            } else {
                // Only known to be no better than the best so far.
                line.score = score.min(alpha) - 1;
            }
            if score > alpha {
                alpha = score;
                best_move = Some(*mv);
            }
        }
        if let Some(best) = best_move {
            self.tt.store(Entry {
                key: root.hash(),
                best: Some(best),
                depth: depth as i16,
                score: alpha,
                bound: Bound::Exact,
            });
        }
    }

    /// Searches `child` (a move of `side`) with principal-variation search and returns its
    /// score from `side`'s view: a full window when `full_window`, else a null window first
    /// and a full re-search only when the move may raise alpha.
    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        child: &Position,
        side: Side,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        full_window: bool,
    ) -> i32 {
        let hash = child.hash();
        let captured = child.captured_total();
        let repeated = self.repeats(hash, captured);
        self.trail.push(Trail { hash, captured });
        // When the same side moves again (a Giuthi extra move) the score keeps its sign.
        let same = child.to_move() == side;
        let search = |this: &mut Searcher, alpha: i32, beta: i32| {
            if same {
                this.negamax(child, hash, depth, ply, alpha, beta, repeated)
            } else {
                -this.negamax(child, hash, depth, ply, -beta, -alpha, repeated)
            }
        };
        let score = if full_window {
            search(self, alpha, beta)
        } else {
            let probe = search(self, alpha, alpha + 1);
            if probe > alpha && probe < beta && !self.stopped {
                search(self, alpha, beta)
            } else {
                probe
            }
        };
        self.trail.pop();
        score
    }

    fn repeats(&self, hash: u64, captured: u64) -> bool {
        self.trail
            .iter()
            .rev()
            .take_while(|t| t.captured == captured)
            .any(|t| t.hash == hash)
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        repeated: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.may_stop {
            if let Some(d) = &self.deadline {
                // The node budget is checked at every node, the clock now and then.
                if d.over_nodes(self.nodes) || (self.nodes & 1023 == 0 && d.must_stop(self.nodes)) {
                    self.stopped = true;
                }
            }
        }
        if self.stopped {
            return 0;
        }
        while self.pv.len() <= ply + 1 {
            self.pv.push(Vec::new());
            self.buffers.push(Vec::new());
        }
        self.pv[ply].clear();
        let side = pos.to_move();
        let config = self.config.expect("a search sets its config");
        if depth <= 0 {
            if !pos.has_legal_move() {
                return terminal(&pos.no_move_outcome(), side, ply);
            }
            if repeated {
                return terminal(&pos.repetition_outcome(), side, ply);
            }
            return evaluate(pos, &config.weights);
        }
        if repeated {
            // A no-move ending takes precedence over a repetition.
            let outcome = if pos.has_legal_move() {
                pos.repetition_outcome()
            } else {
                pos.no_move_outcome()
            };
            return terminal(&outcome, side, ply);
        }

        // The table holds only positions that had moves, so it is asked before they are made.
        let entry = self.tt.probe(hash);
        let tt_move = entry.and_then(|e| e.best);
        if let Some(e) = entry {
            if config.tt_cutoffs && e.depth as i32 >= depth {
                let score = from_table(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        pos.successors_into(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return terminal(&pos.no_move_outcome(), side, ply);
        }

        // Order: the table's move, then immediate gains (captures, extra moves), then history.
        let me = side.index();
        let before = pos.captured(side) as i64;
        let history = &self.history[me];
        let mut order: Vec<(i64, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, (mv, child))| {
                let key = if Some(*mv) == tt_move {
                    i64::MAX
                } else {
                    let gain = child.captured(side) as i64 - before;
                    let extra = i64::from(child.to_move() == side);
                    (gain * 4 + extra * 2) * 1_000_000 + history[move_slot(*mv)].min(999_999) as i64
                };
                (key, i)
            })
            .collect();
        order.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (n, &(_, i)) in order.iter().enumerate() {
            let (mv, child) = &moves[i];
            let score = self.visit(child, side, depth - 1, ply + 1, alpha, beta, n == 0);
            if self.stopped {
                self.buffers[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(*mv);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(*mv);
                    head[ply].extend_from_slice(&tail[0]);
                }
                if score >= beta {
                    let slot = &mut self.history[me][move_slot(*mv)];
                    *slot = (*slot + depth * depth).min(1 << 20);
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key: hash,
            best: best_move,
            depth: depth as i16,
            score: to_table(best, ply),
            bound,
        });
        best
    }
}
