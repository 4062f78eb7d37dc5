//! A phone's messages: each taken out of its rate, parsed and handled. Only `hello` and
//! `ping` before the phone joined; a throw or typed faces are passed on to the host when
//! it is the phone's turn (once a step), a finish when it holds a seat.

use std::time::Instant;

use super::{ConnId, Effect, Room};
use crate::messages::{Awaiting, HostEvent, RollRefusal};
use crate::protocol::{ErrorCode, Reply, Request, parse};
use crate::words::Said;
use party_dice_core::rules::Face;

impl Room {
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

    /// One request of `conn`, to the part of the room that answers it.
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
            Request::Typed { faces } => self.typed(conn, faces),
            Request::Finish { finish } => match self.seat_of(conn) {
                Some(seat) => self.out.host(HostEvent::Finish { seat, finish }),
                None => self.error(conn, ErrorCode::NotSeated, Said::NotSeated),
            },
            Request::Audience { name, token } => self.join_audience(conn, name, token),
            Request::Answer {
                question,
                pick,
                sure,
            } => self.answer(conn, question, pick, sure),
            Request::Ping => self.out.send(conn, &Reply::Pong),
        }
    }

    /// `conn` typed the faces of real dice: passed on if it is its turn to type and
    /// they are as many as the table's dice.
    fn typed(&mut self, conn: ConnId, faces: Vec<Face>) {
        let Some(seat) = self.turn_of(conn, Awaiting::Type) else {
            return;
        };
        let dice = self.published.state().dice;
        if faces.len() == dice {
            self.pass_on(conn, HostEvent::Typed { seat, faces });
        } else {
            self.error(conn, ErrorCode::BadDice, Said::DiceCount(dice));
        }
    }

    /// The seat of `conn` if it may throw or type (`want`) now; else an error reply.
    fn turn_of(&mut self, conn: ConnId, want: Awaiting) -> Option<usize> {
        let seat = self.seat_of(conn);
        let s = self.published.state();
        let refusal = match seat.map(|seat| s.roll_refusal(seat, want)) {
            None => Some((ErrorCode::NotSeated, Said::SitToThrow)),
            Some(Some(RollRefusal::NotNow)) => Some((ErrorCode::NotNow, Said::NotNow)),
            Some(Some(RollRefusal::NotYourTurn)) => {
                Some((ErrorCode::NotYourTurn, Said::NotYourTurn))
            }
            Some(None) if self.published.thrown() => {
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

    /// Hands the host what `conn` sent for this step, and tells `conn` it went.
    fn pass_on(&mut self, conn: ConnId, event: HostEvent) {
        let step = self.published.throw_passed_on();
        self.out.send(conn, &Reply::Sent { step });
        self.out.host(event);
    }
}
