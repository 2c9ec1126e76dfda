//! The solver's places for study checks, hints and submissions: at most
//! [`SOLVING`] runs at once and [`SOLVING_PER_CLIENT`] a client, by the domain's rule
//! ([`admit_solving`]); beyond that `429` with the time to wait, when the first run in
//! the way reaches its time bound. A leaf of the service: it uses only the engine's
//! [`Client`] and the service's [`Error`].

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::engine::Client;
use super::error::Error;
use mancala_domain::studies::admit_solving;
pub use mancala_domain::studies::{SOLVING, SOLVING_PER_CLIENT};

/// Most time the solver takes to check a try or find a hint.
pub const CHECK_TIME: Duration = Duration::from_secs(5);

/// One solver run holding a place.
struct Run {
    id: u64,
    client: Client,
    /// When its time bound runs out.
    ends: Instant,
}

impl Run {
    fn left_ms(&self, now: Instant) -> u64 {
        self.ends.saturating_duration_since(now).as_millis() as u64
    }
}

type Runs = Arc<Mutex<Vec<Run>>>;

fn lock(runs: &Runs) -> MutexGuard<'_, Vec<Run>> {
    runs.lock().unwrap_or_else(|e| e.into_inner())
}

/// The solver's places for checks, hints and submissions, counted a client.
#[derive(Default)]
pub struct Solving {
    runs: Runs,
    next: AtomicU64,
}

/// A place held by one solver run; dropping it frees the place.
pub struct Place {
    runs: Runs,
    id: u64,
}

impl Drop for Place {
    fn drop(&mut self) {
        lock(&self.runs).retain(|run| run.id != self.id);
    }
}

impl Solving {
    /// A place for one run of `client` bounded by `time`, or `429` (`Error::Busy`) when
    /// the client holds [`SOLVING_PER_CLIENT`] places or all [`SOLVING`] are taken.
    pub fn admit(&self, client: Client, time: Duration) -> Result<Place, Error> {
        let mut runs = lock(&self.runs);
        let now = Instant::now();
        let mine: Vec<&Run> = runs.iter().filter(|run| run.client == client).collect();
        admit_solving(
            mine.len(),
            runs.len(),
            mine.iter().map(|run| run.left_ms(now)),
            runs.iter().map(|run| run.left_ms(now)),
        )
        .map_err(|busy| Error::Busy {
            message: busy.message,
            retry_after: busy.retry_after,
        })?;
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        runs.push(Run {
            id,
            client,
            ends: now + time,
        });
        Ok(Place {
            runs: self.runs.clone(),
            id,
        })
    }

    /// Solver runs holding a place now.
    pub fn running(&self) -> usize {
        lock(&self.runs).len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(n: u8) -> Client {
        Client::Peer(Some(std::net::Ipv4Addr::new(192, 0, 2, n).into()))
    }

    #[test]
    fn a_client_holds_two_places_and_the_server_four_each_freed_when_dropped() {
        let solving = Solving::default();
        let a1 = solving.admit(client(1), CHECK_TIME).unwrap();
        let _a2 = solving.admit(client(1), CHECK_TIME).unwrap();
        let refused = solving.admit(client(1), CHECK_TIME).err();
        assert!(
            matches!(
                refused,
                Some(Error::Busy {
                    retry_after: 1..=5,
                    ..
                })
            ),
            "{refused:?}"
        );
        // Another client still gets the places left, then the server is full.
        let _b1 = solving.admit(client(2), CHECK_TIME).unwrap();
        let _c1 = solving.admit(client(3), CHECK_TIME).unwrap();
        assert_eq!(solving.running(), SOLVING);
        assert!(matches!(
            solving.admit(client(4), CHECK_TIME),
            Err(Error::Busy { .. })
        ));
        // A freed place is the client's again.
        drop(a1);
        assert_eq!(solving.running(), SOLVING - 1);
        assert!(solving.admit(client(1), CHECK_TIME).is_ok());
    }
}
