//! Setting a broken file aside, so that a player's hand-edited settings or a saved game
//! that no longer loads is never lost: it is kept beside itself as
//! `<name>.broken-<unix seconds>`, or `<name>.broken-<unix seconds>-<n>` when that name
//! is taken. An existing file is never overwritten.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::atomic::resolve_symlink;
use super::parent_dir;

/// What becomes of the broken file itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aside {
    /// It stays where it is, and a copy with the same bytes is kept beside it (the
    /// settings: the save that follows replaces it atomically).
    Copy,
    /// It moves to the new name (the autosave: nothing may resume it again).
    Move,
}

/// How many `-n` suffixes are tried before giving up.
const MAX_SUFFIX: u32 = 1000;

/// Sets the file at `path` aside (a symbolic link: the file it points to) and returns
/// where it is kept; `None` when there is no file. On an error the file is as it was.
pub fn set_aside(path: &Path, how: Aside) -> io::Result<Option<PathBuf>> {
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
    for n in 0..MAX_SUFFIX {
        let kept = dir.join(match n {
            0 => format!("{name}.broken-{secs}"),
            _ => format!("{name}.broken-{secs}-{n}"),
        });
        match keep_as(path, &kept) {
            Ok(()) => {
                if how == Aside::Move {
                    fs::remove_file(path).inspect_err(|_| {
                        let _ = fs::remove_file(&kept);
                    })?;
                }
                return Ok(Some(kept));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        crate::t!("file-too-many-aside"),
    ))
}

/// A second name for the file's bytes that did not exist before: a hard link (no copy,
/// exact bytes), else a copy where links are not supported. `AlreadyExists` when the
/// name is taken.
fn keep_as(path: &Path, kept: &Path) -> io::Result<()> {
    match fs::hard_link(path, kept) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        Err(_) => copy_new(path, kept),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_aside_files_never_replace_each_other() {
        let dir = std::env::temp_dir().join(format!("pd-aside-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let _ = fs::create_dir_all(&dir);
        let file = dir.join("autosave.ron");
        let mut kept = Vec::new();
        for k in 0..3u8 {
            let _ = fs::write(&file, [k]);
            let how = if k == 2 { Aside::Copy } else { Aside::Move };
            match set_aside(&file, how) {
                Ok(Some(p)) => kept.push(p),
                other => panic!("{other:?}"),
            }
        }
        let bytes: Vec<Vec<u8>> = kept
            .iter()
            .map(|p| fs::read(p).unwrap_or_default())
            .collect();
        assert_eq!(bytes, [vec![0], vec![1], vec![2]], "{kept:?}");
        assert!(file.exists(), "a copy leaves the file where it was");
        let names: Vec<String> = kept
            .iter()
            .filter_map(|p| p.file_name()?.to_str().map(String::from))
            .collect();
        assert!(names.iter().all(|n| n.starts_with("autosave.ron.broken-")));
        assert_eq!(set_aside(&dir.join("none"), Aside::Move).ok(), Some(None));
        let _ = fs::remove_dir_all(&dir);
    }
}
