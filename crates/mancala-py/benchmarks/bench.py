#!/usr/bin/env python3
"""Speed of the Python package (figures in docs/python.md; no test asserts them).

    python crates/mancala-py/benchmarks/bench.py [--seconds 3] [--mancala target/release/mancala]

1. ``State.legal_moves`` + ``State.play`` driven from Python, random games on En Dodoi
   2x6 (plies/s; the move is picked with a precomputed random index, so the Python loop
   and the two calls are what is measured), and the same with integer actions.
2. With OpenSpiel installed: the same random games through the OpenSpiel-registered
   game (``legal_actions`` + ``apply_action``) and through the project's pure-Python
   rules (tools/reference, ``legal_moves`` + ``play``): first each for about ``--seconds``
   one after the other, then paired, the two alternating in chunks of 5,000 plies (the
   same number of plies each, the same precomputed picks) so that both see the same load,
   beside the bounds of that ratio run in the same rotation: a trivial OpenSpiel Python
   game (what OpenSpiel's Python-game layer alone costs) and the Rust API without OpenSpiel.
3. ``mancala.playouts`` plies/s on each board of ``mancala bench``, beside
   ``mancala bench --json`` on the same board when the binary is given.

Each rate is given twice: by wall-clock time and by the CPU time the process (or the
``mancala bench`` child) used, which is the fairer figure on a machine shared with other
work.
"""

import argparse
import json
import random
import resource
import subprocess
import time

import os
import sys

import mancala

REFERENCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                         "tools", "reference")

BOARDS = [
    ("en-dodoi", 6, 4),
    ("sadeqa-ii", 6, 3),
    ("giuthi", 8, 8),
    ("en-gehe", 40, 4),
]


def api_plies_per_second(board, seconds, use_actions):
    """Random games played through the API for about ``seconds``: plies a second."""
    picks = [random.random() for _ in range(1 << 16)]
    mask = len(picks) - 1
    fresh = board.new_state()
    plies = 0
    i = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        state = fresh.clone()
        while True:
            moves = state.legal_actions() if use_actions else state.legal_moves()
            if not moves:
                break
            state.play(moves[int(picks[i & mask] * len(moves))])
            i += 1
            plies += 1
    return plies / (time.perf_counter() - start), plies / (time.process_time() - cpu)


def loop_plies_per_second(new_game, legal, play, seconds):
    """Random games through any rules object for about ``seconds``: plies a CPU second."""
    picks = [random.random() for _ in range(1 << 16)]
    mask = len(picks) - 1
    plies = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        game = new_game()
        while True:
            moves = legal(game)
            if not moves:
                break
            play(game, moves[int(picks[plies & mask] * len(moves))])
            plies += 1
    return plies / (time.process_time() - cpu)


def openspiel_against_reference(seconds):
    """Plies a CPU second of the OpenSpiel game and of tools/reference, En Dodoi 2x6:
    each alone, then paired (with the bounds: a trivial OpenSpiel Python game and the
    Rust API without OpenSpiel)."""
    try:
        import pyspiel
    except ImportError:
        return None
    import mancala.openspiel

    sys.path.insert(0, os.path.abspath(REFERENCE))
    import mancala_ref

    mancala.openspiel.register()
    game = pyspiel.load_game("mancala_en_dodoi(holes=6,seeds=4)")
    trivial = _trivial_game(pyspiel)
    rules = mancala.Game("en-dodoi", holes=6, seeds=4)
    sides = (
        (game.new_initial_state, lambda s: s.legal_actions(), lambda s, a: s.apply_action(a)),
        (lambda: mancala_ref.Game("en-dodoi", 6, 4), lambda g: g.legal_moves(),
         lambda g, m: g.play(m)),
        (trivial.new_initial_state, lambda s: s.legal_actions(), lambda s, a: s.apply_action(a)),
        (rules.new_state, lambda s: s.legal_actions(), lambda s, a: s.play(a)),
    )
    spiel = loop_plies_per_second(*sides[0], seconds)
    ref = loop_plies_per_second(*sides[1], seconds)
    return spiel, ref, paired_plies_per_second(sides, 5000, max(1, int(seconds * 4)))


def _trivial_game(pyspiel):
    """An OpenSpiel Python game with no rules to speak of (five legal actions, 33 plies a
    game, about a random En Dodoi 2x6 game's length), written like mancala.openspiel's:
    what OpenSpiel's Python-game layer alone costs a ply."""
    terminal = pyspiel.PlayerId.TERMINAL
    actions = [0, 2, 4, 6, 8]
    game_type = pyspiel.GameType(
        short_name="bench_trivial", long_name="bench trivial",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2, min_num_players=2,
        provides_information_state_string=False, provides_information_state_tensor=False,
        provides_observation_string=False, provides_observation_tensor=False,
        parameter_specification={})
    info = pyspiel.GameInfo(num_distinct_actions=12, max_chance_outcomes=0, num_players=2,
                            min_utility=-1.0, max_utility=1.0, utility_sum=0.0,
                            max_game_length=33)

    class State(pyspiel.State):
        def __init__(self, game):
            super().__init__(game)
            self.plies = 0
            self.player = 0

        def current_player(self):
            return self.player

        def is_terminal(self):
            return self.player is terminal

        def legal_actions(self, player=None):
            return [] if self.player is terminal else actions[:]

        def _legal_actions(self, player):
            return actions[:]

        def _apply_action(self, action):
            self.plies += 1
            self.player = terminal if self.plies >= 33 else 1 - self.player

        def _action_to_string(self, player, action):
            return str(action)

        def returns(self):
            return [0.0, 0.0]

        def __str__(self):
            return str(self.plies)

    class Game(pyspiel.Game):
        def __init__(self):
            super().__init__(game_type, info, {})

        def new_initial_state(self):
            return State(self)

    return Game()


def paired_plies_per_second(sides, chunk, rounds):
    """Each rules object in turn for ``chunk`` plies, ``rounds`` times: plies a CPU second."""
    picks = [random.random() for _ in range(1 << 16)]
    mask = len(picks) - 1
    plies = [0] * len(sides)
    cpu = [0.0] * len(sides)
    for _ in range(rounds):
        for k, (new_game, legal, play) in enumerate(sides):
            n = plies[k]
            end = n + chunk
            start = time.process_time()
            while n < end:
                game = new_game()
                while True:
                    moves = legal(game)
                    if not moves:
                        break
                    play(game, moves[int(picks[n & mask] * len(moves))])
                    n += 1
            cpu[k] += time.process_time() - start
            plies[k] = n
    return [p / c for p, c in zip(plies, cpu)]


def playouts_plies_per_second(board, seconds):
    """``mancala.playouts`` in batches for about ``seconds``: plies a second."""
    plies = 0
    seed = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        plies += int(mancala.playouts(board, 1000, seed=seed)["plies"].sum())
        seed += 1
    return plies / (time.perf_counter() - start), plies / (time.process_time() - cpu)


def child_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def bench_binary(binary, name, holes, seeds, seconds):
    """``mancala bench`` on one board: plies a second by wall clock and by its CPU time."""
    cpu = child_cpu()
    out = subprocess.run(
        [binary, "bench", "--game", name, "--holes", str(holes), "--seeds", str(seeds),
         "--seconds", str(seconds), "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    report = json.loads(out.strip().splitlines()[-1])
    return report["plies_per_sec"], report["plies"] / (child_cpu() - cpu)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--mancala", help="the mancala binary, for `mancala bench`")
    args = parser.parse_args()

    dodoi = mancala.Game("en-dodoi", holes=6, seeds=4)
    for label, use_actions in (("legal_moves + play(str)", False),
                               ("legal_actions + play(int)", True)):
        wall, cpu = api_plies_per_second(dodoi, args.seconds, use_actions)
        print(f"en-dodoi 2x6  {label:26} {wall:10,.0f} plies/s ({cpu:,.0f} a CPU second)")

    compared = openspiel_against_reference(args.seconds)
    if compared:
        spiel, ref, (paired_spiel, paired_ref, trivial, api) = compared
        print(f"en-dodoi 2x6  OpenSpiel game {spiel:,.0f} plies a CPU second, "
              f"tools/reference {ref:,.0f}: {spiel / ref:.1f}x")
        print(f"en-dodoi 2x6  the same paired: OpenSpiel game {paired_spiel:,.0f}, "
              f"tools/reference {paired_ref:,.0f}: {paired_spiel / paired_ref:.1f}x; bounds: "
              f"trivial OpenSpiel Python game {trivial:,.0f} ({trivial / paired_ref:.1f}x), "
              f"Rust API alone {api:,.0f} ({api / paired_ref:.1f}x)")

    print()
    print("plies/s, by wall clock / by CPU time")
    print(f"{'board':16} {'mancala.playouts':>23} {'mancala bench':>23} {'ratio (CPU)':>12}")
    for name, holes, seeds in BOARDS:
        board = mancala.Game(name, holes=holes, seeds=seeds)
        wall, cpu = playouts_plies_per_second(board, args.seconds)
        line = f"{name + ' 2x' + str(holes):16} {wall:11,.0f} /{cpu:10,.0f}"
        if args.mancala:
            native_wall, native_cpu = bench_binary(args.mancala, name, holes, seeds, args.seconds)
            line += f" {native_wall:11,.0f} /{native_cpu:10,.0f} {cpu / native_cpu:12.2f}"
        print(line)


if __name__ == "__main__":
    main()
