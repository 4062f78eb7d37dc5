//! The paper's two fonts, Liberation Sans and Liberation Sans Bold, built into the
//! program and embedded in every PDF it writes, so a card prints the same on every
//! computer and printer; and, for the characters they lack, the system's fonts
//! ([`super::system`]).
//!
//! Liberation Sans (SIL Open Font License 1.1, `assets/fonts/`) has Helvetica's widths,
//! so the cards keep the measures they were drawn to; and it has what a card writes
//! beyond Latin-1: the minus sign `−`, the arrow `→`, thin and no-break spaces, Greek
//! (polytonic too), Cyrillic and Hebrew names. A character it lacks (a name in Chinese,
//! say) comes from a system face that has it; one no font has prints as `?`, and is
//! measured as one.
//!
//! Text is measured here by the fonts' own advance widths (no kerning, no shaping), in
//! 1/1000 em; the PDF carries the same widths, so a viewer lays text out exactly as
//! measured.

use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId};

/// A font of the paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Font {
    /// Liberation Sans: the body text.
    Regular,
    /// Liberation Sans Bold: headings, names, totals.
    Bold,
}

/// The font files, as the program carries them.
const REGULAR_TTF: &[u8] = include_bytes!("../../../../assets/fonts/LiberationSans-Regular.ttf");
const BOLD_TTF: &[u8] = include_bytes!("../../../../assets/fonts/LiberationSans-Bold.ttf");

/// What stands for a character the font has no glyph for.
pub(crate) const MISSING: char = '?';

impl Font {
    /// Both fonts, in the order the PDF names them (`/F1`, `/F2`).
    pub const ALL: [Font; 2] = [Font::Regular, Font::Bold];

    /// The font's PostScript name.
    pub(crate) fn postscript_name(self) -> &'static str {
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

    #[cfg(test)]
    /// The character the page prints for `c` in this font's own face: itself; a space
    /// for tabs and line breaks (the no-break, figure and thin spaces keep their own);
    /// [`MISSING`] for a character the face lacks.
    pub(crate) fn own_printed_as(self, c: char) -> char {
        let c = spaced(c);
        match self.face() {
            Some(face) if face.glyph_index(c).is_none() => MISSING,
            _ => c,
        }
    }

    /// How `c` prints in this font: from its own face where it has the character, else
    /// from a system face that has it (in the nearest weight), else as [`MISSING`]. A
    /// PDF's copied text reads [`Glyph::printed`].
    pub fn glyph(self, c: char) -> Glyph {
        let c = spaced(c);
        let own = |c: char| {
            let id = self
                .face()
                .and_then(|face| face.glyph_index(c))
                .map_or(0, |g| g.0);
            Glyph {
                source: Source::Own(self),
                id,
                advance: self.advance(id),
                printed: c,
            }
        };
        match self.face() {
            Some(face) if face.glyph_index(c).is_some() => own(c),
            Some(_) => match super::system::glyph(self == Font::Bold, c) {
                Some(lent) => Glyph {
                    source: Source::System(lent.face),
                    id: lent.id,
                    advance: lent.advance,
                    printed: c,
                },
                None => own(MISSING),
            },
            None => own(c),
        }
    }

    /// A glyph of this font's own face: its advance width in 1/1000 em.
    pub(crate) fn advance(self, glyph: u16) -> f64 {
        let Some(face) = self.face() else {
            return 500.0;
        };
        let units = face.glyph_hor_advance(GlyphId(glyph)).unwrap_or(0);
        f64::from(units) * 1000.0 / f64::from(face.units_per_em())
    }

    /// The width of `text` at `size` points, as the page writes it.
    pub fn width(self, text: &str, size: f64) -> f64 {
        let units: f64 = text.chars().map(|c| self.glyph(c).advance).sum();
        units * size / 1000.0
    }
}

/// A tab or line break as the space it prints as; other characters (the no-break,
/// figure and thin spaces too) as themselves.
fn spaced(c: char) -> char {
    if c.is_whitespace() && !matches!(c, '\u{A0}' | '\u{2007}'..='\u{200A}' | '\u{202F}') {
        ' '
    } else {
        c
    }
}

/// Where a printed character's glyph comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Source {
    /// One of the paper's own two fonts.
    Own(Font),
    /// A system face, by its number ([`super::system`]).
    System(usize),
}

/// A character as the page prints it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    /// The face it is drawn from.
    pub source: Source,
    /// The glyph in that face (0, the empty box, only if a damaged built-in font
    /// lacked even [`MISSING`]).
    pub id: u16,
    /// Its advance width in 1/1000 em.
    pub advance: f64,
    /// The character it reads as: the one written, a space, or [`MISSING`].
    pub printed: char,
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
            assert_eq!(missing.source, Source::Own(font));
            assert_ne!(missing.id, 0);
            let card = "Zoë Łukasz Øyvind Αλέξης Ἀλέξανδρος Юлия שרה −3 → 61 % · • … – — ‘’ “” €";
            for c in card.chars() {
                let g = font.glyph(c);
                assert_eq!(
                    g.source,
                    Source::Own(font),
                    "{c} is in the paper's own font"
                );
                assert_ne!(g.id, 0, "{c}");
                assert_eq!(g.printed, c, "{c}");
                if c != MISSING {
                    assert_ne!(g.id, missing.id, "{c:?} has its own glyph");
                }
            }
            // No font has U+0378 (not a character): it prints, and measures, as `?`.
            assert_eq!(font.glyph('\u{378}'), missing);
            assert_eq!(font.width("\u{378}", 10.0), font.width("?", 10.0));
            assert_eq!(font.own_printed_as('李'), MISSING);
            assert_eq!(font.glyph('\t'), font.glyph(' '));
            assert_eq!(font.glyph('\n').printed, ' ');
            // The no-break and thin spaces keep their own widths.
            assert!(font.width("\u{2009}", 10.0) < font.width(" ", 10.0));
        }
    }

    #[test]
    fn a_character_the_paper_lacks_comes_from_a_system_font() {
        for font in Font::ALL {
            let g = font.glyph('李');
            match g.source {
                Source::System(_) => {
                    assert_eq!(g.printed, '李');
                    assert!(g.advance > 500.0, "{font:?}: {}", g.advance);
                    assert!((font.width("李雷", 10.0) - 2.0 * g.advance / 100.0).abs() < 1.0);
                }
                Source::Own(_) => {
                    eprintln!("no system font has 李 here (Debian: fonts-noto-cjk): skipped");
                    assert_eq!(g, font.glyph(MISSING));
                }
            }
        }
    }
}
