//! Phones anywhere, through an MQTT broker: the game and every remote phone connect out
//! to the broker over (secure) WebSocket, so nothing needs a port forwarded, and every
//! message between them is sealed end to end under a room key that only the join link
//! carries (in its fragment, which browsers never send). The room behind it is the
//! LAN's own [`Room`](crate::remote::room::Room): seats, tokens, turns, caps and the
//! host's controls are the same for both kinds of phone.
//!
//! - [`mqtt`]: MQTT 3.1.1's packets, the few the room needs (pure);
//! - [`seal`]: the sealing, the room secret and the topics (pure);
//! - [`link`]: the join link (pure);
//! - [`wire`]: one blocking connection to a broker (`ws://`, or `wss://` with rustls);
//! - `host`: the game's side, a thread feeding the room;
//! - [`phone`]: a phone's side in Rust, for the tests and the bench (the real phones
//!   run the page's own script).
//!
//! # Topics
//!
//! `pd1/<room>/up` (phones → game), `pd1/<room>/g` (game → every phone: the table,
//! retained), `pd1/<room>/p/<phone>` (game → one phone); `<room>` is 32 random hex
//! digits, `<phone>` a phone's random id for one connection.

pub(super) mod host;
pub mod link;
pub mod mqtt;
pub mod phone;
pub mod seal;
pub mod wire;

pub use host::{OnlineConfig, OnlineStatus};
pub use link::{join_link, parse_link};
pub use seal::RoomSecret;
pub use wire::{BrokerUrl, WireError};
