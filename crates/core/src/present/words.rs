//! Names and short sentences the window shows about a game that are not its log or its
//! headlines: game and slam titles, the real-dice typing hints, the notices for what
//! could not be done, and the sound line of the menu.

use crate::rules::{GameKind, SlamKind};
use crate::sound::SoundStatus;

/// The name players use for a game: "Slam Dice", "Straight Golf".
pub fn game_title(kind: GameKind) -> String {
    match kind {
        GameKind::SlamDice => crate::t!("game-slam-dice"),
        GameKind::StraightGolf => crate::t!("game-straight-golf"),
    }
}

/// "Single Slam", "Small Slam" or "Grand Slam".
pub fn slam_title(kind: SlamKind) -> String {
    match kind {
        SlamKind::Single => crate::t!("slam-single"),
        SlamKind::Small => crate::t!("slam-small"),
        SlamKind::Grand => crate::t!("slam-grand"),
    }
}

/// What the real-dice entry asks for: "Type the 3 dice rolled:".
pub fn entry_prompt(needed: usize) -> String {
    crate::t!("entry-prompt", n = needed)
}

/// Why a key or a click typed no die, in real-dice mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryHint {
    /// The roll already has all the values it takes.
    Full {
        /// Values the roll takes.
        needed: usize,
    },
    /// Enter was pressed with values missing.
    Missing {
        /// Values still to type.
        missing: usize,
    },
    /// A digit that no die shows (0, 7, 8, 9).
    NotAFace,
}

/// The sentence for an [`EntryHint`].
pub fn entry_hint(hint: EntryHint) -> String {
    match hint {
        EntryHint::Full { needed } => crate::t!("entry-full", n = needed),
        EntryHint::Missing { missing } => crate::t!("entry-missing", n = missing),
        EntryHint::NotAFace => crate::t!("entry-not-a-face"),
    }
}

/// Something the player asked for that could not be done, for a notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal<'a> {
    /// A new game could not start.
    Start,
    /// The next roll could not be thrown.
    Roll,
    /// A thrown roll could not be played through the rules.
    PlayRoll,
    /// A kept game (the file named) could not be shown.
    Show(&'a str),
}

/// The notice for a [`Refusal`], with the reason: "Cannot roll: the dice are still in
/// the air".
pub fn refusal(what: Refusal, why: &dyn std::fmt::Display) -> String {
    let why = why.to_string();
    match what {
        Refusal::Start => crate::t!("refusal-start", why = why),
        Refusal::Roll => crate::t!("refusal-roll", why = why),
        Refusal::PlayRoll => crate::t!("refusal-play-roll", why = why),
        Refusal::Show(file) => crate::t!("refusal-show", file = file, why = why),
    }
}

/// A kept game's players and result on one line, in forms from the longest to the
/// shortest for a narrow list: "Ann, Ben, Cy — won by Ann", "Ann, Ben and 1 more — won by
/// Ann", "Ann and 2 more — …", then the result alone.
pub fn players_and_result(players: &[String], result: &str) -> Vec<String> {
    let separator = crate::t!("list-separator");
    let mut forms = vec![crate::t!(
        "kept-players-result",
        names = players.join(&separator),
        result = result
    )];
    for shown in [2, 1] {
        if players.len() > shown {
            let more = players.len() - shown;
            let names = players[..shown].join(&separator);
            forms.push(crate::t!(
                "kept-players-more-result",
                names = names,
                more = more,
                result = result
            ));
        }
    }
    forms.push(result.to_string());
    forms
}

/// The files of a history folder that are not kept games, on one line, in forms from the
/// longest to the shortest: "⚠ notes.txt is not a kept game: <why>", "⚠ 3 files are not
/// kept games: a.ron, b.ron, notes.txt", "⚠ 3 files are not kept games".
pub fn unreadable_files(files: &[(&str, String)]) -> Vec<String> {
    match files {
        [] => Vec::new(),
        [(file, why)] => vec![
            crate::t!("unreadable-file-why", file = *file, why = why),
            crate::t!("unreadable-file", file = *file),
            crate::t!("unreadable-files-count", n = 1),
        ],
        many => {
            let n = many.len();
            let names: Vec<&str> = many.iter().map(|(f, _)| *f).collect();
            let names = names.join(&crate::t!("list-separator"));
            vec![
                crate::t!("unreadable-files-named", n = n, files = names),
                crate::t!("unreadable-files-count", n = n),
            ]
        }
    }
}

/// The menu's sound line (and the notice when sound stops): why no sound plays, when
/// none does. Without a sound server (Linux's default build plays through one) the line
/// says so and points at the ALSA build for systems without one.
pub fn sound_line(status: SoundStatus) -> Option<String> {
    match status {
        SoundStatus::Starting | SoundStatus::Playing => None,
        SoundStatus::NoServer => Some(crate::t!("sound-no-device-server")),
        SoundStatus::NoDevice => Some(crate::t!("sound-no-device")),
        SoundStatus::NotBuilt => Some(crate::t!("sound-not-built")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_count_the_dice_in_words() {
        assert_eq!(entry_prompt(1), "Type the 1 die rolled:");
        assert!(entry_hint(EntryHint::Missing { missing: 1 }).contains("1 more die"));
        assert!(entry_hint(EntryHint::Full { needed: 3 }).contains("takes 3 dice"));
        assert_eq!(refusal(Refusal::Roll, &"no"), "Cannot roll: no");
        let names = ["Ann", "Ben", "Cy"].map(String::from);
        assert_eq!(
            players_and_result(&names, "Ann won"),
            [
                "Ann, Ben, Cy — Ann won",
                "Ann, Ben and 1 more — Ann won",
                "Ann and 2 more — Ann won",
                "Ann won"
            ]
        );
    }
}
