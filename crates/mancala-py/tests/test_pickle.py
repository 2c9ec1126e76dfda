"""Pickling and copying: games, states (whole history) and records come back exactly."""

import copy
import json
import multiprocessing
import pickle
import random

import pytest

import mancala

PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)


def random_state(game, seed, plies):
    rng = random.Random(seed)
    state = game.new_state()
    for _ in range(plies):
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
    return state


def looks(state):
    """Everything a state shows, its history included."""
    return (
        state.game,
        state.to_json(),
        state.moves(),
        state.legal_moves(),
        state.legal_actions(),
        state.legal_action_mask().tolist(),
        state.result(),
        state.returns(),
        state.ply,
        state.opening_done,
        state.observation().tolist(),
    )


def history(state):
    """The positions of the game, last to first, by undoing a copy to its start."""
    state = state.clone()
    positions = [state.to_json()]
    while True:
        try:
            state.undo()
        except ValueError:
            return positions
        positions.append(state.to_json())


def repetition_game(name, holes, seeds):
    """The moves of a random game that ends by repetition (the first seed giving one)."""
    game = mancala.Game(name, holes=holes, seeds=seeds)
    for seed in range(2000):
        state = random_state(game, seed, plies=100_000)
        if state.result()["reason"] == "repetition":
            return game, state.moves()
    raise AssertionError("no random game ended by repetition")


GAMES = [
    mancala.Game("en-gehe", holes=6, seeds=3),
    mancala.Game("en-dodoi", holes=5, seeds=3, options={"capture_lone_seed": True}),
    mancala.Game("sadeqa-ii"),
    mancala.Game("giuthi", holes=5, seeds=4, options={"repetition": "own-row", "lap_limit": 40}),
]


@pytest.mark.parametrize("game", GAMES, ids=repr)
def test_a_state_mid_game_pickles_with_its_whole_history(game):
    for seed in range(4):
        state = random_state(game, seed, plies=12)
        for protocol in PROTOCOLS:
            back = pickle.loads(pickle.dumps(state, protocol))
            assert type(back) is mancala.State
            assert looks(back) == looks(state)
            assert history(back) == history(state)
            # Both go on alike.
            if not state.is_over():
                move = state.legal_moves()[-1]
                back.play(move)
                assert looks(back) != looks(state)
                state.play(move)
                assert looks(back) == looks(state)
                state.undo()


@pytest.mark.parametrize("name,holes,seeds", [("giuthi", 4, 2), ("en-dodoi", 4, 2)])
def test_a_repetition_after_unpickling_is_detected_exactly_as_before(name, holes, seeds):
    game, moves = repetition_game(name, holes, seeds)
    before = game.new_state()
    for move in moves[:-1]:
        before.play(move)
    assert not before.is_over()
    back = pickle.loads(pickle.dumps(before))
    ended = before.clone()
    ended.play(moves[-1])
    back.play(moves[-1])
    assert ended.result()["reason"] == "repetition"
    assert back.result() == ended.result() and looks(back) == looks(ended)
    # What the history adds: from the position alone the same move repeats nothing.
    alone = mancala.State.from_json(before.to_json())
    alone.play(moves[-1])
    assert alone.result() is None or alone.result()["reason"] != "repetition"


def test_a_finished_game_and_a_custom_start_pickle():
    finished = random_state(mancala.Game("en-dodoi", holes=4, seeds=2), 1, plies=100_000)
    assert finished.is_over()
    back = pickle.loads(pickle.dumps(finished))
    assert back.result() == finished.result() and back.legal_moves() == []
    assert looks(back) == looks(finished)

    start = json.loads(random_state(GAMES[3], 3, plies=9).to_json())
    start["ply"] = 1234
    state = mancala.State.from_json(json.dumps(start))
    for _ in range(3):
        state.play(state.legal_moves()[0])
    back = pickle.loads(pickle.dumps(state))
    assert back.ply == 1237 and looks(back) == looks(state)
    assert history(back) == history(state)
    assert history(back)[-1] == mancala.State.from_json(json.dumps(start)).to_json()


def test_copies_are_independent_and_games_are_immutable():
    state = random_state(GAMES[3], 5, plies=6)
    for made in (copy.copy(state), copy.deepcopy(state), copy.deepcopy([state])[0]):
        assert looks(made) == looks(state) and made is not state
        made.play(made.legal_moves()[0])
        assert looks(made) != looks(state)
    for game in GAMES:
        assert copy.copy(game) is game and copy.deepcopy(game) is game
        for protocol in PROTOCOLS:
            back = pickle.loads(pickle.dumps(game, protocol))
            assert back == game and hash(back) == hash(game)
            assert back.options == game.options and repr(back) == repr(game)


def test_records_pickle_with_tags_in_order_and_copy():
    text = (
        '[Game "giuthi"]\n[Holes "5"]\n[Seeds "4"]\n[South "me"]\n[North "level:5"]\n'
        '[Date "2026.11.30"]\n[Result "0-1"]\n[Zeta "last"]\n[Alpha "first"]\n\n'
        "1. 1R 0-1\n"
    )
    record = mancala.Record.parse(text)
    assert record.tags == [("Zeta", "last"), ("Alpha", "first")]
    for protocol in PROTOCOLS:
        back = pickle.loads(pickle.dumps(record, protocol))
        assert back.to_text() == record.to_text() and back.to_json() == record.to_json()
        assert back.tags == record.tags and back.result == "0-1"
        assert looks(back.state()) == looks(record.state())
    made = copy.deepcopy(record)
    made.south = "someone else"
    assert record.south == "me" and made.to_text() != record.to_text()
    assert copy.copy(record).to_text() == record.to_text()


class Forged:
    """Unpickles as ``rebuild(*args)``: pickle data as a tampered stream would carry."""

    def __init__(self, rebuild, *args):
        self.rebuild, self.args = rebuild, args

    def __reduce__(self):
        return (self.rebuild, self.args)


def forged(rebuild, *args):
    return pickle.dumps(Forged(rebuild, *args))


def state_parts():
    state = mancala.Game("giuthi", holes=5, seeds=4).new_state()
    state.play("1R")
    rebuild, (start, moves) = state.__reduce__()
    assert rebuild(start, moves).moves() == ["1R"]
    return rebuild, start, moves


@pytest.mark.parametrize(
    "start,moves,message",
    [
        (None, ["1R"], "start position JSON is not a string"),
        ("{", ["1R"], "start position: position is not valid JSON"),
        ('{"game": "chess"}', [], "unknown game"),
        ('{"game": "giuthi", "to_move": "south"}', [], "no 'board'"),
        ("start", "1R", "moves are not a list"),
        ("start", [1], "moves are not a list"),
        ("start", ["1R", "9R"], "ply 2: illegal move 9R: there is no hole 9"),
        ("start", ["1R", "x"], "ply 2: 'x' is not a move"),
        ("start", ["1"], "ply 1: .*names its direction"),
    ],
)
def test_bad_state_data_raises_value_error_with_the_rules_message(start, moves, message):
    rebuild, good_start, _ = state_parts()
    start = good_start if start == "start" else start
    data = forged(rebuild, start, moves)
    with pytest.raises(ValueError, match=message):
        pickle.loads(data)
    # Nothing half-built: a list holding a good state and a bad one does not load at all.
    good = mancala.Game("giuthi").new_state()
    with pytest.raises(ValueError, match=message):
        pickle.loads(pickle.dumps([good, Forged(rebuild, start, moves)]))


def test_state_data_of_the_wrong_length_raises_value_error():
    rebuild, start, moves = state_parts()
    for args in [(), (start,), (start, moves, moves)]:
        message = f"pickled State: the data is two values .*, not {len(args)}"
        with pytest.raises(ValueError, match=message):
            pickle.loads(forged(rebuild, *args))


def test_a_tampered_pickle_stream_raises_value_error():
    state = mancala.Game("en-dodoi").new_state()
    state.play("3")
    data = pickle.dumps(state, 0)  # the start position's JSON and the moves, as text
    assert b'"board":[4,4,4,4,4,4,4,4,4,4,4,4]' in data and b"V3\n" in data
    with pytest.raises(ValueError, match="pickled State: start position: .*board"):
        pickle.loads(data.replace(b"[4,4,4,4,4,4,4,4,4,4,4,4]", b"[4,4,4,4,4,4,4,4,4,4,4]"))
    with pytest.raises(ValueError, match="ply 1: illegal move 7"):
        pickle.loads(data.replace(b"V3\n", b"V7\n"))


def test_mutated_state_data_never_panics():
    # Every corruption of the start position is a clean ValueError or a valid state.
    rebuild, start, moves = state_parts()
    rng = random.Random(7)
    made = 0
    for _ in range(400):
        chars = list(start)
        for _ in range(rng.randint(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice('0123456789,:{}[]"-e.ax ')
        try:
            state = pickle.loads(forged(rebuild, "".join(chars), moves))
        except ValueError as error:
            assert str(error).startswith("pickled State:")
        else:
            made += 1
            assert pickle.loads(pickle.dumps(state)).moves() == state.moves()
    assert made < 400


def test_bad_game_and_record_data_raise_value_error():
    with pytest.raises(ValueError, match="unknown game 'oware'"):
        pickle.loads(forged(mancala.Game, "oware", 6, 4, {}))
    with pytest.raises(ValueError, match="holes must be from 2 to 64"):
        pickle.loads(forged(mancala.Game, "giuthi", 99, 4, {}))
    with pytest.raises(ValueError, match="unknown option"):
        pickle.loads(forged(mancala.Game, "giuthi", 8, 8, {"capture_lone_seed": True}))

    record = mancala.Record(random_state(GAMES[1], 2, plies=5), south="a")
    rebuild, (text, order) = record.__reduce__()
    assert rebuild(text, order).to_json() == record.to_json()
    with pytest.raises(ValueError, match="pickled Record: .*JSON"):
        pickle.loads(forged(rebuild, text[:-5], order))
    with pytest.raises(ValueError, match="pickled Record: .*illegal move"):
        moves = json.loads(text)["moves"]
        pickle.loads(forged(rebuild, text.replace(json.dumps(moves[0]), '"9"', 1), order))
    with pytest.raises(ValueError, match="tag order names Extra"):
        pickle.loads(forged(rebuild, text, ["Extra"]))
    with pytest.raises(ValueError, match="pickled Record: the tag names are not a list"):
        pickle.loads(forged(rebuild, text, None))
    with pytest.raises(ValueError, match="pickled Record: the data is two values .*, not 3"):
        pickle.loads(forged(rebuild, text, order, order))
    tagged = mancala.Record.parse(record.to_text().replace("[Result", '[Extra "1"]\n[Result'))
    rebuild, (text, order) = tagged.__reduce__()
    assert order == ["Extra"]
    with pytest.raises(ValueError, match="leaves out tag Extra"):
        pickle.loads(forged(rebuild, text, []))
    with pytest.raises(ValueError, match="names Extra, which the record has not \\(or twice\\)"):
        pickle.loads(forged(rebuild, text, ["Extra", "Extra"]))


def play_last_legal(state):
    """Runs in another process: plays a move and sends the state back."""
    state.play(state.legal_moves()[-1])
    return state, state.moves()


def test_states_cross_processes_through_multiprocessing():
    states = [random_state(game, seed, plies=8) for game in GAMES for seed in range(2)]
    states = [s for s in states if not s.is_over()]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        answers = pool.map(play_last_legal, states)
    for state, (back, moves) in zip(states, answers):
        state.play(state.legal_moves()[-1])
        assert moves == state.moves()
        assert looks(back) == looks(state) and history(back) == history(state)


def test_cloudpickle_carries_states_games_and_records():
    cloudpickle = pytest.importorskip("cloudpickle")
    state = random_state(GAMES[3], 9, plies=10)
    record = mancala.Record(state, north="x")

    def moves_after(move):  # a closure over the state, as Ray ships a task
        made = state.clone()
        made.play(move)
        return made.moves()

    back_state, back_game, back_record, back_fn = pickle.loads(
        cloudpickle.dumps((state, state.game, record, moves_after))
    )
    assert looks(back_state) == looks(state) and history(back_state) == history(state)
    assert back_game == state.game and back_record.to_json() == record.to_json()
    move = state.legal_moves()[0]
    assert back_fn(move) == moves_after(move)
