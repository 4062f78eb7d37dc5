//! A real MQTT broker for the online tests (amqtt, `tests/online/broker.py`, in the venv
//! `tests/online/setup.sh` makes; or rumqttd, for the audience bench's thousands), a
//! phone through it that keeps what it was told as the LAN test phone does, and a spy
//! subscribed to `#`.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use party_dice_core::settings::BrokerUrl;
use party_dice_phones::online::RoomAddress;
use party_dice_phones::online::mqtt::Packet;
use party_dice_phones::online::phone::{Heard, OnlinePhone};
use party_dice_phones::online::wire::Wire;
use serde_json::{Value, json};

/// The broker's Python: `PARTY_DICE_PYTHON`, else the venv `setup.sh` makes.
fn python() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PARTY_DICE_PYTHON") {
        return Some(PathBuf::from(p));
    }
    let venv = std::env::var_os("PARTY_DICE_VENV")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/party-dice/venv"))
        })?;
    // A venv's python: Scripts\python.exe on Windows, bin/python elsewhere.
    let python = venv.join(if cfg!(windows) {
        "Scripts/python.exe"
    } else {
        "bin/python"
    });
    python.exists().then_some(python)
}

/// Which broker, and what runs it.
enum Kind {
    /// amqtt (Python), run by this Python.
    Amqtt(PathBuf),
    /// rumqttd (Rust), this binary.
    Rumqttd(PathBuf),
}

/// A broker on 127.0.0.1 (a WebSocket listener on a free port).
pub struct Broker {
    child: Option<Child>,
    kind: Kind,
    pub port: u16,
}

/// rumqttd's binary: `PARTY_DICE_RUMQTTD`, else where `cargo install rumqttd --version
/// 0.20.0 --locked --root ~/.cache/party-dice/rumqttd` puts it.
fn rumqttd() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PARTY_DICE_RUMQTTD") {
        return Some(PathBuf::from(p));
    }
    let home = PathBuf::from(std::env::var_os("HOME")?);
    let bin = home.join(".cache/party-dice/rumqttd/bin/rumqttd");
    bin.exists().then_some(bin)
}

/// A free port on 127.0.0.1.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"))
}

impl Broker {
    /// Starts one, or `None` (and says why on stderr) where there is no broker to run:
    /// `.ci/run` makes the venv, so there these tests always run.
    pub fn start() -> Option<Broker> {
        let Some(python) = python() else {
            eprintln!(
                "SKIPPED: no MQTT broker here; run `bash tests/online/setup.sh` (needs \
                 python3-venv) or set PARTY_DICE_PYTHON"
            );
            assert!(std::env::var_os("CI").is_none(), "CI must have the broker");
            return None;
        };
        Some(Broker::run(Kind::Amqtt(python)))
    }

    /// rumqttd, a broker in Rust that routes a message by its topic without trying every
    /// subscription (amqtt does, which an audience of thousands outgrows); `None` (and
    /// why on stderr) where it is not installed.
    pub fn start_rumqttd() -> Option<Broker> {
        let Some(bin) = rumqttd() else {
            eprintln!(
                "no rumqttd here: `cargo install rumqttd --version 0.20.0 --locked --root \
                 ~/.cache/party-dice/rumqttd`, or set PARTY_DICE_RUMQTTD"
            );
            return None;
        };
        Some(Broker::run(Kind::Rumqttd(bin)))
    }

    fn run(kind: Kind) -> Broker {
        let mut broker = Broker {
            child: None,
            kind,
            port: free_port(),
        };
        broker.resume();
        broker
    }

    /// The broker's name, for reports.
    pub fn name(&self) -> &'static str {
        match self.kind {
            Kind::Amqtt(_) => "amqtt",
            Kind::Rumqttd(_) => "rumqttd",
        }
    }

    /// `ws://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("ws://127.0.0.1:{}/", self.port)
    }

    /// Stops it (SIGKILL: the worst case, no goodbye to anyone).
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts it (again) on its port and waits until it listens.
    pub fn resume(&mut self) {
        let python = match &self.kind {
            Kind::Amqtt(python) => python.clone(),
            Kind::Rumqttd(bin) => return self.resume_rumqttd(&bin.clone()),
        };
        // From the workspace's top, whichever package's test or example runs this.
        let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let top = here
            .ancestors()
            .find(|dir| dir.join("Cargo.lock").exists())
            .unwrap_or(here);
        let script = top.join("tests/online/broker.py");
        let mut child = Command::new(&python)
            .arg(script)
            .arg(self.port.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start the broker: {e}"));
        let Some(out) = child.stdout.take() else {
            panic!("no stdout from the broker");
        };
        let mut line = String::new();
        let _ = BufReader::new(out).read_line(&mut line);
        assert!(line.contains("broker ready"), "the broker said {line:?}");
        self.child = Some(child);
    }

    /// rumqttd with a WebSocket listener on the port (its config written beside the
    /// temporary files), once it accepts connections.
    fn resume_rumqttd(&mut self, bin: &std::path::Path) {
        let config = std::env::temp_dir().join(format!("party-dice-rumqttd-{}.toml", self.port));
        let text = RUMQTTD_CONFIG.replace("PORT", &self.port.to_string());
        std::fs::write(&config, text).unwrap_or_else(|e| panic!("{e}"));
        let child = Command::new(bin)
            .arg("--config")
            .arg(&config)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start rumqttd: {e}"));
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(Instant::now() < deadline, "rumqttd never listened");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// rumqttd's settings: one WebSocket listener on loopback, room for 20 000 connections,
/// messages up to 128 KiB (the largest letter is 64 KiB and some), no delay between
/// new connections.
const RUMQTTD_CONFIG: &str = r#"id = 0

[router]
id = 0
max_connections = 20000
max_outgoing_packet_count = 200
max_segment_size = 104857600
max_segment_count = 10

[ws.1]
name = "ws-1"
listen = "127.0.0.1:PORT"
next_connection_delay_ms = 0
    [ws.1.connections]
    connection_timeout_ms = 60000
    max_client_id_len = 256
    throttle_delay_ms = 0
    max_payload_size = 131072
    max_inflight_count = 500
    max_inflight_size = 1024
"#;

impl Drop for Broker {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A stranger on the broker without the link: it reads the room id off the topics (as
/// anyone subscribed to `#` can) and sends first letters with fresh valid keys, proved
/// with a game key of its own, `per_second` for `seconds`, on a thread. `join` gives
/// how many it sent.
pub fn stranger(
    broker: &str,
    room: &RoomAddress,
    per_second: f64,
    seconds: u64,
) -> std::thread::JoinHandle<u64> {
    use party_dice_phones::online::seal::{GameKey, PhoneKey};
    let url = BrokerUrl::parse(broker).unwrap_or_else(|e| panic!("{e}"));
    let own = GameKey::random().unwrap_or_else(|e| panic!("{e}"));
    let guess = RoomAddress::parse(&room.room_hex(), &own.address().game_text());
    let guess = guess.unwrap_or_else(|| panic!("an address"));
    std::thread::spawn(move || {
        // It connects again whenever the broker drops it (the browser test kills it).
        let connect = || Wire::connect(&url, "stranger").ok();
        let mut wire = connect();
        let (start, mut sent) = (Instant::now(), 0u64);
        while start.elapsed() < Duration::from_secs(seconds) {
            let Some(w) = wire.as_mut() else {
                std::thread::sleep(Duration::from_millis(200));
                wire = connect();
                continue;
            };
            let due = (start.elapsed().as_secs_f64() * per_second) as u64;
            let mut lost = false;
            while sent < due && !lost {
                let key = PhoneKey::random().unwrap_or_else(|e| panic!("{e}"));
                lost = w
                    .publish(&guess.up_topic(), &key.first_new(&guess), false)
                    .is_err();
                sent += u64::from(!lost);
            }
            if lost || w.read(Duration::from_millis(10)).is_err() {
                wire = None;
            }
        }
        if let Some(w) = wire {
            w.close();
        }
        sent
    })
}

/// The counters of seats' ways back: each above the last, in this process.
static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// A phone through the broker, with what it was told.
pub struct Remote {
    pub phone: OnlinePhone,
    pub seat: Option<usize>,
    pub token: Option<String>,
    /// The last state the game sent.
    pub state: Option<Value>,
    /// Every message, in order.
    pub got: Vec<Value>,
}

impl Remote {
    /// Opens `link` (panics if the broker cannot be reached).
    pub fn open(link: &str) -> Remote {
        let phone = OnlinePhone::open(link).unwrap_or_else(|e| panic!("{e}"));
        Remote::with(phone, None)
    }

    /// Opens `link` as the phone of the seat whose token is `token`, coming back by the
    /// seat's way (as the page does after a reload).
    pub fn open_back(link: &str, token: Option<String>) -> Remote {
        let Some(token) = token else {
            return Remote::open(link);
        };
        let Some((_, broker, room)) = party_dice_phones::online::parse_link(link) else {
            panic!("not a link: {link}");
        };
        let url = BrokerUrl::parse(&broker).unwrap_or_else(|e| panic!("{e}"));
        let counter = COUNTER.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let phone = OnlinePhone::connect_back(&url, room, &token, counter)
            .unwrap_or_else(|e| panic!("{e}"));
        Remote::with(phone, Some(token))
    }

    fn with(phone: OnlinePhone, token: Option<String>) -> Remote {
        Remote {
            phone,
            seat: None,
            token,
            state: None,
            got: Vec::new(),
        }
    }

    pub fn send(&mut self, v: &Value) -> bool {
        self.phone.send(&v.to_string()).is_ok()
    }

    /// Reads until `want` holds for a message, within `timeout`.
    pub fn until(&mut self, timeout: Duration, want: impl Fn(&Value) -> bool) -> Option<Value> {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            let Ok(heard) = self.phone.hear(Duration::from_millis(50)) else {
                return None;
            };
            for h in heard {
                let text = match h {
                    Heard::Message(t) => t,
                    Heard::Closed(code, why) => {
                        json!({"type": "closed", "code": code, "why": why}).to_string()
                    }
                    Heard::Moved(room, key, token) => {
                        self.token = Some(token.clone());
                        json!({"type": "moved", "room": room, "key": key, "token": token})
                            .to_string()
                    }
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                match v["type"].as_str() {
                    Some("state") => self.state = Some(v.clone()),
                    Some("welcome" | "seat") => {
                        self.seat = v["seat"].as_u64().map(|s| s as usize);
                        if let Some(t) = v["token"].as_str() {
                            self.token = Some(t.to_string());
                        }
                    }
                    _ => {}
                }
                self.got.push(v.clone());
                if want(&v) {
                    return Some(v);
                }
            }
        }
        None
    }

    /// Waits (up to 10 s) for the game's answer to its first letter: the session.
    pub fn ready(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self.phone.ready() {
            assert!(Instant::now() < deadline, "the game never answered");
            let _ = self.until(Duration::from_millis(50), |_| false);
        }
    }

    /// Joins (with its token, if it has one): the `welcome`.
    pub fn hello(&mut self) -> Value {
        let token = self.token.clone();
        self.send(&json!({"type": "hello", "v": 2, "token": token}));
        self.until(Duration::from_secs(10), |v| {
            matches!(v["type"].as_str(), Some("welcome" | "error"))
        })
        .unwrap_or_else(|| panic!("no answer to hello through the broker"))
    }

    /// Takes `seat`; panics if refused.
    pub fn take(&mut self, seat: usize) {
        self.send(&json!({"type": "take", "seat": seat}));
        let reply = self.until(Duration::from_secs(10), |v| {
            matches!(v["type"].as_str(), Some("seat" | "error"))
        });
        assert_eq!(self.seat, Some(seat), "{reply:?}");
    }

    /// Waits until the game's state shows `step` waiting for this phone's dice.
    pub fn wait_turn(&mut self, step: u64, timeout: Duration) -> bool {
        let seat = self.seat;
        if self
            .state
            .as_ref()
            .is_some_and(|s| super::my_turn(s, seat, step))
        {
            return true;
        }
        self.until(timeout, |v| super::my_turn(v, seat, step))
            .is_some()
    }
}

/// Subscribed to `#`: everything the broker carries, as an eavesdropper sees it.
pub struct Spy {
    wire: Wire,
    /// (topic, payload) of every message.
    pub seen: Vec<(String, Vec<u8>)>,
}

impl Spy {
    pub fn start(broker: &Broker) -> Spy {
        Spy::start_at(&broker.url())
    }

    pub fn start_at(broker: &str) -> Spy {
        let url = BrokerUrl::parse(broker).unwrap_or_else(|e| panic!("{e}"));
        let mut wire = Wire::connect(&url, "spy").unwrap_or_else(|e| panic!("{e}"));
        wire.subscribe(&["#"]).unwrap_or_else(|e| panic!("{e}"));
        Spy {
            wire,
            seen: Vec::new(),
        }
    }

    /// Reads what arrived in `wait`.
    pub fn listen(&mut self, wait: Duration) {
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            let Ok(packets) = self.wire.read(Duration::from_millis(20)) else {
                return;
            };
            for p in packets {
                if let Packet::Publish { topic, payload, .. } = p {
                    self.seen.push((topic, payload));
                }
            }
        }
    }
}

/// A guest who holds the join link and is up to no good: subscribed to `#` on the
/// broker, with a phone of its own in the room, it tries what the shared-key rooms let
/// a guest do. Every try is counted in its [`Record`].
pub struct Insider {
    spy: Spy,
    pub phone: Remote,
    room: RoomAddress,
    /// Messages it tried to open that were not its own, and how many opened.
    tried_open: u64,
    opened: u64,
    /// Up messages of other phones it kept, to send again later (topic, payload).
    captured_up: Vec<(String, Vec<u8>)>,
    /// What it published itself (its forgeries), not tried again.
    own: std::collections::HashSet<Vec<u8>>,
    seen_topics: std::collections::BTreeSet<String>,
    /// Seats it tried to take that were not its to take, and how many it got.
    tried_seats: u64,
    took_seats: u64,
    /// Forged game letters published, and tries to follow a New link that got in.
    forged: u64,
    followed: u64,
    tried_follow: u64,
    /// New phone ids sent and letters of retired phones sent again.
    flooded: u64,
    replayed: u64,
    replays_taken: u64,
    broker: String,
}

/// What the insider managed.
#[derive(Debug, serde::Serialize)]
pub struct Record {
    pub tried_open: u64,
    pub opened: u64,
    pub tokens_seen: usize,
    pub tried_seats: u64,
    pub took_seats: u64,
    pub forged: u64,
    pub tried_follow: u64,
    pub followed: u64,
    pub flooded: u64,
    pub replayed: u64,
    pub replays_taken: u64,
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "insider's record:")?;
        writeln!(
            f,
            "  letters of others it tried to open: {}, opened: {}",
            self.tried_open, self.opened
        )?;
        writeln!(
            f,
            "  seat tokens found in the broker's traffic: {}",
            self.tokens_seen
        )?;
        writeln!(
            f,
            "  seats of others it tried to take: {}, taken: {}",
            self.tried_seats, self.took_seats
        )?;
        writeln!(
            f,
            "  game letters forged (retained `moved` on every topic): {}",
            self.forged
        )?;
        writeln!(
            f,
            "  tries to follow the New link after its block: {}, got in: {}",
            self.tried_follow, self.followed
        )?;
        writeln!(f, "  new phone ids flooded: {}", self.flooded)?;
        write!(
            f,
            "  retired phones' letters sent again: {}, taken: {}",
            self.replayed, self.replays_taken
        )
    }
}

impl Record {
    pub fn assert_all_failed(&self) {
        assert!(self.tried_open >= 20, "{self}");
        assert_eq!(self.opened, 0, "{self}");
        assert_eq!(self.tokens_seen, 0, "{self}");
        assert!(self.tried_seats > 0 && self.took_seats == 0, "{self}");
        assert!(self.forged > 0, "{self}");
        assert!(self.tried_follow > 0 && self.followed == 0, "{self}");
        assert!(self.flooded >= 10_000, "{self}");
        assert!(self.replayed > 0 && self.replays_taken == 0, "{self}");
    }
}

impl Insider {
    /// Subscribes to `#` and opens the link with a phone of its own.
    pub fn start(broker: &Broker, link: &str) -> Insider {
        Insider::start_at(&broker.url(), link)
    }

    /// The same with the broker's URL.
    pub fn start_at(broker: &str, link: &str) -> Insider {
        let spy = Spy::start_at(broker);
        let phone = Remote::open(link);
        let Some((_, _, room)) = party_dice_phones::online::parse_link(link) else {
            panic!("not a link: {link}");
        };
        Insider {
            spy,
            phone,
            room,
            tried_open: 0,
            opened: 0,
            captured_up: Vec::new(),
            own: Default::default(),
            seen_topics: Default::default(),
            tried_seats: 0,
            took_seats: 0,
            forged: 0,
            followed: 0,
            tried_follow: 0,
            flooded: 0,
            replayed: 0,
            replays_taken: 0,
            broker: broker.to_string(),
        }
    }

    /// Reads what the broker carried for `wait` and tries to open every letter that is
    /// not its own with the keys it has.
    pub fn read_everything_it_can(&mut self, wait: Duration) {
        let from = self.spy.seen.len();
        self.spy.listen(wait);
        use party_dice_phones::online::seal::{Up, split_up};
        let mine = self.phone.phone.id();
        let fresh: Vec<(String, Vec<u8>)> = self.spy.seen[from..].to_vec();
        for (topic, payload) in fresh {
            self.seen_topics.insert(topic.clone());
            if payload.is_empty() || topic.ends_with(&mine) || self.own.contains(&payload) {
                continue;
            }
            let up = split_up(&payload);
            if topic.ends_with("/up") {
                if up.as_ref().is_some_and(|u| u.sender() == mine) {
                    continue;
                }
                self.captured_up.push((topic.clone(), payload.clone()));
            }
            self.tried_open += 1;
            let Some(keys) = self.phone.phone.keys() else {
                continue;
            };
            let opened = keys.open_down(&topic, &payload).is_some()
                || matches!(up, Some(Up::Letter { sealed, .. }) if keys.open_up(&topic, sealed).is_some());
            self.opened += u64::from(opened);
        }
    }

    /// Tries to take `seat`, which another phone holds.
    pub fn try_to_take(&mut self, seat: usize) {
        self.tried_seats += 1;
        self.phone.send(&json!({"type": "take", "seat": seat}));
        let _ = self.phone.until(Duration::from_secs(3), |v| {
            matches!(v["type"].as_str(), Some("seat" | "error"))
        });
        self.took_seats += u64::from(self.phone.seat == Some(seat));
    }

    /// Publishes, retained, a `moved` to a room of its own on every topic of the room it
    /// has seen (and the state topic of the shared-key rooms), sealed with the only keys
    /// it has, and random bytes beside each.
    pub fn forge_game_letters(&mut self) {
        use party_dice_phones::online::seal::{Body, GameKey, Letter};
        self.read_everything_it_can(Duration::from_millis(200));
        let evil = GameKey::random().unwrap_or_else(|e| panic!("{e}"));
        let moved = Letter {
            n: u64::MAX / 2,
            body: Body::Moved(
                evil.address().room_hex().into(),
                evil.address().game_text().into(),
                "0123456789abcdef0123456789abcdef".into(),
            ),
        };
        let room = self.room.room_hex();
        let mut topics: Vec<String> = self
            .seen_topics
            .iter()
            .filter(|t| t.contains(&room))
            .cloned()
            .collect();
        topics.push(self.room.up_topic());
        topics.push(self.room.old_table_topic());
        for topic in topics {
            let sealed = self
                .phone
                .phone
                .keys()
                .and_then(|k| k.seal_down(&topic, &moved).ok())
                .unwrap_or_default();
            self.own.insert(sealed.clone());
            self.own.insert(vec![7u8; 200]);
            let wire = self.phone.phone.wire();
            assert!(wire.publish(&topic, &sealed, true).is_ok());
            assert!(wire.publish(&topic, &[7u8; 200], true).is_ok());
            self.forged += 2;
        }
    }

    /// After the host blocked it and made a new link: tries the old room with its void
    /// token and with the seated phones' hellos sent again, and the new room (whose id
    /// it reads off the broker) with the only game key it knows.
    pub fn try_to_follow(&mut self, new_link: &str) {
        self.read_everything_it_can(Duration::from_millis(500));
        let moved_or_welcome = |v: &Value| matches!(v["type"].as_str(), Some("moved" | "welcome"));
        // The old room: its void token as a seat's way back, and in a new phone's hello.
        let url = BrokerUrl::parse(&self.broker).unwrap_or_else(|e| panic!("{e}"));
        let token = self.phone.token.clone().unwrap_or_default();
        for way_back in [true, false] {
            let phone = if way_back {
                OnlinePhone::connect_back(&url, self.room.clone(), &token, 1 << 40)
            } else {
                OnlinePhone::connect(&url, self.room.clone())
            };
            let mut again = Remote::with(phone.unwrap_or_else(|e| panic!("{e}")), None);
            again.send(&json!({"type": "hello", "v": 2, "token": token}));
            self.tried_follow += 1;
            self.followed += u64::from(
                again
                    .until(Duration::from_secs(3), moved_or_welcome)
                    .is_some(),
            );
        }
        // The seated phones' own letters sent again, byte for byte.
        for (topic, payload) in self.captured_up.clone() {
            let _ = self.phone.phone.wire().publish(&topic, &payload, false);
            self.tried_follow += 1;
        }
        self.read_everything_it_can(Duration::from_secs(2));
        // The new room: its id is on the broker, its key is not.
        let Some((_, _, new_room)) = party_dice_phones::online::parse_link(new_link) else {
            panic!("{new_link}");
        };
        let guess = RoomAddress::parse(&new_room.room_hex(), &self.room.game_text());
        let Some(guess) = guess else {
            panic!("the guess is a room address");
        };
        let mut there = Remote::with(
            OnlinePhone::connect(&url, guess).unwrap_or_else(|e| panic!("{e}")),
            self.phone.token.clone(),
        );
        there.send(&json!({"type": "hello", "v": 2}));
        self.tried_follow += 1;
        self.followed += u64::from(
            there
                .until(Duration::from_secs(3), moved_or_welcome)
                .is_some(),
        );
        self.room = new_room;
    }

    /// Against the game's link: an oversized retained message on `up`, then `count` new
    /// phone ids (half not keys at all, half fresh key pairs with the link's proof).
    /// `keep_alive` is called now and then: the room's own phones ping as pages do. The
    /// real keys' first letters come back, by id, to be sent again later
    /// ([`Insider::replay`]).
    pub fn flood(
        &mut self,
        count: u64,
        mut keep_alive: impl FnMut(),
    ) -> std::collections::HashMap<String, Vec<u8>> {
        use party_dice_phones::online::seal::{FIRST_NEW_LEN, PhoneKey};
        let url = BrokerUrl::parse(&self.broker).unwrap_or_else(|e| panic!("{e}"));
        let up = self.room.up_topic();
        // The oversized message on a connection of its own (a broker may drop it).
        if let Ok(mut big) = Wire::connect(&url, "insider-big") {
            let _ = big.publish(&up, &vec![0x5A; 300 * 1024], true);
            let _ = big.read(Duration::from_millis(200));
            big.close();
        }
        let mut wire = Wire::connect(&url, "insider-flood").unwrap_or_else(|e| panic!("{e}"));
        let mut real = std::collections::HashMap::new();
        for i in 0..count {
            let payload = if i % 2 == 0 {
                let mut junk = vec![0x31u8; FIRST_NEW_LEN];
                let _ = getrandom_04::fill(&mut junk[1..]);
                junk
            } else {
                let key = PhoneKey::random().unwrap_or_else(|e| panic!("{e}"));
                let first = key.first_new(&self.room);
                real.insert(key.id(), first.clone());
                first
            };
            assert!(wire.publish(&up, &payload, false).is_ok());
            self.own.insert(payload);
            self.flooded += 1;
            if i % 256 == 0 {
                let _ = wire.read(Duration::from_millis(1));
            }
            if i % 2048 == 0 {
                keep_alive();
            }
        }
        wire.close();
        real
    }

    /// Once the game has taken the flood (its count of refused messages settles) and given
    /// up on the phones among it (they never said hello: `host` gives the refused count
    /// and the online phones), the first letters of those the game answered (as seen on
    /// the broker) sent again: each must be refused, none a phone again.
    pub fn replay(
        &mut self,
        letters: &std::collections::HashMap<String, Vec<u8>>,
        host: impl Fn() -> (u64, usize),
        phones_before: usize,
        mut keep_alive: impl FnMut(),
    ) {
        let url = BrokerUrl::parse(&self.broker).unwrap_or_else(|e| panic!("{e}"));
        let up = self.room.up_topic();
        let mut wire = Wire::connect(&url, "insider-replay").unwrap_or_else(|e| panic!("{e}"));
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut last = host();
        loop {
            let _ = wire.read(Duration::from_millis(500));
            keep_alive();
            let now = host();
            if now == last && now.1 <= phones_before {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the flood never settled: {now:?}"
            );
            last = now;
        }
        let (refused_before, phones_at) = host();
        self.spy.listen(Duration::from_millis(200));
        let answered: Vec<&Vec<u8>> = self
            .spy
            .seen
            .iter()
            .filter(|(_, payload)| payload.first() == Some(&0x34))
            .filter_map(|(topic, _)| topic.rsplit('/').next())
            .filter_map(|id| letters.get(id))
            .take(200)
            .collect();
        assert!(!answered.is_empty(), "the game answered none of the flood");
        for sealed in answered {
            assert!(wire.publish(&up, sealed, false).is_ok());
            self.replayed += 1;
        }
        let deadline = Instant::now() + Duration::from_secs(30);
        while host().0 < refused_before + self.replayed && Instant::now() < deadline {
            let _ = wire.read(Duration::from_millis(50));
        }
        let (refused_after, phones_after) = host();
        self.replays_taken = self.replayed.saturating_sub(refused_after - refused_before)
            + (phones_after.saturating_sub(phones_at)) as u64;
        wire.close();
    }

    /// What it managed, with the seat tokens looked for in everything it saw.
    pub fn record(&self, tokens: &[String]) -> Record {
        let tokens_seen = tokens
            .iter()
            .filter(|t| {
                self.spy.seen.iter().any(|(topic, p)| {
                    topic.contains(t.as_str()) || String::from_utf8_lossy(p).contains(t.as_str())
                })
            })
            .count();
        Record {
            tried_open: self.tried_open,
            opened: self.opened,
            tokens_seen,
            tried_seats: self.tried_seats,
            took_seats: self.took_seats,
            forged: self.forged,
            tried_follow: self.tried_follow,
            followed: self.followed,
            flooded: self.flooded,
            replayed: self.replayed,
            replays_taken: self.replays_taken,
        }
    }
}
