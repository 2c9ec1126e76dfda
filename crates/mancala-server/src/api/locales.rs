//! The page's languages: the message catalogs at `/locales/<code>.ftl`, the list of
//! languages at `/locales/index.json`, the vendored Fluent library the page formats with,
//! and the `<html lang>` of the HTML pages, chosen from `?lang=` or `Accept-Language`.

use std::convert::Infallible;
use std::sync::Arc;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Json;
use utoipa_axum::router::OpenApiRouter;

use mancala_locales::{find, negotiate, shipped, PSEUDO};

use crate::service::Hub;

/// `[(NAME, text of web/vendor/fluent-bundle/NAME), …]` for the NAMEs given.
macro_rules! vendored {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../web/vendor/fluent-bundle/", $name)))),*]
    };
}

/// The ESM build of `@fluent/bundle`, served at `/vendor/fluent-bundle/NAME` as published
/// (with a header naming its version and licence), and its licence.
pub(super) const FLUENT_BUNDLE: [(&str, &str); 9] = vendored![
    "index.js",
    "bundle.js",
    "resource.js",
    "types.js",
    "builtins.js",
    "scope.js",
    "memoizer.js",
    "resolver.js",
    "LICENSE",
];

/// The routes of the catalogs and of the vendored library.
pub fn routes() -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .route("/locales/{file}", get(catalog))
        .route("/vendor/fluent-bundle/{file}", get(fluent_bundle))
}

/// One language's name in itself and its catalog's status, as `/locales/index.json` lists it.
#[derive(serde::Serialize)]
struct LanguageEntry {
    code: &'static str,
    name: &'static str,
    status: &'static str,
}

/// `/locales/<code>.ftl` for a shipped language, `/locales/index.json`; else the `404` page.
async fn catalog(Path(file): Path<String>, language: PageLanguage) -> Response {
    if file == "index.json" {
        let list: Vec<LanguageEntry> = shipped()
            .map(|l| LanguageEntry {
                code: l.code,
                name: l.name,
                status: l.status.as_str(),
            })
            .collect();
        return ([(header::CACHE_CONTROL, "no-cache")], Json(list)).into_response();
    }
    let text = file
        .strip_suffix(".ftl")
        .and_then(find)
        .filter(|l| file == format!("{}.ftl", l.code))
        .and_then(|l| l.catalog);
    match text {
        Some(text) => text_asset(text, "text/plain; charset=utf-8"),
        None => super::web::not_found_page(language),
    }
}

async fn fluent_bundle(Path(file): Path<String>, language: PageLanguage) -> Response {
    match FLUENT_BUNDLE.iter().find(|(name, _)| *name == file) {
        Some((name, text)) if name.ends_with(".js") => {
            text_asset(text, "text/javascript; charset=utf-8")
        }
        Some((_, text)) => text_asset(text, "text/plain; charset=utf-8"),
        None => super::web::not_found_page(language),
    }
}

fn text_asset(body: &'static str, kind: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// The language an HTML page is served in: `?lang=` when it names a shipped language or
/// the pseudo-locale (anything else is ignored), else the best of `Accept-Language`, else
/// English. The page's script then follows the reader's saved choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageLanguage(pub &'static str);

impl PageLanguage {
    /// The language of a request with this query string and these headers.
    pub fn of(query: Option<&str>, headers: &HeaderMap) -> PageLanguage {
        let asked = query
            .into_iter()
            .flat_map(|q| q.split('&'))
            .filter_map(|pair| pair.strip_prefix("lang="))
            .find_map(|code| {
                if code.eq_ignore_ascii_case(PSEUDO) {
                    Some(PSEUDO)
                } else {
                    find(code).map(|l| l.code)
                }
            });
        PageLanguage(asked.unwrap_or_else(|| {
            let accept = headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            negotiate(accept).code
        }))
    }

    /// `page` with its `<html lang="en">` naming this language instead.
    pub fn write(self, page: &str) -> String {
        page.replacen(
            "<html lang=\"en\">",
            &format!("<html lang=\"{}\">", self.0),
            1,
        )
    }
}

impl<S: Send + Sync> FromRequestParts<S> for PageLanguage {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(PageLanguage::of(parts.uri.query(), &parts.headers))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn the_query_then_the_header_then_english() {
        let mut headers = HeaderMap::new();
        assert_eq!(PageLanguage::of(None, &headers).0, "en");
        assert_eq!(PageLanguage::of(Some("lang=en-xa"), &headers).0, PSEUDO);
        assert_eq!(PageLanguage::of(Some("game=x&lang=zz"), &headers).0, "en");
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("fr;q=0.9, en;q=0.5"),
        );
        assert_eq!(PageLanguage::of(Some("lang=%22"), &headers).0, "en");
        let page = PageLanguage(PSEUDO).write("<!doctype html>\n<html lang=\"en\">\n");
        assert_eq!(page, "<!doctype html>\n<html lang=\"en-XA\">\n");
    }

    #[test]
    fn every_vendored_file_is_served_and_every_import_names_one() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/web/vendor/fluent-bundle");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        let mut listed: Vec<&str> = FLUENT_BUNDLE.iter().map(|(name, _)| *name).collect();
        listed.sort();
        assert_eq!(files, listed);
        for (name, text) in FLUENT_BUNDLE {
            for module in text.lines().filter_map(|line| {
                let (_, rest) = line.split_once(" from \"./")?;
                rest.strip_suffix("\";")
            }) {
                assert!(
                    FLUENT_BUNDLE.iter().any(|(other, _)| *other == module),
                    "{name} imports {module}, which is not served"
                );
            }
        }
    }
}
