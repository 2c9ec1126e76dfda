#!/usr/bin/env python3
"""Differential test: the mancala engine (line protocol) against mancala_ref.

Plays random games on both, comparing `legal_moves` and `state` at every
ply, with undo now and then, illegal-move probes, and random study positions
set through `set_position`.  Stops at the first disagreement, printing the
case, and exits 1; otherwise prints "N passed, 0 failed" and exits 0.

    python3 tools/reference/difftest.py --engine target/release/mancala \
        --games 500 --seed 1 --seconds 60
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mancala_ref as ref  # noqa: E402

STATE_KEY_ORDER = ["game", "holes", "seeds", "options", "board", "captured",
                   "to_move", "ply", "result"]


class Mismatch(Exception):
    pass


class EngineDied(Mismatch):
    pass


# ------------------------------------------------------------------ engine

class Engine:
    def __init__(self, path, timeout):
        self.timeout = timeout
        self.err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([path, "engine"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.err)
        self.buf = b""
        self.next_id = 1
        self.log = []          # recent (command, raw answer) pairs

    def stderr_tail(self, limit=2000):
        try:
            self.err.seek(0)
            data = self.err.read()
            return data[-limit:].decode("utf-8", "replace")
        except Exception:
            return ""

    def send_raw(self, text):
        try:
            self.proc.stdin.write(text.encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineDied(f"engine closed its input ({e}); stderr:\n{self.stderr_tail()}")

    def read_answer(self):
        deadline = time.monotonic() + self.timeout
        fd = self.proc.stdout.fileno()
        while b"\n\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineDied(f"no complete answer within {self.timeout}s; "
                                 f"got so far: {self.buf!r}")
            r, _, _ = select.select([fd], [], [], left)
            if not r:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                raise EngineDied(f"engine exited (code {self.proc.poll()}); partial "
                                 f"output {self.buf!r}; stderr:\n{self.stderr_tail()}")
            self.buf += chunk
        raw, self.buf = self.buf.split(b"\n\n", 1)
        return raw.decode("utf-8", "replace")

    def cmd(self, line, use_id=None):
        """Send one command; return (ok, text, raw).  Checks the framing."""
        if use_id is None:
            use_id = random.random() < 0.3
        cid = None
        if use_id:
            cid = self.next_id
            self.next_id += 1
            line = f"{cid} {line}"
        self.send_raw(line + "\n")
        raw = self.read_answer()
        self.log.append((line, raw))
        del self.log[:-6]
        lines = [x[:-1] if x.endswith("\r") else x for x in raw.split("\n")]
        m = re.fullmatch(r"([=?])(\d*)(?: (.*))?", lines[0], re.S)
        if not m:
            raise Mismatch(f"malformed answer to {line!r}: {raw!r}")
        if (m.group(2) or None) != (str(cid) if cid is not None else None):
            raise Mismatch(f"answer id {m.group(2)!r} for command {line!r} (raw {raw!r})")
        text = m.group(3) or ""
        if len(lines) > 1:
            text = "\n".join([text] + lines[1:]) if text else "\n".join(lines[1:])
        return m.group(1) == "=", text, raw

    def expect_ok(self, line):
        ok, text, raw = self.cmd(line)
        if not ok:
            raise Mismatch(f"engine failed {line!r}: {raw!r}")
        return text

    def close(self):
        try:
            ok, _, _ = self.cmd("quit", use_id=False)
            self.proc.stdin.close()
            rc = self.proc.wait(timeout=10)
            return ok, rc
        except Exception as e:  # noqa: BLE001
            self.proc.kill()
            return False, repr(e)


# ------------------------------------------------------------------ compare

def strict_eq(a, b):
    """JSON equality that keeps true apart from 1 and 1 apart from 1.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(strict_eq(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(strict_eq(x, y) for x, y in zip(a, b))
    return a == b


def check_state_text(text):
    """Parse the engine's state answer, checking it is compact one-line JSON."""
    if "\n" in text:
        raise Mismatch(f"state answer spans several lines: {text!r}")
    try:
        st = json.loads(text)
    except json.JSONDecodeError as e:
        raise Mismatch(f"state answer is not JSON ({e}): {text!r}")
    if not isinstance(st, dict):
        raise Mismatch(f"state answer is not an object: {text!r}")
    if json.dumps(st, separators=(",", ":"), ensure_ascii=False) != text:
        raise Mismatch(f"state answer is not compact JSON: {text!r}")
    keys = [k for k in st if k in STATE_KEY_ORDER]
    if keys != [k for k in STATE_KEY_ORDER if k in st]:
        raise Mismatch(f"state keys out of order: {list(st)}")
    return st


NOTES = set()
SEARCH = True      # also probe genmove / analyze now and then


STATS = {}


def count(what, k=1):
    STATS[what] = STATS.get(what, 0) + k


def note_coverage(game, legal):
    """Tally rule situations seen, for the coverage line."""
    if game.result is not None:
        count(f"end {game.game} {game.result['reason']}")
        return
    m = game.to_move
    row = game.board[m * game.n:(m + 1) * game.n]
    if game.game == "giuthi":
        if legal == ["pass"]:
            count("giuthi pass")
            return
        cands = 2 * sum(1 for x in row if x >= 2)
    else:
        if (game.game == "sadeqa-ii" and game.opts["opening_rule"]
                and not game.opening_done[m]):
            count("sadeqa forced opening" if legal == [str(game.n)]
                  else "sadeqa opening lapsed")
            return
        cands = sum(1 for x in row if x >= 1)
    if cands > len(legal):
        count("moves cut by lap limit", cands - len(legal))


def compare(eng, game):
    """Compare legal_moves and state of engine and reference."""
    exp_moves = game.legal_moves()
    note_coverage(game, exp_moves)
    ok, text, raw = eng.cmd("legal_moves")
    if not ok:
        raise Mismatch(f"legal_moves failed: {raw!r}", exp_moves)
    got_moves = text.split()
    if got_moves != exp_moves:
        raise Mismatch("legal_moves differ", exp_moves, got_moves)
    if text != " ".join(exp_moves):
        raise Mismatch("legal_moves formatting differs", " ".join(exp_moves), text)
    ok, text, raw = eng.cmd("state")
    if not ok:
        raise Mismatch(f"state failed: {raw!r}")
    got = check_state_text(text)
    exp = game.state()
    extra = set(got) - set(exp)
    if extra:
        NOTES.add(f"engine state has extra fields {sorted(extra)}")
    sub = {k: got[k] for k in got if k in exp}
    if not strict_eq(sub, exp) or set(exp) - set(got):
        diff = {k: (exp.get(k), got.get(k)) for k in exp
                if k not in got or not strict_eq(exp[k], got[k])}
        raise Mismatch(f"state differs in {sorted(diff)}", exp, got)


# ------------------------------------------------------------------ set-ups

NEW_GAME_CONFIGS = [
    ("en-gehe", 40, 4), ("en-gehe", 40, 4), ("en-gehe", 5, 4), ("en-gehe", 3, 2),
    ("en-gehe", 7, 3), ("en-gehe", 64, 1),
    ("en-dodoi", 6, 4), ("en-dodoi", 6, 4), ("en-dodoi", 8, 4), ("en-dodoi", 10, 4),
    ("en-dodoi", 2, 1), ("en-dodoi", 3, 3), ("en-dodoi", 5, 2), ("en-dodoi", 4, 100),
    ("en-dodoi", 2, 255),
    ("sadeqa-ii", 6, 3), ("sadeqa-ii", 6, 3), ("sadeqa-ii", 4, 3), ("sadeqa-ii", 3, 2),
    ("sadeqa-ii", 5, 1), ("sadeqa-ii", 7, 4), ("sadeqa-ii", 3, 50),
    ("giuthi", 8, 8), ("giuthi", 8, 8), ("giuthi", 5, 4), ("giuthi", 6, 6),
    ("giuthi", 6, 4), ("giuthi", 7, 6), ("giuthi", 8, 4), ("giuthi", 10, 9),
    ("giuthi", 3, 2), ("giuthi", 2, 1), ("giuthi", 4, 5), ("giuthi", 5, 3),
    ("giuthi", 2, 255), ("giuthi", 3, 2),
]


def random_options(rng, game, prob=0.5):
    opts = {}
    if rng.random() >= prob:
        return opts
    r = rng.random()
    if r < 0.6:
        opts["lap_limit"] = rng.randint(1, 50)
    elif r < 0.75:
        opts["lap_limit"] = rng.randint(51, 2000)
    elif r < 0.85:
        opts["lap_limit"] = 10000
    if game in ("en-gehe", "en-dodoi") and rng.random() < 0.5:
        opts["capture_lone_seed"] = rng.random() < 0.7
    if rng.random() < 0.4:
        opts["repetition"] = rng.choice(["draw", "own-row"])
    if game == "sadeqa-ii" and rng.random() < 0.5:
        opts["opening_rule"] = rng.random() < 0.3
    return opts


def opt_text(v):
    return ("true" if v else "false") if isinstance(v, bool) else str(v)


def setup_new_game(rng):
    game, n, s = rng.choice(NEW_GAME_CONFIGS)
    opts = random_options(rng, game)
    words = ["new_game", game]
    if rng.random() < 0.1 and (n, s) == ref.GAME_DEFAULTS[game][:2]:
        pass  # rely on the defaults
    else:
        words += [f"holes={n}", f"seeds={s}"]
    items = list(opts.items())
    rng.shuffle(items)
    words += [f"{k}={opt_text(v)}" for k, v in items]
    g = ref.Game(game, n, s, opts)
    return " ".join(words), g


def random_board(rng, game, n):
    zero_p = rng.choice([0.2, 0.4, 0.6, 0.8])
    top = rng.choice([1, 2, 3, 4, 6] if game != "giuthi" else [2, 3, 4, 5])
    b = [0 if rng.random() < zero_p else rng.randint(1, top) for _ in range(2 * n)]
    if rng.random() < 0.1:
        b[rng.randrange(2 * n)] = rng.randint(10, 60)
    return b


def setup_position(rng):
    game = rng.choice(list(ref.GAME_DEFAULTS))
    r = rng.random()
    n = rng.randint(2, 6) if r < 0.7 else rng.randint(7, 12) if r < 0.95 else rng.randint(13, 64)
    seeds = rng.randint(1, 9)
    opts = ref.normalize_options(game, random_options(rng, game, 0.7))
    pos = {"game": game, "holes": n, "seeds": seeds, "options": opts,
           "board": random_board(rng, game, n),
           "captured": [rng.randint(0, 12), rng.randint(0, 12)],
           "to_move": rng.choice(["south", "north"]),
           "ply": rng.choice([0, rng.randint(1, 300)])}
    if game == "sadeqa-ii":
        pos["opening_done"] = [rng.random() < 0.5, rng.random() < 0.5]
    if rng.random() < 0.2:
        pos["result"] = None
    elif rng.random() < 0.1:
        pos["result"] = {"winner": "north", "score": [0, 99], "reason": "repetition"}
    if rng.random() < 0.1:
        pos["comment"] = "study"  # unknown field: ignored
    g = ref.Game.from_position(pos)
    items = list(pos.items())
    if rng.random() < 0.2:  # key order should not matter
        rng.shuffle(items)
    seps = (",", ":") if rng.random() < 0.8 else (", ", ": ")
    return "set_position " + json.dumps(dict(items), separators=seps), g


def illegal_candidates(game, legal):
    n = game.n
    cands = ["0", str(n + 1), "pass", "x", "1R" if game.game != "giuthi" else "1"]
    if game.game == "giuthi":
        cands += [f"{k}{d}" for k in range(1, n + 1) for d in "RL"] + [f"{n + 1}R", "1X"]
    else:
        cands += [str(k) for k in range(1, n + 1)]
    return [c for c in cands if c not in legal]


# ------------------------------------------------------------------ driving

def choose_move(rng, game, legal, hunt):
    """A random legal move; in `hunt` mode prefer moves that repeat an
    earlier position, then moves that capture nothing (repetitions are
    otherwise rare in random play)."""
    if not hunt:
        return rng.choice(legal)
    outs = game._outcomes()
    rep, quiet = [], []
    for m in legal:
        a = outs[m]
        key = (tuple(a["board"]), tuple(a["captured"]), a["to_move"])
        if game.game == "sadeqa-ii":
            key += (tuple(a["opening_done"]),)
        if game.seen[key]:
            rep.append(m)
        if a["captured"] == game.captured:
            quiet.append(m)
    if rep and rng.random() < 0.9:
        return rng.choice(rep)
    if quiet and rng.random() < 0.9:
        return rng.choice(quiet)
    return rng.choice(legal)


def play_one(eng, rng, setup_line, game, moves, max_plies, deadline):
    """Play a game to its end.  Returns 'done', 'capped' or 'timeout'."""
    hunt = rng.random() < 0.3
    ok, text, raw = eng.cmd(setup_line)
    if not ok:
        raise Mismatch(f"engine rejected the set-up: {raw!r}")
    while True:
        compare(eng, game)
        if game.result is not None:
            # After the end: play fails; sometimes undo the last ply and
            # finish again.
            ok, _, raw = eng.cmd("play " + rng.choice(["1", "1R", "pass"]))
            if ok:
                raise Mismatch(f"play accepted after the game ended: {raw!r}")
            if SEARCH and rng.random() < 0.1:
                ok, _, raw = eng.cmd("genmove depth=1")
                if ok:
                    raise Mismatch(f"genmove succeeded after the game ended: {raw!r}")
            if game.history and rng.random() < 0.2:
                eng.expect_ok("undo")
                game.undo()
                moves.append("undo")
                count("undo")
                continue
            return "done"
        if time.monotonic() > deadline:
            return "timeout"
        if len([m for m in moves if m != "undo"]) >= max_plies:
            return "capped"
        legal = game.legal_moves()
        r = rng.random()
        if r < 0.05 and game.history:
            for _ in range(rng.randint(1, min(3, len(game.history)))):
                eng.expect_ok("undo")
                game.undo()
                moves.append("undo")
                count("undo")
            continue
        if r < 0.08:
            bad = rng.choice(illegal_candidates(game, legal))
            count("illegal move probe")
            ok, text, raw = eng.cmd("play " + bad)
            if ok:
                raise Mismatch(f"engine accepted illegal move {bad!r}", legal, raw)
            words = set(re.findall(r"[A-Za-z0-9]+", text))
            missing = [m for m in legal if m not in words]
            if missing:
                raise Mismatch(f"failure for illegal move {bad!r} does not name "
                               f"legal moves {missing}: {raw!r}")
            continue  # the next compare checks nothing changed
        if SEARCH and r < 0.10:
            # analyze must list exactly the legal moves, one a line.
            ok, text, raw = eng.cmd("analyze depth=1")
            if not ok:
                raise Mismatch(f"analyze failed: {raw!r}")
            lines = [x for x in text.split("\n") if x.strip()]
            got = [x.split()[0] for x in lines]
            if sorted(got) != sorted(legal) or len(got) != len(legal):
                raise Mismatch("analyze does not list the legal moves", legal, got)
            for x in lines:
                if not re.fullmatch(r"\S+ score=(-?\d+|(win|loss|draw)-\d+) pv=\S*( proved=-?\d+)?", x):
                    raise Mismatch(f"analyze line malformed: {x!r}")
            continue
        if SEARCH and r < 0.12:
            ok, text, raw = eng.cmd("genmove depth=1")
            if not ok:
                raise Mismatch(f"genmove failed: {raw!r}")
            mv = text.strip()
            if mv not in legal:
                raise Mismatch(f"genmove chose {mv!r}, not a legal move", legal, raw)
            game.play(mv)
            moves.append(mv)
            continue
        mv = choose_move(rng, game, legal, hunt)
        ok, text, raw = eng.cmd("play " + mv + ("\r" if rng.random() < 0.05 else ""))
        if not ok:
            raise Mismatch(f"engine refused legal move {mv!r}: {raw!r}")
        game.play(mv)
        moves.append(mv)


def sanity(eng):
    """Protocol basics on a fresh engine."""
    ok, text, raw = eng.cmd("protocol_version", use_id=False)
    if not ok or text != "2":
        raise Mismatch(f"protocol_version answered {raw!r}")
    for c in ("legal_moves", "state", "play 1", "undo"):
        ok, text, raw = eng.cmd(c)
        if ok:
            raise Mismatch(f"{c!r} before any game succeeded: {raw!r}")
    eng.send_raw("\n# a comment line\n")
    ok, text, raw = eng.cmd("known_command state", use_id=False)
    if not ok or text != "true":
        raise Mismatch(f"known_command state answered {raw!r}")
    ok, text, raw = eng.cmd("known_command frobnicate")
    if not ok or text != "false":
        raise Mismatch(f"known_command frobnicate answered {raw!r}")
    ok, text, raw = eng.cmd("frobnicate")
    if ok:
        raise Mismatch(f"unknown command succeeded: {raw!r}")
    for c in ("list_commands", "name", "version"):
        eng.expect_ok(c)
    ok, text, raw = eng.cmd("list_commands")
    listed = text.split("\n")
    for c in ("protocol_version", "new_game", "legal_moves", "play", "undo",
              "state", "set_position", "quit", "genmove", "analyze"):
        ok2, known, raw2 = eng.cmd(f"known_command {c}")
        if (c in listed) != (known == "true"):
            raise Mismatch(f"list_commands and known_command disagree on {c}: "
                           f"{raw!r} / {raw2!r}")
        if c not in listed:
            if c in ("genmove", "analyze"):
                global SEARCH
                if SEARCH:
                    NOTES.add(f"engine lacks {c}: genmove/analyze probes skipped")
                SEARCH = False
            else:
                raise Mismatch(f"list_commands lacks {c}: {raw!r}")
    # Bad set-ups fail and change nothing.
    g = ref.Game("giuthi", 5, 4)
    eng.expect_ok("new_game giuthi holes=5 seeds=4")
    for bad in ("new_game nosuchgame", "new_game giuthi holes=1",
                "new_game giuthi holes=65", "new_game en-dodoi seeds=0",
                "new_game en-dodoi seeds=256", "new_game giuthi lap_limit=0",
                "new_game giuthi lap_limit=1000001",
                "new_game en-dodoi repetition=sometimes",
                "new_game sadeqa-ii opening_rule=maybe",
                "set_position {not json", "play 9R", "play 0R"):
        ok, text, raw = eng.cmd(bad)
        if ok:
            raise Mismatch(f"{bad!r} succeeded: {raw!r}")
        compare(eng, g)
    # Readings the documents leave open: only noted, not failed.
    for bad in ("new_game giuthi capture_lone_seed=true",
                "new_game sadeqa-ii capture_lone_seed=true",
                'set_position {"game":"giuthi"}', "undo"):
        ok, text, raw = eng.cmd(bad)
        if ok:
            NOTES.add(f"engine accepts {bad!r} (reference rejects it)")
            eng.expect_ok("new_game giuthi holes=5 seeds=4")
        compare(eng, g)
    # Defaults of each game.
    for name in ref.GAME_DEFAULTS:
        eng.expect_ok(f"new_game {name}")
        compare(eng, ref.Game(name))


def describe(setup_line, moves, game, exc):
    out = ["MISMATCH: " + str(exc.args[0])]
    out.append(f"set-up: {setup_line}")
    out.append(f"moves ({len(moves)}): {' '.join(moves) or '(none)'}")
    if game is not None:
        out.append("reference state: " + game.state_json())
        out.append("reference legal_moves: " + " ".join(game.legal_moves()))
    if len(exc.args) >= 2:
        out.append("expected: " + (json.dumps(exc.args[1], separators=(",", ":"))
                                   if not isinstance(exc.args[1], str) else exc.args[1]))
    if len(exc.args) >= 3:
        out.append("engine:   " + (json.dumps(exc.args[2], separators=(",", ":"))
                                   if not isinstance(exc.args[2], str) else exc.args[2]))
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", default="target/release/mancala")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--max-plies", type=int, default=3000)
    ap.add_argument("--positions", type=float, default=0.4,
                    help="share of games started from a random set_position")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds to wait for one answer")
    ap.add_argument("--no-search", action="store_true",
                    help="do not probe genmove and analyze")
    args = ap.parse_args()
    global SEARCH
    SEARCH = not args.no_search

    engine = args.engine
    if not os.path.isabs(engine) and not os.path.exists(engine):
        alt = os.path.join(HERE, "..", "..", engine)
        if os.path.exists(alt):
            engine = os.path.normpath(alt)
    if not os.path.exists(engine):
        print(f"engine binary not found: {args.engine}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    print(f"difftest: engine {engine}, seed {seed}", flush=True)
    rng = random.Random(seed)
    random.seed(seed ^ 0x5EED)   # command ids
    start = time.monotonic()
    deadline = start + args.seconds

    eng = Engine(engine, args.timeout)
    passed = capped = 0
    setup_line, moves, game = "(protocol sanity checks)", [], None
    try:
        sanity(eng)
        for i in range(args.games):
            if time.monotonic() > deadline:
                break
            if rng.random() < args.positions:
                setup_line, game = setup_position(rng)
            else:
                setup_line, game = setup_new_game(rng)
            moves = []
            outcome = play_one(eng, rng, setup_line, game, moves,
                               args.max_plies, deadline)
            if outcome == "timeout":
                break
            passed += 1
            capped += outcome == "capped"
    except Mismatch as exc:
        print(describe(setup_line, moves, game, exc))
        print("recent commands:")
        for line, raw in eng.log:
            print(f"  > {line}\n  < {raw!r}")
        tail = eng.stderr_tail()
        if tail:
            print("engine stderr (tail):\n" + tail)
        print(f"seed {seed}")
        print(f"{passed} passed, 1 failed")
        eng.proc.kill()
        return 1
    ok, rc = eng.close()
    if not ok or rc != 0:
        print(f"quit: answered ok={ok}, exit status {rc}")
        print(f"{passed} passed, 1 failed")
        return 1
    for note in sorted(NOTES):
        print("note:", note)
    print("coverage (counted at each comparison): "
          + ", ".join(f"{k}: {v}" for k, v in sorted(STATS.items())))
    extra = f", {capped} stopped at {args.max_plies} plies" if capped else ""
    print(f"{time.monotonic() - start:.1f}s, seed {seed}{extra}")
    print(f"{passed} passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
