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
    // The result's lines as wrapped inside the box (a word-wise wrap may need one more),
    // the keys' line and the two borders.
    let result_height = result.as_ref().map_or(0, |text| {
        let inside = (area.width as usize).saturating_sub(4).max(1);
        (text.chars().count().div_ceil(inside) + 3) as u16
    });

    let [header, board_area, result_area, info, footer] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Length(board_height + 1),
        Constraint::Length(result_height),
        Constraint::Min(2),
        Constraint::Length(2),
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

    let moves: Vec<String> = {
        let start = app.game.start_ply();
        app.game
            .moves()
            .enumerate()
            .map(|(i, m)| format!("{}.{m}", start + i as u64 + 1))
            .collect()
    };
    let mut info_lines = Vec::new();
    if let Some(last) = &app.last {
        info_lines.push(Line::from(format!("last move: {} {}", last.side, last.mv)));
    }
    let shown = moves.len().saturating_sub(40);
    info_lines.push(Line::from(format!("moves: {}", moves[shown..].join(" "))));
    if rules.game().two_directions() && app.human_to_move() {
        let d = match app.direction {
            Direction::Anticlockwise => "R (to your right)",
            Direction::Clockwise => "L (to your left)",
        };
        info_lines.push(Line::from(format!("direction: {d}")));
    }
    if app.confirm_quit {
        info_lines.push(quit_question());
    } else if !app.message.is_empty() {
        info_lines.push(Line::styled(
            app.message.clone(),
            Style::default().fg(Color::Yellow),
        ));
    }
    frame.render_widget(Paragraph::new(info_lines).wrap(Wrap { trim: true }), info);

    let keys = if rules.game().two_directions() {
        "←/→ or 1-9 hole  r/l sow right/left  Enter sow  u undo  y redo  h hint  s save  x resign  q quit"
    } else {
        "←/→ or 1-9 hole  Enter sow  u undo  y redo  h hint  s save  x resign  q quit"
    };
    frame.render_widget(
        Paragraph::new(keys)
            .style(Style::default().fg(Color::DarkGray))
            .wrap(Wrap { trim: true }),
        footer,
    );

    // The result sits between the board and the moves: it covers neither.
    if let Some(result) = result {
        frame.render_widget(
            Paragraph::new(vec![
                Line::styled(result, Style::default().add_modifier(Modifier::BOLD)),
                Line::styled(
                    "u undo  s save  q quit",
                    Style::default().fg(Color::DarkGray),
                ),
            ])
            .wrap(Wrap { trim: true })
            .block(Block::default().borders(Borders::ALL).title(" game over ")),
            result_area,
        );
    }
}

/// Lines the screen needs besides the board: header, a blank line, the moves, the keys.
const CHROME_LINES: u16 = 2 + 1 + 2 + 2;

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
