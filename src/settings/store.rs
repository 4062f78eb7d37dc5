//! Reading and writing settings files safely.
//!
//! Loading only ever opens the file for reading. Saving writes a temp file in the same
//! directory, syncs it and renames it over the old one, so a crash or a full disk leaves
//! the old file whole; a file that failed to load is first kept beside the new one.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use super::{Settings, SettingsError, parse, to_ron};

/// Largest settings file read (1 MiB); bigger files are refused before parsing.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// Where the settings in [`Loaded`] came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Read from the file.
    File,
    /// No file yet (first run): defaults, and no error.
    DefaultsMissingFile,
    /// The file could not be used: defaults, and `Loaded::error` says why.
    DefaultsAfterError,
}

/// The result of [`load`]: always usable settings, plus what went wrong if anything.
#[derive(Debug)]
pub struct Loaded {
    /// The file's settings, or the defaults.
    pub settings: Settings,
    /// Why the file was not used; `None` when it was, or when there was no file.
    pub error: Option<SettingsError>,
    /// Where `settings` came from.
    pub source: Source,
}

/// What [`save`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveOutcome {
    /// The file written.
    pub path: PathBuf,
    /// Where the broken file that was there before is kept, if one was.
    pub kept_broken: Option<PathBuf>,
}

impl SaveOutcome {
    /// A line for the player: where settings went, and where the broken file is kept.
    pub fn notice(&self) -> String {
        match &self.kept_broken {
            Some(kept) => format!(
                "settings saved to {}; the old broken file is kept as {}",
                self.path.display(),
                kept.display()
            ),
            None => format!("settings saved to {}", self.path.display()),
        }
    }
}

/// Reads the file's bytes, refusing anything over [`MAX_FILE_BYTES`] without reading it.
fn read_limited(path: &Path) -> Result<Vec<u8>, (io::ErrorKind, SettingsError)> {
    let io_err = |source: io::Error| {
        (
            source.kind(),
            SettingsError::Io {
                path: path.to_path_buf(),
                action: "read",
                source,
            },
        )
    };
    // Refuse directories, FIFOs and devices before opening: opening a FIFO would block.
    let meta = fs::metadata(path).map_err(io_err)?;
    if !meta.is_file() {
        let what = if meta.is_dir() {
            "it is a directory, not a file"
        } else {
            "it is not a regular file (a FIFO or a device?)"
        };
        let source = io::Error::new(io::ErrorKind::InvalidInput, what);
        return Err(io_err(source));
    }
    let file = File::open(path).map_err(io_err)?;
    let len = file.metadata().map_err(io_err)?.len();
    if len > MAX_FILE_BYTES {
        let e = SettingsError::TooLarge {
            path: path.to_path_buf(),
            bytes: len,
        };
        return Err((io::ErrorKind::InvalidData, e));
    }
    // `take` also guards against files that grow, and devices that report length 0.
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_err)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        let e = SettingsError::TooLarge {
            path: path.to_path_buf(),
            bytes: bytes.len() as u64,
        };
        return Err((io::ErrorKind::InvalidData, e));
    }
    Ok(bytes)
}

/// Turns bytes into settings: UTF-8 check (with the position of the first bad byte),
/// then [`parse`].
fn decode(bytes: &[u8], path: &Path) -> Result<Settings, SettingsError> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let offset = e.valid_up_to();
            // The prefix is valid UTF-8 by definition.
            let valid = std::str::from_utf8(&bytes[..offset]).unwrap_or_default();
            let line = 1 + valid.matches('\n').count();
            let col = 1 + valid.chars().rev().take_while(|&c| c != '\n').count();
            return Err(SettingsError::NotUtf8 {
                path: path.to_path_buf(),
                line,
                col,
                offset,
                byte: bytes[offset],
            });
        }
    };
    parse(text, path)
}

/// Loads settings from `path`. Never panics and never writes to the file.
///
/// A missing file is the first run: defaults and no error. Any other problem gives the
/// defaults plus the error to show the player.
pub fn load(path: &Path) -> Loaded {
    let result = match read_limited(path) {
        Err((io::ErrorKind::NotFound, _)) => {
            return Loaded {
                settings: Settings::default(),
                error: None,
                source: Source::DefaultsMissingFile,
            };
        }
        Err((_, e)) => Err(e),
        Ok(bytes) => decode(&bytes, path),
    };
    match result {
        Ok(settings) => Loaded {
            settings,
            error: None,
            source: Source::File,
        },
        Err(e) => Loaded {
            settings: Settings::default(),
            error: Some(e),
            source: Source::DefaultsAfterError,
        },
    }
}

/// Checks a settings file for `party-dice check-config`: the text to print and the exit
/// code. `("ok", 0)` when the file loads; otherwise the error message and 2. A missing
/// file is reported (exit 2): there is nothing to check.
pub fn check_config(path: &Path) -> (String, i32) {
    match read_limited(path) {
        Err((io::ErrorKind::NotFound, _)) => (
            format!(
                "{}: no such file (Party Dice would start on the defaults)",
                path.display()
            ),
            2,
        ),
        Err((_, e)) => (e.to_string(), 2),
        Ok(bytes) => match decode(&bytes, path) {
            Ok(_) => ("ok".to_string(), 0),
            Err(e) => (e.to_string(), 2),
        },
    }
}

/// Saves settings to `path` atomically, creating its directory.
///
/// Invalid settings are refused (the file would not load). When `broken` is the error
/// from loading this file, the file as it is now is first kept beside it as
/// `<name>.broken-<unix seconds>` (never overwritten); if that copy cannot be made
/// nothing is written.
pub fn save(
    path: &Path,
    settings: &Settings,
    broken: Option<&SettingsError>,
) -> Result<SaveOutcome, SettingsError> {
    settings
        .validate()
        .map_err(|problem| SettingsError::Invalid {
            path: path.to_path_buf(),
            at: None,
            problem,
        })?;
    let dir = parent_dir(path);
    fs::create_dir_all(dir).map_err(|source| SettingsError::Io {
        path: dir.to_path_buf(),
        action: "create the settings directory",
        source,
    })?;
    let kept_broken = match broken {
        Some(_) => keep_broken(path).map_err(|source| SettingsError::Io {
            path: path.to_path_buf(),
            action: "keep a copy of the broken file (nothing was saved)",
            source,
        })?,
        None => None,
    };
    write_atomic(path, to_ron(settings).as_bytes()).map_err(|source| SettingsError::Io {
        path: path.to_path_buf(),
        action: "write",
        source,
    })?;
    Ok(SaveOutcome {
        path: path.to_path_buf(),
        kept_broken,
    })
}

fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Keeps the file at `path` (if any) as `<name>.broken-<unix seconds>[-n]` beside it.
///
/// A hard link keeps the exact bytes without copying and leaves `path` in place until
/// the atomic rename replaces it; where links are not supported the bytes are copied.
fn keep_broken(path: &Path) -> io::Result<Option<PathBuf>> {
    // Keep the file itself, not a second link to a symlink that the save then rewrites.
    let resolved = resolve_symlink(path);
    let path = resolved.as_path();
    if fs::symlink_metadata(path).is_err() {
        return Ok(None);
    }
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = parent_dir(path);
    for n in 0..1000 {
        let kept_name = match n {
            0 => format!("{name}.broken-{secs}"),
            _ => format!("{name}.broken-{secs}-{n}"),
        };
        let kept = dir.join(kept_name);
        match fs::hard_link(path, &kept) {
            Ok(()) => return Ok(Some(kept)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) => {}
        }
        match copy_new(path, &kept) {
            Ok(()) => return Ok(Some(kept)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many kept broken files",
    ))
}

/// Copies `from` to a new file `to` (never replacing one) and syncs it.
fn copy_new(from: &Path, to: &Path) -> io::Result<()> {
    let bytes = fs::read(from)?;
    let mut out = OpenOptions::new().write(true).create_new(true).open(to)?;
    let result = out.write_all(&bytes).and_then(|()| out.sync_all());
    if result.is_err() {
        let _ = fs::remove_file(to);
    }
    result
}

/// The file a symlink points to, so a save writes through the link (e.g. into a
/// dotfiles repository) instead of replacing it; other paths as they are.
fn resolve_symlink(path: &Path) -> PathBuf {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            // `dunce` keeps the path as people write it: no `\\?\` prefix on Windows,
            // where the kept broken file's name is shown to the player.
            dunce::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
        }
        _ => path.to_path_buf(),
    }
}

/// Writes `bytes` to `path` atomically: temp file in the same directory, write, flush and
/// sync, then rename over `path`. On any error the old file is untouched and the temp
/// file removed. The directory must exist.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// [`write_atomic`] with the content produced by `write` (e.g. a serializer streaming
/// into the file). If `write` fails, the old file is untouched.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let resolved = resolve_symlink(path);
    let path = resolved.as_path();
    let dir = parent_dir(path);
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?
        .to_string_lossy()
        .into_owned();
    let (tmp, mut file) = loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}.tmp-{}-{n}", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(file) => break (tmp, file),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    };
    let result = (|| {
        let mut buffered = io::BufWriter::new(&mut file);
        write(&mut buffered)?;
        buffered.flush()?;
        drop(buffered);
        file.sync_all()?;
        drop(file);
        rename_replacing(&tmp, path)
    })();
    if let Err(e) = result {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    // Make the rename itself durable; not every platform can sync a directory.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Renames `from` over `to`, replacing it: the last step of every atomic save.
///
/// On Windows a virus scanner, a search indexer or a backup tool may hold the target
/// open for a moment, and the rename then fails with "access denied" or a sharing
/// violation; it is retried for about half a second before giving up. Elsewhere the
/// rename is atomic and such errors are real, so it is tried once.
pub fn rename_replacing(from: &Path, to: &Path) -> io::Result<()> {
    retry_transient(
        RENAME_ATTEMPTS,
        RENAME_PAUSE,
        || fs::rename(from, to),
        is_transient_sharing_error,
        std::thread::sleep,
    )
}

/// How often [`rename_replacing`] tries: ten times over about half a second on Windows.
const RENAME_ATTEMPTS: u32 = if cfg!(windows) { 10 } else { 1 };

/// The pause between two tries of [`rename_replacing`].
const RENAME_PAUSE: std::time::Duration = std::time::Duration::from_millis(50);

/// Whether `e` is the kind of error another program's open handle causes on Windows:
/// access denied (os error 5), a sharing violation (32) or a lock violation (33).
fn is_transient_sharing_error(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::PermissionDenied || matches!(e.raw_os_error(), Some(5 | 32 | 33))
}

/// Runs `op` up to `attempts` times (at least once), pausing with `sleep(pause)` after
/// each failure that `transient` accepts; any other error, or the last one, is
/// returned as it is.
fn retry_transient<T>(
    attempts: u32,
    pause: std::time::Duration,
    mut op: impl FnMut() -> io::Result<T>,
    transient: impl Fn(&io::Error) -> bool,
    mut sleep: impl FnMut(std::time::Duration),
) -> io::Result<T> {
    let mut tried = 1;
    loop {
        match op() {
            Ok(value) => return Ok(value),
            Err(e) if tried < attempts && transient(&e) => {
                tried += 1;
                sleep(pause);
            }
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::time::Duration;

    const PAUSE: Duration = Duration::from_millis(50);

    /// An operation that fails with `errors` in turn, then succeeds; counts its calls.
    fn failing_then_ok(
        errors: Vec<io::Error>,
        calls: &Cell<u32>,
    ) -> impl FnMut() -> io::Result<u32> {
        let mut errors = errors.into_iter();
        move || {
            calls.set(calls.get() + 1);
            match errors.next() {
                Some(e) => Err(e),
                None => Ok(calls.get()),
            }
        }
    }

    fn denied() -> io::Error {
        io::Error::from(io::ErrorKind::PermissionDenied)
    }

    #[test]
    fn transient_failures_are_retried_until_the_rename_succeeds() {
        let calls = Cell::new(0);
        let mut slept = Vec::new();
        let op = failing_then_ok(vec![denied(), denied(), denied()], &calls);
        let result = retry_transient(10, PAUSE, op, is_transient_sharing_error, |d| slept.push(d));
        assert_eq!(result.ok(), Some(4));
        assert_eq!(calls.get(), 4);
        assert_eq!(slept, vec![PAUSE; 3]);
    }

    #[test]
    fn the_retries_stop_after_the_last_attempt_with_its_error() {
        let calls = Cell::new(0);
        let mut sleeps = 0;
        let op = failing_then_ok((0..20).map(|_| denied()).collect(), &calls);
        let result = retry_transient(10, PAUSE, op, is_transient_sharing_error, |_| sleeps += 1);
        assert_eq!(
            result.err().map(|e| e.kind()),
            Some(io::ErrorKind::PermissionDenied)
        );
        assert_eq!(calls.get(), 10);
        assert_eq!(sleeps, 9, "no pause after the last attempt");
    }

    #[test]
    fn other_errors_are_returned_at_once() {
        let calls = Cell::new(0);
        let mut sleeps = 0;
        let op = failing_then_ok(vec![io::Error::from(io::ErrorKind::NotFound)], &calls);
        let result = retry_transient(10, PAUSE, op, is_transient_sharing_error, |_| sleeps += 1);
        assert_eq!(
            result.err().map(|e| e.kind()),
            Some(io::ErrorKind::NotFound)
        );
        assert_eq!((calls.get(), sleeps), (1, 0));
    }

    #[test]
    fn one_attempt_means_no_retry() {
        let calls = Cell::new(0);
        let mut sleeps = 0;
        let op = failing_then_ok(vec![denied()], &calls);
        let result = retry_transient(1, PAUSE, op, is_transient_sharing_error, |_| sleeps += 1);
        assert!(result.is_err());
        assert_eq!((calls.get(), sleeps), (1, 0));
    }

    #[test]
    fn sharing_and_lock_violations_count_as_transient() {
        // Windows' raw codes: access denied, sharing violation, lock violation.
        for code in [5, 32, 33] {
            assert!(is_transient_sharing_error(&io::Error::from_raw_os_error(
                code
            )));
        }
        assert!(!is_transient_sharing_error(&io::Error::from(
            io::ErrorKind::NotFound
        )));
    }

    #[test]
    fn renames_are_tried_once_except_on_windows() {
        assert_eq!(RENAME_ATTEMPTS, if cfg!(windows) { 10 } else { 1 });
        assert_eq!(
            RENAME_PAUSE * RENAME_ATTEMPTS.saturating_sub(1),
            if cfg!(windows) {
                Duration::from_millis(450)
            } else {
                Duration::ZERO
            }
        );
    }
}
