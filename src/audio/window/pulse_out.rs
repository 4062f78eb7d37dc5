//! Sound through the PulseAudio output (Linux's default build): the output's own thread
//! connects (time-limited) and streams the live mixer's blocks; the game only sends it
//! commands through a channel (a voice to play, a voice to stop, the volume), so no
//! frame ever waits for the sound server. Its status becomes the menu's and the
//! notices': connecting is [`SoundStatus::Starting`], no server or a server gone is
//! [`SoundStatus::NoServer`], and a server that comes back is playing again.

use std::sync::Arc;

use bevy::prelude::*;

use super::heard::{Heard, add_output, heard, landing_cues, set_status};
use super::{LastThrowSound, Sound};
use crate::audio::pulse::{OutputConfig, PulseOutput, Status};
use crate::dice::{DiceCommand, DiceMotion};
use crate::game::Landed;
use crate::notices::Notices;
use crate::settings::AudioOptions;
use crate::sound::live::{MAX_LIVE_VOICES, VoiceId};
use crate::sound::{Bank, SAMPLE_RATE, SoundStatus};
use crate::stores::SettingsStore;

/// The output and what the window keeps of it.
#[derive(Resource)]
struct Output {
    out: PulseOutput,
    /// The sounds, shared with the audio thread (which plays them); the window reads
    /// their lengths.
    bank: Arc<Bank>,
    /// The voices of throws that may still sound, oldest first: a skip or a cleared
    /// table stops them. At most [`MAX_LIVE_VOICES`], as the mixer drops older ones.
    throws: Vec<VoiceId>,
}

/// The menu's status for the output's.
fn status_of(status: &Status) -> SoundStatus {
    match status {
        Status::Connecting => SoundStatus::Starting,
        Status::Playing => SoundStatus::Playing,
        Status::NoServer(_) | Status::Lost(_) => SoundStatus::NoServer,
    }
}

fn start(mut commands: Commands, store: Res<SettingsStore>) {
    let bank = Arc::new(Bank::synthesize(SAMPLE_RATE));
    let audio = store.settings.audio;
    let out = PulseOutput::start(
        Arc::clone(&bank),
        OutputConfig {
            volume: audio.volume,
            muted: audio.muted,
            ..OutputConfig::default()
        },
    );
    commands.insert_resource(Output {
        out,
        bank,
        throws: Vec::new(),
    });
}

/// Follows the output's status (a lock and a copy, once a frame); logs each change with
/// its reason.
fn watch_status(
    output: Res<Output>,
    mut sound: ResMut<Sound>,
    mut notices: ResMut<Notices>,
    mut seen: Local<Option<Status>>,
) {
    let status = output.out.status();
    if seen.as_ref() == Some(&status) {
        return;
    }
    match status.explain() {
        Some(why) => warn!("{why}"),
        None if status == Status::Playing => info!("sound: playing through the sound server"),
        None => {}
    }
    set_status(&mut sound, status_of(&status), &mut notices);
    *seen = Some(status);
}

/// A throw starts: its cues play as one voice; a skip or a cleared table stops it.
fn throw_sounds(
    mut orders: MessageReader<DiceCommand>,
    motion: Res<DiceMotion>,
    mut output: ResMut<Output>,
    mut last: ResMut<LastThrowSound>,
) {
    for order in orders.read() {
        match heard(order, &motion) {
            Heard::Throw(cues) => {
                last.handed(&cues, &output.bank);
                let id = output.out.play(cues);
                output.throws.push(id);
                if output.throws.len() > MAX_LIVE_VOICES {
                    output.throws.remove(0);
                }
            }
            Heard::Stop => {
                let Output { out, throws, .. } = &mut *output;
                throws.drain(..).for_each(|id| out.stop(id));
            }
        }
    }
}

/// A roll landed: the table's cue for what it did (a slam, a bust, a straight…).
fn landing_sounds(mut landed: MessageReader<Landed>, mut output: ResMut<Output>) {
    for roll in landed.read() {
        let cues = landing_cues(roll, &output.bank);
        if !cues.is_empty() {
            output.out.play(cues);
        }
    }
}

/// The volume or mute changed: what plays follows at once (within the mixer's glide).
fn follow_volume(
    store: Res<SettingsStore>,
    output: Res<Output>,
    mut last: Local<Option<AudioOptions>>,
) {
    let audio = store.settings.audio;
    if *last == Some(audio) {
        return;
    }
    *last = Some(audio);
    output.out.set_volume(audio.volume, audio.muted);
}

pub(super) fn plugin(app: &mut App) {
    add_output(
        app,
        start,
        watch_status,
        throw_sounds,
        landing_sounds,
        follow_volume,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_server_and_a_lost_one_are_no_device_and_playing_is_playing() {
        assert_eq!(status_of(&Status::Connecting), SoundStatus::Starting);
        assert_eq!(status_of(&Status::Playing), SoundStatus::Playing);
        for gone in [Status::NoServer("x".into()), Status::Lost("y".into())] {
            assert_eq!(status_of(&gone), SoundStatus::NoServer);
        }
    }
}
