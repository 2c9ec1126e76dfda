//! `mancala.Record`: game records in the text (PGN-like) and JSON forms of `mancala-record`.

use std::path::PathBuf;

use mancala_record::{Format, GameResult, Record, RecordError};
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};

use crate::game::PyGame;
use crate::state::PyState;
use crate::{pickle_args, reduce_to_from_pickle, value_error, Reduced};

/// A record error as Python sees it: OSError for files (with the system's error number
/// when it has one, so that Python raises its subclass, e.g. FileNotFoundError), ValueError
/// for contents.
fn record_error(error: RecordError) -> PyErr {
    match error {
        RecordError::Io {
            path,
            message,
            errno: Some(errno),
        } => {
            let reason = message
                .strip_suffix(&format!(" (os error {errno})"))
                .unwrap_or(&message)
                .to_string();
            PyOSError::new_err((errno, reason, path))
        }
        RecordError::Io { .. } => PyOSError::new_err(error.to_string()),
        other => value_error(other),
    }
}

fn format_named(name: &str) -> PyResult<Format> {
    match name {
        "text" => Ok(Format::Text),
        "json" => Ok(Format::Json),
        _ => Err(value_error(format!(
            "a record format is 'text' or 'json', not '{name}'"
        ))),
    }
}

/// A game record: the game (rules, start position, moves), players, date and result.
#[pyclass(name = "Record", module = "mancala", from_py_object)]
#[derive(Clone)]
pub struct PyRecord {
    record: Record,
}

#[pymethods]
impl PyRecord {
    /// A record of ``state``'s whole history. ``result`` (``"1-0"``, ``"0-1"``,
    /// ``"1/2-1/2"``, ``"*"``) may only differ from the rules' for an unfinished game
    /// (a resignation or an agreement); ValueError otherwise.
    #[new]
    #[pyo3(signature = (state, south="?", north="?", date="????.??.??", result=None))]
    fn new(
        state: &PyState,
        south: &str,
        north: &str,
        date: &str,
        result: Option<&str>,
    ) -> PyResult<PyRecord> {
        let mut record = Record::new(state.history.clone(), south, north, date);
        if let Some(token) = result {
            let result = GameResult::from_token(token).ok_or_else(|| {
                value_error(format!("a result is 1-0, 0-1, 1/2-1/2 or *, not '{token}'"))
            })?;
            record.set_result(result).map_err(record_error)?;
        }
        Ok(PyRecord { record })
    }

    /// Reads one record, text or JSON (told apart by the content); every move is replayed,
    /// so ValueError names the line and column or the ply of what is wrong.
    #[staticmethod]
    fn parse(text: &str) -> PyResult<PyRecord> {
        mancala_record::parse(text)
            .map(|record| PyRecord { record })
            .map_err(record_error)
    }

    /// The game and board.
    #[getter]
    fn game(&self) -> PyGame {
        PyGame {
            rules: *self.record.rules(),
        }
    }

    /// The game as a State at its last position, with the whole history.
    fn state(&self) -> PyState {
        PyState::new(self.record.game().clone())
    }

    /// The moves, in notation.
    fn moves(&self) -> Vec<String> {
        self.record.game().moves().map(|m| m.to_string()).collect()
    }

    /// South's player.
    #[getter]
    fn south(&self) -> String {
        self.record.south.clone()
    }

    #[setter]
    fn set_south(&mut self, name: String) {
        self.record.south = name;
    }

    /// North's player.
    #[getter]
    fn north(&self) -> String {
        self.record.north.clone()
    }

    #[setter]
    fn set_north(&mut self, name: String) {
        self.record.north = name;
    }

    /// The date, ``YYYY.MM.DD``.
    #[getter]
    fn date(&self) -> String {
        self.record.date.clone()
    }

    #[setter]
    fn set_date(&mut self, date: String) {
        self.record.date = date;
    }

    /// The result token: ``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` or ``"*"``.
    #[getter]
    fn result(&self) -> &'static str {
        self.record.result().token()
    }

    /// Other tags, in order, as (name, value) pairs.
    #[getter]
    fn tags(&self) -> Vec<(String, String)> {
        self.record.extra_tags.clone()
    }

    /// The PGN-like text form.
    fn to_text(&self) -> String {
        self.record.to_text()
    }

    /// The JSON form.
    fn to_json(&self) -> String {
        self.record.to_json()
    }

    /// ``copy.copy``: an independent copy.
    fn __copy__(&self) -> PyRecord {
        self.clone()
    }

    /// ``copy.deepcopy``: an independent copy.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyRecord {
        self.clone()
    }

    /// Pickle support: ``(Record._from_pickle, (JSON form, tag names in order))``.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py, (String, Vec<String>)>> {
        let order = self.record.extra_tags.iter().map(|(k, _)| k.clone());
        reduce_to_from_pickle::<PyRecord, _>(py, (self.record.to_json(), order.collect()))
    }

    /// A record from its pickle's data (``__reduce__``): the JSON form read as ``parse``
    /// reads it (every move replayed), the tags put back in their order; ValueError for
    /// anything wrong, and no record made.
    #[classmethod]
    #[pyo3(signature = (*data))]
    fn _from_pickle(_cls: &Bound<'_, PyType>, data: &Bound<'_, PyTuple>) -> PyResult<PyRecord> {
        let (json, order) = pickle_args("Record", data, ("record JSON", "tag names"))?;
        let mut record =
            Record::parse_json(&json).map_err(|e| value_error(format!("pickled Record: {e}")))?;
        let mut tags = std::mem::take(&mut record.extra_tags);
        for name in order {
            let at = tags.iter().position(|(k, _)| *k == name).ok_or_else(|| {
                value_error(format!(
                    "pickled Record: the tag order names {name}, which the record has not (or twice)"
                ))
            })?;
            record.extra_tags.push(tags.remove(at));
        }
        if let Some((name, _)) = tags.first() {
            return Err(value_error(format!(
                "pickled Record: the tag order leaves out tag {name}"
            )));
        }
        Ok(PyRecord { record })
    }

    fn __repr__(&self) -> String {
        format!(
            "Record({} {} vs {}, {} plies, {})",
            self.record.rules().game().name(),
            self.record.south,
            self.record.north,
            self.record.game().moves_played(),
            self.record.result().token()
        )
    }
}

/// Every record of a text: several text records, or a JSON array or object.
#[pyfunction]
pub fn parse_records(text: &str) -> PyResult<Vec<PyRecord>> {
    mancala_record::parse_all(text)
        .map(|rs| rs.into_iter().map(|record| PyRecord { record }).collect())
        .map_err(record_error)
}

/// Every record of a file, either form; OSError when it cannot be read.
#[pyfunction]
pub fn load_records(path: PathBuf) -> PyResult<Vec<PyRecord>> {
    mancala_record::load_all(&path)
        .map(|rs| rs.into_iter().map(|record| PyRecord { record }).collect())
        .map_err(record_error)
}

/// Writes records to a file atomically, in ``format`` (``"text"`` or ``"json"``; by
/// default JSON for a ``.json`` name, text otherwise).
#[pyfunction]
#[pyo3(signature = (path, records, format=None))]
pub fn save_records(path: PathBuf, records: Vec<PyRecord>, format: Option<&str>) -> PyResult<()> {
    let format = match format {
        Some(name) => format_named(name)?,
        None => Format::from_path(&path),
    };
    let records: Vec<Record> = records.into_iter().map(|r| r.record).collect();
    mancala_record::save(&path, &records, format).map_err(record_error)
}
