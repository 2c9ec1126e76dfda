"""Bad input raises clear Python exceptions and leaves the state unchanged."""

import json
import pathlib

import pytest

import mancala


def snapshot(state):
    return state.to_json(), state.moves(), state.legal_moves()


def giuthi_after_two():
    state = mancala.Game("giuthi").new_state()
    state.play("3R")
    state.play("8L")
    return state


@pytest.mark.parametrize(
    "move,message",
    [
        ("9R", "there is no hole 9"),
        ("3", "names its direction"),
        ("4R", "hole 4 is empty"),
        ("8L", "single seed"),
        ("pass", "must sow"),
        ("x", "is not a move"),
        ("", "is not a move"),
        (-1, "out of range"),
        (17, "out of range"),
        (10**30, "out of range"),
    ],
)
def test_illegal_moves_raise_value_error(move, message):
    state = giuthi_after_two()
    before = snapshot(state)
    with pytest.raises(ValueError, match=message):
        state.play(move)
    assert snapshot(state) == before


@pytest.mark.parametrize("move", [1.0, None, True, [1], b"1"])
def test_values_that_are_no_moves_raise_type_error(move):
    state = giuthi_after_two()
    before = snapshot(state)
    with pytest.raises(TypeError):
        state.play(move)
    assert snapshot(state) == before


def test_one_direction_games_refuse_directions_and_pass():
    state = mancala.Game("en-dodoi").new_state()
    before = snapshot(state)
    with pytest.raises(ValueError, match="one way only"):
        state.play("3R")
    with pytest.raises(ValueError, match="has no pass"):
        state.play("pass")
    with pytest.raises(ValueError, match="out of range"):
        state.play(6)
    assert snapshot(state) == before


def test_sadeqa_opening_rule_names_the_hole():
    state = mancala.Game("sadeqa-ii").new_state()
    with pytest.raises(ValueError, match="first move must be from hole 6"):
        state.play("1")
    assert state.legal_moves() == ["6"]


def test_play_after_the_end_and_undo_at_the_start():
    state = mancala.Game("en-dodoi", holes=4, seeds=2).new_state()
    with pytest.raises(ValueError, match="nothing to undo"):
        state.undo()
    while not state.is_over():
        state.play(state.legal_actions()[0])
    before = snapshot(state)
    with pytest.raises(ValueError, match="game is over"):
        state.play("1")
    with pytest.raises(ValueError, match="game is over"):
        state.laps("1")
    assert state.legal_moves() == [] and state.legal_actions() == []
    assert not state.legal_action_mask().any()
    assert snapshot(state) == before


@pytest.mark.parametrize(
    "text,message",
    [
        ("{", "not valid JSON"),
        ("[]", "JSON object"),
        ('{"game": "giuthi"}', "no 'holes'|no 'board'|no 'seeds'"),
    ],
)
def test_malformed_json_raises(text, message):
    with pytest.raises(ValueError, match=message):
        mancala.State.from_json(text)


def test_inconsistent_positions_name_the_field():
    good = json.loads(mancala.Game("en-dodoi").new_state().to_json())
    for field, value, message in [
        ("board", [4] * 11, "board"),
        ("board", [4] * 11 + [-1], "board"),
        ("to_move", "east", "to_move"),
        ("game", "chess", "unknown game"),
        ("captured", [0], "captured"),
        ("options", {"lap_limit": 0}, "lap_limit"),
        ("options", {"opening_rule": True}, "unknown option"),
    ]:
        bad = dict(good, **{field: value})
        with pytest.raises(ValueError, match=message):
            mancala.State.from_json(json.dumps(bad))


def test_bad_games_raise():
    with pytest.raises(ValueError, match="unknown game"):
        mancala.Game("oware")
    with pytest.raises(ValueError, match="holes must be from 2 to 64"):
        mancala.Game("giuthi", holes=65)
    with pytest.raises(ValueError, match="seeds"):
        mancala.Game("giuthi", seeds=0)
    with pytest.raises(ValueError, match="whole number"):
        mancala.Game("giuthi", holes=-3)
    with pytest.raises(TypeError, match="holes must be an integer, not bool"):
        mancala.Game("giuthi", holes=True)
    with pytest.raises(TypeError, match="seeds must be an integer, not str"):
        mancala.Game("giuthi", seeds="4")
    with pytest.raises(ValueError, match="holes is out of range: an integer of 201 bits"):
        mancala.Game("giuthi", holes=2**200)
    # NumPy integers are integers here as everywhere else.
    import numpy as np

    assert mancala.Game("giuthi", holes=np.int64(6), seeds=np.uint8(3)) == mancala.Game("giuthi", holes=6, seeds=3)
    with pytest.raises(ValueError, match="unknown option 'capture_lone_seed' for giuthi"):
        mancala.Game("giuthi", options={"capture_lone_seed": True})
    with pytest.raises(ValueError, match="draw or own-row"):
        mancala.Game("giuthi", options={"repetition": "replay"})
    with pytest.raises(TypeError, match="an option value is a bool, an int or a str, not float"):
        mancala.Game("giuthi", options={"lap_limit": 2.5})
    assert mancala.Game("giuthi", options={"lap_limit": np.int32(40)}).options["lap_limit"] == 40
    with pytest.raises(ValueError, match="out of range"):
        mancala.Game("giuthi").action_to_move(17)
    with pytest.raises(ValueError, match="no pass"):
        mancala.Game("en-gehe").move_to_action("pass")


def test_bad_engine_arguments_raise():
    engine = mancala.Engine()
    state = mancala.Game("en-dodoi").new_state()
    with pytest.raises(ValueError, match="level"):
        engine.genmove(state, level=11)
    with pytest.raises(ValueError, match="depth"):
        engine.genmove(state, depth=0)
    with pytest.raises(ValueError, match="movetime"):
        engine.genmove(state, movetime=-1.0)
    with pytest.raises(ValueError, match="threads"):
        mancala.Engine(threads=0)
    with pytest.raises(ValueError, match="hash_mb runs from 1"):
        mancala.Engine(hash_mb=0)
    # Integers out of any range name the argument, its range and the value.
    for call, says in [
        (lambda: engine.genmove(state, level=256), "level runs from 1 to 10, not 256"),
        (lambda: engine.genmove(state, depth=-1), "depth runs from 1 to 100, not -1"),
        (lambda: engine.analyze(state, nodes=-5), "nodes runs from 1 to"),
        (lambda: engine.solve(state, nodes=0), "nodes runs from 1 to 18446744073709551615, not 0"),
        (lambda: mancala.Engine(threads=-1), "threads runs from 1 to 256, not -1"),
        (lambda: mancala.Engine(seed=-1), "seed runs from 0 to"),
        (lambda: mancala.Engine(hash_mb=2**70), "hash_mb runs from 1 to 1048576, not 1180591620717411303424"),
        (lambda: engine.genmove(state, nodes=2**200), "nodes is out of range: an integer of 201 bits"),
        (lambda: mancala.playouts(mancala.Game("en-dodoi"), -1), "n runs from 0 to"),
        (lambda: mancala.playouts(mancala.Game("en-dodoi"), 1, seed=-1), "seed runs from 0 to"),
    ]:
        with pytest.raises(ValueError, match=says):
            call()
    with pytest.raises(TypeError, match="level must be an integer, not bool"):
        engine.genmove(state, level=True)
    with pytest.raises(TypeError, match="depth must be an integer, not str"):
        engine.genmove(state, depth="3")
    with pytest.raises(TypeError, match="n must be an integer, not bool"):
        mancala.playouts(mancala.Game("en-dodoi"), True)

    class Index:
        def __index__(self):
            return 3

    assert engine.genmove(state, depth=Index(), level=Index()) in state.legal_moves()
    # Tables beyond the machine's memory are refused, not filled until the process is killed
    # (where the memory available can be read: Linux).
    meminfo = pathlib.Path("/proc/meminfo")
    if not (meminfo.exists() and "MemAvailable:" in meminfo.read_text()):
        return
    game = mancala.Game("en-dodoi")
    for n in [2**40, 2**62]:
        with pytest.raises(ValueError, match=rf"playouts\(n={n}\) needs about \d+ MB of memory"):
            mancala.playouts(game, n)
    with pytest.raises(ValueError, match=r"hash_mb=1048576 \(a table for the engine and one for the solver\) needs about 2097152 MB"):
        mancala.Engine(hash_mb=1 << 20)
    with pytest.raises(ValueError, match="player"):
        state.observation(player=2)


def test_actions_out_of_range_name_the_range_whatever_their_integer_type():
    np = pytest.importorskip("numpy")
    game = mancala.Game("giuthi")
    for action in (2**64, -(2**70), np.uint64(2**63), np.int64(-1)):
        with pytest.raises(ValueError, match="out of range"):
            game.action_to_move(action)
        state = giuthi_after_two()
        before = snapshot(state)
        with pytest.raises(ValueError, match="out of range"):
            state.play(action)
        assert snapshot(state) == before
    with pytest.raises(TypeError, match="not bool"):
        game.action_to_move(True)
    assert game.action_to_move(np.int32(0)) == game.action_to_move(0)


def test_an_interrupt_inside_index_is_not_told_as_a_type_error():
    class Interrupting:
        def __index__(self):
            raise KeyboardInterrupt

    state = giuthi_after_two()
    with pytest.raises(KeyboardInterrupt):
        state.play(Interrupting())
    with pytest.raises(KeyboardInterrupt):
        mancala.Game("giuthi").action_to_move(Interrupting())


def test_a_save_a_load_could_not_read_back_is_refused(tmp_path):
    state = giuthi_after_two()
    record = mancala.Record(state)
    path = tmp_path / "many.txt"
    size = len(record.to_text()) + 1
    with pytest.raises(ValueError, match="save fewer records a file"):
        mancala.save_records(path, [record] * (16 * 1024 * 1024 // size + 2))
    assert not path.exists()
