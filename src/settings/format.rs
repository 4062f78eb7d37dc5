//! The settings text format: RON in, RON with comments out, and clear error messages.
//!
//! [`to_ron`] writes the same commented layout as `config/default.ron` (a test keeps the
//! two identical), so a file the game saves is still a documented file a player can edit.

use std::ops::RangeInclusive;
use std::path::Path;

use ron::error::{Error as RonError, SpannedError};
use serde::{Deserialize, Serialize};

use super::{
    ANIMATION_SPEED, AudioOptions, CURRENT_VERSION, DisplayOptions, Settings, SettingsError,
    UI_SCALE, VOLUME,
};
use crate::rules::options::{
    MAX_NAME_CHARS, PLAYERS, ROLLS_PER_HOLE, ROUNDS, SlamDiceOptions, StraightGolfOptions, TARGET,
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
            at: find_key(text, &problem.field),
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
            "(ui_scale: .., animation_speed: .., reduced_motion: .., fullscreen: .., theme: .., odds: .., graphics: ..)"
                .to_string()
        }
        "display.ui_scale" => number(&UI_SCALE),
        "display.animation_speed" => number(&ANIMATION_SPEED),
        "display.reduced_motion" | "display.fullscreen" | "display.odds" | "audio.muted" => {
            "true or false".to_string()
        }
        "display.theme" => "Dark, Light or HighContrast".to_string(),
        "display.graphics" => "Auto, Low or High".to_string(),
        "audio" => "(volume: .., muted: ..)".to_string(),
        "audio.volume" => number(&VOLUME),
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
        "AudioOptions" => "audio",
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

/// A `name:` key in the text, with its dotted path and one-based position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Key {
    /// Dotted path, e.g. `display.ui_scale`.
    pub path: String,
    /// One-based line.
    pub line: usize,
    /// One-based column, in characters (as ron counts).
    pub col: usize,
}

/// The position of the first `field:` key with this dotted path.
pub(crate) fn find_key(text: &str, field: &str) -> Option<(usize, usize)> {
    scan_keys(text)
        .into_iter()
        .find(|k| k.path == field)
        .map(|k| (k.line, k.col))
}

/// Walks RON text well enough to know which field each `name:` belongs to.
///
/// Best effort and tolerant of broken text: it only labels positions in messages, the
/// real parse is ron's.
pub(crate) fn scan_keys(text: &str) -> Vec<Key> {
    let mut c = Cursor {
        chars: text.chars().collect(),
        i: 0,
        line: 1,
        col: 1,
    };
    // One frame per open bracket; each holds the key whose value is being read there.
    let mut stack: Vec<Option<String>> = vec![None];
    let mut keys = Vec::new();
    while let Some(ch) = c.peek(0) {
        match ch {
            '/' if matches!(c.peek(1), Some('/' | '*')) => c.skip_comment(),
            '"' => c.skip_string(),
            'r' if matches!(c.peek(1), Some('"' | '#')) => c.skip_raw_string(),
            '\'' => c.skip_char_literal(),
            '(' | '[' | '{' => {
                c.bump();
                stack.push(None);
            }
            ')' | ']' | '}' => {
                c.bump();
                if stack.len() > 1 {
                    stack.pop();
                }
            }
            ch if ch.is_alphabetic() || ch == '_' => {
                let (line, col) = (c.line, c.col);
                let mut ident = String::new();
                while let Some(ch) = c.peek(0).filter(|ch| ch.is_alphanumeric() || *ch == '_') {
                    ident.push(ch);
                    c.bump();
                }
                c.skip_trivia();
                if c.peek(0) == Some(':') {
                    let mut parts: Vec<&str> = stack[..stack.len() - 1]
                        .iter()
                        .flatten()
                        .map(String::as_str)
                        .collect();
                    parts.push(&ident);
                    keys.push(Key {
                        path: parts.join("."),
                        line,
                        col,
                    });
                    if let Some(top) = stack.last_mut() {
                        *top = Some(ident);
                    }
                }
            }
            _ => c.bump(),
        }
    }
    keys
}

struct Cursor {
    chars: Vec<char>,
    i: usize,
    line: usize,
    col: usize,
}

impl Cursor {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.i + ahead).copied()
    }

    fn bump(&mut self) {
        if let Some(ch) = self.peek(0) {
            self.i += 1;
            if ch == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                Some(ch) if ch.is_whitespace() => self.bump(),
                Some('/') if matches!(self.peek(1), Some('/' | '*')) => self.skip_comment(),
                _ => return,
            }
        }
    }

    fn skip_comment(&mut self) {
        self.bump();
        if self.peek(0) == Some('/') {
            while self.peek(0).is_some_and(|ch| ch != '\n') {
                self.bump();
            }
            return;
        }
        self.bump();
        let mut depth = 1;
        while depth > 0 {
            match (self.peek(0), self.peek(1)) {
                (None, _) => return,
                (Some('*'), Some('/')) => {
                    depth -= 1;
                    self.bump();
                }
                (Some('/'), Some('*')) => {
                    depth += 1;
                    self.bump();
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn skip_string(&mut self) {
        self.bump();
        while let Some(ch) = self.peek(0) {
            self.bump();
            match ch {
                '\\' => self.bump(),
                '"' => return,
                _ => {}
            }
        }
    }

    fn skip_raw_string(&mut self) {
        self.bump();
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            hashes += 1;
            self.bump();
        }
        if self.peek(0) != Some('"') {
            return;
        }
        self.bump();
        while let Some(ch) = self.peek(0) {
            self.bump();
            if ch == '"' && (0..hashes).all(|k| self.peek(k) == Some('#')) {
                for _ in 0..hashes {
                    self.bump();
                }
                return;
            }
        }
    }

    fn skip_char_literal(&mut self) {
        self.bump();
        if self.peek(0) == Some('\\') {
            self.bump();
        }
        self.bump();
        if self.peek(0) == Some('\'') {
            self.bump();
        }
    }
}

/// One value as RON (strings escaped, floats with a decimal point).
fn value<T: Serialize + std::fmt::Debug>(v: &T) -> String {
    ron::to_string(v).unwrap_or_else(|_| format!("{v:?}"))
}

/// Writes settings as commented RON, in the layout of `config/default.ron`.
///
/// `parse(&to_ron(s))` gives back `s` for any valid `s`; `to_ron(&Settings::default())`
/// is exactly the shipped `config/default.ron`. The allowed ranges in the comments come
/// from the same constants that [`Settings::validate`] checks.
pub fn to_ron(s: &Settings) -> String {
    let mut out = [
        header(s),
        slam_dice_section(&s.slam_dice),
        straight_golf_section(&s.straight_golf),
        display_section(&s.display),
        audio_section(&s.audio),
    ]
    .join("\n");
    out.push_str(")\n");
    out
}

/// The file's opening comment, `(`, and the top-level fields.
fn header(s: &Settings) -> String {
    let players: Vec<String> = s.players.iter().map(value).collect();
    format!(
        r#"// Party Dice settings.
//
// Party Dice reads this file at start and rewrites it when settings change in the game.
// Anything left out takes its default; a misspelt field is reported, not ignored.
// Check a file with `party-dice check-config FILE`; the defaults are in config/default.ron.
(
    // Format of this file. Leave it at {CURRENT_VERSION} (or leave it out).
    version: {version},

    // The game the setup screen starts on: SlamDice or StraightGolf.
    game: {game},

    // Thrown: the dice are thrown on screen. Real: roll real dice and type the values in.
    dice: {dice},

    // Players in seat order: {lo} to {hi} different names, each at most {MAX_NAME_CHARS} characters.
    players: [{players}],
"#,
        version = s.version,
        game = value(&s.game),
        dice = value(&s.dice),
        lo = PLAYERS.start(),
        hi = PLAYERS.end(),
        players = players.join(", "),
    )
}

/// The `slam_dice: ( .. ),` block.
fn slam_dice_section(sd: &SlamDiceOptions) -> String {
    format!(
        r#"    // Slam Dice house rules (the same names as in replay files).
    slam_dice: (
        // The exact score that finishes a player: {lo} to {hi} (rule sheet: {rule}).
        target: {target},
        // Points for a Single Slam (one die shows the slam number): above 0, below small.
        single: {single},
        // Points for a Small Slam (two dice show the slam number): above single, at most target.
        small: {small},
        // Shared: one slam number for the table. PerPlayer: each player rolls their own.
        slam_number: {slam_number},
    ),
"#,
        lo = TARGET.start(),
        hi = TARGET.end(),
        rule = SlamDiceOptions::default().target,
        target = sd.target,
        single = sd.single,
        small = sd.small,
        slam_number = value(&sd.slam_number),
    )
}

/// The `straight_golf: ( .. ),` block.
fn straight_golf_section(sg: &StraightGolfOptions) -> String {
    format!(
        r#"    // Straight Golf house rules (the same names as in replay files).
    straight_golf: (
        // Holes each player plays: {rounds_lo} to {rounds_hi} (9 for a short game, 18 for a long one).
        rounds: {rounds},
        // true: dice may be set aside only while they extend the run from 1 upward.
        ordered_straight: {ordered_straight},
        // Rolls allowed per hole: {rolls_lo} to {rolls_hi} (rule sheet: {rule}).
        rolls_per_hole: {rolls_per_hole},
    ),
"#,
        rounds_lo = ROUNDS.start(),
        rounds_hi = ROUNDS.end(),
        rounds = sg.rounds,
        ordered_straight = sg.ordered_straight,
        rolls_lo = ROLLS_PER_HOLE.start(),
        rolls_hi = ROLLS_PER_HOLE.end(),
        rule = StraightGolfOptions::default().rolls_per_hole,
        rolls_per_hole = sg.rolls_per_hole,
    )
}

/// The `display: ( .. ),` block.
fn display_section(d: &DisplayOptions) -> String {
    format!(
        r#"    // How the window looks and moves; changes apply at once.
    display: (
        // Size of text and panels: {scale_lo:?} to {scale_hi:?}.
        ui_scale: {ui_scale},
        // Speed of dice animations: {speed_lo:?} (slow) to {speed_hi:?} (fast).
        animation_speed: {animation_speed},
        // true: no tumbling, dice appear at rest.
        reduced_motion: {reduced_motion},
        // true: start in fullscreen.
        fullscreen: {fullscreen},
        // Colour theme: Dark, Light or HighContrast.
        theme: {theme},
        // true: show the odds panel (O).
        odds: {odds},
        // Auto (Low without a GPU), Low (for weak graphics) or High.
        graphics: {graphics},
    ),
"#,
        scale_lo = UI_SCALE.start(),
        scale_hi = UI_SCALE.end(),
        ui_scale = value(&d.ui_scale),
        speed_lo = ANIMATION_SPEED.start(),
        speed_hi = ANIMATION_SPEED.end(),
        animation_speed = value(&d.animation_speed),
        reduced_motion = d.reduced_motion,
        fullscreen = d.fullscreen,
        theme = value(&d.theme),
        odds = d.odds,
        graphics = value(&d.graphics),
    )
}

/// The `audio: ( .. ),` block.
fn audio_section(a: &AudioOptions) -> String {
    format!(
        r#"    // Sound; changes apply at once.
    audio: (
        // Master volume: {lo:?} (silent) to {hi:?} (full).
        volume: {volume},
        // true: no sound at all (the volume is kept for later).
        muted: {muted},
    ),
"#,
        lo = VOLUME.start(),
        hi = VOLUME.end(),
        volume = value(&a.volume),
        muted = a.muted,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_get_dotted_paths_and_positions() {
        let text = "(\n  // c: x\n  display: (ui_scale: \"a:b\", theme: Dark),\n  game: X,\n)";
        let keys = scan_keys(text);
        let paths: Vec<_> = keys.iter().map(|k| k.path.as_str()).collect();
        assert_eq!(
            paths,
            ["display", "display.ui_scale", "display.theme", "game"]
        );
        assert_eq!((keys[1].line, keys[1].col), (3, 13));
        assert_eq!(find_key(text, "game"), Some((4, 3)));
    }

    #[test]
    fn scanner_survives_broken_text() {
        for text in [
            "((((", "))))", "\"", "r#\"", "/*", "'", "a", ":", "r#", "/* /* */",
        ] {
            let _ = scan_keys(text);
        }
    }
}
