//! Reading a file that a person may have edited or broken: refused unread when it is not
//! a regular file or is larger than its cap, and checked as UTF-8 text.

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::Path;

/// Why a file could not be read.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ReadError {
    /// There is no such file.
    Missing,
    /// A directory, a FIFO or a device: refused before opening (a FIFO would block).
    /// What it is instead: `"directory"` or `"special"` (a FIFO, a socket, a device).
    NotAFile(&'static str),
    /// The file is larger than the cap; it was not read.
    TooLarge {
        /// Its size (at least this many bytes).
        bytes: u64,
        /// The cap.
        cap: u64,
    },
    /// The operating system refused.
    Io(#[from] io::Error),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ReadError::Missing => crate::t!("file-missing"),
            ReadError::NotAFile(kind) => crate::t!("file-not-a-file", kind = *kind),
            ReadError::TooLarge { bytes, cap } => crate::t!(
                "file-too-large",
                bytes = bytes.to_string(),
                cap = cap.to_string()
            ),
            ReadError::Io(e) => e.to_string(),
        };
        f.write_str(&text)
    }
}

/// Reads the bytes of `path`, refusing anything that is not a regular file or is over
/// `cap` bytes, without reading it.
pub(crate) fn read_capped(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let missing = |e: io::Error| match e.kind() {
        io::ErrorKind::NotFound => ReadError::Missing,
        _ => ReadError::Io(e),
    };
    let meta = fs::metadata(path).map_err(missing)?;
    if meta.is_dir() {
        return Err(ReadError::NotAFile("directory"));
    }
    if !meta.is_file() {
        return Err(ReadError::NotAFile("special"));
    }
    let file = File::open(path).map_err(missing)?;
    let len = file.metadata()?.len();
    if len > cap {
        return Err(ReadError::TooLarge { bytes: len, cap });
    }
    // `take` also guards against files that grow, and devices that report length 0.
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    let read = bytes.len() as u64;
    if read > cap {
        return Err(ReadError::TooLarge { bytes: read, cap });
    }
    Ok(bytes)
}

/// Bytes that are not UTF-8 text: where the first bad byte is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub struct NotText {
    /// One-based line of the first bad byte.
    pub line: usize,
    /// One-based column (in characters) of the first bad byte.
    pub col: usize,
    /// Byte offset of the first bad byte.
    pub offset: usize,
    /// The first bad byte.
    pub byte: u8,
}

impl std::fmt::Display for NotText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::t!(
            "file-not-utf8",
            byte = format!("0x{:02X}", self.byte),
            offset = self.offset.to_string()
        ))
    }
}

/// The bytes as text, or where they stop being UTF-8.
pub(crate) fn decode_text(bytes: &[u8]) -> Result<&str, NotText> {
    std::str::from_utf8(bytes).map_err(|e| {
        let offset = e.valid_up_to();
        // The prefix is valid UTF-8 by definition.
        let valid = std::str::from_utf8(&bytes[..offset]).unwrap_or_default();
        NotText {
            line: 1 + valid.matches('\n').count(),
            col: 1 + valid.chars().rev().take_while(|&c| c != '\n').count(),
            offset,
            byte: bytes.get(offset).copied().unwrap_or(0),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_bad_byte_is_placed_by_line_and_column() {
        let e = decode_text(b"ab\ncd\xFFe").err();
        assert_eq!(
            e,
            Some(NotText {
                line: 2,
                col: 3,
                offset: 5,
                byte: 0xFF
            })
        );
        assert_eq!(decode_text("é\n".as_bytes()).ok(), Some("é\n"));
    }

    #[test]
    fn files_over_the_cap_and_folders_are_refused_unread() {
        let dir = std::env::temp_dir().join(format!("pd-read-{}", std::process::id()));
        let _ = fs::create_dir_all(&dir);
        let file = dir.join("f");
        let _ = fs::write(&file, b"12345");
        assert!(matches!(
            read_capped(&file, 4),
            Err(ReadError::TooLarge { bytes: 5, cap: 4 })
        ));
        assert_eq!(read_capped(&file, 5).ok(), Some(b"12345".to_vec()));
        assert!(matches!(read_capped(&dir, 9), Err(ReadError::NotAFile(_))));
        assert!(matches!(
            read_capped(&dir.join("none"), 9),
            Err(ReadError::Missing)
        ));
        let _ = fs::remove_dir_all(&dir);
    }
}
