//! An answer as a forecast, scored by the Brier rule against what happened, and the
//! calibration of many forecasts.
//!
//! **Why Brier, not the logarithm.** Both are proper: a member scores best, on average,
//! by saying the chance they believe. The logarithmic score gives minus infinity, or a
//! huge loss, for one confident miss, which ends a student's game for one mistake; the
//! Brier score's worst is bounded and its sum of squares can be worked by hand on the
//! board. A point is a hundredth of the Brier score a blind guess (every answer equally
//! likely) would have made, less the member's: 0 for a blind guess, more for a better
//! forecast, below 0 for a worse one, and not answering is worth as much as guessing
//! blind.

use serde::{Deserialize, Serialize};

/// One member's answer to a question: the answer picked and how sure, in whole per cent.
/// The other answers share the rest equally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The answer picked (0 = yes, 1 = no; or a seat).
    pub pick: usize,
    /// How sure of it, in per cent: from an equal share of the answers up to 100.
    pub sure: u8,
}

/// An answer that is not one: a pick past the question's answers, or a chance outside
/// what a pick means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BadAnswer {
    /// The pick is not one of the question's answers.
    #[error("answer {pick} of a question with {answers}")]
    NoSuchPick {
        /// The pick.
        pick: usize,
        /// How many answers the question has.
        answers: usize,
    },
    /// How sure is above 100 % or below an equal share.
    #[error("{sure} % sure of one of {answers} answers (from {least} % to 100 %)")]
    Sure {
        /// The chance given.
        sure: u8,
        /// How many answers the question has.
        answers: usize,
        /// The least that picking means.
        least: u8,
    },
}

/// The least per cent a member can be sure of one of `answers` answers: an equal share,
/// rounded up.
pub fn least_sure(answers: usize) -> u8 {
    let answers = answers.max(1);
    u8::try_from(100_usize.div_ceil(answers)).unwrap_or(100)
}

impl Answer {
    /// The chance it gives each of `answers` answers (sums to 1).
    pub fn forecast(self, answers: usize) -> Result<Vec<f64>, BadAnswer> {
        if self.pick >= answers {
            return Err(BadAnswer::NoSuchPick {
                pick: self.pick,
                answers,
            });
        }
        let least = least_sure(answers);
        if self.sure > 100 || self.sure < least {
            return Err(BadAnswer::Sure {
                sure: self.sure,
                answers,
                least,
            });
        }
        let sure = f64::from(self.sure) / 100.0;
        let rest = if answers > 1 {
            (1.0 - sure) / (answers - 1) as f64
        } else {
            0.0
        };
        Ok((0..answers)
            .map(|i| if i == self.pick { sure } else { rest })
            .collect())
    }
}

/// The Brier score of `forecast` when answer `happened` came true: the sum over the
/// answers of (chance given − 1 if it happened else 0)², from 0 (certain and right) to
/// 2 (certain and wrong).
pub fn brier(forecast: &[f64], happened: usize) -> f64 {
    forecast
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let o = if i == happened { 1.0 } else { 0.0 };
            (p - o) * (p - o)
        })
        .sum()
}

/// The points `forecast` earns when `happened` came true: 100 × (the Brier score of a
/// blind guess − its Brier score). For a yes-or-no question, from −150 (certain and
/// wrong) to 50 (certain and right).
pub fn points(forecast: &[f64], happened: usize) -> f64 {
    let n = forecast.len().max(1) as f64;
    let blind = 1.0 - 1.0 / n;
    100.0 * (blind - brier(forecast, happened))
}

/// How many bins of [`Calibration`]: tenths.
pub const BINS: usize = 10;

/// One tenth of the calibration: the forecasts of an answer that fell in it.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Bin {
    /// How many forecasts (one per answer of every answered question).
    pub count: u32,
    /// The sum of the audience's chances (their mean is what they said).
    pub said: f64,
    /// How many of those answers came true.
    pub happened: u32,
    /// The sum of the odds' chances for the same answers.
    pub odds: f64,
}

impl Bin {
    /// The mean chance the audience gave, if any forecast fell here.
    pub fn said_mean(&self) -> Option<f64> {
        (self.count > 0).then(|| self.said / f64::from(self.count))
    }

    /// How often those answers came true.
    pub fn happened_share(&self) -> Option<f64> {
        (self.count > 0).then(|| f64::from(self.happened) / f64::from(self.count))
    }

    /// The mean chance the odds gave the same answers.
    pub fn odds_mean(&self) -> Option<f64> {
        (self.count > 0).then(|| self.odds / f64::from(self.count))
    }
}

/// When the audience said about 30 %, how often it happened, beside what the odds said:
/// every answer of every answered question is one forecast, put in the tenth its chance
/// falls in (100 % in the last).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Calibration {
    /// The tenths, 0–10 % first.
    pub bins: [Bin; BINS],
}

impl Calibration {
    /// Adds one answered, settled question: the member's `forecast`, the `odds`, and the
    /// answer that `happened`.
    pub fn add(&mut self, forecast: &[f64], odds: &[f64], happened: usize) {
        for (i, (&said, &exact)) in forecast.iter().zip(odds).enumerate() {
            let bin = bin_of(said);
            let b = &mut self.bins[bin];
            b.count += 1;
            b.said += said;
            b.odds += exact;
            b.happened += u32::from(i == happened);
        }
    }

    /// Every forecast counted.
    pub fn count(&self) -> u32 {
        self.bins.iter().map(|b| b.count).sum()
    }
}

/// The tenth a chance falls in.
fn bin_of(p: f64) -> usize {
    let p = if p.is_finite() {
        p.clamp(0.0, 1.0)
    } else {
        0.0
    };
    ((p * BINS as f64) as usize).min(BINS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_gives_the_rest_to_the_other_answers_equally() {
        let close = |got: Result<Vec<f64>, BadAnswer>, want: &[f64]| {
            let got = got.unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(got.len(), want.len());
            assert!(
                got.iter().zip(want).all(|(g, w)| (g - w).abs() < 1e-12),
                "{got:?}"
            );
        };
        close(
            Answer { pick: 2, sure: 40 }.forecast(4),
            &[0.2, 0.2, 0.4, 0.2],
        );
        close(Answer { pick: 0, sure: 70 }.forecast(2), &[0.7, 0.3]);
    }

    #[test]
    fn a_pick_past_the_answers_or_less_sure_than_a_blind_guess_is_refused() {
        let past = Answer { pick: 2, sure: 90 }.forecast(2);
        assert!(matches!(past, Err(BadAnswer::NoSuchPick { .. })));
        let unsure = Answer { pick: 0, sure: 49 }.forecast(2);
        assert!(matches!(unsure, Err(BadAnswer::Sure { least: 50, .. })));
        let over = Answer { pick: 0, sure: 101 }.forecast(2);
        assert!(matches!(over, Err(BadAnswer::Sure { .. })));
        assert_eq!(least_sure(3), 34);
        assert!(Answer { pick: 1, sure: 34 }.forecast(3).is_ok());
    }

    /// The README's worked example: "Does Ben finish this turn?" Yes at 70 %; he does.
    /// Brier: (0.7 − 1)² + (0.3 − 0)² = 0.18; a blind guess 0.5; points 100 × (0.5 −
    /// 0.18) = 32. The odds said 0.2: (0.2 − 1)² + (0.8)² = 1.28, points −78.
    #[test]
    fn the_worked_example() {
        let member = [0.7, 0.3];
        let odds = [0.2, 0.8];
        assert!((brier(&member, 0) - 0.18).abs() < 1e-12);
        assert!((points(&member, 0) - 32.0).abs() < 1e-9);
        assert!((points(&odds, 0) + 78.0).abs() < 1e-9);
        // Certain: the two ends of a yes-or-no question.
        assert!((points(&[1.0, 0.0], 0) - 50.0).abs() < 1e-12);
        assert!((points(&[1.0, 0.0], 1) + 150.0).abs() < 1e-12);
        assert!(points(&[0.5, 0.5], 1).abs() < 1e-12);
    }

    /// Proper: for any belief q, saying q scores at least as well on average as saying
    /// anything else.
    #[test]
    fn saying_what_you_believe_scores_best_on_average() {
        for q in [0.1, 0.3, 0.5, 0.8] {
            let expected =
                |p: f64| q * points(&[p, 1.0 - p], 0) + (1.0 - q) * points(&[p, 1.0 - p], 1);
            let honest = expected(q);
            for said in 0..=100 {
                assert!(expected(f64::from(said) / 100.0) <= honest + 1e-9);
            }
        }
    }

    #[test]
    fn the_calibration_puts_each_answer_in_its_tenth() {
        let mut c = Calibration::default();
        c.add(&[0.7, 0.3], &[0.2, 0.8], 0);
        c.add(&[1.0, 0.0], &[0.5, 0.5], 1);
        assert_eq!(c.count(), 4);
        assert_eq!(c.bins[7].count, 1);
        assert_eq!(c.bins[7].happened, 1);
        assert_eq!(c.bins[3].happened, 0);
        assert_eq!(c.bins[9].count, 1);
        assert_eq!(c.bins[9].happened, 0);
        assert_eq!(c.bins[0].happened, 1);
        assert_eq!(c.bins[7].odds_mean(), Some(0.2));
        assert_eq!(c.bins[5].said_mean(), None);
    }
}
