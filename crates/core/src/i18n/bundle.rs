//! The embedded Fluent resources, one bundle per language, and the lookup of a message.

use super::{Lang, number, pseudo};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberType};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;
use std::borrow::Cow;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// One language's files, by name, from `assets/i18n/<dir>/`.
macro_rules! files {
    ($dir:literal: $($area:literal),+) => {
        &[$((
            concat!($area, ".ftl"),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"), "/../../assets/i18n/", $dir, "/", $area, ".ftl"
            )),
        )),+]
    };
}

/// Every language's files: the same names in every language.
macro_rules! language {
    ($dir:literal) => {
        files!($dir: "common", "present", "ui", "game", "phones", "phone", "print", "cli",
            "settings", "rules")
    };
}

/// The resources of each played language ([`Lang::PLAYED`]), as (file name, Fluent
/// source). The pseudo-locale is English's, transformed.
pub const RESOURCES: [(Lang, &[(&str, &str)]); 6] = [
    (Lang::En, language!("en")),
    (Lang::De, language!("de")),
    (Lang::Es, language!("es")),
    (Lang::Fr, language!("fr")),
    (Lang::PtBr, language!("pt-BR")),
    (Lang::ZhHans, language!("zh-Hans")),
];

/// A language's files (the pseudo-locale's are English's).
pub fn resource_files(lang: Lang) -> &'static [(&'static str, &'static str)] {
    let source = if lang == Lang::Pseudo { Lang::En } else { lang };
    RESOURCES
        .iter()
        .find(|(l, _)| *l == source)
        .map_or(&[], |(_, files)| files)
}

/// The named arguments of a message.
#[derive(Debug, Default)]
pub struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    /// No arguments yet.
    pub fn new() -> Self {
        Self(FluentArgs::new())
    }

    /// Sets argument `key` (a Fluent variable, `$key` in the message).
    pub fn set(&mut self, key: &'static str, value: impl Arg<'a>) {
        self.0.set(key, value.into_value());
    }
}

/// What a message's argument may be: text, or a number (which the message may select a
/// plural form by, and which is written as the language writes numbers).
pub trait Arg<'a> {
    /// The value Fluent takes.
    fn into_value(self) -> FluentValue<'a>;
}

impl<'a> Arg<'a> for &'a str {
    fn into_value(self) -> FluentValue<'a> {
        FluentValue::from(self)
    }
}

impl<'a> Arg<'a> for &'a String {
    fn into_value(self) -> FluentValue<'a> {
        FluentValue::from(self.as_str())
    }
}

impl<'a> Arg<'a> for String {
    fn into_value(self) -> FluentValue<'a> {
        FluentValue::from(self)
    }
}

impl<'a> Arg<'a> for Cow<'a, str> {
    fn into_value(self) -> FluentValue<'a> {
        FluentValue::String(self)
    }
}

macro_rules! number_arg {
    ($($t:ty),+) => {$(
        impl<'a> Arg<'a> for $t {
            fn into_value(self) -> FluentValue<'a> {
                FluentValue::from(self)
            }
        }
    )+};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// A place in an order ("1st", "2.", "1er"): a number whose message selects by the
/// language's ordinal categories (`[one]`, `[two]`, `[few]` in English) instead of its
/// plural ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ordinal(pub usize);

impl<'a> Arg<'a> for Ordinal {
    fn into_value(self) -> FluentValue<'a> {
        let options = FluentNumberOptions {
            r#type: FluentNumberType::Ordinal,
            ..FluentNumberOptions::default()
        };
        FluentValue::Number(FluentNumber::new(self.0 as f64, options))
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Each of [`Lang::ALL`]'s bundles, built on first use.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| build(l)).collect())
}

/// The bundle of `lang`: its resources, its plural rules, its way of writing numbers, and
/// no Unicode isolation marks around arguments (a PDF font and a terminal show them as
/// boxes, and the program shows no right-to-left text).
fn build(lang: Lang) -> Bundle {
    let rules_tag = if lang == Lang::Pseudo {
        "en"
    } else {
        lang.tag()
    };
    let id: LanguageIdentifier = rules_tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(formatter(lang)));
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo::transform));
    }
    for (name, source) in resource_files(lang) {
        // A broken resource keeps what parsed; `crates/core/tests/i18n.rs` fails on any error.
        let resource = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, e)| {
            log_problem(lang, name, &format!("{} syntax errors", e.len()));
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            log_problem(lang, name, &format!("{errors:?}"));
        }
    }
    bundle
}

fn log_problem(lang: Lang, file: &str, what: &str) {
    if cfg!(debug_assertions) {
        eprintln!("i18n: {lang}/{file}: {what}");
    }
}

/// The number writer of each language, as the plain function Fluent asks for.
fn formatter(lang: Lang) -> fn(&FluentValue, &IntlLangMemoizer) -> Option<String> {
    fn write<const L: u8>(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        match value {
            FluentValue::Number(n) => Some(number::fluent(Lang::from_index(L), n)),
            _ => None,
        }
    }
    match lang {
        Lang::En => write::<0>,
        Lang::De => write::<1>,
        Lang::Es => write::<2>,
        Lang::Fr => write::<3>,
        Lang::PtBr => write::<4>,
        Lang::ZhHans => write::<5>,
        Lang::Pseudo => write::<6>,
    }
}

/// Message `id` in `lang` with `args`; English's where `lang` lacks it, and the id
/// itself where English lacks it too (`crates/core/tests/i18n.rs` finds every id the code names).
pub fn text(lang: Lang, id: &str, args: &Args) -> String {
    let all = bundles();
    let tried = [lang, Lang::En];
    for l in tried {
        let Some(bundle) = all.get(l.index()) else {
            continue;
        };
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&args.0), &mut errors);
        if !errors.is_empty() {
            log_problem(l, id, &format!("{errors:?}"));
        }
        return out.into_owned();
    }
    id.to_string()
}

/// The ids of every message `lang` has, sorted.
pub fn message_ids(lang: Lang) -> Vec<String> {
    let mut ids: Vec<String> = resource_files(lang)
        .iter()
        .flat_map(|(_, source)| {
            let resource =
                FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
            resource
                .entries()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    ids.sort();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_select_plurals_and_are_written_for_the_language() {
        let mut args = Args::new();
        args.set("n", 1);
        assert_eq!(text(Lang::En, "dice-count", &args), "1 die");
        let mut args = Args::new();
        args.set("n", 1234.5_f64);
        assert_eq!(text(Lang::En, "dice-count", &args), "1,234.5 dice");
        assert_eq!(text(Lang::De, "dice-count", &args), "1.234,5 Würfel");
        assert_eq!(text(Lang::Fr, "dice-count", &args), "1\u{202f}234,5 dés");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        assert_eq!(
            text(Lang::De, "no-such-message", &Args::new()),
            "no-such-message"
        );
        let pseudo = text(Lang::Pseudo, "language-autonym", &Args::new());
        assert_ne!(pseudo, text(Lang::En, "language-autonym", &Args::new()));
    }
}
