//! Phones for the screens script's join screen: real WebSocket clients on loopback, each
//! on a thread of its own, that join the room, take a seat (or stay spectators) and stay until
//! the server goes, so the join screen shows seats held, a phone that dropped and
//! spectators as a real table would.

use std::net::TcpStream;
use std::thread;

use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};

/// What a fake phone does once in the room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// Takes this seat and stays.
    Sit(usize),
    /// Takes this seat and drops (as a phone whose screen locked).
    SitAndDrop(usize),
    /// Watches.
    Watch,
    /// Asks to join as a new player of this name, and waits for the host.
    AskToJoin(&'static str),
}

/// Starts a phone for each part against the server on `port` with `code`.
pub(super) fn join(port: u16, code: &str, parts: &[Part]) {
    for &part in parts {
        let code = code.to_string();
        let spawned = thread::Builder::new()
            .name("fake-phone".into())
            .spawn(move || {
                if let Err(e) = play(port, &code, part) {
                    bevy::log::warn!("a fake phone gave up: {e}");
                }
            });
        if let Err(e) = spawned {
            bevy::log::warn!("cannot start a fake phone: {e}");
        }
    }
}

fn play(port: u16, code: &str, part: Part) -> Result<(), tungstenite::Error> {
    let mut ws = connect(port)?;
    let hello = serde_json::json!({"type": "hello", "v": 2, "code": code});
    ws.send(Message::text(hello.to_string()))?;
    let seat = match part {
        Part::Sit(seat) | Part::SitAndDrop(seat) => Some(seat),
        Part::Watch | Part::AskToJoin(_) => None,
    };
    if let Part::AskToJoin(name) = part {
        let ask = serde_json::json!({"type": "join_as", "name": name});
        ws.send(Message::text(ask.to_string()))?;
    }
    if let Some(seat) = seat {
        let take = serde_json::json!({"type": "take", "seat": seat});
        ws.send(Message::text(take.to_string()))?;
    }
    // Read until the seat is ours (or, watching, the first state), then stay or drop.
    loop {
        let Message::Text(text) = ws.read()? else {
            continue;
        };
        let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        let settled = match seat {
            Some(seat) => v["type"] == "seat" && v["seat"] == seat,
            None => v["type"] == "state",
        };
        if settled {
            break;
        }
    }
    if matches!(part, Part::SitAndDrop(_)) {
        return Ok(());
    }
    // Until the server closes (phones turned off): then the thread ends.
    loop {
        match ws.read() {
            Ok(_) => {}
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return Ok(());
            }
            Err(e) => return Err(e),
        }
    }
}

fn connect(port: u16) -> Result<WebSocket<TcpStream>, tungstenite::Error> {
    let mut request = format!("ws://127.0.0.1:{port}/ws").into_client_request()?;
    if let Ok(origin) = format!("http://127.0.0.1:{port}").parse() {
        request.headers_mut().insert("Origin", origin);
    }
    let stream = TcpStream::connect(("127.0.0.1", port))?;
    match tungstenite::client(request, stream) {
        Ok((ws, _)) => Ok(ws),
        Err(tungstenite::HandshakeError::Failure(e)) => Err(e),
        Err(tungstenite::HandshakeError::Interrupted(_)) => {
            Err(tungstenite::Error::ConnectionClosed)
        }
    }
}
