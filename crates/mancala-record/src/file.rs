//! Reading and writing record files: the format by content or name, atomic saves.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::RecordError;
use crate::record::Record;

/// Largest record file read (bytes).
pub const MAX_FILE: u64 = 16 * 1024 * 1024;

/// A record file's form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The PGN-like text form.
    Text,
    /// The JSON form.
    Json,
}

impl Format {
    /// The form a file name implies: `.json` is JSON, anything else text.
    pub fn from_path(path: &Path) -> Format {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("json") => Format::Json,
            _ => Format::Text,
        }
    }

    /// The form of some content: JSON when it starts with `{`, `[{` or `[]`.
    pub fn detect(content: &str) -> Format {
        let t = without_bom(content).trim_start();
        let after_bracket = t.strip_prefix('[').map(str::trim_start);
        if t.starts_with('{') || after_bracket.is_some_and(|a| a.starts_with(['{', ']'])) {
            Format::Json
        } else {
            Format::Text
        }
    }
}

/// A file error of our own finding (too large, not a file).
fn io_error(path: &Path, e: impl std::fmt::Display) -> RecordError {
    RecordError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
        errno: None,
    }
}

/// A file error the system reported, with its error number.
fn os_error(path: &Path, e: std::io::Error) -> RecordError {
    RecordError::Io {
        path: path.display().to_string(),
        errno: e.raw_os_error(),
        message: e.to_string(),
    }
}

/// The text without a byte order mark opening it (some editors write one in UTF-8 files).
pub(crate) fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads one record of either form, told apart by the content.
pub fn parse(text: &str) -> Result<Record, RecordError> {
    let text = without_bom(text);
    match Format::detect(text) {
        // A text record may open with a `{ comment }`: when JSON fails, text is tried.
        Format::Json => {
            Record::parse_json(text).or_else(|e| Record::parse_text(text).map_err(|_| e))
        }
        Format::Text => Record::parse_text(text),
    }
}

/// Reads every record of a text of either form (several text records, or a JSON array or
/// object).
pub fn parse_all(text: &str) -> Result<Vec<Record>, RecordError> {
    let text = without_bom(text);
    let json = match Format::detect(text) {
        Format::Text => return Record::parse_text_all(text),
        Format::Json if text.trim_start().starts_with('[') => Record::parse_json_all(text),
        Format::Json => Record::parse_json(text).map(|r| vec![r]),
    };
    json.or_else(|e| Record::parse_text_all(text).map_err(|_| e))
}

/// Reads a record file of either form (told apart by its content): one record.
pub fn load(path: &Path) -> Result<Record, RecordError> {
    parse(&read(path)?)
}

/// Reads every record of a file (several text records, or a JSON array or object).
pub fn load_all(path: &Path) -> Result<Vec<Record>, RecordError> {
    parse_all(&read(path)?)
}

fn read(path: &Path) -> Result<String, RecordError> {
    // Read at most one byte past the limit: special files report no size and may never end.
    let file = fs::File::open(path).map_err(|e| os_error(path, e))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| os_error(path, e))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(io_error(
            path,
            format!("more than the {MAX_FILE} bytes a record file may have"),
        ));
    }
    String::from_utf8(bytes).map_err(|_| io_error(path, "not UTF-8 text"))
}

/// The file a save to `path` replaces or creates: `path` itself, or a symbolic link's target
/// (a link is written through); its permissions when it exists. Anything at `path` that is
/// not a file (a device, a pipe, a folder) is refused, and so is a read-only file.
fn save_target(path: &Path) -> Result<(PathBuf, Option<fs::Permissions>), RecordError> {
    let (target, meta) = match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            let resolved = fs::canonicalize(path).map_err(|e| os_error(path, e))?;
            match fs::metadata(&resolved) {
                Ok(meta) if meta.is_file() => (resolved, Some(meta)),
                _ => return Err(io_error(path, "a link to something that is not a file")),
            }
        }
        Ok(meta) if !meta.is_file() => {
            return Err(io_error(path, "not a file (a device, a pipe or a folder)"));
        }
        Ok(meta) => (path.to_path_buf(), Some(meta)),
        Err(_) => (path.to_path_buf(), None),
    };
    if meta.as_ref().is_some_and(|m| m.permissions().readonly()) {
        return Err(io_error(path, "the file is read-only: not replaced"));
    }
    Ok((target, meta.map(|m| m.permissions())))
}

/// The folder a file at `path` is written in, and the file's name.
fn folder_and_name(path: &Path) -> Result<(&Path, String), RecordError> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .ok_or_else(|| io_error(path, "not a file name"))?
        .to_string_lossy()
        .to_string();
    Ok((dir, name))
}

/// A temporary file's path beside `path`, unique to this process and call.
fn temporary(dir: &Path, name: &str) -> PathBuf {
    static SAVES: AtomicU64 = AtomicU64::new(0);
    let unique = SAVES.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.{}.{unique}.tmp", std::process::id()))
}

/// Checks that [`write_atomic`] to `path` can succeed as far as can be told before the work
/// that makes the contents: the target is a file or does not exist yet, is not read-only,
/// and its folder exists and takes a new file (one is made and removed). Long commands ask
/// this first, so that a mistyped output path does not throw their work away.
pub fn check_writable(path: &Path) -> Result<(), RecordError> {
    let (target, _) = save_target(path)?;
    let (dir, name) = folder_and_name(&target)?;
    let probe = temporary(dir, &name);
    fs::File::create(&probe).map_err(|e| os_error(path, e))?;
    let _ = fs::remove_file(&probe);
    Ok(())
}

/// A file being written in place of another: a temporary file beside the target, renamed
/// over it by [`Staged::commit`] once whole and synced, so a crash never leaves a truncated
/// file; dropped uncommitted, it is removed and the target is left as it was. A symbolic
/// link is written through (its target is replaced); a file replaced keeps its permissions;
/// anything at the path that is not a file (a device, a pipe, a folder), and a read-only
/// file, are refused and left as they are.
pub(crate) struct Staged {
    /// The path as given, for errors.
    path: PathBuf,
    target: PathBuf,
    temp: PathBuf,
    file: Option<std::io::BufWriter<fs::File>>,
}

impl Staged {
    /// Starts writing in place of `path`.
    pub(crate) fn begin(path: &Path) -> Result<Staged, RecordError> {
        let (target, permissions) = save_target(path)?;
        let (dir, name) = folder_and_name(&target)?;
        let temp = temporary(dir, &name);
        let file = fs::File::create(&temp).map_err(|e| os_error(path, e))?;
        let staged = Staged {
            path: path.to_path_buf(),
            target,
            temp,
            file: Some(std::io::BufWriter::new(file)),
        };
        if let (Some(permissions), Some(file)) = (permissions, staged.file.as_ref()) {
            file.get_ref()
                .set_permissions(permissions)
                .map_err(|e| os_error(path, e))?;
        }
        Ok(staged)
    }

    /// Adds `text` to the file.
    pub(crate) fn write(&mut self, text: &str) -> Result<(), RecordError> {
        match self.file.as_mut() {
            Some(file) => file
                .write_all(text.as_bytes())
                .map_err(|e| os_error(&self.path, e)),
            None => Err(io_error(&self.path, "written after its end")),
        }
    }

    /// Ends the writing: the file flushed and synced, not yet in place ([`Staged::commit`]
    /// puts it there; dropped instead, it is removed).
    pub(crate) fn close(&mut self) -> Result<(), RecordError> {
        let Some(file) = self.file.take() else {
            return Ok(());
        };
        let result = (|| -> std::io::Result<()> {
            file.into_inner().map_err(|e| e.into_error())?.sync_all()
        })();
        result.map_err(|e| os_error(&self.path, e))
    }

    /// Puts the file in place of the target: synced, then renamed over it.
    pub(crate) fn commit(mut self) -> Result<(), RecordError> {
        self.close()?;
        let result = (|| -> std::io::Result<()> {
            fs::rename(&self.temp, &self.target)?;
            // Make the rename itself durable (best effort: not every system syncs folders).
            if let Some(folder) = self.target.parent().and_then(|d| {
                fs::File::open(if d.as_os_str().is_empty() {
                    Path::new(".")
                } else {
                    d
                })
                .ok()
            }) {
                let _ = folder.sync_all();
            }
            Ok(())
        })();
        result.map_err(|e| os_error(&self.path, e))
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        // Not committed (an error, or the work given up): the target stays as it was. After
        // a commit the temporary name no longer exists and this does nothing.
        let _ = fs::remove_file(&self.temp);
    }
}

/// Writes `contents` to `path` atomically (see [`Staged`]).
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), RecordError> {
    let mut staged = Staged::begin(path)?;
    staged.write(contents)?;
    staged.commit()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_goes_through_a_link_and_never_replaces_what_is_not_a_file() {
        let dir = std::env::temp_dir().join(format!("mancala-write-{}", std::process::id()));
        fs::create_dir_all(&dir).expect("folder");
        let file = dir.join("game.txt");
        write_atomic(&file, "first").expect("written");
        write_atomic(&file, "second").expect("written again");
        assert_eq!(fs::read_to_string(&file).expect("read"), "second");
        // A folder at the path is refused and left as it is.
        let folder = dir.join("folder");
        fs::create_dir_all(&folder).expect("folder");
        let refused = write_atomic(&folder, "x").expect_err("refused");
        assert!(refused.to_string().contains("not a file"), "{refused}");
        assert!(folder.is_dir());
        #[cfg(unix)]
        {
            let link = dir.join("link.txt");
            let _ = fs::remove_file(&link);
            std::os::unix::fs::symlink(&file, &link).expect("link");
            write_atomic(&link, "through").expect("written through the link");
            assert!(fs::symlink_metadata(&link)
                .expect("link")
                .file_type()
                .is_symlink());
            assert_eq!(fs::read_to_string(&file).expect("read"), "through");
            // A link to a folder is refused too.
            let to_folder = dir.join("to-folder");
            let _ = fs::remove_file(&to_folder);
            std::os::unix::fs::symlink(&folder, &to_folder).expect("link");
            assert!(write_atomic(&to_folder, "x").is_err());
            assert!(folder.is_dir());
        }
        let _ = fs::remove_dir_all(&dir);
    }
}
