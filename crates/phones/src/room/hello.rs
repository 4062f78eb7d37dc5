//! A connection's `hello`: a LAN phone gets in with the QR code's key or the right room
//! code (within the budget for wrong codes), unless the host blocked its address; nobody
//! gets into a room locked to spectators, except a phone coming back to its seat with its
//! token, which gets the seat back. At the cap of their kind the longest spectator
//! of that kind makes way for the newcomer: spectators never keep a player out.

use std::net::IpAddr;
use std::time::Instant;

use super::{ConnId, Peer, Room, joined_cap};
use crate::protocol::{ErrorCode, Reply, RoomCode, RoomKeyText, SeatTokenText, VERSION};
use crate::words::Said;

impl Room {
    /// `conn` says hello, with the code it typed, the key of the QR code it scanned,
    /// and the token of a seat it held: let in, or refused.
    pub(super) fn hello(
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
        if let Peer::Lan(ip) = peer
            && !self.lan_door(conn, ip, code, key, now)
        {
            return;
        }
        let returning = token.is_some_and(|t| self.claim_of(&t.0).is_some());
        if !returning && let Err((code, said)) = self.make_room(peer) {
            return self.shut(conn, code, said);
        }
        self.let_in(conn, token);
    }

    /// Whether a LAN phone from `ip` gets past the door: its address not blocked, and
    /// the QR code's key or the right code. A refusal gets its answer (a blocked phone
    /// is sent away).
    fn lan_door(
        &mut self,
        conn: ConnId,
        ip: IpAddr,
        code: Option<RoomCode>,
        key: Option<RoomKeyText>,
        now: Instant,
    ) -> bool {
        if self.host.is_blocked(ip) {
            self.shut(conn, ErrorCode::Blocked, Said::Blocked);
            return false;
        }
        key.is_some_and(|k| k.0.matches(&self.key)) || self.code_ok(conn, ip, code, now)
    }

    /// Room for a phone from `peer`, not coming back to its seat (a phone coming back
    /// is never kept out): at the cap of its kind, the spectator of that kind there
    /// longest makes way, so that guests filling the room with spectators cannot keep a
    /// player out. Why not: the room is locked to spectators, or full with no spectator
    /// (every place a seat's).
    fn make_room(&mut self, peer: Peer) -> Result<(), (ErrorCode, Said)> {
        if self.host.shuts_out_spectators() {
            return Err((ErrorCode::Locked, Said::Locked));
        }
        if self.conns.joined(peer.is_online()) < joined_cap(peer.is_online()) {
            return Ok(());
        }
        let oldest = self
            .longest_watching(peer)
            .ok_or((ErrorCode::RoomFull, Said::RoomFull))?;
        self.shut(oldest, ErrorCode::RoomFull, Said::RoomFull);
        Ok(())
    }

    /// The spectator of `peer`'s kind there longest, not asking to join first.
    fn longest_watching(&self, peer: Peer) -> Option<ConnId> {
        let online = peer.is_online();
        let spectators = self.conns.spectators().filter(|&w| {
            self.conns
                .get(w)
                .is_some_and(|c| c.peer.is_online() == online)
        });
        spectators.min_by_key(|&w| (self.conns.get(w).is_some_and(|c| c.asking.is_some()), w))
    }

    /// `conn` is in: its seat back if `token` still holds one, the welcome, the table.
    fn let_in(&mut self, conn: ConnId, token: Option<SeatTokenText>) {
        if let Some(c) = self.conns.get_mut(conn) {
            c.joined = true;
        }
        let seat = token.and_then(|t| self.restore(conn, &t.0));
        let code = self.code;
        let welcome = Reply::Welcome {
            v: VERSION,
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
}
