//! Search, evaluation and random playouts for the four mancala games.

pub mod playout;
