//! Command-line mistakes found after clap has parsed the line (a value out of range, flags
//! that do not go together): they end the program with status 2, as clap's own do, where
//! a failure of the work itself ends it with 1.

/// A mistake in how the command was called.
#[derive(Debug)]
pub struct Usage(pub String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

/// Whether `error` is, or was caused by, a [`Usage`] mistake.
pub fn is_usage(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| cause.is::<Usage>())
}

/// Returns a [`Usage`] error with the `format!` message given.
macro_rules! usage {
    ($($message:tt)*) => {
        return Err(anyhow::Error::new($crate::usage::Usage(format!($($message)*))))
    };
}
pub(crate) use usage;

/// `error` (a flag's value refused by a library: an unknown game, a bad option) as a
/// [`Usage`] mistake.
pub fn as_usage(error: impl std::fmt::Display) -> anyhow::Error {
    anyhow::Error::new(Usage(error.to_string()))
}
