//! The overlay's fonts: egui's own, with the proportional text falling back on the
//! monospace face for the symbols `present` writes that the proportional one lacks (the
//! arrow in "12 % → 61 %"), then on the system's fonts for names and languages in other
//! scripts (李雷, 김민준, Devanagari), and glyphs laid out ahead so no frame lacks letters
//! (ASCII at every size; the language's letters and the players' names at the sizes of
//! the running text, the log and the banner, as far as the font atlas has room); a
//! notice, once a run, when a player's name has letters that none of them has.

use bevy::log::info;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::size;
use crate::game::Session;
use crate::i18n::{self, Lang};
// The system families that lend glyphs egui's own fonts lack: the printed card's list
// (Latin with any accents, Greek and Cyrillic are in egui's own proportional face).
use crate::notices::Notices;
use crate::print::FALLBACK_FAMILIES;

/// The most system faces lent (each CJK face is some 20 MB in memory).
const MOST_FALLBACKS: usize = 4;

/// egui's default fonts, the proportional family ending with the monospace face, then
/// with the system's faces for other scripts ([`system_fallbacks`]).
pub(crate) fn font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(proportional) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
        proportional.push("Hack".to_owned());
    }
    for (name, data) in system_fallbacks() {
        fonts.font_data.insert(name.clone(), data.into());
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            fonts.families.entry(family).or_default().push(name.clone());
        }
    }
    fonts
}

/// The first [`MOST_FALLBACKS`] of [`FALLBACK_FAMILIES`] that the system has, as faces
/// egui reads in place: the OS's font folders are searched and the faces read once a run
/// (a CJK face is some 20 MB, and egui copies a face it owns each time its fonts are
/// set: at every new theme or UI scale).
fn system_fallbacks() -> Vec<(String, egui::FontData)> {
    static FOUND: std::sync::OnceLock<Vec<(String, egui::FontData)>> = std::sync::OnceLock::new();
    // A borrowed face: cloning it copies no bytes.
    FOUND.get_or_init(find_system_fallbacks).clone()
}

/// Searches the font database of the OS's font folders for [`system_fallbacks`]: one face
/// per script, its index kept for a collection such as NotoSansCJK-Regular.ttc, its bytes
/// kept for the rest of the run.
fn find_system_fallbacks() -> Vec<(String, egui::FontData)> {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    let mut found = Vec::new();
    let mut scripts_seen: Vec<&str> = Vec::new();
    for &(script, family) in FALLBACK_FAMILIES {
        if found.len() >= MOST_FALLBACKS {
            break;
        }
        // One face per script: the first CJK family found serves all of Chinese.
        if scripts_seen.contains(&script) {
            continue;
        }
        let query = fontdb::Query {
            families: &[fontdb::Family::Name(family)],
            ..fontdb::Query::default()
        };
        let Some(id) = db.query(&query) else {
            continue;
        };
        // Kept to the end of the run: egui's fonts borrow it from here on.
        let face = db.with_face_data(id, |bytes, index| {
            let kept: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
            let mut data = egui::FontData::from_static(kept);
            data.index = index;
            data
        });
        if let Some(data) = face {
            info!("names in other scripts: using the system's {family}");
            scripts_seen.push(script);
            found.push((format!("system: {family}"), data));
        }
    }
    found
}

/// The sizes text of any kind is laid out at ahead, the text that changes most first:
/// the log, the banner (and its short form), the notices, the running text, the
/// buttons, the card, the names.
const WORD_SIZES: [f32; 8] = [
    size::LOG,
    size::BANNER,
    size::TITLE,
    size::NOTE,
    size::BODY,
    size::BUTTON,
    size::CARD,
    size::NAME,
];

/// The other sizes, for ASCII and the symbols only: small print and the call button.
const OTHER_SIZES: [f32; 2] = [size::SMALL, size::CALL];

/// The largest sizes (splash, verdict, headline), which show words and numbers only.
const LARGE_SIZES: [f32; 3] = [size::SPLASH, size::VERDICT, size::HEADLINE];

/// The share of the font atlas's largest side past which nothing more is laid out
/// ahead: egui throws the atlas away and starts an empty one when it is 80 % full, and
/// every glyph would then be missing again for a frame.
pub const WARM_BUDGET: f32 = 0.65;

/// The text of `lang`'s messages as their Fluent files hold it, less the comments (every
/// variant of every message; the pseudo-locale's English accented and lengthened).
fn message_source(lang: Lang) -> String {
    let mut text = String::new();
    for (_, source) in i18n::resource_files(lang) {
        for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
            match lang {
                Lang::Pseudo => text.push_str(&i18n::pseudo_transform(line)),
                _ => text.push_str(line),
            }
            text.push('\n');
        }
    }
    text
}

/// What is laid out ahead, most needed first: ASCII, the symbols the overlay uses and
/// the players' `names` at [`WORD_SIZES`] (and in the log's monospace), then `lang`'s letters at them, then ASCII at
/// the other sizes, then words and numbers at the largest.
fn warm_steps(lang: Lang, names: &[String]) -> Vec<(String, egui::FontId)> {
    let mut common: String = (' '..='~').collect();
    common.push_str("–—−→·…×▶◀▲▼⏩⏪⏮⏭⏸✔✖⬆⬇☰⚠📝🎲χ²");
    common.extend(names.iter().flat_map(|n| n.chars()).filter(|&c| drawn(c)));
    // Its messages whole: shaping joins some letters into one glyph (fi, fl).
    let letters = message_source(lang);
    let words: String = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain(" !+-'—,.".chars())
        .collect();
    let at = |text: &String, sizes: &[f32]| {
        sizes
            .iter()
            .map(|&s| (text.clone(), egui::FontId::proportional(s)))
            .collect::<Vec<_>>()
    };
    [
        at(&common, &WORD_SIZES),
        vec![(common.clone(), egui::FontId::monospace(size::NOTE))],
        at(&letters, &WORD_SIZES),
        at(&common, &OTHER_SIZES),
        at(&words, &LARGE_SIZES),
    ]
    .concat()
}

/// Lays out ahead the glyphs text will need ([`warm_steps`]), each step only while the
/// font atlas stays under [`WARM_BUDGET`] with it (Chinese at a large UI scale has no
/// room for every size): egui puts a glyph into its font texture when text first uses
/// it, and the texture reaches the GPU a frame later, so text shown for the first time
/// would otherwise be drawn for a frame with letters missing (on a software renderer,
/// for over a second).
pub fn warm_glyphs(ctx: &egui::Context, lang: Lang, names: &[String]) {
    let ppp = ctx.pixels_per_point();
    let steps = warm_steps(lang, names);
    ctx.fonts_mut(|f| {
        for (text, font) in steps {
            let [width, height] = f.font_image_size();
            let side = width.max(height).max(1) as f32;
            let rows = atlas_rows(&text, font.size * ppp, width);
            if f.font_atlas_fill_ratio() + rows / side > WARM_BUDGET {
                continue;
            }
            drop(f.layout_no_wrap(text, font, egui::Color32::WHITE));
        }
    });
}

/// Lays out ahead the letters of the players' `names` alone, at [`WORD_SIZES`] (a name
/// typed on the setup screen: cheaper than [`warm_glyphs`], which the language's
/// messages make slow), within [`WARM_BUDGET`].
pub(crate) fn warm_names(ctx: &egui::Context, names: &[String]) {
    let text: String = names
        .iter()
        .flat_map(|n| n.chars())
        .filter(|&c| drawn(c))
        .collect();
    let ppp = ctx.pixels_per_point();
    ctx.fonts_mut(|f| {
        for size in WORD_SIZES {
            let [width, height] = f.font_image_size();
            let side = width.max(height).max(1) as f32;
            let rows = atlas_rows(&text, size * ppp, width);
            if f.font_atlas_fill_ratio() + rows / side <= WARM_BUDGET {
                let font = egui::FontId::proportional(size);
                drop(f.layout_no_wrap(text.clone(), font, egui::Color32::WHITE));
            }
        }
    });
}

/// About how many rows of pixels the glyphs of `text` take at `pixels` a point of size
/// in an atlas `width` pixels wide: each distinct character (and a tenth more for the
/// letters shaping joins) a box 1.3 times the size high, as wide as the size for
/// Chinese and 0.7 times it for other scripts, a pixel between (more than most glyphs
/// take, so the estimate errs on the side of room).
fn atlas_rows(text: &str, pixels: f32, width: usize) -> f32 {
    let mut chars: Vec<char> = text.chars().filter(|&c| drawn(c)).collect();
    chars.sort_unstable();
    chars.dedup();
    let across: f32 = chars
        .iter()
        .map(|&c| {
            if c >= '\u{2e80}' {
                pixels
            } else {
                0.7 * pixels
            }
            .ceil()
                + 1.0
        })
        .sum::<f32>()
        * 1.1;
    let rows = (across / width.max(1) as f32).ceil() + 1.0;
    rows * ((1.3 * pixels).ceil() + 1.0)
}

/// Whether `c` needs a glyph of its own: not a space, a control or an invisible joiner or
/// variation selector (which no font draws and none needs to).
fn drawn(c: char) -> bool {
    !(c.is_whitespace()
        || c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2060}' | '\u{fe00}'..='\u{fe0f}'))
}

/// The names in `names` with a character that `has_glyph` says no font covers, in order.
fn uncovered_names(names: &[String], mut has_glyph: impl FnMut(char) -> bool) -> Vec<String> {
    names
        .iter()
        .filter(|name| name.chars().filter(|&c| drawn(c)).any(|c| !has_glyph(c)))
        .cloned()
        .collect()
}

/// The notice that some players' names have letters no loaded font has (they show as
/// boxes): `names` joined, how many of them.
fn uncovered_notice(names: &[String]) -> String {
    let joined = names.join(&crate::t!("list-separator"));
    crate::t!("font-missing-glyphs", names = joined, count = names.len())
}

/// Tells the player once a run, through [`Notices`], when a game's player names have a
/// character that none of the loaded fonts covers. The players of each game are looked
/// at once, in the overlay's pass (the fonts are egui's), after the style has put the
/// fonts of [`font_definitions`] in place.
pub(super) fn notice_uncovered_names(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    mut notices: ResMut<Notices>,
    mut seen: Local<Vec<String>>,
    mut told: Local<bool>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let players = session.game.players();
    if *told || *seen == players {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let font = egui::FontId::proportional(size::BODY);
    let uncovered = ctx.fonts_mut(|f| {
        // Until the style's fonts are in place (a pass after they are set), egui's own.
        let ours = f
            .definitions()
            .families
            .get(&egui::FontFamily::Proportional)
            .is_some_and(|faces| faces.iter().any(|face| face == "Hack"));
        ours.then(|| uncovered_names(players, |c| f.has_glyph(&font, c)))
    });
    let Some(uncovered) = uncovered else {
        return Ok(());
    };
    *seen = players.to_vec();
    if !uncovered.is_empty() {
        notices.push(uncovered_notice(&uncovered));
        *told = true;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// egui's own fonts and the monospace fallback, after a pass has put them in place.
    fn loaded() -> egui::Context {
        let ctx = egui::Context::default();
        let mut fonts = egui::FontDefinitions::default();
        if let Some(proportional) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
            proportional.push("Hack".to_owned());
        }
        ctx.set_fonts(fonts);
        for _ in 0..2 {
            let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
            out.textures_delta.clear();
        }
        ctx
    }

    #[test]
    fn names_with_letters_no_font_has_are_named_once() {
        let ctx = loaded();
        let font = egui::FontId::proportional(size::BODY);
        let names = [
            "Zoë".to_string(),
            "Ann\u{200d}\u{fe0f} Lee".to_string(),
            "அருண்".to_string(),
            "Ben".to_string(),
        ];
        let uncovered = ctx.fonts_mut(|f| uncovered_names(&names, |c| f.has_glyph(&font, c)));
        assert_eq!(uncovered, ["அருண்"]);
        let one = uncovered_notice(&uncovered);
        assert!(one.contains("அருண்"), "{one}");
        let two = uncovered_notice(&["Ann".to_string(), "Ben".to_string()]);
        assert!(two.contains("Ann, Ben"), "{two}");
    }
}
