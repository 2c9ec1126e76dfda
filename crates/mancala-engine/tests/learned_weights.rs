//! The shipped learned evaluations load from the repository's weights files and give the
//! values documented in docs/engine.md (section 3.1) on fixed positions.

use mancala_engine::learned::shipped;
use mancala_engine::search::SearchConfig;
use mancala_rules::{Game, History, Move, Rules};

/// The position after `moves` (RULES notation) from the start of `rules`.
fn after(rules: Rules, moves: &[&str]) -> History {
    let mut game = History::new(rules);
    for mv in moves {
        let mv: Move = mv.parse().expect("a move in notation");
        game.play(mv).expect("a legal move");
    }
    game
}

#[test]
fn shipped_weights_give_the_documented_values() {
    let cases: [(Rules, &[&str], i32); 6] = [
        (Rules::with_size(Game::Giuthi, 8, 8).unwrap(), &[], 663),
        (
            Rules::with_size(Game::Giuthi, 8, 8).unwrap(),
            &["3R", "5L"],
            2970,
        ),
        (Rules::with_size(Game::EnGehe, 40, 4).unwrap(), &[], 378),
        (
            Rules::with_size(Game::EnGehe, 40, 4).unwrap(),
            &["1", "7"],
            652,
        ),
        (Rules::with_size(Game::EnGehe, 50, 4).unwrap(), &[], 777),
        (
            Rules::with_size(Game::EnGehe, 50, 4).unwrap(),
            &["10", "20"],
            1773,
        ),
    ];
    let mut got = Vec::new();
    for (rules, moves, _) in &cases {
        let table = shipped(rules).expect("weights shipped for this board");
        assert!(table.samples() > 100_000);
        let game = after(*rules, moves);
        got.push(table.evaluate(game.position()));
        // The engine's search uses exactly this table on this board.
        let config = SearchConfig::for_rules(rules);
        assert_eq!(config.evaluate(game.position()), *got.last().unwrap());
    }
    let wanted: Vec<i32> = cases.iter().map(|c| c.2).collect();
    assert_eq!(got, wanted);
}

#[test]
fn boards_without_weights_keep_the_linear_evaluation() {
    for rules in [
        Rules::new(Game::EnDodoi),
        Rules::new(Game::SadeqaII),
        Rules::with_size(Game::Giuthi, 8, 6).unwrap(),
        Rules::with_size(Game::Giuthi, 6, 8).unwrap(),
        Rules::with_size(Game::EnGehe, 45, 4).unwrap(),
    ] {
        assert!(shipped(&rules).is_none(), "{}", rules.game());
        assert!(SearchConfig::for_rules(&rules).learned.is_none());
    }
}
