//! The same game as plain text lines: for pipes, screen readers and scripts.

use std::io::{self, BufRead, Write};

use mancala_rules::{Move, Side};

use crate::app::{App, Command, Player};
use crate::board::write_position;
use crate::typed::{text_line, NOT_TEXT};

/// Width the plain board wraps at.
pub const WIDTH: usize = 80;

fn show(app: &App, out: &mut impl Write) -> io::Result<()> {
    write_position(app.game.position(), WIDTH, out)
}

const HELP: &str =
    "commands: a move (3, 3R, 3L, pass), undo, redo, hint, save, resign, board, moves, help, quit";

/// What can still be done once the game is over.
const OVER_HELP: &str =
    "type save to keep the record, undo to take back a move, board, moves, or quit";

/// The answer to a first `quit` while the game in progress is not saved.
const UNSAVED: &str = "this game is not saved: type save to keep it, or quit again to leave";

/// Plays `app` reading commands from `input` and writing to `out` until the game ends or input does.
pub fn run(app: &mut App, input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    let rules = *app.game.rules();
    writeln!(
        out,
        "{} 2x{} ({} seeds). {HELP}",
        rules.game().title(),
        rules.holes(),
        rules.seeds()
    )?;
    show(app, &mut out)?;
    let mut lines = input.lines();
    // Plies printed so far: every engine ply after them is printed, two in a row included.
    let mut printed = app.game.moves_played();
    // Whether the game's end has been told, and whether leaving unsaved was warned of.
    let mut told_over = false;
    let mut warned = false;
    loop {
        app.settle();
        let played: Vec<(Side, Move)> = app
            .game
            .positions()
            .zip(app.game.moves())
            .map(|(p, m)| (p.to_move(), m))
            .collect();
        let new = played.get(printed..).unwrap_or_default();
        let mut engine_played = false;
        for &(side, mv) in new {
            if app.players[side.index()] != Player::Human {
                writeln!(out, "{side} plays {mv}")?;
                engine_played = true;
            }
        }
        if engine_played {
            show(app, &mut out)?;
        }
        printed = played.len();
        match app.result_text() {
            Some(result) if !told_over => {
                told_over = true;
                writeln!(out, "game over: {result}")?;
                writeln!(out, "{OVER_HELP}")?;
                write!(out, "> ")?;
            }
            Some(_) => write!(out, "> ")?,
            None => {
                told_over = false;
                let pos = app.game.position();
                write!(
                    out,
                    "{} to move ({}), legal: {}> ",
                    pos.to_move(),
                    app.player_to_move().name(),
                    pos.legal_moves().to_notation()
                )?;
            }
        }
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out)?;
            return Ok(());
        };
        // A line that is not UTF-8 is refused, not the end of the game.
        let Some(line) = text_line(line, &mut out, NOT_TEXT)? else {
            continue;
        };
        let word = line.trim();
        if !matches!(word, "quit" | "q") {
            warned = false;
        }
        match word {
            "" => continue,
            "help" if app.is_over() => writeln!(out, "{OVER_HELP}")?,
            "help" => writeln!(out, "{HELP}")?,
            "quit" | "q" if app.worth_saving() && !warned => {
                warned = true;
                writeln!(out, "{UNSAVED}")?;
            }
            "quit" | "q" => return Ok(()),
            "board" => show(app, &mut out)?,
            "moves" => {
                let moves: Vec<String> = app.game.moves().map(|m| m.to_string()).collect();
                writeln!(out, "moves: {}", moves.join(" "))?;
            }
            "undo" | "redo" | "hint" | "save" | "resign" => {
                let command = match word {
                    "undo" => Command::Undo,
                    "redo" => Command::Redo,
                    "hint" => Command::Hint,
                    "save" => Command::Save,
                    _ => Command::Resign,
                };
                app.handle(command);
                if command == Command::Resign && app.resigned.is_none() {
                    app.handle(Command::Resign);
                }
                if !app.message.is_empty() {
                    writeln!(out, "{}", app.message)?;
                }
                if matches!(command, Command::Undo | Command::Redo) {
                    show(app, &mut out)?;
                }
            }
            text => match text.parse::<Move>() {
                Ok(mv) => match app.move_by_hand(mv) {
                    Ok(()) => {
                        app.last = None;
                        show(app, &mut out)?;
                    }
                    Err(e) => writeln!(out, "{e}")?,
                },
                Err(e) => writeln!(out, "{e}; type help for the commands")?,
            },
        }
    }
}
