//! The PostgreSQL schema: numbered migrations, each run once, in order, in one transaction
//! with the others not yet run; the table `schema_version` records the numbers run. Their
//! names and numbers are those of the SQLite list (`sqlite_schema`).

use crate::schema::Migration;

/// The migrations, oldest first; migration N is `MIGRATIONS[N - 1]`.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        name: "games, seats, moves, teams, series",
        sql: "
    CREATE TABLE games (
        id TEXT PRIMARY KEY, start TEXT NOT NULL, south TEXT NOT NULL, north TEXT NOT NULL,
        resigned TEXT, created BIGINT NOT NULL, listed BOOLEAN NOT NULL DEFAULT TRUE);
    CREATE TABLE seats (
        game_id TEXT NOT NULL, side TEXT NOT NULL, token_hash TEXT, invite TEXT,
        PRIMARY KEY (game_id, side));
    CREATE TABLE moves (
        game_id TEXT NOT NULL, ply BIGINT NOT NULL, mv TEXT NOT NULL,
        PRIMARY KEY (game_id, ply));
    CREATE TABLE team_games (
        game_id TEXT PRIMARY KEY, settings TEXT NOT NULL, turn_started BIGINT NOT NULL);
    CREATE TABLE teams (
        game_id TEXT NOT NULL, side TEXT NOT NULL, invite TEXT NOT NULL, sower BIGINT,
        next_proposal BIGINT NOT NULL DEFAULT 1, PRIMARY KEY (game_id, side));
    CREATE TABLE members (
        game_id TEXT NOT NULL, id BIGINT NOT NULL, side TEXT NOT NULL, name TEXT NOT NULL,
        token_hash TEXT, engine BIGINT, PRIMARY KEY (game_id, id));
    CREATE TABLE proposals (
        game_id TEXT NOT NULL, id BIGINT NOT NULL, side TEXT NOT NULL, ply BIGINT NOT NULL,
        mv TEXT NOT NULL, by_member BIGINT NOT NULL, agreed TEXT NOT NULL,
        PRIMARY KEY (game_id, id));
    CREATE TABLE chat (
        game_id TEXT NOT NULL, seq BIGINT NOT NULL, side TEXT NOT NULL, member BIGINT NOT NULL,
        text TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (game_id, seq));
    CREATE TABLE series (
        id TEXT PRIMARY KEY, start TEXT NOT NULL, target BIGINT NOT NULL,
        listed BOOLEAN NOT NULL, created BIGINT NOT NULL, teams TEXT);
    CREATE TABLE series_players (
        series_id TEXT NOT NULL, player TEXT NOT NULL, kind TEXT NOT NULL,
        token_hash TEXT, invite TEXT, PRIMARY KEY (series_id, player));
    CREATE TABLE series_games (
        series_id TEXT NOT NULL, idx BIGINT NOT NULL, game_id TEXT NOT NULL,
        south TEXT NOT NULL, result TEXT, PRIMARY KEY (series_id, idx));
    CREATE TABLE leases (
        game_id TEXT PRIMARY KEY, holder TEXT NOT NULL, expires TIMESTAMPTZ NOT NULL);
    CREATE INDEX leases_holder ON leases (holder);",
    },
    Migration {
        name: "studies",
        sql: "
    CREATE TABLE studies (
        id TEXT PRIMARY KEY, position TEXT NOT NULL, name TEXT NOT NULL,
        value BIGINT NOT NULL, solution TEXT NOT NULL, difficulty BIGINT,
        created BIGINT NOT NULL);",
    },
    Migration {
        name: "the time of a move, a game's rematch",
        sql: "
    ALTER TABLE moves ADD COLUMN played BIGINT;
    ALTER TABLE games ADD COLUMN rematch TEXT;",
    },
    Migration {
        name: "studies by position",
        sql: "
    CREATE INDEX studies_position ON studies (position);",
    },
    Migration {
        name: "recent activity by index",
        sql: crate::schema::LOOKUP_INDEXES,
    },
    Migration {
        name: "series in play by index",
        sql: crate::schema::SERIES_IN_PLAY_INDEX,
    },
];
