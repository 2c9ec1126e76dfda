//! An external engine speaking the protocol over its standard input and output.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::time::Duration;

use mancala_rules::{state_json, History, Move, Position};

use crate::clock::Clocks;
use crate::player::{Player, PlayerError};

/// Longest answer (and line) accepted from an external engine, in bytes.
const MAX_ANSWER: usize = 1 << 20;

/// How long an external engine may take to answer one command (a `genmove` with a move
/// time or a clock has its own bound, below).
const ANSWER_TIMEOUT: Duration = Duration::from_secs(120);

/// Time over its move time, or its clock, that a `genmove` is given before the engine is
/// taken to have stopped answering (what the pipes and the process switches may take).
const GRACE: Duration = Duration::from_secs(2);

/// What a `cmd:` engine's answers come through: at most one waits, so an engine writing
/// without end is held up by its pipe rather than filling the runner's memory.
type Answers = Receiver<Result<String, String>>;

/// A program driven through `new_game`/`set_position`, `play` and `genmove`.
pub struct ExternalPlayer {
    spec: String,
    command: String,
    /// The program and its arguments, to start it again after a `genmove` it never answered.
    words: Vec<String>,
    child: Child,
    stdin: ChildStdin,
    answers: Answers,
    /// Whether the program left a `genmove` unanswered (lost on time): it was stopped then,
    /// and is started again at the next game (outside the clock) or before its next
    /// command, since a late answer would be taken for the next one's.
    stale: bool,
    /// Why starting it again at a new game failed, told at its next move.
    broken: Option<PlayerError>,
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

/// Why a command got no success answer.
enum Unanswered {
    /// No answer came within the time given.
    TimedOut(PlayerError),
    /// The engine failed otherwise (an error answer, a crash, an answer unasked).
    Failed(PlayerError),
}

impl Unanswered {
    fn into_error(self) -> PlayerError {
        match self {
            Unanswered::TimedOut(e) | Unanswered::Failed(e) => e,
        }
    }
}

/// Starts the program `words` with its standard input and output piped, and a thread that
/// reads its answers (blank-line separated) into the channel returned.
fn start(words: &[String]) -> Result<(Child, ChildStdin, Answers), String> {
    let (program, args) = words
        .split_first()
        .ok_or_else(|| "empty command".to_string())?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start: {e}"))?;
    let stdin = child
        .stdin
        .take()
        .ok_or_else(|| "no standard input".to_string())?;
    let stdout = child
        .stdout
        .take()
        .ok_or_else(|| "no standard output".to_string())?;
    let (sender, answers) = mpsc::sync_channel(1);
    std::thread::spawn(move || read_answers(stdout, sender));
    Ok((child, stdin, answers))
}

/// Reads answers from `stdout` until it closes or misbehaves (the last thing sent is then
/// the problem), or until nobody listens.
fn read_answers(stdout: std::process::ChildStdout, sender: SyncSender<Result<String, String>>) {
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
                    if !answer.is_empty() && sender.send(Ok(std::mem::take(&mut answer))).is_err() {
                        return;
                    }
                } else {
                    if !answer.is_empty() {
                        answer.push('\n');
                    }
                    answer.push_str(line);
                    if answer.len() > MAX_ANSWER {
                        let _ =
                            sender.send(Err(format!("an answer longer than {MAX_ANSWER} bytes")));
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
        let (child, stdin, answers) = start(&words).map_err(fail)?;
        let mut player = ExternalPlayer {
            spec: spec.to_string(),
            command,
            words,
            child,
            stdin,
            answers,
            stale: false,
            broken: None,
            genmove: genmove_args.trim().to_string(),
            synced: None,
        };
        player.handshake()?;
        Ok(player)
    }

    /// Checks that the program speaks this protocol.
    fn handshake(&mut self) -> Result<(), PlayerError> {
        let version = self.send("protocol_version")?;
        if version.trim() != "2" {
            return Err(self.fail(format!("speaks protocol version '{version}', not 2")));
        }
        Ok(())
    }

    /// Stops the program and starts it again (after a `genmove` it did not answer in time).
    fn restart(&mut self) -> Result<(), PlayerError> {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let (child, stdin, answers) = start(&self.words).map_err(|e| self.fail(e))?;
        self.child = child;
        self.stdin = stdin;
        self.answers = answers;
        self.stale = false;
        self.synced = None;
        self.handshake()
    }

    /// How long a `genmove` may take: the side's clock, or the move time asked for, with
    /// [`GRACE`]; else [`ANSWER_TIMEOUT`].
    fn genmove_wait(&self, clocks: Option<&Clocks>, side: mancala_rules::Side) -> Duration {
        if let Some(clocks) = clocks {
            return clocks.remaining(side) + GRACE;
        }
        let movetime = self
            .genmove
            .split_whitespace()
            .find_map(|w| w.strip_prefix("movetime="))
            .and_then(|ms| ms.parse::<u64>().ok())
            .map(Duration::from_millis);
        match movetime {
            Some(ms) => (ms + GRACE).max(ANSWER_TIMEOUT),
            None => ANSWER_TIMEOUT,
        }
    }

    fn fail(&self, problem: String) -> PlayerError {
        PlayerError::External {
            command: self.command.clone(),
            problem,
        }
    }

    /// Sends one command and returns the text of its success answer.
    fn send(&mut self, line: &str) -> Result<String, PlayerError> {
        self.send_within(line, ANSWER_TIMEOUT)
            .map_err(Unanswered::into_error)
    }

    /// [`Self::send`], waiting at most `wait` for the answer.
    fn send_within(&mut self, line: &str, wait: Duration) -> Result<String, Unanswered> {
        let failed = Unanswered::Failed;
        // Every answer answers a command: one already waiting was sent unasked.
        match self.answers.try_recv() {
            Ok(Ok(answer)) => {
                return Err(failed(
                    self.fail(format!("answered without being asked: '{answer}'")),
                ))
            }
            Ok(Err(problem)) => return Err(failed(self.fail(problem))),
            Err(_) => {}
        }
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| failed(self.fail(format!("cannot write to it: {e}"))))?;
        let answer = match self.answers.recv_timeout(wait) {
            Ok(Ok(answer)) => answer,
            Ok(Err(problem)) => return Err(failed(self.fail(problem))),
            Err(RecvTimeoutError::Timeout) => {
                return Err(Unanswered::TimedOut(self.fail(format!(
                    "no answer to '{line}' within {:.1} s",
                    wait.as_secs_f64()
                ))))
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(failed(self.fail("the engine stopped".to_string())))
            }
        };
        if let Some(text) = answer.strip_prefix('=') {
            Ok(text
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .trim()
                .to_string())
        } else {
            Err(failed(self.fail(format!("'{line}' failed: {answer}"))))
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
        // Started again here, not in the next move's time on the clock.
        if self.stale {
            if let Err(e) = self.restart() {
                self.broken = Some(e);
            }
        }
    }

    fn choose(&mut self, game: &History, clocks: Option<&Clocks>) -> Result<Move, PlayerError> {
        if let Some(e) = self.broken.take() {
            return Err(e);
        }
        if self.stale {
            self.restart()?;
        }
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
        let side = game.position().to_move();
        let wait = self.genmove_wait(clocks, side);
        let text = match self.send_within(&line, wait) {
            Ok(text) => text,
            // Past its clock and the grace: lost on time. Its late answer must not be
            // taken for the next command's, so the program is started again first.
            Err(Unanswered::TimedOut(_)) if clocks.is_some() => {
                // Stopped at once, so that it does not search on through the next game.
                let _ = self.child.kill();
                let _ = self.child.wait();
                self.stale = true;
                return Err(PlayerError::OutOfTime {
                    player: self.spec.clone(),
                    waited: wait,
                });
            }
            Err(e) => return Err(e.into_error()),
        };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;
    use mancala_rules::{Game, Rules};

    /// A shell script in a fresh directory of its own; the directory is returned too.
    fn script(name: &str, body: &str) -> (std::path::PathBuf, String) {
        let dir = std::env::temp_dir().join(format!("mancala-ext-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join("engine.sh");
        std::fs::write(&path, body).expect("script");
        (dir, format!("sh {}", path.display()))
    }

    #[test]
    fn an_engine_that_answers_unasked_is_refused_not_buffered() {
        let (dir, command) = script(
            "spam",
            "read line\nprintf '= 2\\n\\n'\nwhile :; do printf '=\\n\\n'; done\n",
        );
        let mut player = ExternalPlayer::new("cmd:spam", &command, "").expect("starts");
        std::thread::sleep(Duration::from_millis(100));
        let game = History::new(Rules::new(Game::EnDodoi));
        let error = player.choose(&game, None).expect_err("unasked answers");
        assert!(
            error.to_string().contains("answered without being asked"),
            "{error}"
        );
        drop(player);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn an_engine_silent_past_its_clock_loses_on_time_and_is_started_again() {
        // The first process never answers genmove; the ones started after it do.
        let (dir, _) = script("silent", "");
        let marker = dir.join("started-once");
        let body = format!(
            "while read line; do\n  case \"$line\" in\n    protocol_version*) printf '= 2\\n\\n';;\n    \
             genmove*) if [ -e {m} ]; then printf '= 1\\n\\n'; else touch {m}; fi;;\n    \
             *) printf '=\\n\\n';;\n  esac\ndone\n",
            m = marker.display()
        );
        let (dir, command) = script("silent", &body);
        let mut player = ExternalPlayer::new("cmd:silent", &command, "").expect("starts");
        let game = History::new(Rules::new(Game::EnDodoi));
        let control: TimeControl = "0.2".parse().expect("control");
        let clocks = Clocks::new(control);
        match player.choose(&game, Some(&clocks)) {
            Err(PlayerError::OutOfTime { waited, .. }) => {
                assert_eq!(waited, Duration::from_millis(200) + GRACE)
            }
            other => panic!("not lost on time: {other:?}"),
        }
        // The late answer cannot be taken for the next command: a new process, started at
        // the next game, answers.
        player.new_game();
        assert!(!player.stale);
        let mv = player.choose(&game, Some(&clocks)).expect("a move");
        assert_eq!(mv, Move::hole(1));
        drop(player);
        let _ = std::fs::remove_dir_all(dir);
    }
}
