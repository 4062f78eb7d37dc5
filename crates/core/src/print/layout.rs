//! Laying text and marks out on a page: millimetres, paper sizes, line wrapping with a
//! hanging indent for bullets and numbered steps, and a seat's mark drawn so that it
//! reads in black and white too (its shape, filled with its colour, outlined in black).

use super::font::Font;
use super::pdf::{BLACK, Page, Pen, Rgb};
use crate::present::paper_footer;
use crate::seat_look::seat_mark;

/// Points in a millimetre.
pub(crate) const MM: f64 = 72.0 / 25.4;

/// Grey for secondary text and thin rules: dark enough to photocopy.
pub(crate) const GREY: Rgb = [90, 90, 90];

/// Light grey for shading.
pub(crate) const PALE: Rgb = [225, 225, 225];

/// The paper a page is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Every paper size, by its command-line name.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// The name `--paper` takes: `a4`, `letter`.
    pub fn cli_name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// Width and height in points, upright.
    pub(crate) fn portrait(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0 * MM, 297.0 * MM),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// Width and height in points, on its side.
    pub(crate) fn landscape(self) -> (f64, f64) {
        let (w, h) = self.portrait();
        (h, w)
    }
}

impl std::str::FromStr for Paper {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        Paper::ALL
            .into_iter()
            .find(|p| p.cli_name().eq_ignore_ascii_case(text))
            .ok_or_else(|| crate::t!("print-paper-unknown", text = text))
    }
}

/// A wrapped line: its text and how far it stands in from the left.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The words on the line.
    pub text: String,
    /// The indent, in points.
    pub indent: f64,
}

/// Where a paragraph's continuation lines start: after a leading "• " or "1. ".
fn hanging(paragraph: &str, font: Font, size: f64) -> f64 {
    let prefix = if paragraph.starts_with("• ") {
        "• "
    } else {
        let digits = paragraph.chars().take_while(char::is_ascii_digit).count();
        match paragraph.get(digits..digits + 2) {
            Some(". ") if digits > 0 => &paragraph[..digits + 2],
            _ => "",
        }
    };
    font.width(prefix, size)
}

/// `text` broken into lines no wider than `width`: paragraphs at each newline, words
/// kept whole unless one alone is too wide (then it is cut where it must be).
pub fn wrap(text: &str, font: Font, size: f64, width: f64) -> Vec<Line> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let hang = hanging(paragraph, font, size);
        let mut current = String::new();
        let mut indent = 0.0;
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let candidate = if current.is_empty() {
                word.to_string()
            } else {
                format!("{current} {word}")
            };
            if font.width(&candidate, size) <= width - indent || current.is_empty() {
                current = candidate;
            } else {
                lines.push(Line {
                    text: std::mem::take(&mut current),
                    indent,
                });
                indent = hang;
                current = word.to_string();
            }
            while font.width(&current, size) > width - indent && current.chars().count() > 1 {
                let (head, tail) = cut(&current, font, size, width - indent);
                lines.push(Line { text: head, indent });
                indent = hang;
                current = tail;
            }
        }
        lines.push(Line {
            text: current,
            indent,
        });
    }
    lines
}

/// The longest head of `word` that fits `room` (at least one character), and the rest.
fn cut(word: &str, font: Font, size: f64, room: f64) -> (String, String) {
    let chars: Vec<char> = word.chars().collect();
    let mut take = 1;
    while take < chars.len() && font.width(&chars[..=take].iter().collect::<String>(), size) <= room
    {
        take += 1;
    }
    (
        chars[..take].iter().collect(),
        chars[take..].iter().collect(),
    )
}

/// `text` shortened with "…" to fit `width` (unchanged when it fits).
pub fn fit(text: &str, font: Font, size: f64, width: f64) -> String {
    if font.width(text, size) <= width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let shown: String = chars.iter().collect::<String>() + "…";
        if font.width(&shown, size) <= width {
            return shown;
        }
    }
    String::new()
}

/// Seat `seat`'s mark centred on `(x, y)`, `r` points the radius of its circle: the
/// shape filled with the seat's colour and outlined in black.
pub(crate) fn draw_mark(page: &mut Page, seat: usize, x: f64, y: f64, r: f64) {
    let mark = seat_mark(seat);
    // The outline's y points up; the page's down.
    let points: Vec<(f64, f64)> = mark
        .shape
        .outline()
        .iter()
        .map(|[px, py]| (x + f64::from(*px) * r, y - f64::from(*py) * r))
        .collect();
    page.polygon(&points, Some(mark.colour), Some(Pen::solid(0.7, BLACK)));
}

/// Wrapped `lines` drawn from the first baseline `y` down, `leading` points apart, each
/// at `x` plus its indent, in `font` at `size` and `colour`: the paragraph under a chart
/// or a card.
pub(crate) fn paragraph(
    page: &mut Page,
    lines: &[Line],
    (x, y): (f64, f64),
    (font, size, colour): (Font, f64, Rgb),
    leading: f64,
) {
    for (k, line) in lines.iter().enumerate() {
        let baseline = y + leading * k as f64;
        page.text(x + line.indent, baseline, font, size, colour, &line.text);
    }
}

/// The line under a page, in the bottom margin `margin` points high.
pub fn footer(page: &mut Page, margin: f64) {
    let y = page.height - margin + 8.0;
    page.text(margin, y, Font::Regular, 8.0, GREY, &paper_footer());
}

/// A colour mixed towards white: `share` of the colour (0 to 1) left, for a light tint
/// that text stays readable on.
pub fn tint(colour: Rgb, share: f64) -> Rgb {
    colour.map(|c| {
        (255.0 - (255.0 - f64::from(c)) * share)
            .round()
            .clamp(0.0, 255.0) as u8
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "Roll all three dice and count the dice showing your slam number:\n• none: your turn ends, score unchanged;\n• one — Single Slam: +1, roll again;";
        let lines = wrap(text, Font::Regular, 10.0, 120.0);
        for l in &lines {
            assert!(
                Font::Regular.width(&l.text, 10.0) + l.indent <= 120.0 + 1e-9,
                "{l:?}"
            );
        }
        let words = |t: &str| t.split_whitespace().map(String::from).collect::<Vec<_>>();
        let joined: Vec<String> = lines.iter().flat_map(|l| words(&l.text)).collect();
        assert_eq!(joined, words(text));
        // A bullet's second line hangs under its first word.
        let bullet = lines
            .iter()
            .position(|l| l.text.starts_with("• one"))
            .unwrap_or_else(|| panic!("{lines:?}"));
        assert_eq!(lines[bullet].indent, 0.0);
        assert_eq!(lines[bullet + 1].indent, Font::Regular.width("• ", 10.0));
    }

    #[test]
    fn a_word_too_long_for_the_line_is_cut() {
        let lines = wrap(
            "Wolfeschlegelsteinhausenbergerdorff",
            Font::Bold,
            12.0,
            60.0,
        );
        assert!(lines.len() > 2);
        assert!(
            lines
                .iter()
                .all(|l| Font::Bold.width(&l.text, 12.0) <= 60.0)
        );
        assert_eq!(
            lines.iter().map(|l| l.text.as_str()).collect::<String>(),
            "Wolfeschlegelsteinhausenbergerdorff"
        );
    }

    #[test]
    fn a_sentence_without_spaces_wraps_between_its_characters() {
        // Chinese writes no spaces: its lines break between characters (from a system
        // font where one has them, else as question marks of the same count).
        let text = "掷三颗骰子，数一数显示你的数字的骰子。没有：你的回合结束，分数不变。";
        let lines = wrap(text, Font::Regular, 10.0, 60.0);
        assert!(lines.len() > 1, "{lines:?}");
        for l in &lines {
            assert!(Font::Regular.width(&l.text, 10.0) <= 60.0 + 1e-9, "{l:?}");
        }
        assert_eq!(
            lines.iter().map(|l| l.text.as_str()).collect::<String>(),
            text
        );
    }

    #[test]
    fn names_are_shortened_to_fit_and_paper_is_named() {
        assert_eq!(fit("Ann", Font::Regular, 10.0, 100.0), "Ann");
        let short = fit("Bartholomew Fitzgerald-Smythe", Font::Regular, 10.0, 60.0);
        assert!(
            short.ends_with('…') && Font::Regular.width(&short, 10.0) <= 60.0,
            "{short}"
        );
        assert_eq!("Letter".parse(), Ok(Paper::Letter));
        assert!("a5".parse::<Paper>().is_err());
        let (w, h) = Paper::A4.portrait();
        assert!((w - 595.28).abs() < 0.01 && (h - 841.89).abs() < 0.01);
        assert_eq!(tint([0, 114, 178], 0.0), [255, 255, 255]);
    }
}
