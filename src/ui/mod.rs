//! The egui overlay, one file per screen or panel, each a plugin that owns its state:
//! setup, the playing HUD (banner, scoresheet, log), the announcement, game over, the
//! menu, the rules panel and the notices. `sheet` draws the scoresheets, `layout` works
//! out where the playing screen's panels go, `theme` is the look.

pub mod access;
mod announcement;
mod audience_board;
mod dice_entry;
mod dice_tab;
mod game_over;
mod history;
pub mod hud;
mod join_ask;
mod join_badge;
mod join_card;
mod join_online;
pub mod layout;
mod menu;
mod notices;
mod odds_panel;
mod qr;
mod rules_panel;
mod setup;
mod sheet;
mod story_chart;
pub mod theme;
mod watch_bar;

use bevy::prelude::*;

use crate::frame::AppSystems;
use crate::game::GameAction;

#[cfg(feature = "shots")]
pub(crate) use history::ShowTab;
#[cfg(any(test, feature = "shots"))]
pub(crate) use history::Tab;

// What the layout and screen tests (`src/tests/`) draw: each screen's function and view.
#[cfg(test)]
pub(crate) use {
    announcement::announcement_box,
    dice_tab::DiceTab,
    game_over::{GameOverAsks, game_over_screen},
    history::{HistoryAsks, HistoryTabs, history_screen},
    join_badge::BadgeView,
    join_card::{
        JoinAsk, JoinScreenOpen, JoinView, join_screen, state_plugin as join_card_state_plugin,
    },
    join_online::OnlineCard,
    menu::{MenuView, menu_screen},
    notices::{notice_line, reserve_notice_strip},
    rules_panel::rules_screen,
    setup::{SetupView, setup_screen},
};

/// The panel open over whatever screen is showing: none, the menu (Esc) or the rules (F1).
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Reflect)]
pub(crate) enum Overlay {
    /// Nothing over the screen.
    #[default]
    Closed,
    /// The menu with the settings.
    Menu,
    /// The rules of the selected or running game.
    Rules,
}

/// Esc and F1 open their panel, or close it when it is the one open.
fn toggle_overlay(
    mut actions: MessageReader<GameAction>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    for action in actions.read() {
        let wanted = match action {
            GameAction::ToggleMenu => Overlay::Menu,
            GameAction::ToggleRules => Overlay::Rules,
            _ => continue,
        };
        next.set(if *overlay.get() == wanted {
            Overlay::Closed
        } else {
            wanted
        });
    }
}

/// Adds the overlay.
pub fn plugin(app: &mut App) {
    app.init_state::<Overlay>()
        .register_type::<Overlay>()
        .add_systems(Update, toggle_overlay.in_set(AppSystems::Update));
    app.add_plugins((
        theme::plugin,
        access::plugin,
        setup::plugin,
        hud::plugin,
        announcement::plugin,
        game_over::plugin,
        history::plugin,
        menu::plugin,
        rules_panel::plugin,
        notices::plugin,
        join_card::plugin,
        join_ask::plugin,
    ));
}
