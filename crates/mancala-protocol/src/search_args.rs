//! The arguments of `genmove` and `analyze`: `key=value` limits, checked.

use std::time::Duration;

use mancala_engine::time::{Clock, Limits, MAX_DEPTH};
use mancala_player::{MAX_LEVEL, MIN_LEVEL};
use mancala_rules::Side;

/// Longest time a limit may name: one day, in milliseconds.
const MAX_MS: u64 = 86_400_000;

/// Parsed search arguments.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct SearchArgs {
    /// The limits for the mover.
    pub limits: Limits,
    /// The level, if given.
    pub level: Option<u8>,
}

fn number(key: &str, value: &str, min: u64, max: u64) -> Result<u64, String> {
    let bad = || {
        format!(
            "{key} must be a whole number from {min} to {max}, not '{}'",
            mancala_rules::quote(value)
        )
    };
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    value
        .parse::<u64>()
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or_else(bad)
}

/// Parses `key=value` words; `allowed` lists the keys this command takes.
pub fn parse(
    command: &str,
    words: &[&str],
    allowed: &[&str],
    mover: Side,
) -> Result<SearchArgs, String> {
    let mut seen: Vec<&str> = Vec::new();
    let mut args = SearchArgs::default();
    let mut times = [None, None];
    let mut increment = None;
    for word in words {
        let (key, value) = word.split_once('=').ok_or_else(|| {
            format!(
                "'{}' is not a limit: write NAME=VALUE ({})",
                mancala_rules::quote(word),
                allowed.join(", ")
            )
        })?;
        if !allowed.contains(&key) {
            return Err(format!(
                "{command} has no limit '{}' (limits: {})",
                mancala_rules::quote(key),
                allowed.join(", ")
            ));
        }
        if seen.contains(&key) {
            return Err(format!("{key} is given twice"));
        }
        seen.push(key);
        match key {
            "depth" => args.limits.depth = Some(number(key, value, 1, MAX_DEPTH as u64)? as u32),
            "movetime" => {
                args.limits.movetime = Some(Duration::from_millis(number(key, value, 1, MAX_MS)?))
            }
            "nodes" => args.limits.nodes = Some(number(key, value, 1, u64::MAX)?),
            "level" => {
                args.level = Some(number(key, value, MIN_LEVEL as u64, MAX_LEVEL as u64)? as u8)
            }
            "south_time" => times[0] = Some(number(key, value, 0, MAX_MS)?),
            "north_time" => times[1] = Some(number(key, value, 0, MAX_MS)?),
            "increment" => increment = Some(number(key, value, 0, MAX_MS)?),
            _ => unreachable!("keys are checked against the allowed list"),
        }
    }
    if times.iter().any(Option::is_some) || increment.is_some() {
        let key = format!("{}_time", mover.name());
        let Some(remaining) = times[mover.index()] else {
            return Err(format!("{key} is needed for a clock: {mover} is to move"));
        };
        args.limits.clock = Some(Clock {
            remaining: Duration::from_millis(remaining.max(1)),
            increment: Duration::from_millis(increment.unwrap_or(0)),
        });
    }
    Ok(args)
}
