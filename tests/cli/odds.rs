//! The `odds` and `story` commands: their JSON's documented shape, plain words, files
//! written as the autosave writes them, and one positioned message for a bad file.

use std::path::PathBuf;
use std::process::Command;

// ---- The command ------------------------------------------------------------------------

fn run(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_party-dice"))
        // English, whatever the machine speaks: the test reads its words.
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    path
}

fn json(args: &[&str]) -> serde_json::Value {
    let (stdout, stderr, code) = run(args);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

/// The keys of a JSON object, sorted.
fn keys(v: &serde_json::Value) -> Vec<&str> {
    let mut k: Vec<&str> = v
        .as_object()
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default();
    k.sort_unstable();
    k
}

#[test]
fn odds_json_for_golf_has_the_documented_shape() {
    let v = json(&["odds", "tests/data/replay/golf_example.ron", "--json"]);
    let k = keys(&v);
    assert_eq!(k, ["game", "hole", "method", "players", "to_roll"]);
    assert_eq!(
        (
            v["game"].as_str(),
            v["to_roll"].as_str(),
            v["method"].as_str()
        ),
        (Some("straight_golf"), Some("Ann"), Some("exact"))
    );
    let hk = keys(&v["hole"]);
    assert_eq!(
        hk,
        [
            "distribution",
            "expected_points",
            "p_straight",
            "roll",
            "set_aside"
        ]
    );
    assert_eq!(v["hole"]["roll"], 1);
    assert_eq!(v["hole"]["set_aside"], serde_json::json!([]));
    let dist = v["hole"]["distribution"]
        .as_object()
        .unwrap_or_else(|| panic!("no distribution"));
    assert!(dist.contains_key("-3") && dist.contains_key("1") && !dist.contains_key("-2"));
    let total: f64 = dist.values().filter_map(serde_json::Value::as_f64).sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert_eq!(
        v["players"][2],
        serde_json::json!({"name": "Cy", "total": -1, "p_win": v["players"][2]["p_win"]})
    );
    let sum: f64 = (0..3)
        .filter_map(|i| v["players"][i]["p_win"].as_f64())
        .sum();
    assert!(sum >= 1.0);
}

#[test]
fn odds_json_for_slam_has_the_documented_shape() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mid = write(
        &dir,
        "mid.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\", \"Cy\"], seed: Some(7), dice: [4, 4, 1, 2, 4, 4, 3, 1, 1, 1])",
    );
    let v = json(&["odds", mid.to_str().unwrap_or_default(), "--json"]);
    let k = keys(&v);
    assert_eq!(
        k,
        [
            "game",
            "method",
            "next_roll",
            "p_finish_this_turn",
            "players",
            "score",
            "se",
            "to_roll"
        ]
    );
    assert_eq!(
        (
            v["game"].as_str(),
            v["to_roll"].as_str(),
            v["score"].as_u64()
        ),
        (Some("slam_dice"), Some("Ben"), Some(0))
    );
    let nk = keys(&v["next_roll"]);
    assert_eq!(nk, ["bust", "grand", "miss", "single", "small"]);
    assert_eq!(
        (v["method"].as_str(), v["se"].is_null()),
        (Some("exact"), true)
    );
    assert_eq!(v["players"][0]["score"], 6);
    let sum: f64 = (0..3)
        .filter_map(|i| v["players"][i]["p_loser"].as_f64())
        .sum();
    assert!((sum - 1.0).abs() < 1e-9);
}

#[test]
fn odds_json_for_slam_is_null_where_nothing_is_known_yet_or_left() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // Slam numbers still to be rolled: no next roll yet.
    let fresh = write(
        &dir,
        "fresh.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], slam_dice: (slam_number: PerPlayer), dice: [3])",
    );
    let v = json(&["odds", fresh.to_str().unwrap_or_default(), "--json"]);
    assert!(v["next_roll"].is_null() && v["p_finish_this_turn"].is_null());
    assert_eq!(v["to_roll"], "Ben");
    assert!(v["players"][1]["p_loser"].as_f64().is_some_and(|p| p > 0.5));

    // Over: nobody to roll, the loser certain.
    let over = write(
        &dir,
        "over.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], slam_dice: (slam_number: PerPlayer), dice: [2, 5, 2, 2, 2, 4, 4, 4, 1, 1, 1])",
    );
    let v = json(&["odds", over.to_str().unwrap_or_default(), "--json"]);
    assert!(v["to_roll"].is_null() && v["score"].is_null() && v["next_roll"].is_null());
    assert_eq!(
        (
            v["players"][0]["p_loser"].as_f64(),
            v["players"][1]["p_loser"].as_f64()
        ),
        (Some(0.0), Some(1.0))
    );

    // Five still in: exact too, with no standard error.
    let big = write(
        &dir,
        "big.ron",
        "(game: SlamDice, players: [\"A\", \"B\", \"C\", \"D\", \"E\"], dice: [2, 2, 2, 5])",
    );
    let v = json(&["odds", big.to_str().unwrap_or_default(), "--json"]);
    assert_eq!(v["method"], "exact");
    assert!(v.as_object().is_some_and(|o| o.contains_key("se")) && v["se"].is_null());
}

#[test]
fn odds_json_for_golf_roll_off_and_game_over_has_no_hole() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let roll_off = write(
        &dir,
        "rolloff.ron",
        "(game: StraightGolf, players: [\"Ann\", \"Ben\"], dice: [3, 3])",
    );
    let v = json(&["odds", roll_off.to_str().unwrap_or_default(), "--json"]);
    assert!(v["hole"].is_null());
    assert_eq!(v["to_roll"], "Ann");
    assert_eq!(v["players"][0]["p_win"], v["players"][1]["p_win"]);
    let over = write(
        &dir,
        "over.ron",
        "(game: StraightGolf, players: [\"Ann\", \"Ben\"], straight_golf: (rounds: 1), dice: [6, 1, 1, 2, 3, 4, 5, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])",
    );
    let v = json(&["odds", over.to_str().unwrap_or_default(), "--json"]);
    assert!(v["hole"].is_null() && v["to_roll"].is_null());
    assert_eq!(
        (
            v["players"][0]["p_win"].as_f64(),
            v["players"][1]["p_win"].as_f64()
        ),
        (Some(1.0), Some(0.0))
    );
}

#[test]
fn odds_reads_a_file_written_as_the_autosave_writes_it() {
    // The autosave is a game record written with ron's pretty printer, with the seed the
    // game's generator started from (and, for a kept game, when it started).
    let text = "(game: StraightGolf, players: [\"Ann\", \"Ben\"], \
                straight_golf: (ordered_straight: true), dice: [5, 2, 1, 2, 3, 3, 6, 4], \
                seed: Some(42), started: Some(\"2025-01-02T20:00:00Z\"))";
    let record: party_dice::rules::GameRecord =
        ron::from_str(text).unwrap_or_else(|e| panic!("{e}"));
    let pretty =
        ron::ser::to_string_pretty(&record, ron::ser::PrettyConfig::new().compact_arrays(true))
            .unwrap_or_else(|e| panic!("{e}"));
    assert!(pretty.contains("seed: Some(42)"), "{pretty}");
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write(&dir, "autosave.ron", &pretty);
    let v = json(&["odds", path.to_str().unwrap_or_default(), "--json"]);
    // Roll-off 5, 2: Ann first. Her first roll 1,2,3,3,6,4 keeps the run 1-2-3-4.
    assert_eq!(v["to_roll"], "Ann");
    assert_eq!(v["hole"]["roll"], 2);
    assert_eq!(v["hole"]["set_aside"], serde_json::json!([1, 2, 3, 4]));
}

#[test]
fn odds_in_plain_words() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write(
        &dir,
        "slam.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [4])",
    );
    let (text, stderr, code) = run(&["odds", path.to_str().unwrap_or_default()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(text.contains("Grand Slam: 1 in 216"), "{text}");
    assert!(text.contains("Ann finishes this turn: "), "{text}");
    assert!(text.contains("Chance to be the loser (exact):"), "{text}");
    let (text, _, code) = run(&["odds", "tests/data/replay/golf_example.ron"]);
    assert_eq!(code, 0);
    assert!(
        text.contains("Ann to roll: roll 1 of 3, nothing set aside."),
        "{text}"
    );
    assert!(text.contains("Chance to win (exact):"), "{text}");
}

#[test]
fn bad_files_give_odds_and_story_one_positioned_message_and_exit_2() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for (name, text, position) in [
        (
            "face.ron",
            "(game: SlamDice,\n players: [\"A\", \"B\"],\n dice: [1, 7])",
            ":3:",
        ),
        (
            "players.ron",
            "(game: SlamDice,\n players: [\"A\"],\n dice: [])",
            ":2:2",
        ),
        (
            "field.ron",
            "(game: SlamDice,\n players: [\"A\", \"B\"],\n colour: 3,\n dice: [])",
            ":3:",
        ),
        (
            "rules.ron",
            "(game: SlamDice,\n players: [\"A\", \"B\"],\n slam_dice: (small: 99))",
            ":3:2",
        ),
        ("empty.ron", "", "empty"),
        ("binary.ron", "\u{0}\u{1}(", ":1:"),
    ] {
        let path = write(&dir, name, text);
        for (command, json) in [
            ("odds", true),
            ("odds", false),
            ("story", true),
            ("story", false),
        ] {
            let mut args = vec![command, path.to_str().unwrap_or_default()];
            if json {
                args.push("--json");
            }
            let (stdout, stderr, code) = run(&args);
            assert_eq!(code, 2, "{command} {name}: {stderr}");
            assert!(stdout.is_empty(), "{command} {name}: {stdout}");
            assert_eq!(
                stderr.trim_end().lines().count(),
                1,
                "{command} {name}: {stderr}"
            );
            assert!(
                stderr.contains(name) && stderr.contains(position),
                "{command} {name}: {stderr}"
            );
        }
    }
    for command in ["odds", "story"] {
        let (stdout, stderr, code) = run(&[command, "no/such/file.ron"]);
        assert_eq!((stdout.as_str(), code), ("", 2));
        assert!(stderr.contains("no/such/file.ron"));
    }
}

#[test]
fn story_json_has_the_documented_shape() {
    let v = json(&["story", "tests/data/replay/golf_example.ron", "--json"]);
    assert_eq!(keys(&v), ["game", "points", "swing"]);
    assert_eq!(v["game"], "straight_golf");
    let points = v["points"].as_array().map_or(&[][..], Vec::as_slice);
    // The start, four roll-off dice (4, 2, 6, then Cy's first hole: 1 3 3 4 4 6 and 2 5).
    assert_eq!(points.len(), 6, "{v}");
    assert_eq!(keys(&points[0]), ["chances", "dice_used", "player", "roll"]);
    assert_eq!(
        (
            &points[0]["roll"],
            &points[0]["dice_used"],
            &points[0]["player"]
        ),
        (
            &serde_json::json!(0),
            &serde_json::json!(0),
            &serde_json::Value::Null
        )
    );
    assert_eq!(points[5]["dice_used"], 11);
    assert_eq!(points[5]["player"], 2);
    assert!(
        points
            .iter()
            .all(|p| p["chances"].as_array().map(Vec::len) == Some(3))
    );
    assert_eq!(keys(&v["swing"]), ["from", "player", "roll", "to"]);
}

#[test]
fn story_of_a_finished_slam_game_ends_on_the_loser() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write(
        &dir,
        "slam.ron",
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], slam_dice: (slam_number: PerPlayer), dice: [2, 5, 2, 2, 2, 4, 4, 4, 1, 1, 1])",
    );
    let file = path.to_str().unwrap_or_default();
    let v = json(&["story", file, "--json"]);
    assert_eq!(v["game"], "slam_dice");
    let last = &v["points"][3];
    assert_eq!(
        (&last["roll"], &last["player"]),
        (&serde_json::json!(3), &serde_json::json!(0))
    );
    assert_eq!(last["chances"], serde_json::json!([0.0, 1.0]));
    assert_eq!(v["swing"]["roll"], 3);
    let (text, stderr, code) = run(&["story", file]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(
        lines[0].starts_with("Slam Dice — Ann, Ben (3 rolls;"),
        "{text}"
    );
    assert!(lines[1].starts_with("Start: Ann "), "{text}");
    assert!(
        lines[2].starts_with("Ann's slam-number die: slam number 2 — Ann "),
        "{text}"
    );
    assert!(
        lines[4].starts_with("Turn 1, Ann's roll 1: Grand Slam, safe — Ann "),
        "{text}"
    );
    assert!(lines[4].ends_with(" → 0 %"), "{text}");
    assert!(
        lines[5].starts_with("The biggest swing: turn 1, Ann's roll 1 (Grand Slam, safe) moved "),
        "{text}"
    );
}

#[test]
fn story_of_a_game_not_yet_rolled_has_no_swing() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write(
        &dir,
        "new.ron",
        "(game: StraightGolf, players: [\"Ann\", \"Ben\"], dice: [])",
    );
    let file = path.to_str().unwrap_or_default();
    let v = json(&["story", file, "--json"]);
    assert_eq!(v["points"].as_array().map(Vec::len), Some(1));
    assert!(v["swing"].is_null());
    let (text, _, code) = run(&["story", file]);
    assert_eq!(code, 0);
    assert!(text.ends_with("Nothing has been rolled yet.\n"), "{text}");
}

#[test]
fn story_of_a_game_an_audience_played_along_with_ends_on_its_board_and_lesson() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut bins = ["(count: 0, said: 0.0, happened: 0, odds: 0.0)"; 10];
    // Four answers said about 25 % (one came true; the odds said 30 %), two about 75 %.
    bins[2] = "(count: 4, said: 1.0, happened: 1, odds: 1.2)";
    bins[7] = "(count: 2, said: 1.5, happened: 2, odds: 1.6)";
    let lesson = format!(
        "audience: Some((board: (top: [\
         (rank: 1, member: 4, name: \"Ann Lee\", points: 42.4, beat_the_odds: true), \
         (rank: 2, member: 9, name: \"李雷\", points: -3.0, beat_the_odds: false)], \
         playing: 27, odds_points: -13.2), calibration: (bins: ({}))))",
        bins.join(", ")
    );
    let path = write(
        &dir,
        "kept.ron",
        &format!(
            "(game: SlamDice, players: [\"Ann\", \"Ben\"], slam_dice: (slam_number: PerPlayer), \
             dice: [2, 5, 2, 2, 2, 4, 4, 4, 1, 1, 1], {lesson})"
        ),
    );
    let file = path.to_str().unwrap_or_default();
    let (text, stderr, code) = run(&["story", file]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[5..],
        [
            "The biggest swing: turn 1, Ann's roll 1 (Grand Slam, safe) moved Ben's chance to be \
             the loser from 52 % to 100 %.",
            "",
            "Audience · 27 playing",
            "  1. Ann Lee  42 ★",
            "  2. 李雷  −3",
            "  The odds: −13",
            "  ★ beat the odds",
            "The lesson: when the audience said…, how often it happened",
            "  20 %–30 %: 1 of 4 came true (25 %); the audience said 25 %, the odds 30 %",
            "  70 %–80 %: 2 of 2 came true (100 %); the audience said 75 %, the odds 80 %",
        ][..],
        "{text}"
    );
    let v = json(&["story", file, "--json"]);
    assert_eq!(keys(&v), ["audience", "game", "points", "swing"]);
    assert_eq!(v["audience"]["board"]["playing"], 27);
    assert_eq!(v["audience"]["board"]["top"][1]["name"], "李雷");
    assert_eq!(v["audience"]["calibration"]["bins"][7]["happened"], 2);
}
