//! The connections the room tracks ([`Conns`]): each one's peer, whether it joined, the
//! seat it holds, its language, its rate and its request to join ([`Conn`]); opened up to
//! the cap of its kind, counted, and closed (a seat's phone gone is its seat dropped).

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::time::Instant;

use super::joins::Asking;
use super::rates::Rate;
use super::{ConnId, Effect, Peer, Room, RoomFull, tracked_cap};
use crate::messages::HostEvent;
use party_dice_core::i18n::{Lang, current};

/// One connection, as the room knows it.
#[derive(Debug)]
pub(super) struct Conn {
    /// Where it comes from.
    pub(super) peer: Peer,
    /// Whether it said `hello` and was let in.
    pub(super) joined: bool,
    /// The seat it holds, if any.
    pub(super) seat: Option<usize>,
    /// How much it may still send, and its strikes.
    pub(super) rate: Rate,
    /// Its request to join as a new player, while it waits.
    pub(super) asking: Option<Asking>,
    /// The language its page speaks (its request's `Accept-Language`, or what its
    /// `hello` named); none: the game's.
    pub(super) lang: Option<Lang>,
    /// The audience member it speaks for, if it joined the audience.
    pub(super) member: Option<crate::messages::MemberId>,
}

impl Conn {
    /// Whether it joined and holds no seat.
    fn watches(&self) -> bool {
        self.joined && self.seat.is_none()
    }
}

/// The open connections, in the order they came.
#[derive(Debug, Default)]
pub(super) struct Conns {
    open: BTreeMap<ConnId, Conn>,
    /// The last number handed out, to a connection or to a request to join (one count
    /// for both).
    last: u64,
}

impl Conns {
    /// A new connection from `peer`, not joined; refused when [`tracked_cap`] of its kind
    /// (LAN or online) are open already.
    fn open(&mut self, peer: Peer, rate: Rate) -> Result<ConnId, RoomFull> {
        let online = peer.is_online();
        let kind = self.open.values().filter(|c| c.peer.is_online() == online);
        if kind.count() >= tracked_cap(online) {
            return Err(RoomFull);
        }
        let id = ConnId(self.number());
        let conn = Conn {
            peer,
            joined: false,
            seat: None,
            rate,
            asking: None,
            lang: None,
            member: None,
        };
        self.open.insert(id, conn);
        Ok(id)
    }

    /// A number not handed out before.
    pub(super) fn number(&mut self) -> u64 {
        self.last += 1;
        self.last
    }

    /// The connection `id`, if open.
    pub(super) fn get(&self, id: ConnId) -> Option<&Conn> {
        self.open.get(&id)
    }

    /// The connection `id`, if open, to change.
    pub(super) fn get_mut(&mut self, id: ConnId) -> Option<&mut Conn> {
        self.open.get_mut(&id)
    }

    /// Every open connection, in the order they came.
    pub(super) fn iter(&self) -> impl Iterator<Item = (ConnId, &Conn)> {
        self.open.iter().map(|(id, c)| (*id, c))
    }

    /// Every open connection, to change.
    pub(super) fn iter_mut(&mut self) -> impl Iterator<Item = (ConnId, &mut Conn)> {
        self.open.iter_mut().map(|(id, c)| (*id, c))
    }

    /// How many joined, of one kind (online or LAN).
    pub(super) fn joined(&self, online: bool) -> usize {
        let kind = self.open.values().filter(|c| c.peer.is_online() == online);
        kind.filter(|c| c.joined).count()
    }

    /// The joined connections without a seat.
    pub(super) fn spectators(&self) -> impl Iterator<Item = ConnId> {
        self.iter().filter(|(_, c)| c.watches()).map(|(id, _)| id)
    }

    /// The language `id`'s page speaks; the game's when it named none (or is gone).
    pub(super) fn language(&self, id: ConnId) -> Lang {
        self.get(id).and_then(|c| c.lang).unwrap_or_else(current)
    }
}

impl Room {
    /// A new connection from `ip`, not yet joined (it must send `hello`).
    pub fn connect(&mut self, ip: IpAddr, now: Instant) -> Result<ConnId, RoomFull> {
        self.connect_peer(Peer::Lan(ip), now)
    }

    /// A new connection from `peer`, not yet joined (it must send `hello`). Refused when
    /// the room tracks [`tracked_cap`] of its kind (LAN or online) already.
    pub(crate) fn connect_peer(&mut self, peer: Peer, now: Instant) -> Result<ConnId, RoomFull> {
        self.conns.open(peer, Rate::full(&self.limits, now))
    }

    /// Words what the room tells `conn` in `lang` from now on (until its `hello` names
    /// another).
    pub fn set_language(&mut self, conn: ConnId, lang: Lang) {
        if let Some(c) = self.conns.get_mut(conn) {
            c.lang = Some(lang);
        }
    }

    /// The language the room words what it tells `conn` in.
    pub fn language(&self, conn: ConnId) -> Lang {
        self.conns.language(conn)
    }

    /// Whether `conn` has joined (sent the right code).
    pub(crate) fn is_joined(&self, conn: ConnId) -> bool {
        self.conns.get(conn).is_some_and(|c| c.joined)
    }

    /// The seat `conn` holds, if any.
    pub(crate) fn seat_of(&self, conn: ConnId) -> Option<usize> {
        self.conns.get(conn).and_then(|c| c.seat)
    }

    /// Connections open now.
    pub fn connections(&self) -> usize {
        self.conns.open.len()
    }

    /// `conn` closed.
    pub(crate) fn disconnect(&mut self, conn: ConnId) -> Vec<Effect> {
        self.members.dropped(conn);
        if let Some(c) = self.conns.open.remove(&conn)
            && let Some(seat) = c.seat
        {
            if let Some(claim) = self.claims.get_mut(seat) {
                claim.conn = None;
            }
            self.out.host(HostEvent::Disconnected { seat });
            self.broadcast();
        }
        self.out.take()
    }
}
