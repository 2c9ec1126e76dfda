"""Random games through the Python API agree ply by ply with tools/reference."""

import json
import random

import pytest

import mancala
import mancala_ref as ref

# (game, holes, seeds, options, games): the traditional boards and every rule option.
BOARDS = [
    ("en-dodoi", 6, 4, {}, 60),
    ("en-dodoi", 8, 4, {}, 20),
    ("en-dodoi", 10, 4, {}, 10),
    ("en-dodoi", 6, 4, {"capture_lone_seed": True}, 30),
    ("en-dodoi", 6, 4, {"repetition": "draw", "lap_limit": 30}, 30),
    ("en-dodoi", 4, 2, {}, 60),
    ("en-gehe", 40, 4, {}, 2),
    ("sadeqa-ii", 6, 3, {}, 60),
    ("sadeqa-ii", 6, 3, {"opening_rule": False}, 30),
    ("sadeqa-ii", 6, 3, {"repetition": "own-row", "lap_limit": 20}, 30),
    ("giuthi", 5, 4, {}, 40),
    ("giuthi", 6, 6, {}, 20),
    ("giuthi", 8, 8, {}, 10),
    ("giuthi", 10, 9, {}, 4),
    ("giuthi", 4, 2, {"lap_limit": 15, "repetition": "own-row"}, 60),
]


def same(state, game):
    """Checks the API's state against the reference's: position, result, legal moves."""
    assert json.loads(state.to_json()) == game.state()
    assert state.legal_moves() == game.legal_moves()
    assert state.is_over() == (game.state()["result"] is not None)
    if state.is_over():
        assert state.result() == game.state()["result"]


@pytest.mark.parametrize("name,holes,seeds,options,games", BOARDS)
def test_random_games_agree(name, holes, seeds, options, games):
    rng = random.Random(f"{name}{holes}{seeds}{sorted(options.items())}")
    board = mancala.Game(name, holes=holes, seeds=seeds, options=options)
    for _ in range(games):
        state = board.new_state()
        game = ref.Game(name, holes, seeds, options)
        same(state, game)
        for _ply in range(600):
            moves = game.legal_moves()
            if not moves:
                break
            move = rng.choice(moves)
            if rng.random() < 0.5:
                after = state.play(move)
            else:
                after = state.play(board.move_to_action(move))
            game.play(move)
            same(state, game)
            # play() answers the next player, None at the end.
            over = game.state()["result"] is not None
            assert after == (None if over else ["south", "north"].index(game.state()["to_move"]))
            if rng.random() < 0.05:
                state.undo()
                game.undo()
                if rng.random() < 0.5:
                    # The next move played at once, its legal moves not listed since the undo.
                    moves = game.legal_moves()
                    if moves:
                        move = rng.choice(moves)
                        state.play(move)
                        game.play(move)
                same(state, game)
            if rng.random() < 0.02 and not state.is_over():
                # A position read back from its JSON starts a history of its own.
                copy = mancala.State.from_json(state.to_json())
                assert copy.to_json() == state.to_json()
                assert copy.legal_moves() == state.legal_moves()


def test_actions_follow_the_move_order():
    for name in mancala.GAMES:
        board = mancala.Game(name)
        state = board.new_state()
        rng = random.Random(name)
        for _ in range(200):
            if state.is_over():
                break
            legal = state.legal_moves()
            actions = state.legal_actions()
            assert actions == sorted(actions)
            assert [board.action_to_move(a) for a in actions] == legal
            mask = state.legal_action_mask()
            assert mask.shape == (board.num_actions,)
            assert list(mask.nonzero()[0]) == actions
            state.play(rng.choice(actions))


def test_laps_end_in_the_played_position():
    rng = random.Random(7)
    for name in mancala.GAMES:
        state = mancala.Game(name).new_state()
        for _ in range(100):
            if state.is_over():
                break
            move = rng.choice(state.legal_moves())
            laps = state.laps(move)
            before = state.board
            state.play(move)
            if move == "pass":
                assert laps == []
                continue
            assert laps, move
            assert all(len(lap["board"]) == len(before) for lap in laps)
            # Seeds move, only captures remove them.
            assert sum(laps[-1]["board"]) == sum(before)


def test_a_game_ended_by_returning_to_the_position_last_listed_has_no_legal_moves():
    # The state keeps its last listing's positions; a game that ends by repetition on that
    # very position must list nothing, not the moves kept from before.
    board = mancala.Game("giuthi", holes=4, seeds=2)
    rng = random.Random(3)
    found = 0
    for _ in range(300):
        state = board.new_state()
        positions = [state.to_json()]
        moves = []
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            state.play(move)
            moves.append(move)
            positions.append(state.to_json())
        if state.result()["reason"] != "repetition":
            continue
        def key(text):
            p = json.loads(text)
            return (p["board"], p["captured"], p["to_move"])

        earlier = next(k for k, p in enumerate(positions[:-1]) if key(p) == key(positions[-1]))
        replay = board.new_state()
        for move in moves[:earlier]:
            replay.play(move)
        assert replay.legal_moves()  # listed here, then played to the end unlisted
        for move in moves[earlier:]:
            replay.play(move)
        assert replay.is_over()
        assert replay.legal_moves() == []
        assert replay.legal_actions() == []
        found += 1
    assert found > 0


def test_undoing_out_of_a_repetition_lists_the_moves_again():
    # The ending was listed (no moves); two undos return to the same position, live again.
    state = mancala.Game("giuthi", holes=5).new_state()
    for move in ["2L", "1L", "1R", "1R", "2R", "4L", "2R", "4L"]:
        state.play(move)
    assert state.result()["reason"] == "repetition"
    assert state.legal_moves() == []
    state.undo()
    state.undo()
    assert not state.is_over()
    expected = state.clone().legal_moves()
    assert expected
    assert state.legal_moves() == expected
    assert state.legal_actions() == sorted(state.clone().legal_actions())
    assert state.legal_action_mask().sum() == len(expected)
    # And at random, on every game: play and undo agree with a fresh replay.
    rng = random.Random(5)
    for name in ["en-gehe", "en-dodoi", "sadeqa-ii", "giuthi"]:
        game = mancala.Game(name, holes=4, seeds=2) if name != "en-gehe" else mancala.Game(name, holes=6, seeds=2)
        state = game.new_state()
        played = []
        for _ in range(3000):
            if played and (state.is_over() or rng.random() < 0.3):
                state.undo()
                played.pop()
            else:
                move = rng.choice(state.legal_moves())
                state.play(move)
                played.append(move)
            fresh = game.new_state()
            for move in played:
                fresh.play(move)
            assert state.legal_moves() == fresh.legal_moves(), (name, played)
