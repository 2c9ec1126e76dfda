#![doc = include_str!("../README.md")]

pub mod jobs;
pub mod room;
pub mod series;
pub mod studies;
pub mod teams;
pub mod token;
