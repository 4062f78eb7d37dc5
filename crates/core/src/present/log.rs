//! The game log: events turned into the lines players read ("Ann rolled 2·2·5 — Small
//! Slam, +5 → 10").

use super::{name_or, ordinal, signed, slam_title, winners_phrase};
use crate::rules::event::{Event, Purpose, RollOffStage};
use crate::rules::golf::GOLF_DICE;
use crate::rules::{Roll, SetAsideDice};

/// What one event does to the log.
enum Edit {
    /// A new line.
    Push(String),
    /// Text added to the last line (the roll it is about).
    Append(String),
    /// The last line replaced (a slam-number roll reads as its result).
    Replace(String),
    /// Nothing to say.
    Nothing,
}

/// One readable line per roll or announcement for the events of one step.
pub fn log_lines(players: &[String], events: &[Event]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for event in events {
        match edit(players, event) {
            Edit::Push(text) => lines.push(text),
            Edit::Append(text) => append(&mut lines, text),
            Edit::Replace(text) => replace_last(&mut lines, text),
            Edit::Nothing => {}
        }
    }
    lines
}

fn edit(players: &[String], event: &Event) -> Edit {
    let name = |p: usize| name_or(players, p, "?");
    match event {
        Event::Rolled {
            player,
            roll,
            purpose,
        } => Edit::Push(rolled(name(*player), roll, *purpose)),
        Event::TurnPassed { .. } => Edit::Nothing,
        Event::GameOver { loser: Some(p), .. } => {
            Edit::Push(crate::t!("log-game-over-loser", name = name(*p)))
        }
        Event::GameOver { winners, .. } => {
            let who: Vec<&str> = winners.iter().map(name).collect();
            let winners = winners_phrase(&who, &crate::t!("log-names-joiner"));
            Edit::Push(crate::t!("log-game-over-winners", winners = winners))
        }
        Event::SlamNumberSet { .. }
        | Event::NoHit { .. }
        | Event::Slam { .. }
        | Event::Bust { .. }
        | Event::Finished { .. } => slam_edit(players, event),
        Event::RollOffTie { .. }
        | Event::FirstPlayer { .. }
        | Event::Scorekeeper { .. }
        | Event::SetAside { .. }
        | Event::HoleScored { .. } => golf_edit(players, event),
    }
}

fn rolled(name: &str, roll: &Roll, purpose: Purpose) -> String {
    let roll = roll.to_string();
    match purpose {
        Purpose::SlamNumber => crate::t!("log-rolled-slam-number", name = name, roll = roll),
        Purpose::SlamTurn => crate::t!("log-rolled-slam-turn", name = name, roll = roll),
        Purpose::RollOff(RollOffStage::Everyone) => {
            crate::t!("log-rolled-roll-off", name = name, roll = roll)
        }
        Purpose::RollOff(_) => crate::t!("log-rolled-tie-break", name = name, roll = roll),
        Purpose::Hole { hole, roll: n } => crate::t!(
            "log-rolled-hole",
            name = name,
            roll = roll,
            hole = hole,
            roll_number = n
        ),
    }
}

fn slam_edit(players: &[String], event: &Event) -> Edit {
    let name = |p: usize| name_or(players, p, "?");
    match event {
        Event::SlamNumberSet { player: None, face } => {
            Edit::Replace(crate::t!("log-slam-number", face = face.to_string()))
        }
        Event::SlamNumberSet {
            player: Some(p),
            face,
        } => Edit::Replace(crate::t!(
            "log-player-slam-number",
            name = name(*p),
            face = face.to_string()
        )),
        Event::NoHit { .. } => Edit::Append(crate::t!("log-no-slam")),
        Event::Slam {
            kind,
            points,
            score,
            ..
        } => Edit::Append(crate::t!(
            "log-slam",
            slam = slam_title(*kind),
            points = *points,
            score = *score
        )),
        Event::Bust { kind, score, .. } => Edit::Append(crate::t!(
            "log-bust",
            slam = slam_title(*kind),
            score = *score
        )),
        Event::Finished { player, place } => Edit::Push(crate::t!(
            "log-safe",
            name = name(*player),
            place = ordinal(*place)
        )),
        _ => Edit::Nothing,
    }
}

fn golf_edit(players: &[String], event: &Event) -> Edit {
    let name = |p: usize| name_or(players, p, "?");
    match event {
        Event::RollOffTie {
            stage,
            players: tied,
        } => {
            let who: Vec<&str> = tied.iter().map(name).collect();
            let names = who.join(&crate::t!("list-separator"));
            Edit::Push(match stage {
                RollOffStage::ScorekeeperTie => crate::t!("log-tie-lowest", names = names),
                _ => crate::t!("log-tie-highest", names = names),
            })
        }
        Event::FirstPlayer { player } => {
            Edit::Push(crate::t!("log-goes-first", name = name(*player)))
        }
        Event::Scorekeeper { player } => {
            Edit::Push(crate::t!("log-keeps-score", name = name(*player)))
        }
        Event::SetAside { dice, total, .. } => {
            Edit::Append(format!(" — {}", set_aside(*dice, *total)))
        }
        Event::HoleScored {
            player,
            hole,
            completed_on,
            points,
            total,
        } => {
            let how = match completed_on {
                Some(r) => crate::t!("log-straight-on-roll", roll_number = *r),
                None => dice_short(*points),
            };
            Edit::Push(crate::t!(
                "log-hole-scored",
                name = name(*player),
                points = signed(*points),
                hole = *hole,
                how = how,
                total = signed(*total)
            ))
        }
        _ => Edit::Nothing,
    }
}

/// "sets aside 1, 3, 4 (5/6)" or "nothing set aside": what a golf roll kept.
pub(super) fn set_aside(dice: SetAsideDice, total: usize) -> String {
    if dice.is_empty() {
        return crate::t!("log-set-aside-nothing");
    }
    let kept: Vec<String> = dice.iter().map(|(_, face)| face.to_string()).collect();
    crate::t!(
        "log-set-aside",
        faces = kept.join(", "),
        total = total,
        dice = GOLF_DICE
    )
}

/// "1 die short", "3 dice short": a hole that ended without the straight, by its points.
pub(super) fn dice_short(points: i32) -> String {
    crate::t!("log-dice-short", n = points)
}

fn append(lines: &mut Vec<String>, text: String) {
    match lines.last_mut() {
        Some(last) => last.push_str(&text),
        None => lines.push(text.trim_start_matches(" — ").to_string()),
    }
}

fn replace_last(lines: &mut Vec<String>, text: String) {
    match lines.last_mut() {
        Some(last) => *last = text,
        None => lines.push(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::testing::named;
    use crate::rules::{DiceGame, Face, SlamDice, SlamDiceOptions, StraightGolf};

    fn f(v: &[u8]) -> Vec<Face> {
        v.iter().filter_map(|x| Face::new(*x).ok()).collect()
    }

    fn names() -> Vec<String> {
        named(&["Ann", "Ben"])
    }

    #[test]
    fn a_slam_reads_as_the_issue_shows() {
        let names = names();
        let mut g = match SlamDice::new(names.clone(), SlamDiceOptions::default()) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        };
        let ev = g.enter(&f(&[2])).unwrap_or_default();
        assert_eq!(
            log_lines(&names, &ev),
            vec!["The slam number is 2".to_string()]
        );
        let _ = g.enter(&f(&[2, 2, 5]));
        let _ = g.enter(&f(&[2, 1, 1]));
        let ev = g.enter(&f(&[2, 2, 5])).unwrap_or_default();
        assert_eq!(
            log_lines(&names, &ev),
            vec!["Ann rolled 2·2·5 — Small Slam, +5 → 11".to_string()]
        );
        let ev = g.enter(&f(&[3, 3, 3])).unwrap_or_default();
        assert_eq!(
            log_lines(&names, &ev),
            vec!["Ann rolled 3·3·3 — no slam, turn over".to_string()]
        );
    }

    #[test]
    fn a_golf_hole_reads_roll_by_roll() {
        let names = names();
        let mut g = match StraightGolf::new(names.clone(), Default::default()) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        };
        let _ = g.enter(&f(&[2]));
        let ev = g.enter(&f(&[5])).unwrap_or_default();
        assert_eq!(
            log_lines(&names, &ev),
            vec![
                "Ben rolled 5 in the roll-off",
                "Ben goes first",
                "Ann keeps score"
            ]
        );
        let ev = g.enter(&f(&[1, 3, 3, 4, 4, 6])).unwrap_or_default();
        assert_eq!(
            log_lines(&names, &ev),
            vec!["Ben rolled 1·3·3·4·4·6 (hole 1, roll 1) — sets aside 1, 3, 4, 6 (4/6)"]
        );
        let ev = g.enter(&f(&[2, 5])).unwrap_or_default();
        assert_eq!(
            log_lines(&names, &ev),
            vec![
                "Ben rolled 2·5 (hole 1, roll 2) — sets aside 2, 5 (6/6)",
                "Ben scores -1 on hole 1 (straight on roll 2), total -1"
            ]
        );
    }

    #[test]
    fn the_end_of_a_game_names_the_loser_or_the_winners() {
        let names = names();
        let over = |loser, winners: Vec<usize>| {
            let winners = winners.into_iter().collect();
            log_lines(&names, &[Event::GameOver { loser, winners }])
        };
        assert_eq!(over(Some(1), vec![]), vec!["Game over: Ben is the loser"]);
        assert_eq!(over(None, vec![0]), vec!["Game over: Ann wins"]);
        assert_eq!(
            over(None, vec![0, 1]),
            vec!["Game over: Ann and Ben share the win"]
        );
    }
}
