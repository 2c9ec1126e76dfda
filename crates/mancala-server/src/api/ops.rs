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
/// this origin only, no inline script or style, never framed. `'wasm-unsafe-eval'` lets the
/// page compile its WebAssembly module (Chromium refuses under `script-src 'self'` alone);
/// it allows no `eval` of JavaScript.
pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

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

/// The longest URL (path and query) a request may have, in bytes.
pub const MAX_URL: usize = 8 * 1024;

/// `414` with a JSON error for a URL longer than [`MAX_URL`] (past 64 KiB hyper answers
/// first, with its own empty `414`).
pub async fn url_limit(request: Request, next: Next) -> Response {
    let length = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if length > MAX_URL {
        return ApiError::new(
            StatusCode::URI_TOO_LONG,
            format!("the URL is {length} bytes long: at most {MAX_URL}"),
        )
        .into_response();
    }
    next.run(request).await
}

/// Refuses a body sent in a coding the server does not undo: `501` for a transfer coding
/// other than `chunked` (RFC 9112, section 6.1; the body would be read still coded), `415`
/// for a content coding other than `identity` (a compressed body is not JSON).
pub async fn body_codings(request: Request, next: Next) -> Response {
    if let Some(refusal) = coding_refusal(request.headers()) {
        return refusal.into_response();
    }
    next.run(request).await
}

/// The refusal of [`body_codings`] for a request with `headers`, if any.
fn coding_refusal(headers: &axum::http::HeaderMap) -> Option<ApiError> {
    let codings = |name| {
        headers
            .get_all(name)
            .iter()
            .flat_map(|v| v.to_str().unwrap_or("?").split(','))
            .map(|c| c.trim().to_ascii_lowercase())
            .filter(|c| !c.is_empty())
            .collect::<Vec<_>>()
    };
    if let Some(other) = codings(header::TRANSFER_ENCODING)
        .into_iter()
        .find(|c| c != "chunked")
    {
        return Some(ApiError::new(
            StatusCode::NOT_IMPLEMENTED,
            format!(
                "transfer coding '{}' is not supported: send the body as is or chunked",
                mancala_rules::quote(&other)
            ),
        ));
    }
    codings(header::CONTENT_ENCODING)
        .into_iter()
        .find(|c| c != "identity")
        .map(|other| {
            ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                format!(
                    "content coding '{}' is not supported: send the body uncompressed",
                    mancala_rules::quote(&other)
                ),
            )
        })
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

/// The answer to a request whose handler panicked: `500` `{"error": ...}`, logged; the
/// server goes on serving (see [`catch_panics`]).
pub fn panic_answer(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    tracing::error!("a request's handler panicked: {what}");
    let body = json!({ "error": "internal error: the request was not carried out", "code": "internal_error" }).to_string();
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = axum::http::StatusCode::INTERNAL_SERVER_ERROR;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

/// The layer that turns a handler's panic into [`panic_answer`] instead of a dropped
/// connection.
pub fn catch_panics(
) -> tower_http::catch_panic::CatchPanicLayer<fn(Box<dyn std::any::Any + Send + 'static>) -> Response>
{
    tower_http::catch_panic::CatchPanicLayer::custom(
        panic_answer as fn(Box<dyn std::any::Any + Send + 'static>) -> Response,
    )
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
    let body = json!({ "error": message, "code": super::status_code(status) }).to_string();
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tower::ServiceExt;

    #[tokio::test]
    async fn a_panicking_handler_answers_json_500_and_the_router_goes_on() {
        let app = axum::Router::new()
            .route(
                "/boom",
                axum::routing::get(|| async {
                    if std::hint::black_box(true) {
                        panic!("deliberate");
                    }
                    "never"
                }),
            )
            .route("/fine", axum::routing::get(|| async { "fine" }))
            .layer(catch_panics());
        let request = |path: &str| {
            axum::http::Request::builder()
                .uri(path)
                .body(Body::empty())
                .expect("a request")
        };
        let answer = app
            .clone()
            .oneshot(request("/boom"))
            .await
            .expect("an answer");
        assert_eq!(
            answer.status(),
            axum::http::StatusCode::INTERNAL_SERVER_ERROR
        );
        assert_eq!(
            answer
                .headers()
                .get(header::CONTENT_TYPE)
                .map(|v| v.as_bytes()),
            Some(&b"application/json"[..])
        );
        let body = axum::body::to_bytes(answer.into_body(), 4096)
            .await
            .expect("a body");
        let value: serde_json::Value = serde_json::from_slice(&body).expect("JSON");
        assert!(value["error"]
            .as_str()
            .is_some_and(|e| e.contains("internal error")));
        let fine = app.oneshot(request("/fine")).await.expect("an answer");
        assert_eq!(fine.status(), axum::http::StatusCode::OK);
    }
}
