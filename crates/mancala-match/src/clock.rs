//! Games on time: a time control, both sides' clocks in a game, and losing on time.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use mancala_engine::time::Clock;
use mancala_rules::Side;

/// The longest starting time or increment a time control takes (a day).
pub const MAX_CLOCK: Duration = Duration::from_secs(86_400);

/// A time control: each side's time for the game and the increment added after each of its
/// moves, written `BASE+INCREMENT` in seconds (`60+0.5`; `60` alone has no increment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Each side's time at the start.
    pub base: Duration,
    /// Time added to a side's clock after each of its moves.
    pub increment: Duration,
}

/// Why a time control could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a time control: {problem} (write BASE+INCREMENT in seconds, like 60+0.5)")]
pub struct TimeControlError {
    text: String,
    problem: String,
}

/// Reads seconds with up to three decimals (milliseconds), from 0 to a day.
fn seconds(what: &str, text: &str) -> Result<Duration, String> {
    let bad = || {
        format!("the {what} '{text}' is not a number of seconds written in digits (like 60 or 0.5, at most a day)")
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let dangling = text.contains('.') && fraction.is_empty();
    if whole.is_empty() || dangling || !digits(whole) || !digits(fraction) || whole.len() > 6 {
        return Err(bad());
    }
    if fraction.len() > 3 {
        return Err(format!(
            "the {what} '{text}' is finer than a millisecond (at most three decimals)"
        ));
    }
    let whole: u64 = whole.parse().map_err(|_| bad())?;
    let millis: u64 = if fraction.is_empty() {
        0
    } else {
        format!("{fraction:0<3}").parse().map_err(|_| bad())?
    };
    let time = Duration::from_millis(whole * 1000 + millis);
    if time > MAX_CLOCK {
        return Err(format!("the {what} '{text}' is longer than a day"));
    }
    Ok(time)
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let fail = |problem: String| TimeControlError {
            text: mancala_rules::quote(text),
            problem,
        };
        let (base, increment) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let base = seconds("starting time", base).map_err(fail)?;
        let increment = seconds("increment", increment).map_err(fail)?;
        if base.is_zero() {
            return Err(fail("the starting time must be more than 0".to_string()));
        }
        Ok(TimeControl { base, increment })
    }
}

impl fmt::Display for TimeControl {
    /// `BASE+INCREMENT` in seconds, as it is read.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = |d: Duration| {
            let ms = d.as_millis();
            if ms.is_multiple_of(1000) {
                format!("{}", ms / 1000)
            } else {
                let text = format!("{}.{:03}", ms / 1000, ms % 1000);
                text.trim_end_matches('0').to_string()
            }
        };
        write!(f, "{}+{}", secs(self.base), secs(self.increment))
    }
}

/// Both sides' clocks in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// Time left for South and North.
    remaining: [Duration; 2],
    increment: Duration,
}

impl Clocks {
    /// Both clocks at the start of a game under `control`.
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            remaining: [control.base; 2],
            increment: control.increment,
        }
    }

    /// The time `side` has left.
    pub fn remaining(&self, side: Side) -> Duration {
        self.remaining[side.index()]
    }

    /// `side`'s clock as a search sees it.
    pub fn clock(&self, side: Side) -> Clock {
        Clock {
            remaining: self.remaining(side),
            increment: self.increment,
        }
    }

    /// Takes the `spent` time of one move from `side`'s clock and adds the increment; `false`
    /// (and the clock at zero) when the move took longer than the time left: a loss on time.
    pub fn spend(&mut self, side: Side, spent: Duration) -> bool {
        let left = &mut self.remaining[side.index()];
        if spent > *left {
            *left = Duration::ZERO;
            return false;
        }
        // A clock never holds more than a day: the most a protocol `genmove` takes.
        *left = (*left - spent + self.increment).min(MAX_CLOCK);
        true
    }

    /// The clock limits of a protocol `genmove`: `south_time=MS north_time=MS increment=MS`.
    pub fn genmove_words(&self) -> String {
        format!(
            "south_time={} north_time={} increment={}",
            self.remaining[0].as_millis(),
            self.remaining[1].as_millis(),
            self.increment.as_millis()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> TimeControl {
        text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn time_controls_read_and_write_in_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(
            control("60+0.5"),
            TimeControl {
                base: ms(60_000),
                increment: ms(500)
            }
        );
        assert_eq!(control("10"), control("10+0"));
        assert_eq!(control("0.25+0.005").base, ms(250));
        assert_eq!(control("0.25+0.005").increment, ms(5));
        for text in ["60+0.5", "10+0", "0.25+0.005", "86400+1.1"] {
            assert_eq!(control(text).to_string(), text);
            assert_eq!(control(&control(text).to_string()), control(text));
        }
    }

    #[test]
    fn bad_time_controls_are_named() {
        let problem = |text: &str| match text.parse::<TimeControl>() {
            Err(e) => e.to_string(),
            Ok(c) => panic!("'{text}' read as {c:?}"),
        };
        assert!(problem("").contains("starting time '' is not a number"));
        assert!(problem("abc").contains("'abc' is not a time control"));
        assert!(problem("0+1").contains("must be more than 0"));
        assert!(problem("60+").contains("increment '' is not a number"));
        assert!(problem("60+-1").contains("increment '-1' is not a number"));
        assert!(problem("60+1+2").contains("increment '1+2'"));
        assert!(problem("1.0001").contains("finer than a millisecond"));
        assert!(problem("86401").contains("longer than a day"));
        assert!(problem("99999999999999999999").contains("not a number of seconds"));
        assert!(problem("1e3").contains("not a number of seconds"));
        assert!(problem("1.").contains("starting time '1.' is not a number"));
        assert!(problem("1+2.").contains("increment '2.' is not a number"));
        assert!(problem(".5").contains("starting time '.5' is not a number"));
    }

    #[test]
    fn a_move_costs_its_time_and_earns_the_increment() {
        let mut clocks = Clocks::new(control("1+0.1"));
        assert!(clocks.spend(Side::South, Duration::from_millis(400)));
        assert_eq!(clocks.remaining(Side::South), Duration::from_millis(700));
        assert_eq!(clocks.remaining(Side::North), Duration::from_secs(1));
        assert_eq!(
            clocks.clock(Side::South),
            Clock {
                remaining: Duration::from_millis(700),
                increment: Duration::from_millis(100)
            }
        );
        assert_eq!(
            clocks.genmove_words(),
            "south_time=700 north_time=1000 increment=100"
        );
        // Using all that is left is allowed; more is a loss on time.
        assert!(clocks.spend(Side::North, Duration::from_secs(1)));
        assert_eq!(clocks.remaining(Side::North), Duration::from_millis(100));
        assert!(!clocks.spend(Side::North, Duration::from_millis(101)));
        assert_eq!(clocks.remaining(Side::North), Duration::ZERO);
        // The increment never takes a clock past a day, what a protocol genmove accepts.
        let mut clocks = Clocks::new(control("86400+1"));
        assert!(clocks.spend(Side::South, Duration::from_millis(10)));
        assert_eq!(clocks.remaining(Side::South), MAX_CLOCK);
        assert!(clocks.genmove_words().starts_with("south_time=86400000 "));
    }
}
