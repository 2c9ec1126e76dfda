"""Batched random playouts in Rust, returned as NumPy arrays."""

import numpy as np
import pytest

import mancala


@pytest.mark.parametrize("name", mancala.GAMES)
def test_playouts_shapes_and_consistency(name):
    board = mancala.Game(name) if name != "en-gehe" else mancala.Game(name, holes=40)
    n = 200 if name != "en-gehe" else 20
    out = mancala.playouts(board, n, seed=3)
    assert set(out) == {"result", "plies", "score", "repetition"}
    assert out["result"].shape == (n,) and out["result"].dtype == np.int8
    assert out["plies"].shape == (n,) and out["plies"].dtype == np.uint32
    assert out["score"].shape == (n, 2) and out["score"].dtype == np.uint32
    assert out["repetition"].shape == (n,) and out["repetition"].dtype == np.bool_
    assert set(np.unique(out["result"])) <= {-1, 0, 1}
    assert (out["plies"] > 0).all()
    if name in ("en-dodoi", "en-gehe", "giuthi"):
        # The higher count wins, except Giuthi's draw by repetition.
        decided = ~(out["repetition"] & (name == "giuthi"))
        sign = np.sign(out["score"][:, 0].astype(int) - out["score"][:, 1].astype(int))
        assert (sign[decided] == out["result"][decided]).all()
    if name in ("en-dodoi", "en-gehe"):
        # No seed is lost: captures and the sweep share all of them.
        total = 2 * board.holes * board.seeds
        assert (out["score"][~out["repetition"]].sum(axis=1) == total).all()


def test_playouts_are_reproducible_by_seed():
    board = mancala.Game("giuthi", holes=6, seeds=6)
    a = mancala.playouts(board, 100, seed=11)
    b = mancala.playouts(board, 100, seed=11)
    c = mancala.playouts(board, 100, seed=12)
    for key in a:
        assert (a[key] == b[key]).all()
    assert not (a["plies"] == c["plies"]).all()


def test_playouts_replay_through_the_api():
    # Statistics of playouts agree with random games played move by move from Python.
    board = mancala.Game("en-dodoi")
    fast = mancala.playouts(board, 4000, seed=5)
    rng = np.random.default_rng(5)
    lengths = []
    for _ in range(1000):
        state = board.new_state()
        while not state.is_over():
            actions = state.legal_actions()
            state.play(actions[rng.integers(len(actions))])
        lengths.append(state.ply)
    slow = np.array(lengths)
    # Means of 4000 and 1000 games of about 33 plies (sd about 15) lie well within 3.
    assert abs(fast["plies"].mean() - slow.mean()) < 3.0


def test_playouts_from_a_state_and_empty_batches():
    board = mancala.Game("sadeqa-ii")
    state = board.new_state()
    state.play("6")
    out = mancala.playouts(board, 50, seed=1, state=state)
    assert out["plies"].shape == (50,)
    assert mancala.playouts(board, 0)["plies"].shape == (0,)
    with pytest.raises(ValueError, match="rules"):
        mancala.playouts(mancala.Game("giuthi"), 5, state=state)
