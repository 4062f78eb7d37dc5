//! What the room hands the server: the [`Effect`]s queued while it took something in
//! ([`Outbox`]), and the replies every part of the room words for a phone (an error in
//! its language, a seat message, a connection shut).

use std::sync::Arc;

use super::{Close, ConnId, Effect, Room};
use crate::messages::HostEvent;
use crate::protocol::{ErrorCode, Reply, SeatChange};
use crate::words::Said;
use party_dice_core::i18n::Lang;

/// The effects queued while the room takes one thing in, handed over in order at its end.
#[derive(Debug, Default)]
pub(super) struct Outbox(Vec<Effect>);

impl Outbox {
    /// Sends `reply` to `conn`.
    pub(super) fn send(&mut self, conn: ConnId, reply: &Reply) {
        self.send_text(conn, reply.encode());
    }

    /// Sends a reply already encoded (a table shared by many connections).
    pub(super) fn send_text(&mut self, conn: ConnId, text: Arc<str>) {
        self.0.push(Effect::Send(conn, text));
    }

    /// Casts a table to the online connections without a seat that read `lang`.
    pub(super) fn cast(&mut self, lang: Option<Lang>, text: Arc<str>) {
        self.0.push(Effect::Cast(lang, text));
    }

    /// Tells the host.
    pub(super) fn host(&mut self, event: HostEvent) {
        self.0.push(Effect::Host(event));
    }

    /// Closes `conn` (after what was queued for it).
    pub(super) fn close(&mut self, conn: ConnId, close: Close) {
        self.0.push(Effect::Close(conn, close));
    }

    /// Everything queued, leaving the outbox empty.
    pub(super) fn take(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.0)
    }
}

impl Room {
    /// An `error` reply, worded in the phone's language.
    pub(super) fn error(&mut self, conn: ConnId, code: ErrorCode, said: Said) {
        let message = said.words(self.language(conn));
        self.out.send(
            conn,
            &Reply::Error {
                code,
                message: &message,
            },
        );
    }

    /// Tells `conn` which seat it holds now (none: it watches), and why.
    pub(super) fn seat_message(
        &mut self,
        conn: ConnId,
        seat: Option<usize>,
        token: Option<String>,
        why: SeatChange,
    ) {
        self.out.send(conn, &Reply::Seat { seat, token, why });
    }

    /// An error reply, then the connection closed (policy; the close's reason, which
    /// no page shows, stays the protocol's English). It is out of the room at once, not
    /// counted among the joined while its socket closes.
    pub(super) fn shut(&mut self, conn: ConnId, code: ErrorCode, said: Said) {
        self.error(conn, code, said);
        if let Some(c) = self.conns.get_mut(conn) {
            c.joined = false;
        }
        let reason = match code {
            ErrorCode::Blocked => "the host blocked this phone",
            ErrorCode::RoomFull => "the room is full",
            _ => "the host has locked the room",
        };
        self.out.close(conn, Close { code: 1008, reason });
    }
}
