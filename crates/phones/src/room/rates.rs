//! Rates and strikes: how many messages a connection may still send ([`Rate`], a token
//! bucket per connection; "slow down" said at most once a second), the strikes that close
//! it (a message over the rate, a malformed one, a bad frame, a wrong code), and the
//! room's budget for wrong codes ([`crate::guesses`]).

use std::net::IpAddr;
use std::time::{Duration, Instant};

use super::{Close, ConnId, Effect, Limits, MAX_STRIKES, Room};
use crate::guesses::{Bucket, OutOf};
use crate::protocol::{ErrorCode, ProtocolError, RoomCode};
use crate::words::Said;

/// One connection's message budget, and how often it broke the rules.
#[derive(Debug)]
pub(super) struct Rate {
    bucket: Bucket,
    strikes: u32,
    /// When this connection last got a "slow down" reply (they are sent once a second).
    slowed: Option<Instant>,
}

/// A message over a connection's rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Over {
    /// The first this second: the phone is told to slow down.
    Tell,
    /// The phone was told less than a second ago.
    Told,
}

impl Rate {
    /// A full budget, no strikes.
    pub(super) fn full(limits: &Limits, now: Instant) -> Self {
        Rate {
            bucket: Bucket::full(limits.burst, now),
            strikes: 0,
            slowed: None,
        }
    }

    /// Takes one message out of the budget; over it, whether to tell the phone (once a
    /// second).
    pub(super) fn take(&mut self, limits: &Limits, now: Instant) -> Result<(), Over> {
        if self.bucket.take(limits.burst, limits.per_second, now) {
            return Ok(());
        }
        let quiet = self
            .slowed
            .is_some_and(|t| now.duration_since(t) < Duration::from_secs(1));
        if quiet {
            return Err(Over::Told);
        }
        self.slowed = Some(now);
        Err(Over::Tell)
    }

    /// Counts a strike: true for the one that closes the connection.
    pub(super) fn strike(&mut self) -> bool {
        self.strikes += 1;
        self.strikes == MAX_STRIKES
    }
}

impl Room {
    /// A message of `conn` over its rate: "slow down" (once a second) and a strike.
    pub(super) fn over_rate(&mut self, conn: ConnId, over: Over) {
        if over == Over::Tell {
            self.error(conn, ErrorCode::SlowDown, Said::SlowDown);
        }
        self.strike(conn);
    }

    /// The transport refused a frame (binary, or over the size cap) on `conn`: an error
    /// reply and a strike. (The server closes a connection that sent too much itself.)
    pub(crate) fn bad_frame(&mut self, conn: ConnId, error: &ProtocolError) -> Vec<Effect> {
        self.refuse(conn, error);
        self.out.take()
    }

    /// A message that is not the protocol's: an error reply and a strike.
    pub(super) fn refuse(&mut self, conn: ConnId, error: &ProtocolError) {
        self.error(conn, error.code(), Said::Protocol(error.clone()));
        self.strike(conn);
    }

    /// A strike for `conn`; the [`MAX_STRIKES`]th closes it.
    pub(super) fn strike(&mut self, conn: ConnId) {
        let Some(c) = self.conns.get_mut(conn) else {
            return;
        };
        if c.rate.strike() {
            self.out.close(
                conn,
                Close {
                    code: 1008,
                    reason: "too many bad messages",
                },
            );
        }
    }

    /// Whether the typed `code` lets `conn` in: within the guessing budgets and right.
    /// A refusal or a wrong code gets its answer and a strike.
    pub(super) fn code_ok(
        &mut self,
        conn: ConnId,
        ip: IpAddr,
        code: Option<RoomCode>,
        now: Instant,
    ) -> bool {
        if let Err(out) = self.guesses.may_try(ip, now) {
            self.strike(conn);
            let said = match out {
                OutOf::Address => Said::TooManyFromPhone,
                OutOf::Network | OutOf::Room => Said::TooManyOnNetwork,
            };
            self.error(conn, ErrorCode::TooManyTries, said);
            return false;
        }
        if code != Some(self.code) {
            self.guesses.wrong_code(ip, now);
            self.strike(conn);
            let said = match code {
                Some(code) => Said::WrongCode(code),
                None => Said::WrongLink,
            };
            self.error(conn, ErrorCode::BadCode, said);
            return false;
        }
        true
    }
}
