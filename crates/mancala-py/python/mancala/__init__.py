"""The four two-row mancala games of East Africa (En Gehé, En Dodoi, Sadeqa II, Giuthi).

The exact rules, the search engine, the exact solver and game records of the ``mancala``
project, compiled from its Rust crates. See docs/python.md for the action space and the
observation planes.

    >>> import mancala
    >>> state = mancala.Game("sadeqa-ii").new_state()
    >>> state.legal_moves()
    ['6']
"""

from ._core import (
    GAMES,
    OBSERVATION_PLANES,
    Engine,
    Game,
    Record,
    State,
    load_records,
    parse_records,
    playouts,
    save_records,
)

__all__ = [
    "GAMES",
    "OBSERVATION_PLANES",
    "Engine",
    "Game",
    "Record",
    "State",
    "load_records",
    "parse_records",
    "playouts",
    "save_records",
]
