//! Drawing the game with ratatui: header, board, moves, messages, keys, the game-over box.

use mancala_rules::{Direction, Move, Side};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;

use crate::app::{App, Player, QUIT_QUESTION};
use crate::board::{board_lines, cell_width, Marks};

fn side_label(app: &App, side: Side) -> String {
    let player = match app.players[side.index()] {
        Player::Human => "human".to_string(),
        Player::Level(l) => format!("level {l}"),
    };
    format!("{side} ({player})")
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let pos = app.game.position();
    let rules = pos.rules();
    let board = match &app.animation {
        Some(a) => a.frames[a.shown.min(a.frames.len() - 1)].clone(),
        None => pos.board().to_vec(),
    };
    let mut marks = Marks::default();
    if app.human_to_move() {
        marks.cursor = Some(app.cursor_index());
        marks.legal = pos
            .legal_moves()
            .iter()
            .filter_map(|m| match m {
                Move::Sow { hole, .. } => Some(pos.index(pos.to_move(), *hole)),
                Move::Pass => None,
            })
            .collect();
    }
    if let Some(last) = &app.last {
        marks.last_from = last.from;
        if app.animation.is_none() {
            marks.captured = last.captured.clone();
        }
    }
    let lines = board_lines(pos, &board, area.width as usize, &marks);
    let board_height = lines.len() as u16;
    if area.height < board_height + CHROME_LINES {
        too_small(frame, app, &board, board_height);
        return;
    }
    let result = app.result_text();
    let width = area.width as usize;
    // What the player must see: the question while leaving is asked, or the last message.
    let note = if app.confirm_quit {
        Some(quit_question())
    } else if !app.message.is_empty() {
        Some(Line::styled(
            app.message.clone(),
            Style::default().fg(Color::Yellow),
        ))
    } else {
        None
    };
    let note_text = note.as_ref().map(|l| l.to_string());
    const OVER_KEYS: &str = "u undo  s save  q quit";
    // Below the board: the result's box (whose second line is the note, or the keys), or
    // the note on lines of its own; the moves get what is left, at least a line.
    let room = area.height - HEADER_LINES - (board_height + 1) - FOOTER_LINES;
    let (result_height, note_height) = match &result {
        Some(text) => {
            let inside = width.saturating_sub(2).max(1);
            let second = note_text.as_deref().unwrap_or(OVER_KEYS);
            let wanted = wrapped_height(text, inside) + wrapped_height(second, inside) + 2;
            (wanted.min(room.saturating_sub(1).max(1)), 0)
        }
        None => {
            let wanted = note_text.as_deref().map_or(0, |t| wrapped_height(t, width));
            (0, wanted.min(room.saturating_sub(1).max(1)))
        }
    };
    let info_height = room - result_height - note_height;

    let [header, board_area, result_area, info, note_area, footer] = Layout::vertical([
        Constraint::Length(HEADER_LINES),
        Constraint::Length(board_height + 1),
        Constraint::Length(result_height),
        Constraint::Length(info_height),
        Constraint::Length(note_height),
        Constraint::Length(FOOTER_LINES),
    ])
    .areas(area);

    let turn = if app.is_over() {
        "game over".to_string()
    } else if app.is_thinking() {
        format!("{} is thinking", side_label(app, pos.to_move()))
    } else if app.animation.is_some() {
        "sowing... (any key skips)".to_string()
    } else {
        format!("{} to move", side_label(app, pos.to_move()))
    };
    let header_lines = vec![
        Line::from(vec![
            Span::styled(
                format!("{} 2x{}", rules.game().title(), rules.holes()),
                Style::default().add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!("  ply {}  ", app.game.ply())),
            Span::styled(turn, Style::default().fg(Color::Cyan)),
        ]),
        Line::from(format!(
            "captured: {} {}   {} {}",
            side_label(app, Side::North),
            pos.captured(Side::North),
            side_label(app, Side::South),
            pos.captured(Side::South)
        )),
    ];
    frame.render_widget(Paragraph::new(header_lines), header);
    frame.render_widget(Paragraph::new(lines), board_area);

    let mut info_lines = Vec::new();
    if let Some(last) = &app.last {
        info_lines.push(Line::from(format!("last move: {} {}", last.side, last.mv)));
    }
    info_lines.push(Line::from(moves_line(app, width)));
    if rules.game().two_directions() && app.human_to_move() {
        let d = match app.direction {
            Direction::Anticlockwise => "R (to your right)",
            Direction::Clockwise => "L (to your left)",
        };
        info_lines.push(Line::from(format!("direction: {d}")));
    }
    // The latest lines first to go when the moves' area is short: the moves list matters most.
    let keep = info_lines.len().min(info_height as usize);
    if keep < info_lines.len() && app.last.is_some() {
        info_lines.remove(0);
    }
    info_lines.truncate(keep);
    frame.render_widget(Paragraph::new(info_lines), info);
    if result.is_none() {
        if let Some(note) = note.clone() {
            frame.render_widget(Paragraph::new(note).wrap(Wrap { trim: true }), note_area);
        }
    }

    let n = rules.holes();
    let keys = if rules.game().two_directions() {
        format!("←/→ or 1-{n} hole  r/l sow right/left  Enter sow  u undo  y redo  h hint  s save  x resign  q quit")
    } else {
        format!("←/→ or 1-{n} hole  Enter sow  u undo  y redo  h hint  s save  x resign  q quit")
    };
    frame.render_widget(
        Paragraph::new(keys)
            .style(Style::default().fg(Color::DarkGray))
            .wrap(Wrap { trim: true }),
        footer,
    );

    // The result sits between the board and the moves: it covers neither.
    if let Some(result) = result {
        let second =
            note.unwrap_or_else(|| Line::styled(OVER_KEYS, Style::default().fg(Color::DarkGray)));
        frame.render_widget(
            Paragraph::new(vec![
                Line::styled(result, Style::default().add_modifier(Modifier::BOLD)),
                second,
            ])
            .wrap(Wrap { trim: true })
            .block(Block::default().borders(Borders::ALL).title(" game over ")),
            result_area,
        );
    }
}

/// The moves played, numbered, as many of the latest as fit one line of `width`.
fn moves_line(app: &App, width: usize) -> String {
    let start = app.game.start_ply();
    let moves: Vec<String> = app
        .game
        .moves()
        .enumerate()
        .map(|(i, m)| format!("{}.{m}", start + i as u64 + 1))
        .collect();
    let mut shown: Vec<&str> = Vec::new();
    let mut used = "moves:".len();
    for (k, mv) in moves.iter().enumerate().rev() {
        // Room for this move, and for the mark of those left out before it.
        let more = if k > 0 { " …".len() } else { 0 };
        if used + 1 + mv.chars().count() + more > width {
            break;
        }
        used += 1 + mv.chars().count();
        shown.push(mv);
    }
    shown.reverse();
    let cut = if shown.len() < moves.len() {
        " …"
    } else {
        ""
    };
    if shown.is_empty() {
        format!("moves:{cut}")
    } else {
        format!("moves:{cut} {}", shown.join(" "))
    }
}

/// Lines `text` takes wrapped word by word at `width` (a word longer than a line is cut).
pub(crate) fn wrapped_height(text: &str, width: usize) -> u16 {
    let width = width.max(1);
    let mut lines = 1usize;
    let mut used = 0usize;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if used > 0 && used + 1 + len <= width {
            used += 1 + len;
            continue;
        }
        if used > 0 {
            lines += 1;
        }
        // The word starts a line; one longer than a line runs on over more.
        lines += (len - 1) / width;
        used = (len - 1) % width + 1;
    }
    lines.min(u16::MAX as usize) as u16
}

/// The header's lines: the game and turn, the captures.
const HEADER_LINES: u16 = 2;

/// The keys' lines at the bottom.
const FOOTER_LINES: u16 = 2;

/// Lines the screen needs besides the board: header, a blank line, the moves, the keys.
const CHROME_LINES: u16 = HEADER_LINES + 1 + 2 + FOOTER_LINES;

/// The board does not fit: say so, and how large a terminal it needs, instead of cutting it.
fn too_small(frame: &mut Frame, app: &App, board: &[u16], board_height: u16) {
    let area = frame.area();
    let n = app.game.rules().holes();
    let cell = cell_width(board, n);
    // The fewest blocks (and so the narrowest terminal) that fit this terminal's height.
    let fit = (1..=n)
        .rev()
        .find(|&blocks| (5 * blocks as u16 - 1) + CHROME_LINES <= area.height);
    let advice = match fit {
        Some(blocks) => {
            let columns = 3 + cell * n.div_ceil(blocks);
            format!("a terminal at least {columns} columns wide at this height")
        }
        None => format!(
            "at least {} lines at this width",
            board_height + CHROME_LINES
        ),
    };
    let mut text = vec![
        Line::styled(
            format!(
                "{} 2x{}: the board does not fit this {}x{} terminal.",
                app.game.rules().game().title(),
                n,
                area.width,
                area.height
            ),
            Style::default().add_modifier(Modifier::BOLD),
        ),
        Line::raw(format!(
            "It needs {advice}. Enlarge the window (or play with --plain); q leaves."
        )),
    ];
    if app.confirm_quit {
        text.push(quit_question());
    }
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// The question asked before leaving a game in progress.
fn quit_question() -> Line<'static> {
    Line::styled(
        QUIT_QUESTION,
        Style::default()
            .fg(Color::Yellow)
            .add_modifier(Modifier::BOLD),
    )
}
