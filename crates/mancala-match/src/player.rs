//! Player specifications and the built-in players.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mancala_engine::eval::Weights;
use mancala_engine::learned::{self, LearnedEval};
use mancala_engine::mcts::MctsStyle;
use mancala_engine::search::SearchConfig;
use mancala_engine::time::{Limits, MAX_DEPTH};
use mancala_engine::Engine;
use mancala_player::{genmove, Misses, MAX_LEVEL, MIN_LEVEL};
use mancala_rules::{History, Move, Position};
use mancala_solver::egdb::Database;
use mancala_solver::Solver;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::clock::Clocks;
use crate::external::ExternalPlayer;

/// The table of a `level:` player's solver, in MB (as large as its engine's).
const SOLVER_TABLE_MB: usize = 16;

/// The databases `level:...,egdb=DIR` players opened, kept for the program's life: a match
/// builds its players anew for every game, and a database of billions of entries is read
/// from disk once.
static DATABASES: Mutex<Vec<(PathBuf, Arc<Database>)>> = Mutex::new(Vec::new());

/// Why a player could not be built or could not move.
#[derive(Debug, Clone, thiserror::Error)]
pub enum PlayerError {
    /// The player specification is not understood.
    #[error("bad player '{spec}': {problem}")]
    Spec {
        /// The specification given.
        spec: String,
        /// What is wrong.
        problem: String,
    },
    /// A file the specification names (a weights file, an endgame database) cannot be read.
    #[error("player '{spec}': {problem}")]
    File {
        /// The specification given.
        spec: String,
        /// What is wrong with the file.
        problem: String,
    },
    /// An external engine failed (could not start, crashed, answered nonsense).
    #[error("external engine '{command}': {problem}")]
    External {
        /// Its command line.
        command: String,
        /// What went wrong.
        problem: String,
    },
    /// A player had no move in a position that has one.
    #[error("{0} found no move")]
    NoMove(String),
    /// An external engine gave no move within its clock (and a grace): on a clock, a game
    /// lost on time.
    #[error("{player} gave no move within {:.1} s: lost on time", waited.as_secs_f64())]
    OutOfTime {
        /// The player's specification.
        player: String,
        /// How long it was waited for.
        waited: std::time::Duration,
    },
}

/// Something that chooses moves.
pub trait Player: Send {
    /// The player's specification, for reports.
    fn name(&self) -> &str;
    /// The move to play in the current position of `game` (which is not over); `clocks` are
    /// both sides' clocks when the game is played on time (the mover's bounds its search,
    /// with its own limits).
    fn choose(&mut self, game: &History, clocks: Option<&Clocks>) -> Result<Move, PlayerError>;
    /// Called when a new game starts.
    fn new_game(&mut self) {}
}

enum Kind {
    AlphaBeta {
        limits: Limits,
        weights: Option<Weights>,
        /// A learned evaluation read from a weights file (`eval=PATH`), instead of the shipped one.
        learned: Option<&'static LearnedEval>,
        /// Search parts turned on and off (`on=reductions`, `off=quiescence`) against the
        /// game's default, to measure each.
        on: String,
        off: String,
    },
    Mcts {
        limits: Limits,
        style: MctsStyle,
        /// A learned evaluation read from a weights file (`eval=PATH`), instead of the shipped one.
        learned: Option<&'static LearnedEval>,
    },
    Level {
        level: u8,
        limits: Limits,
        /// Level 10 on time asks it first and plays a proved position perfectly.
        solver: Box<Solver>,
        /// Where its solver last failed (see `mancala_player::Misses`).
        misses: Misses,
        /// The endgame database its solver probes (`egdb=DIR`), if any.
        egdb: Option<Arc<Database>>,
    },
    Random,
    Greedy,
}

/// A player built into this program.
pub struct BuiltIn {
    spec: String,
    kind: Kind,
    engine: Engine,
    rng: SmallRng,
}

impl Player for BuiltIn {
    fn name(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self) {
        self.engine.new_game();
        if let Kind::Level { solver, .. } = &mut self.kind {
            solver.clear();
        }
    }

    fn choose(&mut self, game: &History, clocks: Option<&Clocks>) -> Result<Move, PlayerError> {
        let none = || PlayerError::NoMove(self.spec.clone());
        let pos = game.position();
        // On time, the mover's clock bounds the search beside the player's own limits.
        let timed = |limits: &Limits| Limits {
            clock: clocks.map(|c| c.clock(pos.to_move())),
            ..*limits
        };
        match &self.kind {
            Kind::Random => pos
                .random_successor(&mut |k| self.rng.random_range(0..k))
                .map(|(mv, _)| mv)
                .ok_or_else(none),
            Kind::Greedy => greedy(pos, &mut self.rng).ok_or_else(none),
            Kind::AlphaBeta {
                limits,
                weights,
                learned,
                on,
                off,
            } => {
                let rules_game = game.rules().game();
                check_fits(&self.spec, *learned, game)?;
                // Weights given by hand are the linear evaluation's: they turn the learned one off.
                let config = match weights {
                    Some(w) => SearchConfig {
                        weights: *w,
                        ..SearchConfig::for_game(rules_game)
                    },
                    None => SearchConfig {
                        learned: learned.or(learned::shipped(game.rules())),
                        ..SearchConfig::for_game(rules_game)
                    },
                }
                .with(on)
                .and_then(|c| c.without(off))
                .map_err(|e| spec_error(&self.spec, e))?;
                self.engine
                    .alphabeta(game, &timed(limits), config)
                    .map(|r| r.best)
                    .ok_or_else(none)
            }
            Kind::Mcts {
                limits,
                style,
                learned,
            } => {
                check_fits(&self.spec, *learned, game)?;
                let shipped = SearchConfig::for_rules(game.rules());
                let config = SearchConfig {
                    learned: learned.or(shipped.learned),
                    ..shipped
                };
                self.engine
                    .mcts_with(game, &timed(limits), *style, &config)
                    .map(|r| r.best)
                    .ok_or_else(none)
            }
            Kind::Level {
                level,
                limits,
                solver,
                misses,
                egdb,
            } => {
                if let Some(db) = egdb {
                    db.ensure_fits(game.rules())
                        .map_err(|e| spec_error(&self.spec, format!("egdb=: {e}")))?;
                }
                genmove(
                    &mut self.engine,
                    solver,
                    misses,
                    game,
                    *level,
                    &timed(limits),
                )
                .map(|c| c.best)
                .ok_or_else(none)
            }
        }
    }
}

/// Refuses a player's `eval=` table made for another board than `game`'s.
fn check_fits(
    spec: &str,
    learned: Option<&LearnedEval>,
    game: &History,
) -> Result<(), PlayerError> {
    match learned {
        Some(table) if !table.fits(game.rules()) => Err(spec_error(
            spec,
            format!(
                "the eval= weights are for {} with {} holes a row, not this board",
                table.game().name(),
                table.holes()
            ),
        )),
        _ => Ok(()),
    }
}

/// Reads a learned evaluation's weights file for a player's `eval=` setting, once for the
/// program's life (a match builds its players for every game).
fn read_eval(spec: &str, path: &str) -> Result<&'static LearnedEval, PlayerError> {
    static READ: Mutex<Vec<(PathBuf, &'static LearnedEval)>> = Mutex::new(Vec::new());
    read_once(&READ, path, || read_eval_file(spec, path))
}

/// What `load` reads from `path`, or what an earlier call for the same path read: a match
/// builds its players for every game, and what they read is kept for the program's life.
fn read_once<T: Clone>(
    cache: &Mutex<Vec<(PathBuf, T)>>,
    path: &str,
    load: impl FnOnce() -> Result<T, PlayerError>,
) -> Result<T, PlayerError> {
    let key = PathBuf::from(path);
    // A panic elsewhere while the list was held leaves it whole: every entry is complete.
    let mut read = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, value)) = read.iter().find(|(p, _)| *p == key) {
        return Ok(value.clone());
    }
    let value = load()?;
    read.push((key, value.clone()));
    Ok(value)
}

/// Reads and parses a weights file.
fn read_eval_file(spec: &str, path: &str) -> Result<&'static LearnedEval, PlayerError> {
    let table = LearnedEval::read_file(std::path::Path::new(path))
        .map_err(|e| file_error(spec, format!("eval file {e}")))?;
    // A player lives as long as its match: the table is kept for the program's life.
    Ok(Box::leak(Box::new(table)))
}

/// The endgame database in `dir` for a `level:` player's `egdb=` setting, read once for the
/// program's life (a match builds its players for every game).
fn open_egdb(spec: &str, dir: &str) -> Result<Arc<Database>, PlayerError> {
    if dir.is_empty() {
        return Err(spec_error(spec, "egdb= needs a folder"));
    }
    read_once(&DATABASES, dir, || {
        Database::open(dir)
            .map(Arc::new)
            .map_err(|e| file_error(spec, format!("egdb '{dir}': {e}")))
    })
}

/// The move with the largest immediate capture, random among equals.
pub fn greedy(pos: &Position, rng: &mut SmallRng) -> Option<Move> {
    let mut successors = Vec::new();
    pos.successors_into(&mut successors);
    let side = pos.to_move();
    let best = successors.iter().map(|(_, p)| p.captured(side)).max()?;
    let top: Vec<Move> = successors
        .iter()
        .filter(|(_, p)| p.captured(side) == best)
        .map(|(m, _)| *m)
        .collect();
    Some(top[rng.random_range(0..top.len())])
}

fn file_error(spec: &str, problem: impl Into<String>) -> PlayerError {
    PlayerError::File {
        spec: spec.to_string(),
        problem: problem.into(),
    }
}

fn spec_error(spec: &str, problem: impl Into<String>) -> PlayerError {
    PlayerError::Spec {
        spec: spec.to_string(),
        problem: problem.into(),
    }
}

/// The settings of a built-in player.
struct Settings {
    limits: Limits,
    weights: Option<Weights>,
    learned: Option<&'static LearnedEval>,
    on: String,
    off: String,
    threads: usize,
}

/// What an `mcts:` player's specification says beside its limits.
struct MctsSettings {
    style: MctsStyle,
    learned: Option<&'static LearnedEval>,
    /// The settings left for [`parse_limits`].
    rest: String,
}

/// The Monte Carlo settings of an `mcts:` player (`uct`, `playout=N`, `prior=on|off`,
/// `reuse=on|off`, `eval=FILE`), and the rest of its settings. `uct` starts from plain UCT
/// instead of the guided search wherever it stands; the other settings change that start.
fn parse_mcts_style(spec: &str, text: &str) -> Result<MctsSettings, PlayerError> {
    let parts = || text.split(',').filter(|p| !p.is_empty());
    let mut style = if parts().any(|p| p == "uct") {
        MctsStyle::UCT
    } else {
        MctsStyle::default()
    };
    let mut rest = Vec::new();
    let mut learned = None;
    let switch = |key: &str, value: &str| match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(spec_error(
            spec,
            format!("{key} must be on or off, not '{value}'"),
        )),
    };
    for part in parts() {
        match part.split_once('=') {
            None if part == "uct" => {}
            Some(("playout", value)) => {
                style.playout_plies = value
                    .parse::<u16>()
                    .ok()
                    .filter(|v| *v <= 1000)
                    .ok_or_else(|| {
                        spec_error(spec, "playout must be a whole number from 0 to 1000")
                    })?;
            }
            Some(("prior", value)) => style.prior = switch("prior", value)?,
            Some(("reuse", value)) => style.reuse = switch("reuse", value)?,
            Some(("eval", path)) => learned = Some(read_eval(spec, path)?),
            _ => rest.push(part),
        }
    }
    Ok(MctsSettings {
        style,
        learned,
        rest: rest.join(","),
    })
}

/// Refuses a setting given twice in a player's `settings` (`ab:depth=2,depth=3`): which
/// one counts would be a guess. `ms` and `movetime` are one setting.
fn refuse_repeats(spec: &str, settings: &str) -> Result<(), PlayerError> {
    let mut seen = std::collections::HashSet::new();
    for part in settings.split(',').filter(|p| !p.is_empty()) {
        let key = part.split_once('=').map_or(part, |(key, _)| key);
        let key = if key == "movetime" { "ms" } else { key };
        if !seen.insert(key) {
            return Err(spec_error(
                spec,
                format!("'{}' is given twice", mancala_rules::quote(key)),
            ));
        }
    }
    Ok(())
}

fn parse_limits(spec: &str, text: &str, allow_weights: bool) -> Result<Settings, PlayerError> {
    let mut limits = Limits::default();
    let mut weights = None;
    let mut learned = None;
    let mut on = String::new();
    let mut off = String::new();
    let mut threads = 1;
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| spec_error(spec, format!("'{part}' is not NAME=VALUE")))?;
        let num = |min: u64, max: u64| {
            value
                .parse::<u64>()
                .ok()
                .filter(|v| (min..=max).contains(v))
                .ok_or_else(|| {
                    spec_error(
                        spec,
                        format!("{key} must be a whole number from {min} to {max}"),
                    )
                })
        };
        match key {
            "depth" => limits.depth = Some(num(1, MAX_DEPTH as u64)? as u32),
            "ms" | "movetime" => limits.movetime = Some(Duration::from_millis(num(1, 86_400_000)?)),
            "nodes" => limits.nodes = Some(num(1, u64::MAX)?),
            "threads" => threads = num(1, 256)? as usize,
            "weights" if allow_weights => {
                weights = Some(value.parse::<Weights>().map_err(|e| spec_error(spec, e))?);
            }
            "eval" if allow_weights => learned = Some(read_eval(spec, value)?),
            "on" | "off" if allow_weights => {
                SearchConfig::plain(Weights([0; 5]))
                    .with(value)
                    .map_err(|e| spec_error(spec, e))?;
                if key == "on" {
                    on = value.to_string();
                } else {
                    off = value.to_string();
                }
            }
            _ => return Err(spec_error(spec, format!("unknown setting '{key}'"))),
        }
    }
    // A part both switched on and off would be off without a word (the later wins).
    let both: Vec<&str> = on
        .split('+')
        .filter(|n| !n.is_empty() && off.split('+').any(|o| o == *n))
        .collect();
    if !both.is_empty() {
        return Err(spec_error(
            spec,
            format!("'{}' is both on and off", both.join("+")),
        ));
    }
    Ok(Settings {
        limits,
        weights,
        learned,
        on,
        off,
        threads,
    })
}

/// Builds a player from its specification; `seed` seeds its random choices.
///
/// `ab:depth=8` (also `ms=`, `nodes=`, `weights=a/b/c/d/e` for the linear evaluation,
/// `eval=FILE` for a learned one, `on=`/`off=` with
/// `quiescence+reductions+aspiration+killers+tt+learned` to turn search parts on or off against the
/// game's default), `mcts:ms=100` (or `nodes=` playouts; `uct` for plain UCT over random
/// playouts, or `playout=N`, `prior=on|off`, `reuse=on|off` against the guided default, and
/// `eval=FILE` for another learned evaluation),
/// `level:5` (optionally `level:5,ms=100`; `level:10,egdb=DIR` gives its solver an endgame database), `random`, `greedy`, `cmd:PROGRAM ARGS`;
/// `ab:`, `mcts:` and `level:` players take `threads=N` (Lazy SMP for alpha-beta, one tree
/// grown by all for the tree search).
/// `genmove_args` are sent with every `genmove` to a `cmd:` engine (e.g. `movetime=100`).
/// `on_time`: the player will be given a clock with every move, so `ab:` and `mcts:` need no
/// limit of their own.
pub fn parse_player(
    spec: &str,
    seed: u64,
    genmove_args: &str,
    on_time: bool,
) -> Result<Box<dyn Player>, PlayerError> {
    let (head, rest) = spec.split_once(':').unwrap_or((spec, ""));
    if head != "cmd" {
        refuse_repeats(spec, rest)?;
    }
    let mut threads = 1;
    let kind =
        match head {
            "random" if rest.is_empty() => Kind::Random,
            "greedy" if rest.is_empty() => Kind::Greedy,
            "ab" => {
                let Settings {
                    limits,
                    weights,
                    learned,
                    on,
                    off,
                    threads: t,
                } = parse_limits(spec, rest, true)?;
                threads = t;
                if limits.is_unbounded() && !on_time {
                    return Err(spec_error(
                        spec,
                        "give a limit: depth=, ms= or nodes= (or play on time, --clock)",
                    ));
                }
                Kind::AlphaBeta {
                    limits,
                    weights,
                    learned,
                    on,
                    off,
                }
            }
            "mcts" => {
                let MctsSettings {
                    style,
                    learned,
                    rest,
                } = parse_mcts_style(spec, rest)?;
                let settings = parse_limits(spec, &rest, false)?;
                let limits = settings.limits;
                if limits.depth.is_some() || (limits.is_unbounded() && !on_time) {
                    return Err(spec_error(
                        spec,
                        "give ms= or nodes= (playouts), or play on time (--clock)",
                    ));
                }
                threads = settings.threads;
                Kind::Mcts {
                    limits,
                    style,
                    learned,
                }
            }
            "level" => {
                let (level, settings) = rest.split_once(',').unwrap_or((rest, ""));
                let level = level
                    .parse::<u8>()
                    .ok()
                    .filter(|l| (MIN_LEVEL..=MAX_LEVEL).contains(l))
                    .ok_or_else(|| spec_error(spec, "the level is a whole number from 1 to 10"))?;
                // `egdb=DIR` is the level player's own setting; the rest are limits.
                let (egdb, settings): (Vec<&str>, Vec<&str>) = settings
                    .split(',')
                    .filter(|p| !p.is_empty())
                    .partition(|p| p.starts_with("egdb="));
                if !egdb.is_empty() && level < MAX_LEVEL {
                    return Err(spec_error(
                        spec,
                        "egdb= goes with level:10, the only level that asks the solver",
                    ));
                }
                let settings = parse_limits(spec, &settings.join(","), false)?;
                threads = settings.threads;
                let mut solver = Solver::new(SOLVER_TABLE_MB).with_threads(threads);
                // Given once at most (`refuse_repeats`).
                let egdb = egdb
                    .first()
                    .map(|one| open_egdb(spec, &one["egdb=".len()..]))
                    .transpose()?;
                if let Some(db) = &egdb {
                    solver = solver.with_oracle(db.clone());
                }
                Kind::Level {
                    level,
                    limits: settings.limits,
                    solver: Box::new(solver),
                    misses: Misses::new(),
                    egdb,
                }
            }
            "cmd" => {
                if rest.trim().is_empty() {
                    return Err(spec_error(spec, "name the program: cmd:'path args'"));
                }
                return Ok(Box::new(ExternalPlayer::new(spec, rest, genmove_args)?));
            }
            _ => return Err(spec_error(
                spec,
                "players are ab:depth=N, mcts:ms=N, level:N, random, greedy or cmd:'program args'",
            )),
        };
    let mut engine = Engine::new(16, seed);
    engine.set_threads(threads);
    Ok(Box::new(BuiltIn {
        spec: spec.to_string(),
        kind,
        engine,
        rng: SmallRng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    fn problem(spec: &str) -> String {
        match parse_player(spec, 1, "", false) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("'{spec}' should be refused"),
        }
    }

    #[test]
    fn search_players_take_a_learned_evaluation_for_their_board() {
        let file = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../mancala-engine/weights/en-gehe-2x40.txt"
        );
        let gehe = History::new(Rules::with_size(Game::EnGehe, 40, 4).expect("size"));
        let giuthi = History::new(Rules::new(Game::Giuthi));
        // Read once, however many games build players that name the file.
        let first = read_eval("eval", file).expect("read");
        assert!(std::ptr::eq(first, read_eval("eval", file).expect("read")));
        for spec in [
            format!("mcts:nodes=30,eval={file}"),
            format!("ab:nodes=300,eval={file}"),
        ] {
            let mut player = parse_player(&spec, 1, "", false).expect("valid");
            let choice = player.choose(&gehe, None).expect("a move");
            assert!(gehe.position().is_legal(choice), "{spec}");
            let refused = player.choose(&giuthi, None).expect_err("another board");
            assert!(
                refused
                    .to_string()
                    .contains("for en-gehe with 40 holes a row"),
                "{refused}"
            );
        }
        assert!(problem("mcts:nodes=30,eval=/no/such/file")
            .contains("eval file /no/such/file: No such file"));
        assert!(problem(&format!(
            "mcts:nodes=30,eval={}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .contains("Is a directory"));
    }

    #[test]
    fn a_setting_given_twice_is_refused() {
        for (spec, key) in [
            ("ab:depth=2,depth=3", "'depth'"),
            ("ab:ms=10,movetime=20", "'ms'"),
            ("mcts:nodes=5,reuse=on,reuse=off", "'reuse'"),
            ("mcts:uct,nodes=5,uct", "'uct'"),
            ("level:3,threads=1,threads=2", "'threads'"),
        ] {
            let refused = problem(spec);
            assert!(
                refused.contains(&format!("{key} is given twice")),
                "{refused}"
            );
        }
        assert!(parse_player("ab:depth=2,ms=5", 1, "", false).is_ok());
    }

    #[test]
    fn a_database_goes_with_level_ten_only() {
        let refused = problem("level:5,egdb=/nonexistent");
        assert!(refused.contains("egdb= goes with level:10"), "{refused}");
    }

    #[test]
    fn a_search_part_both_on_and_off_is_refused() {
        let refused = problem("ab:depth=2,on=tt+killers,off=killers");
        assert!(
            refused.contains("'killers' is both on and off"),
            "{refused}"
        );
        assert!(parse_player("ab:depth=2,on=tt,off=killers", 1, "", false).is_ok());
    }

    #[test]
    fn a_command_with_an_unclosed_quote_is_refused_before_anything_runs() {
        for spec in ["cmd:'unclosed", "cmd:engine 'a b", "cmd:\"x", "cmd:x \\"] {
            let refused = problem(spec);
            assert!(
                refused.contains("a quote is not closed"),
                "{spec}: {refused}"
            );
        }
        // `#` is kept, not taken as a shell comment.
        assert_eq!(
            crate::external::command_words("engine --tag #1 a#b").expect("valid"),
            ["engine", "--tag", "#1", "a#b"]
        );
        assert_eq!(
            crate::external::command_words("'engine x' \"a b\" c\\ d").expect("valid"),
            ["engine x", "a b", "c d"]
        );
        // A command quoted whole, or with quoted words, is split as a shell splits it: here
        // the program is `/no/such dir/engine` (one word), which cannot start.
        for spec in [
            "cmd:'/no/such dir/engine' --engine",
            "cmd:\"'/no/such dir/engine'\"",
        ] {
            let refused = problem(spec);
            assert!(refused.contains("cannot start"), "{spec}: {refused}");
        }
    }

    #[test]
    fn mcts_players_take_their_style() {
        let parsed = |text: &str| {
            let settings = parse_mcts_style("s", text).expect("valid");
            (settings.style, settings.rest)
        };
        assert_eq!(
            parsed("ms=100"),
            (MctsStyle::default(), "ms=100".to_string())
        );
        assert_eq!(
            parsed("uct,nodes=50"),
            (MctsStyle::UCT, "nodes=50".to_string())
        );
        let (style, rest) = parsed("ms=20,playout=3,prior=off,reuse=off");
        assert_eq!(
            style,
            MctsStyle {
                playout_plies: 3,
                prior: false,
                reuse: false
            }
        );
        assert_eq!(rest, "ms=20");
        // `uct` is the start wherever it stands: the other settings change it either way.
        let with_uct = |text: &str| parsed(text).0;
        let reused_uct = MctsStyle {
            reuse: true,
            ..MctsStyle::UCT
        };
        assert_eq!(with_uct("reuse=on,uct,ms=5"), reused_uct);
        assert_eq!(with_uct("uct,reuse=on,ms=5"), reused_uct);
        let game = History::new(Rules::with_size(Game::EnGehe, 10, 4).expect("size"));
        for spec in ["mcts:nodes=50,reuse=on", "mcts:nodes=50,threads=2"] {
            let mut player = parse_player(spec, 1, "", false).expect("valid");
            let choice = player.choose(&game, None).expect("a move");
            assert!(game.position().is_legal(choice), "{spec}");
        }
    }

    #[test]
    fn players_on_time_need_no_limit_of_their_own() {
        assert!(problem("ab:").contains("give a limit"));
        assert!(problem("mcts:").contains("give ms= or nodes="));
        let clocks = Clocks::new("0.5+0.01".parse().expect("a time control"));
        let game = History::new(Rules::new(Game::EnDodoi));
        for spec in ["ab:", "mcts:", "level:10", "level:4,ms=50", "ab:depth=3"] {
            let mut player = parse_player(spec, 1, "", true).expect("valid on time");
            let choice = player.choose(&game, Some(&clocks)).expect("a move");
            assert!(game.position().is_legal(choice), "{spec}");
        }
        assert!(parse_player("mcts:depth=3", 1, "", true).is_err());
    }

    #[test]
    fn level_players_take_an_endgame_database_for_their_game() {
        let dir = std::env::temp_dir().join(format!("match-egdb-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let five = Rules::with_size(Game::Giuthi, 5, 4).expect("size");
        let options = mancala_solver::egdb::BuildOptions {
            rules: five,
            seeds_up_to: 4,
            slice: None,
            threads: 1,
            table_mb: 1,
        };
        mancala_solver::egdb::build(&options, &dir, &mut |_| {}).expect("built");
        let folder = dir.display().to_string();
        let spec = format!("level:10,ms=50,egdb={folder}");
        // Read once for every player that names the folder.
        let first = open_egdb(&spec, &folder).expect("opened");
        let again = open_egdb(&spec, &folder).expect("opened");
        assert!(Arc::ptr_eq(&first, &again));

        let mut player = parse_player(&spec, 1, "", false).expect("valid");
        let game = History::new(five);
        let choice = player.choose(&game, None).expect("a move");
        assert!(game.position().is_legal(choice));
        let other = History::new(Rules::new(Game::EnDodoi));
        let refused = player.choose(&other, None).expect_err("another game");
        assert!(
            refused
                .to_string()
                .contains("egdb=: the database is for giuthi with 5 holes a row"),
            "{refused}"
        );

        assert!(problem("level:10,egdb=").contains("egdb= needs a folder"));
        assert!(problem(&format!("{spec},egdb={folder}")).contains("'egdb' is given twice"));
        let missing = dir.join("missing").display().to_string();
        assert!(problem(&format!("level:10,egdb={missing}")).contains(&format!("egdb '{missing}'")));
        assert!(problem("ab:depth=3,egdb=x").contains("unknown setting 'egdb'"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn bad_mcts_settings_are_named() {
        assert!(problem("mcts:ms=100,prior=maybe").contains("prior must be on or off, not 'maybe'"));
        assert!(problem("mcts:ms=100,reuse=").contains("reuse must be on or off"));
        assert!(problem("mcts:ms=100,playout=-1").contains("playout must be a whole number"));
        assert!(problem("mcts:ms=100,playout=1001").contains("playout must be a whole number"));
        assert!(problem("mcts:prior=on").contains("give ms= or nodes="));
        assert!(problem("mcts:ms=100,depth=3").contains("give ms= or nodes="));
        assert!(problem("mcts:ms=100,tree=big").contains("unknown setting 'tree'"));
        assert!(problem("mcts:ms=100,threads=0").contains("threads must be a whole number"));
    }
}
