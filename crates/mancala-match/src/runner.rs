//! The match runner: K games between two players, each opening played with both colours.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use mancala_rules::{History, Move, Outcome, Rules, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use mancala_engine::eval::Weights;
use mancala_engine::search::{SearchConfig, Searcher};
use mancala_engine::time::Limits;

use crate::clock::{Clocks, TimeControl};
use crate::player::{Player, PlayerError};
use crate::stats::Tally;

/// Plies after which a game is stopped and counted as a draw (a guard; real games end long before).
pub const MAX_GAME_PLIES: usize = 100_000;

/// What a match is played on and how.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Game, board and options.
    pub rules: Rules,
    /// Number of games.
    pub games: usize,
    /// Seed of the openings and of the players' random choices.
    pub seed: u64,
    /// Random plies that open each pair of games.
    pub opening_plies: usize,
    /// Games played at once.
    pub threads: usize,
    /// Keep every game in the report too (the progress callback is shown each game either
    /// way); otherwise the report holds only results.
    pub keep_games: bool,
    /// Keep only openings whose value after a short search is within this many seeds
    /// of even (`None`: any opening), so that neither colour starts lost.
    pub balance: Option<u32>,
    /// Depth of the plain search that judges whether an opening is balanced.
    pub balance_depth: u32,
    /// Most nodes of that search (it keeps the deepest iteration completed within them).
    pub balance_nodes: u64,
    /// The time control when the games are played on time (each player's clock bounds its
    /// search beside its own limits, and a player whose clock runs out loses); `None`: no clock.
    pub clock: Option<TimeControl>,
}

/// The default depth of the search that judges whether an opening is balanced.
pub const BALANCE_DEPTH: u32 = 8;
/// The default node budget of that search.
pub const BALANCE_NODES: u64 = 10_000;
/// Openings tried before the most even one is taken.
const BALANCE_TRIES: usize = 200;

/// One game of a match.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Its number in the match, from 0.
    pub index: usize,
    /// The game played (start, every move, outcome), kept only when the match keeps games.
    pub game: Option<History>,
    /// How it ended (`None` when stopped at the ply guard).
    pub outcome: Option<Outcome>,
    /// Plies played.
    pub plies: usize,
    /// Which side the first player had.
    pub first_player_side: Side,
    /// Plies of the pair's opening (forced plies included), played before the players moved.
    pub opening_plies: usize,
    /// Whether it was stopped at the ply guard (counted as a draw).
    pub unfinished: bool,
    /// The side whose clock ran out, when the game was lost on time.
    pub flagged: Option<Side>,
}

impl GameRecord {
    /// The side that won: by the rules, or the other side of the one that lost on time.
    pub fn winner(&self) -> Option<Side> {
        match self.flagged {
            Some(side) => Some(side.opponent()),
            None => self.outcome.and_then(|o| o.winner),
        }
    }
}

/// Time a player took per move.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlayerTimes {
    /// Moves made.
    pub moves: u64,
    /// Total time.
    pub total: Duration,
    /// Longest single move.
    pub longest: Duration,
    /// On time: the least a clock held when a move was asked for (the time the player could
    /// still spend).
    pub least_left: Option<Duration>,
    /// On time: games lost on time.
    pub flags: u64,
}

impl PlayerTimes {
    fn add(&mut self, t: Duration) {
        self.moves += 1;
        self.total += t;
        self.longest = self.longest.max(t);
    }

    fn left(&mut self, left: Duration) {
        self.least_left = Some(self.least_left.map_or(left, |l| l.min(left)));
    }

    fn merge(&mut self, other: &PlayerTimes) {
        self.moves += other.moves;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
        if let Some(left) = other.least_left {
            self.left(left);
        }
        self.flags += other.flags;
    }

    /// Average time a move.
    pub fn average(&self) -> Duration {
        if self.moves == 0 {
            Duration::ZERO
        } else {
            self.total / self.moves as u32
        }
    }
}

/// The result of a match, from the first player's view.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// Wins, draws, losses of the first player.
    pub tally: Tally,
    /// Move times of the first and the second player.
    pub times: [PlayerTimes; 2],
    /// Every game, in order.
    pub records: Vec<GameRecord>,
    /// Wall time of the match.
    pub elapsed: Duration,
    /// The failure that stopped the match early (a player that could not start or move);
    /// the games finished before it are kept above.
    pub error: Option<PlayerError>,
}

/// The value of `game`'s position by the search that judges an opening's balance (`None` when
/// the game is over). The plain search judges, so that openings stay the same whatever the
/// engine's selective parts do; each opening is judged alone, with an empty table.
fn judge(config: &MatchConfig, searcher: &mut Searcher, game: &History) -> Option<i32> {
    let limits = Limits {
        depth: Some(config.balance_depth),
        nodes: Some(config.balance_nodes),
        ..Limits::default()
    };
    let search = SearchConfig::plain(Weights::for_game(config.rules.game()));
    searcher.clear();
    searcher
        .search(game, &limits, false, search)
        .map(|r| r.score)
}

/// An opening's moves and the hash of the position after them.
type Opening = (Vec<Move>, u64);

/// Extra plies an opening may grow by once the openings of `opening_plies` are used up.
const MORE_PLIES: usize = 4;

/// The openings of a match, made in pair order: each one new (no earlier pair's position after
/// its opening), seeded by the match seed and the pair's number.
struct OpeningBook<'a> {
    config: &'a MatchConfig,
    openings: Vec<Vec<Move>>,
    seen: HashSet<u64>,
    searcher: Option<Searcher>,
}

impl<'a> OpeningBook<'a> {
    fn new(config: &'a MatchConfig) -> Self {
        OpeningBook {
            config,
            openings: Vec::new(),
            seen: HashSet::new(),
            searcher: config.balance.map(|_| Searcher::new(4)),
        }
    }

    /// The opening of pair `pair`, making it (and the ones before it) if not yet made.
    fn get(&mut self, pair: usize) -> Vec<Move> {
        while self.openings.len() <= pair {
            let (moves, position) = self.make(self.openings.len());
            self.seen.insert(position);
            self.openings.push(moves);
        }
        self.openings[pair].clone()
    }

    /// A new opening for pair `pair`: random plies with a choice from the start; with a balance
    /// bound, the first of up to `BALANCE_TRIES` tries that the judge finds close to even and
    /// that no earlier pair used. When none of `opening_plies` plies is found, one more ply is
    /// tried, up to `MORE_PLIES` more; at the end the most even new opening tried is taken (or,
    /// when every try was used before, the most even of them), with the hash of the position
    /// after it.
    fn make(&mut self, pair: usize) -> Opening {
        let config = self.config;
        let mut rng =
            SmallRng::seed_from_u64(config.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ pair as u64);
        // (used before, imbalance) and the opening (moves, position hash) of the best one tried.
        let mut best: Option<((bool, i32), Opening)> = None;
        for plies in config.opening_plies..=config.opening_plies + MORE_PLIES {
            for _ in 0..BALANCE_TRIES {
                let Some(game) = random_opening(config, plies, &mut rng) else {
                    continue;
                };
                let position = game.position().hash();
                let used = self.seen.contains(&position);
                let imbalance = match (config.balance, self.searcher.as_mut()) {
                    (Some(_), Some(searcher)) => match judge(config, searcher, &game) {
                        Some(score) => score.abs(),
                        None => continue,
                    },
                    _ => 0,
                };
                let balanced = config
                    .balance
                    .is_none_or(|bound| imbalance <= bound as i32 * 100);
                let opening = (game.moves().collect(), position);
                if balanced && !used {
                    return opening;
                }
                if best.as_ref().is_none_or(|(b, _)| (used, imbalance) < *b) {
                    best = Some(((used, imbalance), opening));
                }
            }
        }
        best.map(|(_, opening)| opening).unwrap_or_else(|| {
            let start = History::new(config.rules);
            (Vec::new(), start.position().hash())
        })
    }
}

/// The game after `opening` (made by the same rules, so every move is legal).
fn after_opening(rules: &Rules, opening: &[Move]) -> History {
    let mut game = History::new(*rules);
    for &mv in opening {
        let _ = game.play(mv);
    }
    game
}

/// A game of `plies` random plies with a choice from the start (`None` when it ended).
fn random_opening(config: &MatchConfig, plies: usize, rng: &mut SmallRng) -> Option<History> {
    let mut game = History::new(config.rules);
    // Forced plies (a single legal move, like Sadeqa II's opening) do not count as choices.
    let mut choices = 0;
    let mut played = 0;
    while choices < plies && played < 4 * plies + 16 {
        let forced = game.position().legal_moves().len() <= 1;
        game.play_random(&mut |k| rng.random_range(0..k))?;
        played += 1;
        if !forced {
            choices += 1;
        }
    }
    game.outcome().is_none().then_some(game)
}

/// How a game ended: by the rules, at the ply guard, or on time.
struct Played {
    game: History,
    /// Stopped at the ply guard.
    unfinished: bool,
    /// The side whose clock ran out.
    flagged: Option<Side>,
}

fn play_game(
    config: &MatchConfig,
    opening: &[Move],
    players: [&mut Box<dyn Player>; 2],
    times: &mut [PlayerTimes; 2],
) -> Result<Played, PlayerError> {
    let mut game = after_opening(&config.rules, opening);
    let mut clocks = config.clock.map(Clocks::new);
    let [south, north] = players;
    south.new_game();
    north.new_game();
    let mut flagged = None;
    let mut unfinished = false;
    while game.outcome().is_none() {
        if game.moves_played() >= MAX_GAME_PLIES {
            unfinished = true;
            break;
        }
        let side = game.position().to_move();
        let player: &mut Box<dyn Player> = if side == Side::South { south } else { north };
        if let Some(clocks) = &clocks {
            times[side.index()].left(clocks.remaining(side));
        }
        let started = Instant::now();
        let chosen = player.choose(&game, clocks.as_ref());
        let spent = started.elapsed();
        let mv = match chosen {
            // An engine that never answered within its clock has lost on time.
            Err(PlayerError::OutOfTime { .. }) if clocks.is_some() => {
                times[side.index()].add(spent);
                times[side.index()].flags += 1;
                flagged = Some(side);
                break;
            }
            chosen => chosen?,
        };
        times[side.index()].add(spent);
        if let Some(clocks) = clocks.as_mut() {
            if !clocks.spend(side, spent) {
                times[side.index()].flags += 1;
                flagged = Some(side);
                break;
            }
        }
        game.play(mv).map_err(|e| PlayerError::External {
            command: player.name().to_string(),
            problem: format!("played an illegal move: {e}"),
        })?;
    }
    Ok(Played {
        game,
        unfinished,
        flagged,
    })
}

type Factory<'a> = &'a (dyn Fn(u64) -> Result<Box<dyn Player>, PlayerError> + Sync);

/// A game of a match just finished, as the match's progress callback hears of it.
pub struct Progress<'a> {
    /// Games finished so far.
    pub done: usize,
    /// The first player's results so far.
    pub tally: Tally,
    /// The game's summary (its `game` left out: it is below).
    pub record: &'a GameRecord,
    /// The game played: its start, every move and its outcome.
    pub game: &'a History,
}

/// Plays a match between the players `first` and `second` make; `progress` after each game
/// (from the thread that played it, games finishing in any order). A player failure stops
/// the match; the report then holds the games played before it.
pub fn play_match(
    config: &MatchConfig,
    first: Factory,
    second: Factory,
    progress: &(dyn Fn(Progress<'_>) + Sync),
) -> MatchReport {
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let openings = Mutex::new(OpeningBook::new(config));
    let shared = Mutex::new((
        Tally::default(),
        [PlayerTimes::default(); 2],
        Vec::new(),
        None,
    ));
    let threads = config.threads.clamp(1, 64).min(config.games.max(1));
    std::thread::scope(|scope| {
        for t in 0..threads {
            let next = &next;
            let failed = &failed;
            let shared = &shared;
            let openings = &openings;
            scope.spawn(move || {
                let seed = config.seed.wrapping_add(t as u64 * 7919);
                let players = first(seed).and_then(|a| second(seed ^ 0x5555).map(|b| (a, b)));
                let (mut a, mut b) = match players {
                    Ok(p) => p,
                    Err(e) => {
                        failed.store(true, Ordering::Relaxed);
                        shared.lock().map(|mut s| s.3 = Some(e)).ok();
                        return;
                    }
                };
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games || failed.load(Ordering::Relaxed) {
                        return;
                    }
                    let pair = index / 2;
                    // Openings are made in pair order, each new; a thread that needs one not yet
                    // made waits for the thread making it.
                    let Ok(moves) = openings.lock().map(|mut book| book.get(pair)) else {
                        return;
                    };
                    let a_side = if index.is_multiple_of(2) {
                        Side::South
                    } else {
                        Side::North
                    };
                    let mut side_times = [PlayerTimes::default(); 2];
                    let result = if a_side == Side::South {
                        play_game(config, &moves, [&mut a, &mut b], &mut side_times)
                    } else {
                        play_game(config, &moves, [&mut b, &mut a], &mut side_times)
                    };
                    let Ok(mut guard) = shared.lock() else { return };
                    match result {
                        Ok(Played {
                            game,
                            unfinished,
                            flagged,
                        }) => {
                            let record = GameRecord {
                                index,
                                outcome: game.outcome().copied(),
                                plies: game.moves_played(),
                                game: None,
                                first_player_side: a_side,
                                opening_plies: moves.len(),
                                unfinished,
                                flagged,
                            };
                            match record.winner() {
                                _ if unfinished => guard.0.draws += 1,
                                None => guard.0.draws += 1,
                                Some(w) if w == a_side => guard.0.wins += 1,
                                Some(_) => guard.0.losses += 1,
                            }
                            let (ta, tb) = (
                                side_times[a_side.index()],
                                side_times[a_side.opponent().index()],
                            );
                            guard.1[0].merge(&ta);
                            guard.1[1].merge(&tb);
                            let kept = GameRecord {
                                game: config.keep_games.then(|| game.clone()),
                                ..record.clone()
                            };
                            guard.2.push(kept);
                            let done = guard.2.len();
                            let tally = guard.0;
                            drop(guard);
                            progress(Progress {
                                done,
                                tally,
                                record: &record,
                                game: &game,
                            });
                        }
                        Err(e) => {
                            failed.store(true, Ordering::Relaxed);
                            guard.3 = Some(e);
                            return;
                        }
                    }
                }
            });
        }
    });
    let (tally, times, mut records, error) = shared.into_inner().unwrap_or_else(|p| p.into_inner());
    records.sort_by_key(|r: &GameRecord| r.index);
    MatchReport {
        tally,
        times,
        records,
        elapsed: started.elapsed(),
        error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Game;

    fn config(game: Game, balance: Option<u32>, nodes: u64) -> MatchConfig {
        MatchConfig {
            rules: Rules::new(game),
            games: 8,
            seed: 3,
            opening_plies: 2,
            threads: 2,
            keep_games: true,
            balance,
            balance_depth: 64,
            balance_nodes: nodes,
            clock: None,
        }
    }

    /// The judge's value of an opening, replayed into a new searcher.
    fn judged(config: &MatchConfig, moves: &[Move]) -> i32 {
        let mut game = History::new(config.rules);
        for &mv in moves {
            game.play(mv).expect("the opening replays");
        }
        judge(config, &mut Searcher::new(4), &game).expect("the opening is not over")
    }

    #[test]
    fn openings_are_within_the_bound_of_their_judge() {
        for (game, nodes) in [(Game::EnDodoi, 20_000), (Game::Giuthi, 50_000)] {
            let config = config(game, Some(3), nodes);
            let mut book = OpeningBook::new(&config);
            for pair in 0..4 {
                let moves = book.get(pair);
                assert!(moves.len() >= 2, "{game:?} pair {pair}: {moves:?}");
                let value = judged(&config, &moves);
                assert!(value.abs() <= 300, "{game:?} pair {pair}: judged {value}");
                assert_eq!(
                    moves,
                    OpeningBook::new(&config).get(pair),
                    "openings are seeded"
                );
            }
        }
    }

    #[test]
    fn the_judge_budget_decides_which_openings_pass() {
        // With a budget too small to judge anything but the first plies, other openings pass
        // than with a deep one: the budget really is the judge's.
        let shallow = config(Game::Giuthi, Some(1), 100);
        let deep = config(Game::Giuthi, Some(1), 50_000);
        let (mut shallow, mut deep) = (OpeningBook::new(&shallow), OpeningBook::new(&deep));
        let differ = (0..6).any(|pair| shallow.get(pair) != deep.get(pair));
        assert!(differ, "the judge's node budget changed no opening");
    }

    #[test]
    fn openings_are_new_and_grow_once_the_short_ones_are_used_up() {
        // En Dodoi 2x6 has at most 36 openings of two plies: 60 pairs need longer ones.
        for balance in [None, Some(3)] {
            let config = config(Game::EnDodoi, balance, 2_000);
            let mut book = OpeningBook::new(&config);
            let mut seen = Vec::new();
            let mut longer = 0;
            for pair in 0..60 {
                let moves = book.get(pair);
                let game = after_opening(&config.rules, &moves);
                assert!(game.outcome().is_none(), "pair {pair}: {moves:?}");
                assert!(
                    !seen.contains(game.position()),
                    "{balance:?}: pair {pair} repeats an earlier opening {moves:?}"
                );
                seen.push(game.position().clone());
                assert!(moves.len() >= 2, "pair {pair}: {moves:?}");
                if moves.len() > 2 {
                    longer += 1;
                }
            }
            assert!(longer >= 24, "{balance:?}: only {longer} longer openings");
        }
    }

    /// The side to move and both clocks, as a player was given them.
    type Seen = std::sync::Arc<Mutex<Vec<(Side, Clocks)>>>;

    /// A player that takes `pause` over every move, plays the first legal one and notes the
    /// clocks it is given.
    struct Slow {
        pause: Duration,
        seen: Seen,
    }

    impl Player for Slow {
        fn name(&self) -> &str {
            "slow"
        }

        fn choose(&mut self, game: &History, clocks: Option<&Clocks>) -> Result<Move, PlayerError> {
            if let (Some(clocks), Ok(mut seen)) = (clocks, self.seen.lock()) {
                seen.push((game.position().to_move(), *clocks));
            }
            std::thread::sleep(self.pause);
            game.position()
                .legal_moves()
                .first()
                .copied()
                .ok_or_else(|| PlayerError::NoMove("slow".to_string()))
        }
    }

    /// A match of `games` games on `clock` between a slow player of `pause_ms` a move and a
    /// random one, with what the slow player was given.
    fn on_time(games: usize, clock: &str, pause_ms: u64) -> (MatchReport, Vec<(Side, Clocks)>) {
        let mut config = config(Game::EnDodoi, None, BALANCE_NODES);
        config.games = games;
        config.clock = Some(clock.parse().expect("a time control"));
        let seen = Seen::default();
        let slow = |_| -> Result<Box<dyn Player>, PlayerError> {
            Ok(Box::new(Slow {
                pause: Duration::from_millis(pause_ms),
                seen: seen.clone(),
            }))
        };
        let random = |seed: u64| crate::parse_player("random", seed, "", true);
        let report = play_match(&config, &slow, &random, &|_| {});
        assert!(report.error.is_none(), "{:?}", report.error);
        let seen = seen.lock().map(|s| s.clone()).unwrap_or_default();
        (report, seen)
    }

    #[test]
    fn a_player_whose_clock_runs_out_loses() {
        // The slow player spends 600 ms of its 200 on its first move: every game is lost on
        // time (the random player's moves take microseconds of its 200 ms).
        let (report, seen) = on_time(4, "0.2+0.001", 600);
        assert_eq!(report.tally.losses, 4, "{:?}", report.tally);
        assert_eq!(report.times[0].flags, 4);
        assert_eq!(report.times[1].flags, 0);
        assert_eq!(report.times[0].least_left, Some(Duration::from_millis(200)));
        assert_eq!(seen.len(), 4, "one move a game");
        for record in &report.records {
            let slow_side = record.first_player_side;
            assert_eq!(record.flagged, Some(slow_side));
            assert_eq!(record.winner(), Some(slow_side.opponent()));
            let game = record.game.as_ref().expect("kept");
            assert!(game.outcome().is_none(), "the rules did not end it");
            // The move that came too late is not played.
            assert!(record.plies <= record.opening_plies + 1, "{record:?}");
        }
    }

    #[test]
    fn a_side_is_given_its_clock_with_each_move() {
        let (report, seen) = on_time(2, "30+0.5", 1);
        assert_eq!(report.times[0].flags + report.times[1].flags, 0);
        assert_eq!(seen.len() as u64, report.times[0].moves);
        assert!(report.times[0].least_left.is_some() && report.times[1].least_left.is_some());
        let start = Duration::from_secs(30);
        // Each game's first move by the slow player finds its own clock untouched.
        let firsts = seen
            .iter()
            .filter(|(side, c)| c.remaining(*side) == start)
            .count();
        assert!(firsts >= 2, "{seen:?}");
        // After a move of 1 ms the mover's clock has grown by the increment, less that move.
        let grown = seen.iter().any(|(side, c)| c.remaining(*side) > start);
        assert!(grown, "{seen:?}");
    }

    #[test]
    fn every_opening_is_played_with_both_colours() {
        let config = config(Game::EnDodoi, None, BALANCE_NODES);
        let make = |seed: u64| crate::parse_player("random", seed, "", false);
        let report = play_match(&config, &make, &make, &|_| {});
        assert!(report.error.is_none());
        assert_eq!(report.records.len(), 8);
        let tally = report.tally;
        assert_eq!(tally.wins + tally.draws + tally.losses, 8);
        for pair in report.records.chunks(2) {
            assert_eq!(pair[0].first_player_side, Side::South);
            assert_eq!(pair[1].first_player_side, Side::North);
            let opening = |r: &GameRecord| -> Vec<Move> {
                r.game.as_ref().expect("kept").moves().take(2).collect()
            };
            assert_eq!(opening(&pair[0]), opening(&pair[1]));
        }
    }
}
