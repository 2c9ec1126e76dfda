//! The browser page, its script and stylesheet, the rules pages and the game catalogue,
//! all built into the binary.

use std::sync::{Arc, OnceLock};

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locales::PageLanguage;
use crate::service::views::Catalog;
use crate::service::Hub;

const INDEX: &str = include_str!("../../web/index.html");
const STYLE: &str = include_str!("../../web/style.css");
const FAVICON: &str = include_str!("../../web/favicon.svg");
/// The web app manifest: the site installs on a phone's home screen.
const MANIFEST: &str = include_str!("../../web/manifest.webmanifest");
/// The service worker, without the two constants the server writes above it (see [`service_worker`]).
const SERVICE_WORKER: &str = include_str!("../../web/sw.js");
/// The page for an unknown address, written with the rules pages' parts.
const NOT_FOUND: &str = include_str!("../../web/not-found.html");

/// `[(NAME, text of web/NAME), …]` for the page's script modules.
macro_rules! scripts {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../web/", $name)))),*]
    };
}

/// The page's scripts: plain ES modules, served at `/NAME` as written (no build step).
/// `app.js` is the entry that `index.html` loads; it imports the others.
const SCRIPTS: [(&str, &str); 19] = scripts![
    "app.js",
    "local.js",
    "engine.js",
    "engine-worker.js",
    "dom.js",
    "i18n.js",
    "page.js",
    "board.js",
    "rules.js",
    "result.js",
    "home.js",
    "lobby.js",
    "game.js",
    "series.js",
    "jobs.js",
    "sowing.js",
    "analysis.js",
    "review.js",
    "studies.js",
];

/// `[(NAME, text of web/rules/parts/NAME.html), …]` for the NAMEs given.
macro_rules! rules_parts {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../web/rules/parts/", $name, ".html")))),*]
    };
}

/// The rules pages as written: a line `<!-- include NAME -->` stands for the part
/// `web/rules/parts/NAME.html` (see [`RULES_PARTS`] and [`with_parts`]).
const RULES_INDEX: &str = include_str!("../../web/rules/index.html");
const RULES: [(&str, &str); 4] = [
    ("en-gehe", include_str!("../../web/rules/en-gehe.html")),
    ("en-dodoi", include_str!("../../web/rules/en-dodoi.html")),
    ("sadeqa-ii", include_str!("../../web/rules/sadeqa-ii.html")),
    ("giuthi", include_str!("../../web/rules/giuthi.html")),
];
/// The text that several rules pages share word for word: `web/rules/parts/NAME.html` by NAME.
const RULES_PARTS: [(&str, &str); 12] = rules_parts![
    "page-start",
    "page-header",
    "page-end",
    "maasai-terms",
    "south-north",
    "board-2x6",
    "anticlockwise-loop",
    "maasai-moves",
    "options-start",
    "maasai-options",
    "options-end",
    "canonical-index",
];

/// The page routes, and the catalogue of games.
pub fn routes() -> OpenApiRouter<Arc<Hub>> {
    let router = SCRIPTS
        .iter()
        .fold(OpenApiRouter::new(), |router, &(name, text)| {
            router.route(
                &format!("/{name}"),
                get(move || async move { asset(text, "text/javascript; charset=utf-8") }),
            )
        });
    router
        .route(
            "/",
            get(|lang: PageLanguage| async move { page(lang, INDEX) }),
        )
        .route(
            "/lobby",
            get(|lang: PageLanguage| async move { page(lang, INDEX) }),
        )
        .route(
            "/analysis",
            get(|lang: PageLanguage| async move { page(lang, INDEX) }),
        )
        .route(
            "/review",
            get(|lang: PageLanguage| async move { page(lang, INDEX) }),
        )
        .route(
            "/studies",
            get(|lang: PageLanguage| async move { page(lang, INDEX) }),
        )
        .route(
            "/studies/{id}",
            get(|lang: PageLanguage| async move { page(lang, INDEX) }),
        )
        .route(
            "/style.css",
            get(|| async { asset(STYLE, "text/css; charset=utf-8") }),
        )
        .route(
            "/favicon.svg",
            get(|| async { asset(FAVICON, "image/svg+xml") }),
        )
        .route(
            "/manifest.webmanifest",
            get(|| async { asset(MANIFEST, "application/manifest+json") }),
        )
        .route(
            "/sw.js",
            get(|| async { asset(service_worker(), "text/javascript; charset=utf-8") }),
        )
        .route(
            "/favicon.ico",
            get(|| async { asset(FAVICON, "image/svg+xml") }),
        )
        .route("/rules", get(|| async { html(rules_index()) }))
        .route("/rules/{game}", get(rules_page))
        .routes(routes!(get_catalog))
}

/// The four games with their traditional boards, size limits, rule options and defaults.
#[utoipa::path(get, path = "/api/catalog", tag = "games",
    responses((status = 200, description = "The catalogue", body = Catalog)))]
async fn get_catalog() -> Json<Catalog> {
    Json(Catalog::new())
}

/// The addresses the service worker keeps for visits with no connection: the page (every
/// view is the same page), its styles, icon, manifest and scripts, the WebAssembly module,
/// the Fluent library and the English catalog, the catalogue of games and the rules pages.
pub fn shell() -> Vec<String> {
    let mut shell: Vec<String> = ["/", "/style.css", "/favicon.svg", "/manifest.webmanifest"]
        .into_iter()
        .map(String::from)
        .collect();
    shell.extend(SCRIPTS.iter().map(|(name, _)| format!("/{name}")));
    shell.push(super::assets::GLUE_PATH.to_string());
    shell.push(super::assets::MODULE_PATH.to_string());
    shell.extend(
        super::locales::FLUENT_BUNDLE
            .iter()
            .filter(|(file, _)| file.ends_with(".js"))
            .map(|(file, _)| format!("/vendor/fluent-bundle/{file}")),
    );
    // English, which every language falls back to; the reader's own catalog is kept when
    // the page first asks for it (sw.js), not every language's on every phone.
    shell.push("/locales/index.json".to_string());
    shell.push(format!("/locales/{}.ftl", mancala_locales::SOURCE));
    shell.push("/api/catalog".to_string());
    shell.push("/rules".to_string());
    shell.extend(RULES.iter().map(|(game, _)| format!("/rules/{game}")));
    shell
}

/// The service worker as served: `VERSION` (a hash of every file of the shell, so that any
/// change to them makes a new worker) and `SHELL` written above its text.
pub fn service_worker() -> &'static str {
    static WORKER: OnceLock<String> = OnceLock::new();
    WORKER.get_or_init(|| {
        let catalog = serde_json::to_string(&Catalog::new()).unwrap_or_default();
        let mut parts: Vec<&[u8]> = vec![
            INDEX.as_bytes(),
            STYLE.as_bytes(),
            FAVICON.as_bytes(),
            MANIFEST.as_bytes(),
            SERVICE_WORKER.as_bytes(),
            catalog.as_bytes(),
            super::assets::GLUE.bytes(),
            super::assets::MODULE.bytes(),
            rules_index().as_bytes(),
        ];
        parts.extend(SCRIPTS.iter().map(|(_, text)| text.as_bytes()));
        parts.extend(
            super::locales::FLUENT_BUNDLE
                .iter()
                .map(|(_, text)| text.as_bytes()),
        );
        parts.extend(mancala_locales::shipped().filter_map(|l| l.catalog.map(str::as_bytes)));
        parts.extend(rules_pages().iter().map(|(_, page)| page.as_bytes()));
        let version = super::assets::hash(parts);
        let shell = serde_json::to_string(&shell()).unwrap_or_default();
        format!("const VERSION = \"{version:016x}\";\nconst SHELL = {shell};\n\n{SERVICE_WORKER}")
    })
}

/// The human `404` page for an unknown address outside `/api` (and an unknown game's
/// rules page), in `language`.
pub fn not_found_page(language: PageLanguage) -> Response {
    static PAGE: OnceLock<String> = OnceLock::new();
    let page = PAGE.get_or_init(|| with_parts(NOT_FOUND));
    (
        StatusCode::NOT_FOUND,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        language.write(page),
    )
        .into_response()
}

fn html(body: &'static str) -> Response {
    asset(body, "text/html; charset=utf-8")
}

/// An HTML page with its `<html lang>` naming `language`.
fn page(language: PageLanguage, body: &str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        language.write(body),
    )
        .into_response()
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

async fn rules_page(Path(game): Path<String>, lang: PageLanguage) -> Response {
    let name = game.strip_suffix(".html").unwrap_or(&game);
    match rules_pages().iter().find(|(g, _)| *g == name) {
        // The rules are English prose whatever the reader's language (only the header
        // is translated, by page.js): the page says so.
        Some((_, body)) => html(body),
        None => not_found_page(lang),
    }
}

/// The rules index as served, its parts put in on first use.
fn rules_index() -> &'static str {
    static PAGE: OnceLock<String> = OnceLock::new();
    PAGE.get_or_init(|| with_parts(RULES_INDEX))
}

/// The rules pages by game as served, their parts put in on first use.
fn rules_pages() -> &'static [(&'static str, String)] {
    static PAGES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    PAGES.get_or_init(|| {
        RULES
            .iter()
            .map(|&(game, page)| (game, with_parts(page)))
            .collect()
    })
}

/// A rules page with each `<!-- include NAME -->` line replaced by that part. A line
/// naming no part is kept as it is: the tests below see that none does.
fn with_parts(page: &str) -> String {
    page.split_inclusive('\n')
        .map(|line| included_part(line).and_then(rules_part).unwrap_or(line))
        .collect()
}

/// The part that a line `<!-- include NAME -->` names, if the line is one.
fn included_part(line: &str) -> Option<&str> {
    line.trim()
        .strip_prefix("<!-- include ")?
        .strip_suffix(" -->")
}

fn rules_part(name: &str) -> Option<&'static str> {
    RULES_PARTS
        .iter()
        .find(|(part, _)| *part == name)
        .map(|&(_, text)| text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pages_as_written() -> impl Iterator<Item = (&'static str, &'static str)> {
        [("index", RULES_INDEX), ("not-found", NOT_FOUND)]
            .into_iter()
            .chain(RULES)
    }

    #[test]
    fn every_include_in_the_rules_pages_names_a_part() {
        for (page, text) in pages_as_written() {
            for line in text.lines().filter(|line| line.contains("<!-- include")) {
                let name = included_part(line);
                assert!(
                    name.is_some(),
                    "{page}: {line:?} is not a whole include line"
                );
                assert!(
                    rules_part(name.unwrap()).is_some(),
                    "{page}: {line:?} names no part in web/rules/parts"
                );
            }
        }
    }

    #[test]
    fn the_served_rules_pages_have_every_part_put_in() {
        let missing = with_parts(NOT_FOUND);
        let served = [rules_index(), missing.as_str()]
            .into_iter()
            .chain(rules_pages().iter().map(|(_, page)| page.as_str()));
        for page in served {
            let left = page.lines().find(|line| line.contains("<!-- include"));
            assert_eq!(left, None, "an include left in a served page");
            assert!(page.starts_with("<!doctype html>") && page.ends_with("</body></html>\n"));
        }
        assert_eq!(rules_pages().len(), RULES.len());
    }

    #[test]
    fn every_part_is_listed_used_and_whole_lines() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/web/rules/parts");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        let mut listed: Vec<String> = RULES_PARTS
            .iter()
            .map(|(name, _)| format!("{name}.html"))
            .collect();
        listed.sort();
        assert_eq!(files, listed, "web/rules/parts and RULES_PARTS differ");
        for (name, text) in RULES_PARTS {
            assert!(text.ends_with('\n'), "{name} does not end its last line");
            let uses = pages_as_written()
                .filter(|(_, page)| page.lines().any(|line| included_part(line) == Some(name)))
                .count();
            assert!(uses >= 2, "{name} serves {uses} page(s)");
        }
    }

    #[test]
    fn every_script_in_web_is_served_and_every_import_names_one() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/web");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            // The service worker is served on its own, with its version written above it.
            .filter(|name| name.ends_with(".js") && name != "sw.js")
            .collect();
        files.sort();
        let mut listed: Vec<String> = SCRIPTS.iter().map(|(name, _)| name.to_string()).collect();
        listed.sort();
        assert_eq!(files, listed, "the scripts in web/ and SCRIPTS differ");
        for (name, text) in SCRIPTS {
            for line in text.lines().filter(|line| line.starts_with("import ")) {
                let module = line
                    .rsplit_once("from \"./")
                    .and_then(|(_, rest)| rest.strip_suffix("\";"))
                    .unwrap_or_else(|| panic!("{name}: {line:?} imports from no ./ module"));
                let vendored = module
                    .strip_prefix("vendor/fluent-bundle/")
                    .is_some_and(|file| {
                        super::super::locales::FLUENT_BUNDLE
                            .iter()
                            .any(|(f, _)| *f == file)
                    });
                let served = vendored
                    || SCRIPTS.iter().any(|(other, _)| *other == module)
                    || format!("/{module}") == super::super::assets::GLUE_PATH;
                assert!(served, "{name} imports {module}, which is not served");
            }
        }
    }

    #[test]
    fn the_service_worker_keeps_every_script_and_the_module_under_one_version() {
        let worker = service_worker();
        let version = worker
            .strip_prefix("const VERSION = \"")
            .and_then(|rest| rest.split_once('"'))
            .map(|(v, _)| v)
            .expect("the version comes first");
        assert_eq!(version.len(), 16);
        assert!(version.chars().all(|c| c.is_ascii_hexdigit()));
        let shell = shell();
        for (name, _) in SCRIPTS {
            assert!(shell.contains(&format!("/{name}")), "{name} is not kept");
        }
        for path in [
            super::super::assets::GLUE_PATH,
            super::super::assets::MODULE_PATH,
            "/",
            "/api/catalog",
        ] {
            assert!(shell.iter().any(|p| p == path), "{path} is not kept");
        }
        assert!(worker.contains(&serde_json::to_string(&shell).unwrap()));
        assert!(worker.ends_with(SERVICE_WORKER));
    }

    #[test]
    fn no_page_has_inline_script_or_style_for_the_csp_forbids_them() {
        let served = [INDEX, rules_index()]
            .into_iter()
            .chain(rules_pages().iter().map(|(_, page)| page.as_str()));
        for page in served {
            let lower = page.to_lowercase();
            assert!(!lower.contains("<style"), "a <style> element");
            assert!(!lower.contains(" style="), "a style attribute");
            for (i, _) in lower.match_indices("<script") {
                let tag = &lower[i..i + lower[i..].find('>').unwrap_or(0)];
                assert!(tag.contains(" src="), "an inline script: {tag}");
            }
            for word in lower.split_whitespace() {
                let handler = word.starts_with("on") && word.contains('=');
                assert!(
                    !handler || !word[2..].starts_with(char::is_alphabetic),
                    "an inline handler: {word}"
                );
            }
        }
    }
}
