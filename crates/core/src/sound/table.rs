//! The table's own cues (not contacts): their names, and which rules event calls for which.

use crate::rules::{Event, SlamKind};
use std::fmt;
use std::str::FromStr;

/// A sound of the table that the game (or a player) triggers by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableCue {
    /// Dice rattled in the hand before a throw.
    Shake,
    /// One die showed the slam number.
    SingleSlam,
    /// Two dice showed the slam number.
    SmallSlam,
    /// All three dice showed the slam number.
    GrandSlam,
    /// A slam that would have passed the target.
    Bust,
    /// A Straight Golf straight completed.
    Straight,
    /// A Straight Golf hole scored without a straight.
    HoleScored,
    /// The game is over.
    GameOver,
}

/// A name that is not a [`TableCue`]'s.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}",
    crate::t!("sound-cue-unknown", name = format!("{:?}", .name), names = TableCue::names())
)]
pub struct UnknownCue {
    /// The name asked for.
    pub name: String,
}

impl TableCue {
    /// Every table cue, in the order the names list them.
    pub const ALL: [TableCue; 8] = [
        TableCue::Shake,
        TableCue::SingleSlam,
        TableCue::SmallSlam,
        TableCue::GrandSlam,
        TableCue::Bust,
        TableCue::Straight,
        TableCue::HoleScored,
        TableCue::GameOver,
    ];

    /// The cue's name: `shake`, `single-slam`, `small-slam`, `grand-slam`, `bust`,
    /// `straight`, `hole-scored`, `game-over`.
    pub fn name(self) -> &'static str {
        match self {
            TableCue::Shake => "shake",
            TableCue::SingleSlam => "single-slam",
            TableCue::SmallSlam => "small-slam",
            TableCue::GrandSlam => "grand-slam",
            TableCue::Bust => "bust",
            TableCue::Straight => "straight",
            TableCue::HoleScored => "hole-scored",
            TableCue::GameOver => "game-over",
        }
    }

    /// The cue with this name (case and `_`/`-`/space differences ignored).
    pub fn from_name(name: &str) -> Result<TableCue, UnknownCue> {
        let wanted: String = name
            .trim()
            .chars()
            .map(|c| match c {
                '_' | ' ' => '-',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        TableCue::ALL
            .into_iter()
            .find(|c| c.name() == wanted)
            .ok_or_else(|| UnknownCue {
                name: name.to_string(),
            })
    }

    /// All names, comma-separated, for messages and `--help`.
    pub fn names() -> String {
        TableCue::ALL.map(TableCue::name).join(", ")
    }

    /// The cue a rules event calls for, if any: a slam's kind, a bust, a hole scored
    /// (with a straight: [`TableCue::Straight`]), the game's end.
    pub fn for_event(event: &Event) -> Option<TableCue> {
        match event {
            Event::Slam { kind, .. } => Some(match kind {
                SlamKind::Single => TableCue::SingleSlam,
                SlamKind::Small => TableCue::SmallSlam,
                SlamKind::Grand => TableCue::GrandSlam,
            }),
            Event::Bust { .. } => Some(TableCue::Bust),
            Event::HoleScored {
                completed_on: Some(_),
                ..
            } => Some(TableCue::Straight),
            Event::HoleScored { .. } => Some(TableCue::HoleScored),
            Event::GameOver { .. } => Some(TableCue::GameOver),
            _ => None,
        }
    }
}

impl fmt::Display for TableCue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for TableCue {
    type Err = UnknownCue;
    fn from_str(s: &str) -> Result<Self, UnknownCue> {
        TableCue::from_name(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back() {
        for cue in TableCue::ALL {
            assert_eq!(TableCue::from_name(cue.name()), Ok(cue));
        }
        assert_eq!(TableCue::from_name("Grand_Slam"), Ok(TableCue::GrandSlam));
        let err = TableCue::from_name("fanfare").err();
        assert!(err.is_some_and(|e| e.to_string().contains("grand-slam")));
    }
}
