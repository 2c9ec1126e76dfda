use mancala_rules::*;
use rand::{rngs::SmallRng, Rng, SeedableRng};

#[test]
fn smoke() {
    let mut rng = SmallRng::seed_from_u64(1);
    for game in Game::ALL {
        for _ in 0..50 {
            let mut h = History::new(Rules::new(game));
            let total = h.position().board_seeds();
            let mut plies = 0;
            while h.play_random(&mut |k| rng.random_range(0..k)).is_some() {
                plies += 1;
                let p = h.position();
                assert_eq!(
                    p.board_seeds() + p.captured(Side::South) + p.captured(Side::North),
                    total
                );
            }
            let o = h.outcome().unwrap();
            println!("{game} plies={plies} {:?}", o);
        }
    }
    let h = History::new(Rules::new(Game::Giuthi));
    println!("{}", h.to_json());
    println!("{}", History::new(Rules::new(Game::SadeqaII)).to_json());
}
