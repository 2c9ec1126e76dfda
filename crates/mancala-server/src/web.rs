//! The browser page, its script and stylesheet, the rules pages and the game catalogue,
//! all built into the binary.

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use mancala_rules::{Game, Options, MAX_HOLES, MAX_SEEDS, MIN_HOLES, MIN_SEEDS};
use serde_json::{json, Value};

const INDEX: &str = include_str!("../web/index.html");
const SCRIPT: &str = include_str!("../web/app.js");
const SERIES_SCRIPT: &str = include_str!("../web/series.js");
const STYLE: &str = include_str!("../web/style.css");
const RULES_INDEX: &str = include_str!("../web/rules/index.html");
const RULES: [(&str, &str); 4] = [
    ("en-gehe", include_str!("../web/rules/en-gehe.html")),
    ("en-dodoi", include_str!("../web/rules/en-dodoi.html")),
    ("sadeqa-ii", include_str!("../web/rules/sadeqa-ii.html")),
    ("giuthi", include_str!("../web/rules/giuthi.html")),
];

/// The page routes (no state needed).
pub fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(|| async { html(INDEX) }))
        .route("/lobby", get(|| async { html(INDEX) }))
        .route(
            "/app.js",
            get(|| async { asset(SCRIPT, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/series.js",
            get(|| async { asset(SERIES_SCRIPT, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/style.css",
            get(|| async { asset(STYLE, "text/css; charset=utf-8") }),
        )
        .route("/rules", get(|| async { html(RULES_INDEX) }))
        .route("/rules/{game}", get(rules_page))
        .route("/api/catalog", get(|| async { Json(catalog()) }))
}

fn html(body: &'static str) -> Response {
    asset(body, "text/html; charset=utf-8")
}

fn asset(body: &'static str, kind: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

async fn rules_page(Path(game): Path<String>) -> Response {
    let name = game.strip_suffix(".html").unwrap_or(&game);
    match RULES.iter().find(|(g, _)| *g == name) {
        Some((_, page)) => html(page),
        None => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            "<!doctype html><title>Not found</title><p>No rules page for that game: see <a href=\"/rules\">the rules</a>.</p>",
        )
            .into_response(),
    }
}

/// The games, their traditional boards, size limits and rule options with defaults.
pub fn catalog() -> Value {
    let games: Vec<Value> = Game::ALL
        .into_iter()
        .map(|game| {
            let defaults = Options::defaults(game);
            let options: Vec<Value> = game
                .option_names()
                .iter()
                .map(|name| json!({"name": name, "default": defaults.value(name)}))
                .collect();
            json!({
                "game": game.name(),
                "title": game.title(),
                "holes": game.default_holes(),
                "seeds": game.default_seeds(),
                "presets": game.presets().iter().map(|(h, s)| json!({"holes": h, "seeds": s})).collect::<Vec<_>>(),
                "two_directions": game.two_directions(),
                "options": options,
            })
        })
        .collect();
    json!({
        "games": games,
        "holes": {"min": MIN_HOLES, "max": MAX_HOLES},
        "seeds": {"min": MIN_SEEDS, "max": MAX_SEEDS},
        "levels": {"min": 1, "max": 10},
    })
}
