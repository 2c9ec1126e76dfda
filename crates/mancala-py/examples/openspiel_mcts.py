#!/usr/bin/env python3
"""OpenSpiel's MCTS bot against mancala.Engine, both colours of each game.

    python crates/mancala-py/examples/openspiel_mcts.py [--game mancala_en_dodoi]
        [--games 4] [--simulations 200] [--level 3] [--nodes 5000]

Needs ``pip install open_spiel``. Prints each game and the MCTS bot's score.
"""

import argparse

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import mancala
import mancala.openspiel


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="mancala_en_dodoi")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--simulations", type=int, default=200)
    parser.add_argument("--level", type=int, default=3)
    parser.add_argument("--nodes", type=int, default=5000)
    args = parser.parse_args()

    mancala.openspiel.register()
    game = pyspiel.load_game(args.game)
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=args.simulations,
                       evaluator=evaluator, random_state=rng)
    engine = mancala.Engine(hash_mb=16, seed=1)
    score = 0.0
    for number in range(args.games):
        mcts_player = number % 2
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player() == mcts_player:
                action = bot.step(state)
            else:
                move = engine.genmove(state.state, level=args.level, nodes=args.nodes)
                action = game.rules.move_to_action(move)
            state.apply_action(action)
        points = (state.returns()[mcts_player] + 1) / 2
        score += points
        side = "south" if mcts_player == 0 else "north"
        print(f"game {number + 1}: MCTS as {side}, {state.state.result()}, MCTS scores {points}")
    print(f"MCTS ({args.simulations} simulations) against level {args.level}: "
          f"{score}/{args.games}")


if __name__ == "__main__":
    main()
