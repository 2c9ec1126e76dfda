//! Playing in a terminal: [`App`] holds a game between humans and engine levels with undo,
//! redo, hints, saving and resignation; [`ui`] draws it with ratatui (the board wraps to any
//! width); [`plain`] plays the same game as plain text lines; [`terminal`] runs the
//! full-screen loop; [`compose`] finds composed studies with the exact solver; [`study`] is
//! the analysis board and the puzzles, [`editor`] its position editor.

pub mod app;
pub mod board;
pub mod compose;
pub mod editor;
pub mod plain;
pub mod replay;
pub mod study;
pub mod terminal;
pub mod typed;
pub mod ui;
pub mod words;

pub use app::{App, Player};
