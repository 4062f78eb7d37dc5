//! Reads back a PDF the program printed, the way a viewer does, for the tests: the
//! cross-reference table to every object, each stream by its `/Length` (inflated), the
//! pages' text through the fonts' `ToUnicode` maps, the embedded font files.
//!
//! Shared by the print module's unit tests (`crates/core/src/print/mod.rs` includes this file) and
//! the command-line tests (`tests/cli/`).
#![allow(dead_code)]

use std::collections::BTreeMap;

/// One object of a file as a reader finds it through the cross-reference table:
/// its dictionary's text and its stream, inflated.
pub struct Object {
    /// The dictionary, as text.
    pub dict: String,
    /// The stream, inflated.
    pub stream: Option<Vec<u8>>,
}

/// Bytes as text, one character per byte (anything past ASCII as `?`), so that
/// positions in the text are offsets in the file.
pub fn text_of(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| if b.is_ascii() { char::from(b) } else { '?' })
        .collect()
}

/// `/Key N` in a dictionary's text.
fn int_after(dict: &str, key: &str) -> Option<usize> {
    let rest = &dict[dict.find(key)? + key.len()..];
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Reads a PDF's objects the way a viewer does: `startxref` to the table, every
/// entry to its `N 0 obj`, each stream by its `/Length` (which must end at
/// `endstream`), inflated where the dictionary says `/FlateDecode`.
pub fn objects(pdf: &[u8]) -> BTreeMap<usize, Object> {
    let text = text_of(pdf);
    assert!(text.starts_with("%PDF-1."), "header");
    assert!(text.trim_end().ends_with("%%EOF"), "end of file");
    let start = int_after(&text[text.rfind("startxref").unwrap_or(0)..], "startxref")
        .unwrap_or_else(|| panic!("no startxref"));
    assert!(
        text[start..].starts_with("xref\n"),
        "startxref misses the table"
    );
    let mut lines = text[start..].lines().skip(1);
    let count: usize = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no table size"));
    let trailer = &text[start..];
    assert_eq!(int_after(trailer, "/Size"), Some(count), "trailer size");
    let mut found = BTreeMap::new();
    for (id, entry) in lines.take(count).enumerate().skip(1) {
        let mut fields = entry.split_whitespace();
        let offset: usize = fields
            .next()
            .and_then(|o| o.parse().ok())
            .unwrap_or_else(|| panic!("entry {id}"));
        if fields.nth(1) != Some("n") {
            continue;
        }
        let head = format!("{id} 0 obj");
        assert!(
            text[offset..].starts_with(&head),
            "object {id} is not at its offset"
        );
        let body = &text[offset + head.len()..];
        let end = body
            .find("endobj")
            .unwrap_or_else(|| panic!("object {id} has no end"));
        let (dict, stream) = match body[..end].find("stream\n") {
            Some(s) if !body[..s].ends_with("end") => {
                let dict = body[..s].to_string();
                let length = int_after(&dict, "/Length ").unwrap_or_else(|| panic!("length"));
                let from = offset + head.len() + s + "stream\n".len();
                let raw = &pdf[from..from + length];
                assert!(
                    text[from + length..].trim_start().starts_with("endstream"),
                    "object {id}'s /Length is wrong"
                );
                let data = if dict.contains("/FlateDecode") {
                    miniz_oxide::inflate::decompress_to_vec_zlib(raw)
                        .unwrap_or_else(|e| panic!("object {id} does not inflate: {e:?}"))
                } else {
                    raw.to_vec()
                };
                (dict, Some(data))
            }
            _ => (body[..end].to_string(), None),
        };
        found.insert(id, Object { dict, stream });
    }
    found
}

/// The object `/Key N 0 R` points at.
fn target<'o>(objects: &'o BTreeMap<usize, Object>, dict: &str, key: &str) -> Option<&'o Object> {
    objects.get(&int_after(dict, key)?)
}

/// Checks a PDF's structure as a reader walks it (see [`objects`]) and that every
/// page is in the page tree; returns the page count.
pub fn check_structure(pdf: &[u8]) -> usize {
    let objects = objects(pdf);
    let pages = objects
        .values()
        .filter(|o| o.dict.contains("/Type /Page\n") || o.dict.contains("/Type /Page "))
        .count();
    let tree = objects
        .values()
        .find(|o| o.dict.contains("/Type /Pages"))
        .unwrap_or_else(|| panic!("no page tree"));
    assert_eq!(int_after(&tree.dict, "/Count"), Some(pages));
    pages
}

/// The tokens of a content stream that the text decoding needs: strings (literal or
/// hex, escapes undone), names, and the rest.
enum Token {
    Str(Vec<u8>),
    Name(String),
    Other,
}

fn tokens(content: &[u8]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < content.len() {
        let b = content[k];
        if b.is_ascii_whitespace() {
            k += 1;
        } else if b == b'(' {
            let mut s = Vec::new();
            let mut depth = 1;
            k += 1;
            while k < content.len() {
                let c = content[k];
                k += 1;
                match c {
                    b'\\' => {
                        let e = content[k];
                        k += 1;
                        match e {
                            b'n' => s.push(b'\n'),
                            b'r' => s.push(b'\r'),
                            b't' => s.push(b'\t'),
                            b'b' => s.push(8),
                            b'f' => s.push(12),
                            b'0'..=b'7' => {
                                let mut v = u32::from(e - b'0');
                                for _ in 0..2 {
                                    match content.get(k) {
                                        Some(d @ b'0'..=b'7') => {
                                            v = v * 8 + u32::from(d - b'0');
                                            k += 1;
                                        }
                                        _ => break,
                                    }
                                }
                                s.push(v as u8);
                            }
                            other => s.push(other),
                        }
                    }
                    b'(' => {
                        depth += 1;
                        s.push(c);
                    }
                    b')' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                        s.push(c);
                    }
                    _ => s.push(c),
                }
            }
            out.push(Token::Str(s));
        } else if b == b'<' {
            let end = k + content[k..].iter().position(|&c| c == b'>').unwrap_or(0);
            let hex: Vec<u8> = content[k + 1..end]
                .iter()
                .copied()
                .filter(u8::is_ascii_hexdigit)
                .collect();
            let bytes = hex
                .chunks(2)
                .map(|p| u8::from_str_radix(&text_of(p), 16).unwrap_or(0))
                .collect();
            out.push(Token::Str(bytes));
            k = end + 1;
        } else {
            let end = k
                + 1
                + content[k + 1..]
                    .iter()
                    .position(|c| c.is_ascii_whitespace() || b"()<>[]/".contains(c))
                    .unwrap_or(content.len() - k - 1);
            let word = text_of(&content[k..end]);
            out.push(match word.strip_prefix('/') {
                Some(name) => Token::Name(name.to_string()),
                None => Token::Other,
            });
            k = end;
        }
    }
    out
}

/// A `ToUnicode` map's `<glyph> <UTF-16>` pairs.
fn unicode_map(cmap: &[u8]) -> BTreeMap<u16, String> {
    let text = text_of(cmap);
    let mut map = BTreeMap::new();
    for section in text.split("beginbfchar").skip(1) {
        let section = section.split("endbfchar").next().unwrap_or("");
        for line in section.lines().filter(|l| l.starts_with('<')) {
            let parts: Vec<&str> = line
                .split(['<', '>', ' '])
                .filter(|p| !p.is_empty())
                .collect();
            let [glyph, unicode] = parts[..] else {
                panic!("bad map line {line}")
            };
            let units: Vec<u16> = (0..unicode.len() / 4)
                .map(|i| u16::from_str_radix(&unicode[4 * i..4 * i + 4], 16).unwrap_or(0))
                .collect();
            map.insert(
                u16::from_str_radix(glyph, 16).unwrap_or(0),
                String::from_utf16_lossy(&units),
            );
        }
    }
    map
}

/// What a PDF says, for tests to look for: every dictionary's text, then the text
/// each page shows, one `(text) Tj` line per string, read back through the fonts'
/// `ToUnicode` maps as a viewer copying it out would.
pub fn readable(pdf: &[u8]) -> String {
    let objects = objects(pdf);
    let mut out: String = objects.values().map(|o| o.dict.as_str()).collect();
    for page in objects.values().filter(|o| o.dict.contains("/MediaBox")) {
        let resources = &page.dict[page.dict.find("/Font").unwrap_or(0)..];
        let content = target(&objects, &page.dict, "/Contents")
            .and_then(|o| o.stream.as_ref())
            .unwrap_or_else(|| panic!("a page without content"));
        let mut maps: BTreeMap<String, BTreeMap<u16, String>> = BTreeMap::new();
        let mut font = String::new();
        for token in tokens(content) {
            match token {
                Token::Name(name) if resources.contains(&format!("/{name} ")) => font = name,
                Token::Str(bytes) => {
                    let map = maps.entry(font.clone()).or_insert_with(|| {
                        target(&objects, resources, &format!("/{font} "))
                            .and_then(|type0| target(&objects, &type0.dict, "/ToUnicode"))
                            .and_then(|cmap| cmap.stream.as_ref())
                            .map(|s| unicode_map(s))
                            .unwrap_or_else(|| panic!("font {font} has no ToUnicode"))
                    });
                    let shown: String = bytes
                        .chunks(2)
                        .map(|p| {
                            let gid = u16::from_be_bytes([p[0], p.get(1).copied().unwrap_or(0)]);
                            map.get(&gid)
                                .cloned()
                                .unwrap_or_else(|| panic!("glyph {gid} unmapped"))
                        })
                        .collect();
                    out.push_str(&format!("\n({shown}) Tj"));
                }
                Token::Name(_) | Token::Other => {}
            }
        }
    }
    out
}

/// The embedded font files, in the order of their descriptors: the font's name and the
/// file (a TrueType file, `/FontFile2`, or a bare CFF table, `/FontFile3`).
pub fn embedded_fonts(pdf: &[u8]) -> Vec<(String, Vec<u8>)> {
    let objects = objects(pdf);
    objects
        .values()
        .filter(|o| o.dict.contains("/Type /FontDescriptor"))
        .map(|d| {
            let name = d.dict[d.dict.find("/FontName /").unwrap_or(0) + 11..]
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_string();
            let file = target(&objects, &d.dict, "/FontFile2")
                .or_else(|| target(&objects, &d.dict, "/FontFile3"))
                .and_then(|f| f.stream.clone())
                .unwrap_or_else(|| panic!("{name} is not embedded"));
            (name, file)
        })
        .collect()
}
