//! Lines typed in the plain modes: a line that is not text is refused, not the end.

use std::io::{self, Write};

/// The text of a line read from the player, or `None` when it was not UTF-8 (then
/// `refusal` has been written to `out`); a failed read is an error.
pub fn text_line(
    line: io::Result<String>,
    out: &mut impl Write,
    refusal: &str,
) -> io::Result<Option<String>> {
    match line {
        Ok(line) => Ok(Some(line)),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => {
            writeln!(out, "{refusal}")?;
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

/// What the plain modes answer to a line that is not UTF-8 text.
pub const NOT_TEXT: &str = "that line is not UTF-8 text; type help for the commands";
