//! End-to-end sealing of the online room's messages, pure: a handshake per phone
//! connection, as Noise NK's two messages, in what every browser's WebCrypto has
//! (P-256 ECDH, HKDF-SHA-256, HMAC-SHA-256, AES-256-GCM; X25519 is not yet in all of
//! them), with RustCrypto's pure-Rust versions here.
//!
//! The game makes a P-256 key pair for each link; the link carries the room id and the
//! game's **public** key. The room id is on the broker for all to see (it is in every
//! topic); the game's public key is not (it travels only in the link, and sealed inside
//! a `moved` letter), so it is what proves a sender holds the link.
//!
//! 1. **A phone's first letter** (up): its own fresh key pair's public key and a proof,
//!    nothing sealed and nothing secret:
//!    - *new* (`0x31 ‖ public (65) ‖ tag (16)`): the tag is an HMAC of the public key
//!      under a key derived from the link ([`RoomAddress::link_key`]): whoever never
//!      held the link cannot make one, so the game checks it, with one HMAC, before any
//!      budget is spent;
//!    - *back* (`0x32 ‖ public ‖ handle (8) ‖ counter (8) ‖ tag`): a seated phone coming
//!      back. [`BackKey`] is derived from its seat token and the game's key: the handle
//!      names the seat's key, the tag is an HMAC of the public key and a counter the
//!      phone raises each time; the game takes each counter once. This way back is
//!      checked before, and apart from, the budget new phones share.
//! 2. **The game's answer** (down, on the phone's own topic): `0x34 ‖ the game's fresh
//!    ephemeral public key (65) ‖ nonce ‖ sealed letter`. Both sides derive the session's
//!    keys from two ECDHs, the game's static key with the phone's (*es*, which only the
//!    link's game can do) and the two ephemerals (*ee*, forward secrecy), through
//!    HKDF-SHA-256 salted with the room id and bound to all three public keys: one
//!    AES-256-GCM key for each direction. The answer's letter (`ready`) proves the game.
//! 3. **Letters** then: up `0x33 ‖ the phone's id (16) ‖ nonce ‖ sealed`, down
//!    `0x35 ‖ nonce ‖ sealed`. The phone's seat token travels only here, inside the
//!    session: a recorded first letter replayed gets an answer that only the phone that
//!    made it can open, so it leads nowhere; and whoever later learns the game's private
//!    key still lacks *ee*.
//!
//! A phone's id (its topic's last part) is the first 16 bytes of SHA-256 of its public
//! key, in hex. The topic is every sealed letter's associated data (a message moved to
//! another topic does not open). Inside, a letter's JSON, padded with spaces to one of a
//! few sizes ([`PADS`]), so that the length tells the broker nothing of names, tokens or
//! scores.

use std::borrow::Cow;

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::Mac;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::protocol::RandomError;

/// A phone's first letter, new to the room.
pub(crate) const UP_NEW: u8 = 0x31;
/// A phone's first letter, back to its seat.
pub(crate) const UP_BACK: u8 = 0x32;
/// A phone's letter within its session.
pub(crate) const UP_LETTER: u8 = 0x33;
/// The game's answer to a first letter.
pub(crate) const DOWN_ANSWER: u8 = 0x34;
/// The game's letter within a session.
pub(crate) const DOWN_LETTER: u8 = 0x35;
/// What the game's `ready` letter says: this handshake's version.
pub const HANDSHAKE_VERSION: u8 = 3;
/// A public key as SEC1 writes it uncompressed (`04 ‖ x ‖ y`), as WebCrypto exports it.
pub(crate) const PUBLIC_LEN: usize = 65;
pub(super) const NONCE_LEN: usize = 12;
pub(super) const TAG_LEN: usize = 16;
/// Bytes of a first letter's proof (a truncated HMAC-SHA-256).
const PROOF_LEN: usize = 16;
/// Bytes of a phone's id on the wire (its hex is the topic's last part).
const ID_LEN: usize = 16;
/// Bytes naming a seat's way back.
pub(crate) const HANDLE_LEN: usize = 8;
/// Bytes of a first letter, new.
pub const FIRST_NEW_LEN: usize = 1 + PUBLIC_LEN + PROOF_LEN;
/// Bytes of a first letter, back.
pub const FIRST_BACK_LEN: usize = 1 + PUBLIC_LEN + HANDLE_LEN + 8 + PROOF_LEN;
/// Bytes a letter from the game adds to its padded plaintext.
pub const DOWN_OVERHEAD: usize = 1 + NONCE_LEN + TAG_LEN;
/// Bytes the game's answer adds to its padded plaintext.
pub const ANSWER_OVERHEAD: usize = DOWN_OVERHEAD + PUBLIC_LEN;
/// Bytes a letter from a phone adds to its padded plaintext.
pub const UP_OVERHEAD: usize = 1 + ID_LEN + NONCE_LEN + TAG_LEN;
/// The plaintext sizes letters are padded to; a longer one goes to the next multiple of
/// the last.
pub const PADS: [usize; 5] = [256, 1024, 4096, 16_384, 65_536];
/// HKDF's label: the protocol and its version.
const LABEL: &[u8] = b"party-dice online pd3";
/// The link key's label.
const LINK_LABEL: &[u8] = b"party-dice link pd3";
/// A seat's way back's label.
const BACK_LABEL: &[u8] = b"party-dice back pd3";
/// The fingerprint's label.
const PRINT_LABEL: &[u8] = b"party-dice fingerprint pd3";
/// The fingerprint's letters: Crockford's base 32 (no I, L, O or U to misread).
const PRINT_LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

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

pub(super) fn random<const N: usize>() -> Result<[u8; N], RandomError> {
    let mut bytes = [0u8; N];
    getrandom_04::fill(&mut bytes).map_err(RandomError)?;
    Ok(bytes)
}

/// A fresh 16-byte id from the OS generator, as 32 hex digits (the MQTT client ids).
pub(crate) fn random_id() -> Result<String, RandomError> {
    Ok(hex(&random::<16>()?))
}

/// HMAC-SHA-256 of `parts`, one after the other, under `key`.
fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    // HMAC takes a key of any length, so this cannot fail.
    let Ok(mut mac) = <hmac::Hmac<Sha256> as Mac>::new_from_slice(key) else {
        return [0; 32];
    };
    parts.iter().for_each(|p| mac.update(p));
    mac.finalize().into_bytes().into()
}

/// The first `N` bytes of `bytes`.
fn first<const N: usize>(bytes: &[u8; 32]) -> [u8; N] {
    let mut out = [0u8; N];
    out.copy_from_slice(&bytes[..N]);
    out
}

/// Whether `a` and `b` are equal, in time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// A P-256 private key from the OS generator (a 32-byte string is a valid scalar but
/// for a 2^-32 chance: then another).
pub(super) fn random_secret() -> Result<p256::SecretKey, RandomError> {
    loop {
        if let Ok(secret) = p256::SecretKey::from_slice(&random::<32>()?) {
            return Ok(secret);
        }
    }
}

pub(super) fn public_bytes(secret: &p256::SecretKey) -> [u8; PUBLIC_LEN] {
    let point = secret.public_key().to_encoded_point(false);
    let mut out = [0u8; PUBLIC_LEN];
    if point.as_bytes().len() == PUBLIC_LEN {
        out.copy_from_slice(point.as_bytes());
    }
    out
}

/// ECDH of `secret` with `public` (`None` unless `public` is a point on P-256).
fn ecdh(secret: &p256::SecretKey, public: &[u8; PUBLIC_LEN]) -> Option<[u8; 32]> {
    let public = p256::PublicKey::from_sec1_bytes(public).ok()?;
    let shared = p256::ecdh::diffie_hellman(secret.to_nonzero_scalar(), public.as_affine());
    let mut out = [0u8; 32];
    out.copy_from_slice(shared.raw_secret_bytes());
    Some(out)
}

/// The phone id for a public key: SHA-256's first 16 bytes, in hex.
pub(crate) fn phone_id(public: &[u8; PUBLIC_LEN]) -> String {
    hex(&Sha256::digest(public)[..ID_LEN])
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

    /// Game → every phone without a seat that reads `lang` (a language tag, or `host`
    /// for the game's own words): [`super::cast`].
    pub fn cast_topic(&self, lang: &str) -> String {
        format!("pd1/{}/c/{lang}", self.room_hex())
    }

    /// The state topic of the shared-key rooms before keys per phone: cleared when the
    /// game comes online, so that nothing left there reaches an old page.
    pub fn old_table_topic(&self) -> String {
        format!("pd1/{}/g", self.room_hex())
    }

    /// What only holders of the link know: HMAC-SHA-256 keyed by the game's public key,
    /// of a label and the room id.
    fn link_key(&self) -> [u8; 32] {
        hmac(&self.game, &[LINK_LABEL, &self.room])
    }

    /// The proof a new phone's first letter carries for its `public` key.
    fn new_tag(&self, public: &[u8; PUBLIC_LEN]) -> [u8; PROOF_LEN] {
        first(&hmac(&self.link_key(), &[b"new", public]))
    }

    /// Whether `tag` proves that whoever sent `public` holds this room's link.
    pub fn holds_link(&self, public: &[u8; PUBLIC_LEN], tag: &[u8; PROOF_LEN]) -> bool {
        same(&self.new_tag(public), tag)
    }

    /// The game key's fingerprint, for people to compare: 12 letters of Crockford's base
    /// 32 in three groups ("K7MQ 3HTX 9PAZ"), 60 bits of SHA-256 of the game's key.
    pub fn fingerprint(&self) -> String {
        let digest = Sha256::new()
            .chain_update(PRINT_LABEL)
            .chain_update(self.game)
            .finalize();
        let mut bits = u64::from_be_bytes(first::<8>(&digest.into()));
        let mut out = String::with_capacity(14);
        for i in 0..12 {
            if i > 0 && i % 4 == 0 {
                out.push(' ');
            }
            out.push(char::from(PRINT_LETTERS[(bits >> 59) as usize]));
            bits <<= 5;
        }
        out
    }
}

/// A seated phone's way back into a room: derived from its seat token and the game's
/// key (so a token is worth nothing to another game), it names the seat by a handle and
/// proves the token without showing it.
#[derive(Clone)]
pub struct BackKey {
    key: [u8; 32],
    /// What the first letter names the seat by.
    pub handle: [u8; HANDLE_LEN],
}

impl std::fmt::Debug for BackKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "BackKey({})", hex(&self.handle))
    }
}

impl BackKey {
    /// The way back to `room` for the seat whose token is `token` (as the game sent it).
    pub fn new(token: &str, room: &RoomAddress) -> Self {
        let key = hmac(token.as_bytes(), &[BACK_LABEL, &room.room, &room.game]);
        BackKey {
            key,
            handle: first(&hmac(&key, &[b"handle"])),
        }
    }

    fn tag(&self, public: &[u8; PUBLIC_LEN], counter: u64) -> [u8; PROOF_LEN] {
        first(&hmac(&self.key, &[b"back", public, &counter.to_be_bytes()]))
    }

    /// Whether `tag` proves this seat's token for `public` and `counter`.
    pub fn proves(&self, public: &[u8; PUBLIC_LEN], counter: u64, tag: &[u8; PROOF_LEN]) -> bool {
        same(&self.tag(public, counter), tag)
    }
}

/// A seated phone's first letter, back to its seat: what the game checks against the
/// seats' [`BackKey`]s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WayBack {
    /// The phone's public key for this connection.
    pub public: [u8; PUBLIC_LEN],
    /// Which seat's way back.
    pub handle: [u8; HANDLE_LEN],
    /// Raised by the phone each time; the game takes each once.
    pub counter: u64,
    /// Its proof of the seat's token.
    pub tag: [u8; PROOF_LEN],
}

impl WayBack {
    /// Whether it is the way back `key` names, proved with that seat's token.
    pub fn proved_by(&self, key: &BackKey) -> bool {
        key.handle == self.handle && key.proves(&self.public, self.counter, &self.tag)
    }
}

/// A message on a room's `up` topic, split (nothing opened yet).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Up<'a> {
    /// A new phone's first letter.
    New {
        /// The phone's public key for this connection.
        public: [u8; PUBLIC_LEN],
        /// Its proof of the link.
        tag: [u8; PROOF_LEN],
    },
    /// A seated phone's first letter, back.
    Back(WayBack),
    /// A letter within a phone's session.
    Letter {
        /// The phone's id, in hex.
        id: String,
        /// The nonce and the sealed letter.
        sealed: &'a [u8],
    },
}

impl Up<'_> {
    /// The id of the phone that sent it (as its topic names it).
    pub fn sender(&self) -> String {
        match self {
            Up::New { public, .. } | Up::Back(WayBack { public, .. }) => phone_id(public),
            Up::Letter { id, .. } => id.clone(),
        }
    }
}

/// A phone's message split by its kind; `None` unless it is one of this version's,
/// of its kind's length (a letter: long enough).
pub fn split_up(bytes: &[u8]) -> Option<Up<'_>> {
    let (&kind, rest) = bytes.split_first()?;
    let public = || rest.get(..PUBLIC_LEN)?.try_into().ok();
    match kind {
        UP_NEW if bytes.len() == FIRST_NEW_LEN => Some(Up::New {
            public: public()?,
            tag: rest.get(PUBLIC_LEN..)?.try_into().ok()?,
        }),
        UP_BACK if bytes.len() == FIRST_BACK_LEN => {
            let handle_at = PUBLIC_LEN;
            let counter_at = handle_at + HANDLE_LEN;
            let tag_at = counter_at + 8;
            Some(Up::Back(WayBack {
                public: public()?,
                handle: rest.get(handle_at..counter_at)?.try_into().ok()?,
                counter: u64::from_be_bytes(rest.get(counter_at..tag_at)?.try_into().ok()?),
                tag: rest.get(tag_at..)?.try_into().ok()?,
            }))
        }
        UP_LETTER if rest.len() >= ID_LEN + NONCE_LEN + TAG_LEN => {
            let (id, sealed) = rest.split_at(ID_LEN);
            Some(Up::Letter {
                id: hex(id),
                sealed,
            })
        }
        _ => None,
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

    /// The game's half of a handshake with the phone whose first letter carried
    /// `phone`: a fresh ephemeral key, the session's keys, and the answer carrying
    /// `letter` to the phone's own topic. `None` if `phone` is not a point on P-256.
    pub fn answer(
        &self,
        phone: &[u8; PUBLIC_LEN],
        letter: &Letter<'_>,
    ) -> Result<Option<(PhoneKeys, Vec<u8>)>, RandomError> {
        let ephemeral = random_secret()?;
        let ours = public_bytes(&ephemeral);
        let (Some(es), Some(ee)) = (ecdh(&self.secret, phone), ecdh(&ephemeral, phone)) else {
            return Ok(None);
        };
        let keys = PhoneKeys::expand(&es, &ee, &self.address, *phone, &ours);
        let topic = self.address.phone_topic(keys.id());
        let mut out = Vec::with_capacity(ANSWER_OVERHEAD + PADS[0]);
        out.push(DOWN_ANSWER);
        out.extend_from_slice(&ours);
        let answer = seal(&keys.down, &topic, letter, out)?;
        Ok(Some((keys, answer)))
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

    /// The public key, as first letters carry it.
    pub fn public(&self) -> &[u8; PUBLIC_LEN] {
        &self.public
    }

    /// The phone's id for this key.
    pub fn id(&self) -> String {
        phone_id(&self.public)
    }

    /// The first letter of a new phone to `room`.
    pub fn first_new(&self, room: &RoomAddress) -> Vec<u8> {
        [&[UP_NEW][..], &self.public, &room.new_tag(&self.public)].concat()
    }

    /// The first letter of a seated phone back to its seat, with a counter above any it
    /// sent before.
    pub fn first_back(&self, back: &BackKey, counter: u64) -> Vec<u8> {
        let tag = back.tag(&self.public, counter);
        let counter = counter.to_be_bytes();
        [&[UP_BACK][..], &self.public, &back.handle, &counter, &tag].concat()
    }

    /// The session's keys from the game's `answer` (as it came, on `topic`) and the
    /// letter it carried; `None` unless it opens: only the link's game can make one.
    pub fn finish(
        &self,
        room: &RoomAddress,
        topic: &str,
        answer: &[u8],
    ) -> Option<(PhoneKeys, Letter<'static>)> {
        let (&kind, rest) = answer.split_first()?;
        if kind != DOWN_ANSWER || rest.len() < PUBLIC_LEN + NONCE_LEN + TAG_LEN {
            return None;
        }
        let (theirs, sealed) = rest.split_at(PUBLIC_LEN);
        let theirs: [u8; PUBLIC_LEN] = theirs.try_into().ok()?;
        let es = ecdh(&self.secret, &room.game)?;
        let ee = ecdh(&self.secret, &theirs)?;
        let keys = PhoneKeys::expand(&es, &ee, room, self.public, &theirs);
        let letter = open(&keys.down, topic, sealed)?;
        Some((keys, letter))
    }
}

/// What one phone and the game share for a session: the phone's id and a key for each
/// direction. `Debug` prints the id only.
#[derive(Clone)]
pub struct PhoneKeys {
    id: String,
    id_bytes: [u8; ID_LEN],
    up: Aes256Gcm,
    down: Aes256Gcm,
}

impl std::fmt::Debug for PhoneKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PhoneKeys({})", self.id)
    }
}

impl PhoneKeys {
    fn expand(
        es: &[u8; 32],
        ee: &[u8; 32],
        room: &RoomAddress,
        public: [u8; PUBLIC_LEN],
        ephemeral: &[u8; PUBLIC_LEN],
    ) -> Self {
        let mut info = Vec::with_capacity(LABEL.len() + 3 * PUBLIC_LEN);
        info.extend_from_slice(LABEL);
        info.extend_from_slice(&public);
        info.extend_from_slice(&room.game);
        info.extend_from_slice(ephemeral);
        let mut okm = [0u8; 64];
        let shared = [&es[..], &ee[..]].concat();
        // 64 bytes is far under HKDF-SHA-256's limit (8 160), so this cannot fail.
        let _ = hkdf::Hkdf::<Sha256>::new(Some(&room.room), &shared).expand(&info, &mut okm);
        let (up, down) = okm.split_at(32);
        let digest = Sha256::digest(public);
        PhoneKeys {
            id: hex(&digest[..ID_LEN]),
            id_bytes: first(&digest.into()),
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
        out.push(UP_LETTER);
        out.extend_from_slice(&self.id_bytes);
        seal(&self.up, topic, letter, out)
    }

    /// Opens a letter from the phone (what [`split_up`] left after its id).
    pub fn open_up(&self, topic: &str, sealed: &[u8]) -> Option<Letter<'static>> {
        open(&self.up, topic, sealed)
    }

    /// A letter from the game to this phone, for `topic`.
    pub fn seal_down(&self, topic: &str, letter: &Letter<'_>) -> Result<Vec<u8>, RandomError> {
        let mut out = Vec::with_capacity(DOWN_OVERHEAD + PADS[0]);
        out.push(DOWN_LETTER);
        seal(&self.down, topic, letter, out)
    }

    /// Opens a letter from the game to this phone.
    pub fn open_down(&self, topic: &str, bytes: &[u8]) -> Option<Letter<'static>> {
        let (&kind, sealed) = bytes.split_first()?;
        (kind == DOWN_LETTER).then_some(())?;
        open(&self.down, topic, sealed)
    }
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
pub(super) fn seal(
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
pub(super) fn open(key: &Aes256Gcm, topic: &str, sealed: &[u8]) -> Option<Letter<'static>> {
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
    /// The game has a new link: the room id, the game's public key and the seat's new
    /// token (seated phones only, each on its own channel).
    Moved(Cow<'a, str>, Cow<'a, str>, Cow<'a, str>),
    /// The game's answer to a first letter: the handshake is done (its version).
    Ready(u8),
    /// The keys of what the game casts to every phone without a seat at once
    /// ([`super::cast`]): the broadcast key and the signing key's public half, base64url.
    Cast(Cow<'a, str>, Cow<'a, str>),
}

impl Letter<'_> {
    fn into_owned(self) -> Letter<'static> {
        let body = match self.body {
            Body::M(m) => Body::M(Cow::Owned(m.into_owned())),
            Body::Close(c, r) => Body::Close(c, Cow::Owned(r.into_owned())),
            Body::Moved(a, b, c) => Body::Moved(
                Cow::Owned(a.into_owned()),
                Cow::Owned(b.into_owned()),
                Cow::Owned(c.into_owned()),
            ),
            Body::Ready(v) => Body::Ready(v),
            Body::Cast(k, v) => Body::Cast(Cow::Owned(k.into_owned()), Cow::Owned(v.into_owned())),
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

    fn ready() -> Letter<'static> {
        Letter {
            n: 1,
            body: Body::Ready(HANDSHAKE_VERSION),
        }
    }

    /// A game, a phone's keys after the handshake, and the game's keys for it.
    fn pair() -> Result<(GameKey, PhoneKeys, PhoneKeys), RandomError> {
        let game = GameKey::random()?;
        let phone = PhoneKey::random()?;
        let first = phone.first_new(game.address());
        let Some(Up::New { public, tag }) = split_up(&first) else {
            panic!("not a first letter");
        };
        assert!(game.address().holds_link(&public, &tag));
        let Some((at_game, answer)) = game.answer(&public, &ready())? else {
            panic!("a fresh key is on the curve");
        };
        let topic = game.address().phone_topic(&phone.id());
        let Some((keys, said)) = phone.finish(game.address(), &topic, &answer) else {
            panic!("the answer does not open");
        };
        assert_eq!(said, ready());
        Ok((game, keys, at_game))
    }

    #[test]
    fn the_phone_and_the_game_agree_and_nobody_else_opens_their_letters() -> Result<(), RandomError>
    {
        let (game, phone, at_game) = pair()?;
        assert_eq!(phone.id(), at_game.id());
        let up = game.address().up_topic();
        let sealed = phone.seal_up(&up, &letter(3))?;
        let Some(Up::Letter { id, sealed: rest }) = split_up(&sealed) else {
            panic!("not a phone's letter");
        };
        assert_eq!(id, phone.id());
        assert_eq!(at_game.open_up(&up, rest), Some(letter(3)));
        // Another guest with the same link agrees other keys.
        let (_, other, _) = pair()?;
        assert_eq!(other.open_up(&up, rest), None, "another phone's keys");
        // Down is not up: a phone's own letter reflected back does not open.
        let mine = game.address().phone_topic(phone.id());
        let down = at_game.seal_down(&mine, &letter(4))?;
        assert_eq!(phone.open_down(&mine, &down), Some(letter(4)));
        assert_eq!(other.open_down(&mine, &down), None);
        let reflected: Vec<u8> = [&[DOWN_LETTER][..], rest].concat();
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
        assert_eq!(split_up(&[UP_LETTER; 40]), None);
        assert!(!String::from_utf8_lossy(&sealed).contains("ping"));
        Ok(())
    }

    #[test]
    fn without_the_link_no_first_letter_passes_and_a_replayed_one_leads_nowhere()
    -> Result<(), RandomError> {
        let game = GameKey::random()?;
        let address = game.address();
        // A stranger on the broker knows the room id (it is in the topics), not the
        // game's key: its guess of the link key is wrong.
        let stranger = PhoneKey::random()?;
        let guessed = RoomAddress {
            room: address.room,
            game: *PhoneKey::random()?.public(),
        };
        let Some(Up::New { public, tag }) = split_up(&stranger.first_new(&guessed)) else {
            panic!("a first letter");
        };
        assert!(!address.holds_link(&public, &tag));
        // A real phone's first letter, recorded and replayed: the game answers, but only
        // the phone that made it opens the answer.
        let phone = PhoneKey::random()?;
        let Some(Up::New { public, .. }) = split_up(&phone.first_new(address)) else {
            panic!("a first letter");
        };
        let Some((_, answer)) = game.answer(&public, &ready())? else {
            panic!("on the curve");
        };
        let topic = address.phone_topic(&phone.id());
        assert!(stranger.finish(address, &topic, &answer).is_none());
        assert!(phone.finish(address, &topic, &answer).is_some());
        // Each answer has its own ephemeral key: the same first letter twice gives two
        // sessions, so nothing of one opens the other's letters.
        let Some((a, _)) = game.answer(&public, &ready())? else {
            panic!("on the curve");
        };
        let Some((b, _)) = game.answer(&public, &ready())? else {
            panic!("on the curve");
        };
        let sealed = a.seal_down(&topic, &letter(2))?;
        assert!(b.open_down(&topic, &sealed).is_none());
        // Not a point: no answer.
        assert!(game.answer(&[4u8; PUBLIC_LEN], &ready())?.is_none());
        Ok(())
    }

    #[test]
    fn a_way_back_proves_the_seat_token_for_this_game_only() -> Result<(), RandomError> {
        let game = GameKey::random()?;
        let other = GameKey::random()?;
        let token = "00112233445566778899aabbccddeeff";
        let back = BackKey::new(token, game.address());
        let phone = PhoneKey::random()?;
        let Some(Up::Back(WayBack {
            public,
            handle,
            counter,
            tag,
        })) = split_up(&phone.first_back(&back, 7))
        else {
            panic!("a first letter, back");
        };
        assert_eq!((handle, counter), (back.handle, 7));
        assert!(back.proves(&public, counter, &tag));
        assert!(!back.proves(&public, counter + 1, &tag), "another counter");
        let elsewhere = BackKey::new(token, other.address());
        assert_ne!(
            elsewhere.handle, back.handle,
            "another game, another handle"
        );
        assert!(!elsewhere.proves(&public, counter, &tag));
        let another = BackKey::new("ffeeddccbbaa99887766554433221100", game.address());
        assert!(!another.proves(&public, counter, &tag));
        assert!(!format!("{back:?}").contains(token));
        Ok(())
    }

    #[test]
    fn the_fingerprint_is_twelve_plain_letters_and_differs_between_games() -> Result<(), RandomError>
    {
        let a = GameKey::random()?;
        let b = GameKey::random()?;
        let print = a.address().fingerprint();
        assert_eq!(print.len(), 14);
        assert_eq!(
            print.split(' ').map(str::len).collect::<Vec<_>>(),
            [4, 4, 4]
        );
        assert!(
            print
                .bytes()
                .all(|c| c == b' ' || PRINT_LETTERS.contains(&c))
        );
        assert_eq!(print, a.address().clone().fingerprint());
        assert_ne!(print, b.address().fingerprint());
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
        let text = serde_json::to_string(&ready()).unwrap_or_default();
        assert_eq!(text, r#"{"n":1,"ready":3}"#);
        let moved = Letter {
            n: 2,
            body: Body::Moved("r".into(), "g".into(), "t".into()),
        };
        let text = serde_json::to_string(&moved).unwrap_or_default();
        assert_eq!(text, r#"{"n":2,"moved":["r","g","t"]}"#);
    }
}
