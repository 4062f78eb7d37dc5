//! The audience: everyone without a seat predicts the throws. Before each throw they are
//! asked what the exact odds can answer ("Does Ben finish this turn?", "Who ends up
//! last?", "Does Ann complete the straight this hole?", "Does Ann win?"), answer with a
//! pick and how sure, and are scored by the Brier rule against what happened, beside "the
//! odds", a player who always answers the exact chances. Pure: the phones carry the
//! questions and answers, the window shows the leaderboard.

mod ledger;
mod question;

pub use crate::forecast::{
    Answer, BINS, BadAnswer, Bin, Board, Calibration, Lesson, MemberId, Row, TOP_ROWS, brier,
    least_sure, points,
};
pub use ledger::{AnswerError, Audience, LastResult, Member, Settled, Standing};
pub use question::{Ask, NO, Question, YES, asks, asks_in, settle};
