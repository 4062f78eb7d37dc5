//! An audience phone for the benches (`audience-bench`, `audience-frames`): on the LAN or
//! through the broker, it joins the audience with a name and answers every question
//! once, as soon as a table shows it, pinging when it said nothing for a while, and
//! reports each question it saw.

use std::net::Ipv4Addr;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use party_dice_phones::online::phone::Heard;
use serde_json::{Value, json};

use super::Phone;
use super::online::Remote;

/// What a phone's thread reports: it saw question `id` at this time, or it joined.
pub enum Report {
    Joined,
    Saw(u32, Instant),
}

/// How often a phone that said nothing pings (the page: every 10 s).
const PING_EVERY: Duration = Duration::from_secs(8);

/// What an audience phone does with its connection, LAN or online.
pub trait Line {
    fn say(&mut self, message: &Value);
    /// The next message, or `None` after `wait`; `Err` once the connection is gone.
    fn next(&mut self, wait: Duration) -> Result<Option<Value>, ()>;
}

impl Line for Phone {
    fn say(&mut self, message: &Value) {
        self.send(message);
    }
    fn next(&mut self, wait: Duration) -> Result<Option<Value>, ()> {
        if self.closed.is_some() {
            return Err(());
        }
        Ok(Phone::next(self, wait))
    }
}

impl Line for Remote {
    fn say(&mut self, message: &Value) {
        self.send(message);
    }
    /// The newest table of what arrives next (one read, woken by what arrives).
    fn next(&mut self, wait: Duration) -> Result<Option<Value>, ()> {
        let heard = self.phone.hear(wait).map_err(|_| ())?;
        let mut tables = heard.into_iter().filter_map(|h| match h {
            Heard::Message(text) => serde_json::from_str::<Value>(&text).ok(),
            _ => None,
        });
        Ok(tables.rfind(|v| v["type"] == "state"))
    }
}

/// A LAN phone from 127.1.x.y (the `i`th), joined the room with `code`.
pub fn lan_phone(port: u16, code: &str, i: usize) -> Phone {
    let from = Ipv4Addr::new(127, 1, (i / 250) as u8, (i % 250 + 1) as u8);
    let origin = format!("http://127.0.0.1:{port}");
    let mut p =
        super::try_connect_from(port, from, Some(&origin)).unwrap_or_else(|e| panic!("{e}"));
    p.hello(code);
    p
}

/// A phone through the broker with the link, its keys agreed with the game, joined.
pub fn online_phone(link: &str) -> Remote {
    let mut p = Remote::open(link);
    p.ready();
    p.hello();
    p
}

/// An audience phone, joined the room: joins the audience as `A<i>`, answers each
/// question once (picking `i % 2`, at least 70 % sure), until its connection is gone.
pub fn play_along(mut p: impl Line, i: usize, reports: &Sender<Report>) {
    p.say(&json!({"type": "audience", "name": format!("A{i}")}));
    let _ = reports.send(Report::Joined);
    let mut answered = std::collections::HashSet::new();
    let mut said = Instant::now();
    loop {
        // A ping when it said nothing for a while, as the page does: a phone silent too
        // long is gone.
        if said.elapsed() >= PING_EVERY {
            p.say(&json!({"type": "ping"}));
            said = Instant::now();
        }
        let message = match p.next(PING_EVERY) {
            Ok(Some(message)) => message,
            Ok(None) => continue,
            Err(()) => return,
        };
        let seen = Instant::now();
        let questions = message["state"]["audience"]["questions"]
            .as_array()
            .cloned();
        for q in questions.unwrap_or_default() {
            let Some(id) = q["id"].as_u64() else { continue };
            let id = id as u32;
            if answered.insert(id) {
                let _ = reports.send(Report::Saw(id, seen));
                let sure = q["least_sure"].as_u64().unwrap_or(50).max(70);
                p.say(&json!({"type": "answer", "question": id, "pick": i % 2, "sure": sure}));
                said = Instant::now();
            }
        }
    }
}
