//! The PGN-like text form: tag pairs, then numbered plies and the result.

use mancala_rules::{position_from_json, state_json, Game, Position, Rules};

use crate::error::RecordError;
use crate::file::without_bom;
use crate::record::{
    check_result, parse_engine_seed, replay, GameResult, ReadMove, Record, ENGINE_SEED_TAG,
};

/// Longest line of moves written.
const WIDTH: usize = 79;

/// A tag value as written between quotes, on one line: quotes, backslashes and control
/// characters escaped (`\n`, `\r`, `\t`, `\u{7f}`), so reading it gives the value back.
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// The character a `\u{hex}` escape stands for, given what follows the `u`.
fn unicode_escape(chars: &mut impl Iterator<Item = char>) -> Option<char> {
    if chars.next()? != '{' {
        return None;
    }
    let mut hex = String::new();
    loop {
        match chars.next()? {
            '}' => break,
            c if c.is_ascii_hexdigit() && hex.len() < 6 => hex.push(c),
            _ => return None,
        }
    }
    char::from_u32(u32::from_str_radix(&hex, 16).ok()?)
}

/// Tags the record writes itself; others may not take their names.
pub(crate) const KNOWN_TAGS: [&str; 9] = [
    "Game", "Holes", "Seeds", "South", "North", "Date", "Result", "Options", "Position",
];

/// Whether `name` may be the name of an extra tag: letters, digits and `_`, not a known tag.
pub(crate) fn valid_extra_tag(name: &str) -> bool {
    !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !KNOWN_TAGS.contains(&name)
}

impl Record {
    /// The record as text.
    pub fn to_text(&self) -> String {
        let rules = self.rules();
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        };
        tag("Game", rules.game().name());
        tag("Holes", &rules.holes().to_string());
        tag("Seeds", &rules.seeds().to_string());
        tag("South", &self.south);
        tag("North", &self.north);
        tag("Date", &self.date);
        tag("Result", self.result().token());
        let options = rules.options().non_default(rules.game());
        if !options.is_empty() {
            let text: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            tag("Options", &text.join(" "));
        }
        if self.custom_start() {
            tag(
                "Position",
                &state_json(self.game().start(), self.game().start_ply(), None),
            );
        }
        for (name, value) in self.extra_tags.iter().filter(|(n, _)| valid_extra_tag(n)) {
            tag(name, value);
        }
        out.push('\n');
        let mut line = String::new();
        let mut ply = self.game().start_ply();
        let mut words: Vec<String> = Vec::new();
        for mv in self.game().moves() {
            ply += 1;
            words.push(format!("{ply}. {mv}"));
        }
        words.push(self.result().token().to_string());
        for word in words {
            if !line.is_empty() && line.len() + 1 + word.len() > WIDTH {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads one record from its text form, replaying every move.
    pub fn parse_text(text: &str) -> Result<Record, RecordError> {
        let mut parser = Parser::new(text);
        let record = parser.record()?;
        parser.skip()?;
        if parser.chars.peek().is_some() {
            let (line, column) = (parser.line, parser.column);
            return parser.error(
                line,
                column,
                "text after the result: one record was expected",
            );
        }
        Ok(record)
    }

    /// Reads every record of a text holding one or more (as `mancala match --record` writes).
    pub fn parse_text_all(text: &str) -> Result<Vec<Record>, RecordError> {
        let mut parser = Parser::new(text);
        let mut records = Vec::new();
        loop {
            parser.skip()?;
            match parser.chars.peek() {
                None => break,
                // After a record, only another record (its tags first) may follow.
                Some(&c) if c != '[' && !records.is_empty() => {
                    return parser.error(
                        parser.line,
                        parser.column,
                        "text after the result: the next record must start with its tags",
                    );
                }
                Some(_) => records.push(parser.record()?),
            }
        }
        if records.is_empty() {
            return parser.error(1, 1, "the file holds no record");
        }
        Ok(records)
    }
}

struct Tag {
    name: String,
    value: String,
    line: usize,
    column: usize,
}

struct Parser<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            chars: without_bom(text).chars().peekable(),
            line: 1,
            column: 1,
        }
    }

    fn error<T>(
        &self,
        line: usize,
        column: usize,
        message: impl Into<String>,
    ) -> Result<T, RecordError> {
        Err(RecordError::Syntax {
            line,
            column,
            message: message.into(),
        })
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Skips white space and comments (`; to the end of the line`, `{ ... }`).
    fn skip(&mut self) -> Result<(), RecordError> {
        loop {
            match self.chars.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some(';') => {
                    while let Some(c) = self.bump() {
                        if c == '\n' {
                            break;
                        }
                    }
                }
                Some('{') => {
                    let (line, column) = (self.line, self.column);
                    self.bump();
                    loop {
                        match self.bump() {
                            Some('}') => break,
                            Some(_) => {}
                            None => {
                                return self.error(
                                    line,
                                    column,
                                    "a comment opened with { is never closed",
                                )
                            }
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    fn tag(&mut self) -> Result<Tag, RecordError> {
        let (line, column) = (self.line, self.column);
        self.bump(); // '['
        while matches!(self.chars.peek(), Some(' ' | '\t')) {
            self.bump();
        }
        let mut name = String::new();
        while let Some(&c) = self.chars.peek() {
            if c.is_ascii_alphanumeric() || c == '_' {
                name.push(c);
                self.bump();
            } else {
                break;
            }
        }
        if name.is_empty() {
            return self.error(
                self.line,
                self.column,
                "a tag needs a name after [, e.g. [Game \"giuthi\"]",
            );
        }
        while matches!(self.chars.peek(), Some(' ' | '\t')) {
            self.bump();
        }
        if self.chars.peek() != Some(&'"') {
            return self.error(
                self.line,
                self.column,
                format!("tag {name}: expected a quoted value"),
            );
        }
        let (value_line, value_column) = (self.line, self.column);
        self.bump();
        let mut value = String::new();
        loop {
            // A bad escape is reported where its backslash stands.
            let (line, column) = (self.line, self.column);
            match self.bump() {
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    Some('n') => value.push('\n'),
                    Some('r') => value.push('\r'),
                    Some('t') => value.push('\t'),
                    Some('u') => {
                        match unicode_escape(&mut std::iter::from_fn(|| self.bump())) {
                            Some(c) => value.push(c),
                            None => {
                                return self.error(
                                    line,
                                    column,
                                    format!(
                                        "tag {name}: \\u must be followed by a character's hex code in braces, e.g. \\u{{7f}}"
                                    ),
                                )
                            }
                        }
                    }
                    _ => {
                        return self.error(
                            line,
                            column,
                            format!(
                                "tag {name}: only \\\", \\\\, \\n, \\r, \\t and \\u{{hex}} may follow a backslash"
                            ),
                        )
                    }
                },
                Some('\n') | None => {
                    return self.error(
                        value_line,
                        value_column,
                        format!("tag {name}: the value's closing quote is missing"),
                    )
                }
                Some(c) => value.push(c),
            }
        }
        while matches!(self.chars.peek(), Some(' ' | '\t')) {
            self.bump();
        }
        if self.chars.peek() != Some(&']') {
            return self.error(
                self.line,
                self.column,
                format!("tag {name}: expected ] after the value"),
            );
        }
        self.bump();
        Ok(Tag {
            name,
            value,
            line,
            column,
        })
    }

    fn word(&mut self) -> (String, usize, usize) {
        let (line, column) = (self.line, self.column);
        let mut word = String::new();
        while let Some(&c) = self.chars.peek() {
            if c.is_whitespace() || c == '{' || c == ';' || c == '[' {
                break;
            }
            word.push(c);
            self.bump();
            if word.ends_with('.') && word[..word.len() - 1].bytes().all(|b| b.is_ascii_digit()) {
                break;
            }
        }
        (word, line, column)
    }

    fn record(&mut self) -> Result<Record, RecordError> {
        let mut tags: Vec<Tag> = Vec::new();
        self.skip()?;
        let (start_line, start_column) = (self.line, self.column);
        while self.chars.peek() == Some(&'[') {
            let tag = self.tag()?;
            if tags.iter().any(|t| t.name == tag.name) {
                return self.error(
                    tag.line,
                    tag.column,
                    format!("tag {} is given twice", tag.name),
                );
            }
            tags.push(tag);
            self.skip()?;
        }
        let find = |name: &str| tags.iter().find(|t| t.name == name);
        let Some(game_tag) = find("Game") else {
            return self.error(
                start_line,
                start_column,
                "the record has no [Game \"...\"] tag",
            );
        };
        let game: Game = game_tag
            .value
            .parse()
            .or_else(|e: mancala_rules::RulesError| {
                self.error(game_tag.line, game_tag.column, e.to_string())
            })?;
        let mut settings: Vec<(String, String, &Tag)> = Vec::new();
        for name in ["Holes", "Seeds"] {
            if let Some(t) = find(name) {
                settings.push((name.to_lowercase(), t.value.clone(), t));
            }
        }
        if let Some(t) = find("Options") {
            for word in t.value.split_whitespace() {
                let Some((k, v)) = word.split_once('=') else {
                    return self.error(
                        t.line,
                        t.column,
                        format!("tag Options: '{word}' is not NAME=VALUE"),
                    );
                };
                if k == "holes" || k == "seeds" {
                    return self.error(
                        t.line,
                        t.column,
                        format!("tag Options: {k} belongs in its own tag"),
                    );
                }
                settings.push((k.to_string(), v.to_string(), t));
            }
        }
        let pairs: Vec<(&str, &str)> = settings
            .iter()
            .map(|(k, v, _)| (k.as_str(), v.as_str()))
            .collect();
        let rules = Rules::from_settings(game, pairs).or_else(|e| {
            // Point at the tag the problem came from.
            let culprit = settings
                .iter()
                .find(|(k, _, _)| e.to_string().contains(k.as_str()))
                .map(|(_, _, t)| (t.line, t.column))
                .unwrap_or((game_tag.line, game_tag.column));
            self.error(culprit.0, culprit.1, e.to_string())
        })?;
        let (start, start_ply) = match find("Position") {
            Some(t) => {
                let (position, ply) = position_from_json(&t.value)
                    .or_else(|e| self.error(t.line, t.column, format!("tag Position: {e}")))?;
                if position.rules() != &rules {
                    return self.error(
                        t.line,
                        t.column,
                        "tag Position: its game, board size or options differ from the Game, Holes, Seeds and Options tags",
                    );
                }
                (position, ply)
            }
            None => (Position::start(rules), 0),
        };
        if let Some(t) = find(ENGINE_SEED_TAG) {
            parse_engine_seed(&t.value)
                .or_else(|m| self.error(t.line, t.column, format!("tag {ENGINE_SEED_TAG}: {m}")))?;
        }
        let tag_result = match find("Result") {
            Some(t) => {
                Some(
                    GameResult::from_token(&t.value).ok_or_else(|| RecordError::Syntax {
                        line: t.line,
                        column: t.column,
                        message: format!("tag Result: '{}' is not 1-0, 0-1, 1/2-1/2 or *", t.value),
                    })?,
                )
            }
            None => None,
        };

        // The moves: `N.` ply numbers, moves, and the result token last.
        let mut moves: Vec<ReadMove> = Vec::new();
        let mut result: Option<(GameResult, usize, usize)> = None;
        let mut expected = start_ply + 1;
        let mut numbered = false;
        loop {
            self.skip()?;
            if self.chars.peek().is_none() {
                break;
            }
            if self.chars.peek() == Some(&'[') {
                return self.error(self.line, self.column, "tags must come before the moves");
            }
            let (word, line, column) = self.word();
            if let Some(r) = GameResult::from_token(&word) {
                result = Some((r, line, column));
                break;
            } else if let Some(number) = word.strip_suffix('.') {
                let n: u64 = number.parse().or_else(|_| {
                    self.error(line, column, format!("'{word}' is not a ply number"))
                })?;
                if n != expected {
                    return self.error(
                        line,
                        column,
                        format!("ply number {n} where {expected} was expected"),
                    );
                }
                if numbered {
                    return self.error(
                        line,
                        column,
                        format!("ply number {n} is not followed by a move"),
                    );
                }
                numbered = true;
            } else {
                if !numbered {
                    return self.error(
                        line,
                        column,
                        format!("move '{word}' needs its ply number first ({expected}. {word})"),
                    );
                }
                moves.push(ReadMove {
                    text: word,
                    at: Some((line, column)),
                });
                numbered = false;
                expected += 1;
            }
        }
        if numbered {
            return self.error(
                self.line,
                self.column,
                "the record ends after a ply number, without its move",
            );
        }
        let Some((result, line, column)) = result else {
            return self.error(
                self.line,
                self.column,
                "the moves must end with the result: 1-0, 0-1, 1/2-1/2 or *",
            );
        };
        if let Some(t) = tag_result {
            if t != result {
                return self.error(
                    line,
                    column,
                    format!(
                        "the result {} differs from the Result tag {}",
                        result.token(),
                        t.token()
                    ),
                );
            }
        }
        let game = replay(start, start_ply, &moves)?;
        check_result(&game, result)?;
        let value = |name: &str| find(name).map(|t| t.value.clone());
        let extra_tags = tags
            .iter()
            .filter(|t| !KNOWN_TAGS.contains(&t.name.as_str()))
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect();
        let mut record = Record::new(
            game,
            value("South").unwrap_or_else(|| "?".to_string()),
            value("North").unwrap_or_else(|| "?".to_string()),
            value("Date").unwrap_or_else(|| "????.??.??".to_string()),
        );
        record.set_result(result)?;
        record.extra_tags = extra_tags;
        Ok(record)
    }
}
