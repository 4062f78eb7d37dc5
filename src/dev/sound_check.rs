//! The scripted sound check (`party-dice play --sound-check-throw SEED:VALUES`, run by
//! `.ci/sound-check` under Xvfb): the real window throws exactly the throw
//! `party-dice render-sound --seed SEED --values VALUES --cue shake` renders, through the
//! game's own dice playback and sound output, at the volume and mute of the settings
//! (`--config FILE`), lets it sound and exits.
//!
//! It prints `key: value` lines for the check: `status` (the sound's, once decided),
//! `first_contact_s` (the first contact's sound, seconds after the release, at the
//! animation speed), `played_at` (seconds since the Unix epoch when the throw's sound
//! was handed to the output), `contact_drawn_at` (when the frame that first shows the
//! playback past that contact ran), and the frame figures. Exit code 0 once the sound
//! has had time to finish; 1 if the window has no sound or the check hangs.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use bevy::winit::WinitSettings;

use crate::audio::{LastThrowSound, Sound};
use crate::dice::{DiceCommand, DiceMotion, DicePlayback};
use crate::frame::AppSystems;
use crate::rules::Face;
use crate::sound::{CueKind, CueOptions, SoundStatus};

/// Throws one throw and exits once its sound is over.
#[derive(Debug, Clone)]
pub(crate) struct SoundCheckPlugin {
    /// The throw's seed (and its sound's).
    pub seed: u64,
    /// The faces it lands on.
    pub faces: Vec<Face>,
}

/// Frames drawn after the sound started before the throw: the first frames compile
/// shaders and take seconds under software rendering, and the throw should fly on a
/// window that draws steadily.
const WARM_FRAMES: u32 = 5;
/// At least this long between the output playing and the throw, so the stream's start
/// (its first request filled, playback begun) does not delay the throw's sound.
const SETTLE: Duration = Duration::from_millis(500);
/// Waited after the sound's end before exiting, for its last block to reach the server.
const TAIL: Duration = Duration::from_millis(300);
/// The longest the check may take before it gives up.
const GIVE_UP: Duration = Duration::from_secs(120);

/// Where the check stands.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Stage {
    /// Waiting for the sound's status (and then for the window to warm up).
    Waiting { playing_since: Option<Instant> },
    /// The throw is written; waiting for its sound to be handed to the output.
    Thrown,
    /// The sound was handed over at `at`; it lasts `seconds`.
    Sounding { at: SystemTime, seconds: f32 },
}

#[derive(Resource, Debug)]
struct Check {
    seed: u64,
    faces: Vec<Face>,
    stage: Stage,
    started: Instant,
    /// Frames since the sound started playing.
    frames: u32,
    /// Seconds after the release of the first contact's sound.
    first_contact: Option<f32>,
    /// The animation speed the throw plays at.
    speed: f32,
    drawn: bool,
}

impl Plugin for SoundCheckPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(WinitSettings::continuous())
            .insert_resource(Check {
                seed: self.seed,
                faces: self.faces.clone(),
                stage: Stage::Waiting {
                    playing_since: None,
                },
                started: Instant::now(),
                frames: 0,
                first_contact: None,
                speed: 1.0,
                drawn: false,
            })
            .add_systems(Update, drive_check.in_set(AppSystems::RecordInput));
    }
}

/// Seconds since the Unix epoch, as the check's lines print them.
fn epoch(at: SystemTime) -> f64 {
    at.duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// One step of the check a frame; see the module docs.
fn drive_check(
    mut check: ResMut<Check>,
    sound: Res<Sound>,
    last: Res<LastThrowSound>,
    (motion, playback): (Res<DiceMotion>, Res<DicePlayback>),
    mut throws: MessageWriter<DiceCommand>,
    mut exit: MessageWriter<AppExit>,
) {
    let check = &mut *check;
    if check.started.elapsed() > GIVE_UP {
        error!("the sound check did not finish in {GIVE_UP:?}");
        exit.write(AppExit::error());
        return;
    }
    match check.stage {
        Stage::Waiting { playing_since } => match sound.0 {
            SoundStatus::Starting => {}
            SoundStatus::Playing => {
                let since = playing_since.unwrap_or_else(Instant::now);
                check.frames += 1;
                check.stage = Stage::Waiting {
                    playing_since: Some(since),
                };
                if check.frames >= WARM_FRAMES && since.elapsed() >= SETTLE {
                    println!("status: {:?}", sound.0);
                    throw(check, &motion, &mut throws);
                }
            }
            SoundStatus::NoDevice | SoundStatus::NoServer | SoundStatus::NotBuilt => {
                println!("status: {:?}", sound.0);
                error!("the sound check needs sound, and this window has none");
                exit.write(AppExit::error());
            }
        },
        Stage::Thrown => {
            if let (Some(at), 1..) = (last.at, last.throws) {
                println!("played_at: {:.6}", epoch(at));
                println!("throw_seconds: {:.3}", last.seconds);
                check.stage = Stage::Sounding {
                    at,
                    seconds: last.seconds,
                };
            }
        }
        Stage::Sounding { at, seconds } => {
            note_contact_drawn(check, &playback);
            let over = at + Duration::from_secs_f32(seconds) + TAIL;
            if SystemTime::now() >= over {
                report(check, at);
                exit.write(AppExit::Success);
            }
        }
    }
}

/// Writes the throw, as the game would, and says when its first contact sounds.
fn throw(check: &mut Check, motion: &DiceMotion, throws: &mut MessageWriter<DiceCommand>) {
    let recording = crate::throw::throw(&check.faces, check.seed);
    check.speed = motion.clamped_speed();
    let options = CueOptions {
        seed: check.seed,
        speed: check.speed,
        ..CueOptions::default()
    };
    check.first_contact = crate::sound::cues(&recording, &options)
        .iter()
        .filter(|c| !matches!(c.kind, CueKind::Table(_)))
        .map(|c| c.time)
        .reduce(f32::min);
    if let Some(t) = check.first_contact {
        println!("first_contact_s: {t:.6}");
    }
    throws.write(DiceCommand::Throw {
        dice: (0..check.faces.len()).collect(),
        recording: Arc::new(recording),
        seed: check.seed,
    });
    check.frames = 0;
    check.stage = Stage::Thrown;
}

/// The first frame whose playback has passed the first contact: when it ran.
fn note_contact_drawn(check: &mut Check, playback: &DicePlayback) {
    check.frames += 1;
    let Some(t) = check.first_contact else {
        return;
    };
    // The playback counts seconds of the recording; the cue's time is the listener's.
    if !check.drawn && playback.elapsed >= t * check.speed {
        check.drawn = true;
        println!("contact_drawn_at: {:.6}", epoch(SystemTime::now()));
    }
}

/// The frames drawn while the throw sounded, and their mean time.
fn report(check: &Check, at: SystemTime) {
    let spent = SystemTime::now()
        .duration_since(at)
        .map_or(0.0, |d| d.as_secs_f64());
    let frame_ms = spent * 1e3 / f64::from(check.frames.max(1));
    println!("frames_while_sounding: {}", check.frames);
    println!("frame_ms: {frame_ms:.1}");
    info!(
        "sound check: {} frames while the throw sounded, {frame_ms:.1} ms each",
        check.frames
    );
}
