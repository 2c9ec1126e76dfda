//! The files of the page, as a phone on a costly connection wants them: compressed once
//! (never per request) in the best encoding the client takes, with an entity tag so that a
//! returning page revalidates them without downloading them again.
//!
//! The WebAssembly module (the rules, the engine and the solver of `mancala-wasm`) and its
//! JavaScript glue are compressed when the server is built (see `build.rs`); the page's
//! other files (its HTML, scripts, styles, catalogs), by [`packed`], the first time each is
//! asked for, and kept.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use utoipa_axum::router::OpenApiRouter;

use crate::service::Hub;

/// A file built into the binary, as written and compressed.
pub struct Packed {
    /// Its content type.
    kind: &'static str,
    /// As written.
    plain: &'static [u8],
    /// Compressed with brotli.
    br: &'static [u8],
    /// Compressed with gzip.
    gz: &'static [u8],
}

/// `Packed` for `OUT_DIR/wasm/NAME` and its `.br` and `.gz`.
macro_rules! packed {
    ($name:literal, $kind:literal) => {
        Packed {
            kind: $kind,
            plain: include_bytes!(concat!(env!("OUT_DIR"), "/wasm/", $name)),
            br: include_bytes!(concat!(env!("OUT_DIR"), "/wasm/", $name, ".br")),
            gz: include_bytes!(concat!(env!("OUT_DIR"), "/wasm/", $name, ".gz")),
        }
    };
}

/// The module's glue: an ES module that loads and wraps the module.
pub static GLUE: Packed = packed!("mancala_wasm.js", "text/javascript; charset=utf-8");
/// The WebAssembly module.
pub static MODULE: Packed = packed!("mancala_wasm_bg.wasm", "application/wasm");

/// Where the page finds them.
pub const GLUE_PATH: &str = "/wasm/mancala_wasm.js";
/// Where the glue finds the module.
pub const MODULE_PATH: &str = "/wasm/mancala_wasm_bg.wasm";

/// The module's routes.
pub fn routes() -> OpenApiRouter<Arc<Hub>> {
    OpenApiRouter::new()
        .route(
            GLUE_PATH,
            get(|headers: HeaderMap| async move { GLUE.serve(&headers) }),
        )
        .route(
            MODULE_PATH,
            get(|headers: HeaderMap| async move { MODULE.serve(&headers) }),
        )
}

impl Packed {
    /// The file as written.
    pub fn bytes(&self) -> &'static [u8] {
        self.plain
    }

    /// The entity tag: a hash of the file as written, the same for every encoding of it.
    fn etag(&self) -> &'static str {
        static TAGS: OnceLock<[String; 2]> = OnceLock::new();
        let tags = TAGS.get_or_init(|| [tag(GLUE.plain), tag(MODULE.plain)]);
        if std::ptr::eq(self, &GLUE) {
            &tags[0]
        } else {
            &tags[1]
        }
    }

    /// The answer to a GET with `headers`: `304` when the client holds this version, else
    /// the file in the best encoding the client accepts.
    pub fn serve(&self, headers: &HeaderMap) -> Response {
        let etag = self.etag();
        let common = [
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, "Accept-Encoding"),
        ];
        let held = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
        if held {
            return (StatusCode::NOT_MODIFIED, common, [(header::ETAG, etag)]).into_response();
        }
        let (body, encoding) = match accepted(headers) {
            Encoding::Brotli => (self.br, Some("br")),
            Encoding::Gzip => (self.gz, Some("gzip")),
            Encoding::Identity => (self.plain, None),
        };
        let mut response = (
            common,
            [(header::CONTENT_TYPE, self.kind), (header::ETAG, etag)],
            body,
        )
            .into_response();
        if let Some(encoding) = encoding {
            response
                .headers_mut()
                .insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        response
    }
}

/// A quoted strong entity tag for `data`.
fn tag(data: &[u8]) -> String {
    format!("\"{:016x}\"", hash([data]))
}

/// A hash of `parts` one after the other (FNV-1a, 64 bits): a version, not a defence.
pub fn hash<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> u64 {
    parts
        .into_iter()
        .flatten()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// An encoding of a response body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoding {
    Brotli,
    Gzip,
    Identity,
}

/// The best encoding `Accept-Encoding` allows: brotli, then gzip, else none. A coding with
/// `q=0` is refused.
fn accepted(headers: &HeaderMap) -> Encoding {
    let mut brotli = false;
    let mut gzip = false;
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(text) = value.to_str() else { continue };
        for item in text.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or("").trim().to_ascii_lowercase();
            let refused = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            if refused {
                continue;
            }
            match coding.as_str() {
                "br" => brotli = true,
                "gzip" | "x-gzip" => gzip = true,
                _ => {}
            }
        }
    }
    if brotli {
        Encoding::Brotli
    } else if gzip {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

/// The largest file [`packed`] handles: the page's files are far smaller.
const MOST_BYTES: usize = 4 << 20;

/// Files smaller than this go as they are: compressing them saves less than a packet.
const LEAST_TO_COMPRESS: usize = 1024;

/// How many compressed files are kept at most (the page has a few dozen, each language's
/// HTML pages a few more).
const MOST_KEPT: usize = 512;

/// A file compressed both ways.
struct Compressed {
    br: Vec<u8>,
    gz: Vec<u8>,
}

/// The compressed files by the hash of their text.
fn kept() -> &'static Mutex<HashMap<u64, Arc<Compressed>>> {
    static KEPT: OnceLock<Mutex<HashMap<u64, Arc<Compressed>>>> = OnceLock::new();
    KEPT.get_or_init(|| Mutex::new(HashMap::new()))
}

/// `data` compressed with brotli (quality 9: near the smallest, fast enough to do once) and
/// gzip, kept by its `hash`.
fn compressed(hash: u64, data: &[u8]) -> Arc<Compressed> {
    if let Some(found) = kept().lock().unwrap_or_else(|e| e.into_inner()).get(&hash) {
        return found.clone();
    }
    let mut br = Vec::new();
    {
        let params = brotli::enc::BrotliEncoderParams {
            quality: 9,
            lgwin: 22,
            ..Default::default()
        };
        let mut writer = brotli::CompressorWriter::with_params(&mut br, 1 << 16, &params);
        // Writing to memory cannot fail.
        let _ = writer.write_all(data);
    }
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let _ = gz.write_all(data);
    let gz = gz.finish().unwrap_or_default();
    let made = Arc::new(Compressed { br, gz });
    let mut kept = kept().lock().unwrap_or_else(|e| e.into_inner());
    if kept.len() >= MOST_KEPT {
        kept.clear();
    }
    kept.insert(hash, made.clone());
    made
}

/// Serves the page's files (the routes it wraps) compressed and tagged: a `200` answer
/// gets an `ETag` (a hash of its text), a request that holds that tag gets `304`, and a
/// file of a kilobyte or more goes in brotli or gzip when the client takes either.
pub async fn packed(request: Request, next: Next) -> Response {
    let encoding = accepted(request.headers());
    let held = request.headers().get(header::IF_NONE_MATCH).cloned();
    let response = next.run(request).await;
    if response.status() != StatusCode::OK
        || response.headers().contains_key(header::CONTENT_ENCODING)
    {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(data) = axum::body::to_bytes(body, MOST_BYTES).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let hash = hash([&data[..]]);
    let etag = format!("\"{hash:016x}\"");
    let headers = &mut parts.headers;
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    let fresh = held
        .as_ref()
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    if fresh {
        parts.status = StatusCode::NOT_MODIFIED;
        headers.remove(header::CONTENT_TYPE);
        headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::empty());
    }
    if data.len() < LEAST_TO_COMPRESS || encoding == Encoding::Identity {
        return Response::from_parts(parts, Body::from(data));
    }
    let packed = compressed(hash, &data);
    let (body, name) = match encoding {
        Encoding::Brotli => (packed.br.clone(), "br"),
        _ => (packed.gz.clone(), "gzip"),
    };
    headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(name));
    headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(accept: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(accept).unwrap(),
        );
        headers
    }

    #[test]
    fn the_best_accepted_encoding_is_chosen_and_q0_refuses() {
        assert_eq!(accepted(&HeaderMap::new()), Encoding::Identity);
        assert_eq!(accepted(&with("gzip, deflate, br, zstd")), Encoding::Brotli);
        assert_eq!(accepted(&with("gzip")), Encoding::Gzip);
        assert_eq!(accepted(&with("br;q=0, gzip;q=0.5")), Encoding::Gzip);
        assert_eq!(accepted(&with("BR")), Encoding::Brotli);
        assert_eq!(accepted(&with("identity")), Encoding::Identity);
    }

    #[test]
    fn the_module_is_real_webassembly_and_its_encodings_are_smaller() {
        assert_eq!(&MODULE.plain[..4], b"\0asm", "the WebAssembly magic number");
        assert!(MODULE.br.len() < MODULE.plain.len() / 2);
        assert!(MODULE.gz.len() < MODULE.plain.len() / 2);
        assert!(std::str::from_utf8(GLUE.plain).is_ok_and(|g| g.contains("mancala_wasm_bg.wasm")));
        assert_ne!(GLUE.etag(), MODULE.etag());
    }
}
