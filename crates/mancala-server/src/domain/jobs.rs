//! The rules of analysis jobs (engine lines, a solve, a game's review): their kinds and
//! states, how long each may run, how many a client and the server may have unfinished,
//! when a refused client may try again, and how long a finished job is kept. Plain
//! values, no threads: the service's job registry applies them.

use std::fmt;

/// Most unfinished jobs one client may have.
pub const JOBS_PER_CLIENT: usize = 2;
/// Most unfinished jobs in all (the machine's cores are shared with the games' engine).
pub const MAX_JOBS: usize = 8;
/// Most seconds a job may run.
pub const MAX_SECONDS: u64 = 60;
/// How long a finished job stays readable (its result, its WebSocket), in milliseconds.
pub const KEEP_MS: u64 = 10 * 60 * 1000;
/// How often a job's WebSocket sends its view while it runs, in milliseconds.
pub const UPDATE_MS: u64 = 250;

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

/// Whether a client with `mine` unfinished jobs may start another while `total` run in
/// all. `mine_left` and `all_left` are the milliseconds left to the client's own jobs and
/// to every job: a refusal's retry time is when the first of them ends (at least 1 s).
pub fn admit(
    mine: usize,
    total: usize,
    mine_left: impl IntoIterator<Item = u64>,
    all_left: impl IntoIterator<Item = u64>,
) -> Result<(), Busy> {
    let retry = |left: &mut dyn Iterator<Item = u64>| {
        let ms = left.min().unwrap_or(1000);
        ms.div_ceil(1000).clamp(1, MAX_SECONDS)
    };
    if mine >= JOBS_PER_CLIENT {
        return Err(Busy {
            message: format!(
                "you have {mine} analysis jobs running (at most {JOBS_PER_CLIENT}): stop one or wait for it to finish"
            ),
            retry_after: retry(&mut mine_left.into_iter()),
        });
    }
    if total >= MAX_JOBS {
        return Err(Busy {
            message: format!(
                "the server is running {total} analysis jobs, its most: try again shortly"
            ),
            retry_after: retry(&mut all_left.into_iter()),
        });
    }
    Ok(())
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
