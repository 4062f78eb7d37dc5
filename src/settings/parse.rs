//! Settings text read: RON in, omitted fields defaulted, then validated, with clear error
//! messages that name the file, the line, the column and the field.

use std::ops::RangeInclusive;
use std::path::Path;

use ron::error::{Error as RonError, SpannedError};
use serde::Deserialize;

use super::write::value;
use super::{
    ANIMATION_SPEED, CURRENT_VERSION, PHONE_PORTS, Settings, SettingsError, UI_SCALE, VOLUME,
    WINDOW_SIDE,
};
use crate::files::{find_key, find_key_or_parent, scan_keys};
use crate::rules::options::{
    PLAYERS, ROLLS_PER_HOLE, ROUNDS, SlamDiceOptions, StraightGolfOptions, TARGET,
};

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

/// Short description of what each field allows, for type errors.
fn allowed(field: &str) -> Option<String> {
    let slam = SlamDiceOptions::default();
    let golf = StraightGolfOptions::default();
    Some(match field {
        "version" => format!("{CURRENT_VERSION} (or leave it out)"),
        "game" => "SlamDice or StraightGolf".to_string(),
        "dice" => "Thrown or Real".to_string(),
        "players" => format!(
            "a list of {} to {} names in quotes, e.g. [\"Ann\", \"Ben\"]",
            PLAYERS.start(),
            PLAYERS.end()
        ),
        "slam_dice" => format!(
            "(target: {}, single: {}, small: {}, slam_number: {})",
            slam.target,
            slam.single,
            slam.small,
            value(&slam.slam_number)
        ),
        "slam_dice.target" => whole_number(&TARGET),
        "slam_dice.single" => "a whole number above 0 and below small".to_string(),
        "slam_dice.small" => "a whole number above single, at most target".to_string(),
        "slam_dice.slam_number" => "Shared or PerPlayer".to_string(),
        "straight_golf" => format!(
            "(rounds: {}, ordered_straight: {}, rolls_per_hole: {})",
            golf.rounds, golf.ordered_straight, golf.rolls_per_hole
        ),
        "straight_golf.rounds" => whole_number(&ROUNDS),
        "straight_golf.ordered_straight" => "true or false".to_string(),
        "straight_golf.rolls_per_hole" => whole_number(&ROLLS_PER_HOLE),
        "display" => {
            "(ui_scale: .., animation_speed: .., reduced_motion: .., fullscreen: .., theme: .., odds: .., graphics: .., window: ..)"
                .to_string()
        }
        "display.ui_scale" => number(&UI_SCALE),
        "display.animation_speed" => number(&ANIMATION_SPEED),
        "display.reduced_motion" | "display.fullscreen" | "display.odds" | "audio.muted" => {
            "true or false".to_string()
        }
        "display.theme" => "Dark, Light or HighContrast".to_string(),
        "display.graphics" => "Auto, Low or High".to_string(),
        "display.window" => {
            "None, or Some((width: 1280, height: 720, x: 100, y: 50, maximized: false))"
                .to_string()
        }
        "display.window.width" | "display.window.height" => whole_number(&WINDOW_SIDE),
        "display.window.x" | "display.window.y" => "a whole number".to_string(),
        "display.window.maximized" => "true or false".to_string(),
        "audio" => "(volume: .., muted: ..)".to_string(),
        "audio.volume" => number(&VOLUME),
        "phones" => "(enabled: .., port: ..)".to_string(),
        "phones.enabled" => "true or false".to_string(),
        "phones.port" => format!(
            "0 (any free port) or a whole number from {} to {}",
            PHONE_PORTS.start(),
            PHONE_PORTS.end()
        ),
        "online" => "(enabled: .., broker: .., page: ..)".to_string(),
        "online.enabled" => "true or false".to_string(),
        "online.broker" => "a broker address in quotes, \"wss://HOST:PORT/PATH\"".to_string(),
        "online.page" => "the phone page's address in quotes, \"https://…/\"".to_string(),
        _ => return None,
    })
}

/// `a whole number from 1 to 36`, for an integer range.
fn whole_number(range: &RangeInclusive<u32>) -> String {
    format!("a whole number from {} to {}", range.start(), range.end())
}

/// `a number from 1.0 to 2.5`, for a float range (always with a decimal point).
fn number(range: &RangeInclusive<f32>) -> String {
    format!("a number from {:?} to {:?}", range.start(), range.end())
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

/// `a, b and c` (or `or`): a list of names for a sentence.
fn list(names: &[&str], conjunction: &str) -> String {
    match names {
        [] => "none".to_string(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} {conjunction} {last}", init.join(", ")),
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
            let message = format!("{full} is given twice; give each field once");
            (Some(full), message)
        }
        RonError::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => unknown_variant(expected, found, outer.as_deref(), here),
        code if is_value_error(code) => bad_value(code, here),
        RonError::Eof => (
            None,
            "unexpected end of file; the file looks cut short (a closing ) or ] missing?)"
                .to_string(),
        ),
        RonError::ExpectedStringEnd => {
            let prefix = here
                .as_deref()
                .map(|f| format!("{f}: "))
                .unwrap_or_default();
            let message = format!(
                "{prefix}a string is not closed (a \" is missing); the file may be cut short"
            );
            (here, message)
        }
        RonError::TrailingCharacters => (
            None,
            "unexpected text after the closing ) of the settings".to_string(),
        ),
        code => (None, lower_first(&code.to_string())),
    }
}

/// A field name the settings do not have, listing the ones they do.
fn unknown_field(expected: &[&str], found: &str, outer: Option<&str>) -> (Option<String>, String) {
    let fields = list(expected, "and");
    match struct_path(outer) {
        Some(parent) => (
            Some(format!("{parent}.{found}")),
            format!("unknown field \"{found}\" in {parent}; the fields there are {fields}"),
        ),
        None => (
            Some(found.to_string()),
            format!("unknown field \"{found}\"; the fields are {fields}"),
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
    if outer == Some("GameKind") {
        return (
            Some("game".to_string()),
            format!(
                "unknown game \"{found}\"; the games are {}",
                list(expected, "and")
            ),
        );
    }
    let name = here.as_deref().unwrap_or("value");
    let message = format!(
        "{name}: unknown value \"{found}\"; use {}",
        list(expected, "or")
    );
    (here, message)
}

/// A value of the wrong type or form, with what the field allows when known.
fn bad_value(code: &RonError, here: Option<String>) -> (Option<String>, String) {
    let what = lower_first(&code.to_string());
    let Some(field) = &here else {
        return (
            None,
            format!("{what}; a settings file is one ( ... ) holding fields such as game: SlamDice"),
        );
    };
    let mut message = format!("{field}: {what}");
    if let Some(allowed) = allowed(field) {
        message.push_str(&format!("; allowed: {allowed}"));
    }
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
