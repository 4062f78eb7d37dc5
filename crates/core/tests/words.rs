//! The words read right to a native speaker of each language, for the faults a review
//! found: a count of one takes the singular ("1 round", "1 tirada", "1 lançamento", "1
//! código errado", a hole's "+1" on the odds list); Chinese writes its key names in
//! Chinese, inside full-width parentheses ("（空格键）", not "(Space)"), and French,
//! Spanish and Brazilian Portuguese their keys and labels in their own words; a Chinese
//! place is a whole phrase ("第 1 位"), alone (the golf card's first-player badge) and in
//! "安全 — 第 1 位"; the Grand Slam column is named by the whole name, not a bare "Grand"
//! or "Gran"; French puts a narrow no-break space (U+202F), never a plain one, before
//! `: ; ! ? »` and after `«`; and quotation marks are the language's own.

mod common;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use party_dice_core::i18n::{self, Lang, Ordinal};
use party_dice_core::tl;
use std::fs;

/// The played languages that have plural forms (all but Chinese), with a count noun of
/// each message checked: (language, singular, plural).
type Forms = [(Lang, &'static str, &'static str)];

/// Renders `one` (the text for a count of 1) and `two` (for 2) of each language and
/// fails where 1 takes the plural or 2 the singular; `what` names the message.
fn check_counts(what: &str, forms: &Forms, render: impl Fn(Lang, u32) -> String) {
    let mut problems = Vec::new();
    for &(lang, singular, plural) in forms {
        let one = render(lang, 1);
        let two = render(lang, 2);
        if one.contains(&format!("1 {plural}")) || !one.contains(&format!("1 {singular}")) {
            problems.push(format!(
                "{lang} {what} with 1 should say \"1 {singular}\", not \"1 {plural}\": {one}"
            ));
        }
        if !two.contains(&format!("2 {plural}")) {
            problems.push(format!(
                "{lang} {what} with 2 should say \"2 {plural}\": {two}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_game_of_one_round_says_round_not_rounds() {
    let forms: &Forms = &[
        (Lang::En, "round", "rounds"),
        (Lang::De, "Runde", "Runden"),
        (Lang::Es, "ronda", "rondas"),
        (Lang::Fr, "manche", "manches"),
        (Lang::PtBr, "rodada", "rodadas"),
    ];
    check_counts("rules-game-text", forms, |lang, rounds| {
        tl!(
            lang,
            "rules-game-text",
            rounds = rounds,
            nine = 9,
            in_first = 10,
            in_last = 18
        )
    });
}

#[test]
fn golf_with_one_roll_a_hole_says_roll_not_rolls() {
    let forms: &Forms = &[
        (Lang::En, "roll ", "rolls"),
        (Lang::De, "Wurf", "Würfe"),
        (Lang::Es, "tirada ", "tiradas"),
        (Lang::Fr, "lancer ", "lancers"),
        (Lang::PtBr, "lançamento ", "lançamentos"),
    ];
    check_counts("rules-golf-idea", forms, |lang, rolls| {
        tl!(
            lang,
            "rules-golf-idea",
            dice = "6",
            rolls = rolls,
            straight = "1-2-3-4-5-6"
        )
    });
}

#[test]
fn one_wrong_room_code_is_singular() {
    let forms: &Forms = &[
        (Lang::En, "wrong code", "wrong codes"),
        (Lang::De, "falscher Code", "falsche Codes"),
        (Lang::Es, "código incorrecto", "códigos incorrectos"),
        (Lang::Fr, "code erroné", "codes erronés"),
        (Lang::PtBr, "código errado", "códigos errados"),
    ];
    check_counts("join-summary-wrong-codes", forms, |lang, n| {
        tl!(lang, "join-summary-wrong-codes", n = n)
    });
}

/// The odds list of a golf hole gets its points as text ("+1", "-3"), which no plural
/// can be chosen by: the line must read right for one point as for three.
#[test]
fn a_hole_s_points_on_the_odds_list_read_right_for_one_point() {
    let wrong = [
        (Lang::En, "points"),
        (Lang::De, "Punkte"),
        (Lang::Fr, "points"),
        (Lang::PtBr, "pontos"),
    ];
    let mut problems = Vec::new();
    for (lang, plural) in wrong {
        for points in ["+1", "-1", " 1"] {
            let line = tl!(lang, "cli-odds-points", points = points, chance = "50 %");
            if line.contains(&format!("1 {plural}")) {
                problems.push(format!(
                    "{lang} cli-odds-points gives a plural to {points:?}: {line}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The keyed buttons of the Chinese screens, each with its key in full-width parentheses.
const CHINESE_KEYED: [&str; 20] = [
    "setup-start-keyed",
    "setup-join-screen",
    "hud-roll-keyed",
    "hud-confirm-keyed",
    "hud-next-roll-keyed",
    "hud-skip-keyed",
    "hud-continue-keyed",
    "hud-menu-keyed",
    "hud-rules-keyed",
    "join-back-key",
    "join-start-key",
    "join-close-key",
    "menu-close",
    "game-over-play-again",
    "watch-to-start",
    "watch-turn-back",
    "watch-roll-back",
    "watch-roll-forward",
    "watch-turn-forward",
    "watch-to-end",
];

/// The English names of keys that Chinese software writes in Chinese.
const ENGLISH_KEY_NAMES: [&str; 7] = ["Space", "Left", "Right", "Up", "Down", "Enter", "Backspace"];

/// `(Space)`, `(Y)`, `(Y / N)`: ASCII parentheses around ASCII words, as a key hint.
fn ascii_key_hint(text: &str) -> Option<&str> {
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let after = &rest[open + 1..];
        let close = after.find(')')?;
        let inner = &after[..close];
        let hint = inner.chars().any(|c| c.is_ascii_alphabetic())
            && inner
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '/' | '+'));
        if hint {
            return Some(&rest[open..open + close + 2]);
        }
        rest = after;
    }
    None
}

#[test]
fn chinese_names_keys_in_chinese_inside_full_width_parentheses() {
    let mut problems = Vec::new();
    for id in CHINESE_KEYED {
        let label = tl_id(Lang::ZhHans, id);
        if !(label.contains('（') && label.contains('）')) || label.contains('(') {
            problems.push(format!(
                "zh-Hans {id} should put its key in full-width parentheses （…）: {label}"
            ));
        }
    }
    for id in i18n::message_ids(Lang::ZhHans) {
        let text = tl_id(Lang::ZhHans, &id);
        if let Some(hint) = ascii_key_hint(&text) {
            problems.push(format!(
                "zh-Hans {id} shows the key hint {hint} in ASCII parentheses: {text}"
            ));
        }
        let english: Vec<&str> = text
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|word| ENGLISH_KEY_NAMES.contains(word))
            .collect();
        if !english.is_empty() {
            problems.push(format!(
                "zh-Hans {id} names keys in English ({english:?}) where Chinese says 空格键, \
                 回车键, ←键…: {text}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Message `id` of `lang` without arguments.
fn tl_id(lang: Lang, id: &str) -> String {
    i18n::text(lang, id, &i18n::Args::new())
}

#[test]
fn keys_and_labels_are_named_in_the_language_s_own_words() {
    let mut problems = Vec::new();
    for id in ["hud-menu-keyed", "menu-close"] {
        let label = tl_id(Lang::Fr, id);
        if label.contains("(Esc)") || !label.contains("(Échap)") {
            problems.push(format!(
                "fr {id} should name the Escape key as French keyboards do, (Échap): {label}"
            ));
        }
    }
    let backspace = tl_id(Lang::PtBr, "dice-entry-backspace");
    if backspace == "Backspace" {
        problems.push(format!(
            "pt-BR dice-entry-backspace is the English word {backspace:?}; the button erases \
             the last die"
        ));
    }
    let unknown = tl!(
        Lang::Es,
        "settings-unknown-value",
        found = "X",
        choices = "A o B"
    );
    if unknown.starts_with("value") {
        problems.push(format!(
            "es settings-unknown-value starts with the English word \"value\": {unknown}"
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_chinese_place_is_a_whole_phrase() {
    let place = tl!(Lang::ZhHans, "ordinal", n = Ordinal(1));
    let mut problems = Vec::new();
    // Alone, the place is the golf card's first-player badge and the narrow status strip.
    if place.ends_with(|c: char| c.is_ascii_digit()) || !place.starts_with('第') {
        problems.push(format!(
            "zh-Hans ordinal stops at its number, a phrase cut short (\"第 1\" wants \"第 1 位\"): \
             {place:?}"
        ));
    }
    let uses = [
        (
            "status-safe",
            tl!(Lang::ZhHans, "status-safe", place = place.as_str()),
        ),
        (
            "phones-card-safe",
            tl!(Lang::ZhHans, "phones-card-safe", place = place.as_str()),
        ),
        (
            "headline-safe-detail",
            tl!(Lang::ZhHans, "headline-safe-detail", place = place.as_str()),
        ),
        (
            "spoken-safe",
            tl!(Lang::ZhHans, "spoken-safe", place = place.as_str()),
        ),
        (
            "log-safe",
            tl!(
                Lang::ZhHans,
                "log-safe",
                name = "Ann",
                place = place.as_str()
            ),
        ),
    ];
    for (id, text) in uses {
        let cut_short = text.ends_with(|c: char| c.is_ascii_digit() || c == '个');
        if cut_short || text.contains('个') || !text.contains(&place) {
            problems.push(format!(
                "zh-Hans {id} does not make a whole phrase of the place {place:?} \
                 (\"安全 — 第 1 个\" stops mid-phrase): {text:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_grand_slam_column_is_named_by_the_whole_name() {
    let mut problems = Vec::new();
    for lang in [Lang::PtBr, Lang::Es] {
        let name = tl_id(lang, "slam-grand");
        let column = tl!(lang, "stat-column", column = "grand");
        if column != name {
            problems.push(format!(
                "{lang} stat-column grand is {column:?}, a bare word, where the slam's name is \
                 {name:?}"
            ));
        }
        let cli = tl_id(lang, "cli-stats-column-grand");
        if cli != name.to_lowercase() {
            problems.push(format!(
                "{lang} cli-stats-column-grand is {cli:?}, a bare word, where the slam's name is \
                 {name:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every piece of literal text of a pattern, in select variants and string literals too.
fn texts<'s>(pattern: &Pattern<&'s str>, out: &mut Vec<&'s str>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push(*value),
            PatternElement::Placeable { expression } => expression_texts(expression, out),
        }
    }
}

fn expression_texts<'s>(expression: &Expression<&'s str>, out: &mut Vec<&'s str>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                texts(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_texts(inline, out),
    }
}

fn inline_texts<'s>(inline: &InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
    match inline {
        InlineExpression::StringLiteral { value } => out.push(*value),
        InlineExpression::Placeable { expression } => expression_texts(expression, out),
        _ => {}
    }
}

/// A plain space before `: ; ! ? »` or after `«` in `text`, with what is around it.
fn plain_space_at_a_mark(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (i, pair) in chars.windows(2).enumerate() {
        let fault = (pair[0] == ' ' && matches!(pair[1], ':' | ';' | '!' | '?' | '»'))
            || (pair[0] == '«' && pair[1] == ' ');
        if fault {
            let from = i.saturating_sub(20);
            let to = (i + 20).min(chars.len());
            return Some(chars[from..to].iter().collect());
        }
    }
    None
}

#[test]
fn french_puts_a_narrow_no_break_space_at_its_marks() {
    let dir = common::top("assets/i18n/fr");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 10,
        "only {} French files in {}",
        files.len(),
        dir.display()
    );
    let mut problems = Vec::new();
    let mut narrow = 0;
    for path in &files {
        let source = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", path.display()));
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let mut pieces = Vec::new();
            if let Some(value) = &message.value {
                texts(value, &mut pieces);
            }
            for attribute in &message.attributes {
                texts(&attribute.value, &mut pieces);
            }
            for piece in pieces {
                narrow += piece.matches('\u{202f}').count();
                if let Some(at) = plain_space_at_a_mark(piece) {
                    problems.push(format!(
                        "fr {}: {} has a plain space where French wants U+202F (a line could \
                         start with the mark): {at:?}",
                        path.file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into()),
                        message.id.name
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(
        narrow > 100,
        "French has only {narrow} narrow no-break spaces"
    );
}

#[test]
fn quotation_marks_are_the_language_s_own() {
    let mut problems = Vec::new();
    let paper = tl!(Lang::Es, "print-paper-unknown", text = "b5");
    if !paper.contains("«b5»") {
        problems.push(format!(
            "es print-paper-unknown should quote with «…», not ASCII quotes: {paper}"
        ));
    }
    for (lang, quoted) in [(Lang::De, "„#“"), (Lang::Es, "«#»"), (Lang::PtBr, "“#”")] {
        let text = tl!(lang, "settings-bad-page", page = "x");
        if text.contains("'#'") || !text.contains(quoted) {
            problems.push(format!(
                "{lang} settings-bad-page should quote # as {quoted}, not '#': {text}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// How many dice hit the slam number is worded by selecting on the number in every
/// language (German's "einer" once came from selecting on the word "ein", which would
/// break silently if the number words were reworded).
#[test]
fn the_hits_are_worded_by_selecting_on_their_number() {
    let mut problems = Vec::new();
    for lang in ["en", "de", "es", "fr", "pt-BR", "zh-Hans"] {
        let path = common::top(&format!("assets/i18n/{lang}/rules.ftl"));
        let source = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{lang}: {errors:?}"));
        let hit = resource.body.iter().find_map(|entry| match entry {
            Entry::Message(m) if m.id.name == "rules-hit" => m.value.as_ref(),
            _ => None,
        });
        let Some(pattern) = hit else {
            problems.push(format!("{lang}: no rules-hit"));
            continue;
        };
        for element in &pattern.elements {
            if let PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } = element
            {
                for v in variants.iter().filter(|v| !v.default) {
                    if !matches!(v.key, fluent_syntax::ast::VariantKey::NumberLiteral { .. }) {
                        problems.push(format!("{lang}: rules-hit selects on a word: {:?}", v.key));
                    }
                }
            }
        }
    }
    let german = tl!(Lang::De, "rules-hit", dice = 1, slam = "Single Slam");
    if !german.starts_with("einer") {
        problems.push(format!("de rules-hit with 1: {german}"));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
