//! Stepping through a recorded game: full screen with the arrow keys, or every position as text.

use std::io::{self, Write};

use mancala_record::{GameResult, Record};
use mancala_rules::{History, Move, Position, Side};
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind};
use ratatui::layout::{Constraint, Layout};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

use crate::board::{board_lines, write_position, Marks};

/// A record being stepped through.
pub struct Replay {
    record: Record,
    positions: Vec<Position>,
    moves: Vec<mancala_rules::Move>,
    /// The position shown: 0 is the start.
    pub index: usize,
}

impl Replay {
    /// Starts at the beginning of `record`.
    pub fn new(record: Record) -> Replay {
        let positions = record.game().positions().cloned().collect();
        let moves = record.game().moves().collect();
        Replay {
            record,
            positions,
            moves,
            index: 0,
        }
    }

    /// One step forward (`true`) or back.
    pub fn step(&mut self, forward: bool) {
        if forward {
            self.index = (self.index + 1).min(self.positions.len() - 1);
        } else {
            self.index = self.index.saturating_sub(1);
        }
    }

    /// The value of the record's tag `name`, if it has one.
    fn tag(&self, name: &str) -> Option<&str> {
        self.record
            .extra_tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn heading(&self) -> String {
        let game: &History = self.record.game();
        let ply = game.start_ply() + self.index as u64;
        let moves = &self.moves;
        let stipulation = self.tag("Stipulation");
        let last = if self.index == 0 {
            // A composed study names its task at its start.
            stipulation.map_or_else(|| "start".to_string(), |s| format!("start: {s}"))
        } else {
            format!(
                "{} played {}",
                self.positions[self.index - 1].to_move(),
                moves[self.index - 1]
            )
        };
        format!(
            "ply {ply} of {}: {last}",
            game.start_ply() + moves.len() as u64
        )
    }

    /// The result in words ("North wins 29-19 on points (…)", "South resigns: North
    /// wins"), or the record's result token when the moves do not tell it.
    pub fn result_words(&self) -> String {
        let game = self.record.game();
        let last = game.position();
        if let Some(o) = game.outcome() {
            return crate::words::outcome(last, o);
        }
        let termination = self.tag("Termination");
        let winner = match self.record.result() {
            GameResult::SouthWon => Side::South,
            GameResult::NorthWon => Side::North,
            GameResult::Draw => return "Draw, before the rules ended the game".to_string(),
            GameResult::Unfinished => return "not finished".to_string(),
        };
        match termination {
            Some("resignation") | None => crate::words::resignation(winner.opponent()),
            Some(other) => format!("{} wins ({other})", crate::words::side_title(winner)),
        }
    }

    /// The marks of the move that led to the position shown: its start hole and the
    /// holes its capture emptied.
    fn marks(&self) -> Marks {
        let mut marks = Marks::default();
        if self.index == 0 {
            return marks;
        }
        let before = &self.positions[self.index - 1];
        let after = &self.positions[self.index];
        if let Move::Sow { hole, .. } = self.moves[self.index - 1] {
            marks.last_from = Some(before.index(before.to_move(), hole));
            if let Some(lap) = before
                .laps(self.moves[self.index - 1])
                .ok()
                .and_then(|laps| laps.last().cloned())
            {
                marks.captured = (0..lap.board.len())
                    .filter(|&i| lap.board[i] > 0 && after.board()[i] == 0)
                    .collect();
            }
        }
        marks
    }

    /// Draws the position shown.
    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        let pos = &self.positions[self.index];
        let lines = board_lines(pos, pos.board(), area.width as usize, &self.marks());
        let r = &self.record;
        let head = [
            format!(
                "{} 2x{}: {} (south) - {} (north), {}  result {}",
                r.rules().game().title(),
                r.rules().holes(),
                r.south,
                r.north,
                r.date,
                r.result().token()
            ),
            if self.index + 1 == self.positions.len() {
                format!("{} (the end: {})", self.heading(), self.result_words())
            } else {
                self.heading()
            },
            format!(
                "captured: south {}  north {}",
                pos.captured(Side::South),
                pos.captured(Side::North)
            ),
        ];
        // Long names and the result in words wrap instead of running off the screen.
        let head_height: u16 = head
            .iter()
            .map(|l| crate::ui::wrapped_height(l, area.width as usize))
            .sum();
        let [top, board, bottom] = Layout::vertical([
            Constraint::Length(head_height),
            Constraint::Length(lines.len() as u16 + 1),
            Constraint::Min(1),
        ])
        .areas(area);
        frame.render_widget(
            Paragraph::new(head.into_iter().map(Line::raw).collect::<Vec<_>>())
                .wrap(Wrap { trim: true }),
            top,
        );
        frame.render_widget(Paragraph::new(lines), board);
        frame.render_widget(
            Paragraph::new("←/→ step  Home/End first/last  q quit"),
            bottom,
        );
    }
}

/// Every position of `record` as text.
pub fn print_all(record: &Record, out: &mut impl Write) -> io::Result<()> {
    let mut replay = Replay::new(record.clone());
    loop {
        writeln!(out, "{}", replay.heading())?;
        write_position(&replay.positions[replay.index], 80, out)?;
        writeln!(out)?;
        if replay.index + 1 >= replay.positions.len() {
            break;
        }
        replay.step(true);
    }
    writeln!(
        out,
        "result: {} ({})",
        record.result().token(),
        replay.result_words()
    )
}

/// Steps through `record` full screen.
pub fn run(record: Record) -> io::Result<()> {
    let mut replay = Replay::new(record);
    let mut terminal = ratatui::try_init()?;
    let result = (|| -> io::Result<()> {
        loop {
            terminal.draw(|f| replay.draw(f))?;
            if let Event::Key(key) = event::read()? {
                if key.kind != KeyEventKind::Press {
                    continue;
                }
                match key.code {
                    KeyCode::Right | KeyCode::Char(' ') | KeyCode::Enter => replay.step(true),
                    KeyCode::Left | KeyCode::Backspace => replay.step(false),
                    KeyCode::Home => replay.index = 0,
                    KeyCode::End => replay.index = replay.positions.len() - 1,
                    KeyCode::Char('q') | KeyCode::Esc => return Ok(()),
                    _ => {}
                }
            }
        }
    })();
    ratatui::restore();
    result
}
