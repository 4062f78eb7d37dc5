//! The host stays in control with a prankster on the network: each attack a laptop can
//! make runs from its own loopback addresses while a real phone, from another address,
//! loads the page and joins with the right code, every time (counted: how long it took
//! is said, for the benches' figures, never asserted; time belongs in
//! `examples/attack-bench.rs`). (On the main before the fair
//! shares, the room-full and slow-heads attacks kept the phone out, and guessing from
//! many addresses was allowed ~340 wrong codes a second.)

mod phones;

use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

use party_dice_core::rules::{Game, GameKind, GameSetup};
use party_dice_phones::guesses::{ROOM_BURST, ROOM_EVERY};
use phones::attacks::{self, key_of, real_phone};
use phones::{Host, Phone, try_connect_from};
use serde_json::json;

/// The unproven sockets the server lets one address hold (`shared.rs`).
const SOCKETS_PER_ADDRESS: u64 = 6;
/// The most an attack is waited for to get going before the phones try anyway (on a
/// loaded machine; it is under way in well under a second here).
const GETTING_GOING: Duration = Duration::from_secs(10);

/// How soon a phone must say hello here: shorter than the game's (10 s), so that a test
/// of the deadline waits two seconds, not ten.
const HELLO_TIMEOUT: Duration = Duration::from_secs(2);

fn host() -> Host {
    let setup = GameSetup::new(GameKind::SlamDice, vec!["Ann".into(), "Ben".into()]);
    let config = party_dice_phones::Config {
        port: 0,
        ipv6: false,
        limits: party_dice_phones::room::Limits {
            burst: 1000.0,
            per_second: 1000.0,
        },
        hello_timeout: HELLO_TIMEOUT,
    };
    let game = Game::new(&setup).unwrap_or_else(|e| panic!("{e}"));
    let host = Host::with(game, 1, config);
    host.setup();
    host
}

fn phone_at(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 9, n)
}

/// The real phone joins `tries` times from fresh addresses, typing the code: every one
/// of them gets in (counted). The slowest, to say.
fn phones_get_in(host: &Host, tries: u8) -> Duration {
    let times: Vec<Duration> = (1..=tries)
        .map(|i| {
            real_phone(host.port(), phone_at(i), &host.code(), None)
                .unwrap_or_else(|e| panic!("phone {i}: {e}"))
        })
        .collect();
    assert_eq!(times.len(), usize::from(tries), "phones that got in");
    times.into_iter().max().unwrap_or_default()
}

#[test]
fn a_full_room_of_silent_sockets_keeps_no_phone_out_and_pings_keep_none_past_hello() {
    let host = host();
    let attack = attacks::room_full(host.port(), Ipv4Addr::new(127, 0, 0, 2), 80);
    // Under way: the address holds as many sockets as the server lets one address hold.
    attack.until(0, SOCKETS_PER_ADDRESS, GETTING_GOING);
    let worst = phones_get_in(&host, 8);
    // One address holds a handful of sockets, however many it opens.
    let unproven = host.server.unproven_sockets();
    assert!(
        unproven as u64 <= SOCKETS_PER_ADDRESS + 1,
        "{unproven} sockets without a code"
    );
    // Pings every 200 ms keep nobody past the time to say hello.
    let origin = format!("http://127.0.0.1:{}", host.port());
    let mut pinger = try_connect_from(host.port(), Ipv4Addr::new(127, 0, 0, 3), Some(&origin))
        .unwrap_or_else(|e| panic!("{e}"));
    let opened = Instant::now();
    while pinger.closed.is_none() && opened.elapsed() < 3 * HELLO_TIMEOUT {
        if pinger
            .ws
            .send(tungstenite::Message::Ping(Vec::new().into()))
            .is_err()
        {
            break;
        }
        pinger.next(Duration::from_millis(200));
    }
    // Cut for not saying hello (1008), not let run until the loop gave up.
    let lasted = opened.elapsed();
    assert_eq!(pinger.closed, Some(1008), "after {lasted:?}");
    let opened = attack.count(0);
    attack.stop();
    eprintln!("room full: slowest phone {worst:?}, {opened} sockets opened");
}

#[test]
fn slow_request_heads_from_one_address_delay_no_other_page() {
    let host = host();
    let attack = attacks::slow_heads(
        host.port(),
        Ipv4Addr::new(127, 0, 0, 4),
        130,
        Duration::from_millis(500),
    );
    attack.until(0, 130, GETTING_GOING);
    let worst = phones_get_in(&host, 8);
    attack.stop();
    eprintln!("slow heads: slowest phone {worst:?}");
}

#[test]
fn guessing_from_many_addresses_is_held_to_the_rooms_budget_and_the_qr_code_gets_in() {
    let host = host();
    let start = Instant::now();
    let attack = attacks::guessing(host.port(), &host.code(), 600, 5, 6);
    // Under way: the room's burst spent, wrong codes refused.
    attack.until(1, 1, GETTING_GOING);
    // A phone that scanned the QR code is never held up by others' wrong codes.
    let key = key_of(&host.server.join_url()).unwrap_or_else(|| panic!("no key"));
    let joined = (1..=8)
        .map(|i| real_phone(host.port(), phone_at(100 + i), &host.code(), Some(&key)))
        .inspect(|r| assert!(r.is_ok(), "{r:?}"))
        .count();
    assert_eq!(joined, 8, "phones that got in");
    // Goes on past the phones: a few hundred more refused, the budget held all along.
    let refused = attack.count(1);
    attack.until(1, refused + 300, GETTING_GOING);
    let (compared, refused, connections) = (attack.count(0), attack.count(1), attack.count(2));
    let seconds = start.elapsed().as_secs_f64();
    attack.stop();
    // The budget: the room's burst, then one every ROOM_EVERY.
    let allowed = ROOM_BURST + seconds / ROOM_EVERY.as_secs_f64() + 1.0;
    assert!(
        (compared as f64) <= allowed,
        "{compared} compared in {seconds:.1} s"
    );
    assert!(refused > compared, "{refused} refused");
    let half = 26f64.powi(4) / 2.0;
    let days = half * ROOM_EVERY.as_secs_f64() / 86_400.0;
    assert!(days >= 7.0, "{days:.1} days");
    eprintln!(
        "guessing: {compared} compared, {refused} refused in {seconds:.1} s ({} connections); \
         half the codes take {days:.1} days at the budget's rate",
        connections
    );
}

#[test]
fn a_phone_with_the_right_code_is_not_locked_out_by_a_full_guessing_table() {
    let host = host();
    // Wrong codes from 200 addresses of other networks: each spends its own share.
    let attack = attacks::guessing(host.port(), &host.code(), 200, 5, 4);
    // The room's table of guessing addresses filling: wrong codes refused.
    attack.until(1, 1, GETTING_GOING);
    attack.stop();
    // A phone from an address that never guessed, with the QR code's key.
    let key = key_of(&host.server.join_url()).unwrap_or_else(|| panic!("no key"));
    real_phone(host.port(), phone_at(200), &host.code(), Some(&key))
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn all_attacks_at_once_and_the_phone_still_joins_every_time() {
    let host = host();
    let port = host.port();
    let code = host.code();
    let running = attacks::all_at_once(port, &code, Duration::from_millis(500), 400);
    // Each under way: the sockets open, the heads begun, wrong codes refused.
    running[0].until(0, SOCKETS_PER_ADDRESS, GETTING_GOING);
    running[1].until(0, 130, GETTING_GOING);
    running[2].until(1, 1, GETTING_GOING);
    let key = key_of(&host.server.join_url()).unwrap_or_else(|| panic!("no key"));
    let mut times: Vec<Duration> = (1..=10)
        .map(|i| {
            real_phone(port, phone_at(150 + i), &code, Some(&key))
                .unwrap_or_else(|e| panic!("phone {i}: {e}"))
        })
        .collect();
    assert_eq!(times.len(), 10, "phones that got in");
    running.into_iter().for_each(attacks::Attack::stop);
    times.sort();
    eprintln!(
        "all at once: median {:?}, worst {:?}",
        times[times.len() / 2],
        times[times.len() - 1]
    );
}

#[test]
fn a_blocked_phone_cannot_come_back_and_a_locked_room_seats_no_one_new() {
    let host = host();
    let port = host.port();
    let origin = format!("http://127.0.0.1:{port}");
    let connect = |n: u8| -> Phone {
        try_connect_from(port, phone_at(n), Some(&origin)).unwrap_or_else(|e| panic!("{e}"))
    };
    let mut ann = connect(1);
    assert_eq!(ann.hello(&host.code())["type"], "welcome");
    ann.take(0);
    assert!(host.server.block(0));
    assert_eq!(ann.wait_closed(Duration::from_secs(5)), Some(1008));
    let mut again = connect(1);
    assert_eq!(again.hello(&host.code())["code"], "blocked");
    // Lock: a new phone may watch, not sit.
    host.server.lock(true, true);
    let mut ben = connect(2);
    assert_eq!(ben.hello(&host.code())["type"], "welcome");
    ben.send(&json!({"type": "take", "seat": 1}));
    let reply = ben.until(Duration::from_secs(5), |v| v["type"] == "error");
    assert_eq!(reply.map(|v| v["code"].clone()), Some(json!("locked")));
    assert!(host.server.presence().locked);
    assert_eq!(host.server.presence().blocked, vec!["Ann".to_string()]);
}
