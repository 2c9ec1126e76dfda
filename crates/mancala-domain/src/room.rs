//! One game and who holds its seats: tokens, invitations, moves, resignation, undo,
//! and what everyone may see of it. Plain values: no I/O, no runtime.

use mancala_rules::{state_json, History, Move, Position, Rules, Side};
use sha2::{Digest, Sha256};

use super::teams::{animation_grace_ms, TeamError, Teams};
use super::token::{now_ms, secret, token_hash};

/// Who holds a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person, through the seat's token.
    Human,
    /// The engine at a level from 1 to 10.
    Engine(u8),
}

impl Seat {
    /// Reads `human` or `level:N`.
    pub fn parse(text: &str) -> Option<Seat> {
        if text == "human" {
            return Some(Seat::Human);
        }
        let level: u8 = text.strip_prefix("level:")?.parse().ok()?;
        (1..=10).contains(&level).then_some(Seat::Engine(level))
    }

    /// As written in the API and the database.
    pub fn name(self) -> String {
        match self {
            Seat::Human => "human".to_string(),
            Seat::Engine(l) => format!("level:{l}"),
        }
    }
}

/// One game and the people connected to it.
pub struct Room {
    /// The game's id.
    pub id: String,
    /// The game so far.
    pub game: History,
    /// South's and North's seats.
    pub seats: [Seat; 2],
    /// Hashes of the seat tokens handed out.
    pub token_hashes: [Option<String>; 2],
    /// Unused invitation codes per side.
    pub invites: [Option<String>; 2],
    /// The side that resigned.
    pub resigned: Option<Side>,
    /// Whether an open invitation shows in the lobby.
    pub listed: bool,
    /// The teams, in a team game.
    pub teams: Option<Teams>,
    /// The series the game belongs to, if any.
    pub series: Option<String>,
    /// When the game was created (ms since the epoch).
    pub created: i64,
    /// When the last move was played (ms since the epoch), if any and known.
    pub last_move_at: Option<i64>,
    /// The rematch one of the players started after this game, by its id.
    pub rematch: Option<String>,
}

/// How long an open invitation to a game stays valid (ms): a day.
pub const INVITE_TTL_MS: i64 = 24 * 3600 * 1000;

impl Room {
    /// A room for a stored game, its moves replayed.
    pub fn restore(stored: &GameRecord) -> Result<Room, String> {
        let mut game =
            History::from_json(&stored.start).map_err(|e| format!("game {}: {e}", stored.id))?;
        for mv in &stored.moves {
            let parsed: Move = mv.parse().map_err(|e| format!("game {}: {e}", stored.id))?;
            game.play(parsed)
                .map_err(|e| format!("game {}: {e}", stored.id))?;
        }
        let seat =
            |s: &str| Seat::parse(s).ok_or_else(|| format!("game {}: bad seat {s}", stored.id));
        Ok(Room {
            id: stored.id.clone(),
            game,
            seats: [seat(&stored.players[0])?, seat(&stored.players[1])?],
            token_hashes: stored.token_hashes.clone(),
            invites: stored.invites.clone(),
            resigned: stored.resigned.as_deref().and_then(Side::from_name),
            listed: stored.listed,
            teams: None,
            series: stored.series.clone(),
            created: stored.created,
            last_move_at: stored.last_move_at,
            rematch: stored.rematch.clone(),
        })
    }

    /// A new room for `rules` with these seats; returns it with its stored form.
    pub fn create(id: String, rules: Rules, seats: [Seat; 2], listed: bool) -> (Room, GameRecord) {
        let game = History::new(rules);
        let start = state_json(&Position::start(rules), 0, None);
        let invites = [0, 1].map(|i| (seats[i] == Seat::Human).then(secret));
        let created = now_ms();
        let room = Room {
            id: id.clone(),
            game,
            seats,
            token_hashes: [None, None],
            invites: invites.clone(),
            resigned: None,
            listed,
            teams: None,
            series: None,
            created,
            last_move_at: None,
            rematch: None,
        };
        let stored = GameRecord {
            id,
            start,
            players: [seats[0].name(), seats[1].name()],
            resigned: None,
            token_hashes: [None, None],
            invites,
            moves: Vec::new(),
            listed,
            created,
            last_move_at: None,
            rematch: None,
            series: None,
        };
        (room, stored)
    }

    /// The side whose token this is.
    pub fn side_of(&self, token: &str) -> Option<Side> {
        let hash = token_hash(token);
        Side::BOTH
            .into_iter()
            .find(|s| self.token_hashes[s.index()].as_deref() == Some(hash.as_str()))
    }

    /// Gives the game its teams as stored, linked to the game's series (in a team series).
    pub fn set_teams(&mut self, teams: Option<Teams>) {
        self.teams = teams;
        if let Some(teams) = self.teams.as_mut() {
            teams.series_id = self.series.clone();
        }
    }

    /// Whether a team game's turn clock runs: not over, both teams with people.
    pub fn clock_running(&self) -> bool {
        !self.is_over() && self.teams.as_ref().is_some_and(|t| t.deadline().is_some())
    }

    /// Whether the game has ended (rules or resignation).
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some() || self.resigned.is_some()
    }

    /// The engine's level if the engine is to move now.
    pub fn engine_to_move(&self) -> Option<u8> {
        if self.is_over() {
            return None;
        }
        match self.seats[self.game.position().to_move().index()] {
            Seat::Engine(level) => Some(level),
            Seat::Human => None,
        }
    }

    /// The side `token` holds (outside team games).
    pub fn seat_of(&self, token: &str) -> Result<Side, GameError> {
        self.side_of(token).ok_or(GameError::NoSeat)
    }

    /// The side `token` acts for: its seat, or in a team game its team when it is the sower.
    pub fn acting_side(&self, token: &str) -> Result<Side, GameError> {
        let Some(teams) = &self.teams else {
            return self.seat_of(token);
        };
        let member = teams.member_by_token(token).ok_or(TeamError::NotMember)?;
        let sower = teams.teams[member.side.index()].sower;
        if sower != Some(member.id) {
            let name = sower
                .and_then(|s| teams.member(s))
                .map(|m| m.name.clone())
                .unwrap_or_else(|| "nobody yet".to_string());
            return Err(TeamError::NotSower(name).into());
        }
        Ok(member.side)
    }

    /// The side whose unused invitation `code` is, at `now` (an invitation expires a
    /// day after the game was created).
    pub fn invited_side(&self, code: &str, now: i64) -> Result<Side, GameError> {
        let side = Side::BOTH
            .into_iter()
            .find(|s| self.invites[s.index()].as_deref() == Some(code))
            .ok_or(GameError::InvalidInvite)?;
        if self.invites_expired(now) {
            return Err(GameError::InviteExpired);
        }
        Ok(side)
    }

    /// When anything last happened in the game: its last move, or its creation.
    pub fn active_at(&self) -> i64 {
        self.last_move_at.unwrap_or(self.created).max(self.created)
    }

    /// Whether the game is in progress but abandoned at `now`: no move for a day (the
    /// same day as an open invitation lasts).
    pub fn abandoned(&self, now: i64) -> bool {
        !self.is_over() && now.saturating_sub(self.active_at()) > INVITE_TTL_MS
    }

    /// Whether the game's open invitations have expired at `now`.
    pub fn invites_expired(&self, now: i64) -> bool {
        now.saturating_sub(self.created) > INVITE_TTL_MS
    }

    /// Whether `side`'s team invitation has expired at `now`, in a team game of its own:
    /// while nobody has joined that team it expires a day after the game was created, as
    /// an ordinary invitation does; once a person has, it lasts until the team is full.
    /// The team games of a series follow the series' invitation (which does not expire).
    pub fn team_invite_expired(&self, side: Side, now: i64) -> bool {
        self.series.is_none()
            && self.teams.as_ref().is_some_and(|t| !t.has_person(side))
            && self.invites_expired(now)
    }

    /// Gives `side` the token whose hash is `hash`, using up its invitation.
    pub fn seat(&mut self, side: Side, hash: String) {
        self.token_hashes[side.index()] = Some(hash);
        self.invites[side.index()] = None;
    }

    /// Checks that `side` may play the move written `text` now, and reads it.
    pub fn check_move(&self, side: Side, text: &str) -> Result<Move, GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        if self.waiting_for_opponent(side) {
            return Err(GameError::OpponentNotJoined);
        }
        let to_move = self.game.position().to_move();
        if side != to_move {
            return Err(GameError::NotYourTurn(to_move));
        }
        let legal = || self.game.position().legal_moves().to_notation();
        let mv: Move = text.parse().map_err(|e: mancala_rules::ParseMoveError| {
            GameError::BadMove(format!("{e}; legal moves: {}", legal()))
        })?;
        self.check_legal(mv)?;
        Ok(mv)
    }

    /// Whether `side` plays a person who has not taken their seat yet (a friend game
    /// before the friend joins), or a team nobody has joined: the game does not start
    /// until they have.
    pub fn waiting_for_opponent(&self, side: Side) -> bool {
        let other = side.opponent();
        match &self.teams {
            Some(teams) => teams.count(other) == 0,
            None => {
                self.seats[other.index()] == Seat::Human
                    && self.token_hashes[other.index()].is_none()
            }
        }
    }

    /// Checks that `mv` can be played in the current position.
    pub fn check_legal(&self, mv: Move) -> Result<(), GameError> {
        self.game
            .position()
            .play(mv)
            .map(|_| ())
            .map_err(|e| GameError::BadMove(e.to_string()))
    }

    /// Plays `mv` (checked before with [`Room::check_legal`]); in a team game the move
    /// starts a new turn at `now`, its clock counting once the sowing has been shown.
    pub fn play(&mut self, mv: Move, now: i64) -> Result<(), GameError> {
        let grace = animation_grace_ms(self.game.position(), mv);
        self.game
            .play(mv)
            .map_err(|e| GameError::BadMove(e.to_string()))?;
        self.last_move_at = Some(now);
        if let Some(teams) = self.teams.as_mut() {
            teams.new_turn(now, grace);
        }
        Ok(())
    }

    /// The animation grace of the last move played (ms; none before the first move).
    pub fn last_move_grace_ms(&self) -> u64 {
        let played = self.game.moves_played();
        let Some(mv) = self.game.moves().last() else {
            return 0;
        };
        played
            .checked_sub(1)
            .and_then(|i| self.game.positions().nth(i))
            .map_or(0, |before| animation_grace_ms(before, mv))
    }

    /// Checks that `side` may resign now.
    pub fn check_resign(&self) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        Ok(())
    }

    /// The game as it was at `side`'s last turn, taking back the engine's replies: undo
    /// is only for a seat playing the engine, in a game not resigned. `counted` says the
    /// game belongs to a series (whose finished games cannot be taken back).
    pub fn undone(&self, token: &str, counted: bool) -> Result<History, GameError> {
        if let Some(teams) = &self.teams {
            teams.member_by_token(token).ok_or(TeamError::NotMember)?;
            return Err(GameError::UndoNotHere);
        }
        let side = self.seat_of(token)?;
        if counted && self.is_over() {
            return Err(GameError::Counted);
        }
        if !matches!(self.seats[side.opponent().index()], Seat::Engine(_)) {
            return Err(GameError::UndoNotHere);
        }
        if self.resigned.is_some() {
            return Err(GameError::Resigned);
        }
        let mut game = self.game.clone();
        let mut undone = false;
        while game.moves_played() > 0 {
            game.undo();
            undone = true;
            if game.position().to_move() == side {
                break;
            }
        }
        if !undone || game.position().to_move() != side {
            return Err(GameError::NothingToUndo);
        }
        Ok(game)
    }

    /// The seed of the engine's search at `ply` of this game: drawn from the game's id
    /// (random for each game, a series' games included) and the ply, so two games against
    /// the same level differ while each game's choices can be reproduced from its id.
    pub fn engine_seed(&self, ply: u64) -> u64 {
        let digest = Sha256::digest(self.id.as_bytes());
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&digest[..8]);
        u64::from_le_bytes(bytes) ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// The side `token` played in this finished game, as one who may ask for a rematch
    /// (its seat, or in a team game its team): refused while the game goes on and in a
    /// series, which has its own next game.
    pub fn rematch_side(&self, token: &str) -> Result<Side, GameError> {
        let side = match &self.teams {
            Some(teams) => {
                teams
                    .member_by_token(token)
                    .ok_or(TeamError::NotMember)?
                    .side
            }
            None => self.seat_of(token)?,
        };
        if !self.is_over() {
            return Err(GameError::NotOver);
        }
        if self.series.is_some() {
            return Err(GameError::RematchInSeries);
        }
        Ok(side)
    }

    /// The seats of a rematch: the same players with the colours swapped.
    pub fn rematch_seats(&self) -> [Seat; 2] {
        [self.seats[1], self.seats[0]]
    }

    /// Whether the engine plays both sides.
    pub fn engines_only(&self) -> bool {
        self.seats.iter().all(|s| matches!(s, Seat::Engine(_)))
    }
}

/// Why an action on a game was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum GameError {
    /// The token holds no seat in this game.
    #[error("this token holds no seat in this game")]
    NoSeat,
    /// The invitation code is wrong or used.
    #[error("this invitation is not valid (or was used already)")]
    InvalidInvite,
    /// The invitation is older than a day.
    #[error("this invitation has expired (invitations last a day)")]
    InviteExpired,
    /// The game has ended.
    #[error("the game is over")]
    Over,
    /// A rematch asked for while the game goes on.
    #[error("the game is not over: a rematch comes after it")]
    NotOver,
    /// A rematch asked for in a series.
    #[error("a game of a series is followed by the series' next game, not a rematch")]
    RematchInSeries,
    /// The player's place in the rematch is taken already.
    #[error("you are in the rematch already: game {0}")]
    InRematch(String),
    /// The opponent's seat has not been taken yet.
    #[error("the game has not started: waiting for the other player (or team) to join with the invitation")]
    OpponentNotJoined,
    /// The other side is to move.
    #[error("not your turn: {0} is to move")]
    NotYourTurn(Side),
    /// The move cannot be read or played.
    #[error("{0}")]
    BadMove(String),
    /// Undo outside a game against the engine.
    #[error("undo is only for games against the engine")]
    UndoNotHere,
    /// The engine is searching.
    #[error("the engine is choosing its move: try again")]
    EngineThinking,
    /// The game was resigned.
    #[error("the game was resigned")]
    Resigned,
    /// No move of this side to take back.
    #[error("nothing to undo")]
    NothingToUndo,
    /// A finished game of a series has been counted.
    #[error("this game of a series is over and counted")]
    Counted,
    /// A team route on a game between two people.
    #[error("this is not a team game")]
    NotTeamGame,
    /// Too many games between engines in progress.
    #[error("{0} games between engines are in progress (at most {MAX_ENGINE_GAMES}): try later")]
    EngineGames(usize),
    /// A team rule.
    #[error(transparent)]
    Team(#[from] TeamError),
}

/// Most games with the engine on both sides in progress at once.
pub const MAX_ENGINE_GAMES: usize = 8;

/// A game in the form it is stored: its start, players, seats and moves as text.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// The game's id.
    pub id: String,
    /// The start position as protocol JSON.
    pub start: String,
    /// South's and North's players (`human` or `level:N`).
    pub players: [String; 2],
    /// The side that resigned, if any.
    pub resigned: Option<String>,
    /// Per side: the hash of the seat token, once taken.
    pub token_hashes: [Option<String>; 2],
    /// Per side: an unused invitation code.
    pub invites: [Option<String>; 2],
    /// The moves in order.
    pub moves: Vec<String>,
    /// Whether an open invitation is listed in the lobby.
    pub listed: bool,
    /// When the game was created (ms since the epoch).
    pub created: i64,
    /// When its last move was played (ms since the epoch): `None` before the first move
    /// and for moves stored before moves had their time.
    pub last_move_at: Option<i64>,
    /// The id of the rematch started after it, if any.
    pub rematch: Option<String>,
    /// The id of the match series it is a game of, if any.
    pub series: Option<String>,
}

/// Most laps of one sowing sent for animation; longer sowings jump to their end.
pub const MAX_ANIMATED_LAPS: usize = 300;

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Game;

    fn giuthi() -> Rules {
        Rules::from_settings(Game::Giuthi, std::iter::empty::<(&str, &str)>()).unwrap()
    }

    fn two_people() -> (Room, GameRecord) {
        let (mut room, record) = Room::create("g".into(), giuthi(), [Seat::Human; 2], true);
        room.seat(Side::South, token_hash("s"));
        (room, record)
    }

    #[test]
    fn an_untaken_team_invitation_expires_after_a_day() {
        use crate::teams::TeamSettings;
        let (mut room, _) = Room::create("t".into(), giuthi(), [Seat::Human; 2], true);
        let settings = TeamSettings {
            clock_ms: None,
            fallback_level: 5,
            away_ms: 60_000,
        };
        let mut teams = Teams::new("t".into(), settings, ["s".into(), "n".into()], 0);
        teams
            .add_member(Side::South, "a".into(), Some(token_hash("a")), None, 0)
            .unwrap();
        room.teams = Some(teams);
        let (last, late) = (
            room.created + INVITE_TTL_MS,
            room.created + INVITE_TTL_MS + 1,
        );
        assert!(!room.team_invite_expired(Side::North, last));
        assert!(
            room.team_invite_expired(Side::North, late),
            "nobody took it"
        );
        assert!(
            !room.team_invite_expired(Side::South, late),
            "a team with a person keeps its invitation until it is full"
        );
        room.series = Some("s".into());
        assert!(
            !room.team_invite_expired(Side::North, late),
            "a series' team games follow the series"
        );
        room.series = None;
        if let Some(t) = room.teams.as_mut() {
            t.add_member(Side::North, "b".into(), Some(token_hash("b")), None, late)
                .unwrap();
        }
        assert!(!room.team_invite_expired(Side::North, late + INVITE_TTL_MS));
    }

    #[test]
    fn seats_read_and_write_their_names() {
        assert_eq!(Seat::parse("human"), Some(Seat::Human));
        assert_eq!(Seat::parse("level:10"), Some(Seat::Engine(10)));
        for bad in ["level:0", "level:11", "robot", "level:", ""] {
            assert_eq!(Seat::parse(bad), None, "{bad}");
        }
        assert_eq!(Seat::Engine(3).name(), "level:3");
    }

    #[test]
    fn an_invitation_opens_its_seat_once_and_tokens_name_their_side() {
        let (mut room, record) = two_people();
        assert!(record.invites.iter().all(Option::is_some));
        let code = room.invites[1].clone().unwrap();
        assert_eq!(room.invited_side(&code, room.created), Ok(Side::North));
        let late = room.created + INVITE_TTL_MS + 1;
        assert_eq!(
            room.invited_side(&code, late),
            Err(GameError::InviteExpired)
        );
        room.seat(Side::North, token_hash("n"));
        assert_eq!(
            room.invited_side(&code, room.created),
            Err(GameError::InvalidInvite)
        );
        assert_eq!(room.seat_of("n"), Ok(Side::North));
        assert_eq!(room.acting_side("s"), Ok(Side::South));
        assert_eq!(room.seat_of("x"), Err(GameError::NoSeat));
    }

    #[test]
    fn a_rematch_is_for_a_player_of_a_finished_game_outside_a_series() {
        let (mut room, _) =
            Room::create("g".into(), giuthi(), [Seat::Human, Seat::Engine(4)], false);
        room.seat(Side::South, token_hash("s"));
        assert_eq!(room.rematch_side("s"), Err(GameError::NotOver));
        room.resigned = Some(Side::South);
        assert_eq!(room.rematch_side("x"), Err(GameError::NoSeat));
        assert_eq!(room.rematch_side("s"), Ok(Side::South));
        assert_eq!(room.rematch_seats(), [Seat::Engine(4), Seat::Human]);
        room.series = Some("s1".into());
        assert_eq!(room.rematch_side("s"), Err(GameError::RematchInSeries));
    }

    #[test]
    fn a_friend_game_waits_for_the_friend_before_any_move() {
        let (mut room, _) = Room::create("g".into(), giuthi(), [Seat::Human; 2], true);
        room.seat(Side::South, token_hash("s"));
        assert!(room.waiting_for_opponent(Side::South));
        assert_eq!(
            room.check_move(Side::South, "1R"),
            Err(GameError::OpponentNotJoined)
        );
        room.seat(Side::North, token_hash("n"));
        assert!(!room.waiting_for_opponent(Side::South));
        assert!(room.check_move(Side::South, "1R").is_ok());
        let (engine, _) = Room::create("e".into(), giuthi(), [Seat::Human, Seat::Engine(3)], false);
        assert!(!engine.waiting_for_opponent(Side::South));
        // A team game waits for someone in the other team (a person or an engine member).
        use crate::teams::TeamSettings;
        let (mut room, _) = Room::create("t".into(), giuthi(), [Seat::Human; 2], false);
        let settings = TeamSettings {
            clock_ms: None,
            fallback_level: 5,
            away_ms: 60_000,
        };
        let mut teams = Teams::new("t".into(), settings, ["s".into(), "n".into()], 0);
        let sower = teams
            .add_member(Side::South, "a".into(), Some(token_hash("a")), None, 0)
            .unwrap();
        teams.teams[0].sower = Some(sower.member.id);
        room.teams = Some(teams);
        assert!(room.waiting_for_opponent(Side::South));
        assert_eq!(
            room.check_move(Side::South, "1R"),
            Err(GameError::OpponentNotJoined)
        );
        if let Some(t) = room.teams.as_mut() {
            t.add_member(Side::North, "b".into(), None, Some(2), 0)
                .unwrap();
        }
        assert!(!room.waiting_for_opponent(Side::South));
        assert!(room.check_move(Side::South, "1R").is_ok());
    }

    #[test]
    fn moves_are_checked_for_turn_notation_legality_and_the_end() {
        let (mut room, _) = two_people();
        room.seat(Side::North, token_hash("n"));
        assert_eq!(
            room.check_move(Side::North, "1R"),
            Err(GameError::NotYourTurn(Side::South))
        );
        assert!(
            matches!(room.check_move(Side::South, "3"), Err(GameError::BadMove(m)) if m.contains("legal moves: 1R 1L"))
        );
        let mv = room.check_move(Side::South, "1R").unwrap();
        room.play(mv, 0).unwrap();
        assert_eq!(room.game.moves_played(), 1);
        room.resigned = Some(Side::North);
        assert!(room.is_over());
        assert_eq!(room.check_move(Side::North, "1R"), Err(GameError::Over));
        assert_eq!(room.check_resign(), Err(GameError::Over));
    }

    #[test]
    fn undo_takes_back_to_the_seats_turn_against_the_engine_only() {
        let (mut room, _) =
            Room::create("g".into(), giuthi(), [Seat::Human, Seat::Engine(1)], false);
        room.seat(Side::South, token_hash("s"));
        assert_eq!(
            room.undone("s", false).err(),
            Some(GameError::NothingToUndo)
        );
        assert_eq!(room.undone("x", false).err(), Some(GameError::NoSeat));
        for _ in 0..2 {
            let mv = room
                .game
                .position()
                .legal_moves()
                .iter()
                .next()
                .copied()
                .unwrap();
            room.play(mv, 0).unwrap();
        }
        let back = room.undone("s", false).unwrap();
        assert_eq!(back.position().to_move(), Side::South);
        assert!(back.moves_played() < room.game.moves_played());
        room.resigned = Some(Side::South);
        assert_eq!(room.undone("s", true).err(), Some(GameError::Counted));
        assert_eq!(room.undone("s", false).err(), Some(GameError::Resigned));
        let (people, _) = two_people();
        assert_eq!(
            people.undone("s", false).err(),
            Some(GameError::UndoNotHere)
        );
    }

    #[test]
    fn a_stored_game_restores_with_its_moves_and_bad_ones_are_refused() {
        let (mut room, mut record) = two_people();
        room.seat(Side::North, token_hash("n"));
        let mv = room.check_move(Side::South, "1R").unwrap();
        room.play(mv, 0).unwrap();
        record.moves.push("1R".into());
        let back = Room::restore(&record).unwrap();
        assert_eq!(back.game.moves_played(), 1);
        let moves: Vec<String> = back.game.moves().map(|m| m.to_string()).collect();
        assert_eq!(moves, ["1R"]);
        record.moves.push("99Q".into());
        assert!(Room::restore(&record).is_err());
    }

    #[test]
    fn each_game_seeds_its_engine_differently_and_reproducibly() {
        let (one, _) = Room::create("game-1".into(), giuthi(), [Seat::Engine(1); 2], false);
        let (two, _) = Room::create("game-2".into(), giuthi(), [Seat::Engine(1); 2], false);
        let (again, _) = Room::create("game-1".into(), giuthi(), [Seat::Engine(1); 2], false);
        for ply in 0..50 {
            assert_ne!(one.engine_seed(ply), two.engine_seed(ply), "ply {ply}");
            assert_eq!(one.engine_seed(ply), again.engine_seed(ply));
        }
        assert_ne!(one.engine_seed(0), one.engine_seed(1));
    }

    #[test]
    fn games_of_engines_only_are_named() {
        let (room, _) = two_people();
        let (engines, _) = Room::create("e".into(), giuthi(), [Seat::Engine(1); 2], false);
        assert!(engines.engines_only() && !room.engines_only());
        assert_eq!(engines.engine_to_move(), Some(1));
    }
}
