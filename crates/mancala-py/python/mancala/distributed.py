"""Tournaments, self-play data and endgame databases spread over a Ray cluster.

Every game or database slice is one Ray task, so the same code runs on a laptop
(``ray.init(num_cpus=2)``) and on a cluster (``ray.init(address="auto")``); only what
``ray.init`` connects to changes. Players are described by small picklable specs
(:class:`EnginePlayer`, :class:`RandomPlayer`, :class:`ExternalEngine`,
:class:`OpenSpielBot`) that each task turns into a player of its own.

Needs the ``ray`` extra (``pip install mancala[ray]``); Parquet output needs ``pyarrow``.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np
import ray

import mancala

__all__ = [
    "GameSpec",
    "EnginePlayer",
    "RandomPlayer",
    "ExternalEngine",
    "OpenSpielBot",
    "Pairing",
    "TournamentReport",
    "tournament",
    "SelfPlayData",
    "selfplay",
    "build_database",
    "elo_from_score",
]

# The longest game a task plays before it stops it as unfinished (a safety bound: every
# game ends by its rules, repetition included).
MAX_PLIES = 100_000

# Engine seeds (``mancala.Engine(seed=...)``) run from 0 to this.
_MAX_ENGINE_SEED = 2**64 - 1


def _check_seed(label: str, seed: Any, most: int) -> None:
    """A ValueError unless ``seed`` is a whole number from 0 to ``most``."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= most:
        raise ValueError(f"{label} is a whole number from 0 to {most}, not {seed!r}")


def _check_player_seeds(players: Sequence[Any]) -> None:
    """The engine players' own seeds checked on the driver (a task would refuse them)."""
    for player in players:
        if isinstance(player, EnginePlayer):
            _check_seed("an EnginePlayer's seed", player.seed, _MAX_ENGINE_SEED)


@dataclass(frozen=True)
class GameSpec:
    """A game and board: ``GameSpec("giuthi", holes=8, seeds=8, options={...})``."""

    name: str
    holes: Optional[int] = None
    seeds: Optional[int] = None
    options: Mapping[str, Union[bool, int, str]] = field(default_factory=dict)

    def make(self) -> "mancala.Game":
        """The game (raises ``ValueError`` naming a bad name, size or option)."""
        return mancala.Game(self.name, holes=self.holes, seeds=self.seeds, options=dict(self.options))


Chooser = Callable[["mancala.State"], str]
"""A player inside a task: the move (notation) it plays in a state."""


@dataclass(frozen=True)
class EnginePlayer:
    """The project's engine at a level (1-10), with optional limits per move."""

    level: int = 10
    movetime: Optional[float] = None
    depth: Optional[int] = None
    nodes: Optional[int] = None
    threads: int = 1
    hash_mb: int = 16
    seed: int = 0

    def make(self, game_seed: int) -> Chooser:
        """A chooser for one game (its randomness seeded by ``game_seed``)."""
        engine = mancala.Engine(threads=self.threads, hash_mb=self.hash_mb, seed=self.seed ^ game_seed)

        def choose(state: "mancala.State") -> str:
            return engine.genmove(state, movetime=self.movetime, depth=self.depth, nodes=self.nodes, level=self.level)

        return choose


@dataclass(frozen=True)
class RandomPlayer:
    """Uniformly random legal moves."""

    seed: int = 0

    def make(self, game_seed: int) -> Chooser:
        """A chooser for one game."""
        rng = random.Random(self.seed * 1_000_003 + game_seed)
        return lambda state: rng.choice(state.legal_moves())


@dataclass(frozen=True)
class ExternalEngine:
    """Any program speaking the engine protocol (``new_game``, ``play``, ``genmove``).

    ``command`` is its argument list (e.g. ``["mancala", "engine"]``); ``genmove`` holds
    the arguments of its ``genmove`` (e.g. ``"movetime=100"``). The program must exist on
    every machine of the cluster under that command.
    """

    command: Tuple[str, ...]
    genmove: str = "movetime=100"

    def make(self, game_seed: int) -> Chooser:
        """A chooser for one game, talking to a fresh process."""
        return _ExternalChooser(list(self.command), self.genmove)


class _ExternalChooser:
    """A protocol engine kept in step with the game: it is told each new move, then asked."""

    def __init__(self, command: List[str], genmove: str):
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        self.genmove = genmove
        self.sent = 0
        self.started = False

    def ask(self, line: str) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            out = self.proc.stdout.readline()
            if out == "":
                raise RuntimeError(f"the engine {self.proc.args!r} stopped while answering {line!r}")
            out = out.rstrip("\r\n")
            if out == "" and lines:
                break
            if out or lines:
                lines.append(out)
        answer = "\n".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"the engine {self.proc.args!r} refused {line!r}: {answer[1:].strip()}")
        return answer[1:].strip()

    def __call__(self, state: "mancala.State") -> str:
        if not self.started:
            game = state.game
            words = [f"new_game {game.name}", f"holes={game.holes}", f"seeds={game.seeds}"]
            words += [f"{k}={_option_text(v)}" for k, v in game.options.items()]
            self.ask(" ".join(words))
            self.started = True
        moves = state.moves()
        for move in moves[self.sent :]:
            self.ask(f"play {move}")
        move = self.ask(f"genmove {self.genmove}".strip())
        # genmove plays the move in the engine; the task plays it in the game.
        self.sent = len(moves) + 1
        return move

    def __del__(self) -> None:
        try:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def _option_text(value: Union[bool, int, str]) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True)
class OpenSpielBot:
    """An OpenSpiel bot: ``make_bot(game, player_id)`` returns a ``pyspiel.Bot``.

    ``make_bot`` must be picklable (a module-level function or a ``functools.partial``
    of one); it runs inside the task, which needs ``open_spiel`` installed.
    """

    make_bot: Callable[[Any, int], Any]

    def make(self, game_seed: int) -> Chooser:
        """A chooser for one game; the bot is made when it first moves."""
        return _OpenSpielChooser(self.make_bot)


class _OpenSpielChooser:
    def __init__(self, make_bot: Callable[[Any, int], Any]):
        self.make_bot = make_bot
        self.game: Any = None
        self.bot: Any = None

    def __call__(self, state: "mancala.State") -> str:
        from . import openspiel as mos

        rules = state.game
        if self.game is None:
            import pyspiel

            mos.register()
            params = {"holes": rules.holes, "seeds": rules.seeds, **rules.options}
            self.game = pyspiel.load_game(mos.short_name(rules.name), params)
            self.bot = self.make_bot(self.game, state.current_player)
        spiel_state = self.game.new_initial_state()
        for move in state.moves():
            spiel_state.apply_action(rules.move_to_action(move))
        return rules.action_to_move(self.bot.step(spiel_state))


PlayerSpec = Union[EnginePlayer, RandomPlayer, ExternalEngine, OpenSpielBot]


def _random_opening(game: GameSpec, plies: int, seed: int) -> List[str]:
    """``plies`` random moves from the start (fewer if the game would end)."""
    rng = random.Random(seed)
    state = game.make().new_state()
    moves: List[str] = []
    for _ in range(plies):
        legal = state.legal_moves()
        if not legal or state.is_over():
            break
        move = rng.choice(legal)
        state.play(move)
        if state.is_over():
            state.undo()
            break
        moves.append(move)
    return moves


def _play(game: GameSpec, south: PlayerSpec, north: PlayerSpec, opening: Sequence[str], seed: int) -> Dict[str, Any]:
    """One game from ``opening``: its moves and result."""
    state = game.make().new_state()
    for move in opening:
        state.play(move)
    players = {"south": south.make(seed), "north": north.make(seed + 1)}
    while not state.is_over() and state.ply < MAX_PLIES:
        move = players[state.to_move](state)
        state.play(move)
    return {"moves": state.moves(), "result": state.result(), "plies": len(state.moves())}


_play_task = ray.remote(_play)


def elo_from_score(p: float) -> float:
    """The Elo difference an expected score ``p`` (0..1) stands for (infinite at 0 and 1)."""
    if p <= 0.0:
        return -math.inf
    if p >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / p - 1.0)


@dataclass
class Pairing:
    """Two players' games against each other, counted for the first."""

    first: str
    second: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    unfinished: int = 0

    @property
    def games(self) -> int:
        """Finished games counted."""
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        """The first player's points a game (win 1, draw 1/2)."""
        return 0.5 if self.games == 0 else (self.wins + self.draws / 2) / self.games

    @property
    def elo(self) -> float:
        """The Elo difference, first minus second."""
        return elo_from_score(self.score)

    @property
    def elo_interval(self) -> Tuple[float, float]:
        """Its 95% interval (Wilson score interval, draws as half points), as ``mancala match``."""
        n = self.games
        if n == 0:
            return (-math.inf, math.inf)
        p, z = self.score, 1.96
        denominator = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denominator
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
        return (elo_from_score(centre - half), elo_from_score(centre + half))


@dataclass
class TournamentReport:
    """A tournament's pairings and every game played."""

    game: GameSpec
    pairings: List[Pairing]
    games: List[Dict[str, Any]]

    def to_text(self) -> str:
        """The report as a table: each pairing's score and Elo with its interval."""
        lines = [f"{self.game.name}: {len(self.games)} games"]
        for p in self.pairings:
            low, high = p.elo_interval
            lines.append(
                f"{p.first} vs {p.second}: +{p.wins} ={p.draws} -{p.losses}"
                + (f" ({p.unfinished} unfinished)" if p.unfinished else "")
                + f", score {p.score:.3f}, Elo {p.elo:+.0f} ({low:+.0f}..{high:+.0f})"
            )
        return "\n".join(lines)


def tournament(
    players: Mapping[str, PlayerSpec],
    game: GameSpec,
    openings: int = 2,
    opening_plies: int = 2,
    rounds: int = 1,
    seed: int = 1,
) -> TournamentReport:
    """A round robin: every two players play each opening with both colours, ``rounds`` times.

    Openings are ``opening_plies`` random moves from the start (the same for both colours,
    so colour and opening balance out). Every game is a Ray task; the call returns when
    all are done.
    """
    names = list(players)
    if len(names) < 2:
        raise ValueError(f"a tournament needs at least two players, not {len(names)}")
    for label, n, least in (("openings", openings, 1), ("rounds", rounds, 1), ("opening_plies", opening_plies, 0)):
        if not isinstance(n, int) or n < least:
            raise ValueError(f"{label} is a whole number of at least {least}, not {n!r}")
    # Game k's players get seeds (seed * 1_000_003 + k) * 2 and that plus 1 (an engine's
    # XORed with its own): the largest must stay an engine seed.
    count = len(names) * (len(names) - 1) // 2 * rounds * openings * 2
    _check_seed("seed", seed, ((_MAX_ENGINE_SEED - 1) // 2 - (count - 1)) // 1_000_003)
    _check_player_seeds(list(players.values()))
    game.make()  # refuses a bad game here, not in every task
    lines = [_random_opening(game, opening_plies, seed * 7919 + i) for i in range(openings)]
    jobs = []
    for a in range(len(names)):
        for b in range(a + 1, len(names)):
            for r in range(rounds):
                for i, opening in enumerate(lines):
                    for first_south in (True, False):
                        south, north = (names[a], names[b]) if first_south else (names[b], names[a])
                        game_seed = (seed * 1_000_003 + len(jobs)) * 2
                        ref = _play_task.remote(game, players[south], players[north], opening, game_seed)
                        jobs.append((names[a], names[b], south, north, ref))
    results = ray.get([job[4] for job in jobs])
    pairings = {(a, b): Pairing(a, b) for a, b, *_ in jobs}
    games = []
    for (a, b, south, north, _), played in zip(jobs, results):
        games.append({"south": south, "north": north, **played})
        tally = pairings[(a, b)]
        result = played["result"]
        if result is None:
            tally.unfinished += 1
        elif result["winner"] == "draw":
            tally.draws += 1
        elif (result["winner"] == "south") == (south == a):
            tally.wins += 1
        else:
            tally.losses += 1
    return TournamentReport(game, list(pairings.values()), games)


@dataclass
class SelfPlayData:
    """Positions from self-play with their labels, one row a position.

    ``observation`` (float32, ``(N, 7, holes)``: ``State.observation()``, the planes of
    ``mancala.OBSERVATION_PLANES`` seen by the mover, a column a hole), ``state`` (the
    position JSON), ``search`` (the engine's score for the mover), ``outcome`` (the game's
    result for the mover: 1, 0, -1), ``margin`` (the final margin for the mover, 0 when the
    game is drawn, a repetition under ``repetition=draw`` included), ``ply``,
    ``game`` (which game of the run) and ``finished`` (bool: whether that game ended by its
    rules; a game stopped at ``max_plies`` has ``finished`` false and ``outcome`` and
    ``margin`` 0, which are then no result: filter on ``finished`` before training on them).
    """

    observation: np.ndarray
    state: List[str]
    search: np.ndarray
    outcome: np.ndarray
    margin: np.ndarray
    ply: np.ndarray
    game: np.ndarray
    finished: np.ndarray

    def __len__(self) -> int:
        return len(self.state)

    def save_npz(self, path: str) -> None:
        """Writes the arrays (and the positions as strings) to a NumPy ``.npz`` file."""
        np.savez_compressed(
            path,
            observation=self.observation,
            state=np.array(self.state),
            search=self.search,
            outcome=self.outcome,
            margin=self.margin,
            ply=self.ply,
            game=self.game,
            finished=self.finished,
        )

    def save_parquet(self, path: str) -> None:
        """Writes one row a position to a Parquet file (needs ``pyarrow``)."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        flat = self.observation.reshape(len(self), -1)
        table = pa.table(
            {
                "state": self.state,
                "observation": list(flat),
                "search": self.search,
                "outcome": self.outcome,
                "margin": self.margin,
                "ply": self.ply,
                "game": self.game,
                "finished": self.finished,
            }
        )
        pq.write_table(table, path)


def _selfplay_game(
    game: GameSpec, player: EnginePlayer, label_nodes: int, opening: Sequence[str], seed: int, max_plies: int = MAX_PLIES
) -> Dict[str, Any]:
    """One self-play game with every position after the opening labelled by a search; a game
    still going at ply ``max_plies`` is stopped and its rows marked unfinished."""
    state = game.make().new_state()
    for move in opening:
        state.play(move)
    choose = player.make(seed)
    labeller = mancala.Engine(hash_mb=player.hash_mb)
    rows: List[Tuple[np.ndarray, str, int, str, int]] = []
    while not state.is_over() and state.ply < max_plies:
        label = labeller.analyze(state, nodes=label_nodes)
        rows.append((state.observation(), state.to_json(), int(label["score"]), state.to_move, state.ply))
        state.play(choose(state))
    result = state.result()
    finished = result is not None
    out = {"observation": [], "state": [], "search": [], "outcome": [], "margin": [], "ply": [], "finished": []}
    for obs, text, score, mover, ply in rows:
        if result is None:
            outcome, margin = 0, 0
        else:
            south, north = result["score"]
            sign = 1 if mover == "south" else -1
            if result["winner"] == "draw":
                # 0 whatever the counts (a repetition under repetition=draw keeps the own-row
                # totals, which may differ), as the solver scores a draw.
                margin, outcome = 0, 0
            else:
                margin = sign * (south - north)
                outcome = 1 if result["winner"] == mover else -1
        out["observation"].append(obs)
        out["state"].append(text)
        out["search"].append(score)
        out["outcome"].append(outcome)
        out["margin"].append(margin)
        out["ply"].append(ply)
        out["finished"].append(finished)
    return out


_selfplay_task = ray.remote(_selfplay_game)


def selfplay(
    game: GameSpec,
    games: int,
    player: EnginePlayer = EnginePlayer(level=5, nodes=2_000),
    label_nodes: int = 5_000,
    opening_plies: int = 4,
    seed: int = 1,
    max_plies: int = MAX_PLIES,
) -> SelfPlayData:
    """``games`` self-play games, one Ray task each, every position labelled by a search
    of ``label_nodes`` nodes and by the game's outcome; gathered into one data set. A game
    still going at ply ``max_plies`` is stopped: its rows have ``finished`` false."""
    if not isinstance(games, int) or games < 1:
        raise ValueError(f"games is a whole number of at least 1, not {games!r}")
    if not isinstance(label_nodes, int) or label_nodes < 1:
        raise ValueError(f"label_nodes is a whole number of at least 1, not {label_nodes!r}")
    if not isinstance(max_plies, int) or max_plies < 1:
        raise ValueError(f"max_plies is a whole number of at least 1, not {max_plies!r}")
    # Game i's player gets seed seed * 1_000_003 + i (XORed with its own): an engine seed.
    _check_seed("seed", seed, (_MAX_ENGINE_SEED - (games - 1)) // 1_000_003)
    _check_player_seeds([player])
    planes, width = game.make().observation_shape
    refs = [
        _selfplay_task.remote(
            game, player, label_nodes, _random_opening(game, opening_plies, seed * 7919 + i), seed * 1_000_003 + i, max_plies
        )
        for i in range(games)
    ]
    parts = ray.get(refs)
    observation = [o for p in parts for o in p["observation"]]
    return SelfPlayData(
        observation=np.stack(observation).astype(np.float32) if observation else np.zeros((0, planes, width), np.float32),
        state=[s for p in parts for s in p["state"]],
        search=np.array([s for p in parts for s in p["search"]], dtype=np.int32),
        outcome=np.array([s for p in parts for s in p["outcome"]], dtype=np.int8),
        margin=np.array([s for p in parts for s in p["margin"]], dtype=np.int32),
        ply=np.array([s for p in parts for s in p["ply"]], dtype=np.int64),
        game=np.array([i for i, p in enumerate(parts) for _ in p["state"]], dtype=np.int32),
        finished=np.array([s for p in parts for s in p["finished"]], dtype=bool),
    )


def _layer_file(layer: int) -> str:
    return f"layer-{layer:03d}.egdb"


def _build_slice(
    binary: str, game: GameSpec, layer: int, index: int, count: int, lower: Dict[str, bytes], shared_dir: Optional[str]
) -> Dict[str, bytes]:
    """Builds slice ``index`` of ``count`` of ``layer`` and returns its file(s) by name."""
    with tempfile.TemporaryDirectory(prefix="mancala-slice-") as work:
        if shared_dir is not None:
            for name in os.listdir(shared_dir):
                if name.startswith("layer-") and name.endswith(".egdb") and "-slice-" not in name:
                    os.symlink(os.path.join(shared_dir, name), os.path.join(work, name))
        for name, data in lower.items():
            with open(os.path.join(work, name), "wb") as f:
                f.write(data)
        command = [binary, "egdb", "build", "--game", game.name]
        if game.holes is not None:
            command += ["--holes", str(game.holes)]
        if game.seeds is not None:
            command += ["--seeds", str(game.seeds)]
        command += ["--seeds-up-to", str(layer), "--out", work, "--slice", f"{index}/{count}"]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed: {done.stderr.strip() or done.stdout.strip()}")
        out = {}
        for name in os.listdir(work):
            if name.startswith(f"layer-{layer:03d}-slice-"):
                with open(os.path.join(work, name), "rb") as f:
                    out[name] = f.read()
        if not out:
            raise RuntimeError(f"{' '.join(command)} wrote no slice of layer {layer}")
        return out


_slice_task = ray.remote(_build_slice)


def build_database(
    game: GameSpec,
    seeds_up_to: int,
    out: str,
    slices: int = 2,
    mancala_bin: Optional[str] = None,
    shared: bool = False,
) -> List[int]:
    """Builds an endgame database layer by layer, each layer as ``slices`` Ray tasks
    running ``mancala egdb build --slice I/K``, joined by ``mancala egdb merge`` into
    ``out``. Layers already in ``out`` are kept. Returns the layers built.

    The tasks get the lower layers as Ray objects (``shared=False``), or read them from
    ``out`` when every machine sees that directory (``shared=True``, for big databases).
    ``mancala_bin`` is the ``mancala`` program (default: ``$MANCALA_BIN`` or ``mancala`` on
    the PATH); it must exist on every machine.
    """
    if game.options:
        raise ValueError("endgame databases are built for the game's default options")
    if not isinstance(seeds_up_to, int) or seeds_up_to < 1:
        raise ValueError(f"seeds_up_to is a whole number of at least 1, not {seeds_up_to!r}")
    if not isinstance(slices, int) or slices < 1:
        raise ValueError(f"slices is a whole number of at least 1, not {slices!r}")
    game.make()
    binary = mancala_bin or os.environ.get("MANCALA_BIN") or shutil.which("mancala")
    if binary is None:
        raise ValueError("no mancala program: give mancala_bin, set MANCALA_BIN or put mancala on the PATH")
    binary = os.path.abspath(binary) if os.path.exists(binary) else binary
    os.makedirs(out, exist_ok=True)
    built = []
    for layer in range(1, seeds_up_to + 1):
        if os.path.exists(os.path.join(out, _layer_file(layer))):
            continue
        lower: Dict[str, bytes] = {}
        if not shared:
            for below in range(1, layer):
                with open(os.path.join(out, _layer_file(below)), "rb") as f:
                    lower[_layer_file(below)] = f.read()
        lower_ref = ray.put(lower)
        shared_dir = os.path.abspath(out) if shared else None
        parts = ray.get([_slice_task.remote(binary, game, layer, i, slices, lower_ref, shared_dir) for i in range(slices)])
        with tempfile.TemporaryDirectory(prefix="mancala-merge-") as stage:
            dirs = []
            for i, files in enumerate(parts):
                d = os.path.join(stage, str(i))
                os.makedirs(d)
                for name, data in files.items():
                    with open(os.path.join(d, name), "wb") as f:
                        f.write(data)
                dirs.append(d)
            done = subprocess.run([binary, "egdb", "merge", out, *dirs], capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"mancala egdb merge failed for layer {layer}: {done.stderr.strip() or done.stdout.strip()}")
        if not os.path.exists(os.path.join(out, _layer_file(layer))):
            raise RuntimeError(f"layer {layer} was not joined: {done.stdout.strip()}")
        built.append(layer)
    return built
