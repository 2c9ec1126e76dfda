//! The server's integration tests, one file a subject, linked into one test binary (a
//! release link of the server for each file cost CI most of its build time).

mod analysis;
mod common;
mod http;
mod limits;
mod logs;
mod openapi;
mod rematch;
mod series;
mod sockets;
mod store;
mod studies;
mod teams;
