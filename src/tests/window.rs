//! Headless ECS tests of the game window's logic: `MinimalPlugins` + `StatesPlugin` +
//! the game and dice plugins, driven by simulated key presses. No GPU, no window.
#![cfg(feature = "gui")]

use super::common::{headless_app, phase, press, settings_for};
use crate::dice::{Die, dice_on_table, face_on_top};
use crate::game::{Screen, Session, TurnPhase};
use crate::rules::{Game, GameKind};
use crate::settings::Settings;
use bevy::prelude::*;

fn app(settings: Settings, seed: u64) -> App {
    let mut app = headless_app(settings, seed);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
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

fn setup(game: GameKind, players: usize) -> Settings {
    let mut settings = settings_for(game, players);
    settings.setup.straight_golf.rounds = 2;
    settings
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
    assert_eq!(dice_rolled(&app), 1, "the roll is drawn and recorded");
    assert_eq!(
        session.game, before,
        "the engine, which the sheet shows, is still before the roll"
    );
    while phase(&app) != Some(TurnPhase::Showing) {
        app.update();
    }
    let session = app.world().resource::<Session>();
    assert_ne!(session.game, before);
    assert!(session.in_flight.is_none());
}

#[test]
fn leaving_a_game_removes_its_session() {
    let mut app = app(setup(GameKind::SlamDice, 2), 17);
    press(&mut app, KeyCode::Space);
    press(&mut app, KeyCode::Space);
    assert!(app.world().get_resource::<Session>().is_some());
    app.world_mut()
        .write_message(crate::game::GameAction::BackToSetup);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
    assert!(app.world().get_resource::<Session>().is_none());
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
    assert_eq!(at_start, crate::dice::DICE);
    press(&mut app, KeyCode::Space);
    for _ in 0..300 {
        if screen(&app) == Screen::GameOver {
            break;
        }
        press(&mut app, KeyCode::Space);
        assert_eq!(die_entities(&mut app), at_start);
    }
}

/// After every roll of many seeded Straight Golf games the set-aside row holds exactly the
/// dice the rules set aside, each showing its slot's face, with or without motion.
#[test]
fn the_set_aside_row_always_shows_exactly_the_dice_set_aside() {
    for (seed, reduced_motion) in [(21, true), (22, false), (23, true), (24, false)] {
        let mut settings = setup(GameKind::StraightGolf, 3);
        settings.setup.straight_golf.ordered_straight = seed % 3 == 0;
        settings.setup.straight_golf.rounds = 6;
        settings.display.reduced_motion = reduced_motion;
        settings.display.animation_speed = 3.0;
        let mut app = app(settings, seed);
        press(&mut app, KeyCode::Space);
        let mut checked = 0;
        let mut last = usize::MAX;
        for _ in 0..20_000 {
            match (screen(&app), phase(&app)) {
                (Screen::GameOver, _) => break,
                (_, Some(TurnPhase::AwaitRoll)) => press(&mut app, KeyCode::Space),
                (_, Some(TurnPhase::Showing)) if dice_rolled(&app) != last => {
                    last = dice_rolled(&app);
                    // Let the glides to the set-aside row finish, then compare with the rules.
                    for _ in 0..4 {
                        app.update();
                    }
                    check_set_aside_row(&mut app, seed);
                    checked += 1;
                }
                _ => app.update(),
            }
        }
        assert_eq!(screen(&app), Screen::GameOver, "seed {seed}");
        assert!(checked > 20, "seed {seed}: only {checked} rolls checked");
    }
}

/// The set-aside row against the rules: mid-hole it holds exactly the faces set aside; every
/// die in it is on the table showing its slot's face.
fn check_set_aside_row(app: &mut App, seed: u64) {
    use crate::dice::SetAsideRow;
    use crate::rules::{Face, GolfStep};
    let row = *app.world().resource::<SetAsideRow>();
    let session = app.world().resource::<Session>();
    let Game::Golf(g) = &session.game else {
        panic!("not golf")
    };
    if let GolfStep::Hole(h) = g.step()
        && h.roll > 1
    {
        assert_eq!(
            row.faces(),
            h.set_aside.faces(),
            "seed {seed}: row vs rules"
        );
    }
    let shown = dice_on_table(app.world_mut());
    for (slot, die) in row.0.iter().enumerate() {
        let Some(die) = *die else { continue };
        assert!(
            shown.contains(&die),
            "seed {seed}: die {die} set aside is hidden"
        );
        let top = face_on_top(app.world_mut(), die);
        assert_eq!(top, Some(Face::ALL[slot]), "seed {seed}: die {die}");
    }
}
