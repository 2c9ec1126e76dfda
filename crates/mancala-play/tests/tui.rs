//! The terminal UI rendered into ratatui's test backend: board snapshots at 80 columns for
//! every game (En Gehé 2x50 included), wrapping, and whole games played through keys.

use std::path::PathBuf;

use mancala_play::app::{App, Command, Player};
use mancala_play::board::board_text;
use mancala_play::terminal::command;
use mancala_play::ui::draw;
use mancala_rules::{Direction, Game, History, Move, Rules};
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| draw(f, app)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    let mut text = String::new();
    for y in 0..buffer.area.height {
        let mut line = String::new();
        for x in 0..buffer.area.width {
            line.push_str(buffer[(x, y)].symbol());
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

fn snapshot(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(format!("{name}.txt"));
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing snapshot {}", path.display()));
    assert_eq!(actual, expected, "snapshot {name} differs");
}

fn app(rules: Rules, south: Player, north: Player) -> App {
    App::new(
        History::new(rules),
        [south, north],
        std::env::temp_dir().join("mancala-tui-test.txt"),
        "2026.11.30".into(),
    )
}

#[test]
fn start_screens_at_80_columns() {
    let boards = [
        ("en-gehe-2x40", Rules::new(Game::EnGehe)),
        (
            "en-gehe-2x50",
            Rules::with_size(Game::EnGehe, 50, 4).unwrap(),
        ),
        ("en-dodoi-2x6", Rules::new(Game::EnDodoi)),
        ("sadeqa-ii-2x6", Rules::new(Game::SadeqaII)),
        ("giuthi-2x8", Rules::new(Game::Giuthi)),
    ];
    for (name, rules) in boards {
        let a = app(rules, Player::Human, Player::Level(3));
        let text = screen(&a, 80, 30);
        // Nothing is cut off: every hole number of both rows is on the screen.
        for k in 1..=rules.holes() {
            assert!(
                text.contains(&format!(" {k} ")) || text.contains(&format!(" {k}\n")),
                "{name}: hole {k} missing\n{text}"
            );
        }
        assert!(text.lines().all(|l| l.chars().count() <= 80));
        snapshot(name, &text);
    }
}

#[test]
fn wide_boards_wrap_at_any_width() {
    let rules = Rules::with_size(Game::EnGehe, 50, 4).unwrap();
    let position = History::new(rules).position().clone();
    for width in [20, 40, 80, 120, 250] {
        let lines = board_text(&position, width);
        assert!(
            lines.iter().all(|l| l.chars().count() <= width.max(8)),
            "width {width}"
        );
        let numbers: usize = lines
            .iter()
            .filter(|l| l.starts_with('S'))
            .map(|l| l.split_whitespace().count() - 1)
            .sum();
        assert_eq!(numbers, 50, "width {width}: every South hole shown once");
    }
}

#[test]
fn screen_redraws_at_a_new_size() {
    let a = app(
        Rules::with_size(Game::EnGehe, 50, 4).unwrap(),
        Player::Human,
        Player::Human,
    );
    let narrow = screen(&a, 60, 40);
    let wide = screen(&a, 200, 20);
    assert!(
        narrow.lines().filter(|l| l.starts_with("S ")).count()
            > wide.lines().filter(|l| l.starts_with("S ")).count()
    );
}

fn key(code: KeyCode) -> Command {
    command(KeyEvent::new(code, KeyModifiers::NONE))
}

#[test]
fn keys_choose_holes_and_directions() {
    let mut a = app(Rules::new(Game::Giuthi), Player::Human, Player::Human);
    assert_eq!(a.cursor, 1);
    a.handle(key(KeyCode::Right));
    a.handle(key(KeyCode::Right));
    assert_eq!(a.cursor, 3);
    a.handle(key(KeyCode::Left));
    assert_eq!(a.cursor, 2);
    a.handle(key(KeyCode::Char('5')));
    assert_eq!(a.cursor, 5);
    a.handle(key(KeyCode::Char('l')));
    assert_eq!(
        a.game.moves().next().map(|m| m.to_string()),
        Some("5L".to_string())
    );
    assert!(a.animation.is_some(), "the sowing is shown lap by lap");
    let frames = a.animation.as_ref().unwrap().frames.len();
    assert!(frames >= 2);
    a.handle(key(KeyCode::Char('z')));
    assert!(a.animation.is_none(), "any key skips the animation");
    assert_eq!(a.direction, Direction::Clockwise);
    // North's row is drawn right to left: the right arrow goes to lower hole numbers.
    let before = a.cursor;
    a.handle(key(KeyCode::Right));
    assert_eq!(a.cursor, if before == 1 { 8 } else { before - 1 });
    // Undo and redo.
    a.handle(key(KeyCode::Char('u')));
    assert_eq!(a.game.moves_played(), 0);
    a.handle(key(KeyCode::Char('y')));
    assert_eq!(a.game.moves_played(), 1);
}

#[test]
fn a_scripted_game_against_the_engine_to_its_end() {
    // South (human) always presses Enter on the first legal hole; North is level 2.
    let mut a = app(Rules::new(Game::EnDodoi), Player::Human, Player::Level(2));
    a.engine_time = std::time::Duration::from_millis(50);
    let mut presses = 0;
    while !a.is_over() {
        a.settle();
        if a.is_over() {
            break;
        }
        a.handle(key(KeyCode::Enter));
        presses += 1;
        assert!(presses < 500, "the game must end");
    }
    let text = screen(&a, 80, 30);
    assert!(text.contains("game over"), "{text}");
    assert!(a.result_text().is_some());
    // The record of the game loads back with the same moves.
    let record = a.record();
    let back = mancala_record::Record::parse_text(&record.to_text()).unwrap();
    assert_eq!(
        back.game().moves().collect::<Vec<_>>(),
        a.game.moves().collect::<Vec<_>>()
    );
}

#[test]
fn hint_save_and_resign() {
    let dir = std::env::temp_dir().join(format!("mancala-tui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    let mut a = App::new(
        History::new(Rules::new(Game::SadeqaII)),
        [Player::Human, Player::Human],
        path.clone(),
        "2026.11.30".into(),
    );
    a.handle(key(KeyCode::Char('h')));
    assert_eq!(a.message, "hint: 6");
    a.handle(key(KeyCode::Enter));
    // The first key during the sowing only skips it.
    a.handle(key(KeyCode::Char('s')));
    assert!(a.animation.is_none());
    a.handle(key(KeyCode::Char('s')));
    assert!(a.message.starts_with("saved to"), "{}", a.message);
    let saved = mancala_record::load(&path).unwrap();
    assert_eq!(saved.game().moves_played(), 1);
    a.handle(key(KeyCode::Char('x')));
    assert!(a.resigned.is_none(), "resigning asks twice");
    a.handle(key(KeyCode::Char('x')));
    assert!(a.is_over());
    assert!(screen(&a, 80, 24).contains("resigned"));
    a.handle(key(KeyCode::Char('s')));
    assert_eq!(
        mancala_record::load(&path).unwrap().result(),
        mancala_record::GameResult::SouthWon
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn plain_mode_plays_from_text_lines() {
    let mut a = app(Rules::new(Game::Giuthi), Player::Human, Player::Level(1));
    a.engine_time = std::time::Duration::from_millis(20);
    let input = "9R\n3\n3R\nmoves\nundo\nquit\n";
    let mut out = Vec::new();
    mancala_play::plain::run(&mut a, input.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("there is no hole 9"), "{text}");
    assert!(text.contains("names its direction"), "{text}");
    assert!(text.contains("north plays"), "{text}");
    assert!(text.contains("moves: 3R"), "{text}");
    assert!(text.contains("move taken back"), "{text}");
}

#[test]
fn leaving_a_game_in_progress_asks_first_and_offers_to_save() {
    let dir = std::env::temp_dir().join(format!("mancala-tui-quit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("left.txt");
    let fresh = || {
        App::new(
            History::new(Rules::new(Game::EnDodoi)),
            [Player::Human, Player::Human],
            path.clone(),
            "2026.11.30".into(),
        )
    };
    // Nothing played yet: nothing to lose, q leaves at once.
    let mut a = fresh();
    a.handle(key(KeyCode::Char('q')));
    assert!(a.quit);
    // With a move played, Esc asks; any other key stays.
    let mut a = fresh();
    a.handle(key(KeyCode::Enter));
    a.handle(key(KeyCode::Char('z')));
    a.handle(key(KeyCode::Esc));
    assert!(!a.quit && a.confirm_quit);
    let text = screen(&a, 80, 30);
    assert!(
        text.contains("leave this game? s: save and leave"),
        "{text}"
    );
    a.handle(key(KeyCode::Char('z')));
    assert!(!a.quit && !a.confirm_quit);
    // Esc while a resignation waits for its second x takes the resignation back, and stays.
    a.handle(key(KeyCode::Char('x')));
    a.handle(key(KeyCode::Esc));
    assert!(!a.quit && a.resigned.is_none() && !a.confirm_quit);
    a.handle(key(KeyCode::Char('x')));
    assert!(
        a.resigned.is_none(),
        "the resignation was taken back: x asks again"
    );
    a.handle(key(KeyCode::Char('z')));
    // q then s saves and leaves.
    a.handle(key(KeyCode::Char('q')));
    a.handle(key(KeyCode::Char('s')));
    assert!(a.quit);
    assert_eq!(
        mancala_record::load(&path).unwrap().game().moves_played(),
        1
    );
    // q twice leaves without saving; a finished game leaves at once.
    let mut a = fresh();
    a.handle(key(KeyCode::Enter));
    a.handle(key(KeyCode::Char('z')));
    a.handle(key(KeyCode::Char('q')));
    a.handle(key(KeyCode::Char('q')));
    assert!(a.quit);
    let mut a = fresh();
    a.handle(key(KeyCode::Enter));
    a.handle(key(KeyCode::Char('z')));
    a.handle(key(KeyCode::Char('x')));
    a.handle(key(KeyCode::Char('x')));
    assert!(a.is_over());
    a.handle(key(KeyCode::Char('q')));
    assert!(a.quit);
    // The question stays on screen while the engine moves meanwhile.
    let mut a = app(Rules::new(Game::EnDodoi), Player::Human, Player::Level(1));
    a.engine_time = std::time::Duration::from_millis(5);
    a.handle(key(KeyCode::Enter));
    a.handle(key(KeyCode::Char('q')));
    a.settle();
    assert_eq!(a.game.moves_played(), 2);
    assert!(a.confirm_quit && screen(&a, 80, 30).contains("leave this game?"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn plain_mode_prints_every_engine_ply_two_in_a_row_included() {
    let mut a = app(
        Rules::new(Game::EnDodoi),
        Player::Level(1),
        Player::Level(1),
    );
    a.engine_time = std::time::Duration::from_millis(5);
    let mut out = Vec::new();
    mancala_play::plain::run(&mut a, "".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let plies = text
        .lines()
        .filter(|l| l.starts_with("south plays") || l.starts_with("north plays"))
        .count();
    assert!(a.is_over(), "{text}");
    assert_eq!(plies, a.game.moves_played(), "{text}");
    assert!(text.contains("game over: "), "{text}");
}

/// Plays the first legal move until the game ends.
fn first_moves_to_the_end(rules: Rules) -> History {
    let mut game = History::new(rules);
    for _ in 0..20_000 {
        if game.outcome().is_some() {
            break;
        }
        let first = game.position().legal_moves().as_ref()[0];
        game.play(first).unwrap();
    }
    game
}

#[test]
fn results_are_told_in_words_winner_first() {
    use mancala_play::words;
    assert_eq!(
        words::resignation(mancala_rules::Side::South),
        "South resigns: North wins"
    );
    for rules in [
        Rules::new(Game::EnDodoi),
        Rules::new(Game::EnGehe),
        Rules::new(Game::SadeqaII),
        Rules::new(Game::Giuthi),
        Rules::with_size(Game::Giuthi, 5, 4).unwrap(),
    ] {
        let game = first_moves_to_the_end(rules);
        let outcome = game.outcome().expect("the game ends");
        let text = words::outcome(game.position(), outcome);
        let name = rules.game().title();
        match (rules.game(), outcome.winner) {
            (Game::SadeqaII, Some(w)) => {
                assert_eq!(
                    text,
                    format!(
                        "{} cannot move: {} wins",
                        words::side_title(w.opponent()),
                        words::side_title(w)
                    )
                );
            }
            (_, Some(w)) => {
                let prefix = format!(
                    "{} wins {}-{} on points",
                    words::side_title(w),
                    outcome.score[w.index()],
                    outcome.score[w.opponent().index()]
                );
                assert!(text.starts_with(&prefix), "{name}: {text}");
                assert!(
                    outcome.score[w.index()] > outcome.score[w.opponent().index()],
                    "{name}: {text}"
                );
                assert!(
                    text.contains("South: ") && text.contains("; North: "),
                    "{name}: {text}"
                );
            }
            (_, None) => assert!(text.starts_with("Draw"), "{name}: {text}"),
        }
    }
    // The screen shows it between the board and the moves, the moves still there.
    let mut a = app(Rules::new(Game::EnDodoi), Player::Human, Player::Human);
    a.game = first_moves_to_the_end(Rules::new(Game::EnDodoi));
    let text = screen(&a, 80, 30);
    let result = a.result_text().unwrap();
    let first_words: String = result.chars().take(30).collect();
    assert!(text.contains(&first_words), "{text}");
    assert!(
        text.contains("moves: "),
        "the moves are not covered\n{text}"
    );
}

#[test]
fn a_board_too_large_for_the_terminal_says_so() {
    let a = app(
        Rules::with_size(Game::EnGehe, 50, 4).unwrap(),
        Player::Human,
        Player::Level(3),
    );
    // The words as one line, however the screen wrapped them.
    let words = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let text = words(screen(&a, 40, 14));
    assert!(text.contains("does not fit this 40x14 terminal"), "{text}");
    assert!(text.contains("columns wide"), "{text}");
    let text = words(screen(&a, 20, 8));
    assert!(
        text.contains("does not fit") && text.contains("lines"),
        "{text}"
    );
    // Large enough: the board itself.
    assert!(!screen(&a, 120, 40).contains("does not fit"));
}

#[test]
fn replay_ends_with_the_result_in_words() {
    let game = first_moves_to_the_end(Rules::new(Game::SadeqaII));
    let record = mancala_record::Record::new(game.clone(), "human", "level:1", "2026.11.30");
    let mut out = Vec::new();
    mancala_play::replay::print_all(&record, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let last = text.lines().last().unwrap();
    let words = mancala_play::words::outcome(game.position(), game.outcome().unwrap());
    assert_eq!(
        last,
        format!("result: {} ({words})", record.result().token())
    );
}

#[test]
fn the_replay_wraps_its_last_line_at_80_columns() {
    let game = first_moves_to_the_end(Rules::new(Game::EnDodoi));
    let record = mancala_record::Record::new(game.clone(), "human", "level:1", "2026.11.30");
    let words = mancala_play::words::outcome(game.position(), game.outcome().unwrap());
    let mut replay = mancala_play::replay::Replay::new(record);
    replay.index = game.moves_played();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| replay.draw(f)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    let text: Vec<String> = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>())
        .collect();
    let flat = text
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // The whole result in words is on the screen, however long.
    let last_words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&last_words), "{}", text.join("\n"));
}

/// Ticks until `plies` moves are played (or the game ends), the animations skipped.
fn play_on(a: &mut App, plies: usize) {
    for _ in 0..1_000_000 {
        if a.game.moves_played() >= plies || a.is_over() {
            return;
        }
        a.animation = None;
        a.tick();
        if a.is_thinking() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    panic!("the engines must move");
}

/// The first `plies` moves of an En Dodoi game between two level-2 engines drawing from `seed`.
fn level_two_game(seed: u64, plies: usize) -> Vec<Move> {
    let mut a = app(
        Rules::new(Game::EnDodoi),
        Player::Level(2),
        Player::Level(2),
    );
    a.engine_seed = seed;
    play_on(&mut a, plies);
    a.game.moves().collect()
}

#[test]
fn engine_levels_draw_their_choices_from_the_game_seed() {
    // Each new game draws its own seed.
    let fresh = |_| app(Rules::new(Game::EnDodoi), Player::Human, Player::Level(2)).engine_seed;
    let seeds: std::collections::HashSet<u64> = (0..4).map(fresh).collect();
    assert_eq!(seeds.len(), 4, "every new game draws a new seed");
    // The same seed plays the same moves; different seeds do not all play alike.
    let mut differ = 0;
    for seed in [1, 2, 3, 4, 5, 6] {
        let one = level_two_game(seed, 8);
        assert_eq!(one.len(), 8);
        assert_eq!(one, level_two_game(seed, 8), "seed {seed} replays alike");
        if one != level_two_game(seed + 1_000, 8) {
            differ += 1;
        }
    }
    assert!(differ > 0, "two seeds must give different games");
}

#[test]
fn the_same_seed_and_moves_give_the_same_replies_whatever_came_between() {
    // South plays the hole under the cursor each turn; North is level 2.
    let seed = 0x5eed;
    let mut a = app(Rules::new(Game::EnDodoi), Player::Human, Player::Level(2));
    a.engine_seed = seed;
    for _ in 0..5 {
        a.settle();
        a.handle(key(KeyCode::Enter));
    }
    a.settle();
    let moves: Vec<Move> = a.game.moves().collect();
    // Again with the same seed, asking for hints, and taking each reply back and
    // playing the same move once more: the engine replies as before.
    let mut b = app(Rules::new(Game::EnDodoi), Player::Human, Player::Level(2));
    b.engine_seed = seed;
    for (k, &mv) in moves.iter().enumerate().step_by(2) {
        b.settle();
        assert_eq!(b.game.moves_played(), k);
        b.handle(key(KeyCode::Char('h')));
        assert!(b.message.starts_with("hint"), "{}", b.message);
        b.play(mv).unwrap();
        b.settle();
        b.handle(key(KeyCode::Char('u')));
        assert_eq!(b.game.moves_played(), k, "back to South's turn");
        b.play(mv).unwrap();
    }
    b.settle();
    assert_eq!(b.game.moves().collect::<Vec<_>>(), moves);
}

#[test]
fn a_record_keeps_the_engine_seed_and_a_game_resumed_from_it_plays_on_alike() {
    use mancala_record::Record;
    let whole = level_two_game(77, 10);
    let mut a = app(
        Rules::new(Game::EnDodoi),
        Player::Level(2),
        Player::Level(2),
    );
    a.engine_seed = 77;
    play_on(&mut a, 4);
    let record = a.record();
    assert_eq!(record.engine_seed(), Some(77));
    assert!(record.to_text().contains("[EngineSeed \"77\"]"));
    for back in [
        Record::parse_text(&record.to_text()).unwrap(),
        Record::parse_json(&record.to_json()).unwrap(),
    ] {
        assert_eq!(back.engine_seed(), Some(77));
        let mut b = App::new(
            back.game().clone(),
            [Player::Level(2), Player::Level(2)],
            std::env::temp_dir().join("mancala-tui-test.txt"),
            "2026.11.30".into(),
        );
        b.resume(back);
        assert_eq!(b.engine_seed, 77, "the record's seed is used");
        play_on(&mut b, 10);
        assert_eq!(b.game.moves().collect::<Vec<_>>(), whole);
        // Saving again keeps one EngineSeed tag.
        let again = b.record();
        let tags = again.extra_tags.iter().filter(|(k, _)| k == "EngineSeed");
        assert_eq!(tags.count(), 1);
    }
    // Only games where a level from 1 to 9 plays carry the tag.
    for players in [
        (Player::Human, Player::Human),
        (Player::Human, Player::Level(10)),
    ] {
        let record = app(Rules::new(Game::EnDodoi), players.0, players.1).record();
        assert_eq!(record.engine_seed(), None);
        assert!(!record.to_text().contains("EngineSeed"));
    }
}

#[test]
fn plain_redo_after_a_new_move_has_nothing_to_replay() {
    let mut a = app(Rules::new(Game::EnDodoi), Player::Human, Player::Human);
    let mut out = Vec::new();
    mancala_play::plain::run(&mut a, "1\nundo\n2\nredo\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("nothing to redo"), "{text}");
    assert_eq!(a.game.moves().collect::<Vec<_>>(), vec![Move::hole(2)]);
}

#[test]
fn plain_mode_asks_before_leaving_unsaved_and_stays_after_the_end() {
    let dir = std::env::temp_dir().join(format!("mancala-plain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("plain.txt");
    let mut a = App::new(
        History::new(Rules::new(Game::EnDodoi)),
        [Player::Human, Player::Human],
        path.clone(),
        "2026.11.30".into(),
    );
    // The first quit warns; a save, then resigning, then save again keeps the result.
    let script = "1\nquit\nsave\nresign\nsave\nmoves\nquit\n";
    let mut out = Vec::new();
    mancala_play::plain::run(&mut a, script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("this game is not saved"), "{text}");
    assert!(text.contains("game over: "), "{text}");
    assert!(text.contains("type save to keep the record"), "{text}");
    assert!(text.contains("moves: 1"), "{text}");
    // North, to move, resigned.
    let saved = mancala_record::load(&path).unwrap();
    assert_eq!(saved.result(), mancala_record::GameResult::SouthWon);
    // Saved: quit leaves at once.
    let mut b = App::new(
        History::new(Rules::new(Game::EnDodoi)),
        [Player::Human, Player::Human],
        path.clone(),
        "2026.11.30".into(),
    );
    let mut out = Vec::new();
    mancala_play::plain::run(&mut b, "1\nsave\nquit\n2\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(!text.contains("not saved"), "{text}");
    assert_eq!(b.game.moves_played(), 1, "{text}");
    // A line that is not UTF-8 is refused, and the game goes on.
    let mut c = app(Rules::new(Game::EnDodoi), Player::Human, Player::Human);
    let mut out = Vec::new();
    mancala_play::plain::run(&mut c, &b"\xff\xfe\n1\n"[..], &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("not UTF-8"), "{text}");
    assert_eq!(c.game.moves_played(), 1, "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resignation_while_the_engine_thinks_ends_the_game_there() {
    let mut a = app(Rules::new(Game::EnDodoi), Player::Human, Player::Level(10));
    a.engine_time = std::time::Duration::from_millis(300);
    a.handle(key(KeyCode::Enter));
    a.animation = None;
    a.tick();
    assert!(a.is_thinking());
    a.handle(key(KeyCode::Char('y')));
    assert_eq!(a.message, "wait for the engine's move");
    a.handle(key(KeyCode::Char('x')));
    a.handle(key(KeyCode::Char('x')));
    assert!(a.is_over());
    a.settle();
    assert!(!a.is_thinking());
    assert_eq!(
        a.game.moves_played(),
        1,
        "the engine's move came after the end"
    );
    let record = a.record();
    assert_eq!(record.game().moves_played(), 1);
    assert_eq!(record.result(), mancala_record::GameResult::NorthWon);
}

#[test]
fn messages_and_the_question_show_on_an_80_by_24_screen_late_in_a_big_game() {
    let mut a = app(Rules::new(Game::EnGehe), Player::Human, Player::Human);
    for _ in 0..60 {
        let first = a.game.position().legal_moves().as_ref()[0];
        a.move_by_hand(first).unwrap();
        a.animation = None;
    }
    let text = screen(&a, 80, 24);
    // The moves list keeps to one line, the latest moves last.
    assert!(text.contains("moves: … "), "{text}");
    assert!(text.contains("60."), "{text}");
    a.handle(key(KeyCode::Char('x')));
    let text = screen(&a, 80, 24);
    assert!(text.contains("press x again to resign"), "{text}");
    a.handle(key(KeyCode::Char('z')));
    a.handle(key(KeyCode::Char('q')));
    let text = screen(&a, 80, 24);
    assert!(text.contains("leave this game?"), "{text}");
    // After a save, q leaves without asking.
    a.handle(key(KeyCode::Char('z')));
    a.handle(key(KeyCode::Char('s')));
    assert!(
        screen(&a, 80, 24).contains("saved to"),
        "{}",
        screen(&a, 80, 24)
    );
    a.handle(key(KeyCode::Char('q')));
    assert!(a.quit);
    let _ = std::fs::remove_file(&a.save_path);
}

#[test]
fn a_different_line_of_the_same_length_as_the_one_saved_is_not_saved() {
    let path = std::env::temp_dir().join(format!("mancala-tui-line-{}.txt", std::process::id()));
    let mut a = App::new(
        History::new(Rules::new(Game::EnDodoi)),
        [Player::Human, Player::Human],
        path.clone(),
        "2026.12.07".into(),
    );
    a.move_by_hand(Move::hole(1)).unwrap();
    a.handle(key(KeyCode::Char('s')));
    a.handle(key(KeyCode::Char('u')));
    a.move_by_hand(Move::hole(2)).unwrap();
    a.animation = None;
    // One move, as when saved, but not the one saved: leaving asks.
    a.handle(key(KeyCode::Char('q')));
    assert!(a.confirm_quit && !a.quit);
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_hole_number_waiting_for_its_second_digit_is_shown_and_dropped_by_other_keys() {
    let mut a = app(Rules::new(Game::EnGehe), Player::Human, Player::Human);
    a.handle(key(KeyCode::Char('3')));
    assert_eq!(a.cursor, 3);
    assert!(a.message.starts_with("hole 3_"), "{}", a.message);
    a.handle(key(KeyCode::Char('u')));
    a.handle(key(KeyCode::Char('5')));
    assert_eq!(a.cursor, 5, "the 3 was dropped by u");
    a.handle(key(KeyCode::Char('1')));
    assert_eq!(
        a.cursor, 1,
        "5 is a whole hole number on a row of 40, 1 starts anew"
    );
    a.handle(key(KeyCode::Char('2')));
    assert_eq!(a.cursor, 12);
}

#[test]
fn a_resumed_record_names_the_levels_that_play_now() {
    use mancala_record::Record;
    let mut game = History::new(Rules::new(Game::EnDodoi));
    game.play(Move::hole(1)).unwrap();
    let mut old = Record::new(game.clone(), "Amina", "level:8", "2026.11.30");
    old.set_engine_seed(5);
    let mut a = App::new(
        game,
        [Player::Human, Player::Level(3)],
        std::env::temp_dir().join("mancala-tui-test.txt"),
        "2026.12.07".into(),
    );
    a.resume(old);
    let record = a.record();
    assert_eq!(record.south, "Amina", "a person keeps their name");
    assert_eq!(record.north, "level:3", "the level playing now");
    assert_eq!(record.engine_seed(), Some(5));
    let mut b = App::new(
        History::new(Rules::new(Game::EnDodoi)),
        [Player::Human, Player::Human],
        std::env::temp_dir().join("mancala-tui-test.txt"),
        "2026.12.07".into(),
    );
    let mut old = Record::new(
        History::new(Rules::new(Game::EnDodoi)),
        "human",
        "level:8",
        "2026.11.30",
    );
    old.set_engine_seed(5);
    b.resume(old);
    let record = b.record();
    assert_eq!(record.north, "human");
    assert_eq!(record.engine_seed(), None, "no level plays: no seed");
}
