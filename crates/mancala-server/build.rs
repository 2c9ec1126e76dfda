//! Builds the page's WebAssembly module (the `mancala-wasm` crate: the rules, the engine and
//! the solver) and its JavaScript glue, and compresses both, for the server to embed.
//!
//! The module is built by a second cargo, for `wasm32-unknown-unknown` with the `wasm`
//! profile, in `target/wasm` (its own directory, so that it never waits on this build's
//! lock), then `wasm-bindgen` writes the glue into `OUT_DIR/wasm`. Both tools must be
//! there: `scripts/wasm-tools` installs them.

use std::env;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The wasm-bindgen version of `mancala-wasm`: the command must be exactly this one.
const WASM_BINDGEN: &str = "0.2.130";

/// The crates whose code goes into the module: a change in any rebuilds it.
const SOURCES: [&str; 7] = [
    "mancala-rules",
    "mancala-engine",
    "mancala-solver",
    "mancala-player",
    "mancala-record",
    "mancala-study",
    "mancala-wasm",
];

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let root = manifest
        .parent()
        .and_then(Path::parent)
        .expect("the server crate sits in crates/ of the workspace")
        .to_path_buf();
    for name in SOURCES {
        for part in ["src", "Cargo.toml", "build.rs"] {
            let path = root.join("crates").join(name).join(part);
            if path.exists() {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
    println!(
        "cargo:rerun-if-changed={}",
        root.join("Cargo.lock").display()
    );
    println!(
        "cargo:rerun-if-changed={}",
        root.join("Cargo.toml").display()
    );
    println!("cargo:rerun-if-env-changed=WASM_BINDGEN");

    let target = env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
        .join("wasm");
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build
        .current_dir(&root)
        .args(["build", "-p", "mancala-wasm", "--lib"])
        .args(["--target", "wasm32-unknown-unknown", "--profile", "wasm"])
        .arg("--target-dir")
        .arg(&target);
    // This build's flags are for the host; the module takes none of them.
    for name in [
        "RUSTFLAGS",
        "CARGO_ENCODED_RUSTFLAGS",
        "CARGO_BUILD_RUSTFLAGS",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_TARGET",
        "RUSTC_WORKSPACE_WRAPPER",
    ] {
        build.env_remove(name);
    }
    // Share this build's job slots rather than start as many jobs again.
    if let Some(flags) = env::var_os("CARGO_MAKEFLAGS") {
        build.env("MAKEFLAGS", flags);
    }
    run(
        &mut build,
        "building the WebAssembly module (cargo build -p mancala-wasm)",
    );

    let wasm = target
        .join("wasm32-unknown-unknown")
        .join("wasm")
        .join("mancala_wasm.wasm");
    let bindgen = env::var_os("WASM_BINDGEN").map_or_else(find_wasm_bindgen, PathBuf::from);
    check_version(&bindgen);
    let out = PathBuf::from(env::var("OUT_DIR").expect("set by cargo")).join("wasm");
    fs::create_dir_all(&out).unwrap_or_else(|e| panic!("cannot create {}: {e}", out.display()));
    run(
        Command::new(&bindgen)
            .args(["--target", "web", "--no-typescript", "--out-dir"])
            .arg(&out)
            .arg(&wasm),
        "writing the module's JavaScript glue (wasm-bindgen)",
    );
    for name in ["mancala_wasm.js", "mancala_wasm_bg.wasm"] {
        compress(&out.join(name));
    }
}

/// `wasm-bindgen` on the PATH, else in cargo's own bin directory.
fn find_wasm_bindgen() -> PathBuf {
    let on_path = env::var_os("PATH").and_then(|paths| {
        env::split_paths(&paths)
            .map(|dir| dir.join("wasm-bindgen"))
            .find(|p| p.is_file())
    });
    let cargo_home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    on_path
        .or_else(|| {
            cargo_home
                .map(|h| h.join("bin").join("wasm-bindgen"))
                .filter(|p| p.is_file())
        })
        .unwrap_or_else(|| {
            panic!(
                "wasm-bindgen {WASM_BINDGEN} is needed to build the page's WebAssembly: \
                 run scripts/wasm-tools (or cargo install wasm-bindgen-cli \
                 --version ={WASM_BINDGEN})"
            )
        })
}

/// Stops the build unless `bindgen` is exactly [`WASM_BINDGEN`].
fn check_version(bindgen: &Path) {
    let output = Command::new(bindgen)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", bindgen.display()));
    let said = String::from_utf8_lossy(&output.stdout);
    if said.split_whitespace().nth(1) != Some(WASM_BINDGEN) {
        panic!(
            "{} says '{}', but the page's WebAssembly needs wasm-bindgen {WASM_BINDGEN}: \
             run cargo install wasm-bindgen-cli --version ={WASM_BINDGEN}",
            bindgen.display(),
            said.trim()
        );
    }
}

/// Runs `command`, stopping the build with `what` and its output when it fails.
fn run(command: &mut Command, what: &str) {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot start {command:?}: {e}"));
    if !output.status.success() {
        panic!(
            "{what} failed ({}):\n{}{}\nThe wasm32-unknown-unknown target and wasm-bindgen-cli \
             {WASM_BINDGEN} are needed: scripts/wasm-tools installs them.",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// Writes `path.br` and `path.gz` beside `path`, for clients that take either.
fn compress(path: &Path) {
    let data = fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut br = Vec::new();
    {
        let params = brotli::enc::BrotliEncoderParams {
            quality: 11,
            lgwin: 22,
            ..Default::default()
        };
        let mut writer = brotli::CompressorWriter::with_params(&mut br, 1 << 16, &params);
        writer.write_all(&data).expect("compressing in memory");
    }
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&data).expect("compressing in memory");
    let gz = gz.finish().expect("compressing in memory");
    let with = |ext: &str| PathBuf::from(format!("{}.{ext}", path.display()));
    fs::write(with("br"), br).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    fs::write(with("gz"), gz).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}
