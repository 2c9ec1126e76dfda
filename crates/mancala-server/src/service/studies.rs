//! The studies: the collection shipped with the program and the studies players
//! submitted (stored; every process sharing the database sees them), listed by game, size
//! and difficulty; the puzzles of the day; a try checked by the solver and refuted with
//! an explanation; a hint; a submission proved by the solver within a stated time.
//!
//! The solver runs off the async workers, at most [`SOLVING`] at once and
//! [`SOLVING_PER_CLIENT`] a client (beyond that `429` with `Retry-After`), each check and
//! hint within [`CHECK_TIME`], a submission within [`SUBMIT_TIME`].

use std::sync::Arc;
use std::time::Duration;

use mancala_rules::{position_from_json, state_json, Game, History, Move};
use mancala_solver::Limits;
use mancala_study::puzzle::replay;
use mancala_study::{Check, PuzzleError, Refusal, Study, SUBMIT_TIME};
use serde_json::Value;

use super::engine::Client;
pub use super::solving::{Solving, CHECK_TIME, SOLVING, SOLVING_PER_CLIENT};
use super::state::{Error, Hub};
use super::study::Submission;
use super::study_views::{
    CheckView, DailyView, HintView, SourceName, StudyPage, StudySummary, StudyView, VerdictName,
};
use mancala_domain::studies::{page_range, utc_day, Filter, SubmittedRecord, MAX_LISTED_SUBMITTED};
use mancala_domain::token::{now_ms, secret};

/// A study with where it comes from and who submitted it.
struct Found {
    study: Study,
    source: SourceName,
    name: Option<String>,
}

fn summary(found: &Found) -> StudySummary {
    let rules = found.study.rules();
    StudySummary {
        id: found.study.id.clone(),
        game: rules.game().name().to_string(),
        holes: rules.holes(),
        seeds: found.study.start.board_seeds(),
        stipulation: found.study.stipulation(),
        difficulty: found.study.difficulty,
        solving_side: found.study.solver.into(),
        plies: found.study.solution.len(),
        source: found.source,
        name: found.name.clone(),
    }
}

/// A stored submission as a study; `None` (and a warning) when it no longer reads.
fn from_record(record: &SubmittedRecord) -> Option<Found> {
    let read = || -> Result<Found, String> {
        let (start, start_ply) = position_from_json(&record.position).map_err(|e| e.to_string())?;
        let mut game = History::from_position(start.clone(), start_ply);
        let mut solution = Vec::new();
        for text in record.solution.split_whitespace() {
            let mv: Move = text.parse().map_err(|e| format!("{e}"))?;
            game.play(mv).map_err(|e| e.to_string())?;
            solution.push(mv);
        }
        Ok(Found {
            study: Study {
                id: record.id.clone(),
                solver: start.to_move(),
                start,
                start_ply,
                solution,
                value: record.value,
                difficulty: record.difficulty,
                line_difficulty: None,
                source: "submitted".to_string(),
            },
            source: SourceName::Submitted,
            name: Some(record.name.clone()),
        })
    };
    match read() {
        Ok(found) => Some(found),
        Err(e) => {
            tracing::warn!("submitted study {} does not read: {e}", record.id);
            None
        }
    }
}

/// Every study of the collection, then the newest [`MAX_LISTED_SUBMITTED`] submitted
/// ones, oldest first.
async fn all(hub: &Hub) -> Result<Vec<Found>, Error> {
    let stored = hub.write(|s| s.load_studies(MAX_LISTED_SUBMITTED)).await?;
    let shipped = mancala_study::shipped().iter().map(|study| Found {
        study: study.clone(),
        source: SourceName::Collection,
        name: None,
    });
    Ok(shipped
        .chain(stored.iter().filter_map(from_record))
        .collect())
}

/// Study `id`, shipped or submitted.
async fn find(hub: &Hub, id: &str) -> Result<Found, Error> {
    if let Some(study) = mancala_study::find(id) {
        return Ok(Found {
            study: study.clone(),
            source: SourceName::Collection,
            name: None,
        });
    }
    let wanted = id.to_string();
    hub.write(move |s| s.load_study(&wanted))
        .await?
        .as_ref()
        .and_then(from_record)
        .ok_or_else(|| Error::NoStudy(id.to_string()))
}

/// A page of the studies that pass `filter`.
pub async fn list(hub: &Hub, filter: &Filter, page: usize) -> Result<StudyPage, Error> {
    let passing: Vec<StudySummary> = all(hub)
        .await?
        .iter()
        .map(summary)
        .filter(|s| filter.passes(&s.game, s.holes, s.difficulty))
        .collect();
    let (range, pages) = page_range(passing.len(), page);
    Ok(StudyPage {
        total: passing.len(),
        studies: passing[range].to_vec(),
        page,
        pages,
    })
}

/// The position JSON of `game`'s current position.
fn state(game: &History) -> Value {
    serde_json::from_str(&game.to_json()).unwrap_or(Value::Null)
}

fn legal(game: &History) -> Vec<String> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    game.position()
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

/// Study `id`: its summary and position, not its solution.
pub async fn study(hub: &Hub, id: &str) -> Result<StudyView, Error> {
    let found = find(hub, id).await?;
    let game = found.study.game();
    Ok(StudyView {
        summary: summary(&found),
        state: state(&game),
        legal_moves: legal(&game),
    })
}

/// Today's study of each game that has one (the collection's, by the UTC date).
pub fn daily(_hub: &Hub) -> DailyView {
    let (day, date) = utc_day(now_ms());
    let daily = [Game::EnGehe, Game::EnDodoi, Game::SadeqaII, Game::Giuthi]
        .into_iter()
        .filter_map(|game| mancala_study::daily(game, day))
        .map(|study| {
            summary(&Found {
                study: study.clone(),
                source: SourceName::Collection,
                name: None,
            })
        })
        .collect();
    DailyView { daily, date }
}

/// The moves in notation, read (`400` naming the first bad one).
fn read_moves(moves: &[String]) -> Result<Vec<Move>, Error> {
    moves
        .iter()
        .enumerate()
        .map(|(i, text)| {
            text.parse::<Move>()
                .map_err(|e| Error::Bad(format!("'moves[{i}]': {e}")))
        })
        .collect()
}

/// A refusal of the puzzle as the API's error.
fn puzzle_error(e: PuzzleError) -> Error {
    match e {
        PuzzleError::Replay { .. } | PuzzleError::Illegal { .. } => {
            Error::Bad(format!("'moves': {e}"))
        }
        PuzzleError::Over | PuzzleError::NotSolvingSide(_) => Error::Unprocessable(e.to_string()),
        PuzzleError::Solve(_) => Error::Internal(e.to_string()),
    }
}

/// Runs `work` for `client` with a solver on a blocking thread, under the places for
/// solver runs (`429` when the client or the server holds its most), bounded by `time`.
async fn solving<T: Send + 'static>(
    hub: &Arc<Hub>,
    client: Client,
    time: Duration,
    work: impl FnOnce(&mancala_solver::Solver) -> Result<T, Error> + Send + 'static,
) -> Result<T, Error> {
    let place = hub.analysis.solving.admit(client, time)?;
    let worker = hub.clone();
    tokio::task::spawn_blocking(move || {
        let _place = place;
        work(&worker.analysis.databases.solver())
    })
    .await
    .map_err(|e| Error::Internal(format!("the solver failed: {e}")))?
}

/// Checks the last of `moves` (played from the study's start) as a try, for `client`.
pub async fn check(
    hub: &Arc<Hub>,
    id: &str,
    moves: Vec<String>,
    client: Client,
) -> Result<CheckView, Error> {
    let found = find(hub, id).await?;
    let mut played = read_moves(&moves)?;
    let Some(try_move) = played.pop() else {
        return Err(Error::Bad(
            "'moves' must end with the try: at least one move".to_string(),
        ));
    };
    let study = found.study;
    solving(hub, client, CHECK_TIME, move |solver| {
        let limits = Limits {
            time: Some(CHECK_TIME),
            ..Limits::default()
        };
        let checked = mancala_study::check(&study, &played, try_move, solver, &limits)
            .map_err(puzzle_error)?;
        let before = replay(&study, &played).map_err(puzzle_error)?;
        Ok(match checked {
            Check::Correct {
                replies,
                solved,
                value,
                explanation,
            } => {
                let mut after = before;
                for &mv in std::iter::once(&try_move).chain(&replies) {
                    after
                        .play(mv)
                        .map_err(|e| Error::Internal(format!("the checked line: {e}")))?;
                }
                CheckView {
                    verdict: if solved {
                        VerdictName::Solved
                    } else {
                        VerdictName::Correct
                    },
                    reply: replies.first().map(|m| m.to_string()),
                    replies: replies.iter().map(|m| m.to_string()).collect(),
                    explanation,
                    state: state(&after),
                    legal_moves: legal(&after),
                    value,
                }
            }
            Check::Wrong {
                played_value,
                reply,
                explanation,
                ..
            } => CheckView {
                verdict: VerdictName::Wrong,
                reply: reply.map(|m| m.to_string()),
                replies: reply.iter().map(|m| m.to_string()).collect(),
                explanation,
                state: state(&before),
                legal_moves: legal(&before),
                value: played_value,
            },
            Check::Unproved { explanation } => return Err(Error::Unprocessable(explanation)),
        })
    })
    .await
}

/// A move that keeps the value after `moves` (played from the study's start), for `client`.
pub async fn hint(
    hub: &Arc<Hub>,
    id: &str,
    moves: Vec<String>,
    client: Client,
) -> Result<HintView, Error> {
    let found = find(hub, id).await?;
    let played = read_moves(&moves)?;
    let study = found.study;
    solving(hub, client, CHECK_TIME, move |solver| {
        let limits = Limits {
            time: Some(CHECK_TIME),
            ..Limits::default()
        };
        let game = replay(&study, &played).map_err(puzzle_error)?;
        if game.outcome().is_some() {
            return Err(Error::Unprocessable(
                "the study is over: there is no move to hint".to_string(),
            ));
        }
        if game.position().to_move() != study.solver {
            return Err(Error::Unprocessable(
                "it is the defender's turn: there is no move to hint".to_string(),
            ));
        }
        match mancala_study::hint(&study, &played, solver, &limits).map_err(puzzle_error)? {
            Some(mv) => Ok(HintView {
                hole: match mv {
                    Move::Sow { hole, .. } => hole.to_string(),
                    other => other.to_string(),
                },
                mv: mv.to_string(),
            }),
            None => Err(Error::Unprocessable(format!(
                "no move that keeps the value was proved within {} s",
                CHECK_TIME.as_secs()
            ))),
        }
    })
    .await
}

/// Verifies a position `client` submitted and stores it as a study when the solver
/// proves that exactly one first move keeps its value within [`SUBMIT_TIME`]; `422` with
/// the reason otherwise.
pub async fn submit(
    hub: &Arc<Hub>,
    submission: Submission,
    client: Client,
) -> Result<StudySummary, Error> {
    let setup = mancala_study::Setup::from_position_value(&submission.position)
        .map_err(|e| Error::Bad(format!("'position': {e}")))?;
    let mancala_study::Setup::Position { position, ply } = setup else {
        return Err(Error::Internal(
            "a position setup without its position".to_string(),
        ));
    };
    // A position that is already a study is refused before the solver spends its time on
    // it: a shipped one here, a submitted one now and again as the new study is written, in
    // case the same position came in meanwhile.
    if let Some(shipped) = mancala_study::collection::starting_at(&position, ply) {
        return Err(Error::StudyExists(shipped.id.clone()));
    }
    let text = state_json(&position, ply, None);
    let wanted = text.clone();
    if let Some(id) = hub.write(move |s| s.find_study(&wanted)).await? {
        return Err(Error::StudyExists(id));
    }
    let verified: Study = solving(hub, client, SUBMIT_TIME, move |solver| {
        mancala_study::verify(&position, ply, solver, SUBMIT_TIME).map_err(|e| match e {
            Refusal::Setup(_) => Error::Bad(format!("'position': {e}")),
            Refusal::Solve(_) => Error::Internal(e.to_string()),
            e => Error::Unprocessable(e.to_string()),
        })
    })
    .await?;
    let record = SubmittedRecord {
        id: format!("s-{}", &secret()[..10]),
        position: text,
        name: submission.name,
        value: verified.value,
        solution: verified
            .solution
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        difficulty: verified.difficulty,
        created: now_ms(),
    };
    let stored = record.clone();
    let existing = hub.write(move |s| s.add_new_study(&stored)).await?;
    if let Some(id) = existing {
        return Err(Error::StudyExists(id));
    }
    from_record(&record)
        .map(|found| summary(&found))
        .ok_or_else(|| Error::Internal("the stored study does not read back".to_string()))
}
