//! The two standard PDF fonts the paper uses, Helvetica and Helvetica-Bold, in the
//! WinAnsi encoding: turning text into the bytes a PDF string holds, and how wide it is.
//!
//! The standard fonts need no embedding, so a PDF stays small and every viewer and
//! printer has them. WinAnsi covers Latin-1 and a few more (dashes, quotes, the bullet,
//! the ellipsis); what it lacks is written honestly: the minus sign `−` as the en dash
//! (`–`, the figure width in Helvetica, so columns of numbers still line up), thin and
//! no-break spaces as spaces, the arrow `→` drawn as a line by the page (see
//! [`ARROW`]), and anything else, such as a name in another script, as `?`.
//!
//! The widths are Helvetica's and Helvetica-Bold's advance widths (1/1000 em) from
//! Adobe's Core 14 font metrics (read here from groff's `devps` descriptions), in
//! WinAnsi order from code 32; codes WinAnsi leaves undefined have width 0 and are
//! never written. The PDF carries them in each font's `/Widths`, so a viewer lays the
//! text out exactly as measured here.

/// The arrow, which the page draws as a line with a head rather than as a glyph.
pub const ARROW: char = '→';

/// A font of the paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    /// Helvetica: the body text.
    Regular,
    /// Helvetica-Bold: headings, names, totals.
    Bold,
}

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

    /// The standard font's PostScript name.
    pub fn base_name(self) -> &'static str {
        match self {
            Font::Regular => "Helvetica",
            Font::Bold => "Helvetica-Bold",
        }
    }

    /// Advance widths (1/1000 em) of WinAnsi codes 32 to 255.
    pub fn widths(self) -> &'static [u16; 224] {
        match self {
            Font::Regular => &HELVETICA,
            Font::Bold => &HELVETICA_BOLD,
        }
    }

    /// The width of `text` at `size` points, as the page writes it ([`encode`]).
    pub fn width(self, text: &str, size: f64) -> f64 {
        let units: u32 = text
            .chars()
            .map(|c| match c {
                ARROW => u32::from(ARROW_WIDTH),
                c => self.code_width(win_ansi(c)),
            })
            .sum();
        f64::from(units) * size / 1000.0
    }

    fn code_width(self, code: u8) -> u32 {
        code.checked_sub(32)
            .and_then(|i| self.widths().get(usize::from(i)))
            .map_or(0, |w| u32::from(*w))
    }
}

/// The room an arrow takes, in 1/1000 em: as wide as two digits.
pub const ARROW_WIDTH: u16 = 1000;

/// The WinAnsi byte for `c`: itself for printable ASCII and Latin-1, the code of the
/// characters WinAnsi adds, and the stand-ins the module comment lists.
pub fn win_ansi(c: char) -> u8 {
    match c {
        ' '..='~' => c as u8,
        '\u{A0}'..='\u{FF}' => c as u8,
        '−' => 0x96,
        '\u{2007}' | '\u{2009}' | '\u{202F}' | '\t' | '\n' => b' ',
        _ => EXTRA
            .iter()
            .find(|(ch, _)| *ch == c)
            .map_or(b'?', |(_, code)| *code),
    }
}

/// [`win_ansi`] of every character of `text`.
pub fn encode(text: &str) -> Vec<u8> {
    text.chars().map(win_ansi).collect()
}

/// The characters WinAnsi places at 0x80 to 0x9F, where Latin-1 has control codes.
const EXTRA: [(char, u8); 27] = [
    ('€', 0x80),
    ('‚', 0x82),
    ('ƒ', 0x83),
    ('„', 0x84),
    ('…', 0x85),
    ('†', 0x86),
    ('‡', 0x87),
    ('ˆ', 0x88),
    ('‰', 0x89),
    ('Š', 0x8A),
    ('‹', 0x8B),
    ('Œ', 0x8C),
    ('Ž', 0x8E),
    ('‘', 0x91),
    ('’', 0x92),
    ('“', 0x93),
    ('”', 0x94),
    ('•', 0x95),
    ('–', 0x96),
    ('—', 0x97),
    ('˜', 0x98),
    ('™', 0x99),
    ('š', 0x9A),
    ('›', 0x9B),
    ('œ', 0x9C),
    ('ž', 0x9E),
    ('Ÿ', 0x9F),
];

/// Helvetica.
const HELVETICA: [u16; 224] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222,
    333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556,
    260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 578, 537, 278, 333,
    333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667,
    278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667,
    611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556,
    556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];
/// Helvetica-Bold.
const HELVETICA_BOLD: [u16; 224] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
    611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
    278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278,
    500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556,
    280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333,
    333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667,
    278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667,
    611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611,
    611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_measured_in_helvetica() {
        // Every digit is 556 units wide in both fonts, so numbers line up.
        for font in Font::ALL {
            for d in '0'..='9' {
                assert_eq!(font.width(&d.to_string(), 1000.0), 556.0);
            }
            assert_eq!(font.width("–", 1000.0), 556.0, "the minus stand-in");
        }
        assert_eq!(Font::Regular.width("Ann", 1000.0), 667.0 + 556.0 + 556.0);
        assert!(Font::Bold.width("Ann", 10.0) > Font::Regular.width("Ann", 10.0));
        assert_eq!(
            Font::Regular.width("a → b", 1.0),
            Font::Regular.width("a  b", 1.0) + 1.0
        );
    }

    #[test]
    fn what_win_ansi_lacks_has_a_stand_in() {
        assert_eq!(
            encode("Zoë −3 – 2·2 • …"),
            b"Zo\xeb \x963 \x96 2\xb72 \x95 \x85".to_vec()
        );
        assert_eq!(encode("Łukasz 李"), b"?ukasz ?".to_vec());
        assert_eq!(encode("4\u{202F}212"), b"4 212".to_vec());
        // The extra characters sit where Windows-1252 puts them, and have widths.
        for (c, code) in EXTRA {
            assert_eq!(win_ansi(c), code);
            assert!(Font::Regular.code_width(code) > 0, "{c}");
        }
        for code in (32..=126).chain(0xA0..=0xFF) {
            assert!(Font::Bold.code_width(code) > 0, "{code:#x}");
        }
    }
}
