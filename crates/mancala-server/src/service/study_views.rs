//! What the API shows of positions, analysis jobs and studies, as typed bodies (serde for
//! the wire, utoipa for the OpenAPI document): the set-up position, a job's view with its
//! engine lines, solve or review, the studies' list, one study, a checked try, a hint.
//! The position fields keep the game view's names (`state`, `legal_moves`, `result`,
//! `last`) so the page draws them with the same code.

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::views::{GameResult, LastSowing, SideName};

/// A position set up from a `Setup`: `POST /api/positions`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PositionView {
    /// The position as the engine protocol's JSON.
    #[schema(value_type = crate::service::position_json::PositionJson)]
    pub state: Value,
    /// The moves the side to move may play (none once the game is over).
    pub legal_moves: Vec<String>,
    /// How the game ended, or `null` while it goes on.
    pub result: Option<GameResult>,
    /// The last ply for animation, or `null` when the setup has no move before it.
    pub last: Option<LastSowing>,
    /// The position's ply number.
    pub ply: u64,
}

/// What a job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum KindName {
    /// Engine lines.
    Analyse,
    /// The solver.
    Solve,
    /// A game's review.
    Review,
}

/// Where a job is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum StateName {
    /// Working.
    Running,
    /// Finished by itself.
    Done,
    /// Stopped by its owner (the result so far).
    Stopped,
    /// Could not do its work (see `error`).
    Failed,
}

/// A job just started: `POST /api/jobs`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct JobCreated {
    /// The job's id.
    pub id: String,
    /// The secret that stops it: `Authorization: Bearer <token>`.
    pub token: String,
    /// What it does.
    pub kind: KindName,
    /// Its WebSocket's path.
    pub ws: String,
}

/// One engine line.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LineView {
    /// Its first move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The engine's score for the side to move.
    pub score: i32,
    /// The line, its first move included.
    pub pv: Vec<String>,
    /// The depth its score comes from: the iteration under way once that has searched the
    /// move, else the deepest completed one.
    pub depth: u32,
}

/// The engine's lines so far.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct AnalysisView {
    /// The deepest completed iteration.
    pub depth: u32,
    /// The iteration under way (equal to `depth` once the analysis is over).
    pub searching: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes a second.
    pub nps: u64,
    /// Time searched (ms).
    pub elapsed_ms: u64,
    /// Every root move, best first, each scored at its own `depth` (the iteration under
    /// way for the moves it has searched, so the lines change within a long iteration).
    pub lines: Vec<LineView>,
    /// The best score from South's side.
    pub eval_south: i32,
}

/// Win, draw or loss for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The side to move wins.
    Win,
    /// Neither wins.
    Draw,
    /// The side to move loses.
    Loss,
}

impl Outcome {
    /// The outcome of an exact value (its sign).
    pub fn of(value: i32) -> Outcome {
        match value.signum() {
            1 => Outcome::Win,
            0 => Outcome::Draw,
            _ => Outcome::Loss,
        }
    }
}

/// One move's solved value.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct MoveValue {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its exact value for the side to move, or `null` when only bounds are proved.
    pub value: Option<i32>,
    /// Proved lower bound.
    pub lower: i32,
    /// Proved upper bound.
    pub upper: i32,
    /// Win, draw or loss when proved, else `null`.
    pub result: Option<Outcome>,
}

/// The solver's answer so far.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SolveView {
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken (ms).
    pub elapsed_ms: u64,
    /// Whether the value is proved exactly.
    pub proved: bool,
    /// The exact value for the side to move (its final margin under perfect play), or `null`.
    pub value: Option<i32>,
    /// Proved lower bound.
    pub lower: i32,
    /// Proved upper bound.
    pub upper: i32,
    /// Win, draw or loss when proved, else `null`.
    pub result: Option<Outcome>,
    /// An optimal line to the end of the game (when proved).
    pub pv: Vec<String>,
    /// Every legal move's value, best first (filled when the job is done).
    pub moves: Vec<MoveValue>,
}

/// A move's class in a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ClassName {
    /// The best move (or one as good).
    Best,
    /// A small loss.
    Good,
    /// A loss.
    Inaccuracy,
    /// A larger loss.
    Mistake,
    /// The largest.
    Blunder,
}

/// One reviewed ply.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PlyView {
    /// The ply number of the position the move was played in (the record's move number
    /// less one: 0 for a game's first move; a game set up at ply P starts at P).
    pub ply: u64,
    /// Who played it.
    pub side: SideName,
    /// The move played.
    #[serde(rename = "move")]
    pub mv: String,
    /// The best move.
    pub best: String,
    /// The move played's value for its side.
    pub played_value: i32,
    /// The best move's value for that side.
    pub best_value: i32,
    /// Seeds lost against the best move.
    pub loss: u32,
    /// The class by the loss.
    pub class: ClassName,
    /// Whether the values are the solver's exact ones (else the engine's).
    pub exact: bool,
    /// The position's value after the move, from South's side (for the graph).
    pub eval_south: i32,
}

/// Accuracy per side (0 to 100).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Accuracy {
    /// South's.
    pub south: f64,
    /// North's.
    pub north: f64,
}

/// The least loss (in seeds) of each class but `best`.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Thresholds {
    /// A `good` move loses at least this.
    pub good: u32,
    /// An `inaccuracy` at least this.
    pub inaccuracy: u32,
    /// A `mistake` at least this.
    pub mistake: u32,
    /// A `blunder` at least this.
    pub blunder: u32,
}

/// A review so far.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ReviewView {
    /// Plies reviewed.
    pub done_plies: usize,
    /// Plies in the game.
    pub total_plies: usize,
    /// The reviewed plies, in order.
    pub plies: Vec<PlyView>,
    /// Accuracy per side over the reviewed plies.
    pub accuracy: Accuracy,
    /// The classes' thresholds.
    pub thresholds: Thresholds,
}

/// A job: `GET /api/jobs/{id}`, its stop, and each message of its WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct JobView {
    /// The job's id.
    pub id: String,
    /// What it does.
    pub kind: KindName,
    /// Where it is.
    pub state: StateName,
    /// Time since it started (ms; fixed once it finished).
    pub elapsed_ms: u64,
    /// Why it failed, or `null`.
    pub error: Option<String>,
    /// An `analyse` job's lines so far, else `null`.
    pub analysis: Option<AnalysisView>,
    /// A `solve` job's answer so far, else `null`.
    pub solve: Option<SolveView>,
    /// A `review` job's review so far, else `null`.
    pub review: Option<ReviewView>,
}

/// Where a study comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SourceName {
    /// The collection shipped with the program.
    Collection,
    /// Submitted by a player and verified by the solver.
    Submitted,
}

/// A study in a list.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct StudySummary {
    /// The study's id.
    pub id: String,
    /// The game (`en-dodoi`, ...).
    pub game: String,
    /// Holes a row.
    pub holes: usize,
    /// Seeds on the board.
    pub seeds: u32,
    /// What to do ("South to move wins by 4").
    pub stipulation: String,
    /// Difficulty 1 to 10, or `null` when not rated.
    pub difficulty: Option<u8>,
    /// The side whose moves the solver finds.
    pub solving_side: SideName,
    /// Plies of the solution.
    pub plies: usize,
    /// Where it comes from.
    pub source: SourceName,
    /// The submitter's name for a submitted study, else `null`.
    pub name: Option<String>,
}

/// A page of studies: `GET /api/studies`.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct StudyPage {
    /// The studies of the page.
    pub studies: Vec<StudySummary>,
    /// Studies matching the filters in all.
    pub total: usize,
    /// This page (from 1).
    pub page: usize,
    /// Pages in all.
    pub pages: usize,
}

/// One study: its summary and position, never its solution.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct StudyView {
    /// The summary.
    #[serde(flatten)]
    pub summary: StudySummary,
    /// The position as the engine protocol's JSON.
    #[schema(value_type = crate::service::position_json::PositionJson)]
    pub state: Value,
    /// The moves the side to move may play.
    pub legal_moves: Vec<String>,
}

/// The puzzles of the day, one a game that has studies.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct DailyView {
    /// Today's study of each game (UTC date).
    pub daily: Vec<StudySummary>,
    /// The UTC date they are for (`YYYY-MM-DD`).
    pub date: String,
}

/// A try's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum VerdictName {
    /// The try keeps the value; the defender answered.
    Correct,
    /// The try loses value: refuted.
    Wrong,
    /// The try keeps the value and the study is solved.
    Solved,
}

/// A checked try: `POST /api/studies/{id}/check`.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct CheckView {
    /// The verdict.
    pub verdict: VerdictName,
    /// The defender's reply (after a correct try: the first of `replies`) or the
    /// refutation (after a wrong one), or `null` when there is none.
    pub reply: Option<String>,
    /// After a correct try, every ply the defender plays before the solving side is to
    /// move again, in order (more than one when Giuthi's extra moves give the defender
    /// several); after a wrong one, the refutation alone. Empty when there is none.
    pub replies: Vec<String>,
    /// What happened, in words.
    pub explanation: String,
    /// The position to go on from: after the reply when correct, as it was before the
    /// try when wrong.
    #[schema(value_type = crate::service::position_json::PositionJson)]
    pub state: Value,
    /// Its legal moves (none once the game is over).
    pub legal_moves: Vec<String>,
    /// The value for the solving side: kept by a correct try, what a wrong one leaves.
    pub value: i32,
}

/// A hint: a move that keeps the value.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct HintView {
    /// The hole to sow (the move without its direction).
    pub hole: String,
    /// The whole move.
    #[serde(rename = "move")]
    pub mv: String,
}
