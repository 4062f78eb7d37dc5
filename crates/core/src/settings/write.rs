//! Settings written back as RON with comments, in the layout of `config/default.ron` (a
//! test keeps the two identical), so a file the game saves is still a documented file a
//! player can edit. The allowed ranges in the comments come from the same constants that
//! [`Settings::validate`] checks.

use serde::Serialize;

use super::{
    ANIMATION_SPEED, AudioOptions, CURRENT_VERSION, DisplayOptions, OnlineOptions, PHONE_PORTS,
    PhonesOptions, Settings, UI_SCALE, VOLUME,
};
use crate::rules::options::{
    MAX_NAME_CHARS, PLAYERS, ROLLS_PER_HOLE, ROUNDS, SlamDiceOptions, StraightGolfOptions, TARGET,
};

/// One value as RON (strings escaped, floats with a decimal point).
pub(super) fn value<T: Serialize + std::fmt::Debug>(v: &T) -> String {
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
        slam_dice_section(&s.setup.slam_dice),
        straight_golf_section(&s.setup.straight_golf),
        display_section(&s.display),
        audio_section(&s.audio),
        phones_section(&s.phones),
        online_section(&s.online),
    ]
    .join("\n");
    out.push_str(")\n");
    out
}

/// The file's opening comment, `(`, and the top-level fields.
fn header(s: &Settings) -> String {
    let players: Vec<String> = s.setup.players.iter().map(value).collect();
    let finishes: Vec<String> = s.finishes.iter().map(value).collect();
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

    // Each seat's dice, in seat order: Solid, Pearl, Marble or Metal (a seat left out is Solid).
    finishes: [{finishes}],
"#,
        version = s.version,
        game = value(&s.setup.game),
        dice = value(&s.dice),
        lo = PLAYERS.start(),
        hi = PLAYERS.end(),
        players = players.join(", "),
        finishes = finishes.join(", "),
    )
}

/// The `slam_dice: ( .. ),` block.
fn slam_dice_section(sd: &SlamDiceOptions) -> String {
    format!(
        r#"    // Slam Dice house rules (the same names as in game records).
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
        r#"    // Straight Golf house rules (the same names as in game records).
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
        // The language: Auto (the computer's) or one of {languages}.
        language: {language},
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
        languages = crate::i18n::Lang::PLAYED
            .iter()
            .map(|l| format!("{:?}", l.tag()))
            .collect::<Vec<_>>()
            .join(", "),
        language = value(&d.language),
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

/// The `online: ( .. ),` block. The addresses are written as RON strings (escaped).
fn online_section(o: &OnlineOptions) -> String {
    let text = |t: &str| ron::to_string(t).unwrap_or_else(|_| "\"\"".to_string());
    format!(
        r#"    // Phones anywhere: players on a video call open the link the screen shows; the game
    // and the phones meet at an MQTT broker and seal every message end to end.
    online: (
        // true: take phones through the broker too while phones are on.
        enabled: {enabled},
        // The broker: "wss://HOST:PORT/PATH" (see the README to run your own).
        broker: {broker},
        // The phone page's address (`party-dice phone-page --out DIR` writes it).
        page: {page},
    ),
"#,
        enabled = o.enabled,
        broker = text(&o.broker),
        page = text(&o.page),
    )
}

/// The `phones: ( .. ),` block.
fn phones_section(p: &PhonesOptions) -> String {
    format!(
        r#"    // Phones as controllers: players open the page the screen shows and throw from it.
    phones: (
        // true: serve the phone page on the local network while the game runs.
        enabled: {enabled},
        // The port (the next free one when it is taken): 0 (any free port) or {lo} to {hi}.
        port: {port},
        // true: phones without a seat play along as the audience, a question before each throw.
        audience: {audience},
    ),
"#,
        enabled = p.enabled,
        lo = PHONE_PORTS.start(),
        hi = PHONE_PORTS.end(),
        port = p.port,
        audience = p.audience,
    )
}
