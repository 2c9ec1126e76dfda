//! The games in play: seats, tokens, invitations, moves, resignation, undo, engine replies.

use std::collections::HashMap;

use mancala_rules::{state_json, Direction, History, Move, Position, Rules, Side};
use rand::Rng;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use tokio::sync::broadcast;

use crate::store::StoredGame;
use crate::teams::Teams;

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

/// Now, in milliseconds since the epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A new random secret: 24 bytes (192 bits) as hex.
pub fn secret() -> String {
    let bytes: [u8; 24] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The stored form of a token: its SHA-256 as hex.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
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
    /// Updates to players and spectators (the game view as JSON text).
    pub updates: broadcast::Sender<String>,
    /// Whether an engine move is being computed.
    pub engine_busy: bool,
    /// Whether an open invitation shows in the lobby.
    pub listed: bool,
    /// The teams, in a team game.
    pub teams: Option<Teams>,
    /// The series the game belongs to, if any.
    pub series: Option<String>,
}

impl Room {
    /// A room for a stored game, its moves replayed.
    pub fn restore(stored: &StoredGame) -> Result<Room, String> {
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
            updates: broadcast::channel(64).0,
            engine_busy: false,
            listed: stored.listed,
            teams: None,
            series: None,
        })
    }

    /// A new room for `rules` with these seats; returns it with its stored form.
    pub fn create(id: String, rules: Rules, seats: [Seat; 2], listed: bool) -> (Room, StoredGame) {
        let game = History::new(rules);
        let start = state_json(&Position::start(rules), 0, None);
        let invites = [0, 1].map(|i| (seats[i] == Seat::Human).then(secret));
        let room = Room {
            id: id.clone(),
            game,
            seats,
            token_hashes: [None, None],
            invites: invites.clone(),
            resigned: None,
            updates: broadcast::channel(64).0,
            engine_busy: false,
            listed,
            teams: None,
            series: None,
        };
        let stored = StoredGame {
            id,
            start,
            players: [seats[0].name(), seats[1].name()],
            resigned: None,
            token_hashes: [None, None],
            invites,
            moves: Vec::new(),
            listed,
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

    /// The result as a JSON value: `null` while the game goes on.
    fn result(&self) -> Value {
        if let Some(side) = self.resigned {
            return json!({"winner": side.opponent().name(), "reason": "resignation"});
        }
        match self.game.outcome() {
            None => Value::Null,
            Some(o) => {
                json!({"winner": o.winner_name(), "score": o.score, "reason": o.reason.name()})
            }
        }
    }

    /// The public view of the game (no tokens, no invitation codes).
    pub fn view(&self) -> Value {
        let state: Value = serde_json::from_str(&self.game.to_json()).unwrap_or(Value::Null);
        let seat = |i: usize| {
            json!({
                "player": self.seats[i].name(),
                "taken": self.seats[i] != Seat::Human || self.token_hashes[i].is_some(),
            })
        };
        json!({
            "id": self.id,
            "state": state,
            "moves": self.game.moves().map(|m| m.to_string()).collect::<Vec<_>>(),
            "movers": self.game.positions().zip(self.game.moves()).map(|(p, _)| p.to_move().name()).collect::<Vec<_>>(),
            "legal_moves": if self.is_over() { Vec::new() } else {
                self.game.position().legal_moves().iter().map(|m| m.to_string()).collect::<Vec<_>>()
            },
            "seats": {"south": seat(0), "north": seat(1)},
            "result": self.result(),
            "last": self.last_sowing(),
            "series": self.series,
            "teams": self.teams.as_ref().map(|t| t.public_view((!self.is_over()).then(|| self.game.position().to_move()), now_ms())),
        })
    }

    /// Sends a team's own view (proposals, agreement, chat) to that team's members.
    pub fn publish_team(&self, side: Side) {
        if let Some(teams) = &self.teams {
            let view = json!({"team": teams.team_view(side)});
            let _ = teams.teams[side.index()].updates.send(view.to_string());
        }
    }

    /// The last ply for animation: who played what from which board, and each lap's
    /// start hole, direction and board after it (at most `MAX_ANIMATED_LAPS` laps).
    fn last_sowing(&self) -> Value {
        let played = self.game.moves_played();
        let (Some(mv), Some(before)) = (
            self.game.moves().last(),
            played
                .checked_sub(1)
                .and_then(|i| self.game.positions().nth(i)),
        ) else {
            return Value::Null;
        };
        let laps = before.laps(mv).unwrap_or_default();
        let shown: Vec<Value> = laps
            .iter()
            .take(MAX_ANIMATED_LAPS)
            .map(|lap| {
                json!({
                    "from": lap.from,
                    "direction": if lap.direction == Direction::Anticlockwise { "anticlockwise" } else { "clockwise" },
                    "board": lap.board,
                })
            })
            .collect();
        json!({
            "ply": self.game.ply(),
            "move": mv.to_string(),
            "side": before.to_move().name(),
            "board_before": before.board(),
            "captured_before": [before.captured(Side::South), before.captured(Side::North)],
            "laps": shown,
            "lap_count": laps.len(),
        })
    }

    /// Sends the view to everyone watching.
    pub fn publish(&self) {
        let _ = self.updates.send(self.view().to_string());
    }
}

/// Most laps of one sowing sent for animation; longer sowings jump to their end.
pub const MAX_ANIMATED_LAPS: usize = 300;

/// All rooms by id.
pub type Rooms = HashMap<String, Room>;
