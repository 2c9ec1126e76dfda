#!/usr/bin/env python3
"""Tunes the evaluation weights of each game by self-play.

Coordinate search: for each feature weight in turn, a challenger with that weight moved
up or down plays a match (both colours, balanced openings) against the current weights
at a fixed search depth; a challenger that scores at least --accept wins its place. The
step halves after a round with no change. Prints the best weights for each game, ready
to copy into crates/mancala-engine/src/eval.rs (Weights::for_game).

    scripts/tune.py --games 200 --rounds 3            # all four games
    scripts/tune.py --game giuthi --start 100/100/0/20/0
"""
import argparse
import json
import subprocess
import sys

DEFAULTS = {
    # game: (board arguments, search depth used while tuning, starting weights)
    "en-dodoi": ([], 6, [140, 50, 20, 0, 0]),
    "sadeqa-ii": ([], 4, [20, 20, 140, 0, 40]),
    "giuthi": ([], 3, [140, -20, 40, 60, 0]),
    "en-gehe": (["--holes", "12"], 3, [60, 10, 60, 0, 0]),
}
FEATURES = ["captured", "row seeds", "occupied holes", "sowable holes", "exposed seeds"]


def match(binary, game, board, depth, a, b, games, seed, threads):
    cmd = [binary, "match", "--game", game, *board, "--games", str(games), "--seed", str(seed),
           "--threads", str(threads), "--json",
           f"ab:depth={depth},weights={'/'.join(map(str, a))}",
           f"ab:depth={depth},weights={'/'.join(map(str, b))}"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)["score"]


def tune(args, game):
    board, depth, weights = DEFAULTS[game]
    if args.start:
        weights = [int(x) for x in args.start.split("/")]
    if args.depth:
        depth = args.depth
    step = args.step
    seed = args.seed
    for rnd in range(args.rounds):
        changed = False
        for i in range(len(weights)):
            for sign in (1, -1):
                trial = list(weights)
                trial[i] += sign * step
                seed += 1
                score = match(args.binary, game, board, depth, trial, weights, args.games, seed, args.threads)
                print(f"{game} round {rnd + 1} {FEATURES[i]} {'+' if sign > 0 else '-'}{step}: "
                      f"{'/'.join(map(str, trial))} scores {score:.3f} against {'/'.join(map(str, weights))}",
                      flush=True)
                if score >= args.accept:
                    weights = trial
                    changed = True
                    break
        if not changed:
            step //= 2
            if step < args.min_step:
                break
    return weights


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="target/release/mancala")
    parser.add_argument("--game", choices=sorted(DEFAULTS), help="tune one game (default: all)")
    parser.add_argument("--start", help="starting weights a/b/c/d/e")
    parser.add_argument("--depth", type=int, help="search depth of both players")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--step", type=int, default=40)
    parser.add_argument("--min-step", type=int, default=10)
    parser.add_argument("--accept", type=float, default=0.55)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    games = [args.game] if args.game else list(DEFAULTS)
    results = {}
    for game in games:
        results[game] = tune(args, game)
        print(f"BEST {game} {'/'.join(map(str, results[game]))}", flush=True)
    json.dump(results, sys.stdout)
    print()


if __name__ == "__main__":
    main()
