//! Sound playback in the window logic (built with the `audio` feature on Linux): it
//! starts, finds out whether there is an audio device, and plays a whole game without
//! a crash either way — on a machine without a device with a notice saying so.
#![cfg(all(feature = "gui", any(feature = "audio", windows, target_os = "macos")))]

mod common;

use bevy::prelude::*;
use common::{headless_app, press, settings_for};
use party_dice::audio::Sound;
use party_dice::game::Screen;
use party_dice::rules::GameKind;
use party_dice::services::Notices;
use party_dice::sound::SoundStatus;

#[test]
fn sound_starts_and_a_game_plays_with_or_without_an_audio_device() {
    let mut settings = settings_for(GameKind::StraightGolf, 2);
    settings.setup.straight_golf.rounds = 1;
    let mut app = headless_app(settings, 61);
    app.add_plugins((
        bevy::asset::AssetPlugin::default(),
        bevy::audio::AudioPlugin::default(),
        party_dice::audio::plugin,
    ));
    app.update();
    for _ in 0..40 {
        app.update();
    }
    let status = app.world().resource::<Sound>().0;
    assert!(
        matches!(status, SoundStatus::Playing | SoundStatus::NoDevice),
        "{status:?}"
    );
    let notices = &app.world().resource::<Notices>().0;
    assert_eq!(
        status == SoundStatus::NoDevice,
        notices.iter().any(|n| n.contains("No audio device")),
        "{notices:?}"
    );
    press(&mut app, KeyCode::Enter);
    for _ in 0..2_000 {
        if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
            return;
        }
        press(&mut app, KeyCode::Space);
    }
    panic!("no game over");
}
