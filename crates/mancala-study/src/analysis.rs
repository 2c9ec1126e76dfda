//! Engine lines for an analysis board: every root move scored by the engine's `analyze`,
//! reported as the search deepens (after each iteration and at least every 200 ms while a
//! long one runs), until the limits, the stop flag or the end of the search.

use std::sync::atomic::AtomicBool;
use std::sync::{mpsc, Arc};
use std::time::Duration;

use mancala_engine::score::{is_decisive, plies_to_end};
use mancala_engine::search::{RootLine, SearchProgress, SearchResult};
use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{History, Move, Side};
use serde::{Serialize, Serializer};

/// A move as its notation.
fn notation<S: Serializer>(mv: &Move, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(mv)
}

/// Moves as their notations.
fn notations<S: Serializer>(moves: &[Move], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(moves.iter().map(|m| m.to_string()))
}

/// One root move with its score (hundredths of a seed for the side to move; beyond
/// `mancala_engine::score::MATE_BOUND` a game end seen) and its expected line. Serialized
/// as the HTTP API's analysis reports it (moves in notation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The move.
    #[serde(rename = "move", serialize_with = "notation")]
    pub mv: Move,
    /// Its score for the side to move.
    pub score: i32,
    /// The expected continuation, the move first.
    #[serde(serialize_with = "notations")]
    pub pv: Vec<Move>,
    /// The depth the score was found at: the iteration under way for the moves it has
    /// already searched, the deepest completed one for the others.
    pub depth: u32,
}

/// The engine's view of a position at one moment of the analysis. Serialized as the HTTP
/// API's analysis reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Lines {
    /// Deepest completed iteration (0 before the first).
    pub depth: u32,
    /// The iteration under way.
    pub searching: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes a second.
    pub nps: u64,
    /// Milliseconds since the analysis started.
    pub elapsed_ms: u64,
    /// Every root move, best first: scored by the iteration under way once it has searched
    /// the move, else by the deepest completed one (the last report: all by the deepest).
    pub lines: Vec<Line>,
    /// The best score, from South's view (hundredths of a seed).
    pub eval_south: i32,
    /// Whether the analysis has ended (the last report); the API says so by other means.
    #[serde(skip)]
    pub done: bool,
}

/// Why an analysis did not run.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AnalysisError {
    /// The game is over: nothing to analyse.
    #[error("the game is over: there is nothing to analyse")]
    GameOver,
    /// The search thread could not be started.
    #[error("could not start the analysis thread: {0}")]
    Thread(String),
}

/// A score in words for a display: `+1.25`, `-0.50`, `win in 7`, `loss in 4`.
pub fn score_text(score: i32) -> String {
    if is_decisive(score) {
        let plies = plies_to_end(score);
        if score > 0 {
            format!("win in {plies}")
        } else {
            format!("loss in {plies}")
        }
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    }
}

fn lines_of(roots: &[RootLine], depth: u32) -> Vec<Line> {
    roots
        .iter()
        .map(|l| Line {
            mv: l.mv,
            score: l.score,
            pv: l.pv.clone(),
            depth,
        })
        .collect()
}

/// The root moves as the search stands: those the iteration under way has searched with
/// its scores, the rest with the deepest completed iteration's, best first (a deeper score
/// first among equal ones). So the lines move on within a long iteration, not only at its
/// end.
fn current_lines(p: &SearchProgress<'_>) -> Vec<Line> {
    let mut lines = if p.searching > p.depth {
        lines_of(p.partial, p.searching)
    } else {
        Vec::new()
    };
    for line in lines_of(p.lines, p.depth) {
        if !lines.iter().any(|l| l.mv == line.mv) {
            lines.push(line);
        }
    }
    lines.sort_by(|a, b| b.score.cmp(&a.score).then(b.depth.cmp(&a.depth)));
    lines
}

fn snapshot(side: Side, p: &SearchProgress<'_>, done: bool) -> Lines {
    let lines = current_lines(p);
    let best = lines.first().map_or(0, |l| l.score);
    Lines {
        depth: p.depth,
        searching: p.searching,
        nodes: p.nodes,
        nps: nps(p.nodes, p.elapsed),
        elapsed_ms: p.elapsed.as_millis() as u64,
        lines,
        eval_south: if side == Side::South { best } else { -best },
        done,
    }
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let secs = elapsed.as_secs_f64();
    if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    }
}

/// Analyses `game`'s position within `limits` (none: until `stop` is set, the game is
/// solved to its end by the search, or the deepest iteration is done), with a `table_mb`
/// megabyte table, calling `on_update` on this thread as the search goes; the last call
/// (and the returned value) has `done` set.
pub fn analyse(
    game: &History,
    limits: &Limits,
    table_mb: usize,
    stop: Arc<AtomicBool>,
    on_update: &mut dyn FnMut(&Lines),
) -> Result<Lines, AnalysisError> {
    if game.outcome().is_some() {
        return Err(AnalysisError::GameOver);
    }
    let side = game.position().to_move();
    let (tx, rx) = mpsc::channel::<Lines>();
    let result = std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("analysis".into())
            .spawn_scoped(scope, move || {
                let mut engine = Engine::new(table_mb, 1);
                let hook = Box::new(move |p: &SearchProgress<'_>| {
                    // The receiver gone only means nobody is watching any more.
                    let _ = tx.send(snapshot(side, p, false));
                });
                engine.analyze_watched(game, limits, stop, hook)
            })
            .map_err(|e| AnalysisError::Thread(e.to_string()))?;
        for lines in rx {
            on_update(&lines);
        }
        handle
            .join()
            .map_err(|_| AnalysisError::Thread("the analysis thread failed".into()))
    })?;
    let Some(result) = result else {
        return Err(AnalysisError::GameOver);
    };
    let last = last_lines(side, &result);
    on_update(&last);
    Ok(last)
}

/// Analyses `game`'s position with `engine` on this thread within `limits` (a depth or a
/// time, as nothing outside can stop it), giving the engine's lines when it ends: where
/// there are no threads to watch a search from (WebAssembly), an analysis board deepens by
/// calling this with one more ply each time.
pub fn analyse_here(
    engine: &mut Engine,
    game: &History,
    limits: &Limits,
) -> Result<Lines, AnalysisError> {
    if game.outcome().is_some() {
        return Err(AnalysisError::GameOver);
    }
    let side = game.position().to_move();
    let result = engine
        .analyze(game, limits)
        .ok_or(AnalysisError::GameOver)?;
    Ok(last_lines(side, &result))
}

/// The last report of an analysis of a position with `side` to move that ended in `result`.
fn last_lines(side: Side, result: &SearchResult) -> Lines {
    Lines {
        depth: result.depth,
        searching: result.depth,
        nodes: result.nodes,
        nps: nps(result.nodes, result.elapsed),
        elapsed_ms: result.elapsed.as_millis() as u64,
        eval_south: if side == Side::South {
            result.score
        } else {
            -result.score
        },
        lines: lines_of(&result.lines, result.depth),
        done: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};
    use std::sync::atomic::Ordering;
    use std::time::Instant;

    #[test]
    fn scores_in_words() {
        assert_eq!(score_text(125), "+1.25");
        assert_eq!(score_text(-50), "-0.50");
        assert_eq!(score_text(mancala_engine::score::MATE - 7), "win in 7");
        assert_eq!(score_text(-(mancala_engine::score::MATE - 4)), "loss in 4");
    }

    #[test]
    fn moves_the_running_iteration_has_searched_carry_its_scores() {
        let mv = |s: &str| s.parse::<Move>().expect("a move");
        let root = |m: &str, score: i32| RootLine {
            mv: mv(m),
            score,
            pv: vec![mv(m)],
        };
        let done = [root("1", 30), root("2", 10), root("3", -5)];
        let partial = [root("2", 40)];
        let progress = |depth, searching, partial| SearchProgress {
            depth,
            searching,
            nodes: 1000,
            elapsed: Duration::from_millis(500),
            lines: &done,
            partial,
        };
        let summary = |lines: Vec<Line>| -> Vec<(String, i32, u32)> {
            lines
                .into_iter()
                .map(|l| (l.mv.to_string(), l.score, l.depth))
                .collect()
        };
        // Depth 7 under way: move 2 has its depth-7 score and leads; the others keep depth 6's.
        let running = summary(current_lines(&progress(6, 7, &partial)));
        assert_eq!(
            running,
            vec![
                ("2".into(), 40, 7),
                ("1".into(), 30, 6),
                ("3".into(), -5, 6)
            ]
        );
        let lines = snapshot(Side::North, &progress(6, 7, &partial), false);
        assert_eq!(
            lines.eval_south, -40,
            "the best line's score, from South's side"
        );
        // At an iteration's end only its own lines count.
        let ended = summary(current_lines(&progress(6, 6, &partial)));
        assert_eq!(
            ended,
            vec![
                ("1".into(), 30, 6),
                ("2".into(), 10, 6),
                ("3".into(), -5, 6)
            ]
        );
        // Before the first iteration ends: what it has searched.
        let first = SearchProgress {
            depth: 0,
            searching: 1,
            nodes: 10,
            elapsed: Duration::ZERO,
            lines: &[],
            partial: &partial,
        };
        assert_eq!(summary(current_lines(&first)), vec![("2".into(), 40, 1)]);
    }

    #[test]
    fn lines_come_while_it_runs_and_it_stops_when_told() {
        let game = History::new(Rules::with_size(Game::EnGehe, 40, 4).expect("rules"));
        let stop = Arc::new(AtomicBool::new(false));
        let stopper = stop.clone();
        let start = Instant::now();
        let timer = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(1200));
            stopper.store(true, Ordering::Relaxed);
        });
        let mut updates: Vec<Lines> = Vec::new();
        let last = analyse(&game, &Limits::default(), 16, stop, &mut |l| {
            updates.push(l.clone())
        })
        .expect("analysed");
        timer.join().expect("timer");
        assert!(start.elapsed() < Duration::from_secs(10));
        assert!(last.done);
        assert_eq!(updates.last(), Some(&last));
        assert!(updates.len() >= 3, "{} updates", updates.len());
        let moves = game.position().legal_moves().len();
        assert_eq!(last.lines.len(), moves);
        // Updates all along (the interval is 200 ms; the bound leaves room for a busy
        // machine).
        for pair in updates.windows(2) {
            assert!(pair[1].elapsed_ms.saturating_sub(pair[0].elapsed_ms) < 1500);
        }
        // Best first.
        assert!(last.lines.windows(2).all(|w| w[0].score >= w[1].score));
    }

    #[test]
    fn a_finished_game_is_refused() {
        let study = crate::collection::find("sadeqa-ii-2x6-001").expect("study");
        let mut game = study.game();
        for &mv in &study.solution {
            game.play(mv).expect("legal");
        }
        let stop = Arc::new(AtomicBool::new(false));
        assert_eq!(
            analyse(&game, &Limits::depth(3), 8, stop, &mut |_| {}),
            Err(AnalysisError::GameOver)
        );
    }
}
