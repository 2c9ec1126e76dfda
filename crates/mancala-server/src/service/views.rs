//! What the API shows of games, teams and series, as typed bodies (serde for the wire,
//! utoipa for the OpenAPI document) built from the domain's values: the game view (to
//! everyone, on `GET /api/games/{id}` and its WebSocket), the answer to a move, a team's
//! own view, the series view and its lobby entry, and the catalogue of games. No tokens
//! and no invitation codes but a team's own go into them.

use mancala_rules::{
    Direction, Game, History, Options, Rules, Side, MAX_HOLES, MAX_SEEDS, MIN_HOLES, MIN_SEEDS,
};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

pub use super::position_json::SideName;
use mancala_domain::room::{Room, Seat, MAX_ANIMATED_LAPS};
use mancala_domain::series::{GameEnd, Player, Series, SeriesMember, Winner};
use mancala_domain::teams::{Member, Teams, MAX_MEMBERS};

/// A player of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PlayerName {
    /// A: South in the first game.
    A,
    /// B: North in the first game.
    B,
}

impl From<Player> for PlayerName {
    fn from(player: Player) -> PlayerName {
        match player {
            Player::A => PlayerName::A,
            Player::B => PlayerName::B,
        }
    }
}

/// The position of the game in `room` as the engine protocol's JSON (docs/protocol.md),
/// as the rules crate writes it.
pub fn protocol_state(room: &Room) -> Value {
    serde_json::from_str(&room.game.to_json()).unwrap_or(Value::Null)
}

/// The moves played so far, in notation.
fn moves(room: &Room) -> Vec<String> {
    room.game.moves().map(|m| m.to_string()).collect()
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct GameResult {
    /// `south`, `north` or `draw`.
    pub winner: String,
    /// The final count `[south, north]`; absent after a resignation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<[u32; 2]>,
    /// Why it ended (`no-move`, `repetition`, `resignation`, ...).
    pub reason: String,
}

impl GameResult {
    /// The result of the game in `room`, or `None` while it goes on.
    pub fn of(room: &Room) -> Option<GameResult> {
        if let Some(side) = room.resigned {
            return Some(GameResult {
                winner: side.opponent().name().to_string(),
                score: None,
                reason: "resignation".to_string(),
            });
        }
        GameResult::of_game(&room.game)
    }

    /// The result of `game` as its rules end it, or `None` while it goes on.
    pub fn of_game(game: &History) -> Option<GameResult> {
        game.outcome().map(|o| GameResult {
            winner: o.winner_name().to_string(),
            score: Some(o.score),
            reason: o.reason.name().to_string(),
        })
    }
}

/// The answer to `POST /api/games/{id}/moves`: the state, the moves and the result (not
/// the whole view, which goes to everyone watching).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct MoveAnswer {
    /// The position as the engine protocol's JSON.
    #[schema(value_type = crate::service::position_json::PositionJson)]
    pub state: Value,
    /// The moves played, in notation.
    pub moves: Vec<String>,
    /// How the game ended, or `null`.
    pub result: Option<GameResult>,
}

impl MoveAnswer {
    /// The answer for the game in `room`.
    pub fn of(room: &Room) -> MoveAnswer {
        MoveAnswer {
            state: protocol_state(room),
            moves: moves(room),
            result: GameResult::of(room),
        }
    }
}

/// A seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeatView {
    /// `human` or `level:N`.
    pub player: String,
    /// Whether someone holds it (the engine always does).
    pub taken: bool,
}

/// Both seats.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeatsView {
    /// South's.
    pub south: SeatView,
    /// North's.
    pub north: SeatView,
}

/// The way a lap went round the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LapDirection {
    /// Anticlockwise.
    Anticlockwise,
    /// Clockwise.
    Clockwise,
}

/// One lap of the last sowing.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LapView {
    /// The hole whose seeds the lap sowed.
    pub from: usize,
    /// Its direction.
    pub direction: LapDirection,
    /// The board after the lap (before any capture).
    pub board: Vec<u16>,
}

/// The last ply, for animation.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LastSowing {
    /// The ply it made.
    pub ply: u64,
    /// The move, in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who played it.
    pub side: SideName,
    /// The board before it.
    pub board_before: Vec<u16>,
    /// Seeds captured before it, `[south, north]`.
    pub captured_before: [u32; 2],
    /// Its first laps (at most a fixed number, for the animation).
    pub laps: Vec<LapView>,
    /// How many laps it had in all.
    pub lap_count: usize,
}

impl LastSowing {
    /// The last ply of the game in `room`, or `None` before the first.
    pub fn of(room: &Room) -> Option<LastSowing> {
        LastSowing::of_game(&room.game)
    }

    /// The last ply of `game`, or `None` before its first.
    pub fn of_game(game: &History) -> Option<LastSowing> {
        let played = game.moves_played();
        let mv = game.moves().last()?;
        let before = played
            .checked_sub(1)
            .and_then(|i| game.positions().nth(i))?;
        let laps = before.laps(mv).unwrap_or_default();
        let shown = laps
            .iter()
            .take(MAX_ANIMATED_LAPS)
            .map(|lap| LapView {
                from: lap.from,
                direction: if lap.direction == Direction::Anticlockwise {
                    LapDirection::Anticlockwise
                } else {
                    LapDirection::Clockwise
                },
                board: lap.board.clone(),
            })
            .collect();
        Some(LastSowing {
            ply: game.ply(),
            mv: mv.to_string(),
            side: before.to_move().into(),
            board_before: before.board().to_vec(),
            captured_before: [before.captured(Side::South), before.captured(Side::North)],
            laps: shown,
            lap_count: laps.len(),
        })
    }
}

/// A team member as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct MemberView {
    /// Its number within the game.
    pub id: u32,
    /// Its name.
    pub name: String,
    /// `level:N` for an engine member, `null` for a person.
    pub engine: Option<String>,
    /// Whether it is here (connected or recently heard from; engines always are).
    pub present: bool,
}

/// A team as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PublicTeam {
    /// Its members.
    pub members: Vec<MemberView>,
    /// The member who commits moves.
    pub sower: Option<u32>,
    /// Whether it has no room for more.
    pub full: bool,
}

/// The turn clock of a team game.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ClockView {
    /// Seconds a turn, or `null` for no clock.
    pub seconds: Option<u64>,
    /// When the turn in progress runs out (ms since the epoch), or `null`: no clock, the
    /// game is over, or a team has no person yet (the clock waits for both teams).
    pub deadline: Option<i64>,
    /// Of the time to the deadline, how much is the grace for showing the last sowing
    /// before the turn's seconds start counting (ms; 0 before the first move).
    pub grace_ms: u64,
    /// The engine level that plays for a team whose clock ran out with no proposal.
    pub fallback_level: u8,
}

/// The teams of a team game as everyone sees them (no proposals, no chat).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct TeamsView {
    /// South's team.
    pub south: PublicTeam,
    /// North's team.
    pub north: PublicTeam,
    /// The turn clock.
    pub clock: ClockView,
    /// How long a sower must be gone before the team may give the role to another.
    pub sower_away_seconds: u64,
}

impl TeamsView {
    /// What everyone may see of `teams` at `now`, `to_move` being the side whose turn
    /// runs (none once the game is over).
    pub fn of(teams: &Teams, to_move: Option<Side>, now: i64) -> TeamsView {
        let member = |m: &Member| MemberView {
            id: m.id,
            name: m.name.clone(),
            engine: m.engine.map(|l| format!("level:{l}")),
            present: m.engine.is_some() || !teams.is_away(m.id, now),
        };
        let team = |side: Side| PublicTeam {
            members: teams
                .members
                .iter()
                .filter(|m| m.side == side)
                .map(member)
                .collect(),
            sower: teams.teams[side.index()].sower,
            full: teams.count(side) >= MAX_MEMBERS,
        };
        TeamsView {
            south: team(Side::South),
            north: team(Side::North),
            clock: ClockView {
                seconds: teams.settings.clock_ms.map(|c| c / 1000),
                deadline: to_move.and(teams.deadline()),
                grace_ms: teams.grace_ms,
                fallback_level: teams.settings.fallback_level,
            },
            sower_away_seconds: teams.settings.away_ms / 1000,
        }
    }
}

/// The public view of a game (no tokens, no invitation codes): `GET /api/games/{id}`
/// and each message of its WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct GameView {
    /// The game's id.
    pub id: String,
    /// The position as the engine protocol's JSON.
    #[schema(value_type = crate::service::position_json::PositionJson)]
    pub state: Value,
    /// The moves played, in notation.
    pub moves: Vec<String>,
    /// Who played each move.
    pub movers: Vec<SideName>,
    /// The moves the side to move may play (none once the game is over).
    pub legal_moves: Vec<String>,
    /// Who holds the seats.
    pub seats: SeatsView,
    /// How the game ended, or `null`.
    pub result: Option<GameResult>,
    /// The last ply for animation, or `null` before the first.
    pub last: Option<LastSowing>,
    /// The series the game belongs to, or `null`.
    pub series: Option<String>,
    /// In a team game the teams, otherwise `null`.
    pub teams: Option<TeamsView>,
    /// The rematch a player started after the game (its id), or `null`.
    pub rematch: Option<String>,
}

impl GameView {
    /// The public view of the game in `room` at `now` (ms since the epoch).
    pub fn of(room: &Room, now: i64) -> GameView {
        // In a team game a seat is held by its team once the team has a member.
        let seat = |i: usize| SeatView {
            player: room.seats[i].name(),
            taken: match &room.teams {
                Some(teams) => teams.count(Side::BOTH[i]) > 0,
                None => room.seats[i] != Seat::Human || room.token_hashes[i].is_some(),
            },
        };
        let over = room.is_over();
        GameView {
            id: room.id.clone(),
            state: protocol_state(room),
            moves: moves(room),
            movers: room
                .game
                .positions()
                .zip(room.game.moves())
                .map(|(p, _)| p.to_move().into())
                .collect(),
            legal_moves: if over {
                Vec::new()
            } else {
                let legal = room.game.position().legal_moves();
                legal.iter().map(|m| m.to_string()).collect()
            },
            seats: SeatsView {
                south: seat(0),
                north: seat(1),
            },
            result: GameResult::of(room),
            last: LastSowing::of(room),
            series: room.series.clone(),
            teams: room.teams.as_ref().map(|t| {
                let to_move = (!over).then(|| room.game.position().to_move());
                TeamsView::of(t, to_move, now)
            }),
            rematch: room.rematch.clone(),
        }
    }

    /// The view as JSON text, as the game's WebSocket sends it.
    pub fn text(&self) -> String {
        // Plain strings, numbers and arrays: serializing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A team's invitation, shown to its own members only.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct TeamInvite {
    /// The code to send to the join route.
    pub code: String,
    /// The page's link (to the game, or in a team series to the series).
    pub url: String,
}

/// A move proposed to a team.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ProposalView {
    /// Its number within the team.
    pub id: u32,
    /// The move, in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who proposed it.
    pub by: u32,
    /// The proposer's name (an engine's with its level).
    pub by_name: String,
    /// Who agrees, in the order they agreed.
    pub agreed: Vec<u32>,
    /// Their names, in the same order.
    pub agreed_names: Vec<String>,
}

/// A line of team chat.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ChatView {
    /// Who wrote it.
    pub by: u32,
    /// The writer's name.
    pub name: String,
    /// What was written.
    pub text: String,
    /// When (ms since the epoch).
    pub at: i64,
}

/// What the members of a team see of their own team: proposals, agreement, chat and
/// the invitation.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct TeamView {
    /// The team's side.
    pub side: SideName,
    /// The member who commits moves.
    pub sower: Option<u32>,
    /// The team's invitation.
    pub invite: TeamInvite,
    /// The proposals for the turn in progress, oldest first.
    pub proposals: Vec<ProposalView>,
    /// The chat, oldest first.
    pub chat: Vec<ChatView>,
}

impl TeamView {
    /// What the members of `side` see of their team in `teams`.
    pub fn of(teams: &Teams, side: Side) -> TeamView {
        let team = &teams.teams[side.index()];
        let name = |id: u32| teams.member(id).map(|m| m.name.clone()).unwrap_or_default();
        let label = |id: u32| {
            teams
                .member(id)
                .map(|m| match m.engine {
                    Some(l) => format!("{} (engine level {l})", m.name),
                    None => m.name.clone(),
                })
                .unwrap_or_default()
        };
        TeamView {
            side: side.into(),
            sower: team.sower,
            invite: TeamInvite {
                code: team.invite.clone(),
                url: teams.invite_url(side),
            },
            proposals: team
                .proposals
                .iter()
                .map(|p| ProposalView {
                    id: p.id,
                    mv: p.mv.to_string(),
                    by: p.by,
                    by_name: label(p.by),
                    agreed: p.agreed.clone(),
                    agreed_names: p.agreed.iter().map(|m| name(*m)).collect(),
                })
                .collect(),
            chat: team
                .chat
                .iter()
                .map(|c| ChatView {
                    by: c.by,
                    name: name(c.by),
                    text: c.text.clone(),
                    at: c.at,
                })
                .collect(),
        }
    }
}

/// The answer to a member about its team: `{you, team}` (the team routes, and the first
/// message of a member's WebSocket).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct TeamAnswer {
    /// The member's number.
    pub you: u32,
    /// Its team's own view.
    pub team: TeamView,
}

impl TeamAnswer {
    /// The answer to member `you` of `side`'s team in `teams`.
    pub fn of(teams: &Teams, you: u32, side: Side) -> TeamAnswer {
        TeamAnswer {
            you,
            team: TeamView::of(teams, side),
        }
    }
}

/// A team's own view as its members' WebSockets get it: `{team}`.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct TeamMessage {
    /// The team's own view.
    pub team: TeamView,
}

impl TeamMessage {
    /// The message for `side`'s team of the game in `room`, if it is a team game.
    pub fn text(room: &Room, side: Side) -> Option<String> {
        let team = TeamView::of(room.teams.as_ref()?, side);
        serde_json::to_string(&TeamMessage { team }).ok()
    }
}

/// A member of a series' team.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeriesMemberView {
    /// Its number (the same in every game of the series).
    pub id: u32,
    /// Its name.
    pub name: String,
    /// `level:N` for an engine member, `null` for a person.
    pub engine: Option<String>,
}

impl From<&SeriesMember> for SeriesMemberView {
    fn from(m: &SeriesMember) -> SeriesMemberView {
        SeriesMemberView {
            id: m.id,
            name: m.name.clone(),
            engine: m.engine.map(|l| format!("level:{l}")),
        }
    }
}

/// A player of a series as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeriesPlayerView {
    /// `human`, `level:N`, or `team` in a team series.
    pub player: String,
    /// Whether someone holds it (in a team series: whether the team has a member).
    pub taken: bool,
    /// In a team series: the team's members.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub members: Option<Vec<SeriesMemberView>>,
    /// In a team series: the team's sower, or `null`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sower: Option<Option<u32>>,
    /// In a team series: whether the team has no room for more.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub full: Option<bool>,
}

/// Both players of a series.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeriesPlayers {
    /// Player A (South in the first game).
    pub a: SeriesPlayerView,
    /// Player B.
    pub b: SeriesPlayerView,
}

/// The wins of each player and the draws.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Tally {
    /// Player A's wins.
    pub a: u32,
    /// Player B's wins.
    pub b: u32,
    /// Draws (which do not count toward the target).
    pub draws: u32,
}

/// Who won a game of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SeriesWinner {
    /// Player A.
    A,
    /// Player B.
    B,
    /// Nobody: a draw.
    Draw,
}

/// How a game of a series ended.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeriesGameResult {
    /// The player who won, or `draw`.
    pub winner: SeriesWinner,
    /// Why the game ended (`no-move`, `repetition`, `resignation`, ...).
    pub reason: String,
    /// The final count `[south, north]`; absent after a resignation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<[u32; 2]>,
}

impl From<&GameEnd> for SeriesGameResult {
    fn from(end: &GameEnd) -> SeriesGameResult {
        SeriesGameResult {
            winner: match end.winner {
                Winner::A => SeriesWinner::A,
                Winner::B => SeriesWinner::B,
                Winner::Draw => SeriesWinner::Draw,
            },
            reason: end.reason.clone(),
            score: end.score,
        }
    }
}

/// A game of a series.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeriesGameView {
    /// The game's id.
    pub id: String,
    /// The player who is South in it.
    pub south: PlayerName,
    /// How it ended, or `null` while it goes on.
    pub result: Option<SeriesGameResult>,
}

/// The game, board and rule options of a series, from its stored start position.
fn series_board(series: &Series) -> (String, usize, u8, Value) {
    let rules: &Rules = &series.rules;
    let start: Value = serde_json::from_str(&series.start).unwrap_or(Value::Null);
    (
        rules.game().name().to_string(),
        rules.holes(),
        rules.seeds(),
        start["options"].clone(),
    )
}

/// The public view of a series (no tokens, no codes): `GET /api/series/{id}` and each
/// message of its WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SeriesView {
    /// The series' id.
    pub id: String,
    /// The game (`en-gehe`, `en-dodoi`, `sadeqa-ii`, `giuthi`).
    pub game: String,
    /// Holes a row.
    pub holes: usize,
    /// Seeds a hole at the start.
    pub seeds: u8,
    /// The rule options, as the engine protocol writes them.
    #[schema(value_type = crate::service::position_json::RuleOptionsJson)]
    pub options: Value,
    /// Wins needed to take the series.
    pub target: u32,
    /// Whether it is a series of team games.
    pub teams: bool,
    /// The players.
    pub players: SeriesPlayers,
    /// The wins and draws so far.
    pub tally: Tally,
    /// Its games in order, the last one in progress unless the series is over.
    pub games: Vec<SeriesGameView>,
    /// The game in progress, or `null` once the series is over.
    pub current: Option<String>,
    /// The player who took the series, or `null`.
    pub winner: Option<PlayerName>,
}

impl SeriesView {
    /// The public view of `series`.
    pub fn of(series: &Series) -> SeriesView {
        let (wins, draws) = series.tally();
        let (game, holes, seeds, options) = series_board(series);
        let player = |p: Player| {
            let seat = series.players[p.index()];
            match &series.teams {
                None => SeriesPlayerView {
                    player: seat.name(),
                    taken: seat != Seat::Human || series.token_hashes[p.index()].is_some(),
                    members: None,
                    sower: None,
                    full: None,
                },
                Some(teams) => {
                    let members = &teams.members[p.index()];
                    SeriesPlayerView {
                        player: "team".to_string(),
                        taken: !members.is_empty(),
                        members: Some(members.iter().map(SeriesMemberView::from).collect()),
                        sower: Some(teams.sowers[p.index()]),
                        full: Some(members.len() >= MAX_MEMBERS),
                    }
                }
            }
        };
        SeriesView {
            id: series.id.clone(),
            game,
            holes,
            seeds,
            options,
            target: series.target,
            teams: series.teams.is_some(),
            players: SeriesPlayers {
                a: player(Player::A),
                b: player(Player::B),
            },
            tally: Tally {
                a: wins[0],
                b: wins[1],
                draws,
            },
            games: series
                .games
                .iter()
                .map(|g| SeriesGameView {
                    id: g.id.clone(),
                    south: g.south.into(),
                    result: g.result.as_ref().map(SeriesGameResult::from),
                })
                .collect(),
            current: series.current().map(str::to_string),
            winner: series.winner().map(PlayerName::from),
        }
    }

    /// The view as JSON text, as the series' WebSocket sends it.
    pub fn text(&self) -> String {
        // Plain strings, numbers and arrays: serializing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A series with an open invitation, in the lobby.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LobbySeries {
    /// The series' id.
    pub id: String,
    /// The game (`en-gehe`, `en-dodoi`, `sadeqa-ii`, `giuthi`).
    pub game: String,
    /// Holes a row.
    pub holes: usize,
    /// Seeds a hole at the start.
    pub seeds: u8,
    /// Wins needed to take the series.
    pub target: u32,
    /// The player (or team) the invitation makes.
    pub player: PlayerName,
    /// The invitation's code.
    pub code: String,
    /// Whether it is a series of team games.
    pub team: bool,
    /// The page's link: `/?series=ID&invite=CODE`.
    pub url: String,
    /// When the series was created (ms since the epoch).
    pub created: i64,
}

impl LobbySeries {
    /// The lobby's entry for `series` at `now`, if it has one (see
    /// [`Series::open_invite`]).
    pub fn of(series: &Series, now: i64) -> Option<LobbySeries> {
        let (player, code) = series.open_invite(now)?;
        let (game, holes, seeds, _) = series_board(series);
        Some(LobbySeries {
            id: series.id.clone(),
            game,
            holes,
            seeds,
            target: series.target,
            player: player.into(),
            url: format!("/?series={}&invite={code}", series.id),
            code,
            team: series.teams.is_some(),
            created: series.created,
        })
    }
}

/// A range of whole numbers.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
pub struct Bounds {
    /// The least.
    pub min: u64,
    /// The most.
    pub max: u64,
}

/// A traditional board of a game.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
pub struct Preset {
    /// Holes a row.
    pub holes: u8,
    /// Seeds a hole.
    pub seeds: u8,
}

/// A rule option of a game and its default.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct OptionDefault {
    /// The option's name.
    pub name: String,
    /// Its default, as text.
    pub default: Option<String>,
}

/// A game of the catalogue.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CatalogGame {
    /// The game's name in the API (`en-gehe`, `en-dodoi`, `sadeqa-ii`, `giuthi`).
    pub game: String,
    /// Its title.
    pub title: String,
    /// Its usual holes a row.
    pub holes: u8,
    /// Its usual seeds a hole.
    pub seeds: u8,
    /// Its traditional boards.
    pub presets: Vec<Preset>,
    /// Whether a move chooses its direction.
    pub two_directions: bool,
    /// Its rule options with their defaults.
    pub options: Vec<OptionDefault>,
}

/// The catalogue (`GET /api/catalog`): the four games with their traditional boards,
/// size limits, rule options and defaults, and the engine's levels.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Catalog {
    /// The games.
    pub games: Vec<CatalogGame>,
    /// Holes a row allowed.
    pub holes: Bounds,
    /// Seeds a hole allowed.
    pub seeds: Bounds,
    /// The engine's levels.
    pub levels: Bounds,
}

impl Catalog {
    /// The catalogue of every game.
    pub fn new() -> Catalog {
        let games = Game::ALL
            .into_iter()
            .map(|game| {
                let defaults = Options::defaults(game);
                CatalogGame {
                    game: game.name().to_string(),
                    title: game.title().to_string(),
                    holes: game.default_holes(),
                    seeds: game.default_seeds(),
                    presets: game
                        .presets()
                        .iter()
                        .map(|&(holes, seeds)| Preset { holes, seeds })
                        .collect(),
                    two_directions: game.two_directions(),
                    options: game
                        .option_names()
                        .iter()
                        .map(|name| OptionDefault {
                            name: name.to_string(),
                            default: defaults.value(name),
                        })
                        .collect(),
                }
            })
            .collect();
        Catalog {
            games,
            holes: Bounds {
                min: MIN_HOLES as u64,
                max: MAX_HOLES as u64,
            },
            seeds: Bounds {
                min: MIN_SEEDS as u64,
                max: MAX_SEEDS as u64,
            },
            levels: Bounds { min: 1, max: 10 },
        }
    }
}

impl Default for Catalog {
    fn default() -> Catalog {
        Catalog::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_domain::token::{now_ms, token_hash};
    use mancala_rules::Rules;

    #[test]
    fn a_view_holds_no_token_and_no_invitation() {
        let rules = Rules::new(Game::EnDodoi);
        let (mut room, _) = Room::create("g".into(), rules, [Seat::Human; 2], true);
        let code = room.invites[1].clone().unwrap();
        room.seat(Side::South, token_hash("secret-token"));
        let text = GameView::of(&room, now_ms()).text();
        assert!(!text.contains(&code));
        assert!(!text.contains(&token_hash("secret-token")));
        assert!(text.contains("\"taken\":true"));
    }
}
