//! The game's side of the online room: one thread that keeps a connection to the broker
//! (reconnecting with backoff), opens what the phones send to the room's `up` topic
//! and hands it to the same [`Room`](crate::room::Room) as the LAN's phones,
//! and seals what the room sends each phone under that phone's own key.
//!
//! What arrives is hostile until it opens: an empty, retained or oversized message, one
//! that is none of the handshake's kinds ([`super::seal`]), a letter from an id the game
//! has no session with or that does not open under that session's key, or one whose
//! sequence number is not above the phone's last (a replay, or one overtaken) is dropped
//! before anything parses it, and counted.
//!
//! A first letter costs the game two ECDHs, so it is checked first, with one HMAC: a
//! new phone's must prove the link (a stranger on the broker, without it, stops there
//! and spends nothing: no budget, no cap, nothing remembered), and new phones are then
//! taken at a bounded rate ([`NEW_PHONES_BURST`], [`NEW_PHONES_PER_SECOND`]). A seated
//! phone comes back by its seat's own way ([`super::seal::BackKey`]), checked before and
//! apart from that budget, each counter taken once: whatever anyone floods, it gets
//! back in. Online phones have their own cap ([`MAX_PHONES`]) and a hello deadline; a
//! phone silent for [`PHONE_TIMEOUT`] is gone and its id retired for good
//! ([`super::retired`]).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::cast::CastKey;
use super::link::join_link;
use super::mqtt::Packet;
use super::retired::Retired;
use super::seal::{
    BackKey, Body, GameKey, HANDLE_LEN, HANDSHAKE_VERSION, Letter, PUBLIC_LEN, PhoneKeys,
    UP_OVERHEAD, Up, WayBack, phone_id, random_id, split_up,
};
use super::wire::{Wire, WireError};
use crate::guesses::Bucket;
use crate::protocol::Reply;
use crate::room::{ConnId, MAX_CONNECTIONS, MAX_ONLINE_CONNECTIONS, MAX_TRACKED_CONNECTIONS, Peer};
use crate::shared::{Shared, ToBroker, lock};
use party_dice_core::i18n::Lang;
use party_dice_core::settings::BrokerUrl;

/// Largest sealed message taken from a phone: a phone protocol message at its cap,
/// escaped into the letter and padded ([`super::seal::PADS`]), and the sealing.
pub(crate) const MAX_SEALED: usize = UP_OVERHEAD + 16_384;
/// A phone that sent nothing this long has gone (phones ping every 10 s).
pub(crate) const PHONE_TIMEOUT: Duration = Duration::from_secs(35);
/// Online phones tracked at once: the room's online cap for them (`room::tracked_cap`),
/// the joined and newcomers not yet joined. The LAN's phones have a cap of their own.
pub(crate) const MAX_PHONES: usize =
    MAX_ONLINE_CONNECTIONS + MAX_TRACKED_CONNECTIONS - MAX_CONNECTIONS;
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
/// A seat's ways back at once, and a second after that (a phone tries every 3 s).
const BACK_BURST: f64 = 4.0;
const BACK_PER_SECOND: f64 = 0.5;
/// The game says its answer to a first letter again (the phone did not get it) at most
/// this often.
const ANSWER_AGAIN: Duration = Duration::from_secs(1);
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
    /// Messages dropped before being read: none of the handshake's kinds, too big,
    /// retained, without the link's proof, not opening, replays, retired phones, new
    /// phones over the rate.
    pub refused: u64,
    /// The game key's fingerprint ("K7MQ 3HTX 9PAZ"), on the join card and on every
    /// phone that joined through the real link.
    pub fingerprint: String,
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
    /// The last state it was sent, sent again when the game's link comes back.
    state: Option<Arc<str>>,
    /// Whether it was told the cast's keys in this session (before its first state).
    told_cast: bool,
    /// The answer to its first letter, and when it went, until its first letter of the
    /// session arrives (said again if the phone asks again).
    answer: Option<(Vec<u8>, Instant)>,
    /// The seat's way back it came by (never made to make way while it says hello).
    back: Option<[u8; HANDLE_LEN]>,
}

/// A seat's way back as the game tracks it: the last counter taken, and a bucket.
struct Back {
    last: u64,
    bucket: Bucket,
}

/// The seats' ways back taken in one room, by handle.
#[derive(Default)]
struct Backs(HashMap<[u8; HANDLE_LEN], Back>);

impl Backs {
    /// Takes `way`'s counter if it is above the last one taken on its handle and the
    /// handle's bucket allows.
    fn take(&mut self, way: &WayBack, now: Instant) -> bool {
        let back = self.0.entry(way.handle).or_insert_with(|| Back {
            last: 0,
            bucket: Bucket::full(BACK_BURST, now),
        });
        if way.counter <= back.last || !back.bucket.take(BACK_BURST, BACK_PER_SECOND, now) {
            return false;
        }
        back.last = way.counter;
        true
    }
}

/// The room before the last New link, while [`MOVE_GRACE`] lasts.
struct OldRoom {
    key: GameKey,
    since: Instant,
    generation: u32,
    /// Each moved seat's old token (its way back here) and new token.
    tokens: Vec<Rotated>,
    /// The ways back taken here.
    backs: Backs,
    answers: Bucket,
}

/// A seat's token before and after a New link.
struct Rotated {
    seat: usize,
    back: BackKey,
    new: String,
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
    /// The seats' ways back taken in this room.
    backs: Backs,
    seq: u64,
    moved_from: Option<OldRoom>,
    /// What this room casts to the phones without a seat is sealed and signed with.
    cast: CastKey,
    /// The last table cast on each topic, cast again when the game's link comes back.
    casts: HashMap<String, Arc<str>>,
    /// The tables to cast once the room's queue is drained: the last of each language.
    to_cast: Vec<(Option<Lang>, Arc<str>)>,
    /// What the host published, for the tests (without a broker).
    #[cfg(test)]
    published: Vec<(String, Vec<u8>)>,
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
        let cast = CastKey::random().map_err(|_| WireError::Random)?;
        let status = OnlineStatus {
            link: join_link(&config.page, &config.broker, key.address()),
            fingerprint: key.address().fingerprint(),
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
            backs: Backs::default(),
            seq: 0,
            moved_from: None,
            cast,
            casts: HashMap::new(),
            to_cast: Vec::new(),
            #[cfg(test)]
            published: Vec::new(),
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
            self.cast_tables();
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
                self.states_again();
            }
            Err(e) => self.lost(e),
        }
    }

    /// Each phone of this room gets its last state again: what changed while the game's
    /// link was down reached nobody.
    fn states_again(&mut self) {
        // The cast's keys too: they may have gone while the link was down.
        self.phones.values_mut().for_each(|p| p.told_cast = false);
        let states: Vec<(String, Arc<str>)> = self
            .phones
            .iter()
            .filter(|(_, p)| p.generation == self.generation)
            .filter_map(|(id, p)| p.state.clone().map(|t| (id.clone(), t)))
            .collect();
        for (id, state) in states {
            self.state_to(&id, state);
        }
        let casts: Vec<(String, Arc<str>)> = self.casts.drain().collect();
        for (topic, text) in casts {
            self.cast_to(topic, text);
        }
        let answers: Vec<(String, Vec<u8>)> = self
            .phones
            .values()
            .filter_map(|p| p.answer.as_ref().map(|(a, _)| (p.topic.clone(), a.clone())))
            .collect();
        for (topic, answer) in answers {
            self.publish(&topic, &answer);
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
                    if Reply::is_state(&text) {
                        self.state_to(&phone, text);
                    } else {
                        self.letter_to(&phone, Body::M(text.as_ref().into()));
                    }
                }
            }
            ToBroker::Cast(lang, text) => {
                self.to_cast.retain(|(l, _)| *l != lang);
                self.to_cast.push((lang, text));
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

    /// The table to one phone (kept, to send again when the link comes back), after the
    /// cast's keys the first time in its session: from then on it can read the casts.
    fn state_to(&mut self, phone: &str, text: Arc<str>) {
        let Some(p) = self.phones.get_mut(phone) else {
            return;
        };
        p.state = Some(text.clone());
        if !std::mem::replace(&mut p.told_cast, true) {
            self.letter_to(phone, self.cast.body());
        }
        self.letter_to(phone, Body::M(text.as_ref().into()));
    }

    /// The tables the room cast since the last time: once each, the last of each
    /// language.
    fn cast_tables(&mut self) {
        for (lang, text) in std::mem::take(&mut self.to_cast) {
            let topic = self
                .key
                .address()
                .cast_topic(lang.map_or("host", |l| l.tag()));
            self.cast_to(topic, text);
        }
    }

    /// `text` cast on `topic`, sealed under the broadcast key and signed, and retained:
    /// a phone that subscribes later (or again) gets the last one at once. Its number
    /// is the game's one count, so a phone takes a table only if it is newer than the
    /// last it took, from its own topic or a cast.
    fn cast_to(&mut self, topic: String, text: Arc<str>) {
        let letter = self.letter(Body::M(text.as_ref().into()));
        let Ok(sealed) = self.cast.seal(&topic, &letter) else {
            return;
        };
        self.publish_as(&topic, &sealed, true);
        self.casts.insert(topic, text);
    }

    /// The retained casts cleared: the game leaves nothing on the broker.
    fn clear_casts(&mut self) {
        let topics: Vec<String> = self.casts.drain().map(|(t, _)| t).collect();
        for topic in topics {
            self.publish_as(&topic, &[], true);
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

    /// `body` with the game's next sequence number.
    fn letter<'b>(&mut self, body: Body<'b>) -> Letter<'b> {
        self.seq += 1;
        Letter { n: self.seq, body }
    }

    fn publish(&mut self, topic: &str, sealed: &[u8]) {
        self.publish_as(topic, sealed, false);
    }

    fn publish_as(&mut self, topic: &str, sealed: &[u8], retain: bool) {
        #[cfg(test)]
        self.published.push((topic.to_string(), sealed.to_vec()));
        let Some(wire) = self.wire.as_mut() else {
            return; // Down: phones get their state again on the way back.
        };
        if let Err(e) = wire.publish(topic, sealed, retain) {
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
        match split_up(payload) {
            Some(Up::Letter { id, sealed }) => self.session_letter(to, topic, &id, sealed),
            Some(Up::New { public, tag }) => {
                let address = match to {
                    To::Current => Some(self.key.address()),
                    To::Old => self.moved_from.as_ref().map(|o| o.key.address()),
                };
                // A stranger without the link stops here: one HMAC, nothing spent.
                if !address.is_some_and(|a| a.holds_link(&public, &tag)) {
                    return self.refused();
                }
                match to {
                    To::Current => self.new_phone(&public),
                    To::Old => self.old_room_new(&public),
                }
            }
            Some(Up::Back(way)) => match to {
                To::Current => self.back(&way),
                To::Old => self.old_room_back(&way),
            },
            None => self.refused(),
        }
    }

    /// A letter within a phone's session: opened and handed on, or refused (an id the
    /// game has no session with costs nothing).
    fn session_letter(&mut self, to: To, topic: &str, id: &str, sealed: &[u8]) {
        let generation = match to {
            To::Current => self.generation,
            To::Old => self.moved_from.as_ref().map_or(u32::MAX, |o| o.generation),
        };
        let Some(phone) = self.phones.get_mut(id) else {
            return self.refused();
        };
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
        phone.answer = None;
        let conn = phone.conn;
        match to {
            To::Current => self.known(conn, letter),
            To::Old => self.old_room_known(id, conn),
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

    /// A new phone's first letter, its proof of the link checked: answered within the
    /// new phones' budget. Over it, the letter is dropped and nothing is remembered: a
    /// real phone asks again.
    fn new_phone(&mut self, public: &[u8; PUBLIC_LEN]) {
        let id = phone_id(public);
        if self.phones.contains_key(&id) {
            return self.answer_again(&id);
        }
        let now = Instant::now();
        if self.retired.contains(&id)
            || !self
                .new_phones
                .take(NEW_PHONES_BURST, NEW_PHONES_PER_SECOND, now)
        {
            return self.refused();
        }
        self.handshake(&id, public, None, now);
    }

    /// A seated phone's first letter, back: its seat's way back checked (the handle
    /// names a seat's token, the tag proves it, each counter once), apart from the new
    /// phones' budget.
    fn back(&mut self, way: &WayBack) {
        let tokens = lock(&self.shared.room).seat_tokens();
        let address = self.key.address();
        let proved = tokens
            .iter()
            .any(|(_, t)| way.proved_by(&BackKey::new(t, address)));
        let now = Instant::now();
        if !proved || !self.backs.take(way, now) {
            return self.refused();
        }
        let id = phone_id(&way.public);
        if self.phones.contains_key(&id) {
            return self.answer_again(&id);
        }
        if self.retired.contains(&id) {
            return self.refused();
        }
        // One phone at a time on a seat's way back: an earlier one still saying hello
        // makes way.
        let room = lock(&self.shared.room);
        let earlier: Vec<String> = self
            .phones
            .iter()
            .filter(|(_, p)| p.back == Some(way.handle) && !room.is_joined(p.conn))
            .map(|(id, _)| id.clone())
            .collect();
        drop(room);
        earlier.iter().for_each(|id| self.forget(id));
        self.handshake(&id, &way.public, Some(way.handle), now);
    }

    /// The game's half of the handshake: the phone joins the room's connections and is
    /// answered with the game's ephemeral key and `ready`.
    fn handshake(
        &mut self,
        id: &str,
        public: &[u8; PUBLIC_LEN],
        back: Option<[u8; HANDLE_LEN]>,
        now: Instant,
    ) {
        let ready = self.letter(Body::Ready(HANDSHAKE_VERSION));
        let Ok(Some((keys, answer))) = self.key.answer(public, &ready) else {
            return self.refused();
        };
        let topic = self.key.address().phone_topic(id);
        if self.arrive(id, keys, now).is_none() {
            return self.refused();
        }
        if let Some(p) = self.phones.get_mut(id) {
            p.answer = Some((answer.clone(), now));
            p.back = back;
        }
        self.publish(&topic, &answer);
    }

    /// A phone asked again (its answer was lost, or someone replays its first letter):
    /// the same answer, at most once a second; nothing new is agreed.
    fn answer_again(&mut self, id: &str) {
        let now = Instant::now();
        let Some(p) = self.phones.get_mut(id) else {
            return;
        };
        let Some((answer, at)) = p.answer.as_mut() else {
            return self.refused();
        };
        if now.duration_since(*at) < ANSWER_AGAIN {
            return self.refused();
        }
        *at = now;
        let (topic, answer) = (p.topic.clone(), answer.clone());
        self.publish(&topic, &answer);
    }

    /// A new phone whose first letter proved the link: a connection of the room. When
    /// the online cap is reached, the phone longest in the room without a seat makes way
    /// (the not yet joined first; never one on its seat's way back): phones through the
    /// link can never keep a seated phone out.
    fn arrive(&mut self, id: &str, keys: PhoneKeys, now: Instant) -> Option<ConnId> {
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
                topic: self.key.address().phone_topic(id),
                generation: self.generation,
                seq: 0,
                heard: now,
                since: now,
                state: None,
                told_cast: false,
                answer: None,
                back: None,
            },
        );
        self.by_conn.insert(conn, id.to_string());
        lock(&self.status).phones = self.phones.len();
        Some(conn)
    }

    /// Sends away the phone longest in the room that holds no seat and is not on its
    /// seat's way back, not yet joined ones first.
    fn make_way(&mut self) {
        let room = lock(&self.shared.room);
        let victim = self
            .phones
            .iter()
            .filter(|(_, p)| room.seat_of(p.conn).is_none() && p.back.is_none())
            .min_by_key(|(_, p)| (room.is_joined(p.conn), p.since))
            .map(|(id, _)| id.clone());
        drop(room);
        if let Some(id) = victim {
            self.letter_to(&id, Body::Close(1013, "the room is full".into()));
            self.forget(&id);
        }
    }

    /// A letter in the old room from a phone that came through the old link: told
    /// where its seat went (and its new token) if it holds one, else sent away.
    fn old_room_known(&mut self, id: &str, conn: ConnId) {
        if !self.old_room_may_answer() {
            return self.refused();
        }
        let seat = lock(&self.shared.room).seat_of(conn);
        match seat.and_then(|s| self.moved_body(s)) {
            Some(body) => self.letter_to(id, body),
            None => {
                self.letter_to(
                    id,
                    Body::Close(1008, "the host made a new link: ask for it".into()),
                );
                self.forget(id);
            }
        }
    }

    /// A new phone's first letter in the old room (its link proved): answered, within
    /// the old room's budget, that the host made a new link; nothing is kept.
    fn old_room_new(&mut self, public: &[u8; PUBLIC_LEN]) {
        let body = Body::Close(1008, "the host made a new link: ask for it".into());
        self.old_room_answer(public, body);
    }

    /// A seated phone's first letter in the old room (it missed the move: its link was
    /// down): its old token's way back checked as in the room, then told where its seat
    /// went and its new token, in the handshake's answer that only it opens.
    fn old_room_back(&mut self, way: &WayBack) {
        let now = Instant::now();
        let Some(old) = self.moved_from.as_mut() else {
            return self.refused();
        };
        let seat = old
            .tokens
            .iter()
            .find(|r| way.proved_by(&r.back))
            .map(|r| r.seat);
        let Some(seat) = seat.filter(|_| old.backs.take(way, now)) else {
            return self.refused();
        };
        match self.moved_body(seat) {
            Some(body) => self.old_room_answer(&way.public, body),
            None => self.refused(),
        }
    }

    /// The old room's half of a handshake, carrying `body`, within its budget.
    fn old_room_answer(&mut self, public: &[u8; PUBLIC_LEN], body: Body<'static>) {
        if !self.old_room_may_answer() {
            return self.refused();
        }
        let letter = self.letter(body);
        let Some(old) = self.moved_from.as_ref() else {
            return;
        };
        let Ok(Some((keys, answer))) = old.key.answer(public, &letter) else {
            return self.refused();
        };
        let topic = old.key.address().phone_topic(keys.id());
        self.publish(&topic, &answer);
    }

    fn old_room_may_answer(&mut self) -> bool {
        let now = Instant::now();
        self.moved_from
            .as_mut()
            .is_some_and(|o| o.answers.take(OLD_ROOM_BURST, OLD_ROOM_PER_SECOND, now))
    }

    /// Where `seat` went: the room id, the game's new public key and the seat's new
    /// token; `None` if the seat was not moved.
    fn moved_body(&self, seat: usize) -> Option<Body<'static>> {
        let new = &self
            .moved_from
            .as_ref()?
            .tokens
            .iter()
            .find(|r| r.seat == seat)?
            .new;
        let address = self.key.address();
        Some(Body::Moved(
            address.room_hex().into(),
            address.game_text().into(),
            new.clone().into(),
        ))
    }

    /// The phone has gone: out of the room and the host's maps, its id retired.
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
                let no_hello =
                    !room.is_joined(p.conn) && p.since.elapsed() > self.shared.hello_timeout;
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

    /// A new room id and game key: each seat held online gets a new token, each seated
    /// phone is told where to go and its new token on its own channel, under its own
    /// key; every other phone is sent away and learns nothing of the new room.
    fn new_link(&mut self) {
        let Ok(fresh) = GameKey::random() else {
            return;
        };
        let old_address = self.key.address().clone();
        let rotated: Vec<Rotated> = lock(&self.shared.room)
            .rotate_online_tokens()
            .into_iter()
            .map(|(seat, old, new)| Rotated {
                seat,
                back: BackKey::new(&old, &old_address),
                new,
            })
            .collect();
        let phones: Vec<(String, ConnId)> = self
            .phones
            .iter()
            .filter(|(_, p)| p.generation == self.generation)
            .map(|(id, p)| (id.clone(), p.conn))
            .collect();
        for (phone, conn) in phones {
            let seat = lock(&self.shared.room).seat_of(conn);
            let new = seat.and_then(|s| rotated.iter().find(|r| r.seat == s));
            if let Some(r) = new {
                let moved = Body::Moved(
                    fresh.address().room_hex().into(),
                    fresh.address().game_text().into(),
                    r.new.clone().into(),
                );
                self.letter_to(&phone, moved);
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
        if let Ok(cast) = CastKey::random() {
            self.cast = cast;
        }
        self.clear_casts();
        self.to_cast.clear();
        let old = std::mem::replace(&mut self.key, fresh);
        let older = self.moved_from.replace(OldRoom {
            key: old,
            since: Instant::now(),
            generation: self.generation,
            tokens: rotated,
            backs: Backs::default(),
            answers: Bucket::full(OLD_ROOM_BURST, Instant::now()),
        });
        self.generation += 1;
        self.backs = Backs::default();
        if let Some(older) = older {
            self.unsubscribe(&older.key.address().up_topic());
        }
        let mut status = lock(&self.status);
        status.link = join_link(&self.config.page, &self.config.broker, self.key.address());
        status.fingerprint = self.key.address().fingerprint();
    }

    /// Stopping: the connection closed (the game keeps nothing on the broker).
    fn finish(mut self) {
        self.clear_casts();
        if let Some(wire) = self.wire.take() {
            wire.close();
        }
    }
}

#[cfg(test)]
mod tests;
