//! The log as `mancala serve --log-format json` writes it: one JSON object a line, with a
//! line for every request giving its status and latency (captured here in memory from
//! the same set-up, `init_logging_to`, that writes standard error in `mancala serve`).

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::common::{self, temp_db};
use mancala_server::server::{run, Limits};
use mancala_server::LogFormat;
use serde_json::Value;

/// A log kept in memory.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'w> tracing_subscriber::fmt::MakeWriter<'w> for Captured {
    type Writer = Captured;

    fn make_writer(&'w self) -> Captured {
        self.clone()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_json_log_has_a_json_line_for_every_request_with_status_and_latency() {
    let log = Captured::default();
    mancala_server::init_logging_to(LogFormat::Json, log.clone());
    let (router, _hub) = crate::common::app_at(&temp_db("log-json")).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(run(
        listener,
        router,
        Limits::default(),
        std::future::pending(),
    ));
    let (status, _) = common::get(&base, "/api/lobby").await;
    assert_eq!(status, 200);
    let (status, _) = common::get(&base, "/api/games/nothing-here").await;
    assert_eq!(status, 404);
    // The line is written when the answer's body is done: look for it a while.
    let mut lines: Vec<Value> = Vec::new();
    for _ in 0..50 {
        let text = String::from_utf8(log.0.lock().unwrap().clone()).expect("UTF-8");
        lines = text
            .lines()
            .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
            .collect();
        if lines
            .iter()
            .filter(|l| l["fields"]["status"].is_number())
            .count()
            >= 2
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let request = |uri: &str| {
        lines
            .iter()
            .find(|l| l["span"]["uri"] == uri && l["fields"]["status"].is_number())
            .cloned()
            .unwrap_or_else(|| panic!("no request line for {uri} in {lines:?}"))
    };
    let lobby = request("/api/lobby");
    assert_eq!(lobby["fields"]["status"], 200);
    assert_eq!(lobby["span"]["method"], "GET");
    assert_eq!(lobby["level"], "INFO");
    assert!(lobby["fields"]["latency"].is_string(), "{lobby}");
    assert!(lobby["timestamp"].is_string());
    assert_eq!(request("/api/games/nothing-here")["fields"]["status"], 404);
}
