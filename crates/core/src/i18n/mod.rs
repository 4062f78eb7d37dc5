//! The languages the program speaks: every player-facing sentence comes from the Fluent
//! resources under `assets/i18n/<language>/`, embedded in the binary, through the
//! [`t!`](crate::t) and [`tl!`](crate::tl) macros.
//!
//! The language in use is process-wide ([`current`], set from the `language` setting or
//! the OS's by the window and the commands); a thread can speak another for a while
//! ([`with_lang`], used by a phone's page, the printed card and tests), so that parallel
//! tests do not see each other's language. Numbers and percentages are written as each
//! language writes them ([`number`]); the pseudo-locale ([`Lang::Pseudo`]) is English made
//! 40 % longer, with accents, for checking that every screen fits.

mod bundle;
mod detect;
pub mod number;
mod pseudo;

pub use bundle::{Args, Ordinal, RESOURCES, message_ids, resource_files, text};
pub use detect::from_os;
pub use number::{decimal, integer, percent};
pub use pseudo::transform as pseudo_transform;

use std::cell::Cell;
use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the program speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// English, the source language: every other language translates its messages.
    #[default]
    En,
    /// German.
    De,
    /// Spanish.
    Es,
    /// French.
    Fr,
    /// Brazilian Portuguese.
    PtBr,
    /// Simplified Chinese.
    ZhHans,
    /// English 40 % longer, with accents (`en-XA`): for layout checks, not for players.
    Pseudo,
}

impl Lang {
    /// Every language, English first, the pseudo-locale last.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::De,
        Lang::Es,
        Lang::Fr,
        Lang::PtBr,
        Lang::ZhHans,
        Lang::Pseudo,
    ];

    /// The languages offered to players: all but the pseudo-locale, which is last.
    pub const PLAYED: &[Lang] = Lang::ALL.split_at(Lang::ALL.len() - 1).0;

    /// The BCP 47 tag: "en", "de", "es", "fr", "pt-BR", "zh-Hans", "en-XA".
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::ZhHans => "zh-Hans",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, as a menu of languages lists it ("Deutsch").
    pub fn native_name(self) -> String {
        crate::tl!(self, "language-autonym")
    }

    /// The language a tag or a POSIX locale names, or `None` for one it does not speak:
    /// "de", "de-AT", "de_DE.UTF-8", "zh", "zh-CN", "zh_Hans", "pt", "pt_PT", "en-XA".
    /// Traditional Chinese (zh-TW, zh-HK, zh-Hant) is not Simplified and is refused.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").replace('_', "-");
        let lower = tag.to_ascii_lowercase();
        if lower == "en-xa" || lower == "pseudo" {
            return Some(Lang::Pseudo);
        }
        let mut parts = lower.split('-');
        let language = parts.next().unwrap_or("");
        let rest: Vec<&str> = parts.collect();
        match language {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            "es" => Some(Lang::Es),
            "fr" => Some(Lang::Fr),
            "pt" => Some(Lang::PtBr),
            "zh" if rest
                .iter()
                .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo")) =>
            {
                None
            }
            "zh" => Some(Lang::ZhHans),
            _ => None,
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn from_index(i: u8) -> Lang {
        Lang::ALL.get(usize::from(i)).copied().unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// The process-wide language, as an index into [`Lang::ALL`].
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language this thread speaks for a while instead of [`CURRENT`].
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language in use on this thread: [`with_lang`]'s, else the process's.
pub fn current() -> Lang {
    OVERRIDE
        .with(Cell::get)
        .unwrap_or_else(|| Lang::from_index(CURRENT.load(Ordering::Relaxed)))
}

/// Makes `lang` the process's language (the window's screens and the commands' output).
pub fn set_current(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

/// Runs `f` with this thread speaking `lang`, then restores what it spoke before.
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|o| o.replace(Some(lang))));
    f()
}

/// A message of the language in use, by id, with named arguments:
/// `t!("language-autonym")`, `t!("dice-count", n = 3)`.
#[macro_export]
macro_rules! t {
    ($id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        $crate::tl!($crate::i18n::current(), $id $(, $key = $value)*)
    };
}

/// A message of the language given: `tl!(lang, "dice-count", n = 3)`.
#[macro_export]
macro_rules! tl {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($key), $value); )*
        $crate::i18n::text($lang, $id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_locales_name_the_languages() {
        assert_eq!(Lang::from_tag("de_DE.UTF-8"), Some(Lang::De));
        assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_tag("pt_PT"), Some(Lang::PtBr));
        assert_eq!(Lang::from_tag("pt-BR"), Some(Lang::PtBr));
        assert_eq!(Lang::from_tag("zh_CN.UTF-8"), Some(Lang::ZhHans));
        assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::ZhHans));
        assert_eq!(Lang::from_tag("zh-TW"), None);
        assert_eq!(Lang::from_tag("en-XA"), Some(Lang::Pseudo));
        assert_eq!(Lang::from_tag("C"), None);
        assert_eq!(Lang::from_tag("ja"), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
    }

    #[test]
    fn a_thread_speaks_its_own_language_for_a_while() {
        assert_eq!(with_lang(Lang::Fr, current), Lang::Fr);
        let inner = with_lang(Lang::De, || with_lang(Lang::Es, current));
        assert_eq!(inner, Lang::Es);
        assert_ne!(current(), Lang::De);
    }
}
