//! A seat's dice finish (solid, pearl, marble, metal): what it is called in the
//! player's language. The settings keep each seat's; the phones, the setup screen and
//! the printed card name it.

use serde::{Deserialize, Serialize};

/// How a seat's dice are made, beside their colour and the mark their pips take: each
/// finish differs in gloss and pattern as well as in tint, so it reads without colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Finish {
    /// Glossy solid resin, the colour throughout.
    #[default]
    Solid,
    /// A pale, soft sheen under a clear coat.
    Pearl,
    /// Veined stone: darker streaks through the colour.
    Marble,
    /// Brushed metal that mirrors the room.
    Metal,
}

impl Finish {
    /// Every finish, in the order pickers show them.
    pub const ALL: [Finish; 4] = [Finish::Solid, Finish::Pearl, Finish::Marble, Finish::Metal];

    /// The finish's key in the message files (`finish-name` selects on it).
    pub fn key(self) -> &'static str {
        match self {
            Finish::Solid => "solid",
            Finish::Pearl => "pearl",
            Finish::Marble => "marble",
            Finish::Metal => "metal",
        }
    }

    /// The finish whose key is `key`, if any.
    pub fn from_key(key: &str) -> Option<Finish> {
        Finish::ALL.into_iter().find(|f| f.key() == key)
    }

    /// The finish's name in the player's language ("marble").
    pub fn word(self) -> String {
        crate::t!("finish-name", finish = self.key())
    }

    /// The finish after this one in [`Finish::ALL`], the first after the last: what a
    /// click on a picker that cycles gives.
    pub fn next(self) -> Finish {
        let at = Finish::ALL.iter().position(|f| *f == self).unwrap_or(0);
        Finish::ALL[(at + 1) % Finish::ALL.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_finish_has_its_own_key_and_name_and_comes_back_from_its_key() {
        let names: std::collections::BTreeSet<String> =
            Finish::ALL.iter().map(|f| f.word()).collect();
        assert_eq!(names.len(), Finish::ALL.len(), "{names:?}");
        for f in Finish::ALL {
            assert_eq!(Finish::from_key(f.key()), Some(f));
            assert!(!f.word().contains("finish-name"), "{}", f.word());
        }
        assert_eq!(Finish::from_key("gold"), None);
        assert_eq!(Finish::from_key(""), None);
    }

    #[test]
    fn next_goes_round_every_finish_once() {
        let mut seen = vec![Finish::Solid];
        while seen.len() <= Finish::ALL.len() {
            let last = seen[seen.len() - 1];
            seen.push(last.next());
        }
        assert_eq!(seen[..4], Finish::ALL);
        assert_eq!(seen[4], Finish::Solid);
    }
}
