//! The languages' resources are complete and agree with the code: every file parses,
//! every language has exactly English's messages with the same arguments, every message
//! is used by the code or the phone page, and every message the code names exists.

mod common;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use party_dice_core::i18n::{self, Lang, RESOURCES};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;

/// A message's arguments (`$name`), wherever in it they are used.
fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Each message of a language with its arguments; a parse error or a message defined
/// twice is a failure, named with the file.
fn messages(lang: Lang, files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for (name, source) in files {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("{lang}/{name} does not parse: {errors:?}"));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &m.value {
                    variables(value, &mut vars);
                } else {
                    panic!("{lang}/{name}: {} has no value", m.id.name);
                }
                let id = m.id.name.to_string();
                assert!(
                    all.insert(id.clone(), vars).is_none(),
                    "{lang}/{name}: {id} is defined twice"
                );
            }
        }
    }
    all
}

#[test]
fn every_language_has_englishs_messages_with_the_same_arguments() {
    let english = messages(Lang::En, RESOURCES[0].1);
    assert!(english.len() > 10, "English has {} messages", english.len());
    let mut problems = Vec::new();
    for (lang, files) in &RESOURCES[1..] {
        let theirs = messages(*lang, files);
        for (id, vars) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{lang}: {id} is missing")),
                Some(v) if v != vars => {
                    problems.push(format!("{lang}: {id} takes {v:?}, English {vars:?}"))
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not in English"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every `.rs` file of the three crates (`src/`, `crates/`, their tests left out) and the
/// phone page, as text.
fn sources() -> String {
    let mut text = String::new();
    let top = common::top("");
    let mut todo = vec![top.join("src"), top.join("crates")];
    while let Some(dir) = todo.pop() {
        for entry in fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("tests") {
                    todo.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                text.push_str(&fs::read_to_string(&path).unwrap_or_default());
            }
        }
    }
    let page = common::top("assets/phone/index.html");
    text.push_str(&fs::read_to_string(page).unwrap_or_default());
    text
}

#[test]
fn every_message_is_used_and_every_message_named_exists() {
    let english = messages(Lang::En, RESOURCES[0].1);
    let code = sources();
    let unused: Vec<&String> = english
        .keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")) && !code.contains(&format!("'{id}'")))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let mut missing = BTreeSet::new();
    for macro_call in ["t!(", "tl!("] {
        for (i, _) in code.match_indices(macro_call) {
            // `format!(` and `print!(` end in `t!(` too.
            let before = code[..i].chars().next_back().unwrap_or(' ');
            if before.is_alphanumeric() || before == '_' {
                continue;
            }
            let rest = &code[i + macro_call.len()..];
            // tl!(lang, "id", ..): the id is the first string literal.
            let Some(open) = rest.find('"') else { continue };
            if rest[..open].contains(')') {
                continue;
            }
            let id: String = rest[open + 1..].chars().take_while(|c| *c != '"').collect();
            if !english.contains_key(&id) {
                missing.insert(id);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages the code names that English lacks: {missing:?}"
    );
}

#[test]
fn the_pseudo_locale_is_longer_and_accented() {
    let plain = party_dice_core::tl!(Lang::En, "language-autonym");
    let pseudo = party_dice_core::tl!(Lang::Pseudo, "language-autonym");
    assert!(
        pseudo.chars().count() * 10 >= plain.chars().count() * 13,
        "{pseudo}"
    );
    assert_ne!(pseudo, plain);
    assert_eq!(i18n::message_ids(Lang::Pseudo), i18n::message_ids(Lang::En));
}
