//! A game being played in the terminal: players, cursor, undo and redo, hints, saving,
//! resignation, the lap-by-lap animation and the engine thinking in the background.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::Arc;
use std::time::Duration;

use mancala_engine::time::Limits;
use mancala_engine::Engine;
use mancala_player::{engine_move, genmove, Misses, MAX_LEVEL};
use mancala_record::{GameResult, Record};
use mancala_rules::{Direction, History, Move, Side};
use mancala_solver::Solver;

/// Transposition table, in MB, of the engine kept for level 10 and hints.
const ENGINE_TT_MB: usize = 32;

/// Transposition table, in MB, of the fresh engine that searches each move of levels 1 to 9.
const LEVEL_TT_MB: usize = 16;

/// A new game's engine seed, drawn from the operating system's randomness.
pub fn random_engine_seed() -> u64 {
    rand::random()
}

/// The seed of the engine's search at `ply` (moves played) of a game whose engine seed
/// is `game_seed`: the same game seed and the same moves give the same choices.
pub fn move_seed(game_seed: u64, ply: u64) -> u64 {
    game_seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person at the keyboard.
    Human,
    /// The engine at a level from 1 to 10.
    Level(u8),
}

impl Player {
    /// Reads `human` or `level:N` (N from 1 to 10).
    pub fn parse(text: &str) -> Result<Player, String> {
        if text == "human" {
            return Ok(Player::Human);
        }
        text.strip_prefix("level:")
            .and_then(|l| l.parse::<u8>().ok())
            .filter(|l| (1..=10).contains(l))
            .map(Player::Level)
            .ok_or_else(|| format!("a player is human or level:1 .. level:10, not '{text}'"))
    }

    /// The player as written in records.
    pub fn name(self) -> String {
        match self {
            Player::Human => "human".to_string(),
            Player::Level(l) => format!("level:{l}"),
        }
    }
}

/// What the screen asks while a player who pressed `q` or Esc decides.
pub const QUIT_QUESTION: &str =
    "leave this game? s: save and leave, q: leave without saving, any other key: stay";

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Cursor one hole to the left on the screen.
    Left,
    /// Cursor one hole to the right on the screen.
    Right,
    /// A digit of a hole number.
    Digit(u8),
    /// Sow from the cursor (in the chosen direction in Giuthi), or pass when that is the move.
    Play,
    /// Giuthi: sow from the cursor in this direction.
    PlayDirection(Direction),
    /// Take back a move (back to the last human turn against the engine).
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Ask the engine for the best move.
    Hint,
    /// Save the game record.
    Save,
    /// Resign (asked twice to be sure).
    Resign,
    /// Leave.
    Quit,
    /// Any other key: skips the animation.
    Other,
}

/// The sowing being shown lap by lap.
#[derive(Clone, Debug)]
pub struct Animation {
    /// The board after each lap, then after the whole move.
    pub frames: Vec<Vec<u16>>,
    /// The frame shown now.
    pub shown: usize,
}

/// The last move, for highlighting.
#[derive(Clone, Debug)]
pub struct LastMove {
    /// Who played it.
    pub side: Side,
    /// The move.
    pub mv: Move,
    /// Canonical hole it was sown from (none for a pass).
    pub from: Option<usize>,
    /// Holes its capture emptied.
    pub captured: Vec<usize>,
}

/// A game in the terminal.
pub struct App {
    /// The game so far.
    pub game: History,
    /// South's and North's players.
    pub players: [Player; 2],
    /// The hole number (1-based, the mover's own numbering) under the cursor.
    pub cursor: u8,
    /// Giuthi: the direction Enter sows in.
    pub direction: Direction,
    /// The last move.
    pub last: Option<LastMove>,
    /// The animation under way.
    pub animation: Option<Animation>,
    /// A line for the player: errors, hints, saves.
    pub message: String,
    /// The side that resigned, if one did.
    pub resigned: Option<Side>,
    /// Where `save` writes.
    pub save_path: PathBuf,
    /// Whether the player asked to leave.
    pub quit: bool,
    /// Whether the player is being asked to confirm leaving a game in progress
    /// (`s` saves and leaves, `q` or Esc leaves, any other key stays).
    pub confirm_quit: bool,
    /// Time an engine level gets for a move (levels below 10 stop earlier on their own).
    pub engine_time: Duration,
    /// The record the game was loaded from: its players, date and tags are kept when saving.
    pub loaded: Option<Record>,
    /// The seed levels 1 to 9 draw their choices from: random for each new game, kept in
    /// the record as its `EngineSeed` tag, and fixed by `mancala play --engine-seed`.
    pub engine_seed: u64,
    redo: Vec<Move>,
    /// The moves played and the resignation when the game was last saved.
    saved: Option<(Vec<Move>, Option<Side>)>,
    digits: String,
    resign_armed: bool,
    engine: Option<Engine>,
    /// Level 10 asks it first and plays a position it proves perfectly.
    solver: Arc<Solver>,
    /// Where level 10's solver last failed (see `mancala_player::Misses`).
    misses: Arc<Misses>,
    /// The engine's move under way, and the engine to keep when it was level 10's.
    thinking: Option<Receiver<(Option<Engine>, Option<Move>)>>,
    date: String,
}

impl App {
    /// A game between `players` (South, North), saved to `save_path` on request, its
    /// engine levels drawing from a random seed.
    pub fn new(game: History, players: [Player; 2], save_path: PathBuf, date: String) -> App {
        let engine_seed = random_engine_seed();
        let mut app = App {
            game,
            players,
            cursor: 1,
            direction: Direction::Anticlockwise,
            last: None,
            animation: None,
            message: String::new(),
            resigned: None,
            save_path,
            quit: false,
            confirm_quit: false,
            engine_time: Duration::from_millis(1000),
            loaded: None,
            engine_seed,
            redo: Vec::new(),
            saved: None,
            digits: String::new(),
            resign_armed: false,
            engine: Some(Engine::new(ENGINE_TT_MB, engine_seed)),
            solver: Arc::new(Solver::new(ENGINE_TT_MB)),
            misses: Arc::new(Misses::new()),
            thinking: None,
            date,
        };
        app.cursor_to_legal();
        app
    }

    /// Continues the game of `record` (already `self.game`): its players, date and tags
    /// are kept when saving, and its `EngineSeed`, when it has one, seeds the engine levels.
    pub fn resume(&mut self, record: Record) {
        if let Some(seed) = record.engine_seed() {
            self.engine_seed = seed;
        }
        self.loaded = Some(record);
    }

    /// Whether a level that draws its choices from the engine seed (1 to 9) plays a side.
    pub fn seeded_engine_plays(&self) -> bool {
        self.players
            .iter()
            .any(|p| matches!(p, Player::Level(l) if *l < MAX_LEVEL))
    }

    /// The player of the side to move.
    pub fn player_to_move(&self) -> Player {
        self.players[self.game.position().to_move().index()]
    }

    /// Whether the game has ended (by the rules or by resignation).
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some() || self.resigned.is_some()
    }

    /// Whether the engine is choosing a move now.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether a person is to move now (and may use the keys that move).
    pub fn human_to_move(&self) -> bool {
        !self.is_over() && self.player_to_move() == Player::Human && self.animation.is_none()
    }

    /// The canonical hole under the cursor.
    pub fn cursor_index(&self) -> usize {
        let pos = self.game.position();
        pos.index(pos.to_move(), self.cursor)
    }

    /// The game's record, with the result (a resignation included).
    pub fn record(&self) -> Record {
        let mut record = match &self.loaded {
            Some(from) => {
                // A person keeps the name the record gave them; an engine level is named
                // as it plays now.
                let name = |side: Side, was: &str| match self.players[side.index()] {
                    Player::Human if !matches!(Player::parse(was), Ok(Player::Level(_))) => {
                        was.to_string()
                    }
                    player => player.name(),
                };
                let mut r = Record::new(
                    self.game.clone(),
                    name(Side::South, &from.south),
                    name(Side::North, &from.north),
                    from.date.clone(),
                );
                r.extra_tags = from
                    .extra_tags
                    .iter()
                    .filter(|(k, _)| k != "Termination" && k != mancala_record::ENGINE_SEED_TAG)
                    .cloned()
                    .collect();
                r
            }
            None => Record::new(
                self.game.clone(),
                self.players[0].name(),
                self.players[1].name(),
                self.date.clone(),
            ),
        };
        if self.seeded_engine_plays() {
            record.set_engine_seed(self.engine_seed);
        }
        if let Some(side) = self.resigned {
            // An unfinished game may carry a resignation.
            let _ = record.set_result(GameResult::resignation(side));
            record
                .extra_tags
                .push(("Termination".to_string(), "resignation".to_string()));
        }
        record
    }

    fn cursor_to_legal(&mut self) {
        let pos = self.game.position();
        let legal: Vec<u8> = pos
            .legal_moves()
            .iter()
            .filter_map(|m| match m {
                Move::Sow { hole, .. } => Some(*hole),
                Move::Pass => None,
            })
            .collect();
        if !legal.contains(&self.cursor) {
            if let Some(&first) = legal.first() {
                self.cursor = first;
            } else {
                self.cursor = self.cursor.clamp(1, pos.rules().holes() as u8);
            }
        }
    }

    /// Whether leaving now would lose something: a game in progress with moves played
    /// (or loaded) that has not been saved since.
    pub fn worth_saving(&self) -> bool {
        !self.is_over()
            && (self.game.moves_played() > 0 || self.loaded.is_some())
            && !self.saved.as_ref().is_some_and(|(moves, resigned)| {
                *resigned == self.resigned && self.game.moves().eq(moves.iter().copied())
            })
    }

    /// Acts on one command.
    pub fn handle(&mut self, command: Command) {
        // A hole number waits for its next digit only while digits are typed.
        if !matches!(command, Command::Digit(_)) && !self.digits.is_empty() {
            self.digits.clear();
            if self.message.starts_with("hole ") {
                self.message.clear();
            }
        }
        if self.confirm_quit {
            self.confirm_quit = false;
            match command {
                // Leave only when the record is safely written.
                Command::Save => self.quit = self.save(),
                Command::Quit => self.quit = true,
                _ => self.message = "back to the game".to_string(),
            }
            return;
        }
        if command == Command::Quit && self.resign_armed {
            // Esc or q while a resignation waits for its second x takes the resignation back.
            self.resign_armed = false;
            self.message = "not resigned".to_string();
            return;
        }
        if command != Command::Resign {
            self.resign_armed = false;
        }
        if self.animation.is_some() && command != Command::Quit {
            // Any key skips the animation.
            self.animation = None;
            return;
        }
        match command {
            // The screen asks (QUIT_QUESTION) for as long as `confirm_quit` holds.
            Command::Quit if self.worth_saving() => self.confirm_quit = true,
            Command::Quit => self.quit = true,
            Command::Left | Command::Right => {
                let n = self.game.rules().holes() as u8;
                // North's row is drawn right to left, so the screen's left is its higher numbers.
                let toward_higher =
                    (command == Command::Right) == (self.game.position().to_move() == Side::South);
                self.cursor = if toward_higher {
                    (self.cursor % n) + 1
                } else {
                    (self.cursor + n - 2) % n + 1
                };
            }
            Command::Digit(d) => self.digit(d),
            Command::Play => {
                let pos = self.game.position();
                let mv = if pos.legal_moves().as_ref() == [Move::Pass] {
                    Move::Pass
                } else if pos.rules().game().two_directions() {
                    Move::directed(self.cursor, self.direction)
                } else {
                    Move::hole(self.cursor)
                };
                self.human_move(mv);
            }
            Command::PlayDirection(d) => {
                if self.game.rules().game().two_directions() {
                    self.direction = d;
                    self.human_move(Move::directed(self.cursor, d));
                } else {
                    self.message = format!(
                        "{} sows one way only: press Enter",
                        self.game.rules().game().title()
                    );
                }
            }
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Hint => self.hint(),
            Command::Save => {
                self.save();
            }
            Command::Resign => self.resign(),
            Command::Other => {}
        }
    }

    fn digit(&mut self, d: u8) {
        let n = self.game.rules().holes();
        self.digits.push(char::from(b'0' + d));
        let value: usize = self.digits.parse().unwrap_or(0);
        if value == 0 || value > n {
            self.message = format!("no hole {} on a row of {n}", self.digits);
            self.digits.clear();
            return;
        }
        self.cursor = value as u8;
        // A further digit could not make a hole number: this one is complete.
        if value * 10 > n {
            self.digits.clear();
            self.message.clear();
        } else {
            self.message = format!(
                "hole {}_ (another digit for {}0 and up)",
                self.digits, self.digits
            );
        }
    }

    fn human_move(&mut self, mv: Move) {
        if let Err(e) = self.move_by_hand(mv) {
            self.message = e;
        }
    }

    /// Plays `mv` for the person to move (checked); a new move drops the moves taken back.
    pub fn move_by_hand(&mut self, mv: Move) -> Result<(), String> {
        if !self.human_to_move() {
            return Err(if self.is_over() {
                "the game is over".to_string()
            } else {
                "wait: it is not your turn".to_string()
            });
        }
        self.play(mv)?;
        self.redo.clear();
        Ok(())
    }

    /// Plays `mv` (checked), starting its animation.
    pub fn play(&mut self, mv: Move) -> Result<(), String> {
        let before = self.game.position().clone();
        let laps = before.laps(mv).map_err(|e| e.to_string())?;
        self.game.play(mv).map_err(|e| e.to_string())?;
        let after = self.game.position();
        let last_board = laps.last().map(|l| l.board.clone());
        let captured = match &last_board {
            Some(board) => (0..board.len())
                .filter(|&i| board[i] > 0 && after.board()[i] == 0)
                .collect(),
            None => Vec::new(),
        };
        let from = match mv {
            Move::Sow { hole, .. } => Some(before.index(before.to_move(), hole)),
            Move::Pass => None,
        };
        self.last = Some(LastMove {
            side: before.to_move(),
            mv,
            from,
            captured,
        });
        let mut frames: Vec<Vec<u16>> = laps.into_iter().map(|l| l.board).collect();
        frames.push(after.board().to_vec());
        self.animation = (frames.len() > 1).then_some(Animation { frames, shown: 0 });
        self.message.clear();
        self.digits.clear();
        self.cursor_to_legal();
        Ok(())
    }

    /// Moves the animation on by one lap; starts the engine when it is its turn, and takes its move when ready.
    pub fn tick(&mut self) {
        if let Some(animation) = &mut self.animation {
            animation.shown += 1;
            if animation.shown + 1 >= animation.frames.len() {
                self.animation = None;
            }
            return;
        }
        if let Some(receiver) = &self.thinking {
            match receiver.try_recv() {
                Ok((kept, mv)) => {
                    self.thinking = None;
                    if let Some(engine) = kept {
                        self.engine = Some(engine);
                    }
                    // A person who resigned while the engine thought ended the game.
                    if let Some(mv) = mv.filter(|_| self.resigned.is_none()) {
                        if let Err(e) = self.play(mv) {
                            self.message = format!("the engine's move failed: {e}");
                        }
                    }
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.thinking = None;
                    self.message = "the engine stopped".to_string();
                    if self.engine.is_none() {
                        self.engine = Some(Engine::new(ENGINE_TT_MB, self.engine_seed));
                    }
                }
            }
            return;
        }
        if let (false, Player::Level(level)) = (self.is_over(), self.player_to_move()) {
            // Levels 1 to 9 search each move with a fresh engine seeded for its ply, so the
            // same seed and moves give the same choices whatever came between (hints,
            // undos); level 10 keeps its engine and what it learnt from move to move.
            let keep = level >= MAX_LEVEL;
            let engine = if keep {
                self.engine.take()
            } else {
                let ply = self.game.moves_played() as u64;
                Some(Engine::new(LEVEL_TT_MB, move_seed(self.engine_seed, ply)))
            };
            if let Some(mut engine) = engine {
                let game = self.game.clone();
                let limits = Limits {
                    movetime: Some(self.engine_time),
                    ..Limits::default()
                };
                let (sender, receiver) = mpsc::channel();
                let solver = Arc::clone(&self.solver);
                let misses = Arc::clone(&self.misses);
                std::thread::spawn(move || {
                    let mv = genmove(&mut engine, &solver, &misses, &game, level, &limits)
                        .map(|c| c.best);
                    let _ = sender.send((keep.then_some(engine), mv));
                });
                self.thinking = Some(receiver);
            }
        }
    }

    /// Runs ticks until no engine is thinking and no animation runs (for scripts and tests).
    pub fn settle(&mut self) {
        loop {
            self.animation = None;
            self.tick();
            if self.thinking.is_none()
                && self.animation.is_none()
                && (self.is_over() || self.player_to_move() == Player::Human)
            {
                return;
            }
            if self.thinking.is_some() {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    }

    fn undo(&mut self) {
        if self.is_thinking() {
            self.message = "wait for the engine's move".to_string();
            return;
        }
        if self.resigned.take().is_some() {
            self.message = "resignation taken back".to_string();
            return;
        }
        let mut taken = Vec::new();
        while let Some(mv) = self.game.moves().last() {
            if !self.game.undo() {
                break;
            }
            taken.push(mv);
            // Against the engine, go back to a position where a person moves.
            let human_turn = self.player_to_move() == Player::Human;
            if human_turn || self.players.iter().all(|p| *p != Player::Human) {
                break;
            }
        }
        if taken.is_empty() {
            self.message = "nothing to undo".to_string();
            return;
        }
        self.redo.extend(taken);
        self.last = None;
        self.animation = None;
        self.message = "move taken back".to_string();
        self.cursor_to_legal();
    }

    fn redo(&mut self) {
        if self.is_thinking() {
            self.message = "wait for the engine's move".to_string();
            return;
        }
        let Some(mv) = self.redo.pop() else {
            self.message = "nothing to redo".to_string();
            return;
        };
        if let Err(e) = self.play(mv) {
            self.message = e;
            self.redo.clear();
        }
        // Replay the engine replies taken back with it, back to a person's turn.
        while self.player_to_move() != Player::Human && !self.is_over() {
            let Some(next) = self.redo.pop() else { break };
            if self.play(next).is_err() {
                self.redo.clear();
                break;
            }
        }
        self.animation = None;
    }

    fn hint(&mut self) {
        if !self.human_to_move() {
            self.message = "hints are given on your turn".to_string();
            return;
        }
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        let limits = Limits {
            movetime: Some(Duration::from_millis(500)),
            ..Limits::default()
        };
        if let Some(result) = engine_move(engine, &self.game, MAX_LEVEL, &limits) {
            self.message = format!("hint: {}", result.best);
            if let Move::Sow { hole, direction } = result.best {
                self.cursor = hole;
                if let Some(d) = direction {
                    self.direction = d;
                }
            }
        }
    }

    /// Saves the record to `save_path`; whether it was written.
    fn save(&mut self) -> bool {
        let record = self.record();
        match mancala_record::save(
            &self.save_path,
            &[record],
            mancala_record::Format::from_path(&self.save_path),
        ) {
            Ok(()) => {
                self.message = format!("saved to {}", self.save_path.display());
                self.saved = Some((self.game.moves().collect(), self.resigned));
                true
            }
            Err(e) => {
                self.message = format!("not saved: {e}");
                false
            }
        }
    }

    fn resign(&mut self) {
        if self.is_over() {
            return;
        }
        let side = self.game.position().to_move();
        let human = if self.players[side.index()] == Player::Human {
            side
        } else if self.players[side.opponent().index()] == Player::Human {
            side.opponent()
        } else {
            self.message = "only a person can resign".to_string();
            return;
        };
        if !self.resign_armed {
            self.resign_armed = true;
            self.message = format!("press x again to resign for {human}");
            return;
        }
        self.resign_armed = false;
        self.resigned = Some(human);
        self.message = format!("{human} resigned");
    }

    /// The result in words (winner first, the score's parts named), or `None` while the
    /// game goes on.
    pub fn result_text(&self) -> Option<String> {
        crate::words::result(self.game.position(), self.game.outcome(), self.resigned)
    }
}
