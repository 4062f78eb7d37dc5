//! Seats and their tokens: the claim on each seat of the table ([`Claims`]: the seat's
//! token, its player's name, the connection holding it now), a phone taking a seat,
//! leaving it or coming back to it with its token, the host freeing one, and the claims
//! following their players' names when the host reorders the setup.

use super::{ConnId, Effect, Room};
use crate::messages::{HostEvent, PhoneAt};
use crate::protocol::{ErrorCode, SeatChange, SeatToken};
use crate::words::Said;

/// A seat taken by a phone.
#[derive(Debug)]
pub(super) struct Claim {
    /// What the phone shows to have the seat back.
    pub(super) token: SeatToken,
    /// The player's name when the seat was taken: the claim follows the name when the
    /// host reorders the players in the setup.
    pub(super) name: String,
    /// The connection holding the seat now; none while its phone is away.
    pub(super) conn: Option<ConnId>,
    /// Whether its phone came through the online link (last time it held the seat):
    /// a New link gives such a seat a new token.
    pub(super) online: bool,
}

/// The claim on each seat of the table the host published, one per seat.
#[derive(Debug, Default)]
pub(super) struct Claims(Vec<Option<Claim>>);

/// A held seat's claim after [`Claims::follow_names`]: where it was, where it is (none:
/// dropped, its name is gone), and the connection that holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Moved {
    /// The connection holding the claim.
    pub(super) conn: ConnId,
    /// Its seat before.
    pub(super) was: usize,
    /// Its seat now, if it kept one.
    pub(super) to: Option<usize>,
}

impl Claims {
    /// The seat whose claim `token` is.
    pub(super) fn find(&self, token: &SeatToken) -> Option<usize> {
        self.0
            .iter()
            .position(|c| c.as_ref().is_some_and(|c| c.token.matches(token)))
    }

    /// The claim on `seat`, if any.
    pub(super) fn get(&self, seat: usize) -> Option<&Claim> {
        self.0.get(seat).and_then(Option::as_ref)
    }

    /// The claim on `seat`, if any, to change.
    pub(super) fn get_mut(&mut self, seat: usize) -> Option<&mut Claim> {
        self.0.get_mut(seat).and_then(Option::as_mut)
    }

    /// Whether `seat` is one of the table's and nobody claims it.
    pub(super) fn is_free(&self, seat: usize) -> bool {
        matches!(self.0.get(seat), Some(None))
    }

    /// Takes the claim off `seat`, which is free after.
    pub(super) fn take(&mut self, seat: usize) -> Option<Claim> {
        self.0.get_mut(seat).and_then(Option::take)
    }

    /// Puts `claim` on `seat`.
    fn put(&mut self, seat: usize, claim: Claim) {
        if let Some(slot) = self.0.get_mut(seat) {
            *slot = Some(claim);
        }
    }

    /// Which seats have a phone here, one that dropped, or none.
    pub(super) fn phones(&self) -> Vec<PhoneAt> {
        self.0
            .iter()
            .map(|c| match c {
                None => PhoneAt::None,
                Some(Claim { conn: Some(_), .. }) => PhoneAt::Here,
                Some(_) => PhoneAt::Dropped,
            })
            .collect()
    }

    /// One claim per seat of `seats` (the names of the table just published): a claim
    /// whose seat still has its name stays; the others follow their name to a free seat
    /// (when one seat alone has it), or are dropped. The held claims, in the order
    /// they were placed.
    pub(super) fn follow_names(&mut self, seats: &[String]) -> Vec<Moved> {
        let mut old: Vec<(usize, Claim)> = std::mem::take(&mut self.0)
            .into_iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (i, c)))
            .collect();
        self.0 = seats.iter().map(|_| None).collect();
        // Claims whose seat still has their name stay first; the others follow.
        old.sort_by_key(|(i, c)| seats.get(*i) != Some(&c.name));
        let mut moved = Vec::new();
        for (was, claim) in old {
            let to = if seats.get(was) == Some(&claim.name) {
                Some(was)
            } else {
                let mut same = seats.iter().enumerate().filter(|(_, n)| **n == claim.name);
                match (same.next(), same.next()) {
                    (Some((j, _)), None) if self.is_free(j) => Some(j),
                    _ => None,
                }
            };
            if let Some(conn) = claim.conn {
                moved.push(Moved { conn, was, to });
            }
            if let Some(to) = to {
                self.put(to, claim);
            }
        }
        moved
    }
}

impl Room {
    /// Each claimed seat's token, as phones send it (none the host blocked).
    pub(crate) fn seat_tokens(&self) -> Vec<(usize, String)> {
        (0..self.published.state().seats.len())
            .filter_map(|seat| self.claims.get(seat).map(|c| (seat, c.token)))
            .filter(|(_, token)| !self.host.is_void(token))
            .map(|(seat, token)| (seat, token.to_string()))
            .collect()
    }

    /// A New link: every seat claimed through the online link gets a fresh token (the
    /// old one opens nothing in the new room). Each such seat, its old token and its
    /// new one, as phones send them; a seat whose fresh token the OS generator could not
    /// give keeps its old one and is left out.
    pub(crate) fn rotate_online_tokens(&mut self) -> Vec<(usize, String, String)> {
        let mut rotated = Vec::new();
        for seat in 0..self.published.state().seats.len() {
            let Some(claim) = self.claims.get_mut(seat).filter(|c| c.online) else {
                continue;
            };
            if let Ok(new) = SeatToken::random() {
                let old = std::mem::replace(&mut claim.token, new);
                rotated.push((seat, old.to_string(), new.to_string()));
            }
        }
        rotated
    }

    /// The seat whose claim `token` is, unless the host blocked it.
    pub(super) fn claim_of(&self, token: &SeatToken) -> Option<usize> {
        if self.host.is_void(token) {
            return None;
        }
        self.claims.find(token)
    }

    /// The seat whose token `token` is, taken over by `conn`.
    pub(super) fn restore(&mut self, conn: ConnId, token: &SeatToken) -> Option<usize> {
        let seat = self.claim_of(token)?;
        let online = self.conns.get(conn).is_some_and(|c| c.peer.is_online());
        let claim = self.claims.get_mut(seat)?;
        claim.online = online;
        let before = claim.conn.replace(conn);
        match before {
            Some(old) => {
                if let Some(c) = self.conns.get_mut(old) {
                    c.seat = None;
                }
                self.seat_message(old, None, None, SeatChange::TakenOver);
            }
            None => self.out.host(HostEvent::Connected { seat }),
        }
        if let Some(c) = self.conns.get_mut(conn) {
            c.seat = Some(seat);
        }
        Some(seat)
    }

    /// `conn` asks for `seat`: it gets it if free and the room is open (a seat it holds
    /// is confirmed).
    pub(super) fn take(&mut self, conn: ConnId, seat: usize) {
        if seat >= self.published.state().seats.len() {
            return self.error(conn, ErrorCode::NoSuchSeat, Said::NoSuchSeat);
        }
        let holder = self.claims.get(seat).map(|c| c.conn);
        let mine = holder == Some(Some(conn));
        if self.host.is_locked() && !mine {
            return self.error(conn, ErrorCode::Locked, Said::LockedSeat);
        }
        match holder {
            Some(Some(c)) if c == conn => {
                self.seat_message(conn, Some(seat), None, SeatChange::Took)
            }
            Some(Some(_)) => self.error(conn, ErrorCode::SeatTaken, Said::SeatTaken),
            Some(None) => self.error(conn, ErrorCode::SeatTaken, Said::SeatDropped),
            None => self.seat(conn, seat, SeatChange::Took),
        }
    }

    /// Gives the free seat `seat` to `conn` with a fresh token (standing it up first
    /// from a seat it had).
    pub(super) fn seat(&mut self, conn: ConnId, seat: usize, why: SeatChange) {
        let token = match SeatToken::random() {
            Ok(token) => token,
            Err(_) => return self.error(conn, ErrorCode::Internal, Said::Internal),
        };
        self.stand_up(conn);
        let name = self
            .published
            .state()
            .seats
            .get(seat)
            .cloned()
            .unwrap_or_default();
        let claim = Claim {
            token,
            name,
            conn: Some(conn),
            online: self.conns.get(conn).is_some_and(|c| c.peer.is_online()),
        };
        self.claims.put(seat, claim);
        if let Some(c) = self.conns.get_mut(conn) {
            c.seat = Some(seat);
        }
        self.seat_message(conn, Some(seat), Some(token.to_string()), why);
        self.out.host(HostEvent::Connected { seat });
        self.broadcast();
    }

    /// Frees the seat `conn` holds, if any; true if it held one.
    fn stand_up(&mut self, conn: ConnId) -> bool {
        let Some(seat) = self.conns.get_mut(conn).and_then(|c| c.seat.take()) else {
            return false;
        };
        self.claims.take(seat);
        self.out.host(HostEvent::Disconnected { seat });
        true
    }

    /// `conn` leaves its seat to watch.
    pub(super) fn leave(&mut self, conn: ConnId) {
        if self.stand_up(conn) {
            self.seat_message(conn, None, None, SeatChange::Left);
            self.broadcast();
        } else {
            self.error(conn, ErrorCode::NotSeated, Said::NotSeated);
        }
    }

    /// The host freed `seat`: its phone (if any) watches, its token is void. True if a
    /// phone held it.
    pub fn free_seat(&mut self, seat: usize) -> (bool, Vec<Effect>) {
        let Some(claim) = self.claims.take(seat) else {
            return (false, Vec::new());
        };
        if let Some(conn) = claim.conn {
            if let Some(c) = self.conns.get_mut(conn) {
                c.seat = None;
            }
            self.seat_message(conn, None, None, SeatChange::Freed);
        }
        self.broadcast();
        (true, self.out.take())
    }

    /// The claims follow their names to the table just published; each phone whose
    /// seat moved or went is told.
    pub(super) fn remap_claims(&mut self) {
        for Moved { conn, was, to } in self.claims.follow_names(&self.published.state().seats) {
            if let Some(c) = self.conns.get_mut(conn) {
                c.seat = to;
            }
            match to {
                Some(to) if to == was => {}
                Some(to) => self.seat_message(conn, Some(to), None, SeatChange::Moved),
                None => self.seat_message(conn, None, None, SeatChange::Removed),
            }
        }
    }
}
