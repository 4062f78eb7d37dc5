//! A forecast scored: an answer as a chance for each outcome, the Brier rule against what
//! happened, the calibration of many forecasts, and the leaderboard. Pure data and
//! arithmetic, below the rules: a game's record keeps what its audience did
//! ([`Lesson`]), and [`crate::audience`] plays it along a game.

mod board;
mod score;

pub use board::{Board, Lesson, MemberId, Row, TOP_ROWS};
pub use score::{Answer, BINS, BadAnswer, Bin, Calibration, brier, least_sure, points};
