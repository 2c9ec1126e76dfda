//! One test per rule, [resolution] and option of `shared/RULES.md`, each on a hand-worked position.
//!
//! Conventions used in the comments: boards are written in canonical index order
//! `[South 0..n-1 | North n..2n-1]`; "idx k" is canonical index k; "lap k: from i (s) acw/cw"
//! means lap k takes the s seeds of idx i and sows them anticlockwise (increasing index) or
//! clockwise (decreasing index); `a->b` is the count of a hole before and after a seed falls.
//! A lap ends in an *occupied* hole when that hole ends with 2 or more seeds (relay), and in an
//! *empty* hole when it ends with exactly 1 (end hole).

use mancala_rules::*;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn rules(game: Game, holes: u64, seeds: u64) -> Rules {
    Rules::with_size(game, holes, seeds).unwrap()
}

/// `rules` with some options set from their textual values.
fn with(rules: Rules, settings: &[(&str, &str)]) -> Rules {
    let mut options = *rules.options();
    for (name, value) in settings {
        options.set(rules.game(), name, value).unwrap();
    }
    rules.with_options(options)
}

/// A set-up position; Sadeqa II positions get both opening flags set (the opening is over).
fn setup(rules: Rules, board: &[u64], captured: [u64; 2], to_move: Side) -> Position {
    let done = rules.game() == Game::SadeqaII;
    Position::setup(rules, board, captured, to_move, [done, done]).unwrap()
}

/// A board of `2n` holes, empty except for `(index, seeds)` pairs.
fn sparse(rules: Rules, holes: &[(usize, u64)]) -> Vec<u64> {
    let mut board = vec![0; 2 * rules.holes()];
    for &(i, s) in holes {
        board[i] = s;
    }
    board
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn play(p: &Position, text: &str) -> Position {
    p.play(mv(text))
        .unwrap_or_else(|e| panic!("{text} should be legal: {e}"))
}

fn legal(p: &Position) -> String {
    p.legal_moves().to_notation()
}

fn board(p: &Position) -> Vec<u64> {
    p.board().iter().map(|&c| c as u64).collect()
}

fn captured(p: &Position) -> [u32; 2] {
    [p.captured(Side::South), p.captured(Side::North)]
}

fn lap_limit(rules: Rules, laps: u32) -> Rules {
    with(rules, &[("lap_limit", &laps.to_string())])
}

/// Plays a line of moves in a History, asserting the game goes on until the last one.
fn play_line(h: &mut History, line: &[&str]) {
    for (i, text) in line.iter().enumerate() {
        assert!(h.outcome().is_none(), "game ended before move {i} ({text})");
        h.play(mv(text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

// ---------------------------------------------------------------------------------------------
// Section 1: board, players, notation
// ---------------------------------------------------------------------------------------------

#[test]
fn start_position_fills_every_hole_and_south_moves_first() {
    for game in Game::ALL {
        let p = Position::start(Rules::new(game));
        let n = game.default_holes() as usize;
        assert_eq!(p.board().len(), 2 * n);
        assert!(p.board().iter().all(|&c| c == game.default_seeds() as u16));
        assert_eq!(p.to_move(), Side::South);
        assert_eq!(captured(&p), [0, 0]);
        assert!(!p.opening_done(Side::South) && !p.opening_done(Side::North));
    }
}

#[test]
fn default_boards_and_presets() {
    let default = |g: Game| (Rules::new(g).holes(), Rules::new(g).seeds());
    assert_eq!(default(Game::EnGehe), (40, 4));
    assert_eq!(default(Game::EnDodoi), (6, 4));
    assert_eq!(default(Game::SadeqaII), (6, 3));
    assert_eq!(default(Game::Giuthi), (8, 8));
    assert_eq!(Game::EnGehe.presets().len(), 11); // 40..50 holes, 4 seeds
    assert!(Game::EnGehe
        .presets()
        .iter()
        .all(|&(h, s)| (40..=50).contains(&h) && s == 4));
    assert_eq!(
        Game::EnDodoi.presets(),
        &[(6, 4), (7, 4), (8, 4), (9, 4), (10, 4)]
    );
    assert_eq!(Game::SadeqaII.presets(), &[(6, 3)]);
    assert_eq!(
        Game::Giuthi.presets(),
        &[(5, 4), (6, 4), (6, 6), (7, 6), (8, 4), (8, 8), (10, 9)]
    );
}

#[test]
fn every_game_accepts_2_to_64_holes_and_1_to_255_seeds() {
    for game in Game::ALL {
        for (h, s) in [(2, 1), (64, 255), (5, 9), (2, 255), (64, 1)] {
            let r = rules(game, h, s);
            assert_eq!((r.holes(), r.seeds() as u64), (h as usize, s));
            assert_eq!(Position::start(r).board_seeds() as u64, 2 * h * s);
        }
        for (h, s) in [(1, 4), (65, 4), (0, 4), (6, 0), (6, 256), (300, 4)] {
            assert!(Rules::with_size(game, h, s).is_err(), "{game} {h}x{s}");
        }
    }
}

#[test]
fn canonical_index_rows_and_owner() {
    // 2x6: South owns idx 0..5, North idx 6..11; hole k of a side is the k-th from its left.
    let p = Position::start(Rules::new(Game::EnDodoi));
    assert_eq!(p.row(Side::South), 0..6);
    assert_eq!(p.row(Side::North), 6..12);
    assert_eq!(p.index(Side::South, 1), 0);
    assert_eq!(p.index(Side::South, 6), 5);
    assert_eq!(p.index(Side::North, 1), 6);
    assert_eq!(p.index(Side::North, 6), 11);
    assert_eq!(p.owner(5), Side::South);
    assert_eq!(p.owner(6), Side::North);
}

#[test]
fn opposite_is_the_same_column() {
    // opposite(i) = 2n - 1 - i.
    let p = Position::start(Rules::new(Game::EnDodoi)); // n = 6
    for (i, o) in [
        (0, 11),
        (1, 10),
        (2, 9),
        (3, 8),
        (4, 7),
        (5, 6),
        (6, 5),
        (11, 0),
    ] {
        assert_eq!(p.opposite(i), o);
    }
    // South's hole k faces North's hole n+1-k (both counted from their own left).
    for k in 1..=6u8 {
        assert_eq!(
            p.opposite(p.index(Side::South, k)),
            p.index(Side::North, 7 - k)
        );
    }
    let p = Position::start(Rules::new(Game::EnGehe)); // n = 40
    assert_eq!(p.opposite(0), 79);
    assert_eq!(p.opposite(39), 40);
    for i in 0..80 {
        assert_eq!(p.opposite(p.opposite(i)), i);
    }
}

#[test]
fn move_notation_display() {
    assert_eq!(Move::hole(3).to_string(), "3");
    assert_eq!(Move::hole(64).to_string(), "64");
    assert_eq!(
        Move::directed(3, Direction::Anticlockwise).to_string(),
        "3R"
    );
    assert_eq!(Move::directed(12, Direction::Clockwise).to_string(), "12L");
    assert_eq!(Move::Pass.to_string(), "pass");
}

#[test]
fn move_notation_parse() {
    assert_eq!(mv("3"), Move::hole(3));
    assert_eq!(mv("64"), Move::hole(64));
    assert_eq!(mv("3R"), Move::directed(3, Direction::Anticlockwise));
    assert_eq!(mv("10L"), Move::directed(10, Direction::Clockwise));
    assert_eq!(mv("2r"), Move::directed(2, Direction::Anticlockwise));
    assert_eq!(mv("2l"), Move::directed(2, Direction::Clockwise));
    assert_eq!(mv("pass"), Move::Pass);
    for bad in [
        "", "0", "0R", "65", "65L", "R", "L", "3X", "x3", " 3", "3 ", "+3", "-1", "3RL", "R3",
        "pas", "1.5",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?} should not parse");
    }
}

#[test]
fn move_names_are_relative_to_the_mover() {
    // En Dodoi 2x6 [1,1,1,0,1,1 | 2,0,0,0,0,1], North to move. North's "1" is idx 6 (North's
    // leftmost as North sees it), not idx 0: idx 7 0->1, idx 8 0->1: end hole 8 (North's own);
    // opposite(8) = 3 is empty: nothing. -> [1,1,1,0,1,1 | 0,1,1,0,0,1].
    let b = [1, 1, 1, 0, 1, 1, 2, 0, 0, 0, 0, 1];
    let p = setup(Rules::new(Game::EnDodoi), &b, [0, 0], Side::North);
    assert_eq!(board(&play(&p, "1")), [1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1]);
    // North's "6" is idx 11: idx 0 1->2 relay ... ; its holes 2..5 (idx 7..10) are empty.
    assert_eq!(legal(&p), "1 6");
    // The same board with South to move: South's "1" is idx 0.
    let p = setup(Rules::new(Game::EnDodoi), &b, [0, 0], Side::South);
    assert_eq!(legal(&p), "1 2 3 5 6");
}

#[test]
fn north_captures_in_its_own_row() {
    // En Dodoi 2x6, North to move. [1,1,1,1,1,1 | 2,0,0,0,0,1]
    // North "1" = idx 6 (2): idx 7 0->1, idx 8 0->1: end hole idx 8, North's own row.
    // opposite(8) = 3 holds 1: North captures 1 + the end seed = 2.
    // -> [1,1,1,0,1,1 | 0,1,0,0,0,1], captured [0,2], South to move.
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[1, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 1],
        [0, 0],
        Side::North,
    );
    let q = play(&p, "1");
    assert_eq!(board(&q), [1, 1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 1]);
    assert_eq!(captured(&q), [0, 2]);
    assert_eq!(q.to_move(), Side::South);
}

#[test]
fn sowing_drops_one_seed_in_each_following_hole() {
    // En Dodoi 2x6 [0,0,5,0,0,0 | 0,0,0,0,0,1], South "3": idx 3,4,5,6,7 each 0->1;
    // the last seed falls into idx 7 (empty): end hole in North's row, nothing captured.
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "3");
    assert_eq!(board(&q), [0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1]);
    assert_eq!(captured(&q), [0, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn sowing_wraps_round_the_loop() {
    // En Dodoi 2x3 [0,0,0 | 0,0,3] North to move. North "3" = idx 5 (3): idx 0,1,2 each 0->1
    // (anticlockwise wraps from 2n-1 to 0). End idx 2 in South's row: nothing for North.
    let p = setup(
        rules(Game::EnDodoi, 3, 4),
        &[0, 0, 0, 0, 0, 3],
        [0, 0],
        Side::North,
    );
    let q = play(&p, "3");
    assert_eq!(board(&q), [1, 1, 1, 0, 0, 0]);
}

#[test]
fn relay_sowing_continues_from_occupied_end_hole() {
    // En Dodoi 2x6 [0,2,0,3,0,0 | 0,0,0,0,0,1], South "2":
    // lap 1: from 1 (2) acw: idx 2 0->1, idx 3 3->4: idx 3 was occupied -> relay with all 4.
    // lap 2: from 3 (4): idx 4 0->1, 5 0->1, 6 0->1, 7 0->1: idx 7 was empty -> end (North's row).
    // -> [0,0,1,0,1,1 | 1,1,0,0,0,1], no capture.
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 1]);
    assert_eq!(captured(&q), [0, 0]);
    // The sowing took 2 laps: illegal when only 1 lap is allowed.
    let p1 = setup(
        lap_limit(Rules::new(Game::EnDodoi), 1),
        &[0, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    assert!(!p1.is_legal(mv("2")));
}

#[test]
fn sowing_ends_in_an_empty_hole() {
    // En Dodoi 2x6 [0,2,0,0,0,0 | 0,0,0,0,0,1], South "2": idx 2 0->1, idx 3 0->1: end hole 3
    // (held exactly 1 after the seed). opposite(3) = 8 is empty: nothing captured.
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    // And it needs a single lap: legal at lap_limit 1.
    let p1 = setup(
        lap_limit(Rules::new(Game::EnDodoi), 1),
        &[0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p1), "2");
}

#[test]
fn emptied_start_hole_is_not_skipped_on_a_full_lap() {
    // En Dodoi 2x3 (loop of 6) [6,0,0 | 0,0,0], South "1": the 6 seeds go to idx 1,2,3,4,5 and
    // the 6th into idx 0 itself, which was emptied: 0->1, so the sowing ends there.
    // End hole 0 is South's; opposite(0) = 5 holds 1 (just sown): South captures 1 + 1.
    // -> [0,1,1 | 1,1,0], captured [2,0].
    // (Had the start hole been skipped, the 6th seed would fall into idx 1 (1->2) and relay.)
    let p = setup(
        rules(Game::EnDodoi, 3, 4),
        &[6, 0, 0, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "1");
    assert_eq!(board(&q), [0, 1, 1, 1, 1, 0]);
    assert_eq!(captured(&q), [2, 0]);
}

#[test]
fn start_hole_refilled_on_the_first_round_is_occupied_on_the_second() {
    // En Dodoi 2x2 (loop of 4) [8,0 | 0,0], South "1":
    // lap 1: from 0 (8): two full rounds, idx 1,2,3,0,1,2,3,0 -> [2,2,2,2]; the last seed falls
    //        into idx 0, which already held 1 from the first round: occupied -> relay (2).
    // lap 2: from 0 (2): idx 1 2->3, idx 2 2->3 -> [0,3,3,2], relay from 2 (3).
    // lap 3: from 2 (3): idx 3 2->3, idx 0 0->1, idx 1 3->4 -> [1,4,0,3], relay from 1 (4).
    // lap 4: from 1 (4): idx 2 0->1, 3 3->4, 0 1->2, 1 0->1 -> [2,1,1,4]: end hole 1 (South's).
    // opposite(1) = 2 holds 1: capture 1 + 1 -> [2,0,0,4], captured [2,0].
    let r = rules(Game::EnDodoi, 2, 4);
    let p = setup(r, &[8, 0, 0, 0], [0, 0], Side::South);
    let q = play(&p, "1");
    assert_eq!(board(&q), [2, 0, 0, 4]);
    assert_eq!(captured(&q), [2, 0]);
    // 4 laps exactly.
    assert!(setup(lap_limit(r, 4), &[8, 0, 0, 0], [0, 0], Side::South).is_legal(mv("1")));
    assert!(!setup(lap_limit(r, 3), &[8, 0, 0, 0], [0, 0], Side::South).is_legal(mv("1")));
}

#[test]
fn lap_limit_counts_first_lap_as_one() {
    // En Dodoi 2x3 [2,0,1 | 0,0,0], South to move.
    // "1": lap 1 from 0 (2): idx 1 0->1, idx 2 1->2 (occupied, relay);
    //      lap 2 from 2 (2): idx 3 0->1, idx 4 0->1: end hole 4. Two laps.
    // "3": lap 1 from 2 (1): idx 3 0->1: end hole 3. One lap.
    let r = rules(Game::EnDodoi, 3, 4);
    let b = [2, 0, 1, 0, 0, 0];
    assert_eq!(legal(&setup(lap_limit(r, 1), &b, [0, 0], Side::South)), "3");
    assert_eq!(
        legal(&setup(lap_limit(r, 2), &b, [0, 0], Side::South)),
        "1 3"
    );
    let q = play(&setup(lap_limit(r, 2), &b, [0, 0], Side::South), "1");
    assert_eq!(board(&q), [0, 1, 0, 1, 1, 0]);
}

#[test]
fn lap_limit_makes_long_sowing_illegal() {
    // En Dodoi 2x6 with 48 seeds on the board, found by a search of random boards (and traced by
    // an independent lap-by-lap program): South's "3" relays 889 times and its 890th lap ends
    // in idx 6 (North's row: no capture). The other moves end within 10 laps:
    //   "1": 6 laps, "2": 5, "4": 2, "5": 10, "6": 2.
    // Final board of "3": [12,9,2,7,6,5 | 1,2,1,0,3,0].
    let b = [2, 3, 2, 2, 10, 9, 2, 4, 6, 1, 4, 3];
    let r = Rules::new(Game::EnDodoi);
    let p = setup(r, &b, [0, 0], Side::South);
    assert_eq!(legal(&p), "1 2 3 4 5 6");
    let q = play(&p, "3");
    assert_eq!(board(&q), [12, 9, 2, 7, 6, 5, 1, 2, 1, 0, 3, 0]);
    assert_eq!(captured(&q), [0, 0]);
    assert_eq!(
        legal(&setup(lap_limit(r, 890), &b, [0, 0], Side::South)),
        "1 2 3 4 5 6"
    );
    assert_eq!(
        legal(&setup(lap_limit(r, 889), &b, [0, 0], Side::South)),
        "1 2 4 5 6"
    );
    assert_eq!(
        legal(&setup(lap_limit(r, 10), &b, [0, 0], Side::South)),
        "1 2 4 5 6"
    );
    assert_eq!(
        legal(&setup(lap_limit(r, 9), &b, [0, 0], Side::South)),
        "1 2 4 6"
    );
    let err = setup(lap_limit(r, 889), &b, [0, 0], Side::South)
        .play(mv("3"))
        .unwrap_err();
    assert!(err.to_string().contains("889 laps"), "{err}");
}

#[test]
fn long_terminating_sowing_of_1309_laps() {
    // En Dodoi 2x6 with 30 seeds: South's "3" ends only on its 1309th lap, in idx 0 (South's),
    // before capturing: [1,1,2,3,0,5 | 0,1,0,6,5,6]; opposite(0) = 11 holds 6: capture 6 + 1.
    // -> [0,1,2,3,0,5 | 0,1,0,6,5,0], captured [7,0].
    let b = [2, 3, 2, 2, 3, 5, 2, 5, 2, 1, 2, 1];
    let r = Rules::new(Game::EnDodoi);
    let q = play(&setup(r, &b, [0, 0], Side::South), "3");
    assert_eq!(board(&q), [0, 1, 2, 3, 0, 5, 0, 1, 0, 6, 5, 0]);
    assert_eq!(captured(&q), [7, 0]);
    assert!(setup(lap_limit(r, 1309), &b, [0, 0], Side::South).is_legal(mv("3")));
    assert!(!setup(lap_limit(r, 1308), &b, [0, 0], Side::South).is_legal(mv("3")));
}

#[test]
fn endless_sowing_is_not_a_legal_move() {
    // En Dodoi 2x2 [3,1 | 0,1], South to move.
    // "1" never ends: lap 1 from 0 (3): [0,2,1,2] relay from 3; lap 2: [1,3,1,0] relay from 1;
    //   lap 3: [2,0,2,1] relay from 0; lap 4: [0,1,3,1] relay from 2; lap 5: [1,2,0,2] relay
    //   from 1; lap 6: [1,0,1,3] relay from 3; lap 7: [2,1,2,0] relay from 2; lap 8: [3,1,0,1]
    //   relay from 0 with 3: the state lap 1 started from. A cycle of 8 laps.
    // "2": from 1 (1): idx 2 0->1: end hole in North's row. -> [3,0,1,1].
    for game in [Game::EnGehe, Game::EnDodoi, Game::SadeqaII] {
        for limit in [DEFAULT_LAP_LIMIT, MAX_LAP_LIMIT] {
            let p = setup(
                lap_limit(rules(game, 2, 4), limit),
                &[3, 1, 0, 1],
                [0, 0],
                Side::South,
            );
            assert_eq!(legal(&p), "2", "{game}");
            assert!(!p.is_legal(mv("1")));
            assert!(p
                .play(mv("1"))
                .unwrap_err()
                .to_string()
                .contains("does not end"));
            assert!(p.has_legal_move());
        }
    }
    let q = play(
        &setup(
            rules(Game::EnDodoi, 2, 4),
            &[3, 1, 0, 1],
            [0, 0],
            Side::South,
        ),
        "2",
    );
    assert_eq!(board(&q), [3, 0, 1, 1]);
}

#[test]
fn endless_sowing_on_a_real_2x6_board() {
    // En Dodoi 2x6 with 48 seeds, found by a search of random boards: South's "1" comes back to
    // the state its first lap started from after 628008 laps (traced by an independent
    // program), so it never ends; the other holes end within 9 laps.
    let b = [4, 4, 3, 5, 4, 3, 2, 5, 2, 7, 6, 3];
    for game in [Game::EnDodoi, Game::SadeqaII] {
        let p = setup(Rules::new(game), &b, [0, 0], Side::South);
        assert_eq!(legal(&p), "2 3 4 5 6", "{game}");
        let p = setup(
            lap_limit(Rules::new(game), MAX_LAP_LIMIT),
            &b,
            [0, 0],
            Side::South,
        );
        assert_eq!(legal(&p), "2 3 4 5 6", "{game}");
    }
}

#[test]
fn player_whose_every_sowing_is_endless_has_no_move() {
    // En Dodoi 2x2 [2,0 | 2,1], South to move. South's only seeds are in idx 0:
    // lap 1 from 0 (2): [0,1,3,1] relay from 2; lap 2: [1,2,0,2] relay from 1;
    // lap 3: [1,0,1,3] relay from 3; lap 4: [2,1,2,0] relay from 2; lap 5: [3,1,0,1] relay from
    // 0 with 3 -- the endless cycle of `endless_sowing_is_not_a_legal_move`.
    // So South has no legal move: the game ends; the 5 seeds on the board go to North (the
    // side that made the last move): score [0, 5], North wins.
    let p = setup(
        rules(Game::EnDodoi, 2, 4),
        &[2, 0, 2, 1],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "");
    assert!(!p.has_legal_move());
    let h = History::from_position(p, 0);
    let o = h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::North), [0, 5], EndReason::NoMove)
    );
}

#[test]
fn legal_moves_of_one_direction_games_are_in_ascending_hole_order() {
    assert_eq!(
        legal(&Position::start(Rules::new(Game::EnDodoi))),
        "1 2 3 4 5 6"
    );
    // Empty holes are left out: [0,1,0,1,0,1 | ...]
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "2 4 6");
}

#[test]
fn legal_move_order_is_1r_1l_2r_2l() {
    // Section 7: Giuthi 2x8 from the start: South has 16 legal moves, 1R..8R and 1L..8L,
    // listed in protocol order (ascending hole, R before L).
    let p = Position::start(Rules::new(Game::Giuthi));
    let expected: Vec<String> = (1..=8)
        .flat_map(|k| [format!("{k}R"), format!("{k}L")])
        .collect();
    assert_eq!(legal(&p), expected.join(" "));
    assert_eq!(p.legal_moves().len(), 16);
    // Parse-back of the list gives the same moves.
    for m in p.legal_moves().iter() {
        assert_eq!(mv(&m.to_string()), *m);
    }
}

#[test]
fn notation_of_the_wrong_kind_is_illegal() {
    let dodoi = Position::start(Rules::new(Game::EnDodoi));
    assert!(!dodoi.is_legal(mv("3R")));
    assert!(!dodoi.is_legal(mv("pass")));
    assert!(!dodoi.is_legal(mv("7"))); // no hole 7 on a row of 6
    assert!(!dodoi.is_legal(Move::hole(0)));
    let giuthi = Position::start(Rules::new(Game::Giuthi));
    assert!(!giuthi.is_legal(mv("3")));
    assert!(!giuthi.is_legal(mv("9R")));
    assert!(!giuthi.is_legal(mv("pass"))); // South has sowings
    assert!(!giuthi.is_legal(Move::directed(0, Direction::Clockwise)));
}

#[test]
fn hole_zero_is_rejected_for_both_sides() {
    // Move::hole(0) cannot be parsed but can be built; it names no hole. (Before the fix in
    // `Position::successor` it panicked for South and sowed South's hole n for North.)
    let r = Rules::new(Game::EnDodoi);
    let north = setup(
        r,
        &[1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 1],
        [0, 0],
        Side::North,
    );
    assert!(north.play(Move::hole(0)).is_err());
    assert!(Position::start(r).play(Move::hole(0)).is_err());
}

#[test]
fn illegal_move_error_lists_the_legal_moves() {
    let p = Position::start(Rules::new(Game::SadeqaII));
    match p.play(mv("1")).unwrap_err() {
        PlayError::Illegal { mv, legal, .. } => {
            assert_eq!(mv, "1");
            assert_eq!(legal, vec!["6".to_string()]);
        }
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Section 2: En Gehé
// ---------------------------------------------------------------------------------------------

#[test]
fn en_gehe_sows_anticlockwise_from_own_row_and_turn_passes() {
    // 2x40 start: the only moves are the 40 holes of South's row.
    let p = Position::start(Rules::new(Game::EnGehe));
    let expected: Vec<String> = (1..=40).map(|k| k.to_string()).collect();
    assert_eq!(legal(&p), expected.join(" "));
    let q = play(&p, "1");
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn en_gehe_capture_takes_opposite_and_end_seed() {
    // 2x40 (opposite(i) = 79 - i). South hole 3 = idx 2 holds 3; idx 74 (= opposite(5)) holds 6;
    // idx 60 holds 2 so North keeps a move.
    // South "3": idx 3,4,5 each 0->1: end hole 5 (South's). opposite(5) = 74 holds 6:
    // South captures 6 + the end seed = 7. -> idx 3,4 = 1; idx 5, 74 = 0; captured [7,0].
    let r = Rules::new(Game::EnGehe);
    let p = setup(
        r,
        &sparse(r, &[(2, 3), (74, 6), (60, 2)]),
        [0, 0],
        Side::South,
    );
    let q = play(&p, "3");
    assert_eq!(board(&q), sparse(r, &[(3, 1), (4, 1), (60, 2)]));
    assert_eq!(captured(&q), [7, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn en_gehe_lone_seed_stays_when_opposite_is_empty() {
    // As above but idx 74 empty: end hole 5, opposite empty: nothing captured, the seed stays.
    let r = Rules::new(Game::EnGehe);
    let p = setup(
        r,
        &sparse(r, &[(2, 3), (73, 6), (60, 2)]),
        [0, 0],
        Side::South,
    );
    let q = play(&p, "3");
    assert_eq!(
        board(&q),
        sparse(r, &[(3, 1), (4, 1), (5, 1), (73, 6), (60, 2)])
    );
    assert_eq!(captured(&q), [0, 0]);
}

#[test]
fn en_gehe_capture_lone_seed_option() {
    // Same as the previous test with capture_lone_seed: the lone end seed (idx 5) is captured.
    let r = with(Rules::new(Game::EnGehe), &[("capture_lone_seed", "true")]);
    let p = setup(
        r,
        &sparse(r, &[(2, 3), (73, 6), (60, 2)]),
        [0, 0],
        Side::South,
    );
    let q = play(&p, "3");
    assert_eq!(board(&q), sparse(r, &[(3, 1), (4, 1), (73, 6), (60, 2)]));
    assert_eq!(captured(&q), [1, 0]);
}

#[test]
fn en_gehe_end_in_opponent_row_captures_nothing() {
    // South hole 40 = idx 39 holds 2: idx 40, 41 each 0->1: end hole 41 (North's row).
    // opposite(41) = 38 holds 5 but an end hole in the opponent's row captures nothing.
    for lone in ["false", "true"] {
        let r = with(Rules::new(Game::EnGehe), &[("capture_lone_seed", lone)]);
        let p = setup(r, &sparse(r, &[(39, 2), (38, 5)]), [0, 0], Side::South);
        let q = play(&p, "40");
        assert_eq!(board(&q), sparse(r, &[(38, 5), (40, 1), (41, 1)]));
        assert_eq!(captured(&q), [0, 0]);
        assert_eq!(q.to_move(), Side::North);
    }
}

#[test]
fn en_gehe_worked_check_opening_move_1() {
    // Section 7: 2x40, South "1" from the start.
    // lap 1: from 0 (4): idx 1..4 4->5; idx 4 was occupied: relay from 4 with 5.
    // lap 2: from 4 (5): idx 5..9 4->5; relay from 9 with 5. Each lap j >= 2 starts at
    // idx 4+5(j-2)... i.e. laps start at 4, 9, 14, ..., 79 (lap 17 starts at 79) and each lands
    // on an untouched 4 (->5).
    // lap 17: from 79 (5): idx 0 0->1 (emptied in lap 1), idx 1,2,3 5->6, idx 4 0->1 (emptied in
    // lap 2): the last seed fell into an empty hole: end hole 4, South's row, after 17 laps.
    // opposite(4) = 75 holds 5 (75 is not a relay hole): South captures 5 + 1 = 6.
    // Final: idx 0 = 1; idx 1..3 = 6; idx 4 = 0; idx 5..79 = 5 except the emptied relay holes
    // 9, 14, ..., 79 and the captured 75, which are 0. Total 1+18+60*5-5 = 314, + 6 = 320.
    let r = Rules::new(Game::EnGehe);
    let q = play(&Position::start(r), "1");
    let mut expected = vec![1, 6, 6, 6, 0];
    for i in 5..80 {
        expected.push(if (i - 4) % 5 == 0 || i == 75 { 0 } else { 5 });
    }
    assert_eq!(board(&q), expected);
    assert_eq!(captured(&q), [6, 0]);
    assert_eq!(q.board_seeds() + 6, 320);
    // Lap 1 ends in an occupied hole (idx 4): "1" needs more than 1 lap; exactly 17.
    assert!(!Position::start(lap_limit(r, 1)).is_legal(mv("1")));
    assert!(!Position::start(lap_limit(r, 16)).is_legal(mv("1")));
    assert!(Position::start(lap_limit(r, 17)).is_legal(mv("1")));
}

#[test]
fn en_gehe_end_of_game_sweep() {
    // 2x40: North to move with an empty row; 3 seeds left in South's row; captured [150, 160].
    // North has no move: the 3 seeds go to South (the side that made the last move):
    // score [153, 160], North wins.
    let r = Rules::new(Game::EnGehe);
    let p = setup(r, &sparse(r, &[(0, 1), (20, 2)]), [150, 160], Side::North);
    assert!(!p.has_legal_move());
    let o = History::from_position(p, 0).outcome().copied().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::North), [153, 160], EndReason::NoMove)
    );
}

// ---------------------------------------------------------------------------------------------
// Section 3: En Dodoi
// ---------------------------------------------------------------------------------------------

#[test]
fn en_dodoi_capture_takes_opposite_and_end_seed() {
    // 2x6 [0,2,0,0,0,1 | 3,0,4,1,2,0], South "2": idx 2 0->1, idx 3 0->1: end hole 3 (own).
    // opposite(3) = 8 holds 4: capture 4 + 1 = 5. -> [0,0,1,0,0,1 | 3,0,0,1,2,0], [5,0].
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 2, 0, 0, 0, 1, 3, 0, 4, 1, 2, 0],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 0, 0, 1, 3, 0, 0, 1, 2, 0]);
    assert_eq!(captured(&q), [5, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn en_dodoi_lone_seed_stays_by_default() {
    // [resolution] 2x6 [0,2,0,0,0,1 | 3,4,0,1,2,0], South "2": end hole 3, opposite(3) = 8 is
    // empty: nothing captured, the seed stays. -> [0,0,1,1,0,1 | 3,4,0,1,2,0].
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 2, 0, 0, 0, 1, 3, 4, 0, 1, 2, 0],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 1, 0, 1, 3, 4, 0, 1, 2, 0]);
    assert_eq!(captured(&q), [0, 0]);
}

#[test]
fn en_dodoi_capture_lone_seed_option() {
    // Option capture_lone_seed: same move, the lone seed in end hole 3 is captured.
    // -> [0,0,1,0,0,1 | 3,4,0,1,2,0], captured [1,0].
    let r = with(Rules::new(Game::EnDodoi), &[("capture_lone_seed", "true")]);
    let p = setup(
        r,
        &[0, 2, 0, 0, 0, 1, 3, 4, 0, 1, 2, 0],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 0, 0, 1, 3, 4, 0, 1, 2, 0]);
    assert_eq!(captured(&q), [1, 0]);
    // With the option and an occupied opposite, the capture is as usual (opposite + end seed).
    let p = setup(
        r,
        &[0, 2, 0, 0, 0, 1, 3, 0, 4, 1, 2, 0],
        [0, 0],
        Side::South,
    );
    assert_eq!(captured(&play(&p, "2")), [5, 0]);
}

#[test]
fn en_dodoi_end_in_opponent_row_captures_nothing() {
    // 2x6 [0,0,0,0,3,2 | 0,0,0,5,0,0], South "6": idx 6 0->1, idx 7 0->1: end hole 7 (North's).
    // opposite(7) = 4 holds 3: not captured (wrong row), also not with capture_lone_seed.
    for lone in ["false", "true"] {
        let r = with(Rules::new(Game::EnDodoi), &[("capture_lone_seed", lone)]);
        let p = setup(
            r,
            &[0, 0, 0, 0, 3, 2, 0, 0, 0, 5, 0, 0],
            [0, 0],
            Side::South,
        );
        let q = play(&p, "6");
        assert_eq!(board(&q), [0, 0, 0, 0, 3, 0, 1, 1, 0, 5, 0, 0]);
        assert_eq!(captured(&q), [0, 0]);
    }
}

#[test]
fn en_dodoi_turn_passes_after_every_move() {
    let mut h = History::new(Rules::new(Game::EnDodoi));
    let mut side = Side::South;
    for _ in 0..6 {
        if h.outcome().is_some() {
            break;
        }
        assert_eq!(h.position().to_move(), side);
        let m = h.position().legal_moves()[0];
        h.play(m).unwrap();
        side = side.opponent();
    }
}

#[test]
fn en_dodoi_end_of_game_sweep_after_a_capture() {
    // 2x6 [0,1,0,0,0,3 | 0,0,0,4,0,0], captured [5,7], South "2": idx 2 0->1: end hole 2 (own);
    // opposite(2) = 9 holds 4: capture 5 -> captured [10,7]; board [0,0,0,0,0,3 | 0,...].
    // North to move has an empty row: game over. The 3 seeds left go to South (the side that
    // made the last move): score [13, 7], South wins; board and captures stay as the ply left them.
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[0, 1, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0],
        [5, 7],
        Side::South,
    );
    let mut h = History::from_position(p, 20);
    h.play(mv("2")).unwrap();
    assert_eq!(board(h.position()), [0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0]);
    assert_eq!(captured(h.position()), [10, 7]);
    let o = *h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::South), [13, 7], EndReason::NoMove)
    );
    assert_eq!(h.play(mv("6")), Err(PlayError::GameOver));
    assert!(h
        .to_json()
        .ends_with(r#""ply":21,"result":{"winner":"south","score":[13,7],"reason":"no-move"}}"#));
}

#[test]
fn en_dodoi_equal_score_is_a_draw() {
    // North to move, North's row empty, 2 seeds in South's row, captured [10,12]:
    // sweep gives South 2: score [12,12]: a draw.
    let p = setup(
        Rules::new(Game::EnDodoi),
        &[1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        [10, 12],
        Side::North,
    );
    let o = p.no_move_outcome();
    assert_eq!((o.winner, o.score), (None, [12, 12]));
    assert_eq!(History::from_position(p, 0).outcome(), Some(&o));
}

// ---------------------------------------------------------------------------------------------
// Section 4: Sadeqa II
// ---------------------------------------------------------------------------------------------

fn sadeqa_opening(board: &[u64], to_move: Side, done: [bool; 2]) -> Position {
    Position::setup(Rules::new(Game::SadeqaII), board, [0, 0], to_move, done).unwrap()
}

#[test]
fn sadeqa_opening_rule_forces_rightmost_hole() {
    // Section 7: from the start South's only legal move is "6".
    // South "6" (idx 5, 3 seeds):
    // lap 1: idx 6,7,8 3->4; relay from 8 (4).   [3,3,3,3,3,0 | 4,4,0,...] before the pick-up
    // lap 2: from 8 (4): idx 9,10,11 3->4, idx 0 3->4; relay from 0 (4).
    // lap 3: from 0 (4): idx 1..4 3->4; relay from 4 (4).
    // lap 4: from 4 (4): idx 5 0->1, 6 4->5, 7 4->5, 8 0->1: end hole 8 (North's row).
    // Board [0,4,4,4,0,1 | 5,5,1,4,4,4]; opposite(8) = 3 holds 4: South captures 4 (from its
    // own row); the end seed stays. -> [0,4,4,0,0,1 | 5,5,1,4,4,4], captured [4,0].
    let p = Position::start(Rules::new(Game::SadeqaII));
    assert_eq!(legal(&p), "6");
    for other in ["1", "2", "3", "4", "5"] {
        assert!(!p.is_legal(mv(other)));
        assert!(p
            .play(mv(other))
            .unwrap_err()
            .to_string()
            .contains("first move must be from hole 6"));
    }
    let q = play(&p, "6");
    assert_eq!(board(&q), [0, 4, 4, 0, 0, 1, 5, 5, 1, 4, 4, 4]);
    assert_eq!(captured(&q), [4, 0]);
    assert!(q.opening_done(Side::South) && !q.opening_done(Side::North));
    // North's first move is then "6" (idx 11 holds 4).
    assert_eq!(legal(&q), "6");
}

#[test]
fn sadeqa_captures_from_own_row_when_ending_in_opponent_row() {
    // Continuing the start: after South "6", North "6" (idx 11, 4 seeds): idx 0 0->1,
    // idx 1 4->5, idx 2 4->5, idx 3 0->1: end hole 3 (South's row) after one lap.
    // opposite(3) = 8 is North's own hole holding 1: North captures it (from its own row).
    // -> [1,5,5,1,0,1 | 5,5,0,4,4,0], captured [4,1]; both openings done; South to move.
    let p = play(&Position::start(Rules::new(Game::SadeqaII)), "6");
    let q = play(&p, "6");
    assert_eq!(board(&q), [1, 5, 5, 1, 0, 1, 5, 5, 0, 4, 4, 0]);
    assert_eq!(captured(&q), [4, 1]);
    assert!(q.opening_done(Side::South) && q.opening_done(Side::North));
    assert_eq!(q.board_seeds() + 5, 36);
    // Now South is free: every occupied hole whose sowing ends (idx 4 is empty).
    assert_eq!(legal(&q), "1 2 3 4 6");
}

#[test]
fn sadeqa_captures_opposite_in_own_row_and_end_seed_stays() {
    // [0,2,0,0,0,0 | 0,0,4,0,0,1], South "2": idx 2 0->1, idx 3 0->1: end hole 3.
    // opposite(3) = 8 holds 4: captured; the end seed stays. -> [0,0,1,1,0,0 | 0,0,0,0,0,1].
    let p = setup(
        Rules::new(Game::SadeqaII),
        &[0, 2, 0, 0, 0, 0, 0, 0, 4, 0, 0, 1],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!(captured(&q), [4, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn sadeqa_no_capture_when_opposite_is_empty() {
    // [0,2,0,0,0,0 | 0,0,0,4,0,1], South "2": end hole 3, opposite(3) = 8 empty: nothing.
    let p = setup(
        Rules::new(Game::SadeqaII),
        &[0, 2, 0, 0, 0, 0, 0, 0, 0, 4, 0, 1],
        [0, 0],
        Side::South,
    );
    let q = play(&p, "2");
    assert_eq!(board(&q), [0, 0, 1, 1, 0, 0, 0, 0, 0, 4, 0, 1]);
    assert_eq!(captured(&q), [0, 0]);
}

#[test]
fn sadeqa_opening_lapses_when_rightmost_empty() {
    // [resolution] [1,0,2,0,0,0 | 2,0,0,0,0,1], no opening made. South's hole 6 (idx 5) is
    // empty: the restriction lapses: "1" (idx 0 -> idx 1, end; opposite(1) = 10 empty) and "3"
    // (idx 2 -> idx 3, 4: end hole 4; opposite(4) = 7 empty) are both legal.
    // After "3" South's flag is set although the move was not from hole 6:
    // -> [1,0,0,1,1,0 | 2,0,0,0,0,1]; North's hole 6 (idx 11) holds 1: North must play "6".
    let p = sadeqa_opening(
        &[1, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 1],
        Side::South,
        [false, false],
    );
    assert_eq!(legal(&p), "1 3");
    let q = play(&p, "3");
    assert_eq!(board(&q), [1, 0, 0, 1, 1, 0, 2, 0, 0, 0, 0, 1]);
    assert!(q.opening_done(Side::South) && !q.opening_done(Side::North));
    assert_eq!(legal(&q), "6");
    assert!(!q.is_legal(mv("1")));
}

#[test]
fn sadeqa_opening_lapses_when_rightmost_endless() {
    // [resolution] Sadeqa II 2x2 [1,3 | 1,0], no opening made. South's rightmost hole (hole 2 =
    // idx 1) never ends: lap 1 from 1 (3): [2,0,2,1] relay from 0; lap 2: [0,1,3,1] from 2;
    // lap 3: [1,2,0,2] from 1; lap 4: [1,0,1,3] from 3; lap 5: [2,1,2,0] from 2; lap 6:
    // [3,1,0,1] from 0; lap 7: [0,2,1,2] from 3; lap 8: [1,3,1,0] relay from 1 with 3: the
    // start again. So the restriction lapses and "1" is legal:
    // "1": from 0 (1): idx 1 3->4, relay from 1 (4): idx 2 1->2, 3 0->1, 0 0->1, 1 0->1:
    // end hole 1 (South's). opposite(1) = 2 holds 2: captured. -> [1,1,0,1], captured [2,0].
    let r = rules(Game::SadeqaII, 2, 3);
    let p = Position::setup(r, &[1, 3, 1, 0], [0, 0], Side::South, [false, false]).unwrap();
    assert_eq!(legal(&p), "1");
    let q = play(&p, "1");
    assert_eq!(board(&q), [1, 1, 0, 1]);
    assert_eq!(captured(&q), [2, 0]);
    assert!(q.opening_done(Side::South));
}

#[test]
fn sadeqa_opening_rule_option_off() {
    // opening_rule = false: from the start all six holes are candidates (each one's sowing
    // ends within the lap limit), and the flags are still recorded.
    let r = with(Rules::new(Game::SadeqaII), &[("opening_rule", "false")]);
    let p = Position::start(r);
    assert_eq!(legal(&p), "1 2 3 4 5 6");
    let q = play(&p, "1");
    assert!(q.opening_done(Side::South));
    // North is not forced either.
    assert!(q.legal_moves().len() > 1);
}

#[test]
fn sadeqa_opening_flag_is_per_player() {
    // South has opened, North has not: North is forced, South (later) is not.
    // [1,1,1,1,1,1 | 1,1,1,1,1,1] North to move, flags [true,false]: North must play "6".
    let p = sadeqa_opening(&[1; 12], Side::North, [true, false]);
    assert_eq!(legal(&p), "6");
    // And with flags [false,true] North is free.
    let p = sadeqa_opening(&[1; 12], Side::North, [false, true]);
    assert_eq!(legal(&p).split(' ').count(), 6);
}

#[test]
fn sadeqa_player_without_move_loses() {
    // [0,0,0,0,0,0 | 1,0,0,0,0,0], captured [30,5], South to move: South has no move and loses,
    // whatever the captures. The score is the seeds left in each row: [0,1].
    let p = setup(
        Rules::new(Game::SadeqaII),
        &[0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        [30, 5],
        Side::South,
    );
    let o = History::from_position(p, 0).outcome().copied().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::North), [0, 1], EndReason::NoMove)
    );
}

#[test]
fn sadeqa_player_with_only_endless_sowings_loses_with_seeds_left() {
    // Sadeqa II 2x2 [2,1 | 2,0], North to move, captured [0,20]. North's only seeds are in idx 2:
    // lap 1 from 2 (2): idx 3 0->1, idx 0 2->3: relay from 0 with 3 on [3,1,0,1] -- the endless
    // cycle of `endless_sowing_is_not_a_legal_move`. North has no legal move and loses although
    // it has seeds left and more captures. Score = row seeds [3, 2].
    let p = setup(
        rules(Game::SadeqaII, 2, 3),
        &[2, 1, 2, 0],
        [0, 20],
        Side::North,
    );
    assert_eq!(legal(&p), "");
    let o = History::from_position(p, 0).outcome().copied().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::South), [3, 2], EndReason::NoMove)
    );
}

// ---------------------------------------------------------------------------------------------
// Section 5: Giuthi (2x5 boards below: South idx 0..4, North 5..9, opposite(i) = 9 - i)
// ---------------------------------------------------------------------------------------------

fn giuthi(board: &[u64], to_move: Side) -> Position {
    setup(rules(Game::Giuthi, 5, 4), board, [0, 0], to_move)
}

#[test]
fn giuthi_single_seed_cannot_be_sown() {
    // [1,2,0,0,0 | 1,1,1,1,1]: South's hole 1 holds a single seed: only hole 2 is legal.
    let p = giuthi(&[1, 2, 0, 0, 0, 1, 1, 1, 1, 1], Side::South);
    assert_eq!(legal(&p), "2R 2L");
    let err = p.play(mv("1R")).unwrap_err().to_string();
    assert!(err.contains("single seed"), "{err}");
    assert!(!p.is_legal(mv("1L")));
}

#[test]
fn giuthi_mover_chooses_the_first_direction() {
    // [0,2,0,0,0 | 0,0,0,0,1]:
    // "2R": idx 2 0->1, idx 3 0->1 (anticlockwise = to South's right).
    // "2L": idx 0 0->1, idx 9 1->2 (clockwise = to South's left, wrapping into North's row) ...
    let p = giuthi(&[0, 2, 0, 0, 0, 0, 0, 0, 0, 1], Side::South);
    assert_eq!(board(&play(&p, "2R")), [0, 0, 1, 1, 0, 0, 0, 0, 0, 1]);
    // For North "R" is also to its own right (increasing index): [1,0,0,0,0 | 0,2,0,0,0]
    // North "2R" = idx 6: idx 7 0->1, 8 0->1: end hole 8 in North's own row, not crossed.
    let n = giuthi(&[1, 0, 0, 0, 0, 0, 2, 0, 0, 0], Side::North);
    let q = play(&n, "2R");
    assert_eq!(board(&q), [1, 0, 0, 0, 0, 0, 0, 1, 1, 0]);
    assert_eq!(q.to_move(), Side::North); // extra move
                                          // North "2L" = idx 6: idx 5 0->1, idx 4 0->1: end hole 4 in South's row: turn passes.
    let q = play(&n, "2L");
    assert_eq!(board(&q), [1, 0, 0, 0, 1, 1, 0, 0, 0, 0]);
    assert_eq!(q.to_move(), Side::South);
}

#[test]
fn giuthi_relay_laps_alternate_direction() {
    // [0,2,0,0,0 | 0,0,0,0,1], South "2L":
    // lap 1: from 1 (2) cw: idx 0 0->1, idx 9 1->2: occupied, relay in the OTHER direction.
    // lap 2: from 9 (2) acw: idx 0 1->2, idx 1 0->1: end hole 1 (South's), crossed (lap 1 put a
    // seed in idx 9). Capture idx 1 (1) + opposite(1) = 8 (0) = 1. Chain in the direction of the
    // last lap (acw): idx 2, 3, 4 empty: capture opposites 7, 6, 5 (all 0); end of row.
    // -> [2,0,0,0,0 | 0,0,0,0,0], captured [1,0], North to move.
    // (Relaying clockwise instead would have sown idx 8, 7 and ended in North's row.)
    let p = giuthi(&[0, 2, 0, 0, 0, 0, 0, 0, 0, 1], Side::South);
    let q = play(&p, "2L");
    assert_eq!(board(&q), [2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(captured(&q), [1, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn giuthi_extra_move_when_not_crossed() {
    // [0,2,0,0,2 | 0,0,0,0,1], South "2R": idx 2, 3 0->1: end hole 3 in South's own row and
    // no seed went to North's row: South moves again. -> [0,0,1,1,2 | 0,0,0,0,1].
    // [resolution] The extra move may be from any legal hole: here "5R" and "5L".
    let p = giuthi(&[0, 2, 0, 0, 2, 0, 0, 0, 0, 1], Side::South);
    let q = play(&p, "2R");
    assert_eq!(board(&q), [0, 0, 1, 1, 2, 0, 0, 0, 0, 1]);
    assert_eq!(captured(&q), [0, 0]);
    assert_eq!(q.to_move(), Side::South);
    assert_eq!(legal(&q), "5R 5L");
    // "5L": lap 1 from 4 (2) cw: idx 3 1->2, idx 2 1->2: relay acw from 2 (2): idx 3 2->3,
    // idx 4 0->1: end hole 4, own row, never crossed: another extra move.
    let r = play(&q, "5L");
    assert_eq!(board(&r), [0, 0, 0, 3, 1, 0, 0, 0, 0, 1]);
    assert_eq!(r.to_move(), Side::South);
    // "5R": idx 5, 6 0->1: end hole 6 in North's row: nothing captured, turn passes.
    let r = play(&q, "5R");
    assert_eq!(board(&r), [0, 0, 1, 1, 0, 1, 1, 0, 0, 1]);
    assert_eq!(captured(&r), [0, 0]);
    assert_eq!(r.to_move(), Side::North);
}

#[test]
fn giuthi_capture_even_with_empty_opposite() {
    // `giuthi_relay_laps_alternate_direction` captured the lone end seed with opposite(1) empty.
    // Another: [0,0,1,0,2 | 0,3,0,0,0], South "5R":
    // lap 1: from 4 (2) acw: idx 5 0->1, idx 6 3->4: relay cw from 6 (4).
    // lap 2: idx 5 1->2, 4 0->1, 3 0->1, 2 1->2: relay acw from 2 (2).
    // lap 3: idx 3 1->2, idx 4 1->2: relay cw from 4 (2).
    // lap 4: idx 3 2->3, idx 2 0->1: end hole 2, own row, crossed. Last lap cw.
    // Capture idx 2 (1) + opposite(2) = 7 (0) = 1. Chain cw: idx 1 empty (opp 8: 0), idx 0 empty
    // (opp 9: 0), end of row. -> [0,0,0,3,0 | 2,0,0,0,0], captured [1,0].
    let p = giuthi(&[0, 0, 1, 0, 2, 0, 3, 0, 0, 0], Side::South);
    let q = play(&p, "5R");
    assert_eq!(board(&q), [0, 0, 0, 3, 0, 2, 0, 0, 0, 0]);
    assert_eq!(captured(&q), [1, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn giuthi_chain_capture_stops_at_occupied_hole() {
    // [0,2,0,1,0 | 2,5,4,3,1], South "2L":
    // lap 1: from 1 (2) cw: idx 0 0->1, idx 9 1->2: relay acw from 9 (2).
    // lap 2: idx 0 1->2, idx 1 0->1: end hole 1, own row, crossed; last lap acw.
    // Capture idx 1 (1) + opposite(1) = 8 (3) = 4. Chain acw: idx 2 empty: capture opposite(2) =
    // 7 (4); idx 3 holds 1: stop (opposite(3) = 6 with 5 and opposite(4) = 5 with 2 stay).
    // -> [2,0,0,1,0 | 2,5,0,0,0], captured [8,0], North to move.
    let p = giuthi(&[0, 2, 0, 1, 0, 2, 5, 4, 3, 1], Side::South);
    let q = play(&p, "2L");
    assert_eq!(board(&q), [2, 0, 0, 1, 0, 2, 5, 0, 0, 0]);
    assert_eq!(captured(&q), [8, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn giuthi_chain_does_not_wrap() {
    // [2,0,1,0,0 | 0,1,0,3,0], South "1L":
    // lap 1: from 0 (2) cw: idx 9 0->1, idx 8 3->4: relay acw from 8 (4).
    // lap 2: idx 9 1->2, 0 0->1, 1 0->1, 2 1->2: relay cw from 2 (2).
    // lap 3: idx 1 1->2, idx 0 1->2: relay acw from 0 (2).
    // lap 4: idx 1 2->3, idx 2 0->1: end hole 2, own row, crossed; last lap acw.
    // Board before the capture: [0,3,1,0,0 | 0,1,0,0,2].
    // Capture idx 2 (1) + opposite(2) = 7 (0); chain acw: idx 3 empty: opposite(3) = 6 (1);
    // idx 4 empty: opposite(4) = 5 (0); end of the row: stop. Without that stop the chain would
    // wrap to idx 0 (empty) and take opposite(0) = 9 (2 seeds), which stays.
    // -> [0,3,0,0,0 | 0,0,0,0,2], captured [2,0].
    let p = giuthi(&[2, 0, 1, 0, 0, 0, 1, 0, 3, 0], Side::South);
    let q = play(&p, "1L");
    assert_eq!(board(&q), [0, 3, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(captured(&q), [2, 0]);
    // The clockwise case of `giuthi_capture_even_with_empty_opposite` stops at idx 0 too:
    // wrapping there would reach idx 4 (empty) and take opposite(4) = 5 (2 seeds), which stays.
    let q = play(&giuthi(&[0, 0, 1, 0, 2, 0, 3, 0, 0, 0], Side::South), "5R");
    assert_eq!(board(&q)[5], 2);
}

#[test]
fn giuthi_end_in_opponent_row_passes_turn_without_capture() {
    // [0,0,1,1,2 | 0,0,0,0,1] South "5R": idx 5, 6 0->1: end hole 6 (North's): turn passes,
    // nothing captured though the move crossed.
    let p = giuthi(&[0, 0, 1, 1, 2, 0, 0, 0, 0, 1], Side::South);
    let q = play(&p, "5R");
    assert_eq!(board(&q), [0, 0, 1, 1, 0, 1, 1, 0, 0, 1]);
    assert_eq!(captured(&q), [0, 0]);
    assert_eq!(q.to_move(), Side::North);
}

#[test]
fn giuthi_pass_when_no_sowing() {
    // After `giuthi_relay_laps_alternate_direction`: [2,0,0,0,0 | 0,0,0,0,0], North to move.
    // North has no sowing but South has (idx 0 holds 2): North's single move is "pass", a ply
    // that only hands the move back.
    let p = giuthi(&[2, 0, 0, 0, 0, 0, 0, 0, 0, 0], Side::North);
    assert_eq!(legal(&p), "pass");
    let q = play(&p, "pass");
    assert_eq!(board(&q), board(&p));
    assert_eq!(q.to_move(), Side::South);
    // Single seeds do not count as a sowing: [2,0,0,0,0 | 1,1,1,1,1] North still passes.
    assert_eq!(
        legal(&giuthi(&[2, 0, 0, 0, 0, 1, 1, 1, 1, 1], Side::North)),
        "pass"
    );
    // South, who has a sowing, may not pass; pass does not exist in the other games.
    assert!(!q.is_legal(Move::Pass));
    assert!(q
        .play(Move::Pass)
        .unwrap_err()
        .to_string()
        .contains("must sow"));
    assert!(!Position::start(Rules::new(Game::EnDodoi)).is_legal(Move::Pass));
    // A pass counts as a ply in a History.
    let mut h = History::from_position(p, 7);
    h.play(Move::Pass).unwrap();
    assert_eq!(h.ply(), 8);
    assert_eq!(h.moves().collect::<Vec<_>>(), vec![Move::Pass]);
}

#[test]
fn giuthi_pass_after_extra_move_without_sowing() {
    // [0,2,0,0,0 | 0,0,0,0,2], South "2R": idx 2, 3 0->1: end hole 3, not crossed: South moves
    // again, but has only single seeds: South's move is "pass". North sows next.
    let p = giuthi(&[0, 2, 0, 0, 0, 0, 0, 0, 0, 2], Side::South);
    let q = play(&p, "2R");
    assert_eq!(q.to_move(), Side::South);
    assert_eq!(legal(&q), "pass");
    let r = play(&q, "pass");
    assert_eq!(r.to_move(), Side::North);
    assert_eq!(legal(&r), "5R 5L");
}

#[test]
fn giuthi_pass_when_every_sowing_is_endless() {
    // Giuthi 2x2 [5,1 | 6,1], South to move. idx 1 holds a single seed; both sowings of idx 0
    // never end (traced): "1R": laps go [1,3,7,2] [2,0,8,3] [4,2,2,5] [5,3,0,5] [1,5,1,6]
    // [3,1,2,7] [0,2,3,8] [2,4,5,2] [3,5,5,0] [5,1,6,1] and relay from idx 0 rightwards again: a
    // 10-lap cycle; "1L" likewise (the mirror image). North has sowings (idx 2 holds 6), so
    // South's single move is "pass".
    let p = setup(
        rules(Game::Giuthi, 2, 4),
        &[5, 1, 6, 1],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "pass");
    let q = play(&p, "pass");
    assert_eq!(legal(&q), "1R 1L");
}

#[test]
fn giuthi_endless_sowing_is_not_legal() {
    // Giuthi 2x2 [3,3 | 1,3], South to move. "2L" never ends: 16 laps, alternating direction:
    // [4,0,2,4] [5,0,0,5] [1,1,1,7] [3,3,3,1] [4,4,0,2] [5,5,0,0] [7,1,1,1] [1,3,3,3] [2,4,4,0]
    // [0,5,5,0] [1,7,1,1] [3,1,3,3] [0,2,4,4] [0,0,5,5] [1,1,7,1] [3,3,1,3], the last lap
    // ending in idx 1 (occupied) so the next lap takes idx 1's 3 seeds clockwise again: the state
    // of lap 1. The other three sowings end after 2 laps.
    let p = setup(
        rules(Game::Giuthi, 2, 4),
        &[3, 3, 1, 3],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "1R 1L 2R");
    let p = setup(
        lap_limit(rules(Game::Giuthi, 2, 4), MAX_LAP_LIMIT),
        &[3, 3, 1, 3],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "1R 1L 2R");
}

#[test]
fn giuthi_game_ends_when_neither_can_sow() {
    // [0,2,0,0,0 | 1,0,0,0,0], captured [3,4], South "2R": end hole 3, not crossed: South would
    // move again, but South has only single seeds and so has North: the game ends.
    // Score = captured + own row: South 3 + 2 = 5, North 4 + 1 = 5: a draw.
    let p = setup(
        rules(Game::Giuthi, 5, 4),
        &[0, 2, 0, 0, 0, 1, 0, 0, 0, 0],
        [3, 4],
        Side::South,
    );
    let mut h = History::from_position(p, 0);
    h.play(mv("2R")).unwrap();
    assert_eq!(board(h.position()), [0, 0, 1, 1, 0, 1, 0, 0, 0, 0]);
    assert_eq!(legal(h.position()), "");
    let o = *h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (None, [5, 5], EndReason::NoMove)
    );
    // With the counts [3,3] South wins 5-4.
    let p = setup(
        rules(Game::Giuthi, 5, 4),
        &[0, 0, 1, 1, 0, 1, 0, 0, 0, 0],
        [3, 3],
        Side::North,
    );
    let o = History::from_position(p, 0).outcome().copied().unwrap();
    assert_eq!((o.winner, o.score), (Some(Side::South), [5, 4]));
}

#[test]
fn giuthi_game_ends_when_the_only_sowings_are_endless() {
    // Giuthi 2x2 [7,1 | 1,1], South to move: both sowings of idx 0 never end (16-lap cycles,
    // traced), everything else is a single seed, so neither player has a sowing: game over.
    // Score [0+8, 0+2]: South wins.
    let p = setup(
        rules(Game::Giuthi, 2, 4),
        &[7, 1, 1, 1],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "");
    let o = History::from_position(p, 0).outcome().copied().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::South), [8, 2], EndReason::NoMove)
    );
}

// ---------------------------------------------------------------------------------------------
// Repetition (sections 1 and 6)
// ---------------------------------------------------------------------------------------------

/// Plays `line` from `start` (set up at ply 10); returns the history.
fn cycle(start: Position, line: &[&str]) -> History {
    let mut h = History::from_position(start.clone(), 10);
    play_line(&mut h, line);
    h
}

// En Gehé on a 2x2 board [0,1 | 1,1], North to move:
// North "2" (idx 3, 1 seed): idx 0 0->1: end hole in South's row, nothing. -> [1,1 | 1,0].
// South "2" (idx 1, 1): idx 2 1->2 relay; from 2 (2): idx 3 0->1, idx 0 1->2 relay; from 0 (2):
// idx 1 0->1, idx 2 0->1: end hole 2 (North's row). -> [0,1 | 1,1], North to move: the start.
const EN_GEHE_CYCLE: ([u64; 4], [&str; 2]) = ([0, 1, 1, 1], ["2", "2"]);

#[test]
fn en_gehe_repetition_own_row_by_default() {
    // Own-row scoring: South 0 + 1 = 1, North 0 + 2 = 2: North wins.
    let (b, line) = EN_GEHE_CYCLE;
    let h = cycle(
        setup(rules(Game::EnGehe, 2, 4), &b, [0, 0], Side::North),
        &line,
    );
    assert_eq!(board(h.position()), b);
    let o = *h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::North), [1, 2], EndReason::Repetition)
    );
    assert_eq!(h.ply(), 12);
}

#[test]
fn en_gehe_repetition_draw_option() {
    let (b, line) = EN_GEHE_CYCLE;
    let r = with(rules(Game::EnGehe, 2, 4), &[("repetition", "draw")]);
    let o = *cycle(setup(r, &b, [0, 0], Side::North), &line)
        .outcome()
        .unwrap();
    // A draw; the score reported is the own-row totals (RULES.md does not say; the crate's choice).
    assert_eq!(
        (o.winner, o.score, o.reason),
        (None, [1, 2], EndReason::Repetition)
    );
}

// En Dodoi on 2x2 [1,1 | 2,1], North to move:
// North "2" (idx 3, 1): idx 0 1->2 relay; from 0 (2): idx 1 1->2, 2 2->3 relay; from 2 (3):
// idx 3 0->1, 0 0->1, 1 2->3 relay; from 1 (3): idx 2 0->1, 3 1->2, 0 1->2 relay; from 0 (2):
// idx 1 0->1, 2 1->2 relay; from 2 (2): idx 3 2->3, idx 0 0->1: end hole 0 (South's row).
// -> [1,1 | 0,3].
// South "1" (idx 0, 1): idx 1 1->2 relay; from 1 (2): idx 2 0->1, 3 3->4 relay; from 3 (4):
// idx 0 0->1, 1 0->1, 2 1->2, 3 0->1: end hole 3 (North's row). -> [1,1 | 2,1]: the start.
const EN_DODOI_CYCLE: ([u64; 4], [&str; 2]) = ([1, 1, 2, 1], ["2", "1"]);

#[test]
fn en_dodoi_repetition_own_row_by_default() {
    // With captures [3,0]: South 3 + 2 = 5, North 0 + 3 = 3: South wins on own-row totals.
    let (b, line) = EN_DODOI_CYCLE;
    let h = cycle(
        setup(rules(Game::EnDodoi, 2, 4), &b, [3, 0], Side::North),
        &line,
    );
    let o = *h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::South), [5, 3], EndReason::Repetition)
    );
    // Without captures: [2,3], North wins.
    let h = cycle(
        setup(rules(Game::EnDodoi, 2, 4), &b, [0, 0], Side::North),
        &line,
    );
    let o = *h.outcome().unwrap();
    assert_eq!((o.winner, o.score), (Some(Side::North), [2, 3]));
}

#[test]
fn en_dodoi_repetition_draw_option() {
    let (b, line) = EN_DODOI_CYCLE;
    let r = with(rules(Game::EnDodoi, 2, 4), &[("repetition", "draw")]);
    let o = *cycle(setup(r, &b, [3, 0], Side::North), &line)
        .outcome()
        .unwrap();
    assert_eq!((o.winner, o.reason), (None, EndReason::Repetition));
    assert_eq!(o.score, [5, 3]); // the crate reports the own-row totals
}

// Sadeqa II on 2x2 [0,0 | 1,1], North to move, both openings done:
// North "1" (idx 2, 1): idx 3 1->2 relay; from 3 (2): idx 0 0->1, idx 1 0->1: end hole 1;
// opposite(1) = 2 is empty: nothing. -> [1,1 | 0,0].
// South "1" (idx 0, 1): idx 1 1->2 relay; from 1 (2): idx 2, 3 0->1: end hole 3;
// opposite(3) = 0 is empty: nothing. -> [0,0 | 1,1], North to move: the start.
const SADEQA_CYCLE: ([u64; 4], [&str; 2]) = ([0, 0, 1, 1], ["1", "1"]);

#[test]
fn sadeqa_repetition_draw_by_default() {
    // Draw; the score is the seeds left in each row: [0,2] (captures [5,0] play no part).
    let (b, line) = SADEQA_CYCLE;
    let o = *cycle(
        setup(rules(Game::SadeqaII, 2, 3), &b, [5, 0], Side::North),
        &line,
    )
    .outcome()
    .unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (None, [0, 2], EndReason::Repetition)
    );
}

#[test]
fn sadeqa_repetition_own_row_option() {
    // own-row: captures + own row: South 5 + 0, North 0 + 2: South wins 5-2.
    let (b, line) = SADEQA_CYCLE;
    let r = with(rules(Game::SadeqaII, 2, 3), &[("repetition", "own-row")]);
    let o = *cycle(setup(r, &b, [5, 0], Side::North), &line)
        .outcome()
        .unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::South), [5, 2], EndReason::Repetition)
    );
}

#[test]
fn sadeqa_opening_flags_are_part_of_the_position() {
    // The same board and side to move with other opening flags is another position.
    let (b, line) = SADEQA_CYCLE;
    let r = rules(Game::SadeqaII, 2, 3);
    let flags = |f: [bool; 2]| Position::setup(r, &b, [0, 0], Side::North, f).unwrap();
    let h = History::from_position(flags([true, true]), 0);
    assert!(h.occurred(&flags([true, true])));
    assert!(!h.occurred(&flags([true, false])));
    assert!(!h.occurred(&flags([false, true])));
    // With North's opening not made, North is forced to hole 2 (idx 3, 1 seed): idx 0 0->1,
    // end hole 0; opposite(0) = 3 was just emptied: nothing. -> [1,0 | 1,0], and the cycle of
    // SADEQA_CYCLE is not followed.
    let p = flags([true, false]);
    assert_eq!(legal(&p), "2");
    assert!(!p.is_legal(mv(line[0])));
    assert_eq!(board(&play(&p, "2")), [1, 0, 1, 0]);
}

// Giuthi on 2x3 [0,3,1 | 0,1,0] (opposite(i) = 5 - i), South to move:
// South "2L" (idx 1, 3) cw: idx 0 0->1, 5 0->1, 4 1->2: relay acw from 4 (2): idx 5 1->2, idx 0
// 1->2: relay cw from 0 (2): idx 5 2->3, idx 4 0->1: end hole 4 (North's row): turn passes.
// -> [0,0,1 | 0,1,3].
// North "3R" (idx 5, 3) acw: idx 0, 1 0->1, idx 2 1->2: relay cw from 2 (2): idx 1 1->2, idx 0
// 1->2: relay acw from 0 (2): idx 1 2->3, idx 2 0->1: end hole 2 (South's row): turn passes.
// -> [0,3,1 | 0,1,0], South to move: the start.
const GIUTHI_CYCLE: ([u64; 6], [&str; 2]) = ([0, 3, 1, 0, 1, 0], ["2L", "3R"]);

#[test]
fn giuthi_repetition_draw_by_default() {
    // Draw whatever the counts; the score (captured + own row) is reported: [4,1].
    let (b, line) = GIUTHI_CYCLE;
    let h = cycle(
        setup(rules(Game::Giuthi, 3, 4), &b, [0, 0], Side::South),
        &line,
    );
    assert_eq!(board(h.position()), b);
    let o = *h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (None, [4, 1], EndReason::Repetition)
    );
}

#[test]
fn giuthi_repetition_own_row_option() {
    let (b, line) = GIUTHI_CYCLE;
    let r = with(rules(Game::Giuthi, 3, 4), &[("repetition", "own-row")]);
    let o = *cycle(setup(r, &b, [0, 0], Side::South), &line)
        .outcome()
        .unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (Some(Side::South), [4, 1], EndReason::Repetition)
    );
}

#[test]
fn giuthi_pass_counts_for_repetition() {
    // Giuthi 2x3 [1,1,1 | 1,1,3], South to move: only single seeds, North has a sowing: "pass".
    // P1 = the same board with North to move.
    // North "3R" (idx 5, 3) acw: idx 0,1,2 1->2: relay cw from 2 (2): idx 1 2->3, idx 0 2->3:
    // relay acw from 0 (3): idx 1 3->4, 2 0->1, 3 1->2: relay cw from 3 (2): idx 2 1->2, idx 1
    // 4->5: relay acw from 1 (5): idx 2 2->3, 3 0->1, 4 1->2, 5 0->1, 0 0->1: end hole 0
    // (South's row): turn passes. -> [1,0,3 | 1,2,1].
    // South "3R" (idx 2, 3) acw: idx 3 1->2, 4 2->3, 5 1->2: relay cw from 5 (2): idx 4 3->4,
    // 3 2->3: relay acw from 3 (3): idx 4 4->5, 5 0->1, 0 1->2: relay cw from 0 (2): idx 5 1->2,
    // 4 5->6: relay acw from 4 (6): idx 5 2->3, 0,1,2,3,4 0->1: end hole 4 (North's row).
    // -> [1,1,1 | 1,1,3], North to move: P1, the position the pass produced. A draw, [3,5].
    let p = setup(
        rules(Game::Giuthi, 3, 4),
        &[1, 1, 1, 1, 1, 3],
        [0, 0],
        Side::South,
    );
    assert_eq!(legal(&p), "pass");
    let mut h = History::from_position(p, 0);
    play_line(&mut h, &["pass", "3R"]);
    assert_eq!(board(h.position()), [1, 0, 3, 1, 2, 1]);
    play_line(&mut h, &["3R"]);
    assert_eq!(board(h.position()), [1, 1, 1, 1, 1, 3]);
    assert_eq!(h.position().to_move(), Side::North);
    let o = *h.outcome().unwrap();
    assert_eq!(
        (o.winner, o.score, o.reason),
        (None, [3, 5], EndReason::Repetition)
    );
}

#[test]
fn set_up_position_counts_as_occurred() {
    // In every cycle above the repeated position is the set-up position itself: the game ends
    // at its first recurrence, so the set-up position counted as occurred.
    let (b, line) = EN_DODOI_CYCLE;
    let p = setup(rules(Game::EnDodoi, 2, 4), &b, [0, 0], Side::North);
    let mut h = History::from_position(p.clone(), 0);
    assert!(h.occurred(&p));
    h.play(mv(line[0])).unwrap();
    assert!(h.outcome().is_none());
    h.play(mv(line[1])).unwrap();
    assert_eq!(h.position(), &p);
    assert_eq!(h.start(), &p);
    assert_eq!(h.outcome().unwrap().reason, EndReason::Repetition);
    // So does a start position.
    let r = Rules::new(Game::EnDodoi);
    assert!(History::new(r).occurred(&Position::start(r)));
    // The same set-up read from JSON (the protocol's set_position) behaves the same.
    let mut h = History::from_json(&state_json(&p, 5, None)).unwrap();
    play_line(&mut h, &line);
    assert_eq!(h.outcome().unwrap().reason, EndReason::Repetition);
    assert_eq!(h.ply(), 7);
}

#[test]
fn repetition_needs_equal_captures_and_side_to_move() {
    let (b, _) = EN_DODOI_CYCLE;
    let p = setup(rules(Game::EnDodoi, 2, 4), &b, [0, 0], Side::North);
    let h = History::from_position(p, 0);
    assert!(!h.occurred(&setup(rules(Game::EnDodoi, 2, 4), &b, [1, 0], Side::North)));
    assert!(!h.occurred(&setup(rules(Game::EnDodoi, 2, 4), &b, [0, 0], Side::South)));
    assert!(h.occurred(&setup(rules(Game::EnDodoi, 2, 4), &b, [0, 0], Side::North)));
}

#[test]
fn undo_takes_back_a_repetition_ending() {
    let (b, line) = EN_DODOI_CYCLE;
    let p = setup(rules(Game::EnDodoi, 2, 4), &b, [0, 0], Side::North);
    let mut h = History::from_position(p, 0);
    play_line(&mut h, &line);
    assert!(h.outcome().is_some());
    assert!(h.undo());
    assert!(h.outcome().is_none());
    assert_eq!(h.ply(), 1);
    assert!(h.undo());
    assert!(!h.undo());
}

#[test]
fn no_move_ending_beats_repetition() {
    // Section 6: a ply that both ends the game by the no-move rule and repeats a position ends
    // by the no-move rule. Whether the side to move has a move depends only on the position, so
    // a repeated position that has no move would have ended the game at its first occurrence;
    // the only such position that can be "repeated" is one that counts as occurred from the
    // start. A game set up in a no-move position ends at once by no-move (not repetition), and
    // no further ply is possible.
    let (b, _) = SADEQA_CYCLE;
    // Sadeqa 2x2 [0,0 | 1,1] with South to move: South has no seeds and loses.
    let p = setup(rules(Game::SadeqaII, 2, 3), &b, [0, 0], Side::South);
    let mut h = History::from_position(p.clone(), 0);
    assert!(h.occurred(&p));
    let o = *h.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::North), EndReason::NoMove));
    assert_eq!(h.play(mv("1")), Err(PlayError::GameOver));
    // And a ply into a no-move position that did not occur before ends by no-move.
    // En Dodoi 2x2 [1,0 | 0,0] South "1": idx 1 0->1, end hole 1, opposite(2) empty:
    // [0,1 | 0,0]; North has no move.
    let p = setup(
        rules(Game::EnDodoi, 2, 4),
        &[1, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    let mut h = History::from_position(p, 0);
    h.play(mv("1")).unwrap();
    assert_eq!(h.outcome().unwrap().reason, EndReason::NoMove);
}

// ---------------------------------------------------------------------------------------------
// Scores and the position JSON
// ---------------------------------------------------------------------------------------------

#[test]
fn score_fields_by_game() {
    // En Dodoi no-move: captured + sweep to the last mover (North to move, so South gets it).
    let b = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let o = setup(Rules::new(Game::EnDodoi), &b, [20, 25], Side::North).no_move_outcome();
    assert_eq!((o.winner, o.score), (Some(Side::North), [23, 25]));
    // En Gehé the same on its board.
    let r = Rules::new(Game::EnGehe);
    let o = setup(r, &sparse(r, &[(0, 1), (1, 2)]), [20, 25], Side::North).no_move_outcome();
    assert_eq!((o.winner, o.score), (Some(Side::North), [23, 25]));
    // Sadeqa no-move: the mover loses; score = the seeds left in each row.
    let o = setup(Rules::new(Game::SadeqaII), &b, [20, 25], Side::North).no_move_outcome();
    assert_eq!((o.winner, o.score), (Some(Side::South), [3, 0]));
    // Giuthi no-move: captured + own row, higher wins.
    let b = [1, 1, 0, 0, 0, 0, 0, 0, 0, 1];
    let o = setup(rules(Game::Giuthi, 5, 4), &b, [20, 21], Side::North).no_move_outcome();
    assert_eq!((o.winner, o.score), (None, [22, 22]));
    // winner names as in the JSON.
    assert_eq!(o.winner_name(), "draw");
    assert_eq!(EndReason::NoMove.name(), "no-move");
    assert_eq!(EndReason::Repetition.name(), "repetition");
}

#[test]
fn state_json_matches_the_protocol_example() {
    let h = History::new(Rules::new(Game::Giuthi));
    assert_eq!(
        h.to_json(),
        r#"{"game":"giuthi","holes":8,"seeds":8,"options":{"lap_limit":10000,"repetition":"draw"},"board":[8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8],"captured":[0,0],"to_move":"south","ply":0,"result":null}"#
    );
    let h = History::new(Rules::new(Game::SadeqaII));
    assert_eq!(
        h.to_json(),
        r#"{"game":"sadeqa-ii","holes":6,"seeds":3,"options":{"lap_limit":10000,"repetition":"draw","opening_rule":true},"board":[3,3,3,3,3,3,3,3,3,3,3,3],"captured":[0,0],"to_move":"south","opening_done":[false,false],"ply":0,"result":null}"#
    );
    let r = with(
        Rules::new(Game::EnDodoi),
        &[("capture_lone_seed", "true"), ("lap_limit", "500")],
    );
    assert!(state_json(&Position::start(r), 3, None).starts_with(
        r#"{"game":"en-dodoi","holes":6,"seeds":4,"options":{"lap_limit":500,"capture_lone_seed":true,"repetition":"own-row"},"#
    ));
}

#[test]
fn position_from_json_reads_fields_and_defaults() {
    // Only game, board and to_move are required; seeds, options, captured, ply default.
    let (p, ply) = position_from_json(
        r#"{"game":"en-dodoi","board":[0,2,0,0,0,1,3,0,4,1,2,0],"to_move":"south"}"#,
    )
    .unwrap();
    assert_eq!(ply, 0);
    assert_eq!(p.rules(), &Rules::new(Game::EnDodoi));
    assert_eq!(board(&p), [0, 2, 0, 0, 0, 1, 3, 0, 4, 1, 2, 0]);
    assert_eq!(captured(&p), [0, 0]);
    let text = r#"{"game":"sadeqa-ii","holes":2,"seeds":3,"options":{"repetition":"own-row"},"board":[1,3,1,0],"captured":[4,5],"to_move":"north","opening_done":[true,false],"ply":17,"result":{"winner":"south"},"extra":1}"#;
    let (p, ply) = position_from_json(text).unwrap();
    assert_eq!(ply, 17);
    assert_eq!(p.rules().holes(), 2);
    assert_eq!(p.rules().options().repetition, Repetition::OwnRow);
    assert_eq!(captured(&p), [4, 5]);
    assert_eq!(p.to_move(), Side::North);
    assert!(p.opening_done(Side::South) && !p.opening_done(Side::North));
    for bad in [
        r#"{"board":[1,1,1,1],"to_move":"south"}"#,
        r#"{"game":"oware","board":[1,1,1,1],"to_move":"south"}"#,
        r#"{"game":"giuthi","board":[1,1,1],"to_move":"south"}"#,
        r#"{"game":"giuthi","board":[1,1],"to_move":"south"}"#,
        r#"{"game":"giuthi","holes":3,"board":[1,1,1,1],"to_move":"south"}"#,
        r#"{"game":"giuthi","board":[1,1,1,1],"to_move":"east"}"#,
        r#"{"game":"giuthi","board":[1,-1,1,1],"to_move":"south"}"#,
        r#"{"game":"giuthi","board":[1,1,1,1],"to_move":"south","options":{"capture_lone_seed":true}}"#,
        r#"{"game":"giuthi","board":[1,1,1,1],"to_move":"south","options":{"lap_limit":0}}"#,
        r#"{"game":"en-dodoi","board":[1,1,1,1],"to_move":"south","options":{"repetition":"maybe"}}"#,
        r#"not json"#,
    ] {
        assert!(position_from_json(bad).is_err(), "{bad}");
    }
}

#[test]
fn json_result_of_a_finished_game_is_recomputed() {
    // A terminal set-up position read from JSON gets its result recomputed (the given one is ignored).
    let text = r#"{"game":"sadeqa-ii","board":[0,0,0,0,0,0,1,0,0,0,0,0],"captured":[30,5],"to_move":"south","opening_done":[true,true],"ply":40,"result":null}"#;
    let h = History::from_json(text).unwrap();
    assert!(h
        .to_json()
        .ends_with(r#""ply":40,"result":{"winner":"north","score":[0,1],"reason":"no-move"}}"#));
}

// ---------------------------------------------------------------------------------------------
// Section 8: options
// ---------------------------------------------------------------------------------------------

#[test]
fn option_defaults_match_the_table() {
    for game in Game::ALL {
        let o = Options::defaults(game);
        assert_eq!(o.lap_limit, 10_000);
        assert!(!o.capture_lone_seed);
        assert!(o.opening_rule);
        let rep = match game {
            Game::EnGehe | Game::EnDodoi => Repetition::OwnRow,
            Game::SadeqaII | Game::Giuthi => Repetition::Draw,
        };
        assert_eq!(o.repetition, rep);
    }
    assert_eq!(
        Game::EnGehe.option_names(),
        &["lap_limit", "capture_lone_seed", "repetition"]
    );
    assert_eq!(
        Game::EnDodoi.option_names(),
        &["lap_limit", "capture_lone_seed", "repetition"]
    );
    assert_eq!(
        Game::SadeqaII.option_names(),
        &["lap_limit", "repetition", "opening_rule"]
    );
    assert_eq!(Game::Giuthi.option_names(), &["lap_limit", "repetition"]);
}

#[test]
fn option_values_are_checked() {
    let mut o = Options::defaults(Game::EnDodoi);
    for (name, value) in [
        ("lap_limit", "1"),
        ("lap_limit", "1000000"),
        ("capture_lone_seed", "true"),
        ("repetition", "draw"),
    ] {
        o.set(Game::EnDodoi, name, value).unwrap();
        assert_eq!(o.value(name).unwrap(), value);
    }
    for (name, value) in [
        ("lap_limit", "0"),
        ("lap_limit", "1000001"),
        ("lap_limit", "-1"),
        ("lap_limit", "ten"),
        ("capture_lone_seed", "yes"),
        ("repetition", "own_row"),
        ("opening_rule", "true"), // not an En Dodoi option
        ("holes", "6"),
    ] {
        assert!(o.set(Game::EnDodoi, name, value).is_err(), "{name}={value}");
    }
    assert!(Options::defaults(Game::SadeqaII)
        .set(Game::SadeqaII, "capture_lone_seed", "true")
        .is_err());
    assert!(Options::defaults(Game::Giuthi)
        .set(Game::Giuthi, "opening_rule", "false")
        .is_err());
    // from_settings: sizes and options together; duplicates rejected.
    let r = Rules::from_settings(
        Game::Giuthi,
        [("holes", "6"), ("seeds", "4"), ("lap_limit", "77")],
    )
    .unwrap();
    assert_eq!((r.holes(), r.seeds(), r.options().lap_limit), (6, 4, 77));
    assert!(Rules::from_settings(Game::Giuthi, [("holes", "6"), ("holes", "7")]).is_err());
    assert!(Rules::from_settings(Game::Giuthi, [("holes", "1")]).is_err());
    assert!(Rules::from_settings(Game::Giuthi, [("seeds", "256")]).is_err());
    assert!(Rules::from_settings(Game::Giuthi, [("seeds", "x")]).is_err());
    assert_eq!(
        Rules::from_settings(Game::Giuthi, []).unwrap(),
        Rules::new(Game::Giuthi)
    );
}

#[test]
fn laps_show_each_relay_lap() {
    // En Dodoi 2x6 from the start, hole 1: 4 seeds into holes 2..5 (lap 1 ends in an occupied hole),
    // and the relay laps go on until one ends in an empty hole.
    let start = Position::start(Rules::new(Game::EnDodoi));
    let laps = start.laps(Move::hole(1)).unwrap();
    assert!(laps.len() > 1);
    assert_eq!(laps[0].from, 0);
    assert_eq!(&laps[0].board[..6], &[0, 5, 5, 5, 5, 4]);
    // Every lap conserves the seeds, and the last lap's board is the move's board before capture.
    for lap in &laps {
        assert_eq!(lap.board.iter().map(|&c| c as u32).sum::<u32>(), 48);
    }
    let after = start.play(Move::hole(1)).unwrap();
    let last = &laps.last().unwrap().board;
    let captured = after.captured(Side::South) as usize;
    let differing = last
        .iter()
        .zip(after.board())
        .filter(|(a, b)| a != b)
        .count();
    assert!(captured == 0 && differing == 0 || captured > 0 && differing == 2);
    // Giuthi laps alternate direction; illegal moves are refused.
    let giuthi = Position::start(Rules::new(Game::Giuthi));
    let laps = giuthi
        .laps(Move::directed(3, Direction::Anticlockwise))
        .unwrap();
    for pair in laps.windows(2) {
        assert_ne!(pair[0].direction, pair[1].direction);
    }
    assert!(giuthi.laps(Move::hole(3)).is_err());
    assert!(giuthi.laps(Move::Pass).is_err());
}

#[test]
fn whole_numbers_are_read_exactly_or_refused() {
    let number = |text: &str| serde_json::from_str::<serde_json::Number>(text).expect("a number");
    for (text, want) in [
        ("10", Some(10)),
        ("10.0", Some(10)),
        ("0", Some(0)),
        ("18446744073709551615", Some(u64::MAX)),
        // Written with a fraction, a number is exact up to 2^53 and refused beyond.
        ("9007199254740992.0", Some(9_007_199_254_740_992)),
        ("9007199254740994.0", None),
        ("1e19", None),
        ("-1", None),
        ("1.5", None),
    ] {
        assert_eq!(mancala_rules::whole_number(&number(text)), want, "{text}");
    }
}
