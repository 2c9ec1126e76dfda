//! The engine's line protocol: GTP-style framing (`[id] command args` in, `=`/`?` answers out).
//!
//! [`Session`] holds the game and answers one line at a time; [`run`] drives a session over
//! any reader and writer, guarding against over-long and non-UTF-8 lines.

mod read;
mod search_args;
mod session;

pub use read::{run, MAX_LINE};
pub use session::{check_genmove_limits, Reply, Session};

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
