//! Names typed on phones: cleaned before anyone sees them, and compared by how they look,
//! so that no phone can add a name that passes for another player's ("Ann" and "Аnn"
//! with a Cyrillic А, "Zoe" and "Zoë", "Ben" and "B e n").

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use party_dice_core::rules::options::MAX_NAME_CHARS;

/// Characters that show nothing: zero-width spaces and joiners, the word joiner, the
/// byte-order mark, soft hyphen. Dropped from a name.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}' | '\u{180E}' | '\u{200B}'..='\u{200D}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}'
    )
}

/// Characters that turn the direction of the text around it: a name holding one is
/// refused (it could make a name read as another, or push the card's text about).
fn turns_direction(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// A player's name as the setup takes it from a phone: invisible characters dropped,
/// runs of spaces made one, trimmed; `None` when it holds a control or direction
/// character, or is empty or longer than [`MAX_NAME_CHARS`] after that.
pub(crate) fn clean_name(name: &str) -> Option<String> {
    if name.chars().any(|c| c.is_control() || turns_direction(c)) {
        return None;
    }
    let visible: String = name.chars().filter(|c| !invisible(*c)).collect();
    let cleaned = visible.split_whitespace().collect::<Vec<_>>().join(" ");
    let count = cleaned.chars().count();
    (1..=MAX_NAME_CHARS).contains(&count).then_some(cleaned)
}

/// What a name looks like, for comparing: compatibility forms unfolded (NFKD), accents
/// dropped, lower case, Cyrillic and Greek letters that look Latin read as Latin, digits
/// and signs that pass for letters read as those letters, spaces and punctuation gone.
pub(crate) fn look_of(name: &str) -> String {
    name.nfkd()
        .filter(|c| !is_combining_mark(*c) && !invisible(*c))
        .flat_map(char::to_lowercase)
        .map(latin_twin)
        .filter(|c| c.is_alphanumeric())
        .collect::<String>()
        .replace("rn", "m")
        .replace("vv", "w")
}

/// The Latin letter `c` passes for, or `c`.
fn latin_twin(c: char) -> char {
    match c {
        'а' | 'α' => 'a',
        'в' | 'β' => 'b',
        'с' | 'ϲ' => 'c',
        'ԁ' => 'd',
        'е' | 'ё' | 'ε' => 'e',
        'һ' => 'h',
        'і' | 'ι' => 'i',
        '1' | 'ӏ' | '|' | '!' => 'l',
        'ј' => 'j',
        'к' | 'κ' => 'k',
        'м' | 'μ' => 'm',
        'п' | 'η' => 'n',
        'о' | 'ο' | 'σ' | '0' => 'o',
        'р' | 'ρ' => 'p',
        'ԛ' => 'q',
        'г' => 'r',
        'ѕ' | '5' | '$' => 's',
        'т' | 'τ' => 't',
        'υ' | 'ц' => 'u',
        'ν' => 'v',
        'ш' | 'ω' => 'w',
        'х' | 'χ' => 'x',
        'у' | 'γ' => 'y',
        'ᴢ' => 'z',
        other => other,
    }
}

/// Whether two names would pass for each other on the card.
pub fn look_alike(a: &str, b: &str) -> bool {
    let (a, b) = (look_of(a), look_of(b));
    // Names of nothing but signs are compared as written.
    !a.is_empty() && a == b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_invisible_characters_dropped() {
        assert_eq!(clean_name("  Zoë  ").as_deref(), Some("Zoë"));
        assert_eq!(clean_name("Ann\u{200B}a").as_deref(), Some("Anna"));
        assert_eq!(clean_name("Mary   Jo").as_deref(), Some("Mary Jo"));
        assert_eq!(clean_name("\u{FEFF}李雷").as_deref(), Some("李雷"));
        assert_eq!(clean_name("\u{200B}\u{200D}"), None);
        assert_eq!(clean_name("   "), None);
        assert_eq!(clean_name(""), None);
    }

    #[test]
    fn control_and_direction_characters_are_refused() {
        assert_eq!(clean_name("Ann\nBen"), None);
        assert_eq!(clean_name("Ann\u{7}"), None);
        assert_eq!(clean_name("\u{202E}nnA"), None);
        assert_eq!(clean_name("Ann\u{2067}"), None);
        assert_eq!(clean_name("Ann\u{200F}"), None);
    }

    #[test]
    fn the_length_cap_counts_characters_after_cleaning() {
        let longest = "é".repeat(MAX_NAME_CHARS);
        assert_eq!(clean_name(&longest).as_deref(), Some(longest.as_str()));
        assert_eq!(clean_name(&format!("{longest}x")), None);
        let padded = format!("  {longest}\u{200B}  ");
        assert_eq!(clean_name(&padded).as_deref(), Some(longest.as_str()));
    }

    #[test]
    fn names_that_pass_for_each_other_are_found() {
        for (a, b) in [
            ("Ann", "ann"),
            ("Ann", "Аnn"), // Cyrillic А
            ("Zoe", "Zoë"),
            ("Zoë", "Zoe\u{0308}"),
            ("Ben", "B e n"),
            ("Bill", "Bi11"),
            ("Olga", "0lga"),
            ("Mia", "Mіa"),    // Cyrillic і
            ("Kim", "Ｋｉｍ"), // full width
            ("Marn", "Mam"),
        ] {
            assert!(look_alike(a, b), "{a} ~ {b}");
        }
        for (a, b) in [
            ("Ann", "Anna"),
            ("Ben", "Ken"),
            ("李雷", "李磊"),
            ("Юлия", "Юля"),
        ] {
            assert!(!look_alike(a, b), "{a} !~ {b}");
        }
    }
}
