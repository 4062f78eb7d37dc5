//! Sound playback in the window logic, in every build that has sound (Linux's default
//! build through the PulseAudio output, Linux with the `audio` feature, Windows and macOS
//! through Bevy's audio): it starts, finds out whether it can play, and plays a whole
//! game without a crash either way — with no audio device or sound server (as under
//! `cargo test` on a CI machine) with a notice saying so, and every throw still handed
//! to the output.

#![cfg(all(
    feature = "gui",
    any(feature = "audio", windows, target_os = "macos", target_os = "linux")
))]

use std::time::Duration;

use super::common::{headless_app, press, settings_for};
use crate::audio::{LastThrowSound, Sound};
use crate::game::Screen;
use crate::notices::Notices;
use crate::rules::GameKind;
use crate::sound::SoundStatus;
use bevy::prelude::*;

/// Frames the game may run while the output decides (each frame yields 5 ms to the
/// output's thread): the PulseAudio output's connect timeout and grace (3 s) many times
/// over. A bound on the work done, not a timing: the test only fails if the output never
/// decides.
const DECIDE_FRAMES: usize = 10_000;

/// The sound plugin and what its output needs in a headless app.
fn add_sound(app: &mut App) {
    #[cfg(any(feature = "audio", windows, target_os = "macos"))]
    app.add_plugins((
        bevy::asset::AssetPlugin::default(),
        bevy::audio::AudioPlugin::default(),
    ));
    app.add_plugins(crate::audio::plugin);
}

#[test]
fn sound_starts_and_a_game_plays_with_or_without_an_audio_device() {
    let mut settings = settings_for(GameKind::StraightGolf, 2);
    settings.setup.straight_golf.rounds = 1;
    let mut app = headless_app(settings, 61);
    add_sound(&mut app);
    app.update();
    let mut frames = 0;
    // Frames go on while the output decides: none of them waits for it.
    while app.world().resource::<Sound>().0 == SoundStatus::Starting {
        assert!(
            frames < DECIDE_FRAMES,
            "still starting after {frames} frames"
        );
        app.update();
        frames += 1;
        std::thread::sleep(Duration::from_millis(5));
    }
    let status = app.world().resource::<Sound>().0;
    assert!(
        matches!(
            status,
            SoundStatus::Playing | SoundStatus::NoDevice | SoundStatus::NoServer
        ),
        "{status:?} after {frames} frames"
    );
    let notices: Vec<&str> = app.world().resource::<Notices>().texts().collect();
    assert_eq!(
        matches!(status, SoundStatus::NoDevice | SoundStatus::NoServer),
        notices.iter().any(|n| n.contains("No audio device")),
        "{notices:?}"
    );
    press(&mut app, KeyCode::Enter);
    for _ in 0..2_000 {
        if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
            let last = *app.world().resource::<LastThrowSound>();
            // A hole's rolls and the roll-off: every throw was handed to the output.
            assert!(last.throws >= 2, "{last:?}");
            assert!(last.at.is_some() && last.seconds > 0.0, "{last:?}");
            return;
        }
        press(&mut app, KeyCode::Space);
    }
    panic!("no game over");
}
