//! Headless ECS tests of the game window's logic: `MinimalPlugins` + `StatesPlugin` +
//! the game and dice plugins, driven by simulated key presses. No GPU, no window.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;
use common::{headless_app, press};
use party_dice::dice::Die;
use party_dice::game::{GameSetup, Screen, Session, TurnPhase};
use party_dice::rules::{Game, GameKind, StraightGolfOptions};

fn app(setup: GameSetup, seed: u64) -> App {
    let mut app = headless_app(setup, seed);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

fn dice_rolled(app: &App) -> usize {
    app.world()
        .get_resource::<Session>()
        .map(|s| s.record.dice.len())
        .unwrap_or(0)
}

fn die_entities(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&Die>().iter(world).count()
}

fn setup(game: GameKind, players: usize) -> GameSetup {
    GameSetup {
        game,
        players: (1..=players).map(|i| format!("P{i}")).collect(),
        straight_golf: StraightGolfOptions {
            rounds: 2,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// Presses Space until the game-over screen, at most `limit` times.
fn play_out(app: &mut App, limit: usize) -> usize {
    for presses in 0..limit {
        if screen(app) == Screen::GameOver {
            return presses;
        }
        press(app, KeyCode::Space);
    }
    panic!(
        "no game over after {limit} presses; screen {:?}, phase {:?}",
        screen(app),
        phase(app)
    );
}

#[test]
fn a_whole_slam_dice_game_plays_to_game_over_by_keyboard() {
    let mut app = app(setup(GameKind::SlamDice, 3), 11);
    assert_eq!(screen(&app), Screen::Setup);
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Playing);
    play_out(&mut app, 5_000);
    let session = app.world().resource::<Session>();
    let Game::Slam(g) = &session.game else {
        panic!("not slam dice")
    };
    assert!(g.loser().is_some());
    // The window's game is the rules engine's game: replaying its record agrees.
    let replayed = session.record.replay().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(replayed.game, session.game);
    assert!(
        session.log.last().is_some_and(|l| l.contains("loser")),
        "{:?}",
        session.log.last()
    );
}

#[test]
fn a_whole_straight_golf_game_plays_to_game_over_by_keyboard() {
    let mut app = app(setup(GameKind::StraightGolf, 3), 12);
    press(&mut app, KeyCode::Space);
    play_out(&mut app, 5_000);
    let session = app.world().resource::<Session>();
    let Game::Golf(g) = &session.game else {
        panic!("not golf")
    };
    assert!(g.cards().iter().all(|c| c.holes.len() == 2));
    assert!(!g.winners().is_empty());
    // Play again with the same players starts a fresh game.
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(dice_rolled(&app), 0);
}

#[test]
fn roll_input_during_a_throw_does_not_start_a_second_throw() {
    let mut app = app(setup(GameKind::SlamDice, 2), 13);
    press(&mut app, KeyCode::Space); // start
    press(&mut app, KeyCode::Space); // roll the slam number
    assert_eq!(phase(&app), Some(TurnPhase::Rolling));
    let rolled = dice_rolled(&app);
    assert_eq!(rolled, 1);
    // Keys mid-throw (two at once) skip to the result but never roll again.
    {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.press(KeyCode::Space);
        input.press(KeyCode::Enter);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(dice_rolled(&app), rolled);
    assert_eq!(phase(&app), Some(TurnPhase::Showing));
    // Two roll presses in the same frame roll once.
    while phase(&app) != Some(TurnPhase::AwaitRoll) {
        press(&mut app, KeyCode::Space);
    }
    let before = dice_rolled(&app);
    {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.press(KeyCode::Space);
        input.press(KeyCode::Enter);
    }
    app.update();
    assert_eq!(dice_rolled(&app), before + 3);
}

#[test]
fn the_sheet_does_not_give_the_result_away_while_dice_fly() {
    let mut app = app(setup(GameKind::SlamDice, 2), 16);
    press(&mut app, KeyCode::Space);
    let before = app.world().resource::<Session>().game.clone();
    press(&mut app, KeyCode::Space);
    assert_eq!(phase(&app), Some(TurnPhase::Rolling));
    let session = app.world().resource::<Session>();
    assert_ne!(session.game, before, "the rules have rolled");
    assert_eq!(
        session.shown, before,
        "the table still shows the state before the roll"
    );
    while phase(&app) != Some(TurnPhase::Showing) {
        app.update();
    }
    let session = app.world().resource::<Session>();
    assert_eq!(session.shown, session.game);
}

#[test]
fn a_throw_lands_by_itself_without_input() {
    let mut app = app(setup(GameKind::SlamDice, 2), 14);
    press(&mut app, KeyCode::Space);
    press(&mut app, KeyCode::Space);
    assert_eq!(phase(&app), Some(TurnPhase::Rolling));
    for _ in 0..200 {
        app.update();
        if phase(&app) == Some(TurnPhase::AwaitRoll) {
            return;
        }
    }
    panic!("the throw never landed: phase {:?}", phase(&app));
}

#[test]
fn the_number_of_dice_entities_stays_constant_over_many_turns() {
    let mut app = app(setup(GameKind::StraightGolf, 4), 15);
    let at_start = die_entities(&mut app);
    assert_eq!(at_start, party_dice::dice::DICE);
    press(&mut app, KeyCode::Space);
    for _ in 0..300 {
        if screen(&app) == Screen::GameOver {
            break;
        }
        press(&mut app, KeyCode::Space);
        assert_eq!(die_entities(&mut app), at_start);
    }
}
