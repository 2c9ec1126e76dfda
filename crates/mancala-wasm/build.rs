//! Links the WebAssembly module with a stack large enough for the solver: it recurses once per
//! ply of a line, where native builds give it a thread with a stack of its own.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        // 32 MiB: a puzzle's line is at most a few hundred plies.
        println!("cargo:rustc-link-arg=-zstack-size=33554432");
    }
}
