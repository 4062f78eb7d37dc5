//! Outputs that play the sound model's PCM ([`crate::sound::live`]) on a machine's
//! speakers without the game window: on Linux, a PulseAudio client (`pulse`) that
//! PulseAudio and PipeWire (through pipewire-pulse) both serve. Windows and macOS play
//! through Bevy's audio in the window instead (`speaker`).
//!
//! Pure Rust with no C library and no Bevy, so the pure core's tests cover it.

#[cfg(target_os = "linux")]
pub mod pulse;
