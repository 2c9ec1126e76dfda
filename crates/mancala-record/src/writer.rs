//! Writing records one at a time, as they are made (a match's games), to a file or, past
//! the size a record file may have, to several: nothing waits in memory but the record
//! being written, and every file written can be read back.

use std::path::{Path, PathBuf};

use crate::error::RecordError;
use crate::file::{Format, Staged, MAX_FILE};
use crate::record::Record;

/// Writes records to `path` (text records separated by blank lines, several JSON records
/// as an array, one JSON record as an object) and, once a file would pass its limit of
/// bytes, to `NAME-2.EXT`, `NAME-3.EXT` and so on. The files are written beside their
/// places under temporary names and put in place together at [`RecordWriter::finish`]: a
/// writer that fails or is dropped before leaves every file as it was.
pub struct RecordWriter {
    path: PathBuf,
    format: Format,
    most: u64,
    part: Option<Part>,
    /// The files written whole, waiting for [`RecordWriter::finish`].
    full: Vec<(PathBuf, Staged)>,
}

/// The file being written.
struct Part {
    path: PathBuf,
    file: Staged,
    records: usize,
    bytes: u64,
    /// A JSON file's first record, held until a second one makes the file an array.
    first_json: Option<String>,
}

/// Bytes a JSON array adds around its records: `[\n` and `\n]\n`.
const ARRAY_BYTES: u64 = 5;

impl RecordWriter {
    /// A writer to `path` in `format`, each file within the [`MAX_FILE`] bytes a record
    /// file may have to be read. Nothing is written before the first record.
    pub fn new(path: &Path, format: Format) -> RecordWriter {
        RecordWriter::with_limit(path, format, MAX_FILE)
    }

    /// A writer whose files hold at most `most` bytes each (a record larger than that
    /// has a file of its own).
    pub fn with_limit(path: &Path, format: Format, most: u64) -> RecordWriter {
        RecordWriter {
            path: path.to_path_buf(),
            format,
            most,
            part: None,
            full: Vec::new(),
        }
    }

    /// Writes `record` after the ones before it.
    pub fn write(&mut self, record: &Record) -> Result<(), RecordError> {
        let text = match self.format {
            Format::Text => record.to_text(),
            Format::Json => record.to_json(),
        };
        // What the record adds: a separator before it, and for JSON the array's brackets.
        let added = text.len() as u64
            + match (self.format, self.part.as_ref().map_or(0, |p| p.records)) {
                (Format::Text, 0) => 0,
                (Format::Text, _) => 1,
                (Format::Json, 0) => 1,
                (Format::Json, 1) => ARRAY_BYTES + 2,
                (Format::Json, _) => 2,
            };
        if let Some(part) = &self.part {
            if part.records > 0 && part.bytes + added > self.most {
                self.end_part()?;
            }
        }
        if self.part.is_none() {
            let path = self.next_path();
            self.part = Some(Part {
                file: Staged::begin(&path)?,
                path,
                records: 0,
                bytes: 0,
                first_json: None,
            });
        }
        let Some(part) = self.part.as_mut() else {
            return Err(RecordError::Invalid("no file to write to".into()));
        };
        match (self.format, part.records) {
            (Format::Text, 0) => part.file.write(&text)?,
            (Format::Text, _) => {
                part.file.write("\n")?;
                part.file.write(&text)?;
            }
            (Format::Json, 0) => part.first_json = Some(text),
            (Format::Json, 1) => {
                let first = part.first_json.take().unwrap_or_default();
                part.file.write("[\n")?;
                part.file.write(&first)?;
                part.file.write(",\n")?;
                part.file.write(&text)?;
            }
            (Format::Json, _) => {
                part.file.write(",\n")?;
                part.file.write(&text)?;
            }
        }
        part.records += 1;
        part.bytes += added;
        Ok(())
    }

    /// Ends the last file and puts every file in place: the files written, in order (none
    /// when no record was written).
    pub fn finish(mut self) -> Result<Vec<PathBuf>, RecordError> {
        self.end_part()?;
        let mut written: Vec<PathBuf> = Vec::with_capacity(self.full.len());
        for (path, file) in std::mem::take(&mut self.full) {
            if let Err(e) = file.commit() {
                // A rename can still fail after others succeeded: the error says which
                // files were put in place (the rest are removed).
                return Err(match e {
                    RecordError::Io {
                        path,
                        message,
                        errno,
                    } if !written.is_empty() => {
                        let placed: Vec<String> =
                            written.iter().map(|p| p.display().to_string()).collect();
                        RecordError::Io {
                            path,
                            message: format!("{message} (already in place: {})", placed.join(", ")),
                            errno,
                        }
                    }
                    e => e,
                });
            }
            written.push(path);
        }
        Ok(written)
    }

    /// The path of the next file.
    fn next_path(&self) -> PathBuf {
        part_path(&self.path, self.full.len() + 1)
    }

    /// Ends the current file (a JSON array's end), synced and waiting to be put in place.
    fn end_part(&mut self) -> Result<(), RecordError> {
        let Some(mut part) = self.part.take() else {
            return Ok(());
        };
        match (self.format, part.first_json.take()) {
            (Format::Json, Some(only)) => {
                part.file.write(&only)?;
                part.file.write("\n")?;
            }
            (Format::Json, None) => part.file.write("\n]\n")?,
            (Format::Text, _) => {}
        }
        part.file.close()?;
        self.full.push((part.path, part.file));
        Ok(())
    }
}

/// The path of file `n` (from 1) of a [`RecordWriter`] to `path`: `path` itself, then
/// `NAME-2.EXT`, `NAME-3.EXT` and so on beside it.
pub fn part_path(path: &Path, n: usize) -> PathBuf {
    if n <= 1 {
        return path.to_path_buf();
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{n}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{n}"),
    };
    path.with_file_name(name)
}

/// Saves records to `path` in `format`, all in that one file (text records are separated
/// by blank lines; several JSON records form an array). No records is refused, and so are
/// records that would pass the [`MAX_FILE`] bytes a record file may have: such a file
/// could not be read. A refused save leaves the file as it was.
pub fn save(path: &Path, records: &[Record], format: Format) -> Result<(), RecordError> {
    if records.is_empty() {
        return Err(RecordError::Invalid(format!(
            "{}: no records to save (a record file holds at least one)",
            path.display()
        )));
    }
    let mut writer = RecordWriter::with_limit(path, format, u64::MAX);
    for record in records {
        writer.write(record)?;
        let bytes = writer.part.as_ref().map_or(0, |p| p.bytes);
        if bytes > MAX_FILE {
            return Err(RecordError::Invalid(format!(
                "{}: {} records would pass the {MAX_FILE} bytes a record file may have \
                 (passed at record {} of them); save fewer records a file",
                path.display(),
                records.len(),
                writer.part.as_ref().map_or(0, |p| p.records),
            )));
        }
    }
    writer.finish().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::file::load_all;
    use mancala_rules::{Game, History, Rules};

    /// Records compared by their text, which holds all of each.
    fn texts(records: &[Record]) -> Vec<String> {
        records.iter().map(Record::to_text).collect()
    }

    fn games(n: usize) -> Vec<Record> {
        let rules = Rules::with_size(Game::Giuthi, 6, 6).expect("rules");
        (0..n)
            .map(|i| {
                let mut game = History::new(rules);
                for _ in 0..i % 7 {
                    if game.play_random(&mut |k| i % k).is_none() {
                        break;
                    }
                }
                Record::new(game, "a", format!("b{i}"), "2026.12.06")
            })
            .collect()
    }

    #[test]
    fn records_written_one_at_a_time_read_back_as_saved_and_split_within_the_limit() {
        let dir = std::env::temp_dir().join(format!("mancala-writer-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("folder");
        let records = games(40);
        for (format, name) in [(Format::Text, "all.txt"), (Format::Json, "all.json")] {
            // Saved whole, one file.
            let whole = dir.join(name);
            save(&whole, &records, format).expect("saved");
            let size = std::fs::metadata(&whole).expect("saved").len();
            assert_eq!(
                texts(&load_all(&whole).expect("read back")),
                texts(&records)
            );
            // Written one at a time with room for about a quarter: four or five files,
            // each within the limit, together the records in order.
            let limit = size / 4 + 200;
            let split = dir.join(format!("split-{name}"));
            let mut writer = RecordWriter::with_limit(&split, format, limit);
            for record in &records {
                writer.write(record).expect("written");
            }
            let files = writer.finish().expect("finished");
            assert!((4..=6).contains(&files.len()), "{files:?}");
            assert_eq!(files[0], split);
            assert!(files[1]
                .to_string_lossy()
                .ends_with(&format!("split-all-2.{}", &name[4..])));
            let mut read = Vec::new();
            for file in &files {
                assert!(std::fs::metadata(file).expect("a file").len() <= limit);
                read.extend(load_all(file).expect("each file reads back"));
            }
            assert_eq!(texts(&read), texts(&records));
            // One record: a JSON file holds it as an object, as `save` writes it.
            let one = dir.join(format!("one-{name}"));
            let mut writer = RecordWriter::new(&one, format);
            writer.write(&records[3]).expect("written");
            writer.finish().expect("finished");
            assert_eq!(
                crate::file::load(&one).expect("one record").to_text(),
                records[3].to_text()
            );
        }
        // Nothing written, nothing made; dropped unfinished, even after several files
        // were full, the old file stays and no other is made.
        let untouched = dir.join("untouched.txt");
        assert!(RecordWriter::new(&untouched, Format::Text)
            .finish()
            .expect("nothing to do")
            .is_empty());
        assert!(!untouched.exists());
        std::fs::write(&untouched, "old").expect("written");
        let mut writer = RecordWriter::with_limit(&untouched, Format::Text, 1);
        for record in &records[..3] {
            writer.write(record).expect("written");
        }
        drop(writer);
        assert_eq!(std::fs::read_to_string(&untouched).expect("read"), "old");
        assert!(!part_path(&untouched, 2).exists() && !part_path(&untouched, 3).exists());
        let leftovers = std::fs::read_dir(&dir)
            .expect("folder")
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        assert_eq!(leftovers, 0, "no temporary file is left behind");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_save_past_the_file_limit_is_refused_and_leaves_the_file() {
        let dir = std::env::temp_dir().join(format!("mancala-save-limit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join("big.txt");
        std::fs::write(&path, "before").expect("write");
        let one = games(1).remove(0);
        let size = one.to_text().len() as u64 + 1;
        let many = vec![one; (MAX_FILE / size + 2) as usize];
        let error = save(&path, &many, Format::Text).expect_err("too big");
        assert!(
            error.to_string().contains("save fewer records a file"),
            "{error}"
        );
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "before");
        let names: Vec<_> = std::fs::read_dir(&dir).expect("dir").collect();
        assert_eq!(names.len(), 1, "no temporary file is left");
        std::fs::remove_dir_all(&dir).expect("clean");
    }
}
