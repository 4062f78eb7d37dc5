//! The pseudo-locale: every letter of English's messages accented and the text made
//! 40 % longer, so that a layout check sees both a string that does not fit and a glyph
//! the fonts lack, without a translation. The arguments (names, numbers) are left alone.

use std::borrow::Cow;

/// An accented look-alike of an ASCII letter.
fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'g' => 'ĝ',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        's' => 'š',
        'u' => 'û',
        'y' => 'ý',
        'z' => 'ž',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'S' => 'Š',
        'U' => 'Û',
        _ => c,
    }
}

/// A piece of a message's text, accented, with every vowel of two in five doubled
/// and padding, so that it is about 40 % longer.
pub fn transform(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    let mut out = String::with_capacity(text.len() * 2);
    let mut grown = 0;
    let wanted = (text.chars().count() * 2).div_ceil(5);
    for c in text.chars() {
        out.push(accent(c));
        if grown < wanted && "aeiouAEIOU".contains(c) {
            out.push(accent(c));
            grown += 1;
        }
    }
    // Short words have few vowels: what is still missing goes on the end.
    if grown < wanted && letters > 0 {
        out.extend(std::iter::repeat_n('~', wanted - grown));
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudo_text_is_accented_and_forty_percent_longer() {
        let source = "Roll the dice and keep what you like";
        let out = transform(source);
        assert!(out.chars().count() >= source.chars().count() * 7 / 5);
        assert!(out.contains('é'));
        assert_eq!(transform(" · "), " · ");
        assert!(transform("OK").chars().count() >= 3);
    }
}
