//! The flags of `mancala serve` that set the API's limits.

use mancala_server::api::limits::{HttpLimits, Network, Rates};
use mancala_server::ServerConfig;

/// Rate limits (per client address, each a minute's worth at once and then one every
/// 60/N seconds; 0 turns one off), trusted proxies and the WebSocket caps. Behind a
/// load balancer over K processes, give each process 1/K of the limits you want in all.
#[derive(clap::Args, Debug)]
pub struct LimitArgs {
    /// New games and series a minute from one client address (0: no limit).
    #[arg(long, value_name = "N", default_value_t = Rates::default().create)]
    create_per_minute: u32,
    /// Joins (games, teams, series) a minute from one client address (0: no limit).
    #[arg(long, value_name = "N", default_value_t = Rates::default().join)]
    join_per_minute: u32,
    /// Team chat lines a minute from one client address (0: no limit).
    #[arg(long, value_name = "N", default_value_t = Rates::default().chat)]
    chat_per_minute: u32,
    /// A proxy (address or ADDRESS/PREFIX) whose X-Forwarded-For names the client;
    /// repeat it or give a comma-separated list. From any other peer the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "ADDR", value_delimiter = ',')]
    trusted_proxies: Vec<Network>,
    /// Most WebSockets open at once (beyond it an upgrade gets 503).
    #[arg(long, value_name = "N", default_value_t = HttpLimits::default().max_websockets,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1_000_000))]
    max_websockets: usize,
    /// Most WebSockets open at once from one client address (beyond it an upgrade gets 503).
    #[arg(long, value_name = "N", default_value_t = HttpLimits::default().max_websockets_per_client,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1_000_000))]
    max_websockets_per_client: usize,
    /// Study submissions a minute from one client address (0: no limit).
    #[arg(long, value_name = "N", default_value_t = Rates::default().submit)]
    submit_per_minute: u32,
    /// New analysis jobs a minute from one client address (0: no limit).
    #[arg(long, value_name = "N", default_value_t = Rates::default().jobs)]
    jobs_per_minute: u32,
    /// Endgame databases for the solve jobs and study checks: a database's folder, or a
    /// folder of databases (`mancala egdb build --out DIR`), loaded at start.
    #[arg(long, value_name = "DIR")]
    egdb: Option<std::path::PathBuf>,
}

impl LimitArgs {
    /// The server's configuration.
    pub fn config(self) -> ServerConfig {
        let http = HttpLimits {
            rates: Rates {
                create: self.create_per_minute,
                join: self.join_per_minute,
                chat: self.chat_per_minute,
                submit: self.submit_per_minute,
                jobs: self.jobs_per_minute,
            },
            trusted_proxies: self.trusted_proxies,
            max_websockets: self.max_websockets,
            max_websockets_per_client: self.max_websockets_per_client,
            ..HttpLimits::default()
        };
        ServerConfig {
            egdb: self.egdb,
            ..ServerConfig::with_http(http)
        }
    }
}
