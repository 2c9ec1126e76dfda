//! Record round trips and the errors of malformed, hostile and illegal records.

use mancala_record::{load, load_all, save, Format, GameResult, Record, RecordError};
use mancala_rules::{Game, History, Move, Options, Position, Rules, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn random_game(rules: Rules, rng: &mut SmallRng, max_plies: usize) -> History {
    let mut g = History::new(rules);
    for _ in 0..max_plies {
        if g.play_random(&mut |k| rng.random_range(0..k)).is_none() {
            break;
        }
    }
    g
}

fn same_game(a: &History, b: &History) {
    assert_eq!(a.start(), b.start());
    assert_eq!(a.start_ply(), b.start_ply());
    assert_eq!(a.moves().collect::<Vec<_>>(), b.moves().collect::<Vec<_>>());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.outcome(), b.outcome());
}

fn boards() -> Vec<Rules> {
    let mut boards = Vec::new();
    for game in Game::ALL {
        for &(h, s) in game.presets().iter().take(3) {
            boards.push(Rules::with_size(game, h as u64, s as u64).unwrap());
        }
        boards.push(Rules::with_size(game, 3, 2).unwrap());
    }
    let mut options = Options::defaults(Game::EnDodoi);
    options
        .set(Game::EnDodoi, "capture_lone_seed", "true")
        .unwrap();
    options.set(Game::EnDodoi, "lap_limit", "50").unwrap();
    boards.push(Rules::new(Game::EnDodoi).with_options(options));
    boards
}

#[test]
fn text_and_json_round_trip_random_games() {
    let mut rng = SmallRng::seed_from_u64(1);
    for rules in boards() {
        for _ in 0..6 {
            let plies = rng.random_range(0..400);
            let g = random_game(rules, &mut rng, plies);
            let record = Record::new(
                g.clone(),
                "south \"quoted\" \\ name",
                "level:5",
                "2026.11.30",
            );
            let text = record.to_text();
            let back = Record::parse_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            same_game(&g, back.game());
            assert_eq!(back.south, record.south);
            assert_eq!(back.north, record.north);
            assert_eq!(back.result(), record.result());
            assert_eq!(back.to_text(), text, "text is stable");
            let json = record.to_json();
            let back = Record::parse_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
            same_game(&g, back.game());
            assert_eq!(back.to_json(), json, "JSON is stable");
        }
    }
}

#[test]
fn custom_start_positions_round_trip() {
    let mut rng = SmallRng::seed_from_u64(2);
    for rules in boards() {
        for _ in 0..4 {
            let n2 = 2 * rules.holes();
            let board: Vec<u64> = (0..n2).map(|_| rng.random_range(0..4)).collect();
            let side = if rng.random_bool(0.5) {
                Side::South
            } else {
                Side::North
            };
            let flags = [rng.random_bool(0.5), rng.random_bool(0.5)];
            let start =
                Position::setup(rules, &board, [rng.random_range(0..9), 3], side, flags).unwrap();
            let mut g = History::from_position(start, rng.random_range(0..50));
            for _ in 0..rng.random_range(0..30) {
                if g.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                    break;
                }
            }
            let record = Record::new(g.clone(), "a", "b", "????.??.??");
            assert!(record.custom_start() || g.start() == &Position::start(rules));
            let back = Record::parse_text(&record.to_text())
                .unwrap_or_else(|e| panic!("{e}\n{}", record.to_text()));
            same_game(&g, back.game());
            let back = Record::parse_json(&record.to_json()).unwrap();
            same_game(&g, back.game());
        }
    }
}

#[test]
fn text_form_looks_as_documented() {
    let mut g = History::new(Rules::new(Game::Giuthi));
    for mv in ["3R", "4L"] {
        g.play(mv.parse().unwrap()).unwrap();
    }
    let record = Record::new(g, "human", "level:5", "2026.11.30");
    assert_eq!(
        record.to_text(),
        "[Game \"giuthi\"]\n[Holes \"8\"]\n[Seeds \"8\"]\n[South \"human\"]\n[North \"level:5\"]\n\
         [Date \"2026.11.30\"]\n[Result \"*\"]\n\n1. 3R 2. 4L *\n"
    );
}

#[test]
fn options_tag_holds_only_changed_options() {
    let rules = Rules::from_settings(
        Game::SadeqaII,
        [("lap_limit", "500"), ("opening_rule", "false")],
    )
    .unwrap();
    let text = Record::new(History::new(rules), "a", "b", "d").to_text();
    assert!(
        text.contains("[Options \"lap_limit=500 opening_rule=false\"]"),
        "{text}"
    );
    assert_eq!(Record::parse_text(&text).unwrap().rules(), &rules);
}

#[test]
fn resignation_result_is_kept_and_contradictions_refused() {
    let mut g = History::new(Rules::new(Game::EnDodoi));
    g.play(Move::hole(3)).unwrap();
    let mut record = Record::new(g, "a", "b", "d");
    record
        .set_result(GameResult::resignation(Side::North))
        .unwrap();
    let back = Record::parse_text(&record.to_text()).unwrap();
    assert_eq!(back.result(), GameResult::SouthWon);

    // A finished game must carry its own result.
    let mut rng = SmallRng::seed_from_u64(3);
    let finished = random_game(Rules::new(Game::SadeqaII), &mut rng, 10_000);
    let mut record = Record::new(finished, "a", "b", "d");
    let wrong = if record.result() == GameResult::SouthWon {
        GameResult::NorthWon
    } else {
        GameResult::SouthWon
    };
    assert!(record.set_result(wrong).is_err());
    let text = record
        .to_text()
        .replace(record.result().token(), wrong.token());
    assert!(
        matches!(Record::parse_text(&text), Err(RecordError::Invalid(_))),
        "{text}"
    );
}

fn syntax(text: &str) -> (usize, usize, String) {
    match Record::parse_text(text) {
        Err(RecordError::Syntax {
            line,
            column,
            message,
        }) => (line, column, message),
        other => panic!("expected a syntax error for {text:?}, got {other:?}"),
    }
}

#[test]
fn malformed_records_name_line_and_column() {
    let head = "[Game \"en-dodoi\"]\n";
    let (l, c, m) = syntax("[Game \"en-dodoi\"\n1. 3 *");
    assert_eq!((l, c), (1, 17), "{m}");
    let (l, _, m) = syntax(&format!("{head}[Holes \"6\n"));
    assert_eq!(l, 2);
    assert!(m.contains("closing quote"), "{m}");
    let (l, c, m) = syntax(&format!("{head}\n1. 3 2. 9x *"));
    assert_eq!((l, c), (3, 9), "{m}");
    assert!(m.contains("is not a move"), "{m}");
    let (l, c, m) = syntax(&format!("{head}\n1. 3 3. 2 *"));
    assert_eq!((l, c), (3, 6));
    assert!(m.contains("ply number 3 where 2 was expected"), "{m}");
    let (_, _, m) = syntax(&format!("{head}\n1. 3 2. 2"));
    assert!(m.contains("must end with the result"), "{m}");
    let (_, _, m) = syntax(&format!("{head}\n1. 3 2."));
    assert!(m.contains("without its move"), "{m}");
    let (l, c, m) = syntax(&format!("{head}\n3 *"));
    assert_eq!((l, c), (3, 1));
    assert!(m.contains("ply number first"), "{m}");
    let (_, _, m) = syntax("1. 3 *");
    assert!(m.contains("no [Game"), "{m}");
    let (l, c, m) = syntax(&format!("{head}[Game \"giuthi\"]\n*"));
    assert_eq!((l, c), (2, 1));
    assert!(m.contains("twice"), "{m}");
    let (_, _, m) = syntax("[Game \"chess\"]\n*");
    assert!(m.contains("unknown game"), "{m}");
    let (l, _, m) = syntax(&format!("{head}[Result \"2-0\"]\n*"));
    assert_eq!(l, 2);
    assert!(m.contains("Result"), "{m}");
    let (_, _, m) = syntax(&format!("{head}[Result \"1-0\"]\n*"));
    assert!(m.contains("differs from the Result tag"), "{m}");
    let (_, _, m) = syntax(&format!("{head}\n1. 3 * 2. 4"));
    assert!(m.contains("one record"), "{m}");
    let (_, _, m) = syntax(&format!("{head}\n{{ an open comment\n*"));
    assert!(m.contains("never closed"), "{m}");
    let (_, _, m) = syntax(&format!("{head}\n1. 3\n[Late \"tag\"]\n*"));
    assert!(m.contains("before the moves"), "{m}");
}

#[test]
fn hostile_numbers_and_tags_are_refused() {
    let (l, c, m) = syntax("[Game \"en-gehe\"]\n[Holes \"99999999999999999999999\"]\n*");
    assert_eq!((l, c), (2, 1));
    assert!(m.contains("holes must be from 2 to 64"), "{m}");
    let (_, _, m) = syntax("[Game \"en-gehe\"]\n[Seeds \"0\"]\n*");
    assert!(m.contains("seeds must be from 1 to 255"), "{m}");
    let (_, _, m) = syntax("[Game \"en-gehe\"]\n[Options \"lap_limit=0\"]\n*");
    assert!(m.contains("lap_limit"), "{m}");
    let (_, _, m) = syntax("[Game \"en-gehe\"]\n[Options \"opening_rule=true\"]\n*");
    assert!(m.contains("unknown option"), "{m}");
    let (_, _, m) = syntax("[Game \"en-dodoi\"]\n\n99999999999999999999999. 3 *");
    assert!(m.contains("not a ply number"), "{m}");
    let (_, _, m) = syntax("[Game \"en-dodoi\"]\n[Position \"{not json\"]\n*");
    assert!(m.contains("tag Position"), "{m}");
    let (_, _, m) = syntax(
        "[Game \"en-dodoi\"]\n[Holes \"8\"]\n[Position \"{\\\"game\\\":\\\"en-dodoi\\\",\\\"board\\\":[1,1,1,1,1,1,1,1,1,1,1,1],\\\"to_move\\\":\\\"south\\\"}\"]\n*",
    );
    assert!(m.contains("differ"), "{m}");
    // A huge comment or an endless line is still just text: the error comes, no panic.
    let long = format!("[Game \"en-dodoi\"]\n\n1. {} *", "x".repeat(100_000));
    let (_, _, m) = syntax(&long);
    assert!(m.contains("is not a move"), "{m}");
}

#[test]
fn illegal_moves_name_the_ply_and_the_legal_moves() {
    match Record::parse_text("[Game \"sadeqa-ii\"]\n\n1. 3 *") {
        Err(RecordError::IllegalMove { ply, mv, legal, .. }) => {
            assert_eq!((ply, mv.as_str(), legal.as_str()), (1, "3", "6"));
        }
        other => panic!("{other:?}"),
    }
    match Record::parse_text("[Game \"giuthi\"]\n\n1. 3R 2. 3 *") {
        Err(RecordError::IllegalMove {
            ply, reason, legal, ..
        }) => {
            assert_eq!(ply, 2);
            assert!(reason.contains("direction"), "{reason}");
            assert!(legal.starts_with("1R 1L"), "{legal}");
        }
        other => panic!("{other:?}"),
    }
    // Moves after the end of the game.
    let mut rng = SmallRng::seed_from_u64(4);
    let finished = random_game(Rules::new(Game::SadeqaII), &mut rng, 10_000);
    let plies = finished.moves_played();
    let text = Record::new(finished, "a", "b", "d").to_text();
    let result = text.trim_end().rsplit(' ').next().unwrap().to_string();
    let extended = text.trim_end().trim_end_matches(&result).to_string()
        + &format!("{}. 1 {result}\n", plies + 1);
    match Record::parse_text(&extended) {
        Err(RecordError::IllegalMove { ply, reason, .. }) => {
            assert_eq!(ply as usize, plies + 1);
            assert!(reason.contains("over"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    match Record::parse_json(r#"{"game":"sadeqa-ii","moves":["6","3"]}"#) {
        Err(RecordError::IllegalMove { ply: 2, .. }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn malformed_json_records() {
    for (text, needle) in [
        ("{", "JSON record"),
        ("[]", "must be a JSON object"),
        (r#"{"moves":[]}"#, "'game'"),
        (r#"{"game":"giuthi","holes":"8"}"#, "'holes'"),
        (
            r#"{"game":"giuthi","holes":99}"#,
            "holes must be from 2 to 64",
        ),
        (r#"{"game":"giuthi","moves":"1R"}"#, "'moves'"),
        (r#"{"game":"giuthi","moves":[3]}"#, "moves[0]"),
        (r#"{"game":"giuthi","result":"win"}"#, "'result'"),
        (
            r#"{"game":"giuthi","options":{"lap_limit":0}}"#,
            "lap_limit",
        ),
        (
            r#"{"game":"giuthi","start":{"game":"giuthi","board":[1,2],"to_move":"south"}}"#,
            "'start'",
        ),
        (r#"{"game":"giuthi","tags":{"Event":5}}"#, "tags.Event"),
    ] {
        let err = Record::parse_json(text).expect_err(text).to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
    for (header, says) in [
        (r#""format":"pgn","#, "field 'format': is \"pgn\""),
        (r#""format":7,"#, "field 'format': is 7"),
        (
            r#""version":2,"#,
            "field 'version': is 2: this program reads version 1",
        ),
        (r#""version":"1","#, "field 'version': is \"1\""),
    ] {
        let json = format!(r#"{{{header}"game":"en-dodoi"}}"#);
        let refused = Record::parse_json(&json).unwrap_err().to_string();
        assert!(refused.contains(says), "{json}: {refused}");
    }
    for fine in [
        r#"{"format":"mancala-record","version":1,"game":"en-dodoi"}"#,
        r#"{"format":null,"version":null,"game":"en-dodoi"}"#,
    ] {
        assert!(Record::parse_json(fine).is_ok(), "{fine}");
    }
    // A record's own fields are named as its fields, and a record of an array says its
    // number once, after a single "JSON record:".
    let refused = Record::parse_json(r#"{"game":"giuthi","options":{"lap_limit":0}}"#)
        .unwrap_err()
        .to_string();
    assert!(
        refused.starts_with("JSON record: field 'options.lap_limit': "),
        "{refused}"
    );
    let two = r#"[{"game":"giuthi"},{"game":"giuthi","holes":"8"}]"#;
    let refused = mancala_record::parse_all(two).unwrap_err().to_string();
    assert!(
        refused.starts_with("JSON record: record 2: field 'holes'"),
        "{refused}"
    );
    assert_eq!(refused.matches("JSON record").count(), 1, "{refused}");
    // An empty array reads as JSON, refused for holding no record.
    for empty in ["[]", "[\n\n]\n", "\u{feff} [ ] "] {
        let refused = mancala_record::parse_all(empty).unwrap_err().to_string();
        assert!(refused.contains("holds no record"), "{empty:?}: {refused}");
    }
}

/// Text after a record's result in a file of several is reported where it is, as text after
/// the result; a record without a [Game] tag is reported where it starts.
#[test]
fn errors_in_a_file_of_several_records_are_reported_where_they_are() {
    let one = "[Game \"en-dodoi\"]\n\n1. 1 *\n";
    let junk = format!("{one}\n{one}\n  extra words\n");
    let refused = mancala_record::parse_all(&junk).unwrap_err().to_string();
    assert!(
        refused.starts_with("line 9, column 3: text after the result"),
        "{refused}"
    );
    let untagged = format!("{one}\n[Event \"x\"]\n\n1. 1 *\n");
    let refused = mancala_record::parse_all(&untagged)
        .unwrap_err()
        .to_string();
    assert!(
        refused.starts_with("line 5, column 1: the record has no [Game"),
        "{refused}"
    );
}

#[test]
fn saving_is_atomic_and_loads_back() {
    let dir = std::env::temp_dir().join(format!("mancala-record-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = SmallRng::seed_from_u64(5);
    let records: Vec<Record> = (0..3)
        .map(|_| {
            Record::new(
                random_game(Rules::new(Game::EnDodoi), &mut rng, 40),
                "a",
                "b",
                "d",
            )
        })
        .collect();
    for (name, format) in [("games.txt", Format::Text), ("games.json", Format::Json)] {
        let path = dir.join(name);
        assert_eq!(Format::from_path(&path), format);
        save(&path, &records, format).unwrap();
        let back = load_all(&path).unwrap();
        assert_eq!(back.len(), 3);
        for (a, b) in records.iter().zip(&back) {
            same_game(a.game(), b.game());
        }
        save(&path, &records[..1], format).unwrap();
        same_game(load(&path).unwrap().game(), records[0].game());
        // No records: refused, and the file is left as it was.
        let refused = save(&path, &[], format).unwrap_err().to_string();
        assert!(refused.contains("no records to save"), "{refused}");
        same_game(load(&path).unwrap().game(), records[0].game());
    }
    // No temporary files are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
    // A save into a missing folder fails cleanly and leaves the old file alone.
    assert!(save(&dir.join("missing/x.txt"), &records, Format::Text).is_err());
    assert!(matches!(
        load(&dir.join("nothing.txt")),
        Err(RecordError::Io { .. })
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn names_with_newlines_and_bad_tag_names_never_make_unreadable_files() {
    let mut record = Record::new(
        History::new(Rules::new(Game::EnDodoi)),
        "two\nlines",
        "tab\there",
        "d",
    );
    record
        .extra_tags
        .push(("Result".to_string(), "1-0".to_string()));
    record
        .extra_tags
        .push(("bad name".to_string(), "x".to_string()));
    record
        .extra_tags
        .push(("Event".to_string(), "line\nbreak".to_string()));
    record
        .extra_tags
        .push(("Round".to_string(), "bell\u{7}\r\u{85}\\u{41}".to_string()));
    let text = record.to_text();
    assert!(text.contains("[South \"two\\nlines\"]"), "{text}");
    assert!(
        text.contains("[Round \"bell\\u{7}\\r\\u{85}\\\\u{41}\"]"),
        "{text}"
    );
    let back = Record::parse_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(
        (back.south.as_str(), back.north.as_str()),
        ("two\nlines", "tab\there")
    );
    let valid: Vec<_> = record.extra_tags[2..].to_vec();
    assert_eq!(back.extra_tags, valid);
    // Every value survives text and JSON and back, and the text stays the same.
    let json = Record::parse_json(&back.to_json()).unwrap();
    assert_eq!(json.to_text(), text);
    // A raw tab inside quotes reads as itself; a bad escape names the tag.
    let raw = Record::parse_text("[Game \"en-dodoi\"]\n[Event \"a\tb\"]\n*").unwrap();
    assert_eq!(
        raw.extra_tags,
        vec![("Event".to_string(), "a\tb".to_string())]
    );
    for bad in [
        r"\x",
        r"\u41",
        r"\u{}",
        r"\u{110000}",
        r"\u{d800}",
        r"\u{1234567}",
        r"\u{4",
    ] {
        let (l, c, m) = syntax(&format!("[Game \"en-dodoi\"]\n[Event \"{bad}\"]\n*"));
        assert_eq!((l, c), (2, 9), "{bad}: {m}");
        assert!(m.contains("tag Event"), "{bad}: {m}");
    }
    for name in ["Game", "", "a b"] {
        let json = format!(r#"{{"game":"en-dodoi","tags":{{"{name}":"x"}}}}"#);
        assert!(Record::parse_json(&json).is_err(), "{json}");
    }
}

#[test]
fn a_text_record_may_open_with_a_comment() {
    let dir = std::env::temp_dir().join(format!("mancala-record-comment-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("commented.txt");
    std::fs::write(
        &path,
        "{ a game between friends }\n[Game \"sadeqa-ii\"]\n\n1. 6 *\n",
    )
    .unwrap();
    assert_eq!(load(&path).unwrap().game().moves_played(), 1);
    assert_eq!(load_all(&path).unwrap().len(), 1);
    // A byte order mark before either form is not part of the record.
    let text = "\u{feff}[Game \"sadeqa-ii\"]\n\n1. 6 *\n";
    let json = format!("\u{feff}{}", load(&path).unwrap().to_json());
    let array = format!("\u{feff}[{}]", load(&path).unwrap().to_json());
    for content in [text.to_string(), json, array] {
        std::fs::write(&path, &content).unwrap();
        assert_eq!(load_all(&path).unwrap().len(), 1, "{content:?}");
        assert_eq!(mancala_record::parse_all(&content).unwrap().len(), 1);
        if !content.contains("[{") {
            let read = load(&path).unwrap_or_else(|e| panic!("{e}: {content:?}"));
            assert_eq!(read.game().moves_played(), 1);
            let parsed = mancala_record::parse(&content).unwrap();
            assert_eq!(parsed.game().moves_played(), 1);
        }
    }
    assert!(Record::parse_text(text).is_ok());
    assert!(Record::parse_text_all(text).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn engine_seed_tag_round_trips_in_both_forms_and_bad_ones_are_refused() {
    let mut g = History::new(Rules::new(Game::EnDodoi));
    g.play(Move::hole(3)).unwrap();
    let mut record = Record::new(g, "human", "level:2", "2026.11.30");
    assert_eq!(record.engine_seed(), None);
    assert!(!record.to_text().contains("EngineSeed"));
    type Parse = fn(&str) -> Result<Record, RecordError>;
    type Write = fn(&Record) -> String;
    for seed in [0, 1, 12_345_678_901_234_567_890, u64::MAX] {
        record.set_engine_seed(seed);
        let forms: [(String, String, Parse, Write); 2] = [
            (
                record.to_text(),
                format!("[EngineSeed \"{seed}\"]\n"),
                Record::parse_text,
                Record::to_text,
            ),
            (
                record.to_json(),
                format!("\"EngineSeed\": \"{seed}\""),
                Record::parse_json,
                Record::to_json,
            ),
        ];
        for (written, tag, parse, write) in forms {
            assert!(written.contains(&tag), "{written}");
            let back = parse(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
            assert_eq!(back.engine_seed(), Some(seed));
            assert_eq!(write(&back), written, "the form is stable");
            // Either form converts to the same text.
            assert_eq!(back.to_text(), record.to_text());
        }
    }
    let seed_tags = |r: &Record| {
        r.extra_tags
            .iter()
            .filter(|(name, _)| name == mancala_record::ENGINE_SEED_TAG)
            .count()
    };
    assert_eq!(seed_tags(&record), 1, "a new seed replaces the old one");
    for bad in [
        "",
        "-1",
        "+1",
        " 1",
        "0x10",
        "1e3",
        "18446744073709551616",
        "abc",
    ] {
        let text = format!("[Game \"en-dodoi\"]\n[EngineSeed \"{bad}\"]\n*");
        let (l, c, m) = syntax(&text);
        assert_eq!((l, c), (2, 1), "{bad:?}: {m}");
        assert!(
            m.contains("tag EngineSeed") && m.contains("whole number"),
            "{m}"
        );
        let json = format!(r#"{{"game":"en-dodoi","tags":{{"EngineSeed":"{bad}"}}}}"#);
        match Record::parse_json(&json) {
            Err(RecordError::Json(m)) => assert!(m.contains("tags.EngineSeed"), "{m}"),
            other => panic!("{bad:?}: expected a JSON error, got {other:?}"),
        }
    }
    // The JSON form keeps the seed as a string: 2^64 - 1 is beyond a JSON number's exact range.
    assert!(Record::parse_json(r#"{"game":"en-dodoi","tags":{"EngineSeed":5}}"#).is_err());
}
