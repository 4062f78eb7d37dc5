//! The rules as the rules panel shows them, for the active game and variant, with every
//! point the program had to decide marked "Decided". Numbers come from the options and
//! the rules (worked examples are played through the rules engine), never from literals.

use super::{slam_title, typeset};
use crate::rules::golf::{GOLF_DICE, NINE, hole_points};
use crate::rules::slam::SLAM_DICE;
use crate::rules::{
    Face, GameKind, SetAside, SlamDiceOptions, SlamKind, SlamNumberMode, StraightGolfOptions,
};

/// `(heading, text)` sections for the rules panel.
pub fn rules_text(
    kind: GameKind,
    slam: &SlamDiceOptions,
    golf: &StraightGolfOptions,
) -> Vec<(String, String)> {
    match kind {
        GameKind::SlamDice => slam_rules(slam),
        GameKind::StraightGolf => golf_rules(golf),
    }
}

fn slam_rules(o: &SlamDiceOptions) -> Vec<(String, String)> {
    let t = o.target;
    let dice = word(SLAM_DICE);
    let slam_number = match o.slam_number {
        SlamNumberMode::Shared => crate::t!("rules-slam-number-shared"),
        SlamNumberMode::PerPlayer => crate::t!("rules-slam-number-per-player"),
    };
    // The bust example: one Single Slam short of the target, a Small Slam passes it.
    let short = t.saturating_sub(o.single);
    let (single, small) = (slam_title(SlamKind::Single), slam_title(SlamKind::Small));
    vec![
        (
            crate::t!("rules-idea"),
            crate::t!("rules-slam-idea", dice = capital(&dice), target = t),
        ),
        (crate::t!("rules-slam-number"), slam_number),
        (crate::t!("rules-turn"), slam_turn(o)),
        (
            crate::t!("rules-exactly"),
            crate::t!(
                "rules-exactly-text",
                single = single,
                small = small,
                target = t,
                short = short
            ),
        ),
        (
            crate::t!("rules-finishing"),
            crate::t!("rules-finishing-text", target = t),
        ),
        (
            crate::t!("rules-turn-order"),
            crate::t!("rules-turn-order-text"),
        ),
        (crate::t!("rules-end"), crate::t!("rules-end-text")),
    ]
}

/// What a roll of a turn does, hit by hit: the rules panel's "A turn" and the printed
/// card's reminder.
pub(super) fn slam_turn(o: &SlamDiceOptions) -> String {
    let (t, dice) = (o.target, word(SLAM_DICE));
    let hit = |kind: SlamKind| {
        crate::t!(
            "rules-hit",
            // The number, not its word: each language words it by selecting on it.
            dice = kind.hits(),
            slam = slam_title(kind)
        )
    };
    crate::t!(
        "rules-slam-turn",
        dice = dice,
        single = hit(SlamKind::Single),
        single_points = o.single,
        small = hit(SlamKind::Small),
        small_points = o.small,
        grand = hit(SlamKind::Grand),
        target = t
    )
}

fn golf_rules(o: &StraightGolfOptions) -> Vec<(String, String)> {
    let rolls = o.rolls_per_hole;
    let dice = word(GOLF_DICE);
    let straight = list(&Face::ALL, "-");
    vec![
        (
            crate::t!("rules-idea"),
            crate::t!(
                "rules-golf-idea",
                dice = &dice,
                rolls = rolls,
                straight = straight
            ),
        ),
        (
            crate::t!("rules-who-starts"),
            crate::t!("rules-who-starts-text"),
        ),
        (
            crate::t!("rules-hole"),
            crate::t!("rules-hole-text", dice = &dice, rolls = rolls),
        ),
        (
            crate::t!("rules-setting-aside"),
            setting_aside(o.ordered_straight),
        ),
        (crate::t!("rules-scoring"), scoring(rolls)),
        (
            crate::t!("rules-game"),
            crate::t!(
                "rules-game-text",
                rounds = o.rounds,
                nine = NINE,
                in_first = NINE + 1,
                in_last = 2 * NINE
            ),
        ),
    ]
}

/// The setting-aside rule with the rule sheet's worked examples, played by the rules.
fn setting_aside(ordered: bool) -> String {
    if ordered {
        let run = SetAside::from_bits(0b111);
        crate::t!(
            "rules-ordered",
            aside = list(&run.faces(), ", "),
            first = example(run, &[5, 4, 6], true),
            second = example(run, &[5, 6, 6], true),
            third = example(SetAside::EMPTY, &[1, 2, 3, 5, 5, 6], true),
        )
    } else {
        let roll = Face::several(&[1, 3, 3, 4, 4, 6]);
        let (set, _) = SetAside::EMPTY.apply(&roll, false);
        let again = GOLF_DICE - set.len();
        crate::t!(
            "rules-standard",
            example = example(SetAside::EMPTY, &[1, 3, 3, 4, 4, 6], false),
            n = again,
            dice = word(again),
        )
    }
}

/// "5, 4, 6 sets aside 4, 5, 6", or "… sets aside nothing", as the rules play it.
fn example(before: SetAside, values: &[u8], ordered: bool) -> String {
    let roll = Face::several(values);
    let (_, kept) = before.apply(&roll, ordered);
    let kept = kept.faces().faces();
    if kept.is_empty() {
        crate::t!("rules-example-nothing", roll = list(&roll, ", "))
    } else {
        crate::t!(
            "rules-example",
            roll = list(&roll, ", "),
            kept = list(&kept, ", ")
        )
    }
}

/// The hole points for a straight on each roll, then per die short, from the rules: the
/// rules panel's "Scoring a hole" and the printed card's reminder.
pub(super) fn scoring(rolls: u32) -> String {
    let on_roll: Vec<String> = (1..=rolls)
        .map(|r| {
            let points = typeset(hole_points(SetAside::FULL, Some(r)));
            if r == 1 {
                crate::t!("rules-scoring-first", roll_number = r, points = points)
            } else {
                crate::t!("rules-scoring-roll", roll_number = r, points = points)
            }
        })
        .collect();
    let one_short = SetAside::from_bits(SetAside::FULL.bits() >> 1);
    let per_die = hole_points(one_short, None) - hole_points(SetAside::FULL, None);
    crate::t!(
        "rules-scoring-text",
        on_roll = on_roll.join("  "),
        points = typeset(per_die)
    )
}

fn list(faces: &[Face], joiner: &str) -> String {
    let shown: Vec<String> = faces.iter().map(Face::to_string).collect();
    shown.join(joiner)
}

/// A small count in words ("three"), as the rules panel writes it; digits past twelve.
fn word(n: usize) -> String {
    crate::t!("rules-number-word", n = n)
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(sections: &[(String, String)]) -> String {
        sections
            .iter()
            .map(|(h, t)| format!("{h}\n{t}\n"))
            .collect()
    }

    #[test]
    fn slam_rules_show_the_house_numbers() {
        let o = SlamDiceOptions {
            target: 21,
            single: 2,
            small: 7,
            ..Default::default()
        };
        let all = text(&rules_text(GameKind::SlamDice, &o, &Default::default()));
        assert!(all.contains("Race to exactly 21"), "{all}");
        assert!(all.contains("Single Slam: +2, roll again"), "{all}");
        assert!(all.contains("two — Small Slam: +7"), "{all}");
        assert!(all.contains("three — Grand Slam: your score becomes exactly 21"));
        assert!(all.contains("above 21"));
        assert!(all.contains("Example: at 19, a Small Slam ends the turn at 19"));
        assert!(all.contains("Three dice."));
        assert!(!all.contains("15"), "{all}");
    }

    #[test]
    fn golf_rules_show_the_rolls_and_the_hole_points() {
        let o = StraightGolfOptions {
            rolls_per_hole: 5,
            rounds: 18,
            ..Default::default()
        };
        let all = text(&rules_text(GameKind::StraightGolf, &Default::default(), &o));
        assert!(all.contains("at most 5 rolls"), "{all}");
        assert!(all.contains("after roll 5."), "{all}");
        for r in 1..=5 {
            let points = typeset(hole_points(SetAside::FULL, Some(r)));
            assert!(all.contains(&format!("roll {r}: {points}.")), "{r}: {all}");
        }
        assert!(all.contains("Not completed: +1 for each die"));
        assert!(all.contains("18 rounds"));
        assert!(all.contains("OUT (holes 1–9), IN (10–18)"));
        assert!(all.contains("the straight 1-2-3-4-5-6"));
        assert!(all.contains("1, 3, 3, 4, 4, 6 sets aside 1, 3, 4, 6 and two dice"));
    }

    #[test]
    fn the_ordered_examples_are_played_by_the_rules() {
        let o = StraightGolfOptions {
            ordered_straight: true,
            ..Default::default()
        };
        let all = text(&rules_text(GameKind::StraightGolf, &Default::default(), &o));
        assert!(all.contains("With 1, 2, 3 aside, a roll of 5, 4, 6 sets aside 4, 5, 6;"));
        assert!(
            all.contains("a roll of 5, 6, 6 sets aside nothing."),
            "{all}"
        );
        assert!(all.contains("A first roll of 1, 2, 3, 5, 5, 6 sets aside 1, 2, 3."));
    }
}
