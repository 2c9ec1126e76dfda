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
mod interrupt;
mod playouts;
mod records;
mod state;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use pyo3::PyTypeInfo;

/// A `ValueError` carrying a library error's message.
pub(crate) fn value_error(error: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// The integer argument `name` as given (Python or NumPy integer, or any object with
/// `__index__`; a bool is refused), wide enough that a range check can name the value.
pub(crate) fn integer(value: &Bound<'_, PyAny>, name: &str) -> PyResult<i128> {
    if value.is_instance_of::<pyo3::types::PyBool>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "{name} must be an integer, not bool"
        )));
    }
    let index = value.py().import("operator")?.getattr("index")?;
    let whole = index.call1((value,)).map_err(|e| {
        // Only "not an integer" is told as such: anything else raised meanwhile (Ctrl-C
        // among them) goes on as it was.
        if !e.is_instance_of::<pyo3::exceptions::PyTypeError>(value.py()) {
            return e;
        }
        let kind = value
            .get_type()
            .name()
            .map_or_else(|_| "?".to_string(), |n| n.to_string());
        pyo3::exceptions::PyTypeError::new_err(format!("{name} must be an integer, not {kind}"))
    })?;
    whole.extract::<i128>().map_err(|_| {
        let bits = whole
            .call_method0("bit_length")
            .and_then(|b| b.extract::<u64>())
            .unwrap_or(0);
        value_error(format!("{name} is out of range: an integer of {bits} bits"))
    })
}

/// The optional integer argument `name` ([`integer`], or `None`).
pub(crate) fn optional_integer(value: &Bound<'_, PyAny>, name: &str) -> PyResult<Option<i128>> {
    if value.is_none() {
        Ok(None)
    } else {
        integer(value, name).map(Some)
    }
}

/// Defines `from_py_with` readers of named integer arguments: `integer_args!(fn_name:
/// "name", ...)` for required ones, `optional` before a name for optional ones.
macro_rules! integer_args {
    ($($reader:ident: $name:literal),* $(; optional $($opt:ident: $opt_name:literal),*)?) => {
        $(
            fn $reader(value: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<i128> {
                $crate::integer(value, $name)
            }
        )*
        $($(
            fn $opt(value: &pyo3::Bound<'_, pyo3::PyAny>) -> pyo3::PyResult<Option<i128>> {
                $crate::optional_integer(value, $opt_name)
            }
        )*)?
    };
}
pub(crate) use integer_args;

/// `value` when it lies in `range`, else a ValueError naming `name`, the range and the value.
pub(crate) fn in_range<T: TryFrom<i128>>(
    name: &str,
    value: i128,
    range: std::ops::RangeInclusive<i128>,
) -> PyResult<T> {
    range
        .contains(&value)
        .then(|| T::try_from(value).ok())
        .flatten()
        .ok_or_else(|| {
            value_error(format!(
                "{name} runs from {} to {}, not {value}",
                range.start(),
                range.end()
            ))
        })
}

/// What a `__reduce__` returns: the callable that rebuilds the object, and its arguments.
pub(crate) type Reduced<'py, A> = (Bound<'py, PyAny>, A);

/// The `__reduce__` value of a class whose classmethod `_from_pickle` takes `args`.
pub(crate) fn reduce_to_from_pickle<T: PyTypeInfo, A>(
    py: Python<'_>,
    args: A,
) -> PyResult<Reduced<'_, A>> {
    Ok((py.get_type::<T>().getattr("_from_pickle")?, args))
}

/// The arguments of `_from_pickle` for `class`: a text and a list of strings, or a
/// ValueError saying what is wrong (`parts` names the two).
pub(crate) fn pickle_args(
    class: &str,
    data: &Bound<'_, PyTuple>,
    parts: (&str, &str),
) -> PyResult<(String, Vec<String>)> {
    let bad = |what: String| value_error(format!("pickled {class}: {what}"));
    if data.len() != 2 {
        return Err(bad(format!(
            "the data is two values ({}, {}), not {}",
            parts.0,
            parts.1,
            data.len()
        )));
    }
    let text = data
        .get_item(0)?
        .extract::<String>()
        .map_err(|_| bad(format!("the {} is not a string", parts.0)))?;
    let list = data
        .get_item(1)?
        .extract::<Vec<String>>()
        .map_err(|_| bad(format!("the {} are not a list of strings", parts.1)))?;
    Ok((text, list))
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
