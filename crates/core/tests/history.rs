//! The history: keeping finished games, listing them newest first, and staying safe with
//! unfinished games, full disks and read-only folders. The `history` and `stats` commands
//! are tested in the game's `tests/cli/history.rs`.

use std::fs;
use std::io;

use party_dice_core::history::{self, HistoryError, Outcome};
use party_dice_core::rules::{Game, GameKind};

#[path = "common/kept.rs"]
mod kept;
use kept::{NAMES, at, finished, keep, snapshot, tempdir};

#[test]
fn kept_games_list_newest_first_with_their_outcome() {
    let dir = tempdir();
    let golf = finished(GameKind::StraightGolf, 3, 11);
    let slam = finished(GameKind::SlamDice, 4, 12);
    let older = keep(dir.path(), &golf, 0);
    let newer = keep(dir.path(), &slam, 30);
    assert_eq!(
        newer.file_name().and_then(|n| n.to_str()),
        Some("20250102T203000Z-slam_dice-000000000000000c.ron")
    );
    let listing = history::list(dir.path());
    assert!(listing.unreadable.is_empty() && listing.folder_error.is_none());
    let files: Vec<_> = listing.entries.iter().map(|e| e.path.clone()).collect();
    assert_eq!(files, vec![newer, older]);

    let [s, g] = [&listing.entries[0], &listing.entries[1]];
    assert_eq!((s.started(), s.finished()), (Some(at(10)), Some(at(30))));
    // The kept record is the game itself: same dice, same seed, replays the same.
    assert_eq!((&s.record.dice, s.record.seed), (&slam.dice, slam.seed));
    let Game::Slam(replayed) = slam.replay().unwrap_or_else(|e| panic!("{e}")).game else {
        unreachable!()
    };
    let loser = replayed.loser().unwrap_or_else(|| panic!("not over"));
    assert_eq!(s.outcome, Outcome::Slam { loser });
    assert_eq!(s.loser(), Some(NAMES[loser]));
    let Game::Golf(replayed) = golf.replay().unwrap_or_else(|e| panic!("{e}")).game else {
        unreachable!()
    };
    let winners: Vec<&str> = replayed.winners().iter().map(|w| NAMES[*w]).collect();
    assert_eq!((g.winners(), g.loser()), (winners, None));
}

#[test]
fn a_file_is_never_rewritten() {
    let dir = tempdir();
    let record = finished(GameKind::SlamDice, 2, 5);
    let path = keep(dir.path(), &record, 0);
    let before = snapshot(dir.path());
    // Keeping the same game again is harmless: same file, same bytes.
    assert_eq!(keep(dir.path(), &record, 0), path);
    assert_eq!(snapshot(dir.path()), before);
    // Another content under that name is refused, and left as it was.
    let edited = format!("// mine\n{}", fs::read_to_string(&path).unwrap_or_default());
    fs::write(&path, &edited).unwrap_or_else(|e| panic!("{e}"));
    let again = history::keep(dir.path(), &record, None, at(0));
    assert!(matches!(again, Err(HistoryError::Exists { file }) if file == path));
    assert_eq!(fs::read_to_string(&path).unwrap_or_default(), edited);
}

#[test]
fn an_unfinished_game_is_not_kept() {
    let dir = tempdir();
    let mut record = finished(GameKind::StraightGolf, 2, 9);
    record.dice.truncate(10);
    let kept = history::keep(&dir.path().join("history"), &record, None, at(0));
    assert!(
        matches!(kept, Err(HistoryError::NotFinished { used, dice: 10 }) if used <= 10),
        "{kept:?}"
    );
    assert!(!dir.path().join("history").exists());
}

#[test]
fn a_full_disk_keeps_the_older_history_and_leaves_no_temporary_file() {
    let dir = tempdir();
    keep(dir.path(), &finished(GameKind::StraightGolf, 2, 1), 0);
    keep(dir.path(), &finished(GameKind::SlamDice, 3, 2), 10);
    let before = snapshot(dir.path());
    let full_disk = |out: &mut dyn io::Write, bytes: &[u8]| {
        out.write_all(&bytes[..bytes.len() / 2])?;
        Err(io::Error::from(io::ErrorKind::StorageFull))
    };
    let record = finished(GameKind::SlamDice, 2, 3);
    let kept = history::keep_with(dir.path(), &record, None, at(20), full_disk);
    let Err(HistoryError::Write { file, source }) = kept else {
        panic!("{kept:?}")
    };
    assert_eq!(source.kind(), io::ErrorKind::StorageFull);
    assert!(!file.exists());
    assert_eq!(snapshot(dir.path()), before, "no partial or temporary file");
    assert_eq!(history::list(dir.path()).entries.len(), 2);
}

#[cfg(unix)]
#[test]
fn a_read_only_history_folder_is_reported_and_left_as_it_was() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempdir();
    keep(dir.path(), &finished(GameKind::SlamDice, 2, 1), 0);
    let before = snapshot(dir.path());
    let set = |mode| fs::set_permissions(dir.path(), fs::Permissions::from_mode(mode));
    set(0o555).unwrap_or_else(|e| panic!("{e}"));
    // Root writes anyway; then this case cannot be made here.
    let probe = dir.path().join("probe");
    let writable = fs::write(&probe, b"").is_ok();
    let _ = fs::remove_file(&probe);
    let kept = history::keep(dir.path(), &finished(GameKind::SlamDice, 2, 2), None, at(5));
    set(0o755).unwrap_or_else(|e| panic!("{e}"));
    if writable {
        eprintln!("skipped: this user can write to a read-only folder");
        return;
    }
    assert!(matches!(kept, Err(HistoryError::Write { .. })), "{kept:?}");
    assert_eq!(snapshot(dir.path()), before);
}
