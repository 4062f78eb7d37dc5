//! The sound of the table, computed rather than recorded: a throw's contacts become
//! [`Cue`]s, the cues play sounds [`Bank::synthesize`] makes in code, and [`mix`] sums
//! them into samples that [`wav`] can write to a file.
//!
//! Pure: no Bevy, no audio device, no files except through [`wav::write`]. A player of
//! this module (the game's audio plugin, `party-dice render-sound`) does:
//!
//! ```
//! use party_dice_core::rules::Face;
//! use party_dice_core::sound::{self, Bank, CueOptions, SAMPLE_RATE};
//!
//! let faces = [Face::ALL[2], Face::ALL[4]];
//! let recording = party_dice_core::throw::rest_layout(&faces, 7);
//! let cues = sound::cues(&recording, &CueOptions { seed: 7, ..CueOptions::default() });
//! let bank = Bank::synthesize(SAMPLE_RATE);
//! let samples = sound::mix(&cues, &bank, 0.8, false);
//! let bytes = sound::wav::encode(&sound::to_i16(&samples), SAMPLE_RATE);
//! assert!(bytes.is_ok());
//! ```
//!
//! A player that streams (the PulseAudio output) uses [`live::LiveMixer`] instead: the
//! same summing and limiter, block by block, over voices started and stopped as the game
//! goes, with the volume and mute applied live.
//!
//! Table cues (the shake before a throw, slams, bust, straight, hole scored, game over)
//! are [`TableCue`]s, addressable by name ([`TableCue::from_name`]); [`Cue::table`]
//! places one at a time, and [`TableCue::for_event`] picks the one a rules event calls
//! for.

mod cue;
pub mod live;
mod mix;
mod status;
mod synth;
mod table;
mod voices;
pub mod wav;

pub use cue::{CueOptions, cues, throw_cues};
pub(crate) use mix::sample_to_i16;
pub use mix::{CEILING, end_sample, limit, loudness, mix, mix_window, to_i16};
pub use status::SoundStatus;
pub use synth::Bank;
pub use table::{TableCue, UnknownCue};

/// Samples per second of everything this module makes (48 kHz).
pub const SAMPLE_RATE: u32 = 48_000;

/// Which sound a cue plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CueKind {
    /// A plastic die landing on the felt floor: a dull thud.
    Felt,
    /// A die striking the felt-lined wooden wall: a knock.
    Wall,
    /// Two dice striking each other: a click.
    Die,
    /// A sound of the table rather than of a contact.
    Table(TableCue),
}

/// One sound to play: what, when, how loud, at what pitch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cue {
    /// When it starts, in seconds of playback after the dice are released (after the
    /// animation speed is applied: the time a listener hears it).
    pub time: f32,
    /// The sound.
    pub kind: CueKind,
    /// Linear amplitude factor, in `(0, 1]`.
    pub gain: f32,
    /// Playback-rate factor (1.0 = as synthesized; 2.0 an octave up and half as long).
    pub pitch: f32,
    /// Which of the kind's variants ([`Bank::variants`]) plays; taken modulo their count.
    pub variant: usize,
}

impl Cue {
    /// A table cue at `time` seconds: full gain, its own pitch, its only variant.
    pub fn table(cue: TableCue, time: f32) -> Cue {
        Cue {
            time,
            kind: CueKind::Table(cue),
            gain: 1.0,
            pitch: 1.0,
            variant: 0,
        }
    }
}
