//! Settings files: the shipped defaults, a corpus of broken files, random mutations,
//! atomic saves that keep broken files, and the OS paths.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod common;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use party_dice_core::files::{write_atomic, write_atomic_with};
use party_dice_core::rules::GameSetup;
use party_dice_core::rules::options::GameKind;
use party_dice_core::settings::{
    self, MAX_FILE_BYTES, Settings, SettingsError, Source, Theme, check_config, load, parse, save,
    to_ron,
};
use proptest::prelude::*;

const DEFAULT_RON: &str = include_str!("../../../config/default.ron");

fn data(name: &str) -> PathBuf {
    common::top("tests/data/settings").join(name)
}

fn kind(e: &SettingsError) -> &'static str {
    match e {
        SettingsError::Io { .. } => "Io",
        SettingsError::Empty { .. } => "Empty",
        SettingsError::TooLarge { .. } => "TooLarge",
        SettingsError::NotUtf8 { .. } => "NotUtf8",
        SettingsError::Parse { .. } => "Parse",
        SettingsError::Invalid { .. } => "Invalid",
        SettingsError::Version { .. } => "Version",
    }
}

// ---- the shipped defaults ----

#[test]
fn default_ron_is_exactly_the_defaults() {
    let parsed = parse(DEFAULT_RON, Path::new("config/default.ron")).unwrap();
    assert_eq!(parsed, Settings::default());
}

#[test]
fn to_ron_of_defaults_is_the_shipped_file() {
    // One layout, one set of comments: what the game saves is what ships.
    assert_eq!(to_ron(&Settings::default()), DEFAULT_RON);
}

#[test]
fn every_field_in_default_ron_is_commented() {
    let lines: Vec<&str> = DEFAULT_RON.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        if !t.starts_with("//") && t.contains(':') {
            assert!(
                lines[i - 1].trim_start().starts_with("//"),
                "no comment above: {line}"
            );
        }
    }
}

#[test]
fn to_ron_round_trips_changed_settings() {
    let mut s = Settings {
        setup: GameSetup::new(
            GameKind::StraightGolf,
            vec![
                "Zoë \"Z\"".into(),
                "Bob\\".into(),
                "r#x".into(),
                "Ann\n".into(),
            ],
        ),
        ..Settings::default()
    };
    s.display.theme = Theme::HighContrast;
    s.display.ui_scale = 2.125;
    s.display.animation_speed = 0.3;
    s.audio.volume = 0.0;
    s.audio.muted = true;
    s.setup.straight_golf.rounds = 18;
    s.setup.straight_golf.ordered_straight = true;
    s.setup.slam_dice.target = 21;
    assert_eq!(parse(&to_ron(&s), Path::new("x")).unwrap(), s);
}

#[test]
fn omitted_fields_take_defaults() {
    let s = parse(
        "(game: StraightGolf, display: (theme: Light))",
        Path::new("x"),
    )
    .unwrap();
    assert_eq!(s.setup.game, GameKind::StraightGolf);
    assert_eq!(s.display.theme, Theme::Light);
    assert_eq!(s.display.ui_scale, Settings::default().display.ui_scale);
    assert_eq!(s.setup.players, Settings::default().setup.players);
    assert_eq!(parse("()", Path::new("x")).unwrap(), Settings::default());
    // A whole number is accepted where a decimal is expected.
    assert_eq!(
        parse("(display: (ui_scale: 2))", Path::new("x"))
            .unwrap()
            .display
            .ui_scale,
        2.0
    );
}

// ---- the broken-file corpus ----

/// (file, error kind, field, (line, col) where the error has one).
const CORPUS: &[(&str, &str, Option<&str>, Option<(usize, usize)>)] = &[
    ("unknown_game.ron", "Parse", Some("game"), Some((3, 11))),
    ("one_player.ron", "Invalid", Some("players"), Some((2, 5))),
    ("nine_players.ron", "Invalid", Some("players"), Some((2, 5))),
    (
        "duplicate_names.ron",
        "Invalid",
        Some("players"),
        Some((2, 5)),
    ),
    ("empty_name.ron", "Invalid", Some("players"), Some((2, 5))),
    (
        "rounds_zero.ron",
        "Invalid",
        Some("straight_golf.rounds"),
        Some((4, 9)),
    ),
    (
        "negative_scale.ron",
        "Invalid",
        Some("display.ui_scale"),
        Some((3, 9)),
    ),
    (
        "nan_volume.ron",
        "Invalid",
        Some("audio.volume"),
        Some((2, 13)),
    ),
    (
        "slam_points.ron",
        "Invalid",
        Some("slam_dice"),
        Some((2, 5)),
    ),
    (
        "negative_target.ron",
        "Parse",
        Some("slam_dice.target"),
        None,
    ),
    (
        "wrong_type_scale.ron",
        "Parse",
        Some("display.ui_scale"),
        None,
    ),
    ("wrong_type_players.ron", "Parse", Some("players"), None),
    (
        "wrong_type_bool.ron",
        "Parse",
        Some("display.fullscreen"),
        None,
    ),
    (
        "unknown_field_top.ron",
        "Parse",
        Some("colour"),
        Some((3, 5)),
    ),
    (
        "unknown_field_nested.ron",
        "Parse",
        Some("display.colour"),
        Some((4, 9)),
    ),
    ("unknown_theme.ron", "Parse", Some("display.theme"), None),
    (
        "phones_port_low.ron",
        "Invalid",
        Some("phones.port"),
        Some((4, 9)),
    ),
    (
        "phones_port_too_big.ron",
        "Parse",
        Some("phones.port"),
        Some((3, 15)),
    ),
    (
        "phones_not_bool.ron",
        "Parse",
        Some("phones.enabled"),
        Some((2, 23)),
    ),
    (
        "phones_unknown_field.ron",
        "Parse",
        Some("phones.host"),
        Some((4, 9)),
    ),
    ("duplicate_field.ron", "Parse", Some("game"), None),
    (
        "version_too_new.ron",
        "Version",
        Some("version"),
        Some((2, 5)),
    ),
    ("version_zero.ron", "Invalid", Some("version"), Some((2, 5))),
    ("truncated.ron", "Parse", Some("players"), Some((4, 27))),
    ("missing_comma.ron", "Parse", None, Some((3, 5))),
    ("trailing.ron", "Parse", None, Some((3, 2))),
    ("not_a_struct.ron", "Parse", None, Some((1, 1))),
    ("comments_only.ron", "Parse", None, None),
    ("empty.ron", "Empty", None, None),
    ("whitespace.ron", "Empty", None, None),
    ("binary.bin", "NotUtf8", None, Some((1, 1))),
    ("latin1.ron", "NotUtf8", None, Some((3, 24))),
    ("control_bytes.bin", "Parse", None, Some((1, 1))),
];

#[test]
fn broken_files_give_clear_errors_defaults_and_stay_untouched() {
    for &(name, want_kind, want_field, want_pos) in CORPUS {
        let path = data(name);
        let before = fs::read(&path).unwrap();
        let loaded = load(&path);
        assert_eq!(fs::read(&path).unwrap(), before, "{name} changed");
        assert_eq!(loaded.source, Source::DefaultsAfterError, "{name}");
        assert_eq!(loaded.settings, Settings::default(), "{name}");
        let e = loaded
            .error
            .unwrap_or_else(|| panic!("{name} loaded without error"));
        let msg = e.to_string();
        println!("{name}: {msg}");
        assert_eq!(kind(&e), want_kind, "{name}: {msg}");
        assert_eq!(e.field(), want_field, "{name}: {msg}");
        if let Some(pos) = want_pos {
            assert_eq!(e.position(), Some(pos), "{name}: {msg}");
        }
        if matches!(want_kind, "Parse" | "NotUtf8") {
            assert!(
                e.position().is_some(),
                "{name}: parse errors are positioned"
            );
        }
        assert!(
            msg.starts_with(&path.display().to_string()),
            "{name}: names the file: {msg}"
        );
        if let Some((line, col)) = e.position() {
            assert!(msg.contains(&format!(":{line}:{col}: ")), "{name}: {msg}");
        }
        if let Some(field) = e.field() {
            let last = field.rsplit('.').next().unwrap();
            assert!(msg.contains(last), "{name}: names the field: {msg}");
        }
        let (text, code) = check_config(&path);
        assert_eq!((text, code), (msg, 2), "{name}: check-config says the same");
    }
}

#[test]
fn key_messages_are_exact() {
    let msg = |name: &str| {
        let e = load(&data(name)).error.unwrap().to_string();
        e.strip_prefix(&data(name).display().to_string())
            .unwrap()
            .to_string()
    };
    assert_eq!(
        msg("unknown_game.ron"),
        ":3:11: unknown game \"Yahtzee\"; the games are SlamDice and StraightGolf"
    );
    assert_eq!(
        msg("negative_scale.ron"),
        ":3:9: display.ui_scale must be 1.0 to 2.5, not -1"
    );
    assert_eq!(
        msg("rounds_zero.ron"),
        ":4:9: straight_golf.rounds must be 1 to 36, not 0"
    );
    assert_eq!(
        msg("one_player.ron"),
        ":2:5: players must list 2 to 8 names, not 1"
    );
    assert!(
        msg("unknown_field_nested.ron").starts_with(
            ":4:9: unknown field \"colour\" in display; the fields there are ui_scale, "
        )
    );
    assert!(msg("empty.ron").starts_with(": file is empty"));
    assert_eq!(
        msg("phones_port_low.ron"),
        ":4:9: phones.port must be 0 (any free port) or 1024 to 65535, not 80"
    );
    println!("{}", msg("phones_port_too_big.ron"));
    assert!(
        msg("phones_port_too_big.ron")
            .ends_with("allowed: 0 (any free port) or a whole number from 1024 to 65535")
    );
}

#[test]
fn huge_file_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    // Valid RON, so only the size can be the reason.
    let mut text = String::from("(\n");
    while text.len() as u64 <= MAX_FILE_BYTES {
        text.push_str("    // padding padding padding padding padding padding padding\n");
    }
    text.push_str(")\n");
    fs::write(&path, &text).unwrap();
    let loaded = load(&path);
    let e = loaded.error.unwrap();
    assert!(matches!(e, SettingsError::TooLarge { bytes, .. } if bytes == text.len() as u64));
    println!("huge file: {e}");
    assert_eq!(loaded.source, Source::DefaultsAfterError);
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn missing_file_is_first_run_not_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nope/settings.ron");
    let loaded = load(&path);
    assert!(loaded.error.is_none());
    assert_eq!(loaded.source, Source::DefaultsMissingFile);
    assert!(!path.exists(), "load never creates the file");
    assert_eq!(check_config(&path).1, 2);
}

#[test]
fn a_directory_is_an_io_error() {
    let dir = tempfile::tempdir().unwrap();
    let e = load(dir.path()).error.unwrap();
    println!("directory: {e}");
    assert!(matches!(e, SettingsError::Io { .. }), "{e}");
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_blocking() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    let made = std::process::Command::new("mkfifo").arg(&path).status();
    if !made.is_ok_and(|s| s.success()) {
        return; // no mkfifo here
    }
    let e = load(&path).error.unwrap();
    println!("fifo: {e}");
    assert!(matches!(e, SettingsError::Io { .. }));
}

#[cfg(unix)]
#[test]
fn saving_through_a_symlink_keeps_the_link() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("dotfiles/settings.ron");
    fs::create_dir_all(real.parent().unwrap()).unwrap();
    fs::write(&real, "(game: StraightGolf)").unwrap();
    let link = dir.path().join("settings.ron");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    save(&link, &Settings::default(), None).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(load(&real).settings, Settings::default());
    assert_eq!(load(&real).source, Source::File);
    // A broken file behind the link is kept with its bytes, then the link's target rewritten.
    fs::write(&real, b"(((").unwrap();
    let broken = load(&link).error.unwrap();
    let out = save(&link, &Settings::default(), Some(&broken)).unwrap();
    assert_eq!(fs::read(out.kept_broken.unwrap()).unwrap(), b"(((");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(load(&link).error.is_none());
}

#[test]
fn check_config_ok() {
    let path = common::top("config/default.ron");
    assert_eq!(check_config(&path), ("ok".to_string(), 0));
}

// ---- random mutations ----

#[derive(Debug, Clone)]
enum Mutation {
    Flip(usize, u8),
    Delete(usize, usize),
    Insert(usize, Vec<u8>),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1u8..=255).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (any::<usize>(), 1usize..40).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (
            any::<usize>(),
            prop_oneof![
                prop::collection::vec(any::<u8>(), 1..8),
                prop::sample::select(vec![
                    b"(".to_vec(),
                    b")".to_vec(),
                    b"[".to_vec(),
                    b"\"".to_vec(),
                    b",".to_vec(),
                    b":".to_vec(),
                    b"/*".to_vec(),
                    b"-".to_vec(),
                    b"9999999999999".to_vec(),
                    b"colour: Dark,".to_vec(),
                    b"NaN".to_vec(),
                    "é".as_bytes().to_vec(),
                ]),
            ]
        )
            .prop_map(|(i, b)| Mutation::Insert(i, b)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn apply(bytes: &mut Vec<u8>, m: &Mutation) {
    let len = bytes.len();
    match m {
        Mutation::Flip(i, b) if len > 0 => bytes[i % len] ^= b,
        Mutation::Delete(i, n) if len > 0 => {
            let start = i % len;
            bytes.drain(start..(start + n).min(len));
        }
        Mutation::Insert(i, b) => {
            let at = i % (len + 1);
            bytes.splice(at..at, b.iter().copied());
        }
        Mutation::Truncate(i) => bytes.truncate(i % (len + 1)),
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 400,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// A mangled settings file never crashes the game and is never changed by it: it
    /// either still loads as valid settings, or gives an error that says where or which
    /// field.
    #[test]
    fn mutated_files_load_or_say_where(mutations in prop::collection::vec(mutation(), 1..4)) {
        let mut bytes = DEFAULT_RON.as_bytes().to_vec();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        fs::write(&path, &bytes).unwrap();
        let loaded = load(&path);
        prop_assert_eq!(&fs::read(&path).unwrap(), &bytes);
        match loaded.error {
            None => {
                prop_assert_eq!(loaded.source, Source::File);
                prop_assert!(loaded.settings.validate().is_ok());
            }
            Some(e) => {
                prop_assert_eq!(loaded.source, Source::DefaultsAfterError);
                prop_assert_eq!(&loaded.settings, &Settings::default());
                let located = e.position().is_some()
                    || e.field().is_some()
                    || matches!(e, SettingsError::Empty { .. });
                prop_assert!(located, "no position or field: {}", e);
            }
        }
    }
}

// ---- saving ----

#[test]
fn save_writes_atomically_over_an_existing_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep/er/settings.ron");
    let mut s = Settings::default();
    let out = save(&path, &s, None).unwrap();
    assert_eq!(out.kept_broken, None);
    s.audio.muted = true;
    save(&path, &s, None).unwrap();
    let loaded = load(&path);
    assert_eq!(loaded.source, Source::File);
    assert_eq!(loaded.settings, s);
    let names: Vec<_> = fs::read_dir(path.parent().unwrap()).unwrap().collect();
    assert_eq!(names.len(), 1, "no temp files left behind");
}

#[test]
fn save_refuses_invalid_settings_and_leaves_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    fs::write(&path, "(game: StraightGolf)").unwrap();
    let mut s = Settings::default();
    s.display.ui_scale = 9.0;
    let e = save(&path, &s, None).unwrap_err();
    assert_eq!(e.field(), Some("display.ui_scale"));
    assert_eq!(fs::read_to_string(&path).unwrap(), "(game: StraightGolf)");
}

#[test]
fn a_failed_write_leaves_the_old_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    fs::write(&path, "old contents").unwrap();
    // The disk fills up half-way through the write.
    let err = write_atomic_with(&path, |w| {
        w.write_all(b"new cont")?;
        Err(io::Error::new(io::ErrorKind::StorageFull, "disk full"))
    })
    .unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::StorageFull);
    assert_eq!(fs::read_to_string(&path).unwrap(), "old contents");
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        1,
        "temp file removed"
    );
    write_atomic(&path, b"new contents").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "new contents");
}

#[test]
fn a_save_that_cannot_rename_leaves_the_old_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    // The target is a non-empty directory: the rename fails after the temp file is written.
    let path = dir.path().join("settings.ron");
    fs::create_dir(&path).unwrap();
    fs::write(path.join("inside"), "keep me").unwrap();
    let e = save(&path, &Settings::default(), None).unwrap_err();
    println!("rename onto a directory: {e}");
    assert!(matches!(e, SettingsError::Io { .. }));
    assert_eq!(fs::read_to_string(path.join("inside")).unwrap(), "keep me");
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        1,
        "temp file removed"
    );
    // A parent that is a file: the directory cannot be created.
    let blocked = dir.path().join("settings.ron/inside/settings.ron");
    let e = save(&blocked, &Settings::default(), None).unwrap_err();
    println!("parent is a file: {e}");
    assert!(matches!(e, SettingsError::Io { .. }));
    assert_eq!(fs::read_to_string(path.join("inside")).unwrap(), "keep me");
}

#[test]
fn saving_after_a_broken_load_keeps_the_broken_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    let original = fs::read(data("unknown_field_nested.ron")).unwrap();
    fs::write(&path, &original).unwrap();
    let loaded = load(&path);
    let broken = loaded.error.unwrap();
    let out = save(&path, &loaded.settings, Some(&broken)).unwrap();
    let kept = out.kept_broken.clone().unwrap();
    let kept_name = kept.file_name().unwrap().to_string_lossy().into_owned();
    assert!(kept_name.starts_with("settings.ron.broken-"), "{kept_name}");
    assert!(
        kept_name["settings.ron.broken-".len()..]
            .parse::<u64>()
            .is_ok(),
        "{kept_name}"
    );
    assert_eq!(fs::read(&kept).unwrap(), original);
    assert_eq!(load(&path).settings, Settings::default());
    assert!(load(&path).error.is_none());
    println!("{}", out.notice());
    assert!(out.notice().contains(&kept.display().to_string()));

    // A second broken save in the same second never overwrites the first copy.
    fs::write(&path, b"(((").unwrap();
    let broken = load(&path).error.unwrap();
    let out2 = save(&path, &Settings::default(), Some(&broken)).unwrap();
    let kept2 = out2.kept_broken.unwrap();
    assert_ne!(kept2, kept);
    assert_eq!(fs::read(&kept).unwrap(), original);
    assert_eq!(fs::read(&kept2).unwrap(), b"(((");
}

#[test]
fn broken_save_without_a_file_keeps_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    let broken = SettingsError::Empty { path: path.clone() };
    let out = save(&path, &Settings::default(), Some(&broken)).unwrap();
    assert_eq!(out.kept_broken, None);
}

// ---- paths ----

#[test]
fn paths_report_format_and_override() {
    let p = settings::paths(Some(Path::new("/tmp/my.ron")));
    assert_eq!(p.settings, Path::new("/tmp/my.ron"));
    assert_eq!(
        settings::paths_report(&p),
        format!("settings: /tmp/my.ron\ndata: {}", p.data.display())
    );
    let p = settings::paths(None);
    assert!(p.settings.ends_with("settings.ron"));
}

/// Runs `paths_in_child` in a child process with XDG variables set (setting them here
/// would need `unsafe`, which the crate forbids).
#[cfg(target_os = "linux")]
#[test]
fn paths_honour_xdg_on_linux() {
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args([
            "--exact",
            "paths_in_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("PARTY_DICE_PATHS_CHILD", "1")
        .env("XDG_CONFIG_HOME", "/xdg/config")
        .env("XDG_DATA_HOME", "/xdg/data")
        .env("HOME", "/home/someone")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(
            "settings: /xdg/config/party-dice/settings.ron\ndata: /xdg/data/party-dice\n"
        ),
        "{stdout}"
    );
}

#[test]
fn paths_in_child() {
    if std::env::var_os("PARTY_DICE_PATHS_CHILD").is_some() {
        println!("{}", settings::paths_report(&settings::paths(None)));
    }
}
