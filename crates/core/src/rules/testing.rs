//! Helpers for the crate's own unit tests, in one place (the integration tests have
//! theirs in `tests/common`).

use super::Face;

/// The faces of `values` ([`Face::several`]).
pub fn faces(values: &[u8]) -> Vec<Face> {
    Face::several(values)
}

/// `n` players named P1, P2, ….
pub fn players(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

/// These players' names as owned strings.
pub fn named(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}
