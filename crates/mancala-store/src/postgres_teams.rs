//! PostgreSQL storage of team games: settings, members, sowers, proposals with
//! agreement, chat. The same tables as SQLite's; every change announces its game.

use mancala_rules::{Move, Side};

use super::postgres::PostgresStore;
use super::postgres_rows::{
    col, insert_game, insert_member, insert_move, insert_teams, lock_game, set_invite, small,
};
use super::{StoreError, TeamStore};
use mancala_domain::room::GameRecord;
use mancala_domain::teams::{ChatLine, Member, Proposal, TeamSettings, Teams, CHAT_KEPT};

impl TeamStore for PostgresStore {
    fn create_team_game(
        &self,
        game: &GameRecord,
        created: i64,
        teams: &Teams,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            insert_game(tx, game, created)?;
            insert_teams(tx, &game.id, teams)?;
            self.announce_game(tx, &game.id)
        })
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
        self.in_tx(|tx| {
            insert_member(tx, id, member)?;
            tx.execute(
                "UPDATE teams SET sower = $3, invite = $4 WHERE game_id = $1 AND side = $2",
                &[&id, &member.side.name(), &sower.map(i64::from), &invite],
            )?;
            if let Some((series_id, player)) = series {
                set_invite(tx, series_id, player, invite)?;
                self.announce_series(tx, series_id)?;
            }
            if let Some(turn_started) = turn_started {
                tx.execute(
                    "UPDATE team_games SET turn_started = $2 WHERE game_id = $1",
                    &[&id, &turn_started],
                )?;
            }
            self.announce_game(tx, id)
        })
    }

    fn set_sower(&self, id: &str, side: Side, sower: u32) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute(
                "UPDATE teams SET sower = $3 WHERE game_id = $1 AND side = $2",
                &[&id, &side.name(), &i64::from(sower)],
            )?;
            self.announce_game(tx, id)
        })
    }

    fn save_proposals(
        &self,
        id: &str,
        side: Side,
        ply: usize,
        proposals: &[Proposal],
        next_proposal: u32,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute(
                "DELETE FROM proposals WHERE game_id = $1 AND side = $2",
                &[&id, &side.name()],
            )?;
            for p in proposals {
                let agreed: Vec<String> = p.agreed.iter().map(u32::to_string).collect();
                tx.execute(
                    "INSERT INTO proposals (game_id, id, side, ply, mv, by_member, agreed) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                    &[&id, &i64::from(p.id), &side.name(), &(ply as i64), &p.mv.to_string(), &i64::from(p.by), &agreed.join(",")],
                )?;
            }
            tx.execute(
                "UPDATE teams SET next_proposal = $3 WHERE game_id = $1 AND side = $2",
                &[&id, &side.name(), &i64::from(next_proposal)],
            )?;
            self.announce_game(tx, id)
        })
    }

    fn add_team_move(
        &self,
        id: &str,
        ply: usize,
        mv: &str,
        turn_started: i64,
    ) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            insert_move(tx, id, ply, mv, turn_started)?;
            tx.execute("DELETE FROM proposals WHERE game_id = $1", &[&id])?;
            tx.execute(
                "UPDATE team_games SET turn_started = $2 WHERE game_id = $1",
                &[&id, &turn_started],
            )?;
            self.announce_game(tx, id)
        })
    }

    fn set_turn_started(&self, id: &str, turn_started: i64) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            tx.execute(
                "UPDATE team_games SET turn_started = $2 WHERE game_id = $1",
                &[&id, &turn_started],
            )?;
            Ok(())
        })
    }

    fn add_chat(&self, id: &str, side: Side, line: &ChatLine) -> Result<(), StoreError> {
        self.in_tx(|tx| {
            // The game's row lock numbers the lines one after another whoever writes them.
            lock_game(tx, id)?;
            tx.execute(
                "INSERT INTO chat (game_id, seq, side, member, text, at)
                 VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE game_id = $1), $2, $3, $4, $5)",
                &[&id, &side.name(), &i64::from(line.by), &line.text, &line.at],
            )?;
            self.announce_game(tx, id)
        })
    }

    fn load_teams(&self, id: &str, ply: usize) -> Result<Option<Teams>, StoreError> {
        self.with(|client| {
            let Some(row) = client.query_opt(
                "SELECT settings, turn_started FROM team_games WHERE game_id = $1",
                &[&id],
            )?
            else {
                return Ok(None);
            };
            let bad = |what: &str| StoreError::from_message(format!("game {id}: bad stored {what}"));
            let settings: String = col(&row, 0)?;
            let turn_started: i64 = col(&row, 1)?;
            let settings = TeamSettings::from_json(&settings).ok_or_else(|| bad("team settings"))?;
            let side = |s: String| Side::from_name(&s).ok_or_else(|| bad("side"));
            let mut invites = [String::new(), String::new()];
            let mut sowers = [None, None];
            let mut counters = [1, 1];
            for r in &client.query(
                "SELECT side, invite, sower, next_proposal FROM teams WHERE game_id = $1",
                &[&id],
            )? {
                let s = side(col(r, 0)?)?;
                invites[s.index()] = col(r, 1)?;
                sowers[s.index()] = col::<Option<i64>>(r, 2)?
                    .map(|n| small(n, "sower"))
                    .transpose()?;
                counters[s.index()] = small(col(r, 3)?, "proposal counter")?;
            }
            let mut teams = Teams::new(id.to_string(), settings, invites, turn_started);
            for s in Side::BOTH {
                teams.teams[s.index()].sower = sowers[s.index()];
                teams.teams[s.index()].next_proposal = counters[s.index()];
            }
            for r in &client.query(
                "SELECT id, side, name, token_hash, engine FROM members WHERE game_id = $1 ORDER BY id",
                &[&id],
            )? {
                let engine = col::<Option<i64>>(r, 4)?
                    .map(|n| u8::try_from(n).map_err(|_| bad("engine level")))
                    .transpose()?;
                teams.members.push(Member {
                    id: small(col(r, 0)?, "member")?,
                    side: side(col(r, 1)?)?,
                    name: col(r, 2)?,
                    token_hash: col(r, 3)?,
                    engine,
                    connections: 0,
                    last_seen: turn_started,
                });
            }
            for r in &client.query(
                "SELECT id, side, mv, by_member, agreed FROM proposals WHERE game_id = $1 AND ply = $2 ORDER BY id",
                &[&id, &(ply as i64)],
            )? {
                let mv: String = col(r, 2)?;
                let mv: Move = mv.parse().map_err(|_| bad("proposal"))?;
                let agreed: String = col(r, 4)?;
                let agreed = agreed
                    .split(',')
                    .filter(|a| !a.is_empty())
                    .map(|a| a.parse::<u32>().map_err(|_| bad("agreement")))
                    .collect::<Result<Vec<_>, _>>()?;
                teams.teams[side(col(r, 1)?)?.index()].proposals.push(Proposal {
                    id: small(col(r, 0)?, "proposal")?,
                    mv,
                    by: small(col(r, 3)?, "proposer")?,
                    agreed,
                });
            }
            for s in Side::BOTH {
                let mut lines = Vec::new();
                for r in &client.query(
                    "SELECT member, text, at FROM chat WHERE game_id = $1 AND side = $2 ORDER BY seq DESC LIMIT $3",
                    &[&id, &s.name(), &(CHAT_KEPT as i64)],
                )? {
                    lines.push(ChatLine {
                        by: small(col(r, 0)?, "chat member")?,
                        text: col(r, 1)?,
                        at: col(r, 2)?,
                    });
                }
                lines.reverse();
                teams.teams[s.index()].chat = lines;
            }
            Ok(Some(teams))
        })
    }
}
