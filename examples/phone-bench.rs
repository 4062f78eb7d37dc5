//! The phones' server under a full room on loopback: 8 seated phones and 64 watching
//! browsers (real WebSocket clients, a thread each), a host playing Straight Golf through
//! it with the game's own message limits.
//!
//! `cargo run --release --no-default-features --example phone-bench [-- --throws 200]`
//!
//! It prints, as median and 99th percentile:
//! - throw → poll: from a phone sending its throw to the host's `poll` returning it;
//! - publish → every phone: from the host publishing a result to the last of the 72
//!   phones having it (and each phone's own delay);
//! - the baseline, in the same run: one message of the same size over a bare loopback TCP
//!   socket, thread to thread; the ratios are against it;
//! - the server's memory (RSS) before any client and with all 72 connected, read in a
//!   child process that runs only the server (so the clients' memory is not counted).
//!
//! Throws are paced (`--pace-ms`, 40 by default) so that each seat stays under the rate
//! limit of 4 messages a second, as people do.
//!
//! Then the same room online, in the same run: the host's server goes online through a
//! real MQTT broker on loopback (amqtt, `tests/online/`; skipped with a note where there
//! is none), and the 72 phones join through it with the link, each with its own key
//! pair agreed with the game's, sealing and opening every message: the same two
//! latencies, beside the LAN's, with their ratio; how long the 72 took to be welcomed
//! (LAN and online); the handshake's cost per phone joining (the game's fresh key, two
//! ECDHs, HKDF and its sealed answer), against sealing one letter, and the cost of
//! refusing a stranger's first letter (one HMAC), in the same run.

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use clap::Parser;
use party_dice::phones::view;
use party_dice::phones::{Config, HostEvent, Turn};
use party_dice::rules::{Game, GameKind, GameSetup, StraightGolfOptions};
use phones::online::{Broker, Remote};
use phones::{Host, Phone, median, p99};
use serde_json::json;

const PLAYERS: usize = 8;
const SPECTATORS: usize = 64;

#[derive(Parser)]
struct Args {
    /// Throws to time.
    #[arg(long, default_value_t = 200)]
    throws: usize,
    /// Pause between throws, in milliseconds.
    #[arg(long, default_value_t = 40)]
    pace_ms: u64,
    /// Run only the server, for the memory reading (used by the bench itself).
    #[arg(long, hide = true)]
    serve: bool,
    /// Skip the online room.
    #[arg(long)]
    lan_only: bool,
}

/// A phone of either kind, as the bench drives it.
trait BenchPhone: Send + 'static {
    /// Sends a throw.
    fn throw(&mut self);
    /// Reads for up to `wait`; false once the connection is gone.
    fn read(&mut self, wait: Duration) -> bool;
    /// The step of the last result it was shown.
    fn result_step(&self) -> Option<u64>;
}

impl BenchPhone for Phone {
    fn throw(&mut self) {
        self.send(&json!({"type": "throw", "launch": {"dx": 0.1, "dy": -1, "speed": 0.6}}));
    }
    fn read(&mut self, wait: Duration) -> bool {
        self.next(wait).is_some() || self.closed.is_none()
    }
    fn result_step(&self) -> Option<u64> {
        let state = self.state.as_ref()?;
        state["state"]["result"]["step"].as_u64()
    }
}

impl BenchPhone for Remote {
    fn throw(&mut self) {
        self.send(&json!({"type": "throw", "launch": {"dx": 0.1, "dy": -1, "speed": 0.6}}));
    }
    fn read(&mut self, wait: Duration) -> bool {
        self.until(wait, |_| true);
        true
    }
    fn result_step(&self) -> Option<u64> {
        let state = self.state.as_ref()?;
        state["state"]["result"]["step"].as_u64()
    }
}

/// What a phone's thread reports.
enum Report {
    /// Phone `seat` sent its throw at this time.
    Threw(Instant),
    /// A phone got the result of this step at this time.
    Got(u64, Instant),
}

fn main() {
    let args = Args::parse();
    if args.serve {
        return serve_for_memory();
    }
    let baseline = tcp_baseline(args.throws.max(100));
    let (throw, publish, each) = room_latencies(&args, None);
    let online = if args.lan_only {
        None
    } else {
        Broker::start().map(|broker| (room_latencies(&args, Some(&broker)), broker))
    };
    let (before, after) = memory();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let base = median(&baseline);
    let line = |name: &str, xs: &[Duration]| {
        let (m, p) = (median(xs), p99(xs));
        println!(
            "{name:<28} median {:>7.3} ms  p99 {:>7.3} ms  ({:.1}x the baseline's median)",
            ms(m),
            ms(p),
            m.as_secs_f64() / base.as_secs_f64()
        );
    };
    println!(
        "{PLAYERS} players + {SPECTATORS} spectators on loopback, {} throws",
        throw.len()
    );
    line("baseline (bare TCP, 1 msg)", &baseline);
    line("throw -> host poll", &throw);
    line("publish -> every phone", &publish);
    line("publish -> each phone", &each);
    let (agree, seal, refuse) = key_agreement(500);
    println!(
        "handshake per phone joining (P-256 key + 2 ECDH + HKDF-SHA-256 + sealed answer): \
         median {:.1} us, {:.0}x sealing one 256-byte letter ({:.2} us)",
        agree.as_secs_f64() * 1e6,
        agree.as_secs_f64() / seal.as_secs_f64().max(1e-12),
        seal.as_secs_f64() * 1e6
    );
    println!(
        "a stranger's first letter refused (one HMAC-SHA-256): median {:.2} us, {:.4}x the \
         handshake",
        refuse.as_secs_f64() * 1e6,
        refuse.as_secs_f64() / agree.as_secs_f64().max(1e-12)
    );
    if let Some(((o_throw, o_publish, o_each), _broker)) = &online {
        let ratio = |o: &[Duration], l: &[Duration]| {
            median(o).as_secs_f64() / median(l).as_secs_f64().max(1e-9)
        };
        println!("online, through the broker on loopback (amqtt), every message sealed:");
        line("throw -> host poll", o_throw);
        line("publish -> every phone", o_publish);
        line("publish -> each phone", o_each);
        println!(
            "online / LAN medians: throw -> poll {:.1}x, publish -> every phone {:.1}x",
            ratio(o_throw, &throw),
            ratio(o_publish, &publish)
        );
    }
    println!(
        "server RSS: {before} KiB with no client, {after} KiB with all {} connected",
        PLAYERS + SPECTATORS
    );
}

/// One-way time of a state-sized message (1.5 KiB) over loopback TCP, thread to thread.
fn tcp_baseline(n: usize) -> Vec<Duration> {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
    let addr = listener.local_addr().unwrap_or_else(|e| panic!("{e}"));
    let (tx, rx) = mpsc::channel::<Instant>();
    let reader = thread::spawn(move || {
        let Ok((mut s, _)) = listener.accept() else {
            return Vec::new();
        };
        let mut buf = [0u8; 1536];
        (0..n)
            .filter_map(|_| {
                s.read_exact(&mut buf).ok()?;
                Some(rx.recv().ok()?.elapsed())
            })
            .collect()
    });
    let mut out = TcpStream::connect(addr).unwrap_or_else(|e| panic!("{e}"));
    let _ = out.set_nodelay(true);
    for _ in 0..n {
        let _ = tx.send(Instant::now());
        let _ = out.write_all(&[b'x'; 1536]);
        thread::sleep(Duration::from_millis(2));
    }
    reader.join().unwrap_or_default()
}

fn golf_for_eight() -> Game {
    let names = (1..=PLAYERS).map(|i| format!("P{i}")).collect();
    let golf = StraightGolfOptions {
        rounds: 36,
        ..Default::default()
    };
    Game::new(&GameSetup {
        straight_golf: golf,
        ..GameSetup::new(GameKind::StraightGolf, names)
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

/// A phone's thread: throws when told (players), and reports every result it gets.
fn phone_thread(mut phone: impl BenchPhone, orders: Option<Receiver<()>>, reports: Sender<Report>) {
    let mut last = None;
    loop {
        if let Some(orders) = &orders
            && orders.try_recv().is_ok()
        {
            let at = Instant::now();
            phone.throw();
            let _ = reports.send(Report::Threw(at));
        }
        let wait = if orders.is_some() { 3 } else { 200 };
        if !phone.read(Duration::from_millis(wait)) {
            return;
        }
        let step = phone.result_step();
        if step.is_some() && step != last {
            last = step;
            let _ = reports.send(Report::Got(step.unwrap_or(0), Instant::now()));
        }
    }
}

/// Seats 8 players and joins 64 spectators, each on its own thread: on the LAN, or
/// through the broker with `link`.
fn fill_room(host: &mut Host, link: Option<&str>) -> (Vec<Sender<()>>, Receiver<Report>) {
    host.setup();
    let (reports, inbox) = mpsc::channel();
    let mut orders = Vec::new();
    for i in 0..PLAYERS + SPECTATORS {
        let mut order = || {
            let (tx, rx) = mpsc::channel();
            orders.push(tx);
            rx
        };
        let reports = reports.clone();
        match link {
            None => {
                let mut phone = phones::connect(host.port());
                phone.hello(&host.code());
                let order = (i < PLAYERS).then(|| {
                    phone.take(i);
                    order()
                });
                thread::spawn(move || phone_thread(phone, order, reports));
            }
            Some(link) => {
                let mut phone = Remote::open(link);
                phone.hello();
                let order = (i < PLAYERS).then(|| {
                    phone.take(i);
                    order()
                });
                thread::spawn(move || phone_thread(phone, order, reports));
            }
        }
    }
    while host
        .server
        .presence()
        .seats
        .iter()
        .filter(|p| **p != Default::default())
        .count()
        < PLAYERS
    {
        thread::sleep(Duration::from_millis(5));
    }
    host.server.poll();
    (orders, inbox)
}

fn room_latencies(
    args: &Args,
    broker: Option<&Broker>,
) -> (Vec<Duration>, Vec<Duration>, Vec<Duration>) {
    let mut host = Host::with(
        golf_for_eight(),
        5,
        Config {
            port: 0,
            ipv6: false,
            ..Config::default()
        },
    );
    // The dice take a moment to land, as on the shared screen: the result's broadcast
    // is timed on its own, not queued behind the "rolling" one.
    host.landing = Duration::from_millis(20);
    let link = broker.map(|broker| {
        let config = party_dice::phones::online::OnlineConfig {
            broker: broker.url(),
            page: "http://127.0.0.1:9/".into(),
        };
        host.server
            .go_online(config)
            .unwrap_or_else(|e| panic!("{e}"));
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match host.server.online() {
                Some(s) if s.link_up => break s.link,
                _ if Instant::now() > deadline => panic!("the broker never answered"),
                _ => thread::sleep(Duration::from_millis(20)),
            }
        }
    });
    let (orders, inbox) = fill_room(&mut host, link.as_deref());
    host.open();
    let (mut throw, mut publish, mut each) = (Vec::new(), Vec::new(), Vec::new());
    while throw.len() < args.throws && !host.game.is_over() {
        thread::sleep(Duration::from_millis(args.pace_ms));
        let seat = match view::turn(&host.game) {
            Turn::Seat(s) => s,
            _ => 0,
        };
        let _ = orders[seat].send(());
        let event = host.wait_event(Duration::from_secs(5));
        let polled = Instant::now();
        let Some(event @ HostEvent::Throw { .. }) = event else {
            panic!("no throw from seat {seat}: {event:?}")
        };
        let step = host.step;
        host.play(event);
        let published = host.opened;
        let mut got = 0;
        while got < PLAYERS + SPECTATORS {
            match inbox.recv_timeout(Duration::from_secs(5)) {
                Ok(Report::Threw(at)) => throw.push(polled.saturating_duration_since(at)),
                Ok(Report::Got(s, at)) if s == step => {
                    got += 1;
                    each.push(at.saturating_duration_since(published));
                    if got == PLAYERS + SPECTATORS {
                        publish.push(at.saturating_duration_since(published));
                    }
                }
                Ok(Report::Got(..)) => {}
                Err(_) => panic!("only {got} phones got the result of step {step}"),
            }
        }
    }
    (throw, publish, each)
}

/// The game's cost for one phone joining online (its half of the handshake: a fresh
/// key, two ECDHs, HKDF and the sealed answer), for sealing one padded letter to it, and
/// for refusing a stranger's first letter (one HMAC), medians over `n`.
fn key_agreement(n: usize) -> (Duration, Duration, Duration) {
    use party_dice::phones::online::RoomAddress;
    use party_dice::phones::online::seal::{Body, GameKey, Letter, PhoneKey, Up, split_up};
    let (Ok(game), Ok(other)) = (GameKey::random(), GameKey::random()) else {
        return (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    };
    let room = game.address();
    let guess = RoomAddress::parse(&room.room_hex(), &other.address().game_text());
    let firsts: Vec<(Vec<u8>, Vec<u8>)> = (0..n)
        .filter_map(|_| PhoneKey::random().ok())
        .filter_map(|k| Some((k.first_new(room), k.first_new(guess.as_ref()?))))
        .collect();
    let (mut agree, mut seal, mut refuse) = (Vec::new(), Vec::new(), Vec::new());
    let topic = room.phone_topic("x");
    let letter = Letter {
        n: 7,
        body: Body::M(r#"{"type":"ping"}"#.into()),
    };
    let ready = Letter {
        n: 1,
        body: Body::Ready(3),
    };
    for (first, strangers) in &firsts {
        let start = Instant::now();
        let refused = matches!(split_up(strangers), Some(Up::New { public, tag }) if !room.holds_link(&public, &tag));
        refuse.push(start.elapsed());
        assert!(refused, "a stranger's letter passed");
        let start = Instant::now();
        let keys = match split_up(first) {
            Some(Up::New { public, tag }) if room.holds_link(&public, &tag) => {
                game.answer(&public, &ready).ok().flatten()
            }
            _ => None,
        };
        agree.push(start.elapsed());
        if let Some((keys, _)) = keys {
            let start = Instant::now();
            let _ = keys.seal_down(&topic, &letter);
            seal.push(start.elapsed());
        }
    }
    (median(&agree), median(&seal), median(&refuse))
}

/// The server's RSS in a child process running only it: before any client, and with the
/// full room connected.
fn memory() -> (u64, u64) {
    let Ok(exe) = std::env::current_exe() else {
        return (0, 0);
    };
    let Ok(mut child) = Command::new(exe)
        .arg("--serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
    else {
        return (0, 0);
    };
    let (Some(mut stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return (0, 0);
    };
    let mut lines = BufReader::new(stdout).lines();
    let first = lines.next().and_then(Result::ok).unwrap_or_default();
    let mut words = first.split_whitespace();
    let port: u16 = words.next().and_then(|p| p.parse().ok()).unwrap_or(0);
    let code = words.next().unwrap_or_default().to_string();
    let before: u64 = words.next().and_then(|p| p.parse().ok()).unwrap_or(0);
    let mut clients: Vec<Phone> = (0..PLAYERS + SPECTATORS)
        .map(|i| {
            let mut phone = phones::connect(port);
            phone.hello(&code);
            if i < PLAYERS {
                phone.take(i);
            }
            phone
        })
        .collect();
    let _ = writeln!(stdin, "rss");
    let after = lines
        .next()
        .and_then(Result::ok)
        .and_then(|l| l.trim().parse().ok())
        .unwrap_or(0);
    clients.iter_mut().for_each(Phone::drain);
    drop(stdin);
    let _ = child.wait();
    (before, after)
}

/// `--serve`: the server alone, with the game's limits; prints `PORT CODE RSS_KIB`, then
/// its RSS again for each line read, and stops at the end of its input.
fn serve_for_memory() {
    let server = phones::server();
    let names: Vec<String> = (1..=PLAYERS).map(|i| format!("P{i}")).collect();
    server.publish(view::setup("Straight Golf", &names));
    println!("{} {} {}", server.port(), server.code(), phones::rss_kib());
    for line in std::io::stdin().lock().lines() {
        if line.is_err() {
            break;
        }
        server.poll();
        println!("{}", phones::rss_kib());
    }
    server.stop();
}
