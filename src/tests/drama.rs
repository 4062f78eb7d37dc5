//! Drama when it counts, headless (the game, dice and table plugins, no GPU): a throw is
//! dramatised exactly when the state before it gives a deciding chance of at least
//! `DRAMA_LEAST`; its last die then rolls slowed and the camera moves in, but skipping
//! still lands it at once; the end of the game bursts into confetti; reduced motion has
//! none of it; and the game plays out to the same result either way.
#![cfg(feature = "gui")]

use super::common::{headless_app, phase, press, session, settings_for};
use crate::dice::{DiceDrama, DicePlayback};
use crate::game::{DRAMA_LEAST, Screen, TurnPhase};
use crate::rules::odds;
use crate::rules::{GameKind, GameRecord};
use crate::table::{CameraPush, Confetto};
use bevy::prelude::*;

/// A one-hole Straight Golf game of two: its last rolls must decide it.
fn app(reduced_motion: bool) -> App {
    let mut settings = settings_for(GameKind::StraightGolf, 2);
    settings.setup.straight_golf.rounds = 1;
    settings.display.reduced_motion = reduced_motion;
    let mut app = headless_app(settings, 5);
    app.add_plugins(crate::table::plugin);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn confetti_shown(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query::<(&Confetto, &Visibility)>()
        .iter(world)
        .filter(|(_, v)| **v == Visibility::Visible)
        .count()
}

/// What one throw did.
#[derive(Debug, Default)]
struct Throw {
    /// The rules' deciding chance of the state before it.
    chance: f64,
    /// Whether it was dramatised.
    drama: bool,
    /// Whether its last die was seen slowed, and the camera moving in.
    slowed: bool,
    pushed: bool,
    /// Frames from the throw to its landing, and the recording's length in frames.
    frames: u32,
    recorded: f32,
}

/// Rolls once (waiting first for the look-ahead), skipping the throw after `skip_after`
/// frames if given, and follows it to its landing.
fn throw(app: &mut App, skip_after: Option<u32>) -> Throw {
    for _ in 0..5 {
        app.update();
    }
    let chance = odds::deciding_chance(&session(app).game);
    press(app, KeyCode::Space);
    let mut t = Throw {
        chance,
        ..Throw::default()
    };
    let drama = *app.world().resource::<DiceDrama>();
    t.drama = drama.slow_from.is_some();
    let playback = app.world().resource::<DicePlayback>();
    t.recorded = playback.duration / 0.05;
    while phase(app) == Some(TurnPhase::Rolling) {
        if skip_after == Some(t.frames) {
            press(app, KeyCode::Space);
        }
        app.update();
        t.frames += 1;
        t.slowed |= app.world().resource::<DiceDrama>().slowing;
        t.pushed |= app.world().resource::<CameraPush>().amount() > 0.0;
        assert!(t.frames < 2_000, "the throw never landed");
    }
    t
}

/// Plays the game out, throw by throw; returns the throws and the record.
fn play(app: &mut App, skip_after: Option<u32>) -> (Vec<Throw>, GameRecord, usize) {
    press(app, KeyCode::Space);
    let mut throws = Vec::new();
    let mut confetti = 0;
    while screen(app) == Screen::Playing {
        if phase(app) == Some(TurnPhase::AwaitRoll) && !session(app).game.is_over() {
            throws.push(throw(app, skip_after));
        } else {
            app.update();
        }
        confetti = confetti.max(confetti_shown(app));
        assert!(throws.len() < 50, "no end");
    }
    (throws, session(app).record.clone(), confetti)
}

#[test]
fn deciding_throws_are_slowed_and_skipping_still_skips() {
    let mut a = app(false);
    let (throws, record, confetti) = play(&mut a, None);
    let dramatic: Vec<&Throw> = throws.iter().filter(|t| t.drama).collect();
    for t in &throws {
        assert_eq!(t.drama, t.chance >= DRAMA_LEAST, "{t:?}");
    }
    assert!(!dramatic.is_empty(), "no throw dramatised: {throws:?}");
    let last = throws.last().unwrap_or_else(|| panic!("no throws"));
    // It ended the game, so it could.
    assert!(last.chance > 0.0, "{last:?}");
    for t in &dramatic {
        assert!(t.slowed && t.pushed, "{t:?}");
        // Slowed: more frames than the recording has (at speed 1, one frame a frame).
        assert!(t.frames as f32 > t.recorded + 2.0, "{t:?}");
    }
    for t in throws.iter().filter(|t| !t.drama) {
        assert!(!t.slowed && (t.frames as f32) <= t.recorded + 2.0, "{t:?}");
    }
    assert!(confetti > 0, "the end of the game bursts into confetti");

    // The same game, each throw skipped on its second frame: it lands at once, drama or
    // not, and the game ends the same.
    let mut b = app(false);
    let (skipped, same, _) = play(&mut b, Some(1));
    assert_eq!(same.dice, record.dice);
    assert!(skipped.iter().all(|t| t.frames <= 4), "{skipped:?}");
    assert_eq!(
        skipped.iter().map(|t| t.drama).collect::<Vec<_>>(),
        throws.iter().map(|t| t.drama).collect::<Vec<_>>()
    );
}

#[test]
fn reduced_motion_has_no_drama_and_the_same_game() {
    let mut a = app(true);
    let (throws, record, confetti) = play(&mut a, None);
    assert!(throws.iter().all(|t| !t.drama && !t.slowed && !t.pushed));
    assert_eq!(confetti, 0);
    let mut b = app(false);
    let (_, moving, _) = play(&mut b, None);
    assert_eq!(moving.dice, record.dice);
}

#[test]
fn a_watched_game_celebrates_its_throws_but_not_a_jump() {
    let mut a = app(false);
    let (_, record, _) = play(&mut a, None);
    a.world_mut().write_message(crate::game::WatchGame {
        record,
        file: "kept.ron".to_string(),
    });
    // The game's own confetti fly out and are hidden.
    for _ in 0..400 {
        a.update();
    }
    assert_eq!(screen(&a), Screen::Playing, "watching");
    assert_eq!(confetti_shown(&mut a), 0);
    // A jump to the end puts the last roll (the one that ended it) on the table at once:
    // nothing to celebrate.
    press(&mut a, KeyCode::End);
    let mut seen = 0;
    for _ in 0..200 {
        a.update();
        seen = seen.max(confetti_shown(&mut a));
    }
    assert_eq!(seen, 0, "a jump is not a throw");
    assert!(session(&a).game.is_over());
    // Back to the start, and thrown again roll by roll: the end bursts as it did.
    press(&mut a, KeyCode::Home);
    for _ in 0..200 {
        if session(&a).game.is_over() {
            break;
        }
        while phase(&a) == Some(TurnPhase::Rolling) {
            a.update();
            seen = seen.max(confetti_shown(&mut a));
        }
        press(&mut a, KeyCode::ArrowRight);
    }
    for _ in 0..100 {
        a.update();
        seen = seen.max(confetti_shown(&mut a));
    }
    assert!(session(&a).game.is_over());
    assert!(seen > 0, "the watched game's last throw celebrates");
}
