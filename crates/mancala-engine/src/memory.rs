//! The memory the machine can give, so that tables too large for it are refused at once
//! (naming what asked for them) instead of the process being killed once they are filled.

use thiserror::Error;

/// Tables asked for that the machine has not the memory for.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("{asked} needs about {needed_mb} MB of memory, more than the {available_mb} MB this machine has available")]
pub struct TooLarge {
    /// What asked for the tables, e.g. `--hash 4096`.
    pub asked: String,
    /// Megabytes the tables need.
    pub needed_mb: u64,
    /// Megabytes the machine has available.
    pub available_mb: u64,
}

/// Refuses `needed_mb` megabytes of tables (what `asked` names) when the machine has less
/// memory available than that; passes when the amount cannot be read.
pub fn check_tables(needed_mb: u64, asked: &str) -> Result<(), TooLarge> {
    match available_mb() {
        Some(available_mb) if needed_mb > available_mb => Err(TooLarge {
            asked: asked.to_string(),
            needed_mb,
            available_mb,
        }),
        _ => Ok(()),
    }
}

/// Megabytes available: the kernel's estimate for new work, less when a control group's
/// limit is lower (Linux; `None` elsewhere).
pub fn available_mb() -> Option<u64> {
    let read = |path: &str| std::fs::read_to_string(path).ok();
    available_in(
        &read("/proc/meminfo")?,
        read("/sys/fs/cgroup/memory.max").as_deref(),
        read("/sys/fs/cgroup/memory.current").as_deref(),
    )
}

/// Megabytes available by `/proc/meminfo`'s text and a control group's `memory.max` and
/// `memory.current` (in bytes; `max` when unlimited).
fn available_in(meminfo: &str, max: Option<&str>, current: Option<&str>) -> Option<u64> {
    let kb: u64 = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemAvailable:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()?;
    let bytes = |text: Option<&str>| text?.trim().parse::<u64>().ok();
    let group = match (bytes(max), bytes(current)) {
        (Some(max), Some(current)) => max.saturating_sub(current) / (1024 * 1024),
        _ => u64::MAX,
    };
    Some((kb / 1024).min(group))
}

#[cfg(test)]
mod tests {
    use super::{available_in, check_tables};

    #[test]
    fn the_available_memory_is_read_from_the_kernel_and_the_control_group() {
        let meminfo =
            "MemTotal:       24576000 kB\nMemFree:  100 kB\nMemAvailable:   20480000 kB\n";
        assert_eq!(available_in(meminfo, None, None), Some(20_000));
        assert_eq!(
            available_in(meminfo, Some("max\n"), Some("5\n")),
            Some(20_000)
        );
        let group = (Some("4294967296\n"), Some("1073741824\n"));
        assert_eq!(available_in(meminfo, group.0, group.1), Some(3072));
        assert_eq!(available_in("MemTotal: 5 kB\n", None, None), None);
        assert_eq!(available_in("MemAvailable: lots\n", None, None), None);
    }

    #[test]
    fn tables_beyond_any_machine_are_refused_by_name() {
        if super::available_mb().is_none() {
            return;
        }
        let refused = check_tables(u64::MAX, "--hash 9").unwrap_err().to_string();
        assert!(refused.starts_with("--hash 9 needs about"), "{refused}");
        assert!(check_tables(1, "--hash 1").is_ok());
    }
}
