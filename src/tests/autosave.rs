//! Autosave and resume: a game killed with SIGKILL mid-game comes back with no roll
//! lost; a corrupt autosave is reported and set aside, never a crash.
#![cfg(feature = "gui")]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::common::{headless_app, press, settings_for};
use crate::game::{AudienceHall, Screen, Session};
use crate::notices::Notices;
use crate::rules::{GameKind, GameRecord};
use crate::stores::AutosavePath;
use crate::stores::autosave;
use bevy::prelude::*;

fn app(dir: &Path, game: GameKind) -> App {
    let mut settings = settings_for(game, 3);
    settings.setup.players = vec!["Ann".into(), "Ben".into(), "Cy".into()];
    let mut app = headless_app(settings, 99);
    app.insert_resource(AutosavePath::in_dir(dir));
    app.update();
    app
}

fn data_dir() -> PathBuf {
    std::env::var_os("PARTY_DICE_TEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir)
}

/// Run as a child process by the SIGKILL test: plays Straight Golf for ever, printing
/// the number of dice rolled after each roll (the autosave is already written then).
#[test]
#[ignore = "run by killed_mid_game_resumes_with_no_roll_lost as a child process"]
fn child_plays_until_killed() {
    let mut app = app(&data_dir(), GameKind::StraightGolf);
    press(&mut app, KeyCode::Enter);
    loop {
        press(&mut app, KeyCode::Space);
        if let Some(session) = app.world().get_resource::<Session>() {
            println!("rolled {}", session.record.dice.len());
        }
    }
}

#[test]
fn killed_mid_game_resumes_with_no_roll_lost() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut child = Command::new(std::env::current_exe().unwrap_or_else(|e| panic!("{e}")))
        .args([
            "--exact",
            "tests::autosave::child_plays_until_killed",
            "--ignored",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env("PARTY_DICE_TEST_DIR", dir.path())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    let mut last = 0;
    for line in BufReader::new(stdout).lines() {
        let line = line.unwrap_or_default();
        if let Some(n) = line
            .strip_prefix("rolled ")
            .and_then(|n| n.parse::<usize>().ok())
        {
            last = n;
            if n >= 30 {
                break;
            }
        }
    }
    // SIGKILL: no chance to clean up or flush anything.
    child.kill().unwrap_or_else(|e| panic!("{e}"));
    let _ = child.wait();
    assert!(last >= 30, "the child stopped early");

    let path = AutosavePath::in_dir(dir.path());
    let record: GameRecord = autosave::load(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .unwrap_or_else(|| panic!("no autosave"));
    assert!(
        record.dice.len() >= last,
        "rolls lost: saved {} of {last}",
        record.dice.len()
    );
    // It is a game record, and resuming restores the exact position.
    let replayed = record.replay().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(replayed.dice_used, record.dice.len());
    let resumed = Session::resume(record.clone()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(resumed.game, replayed.game);

    // And through the window's own Resume key.
    let mut app = app(dir.path(), GameKind::SlamDice);
    press(&mut app, KeyCode::KeyR);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    let session = app.world().resource::<Session>();
    assert_eq!(session.game, replayed.game);
    assert_eq!(session.record.dice, record.dice);
    assert!(!session.log.is_empty());
    // Play on: the next rolls come from the same generator position.
    let before = session.record.dice.len();
    press(&mut app, KeyCode::Space);
    assert!(app.world().resource::<Session>().record.dice.len() > before);
}

#[test]
fn a_corrupt_autosave_is_reported_and_set_aside() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join(autosave::AUTOSAVE_FILE);
    std::fs::write(
        &file,
        "(game: StraightGolf, players: [\"Ann\"], dice: [9, 9",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut app = app(dir.path(), GameKind::SlamDice);
    press(&mut app, KeyCode::KeyR);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Setup
    );
    let notices: Vec<&str> = app.world().resource::<Notices>().texts().collect();
    assert!(
        notices
            .iter()
            .any(|n| n.contains("could not be resumed") && n.contains("broken")),
        "{notices:?}"
    );
    assert!(!file.exists());
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .into_iter()
        .flatten()
        .flatten()
        .collect();
    assert_eq!(kept.len(), 1);
    // A fresh game still starts and saves.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Space);
    assert!(file.exists());
}

#[test]
fn a_finished_game_moves_from_the_autosave_into_the_history() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = app(dir.path(), GameKind::SlamDice);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Space);
    assert!(dir.path().join(autosave::AUTOSAVE_FILE).exists());
    for _ in 0..5_000 {
        if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
            break;
        }
        press(&mut app, KeyCode::Space);
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::GameOver
    );
    assert!(!dir.path().join(autosave::AUTOSAVE_FILE).exists());
    let listing = crate::history::list(&crate::history::dir(dir.path()));
    assert!(listing.unreadable.is_empty(), "{:?}", listing.unreadable);
    let [kept] = listing.entries.as_slice() else {
        panic!("{} games kept", listing.entries.len())
    };
    let session = app.world().resource::<Session>();
    assert_eq!(kept.record.dice, session.record.dice);
    let crate::rules::Game::Slam(g) = &session.game else {
        panic!("not slam dice")
    };
    let loser = g.loser().and_then(|p| g.players().get(p));
    assert_eq!(kept.loser(), loser.map(String::as_str));
    assert!(kept.started().is_some() && kept.finished().is_some());
}

#[test]
fn a_finished_game_is_kept_with_what_its_audience_did() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = app(dir.path(), GameKind::SlamDice);
    app.world_mut()
        .resource_mut::<AudienceHall>()
        .join(7, "Maya");
    press(&mut app, KeyCode::Enter);
    let mut answered = 0;
    for _ in 0..5_000 {
        if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
            break;
        }
        // The questions come once the odds are worked out off the frame: a few frames.
        for _ in 0..50 {
            let open = app.world().resource::<AudienceHall>().audience.open();
            if let Some(q) = open.first() {
                let mut hall = app.world_mut().resource_mut::<AudienceHall>();
                hall.answer(7, q.id, 0, 100);
                answered += 1;
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
            app.update();
        }
        press(&mut app, KeyCode::Space);
    }
    assert!(answered > 0, "no question was asked");
    let listing = crate::history::list(&crate::history::dir(dir.path()));
    let [kept] = listing.entries.as_slice() else {
        panic!("{} games kept", listing.entries.len())
    };
    let lesson = kept
        .record
        .audience
        .as_ref()
        .unwrap_or_else(|| panic!("the audience's lesson is not kept"));
    assert_eq!(lesson.board.playing, 1);
    assert_eq!(lesson.board.top[0].name, "Maya");
    // Every answer settled, the last throw's too (the game is kept after it is).
    let hall = app.world().resource::<AudienceHall>();
    assert_eq!(&lesson.calibration, hall.audience.calibration());
    assert!(lesson.calibration.count() > 0);
    // The game-over sheet reads the same lesson from the session's record.
    assert_eq!(
        app.world().resource::<Session>().record.audience.as_ref(),
        Some(lesson)
    );
}
