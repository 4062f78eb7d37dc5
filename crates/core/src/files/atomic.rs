//! Atomic writes: a temp file in the same folder, written, flushed and synced, then
//! renamed over the old file, so a crash or a full disk leaves the old file whole.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::parent_dir;

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
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, crate::t!("file-no-name")))?
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
pub(crate) fn rename_replacing(from: &Path, to: &Path) -> io::Result<()> {
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

/// The file a symlink points to, so a save writes through the link (e.g. into a
/// dotfiles repository) instead of replacing it; other paths as they are.
pub(super) fn resolve_symlink(path: &Path) -> PathBuf {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            // `dunce` keeps the path as people write it: no `\\?\` prefix on Windows,
            // where the kept broken file's name is shown to the player.
            dunce::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
        }
        _ => path.to_path_buf(),
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
