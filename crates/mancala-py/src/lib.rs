//! Python bindings of the mancala crates: the extension module `mancala._core`, which the
//! `mancala` package (python/mancala) re-exports.
//!
//! Everything here translates between Python and the library crates: the rules
//! (`mancala-rules`), search (`mancala-engine`), the exact solver (`mancala-solver`) and
//! game records (`mancala-record`). Split by concern: [`game`] (rules and the action space),
//! [`state`] (a game in progress), [`engine`] (search and solve), [`playouts`] (batched
//! random games), [`records`] (record files).

mod actions;
mod engine;
mod game;
mod playouts;
mod records;
mod state;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// A `ValueError` carrying a library error's message.
pub(crate) fn value_error(error: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// The extension module: classes `Game`, `State`, `Engine`, `Record`; functions
/// `playouts`, `load_records`, `save_records`, `parse_records`.
#[pymodule]
#[pyo3(name = "_core")]
fn core_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::PyGame>()?;
    m.add_class::<state::PyState>()?;
    m.add_class::<engine::PyEngine>()?;
    m.add_class::<records::PyRecord>()?;
    m.add_function(wrap_pyfunction!(playouts::playouts, m)?)?;
    m.add_function(wrap_pyfunction!(records::load_records, m)?)?;
    m.add_function(wrap_pyfunction!(records::save_records, m)?)?;
    m.add_function(wrap_pyfunction!(records::parse_records, m)?)?;
    let names: Vec<&str> = mancala_rules::Game::ALL.iter().map(|g| g.name()).collect();
    m.add("GAMES", names)?;
    m.add("OBSERVATION_PLANES", actions::PLANES)?;
    Ok(())
}
