//! The full-screen loop: keys in, frames out, a tick for the animation and the engine.

use std::io;
use std::time::{Duration, Instant};

use mancala_rules::Direction;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::app::{App, Command};
use crate::ui::draw;

/// Time between two laps of a sowing on screen.
pub const LAP_TIME: Duration = Duration::from_millis(180);

/// What a key means.
pub fn command(key: KeyEvent) -> Command {
    match key.code {
        KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => Command::Quit,
        KeyCode::Left => Command::Left,
        KeyCode::Right => Command::Right,
        KeyCode::Char(c @ '0'..='9') => Command::Digit(c as u8 - b'0'),
        KeyCode::Enter | KeyCode::Char(' ') => Command::Play,
        KeyCode::Char('r') | KeyCode::Char('R') => Command::PlayDirection(Direction::Anticlockwise),
        KeyCode::Char('l') | KeyCode::Char('L') => Command::PlayDirection(Direction::Clockwise),
        KeyCode::Char('u') => Command::Undo,
        KeyCode::Char('y') => Command::Redo,
        KeyCode::Char('h') => Command::Hint,
        KeyCode::Char('s') => Command::Save,
        KeyCode::Char('x') => Command::Resign,
        KeyCode::Char('q') | KeyCode::Esc => Command::Quit,
        _ => Command::Other,
    }
}

/// Plays `app` full screen until the player quits; the terminal is restored afterwards.
pub fn run(app: &mut App) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, app);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> io::Result<()> {
    let mut last_tick = Instant::now();
    while !app.quit {
        terminal.draw(|frame| draw(frame, app))?;
        let wait = LAP_TIME.saturating_sub(last_tick.elapsed());
        if event::poll(wait)? {
            match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => app.handle(command(key)),
                // A resize is drawn on the next pass.
                _ => {}
            }
        }
        if last_tick.elapsed() >= LAP_TIME {
            app.tick();
            last_tick = Instant::now();
        }
    }
    Ok(())
}
