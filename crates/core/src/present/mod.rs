//! Presentation, pure (no Bevy, no I/O): the one place that turns the rules' events and
//! state into what the program shows — log lines, headlines, the banner, the game-over
//! verdict, the story's hover texts and biggest swing, the rules text, titles,
//! hints and notices, the dice-fairness verdicts and the luck lines. How each seat looks
//! (its mark, colour, pips and finish) is [`crate::seat_look`]'s.
//! `replay`, the window and every other view read it from here.
//!
//! Every rule number in these texts comes from the options or from a rules function,
//! never from a literal restated here.

mod card;
mod fairness;
mod headline;
mod log;
mod odds;
mod paper;
mod rules_text;
pub mod spoken;
mod stats_table;
mod status;
mod story_words;
mod words;

pub use card::{CardColumn, card_columns, fitted_columns, least_columns, nine_on_show};
pub(crate) use fairness::luck_cell;
pub use fairness::{DiceRow, count, dice_rows, dice_source, luck_lines, stats_luck_lines};
pub use headline::headline;
pub use log::log_lines;
pub use odds::{
    OddsReadings, Reading, audience_points, chance, next_roll_outcomes, odds_readings, percent,
};
#[cfg(feature = "paper")]
pub(crate) use paper::{
    PaperLabel, card_points, card_reminder, card_title, chart_axis, house_rules_line, paper_footer,
    paper_label, played_line, roll_off_line, sheet_title, unfinished_title,
};
pub use paper::{chart_title, chart_unit_axis, clock, date};
pub use rules_text::rules_text;
pub use stats_table::{NOTHING, stat_cell, stat_title};
pub use status::{
    GolfBadge, banner, banner_forms, golf_badges, slam_status, slam_status_short, slam_summary,
    verdict,
};
pub use story_words::{chart_spoken, roll_hover, swing_sentence};
pub use words::{
    EntryHint, Refusal, entry_hint, entry_prompt, game_title, players_and_result, refusal,
    slam_title, sound_line, unreadable_files,
};

/// What kind of news a text carries, for its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tone {
    /// Neutral information.
    #[default]
    Info,
    /// Good news: a slam, a straight, a finish, a win.
    Good,
    /// Bad news: a bust, a loser.
    Bad,
}

/// A big message: a title shown large, a detail line under it, and its tone.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Headline {
    /// The headline, shown large.
    pub title: String,
    /// A line under it (may be empty).
    pub detail: String,
    /// Its colour.
    pub tone: Tone,
}

impl Headline {
    fn new(title: impl Into<String>, detail: impl Into<String>, tone: Tone) -> Self {
        Self {
            title: title.into(),
            detail: detail.into(),
            tone,
        }
    }
}

/// `+2`, `-1`, `0`: golf points with their sign.
pub fn signed(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

/// `1st`, `2nd`, `3rd`, `4th`… (`1.` in German, `1er` in French): a place, as the
/// language writes it.
pub fn ordinal(n: usize) -> String {
    crate::t!("ordinal", n = crate::i18n::Ordinal(n))
}

/// `x` with `places` decimals as the language writes it ("3.2", "3,2").
fn decimals(x: f64, places: usize) -> String {
    crate::i18n::decimal(crate::i18n::current(), x, places)
}

/// [`decimals`] with a sign unless zero: "+3.2", "-2.1", "0.0".
fn signed_decimals(x: f64, places: usize) -> String {
    let text = decimals(x, places);
    if x > 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        format!("+{text}")
    } else {
        text
    }
}

/// [`signed`] typeset for large text: a true minus sign (`−3`) instead of a hyphen.
fn typeset(points: i32) -> String {
    signed(points).replace('-', "−")
}

/// The one phrase for a game's winners: "Ann wins", "Ann & Ben share the win"; `joiner`
/// goes between names (" & " in headlines, " and " in the log: each language's).
fn winners_phrase(names: &[&str], joiner: &str) -> String {
    crate::t!("winners", names = names.join(joiner), count = names.len())
}

/// The name of seat `p`, or `missing` when there is no such seat.
fn name_or<'a>(players: &'a [String], p: usize, missing: &'a str) -> &'a str {
    players.get(p).map(String::as_str).unwrap_or(missing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals_and_signs() {
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21].map(ordinal).join(" "),
            "1st 2nd 3rd 4th 11th 12th 13th 21st"
        );
        assert_eq!(
            (signed(-3), signed(0), signed(2)),
            ("-3".into(), "0".into(), "+2".into())
        );
        assert_eq!((typeset(-3), typeset(1)), ("−3".into(), "+1".into()));
    }

    #[test]
    fn one_winner_wins_and_several_share() {
        assert_eq!(winners_phrase(&["Ann"], " & "), "Ann wins");
        assert_eq!(
            winners_phrase(&["Ann", "Ben"], " and "),
            "Ann and Ben share the win"
        );
    }
}
