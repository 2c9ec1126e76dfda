//! A study: a position whose solving side has exactly one move that keeps the exact value,
//! with its solution to the end of the game, kept as a game record with tags (`Study`,
//! `Stipulation`, `Value`, `Difficulty`, `LineDifficulty`, `Source`; the collection's README, crates/mancala-study/studies/README.md).

use mancala_engine::time::Limits as EngineLimits;
use mancala_engine::Engine;
use mancala_record::{GameResult, Record};
use mancala_rules::{Game, History, Move, Position, Rules, Side};
use mancala_solver::value::outcome_value;
use mancala_solver::{Limits, Scoring, SolveError, Solver, Verdict};

/// Fewest plies a solution line may have.
pub const MIN_PLIES: usize = 5;
/// Nodes the strongest level (10) searches when estimating difficulty (levels 1 to 9 use
/// their own node budgets), so that the estimate is the same on every machine.
pub const LEVEL10_NODES: u64 = 200_000;
/// Engine seeds tried at each level: a level "finds" a move when it plays it with all of them.
pub const DIFFICULTY_SEEDS: [u64; 3] = [1, 2, 3];

/// Why a study cannot be read, written or checked.
#[derive(Debug, thiserror::Error)]
pub enum StudyError {
    /// The solver could not run.
    #[error("solver: {0}")]
    Solve(#[from] SolveError),
    /// A study record is missing a tag or carries a bad one.
    #[error("study {study}: {message}")]
    BadStudy {
        /// The study's id (or `?` when it has none).
        study: String,
        /// What is wrong.
        message: String,
    },
    /// A record could not be made.
    #[error("record: {0}")]
    Record(#[from] mancala_record::RecordError),
}

/// A composed study: a position, the side to solve it, its value and its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Study {
    /// The study's name, e.g. `giuthi-2x5-007`.
    pub id: String,
    /// The start position (set up: no earlier position can recur).
    pub start: Position,
    /// The ply number of the start position.
    pub start_ply: u64,
    /// The solution: the solving side's only keeping moves and the defender's best replies,
    /// to the end of the game.
    pub solution: Vec<Move>,
    /// The side to move at the start, who solves the study.
    pub solver: Side,
    /// The exact value for the solving side (its final margin; Sadeqa II 1, 0 or -1).
    pub value: i32,
    /// The lowest level that finds the first move (`None`: no level does).
    pub difficulty: Option<u8>,
    /// The lowest level that finds every move of the solving side's line.
    pub line_difficulty: Option<u8>,
    /// Where the position came from: `board-seeds=S seed=X`, the arguments of
    /// `random_endgames(rules, S, 1, X)`.
    pub source: String,
}

/// Whether `level` plays `mv` in `game` with every seed of [`DIFFICULTY_SEEDS`] (deterministic:
/// levels 1 to 9 search their own node budgets, level 10 [`LEVEL10_NODES`]).
pub fn level_finds(game: &History, level: u8, mv: Move) -> bool {
    let nodes = if level >= mancala_player::level::MAX_LEVEL {
        LEVEL10_NODES
    } else {
        u64::MAX
    };
    let limits = EngineLimits {
        nodes: Some(nodes),
        ..EngineLimits::default()
    };
    let seeds: &[u64] = if level >= mancala_player::level::MAX_LEVEL {
        // Level 10 always plays its best move: one try says it all.
        &DIFFICULTY_SEEDS[..1]
    } else {
        &DIFFICULTY_SEEDS
    };
    seeds.iter().all(|&seed| {
        let mut engine = Engine::new(8, seed);
        mancala_player::engine_move(&mut engine, game, level, &limits).is_some_and(|r| r.best == mv)
    })
}

/// The solving side's moves in the solution that have an alternative, each with the game
/// before it: the first `most` of them.
fn asks(study: &Study, most: usize) -> Vec<(History, Move)> {
    let mut game = study.game();
    let mut asks = Vec::new();
    for &mv in &study.solution {
        if asks.len() >= most {
            break;
        }
        if game.position().to_move() == study.solver && game.position().legal_moves().len() > 1 {
            asks.push((game.clone(), mv));
        }
        if game.play(mv).is_err() {
            break;
        }
    }
    asks
}

/// The lowest level (1 to 10) that plays `mv` in `game` (`None`: no level does).
fn lowest_level(game: &History, mv: Move) -> Option<u8> {
    (mancala_player::level::MIN_LEVEL..=mancala_player::level::MAX_LEVEL)
        .find(|&l| level_finds(game, l, mv))
}

/// The node budget of estimating one move's level on `rules`' board: every level's own
/// budget times its seeds, level 10's [`LEVEL10_NODES`] once (each search also completes
/// its first ply, which is never cut short).
pub fn move_difficulty_nodes(rules: &Rules) -> u64 {
    let seeds = DIFFICULTY_SEEDS.len() as u64;
    let below: u64 = (mancala_player::level::MIN_LEVEL..mancala_player::level::MAX_LEVEL)
        .map(|l| mancala_player::level::style(l, rules).nodes.unwrap_or(0))
        .sum();
    below.saturating_mul(seeds).saturating_add(LEVEL10_NODES)
}

/// The lowest level (1 to 10) that finds the study's first move with an alternative
/// (`None`: no level does): the first half of [`difficulty`], within
/// [`move_difficulty_nodes`] engine nodes.
pub fn first_difficulty(study: &Study) -> Option<u8> {
    asks(study, 1)
        .first()
        .and_then(|(game, mv)| lowest_level(game, *mv))
}

/// The difficulty of a study: the lowest level (1 to 10) that finds its first move, and the
/// lowest that finds every move of the solving side in the solution (`None`: no level does).
/// Moves of the solving side with no alternative are not asked.
pub fn difficulty(study: &Study) -> (Option<u8>, Option<u8>) {
    let asks = asks(study, usize::MAX);
    let first = asks.first().and_then(|(g, mv)| lowest_level(g, *mv));
    let levels = mancala_player::level::MIN_LEVEL..=mancala_player::level::MAX_LEVEL;
    let line = first.and_then(|lowest| {
        levels
            .clone()
            .filter(|&l| l >= lowest)
            .find(|&l| asks.iter().all(|(g, mv)| level_finds(g, l, *mv)))
    });
    (first, line)
}

/// The study-id prefix of a board: `giuthi-2x5`.
pub fn board_name(rules: &Rules) -> String {
    format!("{}-2x{}", rules.game().name(), rules.holes())
}

/// The value as a study states it: `South to move and win by 3`, `... and draw`, `... and
/// lose by no more than 2`; Sadeqa II `... and win`.
pub fn stipulation(game: Game, solver: Side, value: i32) -> String {
    let side = match solver {
        Side::South => "South",
        Side::North => "North",
    };
    let goal = match (game == Game::SadeqaII, value.signum()) {
        (_, 0) => "draw".to_string(),
        (true, 1) => "win".to_string(),
        (true, _) => "lose".to_string(),
        (false, 1) => format!("win by {value}"),
        (false, _) => format!("lose by no more than {}", -value),
    };
    format!("{side} to move and {goal}")
}

fn level_tag(level: Option<u8>) -> String {
    level.map_or_else(|| "none".to_string(), |l| l.to_string())
}

fn parse_level(study: &str, name: &str, text: &str) -> Result<Option<u8>, StudyError> {
    if text == "none" {
        return Ok(None);
    }
    match text.parse::<u8>() {
        Ok(l) if (1..=10).contains(&l) => Ok(Some(l)),
        _ => Err(StudyError::BadStudy {
            study: study.to_string(),
            message: format!("{name} '{text}' is not a level 1 to 10 or 'none'"),
        }),
    }
}

impl Study {
    /// The rules of the study's game and board.
    pub fn rules(&self) -> &Rules {
        self.start.rules()
    }

    /// The study's task in words: `South to move and win by 3`.
    pub fn stipulation(&self) -> String {
        stipulation(self.rules().game(), self.solver, self.value)
    }

    /// The start as a game with no moves played.
    pub fn game(&self) -> History {
        History::from_position(self.start.clone(), self.start_ply)
    }

    /// The study as a game record: the start as a set-up position, the solution as the
    /// moves, and the tags `Event`, `Study`, `Stipulation`, `Value`, `Difficulty`,
    /// `LineDifficulty` and `Source`.
    pub fn to_record(&self) -> Result<Record, StudyError> {
        let mut game = self.game();
        for &mv in &self.solution {
            game.play(mv).map_err(|e| StudyError::BadStudy {
                study: self.id.clone(),
                message: format!("the solution does not replay: {e}"),
            })?;
        }
        let mut record = Record::new(game, "study", "study", "????.??.??");
        let tags = [
            ("Event", "Composed study".to_string()),
            ("Study", self.id.clone()),
            (
                "Stipulation",
                stipulation(self.start.rules().game(), self.solver, self.value),
            ),
            ("Value", self.value.to_string()),
            ("Difficulty", level_tag(self.difficulty)),
            ("LineDifficulty", level_tag(self.line_difficulty)),
            ("Source", self.source.clone()),
        ];
        record.extra_tags = tags.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        Ok(record)
    }

    /// Reads a study back from its record, checking its tags and that the solution is a
    /// finished game whose final margin for the solving side is the tagged value.
    pub fn from_record(record: &Record) -> Result<Study, StudyError> {
        let tag = |name: &str| {
            record
                .extra_tags
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let id = tag("Study").unwrap_or("?").to_string();
        let bad = |message: String| StudyError::BadStudy {
            study: id.clone(),
            message,
        };
        let need = |name: &str| tag(name).ok_or_else(|| bad(format!("no {name} tag")));
        let value: i32 = need("Value")?
            .parse()
            .map_err(|_| bad("Value is not a whole number".to_string()))?;
        let difficulty = parse_level(&id, "Difficulty", need("Difficulty")?)?;
        let line_difficulty = parse_level(&id, "LineDifficulty", need("LineDifficulty")?)?;
        let whole = record.game();
        let start = History::from_position(whole.start().clone(), whole.start_ply());
        let solver = start.position().to_move();
        let expected = stipulation(start.rules().game(), solver, value);
        if need("Stipulation")? != expected {
            return Err(bad(format!(
                "Stipulation does not say '{expected}' as its Value does"
            )));
        }
        let solution: Vec<Move> = whole.moves().collect();
        if solution.len() < MIN_PLIES {
            return Err(bad(format!(
                "a solution of {} plies (at least {MIN_PLIES})",
                solution.len()
            )));
        }
        let Some(outcome) = whole.outcome() else {
            return Err(bad("the solution does not end the game".to_string()));
        };
        let margin = outcome_value(Scoring::of(whole.position()), outcome, solver);
        if margin != value {
            return Err(bad(format!(
                "the solution ends with {margin} for {solver}, not the Value {value}"
            )));
        }
        if record.result() != GameResult::from_outcome(Some(outcome)) {
            return Err(bad("Result does not match the solution's end".to_string()));
        }
        if let (Some(first), Some(line)) = (difficulty, line_difficulty) {
            if line < first {
                return Err(bad("LineDifficulty is below Difficulty".to_string()));
            }
        }
        Ok(Study {
            id: id.clone(),
            start: start.position().clone(),
            start_ply: start.ply(),
            solution,
            solver,
            value,
            difficulty,
            line_difficulty,
            source: tag("Source").unwrap_or("").to_string(),
        })
    }

    /// Proves again that the first move is the only one that keeps the value and that the
    /// value is the study's: `Ok(false)` when the limits ran out first, an error when a claim
    /// is false.
    pub fn reprove_first(&self, solver: &Solver, limits: &Limits) -> Result<bool, StudyError> {
        let moves = solver.solve_moves(&self.game(), limits)?;
        let first = self.solution.first().copied();
        let bad = |message: String| StudyError::BadStudy {
            study: self.id.clone(),
            message,
        };
        for (mv, verdict) in &moves.moves {
            let keeps = Some(*mv) == first;
            match (*verdict, keeps) {
                (Verdict::Proved(v), true) if v == self.value => {}
                (Verdict::Proved(v), true) => {
                    return Err(bad(format!(
                        "the first move {mv} is worth {v}, not {}",
                        self.value
                    )))
                }
                (v, false) if v.upper() < self.value => {}
                (Verdict::Proved(v), false) => {
                    return Err(bad(format!(
                        "{mv} is worth {v}: the first move is not the only keeper"
                    )))
                }
                (Verdict::Bounded { .. }, _) => return Ok(false),
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stipulations() {
        assert_eq!(
            stipulation(Game::EnDodoi, Side::South, 3),
            "South to move and win by 3"
        );
        assert_eq!(
            stipulation(Game::Giuthi, Side::North, 0),
            "North to move and draw"
        );
        assert_eq!(
            stipulation(Game::EnGehe, Side::North, -2),
            "North to move and lose by no more than 2"
        );
        assert_eq!(
            stipulation(Game::SadeqaII, Side::South, 1),
            "South to move and win"
        );
    }

    #[test]
    fn the_first_move_alone_gives_the_same_difficulty_within_its_nodes() {
        let study = crate::collection::find("en-dodoi-2x6-002").expect("study");
        assert_eq!(first_difficulty(study), difficulty(study).0);
        // Levels 1 to 9 three times each (1 + 20 + ... + 50,000 nodes), level 10 once.
        assert_eq!(
            move_difficulty_nodes(study.rules()),
            3 * 76_881 + LEVEL10_NODES
        );
    }

    #[test]
    fn a_shipped_record_reads_back_to_the_same_record() {
        let study = crate::collection::find("giuthi-2x5-007").expect("study");
        let record = study.to_record().expect("record");
        let again = Study::from_record(&record).expect("study");
        assert_eq!(&again, study);
        assert_eq!(study.rules().holes(), 5);
        assert_eq!(
            study.stipulation(),
            stipulation(Game::Giuthi, study.solver, study.value)
        );
    }
}
