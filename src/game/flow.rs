//! The turn flow: start or resume a game, roll → throw → land → show, game over.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;

use super::autosave::{self, AutosavePath};
use super::session::{GameSetup, Session, player_colour};
use super::{GameAction, GameSystems, Screen, TurnPhase};
use crate::dice::{DiceCommand, DiceMotion, ThrowFinished};
use crate::rules::{Event, Face, Game, SlamKind, log};
use crate::throw;

/// What kind of news an announcement carries, for its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tone {
    /// Neutral information.
    #[default]
    Info,
    /// Good news: a slam, a straight, a finish.
    Good,
    /// Bad news: a bust, a loser.
    Bad,
}

/// The big message in the middle of the screen after a roll ("Small Slam! +5").
#[derive(Resource, Debug, Clone, Default)]
pub struct Announcement {
    /// The headline, shown large.
    pub title: String,
    /// A line under it.
    pub detail: String,
    /// Its colour.
    pub tone: Tone,
    /// Seconds it has been shown; it fades after a while.
    pub age: f32,
}

/// How long the result of a roll stays before the next roll is offered.
#[derive(Resource, Debug, Clone, Default)]
pub struct ShowTimer(pub Timer);

/// The seed for the next new game; `None` picks one from the clock. Tests and the
/// screenshot run set it so their games are reproducible.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct NextSeed(pub Option<u64>);

/// Messages for the player that are not part of the game: a broken settings file, a
/// save that failed. The overlay shows them until dismissed.
#[derive(Resource, Debug, Clone, Default)]
pub struct Notices(pub Vec<String>);

fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    // SplitMix64 finaliser: nearby start times give unrelated seeds.
    let mut z = (nanos as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The actions that move the game along, by screen and phase.
#[allow(clippy::too_many_arguments)]
fn apply_actions(
    mut actions: MessageReader<GameAction>,
    mut commands: Commands,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut session: Option<ResMut<Session>>,
    setup: Res<GameSetup>,
    mut seed: ResMut<NextSeed>,
    motion: Res<DiceMotion>,
    autosave_path: Res<AutosavePath>,
    mut notices: ResMut<Notices>,
    mut dice: MessageWriter<DiceCommand>,
    mut show: ResMut<ShowTimer>,
) {
    // One step per frame: a held key or a double click must not roll twice.
    let Some(action) = actions.read().copied().find(|a| {
        matches!(
            a,
            GameAction::Primary
                | GameAction::Start
                | GameAction::Resume
                | GameAction::PlayAgain
                | GameAction::BackToSetup
        )
    }) else {
        return;
    };
    match (screen.get(), phase.as_ref().map(|p| *p.get()), action) {
        (Screen::Setup, _, GameAction::Primary | GameAction::Start)
        | (Screen::GameOver, _, GameAction::PlayAgain | GameAction::Primary) => {
            match Session::new(&setup, seed.0.take().unwrap_or_else(fresh_seed)) {
                Ok(s) => {
                    begin(&mut commands, &s, &mut dice);
                    commands.insert_resource(s);
                    next_screen.set(Screen::Playing);
                }
                Err(e) => notices.0.push(format!("Cannot start: {e}")),
            }
        }
        (Screen::Setup, _, GameAction::Resume) => match autosave::load(&autosave_path) {
            Ok(Some(record)) => match Session::resume(record) {
                Ok(s) => {
                    begin(&mut commands, &s, &mut dice);
                    restore_table(&s, &mut dice);
                    commands.insert_resource(s);
                    next_screen.set(Screen::Playing);
                }
                Err(e) => notices.0.push(autosave::set_aside(&autosave_path, &e)),
            },
            Ok(None) => {}
            Err(e) => notices.0.push(e),
        },
        (Screen::Playing, Some(TurnPhase::AwaitRoll), GameAction::Primary) => {
            let Some(session) = session.as_mut() else {
                return;
            };
            // Yesterday's news goes as the dice leave the hand.
            commands.insert_resource(Announcement::default());
            roll(session, &motion, &mut dice);
            if let Err(e) = autosave::save(&autosave_path, &session.record) {
                notices.0.push(e);
            }
            next_phase.set(TurnPhase::Rolling);
        }
        (Screen::Playing, Some(TurnPhase::Rolling), GameAction::Primary) => {
            dice.write(DiceCommand::Skip);
        }
        (Screen::Playing, Some(TurnPhase::Showing), GameAction::Primary) => {
            let remaining = show.0.remaining();
            show.0.tick(remaining);
        }
        (Screen::Playing | Screen::GameOver, _, GameAction::BackToSetup) => {
            next_screen.set(Screen::Setup);
        }
        _ => {}
    }
}

/// A clean table for a new or resumed game.
fn begin(commands: &mut Commands, session: &Session, dice: &mut MessageWriter<DiceCommand>) {
    commands.insert_resource(Announcement::default());
    dice.write(DiceCommand::HideAll);
    dice.write(DiceCommand::ShowSlamNumber(None));
    if let Some(p) = session.game.current_player() {
        dice.write(DiceCommand::SetColor {
            body: player_colour(p),
            pips: Color::WHITE,
        });
    }
    if let Game::Slam(g) = &session.game
        && let Some(n) = g
            .current_player()
            .and_then(|p| g.slam_number(p))
            .or_else(|| g.slam_number(0))
    {
        dice.write(DiceCommand::ShowSlamNumber(Some(n.0)));
    }
}

/// After a resume, the kept row shows the dice set aside in the hole being played.
fn restore_table(session: &Session, dice: &mut MessageWriter<DiceCommand>) {
    let kept: Vec<(usize, Face)> = session
        .table
        .kept
        .iter()
        .enumerate()
        .filter_map(|(i, d)| d.map(|d| (d, Face::ALL[i])))
        .collect();
    if kept.is_empty() {
        return;
    }
    let faces: Vec<Face> = kept.iter().map(|(_, f)| *f).collect();
    let recording = throw::rest_layout(&faces, 0);
    dice.write(DiceCommand::Throw {
        dice: kept.iter().map(|(d, _)| *d).collect(),
        recording: Arc::new(recording),
    });
    dice.write(DiceCommand::Skip);
    for (d, f) in kept {
        dice.write(DiceCommand::Keep {
            die: d,
            slot: f.value(),
        });
    }
}

/// Rolls with the rules engine and throws dice that land on the result.
fn roll(session: &mut Session, motion: &DiceMotion, dice: &mut MessageWriter<DiceCommand>) {
    let roller = session.game.current_player();
    let one_die = session.game.dice_needed() == 1;
    let plan = match session.roll() {
        Ok(plan) => plan,
        Err(e) => {
            session.log.push(format!("Cannot roll: {e}"));
            return;
        }
    };
    if one_die {
        dice.write(DiceCommand::HideAll);
    }
    dice.write(DiceCommand::Highlight { dice: Vec::new() });
    if let Some(p) = roller {
        dice.write(DiceCommand::SetColor {
            body: player_colour(p),
            pips: Color::WHITE,
        });
    }
    let recording = if motion.reduced_motion {
        throw::rest_layout(&plan.faces, plan.throw_seed)
    } else {
        throw::throw(&plan.faces, plan.throw_seed)
    };
    dice.write(DiceCommand::Throw {
        dice: plan.dice.clone(),
        recording: Arc::new(recording),
    });
}

/// The throw has landed: show what the rules decided.
#[allow(clippy::too_many_arguments)]
fn land_throw(
    mut finished: MessageReader<ThrowFinished>,
    mut session: ResMut<Session>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut dice: MessageWriter<DiceCommand>,
    mut announcement: ResMut<Announcement>,
    mut show: ResMut<ShowTimer>,
    motion: Res<DiceMotion>,
    autosave_path: Res<AutosavePath>,
) {
    if finished.read().count() == 0 {
        return;
    }
    let (events, kept) = session.land();
    for (die, face) in kept {
        dice.write(DiceCommand::Keep {
            die,
            slot: face.value(),
        });
    }
    if let (Game::Slam(g), Some(plan)) = (&session.game, &session.last) {
        // Dice showing the roller's slam number glow.
        let roller = events.iter().find_map(|e| match e {
            Event::Rolled {
                player,
                purpose: crate::rules::Purpose::SlamTurn,
                ..
            } => Some(*player),
            _ => None,
        });
        if let Some(number) = roller.and_then(|p| g.slam_number(p)) {
            let hits = plan
                .dice
                .iter()
                .zip(&plan.faces)
                .filter(|(_, f)| **f == number.0)
                .map(|(d, _)| *d)
                .collect();
            dice.write(DiceCommand::Highlight { dice: hits });
        }
        if let Some(n) = g.current_player().and_then(|p| g.slam_number(p)) {
            dice.write(DiceCommand::ShowSlamNumber(Some(n.0)));
        } else if let Some(Event::SlamNumberSet { face, .. }) = events
            .iter()
            .find(|e| matches!(e, Event::SlamNumberSet { .. }))
        {
            dice.write(DiceCommand::ShowSlamNumber(Some(*face)));
        }
    }
    if let Some(a) = announce(session.game.players(), &events) {
        *announcement = a;
    }
    if session.game.is_over() {
        autosave::clear(&autosave_path);
    }
    let seconds = if session.game.is_over() { 2.5 } else { 1.2 };
    let speed = if motion.reduced_motion {
        2.0
    } else {
        motion.clamped_speed()
    };
    show.0 = Timer::new(Duration::from_secs_f32(seconds / speed), TimerMode::Once);
    next_phase.set(TurnPhase::Showing);
}

/// The headline for a roll's events, if it deserves one.
pub fn announce(players: &[String], events: &[Event]) -> Option<Announcement> {
    let name = |p: usize| players.get(p).cloned().unwrap_or_default();
    let mut best: Option<Announcement> = None;
    let mut say = |title: String, detail: String, tone: Tone| {
        best = Some(Announcement {
            title,
            detail,
            tone,
            age: 0.0,
        });
    };
    for event in events {
        match event {
            Event::SlamNumberSet { player: None, face } => say(
                format!("Slam number {face}"),
                "Roll it to score".into(),
                Tone::Info,
            ),
            Event::SlamNumberSet {
                player: Some(p),
                face,
            } => say(
                format!("{}: slam number {face}", name(*p)),
                String::new(),
                Tone::Info,
            ),
            Event::Slam {
                player,
                kind: SlamKind::Grand,
                ..
            } => say(
                "GRAND SLAM!".into(),
                format!("{} goes straight to the target", name(*player)),
                Tone::Good,
            ),
            Event::Slam {
                player,
                kind,
                points,
                score,
            } => say(
                format!("{}!", kind.title()),
                format!("{} +{points} → {score}", name(*player)),
                Tone::Good,
            ),
            Event::Bust {
                player,
                kind,
                score,
            } => say(
                "BUST".into(),
                format!(
                    "{}: a {} would pass the target — stays at {score}",
                    name(*player),
                    kind.title()
                ),
                Tone::Bad,
            ),
            Event::Finished { player, place } => say(
                format!("{} is safe!", name(*player)),
                format!("{} to finish", log::ordinal(*place)),
                Tone::Good,
            ),
            Event::FirstPlayer { player } => {
                let keeper = events.iter().find_map(|e| match e {
                    Event::Scorekeeper { player } => Some(format!("{} keeps score", name(*player))),
                    _ => None,
                });
                say(
                    format!("{} goes first", name(*player)),
                    keeper.unwrap_or_default(),
                    Tone::Info,
                );
            }
            Event::Scorekeeper { .. } => {}
            Event::HoleScored {
                player,
                completed_on,
                points,
                ..
            } => {
                let title = match completed_on {
                    Some(1) => "STRAIGHT! −3".to_string(),
                    Some(r) => format!("Straight on roll {r}: {}", log::signed(*points)),
                    None => format!("Missed by {points}: {}", log::signed(*points)),
                };
                say(
                    title,
                    name(*player),
                    if *points <= 0 { Tone::Good } else { Tone::Info },
                );
            }
            Event::GameOver { loser: Some(p), .. } => say(
                format!("{} loses!", name(*p)),
                "The last one left".into(),
                Tone::Bad,
            ),
            Event::GameOver { winners, .. } => {
                let who: Vec<String> = winners.iter().map(|p| name(*p)).collect();
                let verb = if who.len() == 1 {
                    "wins"
                } else {
                    "share the win"
                };
                say(
                    format!("{} {verb}!", who.join(" & ")),
                    "Lowest total".into(),
                    Tone::Good,
                );
            }
            _ => {}
        }
    }
    best
}

fn finish_showing(
    time: Res<Time>,
    mut show: ResMut<ShowTimer>,
    session: Res<Session>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    show.0.tick(time.delta());
    if show.0.is_finished() {
        if session.game.is_over() {
            next_screen.set(Screen::GameOver);
        } else {
            next_phase.set(TurnPhase::AwaitRoll);
        }
    }
}

/// While dice fly or a result is on show, keep frames coming even in low-power mode.
fn keep_redrawing(mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    redraw.write(bevy::window::RequestRedraw);
}

fn age_announcement(time: Res<Time>, mut announcement: ResMut<Announcement>) {
    announcement.age += time.delta_secs();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>()
        .init_resource::<ShowTimer>()
        .init_resource::<NextSeed>()
        .init_resource::<Notices>()
        .add_systems(
            Update,
            (
                apply_actions,
                land_throw.run_if(in_state(TurnPhase::Rolling)),
                finish_showing.run_if(in_state(TurnPhase::Showing)),
                age_announcement,
                keep_redrawing
                    .run_if(in_state(TurnPhase::Rolling).or_else(in_state(TurnPhase::Showing))),
            )
                .chain()
                .in_set(GameSystems::Update),
        );
}
