//! What one laptop on the same network can throw at the phones' server, for the attack
//! tests and the bench: each attack runs on its own threads, from its own loopback
//! addresses, until it is stopped, and counts what it got. And the real phone that must
//! still get in meanwhile.

use std::io::Write;
use std::net::{Ipv4Addr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::Message;

use super::{Phone, http_from, stream_from, try_connect_from};

/// An attack under way.
pub struct Attack {
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
    /// What it counted (see each attack).
    pub counts: Arc<[AtomicU64; 3]>,
}

impl Attack {
    fn start(
        threads: usize,
        work: impl Fn(usize, &AtomicBool, &[AtomicU64; 3]) + Send + Sync + 'static,
    ) -> Attack {
        let stop = Arc::new(AtomicBool::new(false));
        let counts: Arc<[AtomicU64; 3]> = Arc::new(Default::default());
        let work = Arc::new(work);
        let threads = (0..threads)
            .map(|i| {
                let (stop, counts, work) = (stop.clone(), counts.clone(), work.clone());
                thread::spawn(move || work(i, &stop, &counts))
            })
            .collect();
        Attack {
            stop,
            threads,
            counts,
        }
    }

    /// Count `i` now.
    pub fn count(&self, i: usize) -> u64 {
        self.counts[i].load(Ordering::SeqCst)
    }

    /// Waits until count `i` reaches `at_least`, or `limit` has passed (a loaded machine
    /// may be slow to get an attack going; the test goes on either way): whether it did.
    pub fn until(&self, i: usize, at_least: u64, limit: Duration) -> bool {
        let end = Instant::now() + limit;
        while self.count(i) < at_least {
            if Instant::now() >= end {
                return false;
            }
            thread::sleep(Duration::from_millis(10));
        }
        true
    }

    /// Stops it and waits for its threads.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        for t in self.threads {
            let _ = t.join();
        }
    }
}

/// The bench's and the test's three attacks at once, each from its own addresses: 80
/// silent sockets from 127.0.0.2, 130 slow heads from 127.0.0.4 (a byte every
/// `head_every`), wrong codes from `guessers` addresses.
pub fn all_at_once(port: u16, code: &str, head_every: Duration, guessers: u32) -> [Attack; 3] {
    [
        room_full(port, Ipv4Addr::new(127, 0, 0, 2), 80),
        slow_heads(port, Ipv4Addr::new(127, 0, 0, 4), 130, head_every),
        guessing(port, code, guessers, 5, 4),
    ]
}

/// Room full: `sockets` WebSockets from `from` that never give a code, each sending a
/// ping frame every 200 ms and reopened as soon as it is cut. Counts: 0 sockets opened,
/// 1 of them cut.
pub fn room_full(port: u16, from: Ipv4Addr, sockets: usize) -> Attack {
    Attack::start(1, move |_, stop, counts| {
        let origin = format!("http://127.0.0.1:{port}");
        let mut open: Vec<Option<Phone>> = (0..sockets).map(|_| None).collect();
        while !stop.load(Ordering::SeqCst) {
            for slot in open.iter_mut() {
                match slot {
                    Some(phone) => {
                        let alive = phone.ws.send(Message::Ping(Vec::new().into())).is_ok();
                        if !alive {
                            *slot = None;
                            counts[1].fetch_add(1, Ordering::SeqCst);
                        }
                    }
                    None => {
                        if let Ok(phone) = try_connect_from(port, from, Some(&origin)) {
                            let _ = phone.ws.get_ref().set_nonblocking(true);
                            *slot = Some(phone);
                            counts[0].fetch_add(1, Ordering::SeqCst);
                        }
                    }
                }
                if stop.load(Ordering::SeqCst) {
                    return;
                }
            }
            // Read (and drop) what came, so the server's close is noticed.
            for slot in open.iter_mut() {
                if let Some(phone) = slot
                    && matches!(phone.ws.read(), Err(e) if !is_would_block(&e))
                {
                    *slot = None;
                    counts[1].fetch_add(1, Ordering::SeqCst);
                }
            }
            thread::sleep(Duration::from_millis(200));
        }
    })
}

fn is_would_block(e: &tungstenite::Error) -> bool {
    matches!(e, tungstenite::Error::Io(io) if io.kind() == std::io::ErrorKind::WouldBlock)
}

/// Slow heads: `sockets` connections from `from`, each sending one byte of a request
/// head every `every`, reopened when cut. Counts: 0 opened, 1 cut.
pub fn slow_heads(port: u16, from: Ipv4Addr, sockets: usize, every: Duration) -> Attack {
    Attack::start(1, move |_, stop, counts| {
        let head = format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ");
        let head = head.as_bytes();
        let mut open: Vec<Option<(TcpStream, usize)>> = (0..sockets).map(|_| None).collect();
        while !stop.load(Ordering::SeqCst) {
            for slot in open.iter_mut() {
                match slot {
                    Some((stream, at)) => {
                        let byte = head[*at % head.len()];
                        if stream.write_all(&[byte]).is_err() {
                            *slot = None;
                            counts[1].fetch_add(1, Ordering::SeqCst);
                        } else {
                            *at += 1;
                        }
                    }
                    None => {
                        if let Ok(stream) = stream_from(port, from) {
                            *slot = Some((stream, 0));
                            counts[0].fetch_add(1, Ordering::SeqCst);
                        }
                    }
                }
                if stop.load(Ordering::SeqCst) {
                    return;
                }
            }
            let until = Instant::now() + every;
            while Instant::now() < until && !stop.load(Ordering::SeqCst) {
                thread::sleep(Duration::from_millis(20));
            }
        }
    })
}

/// Guessing: `addresses` loopback addresses (127.20.x.y), each opening a WebSocket and
/// sending `tries` wrong codes as fast as the server answers, round after round, on
/// `threads` threads. Counts: 0 wrong codes the server compared ("bad_code"), 1 refused
/// by the budget ("too_many_tries"), 2 connections opened.
pub fn guessing(port: u16, room: &str, addresses: u32, tries: usize, threads: usize) -> Attack {
    let room = room.to_string();
    Attack::start(threads, move |t, stop, counts| {
        let origin = format!("http://127.0.0.1:{port}");
        let mine: Vec<u32> = (0..addresses)
            .filter(|a| *a as usize % threads == t)
            .collect();
        let mut guess = 0u32;
        while !stop.load(Ordering::SeqCst) {
            for a in &mine {
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                let from = Ipv4Addr::new(127, 20, (a / 250) as u8, (a % 250 + 1) as u8);
                let Ok(mut phone) = try_connect_from(port, from, Some(&origin)) else {
                    continue;
                };
                counts[2].fetch_add(1, Ordering::SeqCst);
                for _ in 0..tries {
                    guess += 1;
                    let mut code = wrong_code(guess);
                    if code == room {
                        guess += 1;
                        code = wrong_code(guess);
                    }
                    if !phone.send(&json!({"type": "hello", "v": 2, "code": code})) {
                        break;
                    }
                    let answer = phone.until(Duration::from_secs(2), |v| v["type"] == "error");
                    match answer.as_ref().and_then(|v| v["code"].as_str()) {
                        Some("bad_code") => counts[0].fetch_add(1, Ordering::SeqCst),
                        Some("too_many_tries") => counts[1].fetch_add(1, Ordering::SeqCst),
                        _ => break,
                    };
                }
            }
        }
    })
}

/// The `n`th code a guesser tries (the room's own is skipped by the caller).
fn wrong_code(n: u32) -> String {
    let letters: String = (0..4)
        .map(|i| char::from(b'A' + ((n / 26u32.pow(i)) % 26) as u8))
        .collect();
    letters
}

/// A real phone from `from`: loads the page, opens its socket and joins with `code` (and
/// the QR code's `key`, if given). The time it took, or what went wrong.
pub fn real_phone(
    port: u16,
    from: Ipv4Addr,
    code: &str,
    key: Option<&str>,
) -> Result<Duration, String> {
    let start = Instant::now();
    let request = format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n");
    let (status, page) = http_from(port, from, &request);
    if status != 200 || !page.contains("<html") {
        return Err(format!("page: status {status}"));
    }
    let origin = format!("http://127.0.0.1:{port}");
    let mut phone =
        try_connect_from(port, from, Some(&origin)).map_err(|e| format!("socket: {e}"))?;
    phone.send(&json!({"type": "hello", "v": 2, "code": code, "key": key}));
    let reply: Option<Value> = phone.until(Duration::from_secs(5), |v| {
        matches!(v["type"].as_str(), Some("welcome" | "error"))
    });
    match reply {
        Some(v) if v["type"] == "welcome" => Ok(start.elapsed()),
        other => Err(format!("hello: {other:?}")),
    }
}

/// The room key in a join URL (`…#0123456789ab`).
pub fn key_of(join_url: &str) -> Option<String> {
    join_url.rsplit_once('#').map(|(_, key)| key.to_string())
}
