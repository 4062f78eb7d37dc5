//! What the phones' server's threads share: the room behind its lock, the open sockets
//! and each WebSocket's writer, and the channel to the host; the room's effects are
//! carried out here, in the order the room made them.

use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, Ipv6Addr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Instant;

use super::messages::HostEvent;
use super::room::{Close, ConnId, Effect, MAX_CONNECTIONS, Room};
use party_dice_core::i18n::Lang;

/// Sockets from one address (IPv6: one /64) that have not given the room code yet: page
/// loads, handshakes and WebSockets before their `hello`. One more from there is closed
/// at once; other addresses are not touched.
pub(crate) const MAX_UNPROVEN_PER_ADDRESS: usize = 6;
/// Such sockets from every address together. When they are all taken, a new one from an
/// address with fewer than its share cuts the oldest socket of the address that holds
/// the most, so that no address (or crowd of addresses) keeps another out.
pub(crate) const MAX_UNPROVEN: usize = 128;
/// Sockets served at once: the room's joined WebSockets and the unproven ones.
pub(crate) const MAX_SOCKETS: usize = MAX_CONNECTIONS + MAX_UNPROVEN;

/// What a connection's writer thread is asked to send.
#[derive(Debug)]
pub(super) enum Out {
    /// A text message.
    Text(Arc<str>),
    /// Bytes already framed (the reader's WebSocket replies: pongs, close).
    Raw(Vec<u8>),
    /// A close frame, then the end.
    Close(Close),
}

/// A WebSocket's writer, as the dispatcher reaches it.
pub(super) struct Writer {
    pub(super) queue: SyncSender<Out>,
    pub(super) stream: TcpStream,
    /// Set when the room closed it: its reader stops.
    pub(super) closing: Arc<AtomicBool>,
}

/// An open socket, as the fair shares count it.
pub(super) struct Open {
    pub(super) stream: TcpStream,
    /// Its address (IPv6: its /64).
    origin: IpAddr,
    since: Instant,
    /// Its WebSocket gave the room code (or key): no longer counted as unproven.
    proven: bool,
    /// Cut to make room: its thread is ending.
    cut: bool,
}

/// The address a socket counts under: an IPv4 address, or an IPv6 address's /64 (one
/// machine can hold a whole /64).
pub fn origin(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !(u128::MAX >> 64))),
    }
}

/// Every open socket, for `Server::stop` to shut, and every connection thread, to join.
#[derive(Default)]
pub(super) struct Sockets {
    pub(super) next: u64,
    pub(super) open: HashMap<u64, Open>,
    pub(super) writers: HashMap<ConnId, Writer>,
    pub(super) threads: Vec<JoinHandle<()>>,
}

/// What the room sends through the broker (the online room's thread seals and
/// publishes it).
#[derive(Debug)]
pub(super) enum ToBroker {
    /// A message for one online phone.
    Text(ConnId, Arc<str>),
    /// Close an online phone's connection.
    Close(ConnId, Close),
    /// A table for every online phone without a seat that reads this language (the
    /// host's words where `None`): cast once for all of them.
    Cast(Option<Lang>, Arc<str>),
    /// A new room id and game key (the host's New link).
    NewLink,
}

/// The online room's side of the dispatcher: which connections are online, and the
/// channel to its thread.
pub(super) struct Tap {
    pub(super) conns: HashSet<ConnId>,
    pub(super) tx: Sender<ToBroker>,
}

/// What the host asks to be called when a phone's event is queued for [`Server::poll`]:
/// the game wakes its sleeping window with it.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// What the server's threads share.
pub(super) struct Shared {
    pub(super) room: Mutex<Room>,
    pub(super) stop: AtomicBool,
    pub(super) host: Sender<HostEvent>,
    pub(super) waker: Mutex<Option<Waker>>,
    pub(super) sockets: Mutex<Sockets>,
    pub(super) port: u16,
    /// The online room, once the host went online.
    pub(super) online: Mutex<Option<Tap>>,
    /// How soon a new phone must be let in ([`crate::server::Config::hello_timeout`]).
    pub(super) hello_timeout: std::time::Duration,
}

/// A poisoned lock only means a thread panicked while holding it; the room's state is
/// still whole (every method leaves it consistent), so carry on with it.
pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Shared {
    /// Runs `f` on the room and carries out its effects while still holding the room's
    /// lock, so that every phone gets the room's messages in the order the room made
    /// them (a state published by the host never overtaken by an older one).
    pub(super) fn with_room<R>(&self, f: impl FnOnce(&mut Room) -> (R, Vec<Effect>)) -> R {
        let mut room = lock(&self.room);
        let (result, effects) = f(&mut room);
        self.dispatch(effects);
        drop(room);
        result
    }

    fn dispatch(&self, effects: Vec<Effect>) {
        if effects.is_empty() {
            return;
        }
        let sockets = lock(&self.sockets);
        let online = lock(&self.online);
        let online = online.as_ref();
        let mut told = false;
        for effect in effects {
            match effect {
                Effect::Send(conn, text) => {
                    if let Some(w) = sockets.writers.get(&conn) {
                        queue(w, Out::Text(text));
                    } else if let Some(tap) = online.filter(|t| t.conns.contains(&conn)) {
                        let _ = tap.tx.send(ToBroker::Text(conn, text));
                    }
                }
                Effect::Close(conn, why) => {
                    if let Some(w) = sockets.writers.get(&conn) {
                        w.closing.store(true, Ordering::SeqCst);
                        queue(w, Out::Close(why));
                    } else if let Some(tap) = online.filter(|t| t.conns.contains(&conn)) {
                        let _ = tap.tx.send(ToBroker::Close(conn, why));
                    }
                }
                Effect::Cast(lang, text) => {
                    if let Some(tap) = online {
                        let _ = tap.tx.send(ToBroker::Cast(lang, text));
                    }
                }
                Effect::Host(event) => {
                    // The host has gone only while the server stops: nothing to tell.
                    told |= self.host.send(event).is_ok();
                }
            }
        }
        drop(sockets);
        if told && let Some(wake) = lock(&self.waker).as_ref() {
            wake();
        }
    }

    /// Registers a socket from `peer` for `Server::stop` and the fair shares; `None`
    /// when its address has [`MAX_UNPROVEN_PER_ADDRESS`] unproven sockets already, or
    /// [`MAX_SOCKETS`] are open. When [`MAX_UNPROVEN`] are taken, the oldest socket of
    /// the address holding the most is cut to make room.
    pub(super) fn track(&self, stream: &TcpStream, peer: IpAddr) -> Option<u64> {
        let origin = origin(peer);
        let mut sockets = lock(&self.sockets);
        let mut by_origin: HashMap<IpAddr, (usize, Instant, u64)> = HashMap::new();
        for (id, open) in sockets.open.iter().filter(|(_, o)| !o.proven && !o.cut) {
            let entry = by_origin.entry(open.origin).or_insert((0, open.since, *id));
            entry.0 += 1;
            if open.since < entry.1 {
                (entry.1, entry.2) = (open.since, *id);
            }
        }
        let mine = by_origin.get(&origin).map_or(0, |e| e.0);
        if mine >= MAX_UNPROVEN_PER_ADDRESS {
            return None;
        }
        let unproven: usize = by_origin.values().map(|e| e.0).sum();
        if unproven >= MAX_UNPROVEN {
            // The address holding the most; of those, the one whose oldest socket is
            // oldest. Never this socket's own address unless it holds the most too.
            let victim = by_origin
                .values()
                .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
                .map(|e| e.2);
            if let Some(open) = victim.and_then(|v| sockets.open.get_mut(&v)) {
                open.cut = true;
                let _ = open.stream.shutdown(std::net::Shutdown::Both);
            }
        }
        if sockets.open.len() >= MAX_SOCKETS {
            return None;
        }
        let clone = stream.try_clone().ok()?;
        sockets.next += 1;
        let id = sockets.next;
        let open = Open {
            stream: clone,
            origin,
            since: Instant::now(),
            proven: false,
            cut: false,
        };
        sockets.open.insert(id, open);
        sockets.threads.retain(|t| !t.is_finished());
        Some(id)
    }

    /// The socket's WebSocket gave the room code: it no longer counts against its
    /// address's share.
    pub(super) fn prove(&self, id: u64) {
        if let Some(open) = lock(&self.sockets).open.get_mut(&id) {
            open.proven = true;
        }
    }

    /// Unproven sockets open now, for tests and the bench.
    pub(super) fn unproven(&self) -> usize {
        let sockets = lock(&self.sockets);
        sockets
            .open
            .values()
            .filter(|o| !o.proven && !o.cut)
            .count()
    }

    pub(super) fn untrack(&self, id: u64) {
        lock(&self.sockets).open.remove(&id);
    }
}

/// Queues `out` for a writer; a phone whose queue is full is not reading: cut it off.
pub(super) fn queue(writer: &Writer, out: Out) {
    if let Err(TrySendError::Full(_)) = writer.queue.try_send(out) {
        let _ = writer.stream.shutdown(std::net::Shutdown::Both);
    }
}
