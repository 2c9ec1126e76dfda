//! `mancala serve` without the rest of the command line tool, for the browser tests
//! while the other crates of the workspace are being changed:
//!
//!     cargo build --release -p mancala-server --example serve
//!     MANCALA_BIN=target/release/examples/serve npm test    # in e2e/

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut addr: std::net::SocketAddr = "127.0.0.1:8080".parse()?;
    let mut db: mancala_server::store::Database = "mancala.db".parse()?;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "serve" => {}
            "--addr" => addr = args.next().ok_or("--addr needs a value")?.parse()?,
            "--db" => db = args.next().ok_or("--db needs a value")?.parse()?,
            other => return Err(format!("unknown argument {other}").into()),
        }
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(mancala_server::serve(
        addr,
        &db,
        &Default::default(),
        |bound| {
            println!("mancala is serving: open http://{bound}/ in a browser");
        },
    ))?;
    Ok(())
}
