//! Names and short sentences the window shows about a game that are not its log or its
//! headlines: game and slam titles, the real-dice typing hints, the notices for what
//! could not be done, and the sound line of the menu.

use crate::rules::{GameKind, SlamKind};
use crate::sound::SoundStatus;

/// The name players use for a game: "Slam Dice", "Straight Golf".
pub fn game_title(kind: GameKind) -> &'static str {
    match kind {
        GameKind::SlamDice => "Slam Dice",
        GameKind::StraightGolf => "Straight Golf",
    }
}

/// "Single Slam", "Small Slam" or "Grand Slam".
pub fn slam_title(kind: SlamKind) -> &'static str {
    match kind {
        SlamKind::Single => "Single Slam",
        SlamKind::Small => "Small Slam",
        SlamKind::Grand => "Grand Slam",
    }
}

/// "die" or "dice".
pub fn dice_word(n: usize) -> &'static str {
    if n == 1 { "die" } else { "dice" }
}

/// What the real-dice entry asks for: "Type the 3 dice rolled:".
pub fn entry_prompt(needed: usize) -> String {
    format!("Type the {needed} {} rolled:", dice_word(needed))
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
        EntryHint::Full { needed } => format!(
            "This roll takes {needed} {}; Backspace removes the last one",
            dice_word(needed)
        ),
        EntryHint::Missing { missing } => format!(
            "Type {missing} more {} (1 to 6) before Enter",
            dice_word(missing)
        ),
        EntryHint::NotAFace => "A die shows 1 to 6: type 1, 2, 3, 4, 5 or 6".to_string(),
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
    match what {
        Refusal::Start => format!("Cannot start: {why}"),
        Refusal::Roll => format!("Cannot roll: {why}"),
        Refusal::PlayRoll => format!("Cannot play the roll: {why}"),
        Refusal::Show(file) => format!("Cannot show {file}: {why}"),
    }
}

/// A kept game's players and result on one line, in forms from the longest to the
/// shortest for a narrow list: "Ann, Ben, Cy — won by Ann", "Ann, Ben and 1 more — won by
/// Ann", "Ann and 2 more — …", then the result alone.
pub fn players_and_result(players: &[String], result: &str) -> Vec<String> {
    let mut forms = vec![format!("{} — {result}", players.join(", "))];
    for shown in [2, 1] {
        if players.len() > shown {
            let more = players.len() - shown;
            let names = players[..shown].join(", ");
            forms.push(format!("{names} and {more} more — {result}"));
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
            format!("⚠ {file} is not a kept game: {why}"),
            format!("⚠ {file} is not a kept game"),
            "⚠ 1 file is not a kept game".to_string(),
        ],
        many => {
            let n = many.len();
            let names: Vec<&str> = many.iter().map(|(f, _)| *f).collect();
            vec![
                format!("⚠ {n} files are not kept games: {}", names.join(", ")),
                format!("⚠ {n} files are not kept games"),
            ]
        }
    }
}

/// The menu's sound line (and the notice when sound stops): why no sound plays, when
/// none does. Linux's default build plays through a sound server, so there the line
/// says so and points at the ALSA build for systems without one.
pub fn sound_line(status: SoundStatus) -> Option<&'static str> {
    match status {
        SoundStatus::Starting | SoundStatus::Playing => None,
        SoundStatus::NoDevice if cfg!(all(target_os = "linux", not(feature = "audio"))) => Some(
            "No audio device was found: the game plays in silence. Sound needs a PulseAudio \
             or PipeWire sound server; for ALSA without one, see the README.",
        ),
        SoundStatus::NoDevice => Some("No audio device was found: the game plays in silence."),
        SoundStatus::NotBuilt => {
            Some("This build has no sound: Party Dice plays sound on Linux, Windows and macOS.")
        }
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
