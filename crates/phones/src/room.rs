//! The room, pure (no sockets, no threads): seats ↔ seat tokens ↔ connections, who is
//! connected, the room code, what the host last published, and which request from which
//! connection is allowed now. The server's threads feed it what arrives and carry out
//! the [`Effect`]s it returns; a test drives it directly.
//!
//! The limits, per connection unless said:
//! - at most [`MAX_CONNECTIONS`] joined connections on the LAN (a lecture hall: 8
//!   players and 250 in the audience, with room to spare; `examples/audience-bench.rs`
//!   fills it) and [`MAX_ONLINE_CONNECTIONS`] through the broker (a stream's audience:
//!   their tables are cast once for all); connections that have not given the code
//!   yet are capped by the server, per address and in all (`shared.rs`);
//! - messages: a token bucket of [`BURST`] messages refilled at [`RATE`] a second (a
//!   phone sends a ping every 10 s and one throw per roll); one over it is dropped
//!   ([`Limits`]);
//! - strikes: a malformed message, one over the rate, or a wrong code is a strike; the
//!   [`MAX_STRIKES`]th closes the connection (code 1008);
//! - wrong room codes: the budgets of [`super::guesses`] (per address, per network, for
//!   the room); a phone with the QR code's room key never spends or waits for them;
//! - the host's controls: a locked room seats no new phone (spectators as the host
//!   chose), a blocked phone's address and token are refused for the server's life.
//!
//! Here: [`Room`] and the types every part shares. Each part, with its own state where
//! it has some, in its own file:
//! - `conns.rs`: the open connections (`Conns`), connecting and disconnecting;
//! - `requests.rs`: a phone's messages parsed and handled, its throws passed on;
//! - `hello.rs`: a connection's `hello`, let in or refused;
//! - `seats.rs`: the claim on each seat and its token (`Claims`), taking, leaving,
//!   coming back, freeing;
//! - `joins.rs`: requests to join as a new player, admitted or refused;
//! - `audience.rs`: the audience's members (`Members`), their answers passed on, what
//!   the host tells one of them, the host's Block on one;
//! - `rates.rs`: each connection's rate and strikes (`Rate`), bad frames, wrong codes;
//! - `host.rs`: the host's lock and blocks (`HostRules`), and what the host is shown;
//! - `published.rs`: what the host published (`Published`: the game's state), sent to the phones;
//! - `replies.rs`: the effects queued for the server (`Outbox`) and the common replies.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use super::guesses::Guesses;
use super::messages::{HostEvent, HostState};
use super::protocol::{RoomCode, RoomKey};
use party_dice_core::i18n::Lang;

mod audience;
mod conns;
mod hello;
mod host;
mod joins;
mod published;
mod rates;
mod replies;
mod requests;
mod seats;

pub use audience::MAX_MEMBERS;
use audience::Members;
use conns::Conns;
use host::HostRules;
use published::Published;
use replies::Outbox;
use seats::Claims;

/// Most connections the room takes at once (joined or not yet).
pub const MAX_CONNECTIONS: usize = 300;
/// Messages a connection may send in a burst.
pub const BURST: f64 = 20.0;
/// Messages a second a connection may keep sending.
pub(crate) const RATE: f64 = 4.0;
/// Strikes that close a connection.
pub(crate) const MAX_STRIKES: u32 = 8;
/// Connections the room tracks at once, joined or not, on the LAN (the LAN's and the
/// online room's caps are apart, so that phones of one kind never lock out the other;
/// the server's own caps keep the unjoined ones far fewer).
pub(crate) const MAX_TRACKED_CONNECTIONS: usize = 4 * MAX_CONNECTIONS;
/// Most joined connections through the broker: the players and a stream's audience.
/// Online, the phones without a seat get each table once for all of them
/// (`online::cast`), not a copy each, so the game's work for them does not grow with
/// their number.
pub const MAX_ONLINE_CONNECTIONS: usize = 10_300;

/// Most joined connections of a kind (online or LAN).
pub(crate) fn joined_cap(online: bool) -> usize {
    if online {
        MAX_ONLINE_CONNECTIONS
    } else {
        MAX_CONNECTIONS
    }
}

/// Most connections of a kind tracked at once, joined or not: the joined cap and as
/// many again as the LAN's spare (phones between their handshake and their hello).
pub(crate) fn tracked_cap(online: bool) -> usize {
    joined_cap(online) + MAX_TRACKED_CONNECTIONS - MAX_CONNECTIONS
}

/// How many messages a connection may send: a token bucket of `burst` refilled at
/// `per_second`. The game uses [`Limits::default`] ([`BURST`], [`RATE`]); tests that play
/// at machine speed, far faster than people throw, raise them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// Messages in a burst.
    pub burst: f64,
    /// Messages a second, kept up.
    pub per_second: f64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            burst: BURST,
            per_second: RATE,
        }
    }
}

/// A connection, as the room numbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ConnId(pub u64);

/// How the server closes a connection: a WebSocket close code and reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Close {
    /// 1008 (policy), 1009 (too big), 1001 (going away)…
    pub code: u16,
    /// A short reason.
    pub reason: &'static str,
}

/// What the server must do after the room took something in.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Send this text to a connection.
    Send(ConnId, Arc<str>),
    /// Tell the host.
    Host(HostEvent),
    /// Close a connection (after sending what was queued for it).
    Close(ConnId, Close),
    /// Send this table once to every online connection without a seat whose language
    /// words it so (the host's own words where `None`): the online room casts it on one
    /// topic for all of them (`online::cast`), instead of a copy for each.
    Cast(Option<Lang>, Arc<str>),
}

/// Where a connection comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Peer {
    /// A phone on the LAN, from this address.
    Lan(IpAddr),
    /// A phone through the broker, whose messages opened under the keys it agreed with
    /// the game: it holds the link, so it never types a code.
    Online,
}

impl Peer {
    /// Whether it came through the broker.
    pub(crate) fn is_online(&self) -> bool {
        matches!(self, Peer::Online)
    }
}

/// The room tracks as many connections of a kind as it takes ([`tracked_cap`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the room has as many connections of this kind as it takes")]
pub struct RoomFull;

/// The room: see the module's documentation.
#[derive(Debug)]
pub struct Room {
    /// The code a phone types.
    code: RoomCode,
    /// The key the QR code's link carries: a phone with it never types the code.
    key: RoomKey,
    /// How many messages a connection may send.
    limits: Limits,
    /// What the host decided: the lock, the blocked phones.
    host: HostRules,
    /// What the host last published.
    published: Published,
    /// The claim on each seat of the table.
    claims: Claims,
    /// The open connections.
    conns: Conns,
    /// The budgets for wrong room codes.
    guesses: Guesses,
    /// What the server must do, queued while the room takes one thing in.
    out: Outbox,
    /// The audience's members.
    members: Members,
}

impl Room {
    /// An empty room with this code, the QR code's key and these message limits, showing
    /// an empty setup.
    pub fn new(code: RoomCode, key: RoomKey, limits: Limits) -> Self {
        Room {
            code,
            key,
            limits,
            host: HostRules::default(),
            published: Published::default(),
            claims: Claims::default(),
            conns: Conns::default(),
            guesses: Guesses::new(Instant::now()),
            out: Outbox::default(),
            members: Members::default(),
        }
    }

    /// The room code.
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// What the host last published.
    pub fn state(&self) -> &HostState {
        self.published.state()
    }
}

#[cfg(test)]
mod tests;
