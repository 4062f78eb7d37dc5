//! The overlay's fonts: egui's own, with the proportional text falling back on the
//! monospace face for the symbols `present` writes that the proportional one lacks (the
//! arrow in "12 % → 61 %"), then on the system's fonts for names and languages in other
//! scripts (李雷, 김민준, Devanagari), and glyphs laid out ahead so no frame lacks letters;
//! a notice, once a run, when a player's name has letters that none of them has.

use bevy::log::info;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::size;
use crate::game::Session;
// The system families that lend glyphs egui's own fonts lack: the printed card's list
// (Latin with any accents, Greek and Cyrillic are in egui's own proportional face).
use crate::print::FALLBACK_FAMILIES;
use crate::services::Notices;

/// The most system faces lent (each CJK face is some 20 MB in memory).
const MOST_FALLBACKS: usize = 4;

/// egui's default fonts, the proportional family ending with the monospace face, then
/// with the system's faces for other scripts ([`system_fallbacks`]).
pub fn font_definitions() -> egui::FontDefinitions {
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

/// The first [`MOST_FALLBACKS`] of [`FALLBACK_FAMILIES`] that the system has, by the
/// font database of the OS's font folders, each as a face egui can read (the face's
/// index kept for a collection such as NotoSansCJK-Regular.ttc).
fn system_fallbacks() -> Vec<(String, egui::FontData)> {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    let mut found: Vec<(String, egui::FontData)> = Vec::new();
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
        let face = db.with_face_data(id, |bytes, index| {
            let mut data = egui::FontData::from_owned(bytes.to_vec());
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

/// Every character the overlay may show, laid out once at every text size: egui puts a
/// glyph into its font texture when text first uses it, and the texture reaches the GPU
/// a frame later, so text shown for the first time would otherwise be drawn for a frame
/// with letters missing (on a software renderer, for over a second).
pub(super) fn warm_glyphs(ctx: &egui::Context) {
    // ASCII and the symbols the overlay uses; other letters (an accented name) join the
    // texture when first typed. More than this at every size overflows the atlas.
    let mut text: String = (' '..='~').collect();
    text.push_str("–—−→·…×▶◀▲▼⏩⏪⏮⏭⏸✔✖⬆⬇☰⚠📝🎲χ²");
    let sizes = [
        size::SMALL,
        size::LOG,
        size::NOTE,
        size::BODY,
        size::BUTTON,
        size::CARD,
        size::NAME,
        size::TITLE,
        size::CALL,
        size::BANNER,
        size::SPLASH,
        size::VERDICT,
        size::HEADLINE,
    ];
    // The largest sizes (splash, verdict, headline) show words and numbers only.
    let words: String = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain(" !+-'—,.".chars())
        .collect();
    let fonts = sizes
        .map(egui::FontId::proportional)
        .into_iter()
        .chain([egui::FontId::monospace(size::NOTE)]);
    ctx.fonts_mut(|f| {
        for font in fonts {
            let glyphs = if font.size >= size::SPLASH {
                &words
            } else {
                &text
            };
            drop(f.layout_no_wrap(glyphs.clone(), font, egui::Color32::WHITE));
        }
    });
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
