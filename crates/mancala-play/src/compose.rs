//! Composed studies: endgame positions with exactly one move that keeps their exact value,
//! and a solution line to the end of the game in which every move of the solving side is
//! again the only one that keeps it. Candidates come from reproducible random endgames
//! (`mancala_solver::endgames`); the exact solver proves every claim; the engine's levels
//! estimate how hard the study is. A study is kept as a game record with a set-up start,
//! the solution as its moves and tags naming its value and difficulty.

use std::collections::HashSet;
use std::ops::RangeInclusive;
use std::time::Duration;

use mancala_rules::{History, Move, Rules};
use mancala_solver::endgames::random_endgames;
use mancala_solver::{Limits, SolveError, Solver};

pub use mancala_study::study::{
    board_name, difficulty, level_finds, stipulation, Study, StudyError as ComposeError,
    DIFFICULTY_SEEDS, LEVEL10_NODES, MIN_PLIES,
};

/// How the composer searches and what it accepts.
#[derive(Clone, Debug)]
pub struct ComposeOptions {
    /// Seeds on the board of the candidate positions (cycled through in order).
    pub board_seeds: RangeInclusive<u32>,
    /// Time allowed for each proof (one position's moves); `None`: no time limit.
    pub time: Option<Duration>,
    /// Nodes allowed for each proof; `None`: no node limit. Node limits alone make a run
    /// reproducible (time limits depend on the machine).
    pub nodes: Option<u64>,
    /// Fewest plies of a solution (at least [`MIN_PLIES`]).
    pub min_plies: usize,
    /// Most plies of a solution: longer lines are not kept.
    pub max_plies: usize,
    /// Seed of the candidate positions.
    pub seed: u64,
    /// Proof table size in megabytes.
    pub table_mb: usize,
    /// Estimate each study's difficulty with the engine's levels.
    pub difficulty: bool,
}

impl Default for ComposeOptions {
    fn default() -> ComposeOptions {
        ComposeOptions {
            board_seeds: 6..=16,
            time: Some(Duration::from_secs(2)),
            nodes: None,
            min_plies: MIN_PLIES,
            max_plies: 60,
            seed: 1,
            table_mb: 64,
            difficulty: true,
        }
    }
}

impl ComposeOptions {
    fn limits(&self) -> Limits {
        Limits {
            time: self.time,
            nodes: self.nodes,
            stop: None,
        }
    }
}

/// Why a candidate position does not make a study.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rejection {
    /// A value the study needs was not proved within the limits.
    Unproved,
    /// The first move is forced (a single legal move).
    Forced,
    /// More than one first move keeps the value.
    SeveralKeepers,
    /// Later in the line the solving side has more than one keeping move.
    Dual,
    /// The solution is shorter than the minimum.
    TooShort,
    /// The solution is longer than the maximum.
    TooLong,
    /// The same position was already examined.
    Duplicate,
    /// No candidate could be drawn (every random game ended before the seed count).
    NoCandidate,
}

impl Rejection {
    /// A short name for summaries.
    pub fn name(self) -> &'static str {
        match self {
            Rejection::Unproved => "unproved",
            Rejection::Forced => "forced first move",
            Rejection::SeveralKeepers => "several first keepers",
            Rejection::Dual => "dual later in the line",
            Rejection::TooShort => "line too short",
            Rejection::TooLong => "line too long",
            Rejection::Duplicate => "duplicate",
            Rejection::NoCandidate => "no candidate",
        }
    }
}

/// The exact value of the moves of the game's position for its mover: each move with its
/// proved value, or `None` when some move is not proved within the limits.
fn move_values(
    solver: &Solver,
    game: &History,
    limits: &Limits,
) -> Result<Option<Vec<(Move, i32)>>, SolveError> {
    let moves = solver.solve_moves(game, limits)?;
    Ok(moves
        .moves
        .iter()
        .map(|(mv, v)| v.value().map(|v| (*mv, v)))
        .collect())
}

/// The solution line of a position whose moves have the values `first` (for its mover):
/// `Ok((line, value))`, or why it does not make a study.
fn solution_line(
    solver: &Solver,
    start: &History,
    first: Vec<(Move, i32)>,
    options: &ComposeOptions,
) -> Result<Result<(Vec<Move>, i32), Rejection>, SolveError> {
    let limits = options.limits();
    let solving = start.position().to_move();
    let mut game = start.clone();
    let mut line = Vec::new();
    let mut values = Some(first);
    let mut value = None;
    while game.outcome().is_none() {
        if line.len() >= options.max_plies {
            return Ok(Err(Rejection::TooLong));
        }
        let moves = match values.take() {
            Some(m) => m,
            None => match move_values(solver, &game, &limits)? {
                Some(m) => m,
                None => return Ok(Err(Rejection::Unproved)),
            },
        };
        let best = moves.iter().map(|(_, v)| *v).max().unwrap_or(0);
        let keepers: Vec<Move> = moves
            .iter()
            .filter(|(_, v)| *v == best)
            .map(|(m, _)| *m)
            .collect();
        let mover = game.position().to_move();
        if value.is_none() {
            value = Some(best);
        }
        if mover == solving && keepers.len() > 1 {
            return Ok(Err(if line.is_empty() {
                Rejection::SeveralKeepers
            } else {
                Rejection::Dual
            }));
        }
        // The defender's reply: the first keeper in `solve_moves` order (best value, then
        // legal order), so the same position always gets the same line.
        let Some(&mv) = keepers.first() else {
            return Ok(Err(Rejection::Unproved));
        };
        if game.play(mv).is_err() {
            return Ok(Err(Rejection::Unproved));
        }
        line.push(mv);
    }
    if line.len() < options.min_plies.max(MIN_PLIES) {
        return Ok(Err(Rejection::TooShort));
    }
    Ok(Ok((line, value.unwrap_or(0))))
}

/// Whether the game's position makes a study, and if so the study (without id or source).
pub fn examine(
    solver: &Solver,
    start: &History,
    options: &ComposeOptions,
) -> Result<Result<Study, Rejection>, ComposeError> {
    if start.outcome().is_some() {
        return Ok(Err(Rejection::NoCandidate));
    }
    if start.position().legal_moves().len() < 2 {
        return Ok(Err(Rejection::Forced));
    }
    let limits = options.limits();
    // A cheap first test: the position's value alone.
    if solver.value(start, &limits)?.value().is_none() {
        return Ok(Err(Rejection::Unproved));
    }
    let Some(first) = move_values(solver, start, &limits)? else {
        return Ok(Err(Rejection::Unproved));
    };
    let best = first.iter().map(|(_, v)| *v).max().unwrap_or(0);
    if first.iter().filter(|(_, v)| *v == best).count() != 1 {
        return Ok(Err(Rejection::SeveralKeepers));
    }
    let (solution, value) = match solution_line(solver, start, first, options)? {
        Ok(found) => found,
        Err(rejection) => return Ok(Err(rejection)),
    };
    let solver_side = start.position().to_move();
    let mut study = Study {
        id: String::new(),
        start: start.position().clone(),
        start_ply: start.ply(),
        solution,
        solver: solver_side,
        value,
        difficulty: None,
        line_difficulty: None,
        source: String::new(),
    };
    if options.difficulty {
        let (first, line) = difficulty(&study);
        study.difficulty = first;
        study.line_difficulty = line;
    }
    Ok(Ok(study))
}

/// Something that happened while composing, for a progress display.
#[derive(Clone, Debug)]
pub enum ComposeEvent {
    /// A candidate was turned down.
    Rejected(Rejection),
    /// A study was found: its index in the collection (from 1), and the study.
    Found {
        /// Its index in the collection, from 1.
        index: usize,
        /// The study as it will be in the report.
        study: Box<Study>,
    },
}

/// What a composing run did.
#[derive(Clone, Debug, Default)]
pub struct ComposeReport {
    /// The studies found, in order.
    pub studies: Vec<Study>,
    /// Candidate positions examined.
    pub candidates: usize,
    /// How many candidates were turned down, by reason.
    pub rejected: Vec<(Rejection, usize)>,
}

/// The `derived` seed of candidate `round` at `seeds` seeds on the board (SplitMix64 of both).
fn candidate_seed(seed: u64, round: u64, seeds: u32) -> u64 {
    let mut z = seed
        .wrapping_add(round.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(u64::from(seeds).wrapping_mul(0xD1B5_4A32_D192_ED03));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Composes up to `count` studies on `rules`' board, trying at most `max_candidates`
/// positions, calling `on_event` as it goes. Deterministic for node limits without time limits.
pub fn compose(
    rules: Rules,
    count: usize,
    max_candidates: usize,
    options: &ComposeOptions,
    on_event: &mut dyn FnMut(&ComposeEvent),
) -> Result<ComposeReport, ComposeError> {
    let solver = Solver::new(options.table_mb);
    let mut report = ComposeReport::default();
    let mut rejected = std::collections::BTreeMap::new();
    let mut seen = HashSet::new();
    let seed_counts: Vec<u32> = options.board_seeds.clone().collect();
    let mut round = 0u64;
    'outer: while report.studies.len() < count && report.candidates < max_candidates {
        for &seeds in &seed_counts {
            if report.studies.len() >= count || report.candidates >= max_candidates {
                break 'outer;
            }
            report.candidates += 1;
            let derived = candidate_seed(options.seed, round, seeds);
            let outcome = match random_endgames(rules, seeds, 1, derived).pop() {
                None => Err(Rejection::NoCandidate),
                Some(start) => {
                    if seen.insert(mancala_rules::state_json(start.position(), 0, None)) {
                        examine(&solver, &start, options)?
                    } else {
                        Err(Rejection::Duplicate)
                    }
                }
            };
            match outcome {
                Ok(mut study) => {
                    let index = report.studies.len() + 1;
                    study.id = format!("{}-{index:03}", board_name(&rules));
                    study.source = format!("board-seeds={seeds} seed={derived}");
                    on_event(&ComposeEvent::Found {
                        index,
                        study: Box::new(study.clone()),
                    });
                    report.studies.push(study);
                }
                Err(rejection) => {
                    *rejected.entry(rejection).or_insert(0) += 1;
                    on_event(&ComposeEvent::Rejected(rejection));
                }
            }
        }
        round += 1;
    }
    report.rejected = rejected.into_iter().collect();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_record::Record;
    use mancala_rules::Game;

    fn options() -> ComposeOptions {
        ComposeOptions {
            board_seeds: 5..=9,
            time: None,
            nodes: Some(300_000),
            difficulty: true,
            table_mb: 16,
            ..ComposeOptions::default()
        }
    }

    /// The options without the difficulty estimate (faster).
    fn quick_options() -> ComposeOptions {
        ComposeOptions {
            difficulty: false,
            ..options()
        }
    }

    fn rules(game: Game, holes: u64, seeds: u64) -> Rules {
        Rules::with_size(game, holes, seeds).expect("rules")
    }

    /// Every study found: unique first keeper, line ends the game with the value, tags round trip.
    fn check(rules: Rules) {
        let options = options();
        let report = compose(rules, 2, 400, &options, &mut |_| {}).expect("compose");
        assert!(
            !report.studies.is_empty(),
            "no study on {}",
            board_name(&rules)
        );
        let solver = Solver::new(16);
        for study in &report.studies {
            assert!(study.solution.len() >= MIN_PLIES);
            assert!(study.id.starts_with(&board_name(&rules)));
            let record = study.to_record().expect("record");
            let text = record.to_text();
            let back = Record::parse_text(&text).expect("parse");
            let again = Study::from_record(&back).expect("study");
            assert_eq!(&again, study);
            assert!(study
                .reprove_first(&solver, &Limits::nodes(5_000_000))
                .expect("reprove"));
            // Every solving-side move of the line is the only keeper.
            let mut game = study.game();
            let mut v = study.value;
            for &mv in &study.solution {
                let mover = game.position().to_move();
                let moves = move_values(&solver, &game, &Limits::nodes(5_000_000))
                    .expect("solve")
                    .expect("proved");
                let best = moves.iter().map(|(_, x)| *x).max().expect("moves");
                assert_eq!(best, v);
                let kept: Vec<_> = moves.iter().filter(|(_, x)| *x == v).collect();
                assert!(kept.iter().any(|(m, _)| *m == mv));
                if mover == study.solver {
                    assert_eq!(kept.len(), 1);
                }
                game.play(mv).expect("legal");
                if game.position().to_move() != mover {
                    v = -v;
                }
            }
            assert!(game.outcome().is_some());
        }
    }

    #[test]
    fn composes_en_dodoi_2x6() {
        check(rules(Game::EnDodoi, 6, 4));
    }

    #[test]
    fn composes_giuthi_2x5() {
        check(rules(Game::Giuthi, 5, 4));
    }

    #[test]
    fn composes_sadeqa_ii() {
        check(rules(Game::SadeqaII, 6, 3));
    }

    #[test]
    fn same_seed_same_studies() {
        let rules = rules(Game::EnDodoi, 6, 4);
        let options = quick_options();
        let a = compose(rules, 2, 200, &options, &mut |_| {}).expect("compose");
        let b = compose(rules, 2, 200, &options, &mut |_| {}).expect("compose");
        assert_eq!(a.studies, b.studies);
        assert_eq!(a.candidates, b.candidates);
    }

    #[test]
    fn bad_tags_are_refused() {
        let rules = rules(Game::EnDodoi, 6, 4);
        let options = quick_options();
        let report = compose(rules, 1, 400, &options, &mut |_| {}).expect("compose");
        let study = report.studies.first().expect("a study");
        let record = study.to_record().expect("record");
        let mut wrong = record.clone();
        for (k, v) in &mut wrong.extra_tags {
            if k == "Value" {
                *v = (study.value + 1).to_string();
            }
        }
        assert!(Study::from_record(&wrong).is_err());
        let mut no_level = record.clone();
        no_level.extra_tags.retain(|(k, _)| k != "Difficulty");
        assert!(Study::from_record(&no_level).is_err());
    }
}
