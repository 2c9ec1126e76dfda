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
