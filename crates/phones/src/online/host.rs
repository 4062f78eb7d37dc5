//! The game's side of the online room: one thread that keeps a connection to the broker
//! (reconnecting with backoff), opens what the phones send to the room's `up` topic
//! and hands it to the same [`Room`](crate::room::Room) as the LAN's phones,
//! and seals what the room sends each phone under that phone's own key.
//!
//! What arrives is hostile until it opens: an empty, retained or oversized message, one
//! that is not a phone's key and sealed letter, one that does not open under the key the
//! game agrees with that phone, or one whose sequence number is not above the phone's
//! last (a replay, or one overtaken) is dropped before anything parses it, and counted.
//! Agreeing a key with a phone the game does not know yet costs an ECDH, so new phones
//! are taken at a bounded rate ([`NEW_PHONES_BURST`], [`NEW_PHONES_PER_SECOND`]). Online
//! phones have their own cap ([`MAX_PHONES`]) and a hello deadline; a phone silent for
//! [`PHONE_TIMEOUT`] is gone and its id retired for good ([`super::retired`]).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::link::join_link;
use super::mqtt::Packet;
use super::retired::Retired;
use super::seal::{
    Body, GameKey, Letter, PhoneKeys, UP_OVERHEAD, is_point, phone_id, random_id, split_up,
};
use super::wire::{Wire, WireError};
use crate::guesses::Bucket;
use crate::protocol::Reply;
use crate::room::{ConnId, MAX_TRACKED_CONNECTIONS, Peer};
use crate::shared::{Shared, ToBroker, lock};
use party_dice_core::settings::BrokerUrl;

/// Largest sealed message taken from a phone: a phone protocol message at its cap,
/// escaped into the letter and padded ([`super::seal::PADS`]), and the sealing.
pub(crate) const MAX_SEALED: usize = UP_OVERHEAD + 16_384;
/// A phone that sent nothing this long has gone (phones ping every 10 s).
pub(crate) const PHONE_TIMEOUT: Duration = Duration::from_secs(35);
/// A new phone must be welcomed (its hello taken) this soon after its first letter.
pub(crate) const HELLO_TIMEOUT: Duration = Duration::from_secs(10);
/// Online phones tracked at once (the room seats 80 of them; the rest are newcomers
/// not yet joined). The LAN's phones have a cap of their own.
pub(crate) const MAX_PHONES: usize = MAX_TRACKED_CONNECTIONS;
/// New phones whose key the game agrees at once (a party's phones opening the link).
pub(crate) const NEW_PHONES_BURST: f64 = 64.0;
/// New phones a second after that: each costs an ECDH, so a flood of new keys costs the
/// game a bounded share of one core.
pub(crate) const NEW_PHONES_PER_SECOND: f64 = 32.0;
/// After a New link, how long the old room still answers: a seated phone that missed its
/// move (its link was down) and proves its seat is told again where the seats went; any
/// other is sent away. Answers there are rate-limited ([`OLD_ROOM_BURST`]).
pub(crate) const MOVE_GRACE: Duration = Duration::from_secs(120);
/// Answers the old room gives at once, and a second after that.
pub(crate) const OLD_ROOM_BURST: f64 = 16.0;
const OLD_ROOM_PER_SECOND: f64 = 4.0;
/// Senders the old room tracks (their sequence numbers), at most.
const OLD_ROOM_SENDERS: usize = 1024;
/// The first wait before reconnecting; it doubles up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
/// The longest wait before reconnecting.
pub(crate) const MAX_BACKOFF: Duration = Duration::from_secs(4);
/// How long a read waits before the thread sends what the room queued.
const TICK: Duration = Duration::from_millis(4);

/// The online room as the shared screen shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineStatus {
    /// The join link (page, room, the game's public key, broker): it lets a phone ask
    /// to join, and nothing more.
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
    /// Messages dropped before being read: not a phone's key and letter, too big,
    /// retained, not opening, replays, retired phones, new phones over the rate.
    pub refused: u64,
    /// Online phones connected now (joined or not yet).
    pub phones: usize,
}

/// What the game wants of the online room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineConfig {
    /// The broker: `wss://HOST:PORT/PATH` (or `ws://` on a LAN or loopback).
    pub broker: String,
    /// The phone page's address (the link adds the fragment).
    pub page: String,
}

/// A phone the game agreed a key with: a connection of the room.
struct Phone {
    conn: ConnId,
    keys: PhoneKeys,
    /// Its own topic (in the room of its link).
    topic: String,
    /// The link it came through (see [`Host::generation`]).
    generation: u32,
    seq: u64,
    heard: Instant,
    since: Instant,
    /// The last table it was sent, sent again when the game's link comes back.
    table: Option<Arc<str>>,
}

/// The room before the last New link, while [`MOVE_GRACE`] lasts.
struct OldRoom {
    key: GameKey,
    since: Instant,
    generation: u32,
    /// Senders not known as phones: their last sequence number.
    senders: HashMap<String, u64>,
    answers: Bucket,
}

/// The thread's state.
pub(crate) struct Host {
    shared: Arc<Shared>,
    url: BrokerUrl,
    config: OnlineConfig,
    key: GameKey,
    /// Counts New links: a phone's letters are taken only in the room it came through.
    generation: u32,
    status: Arc<Mutex<OnlineStatus>>,
    stop: Arc<AtomicBool>,
    wire: Option<Wire>,
    retry_at: Instant,
    backoff: Duration,
    phones: HashMap<String, Phone>,
    by_conn: HashMap<ConnId, String>,
    retired: Retired,
    new_phones: Bucket,
    seq: u64,
    moved_from: Option<OldRoom>,
}

/// Which room a letter came to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum To {
    Current,
    Old,
}

impl Host {
    /// The online room for `config`, with a fresh room id and game key. Fails only on a
    /// bad broker URL or the OS generator.
    pub(crate) fn new(
        shared: Arc<Shared>,
        config: OnlineConfig,
        stop: Arc<AtomicBool>,
    ) -> Result<Host, WireError> {
        let url = BrokerUrl::parse(&config.broker)?;
        let key = GameKey::random().map_err(|_| WireError::Random)?;
        let status = OnlineStatus {
            link: join_link(&config.page, &config.broker, key.address()),
            broker: url.host.clone(),
            link_up: false,
            problem: None,
            drops: 0,
            refused: 0,
            phones: 0,
        };
        let now = Instant::now();
        Ok(Host {
            shared,
            url,
            config,
            key,
            generation: 0,
            status: Arc::new(Mutex::new(status)),
            stop,
            wire: None,
            retry_at: now,
            backoff: FIRST_BACKOFF,
            phones: HashMap::new(),
            by_conn: HashMap::new(),
            retired: Retired::default(),
            new_phones: Bucket::full(NEW_PHONES_BURST, now),
            seq: 0,
            moved_from: None,
        })
    }

    /// The status the host reads.
    pub(crate) fn status(&self) -> Arc<Mutex<OnlineStatus>> {
        self.status.clone()
    }

    /// Runs until the stop flag is set (or the room's channel closes).
    pub(crate) fn run(mut self, rx: &Receiver<ToBroker>) {
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

    /// The `up` topics heard now: this room's, and the old one's during the grace.
    fn up_topics(&self) -> Vec<String> {
        let mut ups = vec![self.key.address().up_topic()];
        ups.extend(self.moved_from.as_ref().map(|o| o.key.address().up_topic()));
        ups
    }

    fn connect(&mut self) {
        let client = match random_id() {
            Ok(id) => format!("pd-game-{}", &id[..16]),
            Err(_) => return self.lost(WireError::Random),
        };
        let ups = self.up_topics();
        let old_table = self.key.address().old_table_topic();
        let wire = Wire::connect(&self.url, &client).and_then(|mut w| {
            // Whatever someone left retained on the room's topics goes first, so the
            // broker hands nothing of it over.
            for topic in ups.iter().chain([&old_table]) {
                w.publish(topic, &[], true)?;
            }
            let ups: Vec<&str> = ups.iter().map(String::as_str).collect();
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
                self.tables_again();
            }
            Err(e) => self.lost(e),
        }
    }

    /// Each phone of this room gets its last table again: what changed while the game's
    /// link was down reached nobody.
    fn tables_again(&mut self) {
        let tables: Vec<(String, Arc<str>)> = self
            .phones
            .iter()
            .filter(|(_, p)| p.generation == self.generation)
            .filter_map(|(id, p)| p.table.clone().map(|t| (id.clone(), t)))
            .collect();
        for (id, table) in tables {
            self.letter_to(&id, Body::M(table.as_ref().into()));
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
        status.problem = Some(party_dice_core::t!(
            "online-problem",
            why = why.words(),
            seconds = wait.as_secs().max(1)
        ));
    }

    fn out(&mut self, out: ToBroker) {
        match out {
            ToBroker::Text(conn, text) => {
                if let Some(phone) = self.by_conn.get(&conn).cloned() {
                    if Reply::is_state(&text)
                        && let Some(p) = self.phones.get_mut(&phone)
                    {
                        p.table = Some(text.clone());
                    }
                    self.letter_to(&phone, Body::M(text.as_ref().into()));
                }
            }
            ToBroker::Close(conn, why) => {
                if let Some(phone) = self.by_conn.get(&conn).cloned() {
                    self.letter_to(&phone, Body::Close(why.code, why.reason.into()));
                    self.forget(&phone);
                }
            }
            ToBroker::NewLink => self.new_link(),
        }
    }

    /// A letter to a known phone, on its own topic under its own key.
    fn letter_to(&mut self, phone: &str, body: Body<'_>) {
        let letter = self.letter(body);
        let Some(p) = self.phones.get(phone) else {
            return;
        };
        let Ok(sealed) = p.keys.seal_down(&p.topic, &letter) else {
            return;
        };
        let topic = p.topic.clone();
        self.publish(&topic, &sealed);
    }

    /// A letter under `keys` on `topic` (to a phone the game does not keep).
    fn letter_with(&mut self, keys: &PhoneKeys, topic: &str, body: Body<'_>) {
        let letter = self.letter(body);
        if let Ok(sealed) = keys.seal_down(topic, &letter) {
            self.publish(topic, &sealed);
        }
    }

    /// `body` with the game's next sequence number.
    fn letter<'b>(&mut self, body: Body<'b>) -> Letter<'b> {
        self.seq += 1;
        Letter { n: self.seq, body }
    }

    fn publish(&mut self, topic: &str, sealed: &[u8]) {
        let Some(wire) = self.wire.as_mut() else {
            return; // Down: phones get their table again on the way back.
        };
        if let Err(e) = wire.publish(topic, sealed, false) {
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
                let to = if topic == self.key.address().up_topic() {
                    To::Current
                } else if self
                    .moved_from
                    .as_ref()
                    .is_some_and(|o| topic == o.key.address().up_topic())
                {
                    To::Old
                } else {
                    return self.refused();
                };
                if payload.is_empty() {
                    return; // A retained message cleared (by the game itself).
                }
                if retain {
                    // Never a phone's (phones publish without retain): someone left it
                    // for whoever subscribes next. Counted, and cleared.
                    self.refused();
                    if let Some(wire) = self.wire.as_mut()
                        && let Err(e) = wire.publish(&topic, &[], true)
                    {
                        self.lost(e);
                    }
                    return;
                }
                self.sealed(to, &topic, &payload);
            }
            Packet::TooBig(_) => self.refused(),
            _ => {}
        }
    }

    /// A message on one of the room's `up` topics: opened and handed on, or refused.
    fn sealed(&mut self, to: To, topic: &str, payload: &[u8]) {
        if payload.len() > MAX_SEALED {
            return self.refused();
        }
        let Some((public, sealed)) = split_up(payload) else {
            return self.refused();
        };
        let id = phone_id(&public);
        let generation = match to {
            To::Current => self.generation,
            To::Old => self.moved_from.as_ref().map_or(u32::MAX, |o| o.generation),
        };
        if let Some(phone) = self.phones.get_mut(&id) {
            if phone.generation != generation {
                return self.refused();
            }
            let Some(letter) = phone.keys.open_up(topic, sealed) else {
                return self.refused();
            };
            if letter.n <= phone.seq {
                return self.refused();
            }
            phone.seq = letter.n;
            phone.heard = Instant::now();
            let conn = phone.conn;
            return match to {
                To::Current => self.known(conn, letter),
                To::Old => self.old_room_known(&id, conn),
            };
        }
        match to {
            To::Current => self.stranger(&id, &public, topic, sealed),
            To::Old => self.old_room_stranger(&id, &public, topic, sealed),
        }
    }

    /// A letter from a phone of this room, to the room.
    fn known(&mut self, conn: ConnId, letter: Letter<'static>) {
        let Body::M(text) = letter.body else {
            return self.refused();
        };
        let now = Instant::now();
        self.shared
            .with_room(|room| ((), room.receive(conn, text.as_bytes(), now)));
    }

    /// A letter from a key the game does not know: a new phone, once its letter opens.
    /// A retired id (a phone the game gave up on, or a replay of one) or a key that is
    /// not a point is refused before any work: a real phone that went quiet notices its
    /// silence and connects again with a new key.
    fn stranger(&mut self, id: &str, public: &[u8; 65], topic: &str, sealed: &[u8]) {
        let now = Instant::now();
        if self.retired.contains(id) || !is_point(public) {
            return self.refused();
        }
        if !self
            .new_phones
            .take(NEW_PHONES_BURST, NEW_PHONES_PER_SECOND, now)
        {
            // Over the rate (someone floods the room with new keys): this key is refused
            // for good, so that its letter cannot be replayed later, when the game would
            // take it. A real phone notices the silence and comes back with a new key.
            self.retired.insert(id);
            return self.refused();
        }
        let Some(keys) = self.key.agree(public) else {
            return self.refused();
        };
        let Some(letter) = keys.open_up(topic, sealed) else {
            return self.refused();
        };
        let Body::M(text) = letter.body else {
            return self.refused();
        };
        let phone_topic = self.key.address().phone_topic(id);
        let Some(conn) = self.arrive(id, keys, phone_topic, letter.n, now) else {
            return self.refused();
        };
        self.shared
            .with_room(|room| ((), room.receive(conn, text.as_bytes(), now)));
    }

    /// A new phone whose letter opened: a connection of the room. When the online cap is
    /// reached, the phone longest in the room without a seat makes way (the not yet
    /// joined first): fake phones through the link can never keep a seated phone out.
    fn arrive(
        &mut self,
        id: &str,
        keys: PhoneKeys,
        topic: String,
        seq: u64,
        now: Instant,
    ) -> Option<ConnId> {
        if self.phones.len() >= MAX_PHONES {
            self.make_way();
        }
        let mut conn = lock(&self.shared.room).connect_peer(Peer::Online, now).ok();
        if conn.is_none() {
            self.make_way();
            conn = lock(&self.shared.room).connect_peer(Peer::Online, now).ok();
        }
        let conn = conn?;
        if let Some(tap) = lock(&self.shared.online).as_mut() {
            tap.conns.insert(conn);
        }
        self.phones.insert(
            id.to_string(),
            Phone {
                conn,
                keys,
                topic,
                generation: self.generation,
                seq,
                heard: now,
                since: now,
                table: None,
            },
        );
        self.by_conn.insert(conn, id.to_string());
        lock(&self.status).phones = self.phones.len();
        Some(conn)
    }

    /// Sends away the phone longest in the room that holds no seat, not yet joined ones
    /// first.
    fn make_way(&mut self) {
        let room = lock(&self.shared.room);
        let victim = self
            .phones
            .iter()
            .filter(|(_, p)| room.seat_of(p.conn).is_none())
            .min_by_key(|(_, p)| (room.is_joined(p.conn), p.since))
            .map(|(id, _)| id.clone());
        drop(room);
        if let Some(id) = victim {
            self.letter_to(&id, Body::Close(1013, "the room is full".into()));
            self.forget(&id);
        }
    }

    /// A letter in the old room from a phone that came through the old link: told
    /// where its seat went if it holds one, else sent away.
    fn old_room_known(&mut self, id: &str, conn: ConnId) {
        if !self.old_room_may_answer() {
            return self.refused();
        }
        if lock(&self.shared.room).seat_of(conn).is_some() {
            let body = self.moved_body();
            self.letter_to(id, body);
        } else {
            self.letter_to(
                id,
                Body::Close(1008, "the host made a new link: ask for it".into()),
            );
            self.forget(id);
        }
    }

    /// A letter in the old room from a key the game does not know (a seated phone that
    /// missed its move reconnects with a new key): told where the seats went if its hello
    /// carries a seat's token (which only that seat's phone has ever read), else sent
    /// away. Its sequence is checked as in the room, and answers are rate-limited.
    fn old_room_stranger(&mut self, id: &str, public: &[u8; 65], topic: &str, sealed: &[u8]) {
        if !self.old_room_may_answer() {
            return self.refused();
        }
        let Some(old) = self.moved_from.as_mut() else {
            return self.refused();
        };
        let Some(keys) = old.key.agree(public) else {
            return self.refused();
        };
        let Some(letter) = keys.open_up(topic, sealed) else {
            return self.refused();
        };
        let last = old.senders.get(id).copied();
        if last.is_some_and(|n| letter.n <= n)
            || (last.is_none() && old.senders.len() >= OLD_ROOM_SENDERS)
        {
            return self.refused();
        }
        old.senders.insert(id.to_string(), letter.n);
        let phone_topic = old.key.address().phone_topic(id);
        let seated = matches!(&letter.body, Body::M(text) if token_held(&self.shared, text));
        let body = if seated {
            self.moved_body()
        } else {
            Body::Close(1008, "the host made a new link: ask for it".into())
        };
        self.letter_with(&keys, &phone_topic, body);
    }

    fn old_room_may_answer(&mut self) -> bool {
        let now = Instant::now();
        self.moved_from
            .as_mut()
            .is_some_and(|o| o.answers.take(OLD_ROOM_BURST, OLD_ROOM_PER_SECOND, now))
    }

    /// Where the room went: its id and the game's new public key.
    fn moved_body(&self) -> Body<'static> {
        let address = self.key.address();
        Body::Moved(address.room_hex().into(), address.game_text().into())
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
        self.retired.insert(phone);
        lock(&self.status).phones = self.phones.len();
    }

    fn sweep(&mut self) {
        if self
            .moved_from
            .as_ref()
            .is_some_and(|o| o.since.elapsed() > MOVE_GRACE)
            && let Some(old) = self.moved_from.take()
        {
            self.unsubscribe(&old.key.address().up_topic());
        }
        let room = lock(&self.shared.room);
        let gone: Vec<(String, bool)> = self
            .phones
            .iter()
            .filter_map(|(id, p)| {
                let silent = p.heard.elapsed() > PHONE_TIMEOUT;
                let no_hello = !room.is_joined(p.conn) && p.since.elapsed() > HELLO_TIMEOUT;
                (silent || no_hello).then(|| (id.clone(), no_hello && !silent))
            })
            .collect();
        drop(room);
        for (phone, tell) in gone {
            if tell {
                self.letter_to(&phone, Body::Close(1008, "no hello in time".into()));
            }
            self.forget(&phone);
        }
    }

    fn unsubscribe(&mut self, topic: &str) {
        if let Some(wire) = self.wire.as_mut() {
            let id = wire.packet_id();
            if let Err(e) = wire.send(&super::mqtt::unsubscribe(id, &[topic])) {
                self.lost(e);
            }
        }
    }

    /// A new room id and game key: each seated phone is told where to go on its own
    /// channel, under its own key; every other phone is sent away and learns nothing of
    /// the new room.
    fn new_link(&mut self) {
        let Ok(fresh) = GameKey::random() else {
            return;
        };
        let moved = Body::Moved(
            fresh.address().room_hex().into(),
            fresh.address().game_text().into(),
        );
        let phones: Vec<(String, ConnId)> = self
            .phones
            .iter()
            .filter(|(_, p)| p.generation == self.generation)
            .map(|(id, p)| (id.clone(), p.conn))
            .collect();
        for (phone, conn) in phones {
            let seated = lock(&self.shared.room).seat_of(conn).is_some();
            if seated {
                self.letter_to(&phone, moved.clone());
            } else {
                self.letter_to(&phone, Body::Close(1008, "the host made a new link".into()));
                self.forget(&phone);
            }
        }
        let up = fresh.address().up_topic();
        if let Some(wire) = self.wire.as_mut() {
            let subscribed = wire
                .publish(&up, &[], true)
                .and_then(|()| wire.subscribe(&[&up]));
            if let Err(e) = subscribed {
                self.lost(e);
            }
        }
        let old = std::mem::replace(&mut self.key, fresh);
        let older = self.moved_from.replace(OldRoom {
            key: old,
            since: Instant::now(),
            generation: self.generation,
            senders: HashMap::new(),
            answers: Bucket::full(OLD_ROOM_BURST, Instant::now()),
        });
        self.generation += 1;
        if let Some(older) = older {
            self.unsubscribe(&older.key.address().up_topic());
        }
        lock(&self.status).link =
            join_link(&self.config.page, &self.config.broker, self.key.address());
    }

    /// Stopping: the connection closed (the game keeps nothing on the broker).
    fn finish(mut self) {
        if let Some(wire) = self.wire.take() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::seal::{PhoneKey, padded_len};
    use crate::protocol::{MAX_MESSAGE_BYTES, RoomCode, RoomKey};
    use crate::room::{Limits, Room};
    use crate::shared::Sockets;

    /// A host with no broker behind it (nothing it sends goes anywhere), on a room in
    /// setup with two seats.
    fn host() -> Host {
        let (Ok(code), Ok(key)) = (RoomCode::random(), RoomKey::random()) else {
            panic!("the OS generator");
        };
        let mut room = Room::new(code, key, Limits::default());
        let names = ["Ann".to_string(), "Ben".to_string()];
        let _ = room.publish(crate::view::setup("Slam Dice", &names));
        let (tx, _rx) = std::sync::mpsc::channel();
        let shared = Arc::new(Shared {
            room: Mutex::new(room),
            stop: AtomicBool::new(false),
            host: tx,
            waker: Mutex::new(None),
            sockets: Mutex::new(Sockets::default()),
            port: 0,
            online: Mutex::new(None),
        });
        let config = OnlineConfig {
            broker: "ws://127.0.0.1:9/".into(),
            page: "http://127.0.0.1:9/".into(),
        };
        Host::new(shared, config, Arc::new(AtomicBool::new(false)))
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// A new phone in the room, as if its first letter had opened.
    fn new_phone(host: &mut Host, now: Instant) -> (String, ConnId) {
        let keys = PhoneKey::random()
            .ok()
            .and_then(|k| k.agree(host.key.address()))
            .unwrap_or_else(|| panic!("a key"));
        let id = keys.id().to_string();
        let topic = host.key.address().phone_topic(&id);
        let conn = host
            .arrive(&id, keys, topic, 1, now)
            .unwrap_or_else(|| panic!("no room for a phone"));
        (id, conn)
    }

    #[test]
    fn at_the_online_cap_the_longest_waiting_phone_without_a_seat_makes_way() {
        let mut host = host();
        let now = Instant::now();
        // The first phone sits; the link's guests fill every other online place.
        let (seated, conn) = new_phone(&mut host, now);
        host.shared.with_room(|room| {
            let mut out = room.receive(conn, br#"{"type":"hello","v":1}"#, now);
            out.extend(room.receive(conn, br#"{"type":"take","seat":0}"#, now));
            ((), out)
        });
        assert_eq!(lock(&host.shared.room).seat_of(conn), Some(0));
        let guests: Vec<String> = (1..MAX_PHONES)
            .map(|i| new_phone(&mut host, now + Duration::from_millis(i as u64)).0)
            .collect();
        assert_eq!(host.phones.len(), MAX_PHONES);
        // One more: the oldest guest goes, the seated phone stays.
        let (late, _) = new_phone(&mut host, now + Duration::from_secs(1));
        assert_eq!(host.phones.len(), MAX_PHONES);
        assert!(
            host.phones.contains_key(&seated),
            "the seated phone was sent away"
        );
        assert!(host.phones.contains_key(&late));
        assert!(
            !host.phones.contains_key(&guests[0]),
            "the oldest guest stayed"
        );
        assert!(host.retired.contains(&guests[0]));
    }

    #[test]
    fn the_largest_phone_message_fits_the_cap() {
        // A message at the protocol's cap, every byte escaped twice over into the
        // letter's JSON, still fits.
        assert!(UP_OVERHEAD + padded_len(2 * MAX_MESSAGE_BYTES + 64) <= MAX_SEALED);
    }
}
