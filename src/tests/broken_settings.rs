//! A broken settings file is left exactly as it is by everything the program does by
//! itself: the window opens with each broken file of the test corpus, is moved and
//! resized, two rolls are played, and the file is byte for byte what it was, with nothing
//! set aside beside it. Only a change the player makes writes the file; then the broken
//! one is kept beside the new one and a notice names both.
#![cfg(feature = "gui")]

use std::fs;
use std::path::{Path, PathBuf};

use super::common::{headless_app, press};
use crate::game::Session;
use crate::notices::Notices;
use crate::settings::{self, Settings};
use crate::stores::{SettingsStore, StateStore};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMoved, WindowResized};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/settings")
        .join(name)
}

/// The headless game with the window's place kept, on the settings loaded from `path`,
/// and its window entity.
fn app_on(path: &Path) -> (App, Entity) {
    let loaded = settings::load(path);
    assert!(loaded.error.is_some(), "{} loads", path.display());
    let store = SettingsStore::loaded(loaded.settings, path.to_path_buf(), loaded.error);
    app_with(store, StateStore::default())
}

/// The game with these settings and state (where they are saved), its window open.
fn app_with(store: SettingsStore, state: StateStore) -> (App, Entity) {
    let mut app = headless_app(Settings::default(), 5);
    app.insert_resource(store)
        .insert_resource(state)
        .add_message::<WindowMoved>()
        .add_message::<WindowResized>()
        .add_plugins(crate::app::window::plugin);
    let window = Window {
        position: WindowPosition::At(IVec2::new(40, 30)),
        ..default()
    };
    let entity = app.world_mut().spawn((window, PrimaryWindow)).id();
    app.update();
    (app, entity)
}

/// The window moved to `at` and resized to `size` (physical pixels), as winit reports it.
fn move_and_resize(app: &mut App, window: Entity, at: IVec2, size: UVec2) {
    let world = app.world_mut();
    if let Some(mut w) = world.get_mut::<Window>(window) {
        w.position = WindowPosition::At(at);
        w.resolution.set_physical_resolution(size.x, size.y);
    }
    world.write_message(WindowMoved {
        window,
        position: at,
    });
    world.write_message(WindowResized {
        window,
        width: size.x as f32,
        height: size.y as f32,
    });
    app.update();
}

fn rolls(app: &App) -> usize {
    app.world()
        .get_resource::<Session>()
        .map_or(0, |s| s.record.dice.len())
}

/// Starts a game and plays until `n` rolls have landed.
fn play_rolls(app: &mut App, n: usize) {
    press(app, KeyCode::Enter);
    let mut landed = 0;
    let mut before = rolls(app);
    for _ in 0..400 {
        press(app, KeyCode::Space);
        let now = rolls(app);
        if now != before {
            landed += 1;
            before = now;
        }
        if landed >= n {
            return;
        }
    }
    panic!("{n} rolls were not played");
}

/// Frames well past the save delay.
fn idle(app: &mut App) {
    for _ in 0..40 {
        app.update();
    }
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|it| {
            it.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// The corpus file `name` copied to `settings.ron` in a folder of its own: the folder,
/// the copy's path and its bytes.
fn broken_copy(name: &str) -> (tempfile::TempDir, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("settings.ron");
    let original = fs::read(data(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    fs::write(&path, &original).unwrap_or_else(|e| panic!("{e}"));
    (dir, path, original)
}

/// The game opened on `path`, its window moved and resized, and left idle past the
/// save delay.
fn opened_and_moved(path: &Path) -> (App, Entity) {
    let (mut app, window) = app_on(path);
    move_and_resize(
        &mut app,
        window,
        IVec2::new(300, 200),
        UVec2::new(1100, 650),
    );
    idle(&mut app);
    (app, window)
}

#[test]
fn nothing_the_program_does_by_itself_writes_a_broken_file() {
    let mut failures = Vec::new();
    let mut corpus: Vec<String> = files_in(&data(""));
    corpus.retain(|n| n != "empty.ron" && n != "comments_only.ron" && n != "whitespace.ron");
    assert!(corpus.len() >= 25, "{corpus:?}");
    for name in &corpus {
        let (dir, path, original) = broken_copy(name);
        let (mut app, window) = opened_and_moved(&path);
        play_rolls(&mut app, 2);
        move_and_resize(&mut app, window, IVec2::new(320, 210), UVec2::new(900, 600));
        // F11 and O flip display settings: the program's own save, not the panel's.
        press(&mut app, KeyCode::KeyO);
        idle(&mut app);
        let now = fs::read(&path).unwrap_or_default();
        if now != original {
            failures.push(format!("{name}: the file was rewritten"));
        }
        let files = files_in(dir.path());
        if files != ["settings.ron"] {
            failures.push(format!("{name}: files beside it: {files:?}"));
        }
        // The place is kept meanwhile, as the program's own state.
        let place = app.world().resource::<StateStore>().state.window;
        if place.map(|p| (p.x, p.y, p.width, p.height)) != Some((320, 210, 900, 600)) {
            failures.push(format!(
                "{name}: the window's place was not kept: {place:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_change_the_player_makes_sets_the_broken_file_aside_and_says_where_both_are() {
    let (dir, path, original) = broken_copy("rounds_zero.ron");
    let (mut app, window) = opened_and_moved(&path);
    assert_eq!(fs::read(&path).unwrap_or_default(), original);
    // The player turns the volume down in the menu.
    {
        let mut store = app.world_mut().resource_mut::<SettingsStore>();
        store.settings.audio.volume = 0.5;
        store.request_save();
    }
    idle(&mut app);
    let files = files_in(dir.path());
    assert_eq!(files.len(), 2, "{files:?}");
    let kept = dir.path().join(&files[1]);
    assert!(files[1].starts_with("settings.ron.broken-"), "{files:?}");
    assert_eq!(fs::read(&kept).unwrap_or_default(), original);
    let loaded = settings::load(&path);
    assert!(loaded.error.is_none(), "{:?}", loaded.error);
    assert_eq!(loaded.settings.audio.volume, 0.5);
    // The window's place is not a setting: never in the settings file.
    assert_eq!(loaded.settings.display.window, None);
    let notices = app.world().resource::<Notices>();
    let said = notices.texts().collect::<Vec<_>>().join("\n");
    assert!(said.contains(&path.display().to_string()), "{said}");
    assert!(said.contains(&kept.display().to_string()), "{said}");
    // Once the file is good, the window's moves still leave it as it is.
    let good = fs::read(&path).unwrap_or_default();
    move_and_resize(&mut app, window, IVec2::new(10, 20), UVec2::new(800, 600));
    idle(&mut app);
    assert_eq!(fs::read(&path).unwrap_or_default(), good);
    let place = app.world().resource::<StateStore>().state.window;
    assert_eq!(place.map(|p| (p.x, p.y)), Some((10, 20)));
}

/// A settings file kept under version control or shared with a class: the window
/// opening and moving never touches it (its place goes to the state file), and a change
/// the player makes is written into it in place, so one line stays one line.
#[test]
fn the_window_keeps_its_place_in_the_state_file_and_the_settings_stay_the_players() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("settings.ron");
    let mine = "(game: SlamDice, players: [\"Ann\", \"Ben\"])";
    fs::write(&path, mine).unwrap_or_else(|e| panic!("{e}"));
    let state_path = dir.path().join("state/party-dice/state.ron");
    let loaded = settings::load(&path);
    let store = SettingsStore::loaded(loaded.settings, path.clone(), None);
    let (mut app, window) = app_with(store, StateStore::loaded(state_path.clone()));
    move_and_resize(
        &mut app,
        window,
        IVec2::new(300, 200),
        UVec2::new(1100, 650),
    );
    idle(&mut app);
    assert_eq!(
        fs::read_to_string(&path).unwrap_or_default(),
        mine,
        "the window wrote settings"
    );
    let state = settings::load_state(&state_path);
    assert_eq!(
        state.window.map(|p| (p.x, p.y, p.width, p.height)),
        Some((300, 200, 1100, 650)),
        "the state file keeps the place"
    );
    // The player turns the volume down: written into their line, nothing else.
    {
        let mut store = app.world_mut().resource_mut::<SettingsStore>();
        store.settings.audio.volume = 0.5;
        store.request_save();
    }
    idle(&mut app);
    let now = fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        now, "(audio: (volume: 0.5), game: SlamDice, players: [\"Ann\", \"Ben\"])",
        "the player's file, edited in place"
    );
    assert_eq!(files_in(dir.path()), ["settings.ron", "state"]);
}
