//! What the phones' server's threads share: the room behind its lock, the open sockets
//! and each WebSocket's writer, and the channel to the host; the room's effects are
//! carried out here, in the order the room made them.

use std::collections::HashMap;
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;

use super::messages::HostEvent;
use super::room::{Close, ConnId, Effect, MAX_CONNECTIONS, Room};

/// Sockets served at once: the room's WebSockets and as many page loads and handshakes
/// again as can be under way. One more is closed at once.
pub const MAX_SOCKETS: usize = MAX_CONNECTIONS + 32;

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

/// Every open socket, for `Server::stop` to shut, and every connection thread, to join.
#[derive(Default)]
pub(super) struct Sockets {
    pub(super) next: u64,
    pub(super) open: HashMap<u64, TcpStream>,
    pub(super) writers: HashMap<ConnId, Writer>,
    pub(super) threads: Vec<JoinHandle<()>>,
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
        let mut told = false;
        for effect in effects {
            match effect {
                Effect::Send(conn, text) => {
                    if let Some(w) = sockets.writers.get(&conn) {
                        queue(w, Out::Text(text));
                    }
                }
                Effect::Close(conn, why) => {
                    if let Some(w) = sockets.writers.get(&conn) {
                        w.closing.store(true, Ordering::SeqCst);
                        queue(w, Out::Close(why));
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

    /// Registers a socket for `Server::stop`; `None` when
    /// [`MAX_SOCKETS`] are open.
    pub(super) fn track(&self, stream: &TcpStream) -> Option<u64> {
        let mut sockets = lock(&self.sockets);
        if sockets.open.len() >= MAX_SOCKETS {
            return None;
        }
        let clone = stream.try_clone().ok()?;
        sockets.next += 1;
        let id = sockets.next;
        sockets.open.insert(id, clone);
        sockets.threads.retain(|t| !t.is_finished());
        Some(id)
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
