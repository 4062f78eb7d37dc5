//! Text and widget sizes in points (before the UI scale), from small print to the
//! headline that must read across a room.

/// Small print: hints, badges.
pub(crate) const SMALL: f32 = 13.0;
/// Game log lines.
pub const LOG: f32 = 15.0;
/// Notices and minor labels.
pub(crate) const NOTE: f32 = 16.0;
/// Body text (the rules panel).
pub const BODY: f32 = 17.0;
/// Buttons and bar labels.
pub(crate) const BUTTON: f32 = 18.0;
/// Scoresheet cells and section headings.
pub(crate) const CARD: f32 = 20.0;
/// Player names on the slam sheet and game choices.
pub const NAME: f32 = 22.0;
/// Window titles and big buttons.
pub const TITLE: f32 = 24.0;
/// The main call to action (Start).
pub(crate) const CALL: f32 = 26.0;
/// The turn banner.
pub const BANNER: f32 = 34.0;
/// The setup screen's title.
pub(crate) const SPLASH: f32 = 40.0;
/// The game-over verdict.
pub(crate) const VERDICT: f32 = 46.0;
/// The announcement after a roll.
pub(crate) const HEADLINE: f32 = 52.0;
/// Width of the log panel when the window opens.
pub(crate) const LOG_WIDTH: f32 = 300.0;
