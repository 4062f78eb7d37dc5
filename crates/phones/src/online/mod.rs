//! Phones anywhere, through an MQTT broker: the game and every remote phone connect out
//! to the broker over (secure) WebSocket, so nothing needs a port forwarded, and every
//! message between the game and a phone is sealed end to end under a key that only that
//! phone and the game hold (see [`seal`]): the join link names the room and the game's
//! public key, nothing secret. The room behind it is the LAN's own
//! [`Room`](crate::room::Room): seats, tokens, turns, caps and the host's
//! controls are the same for both kinds of phone.
//!
//! - [`mqtt`]: MQTT 3.1.1's packets, the few the room needs (pure);
//! - [`frames`]: WebSocket framing, streaming (pure);
//! - [`seal`]: the keys, the sealing and the topics (pure);
//! - [`cast`]: what the game casts to every phone without a seat at once, signed (pure);
//! - [`link`]: the join link (pure);
//! - [`retired`]: the ids of phones gone, for good (pure);
//! - [`wire`]: one blocking connection to a broker (`ws://`, or `wss://` with rustls);
//! - `host`: the game's side, a thread feeding the room;
//! - [`phone`]: a phone's side in Rust, for the tests and the bench (the real phones
//!   run the page's own script).
//!
//! # Topics
//!
//! `pd1/<room>/up` (phones → game), `pd1/<room>/p/<phone>` (game → one phone) and
//! `pd1/<room>/c/<language>` (game → every phone without a seat, [`cast`]); `<room>`
//! is 32 random hex digits, `<phone>` the hash of a phone's public key, new for each
//! connection. Nothing is retained but the last cast on each language's topic (cleared
//! when the game stops or makes a new link); the game clears what others left on the
//! other topics.

pub mod cast;
pub mod frames;
pub(super) mod host;
pub mod link;
pub mod mqtt;
pub mod phone;
pub mod retired;
pub mod seal;
pub mod wire;

pub use host::{OnlineConfig, OnlineStatus};
pub use link::parse_link;
pub use seal::{GameKey, RoomAddress};
pub use wire::WireError;
