//! Fixed-depth alpha-beta (the table used for move ordering only) against plain minimax.

use mancala_engine::eval::Weights;
use mancala_engine::learned::{features_len, LearnedEval};
use mancala_engine::score::{is_decisive, plies_to_end, MATE};
use mancala_engine::search::{SearchConfig, SearchResult, Searcher};
use mancala_engine::time::Limits;
use mancala_rules::{Game, History, Outcome, Position, Rules, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A game end's score for `side`; a draw scores `draws[side]`.
fn terminal(outcome: &Outcome, side: Side, ply: i32, draws: [i32; 2]) -> i32 {
    match outcome.winner {
        Some(w) if w == side => MATE - ply,
        Some(_) => -(MATE - ply),
        None => draws[side.index()],
    }
}

/// Plain minimax over `History`, which applies every rule, repetition included; a draw costs
/// the side to move at the root `config.contempt` and gains the other side as much.
fn minimax(game: &mut History, depth: i32, ply: i32, config: &SearchConfig) -> i32 {
    let root = game.position().to_move();
    let mut draws = [config.contempt; 2];
    draws[root.index()] = -config.contempt;
    minimax_with(game, depth, ply, config, draws, 0)
}

/// Minimax below `minimax`; `extended` counts the plies on the line searched without using
/// up depth (a forced move below the root, as `SearchConfig::extensions` allows).
fn minimax_with(
    game: &mut History,
    depth: i32,
    ply: i32,
    config: &SearchConfig,
    draws: [i32; 2],
    extended: u8,
) -> i32 {
    let pos: Position = game.position().clone();
    let side = pos.to_move();
    if let Some(outcome) = game.outcome() {
        return terminal(outcome, side, ply, draws);
    }
    if depth == 0 {
        return config.evaluate(&pos);
    }
    let mut best = i32::MIN;
    let moves = pos.legal_moves();
    let extend = ply > 0 && moves.len() == 1 && extended < config.extensions;
    let (depth, extended) = if extend {
        (depth + 1, extended + 1)
    } else {
        (depth, extended)
    };
    for mv in moves.iter() {
        game.play(*mv).expect("legal move");
        let child_side = game.position().to_move();
        let v = minimax_with(game, depth - 1, ply + 1, config, draws, extended);
        game.undo();
        let v = if child_side == side { v } else { -v };
        best = best.max(v);
    }
    best
}

fn random_game(rules: Rules, plies: usize, rng: &mut SmallRng) -> History {
    let mut game = History::new(rules);
    for _ in 0..plies {
        if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
            break;
        }
    }
    game
}

/// `positions` random unfinished positions of `rules` (seeded), each with the result of a search
/// to `depth` under `config` with the table used for move ordering only.
fn searched(
    rules: Rules,
    depth: u32,
    positions: usize,
    seed: u64,
    config: SearchConfig,
) -> Vec<(History, SearchResult)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < positions {
        let plies = rng.random_range(0..60);
        let game = random_game(rules, plies, &mut rng);
        if game.outcome().is_some() {
            continue;
        }
        let mut searcher = Searcher::new(1);
        let config = SearchConfig {
            tt_cutoffs: false,
            ..config
        };
        let result = searcher
            .search(&game, &Limits::depth(depth), false, config)
            .expect("game not over");
        out.push((game, result));
    }
    out
}

fn check(rules: Rules, depth: u32, positions: usize, seed: u64) {
    check_with(
        rules,
        depth,
        positions,
        seed,
        SearchConfig::plain(Weights::for_game(rules.game())),
    );
}

fn check_with(rules: Rules, depth: u32, positions: usize, seed: u64, config: SearchConfig) {
    for (mut game, result) in searched(rules, depth, positions, seed, config) {
        let expected = minimax(&mut game, depth as i32, 0, &config);
        assert_eq!(
            result.score,
            expected,
            "{} depth {depth} after {:?}: alpha-beta {} minimax {}",
            rules.game(),
            game.moves().map(|m| m.to_string()).collect::<Vec<_>>(),
            result.score,
            expected
        );
    }
}

#[test]
fn alpha_beta_equals_minimax_en_dodoi() {
    check(Rules::new(Game::EnDodoi), 4, 150, 1);
}

#[test]
fn alpha_beta_equals_minimax_en_gehe_small() {
    check(Rules::with_size(Game::EnGehe, 8, 3).unwrap(), 3, 100, 2);
}

#[test]
fn alpha_beta_equals_minimax_sadeqa() {
    check(Rules::new(Game::SadeqaII), 5, 150, 3);
}

#[test]
fn alpha_beta_equals_minimax_giuthi() {
    check(Rules::with_size(Game::Giuthi, 5, 4).unwrap(), 3, 150, 4);
}

#[test]
fn alpha_beta_equals_minimax_with_repetitions() {
    // Tiny boards repeat positions often: the search must see repetitions exactly as the rules do.
    check(Rules::with_size(Game::EnDodoi, 2, 2).unwrap(), 6, 100, 5);
    check(Rules::with_size(Game::Giuthi, 3, 2).unwrap(), 6, 100, 6);
    check(Rules::with_size(Game::SadeqaII, 3, 1).unwrap(), 6, 100, 7);
}

/// A learned evaluation (random weights, so that every table entry matters) in the plain
/// search: alpha-beta still equals minimax under the same evaluation.
#[test]
fn alpha_beta_equals_minimax_with_a_learned_evaluation() {
    for (rules, depth, seed) in [
        (Rules::new(Game::EnDodoi), 4, 11),
        (Rules::with_size(Game::Giuthi, 5, 4).unwrap(), 3, 12),
        (Rules::with_size(Game::EnDodoi, 2, 2).unwrap(), 6, 13),
    ] {
        let mut rng = SmallRng::seed_from_u64(seed);
        let weights: Vec<f64> = (0..features_len(rules.holes()))
            .map(|_| rng.random_range(-300.0..300.0))
            .collect();
        let table: &'static LearnedEval =
            Box::leak(Box::new(LearnedEval::from_vector(&rules, &weights, 0)));
        let config = SearchConfig {
            learned: Some(table),
            ..SearchConfig::plain(Weights::for_game(rules.game()))
        };
        check_with(rules, depth, 100, seed, config);
    }
}

/// A forced move (a Giuthi pass among them) below the root leaves the depth as it is, up to
/// `extensions` such plies on a line: the plain search still equals minimax that extends the
/// same way, on boards where passes and single moves are common.
#[test]
fn alpha_beta_equals_minimax_with_forced_move_extensions() {
    for (rules, depth, seed) in [
        (Rules::with_size(Game::Giuthi, 3, 2).unwrap(), 5, 41),
        (Rules::with_size(Game::Giuthi, 5, 4).unwrap(), 3, 42),
        (Rules::with_size(Game::EnDodoi, 2, 2).unwrap(), 5, 43),
        (Rules::with_size(Game::SadeqaII, 3, 1).unwrap(), 5, 44),
    ] {
        let config = SearchConfig {
            extensions: 4,
            contempt: 150,
            ..SearchConfig::plain(Weights::for_game(rules.game()))
        };
        check_with(rules, depth, 100, seed, config);
    }
}

/// With contempt, a draw costs the side to move at the root and gains the other side: the plain
/// search still equals minimax that scores draws so, on boards where repetition draws are common.
#[test]
fn alpha_beta_equals_minimax_with_contempt() {
    for (rules, depth, seed) in [
        (Rules::with_size(Game::Giuthi, 3, 2).unwrap(), 6, 21),
        (Rules::with_size(Game::SadeqaII, 3, 1).unwrap(), 6, 22),
        (Rules::with_size(Game::Giuthi, 5, 4).unwrap(), 3, 23),
    ] {
        let config = SearchConfig {
            contempt: 150,
            ..SearchConfig::plain(Weights::for_game(rules.game()))
        };
        check_with(rules, depth, 100, seed, config);
    }
}

/// Scores found with contempt stay apart in the table from scores found without it: in
/// positions whose draw the side to move cannot avoid (0 without contempt, minus the contempt
/// with it), one searcher that runs the two searches in turn never hands one's draw score to
/// the other.
#[test]
fn contempt_scores_do_not_leak_through_the_table() {
    let rules = Rules::with_size(Game::Giuthi, 3, 2).unwrap();
    let plain = SearchConfig::plain(Weights::for_game(rules.game()));
    let with = SearchConfig {
        contempt: 250,
        ..plain
    };
    let limits = Limits::depth(6);
    let fresh = |game: &History, config: SearchConfig| {
        Searcher::new(1)
            .search(game, &limits, false, config)
            .expect("not over")
            .score
    };
    let mut rng = SmallRng::seed_from_u64(31);
    let mut checked = 0;
    for _ in 0..3000 {
        let plies = rng.random_range(0..30);
        let game = random_game(rules, plies, &mut rng);
        if game.outcome().is_some() || fresh(&game, plain) != 0 || fresh(&game, with) != -250 {
            continue;
        }
        let line = game.moves().map(|m| m.to_string()).collect::<Vec<_>>();
        // The first search's draw score must not reach the second.
        for (first, second, leaked) in [(with, plain, -250), (plain, with, 0)] {
            let mut shared = Searcher::new(1);
            shared
                .search(&game, &limits, false, first)
                .expect("not over");
            let after = shared
                .search(&game, &limits, false, second)
                .expect("not over");
            assert_ne!(after.score, leaked, "a draw score leaked after {line:?}");
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} forced draws were checked");
}

/// The full search (quiescence, reductions, aspiration, killers) prunes selectively, so its
/// scores are not minimax's at its depth; but a win or loss it reports must be real: minimax
/// searched as deep as the reported distance finds a result at least as good (a win) or as bad
/// (a loss) for the mover.
fn check_selective(rules: Rules, depth: u32, positions: usize, seed: u64) -> usize {
    let config = SearchConfig::full(Weights::for_game(rules.game()));
    let mut decisive = 0;
    for (mut game, result) in searched(rules, depth, positions, seed, config) {
        assert!(game.position().legal_moves().contains(&result.best));
        if !is_decisive(result.score) || plies_to_end(result.score) > 10 {
            continue;
        }
        let distance = plies_to_end(result.score);
        let exact = minimax(&mut game, distance, 0, &config);
        let line = game.moves().map(|m| m.to_string()).collect::<Vec<_>>();
        if result.score > 0 {
            assert!(
                exact >= result.score,
                "{} after {line:?}: search says {} but minimax to {distance} says {exact}",
                rules.game(),
                result.score
            );
        } else {
            assert!(
                exact <= result.score,
                "{} after {line:?}: search says {} but minimax to {distance} says {exact}",
                rules.game(),
                result.score
            );
        }
        decisive += 1;
    }
    decisive
}

#[test]
fn selective_search_reports_only_real_wins_and_losses() {
    let mut decisive = 0;
    decisive += check_selective(Rules::with_size(Game::EnDodoi, 2, 2).unwrap(), 6, 150, 11);
    decisive += check_selective(Rules::with_size(Game::Giuthi, 3, 2).unwrap(), 6, 150, 12);
    decisive += check_selective(Rules::with_size(Game::SadeqaII, 3, 1).unwrap(), 6, 150, 13);
    decisive += check_selective(Rules::with_size(Game::EnDodoi, 3, 2).unwrap(), 6, 150, 14);
    decisive += check_selective(Rules::with_size(Game::Giuthi, 5, 4).unwrap(), 4, 60, 15);
    assert!(
        decisive >= 50,
        "only {decisive} decisive results were checked"
    );
}
