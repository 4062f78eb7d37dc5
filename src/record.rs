//! Replay files — the autosave, a kept game, a hand-written record — read into a
//! [`GameRecord`] with an error that names the file, the line and the column.

use std::path::Path;

use crate::rules::{Game, GameRecord, Replayed};

/// Replay files larger than this are refused before parsing.
const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Reads and parses a game record, with an error that names the file, the line and
/// column where the parser knows them, and the value that is wrong.
pub fn load_record(path: &Path) -> Result<GameRecord, String> {
    let shown = path.display();
    let size = std::fs::metadata(path)
        .map_err(|e| format!("{shown}: cannot read: {e}"))?
        .len();
    if size > MAX_FILE_BYTES {
        return Err(format!(
            "{shown}: the file is {size} bytes; a game record is at most {MAX_FILE_BYTES}"
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{shown}: not a text file (invalid UTF-8 at byte {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    parse_record(&text, path)
}

/// Reads a record and replays it: what `replay` and `odds` start from. The error is one
/// message naming the file (with line and column where known).
pub fn load_replayed(path: &Path) -> Result<(GameRecord, Replayed), String> {
    let record = load_record(path)?;
    let replayed = record
        .replay()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((record, replayed))
}

/// Parses a game record from text; `path` is only used in messages.
pub fn parse_record(text: &str, path: &Path) -> Result<GameRecord, String> {
    let shown = path.display();
    if text.trim().is_empty() {
        return Err(format!(
            "{shown}: the file is empty; expected a game record like (game: SlamDice, players: [..], dice: [..])"
        ));
    }
    let record: GameRecord = ron::from_str(text).map_err(|e| {
        let at = e.span.start;
        let hint = match &e.code {
            ron::Error::NoSuchEnumVariant { .. } => {
                " (games: SlamDice, StraightGolf; slam_number: Shared, PerPlayer)"
            }
            _ => "",
        };
        format!("{shown}:{}:{}: {}{hint}", at.line, at.col, e.code)
    })?;
    // Check the players and options now so the message can point at them.
    if let Err(e) = Game::new(
        record.game,
        record.players.clone(),
        record.slam_dice,
        record.straight_golf,
    ) {
        let key = match e {
            crate::rules::OptionsError::Target(_)
            | crate::rules::OptionsError::SlamPoints { .. } => "slam_dice",
            crate::rules::OptionsError::Rounds(_) | crate::rules::OptionsError::RollsPerHole(_) => {
                "straight_golf"
            }
            _ => "players",
        };
        return Err(match locate(text, key) {
            Some((line, col)) => format!("{shown}:{line}:{col}: {e}"),
            None => format!("{shown}: {e}"),
        });
    }
    Ok(record)
}

/// Line and column (1-based) of the first `key:` in the text, for messages about a
/// value the parser accepted but the rules did not.
fn locate(text: &str, key: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(i, line)| {
        let code = line.split("//").next().unwrap_or("");
        let col = code.find(key)?;
        code[col + key.len()..]
            .trim_start()
            .starts_with(':')
            .then_some((i + 1, col + 1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locate_finds_keys_outside_comments() {
        let text = "(\n  // players: none\n  game: SlamDice,\n  players: [\"A\"],\n)";
        assert_eq!(locate(text, "players"), Some((4, 3)));
        assert_eq!(locate(text, "dice"), None);
    }
}
