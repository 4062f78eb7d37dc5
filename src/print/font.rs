//! The paper's two fonts, Liberation Sans and Liberation Sans Bold, built into the
//! program and embedded in every PDF it writes, so a card prints the same on every
//! computer and printer.
//!
//! Liberation Sans (SIL Open Font License 1.1, `assets/fonts/`) has Helvetica's widths,
//! so the cards keep the measures they were drawn to; and it has what a card writes
//! beyond Latin-1: the minus sign `−`, the arrow `→`, thin and no-break spaces, Greek,
//! Cyrillic and Hebrew names. A character the font lacks prints as `?` (a name in
//! Chinese, say), and is measured as one.
//!
//! Text is measured here by the fonts' own advance widths (no kerning), in 1/1000 em;
//! the PDF carries the same widths, so a viewer lays text out exactly as measured.

use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId};

/// A font of the paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Font {
    /// Liberation Sans: the body text.
    Regular,
    /// Liberation Sans Bold: headings, names, totals.
    Bold,
}

/// The font files, as the program carries them.
const REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/LiberationSans-Regular.ttf");
const BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/LiberationSans-Bold.ttf");

/// What stands for a character the font has no glyph for.
pub const MISSING: char = '?';

impl Font {
    /// Both fonts, in the order the PDF names them (`/F1`, `/F2`).
    pub const ALL: [Font; 2] = [Font::Regular, Font::Bold];

    /// The font's resource name in a page (`F1`, `F2`).
    pub fn resource(self) -> &'static str {
        match self {
            Font::Regular => "F1",
            Font::Bold => "F2",
        }
    }

    /// The font's PostScript name.
    pub fn postscript_name(self) -> &'static str {
        match self {
            Font::Regular => "LiberationSans",
            Font::Bold => "LiberationSans-Bold",
        }
    }

    /// The TrueType file.
    pub fn data(self) -> &'static [u8] {
        match self {
            Font::Regular => REGULAR_TTF,
            Font::Bold => BOLD_TTF,
        }
    }

    /// The parsed font, read once. `None` only if the built-in file were damaged, which
    /// the tests rule out; then text measures as half an em a character and the PDF is
    /// refused ([`super::PrintError::Font`]).
    pub fn face(self) -> Option<&'static Face<'static>> {
        static FACES: [OnceLock<Option<Face<'static>>>; 2] = [OnceLock::new(), OnceLock::new()];
        FACES[self as usize]
            .get_or_init(|| Face::parse(self.data(), 0).ok())
            .as_ref()
    }

    /// The character the page prints for `c`: itself; a space for tabs and line breaks
    /// (the no-break, figure and thin spaces keep their own); [`MISSING`] for a
    /// character the font lacks. A PDF's copied text reads the same.
    pub fn printed_as(self, c: char) -> char {
        let c =
            if c.is_whitespace() && !matches!(c, '\u{A0}' | '\u{2007}'..='\u{200A}' | '\u{202F}') {
                ' '
            } else {
                c
            };
        match self.face() {
            Some(face) if face.glyph_index(c).is_none() => MISSING,
            _ => c,
        }
    }

    /// The glyph that prints `c` ([`Font::printed_as`]); 0, the empty box, only if the
    /// font lacked even [`MISSING`].
    pub fn glyph(self, c: char) -> u16 {
        let Some(face) = self.face() else { return 0 };
        face.glyph_index(self.printed_as(c)).map_or(0, |g| g.0)
    }

    /// A glyph's advance width in 1/1000 em.
    pub fn advance(self, glyph: u16) -> f64 {
        let Some(face) = self.face() else {
            return 500.0;
        };
        let units = face.glyph_hor_advance(GlyphId(glyph)).unwrap_or(0);
        f64::from(units) * 1000.0 / f64::from(face.units_per_em())
    }

    /// The width of `text` at `size` points, as the page writes it.
    pub fn width(self, text: &str, size: f64) -> f64 {
        let units: f64 = text.chars().map(|c| self.advance(self.glyph(c))).sum();
        units * size / 1000.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_fonts_are_whole_and_have_helveticas_widths() {
        for font in Font::ALL {
            let face = font
                .face()
                .unwrap_or_else(|| panic!("{font:?} does not parse"));
            assert_eq!(face.units_per_em(), 2048);
            // Every digit is 556/1000 em in both, as in Helvetica, so numbers line up;
            // the figure space is as wide as a digit.
            for d in '0'..='9' {
                assert!((font.width(&d.to_string(), 1000.0) - 556.0).abs() < 0.5);
            }
            let minus = font.width("−", 1000.0);
            assert!(
                (minus - 584.0).abs() < 0.5,
                "Helvetica's minus is 584, not {minus}"
            );
            let figure = font.width("\u{2007}", 1000.0);
            assert!((figure - 556.0).abs() < 0.5, "the figure space: {figure}");
        }
        // Helvetica's A, n, n: 667 + 556 + 556.
        assert!((Font::Regular.width("Ann", 1000.0) - 1779.0).abs() < 1.5);
        assert!(Font::Bold.width("Ann", 10.0) > Font::Regular.width("Ann", 10.0));
    }

    #[test]
    fn a_card_s_characters_have_glyphs_and_the_rest_print_as_a_question_mark() {
        for font in Font::ALL {
            let missing = font.glyph(MISSING);
            assert_ne!(missing, 0);
            for c in "Zoë Łukasz Øyvind Αλέξης Юлия שרה −3 → 61 % · • … – — ‘’ “” €".chars()
            {
                assert_ne!(font.glyph(c), 0, "{c}");
                assert_eq!(font.printed_as(c), c, "{c}");
                if c != MISSING {
                    assert_ne!(font.glyph(c), missing, "{c:?} has its own glyph");
                }
            }
            assert_eq!(font.glyph('李'), missing);
            assert_eq!(font.printed_as('李'), MISSING);
            assert_eq!(font.width("李", 10.0), font.width("?", 10.0));
            assert_eq!(font.glyph('\t'), font.glyph(' '));
            assert_eq!(font.printed_as('\n'), ' ');
            // The no-break and thin spaces keep their own widths.
            assert!(font.width("\u{2009}", 10.0) < font.width(" ", 10.0));
        }
    }
}
