//! Requests to join as a new player: a spectator's phone asks with a name ([`Asking`]), the
//! host admits it (the phone gets the new seat) or refuses (the phone is told why, in
//! its language); the requests still waiting are refused when the room locks or the
//! game starts.

use super::{ConnId, Effect, Room};
use crate::messages::{HostEvent, JoinRequest, Phase};
use crate::names::look_alike;
use crate::protocol::{ErrorCode, Reply, SeatChange};
use crate::words::{JoinRefusal, Said};
use party_dice_core::rules::options::MAX_PLAYERS;

/// A connection's request to join, while the host decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Asking {
    /// The request, as the host knows it.
    pub(super) request: JoinRequest,
    /// The name it asked for.
    pub(super) name: String,
}

impl Room {
    /// `conn` asks to join as `name`: the host is asked, unless the room is locked or
    /// the setup closed, `conn` has a seat or asked already, or the name looks like one
    /// taken or asked for.
    pub(super) fn join_as(&mut self, conn: ConnId, name: String) {
        let Some(c) = self.conns.get(conn) else {
            return;
        };
        let (seated, asking) = (c.seat.is_some(), c.asking.is_some());
        if let Some((code, said)) = self.join_refusal(seated, asking, &name) {
            return self.error(conn, code, said);
        }
        let request = JoinRequest(self.conns.number());
        if let Some(c) = self.conns.get_mut(conn) {
            c.asking = Some(Asking {
                request,
                name: name.clone(),
            });
        }
        self.out.send(conn, &Reply::JoinPending { name: &name });
        self.out.host(HostEvent::JoinAsPlayer { request, name });
    }

    /// Why a phone (`seated`, or `asking` already) may not ask to join as `name` now.
    fn join_refusal(&self, seated: bool, asking: bool, name: &str) -> Option<(ErrorCode, Said)> {
        let state = self.published.state();
        let open = state.phase == Phase::Setup && state.joinable && state.seats.len() < MAX_PLAYERS;
        let taken = |n: &String| look_alike(n, name);
        let asked = self
            .conns
            .iter()
            .any(|(_, o)| o.asking.as_ref().is_some_and(|a| taken(&a.name)));
        if self.host.is_locked() {
            Some((ErrorCode::Locked, Said::Locked))
        } else if !open {
            Some((ErrorCode::JoinClosed, Said::JoinClosed))
        } else if seated {
            Some((ErrorCode::JoinClosed, Said::HasSeat))
        } else if asking {
            Some((ErrorCode::JoinPending, Said::JoinWaits))
        } else if state.seats.iter().any(taken) || asked {
            Some((ErrorCode::NameTaken, Said::NameTaken))
        } else {
            None
        }
    }

    /// The host added the player a phone asked for, at `seat` (already published): the
    /// phone gets that seat. False if the phone has gone or the seat is not free.
    pub fn admit(&mut self, request: JoinRequest, seat: usize) -> (bool, Vec<Effect>) {
        let Some(conn) = self.asker(request) else {
            return (false, Vec::new());
        };
        if !self.claims.is_free(seat) {
            return (false, Vec::new());
        }
        if let Some(c) = self.conns.get_mut(conn) {
            c.asking = None;
        }
        self.seat(conn, seat, SeatChange::Admitted);
        (true, self.out.take())
    }

    /// The host will not add the player a phone asked for: the phone is told why, in
    /// its language.
    pub(crate) fn refuse_join(&mut self, request: JoinRequest, why: JoinRefusal) -> Vec<Effect> {
        if let Some(conn) = self.asker(request) {
            if let Some(c) = self.conns.get_mut(conn) {
                c.asking = None;
            }
            self.tell_refused(conn, why);
        }
        self.out.take()
    }

    /// Every request still waiting is refused, for `why`.
    pub(super) fn refuse_joins(&mut self, why: JoinRefusal) {
        let waiting: Vec<ConnId> = self
            .conns
            .iter_mut()
            .filter_map(|(id, c)| c.asking.take().map(|_| id))
            .collect();
        for conn in waiting {
            self.tell_refused(conn, why);
        }
    }

    /// Tells `conn` its request was refused, and why, in its language.
    fn tell_refused(&mut self, conn: ConnId, why: JoinRefusal) {
        let why = why.words(self.language(conn));
        self.out.send(conn, &Reply::JoinRefused { why: &why });
    }

    /// The connection that made `request`, while it waits.
    fn asker(&self, request: JoinRequest) -> Option<ConnId> {
        self.conns
            .iter()
            .find(|(_, c)| c.asking.as_ref().is_some_and(|a| a.request == request))
            .map(|(id, _)| id)
    }
}
