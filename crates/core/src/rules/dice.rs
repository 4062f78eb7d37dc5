//! Dice faces, rolls and the portable seeded generator every game draws from.

use rand::RngCore;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The value showing on top of a six-sided die, always in `1..=6`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Face(u8);

/// A die value outside `1..=6`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a die shows 1 to 6, not {0}")]
pub struct BadFace(pub i64);

impl Face {
    /// All six faces, in order.
    pub const ALL: [Face; 6] = [Face(1), Face(2), Face(3), Face(4), Face(5), Face(6)];

    /// The face with this value, if it is in `1..=6`.
    pub fn new(value: u8) -> Result<Self, BadFace> {
        if (1..=6).contains(&value) {
            Ok(Face(value))
        } else {
            Err(BadFace(i64::from(value)))
        }
    }

    /// The faces of `values` in order, those outside `1..=6` left out: for values
    /// written in the code (the rule sheet's examples, tests).
    pub fn several(values: &[u8]) -> Vec<Face> {
        values.iter().filter_map(|v| Face::new(*v).ok()).collect()
    }

    /// The number of pips, `1..=6`.
    pub fn value(self) -> u8 {
        self.0
    }

    /// The face on the other side of a standard die (opposite faces sum to 7).
    pub fn opposite(self) -> Face {
        Face(7 - self.0)
    }

    /// Zero-based index, `0..6`, for tables indexed by face.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

impl TryFrom<u8> for Face {
    type Error = BadFace;
    fn try_from(value: u8) -> Result<Self, BadFace> {
        Face::new(value)
    }
}

impl TryFrom<i64> for Face {
    type Error = BadFace;
    fn try_from(value: i64) -> Result<Self, BadFace> {
        u8::try_from(value)
            .ok()
            .and_then(|v| Face::new(v).ok())
            .ok_or(BadFace(value))
    }
}

impl From<Face> for u8 {
    fn from(face: Face) -> u8 {
        face.0
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Most dice in one roll (Straight Golf's six).
pub const MAX_ROLL: usize = 6;

/// The faces of one throw of up to six dice, in the order they were drawn. Stored inline
/// (no allocation), because the engine creates one for every roll.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<Face>", try_from = "Vec<Face>")]
pub struct Roll {
    faces: [Face; MAX_ROLL],
    /// A u16, not a u8, so that a roll is eight bytes: one register, one store.
    len: u16,
}

/// More than [`MAX_ROLL`] faces given for one roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a roll has at most {MAX_ROLL} dice, not {0}")]
pub struct TooManyDice(pub usize);

impl Roll {
    /// A roll of these faces (at most six).
    pub fn new(faces: &[Face]) -> Result<Self, TooManyDice> {
        if faces.len() > MAX_ROLL {
            return Err(TooManyDice(faces.len()));
        }
        let mut roll = Roll {
            faces: [Face(1); MAX_ROLL],
            len: faces.len() as u16,
        };
        roll.faces[..faces.len()].copy_from_slice(faces);
        Ok(roll)
    }

    /// The roll of `len` (at most six) faces packed one a byte, lowest byte first; the
    /// six bytes are all faces (`1..=6`), those past `len` 1 as [`Roll::new`] leaves them.
    #[inline]
    fn from_packed(faces: u64, len: usize) -> Self {
        let b = faces.to_le_bytes();
        Roll {
            faces: [b[0], b[1], b[2], b[3], b[4], b[5]].map(Face),
            len: len as u16,
        }
    }

    /// A roll of one die.
    pub fn one(face: Face) -> Self {
        Roll {
            faces: [face; MAX_ROLL],
            len: 1,
        }
    }

    /// The faces in draw order.
    pub fn faces(&self) -> &[Face] {
        &self.faces[..usize::from(self.len)]
    }

    /// How many dice show `face`.
    pub fn count(&self, face: Face) -> usize {
        self.faces().iter().filter(|f| **f == face).count()
    }
}

impl Default for Roll {
    fn default() -> Self {
        Roll {
            faces: [Face(1); MAX_ROLL],
            len: 0,
        }
    }
}

impl fmt::Debug for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.faces().iter().map(|x| x.0))
            .finish()
    }
}

impl From<Roll> for Vec<Face> {
    fn from(roll: Roll) -> Self {
        roll.faces().to_vec()
    }
}

impl TryFrom<Vec<Face>> for Roll {
    type Error = TooManyDice;
    fn try_from(faces: Vec<Face>) -> Result<Self, TooManyDice> {
        Roll::new(&faces)
    }
}

impl fmt::Display for Roll {
    /// `2·2·5`, as the game log prints a roll.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, face) in self.faces().iter().enumerate() {
            if i > 0 {
                f.write_str("·")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

/// A set of positions in one roll (position `k` = the `k`-th face drawn for that step),
/// e.g. the dice that showed the slam number. Copy and allocation-free.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DiceMask(u8);

impl DiceMask {
    /// No position.
    pub const EMPTY: DiceMask = DiceMask(0);

    /// Builds the set from a bit mask (bit `k` = position `k`).
    pub fn from_bits(bits: u8) -> Self {
        DiceMask(bits)
    }

    /// The bit mask (bit `k` = position `k`).
    pub fn bits(self) -> u8 {
        self.0
    }

    /// Whether `position` is in the set (positions past the mask's width never are).
    pub fn contains(self, position: usize) -> bool {
        position < 8 && self.0 & (1 << position) != 0
    }

    /// Adds `position`; positions past the mask's width (8) are ignored.
    pub fn insert(&mut self, position: usize) {
        if position < 8 {
            self.0 |= 1 << position;
        }
    }

    /// How many positions are in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The positions, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..8).filter(move |k| self.contains(*k))
    }

    /// The positions in `faces` showing `face`.
    pub(crate) fn matching(faces: &[Face], face: Face) -> Self {
        let mut mask = DiceMask::EMPTY;
        for (k, f) in faces.iter().enumerate() {
            if *f == face {
                mask.insert(k);
            }
        }
        mask
    }
}

/// Where die values come from: a seeded generator, or a list typed in from physical dice
/// or read from a saved game.
pub trait DiceSource {
    /// The next die value, or `None` when the source has run out.
    fn next_face(&mut self) -> Option<Face>;

    /// Fills `faces` with the next values, in order; `false` when the source ran out
    /// first (the values drawn before that are used up all the same).
    fn fill(&mut self, faces: &mut [Face]) -> bool {
        for slot in faces {
            match self.next_face() {
                Some(face) => *slot = face,
                None => return false,
            }
        }
        true
    }

    /// A roll of `len` dice (at most six), or `None` when the source ran out first.
    fn draw_roll(&mut self, len: usize) -> Option<Roll> {
        let mut roll = Roll::default();
        let len = len.min(MAX_ROLL);
        if !self.fill(&mut roll.faces[..len]) {
            return None;
        }
        roll.len = len as u16;
        Some(roll)
    }
}

/// The portable seeded generator: ChaCha8 with a fixed, documented mapping from its
/// 32-bit output to a face, so a `(settings, seed)` pair replays the same game on every
/// platform and every version of this program.
#[derive(Debug, Clone)]
pub struct DiceRng {
    rng: ChaCha8Rng,
}

impl DiceRng {
    /// A generator that always produces the same faces for the same seed.
    pub fn seeded(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A fair face: the next 32-bit output, rejected when it falls in the uneven tail
    /// (`>= 6 * floor(2^32 / 6)`), else reduced modulo 6. Never biased, never depends on
    /// `rand`'s own (version-dependent) range sampling.
    pub fn face(&mut self) -> Face {
        self.draw()
    }

    /// [`DiceRng::face`]'s body, always inlined: [`DiceSource::fill`] draws a roll's
    /// dice in one loop instead of one call per die.
    #[inline(always)]
    fn draw(&mut self) -> Face {
        const ZONE: u32 = u32::MAX - (u32::MAX % 6) - 1; // 6 * 715_827_882 - 1
        loop {
            let x = self.rng.next_u32();
            if x <= ZONE {
                return Face((x % 6) as u8 + 1);
            }
        }
    }

    /// The raw generator, for callers that need other random numbers (throw seeds).
    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }
}

impl DiceSource for DiceRng {
    fn next_face(&mut self) -> Option<Face> {
        Some(self.face())
    }

    /// Never runs out.
    #[inline]
    fn fill(&mut self, faces: &mut [Face]) -> bool {
        for slot in faces {
            *slot = self.draw();
        }
        true
    }

    /// Never runs out. The faces are gathered in a register, a byte each, and the roll
    /// is made from it in one piece: bytes stored one by one and read back at once as
    /// the roll would stall the processor's store forwarding.
    #[inline]
    fn draw_roll(&mut self, len: usize) -> Option<Roll> {
        const ONES: u64 = 0x0101_0101_0101;
        let len = len.min(MAX_ROLL);
        let mut faces = ONES;
        for k in 0..len {
            faces += u64::from(self.draw().0 - 1) << (8 * k);
        }
        Some(Roll::from_packed(faces, len))
    }
}

/// Where a game's dice come from: the setting the table chose, and what a kept game
/// records so that the dice-fairness tally keeps thrown and typed dice apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum DiceMode {
    /// The program rolls and throws the dice on screen.
    #[default]
    Thrown,
    /// The table rolls real dice and types the values in; the program referees.
    Real,
}

impl DiceMode {
    /// Whether this is the default, [`DiceMode::Thrown`] (a record leaves it unwritten).
    pub(crate) fn is_thrown(&self) -> bool {
        *self == DiceMode::Thrown
    }
}

/// Faces given in advance: a game record, physical dice, a test.
#[derive(Debug, Clone, Default)]
pub struct GivenDice {
    faces: Vec<Face>,
    next: usize,
}

impl GivenDice {
    /// A source that hands out `faces` in order.
    pub fn new(faces: Vec<Face>) -> Self {
        Self { faces, next: 0 }
    }

    /// How many faces have been handed out.
    pub fn used(&self) -> usize {
        self.next
    }
}

impl DiceSource for GivenDice {
    fn next_face(&mut self) -> Option<Face> {
        let face = self.faces.get(self.next).copied()?;
        self.next += 1;
        Some(face)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_outside_one_to_six_are_refused() {
        assert!(Face::new(0).is_err());
        assert!(Face::new(7).is_err());
        assert_eq!(Face::try_from(-1i64), Err(BadFace(-1)));
        assert_eq!(Face::new(6).map(Face::value), Ok(6));
    }

    #[test]
    fn a_dice_mask_holds_positions() {
        let mut m = DiceMask::EMPTY;
        assert!(m.is_empty());
        m.insert(2);
        m.insert(0);
        m.insert(2);
        m.insert(9); // out of range: ignored
        assert_eq!((m.len(), m.bits()), (2, 0b101));
        assert!(m.contains(0) && !m.contains(1) && m.contains(2) && !m.contains(9));
        assert_eq!(m.iter().collect::<Vec<_>>(), vec![0, 2]);
        assert_eq!(DiceMask::from_bits(0b101), m);
        let faces = [Face(2), Face(5), Face(2)];
        assert_eq!(DiceMask::matching(&faces, Face(2)), m);
    }

    #[test]
    fn opposite_faces_sum_to_seven() {
        for f in Face::ALL {
            assert_eq!(f.value() + f.opposite().value(), 7);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_faces() {
        let mut a = DiceRng::seeded(42);
        let mut b = DiceRng::seeded(42);
        let xs: Vec<Face> = (0..100).map(|_| a.face()).collect();
        let ys: Vec<Face> = (0..100).map(|_| b.face()).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn the_generator_is_roughly_fair() {
        let mut rng = DiceRng::seeded(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.face().index()] += 1;
        }
        for c in counts {
            assert!((9_400..=10_600).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn fill_draws_what_face_would_draw() {
        let mut a = DiceRng::seeded(9);
        let mut b = DiceRng::seeded(9);
        let mut faces = [Face(1); 5];
        for _ in 0..50 {
            assert!(a.fill(&mut faces));
            let one_by_one: Vec<Face> = (0..5).map(|_| b.face()).collect();
            assert_eq!(faces.to_vec(), one_by_one);
        }
    }

    #[test]
    fn given_dice_fill_stops_when_they_run_out() {
        let mut given = GivenDice::new(vec![Face(2), Face(5), Face(3)]);
        let mut faces = [Face(1); 2];
        assert!(given.fill(&mut faces));
        assert_eq!(faces, [Face(2), Face(5)]);
        assert!(!given.fill(&mut faces));
        assert_eq!((faces[0], given.used()), (Face(3), 3));
    }

    #[test]
    fn a_drawn_roll_equals_the_roll_of_the_same_faces() {
        for len in 0..=MAX_ROLL {
            let mut a = DiceRng::seeded(3);
            let mut b = DiceRng::seeded(3);
            let faces: Vec<Face> = (0..len).map(|_| b.face()).collect();
            assert_eq!(a.draw_roll(len), Roll::new(&faces).ok());
        }
        let mut given = GivenDice::new(vec![Face(2), Face(5)]);
        assert_eq!(given.draw_roll(3), None);
        assert_eq!(given.used(), 2);
    }
}
