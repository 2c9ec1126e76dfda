#!/usr/bin/env python3
"""Speed of the Python package (figures in docs/python.md; no test asserts them).

    python crates/mancala-py/benchmarks/bench.py [--seconds 3] [--mancala target/release/mancala]

1. ``State.legal_moves`` + ``State.play`` driven from Python, random games on En Dodoi
   2x6 (plies/s; the move is picked with a precomputed random index, so the Python loop
   and the two calls are what is measured), and the same with integer actions.
2. ``mancala.playouts`` plies/s on each board of ``mancala bench``, beside
   ``mancala bench --json`` on the same board when the binary is given.
"""

import argparse
import json
import random
import subprocess
import time

import mancala

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
    while time.perf_counter() - start < seconds:
        state = fresh.clone()
        while True:
            moves = state.legal_actions() if use_actions else state.legal_moves()
            if not moves:
                break
            state.play(moves[int(picks[i & mask] * len(moves))])
            i += 1
            plies += 1
    return plies / (time.perf_counter() - start)


def playouts_plies_per_second(board, seconds):
    """``mancala.playouts`` in batches for about ``seconds``: plies a second."""
    plies = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        plies += int(mancala.playouts(board, 1000, seed=seed)["plies"].sum())
        seed += 1
    return plies / (time.perf_counter() - start)


def bench_binary(binary, name, holes, seeds, seconds):
    out = subprocess.run(
        [binary, "bench", "--game", name, "--holes", str(holes), "--seeds", str(seeds),
         "--seconds", str(seconds), "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])["plies_per_sec"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--mancala", help="the mancala binary, for `mancala bench`")
    args = parser.parse_args()

    dodoi = mancala.Game("en-dodoi", holes=6, seeds=4)
    for label, use_actions in (("legal_moves + play(str)", False),
                               ("legal_actions + play(int)", True)):
        rate = api_plies_per_second(dodoi, args.seconds, use_actions)
        print(f"en-dodoi 2x6  {label:28} {rate:12,.0f} plies/s")

    print()
    print(f"{'board':16} {'playouts plies/s':>18} {'mancala bench':>15} {'ratio':>7}")
    for name, holes, seeds in BOARDS:
        board = mancala.Game(name, holes=holes, seeds=seeds)
        rate = playouts_plies_per_second(board, args.seconds)
        line = f"{name} 2x{holes:<5} {rate:18,.0f}"
        if args.mancala:
            native = bench_binary(args.mancala, name, holes, seeds, args.seconds)
            line += f" {native:15,.0f} {rate / native:7.2f}"
        print(line)


if __name__ == "__main__":
    main()
