//! Reading protocol lines safely and writing the answers.

use std::io::{self, BufRead, Write};

use crate::session::{unreadable, Session};

/// Longest line the engine reads (bytes); a longer one is answered with an error and skipped.
pub const MAX_LINE: usize = 64 * 1024;

enum Line {
    Text(Vec<u8>),
    /// A line over the limit: its length and its first `limit + 1` bytes.
    TooLong(usize, Vec<u8>),
}

/// Reads one line of at most `limit` bytes; a longer one is consumed whole and reported.
fn read_line(input: &mut impl BufRead, limit: usize) -> io::Result<Option<Line>> {
    let mut line = Vec::new();
    let mut total = 0usize;
    let mut any = false;
    // The line's last byte so far, kept even when the line is too long to store.
    let mut last = None;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        total += part.len();
        if let Some(&b) = part.last() {
            last = Some(b);
        }
        // One byte of slack keeps a trailing carriage return out of the count; a longer
        // line keeps its start, for the id it may begin with.
        let room = (limit + 1).saturating_sub(line.len());
        line.extend_from_slice(&part[..part.len().min(room)]);
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    // A trailing carriage return does not count towards the length (the session drops it).
    if last == Some(b'\r') {
        total -= 1;
    }
    Ok(Some(if total > limit {
        Line::TooLong(total, line)
    } else {
        Line::Text(line)
    }))
}

/// Runs the protocol until `quit` or the end of input; answers are flushed one by one.
pub fn run(
    session: &mut Session,
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    while let Some(line) = read_line(&mut input, MAX_LINE)? {
        let reply = match line {
            Line::TooLong(len, start) => unreadable(
                &start,
                format!("line too long: {len} bytes, the limit is {MAX_LINE}"),
            ),
            Line::Text(bytes) => match String::from_utf8(bytes) {
                Ok(text) => session.handle(&text),
                Err(e) => unreadable(e.as_bytes(), "line is not valid UTF-8".to_string()),
            },
        };
        if let Some(reply) = reply {
            output.write_all(reply.render().as_bytes())?;
            output.flush()?;
            if reply.quit {
                break;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], limit: usize) -> Vec<String> {
        let mut reader = io::BufReader::with_capacity(4, input);
        let mut out = Vec::new();
        while let Some(line) = read_line(&mut reader, limit).unwrap() {
            out.push(match line {
                Line::Text(t) => String::from_utf8(t).unwrap(),
                Line::TooLong(n, _) => format!("<{n}>"),
            });
        }
        out
    }

    #[test]
    fn splits_lines_and_reports_long_ones() {
        assert_eq!(lines(b"ab\ncdefgh\nij", 5), ["ab", "<6>", "ij"]);
        assert_eq!(lines(b"\n\n", 5), ["", ""]);
        assert!(lines(b"", 5).is_empty());
        // The carriage return counts neither for the limit nor in the reported length.
        assert_eq!(lines(b"abcde\r\nabcdefgh\r\n", 5), ["abcde\r", "<8>"]);
    }

    /// What `run` writes for `input`, with a line limit of [`MAX_LINE`].
    fn answers(input: &[u8]) -> String {
        let mut out = Vec::new();
        run(&mut Session::new(), input, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn unreadable_lines_are_answered_with_their_id_and_comments_ignored() {
        assert_eq!(
            answers(b"1 name \xff\n 007\tname\xfe\n\xff\n"),
            "?1 line is not valid UTF-8\n\n?7 line is not valid UTF-8\n\n? line is not valid UTF-8\n\n"
        );
        let mut long = b"5 known_command ".to_vec();
        long.resize(70_016, b'x');
        long.extend_from_slice(b"\n# \xff comment\n  \t# long comment ");
        long.resize(long.len() + MAX_LINE, b'y');
        long.extend_from_slice(b"\n2 name\n");
        assert_eq!(
            answers(&long),
            format!("?5 line too long: 70016 bytes, the limit is {MAX_LINE}\n\n=2 mancala\n\n")
        );
    }
}
