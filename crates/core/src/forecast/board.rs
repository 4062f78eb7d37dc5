//! The leaderboard, and what a game's record keeps of its audience.

use super::score::Calibration;
use serde::{Deserialize, Serialize};

/// An audience member, as the phones' side numbers them.
pub type MemberId = u64;

/// Rows a leaderboard shows: the big screen's beside the table, and the one a game's
/// record keeps.
pub const TOP_ROWS: usize = 5;

/// One row of the leaderboard.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// Place, from 1 (equal points share a place).
    pub rank: u32,
    /// Who.
    pub member: MemberId,
    /// Their name.
    pub name: String,
    /// Their points.
    pub points: f64,
    /// Above the odds on the questions they answered.
    pub beat_the_odds: bool,
}

/// The leaderboard: the top rows and how many play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Board {
    /// The best, most points first (equal points: the earlier member first).
    pub top: Vec<Row>,
    /// Members with at least one answer settled.
    pub playing: u32,
    /// What the odds scored on every question settled.
    pub odds_points: f64,
}

/// What the audience of a finished game leaves in its record, for the history's story
/// and the printed card: the final leaderboard and the calibration (the lesson).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    /// The leaderboard when the game ended.
    pub board: Board,
    /// When the audience said about 30 %, how often it happened, beside the odds.
    pub calibration: Calibration,
}
