"""The four games as PettingZoo AEC environments (needs ``pip install pettingzoo``).

    import mancala.pettingzoo

    env = mancala.pettingzoo.env(game="giuthi", holes=8, seeds=8)
    env.reset(seed=1)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        mask = observation["action_mask"]
        action = None if termination or truncation else env.action_space(agent).sample(mask)
        env.step(action)

Agents ``"south"`` (moves first) and ``"north"``. Observations are dicts:
``"observation"``, the float32 planes of ``State.observation(agent)`` (shape
``(7, holes)``), and ``"action_mask"`` (int8, 1 at the legal actions of the agent to
move, zeros for the other). Actions are the package's integer actions. Rewards come at
the end: +1 win, -1 loss, 0 draw. In Giuthi a player with an extra move is selected
again. ``render()`` returns (``"ansi"``) or prints (``"human"``) the board as text.
"""

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import mancala

AGENTS = ["south", "north"]


class MancalaEnv(AECEnv):
    """An AEC environment over ``mancala.State``."""

    metadata = {"render_modes": ["human", "ansi"], "name": "mancala_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str = "en-dodoi",
        holes: Optional[int] = None,
        seeds: Optional[int] = None,
        options: Optional[Dict[str, Any]] = None,
        render_mode: Optional[str] = None,
    ):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is human or ansi, not {render_mode!r}")
        self.game = mancala.Game(game, holes=holes, seeds=seeds, options=options)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        total = float(2 * self.game.holes * self.game.seeds)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, total, self.game.observation_shape, np.float32),
                "action_mask": spaces.Box(0, 1, (self.game.num_actions,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(self.game.num_actions)
        self.observation_spaces = {a: self._observation_space for a in AGENTS}
        self.action_spaces = {a: self._action_space for a in AGENTS}
        self.game_state = self.game.new_state()
        self._reset_bookkeeping()

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    def _reset_bookkeeping(self) -> None:
        self.agents = list(AGENTS)
        self.rewards = {a: 0 for a in AGENTS}
        self._cumulative_rewards = {a: 0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.agent_selection = AGENTS[self.game_state.current_player]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        self.game_state = self.game.new_state()
        self._reset_bookkeeping()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        player = AGENTS.index(agent)
        if self.game_state.is_over() or self.game_state.current_player != player:
            mask = np.zeros(self.game.num_actions, np.int8)
        else:
            mask = self.game_state.legal_action_mask().astype(np.int8)
        return {"observation": self.game_state.observation(player), "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.game_state.play(int(action))
        self._cumulative_rewards[agent] = 0
        if self.game_state.is_over():
            south, north = self.game_state.returns()
            self.rewards = {"south": south, "north": north}
            self.terminations = {a: True for a in AGENTS}
            self.agent_selection = AGENTS[self.game_state.current_player]
        else:
            self.rewards = {a: 0 for a in AGENTS}
            self.agent_selection = AGENTS[self.game_state.current_player]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        text = str(self.game_state)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        pass


def env(**kwargs: Any) -> MancalaEnv:
    """A ``MancalaEnv`` (``game``, ``holes``, ``seeds``, ``options``, ``render_mode``)."""
    return MancalaEnv(**kwargs)
