//! Numbers as each language writes them: the decimal sign, the thousands' grouping and
//! the space before a percent sign ("1,234.5" and "0.90 %" in the program's English, "1.234,5" and
//! "0,90 %" in German, "1 234,5" and "0,90 %" in French). Written here rather than by
//! Fluent's own `NUMBER()`, which writes every number in English (fluent-rs #269).

use super::Lang;
use fluent_bundle::types::{FluentNumber, FluentNumberStyle};

/// How a language writes a number.
struct Style {
    /// The decimal sign.
    decimal: char,
    /// Between groups of three digits.
    group: &'static str,
    /// The fewest integer digits that are grouped (Spanish groups from 10 000).
    group_from: u32,
    /// Between a number and its percent sign.
    before_percent: &'static str,
}

fn style(lang: Lang) -> Style {
    match lang {
        Lang::En | Lang::Pseudo => Style {
            decimal: '.',
            group: ",",
            group_from: 4,
            before_percent: " ",
        },
        Lang::ZhHans => Style {
            decimal: '.',
            group: ",",
            group_from: 4,
            before_percent: "",
        },
        Lang::De => Style {
            decimal: ',',
            group: ".",
            group_from: 4,
            before_percent: "\u{a0}",
        },
        Lang::Es => Style {
            decimal: ',',
            group: ".",
            group_from: 5,
            before_percent: "\u{a0}",
        },
        Lang::Fr => Style {
            decimal: ',',
            group: "\u{202f}",
            group_from: 4,
            before_percent: "\u{202f}",
        },
        Lang::PtBr => Style {
            decimal: ',',
            group: ".",
            group_from: 4,
            before_percent: "",
        },
    }
}

/// `value` with exactly `places` decimals: `decimal(Lang::De, 2.5, 1)` is "2,5".
pub fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let style = style(lang);
    let plain = format!("{:.*}", places, value.abs());
    let (whole, fraction) = plain.split_once('.').unwrap_or((&plain, ""));
    let mut out = String::new();
    // "-0.0" is written without its sign.
    if value < 0.0 && plain.chars().any(|c| c.is_ascii_digit() && c != '0') {
        out.push('-');
    }
    out.push_str(&group(whole, &style));
    if !fraction.is_empty() {
        out.push(style.decimal);
        out.push_str(fraction);
    }
    out
}

/// A whole number: `integer(Lang::De, 12000)` is "12.000".
pub fn integer(lang: Lang, value: i64) -> String {
    decimal(lang, value as f64, 0)
}

/// A fraction as a percentage with `places` decimals: `percent(Lang::De, 0.009, 2)` is
/// "0,90 %".
pub fn percent(lang: Lang, fraction: f64, places: usize) -> String {
    let style = style(lang);
    format!(
        "{}{}%",
        decimal(lang, fraction * 100.0, places),
        style.before_percent
    )
}

/// The digits of a whole number, grouped by threes.
fn group(digits: &str, style: &Style) -> String {
    if digits.len() < style.group_from as usize {
        return digits.to_string();
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(style.group);
        }
        out.push(c);
    }
    out
}

/// A Fluent number (an argument, or `NUMBER($x, minimumFractionDigits: 1)` in a
/// message), written for `lang`. `style: "percent"` takes a fraction, as in JavaScript.
pub(crate) fn fluent(lang: Lang, n: &FluentNumber) -> String {
    let o = &n.options;
    let percent_style = o.style == FluentNumberStyle::Percent;
    let value = if percent_style {
        n.value * 100.0
    } else {
        n.value
    };
    let fewest = o.minimum_fraction_digits.unwrap_or(0);
    let most = o
        .maximum_fraction_digits
        .unwrap_or(if percent_style { 0 } else { 3 })
        .max(fewest);
    // The fewest decimals that show the value to `most` places.
    let mut places = most;
    let rounded = format!("{:.*}", most, value);
    if let Some((_, fraction)) = rounded.split_once('.') {
        let needed = fraction.trim_end_matches('0').len();
        places = needed.max(fewest);
    }
    let mut text = decimal(lang, value, places);
    if !o.use_grouping {
        text = text.replace(style(lang).group, "");
    }
    if percent_style {
        format!("{text}{}%", style(lang).before_percent)
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_writes_its_numbers() {
        assert_eq!(percent(Lang::En, 0.009, 2), "0.90 %");
        assert_eq!(percent(Lang::ZhHans, 0.009, 2), "0.90%");
        assert_eq!(percent(Lang::De, 0.009, 2), "0,90\u{a0}%");
        assert_eq!(percent(Lang::Fr, 0.009, 2), "0,90\u{202f}%");
        assert_eq!(percent(Lang::PtBr, 0.5, 0), "50%");
        assert_eq!(integer(Lang::En, 1_234_567), "1,234,567");
        assert_eq!(integer(Lang::De, 12_000), "12.000");
        assert_eq!(integer(Lang::Es, 1_234), "1234");
        assert_eq!(integer(Lang::Es, 12_345), "12.345");
        assert_eq!(integer(Lang::Fr, 12_000), "12\u{202f}000");
        assert_eq!(decimal(Lang::De, -2.5, 1), "-2,5");
        assert_eq!(decimal(Lang::En, -0.04, 1), "0.0");
        assert_eq!(integer(Lang::ZhHans, 999), "999");
    }

    #[test]
    fn fluent_numbers_keep_their_options() {
        let mut n = FluentNumber::from(0.25_f64);
        assert_eq!(fluent(Lang::De, &n), "0,25");
        n.options.style = FluentNumberStyle::Percent;
        assert_eq!(fluent(Lang::De, &n), "25\u{a0}%");
        let mut n = FluentNumber::from(3_f64);
        n.options.minimum_fraction_digits = Some(1);
        assert_eq!(fluent(Lang::Fr, &n), "3,0");
    }
}
