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
    /// Joins the audience under this name and answers every question it is shown, its
    /// pick and how sure drawn from its number (a spread of guessers, none of them wise).
    Audience(&'static str, u32),
}

/// Starts a phone for each part against the server on `port` with `code`.
pub(super) fn join(port: u16, code: &str, parts: &[Part]) {
    for (i, &part) in (0_u32..).zip(parts) {
        let code = code.to_string();
        let spawned = thread::Builder::new()
            .name("fake-phone".into())
            .spawn(move || {
                // One after another: the server lets an address (these all come from
                // 127.0.0.1) hold only a few sockets that have not joined yet.
                thread::sleep(std::time::Duration::from_millis(250) * i);
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
        Part::Watch | Part::AskToJoin(_) | Part::Audience(..) => None,
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
    if let Part::Audience(name, number) = part {
        return play_along(&mut ws, name, number);
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

/// An audience member named `name`: answers each question once, as soon as it shows.
fn play_along(
    ws: &mut WebSocket<TcpStream>,
    name: &str,
    number: u32,
) -> Result<(), tungstenite::Error> {
    let join = serde_json::json!({"type": "audience", "name": name});
    ws.send(Message::text(join.to_string()))?;
    let mut answered = std::collections::BTreeSet::new();
    loop {
        let text = match ws.read() {
            Ok(Message::Text(text)) => text,
            Ok(_) => continue,
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return Ok(());
            }
            Err(e) => return Err(e),
        };
        let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        let questions = v["state"]["audience"]["questions"].as_array().cloned();
        for q in questions.unwrap_or_default() {
            let (Some(id), Some(n)) = (q["id"].as_u64(), q["answers"].as_array().map(Vec::len))
            else {
                continue;
            };
            if n == 0 || !answered.insert(id) {
                continue;
            }
            let mix = id
                .wrapping_mul(2_654_435_761)
                .wrapping_add(u64::from(number) * 40_503);
            let least = q["least_sure"].as_u64().unwrap_or(50);
            let sure = [least, 60, 75, 90, 100][(mix % 5) as usize].max(least);
            let answer = serde_json::json!({
                "type": "answer", "question": id, "pick": (mix / 5) % n as u64, "sure": sure,
            });
            ws.send(Message::text(answer.to_string()))?;
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
