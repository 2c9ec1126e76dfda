//! An external engine speaking the protocol over its standard input and output.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

use mancala_rules::{state_json, History, Move, Position};

use crate::clock::Clocks;
use crate::player::{Player, PlayerError};

/// Longest answer (and line) accepted from an external engine, in bytes.
const MAX_ANSWER: usize = 1 << 20;

/// How long an external engine may take to answer one command.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(120);

/// A program driven through `new_game`/`set_position`, `play` and `genmove`.
pub struct ExternalPlayer {
    spec: String,
    command: String,
    child: Child,
    stdin: ChildStdin,
    answers: Receiver<Result<String, String>>,
    /// Arguments sent with every `genmove`.
    genmove: String,
    /// The start position and moves the engine has been told about.
    synced: Option<(Position, Vec<Move>)>,
}

/// `command` without one pair of quotes around the whole of it, if it has them (a shell
/// would have taken them off: `cmd:'engine --engine'` written where no shell reads it).
fn unwrapped(command: &str) -> &str {
    for quote in ['\'', '"'] {
        if let Some(inner) = command
            .strip_prefix(quote)
            .and_then(|c| c.strip_suffix(quote))
        {
            if !inner.contains(quote) {
                return inner;
            }
        }
    }
    command
}

/// The words of a `cmd:` player's `command` (see [`ExternalPlayer::new`]): the program
/// first. Refused: an unclosed quote, a backslash at the end, no program.
pub fn command_words(command: &str) -> Result<Vec<String>, PlayerError> {
    let command = unwrapped(command.trim());
    let fail = |problem: &str| PlayerError::External {
        command: command.to_string(),
        problem: problem.to_string(),
    };
    // `#` is an ordinary character here, not a shell comment that would drop the words
    // after it: it is kept aside as a private-use character while the words are split.
    const HASH: char = '\u{e000}';
    if command.contains(HASH) {
        return Err(fail("holds the private-use character U+E000"));
    }
    let words: Vec<String> = shlex::split(&command.replace('#', &HASH.to_string()))
        .ok_or_else(|| fail("a quote is not closed (or a backslash ends it)"))?
        .into_iter()
        .map(|word| word.replace(HASH, "#"))
        .collect();
    if words.is_empty() {
        return Err(fail("empty command"));
    }
    Ok(words)
}

impl ExternalPlayer {
    /// Starts the program `command` (split into words as a POSIX shell splits them:
    /// program, then arguments, quotes and backslashes as in the shell; a command wrapped
    /// whole in one pair of quotes is unwrapped first); `genmove_args` go with every
    /// `genmove` (empty: the engine's defaults).
    pub fn new(
        spec: &str,
        command: &str,
        genmove_args: &str,
    ) -> Result<ExternalPlayer, PlayerError> {
        let words = command_words(command)?;
        let command = unwrapped(command.trim()).to_string();
        let fail = |problem: String| PlayerError::External {
            command: command.clone(),
            problem,
        };
        let mut words = words.iter();
        let program = words
            .next()
            .ok_or_else(|| fail("empty command".to_string()))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| fail(format!("cannot start: {e}")))?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| fail("no standard input".to_string()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| fail("no standard output".to_string()))?;
        let (sender, answers) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut answer = String::new();
            loop {
                let mut line = String::new();
                match reader.by_ref().take(MAX_ANSWER as u64).read_line(&mut line) {
                    Ok(n) if n > 0 && !line.ends_with('\n') && n as u64 >= MAX_ANSWER as u64 => {
                        let _ = sender.send(Err(format!(
                            "an output line longer than {MAX_ANSWER} bytes"
                        )));
                        return;
                    }
                    Ok(0) => {
                        let _ = sender.send(Err("the engine closed its output".to_string()));
                        return;
                    }
                    Ok(_) => {
                        let line = line.trim_end_matches(['\n', '\r']);
                        if line.is_empty() {
                            if !answer.is_empty()
                                && sender.send(Ok(std::mem::take(&mut answer))).is_err()
                            {
                                return;
                            }
                        } else {
                            if !answer.is_empty() {
                                answer.push('\n');
                            }
                            answer.push_str(line);
                            if answer.len() > MAX_ANSWER {
                                let _ = sender
                                    .send(Err(format!("an answer longer than {MAX_ANSWER} bytes")));
                                return;
                            }
                        }
                    }
                    Err(e) => {
                        let _ = sender.send(Err(format!("cannot read its output: {e}")));
                        return;
                    }
                }
            }
        });
        let mut player = ExternalPlayer {
            spec: spec.to_string(),
            command,
            child,
            stdin,
            answers,
            genmove: genmove_args.trim().to_string(),
            synced: None,
        };
        let version = player.send("protocol_version")?;
        if version.trim() != "2" {
            return Err(player.fail(format!("speaks protocol version '{version}', not 2")));
        }
        Ok(player)
    }

    fn fail(&self, problem: String) -> PlayerError {
        PlayerError::External {
            command: self.command.clone(),
            problem,
        }
    }

    /// Sends one command and returns the text of its success answer.
    fn send(&mut self, line: &str) -> Result<String, PlayerError> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| self.fail(format!("cannot write to it: {e}")))?;
        let answer = match self.answers.recv_timeout(ANSWER_TIMEOUT) {
            Ok(Ok(answer)) => answer,
            Ok(Err(problem)) => return Err(self.fail(problem)),
            Err(RecvTimeoutError::Timeout) => {
                return Err(self.fail(format!(
                    "no answer to '{line}' within {} s",
                    ANSWER_TIMEOUT.as_secs()
                )))
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(self.fail("the engine stopped".to_string()))
            }
        };
        if let Some(text) = answer.strip_prefix('=') {
            Ok(text
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .trim()
                .to_string())
        } else {
            Err(self.fail(format!("'{line}' failed: {answer}")))
        }
    }

    /// Brings the engine to the current position of `game`.
    fn sync(&mut self, game: &History) -> Result<(), PlayerError> {
        let moves: Vec<Move> = game.moves().collect();
        let start = game.start();
        let known = match &self.synced {
            Some((s, sent)) if s == start && moves.starts_with(sent) => sent.len(),
            _ => {
                let rules = start.rules();
                if *start == Position::start(*rules) && game.start_ply() == 0 {
                    let mut line = format!(
                        "new_game {} holes={} seeds={}",
                        rules.game(),
                        rules.holes(),
                        rules.seeds()
                    );
                    for name in rules.game().option_names() {
                        if let Some(v) = rules.options().value(name) {
                            line.push_str(&format!(" {name}={v}"));
                        }
                    }
                    self.send(&line)?;
                } else {
                    self.send(&format!(
                        "set_position {}",
                        state_json(start, game.start_ply(), None)
                    ))?;
                }
                0
            }
        };
        for mv in &moves[known..] {
            self.send(&format!("play {mv}"))?;
        }
        self.synced = Some((start.clone(), moves));
        Ok(())
    }
}

impl Player for ExternalPlayer {
    fn name(&self) -> &str {
        &self.spec
    }

    fn new_game(&mut self) {
        self.synced = None;
    }

    fn choose(&mut self, game: &History, clocks: Option<&Clocks>) -> Result<Move, PlayerError> {
        self.sync(game)?;
        let mut line = "genmove".to_string();
        if !self.genmove.is_empty() {
            line.push(' ');
            line.push_str(&self.genmove);
        }
        if let Some(clocks) = clocks {
            line.push(' ');
            line.push_str(&clocks.genmove_words());
        }
        let text = self.send(&line)?;
        let mv: Move = text
            .parse()
            .map_err(|e| self.fail(format!("genmove answered '{text}': {e}")))?;
        if let Some((_, sent)) = &mut self.synced {
            sent.push(mv);
        }
        Ok(mv)
    }
}

impl Drop for ExternalPlayer {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        std::thread::sleep(Duration::from_millis(20));
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
