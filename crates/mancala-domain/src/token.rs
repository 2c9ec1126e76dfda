//! Secrets and time: the random tokens that hold seats and invitations, the hash a token is
//! stored as, and the wall clock in milliseconds that stored times use.

use rand::Rng;
use sha2::{Digest, Sha256};

/// Now, in milliseconds since the epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A new random secret: 24 bytes (192 bits) as hex.
pub fn secret() -> String {
    let bytes: [u8; 24] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The stored form of a token: its SHA-256 as hex.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
