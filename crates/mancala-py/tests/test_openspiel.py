"""OpenSpiel registration (skipped unless open_spiel is installed)."""

import base64
import copy
import pickle
import random
import subprocess
import sys

import pytest

pyspiel = pytest.importorskip("pyspiel")

import mancala  # noqa: E402
import mancala.openspiel  # noqa: E402

mancala.openspiel.register()

NAMES = [
    "mancala_en_dodoi(holes=6,seeds=4)",
    "mancala_en_dodoi(holes=4,seeds=2,capture_lone_seed=True)",
    "mancala_en_gehe(holes=40,seeds=4)",
    "mancala_sadeqa_ii()",
    "mancala_giuthi(holes=8,seeds=8)",
    "mancala_giuthi(holes=5,seeds=4,returns=margin)",
]


@pytest.mark.parametrize("name", NAMES)
def test_random_simulation_checks(name):
    game = pyspiel.load_game(name)
    sims = 2 if "en_gehe" in name else 10
    pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


def test_parameters_reach_the_rules():
    game = pyspiel.load_game("mancala_giuthi(holes=6,seeds=6,lap_limit=50)")
    assert game.num_distinct_actions() == 13
    state = game.new_initial_state()
    assert [state.action_to_string(a) for a in state.legal_actions()][:2] == ["1R", "1L"]
    assert game.rules.options["lap_limit"] == 50
    assert game.observation_tensor_shape() == [7 * 6] or game.observation_tensor_size() == 42


def test_returns_follow_the_result():
    game = pyspiel.load_game("mancala_en_dodoi(returns=margin)")
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    south, north = state.state.result()["score"]
    assert state.returns() == [south - north, north - south]


@pytest.mark.parametrize("name", NAMES[:2] + NAMES[3:])
def test_python_legal_actions_agree_with_openspiel(name):
    # The state answers legal_actions from Python itself (speed); OpenSpiel's C++ layer,
    # reached through pyspiel.State, must give the same at every ply.
    import random

    rng = random.Random(14)
    game = pyspiel.load_game(name)
    for _ in range(5):
        state = game.new_initial_state()
        while True:
            assert state.legal_actions() == pyspiel.State.legal_actions(state)
            for player in (0, 1):
                assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
            assert state.legal_actions_mask() == pyspiel.State.legal_actions_mask(state)
            clone = state.clone()
            assert clone.history() == state.history() and str(clone) == str(state)
            assert clone.observation_tensor(0) == state.observation_tensor(0)
            if state.is_terminal():
                break
            with pytest.raises(pyspiel.SpielError):
                state.legal_actions(-1)
            state.apply_action(rng.choice(state.legal_actions()))
        assert state.legal_actions() == [] and state.current_player() == pyspiel.PlayerId.TERMINAL


def same(a, b):
    """Two OpenSpiel states agree in everything, the mancala history included."""
    assert a.history() == b.history() and a.move_number() == b.move_number()
    assert str(a) == str(b) and a.current_player() == b.current_player()
    assert a.is_terminal() == b.is_terminal() and a.returns() == b.returns()
    assert a.legal_actions() == b.legal_actions()
    assert a.observation_tensor(0) == b.observation_tensor(0)
    assert a.information_state_string(1) == b.information_state_string(1)
    assert a.state.moves() == b.state.moves() and a.state.result() == b.state.result()
    return True


@pytest.mark.parametrize("name", NAMES[:2] + NAMES[3:])
def test_serialize_and_deserialize_state_round_trip_at_every_ply(name):
    rng = random.Random(3)
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    while True:
        text = state.serialize()
        back = game.deserialize_state(text)
        assert type(back) is type(state) and same(back, state)
        assert back.serialize() == text
        both = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
        assert str(both[0]) == str(game) and same(both[1], state)
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        back.apply_action(action)
        assert same(back, state)


def test_a_deserialized_state_keeps_the_history_for_repetition():
    # A random game on a small board that ends by repetition, rebuilt from its last
    # serialized state before the repeating ply: the repetition ends it there too.
    game = pyspiel.load_game("mancala_giuthi(holes=4,seeds=2)")
    for seed in range(2000):
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            before = state.serialize()
            state.apply_action(rng.choice(state.legal_actions()))
        if state.state.result()["reason"] == "repetition":
            break
    else:
        raise AssertionError("no random game ended by repetition")
    back = game.deserialize_state(before)
    back.apply_action(state.history()[-1])
    assert back.is_terminal() and same(back, state)
    assert back.state.result()["reason"] == "repetition"


def test_games_and_states_pickle_and_copy():
    game = pyspiel.load_game("mancala_giuthi(holes=5,seeds=4,returns=margin)")
    state = game.new_initial_state()
    for action in (0, 3):
        state.apply_action(action)
    back_game, back_state = pickle.loads(pickle.dumps((game, state)))
    assert str(back_game) == str(game) and back_game.rules == game.rules and back_game.margin
    assert same(back_state, state)
    for made in (copy.copy(state), copy.deepcopy(state)):
        assert same(made, state) and made.get_game() is game
        made.apply_action(made.legal_actions()[0])
        assert made.history() != state.history()
    # A fresh process that never called register() reads the pickle.
    code = (
        "import pickle, sys\n"
        "game, state = pickle.loads(sys.stdin.buffer.read())\n"
        "print(game.rules.holes, state.history(), state.state.moves())\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], input=pickle.dumps((game, state)), capture_output=True
    )
    assert out.returncode == 0, out.stderr.decode()
    assert out.stdout.decode().split("\n")[0] == f"5 [0, 3] {state.state.moves()}"


def test_bad_serialized_state_raises_value_error():
    game = pyspiel.load_game("mancala_giuthi(holes=5,seeds=4)")
    state = game.new_initial_state()
    state.apply_action(0)
    head, _, encoded = state.serialize().rpartition("__dict__=")
    attributes = pickle.loads(base64.b64decode(encoded))
    rebuild, (start, moves) = attributes["state"].__reduce__()

    class Forged:
        def __reduce__(self):
            return (rebuild, (start, moves + ["9R"]))

    attributes["state"] = Forged()
    bad = head + "__dict__=" + base64.b64encode(pickle.dumps(attributes)).decode()
    with pytest.raises(ValueError, match="pickled State: ply 2: illegal move 9R"):
        game.deserialize_state(bad)


def test_a_drawn_game_returns_zero_margin_whatever_the_counts():
    # Giuthi's repetition=draw (its default) keeps each side's own-row total as its score,
    # and the two may differ: the draw is still 0 for both, as the solver scores it.
    game = pyspiel.load_game("mancala_giuthi(holes=4,seeds=2,returns=margin)")
    for seed in range(2000):
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        result = state.state.result()
        if result["reason"] == "repetition" and result["score"][0] != result["score"][1]:
            break
    else:
        raise AssertionError("no random game ended by repetition with unequal counts")
    assert result["winner"] == "draw"
    assert state.returns() == [0.0, 0.0]
    assert game.deserialize_state(state.serialize()).returns() == [0.0, 0.0]
    # Under repetition=own-row the same moves end the game won on those totals: a margin.
    own_row = pyspiel.load_game(
        "mancala_giuthi(holes=4,seeds=2,returns=margin,repetition=own-row)"
    )
    decided = own_row.new_initial_state()
    for action in state.history():
        decided.apply_action(action)
    assert decided.is_terminal() and decided.state.result()["winner"] != "draw"
    south, north = result["score"]
    assert decided.returns() == [float(south - north), float(north - south)]


@pytest.mark.parametrize("bad", [0, -3])
def test_max_game_length_is_a_whole_number_of_at_least_one(bad):
    message = f"max_game_length is a whole number from 1 to 2147483647, not {bad}"
    with pytest.raises(ValueError, match=message):
        pyspiel.load_game("mancala_giuthi", {"max_game_length": bad})


def test_a_game_reaching_max_game_length_ends_there_drawn():
    # OpenSpiel takes max_game_length as a bound on an episode's actions (random_sim_test
    # checks it): a Giuthi 2x8 game (more than 10 plies) stops at 10, drawn.
    default = pyspiel.load_game("mancala_giuthi")
    assert default.max_game_length() == mancala.openspiel.MAX_GAME_LENGTH
    game = pyspiel.load_game("mancala_giuthi(holes=8,seeds=8,returns=margin,max_game_length=10)")
    assert game.max_game_length() == 10
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)
    rng = random.Random(5)
    state = game.new_initial_state()
    while not state.is_terminal():
        assert len(state.history()) < 10
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.history()) == 10 and state.move_number() == 10
    assert not state.state.is_over() and state.state.result() is None
    stopped = [
        state,
        state.clone(),
        copy.deepcopy(state),
        game.deserialize_state(state.serialize()),
        pickle.loads(pickle.dumps(state)),
    ]
    for made in stopped:
        assert made.is_terminal() and made.returns() == [0.0, 0.0]
        assert int(made.current_player()) == int(pyspiel.PlayerId.TERMINAL)
        assert made.legal_actions() == [] and pyspiel.State.legal_actions(made) == []
        assert made.legal_actions(0) == [] and made.legal_actions(1) == []
        assert made.legal_actions_mask() == [0] * game.num_distinct_actions()
    # No action goes on from there (OpenSpiel's apply_action does not ask is_terminal).
    with pytest.raises(ValueError, match="reached max_game_length"):
        state.apply_action(state.state.legal_actions()[0])
    assert len(state.history()) == 10 and state.state.ply == 10 and state.is_terminal()
    # A game that ends by its rules first keeps its result.
    long_enough = pyspiel.load_game("mancala_giuthi(holes=8,seeds=8,max_game_length=100000)")
    state = long_enough.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.state.is_over() and state.returns() == [float(r) for r in state.state.returns()]


def test_a_finished_state_stays_terminal_when_its_marker_is_a_copy():
    # OpenSpiel before its PlayerId became a Python IntEnum (October 2025) bound it as a
    # pybind11 enum: the deep copy a clone or a deserialized state makes of the terminal
    # marker is then a new object, equal in value only. Such a state is still finished.
    game = pyspiel.load_game("mancala_sadeqa_ii()")
    rng = random.Random(1)
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    terminal = int(pyspiel.PlayerId.TERMINAL)
    for marker in (terminal, copy.deepcopy(pyspiel.PlayerId.TERMINAL)):
        made = state.clone()
        made._player = marker
        for each in (made, made.clone(), game.deserialize_state(made.serialize())):
            assert each.is_terminal() and each.legal_actions() == []
            assert pyspiel.State.legal_actions(each) == [] and each.returns() == state.returns()
            assert int(each.current_player()) == terminal
