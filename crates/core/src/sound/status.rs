//! Whether the window's sound plays, as the menu and the notices describe it.

/// What the window can do with sound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SoundStatus {
    /// Finding out whether there is an audio device.
    Starting,
    /// Sounds play.
    Playing,
    /// The build can play sound but the machine has no audio device.
    NoDevice,
    /// The build plays through the desktop's sound server (PulseAudio or PipeWire, as
    /// Linux's default build does) and none answers.
    NoServer,
    /// This build has no audio back end.
    NotBuilt,
}
