//! The room, pure (no sockets, no threads): seats ↔ seat tokens ↔ connections, who is
//! connected, the room code, what the host last published, and which request from which
//! connection is allowed now. The server's threads feed it what arrives and carry out
//! the [`Effect`]s it returns; a test drives it directly.
//!
//! The limits, per connection unless said:
//! - at most [`MAX_CONNECTIONS`] joined connections (the bench's 8 players and 64
//!   watchers, with room to spare); connections that have not given the code yet are
//!   capped by the server, per address and in all (`shared.rs`);
//! - messages: a token bucket of [`BURST`] messages refilled at [`RATE`] a second (a
//!   phone sends a ping every 10 s and one throw per roll); one over it is dropped
//!   ([`Limits`]);
//! - strikes: a malformed message, one over the rate, or a wrong code is a strike; the
//!   [`MAX_STRIKES`]th closes the connection (code 1008);
//! - wrong room codes: the budgets of [`super::guesses`] (per address, per network, for
//!   the room); a phone with the QR code's room key never spends or waits for them;
//! - the host's controls: a locked room seats no new phone (watchers as the host
//!   chose), a blocked phone's address and token are refused for the server's life.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use super::guesses::Guesses;
use super::messages::{Awaiting, HostEvent, HostState, RollRefusal};
use super::protocol::{
    ErrorCode, Reply, Request, RoomCode, RoomKey, RoomKeyText, SeatTokenText, parse,
};
use super::words::Said;

mod conns;
mod host;
mod joins;
mod rates;
mod replies;
mod seats;
mod table;

use conns::Conns;
use host::HostRules;
use replies::Outbox;
use seats::Claims;
use table::Table;

/// Most connections the room takes at once (joined or not yet).
pub const MAX_CONNECTIONS: usize = 80;
/// Messages a connection may send in a burst.
pub const BURST: f64 = 20.0;
/// Messages a second a connection may keep sending.
pub(crate) const RATE: f64 = 4.0;
/// Strikes that close a connection.
pub(crate) const MAX_STRIKES: u32 = 8;
/// Connections the room tracks at once, joined or not, of each kind (the LAN's and the
/// online room's caps are apart, so that phones of one kind never lock out the other;
/// the server's own caps keep the unjoined ones far fewer).
pub(crate) const MAX_TRACKED_CONNECTIONS: usize = 4 * MAX_CONNECTIONS;

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

/// The room tracks [`MAX_TRACKED_CONNECTIONS`] connections already.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the room has {MAX_TRACKED_CONNECTIONS} connections already")]
pub struct RoomFull;

/// The room: see the module's documentation.
#[derive(Debug)]
pub struct Room {
    code: RoomCode,
    key: RoomKey,
    limits: Limits,
    host: HostRules,
    table: Table,
    /// One per seat of the table.
    claims: Claims,
    conns: Conns,
    guesses: Guesses,
    out: Outbox,
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
            table: Table::default(),
            claims: Claims::default(),
            conns: Conns::default(),
            guesses: Guesses::new(Instant::now()),
            out: Outbox::default(),
        }
    }

    /// The room code.
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// What the host last published.
    pub fn state(&self) -> &HostState {
        self.table.state()
    }

    /// A message arrived on `conn`.
    pub(crate) fn receive(&mut self, conn: ConnId, bytes: &[u8], now: Instant) -> Vec<Effect> {
        let Some(c) = self.conns.get_mut(conn) else {
            return Vec::new();
        };
        match c.rate.take(&self.limits, now) {
            Ok(()) => match parse(bytes) {
                Ok(request) => self.handle(conn, request, now),
                Err(e) => self.refuse(conn, &e),
            },
            Err(over) => self.over_rate(conn, over),
        }
        self.out.take()
    }

    fn handle(&mut self, conn: ConnId, request: Request, now: Instant) {
        if !self.is_joined(conn) && !matches!(request, Request::Hello { .. } | Request::Ping) {
            return self.error(conn, ErrorCode::NotJoined, Said::NotJoined);
        }
        match request {
            Request::Hello {
                code,
                token,
                key,
                lang,
            } => {
                if let Some(lang) = lang {
                    self.set_language(conn, lang);
                }
                self.hello(conn, code, token, key, now)
            }
            Request::Take { seat } => self.take(conn, seat),
            Request::Leave => self.leave(conn),
            Request::JoinAs { name } => self.join_as(conn, name),
            Request::Throw { launch } => {
                if let Some(seat) = self.turn_of(conn, Awaiting::Throw) {
                    self.pass_on(conn, HostEvent::Throw { seat, launch });
                }
            }
            Request::Typed { faces } => {
                if let Some(seat) = self.turn_of(conn, Awaiting::Type) {
                    if faces.len() == self.table.state().dice {
                        self.pass_on(conn, HostEvent::Typed { seat, faces });
                    } else {
                        self.error(
                            conn,
                            ErrorCode::BadDice,
                            Said::DiceCount(self.table.state().dice),
                        );
                    }
                }
            }
            Request::Finish { finish } => match self.seat_of(conn) {
                Some(seat) => self.out.host(HostEvent::Finish { seat, finish }),
                None => self.error(conn, ErrorCode::NotSeated, Said::NotSeated),
            },
            Request::Ping => self.out.send(conn, &Reply::Pong),
        }
    }

    fn hello(
        &mut self,
        conn: ConnId,
        code: Option<RoomCode>,
        token: Option<SeatTokenText>,
        key: Option<RoomKeyText>,
        now: Instant,
    ) {
        let Some(peer) = self.conns.get(conn).map(|c| c.peer) else {
            return;
        };
        if self.is_joined(conn) {
            return self.error(conn, ErrorCode::AlreadyJoined, Said::AlreadyJoined);
        }
        if let Peer::Lan(ip) = peer {
            if self.host.is_blocked(ip) {
                return self.shut(conn, ErrorCode::Blocked, Said::Blocked);
            }
            if !key.is_some_and(|k| k.0.matches(&self.key)) && !self.code_ok(conn, ip, code, now) {
                return;
            }
        }
        // Each kind has its own cap, and a phone coming back to its seat is never kept
        // out: watchers through the link cannot fill the room against the LAN's phones,
        // nor against the seated.
        let returning = token.is_some_and(|t| self.claim_of(&t.0).is_some());
        let joined = self.conns.joined(peer.is_online());
        if joined >= MAX_CONNECTIONS && !returning {
            return self.shut(conn, ErrorCode::RoomFull, Said::RoomFull);
        }
        if self.host.shuts_out_watchers() && !returning {
            return self.shut(conn, ErrorCode::Locked, Said::Locked);
        }
        if let Some(c) = self.conns.get_mut(conn) {
            c.joined = true;
        }
        let seat = token.and_then(|t| self.restore(conn, &t.0));
        let code = self.code;
        let welcome = Reply::Welcome {
            v: super::protocol::VERSION,
            code: code.as_str(),
            seat,
            token: seat.and_then(|_| token.map(|t| t.0.to_string())),
            stale_token: token.is_some() && seat.is_none(),
        };
        self.out.send(conn, &welcome);
        if seat.is_some() {
            // Everyone sees the seat's phone back (this connection included).
            self.broadcast();
        } else {
            self.send_state(conn);
        }
    }

    /// The seat of `conn` if it may throw or type (`want`) now; else an error reply.
    fn turn_of(&mut self, conn: ConnId, want: Awaiting) -> Option<usize> {
        let seat = self.seat_of(conn);
        let s = self.table.state();
        let refusal = match seat.map(|seat| s.roll_refusal(seat, want)) {
            None => Some((ErrorCode::NotSeated, Said::SitToThrow)),
            Some(Some(RollRefusal::NotNow)) => Some((ErrorCode::NotNow, Said::NotNow)),
            Some(Some(RollRefusal::NotYourTurn)) => {
                Some((ErrorCode::NotYourTurn, Said::NotYourTurn))
            }
            Some(None) if self.table.thrown() => {
                Some((ErrorCode::AlreadyThrown, Said::AlreadyThrown))
            }
            Some(None) => None,
        };
        if let Some((code, said)) = refusal {
            self.error(conn, code, said);
            return None;
        }
        seat
    }

    fn pass_on(&mut self, conn: ConnId, event: HostEvent) {
        let step = self.table.throw_passed_on();
        self.out.send(conn, &Reply::Sent { step });
        self.out.host(event);
    }
}

#[cfg(test)]
mod tests;
