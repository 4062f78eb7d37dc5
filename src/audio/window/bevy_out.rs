//! Sound through Bevy's audio (cpal): each throw's mix and each table cue becomes an
//! `AudioSource` that Bevy plays; the volume and mute follow the settings live.

use std::sync::Arc;

use bevy::audio::{
    AudioPlayer, AudioSink, AudioSinkPlayback, AudioSource, PlaybackSettings, Volume,
};
use bevy::prelude::*;

use super::heard::{Heard, add_output, heard, landing_cues, set_status};
use super::{LastThrowSound, Sound};
use crate::dice::{DiceCommand, DiceMotion};
use crate::game::Landed;
use crate::notices::Notices;
use crate::settings::AudioOptions;
use crate::sound::{self, Bank, Cue, SAMPLE_RATE, SoundStatus};
use crate::stores::SettingsStore;

/// Frames to wait for the audio output to take a first sound before deciding there
/// is no device.
const PROBE_FRAMES: u32 = 30;

/// The synthesized sounds, made once at start.
#[derive(Resource)]
struct Sounds(Bank);

/// A throw's sound: stopped when the throw is skipped or the table cleared.
#[derive(Component)]
struct ThrowSound;

/// The silent sound that finds out whether there is an audio device.
#[derive(Component)]
struct Probe;

/// The loudness a new or playing sound gets from the settings.
fn loudness(audio: &AudioOptions) -> Volume {
    Volume::Linear(sound::loudness(audio.volume, audio.muted))
}

/// Mixes `cues` at full scale into a WAV asset.
fn asset(
    cues: &[Cue],
    bank: &Bank,
    assets: &mut Assets<AudioSource>,
) -> Option<Handle<AudioSource>> {
    let mut mixed = vec![0.0; sound::end_sample(cues, bank)];
    if mixed.is_empty() {
        return None;
    }
    sound::mix_window(cues, bank, 1.0, false, 0, &mut mixed);
    let bytes = sound::wav::encode(&sound::to_i16(&mixed), SAMPLE_RATE).ok()?;
    Some(assets.add(AudioSource {
        bytes: Arc::from(bytes),
    }))
}

fn start(
    mut commands: Commands,
    mut assets: ResMut<Assets<AudioSource>>,
    store: Res<SettingsStore>,
) {
    let bank = Bank::synthesize(SAMPLE_RATE);
    // A few milliseconds of silence: if the output takes it, there is a device.
    let silence = sound::wav::encode(&[0; 480], SAMPLE_RATE).unwrap_or_default();
    let probe = assets.add(AudioSource {
        bytes: Arc::from(silence),
    });
    commands.spawn((
        AudioPlayer(probe),
        PlaybackSettings::REMOVE.with_volume(loudness(&store.settings.audio)),
        Probe,
    ));
    commands.insert_resource(Sounds(bank));
}

/// Decides whether there is an audio device from what became of the probe.
fn watch_probe(
    mut sound: ResMut<Sound>,
    probe: Query<Has<AudioSink>, With<Probe>>,
    mut frames: Local<u32>,
    mut notices: ResMut<Notices>,
) {
    if sound.0 != SoundStatus::Starting {
        return;
    }
    *frames += 1;
    // The sink is added when the sound starts and removed when it ends.
    let started = probe.iter().any(|has_sink| has_sink) || *frames > 2 && probe.is_empty();
    if started {
        set_status(&mut sound, SoundStatus::Playing, &mut notices);
    } else if *frames > PROBE_FRAMES {
        set_status(&mut sound, SoundStatus::NoDevice, &mut notices);
    }
}

/// A throw starts: its contacts become cues and play; a skip or a cleared table
/// stops the sound (the rest of the cues are dropped).
fn throw_sounds(
    mut commands: Commands,
    mut orders: MessageReader<DiceCommand>,
    motion: Res<DiceMotion>,
    sounds: Res<Sounds>,
    store: Res<SettingsStore>,
    mut assets: ResMut<Assets<AudioSource>>,
    playing: Query<Entity, With<ThrowSound>>,
    mut last: ResMut<LastThrowSound>,
) {
    for order in orders.read() {
        let cues = match heard(order, &motion) {
            Heard::Throw(cues) => cues,
            Heard::Stop => {
                playing.iter().for_each(|e| commands.entity(e).despawn());
                continue;
            }
        };
        if let Some(handle) = asset(&cues, &sounds.0, &mut assets) {
            let settings = PlaybackSettings::DESPAWN.with_volume(loudness(&store.settings.audio));
            commands.spawn((AudioPlayer(handle), settings, ThrowSound));
            last.handed(&cues, &sounds.0);
        }
    }
}

/// A roll landed: the table's cue for what it did (a slam, a bust, a straight…).
fn landing_sounds(
    mut commands: Commands,
    mut landed: MessageReader<Landed>,
    sounds: Res<Sounds>,
    store: Res<SettingsStore>,
    mut assets: ResMut<Assets<AudioSource>>,
) {
    for roll in landed.read() {
        if let Some(handle) = asset(&landing_cues(roll, &sounds.0), &sounds.0, &mut assets) {
            let settings = PlaybackSettings::DESPAWN.with_volume(loudness(&store.settings.audio));
            commands.spawn((AudioPlayer(handle), settings));
        }
    }
}

/// The volume or mute changed: every sound playing follows at once.
fn follow_volume(
    store: Res<SettingsStore>,
    mut sinks: Query<&mut AudioSink>,
    mut last: Local<Option<AudioOptions>>,
) {
    let audio = store.settings.audio;
    if *last == Some(audio) {
        return;
    }
    *last = Some(audio);
    for mut sink in &mut sinks {
        sink.set_volume(loudness(&audio));
    }
}

pub(super) fn plugin(app: &mut App) {
    add_output(
        app,
        start,
        watch_probe,
        throw_sounds,
        landing_sounds,
        follow_volume,
    );
}
