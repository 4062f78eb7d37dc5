//! Keyboard and pointer input turned into game actions, so every action is reachable by
//! keyboard alone and clicks on the overlay never reach the table.
//!
//! While a roll is awaited, a press on the table is followed until it is released: a
//! drag released fast enough is a flick, which throws with the launch its release
//! velocity gives (measured over the last [`FLICK_WINDOW`] seconds, in screen heights
//! per second, on the phones' scale: `throw::SWIPE_FULL_SPEED`); anything less is a click.
//! At any other time a press is a click at once (skip the throw, continue, start).
//! Touch screens: Bevy's `touch` feature is not enabled, so a touch swipe counts only
//! as far as the system turns touches into mouse input.

use std::collections::VecDeque;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::TurnPhase;
use crate::frame::AppSystems;
use crate::rules::ThrowLaunch;
use crate::throw::{SWIPE_FULL_SPEED, launch_from_swipe};

/// Seconds of cursor movement before the release that give a flick its velocity.
pub(crate) const FLICK_WINDOW: f64 = 0.09;
/// A drag shorter than this, in screen heights from press to release, is a click.
const FLICK_MIN_DISTANCE: f32 = 0.03;
/// A release slower than this, in screen heights per second, is a click.
const FLICK_MIN_SPEED: f32 = 0.3;

/// Something the player asked for, from a key, a click or an overlay button.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// Space / Enter / a click on the table: start the game, roll, skip the throw,
    /// continue, or play again — whatever the screen is waiting for.
    Primary,
    /// A flick on the table (or a phone's swipe): [`GameAction::Primary`], and a roll it
    /// starts is thrown with this launch (see `crate::throw::launch_from_swipe`).
    Flick(ThrowLaunch),
    /// Start a new game from the setup screen.
    Start,
    /// Resume the autosaved game (R on the setup screen).
    Resume,
    /// Play again with the same players (game-over screen).
    PlayAgain,
    /// Leave the game for the setup screen.
    BackToSetup,
    /// Open or close the menu (Esc).
    ToggleMenu,
    /// Open or close the rules (F1 or I).
    ToggleRules,
    /// Toggle fullscreen (F11).
    ToggleFullscreen,
    /// Show or hide the odds panel (O).
    ToggleOdds,
    /// Fold or unfold the game log (L).
    ToggleLog,
    /// Open the history of past games (H on the setup screen).
    OpenHistory,
    /// A control of the viewer, while a kept game is watched again.
    Watch(WatchStep),
    /// Turn phones on or off (the setup screen's toggle).
    TogglePhones,
    /// Show or hide the join screen of the phones (J).
    ShowPhones,
    /// Accept (Y, `true`) or refuse (N) the phone that asks to join as a new player.
    AnswerJoin(bool),
    /// Lock the room to new phones, or open it again (K).
    ToggleLock,
    /// Take phones through the broker too, or stop (the setup's "Play online").
    ToggleOnline,
    /// A new online room and key (the join card's New link).
    NewLink,
    /// Block this audience member for as long as phones stay on (their leaderboard
    /// row's menu).
    BlockMember(crate::audience::MemberId),
}

impl GameAction {
    /// Whether the action moves the game along (the flow takes one per frame); the
    /// others open panels or change the window.
    pub(crate) fn moves_the_game(self) -> bool {
        matches!(
            self,
            GameAction::Primary
                | GameAction::Flick(_)
                | GameAction::Start
                | GameAction::Resume
                | GameAction::PlayAgain
                | GameAction::BackToSetup
                | GameAction::OpenHistory
                | GameAction::Watch(_)
        )
    }
}

/// A control of the viewer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatchStep {
    /// One roll back (←).
    RollBack,
    /// One roll forward, thrown (→).
    RollForward,
    /// To the start of the turn on show, or of the one before (↑ / Page Up).
    TurnBack,
    /// To the end of the turn to come (↓ / Page Down).
    TurnForward,
    /// Before the first roll (Home).
    ToStart,
    /// The final position (End).
    ToEnd,
    /// After this many rolls (a click on the chart).
    ToRoll(usize),
    /// Play or pause (P).
    PlayPause,
}

/// True unless egui has keyboard focus (a player is typing a name). Works without egui
/// too, for headless tests.
pub(crate) fn egui_not_typing(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_keyboard_input())
}

/// True unless the pointer is over the overlay. Works without egui too.
pub(crate) fn pointer_on_table(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_pointer_input())
}

/// What the overlay does with the keyboard, as of its last pass (the overlay sets it):
/// a focused widget takes Enter and Space (a focused button does what it says, not what
/// the table would), a focused text field takes every key.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct OverlayFocus {
    /// A widget has the keyboard's focus.
    pub widget: bool,
    /// That widget is a text field.
    pub text: bool,
}

fn record_keyboard_input(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<OverlayFocus>,
    mut actions: MessageWriter<GameAction>,
) {
    if focus.text {
        return;
    }
    // macOS's fullscreen shortcut, Cmd+Ctrl+F (Super is the Cmd key there).
    let command = keys.any_pressed([KeyCode::SuperLeft, KeyCode::SuperRight]);
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if command && control && keys.just_pressed(KeyCode::KeyF) {
        actions.write(GameAction::ToggleFullscreen);
        return;
    }
    for key in keys.get_just_pressed() {
        let action = match key {
            // A focused button takes these itself.
            KeyCode::Space | KeyCode::Enter | KeyCode::NumpadEnter if focus.widget => continue,
            KeyCode::Space | KeyCode::Enter | KeyCode::NumpadEnter => GameAction::Primary,
            KeyCode::KeyR => GameAction::Resume,
            KeyCode::KeyH => GameAction::OpenHistory,
            KeyCode::Escape => GameAction::ToggleMenu,
            KeyCode::F1 => GameAction::ToggleRules,
            KeyCode::F11 => GameAction::ToggleFullscreen,
            KeyCode::KeyO => GameAction::ToggleOdds,
            KeyCode::KeyL => GameAction::ToggleLog,
            KeyCode::KeyI => GameAction::ToggleRules,
            KeyCode::KeyJ => GameAction::ShowPhones,
            KeyCode::KeyY => GameAction::AnswerJoin(true),
            KeyCode::KeyN => GameAction::AnswerJoin(false),
            KeyCode::KeyK => GameAction::ToggleLock,
            _ => continue,
        };
        actions.write(action);
    }
}

/// A press on the table while a roll is awaited, followed until its release.
#[derive(Resource, Debug, Default)]
struct TableDrag {
    /// Whether a press is being followed.
    active: bool,
    /// Where the press began (logical pixels), if the cursor was in the window.
    from: Option<Vec2>,
    /// `(seconds, position)` of the cursor since the press, oldest first: the last
    /// [`FLICK_WINDOW`] and the one sample before it.
    samples: VecDeque<(f64, Vec2)>,
}

impl TableDrag {
    fn start(&mut self, at: Option<(f64, Vec2)>) {
        self.active = true;
        self.from = at.map(|(_, p)| p);
        self.samples.clear();
        self.samples.extend(at);
    }

    fn sample(&mut self, t: f64, position: Vec2) {
        self.samples.push_back((t, position));
        while self
            .samples
            .get(1)
            .is_some_and(|&(t1, _)| t1 <= t - FLICK_WINDOW)
        {
            self.samples.pop_front();
        }
    }

    /// The drag released now: the phones' screen-space launch of its release velocity
    /// (`height`: the window's, in logical pixels), or `None` for a click (too short, too
    /// slow, or no cursor to follow).
    fn release(&mut self, height: f32) -> Option<ThrowLaunch> {
        self.active = false;
        let (&(t0, p0), &(t1, p1)) = (self.samples.front()?, self.samples.back()?);
        let from = self.from.take()?;
        // Seconds since the game started are f64; the span between samples fits f32.
        let (dt, height) = ((t1 - t0) as f32, height.max(1.0));
        if dt <= 0.0 || p1.distance(from) / height < FLICK_MIN_DISTANCE {
            return None;
        }
        let velocity = (p1 - p0) / (height * dt);
        let speed = velocity.length();
        (speed >= FLICK_MIN_SPEED).then(|| {
            launch_from_swipe(
                f64::from(velocity.x),
                f64::from(velocity.y),
                f64::from(speed / SWIPE_FULL_SPEED),
            )
        })
    }
}

/// Clicks and flicks on the table. Only a press needs the pointer on the table: a drag
/// may be released over the overlay.
fn record_table_clicks(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    egui: Option<Res<EguiWantsInput>>,
    phase: Option<Res<State<TurnPhase>>>,
    time: Res<Time>,
    mut drag: ResMut<TableDrag>,
    mut actions: MessageWriter<GameAction>,
) {
    let Some(buttons) = buttons else { return };
    let awaiting = phase.is_some_and(|p| *p.get() == TurnPhase::AwaitRoll);
    let now = time.elapsed_secs_f64();
    let cursor = window.as_ref().and_then(|w| w.cursor_position());
    if buttons.just_pressed(MouseButton::Left) && pointer_on_table(egui) {
        if awaiting {
            drag.start(cursor.map(|c| (now, c)));
        } else {
            actions.write(GameAction::Primary);
        }
    }
    if !drag.active {
        return;
    }
    if !awaiting {
        // The roll came another way (a key) while the button was down.
        drag.active = false;
        return;
    }
    if let Some(c) = cursor {
        drag.sample(now, c);
    }
    if !buttons.pressed(MouseButton::Left) {
        let height = window.map_or(1.0, |w| w.height());
        actions.write(match drag.release(height) {
            Some(launch) => GameAction::Flick(launch),
            None => GameAction::Primary,
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameAction>()
        .init_resource::<TableDrag>()
        .init_resource::<OverlayFocus>()
        .add_systems(
            Update,
            (
                record_keyboard_input.run_if(resource_exists::<ButtonInput<KeyCode>>),
                record_table_clicks,
            )
                .in_set(AppSystems::RecordInput),
        );
}
