//! Writing a finished game into the history: atomically, under a name that cannot
//! collide, and never over another file.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{HistoryError, Timestamp, stamped};
use crate::files::write_atomic_with;
use crate::rules::GameRecord;

/// The first line of every kept file.
const HEADER: &str = "// Party Dice: a finished game, kept in the history (a game record: party-dice replay FILE).\n";

/// Keeps a finished game in the history folder `dir` (made if missing) and returns the
/// file it is in. The file is `record` with `started` (when given, else the record's
/// own) and `finished` set, in the autosave's format, written atomically: a failure
/// leaves neither a partial nor a temporary file, and the older history as it was.
///
/// A file is never rewritten: keeping a game whose file already exists with the very
/// same content returns that file (keeping twice is harmless), anything else there is
/// [`HistoryError::Exists`]. Only a game that is over is kept.
pub fn keep(
    dir: &Path,
    record: &GameRecord,
    started: Option<Timestamp>,
    finished: Timestamp,
) -> Result<PathBuf, HistoryError> {
    keep_with(dir, record, started, finished, |out, bytes| {
        out.write_all(bytes)
    })
}

/// [`keep`], with the file's bytes sent through `write` into the temporary file (a test
/// can fail part-way, as a full disk does).
pub fn keep_with(
    dir: &Path,
    record: &GameRecord,
    started: Option<Timestamp>,
    finished: Timestamp,
    write: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
) -> Result<PathBuf, HistoryError> {
    let replayed = record.replay()?;
    if !replayed.game.is_over() {
        return Err(HistoryError::NotFinished {
            used: replayed.dice_used,
            dice: record.dice.len(),
        });
    }
    let kept = stamped(record, started, finished);
    let text = render(&kept)?;
    fs::create_dir_all(dir).map_err(|source| HistoryError::Directory {
        dir: dir.to_path_buf(),
        source,
    })?;
    let file = dir.join(file_name(&kept));
    // Anything already under this name (even a dangling link) is left alone.
    if fs::symlink_metadata(&file).is_ok() {
        return match fs::read(&file) {
            Ok(bytes) if bytes == text.as_bytes() => Ok(file),
            _ => Err(HistoryError::Exists { file }),
        };
    }
    write_atomic_with(&file, |out| write(out, text.as_bytes())).map_err(|source| {
        HistoryError::Write {
            file: file.clone(),
            source,
        }
    })?;
    Ok(file)
}

/// The text of a kept file: a comment line, then the record as the autosave writes it.
pub fn render(record: &GameRecord) -> Result<String, ron::Error> {
    let config = ron::ser::PrettyConfig::new().compact_arrays(true);
    let body = ron::ser::to_string_pretty(record, config)?;
    Ok(format!("{HEADER}{body}\n"))
}

/// The name a kept record's file gets: `<finished>-<game>-<seed>.ron`, such as
/// `20250102T201500Z-straight_golf-00000000000004d2.ron`. Names sort by finish time and
/// hold no character any file system refuses. Without a seed (dice typed in), a hash of
/// the players and dice stands in for it; without a finish time, `unknown` does.
pub fn file_name(record: &GameRecord) -> String {
    let stamp = record.finished.map_or_else(
        || "unknown".to_string(),
        |t| {
            let ((y, mo, d), (h, mi, s)) = t.civil();
            format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z")
        },
    );
    let id = match record.seed {
        Some(seed) => format!("{seed:016x}"),
        None => format!("h{:016x}", content_hash(record)),
    };
    format!("{stamp}-{}-{id}.ron", record.setup.game.json_name())
}

/// FNV-1a over the players and dice: stable across builds and platforms.
fn content_hash(record: &GameRecord) -> u64 {
    let bytes = record
        .setup
        .players
        .iter()
        .flat_map(|name| name.bytes().chain([0]))
        .chain(record.dice.iter().map(|f| f.value()));
    crate::files::stable_hash(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Face, GameKind, GameSetup};

    fn record(seed: Option<u64>, dice: &[u8]) -> GameRecord {
        GameRecord {
            dice: dice.iter().filter_map(|v| Face::new(*v).ok()).collect(),
            seed,
            finished: Some(Timestamp::from_unix_seconds(1_735_848_900)),
            ..GameRecord::new(GameSetup::new(
                GameKind::SlamDice,
                vec!["Ann".into(), "Ben".into()],
            ))
        }
    }

    #[test]
    fn names_carry_the_finish_time_the_game_and_the_seed() {
        assert_eq!(
            file_name(&record(Some(1234), &[])),
            "20250102T201500Z-slam_dice-00000000000004d2.ron"
        );
        let typed = file_name(&record(None, &[1, 2]));
        assert!(typed.starts_with("20250102T201500Z-slam_dice-h"), "{typed}");
        assert_ne!(typed, file_name(&record(None, &[1, 3])));
        let unknown = GameRecord {
            finished: None,
            ..record(Some(1), &[])
        };
        assert!(file_name(&unknown).starts_with("unknown-slam_dice-"));
    }

    #[test]
    fn the_text_is_a_comment_then_the_record() {
        let text = render(&record(Some(5), &[2, 2, 2, 2])).unwrap_or_else(|e| panic!("{e}"));
        assert!(text.starts_with("// Party Dice"), "{text}");
        assert!(text.contains("dice: [2, 2, 2, 2]"), "{text}");
        assert!(
            text.contains("finished: Some(\"2025-01-02T20:15:00Z\")"),
            "{text}"
        );
        let back: GameRecord = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, record(Some(5), &[2, 2, 2, 2]));
    }
}
