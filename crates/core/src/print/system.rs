//! The system's fonts, for the characters the paper's own two lack: a name in Chinese,
//! Japanese or Korean (李雷, 김민준), in Devanagari, or in any script a font on this
//! computer has. They are found through the same font database as the window's
//! (`fontdb`, the OS's font folders, no fontconfig library), and read only when a
//! character needs them: a card in Latin, Greek or Cyrillic letters never opens one.
//!
//! Each character is looked for in a fallback chain, per weight (regular text, bold
//! names): the families of [`FAMILIES`] first, best first, then every other face of the
//! system, regular upright faces before the rest, by name, so the same computer always
//! lends the same face. A face is lent only if it can be embedded (TrueType or CFF
//! outlines, read by the subsetter); a collection's face is named by its index
//! (`NotoSansCJK-Regular.ttc`, face 2 for Simplified Chinese).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

use subsetter::GlyphRemapper;

/// The system's families that lend glyphs the bundled fonts lack, with the script each
/// serves, best first within each script: Chinese, Japanese and Korean (Noto CJK and
/// Source Han on Linux, Windows' and macOS' own; each CJK face has all three scripts),
/// Korean's own faces, Devanagari, then broad faces for anything else. The window's
/// fallbacks are the same list (`ui::theme::fonts`).
pub const FAMILIES: &[(&str, &str)] = &[
    ("Han", "Noto Sans CJK SC"),
    ("Han", "Source Han Sans SC"),
    ("Han", "Noto Sans SC"),
    ("Han", "Microsoft YaHei"),
    ("Han", "PingFang SC"),
    ("Han", "Hiragino Sans GB"),
    ("Han", "WenQuanYi Micro Hei"),
    ("Han", "Droid Sans Fallback"),
    ("Hangul", "Noto Sans CJK KR"),
    ("Hangul", "Malgun Gothic"),
    ("Hangul", "Apple SD Gothic Neo"),
    ("Devanagari", "Noto Sans Devanagari"),
    ("Devanagari", "Nirmala UI"),
    ("Devanagari", "Kohinoor Devanagari"),
    ("Devanagari", "Lohit Devanagari"),
    ("any", "Noto Sans"),
    ("any", "DejaVu Sans"),
    ("any", "Arial Unicode MS"),
];

/// A glyph a system face lends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Lent {
    /// The face, its number among the system's ([`postscript_name`], [`with_data`]).
    pub face: usize,
    /// The glyph in that face.
    pub id: u16,
    /// Its advance width in 1/1000 em.
    pub advance: f64,
}

/// The system's fonts as the paper uses them, read once.
struct System {
    db: fontdb::Database,
    /// Every face, in the order of the regular chain; a face's number is its place here.
    faces: Vec<fontdb::ID>,
    /// The faces tried for regular and for bold text, in order, by number.
    chains: [Vec<usize>; 2],
    /// Whether each face tried so far can be embedded.
    usable: Mutex<HashMap<usize, bool>>,
    /// Each character looked for, by weight: the glyph lent, or none anywhere.
    found: Mutex<HashMap<(bool, char), Option<Lent>>>,
}

/// The system's fonts, loaded at the first character that needs them.
fn system() -> &'static System {
    static SYSTEM: OnceLock<System> = OnceLock::new();
    SYSTEM.get_or_init(System::load)
}

impl System {
    fn load() -> Self {
        let mut db = fontdb::Database::new();
        db.load_system_fonts();
        let regular = chain(&db, fontdb::Weight::NORMAL);
        let bold = chain(&db, fontdb::Weight::BOLD);
        let faces = regular.clone();
        let number = |id: &fontdb::ID| faces.iter().position(|f| f == id).unwrap_or(0);
        let chains = [
            regular.iter().map(number).collect(),
            bold.iter().map(number).collect(),
        ];
        Self {
            db,
            faces,
            chains,
            usable: Mutex::new(HashMap::new()),
            found: Mutex::new(HashMap::new()),
        }
    }

    /// The first face of the chain for `bold` that has `c` and can be embedded.
    fn find(&self, bold: bool, c: char) -> Option<Lent> {
        let chain = &self.chains[usize::from(bold)];
        chain.iter().find_map(|&face| {
            let (id, advance) =
                self.db
                    .with_face_data(*self.faces.get(face)?, |data, index| {
                        let parsed = ttf_parser::Face::parse(data, index).ok()?;
                        let glyph = parsed.glyph_index(c)?;
                        let units = parsed.glyph_hor_advance(glyph).unwrap_or(0);
                        let em = f64::from(parsed.units_per_em().max(1));
                        Some((glyph.0, f64::from(units) * 1000.0 / em))
                    })??;
            self.usable(face).then_some(Lent { face, id, advance })
        })
    }

    /// Whether face `face` can be embedded: it parses, has TrueType or CFF outlines, and
    /// the subsetter reads it. Tried once per face.
    fn usable(&self, face: usize) -> bool {
        let mut usable = self.usable.lock().unwrap_or_else(PoisonError::into_inner);
        *usable.entry(face).or_insert_with(|| {
            with_data(face, |data, index| {
                let outlines = ttf_parser::RawFace::parse(data, index).is_ok_and(|raw| {
                    [b"glyf", b"CFF "]
                        .iter()
                        .any(|tag| raw.table(ttf_parser::Tag::from_bytes(tag)).is_some())
                });
                let mut one = GlyphRemapper::new();
                one.remap(0);
                outlines && subsetter::subset(data, index, &one).is_ok()
            })
            .unwrap_or(false)
        })
    }
}

/// The faces to try for text of `weight`: [`FAMILIES`]' nearest faces, then every other
/// face, upright ones of the nearest weight first, then by family and name.
fn chain(db: &fontdb::Database, weight: fontdb::Weight) -> Vec<fontdb::ID> {
    let mut ids: Vec<fontdb::ID> = Vec::new();
    for (_, family) in FAMILIES {
        let query = fontdb::Query {
            families: &[fontdb::Family::Name(family)],
            weight,
            ..fontdb::Query::default()
        };
        if let Some(id) = db.query(&query)
            && !ids.contains(&id)
        {
            ids.push(id);
        }
    }
    let mut rest: Vec<&fontdb::FaceInfo> = db.faces().filter(|f| !ids.contains(&f.id)).collect();
    rest.sort_by_key(|f| {
        (
            f.style != fontdb::Style::Normal,
            f.weight.0.abs_diff(weight.0),
            f.monospaced,
            f.families.first().map(|(name, _)| name.clone()),
            f.post_script_name.clone(),
            f.index,
        )
    });
    ids.extend(rest.into_iter().map(|f| f.id));
    ids
}

/// The glyph a system face lends for `c` in regular or `bold` text, if any face has
/// it. Looked for once per character and weight.
pub fn glyph(bold: bool, c: char) -> Option<Lent> {
    let system = system();
    if let Some(found) = system
        .found
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(&(bold, c))
    {
        return *found;
    }
    let found = system.find(bold, c);
    system
        .found
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert((bold, c), found);
    found
}

/// Face `face`'s PostScript name (without spaces, as a PDF names a font).
pub(crate) fn postscript_name(face: usize) -> String {
    let system = system();
    let name = system
        .faces
        .get(face)
        .and_then(|id| system.db.face(*id))
        .map(|info| info.post_script_name.clone())
        .unwrap_or_default();
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_graphic() && !"()<>[]{}/%#".contains(*c))
        .collect();
    if name.is_empty() {
        format!("SystemFont{face}")
    } else {
        name
    }
}

/// `f` with face `face`'s file (mapped from disk while `f` runs) and its index in a
/// collection; `None` if the file cannot be read any more.
pub(crate) fn with_data<T>(face: usize, f: impl FnOnce(&[u8], u32) -> T) -> Option<T> {
    let system = system();
    system.db.with_face_data(*system.faces.get(face)?, f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_face_is_lent_for_a_character_no_font_has() {
        // U+0378 is not a character (unassigned in Greek and Coptic).
        assert_eq!(glyph(false, '\u{378}'), None);
        assert_eq!(glyph(true, '\u{378}'), None);
    }

    #[test]
    fn a_lent_glyph_is_in_its_face() {
        let Some(lent) = glyph(false, '李') else {
            eprintln!("no system font has 李 here: skipped (Debian: fonts-noto-cjk)");
            return;
        };
        let name = postscript_name(lent.face);
        assert!(!name.is_empty() && !name.contains(' '), "{name}");
        let has = with_data(lent.face, |data, index| {
            ttf_parser::Face::parse(data, index)
                .ok()
                .and_then(|f| f.glyph_index('李'))
                .map(|g| g.0)
        });
        assert_eq!(has, Some(Some(lent.id)));
        assert!(lent.advance > 500.0, "an ideograph is about an em wide");
        // The bold chain lends a bold face where the system has one.
        let bold = glyph(true, '李');
        assert!(bold.is_some());
    }
}
