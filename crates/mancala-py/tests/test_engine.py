"""The engine and the solver through Python: legal answers, exact values on small positions."""

import random
import threading
import time

import mancala


def value(state, side):
    """``side``'s value under perfect play by exhaustive search over the API: the final
    margin (0 for any draw, repetition included), or 1/0/-1 in Sadeqa II."""
    result = state.result()
    if result is not None:
        if result["winner"] == "draw":
            return 0
        if state.game.name == "sadeqa-ii":
            return 1 if result["winner"] == ("south", "north")[side] else -1
        return result["score"][side] - result["score"][1 - side]
    values = []
    for move in state.legal_moves():
        state.play(move)
        values.append(value(state, side))
        state.undo()
    return max(values) if state.current_player == side else min(values)


# Small boards whose whole game tree an exhaustive search covers in well under a second.
SMALL = [
    ("en-dodoi", 2, 1),
    ("en-dodoi", 2, 2),
    ("giuthi", 2, 2),
    ("sadeqa-ii", 2, 1),
    ("sadeqa-ii", 2, 2),
    ("sadeqa-ii", 3, 1),
]


def test_solve_agrees_with_exhaustive_search():
    engine = mancala.Engine(hash_mb=16)
    for name, holes, seeds in SMALL:
        state = mancala.Game(name, holes=holes, seeds=seeds).new_state()
        expected = value(state.clone(), state.current_player)
        solved = engine.solve(state)
        assert solved["value"] == expected, (name, holes, seeds)
        assert solved["lower"] == solved["upper"] == expected
        # The optimal line is legal and ends the game.
        line = state.clone()
        for move in solved["pv"]:
            line.play(move)
        assert line.is_over()
        moves = engine.solve(state, moves=True)
        assert moves["value"] == expected
        assert moves["moves"][0]["value"] == expected
        assert sorted(m["move"] for m in moves["moves"]) == sorted(state.legal_moves())


def test_solve_counts_the_history():
    # Positions after a few random plies: their value depends on the positions before them.
    engine = mancala.Engine(hash_mb=16)
    rng = random.Random(9)
    for name, holes, seeds in SMALL:
        for _ in range(5):
            state = mancala.Game(name, holes=holes, seeds=seeds).new_state()
            for _ in range(rng.randrange(1, 6)):
                if state.is_over():
                    break
                state.play(rng.choice(state.legal_moves()))
            if state.is_over():
                continue
            expected = value(state.clone(), state.current_player)
            assert engine.solve(state)["value"] == expected, (name, state.moves())


def test_solve_a_finished_game_raises():
    state = mancala.Game("en-dodoi", holes=2, seeds=1).new_state()
    while not state.is_over():
        state.play(state.legal_moves()[0])
    engine = mancala.Engine(hash_mb=16)
    try:
        engine.solve(state)
    except ValueError as error:
        assert "game is over" in str(error)
    else:
        raise AssertionError("solving a finished game did not raise")


def test_limits_give_bounds():
    engine = mancala.Engine(hash_mb=16)
    state = mancala.Game("giuthi").new_state()
    solved = engine.solve(state, nodes=1000)
    assert solved["value"] is None
    assert solved["lower"] <= solved["upper"]
    assert solved["pv"] == [] and solved["best"] is None


def test_genmove_and_analyze_give_legal_moves():
    engine = mancala.Engine(hash_mb=16)
    for name in mancala.GAMES:
        # En Gehé on a short board keeps the test quick.
        state = mancala.Game(name, holes=12 if name == "en-gehe" else None).new_state()
        for level in (1, 5, 10):
            move = engine.genmove(state, nodes=3000, level=level)
            assert move in state.legal_moves()
        analysis = engine.analyze(state, nodes=3000)
        assert analysis["best"] in state.legal_moves()
        assert sorted(line["move"] for line in analysis["moves"]) == sorted(state.legal_moves())
        assert analysis["moves"][0]["move"] == analysis["best"]
        assert analysis["depth"] >= 1 and analysis["nodes"] > 0


def test_an_engine_plays_a_whole_game():
    engine = mancala.Engine(hash_mb=16)
    state = mancala.Game("en-dodoi").new_state()
    while not state.is_over():
        state.play(engine.genmove(state, nodes=2000, level=3))
    assert state.result()["winner"] in ("south", "north", "draw")


def test_search_releases_the_gil():
    # Another Python thread keeps running while the engine searches for 0.5 s.
    engine = mancala.Engine(hash_mb=16)
    state = mancala.Game("giuthi").new_state()
    ticks = []
    done = threading.Event()

    def count():
        while not done.is_set():
            ticks.append(1)
            time.sleep(0.005)

    counter = threading.Thread(target=count)
    counter.start()
    try:
        engine.genmove(state, movetime=0.5)
    finally:
        done.set()
        counter.join()
    assert len(ticks) >= 10


def test_two_threads_search_at_full_strength():
    engine = mancala.Engine(threads=2, hash_mb=16)
    state = mancala.Game("giuthi", holes=6, seeds=6).new_state()
    assert engine.genmove(state, movetime=0.2) in state.legal_moves()
    solved = engine.solve(mancala.Game("sadeqa-ii", holes=2, seeds=2).new_state())
    assert solved["value"] == -1


def interrupted_after(call, delay=0.3):
    """Seconds ``call`` took to raise KeyboardInterrupt when SIGINT comes after ``delay``."""
    import os
    import signal

    timer = threading.Timer(delay, lambda: os.kill(os.getpid(), signal.SIGINT))
    started = time.monotonic()
    timer.start()
    try:
        call()
    except KeyboardInterrupt:
        return time.monotonic() - started
    finally:
        timer.cancel()
    raise AssertionError("the call ended without KeyboardInterrupt")


def test_ctrl_c_stops_a_solve_and_playouts_long_before_their_limits():
    game = mancala.Game("giuthi")
    engine = mancala.Engine(hash_mb=16)
    state = game.new_state()
    # The limits are two minutes and several minutes of games; Ctrl-C stops them at once.
    assert interrupted_after(lambda: engine.solve(state, time=120)) < 60
    assert interrupted_after(lambda: engine.solve(state, time=120, moves=True)) < 60
    assert interrupted_after(lambda: mancala.playouts(game, 10**7)) < 60
    # The engine and the state are fine afterwards.
    assert engine.solve(state, nodes=1000)["nodes"] <= 1000


def test_ctrl_c_stops_a_move_search_and_an_analysis_long_before_their_limits():
    engine = mancala.Engine(hash_mb=16, threads=2)
    giuthi = mancala.Game("giuthi").new_state()
    en_gehe = mancala.Game("en-gehe").new_state()
    # Two minutes each, or a depth of hours: level 10 (the solver's share first, then the
    # search), the search alone, the tree search of En Gehé 2x40 and an analysis all stop
    # at once.
    assert interrupted_after(lambda: engine.genmove(giuthi, movetime=120)) < 60
    assert interrupted_after(lambda: engine.genmove(giuthi, depth=60)) < 60
    assert interrupted_after(lambda: engine.genmove(en_gehe, movetime=120)) < 60
    assert interrupted_after(lambda: engine.analyze(giuthi, movetime=120)) < 60
    # The engine is not left stopped: later searches go to their limits.
    assert engine.analyze(giuthi, depth=6)["depth"] == 6
    assert engine.genmove(en_gehe, movetime=0.3) in en_gehe.legal_moves()


def test_a_state_being_searched_can_be_read_from_another_thread():
    game = mancala.Game("en-dodoi")
    engine = mancala.Engine(hash_mb=16)
    state = game.new_state()
    seen = []

    def reader():
        time.sleep(0.1)
        seen.append(state.legal_moves())

    other = threading.Thread(target=reader)
    other.start()
    engine.genmove(state, movetime=0.5)
    other.join()
    assert seen == [state.legal_moves()]
