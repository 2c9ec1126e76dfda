//! Match series: games one after another until a player reaches the agreed number of wins.
//!
//! Two players, A and B, agree on a target. Player A is South (who moves first) in the
//! first game, North in the second, and so on, swapping every game. Each game is an
//! ordinary game (a [`Room`]) whose seats hold the players' series tokens, so one token
//! plays every game of the series. When a game ends its result is recorded; draws are
//! counted but do not count toward the target; the series ends exactly when a player's
//! wins reach the target, otherwise the next game is created at once. Everything is
//! stored before it is published, so a restarted server keeps the tally and goes on with
//! the current game.
//!
//! A and B may also be teams (a series of team games): every game is then a team game
//! whose teams are copied from the game before, sides swapped, so every member keeps its
//! token, number and team, each team its sower and its invitation link. A team's link
//! joins the series: the newcomer becomes a member of its team in the game in progress
//! and so of every later game.
//!
//! Plain values: no I/O, no runtime.

use std::collections::HashMap;

use mancala_rules::{state_json, History, Position, Rules, Side};
use serde::{Deserialize, Serialize};

use super::room::{GameRecord, Room, Seat, INVITE_TTL_MS};
use super::teams::{TeamSettings, Teams};
use super::token::{now_ms, secret};

/// Most wins a series may be played to.
pub const MAX_TARGET: u32 = 99;

/// One of the two players of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Player A: South in the first game.
    A,
    /// Player B: North in the first game.
    B,
}

impl Player {
    /// Both players, A first.
    pub const BOTH: [Player; 2] = [Player::A, Player::B];

    /// 0 for A, 1 for B.
    pub fn index(self) -> usize {
        match self {
            Player::A => 0,
            Player::B => 1,
        }
    }

    /// `a` or `b`, as in the API and the database.
    pub fn name(self) -> &'static str {
        match self {
            Player::A => "a",
            Player::B => "b",
        }
    }

    /// Reads `a` or `b`.
    pub fn parse(text: &str) -> Option<Player> {
        match text {
            "a" => Some(Player::A),
            "b" => Some(Player::B),
            _ => None,
        }
    }

    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }

    /// The player who is South in game `index` (0 for the first): A, then B, and so on.
    pub fn south_in(index: usize) -> Player {
        if index.is_multiple_of(2) {
            Player::A
        } else {
            Player::B
        }
    }
}

/// Who won one game of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// Player A won.
    A,
    /// Player B won.
    B,
    /// A draw: recorded, but it does not count toward the target.
    Draw,
}

impl Winner {
    fn player(self) -> Option<Player> {
        match self {
            Winner::A => Some(Player::A),
            Winner::B => Some(Player::B),
            Winner::Draw => None,
        }
    }
}

/// How one game of a series ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    /// The player who won, or a draw.
    pub winner: Winner,
    /// Why the game ended (`no-move`, `repetition`, `resignation`, ...).
    pub reason: String,
    /// The final count `[south, north]`; none after a resignation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<[u32; 2]>,
}

impl GameEnd {
    /// How the game in `room` ended (South being `south`), or `None` while it goes on.
    pub fn of(room: &Room, south: Player) -> Option<GameEnd> {
        let (side, reason, score) = if let Some(resigned) = room.resigned {
            (Some(resigned.opponent()), "resignation".to_string(), None)
        } else {
            let outcome = room.game.outcome()?;
            (
                outcome.winner,
                outcome.reason.name().to_string(),
                Some(outcome.score),
            )
        };
        let winner = match side {
            None => Winner::Draw,
            Some(Side::South) => winner_of(south),
            Some(Side::North) => winner_of(south.other()),
        };
        Some(GameEnd {
            winner,
            reason,
            score,
        })
    }
}

fn winner_of(player: Player) -> Winner {
    match player {
        Player::A => Winner::A,
        Player::B => Winner::B,
    }
}

/// One game of a series.
#[derive(Clone, Debug)]
pub struct SeriesGame {
    /// The game's id.
    pub id: String,
    /// The player who is South (and so moves first) in this game.
    pub south: Player,
    /// How it ended, once it has.
    pub result: Option<GameEnd>,
}

/// A member of a team of a series, as the series view shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesMember {
    /// The member's number (the same in every game of the series).
    pub id: u32,
    /// The name shown.
    pub name: String,
    /// The engine's level, for an engine member.
    pub engine: Option<u8>,
}

/// The teams of a series of team games. The games themselves hold the members (with
/// their tokens); this is what the series view shows, as of the latest game.
#[derive(Clone, Debug)]
pub struct SeriesTeams {
    /// The settings of every game.
    pub settings: TeamSettings,
    /// Team A's and team B's members.
    pub members: [Vec<SeriesMember>; 2],
    /// Team A's and team B's sowers.
    pub sowers: [Option<u32>; 2],
}

impl SeriesTeams {
    /// Teams with no members yet.
    pub fn new(settings: TeamSettings) -> SeriesTeams {
        SeriesTeams {
            settings,
            members: [Vec::new(), Vec::new()],
            sowers: [None, None],
        }
    }

    /// Takes the members and sowers of a game where team A holds `a_side`; whether they changed.
    pub fn sync(&mut self, teams: &Teams, a_side: Side) -> bool {
        let side_of = |p: Player| {
            if p == Player::A {
                a_side
            } else {
                a_side.opponent()
            }
        };
        let members = Player::BOTH.map(|p| {
            teams
                .members
                .iter()
                .filter(|m| m.side == side_of(p))
                .map(|m| SeriesMember {
                    id: m.id,
                    name: m.name.clone(),
                    engine: m.engine,
                })
                .collect::<Vec<_>>()
        });
        let sowers = Player::BOTH.map(|p| teams.teams[side_of(p).index()].sower);
        let changed = members != self.members || sowers != self.sowers;
        self.members = members;
        self.sowers = sowers;
        changed
    }
}

/// A series in play (or over, kept for review).
pub struct Series {
    /// The series' id.
    pub id: String,
    /// The rules of every game.
    pub rules: Rules,
    /// The start position as protocol JSON (the stored form of the rules).
    pub start: String,
    /// Wins needed to take the series.
    pub target: u32,
    /// Player A's and player B's seats (a person or the engine).
    pub players: [Seat; 2],
    /// Hashes of the players' tokens handed out.
    pub token_hashes: [Option<String>; 2],
    /// Unused invitation codes per player.
    pub invites: [Option<String>; 2],
    /// Whether an open invitation shows in the lobby.
    pub listed: bool,
    /// In a series of team games, the teams (A's and B's invitation codes are `invites`,
    /// which then stay valid until the team is full).
    pub teams: Option<SeriesTeams>,
    /// The games in order; the last one is in progress unless the series is over.
    pub games: Vec<SeriesGame>,
    /// When the series was created (ms since the epoch): when its first game was.
    pub created: i64,
}

impl Series {
    /// Wins of A and of B, and the number of draws.
    pub fn tally(&self) -> ([u32; 2], u32) {
        let mut wins = [0, 0];
        let mut draws = 0;
        for end in self.games.iter().filter_map(|g| g.result.as_ref()) {
            match end.winner.player() {
                Some(p) => wins[p.index()] += 1,
                None => draws += 1,
            }
        }
        (wins, draws)
    }

    /// The player whose wins reached the target, once one has.
    pub fn winner(&self) -> Option<Player> {
        let (wins, _) = self.tally();
        Player::BOTH
            .into_iter()
            .find(|p| wins[p.index()] >= self.target)
    }

    /// The index of the game in progress: the last game, unless it ended or the series is over.
    pub fn current_index(&self) -> Option<usize> {
        if self.winner().is_some() {
            return None;
        }
        let last = self.games.len().checked_sub(1)?;
        self.games[last].result.is_none().then_some(last)
    }

    /// The id of the game in progress.
    pub fn current(&self) -> Option<&str> {
        self.current_index().map(|i| self.games[i].id.as_str())
    }

    /// The side `player` holds in game number `index`.
    pub fn side_in(index: usize, player: Player) -> Side {
        if Player::south_in(index) == player {
            Side::South
        } else {
            Side::North
        }
    }

    /// A new game number `index` with sides swapped every game; its seats hold the
    /// players' tokens (and no invitation: players join the series, not its games).
    /// In a team series the caller gives it its teams.
    pub fn new_game(&self, index: usize) -> (Room, GameRecord) {
        let south = Player::south_in(index);
        let order = [south, south.other()];
        let seats = order.map(|p| self.players[p.index()]);
        let (mut room, mut stored) =
            Room::create(secret()[..16].to_string(), self.rules, seats, false);
        room.series = Some(self.id.clone());
        for (i, p) in order.iter().enumerate() {
            room.token_hashes[i] = self.token_hashes[p.index()].clone();
            stored.token_hashes[i] = self.token_hashes[p.index()].clone();
            room.invites[i] = None;
            stored.invites[i] = None;
        }
        (room, stored)
    }

    /// The games (by index) a server holds in memory for the series: the one in progress
    /// and, in a series of team games, the latest (whose teams the series shows).
    pub fn games_held(&self) -> Vec<usize> {
        let latest = self
            .games
            .len()
            .checked_sub(1)
            .filter(|_| self.teams.is_some());
        let mut held: Vec<usize> = self.current_index().into_iter().chain(latest).collect();
        held.dedup();
        held
    }

    /// The series in the form it is stored (without its games).
    pub fn record(&self) -> SeriesRecord {
        SeriesRecord {
            id: self.id.clone(),
            start: self.start.clone(),
            target: self.target,
            listed: self.listed,
            teams: self.teams.as_ref().map(|t| t.settings.to_json()),
            players: self.players.map(Seat::name),
            token_hashes: self.token_hashes.clone(),
            invites: self.invites.clone(),
            games: Vec::new(),
            created: self.created,
        }
    }

    /// A series as stored, checked.
    pub fn restore(stored: SeriesRecord) -> Result<Series, String> {
        let id = stored.id;
        let rules = *History::from_json(&stored.start)
            .map_err(|e| format!("series {id}: {e}"))?
            .rules();
        if !(1..=MAX_TARGET).contains(&stored.target) {
            return Err(format!("series {id}: bad target {}", stored.target));
        }
        let seat = |s: &str| Seat::parse(s).ok_or_else(|| format!("series {id}: bad player {s}"));
        let players = [seat(&stored.players[0])?, seat(&stored.players[1])?];
        let teams = match &stored.teams {
            None => None,
            Some(text) => {
                let settings = TeamSettings::from_json(text)
                    .ok_or_else(|| format!("series {id}: bad team settings"))?;
                if players != [Seat::Human, Seat::Human] {
                    return Err(format!("series {id}: a team series with engine players"));
                }
                Some(SeriesTeams::new(settings))
            }
        };
        let mut games = Vec::new();
        for (
            i,
            SeriesGameRecord {
                id: game,
                south,
                result,
            },
        ) in stored.games.into_iter().enumerate()
        {
            let south = Player::parse(&south)
                .filter(|p| *p == Player::south_in(i))
                .ok_or_else(|| format!("series {id}: game {game} has South {south}"))?;
            let result = match result {
                None => None,
                Some(text) => Some(
                    serde_json::from_str(&text)
                        .map_err(|e| format!("series {id}: game {game}: {e}"))?,
                ),
            };
            games.push(SeriesGame {
                id: game,
                south,
                result,
            });
        }
        Ok(Series {
            id,
            rules,
            start: stored.start,
            target: stored.target,
            players,
            token_hashes: stored.token_hashes,
            invites: stored.invites,
            listed: stored.listed,
            teams,
            games,
            created: stored.created,
        })
    }
}

/// Every series, and which series each game belongs to.
#[derive(Default)]
pub struct Book {
    /// The series by id.
    pub series: HashMap<String, Series>,
    /// The series of each game of a series, by game id.
    pub by_game: HashMap<String, String>,
}

impl Book {
    /// The series game `id` belongs to.
    pub fn of_game(&mut self, id: &str) -> Option<&mut Series> {
        let Book { series, by_game } = self;
        by_game.get(id).and_then(|s| series.get_mut(s))
    }

    /// Adds a series and indexes its games.
    pub fn insert(&mut self, series: Series) {
        for game in &series.games {
            self.by_game.insert(game.id.clone(), series.id.clone());
        }
        self.series.insert(series.id.clone(), series);
    }

    /// Takes series `id` out, with its games' index.
    pub fn remove(&mut self, id: &str) -> Option<Series> {
        let series = self.series.remove(id)?;
        for game in &series.games {
            if self.by_game.get(&game.id).is_some_and(|s| s == id) {
                self.by_game.remove(&game.id);
            }
        }
        Some(series)
    }
}

/// Why an action on a series was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SeriesError {
    /// The invitation code is wrong or used.
    #[error("this invitation is not valid (or was used already)")]
    InvalidInvite,
    /// The invitation is more than a day old.
    #[error("this invitation has expired (invitations last a day)")]
    InviteExpired,
    /// The series has ended.
    #[error("the series is over")]
    Over,
}

impl Series {
    /// A new series of `rules` to `target` wins between `players`; the creator is the
    /// first human player, whose token hash is `creator_hash`; every other human player
    /// (in a team series, both teams) gets an invitation code.
    pub fn new(
        id: String,
        rules: Rules,
        target: u32,
        players: [Seat; 2],
        listed: bool,
        teams: Option<TeamSettings>,
        creator_hash: Option<String>,
    ) -> Series {
        let creator = Player::BOTH
            .into_iter()
            .find(|p| players[p.index()] == Seat::Human);
        let mut token_hashes = [None, None];
        let mut invites = [None, None];
        for p in Player::BOTH {
            if teams.is_some() {
                // Each team's invitation works until the team is full.
                invites[p.index()] = Some(secret());
            } else if Some(p) == creator {
                token_hashes[p.index()] = creator_hash.clone();
            } else if players[p.index()] == Seat::Human {
                invites[p.index()] = Some(secret());
            }
        }
        Series {
            id,
            rules,
            start: state_json(&Position::start(rules), 0, None),
            target,
            players,
            token_hashes,
            invites,
            listed,
            teams: teams.map(SeriesTeams::new),
            games: Vec::new(),
            created: now_ms(),
        }
    }

    /// The creator: the first human player.
    pub fn creator(&self) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|p| self.players[p.index()] == Seat::Human)
    }

    /// The player whose unused invitation `code` is, at `now`: a player's invitation
    /// expires a day after the series was created (a team's lasts until the team is full),
    /// and none is taken once the series is over.
    pub fn invited(&self, code: &str, now: i64) -> Result<Player, SeriesError> {
        let player = Player::BOTH
            .into_iter()
            .find(|p| self.invites[p.index()].as_deref() == Some(code))
            .ok_or(SeriesError::InvalidInvite)?;
        if self.winner().is_some() {
            return Err(SeriesError::Over);
        }
        if self.invites_expired(now) {
            return Err(SeriesError::InviteExpired);
        }
        Ok(player)
    }

    /// Whether a player's open invitation has expired at `now` (a team's never does).
    pub fn invites_expired(&self, now: i64) -> bool {
        self.teams.is_none() && now.saturating_sub(self.created) > INVITE_TTL_MS
    }

    /// The game in progress and the side `player` holds in it.
    pub fn current_seat(&self, player: Player) -> Option<(String, Side)> {
        self.current_index()
            .map(|i| (self.games[i].id.clone(), Series::side_in(i, player)))
    }

    /// Gives `player` the token whose hash is `hash`, using up its invitation.
    pub fn seat(&mut self, player: Player, hash: String) {
        self.token_hashes[player.index()] = Some(hash);
        self.invites[player.index()] = None;
    }

    /// The player (or team) an open invitation of this series makes, and its code, at
    /// `now`: when the series is listed, not over and has a player to join by an
    /// invitation that has not expired (the lobby lists it then).
    pub fn open_invite(&self, now: i64) -> Option<(Player, String)> {
        if !self.listed || self.winner().is_some() || self.invites_expired(now) {
            return None;
        }
        // A team series is open while team B has nobody yet.
        let p = match &self.teams {
            Some(teams) => teams.members[Player::B.index()]
                .is_empty()
                .then_some(Player::B)?,
            None => Player::BOTH
                .into_iter()
                .find(|p| self.invites[p.index()].is_some())?,
        };
        let code = self.invites[p.index()].clone()?;
        Some((p, code))
    }

    /// Records that game `index` ended with `end` and, unless a player has reached the
    /// target, makes the next game (in a team series with `teams`, the ended game's
    /// teams, sides swapped, from `now`). Returns the next game, not yet added: see
    /// [`Series::push_game`].
    pub fn finish_game(
        &mut self,
        index: usize,
        end: GameEnd,
        teams: Option<&Teams>,
        now: i64,
    ) -> Result<Option<(Room, GameRecord)>, String> {
        self.games[index].result = Some(end);
        let mut next = self.winner().is_none().then(|| self.new_game(index + 1));
        if let (Some((room, _)), Some(_)) = (next.as_mut(), self.teams.as_ref()) {
            match teams {
                Some(teams) => room.teams = Some(teams.swapped(room.id.clone(), now)),
                None => {
                    self.games[index].result = None;
                    return Err(format!(
                        "game {} of team series {} has no teams",
                        self.games[index].id, self.id
                    ));
                }
            }
        }
        Ok(next)
    }

    /// Adds game `room` as the next game; in a team series the series shows its teams.
    pub fn push_game(&mut self, room: &Room) {
        let index = self.games.len();
        if let (Some(mirror), Some(teams)) = (self.teams.as_mut(), room.teams.as_ref()) {
            mirror.sync(teams, Series::side_in(index, Player::A));
        }
        self.games.push(SeriesGame {
            id: room.id.clone(),
            south: Player::south_in(index),
            result: None,
        });
    }
}

/// A series as stored.
#[derive(Clone, Debug)]
pub struct SeriesRecord {
    /// The series' id.
    pub id: String,
    /// The start position of every game as protocol JSON (it carries the rules).
    pub start: String,
    /// Wins needed to take the series.
    pub target: u32,
    /// Whether an open invitation is listed in the lobby.
    pub listed: bool,
    /// In a series of team games, the team settings as JSON ([`TeamSettings`]).
    pub teams: Option<String>,
    /// Player A's and player B's kinds (`human` or `level:N`).
    pub players: [String; 2],
    /// Per player: the hash of the player's token, once handed out.
    pub token_hashes: [Option<String>; 2],
    /// Per player: an unused invitation code (in a series of team games, the team's
    /// invitation, which works until the team is full).
    pub invites: [Option<String>; 2],
    /// The games in order.
    pub games: Vec<SeriesGameRecord>,
    /// When the series was made (with its first game; ms since the epoch).
    pub created: i64,
}

/// One game of a series as stored.
#[derive(Clone, Debug)]
pub struct SeriesGameRecord {
    /// The game's id.
    pub id: String,
    /// The player who was South: `a` or `b`.
    pub south: String,
    /// How it ended, as JSON, once it has.
    pub result: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::token_hash;
    use mancala_rules::Game;

    fn series(target: u32, players: [Seat; 2]) -> Series {
        let rules =
            Rules::from_settings(Game::EnDodoi, std::iter::empty::<(&str, &str)>()).unwrap();
        let mut s = Series::new(
            "s".into(),
            rules,
            target,
            players,
            true,
            None,
            Some(token_hash("a")),
        );
        let (room, _) = s.new_game(0);
        s.push_game(&room);
        s
    }

    fn end(winner: Winner) -> GameEnd {
        GameEnd {
            winner,
            reason: "no-move".into(),
            score: Some([20, 28]),
        }
    }

    #[test]
    fn sides_swap_every_game_and_the_creator_holds_a_token_the_other_an_invitation() {
        let s = series(2, [Seat::Human; 2]);
        assert_eq!(s.creator(), Some(Player::A));
        assert_eq!(s.token_hashes[0], Some(token_hash("a")));
        let code = s.invites[1].clone().unwrap();
        assert_eq!(s.invited(&code, s.created), Ok(Player::B));
        assert_eq!(
            s.invited("nope", s.created),
            Err(SeriesError::InvalidInvite)
        );
        assert_eq!(Series::side_in(0, Player::A), Side::South);
        assert_eq!(Series::side_in(1, Player::A), Side::North);
        assert_eq!(
            s.current_seat(Player::B).map(|(_, side)| side),
            Some(Side::North)
        );
        assert!(s.open_invite(s.created).is_some());
    }

    #[test]
    fn an_invitation_is_not_taken_once_the_series_is_over() {
        // A resigned before B joined: with one win to reach, B has the series.
        let mut s = series(1, [Seat::Human; 2]);
        let code = s.invites[1].clone().unwrap();
        let next = s.finish_game(0, end(Winner::B), None, s.created).unwrap();
        assert!(next.is_none());
        assert_eq!(s.winner(), Some(Player::B));
        assert_eq!(s.invited(&code, s.created), Err(SeriesError::Over));
        assert!(s.open_invite(s.created).is_none());
    }

    #[test]
    fn a_players_invitation_expires_after_a_day_and_leaves_the_lobby() {
        let s = series(2, [Seat::Human; 2]);
        let code = s.invites[1].clone().unwrap();
        let last = s.created + INVITE_TTL_MS;
        assert_eq!(s.invited(&code, last), Ok(Player::B));
        assert!(s.open_invite(last).is_some());
        assert_eq!(s.invited(&code, last + 1), Err(SeriesError::InviteExpired));
        assert_eq!(s.invited("nope", last + 1), Err(SeriesError::InvalidInvite));
        assert!(s.open_invite(last + 1).is_none());
        // A team's invitation lasts until the team is full, like a team game's.
        let rules =
            Rules::from_settings(Game::EnDodoi, std::iter::empty::<(&str, &str)>()).unwrap();
        let teams = Series::new(
            "t".into(),
            rules,
            2,
            [Seat::Human; 2],
            true,
            Some(TeamSettings {
                clock_ms: None,
                fallback_level: 5,
                away_ms: 60_000,
            }),
            None,
        );
        let code = teams.invites[1].clone().unwrap();
        let later = teams.created + 30 * INVITE_TTL_MS;
        assert_eq!(teams.invited(&code, later), Ok(Player::B));
        assert!(teams.open_invite(later).is_some());
    }

    #[test]
    fn draws_do_not_count_and_the_series_ends_exactly_at_its_target() {
        let mut s = series(2, [Seat::Human; 2]);
        let next = s
            .finish_game(0, end(Winner::Draw), None, 0)
            .unwrap()
            .unwrap();
        s.push_game(&next.0);
        assert_eq!(s.games[1].south, Player::B);
        let next = s.finish_game(1, end(Winner::A), None, 0).unwrap().unwrap();
        s.push_game(&next.0);
        assert_eq!(s.tally(), ([1, 0], 1));
        assert_eq!(s.current_index(), Some(2));
        assert!(s.finish_game(2, end(Winner::A), None, 0).unwrap().is_none());
        assert_eq!(s.winner(), Some(Player::A));
        assert_eq!(s.current(), None);
        assert!(s.open_invite(s.created).is_none());
    }

    #[test]
    fn a_game_end_names_the_player_by_who_was_south() {
        let s = series(1, [Seat::Human; 2]);
        let (mut room, _) = s.new_game(1);
        room.resigned = Some(Side::South);
        // B is South in game 1 and resigned: A won.
        let end = GameEnd::of(&room, Player::B).unwrap();
        assert_eq!((end.winner, end.score), (Winner::A, None));
    }

    #[test]
    fn a_stored_series_restores_and_a_bad_one_is_refused() {
        let s = series(3, [Seat::Human, Seat::Engine(2)]);
        let mut record = s.record();
        record.games.push(SeriesGameRecord {
            id: s.games[0].id.clone(),
            south: "a".into(),
            result: None,
        });
        let back = Series::restore(record.clone()).unwrap();
        assert_eq!((back.target, back.games.len()), (3, 1));
        record.games[0].south = "b".into();
        assert!(Series::restore(record.clone()).is_err());
        record.target = 0;
        assert!(Series::restore(record).is_err());
    }

    #[test]
    fn a_team_series_needs_the_ended_games_teams_for_the_next() {
        let rules =
            Rules::from_settings(Game::EnDodoi, std::iter::empty::<(&str, &str)>()).unwrap();
        let settings = TeamSettings {
            clock_ms: None,
            fallback_level: 5,
            away_ms: 60_000,
        };
        let mut s = Series::new(
            "t".into(),
            rules,
            2,
            [Seat::Human; 2],
            false,
            Some(settings),
            None,
        );
        assert!(s.invites.iter().all(Option::is_some));
        let (room, _) = s.new_game(0);
        s.push_game(&room);
        assert!(s.finish_game(0, end(Winner::A), None, 0).is_err());
        assert_eq!(s.games[0].result, None, "nothing counted");
        let teams = Teams::new(room.id.clone(), settings, ["x".into(), "y".into()], 0);
        let (next, _) = s
            .finish_game(0, end(Winner::A), Some(&teams), 5)
            .unwrap()
            .unwrap();
        assert_eq!(next.teams.unwrap().turn_started, 5);
    }
}
