//! Command-line settings of a game and board, shared by the subcommands.

use anyhow::{Context, Result};
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
    /// A rule option NAME=VALUE; may be repeated.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
}

impl BoardArgs {
    /// The rules of `game` with these settings, checked.
    pub fn rules(&self, game: &str) -> Result<Rules> {
        let game: Game = game.parse()?;
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
            let (k, v) = option
                .split_once('=')
                .with_context(|| format!("--option '{option}' is not NAME=VALUE"))?;
            if k == "holes" || k == "seeds" {
                anyhow::bail!("--option {k}=... : use --{k} instead");
            }
            settings.push((k, v));
        }
        Ok(Rules::from_settings(game, settings)?)
    }

    /// Whether any setting was given.
    pub fn any(&self) -> bool {
        self.holes.is_some() || self.seeds.is_some() || !self.options.is_empty()
    }
}
