//! The egui overlay: setup, the turn banner, the scoresheet, the log, announcements,
//! the menu with settings, the rules panel and the game-over sheet.

mod menu;
mod rules_text;
mod setup;
mod sheet;
mod style;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub use menu::SettingsStore;
pub use rules_text::rules_text;
pub use style::{Palette, palette};

/// Which overlay windows are open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Overlay {
    /// The menu (Esc): settings, new game, quit.
    pub menu: bool,
    /// The rules (F1).
    pub rules: bool,
}

/// The overlay's systems, in the order they draw (panels before windows).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiSystems {
    /// Fonts, theme and scale.
    Style,
    /// Side and bottom panels.
    Panels,
    /// Floating windows above the panels.
    Windows,
}

/// Adds the overlay.
pub fn plugin(app: &mut App) {
    app.init_resource::<Overlay>().configure_sets(
        EguiPrimaryContextPass,
        (UiSystems::Style, UiSystems::Panels, UiSystems::Windows).chain(),
    );
    app.add_plugins((style::plugin, setup::plugin, sheet::plugin, menu::plugin));
}
