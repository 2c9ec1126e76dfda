//! The registry of analysis jobs: each job's work runs on a thread of its own (at a lower
//! priority than the threads that answer requests), bounded in time by its deadline and
//! stopped early by its owner's token; its view is updated as the work goes and kept a
//! while after it finished ([`KEEP_MS`](mancala_domain::jobs::KEEP_MS)), then forgotten;
//! beyond [`KEPT_PER_CLIENT`] finished jobs of a client or [`MAX_KEPT`] in all, the
//! oldest finished are forgotten first. Admission follows the domain's rules
//! ([`mancala_domain::jobs::admit`]): a few unfinished jobs a client, a cap in all, beyond
//! that `429` with the time to wait.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::engine::Client;
use super::error::Error;
use super::study_views::{AnalysisView, JobView, KindName, ReviewView, SolveView, StateName};
use mancala_domain::jobs::{self, JobKind, JobState, KEPT_PER_CLIENT, MAX_KEPT, UPDATE_MS};
use mancala_domain::token::{now_ms, secret, token_hash};

/// Stack of a job's thread (the engine and the solver recurse once a ply).
const JOB_STACK: usize = 256 << 20;

/// What a job has found so far.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// Engine lines.
    pub analysis: Option<AnalysisView>,
    /// The solver's answer.
    pub solve: Option<SolveView>,
    /// The review.
    pub review: Option<ReviewView>,
}

struct Status {
    state: JobState,
    error: Option<String>,
    found: Found,
    /// When it finished: ms since the epoch, and its running time.
    finished: Option<(i64, Duration)>,
}

/// One job.
struct Job {
    id: String,
    kind: JobKind,
    client: Client,
    token_hash: String,
    started: Instant,
    deadline: Instant,
    stop: Arc<AtomicBool>,
    /// Set when the owner asked to stop (the deadline sets only `stop`).
    asked: AtomicBool,
    status: Mutex<Status>,
    /// When what the work found was last recorded: ms after `started`, plus one (0: never).
    updated: AtomicU64,
    /// Told of each change (a counter).
    changes: watch::Sender<u64>,
}

impl Job {
    fn status(&self) -> MutexGuard<'_, Status> {
        self.status.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn view(&self) -> JobView {
        let status = self.status();
        let elapsed = status
            .finished
            .map_or_else(|| self.started.elapsed(), |(_, d)| d);
        JobView {
            id: self.id.clone(),
            kind: match self.kind {
                JobKind::Analyse => KindName::Analyse,
                JobKind::Solve => KindName::Solve,
                JobKind::Review => KindName::Review,
            },
            state: match status.state {
                JobState::Running => StateName::Running,
                JobState::Done => StateName::Done,
                JobState::Stopped => StateName::Stopped,
                JobState::Failed => StateName::Failed,
            },
            elapsed_ms: elapsed.as_millis() as u64,
            error: status.error.clone(),
            analysis: status.found.analysis.clone(),
            solve: status.found.solve.clone(),
            review: status.found.review.clone(),
        }
    }

    fn left_ms(&self) -> u64 {
        self.deadline
            .saturating_duration_since(Instant::now())
            .as_millis() as u64
    }

    fn running(&self) -> bool {
        !self.status().state.finished()
    }
}

/// What a job's work is handed: its stop flag, its deadline, and where to put what it finds.
#[derive(Clone)]
pub struct Work {
    job: Arc<Job>,
}

impl Work {
    /// The flag that stops the work (set by the owner's stop or at the deadline).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.job.stop.clone()
    }

    /// Whether the work must stop now.
    pub fn stopped(&self) -> bool {
        self.job.stop.load(Ordering::Relaxed) || Instant::now() >= self.job.deadline
    }

    /// Time left to the deadline.
    pub fn time_left(&self) -> Duration {
        self.job.deadline.saturating_duration_since(Instant::now())
    }

    /// Records what the work found so far and tells the followers.
    pub fn update(&self, change: impl FnOnce(&mut Found)) {
        change(&mut self.job.status().found);
        let at = self.job.started.elapsed().as_millis() as u64;
        self.job
            .updated
            .store(at.saturating_add(1), Ordering::Relaxed);
        self.job.changes.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// Whether a progress update is due: none was recorded yet, or the last one is
    /// [`UPDATE_MS`] old. Work that reports often builds its view only then (and always
    /// records its final one).
    pub fn due(&self) -> bool {
        let last = self.job.updated.load(Ordering::Relaxed);
        let now = self.job.started.elapsed().as_millis() as u64;
        last == 0 || now.saturating_add(1).saturating_sub(last) >= UPDATE_MS
    }
}

/// A job just started: its id and its owner's token.
pub struct Started {
    /// The job's id.
    pub id: String,
    /// The token that stops it.
    pub token: String,
}

/// Every job, finished ones until they expire.
#[derive(Default)]
pub struct Jobs {
    jobs: Mutex<HashMap<String, Arc<Job>>>,
    /// Set while stopping: no new jobs.
    closed: AtomicBool,
}

impl Jobs {
    fn all(&self) -> MutexGuard<'_, HashMap<String, Arc<Job>>> {
        let mut jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        let now = now_ms();
        jobs.retain(|_, job| !jobs::expired(job.status().finished.map(|(at, _)| at), now));
        forget_beyond_caps(&mut jobs);
        jobs
    }

    /// Unfinished jobs now.
    pub fn running(&self) -> usize {
        self.all().values().filter(|j| j.running()).count()
    }

    /// Starts a job of `kind` for `client` running at most `seconds`: `work` runs on a
    /// thread of its own and returns what it found or why it failed; or the client is
    /// told when to try again.
    pub fn start(
        &self,
        kind: JobKind,
        client: Client,
        seconds: u64,
        work: impl FnOnce(&Work) -> Result<(), String> + Send + 'static,
    ) -> Result<Started, Error> {
        if self.closed.load(Ordering::Relaxed) {
            return Err(Error::Busy {
                message: "the server is stopping: try again in a moment".to_string(),
                retry_after: 5,
            });
        }
        let mut all = self.all();
        let running: Vec<&Arc<Job>> = all.values().filter(|j| j.running()).collect();
        let mine: Vec<&&Arc<Job>> = running.iter().filter(|j| j.client == client).collect();
        jobs::admit(
            mine.len(),
            running.len(),
            mine.iter().map(|j| j.left_ms()),
            running.iter().map(|j| j.left_ms()),
        )
        .map_err(|busy| Error::Busy {
            message: busy.message,
            retry_after: busy.retry_after,
        })?;
        let token = secret();
        let started = Instant::now();
        let job = Arc::new(Job {
            id: secret()[..16].to_string(),
            kind,
            client,
            token_hash: token_hash(&token),
            started,
            deadline: started + Duration::from_secs(seconds),
            stop: Arc::new(AtomicBool::new(false)),
            asked: AtomicBool::new(false),
            status: Mutex::new(Status {
                state: JobState::Running,
                error: None,
                found: Found::default(),
                finished: None,
            }),
            updated: AtomicU64::new(0),
            changes: watch::channel(0).0,
        });
        let handed = Work { job: job.clone() };
        let spawned = std::thread::Builder::new()
            .name(format!("job-{}", kind.name()))
            .stack_size(JOB_STACK)
            .spawn(move || run(&handed, work));
        if let Err(e) = spawned {
            return Err(Error::Internal(format!("cannot start the job: {e}")));
        }
        // The deadline stops the work even if it does not watch the clock itself.
        let watched = job.clone();
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                tokio::time::sleep(Duration::from_secs(seconds)).await;
                watched.stop.store(true, Ordering::Relaxed);
            });
        }
        let id = job.id.clone();
        metrics::counter!("mancala_jobs_started_total", "kind" => kind.name()).increment(1);
        all.insert(id.clone(), job);
        Ok(Started { id, token })
    }

    fn find(&self, id: &str) -> Result<Arc<Job>, Error> {
        self.all()
            .get(id)
            .cloned()
            .ok_or_else(|| Error::NoJob(id.to_string()))
    }

    /// Job `id`'s view.
    pub fn view(&self, id: &str) -> Result<JobView, Error> {
        Ok(self.find(id)?.view())
    }

    /// Stops job `id` for the holder of `token`: its view once the work has stopped
    /// (with what it found so far).
    pub async fn stop(&self, id: &str, token: &str) -> Result<JobView, Error> {
        let job = self.find(id)?;
        if token_hash(token) != job.token_hash {
            return Err(Error::NotOwner);
        }
        job.asked.store(true, Ordering::Relaxed);
        job.stop.store(true, Ordering::Relaxed);
        let mut changes = job.changes.subscribe();
        // The work sees the flag within a moment; wait for it to finish (bounded).
        let finished = tokio::time::timeout(Duration::from_secs(5), async {
            while job.running() {
                if changes.changed().await.is_err() {
                    break;
                }
            }
        })
        .await;
        if finished.is_err() {
            tracing::warn!("job {id} did not stop within 5 s");
        }
        Ok(job.view())
    }

    /// Job `id`'s view now and a receiver told of each change.
    pub fn follow(&self, id: &str) -> Result<(JobView, JobFollower), Error> {
        let job = self.find(id)?;
        let changes = job.changes.subscribe();
        Ok((job.view(), JobFollower { job, changes }))
    }

    /// Stops every job and takes no more (the server is stopping).
    pub fn close(&self) {
        self.closed.store(true, Ordering::Relaxed);
        for job in self.all().values() {
            job.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Forgets the oldest finished jobs beyond [`KEPT_PER_CLIENT`] a client and [`MAX_KEPT`]
/// in all (the domain's [`jobs::kept`]); unfinished jobs are never forgotten.
fn forget_beyond_caps(all: &mut HashMap<String, Arc<Job>>) {
    let mut finished: Vec<(Instant, String, Client)> = all
        .values()
        .filter_map(|job| {
            let (_, took) = job.status().finished?;
            Some((job.started + took, job.id.clone(), job.client))
        })
        .collect();
    if finished.len() <= KEPT_PER_CLIENT.min(MAX_KEPT) {
        return;
    }
    finished.sort_by_key(|(at, _, _)| std::cmp::Reverse(*at));
    let kept = jobs::kept(finished.iter().map(|(_, _, client)| *client));
    for ((_, id, _), keep) in finished.iter().zip(kept) {
        if !keep {
            all.remove(id);
        }
    }
}

/// Follows one job's changes.
pub struct JobFollower {
    job: Arc<Job>,
    changes: watch::Receiver<u64>,
}

impl JobFollower {
    /// The job's view now.
    pub fn view(&self) -> JobView {
        self.job.view()
    }

    /// Whether the job has finished.
    pub fn finished(&self) -> bool {
        !self.job.running()
    }

    /// Waits for the next change; `false` when there will be none.
    pub async fn changed(&mut self) -> bool {
        self.changes.changed().await.is_ok()
    }
}

/// Runs a job's work and records how it ended.
fn run(work: &Work, job_work: impl FnOnce(&Work) -> Result<(), String>) {
    super::engine::lower_priority();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job_work(work)));
    let error = match outcome {
        Ok(Ok(())) => None,
        Ok(Err(message)) => Some(message),
        Err(_) => {
            tracing::error!("job {} ({}) panicked", work.job.id, work.job.kind);
            Some("the job failed inside the server".to_string())
        }
    };
    let job = &work.job;
    {
        let mut status = job.status();
        status.state = JobState::ended(job.asked.load(Ordering::Relaxed), error.is_some());
        status.error = error;
        status.finished = Some((now_ms(), job.started.elapsed()));
    }
    job.changes.send_modify(|n| *n = n.wrapping_add(1));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(n: u32) -> Client {
        Client::Peer(Some(std::net::Ipv4Addr::from(n).into()))
    }

    /// Starts a job for `client` whose work ends at once, and waits until it has finished.
    fn finished_job(jobs: &Jobs, client: Client) -> String {
        let started = jobs
            .start(JobKind::Solve, client, 5, |_| Ok(()))
            .unwrap_or_else(|e| panic!("the job did not start: {e}"));
        let deadline = Instant::now() + Duration::from_secs(10);
        while jobs
            .view(&started.id)
            .is_ok_and(|v| v.state == StateName::Running)
        {
            assert!(Instant::now() < deadline, "the job did not finish");
            std::thread::sleep(Duration::from_millis(2));
        }
        started.id
    }

    #[test]
    fn a_clients_oldest_finished_jobs_are_forgotten_beyond_its_cap() {
        let jobs = Jobs::default();
        let other = finished_job(&jobs, client(2));
        let ids: Vec<String> = (0..KEPT_PER_CLIENT + 2)
            .map(|_| finished_job(&jobs, client(1)))
            .collect();
        for (i, id) in ids.iter().enumerate() {
            let found = jobs.view(id);
            if i < 2 {
                assert!(
                    matches!(found, Err(Error::NoJob(_))),
                    "job {i} is still kept"
                );
            } else {
                assert!(found.is_ok(), "job {i} was forgotten");
            }
        }
        assert!(
            jobs.view(&other).is_ok(),
            "another client's job was forgotten"
        );
    }

    #[test]
    fn the_oldest_finished_jobs_are_forgotten_beyond_the_cap_in_all() {
        let jobs = Jobs::default();
        let ids: Vec<String> = (0..MAX_KEPT as u32 + 1)
            .map(|n| finished_job(&jobs, client(n)))
            .collect();
        assert!(matches!(jobs.view(&ids[0]), Err(Error::NoJob(_))));
        assert!(ids[1..].iter().all(|id| jobs.view(id).is_ok()));
        assert_eq!(jobs.all().len(), MAX_KEPT);
    }
}
