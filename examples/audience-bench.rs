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
//!   the audience's part), as a ratio;
//! - the answers: each question must be answered by every phone, counted exactly at the
//!   host (it panics on one missing or one too many).
//!
//! The bench's phones and the server share one process and its two cores here, so the
//! figures are an upper bound on what real phones on a Wi-Fi see.

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::net::Ipv4Addr;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use clap::Parser;
use party_dice::audience::{Answer, Audience};
use party_dice::phones::{Awaiting, Config, HostEvent, Server, view};
use party_dice::rules::odds::OddsTables;
use party_dice::rules::{DiceRng, Game, GameKind, GameSetup};
use phones::{median, p99};
use serde_json::json;

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
}

/// What a phone's thread reports: it saw question `id` at this time, or it joined.
enum Report {
    Joined,
    Saw(u32, Instant),
}

fn main() {
    let args = Args::parse();
    let config = Config {
        port: 0,
        ipv6: false,
        ..Config::default()
    };
    let server = Server::start(config).unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<String> = (1..=8).map(|i| format!("P{i}")).collect();
    let mut game =
        Game::new(&GameSetup::new(GameKind::SlamDice, names)).unwrap_or_else(|e| panic!("{e}"));
    let (reports, inbox) = mpsc::channel();
    let mut audience = Audience::new();
    let (mut tables, mut rng) = (OddsTables::default(), DiceRng::seeded(11));
    publish(&server, &game, Some(&audience));
    for i in 0..args.phones {
        let (port, code, reports) = (server.port(), server.code().to_string(), reports.clone());
        thread::spawn(move || phone(port, &code, i, &reports));
    }
    let joined = Instant::now();
    let mut members = 0;
    while members < args.phones {
        for event in server.poll() {
            if let HostEvent::AudienceJoined { member, name } = event {
                audience.join(member, &name);
                members += 1;
            }
        }
        thread::sleep(Duration::from_millis(2));
    }
    let joined = joined.elapsed();
    let _ = inbox
        .try_iter()
        .filter(|r| matches!(r, Report::Joined))
        .count();
    let (mut all, mut each, mut with, mut without) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut answers = 0_u64;
    while all.len() < args.throws && !game.is_over() {
        let paced = Instant::now() + Duration::from_millis(args.pace_ms);
        // The host's own work for the throw with no audience, timed on a copy: the roll,
        // and the table published to the same phones without the audience's part.
        let bare = Instant::now();
        let mut copy = game.clone();
        let _ = copy.roll(&mut DiceRng::seeded(all.len() as u64));
        publish(&server, &game, None);
        without.push(bare.elapsed());
        let work = Instant::now();
        let asked = audience.ask(&game, &mut tables);
        let at = Instant::now();
        publish(&server, &game, Some(&audience));
        let mut cost = work.elapsed();
        if let Some(q) = asked.last() {
            let (last, got) = wait_for(&inbox, q.id, at, args.phones);
            all.push(last);
            each.extend(got);
            answers += count_answers(&server, &mut audience, &asked, args.phones);
        }
        let work = Instant::now();
        audience.lock();
        let events = game.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
        audience.landed(&game, &events);
        server.tell_members(&view::standings(&audience));
        cost += work.elapsed();
        with.push(cost);
        thread::sleep(paced.saturating_duration_since(Instant::now()));
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let line = |name: &str, xs: &[Duration]| {
        println!(
            "{name:<34} median {:>8.3} ms  p99 {:>8.3} ms",
            ms(median(xs)),
            ms(p99(xs))
        );
    };
    println!(
        "{} audience phones on loopback beside an 8-player Slam Dice, {} questions timed",
        args.phones,
        all.len()
    );
    println!(
        "{:<34} {:>8.3} s",
        "all joined the audience in",
        joined.as_secs_f64()
    );
    line("question -> every phone", &all);
    line("question -> each phone", &each);
    line("host per throw, no audience", &without);
    line("host per throw, with the audience", &with);
    println!(
        "{:<34} {:.1}x (medians)",
        "the audience's cost to the host",
        median(&with).as_secs_f64() / median(&without).as_secs_f64().max(1e-9)
    );
    println!(
        "answers counted exactly: {answers} ({} phones x {} questions answered)",
        args.phones,
        answers / args.phones.max(1) as u64
    );
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
    assert_eq!(seen.len(), want, "answers counted");
    want as u64
}

/// An audience phone: joins from 127.1.x.y as `A<i>`, answers each question once.
fn phone(port: u16, code: &str, i: usize, reports: &Sender<Report>) {
    let from = Ipv4Addr::new(127, 1, (i / 250) as u8, (i % 250 + 1) as u8);
    let origin = format!("http://127.0.0.1:{port}");
    let mut p =
        phones::try_connect_from(port, from, Some(&origin)).unwrap_or_else(|e| panic!("{e}"));
    p.hello(code);
    p.send(&json!({"type": "audience", "name": format!("A{i}")}));
    let _ = reports.send(Report::Joined);
    let mut answered = std::collections::HashSet::new();
    while p.closed.is_none() {
        let Some(message) = p.next(Duration::from_secs(60)) else {
            continue;
        };
        let seen = Instant::now();
        let questions = message["state"]["audience"]["questions"]
            .as_array()
            .cloned();
        for q in questions.unwrap_or_default() {
            let Some(id) = q["id"].as_u64() else { continue };
            let id = id as u32;
            if answered.insert(id) {
                let _ = reports.send(Report::Saw(id, seen));
                let sure = q["least_sure"].as_u64().unwrap_or(50).max(70);
                p.send(&json!({"type": "answer", "question": id, "pick": i % 2, "sure": sure}));
            }
        }
    }
}
