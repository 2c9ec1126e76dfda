"""mancala.distributed on a local Ray cluster (skipped unless ray is installed)."""

import os
import random
import subprocess

import numpy as np
import pytest

ray = pytest.importorskip("ray")

import mancala  # noqa: E402
from mancala import distributed as md  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


@pytest.fixture(scope="module", autouse=True)
def local_cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def mancala_bin():
    """The mancala program: $MANCALA_BIN (then it must exist), else the repository's build."""
    given = os.environ.get("MANCALA_BIN")
    if given:
        assert os.path.exists(given), f"MANCALA_BIN={given} does not exist"
        return given
    built = os.path.join(REPO, "target", "release", "mancala")
    if not os.path.exists(built):
        pytest.skip("no mancala program: build it or set MANCALA_BIN")
    return built


def replay(game, played):
    """Replays a game's moves from the start, checking each is legal and the result agrees."""
    state = game.make().new_state()
    for move in played["moves"]:
        assert move in state.legal_moves(), (move, state.legal_moves())
        state.play(move)
    assert state.result() == played["result"]
    return state


def test_states_travel_through_ray_with_their_history():
    state = mancala.Game("giuthi", holes=5, seeds=4).new_state()
    for move in ("1R", "2L", "3R"):
        state.play(move)

    @ray.remote
    def play_first(state):
        state.play(state.legal_moves()[0])
        return state

    back = ray.get(ray.put(state))
    assert back.moves() == state.moves() and back.to_json() == state.to_json()
    moved = ray.get(play_first.remote(state))
    state.play(state.legal_moves()[0])
    assert moved.moves() == state.moves() and moved.to_json() == state.to_json()
    moved.undo()
    state.undo()
    assert moved.to_json() == state.to_json()


def test_a_tournament_plays_every_pairing_both_colours_and_reports_elo():
    game = md.GameSpec("en-dodoi", holes=6, seeds=4)
    players = {"engine": md.EnginePlayer(level=4, nodes=2_000), "random": md.RandomPlayer(seed=3)}
    report = md.tournament(players, game, openings=3, opening_plies=2, seed=5)
    assert len(report.games) == 6
    assert sorted(g["south"] for g in report.games) == ["engine"] * 3 + ["random"] * 3
    for played in report.games:
        assert replay(game, played).is_over()
    (pairing,) = report.pairings
    assert (pairing.first, pairing.second) == ("engine", "random")
    assert pairing.games == 6 and pairing.unfinished == 0
    # A searching engine beats random moves; the interval is the Wilson one, as `mancala match`.
    assert pairing.wins >= 5, report.to_text()
    low, high = pairing.elo_interval
    assert low < high and low <= pairing.elo  # Elo is infinite when every game is won
    assert "engine vs random" in report.to_text()
    # The same two openings for both colours.
    openings = {tuple(g["moves"][:2]) for g in report.games}
    assert len(openings) <= 3


def test_external_engines_and_openspiel_bots_are_players():
    game = md.GameSpec("giuthi", holes=5, seeds=2)
    players = {
        "external": md.ExternalEngine((mancala_bin(), "engine"), genmove="nodes=300"),
        "random": md.RandomPlayer(seed=1),
    }
    try:
        import pyspiel

        players["openspiel"] = md.OpenSpielBot(_uniform_bot)
    except ImportError:
        pyspiel = None
    report = md.tournament(players, game, openings=1, opening_plies=1, seed=2)
    pairs = 3 if pyspiel is not None else 1
    assert len(report.games) == 2 * pairs
    for played in report.games:
        replay(game, played)
    assert all(p.games + p.unfinished == 2 for p in report.pairings)


def _uniform_bot(game, player):
    import pyspiel

    return pyspiel.make_uniform_random_bot(player, 11)


def test_selfplay_labels_every_position_and_writes_numpy_and_parquet(tmp_path):
    game = md.GameSpec("giuthi", holes=5, seeds=2)
    data = md.selfplay(game, games=3, player=md.EnginePlayer(level=3, nodes=300), label_nodes=500, seed=4)
    n = len(data)
    assert n > 0
    assert data.observation.shape == (n, *game.make().observation_shape)
    assert set(np.unique(data.game)) == {0, 1, 2}
    # Every game of this small board ends by its rules.
    assert data.finished.dtype == bool and data.finished.shape == (n,)
    assert data.finished.all()
    for i in range(n):
        state = mancala.State.from_json(data.state[i])
        assert int(data.ply[i]) == state.ply
        assert np.array_equal(data.observation[i], state.observation())
    # Within one game the outcome for the mover flips with the mover.
    for g in range(3):
        rows = np.where(data.game == g)[0]
        movers = [mancala.State.from_json(data.state[i]).to_move for i in rows]
        first = rows[0]
        for i, mover in zip(rows, movers):
            same = mover == movers[0]
            assert data.outcome[i] == (data.outcome[first] if same else -data.outcome[first])
            assert data.margin[i] == (data.margin[first] if same else -data.margin[first])
    data.save_npz(tmp_path / "d.npz")
    loaded = np.load(tmp_path / "d.npz")
    assert np.array_equal(loaded["search"], data.search)
    pq = pytest.importorskip("pyarrow.parquet")
    data.save_parquet(str(tmp_path / "d.parquet"))
    table = pq.read_table(str(tmp_path / "d.parquet"))
    assert table.num_rows == n
    assert table.column("margin").to_pylist() == data.margin.tolist()
    assert table.column("finished").to_pylist() == data.finished.tolist()
    assert np.array_equal(loaded["finished"], data.finished)


def test_games_stopped_at_max_plies_are_marked_unfinished():
    # 48 seeds cannot all be captured in 3 plies: every game is stopped, none ends.
    game = md.GameSpec("en-dodoi", holes=6, seeds=4)
    player = md.EnginePlayer(level=1, nodes=50)
    data = md.selfplay(game, games=2, player=player, label_nodes=50, opening_plies=0, max_plies=3, seed=2)
    assert len(data) == 6
    assert not data.finished.any()
    assert data.ply.tolist() == [0, 1, 2, 0, 1, 2]
    assert (data.outcome == 0).all() and (data.margin == 0).all()
    with pytest.raises(ValueError, match="max_plies"):
        md.selfplay(game, games=1, max_plies=0)


def test_a_database_built_as_ray_slices_equals_the_one_built_directly(tmp_path):
    binary = mancala_bin()
    game = md.GameSpec("giuthi", holes=5)
    direct = tmp_path / "direct"
    subprocess.run(
        [binary, "egdb", "build", "--game", "giuthi", "--holes", "5", "--seeds-up-to", "6", "--out", str(direct)],
        check=True,
        capture_output=True,
    )
    sliced = tmp_path / "sliced"
    assert md.build_database(game, 6, str(sliced), slices=3, mancala_bin=binary) == [1, 2, 3, 4, 5, 6]
    for layer in range(1, 7):
        name = f"layer-{layer:03d}.egdb"
        assert (sliced / name).read_bytes() == (direct / name).read_bytes(), name
    # A second call keeps the layers built and builds only the new one.
    assert md.build_database(game, 7, str(sliced), slices=2, mancala_bin=binary, shared=True) == [7]
    subprocess.run(
        [binary, "egdb", "build", "--game", "giuthi", "--holes", "5", "--seeds-up-to", "7", "--out", str(direct)],
        check=True,
        capture_output=True,
    )
    assert (sliced / "layer-007.egdb").read_bytes() == (direct / "layer-007.egdb").read_bytes()


def test_bad_input_is_refused_before_any_task_runs(tmp_path):
    good = md.GameSpec("en-dodoi", holes=6)
    with pytest.raises(ValueError, match="at least two players"):
        md.tournament({"a": md.RandomPlayer()}, good)
    with pytest.raises(ValueError, match="openings"):
        md.tournament({"a": md.RandomPlayer(), "b": md.RandomPlayer()}, good, openings=0)
    with pytest.raises(ValueError):
        md.tournament({"a": md.RandomPlayer(), "b": md.RandomPlayer()}, md.GameSpec("chess"))
    with pytest.raises(ValueError, match="games"):
        md.selfplay(good, games=0)
    with pytest.raises(ValueError, match="slices"):
        md.build_database(good, 3, str(tmp_path / "x"), slices=0, mancala_bin="mancala")
    with pytest.raises(ValueError, match="no mancala program"):
        old = os.environ.pop("MANCALA_BIN", None)
        try:
            path = os.environ.get("PATH", "")
            os.environ["PATH"] = ""
            try:
                md.build_database(good, 3, str(tmp_path / "y"))
            finally:
                os.environ["PATH"] = path
        finally:
            if old is not None:
                os.environ["MANCALA_BIN"] = old


class _NoTasks:
    """Stands for a Ray task that must not be sent."""

    def remote(self, *args, **kwargs):
        raise AssertionError("a task was sent")


@pytest.mark.parametrize("bad", [-1, -(2**70), 1.5, "1", None, True, 2**64])
def test_bad_seeds_are_refused_before_any_task_runs(bad, monkeypatch):
    monkeypatch.setattr(md, "_play_task", _NoTasks())
    monkeypatch.setattr(md, "_selfplay_task", _NoTasks())
    good = md.GameSpec("en-dodoi", holes=6)
    players = {"a": md.RandomPlayer(), "b": md.EnginePlayer(level=1, nodes=10)}
    with pytest.raises(ValueError, match="seed is a whole number from 0 to"):
        md.tournament(players, good, seed=bad)
    with pytest.raises(ValueError, match="seed is a whole number from 0 to"):
        md.selfplay(good, games=1, seed=bad)
    # Each is a bad seed of an EnginePlayer too (its engine's seed runs from 0 to 2**64 - 1).
    with pytest.raises(ValueError, match="an EnginePlayer's seed is a whole number"):
        md.tournament({"a": md.RandomPlayer(), "b": md.EnginePlayer(seed=bad)}, good)
    with pytest.raises(ValueError, match="an EnginePlayer's seed is a whole number"):
        md.selfplay(good, games=1, player=md.EnginePlayer(seed=bad))


def test_the_largest_seed_allowed_plays():
    # The bounds the checks give are those the tasks' engines take: the largest seed
    # plays (an engine with the largest seed of its own), one more is refused.
    game = md.GameSpec("giuthi", holes=5, seeds=2)
    engine = md.EnginePlayer(level=1, nodes=10, seed=2**64 - 1)
    players = {"engine": engine, "random": md.RandomPlayer()}
    # Two players, one opening, one round: games 0 and 1, whose players' seeds are
    # (seed * 1_000_003 + k) * 2 and that plus 1.
    most = ((2**64 - 2) // 2 - 1) // 1_000_003
    report = md.tournament(players, game, openings=1, seed=most)
    assert len(report.games) == 2
    with pytest.raises(ValueError, match=f"seed is a whole number from 0 to {most}, not {most + 1}"):
        md.tournament(players, game, openings=1, seed=most + 1)
    # Self-play game i: seed * 1_000_003 + i.
    most = (2**64 - 1 - 1) // 1_000_003
    data = md.selfplay(
        game, games=2, player=engine, label_nodes=10, opening_plies=0, max_plies=2, seed=most
    )
    assert len(data) == 4
    with pytest.raises(ValueError, match=f"seed is a whole number from 0 to {most}, not {most + 1}"):
        md.selfplay(game, games=2, player=engine, seed=most + 1)


class _Scripted:
    """A self-play player (as ``EnginePlayer`` is one) that plays ``moves`` in order."""

    hash_mb = 16

    def __init__(self, moves):
        self.moves = moves

    def make(self, game_seed):
        return lambda state: self.moves[state.ply]


def test_selfplay_gives_a_drawn_game_margin_zero():
    # Giuthi's repetition=draw (its default) keeps each side's own-row total as its score,
    # and the two may differ: a draw is still margin 0 (and outcome 0) for every row, as
    # the solver scores it.
    game = md.GameSpec("giuthi", holes=4, seeds=2)
    for seed in range(2000):
        rng = random.Random(seed)
        state = game.make().new_state()
        while not state.is_over():
            state.play(rng.choice(state.legal_moves()))
        result = state.result()
        if result["reason"] == "repetition" and result["score"][0] != result["score"][1]:
            break
    else:
        raise AssertionError("no random game ended by repetition with unequal counts")
    assert result["winner"] == "draw"
    rows = md._selfplay_game(game, _Scripted(state.moves()), 20, [], 0)
    assert len(rows["state"]) == len(state.moves())
    assert all(rows["finished"])
    assert rows["margin"] == [0] * len(state.moves())
    assert rows["outcome"] == [0] * len(state.moves())
