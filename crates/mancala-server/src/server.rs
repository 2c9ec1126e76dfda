//! The transport: serves the router over TCP with hyper's own limits: the request head
//! must arrive within a time (which also closes idle keep-alive connections), at most
//! so many connections at once and so many from one address (beyond that a new connection
//! is closed at once), a client that takes nothing written to it for a time is closed
//! (it would hold its place for ever), and a graceful shutdown that lets requests in
//! progress finish.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpListener;
use tokio::sync::{watch, Semaphore};
use tower::ServiceExt;

use crate::api::limits::{limited_as, Network};

/// The transport's limits.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Time for a request's head to arrive, and most time a connection may sit idle.
    pub header_timeout: Duration,
    /// Most connections open at once.
    pub max_connections: usize,
    /// Most connections open at once from one address (an IPv6 one by its /64 network);
    /// trusted proxies, which carry many clients, are not held to it.
    pub max_connections_per_address: usize,
    /// Peers that are proxies (see `--trusted-proxy`).
    pub trusted_proxies: Vec<Network>,
    /// Most time a write may wait for the client to take it before the connection closes.
    pub write_stall: Duration,
    /// Most time given to requests in progress at shutdown.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: Duration::from_secs(10),
            max_connections: 1024,
            max_connections_per_address: 256,
            trusted_proxies: Vec::new(),
            write_stall: Duration::from_secs(30),
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// The connections open from each address.
#[derive(Default)]
struct PerAddress(Mutex<HashMap<IpAddr, usize>>);

/// A connection's place in [`PerAddress`], given back when it closes.
struct AddressPlace {
    open: Arc<PerAddress>,
    address: IpAddr,
}

impl PerAddress {
    /// A place for a connection from `address`, or `None` when it has `most` open.
    fn take(open: &Arc<PerAddress>, address: IpAddr, most: usize) -> Option<AddressPlace> {
        let mut counts = open.0.lock().unwrap_or_else(|e| e.into_inner());
        let count = counts.entry(address).or_insert(0);
        if *count >= most {
            return None;
        }
        *count += 1;
        Some(AddressPlace {
            open: open.clone(),
            address,
        })
    }
}

impl Drop for AddressPlace {
    fn drop(&mut self) {
        let mut counts = self.open.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = counts.get_mut(&self.address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

/// A connection's stream whose writes fail once the client has taken nothing for `stall`
/// (a client that never reads would otherwise hold its connection for ever: hyper waits
/// to write the answers it has read requests for, and a WebSocket waits to send).
struct StallGuard<S> {
    inner: S,
    stall: Duration,
    /// When the write that waits now gives up.
    deadline: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S> StallGuard<S> {
    fn new(inner: S, stall: Duration) -> StallGuard<S> {
        StallGuard {
            inner,
            stall,
            deadline: None,
        }
    }

    /// What a write the client has not taken becomes: still waiting, or an error once
    /// it has waited `stall`.
    fn waiting<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let stall = self.stall;
        let deadline = self
            .deadline
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(stall)));
        match deadline.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!("the client took nothing written to it for {stall:?}"),
            ))),
            Poll::Pending => Poll::Pending,
        }
    }

    /// A write's outcome: a waiting one is timed, any other ends the wait.
    fn timed<T>(
        &mut self,
        polled: Poll<io::Result<T>>,
        cx: &mut Context<'_>,
    ) -> Poll<io::Result<T>> {
        match polled {
            Poll::Pending => self.waiting(cx),
            done => {
                self.deadline = None;
                done
            }
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for StallGuard<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for StallGuard<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.timed(polled, cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.timed(polled, cx)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_flush(cx);
        this.timed(polled, cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.timed(polled, cx)
    }
}

/// Serves `router` on `listener` (HTTP/1.1 with upgrades to WebSocket) until `shutdown`
/// resolves, then lets the requests in progress finish (at most `limits.shutdown_grace`).
pub async fn run(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .keep_alive(true);
    let max = limits.max_connections.clamp(1, Semaphore::MAX_PERMITS);
    let permits = Arc::new(Semaphore::new(max));
    let per_address = Arc::new(PerAddress::default());
    let most_from_one = limits.max_connections_per_address.max(1);
    let (stopping, stop) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        let (stream, addr) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors and the like: wait a moment.
                    tracing::warn!("accept failed: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            metrics::counter!("mancala_connections_refused_total").increment(1);
            tracing::warn!("connection from {addr} refused: {max} open");
            drop(stream);
            continue;
        };
        let peer = addr.ip().to_canonical();
        let place = if limits.trusted_proxies.iter().any(|n| n.contains(peer)) {
            None
        } else {
            let Some(place) = PerAddress::take(&per_address, limited_as(peer), most_from_one)
            else {
                metrics::counter!("mancala_connections_refused_total").increment(1);
                tracing::warn!("connection from {addr} refused: {most_from_one} open from it");
                drop(stream);
                continue;
            };
            Some(place)
        };
        let service = router.clone().map_request(
            move |mut request: axum::http::Request<hyper::body::Incoming>| {
                request
                    .extensions_mut()
                    .insert(ConnectInfo::<SocketAddr>(addr));
                request
            },
        );
        let connection = http
            .serve_connection(
                TokioIo::new(StallGuard::new(stream, limits.write_stall)),
                TowerToHyperService::new(service),
            )
            .with_upgrades();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            tokio::pin!(connection);
            let result = tokio::select! {
                result = connection.as_mut() => result,
                _ = stop.changed() => {
                    // Finish the request in progress, if any, then close.
                    connection.as_mut().graceful_shutdown();
                    connection.await
                }
            };
            if let Err(e) = result {
                tracing::debug!("connection from {addr}: {e}");
            }
            drop((permit, place));
        });
    }
    drop(listener);
    let _ = stopping.send(true);
    let all = u32::try_from(max).unwrap_or(u32::MAX);
    if tokio::time::timeout(limits.shutdown_grace, permits.acquire_many(all))
        .await
        .is_err()
    {
        tracing::warn!(
            "requests still in progress after {:?}: stopping",
            limits.shutdown_grace
        );
    }
}

/// Resolves on Ctrl-C or SIGTERM.
pub async fn signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
