"""Type stubs of the extension module ``mancala._core`` (re-exported by ``mancala``)."""

__all__ = [
    "Game",
    "State",
    "Engine",
    "Record",
    "playouts",
    "load_records",
    "save_records",
    "parse_records",
    "GAMES",
    "OBSERVATION_PLANES",
]

import os
from typing import (
    Callable,
    Dict,
    List,
    Literal,
    Mapping,
    Optional,
    Sequence,
    Tuple,
    TypedDict,
    TypeVar,
    Union,
    final,
)

import numpy as np
import numpy.typing as npt

GAMES: List[str]
"""The game names: ``en-gehe``, ``en-dodoi``, ``sadeqa-ii``, ``giuthi``."""

OBSERVATION_PLANES: List[str]
"""The planes of ``State.observation()``, in order."""

_Move = Union[str, int]
"""A move: notation (``"3"``, ``"2R"``, ``"pass"``) or an integer action of the board."""

_Player = Union[int, Literal["south", "north"]]

_T = TypeVar("_T")
_Pickle = Tuple[Callable[[str, List[str]], _T], Tuple[str, List[str]]]
"""``__reduce__`` of State and Record: their ``_from_pickle`` and its two arguments."""

class _Result(TypedDict):
    winner: Literal["south", "north", "draw"]
    score: List[int]
    reason: Literal["no-move", "repetition"]

@final
class Game:
    """A game on a board of ``holes`` a row and ``seeds`` a hole under rule ``options``."""

    def __new__(
        cls,
        name: str,
        holes: Optional[int] = None,
        seeds: Optional[int] = None,
        options: Optional[Mapping[str, Union[bool, int, str]]] = None,
    ) -> Game: ...
    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def holes(self) -> int: ...
    @property
    def seeds(self) -> int: ...
    @property
    def options(self) -> Dict[str, Union[bool, int, str]]: ...
    @property
    def num_actions(self) -> int:
        """``holes`` (one-direction games) or ``2 * holes + 1`` (Giuthi)."""
    @property
    def observation_shape(self) -> Tuple[int, int]: ...
    def action_to_move(self, action: int) -> str: ...
    def move_to_action(self, notation: str) -> int: ...
    def new_state(self) -> State: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(
        self,
    ) -> Tuple[type[Game], Tuple[str, int, int, Dict[str, Union[bool, int, str]]]]:
        """Pickles as ``Game(name, holes, seeds, options)``."""
    def __copy__(self) -> Game:
        """The game itself: a game cannot change."""
    def __deepcopy__(self, memo: object, /) -> Game: ...

@final
class State:
    """A game in progress: the start position and every ply since (repetition is exact)."""

    @property
    def game(self) -> Game: ...
    def legal_moves(self) -> List[str]: ...
    def legal_actions(self) -> List[int]: ...
    def legal_action_mask(self) -> npt.NDArray[np.bool_]: ...
    def play(self, move: _Move) -> Optional[int]:
        """Plays a move; returns the next player (0 South, 1 North) or None once the game is
        over; ValueError (state unchanged) when it is illegal."""
    def undo(self) -> None: ...
    def is_over(self) -> bool: ...
    def result(self) -> Optional[_Result]: ...
    def returns(self) -> List[int]:
        """``[south, north]``: 1 win, -1 loss, 0 draw or unfinished."""
    @property
    def to_move(self) -> Literal["south", "north"]: ...
    @property
    def current_player(self) -> int: ...
    @property
    def board(self) -> List[int]: ...
    @property
    def captured(self) -> List[int]: ...
    @property
    def opening_done(self) -> List[bool]: ...
    @property
    def ply(self) -> int: ...
    def moves(self) -> List[str]: ...
    def to_json(self) -> str: ...
    @staticmethod
    def from_json(text: str) -> State: ...
    def clone(self) -> State: ...
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: object, /) -> State: ...
    def __reduce__(self) -> _Pickle[State]:
        """Pickles as the start position's JSON and the moves: the whole history."""
    @classmethod
    def _from_pickle(cls, *data: object) -> State:
        """The state of ``(start position JSON, moves)``, every move replayed; else ValueError."""
    def laps(self, move: _Move) -> List[Dict[str, object]]:
        """Each lap as ``{"from": hole, "direction": "R"|"L", "board": [...]}``."""
    def observation(self, player: Optional[_Player] = None) -> npt.NDArray[np.float32]:
        """Shape ``(7, holes)``, planes ``OBSERVATION_PLANES``, seen by ``player``."""

@final
class Engine:
    """Search (levels 1 to 10) and the exact solver; both release the GIL."""

    def __new__(cls, threads: int = 1, hash_mb: int = 64, seed: int = 0) -> Engine: ...
    def genmove(
        self,
        state: State,
        movetime: Optional[float] = None,
        depth: Optional[int] = None,
        nodes: Optional[int] = None,
        level: int = 10,
    ) -> str: ...
    def analyze(
        self,
        state: State,
        movetime: Optional[float] = None,
        depth: Optional[int] = None,
        nodes: Optional[int] = None,
    ) -> Dict[str, object]:
        """``best``, ``score``, ``pv``, ``depth``, ``nodes``, ``time``, ``moves``."""
    def solve(
        self,
        state: State,
        time: Optional[float] = None,
        nodes: Optional[int] = None,
        moves: bool = False,
    ) -> Dict[str, object]:
        """``value`` (None unless proved), ``lower``, ``upper``, ``best``, ``pv`` or
        ``moves``, ``nodes``, ``time``."""
    def clear(self) -> None: ...

@final
class Record:
    """A game record (text or JSON form)."""

    def __new__(
        cls,
        state: State,
        south: str = "?",
        north: str = "?",
        date: str = "????.??.??",
        result: Optional[str] = None,
    ) -> Record: ...
    @staticmethod
    def parse(text: str) -> Record: ...
    @property
    def game(self) -> Game: ...
    def state(self) -> State: ...
    def moves(self) -> List[str]: ...
    south: str
    north: str
    date: str
    @property
    def result(self) -> str: ...
    @property
    def tags(self) -> List[Tuple[str, str]]: ...
    def to_text(self) -> str: ...
    def to_json(self) -> str: ...
    def __copy__(self) -> Record: ...
    def __deepcopy__(self, memo: object, /) -> Record: ...
    def __reduce__(self) -> _Pickle[Record]:
        """Pickles as the JSON form and the extra tags' names in order."""
    @classmethod
    def _from_pickle(cls, *data: object) -> Record:
        """The record of ``(record JSON, tag names)``, read as ``parse`` reads; else ValueError."""

def playouts(
    game: Game, n: int, seed: int = 0, state: Optional[State] = None
) -> Dict[str, npt.NDArray[np.generic]]:
    """``result`` int8, ``plies`` uint32, ``score`` uint32 (n, 2), ``repetition`` bool."""

def parse_records(text: str) -> List[Record]: ...
def load_records(path: Union[str, "os.PathLike[str]"]) -> List[Record]: ...
def save_records(
    path: Union[str, "os.PathLike[str]"],
    records: Sequence[Record],
    format: Optional[Literal["text", "json"]] = None,
) -> None: ...
