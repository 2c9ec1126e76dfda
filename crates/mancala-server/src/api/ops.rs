//! What operators and browsers need around the API: `/healthz`, the Prometheus
//! `/metrics`, request lines in the log, a latency histogram per route, security
//! headers on every answer, and every error answer in JSON whatever layer made it.

use std::sync::{Arc, OnceLock};
use std::time::Instant;

use axum::body::Body;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use serde_json::json;

use super::ApiError;
use crate::service::Hub;

/// The Content-Security-Policy of every answer: scripts, styles and connections from
/// this origin only, no inline script or style, never framed.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The name of the request latency histogram.
const LATENCY: &str = "mancala_http_request_duration_seconds";

/// The process's Prometheus recorder (installed once; `None` if another was).
fn prometheus() -> Option<&'static PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            PrometheusBuilder::new()
                .set_buckets_for_metric(
                    Matcher::Full(LATENCY.to_string()),
                    &[
                        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
                    ],
                )
                .ok()?
                .install_recorder()
                .ok()
        })
        .as_ref()
}

/// `/healthz` and `/metrics`.
pub fn routes() -> Router<Arc<Hub>> {
    prometheus();
    Router::new()
        .route("/healthz", get(|| async { Json(json!({"ok": true})) }))
        .route("/metrics", get(metrics))
}

async fn metrics(State(hub): State<Arc<Hub>>) -> Result<Response, ApiError> {
    let handle = prometheus().ok_or_else(|| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "no metrics recorder in this process",
        )
    })?;
    metrics::gauge!("mancala_games_active").set(hub.games_in_progress().await as f64);
    metrics::gauge!("mancala_engine_queue").set(hub.engine.queued() as f64);
    handle.run_upkeep();
    Ok((
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        handle.render(),
    )
        .into_response())
}

/// Records each request's latency by method, route and status.
pub async fn measure(request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().to_string();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("unmatched".to_string(), |p| p.as_str().to_string());
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    metrics::histogram!(LATENCY, "method" => method, "route" => route, "status" => status)
        .record(started.elapsed().as_secs_f64());
    response
}

/// Security headers on every answer (kept where a route set its own).
pub async fn secure(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
    ] {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    response
}

/// Turns an error answer that is not JSON (from a layer: a timeout, a rate limit, a
/// rejection) into `{"error": ...}`, keeping its status and headers. Pages (HTML) stay.
pub async fn json_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let kind = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if kind.starts_with("application/json") || kind.starts_with("text/html") {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let text = axum::body::to_bytes(body, 4096).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text).trim().to_string();
    let message = if text.is_empty() {
        status.canonical_reason().unwrap_or("error").to_lowercase()
    } else {
        text
    };
    let body = json!({ "error": message }).to_string();
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}
