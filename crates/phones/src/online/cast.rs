//! What the game casts to every phone without a seat at once, pure: the table (and the
//! audience's questions in it) goes out **once per change and language** on one topic,
//! `pd1/<room>/c/<language>`, instead of one sealed copy per phone; an audience of
//! thousands costs the game one letter per change, and the broker the fan-out.
//!
//! Each room has a [`CastKey`]: an AES-256-GCM key, the **broadcast key**, and a P-256
//! ECDSA signing key, both from the OS generator with the room's link. Every phone learns
//! the broadcast key and the signing key's public half ([`CastPublic`]) in a `cast`
//! letter inside its own session, right after `ready`: sealed under that phone's keys,
//! so the broker never sees them, and vouched for by the game's static key as the whole
//! session is. A cast is then
//!
//! `0x36 ‖ nonce (12) ‖ the letter's padded JSON sealed under the broadcast key, the
//! topic as associated data ‖ signature (64)`,
//!
//! the signature ECDSA-P256-SHA-256 (r ‖ s, as WebCrypto gives and takes it) over
//! [`SIGN_LABEL`] ‖ the topic ‖ everything before it. Every phone holds the broadcast
//! key, so sealing proves nothing; the signature does: only the game holds the private
//! half, so no one, a member of the audience included, can forge a table or a question.
//! The letter's number (the game's one count for all its letters) is above the last
//! cast's, so an old cast replayed is dropped by the phone.

use std::borrow::Cow;

use aes_gcm::Aes256Gcm;
use aes_gcm::aead::KeyInit;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use p256::ecdsa::signature::{Signer, Verifier};
use p256::ecdsa::{Signature, SigningKey, VerifyingKey};

use super::seal::{self, Body, Letter, NONCE_LEN, PUBLIC_LEN, TAG_LEN, random, random_secret};
use crate::protocol::RandomError;

/// A cast to every phone without a seat.
pub(crate) const DOWN_CAST: u8 = 0x36;
/// Bytes of a signature (r ‖ s).
pub const SIGNATURE_LEN: usize = 64;
/// Bytes a cast adds to its padded plaintext.
pub const CAST_OVERHEAD: usize = 1 + NONCE_LEN + TAG_LEN + SIGNATURE_LEN;
/// What a cast's signature covers first: the protocol and its version.
pub const SIGN_LABEL: &[u8] = b"party-dice cast pd3";

/// The game's side: the broadcast key and the signing key. `Debug` prints nothing of
/// them.
#[derive(Clone)]
pub struct CastKey {
    key: [u8; 32],
    sealer: Aes256Gcm,
    signing: SigningKey,
}

impl std::fmt::Debug for CastKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CastKey")
    }
}

/// What signs a cast: the label, the topic, then the cast up to its signature.
fn signed(topic: &str, cast: &[u8]) -> Vec<u8> {
    [SIGN_LABEL, topic.as_bytes(), cast].concat()
}

impl CastKey {
    /// Fresh keys from the OS generator.
    pub fn random() -> Result<Self, RandomError> {
        let key = random::<32>()?;
        let signing = SigningKey::from(random_secret()?);
        Ok(CastKey {
            key,
            sealer: Aes256Gcm::new(&key.into()),
            signing,
        })
    }

    /// What every phone is told, inside its own session.
    pub fn public(&self) -> CastPublic {
        let point = self.signing.verifying_key().to_encoded_point(false);
        let mut verifying = [0u8; PUBLIC_LEN];
        if point.as_bytes().len() == PUBLIC_LEN {
            verifying.copy_from_slice(point.as_bytes());
        }
        CastPublic {
            sealer: Aes256Gcm::new(&self.key.into()),
            key: self.key,
            verifying,
        }
    }

    /// The `cast` letter's body: both public parts, base64url.
    pub fn body(&self) -> Body<'static> {
        let public = self.public();
        Body::Cast(
            Cow::Owned(URL_SAFE_NO_PAD.encode(public.key)),
            Cow::Owned(URL_SAFE_NO_PAD.encode(public.verifying)),
        )
    }

    /// `letter` cast on `topic`: sealed under the broadcast key, then signed.
    pub fn seal(&self, topic: &str, letter: &Letter<'_>) -> Result<Vec<u8>, RandomError> {
        let mut out = Vec::with_capacity(CAST_OVERHEAD + seal::PADS[1]);
        out.push(DOWN_CAST);
        let mut cast = seal::seal(&self.sealer, topic, letter, out)?;
        let signature: Signature = self.signing.sign(&signed(topic, &cast));
        cast.extend_from_slice(&signature.to_bytes());
        Ok(cast)
    }
}

/// A phone's side: opens and checks what the game casts. `Debug` prints nothing of the
/// key.
#[derive(Clone)]
pub struct CastPublic {
    key: [u8; 32],
    sealer: Aes256Gcm,
    verifying: [u8; PUBLIC_LEN],
}

impl std::fmt::Debug for CastPublic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CastPublic")
    }
}

impl CastPublic {
    /// The keys a `cast` letter carries (base64url); `None` unless the key is 32 bytes
    /// and the signing key a point on P-256.
    pub fn parse(key: &str, verifying: &str) -> Option<Self> {
        let key: [u8; 32] = URL_SAFE_NO_PAD.decode(key).ok()?.try_into().ok()?;
        let verifying: [u8; PUBLIC_LEN] =
            URL_SAFE_NO_PAD.decode(verifying).ok()?.try_into().ok()?;
        VerifyingKey::from_sec1_bytes(&verifying).ok()?;
        Some(CastPublic {
            sealer: Aes256Gcm::new(&key.into()),
            key,
            verifying,
        })
    }

    /// The letter a cast on `topic` carries; `None` unless the game signed it for this
    /// topic and it opens. The signature is checked before anything is opened.
    pub fn open(&self, topic: &str, bytes: &[u8]) -> Option<Letter<'static>> {
        let (&kind, _) = bytes.split_first()?;
        if kind != DOWN_CAST || bytes.len() < CAST_OVERHEAD {
            return None;
        }
        let (cast, signature) = bytes.split_at(bytes.len() - SIGNATURE_LEN);
        let signature = Signature::from_slice(signature).ok()?;
        let verifying = VerifyingKey::from_sec1_bytes(&self.verifying).ok()?;
        verifying.verify(&signed(topic, cast), &signature).ok()?;
        seal::open(&self.sealer, topic, cast.get(1..)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::seal::GameKey;

    fn table(n: u64) -> Letter<'static> {
        Letter {
            n,
            body: Body::M(r#"{"type":"state","step":3}"#.into()),
        }
    }

    fn keys() -> (CastKey, CastPublic, String) {
        let key = CastKey::random().unwrap_or_else(|e| panic!("{e}"));
        let Body::Cast(k, v) = key.body() else {
            panic!("not a cast body")
        };
        let public = CastPublic::parse(&k, &v).unwrap_or_else(|| panic!("no keys"));
        let topic = GameKey::random()
            .unwrap_or_else(|e| panic!("{e}"))
            .address()
            .cast_topic("fr");
        (key, public, topic)
    }

    #[test]
    fn a_cast_opens_for_every_phone_told_the_keys_and_is_padded() {
        let (key, public, topic) = keys();
        let cast = key
            .seal(&topic, &table(7))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cast[0], DOWN_CAST);
        assert_eq!(cast.len(), CAST_OVERHEAD + seal::PADS[0]);
        assert_eq!(public.open(&topic, &cast), Some(table(7)));
        let again = CastPublic::parse(
            &URL_SAFE_NO_PAD.encode(public.key),
            &URL_SAFE_NO_PAD.encode(public.verifying),
        )
        .unwrap_or_else(|| panic!("no keys"));
        assert_eq!(again.open(&topic, &cast), Some(table(7)));
    }

    #[test]
    fn a_cast_changed_anywhere_or_moved_to_another_topic_does_not_open() {
        let (key, public, topic) = keys();
        let cast = key
            .seal(&topic, &table(1))
            .unwrap_or_else(|e| panic!("{e}"));
        for at in [0, 1, 20, cast.len() - SIGNATURE_LEN - 1, cast.len() - 1] {
            let mut bad = cast.clone();
            bad[at] ^= 1;
            assert_eq!(public.open(&topic, &bad), None, "byte {at} changed");
        }
        assert_eq!(public.open(&topic.replace("/c/fr", "/c/de"), &cast), None);
        assert_eq!(public.open(&topic, &cast[..cast.len() - 1]), None);
        assert_eq!(public.open(&topic, &[]), None);
        assert_eq!(public.open(&topic, &[DOWN_CAST; CAST_OVERHEAD]), None);
    }

    #[test]
    fn a_member_of_the_audience_holding_the_broadcast_key_cannot_forge_a_cast() {
        let (game, public, topic) = keys();
        // The forger seals with the very broadcast key every phone was told, and signs
        // with a key of its own: the seal holds, the signature does not.
        let forger = CastKey {
            key: public.key,
            sealer: Aes256Gcm::new(&public.key.into()),
            signing: SigningKey::from(random_secret().unwrap_or_else(|e| panic!("{e}"))),
        };
        let forged = forger
            .seal(&topic, &table(99))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            seal::open(
                &public.sealer,
                &topic,
                &forged[1..forged.len() - SIGNATURE_LEN]
            )
            .is_some()
        );
        assert_eq!(public.open(&topic, &forged), None);
        // Its seal with the game's signature from another cast does not hold either.
        let real = game
            .seal(&topic, &table(5))
            .unwrap_or_else(|e| panic!("{e}"));
        let mut spliced = forged[..forged.len() - SIGNATURE_LEN].to_vec();
        spliced.extend_from_slice(&real[real.len() - SIGNATURE_LEN..]);
        assert_eq!(public.open(&topic, &spliced), None);
    }

    #[test]
    fn cast_keys_that_are_not_keys_are_refused() {
        let (key, public, _) = keys();
        let Body::Cast(k, v) = key.body() else {
            panic!("not a cast body")
        };
        assert!(CastPublic::parse(&k, &v).is_some());
        assert!(CastPublic::parse(&k[1..], &v).is_none());
        assert!(CastPublic::parse(&k, &URL_SAFE_NO_PAD.encode([4u8; PUBLIC_LEN])).is_none());
        assert!(CastPublic::parse("not base64!", &v).is_none());
        assert_eq!(public.key.len(), 32);
        let text = serde_json::to_string(&Letter {
            n: 2,
            body: key.body(),
        })
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(text.starts_with(r#"{"n":2,"cast":[""#), "{text}");
    }
}
