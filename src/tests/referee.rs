//! Real dice and watching a kept game again, in the headless window logic: whole games
//! refereed from digit key presses, and a finished game stepped through by the viewer's
//! keys with the same values and throws.
#![cfg(feature = "gui")]

use super::common::{headless_app, phase, press, session, settings_for};
use crate::game::{
    DiceEntry, GameAction, Screen, Session, TurnPhase, WatchGame, WatchStep, Watching,
};
use crate::rules::{DiceRng, DiceSource, Game, GameKind, GameRecord};
use crate::settings::{DiceMode, Settings};
use bevy::prelude::*;

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn digit(value: u8) -> KeyCode {
    [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
    ][usize::from(value - 1)]
}

fn real_dice(game: GameKind, players: usize) -> Settings {
    let mut s = settings_for(game, players);
    s.setup.straight_golf.rounds = 2;
    s.dice = DiceMode::Real;
    s
}

/// Types the next roll's values (drawn from `rng`) as digit keys, with a typo fixed by
/// Backspace, then confirms with Enter. Returns the values typed.
fn type_roll(app: &mut App, rng: &mut DiceRng) -> Vec<u8> {
    let needed = session(app).game.dice_needed();
    let values: Vec<u8> = (0..needed)
        .filter_map(|_| rng.next_face())
        .map(|f| f.value())
        .collect();
    press(app, KeyCode::Digit9); // not a die: ignored, with a hint
    assert!(app.world().resource::<DiceEntry>().hint.is_some());
    press(app, digit(values[0]));
    press(app, KeyCode::Backspace);
    for &v in &values[..needed - 1] {
        press(app, digit(v));
    }
    let before = session(app).record.dice.len();
    press(app, KeyCode::Enter); // too few values: nothing is rolled
    assert_eq!(session(app).record.dice.len(), before);
    assert_eq!(phase(app), Some(TurnPhase::AwaitRoll));
    press(app, digit(values[needed - 1]));
    press(app, KeyCode::Enter);
    values
}

/// Plays a whole game with real dice by keyboard; returns every value typed.
fn referee(settings: Settings, seed: u64) -> (App, Vec<u8>) {
    let mut app = headless_app(settings, seed);
    app.update();
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Playing);
    let mut rng = DiceRng::seeded(seed);
    let mut typed = Vec::new();
    for _ in 0..20_000 {
        match (screen(&app), phase(&app)) {
            (Screen::GameOver, _) => return (app, typed),
            (_, Some(TurnPhase::AwaitRoll)) => typed.extend(type_roll(&mut app, &mut rng)),
            _ => press(&mut app, KeyCode::Space),
        }
    }
    panic!("no game over: {:?} {:?}", screen(&app), phase(&app));
}

#[test]
fn whole_games_are_refereed_from_typed_dice_and_replay_the_same() {
    for (game, players, seed) in [(GameKind::SlamDice, 3, 41), (GameKind::StraightGolf, 2, 42)] {
        let (app, typed) = referee(real_dice(game, players), seed);
        let s = session(&app);
        assert!(s.game.is_over(), "{game:?}");
        let recorded: Vec<u8> = s.record.dice.iter().map(|f| f.value()).collect();
        assert_eq!(
            recorded, typed,
            "{game:?}: the record holds exactly what was typed"
        );
        let replayed = s.record.replay().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replayed.game, s.game, "{game:?}");
        assert_eq!(replayed.dice_used, typed.len());
    }
}

/// A finished game of thrown dice, and the app it was played in.
fn finished_game(seed: u64) -> (App, GameRecord, Game) {
    let mut app = headless_app(real_dice(GameKind::StraightGolf, 2), seed);
    app.world_mut()
        .resource_mut::<crate::stores::SettingsStore>()
        .settings
        .dice = DiceMode::Thrown;
    app.update();
    press(&mut app, KeyCode::Enter);
    for _ in 0..5_000 {
        if screen(&app) == Screen::GameOver {
            let s = session(&app);
            let (record, game) = (s.record.clone(), s.game.clone());
            return (app, record, game);
        }
        press(&mut app, KeyCode::Space);
    }
    panic!("no game over");
}

fn watch(app: &mut App, record: &GameRecord) {
    app.world_mut().write_message(WatchGame {
        record: record.clone(),
        file: "kept.ron".to_string(),
    });
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Playing);
    assert!(app.world().get_resource::<Watching>().is_some());
}

/// Rolls on show, once whatever is in the air has landed.
fn shown(app: &mut App) -> usize {
    for _ in 0..500 {
        if phase(app) != Some(TurnPhase::Rolling) {
            break;
        }
        app.update();
    }
    let w = app.world().resource::<Watching>();
    w.shown(session(app))
}

#[test]
fn a_kept_game_is_watched_again_roll_by_roll_and_turn_by_turn() {
    let (mut app, record, game) = finished_game(51);
    watch(&mut app, &record);
    let rolls = app.world().resource::<Watching>().marks.len();
    assert_eq!(shown(&mut app), 0);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(shown(&mut app), 1);
    press(&mut app, KeyCode::ArrowRight);
    press(&mut app, KeyCode::Space);
    press(&mut app, KeyCode::ArrowRight);
    let forward = shown(&mut app);
    assert!((2..=3).contains(&forward), "{forward}");
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(shown(&mut app), forward - 1);
    // The card as it stood: the game after that many rolls of the kept record.
    let marks = app.world().resource::<Watching>().marks.clone();
    let mut prefix = record.clone();
    prefix.dice.truncate(marks[forward - 2].end);
    let expected = prefix.replay().map(|r| r.game).ok();
    assert_eq!(Some(session(&app).game.clone()), expected);
    // By turn: forward ends a turn (the roll-off's one die, or a hole), back returns.
    press(&mut app, KeyCode::ArrowDown);
    let after_turn = shown(&mut app);
    assert!(after_turn > forward - 1);
    press(&mut app, KeyCode::ArrowUp);
    assert!(shown(&mut app) < after_turn);
    press(&mut app, KeyCode::End);
    assert_eq!(shown(&mut app), rolls);
    assert_eq!(
        session(&app).game,
        game,
        "the end is the game as it was played"
    );
    assert_eq!(
        screen(&app),
        Screen::Playing,
        "a watched game stays for stepping back"
    );
    press(&mut app, KeyCode::Home);
    assert_eq!(shown(&mut app), 0);
    // A click on the chart goes straight to that roll (past the end: the end).
    for (asked, want) in [(5, 5), (2, 2), (rolls + 10, rolls)] {
        app.world_mut()
            .write_message(GameAction::Watch(WatchStep::ToRoll(asked)));
        app.update();
        app.update();
        assert_eq!(shown(&mut app), want, "to roll {asked}");
    }
}

#[test]
fn playing_a_kept_game_shows_every_roll_with_the_same_throws() {
    let (mut app, record, game) = finished_game(52);
    watch(&mut app, &record);
    press(&mut app, KeyCode::KeyP);
    for _ in 0..20_000 {
        if !app.world().resource::<Watching>().playing {
            break;
        }
        app.update();
    }
    assert_eq!(session(&app).game, game);
    assert_eq!(session(&app).record.dice, record.dice);
    // Back to the list: the watched game is gone.
    app.world_mut().write_message(GameAction::BackToSetup);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::History);
    assert!(app.world().get_resource::<Session>().is_none());
    assert!(app.world().get_resource::<Watching>().is_none());
}
