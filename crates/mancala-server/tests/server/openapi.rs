//! The OpenAPI document is generated from the routes: every route that docs/api.md
//! describes is in it, with the JSON error body; and the served document is that one.

use crate::common::{get, start, temp_db};

/// `(method, path)` of every route named in docs/api.md as `` `METHOD /api/...` ``.
fn documented_routes() -> Vec<(String, String)> {
    let text = include_str!("../../../../docs/api.md");
    let mut routes = Vec::new();
    for piece in text.split('`').skip(1).step_by(2) {
        let mut words = piece.split_whitespace();
        let (Some(method), Some(path), None) = (words.next(), words.next(), words.next()) else {
            continue;
        };
        if ["GET", "POST"].contains(&method) && path.starts_with("/api/") {
            routes.push((method.to_lowercase(), path.to_string()));
        }
    }
    routes.sort();
    routes.dedup();
    routes
}

#[test]
fn every_route_of_the_api_is_in_the_generated_document() {
    let doc = serde_json::to_value(mancala_server::api::openapi_document()).unwrap();
    let routes = documented_routes();
    assert!(routes.len() >= 20, "docs/api.md names {routes:?}");
    for (method, path) in routes {
        let operation = &doc["paths"][&path][&method];
        assert!(
            operation.is_object(),
            "{method} {path} is missing from the OpenAPI document"
        );
        assert!(
            operation["responses"]
                .as_object()
                .is_some_and(|r| !r.is_empty()),
            "{method} {path} has no responses"
        );
    }
    assert!(doc["components"]["schemas"]["ErrorBody"].is_object());
    // The position inside the views is described field by field, not as a bare object.
    let schemas = &doc["components"]["schemas"];
    assert_eq!(
        schemas["GameView"]["properties"]["state"]["$ref"],
        "#/components/schemas/PositionJson"
    );
    for field in ["game", "board", "captured", "to_move", "ply", "result"] {
        assert!(
            schemas["PositionJson"]["properties"][field].is_object(),
            "PositionJson has no '{field}'"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_served_document_is_the_generated_one() {
    let server = start(&temp_db("openapi")).await;
    let (status, served) = get(&server.base, "/api/openapi.json").await;
    assert_eq!(status, 200);
    assert_eq!(
        served,
        serde_json::to_value(mancala_server::api::openapi_document()).unwrap()
    );
    server.task.abort();
}

/// Every type that derives `ToSchema` in `dir` and below, as `(name, file)`.
fn schema_types(dir: &std::path::Path, found: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("source folder") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            schema_types(&path, found);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("source file");
        let mut deriving = false;
        for line in text.lines().map(str::trim) {
            if line.starts_with("#[derive(") && line.contains("ToSchema") {
                deriving = true;
            } else if deriving && (line.starts_with("pub struct ") || line.starts_with("pub enum "))
            {
                let name = line.split_whitespace().nth(2).unwrap_or_default();
                let name = name.trim_end_matches(|c: char| !c.is_alphanumeric());
                found.push((name.to_string(), path.display().to_string()));
                deriving = false;
            } else if !(line.starts_with("#[") || line.starts_with("///") || line.is_empty()) {
                deriving = false;
            }
        }
    }
}

/// utoipa names a schema by its type's bare name, so two types of one name would silently
/// share one entry of the document (a series' `a`/`b` winner was once described as
/// `south`/`north`): every schema type's name must be its own.
#[test]
fn no_two_schema_types_share_a_name() {
    let mut found = Vec::new();
    schema_types(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(found.len() >= 50, "only {} schema types found", found.len());
    found.sort();
    for pair in found.windows(2) {
        assert_ne!(
            pair[0].0, pair[1].0,
            "two schema types named {}: {} and {}",
            pair[0].0, pair[0].1, pair[1].1
        );
    }
    let doc = serde_json::to_value(mancala_server::api::openapi_document()).unwrap();
    assert_eq!(
        doc["components"]["schemas"]["SeriesWinner"]["enum"],
        serde_json::json!(["a", "b", "draw"])
    );
}
