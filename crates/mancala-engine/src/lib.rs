//! Search, evaluation and random playouts.
