//! Fair dice you can check: how often each face came up, and the chi-square test of
//! those counts against fair six-sided dice.
//!
//! Every die value a kept game consumed counts, slam-number and roll-off dice included,
//! for the player who rolled it (the shared slam-number die for seat 1, who throws it),
//! kept apart by where it came from: thrown on screen, or real dice typed in.

use super::chi_square::p_value_5;
use crate::rules::{DiceMode, Event, Face, Replayed};

/// Below this many dice per face expected, the chi-square test says little: the usual
/// rule of thumb, 5 per face, that is 30 dice.
pub(crate) const MIN_EXPECTED: f64 = 5.0;

/// How often each face came up: `counts[0]` for 1 up to `counts[5]` for 6.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FaceCounts {
    /// Dice that showed each face, 1 to 6.
    pub counts: [u64; 6],
}

impl FaceCounts {
    /// Counts one die.
    pub fn add(&mut self, face: Face) {
        self.counts[face.index()] += 1;
    }

    /// Adds another tally to this one.
    pub(crate) fn add_all(&mut self, other: &FaceCounts) {
        for (a, b) in self.counts.iter_mut().zip(other.counts) {
            *a += b;
        }
    }

    /// How many dice were counted.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// How many of each face fair dice give on average: a sixth of the total.
    pub fn expected(&self) -> f64 {
        self.total() as f64 / 6.0
    }

    /// Whether there are enough dice for the test to mean something ([`MIN_EXPECTED`]
    /// per face).
    pub fn enough(&self) -> bool {
        self.expected() >= MIN_EXPECTED
    }

    /// The chi-square statistic `Σ (count − expected)² / expected`; `None` without dice.
    pub fn chi2(&self) -> Option<f64> {
        let e = self.expected();
        (e > 0.0).then(|| {
            self.counts
                .iter()
                .map(|&c| (c as f64 - e).powi(2) / e)
                .sum()
        })
    }

    /// The chance that fair dice spread at least this unevenly: the chi-square test's
    /// p-value with 5 degrees of freedom; `None` without dice.
    pub fn p_value(&self) -> Option<f64> {
        self.chi2().map(p_value_5)
    }
}

/// Dice counted apart by where they came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DiceCounts {
    /// Dice thrown on screen (and every die of a record that does not say).
    pub thrown: FaceCounts,
    /// Real dice typed in.
    pub typed: FaceCounts,
}

impl DiceCounts {
    /// The tally for dice from `mode`.
    pub(crate) fn of_mode(&mut self, mode: DiceMode) -> &mut FaceCounts {
        match mode {
            DiceMode::Thrown => &mut self.thrown,
            DiceMode::Real => &mut self.typed,
        }
    }

    /// Adds another tally to this one.
    pub(crate) fn add_all(&mut self, other: &DiceCounts) {
        self.thrown.add_all(&other.thrown);
        self.typed.add_all(&other.typed);
    }

    /// Both kinds together.
    pub fn all(&self) -> FaceCounts {
        let mut both = self.thrown;
        both.add_all(&self.typed);
        both
    }
}

/// Every die a replayed game consumed, per seat (seat order), counted as `mode`'s: the
/// faces of each `Rolled` event, for the player it names.
pub(crate) fn seat_dice(replayed: &Replayed, seats: usize, mode: DiceMode) -> Vec<DiceCounts> {
    let mut counts = vec![DiceCounts::default(); seats];
    for event in &replayed.events {
        if let Event::Rolled { player, roll, .. } = event
            && let Some(seat) = counts.get_mut(*player)
        {
            let tally = seat.of_mode(mode);
            for face in roll.faces() {
                tally.add(*face);
            }
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DiceRng, GameKind, GameRecord, GameSetup, SlamNumberMode};

    fn counts(c: [u64; 6]) -> FaceCounts {
        FaceCounts { counts: c }
    }

    #[test]
    fn chi_square_of_known_spreads() {
        assert_eq!(counts([10; 6]).chi2(), Some(0.0));
        assert_eq!(counts([10; 6]).p_value(), Some(1.0));
        // 60 dice, expected 10 each: (5² + 5² + 0 + 0 + 0 + 0) / 10 = 5.
        let c = counts([15, 5, 10, 10, 10, 10]);
        assert_eq!((c.total(), c.expected()), (60, 10.0));
        assert_eq!(c.chi2(), Some(5.0));
        let p = c.p_value().unwrap_or_default();
        assert!((p - 0.415_880).abs() < 1e-5, "{p}");
        assert!(c.enough() && !counts([1, 1, 1, 1, 1, 1]).enough());
        // A die that only ever shows 6.
        let loaded = counts([0, 0, 0, 0, 0, 600]);
        assert_eq!(loaded.chi2(), Some(3000.0));
        assert_eq!(loaded.p_value(), Some(0.0));
    }

    #[test]
    fn no_dice_have_no_statistic() {
        let none = FaceCounts::default();
        assert_eq!((none.total(), none.chi2(), none.p_value()), (0, None, None));
        assert!(!none.enough());
    }

    #[test]
    fn every_consumed_die_counts_for_its_roller() {
        for (kind, per_player) in [
            (GameKind::SlamDice, false),
            (GameKind::SlamDice, true),
            (GameKind::StraightGolf, false),
        ] {
            let mut setup = GameSetup::new(kind, vec!["A".into(), "B".into(), "C".into()]);
            if per_player {
                setup.slam_dice.slam_number = SlamNumberMode::PerPlayer;
            }
            let mut rng = DiceRng::seeded(11);
            let record = GameRecord {
                dice: (0..3000).map(|_| rng.face()).collect(),
                ..GameRecord::new(setup)
            };
            let replayed = record.replay().unwrap_or_else(|e| panic!("{e}"));
            assert!(replayed.game.is_over());
            let seats = seat_dice(&replayed, 3, DiceMode::Real);
            let all: u64 = seats.iter().map(|s| s.typed.total()).sum();
            assert_eq!(all, replayed.dice_used as u64, "{kind:?}");
            assert!(seats.iter().all(|s| s.thrown.total() == 0));
            // The same faces, in total, as the values the replay used.
            let mut want = FaceCounts::default();
            record.dice[..replayed.dice_used]
                .iter()
                .for_each(|f| want.add(*f));
            let mut got = FaceCounts::default();
            seats.iter().for_each(|s| got.add_all(&s.all()));
            assert_eq!(got, want);
        }
    }
}
