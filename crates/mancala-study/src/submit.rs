//! Submitted studies: a position becomes a study only when the solver proves, within
//! [`SUBMIT_TIME`], that exactly one first move keeps its value; the solution is that move
//! and the solver's optimal line after it.

use std::time::{Duration, Instant};

use mancala_rules::{History, Move, Position};
use mancala_solver::{Limits, SolveError, Solver, Verdict};

use crate::setup::{check_position, SetupError};
use crate::study::{first_difficulty, Study};

/// Time the solver has to prove a submitted position (its moves and the solution line).
pub const SUBMIT_TIME: Duration = Duration::from_secs(10);

/// Why a submitted position is not accepted as a study.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Refusal {
    /// The position breaks the rules' bounds.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// The game is over in this position.
    #[error("the game is over in this position: there is no move to find")]
    Finished,
    /// Only one legal move: nothing to find.
    #[error("the side to move has a single legal move: there is nothing to find")]
    Forced,
    /// More than one first move keeps the value.
    #[error("{} first moves keep the value {value}: {}", moves.len(), moves.join(", "))]
    SeveralKeepers {
        /// The keeping moves.
        moves: Vec<String>,
        /// The value they keep.
        value: i32,
    },
    /// The solver did not prove it within the time.
    #[error("not proved in {}", seconds_text(*millis))]
    Unproved {
        /// The time allowed, in milliseconds.
        millis: u64,
    },
    /// The solver could not run.
    #[error("solver: {0}")]
    Solve(#[from] SolveError),
}

/// `10 s`, `0.3 s`.
fn seconds_text(millis: u64) -> String {
    if millis.is_multiple_of(1000) {
        format!("{} s", millis / 1000)
    } else {
        format!("{:.1} s", millis as f64 / 1000.0)
    }
}

/// Proves that `position` (numbered from `ply`, with no history before it) has exactly one
/// first move that keeps its value, within `time` (normally [`SUBMIT_TIME`]); returns the
/// study (no id; source `submitted`; difficulty estimated by the engine's levels, for the
/// first move only and within [`crate::study::move_difficulty_nodes`] engine nodes after
/// the solver's `time`; no line difficulty), or why not.
pub fn verify(
    position: &Position,
    ply: u64,
    solver: &Solver,
    time: Duration,
) -> Result<Study, Refusal> {
    check_position(position)?;
    let game = History::from_position(position.clone(), ply);
    if game.outcome().is_some() {
        return Err(Refusal::Finished);
    }
    if position.legal_moves().len() < 2 {
        return Err(Refusal::Forced);
    }
    let start = Instant::now();
    let unproved = Refusal::Unproved {
        millis: time.as_millis() as u64,
    };
    let limits = Limits {
        time: Some(time),
        ..Limits::default()
    };
    let moves = solver.solve_moves(&game, &limits)?.moves;
    let best = moves
        .iter()
        .map(|(_, v)| v.lower())
        .max()
        .unwrap_or(i32::MIN);
    let contenders: Vec<(Move, Verdict)> = moves
        .iter()
        .copied()
        .filter(|(_, v)| v.upper() >= best)
        .collect();
    let keepers: Vec<Move> = contenders
        .iter()
        .filter(|(_, v)| v.value() == Some(best))
        .map(|(m, _)| *m)
        .collect();
    if keepers.len() > 1 {
        return Err(Refusal::SeveralKeepers {
            moves: keepers.iter().map(|m| m.to_string()).collect(),
            value: best,
        });
    }
    let [first] = keepers[..] else {
        return Err(unproved);
    };
    if contenders.len() != 1 {
        return Err(unproved);
    }
    // The solution: the keeper, then the solver's optimal line to the end of the game.
    let mut after = game.clone();
    after
        .play(first)
        .map_err(|_| Refusal::Solve(SolveError::GameOver))?;
    let mut solution = vec![first];
    if after.outcome().is_none() {
        let left = time.saturating_sub(start.elapsed());
        if left.is_zero() {
            return Err(unproved);
        }
        let line = solver.solve(
            &after,
            &Limits {
                time: Some(left),
                ..Limits::default()
            },
        )?;
        if line.pv.is_empty() {
            return Err(unproved);
        }
        solution.extend(line.pv);
    }
    let mut study = Study {
        id: String::new(),
        start: position.clone(),
        start_ply: ply,
        solution,
        solver: position.to_move(),
        value: best,
        difficulty: None,
        line_difficulty: None,
        source: "submitted".to_string(),
    };
    study.difficulty = first_difficulty(&study);
    Ok(study)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::collection::find;
    use mancala_rules::{Game, Rules};

    #[test]
    fn a_shipped_study_is_accepted_with_its_value() {
        let study = find("en-dodoi-2x6-002").expect("study");
        let solver = Solver::new(16);
        let found = verify(&study.start, study.start_ply, &solver, SUBMIT_TIME).expect("a study");
        assert_eq!(found.value, study.value);
        assert_eq!(found.solution[0], study.solution[0]);
        assert_eq!(found.source, "submitted");
        assert_eq!(found.difficulty, first_difficulty(&found));
        assert_eq!(found.line_difficulty, None);
        // The solution replays to the end of the game.
        let mut game = found.game();
        for &mv in &found.solution {
            game.play(mv).expect("legal");
        }
        assert!(game.outcome().is_some());
    }

    #[test]
    fn a_start_position_is_not_proved_in_a_moment() {
        let start = Position::start(Rules::with_size(Game::EnDodoi, 8, 4).expect("rules"));
        let solver = Solver::new(8);
        assert_eq!(
            verify(&start, 0, &solver, Duration::from_millis(300)),
            Err(Refusal::Unproved { millis: 300 })
        );
        assert_eq!(
            Refusal::Unproved { millis: 300 }.to_string(),
            "not proved in 0.3 s"
        );
        assert_eq!(
            Refusal::Unproved { millis: 10_000 }.to_string(),
            "not proved in 10 s"
        );
    }

    #[test]
    fn several_keepers_are_named() {
        // En Dodoi 2x6 with a symmetric endgame: find a composed-study position's sibling
        // with two keepers by trying the shipped studies' positions after their first move
        // pair, where duals are common for the defender.
        let solver = Solver::new(16);
        let mut found = None;
        for study in crate::collection::of_game(Game::EnDodoi, Some(6)) {
            let mut game = study.game();
            game.play(study.solution[0]).expect("legal");
            if game.outcome().is_some() || game.position().legal_moves().len() < 2 {
                continue;
            }
            if let Err(Refusal::SeveralKeepers { moves, value }) =
                verify(game.position(), game.ply(), &solver, SUBMIT_TIME)
            {
                found = Some((moves, value));
                break;
            }
        }
        let (moves, value) = found.expect("some defender position has two keepers");
        assert!(moves.len() >= 2);
        let text = Refusal::SeveralKeepers {
            moves: moves.clone(),
            value,
        }
        .to_string();
        assert!(text.contains(&moves.join(", ")), "{text}");
    }

    #[test]
    fn finished_and_forced_positions_are_refused() {
        let study = find("sadeqa-ii-2x6-001").expect("study");
        let mut game = study.game();
        for &mv in &study.solution {
            game.play(mv).expect("legal");
        }
        let solver = Solver::new(8);
        assert_eq!(
            verify(game.position(), game.ply(), &solver, SUBMIT_TIME),
            Err(Refusal::Finished)
        );
    }
}
