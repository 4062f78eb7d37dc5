//! Straight Golf's kept dice: the faces set aside in a hole, and which die of a roll went
//! into which kept slot.

use super::dice::{DiceMask, Face};
use serde::{Deserialize, Serialize};

/// The faces set aside so far in a hole, as a set of values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SetAside(u8);

impl SetAside {
    /// Nothing set aside.
    pub const EMPTY: SetAside = SetAside(0);
    /// The full straight.
    pub const FULL: SetAside = SetAside(0b11_1111);

    /// Builds the set from a bit mask (bit `i` = face `i + 1`); extra bits are dropped.
    pub fn from_bits(bits: u8) -> Self {
        SetAside(bits & Self::FULL.0)
    }

    /// The bit mask (bit `i` = face `i + 1`).
    pub fn bits(self) -> u8 {
        self.0
    }

    /// Whether `face` is set aside.
    pub fn contains(self, face: Face) -> bool {
        self.0 & (1 << face.index()) != 0
    }

    /// How many dice are set aside.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether nothing is set aside.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the straight is complete.
    pub fn is_full(self) -> bool {
        self == Self::FULL
    }

    /// The faces set aside, ascending.
    pub fn faces(self) -> Vec<Face> {
        Face::ALL
            .into_iter()
            .filter(|f| self.contains(*f))
            .collect()
    }

    /// Applies one roll of the remaining dice: returns the new set and, for each face
    /// newly set aside, the first position in `roll` showing it.
    ///
    /// Standard: one die of each value not yet set aside. Ordered: only while the run
    /// from 1 upward extends without a gap. Only the first 255 dice of `roll` are looked
    /// at (a roll has at most six).
    pub fn apply(self, roll: &[Face], ordered: bool) -> (SetAside, KeptDice) {
        // first[i] = 1 + the first position showing face i + 1, or 0.
        let mut first = [0u8; 6];
        let mut present = 0u8;
        for (slot, face) in (1..=u8::MAX).zip(roll) {
            let i = face.index();
            if first[i] == 0 {
                first[i] = slot;
                present |= 1 << i;
            }
        }
        let new = if ordered {
            // Ordered sets are always a run 1..=k: extend it while the next face is there.
            let mut run = self.0;
            while run != Self::FULL.0 && present & (run + 1) != 0 {
                run = (run << 1) | 1;
            }
            run & !self.0
        } else {
            present & !self.0
        };
        let mut kept = [0u8; 6];
        for (i, slot) in kept.iter_mut().enumerate() {
            if new & (1 << i) != 0 {
                *slot = first[i];
            }
        }
        (SetAside(self.0 | new), KeptDice(kept))
    }
}

/// Which die of one roll went into which kept slot (Straight Golf): for each kept slot
/// (slot = face value, 1..=6) the position in the roll of the die set aside into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct KeptDice([u8; 6]);

impl KeptDice {
    /// The faces newly set aside, as a set.
    pub fn faces(self) -> SetAside {
        let bits = self
            .0
            .iter()
            .enumerate()
            .filter(|(_, slot)| **slot != 0)
            .fold(0u8, |m, (i, _)| m | (1 << i));
        SetAside(bits)
    }

    /// `(roll position, kept slot)` for each die set aside, ascending by face.
    pub fn iter(self) -> impl Iterator<Item = (usize, Face)> {
        Face::ALL
            .into_iter()
            .filter_map(move |face| self.position_of(face).map(|pos| (pos, face)))
    }

    /// The position in the roll of the die set aside into `face`'s slot, if one was.
    pub fn position_of(self, face: Face) -> Option<usize> {
        match self.0[face.index()] {
            0 => None,
            slot => Some(usize::from(slot) - 1),
        }
    }

    /// The roll positions of the dice set aside, as a set.
    pub fn positions(self) -> DiceMask {
        let mut mask = DiceMask::EMPTY;
        for (pos, _) in self.iter() {
            mask.insert(pos);
        }
        mask
    }

    /// How many dice were set aside.
    pub fn len(self) -> usize {
        self.0.iter().filter(|slot| **slot != 0).count()
    }

    /// Whether no die was set aside.
    pub fn is_empty(self) -> bool {
        self.0 == [0; 6]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::golf::GOLF_DICE;

    fn faces(v: &[u8]) -> Vec<Face> {
        v.iter().filter_map(|x| Face::new(*x).ok()).collect()
    }

    fn pairs(kept: KeptDice) -> Vec<(usize, u8)> {
        kept.iter().map(|(pos, f)| (pos, f.value())).collect()
    }

    #[test]
    fn standard_set_aside_keeps_one_of_each_missing_value() {
        // RULES.md: 1,3,3,4,4,6 sets aside 1,3,4,6 and two dice are rolled again.
        let (set, new) = SetAside::EMPTY.apply(&faces(&[1, 3, 3, 4, 4, 6]), false);
        assert_eq!(new.faces().faces(), faces(&[1, 3, 4, 6]));
        assert_eq!(GOLF_DICE - set.len(), 2);
    }

    #[test]
    fn each_kept_slot_takes_the_first_die_showing_its_face() {
        let (_, kept) = SetAside::EMPTY.apply(&faces(&[1, 3, 3, 4, 4, 6]), false);
        assert_eq!(pairs(kept), vec![(0, 1), (1, 3), (3, 4), (5, 6)]);
        assert_eq!(kept.len(), 4);
        assert_eq!(kept.position_of(Face::ALL[3]), Some(3));
        assert_eq!(kept.position_of(Face::ALL[1]), None);
        assert_eq!(
            kept.positions().iter().collect::<Vec<_>>(),
            vec![0, 1, 3, 5]
        );
    }

    #[test]
    fn faces_already_aside_are_not_kept_again() {
        let set = SetAside::from_bits(0b00_0101); // 1 and 3 aside
        let (after, kept) = set.apply(&faces(&[3, 2, 1, 2]), false);
        assert_eq!(pairs(kept), vec![(1, 2)]);
        assert_eq!(after, SetAside::from_bits(0b00_0111));
    }

    #[test]
    fn ordered_set_aside_only_extends_the_run_from_one() {
        let run = SetAside::EMPTY.apply(&faces(&[1, 2, 3]), true).0;
        // With 1,2,3 aside, 5,4,6 sets aside 4,5,6; 5,6,6 sets aside nothing.
        let (_, kept) = run.apply(&faces(&[5, 4, 6]), true);
        assert_eq!(pairs(kept), vec![(1, 4), (0, 5), (2, 6)]);
        assert!(run.apply(&faces(&[5, 6, 6]), true).1.is_empty());
        // The source's example: a first roll 1,2,3,5,5,6 keeps only 1,2,3.
        let (_, kept) = SetAside::EMPTY.apply(&faces(&[3, 2, 5, 1, 5, 6]), true);
        assert_eq!(pairs(kept), vec![(3, 1), (1, 2), (0, 3)]);
        // No 1, nothing at all.
        let (set, kept) = SetAside::EMPTY.apply(&faces(&[2, 3, 4, 5, 6, 6]), true);
        assert!(kept.is_empty() && set.is_empty());
        assert_eq!(kept.len(), 0);
    }
}
