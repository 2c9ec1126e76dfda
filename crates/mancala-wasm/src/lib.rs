//! The rules, the engine and the solver as the web page calls them, built for WebAssembly.
//!
//! One implementation of the rules serves the server and the page: the page asks this module
//! for legal moves, for a move's laps (its sowing animation) and for the position after it,
//! and, in a Web Worker, for the engine's moves at every level and the analysis board's
//! lines, with no server. Every call takes and gives JSON text: position JSON as the engine
//! protocol and the HTTP API write it, lists of moves in notation. A refused call throws a
//! JavaScript `Error` whose message names what was wrong.
//!
//! The functions behind the exports are plain Rust (in [`game`], [`sowing`] and [`player`]),
//! tested natively. The server's build script builds the module and its JavaScript glue and embeds
//! them; `scripts/wasm-tools` installs the tools that needs.

pub mod error;
pub mod game;
pub mod player;
pub mod record;
pub mod sowing;

use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use error::WasmError;

/// `value` as JSON text (plain data: it cannot fail).
fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A refusal as the JavaScript `Error` the page catches.
fn thrown(error: WasmError) -> JsError {
    JsError::new(&error.to_string())
}

/// The position JSON of the start of `game` (`en-gehe`, `en-dodoi`, `sadeqa-ii`, `giuthi`)
/// with `settings`, a JSON object of `holes`, `seeds` and the game's options.
#[wasm_bindgen(js_name = startPosition)]
pub fn start_position(game: &str, settings: &str) -> Result<String, JsError> {
    game::start(game, settings).map_err(thrown)
}

/// The legal moves of the position JSON `position`, as a JSON list of notations.
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(position: &str) -> Result<String, JsError> {
    game::legal_moves(position)
        .map(|m| json(&m))
        .map_err(thrown)
}

/// `mv` played in the position JSON `position`: a JSON ply (`move`, `side`, `from`, `end`,
/// `captured`, `laps` with the board after each, `position` after the move).
#[wasm_bindgen(js_name = playMove)]
pub fn play_move(position: &str, mv: &str) -> Result<String, JsError> {
    game::play(position, mv).map(|p| json(&p)).map_err(thrown)
}

/// The game from the position JSON `start` after `moves` (a JSON list of notations): every
/// ply as `playMove` gives it, the position JSON at the end (`result` set when the game is
/// over, a repetition included) and its legal moves.
#[wasm_bindgen]
pub fn replay(start: &str, moves: &str) -> Result<String, JsError> {
    game::replay(start, moves).map(|r| json(&r)).map_err(thrown)
}

/// A game the page plays with no server: its start, the moves played and the position
/// reached, with the rules' own ending (a repetition included).
#[wasm_bindgen]
pub struct Game(mancala_rules::History);

#[wasm_bindgen]
impl Game {
    /// The game from the position JSON `start` after `moves` (a JSON list of notations).
    #[wasm_bindgen(constructor)]
    pub fn new(start: &str, moves: &str) -> Result<Game, JsError> {
        game::game_after(start, moves).map(Game).map_err(thrown)
    }

    /// Plays `mv`: the ply as `playMove` gives it. A refused move leaves the game as it was.
    pub fn play(&mut self, mv: &str) -> Result<String, JsError> {
        let mv = mv.parse().map_err(|e| thrown(WasmError::Notation(e)))?;
        let ply = self.0.moves_played() + 1;
        sowing::play_ply(&mut self.0, mv, ply)
            .map(|p| json(&p))
            .map_err(thrown)
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// The position JSON now (`result` set when the game is over).
    pub fn state(&self) -> String {
        self.0.to_json()
    }

    /// The legal moves now, as a JSON list of notations (none when the game is over).
    pub fn legal(&self) -> String {
        json(&game::legal(&self.0))
    }

    /// The moves played from the start, as a JSON list of notations.
    pub fn moves(&self) -> String {
        json(&self.0.moves().map(|m| m.to_string()).collect::<Vec<_>>())
    }

    /// The game as a record (the text format, or JSON when `as_json`): `south` and `north`
    /// name the players (`human`, `level:5`), `day` is the date in days since 1970-01-01,
    /// and `resigned` the side that resigned (empty when none did).
    pub fn record(
        &self,
        south: &str,
        north: &str,
        day: i32,
        resigned: &str,
        as_json: bool,
    ) -> Result<String, JsError> {
        record::record(&self.0, south, north, day, resigned, as_json).map_err(thrown)
    }
}

/// The engine and the solver of a page (one per Web Worker: a search holds the thread).
#[wasm_bindgen]
pub struct Player(player::Player);

#[wasm_bindgen]
impl Player {
    /// A player whose engine's random choices start from `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: u32) -> Player {
        Player(player::Player::new(u64::from(seed)))
    }

    /// Forgets what earlier games taught the tables.
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.0.new_game();
    }

    /// The move at `level` (1 to 10) after `moves` from the position JSON `start`, within
    /// `movetime_ms`: JSON `{"move", "proved"}`.
    pub fn choose(
        &mut self,
        start: &str,
        moves: &str,
        level: u32,
        movetime_ms: u32,
    ) -> Result<String, JsError> {
        let game = game::game_after(start, moves).map_err(thrown)?;
        self.0
            .choose(&game, level, movetime_ms)
            .map(|m| json(&m))
            .map_err(thrown)
    }

    /// The engine's lines after `moves` from the position JSON `start`, to `depth` plies or
    /// for `movetime_ms` (0 for no such limit): JSON as the server's analysis reports.
    pub fn analyse(
        &mut self,
        start: &str,
        moves: &str,
        depth: u32,
        movetime_ms: u32,
    ) -> Result<String, JsError> {
        let game = game::game_after(start, moves).map_err(thrown)?;
        self.0
            .analyse(&game, depth, movetime_ms)
            .map(|a| json(&a))
            .map_err(thrown)
    }
}

#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
