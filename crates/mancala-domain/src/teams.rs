//! Team play: members who join through their team's link, proposals and agreement,
//! the designated sower, the turn clock and the team chat. What a team says among
//! itself (proposals, agreements, chat) goes to that team's members only.

use mancala_rules::{Move, Position, Side};
use serde_json::{json, Value};

use super::token::token_hash;

/// Most members a team may have.
pub const MAX_MEMBERS: usize = 8;
/// Longest chat line (characters).
pub const MAX_CHAT: usize = 500;
/// Longest member name (characters).
pub const MAX_NAME: usize = 40;
/// Most chat lines a member may write within `CHAT_WINDOW_MS`.
pub const CHAT_BURST: usize = 5;
/// The window of the chat limit (milliseconds).
pub const CHAT_WINDOW_MS: i64 = 10_000;
/// Chat lines kept per team (older ones are dropped from memory and the view).
pub const CHAT_KEPT: usize = 200;
/// Turn clock bounds (seconds).
pub const CLOCK_SECONDS: std::ops::RangeInclusive<u64> = 5..=3600;
/// Bounds of the time after which a sower who has left may be replaced (seconds).
pub const AWAY_SECONDS: std::ops::RangeInclusive<u64> = 5..=3600;

/// One step of the game page's sowing animation at its default ("normal") speed, in ms:
/// `SPEEDS.normal` in `web/game.js`, which waits this long after lifting a lap's seeds,
/// after each seed dropped and once at the end.
pub const ANIMATION_STEP_MS: u64 = 110;
/// The page's pause per lap when a sowing is too long to show seed by seed (ms).
pub const ANIMATION_LAP_MS: u64 = 55;
/// Seeds in a sowing beyond which the page shows it lap by lap (`web/game.js`).
pub const ANIMATION_SEED_LIMIT: u64 = 240;
/// Most laps the page animates (the server sends no more: `room::MAX_ANIMATED_LAPS`).
pub const ANIMATION_MAX_LAPS: u64 = 300;
/// Most grace a turn clock gives for the previous sowing's animation (ms).
pub const MAX_ANIMATION_GRACE_MS: u64 = 30_000;

/// How long the game page takes to show the sowing of `mv` from `before` at its default
/// speed (ms), capped at [`MAX_ANIMATION_GRACE_MS`]: a step for each lap's lifting, each
/// seed dropped and the end; lap by lap past [`ANIMATION_SEED_LIMIT`] seeds. A turn clock
/// starts counting only after it. A pass or a move that cannot be played takes none.
pub fn animation_grace_ms(before: &Position, mv: Move) -> u64 {
    let Ok(laps) = before.laps(mv) else { return 0 };
    if laps.is_empty() {
        return 0;
    }
    // The page reckons the first lap's seeds and one a later lap to choose how to show it,
    // then drops every seed of every lap it shows.
    let lifted = |board: &[u16], from: usize| board.get(from).copied().map_or(0, u64::from);
    let mut board: &[u16] = before.board();
    let mut seeds: u64 = 0;
    for lap in laps.iter().take(ANIMATION_MAX_LAPS as usize) {
        seeds += lifted(board, lap.from);
        board = &lap.board;
    }
    let shown = (laps.len() as u64).min(ANIMATION_MAX_LAPS);
    let reckoned = lifted(before.board(), laps[0].from) + shown - 1;
    let ms = if reckoned <= ANIMATION_SEED_LIMIT {
        (seeds + shown + 1) * ANIMATION_STEP_MS
    } else {
        shown * ANIMATION_LAP_MS + ANIMATION_STEP_MS
    };
    ms.min(MAX_ANIMATION_GRACE_MS)
}

/// The settings of a team game, fixed at creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeamSettings {
    /// The turn clock in milliseconds, if any.
    pub clock_ms: Option<u64>,
    /// The engine level that plays for a team whose clock ran out with no proposal.
    pub fallback_level: u8,
    /// How long a sower must be gone before the team can reassign the role (ms).
    pub away_ms: u64,
}

impl TeamSettings {
    /// As stored: JSON text.
    pub fn to_json(self) -> String {
        json!({"clock_ms": self.clock_ms, "fallback_level": self.fallback_level, "away_ms": self.away_ms})
            .to_string()
    }

    /// From the stored JSON text.
    pub fn from_json(text: &str) -> Option<TeamSettings> {
        let v: Value = serde_json::from_str(text).ok()?;
        Some(TeamSettings {
            clock_ms: v["clock_ms"].as_u64(),
            fallback_level: u8::try_from(v["fallback_level"].as_u64()?).ok()?,
            away_ms: v["away_ms"].as_u64()?,
        })
    }
}

/// A member of a team: a person (with a token) or an engine.
#[derive(Clone, Debug)]
pub struct Member {
    /// Number within the game, from 1.
    pub id: u32,
    /// The side the member's team holds.
    pub side: Side,
    /// The name shown.
    pub name: String,
    /// Hash of the member's token (people only).
    pub token_hash: Option<String>,
    /// The engine's level (engine members only).
    pub engine: Option<u8>,
    /// Open WebSocket connections that identified as this member.
    pub connections: u32,
    /// When the member was last heard from (ms since the epoch).
    pub last_seen: i64,
}

/// A move proposed to the team, with who agrees.
#[derive(Clone, Debug)]
pub struct Proposal {
    /// Number within the game.
    pub id: u32,
    /// The move.
    pub mv: Move,
    /// Who proposed it.
    pub by: u32,
    /// Who agrees, in the order they agreed (the proposer first).
    pub agreed: Vec<u32>,
}

/// A line of team chat.
#[derive(Clone, Debug)]
pub struct ChatLine {
    /// Who wrote it.
    pub by: u32,
    /// What was written.
    pub text: String,
    /// When (ms since the epoch).
    pub at: i64,
}

/// One side's team.
#[derive(Clone, Debug)]
pub struct Team {
    /// The member who commits moves.
    pub sower: Option<u32>,
    /// The team's invitation code (works until the team is full).
    pub invite: String,
    /// Proposals for the current turn, oldest first.
    pub proposals: Vec<Proposal>,
    /// The chat, oldest first.
    pub chat: Vec<ChatLine>,
    /// The number the team's next proposal gets (each team counts its own).
    pub next_proposal: u32,
}

impl Team {
    /// A team with no members yet.
    pub fn new(invite: String) -> Team {
        Team {
            sower: None,
            invite,
            proposals: Vec::new(),
            chat: Vec::new(),
            next_proposal: 1,
        }
    }
}

/// Why a team action was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TeamError {
    /// The token belongs to no member of this game.
    #[error("this token holds no place in this game")]
    NotMember,
    /// Not this team's turn.
    #[error("not your team's turn: {0} is to move")]
    NotYourTurn(Side),
    /// Only the sower acts for the team: moves, resignation, take-backs.
    #[error("only your team's sower ({0}) acts for the team (moves, resigning, take-backs); propose a move instead")]
    NotSower(String),
    /// No team has this invitation code.
    #[error("this team invitation is not valid")]
    BadInvite,
    /// The team has eight members already.
    #[error("the team is full ({MAX_MEMBERS} members)")]
    Full,
    /// No such proposal this turn.
    #[error("no proposal {0} this turn")]
    NoProposal(u32),
    /// No such member in the team.
    #[error("no member {0} in your team")]
    NoMember(u32),
    /// The sower role cannot move now.
    #[error("{0}")]
    Sower(String),
    /// A bad field.
    #[error("{0}")]
    Bad(String),
    /// Too many chat lines too fast.
    #[error("too many messages: at most {CHAT_BURST} in {} seconds", CHAT_WINDOW_MS / 1000)]
    TooFast {
        /// Seconds until the member may write again.
        retry_after: u64,
    },
}

/// A member just added, and whether its joining staffed both teams for the first time
/// (the turn clock starts then: the turn begins at the join).
#[derive(Clone, Debug)]
pub struct Added {
    /// The new member.
    pub member: Member,
    /// Whether this join gave the second team its first person, starting the turn.
    pub clock_started: bool,
}

/// The teams of a game and their shared settings.
#[derive(Clone, Debug)]
pub struct Teams {
    /// The settings.
    pub settings: TeamSettings,
    /// Everyone in either team.
    pub members: Vec<Member>,
    /// South's and North's teams.
    pub teams: [Team; 2],
    /// When the current turn started (ms since the epoch).
    pub turn_started: i64,
    /// Time the turn's clock waits before counting, while the previous sowing is shown (ms).
    pub grace_ms: u64,
    /// The game's id (for links).
    pub game_id: String,
    /// The match series the game belongs to, if any: team invitations then lead to the
    /// series (`/?series=ID&invite=CODE`), whose later games keep every member.
    pub series_id: Option<String>,
}

impl Teams {
    /// New teams with their invitation codes.
    pub fn new(game_id: String, settings: TeamSettings, invites: [String; 2], now: i64) -> Teams {
        let [south, north] = invites;
        Teams {
            settings,
            members: Vec::new(),
            teams: [Team::new(south), Team::new(north)],
            turn_started: now,
            grace_ms: 0,
            game_id,
            series_id: None,
        }
    }

    /// The teams of the next game of a match series, `game_id`, where the sides swap:
    /// the same members (numbers, names, tokens, engines), each team with its sower and
    /// its invitation code, on the other side; no proposals or chat yet, the clock from `now`.
    pub fn swapped(&self, game_id: String, now: i64) -> Teams {
        let [south, north] = [Side::North, Side::South].map(|from| {
            let old = &self.teams[from.index()];
            let mut team = Team::new(old.invite.clone());
            team.sower = old.sower;
            team
        });
        Teams {
            settings: self.settings,
            members: self
                .members
                .iter()
                .map(|m| Member {
                    side: m.side.opponent(),
                    connections: 0,
                    ..m.clone()
                })
                .collect(),
            teams: [south, north],
            turn_started: now,
            grace_ms: 0,
            game_id,
            series_id: self.series_id.clone(),
        }
    }

    /// The link that invites to a side's team: to the series for a game of a series.
    pub fn invite_url(&self, side: Side) -> String {
        let code = &self.teams[side.index()].invite;
        match &self.series_id {
            Some(series) => format!("/?series={series}&invite={code}"),
            None => format!("/?game={}&invite={code}", self.game_id),
        }
    }

    /// The member whose token this is.
    pub fn member_by_token(&self, token: &str) -> Option<&Member> {
        let hash = token_hash(token);
        self.members
            .iter()
            .find(|m| m.token_hash.as_deref() == Some(hash.as_str()))
    }

    /// The member with this number.
    pub fn member(&self, id: u32) -> Option<&Member> {
        self.members.iter().find(|m| m.id == id)
    }

    fn member_mut(&mut self, id: u32) -> Option<&mut Member> {
        self.members.iter_mut().find(|m| m.id == id)
    }

    /// The side whose invitation code this is.
    pub fn side_of_invite(&self, code: &str) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.teams[s.index()].invite == code)
    }

    /// How many members a side has.
    pub fn count(&self, side: Side) -> usize {
        self.members.iter().filter(|m| m.side == side).count()
    }

    /// Whether a side's team has a person in it (engine members alone are not enough).
    pub fn has_person(&self, side: Side) -> bool {
        self.members
            .iter()
            .any(|m| m.side == side && m.engine.is_none())
    }

    /// Whether both teams have a person: only then does the turn clock run.
    pub fn both_staffed(&self) -> bool {
        Side::BOTH.into_iter().all(|s| self.has_person(s))
    }

    /// Adds a member (a person with `token_hash`, or an engine at `engine`); the first
    /// member of a team becomes its sower. When the member is the first person of the
    /// second team, the turn starts now (the clock had not run until then) and the answer
    /// says so.
    pub fn add_member(
        &mut self,
        side: Side,
        name: String,
        token_hash: Option<String>,
        engine: Option<u8>,
        now: i64,
    ) -> Result<Added, TeamError> {
        if self.count(side) >= MAX_MEMBERS {
            return Err(TeamError::Full);
        }
        let id = self.members.iter().map(|m| m.id).max().unwrap_or(0) + 1;
        let member = Member {
            id,
            side,
            name,
            token_hash,
            engine,
            connections: 0,
            last_seen: now,
        };
        if self.teams[side.index()].sower.is_none() && engine.is_none() {
            self.teams[side.index()].sower = Some(id);
        }
        let staffed = self.both_staffed();
        self.members.push(member.clone());
        let clock_started = !staffed && self.both_staffed();
        if clock_started {
            self.turn_started = now;
            self.grace_ms = 0;
        }
        Ok(Added {
            member,
            clock_started,
        })
    }

    /// Proposes `mv` for the member's team (or agrees with the same move already proposed).
    /// Returns the proposal's number and whether it is new.
    pub fn propose(&mut self, by: u32, mv: Move) -> Result<(u32, bool), TeamError> {
        let side = self.member(by).ok_or(TeamError::NotMember)?.side;
        let team = &self.teams[side.index()];
        if let Some(p) = team.proposals.iter().find(|p| p.mv == mv) {
            let id = p.id;
            self.agree(by, Some(id))?;
            return Ok((id, false));
        }
        let team = &mut self.teams[side.index()];
        let id = team.next_proposal;
        team.next_proposal += 1;
        for p in &mut team.proposals {
            p.agreed.retain(|m| *m != by);
        }
        team.proposals.push(Proposal {
            id,
            mv,
            by,
            agreed: vec![by],
        });
        Ok((id, true))
    }

    /// The member agrees with proposal `id` (one proposal at a time), or with none.
    pub fn agree(&mut self, by: u32, id: Option<u32>) -> Result<(), TeamError> {
        let side = self.member(by).ok_or(TeamError::NotMember)?.side;
        let team = &mut self.teams[side.index()];
        if let Some(id) = id {
            if !team.proposals.iter().any(|p| p.id == id) {
                return Err(TeamError::NoProposal(id));
            }
        }
        for p in &mut team.proposals {
            p.agreed.retain(|m| *m != by);
            if Some(p.id) == id {
                p.agreed.push(by);
            }
        }
        Ok(())
    }

    /// The proposal the clock plays: most agreement, the earliest among equals.
    pub fn most_agreed(&self, side: Side) -> Option<&Proposal> {
        let mut best: Option<&Proposal> = None;
        for p in &self.teams[side.index()].proposals {
            if best.is_none_or(|b| p.agreed.len() > b.agreed.len()) {
                best = Some(p);
            }
        }
        best
    }

    /// Starts a new turn: proposals are cleared and the clock restarts, counting once
    /// `grace_ms` (the previous sowing's animation) has passed.
    pub fn new_turn(&mut self, now: i64, grace_ms: u64) {
        for team in &mut self.teams {
            team.proposals.clear();
        }
        self.turn_started = now;
        self.grace_ms = grace_ms.min(MAX_ANIMATION_GRACE_MS);
    }

    /// When the turn's clock runs out (ms since the epoch): `None` without a clock, or
    /// while a team has no person in it (the clock then waits, and nobody moves for it).
    pub fn deadline(&self) -> Option<i64> {
        if !self.both_staffed() {
            return None;
        }
        self.settings.clock_ms.map(|c| {
            self.turn_started
                .saturating_add(self.grace_ms.min(MAX_ANIMATION_GRACE_MS) as i64)
                .saturating_add(c.min(i64::MAX as u64) as i64)
        })
    }

    /// Whether a member counts as gone: no open connection and not heard from for the set time.
    pub fn is_away(&self, id: u32, now: i64) -> bool {
        self.member(id).is_none_or(|m| {
            m.engine.is_none()
                && m.connections == 0
                && now.saturating_sub(m.last_seen) >= self.settings.away_ms as i64
        })
    }

    /// Gives the sower role to member `to`: the sower may hand it on; any member may
    /// reassign it once the sower has been gone for the set time.
    pub fn set_sower(&mut self, by: u32, to: u32, now: i64) -> Result<(), TeamError> {
        let side = self.member(by).ok_or(TeamError::NotMember)?.side;
        let target = self.member(to).ok_or(TeamError::NoMember(to))?;
        if target.side != side {
            return Err(TeamError::NoMember(to));
        }
        if target.engine.is_some() {
            return Err(TeamError::Sower(
                "an engine member cannot be the sower".to_string(),
            ));
        }
        let current = self.teams[side.index()].sower;
        let allowed = current == Some(by) || current.is_none_or(|s| self.is_away(s, now));
        if !allowed {
            let name = current
                .and_then(|s| self.member(s))
                .map(|m| m.name.clone())
                .unwrap_or_default();
            return Err(TeamError::Sower(format!(
                "only the sower ({name}) can hand the role on while present; it can be reassigned after {} s away",
                self.settings.away_ms / 1000
            )));
        }
        self.teams[side.index()].sower = Some(to);
        Ok(())
    }

    /// Refuses a chat line from a member who wrote `CHAT_BURST` lines in the last
    /// `CHAT_WINDOW_MS` milliseconds.
    pub fn may_chat(&self, by: u32, now: i64) -> Result<(), TeamError> {
        let side = self.member(by).ok_or(TeamError::NotMember)?.side;
        let mut recent: Vec<i64> = self.teams[side.index()]
            .chat
            .iter()
            .filter(|c| c.by == by && now.saturating_sub(c.at) < CHAT_WINDOW_MS)
            .map(|c| c.at)
            .collect();
        if recent.len() >= CHAT_BURST {
            // The member may write again once all but `CHAT_BURST - 1` lines have left the
            // window.
            recent.sort_unstable();
            let frees = recent[recent.len() - CHAT_BURST] + CHAT_WINDOW_MS;
            let wait_ms = frees.saturating_sub(now).max(1);
            return Err(TeamError::TooFast {
                retry_after: (wait_ms as u64).div_ceil(1000),
            });
        }
        Ok(())
    }

    /// Adds a chat line for the member's team.
    pub fn chat(&mut self, by: u32, text: String, now: i64) -> Result<ChatLine, TeamError> {
        let side = self.member(by).ok_or(TeamError::NotMember)?.side;
        let line = ChatLine { by, text, at: now };
        let chat = &mut self.teams[side.index()].chat;
        chat.push(line.clone());
        if chat.len() > CHAT_KEPT {
            let extra = chat.len() - CHAT_KEPT;
            chat.drain(..extra);
        }
        Ok(line)
    }

    /// Notes that a member was heard from, or connected (+1) or disconnected (-1).
    pub fn seen(&mut self, id: u32, now: i64, connections: i32) {
        if let Some(m) = self.member_mut(id) {
            m.last_seen = now;
            m.connections = m.connections.saturating_add_signed(connections);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn teams() -> Teams {
        let settings = TeamSettings {
            clock_ms: Some(30_000),
            fallback_level: 3,
            away_ms: 60_000,
        };
        let mut t = Teams::new("g".into(), settings, ["s".into(), "n".into()], 0);
        for (side, name) in [
            (Side::South, "a"),
            (Side::South, "b"),
            (Side::South, "c"),
            (Side::North, "x"),
        ] {
            t.add_member(side, name.into(), Some(token_hash(name)), None, 0)
                .unwrap();
        }
        t
    }

    #[test]
    fn the_first_member_is_the_sower_and_a_team_holds_eight() {
        let mut t = teams();
        assert_eq!(t.teams[0].sower, Some(1));
        assert_eq!(t.teams[1].sower, Some(4));
        for i in 0..5 {
            t.add_member(Side::South, format!("m{i}"), None, None, 0)
                .unwrap();
        }
        assert!(matches!(
            t.add_member(Side::South, "late".into(), None, None, 0),
            Err(TeamError::Full)
        ));
    }

    #[test]
    fn most_agreed_wins_and_the_earliest_breaks_ties_and_minds_can_change() {
        let mut t = teams();
        let (p1, new) = t.propose(1, "1".parse().unwrap()).unwrap();
        assert!(new);
        let (p2, _) = t.propose(2, "2".parse().unwrap()).unwrap();
        assert_eq!(t.most_agreed(Side::South).unwrap().id, p1, "tie: earliest");
        t.agree(3, Some(p2)).unwrap();
        assert_eq!(t.most_agreed(Side::South).unwrap().id, p2);
        // Member 3 changes its mind; member 1 proposing move 2 again just agrees.
        t.agree(3, Some(p1)).unwrap();
        let (again, new) = t.propose(1, "2".parse().unwrap()).unwrap();
        assert_eq!((again, new), (p2, false));
        assert_eq!(t.teams[0].proposals[0].agreed, vec![3]);
        assert_eq!(t.teams[0].proposals[1].agreed, vec![2, 1]);
        assert_eq!(t.most_agreed(Side::South).unwrap().id, p2);
        assert_eq!(t.agree(3, Some(99)), Err(TeamError::NoProposal(99)));
        assert!(t.most_agreed(Side::North).is_none());
    }

    #[test]
    fn the_sower_hands_on_and_the_team_reassigns_only_when_the_sower_is_away() {
        let mut t = teams();
        assert!(matches!(t.set_sower(2, 2, 1000), Err(TeamError::Sower(_))));
        t.set_sower(1, 2, 1000).unwrap();
        assert_eq!(t.teams[0].sower, Some(2));
        assert_eq!(t.set_sower(2, 4, 1000), Err(TeamError::NoMember(4)));
        // Member 2 connected: not away however long ago it spoke.
        t.seen(2, 1000, 1);
        assert!(t.set_sower(3, 3, 1_000_000).is_err());
        t.seen(2, 2000, -1);
        assert!(t.set_sower(3, 3, 30_000).is_err());
        t.set_sower(3, 3, 62_000).unwrap();
        assert_eq!(t.teams[0].sower, Some(3));
    }

    #[test]
    fn the_next_game_of_a_series_swaps_the_teams_with_their_members_sowers_and_codes() {
        let mut t = teams();
        t.series_id = Some("s".into());
        t.set_sower(1, 2, 0).unwrap();
        t.propose(1, "1".parse().unwrap()).unwrap();
        t.chat(4, "hi".into(), 0).unwrap();
        t.seen(4, 500, 1);
        let next = t.swapped("g2".into(), 1000);
        assert_eq!(next.game_id, "g2");
        assert_eq!(next.turn_started, 1000);
        assert_eq!(next.settings, t.settings);
        assert_eq!(next.teams[1].sower, Some(2), "South's team is North now");
        assert_eq!(next.teams[0].sower, Some(4));
        assert_eq!(
            (next.teams[1].invite.as_str(), next.teams[0].invite.as_str()),
            ("s", "n")
        );
        assert!(next
            .teams
            .iter()
            .all(|t| t.proposals.is_empty() && t.chat.is_empty()));
        assert_eq!(next.count(Side::North), 3);
        assert_eq!(next.count(Side::South), 1);
        let x = next.member(4).unwrap();
        assert_eq!(
            (x.side, x.name.as_str(), x.connections, x.last_seen),
            (Side::South, "x", 0, 500)
        );
        assert_eq!(next.member_by_token("b").map(|m| m.id), Some(2));
        assert_eq!(next.invite_url(Side::North), "/?series=s&invite=s");
        assert_eq!(t.invite_url(Side::North), "/?series=s&invite=n");
    }

    #[test]
    fn a_member_may_not_flood_the_chat() {
        let mut t = teams();
        for i in 0..CHAT_BURST as i64 {
            t.may_chat(2, i).unwrap();
            t.chat(2, format!("line {i}"), i).unwrap();
        }
        assert!(matches!(
            t.may_chat(2, 100),
            Err(TeamError::TooFast { retry_after: 10 })
        ));
        t.may_chat(3, 100).unwrap();
        t.may_chat(2, CHAT_WINDOW_MS + 1).unwrap();
    }

    #[test]
    fn the_clock_waits_for_a_person_in_each_team_then_starts_from_the_join() {
        let settings = TeamSettings {
            clock_ms: Some(30_000),
            fallback_level: 3,
            away_ms: 60_000,
        };
        // The clock starts at the join itself, even one in the same millisecond as the
        // teams were made.
        let mut t = Teams::new("g".into(), settings, ["s".into(), "n".into()], 0);
        assert_eq!(t.deadline(), None, "nobody yet");
        let a = t
            .add_member(Side::South, "a".into(), Some(token_hash("a")), None, 0)
            .unwrap();
        assert!(!a.clock_started, "North has nobody yet");
        let e = t
            .add_member(Side::South, "e".into(), None, Some(3), 20)
            .unwrap();
        assert!(!e.clock_started);
        assert_eq!(t.deadline(), None, "North has nobody");
        let bot = t
            .add_member(Side::North, "bot".into(), None, Some(5), 30)
            .unwrap();
        assert!(!bot.clock_started, "an engine member is not a person");
        assert_eq!(t.deadline(), None, "an engine member is not a person");
        assert_eq!(t.turn_started, 0);
        let x = t
            .add_member(Side::North, "x".into(), Some(token_hash("x")), None, 0)
            .unwrap();
        assert!(
            x.clock_started,
            "the join that staffs both teams starts the clock, whatever the time"
        );
        let mut t = Teams::new("g".into(), settings, ["s".into(), "n".into()], 0);
        t.add_member(Side::South, "a".into(), Some(token_hash("a")), None, 10)
            .unwrap();
        let x = t
            .add_member(Side::North, "x".into(), Some(token_hash("x")), None, 5000)
            .unwrap();
        assert!(x.clock_started);
        assert_eq!(
            t.turn_started, 5000,
            "the turn starts when both teams are staffed"
        );
        assert_eq!(t.deadline(), Some(35_000));
        // Later members do not restart it.
        let y = t
            .add_member(Side::North, "y".into(), Some(token_hash("y")), None, 9000)
            .unwrap();
        assert!(!y.clock_started);
        assert_eq!(t.deadline(), Some(35_000));
        // A move's grace delays the count, up to its cap.
        t.new_turn(40_000, 2_000);
        assert_eq!(t.deadline(), Some(72_000));
        t.new_turn(40_000, u64::MAX);
        assert_eq!(
            t.deadline(),
            Some(40_000 + MAX_ANIMATION_GRACE_MS as i64 + 30_000)
        );
    }

    #[test]
    fn the_grace_follows_the_pages_animation_and_is_capped() {
        use mancala_rules::{Game, Rules};
        let rules =
            Rules::from_settings(Game::EnDodoi, std::iter::empty::<(&str, &str)>()).unwrap();
        let start = Position::start(rules);
        let mv = start.legal_moves().iter().next().copied().unwrap();
        let laps = start.laps(mv).unwrap();
        let mut board = start.board().to_vec();
        let mut seeds = 0u64;
        for lap in &laps {
            seeds += u64::from(board[lap.from]);
            board.clone_from(&lap.board);
        }
        let expected =
            ((seeds + laps.len() as u64 + 1) * ANIMATION_STEP_MS).min(MAX_ANIMATION_GRACE_MS);
        assert!(expected > 0);
        assert_eq!(animation_grace_ms(&start, mv), expected);
        // A move that cannot be played has no animation.
        let illegal: Move = "60".parse().unwrap();
        assert_eq!(animation_grace_ms(&start, illegal), 0);
    }

    #[test]
    fn settings_round_trip() {
        let s = TeamSettings {
            clock_ms: None,
            fallback_level: 10,
            away_ms: 5000,
        };
        assert_eq!(TeamSettings::from_json(&s.to_json()), Some(s));
    }
}
