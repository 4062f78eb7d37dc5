//! The words of the printed pages: the instruction sheet's and the score card's titles,
//! the house rules in one line, the reminder under the card, the labels a blank card
//! leaves room beside, and the lines a filled card adds (when it was played, who went
//! first, the chart's title). The rules themselves come from [`super::rules_text`].

use crate::rules::{GameKind, Timestamp};
// The printed pages' own words need more of the rules (the `paper` feature).
#[cfg(feature = "paper")]
use {
    super::rules_text::{scoring, slam_turn},
    super::{game_title, slam_summary},
    crate::rules::golf::StraightGolf,
    crate::rules::{GameRecord, GameSetup, SlamNumberMode},
};

#[cfg(feature = "paper")]
/// A label on the printed card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PaperLabel {
    /// The players' column.
    Player,
    /// A Slam Dice player's own slam number, or the shared one.
    SlamNumber,
    /// The Slam Dice score track.
    Score,
    /// Where a Slam Dice player finished.
    Place,
    /// The day the game is played.
    Date,
    /// Straight Golf: who keeps the score.
    Scorekeeper,
    /// Straight Golf: who goes first.
    FirstPlayer,
}

#[cfg(feature = "paper")]
/// The label's words.
pub(crate) fn paper_label(label: PaperLabel) -> String {
    match label {
        PaperLabel::Player => crate::t!("paper-player"),
        PaperLabel::SlamNumber => crate::t!("paper-slam-number"),
        PaperLabel::Score => crate::t!("paper-score"),
        PaperLabel::Place => crate::t!("paper-place"),
        PaperLabel::Date => crate::t!("paper-date"),
        PaperLabel::Scorekeeper => crate::t!("paper-scorekeeper"),
        PaperLabel::FirstPlayer => crate::t!("paper-first-player"),
    }
}

#[cfg(feature = "paper")]
/// The instruction sheet's title: "Slam Dice — how to play".
pub(crate) fn sheet_title(kind: GameKind) -> String {
    crate::t!("paper-sheet-title", game = game_title(kind))
}

#[cfg(feature = "paper")]
/// The score card's title: "Straight Golf — score card".
pub(crate) fn card_title(kind: GameKind) -> String {
    crate::t!("paper-card-title", game = game_title(kind))
}

#[cfg(feature = "paper")]
/// The house rules in one line, under both titles: "Race to exactly 15: Single +1,
/// Small +5, Grand Slam finishes. One slam number for everyone." / "9 holes, at most 3
/// rolls a hole, the straight in any order."
pub(crate) fn house_rules_line(setup: &GameSetup) -> String {
    match setup.game {
        GameKind::SlamDice => {
            let o = &setup.slam_dice;
            let numbers = match o.slam_number {
                SlamNumberMode::Shared => crate::t!("paper-slam-number-shared"),
                SlamNumberMode::PerPlayer => crate::t!("paper-slam-number-per-player"),
            };
            crate::t!(
                "paper-slam-house-rules",
                summary = slam_summary(o),
                numbers = numbers
            )
        }
        GameKind::StraightGolf => {
            let o = &setup.straight_golf;
            let order = if o.ordered_straight { "ordered" } else { "any" };
            crate::t!(
                "paper-golf-house-rules",
                holes = o.rounds,
                rolls = o.rolls_per_hole,
                order = order
            )
        }
    }
}

#[cfg(feature = "paper")]
/// The reminder printed under the card: what a Slam Dice roll does, or how a Straight
/// Golf hole scores (the rules panel's own words).
pub(crate) fn card_reminder(setup: &GameSetup) -> String {
    match setup.game {
        GameKind::SlamDice => slam_turn(&setup.slam_dice),
        GameKind::StraightGolf => scoring(setup.straight_golf.rolls_per_hole),
    }
}

/// A day as the language writes it: "2025-01-02", "02.01.2025", "02/01/2025",
/// "2025年01月02日" (UTC).
pub fn date(t: Timestamp) -> String {
    let ((y, mo, d), _) = t.civil();
    crate::t!(
        "date",
        year = format!("{y:04}"),
        month = format!("{mo:02}"),
        day = format!("{d:02}")
    )
}

/// A time of day, hours and minutes, UTC: "20:15".
pub fn clock(t: Timestamp) -> String {
    let (_, (h, mi, _)) = t.civil();
    format!("{h:02}:{mi:02}")
}

#[cfg(feature = "paper")]
/// When a kept game was played: "Played 2025-01-02, 20:00 to 20:15 UTC"; `None` when
/// the record does not say.
pub(crate) fn played_line(record: &GameRecord) -> Option<String> {
    match (record.started, record.finished) {
        (Some(s), Some(f)) if date(s) == date(f) => Some(crate::t!(
            "paper-played",
            day = date(f),
            from = clock(s),
            to = clock(f)
        )),
        (_, Some(f)) => Some(crate::t!("paper-finished", day = date(f), at = clock(f))),
        (Some(s), None) => Some(crate::t!("paper-started", day = date(s), at = clock(s))),
        (None, None) => None,
    }
}

#[cfg(feature = "paper")]
/// Who went first and who kept the score: "Cy went first; Ben kept the score." `None`
/// before the roll-off is over.
pub(crate) fn roll_off_line(game: &StraightGolf) -> Option<String> {
    let name = |seat: Option<usize>| seat.and_then(|s| game.players().get(s));
    let (first, keeper) = (name(game.first_player())?, name(game.scorekeeper())?);
    Some(crate::t!("paper-roll-off", first = first, keeper = keeper))
}

#[cfg(feature = "paper")]
/// A golf card's points, typeset with a true minus: "−3", "0", "+2".
pub(crate) fn card_points(points: i32) -> String {
    super::typeset(points)
}

#[cfg(feature = "paper")]
/// The verdict's place on a card whose game is not over.
pub(crate) fn unfinished_title() -> String {
    crate::t!("paper-unfinished")
}

/// The chart page's title: "How each player's chance to win moved, roll by roll".
pub fn chart_title(kind: GameKind) -> String {
    match kind {
        GameKind::StraightGolf => crate::t!("chart-title-win"),
        GameKind::SlamDice => crate::t!("chart-title-lose"),
    }
}

#[cfg(feature = "paper")]
/// The chart's axis: what the height of a line is.
pub(crate) fn chart_axis(kind: GameKind) -> String {
    match kind {
        GameKind::StraightGolf => crate::t!("odds-chance-to-win", method = "exact"),
        GameKind::SlamDice => crate::t!("odds-chance-to-lose", method = "exact"),
    }
}

/// What the chart's sections are: "hole" or "turn".
pub(crate) fn chart_unit(kind: GameKind) -> String {
    match kind {
        GameKind::StraightGolf => crate::t!("chart-unit-hole"),
        GameKind::SlamDice => crate::t!("chart-unit-turn"),
    }
}

/// The chart's axis across, under its marks: the unit and an arrow ("hole →"), on
/// screen and on paper.
pub fn chart_unit_axis(kind: GameKind) -> String {
    crate::t!("chart-axis", unit = chart_unit(kind))
}

#[cfg(feature = "paper")]
/// The line under every printed page.
pub(crate) fn paper_footer() -> String {
    crate::t!("paper-footer")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{SlamDiceOptions, StraightGolfOptions};

    #[test]
    fn a_day_is_written_as_each_language_writes_it() {
        use crate::i18n::{Lang, with_lang};
        // 2025-01-02 20:15 UTC.
        let t = Timestamp::from_unix_seconds(1_735_848_900);
        let days = [Lang::En, Lang::De, Lang::Fr, Lang::ZhHans].map(|l| with_lang(l, || date(t)));
        assert_eq!(
            days,
            ["2025-01-02", "02.01.2025", "02/01/2025", "2025年01月02日"]
        );
        assert_eq!(clock(t), "20:15");
    }

    #[test]
    fn the_house_rules_line_follows_the_options() {
        let mut setup = GameSetup::new(GameKind::StraightGolf, vec!["A".into(), "B".into()]);
        setup.straight_golf = StraightGolfOptions {
            rounds: 18,
            ordered_straight: true,
            rolls_per_hole: 1,
        };
        assert_eq!(
            house_rules_line(&setup),
            "18 holes, at most 1 roll a hole, the straight in order from 1 upward."
        );
        assert!(card_reminder(&setup).contains("Straight on roll 1: −3."));
        setup.game = GameKind::SlamDice;
        setup.slam_dice = SlamDiceOptions {
            target: 21,
            slam_number: SlamNumberMode::PerPlayer,
            ..Default::default()
        };
        assert_eq!(
            house_rules_line(&setup),
            "Race to exactly 21: Single +1, Small +5, Grand Slam finishes. Each player rolls their own slam number."
        );
        assert!(card_reminder(&setup).contains("your score becomes exactly 21"));
    }

    #[test]
    fn the_played_line_says_what_the_record_knows() {
        let at = |s: &str| s.parse::<Timestamp>().unwrap_or_else(|e| panic!("{e}"));
        let mut record = GameRecord::new(GameSetup::default());
        assert_eq!(played_line(&record), None);
        record.started = Some(at("2025-01-02T20:00:00Z"));
        record.finished = Some(at("2025-01-02T20:15:30Z"));
        assert_eq!(
            played_line(&record).as_deref(),
            Some("Played 2025-01-02, 20:00 to 20:15 UTC")
        );
        record.started = Some(at("2025-01-01T23:50:00Z"));
        assert_eq!(
            played_line(&record).as_deref(),
            Some("Finished 2025-01-02, 20:15 UTC")
        );
    }
}
