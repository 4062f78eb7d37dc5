//! Where a game stands: the banner over the table, a Slam Dice seat's status, and the
//! game-over verdict.

use super::{Headline, Tone, name_or, ordinal, winners_phrase};
use crate::rules::{
    Game, GolfStep, RollOffStage, SlamDice, SlamDiceOptions, SlamStep, StraightGolf,
};

/// The line over the table saying who does what next ("Ann's turn", "Ben — hole 3, roll
/// 2 of 3"); "Game over" once the game is over.
pub fn banner(game: &Game) -> String {
    match game {
        Game::Slam(g) => slam_banner(g),
        Game::Golf(g) => golf_banner(g),
    }
}

/// The banner in its forms, longest first: [`banner`], then a designed short form that
/// keeps the name and the numbers ("Hal · hole 17 · roll 2/3"), then the shortest ("Hal
/// · 17 · 2/3"). A narrow banner shows the first that fits, never a cut-off line.
pub fn banner_forms(game: &Game) -> [String; 3] {
    let [short, shortest] = match game {
        Game::Slam(g) => slam_short(g),
        Game::Golf(g) => golf_short(g),
    };
    [banner(game), short, shortest]
}

fn slam_short(g: &SlamDice) -> [String; 2] {
    let name = |p: usize| name_or(g.players(), p, "");
    match g.step() {
        SlamStep::SlamNumber(None) => [
            crate::t!("banner-short-slam-number"),
            crate::t!("banner-shortest-slam-number"),
        ],
        SlamStep::SlamNumber(Some(p)) => [
            crate::t!("banner-short-player-slam-number", name = name(p)),
            crate::t!("banner-shortest-player-slam-number", name = name(p)),
        ],
        SlamStep::Turn { player, roll: 1 } => [name(player).to_string(), name(player).into()],
        SlamStep::Turn { player, roll } => [
            crate::t!("banner-short-roll", name = name(player), roll_number = roll),
            crate::t!(
                "banner-shortest-roll",
                name = name(player),
                roll_number = roll
            ),
        ],
        SlamStep::Over => [crate::t!("banner-over"), crate::t!("banner-shortest-over")],
    }
}

fn golf_short(g: &StraightGolf) -> [String; 2] {
    let name = |p: usize| name_or(g.players(), p, "");
    match g.step() {
        GolfStep::RollOff { player, .. } => [
            crate::t!("banner-short-roll-off", name = name(player)),
            name(player).to_string(),
        ],
        GolfStep::Hole(h) => {
            let of = g.options().rolls_per_hole;
            let who = name(h.player);
            [
                crate::t!(
                    "banner-short-hole",
                    name = who,
                    hole = h.number,
                    roll_number = h.roll,
                    rolls = of
                ),
                crate::t!(
                    "banner-shortest-hole",
                    name = who,
                    hole = h.number,
                    roll_number = h.roll,
                    rolls = of
                ),
            ]
        }
        GolfStep::Over => [crate::t!("banner-over"), crate::t!("banner-shortest-over")],
    }
}

fn slam_banner(g: &SlamDice) -> String {
    let name = |p: usize| name_or(g.players(), p, "");
    match g.step() {
        SlamStep::SlamNumber(None) => crate::t!("banner-slam-number"),
        SlamStep::SlamNumber(Some(p)) => crate::t!("banner-player-slam-number", name = name(p)),
        SlamStep::Turn { player, roll: 1 } => crate::t!("banner-turn", name = name(player)),
        SlamStep::Turn { player, roll } => {
            crate::t!("banner-keep-going", name = name(player), roll_number = roll)
        }
        SlamStep::Over => crate::t!("banner-over"),
    }
}

fn golf_banner(g: &StraightGolf) -> String {
    let name = |p: usize| name_or(g.players(), p, "");
    match g.step() {
        GolfStep::RollOff {
            player,
            stage: RollOffStage::Everyone,
        } => crate::t!("banner-roll-off", name = name(player)),
        GolfStep::RollOff { player, .. } => crate::t!("banner-tie-break", name = name(player)),
        GolfStep::Hole(h) => crate::t!(
            "banner-hole",
            name = name(h.player),
            hole = h.number,
            roll_number = h.roll,
            rolls = g.options().rolls_per_hole
        ),
        GolfStep::Over => crate::t!("banner-over"),
    }
}

/// The game-over title: who lost (Slam Dice) or who won (Straight Golf); `None` while
/// the game is still on.
pub fn verdict(game: &Game) -> Option<Headline> {
    if !game.is_over() {
        return None;
    }
    let names = game.players();
    Some(match game {
        Game::Slam(g) => {
            let loser = g.loser().map_or("", |p| name_or(names, p, ""));
            Headline::new(
                crate::t!("verdict-loser", name = loser),
                crate::t!("headline-last-left"),
                Tone::Bad,
            )
        }
        Game::Golf(g) => {
            let who: Vec<&str> = g
                .winners()
                .iter()
                .filter_map(|w| names.get(*w).map(String::as_str))
                .collect();
            Headline::new(
                crate::t!(
                    "headline-winners",
                    winners = winners_phrase(&who, &crate::t!("headline-names-joiner"))
                ),
                crate::t!("headline-lowest-total"),
                Tone::Good,
            )
        }
    })
}

/// The Slam Dice house rules in one line, for the setup screen: "Race to exactly 15:
/// Single +1, Small +5, Grand Slam finishes."
pub fn slam_summary(o: &SlamDiceOptions) -> String {
    crate::t!(
        "slam-summary",
        target = o.target,
        single = o.single,
        small = o.small
    )
}

/// A Slam Dice seat's status on the sheet: "safe — 1st" (good), "LOSER" (bad), or
/// nothing while still playing.
pub fn slam_status(game: &SlamDice, seat: usize) -> Option<(String, Tone)> {
    match (game.finished_rank(seat), game.loser() == Some(seat)) {
        (Some(place), _) => Some((crate::t!("status-safe", place = ordinal(place)), Tone::Good)),
        (None, true) => Some((crate::t!("status-loser"), Tone::Bad)),
        (None, false) => None,
    }
}

/// A badge a golf card shows beside a player's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GolfBadge {
    /// The player who tees off first (the roll-off's winner).
    First,
    /// The player who keeps the score.
    Scorekeeper,
}

impl GolfBadge {
    /// The mark on the card: "1st", "📝".
    pub fn mark(self) -> String {
        match self {
            GolfBadge::First => ordinal(1),
            GolfBadge::Scorekeeper => "📝".to_string(),
        }
    }

    /// The badge in words, on the phones and for a screen reader: "Plays first", "Keeps
    /// score".
    pub fn words(self) -> String {
        match self {
            GolfBadge::First => crate::t!("badge-plays-first"),
            GolfBadge::Scorekeeper => crate::t!("badge-keeps-score"),
        }
    }
}

/// The badges of `seat` on a golf card, in the card's order.
pub fn golf_badges(game: &StraightGolf, seat: usize) -> Vec<GolfBadge> {
    [
        (game.first_player() == Some(seat)).then_some(GolfBadge::First),
        (game.scorekeeper() == Some(seat)).then_some(GolfBadge::Scorekeeper),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// [`slam_status`] for a narrow strip: "1st" (good), "LOSER" (bad).
pub fn slam_status_short(game: &SlamDice, seat: usize) -> Option<(String, Tone)> {
    match (game.finished_rank(seat), game.loser() == Some(seat)) {
        (Some(place), _) => Some((ordinal(place), Tone::Good)),
        (None, true) => Some((crate::t!("status-loser"), Tone::Bad)),
        (None, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{
        Face, GameKind, GameSetup, SlamDiceOptions, SlamNumberMode, StraightGolfOptions,
    };

    fn f(v: &[u8]) -> Vec<Face> {
        v.iter().filter_map(|x| Face::new(*x).ok()).collect()
    }

    fn new_game(kind: GameKind, n: usize, slam: SlamDiceOptions) -> Game {
        let names = ["Ann", "Ben", "Cy"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let setup = GameSetup {
            slam_dice: slam,
            straight_golf: StraightGolfOptions {
                rounds: 1,
                ..Default::default()
            },
            ..GameSetup::new(kind, names)
        };
        match Game::new(&setup) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        }
    }

    fn enter(g: &mut Game, v: &[u8]) {
        if let Err(e) = g.enter(&f(v)) {
            panic!("{e}");
        }
    }

    #[test]
    fn the_slam_banner_follows_the_game() {
        let per_player = SlamDiceOptions {
            slam_number: SlamNumberMode::PerPlayer,
            ..Default::default()
        };
        let mut g = new_game(GameKind::SlamDice, 2, per_player);
        assert_eq!(banner(&g), "Ann — roll your slam number");
        enter(&mut g, &[2]);
        enter(&mut g, &[3]);
        assert_eq!(banner(&g), "Ann's turn");
        enter(&mut g, &[2, 1, 1]);
        assert_eq!(banner(&g), "Ann — roll 2, keep going!");
        assert_eq!(banner_forms(&g)[1..], ["Ann · roll 2", "Ann · 2"]);
        let mut g = new_game(GameKind::SlamDice, 2, SlamDiceOptions::default());
        assert_eq!(banner(&g), "Roll for the slam number");
        assert_eq!(verdict(&g), None);
        enter(&mut g, &[5]);
        enter(&mut g, &[5, 5, 5]);
        assert_eq!(banner(&g), "Game over");
        let v = verdict(&g).unwrap_or_default();
        assert_eq!(
            (v.title.as_str(), v.detail.as_str(), v.tone),
            ("Ben is the loser!", "The last one left", Tone::Bad)
        );
        let Game::Slam(s) = &g else {
            panic!("not slam")
        };
        assert_eq!(slam_status(s, 0), Some(("safe — 1st".into(), Tone::Good)));
        assert_eq!(slam_status(s, 1), Some(("LOSER".into(), Tone::Bad)));
    }

    #[test]
    fn a_seat_still_playing_has_no_status() {
        let mut g = new_game(GameKind::SlamDice, 3, SlamDiceOptions::default());
        enter(&mut g, &[5]);
        enter(&mut g, &[5, 5, 5]);
        let Game::Slam(s) = &g else {
            panic!("not slam")
        };
        assert_eq!(slam_status(s, 1), None);
        assert_eq!(slam_status(s, 0), Some(("safe — 1st".into(), Tone::Good)));
    }

    /// Plays a one-round golf game with Ann first: each seat in turn either rolls the
    /// straight at once (`true`) or three rolls of ones (`false`).
    fn golf(n: usize, straights: &[bool]) -> Game {
        let mut g = new_game(GameKind::StraightGolf, n, SlamDiceOptions::default());
        let mut roll_off = vec![6];
        roll_off.extend(std::iter::repeat_n(1, n - 1));
        assert_eq!(banner(&g), "Ann — roll to see who starts");
        for v in roll_off {
            enter(&mut g, &[v]);
        }
        if n > 2 {
            enter(&mut g, &[3]); // Ben and Cy tied lowest: the keeper re-roll
            enter(&mut g, &[2]);
        }
        for straight in straights {
            if *straight {
                enter(&mut g, &[1, 2, 3, 4, 5, 6]);
            } else {
                assert!(
                    banner(&g).ends_with("hole 1, roll 1 of 3"),
                    "{}",
                    banner(&g)
                );
                enter(&mut g, &[1; 6]);
                enter(&mut g, &[1; 5]);
                enter(&mut g, &[1; 5]);
            }
        }
        g
    }

    #[test]
    fn golf_verdicts_name_one_winner_or_several() {
        let g = golf(2, &[true, false]);
        assert_eq!(banner(&g), "Game over");
        let v = verdict(&g).unwrap_or_default();
        assert_eq!(
            (v.title.as_str(), v.detail.as_str(), v.tone),
            ("Ann wins!", "Lowest total", Tone::Good)
        );
        let g = golf(3, &[true, false, true]);
        let v = verdict(&g).unwrap_or_default();
        assert_eq!(v.title, "Ann & Cy share the win!");
        assert_eq!(v.tone, Tone::Good);
    }

    #[test]
    fn the_golf_banner_shows_the_roll_off_tie_and_the_rolls_per_hole() {
        let mut g = new_game(GameKind::StraightGolf, 2, SlamDiceOptions::default());
        enter(&mut g, &[4]);
        enter(&mut g, &[4]);
        assert_eq!(banner(&g), "Ann — roll again to break the tie");
        enter(&mut g, &[2]);
        enter(&mut g, &[5]);
        assert_eq!(banner(&g), "Ben — hole 1, roll 1 of 3");
        assert_eq!(
            banner_forms(&g)[1..],
            ["Ben · hole 1 · roll 1/3", "Ben · 1 · 1/3"]
        );
    }

    #[test]
    fn golf_badges_say_who_plays_first_and_who_keeps_score() {
        let mut g = new_game(GameKind::StraightGolf, 2, SlamDiceOptions::default());
        // The roll-off: Ann 6, Ben 1.
        let _ = g.enter(&f(&[6]));
        let _ = g.enter(&f(&[1]));
        let Game::Golf(golf) = &g else {
            panic!("not golf")
        };
        let first = golf.first_player().unwrap_or(9);
        let badges = golf_badges(golf, first);
        assert!(badges.contains(&GolfBadge::First), "{badges:?}");
        assert_eq!(GolfBadge::First.words(), "Plays first");
        assert_eq!(GolfBadge::Scorekeeper.mark(), "📝");
        let keeper = golf.scorekeeper().unwrap_or(9);
        assert!(golf_badges(golf, keeper).contains(&GolfBadge::Scorekeeper));
    }
}
