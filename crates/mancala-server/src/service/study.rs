//! The study use cases: positions set up from a record or a position, analysis jobs
//! (engine lines, solve, review) on the job registry, and the studies (the collection
//! and the submitted ones, checks of a try, hints, submissions). The work itself is the
//! study crate's and the solver's; this module feeds them checked input, bounds them in
//! time and turns their answers into the API's views.

use std::sync::Arc;

use mancala_engine::time::Limits as EngineLimits;
use mancala_rules::{History, Side};
use mancala_solver::{Limits, Verdict};
use mancala_study::{Lines, MoveClass, PlyReview, ReviewOptions, Setup as StudySetup, SetupError};
use serde_json::Value;

use super::engine::Client;
use super::jobs::Work;
use super::state::{Error, Hub};
use super::study_views::{
    Accuracy, AnalysisView, ClassName, JobCreated, KindName, LineView, MoveValue, Outcome, PlyView,
    PositionView, ReviewView, SolveView, Thresholds,
};
use super::views::{GameResult, LastSowing};
use mancala_domain::jobs::JobKind;

/// How a client names a position.
#[derive(Clone, Debug)]
pub enum Named {
    /// A position JSON (no history before it).
    Position(Value),
    /// A game record (text or JSON) up to `ply` (its end when `None`).
    Record {
        /// The record.
        text: String,
        /// The ply to stop at.
        ply: Option<usize>,
    },
}

/// A position named by a client, and the moves of a variation played from it.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The position or record.
    pub named: Named,
    /// Moves played from there, in notation.
    pub moves: Vec<String>,
}

/// A job to start.
#[derive(Clone, Debug)]
pub struct NewJob {
    /// What it does.
    pub kind: JobKind,
    /// On what.
    pub setup: Setup,
    /// Most seconds it runs.
    pub seconds: u64,
}

/// A position submitted as a study.
#[derive(Clone, Debug)]
pub struct Submission {
    /// The position JSON.
    pub position: Value,
    /// The submitter's name, checked.
    pub name: String,
}

pub use super::library::{Library, SOLVER_TABLE_MB};

/// A value's bounds and result in the API's terms.
fn bounds(verdict: Verdict) -> (Option<i32>, i32, i32, Option<Outcome>) {
    let value = verdict.value();
    (
        value,
        verdict.lower(),
        verdict.upper(),
        value.map(Outcome::of),
    )
}

/// The solver's view of `verdict` after `nodes` and `elapsed_ms`.
fn solve_view(verdict: Verdict, nodes: u64, elapsed_ms: u64) -> SolveView {
    let (value, lower, upper, result) = bounds(verdict);
    SolveView {
        nodes,
        elapsed_ms,
        proved: value.is_some(),
        value,
        lower,
        upper,
        result,
        pv: Vec::new(),
        moves: Vec::new(),
    }
}

/// A solve job: the value with its bounds as they are proved, the optimal line, then
/// every legal move's value in the time left.
pub fn solve(work: &Work, library: &Library, game: &History) -> Result<(), String> {
    let reporter = work.clone();
    let solver = library.solver().with_progress(Arc::new(move |p| {
        let view = solve_view(p.verdict, p.nodes, p.elapsed.as_millis() as u64);
        reporter.update(|found| found.solve = Some(view));
    }));
    let limits = |work: &Work| Limits {
        time: Some(work.time_left()),
        nodes: None,
        stop: Some(work.stop_flag()),
    };
    let solution = solver
        .solve(game, &limits(work))
        .map_err(|e| e.to_string())?;
    let mut view = solve_view(
        solution.verdict,
        solution.nodes,
        solution.elapsed.as_millis() as u64,
    );
    view.pv = solution.pv.iter().map(|m| m.to_string()).collect();
    work.update(|found| found.solve = Some(view.clone()));
    if work.stopped() {
        return Ok(());
    }
    let moves = solver
        .solve_moves(game, &limits(work))
        .map_err(|e| e.to_string())?;
    view.nodes += moves.nodes;
    view.elapsed_ms += moves.elapsed.as_millis() as u64;
    view.moves = moves
        .moves
        .iter()
        .map(|(mv, verdict)| {
            let (value, lower, upper, result) = bounds(*verdict);
            MoveValue {
                mv: mv.to_string(),
                value,
                lower,
                upper,
                result,
            }
        })
        .collect();
    work.update(|found| found.solve = Some(view));
    Ok(())
}

/// The game a setup names (the record's history included), its variation played; a bad
/// setup is a `400` naming the field and the hole, ply or move.
pub fn history(setup: &Setup) -> Result<History, Error> {
    let (named, field) = match &setup.named {
        Named::Position(value) => (StudySetup::from_position_value(value), "position"),
        Named::Record { text, ply } => (StudySetup::from_record_text(text, *ply), "record"),
    };
    let named = named.map_err(|e| match e {
        SetupError::PlyPastEnd { .. } => Error::Bad(format!("'ply': {e}")),
        e => Error::Bad(format!("'{field}': {e}")),
    })?;
    mancala_study::history(&named, &setup.moves).map_err(|e| Error::Bad(format!("'moves': {e}")))
}

/// The view of a game's current position.
pub fn position_view(game: &History) -> PositionView {
    let over = game.outcome().is_some();
    PositionView {
        state: serde_json::from_str(&game.to_json()).unwrap_or(Value::Null),
        legal_moves: if over {
            Vec::new()
        } else {
            game.position()
                .legal_moves()
                .iter()
                .map(|m| m.to_string())
                .collect()
        },
        result: GameResult::of_game(game),
        last: LastSowing::of_game(game),
        ply: game.ply(),
    }
}

/// Sets up a position (off the async workers: a record replays every move).
pub async fn position(_hub: &Hub, setup: Setup) -> Result<PositionView, Error> {
    tokio::task::spawn_blocking(move || history(&setup).map(|g| position_view(&g)))
        .await
        .map_err(|e| Error::Internal(format!("setting up the position failed: {e}")))?
}

/// Starts a job for `client`.
pub async fn start_job(hub: &Arc<Hub>, job: NewJob, client: Client) -> Result<JobCreated, Error> {
    let setup = job.setup.clone();
    let game = tokio::task::spawn_blocking(move || history(&setup))
        .await
        .map_err(|e| Error::Internal(format!("setting up the position failed: {e}")))??;
    match job.kind {
        JobKind::Review => {
            if game.moves_played() == 0 {
                return Err(Error::Unprocessable(
                    "the record has no moves to review".to_string(),
                ));
            }
        }
        JobKind::Analyse | JobKind::Solve => {
            if game.outcome().is_some() {
                return Err(Error::Unprocessable(
                    "the game is over: there is nothing to analyse or solve".to_string(),
                ));
            }
        }
    }
    let worker = hub.clone();
    let started =
        hub.analysis
            .jobs
            .start(job.kind, client, job.seconds, move |work| match job.kind {
                JobKind::Solve => solve(work, &worker.analysis.databases, &game),
                JobKind::Analyse => analyse(work, &game),
                JobKind::Review => review(work, &game),
            })?;
    Ok(JobCreated {
        ws: format!("/api/jobs/{}/ws", started.id),
        id: started.id,
        token: started.token,
        kind: match job.kind {
            JobKind::Analyse => KindName::Analyse,
            JobKind::Solve => KindName::Solve,
            JobKind::Review => KindName::Review,
        },
    })
}

/// Megabytes of table an analysis job's engine takes.
pub const ENGINE_TABLE_MB: usize = 32;

/// The API's view of the engine's lines.
fn lines_view(lines: &Lines) -> AnalysisView {
    AnalysisView {
        depth: lines.depth,
        nodes: lines.nodes,
        nps: lines.nps,
        elapsed_ms: lines.elapsed_ms,
        lines: lines
            .lines
            .iter()
            .map(|l| LineView {
                mv: l.mv.to_string(),
                score: l.score,
                pv: l.pv.iter().map(|m| m.to_string()).collect(),
                depth: l.depth,
            })
            .collect(),
        eval_south: lines.eval_south,
        searching: lines.searching,
    }
}

/// An analysis job: the engine's lines as its search deepens, until the deadline or a stop.
pub fn analyse(work: &Work, game: &History) -> Result<(), String> {
    let limits = EngineLimits {
        movetime: Some(work.time_left()),
        ..EngineLimits::default()
    };
    let last = mancala_study::analyse(
        game,
        &limits,
        ENGINE_TABLE_MB,
        work.stop_flag(),
        &mut |lines| {
            let view = lines_view(lines);
            work.update(|found| found.analysis = Some(view));
        },
    )
    .map_err(|e| e.to_string())?;
    let view = lines_view(&last);
    work.update(|found| found.analysis = Some(view));
    Ok(())
}

/// The thresholds of the review's classes.
fn thresholds() -> Thresholds {
    let seeds = |n: i32| u32::try_from(n).unwrap_or(0);
    Thresholds {
        good: seeds(mancala_study::review::GOOD),
        inaccuracy: seeds(mancala_study::review::INACCURACY),
        mistake: seeds(mancala_study::review::MISTAKE),
        blunder: seeds(mancala_study::review::BLUNDER),
    }
}

/// The API's view of a reviewed ply.
fn ply_view(ply: &PlyReview) -> PlyView {
    PlyView {
        ply: ply.ply,
        side: ply.side.into(),
        mv: ply.played.to_string(),
        best: ply.best.to_string(),
        played_value: ply.played_value,
        best_value: ply.best_value,
        loss: u32::try_from(ply.loss).unwrap_or(0),
        class: match ply.class {
            MoveClass::Best => ClassName::Best,
            MoveClass::Good => ClassName::Good,
            MoveClass::Inaccuracy => ClassName::Inaccuracy,
            MoveClass::Mistake => ClassName::Mistake,
            MoveClass::Blunder => ClassName::Blunder,
        },
        exact: ply.exact,
        eval_south: ply.eval_south,
    }
}

/// The review's view of `plies` (in order) out of `total`.
fn review_view(plies: &[PlyReview], total: usize) -> ReviewView {
    let accuracy = mancala_study::review::accuracy(plies);
    ReviewView {
        done_plies: plies.len(),
        total_plies: total,
        plies: plies.iter().map(ply_view).collect(),
        accuracy: Accuracy {
            south: accuracy[Side::South.index()],
            north: accuracy[Side::North.index()],
        },
        thresholds: thresholds(),
    }
}

/// A review job: every ply of the game classed, as the plies are done (in order of the
/// game in the view, recorded at most every [`UPDATE_MS`](mancala_domain::jobs::UPDATE_MS)),
/// until all are done, the deadline or a stop.
pub fn review(work: &Work, game: &History) -> Result<(), String> {
    let options = ReviewOptions {
        threads: 1,
        ..ReviewOptions::default()
    };
    let total = game.moves_played();
    let mut done: Vec<PlyReview> = Vec::with_capacity(total);
    let reviewed = mancala_study::review(
        game,
        &options,
        &mut |progress| {
            // Plies mostly come in order: a late one goes to its place, nothing is re-sorted.
            let at = done.partition_point(|p| p.index < progress.ply.index);
            done.insert(at, progress.ply.clone());
            // The view (every ply so far) is built at most once an update interval; the
            // final one below always.
            if work.due() {
                let view = review_view(&done, progress.total);
                work.update(|found| found.review = Some(view));
            }
        },
        &work.stop_flag(),
    )
    .map_err(|e| e.to_string())?;
    let view = review_view(&reviewed.plies, total);
    work.update(|found| found.review = Some(view));
    Ok(())
}
