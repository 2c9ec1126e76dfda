#!/usr/bin/env python3
"""Turns one `mancala match --json` result (standard input) into a Markdown table row."""
import json
import sys

r = json.loads(sys.stdin.read())
a = r["times"]["player_a"]
print(f"| {r['game']} 2x{r['holes']} | {r['player_a']} | {r['player_b']} | {r['games']} | "
      f"{r['wins']} / {r['draws']} / {r['losses']} | {100 * r['score']:.1f}% | "
      f"{r['elo']} ({r['elo_low']} .. {r['elo_high']}) | {a['avg_ms']} / {a['max_ms']} |")
