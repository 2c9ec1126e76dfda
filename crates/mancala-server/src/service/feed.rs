//! The lobby as gathered at one moment ([`Lobby`], paged for each reader) and its
//! [`Feed`], which keeps the latest one for the lobby's WebSocket. A leaf of the service
//! (it uses only the answer and view types): the service's state holds the feed, and
//! `lobby` gathers into it.

use std::sync::Arc;

use tokio::sync::watch;

use super::answers::{LobbyGame, LobbyPage, LobbyTotals};
use super::views::LobbySeries;

/// A page of the lobby: at most `limit` entries of each list from `offset` on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// Entries skipped.
    pub offset: usize,
    /// Most entries.
    pub limit: usize,
}

/// The whole lobby at one moment, each list in order of id.
#[derive(Clone, Debug, Default)]
pub struct Lobby {
    /// Open invitations.
    pub(super) open: Vec<LobbyGame>,
    /// Games in progress.
    pub(super) playing: Vec<LobbyGame>,
    /// Open series.
    pub(super) series: Vec<LobbySeries>,
}

impl Lobby {
    /// A page of each list with the totals: the body of `GET /api/lobby`.
    pub fn page(&self, page: Page) -> LobbyPage {
        fn cut<T: Clone>(list: &[T], page: Page) -> Vec<T> {
            list.iter()
                .skip(page.offset)
                .take(page.limit)
                .cloned()
                .collect()
        }
        LobbyPage {
            open: cut(&self.open, page),
            playing: cut(&self.playing, page),
            series: cut(&self.series, page),
            total: LobbyTotals {
                open: self.open.len(),
                playing: self.playing.len(),
                series: self.series.len(),
            },
            offset: page.offset,
            limit: page.limit,
            now: mancala_domain::token::now_ms(),
        }
    }
}

/// The lobby's feed: told of every change, it keeps the latest lobby for its followers.
#[derive(Debug)]
pub struct Feed {
    /// Told of each change.
    pub(super) changes: watch::Sender<u64>,
    /// The lobby last gathered.
    pub(super) latest: watch::Sender<Arc<Lobby>>,
    /// Whether the task that gathers it runs.
    pub(super) started: std::sync::atomic::AtomicBool,
}

impl Default for Feed {
    fn default() -> Feed {
        Feed {
            changes: watch::channel(0).0,
            latest: watch::channel(Arc::new(Lobby::default())).0,
            started: std::sync::atomic::AtomicBool::new(false),
        }
    }
}

impl Feed {
    /// A sender to tell the feed that a game or series changed.
    pub fn changes(&self) -> watch::Sender<u64> {
        self.changes.clone()
    }

    /// Tells the feed that something in the lobby may have changed.
    pub fn changed(&self) {
        self.changes.send_modify(|n| *n = n.wrapping_add(1));
    }
}
