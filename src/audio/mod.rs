//! Playing the sound model's PCM ([`crate::sound`]) on the machine's speakers. `pulse`
//! is a PulseAudio client for Linux (PulseAudio and PipeWire, through pipewire-pulse,
//! both serve it): pure Rust with no C library and no Bevy, so the pure core's tests
//! cover it. The window's sound, behind the `gui` feature, is the plugin in `window`:
//! through `pulse` on Linux, through Bevy's audio on Windows and macOS, and on Linux
//! with the `audio` feature through Bevy's audio on ALSA instead.

#[cfg(target_os = "linux")]
pub mod pulse;
#[cfg(feature = "gui")]
mod window;

#[cfg(all(feature = "gui", any(test, feature = "shots")))]
pub use window::LastThrowSound;
#[cfg(feature = "gui")]
pub use window::{Sound, plugin};
