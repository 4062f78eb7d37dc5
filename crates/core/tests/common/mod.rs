//! Shared by the tests of the core and the phones (and, through `tests/common`, the
//! game's): players' names, and where the workspace's files are.

use std::path::PathBuf;

/// `n` players named P1, P2, ….
#[allow(dead_code)]
pub fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

/// A file of the workspace by its path from the top (`tests/data/…`, `config/…`),
/// whichever crate's tests ask.
#[allow(dead_code)]
pub fn top(path: &str) -> PathBuf {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let top = here
        .ancestors()
        .find(|dir| dir.join("Cargo.lock").exists())
        .unwrap_or(here);
    top.join(path)
}
