//! Limits on what one client may ask: rate limits on creating games and series, joining,
//! team chat, study submissions and analysis jobs (per client address,
//! `tower_governor`), the client address itself (taken from `X-Forwarded-For` only when
//! the peer is a trusted proxy), the caps on open WebSockets (in all and a client
//! address) and the time a request's body may take.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::middleware::NoOpMiddleware;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::key_extractor::KeyExtractor;
use tower_governor::{GovernorError, GovernorLayer};
use utoipa_axum::router::OpenApiRouter;

use super::ApiError;
use crate::service::Hub;

/// The HTTP and WebSocket limits, set by `mancala serve`'s flags (part of
/// [`crate::ServerConfig`]).
#[derive(Clone, Debug)]
pub struct HttpLimits {
    /// Requests a minute a client may make to each limited kind of route.
    pub rates: Rates,
    /// Peers whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<Network>,
    /// Most WebSockets open at once.
    pub max_websockets: usize,
    /// Most WebSockets open at once from one client address.
    pub max_websockets_per_client: usize,
    /// Most time a request's body may take to arrive, and most pause within it.
    pub body_timeout: Duration,
    /// How often a WebSocket's client is pinged; one silent for two and a half times as
    /// long is closed.
    pub websocket_ping: Duration,
}

impl Default for HttpLimits {
    fn default() -> HttpLimits {
        HttpLimits {
            rates: Rates::default(),
            trusted_proxies: Vec::new(),
            max_websockets: 1024,
            max_websockets_per_client: 32,
            body_timeout: Duration::from_secs(10),
            websocket_ping: WEBSOCKET_PING,
        }
    }
}

/// How often a WebSocket's client is pinged by default.
pub const WEBSOCKET_PING: Duration = Duration::from_secs(30);

/// Requests a minute from one client address (all at once, then one every `60/N`
/// seconds); 0 turns a limit off. Behind several processes, give each its share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rates {
    /// `POST /api/games` and `POST /api/series`, together.
    pub create: u32,
    /// `POST /api/games/{id}/join` and `POST /api/series/{id}/join`, together.
    pub join: u32,
    /// `POST /api/games/{id}/chat`.
    pub chat: u32,
    /// `POST /api/studies` (each submission is verified by the solver).
    pub submit: u32,
    /// `POST /api/jobs` (each job runs the engine or the solver for up to a minute).
    pub jobs: u32,
}

impl Default for Rates {
    fn default() -> Rates {
        Rates {
            create: 30,
            join: 60,
            chat: 60,
            submit: 6,
            jobs: 30,
        }
    }
}

impl Rates {
    /// No limit at all (for load tests).
    pub const OFF: Rates = Rates {
        create: 0,
        join: 0,
        chat: 0,
        submit: 0,
        jobs: 0,
    };
}

/// An address or a range of addresses (`10.0.0.0/8`, `::1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    addr: IpAddr,
    prefix: u8,
}

/// Why a network could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum NetworkError {
    /// Not an address.
    #[error("'{0}' is not an IP address or ADDRESS/PREFIX")]
    Address(String),
    /// The prefix is longer than the address.
    #[error("the prefix of '{0}' is not 0 to {1}")]
    Prefix(String, u8),
}

impl FromStr for Network {
    type Err = NetworkError;

    fn from_str(text: &str) -> Result<Network, NetworkError> {
        let text = text.trim();
        let (addr, prefix) = match text.split_once('/') {
            Some((addr, prefix)) => (addr, Some(prefix)),
            None => (text, None),
        };
        let addr = IpAddr::from_str(addr)
            .map_err(|_| NetworkError::Address(text.to_string()))?
            .to_canonical();
        let bits = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => bits,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= bits)
                .ok_or_else(|| NetworkError::Prefix(text.to_string(), bits))?,
        };
        Ok(Network { addr, prefix })
    }
}

impl Network {
    /// Whether `ip` is in this network.
    pub fn contains(&self, ip: IpAddr) -> bool {
        let keep = |bits: u32| -> u128 {
            if self.prefix == 0 {
                0
            } else {
                u128::MAX << (bits - u32::from(self.prefix))
            }
        };
        match (self.addr, ip.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = keep(32);
                u128::from(u32::from(net)) & mask == u128::from(u32::from(ip)) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = keep(128);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

/// The client's address as the limits see it (`None` when the server does not know the peer):
/// an IPv6 client by its /64 network (see [`limited_as`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddr(pub Option<IpAddr>);

/// The address the per-client limits count `ip` under: an IPv4 address itself, an IPv6
/// address by its /64 network, which one host usually holds whole (counted address by
/// address, it could take a fresh share of every limit for each of its 2^64 addresses).
pub fn limited_as(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(network.into())
        }
        v4 => v4,
    }
}

/// The client of a request from `peer` with `headers`: the peer itself, unless it is a
/// trusted proxy; then the nearest address of `X-Forwarded-For` (read from the right)
/// that is not a trusted proxy. A trusted proxy's malformed header is an error.
pub fn client_of(
    trusted: &[Network],
    peer: Option<IpAddr>,
    headers: &HeaderMap,
) -> Result<Option<IpAddr>, String> {
    let Some(peer) = peer.map(|p| p.to_canonical()) else {
        return Ok(None);
    };
    let is_trusted = |ip: IpAddr| trusted.iter().any(|n| n.contains(ip));
    if !is_trusted(peer) {
        return Ok(Some(peer));
    }
    let mut entries = Vec::new();
    for value in headers.get_all("x-forwarded-for") {
        let value = value
            .to_str()
            .map_err(|_| "X-Forwarded-For is not plain text".to_string())?;
        entries.extend(value.split(',').map(str::trim));
    }
    let mut client = peer;
    for entry in entries.iter().rev() {
        let ip = IpAddr::from_str(entry)
            .or_else(|_| SocketAddr::from_str(entry).map(|s| s.ip()))
            .map_err(|_| {
                format!(
                    "X-Forwarded-For holds '{}', not an address",
                    mancala_rules::cut(entry, 60)
                )
            })?
            .to_canonical();
        client = ip;
        if !is_trusted(ip) {
            break;
        }
    }
    Ok(Some(client))
}

/// Middleware: finds the client's address (see [`client_of`]) and puts it in the
/// request as a [`ClientAddr`] for the rate limits and the engine queue.
pub async fn client_address(
    State(trusted): State<Arc<Vec<Network>>>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    match client_of(&trusted, peer, request.headers()) {
        Ok(client) => {
            request
                .extensions_mut()
                .insert(ClientAddr(client.map(limited_as)));
            next.run(request).await
        }
        Err(message) => ApiError::bad(message).into_response(),
    }
}

/// The rate limits' key: the request's [`ClientAddr`], else its peer.
#[derive(Clone, Copy, Debug)]
pub struct ClientKey;

impl KeyExtractor for ClientKey {
    type Key = Option<IpAddr>;

    fn extract<T>(
        &self,
        request: &axum::http::Request<T>,
    ) -> Result<Option<IpAddr>, GovernorError> {
        Ok(match request.extensions().get::<ClientAddr>() {
            Some(ClientAddr(client)) => *client,
            None => request
                .extensions()
                .get::<ConnectInfo<SocketAddr>>()
                .map(|ConnectInfo(addr)| limited_as(addr.ip())),
        })
    }
}

/// One rate limit, shared by the routes it is applied to (or none).
#[derive(Clone)]
pub struct Limit {
    layer: Option<GovernorLayer<ClientKey, NoOpMiddleware, axum::body::Body>>,
}

impl std::fmt::Debug for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Limit")
            .field("on", &self.layer.is_some())
            .finish()
    }
}

impl Limit {
    /// `per_minute` requests a minute from each client, all at once at most; 0: no limit.
    pub fn new(per_minute: u32, what: &'static str) -> Limit {
        if per_minute == 0 {
            return Limit { layer: None };
        }
        let period = Duration::from_secs(60) / per_minute;
        let Some(config) = GovernorConfigBuilder::default()
            .period(period.max(Duration::from_nanos(1)))
            .burst_size(per_minute)
            .key_extractor(ClientKey)
            .finish()
        else {
            return Limit { layer: None };
        };
        forget_idle_clients(Arc::downgrade(config.limiter()));
        let layer = GovernorLayer::new(config).error_handler(move |error| refusal(error, what));
        Limit { layer: Some(layer) }
    }

    /// `router`'s routes under this limit.
    pub fn apply(&self, router: OpenApiRouter<Arc<Hub>>) -> OpenApiRouter<Arc<Hub>> {
        match &self.layer {
            Some(layer) => router.layer(layer.clone()),
            None => router,
        }
    }
}

/// The rate limits of the API.
#[derive(Clone, Debug)]
pub struct Limiters {
    /// Creating games and series.
    pub create: Limit,
    /// Joining games, teams and series.
    pub join: Limit,
    /// Team chat.
    pub chat: Limit,
    /// Study submissions.
    pub submit: Limit,
    /// New analysis jobs.
    pub jobs: Limit,
}

impl Limiters {
    /// The limits at `rates`.
    pub fn new(rates: Rates) -> Limiters {
        Limiters {
            create: Limit::new(rates.create, "new games and series"),
            join: Limit::new(rates.join, "joins"),
            chat: Limit::new(rates.chat, "chat lines"),
            submit: Limit::new(rates.submit, "study submissions"),
            jobs: Limit::new(rates.jobs, "analysis jobs"),
        }
    }
}

/// The answer to a request beyond a limit: `429` naming the limit, with `Retry-After`.
fn refusal(error: GovernorError, what: &'static str) -> Response {
    match error {
        GovernorError::TooManyRequests { wait_time, .. } => {
            // The limiter gives whole seconds rounded down: one more is never too soon.
            let seconds = wait_time.saturating_add(1);
            let mut refused = ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!("too many {what} from this address: try again in {seconds} s"),
            );
            refused.retry_after = Some(seconds);
            metrics::counter!("mancala_rate_limited_total", "limit" => what).increment(1);
            refused.into_response()
        }
        other => {
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, other.to_string()).into_response()
        }
    }
}

/// The keyed state of one rate limit.
type Limiter = governor::RateLimiter<
    Option<IpAddr>,
    governor::state::keyed::DefaultKeyedStateStore<Option<IpAddr>>,
    governor::clock::DefaultClock,
    NoOpMiddleware,
>;

/// Drops the state of clients not seen for a while, once a minute, while the limit lives.
fn forget_idle_clients(limiter: Weak<Limiter>) {
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        return;
    };
    runtime.spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(60)).await;
            match limiter.upgrade() {
                Some(limiter) => {
                    limiter.retain_recent();
                    limiter.shrink_to_fit();
                }
                None => return,
            }
        }
    });
}

/// The most time a request's body may take to arrive (see [`HttpLimits::body_timeout`]),
/// put in each request for the body's extractor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyTimeout(pub Duration);

/// How many WebSockets each client address has open (those with any).
type OpenByClient = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// The caps on open WebSockets, in all and from one client address: each open socket
/// holds a [`SocketPlace`].
#[derive(Clone, Debug)]
pub struct SocketCap {
    permits: Arc<Semaphore>,
    max: usize,
    per_client: usize,
    open: OpenByClient,
    ping: Duration,
}

/// One open WebSocket's place under the caps, given back when it is dropped.
#[derive(Debug)]
pub struct SocketPlace {
    _permit: OwnedSemaphorePermit,
    client: Option<(IpAddr, OpenByClient)>,
    /// How often the socket's client is pinged.
    pub ping: Duration,
}

impl Drop for SocketPlace {
    fn drop(&mut self) {
        let Some((client, open)) = self.client.take() else {
            return;
        };
        let mut open = open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(count) = open.get_mut(&client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&client);
            }
        }
    }
}

impl SocketCap {
    /// At most `max` WebSockets at once, at most `per_client` of them from one address.
    pub fn new(max: usize, per_client: usize) -> SocketCap {
        let max = max.clamp(1, Semaphore::MAX_PERMITS);
        metrics::gauge!("mancala_websocket_limit").set(max as f64);
        SocketCap {
            permits: Arc::new(Semaphore::new(max)),
            max,
            per_client: per_client.max(1),
            open: Arc::new(Mutex::new(HashMap::new())),
            ping: WEBSOCKET_PING,
        }
    }

    /// The same caps, the sockets pinged every `ping` (at least 10 ms).
    pub fn pinging_every(self, ping: Duration) -> SocketCap {
        SocketCap {
            ping: ping.max(Duration::from_millis(10)),
            ..self
        }
    }

    /// A place for one more WebSocket from `client` (no per-address cap when it is not
    /// known), or `503` when all are taken, in all or for this address.
    pub fn admit(&self, client: Option<IpAddr>) -> Result<SocketPlace, ApiError> {
        let Some(client) = client.map(|c| c.to_canonical()) else {
            let permit = self
                .permits
                .clone()
                .try_acquire_owned()
                .map_err(|_| self.full())?;
            return Ok(SocketPlace {
                _permit: permit,
                client: None,
                ping: self.ping,
            });
        };
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = open.get(&client).copied().unwrap_or(0);
        if count >= self.per_client {
            metrics::counter!("mancala_websockets_refused_total").increment(1);
            let mut refused = ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "this address has {} WebSockets open, its most: close one or try again in a moment",
                    self.per_client
                ),
            );
            refused.retry_after = Some(5);
            return Err(refused);
        }
        let permit = self
            .permits
            .clone()
            .try_acquire_owned()
            .map_err(|_| self.full())?;
        open.insert(client, count + 1);
        Ok(SocketPlace {
            _permit: permit,
            client: Some((client, self.open.clone())),
            ping: self.ping,
        })
    }

    /// The refusal when the server has all the WebSockets it takes open.
    fn full(&self) -> ApiError {
        metrics::counter!("mancala_websockets_refused_total").increment(1);
        let mut refused = ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "the server has {} WebSockets open, its most: try again in a moment",
                self.max
            ),
        );
        refused.retry_after = Some(5);
        refused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(xff: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in xff {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn networks_are_read_and_matched() {
        let net: Network = "10.1.0.0/16".parse().unwrap();
        assert!(net.contains(ip("10.1.200.3")));
        assert!(!net.contains(ip("10.2.0.1")));
        assert!(!net.contains(ip("::1")));
        let one: Network = "127.0.0.1".parse().unwrap();
        assert!(one.contains(ip("::ffff:127.0.0.1")));
        assert!(!one.contains(ip("127.0.0.2")));
        let all: Network = "::/0".parse().unwrap();
        assert!(all.contains(ip("2001:db8::1")));
        assert_eq!(
            "10.0.0.0/33".parse::<Network>(),
            Err(NetworkError::Prefix("10.0.0.0/33".into(), 32))
        );
        assert!(matches!(
            "proxy".parse::<Network>(),
            Err(NetworkError::Address(_))
        ));
    }

    #[test]
    fn an_ipv6_client_is_limited_by_its_network() {
        assert_eq!(limited_as(ip("192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(limited_as(ip("::ffff:192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(
            limited_as(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd")),
            ip("2001:db8:1:2::")
        );
        assert_eq!(
            limited_as(ip("2001:db8:1:2::1")),
            limited_as(ip("2001:db8:1:2:ffff::9"))
        );
        assert_ne!(
            limited_as(ip("2001:db8:1:2::1")),
            limited_as(ip("2001:db8:1:3::1"))
        );
    }

    #[test]
    fn the_forwarded_address_counts_only_from_a_trusted_proxy() {
        let trusted = ["127.0.0.1".parse().unwrap(), "10.0.0.0/8".parse().unwrap()];
        // An untrusted peer: its own address, whatever it claims.
        assert_eq!(
            client_of(&trusted, Some(ip("192.0.2.7")), &headers(&["198.51.100.1"])),
            Ok(Some(ip("192.0.2.7")))
        );
        // A trusted proxy: the nearest untrusted address from the right.
        assert_eq!(
            client_of(
                &trusted,
                Some(ip("127.0.0.1")),
                &headers(&["203.0.113.9, 198.51.100.1", "10.0.0.5"])
            ),
            Ok(Some(ip("198.51.100.1")))
        );
        // Garbage left of the client's address (a client's own header) is never read.
        assert_eq!(
            client_of(
                &trusted,
                Some(ip("127.0.0.1")),
                &headers(&["nonsense, 198.51.100.1"])
            ),
            Ok(Some(ip("198.51.100.1")))
        );
        assert_eq!(
            client_of(&trusted, Some(ip("127.0.0.1")), &headers(&[])),
            Ok(Some(ip("127.0.0.1")))
        );
        assert_eq!(
            client_of(
                &trusted,
                Some(ip("127.0.0.1")),
                &headers(&["198.51.100.1:4711"])
            ),
            Ok(Some(ip("198.51.100.1")))
        );
        assert!(client_of(&trusted, Some(ip("127.0.0.1")), &headers(&["x"]))
            .unwrap_err()
            .contains("X-Forwarded-For"));
        assert_eq!(
            client_of(&trusted, None, &headers(&["198.51.100.1"])),
            Ok(None)
        );
    }
}
