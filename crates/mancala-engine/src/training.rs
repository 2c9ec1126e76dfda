//! Training data and fitting for the learned evaluation (`learned`): positions of self-play
//! games labelled with the game's final margin, and a ridge least-squares fit of the tables.
//!
//! The recipe (docs/engine.md, section 3.1): each game opens with a few uniformly random
//! plies, so that the games differ, and is then played to its end by the engine at a fixed
//! node budget a move, with its linear evaluation or with a learned table given to it (a
//! second generation fitted on the games of the first). Every position the engine moves from
//! is kept, labelled with the final margin seen from its side to move (Sadeqa II, where the result is win or loss: plus or
//! minus [`SADEQA_WIN`]). The labels are what strong play made of the position, so the fit
//! learns which columns win seeds in the end, not what the old evaluation thought of them.

use std::sync::atomic::{AtomicUsize, Ordering};

use mancala_rules::{Game, History, Outcome, Rules, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::learned::{active_features, features_len, LearnedEval};
use crate::search::{SearchConfig, Searcher};
use crate::time::Limits;

/// The label of a Sadeqa II win, in hundredths of a seed (a loss is its negative).
pub const SADEQA_WIN: f64 = 2000.0;

/// How to make self-play data.
#[derive(Clone, Debug)]
pub struct SelfPlayConfig {
    /// Games to play.
    pub games: usize,
    /// Nodes the engine searches a move.
    pub nodes: u64,
    /// Fewest and most random plies at the start of a game.
    pub random_plies: (usize, usize),
    /// Seed of the random plies.
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// How positions are labelled.
    pub label: Label,
    /// The learned evaluation the games are played (and searched for labels) with, fitted for
    /// the same board (`LearnedEval::fits`); `None`: the linear one.
    pub play_eval: Option<&'static LearnedEval>,
}

/// How a position is labelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The game's final margin for the side to move (Sadeqa II: win or loss).
    Outcome,
    /// The score of a search of this many nodes with the engine's current evaluation, a won
    /// or lost game counted as [`SEARCH_LABEL_BOUND`] (distils a deeper search into the table).
    Search(u64),
}

/// The label of a search that finds a won or lost game, in hundredths of a seed.
pub const SEARCH_LABEL_BOUND: f64 = 5000.0;

/// Labelled positions: for each, its table indices, the mover's capture lead, the label and
/// the game it came from.
#[derive(Clone, Debug, Default)]
pub struct Samples {
    /// Table indices a position uses: `stride` of them each.
    pub indices: Vec<u32>,
    /// Indices a position.
    pub stride: usize,
    /// The mover's capture lead of each position.
    pub leads: Vec<i32>,
    /// The final margin for the mover, in hundredths of a seed.
    pub labels: Vec<f64>,
    /// The game each position came from.
    pub games: Vec<u32>,
}

impl Samples {
    /// Number of positions.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    fn append(&mut self, other: Samples) {
        self.stride = other.stride;
        self.indices.extend(other.indices);
        self.leads.extend(other.leads);
        self.labels.extend(other.labels);
        self.games.extend(other.games);
    }

    /// The model's value of position `k` under `weights`.
    fn predict(&self, weights: &[f64], k: usize) -> f64 {
        let row = &self.indices[k * self.stride..(k + 1) * self.stride];
        weights[0]
            + weights[1] * self.leads[k] as f64
            + row.iter().map(|&i| weights[i as usize]).sum::<f64>()
    }
}

/// The label of a finished game for `side`, in hundredths of a seed.
pub fn label(game: Game, outcome: &Outcome, side: Side) -> f64 {
    if game == Game::SadeqaII {
        return match outcome.winner {
            None => 0.0,
            Some(w) if w == side => SADEQA_WIN,
            Some(_) => -SADEQA_WIN,
        };
    }
    let [south, north] = outcome.score;
    let margin = south as f64 - north as f64;
    100.0 * if side == Side::South { margin } else { -margin }
}

/// Plays `config.games` self-play games on `rules` and returns their positions, labelled;
/// `progress` is called with the number of games finished after each game.
pub fn self_play(
    rules: &Rules,
    config: &SelfPlayConfig,
    progress: &(dyn Fn(usize) + Sync),
) -> Samples {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let threads = config.threads.max(1);
    let mut parts: Vec<(usize, Samples)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut searcher = Searcher::new(16);
                    let mut mine = Vec::new();
                    loop {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        if g >= config.games {
                            break;
                        }
                        searcher.clear();
                        mine.push((g, play_one(rules, config, g, &mut searcher)));
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    parts.sort_by_key(|(g, _)| *g);
    let mut all = Samples {
        stride: 3 * rules.holes(),
        ..Samples::default()
    };
    for (_, part) in parts {
        all.append(part);
    }
    all
}

/// One self-play game, number `g`: its labelled positions (none if the random plies ended it).
fn play_one(rules: &Rules, config: &SelfPlayConfig, g: usize, searcher: &mut Searcher) -> Samples {
    let mut rng =
        SmallRng::seed_from_u64(config.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ g as u64);
    let mut game = History::new(*rules);
    let (lo, hi) = config.random_plies;
    let random = rng.random_range(lo..=hi.max(lo));
    for _ in 0..random {
        if game.outcome().is_some() {
            return Samples::default();
        }
        let moves = game.position().legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        if game.play(mv).is_err() {
            return Samples::default();
        }
    }
    // The linear evaluation plays (and labels) unless a table is given, so the data never
    // depend on the weights fitted to them, and regenerating a weights file gives the same file.
    let search = SearchConfig {
        learned: config.play_eval,
        ..SearchConfig::for_game(rules.game())
    };
    let limits = Limits {
        nodes: Some(config.nodes),
        ..Limits::default()
    };
    let mut out = Samples {
        stride: 3 * rules.holes(),
        ..Samples::default()
    };
    let mut movers = Vec::new();
    let mut searched = Vec::new();
    let mut scratch = Vec::new();
    while game.outcome().is_none() {
        let pos = game.position();
        let lead = active_features(pos, &mut scratch);
        out.indices.extend_from_slice(&scratch);
        out.leads.push(lead);
        out.games.push(g as u32);
        movers.push(pos.to_move());
        if let Label::Search(nodes) = config.label {
            let deep = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            let Some(result) = searcher.search(&game, &deep, false, search) else {
                break;
            };
            searched.push((result.score as f64).clamp(-SEARCH_LABEL_BOUND, SEARCH_LABEL_BOUND));
        }
        let Some(result) = searcher.search(&game, &limits, false, search) else {
            break;
        };
        if game.play(result.best).is_err() {
            break;
        }
    }
    let Some(outcome) = game.outcome().copied() else {
        return Samples::default();
    };
    if config.label != Label::Outcome {
        out.labels = searched;
        return out;
    }
    out.labels = movers
        .iter()
        .map(|&side| label(rules.game(), &outcome, side))
        .collect();
    out
}

/// How well a fit did: mean squared error (in seeds squared) on the positions fitted and on
/// those held out, and the share of the labels' variance explained on the held-out ones.
#[derive(Clone, Copy, Debug)]
pub struct FitReport {
    /// Positions fitted on.
    pub fitted: usize,
    /// Positions held out.
    pub held_out: usize,
    /// Mean squared error on the fitted positions, in seeds squared.
    pub train_mse: f64,
    /// Mean squared error on the held-out positions, in seeds squared.
    pub test_mse: f64,
    /// 1 - test_mse / variance of the held-out labels.
    pub test_r2: f64,
}

/// Fits the tables of `rules`' board to `samples` by ridge least squares (penalty `ridge`
/// times the number of fitted positions on every table weight), holding out every game whose
/// number is 9 modulo 10 to measure the fit.
pub fn fit(rules: &Rules, samples: &Samples, ridge: f64) -> (LearnedEval, FitReport) {
    let n = features_len(rules.holes());
    let train: Vec<usize> = (0..samples.len())
        .filter(|&k| samples.games[k] % 10 != 9)
        .collect();
    let test: Vec<usize> = (0..samples.len())
        .filter(|&k| samples.games[k] % 10 == 9)
        .collect();
    let lambda = ridge * train.len().max(1) as f64;
    // The normal equations (X'X + L) w = X'y, solved by conjugate gradients: X is sparse (one
    // index a column of the board), so X'X is never formed.
    let apply = |w: &[f64]| -> Vec<f64> {
        let mut out = vec![0.0; n];
        for &k in &train {
            let p = samples.predict(w, k);
            accumulate(samples, k, p, &mut out);
        }
        for (i, o) in out.iter_mut().enumerate().skip(2) {
            *o += lambda * w[i];
        }
        out
    };
    let mut rhs = vec![0.0; n];
    for &k in &train {
        accumulate(samples, k, samples.labels[k], &mut rhs);
    }
    let mut w = vec![0.0; n];
    let mut r = rhs.clone();
    let mut p = r.clone();
    let mut rr: f64 = r.iter().map(|x| x * x).sum();
    let start = rr;
    for _ in 0..400 {
        if rr <= start * 1e-14 || rr == 0.0 {
            break;
        }
        let ap = apply(&p);
        let pap: f64 = p.iter().zip(&ap).map(|(a, b)| a * b).sum();
        if pap <= 0.0 {
            break;
        }
        let alpha = rr / pap;
        for i in 0..n {
            w[i] += alpha * p[i];
            r[i] -= alpha * ap[i];
        }
        let rr_new: f64 = r.iter().map(|x| x * x).sum();
        let beta = rr_new / rr;
        for i in 0..n {
            p[i] = r[i] + beta * p[i];
        }
        rr = rr_new;
    }
    let table = LearnedEval::from_vector(rules, &w, train.len() as u64);
    let rounded = table.to_vector();
    let mse = |set: &[usize]| {
        if set.is_empty() {
            return 0.0;
        }
        set.iter()
            .map(|&k| (samples.predict(&rounded, k) - samples.labels[k]).powi(2))
            .sum::<f64>()
            / set.len() as f64
            / 10_000.0
    };
    let test_mse = mse(&test);
    let variance = if test.is_empty() {
        0.0
    } else {
        let mean = test.iter().map(|&k| samples.labels[k]).sum::<f64>() / test.len() as f64;
        test.iter()
            .map(|&k| (samples.labels[k] - mean).powi(2))
            .sum::<f64>()
            / test.len() as f64
            / 10_000.0
    };
    let report = FitReport {
        fitted: train.len(),
        held_out: test.len(),
        train_mse: mse(&train),
        test_mse,
        test_r2: if variance > 0.0 {
            1.0 - test_mse / variance
        } else {
            0.0
        },
    };
    (table, report)
}

/// Adds `value` times position `k`'s feature row to `out` (X' times a vector, one row).
fn accumulate(samples: &Samples, k: usize, value: f64, out: &mut [f64]) {
    out[0] += value;
    out[1] += value * samples.leads[k] as f64;
    for &i in &samples.indices[k * samples.stride..(k + 1) * samples.stride] {
        out[i as usize] += value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::EndReason;

    #[test]
    fn labels_are_final_margins_for_the_mover_and_win_or_loss_in_sadeqa() {
        let outcome = Outcome::by_score([30, 18], EndReason::NoMove);
        assert_eq!(label(Game::EnDodoi, &outcome, Side::South), 1200.0);
        assert_eq!(label(Game::EnDodoi, &outcome, Side::North), -1200.0);
        assert_eq!(label(Game::SadeqaII, &outcome, Side::North), -SADEQA_WIN);
        let draw = Outcome::by_score([24, 24], EndReason::Repetition);
        assert_eq!(label(Game::Giuthi, &draw, Side::North), 0.0);
        assert_eq!(label(Game::SadeqaII, &draw, Side::South), 0.0);
    }

    /// Samples of random positions labelled by a known table plus nothing else: the fit must
    /// predict them (almost) exactly.
    #[test]
    fn the_fit_recovers_a_planted_table() {
        let rules = Rules::new(Game::EnDodoi);
        let mut rng = SmallRng::seed_from_u64(7);
        let planted: Vec<f64> = (0..features_len(rules.holes()))
            .map(|_| rng.random_range(-300.0..300.0_f64).round())
            .collect();
        let mut samples = Samples {
            stride: 3 * rules.holes(),
            ..Samples::default()
        };
        let mut scratch = Vec::new();
        for g in 0..600u32 {
            let mut game = History::new(rules);
            while game.outcome().is_none() {
                let pos = game.position();
                let lead = active_features(pos, &mut scratch);
                samples.indices.extend_from_slice(&scratch);
                samples.leads.push(lead);
                samples.games.push(g);
                let k = samples.leads.len() - 1;
                samples.labels.push(0.0);
                samples.labels[k] = samples.predict(&planted, k);
                if game.play_random(&mut |n| rng.random_range(0..n)).is_none() {
                    break;
                }
            }
        }
        let (_, report) = fit(&rules, &samples, 1e-9);
        assert!(
            report.held_out > 1000 && report.fitted > 10_000,
            "{report:?}"
        );
        assert!(report.test_r2 > 0.99, "{report:?}");
        assert!(report.test_mse < 0.05, "{report:?}");
    }

    #[test]
    fn self_play_labels_each_position_from_its_mover() {
        let rules = Rules::with_size(Game::EnDodoi, 4, 3).unwrap();
        let config = SelfPlayConfig {
            games: 6,
            nodes: 200,
            random_plies: (1, 3),
            seed: 9,
            threads: 2,
            label: Label::Outcome,
            play_eval: None,
        };
        let done = AtomicUsize::new(0);
        let samples = self_play(&rules, &config, &|n| {
            done.fetch_max(n, Ordering::Relaxed);
        });
        assert_eq!(done.load(Ordering::Relaxed), 6);
        assert!(!samples.is_empty());
        assert_eq!(samples.indices.len(), samples.len() * samples.stride);
        assert_eq!(samples.stride, 12);
        // Games come in order, and within a game every label is the same margin up to sign.
        assert!(samples.games.windows(2).all(|w| w[0] <= w[1]));
        for g in 0..6 {
            let labels: Vec<f64> = (0..samples.len())
                .filter(|&k| samples.games[k] == g)
                .map(|k| samples.labels[k].abs())
                .collect();
            assert!(
                labels.windows(2).all(|w| w[0] == w[1]),
                "game {g}: {labels:?}"
            );
        }
    }

    #[test]
    fn self_play_with_a_learned_evaluation_plays_other_games() {
        let rules = Rules::with_size(Game::Giuthi, 5, 4).unwrap();
        let zero: &'static LearnedEval = Box::leak(Box::new(LearnedEval::zero(&rules)));
        let config = |play_eval| SelfPlayConfig {
            games: 4,
            nodes: 300,
            random_plies: (2, 4),
            seed: 3,
            threads: 1,
            label: Label::Outcome,
            play_eval,
        };
        let linear = self_play(&rules, &config(None), &|_| {});
        let again = self_play(&rules, &config(None), &|_| {});
        let table = self_play(&rules, &config(Some(zero)), &|_| {});
        // The same games from the same seed; an evaluation that sees nothing plays others.
        assert_eq!(linear.labels, again.labels);
        assert_eq!(linear.indices, again.indices);
        assert_ne!(
            (linear.labels, linear.indices),
            (table.labels, table.indices)
        );
    }
}
