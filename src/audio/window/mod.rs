//! Sound in the window: each throw's contacts, heard as they happen, and the table's
//! cues (slams, busts, straights, holes, game over), mixed by the pure `sound` model.
//! The volume and mute settings apply at once, also to sounds already playing.
//!
//! Which output plays them depends on the build:
//! - Linux, default build: `pulse_out`, the pure-Rust PulseAudio client
//!   ([`crate::audio::pulse`]) that PulseAudio and PipeWire desktops serve; no `-dev`
//!   package to build, nothing but libc to run.
//! - Linux with the `audio` feature: Bevy's audio through ALSA (`bevy_out`; building it
//!   needs `libasound2-dev`), for systems without a sound server. This feature wins over
//!   the PulseAudio output: a build has one output, and whoever asked for ALSA wants it.
//! - Windows and macOS: Bevy's audio (`bevy_out`), in the default build.
//!
//! A build without an output says so in the menu ([`SoundStatus::NotBuilt`]); a machine
//! without an audio device or sound server gets a notice and plays on in silence
//! ([`SoundStatus::NoDevice`]), and a server that comes back brings the sound back.

#[cfg(any(feature = "audio", windows, target_os = "macos"))]
mod bevy_out;
#[cfg(any(feature = "audio", windows, target_os = "macos", target_os = "linux"))]
mod heard;
#[cfg(all(target_os = "linux", not(feature = "audio")))]
mod pulse_out;

use std::time::SystemTime;

use bevy::prelude::*;

use crate::sound::SoundStatus;

/// Whether this build can play sound at all.
pub(crate) const BUILT_WITH_SOUND: bool = cfg!(any(
    feature = "audio",
    windows,
    target_os = "macos",
    target_os = "linux"
));

/// What the window can do with sound, for the menu ([`crate::present::sound_line`]).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sound(pub SoundStatus);

/// The latest throw whose sound was handed to the output: for the scripted sound check
/// (which dates the sound it records from it) and for tests.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct LastThrowSound {
    /// Throws handed to the output so far.
    pub throws: u64,
    /// When the latest was handed over (the output starts it at its next block).
    pub at: Option<SystemTime>,
    /// How long it sounds, in seconds, if not stopped.
    pub seconds: f32,
}

/// Adds sound (or, in a build without it, only the status saying so).
pub fn plugin(app: &mut App) {
    app.init_resource::<LastThrowSound>();
    if BUILT_WITH_SOUND {
        app.insert_resource(Sound(SoundStatus::Starting));
    } else {
        app.insert_resource(Sound(SoundStatus::NotBuilt));
    }
    #[cfg(any(feature = "audio", windows, target_os = "macos"))]
    bevy_out::plugin(app);
    #[cfg(all(target_os = "linux", not(feature = "audio")))]
    pulse_out::plugin(app);
}
