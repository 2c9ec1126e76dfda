//! The studies shipped in this crate's `studies/`: compiled in, read once with the record reader, checked
//! as `Study::from_record` checks them; the daily pick per game.

use std::sync::OnceLock;

use mancala_record::Record;
use mancala_rules::{Game, Position};

use crate::study::Study;

/// The shipped study files: board name and text.
const FILES: [(&str, &str); 8] = [
    ("en-gehe-2x40", include_str!("../studies/en-gehe-2x40.txt")),
    ("en-gehe-2x50", include_str!("../studies/en-gehe-2x50.txt")),
    ("en-dodoi-2x6", include_str!("../studies/en-dodoi-2x6.txt")),
    ("en-dodoi-2x8", include_str!("../studies/en-dodoi-2x8.txt")),
    (
        "sadeqa-ii-2x6",
        include_str!("../studies/sadeqa-ii-2x6.txt"),
    ),
    ("giuthi-2x5", include_str!("../studies/giuthi-2x5.txt")),
    ("giuthi-2x6", include_str!("../studies/giuthi-2x6.txt")),
    ("giuthi-2x8", include_str!("../studies/giuthi-2x8.txt")),
];

struct Collection {
    studies: Vec<Study>,
    errors: Vec<String>,
}

fn collection() -> &'static Collection {
    static COLLECTION: OnceLock<Collection> = OnceLock::new();
    COLLECTION.get_or_init(|| {
        let mut studies = Vec::new();
        let mut errors = Vec::new();
        for (name, text) in FILES {
            match Record::parse_text_all(text) {
                Ok(records) => {
                    for record in &records {
                        match Study::from_record(record) {
                            Ok(study) => studies.push(study),
                            Err(e) => errors.push(format!("{name}: {e}")),
                        }
                    }
                }
                Err(e) => errors.push(format!("{name}: {e}")),
            }
        }
        Collection { studies, errors }
    })
}

/// Every shipped study, file by file (En Gehé, En Dodoi, Sadeqa II, Giuthi), in file order.
pub fn shipped() -> &'static [Study] {
    &collection().studies
}

/// What could not be read from the shipped files (empty unless a file is broken; a test
/// keeps it so).
pub fn load_errors() -> &'static [String] {
    &collection().errors
}

/// The shipped study with this id (`giuthi-2x5-007`).
pub fn find(id: &str) -> Option<&'static Study> {
    shipped().iter().find(|s| s.id == id)
}

/// The shipped study that starts from `position` numbered `ply`, if any: a submitted copy of it
/// is not a new study.
pub fn starting_at(position: &Position, ply: u64) -> Option<&'static Study> {
    shipped()
        .iter()
        .find(|s| s.start_ply == ply && s.start == *position)
}

/// The shipped studies of `game`, optionally of one board size, in file order.
pub fn of_game(game: Game, holes: Option<usize>) -> impl Iterator<Item = &'static Study> {
    shipped().iter().filter(move |s| {
        s.start.rules().game() == game && holes.is_none_or(|h| s.start.rules().holes() == h)
    })
}

/// The study of the day for `game`, `day` days after 1970-01-01 (UTC): the days walk
/// through the game's studies in a fixed shuffled order (SplitMix64 of the day number), the
/// same for everyone on a given date. `None` when the game has no study.
pub fn daily(game: Game, day: u64) -> Option<&'static Study> {
    let studies: Vec<&Study> = of_game(game, None).collect();
    if studies.is_empty() {
        return None;
    }
    let index = (splitmix(day) % studies.len() as u64) as usize;
    studies.get(index).copied()
}

/// SplitMix64's output function.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::board_name;
    use std::collections::HashSet;

    #[test]
    fn a_shipped_study_is_found_by_its_start_and_ply() {
        for study in [&shipped()[0], &shipped()[200], &shipped()[319]] {
            let found = starting_at(&study.start, study.start_ply).expect("found");
            assert_eq!(found.id, study.id);
            assert!(starting_at(&study.start, study.start_ply + 1).is_none());
        }
        let start = Position::start(*shipped()[0].start.rules());
        assert!(starting_at(&start, 0).is_none());
    }

    #[test]
    fn every_shipped_study_reads() {
        assert_eq!(load_errors(), &[] as &[String]);
        assert_eq!(shipped().len(), 8 * 40);
        let ids: HashSet<&str> = shipped().iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids.len(), shipped().len());
        for (name, _) in FILES {
            let of_file: Vec<&Study> = shipped()
                .iter()
                .filter(|s| board_name(s.start.rules()) == name)
                .collect();
            assert_eq!(of_file.len(), 40, "{name}");
            assert_eq!(of_file[6].id, format!("{name}-007"));
        }
        let study = find("giuthi-2x5-007").expect("found");
        assert_eq!(study.start.rules().holes(), 5);
        assert!(find("giuthi-2x5-999").is_none());
    }

    #[test]
    fn the_daily_study_is_of_its_game_and_changes() {
        for game in [Game::EnGehe, Game::EnDodoi, Game::SadeqaII, Game::Giuthi] {
            let days: Vec<&Study> = (20_000..20_030)
                .map(|d| daily(game, d).expect("a study"))
                .collect();
            assert!(days.iter().all(|s| s.start.rules().game() == game));
            assert_eq!(daily(game, 20_001).map(|s| &s.id), Some(&days[1].id));
            let distinct: HashSet<&str> = days.iter().map(|s| s.id.as_str()).collect();
            assert!(distinct.len() > 10, "{game}: {} distinct", distinct.len());
        }
        assert_eq!(of_game(Game::Giuthi, Some(8)).count(), 40);
        assert_eq!(of_game(Game::Giuthi, None).count(), 120);
    }
}
