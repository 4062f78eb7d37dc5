//! The headline after a roll: the big message in the middle of the screen ("Small Slam!
//! +5"), chosen from the roll's events.

use super::{Headline, Tone, name_or, ordinal, signed, slam_title, typeset, winners_phrase};
use crate::rules::{Event, SlamKind};

/// The headline for a roll's events, if it deserves one; when several events deserve
/// one, the last of them wins.
pub fn headline(players: &[String], events: &[Event]) -> Option<Headline> {
    events
        .iter()
        .rev()
        .find_map(|event| for_event(players, events, event))
}

fn for_event(players: &[String], events: &[Event], event: &Event) -> Option<Headline> {
    let name = |p: usize| name_or(players, p, "");
    match event {
        Event::SlamNumberSet { player: None, face } => Some(Headline::new(
            crate::t!("headline-slam-number", face = face.to_string()),
            crate::t!("headline-slam-number-detail"),
            Tone::Info,
        )),
        Event::SlamNumberSet {
            player: Some(p),
            face,
        } => Some(Headline::new(
            crate::t!(
                "headline-player-slam-number",
                name = name(*p),
                face = face.to_string()
            ),
            "",
            Tone::Info,
        )),
        Event::Slam { .. } | Event::Bust { .. } | Event::Finished { .. } => slam(players, event),
        Event::FirstPlayer { player } => {
            let keeper = events.iter().find_map(|e| match e {
                Event::Scorekeeper { player } => {
                    Some(crate::t!("log-keeps-score", name = name(*player)))
                }
                _ => None,
            });
            Some(Headline::new(
                crate::t!("log-goes-first", name = name(*player)),
                keeper.unwrap_or_default(),
                Tone::Info,
            ))
        }
        Event::HoleScored { .. } => hole(players, event),
        Event::GameOver { loser: Some(p), .. } => Some(Headline::new(
            crate::t!("headline-loses", name = name(*p)),
            crate::t!("headline-last-left"),
            Tone::Bad,
        )),
        Event::GameOver { winners, .. } => {
            let who: Vec<&str> = winners.iter().map(name).collect();
            Some(Headline::new(
                crate::t!(
                    "headline-winners",
                    winners = winners_phrase(&who, &crate::t!("headline-names-joiner"))
                ),
                crate::t!("headline-lowest-total"),
                Tone::Good,
            ))
        }
        _ => None,
    }
}

fn slam(players: &[String], event: &Event) -> Option<Headline> {
    let name = |p: usize| name_or(players, p, "");
    Some(match event {
        Event::Slam {
            player,
            kind: SlamKind::Grand,
            ..
        } => Headline::new(
            crate::t!("headline-grand-slam"),
            crate::t!("headline-grand-slam-detail", name = name(*player)),
            Tone::Good,
        ),
        Event::Slam {
            player,
            kind,
            points,
            score,
            ..
        } => Headline::new(
            crate::t!("headline-slam", slam = slam_title(*kind)),
            crate::t!(
                "headline-slam-detail",
                name = name(*player),
                points = *points,
                score = *score
            ),
            Tone::Good,
        ),
        Event::Bust {
            player,
            kind,
            score,
            ..
        } => Headline::new(
            crate::t!("headline-bust"),
            crate::t!(
                "headline-bust-detail",
                name = name(*player),
                slam = slam_title(*kind),
                score = *score
            ),
            Tone::Bad,
        ),
        Event::Finished { player, place } => Headline::new(
            crate::t!("headline-safe", name = name(*player)),
            crate::t!("headline-safe-detail", place = ordinal(*place)),
            Tone::Good,
        ),
        _ => return None,
    })
}

fn hole(players: &[String], event: &Event) -> Option<Headline> {
    let Event::HoleScored {
        player,
        completed_on,
        points,
        ..
    } = event
    else {
        return None;
    };
    let title = match completed_on {
        Some(1) => crate::t!("headline-straight-first", points = typeset(*points)),
        Some(r) => crate::t!(
            "headline-straight",
            roll_number = *r,
            points = signed(*points)
        ),
        None => crate::t!("headline-missed", n = *points, points = signed(*points)),
    };
    let tone = if *points <= 0 { Tone::Good } else { Tone::Info };
    Some(Headline::new(title, name_or(players, *player, ""), tone))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::golf::hole_points;
    use crate::rules::testing::named;
    use crate::rules::{DiceGame, DiceMask, Face, Seats, SetAside, SlamDice, SlamDiceOptions};

    fn names() -> Vec<String> {
        named(&["Ann", "Ben", "Cy"])
    }

    fn title(events: &[Event]) -> Option<(String, String, Tone)> {
        headline(&names(), events).map(|h| (h.title, h.detail, h.tone))
    }

    fn t(title: &str, detail: &str, tone: Tone) -> Option<(String, String, Tone)> {
        Some((title.into(), detail.into(), tone))
    }

    #[test]
    fn slam_events_make_headlines() {
        let face = Face::ALL[1];
        assert_eq!(
            title(&[Event::SlamNumberSet { player: None, face }]),
            t("Slam number 2", "Roll it to score", Tone::Info)
        );
        let small = Event::Slam {
            player: 0,
            kind: SlamKind::Small,
            points: 5,
            score: 11,
            hits: DiceMask::from_bits(0b011),
        };
        assert_eq!(title(&[small]), t("Small Slam!", "Ann +5 → 11", Tone::Good));
        let bust = Event::Bust {
            player: 1,
            kind: SlamKind::Small,
            score: 14,
            hits: DiceMask::from_bits(0b101),
        };
        assert_eq!(
            title(&[bust]),
            t(
                "BUST",
                "Ben: a Small Slam would pass the target — stays at 14",
                Tone::Bad
            )
        );
        assert_eq!(
            title(&[Event::NoHit {
                player: 0,
                score: 3
            }]),
            None
        );
    }

    #[test]
    fn the_last_event_worth_a_headline_wins() {
        let mut g = match SlamDice::new(names(), SlamDiceOptions::default()) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        };
        let f = |v: &[u8]| -> Vec<Face> { v.iter().filter_map(|x| Face::new(*x).ok()).collect() };
        let _ = g.enter(&f(&[4]));
        let ev = g.enter(&f(&[4, 4, 4])).unwrap_or_default();
        // Grand Slam, then Finished: the finish is the headline.
        assert_eq!(title(&ev), t("Ann is safe!", "1st to finish", Tone::Good));
        let _ = g.enter(&f(&[1, 1, 1])); // Ben misses
        let _ = g.enter(&f(&[4, 4, 4])); // Cy safe: Ben loses
        let ev = [Event::GameOver {
            loser: Some(1),
            winners: Seats::NONE,
        }];
        assert_eq!(title(&ev), t("Ben loses!", "The last one left", Tone::Bad));
    }

    #[test]
    fn golf_events_make_headlines() {
        let ev = [
            Event::FirstPlayer { player: 2 },
            Event::Scorekeeper { player: 0 },
            Event::TurnPassed { player: 2 },
        ];
        assert_eq!(
            title(&ev),
            t("Cy goes first", "Ann keeps score", Tone::Info)
        );
        let scored = |completed_on, points| {
            title(&[Event::HoleScored {
                player: 1,
                hole: 1,
                completed_on,
                points,
                total: points,
            }])
        };
        let first = hole_points(SetAside::FULL, Some(1));
        let want = format!("STRAIGHT! {}", first.to_string().replace('-', "−"));
        assert_eq!(scored(Some(1), first), t(&want, "Ben", Tone::Good));
        assert_eq!(
            scored(Some(2), -1),
            t("Straight on roll 2: -1", "Ben", Tone::Good)
        );
        assert_eq!(scored(None, 2), t("Missed by 2: +2", "Ben", Tone::Info));
    }

    #[test]
    fn one_winner_or_several_share_the_win() {
        let over = |winners: Vec<usize>| {
            title(&[Event::GameOver {
                loser: None,
                winners: winners.into_iter().collect(),
            }])
        };
        assert_eq!(over(vec![1]), t("Ben wins!", "Lowest total", Tone::Good));
        assert_eq!(
            over(vec![0, 2]),
            t("Ann & Cy share the win!", "Lowest total", Tone::Good)
        );
    }
}
