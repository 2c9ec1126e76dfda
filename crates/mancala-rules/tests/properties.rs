//! Properties over random games of all four games, on default, traditional and small custom
//! boards, under random rule options, from the start or from a random set-up position.

use mancala_rules::*;
use proptest::prelude::*;
use rand::{rngs::SmallRng, Rng, SeedableRng};

/// Plies after which a random game counts as not ending (the longest random games seen are a
/// few hundred plies on 2x40 boards; repetition bounds every game anyway).
const PLY_BOUND: usize = 50_000;

const LAP_LIMITS: [u32; 8] = [1, 2, 3, 5, 10, 50, 890, DEFAULT_LAP_LIMIT];

#[derive(Clone, Debug)]
struct Case {
    rules: Rules,
    /// `None`: the start position; `Some`: a random set-up position drawn from this seed.
    setup: Option<u64>,
    /// Seed of the random playout.
    seed: u64,
}

fn arb_rules() -> impl Strategy<Value = Rules> {
    (
        0..4usize,
        prop_oneof![Just(None), Just(None), (2u64..=8).prop_map(Some)],
        prop_oneof![Just(None), (1u64..=6).prop_map(Some)],
        0..LAP_LIMITS.len(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(g, holes, seeds, lap, lone, draw, opening)| {
            let game = Game::ALL[g];
            let holes = holes.unwrap_or(game.default_holes() as u64);
            let seeds = seeds.unwrap_or(game.default_seeds() as u64);
            let mut options = Options::defaults(game);
            options.lap_limit = LAP_LIMITS[lap];
            options.capture_lone_seed = lone && matches!(game, Game::EnGehe | Game::EnDodoi);
            options.repetition = if draw {
                Repetition::Draw
            } else {
                Repetition::OwnRow
            };
            options.opening_rule = opening || game != Game::SadeqaII;
            Rules::with_size(game, holes, seeds)
                .unwrap()
                .with_options(options)
        })
}

fn arb_case() -> impl Strategy<Value = Case> {
    (
        arb_rules(),
        prop_oneof![Just(None), any::<u64>().prop_map(Some)],
        any::<u64>(),
    )
        .prop_map(|(rules, setup, seed)| Case { rules, setup, seed })
}

/// A random position under `rules`: up to the start's seed total spread over the board, random
/// captures, side to move and opening flags.
fn random_position(rules: Rules, seed: u64) -> Position {
    let mut rng = SmallRng::seed_from_u64(seed);
    let n2 = 2 * rules.holes();
    let total = rng.random_range(0..=(n2 as u64 * rules.seeds() as u64));
    let mut board = vec![0u64; n2];
    for _ in 0..total {
        board[rng.random_range(0..n2)] += 1;
    }
    let captured = [rng.random_range(0..50), rng.random_range(0..50)];
    let to_move = if rng.random_bool(0.5) {
        Side::South
    } else {
        Side::North
    };
    let flags = [rng.random_bool(0.5), rng.random_bool(0.5)];
    Position::setup(rules, &board, captured, to_move, flags).unwrap()
}

fn first_position(case: &Case) -> Position {
    match case.setup {
        None => Position::start(case.rules),
        Some(s) => random_position(case.rules, s),
    }
}

fn total(p: &Position) -> u64 {
    p.board_seeds() as u64 + p.captured_total()
}

/// Plays a uniformly random game from the case's first position; returns the history.
fn random_game(case: &Case) -> History {
    let mut rng = SmallRng::seed_from_u64(case.seed);
    let mut h = History::from_position(first_position(case), 0);
    while h.play_random(&mut |k| rng.random_range(0..k)).is_some() {
        assert!(
            h.moves_played() < PLY_BOUND,
            "game did not end within {PLY_BOUND} plies: {:?}",
            case.rules
        );
    }
    h
}

/// Every notation a position might be asked about: holes 1..=64 with no, R and L direction, pass.
fn candidate_notations() -> Vec<String> {
    let mut all = vec!["pass".to_string()];
    for k in 1..=64 {
        all.push(format!("{k}"));
        all.push(format!("{k}R"));
        all.push(format!("{k}L"));
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// Playing a move through `History::play_listed` gives the same game as `play`, outcome
    /// included, and leaves the new position's successors listed (none once the game is
    /// over); a listing of another position is not used (the move is sown afresh, or refused
    /// with `play`'s own error), every candidate notation is accepted or refused exactly as
    /// `play` does, and a refused move changes neither the game nor the listing.
    #[test]
    fn play_listed_is_play(case in arb_case()) {
        let h = random_game(&case);
        let mut by_play = History::from_position(first_position(&case), 0);
        let mut by_listing = by_play.clone();
        let mut listed = by_listing.successors();
        let mut stale = listed.clone();
        let notations = candidate_notations();
        for (i, mv) in h.moves().enumerate() {
            prop_assert_eq!(listed.parent(), by_play.position());
            prop_assert_eq!(listed.moves().collect::<Vec<_>>(), by_play.position().legal_moves().to_vec());
            if i % 7 == 3 {
                for text in &notations {
                    let m: Move = text.parse().unwrap();
                    let mut a = by_play.clone();
                    let mut b = by_listing.clone();
                    let mut l = listed.clone();
                    let ra = a.play(m).map_err(|e| e.to_string());
                    let rb = b.play_listed(&mut l, m).map_err(|e| e.to_string());
                    prop_assert_eq!(&ra, &rb);
                    prop_assert_eq!(a.position(), b.position());
                    prop_assert_eq!(a.outcome(), b.outcome());
                    let expected = if rb.is_ok() { b.successors() } else { listed.clone() };
                    prop_assert_eq!(l.parent(), expected.parent());
                    prop_assert_eq!(l.moves().collect::<Vec<_>>(), expected.moves().collect::<Vec<_>>());
                }
            }
            by_play.play(mv).unwrap();
            // Every third ply through the listing of an earlier position.
            let before = listed.clone();
            if i % 3 == 2 {
                listed = stale;
            }
            by_listing.play_listed(&mut listed, mv).unwrap();
            prop_assert_eq!(by_play.position(), by_listing.position());
            prop_assert_eq!(by_play.outcome(), by_listing.outcome());
            stale = before;
        }
        prop_assert_eq!(by_listing.moves().collect::<Vec<_>>(), h.moves().collect::<Vec<_>>());
        prop_assert_eq!(listed.moves().count(), 0);
        prop_assert_eq!(by_listing.successors().moves().count(), 0);
        prop_assert!(matches!(by_listing.play_listed(&mut stale, Move::Pass), Err(PlayError::GameOver)));
    }

    /// Seeds on the board plus captured seeds never change during a game.
    #[test]
    fn seeds_are_conserved(case in arb_case()) {
        let h = random_game(&case);
        let start = total(h.start());
        for p in h.positions() {
            prop_assert_eq!(total(p), start);
        }
    }

    /// Every random game ends (with a result) within the ply bound, and the result fits the
    /// final position: no move there, or the position occurred before.
    #[test]
    fn every_game_ends(case in arb_case()) {
        let h = random_game(&case);
        let o = *h.outcome().expect("a game that stops has an outcome");
        let last = h.position();
        match o.reason {
            EndReason::NoMove => {
                prop_assert!(!last.has_legal_move());
                prop_assert!(last.legal_moves().is_empty());
                prop_assert_eq!(o, last.no_move_outcome());
            }
            EndReason::Repetition => {
                prop_assert!(last.has_legal_move());
                let earlier: Vec<&Position> = h.positions().collect();
                prop_assert!(earlier[..earlier.len() - 1].contains(&last));
                prop_assert_eq!(o, last.repetition_outcome());
            }
        }
        if case.rules.game() == Game::SadeqaII && o.reason == EndReason::NoMove {
            prop_assert_eq!(o.winner, Some(last.to_move().opponent()));
        }
        if o.reason == EndReason::Repetition && o.winner.is_some() {
            prop_assert_eq!(case.rules.options().repetition, Repetition::OwnRow);
        }
    }

    /// `History::undo` restores each earlier position and its outcome exactly.
    #[test]
    fn undo_restores_position_and_outcome(case in arb_case()) {
        let mut rng = SmallRng::seed_from_u64(case.seed);
        let mut h = History::from_position(first_position(&case), 3);
        let mut trail = vec![(h.position().clone(), h.outcome().copied(), h.ply())];
        while h.play_random(&mut |k| rng.random_range(0..k)).is_some() {
            trail.push((h.position().clone(), h.outcome().copied(), h.ply()));
            prop_assert!(trail.len() < PLY_BOUND);
        }
        while let Some((p, o, ply)) = trail.pop() {
            prop_assert_eq!(h.position(), &p);
            prop_assert_eq!(h.outcome().copied(), o);
            prop_assert_eq!(h.ply(), ply);
            prop_assert_eq!(h.undo(), !trail.is_empty());
        }
    }

    /// `state_json` -> `position_from_json` gives back the same position and ply, at every ply.
    #[test]
    fn json_round_trips(case in arb_case()) {
        let h = random_game(&case);
        let mut replay = History::from_position(h.start().clone(), 11);
        let moves: Vec<Move> = h.moves().collect();
        for (i, p) in h.positions().enumerate() {
            let ply = 11 + i as u64;
            let text = state_json(p, ply, replay.outcome());
            let (back, back_ply) = position_from_json(&text).unwrap();
            prop_assert_eq!(&back, p);
            prop_assert_eq!(back_ply, ply);
            prop_assert_eq!(&text, &replay.to_json());
            // Writing the read position again gives the same text.
            prop_assert_eq!(state_json(&back, back_ply, replay.outcome()), text);
            if i < moves.len() {
                replay.play(moves[i]).unwrap();
            }
        }
        prop_assert_eq!(replay.outcome(), h.outcome());
    }

    /// Every listed legal move can be played, `successors_into` agrees with `play`, and
    /// `random_successor` only returns legal moves with the right resulting position.
    #[test]
    fn every_legal_move_ends(case in arb_case()) {
        let h = random_game(&case);
        let mut rng = SmallRng::seed_from_u64(case.seed ^ 1);
        let mut successors = Vec::new();
        for p in h.positions() {
            let legal = p.legal_moves();
            prop_assert_eq!(p.has_legal_move(), !legal.is_empty());
            successors.clear();
            p.successors_into(&mut successors);
            prop_assert_eq!(successors.len(), legal.len());
            for (m, (sm, next)) in legal.iter().zip(&successors) {
                prop_assert_eq!(m, sm);
                let played = p.play(*m);
                prop_assert!(played.is_ok(), "{} listed but not playable: {:?}", m, played);
                let played = played.unwrap();
                prop_assert_eq!(&played, next);
                prop_assert_eq!(total(&played), total(p));
            }
            for _ in 0..3 {
                match p.random_successor(&mut |k| rng.random_range(0..k)) {
                    Some((m, next)) => {
                        prop_assert!(legal.contains(&m), "random move {} not in {}", m, legal.to_notation());
                        prop_assert_eq!(p.play(m).unwrap(), next);
                    }
                    None => prop_assert!(legal.is_empty()),
                }
            }
        }
    }

    /// `legal_moves` is exactly the set of candidate notations that `is_legal` accepts.
    #[test]
    fn legal_moves_agree_with_is_legal(case in arb_case()) {
        let h = random_game(&case);
        let candidates: Vec<Move> = candidate_notations().iter().map(|t| t.parse().unwrap()).collect();
        // Every position of short games, every 7th of long ones.
        let step = if h.moves_played() > 200 { 7 } else { 1 };
        for p in h.positions().step_by(step) {
            let legal = p.legal_moves();
            let accepted: Vec<Move> = candidates.iter().copied().filter(|&m| p.is_legal(m)).collect();
            let mut listed: Vec<Move> = legal.to_vec();
            let key = |m: &Move| m.to_string();
            listed.sort_by_key(key);
            let mut accepted_sorted = accepted.clone();
            accepted_sorted.sort_by_key(key);
            prop_assert_eq!(listed, accepted_sorted);
            prop_assert!(!p.is_legal(Move::hole(0)));
            prop_assert!(!p.is_legal(Move::directed(0, Direction::Anticlockwise)));
        }
    }

    /// Moves print and parse back to themselves.
    #[test]
    fn move_notation_round_trips(hole in 1u8..=64, dir in 0..4u8) {
        let m = match dir {
            0 => Move::hole(hole),
            1 => Move::directed(hole, Direction::Anticlockwise),
            2 => Move::directed(hole, Direction::Clockwise),
            _ => Move::Pass,
        };
        let text = m.to_string();
        prop_assert_eq!(text.parse::<Move>().unwrap(), m);
        prop_assert_eq!(text.to_lowercase().parse::<Move>().unwrap(), m);
    }

    /// Whatever text parses as a move prints as a canonical notation that parses to the same move.
    #[test]
    fn parsed_text_prints_canonically(text in "[0-9]{0,3}[RLrl]?|pass|PASS|[a-z0-9 ]{0,4}") {
        if let Ok(m) = text.parse::<Move>() {
            let printed = m.to_string();
            prop_assert_eq!(printed.parse::<Move>().unwrap(), m);
            if let Move::Sow { hole, .. } = m {
                prop_assert!((1..=64).contains(&hole));
            }
        }
    }
}

/// The legal moves of a played game are always listed in protocol order.
#[test]
fn legal_moves_are_in_protocol_order() {
    let mut rng = SmallRng::seed_from_u64(7);
    for game in Game::ALL {
        for _ in 0..20 {
            let mut h = History::new(Rules::new(game));
            while h.outcome().is_none() {
                let legal = h.position().legal_moves();
                let keys: Vec<(u8, u8)> = legal
                    .iter()
                    .map(|m| match m {
                        Move::Sow { hole, direction } => {
                            (*hole, matches!(direction, Some(Direction::Clockwise)) as u8)
                        }
                        Move::Pass => (0, 0),
                    })
                    .collect();
                assert!(
                    keys.windows(2).all(|w| w[0] < w[1]),
                    "{}",
                    legal.to_notation()
                );
                h.play_random(&mut |k| rng.random_range(0..k));
            }
        }
    }
}
