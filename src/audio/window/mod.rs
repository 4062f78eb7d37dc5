//! Sound in the window: each throw's contacts, heard as they happen, and the table's
//! cues (slams, busts, straights, holes, game over), mixed by the pure `sound` model and
//! played through Bevy's audio. The volume and mute settings apply at once, also to
//! sounds already playing.
//!
//! Playing sound needs an audio back end in the build: Windows and macOS have it in the
//! default build, Linux with the `audio` feature (ALSA's headers, `libasound2-dev`). A
//! build without it says so in the menu ([`SoundStatus::NotBuilt`]); a machine without
//! an audio device gets a notice and plays on in silence ([`SoundStatus::NoDevice`]).

#[cfg(any(feature = "audio", windows, target_os = "macos"))]
mod bevy_out;

use bevy::prelude::*;

use crate::sound::SoundStatus;

/// Whether this build can play sound at all.
pub const BUILT_WITH_SOUND: bool = cfg!(any(feature = "audio", windows, target_os = "macos"));

/// What the window can do with sound, for the menu ([`crate::present::sound_line`]).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sound(pub SoundStatus);

/// Adds sound (or, in a build without it, only the status saying so).
pub fn plugin(app: &mut App) {
    if BUILT_WITH_SOUND {
        app.insert_resource(Sound(SoundStatus::Starting));
    } else {
        app.insert_resource(Sound(SoundStatus::NotBuilt));
    }
    #[cfg(any(feature = "audio", windows, target_os = "macos"))]
    bevy_out::plugin(app);
}
