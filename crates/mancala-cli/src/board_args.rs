//! Command-line settings of a game and board, shared by the subcommands.

use crate::usage::{as_usage, usage};
use anyhow::Result;
use clap::Args;
use mancala_rules::{Game, Rules};

/// `--holes`, `--seeds` and `--option NAME=VALUE` for a named game.
#[derive(Args, Clone, Debug, Default)]
pub struct BoardArgs {
    /// Holes a row (default: the game's traditional board).
    #[arg(long)]
    pub holes: Option<u64>,
    /// Seeds a hole at the start.
    #[arg(long)]
    pub seeds: Option<u64>,
    /// A rule option NAME=VALUE, repeatable: lap_limit=1..1000000 (every game),
    /// repetition=draw|own-row (every game), capture_lone_seed=true|false (En Gehé, En
    /// Dodoi), opening_rule=true|false (Sadeqa II).
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
}

impl BoardArgs {
    /// The rules of `game` with these settings, checked.
    pub fn rules(&self, game: &str) -> Result<Rules> {
        let game = game_named(game)?;
        let holes = self.holes.map(|h| h.to_string());
        let seeds = self.seeds.map(|s| s.to_string());
        let mut settings = Vec::new();
        if let Some(h) = &holes {
            settings.push(("holes", h.as_str()));
        }
        if let Some(s) = &seeds {
            settings.push(("seeds", s.as_str()));
        }
        for option in &self.options {
            let Some((k, v)) = option.split_once('=') else {
                usage!("--option '{option}' is not NAME=VALUE");
            };
            if k == "holes" || k == "seeds" {
                usage!("--option {k}=... : use --{k} instead");
            }
            settings.push((k, v));
        }
        Rules::from_settings(game, settings).map_err(as_usage)
    }

    /// Whether any setting was given.
    pub fn any(&self) -> bool {
        self.holes.is_some() || self.seeds.is_some() || !self.options.is_empty()
    }
}

/// The game a user names on the command line, in any case, with spaces or underscores for
/// hyphens and with or without the accent: `En Gehé`, `EN_DODOI`, `Sadeqa II`, `giuthi`.
pub fn game_named(name: &str) -> Result<Game> {
    let plain: String = name
        .trim()
        .chars()
        .map(|c| match c {
            'é' | 'É' => 'e',
            ' ' | '_' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    // Refused in the rules' own words, naming what the user typed: a command-line mistake.
    plain
        .parse()
        .or_else(|_| name.parse::<Game>())
        .map_err(as_usage)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_named_in_any_case_and_spelling() {
        for (name, game) in [
            ("en-gehe", Game::EnGehe),
            ("En Gehé", Game::EnGehe),
            ("EN_DODOI", Game::EnDodoi),
            ("Sadeqa II", Game::SadeqaII),
            (" Giuthi ", Game::Giuthi),
        ] {
            assert_eq!(game_named(name).unwrap(), game, "{name}");
        }
        let unknown = game_named("oware").unwrap_err().to_string();
        assert_eq!(
            unknown,
            "unknown game 'oware' (games: en-gehe, en-dodoi, sadeqa-ii, giuthi)"
        );
    }
}
