//! The composed studies in `crates/mancala-study/studies/`: every one loads (its solution replays legally from its
//! start), its tags are right and its solution ends the game with the tagged value; a sample
//! of each file is proved again (the first move is the only one that keeps the value).

use std::collections::HashSet;
use std::path::PathBuf;

use mancala_play::compose::{board_name, Study, MIN_PLIES};
use mancala_solver::{Limits, Solver};

/// Nodes allowed to re-prove one study's first moves (the composer proved them in far fewer).
const REPROVE_NODES: u64 = 4_000_000;

fn study_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../mancala-study/studies");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the studies folder exists")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_study_replays_with_its_tags_and_a_sample_is_proved_again() {
    let files = study_files();
    assert!(!files.is_empty(), "no study files");
    let mut ids = HashSet::new();
    for file in files {
        let name = file
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("file name")
            .to_string();
        let records =
            mancala_record::load_all(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(!records.is_empty(), "{name}: no study");
        let studies: Vec<Study> = records
            .iter()
            .map(|r| Study::from_record(r).unwrap_or_else(|e| panic!("{name}: {e}")))
            .collect();
        for (i, study) in studies.iter().enumerate() {
            assert_eq!(
                board_name(study.start.rules()),
                name,
                "{}: a study of another board",
                study.id
            );
            assert_eq!(study.id, format!("{name}-{:03}", i + 1));
            assert!(ids.insert(study.id.clone()), "{}: id used twice", study.id);
            assert!(study.solution.len() >= MIN_PLIES);
            assert!(study.start.legal_moves().len() >= 2, "{}: forced", study.id);
        }
        // Re-prove a sample: the first, the middle and the last study of the file.
        let solver = Solver::new(32);
        let sample: HashSet<usize> = [0, studies.len() / 2, studies.len() - 1].into();
        for &i in &sample {
            let study = &studies[i];
            let proved = study
                .reprove_first(&solver, &Limits::nodes(REPROVE_NODES))
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(proved, "{}: not proved again within the limit", study.id);
        }
    }
}
