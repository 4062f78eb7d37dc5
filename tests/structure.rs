//! Checks of the code's shape that Cargo does not keep, read from the sources as text
//! (comments, strings and character literals blanked out first, test code left out).
//! Cargo keeps the arrows between the three crates (the game uses the phones and the
//! core, the phones the core, never back); this test keeps them inside each crate:
//!
//! - **The layers**, declared once in [`CRATES`]: each top-level module of a crate may
//!   import only modules of the layers below its own, so the arrows point down and no two
//!   modules import each other. The README's table is drawn from the same declaration.
//! - **No circles between files** (a file importing, through any number of others,
//!   itself), names re-exported by a `mod.rs` followed to the file that defines them. A
//!   file's use of the module it lies in (`super::` up to its `mod.rs`) is that module's
//!   inside and not counted.
//! - **No function longer than [`MOST_LINES`] lines** (from its `fn` line to its closing
//!   brace), so that each reads as one idea.
//!
//! Each failure names the file and line of the import or function.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A layer: what lives there, and its top-level modules.
type Layer = (&'static str, &'static [&'static str]);

/// The crates, bottom first: each one's name, its `src/` from the workspace's top, and its
/// layers, bottom first, each with what lives there. A module may import the modules of
/// the layers below its own, never its own layer's or those above. The README's
/// "Development" section draws this table (`the_readme_draws_the_same_layers`).
pub const CRATES: &[(&str, &str, &[Layer])] = &[
    (
        "party-dice-core",
        "crates/core/src",
        &[
            (
                "the languages: the Fluent resources of `assets/i18n/` embedded, one bundle per language, the language in use, numbers written as each language writes them, the pseudo-locale",
                &["i18n"],
            ),
            (
                "a forecast scored: the Brier rule, the calibration, the leaderboard's rows, what a game's record keeps of its audience",
                &["forecast"],
            ),
            (
                "the rules engine, the one `GameSetup` of a game, exact odds; capped reads, atomic writes, a broken file set aside, RON key positions",
                &["rules", "files"],
            ),
            (
                "the audience: questions the exact odds answer, answers locked by the throw and settled by its landing, each member's points and place",
                &["audience"],
            ),
            (
                "rapier3d physics throws (and the playback speeds); a game's record",
                &["throw", "record"],
            ),
            (
                "how each seat looks: its mark (a shape as well as a colour), where its pips sit and in which colour, the finish of its dice",
                &["seat_look"],
            ),
            (
                "the table's sounds; kept games, statistics, dice fairness and the chi-square test",
                &["sound", "history"],
            ),
            (
                "every sentence and number shown: log, banner, announcements, game over, rules text, hints, notices, the stats table's cells, the printed pages' words",
                &["present"],
            ),
            (
                "the rules sheet, cards, story and the audience's lesson as PDF (`pdf-writer`, fonts subset by `subsetter`)",
                &["print"],
            ),
            (
                "the settings file: load, validate, save, paths, the broker's address",
                &["settings"],
            ),
        ],
    ),
    (
        "party-dice-phones",
        "crates/phones/src",
        &[
            (
                "the pieces: a browser's language, names typed on phones, the messages between game and server, the budget for wrong codes, the page",
                &["lang", "names", "messages", "guesses", "page"],
            ),
            (
                "the protocol (versioned JSON, room codes, seat tokens); a game as the phones see it",
                &["protocol", "view"],
            ),
            (
                "what the room and the host tell a phone; the LAN addresses and QR code",
                &["words", "net"],
            ),
            (
                "the room: seats and tokens, rates and strikes, the host's controls",
                &["room"],
            ),
            (
                "what the server's threads share; the HTTP half",
                &["shared", "http"],
            ),
            (
                "the WebSocket half; the online link through an MQTT broker",
                &["socket", "online"],
            ),
            ("the server on its own threads", &["server"]),
        ],
    ),
    (
        "party-dice",
        "src",
        &[
            ("the commands", &["cli"]),
            (
                "the window's frames: their order (`AppSystems`), when they come while nothing moves, work done off the frame loop for a state of the game (`off_frame.rs`: the odds, the story, the drama's look ahead, the history's reading, the cards being printed); the notices for the player",
                &["frame", "notices"],
            ),
            (
                "what the window keeps on disk: the settings in use and their saving, what the program remembers by itself, the game in progress (the autosave)",
                &["stores"],
            ),
            (
                "a kept game's card printed to a PDF off the frame loop",
                &["printing"],
            ),
            (
                "camera, lights, the room the dice reflect, the painted surfaces (`paint.rs`: wood, felt, marble, pearl, metal, pure and tested; `surfaces.rs`: as images), the light that grounds the table (`grounding.rs`: the lamp's pool, the tray's shadow and foot, the walls' shadow on the felt, pure and tested; `boards.rs`: the table's boards and the grids that carry that light), tray, graphics quality",
                &["table"],
            ),
            (
                "meshes (pips with their lips), the finishes' materials, throw playback, the set-aside row",
                &["dice"],
            ),
            (
                "states, turn flow, the session, display settings, the phones' bridge (`phone_bridge.rs`)",
                &["game"],
            ),
            (
                "sound in the window: the PulseAudio client (pure) and the window's sound plugin",
                &["audio"],
            ),
            (
                "the egui overlay: one plugin per screen or panel (`join_card.rs` the phones' join card, `join_badge.rs` its corner badge, `notices.rs` the notice line), `layout.rs` the pure placement of the playing screen's panels, `theme/` the palette, sizes, fonts and widgets",
                &["ui"],
            ),
            (
                "development tools: the scripted screenshot run and sound check (the `shots` feature; only what the command line asks of them is in every windowed build)",
                &["dev"],
            ),
            (
                "the application: the window (its place and size kept), every plugin, the low-power redraws; the game without a window (`headless.rs`, for the shell's tests and the latency example)",
                &["app", "headless"],
            ),
        ],
    ),
];

/// The workspace's top.
fn top() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The most lines a function may take.
const MOST_LINES: usize = 80;

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// `code` (comments and strings blanked) less its test code: every item under
/// `#[cfg(test)]` blanked too, line breaks kept.
fn without_tests(code: &str) -> String {
    let lines: Vec<&str> = code.lines().collect();
    let mut keep = vec![true; lines.len()];
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim() != "#[cfg(test)]" {
            i += 1;
            continue;
        }
        // The item after it (and its other attributes): one line ending in `;`, or up to
        // the brace that closes it.
        let mut depth = 0i32;
        let mut opened = false;
        let mut j = i;
        while j < lines.len() {
            keep[j] = false;
            for c in lines[j].chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let line = lines[j].trim();
            if (opened && depth == 0) || (!opened && j > i && line.ends_with(';')) {
                break;
            }
            j += 1;
        }
        i = j + 1;
    }
    lines
        .iter()
        .zip(keep)
        .map(|(l, k)| if k { *l } else { "" })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `source` with every comment, string and character literal replaced by spaces (line
/// breaks kept), so that only code is left to count braces in.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let blank = |out: &mut String, text: &[char]| {
        out.extend(text.iter().map(|&c| if c == '\n' { '\n' } else { ' ' }));
    };
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let starts =
            |s: &str| rest.iter().zip(s.chars()).filter(|(a, b)| *a == b).count() == s.len();
        let end = if starts("//") {
            rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())
        } else if starts("/*") {
            block_comment_len(rest)
        } else if let Some(len) = raw_string_len(rest, i == 0 || !is_ident(chars[i - 1])) {
            len
        } else if rest[0] == '"' {
            quoted_len(rest, '"')
        } else if rest[0] == '\'' {
            char_literal_len(rest).unwrap_or(0)
        } else {
            0
        };
        if end == 0 {
            out.push(rest[0]);
            i += 1;
        } else {
            blank(&mut out, &rest[..end]);
            i += end;
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The length of a (nested) block comment at the start of `s`.
fn block_comment_len(s: &[char]) -> usize {
    let mut depth = 0;
    let mut i = 0;
    while i + 1 < s.len() {
        match (s[i], s[i + 1]) {
            ('/', '*') => {
                depth += 1;
                i += 2;
            }
            ('*', '/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    s.len()
}

/// The length of a raw string (`r"…"`, `r#"…"#`, `br"…"`) at the start of `s`.
fn raw_string_len(s: &[char], at_word_start: bool) -> Option<usize> {
    if !at_word_start {
        return None;
    }
    let mut i = usize::from(s.first() == Some(&'b'));
    if s.get(i) != Some(&'r') {
        return None;
    }
    i += 1;
    let hashes = s[i..].iter().take_while(|&&c| c == '#').count();
    i += hashes;
    if s.get(i) != Some(&'"') {
        return None;
    }
    i += 1;
    while i < s.len() {
        if s[i] == '"'
            && s[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    Some(s.len())
}

/// The length of a string quoted with `quote` at the start of `s`, escapes skipped.
fn quoted_len(s: &[char], quote: char) -> usize {
    let mut i = 1;
    while i < s.len() {
        match s[i] {
            '\\' => i += 2,
            c if c == quote => return i + 1,
            _ => i += 1,
        }
    }
    s.len()
}

/// The length of a character literal at the start of `s` (`'a'`, `'\n'`, `'\u{7b}'`),
/// or `None` for a lifetime (`'a`).
fn char_literal_len(s: &[char]) -> Option<usize> {
    match s.get(1)? {
        '\\' => {
            let close = s[2..].iter().take(10).position(|&c| c == '\'')?;
            Some(close + 3)
        }
        _ if s.get(2) == Some(&'\'') => Some(3),
        _ => None,
    }
}

/// A function's name if `line` declares one (`fn`, `pub fn`, `pub(crate) const fn`…).
fn declared_fn(line: &str) -> Option<&str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "fn")?;
    let before_ok = words[..at].iter().all(|w| {
        w.starts_with("pub") || matches!(*w, "const" | "async" | "unsafe" | "extern" | "\"C\"")
    });
    if !before_ok {
        return None;
    }
    let name = words.get(at + 1)?;
    let end = name.find(|c: char| !is_ident(c)).unwrap_or(name.len());
    (end > 0).then(|| &name[..end])
}

/// Every function in `code` (comments and strings blanked) with its first line (from 1)
/// and its length in lines, from its `fn` line to its closing brace.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(name) = declared_fn(line) else {
            continue;
        };
        let mut depth = 0i32;
        let mut opened = false;
        'lines: for (k, l) in lines[start..].iter().enumerate() {
            for c in l.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    // A declaration without a body (a trait's).
                    ';' if !opened && depth == 0 => break 'lines,
                    _ => {}
                }
                if opened && depth == 0 {
                    found.push((name.to_string(), start + 1, k + 1));
                    break 'lines;
                }
            }
        }
    }
    found
}

/// A file of `src/` as its module's path: `src/phones/server.rs` → `phones::server`,
/// `src/phones/mod.rs` → `phones`.
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap_or(file);
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.pop() {
        let stem = last.trim_end_matches(".rs");
        if stem != "mod" && stem != "lib" {
            parts.push(stem.to_string());
        }
    }
    parts
}

/// The file of a module, if there is one: `src/a/b.rs` or `src/a/b/mod.rs`.
fn module_file(src: &Path, module: &[String]) -> Option<PathBuf> {
    if module.is_empty() {
        return Some(src.join("lib.rs"));
    }
    let mut dir = src.to_path_buf();
    for part in &module[..module.len() - 1] {
        dir.push(part);
    }
    let last = &module[module.len() - 1];
    [
        dir.join(format!("{last}.rs")),
        dir.join(last).join("mod.rs"),
    ]
    .into_iter()
    .find(|f| f.is_file())
}

/// `a::{b, c::{d, e as f}, self}` expanded: `a::b`, `a::c::d`, `a::c::f` (an alias is the
/// name it gives), `a`.
fn expand_use(tree: &str) -> Vec<Vec<String>> {
    let tree: String = tree
        .chars()
        .filter(|c| !c.is_whitespace() || *c == ' ')
        .collect();
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = match tree.split_once(" as ") {
            Some((path, _)) => path,
            None => tree,
        };
        let segs: Vec<String> = path
            .split("::")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        return vec![segs];
    };
    let prefix: Vec<String> = tree[..open]
        .split("::")
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    // Split at the commas of this level.
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    let mut out = Vec::new();
    for part in parts.into_iter().map(str::trim).filter(|p| !p.is_empty()) {
        for tail in expand_use(part) {
            let mut path = prefix.clone();
            if tail.as_slice() != ["self"] {
                path.extend(tail);
            }
            out.push(path);
        }
    }
    out
}

/// A path the code names, at a line (from 1); `reexport` for a `pub use`.
struct Named {
    line: usize,
    path: Vec<String>,
    reexport: bool,
}

/// Every path `code` names: each `use` statement expanded, and each `crate::`, `super::`
/// or `self::` path written in the code.
fn named_paths(code: &str) -> Vec<Named> {
    let mut found = Vec::new();
    let line_at = |i: usize| code[..i].matches('\n').count() + 1;
    let bytes = code.as_bytes();
    let word_start = |i: usize| i == 0 || !is_ident(bytes[i - 1] as char);
    let mut in_use = Vec::new();
    let mut i = 0;
    while let Some(at) = code[i..].find("use ") {
        let at = i + at;
        i = at + 4;
        if !word_start(at) {
            continue;
        }
        let before = code[..at].trim_end();
        let head = before
            .rsplit(['\n', ';', '{', '}'])
            .next()
            .unwrap_or("")
            .trim();
        if !(head.is_empty() || head.starts_with("pub")) {
            continue;
        }
        let Some(end) = code[at..].find(';') else {
            break;
        };
        for path in expand_use(&code[at + 4..at + end]) {
            found.push(Named {
                line: line_at(at),
                path,
                reexport: head.starts_with("pub"),
            });
        }
        in_use.push(at..at + end);
    }
    for key in ["crate::", "super::", "self::"] {
        let mut i = 0;
        while let Some(at) = code[i..].find(key) {
            let at = i + at;
            i = at + key.len();
            if !word_start(at) || in_use.iter().any(|r| r.contains(&at)) {
                continue;
            }
            // `super::super::x::y`: the segments up to the first that is not a name.
            let rest = &code[at..];
            let end = rest
                .find(|c: char| !(is_ident(c) || c == ':'))
                .unwrap_or(rest.len());
            let path: Vec<String> = rest[..end]
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            // `super::` inside a longer `super::super::` is that path's.
            if key != "crate::" && at >= 7 && code[..at].ends_with("super::") {
                continue;
            }
            found.push(Named {
                line: line_at(at),
                path,
                reexport: false,
            });
        }
    }
    found
}

/// The sources of `src/` as read for the checks: each file's module path and code
/// (comments, strings and test code blanked). Test files (`tests.rs`) and the binaries
/// are left out.
struct Tree {
    src: PathBuf,
    /// How `src` is written in messages (`crates/core/src`).
    shown: String,
    files: BTreeMap<PathBuf, (Vec<String>, String)>,
    /// Per module file: the names its `pub use`s hand on, to the path they name.
    reexports: BTreeMap<PathBuf, BTreeMap<String, Vec<String>>>,
}

impl Tree {
    fn read(src: &Path, shown: &str) -> Tree {
        let mut files = BTreeMap::new();
        for file in rust_files(src) {
            let rel = file.strip_prefix(src).unwrap_or(&file);
            let name = rel.file_name().map(|n| n.to_string_lossy().into_owned());
            // The binaries, and the shell's tests (`src/tests/`, test code like a
            // `tests.rs`).
            let skipped = rel.starts_with("bin")
                || rel.starts_with("tests")
                || name.as_deref() == Some("main.rs");
            if skipped || name.as_deref() == Some("tests.rs") {
                continue;
            }
            let text =
                fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let module = module_path(src, &file);
            files.insert(file, (module, without_tests(&code_only(&text))));
        }
        let mut tree = Tree {
            src: src.to_path_buf(),
            shown: shown.to_string(),
            files,
            reexports: BTreeMap::new(),
        };
        let mut reexports = BTreeMap::new();
        for (file, (module, code)) in &tree.files {
            let mut names = BTreeMap::new();
            for named in named_paths(code).into_iter().filter(|n| n.reexport) {
                if let (Some(name), Some(path)) =
                    (named.path.last(), tree.absolute(module, file, &named.path))
                {
                    names.insert(name.clone(), path);
                }
            }
            reexports.insert(file.clone(), names);
        }
        tree.reexports = reexports;
        tree
    }

    /// `path` as named in `file` (module `module`), from the crate's root; `None` for a
    /// path into another crate.
    fn absolute(&self, module: &[String], file: &Path, path: &[String]) -> Option<Vec<String>> {
        let is_mod_file = file
            .file_name()
            .is_some_and(|n| n == "mod.rs" || n == "lib.rs");
        let mut base: Vec<String> = module.to_vec();
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                base.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                // `super` in `a/b.rs` is `a`; in `a/b/mod.rs` too (its module is `a::b`).
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
                let _ = is_mod_file;
            }
            Some(first) => {
                // A name of this module's own children, or another crate.
                let mut child = module.to_vec();
                child.push(first.to_string());
                module_file(&self.src, &child)?;
            }
            None => return None,
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file that defines what the absolute `path` names: the deepest module on it,
    /// followed through re-exports.
    fn file_of(&self, path: &[String], depth: usize) -> Option<PathBuf> {
        let mut base: Vec<String> = Vec::new();
        let mut i = 0;
        while i < path.len() {
            let mut next = base.clone();
            next.push(path[i].clone());
            if module_file(&self.src, &next).is_some() {
                base = next;
                i += 1;
            } else {
                break;
            }
        }
        let file = module_file(&self.src, &base)?;
        if let Some(name) = path.get(i)
            && depth < 8
            && let Some(target) = self.reexports.get(&file).and_then(|r| r.get(name))
        {
            return self.file_of(target, depth + 1);
        }
        Some(file)
    }

    /// Every import between two files: from, its line, to.
    fn arrows(&self) -> Vec<(PathBuf, usize, PathBuf)> {
        let mut arrows = BTreeSet::new();
        for (file, (module, code)) in &self.files {
            for named in named_paths(code).into_iter().filter(|n| !n.reexport) {
                let Some(path) = self.absolute(module, file, &named.path) else {
                    continue;
                };
                if let Some(to) = self.file_of(&path, 0)
                    && to != *file
                    && self.files.contains_key(&to)
                    && !self.is_ancestor(&to, module)
                {
                    arrows.insert((file.clone(), named.line, to));
                }
            }
        }
        arrows.into_iter().collect()
    }

    /// Whether `file` is the file of a module that `module` lies inside (its own
    /// module's `mod.rs`, or one further up): a file's use of the module it belongs to is
    /// that module's inside, and not counted.
    fn is_ancestor(&self, file: &Path, module: &[String]) -> bool {
        let Some((up, _)) = self.files.get(file) else {
            return false;
        };
        up.len() < module.len() && module.starts_with(up) && !up.is_empty()
    }

    fn rel(&self, file: &Path) -> String {
        format!(
            "{}/{}",
            self.shown,
            file.strip_prefix(&self.src).unwrap_or(file).display()
        )
    }

    fn top(&self, file: &Path) -> Option<String> {
        self.files.get(file).and_then(|(m, _)| m.first().cloned())
    }
}

/// The layer of a top-level module (0 at the bottom), if it has one.
fn layer_of(layers: &[Layer], module: &str) -> Option<usize> {
    layers.iter().position(|(_, ms)| ms.contains(&module))
}

/// Everything in a crate's `src` (written `shown` in messages) that goes against its
/// `layers` or makes a circle, in words.
fn structure_problems(src: &Path, shown: &str, layers: &[Layer]) -> Vec<String> {
    let tree = Tree::read(src, shown);
    let arrows = tree.arrows();
    let mut problems = Vec::new();
    for (file, _) in tree.files.iter().filter(|(_, (m, _))| !m.is_empty()) {
        if let Some(top) = tree.top(file)
            && layer_of(layers, &top).is_none()
        {
            problems.push(format!(
                "{}: module `{top}` has no layer in CRATES",
                tree.rel(file)
            ));
        }
    }
    for (from, line, to) in &arrows {
        let (Some(a), Some(b)) = (tree.top(from), tree.top(to)) else {
            continue;
        };
        if a == b {
            continue;
        }
        if let (Some(la), Some(lb)) = (layer_of(layers, &a), layer_of(layers, &b))
            && lb >= la
        {
            let why = if la == lb {
                "its own layer"
            } else {
                "a layer above"
            };
            problems.push(format!(
                "{}:{line}: `{a}` ({}) imports `{b}` ({}), {why}: {}",
                tree.rel(from),
                short(layers[la].0),
                short(layers[lb].0),
                tree.rel(to)
            ));
        }
    }
    for circle in circles(&arrows) {
        let files: Vec<String> = circle.iter().map(|f| tree.rel(f)).collect();
        let ties: Vec<String> = arrows
            .iter()
            .filter(|(a, _, b)| circle.contains(a) && circle.contains(b))
            .map(|(a, line, b)| format!("{}:{line} -> {}", tree.rel(a), tree.rel(b)))
            .collect();
        problems.push(format!(
            "a circle of {} files: {}\n    {}",
            files.len(),
            files.join(", "),
            ties.join("\n    ")
        ));
    }
    problems
}

/// What a layer is, to its first colon or semicolon: "the egui overlay".
fn short(what: &str) -> &str {
    what.split([':', ';']).next().unwrap_or(what)
}

/// The circles among files: each set of two or more that reach one another (Tarjan's
/// strongly connected components).
fn circles(arrows: &[(PathBuf, usize, PathBuf)]) -> Vec<BTreeSet<PathBuf>> {
    let mut next: BTreeMap<&PathBuf, BTreeSet<&PathBuf>> = BTreeMap::new();
    for (a, _, b) in arrows {
        next.entry(a).or_default().insert(b);
        next.entry(b).or_default();
    }
    struct Walk<'a> {
        next: &'a BTreeMap<&'a PathBuf, BTreeSet<&'a PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<BTreeSet<PathBuf>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a PathBuf) {
        let i = w.index.len();
        w.index.insert(v, i);
        w.low.insert(v, i);
        w.stack.push(v);
        w.on_stack.insert(v);
        let nexts: Vec<&PathBuf> = w.next.get(v).into_iter().flatten().copied().collect();
        for u in nexts {
            if !w.index.contains_key(u) {
                visit(w, u);
                let low = w.low[v].min(w.low[u]);
                w.low.insert(v, low);
            } else if w.on_stack.contains(u) {
                let low = w.low[v].min(w.index[u]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut set = BTreeSet::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack.remove(u);
                set.insert(u.clone());
                if u == v {
                    break;
                }
            }
            if set.len() > 1 {
                w.found.push(set);
            }
        }
    }
    let mut w = Walk {
        next: &next,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in next.keys() {
        if !w.index.contains_key(v) {
            visit(&mut w, v);
        }
    }
    w.found
}

#[test]
fn every_import_follows_the_layers_and_no_files_import_each_other() {
    let mut problems = Vec::new();
    for (name, src, layers) in CRATES {
        let tree = Tree::read(&top().join(src), src);
        let arrows = tree.arrows();
        // The reader finds the imports it must: more than there are files.
        assert!(
            arrows.len() > tree.files.len(),
            "{name}: {} arrows for {} files",
            arrows.len(),
            tree.files.len()
        );
        problems.extend(structure_problems(&top().join(src), src, layers));
    }
    assert!(
        problems.is_empty(),
        "{} problems with the structure (the layers are in tests/structure.rs, CRATES):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// A small tree of `files` (path under `src/`, text) in a temporary folder.
fn planted(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for (path, text) in files {
        let at = dir.path().join("src").join(path);
        if let Some(parent) = at.parent() {
            fs::create_dir_all(parent).unwrap_or_else(|e| panic!("{e}"));
        }
        fs::write(&at, text).unwrap_or_else(|e| panic!("{e}"));
    }
    dir
}

#[test]
fn a_planted_import_against_the_layers_or_a_circle_is_named_with_its_line() {
    let dir = planted(&[
        ("lib.rs", "pub mod rules;\npub mod ui;\n"),
        ("rules/mod.rs", "mod a;\nmod b;\npub use a::Thing;\n"),
        // rules (the bottom) reaching up into ui, by a written path.
        (
            "rules/a.rs",
            "pub struct Thing;\nfn f() {\n    crate::ui::draw();\n}\n",
        ),
        // a circle: b -> c -> b, c reached through the re-export of mod.rs.
        ("rules/b.rs", "use super::c::C;\npub struct B;\n"),
        (
            "rules/c.rs",
            "use super::b::B;\npub struct C;\n#[cfg(test)]\nmod tests {\n    use crate::ui::x;\n}\n",
        ),
        ("ui/mod.rs", "use crate::rules::Thing;\npub fn draw() {}\n"),
    ]);
    let layers: &[Layer] = &[
        ("the rules: the games", &["rules"]),
        ("the egui overlay; its screens", &["ui"]),
    ];
    let problems = structure_problems(&dir.path().join("src"), "src", layers);
    let said = problems.join("\n");
    assert!(
        said.contains("src/rules/a.rs:3: `rules` (the rules) imports `ui` (the egui overlay), a layer above: src/ui/mod.rs"),
        "{said}"
    );
    assert!(
        said.contains("a circle of 2 files: src/rules/b.rs, src/rules/c.rs"),
        "{said}"
    );
    assert!(
        said.contains("src/rules/b.rs:1 -> src/rules/c.rs"),
        "{said}"
    );
    // Test code may import anything.
    assert!(!said.contains("src/rules/c.rs:5"), "{said}");
}

#[test]
fn use_trees_expand_to_every_path() {
    let paths = expand_use("crate::history::{self, Entry, stats::{A, B as C}}");
    let joined: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        joined,
        [
            "crate::history",
            "crate::history::Entry",
            "crate::history::stats::A",
            "crate::history::stats::B"
        ]
    );
}

#[test]
fn no_function_is_longer_than_eighty_lines() {
    let mut long = Vec::new();
    let mut counted = 0;
    for (_, shown, _) in CRATES {
        let src = top().join(shown);
        for file in rust_files(&src) {
            let text =
                fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            for (name, line, lines) in functions(&code_only(&text)) {
                counted += 1;
                if lines > MOST_LINES {
                    let at = file.strip_prefix(&src).unwrap_or(&file).display();
                    long.push(format!("{shown}/{at}:{line}: fn {name} is {lines} lines"));
                }
            }
        }
    }
    assert!(
        counted > 1_000,
        "only {counted} functions found: the reader is broken"
    );
    assert!(
        long.is_empty(),
        "functions over {MOST_LINES} lines (split them):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_reader_blanks_strings_and_comments_and_counts_lines() {
    let code = code_only(
        "fn a() {\n    let s = \"}{\";\n    // }\n    let c = '{';\n    let r = r#\"}\"#;\n}\nfn b<'x>(v: &'x str) -> &'x str { v }\ntrait T { fn c(&self); }\n",
    );
    let found = functions(&code);
    assert_eq!(found, [("a".to_string(), 1, 6), ("b".to_string(), 7, 1),]);
}

/// The README's table of the layers, drawn from [`CRATES`]: top first, as a reader
/// meets the program.
fn layer_table() -> String {
    let mut table =
        String::from("| crate | layer | module | what lives there |\n|---|---|---|---|\n");
    for (name, src, layers) in CRATES.iter().rev() {
        for (i, (what, modules)) in layers.iter().enumerate().rev() {
            let modules: Vec<String> = modules
                .iter()
                .map(|m| {
                    let file = top().join(src).join(format!("{m}.rs"));
                    if file.exists() {
                        format!("`{src}/{m}.rs`")
                    } else {
                        format!("`{src}/{m}/`")
                    }
                })
                .collect();
            table.push_str(&format!(
                "| `{name}` | {} | {} | {what} |\n",
                i + 1,
                modules.join(", ")
            ));
        }
    }
    table
}

/// The markers around the table in README.md.
const TABLE_START: &str = "<!-- the layers: drawn by tests/structure.rs from CRATES -->\n";
const TABLE_END: &str = "<!-- end of the layers -->";

#[test]
fn the_readme_draws_the_same_layers() {
    let path = top().join("README.md");
    let readme = fs::read_to_string(&path).unwrap_or_else(|e| panic!("README.md: {e}"));
    let (Some(start), Some(end)) = (readme.find(TABLE_START), readme.find(TABLE_END)) else {
        panic!("README.md has no table between {TABLE_START:?} and {TABLE_END:?}");
    };
    let table = layer_table();
    let drawn = &readme[start + TABLE_START.len()..end];
    if drawn != table && std::env::var_os("PARTY_DICE_WRITE_README").is_some() {
        let written = format!(
            "{}{table}{}",
            &readme[..start + TABLE_START.len()],
            &readme[end..]
        );
        fs::write(&path, written).unwrap_or_else(|e| panic!("README.md: {e}"));
        return;
    }
    assert_eq!(
        drawn, table,
        "README.md's layer table differs from CRATES in tests/structure.rs; \
         PARTY_DICE_WRITE_README=1 cargo test --test structure redraws it"
    );
}

/// Words the glossary retired, and what replaced them (`docs/glossary.md`).
/// Words (`true`: also capitalised, starting a sentence) and code names (`false`).
const RETIRED: &[(&str, &str, bool)] = &[
    ("timeline", "story", true),
    ("replay file", "game record", true),
    ("remote::", "phones::", false),
    ("\"remote-", "\"phones-", false),
    ("watcher", "spectator", true),
    ("[\"table\"]", "[\"state\"]", false),
];

/// Every text file under `dir` (sources, translations, docs, data), recursively; build
/// output and the glossary itself left out.
fn text_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            if !["target", ".git", "node_modules"].contains(&name.as_str()) {
                text_files(&path, out);
            }
        } else if ["rs", "ftl", "md", "ron", "py", "html", "sh", "toml", "yml"]
            .iter()
            .any(|ext| name.ends_with(&format!(".{ext}")))
            && name != "glossary.md"
        {
            out.push(path);
        }
    }
}

#[test]
fn no_retired_word_is_left() {
    let mut files = Vec::new();
    for dir in [
        "src", "crates", "assets", "docs", "config", "examples", "tests", ".ci",
    ] {
        text_files(&top().join(dir), &mut files);
    }
    files.push(top().join("README.md"));
    let mut found = Vec::new();
    // This file names them, to keep them out of all the others.
    let this = top().join("tests/structure.rs");
    for file in files.iter().filter(|f| **f != this) {
        let Ok(text) = fs::read_to_string(file) else {
            continue;
        };
        for (n, line) in text.lines().enumerate() {
            // A serde alias keeps files written with the old name readable.
            if line.contains("alias = \"") {
                continue;
            }
            for (old, new, word) in RETIRED {
                // As written, or a word starting a sentence (the command `replay FILE`
                // is not the word).
                let capital = format!("{}{}", old[..1].to_uppercase(), &old[1..]);
                let said = line.contains(old) || (*word && line.contains(&capital));
                if said {
                    found.push(format!(
                        "{}:{}: {old:?} (say {new:?})",
                        file.display(),
                        n + 1
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "retired words:\n{}", found.join("\n"));
    // Each crate's top docs point at the glossary.
    for lib in [
        "src/lib.rs",
        "crates/core/src/lib.rs",
        "crates/phones/src/lib.rs",
    ] {
        let text = fs::read_to_string(top().join(lib)).unwrap_or_default();
        assert!(
            text.contains("docs/glossary.md"),
            "{lib} does not point at the glossary"
        );
    }
}
