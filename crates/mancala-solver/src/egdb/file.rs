//! The file format: a header, one signed byte an entry, a CRC-32 of everything before it.
//!
//! ```text
//! magic "MANCEGDB" | version u32 LE | header length u32 LE | header (key=value lines, UTF-8)
//! | entries (one i8 each) | unsettled entry numbers (u64 LE each, as many as the header's
//! `unsettled` says; none when it says `unknown`) | CRC-32 (u32 LE) of all the bytes before it
//! ```
//! Version 2 files (no `unsettled` field and no list) are read as `unknown`.
//! Files are written to a temporary name, synced, renamed into place and the directory
//! synced, so a file that exists under its final name is complete.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use mancala_rules::{Game, Options, Rules};

use super::index::{Keying, Slice};
use super::EgdbError;

/// The first bytes of every database file.
pub const MAGIC: &[u8; 8] = b"MANCEGDB";

/// The format version this code writes.
pub const VERSION: u32 = 3;

/// The oldest format version this code reads.
pub const OLDEST_VERSION: u32 = 2;

/// The only entry encoding so far: one signed byte an entry.
pub const ENCODING: &str = "i8";

/// What a database file says about itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The game.
    pub game: Game,
    /// Holes a row.
    pub holes: usize,
    /// The rule options.
    pub options: Options,
    /// What entries store.
    pub keying: Keying,
    /// Seeds on the board.
    pub layer: u32,
    /// Which part of the layer (the whole layer is `0/1`).
    pub slice: Slice,
    /// Entries in the whole layer.
    pub layer_entries: u64,
    /// First entry in this file.
    pub start: u64,
    /// One past the last entry in this file.
    pub end: u64,
    /// Under own-row layer bounds (see `egdb::own_row`): how many entries of this file the
    /// bounds left to the search (listed after the entries); every other entry equals both of
    /// its bounds, so a search may use it as bounds with a history. `None`: not known.
    pub unsettled: Option<u64>,
}

impl Header {
    /// The header's fields as `(name, value)` pairs, in file order.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        let o = &self.options;
        vec![
            ("game", self.game.name().to_string()),
            ("holes", self.holes.to_string()),
            ("lap_limit", o.lap_limit.to_string()),
            ("capture_lone_seed", o.capture_lone_seed.to_string()),
            ("repetition", o.repetition.name().to_string()),
            ("opening_rule", o.opening_rule.to_string()),
            ("keying", self.keying.name().to_string()),
            ("layer", self.layer.to_string()),
            ("slice", self.slice.to_string()),
            ("layer_entries", self.layer_entries.to_string()),
            ("start", self.start.to_string()),
            ("end", self.end.to_string()),
            ("entries", (self.end - self.start).to_string()),
            ("encoding", ENCODING.to_string()),
            (
                "unsettled",
                self.unsettled
                    .map_or_else(|| "unknown".to_string(), |n| n.to_string()),
            ),
        ]
    }

    /// Rules with these holes and options (start seeds play no part in a database).
    pub fn rules(&self) -> Result<Rules, String> {
        let rules = Rules::with_size(self.game, self.holes as u64, 1).map_err(|e| e.to_string())?;
        Ok(rules.with_options(self.options))
    }

    /// The first field in which `self` and `other` disagree about the database (not the
    /// layer or slice): `(field, self's value, other's value)`.
    pub fn database_difference(&self, other: &Header) -> Option<(String, String, String)> {
        let mine = self.fields();
        let theirs = other.fields();
        for ((name, a), (_, b)) in mine.iter().zip(&theirs) {
            let about_database = !matches!(
                *name,
                "layer" | "slice" | "layer_entries" | "start" | "end" | "entries" | "unsettled"
            );
            if about_database && a != b {
                return Some((name.to_string(), a.clone(), b.clone()));
            }
        }
        None
    }

    fn parse(text: &str) -> Result<Header, String> {
        let mut map = std::collections::HashMap::new();
        for line in text.lines() {
            let (k, v) = line
                .split_once('=')
                .ok_or_else(|| format!("header line '{line}' is not key=value"))?;
            if map.insert(k, v).is_some() {
                return Err(format!("header gives {k} twice"));
            }
        }
        let get = |k: &str| {
            map.get(k)
                .copied()
                .ok_or_else(|| format!("header has no {k}"))
        };
        let num = |k: &str| -> Result<u64, String> {
            get(k)?
                .parse()
                .map_err(|_| format!("header {k} is not a number"))
        };
        let game: Game = get("game")?
            .parse()
            .map_err(|_| "unknown game".to_string())?;
        let mut options = Options::defaults(game);
        for name in [
            "lap_limit",
            "capture_lone_seed",
            "repetition",
            "opening_rule",
        ] {
            if game.option_names().contains(&name) {
                options
                    .set(game, name, get(name)?)
                    .map_err(|e| e.to_string())?;
            }
        }
        let keying = match get("keying")? {
            "relative" => Keying::Relative,
            "win-loss" => Keying::WinLoss,
            "lead" => Keying::Lead,
            other => return Err(format!("unknown keying {other}")),
        };
        if get("encoding")? != ENCODING {
            return Err(format!("unknown encoding {}", get("encoding")?));
        }
        let slice: Slice = get("slice")?
            .parse()
            .map_err(|e: EgdbError| e.to_string())?;
        let layer = u32::try_from(num("layer")?).map_err(|_| "layer out of range".to_string())?;
        let header =
            Header {
                game,
                holes: num("holes")? as usize,
                options,
                keying,
                layer,
                slice,
                layer_entries: num("layer_entries")?,
                start: num("start")?,
                end: num("end")?,
                // Files written before the field existed make no such claim.
                unsettled: match map.get("unsettled").copied() {
                    None | Some("unknown") => None,
                    Some(n) => Some(n.parse().map_err(|_| {
                        format!("header unsettled is '{n}', not a number or unknown")
                    })?),
                },
            };
        if header.start > header.end
            || header.end > header.layer_entries
            || num("entries")? != header.end - header.start
            || slice.range(header.layer_entries) != (header.start, header.end)
        {
            return Err("header ranges do not fit together".into());
        }
        Ok(header)
    }
}

/// Writes `header` and `entries` to `path` atomically (temporary file, fsync, rename, fsync of
/// the directory), with `unsettled` (the entry numbers the own-row bounds left to the search,
/// when known) after the entries; the header's count is set from it.
pub fn write(
    path: &Path,
    header: &Header,
    entries: &[i8],
    unsettled: Option<&[u64]>,
) -> Result<(), EgdbError> {
    let mut header = header.clone();
    header.unsettled = unsettled.map(|u| u.len() as u64);
    let mut text = String::new();
    for (k, v) in header.fields() {
        text.push_str(k);
        text.push('=');
        text.push_str(&v);
        text.push('\n');
    }
    let mut bytes = Vec::with_capacity(entries.len() + text.len() + 24);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(text.len() as u32).to_le_bytes());
    bytes.extend_from_slice(text.as_bytes());
    bytes.extend(entries.iter().map(|&e| e as u8));
    for &entry in unsettled.unwrap_or_default() {
        bytes.extend_from_slice(&entry.to_le_bytes());
    }
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    let tmp = temporary(path);
    let io = |e| EgdbError::io(&tmp, e);
    {
        let mut file = fs::File::create(&tmp).map_err(io)?;
        file.write_all(&bytes).map_err(io)?;
        file.sync_all().map_err(io)?;
    }
    fs::rename(&tmp, path).map_err(|e| EgdbError::io(path, e))?;
    sync_dir(path)
}

fn temporary(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".tmp{}", std::process::id()));
    path.with_file_name(name)
}

fn sync_dir(path: &Path) -> Result<(), EgdbError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        let handle = fs::File::open(dir).map_err(|e| EgdbError::io(dir, e))?;
        handle.sync_all().map_err(|e| EgdbError::io(dir, e))?;
    }
    Ok(())
}

/// Reads only the header of `path` (the checksum is checked by [`read`]).
pub fn read_header(path: &Path) -> Result<Header, EgdbError> {
    use std::io::Read;
    let mut file = fs::File::open(path).map_err(|e| EgdbError::io(path, e))?;
    let mut start = [0u8; 16];
    file.read_exact(&mut start)
        .map_err(|_| corrupt(path, "shorter than a header"))?;
    let len = check_start(path, &start)?;
    let mut text = vec![0u8; len];
    file.read_exact(&mut text)
        .map_err(|_| corrupt(path, "shorter than its header"))?;
    parse_text(path, &text)
}

fn corrupt(path: &Path, problem: impl Into<String>) -> EgdbError {
    EgdbError::Corrupt {
        path: path.to_path_buf(),
        problem: problem.into(),
    }
}

fn check_start(path: &Path, start: &[u8]) -> Result<usize, EgdbError> {
    if &start[..8] != MAGIC {
        return Err(corrupt(
            path,
            "not a mancala endgame database file (bad magic)",
        ));
    }
    let version = u32::from_le_bytes([start[8], start[9], start[10], start[11]]);
    if !(OLDEST_VERSION..=VERSION).contains(&version) {
        return Err(corrupt(
            path,
            format!("format version {version}, this program reads {OLDEST_VERSION} to {VERSION}"),
        ));
    }
    let len = u32::from_le_bytes([start[12], start[13], start[14], start[15]]) as usize;
    if len > 1 << 16 {
        return Err(corrupt(path, "header too long"));
    }
    Ok(len)
}

fn parse_text(path: &Path, text: &[u8]) -> Result<Header, EgdbError> {
    let text = std::str::from_utf8(text).map_err(|_| corrupt(path, "header is not UTF-8"))?;
    Header::parse(text).map_err(|p| corrupt(path, p))
}

/// A file's contents: its header, its entries, and the entry numbers its own-row bounds left
/// to the search (`None` when not known).
pub type Contents = (Header, Vec<i8>, Option<Vec<u64>>);

/// Reads `path`, checking the magic, version, header, size and checksum.
///
/// The entries are read straight into the buffer that is returned: a layer of billions of
/// entries is held once in memory, not copied on its way in.
pub fn read(path: &Path) -> Result<Contents, EgdbError> {
    use std::io::Read;
    let mut file = fs::File::open(path).map_err(|e| EgdbError::io(path, e))?;
    let size = file.metadata().map_err(|e| EgdbError::io(path, e))?.len();
    let mut start = [0u8; 16];
    if size < 20 || file.read_exact(&mut start).is_err() {
        return Err(corrupt(path, "shorter than a header"));
    }
    let len = check_start(path, &start)?;
    let after_text = size - 16;
    if (len as u64) + 4 > after_text {
        return Err(corrupt(path, "shorter than its header"));
    }
    let mut text = vec![0u8; len];
    file.read_exact(&mut text)
        .map_err(|_| corrupt(path, "shorter than its header"))?;
    // The header says how large the rest must be: checked before the rest is read, so a
    // file grown past its header costs no memory (the checksum is checked after).
    let header = parse_text(path, &text)?;
    let rest = after_text - len as u64;
    let expected = header
        .unsettled
        .unwrap_or(0)
        .checked_mul(8)
        .and_then(|l| l.checked_add(header.end - header.start))
        .and_then(|b| b.checked_add(4))
        .ok_or_else(|| corrupt(path, "its header's counts overflow"))?;
    if rest != expected {
        return Err(corrupt(
            path,
            format!(
                "holds {rest} bytes after its header, which says {expected} \
                 (entries, unsettled list and checksum)"
            ),
        ));
    }
    let mut bytes = Vec::new();
    usize::try_from(rest)
        .ok()
        .and_then(|rest| bytes.try_reserve_exact(rest).ok())
        .ok_or_else(|| {
            corrupt(
                path,
                format!("its {rest} bytes of entries do not fit this machine's memory"),
            )
        })?;
    file.read_to_end(&mut bytes)
        .map_err(|e| EgdbError::io(path, e))?;
    // The size was checked against the header above: anything else now means the file
    // changed while it was read.
    if bytes.len() as u64 != rest {
        return Err(corrupt(path, "it changed while it was read"));
    }
    let body = bytes.len() - 4;
    let stored = u32::from_le_bytes([
        bytes[body],
        bytes[body + 1],
        bytes[body + 2],
        bytes[body + 3],
    ]);
    let mut crc = crc32fast::Hasher::new();
    crc.update(&start);
    crc.update(&text);
    crc.update(&bytes[..body]);
    if crc.finalize() != stored {
        return Err(corrupt(path, "checksum mismatch"));
    }
    let data = &bytes[..body];
    let entries = header.end - header.start;
    let (values, list) = data.split_at(entries as usize);
    let unsettled = header.unsettled.map(|_| {
        list.chunks_exact(8)
            .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
            .collect::<Vec<u64>>()
    });
    if let Some(list) = &unsettled {
        let in_order = list.windows(2).all(|w| w[0] < w[1]);
        let in_range = list
            .iter()
            .all(|&e| (header.start..header.end).contains(&e));
        if !in_order || !in_range {
            return Err(corrupt(
                path,
                "its unsettled entries are not in order within its range",
            ));
        }
    }
    // A checksum catches accidents, not a value no position of the layer can have.
    let most = header.keying.most(header.layer);
    if let Some(at) = values.iter().position(|&b| i32::from(b as i8).abs() > most) {
        return Err(corrupt(
            path,
            format!(
                "entry {} holds {}, outside -{most}..{most} for {} seeds on the board",
                header.start + at as u64,
                values[at] as i8,
                header.layer
            ),
        ));
    }
    let entries = values.len();
    bytes.truncate(entries);
    // Reinterpreting each byte as signed reuses the buffer (an in-place collect).
    Ok((
        header,
        bytes.into_iter().map(|b| b as i8).collect(),
        unsettled,
    ))
}

/// The file name of a finished layer.
pub fn layer_name(layer: u32) -> String {
    format!("layer-{layer:03}.egdb")
}

/// The file name of one slice of a layer.
pub fn slice_name(layer: u32, slice: Slice) -> String {
    format!(
        "layer-{layer:03}-slice-{:06}-of-{:06}.egdb",
        slice.index, slice.count
    )
}

/// What a file name in a database directory is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A finished layer.
    Layer(u32),
    /// One slice of a layer.
    Slice(u32, Slice),
}

/// Recognises the names written by [`layer_name`] and [`slice_name`], exactly as written
/// (`layer-1.egdb` is not `layer-001.egdb`: two names for one layer would be two files).
pub fn kind_of(name: &str) -> Option<FileKind> {
    let kind = parsed_kind(name)?;
    let canonical = match kind {
        FileKind::Layer(layer) => layer_name(layer),
        FileKind::Slice(layer, slice) => slice_name(layer, slice),
    };
    (canonical == name).then_some(kind)
}

fn parsed_kind(name: &str) -> Option<FileKind> {
    let rest = name.strip_prefix("layer-")?.strip_suffix(".egdb")?;
    match rest.split_once("-slice-") {
        None => rest.parse().ok().map(FileKind::Layer),
        Some((layer, slice)) => {
            let (i, k) = slice.split_once("-of-")?;
            let slice = Slice {
                index: i.parse().ok()?,
                count: k.parse().ok()?,
            };
            (slice.count > 0
                && slice.index < slice.count
                && slice.count <= super::index::MAX_SLICES)
                .then_some(())
                .and(layer.parse().ok())
                .map(|l| FileKind::Slice(l, slice))
        }
    }
}

/// The database files in `dir` with their kinds, sorted by name.
pub fn list(dir: &Path) -> Result<Vec<(FileKind, PathBuf)>, EgdbError> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| EgdbError::io(dir, e))? {
        let entry = entry.map_err(|e| EgdbError::io(dir, e))?;
        let name = entry.file_name();
        if let Some(kind) = name.to_str().and_then(kind_of) {
            let path = entry.path();
            // Followed through links: a database's file may be a link to one elsewhere.
            if !path.is_file() {
                return Err(EgdbError::io(
                    &path,
                    std::io::Error::other("named as a database file, but not a file"),
                ));
            }
            out.push((kind, path));
        }
    }
    out.sort_by(|a, b| a.1.cmp(&b.1));
    Ok(out)
}
