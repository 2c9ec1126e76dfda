//! The analysis board and the puzzles in the terminal. Both take typed commands (the same in
//! the full-screen view, where they are typed on the bottom line, and in the plain mode,
//! one a line): the analysis board plays moves, goes back and forward, edits positions,
//! solves in the background and runs the engine (live in the full-screen view); the puzzles
//! check tries with the solver and refute wrong ones.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{RecvTimeoutError, TryRecvError};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use mancala_engine::time::Limits as EngineLimits;
use mancala_rules::{History, Move, Position, Side};
use mancala_solver::{GameResult, Limits, Progress, Solver, Verdict};
use mancala_study::analysis::{analyse, score_text, Lines};
use mancala_study::puzzle::{check, hint, replay, Check};
use mancala_study::setup::{parse_move, play_move};
use mancala_study::Study;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

use crate::board::{board_lines, write_position, Marks};
use crate::editor::{Draft, EditError};
use crate::typed::{text_line, NOT_TEXT};

/// Width the plain mode wraps the board at.
const WIDTH: usize = 80;
/// Engine lines shown.
const SHOWN_LINES: usize = 5;
/// Plies of an engine line shown.
const SHOWN_PLIES: usize = 10;
/// How often the plain mode prints a running solve's progress.
const PLAIN_PROGRESS: Duration = Duration::from_secs(1);

/// Help of the analysis board's commands.
pub const ANALYSIS_HELP: &str = "commands: a move (3, 3R, pass), back, forward, start, end, \
solve [seconds], stop, analyse [ms], edit (or any editor command), json, board, help, quit";

/// Help of the position editor's commands.
pub const EDIT_HELP: &str = "editor: set s3 5 / set n2 +1 / set s1 -2 (a hole's seeds), \
clear (every hole and capture empty), start (the start position), turn [south|north], \
captured north 12 / +1 / -1 / rest (rest: what makes the total), \
opening south done|open (Sadeqa II), done (apply), cancel";

/// Help of the puzzle commands.
pub const PUZZLE_HELP: &str =
    "commands: a move (3, 3R, pass), hint, retry, next, board, help, quit";

/// What the board answers to a command that changes the position while it solves.
const SOLVING: &str = "solving: wait for it, or type stop (Esc) to end it with what is proved";

/// What the board answers to a command that needs a position while the editor is open.
const EDITING: &str = "editing: done applies the position, cancel drops it";

/// One move's solved value, for the marks under the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveMark {
    /// The move.
    pub mv: Move,
    /// Its verdict for the side to move.
    pub verdict: Verdict,
}

/// What the solver found for the board's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The position's value.
    pub verdict: Verdict,
    /// An optimal line.
    pub pv: Vec<Move>,
    /// Every move's value, best first.
    pub moves: Vec<MoveMark>,
    /// Time taken.
    pub elapsed: Duration,
    /// Whether it was stopped before its time ran out.
    pub stopped: bool,
}

/// Which part of a solve is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolvePhase {
    /// Proving the position's value and its optimal line.
    Value,
    /// Proving every move's value (the position's value is known, or its bounds).
    Moves(Verdict),
}

/// What a running solve has reported.
#[derive(Clone, Copy, Debug)]
struct SolveStatus {
    phase: SolvePhase,
    progress: Option<Progress>,
}

/// A solve running on its own thread.
struct SolveJob {
    stop: Arc<AtomicBool>,
    started: Instant,
    time: Duration,
    done: mpsc::Receiver<Result<Solved, String>>,
}

impl Drop for SolveJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A verdict in words: `win by 4`, `draw`, `loss by 2`, `between -2 and 6`.
pub fn verdict_text(verdict: Verdict, win_loss: bool) -> String {
    match verdict {
        Verdict::Proved(v) if win_loss => GameResult::of(v).name().to_string(),
        Verdict::Proved(0) => "draw".to_string(),
        Verdict::Proved(v) if v > 0 => format!("win by {v}"),
        Verdict::Proved(v) => format!("loss by {}", -v),
        Verdict::Bounded { lower, upper } => format!("between {lower} and {upper}"),
    }
}

/// The colour of a score's sign: green for the side to move winning seeds, red for losing.
fn sign_style(sign: i32) -> Style {
    match sign {
        1 => Style::default().fg(Color::Green),
        -1 => Style::default().fg(Color::Red),
        _ => Style::default(),
    }
}

/// A text line: bold when `sign` is `None` (a heading), else coloured by the sign.
fn styled(text: String, sign: Option<i32>) -> Line<'static> {
    match sign {
        None => Line::styled(text, Style::default().add_modifier(Modifier::BOLD)),
        Some(s) => Line::styled(text, sign_style(s)),
    }
}

/// The analysis board: a game with its history, a redo list, the position editor's draft,
/// a running solve, the solver's marks, the engine's lines and a message.
pub struct AnalysisBoard {
    /// The game on the board.
    pub game: History,
    /// Moves taken back, the next first.
    pub redo: Vec<Move>,
    /// The position being edited, while the editor is open.
    pub draft: Option<Draft>,
    /// The editor's hole under the cursor (canonical index), for the full-screen keys.
    pub cursor: usize,
    /// The last solve of this position.
    pub solved: Option<Solved>,
    /// The engine's latest lines for this position.
    pub lines: Option<Lines>,
    /// What the last command said.
    pub message: String,
    /// Time the solve command allows by default.
    pub solve_time: Duration,
    /// Whether the board wants to quit.
    pub quit: bool,
    /// Bumped at every change of position (the live engine restarts on it).
    pub generation: u64,
    solver: Arc<Solver>,
    status: Arc<Mutex<SolveStatus>>,
    job: Option<SolveJob>,
}

impl AnalysisBoard {
    /// A board on `game`.
    pub fn new(game: History) -> AnalysisBoard {
        let status = Arc::new(Mutex::new(SolveStatus {
            phase: SolvePhase::Value,
            progress: None,
        }));
        let hook = status.clone();
        let solver = Solver::new(64).with_progress(Arc::new(move |p: &Progress| {
            if let Ok(mut s) = hook.lock() {
                s.progress = Some(*p);
            }
        }));
        AnalysisBoard {
            game,
            redo: Vec::new(),
            draft: None,
            cursor: 0,
            solved: None,
            lines: None,
            message: ANALYSIS_HELP.to_string(),
            solve_time: Duration::from_secs(10),
            quit: false,
            generation: 0,
            solver: Arc::new(solver),
            status,
            job: None,
        }
    }

    fn changed(&mut self) {
        self.solved = None;
        self.lines = None;
        self.generation += 1;
    }

    /// Whether a solve is running.
    pub fn solving(&self) -> bool {
        self.job.is_some()
    }

    /// Plays a move given in notation.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        if self.game.outcome().is_some() {
            return Err("the game is over: go back to play another move".into());
        }
        let mv = parse_move(&self.game, 1, text).map_err(|e| e.to_string())?;
        play_move(&mut self.game, 1, mv).map_err(|e| e.to_string())?;
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.changed();
        Ok(())
    }

    /// Takes back a move; false when at the start.
    pub fn back(&mut self) -> bool {
        let Some(mv) = self.game.moves().last() else {
            return false;
        };
        self.game.undo();
        self.redo.push(mv);
        self.changed();
        true
    }

    /// Plays the next move of the redo list; false when there is none.
    pub fn forward(&mut self) -> bool {
        let Some(mv) = self.redo.pop() else {
            return false;
        };
        if self.game.play(mv).is_err() {
            self.redo.clear();
            return false;
        }
        self.changed();
        true
    }

    /// Applies an edit to the draft, opening the editor on the current position first if it
    /// is closed (and closing it again when that first edit is refused).
    fn edit(
        &mut self,
        change: impl FnOnce(&mut Draft) -> Result<String, EditError>,
    ) -> Result<String, String> {
        let opened = self.draft.is_none();
        let draft = self
            .draft
            .get_or_insert_with(|| Draft::of(self.game.position()));
        match change(draft) {
            Ok(m) if opened => Ok(format!(
                "{m} (editor open: done applies the position, cancel drops it)"
            )),
            Ok(m) => Ok(m),
            Err(e) => {
                if opened {
                    self.draft = None;
                }
                Err(e.to_string())
            }
        }
    }

    /// Closes the editor with its draft as the board's position (no history before it), or
    /// refuses, naming the problem, when the draft is not a valid position.
    pub fn apply_draft(&mut self) -> Result<String, String> {
        let Some(draft) = &self.draft else {
            return Err("the editor is not open".into());
        };
        let position = draft.position().map_err(|e| format!("not applied: {e}"))?;
        if *draft == Draft::of(self.game.position()) {
            self.draft = None;
            return Ok("no change: the position keeps its history".into());
        }
        let ply = self.game.ply();
        self.game = History::from_position(position, ply);
        self.draft = None;
        self.redo.clear();
        self.changed();
        Ok(if self.game.outcome().is_some() {
            "applied: the game is over in this position".into()
        } else {
            "applied: a set-up position, with no history before it".into()
        })
    }

    /// The editor's commands; `None` when `words` is not one (nor refused by the editor).
    fn edit_command(&mut self, words: &[&str]) -> Option<Result<String, String>> {
        let editing = self.draft.is_some();
        Some(match words {
            ["edit"] if editing => Ok(format!("already editing; {EDIT_HELP}")),
            ["edit"] => {
                self.draft = Some(Draft::of(self.game.position()));
                Ok(EDIT_HELP.to_string())
            }
            ["set", hole, count] => self.edit(|d| {
                d.set_hole(hole, count)
                    .map(|s| format!("{} holds {s}", hole.to_ascii_lowercase()))
            }),
            ["clear"] => self.edit(|d| {
                d.clear();
                Ok("cleared: every hole and both captures are empty".into())
            }),
            ["start"] if editing => self.edit(|d| {
                d.start();
                Ok("the start position".into())
            }),
            ["turn"] => self.edit(|d| d.set_turn(None).map(|s| format!("{s} to move"))),
            ["turn", side] => self.edit(|d| d.set_turn(Some(side)).map(|s| format!("{s} to move"))),
            ["captured", side, count] => self.edit(|d| {
                let n = d.set_captured(side, count)?;
                Ok(format!("{side} has captured {n}"))
            }),
            ["opening", side, flag @ ("done" | "open")] => self.edit(|d| {
                let side = d.set_opening(side, *flag == "done")?;
                Ok(if *flag == "done" {
                    format!("{side} has made its opening move")
                } else {
                    format!("{side} has still to make its opening move")
                })
            }),
            ["done"] if editing => self.apply_draft(),
            ["cancel"] if editing => {
                self.draft = None;
                Ok("edit cancelled: the position is as it was".into())
            }
            ["done" | "cancel"] => Err("the editor is not open".into()),
            [] | ["help" | "?" | "quit" | "q" | "exit" | "board"] => return None,
            _ if editing => Err(format!("{EDITING}; {EDIT_HELP}")),
            _ => return None,
        })
    }

    /// Starts solving the position on a thread, within `time` (stopped sooner by `stop`):
    /// its value and optimal line, then every move's value.
    pub fn start_solve(&mut self, time: Duration) -> Result<(), String> {
        if self.job.is_some() {
            return Err("already solving".into());
        }
        if self.draft.is_some() {
            return Err(EDITING.into());
        }
        if self.game.outcome().is_some() {
            return Err("the game is over: there is nothing to solve".into());
        }
        if let Ok(mut s) = self.status.lock() {
            *s = SolveStatus {
                phase: SolvePhase::Value,
                progress: None,
            };
        }
        let stop = Arc::new(AtomicBool::new(false));
        let (sender, done) = mpsc::channel();
        let (solver, status, game, flag) = (
            self.solver.clone(),
            self.status.clone(),
            self.game.clone(),
            stop.clone(),
        );
        std::thread::Builder::new()
            .name("solve".into())
            .spawn(move || {
                let _ = sender.send(solve_position(&solver, &game, time, flag, &status));
            })
            .map_err(|e| format!("could not start the solve: {e}"))?;
        self.solved = None;
        self.job = Some(SolveJob {
            stop,
            started: Instant::now(),
            time,
            done,
        });
        Ok(())
    }

    /// Asks a running solve to stop (it then reports the bounds proved so far).
    pub fn stop_solve(&mut self) -> bool {
        match &self.job {
            Some(job) => {
                job.stop.store(true, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }

    fn finish_solve(&mut self, result: Result<Solved, String>) {
        self.job = None;
        match result {
            Ok(solved) => {
                self.message = if solved.stopped {
                    "stopped: what was proved before the stop".into()
                } else {
                    String::new()
                };
                self.solved = Some(solved);
            }
            Err(e) => self.message = format!("error: {e}"),
        }
    }

    /// Takes a finished solve's result, if any; true when one came.
    pub fn poll_solve(&mut self) -> bool {
        let Some(job) = &self.job else {
            return false;
        };
        let result = match job.done.try_recv() {
            Ok(result) => result,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => Err("the solve thread failed".into()),
        };
        self.finish_solve(result);
        true
    }

    /// Waits for a running solve, calling `report` with its progress every `every`.
    pub fn wait_solve(
        &mut self,
        every: Duration,
        mut report: impl FnMut(&str) -> io::Result<()>,
    ) -> io::Result<()> {
        while let Some(job) = &self.job {
            match job.done.recv_timeout(every) {
                Ok(result) => self.finish_solve(result),
                Err(RecvTimeoutError::Timeout) => {
                    if let Some(text) = self.solving_text() {
                        report(&text)?;
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    self.finish_solve(Err("the solve thread failed".into()))
                }
            }
        }
        Ok(())
    }

    /// Solves the position within `time`, waiting for the answer.
    pub fn solve(&mut self, time: Duration) -> Result<&Solved, String> {
        self.start_solve(time)?;
        self.wait_solve(Duration::from_secs(3600), |_| Ok(()))
            .map_err(|e| e.to_string())?;
        match &self.solved {
            Some(solved) => Ok(solved),
            None => Err(self.message.clone()),
        }
    }

    /// A running solve's state: time, phase, bounds, nodes.
    pub fn solving_text(&self) -> Option<String> {
        let job = self.job.as_ref()?;
        let status = self.status.lock().ok().map(|s| *s)?;
        let wl = self.win_loss();
        let secs = job.started.elapsed().as_secs_f64();
        let nodes = status
            .progress
            .map_or(String::new(), |p| format!(", {} nodes", p.nodes));
        let stopping = if job.stop.load(Ordering::Relaxed) {
            "stopping; "
        } else {
            ""
        };
        let part = match status.phase {
            SolvePhase::Value => match status.progress {
                Some(p) => format!("the value, so far {}", verdict_text(p.verdict, wl)),
                None => "the value, no bound proved yet".to_string(),
            },
            SolvePhase::Moves(v) => {
                format!("{}; now every move's value", verdict_text(v, wl))
            }
        };
        Some(format!(
            "solving... {stopping}{secs:.1} s of {:.0}{nodes}: {part}",
            job.time.as_secs_f64()
        ))
    }

    fn win_loss(&self) -> bool {
        self.game.rules().game() == mancala_rules::Game::SadeqaII
    }

    /// The solve as text lines: value, line, every move.
    pub fn solved_text(&self) -> Vec<String> {
        let Some(s) = &self.solved else {
            return Vec::new();
        };
        let wl = self.win_loss();
        let mut out = vec![format!(
            "{} in {:.1} s: {} to move, {}",
            match (s.stopped, s.verdict) {
                (true, _) => "stopped",
                (false, Verdict::Proved(_)) => "solved",
                (false, Verdict::Bounded { .. }) => "not proved",
            },
            s.elapsed.as_secs_f64(),
            self.game.position().to_move(),
            verdict_text(s.verdict, wl)
        )];
        if !s.pv.is_empty() {
            out.push(format!("optimal line: {}", moves_text(&s.pv)));
        }
        out.push(format!(
            "moves: {}",
            s.moves
                .iter()
                .map(|m| format!("{} {}", m.mv, verdict_text(m.verdict, wl)))
                .collect::<Vec<_>>()
                .join(" | ")
        ));
        out
    }

    /// The engine's lines as text.
    pub fn lines_text(&self) -> Vec<String> {
        self.engine_lines()
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    }

    /// The engine's lines, each with the score's sign (`None` for the heading): the
    /// heading, then a line a root move, best first.
    fn engine_lines(&self) -> Vec<(String, Option<i32>)> {
        let Some(l) = &self.lines else {
            return vec![("engine: starting".to_string(), None)];
        };
        let searching = if l.searching > l.depth && !l.done {
            format!(" (searching {})", l.searching)
        } else {
            String::new()
        };
        let mut out = vec![(
            format!(
                "engine: depth {}{}{}  nodes {}  {} nodes/s  {:.1} s",
                l.depth,
                searching,
                if l.done { " (done)" } else { "" },
                l.nodes,
                l.nps,
                l.elapsed_ms as f64 / 1000.0
            ),
            None,
        )];
        for line in l.lines.iter().take(SHOWN_LINES) {
            let pv: Vec<Move> = line.pv.iter().copied().take(SHOWN_PLIES).collect();
            out.push((
                format!(
                    "{:>5} {:>9}  {}",
                    line.mv.to_string(),
                    score_text(line.score),
                    moves_text(&pv)
                ),
                Some(line.score.signum()),
            ));
        }
        out
    }

    /// The engine's lines for the full-screen board: the heading in bold, each line's
    /// score green when it wins seeds for the side to move and red when it loses them.
    pub fn lines_styled(&self) -> Vec<Line<'static>> {
        self.engine_lines()
            .into_iter()
            .map(|(text, sign)| styled(text, sign))
            .collect()
    }

    /// The solver's marks for the full-screen board, coloured as the engine's lines are.
    pub fn solved_styled(&self) -> Vec<Line<'static>> {
        let Some(s) = &self.solved else {
            return Vec::new();
        };
        let wl = self.win_loss();
        let mut out: Vec<Line<'static>> = self
            .solved_text()
            .into_iter()
            .filter(|t| !t.starts_with("moves: "))
            .enumerate()
            .map(|(i, t)| styled(t, (i > 0).then_some(0)))
            .collect();
        let mut spans = vec![Span::raw("moves: ")];
        for (i, m) in s.moves.iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw(" | "));
            }
            let sign = match m.verdict {
                Verdict::Proved(v) => v.signum(),
                Verdict::Bounded { .. } => 0,
            };
            spans.push(Span::styled(
                format!("{} {}", m.mv, verdict_text(m.verdict, wl)),
                sign_style(sign),
            ));
        }
        out.push(Line::from(spans));
        out
    }

    /// The heading: game, ply, side to move, captures, or the result; the editor's state
    /// while it is open.
    pub fn heading(&self) -> String {
        let pos = self.game.position();
        let rules = pos.rules();
        if let Some(draft) = &self.draft {
            return format!(
                "editing {} 2x{}: {}, {} to move",
                rules.game().title(),
                rules.holes(),
                draft.balance(),
                draft.to_move
            );
        }
        let state = match self.game.outcome() {
            Some(o) => format!(
                "game over: {} {}-{}",
                o.winner_name(),
                o.score[0],
                o.score[1]
            ),
            None => format!("{} to move", pos.to_move()),
        };
        format!(
            "{} 2x{}  ply {}  {state}  captured: south {} north {}",
            rules.game().title(),
            rules.holes(),
            self.game.ply(),
            pos.captured(Side::South),
            pos.captured(Side::North)
        )
    }

    /// Commands while a solve runs: only stop, quit, help, json and board.
    fn solving_command(&mut self, words: &[&str]) -> Result<String, String> {
        match words {
            [] | ["board"] => Ok(String::new()),
            ["stop"] => {
                self.stop_solve();
                Ok("stopping the solve".into())
            }
            ["quit" | "q" | "exit"] => {
                self.stop_solve();
                self.quit = true;
                Ok(String::new())
            }
            ["help" | "?"] => Ok(ANALYSIS_HELP.to_string()),
            ["json"] => Ok(self.game.to_json()),
            _ => Err(SOLVING.into()),
        }
    }

    /// Runs one typed command (the plain mode's `analyse` is handled by [`run_analysis_plain`]);
    /// the answer is left in `message`. `solve` only starts the solve: [`Self::poll_solve`]
    /// or [`Self::wait_solve`] take its answer.
    pub fn command(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let result = if self.job.is_some() {
            self.solving_command(&words)
        } else if let Some(result) = self.edit_command(&words) {
            result
        } else {
            self.board_command(&words, text)
        };
        self.message = match result {
            Ok(m) => m,
            Err(e) => format!("error: {e}"),
        };
    }

    /// Commands on the position (the editor closed).
    fn board_command(&mut self, words: &[&str], text: &str) -> Result<String, String> {
        match words {
            [] => Ok(String::new()),
            ["quit" | "q" | "exit"] => {
                self.quit = true;
                Ok(String::new())
            }
            ["help" | "?"] if self.draft.is_some() => Ok(EDIT_HELP.to_string()),
            ["help" | "?"] => Ok(format!("{ANALYSIS_HELP}; {EDIT_HELP}")),
            ["board"] => Ok(String::new()),
            ["back" | "b" | "undo"] => Ok(if self.back() { "back" } else { "at the start" }.into()),
            ["forward" | "f" | "redo"] => Ok(if self.forward() {
                "forward"
            } else {
                "no move to go forward to"
            }
            .into()),
            ["start"] => {
                while self.back() {}
                Ok("at the start".into())
            }
            ["end"] => {
                while self.forward() {}
                Ok("at the end of the line".into())
            }
            ["json"] => Ok(self.game.to_json()),
            ["stop"] => Err("no solve is running".into()),
            ["analyse" | "analyze", ..] => Ok(
                "the engine analyses live on the full screen (analyse MS is for --plain)".into(),
            ),
            ["solve"] => {
                let time = self.solve_time;
                self.start_solve(time).map(|()| String::new())
            }
            ["solve", secs] => match secs.parse::<f64>() {
                Ok(s) if s > 0.0 && s <= 600.0 => self
                    .start_solve(Duration::from_secs_f64(s))
                    .map(|()| String::new()),
                _ => Err(format!(
                    "'{}': the seconds must be more than 0 and at most 600",
                    mancala_rules::quote(secs)
                )),
            },
            [mv] => self.play(mv).map(|()| format!("played {mv}")),
            _ => Err(format!("'{text}' is not a command; {ANALYSIS_HELP}")),
        }
    }
}

/// The solve's thread: the value and an optimal line, then every move's value, all within
/// `time` together.
fn solve_position(
    solver: &Solver,
    game: &History,
    time: Duration,
    stop: Arc<AtomicBool>,
    status: &Mutex<SolveStatus>,
) -> Result<Solved, String> {
    let limits = Limits {
        time: Some(time),
        stop: Some(stop.clone()),
        ..Limits::default()
    };
    let solution = solver.solve(game, &limits).map_err(|e| e.to_string())?;
    if let Ok(mut s) = status.lock() {
        *s = SolveStatus {
            phase: SolvePhase::Moves(solution.verdict),
            progress: s.progress,
        };
    }
    let left = time
        .saturating_sub(solution.elapsed)
        .max(Duration::from_millis(100));
    let moves = solver
        .solve_moves(
            game,
            &Limits {
                time: Some(left),
                stop: Some(stop.clone()),
                ..Limits::default()
            },
        )
        .map_err(|e| e.to_string())?;
    Ok(Solved {
        verdict: solution.verdict,
        pv: solution.pv,
        moves: moves
            .moves
            .into_iter()
            .map(|(mv, verdict)| MoveMark { mv, verdict })
            .collect(),
        elapsed: solution.elapsed + moves.elapsed,
        stopped: stop.load(Ordering::Relaxed),
    })
}

fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The analysis board in plain lines: commands from `input`, answers to `out`; `analyse
/// [ms]` runs the engine for that long (default 1000 ms) and prints each update; `solve`
/// prints its progress every second until it is done.
pub fn run_analysis_plain(
    board: &mut AnalysisBoard,
    input: impl BufRead + Send + 'static,
    mut out: impl Write,
) -> io::Result<()> {
    writeln!(out, "{}", ANALYSIS_HELP)?;
    show_analysis(board, &mut out)?;
    // Lines are read on a thread of their own, so that `stop` reaches a running solve.
    let (sender, typed) = mpsc::channel();
    std::thread::Builder::new()
        .name("plain-input".into())
        .spawn(move || {
            for line in input.lines() {
                // A line that is not text is passed on and reading goes on; after any
                // other error (a hung-up terminal) nothing more can be read.
                let ends = matches!(&line, Err(e) if e.kind() != io::ErrorKind::InvalidData);
                if sender.send(line).is_err() || ends {
                    break;
                }
            }
        })?;
    // Lines typed during a solve, other than `stop`, wait for it to end.
    let mut waiting = std::collections::VecDeque::new();
    while let Some(line) = waiting.pop_front().or_else(|| typed.recv().ok()) {
        let Some(line) = text_line(line, &mut out, &format!("error: {NOT_TEXT}"))? else {
            continue;
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["analyse" | "analyze", rest @ ..] = words.as_slice() {
            if board.draft.is_some() {
                writeln!(out, "error: {EDITING}")?;
                continue;
            }
            let ms = match rest {
                [] => Some(1000),
                [ms] => ms
                    .parse::<u64>()
                    .ok()
                    .filter(|&m| (1..=600_000).contains(&m)),
                _ => None,
            };
            let Some(ms) = ms else {
                writeln!(out, "error: analyse takes milliseconds from 1 to 600000")?;
                continue;
            };
            let stop = Arc::new(AtomicBool::new(false));
            let mut printed = Ok(());
            let game = board.game.clone();
            let mut last_printed: Option<u64> = None;
            let result = analyse(&game, &EngineLimits::movetime_ms(ms), 64, stop, &mut |l| {
                board.lines = Some(l.clone());
                // At most one printed update a quarter second, and the last one.
                let due = l.done || last_printed.is_none_or(|t| l.elapsed_ms >= t + 250);
                if printed.is_ok() && due {
                    last_printed = Some(l.elapsed_ms);
                    printed = board
                        .lines_text()
                        .iter()
                        .try_for_each(|t| writeln!(out, "{t}"));
                }
            });
            printed?;
            if let Err(e) = result {
                writeln!(out, "error: {e}")?;
            }
            continue;
        }
        board.command(&line);
        if board.quit {
            break;
        }
        // A solve started by this line is waited for and its result shown in place of the
        // board; every other line shows the board (or the editor's draft) as it now is.
        let solved_now = board.solving();
        if solved_now {
            wait_solve_plain(board, &typed, &mut waiting, &mut out)?;
        }
        if !board.message.is_empty() {
            writeln!(out, "{}", board.message)?;
        }
        if solved_now && board.solved.is_some() {
            for t in board.solved_text() {
                writeln!(out, "{t}")?;
            }
        } else {
            show_analysis(board, &mut out)?;
        }
    }
    Ok(())
}

/// Waits for the board's solve, printing its progress every [`PLAIN_PROGRESS`]: a `stop`
/// typed meanwhile ends it, and other lines are kept in `waiting` for after it.
fn wait_solve_plain(
    board: &mut AnalysisBoard,
    typed: &mpsc::Receiver<io::Result<String>>,
    waiting: &mut std::collections::VecDeque<io::Result<String>>,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut reported = Instant::now();
    while board.solving() {
        match typed.recv_timeout(Duration::from_millis(50)) {
            Ok(Ok(line)) if line.trim() == "stop" => {
                board.stop_solve();
            }
            // Other lines, and a line that is not text, are dealt with after the solve.
            Ok(line) => waiting.push_back(line),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                // Nothing more can be typed: wait for the solve alone.
                return board.wait_solve(PLAIN_PROGRESS, |t| writeln!(out, "{t}"));
            }
        }
        if board.poll_solve() {
            break;
        }
        if reported.elapsed() >= PLAIN_PROGRESS {
            reported = Instant::now();
            if let Some(text) = board.solving_text() {
                writeln!(out, "{text}")?;
            }
        }
    }
    Ok(())
}

fn show_analysis(board: &AnalysisBoard, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{}", board.heading())?;
    if let Some(draft) = &board.draft {
        match draft.shown() {
            Ok(pos) => write_position(&pos, WIDTH, out)?,
            Err(e) => writeln!(out, "error: {e}")?,
        }
        return writeln!(out, "{}", draft.status());
    }
    write_position(board.game.position(), WIDTH, out)?;
    if board.game.outcome().is_none() {
        writeln!(
            out,
            "legal: {}",
            board.game.position().legal_moves().to_notation()
        )?;
    }
    Ok(())
}

fn legal_marks(pos: &Position) -> Marks {
    Marks {
        legal: pos
            .legal_moves()
            .iter()
            .filter_map(|m| match m {
                Move::Sow { hole, .. } => Some(pos.index(pos.to_move(), *hole)),
                Move::Pass => None,
            })
            .collect(),
        ..Marks::default()
    }
}

/// Draws the analysis board with the typed `input`: the position, or the editor's draft
/// with its cursor; the solve (running or done) and the engine's lines below.
pub fn draw_analysis(frame: &mut Frame, board: &AnalysisBoard, input: &str) {
    let area = frame.area();
    let width = area.width as usize;
    let shown = board.draft.as_ref().and_then(|d| d.shown().ok());
    let (lines, below, keys) = match (&board.draft, &shown) {
        (Some(draft), Some(pos)) => {
            let marks = Marks {
                cursor: Some(board.cursor.min(pos.board().len().saturating_sub(1))),
                ..Marks::default()
            };
            let below = vec![
                Line::raw(format!(
                    "captured: south {}  north {}   cursor on {}",
                    draft.captured[0],
                    draft.captured[1],
                    draft.hole_label(board.cursor)
                )),
                Line::raw(draft.status()),
                Line::raw(""),
                Line::raw(EDIT_HELP),
            ];
            (
                board_lines(pos, pos.board(), width, &marks),
                below,
                "arrows pick a hole, + - or a number sets it; Enter runs, Esc cancels",
            )
        }
        _ => {
            let pos = board.game.position();
            let mut below: Vec<Line> = Vec::new();
            let keys = if let Some(text) = board.solving_text() {
                below.push(Line::raw(text));
                below.push(Line::raw("engine: paused while the solver runs"));
                "Esc or stop ends the solve"
            } else {
                below.extend(board.solved_styled());
                if board.game.outcome().is_none() {
                    below.extend(board.lines_styled());
                }
                "←/→ back/forward, Home/End start/end, Enter runs, Esc quits"
            };
            (
                board_lines(pos, pos.board(), width, &legal_marks(pos)),
                below,
                keys,
            )
        }
    };
    // The message (help, json, an error) gets the lines it needs, leaving the solve's and
    // the engine's lines at least one.
    let board_height = lines.len() as u16 + 1;
    let room = area.height.saturating_sub(board_height + 2);
    let message_height = crate::ui::wrapped_height(&board.message, width)
        .max(2)
        .min(room.saturating_sub(1));
    let [head, board_area, info, message, prompt] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(board_height),
        Constraint::Length(room - message_height),
        Constraint::Length(message_height),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(board.heading()), head);
    frame.render_widget(Paragraph::new(lines), board_area);
    frame.render_widget(Paragraph::new(below).wrap(Wrap { trim: false }), info);
    frame.render_widget(
        Paragraph::new(board.message.as_str()).wrap(Wrap { trim: false }),
        message,
    );
    frame.render_widget(Paragraph::new(format!("> {input}  ({keys})")), prompt);
}

/// A live engine for the full-screen board: one analysis thread for the position of a
/// generation, stopped when the position changes.
struct LiveEngine {
    stop: Arc<AtomicBool>,
    generation: u64,
    updates: mpsc::Receiver<(u64, Lines)>,
    sender: mpsc::Sender<(u64, Lines)>,
}

impl LiveEngine {
    fn new() -> LiveEngine {
        let (sender, updates) = mpsc::channel();
        LiveEngine {
            stop: Arc::new(AtomicBool::new(true)),
            generation: u64::MAX,
            updates,
            sender,
        }
    }

    /// Stops the analysis until the next [`Self::follow`] (which then starts afresh).
    fn pause(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.generation = u64::MAX;
    }

    /// Starts analysing `board`'s position when it changed since the last start.
    fn follow(&mut self, board: &AnalysisBoard) {
        if self.generation == board.generation {
            return;
        }
        self.stop.store(true, Ordering::Relaxed);
        self.generation = board.generation;
        if board.game.outcome().is_some() {
            return;
        }
        let stop = Arc::new(AtomicBool::new(false));
        self.stop = stop.clone();
        let game = board.game.clone();
        let sender = self.sender.clone();
        let generation = board.generation;
        // The thread ends when stopped; its updates carry their generation.
        let _ = std::thread::Builder::new()
            .name("live-analysis".into())
            .spawn(move || {
                let _ = analyse(
                    &game,
                    &EngineLimits::movetime_ms(600_000),
                    64,
                    stop,
                    &mut |l| {
                        let _ = sender.send((generation, l.clone()));
                    },
                );
            });
    }

    /// Takes the updates for the board's position.
    fn drain(&self, board: &mut AnalysisBoard) {
        while let Ok((generation, lines)) = self.updates.try_recv() {
            if generation == board.generation && self.generation == generation {
                board.lines = Some(lines);
            }
        }
    }
}

impl Drop for LiveEngine {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Reads one key for a typed-command screen into `input`: `Some(command)` when Enter
/// completes one (Esc clears a typed line, and on an empty line quits, as ctrl-c does;
/// on an empty line ←/→ go back and forward, Home/End to the start and the end).
pub fn key_input(input: &mut String, key: event::KeyEvent) -> Option<String> {
    match key.code {
        KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => Some("quit".into()),
        KeyCode::Esc if !input.is_empty() => {
            input.clear();
            None
        }
        KeyCode::Esc => Some("quit".into()),
        KeyCode::Enter => Some(std::mem::take(input)),
        KeyCode::Backspace => {
            input.pop();
            None
        }
        KeyCode::Left if input.is_empty() => Some("back".into()),
        KeyCode::Right if input.is_empty() => Some("forward".into()),
        KeyCode::Home if input.is_empty() => Some("start".into()),
        KeyCode::End if input.is_empty() => Some("end".into()),
        KeyCode::Char(c) => {
            input.push(c);
            None
        }
        _ => None,
    }
}

/// The editor's cursor moved by an arrow as the board is drawn (North's row right to left
/// above South's): ←/→ along the row, ↑/↓ to the other row in the same column.
pub fn step_cursor(cursor: usize, holes: usize, key: KeyCode) -> usize {
    let n = holes.max(1);
    let cursor = cursor.min(2 * n - 1);
    let south = cursor < n;
    let column = if south { cursor } else { 2 * n - 1 - cursor };
    let (south, column) = match key {
        KeyCode::Left => (south, column.saturating_sub(1)),
        KeyCode::Right => (south, (column + 1).min(n - 1)),
        KeyCode::Up => (false, column),
        KeyCode::Down => (true, column),
        _ => (south, column),
    };
    if south {
        column
    } else {
        2 * n - 1 - column
    }
}

/// Reads one key of the analysis board: as [`key_input`], but Esc stops a running solve
/// and (on an empty line) cancels an open editor instead of quitting; in the editor, with nothing typed, the
/// arrows move the cursor and `+`/`-` add or take a seed there, and a number typed alone
/// sets the hole under the cursor.
pub fn analysis_key(
    board: &mut AnalysisBoard,
    input: &mut String,
    key: event::KeyEvent,
) -> Option<String> {
    let plain_esc = key.code == KeyCode::Esc;
    if board.solving() && plain_esc {
        return Some("stop".into());
    }
    if let Some(draft) = &board.draft {
        let holes = draft.rules().holes();
        let here = draft.hole_label(board.cursor.min(2 * holes - 1));
        match key.code {
            KeyCode::Esc if input.is_empty() => return Some("cancel".into()),
            KeyCode::Left | KeyCode::Right | KeyCode::Up | KeyCode::Down if input.is_empty() => {
                board.cursor = step_cursor(board.cursor, holes, key.code);
                return None;
            }
            KeyCode::Char('+') if input.is_empty() => return Some(format!("set {here} +1")),
            KeyCode::Char('-') if input.is_empty() => return Some(format!("set {here} -1")),
            KeyCode::Enter if !input.is_empty() && input.trim().parse::<u16>().is_ok() => {
                let count = std::mem::take(input);
                return Some(format!("set {here} {}", count.trim()));
            }
            _ => {}
        }
    }
    key_input(input, key)
}

/// The analysis board full screen, with the engine analysing live (paused while the
/// editor is open or the solver runs).
pub fn run_analysis(board: &mut AnalysisBoard) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let mut engine = LiveEngine::new();
    let mut input = String::new();
    let result = (|| -> io::Result<()> {
        while !board.quit {
            board.poll_solve();
            if board.solving() || board.draft.is_some() {
                engine.pause();
            } else {
                engine.follow(board);
                engine.drain(board);
            }
            terminal.draw(|f| draw_analysis(f, board, &input))?;
            if event::poll(Duration::from_millis(100))? {
                if let Event::Key(key) = event::read()? {
                    if key.kind == KeyEventKind::Press {
                        if let Some(command) = analysis_key(board, &mut input, key) {
                            board.command(&command);
                        }
                    }
                }
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result
}

/// A puzzle session: the study, the moves played from its start, a message.
pub struct PuzzleSession {
    /// The study being solved.
    pub study: &'static Study,
    /// Every move played so far from the study's start (both sides).
    pub played: Vec<Move>,
    /// What the last command said.
    pub message: String,
    /// Whether the study is solved.
    pub solved: bool,
    /// Whether the session wants to quit.
    pub quit: bool,
    /// Wrong tries so far.
    pub wrong: usize,
    /// The studies to go on to with `next`, in order.
    pub queue: Vec<&'static Study>,
    solver: Solver,
    limits: Limits,
}

impl PuzzleSession {
    /// A session on `queue[0]`, going on through the rest of `queue`; `None` when empty.
    pub fn new(queue: Vec<&'static Study>) -> Option<PuzzleSession> {
        let study = *queue.first()?;
        Some(PuzzleSession {
            study,
            played: Vec::new(),
            message: format!("{}: {}", study.id, study.stipulation()),
            solved: false,
            quit: false,
            wrong: 0,
            queue,
            solver: Solver::new(64),
            limits: Limits {
                time: Some(Duration::from_secs(10)),
                ..Limits::default()
            },
        })
    }

    /// The game now.
    pub fn game(&self) -> History {
        replay(self.study, &self.played).unwrap_or_else(|_| self.study.game())
    }

    /// The heading: the study, its task, whose turn.
    pub fn heading(&self) -> String {
        let game = self.game();
        let rules = self.study.rules();
        let state = if self.solved {
            "solved".to_string()
        } else {
            format!("{} to move", game.position().to_move())
        };
        format!(
            "study {} ({} 2x{}, difficulty {}): {}  [{state}]",
            self.study.id,
            rules.game().title(),
            rules.holes(),
            self.study
                .difficulty
                .map_or("none".to_string(), |d| d.to_string()),
            self.study.stipulation()
        )
    }

    /// Tries `text`.
    fn try_move(&mut self, text: &str) -> Result<String, String> {
        if self.solved {
            return Err("solved: type next for the next study".into());
        }
        let game = self.game();
        let mv = parse_move(&game, 1, text).map_err(|e| e.to_string())?;
        match check(self.study, &self.played, mv, &self.solver, &self.limits)
            .map_err(|e| e.to_string())?
        {
            Check::Correct {
                replies,
                solved,
                explanation,
                ..
            } => {
                self.played.push(mv);
                self.played.extend(replies);
                self.solved = solved;
                Ok(if solved {
                    format!("{explanation} ({} wrong tries)", self.wrong)
                } else {
                    explanation
                })
            }
            Check::Wrong { explanation, .. } => {
                self.wrong += 1;
                Ok(format!("wrong: {explanation}; try again"))
            }
            Check::Unproved { explanation } => Ok(explanation),
        }
    }

    /// Goes on to the next study of the queue.
    fn next(&mut self) -> String {
        let i = self
            .queue
            .iter()
            .position(|s| s.id == self.study.id)
            .map_or(0, |i| (i + 1) % self.queue.len());
        self.study = self.queue[i];
        self.played.clear();
        self.solved = false;
        self.wrong = 0;
        format!("{}: {}", self.study.id, self.study.stipulation())
    }

    /// Runs one typed command; the answer is left in `message`.
    pub fn command(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        let result = match words.as_slice() {
            [] => Ok(String::new()),
            ["quit" | "q" | "exit"] => {
                self.quit = true;
                Ok(String::new())
            }
            ["help" | "?"] => Ok(PUZZLE_HELP.to_string()),
            ["board"] => Ok(String::new()),
            ["hint"] => match hint(self.study, &self.played, &self.solver, &self.limits) {
                Ok(Some(mv)) => Ok(format!("hint: {mv}")),
                Ok(None) => Ok("no hint here".to_string()),
                Err(e) => Err(e.to_string()),
            },
            ["retry"] => {
                self.played.clear();
                self.solved = false;
                Ok(format!("{}: {}", self.study.id, self.study.stipulation()))
            }
            ["next"] => Ok(self.next()),
            ["back" | "b" | "undo" | "forward" | "f" | "redo" | "start" | "end"] => Err(
                "a puzzle does not step through moves: retry starts it again, next goes on"
                    .to_string(),
            ),
            [mv] => self.try_move(mv),
            _ => Err(format!("'{text}' is not a command; {PUZZLE_HELP}")),
        };
        self.message = match result {
            Ok(m) => m,
            Err(e) => format!("error: {e}"),
        };
    }
}

fn show_puzzle(session: &PuzzleSession, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{}", session.heading())?;
    let game = session.game();
    write_position(game.position(), WIDTH, out)?;
    if !session.solved && game.outcome().is_none() {
        writeln!(
            out,
            "legal: {}",
            game.position().legal_moves().to_notation()
        )?;
    }
    Ok(())
}

/// The puzzles in plain lines.
pub fn run_puzzle_plain(
    session: &mut PuzzleSession,
    input: impl BufRead,
    mut out: impl Write,
) -> io::Result<()> {
    writeln!(out, "{PUZZLE_HELP}")?;
    show_puzzle(session, &mut out)?;
    for line in input.lines() {
        let Some(line) = text_line(line, &mut out, &format!("error: {NOT_TEXT}"))? else {
            continue;
        };
        session.command(&line);
        if session.quit {
            break;
        }
        if !session.message.is_empty() {
            writeln!(out, "{}", session.message)?;
        }
        show_puzzle(session, &mut out)?;
    }
    Ok(())
}

/// Draws a puzzle with the typed `input`.
pub fn draw_puzzle(frame: &mut Frame, session: &PuzzleSession, input: &str) {
    let area = frame.area();
    let game = session.game();
    let pos = game.position();
    let marks = if session.solved {
        Marks::default()
    } else {
        legal_marks(pos)
    };
    let lines = board_lines(pos, pos.board(), area.width as usize, &marks);
    let [head, board_area, info, message, prompt] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Length(lines.len() as u16 + 1),
        Constraint::Length(2),
        Constraint::Min(2),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(session.heading()).wrap(Wrap { trim: false }),
        head,
    );
    frame.render_widget(Paragraph::new(lines), board_area);
    frame.render_widget(
        Paragraph::new(format!(
            "captured: south {}  north {}   moves so far: {}",
            pos.captured(Side::South),
            pos.captured(Side::North),
            moves_text(&session.played)
        )),
        info,
    );
    frame.render_widget(
        Paragraph::new(session.message.as_str()).wrap(Wrap { trim: false }),
        message,
    );
    frame.render_widget(
        Paragraph::new(format!("> {input}  (a move, hint, retry, next; Esc quits)")),
        prompt,
    );
}

/// The puzzles full screen.
pub fn run_puzzle(session: &mut PuzzleSession) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let mut input = String::new();
    let result = (|| -> io::Result<()> {
        while !session.quit {
            terminal.draw(|f| draw_puzzle(f, session, &input))?;
            if let Event::Key(key) = event::read()? {
                if key.kind == KeyEventKind::Press {
                    if let Some(command) = key_input(&mut input, key) {
                        // A move and a hint ask the solver, which may take a few seconds.
                        let first = command.split_whitespace().next().unwrap_or("");
                        if first == "hint" || first.parse::<Move>().is_ok() {
                            session.message = "checking...".into();
                            terminal.draw(|f| draw_puzzle(f, session, &input))?;
                        }
                        session.command(&command);
                    }
                }
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result
}
