//! Level 10 on En Gehé grows a Monte Carlo tree when timed, and searches by alpha-beta under
//! a depth or node limit and below level 10.

use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_player::engine_move;
use mancala_player::level::plays_by_tree;
use mancala_rules::{Game, History, Rules};

#[test]
fn level_ten_on_en_gehe_plays_by_the_tree_when_timed() {
    let rules = Rules::with_size(Game::EnGehe, 10, 4).expect("size");
    let timed = Limits::movetime_ms(10);
    assert!(plays_by_tree(&rules, 10, &timed));
    assert!(plays_by_tree(&rules, 10, &Limits::default()));
    assert!(!plays_by_tree(&rules, 9, &timed), "below level 10");
    assert!(
        !plays_by_tree(&rules, 10, &Limits::depth(6)),
        "a depth asks for alpha-beta"
    );
    assert!(!plays_by_tree(&Rules::new(Game::Giuthi), 10, &timed));
    // A whole game of timed level-10 moves, each legal; a tree search reports no depth.
    let mut g = History::new(rules);
    let mut engine = Engine::new(1, 9);
    let mut tree_moves = 0;
    while g.outcome().is_none() && g.moves_played() < 400 {
        let result = engine_move(&mut engine, &g, 10, &timed).expect("not over");
        assert!(g.position().is_legal(result.best), "{}", result.best);
        if g.position().legal_moves().len() > 1 {
            assert_eq!(result.depth, 0, "a tree search");
            tree_moves += 1;
        }
        g.play(result.best).expect("legal");
    }
    assert!(tree_moves > 5);
    // On two threads too (one tree).
    let mut engine = Engine::new(1, 9);
    engine.set_threads(2);
    let start = History::new(rules);
    let result = engine_move(&mut engine, &start, 10, &timed).expect("moves");
    assert!(start.position().is_legal(result.best));
    assert_eq!(result.depth, 0, "a tree search");
}
