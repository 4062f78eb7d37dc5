//! A phone's side of the online room, in Rust: what the page's script does, for the
//! tests and the bench (and anyone scripting a phone). It connects to the broker the
//! link names with a fresh phone id, listens on its own topic and the table's, seals
//! what it sends with a rising sequence number, and drops what does not open or comes
//! out of order.

use std::time::{Duration, Instant};

use super::link::parse_link;
use super::mqtt::Packet;
use super::seal::{Body, Letter, RoomSecret, random_id};
use super::wire::{BrokerUrl, Wire, WireError};

/// What reached the phone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A message of the phone protocol (its JSON text), on the phone's own topic.
    Message(String),
    /// The table (a `state` message), on the room's retained topic.
    Table(String),
    /// The game closed this phone's connection.
    Closed(u16, String),
    /// The game moved the room: the new id and key.
    Moved(String, String),
}

/// A phone connected through the broker.
pub struct OnlinePhone {
    wire: Wire,
    secret: RoomSecret,
    id: String,
    seq: u64,
    last_own: u64,
    last_table: u64,
    /// Letters that did not open or came out of order, dropped.
    pub dropped: u64,
}

impl OnlinePhone {
    /// Opens the join `link`: connects to its broker and listens. Send a `hello` next.
    pub fn open(link: &str) -> Result<OnlinePhone, WireError> {
        // Not the link itself in the error: it holds the key.
        let (_, broker, secret) =
            parse_link(link).ok_or_else(|| WireError::BadUrl("(a join link)".to_string()))?;
        let url = BrokerUrl::parse(&broker)?;
        Self::connect(&url, secret)
    }

    /// Connects to `url` for the room `secret`, with a fresh phone id.
    pub fn connect(url: &BrokerUrl, secret: RoomSecret) -> Result<OnlinePhone, WireError> {
        let id = random_id().map_err(|_| WireError::Random)?;
        // The broker's client id is unrelated to the phone id the topics show (whoever
        // connects with a client id takes that connection over).
        let client = random_id().map_err(|_| WireError::Random)?;
        let mut wire = Wire::connect(url, &format!("pd-{}", &client[..24]))?;
        wire.subscribe(&[&secret.phone_topic(&id), &secret.table_topic()])?;
        Ok(OnlinePhone {
            wire,
            secret,
            id,
            seq: 0,
            last_own: 0,
            last_table: 0,
            dropped: 0,
        })
    }

    /// The phone's id for this connection.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Sends one phone-protocol message (its JSON text), sealed.
    pub fn send(&mut self, text: &str) -> Result<(), WireError> {
        self.seq += 1;
        let letter = Letter {
            f: self.id.as_str().into(),
            n: self.seq,
            body: Body::M(text.into()),
        };
        let topic = self.secret.up_topic();
        let sealed = self
            .secret
            .seal(&topic, &letter)
            .map_err(|_| WireError::Random)?;
        self.wire.publish(&topic, &sealed, false)
    }

    /// Publishes raw bytes on the room's `up` topic, unsealed (for tests of forgeries).
    pub fn send_raw(&mut self, bytes: &[u8]) -> Result<(), WireError> {
        let topic = self.secret.up_topic();
        self.wire.publish(&topic, bytes, false)
    }

    /// Seals `letter` under this room's key for the `up` topic as it is (for tests).
    pub fn sealed_up(&self, letter: &Letter<'_>) -> Vec<u8> {
        self.secret
            .seal(&self.secret.up_topic(), letter)
            .unwrap_or_default()
    }

    /// What arrived within `wait` (stops early once something did).
    pub fn hear(&mut self, wait: Duration) -> Result<Vec<Heard>, WireError> {
        let until = Instant::now() + wait;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let packets = self.wire.read(left.min(Duration::from_millis(20)))?;
            let heard: Vec<Heard> = packets.into_iter().filter_map(|p| self.unseal(p)).collect();
            if !heard.is_empty() || left.is_zero() {
                return Ok(heard);
            }
        }
    }

    fn unseal(&mut self, packet: Packet) -> Option<Heard> {
        let Packet::Publish { topic, payload, .. } = packet else {
            return None;
        };
        if payload.is_empty() {
            return None; // A retained table cleared.
        }
        let table = topic == self.secret.table_topic();
        let Some(letter) = self.secret.open(&topic, &payload).filter(|l| l.f == "game") else {
            self.dropped += 1;
            return None;
        };
        let last = if table {
            &mut self.last_table
        } else {
            &mut self.last_own
        };
        if letter.n <= *last {
            self.dropped += 1;
            return None;
        }
        *last = letter.n;
        Some(match letter.body {
            Body::M(m) if table => Heard::Table(m.into_owned()),
            Body::M(m) => Heard::Message(m.into_owned()),
            Body::Close(code, why) => Heard::Closed(code, why.into_owned()),
            Body::Moved(room, key) => Heard::Moved(room.into_owned(), key.into_owned()),
        })
    }

    /// Leaves the broker.
    pub fn close(self) {
        self.wire.close();
    }
}
