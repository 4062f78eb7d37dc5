//! Headless ECS tests of throws made by hand: a press-drag-release on the table throws
//! with the launch of its release velocity, the record keeps it, a resumed game keeps it
//! and a watched game throws the very same dice; a click still throws as before, and old
//! records without launches load, play and save as they always did.
#![cfg(feature = "gui")]

use std::path::Path;
use std::sync::Arc;

use super::common::{headless_app, phase, press, session, settings_for};
use crate::dice::DicePlayback;
use crate::game::{Screen, TurnPhase, WatchGame};
use crate::rules::{GameKind, GameRecord, ThrowLaunch};
use crate::settings::Settings;
use crate::stores::{AutosavePath, autosave};
use crate::throw::{Recording, throw, throw_launched};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// A headless game with a mouse and a 1280 × 720 window to move it in.
fn app(settings: Settings, seed: u64) -> App {
    let mut app = headless_app(settings, seed);
    app.insert_resource(ButtonInput::<MouseButton>::default());
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    app.update();
    app
}

fn slam(players: usize) -> Settings {
    settings_for(GameKind::SlamDice, players)
}

fn cursor_to(app: &mut App, at: Vec2) {
    let world = app.world_mut();
    let mut windows = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
    for mut window in windows.iter_mut(world) {
        window.set_cursor_position(Some(at));
    }
}

fn mouse(app: &mut App) -> Mut<'_, ButtonInput<MouseButton>> {
    app.world_mut().resource_mut::<ButtonInput<MouseButton>>()
}

/// Presses at `path[0]`, moves through the points between a frame (50 ms) each,
/// releases at the last point in one more frame, and lets a frame pass.
fn drag(app: &mut App, path: &[Vec2]) {
    let (first, last) = (path[0], path[path.len() - 1]);
    cursor_to(app, first);
    mouse(app).press(MouseButton::Left);
    app.update();
    mouse(app).clear();
    for &at in &path[1..path.len() - 1] {
        cursor_to(app, at);
        app.update();
    }
    cursor_to(app, last);
    mouse(app).release(MouseButton::Left);
    app.update();
    mouse(app).clear();
    // The action of the release takes effect in the next frame.
    app.update();
}

/// A straight drag from `from`, `steps` frames of `step` pixels each.
fn straight(from: Vec2, step: Vec2, steps: usize) -> Vec<Vec2> {
    (0..=steps).map(|i| from + step * i as f32).collect()
}

/// A click at `at`: pressed and released a frame later without moving.
fn click(app: &mut App, at: Vec2) {
    drag(app, &[at, at]);
}

/// The recording the dice are playing.
fn playing(app: &App) -> Arc<Recording> {
    app.world()
        .resource::<DicePlayback>()
        .recording
        .clone()
        .unwrap_or_else(|| panic!("no recording"))
}

/// Lets the roll in the air land and its result go, until the next roll is awaited.
fn land(app: &mut App) {
    for _ in 0..200 {
        if phase(app) == Some(TurnPhase::AwaitRoll) {
            return;
        }
        press(app, KeyCode::Space);
    }
    panic!("never back to awaiting a roll: {:?}", phase(app));
}

/// The throw of the roll in the air as the pure core makes it from the plan, its
/// launch, and the throw its seed alone would have made.
fn expected(app: &App) -> (Recording, Option<ThrowLaunch>, Recording) {
    let plan = session(app)
        .in_flight
        .clone()
        .unwrap_or_else(|| panic!("nothing in the air"));
    let rec = throw_launched(&plan.faces, plan.throw_seed, plan.launch);
    (rec, plan.launch, throw(&plan.faces, plan.throw_seed))
}

/// The middle of the window.
const MIDDLE: Vec2 = Vec2::new(640.0, 360.0);

#[test]
fn a_flick_on_the_table_throws_with_its_release_velocity() {
    let mut app = app(slam(2), 3);
    press(&mut app, KeyCode::Enter);
    assert_eq!(phase(&app), Some(TurnPhase::AwaitRoll));
    // Up the screen at 60 px a frame: 1200 px/s, 1.67 screen heights/s, speed 0.417.
    drag(
        &mut app,
        &straight(Vec2::new(640.0, 600.0), Vec2::new(0.0, -60.0), 4),
    );
    assert_eq!(phase(&app), Some(TurnPhase::Rolling));
    let want = ThrowLaunch {
        direction: (0, -1000),
        speed: 417,
        spin: 417,
    };
    let (rec, launch, seeded) = expected(&app);
    assert_eq!(launch, Some(want));
    assert_eq!(*playing(&app), rec, "the dice play the launched throw");
    assert_ne!(rec, seeded);
    assert_eq!(
        session(&app).record.launches.iter().collect::<Vec<_>>(),
        [(&0, &want)]
    );
    land(&mut app);

    // Down and to the right, fast: the direction follows, the speed is clamped to full.
    drag(
        &mut app,
        &straight(Vec2::new(100.0, 100.0), Vec2::new(120.0, 120.0), 4),
    );
    let (_, launch, _) = expected(&app);
    assert_eq!(
        launch,
        Some(ThrowLaunch {
            direction: (707, 707),
            speed: ThrowLaunch::FULL,
            spin: ThrowLaunch::FULL,
        })
    );
    assert_eq!(session(&app).record.launches.len(), 2);
}

#[test]
fn a_click_a_short_drag_or_a_slow_one_throws_as_before() {
    let mut app = app(slam(2), 4);
    press(&mut app, KeyCode::Enter);
    let tries: [(&str, Vec<Vec2>); 4] = [
        ("a click", vec![MIDDLE, MIDDLE]),
        ("a short drag", straight(MIDDLE, Vec2::new(6.0, -6.0), 2)),
        ("a slow drag", straight(MIDDLE, Vec2::new(0.0, -5.0), 12)),
        // Dragged far, then held still before the release.
        ("a drag that stopped", {
            let mut path = straight(MIDDLE, Vec2::new(0.0, -80.0), 4);
            path.extend([path[4]; 4]);
            path
        }),
    ];
    for (what, path) in tries {
        let before = session(&app).record.dice.len();
        drag(&mut app, &path);
        assert_eq!(phase(&app), Some(TurnPhase::Rolling), "{what}");
        assert!(session(&app).record.dice.len() > before, "{what}");
        let (rec, launch, seeded) = expected(&app);
        assert_eq!(launch, None, "{what}");
        assert_eq!(*playing(&app), rec, "{what}");
        assert_eq!(rec, seeded, "{what}");
        land(&mut app);
    }
    assert!(session(&app).record.launches.is_empty());
}

#[test]
fn a_click_mid_throw_skips_and_a_key_roll_mid_drag_is_not_thrown_twice() {
    let mut app = app(slam(2), 5);
    press(&mut app, KeyCode::Enter);
    drag(&mut app, &straight(MIDDLE, Vec2::new(0.0, -60.0), 3));
    assert_eq!(phase(&app), Some(TurnPhase::Rolling));
    let rolled = session(&app).record.dice.len();
    // A click while the dice fly skips to the result; it never rolls.
    click(&mut app, MIDDLE);
    app.update();
    assert_eq!(phase(&app), Some(TurnPhase::Showing));
    assert_eq!(session(&app).record.dice.len(), rolled);
    land(&mut app);

    // The button goes down on the table, Space rolls, then the button comes up after a
    // fast drag: one roll, not skipped.
    cursor_to(&mut app, MIDDLE);
    mouse(&mut app).press(MouseButton::Left);
    app.update();
    mouse(&mut app).clear();
    press(&mut app, KeyCode::Space);
    assert_eq!(phase(&app), Some(TurnPhase::Rolling));
    let rolled = session(&app).record.dice.len();
    for at in straight(MIDDLE, Vec2::new(0.0, -60.0), 2) {
        cursor_to(&mut app, at);
        app.update();
    }
    mouse(&mut app).release(MouseButton::Left);
    app.update();
    assert_eq!(session(&app).record.dice.len(), rolled);
    assert_eq!(phase(&app), Some(TurnPhase::Rolling), "not skipped");
    assert!(session(&app).record.launches.contains_key(&0));
    assert_eq!(session(&app).record.launches.len(), 1);
}

/// Plays `rolls` rolls, flicking in a new direction every other roll and clicking the
/// others; returns each roll's recording.
fn play_flicks(app: &mut App, rolls: usize) -> Vec<Arc<Recording>> {
    let mut seen = Vec::new();
    for k in 0..rolls {
        if k % 2 == 0 {
            let turn = k as f32 * 0.7;
            let step = Vec2::new(turn.sin(), -turn.cos()) * (25.0 + 10.0 * k as f32);
            drag(app, &straight(MIDDLE, step, 3));
        } else {
            click(app, MIDDLE);
        }
        assert_eq!(phase(app), Some(TurnPhase::Rolling));
        let (rec, _, _) = expected(app);
        assert_eq!(*playing(app), rec);
        seen.push(playing(app));
        land(app);
    }
    seen
}

/// Watches `record` from its first roll: each roll's recording.
fn watch(record: &GameRecord, rolls: usize) -> Vec<Arc<Recording>> {
    let mut app = app(slam(2), 1);
    app.world_mut().write_message(WatchGame {
        record: record.clone(),
        file: "kept.ron".into(),
    });
    app.update();
    app.update();
    assert!(session(&app).is_watching());
    let mut seen = Vec::new();
    for _ in 0..rolls {
        press(&mut app, KeyCode::Space);
        assert_eq!(phase(&app), Some(TurnPhase::Rolling));
        seen.push(playing(&app));
        land(&mut app);
    }
    seen
}

#[test]
fn flicked_rolls_are_saved_resumed_and_watched_as_they_were_thrown() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut first = app(slam(2), 6);
    first.insert_resource(AutosavePath::in_dir(dir.path()));
    press(&mut first, KeyCode::Enter);
    let thrown = play_flicks(&mut first, 8);
    let record = session(&first).record.clone();
    assert_eq!(
        record.launches.keys().copied().collect::<Vec<_>>(),
        [0, 2, 4, 6]
    );
    // The autosave has them, written in the record's own words.
    let path = AutosavePath::in_dir(dir.path());
    let text = std::fs::read_to_string(dir.path().join(autosave::AUTOSAVE_FILE))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("launches: {"), "{text}");
    assert!(text.contains("direction: ("), "{text}");
    let saved = autosave::load(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .unwrap_or_else(|| panic!("no autosave"));
    assert_eq!(saved, record);

    // Resumed in a new window: the launches are kept and the next flick joins them.
    let mut resumed = app(slam(2), 7);
    resumed.insert_resource(AutosavePath::in_dir(dir.path()));
    press(&mut resumed, KeyCode::KeyR);
    assert_eq!(
        *resumed.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(session(&resumed).record.launches, record.launches);
    drag(&mut resumed, &straight(MIDDLE, Vec2::new(-40.0, -20.0), 3));
    let again = autosave::load(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .unwrap_or_else(|| panic!("no autosave"));
    assert_eq!(again.launches.len(), 5);
    assert_eq!(again.launches.range(..8).count(), 4);
    assert!(again.launches.contains_key(&8));

    // Watched: every roll, flicked or clicked, throws the very same dice.
    let watched = watch(&record, thrown.len());
    for (k, (a, b)) in thrown.iter().zip(&watched).enumerate() {
        assert_eq!(a, b, "roll {k}");
    }
    // Without its launches the game would have thrown differently.
    let bare = GameRecord {
        launches: Default::default(),
        ..record
    };
    let unlaunched = watch(&bare, 1);
    assert_ne!(unlaunched[0], thrown[0]);
}

/// The record as the autosave writes it.
fn saved_text(record: &GameRecord) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = AutosavePath::in_dir(dir.path());
    autosave::save(&path, record).unwrap_or_else(|e| panic!("{e}"));
    std::fs::read(dir.path().join(autosave::AUTOSAVE_FILE)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn old_records_without_launches_load_play_and_save_byte_for_byte_as_before() {
    for name in ["golf_example", "slam_8_players"] {
        let file = Path::new("tests/data/replay").join(format!("{name}.ron"));
        let record = crate::record::load_record(&file).unwrap_or_else(|e| panic!("{e}"));
        assert!(record.launches.is_empty());
        // `tests/data/saved/` holds what the autosave wrote before launches existed.
        let before = std::fs::read(Path::new("tests/data/saved").join(format!("{name}.ron")))
            .unwrap_or_else(|e| panic!("{e}"));
        let text = saved_text(&record);
        assert_eq!(
            String::from_utf8_lossy(&text),
            String::from_utf8_lossy(&before),
            "{name}"
        );
        let again: GameRecord =
            ron::from_str(std::str::from_utf8(&text).unwrap_or_else(|e| panic!("{e}")))
                .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, record);
    }
    // Watched, an old record's rolls are the seeded throws, as before launches.
    let file = Path::new("tests/data/replay/slam_8_players.ron");
    let record = crate::record::load_record(file).unwrap_or_else(|e| panic!("{e}"));
    let mut app = app(slam(2), 1);
    app.world_mut().write_message(WatchGame {
        record,
        file: "slam_8_players.ron".into(),
    });
    app.update();
    app.update();
    for _ in 0..6 {
        press(&mut app, KeyCode::Space);
        let plan = session(&app)
            .in_flight
            .clone()
            .unwrap_or_else(|| panic!("no roll"));
        assert_eq!(plan.launch, None);
        assert_eq!(*playing(&app), throw(&plan.faces, plan.throw_seed));
        land(&mut app);
    }
}
