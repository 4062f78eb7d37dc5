//! The `replay`, `sim` and `print` commands, run as the real binary: for `print`, blank
//! cards with the house rules in use, kept games filled in, the same bytes every time,
//! and one message with exit code 2 (and no file written) for every bad input; and the
//! language the commands speak: the `language` setting, else the OS's (`LANG`), with
//! `--json` the same bytes in every language.

use crate::pdf_reader;
use party_dice::i18n::{Lang, with_lang};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The program, speaking English whatever the machine's language ("C" names none), and
/// never reading the machine's settings file (whose `language` would win over "C"):
/// on Linux and the BSDs the OS config directory is one that does not exist.
fn bin() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_party-dice"));
    command.env("LC_ALL", "C");
    command.env("XDG_CONFIG_HOME", no_config_dir());
    command
}

/// A config directory that does not exist, so no settings file is found in it.
fn no_config_dir() -> PathBuf {
    std::env::temp_dir().join("party-dice-tests-no-such-config-dir")
}

/// The program under `LANG` = `lang` alone (no `LC_ALL`, `LC_MESSAGES` or `LANGUAGE`),
/// with `--config` naming a settings file that does not exist: the OS's language.
fn bin_in(lang: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_party-dice"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .env("LANG", lang)
        .env("XDG_CONFIG_HOME", no_config_dir())
        .arg("--config")
        .arg(no_config_dir().join("settings.ron"));
    command
}

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    path
}

fn run(args: &[&str]) -> (String, String, i32) {
    output(bin().args(args))
}

/// Runs a program: its stdout, stderr and exit code.
fn output(command: &mut Command) -> (String, String, i32) {
    let out = command.output().unwrap_or_else(|e| panic!("{e}"));
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn replay_json_matches_the_documented_shape() {
    let (stdout, stderr, code) = run(&["replay", "tests/data/replay/golf_example.ron", "--json"]);
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    assert_eq!(stdout.lines().count(), 1);
    assert_eq!(v["game"], "straight_golf");
    assert_eq!(v["finished"], false);
    assert_eq!(v["dice_used"], 11);
    assert_eq!(v["first_player"], "Cy");
    assert_eq!(v["scorekeeper"], "Ben");
    assert_eq!(v["players"][2]["holes"], serde_json::json!([-1]));
    assert_eq!(v["players"][2]["total"], -1);
    assert_eq!(v["winners"], serde_json::json!([]));
}

#[test]
fn replay_of_a_finished_slam_game_names_the_loser_and_ignores_leftovers() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write(
        &dir,
        "slam.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], slam_dice: (slam_number: PerPlayer), dice: [2, 5, 2, 2, 2, 4, 4, 4, 1, 1, 1])",
    );
    let (stdout, stderr, code) = run(&["replay", path.to_str().unwrap_or_default(), "--json"]);
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(v["game"], "slam_dice");
    assert_eq!(v["finished"], true);
    assert_eq!(v["dice_used"], 5);
    assert_eq!(v["slam_numbers"], serde_json::json!([2, 5]));
    assert_eq!(v["loser"], "Ben");
    assert_eq!(v["players"][0]["finished_rank"], 1);
    assert_eq!(v["players"][1]["finished_rank"], serde_json::Value::Null);
    // Without --json: a log and a sheet.
    let (text, _, code) = run(&["replay", path.to_str().unwrap_or_default()]);
    assert_eq!(code, 0);
    assert!(
        text.contains("Ann rolled 2·2·2 — Grand Slam, +15 → 15"),
        "{text}"
    );
    assert!(text.contains("LOSER"), "{text}");
}

#[test]
fn bad_replay_files_give_one_positioned_message_and_exit_2() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let cases = [
        (
            "face.ron",
            "(game: SlamDice,\n players: [\"A\", \"B\"],\n dice: [1, 7])",
            ":3:",
            "not 7",
        ),
        (
            "players.ron",
            "(game: SlamDice,\n players: [\"A\"],\n dice: [])",
            ":2:2",
            "2 to 8 players, not 1",
        ),
        (
            "many.ron",
            "(game: SlamDice, players: [\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\"], dice: [])",
            ":1:",
            "not 9",
        ),
        (
            "field.ron",
            "(game: SlamDice,\n players: [\"A\", \"B\"],\n colour: 3,\n dice: [])",
            ":3:",
            "colour",
        ),
        (
            "game.ron",
            "(game: Yahtzee, players: [\"A\", \"B\"], dice: [])",
            ":1:",
            "SlamDice, StraightGolf",
        ),
        (
            "syntax.ron",
            "(game: SlamDice, players: [\"A\", \"B\"], dice: [1, 2",
            ":1:",
            "",
        ),
        ("empty.ron", "", "empty", ""),
        (
            "negative.ron",
            "(game: SlamDice, players: [\"A\", \"B\"], dice: [-1])",
            ":1:",
            "",
        ),
        (
            "rounds.ron",
            "(game: StraightGolf, players: [\"A\", \"B\"],\n straight_golf: (rounds: 0), dice: [])",
            // At the `rounds` key itself, inside `straight_golf`.
            ":2:18",
            "rounds must be 1 to 36",
        ),
    ];
    for (name, text, position, what) in cases {
        let path = write(&dir, name, text);
        let (stdout, stderr, code) = run(&["replay", path.to_str().unwrap_or_default(), "--json"]);
        assert_eq!(code, 2, "{name}: {stderr}");
        assert!(stdout.is_empty(), "{name}: {stdout}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{name}: {stderr}");
        assert!(stderr.contains(name), "{name}: {stderr}");
        assert!(stderr.contains(position), "{name}: {stderr}");
        assert!(stderr.contains(what), "{name}: {stderr}");
    }
    let (stdout, stderr, code) = run(&["replay", "no/such/file.ron"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(stderr.contains("no/such/file.ron"));
}

#[test]
fn sim_json_has_exact_and_monte_carlo_fields() {
    let (stdout, stderr, code) = run(&[
        "sim",
        "--game",
        "straight-golf",
        "--games",
        "200",
        "--players",
        "3",
        "--ordered",
        "--json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(v["game"], "straight_golf");
    assert_eq!(v["ordered"], true);
    assert_eq!(v["holes"], 200 * 3 * 9);
    let exact: f64 = v["exact"]["distribution"]
        .as_object()
        .map(|m| m.values().filter_map(|x| x.as_f64()).sum())
        .unwrap_or(0.0);
    assert!((exact - 1.0).abs() < 1e-9);
    assert!(v["monte_carlo"]["distribution"]["-3"].is_number());

    let (stdout, stderr, code) = run(&[
        "sim",
        "--game",
        "slam-dice",
        "--games",
        "300",
        "--json",
        "--seed",
        "9",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(v["players"], 2);
    assert_eq!(v["games"], 300);
    assert_eq!(
        v["exact"]["loser_by_seat"].as_array().map(Vec::len),
        Some(2)
    );
    assert!(v["monte_carlo"]["mean_rolls"].as_f64().unwrap_or(0.0) > 1.0);
    let (stdout, _, _) = run(&[
        "sim",
        "--game",
        "slam-dice",
        "--games",
        "50",
        "--players",
        "4",
        "--per-player-slam",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}"));
    for kind in ["exact", "monte_carlo"] {
        assert_eq!(
            v[kind]["loser_by_seat"].as_array().map(Vec::len),
            Some(4),
            "{kind}"
        );
    }
}

#[test]
fn sim_refuses_bad_numbers() {
    let (_, stderr, code) = run(&["sim", "--game", "slam-dice", "--players", "9"]);
    assert_ne!(code, 0);
    assert!(stderr.contains("players"), "{stderr}");
}

#[test]
fn help_describes_every_command() {
    let (stdout, _, code) = run(&["--help"]);
    assert_eq!(code, 0);
    for cmd in ["play", "replay", "sim", "check-config", "paths"] {
        assert!(stdout.contains(cmd), "{cmd} missing from --help");
    }
}

/// Runs `party-dice-launcher`, which starts the `party-dice` beside it.
fn run_launcher(args: &[&str]) -> (String, String, i32) {
    output(Command::new(env!("CARGO_BIN_EXE_party-dice-launcher")).args(args))
}

#[test]
fn the_launcher_runs_the_game_beside_it_with_the_same_arguments_and_exit_code() {
    let (stdout, stderr, code) = run_launcher(&["--version"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        stdout.trim(),
        format!("party-dice {}", env!("CARGO_PKG_VERSION"))
    );
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let missing = dir.path().join("missing.ron");
    let missing = missing.to_str().unwrap_or_default();
    let (stdout, stderr, code) = run_launcher(&["check-config", missing]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(stderr.contains("no such file"), "{stderr}");
}

#[cfg(all(feature = "gui", unix, not(target_os = "macos")))]
#[test]
fn without_a_display_the_window_says_so_in_one_line_and_exits_non_zero() {
    let out = bin()
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .arg("play")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no display"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// Runs `party-dice --config CONFIG print ARGS`: stdout, stderr, exit code. The settings
/// file is the test's own, so that the house rules never come from the machine's.
fn print(config: &Path, args: &[&str]) -> (String, String, i32) {
    output(bin().arg("--config").arg(config).arg("print").args(args))
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap_or_default()
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The settings file of a test (missing unless written: then the defaults).
fn settings(dir: &Path) -> PathBuf {
    dir.join("settings.ron")
}

#[test]
fn a_blank_golf_card_for_eight_players_and_eighteen_holes() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = dir.path().join("golf.pdf");
    let args = [
        "--blank",
        "--game",
        "straight-golf",
        "--players",
        "8",
        "--rounds",
        "18",
        "--out",
        path(&out),
    ];
    let (stdout, stderr, code) = print(&settings(dir.path()), &args);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.starts_with(&format!(
            "wrote {}: the rules and a blank card for 8 players, ",
            out.display()
        )),
        "{stdout}"
    );
    let first = read(&out);
    assert_eq!(pdf_reader::check_structure(&first), 2, "two pages");
    assert_eq!(
        pdf_reader::embedded_fonts(&first).len(),
        2,
        "both fonts embedded"
    );
    let text = pdf_reader::readable(&first);
    for heading in ["(OUT)", "(IN)", "(TOTAL)", "(18)", "(Scorekeeper:)"] {
        assert!(text.contains(heading), "{heading}");
    }
    // The same card again is the same file.
    let (_, _, code) = print(&settings(dir.path()), &args);
    assert_eq!((code, read(&out)), (0, first));
}

/// Prints `args` to `name` in `dir` with the test's settings; the PDF, as text.
fn printed(dir: &Path, name: &str, args: &[&str]) -> String {
    let out = dir.join(name);
    let (_, stderr, code) = print(&settings(dir), &[args, &["--out", path(&out)]].concat());
    assert_eq!(code, 0, "{args:?}: {stderr}");
    pdf_reader::readable(&read(&out))
}

#[test]
fn a_blank_card_takes_the_house_rules_from_the_settings_in_use() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let rules = "(slam_dice: (target: 21, small: 4), straight_golf: (rounds: 12))";
    std::fs::write(settings(dir.path()), rules).unwrap_or_else(|e| panic!("{e}"));
    let slam = ["--blank", "--game", "slam-dice", "--paper", "letter"];
    let text = printed(dir.path(), "slam.pdf", &slam);
    assert!(
        text.contains("(Race to exactly 21: Single +1, Small +4"),
        "{text}"
    );
    assert!(text.contains("/MediaBox [0 0 612 792]") && text.contains("/MediaBox [0 0 792 612]"));
    let golf = ["--blank", "--game", "straight-golf", "--ordered"];
    let text = printed(dir.path(), "golf.pdf", &golf);
    assert!(
        text.contains("(12 holes, at most 3 rolls a hole, the straight in order from 1 upward.)"),
        "{text}"
    );
}

#[test]
fn a_kept_game_prints_filled_in() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let text = printed(
        dir.path(),
        "game.pdf",
        &["tests/data/replay/slam_8_players.ron"],
    );
    assert!(text.contains("(Eve is the loser!)"), "{text}");
    assert!(text.contains("(LOSER)") && text.contains("(The biggest swing: turn "));
}

/// One bad input: exit 2, one message on stderr naming the problem, nothing on stdout,
/// and the old file at `--out` (if any) as it was.
fn refused(dir: &Path, args: &[&str], out: &Path, says: &str) {
    let before = std::fs::read(out).ok();
    let (stdout, stderr, code) = print(&settings(dir), args);
    assert_eq!(code, 2, "{args:?}: {stdout} {stderr}");
    assert_eq!(stdout, "", "{args:?}");
    assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
    assert_eq!(std::fs::read(out).ok(), before, "{args:?} touched the file");
}

#[test]
fn bad_input_gets_one_message_exit_2_and_no_file() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let d = dir.path();
    let out = d.join("card.pdf");
    let o = path(&out);
    let broken = write(
        &dir,
        "broken.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [1, 7])",
    );
    let missing = d.join("nowhere.ron");
    let (b, m) = (path(&broken), path(&missing));
    let no_folder = d.join("no such folder").join("card.pdf");
    let golf = "tests/data/replay/golf_example.ron";
    fn blank<'a>(game: &'a str, more: &[&'a str]) -> Vec<&'a str> {
        [&["--blank", "--game", game][..], more].concat()
    }
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec![m, "--out", o], "nowhere.ron"),
        (vec![b, "--out", o], "broken.ron:1:"),
        (
            blank("straight-golf", &["--players", "9", "--out", o]),
            "2 to 8 players, not 9",
        ),
        (blank("slam-dice", &["--players", "1", "--out", o]), "not 1"),
        (
            blank("slam-dice", &["--rounds", "9", "--out", o]),
            "--rounds",
        ),
        (
            blank("straight-golf", &["--rounds", "40", "--out", o]),
            "--rounds must be 1 to 36, not 40",
        ),
        (vec!["--blank", "--out", o], "--blank needs --game"),
        (vec!["--out", o], "print needs a kept game"),
        (blank("slam-dice", &[]), "--out"),
        (
            vec![b, "--blank", "--game", "slam-dice", "--out", o],
            "not both",
        ),
        (vec![golf, "--players", "3", "--out", o], "--blank card"),
        (
            blank("slam-dice", &["--out", path(&no_folder)]),
            "could not write",
        ),
    ];
    for (args, says) in &cases {
        refused(d, args, &out, says);
    }
    assert!(!out.exists() && !no_folder.exists());
    // An old file at --out stays whole when the new card is refused.
    std::fs::write(&out, "old card").unwrap_or_else(|e| panic!("{e}"));
    refused(d, &cases[2].0, &out, "9");
    let names: Vec<_> = std::fs::read_dir(d)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.starts_with('.')),
        "a temporary file was left: {names:?}"
    );
}

/// The replay every language test plays: a finished Slam Dice game of eight.
const SLAM_8: &str = "tests/data/replay/slam_8_players.ron";

/// The log lines of a replay, as the library writes them in `lang`.
fn log_in(lang: Lang, file: &str) -> Vec<String> {
    let (_, replayed) =
        party_dice::record::load_replayed(Path::new(file)).unwrap_or_else(|e| panic!("{e}"));
    with_lang(lang, || {
        party_dice::present::log_lines(replayed.game.players(), &replayed.events)
    })
}

#[test]
fn under_lang_de_the_replay_log_is_german_and_json_is_the_same_bytes() {
    let (german, stderr, code) = output(bin_in("de_DE.UTF-8").args(["replay", SLAM_8]));
    assert_eq!(code, 0, "{stderr}");
    let (de, en) = (log_in(Lang::De, SLAM_8), log_in(Lang::En, SLAM_8));
    assert!(de.len() > 20, "{de:?}");
    for line in &de {
        assert!(
            german.contains(line.as_str()),
            "{line:?} missing from:\n{german}"
        );
    }
    // The log is translated: German lines where the English ones were, and none of the
    // English words left.
    let translated: Vec<(&String, &String)> = en.iter().zip(&de).filter(|(e, d)| e != d).collect();
    assert!(
        translated.len() * 2 > en.len(),
        "the German log is mostly English: {de:?}"
    );
    for (english, _) in &translated {
        assert!(
            !german.contains(english.as_str()),
            "English {english:?} in:\n{german}"
        );
    }
    for word in [
        " rolled ",
        "slam number is",
        "Game over",
        " is safe",
        "not finished",
    ] {
        assert!(!german.contains(word), "English {word:?} in:\n{german}");
    }
    // What the machine reads stays the same whatever the language.
    let golf = "tests/data/replay/golf_example.ron";
    for args in [
        ["replay", SLAM_8, "--json"],
        ["replay", golf, "--json"],
        ["odds", golf, "--json"],
        ["story", SLAM_8, "--json"],
    ] {
        let (de, _, code_de) = output(bin_in("de_DE.UTF-8").args(args));
        let (c, _, code_c) = output(bin_in("C").args(args));
        assert_eq!((code_de, code_c), (0, 0), "{args:?}");
        assert!(!c.is_empty(), "{args:?}");
        assert_eq!(de, c, "{args:?} differs between LANG=de and LANG=C");
    }
}

#[test]
fn the_language_setting_wins_over_the_os() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = write(&dir, "settings.ron", "(display: (language: \"de\"))");
    // LC_ALL=C names no language; the setting says German.
    let (set, stderr, code) = output(bin().arg("--config").arg(&config).args(["replay", SLAM_8]));
    assert_eq!(code, 0, "{stderr}");
    let (os, _, _) = output(bin_in("de_DE.UTF-8").args(["replay", SLAM_8]));
    assert_eq!(set, os);
    assert!(set.contains(&log_in(Lang::De, SLAM_8)[0]), "{set}");
    // `Auto` (and no setting) is the OS's: English under C.
    let auto = write(&dir, "auto.ron", "(display: (language: Auto))");
    let (english, _, _) = output(bin().arg("--config").arg(&auto).args(["replay", SLAM_8]));
    for line in log_in(Lang::En, SLAM_8) {
        assert!(english.contains(&line), "{line:?} missing from:\n{english}");
    }
}
