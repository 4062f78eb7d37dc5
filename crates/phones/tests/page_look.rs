//! The phone page's look: its colours (the window's walnut and brass, in the page's
//! `:root`) read at WCAG AA contrast in every pair of words and ground the page uses, and
//! its font (the window's Ubuntu Light) comes from the game's own server, whole, with a
//! font's type and kept by the phone.

mod phones;

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::Ipv4Addr;
use std::time::Duration;

use party_dice_phones::page::{FONT, FONT_FILE};

/// The page's source, as the game embeds it.
const SOURCE: &str = include_str!("../../../assets/phone/index.html");

/// The custom properties of the page's `:root { ... }` rule: name (without `--`) → value.
fn root_colours() -> BTreeMap<String, String> {
    let rule = SOURCE
        .find(":root {")
        .and_then(|at| {
            let rest = &SOURCE[at + ":root {".len()..];
            rest.find('}').map(|end| &rest[..end])
        })
        .unwrap_or_default();
    rule.split(';')
        .filter_map(|declaration| {
            let (name, value) = declaration.split_once(':')?;
            let name = name.trim().strip_prefix("--")?;
            Some((name.to_string(), value.trim().to_string()))
        })
        .collect()
}

/// `#rrggbb` as its three channels.
fn rgb(hex: &str) -> [u8; 3] {
    let hex = hex.strip_prefix('#').unwrap_or_else(|| panic!("{hex}"));
    assert_eq!(hex.len(), 6, "{hex}");
    let channel =
        |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or_else(|e| panic!("{hex}: {e}"));
    [channel(0), channel(2), channel(4)]
}

/// WCAG 2 contrast ratio, 1 to 21 (the core's, which the window's palette uses too).
fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    f64::from(party_dice_core::seat_look::contrast_ratio(a, b))
}

#[test]
fn the_page_s_colours_are_the_window_s_walnut_and_brass() {
    let colours = root_colours();
    for (name, value) in [
        ("bg", "#1c1410"),
        ("panel", "#2a1f18"),
        ("line", "#5a4334"),
        ("text", "#f6ecdc"),
        ("dim", "#c9b59c"),
        ("accent", "#e8b04a"),
        ("on-accent", "#24170c"),
        ("good", "#86d68c"),
        ("bad", "#ff8a75"),
        ("input", "#150f0b"),
        ("felt", "#2f6b4a"),
    ] {
        assert_eq!(
            colours.get(name).map(String::as_str),
            Some(value),
            "--{name}"
        );
    }
}

#[test]
fn every_word_on_the_page_reads_at_aa_contrast() {
    let colours = root_colours();
    let colour = |name: &str| rgb(colours.get(name).unwrap_or_else(|| panic!("--{name}")));
    // Words, then the ground they stand on somewhere on the page.
    let pairs = [
        ("text", "bg"),
        ("text", "panel"),
        ("text", "input"),
        ("dim", "bg"),
        ("dim", "panel"),
        ("dim", "input"),
        ("on-accent", "accent"),
        ("on-accent", "text"),
        ("accent", "bg"),
        ("accent", "panel"),
        ("good", "panel"),
        ("bad", "panel"),
        ("bad", "bg"),
        ("text", "felt"),
    ];
    for (words, ground) in pairs {
        let ratio = contrast(colour(words), colour(ground));
        assert!(ratio >= 4.5, "--{words} on --{ground}: {ratio:.2}:1");
    }
}

#[test]
fn the_game_serves_the_page_s_font() {
    let server = phones::server();
    let port = server.port();
    let mut stream =
        phones::stream_from(port, Ipv4Addr::LOCALHOST).unwrap_or_else(|e| panic!("connect: {e}"));
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let request = format!("GET /{FONT_FILE} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n");
    let _ = stream.write_all(request.as_bytes());
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let end = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(0, |at| at + 4);
    let head = String::from_utf8_lossy(&bytes[..end]);
    assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
    assert!(head.contains("Content-Type: font/ttf\r\n"), "{head}");
    assert!(head.contains("max-age=31536000"), "{head}");
    assert_eq!(&bytes[end..], FONT, "the whole font");
    let (status, _) = phones::get(port, "/fonts/Ubuntu-Light.ttf");
    assert_eq!(status, 404);
    let (status, page) = phones::get(port, "/");
    assert_eq!(status, 200);
    assert!(page.contains("font-src 'self'"), "{page:.600}");
}
