//! The story in words: the hover text of one roll ("Hole 14, Cy's roll 1:
//! straight — Cy 12 % → 61 %") and the game-over sheet's sentence for the biggest swing.
//! What a roll did is named from its events, with the log's and headlines' words.

use super::log::{dice_short, set_aside};
use super::{chart_title, name_or, percent, slam_title};
use crate::rules::odds::{RollAt, Story};
use crate::rules::{Event, GameKind, Purpose};

/// What a roll did, in a few words: "straight", "2 dice short", "sets aside 1, 4 (2/6)",
/// "Grand Slam, safe", "Small Slam", "bust", "no slam", "slam number 4", "rolled 5".
/// When several events say something, the last of them wins (a hole's score comes after
/// what it set aside).
fn roll_word(events: &[Event]) -> String {
    let safe = events.iter().any(|e| matches!(e, Event::Finished { .. }));
    let mut word = String::new();
    for event in events {
        word = match event {
            Event::HoleScored {
                completed_on: Some(_),
                ..
            } => crate::t!("story-straight"),
            Event::HoleScored { points, .. } => dice_short(*points),
            Event::SetAside { dice, total, .. } => set_aside(*dice, *total),
            Event::Slam { kind, .. } if safe => {
                crate::t!("story-slam-safe", slam = slam_title(*kind))
            }
            Event::Slam { kind, .. } => slam_title(*kind),
            Event::Bust { .. } => crate::t!("story-bust"),
            Event::NoHit { .. } => crate::t!("story-no-slam"),
            Event::SlamNumberSet { face, .. } => {
                crate::t!("story-slam-number", face = face.to_string())
            }
            Event::Rolled {
                roll,
                purpose: Purpose::RollOff(_),
                ..
            } => crate::t!("story-rolled", roll = roll.to_string()),
            _ => continue,
        };
    }
    word
}

/// Where a roll came and who made it: "Hole 14, Cy's roll 1", "Turn 9, Ann's roll 2",
/// "Roll-off, Ben's die", "Ann's slam-number die", "The slam-number die" (shared);
/// `opening` chooses the form for the start of a sentence (a capital, in English).
fn place(at: RollAt, name: &str, events: &[Event], opening: bool) -> String {
    let case = if opening { "start" } else { "inner" };
    match at {
        RollAt::Hole { hole, roll } => crate::t!(
            "story-at-hole",
            case = case,
            hole = hole,
            name = name,
            roll_number = roll
        ),
        RollAt::Turn { turn, roll } => crate::t!(
            "story-at-turn",
            case = case,
            turn = turn,
            name = name,
            roll_number = roll
        ),
        RollAt::RollOff => crate::t!("story-at-roll-off", case = case, name = name),
        RollAt::SlamNumber => {
            let shared = events
                .iter()
                .any(|e| matches!(e, Event::SlamNumberSet { player: None, .. }));
            if shared {
                crate::t!("story-at-shared-slam-number", case = case)
            } else {
                crate::t!("story-at-slam-number", case = case, name = name)
            }
        }
    }
}

/// The hover text for the point after roll `roll` of `story`: where the roll came,
/// what it did, and the roller's chance before and after ("Hole 14, Cy's roll 1:
/// straight — Cy 12 % → 61 %"; for Slam Dice the chance is to be the loser). `None` for
/// the start point or a roll the story does not have.
pub fn roll_hover(players: &[String], story: &Story, roll: usize) -> Option<String> {
    let point = story.point(roll)?;
    let before = story.point(roll.checked_sub(1)?)?;
    let who = point.player?;
    let name = name_or(players, who, "?");
    Some(crate::t!(
        "story-hover",
        place = place(point.at?, name, &point.events, true),
        what = roll_word(&point.events),
        name = name,
        before = percent(*before.chances.get(who)?),
        after = percent(*point.chances.get(who)?),
    ))
}

/// The game-over sheet's sentence for the biggest swing: "The biggest swing: hole 14,
/// Cy's roll 1 (straight) moved Cy's chance to win from 12 % to 61 %." The player whose
/// chance moved is named, who may not be the roller (a Slam Dice finish moves the others'
/// chances). `None` when nothing was rolled.
pub fn swing_sentence(players: &[String], story: &Story) -> Option<String> {
    let swing = story.swing?;
    let point = story.point(swing.roll)?;
    let roller = name_or(players, point.player?, "?");
    let moved = name_or(players, swing.player, "?");
    let goal = match story.game {
        GameKind::StraightGolf => "win",
        GameKind::SlamDice => "lose",
    };
    Some(crate::t!(
        "story-swing",
        place = place(point.at?, roller, &point.events, false),
        what = roll_word(&point.events),
        name = moved,
        goal = goal,
        from = percent(swing.from),
        to = percent(swing.to),
    ))
}

/// What a screen reader hears for the chart: what it shows and where every player
/// stood after roll `at` (the end of the story when `None`, or past it). "How each
/// player's chance to win moved, roll by roll, over 142 rolls; after roll 40: Ann 20 %,
/// Ben 80 %."
pub fn chart_spoken(story: &Story, at: Option<usize>) -> String {
    let rolls = story.points.len().saturating_sub(1);
    let at = at.unwrap_or(rolls).min(rolls);
    let when = if at == 0 {
        crate::t!("story-chart-before")
    } else {
        crate::t!("story-chart-after", roll_number = at)
    };
    let standing = story.point(at).map_or_else(String::new, |point| {
        story
            .players
            .iter()
            .zip(&point.chances)
            .map(|(name, p)| crate::t!("story-chart-stands", name = name, percent = percent(*p)))
            .collect::<Vec<_>>()
            .join(&crate::t!("list-separator"))
    });
    crate::t!(
        "story-chart-spoken",
        chart = chart_title(story.game),
        rolls = rolls,
        when = when,
        standing = standing
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::odds::{StoryPoint, Swing};
    use crate::rules::testing::named;
    use crate::rules::{DiceMask, Roll, SlamKind};

    fn names() -> Vec<String> {
        named(&["Ann", "Ben", "Cy"])
    }

    /// The point after roll 1, made by `player`.
    fn point(player: usize, chances: [f64; 3], at: RollAt, events: Vec<Event>) -> StoryPoint {
        StoryPoint {
            roll: 1,
            dice_used: 3,
            player: Some(player),
            chances: chances.to_vec(),
            at: Some(at),
            events,
        }
    }

    /// A story of one roll, `after`, from `start`; the swing `(player, from, to)`.
    fn one_roll(
        game: GameKind,
        start: [f64; 3],
        after: StoryPoint,
        (player, from, to): (usize, f64, f64),
    ) -> Story {
        let first = StoryPoint {
            roll: 0,
            dice_used: 0,
            player: None,
            chances: start.to_vec(),
            at: None,
            events: Vec::new(),
        };
        Story {
            game,
            players: names(),
            points: vec![first, after],
            swing: Some(Swing {
                roll: 1,
                player,
                from,
                to,
            }),
        }
    }

    #[test]
    fn a_straight_reads_as_the_issue_shows() {
        let scored = Event::HoleScored {
            player: 2,
            hole: 14,
            completed_on: Some(1),
            points: -3,
            total: -4,
        };
        let after = point(
            2,
            [0.3, 0.09, 0.61],
            RollAt::Hole { hole: 14, roll: 1 },
            vec![scored],
        );
        let t = one_roll(
            GameKind::StraightGolf,
            [0.5, 0.38, 0.12],
            after,
            (2, 0.12, 0.61),
        );
        assert_eq!(
            roll_hover(&names(), &t, 1).as_deref(),
            Some("Hole 14, Cy's roll 1: straight — Cy 12 % → 61 %")
        );
        assert_eq!(roll_hover(&names(), &t, 0), None);
        assert_eq!(roll_hover(&names(), &t, 2), None);
        assert_eq!(
            swing_sentence(&names(), &t).as_deref(),
            Some(
                "The biggest swing: hole 14, Cy's roll 1 (straight) moved Cy's chance to win from 12 % to 61 %."
            )
        );
    }

    #[test]
    fn slam_rolls_are_named_by_their_events() {
        let grand = vec![
            Event::Slam {
                player: 0,
                kind: SlamKind::Grand,
                points: 15,
                score: 15,
                hits: DiceMask::from_bits(0b111),
            },
            Event::Finished {
                player: 0,
                place: 1,
            },
        ];
        assert_eq!(roll_word(&grand), "Grand Slam, safe");
        let bust = Event::Bust {
            player: 1,
            kind: SlamKind::Small,
            score: 14,
            hits: DiceMask::from_bits(0b11),
        };
        assert_eq!(roll_word(&[bust]), "bust");
        assert_eq!(
            roll_word(&[Event::NoHit {
                player: 0,
                score: 3
            }]),
            "no slam"
        );
        let after = point(
            0,
            [0.0, 0.45, 0.55],
            RollAt::Turn { turn: 4, roll: 2 },
            grand,
        );
        let t = one_roll(
            GameKind::SlamDice,
            [0.2, 0.35, 0.45],
            after,
            (1, 0.35, 0.45),
        );
        assert_eq!(
            roll_hover(&names(), &t, 1).as_deref(),
            Some("Turn 4, Ann's roll 2: Grand Slam, safe — Ann 20 % → 0 %")
        );
        assert_eq!(
            swing_sentence(&names(), &t).as_deref(),
            Some(
                "The biggest swing: turn 4, Ann's roll 2 (Grand Slam, safe) moved Ben's chance to be the loser from 35 % to 45 %."
            )
        );
    }

    #[test]
    fn dice_for_the_start_are_named_too() {
        let four = crate::rules::Face::ALL[3];
        let shared = [
            Event::Rolled {
                player: 0,
                roll: Roll::one(four),
                purpose: Purpose::SlamNumber,
            },
            Event::SlamNumberSet {
                player: None,
                face: four,
            },
        ];
        assert_eq!(
            place(RollAt::SlamNumber, "Ann", &shared, true),
            "The slam-number die"
        );
        assert_eq!(roll_word(&shared), "slam number 4");
        let roll_off = [Event::Rolled {
            player: 1,
            roll: Roll::one(four),
            purpose: Purpose::RollOff(crate::rules::RollOffStage::Everyone),
        }];
        assert_eq!(
            place(RollAt::RollOff, "Ben", &roll_off, true),
            "Roll-off, Ben's die"
        );
        assert_eq!(roll_word(&roll_off), "rolled 4");
    }

    #[test]
    fn the_chart_is_spoken_with_where_everyone_stands() {
        let after = point(
            0,
            [0.2, 0.3, 0.5],
            RollAt::Turn { turn: 1, roll: 1 },
            Vec::new(),
        );
        let t = one_roll(GameKind::SlamDice, [0.3, 0.3, 0.4], after, (2, 0.4, 0.5));
        assert_eq!(
            chart_spoken(&t, None),
            "How each player's chance to be the loser moved, roll by roll, over 1 roll; after roll 1: Ann 20 %, Ben 30 %, Cy 50 %."
        );
        assert_eq!(
            chart_spoken(&t, Some(0)),
            "How each player's chance to be the loser moved, roll by roll, over 1 roll; before the first roll: Ann 30 %, Ben 30 %, Cy 40 %."
        );
        assert_eq!(chart_spoken(&t, Some(9)), chart_spoken(&t, None));
    }
}
