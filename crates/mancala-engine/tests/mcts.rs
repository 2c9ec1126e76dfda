//! Monte Carlo tree search: legal moves in every style, wins it must see, and the tree kept
//! from one move to the next only when the game goes on from it.

use mancala_engine::mcts::{mcts_search, Mcts, MctsStyle};
use mancala_engine::search::SearchConfig;
use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_rules::{Game, History, Move, Position, Rules, Side};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const STYLES: [MctsStyle; 4] = [
    MctsStyle::UCT,
    MctsStyle::GUIDED,
    MctsStyle {
        playout_plies: 0,
        prior: true,
        reuse: true,
    },
    MctsStyle {
        playout_plies: 8,
        prior: false,
        reuse: true,
    },
];

fn playouts(n: u64) -> Limits {
    Limits {
        nodes: Some(n),
        ..Limits::default()
    }
}

fn mv(text: &str) -> Move {
    text.parse().expect("notation")
}

/// Sadeqa II, South [1,0,0,0,1,0], North [3,0,0,0,0,0]: hole 5 captures North's last seeds
/// and North, left without a move, loses at once; hole 1 does not.
fn sadeqa_win() -> History {
    let position = Position::setup(
        Rules::new(Game::SadeqaII),
        &[1, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0],
        [0, 0],
        Side::South,
        [true, true],
    )
    .expect("valid position");
    History::from_position(position, 0)
}

#[test]
fn every_style_finds_the_winning_capture() {
    let g = sadeqa_win();
    for style in STYLES {
        let mut rng = SmallRng::seed_from_u64(7);
        let result = mcts_search(&g, &playouts(200), style, &mut rng).expect("moves");
        assert_eq!(result.best, mv("5"), "{style:?}");
        assert!(result.score > 900, "{style:?}: score {}", result.score);
        assert_eq!(result.lines.len(), 2, "{style:?}: one line a legal move");
        assert_eq!(result.nodes, 200, "{style:?}: a playout a node");
    }
}

#[test]
fn every_style_plays_legal_moves_to_the_end() {
    for game in Game::ALL {
        let rules = if game == Game::EnGehe {
            Rules::with_size(Game::EnGehe, 10, 4).expect("size")
        } else {
            Rules::new(game)
        };
        for style in STYLES {
            let mut g = History::new(rules);
            let mut engine = Engine::new(1, 5);
            let mut plies = 0;
            while g.outcome().is_none() && plies < 300 {
                let result = engine.mcts(&g, &playouts(60), style).expect("not over");
                assert!(
                    g.position().is_legal(result.best),
                    "{game} {style:?}: {} is not legal",
                    result.best
                );
                assert_eq!(result.pv.first(), Some(&result.best));
                g.play(result.best).expect("legal");
                plies += 1;
            }
            if g.outcome().is_some() {
                assert!(engine.mcts(&g, &playouts(60), style).is_none());
            }
        }
    }
}

#[test]
fn the_tree_is_kept_when_the_game_goes_on_from_it() {
    let rules = Rules::with_size(Game::Giuthi, 5, 4).expect("size");
    let config = SearchConfig::for_rules(&rules);
    let mut rng = SmallRng::seed_from_u64(3);
    let mut tree = Mcts::new();
    let mut g = History::new(rules);
    let first = tree
        .search(&g, &playouts(2_000), MctsStyle::GUIDED, &config, &mut rng)
        .expect("moves");
    assert_eq!(tree.reused(), 0, "the first search starts a tree");
    let before = tree.tree_size();
    // Follow the expected line: our move and the reply the tree likes best.
    for step in first.pv.iter().take(2) {
        g.play(*step).expect("legal");
    }
    tree.search(&g, &playouts(500), MctsStyle::GUIDED, &config, &mut rng)
        .expect("moves");
    let kept = tree.reused();
    assert!(kept > 1, "the subtree of the reached position is kept");
    assert!(kept < before, "only the subtree: {kept} of {before}");

    // Another game (a different first move) cannot use the tree.
    let mut other = History::new(rules);
    let different = other
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|m| *m != first.best)
        .expect("more than one first move");
    other.play(different).expect("legal");
    tree.search(&other, &playouts(100), MctsStyle::GUIDED, &config, &mut rng)
        .expect("moves");
    assert_eq!(
        tree.reused(),
        0,
        "a position outside the tree starts a new one"
    );

    // Without reuse, every search starts afresh.
    let style = MctsStyle {
        reuse: false,
        ..MctsStyle::GUIDED
    };
    tree.search(&other, &playouts(100), style, &config, &mut rng)
        .expect("moves");
    assert_eq!(tree.reused(), 0);
}

#[test]
fn a_kept_tree_gives_the_same_moves_as_a_new_one_where_the_win_is_clear() {
    // After a search from an earlier position, the winning capture is still found.
    let g = sadeqa_win();
    let config = SearchConfig::for_rules(g.rules());
    let mut rng = SmallRng::seed_from_u64(11);
    let mut tree = Mcts::new();
    for _ in 0..3 {
        let result = tree
            .search(&g, &playouts(100), MctsStyle::GUIDED, &config, &mut rng)
            .expect("moves");
        assert_eq!(result.best, mv("5"));
    }
    assert!(
        tree.reused() > 0,
        "the same position again keeps the whole tree"
    );
}

#[test]
fn several_threads_grow_one_tree_and_keep_it() {
    // Three threads share a budget of 300 playouts in one tree.
    let g = sadeqa_win();
    let mut engine = Engine::new(1, 4);
    engine.set_threads(3);
    let result = engine
        .mcts(&g, &playouts(300), MctsStyle::GUIDED)
        .expect("moves");
    assert_eq!(result.best, mv("5"));
    assert!(result.score > 900, "score {}", result.score);
    assert_eq!(result.nodes, 300, "the budget is the threads' together");
    assert_eq!(result.lines.len(), 2, "one line a legal move");
    assert_eq!(result.pv.first(), Some(&result.best));

    // A whole game on two threads: legal moves, the tree going on from its last search.
    let rules = Rules::with_size(Game::EnGehe, 10, 4).expect("size");
    let mut g = History::new(rules);
    let mut engine = Engine::new(1, 6);
    engine.set_threads(2);
    while g.outcome().is_none() && g.moves_played() < 300 {
        let result = engine
            .mcts(&g, &playouts(50), MctsStyle::GUIDED)
            .expect("not over");
        assert!(g.position().is_legal(result.best), "{}", result.best);
        assert_eq!(result.nodes, 50, "50 playouts in all");
        g.play(result.best).expect("legal");
    }
    if g.outcome().is_some() {
        assert!(engine.mcts(&g, &playouts(50), MctsStyle::GUIDED).is_none());
    }
}

#[test]
fn a_tree_stops_growing_at_its_cap() {
    let rules = Rules::with_size(Game::EnGehe, 10, 4).expect("size");
    let config = SearchConfig::for_rules(&rules);
    let mut rng = SmallRng::seed_from_u64(2);
    let g = History::new(rules);
    let mut tree = Mcts::with_max_nodes(10_000);
    let result = tree
        .search(&g, &playouts(30_000), MctsStyle::GUIDED, &config, &mut rng)
        .expect("moves");
    assert_eq!(result.nodes, 30_000, "the search goes on past the cap");
    let size = tree.tree_size();
    assert!(
        (10_000..10_000 + 128).contains(&size),
        "{size} nodes: one expansion past the cap at most"
    );
    assert!(g.position().is_legal(result.best));
}
