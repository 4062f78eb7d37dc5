//! The bottom of the window's shell: what every other part of it uses and none of it
//! owns. The frame order ([`AppSystems`]), the settings in use and their saving
//! ([`SettingsStore`]), what the program remembers by itself ([`StateStore`]), the notices for the
//! player ([`Notices`]), where the game in progress is saved ([`AutosavePath`]), and the
//! seats' colours as Bevy draws them ([`seat_colour`]), a kept game's card printed
//! to a PDF ([`PrintCard`]), and work done off the frame loop for a state of the game
//! ([`OffFrame`]) or side by side ([`OffFrameJobs`]). Everything here reads the pure
//! core only; nothing here reads the game, the dice, the table or the overlay.

pub mod autosave;
pub mod frame;
mod notices;
pub mod off_frame;
pub mod printing;
mod save_delay;
mod settings_store;
mod state_store;

use bevy::prelude::*;

pub use autosave::{AutosaveError, AutosavePath};
pub use frame::{AppSystems, idle_ways};
pub use notices::Notices;
pub use off_frame::{OffFrame, OffFrameJobs, Pool, Superseded};
pub use printing::{PrintCard, PrintDir};
pub use settings_store::SettingsStore;
pub use state_store::StateStore;

/// Seat `seat`'s colour ([`crate::seat_look::seat_mark`]) for the 3D dice.
pub fn seat_colour(seat: usize) -> Color {
    let [r, g, b] = crate::seat_look::seat_mark(seat).colour;
    Color::srgb_u8(r, g, b)
}

/// The pips that stand out on seat `seat`'s dice ([`crate::seat_look::pip_colour`]).
pub fn seat_pip_colour(seat: usize) -> Color {
    let [r, g, b] = crate::seat_look::pip_colour(crate::seat_look::seat_mark(seat).colour);
    Color::srgb_u8(r, g, b)
}

/// Adds the services' resources and the settings' saving.
pub fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .init_resource::<AutosavePath>()
        .add_plugins((
            frame::plugin,
            settings_store::plugin,
            state_store::plugin,
            printing::plugin,
        ));
}
