//! The PDF: pages of text in the two embedded fonts, lines, dashed lines and filled
//! shapes, written with [`pdf_writer`] (typst's low-level PDF writer: typed dictionaries,
//! string escaping, the cross-reference table) as PDF 1.7 with compressed streams.
//!
//! Each font goes in as a subset of the glyphs the document uses (typst's
//! [`subsetter`]), a CID-keyed TrueType font with its widths and a `ToUnicode` map, so
//! the file is small, prints the same everywhere, and its text can be searched, copied
//! and read aloud.
//!
//! Pages are drawn with the origin at the top left and y growing down, as a layout
//! reads; the writer turns that into PDF's bottom-left origin. The output depends on
//! nothing but what was drawn (no dates, no random ids: even the subset's name tag comes
//! from the glyphs in it), so the same card gives the same bytes.

use std::collections::BTreeMap;

use pdf_writer::types::{
    CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo, UnicodeCmap,
};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use subsetter::GlyphRemapper;

use super::PrintError;
use super::font::Font;

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
    ops: Vec<Op>,
}

/// What a page draws, in PDF's coordinates (points, origin bottom left). Text keeps its
/// characters: which glyph ids they become is known only once the whole document's
/// glyphs are counted for the subsets.
#[derive(Debug, Clone)]
enum Op {
    Text {
        at: (f32, f32),
        font: Font,
        size: f32,
        fill: Rgb,
        text: String,
    },
    Path {
        points: Vec<(f32, f32)>,
        closed: bool,
        fill: Option<Rgb>,
        outline: Option<Pen>,
    },
}

impl Page {
    /// An empty page of `width` × `height` points.
    pub fn new(width: f64, height: f64) -> Self {
        Self {
            width,
            height,
            ops: Vec::new(),
        }
    }

    /// A layout point in PDF's coordinates.
    fn at(&self, (x, y): (f64, f64)) -> (f32, f32) {
        (finite(x), finite(self.height - y))
    }

    /// Text with its baseline's left end at `(x, y)`.
    pub fn text(&mut self, x: f64, y: f64, font: Font, size: f64, fill: Rgb, text: &str) {
        if text.is_empty() {
            return;
        }
        self.ops.push(Op::Text {
            at: self.at((x, y)),
            font,
            size: finite(size),
            fill,
            text: text.to_string(),
        });
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

    /// A straight line.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), pen: Pen) {
        self.polyline(&[from, to], pen);
    }

    /// Connected line segments through `points`.
    pub fn polyline(&mut self, points: &[(f64, f64)], pen: Pen) {
        if points.len() < 2 {
            return;
        }
        self.ops.push(Op::Path {
            points: points.iter().map(|p| self.at(*p)).collect(),
            closed: false,
            fill: None,
            outline: Some(pen),
        });
    }

    /// A closed shape, filled and/or outlined.
    pub fn polygon(&mut self, points: &[(f64, f64)], fill: Option<Rgb>, outline: Option<Pen>) {
        if points.len() < 3 || (fill.is_none() && outline.is_none()) {
            return;
        }
        self.ops.push(Op::Path {
            points: points.iter().map(|p| self.at(*p)).collect(),
            closed: true,
            fill,
            outline,
        });
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

    /// The page's content stream, its text in `glyphs`' subset ids.
    fn content(&self, glyphs: &Glyphs) -> Vec<u8> {
        let mut c = Content::new();
        // Round joins and caps: a chart line that turns sharply makes no spike.
        c.set_line_join(LineJoinStyle::RoundJoin);
        c.set_line_cap(LineCapStyle::RoundCap);
        for op in &self.ops {
            match op {
                Op::Text {
                    at,
                    font,
                    size,
                    fill,
                    text,
                } => {
                    let [r, g, b] = unit(*fill);
                    c.set_fill_rgb(r, g, b);
                    c.begin_text();
                    c.set_font(Name(font.resource().as_bytes()), *size);
                    c.next_line(at.0, at.1);
                    c.show(Str(&glyphs.encode(*font, text)));
                    c.end_text();
                }
                Op::Path {
                    points,
                    closed,
                    fill,
                    outline,
                } => {
                    if let Some(f) = fill {
                        let [r, g, b] = unit(*f);
                        c.set_fill_rgb(r, g, b);
                    }
                    if let Some(pen) = outline {
                        let [r, g, b] = unit(pen.colour);
                        c.set_stroke_rgb(r, g, b);
                        c.set_line_width(finite(pen.width));
                        c.set_dash_pattern(pen.dash.iter().map(|d| finite(*d)), 0.0);
                    }
                    for (k, (x, y)) in points.iter().enumerate() {
                        if k == 0 {
                            c.move_to(*x, *y);
                        } else {
                            c.line_to(*x, *y);
                        }
                    }
                    match (closed, fill.is_some(), outline.is_some()) {
                        (true, true, true) => c.close_fill_nonzero_and_stroke(),
                        (true, true, false) => c.fill_nonzero(),
                        (true, false, _) => c.close_and_stroke(),
                        (false, ..) => c.stroke(),
                    };
                }
            }
        }
        c.finish().to_vec()
    }
}

/// A length or coordinate as the file writes it: to a hundredth of a point (finer than
/// any printer), never NaN or infinite.
fn finite(v: f64) -> f32 {
    if v.is_finite() {
        ((v * 100.0).round() / 100.0) as f32
    } else {
        0.0
    }
}

/// A colour's channels from 0 to 1.
fn unit(c: Rgb) -> [f32; 3] {
    c.map(|v| f32::from(v) / 255.0)
}

/// The glyphs a document uses, per font: the font's glyph id to the subset's (in order
/// of first use; `.notdef` is 0), and the character each subset glyph stands for.
struct Glyphs {
    fonts: BTreeMap<Font, (GlyphRemapper, BTreeMap<u16, char>)>,
}

impl Glyphs {
    fn of(pages: &[Page]) -> Self {
        let mut fonts: BTreeMap<Font, (GlyphRemapper, BTreeMap<u16, char>)> = Font::ALL
            .into_iter()
            .map(|f| (f, (GlyphRemapper::new(), BTreeMap::new())))
            .collect();
        for op in pages.iter().flat_map(|p| &p.ops) {
            if let Op::Text { font, text, .. } = op
                && let Some((remapper, chars)) = fonts.get_mut(font)
            {
                for c in text.chars() {
                    let new = remapper.remap(font.glyph(c));
                    chars.entry(new).or_insert_with(|| font.printed_as(c));
                }
            }
        }
        Self { fonts }
    }

    /// `text` as the page shows it: two bytes per character, the subset's glyph id.
    fn encode(&self, font: Font, text: &str) -> Vec<u8> {
        let Some((remapper, _)) = self.fonts.get(&font) else {
            return Vec::new();
        };
        text.chars()
            .flat_map(|c| remapper.get(font.glyph(c)).unwrap_or(0).to_be_bytes())
            .collect()
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

/// Deflated, as every stream of the file is.
fn deflate(bytes: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(bytes, 6)
}

/// The six capital letters a subset's name starts with (`ABCDEF+LiberationSans`), from
/// the glyphs in it (FNV-1a), so that different subsets get different names and the same
/// one the same name.
fn subset_tag(remapper: &GlyphRemapper) -> String {
    let hash = crate::files::stable_hash(remapper.remapped_gids().flat_map(u16::to_be_bytes));
    (0..6)
        .map(|k| char::from(b'A' + ((hash >> (k * 8)) % 26) as u8))
        .collect()
}

impl Document {
    /// The PDF file's bytes. Fails only if a built-in font could not be read or
    /// subset, which the tests rule out.
    pub fn to_bytes(&self) -> Result<Vec<u8>, PrintError> {
        let glyphs = Glyphs::of(&self.pages);
        let mut pdf = Pdf::new();
        let mut next = Ref::new(1);
        let catalog = next.bump();
        let tree = next.bump();
        let info = next.bump();
        let font_refs: Vec<(Font, Ref)> = Font::ALL.into_iter().map(|f| (f, next.bump())).collect();
        let pages: Vec<(Ref, Ref)> = self
            .pages
            .iter()
            .map(|_| (next.bump(), next.bump()))
            .collect();

        pdf.catalog(catalog).pages(tree);
        pdf.pages(tree)
            .kids(pages.iter().map(|(page, _)| *page))
            .count(i32::try_from(pages.len()).unwrap_or(i32::MAX));
        for (page, (id, content)) in self.pages.iter().zip(&pages) {
            let mut p = pdf.page(*id);
            p.media_box(Rect::new(0.0, 0.0, finite(page.width), finite(page.height)));
            p.parent(tree);
            p.contents(*content);
            let mut resources = p.resources();
            let mut fonts = resources.fonts();
            for (font, font_ref) in &font_refs {
                fonts.pair(Name(font.resource().as_bytes()), *font_ref);
            }
            fonts.finish();
            resources.finish();
            p.finish();
            pdf.stream(*content, &deflate(&page.content(&glyphs)))
                .filter(Filter::FlateDecode);
        }
        for (font, type0) in font_refs {
            write_font(&mut pdf, &mut next, font, type0, &glyphs)?;
        }
        pdf.document_info(info)
            .title(TextStr(&self.title))
            .producer(TextStr("Party Dice"));
        Ok(pdf.finish())
    }
}

/// One font: the Type 0 font the pages name, its CID font with the widths, the
/// descriptor, the subset's file and the map back to Unicode.
fn write_font(
    pdf: &mut Pdf,
    next: &mut Ref,
    font: Font,
    type0: Ref,
    glyphs: &Glyphs,
) -> Result<(), PrintError> {
    let (cid, descriptor, file, cmap) = (next.bump(), next.bump(), next.bump(), next.bump());
    let broken = |why: String| PrintError::Font {
        font: font.postscript_name(),
        why,
    };
    let face = font
        .face()
        .ok_or_else(|| broken("it does not parse".into()))?;
    let (remapper, chars) = glyphs
        .fonts
        .get(&font)
        .ok_or_else(|| broken("no glyph list".into()))?;
    let subset = subsetter::subset(font.data(), 0, remapper).map_err(|e| broken(e.to_string()))?;
    let name = format!("{}+{}", subset_tag(remapper), font.postscript_name());
    let system = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };
    pdf.type0_font(type0)
        .base_font(Name(name.as_bytes()))
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(cmap);

    let mut cid_font = pdf.cid_font(cid);
    cid_font
        .subtype(CidFontType::Type2)
        .base_font(Name(name.as_bytes()))
        .system_info(system)
        .font_descriptor(descriptor)
        .default_width(0.0)
        .cid_to_gid_map_predefined(Name(b"Identity"));
    let widths: Vec<f32> = remapper
        .remapped_gids()
        .map(|g| font.advance(g) as f32)
        .collect();
    cid_font.widths().consecutive(0, widths);
    cid_font.finish();

    write_descriptor(pdf, descriptor, face, &name, file);
    pdf.stream(file, &deflate(&subset))
        .filter(Filter::FlateDecode)
        .pair(
            Name(b"Length1"),
            i32::try_from(subset.len()).unwrap_or(i32::MAX),
        );

    let mut unicode = UnicodeCmap::new(Name(b"Custom"), system);
    for (gid, c) in chars {
        unicode.pair(*gid, *c);
    }
    pdf.cmap(cmap, &deflate(&unicode.finish()))
        .filter(Filter::FlateDecode);
    Ok(())
}

/// The font's descriptor: its metrics in PDF units (thousandths of an em) and its file.
fn write_descriptor(pdf: &mut Pdf, at: Ref, face: &ttf_parser::Face, name: &str, file: Ref) {
    let em = f32::from(face.units_per_em());
    let scale = |v: i16| f32::from(v) * 1000.0 / em;
    let b = face.global_bounding_box();
    let weight = f32::from(face.weight().to_number());
    pdf.font_descriptor(at)
        .name(Name(name.as_bytes()))
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(Rect::new(
            scale(b.x_min),
            scale(b.y_min),
            scale(b.x_max),
            scale(b.y_max),
        ))
        .italic_angle(0.0)
        .ascent(scale(face.ascender()))
        .descent(scale(face.descender()))
        .cap_height(scale(face.capital_height().unwrap_or(face.ascender())))
        // The usual estimate from the weight class; the file has no stem width.
        .stem_v(10.0 + 0.244 * (weight - 50.0))
        .font_file2(file);
}

#[cfg(test)]
mod tests {
    use super::super::reader::{check_structure, embedded_fonts, objects, readable, text_of};
    use super::*;

    fn sample() -> Document {
        let mut page = Page::new(595.28, 841.89);
        page.text(
            10.0,
            20.0,
            Font::Bold,
            12.0,
            BLACK,
            "Ann (circle) −3 → 61 %",
        );
        page.text(
            10.0,
            40.0,
            Font::Regular,
            10.0,
            BLACK,
            "Zoë, Łukasz, 李 and Юлия",
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
        Document {
            title: "Straight Golf (test)".into(),
            pages: vec![page.clone(), page],
        }
    }

    #[test]
    fn a_page_writes_a_well_formed_file_whose_text_reads_back() {
        let doc = sample();
        let pdf = doc.to_bytes().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check_structure(&pdf), 2);
        assert_eq!(
            Some(&pdf),
            doc.to_bytes().ok().as_ref(),
            "the same drawing gives the same bytes"
        );
        let text = readable(&pdf);
        assert!(text.contains("\n(Ann (circle) −3 → 61 %) Tj"), "{text}");
        // What the font lacks reads back as the question mark it prints.
        assert!(text.contains("\n(Zoë, Łukasz, ? and Юлия) Tj"), "{text}");
        assert!(text.contains("/MediaBox [0 0 595.28 841.89]"), "{text}");
        assert!(text.contains("/Title (Straight Golf (test))"), "{text}");
        // Bottom-left origin: y 20 on a 841.89 page is 821.89; the dash pattern.
        let content = text_of(
            &objects(&pdf)
                .values()
                .filter_map(|o| o.stream.clone())
                .find(|s| text_of(s).contains(" Tf"))
                .unwrap_or_default(),
        );
        assert!(content.contains("10 821.89 Td"), "{content}");
        assert!(content.contains("[3 2] 0 d"), "{content}");
    }

    #[test]
    fn both_fonts_are_embedded_as_subsets_of_the_glyphs_used() {
        let pdf = sample().to_bytes().unwrap_or_else(|e| panic!("{e}"));
        let fonts = embedded_fonts(&pdf);
        assert_eq!(fonts.len(), 2);
        for ((name, file), font) in fonts.iter().zip(Font::ALL) {
            let (tag, base) = name.split_once('+').unwrap_or_default();
            assert_eq!(base, font.postscript_name());
            assert!(
                tag.len() == 6 && tag.chars().all(|c| c.is_ascii_uppercase()),
                "{tag}"
            );
            let face = ttf_parser::Face::parse(file, 0).unwrap_or_else(|e| panic!("{name}: {e}"));
            // A few dozen glyphs (with the components accented letters are built
            // from), not the font's 2 600.
            assert!(
                face.number_of_glyphs() < 80,
                "{name}: {}",
                face.number_of_glyphs()
            );
            assert!(
                file.len() * 20 < font.data().len(),
                "{name}: {} bytes",
                file.len()
            );
        }
        assert!(pdf.len() < 40_000, "{} bytes", pdf.len());
    }

    #[test]
    fn coordinates_are_never_nan() {
        assert_eq!(
            [1.5, 595.2756, f64::NAN, f64::INFINITY].map(finite),
            [1.5, 595.28, 0.0, 0.0]
        );
        assert_eq!(unit([255, 0, 51]), [1.0, 0.0, 0.2]);
    }
}
