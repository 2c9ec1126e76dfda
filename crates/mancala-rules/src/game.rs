//! Which game is played, on which board, under which rule options.

use std::fmt;
use std::str::FromStr;

use crate::error::{quote, RulesError};

/// Fewest holes a row.
pub const MIN_HOLES: u8 = 2;
/// Most holes a row.
pub const MAX_HOLES: u8 = 64;
/// Fewest seeds a hole at the start.
pub const MIN_SEEDS: u8 = 1;
/// Most seeds a hole at the start.
pub const MAX_SEEDS: u8 = 255;
/// Smallest allowed lap limit.
pub const MIN_LAP_LIMIT: u32 = 1;
/// Largest allowed lap limit.
pub const MAX_LAP_LIMIT: u32 = 1_000_000;
/// Default lap limit: a sowing not ended within this many laps is not a legal move.
pub const DEFAULT_LAP_LIMIT: u32 = 10_000;

/// One of the four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    /// En Gehé (Maasai): relay sowing, captures from the own row, 2x40..2x50.
    EnGehe,
    /// En Dodoi (Maasai): En Gehé's rules on 2x6..2x10.
    EnDodoi,
    /// Sadeqa II (Oromia): captures on both sides, a player without a move loses.
    SadeqaII,
    /// Giuthi (Kikuyu): two directions, alternating relay laps, extra moves, chain captures.
    Giuthi,
}

impl Game {
    /// All four games.
    pub const ALL: [Game; 4] = [Game::EnGehe, Game::EnDodoi, Game::SadeqaII, Game::Giuthi];

    /// The name used in the protocol and in files.
    pub fn name(self) -> &'static str {
        match self {
            Game::EnGehe => "en-gehe",
            Game::EnDodoi => "en-dodoi",
            Game::SadeqaII => "sadeqa-ii",
            Game::Giuthi => "giuthi",
        }
    }

    /// The name as people write it.
    pub fn title(self) -> &'static str {
        match self {
            Game::EnGehe => "En Gehé",
            Game::EnDodoi => "En Dodoi",
            Game::SadeqaII => "Sadeqa II",
            Game::Giuthi => "Giuthi",
        }
    }

    /// Default holes a row.
    pub fn default_holes(self) -> u8 {
        match self {
            Game::EnGehe => 40,
            Game::EnDodoi => 6,
            Game::SadeqaII => 6,
            Game::Giuthi => 8,
        }
    }

    /// Default seeds a hole.
    pub fn default_seeds(self) -> u8 {
        match self {
            Game::EnGehe | Game::EnDodoi => 4,
            Game::SadeqaII => 3,
            Game::Giuthi => 8,
        }
    }

    /// The traditional boards, as (holes a row, seeds a hole).
    pub fn presets(self) -> &'static [(u8, u8)] {
        match self {
            Game::EnGehe => &[
                (40, 4),
                (41, 4),
                (42, 4),
                (43, 4),
                (44, 4),
                (45, 4),
                (46, 4),
                (47, 4),
                (48, 4),
                (49, 4),
                (50, 4),
            ],
            Game::EnDodoi => &[(6, 4), (7, 4), (8, 4), (9, 4), (10, 4)],
            Game::SadeqaII => &[(6, 3)],
            Game::Giuthi => &[(5, 4), (6, 4), (6, 6), (7, 6), (8, 4), (8, 8), (10, 9)],
        }
    }

    /// The rule options this game has, in the order they are listed.
    pub fn option_names(self) -> &'static [&'static str] {
        match self {
            Game::EnGehe | Game::EnDodoi => &["lap_limit", "capture_lone_seed", "repetition"],
            Game::SadeqaII => &["lap_limit", "repetition", "opening_rule"],
            Game::Giuthi => &["lap_limit", "repetition"],
        }
    }

    /// Whether this game sows in both directions with alternating relay laps.
    #[inline]
    pub fn two_directions(self) -> bool {
        self == Game::Giuthi
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Game {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<Game, RulesError> {
        Game::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| RulesError::UnknownGame(quote(s)))
    }
}

/// How a game ended by repetition is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// The game is drawn.
    Draw,
    /// Each side adds the seeds of its own row to its captures; the higher total wins.
    OwnRow,
}

impl Repetition {
    /// The option value as written.
    pub fn name(self) -> &'static str {
        match self {
            Repetition::Draw => "draw",
            Repetition::OwnRow => "own-row",
        }
    }
}

/// The rule options (see `docs/rules.md`); each game uses some of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// A sowing not ended within this many laps is not a legal move.
    pub lap_limit: u32,
    /// En Gehé and En Dodoi: a lone seed ending in the own row opposite an empty hole is captured.
    pub capture_lone_seed: bool,
    /// How a repetition ending is scored.
    pub repetition: Repetition,
    /// Sadeqa II: each player's first move must come from its rightmost hole.
    pub opening_rule: bool,
}

impl Options {
    /// The defaults for a game.
    pub fn defaults(game: Game) -> Options {
        Options {
            lap_limit: DEFAULT_LAP_LIMIT,
            capture_lone_seed: false,
            repetition: match game {
                Game::EnGehe | Game::EnDodoi => Repetition::OwnRow,
                Game::SadeqaII | Game::Giuthi => Repetition::Draw,
            },
            opening_rule: true,
        }
    }

    /// Sets one option of `game` from its textual value, checking the name and the value.
    pub fn set(&mut self, game: Game, name: &str, value: &str) -> Result<(), RulesError> {
        if !game.option_names().contains(&name) {
            return Err(RulesError::UnknownOption {
                name: quote(name),
                game,
            });
        }
        let bad = |expected: &'static str| RulesError::BadOptionValue {
            name: name.to_string(),
            value: quote(value),
            expected,
        };
        match name {
            "lap_limit" => {
                let laps: u32 = Some(value)
                    .filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|v| v.parse().ok())
                    .ok_or_else(|| bad("a whole number from 1 to 1000000"))?;
                if !(MIN_LAP_LIMIT..=MAX_LAP_LIMIT).contains(&laps) {
                    return Err(bad("a whole number from 1 to 1000000"));
                }
                self.lap_limit = laps;
            }
            "capture_lone_seed" => {
                self.capture_lone_seed = parse_bool(value).ok_or_else(|| bad("true or false"))?
            }
            "opening_rule" => {
                self.opening_rule = parse_bool(value).ok_or_else(|| bad("true or false"))?
            }
            "repetition" => {
                self.repetition = match value {
                    "draw" => Repetition::Draw,
                    "own-row" => Repetition::OwnRow,
                    _ => return Err(bad("draw or own-row")),
                }
            }
            _ => unreachable!("option names are checked against the game's list"),
        }
        Ok(())
    }

    /// The value of one option of the game, as text.
    pub fn value(&self, name: &str) -> Option<String> {
        match name {
            "lap_limit" => Some(self.lap_limit.to_string()),
            "capture_lone_seed" => Some(self.capture_lone_seed.to_string()),
            "repetition" => Some(self.repetition.name().to_string()),
            "opening_rule" => Some(self.opening_rule.to_string()),
            _ => None,
        }
    }

    /// The options of `game` that differ from its defaults, as `(name, value)` pairs.
    pub fn non_default(&self, game: Game) -> Vec<(&'static str, String)> {
        let defaults = Options::defaults(game);
        game.option_names()
            .iter()
            .filter(|name| self.value(name) != defaults.value(name))
            .filter_map(|name| self.value(name).map(|v| (*name, v)))
            .collect()
    }
}

fn parse_bool(value: &str) -> Option<bool> {
    match value {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// A game on a board of a given size under given options: everything a position needs to know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    game: Game,
    holes: u8,
    seeds: u8,
    options: Options,
}

impl Rules {
    /// The game on its default board with default options.
    pub fn new(game: Game) -> Rules {
        Rules {
            game,
            holes: game.default_holes(),
            seeds: game.default_seeds(),
            options: Options::defaults(game),
        }
    }

    /// The game on a board of `holes` a row and `seeds` a hole, checking both ranges.
    pub fn with_size(game: Game, holes: u64, seeds: u64) -> Result<Rules, RulesError> {
        let holes = u8::try_from(holes)
            .ok()
            .filter(|h| (MIN_HOLES..=MAX_HOLES).contains(h))
            .ok_or_else(|| RulesError::HolesOutOfRange(holes.to_string()))?;
        let seeds = u8::try_from(seeds)
            .ok()
            .filter(|s| (MIN_SEEDS..=MAX_SEEDS).contains(s))
            .ok_or_else(|| RulesError::SeedsOutOfRange(seeds.to_string()))?;
        Ok(Rules {
            game,
            holes,
            seeds,
            options: Options::defaults(game),
        })
    }

    /// The same rules with other options.
    pub fn with_options(mut self, options: Options) -> Rules {
        self.options = options;
        self
    }

    /// Builds rules from `key=value` settings: `holes`, `seeds` and the game's options.
    pub fn from_settings<'a>(
        game: Game,
        settings: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Rules, RulesError> {
        let mut holes = None;
        let mut seeds = None;
        let mut options = Options::defaults(game);
        let mut seen: Vec<&str> = Vec::new();
        for (key, value) in settings {
            if seen.contains(&key) {
                return Err(RulesError::DuplicateSetting(quote(key)));
            }
            seen.push(key);
            match key {
                "holes" => holes = Some(parse_size(key, value)?),
                "seeds" => seeds = Some(parse_size(key, value)?),
                _ => options.set(game, key, value)?,
            }
        }
        let rules = Rules::with_size(
            game,
            holes.unwrap_or(game.default_holes().into()),
            seeds.unwrap_or(game.default_seeds().into()),
        )?;
        Ok(rules.with_options(options))
    }

    /// Which game.
    #[inline]
    pub fn game(&self) -> Game {
        self.game
    }

    /// Holes a row (`n`).
    #[inline]
    pub fn holes(&self) -> usize {
        self.holes as usize
    }

    /// Seeds a hole at the start.
    #[inline]
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// The rule options in force.
    #[inline]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Whether these are the game's default board and options.
    pub fn is_default(&self) -> bool {
        *self == Rules::new(self.game)
    }
}

fn parse_size(key: &str, value: &str) -> Result<u64, RulesError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(RulesError::BadNumber {
            name: quote(key),
            value: quote(value),
        });
    }
    value.parse::<u64>().map_err(|_| match key {
        "holes" => RulesError::HolesOutOfRange(quote(value)),
        _ => RulesError::SeedsOutOfRange(quote(value)),
    })
}
