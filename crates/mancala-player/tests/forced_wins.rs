//! Hand-built positions with a known winning line: the search must find it.

use mancala_engine::score::{is_decisive, plies_to_end};
use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_player::engine_move;
use mancala_rules::{Game, History, Move, Position, Rules, Side};

fn game(rules: Rules, board: &[u64], opening_done: [bool; 2]) -> History {
    let position =
        Position::setup(rules, board, [0, 0], Side::South, opening_done).expect("valid position");
    History::from_position(position, 0)
}

/// South: [1,0,2,0,3,3], North: [0,0,1,0,0,1]. Only hole 1 wins; the winning move captures
/// nothing at once but leaves North no defence against the captures that follow.
fn quiet_win() -> History {
    game(
        Rules::new(Game::EnDodoi),
        &[1, 0, 2, 0, 3, 3, 0, 0, 1, 0, 0, 1],
        [false, false],
    )
}

fn mv(text: &str) -> Move {
    text.parse().expect("notation")
}

#[test]
fn en_dodoi_quiet_move_wins_by_capture_combination() {
    let g = quiet_win();
    let mut engine = Engine::new(8, 1);
    let result = engine.analyze(&g, &Limits::depth(12)).expect("moves");
    assert_eq!(result.best, mv("1"));
    assert!(
        is_decisive(result.score) && result.score > 0,
        "score {}",
        result.score
    );
    assert_eq!(plies_to_end(result.score), 5);
    assert!(result.lines[1..].iter().all(|l| l.score < result.score));
    let after = g.position().play(mv("1")).expect("legal");
    assert_eq!(after.captured(Side::South), 0, "the winning move is quiet");
    // genmove finds it too.
    assert_eq!(
        engine_move(&mut engine, &g, 10, &Limits::depth(12))
            .expect("moves")
            .best,
        mv("1")
    );
}

#[test]
fn sadeqa_capture_leaves_opponent_without_moves() {
    // South [1,0,0,0,1,0], North [3,0,0,0,0,0]: hole 5 sows into hole 6 (empty, ends there) and
    // captures the 3 seeds opposite, North's last; North cannot move and loses at once.
    let g = game(
        Rules::new(Game::SadeqaII),
        &[1, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0],
        [true, true],
    );
    let mut engine = Engine::new(8, 1);
    let result = engine.analyze(&g, &Limits::depth(10)).expect("moves");
    assert_eq!(result.best, mv("5"));
    assert!(is_decisive(result.score) && result.score > 0);
    assert_eq!(plies_to_end(result.score), 1);
    let mut after = g.clone();
    after.play(mv("5")).expect("legal");
    let outcome = after.outcome().expect("game over");
    assert_eq!(outcome.winner, Some(Side::South));
}

#[test]
fn giuthi_extra_move_then_chain_capture() {
    // Giuthi 2x5. South [0,3,3,2,0], North [0,1,3,2,1].
    // 2R: 3 seeds to holes 3,4,5 of South's row; the last falls into the empty fifth hole without
    //     crossing: South moves again.
    // 3R: a relay of six laps crosses and ends in South's empty second hole; it captures that seed
    //     and the one opposite, then the chain takes the seeds opposite the emptied third and fourth
    //     holes: 10 seeds in all.
    let g = game(
        Rules::with_size(Game::Giuthi, 5, 4).expect("size"),
        &[0, 3, 3, 2, 0, 0, 1, 3, 2, 1],
        [false, false],
    );
    let mut engine = Engine::new(8, 1);
    let result = engine.analyze(&g, &Limits::depth(10)).expect("moves");
    assert_eq!(result.best, mv("2R"));
    assert!(
        is_decisive(result.score) && result.score > 0,
        "score {}",
        result.score
    );
    assert_eq!(&result.pv[..2], &[mv("2R"), mv("3R")]);
    let p1 = g.position().play(mv("2R")).expect("legal");
    assert_eq!(p1.to_move(), Side::South, "2R earns an extra move");
    let p2 = p1.play(mv("3R")).expect("legal");
    assert_eq!(p2.captured(Side::South), 10);
    assert_eq!(p2.to_move(), Side::North);
}

#[test]
fn genmove_always_legal_and_fails_when_over() {
    for game_kind in Game::ALL {
        let rules = if game_kind == Game::EnGehe {
            Rules::with_size(Game::EnGehe, 10, 4).expect("size")
        } else {
            Rules::new(game_kind)
        };
        let mut g = History::new(rules);
        let mut engine = Engine::new(4, 3);
        let mut plies = 0;
        while g.outcome().is_none() && plies < 400 {
            let level = 1 + (plies % 10) as u8;
            let choice =
                engine_move(&mut engine, &g, level, &Limits::depth(3)).expect("game not over");
            assert!(
                g.position().is_legal(choice.best),
                "{game_kind}: {} is not legal",
                choice.best
            );
            g.play(choice.best).expect("legal");
            plies += 1;
        }
        if g.outcome().is_some() {
            assert!(engine_move(&mut engine, &g, 10, &Limits::depth(2)).is_none());
            assert!(engine.analyze(&g, &Limits::depth(2)).is_none());
        }
    }
}

#[test]
fn two_threads_find_the_same_forced_win() {
    // The quiet winning move of the first test, found by the main thread with a helper
    // sharing its table (Lazy SMP).
    let g = quiet_win();
    let mut engine = Engine::new(8, 1);
    engine.set_threads(2);
    for _ in 0..3 {
        let result = engine_move(&mut engine, &g, 10, &Limits::depth(12)).expect("moves");
        assert_eq!(result.best, mv("1"));
        assert!(is_decisive(result.score) && result.score > 0);
        assert_eq!(plies_to_end(result.score), 5);
    }
}

#[test]
fn two_threads_end_at_the_depth_asked_with_a_legal_move() {
    // The helper, beginning with another root move, may finish the last depth first; the
    // search then ends there and plays it, never deeper than asked.
    for game in [Game::EnDodoi, Game::Giuthi, Game::SadeqaII] {
        let mut g = History::new(Rules::new(game));
        let mut engine = Engine::new(8, 1);
        engine.set_threads(2);
        for _ in 0..6 {
            if g.outcome().is_some() {
                break;
            }
            let result = engine_move(&mut engine, &g, 10, &Limits::depth(7)).expect("moves");
            let legal = g.position().legal_moves();
            assert!(legal.contains(&result.best), "{game:?}");
            // A forced move (Sadeqa II's first plies) is answered without a search.
            if legal.len() > 1 {
                assert_eq!(result.depth, 7, "{game:?}");
            }
            assert!(result.nodes > 0);
            g.play(result.best).expect("legal");
        }
    }
}
