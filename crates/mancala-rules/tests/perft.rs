//! Perft-style regression counts from each game's start position.
//!
//! Definition: `perft(d)` is the number of move sequences of length `d` from the start, where
//! a game that has ended (no move, or a repetition: the game is played in a [`History`], so
//! repetition endings count) before depth `d` is a leaf that is counted once and not extended:
//!
//! ```text
//! perft(h, 0) = 1
//! perft(h, d) = 1                                    if h is over
//!             = sum over m in legal_moves(h) of perft(h + m, d - 1)   otherwise
//! ```
//!
//! A Giuthi `pass` is a move like any other. The numbers are pinned as regression values. Every
//! count in this file (the perft tables and the repetition-leaf counts) was also computed with
//! the independent Python implementation of RULES.md, `tools/reference/mancala_ref.py` (same
//! definition, `legal_moves`/`play`/`undo`), and agreed exactly.

use mancala_rules::*;

fn perft(h: &mut History, depth: u32) -> u64 {
    if depth == 0 || h.outcome().is_some() {
        return 1;
    }
    let moves = h.position().legal_moves();
    let mut count = 0;
    for &m in moves.iter() {
        h.play(m).unwrap();
        count += perft(h, depth - 1);
        h.undo();
    }
    count
}

/// Leaves at depth `depth` whose game ended by repetition (at any ply on the way).
fn repetition_leaves(h: &mut History, depth: u32) -> u64 {
    if let Some(o) = h.outcome() {
        return (o.reason == EndReason::Repetition) as u64;
    }
    if depth == 0 {
        return 0;
    }
    let moves = h.position().legal_moves();
    let mut count = 0;
    for &m in moves.iter() {
        h.play(m).unwrap();
        count += repetition_leaves(h, depth - 1);
        h.undo();
    }
    count
}

fn check(game: Game, holes: u64, seeds: u64, expected: &[u64]) {
    let rules = Rules::with_size(game, holes, seeds).unwrap();
    let mut h = History::new(rules);
    let got: Vec<u64> = (1..=expected.len() as u32)
        .map(|d| perft(&mut h, d))
        .collect();
    assert_eq!(got, expected, "{game} 2x{holes} ({seeds})");
    assert_eq!(h.moves_played(), 0);
}

#[test]
fn perft_en_gehe_2x40() {
    check(Game::EnGehe, 40, 4, &[40, 1255, 40701, 1300298]);
}

#[test]
fn perft_en_dodoi_2x6() {
    check(
        Game::EnDodoi,
        6,
        4,
        &[6, 28, 129, 610, 2886, 13277, 60590, 274839],
    );
}

#[test]
fn perft_en_gehe_on_2x6_equals_en_dodoi() {
    // Same rules, different name: the same tree.
    check(Game::EnGehe, 6, 4, &[6, 28, 129, 610, 2886, 13277, 60590]);
}

#[test]
fn perft_sadeqa_ii_2x6() {
    // Depth 1 and 2 are 1: both openings are forced ("6", then North's "6").
    check(
        Game::SadeqaII,
        6,
        3,
        &[1, 1, 5, 21, 101, 443, 1897, 7770, 31376, 122567, 466105],
    );
}

#[test]
fn perft_giuthi_2x8() {
    check(Game::Giuthi, 8, 8, &[16, 220, 2736, 31924, 368012]);
}

#[test]
fn perft_giuthi_2x5_4_seeds() {
    check(
        Game::Giuthi,
        5,
        4,
        &[10, 76, 508, 2930, 15706, 80976, 404132],
    );
}

#[test]
fn perft_small_boards_with_repetitions() {
    check(
        Game::EnDodoi,
        3,
        2,
        &[
            3, 7, 16, 32, 61, 114, 218, 408, 774, 1428, 2609, 4638, 8248, 14371, 24979, 43055,
        ],
    );
    check(
        Game::SadeqaII,
        4,
        2,
        &[
            1, 1, 4, 14, 35, 88, 190, 384, 826, 1706, 3292, 6227, 11525, 20538, 35524, 59320,
        ],
    );
    check(
        Game::Giuthi,
        3,
        2,
        &[
            6, 20, 58, 118, 222, 468, 924, 1820, 3580, 6806, 12586, 23442, 42274, 76194,
        ],
    );
}

#[test]
fn perft_repetition_leaves_small_boards() {
    // How many of the leaves above ended by repetition (so the History matters): none on the
    // default boards at these depths, but some on the small ones.
    let leaves = |game: Game, holes: u64, seeds: u64, depth: u32| {
        let mut h = History::new(Rules::with_size(game, holes, seeds).unwrap());
        repetition_leaves(&mut h, depth)
    };
    assert_eq!(leaves(Game::EnDodoi, 3, 2, 7), 0);
    assert_eq!(leaves(Game::EnDodoi, 3, 2, 8), 1);
    assert_eq!(leaves(Game::EnDodoi, 3, 2, 16), 443);
    assert_eq!(leaves(Game::SadeqaII, 4, 2, 16), 169);
    assert_eq!(leaves(Game::Giuthi, 3, 2, 14), 868);
    assert_eq!(leaves(Game::Giuthi, 5, 4, 6), 0);
    assert_eq!(leaves(Game::Giuthi, 5, 4, 7), 20);
}
