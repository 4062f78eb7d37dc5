//! The `history` and `stats` commands: broken and foreign files listed with their reason
//! and left alone, the JSON's documented shape, stats counted from the kept games'
//! records, and the dice told apart by how they were thrown.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;

use party_dice::history::{self, UnreadableReason};
use party_dice::rules::{DiceMode, Event, Face, Game, GameKind, GameRecord, SlamKind};

use crate::kept::{at, finished, finished_with, keep, snapshot, tempdir};

fn party_dice(args: &[&str], dir: &Path) -> (String, String, i32) {
    let dir = dir.to_str().unwrap_or_default();
    let out = Command::new(env!("CARGO_BIN_EXE_party-dice"))
        // English, whatever the machine speaks: the test reads its words.
        .env("LC_ALL", "C")
        .args(args)
        .args(["--dir", dir])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Broken and foreign files, each with a fragment of the reason it must be given.
fn broken_files(dir: &Path, good: &str) -> Vec<(&'static str, &'static str)> {
    let write = |name: &str, bytes: &[u8]| {
        fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("{e}"));
    };
    write("truncated.ron", &good.as_bytes()[..good.len() / 2]);
    write("truncated-tail.ron", &good.as_bytes()[..good.len() - 12]);
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
    write("photo.png", png);
    write("empty.ron", b"");
    fs::create_dir(dir.join("folder.ron")).unwrap_or_else(|e| panic!("{e}"));
    write(
        "face7.ron",
        b"(game: SlamDice, players: [\"Ann\", \"Ben\"],\n dice: [2, 7, 2, 2])",
    );
    let future = good.replacen("(\n", "(\n    format_version: 2,\n", 1);
    write("future-field.ron", future.as_bytes());
    let game = good.replacen("StraightGolf", "Yahtzee", 1);
    write("future-game.ron", game.as_bytes());
    write(
        "unfinished.ron",
        b"(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [2, 1, 1, 1])",
    );
    write(
        "one-player.ron",
        b"(game: SlamDice, players: [\"Ann\"], dice: [2, 2, 2, 2])",
    );
    write(".20250102T201500Z.ron.tmp-1-2", b"half a fi");
    let expected = vec![
        ("empty.ron", "the file is empty"),
        ("face7.ron", "line 2, column 12: a die shows 1 to 6, not 7"),
        ("folder.ron", "a folder, not a game file"),
        ("future-field.ron", "format_version"),
        ("future-game.ron", "Yahtzee"),
        ("one-player.ron", "a game needs 2 to 8 players, not 1"),
        ("photo.png", "not a text file"),
        ("truncated-tail.ron", "line "),
        ("truncated.ron", "line "),
        (
            "unfinished.ron",
            "the game is not finished (4 of 4 dice values used)",
        ),
    ];
    // A socket: reading one could block, so it is not even opened.
    #[cfg(unix)]
    let expected = {
        let mut expected = expected;
        let socket = std::os::unix::net::UnixListener::bind(dir.join("pipe.sock"));
        drop(socket.unwrap_or_else(|e| panic!("{e}")));
        expected.insert(7, ("pipe.sock", "not a regular file"));
        expected
    };
    expected
}

#[test]
fn broken_and_foreign_files_are_listed_with_the_reason_and_left_untouched() {
    let dir = tempdir();
    let good = keep(dir.path(), &finished(GameKind::StraightGolf, 2, 7), 0);
    let text = fs::read_to_string(&good).unwrap_or_default();
    let expected = broken_files(dir.path(), &text);
    let before = snapshot(dir.path());

    let listing = history::list(dir.path());
    assert_eq!(listing.entries.len(), 1);
    let got: Vec<(&str, String)> = listing
        .unreadable
        .iter()
        .map(|u| (u.file.as_str(), u.reason.to_string()))
        .collect();
    for (file, reason) in &got {
        eprintln!("{file}: {reason}");
    }
    assert_eq!(got.len(), expected.len(), "{got:?}");
    for ((file, reason), (want_file, fragment)) in got.iter().zip(&expected) {
        assert_eq!(file, want_file);
        assert!(reason.contains(fragment), "{file}: {reason}");
    }
    assert_eq!(listing.unreadable[2].reason, UnreadableReason::Folder);

    // The commands report them too, and nothing is changed, moved or deleted.
    let (stdout, _, code) = party_dice(&["history"], dir.path());
    assert_eq!(code, 0);
    let count = format!("{} unreadable files", expected.len());
    assert!(stdout.contains(&count) && stdout.contains("face7.ron: line 2"));
    let (stdout, stderr, code) = party_dice(&["stats", "--json"], dir.path());
    assert_eq!(code, 0);
    assert_eq!(json(&stdout)["players"].as_array().map(Vec::len), Some(2));
    assert!(stderr.contains("photo.png: not a text file"), "{stderr}");
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn history_json_has_the_documented_shape() {
    let dir = tempdir();
    keep(dir.path(), &finished(GameKind::StraightGolf, 3, 21), 0);
    keep(dir.path(), &finished(GameKind::SlamDice, 2, 22), 5);
    let (stdout, stderr, code) = party_dice(&["history", "--json"], dir.path());
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(stdout.lines().count(), 1);
    let v = json(&stdout);
    let keys = |i: usize| -> Vec<String> {
        v[i].as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default()
    };
    let mut slam_keys = vec!["file", "finished", "game", "loser", "players", "started"];
    assert_eq!(keys(0), slam_keys);
    slam_keys[3] = "winners";
    slam_keys.sort();
    assert_eq!(keys(1), slam_keys);
    // Keys in the documented order.
    let first = stdout.split("},{").next().unwrap_or_default();
    let order = ["file", "game", "started", "finished", "players", "loser"];
    let at: Vec<_> = order
        .iter()
        .filter_map(|k| first.find(&format!("\"{k}\":")))
        .collect();
    assert!(at.len() == order.len() && at.is_sorted(), "{first}");
    assert_eq!(v[0]["game"], "slam_dice");
    assert_eq!(v[0]["started"], "2025-01-02T19:45:00Z");
    assert_eq!(v[0]["finished"], "2025-01-02T20:05:00Z");
    assert_eq!(v[0]["players"], serde_json::json!(["Ann", "Ben"]));
    assert!(v[0]["loser"].is_string());
    assert_eq!(v[1]["game"], "straight_golf");
    assert!(v[1]["winners"].as_array().is_some_and(|w| !w.is_empty()));
    assert!(v[1]["file"].as_str().is_some_and(|f| f.ends_with(".ron")));

    let (stdout, _, code) = party_dice(&["history"], dir.path());
    assert_eq!(code, 0);
    assert!(stdout.starts_with("2 kept games in "), "{stdout}");
    assert!(
        stdout.contains("2025-01-02 20:05 UTC  Slam Dice"),
        "{stdout}"
    );
}

/// One player's counts, kept the plain way.
#[derive(Default)]
struct Counts {
    golf_games: u32,
    wins: u32,
    holes: u32,
    points: i32,
    best: Option<i32>,
    roll1: u32,
    slam_games: u32,
    losses: u32,
    slams: [u32; 3],
    busts: u32,
}

/// Adds one game to the counts, straight from its replayed events.
fn count_game(record: &GameRecord, players: &mut BTreeMap<String, Counts>) {
    let r = record.replay().unwrap_or_else(|e| panic!("{e}"));
    let seat = |p: usize| record.setup.players[p].clone();
    for (p, name) in record.setup.players.iter().enumerate() {
        let c = players.entry(name.clone()).or_default();
        match &r.game {
            Game::Golf(g) => {
                (c.golf_games, c.wins) = (
                    c.golf_games + 1,
                    c.wins + u32::from(g.winners().contains(&p)),
                )
            }
            Game::Slam(g) => {
                (c.slam_games, c.losses) =
                    (c.slam_games + 1, c.losses + u32::from(g.loser() == Some(p)))
            }
        }
    }
    for e in &r.events {
        match *e {
            Event::HoleScored {
                player,
                points,
                completed_on,
                ..
            } => {
                let c = players.entry(seat(player)).or_default();
                c.holes += 1;
                c.points += points;
                c.best = Some(c.best.map_or(points, |b| b.min(points)));
                c.roll1 += u32::from(completed_on == Some(1));
            }
            Event::Slam { player, kind, .. } => {
                let i = [SlamKind::Single, SlamKind::Small, SlamKind::Grand]
                    .iter()
                    .position(|k| *k == kind);
                players.entry(seat(player)).or_default().slams[i.unwrap_or_default()] += 1;
            }
            Event::Bust { player, .. } => players.entry(seat(player)).or_default().busts += 1,
            _ => {}
        }
    }
}

/// The stats a test expects, counted a second way and written as `stats --json` should.
fn expected_stats(records: &[GameRecord]) -> serde_json::Value {
    let mut players = BTreeMap::new();
    for record in records {
        count_game(record, &mut players);
    }
    let rows: Vec<_> = players
        .iter()
        .map(|(name, c)| {
            let mean = (c.holes > 0).then(|| f64::from(c.points) / f64::from(c.holes));
            serde_json::json!({
                "name": name,
                "golf": {"games": c.golf_games, "wins": c.wins, "mean_hole": mean,
                         "best_hole": c.best, "straights_roll1": c.roll1},
                "slam": {"games": c.slam_games, "losses": c.losses, "single": c.slams[0],
                         "small": c.slams[1], "grand": c.slams[2], "busts": c.busts},
            })
        })
        .collect();
    serde_json::json!({ "players": rows })
}

#[test]
fn stats_are_counted_from_the_replays() {
    let dir = tempdir();
    let records: Vec<GameRecord> = (0..40u64)
        .map(|i| {
            let kind = if i.is_multiple_of(3) {
                GameKind::SlamDice
            } else {
                GameKind::StraightGolf
            };
            let record = finished(kind, 2 + (i as usize % 5), 100 + i);
            keep(dir.path(), &record, i as i64);
            record
        })
        .collect();
    let (stdout, stderr, code) = party_dice(&["stats", "--json"], dir.path());
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(json(&stdout), expected_stats(&records));
    assert!(stdout.starts_with("{\"players\":[{\"name\":\"Ann\",\"golf\":{\"games\":"));

    let (text, _, code) = party_dice(&["stats"], dir.path());
    assert_eq!(code, 0);
    assert!(
        text.starts_with("Straight Golf  games  wins  mean hole"),
        "{text}"
    );
    assert!(
        text.contains("\nSlam Dice      games  losses  single"),
        "{text}"
    );
}

#[test]
fn a_shared_win_counts_for_each_winner() {
    // Both players complete the straight on the first roll of the only hole.
    let text = "(game: StraightGolf, players: [\"Ann\", \"Ben\"], straight_golf: (rounds: 1),\n \
                dice: [6, 1, 1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1])";
    let record: GameRecord = ron::from_str(text).unwrap_or_else(|e| panic!("{e}"));
    let dir = tempdir();
    history::keep(dir.path(), &record, None, at(0)).unwrap_or_else(|e| panic!("{e}"));
    let listing = history::list(dir.path());
    assert_eq!(listing.entries[0].winners(), vec!["Ann", "Ben"]);
    let stats = history::stats(&listing.entries);
    assert!(
        stats
            .players
            .iter()
            .all(|p| p.golf.wins == 1 && p.golf.best_hole == Some(-3))
    );
    let (stdout, _, _) = party_dice(&["history", "--json"], dir.path());
    assert_eq!(json(&stdout)[0]["started"], serde_json::Value::Null);
    assert_eq!(
        json(&stdout)[0]["winners"],
        serde_json::json!(["Ann", "Ben"])
    );
}

#[test]
fn an_empty_or_missing_history_is_not_an_error() {
    let dir = tempdir();
    let missing = dir.path().join("history");
    let (stdout, _, code) = party_dice(&["history"], &missing);
    assert_eq!(
        (code, stdout.trim()),
        (
            0,
            format!("No games kept yet in {}.", missing.display()).as_str()
        )
    );
    assert_eq!(party_dice(&["history", "--json"], &missing).0, "[]\n");
    assert_eq!(
        party_dice(&["stats", "--json"], &missing).0,
        "{\"players\":[]}\n"
    );
    let none = r#"{"counts":[0,0,0,0,0,0],"chi2":null,"p_value":null}"#;
    assert_eq!(
        party_dice(&["stats", "--dice", "--json"], &missing).0,
        format!("{{\"thrown\":{none},\"typed\":{none},\"players\":[]}}\n")
    );
    assert!(!missing.exists(), "reading never makes the folder");
}

#[cfg(target_os = "linux")]
#[test]
fn without_dir_the_history_is_in_the_data_directory() {
    let data = tempdir();
    let history = data.path().join("party-dice").join("history");
    keep(&history, &finished(GameKind::SlamDice, 2, 1), 0);
    let out = Command::new(env!("CARGO_BIN_EXE_party-dice"))
        // English, whatever the machine speaks: the test reads its words.
        .env("LC_ALL", "C")
        .args(["history", "--json"])
        .env("XDG_DATA_HOME", data.path())
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let v = json(&String::from_utf8_lossy(&out.stdout));
    assert_eq!(v.as_array().map(Vec::len), Some(1));
}

/// Faces 1 to 6 of the values a record's replay consumed, counted from the values
/// themselves (not from the events).
fn consumed(record: &GameRecord) -> [u64; 6] {
    let used = record.replay().unwrap_or_else(|e| panic!("{e}")).dice_used;
    let mut counts = [0; 6];
    for face in &record.dice[..used] {
        counts[usize::from(face.value()) - 1] += 1;
    }
    counts
}

fn sum(a: [u64; 6], b: [u64; 6]) -> [u64; 6] {
    std::array::from_fn(|i| a[i] + b[i])
}

/// The object keys of a JSON value (serde_json keeps them sorted).
fn keys(v: &serde_json::Value) -> Vec<&String> {
    v.as_object().into_iter().flat_map(|o| o.keys()).collect()
}

fn counts_of(v: &serde_json::Value) -> [u64; 6] {
    std::array::from_fn(|i| v["counts"][i].as_u64().unwrap_or(u64::MAX))
}

#[test]
fn stats_dice_count_every_consumed_die_thrown_and_typed_apart() {
    let dir = tempdir();
    let (mut thrown, mut typed) = ([0; 6], [0; 6]);
    for i in 0..18u64 {
        let kind = [GameKind::SlamDice, GameKind::StraightGolf][i as usize % 2];
        let mut record = finished(kind, 2 + (i as usize % 4), 500 + i);
        if i % 3 == 0 {
            record.dice_mode = DiceMode::Real;
            typed = sum(typed, consumed(&record));
        } else {
            thrown = sum(thrown, consumed(&record));
        }
        keep(dir.path(), &record, i as i64);
    }
    let (stdout, stderr, code) = party_dice(&["stats", "--dice", "--json"], dir.path());
    assert_eq!((code, stderr.as_str()), (0, ""));
    let v = json(&stdout);
    assert_eq!(keys(&v), ["players", "thrown", "typed"]);
    assert_eq!(
        (counts_of(&v["thrown"]), counts_of(&v["typed"])),
        (thrown, typed)
    );
    for tally in [&v["thrown"], &v["typed"]] {
        assert_eq!(keys(tally), ["chi2", "counts", "p_value"]);
        let c = counts_of(tally);
        let e = c.iter().sum::<u64>() as f64 / 6.0;
        let chi2: f64 = c.iter().map(|&n| (n as f64 - e).powi(2) / e).sum();
        assert!((tally["chi2"].as_f64().unwrap_or(-1.0) - chi2).abs() < 1e-9);
        let p = tally["p_value"].as_f64().unwrap_or(-1.0);
        assert_eq!(p, history::p_value_5(chi2));
        assert!((0.0..=1.0).contains(&p));
    }
    // Each player's dice add up to everyone's, kind by kind.
    let players = v["players"].as_array().cloned().unwrap_or_default();
    assert_eq!(players.len(), 5, "Ann to Eve");
    let (mut t, mut r) = ([0; 6], [0; 6]);
    for p in &players {
        assert_eq!(keys(p), ["name", "thrown", "typed"]);
        (t, r) = (
            sum(t, counts_of(&p["thrown"])),
            sum(r, counts_of(&p["typed"])),
        );
    }
    assert_eq!((t, r), (thrown, typed));
    let (text, _, code) = party_dice(&["stats", "--dice"], dir.path());
    assert_eq!(code, 0);
    assert!(text.starts_with("Dice of 18 kept games in "), "{text}");
    for part in [
        "\nThrown on screen ",
        "\nReal dice typed in ",
        "All players",
        "\nLuck: ",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let ann = text
        .lines()
        .find(|l| l.trim_start().starts_with("Slam Dice: Ann scored "))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(ann.contains(" turns where the odds expected "), "{ann}");
}

#[test]
fn loaded_real_dice_are_told_from_fair_thrown_ones() {
    let dir = tempdir();
    // A die that never shows 1: it shows 6 instead.
    let loaded = |f: Face| {
        if f.value() == 1 {
            Face::new(6).unwrap_or(f)
        } else {
            f
        }
    };
    for i in 0..6u64 {
        keep(
            dir.path(),
            &finished(GameKind::StraightGolf, 4, 900 + i),
            i as i64,
        );
        let mut real = finished_with(GameKind::SlamDice, 4, 950 + i, loaded);
        real.dice_mode = DiceMode::Real;
        keep(dir.path(), &real, 10 + i as i64);
    }
    let (text, _, code) = party_dice(&["stats", "--dice"], dir.path());
    assert_eq!(code, 0);
    let sentence = |source: &str| {
        let at = text
            .find(source)
            .unwrap_or_else(|| panic!("{source}: {text}"));
        text[at..]
            .lines()
            .nth(2)
            .unwrap_or_default()
            .trim()
            .to_string()
    };
    assert!(
        sentence("Thrown on screen").contains("dice look fair"),
        "{text}"
    );
    assert!(
        sentence("Real dice typed in").ends_with("dice may be loaded."),
        "{text}"
    );
    let v = json(&party_dice(&["stats", "--dice", "--json"], dir.path()).0);
    assert_eq!(v["typed"]["counts"][0], 0);
    assert!(v["typed"]["p_value"].as_f64().unwrap_or(1.0) < 1e-6);
}
