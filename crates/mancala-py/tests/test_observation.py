"""Observation planes: the position seen from either player."""

import numpy as np

import mancala


def test_planes_of_a_sadeqa_position():
    state = mancala.Game("sadeqa-ii").new_state()
    state.play("6")
    n = 6
    board = state.board
    for player in (0, 1):
        obs = state.observation(player=player)
        assert obs.shape == (len(mancala.OBSERVATION_PLANES), n)
        assert obs.dtype == np.float32
        own = board[:n] if player == 0 else board[n:]
        assert list(obs[0]) == own
        # Column j of the opponent's row is the hole opposite the player's hole j + 1.
        assert list(obs[1]) == [board[2 * n - 1 - (j + player * n)] for j in range(n)]
        assert (obs[2] == state.captured[player]).all()
        assert (obs[3] == state.captured[1 - player]).all()
        assert (obs[4] == (state.current_player == player)).all()
        assert (obs[5] == state.opening_done[player]).all()
        assert (obs[6] == state.opening_done[1 - player]).all()
    assert (state.observation() == state.observation(player="north")).all()


def test_swapping_sides_swaps_the_view():
    # The same position with the rows exchanged and the other side to move looks the same
    # to the side to move.
    state = mancala.Game("giuthi", holes=5, seeds=4).new_state()
    state.play("2R")
    position = __import__("json").loads(state.to_json())
    n = 5
    swapped = dict(position)
    swapped["board"] = position["board"][n:] + position["board"][:n]
    swapped["captured"] = position["captured"][::-1]
    swapped["to_move"] = "south" if position["to_move"] == "north" else "north"
    other = mancala.State.from_json(__import__("json").dumps(swapped))
    assert (other.observation() == state.observation()).all()
