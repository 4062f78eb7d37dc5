//! The game's side of the online room: one thread that keeps a connection to the broker
//! (reconnecting with backoff), opens what the phones send to the room's `up` topic
//! and hands it to the same [`Room`](crate::remote::room::Room) as the LAN's phones,
//! and seals and publishes what the room sends them.
//!
//! What arrives is hostile until it opens: a message over [`MAX_SEALED`] bytes, one
//! that does not open under the room's key for the `up` topic, one from a sender that
//! is not a phone id, or one whose sequence number is not above the sender's last
//! (a replay, or one overtaken) is dropped before anything parses it, and counted.
//! Senders are tracked in bounded tables; a phone silent for [`PHONE_TIMEOUT`] is gone.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::link::join_link;
use super::mqtt::Packet;
use super::seal::{Body, Letter, OVERHEAD, RoomSecret, random_id};
use super::wire::{BrokerUrl, Wire, WireError};
use crate::remote::protocol::MAX_MESSAGE_BYTES;
use crate::remote::room::{ConnId, Peer};
use crate::remote::shared::{Shared, ToBroker, lock};

/// Largest sealed message taken from a phone: a phone protocol message at its cap,
/// escaped into the letter, and the sealing.
pub const MAX_SEALED: usize = 2 * MAX_MESSAGE_BYTES + 256 + OVERHEAD;
/// A phone that sent nothing this long has gone (phones ping every 10 s).
pub const PHONE_TIMEOUT: Duration = Duration::from_secs(35);
/// Phones tracked at once (the room seats 80; the rest are newcomers not yet joined).
pub const MAX_PHONES: usize = 320;
/// Senders remembered after they went, so that a replay of their messages stays dropped
/// (a page makes a new id at every reconnect; 65 536 ids are 2 MiB).
const RETIRED: usize = 65_536;
/// The first wait before reconnecting; it doubles up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
/// The longest wait before reconnecting.
pub const MAX_BACKOFF: Duration = Duration::from_secs(4);
/// After a New link, how long the old room still answers: a seated phone that missed its
/// move (its link was down) is told again where the seats went; any other is sent away.
pub const MOVE_GRACE: Duration = Duration::from_secs(120);
/// How long a read waits before the thread sends what the room queued.
const TICK: Duration = Duration::from_millis(4);

/// The online room as the shared screen shows it. Its `Debug` leaves the link's key out.
#[derive(Clone, PartialEq, Eq)]
pub struct OnlineStatus {
    /// The join link (page, room, key, broker).
    pub link: String,
    /// The broker's host.
    pub broker: String,
    /// Whether the game is connected to the broker now.
    pub link_up: bool,
    /// Why it is not, and when it tries again, in the language in use: "the broker did
    /// not answer in time; trying again in 2 s".
    pub problem: Option<String>,
    /// Times the link was lost since the game went online.
    pub drops: u32,
    /// Messages dropped before being read: too big, not opening under the key, replays.
    pub refused: u64,
}

impl std::fmt::Debug for OnlineStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let link = match self.link.split_once("&k=") {
            Some((before, _)) => format!("{before}&k=…"),
            None => "…".to_string(),
        };
        f.debug_struct("OnlineStatus")
            .field("link", &link)
            .field("broker", &self.broker)
            .field("link_up", &self.link_up)
            .field("problem", &self.problem)
            .field("drops", &self.drops)
            .field("refused", &self.refused)
            .finish()
    }
}

/// What the game wants of the online room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineConfig {
    /// The broker: `wss://HOST:PORT/PATH` (or `ws://` on a LAN or loopback).
    pub broker: String,
    /// The phone page's address (the link adds the fragment).
    pub page: String,
}

struct Phone {
    conn: ConnId,
    seq: u64,
    heard: Instant,
}

/// The thread's state.
pub(in crate::remote) struct Host {
    shared: Arc<Shared>,
    url: BrokerUrl,
    config: OnlineConfig,
    secret: RoomSecret,
    status: Arc<Mutex<OnlineStatus>>,
    stop: Arc<AtomicBool>,
    wire: Option<Wire>,
    retry_at: Instant,
    backoff: Duration,
    phones: HashMap<String, Phone>,
    by_conn: HashMap<ConnId, String>,
    retired: (HashSet<String>, VecDeque<String>),
    table: Option<Arc<str>>,
    seq: u64,
    /// The room before the last New link, while [`MOVE_GRACE`] lasts.
    moved_from: Option<(RoomSecret, Instant)>,
}

impl Host {
    /// The online room for `config`, with a fresh room id and key. Fails only on a bad
    /// broker URL or the OS generator.
    pub(in crate::remote) fn new(
        shared: Arc<Shared>,
        config: OnlineConfig,
        stop: Arc<AtomicBool>,
    ) -> Result<Host, WireError> {
        let url = BrokerUrl::parse(&config.broker)?;
        let secret = RoomSecret::random().map_err(|_| WireError::Random)?;
        let status = OnlineStatus {
            link: join_link(&config.page, &config.broker, &secret),
            broker: url.host.clone(),
            link_up: false,
            problem: None,
            drops: 0,
            refused: 0,
        };
        Ok(Host {
            shared,
            url,
            config,
            secret,
            status: Arc::new(Mutex::new(status)),
            stop,
            wire: None,
            retry_at: Instant::now(),
            backoff: FIRST_BACKOFF,
            phones: HashMap::new(),
            by_conn: HashMap::new(),
            retired: (HashSet::new(), VecDeque::new()),
            table: None,
            seq: 0,
            moved_from: None,
        })
    }

    /// The status the host reads.
    pub(in crate::remote) fn status(&self) -> Arc<Mutex<OnlineStatus>> {
        self.status.clone()
    }

    /// Runs until the stop flag is set (or the room's channel closes).
    pub(in crate::remote) fn run(mut self, rx: &Receiver<ToBroker>) {
        let mut last_sweep = Instant::now();
        while !self.stop.load(Ordering::SeqCst) {
            if self.wire.is_none() && Instant::now() >= self.retry_at {
                self.connect();
            }
            loop {
                match rx.try_recv() {
                    Ok(out) => self.out(out),
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return self.finish(),
                }
            }
            self.read();
            if self.wire.is_some() && last_sweep.elapsed() >= Duration::from_secs(1) {
                last_sweep = Instant::now();
                self.sweep();
            }
        }
        self.finish();
    }

    fn connect(&mut self) {
        let client = match random_id() {
            Ok(id) => format!("pd-game-{}", &id[..16]),
            Err(_) => return self.lost(WireError::Random),
        };
        let mut ups = vec![self.secret.up_topic()];
        ups.extend(self.moved_from.as_ref().map(|(old, _)| old.up_topic()));
        let ups: Vec<&str> = ups.iter().map(String::as_str).collect();
        let wire = Wire::connect(&self.url, &client).and_then(|mut w| {
            let early = w.subscribe_granted(&ups)?;
            Ok((w, early))
        });
        match wire {
            Ok((wire, early)) => {
                self.wire = Some(wire);
                self.backoff = FIRST_BACKOFF;
                // The phones' silence while the game was away was not theirs.
                let now = Instant::now();
                self.phones.values_mut().for_each(|p| p.heard = now);
                early.into_iter().for_each(|p| self.packet(p));
                let mut status = lock(&self.status);
                status.link_up = true;
                status.problem = None;
                drop(status);
                if let Some(table) = self.table.clone() {
                    self.publish_table(&table);
                }
            }
            Err(e) => self.lost(e),
        }
    }

    /// The link is down (or never came up): say why, try again after the backoff.
    fn lost(&mut self, why: WireError) {
        if let Some(wire) = self.wire.take() {
            wire.close();
            lock(&self.status).drops += 1;
        }
        self.retry_at = Instant::now() + self.backoff;
        let wait = self.backoff;
        self.backoff = (self.backoff * 2).min(MAX_BACKOFF);
        let mut status = lock(&self.status);
        status.link_up = false;
        status.problem = Some(crate::t!(
            "online-problem",
            why = why.words(),
            seconds = wait.as_secs().max(1)
        ));
    }

    fn out(&mut self, out: ToBroker) {
        match out {
            ToBroker::Text(conn, text) => {
                if let Some(phone) = self.by_conn.get(&conn).cloned() {
                    self.letter_to(&phone, Body::M(text.as_ref().into()));
                }
            }
            ToBroker::Close(conn, why) => {
                if let Some(phone) = self.by_conn.get(&conn).cloned() {
                    self.letter_to(&phone, Body::Close(why.code, why.reason.into()));
                    self.forget(&phone);
                }
            }
            ToBroker::Table(text) => {
                self.publish_table(&text);
                self.table = Some(text);
            }
            ToBroker::NewLink => self.new_link(),
        }
    }

    fn next_seq(&mut self) -> u64 {
        self.seq += 1;
        self.seq
    }

    fn letter_to(&mut self, phone: &str, body: Body<'_>) {
        let secret = self.secret.clone();
        self.letter_in(&secret, phone, body);
    }

    /// A letter to `phone` in the room `secret` (this one, or the one before a New link).
    fn letter_in(&mut self, secret: &RoomSecret, phone: &str, body: Body<'_>) {
        let topic = secret.phone_topic(phone);
        let n = self.next_seq();
        let letter = Letter {
            f: "game".into(),
            n,
            body,
        };
        self.publish(secret, &topic, &letter, false);
    }

    fn publish_table(&mut self, text: &Arc<str>) {
        let topic = self.secret.table_topic();
        let n = self.next_seq();
        let letter = Letter {
            f: "game".into(),
            n,
            body: Body::M(text.as_ref().into()),
        };
        let secret = self.secret.clone();
        self.publish(&secret, &topic, &letter, true);
    }

    /// A letter that opened in the room before the New link: its phone is told where its
    /// seat went (it held one, or its hello names a seat's token), or sent away.
    fn old_room(&mut self, old: &RoomSecret, letter: Letter<'static>) {
        let seat_of = |conn| lock(&self.shared.room).seat_of(conn);
        let known = self.phones.get(letter.f.as_ref()).map(|p| p.conn);
        let seated = known.and_then(seat_of).is_some()
            || matches!(&letter.body, Body::M(text) if token_held(&self.shared, text));
        let body = if seated {
            Body::Moved(self.secret.room_hex().into(), self.secret.key_text().into())
        } else {
            Body::Close(1008, "the host made a new link: ask for it".into())
        };
        self.letter_in(old, &letter.f, body);
    }

    /// Seals `letter` in the room `secret` and publishes it on `topic`.
    fn publish(&mut self, secret: &RoomSecret, topic: &str, letter: &Letter<'_>, retain: bool) {
        let Ok(sealed) = secret.seal(topic, letter) else {
            return;
        };
        let Some(wire) = self.wire.as_mut() else {
            return; // Down: phones get the table again on the way back.
        };
        if let Err(e) = wire.publish(topic, &sealed, retain) {
            self.lost(e);
        }
    }

    fn read(&mut self) {
        let Some(wire) = self.wire.as_mut() else {
            std::thread::sleep(TICK);
            return;
        };
        match wire.read(TICK) {
            Ok(packets) => {
                for packet in packets {
                    self.packet(packet);
                }
            }
            Err(e) => self.lost(e),
        }
    }

    fn refused(&self) {
        lock(&self.status).refused += 1;
    }

    fn packet(&mut self, packet: Packet) {
        match packet {
            Packet::Publish {
                topic,
                payload,
                retain,
                ..
            } => {
                // A retained message on `up` is an old one handed out again: never a
                // phone's (phones publish without retain).
                let old = self
                    .moved_from
                    .as_ref()
                    .filter(|(old, _)| topic == old.up_topic())
                    .map(|(old, _)| old.clone());
                if let Some(old) = old.filter(|_| !retain && payload.len() <= MAX_SEALED) {
                    return match old.open(&topic, &payload) {
                        Some(letter) => self.old_room(&old, letter),
                        None => self.refused(),
                    };
                }
                if retain || topic != self.secret.up_topic() || payload.len() > MAX_SEALED {
                    return self.refused();
                }
                let Some(letter) = self.secret.open(&topic, &payload) else {
                    return self.refused();
                };
                self.letter(letter);
            }
            Packet::TooBig(_) => self.refused(),
            _ => {}
        }
    }

    fn letter(&mut self, letter: Letter<'static>) {
        let from = letter.f.into_owned();
        let is_phone_id = from.len() == 32 && from.bytes().all(|b| b.is_ascii_hexdigit());
        let Body::M(text) = letter.body else {
            return self.refused();
        };
        if !is_phone_id {
            return self.refused();
        }
        if self.retired.0.contains(&from) {
            // A phone the game gave up on (silent too long) that still speaks: told to
            // connect again, with a new id. (A replay gets the same answer, which opens
            // only under the key.)
            // Not counted as refused: it opened under the key.
            return self.letter_to(&from, Body::Close(1001, "gone quiet: connect again".into()));
        }
        let now = Instant::now();
        let conn = match self.phones.get_mut(&from) {
            Some(phone) if letter.n <= phone.seq => return self.refused(),
            Some(phone) => {
                phone.seq = letter.n;
                phone.heard = now;
                phone.conn
            }
            None => match self.arrive(&from, letter.n, now) {
                Some(conn) => conn,
                None => {
                    self.retire(&from);
                    return self.refused();
                }
            },
        };
        self.shared
            .with_room(|room| ((), room.receive(conn, text.as_bytes(), now)));
    }

    /// A new sender whose letter opened: a connection of the room.
    fn arrive(&mut self, from: &str, seq: u64, now: Instant) -> Option<ConnId> {
        if self.phones.len() >= MAX_PHONES {
            return None;
        }
        let conn = lock(&self.shared.room)
            .connect_peer(Peer::Online, now)
            .ok()?;
        if let Some(tap) = lock(&self.shared.online).as_mut() {
            tap.conns.insert(conn);
        }
        self.phones.insert(
            from.to_string(),
            Phone {
                conn,
                seq,
                heard: now,
            },
        );
        self.by_conn.insert(conn, from.to_string());
        Some(conn)
    }

    /// The phone has gone: out of the room and the tables, its id retired.
    fn forget(&mut self, phone: &str) {
        let Some(gone) = self.phones.remove(phone) else {
            return;
        };
        self.by_conn.remove(&gone.conn);
        if let Some(tap) = lock(&self.shared.online).as_mut() {
            tap.conns.remove(&gone.conn);
        }
        self.shared
            .with_room(|room| ((), room.disconnect(gone.conn)));
        self.retire(phone);
    }

    /// Remembers `phone` as gone, so that its letters (replays too) stay refused.
    fn retire(&mut self, phone: &str) {
        let (set, order) = &mut self.retired;
        if set.insert(phone.to_string()) {
            order.push_back(phone.to_string());
        }
        while order.len() > RETIRED {
            if let Some(old) = order.pop_front() {
                set.remove(&old);
            }
        }
    }

    fn sweep(&mut self) {
        if let Some((old, since)) = &self.moved_from
            && since.elapsed() > MOVE_GRACE
        {
            let up = old.up_topic();
            self.moved_from = None;
            if let Some(wire) = self.wire.as_mut() {
                let id = wire.packet_id();
                if let Err(e) = wire.send(&super::mqtt::unsubscribe(id, &[&up])) {
                    self.lost(e);
                }
            }
        }
        let silent: Vec<String> = self
            .phones
            .iter()
            .filter(|(_, p)| p.heard.elapsed() > PHONE_TIMEOUT)
            .map(|(id, _)| id.clone())
            .collect();
        for phone in silent {
            self.forget(&phone);
        }
    }

    /// A new room id and key: seated phones are told where to go (sealed under the old
    /// key); the others must open the new link.
    fn new_link(&mut self) {
        let Ok(fresh) = RoomSecret::random() else {
            return;
        };
        let phones: Vec<(String, ConnId)> = self
            .phones
            .iter()
            .map(|(id, p)| (id.clone(), p.conn))
            .collect();
        for (phone, conn) in phones {
            let seated = lock(&self.shared.room).seat_of(conn).is_some();
            if seated {
                let body = Body::Moved(fresh.room_hex().into(), fresh.key_text().into());
                self.letter_to(&phone, body);
            } else {
                self.letter_to(&phone, Body::Close(1008, "the host made a new link".into()));
                self.forget(&phone);
            }
        }
        // The old room's table goes; its `up` stays heard for the grace, to tell late
        // phones where the seats went.
        let old_table = self.secret.table_topic();
        if let Some(wire) = self.wire.as_mut() {
            let gone = wire
                .publish(&old_table, &[], true)
                .and_then(|_| wire.subscribe(&[&fresh.up_topic()]));
            if let Err(e) = gone {
                self.lost(e);
            }
        }
        let old = std::mem::replace(&mut self.secret, fresh);
        if let Some((older, _)) = self.moved_from.replace((old, Instant::now()))
            && let Some(wire) = self.wire.as_mut()
        {
            let id = wire.packet_id();
            if let Err(e) = wire.send(&super::mqtt::unsubscribe(id, &[&older.up_topic()])) {
                self.lost(e);
            }
        }
        lock(&self.status).link = join_link(&self.config.page, &self.config.broker, &self.secret);
        if let Some(table) = self.table.clone() {
            self.publish_table(&table);
        }
    }

    /// Stopping: the retained table is cleared, so that the broker keeps nothing of the
    /// game (it was ciphertext anyway), and the connection closed.
    fn finish(mut self) {
        let topic = self.secret.table_topic();
        if let Some(mut wire) = self.wire.take() {
            let _ = wire.publish(&topic, &[], true);
            wire.close();
        }
    }
}

/// Whether `text` (a phone's message) is a hello whose seat token the room knows.
fn token_held(shared: &Shared, text: &str) -> bool {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
        return false;
    };
    let token = value.get("token").and_then(serde_json::Value::as_str);
    value.get("type").and_then(serde_json::Value::as_str) == Some("hello")
        && token.is_some_and(|t| lock(&shared.room).holds_token(t))
}
