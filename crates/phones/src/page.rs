//! The phone page in a language: the embedded HTML with `<html lang>` set and every
//! word it shows (the `phone-*` messages of `assets/i18n/<lang>/phone.ftl`) in a JSON
//! block the page's script reads (`<script id="words" type="application/json">`), by
//! message id. Messages with placeables are written with `{$name}` in their place, which
//! the script fills in ([`PLACEABLES`]). Each language's page is made once and kept.
//!
//! The page for a static web host ([`static_page`]) carries every language's words; its
//! script picks the one the browser asks for (`navigator.languages`).
//!
//! Beside the words, the page carries the seats' dice swatches (`<script id="looks">`,
//! [`swatch_looks`]): each seat's colour from the core's `seat_look`, the tints of each
//! finish made from it, and the pips that stand out on each (`pip_colour`), so the
//! "Your dice" picker shows every finish in the seat's own colour. Its one file beside
//! it is the font the window draws its words in ([`FONT`], Ubuntu Light), served by the
//! game at `/`[`FONT_FILE`] and written beside a static site's `index.html`.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use party_dice_core::i18n::{self, Args, Lang};
use party_dice_core::seat_look::{MARKS, pip_colour, seat_mark};

/// The phone page's source: one HTML file, its script and style inside.
pub(crate) const SOURCE: &str = include_str!("../../../assets/phone/index.html");

/// The page's font: Ubuntu Light, the face egui draws the window's words in (from
/// `epaint_default_fonts`, under the Ubuntu Font Licence,
/// `assets/fonts/LICENSE-UbuntuFont.txt`). Latin, Greek and Cyrillic; the page falls
/// back to the phone's own fonts for the rest (Chinese).
pub const FONT: &[u8] = include_bytes!("../../../assets/fonts/Ubuntu-Light.ttf");
/// The font's file name beside the page, as the page's `@font-face` names it: the game
/// serves it at `/ubuntu-light.ttf`, a static site has it beside `index.html`. Another
/// font would take another name, since phones keep this one for a long time.
pub const FONT_FILE: &str = "ubuntu-light.ttf";

/// The placeables the page's messages may use: the script puts the value in for
/// `{$name}`, as text (so a message cannot select a variant by them: numbers come as
/// plain digits).
pub(crate) const PLACEABLES: [&str; 14] = [
    "name", "why", "game", "seconds", "typed", "needed", "print", "rank", "of", "points", "odds",
    "answer", "sure", "question",
];

/// Where the words go: the empty block the source has.
const WORDS_BLOCK: &str = "<script id=\"words\" type=\"application/json\"></script>";
/// Where the seats' swatch colours go: the empty block the source has.
const LOOKS_BLOCK: &str = "<script id=\"looks\" type=\"application/json\"></script>";
/// The source's language attribute.
const HTML_LANG: &str = "<html lang=\"en\">";

/// The ids of the page's messages.
pub fn message_ids() -> Vec<String> {
    i18n::message_ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("phone-"))
        .collect()
}

/// The page's messages in `lang`, by id, with `{$name}` for each placeable.
pub fn words(lang: Lang) -> BTreeMap<String, String> {
    let markers: Vec<(&'static str, String)> = PLACEABLES
        .iter()
        .map(|p| (*p, format!("{{${p}}}")))
        .collect();
    message_ids()
        .into_iter()
        .map(|id| {
            let mut args = Args::new();
            for (name, marker) in &markers {
                args.set(name, marker.as_str());
            }
            let text = i18n::text(lang, &id, &args);
            (id, text)
        })
        .collect()
}

/// The words of `langs` as the page's JSON block's text: `{"de": {"phone-join": …}}`,
/// with `<`, `>` and `&` escaped so that nothing in it can end the block.
fn words_json(langs: &[Lang]) -> String {
    let all: BTreeMap<&str, BTreeMap<String, String>> =
        langs.iter().map(|l| (l.tag(), words(*l))).collect();
    serde_json::to_string(&all)
        .unwrap_or_else(|_| "{}".into())
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// `rgb` as CSS writes it: `#0072b2`.
fn css(rgb: [u8; 3]) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

/// `share` of the way from `from` to `to`, channel by channel in sRGB (as the window's
/// swatches mix, egui's `lerp_to_gamma`).
fn mix(from: [u8; 3], to: [u8; 3], share: f32) -> [u8; 3] {
    let lerp = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * share).round() as u8;
    [
        lerp(from[0], to[0]),
        lerp(from[1], to[1]),
        lerp(from[2], to[2]),
    ]
}

const WHITE: [u8; 3] = [255, 255, 255];
const BLACK: [u8; 3] = [0, 0, 0];

/// Seat `seat`'s dice swatches: the CSS custom properties (without their `--`) the
/// page's `.swatch` rules paint with, in the seat's colour as the table's materials tint
/// it. Each finish's body has its own pips (`*-pip`), white or near-black by the core's
/// rule for that body, so that the pips stand out on the paler finishes too.
pub fn swatch_looks(seat: usize) -> BTreeMap<&'static str, String> {
    let seat = seat_mark(seat).colour;
    // Pearl and metal tinted as the table's dice are (the window's `finish_tint`): half
    // way to a warm white, 30 % toward steel grey. Marble paler than the table's, so
    // that its veins stand out at the size of a button's swatch.
    let pearl = mix(seat, [250, 245, 240], 0.5);
    let marble = mix(seat, WHITE, 0.5);
    let metal = mix(seat, [235, 235, 235], 0.3);
    [
        ("seat", seat),
        ("seat-pip", pip_colour(seat)),
        ("seat-light", mix(seat, WHITE, 0.45)),
        ("seat-dark", mix(seat, BLACK, 0.35)),
        ("pearl", pearl),
        ("pearl-pip", pip_colour(pearl)),
        ("pearl-rim", mix(pearl, WHITE, 0.7)),
        ("marble", marble),
        ("marble-vein", mix(seat, BLACK, 0.55)),
        ("marble-pip", pip_colour(marble)),
        ("metal", metal),
        ("metal-pip", pip_colour(metal)),
        ("metal-dark", mix(seat, BLACK, 0.6)),
        ("metal-bright", mix(metal, WHITE, 0.85)),
    ]
    .into_iter()
    .map(|(name, rgb)| (name, css(rgb)))
    .collect()
}

/// Every seat's swatches ([`swatch_looks`]) as the page's JSON block's text, in seat
/// order: the marks repeat after [`MARKS`] seats, and so does the block.
fn looks_json() -> String {
    let looks: Vec<_> = (0..MARKS).map(swatch_looks).collect();
    serde_json::to_string(&looks).unwrap_or_else(|_| "[]".into())
}

/// The page with `<html lang="{lang}">`, the words of `langs` and the seats' looks.
fn assemble(lang: Lang, langs: &[Lang]) -> String {
    let block = format!(
        "<script id=\"words\" type=\"application/json\">{}</script>",
        words_json(langs)
    );
    let looks = format!(
        "<script id=\"looks\" type=\"application/json\">{}</script>",
        looks_json()
    );
    SOURCE
        .replacen(HTML_LANG, &format!("<html lang=\"{}\">", lang.tag()), 1)
        .replacen(WORDS_BLOCK, &block, 1)
        .replacen(LOOKS_BLOCK, &looks, 1)
}

/// The page in `lang`, as the game serves it (made once per language).
pub fn page(lang: Lang) -> &'static str {
    static PAGES: OnceLock<Vec<String>> = OnceLock::new();
    let pages = PAGES.get_or_init(|| Lang::ALL.iter().map(|l| assemble(*l, &[*l])).collect());
    let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    pages.get(at).map_or(SOURCE, String::as_str)
}

/// The page as a static site serves it (`party-dice phone-page`): every language's
/// words, the browser's choice of them, `<html lang>` in the language in use (for a
/// browser that asks for none the game speaks), and its policy in a `<meta>`: its own
/// inline script and style only, its font from beside it ([`FONT_FILE`], which the site
/// must carry too), and connections only to WebSocket brokers (a web host's page has no
/// game to talk to).
pub fn static_page() -> String {
    let policy = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
                  script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; \
                  font-src 'self'; connect-src wss: ws:; base-uri 'none'; \
                  form-action 'none'\">\n";
    let page = assemble(i18n::current(), &Lang::ALL);
    let charset = "<meta charset=\"utf-8\">\n";
    match page.find(charset) {
        Some(at) => {
            let at = at + charset.len();
            format!("{}{policy}{}", &page[..at], &page[at..])
        }
        None => page,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The JSON block of a page, parsed.
    fn block(page: &str) -> serde_json::Value {
        let start = page.find("<script id=\"words\" type=\"application/json\">");
        let text = start.map(|s| &page[s..]).and_then(|rest| {
            let open = rest.find('>')? + 1;
            let close = rest.find("</script>")?;
            Some(&rest[open..close])
        });
        serde_json::from_str(text.unwrap_or("null")).unwrap_or_default()
    }

    #[test]
    fn the_source_has_its_places_for_the_language_and_the_words() {
        assert_eq!(SOURCE.matches(HTML_LANG).count(), 1);
        assert_eq!(SOURCE.matches(WORDS_BLOCK).count(), 1);
        assert_eq!(SOURCE.matches(LOOKS_BLOCK).count(), 1);
        assert!(
            SOURCE.contains(&format!("url(\"{FONT_FILE}\")")),
            "the @font-face names the font the game serves"
        );
        assert!(message_ids().len() > 30, "{:?}", message_ids());
    }

    #[test]
    fn a_language_s_page_says_so_and_carries_its_words_only() {
        let page = page(Lang::Pseudo);
        assert!(page.contains("<html lang=\"en-XA\">"));
        let words = block(page);
        let pseudo = &words["en-XA"];
        assert_eq!(words.as_object().map(|o| o.len()), Some(1));
        let english = super::words(Lang::En);
        for (id, text) in &english {
            assert_ne!(pseudo[id].as_str(), Some(text.as_str()), "{id}");
        }
        assert_eq!(english["phone-join"], "Join");
        assert_eq!(english["phone-turn-theirs"], "{$name}'s turn");
    }

    #[test]
    fn the_static_page_carries_every_language_and_its_policy() {
        let page = static_page();
        assert!(page.contains("connect-src wss: ws:") && page.contains("font-src 'self';"));
        let words = block(&page);
        for lang in Lang::ALL {
            assert!(words[lang.tag()]["phone-join"].is_string(), "{lang}");
        }
    }

    #[test]
    fn nothing_in_the_words_ends_their_block() {
        let json = words_json(&Lang::ALL);
        assert!(!json.contains('<') && !json.contains('>'));
        assert!(json.contains("\"phone-join\""));
    }

    #[test]
    fn every_seat_s_swatches_are_in_its_colour_with_pips_that_stand_out() {
        let page = page(Lang::En);
        let start = page.find("<script id=\"looks\" type=\"application/json\">");
        let text = start.map(|s| &page[s..]).and_then(|rest| {
            let open = rest.find('>')? + 1;
            let close = rest.find("</script>")?;
            Some(&rest[open..close])
        });
        let looks: Vec<BTreeMap<String, String>> =
            serde_json::from_str(text.unwrap_or("null")).unwrap_or_default();
        assert_eq!(looks.len(), MARKS);
        for (seat, look) in looks.iter().enumerate() {
            assert_eq!(look["seat"], css(seat_mark(seat).colour), "seat {seat}");
            for (name, value) in look {
                let hex = value.strip_prefix('#').unwrap_or_default();
                assert!(
                    hex.len() == 6 && hex.bytes().all(|b| b.is_ascii_hexdigit()),
                    "{name}: {value}"
                );
            }
            for body in ["seat", "pearl", "marble", "metal"] {
                let pip = &look[&format!("{body}-pip")];
                assert!(pip == "#ffffff" || pip == "#121214", "{body}: {pip}");
            }
        }
        assert_eq!(looks[0]["seat-pip"], "#ffffff", "blue dice, white pips");
        assert_eq!(looks[6]["seat-pip"], "#121214", "yellow dice, dark pips");
        assert_eq!(looks[0]["pearl-pip"], "#121214", "pale pearl, dark pips");
    }

    #[test]
    fn the_font_is_a_truetype_font() {
        assert_eq!(FONT.get(..4), Some(&[0u8, 1, 0, 0][..]));
        assert!(FONT.len() > 100_000);
    }
}
