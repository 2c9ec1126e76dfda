//! The analysis board and the puzzles in the terminal: scripted plain sessions, keys into the
//! full-screen view drawn on ratatui's test backend.

use mancala_play::study::{
    analysis_key, draw_analysis, draw_puzzle, key_input, run_analysis_plain, run_puzzle_plain,
    step_cursor, AnalysisBoard, PuzzleSession,
};
use mancala_rules::{Game, History, Move, Rules, Side};
use mancala_solver::{Limits, Solver, Verdict};
use mancala_study::collection::find;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;

fn render(draw: impl FnOnce(&mut ratatui::Frame), width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(draw).expect("draw");
    let buffer = terminal.backend().buffer().clone();
    let mut text = String::new();
    for y in 0..buffer.area.height {
        for x in 0..buffer.area.width {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push('\n');
    }
    text
}

fn plain_analysis(board: &mut AnalysisBoard, script: &str) -> String {
    let mut out = Vec::new();
    let script = std::io::Cursor::new(script.to_owned());
    run_analysis_plain(board, script, &mut out).expect("runs");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn the_plain_board_plays_and_goes_back() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    let out = plain_analysis(&mut board, "1\n2\nback\nforward\nback\n9R\nquit\n");
    assert!(out.contains("played 1"), "{out}");
    assert!(out.contains("played 2"));
    assert!(out.contains("ply 2  south to move"));
    assert!(out.contains("back\nEn Dodoi 2x6  ply 1  north to move"));
    assert!(
        out.contains("error: move 1 '9R': no such hole on 2x6"),
        "{out}"
    );
    assert_eq!(board.game.moves().collect::<Vec<_>>(), vec![Move::hole(1)]);
    assert!(board.quit);
}

#[test]
fn the_editor_sets_any_hole_and_refuses_a_wrong_total() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    board.command("1");
    let before = board.game.position().clone();
    let out = plain_analysis(
        &mut board,
        "clear\n3\ndone\nset s1 3\nset n2 +2\nset n2 -1\nset s4 256\nset s1 -4\nset x1 2\n\
         captured south 20\ndone\ncaptured north rest\nturn\ndone\nquit\n",
    );
    assert!(
        out.contains("cleared: every hole and both captures are empty (editor open: done applies"),
        "{out}"
    );
    assert!(out.contains("editing En Dodoi 2x6: 48 seeds missing, north to move"));
    // A move while editing is refused; so is a wrong total, naming it, with nothing applied.
    assert!(
        out.contains("error: editing: done applies the position"),
        "{out}"
    );
    assert!(
        out.contains(
            "error: not applied: board total 0 (on the board 0, captured 0) is not the game's 48; 48 seeds missing"
        ),
        "{out}"
    );
    assert!(out.contains("s1 holds 3"));
    assert!(out.contains("n2 holds 2\nediting"), "{out}");
    assert!(out.contains("n2 holds 1"));
    assert!(
        out.contains("error: s4 would hold 256: a hole holds 0 to 255 seeds"),
        "{out}"
    );
    assert!(out.contains("error: s1 would hold -1: a hole holds 0 to 255 seeds"));
    assert!(out.contains("error: 'x1' is not a hole"));
    assert!(out.contains("board 4 + captured 20 = 24 of 48: 24 seeds missing"));
    assert!(out.contains("is not the game's 48; 24 seeds missing"));
    assert!(out.contains("north has captured 24"), "{out}");
    assert!(out.contains("= 48 of 48: the total is right; north to move"));
    assert!(out.contains("applied: a set-up position, with no history before it"));
    let pos = board.game.position();
    assert_ne!(pos, &before);
    let mut expected = [0u16; 12];
    expected[0] = 3;
    expected[pos.index(Side::North, 2)] = 1;
    assert_eq!(pos.board(), &expected[..]);
    assert_eq!(
        (pos.captured(Side::South), pos.captured(Side::North)),
        (20, 24)
    );
    assert_eq!(pos.to_move(), Side::South);
    assert_eq!(board.game.moves_played(), 0);
    assert_eq!(board.game.ply(), 1);
    assert!(board.draft.is_none());
}

#[test]
fn the_editor_goes_back_to_the_start_and_cancels() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    board.command("2");
    let game = board.game.clone();
    // start inside the editor is the start position; done applies it as a set-up position.
    board.command("set s1 0");
    assert!(board.draft.is_some());
    board.command("start");
    assert_eq!(board.message, "the start position");
    board.command("done");
    assert!(board.message.starts_with("applied"), "{}", board.message);
    assert_eq!(
        board.game.position(),
        History::new(Rules::new(Game::EnDodoi)).position()
    );
    assert_eq!(board.game.moves_played(), 0);
    // cancel leaves the position and its history as they were.
    board.command("back");
    assert_eq!(board.message, "at the start");
    let mut board = AnalysisBoard::new(game.clone());
    board.command("turn south");
    board.command("captured n 3");
    board.command("cancel");
    assert_eq!(board.message, "edit cancelled: the position is as it was");
    assert!(board.draft.is_none());
    assert_eq!(board.game.moves().collect::<Vec<_>>(), vec![Move::hole(2)]);
    // A first edit that is refused does not leave the editor open.
    board.command("captured south 49");
    assert!(
        board
            .message
            .contains("captures run from 0 to the game's 48"),
        "{}",
        board.message
    );
    assert!(board.draft.is_none());
    // Done with no change keeps the history.
    board.command("edit");
    board.command("done");
    assert_eq!(board.message, "no change: the position keeps its history");
    assert_eq!(board.game.moves_played(), 1);
}

#[test]
fn the_editor_sets_sadeqa_opening_flags_only_there() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    board.command("opening south done");
    assert_eq!(board.message, "error: only Sadeqa II has opening flags");
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::SadeqaII)));
    assert!(!board.game.position().opening_done(Side::South));
    board.command("opening south done");
    board.command("opening n done");
    board.command("done");
    assert!(board.message.starts_with("applied"), "{}", board.message);
    assert!(board.game.position().opening_done(Side::South));
    assert!(board.game.position().opening_done(Side::North));
}

#[test]
fn a_solve_runs_in_the_background_and_stops() {
    // En Gehé 2x40 from the start is far out of the solver's reach: it runs until stopped.
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnGehe)));
    board.command("solve 600");
    assert!(board.solving());
    assert_eq!(board.message, "");
    // While it runs the position cannot change; the screen says it is solving.
    board.command("3");
    assert!(
        board.message.starts_with("error: solving"),
        "{}",
        board.message
    );
    board.command("set s1 0");
    assert!(board.message.starts_with("error: solving"));
    assert_eq!(board.game.moves_played(), 0);
    assert!(board.draft.is_none());
    let screen = render(|f| draw_analysis(f, &board, ""), 80, 24);
    assert!(screen.contains("solving... "), "{screen}");
    assert!(screen.contains("engine: paused while the solver runs"));
    assert!(screen.contains("Esc or stop ends the solve"));
    let mut input = String::new();
    let esc = analysis_key(
        &mut board,
        &mut input,
        KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE),
    );
    assert_eq!(esc.as_deref(), Some("stop"));
    board.command("stop");
    assert_eq!(board.message, "stopping the solve");
    board
        .wait_solve(std::time::Duration::from_millis(50), |_| Ok(()))
        .expect("waits");
    assert!(!board.solving());
    let solved = board.solved.as_ref().expect("an answer");
    assert!(solved.stopped);
    assert!(matches!(solved.verdict, Verdict::Bounded { .. }));
    assert_eq!(
        solved.moves.len(),
        board.game.position().legal_moves().len()
    );
    assert!(
        board.solved_text()[0].starts_with("stopped in "),
        "{:?}",
        board.solved_text()
    );
    assert_eq!(board.message, "stopped: what was proved before the stop");
    board.command("stop");
    assert_eq!(board.message, "error: no solve is running");
}

#[test]
fn editor_keys_move_the_cursor_and_set_holes() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    let mut input = String::new();
    let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
    board.command("edit");
    // s1 → s2 → n5 (above s2: North's row runs right to left) → n6 → back down to s1.
    for (k, expected) in [
        (KeyCode::Right, "s2"),
        (KeyCode::Up, "n5"),
        (KeyCode::Right, "n4"),
        (KeyCode::Left, "n5"),
        (KeyCode::Left, "n6"),
        (KeyCode::Left, "n6"),
        (KeyCode::Down, "s1"),
        (KeyCode::Left, "s1"),
    ] {
        assert_eq!(analysis_key(&mut board, &mut input, key(k)), None);
        let draft = board.draft.as_ref().expect("editing");
        assert_eq!(draft.hole_label(board.cursor), expected, "after {k:?}");
    }
    assert_eq!(step_cursor(11, 6, KeyCode::Down), 0);
    let plus = analysis_key(&mut board, &mut input, key(KeyCode::Char('+'))).expect("a command");
    assert_eq!(plus, "set s1 +1");
    board.command(&plus);
    for k in [KeyCode::Char('1'), KeyCode::Char('2'), KeyCode::Enter] {
        if let Some(c) = analysis_key(&mut board, &mut input, key(k)) {
            assert_eq!(c, "set s1 12");
            board.command(&c);
        }
    }
    let draft = board.draft.as_ref().expect("editing");
    assert_eq!(draft.board[0], 12);
    assert_eq!(draft.balance(), "8 seeds too many");
    let screen = render(|f| draw_analysis(f, &board, ""), 80, 24);
    assert!(
        screen.contains("editing En Dodoi 2x6: 8 seeds too many, south to move"),
        "{screen}"
    );
    assert!(screen.contains("[12]"), "{screen}");
    assert!(screen.contains("= 56 of 48"));
    // Esc cancels the editor rather than quitting.
    let esc = analysis_key(&mut board, &mut input, key(KeyCode::Esc)).expect("a command");
    board.command(&esc);
    assert!(board.draft.is_none());
    assert!(!board.quit);
    assert_eq!(board.game.position().board()[0], 4);
}

#[test]
fn solve_marks_every_move_as_the_solver_does() {
    // A shipped study: the solve must agree with the solver's own solve_moves.
    let study = find("en-dodoi-2x6-002").expect("study");
    let mut board = AnalysisBoard::new(study.game());
    let out = plain_analysis(&mut board, "solve 20\n");
    let solved = board.solved.as_ref().expect("solved");
    assert_eq!(solved.verdict, Verdict::Proved(study.value));
    let expected = Solver::new(16)
        .solve_moves(&study.game(), &Limits::nodes(5_000_000))
        .expect("solves")
        .moves;
    assert_eq!(solved.moves.len(), expected.len());
    for (mark, (mv, verdict)) in solved.moves.iter().zip(&expected) {
        assert_eq!((mark.mv, mark.verdict), (*mv, *verdict));
    }
    assert_eq!(solved.pv.first(), study.solution.first());
    assert!(
        out.contains(&format!("north to move, win by {}", study.value)),
        "{out}"
    );
    assert!(out.contains("optimal line: "));
}

#[test]
fn the_plain_engine_prints_lines() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::Giuthi)));
    let out = plain_analysis(&mut board, "analyse 300\nquit\n");
    assert!(out.contains("engine: depth"), "{out}");
    assert!(out.contains("(done)"));
    let lines = board.lines.as_ref().expect("lines");
    assert!(lines.done);
    assert_eq!(lines.lines.len(), board.game.position().legal_moves().len());
}

#[test]
fn keys_drive_the_full_screen_board() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    let mut input = String::new();
    let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
    for k in [KeyCode::Char('3'), KeyCode::Enter] {
        if let Some(command) = key_input(&mut input, key(k)) {
            board.command(&command);
        }
    }
    assert_eq!(board.game.moves().collect::<Vec<_>>(), vec![Move::hole(3)]);
    let back = key_input(&mut input, key(KeyCode::Left)).expect("a command");
    board.command(&back);
    assert_eq!(board.game.moves_played(), 0);
    let forward = key_input(&mut input, key(KeyCode::Right)).expect("a command");
    board.command(&forward);
    assert_eq!(board.game.moves_played(), 1);
    let screen = render(|f| draw_analysis(f, &board, "so"), 80, 24);
    assert!(
        screen.contains("En Dodoi 2x6  ply 1  north to move"),
        "{screen}"
    );
    assert!(screen.contains("engine: starting"));
    assert!(screen.contains("> so"));
    assert_eq!(
        key_input(&mut input, key(KeyCode::Esc)).as_deref(),
        Some("quit")
    );
    // Esc with a line typed clears the line and stays; in the editor too.
    input.push_str("set s3 1");
    assert_eq!(key_input(&mut input, key(KeyCode::Esc)), None);
    assert_eq!(input, "");
    board.command("edit");
    assert!(board.draft.is_some());
    input.push_str("set s3 1");
    assert_eq!(
        analysis_key(&mut board, &mut input, key(KeyCode::Esc)),
        None
    );
    assert!(input.is_empty() && board.draft.is_some());
    assert_eq!(
        analysis_key(&mut board, &mut input, key(KeyCode::Esc)).as_deref(),
        Some("cancel")
    );
}

#[test]
fn a_long_message_gets_the_lines_it_needs() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    board.command("help");
    let screen = render(|f| draw_analysis(f, &board, ""), 80, 24);
    // The help's last words (the editor's) are on the screen, not cut after two lines.
    let flat: String = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("done (apply), cancel"), "{screen}");
    assert!(flat.contains("commands: a move"), "{screen}");
}

#[test]
fn stop_typed_in_the_plain_board_ends_a_running_solve() {
    // En Gehé 2x40 from the start is far out of the solver's reach: only `stop` ends it
    // before its 600 s; the lines typed after it wait for the solve's end.
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnGehe)));
    let out = plain_analysis(&mut board, "solve 600\nstop\n3\nquit\n");
    assert!(
        out.contains("stopped: what was proved before the stop"),
        "{out}"
    );
    assert!(out.contains("played 3"), "{out}");
    assert_eq!(board.game.moves().collect::<Vec<_>>(), vec![Move::hole(3)]);
    assert!(board.quit);
}

#[test]
fn a_puzzle_refutes_a_wrong_try_and_accepts_the_solution() {
    let study = find("en-dodoi-2x6-002").expect("study");
    let wrong = study
        .game()
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != study.solution[0])
        .expect("two moves");
    // The solving side's moves of the solution, in order.
    let mut game = study.game();
    let mut script = format!("{wrong}\nhint\n");
    for &mv in &study.solution {
        if game.position().to_move() == study.solver {
            script.push_str(&format!("{mv}\n"));
        }
        game.play(mv).expect("legal");
    }
    let mut session = PuzzleSession::new(vec![study]).expect("a session");
    let mut out = Vec::new();
    run_puzzle_plain(&mut session, script.as_bytes(), &mut out).expect("runs");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("wrong: this "), "{out}");
    assert!(
        out.contains(&format!("hint: {}", study.solution[0])),
        "{out}"
    );
    assert!(out.contains("solved (1 wrong tries)"), "{out}");
    assert!(session.solved);
    assert_eq!(session.played, study.solution);
    let screen = render(|f| draw_puzzle(f, &session, ""), 80, 20);
    assert!(screen.contains("[solved]"), "{screen}");
    assert!(screen.contains(&study.id));
    // next goes on to the queue's next study (here the same one, a queue of one).
    session.command("next");
    assert!(!session.solved);
    assert!(session.played.is_empty());
    // The arrows' commands say what a puzzle offers instead.
    session.command("back");
    assert!(
        session.message.contains("retry starts it again"),
        "{}",
        session.message
    );
    assert!(session.played.is_empty());
}

#[test]
fn the_board_takes_undo_and_redo_and_home_and_end() {
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    board.command("1");
    board.command("2");
    board.command("undo");
    assert_eq!(board.game.moves_played(), 1);
    board.command("redo");
    assert_eq!(board.game.moves_played(), 2);
    let mut input = String::new();
    let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
    let home = key_input(&mut input, key(KeyCode::Home)).expect("a command");
    board.command(&home);
    assert_eq!(board.game.moves_played(), 0);
    let end = key_input(&mut input, key(KeyCode::End)).expect("a command");
    board.command(&end);
    assert_eq!(board.game.moves_played(), 2);
}

#[test]
fn the_full_screen_lines_colour_each_score_and_say_the_running_iteration() {
    use mancala_study::analysis::{Line, Lines};
    use ratatui::style::Color;
    let mut board = AnalysisBoard::new(History::new(Rules::new(Game::EnDodoi)));
    let line = |m: &str, score: i32, depth: u32| Line {
        mv: m.parse().expect("a move"),
        score,
        pv: vec![m.parse().expect("a move")],
        depth,
    };
    board.lines = Some(Lines {
        depth: 6,
        searching: 7,
        nodes: 1000,
        nps: 2000,
        elapsed_ms: 500,
        lines: vec![line("3", 250, 7), line("1", 0, 6), line("6", -310, 6)],
        eval_south: 250,
        done: false,
    });
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    terminal
        .draw(|f| draw_analysis(f, &board, ""))
        .expect("draw");
    let buffer = terminal.backend().buffer().clone();
    let row_of = |needle: &str| -> u16 {
        (0..buffer.area.height)
            .find(|&y| {
                let text: String = (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect();
                text.contains(needle)
            })
            .unwrap_or_else(|| panic!("no row shows {needle}"))
    };
    assert!(
        row_of("engine: depth 6 (searching 7)") < row_of("+2.50"),
        "the heading comes first"
    );
    // The score's colour: first cell of the row's text.
    let colour = |needle: &str| buffer[(4, row_of(needle))].fg;
    assert_eq!(colour("+2.50"), Color::Green);
    assert_eq!(colour("-3.10"), Color::Red);
    assert_eq!(colour("+0.00"), Color::Reset);
    // The plain board's text is unchanged but for the running iteration.
    assert!(board.lines_text()[0].starts_with("engine: depth 6 (searching 7)  nodes 1000"));
}
