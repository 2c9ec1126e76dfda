"""Game records: text and JSON forms round-trip, files save and load, bad records raise."""

import errno
import random

import pytest

import mancala


def random_state(name, seed, plies=40):
    rng = random.Random(seed)
    state = mancala.Game(name).new_state()
    for _ in range(plies):
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("name", mancala.GAMES)
def test_records_round_trip(name):
    for seed in range(5):
        state = random_state(name, seed, plies=1000 if seed == 0 else 30)
        record = mancala.Record(state, south="level:3", north="human", date="2026.11.30")
        for text in (record.to_text(), record.to_json()):
            back = mancala.Record.parse(text)
            assert back.moves() == state.moves()
            assert back.state().to_json() == state.to_json()
            assert (back.south, back.north, back.date) == ("level:3", "human", "2026.11.30")
            assert back.result == record.result
            assert back.game == state.game


def test_a_finished_game_keeps_its_result():
    state = random_state("en-dodoi", 1, plies=1000)
    assert state.is_over()
    record = mancala.Record(state)
    winner = state.result()["winner"]
    assert record.result == {"south": "1-0", "north": "0-1", "draw": "1/2-1/2"}[winner]
    wrong = "0-1" if record.result != "0-1" else "1-0"
    with pytest.raises(ValueError, match="moves end the game"):
        mancala.Record(state, result=wrong)


def test_a_resignation_is_recorded():
    state = random_state("giuthi", 2, plies=6)
    record = mancala.Record(state, result="0-1")
    assert mancala.Record.parse(record.to_text()).result == "0-1"
    with pytest.raises(ValueError, match="result"):
        mancala.Record(state, result="2-0")


def test_a_custom_start_is_kept():
    state = mancala.State.from_json(random_state("sadeqa-ii", 3, plies=10).to_json())
    state.play(state.legal_moves()[0])
    back = mancala.Record.parse(mancala.Record(state).to_text())
    assert back.state().to_json() == state.to_json()
    assert back.moves() == state.moves()


def test_files_save_and_load(tmp_path):
    records = [mancala.Record(random_state(name, 4)) for name in mancala.GAMES]
    for file in ("games.pgn", "games.json"):
        path = tmp_path / file
        mancala.save_records(path, records)
        loaded = mancala.load_records(path)
        assert [r.moves() for r in loaded] == [r.moves() for r in records]
        assert [r.game for r in loaded] == [r.game for r in records]
    mancala.save_records(tmp_path / "forced.txt", records, format="json")
    assert (tmp_path / "forced.txt").read_text().lstrip().startswith("[")
    assert len(mancala.parse_records((tmp_path / "forced.txt").read_text())) == len(records)
    with pytest.raises(ValueError, match="format"):
        mancala.save_records(tmp_path / "x", records, format="xml")
    # File errors are Python's own OSError subclasses, with errno and file name.
    with pytest.raises(FileNotFoundError) as missing:
        mancala.load_records(tmp_path / "missing.pgn")
    assert missing.value.errno == errno.ENOENT
    assert missing.value.filename == str(tmp_path / "missing.pgn")
    assert "No such file or directory" in str(missing.value)
    with pytest.raises(IsADirectoryError):
        mancala.load_records(tmp_path)
    with pytest.raises(FileNotFoundError):
        mancala.save_records(tmp_path / "no-folder" / "x.pgn", records)
    # What the system does not refuse is an OSError without a number.
    (tmp_path / "latin1.pgn").write_bytes(b"[Game \"giuthi\"]\n{ caf\xe9 }\n")
    with pytest.raises(OSError, match="not UTF-8 text") as latin:
        mancala.load_records(tmp_path / "latin1.pgn")
    assert latin.value.errno is None


def test_bad_records_raise_with_a_place():
    with pytest.raises(ValueError, match="illegal move 7"):
        mancala.Record.parse('[Game "en-dodoi"]\n\n1. 7 *\n')
    with pytest.raises(ValueError, match="line"):
        mancala.Record.parse('[Game "en-dodoi"\n\n1. 1 *\n')
    with pytest.raises(ValueError, match="JSON"):
        mancala.Record.parse('{"game": ')


def test_no_records_are_neither_saved_nor_read(tmp_path):
    path = tmp_path / "empty.json"
    with pytest.raises(ValueError, match="no records to save"):
        mancala.save_records(str(path), [])
    assert not path.exists()
    with pytest.raises(ValueError, match="holds no record"):
        mancala.parse_records("[\n\n]")
    # A byte order mark before a record is skipped.
    record = mancala.Record(mancala.Game("en-dodoi").new_state())
    assert mancala.Record.parse("\ufeff" + record.to_text()).to_text() == record.to_text()
