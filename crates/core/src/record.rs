//! Game records — the autosave, a kept game, a hand-written record — read into a
//! [`GameRecord`] with an error that names the file, the line and the column.

use std::path::{Path, PathBuf};

use crate::files::{ReadError, decode_text, find_key_or_parent, read_capped};
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
    let mut game = Game::new(&record.setup)?;
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

/// Game records larger than this are refused before parsing.
const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Why a game record could not be read: `file:line:col: message` when shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// The file.
    pub path: PathBuf,
    /// One-based line and column, where known.
    pub at: Option<(usize, usize)>,
    /// What is wrong.
    pub message: String,
}

impl RecordError {
    fn new(path: &Path, at: Option<(usize, usize)>, message: impl Into<String>) -> Self {
        Self {
            path: path.to_path_buf(),
            at,
            message: message.into(),
        }
    }

    /// The message without the file, its position spelled out ("line 3, column 14:
    /// …"): for a list that names the file already.
    pub fn detail(&self) -> String {
        match self.at {
            Some((line, col)) => crate::t!(
                "record-detail-at",
                line = line.to_string(),
                col = col.to_string(),
                problem = &self.message
            ),
            None => self.message.clone(),
        }
    }
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.path.display())?;
        if let Some((line, col)) = self.at {
            write!(f, ":{line}:{col}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for RecordError {}

/// Reads and parses a game record, with an error that names the file, the line and
/// column where the parser knows them, and the value that is wrong.
pub fn load_record(path: &Path) -> Result<GameRecord, RecordError> {
    let bytes = read_capped(path, MAX_FILE_BYTES).map_err(|e| {
        let message = match e {
            ReadError::TooLarge { bytes, cap } => {
                crate::t!("record-too-large", bytes = bytes, cap = cap)
            }
            other => crate::t!("record-cannot-read", why = other.to_string()),
        };
        RecordError::new(path, None, message)
    })?;
    let text = decode_text(&bytes).map_err(|e| {
        let message = crate::t!("record-not-text", offset = e.offset);
        // A binary file has no line worth naming.
        RecordError::new(path, None, message)
    })?;
    parse_record(text, path)
}

/// Reads a record and replays it: what `replay` and `odds` start from.
pub fn load_replayed(path: &Path) -> Result<(GameRecord, Replayed), RecordError> {
    let record = load_record(path)?;
    let replayed = record
        .replay()
        .map_err(|e| RecordError::new(path, None, e.to_string()))?;
    Ok((record, replayed))
}

/// Parses a game record from text; `path` is only used in messages.
pub fn parse_record(text: &str, path: &Path) -> Result<GameRecord, RecordError> {
    if text.trim().is_empty() {
        return Err(RecordError::new(path, None, crate::t!("record-empty")));
    }
    let record: GameRecord = ron::from_str(text).map_err(|e| {
        let at = e.span.start;
        let message = match &e.code {
            ron::Error::NoSuchEnumVariant { .. } => {
                crate::t!("record-unknown-variant", problem = e.code.to_string())
            }
            code => code.to_string(),
        };
        RecordError::new(path, Some((at.line, at.col)), message)
    })?;
    // Check the players and options now so the message can point at them.
    if let Err(e) = Game::new(&record.setup) {
        let at = find_key_or_parent(text, e.field());
        return Err(RecordError::new(path, at, e.to_string()));
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_the_parser_accepted_is_placed_at_its_key() {
        let text = "(\n  // players: none\n  game: SlamDice,\n  players: [\"A\"],\n)";
        let e = parse_record(text, Path::new("r.ron")).err();
        assert_eq!(e.as_ref().and_then(|e| e.at), Some((4, 3)));
        let shown = e.map(|e| (e.to_string(), e.detail()));
        assert!(
            shown.is_some_and(|(all, detail)| all.starts_with("r.ron:4:3: a game needs")
                && detail.starts_with("line 4, column 3: a game needs"))
        );
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
        let setup = crate::rules::GameSetup::new(
            crate::rules::GameKind::StraightGolf,
            vec!["A".into(), "B".into()],
        );
        let record = GameRecord {
            dice: (0..400).filter_map(|_| rng.next_face()).collect(),
            ..GameRecord::new(setup)
        };
        let marks = roll_marks(&record).unwrap_or_default();
        let replayed = record.replay().map(|r| r.dice_used).ok();
        assert_eq!(marks.last().map(|m| m.end), replayed);
        assert!(marks.windows(2).all(|w| w[0].end < w[1].end));
    }
}
