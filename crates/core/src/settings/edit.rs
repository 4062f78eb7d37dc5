//! A change the player made, written into their own settings file in place: only the
//! values that changed are replaced (or, when the file leaves them out, added beside
//! what it has), so the file keeps its layout, its order and its comments. A one-line
//! file stays one line. Where that cannot be done for certain the file is written whole
//! as [`to_ron`] does (the caller's fallback).

use std::path::Path;

use super::{Settings, parse, to_ron};
use crate::files::{scan_keys, top_open, value_span};

/// Each leaf key of a canonical file (as [`to_ron`] writes it) with its value's text.
fn leaves(canonical: &str) -> Vec<(String, String)> {
    scan_keys(canonical)
        .into_iter()
        .filter_map(|k| {
            let (start, end) = value_span(canonical, k.line, k.col)?;
            let value = canonical.get(start..end)?;
            (!value.starts_with('(')).then(|| (k.path, value.to_string()))
        })
        .collect()
}

/// One change to the text: replace `start..end` with `with`.
struct Edit {
    start: usize,
    end: usize,
    with: String,
}

/// `text` (the player's file, which parses as `old`) with `new`'s values where they
/// differ from `old`'s; `None` when that cannot be done for certain (the caller then
/// writes the file whole). The text comes back unchanged when nothing changed.
pub(crate) fn edit_in_place(text: &str, old: &Settings, new: &Settings) -> Option<String> {
    let before: std::collections::HashMap<String, String> =
        leaves(&to_ron(old)).into_iter().collect();
    let changed: Vec<(String, String)> = leaves(&to_ron(new))
        .into_iter()
        .filter(|(path, value)| before.get(path) != Some(value))
        .collect();
    if changed.is_empty() {
        return Some(text.to_string());
    }
    let keys = scan_keys(text);
    let span_of = |path: &str| {
        keys.iter()
            .find(|k| k.path == path)
            .and_then(|k| value_span(text, k.line, k.col))
    };
    let mut edits = Vec::new();
    for (path, value) in &changed {
        if let Some((start, end)) = span_of(path) {
            edits.push(Edit {
                start,
                end,
                with: value.clone(),
            });
            continue;
        }
        // Not written out: added in the nearest enclosing struct the file has, nested
        // as deep as it needs (`display: (ui_scale: 1.5)`).
        let parts: Vec<&str> = path.split('.').collect();
        let mut depth = parts.len() - 1;
        let at = loop {
            if depth == 0 {
                break top_open(text)?;
            }
            let parent = parts[..depth].join(".");
            if let Some((start, end)) = span_of(&parent) {
                let open = text.get(start..end)?.find('(')?;
                break start + open + 1;
            }
            depth -= 1;
        };
        let mut inner = format!("{}: {value}", parts[parts.len() - 1]);
        for part in parts[depth..parts.len() - 1].iter().rev() {
            inner = format!("{part}: ({inner})");
        }
        edits.push(Edit {
            start: at,
            end: at,
            with: format!("{inner}, "),
        });
    }
    edits.sort_by_key(|e| std::cmp::Reverse((e.start, e.end)));
    let mut out = text.to_string();
    for edit in edits {
        out.replace_range(edit.start..edit.end, &edit.with);
    }
    // Certain, or not at all: the edited file must read back as exactly `new`.
    (parse(&out, Path::new("settings.ron")).ok().as_ref() == Some(new)).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameKind;

    fn read(text: &str) -> Settings {
        parse(text, Path::new("x")).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_one_line_file_stays_one_line_and_keeps_its_words() {
        let text = "(game: SlamDice, players: [\"Ann\", \"Ben\"])";
        let old = read(text);
        let mut new = old.clone();
        assert_eq!(edit_in_place(text, &old, &new).as_deref(), Some(text));
        new.setup.players.push("Cy".into());
        new.display.ui_scale = 1.5;
        new.setup.straight_golf.rounds = 18;
        let out = edit_in_place(text, &old, &new).unwrap_or_else(|| panic!("not in place"));
        assert_eq!(out.lines().count(), 1, "{out}");
        assert!(out.contains("game: SlamDice"), "{out}");
        assert!(out.contains("display: (ui_scale: 1.5)"), "{out}");
        assert_eq!(read(&out), new);
    }

    #[test]
    fn comments_and_order_are_kept_around_a_changed_value() {
        let text = "// Our class's game\n(\n    // the volume we like\n    audio: (volume: 0.4 /* quiet */, muted: false),\n    game: StraightGolf, // golf today\n    display: (theme: Dark),\n)\n";
        let old = read(text);
        let mut new = old.clone();
        new.audio.volume = 0.75;
        new.setup.game = GameKind::SlamDice;
        new.display.odds = true;
        let out = edit_in_place(text, &old, &new).unwrap_or_else(|| panic!("not in place"));
        for kept in [
            "// Our class's game",
            "// the volume we like",
            "/* quiet */",
            "// golf today",
            "volume: 0.75",
            "game: SlamDice",
        ] {
            assert!(out.contains(kept), "{kept:?} in {out}");
        }
        assert!(out.find("audio").unwrap_or(0) < out.find("game:").unwrap_or(0));
        assert_eq!(read(&out), new);
    }
}
