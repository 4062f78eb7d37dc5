//! The overlay's fonts: egui's own, with the proportional text falling back on the
//! monospace face for the symbols `present` writes that the proportional one lacks (the
//! arrow in "12 % → 61 %"), and glyphs laid out ahead so no frame lacks letters.

use bevy_egui::egui;

use super::size;

/// egui's default fonts, the proportional family ending with the monospace face.
pub fn font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(proportional) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
        proportional.push("Hack".to_owned());
    }
    fonts
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
