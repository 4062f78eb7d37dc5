//! Shared by the phones' tests and bench: a phone (a real WebSocket client, tungstenite's),
//! raw HTTP requests, and a host that plays a rules game over the real server as the
//! game would: poll, throw for the seat on turn, publish, publish the result once the
//! dice "landed".

#![allow(dead_code)]

pub mod attacks;
pub mod audience;
pub mod online;

use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use party_dice_core::rules::{DiceRng, Event, Game};
use party_dice_phones::view;
use party_dice_phones::{Awaiting, Config, HostEvent, Limits, RollResult, Server};
use serde_json::{Value, json};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};

/// A phone: a WebSocket to the server, and what it has been told.
pub struct Phone {
    pub ws: WebSocket<TcpStream>,
    /// The seat it holds, as the server last said.
    pub seat: Option<usize>,
    /// The seat token it keeps.
    pub token: Option<String>,
    /// The last `state` message.
    pub state: Option<Value>,
    /// Every message, in order.
    pub got: Vec<Value>,
    /// The close code, once the server closed.
    pub closed: Option<u16>,
}

/// What one read gave.
enum Got {
    Message(Value),
    Other,
    Nothing,
    Closed,
}

/// Connects to `/ws` on 127.0.0.1, with an `Origin` header if given.
pub fn try_connect(port: u16, origin: Option<&str>) -> Result<Phone, tungstenite::Error> {
    try_connect_from(port, Ipv4Addr::LOCALHOST, origin)
}

/// A TCP connection to 127.0.0.1:`port` from the loopback address `from` (127.0.0.2,
/// 127.10.x.y…): several of them stand for several machines on the network.
pub fn stream_from(port: u16, from: Ipv4Addr) -> std::io::Result<TcpStream> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    socket.bind(&SocketAddr::from((from, 0)).into())?;
    let to = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    socket.connect_timeout(&to.into(), Duration::from_secs(5))?;
    let stream: TcpStream = socket.into();
    stream.set_nodelay(true)?;
    Ok(stream)
}

/// [`try_connect`] from the loopback address `from`.
pub fn try_connect_from(
    port: u16,
    from: Ipv4Addr,
    origin: Option<&str>,
) -> Result<Phone, tungstenite::Error> {
    let mut request = format!("ws://127.0.0.1:{port}/ws").into_client_request()?;
    if let Some(origin) = origin {
        let value = origin
            .parse()
            .map_err(|_| tungstenite::Error::Url(tungstenite::error::UrlError::NoHostName))?;
        request.headers_mut().insert("Origin", value);
    }
    handshake(request, stream_from(port, from)?)
}

/// The WebSocket handshake of `request` over `stream`, and the phone it opens.
fn handshake(
    request: tungstenite::handshake::client::Request,
    stream: std::net::TcpStream,
) -> Result<Phone, tungstenite::Error> {
    stream.set_read_timeout(Some(Duration::from_secs(5)))?;
    let (ws, _) = tungstenite::client(request, stream).map_err(|e| match e {
        tungstenite::HandshakeError::Failure(e) => e,
        tungstenite::HandshakeError::Interrupted(_) => tungstenite::Error::ConnectionClosed,
    })?;
    Ok(Phone {
        ws,
        seat: None,
        token: None,
        state: None,
        got: Vec::new(),
        closed: None,
    })
}

/// A connected phone whose browser asks for `accept_language` (its upgrade request's
/// `Accept-Language`), with the origin the page would send.
pub fn connect_speaking(port: u16, accept_language: &str) -> Phone {
    let connect = || -> Result<Phone, tungstenite::Error> {
        let mut request = format!("ws://127.0.0.1:{port}/ws").into_client_request()?;
        let bad = |_| tungstenite::Error::Url(tungstenite::error::UrlError::NoHostName);
        let origin = format!("http://127.0.0.1:{port}").parse().map_err(bad)?;
        let asked = accept_language.parse().map_err(bad)?;
        request.headers_mut().insert("Origin", origin);
        request.headers_mut().insert("Accept-Language", asked);
        handshake(request, stream_from(port, Ipv4Addr::LOCALHOST)?)
    };
    connect().unwrap_or_else(|e| panic!("connect: {e}"))
}

/// A connected phone (the origin the page would send).
pub fn connect(port: u16) -> Phone {
    let origin = format!("http://127.0.0.1:{port}");
    try_connect(port, Some(&origin)).unwrap_or_else(|e| panic!("connect: {e}"))
}

impl Phone {
    /// Sends a text message; false once the connection is gone.
    pub fn send_text(&mut self, text: &str) -> bool {
        self.ws.send(Message::text(text)).is_ok()
    }

    /// Sends a JSON message.
    pub fn send(&mut self, message: &Value) -> bool {
        self.send_text(&message.to_string())
    }

    /// The next message within `timeout`, noted; `None` on timeout or close.
    pub fn next(&mut self, timeout: Duration) -> Option<Value> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let tick = left.max(Duration::from_millis(1));
            self.ws.get_ref().set_read_timeout(Some(tick)).ok()?;
            match self.read_one() {
                Got::Message(value) => return Some(value),
                Got::Nothing if left.is_zero() => return None,
                Got::Nothing | Got::Other => {}
                Got::Closed => return None,
            }
        }
    }

    /// Reads one frame and notes what it says.
    fn read_one(&mut self) -> Got {
        match self.ws.read() {
            Ok(Message::Text(text)) => match serde_json::from_str::<Value>(&text) {
                Ok(value) => {
                    self.note(&value);
                    Got::Message(value)
                }
                Err(_) => Got::Other,
            },
            Ok(Message::Close(frame)) => {
                self.closed = Some(frame.map_or(1005, |f| u16::from(f.code)));
                Got::Other
            }
            Ok(_) => Got::Other,
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
            {
                Got::Nothing
            }
            Err(_) => {
                self.closed.get_or_insert(1006);
                Got::Closed
            }
        }
    }

    fn note(&mut self, value: &Value) {
        match value["type"].as_str() {
            Some("state") => self.state = Some(value.clone()),
            Some("welcome" | "seat") => {
                self.seat = value["seat"].as_u64().map(|s| s as usize);
                if let Some(token) = value["token"].as_str() {
                    self.token = Some(token.to_string());
                }
            }
            _ => {}
        }
        self.got.push(value.clone());
    }

    /// Reads until a message matches `want`, within `timeout`.
    pub fn until(&mut self, timeout: Duration, want: impl Fn(&Value) -> bool) -> Option<Value> {
        let deadline = Instant::now() + timeout;
        while let Some(v) = self.next(deadline.saturating_duration_since(Instant::now())) {
            if want(&v) {
                return Some(v);
            }
        }
        None
    }

    /// Waits (within `timeout`) until the last state matches `want`.
    pub fn wait_state(&mut self, timeout: Duration, want: impl Fn(&Value) -> bool) -> bool {
        if self.state.as_ref().is_some_and(&want) {
            return true;
        }
        self.until(timeout, |v| v["type"] == "state" && want(v))
            .is_some()
    }

    /// Reads whatever has arrived, without waiting.
    pub fn drain(&mut self) {
        if self.ws.get_ref().set_nonblocking(true).is_err() {
            return;
        }
        while matches!(self.read_one(), Got::Message(_) | Got::Other) {}
        let _ = self.ws.get_ref().set_nonblocking(false);
    }

    /// Waits until the server has closed the connection (within `timeout`).
    pub fn wait_closed(&mut self, timeout: Duration) -> Option<u16> {
        let deadline = Instant::now() + timeout;
        while self.closed.is_none() && Instant::now() < deadline {
            self.next(Duration::from_millis(50));
        }
        self.closed
    }

    /// Joins with `code` (and the token it keeps); returns the reply.
    pub fn hello(&mut self, code: &str) -> Value {
        let token = self.token.clone();
        self.send(&json!({"type": "hello", "v": 2, "code": code, "token": token}));
        self.until(Duration::from_secs(5), |v| {
            matches!(v["type"].as_str(), Some("welcome" | "error"))
        })
        .unwrap_or_else(|| panic!("no answer to hello"))
    }

    /// Takes `seat`; panics if refused.
    pub fn take(&mut self, seat: usize) {
        self.send(&json!({"type": "take", "seat": seat}));
        let reply = self.until(Duration::from_secs(5), |v| {
            matches!(v["type"].as_str(), Some("seat" | "error"))
        });
        assert_eq!(self.seat, Some(seat), "{reply:?}");
    }

    /// The last error code the phone got.
    pub fn last_error(&self) -> Option<String> {
        self.got
            .iter()
            .rev()
            .find(|v| v["type"] == "error")
            .and_then(|v| v["code"].as_str().map(str::to_string))
    }

    /// Waits (within `timeout`) until the game's state shows `step` waiting for this phone's
    /// dice; false if it never does.
    pub fn wait_turn(&mut self, step: u64, timeout: Duration) -> bool {
        let seat = self.seat;
        if self.state.as_ref().is_some_and(|s| my_turn(s, seat, step)) {
            return true;
        }
        self.until(timeout, |v| my_turn(v, seat, step)).is_some()
    }
}

/// Whether a `state` message shows `step` waiting for the dice of the phone in `seat`.
pub fn my_turn(state: &Value, seat: Option<usize>, step: u64) -> bool {
    let t = &state["state"];
    let mine = match (&t["turn"], seat) {
        (Value::String(a), Some(_)) => a == "anyone",
        (turn, Some(seat)) => turn["seat"].as_u64() == Some(seat as u64),
        _ => false,
    };
    state["type"] == "state"
        && mine
        && t["step"].as_u64() == Some(step)
        && t["awaiting"] != "nothing"
}

/// Sends a raw HTTP request and returns the status code and the whole response.
pub fn http(port: u16, request: &str) -> (u16, String) {
    http_from(port, Ipv4Addr::LOCALHOST, request)
}

/// [`http`] from the loopback address `from`.
pub fn http_from(port: u16, from: Ipv4Addr, request: &str) -> (u16, String) {
    let mut stream = stream_from(port, from).unwrap_or_else(|e| panic!("connect: {e}"));
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let _ = stream.write_all(request.as_bytes());
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

/// A plain `GET path` with this server's `Host`.
pub fn get(port: u16, path: &str) -> (u16, String) {
    http(
        port,
        &format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"),
    )
}

/// Panics if a phone was ever shown a card that is not the one published with the
/// result it was shown beside: a roll's outcome never shows before its dice land.
pub fn assert_nothing_early(host: &Host, phone: &Phone) {
    for state in phone.got.iter().filter(|v| v["type"] == "state") {
        let shown = &state["state"];
        if shown["phase"] == "setup" {
            continue;
        }
        let step = shown["result"]["step"].as_u64();
        assert_eq!(
            Some(&shown["card"]),
            host.card_after(step),
            "beside the result of {step:?}"
        );
    }
}

/// A server on an ephemeral port of 127.0.0.1's family, with the game's own limits.
pub fn server() -> Server {
    let config = Config {
        port: 0,
        ipv6: false,
        ..Config::default()
    };
    Server::start(config).unwrap_or_else(|e| panic!("{e}"))
}

/// A host playing `game` with phones, as the game does.
pub struct Host {
    pub server: Server,
    pub game: Game,
    rng: DiceRng,
    /// The step that waits for dice.
    pub step: u64,
    /// Real dice: the phones type faces instead of throwing.
    pub real_dice: bool,
    /// The last result published.
    pub result: Option<RollResult>,
    /// Every throw or typing the host acted on.
    pub played: Vec<HostEvent>,
    /// Events polled but not yet taken.
    heard: std::collections::VecDeque<HostEvent>,
    /// The card as published with each result (keyed by the result's step).
    cards: std::collections::BTreeMap<Option<u64>, Value>,
    /// When the last step (with the last result) was published.
    pub opened: Instant,
    /// How long the dice take to land (none in the tests: they play at machine speed).
    pub landing: Duration,
}

impl Host {
    /// A server on an ephemeral port for `game`, seeded dice. The host plays at machine
    /// speed, a roll every few milliseconds, so a phone's message limit is raised.
    pub fn start(game: Game, seed: u64) -> Host {
        let limits = Limits {
            burst: 1000.0,
            per_second: 1000.0,
        };
        let config = Config {
            port: 0,
            ipv6: false,
            limits,
            ..Config::default()
        };
        Host::with(game, seed, config)
    }

    /// A host for `game` on a server started with `config`.
    pub fn with(game: Game, seed: u64, config: Config) -> Host {
        let server = Server::start(config).unwrap_or_else(|e| panic!("{e}"));
        Host {
            server,
            game,
            rng: DiceRng::seeded(seed),
            step: 0,
            real_dice: false,
            result: None,
            played: Vec::new(),
            heard: Default::default(),
            cards: Default::default(),
            opened: Instant::now(),
            landing: Duration::ZERO,
        }
    }

    /// The port.
    pub fn port(&self) -> u16 {
        self.server.port()
    }

    /// The code, as text.
    pub fn code(&self) -> String {
        self.server.code().to_string()
    }

    /// Shows the setup with the game's players.
    pub fn setup(&self) {
        self.server.publish(view::setup(
            &party_dice_core::present::game_title(self.game.kind()),
            self.game.players(),
        ));
    }

    /// Publishes the game waiting for the next roll.
    pub fn open(&mut self) {
        let awaiting = if self.real_dice {
            Awaiting::Type
        } else {
            Awaiting::Throw
        };
        let state = view::playing(&self.game, awaiting, self.step, self.result.clone());
        let card = serde_json::to_value(&state.card).unwrap_or_default();
        self.cards
            .insert(self.result.as_ref().map(|r| r.step), card);
        self.opened = Instant::now();
        self.server.publish(state);
    }

    /// The next event from the phones within `timeout`.
    pub fn wait_event(&mut self, timeout: Duration) -> Option<HostEvent> {
        let deadline = Instant::now() + timeout;
        loop {
            self.heard.extend(self.server.poll());
            if let Some(e) = self.heard.pop_front() {
                return Some(e);
            }
            if Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(Duration::from_micros(200));
        }
    }

    /// Acts on a throw or typed dice for the seat on turn, as the game does: first shows
    /// the dice rolling (nothing awaited, and the state as it was: nothing of the roll
    /// shows before the dice land), then rolls and, as the dice land, shows the result
    /// and the next step. Returns the roll's events; panics on anything else.
    pub fn play(&mut self, event: HostEvent) -> Vec<Event> {
        let turn = view::turn(&self.game);
        let rolling = view::playing(
            &self.game,
            Awaiting::Nothing,
            self.step,
            self.result.clone(),
        );
        self.server.publish(rolling);
        let events = match &event {
            HostEvent::Throw { seat, .. } if !self.real_dice => {
                assert_seat(turn, *seat);
                self.game.roll(&mut self.rng)
            }
            HostEvent::Typed { seat, faces } if self.real_dice => {
                assert_seat(turn, *seat);
                self.game.enter(faces)
            }
            other => panic!("the host did not expect {other:?}"),
        }
        .unwrap_or_else(|e| panic!("{e}"));
        self.played.push(event);
        std::thread::sleep(self.landing);
        self.result = Some(view::result(&self.game, &events, self.step));
        self.step += 1;
        self.open();
        events
    }

    /// The card published with the result of `step` (`None`: before any roll).
    pub fn card_after(&self, step: Option<u64>) -> Option<&Value> {
        self.cards.get(&step)
    }
}

fn assert_seat(turn: party_dice_phones::Turn, seat: usize) {
    use party_dice_phones::Turn;
    assert!(
        turn == Turn::Anyone || turn == Turn::Seat(seat),
        "seat {seat} threw on {turn:?}"
    );
}

/// This process's resident memory (Linux: `VmRSS` in `/proc/self/status`), 0 elsewhere:
/// the benches read it in a child that runs only the server.
pub fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// This thread's time on a CPU so far, where Linux tells it (`/proc/thread-self/schedstat`,
/// nanoseconds); zero elsewhere. Unlike the wall clock, it leaves out the time the thread
/// waited for a core while others ran. The kernel brings the figure up to date when the
/// thread leaves the CPU, so it yields first.
pub fn thread_cpu() -> Duration {
    std::thread::yield_now();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map_or(Duration::ZERO, Duration::from_nanos)
}

/// The median of `xs` (the benches' figures).
pub fn median(xs: &[Duration]) -> Duration {
    percentile(xs, 0.5)
}

/// The 99th percentile of `xs`.
pub fn p99(xs: &[Duration]) -> Duration {
    percentile(xs, 0.99)
}

/// The `q` quantile of `xs` (nearest rank), zero for none.
pub fn percentile(xs: &[Duration], q: f64) -> Duration {
    let mut sorted = xs.to_vec();
    sorted.sort_unstable();
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}
