//! The phone ids the game has given up on, so that a captured letter of theirs replayed
//! later stays refused. A Bloom filter of fixed size that never forgets: no number of
//! ids, forged or not, pushes an old one out (a table of the last N would let 65 536 ids
//! flush it). A false "retired" costs a new phone one reconnect with a fresh key: at the
//! million ids a day of parties could not reach (new ids are rate-limited) it is under
//! one in fifty; at ten thousand, one in ten million.

/// Bits in the filter: 2^24, 2 MiB.
const BITS: usize = 1 << 24;
/// Bits set per id.
const HASHES: u64 = 6;

/// Ids retired for the online room's life.
#[derive(Default)]
pub(crate) struct Retired {
    bits: Vec<u64>,
    count: u64,
}

/// The bit positions of an id: double hashing on its bytes (an id is already a hash).
fn positions(id: &str) -> impl Iterator<Item = usize> {
    let bytes = id.as_bytes();
    let word = |at: usize| {
        let mut w = [0u8; 8];
        for (i, b) in w.iter_mut().enumerate() {
            // Every byte of the id counts, mixed by position, whatever its length.
            *b = bytes.get(at + i).copied().unwrap_or(0);
        }
        u64::from_le_bytes(w)
    };
    let fold = |from: usize| {
        (from..bytes.len()).step_by(16).fold(0u64, |h, at| {
            (h ^ word(at))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(29)
        })
    };
    let (h1, h2) = (fold(0), fold(8) | 1);
    (0..HASHES).map(move |i| (h1.wrapping_add(i.wrapping_mul(h2)) % BITS as u64) as usize)
}

impl Retired {
    /// Remembers `id` as retired.
    pub fn insert(&mut self, id: &str) {
        if self.bits.is_empty() {
            self.bits = vec![0; BITS / 64];
        }
        for at in positions(id) {
            if let Some(word) = self.bits.get_mut(at / 64) {
                *word |= 1 << (at % 64);
            }
        }
        self.count += 1;
    }

    /// Whether `id` was retired (or, rarely, looks so).
    pub fn contains(&self, id: &str) -> bool {
        !self.bits.is_empty()
            && positions(id).all(|at| {
                self.bits
                    .get(at / 64)
                    .is_some_and(|w| w & (1 << (at % 64)) != 0)
            })
    }

    #[cfg(test)]
    /// Ids retired so far.
    pub fn count(&self) -> u64 {
        self.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::seal::hex;

    fn id(n: u64) -> String {
        use sha2::{Digest, Sha256};
        hex(&Sha256::digest(n.to_le_bytes())[..16])
    }

    #[test]
    fn no_number_of_later_ids_pushes_an_early_one_out() {
        let mut retired = Retired::default();
        assert!(!retired.contains(&id(0)));
        retired.insert(&id(0));
        for n in 1..200_000 {
            retired.insert(&id(n));
        }
        assert!(retired.contains(&id(0)), "the first id is still retired");
        // And ids never inserted are, but for a rare few, not.
        let false_hits = (1_000_000..1_010_000)
            .filter(|&n| retired.contains(&id(n)))
            .count();
        assert!(false_hits < 5, "{false_hits} false hits in 10 000");
        assert_eq!(retired.count(), 200_000);
    }
}
