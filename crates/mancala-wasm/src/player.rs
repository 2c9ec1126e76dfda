//! The engine at the levels, level 10's solver and the analysis board's lines, for a page
//! with no server: the same player crate the server moves with.

use std::time::Duration;

use mancala_engine::time::Limits as EngineLimits;
use mancala_engine::Engine;
use mancala_player::{engine_move, genmove, Misses, MAX_LEVEL, MIN_LEVEL};
use mancala_rules::History;
use mancala_solver::Solver;
use mancala_study::{analyse_here, Lines};
use serde::Serialize;

use crate::error::WasmError;

/// Megabytes of table for the engine and for the solver, as the server gives each move.
pub const TABLE_MB: usize = 16;

/// Longest move or analysis step the page may ask for: a minute.
pub const MAX_TIME_MS: u32 = 60_000;

/// Deepest analysis step the page may ask for.
pub const MAX_DEPTH: u32 = 64;

/// A move the engine chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// The move, written.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its proved value for the mover (level 10, when the solver proved it).
    pub proved: Option<i32>,
}

/// The engine and the solver of one page, with level 10's record of unproved positions.
pub struct Player {
    engine: Engine,
    solver: Solver,
    misses: Misses,
}

impl Player {
    /// A player whose engine's random choices start from `seed`.
    pub fn new(seed: u64) -> Player {
        Player {
            engine: Engine::new(TABLE_MB, seed),
            solver: Solver::new(TABLE_MB),
            misses: Misses::new(),
        }
    }

    /// Forgets what earlier games taught the tables and the solver's misses.
    pub fn new_game(&mut self) {
        self.engine.new_game();
        self.misses = Misses::new();
    }

    /// The move of `game`'s position at `level` within `movetime_ms`, as the server
    /// chooses its engine's moves.
    pub fn choose(
        &mut self,
        game: &History,
        level: u32,
        movetime_ms: u32,
    ) -> Result<MoveView, WasmError> {
        let level = u8::try_from(level)
            .ok()
            .filter(|l| (MIN_LEVEL..=MAX_LEVEL).contains(l))
            .ok_or(WasmError::Level(level))?;
        let limits = EngineLimits {
            movetime: Some(move_time(movetime_ms)?),
            ..EngineLimits::default()
        };
        let choice = if level == MAX_LEVEL {
            genmove(
                &mut self.engine,
                &self.solver,
                &self.misses,
                game,
                level,
                &limits,
            )
            .map(|c| (c.best, c.proved))
        } else {
            engine_move(&mut self.engine, game, level, &limits).map(|r| (r.best, None))
        };
        let (best, proved) = choice.ok_or(WasmError::GameOver)?;
        Ok(MoveView {
            mv: best.to_string(),
            proved,
        })
    }

    /// The engine's lines for `game`'s position (serialized as the server's analysis reports
    /// them), searched to `depth` plies or for
    /// `movetime_ms` (whichever a non-zero value gives; both bound the step).
    pub fn analyse(
        &mut self,
        game: &History,
        depth: u32,
        movetime_ms: u32,
    ) -> Result<Lines, WasmError> {
        if depth == 0 && movetime_ms == 0 {
            return Err(WasmError::argument(
                "the analysis step",
                "give a depth or a time (both are 0)",
            ));
        }
        if depth > MAX_DEPTH {
            return Err(WasmError::argument(
                "the depth",
                format!("{depth} is deeper than {MAX_DEPTH}"),
            ));
        }
        let limits = EngineLimits {
            depth: (depth > 0).then_some(depth),
            movetime: (movetime_ms > 0)
                .then(|| move_time(movetime_ms))
                .transpose()?,
            ..EngineLimits::default()
        };
        analyse_here(&mut self.engine, game, &limits).map_err(|_| WasmError::GameOver)
    }
}

/// A move time of `ms` milliseconds, 1 to [`MAX_TIME_MS`].
fn move_time(ms: u32) -> Result<Duration, WasmError> {
    if ms == 0 || ms > MAX_TIME_MS {
        return Err(WasmError::argument(
            "the time",
            format!("{ms} ms is not between 1 and {MAX_TIME_MS}"),
        ));
    }
    Ok(Duration::from_millis(u64::from(ms)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    #[test]
    fn every_level_moves_and_bad_levels_and_times_are_refused() {
        let game = History::new(Rules::new(Game::EnDodoi));
        let mut player = Player::new(1);
        for level in 1..=10 {
            let chosen = player.choose(&game, level, 50).expect("a move");
            let mv = chosen.mv.parse().expect("written");
            assert!(game.position().is_legal(mv), "level {level}: {}", chosen.mv);
        }
        assert!(matches!(
            player.choose(&game, 0, 50),
            Err(WasmError::Level(0))
        ));
        assert!(matches!(
            player.choose(&game, 11, 50),
            Err(WasmError::Level(11))
        ));
        assert!(player.choose(&game, 5, 0).is_err());
        assert!(player.choose(&game, 5, MAX_TIME_MS + 1).is_err());
    }

    #[test]
    fn level_ten_proves_a_small_board_and_analysis_gives_every_move() {
        let game = History::new(Rules::with_size(Game::Giuthi, 4, 2).expect("a board"));
        let mut player = Player::new(2);
        // Giuthi 2x4 with 2 seeds is a win by 4 for South; the solver proves it in time.
        let chosen = player.choose(&game, 10, 2_000).expect("a move");
        assert_eq!(chosen.proved, Some(4));
        let lines = player.analyse(&game, 6, 0).expect("lines");
        assert_eq!(lines.depth, 6);
        assert_eq!(lines.lines.len(), game.position().legal_moves().len());
        // As the server's analysis writes it: moves in notation, no `done`.
        let json: serde_json::Value = serde_json::to_value(&lines).expect("JSON");
        assert_eq!(json["lines"][0]["move"], lines.lines[0].mv.to_string());
        assert_eq!(json["lines"][0]["pv"][0], json["lines"][0]["move"]);
        assert!(json.get("done").is_none() && json.get("eval_south").is_some());
        assert!(player.analyse(&game, 0, 0).is_err());
        assert!(player.analyse(&game, MAX_DEPTH + 1, 0).is_err());
    }
}
