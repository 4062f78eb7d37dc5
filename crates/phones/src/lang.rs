//! Which language a phone speaks: the one its browser asks for first, among those the
//! game speaks, read from the request's `Accept-Language` header (pure, bounded: any
//! bytes give a language or none, never a panic, in time that does not grow with the
//! header). The page is served in it, and the room words its replies and the game's state in
//! it; a phone whose browser asks for none of them gets the game's own language.

use party_dice_core::i18n::Lang;

/// Most bytes of an `Accept-Language` value read (a browser's is under 100); an entry
/// cut by the cap is dropped whole.
pub(crate) const MAX_ACCEPT_BYTES: usize = 256;
/// Most entries of an `Accept-Language` value read, in the order given.
pub(crate) const MAX_ACCEPT_ENTRIES: usize = 16;
/// Longest language tag taken (BCP 47's longest useful tags are under 20).
const MAX_TAG_CHARS: usize = 35;

/// The language an `Accept-Language` value asks for: the entry with the highest
/// q-value (the first of those, on a tie) whose tag names a language the game speaks
/// ([`Lang::from_tag`]). Entries that are not ASCII tags, have a q-value that is not
/// one, or say `q=0` are skipped; `None` when no entry names a language.
pub(crate) fn accepted_language(value: &[u8]) -> Option<Lang> {
    let mut value = value;
    if value.len() > MAX_ACCEPT_BYTES {
        // Cut at the last comma under the cap: a tag cut short ("zh-Ha" of "zh-Hant")
        // may name another language.
        let head = &value[..MAX_ACCEPT_BYTES];
        value = &head[..head.iter().rposition(|b| *b == b',').unwrap_or(0)];
    }
    let mut best: Option<(u16, Lang)> = None;
    for entry in value.split(|b| *b == b',').take(MAX_ACCEPT_ENTRIES) {
        let Some((tag, q)) = entry_of(entry) else {
            continue;
        };
        let Some(lang) = Lang::from_tag(tag).filter(|_| q > 0) else {
            continue;
        };
        if best.is_none_or(|(most, _)| q > most) {
            best = Some((q, lang));
        }
    }
    best.map(|(_, lang)| lang)
}

/// One entry, `de-CH;q=0.9`: its tag and its q-value in thousandths (1000 when none).
fn entry_of(entry: &[u8]) -> Option<(&str, u16)> {
    let entry = std::str::from_utf8(entry).ok()?;
    let mut parts = entry.split(';');
    let tag = parts.next()?.trim();
    let tag_ok = (1..=MAX_TAG_CHARS).contains(&tag.len())
        && tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if !tag_ok {
        return None;
    }
    let mut q = 1000;
    for param in parts {
        let param = param.trim();
        if let Some(value) = param.strip_prefix("q=").or(param.strip_prefix("Q=")) {
            q = qvalue(value.trim())?;
        }
    }
    Some((tag, q))
}

/// A q-value (`0`, `0.5`, `0.123`, `1`, `1.000`), in thousandths.
fn qvalue(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = fraction
        .bytes()
        .chain(std::iter::repeat(b'0'))
        .take(3)
        .fold(0u16, |n, digit| n * 10 + u16::from(digit - b'0'));
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn pick(value: &str) -> Option<Lang> {
        accepted_language(value.as_bytes())
    }

    #[test]
    fn browsers_headers_pick_their_language() {
        assert_eq!(pick("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7"), Some(Lang::De));
        assert_eq!(pick("es"), Some(Lang::Es));
        assert_eq!(pick("ja,en;q=0.5"), Some(Lang::En), "the first it speaks");
        assert_eq!(pick("pt-BR, pt;q=0.8"), Some(Lang::PtBr));
        assert_eq!(
            pick("zh-TW,zh;q=0.8"),
            Some(Lang::ZhHans),
            "Traditional skipped"
        );
        assert_eq!(pick("zh-Hant"), None);
        assert_eq!(pick("en-XA"), Some(Lang::Pseudo));
        assert_eq!(pick("fr;q=0.5, de;q=0.9"), Some(Lang::De), "q-values rank");
        assert_eq!(
            pick("fr;q=0.5, de;q=0.5"),
            Some(Lang::Fr),
            "a tie: the first"
        );
        assert_eq!(pick("de;q=0, es"), Some(Lang::Es), "q=0 is a refusal");
        assert_eq!(pick("FR-ca ; Q=1.000"), Some(Lang::Fr));
        assert_eq!(pick("*"), None);
        assert_eq!(pick(""), None);
    }

    #[test]
    fn garbage_is_skipped_never_panicked_on() {
        for bad_q in [
            "q=2", "q=1.5", "q=0.1234", "q=", "q=-1", "q=.5", "q=x", "q=0,5",
        ] {
            assert_eq!(
                pick(&format!("de;{bad_q}, es;q=0.1")),
                Some(Lang::Es),
                "{bad_q}"
            );
        }
        assert_eq!(
            accepted_language(b"\xff\xfe;q=1, \xc3(, fr;q=0.2"),
            Some(Lang::Fr)
        );
        assert_eq!(accepted_language(b"de\xff, es"), Some(Lang::Es));
        assert_eq!(pick("de_DE.UTF-8, es"), Some(Lang::Es), "not an HTTP tag");
        assert_eq!(pick(&format!("{}, fr", "a".repeat(100))), Some(Lang::Fr));
        // A megabyte: read up to the cap only.
        let huge = format!("fr,{}", "x".repeat(1 << 20));
        assert_eq!(pick(&huge), Some(Lang::Fr));
        // Thousands of entries: only the first ones count, whatever comes after.
        let many: Vec<String> = (0..5000).map(|i| format!("x{i};q=0.9")).collect();
        assert_eq!(pick(&format!("{},de", many.join(","))), None);
        assert_eq!(
            pick(&format!("de;q=0.1,{}", many.join(","))),
            Some(Lang::De)
        );
        // An entry cut by the cap is dropped, not read as the tag it was cut to.
        let pad = "x".repeat(MAX_ACCEPT_BYTES - 8);
        assert_eq!(pick(&format!("{pad},es,zh-Hant")), Some(Lang::Es));
    }

    proptest! {
        #[test]
        fn any_bytes_give_a_language_or_none(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
            let _ = accepted_language(&bytes);
        }

        #[test]
        fn header_like_text_gives_a_language_or_none(text in "[a-zA-Z;=,.0-9 *-]{0,400}") {
            let _ = accepted_language(text.as_bytes());
        }
    }
}
