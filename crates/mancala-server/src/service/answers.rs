//! The answers of the use cases as typed bodies (serde for the wire, utoipa for the
//! OpenAPI document), so that the document describes exactly what is sent: games and
//! series created and joined, the lobby's page, a chat line taken, an engine member added.
//! The views of games, teams and series these carry are [`super::views`].

use mancala_rules::Side;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::views::{LobbySeries, PlayerName, SeriesView, SideName};
use mancala_domain::series::Player;

/// An invitation to a game: the seat (or team) it opens, its code and the page's link.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GameInvite {
    /// The side it opens.
    pub seat: SideName,
    /// The code to send to `POST /api/games/{id}/join`.
    pub code: String,
    /// The page's link: `/?game=ID&invite=CODE`.
    pub url: String,
}

impl GameInvite {
    /// The invitation to `side` of game `id` by `code`.
    pub fn new(id: &str, side: Side, code: &str) -> GameInvite {
        GameInvite {
            seat: side.into(),
            code: code.to_string(),
            url: format!("/?game={id}&invite={code}"),
        }
    }
}

/// Each team's invitation in a team game.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TeamInvites {
    /// South's team.
    pub south: GameInvite,
    /// North's team.
    pub north: GameInvite,
}

/// The answer to `POST /api/games`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GameCreated {
    /// The game's id.
    pub id: String,
    /// The creator's seat (`null` when the engine holds both).
    pub seat: Option<SideName>,
    /// The creator's secret token, shown once (`null` with no seat).
    pub seat_token: Option<String>,
    /// In a team game: the creator's member number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member: Option<u32>,
    /// The other seat's invitation (in a team game North's team's), or `null`.
    pub invite: Option<GameInvite>,
    /// In a team game: both teams' invitations.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_invites: Option<TeamInvites>,
    /// The position as the engine protocol's JSON.
    #[schema(value_type = crate::service::position_json::PositionJson)]
    pub state: Value,
}

/// The answer to `POST /api/games/{id}/rematch`: the player's place in the rematch.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RematchAnswer {
    /// The rematch's id.
    pub id: String,
    /// The player's seat in it (in a team game, the team's side).
    pub seat: SideName,
    /// The player's secret token for it, shown once.
    pub seat_token: String,
    /// In a team game: the player's member number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member: Option<u32>,
    /// Whether this answer started the rematch (`false`: it joined the other's).
    pub offered: bool,
    /// To the player who started it against a person: the other seat's (or team's)
    /// invitation, should the opponent have left the finished game's page.
    pub invite: Option<GameInvite>,
}

impl RematchAnswer {
    /// The answer to the player who started the rematch.
    pub fn offered(made: GameCreated) -> RematchAnswer {
        RematchAnswer {
            id: made.id,
            seat: made.seat.unwrap_or(SideName::South),
            seat_token: made.seat_token.unwrap_or_default(),
            member: made.member,
            offered: true,
            invite: made.invite,
        }
    }

    /// The answer to the player who took their place in the other's rematch.
    pub fn joined(joined: GameJoined) -> RematchAnswer {
        RematchAnswer {
            id: joined.id,
            seat: joined.seat,
            seat_token: joined.seat_token,
            member: joined.member,
            offered: false,
            invite: None,
        }
    }
}

/// The answer to `POST /api/games/{id}/join`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GameJoined {
    /// The game's id.
    pub id: String,
    /// The seat taken (in a team game, the team's side).
    pub seat: SideName,
    /// The newcomer's secret token, shown once.
    pub seat_token: String,
    /// In a team game: the newcomer's member number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member: Option<u32>,
    /// In a team game: the team's sower (the newcomer when it is the team's first person).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sower: Option<Option<u32>>,
}

/// An invitation to a series: the player (or team) it makes, its code and the page's link.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SeriesInvite {
    /// The player it makes.
    pub player: PlayerName,
    /// The code to send to `POST /api/series/{id}/join`.
    pub code: String,
    /// The page's link: `/?series=ID&invite=CODE`.
    pub url: String,
}

impl SeriesInvite {
    /// The invitation of `player` to series `id` by `code`.
    pub fn new(id: &str, player: Player, code: &str) -> SeriesInvite {
        SeriesInvite {
            player: player.into(),
            code: code.to_string(),
            url: format!("/?series={id}&invite={code}"),
        }
    }
}

/// Each team's invitation in a team series.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SeriesTeamInvites {
    /// Team A's.
    pub a: Option<SeriesInvite>,
    /// Team B's.
    pub b: Option<SeriesInvite>,
}

/// The answer to `POST /api/series`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SeriesCreated {
    /// The series' id.
    pub id: String,
    /// The creator's player (`null` when the engine plays both).
    pub player: Option<PlayerName>,
    /// The creator's secret token, shown once (`null` with no player).
    pub token: Option<String>,
    /// The other player's invitation (in a team series team B's), or `null`.
    pub invite: Option<SeriesInvite>,
    /// The first game's id.
    pub game: String,
    /// The series as `GET /api/series/{id}` shows it.
    pub series: SeriesView,
    /// In a team series: the creator's member number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member: Option<Option<u32>>,
    /// In a team series: the creator's side in the first game (`south`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<SideName>,
    /// In a team series: both teams' invitations.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_invites: Option<SeriesTeamInvites>,
}

/// The answer to `POST /api/series/{id}/join`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SeriesJoined {
    /// The series' id.
    pub id: String,
    /// The player made (in a team series, the team).
    pub player: PlayerName,
    /// The newcomer's secret token, shown once.
    pub token: String,
    /// In a team series: the newcomer's member number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub member: Option<u32>,
    /// In a team series: the team's side in the game in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<SideName>,
    /// In a team series: the team's sower.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sower: Option<Option<u32>>,
    /// In a team series: the game in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
}

/// A request done: `{"ok": true}`.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
pub struct Done {
    /// Always `true`.
    pub ok: bool,
}

/// The answer to `POST /api/games/{id}/engine-members`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct EngineMemberAdded {
    /// The engine member's number.
    pub member: u32,
    /// Its name.
    pub name: String,
}

/// A game in the lobby.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LobbyGame {
    /// The game's id.
    pub id: String,
    /// The game (`en-gehe`, `en-dodoi`, `sadeqa-ii`, `giuthi`).
    pub game: String,
    /// Holes a row.
    pub holes: usize,
    /// Seeds a hole at the start.
    pub seeds: u8,
    /// South's seat: `human` or `level:N`.
    pub south: String,
    /// North's seat: `human` or `level:N`.
    pub north: String,
    /// Plies played.
    pub ply: u64,
    /// When the game was created (ms since the epoch).
    pub created: i64,
    /// When its last move was played (ms since the epoch); absent before the first move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_move_at: Option<i64>,
    /// An open game: the seat (or team) the invitation opens.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<SideName>,
    /// An open game: the invitation's code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// A team game: `true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<bool>,
}

/// How many entries each list of the lobby has in all.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
pub struct LobbyTotals {
    /// Open invitations to games.
    pub open: usize,
    /// Games in progress.
    pub playing: usize,
    /// Open invitations to series.
    pub series: usize,
}

/// A page of the lobby: `GET /api/lobby` and each message of `/api/lobby/ws`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LobbyPage {
    /// Games with an open invitation.
    pub open: Vec<LobbyGame>,
    /// Games in progress to watch.
    pub playing: Vec<LobbyGame>,
    /// Series with an open invitation.
    pub series: Vec<LobbySeries>,
    /// Each list's length in all.
    pub total: LobbyTotals,
    /// Entries skipped in each list.
    pub offset: usize,
    /// Most entries of each list.
    pub limit: usize,
    /// The server's time when the page was made (ms since the epoch), to tell ages by.
    pub now: i64,
}
