//! Where a key stands in RON text: for messages about a value the parser accepted but the
//! rules did not ("straight_golf.rounds must be 1 to 36" at the line and column of
//! `rounds:`), and for naming the field a parse error is in.

/// A `name:` key in the text, with its dotted path and one-based position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// Dotted path, e.g. `display.ui_scale`.
    pub path: String,
    /// One-based line.
    pub line: usize,
    /// One-based column, in characters (as ron counts).
    pub col: usize,
}

/// The position of the first `field:` key with this dotted path.
pub(crate) fn find_key(text: &str, field: &str) -> Option<(usize, usize)> {
    scan_keys(text)
        .into_iter()
        .find(|k| k.path == field)
        .map(|k| (k.line, k.col))
}

/// Walks RON text well enough to know which field each `name:` belongs to.
///
/// Best effort and tolerant of broken text: it only labels positions in messages, the
/// real parse is ron's.
pub(crate) fn scan_keys(text: &str) -> Vec<Key> {
    let mut c = Cursor::new(text);
    // One frame per open bracket; each holds the key whose value is being read there.
    let mut stack: Vec<Option<String>> = vec![None];
    let mut keys = Vec::new();
    while let Some(ch) = c.peek(0) {
        match ch {
            '/' if matches!(c.peek(1), Some('/' | '*')) => c.skip_comment(),
            '"' => c.skip_string(),
            'r' if matches!(c.peek(1), Some('"' | '#')) => c.skip_raw_string(),
            '\'' => c.skip_char_literal(),
            '(' | '[' | '{' => {
                c.bump();
                stack.push(None);
            }
            ')' | ']' | '}' => {
                c.bump();
                if stack.len() > 1 {
                    stack.pop();
                }
            }
            ch if ch.is_alphabetic() || ch == '_' => {
                let (line, col) = (c.line, c.col);
                let mut ident = String::new();
                while let Some(ch) = c.peek(0).filter(|ch| ch.is_alphanumeric() || *ch == '_') {
                    ident.push(ch);
                    c.bump();
                }
                c.skip_trivia();
                if c.peek(0) == Some(':') {
                    let mut parts: Vec<&str> = stack[..stack.len() - 1]
                        .iter()
                        .flatten()
                        .map(String::as_str)
                        .collect();
                    parts.push(&ident);
                    keys.push(Key {
                        path: parts.join("."),
                        line,
                        col,
                    });
                    if let Some(top) = stack.last_mut() {
                        *top = Some(ident);
                    }
                }
            }
            _ => c.bump(),
        }
    }
    keys
}

/// The value written after the key at `line`, `col` (as [`scan_keys`] gives it): its
/// start and end as byte offsets into `text`, the end before any blanks or comment that
/// follow it. `None` when no key is there.
pub(crate) fn value_span(text: &str, line: usize, col: usize) -> Option<(usize, usize)> {
    let mut c = Cursor::new(text);
    while (c.line, c.col) != (line, col) {
        c.peek(0)?;
        c.bump();
    }
    while c
        .peek(0)
        .is_some_and(|ch| ch.is_alphanumeric() || ch == '_')
    {
        c.bump();
    }
    c.skip_trivia();
    if c.peek(0) != Some(':') {
        return None;
    }
    c.bump();
    c.skip_trivia();
    let start = c.i;
    let mut end = c.i;
    let mut depth = 0usize;
    while let Some(ch) = c.peek(0) {
        match ch {
            '/' if matches!(c.peek(1), Some('/' | '*')) => {
                if depth == 0 {
                    break;
                }
                c.skip_comment();
                continue;
            }
            '"' => c.skip_string(),
            'r' if matches!(c.peek(1), Some('"' | '#')) => c.skip_raw_string(),
            '\'' => c.skip_char_literal(),
            '(' | '[' | '{' => {
                depth += 1;
                c.bump();
            }
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => {
                depth -= 1;
                c.bump();
            }
            ',' if depth == 0 => break,
            ch if ch.is_whitespace() => {
                c.bump();
                continue;
            }
            _ => c.bump(),
        }
        end = c.i;
    }
    (end > start).then(|| (c.byte(start), c.byte(end)))
}

/// Just after the opening `(` of the top-level struct (past comments, `#![…]`
/// attributes and a struct name), as a byte offset.
pub(crate) fn top_open(text: &str) -> Option<usize> {
    let mut c = Cursor::new(text);
    loop {
        c.skip_trivia();
        match (c.peek(0)?, c.peek(1)) {
            ('#', Some('!')) => {
                while c.peek(0).is_some_and(|ch| ch != ']') {
                    c.bump();
                }
                c.bump();
            }
            ('(', _) => {
                c.bump();
                return Some(c.byte(c.i));
            }
            (ch, _) if ch.is_alphanumeric() || ch == '_' => c.bump(),
            _ => return None,
        }
    }
}

struct Cursor {
    chars: Vec<char>,
    i: usize,
    line: usize,
    col: usize,
}

impl Cursor {
    fn new(text: &str) -> Self {
        Cursor {
            chars: text.chars().collect(),
            i: 0,
            line: 1,
            col: 1,
        }
    }

    /// The byte offset of the `i`th character.
    fn byte(&self, i: usize) -> usize {
        self.chars[..i.min(self.chars.len())]
            .iter()
            .map(|ch| ch.len_utf8())
            .sum()
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.i + ahead).copied()
    }

    fn bump(&mut self) {
        if let Some(ch) = self.peek(0) {
            self.i += 1;
            if ch == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                Some(ch) if ch.is_whitespace() => self.bump(),
                Some('/') if matches!(self.peek(1), Some('/' | '*')) => self.skip_comment(),
                _ => return,
            }
        }
    }

    fn skip_comment(&mut self) {
        self.bump();
        if self.peek(0) == Some('/') {
            while self.peek(0).is_some_and(|ch| ch != '\n') {
                self.bump();
            }
            return;
        }
        self.bump();
        let mut depth = 1;
        while depth > 0 {
            match (self.peek(0), self.peek(1)) {
                (None, _) => return,
                (Some('*'), Some('/')) => {
                    depth -= 1;
                    self.bump();
                }
                (Some('/'), Some('*')) => {
                    depth += 1;
                    self.bump();
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn skip_string(&mut self) {
        self.bump();
        while let Some(ch) = self.peek(0) {
            self.bump();
            match ch {
                '\\' => self.bump(),
                '"' => return,
                _ => {}
            }
        }
    }

    fn skip_raw_string(&mut self) {
        self.bump();
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            hashes += 1;
            self.bump();
        }
        if self.peek(0) != Some('"') {
            return;
        }
        self.bump();
        while let Some(ch) = self.peek(0) {
            self.bump();
            if ch == '"' && (0..hashes).all(|k| self.peek(k) == Some('#')) {
                for _ in 0..hashes {
                    self.bump();
                }
                return;
            }
        }
    }

    fn skip_char_literal(&mut self) {
        self.bump();
        if self.peek(0) == Some('\\') {
            self.bump();
        }
        self.bump();
        if self.peek(0) == Some('\'') {
            self.bump();
        }
    }
}

/// The position of `field` or, when it is not written out, of the nearest enclosing key
/// that is (`slam_dice.target` → `slam_dice`).
pub(crate) fn find_key_or_parent(text: &str, field: &str) -> Option<(usize, usize)> {
    let mut path = field;
    loop {
        if let Some(at) = find_key(text, path) {
            return Some(at);
        }
        path = &path[..path.rfind('.')?];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_get_dotted_paths_and_positions() {
        let text = "(\n  // c: x\n  display: (ui_scale: \"a:b\", theme: Dark),\n  game: X,\n)";
        let keys = scan_keys(text);
        let paths: Vec<_> = keys.iter().map(|k| k.path.as_str()).collect();
        assert_eq!(
            paths,
            ["display", "display.ui_scale", "display.theme", "game"]
        );
        assert_eq!((keys[1].line, keys[1].col), (3, 13));
        assert_eq!(find_key(text, "game"), Some((4, 3)));
    }

    #[test]
    fn a_missing_key_is_found_by_its_parent() {
        let text = "(\n  slam_dice: (single: 9),\n)";
        assert_eq!(find_key_or_parent(text, "slam_dice.small"), Some((2, 3)));
        assert_eq!(find_key_or_parent(text, "players"), None);
    }

    #[test]
    fn scanner_survives_broken_text() {
        for text in [
            "((((", "))))", "\"", "r#\"", "/*", "'", "a", ":", "r#", "/* /* */",
        ] {
            let _ = scan_keys(text);
        }
    }
}
