//! The room, pure (no sockets, no threads): seats ↔ seat tokens ↔ connections, who is
//! connected, the room code, what the host last published, and which request from which
//! connection is allowed now. The server's threads feed it what arrives and carry out
//! the [`Effect`]s it returns; a test drives it directly.
//!
//! The limits, per connection unless said:
//! - at most [`MAX_CONNECTIONS`] connections (the bench's 8 players and 64 watchers,
//!   with room to spare);
//! - messages: a token bucket of [`BURST`] messages refilled at [`RATE`] a second (a
//!   phone sends a ping every 10 s and one throw per roll); one over it is dropped
//!   ([`Limits`]);
//! - strikes: a malformed message, one over the rate, or a wrong code is a strike; the
//!   [`MAX_STRIKES`]th closes the connection (code 1008);
//! - wrong room codes, per IP address: a bucket of [`GUESS_BURST`] refilled one every
//!   [`GUESS_EVERY`]; when it is empty every `hello` from that address is refused, right
//!   code or not, so guessing one of 26⁴ codes takes weeks.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::messages::{
    Awaiting, HostEvent, HostState, JoinRequest, Phase, PhoneAt, Presence, RollRefusal,
};
use super::protocol::{
    ErrorCode, ProtocolError, Reply, Request, RoomCode, SeatChange, SeatToken, SeatTokenText, parse,
};
use crate::rules::options::MAX_PLAYERS;

/// Most connections the room takes at once (joined or not yet).
pub const MAX_CONNECTIONS: usize = 80;
/// Messages a connection may send in a burst.
pub const BURST: f64 = 20.0;
/// Messages a second a connection may keep sending.
pub const RATE: f64 = 4.0;
/// Strikes that close a connection.
pub const MAX_STRIKES: u32 = 8;
/// Wrong room codes an address may try in a burst.
pub const GUESS_BURST: f64 = 5.0;
/// One more wrong code is allowed this often.
pub const GUESS_EVERY: Duration = Duration::from_secs(12);
/// Addresses whose wrong codes are remembered; past that, unknown addresses are refused
/// until old entries have refilled.
const MAX_GUESSERS: usize = 4096;

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

/// The room is full: [`MAX_CONNECTIONS`] connections already.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the room has {MAX_CONNECTIONS} connections already")]
pub struct RoomFull;

/// A token bucket.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full(size: f64, now: Instant) -> Self {
        Bucket {
            tokens: size,
            at: now,
        }
    }

    /// Refills at `per_second` up to `size`.
    fn refill(&mut self, size: f64, per_second: f64, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * per_second).min(size);
        self.at = now;
    }

    /// Takes a token if there is one.
    fn take(&mut self, size: f64, per_second: f64, now: Instant) -> bool {
        self.refill(size, per_second, now);
        let ok = self.tokens >= 1.0;
        if ok {
            self.tokens -= 1.0;
        }
        ok
    }
}

fn guess_rate() -> f64 {
    1.0 / GUESS_EVERY.as_secs_f64()
}

#[derive(Debug)]
struct Conn {
    ip: IpAddr,
    joined: bool,
    seat: Option<usize>,
    bucket: Bucket,
    strikes: u32,
    join: Option<JoinRequest>,
    /// When this connection last got a "slow down" reply (they are sent once a second).
    slowed: Option<Instant>,
}

#[derive(Debug)]
struct Claim {
    token: SeatToken,
    /// The player's name when the seat was taken: the claim follows the name when the
    /// host reorders the players in the setup.
    name: String,
    conn: Option<ConnId>,
}

/// The room: see the module's documentation.
#[derive(Debug)]
pub struct Room {
    code: RoomCode,
    limits: Limits,
    state: HostState,
    /// One per seat of `state`.
    claims: Vec<Option<Claim>>,
    conns: BTreeMap<ConnId, Conn>,
    guesses: HashMap<IpAddr, Bucket>,
    next_id: u64,
    /// The step a throw was already passed on for.
    thrown: Option<u64>,
    out: Vec<Effect>,
}

impl Room {
    /// An empty room with this code and these message limits, showing an empty setup.
    pub fn new(code: RoomCode, limits: Limits) -> Self {
        Room {
            code,
            limits,
            state: HostState::default(),
            claims: Vec::new(),
            conns: BTreeMap::new(),
            guesses: HashMap::new(),
            next_id: 0,
            thrown: None,
            out: Vec::new(),
        }
    }

    /// The room code.
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// What the host last published.
    pub fn state(&self) -> &HostState {
        &self.state
    }

    /// A new connection from `ip`, not yet joined (it must send `hello`).
    pub fn connect(&mut self, ip: IpAddr, now: Instant) -> Result<ConnId, RoomFull> {
        if self.conns.len() >= MAX_CONNECTIONS {
            return Err(RoomFull);
        }
        self.next_id += 1;
        let id = ConnId(self.next_id);
        let conn = Conn {
            ip,
            joined: false,
            seat: None,
            bucket: Bucket::full(self.limits.burst, now),
            strikes: 0,
            join: None,
            slowed: None,
        };
        self.conns.insert(id, conn);
        Ok(id)
    }

    /// Whether `conn` has joined (sent the right code).
    pub fn is_joined(&self, conn: ConnId) -> bool {
        self.conns.get(&conn).is_some_and(|c| c.joined)
    }

    /// The seat `conn` holds, if any.
    pub fn seat_of(&self, conn: ConnId) -> Option<usize> {
        self.conns.get(&conn).and_then(|c| c.seat)
    }

    /// Connections open now.
    pub fn connections(&self) -> usize {
        self.conns.len()
    }

    /// A message arrived on `conn`.
    pub fn receive(&mut self, conn: ConnId, bytes: &[u8], now: Instant) -> Vec<Effect> {
        let Some(c) = self.conns.get_mut(&conn) else {
            return Vec::new();
        };
        let Limits { burst, per_second } = self.limits;
        if !c.bucket.take(burst, per_second, now) {
            let quiet = c
                .slowed
                .is_some_and(|t| now.duration_since(t) < Duration::from_secs(1));
            if !quiet {
                c.slowed = Some(now);
                self.error(conn, ErrorCode::SlowDown, "too many messages: slow down");
            }
            self.strike(conn);
        } else {
            match parse(bytes) {
                Ok(request) => self.handle(conn, request, now),
                Err(e) => self.refuse(conn, &e),
            }
        }
        std::mem::take(&mut self.out)
    }

    /// The transport refused a frame (binary, or over the size cap) on `conn`: an error
    /// reply and a strike. (The server closes a connection that sent too much itself.)
    pub fn bad_frame(&mut self, conn: ConnId, error: &ProtocolError) -> Vec<Effect> {
        self.refuse(conn, error);
        std::mem::take(&mut self.out)
    }

    fn refuse(&mut self, conn: ConnId, error: &ProtocolError) {
        self.error(conn, error.code(), &error.to_string());
        self.strike(conn);
    }

    /// `conn` closed.
    pub fn disconnect(&mut self, conn: ConnId) -> Vec<Effect> {
        if let Some(c) = self.conns.remove(&conn)
            && let Some(seat) = c.seat
        {
            if let Some(Some(claim)) = self.claims.get_mut(seat) {
                claim.conn = None;
            }
            self.out
                .push(Effect::Host(HostEvent::Disconnected { seat }));
            self.broadcast();
        }
        std::mem::take(&mut self.out)
    }

    fn handle(&mut self, conn: ConnId, request: Request, now: Instant) {
        if !self.is_joined(conn) && !matches!(request, Request::Hello { .. } | Request::Ping) {
            return self.error(conn, ErrorCode::NotJoined, "send the room code first");
        }
        match request {
            Request::Hello { code, token } => self.hello(conn, code, token, now),
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
                    if faces.len() == self.state.dice {
                        self.pass_on(conn, HostEvent::Typed { seat, faces });
                    } else {
                        let message = format!("this roll needs {} dice", self.state.dice);
                        self.error(conn, ErrorCode::BadDice, &message);
                    }
                }
            }
            Request::Ping => self.send(conn, &Reply::Pong),
        }
    }

    fn hello(&mut self, conn: ConnId, code: RoomCode, token: Option<SeatTokenText>, now: Instant) {
        let Some(ip) = self.conns.get(&conn).map(|c| c.ip) else {
            return;
        };
        if self.is_joined(conn) {
            return self.error(conn, ErrorCode::AlreadyJoined, "already in the room");
        }
        if !self.may_guess(ip, now) {
            self.strike(conn);
            return self.error(
                conn,
                ErrorCode::TooManyTries,
                "too many wrong codes from here: wait a minute",
            );
        }
        if code != self.code {
            self.take_guess(ip, now);
            self.strike(conn);
            return self.error(
                conn,
                ErrorCode::BadCode,
                "that is not the code on the screen",
            );
        }
        if let Some(c) = self.conns.get_mut(&conn) {
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
        self.send(conn, &welcome);
        if seat.is_some() {
            // Everyone sees the seat's phone back (this connection included).
            self.broadcast();
        } else {
            self.send_state(conn);
        }
    }

    /// The seat whose token `token` is, taken over by `conn`.
    fn restore(&mut self, conn: ConnId, token: &SeatToken) -> Option<usize> {
        let seat = self
            .claims
            .iter()
            .position(|c| c.as_ref().is_some_and(|c| c.token.matches(token)))?;
        let claim = self.claims.get_mut(seat)?.as_mut()?;
        let before = claim.conn.replace(conn);
        match before {
            Some(old) => {
                if let Some(c) = self.conns.get_mut(&old) {
                    c.seat = None;
                }
                self.seat_message(old, None, None, SeatChange::TakenOver);
            }
            None => self.out.push(Effect::Host(HostEvent::Connected { seat })),
        }
        if let Some(c) = self.conns.get_mut(&conn) {
            c.seat = Some(seat);
        }
        Some(seat)
    }

    fn take(&mut self, conn: ConnId, seat: usize) {
        if seat >= self.state.seats.len() {
            return self.error(conn, ErrorCode::NoSuchSeat, "there is no such seat");
        }
        match &self.claims[seat] {
            Some(claim) if claim.conn == Some(conn) => {
                self.seat_message(conn, Some(seat), None, SeatChange::Took)
            }
            Some(claim) if claim.conn.is_some() => {
                self.error(conn, ErrorCode::SeatTaken, "another phone sits there")
            }
            Some(_) => self.error(
                conn,
                ErrorCode::SeatTaken,
                "that seat's phone dropped and may come back; the host can free it",
            ),
            None => self.seat(conn, seat, SeatChange::Took),
        }
    }

    /// Gives the free seat `seat` to `conn` with a fresh token (standing it up first
    /// from a seat it had).
    fn seat(&mut self, conn: ConnId, seat: usize, why: SeatChange) {
        let token = match SeatToken::random() {
            Ok(token) => token,
            Err(e) => return self.error(conn, ErrorCode::Internal, &e.to_string()),
        };
        self.stand_up(conn);
        let name = self.state.seats.get(seat).cloned().unwrap_or_default();
        self.claims[seat] = Some(Claim {
            token,
            name,
            conn: Some(conn),
        });
        if let Some(c) = self.conns.get_mut(&conn) {
            c.seat = Some(seat);
        }
        self.seat_message(conn, Some(seat), Some(token.to_string()), why);
        self.out.push(Effect::Host(HostEvent::Connected { seat }));
        self.broadcast();
    }

    /// Frees the seat `conn` holds, if any; true if it held one.
    fn stand_up(&mut self, conn: ConnId) -> bool {
        let Some(seat) = self.conns.get_mut(&conn).and_then(|c| c.seat.take()) else {
            return false;
        };
        if let Some(slot) = self.claims.get_mut(seat) {
            *slot = None;
        }
        self.out
            .push(Effect::Host(HostEvent::Disconnected { seat }));
        true
    }

    fn leave(&mut self, conn: ConnId) {
        if self.stand_up(conn) {
            self.seat_message(conn, None, None, SeatChange::Left);
            self.broadcast();
        } else {
            self.error(conn, ErrorCode::NotSeated, "you have no seat");
        }
    }

    fn join_as(&mut self, conn: ConnId, name: String) {
        let open = self.state.phase == Phase::Setup
            && self.state.joinable
            && self.state.seats.len() < MAX_PLAYERS;
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let taken = |n: &String| n.trim().to_lowercase() == name.to_lowercase();
        let refusal = if !open {
            Some((
                ErrorCode::JoinClosed,
                "new players can join only in the setup",
            ))
        } else if c.seat.is_some() {
            Some((ErrorCode::JoinClosed, "you have a seat already"))
        } else if c.join.is_some() {
            Some((ErrorCode::JoinPending, "your request waits for the host"))
        } else if self.state.seats.iter().any(taken) {
            Some((
                ErrorCode::NameTaken,
                "a player of that name is at the table",
            ))
        } else {
            None
        };
        if let Some((code, message)) = refusal {
            return self.error(conn, code, message);
        }
        self.next_id += 1;
        let request = JoinRequest(self.next_id);
        if let Some(c) = self.conns.get_mut(&conn) {
            c.join = Some(request);
        }
        self.send(conn, &Reply::JoinPending { name: &name });
        self.out
            .push(Effect::Host(HostEvent::JoinAsPlayer { request, name }));
    }

    /// The seat of `conn` if it may throw or type (`want`) now; else an error reply.
    fn turn_of(&mut self, conn: ConnId, want: Awaiting) -> Option<usize> {
        let seat = self.seat_of(conn);
        let s = &self.state;
        let refusal = match seat.map(|seat| s.roll_refusal(seat, want)) {
            None => Some((ErrorCode::NotSeated, "take a seat to throw")),
            Some(Some(RollRefusal::NotNow)) => {
                Some((ErrorCode::NotNow, "nothing to throw right now"))
            }
            Some(Some(RollRefusal::NotYourTurn)) => {
                Some((ErrorCode::NotYourTurn, "it is not your turn"))
            }
            Some(None) if self.thrown == Some(s.step) => {
                Some((ErrorCode::AlreadyThrown, "these dice are already thrown"))
            }
            Some(None) => None,
        };
        if let Some((code, message)) = refusal {
            self.error(conn, code, message);
            return None;
        }
        seat
    }

    fn pass_on(&mut self, conn: ConnId, event: HostEvent) {
        self.thrown = Some(self.state.step);
        self.send(
            conn,
            &Reply::Sent {
                step: self.state.step,
            },
        );
        self.out.push(Effect::Host(event));
    }

    /// The host published the table: every joined phone gets it. A seat taken keeps its
    /// player when the host reorders the setup (the claim follows the name); a claim
    /// whose name is gone is dropped. Pending requests to join are refused once the
    /// setup is over. A throw is taken again once `step` or `awaiting` changed.
    pub fn publish(&mut self, state: HostState) -> Vec<Effect> {
        if state.step != self.state.step || state.awaiting != self.state.awaiting {
            self.thrown = None;
        }
        let mut state = state;
        state.seats.truncate(MAX_PLAYERS);
        self.state = state;
        self.remap_claims();
        if self.state.phase != Phase::Setup {
            self.refuse_joins("the game has started");
        }
        self.broadcast();
        std::mem::take(&mut self.out)
    }

    fn remap_claims(&mut self) {
        let seats = self.state.seats.clone();
        let mut old: Vec<(usize, Claim)> = std::mem::take(&mut self.claims)
            .into_iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (i, c)))
            .collect();
        self.claims = seats.iter().map(|_| None).collect();
        // Claims whose seat still has their name stay first; the others follow their
        // name to a free seat, or are dropped.
        old.sort_by_key(|(i, c)| seats.get(*i) != Some(&c.name));
        for (was, claim) in old {
            let to = if seats.get(was) == Some(&claim.name) {
                Some(was)
            } else {
                let mut same = seats.iter().enumerate().filter(|(_, n)| **n == claim.name);
                match (same.next(), same.next()) {
                    (Some((j, _)), None) if self.claims[j].is_none() => Some(j),
                    _ => None,
                }
            };
            self.move_claim(was, to, claim);
        }
    }

    fn move_claim(&mut self, was: usize, to: Option<usize>, claim: Claim) {
        let conn = claim.conn;
        if let Some(to) = to {
            self.claims[to] = Some(claim);
        }
        let Some(conn) = conn else {
            return;
        };
        if let Some(c) = self.conns.get_mut(&conn) {
            c.seat = to;
        }
        match to {
            Some(to) if to == was => {}
            Some(to) => self.seat_message(conn, Some(to), None, SeatChange::Moved),
            None => self.seat_message(conn, None, None, SeatChange::Removed),
        }
    }

    fn refuse_joins(&mut self, why: &str) {
        let waiting: Vec<ConnId> = self
            .conns
            .iter_mut()
            .filter_map(|(id, c)| c.join.take().map(|_| *id))
            .collect();
        for conn in waiting {
            self.send(conn, &Reply::JoinRefused { why });
        }
    }

    /// The host freed `seat`: its phone (if any) watches, its token is void. True if a
    /// phone held it.
    pub fn free_seat(&mut self, seat: usize) -> (bool, Vec<Effect>) {
        let Some(claim) = self.claims.get_mut(seat).and_then(Option::take) else {
            return (false, Vec::new());
        };
        if let Some(conn) = claim.conn {
            if let Some(c) = self.conns.get_mut(&conn) {
                c.seat = None;
            }
            self.seat_message(conn, None, None, SeatChange::Freed);
        }
        self.broadcast();
        (true, std::mem::take(&mut self.out))
    }

    /// The host added the player a phone asked for, at `seat` (already published): the
    /// phone gets that seat. False if the phone has gone or the seat is not free.
    pub fn admit(&mut self, request: JoinRequest, seat: usize) -> (bool, Vec<Effect>) {
        let Some(conn) = self.asker(request) else {
            return (false, Vec::new());
        };
        if seat >= self.claims.len() || self.claims[seat].is_some() {
            return (false, Vec::new());
        }
        if let Some(c) = self.conns.get_mut(&conn) {
            c.join = None;
        }
        self.seat(conn, seat, SeatChange::Admitted);
        (true, std::mem::take(&mut self.out))
    }

    /// The host will not add the player a phone asked for.
    pub fn refuse_join(&mut self, request: JoinRequest, why: &str) -> Vec<Effect> {
        if let Some(conn) = self.asker(request) {
            if let Some(c) = self.conns.get_mut(&conn) {
                c.join = None;
            }
            self.send(conn, &Reply::JoinRefused { why });
        }
        std::mem::take(&mut self.out)
    }

    fn asker(&self, request: JoinRequest) -> Option<ConnId> {
        self.conns
            .iter()
            .find(|(_, c)| c.join == Some(request))
            .map(|(id, _)| *id)
    }

    /// Which seats have phones, and how many browsers watch.
    pub fn presence(&self) -> Presence {
        Presence {
            seats: self.phones(),
            watchers: self
                .conns
                .values()
                .filter(|c| c.joined && c.seat.is_none())
                .count(),
        }
    }

    fn phones(&self) -> Vec<PhoneAt> {
        self.claims
            .iter()
            .map(|c| match c {
                None => PhoneAt::None,
                Some(Claim { conn: Some(_), .. }) => PhoneAt::Here,
                Some(_) => PhoneAt::Dropped,
            })
            .collect()
    }

    fn may_guess(&mut self, ip: IpAddr, now: Instant) -> bool {
        if let Some(bucket) = self.guesses.get_mut(&ip) {
            bucket.refill(GUESS_BURST, guess_rate(), now);
            return bucket.tokens >= 1.0;
        }
        if self.guesses.len() >= MAX_GUESSERS {
            self.guesses.retain(|_, b| {
                b.refill(GUESS_BURST, guess_rate(), now);
                b.tokens < GUESS_BURST
            });
        }
        self.guesses.len() < MAX_GUESSERS
    }

    fn take_guess(&mut self, ip: IpAddr, now: Instant) {
        let bucket = self
            .guesses
            .entry(ip)
            .or_insert_with(|| Bucket::full(GUESS_BURST, now));
        bucket.take(GUESS_BURST, guess_rate(), now);
    }

    fn strike(&mut self, conn: ConnId) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        c.strikes += 1;
        if c.strikes == MAX_STRIKES {
            self.out.push(Effect::Close(
                conn,
                Close {
                    code: 1008,
                    reason: "too many bad messages",
                },
            ));
        }
    }

    fn error(&mut self, conn: ConnId, code: ErrorCode, message: &str) {
        self.send(conn, &Reply::Error { code, message });
    }

    fn seat_message(
        &mut self,
        conn: ConnId,
        seat: Option<usize>,
        token: Option<String>,
        why: SeatChange,
    ) {
        self.send(conn, &Reply::Seat { seat, token, why });
    }

    fn send(&mut self, conn: ConnId, reply: &Reply) {
        self.out.push(Effect::Send(conn, reply.encode()));
    }

    fn state_text(&self) -> Arc<str> {
        let phones = self.phones();
        Reply::State {
            table: &self.state,
            phones: &phones,
        }
        .encode()
    }

    fn send_state(&mut self, conn: ConnId) {
        let text = self.state_text();
        self.out.push(Effect::Send(conn, text));
    }

    /// The table to every joined connection (one text, shared).
    fn broadcast(&mut self) {
        let text = self.state_text();
        let joined = self
            .conns
            .iter()
            .filter(|(_, c)| c.joined)
            .map(|(id, _)| *id);
        let sends: Vec<Effect> = joined.map(|id| Effect::Send(id, text.clone())).collect();
        self.out.extend(sends);
    }
}

#[cfg(test)]
mod tests;
