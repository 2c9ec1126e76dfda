//! One engine session: the current game and the answer to each command.

use mancala_engine::engine::{Engine, DEFAULT_TT_MB};
use mancala_engine::score::{is_decisive, plies_to_end};
use mancala_engine::search::RootLine;
use mancala_engine::time::or_default_time;
use mancala_player::{genmove, Misses, MAX_LEVEL};
use std::time::{Duration, Instant};

use mancala_rules::{Game, History, Move, PlayError, Rules};
use mancala_solver::{GameResult, Limits as SolverLimits, Solver, Verdict};

use crate::search_args;

/// One answer: success (`=`) or failure (`?`), with its id and text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The command's id, echoed: a whole number's decimal digits, without leading zeros.
    pub id: Option<String>,
    /// Success or failure.
    pub ok: bool,
    /// The answer text (may span lines; empty for a bare `=`).
    pub text: String,
    /// Whether the engine stops after this answer.
    pub quit: bool,
}

impl Reply {
    /// A success answer.
    pub fn success(id: Option<String>, text: impl Into<String>) -> Reply {
        Reply {
            id,
            ok: true,
            text: text.into(),
            quit: false,
        }
    }

    /// A failure answer.
    pub fn failure(id: Option<String>, text: impl Into<String>) -> Reply {
        Reply {
            id,
            ok: false,
            text: text.into(),
            quit: false,
        }
    }

    /// The answer as sent: `=id text` or `?id text`, ending in an empty line. A failure's
    /// message is one line: control characters in it (from the input it quotes) are escaped,
    /// so no line break of the input can end the answer early.
    pub fn render(&self) -> String {
        let mut out = String::with_capacity(self.text.len() + 8);
        out.push(if self.ok { '=' } else { '?' });
        if let Some(id) = &self.id {
            out.push_str(id);
        }
        if !self.text.is_empty() {
            out.push(' ');
            if self.ok {
                out.push_str(&self.text);
            } else {
                for c in self.text.chars() {
                    if c.is_control() {
                        out.extend(c.escape_default());
                    } else {
                        out.push(c);
                    }
                }
            }
        }
        out.push_str("\n\n");
        out
    }
}

/// The commands this engine knows, in the order `list_commands` gives them.
const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "known_command",
    "quit",
    "new_game",
    "legal_moves",
    "play",
    "undo",
    "state",
    "set_position",
    "genmove",
    "analyze",
    "solve",
];

const GENMOVE_LIMITS: &[&str] = &[
    "depth",
    "movetime",
    "nodes",
    "level",
    "south_time",
    "north_time",
    "increment",
];
const ANALYZE_LIMITS: &[&str] = &["depth", "movetime", "nodes"];
const SOLVE_LIMITS: &[&str] = &["movetime", "nodes"];

/// Time `solve` may take when no limit is given.
const DEFAULT_SOLVE_MS: u64 = 10_000;

/// What `analyze` lets the solver spend on proving the moves' values (under a move time, at
/// most a fifth of it).
const ANALYZE_PROOF_NODES: u64 = 200_000;
const ANALYZE_PROOF_MS: u64 = 100;

/// The time `analyze` gives its search under a move time of `movetime`: what is left after
/// the proofs' share (a fifth, at most [`ANALYZE_PROOF_MS`]), and at least a millisecond.
fn analyze_search_time(movetime: Duration) -> Duration {
    let proofs = Duration::from_millis(ANALYZE_PROOF_MS).min(movetime / 5);
    movetime
        .saturating_sub(proofs)
        .max(Duration::from_millis(1))
}

const NO_GAME: &str = "no game: start one with new_game or set_position";

/// The engine's state between commands: the game, if any, and the search engine.
pub struct Session {
    game: Option<History>,
    engine: Engine,
    solver: Solver,
    /// Where level 10's solver last failed, across games (see `mancala_player::Misses`).
    misses: Misses,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

type Answer = Result<String, String>;

impl Session {
    /// A session with no game yet and a default-sized transposition table.
    pub fn new() -> Session {
        Session::with_engine(Engine::new(DEFAULT_TT_MB, 0x006d_616e_6361_6c61))
    }

    /// A session using `engine` for `genmove` and `analyze`, and a default solver.
    pub fn with_engine(engine: Engine) -> Session {
        Session::with_engine_and_solver(engine, Solver::new(DEFAULT_TT_MB))
    }

    /// A session using `engine` for `genmove` and `analyze`, and `solver` for `solve`.
    pub fn with_engine_and_solver(engine: Engine, solver: Solver) -> Session {
        Session {
            game: None,
            engine,
            solver,
            misses: Misses::new(),
        }
    }

    /// The game in progress, if any.
    pub fn game(&self) -> Option<&History> {
        self.game.as_ref()
    }

    /// Answers one input line; `None` for blank and comment lines, which get no answer.
    pub fn handle(&mut self, line: &str) -> Option<Reply> {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let trimmed = line.trim_start_matches(BLANK);
        if trimmed.is_empty() || trimmed.starts_with('#') {
            return None;
        }
        let (first, rest) = split_word(trimmed);
        let (id, command, rest) = match id_word(first.as_bytes()) {
            Some(id) => {
                let (command, rest) = split_word(rest);
                (Some(id), command, rest)
            }
            None => (None, first, rest),
        };
        if command.is_empty() {
            return Some(Reply::failure(id, "missing command after the id"));
        }
        let quit = command == "quit" && rest.trim().is_empty();
        let answer = self.dispatch(command, rest);
        Some(match answer {
            Ok(text) => Reply {
                quit,
                ..Reply::success(id, text)
            },
            Err(text) => Reply::failure(id, text),
        })
    }

    fn dispatch(&mut self, command: &str, rest: &str) -> Answer {
        let args: Vec<&str> = rest.split(BLANK).filter(|w| !w.is_empty()).collect();
        match command {
            "protocol_version" => no_args(command, &args).map(|_| "2".to_string()),
            "name" => no_args(command, &args).map(|_| "mancala".to_string()),
            "version" => no_args(command, &args).map(|_| env!("CARGO_PKG_VERSION").to_string()),
            "list_commands" => no_args(command, &args).map(|_| COMMANDS.join("\n")),
            "known_command" => match args.as_slice() {
                [name] => Ok(COMMANDS.contains(name).to_string()),
                _ => Err("known_command takes one command name".to_string()),
            },
            "quit" => no_args(command, &args).map(|_| String::new()),
            "new_game" => self.new_game(&args),
            "legal_moves" => {
                no_args(command, &args)?;
                let game = self.current()?;
                Ok(if game.outcome().is_some() {
                    String::new()
                } else {
                    game.position().legal_moves().to_notation()
                })
            }
            "play" => self.play(&args),
            "undo" => {
                no_args(command, &args)?;
                let game = self.current_mut()?;
                if game.undo() {
                    Ok(String::new())
                } else {
                    Err(
                        "nothing to undo: no ply has been played since the game started"
                            .to_string(),
                    )
                }
            }
            "state" => {
                no_args(command, &args)?;
                Ok(self.current()?.to_json())
            }
            "set_position" => {
                let json = rest.trim_matches(BLANK);
                if json.is_empty() {
                    return Err(
                        "set_position takes a position as JSON on the same line".to_string()
                    );
                }
                let game = History::from_json(json).map_err(|e| e.to_string())?;
                self.game = Some(game);
                self.new_game_state();
                Ok(String::new())
            }
            "genmove" => self.genmove(&args),
            "analyze" => self.analyze(&args),
            "solve" => self.solve(&args),
            _ => Err(format!(
                "unknown command '{}'",
                mancala_rules::quote(command)
            )),
        }
    }

    /// Forgets what the engine and the solver learnt of the previous game.
    fn new_game_state(&mut self) {
        self.engine.new_game();
        self.solver.clear();
    }

    fn current(&self) -> Result<&History, String> {
        self.game.as_ref().ok_or_else(|| NO_GAME.to_string())
    }

    fn current_mut(&mut self) -> Result<&mut History, String> {
        self.game.as_mut().ok_or_else(|| NO_GAME.to_string())
    }

    fn new_game(&mut self, args: &[&str]) -> Answer {
        let Some((name, settings)) = args.split_first() else {
            return Err(
                "new_game takes a game: en-gehe, en-dodoi, sadeqa-ii or giuthi".to_string(),
            );
        };
        let game: Game = name
            .parse()
            .map_err(|e: mancala_rules::RulesError| e.to_string())?;
        let pairs = settings
            .iter()
            .map(|s| {
                s.split_once('=')
                    .filter(|(k, _)| !k.is_empty())
                    .ok_or_else(|| {
                        format!(
                            "'{}' is not a setting: write NAME=VALUE",
                            mancala_rules::quote(s)
                        )
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let rules = Rules::from_settings(game, pairs).map_err(|e| e.to_string())?;
        self.game = Some(History::new(rules));
        self.new_game_state();
        Ok(String::new())
    }

    fn play(&mut self, args: &[&str]) -> Answer {
        let game = self.current_mut()?;
        // What a refused `play` adds: the legal moves, or that there are none.
        let hint = |game: &History| {
            if game.outcome().is_some() {
                "the game is over".to_string()
            } else {
                format!(
                    "legal moves: {}",
                    game.position().legal_moves().to_notation()
                )
            }
        };
        let [text] = args else {
            return Err(format!(
                "play takes one move, e.g. play 3 (or 3R, 3L, pass in Giuthi); {}",
                hint(game)
            ));
        };
        let mv: Move = text
            .parse()
            .map_err(|e: mancala_rules::ParseMoveError| format!("{e}; {}", hint(game)))?;
        game.play(mv).map(|_| String::new()).map_err(|e| match e {
            PlayError::GameOver => "the game is over: no move can be played".to_string(),
            other => other.to_string(),
        })
    }
}

impl Session {
    fn genmove(&mut self, words: &[&str]) -> Answer {
        let game = self.game.as_ref().ok_or_else(|| NO_GAME.to_string())?;
        if game.outcome().is_some() {
            return Err("the game is over: there is no move to generate".to_string());
        }
        let args = search_args::parse("genmove", words, GENMOVE_LIMITS, game.position().to_move())?;
        let level = args.level.unwrap_or(MAX_LEVEL);
        // Level 10 on time asks the solver first and plays a proved position perfectly.
        let choice = genmove(
            &mut self.engine,
            &self.solver,
            &self.misses,
            game,
            level,
            &args.limits,
        )
        .ok_or_else(|| "the game is over: there is no move to generate".to_string())?;
        let game = self.game.as_mut().ok_or_else(|| NO_GAME.to_string())?;
        game.play(choice.best)
            .map_err(|e| format!("internal error: the engine chose {}: {e}", choice.best))?;
        Ok(choice.best.to_string())
    }

    fn analyze(&mut self, words: &[&str]) -> Answer {
        let game = self.game.as_ref().ok_or_else(|| NO_GAME.to_string())?;
        let args = search_args::parse("analyze", words, ANALYZE_LIMITS, game.position().to_move())?;
        let started = Instant::now();
        // With a move time (1000 ms when no limit is given), the whole command keeps to it:
        // the proofs after the search get a fifth of it (at most their usual budget), and
        // the search the rest.
        let mut limits = or_default_time(&args.limits);
        let most = limits.movetime;
        limits.movetime = most.map(analyze_search_time);
        let Some(result) = self.engine.analyze(game, &limits) else {
            return Ok(String::new());
        };
        // What the solver (and its databases) can prove of each move in a short budget.
        let usual = Duration::from_millis(ANALYZE_PROOF_MS);
        let proof_time = match most {
            Some(movetime) => usual.min(movetime.saturating_sub(started.elapsed())),
            None => usual,
        };
        let proof_limits = SolverLimits {
            time: Some(proof_time),
            nodes: Some(ANALYZE_PROOF_NODES),
            stop: None,
        };
        let proved: Vec<(Move, i32)> = if proof_time.is_zero() {
            Vec::new()
        } else {
            self.solver
                .solve_moves(game, &proof_limits)
                .map(|s| {
                    s.moves
                        .into_iter()
                        .filter_map(|(mv, v)| v.value().map(|v| (mv, v)))
                        .collect()
                })
                .unwrap_or_default()
        };
        Ok(result
            .lines
            .iter()
            .map(|line| {
                let text = format_line(game, line);
                match proved.iter().find(|(mv, _)| *mv == line.mv) {
                    Some((_, v)) => format!("{text} proved={v}"),
                    None => text,
                }
            })
            .collect::<Vec<_>>()
            .join("\n"))
    }

    fn solve(&mut self, words: &[&str]) -> Answer {
        let game = self.game.as_ref().ok_or_else(|| NO_GAME.to_string())?;
        let (moves, limits) = match words.split_first() {
            Some((&"moves", rest)) => (true, rest),
            _ => (false, words),
        };
        let args = search_args::parse("solve", limits, SOLVE_LIMITS, game.position().to_move())?;
        if game.outcome().is_some() {
            return Err("the game is over: there is nothing to solve".to_string());
        }
        let limits = SolverLimits {
            time: match (args.limits.movetime, args.limits.nodes) {
                (None, None) => Some(Duration::from_millis(DEFAULT_SOLVE_MS)),
                (time, _) => time,
            },
            nodes: args.limits.nodes,
            stop: None,
        };
        if moves {
            let solved = self
                .solver
                .solve_moves(game, &limits)
                .map_err(|e| e.to_string())?;
            return Ok(solved
                .moves
                .iter()
                .map(|(mv, verdict)| format!("{mv} {verdict}"))
                .collect::<Vec<_>>()
                .join("\n"));
        }
        let solution = self
            .solver
            .solve(game, &limits)
            .map_err(|e| e.to_string())?;
        let ms = solution.elapsed.as_millis();
        Ok(match (solution.verdict, solution.best()) {
            (Verdict::Proved(v), Some(best)) => {
                let pv: Vec<String> = solution.pv.iter().map(|m| m.to_string()).collect();
                format!(
                    "value={v} result={} best={best} pv={} nodes={} ms={ms}",
                    GameResult::of(v),
                    pv.join(","),
                    solution.nodes
                )
            }
            (verdict, _) => format!(
                "unknown lower={} upper={} nodes={} ms={ms}",
                verdict.lower(),
                verdict.upper(),
                solution.nodes
            ),
        })
    }
}

/// `MOVE score=S pv=M1,M2,...`: seeds, or `win-N`/`loss-N`/`draw-N` when the line is played out to the end.
fn format_line(game: &History, line: &RootLine) -> String {
    let pv: Vec<String> = line.pv.iter().map(|m| m.to_string()).collect();
    let mut replay = game.clone();
    let mut ended = None;
    for mv in &line.pv {
        if replay.play(*mv).is_err() {
            break;
        }
        if let Some(outcome) = replay.outcome() {
            ended = Some(*outcome);
            break;
        }
    }
    let side = game.position().to_move();
    let score = if is_decisive(line.score) {
        let word = if line.score > 0 { "win" } else { "loss" };
        format!("{word}-{}", plies_to_end(line.score))
    } else if let (Some(outcome), 0) = (ended, line.score) {
        match outcome.winner {
            None => format!("draw-{}", replay.moves_played() - game.moves_played()),
            Some(w) if w == side => format!("win-{}", replay.moves_played() - game.moves_played()),
            Some(_) => format!("loss-{}", replay.moves_played() - game.moves_played()),
        }
    } else {
        format!("{}", (line.score as f64 / 100.0).round() as i64)
    };
    format!("{} score={score} pv={}", line.mv, pv.join(","))
}

/// Checks `genmove` limit words (`depth=`, `movetime=`, `nodes=`, `level=`) as the engine would.
pub fn check_genmove_limits(words: &[&str]) -> Result<(), String> {
    search_args::parse(
        "genmove",
        words,
        &GENMOVE_LIMITS[..4],
        mancala_rules::Side::South,
    )
    .map(|_| ())
}

fn no_args(command: &str, args: &[&str]) -> Result<(), String> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(format!("{command} takes no arguments"))
    }
}

/// White space in the protocol: ASCII space and tab only.
const BLANK: [char; 2] = [' ', '\t'];

/// The id a line's first word gives, if the word is all digits: echoed as the number it is
/// (leading zeros dropped), however many digits it has (the line's length bounds them).
fn id_word(first: &[u8]) -> Option<String> {
    if first.is_empty() || !first.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let start = first.iter().position(|&b| b != b'0').unwrap_or(first.len());
    Some(match &first[start..] {
        [] => "0".to_string(),
        digits => String::from_utf8_lossy(digits).into_owned(),
    })
}

/// The failure that answers a line that cannot be read as text (`problem` says why), with
/// the id its first word gives when a blank follows it; `None` for a line the protocol
/// ignores (blank, or a comment).
pub(crate) fn unreadable(line: &[u8], problem: String) -> Option<Reply> {
    let is_blank = |b: &u8| BLANK.iter().any(|&c| c as u32 == u32::from(*b));
    let start = line.iter().position(|b| !is_blank(b))?;
    let line = &line[start..];
    if line.starts_with(b"#") {
        return None;
    }
    // Only a first word that ends within what was kept is an id: the start of a line over
    // the limit may cut one short.
    let id = line
        .iter()
        .position(is_blank)
        .and_then(|end| id_word(&line[..end]));
    Some(Reply::failure(id, problem))
}

fn split_word(text: &str) -> (&str, &str) {
    let text = text.trim_start_matches(BLANK);
    match text.find(BLANK) {
        Some(i) => (&text[..i], &text[i..]),
        None => (text, ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn analyze_keeps_its_proofs_inside_the_move_time() {
        let ms = Duration::from_millis;
        assert_eq!(analyze_search_time(ms(1000)), ms(900));
        assert_eq!(analyze_search_time(ms(100)), ms(80));
        assert_eq!(analyze_search_time(ms(10)), ms(8));
        assert_eq!(analyze_search_time(ms(1)), ms(1));
        assert_eq!(analyze_search_time(ms(60_000)), ms(59_900));
    }
}
