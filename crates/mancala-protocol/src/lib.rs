//! The engine protocol.
