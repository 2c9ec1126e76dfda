//! `mancala serve` without the rest of the command line tool, for the browser tests
//! and the contract test while the other crates of the workspace are being changed:
//!
//!     cargo build --release -p mancala-server --example serve
//!     MANCALA_BIN=target/release/examples/serve npm test    # in e2e/
//!     scripts/contract-test target/release/examples/serve
//!
//! It takes `--addr`, `--db`, `--egdb DIR` and the rate limits `--create-per-minute`,
//! `--join-per-minute`, `--chat-per-minute`, `--submit-per-minute`, `--jobs-per-minute`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut addr: std::net::SocketAddr = "127.0.0.1:8080".parse()?;
    let mut db: mancala_store::Database = "mancala.db".parse()?;
    let mut config = mancala_server::ServerConfig::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "serve" => {}
            "--addr" => addr = value()?.parse()?,
            "--db" => db = value()?.parse()?,
            "--egdb" => config.egdb = Some(value()?.into()),
            "--create-per-minute" => config.http.rates.create = value()?.parse()?,
            "--join-per-minute" => config.http.rates.join = value()?.parse()?,
            "--chat-per-minute" => config.http.rates.chat = value()?.parse()?,
            "--submit-per-minute" => config.http.rates.submit = value()?.parse()?,
            "--jobs-per-minute" => config.http.rates.jobs = value()?.parse()?,
            other => return Err(format!("unknown argument {other}").into()),
        }
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(mancala_server::serve(addr, &db, &config, |bound| {
        println!("mancala is serving: open http://{bound}/ in a browser");
    }))?;
    Ok(())
}
