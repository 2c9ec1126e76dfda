//! Match statistics: wins, draws, losses, score and the Elo difference with its 95% interval.

/// Results from the first player's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first player won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

/// The Elo difference that an expected score `p` (0..1) stands for; infinite at 0 and 1.
pub fn elo_from_score(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

impl Tally {
    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's points per game (win 1, draw 1/2), 0..1.
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games() as f64
    }

    /// The Elo difference (first player minus second).
    pub fn elo(&self) -> f64 {
        elo_from_score(self.score())
    }

    /// The 95% confidence interval of the Elo difference (Wilson score interval, draws as half points).
    pub fn elo_interval(&self) -> (f64, f64) {
        let n = self.games() as f64;
        if n == 0.0 {
            return (f64::NEG_INFINITY, f64::INFINITY);
        }
        let p = self.score();
        let z = 1.96f64;
        let denominator = 1.0 + z * z / n;
        let centre = (p + z * z / (2.0 * n)) / denominator;
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
        (elo_from_score(centre - half), elo_from_score(centre + half))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        let t = Tally {
            wins: 10,
            draws: 0,
            losses: 10,
        };
        assert!(t.elo().abs() < 1e-9);
        let (lo, hi) = t.elo_interval();
        assert!(lo < 0.0 && hi > 0.0);
    }

    #[test]
    fn three_quarters_is_about_191_elo() {
        let t = Tally {
            wins: 3,
            draws: 0,
            losses: 1,
        };
        assert!((t.elo() - 190.85).abs() < 0.1);
    }

    #[test]
    fn a_clean_sweep_is_unbounded_above() {
        let t = Tally {
            wins: 5,
            draws: 0,
            losses: 0,
        };
        assert!(t.elo().is_infinite());
        let (lo, hi) = t.elo_interval();
        assert!(lo.is_finite() && lo > 0.0);
        assert!(hi.is_infinite());
    }
}
