//! The host's controls: the room locked (to new players, or to spectators too), a seat's
//! phone blocked for the server's life ([`HostRules`]), and what the host is shown of
//! the room ([`Presence`]).

use std::net::IpAddr;

use super::{ConnId, Effect, Peer, Room};
use crate::messages::{HostEvent, Presence};
use crate::protocol::{ErrorCode, SeatToken};
use crate::words::{JoinRefusal, Said};

/// What the host decided about the room.
#[derive(Debug, Clone, Default)]
pub(super) struct HostRules {
    /// No new phone takes a seat.
    locked: bool,
    /// While locked, phones without a seat may not even watch.
    no_spectators_when_locked: bool,
    /// Addresses of blocked phones (none for an online phone), with the name of the
    /// seat each held.
    blocked: Vec<(Option<IpAddr>, String)>,
    /// Tokens of blocked phones.
    void: Vec<SeatToken>,
    /// Addresses of blocked spectators (phones without a seat, so without a name).
    blocked_spectators: Vec<IpAddr>,
}

impl HostRules {
    /// Whether the host locked the room: no new phone takes a seat or asks to join.
    pub(super) fn is_locked(&self) -> bool {
        self.locked
    }

    /// Whether the room is locked to spectators too: only a phone coming back to its seat
    /// gets in.
    pub(super) fn shuts_out_spectators(&self) -> bool {
        self.locked && self.no_spectators_when_locked
    }

    /// Whether the host blocked `ip`.
    pub(super) fn is_blocked(&self, ip: IpAddr) -> bool {
        self.blocked.iter().any(|(b, _)| *b == Some(ip)) || self.blocked_spectators.contains(&ip)
    }

    /// Refuses `ip` for the server's life (an audience member's phone, named `name`).
    pub(super) fn block_address(&mut self, ip: IpAddr, name: String) {
        self.blocked.push((Some(ip), name));
    }

    /// Whether `token` is a blocked phone's.
    pub(super) fn is_void(&self, token: &SeatToken) -> bool {
        self.void.iter().any(|v| v.matches(token))
    }
}

impl Room {
    /// Which seats have phones, and how many browsers watch.
    pub fn presence(&self) -> Presence {
        Presence {
            seats: self.claims.phones(),
            spectators: self.conns.spectators().count(),
            locked: self.host.locked,
            blocked: self.host.blocked.iter().map(|(_, n)| n.clone()).collect(),
            wrong_codes: self.guesses.wrong,
            audience: self.members.len(),
        }
    }

    /// The host locks the room (no new phone takes a seat or asks to join; with
    /// `spectators` false, phones without a seat are sent away too) or opens it again.
    pub fn lock(&mut self, locked: bool, spectators: bool) -> Vec<Effect> {
        self.host.locked = locked;
        self.host.no_spectators_when_locked = !spectators;
        if locked {
            self.refuse_joins(JoinRefusal::Locked);
            if !spectators {
                let away: Vec<ConnId> = self.conns.spectators().collect();
                for conn in away {
                    self.shut(conn, ErrorCode::Locked, Said::Locked);
                }
            }
        }
        self.broadcast();
        self.out.take()
    }

    /// The host blocks the phone of `seat` for the server's life: the seat is free, its
    /// token void, its address refused, the phone sent away. False if no phone held it.
    pub fn block(&mut self, seat: usize) -> (bool, Vec<Effect>) {
        let Some(claim) = self.claims.take(seat) else {
            return (false, Vec::new());
        };
        self.host.void.push(claim.token);
        if let Some(conn) = claim.conn
            && let Some(c) = self.conns.get_mut(conn)
        {
            c.seat = None;
            let peer = c.peer;
            let ip = match peer {
                Peer::Lan(ip) => Some(ip),
                Peer::Online => None,
            };
            self.host.blocked.push((ip, claim.name));
            // Every connection from that address goes, not only the seat's (online, the
            // seat's only: the others hold the same link; a new link keeps them out).
            let same: Vec<ConnId> = self
                .conns
                .iter()
                .filter(|(id, c)| *id == conn || (ip.is_some() && c.peer == peer))
                .map(|(id, _)| id)
                .collect();
            for conn in same {
                self.shut(conn, ErrorCode::Blocked, Said::Blocked);
            }
        }
        self.out.host(HostEvent::Disconnected { seat });
        self.broadcast();
        (true, self.out.take())
    }

    /// The host blocks every spectator now (joined, without a seat): each is sent
    /// away; a LAN phone's address is refused for the server's life, while an online
    /// phone, which holds the link, is kept out for good only by a new link. Seats and
    /// their phones are untouched. How many were sent away.
    pub fn block_spectators(&mut self) -> (usize, Vec<Effect>) {
        let spectators: Vec<ConnId> = self.conns.spectators().collect();
        for &conn in &spectators {
            if let Some(Peer::Lan(ip)) = self.conns.get(conn).map(|c| c.peer)
                && !self.host.blocked_spectators.contains(&ip)
            {
                self.host.blocked_spectators.push(ip);
            }
            self.shut(conn, ErrorCode::Blocked, Said::Blocked);
        }
        self.broadcast();
        (spectators.len(), self.out.take())
    }
}
