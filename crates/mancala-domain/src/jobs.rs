//! The rules of analysis jobs (engine lines, a solve, a game's review): their kinds and
//! states, how long each may run, how many a client and the server may have unfinished,
//! when a refused client may try again, and how long and how many finished jobs are
//! kept. Plain values, no threads: the service's job registry applies them.

use std::fmt;

/// Most unfinished jobs one client may have.
pub const JOBS_PER_CLIENT: usize = 2;
/// Most unfinished jobs in all (the machine's cores are shared with the games' engine).
pub const MAX_JOBS: usize = 8;
/// Most seconds a job may run.
pub const MAX_SECONDS: u64 = 60;
/// How long a finished job stays readable (its result, its WebSocket), in milliseconds.
pub const KEEP_MS: u64 = 10 * 60 * 1000;
/// How often a job's WebSocket sends its view while it runs, and a job's work records
/// what it found so far, at most, in milliseconds.
pub const UPDATE_MS: u64 = 250;
/// Most finished jobs kept for one client (older ones are forgotten first).
pub const KEPT_PER_CLIENT: usize = 8;
/// Most finished jobs kept in all (older ones are forgotten first).
pub const MAX_KEPT: usize = 128;

/// What a job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobKind {
    /// The engine's best lines as its search deepens.
    Analyse,
    /// The solver's exact value, then every move's.
    Solve,
    /// A finished game's review, ply by ply.
    Review,
}

impl JobKind {
    /// The seconds a job of this kind runs when none are asked for.
    pub fn default_seconds(self) -> u64 {
        match self {
            JobKind::Analyse => 30,
            JobKind::Solve => 10,
            JobKind::Review => 20,
        }
    }

    /// `analyse`, `solve` or `review`.
    pub fn name(self) -> &'static str {
        match self {
            JobKind::Analyse => "analyse",
            JobKind::Solve => "solve",
            JobKind::Review => "review",
        }
    }

    /// The seconds a job runs: `asked` (1 to [`MAX_SECONDS`]) or the kind's default.
    pub fn seconds(self, asked: Option<u64>) -> Result<u64, String> {
        match asked {
            None => Ok(self.default_seconds()),
            Some(s) if (1..=MAX_SECONDS).contains(&s) => Ok(s),
            Some(s) => Err(format!(
                "'seconds' must be from 1 to {MAX_SECONDS}, not {s}"
            )),
        }
    }
}

impl fmt::Display for JobKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a job is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobState {
    /// Working.
    Running,
    /// Finished by itself (its time ran out or the work was complete).
    Done,
    /// Stopped by its owner; the result is what it had.
    Stopped,
    /// Could not do its work; the error says why.
    Failed,
}

impl JobState {
    /// Whether the job has finished (no more updates).
    pub fn finished(self) -> bool {
        self != JobState::Running
    }

    /// `running`, `done`, `stopped` or `failed`.
    pub fn name(self) -> &'static str {
        match self {
            JobState::Running => "running",
            JobState::Done => "done",
            JobState::Stopped => "stopped",
            JobState::Failed => "failed",
        }
    }

    /// The state a job that ended its work is in: `Stopped` when its owner asked for it.
    pub fn ended(stop_asked: bool, failed: bool) -> JobState {
        if failed {
            JobState::Failed
        } else if stop_asked {
            JobState::Stopped
        } else {
            JobState::Done
        }
    }
}

/// A job refused for now: why, and after how many seconds to try again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Busy {
    /// Why.
    pub message: String,
    /// Seconds to wait.
    pub retry_after: u64,
}

/// The seconds to wait until the first of the runs with `left` milliseconds to go ends:
/// at least 1, at most [`MAX_SECONDS`] (1 when there are none).
pub fn retry_after(left: impl IntoIterator<Item = u64>) -> u64 {
    let ms = left.into_iter().min().unwrap_or(1000);
    ms.div_ceil(1000).clamp(1, MAX_SECONDS)
}

/// Places for long work: at most `per_client` a client and `total` in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Places {
    /// Most places one client may hold.
    pub per_client: usize,
    /// Most places held in all.
    pub total: usize,
}

/// Whether a client holding `mine` of `places` may take another while `total` are held
/// in all. `mine_left` and `all_left` are the milliseconds left to the client's own runs
/// and to every run: a refusal's retry time is when the first of them ends (at least 1 s),
/// its message `client_full(mine)` or `server_full(total)`.
pub fn admit_place(
    places: Places,
    (mine, total): (usize, usize),
    (mine_left, all_left): (impl IntoIterator<Item = u64>, impl IntoIterator<Item = u64>),
    client_full: impl FnOnce(usize) -> String,
    server_full: impl FnOnce(usize) -> String,
) -> Result<(), Busy> {
    if mine >= places.per_client {
        return Err(Busy {
            message: client_full(mine),
            retry_after: retry_after(mine_left),
        });
    }
    if total >= places.total {
        return Err(Busy {
            message: server_full(total),
            retry_after: retry_after(all_left),
        });
    }
    Ok(())
}

/// Whether a client with `mine` unfinished jobs may start another while `total` run in
/// all (see [`admit_place`]).
pub fn admit(
    mine: usize,
    total: usize,
    mine_left: impl IntoIterator<Item = u64>,
    all_left: impl IntoIterator<Item = u64>,
) -> Result<(), Busy> {
    admit_place(
        Places {
            per_client: JOBS_PER_CLIENT,
            total: MAX_JOBS,
        },
        (mine, total),
        (mine_left, all_left),
        |mine| {
            format!(
                "you have {mine} analysis jobs running (at most {JOBS_PER_CLIENT}): stop one or wait for it to finish"
            )
        },
        |total| format!("the server is running {total} analysis jobs, its most: try again shortly"),
    )
}

/// Which finished jobs are kept, given their owners newest first: at most
/// [`KEPT_PER_CLIENT`] of one owner and [`MAX_KEPT`] in all, the newest of each; one
/// answer an owner, in the same order.
pub fn kept<K: Eq + std::hash::Hash>(
    owners_newest_first: impl IntoIterator<Item = K>,
) -> Vec<bool> {
    let mut per_owner: std::collections::HashMap<K, usize> = std::collections::HashMap::new();
    let mut total = 0;
    owners_newest_first
        .into_iter()
        .map(|owner| {
            let mine = per_owner.entry(owner).or_insert(0);
            let keep = *mine < KEPT_PER_CLIENT && total < MAX_KEPT;
            if keep {
                *mine += 1;
                total += 1;
            }
            keep
        })
        .collect()
}

/// Whether a job that finished at `finished_ms` (ms since the epoch) is gone at `now_ms`.
pub fn expired(finished_ms: Option<i64>, now_ms: i64) -> bool {
    finished_ms.is_some_and(|f| now_ms.saturating_sub(f) > KEEP_MS as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_default_by_kind_and_are_bounded() {
        assert_eq!(JobKind::Analyse.seconds(None), Ok(30));
        assert_eq!(JobKind::Solve.seconds(None), Ok(10));
        assert_eq!(JobKind::Review.seconds(None), Ok(20));
        assert_eq!(JobKind::Solve.seconds(Some(1)), Ok(1));
        assert_eq!(JobKind::Solve.seconds(Some(60)), Ok(60));
        for bad in [0, 61, 3600] {
            let e = JobKind::Analyse.seconds(Some(bad)).unwrap_err();
            assert!(
                e.contains("'seconds'") && e.contains(&bad.to_string()),
                "{e}"
            );
        }
    }

    #[test]
    fn a_client_has_two_jobs_and_the_server_eight() {
        assert!(admit(0, 0, [], []).is_ok());
        assert!(admit(1, MAX_JOBS - 1, [5000], [5000]).is_ok());
        let mine = admit(2, 2, [4200, 9000], [4200, 9000]).unwrap_err();
        assert_eq!(mine.retry_after, 5);
        assert!(mine.message.contains("at most 2"), "{}", mine.message);
        let all = admit(0, MAX_JOBS, [], [700, 30_000]).unwrap_err();
        assert_eq!(all.retry_after, 1);
        assert!(all.message.contains("its most"), "{}", all.message);
        // A job past its time (0 left) still gives a retry of at least a second.
        assert_eq!(admit(2, 2, [0, 0], []).unwrap_err().retry_after, 1);
    }

    #[test]
    fn finished_jobs_are_kept_newest_first_per_client_and_in_all() {
        // One owner: its newest KEPT_PER_CLIENT only.
        let one = kept(std::iter::repeat_n(7, KEPT_PER_CLIENT + 3));
        assert_eq!(one.iter().filter(|k| **k).count(), KEPT_PER_CLIENT);
        assert!(one[..KEPT_PER_CLIENT].iter().all(|k| *k));
        assert!(one[KEPT_PER_CLIENT..].iter().all(|k| !*k));
        // Another owner's jobs are not counted against the first's.
        let mixed = kept([1, 2, 1, 2]);
        assert_eq!(mixed, [true; 4]);
        // Many owners: the newest MAX_KEPT in all.
        let many = kept(0..MAX_KEPT + 5);
        assert_eq!(many.iter().filter(|k| **k).count(), MAX_KEPT);
        assert!(!many[MAX_KEPT]);
        assert!(many[MAX_KEPT - 1]);
    }

    #[test]
    fn states_end_as_asked_and_finished_jobs_expire() {
        assert_eq!(JobState::ended(false, false), JobState::Done);
        assert_eq!(JobState::ended(true, false), JobState::Stopped);
        assert_eq!(JobState::ended(true, true), JobState::Failed);
        assert!(!JobState::Running.finished());
        assert!(JobState::Stopped.finished());
        assert!(!expired(None, i64::MAX));
        assert!(!expired(Some(1000), 1000 + KEEP_MS as i64));
        assert!(expired(Some(1000), 1001 + KEEP_MS as i64));
    }
}
