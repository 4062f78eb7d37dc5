//! What the game's messages sound like, for every output alike: a throw's cues, a
//! landing's table cues, the status change that earns a notice, and where an output's
//! systems run.

use std::time::SystemTime;

use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use super::{LastThrowSound, Sound};
use crate::dice::{DiceCommand, DiceMotion};
use crate::frame::AppSystems;
use crate::game::Landed;
use crate::notices::Notices;
use crate::present::sound_line;
use crate::sound::{self, Bank, Cue, CueOptions, SAMPLE_RATE, SoundStatus, TableCue};

/// What a dice command asks of the sound.
pub(super) enum Heard {
    /// A throw starts: these cues (the shake, then the contacts), as one voice.
    Throw(Vec<Cue>),
    /// The throw was skipped or the table cleared: the throw's sound stops.
    Stop,
}

/// The sound of a dice command, with the cue seed the throw came with (so the window
/// plays exactly what `party-dice render-sound --seed S --cue shake` renders).
pub(super) fn heard(order: &DiceCommand, motion: &DiceMotion) -> Heard {
    match order {
        DiceCommand::Throw {
            recording, seed, ..
        } => {
            let options = CueOptions {
                seed: *seed,
                speed: motion.clamped_speed(),
                reduced_motion: motion.reduced_motion,
                skip_at: None,
            };
            Heard::Throw(sound::throw_cues(recording, &options))
        }
        DiceCommand::Skip | DiceCommand::Clear => Heard::Stop,
    }
}

/// A landed roll's table cues (a slam, a bust, a straight…), one after another.
pub(super) fn landing_cues(roll: &Landed, bank: &Bank) -> Vec<Cue> {
    roll.events
        .iter()
        .filter_map(TableCue::for_event)
        .scan(0.0, |at, cue| {
            let c = Cue::table(cue, *at);
            *at += bank.seconds(c.kind, 0);
            Some(c)
        })
        .collect()
}

impl LastThrowSound {
    /// A throw's `cues` were handed to the output just now.
    pub(super) fn handed(&mut self, cues: &[Cue], bank: &Bank) {
        self.throws += 1;
        self.at = Some(SystemTime::now());
        self.seconds = sound::end_sample(cues, bank) as f32 / SAMPLE_RATE as f32;
    }
}

/// Sets the status; a change into [`SoundStatus::NoDevice`] or [`SoundStatus::NoServer`] (at the start, or when the
/// output is lost) gets a notice, each time.
pub(super) fn set_status(sound: &mut Sound, status: SoundStatus, notices: &mut Notices) {
    if sound.0 == status {
        return;
    }
    sound.0 = status;
    if matches!(status, SoundStatus::NoDevice | SoundStatus::NoServer)
        && let Some(why) = sound_line(status)
    {
        notices.push(why);
    }
}

/// Adds an output's systems: `start` once, then each frame `watch` (its status),
/// `throws` (after the game has acted, so a throw is heard the frame it starts),
/// `landings` (after the dice landed) and `volume` (following the settings).
pub(super) fn add_output<M0, M1, M2, M3, M4>(
    app: &mut App,
    start: impl IntoScheduleConfigs<ScheduleSystem, M0>,
    watch: impl IntoScheduleConfigs<ScheduleSystem, M1>,
    throws: impl IntoScheduleConfigs<ScheduleSystem, M2>,
    landings: impl IntoScheduleConfigs<ScheduleSystem, M3>,
    volume: impl IntoScheduleConfigs<ScheduleSystem, M4>,
) {
    app.add_systems(Startup, start).add_systems(
        Update,
        (
            watch,
            throws.after(AppSystems::Update),
            landings.after(AppSystems::Land),
            volume,
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_fall_into_silence_gets_one_notice() {
        let mut sound = Sound(SoundStatus::Starting);
        let mut notices = Notices::default();
        for status in [
            SoundStatus::Playing,
            SoundStatus::NoDevice,
            SoundStatus::NoDevice,
            SoundStatus::Playing,
            SoundStatus::NoDevice,
        ] {
            set_status(&mut sound, status, &mut notices);
            assert_eq!(sound.0, status);
        }
        let texts: Vec<&str> = notices.texts().collect();
        assert_eq!(texts.len(), 2, "{texts:?}");
        assert!(texts.iter().all(|n| n.contains("No audio device")));
    }
}
