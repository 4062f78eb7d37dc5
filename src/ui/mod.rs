//! The egui overlay, one file per screen or panel, each a plugin that owns its state:
//! setup, the playing HUD (banner, scoresheet, log), the announcement, game over, the
//! menu, the rules panel and the notices. `sheet` draws the scoresheets, `layout` works
//! out where the playing screen's panels go, `theme` is the look.

pub mod access;
mod announcement;
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

pub use announcement::announcement_box;
pub use dice_tab::DiceTab;
pub use game_over::{GameOverAsks, game_over_screen};
#[cfg(feature = "shots")]
pub(crate) use history::ShowTab;
pub use history::{HistoryAsks, HistoryTabs, Tab, history_screen};
pub use join_badge::{BadgeLook, BadgePlace, BadgeView, join_badge};
pub use join_card::{
    JoinAsk, JoinScreenOpen, JoinView, join_screen, state_plugin as join_card_state_plugin,
};
pub use join_online::{OnlineAsk, OnlineCard};
pub use menu::{MenuChoice, MenuView, menu_screen};
pub use notices::{notice_line, reserve_notice_strip};
pub use rules_panel::rules_screen;
pub use setup::{SetupView, setup_screen};
pub use theme::{Palette, palette};

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
