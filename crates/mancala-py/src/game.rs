//! `mancala.Game`: a game on a board under rule options, and its action space.

use mancala_rules::{Game, History, Repetition, Rules};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};

use crate::actions;
use crate::state::PyState;
use crate::{integer_args, value_error, Reduced};

integer_args!(action_arg: "action"; optional holes_arg: "holes", seeds_arg: "seeds");

/// A game (``"en-gehe"``, ``"en-dodoi"``, ``"sadeqa-ii"`` or ``"giuthi"``) on a board of
/// ``holes`` a row and ``seeds`` a hole, under rule ``options`` (see docs/rules.md).
#[pyclass(name = "Game", module = "mancala", frozen, eq, from_py_object)]
#[derive(Clone, PartialEq)]
pub struct PyGame {
    /// The rules in force.
    pub rules: Rules,
}

/// `Game`'s arguments as its pickle keeps them: name, holes, seeds, options.
type GameArgs<'py> = (&'static str, usize, u8, Bound<'py, PyDict>);

/// An option value from Python as the text the rules crate reads.
fn option_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(b.is_true().to_string());
    }
    if value.is_instance_of::<PyInt>() || value.is_instance_of::<PyString>() {
        return Ok(value.str()?.to_string());
    }
    // Any other integer (a NumPy one): what `operator.index` makes of it.
    let index = value.py().import("operator")?.getattr("index")?;
    match index.call1((value,)) {
        Ok(whole) => Ok(whole.str()?.to_string()),
        Err(_) => Err(PyTypeError::new_err(format!(
            "an option value is a bool, an int or a str, not {}",
            value.get_type().name()?
        ))),
    }
}

#[pymethods]
impl PyGame {
    /// Sets up a game; unknown games, sizes out of range and bad options raise ValueError.
    #[new]
    #[pyo3(signature = (name, holes=None, seeds=None, options=None))]
    fn new(
        name: &str,
        #[pyo3(from_py_with = holes_arg)] holes: Option<i128>,
        #[pyo3(from_py_with = seeds_arg)] seeds: Option<i128>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyGame> {
        let game: Game = name.parse().map_err(value_error)?;
        let mut settings: Vec<(String, String)> = Vec::new();
        // The rules check the ranges (and name the game's).
        if let Some(h) = holes {
            settings.push(("holes".to_string(), h.to_string()));
        }
        if let Some(s) = seeds {
            settings.push(("seeds".to_string(), s.to_string()));
        }
        if let Some(options) = options {
            for (key, value) in options.iter() {
                let key: String = key
                    .extract()
                    .map_err(|_| PyTypeError::new_err("option names are strings"))?;
                if key == "holes" || key == "seeds" {
                    return Err(value_error(format!(
                        "{key} is an argument of Game, not an option"
                    )));
                }
                settings.push((key, option_text(&value)?));
            }
        }
        let rules =
            Rules::from_settings(game, settings.iter().map(|(k, v)| (k.as_str(), v.as_str())))
                .map_err(value_error)?;
        Ok(PyGame { rules })
    }

    /// The game's name as files and the protocol write it (``"giuthi"``).
    #[getter]
    fn name(&self) -> &'static str {
        self.rules.game().name()
    }

    /// The game's name as people write it (``"Giuthi"``).
    #[getter]
    fn title(&self) -> &'static str {
        self.rules.game().title()
    }

    /// Holes a row.
    #[getter]
    fn holes(&self) -> usize {
        self.rules.holes()
    }

    /// Seeds a hole at the start.
    #[getter]
    fn seeds(&self) -> u8 {
        self.rules.seeds()
    }

    /// The rule options in force, as a dict (the game's options only).
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        let options = self.rules.options();
        for &name in self.rules.game().option_names() {
            match name {
                "lap_limit" => dict.set_item(name, options.lap_limit)?,
                "capture_lone_seed" => dict.set_item(name, options.capture_lone_seed)?,
                "opening_rule" => dict.set_item(name, options.opening_rule)?,
                "repetition" => dict.set_item(
                    name,
                    match options.repetition {
                        Repetition::Draw => "draw",
                        Repetition::OwnRow => "own-row",
                    },
                )?,
                _ => {}
            }
        }
        Ok(dict)
    }

    /// Number of integer actions of this board (``holes``, or ``2 * holes + 1`` in Giuthi).
    #[getter]
    fn num_actions(&self) -> usize {
        actions::num_actions(&self.rules)
    }

    /// Shape of ``State.observation()``: (planes, holes).
    #[getter]
    fn observation_shape(&self) -> (usize, usize) {
        (actions::PLANES.len(), self.rules.holes())
    }

    /// The move notation of an action (``"3R"``); ValueError outside the action space.
    fn action_to_move(&self, #[pyo3(from_py_with = action_arg)] action: i128) -> PyResult<String> {
        actions::move_of(&self.rules, action)
            .map(|m| m.to_string())
            .map_err(value_error)
    }

    /// The action of a move in notation; ValueError when it names no move of this board.
    fn move_to_action(&self, notation: &str) -> PyResult<usize> {
        let mv = notation.parse().map_err(value_error)?;
        actions::action_of(&self.rules, mv).map_err(value_error)
    }

    /// The start position, with an empty history.
    fn new_state(&self) -> PyState {
        PyState::new(History::new(self.rules))
    }

    fn __repr__(&self) -> String {
        let extra: String = self
            .rules
            .options()
            .non_default(self.rules.game())
            .into_iter()
            .map(|(k, v)| format!(", {k}={v}"))
            .collect();
        format!(
            "Game('{}', holes={}, seeds={}{extra})",
            self.name(),
            self.rules.holes(),
            self.rules.seeds()
        )
    }

    /// Pickle support: ``(Game, (name, holes, seeds, options))``, checked again on loading.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py, GameArgs<'py>>> {
        let args = (self.name(), self.holes(), self.seeds(), self.options(py)?);
        Ok((py.get_type::<PyGame>().into_any(), args))
    }

    /// ``copy.copy``: the game itself (a game cannot change).
    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// ``copy.deepcopy``: the game itself (a game cannot change).
    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.rules.hash(&mut hasher);
        hasher.finish()
    }
}
