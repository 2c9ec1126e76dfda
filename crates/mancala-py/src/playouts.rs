//! `mancala.playouts`: batches of random games played in Rust.

use std::sync::atomic::{AtomicBool, Ordering};

use mancala_engine::playout::random_playout;
use mancala_rules::{EndReason, History, Side};
use numpy::ndarray::Array2;
use numpy::IntoPyArray;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rand::rngs::SmallRng;
use rand::SeedableRng;

use crate::game::PyGame;
use crate::interrupt::interruptible;
use crate::state::PyState;
use crate::value_error;

/// Bytes of the arrays returned for one game: result, plies, two scores, repetition.
const RESULT_BYTES: u128 = 1 + 4 + 8 + 1;

/// The outcome of one random game: result for South (1, 0, -1), plies, score, repetition.
struct Played {
    result: i8,
    plies: u32,
    score: [u32; 2],
    repetition: bool,
}

fn play_all(start: &History, n: usize, seed: u64, stop: &AtomicBool) -> Vec<Played> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..n)
        .take_while(|_| !stop.load(Ordering::Relaxed))
        .map(|_| {
            let mut game = start.clone();
            let plies = random_playout(&mut game, &mut rng) as u32;
            // A playout always ends: the rules end every game (repetition included).
            let outcome = game.outcome().copied();
            Played {
                result: match outcome.and_then(|o| o.winner) {
                    Some(Side::South) => 1,
                    Some(Side::North) => -1,
                    None => 0,
                },
                plies,
                score: outcome.map_or([0, 0], |o| o.score),
                repetition: outcome.is_some_and(|o| o.reason == EndReason::Repetition),
            }
        })
        .collect()
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
    n: usize,
    seed: u64,
    state: Option<PyRef<'_, PyState>>,
) -> PyResult<Bound<'py, PyDict>> {
    // The results and their arrays: refused at once when the machine cannot hold them.
    let bytes = (n as u128) * (std::mem::size_of::<Played>() as u128 + RESULT_BYTES);
    let needed_mb = u64::try_from(bytes.div_ceil(1 << 20)).unwrap_or(u64::MAX);
    mancala_engine::memory::check_tables(needed_mb, &format!("playouts(n={n})"))
        .map_err(|e| value_error(e.to_string()))?;
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
    // Ctrl-C stops the games.
    let stop = AtomicBool::new(false);
    let played = interruptible(py, &stop, || play_all(&start, n, seed, &stop))?;
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
