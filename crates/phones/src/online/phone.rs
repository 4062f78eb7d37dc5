//! A phone's side of the online room, in Rust: what the page's script does, for the
//! tests and the bench (and anyone scripting a phone). It connects to the broker the
//! link names with a fresh key pair (its id is the key's hash), agrees its keys with the
//! game's public key from the link, listens on its own topic only, seals what it sends
//! with a rising sequence number, and drops what does not open or comes out of order.

use std::time::{Duration, Instant};

use super::link::parse_link;
use super::mqtt::Packet;
use super::seal::{Body, Letter, PhoneKey, PhoneKeys, RoomAddress, random_id};
use super::wire::{Wire, WireError};
use party_dice_core::settings::BrokerUrl;

/// What reached the phone, from the game, on its own topic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A message of the phone protocol (its JSON text): the table among them.
    Message(String),
    /// The game closed this phone's connection.
    Closed(u16, String),
    /// The game moved the room: the new room id and game key.
    Moved(String, String),
}

/// A phone connected through the broker.
pub struct OnlinePhone {
    wire: Wire,
    room: RoomAddress,
    keys: PhoneKeys,
    seq: u64,
    last: u64,
    /// Letters that did not open or came out of order, dropped.
    pub dropped: u64,
}

impl OnlinePhone {
    /// Opens the join `link`: connects to its broker and listens. Send a `hello` next.
    pub fn open(link: &str) -> Result<OnlinePhone, WireError> {
        let (_, broker, room) =
            parse_link(link).ok_or_else(|| WireError::BadUrl("(a join link)".to_string()))?;
        let url = BrokerUrl::parse(&broker)?;
        Self::connect(&url, room)
    }

    /// Connects to `url` for `room`, with a fresh key pair.
    pub fn connect(url: &BrokerUrl, room: RoomAddress) -> Result<OnlinePhone, WireError> {
        let key = PhoneKey::random().map_err(|_| WireError::Random)?;
        let keys = key
            .agree(&room)
            .ok_or_else(|| WireError::BadUrl("(a join link)".to_string()))?;
        // The broker's client id is unrelated to the phone id the topics show (whoever
        // connects with a client id takes that connection over).
        let client = random_id().map_err(|_| WireError::Random)?;
        let mut wire = Wire::connect(url, &format!("pd-{}", &client[..24]))?;
        wire.subscribe(&[&room.phone_topic(keys.id())])?;
        Ok(OnlinePhone {
            wire,
            room,
            keys,
            seq: 0,
            last: 0,
            dropped: 0,
        })
    }

    /// The phone's id for this connection.
    pub fn id(&self) -> &str {
        self.keys.id()
    }

    /// The room it is in.
    pub fn room(&self) -> &RoomAddress {
        &self.room
    }

    /// Sends one phone-protocol message (its JSON text), sealed.
    pub fn send(&mut self, text: &str) -> Result<(), WireError> {
        self.seq += 1;
        let letter = Letter {
            n: self.seq,
            body: Body::M(text.into()),
        };
        let sealed = self.sealed_up(&letter);
        self.send_raw(&sealed)
    }

    /// Publishes raw bytes on the room's `up` topic as they are (for tests of forgeries
    /// and replays).
    pub fn send_raw(&mut self, bytes: &[u8]) -> Result<(), WireError> {
        self.wire.publish(&self.room.up_topic(), bytes, false)
    }

    /// Seals `letter` with this phone's key for the `up` topic as it is (for tests).
    pub fn sealed_up(&self, letter: &Letter<'_>) -> Vec<u8> {
        self.keys
            .seal_up(&self.room.up_topic(), letter)
            .unwrap_or_default()
    }

    /// The connection to the broker (for tests that publish what a phone never would).
    pub fn wire(&mut self) -> &mut Wire {
        &mut self.wire
    }

    /// The keys this phone shares with the game (for tests that try to open or forge
    /// other phones' letters with them).
    pub fn keys(&self) -> &PhoneKeys {
        &self.keys
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
            return None; // A retained message cleared.
        }
        let own = topic == self.room.phone_topic(self.keys.id());
        let letter = own.then(|| self.keys.open_down(&topic, &payload)).flatten();
        let Some(letter) = letter.filter(|l| l.n > self.last) else {
            self.dropped += 1;
            return None;
        };
        self.last = letter.n;
        Some(match letter.body {
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
