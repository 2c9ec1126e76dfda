"""PettingZoo AEC environment (skipped unless pettingzoo is installed)."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import mancala.pettingzoo  # noqa: E402


@pytest.mark.parametrize(
    "kwargs",
    [
        {"game": "en-dodoi"},
        {"game": "sadeqa-ii"},
        {"game": "giuthi", "holes": 5, "seeds": 4},
        {"game": "en-gehe", "holes": 40},
    ],
)
def test_api_test_passes(kwargs):
    api_test(mancala.pettingzoo.env(**kwargs), num_cycles=200)


def test_a_random_game_ends_with_opposite_rewards():
    env = mancala.pettingzoo.env(game="giuthi", holes=6, seeds=6, render_mode="ansi")
    env.reset(seed=3)
    totals = {"south": 0, "north": 0}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _info = env.last()
        totals[agent] += reward
        mask = observation["action_mask"]
        action = None if termination or truncation else env.action_space(agent).sample(mask)
        env.step(action)
    assert totals["south"] == -totals["north"]
    assert "giuthi" in env.render()


def test_the_gymnasium_env_against_the_engine_passes_the_checker():
    from gymnasium.utils.env_checker import check_env

    import mancala.gymnasium

    for player in ("south", "north"):
        env = mancala.gymnasium.EngineOpponentEnv(game="giuthi", holes=5, seeds=4, level=2,
                                                  nodes=500, player=player)
        check_env(env, skip_render_check=True)
        observation, _ = env.reset(seed=4)
        done = False
        rng = np.random.default_rng(4)
        while not done:
            legal = np.flatnonzero(observation["action_mask"])
            observation, reward, done, _, _ = env.step(int(rng.choice(legal)))
        assert reward in (-1.0, 0.0, 1.0)
