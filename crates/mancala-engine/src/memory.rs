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

/// Refuses a search table and a solver table of `mb` megabytes each (asked for with
/// `flag`, e.g. `--hash 4096`) when the machine has not the memory for both.
pub fn check_engine_and_solver(mb: u64, flag: &str) -> Result<(), TooLarge> {
    let asked = format!("{flag} (a table for the engine and one for the solver)");
    check_tables(mb.saturating_mul(2), &asked)
}

/// Megabytes available: the kernel's estimate for new work, less when a control group's
/// limit is lower (Linux; `None` elsewhere).
pub fn available_mb() -> Option<u64> {
    let read = |name: &str| std::fs::read_to_string(format!("/sys/fs/cgroup/{name}")).ok();
    let group = Group {
        max: read("memory.max"),
        current: read("memory.current"),
        stat: read("memory.stat"),
    };
    available_in(&std::fs::read_to_string("/proc/meminfo").ok()?, &group)
}

/// A control group's (version 2) memory files, as read.
struct Group {
    /// `memory.max`: its limit in bytes, or `max`.
    max: Option<String>,
    /// `memory.current`: the bytes it uses, page cache included.
    current: Option<String>,
    /// `memory.stat`: the breakdown, whose `inactive_file` cache the kernel gives back first.
    stat: Option<String>,
}

/// Megabytes available by `/proc/meminfo`'s text and a control group's files.
fn available_in(meminfo: &str, group: &Group) -> Option<u64> {
    let kb: u64 = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemAvailable:"))?
        .trim()
        .strip_suffix("kB")?
        .trim()
        .parse()
        .ok()?;
    let bytes = |text: &Option<String>| text.as_deref()?.trim().parse::<u64>().ok();
    let reclaimable = group
        .stat
        .as_deref()
        .and_then(|stat| {
            stat.lines()
                .find_map(|line| line.strip_prefix("inactive_file "))?
                .trim()
                .parse::<u64>()
                .ok()
        })
        .unwrap_or(0);
    let in_group = match (bytes(&group.max), bytes(&group.current)) {
        (Some(max), Some(current)) => {
            max.saturating_sub(current.saturating_sub(reclaimable)) / (1024 * 1024)
        }
        _ => u64::MAX,
    };
    Some((kb / 1024).min(in_group))
}

#[cfg(test)]
mod tests {
    use super::{available_in, check_tables, Group};

    #[test]
    fn the_available_memory_is_read_from_the_kernel_and_the_control_group() {
        let meminfo =
            "MemTotal:       24576000 kB\nMemFree:  100 kB\nMemAvailable:   20480000 kB\n";
        let group = |max: Option<&str>, current: Option<&str>, stat: Option<&str>| Group {
            max: max.map(String::from),
            current: current.map(String::from),
            stat: stat.map(String::from),
        };
        let none = group(None, None, None);
        assert_eq!(available_in(meminfo, &none), Some(20_000));
        let unlimited = group(Some("max\n"), Some("5\n"), None);
        assert_eq!(available_in(meminfo, &unlimited), Some(20_000));
        // 4 GiB limit, 1 GiB used: 3 GiB left.
        let limited = group(Some("4294967296\n"), Some("1073741824\n"), None);
        assert_eq!(available_in(meminfo, &limited), Some(3072));
        // Of the 3 GiB used, 2 GiB are inactive file cache the kernel gives back first.
        let stat = "anon 1000\nfile 2147483648\ninactive_file 2147483648\nactive_file 0\n";
        let cached = group(Some("4294967296"), Some("3221225472"), Some(stat));
        assert_eq!(available_in(meminfo, &cached), Some(3072));
        assert_eq!(available_in("MemTotal: 5 kB\n", &none), None);
        assert_eq!(available_in("MemAvailable: lots\n", &none), None);
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
