//! How many moves the side to move still makes, by the share of the seeds left on the board,
//! in games of level 10 against itself at a fixed time a move: the data behind
//! `time::expected_moves`.
//!
//! `cargo run --release -p mancala-player --example moves_left -- GAME HOLES GAMES MS`

use std::process::ExitCode;

use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_player::engine_move;
use mancala_rules::{Game, History, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Random plies at most before the engine plays, so that the games differ.
const MOST_RANDOM_PLIES: u32 = 3;

/// Plies after which a game is cut off (none of these games comes near it).
const MOST_PLIES: usize = 5_000;

/// What the command line asks for.
struct Request {
    rules: Rules,
    games: u64,
    ms: u64,
}

fn parse(args: &[String]) -> Result<Request, String> {
    let [game, holes, games, ms] = args else {
        return Err("usage: moves_left GAME HOLES GAMES MS".into());
    };
    let game: Game = game.parse().map_err(|e| format!("GAME {game:?}: {e}"))?;
    let holes: u64 = holes
        .parse()
        .map_err(|_| format!("HOLES {holes:?} is not a number"))?;
    let rules = Rules::with_size(game, holes, u64::from(game.default_seeds()))
        .map_err(|e| format!("HOLES {holes}: {e}"))?;
    let games = games
        .parse()
        .ok()
        .filter(|&g| g > 0)
        .ok_or(format!("GAMES {games:?} is not a positive number"))?;
    let ms = ms.parse().ok().filter(|&m| m > 0).ok_or(format!(
        "MS {ms:?} is not a positive number of milliseconds"
    ))?;
    Ok(Request { rules, games, ms })
}

/// Moves still made by the side to move, summed by tenth of the seeds' share on the board.
#[derive(Clone, Copy, Default)]
struct Bin {
    sum: f64,
    squares: f64,
    count: u64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let request = match parse(&args) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let rules = request.rules;
    let mut bins = [Bin::default(); 11];
    let mut lengths = Vec::new();
    let mut engine = Engine::new(16, 1);
    for g in 0..request.games {
        let mut rng = SmallRng::seed_from_u64(g);
        let mut game = History::new(rules);
        let start = f64::from(game.position().board_seeds());
        for _ in 0..rng.random_range(0..=MOST_RANDOM_PLIES) {
            if game.play_random(&mut |k| rng.random_range(0..k)).is_none() {
                break;
            }
        }
        engine.new_game();
        let mut seen = Vec::new();
        while game.outcome().is_none() && seen.len() < MOST_PLIES {
            let position = game.position();
            seen.push((
                position.to_move(),
                f64::from(position.board_seeds()) / start,
            ));
            let Some(result) =
                engine_move(&mut engine, &game, 10, &Limits::movetime_ms(request.ms))
            else {
                break;
            };
            if let Err(e) = game.play(result.best) {
                eprintln!("game {g}: the engine's move was refused: {e}");
                return ExitCode::FAILURE;
            }
        }
        lengths.push(seen.len());
        for (i, &(side, share)) in seen.iter().enumerate() {
            let left = seen[i..].iter().filter(|(s, _)| *s == side).count() as f64;
            let bin = &mut bins[((share * 10.0).round() as usize).min(10)];
            bin.sum += left;
            bin.squares += left * left;
            bin.count += 1;
        }
    }
    lengths.sort_unstable();
    println!(
        "{} 2x{}, {} games at {} ms a move: plies median {}, least {}, most {}",
        rules.game().name(),
        rules.holes(),
        request.games,
        request.ms,
        lengths[lengths.len() / 2],
        lengths[0],
        lengths[lengths.len() - 1]
    );
    println!("share on board   positions   moves left (mean, sd)");
    for (tenth, bin) in bins.iter().enumerate().rev() {
        if bin.count > 0 {
            let mean = bin.sum / bin.count as f64;
            let sd = (bin.squares / bin.count as f64 - mean * mean)
                .max(0.0)
                .sqrt();
            println!(
                "{:>14.1}   {:>9}   {mean:>6.1} {sd:>5.1}",
                tenth as f64 / 10.0,
                bin.count
            );
        }
    }
    ExitCode::SUCCESS
}
