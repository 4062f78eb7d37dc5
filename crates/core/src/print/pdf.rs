//! The PDF: pages of text in the two embedded fonts, lines, dashed lines and filled
//! shapes, written with [`pdf_writer`] (typst's low-level PDF writer: typed dictionaries,
//! string escaping, the cross-reference table) as PDF 1.7 with compressed streams.
//!
//! Each font goes in as a subset of the glyphs the document uses (typst's
//! [`subsetter`]), a CID-keyed font with its widths and a `ToUnicode` map, so the file
//! is small, prints the same everywhere, and its text can be searched, copied and read
//! aloud: the paper's own two fonts always, and each system face that lent a character
//! they lack ([`super::system`]), TrueType (`/FontFile2`) or CFF (`/FontFile3`,
//! `CIDFontType0C`: Noto CJK's collections), a text switching font where its glyphs do.
//!
//! Pages are drawn with the origin at the top left and y growing down, as a layout
//! reads; the writer turns that into PDF's bottom-left origin. The output depends on
//! nothing but what was drawn and, for characters the paper's fonts lack, which fonts
//! the computer has (no dates, no random ids: even the subset's name tag comes from the
//! glyphs in it), so the same card gives the same bytes.

use std::collections::{BTreeMap, BTreeSet};

use pdf_writer::types::{
    CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo, UnicodeCmap,
};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use subsetter::GlyphRemapper;
use unicode_normalization::UnicodeNormalization;

use super::font::{Font, Source};
use super::{PrintError, Printed, system};

/// An RGB colour, 0 to 255 per channel.
pub(crate) type Rgb = [u8; 3];

/// Black.
pub const BLACK: Rgb = [0, 0, 0];

/// How a shape's outline is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Pen {
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

    /// Text with its baseline's left end at `(x, y)`, its letters composed (NFC: an
    /// "e" and a combining diaeresis print as the one "ë").
    pub fn text(&mut self, x: f64, y: f64, font: Font, size: f64, fill: Rgb, text: &str) {
        if text.is_empty() {
            return;
        }
        self.ops.push(Op::Text {
            at: self.at((x, y)),
            font,
            size: finite(size),
            fill,
            text: text.nfc().collect(),
        });
    }

    /// Text centred on `x`.
    pub(crate) fn text_centred(
        &mut self,
        x: f64,
        y: f64,
        font: Font,
        size: f64,
        fill: Rgb,
        text: &str,
    ) {
        let w = font.width(text, size);
        self.text(x - w / 2.0, y, font, size, fill, text);
    }

    /// Text ending at `x`.
    pub(crate) fn text_right(
        &mut self,
        x: f64,
        y: f64,
        font: Font,
        size: f64,
        fill: Rgb,
        text: &str,
    ) {
        let w = font.width(text, size);
        self.text(x - w, y, font, size, fill, text);
    }

    /// A straight line.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), pen: Pen) {
        self.polyline(&[from, to], pen);
    }

    /// Connected line segments through `points`.
    pub(crate) fn polyline(&mut self, points: &[(f64, f64)], pen: Pen) {
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
    pub(crate) fn polygon(
        &mut self,
        points: &[(f64, f64)],
        fill: Option<Rgb>,
        outline: Option<Pen>,
    ) {
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
                    c.next_line(at.0, at.1);
                    for (resource, codes) in glyphs.encode(*font, text) {
                        c.set_font(Name(resource.as_bytes()), *size);
                        c.show(Str(&codes));
                    }
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

/// The glyphs a document uses, per face: the face's glyph id to the subset's (in order
/// of first use; `.notdef` is 0), and the character each subset glyph stands for; each
/// face's resource name (`F1`, `F2` the paper's own, then the system faces lent); and
/// the characters no font had.
struct Glyphs {
    faces: BTreeMap<Source, (GlyphRemapper, BTreeMap<u16, char>)>,
    names: BTreeMap<Source, String>,
    missing: BTreeSet<char>,
}

impl Glyphs {
    fn of(pages: &[Page]) -> Self {
        let mut faces: BTreeMap<Source, (GlyphRemapper, BTreeMap<u16, char>)> = Font::ALL
            .into_iter()
            .map(|f| (Source::Own(f), (GlyphRemapper::new(), BTreeMap::new())))
            .collect();
        let mut missing = BTreeSet::new();
        for op in pages.iter().flat_map(|p| &p.ops) {
            if let Op::Text { font, text, .. } = op {
                for c in text.chars() {
                    let glyph = font.glyph(c);
                    if glyph.printed == super::font::MISSING && c != super::font::MISSING {
                        missing.insert(c);
                    }
                    let (remapper, chars) = faces.entry(glyph.source).or_default();
                    let new = remapper.remap(glyph.id);
                    chars.entry(new).or_insert(glyph.printed);
                }
            }
        }
        let names = faces
            .keys()
            .enumerate()
            .map(|(k, source)| (*source, format!("F{}", k + 1)))
            .collect();
        Self {
            faces,
            names,
            missing,
        }
    }

    /// `text` as the page shows it, in runs of one face each: the face's resource name
    /// and two bytes per character, the subset's glyph id.
    fn encode(&self, font: Font, text: &str) -> Vec<(&str, Vec<u8>)> {
        let mut runs: Vec<(&str, Vec<u8>)> = Vec::new();
        for c in text.chars() {
            let glyph = font.glyph(c);
            let (Some(name), Some((remapper, _))) =
                (self.names.get(&glyph.source), self.faces.get(&glyph.source))
            else {
                continue;
            };
            let code = remapper.get(glyph.id).unwrap_or(0).to_be_bytes();
            match runs.last_mut() {
                Some((last, codes)) if *last == name.as_str() => codes.extend(code),
                _ => runs.push((name.as_str(), code.to_vec())),
            }
        }
        runs
    }
}

/// A finished document: its pages and its title.
#[derive(Debug, Clone)]
pub(crate) struct Document {
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
/// the font's name and the glyphs in it (FNV-1a), so that different subsets get
/// different names and the same one the same name.
fn subset_tag(name: &str, remapper: &GlyphRemapper) -> String {
    let glyphs = remapper.remapped_gids().flat_map(u16::to_be_bytes);
    let hash = crate::files::stable_hash(name.bytes().chain(glyphs));
    (0..6)
        .map(|k| char::from(b'A' + ((hash >> (k * 8)) % 26) as u8))
        .collect()
}

impl Document {
    /// The PDF file's bytes, and the characters no font had (printed as `?`). Fails
    /// only if a font could not be read or subset: a damaged build, which the tests
    /// rule out, or a system font's file gone while printing.
    pub fn print(&self) -> Result<Printed, PrintError> {
        let glyphs = Glyphs::of(&self.pages);
        let mut pdf = Pdf::new();
        let mut next = Ref::new(1);
        let catalog = next.bump();
        let tree = next.bump();
        let info = next.bump();
        let font_refs: Vec<(Source, Ref)> =
            glyphs.faces.keys().map(|f| (*f, next.bump())).collect();
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
            for (source, font_ref) in &font_refs {
                if let Some(name) = glyphs.names.get(source) {
                    fonts.pair(Name(name.as_bytes()), *font_ref);
                }
            }
            fonts.finish();
            resources.finish();
            p.finish();
            pdf.stream(*content, &deflate(&page.content(&glyphs)))
                .filter(Filter::FlateDecode);
        }
        for (source, type0) in font_refs {
            if let Some(used) = glyphs.faces.get(&source) {
                write_font(&mut pdf, &mut next, source, type0, used)?;
            }
        }
        pdf.document_info(info)
            .title(TextStr(&self.title))
            .producer(TextStr("Party Dice"));
        Ok(Printed {
            pdf: pdf.finish(),
            missing: glyphs.missing.into_iter().collect(),
        })
    }
}

/// The character collection of every font: glyphs by their subset's ids.
const IDENTITY: SystemInfo<'static> = SystemInfo {
    registry: Str(b"Adobe"),
    ordering: Str(b"Identity"),
    supplement: 0,
};

/// The glyphs of one face a document uses, and the character each reads as.
type Used = (GlyphRemapper, BTreeMap<u16, char>);

/// One face: the paper's own from the program, a system face from its file.
fn write_font(
    pdf: &mut Pdf,
    next: &mut Ref,
    source: Source,
    type0: Ref,
    used: &Used,
) -> Result<(), PrintError> {
    match source {
        Source::Own(font) => {
            let face = Embedded {
                data: font.data(),
                index: 0,
                postscript: font.postscript_name(),
            };
            face.write(pdf, next, type0, used)
        }
        Source::System(number) => {
            let postscript = system::postscript_name(number);
            system::with_data(number, |data, index| {
                let face = Embedded {
                    data,
                    index,
                    postscript: &postscript,
                };
                face.write(pdf, next, type0, used)
            })
            .unwrap_or_else(|| {
                Err(PrintError::Font {
                    font: postscript.clone(),
                    why: "its file can no longer be read".into(),
                })
            })
        }
    }
}

/// A face being embedded: its file (a collection's face by its index) and its name.
struct Embedded<'a> {
    data: &'a [u8],
    index: u32,
    postscript: &'a str,
}

impl Embedded<'_> {
    /// The Type 0 font the pages name, its CID font with the widths, the descriptor,
    /// the subset's file and the map back to Unicode.
    fn write(
        &self,
        pdf: &mut Pdf,
        next: &mut Ref,
        type0: Ref,
        (remapper, chars): &Used,
    ) -> Result<(), PrintError> {
        let (cid, descriptor, file, cmap) = (next.bump(), next.bump(), next.bump(), next.bump());
        let broken = |why: String| PrintError::Font {
            font: self.postscript.to_string(),
            why,
        };
        let face = ttf_parser::Face::parse(self.data, self.index)
            .map_err(|e| broken(format!("it does not parse: {e}")))?;
        let subset = subsetter::subset(self.data, self.index, remapper)
            .map_err(|e| broken(e.to_string()))?;
        let cff = cff_table(&face, &subset).map_err(broken)?;
        let name = format!(
            "{}+{}",
            subset_tag(self.postscript, remapper),
            self.postscript
        );
        pdf.type0_font(type0)
            .base_font(Name(name.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(cid)
            .to_unicode(cmap);
        // The subset's glyph ids are its CIDs, for CFF too (the subsetter makes them so).
        let widths: Vec<f32> = remapper
            .remapped_gids()
            .map(|g| advance(&face, g) as f32)
            .collect();
        write_cid_font(pdf, (cid, descriptor), &name, cff.is_some(), widths);
        write_descriptor(pdf, descriptor, &face, &name, (file, cff.is_some()));
        write_files(pdf, (file, cmap), (&subset, cff), chars);
        Ok(())
    }
}

/// CFF outlines (OpenType's other kind) go in as the bare CFF table of the `subset`:
/// that table, or `None` for TrueType outlines.
fn cff_table<'s>(face: &ttf_parser::Face, subset: &'s [u8]) -> Result<Option<&'s [u8]>, String> {
    let tag = ttf_parser::Tag::from_bytes(b"CFF ");
    if face.raw_face().table(tag).is_none() {
        return Ok(None);
    }
    ttf_parser::RawFace::parse(subset, 0)
        .ok()
        .and_then(|raw| raw.table(tag))
        .map(Some)
        .ok_or_else(|| "the subset has no CFF table".into())
}

/// The CID font `cid` named `name`, described by `descriptor`, with the subset's glyph
/// `widths` (CFF outlines, or TrueType's mapped one to one).
fn write_cid_font(
    pdf: &mut Pdf,
    (cid, descriptor): (Ref, Ref),
    name: &str,
    cff: bool,
    widths: Vec<f32>,
) {
    let mut cid_font = pdf.cid_font(cid);
    cid_font
        .subtype(if cff {
            CidFontType::Type0
        } else {
            CidFontType::Type2
        })
        .base_font(Name(name.as_bytes()))
        .system_info(IDENTITY)
        .font_descriptor(descriptor)
        .default_width(0.0);
    if !cff {
        cid_font.cid_to_gid_map_predefined(Name(b"Identity"));
    }
    cid_font.widths().consecutive(0, widths);
    cid_font.finish();
}

/// A subset's file (the bare CFF table where given, else the TrueType file) and its
/// map from the subset's glyphs back to Unicode.
fn write_files(
    pdf: &mut Pdf,
    (file, cmap): (Ref, Ref),
    (subset, cff): (&[u8], Option<&[u8]>),
    chars: &BTreeMap<u16, char>,
) {
    match cff {
        Some(table) => {
            pdf.stream(file, &deflate(table))
                .filter(Filter::FlateDecode)
                .pair(Name(b"Subtype"), Name(b"CIDFontType0C"));
        }
        None => {
            pdf.stream(file, &deflate(subset))
                .filter(Filter::FlateDecode)
                .pair(
                    Name(b"Length1"),
                    i32::try_from(subset.len()).unwrap_or(i32::MAX),
                );
        }
    }
    let mut unicode = UnicodeCmap::new(Name(b"Custom"), IDENTITY);
    for (gid, c) in chars {
        unicode.pair(*gid, *c);
    }
    pdf.cmap(cmap, &deflate(&unicode.finish()))
        .filter(Filter::FlateDecode);
}

/// A glyph's advance width in 1/1000 em.
fn advance(face: &ttf_parser::Face, glyph: u16) -> f64 {
    let units = face
        .glyph_hor_advance(ttf_parser::GlyphId(glyph))
        .unwrap_or(0);
    f64::from(units) * 1000.0 / f64::from(face.units_per_em().max(1))
}

/// The font's descriptor: its metrics in PDF units (thousandths of an em) and its file
/// (`/FontFile3` for CFF outlines, else `/FontFile2`).
fn write_descriptor(
    pdf: &mut Pdf,
    at: Ref,
    face: &ttf_parser::Face,
    name: &str,
    (file, cff): (Ref, bool),
) {
    let em = f32::from(face.units_per_em());
    let scale = |v: i16| f32::from(v) * 1000.0 / em;
    let b = face.global_bounding_box();
    let weight = f32::from(face.weight().to_number());
    let mut descriptor = pdf.font_descriptor(at);
    descriptor
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
        .stem_v(10.0 + 0.244 * (weight - 50.0));
    if cff {
        descriptor.font_file3(file);
    } else {
        descriptor.font_file2(file);
    }
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

    /// Whether this computer has a font for 李 (Debian: fonts-noto-cjk).
    fn has_cjk() -> bool {
        Font::Regular.glyph('李').printed == '李'
    }

    #[test]
    fn a_page_writes_a_well_formed_file_whose_text_reads_back() {
        let doc = sample();
        let printed = doc.print().unwrap_or_else(|e| panic!("{e}"));
        let pdf = printed.pdf;
        assert_eq!(check_structure(&pdf), 2);
        assert_eq!(
            Some(&pdf),
            doc.print().ok().map(|p| p.pdf).as_ref(),
            "the same drawing gives the same bytes"
        );
        let text = readable(&pdf);
        assert!(text.contains("\n(Ann (circle) −3 → 61 %) Tj"), "{text}");
        // 李 comes from a system font and reads back as itself; where no font has it,
        // as the question mark it prints, and it is named as missing.
        if has_cjk() {
            assert!(
                text.contains("\n(Zoë, Łukasz, ) Tj\n(李) Tj\n( and Юлия) Tj"),
                "{text}"
            );
            assert_eq!(printed.missing, Vec::<char>::new());
        } else {
            assert!(text.contains("\n(Zoë, Łukasz, ? and Юлия) Tj"), "{text}");
            assert_eq!(printed.missing, vec!['李']);
        }
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
        let pdf = sample().print().unwrap_or_else(|e| panic!("{e}")).pdf;
        let fonts = embedded_fonts(&pdf);
        assert_eq!(fonts.len(), 2 + usize::from(has_cjk()));
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
    fn a_system_face_is_embedded_as_a_subset_too() {
        if !has_cjk() {
            eprintln!("no system font has 李 here (Debian: fonts-noto-cjk): skipped");
            return;
        }
        let mut page = Page::new(200.0, 100.0);
        page.text(10.0, 20.0, Font::Bold, 12.0, BLACK, "李雷 and 김민준");
        page.text(10.0, 40.0, Font::Regular, 12.0, BLACK, "李雷");
        let doc = Document {
            title: "CJK".into(),
            pages: vec![page],
        };
        let pdf = doc.print().unwrap_or_else(|e| panic!("{e}")).pdf;
        let text = readable(&pdf);
        assert!(
            text.contains("\n(李雷) Tj\n( and ) Tj\n(김민준) Tj"),
            "{text}"
        );
        let fonts = embedded_fonts(&pdf);
        // Liberation twice, a system face for each weight.
        assert_eq!(
            fonts.len(),
            4,
            "{:?}",
            fonts.iter().map(|f| &f.0).collect::<Vec<_>>()
        );
        for (name, file) in &fonts[2..] {
            // Five glyphs and .notdef, not the tens of thousands of a CJK face.
            assert!(file.len() < 20_000, "{name}: {} bytes", file.len());
        }
        // Noto CJK's collections have CFF outlines: a CIDFontType0 with the bare table.
        if text.contains("NotoSansCJK") {
            assert!(text.contains("/Subtype /CIDFontType0C"), "{text}");
            assert!(text.contains("/Subtype /CIDFontType0\n"), "{text}");
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
