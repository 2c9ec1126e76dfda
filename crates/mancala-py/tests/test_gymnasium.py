"""The Gymnasium environment against the engine (skipped unless gymnasium is installed)."""

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import mancala  # noqa: E402
import mancala.gymnasium  # noqa: E402

Env = mancala.gymnasium.EngineOpponentEnv


@pytest.mark.parametrize(
    "kwargs,message",
    [
        ({"level": 0}, "level is a whole number from 1 to 10, not 0"),
        ({"level": 11}, "level is a whole number from 1 to 10, not 11"),
        ({"level": 2.5}, "level is a whole number from 1 to 10"),
        ({"level": "3"}, "level is a whole number from 1 to 10"),
        ({"level": True}, "level is a whole number from 1 to 10"),
        ({"nodes": 0}, "nodes is a whole number from 1 to 18446744073709551615, not 0"),
        ({"nodes": -5}, "nodes is a whole number from 1 to"),
        ({"nodes": 2**64}, "nodes is a whole number from 1 to"),
        ({"nodes": None}, "nodes is a whole number from 1 to"),
        ({"player": "west"}, "player is 'south' or 'north', not 'west'"),
        ({"player": 0}, "player is 'south' or 'north', not 0"),
        ({"render_mode": "human"}, "render_mode is None or 'ansi', not 'human'"),
        ({"render_mode": "rgb_array"}, "render_mode is None or 'ansi'"),
    ],
)
def test_bad_arguments_are_refused_when_the_environment_is_made(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Env(game="giuthi", holes=5, seeds=4, **kwargs)


def test_the_limits_the_engine_takes_are_accepted():
    for kwargs in (
        {"level": 1, "nodes": 1},
        {"level": 10, "nodes": 2**64 - 1},
        {"level": np.int64(3), "nodes": np.int32(200)},
        {"render_mode": "ansi"},
    ):
        env = Env(game="giuthi", holes=5, seeds=4, **kwargs)
        assert type(env.level) is int and type(env.nodes) is int
    env = Env(game="giuthi", holes=5, seeds=4, level=np.int64(3), nodes=200, player="north")
    env.reset(seed=1)
    assert env.level == 3 and env.game_state.current_player == 1


class FailingEngine:
    """``mancala.Engine`` whose ``genmove`` raises ``error`` at the ``fail_at``-th call
    since ``calls`` was last set to 0 (0: never)."""

    def __init__(self, fail_at, error):
        self.engine = mancala.Engine(hash_mb=16)
        self.fail_at = fail_at
        self.error = error
        self.calls = 0
        self.failed_at_ply = None

    def genmove(self, state, **limits):
        self.calls += 1
        if self.calls == self.fail_at:
            self.failed_at_ply = state.ply
            raise self.error
        return self.engine.genmove(state, **limits)


@pytest.mark.parametrize("player", ["south", "north"])
@pytest.mark.parametrize("fail_at", [1, 2])
@pytest.mark.parametrize("error", [KeyboardInterrupt(), ValueError("engine failed"), SystemExit(3)])
def test_a_step_whose_engine_reply_fails_takes_back_the_agents_move(player, fail_at, error):
    # fail_at 2: the engine fails on the second ply of its reply (a Giuthi extra move), so
    # the agent's move and one engine ply go back. The same action then goes through.
    env = Env(game="giuthi", holes=5, seeds=4, level=2, nodes=300, player=player)
    failures = 0
    for seed in range(30):
        observation, _ = env.reset(seed=seed)
        env.engine = engine = FailingEngine(fail_at, error)
        rng = np.random.default_rng(seed)
        done = False
        while not done and failures < 3:
            state = env.game_state
            assert state.current_player == env.player
            moves, position = state.moves(), state.to_json()
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            engine.calls = 0
            try:
                observation, _, done, _, _ = env.step(action)
                continue
            except type(error) as raised:
                assert raised is error
            failures += 1
            assert engine.failed_at_ply == len(moves) + fail_at
            assert state.moves() == moves and state.to_json() == position
            assert state.current_player == env.player and env.game_state is state
            engine.calls, engine.fail_at = 0, 0
            observation, _, done, _, _ = env.step(action)
            assert state.moves()[: len(moves) + 1] == moves + [env.game.action_to_move(action)]
            assert done or state.current_player == env.player
            engine.fail_at = fail_at
        if failures >= 3:
            break
    assert failures >= 3


def test_a_step_before_the_engine_has_moved_is_refused():
    # The agent is North and no reset() has played South's (the engine's) first move.
    env = Env(game="giuthi", holes=5, seeds=4, level=1, nodes=100, player="north")
    with pytest.raises(ValueError, match="call reset"):
        env.step(0)
    assert env.game_state.moves() == []
