//! Studies as the server keeps them: a submitted study's stored record, the filters and
//! pages of the studies' list, the limits on a submission's name and on a try's moves,
//! how many solver runs (checks, hints, submissions) a client and the server may have at
//! once. Plain values; the solving is the study crate's, the storing the store's.

use super::jobs::{admit_place, Busy, Places};

/// Studies on a page of the list.
pub const PAGE_SIZE: usize = 20;
/// Most pages anyone may ask for (the list is never that long; a bound on the query).
pub const MAX_PAGE: usize = 10_000;
/// Most characters of a submitter's name.
pub const MAX_STUDY_NAME: usize = 60;
/// Most moves a try may list (the study's line so far and the try).
pub const MAX_TRY_MOVES: usize = 200;
/// Most submitted studies the list reads (the newest; the collection's are all listed).
pub const MAX_LISTED_SUBMITTED: usize = 1000;
/// Most solver runs for study checks, hints and submissions at once.
pub const SOLVING: usize = 4;
/// Most of those runs one client may have at once.
pub const SOLVING_PER_CLIENT: usize = 2;

/// A submitted study as stored: the position the solver verified and what it proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubmittedRecord {
    /// Its id (`s-` and a number; the collection's ids never start so).
    pub id: String,
    /// The position as the engine protocol's JSON.
    pub position: String,
    /// Who submitted it (as they named themselves).
    pub name: String,
    /// The proved value for the side to move.
    pub value: i32,
    /// The proved line, moves in notation separated by spaces.
    pub solution: String,
    /// Difficulty 1 to 10, if rated.
    pub difficulty: Option<u8>,
    /// When it was submitted (ms since the epoch).
    pub created: i64,
}

/// The filters of the studies' list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this game (its name, `en-dodoi`, ...).
    pub game: Option<String>,
    /// Only boards of so many holes a row.
    pub holes: Option<usize>,
    /// Only this difficulty.
    pub difficulty: Option<u8>,
}

impl Filter {
    /// Whether a study of `game` with `holes` a row and `difficulty` passes.
    pub fn passes(&self, game: &str, holes: usize, difficulty: Option<u8>) -> bool {
        self.game.as_deref().is_none_or(|g| g == game)
            && self.holes.is_none_or(|h| h == holes)
            && self.difficulty.is_none_or(|d| difficulty == Some(d))
    }
}

/// The range of items on page `page` (from 1) of `total` items, and the number of pages
/// (at least 1). A page past the last is empty.
pub fn page_range(total: usize, page: usize) -> (std::ops::Range<usize>, usize) {
    let pages = total.div_ceil(PAGE_SIZE).max(1);
    let start = page.saturating_sub(1).saturating_mul(PAGE_SIZE).min(total);
    let end = start.saturating_add(PAGE_SIZE).min(total);
    (start..end, pages)
}

/// Whether a client with `mine` solver runs may start another while `total` run in all.
/// `mine_left` and `all_left` are the milliseconds left to the time bounds of the
/// client's own runs and of every run: a refusal's retry time is when the first of them
/// ends (at least 1 s).
pub fn admit_solving(
    mine: usize,
    total: usize,
    mine_left: impl IntoIterator<Item = u64>,
    all_left: impl IntoIterator<Item = u64>,
) -> Result<(), Busy> {
    admit_place(
        Places {
            per_client: SOLVING_PER_CLIENT,
            total: SOLVING,
        },
        (mine, total),
        (mine_left, all_left),
        |mine| {
            format!(
                "the solver is checking {mine} of your studies (at most {SOLVING_PER_CLIENT}): wait for one to finish"
            )
        },
        |total| {
            format!("the solver is checking {total} studies at once, its most: try again shortly")
        },
    )
}

/// A submitter's name trimmed, or why it is refused.
pub fn study_name(name: &str) -> Result<String, String> {
    let trimmed = name.trim();
    if trimmed.is_empty()
        || name.chars().count() > MAX_STUDY_NAME
        || name.chars().any(char::is_control)
    {
        return Err(format!(
            "'name' must be 1 to {MAX_STUDY_NAME} characters, without control characters"
        ));
    }
    Ok(trimmed.to_string())
}

/// The days since 1970-01-01 and the date (`YYYY-MM-DD`) of `ms` since the epoch (UTC).
pub fn utc_day(ms: i64) -> (u64, String) {
    let days = ms.div_euclid(86_400_000).max(0);
    let date = mancala_record::date_of_day(days).replace('.', "-");
    (days as u64, date)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_cover_the_list_and_stop_at_its_end() {
        assert_eq!(page_range(0, 1), (0..0, 1));
        assert_eq!(page_range(45, 1), (0..20, 3));
        assert_eq!(page_range(45, 3), (40..45, 3));
        assert_eq!(page_range(45, 4), (45..45, 3));
        assert_eq!(page_range(40, 2), (20..40, 2));
        assert_eq!(page_range(5, MAX_PAGE), (5..5, 1));
    }

    #[test]
    fn filters_keep_what_matches() {
        let all = Filter::default();
        assert!(all.passes("giuthi", 8, None));
        let f = Filter {
            game: Some("en-dodoi".into()),
            holes: Some(6),
            difficulty: Some(3),
        };
        assert!(f.passes("en-dodoi", 6, Some(3)));
        assert!(!f.passes("en-dodoi", 6, None));
        assert!(!f.passes("en-dodoi", 7, Some(3)));
        assert!(!f.passes("giuthi", 6, Some(3)));
    }

    #[test]
    fn a_client_has_two_solver_runs_and_the_server_four() {
        assert!(admit_solving(0, 0, [], []).is_ok());
        assert!(admit_solving(1, SOLVING - 1, [3000], [3000, 100]).is_ok());
        let mine = admit_solving(2, 2, [4200, 9000], [4200, 9000]).unwrap_err();
        assert_eq!(mine.retry_after, 5);
        assert!(mine.message.contains("at most 2"), "{}", mine.message);
        let all = admit_solving(0, SOLVING, [], [700, 5000, 5000, 5000]).unwrap_err();
        assert_eq!(all.retry_after, 1);
        assert!(all.message.contains("its most"), "{}", all.message);
        // A run past its time bound still gives a retry of at least a second.
        assert_eq!(admit_solving(2, 2, [0, 0], []).unwrap_err().retry_after, 1);
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(study_name("  Amina "), Ok("Amina".to_string()));
        assert!(study_name("   ").is_err());
        assert!(study_name("a\u{7}b").is_err());
        assert!(study_name(&"x".repeat(61)).is_err());
        assert!(study_name(&"x".repeat(60)).is_ok());
    }

    #[test]
    fn utc_days_and_dates() {
        assert_eq!(utc_day(0), (0, "1970-01-01".to_string()));
        assert_eq!(utc_day(86_400_000 - 1), (0, "1970-01-01".to_string()));
        // 2026-11-30 is day 20,787.
        assert_eq!(
            utc_day(20_787 * 86_400_000 + 5),
            (20_787, "2026-11-30".to_string())
        );
        assert_eq!(
            utc_day(11_016 * 86_400_000),
            (11_016, "2000-02-29".to_string())
        );
    }
}
