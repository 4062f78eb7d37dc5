//! Fair dice and luck in words: the History's Dice tab (a row per tally: the counts of
//! each face, the expected count, the chi-square statistic, its p-value and a plain
//! sentence) and the luck lines (points scored against the points the exact odds
//! expected). `party-dice stats --dice` and the printed card read the same.

use super::{Tone, percent};
use crate::history::{FaceCounts, MIN_EXPECTED, Stats};
use crate::rules::odds::Luck;
use crate::rules::{DiceMode, Game, GameKind};

/// Below this p-value the sentence says the dice may be loaded: a spread that fair
/// dice give only once in a hundred tallies.
pub(crate) const LOADED_BELOW: f64 = 0.01;

/// Luck closer to zero than this reads "just what the odds expected" (it shows as 0.0).
const EVEN: f64 = 0.05;

/// A count for reading, its thousands apart with a space as the issue writes them and as
/// percentages stand apart from their sign: "812", "4 212", "10 000".
pub fn count(n: u64) -> String {
    let lang = crate::i18n::current();
    if !matches!(lang, crate::i18n::Lang::En | crate::i18n::Lang::Pseudo) {
        return crate::i18n::integer(lang, i64::try_from(n).unwrap_or(i64::MAX));
    }
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(d);
    }
    out
}

/// A count with one decimal, its whole part grouped as [`count`] does: "702.0",
/// "1 864.3".
fn tenths(x: f64) -> String {
    let lang = crate::i18n::current();
    if !matches!(lang, crate::i18n::Lang::En | crate::i18n::Lang::Pseudo) {
        return super::decimals(x.max(0.0), 1);
    }
    let text = format!("{:.1}", x.max(0.0));
    match text.split_once('.') {
        Some((whole, tenth)) => match whole.parse::<u64>() {
            Ok(n) => format!("{}.{tenth}", count(n)),
            Err(_) => text,
        },
        None => text,
    }
}

/// What a tally's dice are: "Thrown on screen" or "Real dice typed in".
pub fn dice_source(mode: DiceMode) -> String {
    match mode {
        DiceMode::Thrown => crate::t!("dice-source-thrown"),
        DiceMode::Real => crate::t!("dice-source-real"),
    }
}

/// The verdict on a tally in one sentence, with its tone: fair (good), maybe loaded
/// (bad), or too few to tell (info). "These 4 212 dice look fair: a spread this uneven or
/// more happens 43 % of the time with fair dice."
pub(crate) fn dice_sentence(counts: &FaceCounts, mode: DiceMode) -> (String, Tone) {
    let n = counts.total();
    let Some(p) = counts.p_value() else {
        let none = match mode {
            DiceMode::Thrown => crate::t!("dice-none-thrown"),
            DiceMode::Real => crate::t!("dice-none-real"),
        };
        return (none, Tone::Info);
    };
    if !counts.enough() {
        let needed = (MIN_EXPECTED * 6.0) as u64;
        return (
            crate::t!("dice-too-few", n = n, count = count(n), needed = needed),
            Tone::Info,
        );
    }
    if p < LOADED_BELOW {
        let lang = crate::i18n::current();
        let how_often = if p < 1e-4 {
            crate::t!(
                "dice-less-than",
                least = crate::i18n::percent(lang, 0.0001, 2)
            )
        } else {
            crate::t!("dice-only", percent = percent(p))
        };
        return (
            crate::t!(
                "dice-loaded",
                how_often = how_often,
                n = n,
                count = count(n)
            ),
            Tone::Bad,
        );
    }
    (
        crate::t!("dice-fair", n = n, count = count(n), percent = percent(p)),
        Tone::Good,
    )
}

/// One row of the Dice tab: whose dice, where they came from, and what they show.
#[derive(Debug, Clone, PartialEq)]
pub struct DiceRow {
    /// "All players" or the player's name.
    pub who: String,
    /// Where the dice came from.
    pub mode: DiceMode,
    /// [`dice_source`] of `mode`.
    pub source: String,
    /// The numbers themselves, for the window to lay out or sort.
    pub counts: FaceCounts,
    /// How many dice showed each face, 1 to 6, as [`count`] writes them.
    pub faces: [String; 6],
    /// The dice in the tally.
    pub total: String,
    /// Each face's expected count with fair dice ("702.0"; "–" without dice).
    pub expected: String,
    /// The chi-square statistic ("3.21"; "–" without dice).
    pub chi2: String,
    /// Its p-value as a percentage ("43 %"; "–" without dice).
    pub p_value: String,
    /// [`dice_sentence`].
    pub says: String,
    /// Its colour.
    pub tone: Tone,
}

/// A row for one tally.
pub(crate) fn dice_row(who: &str, counts: &FaceCounts, mode: DiceMode) -> DiceRow {
    let dash = || "–".to_string();
    let (says, tone) = dice_sentence(counts, mode);
    let has_dice = counts.total() > 0;
    DiceRow {
        who: who.to_string(),
        mode,
        source: dice_source(mode),
        counts: *counts,
        faces: counts.counts.map(count),
        total: count(counts.total()),
        expected: if has_dice {
            tenths(counts.expected())
        } else {
            dash()
        },
        chi2: counts.chi2().map_or_else(dash, |x| super::decimals(x, 2)),
        p_value: counts.p_value().map_or_else(dash, percent),
        says,
        tone,
    }
}

/// The Dice tab, top to bottom: every kept game's dice thrown on screen, then the real
/// dice typed in (both always, even without dice), then each player's (only the kinds
/// they rolled), players in the stats' order.
pub fn dice_rows(stats: &Stats) -> Vec<DiceRow> {
    let all = stats.dice();
    let mut rows = vec![
        dice_row(
            &crate::t!("dice-all-players"),
            &all.thrown,
            DiceMode::Thrown,
        ),
        dice_row(&crate::t!("dice-all-players"), &all.typed, DiceMode::Real),
    ];
    for p in &stats.players {
        for (counts, mode) in [
            (&p.dice.thrown, DiceMode::Thrown),
            (&p.dice.typed, DiceMode::Real),
        ] {
            if counts.total() > 0 {
                rows.push(dice_row(&p.name, counts, mode));
            }
        }
    }
    rows
}

/// Luck as a number where more is luckier: points above expectation in Slam Dice,
/// points below it in Straight Golf (fewer is better there).
pub(crate) fn luck_margin(kind: GameKind, luck: &Luck) -> f64 {
    luck.margin(kind)
}

/// A table cell for luck: "+3.8" (luckier than the odds), "-2.1", "0.0"; "–" before any
/// hole or turn.
pub(crate) fn luck_cell(kind: GameKind, luck: &Luck) -> String {
    if luck.steps == 0 {
        return "–".to_string();
    }
    let m = luck_margin(kind, luck);
    if m.abs() < EVEN {
        super::decimals(0.0, 1)
    } else {
        super::signed_decimals(m, 1)
    }
}

/// One player's luck in a sentence: "Ann scored -5 over 9 holes where the odds
/// expected +3.2: 8.2 points of good luck." / "Hal scored 9 points in 7 turns where the
/// odds expected 12.0: 3.0 points of bad luck." `None` before any hole or turn.
pub(crate) fn luck_line(name: &str, kind: GameKind, luck: &Luck) -> Option<String> {
    if luck.steps == 0 {
        return None;
    }
    let scored = match kind {
        GameKind::StraightGolf => crate::t!(
            "luck-golf-scored",
            name = name,
            points = super::signed(i32::try_from(luck.points).unwrap_or(i32::MAX)),
            holes = luck.steps,
            expected = super::signed_decimals(luck.expected, 1)
        ),
        GameKind::SlamDice => crate::t!(
            "luck-slam-scored",
            name = name,
            points = luck.points,
            turns = luck.steps,
            expected = super::decimals(luck.expected, 1)
        ),
    };
    let m = luck_margin(kind, luck);
    let verdict = if m.abs() < EVEN {
        crate::t!("luck-even")
    } else if m > 0.0 {
        crate::t!("luck-good", points = super::decimals(m, 1))
    } else {
        crate::t!("luck-bad", points = super::decimals(-m, 1))
    };
    Some(crate::t!("luck-line", scored = scored, verdict = verdict))
}

/// Every player's luck in each game they played, a line each ("Straight Golf: Ann
/// scored …"), players in the stats' order: the Dice tab and `stats --dice` read them.
pub fn stats_luck_lines(stats: &Stats) -> Vec<String> {
    let mut lines = Vec::new();
    for p in &stats.players {
        for (kind, luck) in [
            (GameKind::StraightGolf, &p.golf.luck),
            (GameKind::SlamDice, &p.slam.luck),
        ] {
            if let Some(line) = luck_line(&p.name, kind, luck) {
                lines.push(crate::t!(
                    "luck-game-line",
                    game = super::game_title(kind),
                    line = line
                ));
            }
        }
    }
    lines
}

/// The game-over sheet's luck lines: one per seat that played a hole or a turn, in seat
/// order, from [`crate::rules::odds::luck`] of the game's replay.
pub fn luck_lines(game: &Game, luck: &[Luck]) -> Vec<String> {
    game.players()
        .iter()
        .zip(luck)
        .filter_map(|(name, l)| luck_line(name, game.kind(), l))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(c: [u64; 6]) -> FaceCounts {
        FaceCounts { counts: c }
    }

    #[test]
    fn counts_are_written_in_groups_of_three() {
        let shown = [0, 7, 999, 1000, 4212, 10_000, 1_234_567].map(count);
        assert_eq!(
            shown,
            ["0", "7", "999", "1 000", "4 212", "10 000", "1 234 567"]
        );
        assert_eq!(
            [702.0, 1864.33, 999.96].map(tenths),
            ["702.0", "1 864.3", "1 000.0"]
        );
    }

    #[test]
    fn fair_loaded_and_too_few_read_as_the_issue_writes_them() {
        // 4 212 dice spread a little unevenly: chi² ≈ 2.68, p ≈ 75 %.
        let fair = counts([702, 730, 680, 690, 720, 690]);
        assert_eq!(fair.total(), 4212);
        let (says, tone) = dice_sentence(&fair, DiceMode::Thrown);
        assert_eq!(
            says,
            format!(
                "These 4 212 dice look fair: a spread this uneven or more happens {} of the time with fair dice.",
                percent(fair.p_value().unwrap_or_default())
            )
        );
        assert_eq!(tone, Tone::Good);
        // Dice that favour 6: chi² ≈ 18.7, p ≈ 0.22 %.
        let loaded = counts([675, 685, 690, 690, 667, 805]);
        let p = loaded.p_value().unwrap_or_default();
        assert!((0.001..0.01).contains(&p), "{p}");
        let (says, tone) = dice_sentence(&loaded, DiceMode::Real);
        assert_eq!(
            says,
            "A spread this uneven or more happens only 0.22 % of the time with fair dice: \
             these 4 212 dice may be loaded."
        );
        assert_eq!(tone, Tone::Bad);
        let (says, _) = dice_sentence(&counts([0, 0, 0, 0, 0, 6000]), DiceMode::Real);
        assert!(says.contains("less than 0.01 %"), "{says}");
        let (says, tone) = dice_sentence(&counts([3, 2, 4, 1, 0, 2]), DiceMode::Thrown);
        assert_eq!(
            says,
            "Only 12 dice so far: too few to tell whether they are fair (it takes 30)."
        );
        assert_eq!(tone, Tone::Info);
        let (says, _) = dice_sentence(&FaceCounts::default(), DiceMode::Real);
        assert_eq!(says, "No real dice typed in yet.");
    }

    #[test]
    fn a_row_shows_every_number_or_a_dash() {
        let row = dice_row("Ann", &counts([15, 5, 10, 10, 10, 10]), DiceMode::Thrown);
        assert_eq!(row.faces[0], "15");
        assert_eq!((row.total.as_str(), row.expected.as_str()), ("60", "10.0"));
        assert_eq!((row.chi2.as_str(), row.p_value.as_str()), ("5.00", "42 %"));
        let empty = dice_row("All players", &FaceCounts::default(), DiceMode::Real);
        assert_eq!(
            (
                empty.expected.as_str(),
                empty.chi2.as_str(),
                empty.p_value.as_str()
            ),
            ("–", "–", "–")
        );
        assert_eq!(empty.source, "Real dice typed in");
    }

    fn luck(steps: u32, points: i64, expected: f64) -> Luck {
        Luck {
            steps,
            points,
            expected,
        }
    }

    #[test]
    fn luck_reads_the_right_way_round_in_each_game() {
        let golf = luck(9, -5, 3.2);
        assert_eq!(
            luck_line("Ann", GameKind::StraightGolf, &golf).as_deref(),
            Some(
                "Ann scored -5 over 9 holes where the odds expected +3.2: 8.2 points of good luck."
            )
        );
        assert_eq!(luck_cell(GameKind::StraightGolf, &golf), "+8.2");
        let slam = luck(7, 9, 12.0);
        assert_eq!(
            luck_line("Hal", GameKind::SlamDice, &slam).as_deref(),
            Some(
                "Hal scored 9 points in 7 turns where the odds expected 12.0: 3.0 points of bad luck."
            )
        );
        let even = luck(1, 1, 0.98);
        assert_eq!(
            luck_line("Cy", GameKind::SlamDice, &even).as_deref(),
            Some(
                "Cy scored 1 point in 1 turn where the odds expected 1.0: just what the odds expected."
            )
        );
        assert_eq!(luck_line("Dee", GameKind::SlamDice, &Luck::default()), None);
        assert_eq!(luck_cell(GameKind::SlamDice, &Luck::default()), "–");
    }
}
