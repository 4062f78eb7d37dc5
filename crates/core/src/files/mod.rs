//! The files the program keeps — settings, the autosave, the history — are read and
//! written the same way, here: a read capped in size that never blocks on a FIFO, text
//! checked as UTF-8 with the position of the first bad byte, an atomic write (temp file,
//! sync, rename), a broken file set aside under one naming rule that never overwrites,
//! and the position of a RON key for error messages about a value the parser accepted.
//!
//! Pure logic plus file I/O: no Bevy.

mod aside;
mod atomic;
mod read;
mod ron_keys;

pub use aside::{Aside, set_aside};
pub use atomic::{write_atomic, write_atomic_with};
pub use read::NotText;
pub(crate) use read::{ReadError, decode_text, read_capped};
pub use ron_keys::Key;
pub(crate) use ron_keys::{find_key, find_key_or_parent, scan_keys, top_open, value_span};

use std::path::Path;

/// FNV-1a over `bytes`: a name's stable hash, the same across builds and platforms (a
/// kept game's file name, a font subset's tag in a PDF).
pub(crate) fn stable_hash(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The folder a file is in (`.` for a bare file name).
pub(crate) fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}
