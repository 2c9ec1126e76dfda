"""The four games as OpenSpiel Python games (needs ``pip install open_spiel``).

    import pyspiel
    import mancala.openspiel

    mancala.openspiel.register()
    game = pyspiel.load_game("mancala_giuthi(holes=8,seeds=8)")

One game per rule set: ``mancala_en_gehe``, ``mancala_en_dodoi``, ``mancala_sadeqa_ii``,
``mancala_giuthi``. Parameters: ``holes``, ``seeds``, the game's rule options
(``lap_limit``, ``capture_lone_seed``, ``repetition``, ``opening_rule``) and ``returns``:
``"win"`` (the default: +1 win, -1 loss, 0 draw) or ``"margin"`` (the final score
difference, 0 for a drawn game, a repetition under ``repetition=draw`` included, as the
solver scores it; Sadeqa II, where the player left without a move loses whatever the
counts, has no margin and keeps +1/-1/0).

Actions are the package's integer actions (docs/python.md); the observation tensor is
``State.observation(player)`` flattened, shape ``(7, holes)``. The states keep the whole
history, so repetition ends a game exactly as the rules say; ``state.serialize()`` and
``game.deserialize_state(text)`` (and ``pyspiel.serialize_game_and_state``) carry that
history, and games and states pickle (a process that unpickles them need not have called
``register()``). The rules do not bound a game's length (only repetition ends an endless
one), and OpenSpiel takes ``max_game_length`` as a bound on the actions of an episode: a
game that reaches ``max_game_length`` actions (a whole number of at least 1; by default
``MAX_GAME_LENGTH``, far above every game seen) ends there as a draw, returns 0 for both
(``state.state`` is then not over: the rules' game goes on).
"""

from typing import Dict

import numpy as np
import pyspiel

import mancala

#: The default ``max_game_length`` in plies: a game reaching it ends drawn (see above).
MAX_GAME_LENGTH = 100_000

# The largest max_game_length: OpenSpiel's GameInfo holds it in a C++ int.
_MAX_GAME_LENGTH_LIMIT = 2**31 - 1

_TERMINAL = pyspiel.PlayerId.TERMINAL
# Compared by value: a copy of the marker (a clone's or a deserialized state's deep copy,
# a new object under OpenSpiel versions whose PlayerId is not a Python IntEnum) is equal
# to it, not the same object.
_TERMINAL_ID = int(_TERMINAL)

_OPTION_DEFAULTS: Dict[str, Dict[str, object]] = {
    name: mancala.Game(name).options for name in mancala.GAMES
}


def short_name(game: str) -> str:
    """The OpenSpiel name of a game: ``mancala_`` and the name with underscores."""
    return "mancala_" + game.replace("-", "_")


def _game_type(name: str) -> "pyspiel.GameType":
    default = mancala.Game(name)
    parameters = {
        "holes": default.holes,
        "seeds": default.seeds,
        "returns": "win",
        "max_game_length": MAX_GAME_LENGTH,
    }
    parameters.update(_OPTION_DEFAULTS[name])
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"{default.title} (mancala)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class MancalaGame(pyspiel.Game):
    """An OpenSpiel game over ``mancala.Game``."""

    def __init__(self, name: str, params=None):
        params = dict(params or {})
        self.rules = mancala.Game(
            name,
            holes=params.get("holes"),
            seeds=params.get("seeds"),
            options={k: params[k] for k in _OPTION_DEFAULTS[name] if k in params},
        )
        self.margin = params.get("returns", "win") == "margin" and name != "sadeqa-ii"
        if params.get("returns", "win") not in ("win", "margin"):
            raise ValueError(f"returns is win or margin, not {params['returns']!r}")
        length = params.get("max_game_length", MAX_GAME_LENGTH)
        whole = isinstance(length, int) and not isinstance(length, bool)
        if not whole or not 1 <= length <= _MAX_GAME_LENGTH_LIMIT:
            raise ValueError(
                "max_game_length is a whole number from 1 to "
                f"{_MAX_GAME_LENGTH_LIMIT}, not {length!r}"
            )
        #: Plies after which a game ends drawn (OpenSpiel's bound on an episode).
        self.max_length = length
        total = 2 * self.rules.holes * self.rules.seeds
        bound = float(total) if self.margin else 1.0
        info = pyspiel.GameInfo(
            num_distinct_actions=self.rules.num_actions,
            max_chance_outcomes=0,
            num_players=2,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=length,
        )
        super().__init__(_TYPES[name], info, params)

    def new_initial_state(self) -> "MancalaState":
        return MancalaState(self, self.rules.new_state())

    def make_py_observer(self, iig_obs_type=None, params=None) -> "MancalaObserver":
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return MancalaObserver(self.rules, recall)

    def __reduce__(self):
        # pyspiel's own pickle of a game rebuilds the C++ side only (the Python attributes,
        # ``rules`` among them, are lost): a game pickles as its OpenSpiel name instead.
        return (_load_game, (str(self),))


class MancalaState(pyspiel.State):
    """An OpenSpiel state over ``mancala.State`` (whole history kept)."""

    # Speed (docs/python.md): OpenSpiel's C++ ``State`` calls back into Python for every
    # ``current_player``, ``is_terminal`` and ``_legal_actions``, several times a ply. The
    # state keeps its player between moves, and ``legal_actions`` called from Python is
    # answered here directly (the same list OpenSpiel's C++ layer would give) instead of
    # going through that layer; C++ callers still use ``_legal_actions``.

    def __init__(self, game: MancalaGame, state: "mancala.State"):
        super().__init__(game)
        # Only these three attributes: OpenSpiel's clone deep-copies each one.
        self.state = state
        self._limit = game.max_length
        self._player = _TERMINAL if state.is_over() else state.current_player

    def current_player(self) -> int:
        # Kept from the last move: OpenSpiel's apply_action asks for it every ply.
        return self._player

    def is_terminal(self) -> bool:
        return int(self._player) == _TERMINAL_ID

    def legal_actions(self, player=None):
        # What OpenSpiel's PyState::LegalActions returns, without the calls back into
        # Python it makes first (is_terminal, current_player three times): nothing at the
        # end (the rules' end or max_game_length), the mover's actions, nothing for the
        # other player, an error for a pseudo-player.
        if int(self._player) == _TERMINAL_ID:  # is_terminal(), inlined
            return []
        if player is None or player == self._player:
            return self.state.legal_actions()
        if int(player) < 0:
            raise pyspiel.SpielError(f"Called LegalActions for pseudo-player {player}")
        return []

    def _legal_actions(self, player):
        return self.state.legal_actions()

    def _apply_action(self, action):
        # play() answers the next player (None at the end): one call into Rust a ply. A game
        # that reaches max_game_length plies ends there (drawn: the rules' result is None).
        player = self.state.play(action)
        if player is None or self.state.ply >= self._limit:
            if self.state.ply > self._limit:  # an action after the cut-off: refused
                self.state.undo()
                raise ValueError(f"the game is over: it reached max_game_length ({self._limit})")
            self._player = _TERMINAL
        else:
            self._player = player

    def _action_to_string(self, player, action):
        return self.get_game().rules.action_to_move(action)

    def returns(self):
        result = self.state.result()
        if result is None:  # going on, or stopped at max_game_length: a draw
            return [0.0, 0.0]
        if self.get_game().margin:
            if result["winner"] == "draw":
                # A draw is 0 whatever the counts (a repetition under repetition=draw keeps
                # the own-row totals, which may differ), as the solver scores it.
                return [0.0, 0.0]
            south, north = result["score"]
            return [float(south - north), float(north - south)]
        return [float(r) for r in self.state.returns()]

    def __str__(self) -> str:
        return str(self.state)

    # Serialization: OpenSpiel's ``serialize()`` writes the C++ history and a pickle of
    # ``__dict__`` (``state``, a ``mancala.State`` that pickles with its whole history,
    # ``_limit`` and ``_player``); ``deserialize_state`` reads it back. A pickle of the state is
    # ``pyspiel.serialize_game_and_state``'s text, loaded after registering the games.

    def __reduce__(self):
        return (_load_state, (pyspiel.serialize_game_and_state(self.get_game(), self),))

    def __copy__(self) -> "MancalaState":
        return self.clone()

    def __deepcopy__(self, memo) -> "MancalaState":
        return self.clone()


class MancalaObserver:
    """The observation planes of ``State.observation`` as an OpenSpiel observer."""

    def __init__(self, rules: "mancala.Game", recall: bool = False):
        self.recall = recall
        shape = rules.observation_shape
        self.tensor = np.zeros(shape[0] * shape[1], np.float32)
        self._planes = self.tensor.reshape(shape)
        self.dict = {"observation": self._planes}

    def set_from(self, state: MancalaState, player: int) -> None:
        self._planes[...] = state.state.observation(player)

    def string_from(self, state: MancalaState, player: int) -> str:
        # With perfect recall (the information state) the moves so far; else the position.
        if self.recall:
            return " ".join(state.state.moves())
        return state.state.to_json()


def _game_class(name: str) -> type:
    # OpenSpiel registers a class (a factory function kept in its registry aborts Python
    # at exit), so each game gets a subclass that knows its name.
    def __init__(self, params=None):
        MancalaGame.__init__(self, name, params)

    return type(f"MancalaGame_{name.replace('-', '_')}", (MancalaGame,), {"__init__": __init__})


_TYPES = {name: _game_type(name) for name in mancala.GAMES}
_CLASSES = {name: _game_class(name) for name in mancala.GAMES}
_registered = False


def _load_game(name: str) -> MancalaGame:
    """A pickled game back: the games registered, then ``pyspiel.load_game(name)``."""
    register()
    return pyspiel.load_game(name)


def _load_state(text: str) -> MancalaState:
    """A pickled state back from ``pyspiel.serialize_game_and_state``'s text."""
    register()
    return pyspiel.deserialize_game_and_state(text)[1]


def register() -> None:
    """Registers the four games with OpenSpiel (once; later calls do nothing)."""
    global _registered
    if _registered:
        return
    for name in mancala.GAMES:
        pyspiel.register_game(_TYPES[name], _CLASSES[name])
    _registered = True
