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
        SlamNumberMode::Shared => "At the start one die is rolled: its face is the slam number for everyone, for the whole game. It stays on the table beside the tray.".to_string(),
        SlamNumberMode::PerPlayer => "Variant, each player their own (Decided): at the start every player rolls their own slam number, in seat order. The table shows the slam number of the player whose turn it is.".to_string(),
    };
    // The bust example: one Single Slam short of the target, a Small Slam passes it.
    let short = t.saturating_sub(o.single);
    vec![
        ("The idea".into(), format!("A party game with no winner and one loser. {} dice. Race to exactly {t}; the last player left is the loser.", capital(&dice))),
        ("Slam number".into(), slam_number),
        ("A turn".into(), slam_turn(o)),
        ("Exactly the target".into(), format!(
            "A {} or {} that would take you above {t} does not count: nothing is added and your turn ends (a bust). \
             Example: at {short}, a {} ends the turn at {short}; a {} later finishes.",
            slam_title(SlamKind::Single), slam_title(SlamKind::Small), slam_title(SlamKind::Small), slam_title(SlamKind::Single))),
        ("Finishing".into(), format!("Reach exactly {t} and you are safe: you never roll again. The order in which players finish is recorded.")),
        ("Turn order (Decided)".into(), "Seat 1 starts; turns pass in seat order, skipping finished players.".into()),
        ("The end".into(), "When every player but one is finished the game ends at once. The one left is the loser and is not asked to roll again.".into()),
    ]
}

/// What a roll of a turn does, hit by hit: the rules panel's "A turn" and the printed
/// card's reminder.
pub(super) fn slam_turn(o: &SlamDiceOptions) -> String {
    let (t, dice) = (o.target, word(SLAM_DICE));
    let hit = |kind: SlamKind| format!("{} — {}", word(kind.hits()), slam_title(kind));
    format!(
        "Roll all {dice} dice and count the dice showing your slam number:\n\
         • none: your turn ends, score unchanged;\n\
         • {single}: +{}, roll again;\n\
         • {small}: +{}, roll again;\n\
         • {grand}: your score becomes exactly {t} and you are finished.",
        o.single,
        o.small,
        single = hit(SlamKind::Single),
        small = hit(SlamKind::Small),
        grand = hit(SlamKind::Grand)
    )
}

fn golf_rules(o: &StraightGolfOptions) -> Vec<(String, String)> {
    let rolls = o.rolls_per_hole;
    let dice = word(GOLF_DICE);
    let straight = list(&Face::ALL, "-");
    vec![
        ("The idea".into(), format!("Golf with {dice} dice: lowest total wins. Each turn is a hole: at most {rolls} rolls to build the straight {straight}.")),
        ("Who starts (Decided)".into(),
         "1. Every player rolls one die, in seat order.\n\
          2. First player: highest. While several share the highest, only they roll again (seat order) and the highest of that re-roll is looked at.\n\
          3. Scorekeeper: among everyone but the first player, the lowest of step 1. While several share it, only they roll again and the lowest of that re-roll is looked at; with one candidate nobody rolls.\n\
          Play then passes to the left: seat order from the first player, wrapping round. The program keeps the score; the scorekeeper badge is for the table talk.".into()),
        ("A hole".into(), format!("Roll all dice not yet set aside, set aside the dice that build the straight, and roll the rest. The hole ends when all {dice} values are aside or after roll {rolls}.")),
        ("Setting aside".into(), setting_aside(o.ordered_straight)),
        ("Scoring a hole".into(), scoring(rolls)),
        ("The game".into(), format!("{} rounds; a round is one hole for every player. The card shows OUT (holes 1–{NINE}), IN ({}–{}) and TOTAL. After the last round the lowest total wins; equal lowest totals share the win (Decided).", o.rounds, NINE + 1, 2 * NINE)),
    ]
}

/// The setting-aside rule with the rule sheet's worked examples, played by the rules.
fn setting_aside(ordered: bool) -> String {
    if ordered {
        let run = SetAside::from_bits(0b111);
        format!(
            "Ordered straight (this game): dice are set aside only while they extend the run from 1 upward without a gap. \
             With {} aside, a roll of {}; a roll of {}. A first roll of {}.",
            list(&run.faces(), ", "),
            example(run, &[5, 4, 6], true),
            example(run, &[5, 6, 6], true),
            example(SetAside::EMPTY, &[1, 2, 3, 5, 5, 6], true),
        )
    } else {
        let roll = Face::several(&[1, 3, 3, 4, 4, 6]);
        let (set, _) = SetAside::EMPTY.apply(&roll, false);
        format!(
            "Standard: one die of each face value not yet set aside; duplicates are rolled again. \
             Example: {} and {} dice are rolled again. The program sets dice aside for you: there is no choice to make.",
            example(SetAside::EMPTY, &[1, 3, 3, 4, 4, 6], false),
            word(GOLF_DICE - set.len()),
        )
    }
}

/// "5, 4, 6 sets aside 4, 5, 6", or "… sets aside nothing", as the rules play it.
fn example(before: SetAside, values: &[u8], ordered: bool) -> String {
    let roll = Face::several(values);
    let (_, kept) = before.apply(&roll, ordered);
    let kept = kept.faces().faces();
    let what = if kept.is_empty() {
        "nothing".to_string()
    } else {
        list(&kept, ", ")
    };
    format!("{} sets aside {what}", list(&roll, ", "))
}

/// The hole points for a straight on each roll, then per die short, from the rules: the
/// rules panel's "Scoring a hole" and the printed card's reminder.
pub(super) fn scoring(rolls: u32) -> String {
    let on_roll: Vec<String> = (1..=rolls)
        .map(|r| {
            let points = typeset(hole_points(SetAside::FULL, Some(r)));
            if r == 1 {
                format!("Straight on roll {r}: {points}.")
            } else {
                format!("On roll {r}: {points}.")
            }
        })
        .collect();
    let one_short = SetAside::from_bits(SetAside::FULL.bits() >> 1);
    let per_die = hole_points(one_short, None) - hole_points(SetAside::FULL, None);
    format!(
        "{}  Not completed: {} for each die not part of the straight.",
        on_roll.join("  "),
        typeset(per_die)
    )
}

fn list(faces: &[Face], joiner: &str) -> String {
    let shown: Vec<String> = faces.iter().map(Face::to_string).collect();
    shown.join(joiner)
}

/// A small count in words ("three"), as the rules panel writes it; digits past twelve.
fn word(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
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
