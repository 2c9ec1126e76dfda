//! The transport: serves the router over TCP with hyper's own limits: the request head
//! must arrive within a time (which also closes idle keep-alive connections), at most
//! so many connections at once (beyond that a new connection is closed at once), and a
//! graceful shutdown that lets requests in progress finish.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{watch, Semaphore};
use tower::ServiceExt;

/// The transport's limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Time for a request's head to arrive, and most time a connection may sit idle.
    pub header_timeout: Duration,
    /// Most connections open at once.
    pub max_connections: usize,
    /// Most time given to requests in progress at shutdown.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: Duration::from_secs(10),
            max_connections: 1024,
            shutdown_grace: Duration::from_secs(10),
        }
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
        let service = router.clone().map_request(
            move |mut request: axum::http::Request<hyper::body::Incoming>| {
                request
                    .extensions_mut()
                    .insert(ConnectInfo::<SocketAddr>(addr));
                request
            },
        );
        let connection = http
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
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
            drop(permit);
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
