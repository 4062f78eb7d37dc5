//! End-to-end sealing of the online room's messages, pure: AES-256-GCM under the room's
//! key, a random 96-bit nonce per message, the topic as associated data (a message moved
//! to another topic does not open), and inside: who sent it, its sequence number, and the
//! phone protocol's own message (with the seat token where the protocol has one).
//!
//! On the wire a sealed message is `1 ‖ nonce (12) ‖ ciphertext ‖ tag (16)`. Nothing a
//! broker or an eavesdropper sees says more than the random topic and the length.

use std::borrow::Cow;

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::{Deserialize, Serialize};

use crate::remote::protocol::RandomError;

/// The first byte of a sealed message: the sealing's version.
pub const SEAL_VERSION: u8 = 1;
/// Bytes a sealed message adds to its plaintext.
pub const OVERHEAD: usize = 1 + 12 + 16;

/// A room online: its random id (the topics' name) and its key. Both travel only in the
/// join link's fragment; [`fmt::Debug`](std::fmt::Debug) prints neither.
#[derive(Clone, PartialEq, Eq)]
pub struct RoomSecret {
    /// 16 random bytes, as 32 hex digits in topics.
    pub room: [u8; 16],
    key: [u8; 32],
}

impl std::fmt::Debug for RoomSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RoomSecret(..)")
    }
}

/// Hex digits of `bytes`, lowercase.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fresh 16-byte id from the OS generator, as 32 hex digits (phones and the game's
/// MQTT client id use these).
pub fn random_id() -> Result<String, RandomError> {
    let mut bytes = [0u8; 16];
    getrandom_04::fill(&mut bytes).map_err(RandomError)?;
    Ok(hex(&bytes))
}

impl RoomSecret {
    /// A new room: id and key from the OS generator.
    pub fn random() -> Result<Self, RandomError> {
        let mut room = [0u8; 16];
        let mut key = [0u8; 32];
        getrandom_04::fill(&mut room).map_err(RandomError)?;
        getrandom_04::fill(&mut key).map_err(RandomError)?;
        Ok(RoomSecret { room, key })
    }

    /// The room with this id (32 hex digits) and key (43 base64url characters), as the
    /// link's fragment carries them.
    pub fn parse(room: &str, key: &str) -> Option<Self> {
        if room.len() != 32 || !room.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mut id = [0u8; 16];
        for (i, byte) in id.iter_mut().enumerate() {
            *byte = u8::from_str_radix(room.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        let key: [u8; 32] = URL_SAFE_NO_PAD.decode(key).ok()?.try_into().ok()?;
        Some(RoomSecret { room: id, key })
    }

    /// The room id as 32 hex digits.
    pub fn room_hex(&self) -> String {
        hex(&self.room)
    }

    /// The key as the link writes it (base64url, no padding).
    pub fn key_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.key)
    }

    /// Phones → game.
    pub fn up_topic(&self) -> String {
        format!("pd1/{}/up", self.room_hex())
    }

    /// Game → every phone: the table, retained.
    pub fn table_topic(&self) -> String {
        format!("pd1/{}/g", self.room_hex())
    }

    /// Game → one phone.
    pub fn phone_topic(&self, phone: &str) -> String {
        format!("pd1/{}/p/{phone}", self.room_hex())
    }

    /// Seals `letter` for `topic`.
    pub fn seal(&self, topic: &str, letter: &Letter<'_>) -> Result<Vec<u8>, RandomError> {
        let mut nonce = [0u8; 12];
        getrandom_04::fill(&mut nonce).map_err(RandomError)?;
        let plain = serde_json::to_vec(letter).unwrap_or_default();
        let cipher = Aes256Gcm::new((&self.key).into());
        let sealed = cipher
            .encrypt(
                Nonce::from_slice(&nonce),
                Payload {
                    msg: &plain,
                    aad: topic.as_bytes(),
                },
            )
            .unwrap_or_default();
        let mut out = Vec::with_capacity(OVERHEAD + plain.len());
        out.push(SEAL_VERSION);
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&sealed);
        Ok(out)
    }

    /// Opens what arrived on `topic`: `None` unless it was sealed under this key for
    /// this topic and holds a well-formed letter. Nothing is parsed before the tag holds.
    pub fn open(&self, topic: &str, bytes: &[u8]) -> Option<Letter<'static>> {
        let (&version, rest) = bytes.split_first()?;
        if version != SEAL_VERSION || rest.len() < 12 + 16 {
            return None;
        }
        let (nonce, sealed) = rest.split_at(12);
        let cipher = Aes256Gcm::new((&self.key).into());
        let plain = cipher
            .decrypt(
                Nonce::from_slice(nonce),
                Payload {
                    msg: sealed,
                    aad: topic.as_bytes(),
                },
            )
            .ok()?;
        serde_json::from_slice::<Letter<'_>>(&plain)
            .ok()
            .map(Letter::into_owned)
    }
}

/// What a sealed message holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letter<'a> {
    /// The sender: a phone's random id for this connection, or `"game"`.
    pub f: Cow<'a, str>,
    /// The sender's sequence number: each letter's is higher than the one before.
    pub n: u64,
    /// What it says.
    #[serde(flatten)]
    pub body: Body<'a>,
}

/// A letter's content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Body<'a> {
    /// A message of the phone protocol (`crate::remote::protocol`), as its JSON text.
    M(Cow<'a, str>),
    /// The game closed this phone's connection: code and reason, as a WebSocket would.
    Close(u16, Cow<'a, str>),
    /// The game has a new link: the room id and key to move to (seated phones only).
    Moved(Cow<'a, str>, Cow<'a, str>),
}

impl Letter<'_> {
    fn into_owned(self) -> Letter<'static> {
        let body = match self.body {
            Body::M(m) => Body::M(Cow::Owned(m.into_owned())),
            Body::Close(c, r) => Body::Close(c, Cow::Owned(r.into_owned())),
            Body::Moved(a, b) => {
                Body::Moved(Cow::Owned(a.into_owned()), Cow::Owned(b.into_owned()))
            }
        };
        Letter {
            f: Cow::Owned(self.f.into_owned()),
            n: self.n,
            body,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter(n: u64) -> Letter<'static> {
        Letter {
            f: "abc".into(),
            n,
            body: Body::M(r#"{"type":"ping"}"#.into()),
        }
    }

    #[test]
    fn a_sealed_letter_opens_under_its_key_and_topic_only() -> Result<(), RandomError> {
        let room = RoomSecret::random()?;
        let other = RoomSecret::random()?;
        let topic = room.up_topic();
        let sealed = room.seal(&topic, &letter(3))?;
        assert_eq!(room.open(&topic, &sealed), Some(letter(3)));
        assert_eq!(other.open(&topic, &sealed), None, "another key");
        assert_eq!(
            room.open(&room.table_topic(), &sealed),
            None,
            "another topic"
        );
        let mut flipped = sealed.clone();
        if let Some(last) = flipped.last_mut() {
            *last ^= 1;
        }
        assert_eq!(room.open(&topic, &flipped), None, "a changed byte");
        assert_eq!(room.open(&topic, &[]), None);
        // Nothing readable in the sealed bytes.
        assert!(!String::from_utf8_lossy(&sealed).contains("ping"));
        Ok(())
    }

    #[test]
    fn the_secret_goes_through_its_text_form() -> Result<(), RandomError> {
        let room = RoomSecret::random()?;
        let back = RoomSecret::parse(&room.room_hex(), &room.key_text());
        assert_eq!(back, Some(room.clone()));
        assert_eq!(RoomSecret::parse("zz", &room.key_text()), None);
        assert_eq!(RoomSecret::parse(&room.room_hex(), "short"), None);
        assert_eq!(format!("{room:?}"), "RoomSecret(..)");
        Ok(())
    }

    #[test]
    fn letters_are_the_json_the_page_writes() {
        let text = serde_json::to_string(&letter(7)).unwrap_or_default();
        assert_eq!(text, r#"{"f":"abc","n":7,"m":"{\"type\":\"ping\"}"}"#);
        let close = Letter {
            f: "game".into(),
            n: 9,
            body: Body::Close(1008, "blocked".into()),
        };
        let text = serde_json::to_string(&close).unwrap_or_default();
        assert_eq!(text, r#"{"f":"game","n":9,"close":[1008,"blocked"]}"#);
    }
}
