//! The phones in their own languages, over the real server: the page served in the
//! language the browser asks for (`<html lang>`, that language's words and none of
//! English's), and a party of phones in several languages, each reading the game's state, the
//! errors and the host's answers in its own.

mod phones;

use std::collections::BTreeMap;
use std::time::Duration;

use party_dice_core::i18n::{Lang, with_lang};
use party_dice_core::rules::{Game, GameKind, GameSetup};
use party_dice_phones::protocol::RoomCode;
use party_dice_phones::words::Said;
use party_dice_phones::{Awaiting, Config, HostEvent, JoinRefusal, Server, page, view};
use phones::{Phone, connect_speaking, http};
use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(5);

fn server() -> Server {
    let config = Config {
        port: 0,
        ipv6: false,
        ..Config::default()
    };
    Server::start(config).unwrap_or_else(|e| panic!("{e}"))
}

/// The page the server gives a browser asking for `accept_language`.
fn page_for(port: u16, accept_language: &str) -> String {
    let request = format!(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Language: {accept_language}\r\n\r\n"
    );
    let (status, text) = http(port, &request);
    assert_eq!(status, 200, "{text:.300}");
    text
}

/// The page's JSON block of words.
fn words_block(page: &str) -> Value {
    let open = "<script id=\"words\" type=\"application/json\">";
    let text = page
        .find(open)
        .map(|at| &page[at + open.len()..])
        .and_then(|rest| rest.find("</script>").map(|end| &rest[..end]));
    serde_json::from_str(text.unwrap_or("null")).unwrap_or_default()
}

/// What the page's HTML shows before its script runs: its text outside tags, scripts,
/// styles and comments.
fn visible_text(page: &str) -> String {
    let mut text = page[page.find("<body").unwrap_or(0)..].to_string();
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<!--", "-->"),
    ] {
        while let Some(at) = text.find(open) {
            let end = text[at..]
                .find(close)
                .map_or(text.len(), |e| at + e + close.len());
            text.replace_range(at..end, " ");
        }
    }
    while let Some(at) = text.find('<') {
        let end = text[at..].find('>').map_or(text.len(), |e| at + e + 1);
        text.replace_range(at..end, " ");
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Checks the page served for `accept_language`: `lang`'s tag, its words (as the
/// bundle gives them), no English text that `lang` words otherwise, no word in the HTML
/// itself. How many of its words differ from English's.
fn check_page(port: u16, accept_language: &str, lang: Lang) -> usize {
    let page = page_for(port, accept_language);
    let tag = lang.tag();
    assert!(
        page.contains(&format!("<html lang=\"{tag}\">")),
        "{accept_language}"
    );
    assert!(page.contains(&format!("Content-Language: {tag}\r\n")));
    assert_eq!(visible_text(&page), "", "words in the HTML itself");
    let block = words_block(&page);
    let keys: Vec<&String> = block
        .as_object()
        .map(|o| o.keys().collect())
        .unwrap_or_default();
    assert_eq!(keys, [tag], "only {tag}'s words");
    let words = block[tag].to_string();
    let (theirs, english): (BTreeMap<_, _>, BTreeMap<_, _>) =
        (page::words(lang), page::words(Lang::En));
    let mut differ = 0;
    for (id, text) in &theirs {
        assert_eq!(block[tag][id].as_str(), Some(text.as_str()), "{tag}: {id}");
        let en = &english[id];
        if en != text {
            differ += 1;
            let quoted = serde_json::to_string(en).unwrap_or_default();
            assert!(!words.contains(&quoted), "{tag}: English {en:?} ({id})");
        }
    }
    differ
}

#[test]
fn the_page_speaks_the_browser_s_language_or_the_game_s() {
    let server = server();
    let port = server.port();
    // The pseudo-locale differs from English in every message: nothing English left.
    let ids = page::message_ids().len();
    assert_eq!(check_page(port, "en-XA, de;q=0.5", Lang::Pseudo), ids);
    // A language the game does not speak: the game's own (English in tests).
    assert_eq!(check_page(port, "ja, ko;q=0.5", Lang::En), 0);
    let garbage = format!("{},\u{7f}\u{1}", "x-".repeat(3000));
    let huge = page_for(port, &garbage[..6000]);
    assert!(huge.contains("<html lang=\"en\">"));
}

#[test]
fn the_page_reads_german_for_a_german_browser_and_spanish_for_a_spanish_one() {
    let server = server();
    let port = server.port();
    let ids = page::message_ids().len();
    for (asked, lang) in [
        ("de-DE,de;q=0.9,en;q=0.8", Lang::De),
        ("es-ES,es", Lang::Es),
    ] {
        let differ = check_page(port, asked, lang);
        // Some words are the same in both ("Party Dice"); most are not, once
        // assets/i18n/<lang>/phone.ftl is translated.
        assert!(
            differ * 4 >= ids * 3,
            "{lang}: {differ} of {ids} phone words translated"
        );
    }
}

/// Joins with `code`, naming `lang` in the hello (or not).
fn join(phone: &mut Phone, code: RoomCode, lang: Option<&str>) {
    let hello = json!({"type": "hello", "v": 2, "code": code.as_str(), "lang": lang});
    phone.send(&hello);
    let welcome = phone.until(WAIT, |v| v["type"] == "welcome" || v["type"] == "error");
    assert_eq!(welcome.map(|v| v["type"].clone()), Some(json!("welcome")));
}

/// The next message of `kind` the phone gets.
fn next_of(phone: &mut Phone, kind: &str) -> Value {
    phone
        .until(WAIT, |v| v["type"] == kind)
        .unwrap_or_else(|| panic!("no {kind}: {:?}", phone.got))
}

#[test]
fn a_party_in_several_languages_reads_each_its_own() {
    let server = server();
    let port = server.port();
    let players = vec!["Ann".to_string(), "Ben".to_string()];
    let setup = || view::setup("Slam Dice", &players);
    server.publish_worded(setup(), setup);
    // German from the browser's header, Spanish from the page's hello (over the header),
    // the pseudo-locale, and a phone that names none: the game's language.
    let mut phones = [
        (connect_speaking(port, "de-DE,de;q=0.9"), None, Lang::De),
        (connect_speaking(port, "fr"), Some("es"), Lang::Es),
        (connect_speaking(port, "en-XA"), Some("en-XA"), Lang::Pseudo),
        (connect_speaking(port, "ja"), None, Lang::En),
    ];
    for (phone, named, lang) in &mut phones {
        join(phone, server.code(), *named);
        let state = next_of(phone, "state");
        assert_eq!(state["lang"], lang.tag(), "{:?}", state);
        let banner = with_lang(*lang, setup).banner;
        assert_eq!(state["state"]["banner"], banner.as_str());
        // An error, worded for the phone: seat 5 is past the table's two.
        phone.send(&json!({"type": "take", "seat": 5}));
        let error = next_of(phone, "error");
        assert_eq!(error["message"], Said::NoSuchSeat.words(*lang).as_str());
    }
    // Four phones, four languages: four different banners.
    let banners: std::collections::BTreeSet<String> = phones
        .iter()
        .filter_map(|(p, _, _)| p.state.as_ref())
        .map(|s| s["state"]["banner"].to_string())
        .collect();
    assert_eq!(banners.len(), phones.len(), "{banners:?}");
    // Each asks to join as a new player; the host says no; each reads why in its own.
    for (i, (phone, _, _)) in phones.iter_mut().enumerate() {
        phone.send(&json!({"type": "join_as", "name": format!("New {i}")}));
        next_of(phone, "join_pending");
    }
    let mut asked = Vec::new();
    let deadline = std::time::Instant::now() + WAIT;
    while asked.len() < phones.len() && std::time::Instant::now() < deadline {
        for event in server.poll() {
            if let HostEvent::JoinAsPlayer { request, .. } = event {
                asked.push(request);
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    for request in asked {
        server.refuse(request, JoinRefusal::HostSaidNo);
    }
    for (phone, _, lang) in &mut phones {
        let refused = next_of(phone, "join_refused");
        assert_eq!(
            refused["why"],
            JoinRefusal::HostSaidNo.words(*lang).as_str()
        );
    }
    // The game on: each gets the state in its words, the same state.
    let game = Game::new(&GameSetup::new(GameKind::SlamDice, players.clone()))
        .unwrap_or_else(|e| panic!("{e}"));
    let playing = || view::playing(&game, Awaiting::Throw, 1, None);
    server.publish_worded(playing(), playing);
    for (phone, _, lang) in &mut phones {
        let state = phone
            .until(WAIT, |v| {
                v["type"] == "state" && v["state"]["phase"] == "playing"
            })
            .unwrap_or_else(|| panic!("no state"));
        let worded = with_lang(*lang, playing);
        assert_eq!(state["state"]["game"], worded.game.as_str());
        assert_eq!(state["state"]["banner"], worded.banner.as_str());
        assert_eq!(state["state"]["step"], 1);
    }
}
