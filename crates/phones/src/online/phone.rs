//! A phone's side of the online room, in Rust: what the page's script does, for the
//! tests and the bench (and anyone scripting a phone). It connects to the broker the
//! link names with a fresh key pair (its id is the key's hash), listens on its own topic
//! only, sends its first letter (new, with the link's proof, or back to its seat, with
//! the seat's way back) until the game answers, finishes the handshake with the game's
//! answer, seals what it sends with a rising sequence number, and drops what does not
//! open or comes out of order. Told the cast's keys, it listens to its language's cast
//! too ([`super::cast`]) and takes a table from either only if it is newer than the
//! last it took.

use std::time::{Duration, Instant};

use super::cast::CastPublic;
use super::link::parse_link;
use super::mqtt::Packet;
use super::seal::{BackKey, Body, Letter, PhoneKey, PhoneKeys, RoomAddress, random_id};
use super::wire::{Wire, WireError};
use crate::protocol::Reply;
use party_dice_core::settings::BrokerUrl;

/// How often a phone says its first letter again while the game has not answered.
const FIRST_AGAIN: Duration = Duration::from_secs(1);

/// What reached the phone, from the game, on its own topic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// A message of the phone protocol (its JSON text): the game's state among them.
    Message(String),
    /// The game closed this phone's connection.
    Closed(u16, String),
    /// The game moved the room: the new room id, game key and the seat's new token.
    Moved(String, String, String),
}

/// How a phone comes to the room.
#[derive(Debug, Clone)]
enum Way {
    /// New: the link's proof.
    New,
    /// Back to its seat: the seat's way back, and the counter last used.
    Back(BackKey, u64),
}

/// A phone connected through the broker.
pub struct OnlinePhone {
    wire: Wire,
    room: RoomAddress,
    key: PhoneKey,
    way: Way,
    /// The session's keys, once the game answered.
    keys: Option<PhoneKeys>,
    /// What waits for the session (sent once it is there).
    queued: Vec<String>,
    /// When the first letter went last.
    first_at: Option<Instant>,
    seq: u64,
    last: u64,
    /// The cast's keys, once told, and the cast topic it listens to.
    cast: Option<(CastPublic, Option<String>)>,
    /// The number of the last table taken (from its own topic or a cast).
    table: u64,
    /// Letters that did not open or came out of order, dropped.
    pub dropped: u64,
    /// Tables that came by cast and were taken.
    pub casts: u64,
}

impl OnlinePhone {
    /// Opens the join `link`: connects to its broker and listens. Send a `hello` next.
    pub fn open(link: &str) -> Result<OnlinePhone, WireError> {
        let (_, broker, room) =
            parse_link(link).ok_or_else(|| WireError::BadUrl("(a join link)".to_string()))?;
        let url = BrokerUrl::parse(&broker)?;
        Self::connect(&url, room)
    }

    /// Connects to `url` for `room` as a new phone, with a fresh key pair.
    pub fn connect(url: &BrokerUrl, room: RoomAddress) -> Result<OnlinePhone, WireError> {
        Self::connect_by(url, room, Way::New)
    }

    /// Connects to `url` for `room` as the phone of the seat whose token is `token`,
    /// coming back (its first letter proves the token without showing it); `counter`
    /// above any this seat's phone used with this room before.
    pub fn connect_back(
        url: &BrokerUrl,
        room: RoomAddress,
        token: &str,
        counter: u64,
    ) -> Result<OnlinePhone, WireError> {
        let back = BackKey::new(token, &room);
        Self::connect_by(url, room, Way::Back(back, counter.saturating_sub(1)))
    }

    fn connect_by(url: &BrokerUrl, room: RoomAddress, way: Way) -> Result<OnlinePhone, WireError> {
        let key = PhoneKey::random().map_err(|_| WireError::Random)?;
        // The broker's client id is unrelated to the phone id the topics show (whoever
        // connects with a client id takes that connection over).
        let client = random_id().map_err(|_| WireError::Random)?;
        let mut wire = Wire::connect(url, &format!("pd-{}", &client[..24]))?;
        wire.subscribe(&[&room.phone_topic(&key.id())])?;
        let mut phone = OnlinePhone {
            wire,
            room,
            key,
            way,
            keys: None,
            queued: Vec::new(),
            first_at: None,
            seq: 0,
            last: 0,
            cast: None,
            table: 0,
            dropped: 0,
            casts: 0,
        };
        phone.first_letter()?;
        Ok(phone)
    }

    /// The first letter (again, with the next counter if coming back).
    fn first_letter(&mut self) -> Result<(), WireError> {
        let first = match &mut self.way {
            Way::New => self.key.first_new(&self.room),
            Way::Back(back, counter) => {
                *counter += 1;
                self.key.first_back(back, *counter)
            }
        };
        self.first_at = Some(Instant::now());
        self.send_raw(&first)
    }

    /// The phone's id for this connection.
    pub fn id(&self) -> String {
        self.key.id()
    }

    /// The room it is in.
    pub fn room(&self) -> &RoomAddress {
        &self.room
    }

    /// Whether it listens to the cast of its language (told the keys, and its first table
    /// came).
    pub fn listening(&self) -> bool {
        matches!(self.cast, Some((_, Some(_))))
    }

    /// Whether the game answered: the session is there.
    pub fn ready(&self) -> bool {
        self.keys.is_some()
    }

    /// Sends one phone-protocol message (its JSON text), sealed; before the game has
    /// answered, it waits for the session.
    pub fn send(&mut self, text: &str) -> Result<(), WireError> {
        if self.keys.is_none() {
            self.queued.push(text.to_string());
            return Ok(());
        }
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

    /// Seals `letter` with this phone's session key for the `up` topic as it is (for
    /// tests); empty before the session.
    pub fn sealed_up(&self, letter: &Letter<'_>) -> Vec<u8> {
        self.keys
            .as_ref()
            .and_then(|k| k.seal_up(&self.room.up_topic(), letter).ok())
            .unwrap_or_default()
    }

    /// The connection to the broker (for tests that publish what a phone never would).
    pub fn wire(&mut self) -> &mut Wire {
        &mut self.wire
    }

    /// The session's keys with the game, once there (for tests that try to open or
    /// forge other phones' letters with them).
    pub fn keys(&self) -> Option<&PhoneKeys> {
        self.keys.as_ref()
    }

    /// What arrived within `wait` (stops early once something did). Until the game
    /// answers, the first letter is said again every second.
    pub fn hear(&mut self, wait: Duration) -> Result<Vec<Heard>, WireError> {
        let until = Instant::now() + wait;
        loop {
            if self.keys.is_none() && self.first_at.is_none_or(|at| at.elapsed() >= FIRST_AGAIN) {
                self.first_letter()?;
            }
            let left = until.saturating_duration_since(Instant::now());
            // Until the game answers, awake often enough to say the first letter again.
            let step = match self.keys {
                None => left.min(Duration::from_millis(20)),
                Some(_) => left,
            };
            let packets = self.wire.read(step)?;
            let mut heard = Vec::new();
            for packet in packets {
                heard.extend(self.unseal(packet)?);
            }
            if !heard.is_empty() || left.is_zero() {
                return Ok(heard);
            }
        }
    }

    fn unseal(&mut self, packet: Packet) -> Result<Option<Heard>, WireError> {
        let Packet::Publish { topic, payload, .. } = packet else {
            return Ok(None);
        };
        if payload.is_empty() {
            return Ok(None); // A retained message cleared.
        }
        if let Some((cast, Some(cast_topic))) = &self.cast
            && topic == *cast_topic
        {
            let letter = cast.open(&topic, &payload);
            return Ok(match letter.map(|l| (l.n, l.body)) {
                Some((n, Body::M(m))) if n > self.table => {
                    self.table = n;
                    self.casts += 1;
                    Some(Heard::Message(m.into_owned()))
                }
                _ => {
                    self.dropped += 1;
                    None
                }
            });
        }
        let own = topic == self.room.phone_topic(&self.key.id());
        let letter = match (&self.keys, own) {
            (_, false) => None,
            (Some(keys), true) => keys.open_down(&topic, &payload),
            (None, true) => self
                .key
                .finish(&self.room, &topic, &payload)
                .map(|(keys, letter)| {
                    self.keys = Some(keys);
                    letter
                }),
        };
        let Some(letter) = letter.filter(|l| l.n > self.last) else {
            self.dropped += 1;
            return Ok(None);
        };
        self.last = letter.n;
        for text in std::mem::take(&mut self.queued) {
            self.send(&text)?;
        }
        Ok(match letter.body {
            Body::M(m) if Reply::is_state(&m) => {
                if letter.n <= self.table {
                    return Ok(None); // A cast brought a newer table already.
                }
                self.table = letter.n;
                self.listen_to_casts(&m)?;
                Some(Heard::Message(m.into_owned()))
            }
            Body::M(m) => Some(Heard::Message(m.into_owned())),
            Body::Close(code, why) => Some(Heard::Closed(code, why.into_owned())),
            Body::Moved(room, key, token) => Some(Heard::Moved(
                room.into_owned(),
                key.into_owned(),
                token.into_owned(),
            )),
            Body::Cast(key, verifying) => {
                self.cast = CastPublic::parse(&key, &verifying).map(|c| (c, None));
                None
            }
            Body::Ready(_) => None,
        })
    }

    /// Told the cast's keys, at its first table: listens to the cast of the language
    /// that table is worded in (the game's own words where it names none).
    fn listen_to_casts(&mut self, state: &str) -> Result<(), WireError> {
        let Some((_, listening @ None)) = &mut self.cast else {
            return Ok(());
        };
        let lang = serde_json::from_str::<serde_json::Value>(state)
            .ok()
            .and_then(|v| v.get("lang")?.as_str().map(str::to_string))
            .unwrap_or_else(|| "host".to_string());
        let topic = self.room.cast_topic(&lang);
        self.wire.subscribe(&[&topic])?;
        *listening = Some(topic);
        Ok(())
    }

    /// Leaves the broker.
    pub fn close(self) {
        self.wire.close();
    }
}
