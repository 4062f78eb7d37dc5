//! Settings: load, validate and save the RON settings file.
//!
//! [`Settings`] mirrors `config/default.ron` field by field. [`load`] never fails and never
//! writes: a missing file means defaults, a broken one means defaults plus a
//! [`SettingsError`] that names the file, line, column and field. [`save`] writes
//! atomically and first keeps a known-broken file beside the new one, so a player's
//! hand-edited file is never lost. This is the one module that knows file paths
//! ([`paths`]).

mod broker;
mod edit;
mod error;
mod parse;
mod paths;
mod state;
mod store;
mod write;

pub use broker::{BadBrokerUrl, BrokerUrl};
pub use error::SettingsError;
pub use parse::parse;
pub use paths::{Paths, paths, paths_report};
pub(crate) use state::STATE_FILE;
pub use state::{State, load_state, save_state};
pub use store::{Loaded, SaveOutcome, Source, broken_file_kept, check_config, load, save};
pub use write::to_ron;

/// Where a game's dice come from (the rules own it: a kept game records it too).
pub use crate::rules::DiceMode;
/// A seat's dice finish (the presentation owns it: the phones and the card name it too).
pub use crate::seat_look::Finish;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::i18n::{self, Lang};
use crate::rules::GameSetup;
use crate::rules::options::{
    GameKind, MAX_NAME_CHARS, OptionsError, PLAYERS, SlamDiceOptions, StraightGolfOptions,
};

/// Largest settings file read (1 MiB); bigger files are refused before parsing.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// The settings file format this build writes and the newest it reads.
pub(crate) const CURRENT_VERSION: u32 = 1;

/// Allowed `display.ui_scale` values.
pub const UI_SCALE: RangeInclusive<f32> = 1.0..=2.5;
/// Allowed `display.animation_speed` values: how fast a recording may be played.
pub use crate::throw::ANIMATION_SPEED;
/// Allowed `audio.volume` values: silent to full.
pub const VOLUME: RangeInclusive<f32> = 0.0..=1.0;

/// Everything a player can set, as stored in `settings.ron`.
///
/// Omitted fields take their defaults; unknown fields are an error (a typo should be
/// reported, not silently ignored). In the file the setup's fields (`game`, `players`,
/// `slam_dice`, `straight_golf`) stand at the top level beside the others, as in replay
/// files.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "SettingsFile", into = "SettingsFile")]
pub struct Settings {
    /// File format version; missing means [`CURRENT_VERSION`], newer is refused.
    pub version: u32,
    /// The next game: the game the setup screen starts on, the players in seat order (as
    /// many as [`PLAYERS`] allows, distinct, at most [`MAX_NAME_CHARS`] characters each)
    /// and both games' house rules.
    pub setup: GameSetup,
    /// Where the dice come from: thrown on screen, or real dice typed in.
    pub dice: DiceMode,
    /// How the window looks and moves.
    pub display: DisplayOptions,
    /// Sound.
    pub audio: AudioOptions,
    /// Phones as controllers: off by default.
    pub phones: PhonesOptions,
    /// Phones anywhere, through a broker: off by default.
    pub online: OnlineOptions,
    /// Each seat's dice finish, in seat order; a seat past the list's end has
    /// [`Finish::Solid`].
    pub finishes: Vec<Finish>,
}

impl Settings {
    /// Seat `seat`'s dice finish.
    pub fn finish(&self, seat: usize) -> Finish {
        self.finishes.get(seat).copied().unwrap_or_default()
    }

    /// Gives seat `seat` the finish `finish` (the seats before it keep theirs, Solid
    /// where they had none).
    pub fn set_finish(&mut self, seat: usize, finish: Finish) {
        if self.finishes.len() <= seat {
            self.finishes.resize(seat + 1, Finish::Solid);
        }
        self.finishes[seat] = finish;
    }
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            version: CURRENT_VERSION,
            setup: GameSetup::default(),
            dice: DiceMode::default(),
            display: DisplayOptions::default(),
            audio: AudioOptions::default(),
            phones: PhonesOptions::default(),
            online: OnlineOptions::default(),
            finishes: Vec::new(),
        }
    }
}

/// [`Settings`] as the file lays them out. Named `Settings` so that a parse error names
/// the settings.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "Settings", default, deny_unknown_fields)]
struct SettingsFile {
    version: u32,
    game: GameKind,
    dice: DiceMode,
    players: Vec<String>,
    slam_dice: SlamDiceOptions,
    straight_golf: StraightGolfOptions,
    display: DisplayOptions,
    audio: AudioOptions,
    phones: PhonesOptions,
    online: OnlineOptions,
    finishes: Vec<Finish>,
}

impl Default for SettingsFile {
    fn default() -> Self {
        Settings::default().into()
    }
}

impl From<SettingsFile> for Settings {
    fn from(f: SettingsFile) -> Self {
        Self {
            version: f.version,
            setup: GameSetup::from_parts((f.game, f.players, f.slam_dice, f.straight_golf)),
            dice: f.dice,
            display: f.display,
            audio: f.audio,
            phones: f.phones,
            online: f.online,
            finishes: f.finishes,
        }
    }
}

impl From<Settings> for SettingsFile {
    fn from(s: Settings) -> Self {
        let (game, players, slam_dice, straight_golf) = s.setup.into_parts();
        Self {
            version: s.version,
            game,
            dice: s.dice,
            players,
            slam_dice,
            straight_golf,
            display: s.display,
            audio: s.audio,
            phones: s.phones,
            online: s.online,
            finishes: s.finishes,
        }
    }
}

/// Display options, applied at once when changed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DisplayOptions {
    /// Size of text and panels, within [`UI_SCALE`] (default 1.25).
    pub ui_scale: f32,
    /// Speed of dice playback, within [`ANIMATION_SPEED`] (default 1.0).
    pub animation_speed: f32,
    /// No tumbling: dice appear at rest.
    pub reduced_motion: bool,
    /// Start in fullscreen.
    pub fullscreen: bool,
    /// Colour theme.
    pub theme: Theme,
    /// Show the odds panel (O).
    pub odds: bool,
    /// Rendering quality: Auto picks Low on a software renderer.
    pub graphics: Graphics,
    /// Where the window was, as settings files of earlier versions kept it: read once
    /// (the state file takes it over, see [`State`]), never written. The window's place
    /// is the program's to remember, not a setting.
    pub window: Option<WindowPlace>,
    /// The language of the window, the printed card and the commands.
    pub language: Language,
}

/// The language the program speaks: the OS's, or one chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(try_from = "LanguageFile", into = "LanguageFile")]
pub enum Language {
    /// The OS's language where the program speaks it, else English.
    #[default]
    Auto,
    /// This language.
    Is(Lang),
}

impl Language {
    /// The language this setting speaks now.
    pub fn resolve(self) -> Lang {
        match self {
            Language::Auto => i18n::from_os().unwrap_or(Lang::En),
            Language::Is(lang) => lang,
        }
    }
}

/// [`Language`] as the file writes it: `Auto`, or a tag in quotes such as `"de"`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum LanguageFile {
    Word(AutoWord),
    Tag(String),
}

/// The one word a language may be instead of a tag.
#[derive(Debug, Clone, Serialize, Deserialize)]
enum AutoWord {
    Auto,
}

impl TryFrom<LanguageFile> for Language {
    type Error = String;

    fn try_from(f: LanguageFile) -> Result<Self, String> {
        match f {
            LanguageFile::Word(AutoWord::Auto) => Ok(Language::Auto),
            LanguageFile::Tag(tag) => Lang::from_tag(&tag).map(Language::Is).ok_or_else(|| {
                let known: Vec<String> = Lang::PLAYED
                    .iter()
                    .map(|l| format!("{:?}", l.tag()))
                    .collect();
                crate::t!(
                    "settings-unknown-language",
                    tag = format!("{tag:?}"),
                    known = known.join(", ")
                )
            }),
        }
    }
}

impl From<Language> for LanguageFile {
    fn from(l: Language) -> Self {
        match l {
            Language::Auto => LanguageFile::Word(AutoWord::Auto),
            Language::Is(lang) => LanguageFile::Tag(lang.tag().to_string()),
        }
    }
}

/// Allowed window sides, in physical pixels.
pub(crate) const WINDOW_SIDE: RangeInclusive<u32> = 200..=32_768;

impl WindowPlace {
    /// Whether its sides are within [`WINDOW_SIDE`].
    pub fn fits(&self) -> bool {
        WINDOW_SIDE.contains(&self.width) && WINDOW_SIDE.contains(&self.height)
    }
}

/// A window's size and place on the desktop, in physical pixels, and whether it was
/// maximised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WindowPlace {
    /// Width, within [`WINDOW_SIDE`].
    pub width: u32,
    /// Height, within [`WINDOW_SIDE`].
    pub height: u32,
    /// The left edge on the desktop.
    pub x: i32,
    /// The top edge on the desktop.
    pub y: i32,
    /// Maximised (the size and place are those it returns to).
    pub maximized: bool,
}

impl Default for DisplayOptions {
    fn default() -> Self {
        Self {
            ui_scale: 1.25,
            animation_speed: 1.0,
            reduced_motion: false,
            fullscreen: false,
            theme: Theme::Dark,
            odds: false,
            graphics: Graphics::Auto,
            window: None,
            language: Language::Auto,
        }
    }
}

/// Rendering quality.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Graphics {
    /// Low on a software renderer (no GPU: virtual machines, remote desktops), else High.
    #[default]
    Auto,
    /// Ambient light instead of the room's reflections, a smaller shadow map, cheaper
    /// shadow edges, no fill light: for weak GPUs.
    Low,
    /// The room's reflections, soft shadows, a fill light and filmic tone mapping.
    High,
}

/// Colour theme of the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Theme {
    /// Light text on a dark table.
    #[default]
    Dark,
    /// Dark text on a light table.
    Light,
    /// Strong contrast for low vision or bright rooms.
    HighContrast,
}

/// Audio options, applied at once when changed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AudioOptions {
    /// Master volume, within [`VOLUME`] (0.0 silent, 1.0 full), default 0.8.
    pub volume: f32,
    /// Mute all sound, keeping the volume for later.
    pub muted: bool,
}

impl Default for AudioOptions {
    fn default() -> Self {
        Self {
            volume: 0.8,
            muted: false,
        }
    }
}

/// The port the phones' server asks for unless the settings say otherwise.
pub const DEFAULT_PHONE_PORT: u16 = 8080;

/// The ports a phones server may be asked for besides `0` (any free port): the
/// unprivileged ones, which every OS lets a program listen on.
pub const PHONE_PORTS: RangeInclusive<u16> = 1024..=65535;

/// Whether `port` may be asked for: `0` (any free port) or one of [`PHONE_PORTS`].
pub fn phone_port_ok(port: u16) -> bool {
    port == 0 || PHONE_PORTS.contains(&port)
}

/// Phones and browsers as controllers (`crate::phones`): whether the game serves the
/// phone page, and on which port.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PhonesOptions {
    /// Serve the phone page while the game runs.
    pub enabled: bool,
    /// The port to listen on (the next free one when it is taken): `0` for any free port,
    /// else within [`PHONE_PORTS`] (default 8080).
    pub port: u16,
    /// While the host has locked the room (K), spectators (phones without a seat) may
    /// stay (default `true`); `false` sends them away and lets no new one in. Files
    /// written before the word was spectator still read (the alias).
    #[serde(alias = "watchers_when_locked")]
    pub spectators_when_locked: bool,
    /// Phones without a seat may play along as the audience, answering a question
    /// before each throw (default `true`); `false` leaves them only watching.
    pub audience: bool,
}

impl Default for PhonesOptions {
    fn default() -> Self {
        Self {
            enabled: false,
            port: DEFAULT_PHONE_PORT,
            spectators_when_locked: true,
            audience: true,
        }
    }
}

/// The broker the game and the phones meet at when no other is set: EMQX's free public
/// broker (MQTT over secure WebSocket). It sees only sealed messages and random topics.
pub(crate) const DEFAULT_BROKER: &str = "wss://broker.emqx.io:8084/mqtt";
/// The phone page's address when no other is set: the project's GitHub Pages site, which
/// the workflow `.github/workflows/pages.yml` publishes from `party-dice phone-page`.
pub(crate) const DEFAULT_PAGE: &str = "https://party-dice.github.io/party-dice/";

/// Phones anywhere (`crate::phones::online`): the game and the phones meet at an MQTT
/// broker, every message sealed end to end; the link's fragment carries the key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OnlineOptions {
    /// Take phones through the broker while phones are on.
    pub enabled: bool,
    /// The broker: `wss://HOST:PORT/PATH` (`ws://` only for a broker on your own network).
    pub broker: String,
    /// The phone page's address (`https://…/`), as `party-dice phone-page` writes it.
    pub page: String,
}

impl Default for OnlineOptions {
    fn default() -> Self {
        Self {
            enabled: false,
            broker: DEFAULT_BROKER.to_string(),
            page: DEFAULT_PAGE.to_string(),
        }
    }
}

/// Whether `page` may be the phone page's address: `https://…`, or `http://…` (a page
/// served on your own network or this computer).
pub fn page_url_ok(page: &str) -> bool {
    let rest = page
        .strip_prefix("https://")
        .or_else(|| page.strip_prefix("http://"));
    rest.is_some_and(|r| !r.is_empty() && !r.contains(['#', ' ']))
}

/// A number as the settings' messages write it, in the language in use: as Rust writes
/// it at its shortest ("2.5", "-1", "NaN"), with at least `min_places` decimals ("1.0"),
/// the decimal sign and grouping the language's ("2,5" in German).
pub fn written_number(value: f32, min_places: usize) -> String {
    let shown = value.to_string();
    if !value.is_finite() {
        return shown;
    }
    let places = shown
        .split_once('.')
        .map_or(0, |(_, fraction)| fraction.len())
        .max(min_places);
    i18n::decimal(i18n::current(), f64::from(value), places)
}

/// One setting that is out of range: which field, and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct InvalidSetting {
    /// Dotted path of the field, e.g. `display.ui_scale`.
    pub field: String,
    /// Full sentence naming the field, what is allowed and what was found.
    pub message: String,
}

impl InvalidSetting {
    fn new(field: &str, message: String) -> Self {
        Self {
            field: field.to_string(),
            message,
        }
    }
}

fn check_range(field: &str, value: f32, range: RangeInclusive<f32>) -> Result<(), InvalidSetting> {
    // `contains` is false for NaN, so NaN is refused too.
    if range.contains(&value) {
        Ok(())
    } else {
        let (lo, hi) = range.into_inner();
        let message = crate::t!(
            "settings-out-of-range",
            field = field,
            lo = written_number(lo, 1),
            hi = written_number(hi, 1),
            value = written_number(value, 0)
        );
        Err(InvalidSetting::new(field, message))
    }
}

impl Settings {
    /// Checks every field against its allowed range; the first problem found is returned.
    ///
    /// The in-app panel can call this on an edited copy before applying it.
    pub fn validate(&self) -> Result<(), InvalidSetting> {
        if self.version == 0 || self.version > CURRENT_VERSION {
            let message = crate::t!(
                "settings-bad-version",
                current = CURRENT_VERSION.to_string(),
                found = self.version.to_string()
            );
            return Err(InvalidSetting::new("version", message));
        }
        self.setup.validate_all().map_err(setup_problem)?;
        check_range("display.ui_scale", self.display.ui_scale, UI_SCALE)?;
        check_range(
            "display.animation_speed",
            self.display.animation_speed,
            ANIMATION_SPEED,
        )?;
        check_range("audio.volume", self.audio.volume, VOLUME)?;
        if !phone_port_ok(self.phones.port) {
            let (lo, hi) = (PHONE_PORTS.start(), PHONE_PORTS.end());
            let message = crate::t!(
                "settings-bad-port",
                lo = lo.to_string(),
                hi = hi.to_string(),
                port = self.phones.port.to_string()
            );
            return Err(InvalidSetting::new("phones.port", message));
        }
        if let Err(e) = BrokerUrl::parse(&self.online.broker) {
            let message = crate::t!(
                "settings-field-problem",
                field = "online.broker",
                problem = e.to_string()
            );
            return Err(InvalidSetting::new("online.broker", message));
        }
        if !page_url_ok(&self.online.page) {
            let message = crate::t!(
                "settings-bad-page",
                page = format!("{:?}", self.online.page)
            );
            return Err(InvalidSetting::new("online.page", message));
        }
        if let Some(w) = self.display.window {
            for (side, value) in [("width", w.width), ("height", w.height)] {
                if !WINDOW_SIDE.contains(&value) {
                    let field = format!("display.window.{side}");
                    let (lo, hi) = (WINDOW_SIDE.start(), WINDOW_SIDE.end());
                    let message = crate::t!(
                        "settings-out-of-range",
                        field = &field,
                        lo = lo.to_string(),
                        hi = hi.to_string(),
                        value = value.to_string()
                    );
                    return Err(InvalidSetting::new(&field, message));
                }
            }
        }
        Ok(())
    }
}

/// A setup problem as the settings word it: the player list in the file's terms, the
/// house rules under the field they are about.
fn setup_problem(e: OptionsError) -> InvalidSetting {
    let message = match &e {
        OptionsError::PlayerCount(n) => crate::t!(
            "settings-player-count",
            lo = *PLAYERS.start(),
            hi = *PLAYERS.end(),
            n = *n
        ),
        OptionsError::EmptyName { seat } => crate::t!("settings-empty-name", seat = *seat),
        OptionsError::LongName { seat } => {
            crate::t!("settings-long-name", seat = *seat, most = MAX_NAME_CHARS)
        }
        OptionsError::DuplicateName(name) => {
            crate::t!("settings-duplicate-name", name = format!("{name:?}"))
        }
        other => other.to_string(),
    };
    InvalidSetting::new(e.field(), message)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid() {
        assert_eq!(Settings::default().validate(), Ok(()));
    }

    #[test]
    fn out_of_range_names_field_and_range() {
        let mut s = Settings::default();
        s.display.ui_scale = -1.0;
        let e = s.validate().unwrap_err();
        assert_eq!(e.field, "display.ui_scale");
        assert_eq!(e.message, "display.ui_scale must be 1.0 to 2.5, not -1");
        s.display.ui_scale = f32::NAN;
        assert!(s.validate().is_err());
        let mut s = Settings::default();
        s.audio.volume = 1.5;
        assert_eq!(s.validate().unwrap_err().field, "audio.volume");
        let mut s = Settings::default();
        s.setup.straight_golf.rounds = 0;
        assert_eq!(
            s.validate().unwrap_err().message,
            "straight_golf.rounds must be 1 to 36, not 0"
        );
        let mut s = Settings::default();
        s.setup.players.truncate(1);
        assert_eq!(
            s.validate().unwrap_err().message,
            "players must list 2 to 8 names, not 1"
        );
        let s = Settings {
            version: 0,
            ..Settings::default()
        };
        assert_eq!(s.validate().unwrap_err().field, "version");
        let mut s = Settings::default();
        s.phones.port = 80;
        assert_eq!(
            s.validate().unwrap_err().message,
            "phones.port must be 0 (any free port) or 1024 to 65535, not 80"
        );
        for port in [0, 1024, 8080, 65535] {
            s.phones.port = port;
            assert_eq!(s.validate(), Ok(()), "{port}");
        }
    }
}
