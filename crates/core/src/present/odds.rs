//! Odds in words: "1 in 216", and the odds panel's readings ("Ben finishes this turn
//! 35 % of the time"), from an [`OddsReport`].

use crate::i18n::{self, decimal};
use crate::rules::odds::{Method, OddsReport};

/// "1 in 216": how often something happens, for reading aloud. Chances of 1 in 10 or
/// rarer are rounded to a whole number, commoner ones to a tenth; `never` and `certain`
/// at the ends.
pub(crate) fn one_in(p: f64) -> String {
    let lang = i18n::current();
    if p <= 0.0 || p.is_nan() {
        crate::t!("chance-never")
    } else if p >= 1.0 - 1e-12 {
        crate::t!("chance-certain")
    } else {
        let places = if 1.0 / p >= 9.95 { 0 } else { 1 };
        crate::t!("chance-one-in", n = decimal(lang, 1.0 / p, places))
    }
}

/// "1 in 216 (0.46 %)": [`one_in`] with the percentage.
pub fn chance(p: f64) -> String {
    let said = one_in(p);
    if p <= 0.0 || p >= 1.0 - 1e-12 || p.is_nan() {
        return said;
    }
    let pct = 100.0 * p;
    let lang = i18n::current();
    let shown = if pct >= 1.0 {
        i18n::percent(lang, p, 1)
    } else if pct >= 0.01 {
        i18n::percent(lang, p, 2)
    } else {
        crate::t!("chance-under", least = i18n::percent(lang, 0.0001, 2))
    };
    crate::t!("chance-with-percent", said = said, percent = shown)
}

/// A chance as a percentage for a panel: "35 %", "4.6 %", "0.46 %", "under 0.01 %".
pub fn percent(p: f64) -> String {
    let pct = 100.0 * p;
    let lang = i18n::current();
    if p <= 0.0 || p.is_nan() {
        i18n::percent(lang, 0.0, 0)
    } else if p >= 1.0 - 1e-12 {
        i18n::percent(lang, 1.0, 0)
    } else if pct >= 10.0 {
        i18n::percent(lang, p, 0)
    } else if pct >= 1.0 {
        i18n::percent(lang, p, 1)
    } else if pct >= 0.01 {
        i18n::percent(lang, p, 2)
    } else {
        crate::t!("chance-under", least = i18n::percent(lang, 0.0001, 2))
    }
}

/// An audience member's points, whole, as the leaderboards show them: "32", "−78" (a
/// true minus sign), digits grouped the language's way.
pub fn audience_points(points: f64) -> String {
    let whole = points.round() as i64;
    let digits = i18n::integer(i18n::current(), whole.abs());
    if whole < 0 {
        format!("\u{2212}{digits}")
    } else {
        digits
    }
}

/// One line of the odds panel: a short label, the number, and the plain reading.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// What the number is ("Grand Slam next roll").
    pub label: String,
    /// The chance or the value ("1 in 216").
    pub value: String,
    /// The same in a sentence ("Ann rolls a Grand Slam 1 time in 216").
    pub says: String,
}

/// The odds panel: the roll or hole at hand, and the game-level chance per player.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OddsReadings {
    /// Heading of the first part ("Ann's next roll", "Ann's hole").
    pub now_title: String,
    /// The roll or hole at hand; empty between holes, in the roll-off, or while a slam
    /// number is still to be rolled.
    pub now: Vec<Reading>,
    /// Heading of the second part ("Chance to win", "Chance to be the loser").
    pub game_title: String,
    /// One reading per player, in seat order.
    pub game: Vec<Reading>,
}

/// The outcomes of a Slam Dice roll, best first, with their chances: "Grand Slam",
/// "Small Slam", "Single Slam", "Bust", "No hit". The window's odds and the command
/// line's report both list these.
pub fn next_roll_outcomes(n: &crate::rules::odds::NextRoll) -> [(String, f64); 5] {
    use crate::rules::SlamKind;
    [
        (super::slam_title(SlamKind::Grand), n.grand),
        (super::slam_title(SlamKind::Small), n.small),
        (super::slam_title(SlamKind::Single), n.single),
        (crate::t!("outcome-bust"), n.bust),
        (crate::t!("outcome-no-hit"), n.miss),
    ]
}

fn reading(label: impl Into<String>, value: impl Into<String>, says: impl Into<String>) -> Reading {
    Reading {
        label: label.into(),
        value: value.into(),
        says: says.into(),
    }
}

/// Whether chances were sampled ("estimated"), for the headings' selectors.
fn method_note(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "estimated",
    }
}

/// The panel's readings for a report.
pub fn odds_readings(report: &OddsReport) -> OddsReadings {
    match report {
        OddsReport::StraightGolf(o) => {
            let mut r = OddsReadings {
                game_title: crate::t!("odds-chance-to-win", method = method_note(o.method)),
                ..OddsReadings::default()
            };
            if let (Some(who), Some(h)) = (&o.to_roll, &o.hole) {
                r.now_title = crate::t!("odds-hole-title", name = who, roll_number = h.roll);
                let chance = percent(h.p_straight);
                let says = crate::t!("odds-straight-says", name = who, percent = &chance);
                r.now
                    .push(reading(crate::t!("odds-straight"), chance, says));
                let points = super::signed_decimals(h.expected_points, 1);
                let says = crate::t!("odds-expected-says", name = who, points = &points);
                r.now
                    .push(reading(crate::t!("odds-expected"), points, says));
            }
            r.game = o
                .players
                .iter()
                .map(|p| {
                    let says =
                        crate::t!("odds-win-says", name = &p.name, percent = percent(p.p_win));
                    reading(&p.name, percent(p.p_win), says)
                })
                .collect();
            r
        }
        OddsReport::SlamDice(o) => slam_readings(o),
    }
}

fn slam_readings(o: &crate::rules::odds::SlamOdds) -> OddsReadings {
    let mut r = OddsReadings {
        game_title: crate::t!("odds-chance-to-lose", method = method_note(o.method)),
        ..OddsReadings::default()
    };
    if let (Some(who), Some(p)) = (&o.to_roll, o.p_finish_this_turn) {
        r.now_title = crate::t!("banner-turn", name = who);
        let says = crate::t!("odds-finish-says", name = who, percent = percent(p));
        r.now
            .push(reading(crate::t!("odds-finish"), percent(p), says));
    }
    if let (Some(who), Some(n)) = (&o.to_roll, &o.next_roll) {
        r.now_title = crate::t!("banner-turn", name = who);
        for (what, p) in next_roll_outcomes(n) {
            let says = crate::t!("odds-next-rolls-says", name = who, percent = percent(p));
            r.now.push(reading(what, one_in(p), says));
        }
    }
    r.game = o
        .players
        .iter()
        .map(|p| {
            let says = crate::t!(
                "odds-loser-says",
                name = &p.name,
                percent = percent(p.p_loser)
            );
            reading(&p.name, percent(p.p_loser), says)
        })
        .collect();
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_read_as_one_in_n() {
        assert_eq!(one_in(1.0 / 216.0), "1 in 216");
        assert_eq!(chance(1.0 / 216.0), "1 in 216 (0.46 %)");
        assert_eq!(chance(1.0 / 6.0), "1 in 6.0 (16.7 %)");
        assert_eq!(chance(0.5), "1 in 2.0 (50.0 %)");
        assert_eq!(chance(1e-6), "1 in 1,000,000 (under 0.01 %)");
        assert_eq!(chance(0.0), "never");
        assert_eq!(chance(1.0), "certain");
        assert_eq!(one_in(0.099), "1 in 10");
    }

    #[test]
    fn percentages_keep_small_chances_visible() {
        assert_eq!(percent(0.35), "35 %");
        assert_eq!(percent(0.046), "4.6 %");
        assert_eq!(percent(1.0 / 216.0), "0.46 %");
        assert_eq!(percent(0.0), "0 %");
        assert_eq!(percent(1.0), "100 %");
    }

    #[test]
    fn the_panel_reads_a_fresh_slam_turn_in_words() {
        use crate::rules::{Face, Game, GameKind, GameSetup};
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        let mut game =
            Game::new(&GameSetup::new(GameKind::SlamDice, names)).unwrap_or_else(|e| panic!("{e}"));
        let six = Face::new(6).unwrap_or_else(|e| panic!("{e}"));
        game.enter(&[six]).unwrap_or_else(|e| panic!("{e}"));
        let r = odds_readings(&crate::rules::odds::report(&game));
        assert_eq!(r.now_title, "Ann's turn");
        let grand = r.now.iter().find(|l| l.label == "Grand Slam");
        assert_eq!(grand.map(|l| l.value.as_str()), Some("1 in 216"));
        assert_eq!(
            grand.map(|l| l.says.as_str()),
            Some("0.46 % of Ann's next rolls")
        );
        assert!(r.now[0].says.starts_with("Ann finishes this turn "));
        assert_eq!(r.game_title, "Chance to be the loser");
        assert_eq!(r.game.len(), 2);
        assert!(r.game[1].says.starts_with("Ben is the loser "));
    }
}
