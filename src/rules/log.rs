//! The game log: events turned into the lines players read ("Ann rolled 2·2·5 — Small
//! Slam, +5 → 10").

use super::event::{Event, Purpose, RollOffStage};

/// One readable line per roll or announcement for the events of one step.
pub fn describe(players: &[String], events: &[Event]) -> Vec<String> {
    let name = |p: usize| players.get(p).map(String::as_str).unwrap_or("?");
    let mut lines: Vec<String> = Vec::new();
    for event in events {
        match event {
            Event::Rolled {
                player,
                roll,
                purpose,
            } => lines.push(match purpose {
                Purpose::SlamNumber => {
                    format!("{} rolled {roll} for the slam number", name(*player))
                }
                Purpose::SlamTurn => format!("{} rolled {roll}", name(*player)),
                Purpose::RollOff(RollOffStage::Everyone) => {
                    format!("{} rolled {roll} in the roll-off", name(*player))
                }
                Purpose::RollOff(_) => format!("{} rolled {roll} to break the tie", name(*player)),
                Purpose::Hole { hole, roll: n } => {
                    format!("{} rolled {roll} (hole {hole}, roll {n})", name(*player))
                }
            }),
            Event::SlamNumberSet { player: None, face } => {
                replace_last(&mut lines, format!("The slam number is {face}"));
            }
            Event::SlamNumberSet {
                player: Some(p),
                face,
            } => {
                replace_last(&mut lines, format!("{}'s slam number is {face}", name(*p)));
            }
            Event::NoHit { .. } => append(&mut lines, " — no slam, turn over".into()),
            Event::Slam {
                kind,
                points,
                score,
                ..
            } => {
                append(
                    &mut lines,
                    format!(" — {}, +{points} → {score}", kind.title()),
                );
            }
            Event::Bust { kind, score, .. } => {
                append(
                    &mut lines,
                    format!(
                        " — {} would pass the target: bust, stays at {score}",
                        kind.title()
                    ),
                );
            }
            Event::Finished { player, place } => {
                lines.push(format!("{} is safe ({})", name(*player), ordinal(*place)));
            }
            Event::TurnPassed { .. } => {}
            Event::RollOffTie {
                stage,
                players: tied,
            } => {
                let who: Vec<&str> = tied.iter().map(|p| name(*p)).collect();
                let what = match stage {
                    RollOffStage::ScorekeeperTie => "lowest",
                    _ => "highest",
                };
                lines.push(format!(
                    "Tie for {what} between {}: they roll again",
                    who.join(", ")
                ));
            }
            Event::FirstPlayer { player } => lines.push(format!("{} goes first", name(*player))),
            Event::Scorekeeper { player } => lines.push(format!("{} keeps score", name(*player))),
            Event::SetAside { faces, total, .. } => {
                if faces.is_empty() {
                    append(&mut lines, " — nothing set aside".into());
                } else {
                    let kept: Vec<String> = faces.faces().iter().map(|f| f.to_string()).collect();
                    append(
                        &mut lines,
                        format!(" — sets aside {} ({total}/6)", kept.join(", ")),
                    );
                }
            }
            Event::HoleScored {
                player,
                hole,
                completed_on,
                points,
                total,
            } => {
                let how = match completed_on {
                    Some(r) => format!("straight on roll {r}"),
                    None if *points == 1 => "1 die short".to_string(),
                    None => format!("{points} dice short"),
                };
                lines.push(format!(
                    "{} scores {} on hole {hole} ({how}), total {}",
                    name(*player),
                    signed(*points),
                    signed(*total)
                ));
            }
            Event::GameOver { loser: Some(p), .. } => {
                lines.push(format!("Game over: {} is the loser", name(*p)));
            }
            Event::GameOver { winners, .. } => {
                let who: Vec<&str> = winners.iter().map(|p| name(*p)).collect();
                lines.push(format!(
                    "Game over: {} {}",
                    who.join(" and "),
                    if who.len() == 1 {
                        "wins"
                    } else {
                        "share the win"
                    }
                ));
            }
        }
    }
    lines
}

/// `+2`, `-1`, `0`: golf points with their sign.
pub fn signed(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

/// `1st`, `2nd`, `3rd`, `4th`…
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
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
    use crate::rules::{DiceGame, Face, SlamDice, SlamDiceOptions};

    #[test]
    fn a_slam_reads_as_the_issue_shows() {
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        let mut g = match SlamDice::new(names.clone(), SlamDiceOptions::default()) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        };
        let f = |v: &[u8]| {
            v.iter()
                .filter_map(|x| Face::new(*x).ok())
                .collect::<Vec<_>>()
        };
        let ev = g.enter(&f(&[2])).unwrap_or_default();
        assert_eq!(
            describe(&names, &ev),
            vec!["The slam number is 2".to_string()]
        );
        let _ = g.enter(&f(&[2, 2, 5]));
        let _ = g.enter(&f(&[2, 1, 1]));
        let ev = g.enter(&f(&[2, 2, 5])).unwrap_or_default();
        assert_eq!(
            describe(&names, &ev),
            vec!["Ann rolled 2·2·5 — Small Slam, +5 → 11".to_string()]
        );
    }

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
    }
}
