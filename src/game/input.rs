//! Keyboard and pointer input turned into game actions, so every action is reachable by
//! keyboard alone and clicks on the overlay never reach the table.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::GameSystems;

/// Something the player asked for, from a key, a click or an overlay button.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// Space / Enter / a click on the table: start the game, roll, skip the throw,
    /// continue, or play again — whatever the screen is waiting for.
    Primary,
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
    Watch(super::WatchStep),
}

impl GameAction {
    /// Whether the action moves the game along (the flow takes one per frame); the
    /// others open panels or change the window.
    pub fn moves_the_game(self) -> bool {
        matches!(
            self,
            GameAction::Primary
                | GameAction::Start
                | GameAction::Resume
                | GameAction::PlayAgain
                | GameAction::BackToSetup
                | GameAction::OpenHistory
                | GameAction::Watch(_)
        )
    }
}

/// True unless egui has keyboard focus (a player is typing a name). Works without egui
/// too, for headless tests.
pub fn egui_not_typing(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_keyboard_input())
}

/// True unless the pointer is over the overlay. Works without egui too.
pub fn pointer_on_table(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_pointer_input())
}

fn record_keyboard_input(keys: Res<ButtonInput<KeyCode>>, mut actions: MessageWriter<GameAction>) {
    // macOS's fullscreen shortcut, Cmd+Ctrl+F (Super is the Cmd key there).
    let command = keys.any_pressed([KeyCode::SuperLeft, KeyCode::SuperRight]);
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if command && control && keys.just_pressed(KeyCode::KeyF) {
        actions.write(GameAction::ToggleFullscreen);
        return;
    }
    for key in keys.get_just_pressed() {
        let action = match key {
            KeyCode::Space | KeyCode::Enter | KeyCode::NumpadEnter => GameAction::Primary,
            KeyCode::KeyR => GameAction::Resume,
            KeyCode::KeyH => GameAction::OpenHistory,
            KeyCode::Escape => GameAction::ToggleMenu,
            KeyCode::F1 => GameAction::ToggleRules,
            KeyCode::F11 => GameAction::ToggleFullscreen,
            KeyCode::KeyO => GameAction::ToggleOdds,
            KeyCode::KeyL => GameAction::ToggleLog,
            KeyCode::KeyI => GameAction::ToggleRules,
            _ => continue,
        };
        actions.write(action);
    }
}

fn record_table_clicks(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    mut actions: MessageWriter<GameAction>,
) {
    if buttons.is_some_and(|b| b.just_pressed(MouseButton::Left)) {
        actions.write(GameAction::Primary);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameAction>().add_systems(
        Update,
        (
            record_keyboard_input
                .run_if(resource_exists::<ButtonInput<KeyCode>>.and_then(egui_not_typing)),
            record_table_clicks.run_if(pointer_on_table),
        )
            .in_set(GameSystems::RecordInput),
    );
}
