//! End-to-end sealing of the online room's messages, pure: keys per phone.
//!
//! The game makes a P-256 key pair for each link; the link carries the room id and the
//! game's **public** key, nothing secret. Each phone connection makes its own P-256 key
//! pair and agrees a secret with the game by ECDH; HKDF-SHA-256 (salt: the room id; info:
//! a label, the phone's and the game's public keys) expands it into two AES-256-GCM keys,
//! one for each direction. So only the game opens what a phone sends, only that phone
//! opens what the game sends it, and nobody else, another guest with the link included,
//! can make a letter either of them takes. P-256, HKDF-SHA-256 and AES-GCM because every
//! browser's WebCrypto has all three (X25519 is not yet in all of them), and RustCrypto
//! has them in pure Rust.
//!
//! A phone's id (its topic's last part) is the first 16 bytes of SHA-256 of its public
//! key, in hex: nobody can speak under another phone's id without its private key.
//!
//! On the wire, up (phone → game): `2 ‖ phone's public key (65) ‖ nonce (12) ‖ ciphertext
//! ‖ tag (16)`; down (game → phone): `2 ‖ nonce ‖ ciphertext ‖ tag`. The topic is the
//! associated data (a message moved to another topic does not open). Inside, a letter's
//! JSON, padded with spaces to one of a few sizes ([`PADS`]), so that the length tells
//! the broker nothing of names, tokens or scores.

use std::borrow::Cow;

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::protocol::RandomError;

/// The first byte of a sealed message: the sealing's version (1 was the shared room
/// key, refused now).
pub(crate) const SEAL_VERSION: u8 = 2;
/// A public key as SEC1 writes it uncompressed (`04 ‖ x ‖ y`), as WebCrypto exports it.
pub(crate) const PUBLIC_LEN: usize = 65;
const NONCE_LEN: usize = 12;
const TAG_LEN: usize = 16;
/// Bytes a letter from the game adds to its padded plaintext.
pub const DOWN_OVERHEAD: usize = 1 + NONCE_LEN + TAG_LEN;
/// Bytes a letter from a phone adds to its padded plaintext.
pub const UP_OVERHEAD: usize = 1 + PUBLIC_LEN + NONCE_LEN + TAG_LEN;
/// The plaintext sizes letters are padded to; a longer one goes to the next multiple of
/// the last.
pub const PADS: [usize; 5] = [256, 1024, 4096, 16_384, 65_536];
/// HKDF's label: the protocol and its version.
const LABEL: &[u8] = b"party-dice online pd2";

/// Hex digits of `bytes`, lowercase.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != 2 * N || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

fn random<const N: usize>() -> Result<[u8; N], RandomError> {
    let mut bytes = [0u8; N];
    getrandom_04::fill(&mut bytes).map_err(RandomError)?;
    Ok(bytes)
}

/// A fresh 16-byte id from the OS generator, as 32 hex digits (the MQTT client ids).
pub(crate) fn random_id() -> Result<String, RandomError> {
    Ok(hex(&random::<16>()?))
}

/// A P-256 private key from the OS generator (a 32-byte string is a valid scalar but
/// for a 2^-32 chance: then another).
fn random_secret() -> Result<p256::SecretKey, RandomError> {
    loop {
        if let Ok(secret) = p256::SecretKey::from_slice(&random::<32>()?) {
            return Ok(secret);
        }
    }
}

fn public_bytes(secret: &p256::SecretKey) -> [u8; PUBLIC_LEN] {
    let point = secret.public_key().to_encoded_point(false);
    let mut out = [0u8; PUBLIC_LEN];
    if point.as_bytes().len() == PUBLIC_LEN {
        out.copy_from_slice(point.as_bytes());
    }
    out
}

/// Whether `public` is a point on P-256 (cheap beside the ECDH it allows).
pub(crate) fn is_point(public: &[u8; PUBLIC_LEN]) -> bool {
    p256::PublicKey::from_sec1_bytes(public).is_ok()
}

/// The phone id for a public key: SHA-256's first 16 bytes, in hex.
pub(crate) fn phone_id(public: &[u8; PUBLIC_LEN]) -> String {
    hex(&Sha256::digest(public)[..16])
}

/// Where a room is and whose it is: the room id and the game's public key, what the join
/// link carries. Knowing it lets a phone ask to join, and nothing more.
#[derive(Clone, PartialEq, Eq)]
pub struct RoomAddress {
    /// 16 random bytes, as 32 hex digits in topics.
    pub room: [u8; 16],
    game: [u8; PUBLIC_LEN],
}

impl std::fmt::Debug for RoomAddress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RoomAddress({})", self.room_hex())
    }
}

impl RoomAddress {
    /// The room with this id (32 hex digits) and game key (87 base64url characters), as
    /// the link's fragment carries them; `None` unless the key is a point on P-256.
    pub fn parse(room: &str, game: &str) -> Option<Self> {
        let room = unhex::<16>(room)?;
        let game: [u8; PUBLIC_LEN] = URL_SAFE_NO_PAD.decode(game).ok()?.try_into().ok()?;
        p256::PublicKey::from_sec1_bytes(&game).ok()?;
        Some(RoomAddress { room, game })
    }

    /// The room id as 32 hex digits.
    pub fn room_hex(&self) -> String {
        hex(&self.room)
    }

    /// The game's public key as the link writes it (base64url, no padding).
    pub fn game_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.game)
    }

    /// Phones → game.
    pub fn up_topic(&self) -> String {
        format!("pd1/{}/up", self.room_hex())
    }

    /// Game → one phone.
    pub fn phone_topic(&self, phone: &str) -> String {
        format!("pd1/{}/p/{phone}", self.room_hex())
    }

    /// The table topic of the shared-key rooms before keys per phone: cleared when the
    /// game comes online, so that nothing left there reaches an old page.
    pub fn old_table_topic(&self) -> String {
        format!("pd1/{}/g", self.room_hex())
    }
}

/// The game's side of a room: its address and the private key behind it. `Debug`
/// prints only the room id.
#[derive(Clone)]
pub struct GameKey {
    address: RoomAddress,
    secret: p256::SecretKey,
}

impl std::fmt::Debug for GameKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GameKey({})", self.address.room_hex())
    }
}

impl GameKey {
    /// A new room: its id and key pair from the OS generator.
    pub fn random() -> Result<Self, RandomError> {
        let secret = random_secret()?;
        let address = RoomAddress {
            room: random()?,
            game: public_bytes(&secret),
        };
        Ok(GameKey { address, secret })
    }

    /// What the link carries.
    pub fn address(&self) -> &RoomAddress {
        &self.address
    }

    /// The keys shared with the phone whose public key is `phone` (`None` if it is not a
    /// point on the curve).
    pub fn agree(&self, phone: &[u8; PUBLIC_LEN]) -> Option<PhoneKeys> {
        let public = p256::PublicKey::from_sec1_bytes(phone).ok()?;
        let shared =
            p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), public.as_affine());
        Some(PhoneKeys::expand(
            shared.raw_secret_bytes(),
            &self.address,
            *phone,
        ))
    }
}

/// A phone's own key pair, new for each connection.
pub struct PhoneKey {
    secret: p256::SecretKey,
    public: [u8; PUBLIC_LEN],
}

impl PhoneKey {
    /// A fresh key pair from the OS generator.
    pub fn random() -> Result<Self, RandomError> {
        let secret = random_secret()?;
        let public = public_bytes(&secret);
        Ok(PhoneKey { secret, public })
    }

    /// The keys this phone shares with the game of `room`.
    pub fn agree(&self, room: &RoomAddress) -> Option<PhoneKeys> {
        let game = p256::PublicKey::from_sec1_bytes(&room.game).ok()?;
        let shared = p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), game.as_affine());
        Some(PhoneKeys::expand(
            shared.raw_secret_bytes(),
            room,
            self.public,
        ))
    }
}

/// What one phone and the game share: the phone's id and public key, and a key for
/// each direction. `Debug` prints the id only.
#[derive(Clone)]
pub struct PhoneKeys {
    id: String,
    public: [u8; PUBLIC_LEN],
    up: Aes256Gcm,
    down: Aes256Gcm,
}

impl std::fmt::Debug for PhoneKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PhoneKeys({})", self.id)
    }
}

impl PhoneKeys {
    fn expand(shared: &[u8], room: &RoomAddress, public: [u8; PUBLIC_LEN]) -> Self {
        let mut info = Vec::with_capacity(LABEL.len() + 2 * PUBLIC_LEN);
        info.extend_from_slice(LABEL);
        info.extend_from_slice(&public);
        info.extend_from_slice(&room.game);
        let mut okm = [0u8; 64];
        // 64 bytes is far under HKDF-SHA-256's limit (8 160), so this cannot fail.
        let _ = hkdf::Hkdf::<Sha256>::new(Some(&room.room), shared).expand(&info, &mut okm);
        let (up, down) = okm.split_at(32);
        PhoneKeys {
            id: phone_id(&public),
            public,
            up: Aes256Gcm::new(up.into()),
            down: Aes256Gcm::new(down.into()),
        }
    }

    /// The phone's id (its topic's last part).
    pub fn id(&self) -> &str {
        &self.id
    }

    /// A letter from the phone to the game, for `topic`.
    pub fn seal_up(&self, topic: &str, letter: &Letter<'_>) -> Result<Vec<u8>, RandomError> {
        let mut out = Vec::with_capacity(UP_OVERHEAD + PADS[0]);
        out.push(SEAL_VERSION);
        out.extend_from_slice(&self.public);
        seal(&self.up, topic, letter, out)
    }

    /// Opens a letter from the phone (what [`split_up`] left after the public key).
    pub fn open_up(&self, topic: &str, sealed: &[u8]) -> Option<Letter<'static>> {
        open(&self.up, topic, sealed)
    }

    /// A letter from the game to this phone, for `topic`.
    pub fn seal_down(&self, topic: &str, letter: &Letter<'_>) -> Result<Vec<u8>, RandomError> {
        let mut out = Vec::with_capacity(DOWN_OVERHEAD + PADS[0]);
        out.push(SEAL_VERSION);
        seal(&self.down, topic, letter, out)
    }

    /// Opens a letter from the game to this phone.
    pub fn open_down(&self, topic: &str, bytes: &[u8]) -> Option<Letter<'static>> {
        let (&version, sealed) = bytes.split_first()?;
        (version == SEAL_VERSION).then_some(())?;
        open(&self.down, topic, sealed)
    }
}

/// A phone's message split into its sender's public key and the sealed rest; `None`
/// unless it is this version's and long enough.
pub fn split_up(bytes: &[u8]) -> Option<([u8; PUBLIC_LEN], &[u8])> {
    let (&version, rest) = bytes.split_first()?;
    if version != SEAL_VERSION || rest.len() < PUBLIC_LEN + NONCE_LEN + TAG_LEN {
        return None;
    }
    let (public, sealed) = rest.split_at(PUBLIC_LEN);
    Some((public.try_into().ok()?, sealed))
}

/// The size a plaintext of `len` bytes is padded to.
pub(crate) fn padded_len(len: usize) -> usize {
    let last = PADS[PADS.len() - 1];
    PADS.iter()
        .copied()
        .find(|&p| p >= len)
        .unwrap_or_else(|| len.div_ceil(last) * last)
}

/// `out` ‖ nonce ‖ the letter's padded JSON sealed under `key` for `topic`.
fn seal(
    key: &Aes256Gcm,
    topic: &str,
    letter: &Letter<'_>,
    mut out: Vec<u8>,
) -> Result<Vec<u8>, RandomError> {
    let nonce = random::<NONCE_LEN>()?;
    let mut plain = serde_json::to_vec(letter).unwrap_or_default();
    plain.resize(padded_len(plain.len()), b' ');
    let sealed = key
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: &plain,
                aad: topic.as_bytes(),
            },
        )
        .unwrap_or_default();
    out.extend_from_slice(&nonce);
    out.extend_from_slice(&sealed);
    Ok(out)
}

/// Nothing is parsed before the tag holds.
fn open(key: &Aes256Gcm, topic: &str, sealed: &[u8]) -> Option<Letter<'static>> {
    if sealed.len() < NONCE_LEN + TAG_LEN {
        return None;
    }
    let (nonce, sealed) = sealed.split_at(NONCE_LEN);
    let plain = key
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

/// What a sealed message holds. The sender is whoever holds the key it opened under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letter<'a> {
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
    /// A message of the phone protocol (`crate::protocol`), as its JSON text.
    M(Cow<'a, str>),
    /// The game closed this phone's connection: code and reason, as a WebSocket would.
    Close(u16, Cow<'a, str>),
    /// The game has a new link: the room id and the game's public key to move to
    /// (seated phones only, each on its own channel).
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
        Letter { n: self.n, body }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter(n: u64) -> Letter<'static> {
        Letter {
            n,
            body: Body::M(r#"{"type":"ping"}"#.into()),
        }
    }

    fn pair() -> Result<(GameKey, PhoneKeys, PhoneKeys), RandomError> {
        let game = GameKey::random()?;
        let phone = PhoneKey::random()?;
        let mine = phone.agree(game.address());
        let Some((keys, split)) = mine.zip(game.agree(&phone.public)) else {
            panic!("a fresh key is on the curve");
        };
        Ok((game, keys, split))
    }

    #[test]
    fn the_phone_and_the_game_agree_and_nobody_else_opens_their_letters() -> Result<(), RandomError>
    {
        let (game, phone, at_game) = pair()?;
        assert_eq!(phone.id(), at_game.id());
        let up = game.address().up_topic();
        let sealed = phone.seal_up(&up, &letter(3))?;
        let Some((public, rest)) = split_up(&sealed) else {
            panic!("not a phone's message");
        };
        assert_eq!(phone_id(&public), phone.id());
        assert_eq!(at_game.open_up(&up, rest), Some(letter(3)));
        // Another guest with the same link agrees other keys.
        let (_, other, _) = pair()?;
        let other_here = PhoneKey::random()?.agree(game.address());
        let Some(other_here) = other_here else {
            panic!("agree");
        };
        assert_eq!(other_here.open_up(&up, rest), None, "another phone's keys");
        assert_eq!(other.open_up(&up, rest), None, "another room's keys");
        // Down is not up: a phone's own letter reflected back does not open.
        let mine = game.address().phone_topic(phone.id());
        let down = at_game.seal_down(&mine, &letter(4))?;
        assert_eq!(phone.open_down(&mine, &down), Some(letter(4)));
        assert_eq!(other_here.open_down(&mine, &down), None);
        let reflected: Vec<u8> = [&[SEAL_VERSION][..], rest].concat();
        assert_eq!(phone.open_down(&up, &reflected), None);
        assert_eq!(
            phone.open_down(&game.address().up_topic(), &down),
            None,
            "topic"
        );
        let mut flipped = down.clone();
        if let Some(last) = flipped.last_mut() {
            *last ^= 1;
        }
        assert_eq!(phone.open_down(&mine, &flipped), None, "a changed byte");
        assert_eq!(phone.open_down(&mine, &[]), None);
        assert_eq!(split_up(&[SEAL_VERSION; 40]), None);
        assert!(!String::from_utf8_lossy(&sealed).contains("ping"));
        Ok(())
    }

    #[test]
    fn letters_are_padded_so_their_length_tells_nothing() -> Result<(), RandomError> {
        let (game, phone, _) = pair()?;
        let up = game.address().up_topic();
        let sizes: Vec<usize> = ["A", "Annabel-Maximiliana the Third"]
            .iter()
            .map(|name| {
                let hello = format!(r#"{{"type":"hello","name":"{name}"}}"#);
                let letter = Letter {
                    n: 1,
                    body: Body::M(hello.into()),
                };
                phone.seal_up(&up, &letter).map(|s| s.len()).unwrap_or(0)
            })
            .collect();
        assert_eq!(sizes, vec![UP_OVERHEAD + 256; 2]);
        assert_eq!(padded_len(0), 256);
        assert_eq!(padded_len(257), 1024);
        assert_eq!(padded_len(65_537), 131_072);
        Ok(())
    }

    #[test]
    fn the_address_goes_through_its_text_form_and_refuses_what_is_not_a_key()
    -> Result<(), RandomError> {
        let game = GameKey::random()?;
        let a = game.address();
        let back = RoomAddress::parse(&a.room_hex(), &a.game_text());
        assert_eq!(back.as_ref(), Some(a));
        assert_eq!(a.game_text().len(), 87);
        assert_eq!(RoomAddress::parse("zz", &a.game_text()), None);
        let not_a_point = URL_SAFE_NO_PAD.encode([4u8; PUBLIC_LEN]);
        assert_eq!(RoomAddress::parse(&a.room_hex(), &not_a_point), None);
        assert!(game.agree(&[4u8; PUBLIC_LEN]).is_none());
        assert!(!format!("{game:?}").contains(&a.game_text()));
        Ok(())
    }

    #[test]
    fn letters_are_the_json_the_page_writes() {
        let text = serde_json::to_string(&letter(7)).unwrap_or_default();
        assert_eq!(text, r#"{"n":7,"m":"{\"type\":\"ping\"}"}"#);
        let close = Letter {
            n: 9,
            body: Body::Close(1008, "blocked".into()),
        };
        let text = serde_json::to_string(&close).unwrap_or_default();
        assert_eq!(text, r#"{"n":9,"close":[1008,"blocked"]}"#);
    }
}
