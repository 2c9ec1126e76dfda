//! Long calls that Ctrl-C stops: the work runs on its own thread without the GIL while the
//! calling thread looks for Python's signals and, on one, sets the work's stop flag.
//! Python runs signal handlers on its main thread only, so a call from another thread
//! runs to its own limits.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pyo3::prelude::*;

/// How often a long call looks for a signal.
pub(crate) const POLL: Duration = Duration::from_millis(50);

/// Runs `work` without the GIL, setting `stop` and raising the signal's exception (e.g.
/// `KeyboardInterrupt`) once the work has stopped when Python receives a signal meanwhile.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    stop: &AtomicBool,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    let (done, signal) = py.detach(|| {
        // The worker wakes the calling thread when it is done (the flag is set first, so
        // a wake-up between the flag and the thread's end is never lost).
        let caller = std::thread::current();
        let finished = AtomicBool::new(false);
        std::thread::scope(|scope| {
            let finished = &finished;
            let worker = scope.spawn(move || {
                let done = work();
                finished.store(true, Ordering::Release);
                caller.unpark();
                done
            });
            let mut signal = None;
            while !finished.load(Ordering::Acquire) && !worker.is_finished() {
                std::thread::park_timeout(POLL);
                if signal.is_none() {
                    if let Err(e) = Python::attach(|py| py.check_signals()) {
                        stop.store(true, Ordering::Relaxed);
                        signal = Some(e);
                    }
                }
            }
            // A panic in the work is the work's own: raise it here as well.
            let done = worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            (done, signal)
        })
    });
    match signal {
        Some(e) => Err(e),
        None => Ok(done),
    }
}
