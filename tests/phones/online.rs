//! A real MQTT broker for the online tests (amqtt, `tests/online/broker.py`, in the venv
//! `tests/online/setup.sh` makes), a phone through it that keeps what it was told as the
//! LAN test phone does, and a spy subscribed to `#`.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use party_dice::remote::online::BrokerUrl;
use party_dice::remote::online::mqtt::Packet;
use party_dice::remote::online::phone::{Heard, OnlinePhone};
use party_dice::remote::online::wire::Wire;
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
    let python = venv.join("bin/python");
    python.exists().then_some(python)
}

/// A broker on 127.0.0.1 (a WebSocket listener on a free port).
pub struct Broker {
    child: Option<Child>,
    python: PathBuf,
    pub port: u16,
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
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .unwrap_or_else(|e| panic!("{e}"));
        let mut broker = Broker {
            child: None,
            python,
            port,
        };
        broker.resume();
        Some(broker)
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
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/online/broker.py");
        let mut child = Command::new(&self.python)
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
}

impl Drop for Broker {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A phone through the broker, with what it was told.
pub struct Remote {
    pub phone: OnlinePhone,
    pub seat: Option<usize>,
    pub token: Option<String>,
    /// The last table.
    pub state: Option<Value>,
    /// Every message (own topic and table), in order.
    pub got: Vec<Value>,
}

impl Remote {
    /// Opens `link` (panics if the broker cannot be reached).
    pub fn open(link: &str) -> Remote {
        let phone = OnlinePhone::open(link).unwrap_or_else(|e| panic!("{e}"));
        Remote {
            phone,
            seat: None,
            token: None,
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
                    Heard::Message(t) | Heard::Table(t) => t,
                    Heard::Closed(code, why) => {
                        json!({"type": "closed", "code": code, "why": why}).to_string()
                    }
                    Heard::Moved(room, key) => {
                        json!({"type": "moved", "room": room, "key": key}).to_string()
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

    /// Joins (with its token, if it has one): the `welcome`.
    pub fn hello(&mut self) -> Value {
        let token = self.token.clone();
        self.send(&json!({"type": "hello", "v": 1, "token": token}));
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

    /// Waits until the table shows `step` waiting for this phone's dice.
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
        let url = BrokerUrl::parse(&broker.url()).unwrap_or_else(|e| panic!("{e}"));
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
