//! Drawing the game with ratatui: header, board, moves, messages, keys, the game-over box.

use mancala_rules::{Direction, Move, Side};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;

use crate::app::{App, Player};
use crate::board::{board_lines, Marks};

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

    let [header, board_area, info, footer] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Length(board_height + 1),
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
    if !app.message.is_empty() {
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

    if let Some(result) = app.result_text() {
        let width = (result.len() as u16 + 6).min(area.width);
        let popup = Rect {
            x: area.x + (area.width - width) / 2,
            y: area.y + area.height.saturating_sub(5) / 2,
            width,
            height: 5.min(area.height),
        };
        frame.render_widget(Clear, popup);
        frame.render_widget(
            Paragraph::new(vec![
                Line::raw(result),
                Line::styled(
                    "u undo  s save  q quit",
                    Style::default().fg(Color::DarkGray),
                ),
            ])
            .block(Block::default().borders(Borders::ALL).title(" game over ")),
            popup,
        );
    }
}
