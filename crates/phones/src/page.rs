//! The phone page in a language: the embedded HTML with `<html lang>` set and every
//! word it shows (the `phone-*` messages of `assets/i18n/<lang>/phone.ftl`) in a JSON
//! block the page's script reads (`<script id="words" type="application/json">`), by
//! message id. Messages with placeables are written with `{$name}` in their place, which
//! the script fills in ([`PLACEABLES`]). Each language's page is made once and kept.
//!
//! The page for a static web host ([`static_page`]) carries every language's words; its
//! script picks the one the browser asks for (`navigator.languages`).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use party_dice_core::i18n::{self, Args, Lang};

/// The phone page's source: one HTML file, its script and style inside.
pub(crate) const SOURCE: &str = include_str!("../../../assets/phone/index.html");

/// The placeables the page's messages may use: the script puts the value in for
/// `{$name}`, as text (so a message cannot select a variant by them: numbers come as
/// plain digits).
pub(crate) const PLACEABLES: [&str; 6] = ["name", "why", "game", "seconds", "typed", "needed"];

/// Where the words go: the empty block the source has.
const WORDS_BLOCK: &str = "<script id=\"words\" type=\"application/json\"></script>";
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

/// The page with `<html lang="{lang}">` and the words of `langs`.
fn assemble(lang: Lang, langs: &[Lang]) -> String {
    let block = format!(
        "<script id=\"words\" type=\"application/json\">{}</script>",
        words_json(langs)
    );
    SOURCE
        .replacen(HTML_LANG, &format!("<html lang=\"{}\">", lang.tag()), 1)
        .replacen(WORDS_BLOCK, &block, 1)
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
/// inline script and style only, and connections only to WebSocket brokers (a web
/// host's page has no game to talk to).
pub fn static_page() -> String {
    let policy = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
                  script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; \
                  connect-src wss: ws:; base-uri 'none'; form-action 'none'\">\n";
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
        assert!(page.contains("connect-src wss: ws:"));
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
}
