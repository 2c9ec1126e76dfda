//! The domain: games and their seats ([`room`]), teams with proposals, agreement, chat
//! and the turn clock ([`teams`]), and match series ([`series`]). Plain types and
//! functions: no HTTP, no SQL, no runtime; every rule is unit-tested here.

pub mod jobs;
pub mod room;
pub mod series;
pub mod studies;
pub mod teams;
