//! Text laid out in a terminal's columns: a Chinese, Japanese or Korean character takes
//! two columns, a combining mark none, so tables pad by what the terminal shows, not by
//! the number of characters (which would leave "前九" a column short).

/// The columns `c` takes in a terminal (East Asian wide and fullwidth characters two,
/// combining marks and zero-width joiners none, everything else one).
fn char_columns(c: char) -> usize {
    let u = u32::from(c);
    let zero = matches!(u,
        0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0xFE20..=0xFE2F | 0x200B..=0x200F | 0xFE00..=0xFE0F);
    let wide = matches!(u,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x1F300..=0x1F64F
        | 0x1F900..=0x1F9FF | 0x20000..=0x3FFFD);
    match (zero, wide) {
        (true, _) => 0,
        (false, true) => 2,
        (false, false) => 1,
    }
}

/// The columns `text` takes in a terminal.
pub fn columns(text: &str) -> usize {
    text.chars().map(char_columns).sum()
}

/// `text` padded with spaces on the right to `width` columns.
pub fn left(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(columns(text))))
}

/// `text` padded with spaces on the left to `width` columns.
pub fn right(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(columns(text))))
}

/// Text that pads to a width by its terminal columns: `{:>w$}` and `{:w$}` of
/// `Shown(text)` line up under each other whatever the script.
pub(crate) struct Shown<'a>(pub &'a str);

impl std::fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let width = f.width().unwrap_or(0);
        match f.align() {
            Some(std::fmt::Alignment::Right) => f.write_str(&right(self.0, width)),
            _ => f.write_str(&left(self.0, width)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_take_two_columns_and_marks_none() {
        assert_eq!(columns("TOTAL"), 5);
        assert_eq!(columns("前九"), 4);
        assert_eq!(columns("김민준"), 6);
        assert_eq!(columns("Zoe\u{308}"), 3);
        assert_eq!(columns("Юлия"), 4);
        assert_eq!(left("前九", 6), "前九  ");
        assert_eq!(right("总计", 5), " 总计");
        assert_eq!(right("toolong", 3), "toolong");
        assert_eq!(
            format!("[{:>5}|{:4}]", Shown("总计"), Shown("前")),
            "[ 总计|前  ]"
        );
    }
}
