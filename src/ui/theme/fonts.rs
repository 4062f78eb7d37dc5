//! The overlay's fonts: egui's own, with the proportional text falling back on the
//! monospace face for the symbols `present` writes that the proportional one lacks (the
//! arrow in "12 % → 61 %"), then on the system's fonts for names and languages in other
//! scripts (李雷, 김민준, Devanagari), and glyphs laid out ahead so no frame lacks letters.

use bevy::log::info;
use bevy_egui::egui;

use super::size;

/// The system's families that lend glyphs egui's own fonts lack, with the script each
/// serves, best first within each script: Chinese, Japanese and Korean (Noto CJK on Linux, Windows' and macOS' own),
/// Hangul, Devanagari, then broad faces for anything else. Latin with any accents,
/// Greek and Cyrillic are in egui's own proportional face.
const FALLBACK_FAMILIES: &[(&str, &str)] = &[
    ("Han", "Noto Sans CJK SC"),
    ("Han", "Source Han Sans SC"),
    ("Han", "Noto Sans SC"),
    ("Han", "Microsoft YaHei"),
    ("Han", "PingFang SC"),
    ("Han", "Hiragino Sans GB"),
    ("Han", "WenQuanYi Micro Hei"),
    ("Han", "Droid Sans Fallback"),
    ("Hangul", "Noto Sans CJK KR"),
    ("Hangul", "Malgun Gothic"),
    ("Hangul", "Apple SD Gothic Neo"),
    ("Devanagari", "Noto Sans Devanagari"),
    ("Devanagari", "Nirmala UI"),
    ("Devanagari", "Kohinoor Devanagari"),
    ("Devanagari", "Lohit Devanagari"),
    ("any", "Noto Sans"),
    ("any", "DejaVu Sans"),
    ("any", "Arial Unicode MS"),
];

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
