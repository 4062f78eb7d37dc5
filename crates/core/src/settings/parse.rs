//! Settings text read: RON in, omitted fields defaulted, then validated, with clear error
//! messages that name the file, the line, the column and the field.

use std::ops::RangeInclusive;
use std::path::Path;

use ron::error::{Error as RonError, SpannedError};
use serde::Deserialize;

use super::write::value;
use super::{
    ANIMATION_SPEED, CURRENT_VERSION, PHONE_PORTS, Settings, SettingsError, UI_SCALE, VOLUME,
    WINDOW_SIDE, written_number,
};
use crate::files::{find_key, find_key_or_parent, scan_keys};
use crate::rules::options::{
    PLAYERS, ROLLS_PER_HOLE, ROUNDS, SlamDiceOptions, StraightGolfOptions, TARGET,
};
use crate::t;

/// Parses settings text: RON, omitted fields take their defaults, then [`Settings::validate`].
///
/// `origin` is only used in error messages. Never panics, whatever the text.
pub fn parse(text: &str, origin: &Path) -> Result<Settings, SettingsError> {
    if text.trim().is_empty() {
        return Err(SettingsError::Empty {
            path: origin.to_path_buf(),
        });
    }
    // Look at the version first, so a file from a newer build is reported as such and not
    // as a list of fields this build does not know.
    if let Ok(VersionProbe { version: found }) = ron::from_str::<VersionProbe>(text)
        && found > CURRENT_VERSION
    {
        return Err(SettingsError::Version {
            path: origin.to_path_buf(),
            at: find_key(text, "version"),
            found,
            supported: CURRENT_VERSION,
        });
    }
    let settings: Settings = ron::from_str(text).map_err(|e| parse_error(e, text, origin))?;
    settings
        .validate()
        .map_err(|problem| SettingsError::Invalid {
            path: origin.to_path_buf(),
            at: find_key_or_parent(text, &problem.field),
            problem,
        })?;
    Ok(settings)
}

/// Reads only `version` (0 when absent), ignoring everything else.
#[derive(Deserialize)]
struct VersionProbe {
    #[serde(default)]
    version: u32,
}

/// Short description of what each field allows, for type errors: the game's fields,
/// then the program's.
fn allowed(field: &str) -> Option<String> {
    allowed_in_game(field).or_else(|| allowed_in_program(field))
}

/// `a or b` (or `a, b or c`), the values a field takes.
fn or(names: &[&str]) -> String {
    list(names, "or")
}

/// What the game's fields allow: its kind, dice, players and each game's options.
fn allowed_in_game(field: &str) -> Option<String> {
    let slam = SlamDiceOptions::default();
    let golf = StraightGolfOptions::default();
    Some(match field {
        "version" => t!(
            "settings-allowed-version",
            version = CURRENT_VERSION.to_string()
        ),
        "game" => or(&["SlamDice", "StraightGolf"]),
        "dice" => or(&["Thrown", "Real"]),
        "players" => t!(
            "settings-allowed-players",
            lo = *PLAYERS.start(),
            hi = *PLAYERS.end()
        ),
        // A RON value is written the same in every language.
        "slam_dice" => format!(
            "(target: {}, single: {}, small: {}, slam_number: {})",
            slam.target,
            slam.single,
            slam.small,
            value(&slam.slam_number)
        ),
        "slam_dice.target" => whole_number(&TARGET),
        "slam_dice.single" => t!("settings-allowed-single"),
        "slam_dice.small" => t!("settings-allowed-small"),
        "slam_dice.slam_number" => or(&["Shared", "PerPlayer"]),
        "straight_golf" => format!(
            "(rounds: {}, ordered_straight: {}, rolls_per_hole: {})",
            golf.rounds, golf.ordered_straight, golf.rolls_per_hole
        ),
        "straight_golf.rounds" => whole_number(&ROUNDS),
        "straight_golf.ordered_straight" => or(&["true", "false"]),
        "straight_golf.rolls_per_hole" => whole_number(&ROLLS_PER_HOLE),
        _ => return None,
    })
}

/// What the program's fields allow: the display, the sound, the phones, online.
fn allowed_in_program(field: &str) -> Option<String> {
    let true_or_false = || or(&["true", "false"]);
    Some(match field {
        "display" => {
            "(ui_scale: .., animation_speed: .., reduced_motion: .., fullscreen: .., theme: .., odds: .., graphics: .., window: ..)"
                .to_string()
        }
        "display.ui_scale" => number(&UI_SCALE),
        "display.animation_speed" => number(&ANIMATION_SPEED),
        "display.reduced_motion" | "display.fullscreen" | "display.odds" | "audio.muted" => {
            true_or_false()
        }
        "display.theme" => or(&["Dark", "Light", "HighContrast"]),
        "display.graphics" => or(&["Auto", "Low", "High"]),
        "display.window" => t!(
            "settings-allowed-window",
            example = "Some((width: 1280, height: 720, x: 100, y: 50, maximized: false))"
        ),
        "display.window.width" | "display.window.height" => whole_number(&WINDOW_SIDE),
        "display.window.x" | "display.window.y" => t!("settings-allowed-whole"),
        "display.window.maximized" => true_or_false(),
        "audio" => "(volume: .., muted: ..)".to_string(),
        "audio.volume" => number(&VOLUME),
        "phones" => "(enabled: .., port: ..)".to_string(),
        "phones.enabled" => true_or_false(),
        "phones.port" => t!(
            "settings-allowed-port",
            lo = PHONE_PORTS.start().to_string(),
            hi = PHONE_PORTS.end().to_string()
        ),
        "online" => "(enabled: .., broker: .., page: ..)".to_string(),
        "online.enabled" => true_or_false(),
        "online.broker" => t!("settings-allowed-broker"),
        "online.page" => t!("settings-allowed-page"),
        _ => return None,
    })
}

/// `a whole number from 1 to 36`, for an integer range.
fn whole_number(range: &RangeInclusive<u32>) -> String {
    t!(
        "settings-allowed-whole-range",
        lo = range.start().to_string(),
        hi = range.end().to_string()
    )
}

/// `a number from 1.0 to 2.5`, for a float range (always with a decimal point).
fn number(range: &RangeInclusive<f32>) -> String {
    t!(
        "settings-allowed-number-range",
        lo = written_number(*range.start(), 1),
        hi = written_number(*range.end(), 1)
    )
}

/// The settings path of a struct, from the Rust type name ron reports.
fn struct_path(outer: Option<&str>) -> Option<&'static str> {
    Some(match outer? {
        "DisplayOptions" => "display",
        "WindowPlace" => "display.window",
        "AudioOptions" => "audio",
        "PhonesOptions" => "phones",
        "OnlineOptions" => "online",
        "SlamDiceOptions" => "slam_dice",
        "StraightGolfOptions" => "straight_golf",
        _ => return None,
    })
}

/// `a, b and c` (`conjunction` `"and"`), or `a, b or c` (`"or"`): a list of names for a
/// sentence.
fn list(names: &[&str], conjunction: &str) -> String {
    match names {
        [] => t!("settings-list-none"),
        [one] => one.to_string(),
        [init @ .., last] => t!(
            "settings-list",
            conjunction = conjunction,
            init = init.join(&t!("list-separator")),
            last = *last
        ),
    }
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Turns ron's error into a [`SettingsError::Parse`] naming the field and what to do.
fn parse_error(e: SpannedError, text: &str, origin: &Path) -> SettingsError {
    let pos = skip_blanks(text, e.span.start);
    // The field whose value the parser was in: the last key at or before the error.
    let here = scan_keys(text)
        .into_iter()
        .rev()
        .find(|k| (k.line, k.col) <= (pos.line, pos.col))
        .map(|k| k.path);
    let (field, message) = describe(&e.code, here);
    SettingsError::Parse {
        path: origin.to_path_buf(),
        line: pos.line,
        col: pos.col,
        field,
        message,
    }
}

/// The field a ron error is about (when known) and a sentence saying what is wrong;
/// `here` is the field whose value the parser was reading.
fn describe(code: &RonError, here: Option<String>) -> (Option<String>, String) {
    match code {
        RonError::NoSuchStructField {
            expected,
            found,
            outer,
        } => unknown_field(expected, found, outer.as_deref()),
        RonError::DuplicateStructField { field, outer } => {
            let full = match struct_path(outer.as_deref()) {
                Some(parent) => format!("{parent}.{field}"),
                None => field.to_string(),
            };
            let message = t!("settings-given-twice", field = &full);
            (Some(full), message)
        }
        RonError::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => unknown_variant(expected, found, outer.as_deref(), here),
        code if is_value_error(code) => bad_value(code, here),
        RonError::Eof => (None, t!("settings-cut-short")),
        RonError::ExpectedStringEnd => {
            let message = match &here {
                Some(field) => t!("settings-string-not-closed-in", field = field),
                None => t!("settings-string-not-closed"),
            };
            (here, message)
        }
        RonError::TrailingCharacters => (None, t!("settings-trailing")),
        code => (None, ron_words(code)),
    }
}

/// What ron found wrong, in the language in use where the program words it, else in
/// ron's own (English) words with a small first letter.
fn ron_words(code: &RonError) -> String {
    match code {
        RonError::ExpectedBoolean => t!("settings-ron-expected-boolean"),
        RonError::ExpectedFloat => t!("settings-ron-expected-float"),
        RonError::ExpectedInteger => t!("settings-ron-expected-integer"),
        RonError::ExpectedString => t!("settings-ron-expected-string"),
        RonError::ExpectedArray => t!("settings-ron-expected-list"),
        RonError::ExpectedArrayEnd => t!("settings-ron-expected-list-end"),
        RonError::ExpectedStructLike => t!("settings-ron-expected-struct"),
        RonError::ExpectedStructLikeEnd | RonError::ExpectedOptionEnd => {
            t!("settings-ron-expected-struct-end")
        }
        RonError::ExpectedOption => t!("settings-ron-expected-option"),
        RonError::ExpectedIdentifier => t!("settings-ron-expected-identifier"),
        RonError::ExpectedComma => t!("settings-ron-expected-comma"),
        RonError::IntegerOutOfBounds => t!("settings-ron-integer-out-of-bounds"),
        RonError::UnexpectedChar(c) => {
            t!("settings-ron-unexpected-char", char = format!("{c:?}"))
        }
        RonError::InvalidValueForType { expected, found } => t!(
            "settings-ron-wrong-type",
            expected = expected,
            found = found
        ),
        RonError::ExpectedDifferentLength { expected, found } => {
            t!("settings-ron-wrong-length", expected = expected, n = *found)
        }
        code => lower_first(&code.to_string()),
    }
}

/// A field name the settings do not have, listing the ones they do.
fn unknown_field(expected: &[&str], found: &str, outer: Option<&str>) -> (Option<String>, String) {
    let fields = list(expected, "and");
    let found_quoted = format!("\"{found}\"");
    match struct_path(outer) {
        Some(parent) => (
            Some(format!("{parent}.{found}")),
            t!(
                "settings-unknown-field-in",
                found = found_quoted,
                parent = parent,
                fields = fields
            ),
        ),
        None => (
            Some(found.to_string()),
            t!(
                "settings-unknown-field",
                found = found_quoted,
                fields = fields
            ),
        ),
    }
}

/// An enum value (a game, a theme, …) that does not exist, listing the ones that do.
fn unknown_variant(
    expected: &[&str],
    found: &str,
    outer: Option<&str>,
    here: Option<String>,
) -> (Option<String>, String) {
    let found = format!("\"{found}\"");
    if outer == Some("GameKind") {
        let games = list(expected, "and");
        let message = t!("settings-unknown-game", found = found, games = games);
        return (Some("game".to_string()), message);
    }
    let choices = list(expected, "or");
    let message = match &here {
        Some(field) => t!(
            "settings-unknown-value-in",
            field = field,
            found = found,
            choices = choices
        ),
        None => t!("settings-unknown-value", found = found, choices = choices),
    };
    (here, message)
}

/// A value of the wrong type or form, with what the field allows when known.
fn bad_value(code: &RonError, here: Option<String>) -> (Option<String>, String) {
    let what = ron_words(code);
    let Some(field) = &here else {
        return (None, t!("settings-bad-value", problem = what));
    };
    let message = match allowed(field) {
        Some(allowed) => t!(
            "settings-bad-value-allowed",
            field = field,
            problem = what,
            allowed = allowed
        ),
        None => t!("settings-bad-value-in", field = field, problem = what),
    };
    (here, message)
}

/// Moves a position forward over whitespace, so it points at the offending value rather
/// than the blank before it.
fn skip_blanks(text: &str, pos: ron::error::Position) -> ron::error::Position {
    let Some(line) = text.split('\n').nth(pos.line.saturating_sub(1)) else {
        return pos;
    };
    let blanks = line
        .chars()
        .skip(pos.col.saturating_sub(1))
        .take_while(|c| c.is_whitespace())
        .count();
    // Only within the line: a value on the next line keeps the original position.
    if pos.col.saturating_sub(1) + blanks < line.chars().count() {
        ron::error::Position {
            line: pos.line,
            col: pos.col + blanks,
        }
    } else {
        pos
    }
}

/// Errors about the value of a field (its type or spelling), not about the file's syntax.
fn is_value_error(code: &RonError) -> bool {
    matches!(
        code,
        RonError::InvalidValueForType { .. }
            | RonError::ExpectedBoolean
            | RonError::ExpectedFloat
            | RonError::ExpectedInteger
            | RonError::ExpectedString
            | RonError::ExpectedArray
            | RonError::ExpectedStructLike
            | RonError::ExpectedNamedStructLike(_)
            | RonError::ExpectedDifferentStructName { .. }
            | RonError::ExpectedIdentifier
            | RonError::ExpectedUnit
            | RonError::ExpectedOption
            | RonError::ExpectedChar
            | RonError::IntegerOutOfBounds
            | RonError::InvalidIntegerDigit { .. }
            | RonError::UnderscoreAtBeginning
            | RonError::FloatUnderscore
            | RonError::ExpectedDifferentLength { .. }
            | RonError::Message(_)
    )
}
