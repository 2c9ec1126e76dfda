//! `mancala.State`: a game in progress (its whole history, so repetition is exact).

use mancala_rules::{
    state_json, Direction, History, Move, Outcome, Side, Successors, MAX_HOLES, MAX_MOVES,
};
use numpy::ndarray::Array2;
use numpy::{IntoPyArray, PyArray1, PyArray2};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyList, PyString, PyTuple, PyType};

use crate::actions;
use crate::game::PyGame;
use crate::{pickle_args, reduce_to_from_pickle, value_error, Reduced};

/// A game in progress: the start position, every ply played since, the outcome.
#[pyclass(name = "State", module = "mancala", from_py_object)]
pub struct PyState {
    /// The game so far.
    pub history: History,
    /// The legal moves last listed, with their positions: `play` takes its position from
    /// them instead of sowing the move again, and lists the next position's moves into them.
    successors: Option<Successors>,
}

impl PyState {
    /// A state of the game `history`.
    pub fn new(history: History) -> PyState {
        PyState {
            history,
            successors: None,
        }
    }

    /// The current position's successors (none once the game is over), listed again when
    /// the game changed since they were last listed (a live game with none listed too).
    fn successors(&mut self) -> &Successors {
        let history = &self.history;
        let successors = self.successors.get_or_insert_with(|| history.successors());
        // Listed for this position, but maybe as the end of the game: a repeated position
        // ends the game with no moves, and the same position after an undo has them again.
        let listed_any = successors.moves().next().is_some();
        let stale =
            successors.parent() != history.position() || history.outcome().is_some() == listed_any;
        if stale {
            history.successors_into(successors);
        }
        successors
    }

    /// The legal moves' integer actions, ascending.
    fn actions(&mut self) -> impl Iterator<Item = usize> + '_ {
        let rules = *self.history.rules();
        // Every legal move of the board has an action (actions.rs covers them all).
        self.successors()
            .moves()
            .filter_map(move |m| actions::action_of(&rules, m).ok())
    }
}

impl Clone for PyState {
    /// A copy of the game; the copy lists its legal moves afresh when asked.
    fn clone(&self) -> PyState {
        PyState::new(self.history.clone())
    }
}

/// The move a Python value names: notation text or an integer action of the board.
pub fn move_from_py(history: &History, value: &Bound<'_, PyAny>) -> PyResult<Move> {
    if let Ok(text) = value.cast::<PyString>() {
        return text.to_cow()?.parse().map_err(value_error);
    }
    if value.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(
            "a move is a notation string or an integer action, not a bool",
        ));
    }
    let action = crate::integer(value, "action").map_err(|e| {
        if e.is_instance_of::<PyTypeError>(value.py()) {
            let kind = value
                .get_type()
                .name()
                .map_or_else(|_| "?".to_string(), |n| n.to_string());
            PyTypeError::new_err(format!(
                "a move is a notation string or an integer action, not {kind}"
            ))
        } else {
            e
        }
    })?;
    actions::move_of(history.rules(), action).map_err(value_error)
}

/// What a state's pickle carries: its start position as position JSON (with the start's
/// ply number) and every move played since, in notation, so the whole history comes back.
fn pickle_parts(history: &History) -> (String, Vec<String>) {
    let start = state_json(history.start(), history.start_ply(), None);
    (start, history.moves().map(|m| m.to_string()).collect())
}

/// The history [`pickle_parts`] describes, every move replayed through the rules; the error
/// names what is wrong (the start position's field, or the ply and the move).
fn history_from_pickle(start: &str, moves: &[String]) -> Result<History, String> {
    let mut history =
        History::from_json(start).map_err(|e| format!("pickled State: start position: {e}"))?;
    for text in moves {
        let ply = history.ply() + 1;
        let played = text
            .parse::<Move>()
            .map_err(|e| e.to_string())
            .and_then(|mv| history.play(mv).map_err(|e| e.to_string()));
        played.map_err(|e| format!("pickled State: ply {ply}: {e}"))?;
    }
    Ok(history)
}

/// Where a move's notation string sits in [`move_names`].
fn name_slot(mv: Move) -> usize {
    let max = MAX_HOLES as usize;
    match mv {
        Move::Pass => 0,
        Move::Sow {
            hole,
            direction: None,
        } => hole as usize,
        Move::Sow {
            hole,
            direction: Some(d),
        } => max + 2 * (hole as usize - 1) + usize::from(d == Direction::Clockwise) + 1,
    }
}

/// Every move's notation as a Python string, made once: `legal_moves` hands out the same
/// string objects instead of new ones each call (the call is the cost of a ply in Python).
fn move_names(py: Python<'_>) -> &'static [Py<PyString>] {
    static NAMES: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();
    NAMES.get_or_init(py, || {
        let max = MAX_HOLES;
        let mut moves = vec![Move::Pass];
        moves.extend((1..=max).map(Move::hole));
        for hole in 1..=max {
            moves.push(Move::directed(hole, Direction::Anticlockwise));
            moves.push(Move::directed(hole, Direction::Clockwise));
        }
        debug_assert!(moves.iter().enumerate().all(|(i, &m)| name_slot(m) == i));
        moves
            .iter()
            .map(|m| PyString::intern(py, &m.to_string()).unbind())
            .collect()
    })
}

/// A side from Python: 0 or ``"south"``, 1 or ``"north"``.
fn side_from_py(value: &Bound<'_, PyAny>) -> PyResult<Side> {
    if let Ok(text) = value.cast::<PyString>() {
        let name = text.to_cow()?;
        return Side::from_name(&name)
            .ok_or_else(|| value_error(format!("a player is south or north, not '{name}'")));
    }
    match value.extract::<i64>() {
        Ok(0) => Ok(Side::South),
        Ok(1) => Ok(Side::North),
        _ => Err(value_error(
            "a player is 0 (south) or 1 (north), or its name",
        )),
    }
}

/// An outcome as a dict: winner (``"south"``, ``"north"`` or ``"draw"``), score, reason.
pub fn outcome_dict<'py>(py: Python<'py>, outcome: &Outcome) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("winner", outcome.winner_name())?;
    dict.set_item("score", outcome.score.to_vec())?;
    dict.set_item("reason", outcome.reason.name())?;
    Ok(dict)
}

#[pymethods]
impl PyState {
    /// The game and board this state is played under.
    #[getter]
    fn game(&self) -> PyGame {
        PyGame {
            rules: *self.history.rules(),
        }
    }

    /// The legal moves in notation, in protocol order (empty when the game is over).
    fn legal_moves<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let names = move_names(py);
        PyList::new(
            py,
            self.successors()
                .moves()
                .map(|m| names[name_slot(m)].bind(py)),
        )
    }

    /// The legal moves as integer actions, ascending (empty when the game is over).
    fn legal_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        // Built in place, without a vector: this call is most of a ply's cost from Python.
        let mut actions = [0usize; MAX_MOVES];
        let mut count = 0;
        for action in self.actions() {
            actions[count] = action;
            count += 1;
        }
        PyList::new(py, &actions[..count])
    }

    /// A bool array over the action space, true at the legal actions.
    fn legal_action_mask<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mut mask = vec![false; actions::num_actions(self.history.rules())];
        for a in self.actions() {
            mask[a] = true;
        }
        mask.into_pyarray(py)
    }

    /// Plays a move (notation string such as ``"3"``, ``"2L"``, ``"pass"``, or an integer
    /// action) and returns the player to move next (0 South, 1 North), or None once the game
    /// is over. An illegal move raises ValueError and leaves the state unchanged.
    fn play(&mut self, r#move: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
        let mv = move_from_py(&self.history, r#move)?;
        let history = &mut self.history;
        let successors = self.successors.get_or_insert_with(|| history.successors());
        history.play_listed(successors, mv).map_err(value_error)?;
        Ok(self
            .history
            .outcome()
            .is_none()
            .then(|| self.history.position().to_move().index()))
    }

    /// Takes back the last ply; ValueError at the start of the history.
    fn undo(&mut self) -> PyResult<()> {
        if self.history.undo() {
            Ok(())
        } else {
            Err(value_error("nothing to undo: no ply has been played"))
        }
    }

    /// Whether the game has ended (no legal move, or a repetition).
    fn is_over(&self) -> bool {
        self.history.outcome().is_some()
    }

    /// How the game ended: ``{"winner", "score", "reason"}``, or None while it goes on.
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        self.history
            .outcome()
            .map(|o| outcome_dict(py, o))
            .transpose()
    }

    /// ``[south, north]``: 1 for a win, -1 for a loss, 0 for a draw or an unfinished game.
    fn returns(&self) -> [i32; 2] {
        match self.history.outcome().and_then(|o| o.winner) {
            Some(Side::South) => [1, -1],
            Some(Side::North) => [-1, 1],
            None => [0, 0],
        }
    }

    /// The side to move: ``"south"`` or ``"north"``.
    #[getter]
    fn to_move(&self) -> &'static str {
        self.history.position().to_move().name()
    }

    /// The side to move as a number: 0 South, 1 North.
    #[getter]
    fn current_player(&self) -> usize {
        self.history.position().to_move().index()
    }

    /// Seeds in each of the ``2 * holes`` holes, canonical order (South's row left to right
    /// as South sees it, then North's as North sees it).
    #[getter]
    fn board(&self) -> Vec<u16> {
        self.history.position().board().to_vec()
    }

    /// Seeds captured, ``[south, north]``.
    #[getter]
    fn captured(&self) -> [u32; 2] {
        let p = self.history.position();
        [p.captured(Side::South), p.captured(Side::North)]
    }

    /// Sadeqa II: whether each side, ``[south, north]``, has made its first move.
    #[getter]
    fn opening_done(&self) -> [bool; 2] {
        let p = self.history.position();
        [p.opening_done(Side::South), p.opening_done(Side::North)]
    }

    /// The ply number of the current position.
    #[getter]
    fn ply(&self) -> u64 {
        self.history.ply()
    }

    /// The moves played since the start of the history, in notation.
    fn moves(&self) -> Vec<String> {
        self.history.moves().map(|m| m.to_string()).collect()
    }

    /// The current position as the protocol's position JSON (with ``ply`` and ``result``).
    fn to_json(&self) -> String {
        self.history.to_json()
    }

    /// A state from position JSON (validated; ValueError naming the field otherwise). The
    /// position starts a new history: positions before it are not known.
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<PyState> {
        History::from_json(text)
            .map(PyState::new)
            .map_err(value_error)
    }

    /// An independent copy, history included.
    fn clone(&self) -> PyState {
        Clone::clone(self)
    }

    /// ``copy.copy``: an independent copy, history included.
    fn __copy__(&self) -> PyState {
        Clone::clone(self)
    }

    /// ``copy.deepcopy``: an independent copy, history included.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyState {
        Clone::clone(self)
    }

    /// Pickle support: ``(State._from_pickle, (start position JSON, moves))``. The whole
    /// history travels, so repetition stays exact in the state unpickled.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py, (String, Vec<String>)>> {
        reduce_to_from_pickle::<PyState, _>(py, pickle_parts(&self.history))
    }

    /// A state from its pickle's data (``__reduce__``), every move replayed through the
    /// rules: ValueError with the rules' message for anything wrong, and no state made.
    #[classmethod]
    #[pyo3(signature = (*data))]
    fn _from_pickle(_cls: &Bound<'_, PyType>, data: &Bound<'_, PyTuple>) -> PyResult<PyState> {
        let (start, moves) = pickle_args("State", data, ("start position JSON", "moves"))?;
        history_from_pickle(&start, &moves)
            .map(PyState::new)
            .map_err(value_error)
    }

    /// The laps of a legal move's sowing: ``[{"from": hole, "direction": "R"|"L",
    /// "board": [...]}]``, each board after that lap and before any capture (canonical
    /// indices). ValueError for an illegal move.
    fn laps<'py>(
        &self,
        py: Python<'py>,
        r#move: &Bound<'py, PyAny>,
    ) -> PyResult<Vec<Bound<'py, PyDict>>> {
        if self.history.outcome().is_some() {
            return Err(value_error("the game is over"));
        }
        let mv = move_from_py(&self.history, r#move)?;
        let laps = self.history.position().laps(mv).map_err(value_error)?;
        laps.into_iter()
            .map(|lap| {
                let dict = PyDict::new(py);
                dict.set_item("from", lap.from)?;
                let letter = match lap.direction {
                    Direction::Anticlockwise => "R",
                    Direction::Clockwise => "L",
                };
                dict.set_item("direction", letter)?;
                dict.set_item("board", lap.board)?;
                Ok(dict)
            })
            .collect()
    }

    /// The position as a float32 array of shape ``(7, holes)`` seen by ``player`` (default:
    /// the side to move): planes ``mancala.OBSERVATION_PLANES``. Column j of the own row is
    /// the player's hole j + 1 from its left; the opponent's row is aligned by column
    /// (opposite holes); the other planes are constant rows. The history is not part of it.
    #[pyo3(signature = (player=None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        player: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let position = self.history.position();
        let side = match player {
            Some(p) => side_from_py(p)?,
            None => position.to_move(),
        };
        let n = position.rules().holes();
        let planes = actions::observation(position, side);
        let array = Array2::from_shape_vec((actions::PLANES.len(), n), planes)
            .map_err(|e| value_error(format!("observation shape: {e}")))?;
        Ok(array.into_pyarray(py))
    }

    fn __repr__(&self) -> String {
        format!("State({})", self.history.to_json())
    }

    /// The board as text: North's row on top (as South sees it), South's below.
    fn __str__(&self) -> String {
        let p = self.history.position();
        let rules = p.rules();
        let n = rules.holes();
        let board = p.board();
        let row = |indices: Vec<usize>| {
            indices
                .into_iter()
                .map(|i| format!("{:>3}", board[i]))
                .collect::<String>()
        };
        let status = match self.history.outcome() {
            Some(o) => format!("over: {} ({})", o.winner_name(), o.reason.name()),
            None => format!("{} to move", p.to_move()),
        };
        format!(
            "{} 2x{} ply {}, {status}\nN{}   captured {}\nS{}   captured {}",
            rules.game().name(),
            n,
            self.history.ply(),
            row((n..2 * n).rev().collect()),
            p.captured(Side::North),
            row((0..n).collect()),
            p.captured(Side::South),
        )
    }
}
