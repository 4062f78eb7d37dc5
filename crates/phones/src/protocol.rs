//! The phones' wire protocol, pure (no sockets, no threads, no Bevy): the messages a
//! phone may send and what the host answers, as versioned JSON; the room code and the
//! seat token; and the validation every byte from the network goes through before the
//! room looks at it.
//!
//! A phone's message is at most [`MAX_MESSAGE_BYTES`] of UTF-8 JSON, an object whose
//! `type` names it:
//!
//! | `type` | fields | meaning |
//! |---|---|---|
//! | `hello` | `v` ([`VERSION`]), `code`, `token` (optional), `key` (optional), `lang` (optional) | join the room; with a token, take back the seat it names; `lang`: the page's language tag, which the room's words follow |
//! | `take` | `seat` | sit in a free seat |
//! | `leave` | | stand up (watch) |
//! | `join_as` | `name` | ask the host to add a new player (setup only) |
//! | `throw` | `launch` (optional: `dx`, `dy`, `speed`) | throw the dice: a swipe, or a tap on Roll |
//! | `typed` | `faces` (1 to 6 numbers) | real dice: the faces read off the table |
//! | `finish` | `finish` (`solid`, `pearl`, `marble` or `metal`) | the look of the phone's own seat's dice |
//! | `audience` | `name`, `token` (optional) | a phone without a seat plays along as an audience member; with the token a `member` reply gave, comes back as that member |
//! | `answer` | `question`, `pick`, `sure` | an audience member's answer to an open question: a pick (0-based) and how sure, in whole per cent |
//! | `ping` | | are you there? (answered by `pong`) |
//!
//! Unknown types and fields, a wrong version, bad values, binary frames and oversized
//! messages are refused with an `error` reply ([`ErrorCode`]) and change nothing.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::messages::{HostState, MemberStanding, PhoneAt};
use party_dice_core::i18n::Lang;
use party_dice_core::rules::options::MAX_NAME_CHARS;
use party_dice_core::rules::options::MAX_PLAYERS;
use party_dice_core::rules::{Face, ThrowLaunch};
use party_dice_core::seat_look::Finish;
use party_dice_core::throw::launch_from_swipe;

pub(crate) use super::names::clean_name;

/// The protocol's version: a phone's `hello` carries it, and the `welcome` answers it.
/// Raise it whenever a message changes shape (an optional field a page of this version
/// may leave out, as `hello`'s `lang`, is no change of shape).
pub(crate) const VERSION: u32 = 2;

/// Largest message a phone may send, in bytes. Every legal message fits in a few hundred.
pub(crate) const MAX_MESSAGE_BYTES: usize = 4096;

/// Letters in a room code.
pub(crate) const CODE_LEN: usize = 4;

/// Longest language tag a `hello` may name.
const MAX_TAG_BYTES: usize = 35;

/// The four capital letters (A–Z) a phone types to join: 26⁴ = 456 976 codes, guarded
/// against guessing by the room's per-address limit.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoomCode([u8; CODE_LEN]);

/// The OS random generator failed (it practically never does).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the system's random number generator failed: {0}")]
pub struct RandomError(pub getrandom_04::Error);

impl RoomCode {
    /// A fresh code from the OS random generator, each letter equally likely.
    pub fn random() -> Result<Self, RandomError> {
        let mut letters = [b'A'; CODE_LEN];
        let mut filled = 0;
        // Rejection sampling: a byte below 26 * 9 = 234 maps onto a letter evenly.
        while filled < CODE_LEN {
            let mut bytes = [0u8; 16];
            getrandom_04::fill(&mut bytes).map_err(RandomError)?;
            for b in bytes.into_iter().filter(|b| *b < 234) {
                if filled < CODE_LEN {
                    letters[filled] = b'A' + b % 26;
                    filled += 1;
                }
            }
        }
        Ok(RoomCode(letters))
    }

    /// The code a person typed: four letters, any case, spaces around ignored.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim().as_bytes();
        let letters: [u8; CODE_LEN] = text.try_into().ok()?;
        letters
            .iter()
            .all(u8::is_ascii_alphabetic)
            .then(|| RoomCode(letters.map(|b| b.to_ascii_uppercase())))
    }

    /// The code as text, e.g. `KQZD`.
    pub fn as_str(&self) -> &str {
        // Always four ASCII capitals, by construction.
        std::str::from_utf8(&self.0).unwrap_or("????")
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RoomCode({self})")
    }
}

/// Bytes in a seat token: 128 bits from the OS generator, never guessed.
const TOKEN_BYTES: usize = 16;
/// Bytes in the room key the QR code's link carries: 48 bits, so that the link of the
/// longest LAN address still fits a version-3 QR code (29 modules, small enough for the
/// corner badge), and the key is never found by guessing (see [`RoomKey`]).
const KEY_BYTES: usize = 6;

/// A secret drawn from the OS random generator, written as lowercase hex digits and
/// compared in constant time; its `Debug` never prints it.
#[derive(Clone, Copy)]
pub struct Secret<const N: usize>([u8; N]);

/// What a phone keeps in its page's storage to take its seat back after it dropped
/// (screen lock, Wi-Fi): 128 random bits, written as 32 lowercase hex digits.
pub(crate) type SeatToken = Secret<TOKEN_BYTES>;

/// The room's key, the QR code's link's fragment (`http://…/#0123456789ab`): a phone that
/// scanned the code joins with it and is never held up by the budget for wrong typed
/// codes. 48 bits; a wrong key is a wrong code, under the same budget (one every 4 s),
/// so half the keys would take 18 million years.
pub(crate) type RoomKey = Secret<KEY_BYTES>;

impl<const N: usize> Secret<N> {
    /// A fresh secret from the OS random generator.
    pub fn random() -> Result<Self, RandomError> {
        let mut bytes = [0u8; N];
        getrandom_04::fill(&mut bytes).map_err(RandomError)?;
        Ok(Secret(bytes))
    }

    /// The secret written in `text` (`2 × N` hex digits, either case), if it is one.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.as_bytes();
        if text.len() != 2 * N {
            return None;
        }
        let mut bytes = [0u8; N];
        for (byte, pair) in bytes.iter_mut().zip(text.chunks_exact(2)) {
            *byte = (hex_digit(pair[0])? << 4) | hex_digit(pair[1])?;
        }
        Some(Secret(bytes))
    }

    /// Whether two secrets are the same, in time that does not depend on where they
    /// differ.
    pub fn matches(&self, other: &Self) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

impl<const N: usize> fmt::Display for Secret<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

impl<const N: usize> fmt::Debug for Secret<N> {
    /// Never prints the secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

fn hex_digit(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// A phone's request, checked: the only shape the room ever sees.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Join the room; with a token, take back the seat it names.
    Hello {
        /// The code typed, in the right form (not yet compared with the room's); none
        /// for a phone that came with the QR code's key only.
        code: Option<RoomCode>,
        /// The seat token kept from an earlier visit, if any (a malformed one is none).
        token: Option<SeatTokenText>,
        /// The room key from the QR code's link, if the phone has one (a malformed one
        /// is none).
        key: Option<RoomKeyText>,
        /// The language the page speaks, if it named one the game speaks.
        lang: Option<Lang>,
    },
    /// Sit in seat `seat` (0-based; not yet checked against the table).
    Take {
        /// The seat asked for.
        seat: usize,
    },
    /// Stand up: the seat is free again and the phone watches.
    Leave,
    /// Ask the host to add a new player with this name (cleaned by [`clean_name`]:
    /// trimmed, 1 to [`MAX_NAME_CHARS`] characters, nothing invisible).
    JoinAs {
        /// The name.
        name: String,
    },
    /// Throw the dice: with the swipe's launch, or `None` for a tap on Roll.
    Throw {
        /// The swipe's launch, made safe.
        launch: Option<ThrowLaunch>,
    },
    /// Real dice: the faces read off the table (1 to 6 of them, each `1..=6`; the count
    /// is checked against the step by the room and the host).
    Typed {
        /// The faces.
        faces: Vec<Face>,
    },
    /// The phone's own seat's dice get this finish (any time; the room checks the seat).
    Finish {
        /// The finish.
        finish: Finish,
    },
    /// Play along as an audience member named `name` (cleaned by [`clean_name`]), or
    /// come back as the member `token` names.
    Audience {
        /// The name.
        name: String,
        /// The member token kept from an earlier visit, if any (a malformed one is none).
        token: Option<SeatTokenText>,
    },
    /// An answer to an open question (the pick and chance not yet checked against it).
    Answer {
        /// The question's number.
        question: u32,
        /// The answer picked, 0-based.
        pick: usize,
        /// How sure, whole per cent (at most 100).
        sure: u8,
    },
    /// Are you there?
    Ping,
}

/// A seat token as a phone sent it, parsed (compared with the seats' in the room).
#[derive(Debug, Clone, Copy)]
pub struct SeatTokenText(pub SeatToken);

impl PartialEq for SeatTokenText {
    fn eq(&self, other: &Self) -> bool {
        self.0.matches(&other.0)
    }
}

/// A room key as a phone sent it, parsed (compared with the room's).
#[derive(Debug, Clone, Copy)]
pub struct RoomKeyText(pub RoomKey);

impl PartialEq for RoomKeyText {
    fn eq(&self, other: &Self) -> bool {
        self.0.matches(&other.0)
    }
}

/// Why a message from a phone was refused. Every variant has an [`ErrorCode`] for the
/// reply.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// Over [`MAX_MESSAGE_BYTES`].
    #[error("a message is at most {MAX_MESSAGE_BYTES} bytes, this one is {0}")]
    TooLarge(usize),
    /// Not UTF-8 text (or a binary frame).
    #[error("messages are UTF-8 JSON text")]
    NotText,
    /// Not JSON, or not a message this version knows.
    #[error("not a message: {0}")]
    Malformed(String),
    /// A `hello` from another version of the page.
    #[error("this game speaks protocol version {VERSION}, the page sent {0}: reload the page")]
    Version(u32),
    /// A room code that is not four letters.
    #[error("a room code is four letters")]
    CodeFormat,
    /// A seat past the largest table.
    #[error("there is no seat {0}")]
    NoSuchSeat(usize),
    /// A name that is blank, too long or has control characters.
    #[error("a name has 1 to {MAX_NAME_CHARS} characters, none of them control characters")]
    BadName,
    /// A face outside `1..=6`, or no faces, or more than a roll has.
    #[error("dice show 1 to 6, and a roll has 1 to 6 dice")]
    BadDice,
    /// An answer's pick past the answers a question can have, or a chance over 100.
    #[error("an answer is one of the question's answers, at most 100 % sure")]
    BadAnswer,
}

impl ProtocolError {
    /// The sentence of the `error` reply, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        use party_dice_core::tl;
        match self {
            ProtocolError::TooLarge(size) => tl!(
                lang,
                "phones-error-too-large",
                most = MAX_MESSAGE_BYTES,
                size = *size
            ),
            ProtocolError::NotText => tl!(lang, "phones-error-not-text"),
            ProtocolError::Malformed(why) => tl!(lang, "phones-error-malformed", why = why),
            ProtocolError::Version(sent) => tl!(
                lang,
                "phones-error-version",
                version = VERSION.to_string(),
                sent = sent.to_string()
            ),
            ProtocolError::CodeFormat => tl!(lang, "phones-error-code-format"),
            ProtocolError::NoSuchSeat(seat) => {
                tl!(
                    lang,
                    "phones-error-no-seat",
                    seat = seat.saturating_add(1).to_string()
                )
            }
            ProtocolError::BadName => tl!(lang, "phones-error-bad-name", most = MAX_NAME_CHARS),
            ProtocolError::BadDice => tl!(lang, "phones-error-bad-dice"),
            ProtocolError::BadAnswer => tl!(lang, "phones-error-bad-answer"),
        }
    }

    /// The code of the `error` reply.
    pub fn code(&self) -> ErrorCode {
        match self {
            ProtocolError::TooLarge(_) => ErrorCode::TooLarge,
            ProtocolError::NotText => ErrorCode::NotText,
            ProtocolError::Malformed(_) => ErrorCode::Malformed,
            ProtocolError::Version(_) => ErrorCode::Version,
            ProtocolError::CodeFormat => ErrorCode::BadCode,
            ProtocolError::NoSuchSeat(_) => ErrorCode::NoSuchSeat,
            ProtocolError::BadName => ErrorCode::BadName,
            ProtocolError::BadDice => ErrorCode::BadDice,
            ProtocolError::BadAnswer => ErrorCode::BadAnswer,
        }
    }
}

/// The JSON shape of a phone's message, before its values are checked.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
enum Wire {
    Hello {
        v: u32,
        #[serde(default)]
        code: String,
        #[serde(default)]
        token: Option<String>,
        #[serde(default)]
        key: Option<String>,
        #[serde(default)]
        lang: Option<String>,
    },
    Take {
        seat: usize,
    },
    // Empty braces, not unit variants: serde ignores unknown fields beside the tag of a
    // unit variant, even with `deny_unknown_fields`.
    Leave {},
    JoinAs {
        name: String,
    },
    Throw {
        #[serde(default)]
        launch: Option<WireLaunch>,
    },
    Typed {
        faces: Vec<u8>,
    },
    Finish {
        finish: String,
    },
    Audience {
        name: String,
        #[serde(default)]
        token: Option<String>,
    },
    Answer {
        question: u32,
        pick: usize,
        sure: u8,
    },
    Ping {},
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireLaunch {
    dx: f64,
    dy: f64,
    speed: f64,
}

/// Reads one message from a phone: size, UTF-8, JSON shape, then every value. Any byte
/// string gives a request or an error, never a panic.
pub fn parse(bytes: &[u8]) -> Result<Request, ProtocolError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(ProtocolError::TooLarge(bytes.len()));
    }
    let text = std::str::from_utf8(bytes).map_err(|_| ProtocolError::NotText)?;
    let wire: Wire = serde_json::from_str(text).map_err(|e| {
        // serde's message names the field or type at fault; cut it so a reply stays short.
        let mut why = e.to_string();
        why.truncate(why.floor_char_boundary(160));
        ProtocolError::Malformed(why)
    })?;
    check(wire)
}

fn check(wire: Wire) -> Result<Request, ProtocolError> {
    Ok(match wire {
        Wire::Hello { v, .. } if v != VERSION => return Err(ProtocolError::Version(v)),
        Wire::Hello {
            code,
            token,
            key,
            lang,
            ..
        } => Request::Hello {
            // No code: a phone with the QR code's key, or an online phone (its room is
            // its key); a LAN phone without either is told to type the code.
            code: match code.trim() {
                "" => None,
                code => Some(RoomCode::parse(code).ok_or(ProtocolError::CodeFormat)?),
            },
            token: token
                .as_deref()
                .and_then(SeatToken::parse)
                .map(SeatTokenText),
            key: key.as_deref().and_then(RoomKey::parse).map(RoomKeyText),
            lang: lang
                .as_deref()
                .filter(|tag| tag.len() <= MAX_TAG_BYTES)
                .and_then(Lang::from_tag),
        },
        Wire::Take { seat } if seat >= MAX_PLAYERS => return Err(ProtocolError::NoSuchSeat(seat)),
        Wire::Take { seat } => Request::Take { seat },
        Wire::Leave {} => Request::Leave,
        Wire::JoinAs { name } => Request::JoinAs {
            name: clean_name(&name).ok_or(ProtocolError::BadName)?,
        },
        Wire::Throw { launch } => Request::Throw {
            launch: launch.map(|l| launch_from_swipe(l.dx, l.dy, l.speed)),
        },
        Wire::Typed { faces } => Request::Typed {
            faces: dice(&faces).ok_or(ProtocolError::BadDice)?,
        },
        Wire::Finish { finish } => Request::Finish {
            // The phone's words are not repeated back: a reply stays short and plain.
            finish: Finish::from_key(&finish)
                .ok_or_else(|| ProtocolError::Malformed("unknown finish".into()))?,
        },
        Wire::Audience { name, token } => Request::Audience {
            name: clean_name(&name).ok_or(ProtocolError::BadName)?,
            token: token
                .as_deref()
                .and_then(SeatToken::parse)
                .map(SeatTokenText),
        },
        Wire::Answer { pick, sure, .. } if pick >= MAX_PLAYERS || sure > 100 => {
            return Err(ProtocolError::BadAnswer);
        }
        Wire::Answer {
            question,
            pick,
            sure,
        } => Request::Answer {
            question,
            pick,
            sure,
        },
        Wire::Ping {} => Request::Ping,
    })
}

/// Faces typed on a phone, each `1..=6`, 1 to 6 of them.
fn dice(values: &[u8]) -> Option<Vec<Face>> {
    if values.is_empty() || values.len() > party_dice_core::rules::dice::MAX_ROLL {
        return None;
    }
    values.iter().map(|v| Face::new(*v).ok()).collect()
}

/// The code of an `error` reply, for the page to react to (`bad_code` shows the code
/// field again, `version` asks for a reload, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The message was too large.
    TooLarge,
    /// A binary frame, or bytes that are not UTF-8.
    NotText,
    /// Not a message of this protocol.
    Malformed,
    /// Another protocol version.
    Version,
    /// Not this room's code.
    BadCode,
    /// Too many wrong codes from this address: wait a minute.
    TooManyTries,
    /// A request before `hello` was accepted.
    NotJoined,
    /// A second `hello`.
    AlreadyJoined,
    /// No such seat at this table.
    NoSuchSeat,
    /// Someone else sits there.
    SeatTaken,
    /// The request needs a seat.
    NotSeated,
    /// Someone else's turn.
    NotYourTurn,
    /// Nothing to throw or type right now (the dice are rolling, the game is over…).
    NotNow,
    /// This step's dice were already thrown.
    AlreadyThrown,
    /// Faces outside 1 to 6, or not the number the roll needs.
    BadDice,
    /// A name the setup cannot take.
    BadName,
    /// A player of that name is already at the table.
    NameTaken,
    /// New players can join only in the setup, while the host lets them.
    JoinClosed,
    /// A request to join is already waiting for the host.
    JoinPending,
    /// Too many messages: slow down.
    SlowDown,
    /// The game cannot take this request now (the OS random generator failed).
    Internal,
    /// The room has as many phones as it takes.
    RoomFull,
    /// The host locked the room: no new phones.
    Locked,
    /// The host blocked this phone.
    Blocked,
    /// An answer that does not fit the question.
    BadAnswer,
    /// An answer after the throw that locked its question.
    TooLate,
    /// An answer from a phone that has not joined the audience (or holds a seat).
    NotInAudience,
    /// The host has the audience off.
    AudienceOff,
    /// The audience has as many members as it takes.
    AudienceFull,
}

/// Why a phone's seat changed, in a `seat` message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatChange {
    /// The phone took a free seat (keep the token).
    Took,
    /// The host added the phone's player and gave it the new seat (keep the token).
    Admitted,
    /// The phone stood up.
    Left,
    /// The host freed the seat.
    Freed,
    /// Another page with this seat's token took it over (the same phone, reloaded).
    TakenOver,
    /// The host changed the players and this seat's player moved to another seat.
    Moved,
    /// The host changed the players and this seat's player is gone.
    Removed,
}

/// A message to a phone. Every one is a JSON object whose `type` names it.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply<'a> {
    /// `hello` accepted: the phone is in the room, seated if its token named a seat.
    Welcome {
        /// [`VERSION`].
        v: u32,
        /// The room code, for the page to keep with the token.
        code: &'a str,
        /// The seat it holds, if any.
        seat: Option<usize>,
        /// The token of that seat (keep it).
        token: Option<String>,
        /// The phone sent a token that names no seat now: forget it.
        stale_token: bool,
    },
    /// The phone's seat changed.
    Seat {
        /// The seat it holds now, if any.
        seat: Option<usize>,
        /// The token to keep for it (none when the seat is lost, or unchanged).
        token: Option<String>,
        /// Why.
        why: SeatChange,
    },
    /// The game's state as the host last published it, and which seats have phones.
    State {
        /// What the host published.
        state: &'a HostState,
        /// Per seat.
        phones: &'a [PhoneAt],
        /// The language its words are in, when the host worded it in each language (each
        /// phone, LAN or online, gets its own language's); none when every phone gets
        /// this one.
        lang: Option<&'a str>,
    },
    /// The throw or typed dice reached the host for this step.
    Sent {
        /// The step.
        step: u64,
    },
    /// The request to join as a new player waits for the host.
    JoinPending {
        /// The name asked for.
        name: &'a str,
    },
    /// The host did not add the player.
    JoinRefused {
        /// Why, for the page to show.
        why: &'a str,
    },
    /// The request was refused and changed nothing.
    Error {
        /// What kind of refusal.
        code: ErrorCode,
        /// A sentence for the player.
        message: &'a str,
    },
    /// The phone is an audience member: keep the token to come back as them.
    Member {
        /// The member token (keep it).
        token: String,
        /// The name on the leaderboard.
        name: &'a str,
    },
    /// An answer counts; another before the throw replaces it.
    Answered {
        /// The question.
        question: u32,
        /// The pick.
        pick: usize,
        /// How sure, per cent.
        sure: u8,
    },
    /// The member's place and points after a throw settled questions.
    Standing {
        /// Place, points, the odds' points, the last result.
        standing: &'a MemberStanding,
    },
    /// The answer to `ping`.
    Pong,
}

impl Reply<'_> {
    /// The reply as the JSON text sent on the socket.
    pub fn encode(&self) -> std::sync::Arc<str> {
        // Serialising these plain structs cannot fail; should it ever, the phone gets a
        // valid error rather than nothing.
        serde_json::to_string(self)
            .unwrap_or_else(|_| r#"{"type":"error","code":"internal","message":""}"#.into())
            .into()
    }

    /// Whether `text` (as [`Reply::encode`] wrote it) is the game's state (`state`): the online
    /// room keeps each phone's last one, to send again when its own link comes back.
    pub(crate) fn is_state(text: &str) -> bool {
        text.starts_with(r#"{"type":"state""#)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_told_from_other_replies_by_its_text() {
        let state = HostState::default();
        let state = Reply::State {
            state: &state,
            phones: &[],
            lang: None,
        }
        .encode();
        assert!(Reply::is_state(&state), "{state}");
        let pong = Reply::Pong.encode();
        assert!(!Reply::is_state(&pong), "{pong}");
    }
    use proptest::prelude::*;

    fn ok(text: &str) -> Request {
        parse(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn err(text: &str) -> ProtocolError {
        match parse(text.as_bytes()) {
            Ok(r) => panic!("{text} was taken as {r:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn a_finish_is_one_of_the_four_keys_and_nothing_else() {
        for f in Finish::ALL {
            let text = format!(r#"{{"type":"finish","finish":"{}"}}"#, f.key());
            assert_eq!(ok(&text), Request::Finish { finish: f });
        }
        for bad in [
            r#"{"type":"finish"}"#,
            r#"{"type":"finish","finish":""}"#,
            r#"{"type":"finish","finish":"gold"}"#,
            r#"{"type":"finish","finish":"Marble"}"#,
            r#"{"type":"finish","finish":" marble"}"#,
            r#"{"type":"finish","finish":3}"#,
            r#"{"type":"finish","finish":null}"#,
            r#"{"type":"finish","finish":["marble"]}"#,
            r#"{"type":"finish","finish":"marble","seat":2}"#,
            r#"{"type":"finish","finish":"metal\u0000"}"#,
        ] {
            let e = err(bad);
            assert_eq!(e.code(), ErrorCode::Malformed, "{bad}");
            // A long key is not repeated back to the phone.
            assert!(e.to_string().len() < 200, "{bad}: {e}");
        }
        let long = format!(r#"{{"type":"finish","finish":"{}"}}"#, "x".repeat(3000));
        assert!(!err(&long).to_string().contains("xxxx"));
    }

    #[test]
    fn room_codes_are_four_letters_in_any_case() {
        let code = RoomCode::parse(" kqzd ").unwrap_or_else(|| panic!("refused"));
        assert_eq!(code.as_str(), "KQZD");
        for bad in ["", "KQZ", "KQZDA", "KQ1D", "KQ D", "ÄBCD", "ab\u{0}d"] {
            assert_eq!(RoomCode::parse(bad), None, "{bad:?}");
        }
        for _ in 0..100 {
            let code = RoomCode::random().unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(RoomCode::parse(code.as_str()), Some(code));
        }
    }

    #[test]
    fn seat_tokens_round_trip_and_differ() {
        let a = SeatToken::random().unwrap_or_else(|e| panic!("{e}"));
        let b = SeatToken::random().unwrap_or_else(|e| panic!("{e}"));
        assert!(!a.matches(&b), "two draws of 128 bits");
        let text = a.to_string();
        assert_eq!(text.len(), 32);
        let back = SeatToken::parse(&text.to_uppercase()).unwrap_or_else(|| panic!("{text}"));
        assert!(back.matches(&a));
        assert_eq!(format!("{a:?}"), "Secret(..)", "Debug hides the secret");
        for bad in [
            "",
            "00",
            &text[1..],
            &format!("{text}0"),
            &text.replace(&text[..1], "g"),
        ] {
            assert!(SeatToken::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn every_message_type_parses() {
        assert!(matches!(
            ok(r#"{"type":"hello","v":2,"code":"abcd"}"#),
            Request::Hello { token: None, .. }
        ));
        let token = "0123456789abcdef0123456789ABCDEF";
        let hello = ok(&format!(
            r#"{{"type":"hello","v":2,"code":"ABCD","token":"{token}"}}"#
        ));
        assert!(matches!(hello, Request::Hello { token: Some(_), .. }));
        assert_eq!(ok(r#"{"type":"take","seat":7}"#), Request::Take { seat: 7 });
        assert_eq!(ok(r#"{"type":"leave"}"#), Request::Leave);
        assert_eq!(
            ok(r#"{"type":"join_as","name":"  Zoë "}"#),
            Request::JoinAs {
                name: "Zoë".into()
            }
        );
        assert_eq!(ok(r#"{"type":"throw"}"#), Request::Throw { launch: None });
        let faces = ok(r#"{"type":"typed","faces":[1,6,3]}"#);
        let want: Vec<Face> = [1, 6, 3]
            .iter()
            .filter_map(|v| Face::new(*v).ok())
            .collect();
        assert_eq!(faces, Request::Typed { faces: want });
        assert_eq!(ok(r#"{"type":"ping"}"#), Request::Ping);
    }

    #[test]
    fn launches_are_normalised_and_clamped() {
        let Request::Throw { launch: Some(l) } =
            ok(r#"{"type":"throw","launch":{"dx":3,"dy":-4,"speed":7}}"#)
        else {
            panic!("no launch")
        };
        assert_eq!((l.direction, l.speed, l.spin), ((600, -800), 1000, 1000));
        // Huge numbers in the JSON are read as the numbers they are, then made safe.
        let Request::Throw { launch: Some(huge) } =
            ok(r#"{"type":"throw","launch":{"dx":1e300,"dy":1e300,"speed":-1e300}}"#)
        else {
            panic!("no launch")
        };
        assert_eq!((huge.direction, huge.speed), ((707, 707), 0));
    }

    #[test]
    fn bad_messages_get_a_clear_error() {
        assert_eq!(
            err(r#"{"type":"hello","v":1,"code":"ABCD"}"#),
            ProtocolError::Version(1)
        );
        assert_eq!(
            err(r#"{"type":"hello","v":2,"code":"AB"}"#),
            ProtocolError::CodeFormat
        );
        assert_eq!(
            err(r#"{"type":"take","seat":8}"#),
            ProtocolError::NoSuchSeat(8)
        );
        assert_eq!(
            err(r#"{"type":"join_as","name":"  "}"#),
            ProtocolError::BadName
        );
        assert_eq!(
            err(r#"{"type":"join_as","name":"a\u0007b"}"#),
            ProtocolError::BadName
        );
        let long = format!(r#"{{"type":"join_as","name":"{}"}}"#, "x".repeat(25));
        assert_eq!(err(&long), ProtocolError::BadName);
        for dice in ["[]", "[0]", "[7]", "[1,2,3,4,5,6,1]"] {
            let text = format!(r#"{{"type":"typed","faces":{dice}}}"#);
            assert_eq!(err(&text), ProtocolError::BadDice, "{dice}");
        }
        for bad in [
            "",
            "null",
            "[]",
            "{}",
            r#"{"type":"dance"}"#,
            r#"{"type":"leave","extra":1}"#,
            r#"{"type":"take","seat":-1}"#,
            r#"{"type":"take","seat":1.5}"#,
            r#"{"type":"typed","faces":[300]}"#,
            r#"{"type":"throw","launch":{"dx":1}}"#,
            r#"{"type":"throw","launch":{"dx":1,"dy":0,"speed":1,"spin":9}}"#,
            r#"{"type":"ping"} trailing"#,
        ] {
            assert!(matches!(err(bad), ProtocolError::Malformed(_)), "{bad}");
        }
        assert_eq!(parse(&[0xff, 0xfe]), Err(ProtocolError::NotText));
        let big = vec![b' '; MAX_MESSAGE_BYTES + 1];
        assert_eq!(
            parse(&big),
            Err(ProtocolError::TooLarge(MAX_MESSAGE_BYTES + 1))
        );
        let deep = format!("{}{}", "[".repeat(2000), "]".repeat(2000));
        assert!(matches!(err(&deep), ProtocolError::Malformed(_)));
    }

    proptest! {
        #[test]
        fn any_bytes_give_a_request_or_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            let _ = parse(&bytes);
        }

        #[test]
        fn any_json_like_text_gives_a_request_or_an_error(text in r#"[{}\[\]":,a-z0-9 .\-]{0,300}"#) {
            let _ = parse(text.as_bytes());
        }

        #[test]
        fn typed_faces_round_trip(faces in proptest::collection::vec(1u8..=6, 1..=6)) {
            let text = serde_json::json!({"type": "typed", "faces": faces}).to_string();
            let want: Vec<Face> = faces.iter().filter_map(|v| Face::new(*v).ok()).collect();
            prop_assert_eq!(parse(text.as_bytes()), Ok(Request::Typed { faces: want }));
        }

        #[test]
        fn names_round_trip(name in "[A-Za-z][A-Za-z ]{0,22}[a-z]") {
            let text = serde_json::json!({"type": "join_as", "name": name}).to_string();
            let cleaned = name.split_whitespace().collect::<Vec<_>>().join(" ");
            prop_assert_eq!(parse(text.as_bytes()), Ok(Request::JoinAs { name: cleaned }));
        }
    }
}
