//! `mancala.Engine`: move choice at a level, analysis and exact solving, without the GIL.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use mancala_engine::search::SearchResult;
use mancala_engine::time::{Limits, MAX_DEPTH};
use mancala_engine::Engine;
use mancala_player::{genmove, Misses, MAX_LEVEL, MIN_LEVEL};
use mancala_rules::{History, Move};
use mancala_solver::{Solver, Verdict};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::interrupt::interruptible;
use crate::state::PyState;
use crate::{in_range, integer_args, value_error};

integer_args!(threads_arg: "threads", hash_mb_arg: "hash_mb", seed_arg: "seed", level_arg: "level"; optional depth_arg: "depth", nodes_arg: "nodes");

/// A search engine (alpha-beta, levels 1 to 10) and an exact solver sharing its settings.
#[pyclass(name = "Engine", module = "mancala")]
pub struct PyEngine {
    engine: Engine,
    solver: Solver,
    /// Where level 10's solver last failed (see `mancala_player::Misses`).
    misses: Misses,
}

/// Search limits from the keyword arguments: ``movetime`` in seconds, ``depth``, ``nodes``.
fn limits(movetime: Option<f64>, depth: Option<i128>, nodes: Option<i128>) -> PyResult<Limits> {
    let movetime = match movetime {
        Some(t) if !(t > 0.0 && t <= 86_400.0) => {
            return Err(value_error(format!(
                "movetime is in seconds, more than 0 and at most 86400, not {t}"
            )))
        }
        Some(t) => Some(Duration::from_secs_f64(t)),
        None => None,
    };
    Ok(Limits {
        depth: depth
            .map(|d| in_range("depth", d, 1..=i128::from(MAX_DEPTH)))
            .transpose()?,
        nodes: nodes.map(nodes_limit).transpose()?,
        movetime,
        ..Limits::default()
    })
}

/// A ``nodes`` limit: at least one node.
fn nodes_limit(nodes: i128) -> PyResult<u64> {
    in_range("nodes", nodes, 1..=i128::from(u64::MAX))
}

/// Runs `search` on `engine` so that Ctrl-C stops it (see [`interruptible`]).
fn stoppable<T: Send>(
    py: Python<'_>,
    engine: &mut Engine,
    search: impl FnOnce(&mut Engine) -> T + Send,
) -> PyResult<T> {
    let stop = Arc::new(AtomicBool::new(false));
    engine.set_halt(Some(stop.clone()));
    let result = interruptible(py, &stop, || search(&mut *engine));
    engine.set_halt(None);
    result
}

fn notation(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// A search result as a dict.
fn result_dict<'py>(py: Python<'py>, result: &SearchResult) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("best", result.best.to_string())?;
    dict.set_item("score", result.score)?;
    dict.set_item("pv", notation(&result.pv))?;
    dict.set_item("depth", result.depth)?;
    dict.set_item("nodes", result.nodes)?;
    dict.set_item("time", result.elapsed.as_secs_f64())?;
    let lines = result
        .lines
        .iter()
        .map(|line| {
            let d = PyDict::new(py);
            d.set_item("move", line.mv.to_string())?;
            d.set_item("score", line.score)?;
            d.set_item("pv", notation(&line.pv))?;
            Ok(d)
        })
        .collect::<PyResult<Vec<_>>>()?;
    dict.set_item("moves", lines)?;
    Ok(dict)
}

/// A solver verdict into a dict: ``value`` (None unless proved), ``lower``, ``upper``.
fn set_verdict(dict: &Bound<'_, PyDict>, verdict: Verdict) -> PyResult<()> {
    dict.set_item("value", verdict.value())?;
    dict.set_item("lower", verdict.lower())?;
    dict.set_item("upper", verdict.upper())?;
    Ok(())
}

fn solver_limits(time: Option<f64>, nodes: Option<i128>) -> PyResult<mancala_solver::Limits> {
    let time = match time {
        Some(t) if !(t > 0.0 && t <= 1e9) => {
            return Err(value_error(format!(
                "time is in seconds and more than 0, not {t}"
            )))
        }
        Some(t) => Some(Duration::from_secs_f64(t)),
        None => None,
    };
    Ok(mancala_solver::Limits {
        time,
        nodes: nodes.map(nodes_limit).transpose()?,
        stop: None,
    })
}

fn live_game(state: &PyState) -> PyResult<History> {
    if state.history.outcome().is_some() {
        return Err(value_error("the game is over: there is no move to search"));
    }
    Ok(state.history.clone())
}

#[pymethods]
impl PyEngine {
    /// An engine with ``hash_mb`` MB for its transposition table and as much for the
    /// solver's; ``threads`` (1 to 256) search threads for ``genmove`` at full strength
    /// (Lazy SMP, or one tree grown by all on En Gehé; levels 1 to 9 and ``analyze`` stay on one) and
    /// for ``solve``; ``seed`` for the levels' choices.
    #[new]
    #[pyo3(signature = (threads=1, hash_mb=64, seed=0))]
    fn new(
        #[pyo3(from_py_with = threads_arg)] threads: i128,
        #[pyo3(from_py_with = hash_mb_arg)] hash_mb: i128,
        #[pyo3(from_py_with = seed_arg)] seed: i128,
    ) -> PyResult<PyEngine> {
        let threads: usize = in_range("threads", threads, 1..=256)?;
        let hash_mb: usize = in_range("hash_mb", hash_mb, 1..=1 << 20)?;
        let seed: u64 = in_range("seed", seed, 0..=i128::from(u64::MAX))?;
        mancala_engine::memory::check_engine_and_solver(
            hash_mb as u64,
            &format!("hash_mb={hash_mb}"),
        )
        .map_err(|e| value_error(e.to_string()))?;
        let mut engine = Engine::new(hash_mb, seed);
        engine.set_threads(threads);
        Ok(PyEngine {
            engine,
            solver: Solver::new(hash_mb).with_threads(threads),
            misses: Misses::new(),
        })
    }

    /// The move a player of ``level`` (1 to 10; 10 is full strength) chooses, in notation.
    /// Limits: ``movetime`` (seconds), ``depth`` (plies), ``nodes``; with none, one second.
    /// Level 10 on time first gives the solver a third of the time and plays a position it
    /// proves perfectly (as the protocol's ``genmove`` does).
    /// Levels 1 to 9 also cap the nodes. ValueError when the game is over.
    #[pyo3(signature = (state, movetime=None, depth=None, nodes=None, level=10))]
    fn genmove(
        &mut self,
        py: Python<'_>,
        state: PyRef<'_, PyState>,
        movetime: Option<f64>,
        #[pyo3(from_py_with = depth_arg)] depth: Option<i128>,
        #[pyo3(from_py_with = nodes_arg)] nodes: Option<i128>,
        #[pyo3(from_py_with = level_arg)] level: i128,
    ) -> PyResult<String> {
        let level: u8 = in_range(
            "level",
            level,
            i128::from(MIN_LEVEL)..=i128::from(MAX_LEVEL),
        )?;
        let limits = limits(movetime, depth, nodes)?;
        let game = live_game(&state)?;
        // The state is not held during the search: other threads may use it meanwhile.
        drop(state);
        let (engine, solver, misses) = (&mut self.engine, &self.solver, &self.misses);
        let result = stoppable(py, engine, |engine| {
            genmove(engine, solver, misses, &game, level, &limits)
        })?;
        result
            .map(|c| c.best.to_string())
            .ok_or_else(|| value_error("the game is over: there is no move to search"))
    }

    /// Every legal move scored at full strength, best first: a dict with ``best``,
    /// ``score``, ``pv``, ``depth``, ``nodes``, ``time`` and ``moves`` (each with ``move``,
    /// ``score`` and ``pv``). Scores are the engine's, from the mover's side.
    #[pyo3(signature = (state, movetime=None, depth=None, nodes=None))]
    fn analyze<'py>(
        &mut self,
        py: Python<'py>,
        state: PyRef<'_, PyState>,
        movetime: Option<f64>,
        #[pyo3(from_py_with = depth_arg)] depth: Option<i128>,
        #[pyo3(from_py_with = nodes_arg)] nodes: Option<i128>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let limits = limits(movetime, depth, nodes)?;
        let game = live_game(&state)?;
        // The state is not held during the search: other threads may use it meanwhile.
        drop(state);
        let result = stoppable(py, &mut self.engine, |engine| {
            engine.analyze(&game, &limits)
        })?;
        let result =
            result.ok_or_else(|| value_error("the game is over: there is no move to search"))?;
        result_dict(py, &result)
    }

    /// The exact value of the position given its history (the mover's final margin under
    /// perfect play; Sadeqa II 1/0/-1), within ``time`` seconds and ``nodes`` (unbounded by
    /// default). A dict with ``value`` (None when the limits ran out), ``lower``, ``upper``,
    /// ``best``, ``pv`` (an optimal line to the end), ``nodes`` and ``time``; with
    /// ``moves=True`` every legal move's value instead of the line, under ``moves``.
    #[pyo3(signature = (state, time=None, nodes=None, moves=false))]
    fn solve<'py>(
        &mut self,
        py: Python<'py>,
        state: PyRef<'_, PyState>,
        time: Option<f64>,
        #[pyo3(from_py_with = nodes_arg)] nodes: Option<i128>,
        moves: bool,
    ) -> PyResult<Bound<'py, PyDict>> {
        let mut limits = solver_limits(time, nodes)?;
        // Ctrl-C stops a solve (which has no limit unless given one).
        let stop = Arc::new(AtomicBool::new(false));
        limits.stop = Some(stop.clone());
        let game = live_game(&state)?;
        // The state is not held during the search: other threads may use it meanwhile.
        drop(state);
        let solver = &self.solver;
        let dict = PyDict::new(py);
        if moves {
            let solution = interruptible(py, &stop, || solver.solve_moves(&game, &limits))?
                .map_err(value_error)?;
            let list = solution
                .moves
                .iter()
                .map(|(mv, verdict)| {
                    let d = PyDict::new(py);
                    d.set_item("move", mv.to_string())?;
                    set_verdict(&d, *verdict)?;
                    Ok(d)
                })
                .collect::<PyResult<Vec<_>>>()?;
            let best = solution.moves.first().copied();
            match best {
                Some((mv, verdict)) => {
                    set_verdict(&dict, verdict)?;
                    dict.set_item("best", verdict.value().map(|_| mv.to_string()))?;
                }
                None => {
                    dict.set_item("value", None::<i32>)?;
                    dict.set_item("best", None::<String>)?;
                }
            }
            dict.set_item("moves", list)?;
            dict.set_item("nodes", solution.nodes)?;
            dict.set_item("time", solution.elapsed.as_secs_f64())?;
        } else {
            let solution =
                interruptible(py, &stop, || solver.solve(&game, &limits))?.map_err(value_error)?;
            set_verdict(&dict, solution.verdict)?;
            dict.set_item("best", solution.best().map(|m| m.to_string()))?;
            dict.set_item("pv", notation(&solution.pv))?;
            dict.set_item("nodes", solution.nodes)?;
            dict.set_item("time", solution.elapsed.as_secs_f64())?;
        }
        Ok(dict)
    }

    /// Forgets what earlier searches and solves learnt (their tables).
    fn clear(&mut self) {
        self.engine.new_game();
        self.solver.clear();
    }
}
