//! The board as lines of text: two rows of counts with hole numbers as each side sees them,
//! wrapped into blocks of columns so that any board fits any width.

use mancala_rules::Position;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

/// What to highlight on the board (canonical hole indices).
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// The hole under the cursor.
    pub cursor: Option<usize>,
    /// Holes the side to move may sow from.
    pub legal: Vec<usize>,
    /// The hole the last move was sown from.
    pub last_from: Option<usize>,
    /// Holes emptied by the last capture.
    pub captured: Vec<usize>,
}

/// Width of one hole's cell (digits of the largest count or hole number, plus a space).
pub fn cell_width(board: &[u16], holes: usize) -> usize {
    let widest = board.iter().copied().max().unwrap_or(0).to_string().len();
    widest.max(holes.to_string().len()).max(2) + 2
}

/// Holes a block can show in `width` columns (at least one).
pub fn columns_per_block(board: &[u16], holes: usize, width: usize) -> usize {
    (width.saturating_sub(3) / cell_width(board, holes)).clamp(1, holes)
}

/// The board drawn in `width` columns: blocks of `N` numbers, North counts, South counts,
/// `S` numbers; North's row runs right to left as seen from South.
pub fn board_lines(
    pos: &Position,
    board: &[u16],
    width: usize,
    marks: &Marks,
) -> Vec<Line<'static>> {
    let n = pos.rules().holes();
    let cell = cell_width(board, n);
    let per_block = columns_per_block(board, n, width);
    let dim = Style::default().fg(Color::DarkGray);
    let mut lines = Vec::new();
    let mut start = 0;
    while start < n {
        let end = (start + per_block).min(n);
        let mut north_numbers = vec![Span::styled("N  ", dim)];
        let mut north_counts = vec![Span::raw("   ")];
        let mut south_counts = vec![Span::raw("   ")];
        let mut south_numbers = vec![Span::styled("S  ", dim)];
        for column in start..end {
            let north = 2 * n - 1 - column;
            north_numbers.push(Span::styled(
                format!("{:>w$}", n - column, w = cell - 1) + " ",
                dim,
            ));
            north_counts.push(count_span(north, board[north], cell, marks));
            south_counts.push(count_span(column, board[column], cell, marks));
            south_numbers.push(Span::styled(
                format!("{:>w$}", column + 1, w = cell - 1) + " ",
                dim,
            ));
        }
        lines.push(Line::from(north_numbers));
        lines.push(Line::from(north_counts));
        lines.push(Line::from(south_counts));
        lines.push(Line::from(south_numbers));
        start = end;
        if start < n {
            lines.push(Line::raw(""));
        }
    }
    lines
}

fn count_span(index: usize, count: u16, cell: usize, marks: &Marks) -> Span<'static> {
    let mut style = Style::default();
    if marks.legal.contains(&index) {
        style = style.fg(Color::Green);
    }
    if marks.last_from == Some(index) {
        style = style.fg(Color::Yellow).add_modifier(Modifier::BOLD);
    }
    if marks.captured.contains(&index) {
        style = style.fg(Color::Red).add_modifier(Modifier::CROSSED_OUT);
    }
    let text = format!("{:>w$}", count, w = cell - 1);
    if marks.cursor == Some(index) {
        // Brackets show the cursor even without colours.
        let inner = format!("[{:>w$}]", count, w = cell - 2);
        return Span::styled(inner, style.add_modifier(Modifier::REVERSED));
    }
    Span::styled(text + " ", style)
}

/// The board as plain text lines (no styles), for the plain mode and records.
pub fn board_text(pos: &Position, width: usize) -> Vec<String> {
    board_lines(pos, pos.board(), width, &Marks::default())
        .into_iter()
        .map(|line| {
            line.spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

/// Writes the board as text (wrapped at `width`) with the captures under it.
pub fn write_position(
    pos: &Position,
    width: usize,
    out: &mut impl std::io::Write,
) -> std::io::Result<()> {
    for line in board_text(pos, width) {
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "captured: south {}  north {}",
        pos.captured(mancala_rules::Side::South),
        pos.captured(mancala_rules::Side::North)
    )
}
