//! The window's frames: their order, declared once (every system of the window's shell
//! that must run before or after another goes in one of the [`AppSystems`] sets); when
//! frames come at all while nothing moves ([`idle_ways`]); and work done off the frame
//! loop for a state of the game, collected by a later frame ([`OffFrame`],
//! [`OffFrameJobs`]: the odds, the story, the drama's look ahead, the history's reading,
//! the cards being printed).

mod off_frame;

pub(crate) use off_frame::{OffFrame, OffFrameJobs, Pool, Superseded};

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::EguiPrimaryContextPass;

/// Seconds after start during which frames keep coming without input: shaders and
/// pipelines finish compiling after the first frame, and the table must appear then,
/// not at the first mouse move.
pub(crate) const STARTING_SECONDS: f32 = 20.0;

/// How long an idle window sleeps before it looks again.
const IDLE_WAKE: Duration = Duration::from_secs(60);

/// How the window redraws between frames: on input or when something asks for a frame,
/// else once a minute (the app's setting, and the frame bench's idle part).
pub(crate) fn idle_ways() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(IDLE_WAKE),
        unfocused_mode: UpdateMode::reactive_low_power(IDLE_WAKE),
    }
}

/// The window's systems, in the order they run each frame.
///
/// In `Update`: `RecordInput` → `Update` → `DiceCommands` → `DiceAnimate` → `Land` →
/// `DiceDecorate`. New input readers go in `RecordInput`; anything that reacts to the
/// players' actions goes in `Update`; anything that reacts to a throw coming to rest goes
/// in `Land`. Commands to the dice take effect in the frame they are given, and a throw
/// that comes to rest is shown in the frame it does.
///
/// In the overlay's pass (`EguiPrimaryContextPass`): `UiStyle` → `UiPanels` →
/// `UiWindows` (panels before the windows floating above them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keyboard, pointer, phone and script input turned into the game's actions.
    RecordInput,
    /// Actions applied to the session and the states.
    Update,
    /// The dice's commands applied.
    DiceCommands,
    /// The dice's playback and glides advanced, the dice placed.
    DiceAnimate,
    /// A throw that came to rest this frame is played through the rules and shown.
    Land,
    /// The dice follow the lasting state (set-aside row, highlights, colour, slam
    /// number), which the game may have changed when a throw landed earlier in the
    /// frame; redraw requests.
    DiceDecorate,
    /// The overlay's fonts, theme and scale.
    UiStyle,
    /// The overlay's side and bottom panels.
    UiPanels,
    /// The overlay's floating windows, above the panels.
    UiWindows,
}

/// Orders the sets: the one place the frame order is written.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::RecordInput,
            AppSystems::Update,
            AppSystems::DiceCommands,
            AppSystems::DiceAnimate,
            AppSystems::Land,
            AppSystems::DiceDecorate,
        )
            .chain(),
    )
    .configure_sets(
        EguiPrimaryContextPass,
        (
            AppSystems::UiStyle,
            AppSystems::UiPanels,
            AppSystems::UiWindows,
        )
            .chain(),
    );
}
