//! The online join link, pure: the page's address, then a fragment with the room id, the
//! game's public key and the broker (`https://page/#r=<32 hex>&g=<87 base64url>&b=<broker
//! URL>`). It holds no private key: it lets a phone ask to join the room (the game's
//! public key, which never travels on the broker in clear, is what a phone's first letter
//! proves it holds), and each phone then agrees its own session with the game. Browsers
//! never send a fragment to a server, so the page's host does not even learn the room.

use super::seal::RoomAddress;

/// Percent-encodes everything but RFC 3986's unreserved characters, so that the page's
/// `URLSearchParams` reads the broker URL back exactly.
pub(crate) fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(if b == b'+' { b' ' } else { b });
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The link phones open: `page` with the room, the game's public key and the broker in
/// its fragment.
pub(crate) fn join_link(page: &str, broker: &str, room: &RoomAddress) -> String {
    let page = page.split('#').next().unwrap_or(page);
    format!(
        "{page}#r={}&g={}&b={}",
        room.room_hex(),
        room.game_text(),
        percent_encode(broker)
    )
}

/// What a join link says: the page, the broker and the room (`None` if it is not one;
/// a link of the shared-key rooms, with `k=`, is not).
pub fn parse_link(link: &str) -> Option<(String, String, RoomAddress)> {
    let (page, fragment) = link.split_once('#')?;
    let (mut room, mut game, mut broker) = (None, None, None);
    for pair in fragment.split('&') {
        match pair.split_once('=')? {
            ("r", v) => room = Some(v),
            ("g", v) => game = Some(v),
            ("b", v) => broker = Some(percent_decode(v)?),
            _ => {}
        }
    }
    let room = RoomAddress::parse(room?, game?)?;
    Some((page.to_string(), broker?, room))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reads_back_as_what_made_it() -> Result<(), crate::protocol::RandomError> {
        let game = super::super::seal::GameKey::random()?;
        let secret = game.address().clone();
        let broker = "wss://broker.example:8084/mqtt?a=b c";
        let link = join_link("https://page.example/dice/", broker, &secret);
        assert!(link.starts_with("https://page.example/dice/#r="), "{link}");
        assert!(
            !link[link.find("&b=").unwrap_or(0)..].contains("://"),
            "{link}"
        );
        let Some((page, b, s)) = parse_link(&link) else {
            panic!("{link} does not read back");
        };
        assert_eq!(
            (page.as_str(), b.as_str()),
            ("https://page.example/dice/", broker)
        );
        assert_eq!(s, secret);
        assert_eq!(parse_link("https://page/#r=00&g=1&b=x"), None);
        let shared_key = format!(
            "https://page/#r={}&k={}&b=x",
            secret.room_hex(),
            "A".repeat(43)
        );
        assert_eq!(
            parse_link(&shared_key),
            None,
            "a link of the shared-key rooms"
        );
        Ok(())
    }
}
