//! Replay files — the autosave, a kept game, a hand-written record — read into a
//! [`GameRecord`] with an error that names the file, the line and the column.

use std::path::Path;

use crate::rules::{Game, GameRecord, OptionsError, Replayed};

/// One roll of a record: who rolled it, and how many of the record's values are used
/// once it has been played. What a viewer steps through, by roll or by turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollMark {
    /// The seat that rolled (`None` only if the rules name no one).
    pub player: Option<usize>,
    /// Values of `dice` used up to and including this roll.
    pub end: usize,
}

/// The rolls of a record in order, as far as its values play (like
/// [`GameRecord::replay`], a step with too few values left is not played).
pub fn roll_marks(record: &GameRecord) -> Result<Vec<RollMark>, OptionsError> {
    let mut game = Game::new(
        record.game,
        record.players.clone(),
        record.slam_dice,
        record.straight_golf,
    )?;
    let mut marks = Vec::new();
    let mut used = 0;
    while !game.is_over() {
        let end = used + game.dice_needed();
        let Some(faces) = record.dice.get(used..end) else {
            break;
        };
        let player = game.current_player();
        if game.enter(faces).is_err() {
            break;
        }
        used = end;
        marks.push(RollMark { player, end });
    }
    Ok(marks)
}

/// Where the turn around roll `at` starts and ends, as roll counts: the rolls in
/// `start..end` are one player's turn (a Straight Golf hole, a Slam Dice turn, a
/// roll-off die). `at` past the end gives the empty range at the end.
pub fn turn_around(marks: &[RollMark], at: usize) -> std::ops::Range<usize> {
    let Some(who) = marks.get(at).map(|m| m.player) else {
        return marks.len()..marks.len();
    };
    let start = marks[..at]
        .iter()
        .rposition(|m| m.player != who)
        .map_or(0, |i| i + 1);
    let end = marks[at..]
        .iter()
        .position(|m| m.player != who)
        .map_or(marks.len(), |i| at + i);
    start..end
}

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

    fn mark(player: usize, end: usize) -> RollMark {
        RollMark {
            player: Some(player),
            end,
        }
    }

    #[test]
    fn a_turn_is_the_run_of_rolls_by_one_player() {
        let marks = [mark(0, 1), mark(1, 2), mark(1, 5), mark(1, 8), mark(0, 11)];
        assert_eq!(turn_around(&marks, 0), 0..1);
        assert_eq!(turn_around(&marks, 2), 1..4);
        assert_eq!(turn_around(&marks, 3), 1..4);
        assert_eq!(turn_around(&marks, 4), 4..5);
        assert_eq!(turn_around(&marks, 5), 5..5);
    }

    #[test]
    fn roll_marks_end_where_the_replay_does() {
        use crate::rules::DiceSource;
        let mut rng = crate::rules::DiceRng::seeded(4);
        let record = GameRecord {
            game: crate::rules::GameKind::StraightGolf,
            players: vec!["A".into(), "B".into()],
            straight_golf: Default::default(),
            slam_dice: Default::default(),
            dice: (0..400).filter_map(|_| rng.next_face()).collect(),
            seed: None,
            started: None,
            finished: None,
        };
        let marks = roll_marks(&record).unwrap_or_default();
        let replayed = record.replay().map(|r| r.dice_used).ok();
        assert_eq!(marks.last().map(|m| m.end), replayed);
        assert!(marks.windows(2).all(|w| w[0].end < w[1].end));
    }
}
