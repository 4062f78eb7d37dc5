//! The phones' server: a listener per address family on its own threads, a thread per
//! connection (and a writer thread per WebSocket), all sharing the [`Room`] behind a
//! mutex, and the host's side, which never blocks: [`Server::poll`] drains a channel
//! with `try_recv`, [`Server::publish`] takes the room's lock for the time it takes to
//! queue a message per phone.
//!
//! Channels are `std::sync::mpsc`: no extra crate, and the host is their only reader. A
//! connection's outgoing queue is a bounded `sync_channel` filled with `try_send`, so a
//! phone that stops reading is dropped instead of holding memory or the host.

use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::messages::{HostEvent, HostState, JoinRequest, MemberId, MemberNews, Presence};
use super::net::{QrMatrix, join_url, lan_addresses, page_url};
use super::online::host::Host;
use super::online::{OnlineConfig, OnlineStatus, WireError};
use super::protocol::{RandomError, RoomCode, RoomKey};
use super::room::{Close, Limits, Room};
pub use super::shared::Waker;
use super::shared::{Out, Shared, Sockets, Tap, ToBroker, lock, queue};
use super::socket;
use super::words::JoinRefusal;
use party_dice_core::i18n::Lang;
use party_dice_core::settings::DEFAULT_PHONE_PORT;

/// Ports tried, from the one asked for up, before giving up.
pub const PORT_TRIES: u16 = 20;
/// How long [`Server::stop`] lets phones take their "going away" close frame before it
/// shuts every socket.
const CLOSE_GRACE: Duration = Duration::from_millis(200);
/// How often an idle listener looks for the stop flag.
const ACCEPT_TICK: Duration = Duration::from_millis(20);

/// How to start the server.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Config {
    /// The port to listen on; when it is taken, the next free one of [`PORT_TRIES`] is
    /// used. `0` lets the OS choose (tests).
    pub port: u16,
    /// Also listen on IPv6 (`[::]`, v6 only, beside `0.0.0.0`) where the OS has it.
    pub ipv6: bool,
    /// How many messages a phone may send (the default for the game).
    pub limits: Limits,
    /// How soon a phone must be let in (say hello with the code, or be welcomed online)
    /// after it connected; [`HELLO_TIMEOUT`] unless a test shortens it.
    pub hello_timeout: Duration,
}

/// A phone that has not been let in this long after connecting is closed (on the LAN: it
/// must give the room code this soon after its WebSocket opened; nothing it sends
/// meanwhile, pings or other frames, keeps it longer).
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(10);

impl Default for Config {
    fn default() -> Self {
        Config {
            port: DEFAULT_PHONE_PORT,
            ipv6: true,
            limits: Limits::default(),
            hello_timeout: HELLO_TIMEOUT,
        }
    }
}

/// Why the server did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// Every port tried was taken.
    #[error("ports {first} to {last} are all taken; choose another with --port")]
    NoFreePort {
        /// The port asked for.
        first: u16,
        /// The last one tried.
        last: u16,
    },
    /// Listening failed for another reason.
    #[error("cannot listen on port {port}: {error}")]
    Listen {
        /// The port.
        port: u16,
        /// Why.
        error: io::Error,
    },
    /// No room code could be drawn.
    #[error(transparent)]
    Random(#[from] RandomError),
    /// A thread could not be started.
    #[error("cannot start the server's thread: {0}")]
    Thread(io::Error),
}

impl StartError {
    /// The reason in the language in use, for the shared screen (`Display` is the
    /// developer's English).
    pub fn words(&self) -> String {
        match self {
            StartError::NoFreePort { first, last } => party_dice_core::t!(
                "phones-start-no-port",
                first = first.to_string(),
                last = last.to_string()
            ),
            StartError::Listen { port, error } => party_dice_core::t!(
                "phones-start-listen",
                port = port.to_string(),
                error = error.to_string()
            ),
            StartError::Random(_) => party_dice_core::t!("phones-start-random"),
            StartError::Thread(error) => {
                party_dice_core::t!("phones-start-thread", error = error.to_string())
            }
        }
    }
}

/// The online room's thread, as the server holds it.
struct Online {
    thread: JoinHandle<()>,
    stop: Arc<AtomicBool>,
    status: Arc<Mutex<OnlineStatus>>,
}

/// The running server; dropping it stops it (see [`Server::stop`]).
pub struct Server {
    online: Option<Online>,
    shared: Arc<Shared>,
    events: Mutex<Receiver<HostEvent>>,
    listeners: Vec<JoinHandle<()>>,
    code: RoomCode,
    key: RoomKey,
    addresses: Vec<IpAddr>,
    asked: u16,
}

/// Members told at once: more go from a thread of their own, so many at a time
/// ([`Server::tell_members`]).
pub const TELL_AT_ONCE: usize = 256;

/// Tells each member's phone its news, under the room's lock.
fn tell(shared: &Shared, news: &[(MemberId, MemberNews)]) {
    shared.with_room(|room| {
        let effects = news
            .iter()
            .flat_map(|(member, n)| room.tell_member(*member, n))
            .collect();
        ((), effects)
    });
}

impl Server {
    /// Starts listening on every interface (`0.0.0.0`, and `[::]` where there is IPv6)
    /// on the port asked for, or the next free one, with a fresh room code.
    pub fn start(config: Config) -> Result<Server, StartError> {
        let code = RoomCode::random()?;
        let key = RoomKey::random()?;
        let (listeners, port) = bind(config)?;
        let (host, events) = mpsc::channel();
        let shared = Arc::new(Shared {
            room: Mutex::new(Room::new(code, key, config.limits)),
            stop: AtomicBool::new(false),
            host,
            waker: Mutex::new(None),
            sockets: Mutex::new(Sockets::default()),
            port,
            online: Mutex::new(None),
            hello_timeout: config.hello_timeout,
        });
        let mut threads = Vec::new();
        for listener in listeners {
            let worker = shared.clone();
            let spawned = thread::Builder::new()
                .name("phones-listen".into())
                .spawn(move || accept_loop(&worker, &listener));
            match spawned {
                Ok(handle) => threads.push(handle),
                Err(e) => {
                    shared.stop.store(true, Ordering::SeqCst);
                    return Err(StartError::Thread(e));
                }
            }
        }
        Ok(Server {
            online: None,
            shared,
            events: Mutex::new(events),
            listeners: threads,
            code,
            key,
            addresses: lan_addresses(),
            asked: config.port,
        })
    }

    /// What the phones did since the last call: call once a frame. Never blocks.
    pub fn poll(&self) -> Vec<HostEvent> {
        let events = lock(&self.events);
        std::iter::from_fn(|| events.try_recv().ok()).collect()
    }

    /// Calls `wake` (on a server thread) whenever a phone's event is queued for
    /// [`Server::poll`], so that a host that sleeps between frames polls at once. It must
    /// return quickly and must not call the server back.
    pub fn set_waker(&self, wake: impl Fn() + Send + Sync + 'static) {
        *lock(&self.shared.waker) = Some(Arc::new(wake));
    }

    /// Shows `state` on every phone, in the words it has. Publish whenever it changes;
    /// publish a result only after its dice have landed on the shared screen.
    pub fn publish(&self, state: HostState) {
        self.shared.with_room(|room| ((), room.publish(state)));
    }

    /// Shows `state` on every phone in the phone's own language: `state` is the table in
    /// the language in use ([`party_dice_core::i18n::current`]), and `render` makes it again (in
    /// whatever language [`party_dice_core::i18n::current`] says while it runs): it is called once
    /// for each other language the game speaks, so that a party of phones in several
    /// languages each read their own.
    pub fn publish_worded(&self, state: HostState, render: impl Fn() -> HostState) {
        let here = party_dice_core::i18n::current();
        let worded: Vec<(Lang, HostState)> = Lang::ALL
            .iter()
            .map(|&lang| match lang == here {
                true => (lang, state.clone()),
                false => (lang, party_dice_core::i18n::with_lang(lang, &render)),
            })
            .collect();
        self.shared
            .with_room(|room| ((), room.publish_worded(state, worded)));
    }

    /// Shows the table last published again with nothing awaited (in every language it
    /// was worded in): a throw handed over that the game did not take; publishing the
    /// table as it is next lets a throw for that step through once more.
    pub fn publish_closed(&self) {
        self.shared.with_room(|room| ((), room.publish_closed()));
    }

    /// Frees a seat: its phone (if any) watches, and its token no longer brings it
    /// back. False if no phone held it.
    pub fn free_seat(&self, seat: usize) -> bool {
        self.shared.with_room(|room| room.free_seat(seat))
    }

    /// Gives the phone that asked to join the seat its player now has (publish the new
    /// seats first). False if that phone has gone or the seat is not free.
    pub fn admit(&self, request: JoinRequest, seat: usize) -> bool {
        self.shared.with_room(|room| room.admit(request, seat))
    }

    /// Locks the room (no new phone takes a seat or asks to join; phones without a seat
    /// may stay and watch when `spectators`) or opens it again.
    pub fn lock(&self, locked: bool, spectators: bool) {
        self.shared
            .with_room(|room| ((), room.lock(locked, spectators)));
    }

    /// Blocks the phone of `seat` for as long as this server runs: its seat is free, its
    /// token void, its address refused. False if no phone held it.
    pub fn block(&self, seat: usize) -> bool {
        self.shared.with_room(|room| room.block(seat))
    }

    /// Blocks every spectator now (see [`Room::block_spectators`]); how many went.
    pub fn block_spectators(&self) -> usize {
        self.shared.with_room(|room| room.block_spectators())
    }

    /// Tells audience member `member`'s phone `news` (nothing if it has none now).
    pub fn tell_member(&self, member: MemberId, news: &MemberNews) {
        self.shared
            .with_room(|room| ((), room.tell_member(member, news)));
    }

    /// Tells each member's phone its news (the standings after a throw: one for every
    /// member), in order. Up to [`TELL_AT_ONCE`] under one hold of the room; more (a
    /// stream's audience) from a thread of their own, so many at a time, so that the
    /// caller (the window's frame) never waits for them and the room's lock is never
    /// held long.
    pub fn tell_members(&self, news: &[(MemberId, MemberNews)]) {
        if news.len() <= TELL_AT_ONCE {
            return tell(&self.shared, news);
        }
        let (shared, all) = (self.shared.clone(), news.to_vec());
        let spawned = thread::Builder::new()
            .name("party-dice-standings".into())
            .spawn(move || all.chunks(TELL_AT_ONCE).for_each(|n| tell(&shared, n)));
        if spawned.is_err() {
            news.chunks(TELL_AT_ONCE)
                .for_each(|n| tell(&self.shared, n));
        }
    }

    /// Blocks audience member `member` for the server's life (their token void, their
    /// phone sent away, a LAN phone's address refused). False if no such member.
    pub fn block_member(&self, member: MemberId) -> bool {
        self.shared.with_room(|room| room.block_member(member))
    }

    /// Takes phones through an MQTT broker too (see [`super::online`]): a thread
    /// connects out to `config.broker` (and keeps reconnecting, with backoff), with a
    /// fresh room id and key in the link [`Server::online`] gives. Going online again
    /// first goes offline. Fails at once only on a broker URL that is not one; an
    /// unreachable broker is a [`OnlineStatus::problem`], while the LAN plays on.
    pub fn go_online(&mut self, config: OnlineConfig) -> Result<(), WireError> {
        self.go_offline();
        let stop = Arc::new(AtomicBool::new(false));
        let host = Host::new(self.shared.clone(), config, stop.clone())?;
        let status = host.status();
        let (tx, rx) = mpsc::channel();
        *lock(&self.shared.online) = Some(Tap {
            conns: Default::default(),
            tx,
        });
        let thread = thread::Builder::new()
            .name("phones-online".into())
            .spawn(move || host.run(&rx))
            .map_err(|e| WireError::Lost(e.to_string()))?;
        self.online = Some(Online {
            thread,
            stop,
            status,
        });
        Ok(())
    }

    /// Stops taking phones through the broker: every online phone leaves the room.
    pub fn go_offline(&mut self) {
        let Some(online) = self.online.take() else {
            return;
        };
        // Not joined: connecting to a broker that does not answer can take seconds, and
        // the window must not wait for it. The thread sees the flag at its next turn,
        // and its channel is closed below.
        online.stop.store(true, Ordering::SeqCst);
        drop(online.thread);
        let conns = lock(&self.shared.online)
            .take()
            .map(|tap| tap.conns)
            .unwrap_or_default();
        for conn in conns {
            self.shared.with_room(|room| ((), room.disconnect(conn)));
        }
    }

    /// The online room's link and state, when online.
    pub fn online(&self) -> Option<OnlineStatus> {
        self.online.as_ref().map(|o| lock(&o.status).clone())
    }

    /// A new online room id and key (the join card's New link): seated online phones
    /// move with their seats, others must open the new link.
    pub fn new_link(&self) {
        if let Some(tap) = lock(&self.shared.online).as_ref() {
            let _ = tap.tx.send(ToBroker::NewLink);
        }
    }

    /// Sockets open now that have not given the room code (for tests and the bench).
    pub fn unproven_sockets(&self) -> usize {
        self.shared.unproven()
    }

    /// Tells the phone that asked to join that it was not added, and why (in its
    /// language).
    pub fn refuse(&self, request: JoinRequest, why: JoinRefusal) {
        self.shared
            .with_room(|room| ((), room.refuse_join(request, why)));
    }

    /// Which seats have phones, and how many browsers watch: for the shared screen.
    pub fn presence(&self) -> Presence {
        lock(&self.shared.room).presence()
    }

    /// The address phones should open: the machine's LAN address (`127.0.0.1` when it
    /// has none).
    pub fn address(&self) -> IpAddr {
        self.addresses
            .first()
            .copied()
            .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
    }

    /// Every address the machine can be reached on, best first, loopback last.
    pub fn addresses(&self) -> &[IpAddr] {
        &self.addresses
    }

    /// The port listened on.
    pub fn port(&self) -> u16 {
        self.shared.port
    }

    /// The room code.
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// `http://ADDRESS:PORT/`.
    pub fn url(&self) -> String {
        page_url(self.address(), self.port())
    }

    /// The URL with the room key, which the QR code holds
    /// (`http://ADDRESS:PORT/#0123456789ab`).
    pub fn join_url(&self) -> String {
        join_url(self.address(), self.port(), self.key)
    }

    /// The QR code of [`Server::join_url`], to paint on the shared screen.
    pub fn qr(&self) -> Option<QrMatrix> {
        QrMatrix::encode(&self.join_url()).ok()
    }

    /// The line printed on stdout: `phones: http://ADDRESS:PORT/ code ABCD`.
    pub fn banner(&self) -> String {
        format!("phones: {} code {}", self.url(), self.code)
    }

    /// When the port asked for was taken: "port 8080 is taken; phones use 8081" (in
    /// the language in use).
    pub fn port_note(&self) -> Option<String> {
        (self.asked != 0 && self.asked != self.port()).then(|| {
            party_dice_core::t!(
                "phones-port-taken",
                asked = self.asked.to_string(),
                port = self.port().to_string()
            )
        })
    }

    /// Stops the server: no new connection is taken, every phone gets a "going away"
    /// close, every socket is shut and every thread joined. Bounded: a socket is shut
    /// after [`CLOSE_GRACE`] however slow its phone, and every thread's blocking call
    /// returns when its socket is shut.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        self.go_offline();
        let shared = &self.shared;
        if shared.stop.swap(true, Ordering::SeqCst) {
            return;
        }
        for handle in self.listeners.drain(..) {
            let _ = handle.join();
        }
        let going = Close {
            code: 1001,
            reason: "the game stopped taking phones",
        };
        for writer in lock(&shared.sockets).writers.values() {
            queue(writer, Out::Close(going));
        }
        let deadline = Instant::now() + CLOSE_GRACE;
        while Instant::now() < deadline && !lock(&shared.sockets).writers.is_empty() {
            thread::sleep(Duration::from_millis(5));
        }
        let threads = {
            let mut sockets = lock(&shared.sockets);
            for open in sockets.open.values() {
                let _ = open.stream.shutdown(std::net::Shutdown::Both);
            }
            std::mem::take(&mut sockets.threads)
        };
        for handle in threads {
            let _ = handle.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Listeners on `0.0.0.0` (and `[::]`) on the port asked for or the next free one.
fn bind(config: Config) -> Result<(Vec<TcpListener>, u16), StartError> {
    let first = config.port;
    let tries = if first == 0 { 1 } else { PORT_TRIES };
    let last = first.saturating_add(tries - 1);
    for port in first..=last {
        let v4 = match listen(SocketAddr::from((Ipv4Addr::UNSPECIFIED, port))) {
            Ok(listener) => listener,
            Err(e) if e.kind() == io::ErrorKind::AddrInUse => continue,
            Err(error) => return Err(StartError::Listen { port, error }),
        };
        let port = v4
            .local_addr()
            .map_err(|error| StartError::Listen { port, error })?
            .port();
        let mut listeners = vec![v4];
        // IPv6 is a bonus: where the OS has none, or the port is taken there, phones
        // still reach the game on IPv4.
        if config.ipv6
            && let Ok(v6) = listen(SocketAddr::from((Ipv6Addr::UNSPECIFIED, port)))
        {
            listeners.push(v6);
        }
        return Ok((listeners, port));
    }
    Err(StartError::NoFreePort { first, last })
}

/// A non-blocking listener on `addr`; an IPv6 one takes IPv6 only, so that it can sit
/// beside the IPv4 one on the same port. Like std's listeners, `SO_REUSEADDR` on Unix
/// (a restarted game gets its port back at once), not on Windows (where it would let
/// two programs share a port).
fn listen(addr: SocketAddr) -> io::Result<TcpListener> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::for_address(addr), Type::STREAM, None)?;
    if addr.is_ipv6() {
        socket.set_only_v6(true)?;
    }
    if cfg!(unix) {
        socket.set_reuse_address(true)?;
    }
    socket.bind(&addr.into())?;
    socket.listen(128)?;
    let listener: TcpListener = socket.into();
    listener.set_nonblocking(true)?;
    Ok(listener)
}

fn accept_loop(shared: &Arc<Shared>, listener: &TcpListener) {
    while !shared.stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, peer)) => take(shared, stream, peer.ip()),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => thread::sleep(ACCEPT_TICK),
            // A connection that failed before it was taken, or descriptors run out:
            // wait a moment and go on.
            Err(_) => thread::sleep(ACCEPT_TICK),
        }
    }
}

/// Serves one accepted socket on its own thread, if there is room for it.
fn take(shared: &Arc<Shared>, stream: TcpStream, peer: IpAddr) {
    // Accepted sockets inherit non-blocking mode on some systems: serve them blocking.
    if stream.set_nonblocking(false).is_err() || stream.set_nodelay(true).is_err() {
        return;
    }
    let Some(id) = shared.track(&stream, peer) else {
        return; // Too many sockets: dropping it closes it.
    };
    let worker = shared.clone();
    let spawned = thread::Builder::new()
        .name("phones-conn".into())
        .stack_size(256 * 1024)
        .spawn(move || {
            socket::serve(&worker, stream, peer, id);
            worker.untrack(id);
        });
    match spawned {
        Ok(handle) => lock(&shared.sockets).threads.push(handle),
        Err(_) => shared.untrack(id),
    }
}
