//! The audience on the LAN under load: a host plays Slam Dice for 8 players (the rules,
//! the exact odds and the core's `Audience`, as the window does) while `--phones N`
//! audience phones (real WebSocket clients on loopback, each from an address of its own,
//! 127.1.x.y, a thread each) join with a name and answer every question.
//!
//! `cargo run --release --no-default-features --example audience-bench -- --phones 250`
//!
//! It prints, median and 99th percentile over the throws:
//! - question → every phone: from the host publishing a new question to the last of the
//!   N phones having it (and each phone's own delay);
//! - the host's cost per throw: asking (the odds), the table published with the
//!   audience's part, locking, settling and the standings for every member; against the
//!   throw with no audience (the roll and the table published to the same phones without
//!   the audience's part), as a ratio; on the wall clock and on the host thread's own CPU
//!   time (Linux: the rest of the wall time it waited for a core);
//! - the answers: each question must be answered by every phone, counted exactly at the
//!   host (it panics on one missing or one too many).
//!
//! The bench's phones and the server share one process and its two cores here, so the
//! figures are an upper bound on what real phones on a Wi-Fi see.
//!
//! With `--online`, the same room goes online through a real MQTT broker on loopback
//! that the bench starts (amqtt's WebSocket listener, `tests/online/`), and the N phones
//! join through it with the link instead: each agrees its own keys with the game and
//! every message to and from it is sealed, as the page does; each table reaches them
//! cast once for all (`online::cast`). They arrive at 30 a second, under the game's
//! budget for new phones (32 a second), and ping while they wait. The room takes 300
//! joined phones on the LAN (`room::MAX_CONNECTIONS`) and 10 300 online
//! (`room::MAX_ONLINE_CONNECTIONS`): past that the bench says so and stops.
//! A listener on `#` counts what the game sent through the broker while the throws were
//! timed (messages and bytes, down to the phones and up from them), so that what an
//! audience costs the game's own connection shows. It also prints the bench's whole memory (the host and the N phones' threads, one
//! process) before the phones and with them all joined.

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use phones::audience::{Report, lan_phone, online_phone, play_along};
use phones::online::{Broker, Spy};

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use clap::Parser;
use party_dice::audience::{Answer, Audience};
use party_dice::phones::online::OnlineConfig;
use party_dice::phones::room::{MAX_CONNECTIONS, MAX_ONLINE_CONNECTIONS};
use party_dice::phones::{Awaiting, Config, HostEvent, Server, view};
use party_dice::rules::odds::OddsTables;
use party_dice::rules::{DiceRng, Game, GameKind, GameSetup};
use phones::{median, p99, thread_cpu};

#[derive(Parser)]
struct Args {
    /// Audience phones.
    #[arg(long, default_value_t = 100)]
    phones: usize,
    /// Throws to time.
    #[arg(long, default_value_t = 40)]
    throws: usize,
    /// Least time between throws, in milliseconds: each phone answers up to two
    /// questions a throw and may send 4 messages a second (the game's limit).
    #[arg(long, default_value_t = 600)]
    pace_ms: u64,
    /// The phones join through a broker on loopback (amqtt) with the online link.
    #[arg(long)]
    online: bool,
    /// With `--online`: rumqttd instead of amqtt (for thousands of phones: amqtt tries
    /// every subscription for each message).
    #[arg(long)]
    rumqttd: bool,
}

fn main() {
    let args = Args::parse();
    let (cap, kind) = match args.online {
        true => (MAX_ONLINE_CONNECTIONS, "online"),
        false => (MAX_CONNECTIONS, "on the LAN"),
    };
    if args.phones + 8 > cap {
        println!(
            "the room takes {cap} joined phones {kind}: {} audience phones beside 8 \
             players do not fit",
            args.phones
        );
        return;
    }
    let config = Config {
        port: 0,
        ipv6: false,
        ..Config::default()
    };
    let mut server = Server::start(config).unwrap_or_else(|e| panic!("{e}"));
    let broker = args.online.then(|| {
        let broker = if args.rumqttd {
            Broker::start_rumqttd()
        } else {
            Broker::start()
        };
        broker.unwrap_or_else(|| panic!("--online needs the broker (see above)"))
    });
    let link = broker.as_ref().map(|b| go_online(&mut server, b));
    let traffic = broker.as_ref().map(count_traffic);
    let rss_before = phones::rss_kib();
    let names: Vec<String> = (1..=8).map(|i| format!("P{i}")).collect();
    let mut game =
        Game::new(&GameSetup::new(GameKind::SlamDice, names)).unwrap_or_else(|e| panic!("{e}"));
    let (reports, inbox) = mpsc::channel();
    let mut audience = Audience::new();
    publish(&server, &game, Some(&audience));
    let joined = Instant::now();
    let mut members = 0;
    let mut started = 0;
    while members < args.phones {
        // Online, the phones arrive under the game's budget for new phones.
        let due = match link {
            Some(_) => (joined.elapsed().as_secs_f64() * ARRIVALS_PER_SECOND) as usize + 1,
            None => args.phones,
        };
        while started < due.min(args.phones) {
            let (port, code, reports) = (server.port(), server.code().to_string(), reports.clone());
            let (link, i) = (link.clone(), started);
            let spawned = thread::Builder::new()
                .stack_size(256 * 1024)
                .spawn(move || match link {
                    Some(link) => play_along(online_phone(&link), i, &reports),
                    None => play_along(lan_phone(port, &code, i), i, &reports),
                });
            spawned.unwrap_or_else(|e| panic!("phone {i}'s thread: {e}"));
            started += 1;
        }
        for event in server.poll() {
            if let HostEvent::AudienceJoined { member, name } = event {
                audience.join(member, &name);
                members += 1;
            }
        }
        thread::sleep(Duration::from_millis(2));
    }
    let joined = joined.elapsed();
    let rss = (rss_before, phones::rss_kib());
    let _ = inbox
        .try_iter()
        .filter(|r| matches!(r, Report::Joined))
        .count();
    let mut figures = Figures::default();
    let before = traffic.as_ref().map(|t| t.now());
    play(
        &args,
        &server,
        (&mut game, &mut audience),
        &inbox,
        &mut figures,
    );
    figures.report(&args, joined, rss);
    if let (Some(traffic), Some(before)) = (&traffic, before) {
        traffic.report(before, figures.with.len(), args.phones);
    }
    drop(broker);
}

/// New online phones a second: under the game's budget (32 a second).
const ARRIVALS_PER_SECOND: f64 = 30.0;

/// What went through the broker, counted by a listener on `#`: messages and bytes to one
/// phone (`.../p/<phone>`), cast to all without a seat (`.../c/<language>`) and up to the
/// game (`.../up`).
#[derive(Default)]
struct Traffic {
    down: [AtomicU64; 2],
    cast: [AtomicU64; 2],
    up: [AtomicU64; 2],
}

/// Counts the broker's traffic on a thread of its own, for the bench's life.
fn count_traffic(broker: &Broker) -> Arc<Traffic> {
    let traffic = Arc::new(Traffic::default());
    let mut spy = Spy::start(broker);
    let counts = traffic.clone();
    thread::spawn(move || {
        loop {
            spy.listen(Duration::from_millis(100));
            for (topic, payload) in spy.seen.drain(..) {
                let at = if topic.ends_with("/up") {
                    &counts.up
                } else if topic.contains("/p/") {
                    &counts.down
                } else if topic.contains("/c/") {
                    &counts.cast
                } else {
                    continue;
                };
                at[0].fetch_add(1, Ordering::Relaxed);
                at[1].fetch_add(payload.len() as u64, Ordering::Relaxed);
            }
        }
    });
    traffic
}

impl Traffic {
    /// The counts so far: messages and bytes down to one phone, up, then cast.
    fn now(&self) -> [u64; 6] {
        let read = |a: &AtomicU64| a.load(Ordering::Relaxed);
        [
            read(&self.down[0]),
            read(&self.down[1]),
            read(&self.up[0]),
            read(&self.up[1]),
            read(&self.cast[0]),
            read(&self.cast[1]),
        ]
    }

    /// Prints what the game sent and got per throw since `before`, over `throws` throws.
    fn report(&self, before: [u64; 6], throws: usize, phones: usize) {
        // The listener reads behind the broker: let it catch up.
        thread::sleep(Duration::from_secs(2));
        let now = self.now();
        let per = |i: usize| (now[i] - before[i]) as f64 / throws.max(1) as f64;
        println!(
            "{:<34} {:.0} messages, {:.1} KiB down ({:.2} KiB a phone); {:.0} messages, {:.1} KiB up",
            "the game's traffic per throw",
            per(0),
            per(1) / 1024.0,
            per(1) / 1024.0 / phones.max(1) as f64,
            per(2),
            per(3) / 1024.0
        );
        println!(
            "{:<34} {:.1} messages, {:.1} KiB (once for all the phones)",
            "  and cast per throw",
            per(4),
            per(5) / 1024.0
        );
    }
}

/// Takes the server online through `broker`: the join link, once the game is connected.
fn go_online(server: &mut Server, broker: &Broker) -> String {
    let config = OnlineConfig {
        broker: broker.url(),
        page: "http://127.0.0.1:9/".into(),
    };
    server.go_online(config).unwrap_or_else(|e| panic!("{e}"));
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        match server.online() {
            Some(s) if s.link_up => return s.link,
            _ if Instant::now() > deadline => panic!("the broker never answered"),
            _ => thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// What the bench measured over the throws.
#[derive(Default)]
struct Figures {
    /// Question → the last phone having it, per question.
    all: Vec<Duration>,
    /// Question → each phone.
    each: Vec<Duration>,
    /// The host's work per throw with the audience, and without.
    with: Vec<Duration>,
    without: Vec<Duration>,
    /// The same, the host thread's own time on a CPU (where the system says).
    with_cpu: Vec<Duration>,
    without_cpu: Vec<Duration>,
    /// The same clock around nothing: what reading it costs.
    empty_cpu: Vec<Duration>,
    answers: u64,
}

/// A stretch of the host's work timed on the wall clock and on its CPU (the CPU read
/// outside the wall clock's stretch, as it yields).
struct Clocks {
    cpu: Duration,
    wall: Instant,
}

impl Clocks {
    fn start() -> Clocks {
        let cpu = thread_cpu();
        Clocks {
            cpu,
            wall: Instant::now(),
        }
    }

    /// The wall time and the CPU time since [`Clocks::start`].
    fn stop(self) -> (Duration, Duration) {
        let wall = self.wall.elapsed();
        (wall, thread_cpu().saturating_sub(self.cpu))
    }
}

/// Plays throws until `--throws` questions were timed or the game is over.
fn play(
    args: &Args,
    server: &Server,
    (game, audience): (&mut Game, &mut Audience),
    inbox: &Receiver<Report>,
    f: &mut Figures,
) {
    let (mut tables, mut rng) = (OddsTables::default(), DiceRng::seeded(11));
    // The CPU clock's own cost: a stretch with nothing in it.
    f.empty_cpu = (0..50).map(|_| Clocks::start().stop().1).collect();
    while f.all.len() < args.throws && !game.is_over() {
        let paced = Instant::now() + Duration::from_millis(args.pace_ms);
        // The host's own work for the throw with no audience, timed on a copy: the roll,
        // and the table published to the same phones without the audience's part.
        let bare = Clocks::start();
        let mut copy = game.clone();
        let _ = copy.roll(&mut DiceRng::seeded(f.all.len() as u64));
        publish(server, game, None);
        let (wall, cpu) = bare.stop();
        f.without.push(wall);
        f.without_cpu.push(cpu);
        let work = Clocks::start();
        let asked = audience.ask(game, &mut tables);
        let at = Instant::now();
        publish(server, game, Some(audience));
        let (mut cost, mut cpu) = work.stop();
        if let Some(q) = asked.last() {
            let (last, got) = wait_for(inbox, q.id, at, args.phones);
            f.all.push(last);
            f.each.extend(got);
            f.answers += count_answers(server, audience, &asked, args.phones);
        }
        let work = Clocks::start();
        audience.lock();
        let events = game.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
        audience.landed(game, &events);
        server.tell_members(&view::standings(audience));
        let (wall, on_cpu) = work.stop();
        cost += wall;
        cpu += on_cpu;
        f.with.push(cost);
        f.with_cpu.push(cpu);
        thread::sleep(paced.saturating_duration_since(Instant::now()));
    }
}

impl Figures {
    /// Prints the figures; `rss` is the bench's memory in KiB before the phones and with
    /// all of them joined.
    fn report(&self, args: &Args, joined: Duration, rss: (u64, u64)) {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let line = |name: &str, xs: &[Duration]| {
            println!(
                "{name:<34} median {:>8.3} ms  p99 {:>8.3} ms",
                ms(median(xs)),
                ms(p99(xs))
            );
        };
        println!(
            "{} audience phones on loopback beside an 8-player Slam Dice, {}; {} questions timed",
            args.phones,
            match args.online {
                true if args.rumqttd => "through a broker (rumqttd), every message sealed",
                true => "through a broker (amqtt), every message sealed",
                false => "on the LAN",
            },
            self.all.len()
        );
        println!(
            "{:<34} {:>8.3} s",
            "all joined the audience in",
            joined.as_secs_f64()
        );
        line("question -> every phone", &self.all);
        line("question -> each phone", &self.each);
        line("host per throw, no audience", &self.without);
        line("host per throw, with the audience", &self.with);
        line("  on a CPU, no audience", &self.without_cpu);
        line("  on a CPU, with the audience", &self.with_cpu);
        line("  on a CPU, nothing (the clock)", &self.empty_cpu);
        println!(
            "{:<34} {:.1}x (medians)",
            "the audience's cost to the host",
            median(&self.with).as_secs_f64() / median(&self.without).as_secs_f64().max(1e-9)
        );
        println!(
            "answers counted exactly: {} ({} phones x {} questions answered)",
            self.answers,
            args.phones,
            self.answers / args.phones.max(1) as u64
        );
        println!(
            "{:<34} {:.1} MiB before the phones, {:.1} MiB with all joined",
            "the bench's memory (RSS, all)",
            rss.0 as f64 / 1024.0,
            rss.1 as f64 / 1024.0
        );
    }
}

/// The game's state with the audience's part, published to every phone.
fn publish(server: &Server, game: &Game, audience: Option<&Audience>) {
    let mut state = view::playing(game, Awaiting::Throw, 0, None);
    state.audience = audience.map(|a| view::audience(a, game, None));
    server.publish(state);
}

/// Waits until `n` phones saw question `id`: the last one's delay after `at`, and each.
fn wait_for(inbox: &Receiver<Report>, id: u32, at: Instant, n: usize) -> (Duration, Vec<Duration>) {
    let mut got = Vec::with_capacity(n);
    while got.len() < n {
        match inbox.recv_timeout(Duration::from_secs(20)) {
            Ok(Report::Saw(q, seen)) if q == id => got.push(seen.saturating_duration_since(at)),
            Ok(_) => {}
            Err(_) => panic!("only {} of {n} phones saw question {id}", got.len()),
        }
    }
    (got.iter().copied().max().unwrap_or_default(), got)
}

/// Takes the answers to `asked` until every phone answered each: exactly one answer per
/// phone per question, or it panics.
fn count_answers(
    server: &Server,
    audience: &mut Audience,
    asked: &[party_dice::audience::Question],
    n: usize,
) -> u64 {
    let want = n * asked.len();
    let mut seen = std::collections::HashSet::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while seen.len() < want && Instant::now() < deadline {
        for event in server.poll() {
            if let HostEvent::AudienceAnswer {
                member,
                question,
                pick,
                sure,
            } = event
            {
                assert!(
                    seen.insert((member, question)),
                    "a second answer from {member} to {question}"
                );
                audience
                    .answer(member, question, Answer { pick, sure })
                    .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        thread::sleep(Duration::from_millis(1));
    }
    if seen.len() != want {
        let questions: Vec<u32> = asked.iter().map(|q| q.id).collect();
        let missing: Vec<_> = audience
            .members()
            .flat_map(|m| questions.iter().map(move |q| (m, *q)))
            .filter(|a| !seen.contains(a))
            .collect();
        let status = server.online().map(|s| (s.refused, s.drops));
        panic!(
            "{} answers of {want} counted; missing (member, question): {missing:?}; \
             online (refused, drops): {status:?}",
            seen.len()
        );
    }
    want as u64
}
