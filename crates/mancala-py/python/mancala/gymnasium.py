"""A single-agent Gymnasium environment: one side of a game against ``mancala.Engine``.

    import mancala.gymnasium

    env = mancala.gymnasium.EngineOpponentEnv(game="en-dodoi", level=3, player="south")
    observation, info = env.reset(seed=1)
    observation, reward, terminated, truncated, info = env.step(action)

The agent plays ``player``; the engine at ``level`` (1 to 10, at most ``nodes`` nodes a
move) plays the other side, as many plies as it has (Giuthi's extra moves included),
before the agent is asked again. Observations and actions are those of
``mancala.pettingzoo`` (the planes of ``State.observation`` and an int8 action mask);
the reward comes at the end: +1 win, -1 loss, 0 draw. An illegal action (the mask
tells the legal ones) loses: the episode ends with -1 and ``info["illegal_action"]``
holding the rules' message. ``level``, ``nodes``, ``player`` and ``render_mode`` are
checked when the environment is made (ValueError). A step is all or nothing: when the
engine's reply fails (an error, or Ctrl-C during its search), the agent's move is taken
back too and the exception goes on.
"""

import operator
from typing import Any, Dict, Optional, Tuple

import gymnasium
import numpy as np
from gymnasium import spaces

import mancala

AGENTS = ["south", "north"]

# What mancala.Engine.genmove accepts.
_LEVELS = (1, 10)
_MAX_NODES = 2**64 - 1


def _whole(name: str, value: Any, least: int, most: int) -> int:
    """``value`` as an int when it is a whole number (not a bool) from ``least`` to
    ``most``, else a ValueError naming ``name`` and the range."""
    try:
        whole = None if isinstance(value, bool) else operator.index(value)
    except TypeError:
        whole = None
    if whole is None or not least <= whole <= most:
        raise ValueError(f"{name} is a whole number from {least} to {most}, not {value!r}")
    return whole


class EngineOpponentEnv(gymnasium.Env):
    """One side of a mancala game, the engine playing the other."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str = "en-dodoi",
        holes: Optional[int] = None,
        seeds: Optional[int] = None,
        options: Optional[Dict[str, Any]] = None,
        level: int = 1,
        nodes: int = 5000,
        player: str = "south",
        render_mode: Optional[str] = None,
    ):
        # Checked here: a bad one would otherwise fail in step(), after the agent's move.
        level = _whole("level", level, *_LEVELS)
        nodes = _whole("nodes", nodes, 1, _MAX_NODES)
        if not isinstance(player, str) or player not in AGENTS:
            raise ValueError(f"player is 'south' or 'north', not {player!r}")
        modes = self.metadata["render_modes"]
        if render_mode is not None and render_mode not in modes:
            allowed = " or ".join(repr(m) for m in [None, *modes])
            raise ValueError(f"render_mode is {allowed}, not {render_mode!r}")
        self.game = mancala.Game(game, holes=holes, seeds=seeds, options=options)
        self.level = level
        self.nodes = nodes
        self.player = AGENTS.index(player)
        self.render_mode = render_mode
        self.engine = mancala.Engine(hash_mb=16)
        total = float(2 * self.game.holes * self.game.seeds)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, total, self.game.observation_shape, np.float32),
                "action_mask": spaces.Box(0, 1, (self.game.num_actions,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.game.num_actions)
        self.game_state = self.game.new_state()

    def _observe(self) -> Dict[str, np.ndarray]:
        if self.game_state.is_over():
            mask = np.zeros(self.game.num_actions, np.int8)
        else:
            mask = self.game_state.legal_action_mask().astype(np.int8)
        return {"observation": self.game_state.observation(self.player), "action_mask": mask}

    def _engine_plays(self) -> None:
        state = self.game_state
        while not state.is_over() and state.current_player != self.player:
            state.play(self.engine.genmove(state, level=self.level, nodes=self.nodes))

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict] = None
    ) -> Tuple[Dict[str, np.ndarray], dict]:
        super().reset(seed=seed)
        if seed is not None:
            self.engine = mancala.Engine(hash_mb=16, seed=seed)
        self.game_state = self.game.new_state()
        self._engine_plays()
        return self._observe(), {}

    def step(self, action: int) -> Tuple[Dict[str, np.ndarray], float, bool, bool, dict]:
        if self.game_state.is_over():
            raise ValueError("the game is over: call reset()")
        if self.game_state.current_player != self.player:
            # Before the first reset() (the agent North), or after one whose engine moves
            # failed: the agent never plays the engine's side.
            raise ValueError("the engine's moves were not all played: call reset()")
        state = self.game_state
        before = state.ply
        try:
            try:
                state.play(int(action))
            except ValueError as error:
                # An illegal action loses the game (the state stays as it was).
                return self._observe(), -1.0, True, False, {"illegal_action": str(error)}
            self._engine_plays()
        except BaseException:
            # All or nothing: the engine's reply failed (an error, Ctrl-C), so the agent's
            # move and whatever the engine played go back; the agent is to move again.
            while state.ply > before:
                state.undo()
            raise
        over = self.game_state.is_over()
        reward = float(self.game_state.returns()[self.player]) if over else 0.0
        return self._observe(), reward, over, False, {}

    def render(self) -> Optional[str]:
        if self.render_mode == "ansi":
            return str(self.game_state)
        return None
