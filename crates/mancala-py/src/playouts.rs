//! `mancala.playouts`: batches of random games played in Rust.

use std::time::Instant;

use mancala_engine::playout::random_playout;
use mancala_rules::{EndReason, History, Side};
use numpy::ndarray::Array2;
use numpy::IntoPyArray;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rand::rngs::SmallRng;
use rand::SeedableRng;

use crate::game::PyGame;
use crate::interrupt::POLL;
use crate::state::PyState;
use crate::{in_range, integer_args, value_error};

integer_args!(n_arg: "n", seed_arg: "seed");

/// Bytes of the arrays returned for one game: result, plies, two scores, repetition.
const RESULT_BYTES: u128 = 1 + 4 + 8 + 1;

/// The outcome of one random game: result for South (1, 0, -1), plies, score, repetition.
struct Played {
    result: i8,
    plies: u32,
    score: [u32; 2],
    repetition: bool,
}

/// Plays the games, without the GIL; every 50 ms it takes the GIL to look for Python's
/// signals, so that Ctrl-C stops a long batch (from the main thread, where they arrive).
fn play_all(py: Python<'_>, start: &History, n: usize, seed: u64) -> PyResult<Vec<Played>> {
    py.detach(|| {
        let mut rng = SmallRng::seed_from_u64(seed);
        // The check above cannot read the free memory everywhere: a batch no allocation
        // can hold is refused here rather than aborting the interpreter.
        let mut played = Vec::new();
        played.try_reserve_exact(n).map_err(|_| {
            value_error(format!(
                "playouts(n={n}): not enough memory for the results"
            ))
        })?;
        let mut checked = Instant::now();
        for _ in 0..n {
            if checked.elapsed() >= POLL {
                Python::attach(|py| py.check_signals())?;
                checked = Instant::now();
            }
            let mut game = start.clone();
            let plies = random_playout(&mut game, &mut rng) as u32;
            // A playout always ends: the rules end every game (repetition included).
            let outcome = game.outcome().copied();
            played.push(Played {
                result: match outcome.and_then(|o| o.winner) {
                    Some(Side::South) => 1,
                    Some(Side::North) => -1,
                    None => 0,
                },
                plies,
                score: outcome.map_or([0, 0], |o| o.score),
                repetition: outcome.is_some_and(|o| o.reason == EndReason::Repetition),
            });
        }
        Ok(played)
    })
}

/// Plays ``n`` games of uniformly random legal moves from the start of ``game`` (or from
/// ``state``, history included) with the random source seeded by ``seed``, without the GIL.
/// Returns a dict of NumPy arrays: ``result`` (int8, 1 South won, -1 North won, 0 draw),
/// ``plies`` (uint32), ``score`` (uint32, shape (n, 2), [south, north]) and ``repetition``
/// (bool, ended by repetition).
#[pyfunction]
#[pyo3(signature = (game, n, seed=0, state=None))]
pub fn playouts<'py>(
    py: Python<'py>,
    game: &PyGame,
    #[pyo3(from_py_with = n_arg)] n: i128,
    #[pyo3(from_py_with = seed_arg)] seed: i128,
    state: Option<PyRef<'_, PyState>>,
) -> PyResult<Bound<'py, PyDict>> {
    let n: usize = in_range("n", n, 0..=usize::MAX as i128)?;
    let seed: u64 = in_range("seed", seed, 0..=i128::from(u64::MAX))?;
    // The results and their arrays: refused at once when the machine cannot hold them
    // (a small batch needs no look).
    let bytes = (n as u128) * (std::mem::size_of::<Played>() as u128 + RESULT_BYTES);
    let needed_mb = u64::try_from(bytes.div_ceil(1 << 20)).unwrap_or(u64::MAX);
    if needed_mb > 16 {
        mancala_engine::memory::check_tables(needed_mb, &format!("playouts(n={n})"))
            .map_err(|e| value_error(e.to_string()))?;
    }
    let start = match state.as_deref() {
        Some(s) if *s.history.rules() != game.rules => {
            return Err(value_error(
                "the state is not played under this game's rules",
            ))
        }
        Some(s) if s.history.outcome().is_some() => {
            return Err(value_error(
                "the game is over: there is nothing to play out",
            ))
        }
        Some(s) => s.history.clone(),
        None => History::new(game.rules),
    };
    // The state is not held while the games are played: other threads may use it.
    drop(state);
    let played = play_all(py, &start, n, seed)?;
    let dict = PyDict::new(py);
    let result: Vec<i8> = played.iter().map(|p| p.result).collect();
    let plies: Vec<u32> = played.iter().map(|p| p.plies).collect();
    let repetition: Vec<bool> = played.iter().map(|p| p.repetition).collect();
    let score: Vec<u32> = played.iter().flat_map(|p| p.score).collect();
    let score = Array2::from_shape_vec((played.len(), 2), score)
        .map_err(|e| value_error(format!("score shape: {e}")))?;
    dict.set_item("result", result.into_pyarray(py))?;
    dict.set_item("plies", plies.into_pyarray(py))?;
    dict.set_item("score", score.into_pyarray(py))?;
    dict.set_item("repetition", repetition.into_pyarray(py))?;
    Ok(dict)
}
