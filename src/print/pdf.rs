//! A small PDF writer: pages of text in the two standard fonts, lines, dashed lines and
//! filled shapes, written as an uncompressed PDF 1.4 file with a cross-reference table.
//!
//! Pages are drawn with the origin at the top left and y growing down, as a layout
//! reads; the writer turns that into PDF's bottom-left origin. The output depends on
//! nothing but what was drawn (no dates, no random ids), so the same card gives the same
//! bytes.

use std::fmt::Write as _;

use super::font::{ARROW, ARROW_WIDTH, Font, encode};

/// An RGB colour, 0 to 255 per channel.
pub type Rgb = [u8; 3];

/// Black.
pub const BLACK: Rgb = [0, 0, 0];

/// How a shape's outline is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pen {
    /// Line width in points.
    pub width: f64,
    /// Colour.
    pub colour: Rgb,
    /// Dash pattern: lengths of dash and gap in points, repeating; empty for solid.
    pub dash: &'static [f64],
}

impl Pen {
    /// A solid pen.
    pub const fn solid(width: f64, colour: Rgb) -> Self {
        Self {
            width,
            colour,
            dash: &[],
        }
    }
}

/// One page being drawn.
#[derive(Debug, Clone)]
pub struct Page {
    /// Width in points.
    pub width: f64,
    /// Height in points.
    pub height: f64,
    ops: String,
}

/// A number as the content stream writes it: at most two decimals, no trailing zeros.
fn num(v: f64) -> String {
    let v = if v.is_finite() { v } else { 0.0 };
    let text = format!("{v:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

fn colour(c: Rgb) -> String {
    c.map(|v| num(f64::from(v) / 255.0)).join(" ")
}

/// A PDF string literal of `bytes`: parentheses and backslashes escaped, anything
/// outside printable ASCII as an octal escape, so the file stays plain text.
fn literal(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('(');
    for &b in bytes {
        match b {
            b'(' | b')' | b'\\' => {
                out.push('\\');
                out.push(char::from(b));
            }
            0x20..=0x7E => out.push(char::from(b)),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push(')');
    out
}

impl Page {
    /// An empty page of `width` × `height` points.
    pub fn new(width: f64, height: f64) -> Self {
        Self {
            width,
            height,
            // Round joins and caps: a chart line that turns sharply makes no spike.
            ops: "1 j 1 J\n".to_string(),
        }
    }

    /// PDF's y for a layout y.
    fn y(&self, y: f64) -> f64 {
        self.height - y
    }

    /// Text with its baseline's left end at `(x, y)`. An arrow `→` is drawn as a line
    /// with a head (see [`super::font`]).
    pub fn text(&mut self, x: f64, y: f64, font: Font, size: f64, fill: Rgb, text: &str) {
        let mut at = x;
        for (k, piece) in text.split(ARROW).enumerate() {
            if k > 0 {
                let room = f64::from(ARROW_WIDTH) * size / 1000.0;
                self.arrow(
                    at + room * 0.15,
                    at + room * 0.85,
                    y - size * 0.3,
                    size,
                    fill,
                );
                at += room;
            }
            if piece.is_empty() {
                continue;
            }
            let _ = writeln!(
                self.ops,
                "BT {} rg /{} {} Tf {} {} Td {} Tj ET",
                colour(fill),
                font.resource(),
                num(size),
                num(at),
                num(self.y(y)),
                literal(&encode(piece))
            );
            at += font.width(piece, size);
        }
    }

    /// A right-pointing arrow from `x0` to `x1` at height `y`, sized for text of `size`.
    fn arrow(&mut self, x0: f64, x1: f64, y: f64, size: f64, fill: Rgb) {
        let head = size * 0.28;
        self.line((x0, y), (x1 - head * 0.5, y), Pen::solid(size * 0.07, fill));
        self.polygon(
            &[
                (x1, y),
                (x1 - head, y - head * 0.6),
                (x1 - head, y + head * 0.6),
            ],
            Some(fill),
            None,
        );
    }

    /// Text centred on `x`.
    pub fn text_centred(&mut self, x: f64, y: f64, font: Font, size: f64, fill: Rgb, text: &str) {
        let w = font.width(text, size);
        self.text(x - w / 2.0, y, font, size, fill, text);
    }

    /// Text ending at `x`.
    pub fn text_right(&mut self, x: f64, y: f64, font: Font, size: f64, fill: Rgb, text: &str) {
        let w = font.width(text, size);
        self.text(x - w, y, font, size, fill, text);
    }

    fn pen(&mut self, pen: Pen) {
        let dash: Vec<String> = pen.dash.iter().map(|d| num(*d)).collect();
        let _ = write!(
            self.ops,
            "{} RG {} w [{}] 0 d ",
            colour(pen.colour),
            num(pen.width),
            dash.join(" ")
        );
    }

    /// A straight line.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), pen: Pen) {
        self.polyline(&[from, to], pen);
    }

    /// Connected line segments through `points`.
    pub fn polyline(&mut self, points: &[(f64, f64)], pen: Pen) {
        if points.len() < 2 {
            return;
        }
        self.pen(pen);
        self.path(points);
        self.ops.push_str("S\n");
    }

    fn path(&mut self, points: &[(f64, f64)]) {
        for (k, (x, y)) in points.iter().enumerate() {
            let op = if k == 0 { "m" } else { "l" };
            let _ = write!(self.ops, "{} {} {op} ", num(*x), num(self.y(*y)));
        }
    }

    /// A closed shape, filled and/or outlined.
    pub fn polygon(&mut self, points: &[(f64, f64)], fill: Option<Rgb>, outline: Option<Pen>) {
        if points.len() < 3 || (fill.is_none() && outline.is_none()) {
            return;
        }
        if let Some(f) = fill {
            let _ = write!(self.ops, "{} rg ", colour(f));
        }
        if let Some(p) = outline {
            self.pen(p);
        }
        self.path(points);
        let op = match (fill, outline) {
            (Some(_), Some(_)) => "b",
            (Some(_), None) => "f",
            _ => "s",
        };
        self.ops.push_str(op);
        self.ops.push('\n');
    }

    /// A rectangle with its top left at `(x, y)`.
    pub fn rect(
        &mut self,
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Rgb>,
        outline: Option<Pen>,
    ) {
        self.polygon(
            &[(x, y), (x + w, y), (x + w, y + h), (x, y + h)],
            fill,
            outline,
        );
    }
}

/// A finished document: its pages and its title.
#[derive(Debug, Clone)]
pub struct Document {
    /// The title viewers show.
    pub title: String,
    /// The pages, in order.
    pub pages: Vec<Page>,
}

/// Objects before the pages: the catalogue, the page tree and the two fonts.
const FIXED_OBJECTS: usize = 4;

impl Document {
    /// The PDF file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut objects: Vec<String> = Vec::new();
        let page_ids: Vec<usize> = (0..self.pages.len())
            .map(|k| FIXED_OBJECTS + 1 + 2 * k)
            .collect();
        objects.push("<< /Type /Catalog /Pages 2 0 R >>".into());
        let kids: Vec<String> = page_ids.iter().map(|id| format!("{id} 0 R")).collect();
        objects.push(format!(
            "<< /Type /Pages /Kids [{}] /Count {} >>",
            kids.join(" "),
            self.pages.len()
        ));
        for font in Font::ALL {
            objects.push(font_object(font));
        }
        for (page, id) in self.pages.iter().zip(&page_ids) {
            objects.push(format!(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {} {}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {} 0 R >>",
                num(page.width),
                num(page.height),
                id + 1
            ));
            objects.push(format!(
                "<< /Length {} >>\nstream\n{}endstream",
                page.ops.len(),
                page.ops
            ));
        }
        objects.push(format!(
            "<< /Title {} /Producer (Party Dice) >>",
            text_string(&self.title)
        ));
        write_file(&objects)
    }
}

/// A text string outside the page (the document's title): UTF-16BE with its byte-order
/// mark, in hex, so that any character survives.
fn text_string(text: &str) -> String {
    let mut out = String::from("<FEFF");
    for unit in text.encode_utf16() {
        let _ = write!(out, "{unit:04X}");
    }
    out.push('>');
    out
}

fn font_object(font: Font) -> String {
    let widths: Vec<String> = font.widths().iter().map(u16::to_string).collect();
    format!(
        "<< /Type /Font /Subtype /Type1 /BaseFont /{} /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 255 /Widths [{}] >>",
        font.base_name(),
        widths.join(" ")
    )
}

/// The file: header, numbered objects (the last is the info dictionary), the
/// cross-reference table and the trailer.
fn write_file(objects: &[String]) -> Vec<u8> {
    // The second line's bytes above 127 tell transfer tools the file is binary.
    let mut out: Vec<u8> = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets = Vec::with_capacity(objects.len());
    for (k, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", k + 1).as_bytes());
    }
    let xref = out.len();
    let mut table = format!("xref\n0 {}\n0000000000 65535 f\r\n", objects.len() + 1);
    for offset in offsets {
        let _ = write!(table, "{offset:010} 00000 n\r\n");
    }
    let _ = write!(
        table,
        "trailer\n<< /Size {} /Root 1 0 R /Info {} 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1,
        objects.len()
    );
    out.extend_from_slice(table.as_bytes());
    out
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Checks a PDF's structure as a reader walks it: the header, `startxref` pointing
    /// at the table, every table entry at its object, the trailer's size, every
    /// stream's `/Length`; returns the page count from the page tree.
    pub(crate) fn check_structure(pdf: &[u8]) -> usize {
        // One character per byte, so that positions in the text are offsets in the file
        // (everything past the header line is ASCII).
        let text: String = pdf
            .iter()
            .map(|&b| if b.is_ascii() { char::from(b) } else { '?' })
            .collect();
        assert!(pdf.starts_with(b"%PDF-1.4\n"));
        assert!(text.ends_with("%%EOF\n"));
        let start: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no startxref"));
        assert!(
            pdf[start..].starts_with(b"xref\n0 "),
            "startxref misses the table"
        );
        let table = &text[start..];
        let size: usize = table
            .lines()
            .nth(1)
            .and_then(|l| l.split(' ').nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no table size"));
        assert!(table.contains(&format!("/Size {size} ")));
        for (k, entry) in table.lines().skip(3).take(size - 1).enumerate() {
            let offset: usize = entry[..10].parse().unwrap_or_else(|e| panic!("{e}"));
            let head = format!("{} 0 obj\n", k + 1);
            assert!(
                pdf[offset..].starts_with(head.as_bytes()),
                "object {}",
                k + 1
            );
        }
        for part in text.split("<< /Length ").skip(1) {
            let (n, rest) = part
                .split_once(" >>\nstream\n")
                .unwrap_or_else(|| panic!("stream"));
            let n: usize = n.parse().unwrap_or_else(|e| panic!("{e}"));
            assert!(
                rest[n..].starts_with("endstream"),
                "a stream's /Length is wrong"
            );
        }
        let pages = text.matches("/Type /Page /Parent").count();
        assert!(text.contains(&format!("/Count {pages} >>")));
        pages
    }

    #[test]
    fn a_page_writes_a_well_formed_file() {
        let mut page = Page::new(595.28, 841.89);
        page.text(
            10.0,
            20.0,
            Font::Bold,
            12.0,
            BLACK,
            "Ann (circle) −3 → 61 %",
        );
        page.rect(
            10.0,
            30.0,
            50.0,
            20.0,
            Some([230, 159, 0]),
            Some(Pen::solid(1.0, BLACK)),
        );
        page.line(
            (0.0, 0.0),
            (10.0, 10.0),
            Pen {
                width: 0.5,
                colour: BLACK,
                dash: &[3.0, 2.0],
            },
        );
        let doc = Document {
            title: "Straight Golf (test)".into(),
            pages: vec![page.clone(), page],
        };
        let pdf = doc.to_bytes();
        assert_eq!(check_structure(&pdf), 2);
        assert_eq!(pdf, doc.to_bytes(), "the same drawing gives the same bytes");
        let text = String::from_utf8_lossy(&pdf);
        // Bottom-left origin: y 20 on a 841.89 page is 821.89.
        assert!(
            text.contains("/F2 12 Tf 10 821.89 Td (Ann \\(circle\\) \\226"),
            "{text}"
        );
        assert!(text.contains("[3 2] 0 d"));
        assert!(text.contains("/Title <FEFF0053007400720061"), "{text}");
        assert_eq!(text_string("—Zoë"), "<FEFF2014005A006F00EB>");
    }

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(
            [1.0, 0.5, 2.346, -0.001, 10.10].map(num),
            ["1", "0.5", "2.35", "0", "10.1"]
        );
        assert_eq!(num(f64::NAN), "0");
    }
}
