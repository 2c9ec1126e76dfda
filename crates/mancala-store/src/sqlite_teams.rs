//! SQLite storage of team games: settings, members, sowers, proposals with agreement, chat.

use mancala_rules::{Move, Side};
use rusqlite::params;

use super::sqlite::SqliteStore;
use super::sqlite_rows::{insert_game, insert_member, insert_move, insert_teams, set_invite};
use super::{StoreError, TeamStore};
use mancala_domain::room::GameRecord;
use mancala_domain::teams::{ChatLine, Member, Proposal, TeamSettings, Teams, CHAT_KEPT};

impl TeamStore for SqliteStore {
    /// Stores a new team game with its teams, in one transaction.
    fn create_team_game(
        &self,
        game: &GameRecord,
        created: i64,
        teams: &Teams,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        insert_game(&tx, game, created)?;
        insert_teams(&tx, &game.id, teams)?;
        tx.commit()?;
        Ok(())
    }

    fn add_member(
        &self,
        id: &str,
        member: &Member,
        sower: Option<u32>,
        invite: &str,
        series: Option<(&str, usize)>,
        turn_started: Option<i64>,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        insert_member(&tx, id, member)?;
        tx.execute(
            "UPDATE teams SET sower = ?3, invite = ?4 WHERE game_id = ?1 AND side = ?2",
            params![id, member.side.name(), sower, invite],
        )?;
        if let Some((series_id, player)) = series {
            set_invite(&tx, series_id, player, invite)?;
        }
        if let Some(turn_started) = turn_started {
            tx.execute(
                "UPDATE team_games SET turn_started = ?2 WHERE game_id = ?1",
                params![id, turn_started],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Sets a team's sower.
    fn set_sower(&self, id: &str, side: Side, sower: u32) -> Result<(), StoreError> {
        self.db()?.execute(
            "UPDATE teams SET sower = ?3 WHERE game_id = ?1 AND side = ?2",
            params![id, side.name(), sower],
        )?;
        Ok(())
    }

    fn save_proposals(
        &self,
        id: &str,
        side: Side,
        ply: usize,
        proposals: &[Proposal],
        next_proposal: u32,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        tx.execute(
            "DELETE FROM proposals WHERE game_id = ?1 AND side = ?2",
            params![id, side.name()],
        )?;
        for p in proposals {
            let agreed: Vec<String> = p.agreed.iter().map(u32::to_string).collect();
            tx.execute(
                "INSERT INTO proposals (game_id, id, side, ply, mv, by_member, agreed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![id, p.id, side.name(), ply as i64, p.mv.to_string(), p.by, agreed.join(",")],
            )?;
        }
        tx.execute(
            "UPDATE teams SET next_proposal = ?3 WHERE game_id = ?1 AND side = ?2",
            params![id, side.name(), next_proposal],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// A move in a team game, in one transaction with its new turn: the proposals go and
    /// the clock restarts.
    fn add_team_move(
        &self,
        id: &str,
        ply: usize,
        mv: &str,
        turn_started: i64,
    ) -> Result<(), StoreError> {
        let mut db = self.db()?;
        let tx = db.transaction()?;
        insert_move(&tx, id, ply, mv, turn_started)?;
        tx.execute("DELETE FROM proposals WHERE game_id = ?1", params![id])?;
        tx.execute(
            "UPDATE team_games SET turn_started = ?2 WHERE game_id = ?1",
            params![id, turn_started],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Restarts the turn clock (after a restart of the server), keeping the proposals.
    fn set_turn_started(&self, id: &str, turn_started: i64) -> Result<(), StoreError> {
        self.db()?.execute(
            "UPDATE team_games SET turn_started = ?2 WHERE game_id = ?1",
            params![id, turn_started],
        )?;
        Ok(())
    }

    /// Appends a chat line.
    fn add_chat(&self, id: &str, side: Side, line: &ChatLine) -> Result<(), StoreError> {
        self.db()?.execute(
            "INSERT INTO chat (game_id, seq, side, member, text, at)
             VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE game_id = ?1), ?2, ?3, ?4, ?5)",
            params![id, side.name(), line.by, line.text, line.at],
        )?;
        Ok(())
    }

    /// The teams of game `id` if it is a team game, with proposals of the turn at `ply` only.
    fn load_teams(&self, id: &str, ply: usize) -> Result<Option<Teams>, StoreError> {
        let db = self.db()?;
        let row: Option<(String, i64)> = db
            .query_row(
                "SELECT settings, turn_started FROM team_games WHERE game_id = ?1",
                params![id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .map(Some)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })?;
        let Some((settings, turn_started)) = row else {
            return Ok(None);
        };
        let bad = |what: &str| StoreError::from_message(format!("game {id}: bad stored {what}"));
        let settings = TeamSettings::from_json(&settings).ok_or_else(|| bad("team settings"))?;
        let side = |s: String| Side::from_name(&s).ok_or_else(|| bad("side"));
        let mut invites = [String::new(), String::new()];
        let mut sowers = [None, None];
        let mut counters = [1, 1];
        let mut stmt =
            db.prepare("SELECT side, invite, sower, next_proposal FROM teams WHERE game_id = ?1")?;
        for row in stmt.query_map(params![id], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<u32>>(2)?,
                r.get::<_, u32>(3)?,
            ))
        })? {
            let (s, invite, sower, next) = row?;
            let s = side(s)?;
            invites[s.index()] = invite;
            sowers[s.index()] = sower;
            counters[s.index()] = next;
        }
        let mut teams = Teams::new(id.to_string(), settings, invites, turn_started);
        for s in Side::BOTH {
            teams.teams[s.index()].sower = sowers[s.index()];
            teams.teams[s.index()].next_proposal = counters[s.index()];
        }
        let mut stmt = db.prepare(
            "SELECT id, side, name, token_hash, engine FROM members WHERE game_id = ?1 ORDER BY id",
        )?;
        for row in stmt.query_map(params![id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<u8>>(4)?,
            ))
        })? {
            let (mid, s, name, token_hash, engine) = row?;
            teams.members.push(Member {
                id: mid,
                side: side(s)?,
                name,
                token_hash,
                engine,
                connections: 0,
                last_seen: turn_started,
            });
        }
        let mut stmt = db.prepare(
            "SELECT id, side, mv, by_member, agreed FROM proposals WHERE game_id = ?1 AND ply = ?2 ORDER BY id",
        )?;
        for row in stmt.query_map(params![id, ply as i64], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, u32>(3)?,
                r.get::<_, String>(4)?,
            ))
        })? {
            let (pid, s, mv, by, agreed) = row?;
            let mv: Move = mv.parse().map_err(|_| bad("proposal"))?;
            let agreed = agreed
                .split(',')
                .filter(|a| !a.is_empty())
                .map(|a| a.parse::<u32>().map_err(|_| bad("agreement")))
                .collect::<Result<Vec<_>, _>>()?;
            teams.teams[side(s)?.index()].proposals.push(Proposal {
                id: pid,
                mv,
                by,
                agreed,
            });
        }
        for s in Side::BOTH {
            let mut stmt = db.prepare(
                "SELECT member, text, at FROM chat WHERE game_id = ?1 AND side = ?2 ORDER BY seq DESC LIMIT ?3",
            )?;
            let mut lines = Vec::new();
            for row in stmt.query_map(params![id, s.name(), CHAT_KEPT as i64], |r| {
                Ok(ChatLine {
                    by: r.get(0)?,
                    text: r.get(1)?,
                    at: r.get(2)?,
                })
            })? {
                lines.push(row?);
            }
            lines.reverse();
            teams.teams[s.index()].chat = lines;
        }
        Ok(Some(teams))
    }
}
