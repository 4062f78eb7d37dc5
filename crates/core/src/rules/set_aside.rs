//! Straight Golf's dice set aside: the faces set aside in a hole, and which die of a roll
//! went into which slot of the set-aside row.

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
    pub(crate) fn is_full(self) -> bool {
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
    pub fn apply(self, roll: &[Face], ordered: bool) -> (SetAside, SetAsideDice) {
        // Byte i of `first` = 1 + the first position showing face i + 1, or 0: filled
        // from the last die back, so the first die showing a face writes its slot last.
        // No branch per die, and kept in a register: bytes stored one by one and read
        // back as a word would stall the processor's store forwarding.
        let roll = &roll[..roll.len().min(usize::from(u8::MAX))];
        let mut first = 0u64;
        let mut present = 0u8;
        for (pos, face) in roll.iter().enumerate().rev() {
            let shift = 8 * face.index();
            first = (first & !(0xFF << shift)) | ((pos as u64 + 1) << shift);
            present |= 1 << face.index();
        }
        let new = if ordered {
            self.extend_run(present)
        } else {
            present & !self.0
        };
        let slots = (first & byte_mask(new)).to_le_bytes();
        let slots = [slots[0], slots[1], slots[2], slots[3], slots[4], slots[5]];
        (SetAside(self.0 | new), SetAsideDice(slots))
    }

    /// Ordered sets are always a run 1..=k: the faces in `present` that extend it
    /// without a gap.
    fn extend_run(self, present: u8) -> u8 {
        let mut run = self.0;
        while run != Self::FULL.0 && present & (run + 1) != 0 {
            run = (run << 1) | 1;
        }
        run & !self.0
    }
}

/// 0xFF in byte `i` for each bit `i` of a six-bit set, else 0. Multiplying by the sum
/// of `2^(7i + 7)` moves bit `i` to bit `8i + 7` (no two products overlap, so nothing
/// carries); the top bit of each byte is then widened to the whole byte.
fn byte_mask(bits: u8) -> u64 {
    const SPREAD: u64 = (1 << 7) | (1 << 14) | (1 << 21) | (1 << 28) | (1 << 35) | (1 << 42);
    const TOPS: u64 = 0x8080_8080_8080;
    let tops = (u64::from(bits & SetAside::FULL.0) * SPREAD) & TOPS;
    (tops >> 7) * 0xFF
}

/// Which die of one roll went into which set-aside slot (Straight Golf): for each slot
/// (slot = face value, 1..=6) the position in the roll of the die set aside into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SetAsideDice([u8; 6]);

impl SetAsideDice {
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

    /// `(roll position, slot)` for each die set aside, ascending by face.
    pub fn iter(self) -> impl Iterator<Item = (usize, Face)> {
        Face::ALL
            .into_iter()
            .filter_map(move |face| self.position_of(face).map(|pos| (pos, face)))
    }

    /// The position in the roll of the die set aside into `face`'s slot, if one was.
    pub(crate) fn position_of(self, face: Face) -> Option<usize> {
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
    use crate::rules::testing::faces;

    fn pairs(set_aside: SetAsideDice) -> Vec<(usize, u8)> {
        set_aside.iter().map(|(pos, f)| (pos, f.value())).collect()
    }

    #[test]
    fn standard_set_aside_keeps_one_of_each_missing_value() {
        // RULES.md: 1,3,3,4,4,6 sets aside 1,3,4,6 and two dice are rolled again.
        let (set, new) = SetAside::EMPTY.apply(&faces(&[1, 3, 3, 4, 4, 6]), false);
        assert_eq!(new.faces().faces(), faces(&[1, 3, 4, 6]));
        assert_eq!(GOLF_DICE - set.len(), 2);
    }

    #[test]
    fn each_slot_takes_the_first_die_showing_its_face() {
        let (_, aside) = SetAside::EMPTY.apply(&faces(&[1, 3, 3, 4, 4, 6]), false);
        assert_eq!(pairs(aside), vec![(0, 1), (1, 3), (3, 4), (5, 6)]);
        assert_eq!(aside.len(), 4);
        assert_eq!(aside.position_of(Face::ALL[3]), Some(3));
        assert_eq!(aside.position_of(Face::ALL[1]), None);
        assert_eq!(
            aside.positions().iter().collect::<Vec<_>>(),
            vec![0, 1, 3, 5]
        );
    }

    #[test]
    fn faces_already_aside_are_not_set_aside_again() {
        let set = SetAside::from_bits(0b00_0101); // 1 and 3 aside
        let (after, aside) = set.apply(&faces(&[3, 2, 1, 2]), false);
        assert_eq!(pairs(aside), vec![(1, 2)]);
        assert_eq!(after, SetAside::from_bits(0b00_0111));
    }

    #[test]
    fn ordered_set_aside_only_extends_the_run_from_one() {
        let run = SetAside::EMPTY.apply(&faces(&[1, 2, 3]), true).0;
        // With 1,2,3 aside, 5,4,6 sets aside 4,5,6; 5,6,6 sets aside nothing.
        let (_, aside) = run.apply(&faces(&[5, 4, 6]), true);
        assert_eq!(pairs(aside), vec![(1, 4), (0, 5), (2, 6)]);
        assert!(run.apply(&faces(&[5, 6, 6]), true).1.is_empty());
        // The source's example: a first roll 1,2,3,5,5,6 keeps only 1,2,3.
        let (_, aside) = SetAside::EMPTY.apply(&faces(&[3, 2, 5, 1, 5, 6]), true);
        assert_eq!(pairs(aside), vec![(3, 1), (1, 2), (0, 3)]);
        // No 1, nothing at all.
        let (set, aside) = SetAside::EMPTY.apply(&faces(&[2, 3, 4, 5, 6, 6]), true);
        assert!(aside.is_empty() && set.is_empty());
        assert_eq!(aside.len(), 0);
    }

    #[test]
    fn byte_mask_widens_each_bit_to_its_byte() {
        assert_eq!(byte_mask(0), 0);
        assert_eq!(byte_mask(0b10_0101), 0xFF00_00FF_00FF);
        assert_eq!(byte_mask(0b11_1111), 0xFFFF_FFFF_FFFF);
        assert_eq!(byte_mask(0xFF), 0xFFFF_FFFF_FFFF); // bits past the sixth are dropped
    }

    /// The rule as the sheet states it, one face at a time.
    fn reference(set: SetAside, roll: &[Face], ordered: bool) -> (SetAside, SetAsideDice) {
        let mut after = set;
        let mut aside = [0u8; 6];
        for face in Face::ALL {
            let Some(pos) = roll.iter().position(|f| *f == face) else {
                if ordered && !after.contains(face) {
                    break;
                }
                continue;
            };
            if after.contains(face) {
                continue;
            }
            if ordered && face.index() > 0 && !after.contains(Face::ALL[face.index() - 1]) {
                break;
            }
            aside[face.index()] = pos as u8 + 1;
            after = SetAside(after.0 | (1 << face.index()));
        }
        (after, SetAsideDice(aside))
    }

    #[test]
    fn apply_matches_the_rule_for_every_roll_of_up_to_six_dice() {
        let free = [
            0b00_0000, 0b00_0001, 0b00_0101, 0b01_1010, 0b11_1110, 0b11_1111,
        ];
        let runs = [
            0b00_0000, 0b00_0001, 0b00_0011, 0b00_0111, 0b00_1111, 0b01_1111,
        ];
        for len in 0..=GOLF_DICE as u32 {
            for code in 0..6usize.pow(len) {
                let roll: Vec<Face> = (0..len)
                    .map(|k| Face::ALL[code / 6usize.pow(k) % 6])
                    .collect();
                for (bits, ordered) in free
                    .map(|b| (b, false))
                    .into_iter()
                    .chain(runs.map(|b| (b, true)))
                {
                    let set = SetAside::from_bits(bits);
                    assert_eq!(
                        set.apply(&roll, ordered),
                        reference(set, &roll, ordered),
                        "{set:?} {roll:?} {ordered}"
                    );
                }
            }
        }
    }
}
