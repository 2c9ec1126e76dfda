"""OpenSpiel registration (skipped unless open_spiel is installed)."""

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
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


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
