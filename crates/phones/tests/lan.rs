//! The phones' server for real: on 127.0.0.1 with real WebSocket clients, a host that
//! plays rules games through it, and hostile clients that must change nothing.

#[path = "../../core/tests/common/mod.rs"]
mod common;

mod phones;

use common::names;
use std::net::TcpListener;
use std::time::Duration;

use party_dice_core::rules::{DiceRng, Game, GameKind, GameSetup};
use party_dice_phones::view;
use party_dice_phones::{Config, HostEvent, Server, StartError};
use phones::{Host, Phone, connect, get, http, try_connect, try_connect_from};
use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(5);

fn new_game(kind: GameKind, players: usize) -> Game {
    Game::new(&GameSetup::new(kind, names(players))).unwrap_or_else(|e| panic!("{e}"))
}

/// `n` phones joined and seated in seats 0..n; the host has heard them all.
fn seat_everyone(host: &mut Host, n: usize) -> Vec<Phone> {
    host.setup();
    let phones: Vec<Phone> = (0..n)
        .map(|seat| {
            let mut phone = connect(host.port());
            assert_eq!(phone.hello(&host.code())["type"], "welcome");
            phone.take(seat);
            phone
        })
        .collect();
    let mut heard = Vec::new();
    while heard.len() < n {
        match host.wait_event(WAIT) {
            Some(HostEvent::Connected { seat }) => heard.push(seat),
            other => panic!("expected a seat's phone, got {other:?}"),
        }
    }
    heard.sort_unstable();
    assert_eq!(heard, (0..n).collect::<Vec<_>>());
    phones
}

/// The seat whose phone throws now.
fn thrower(game: &Game) -> usize {
    match view::turn(game) {
        party_dice_phones::Turn::Seat(seat) => seat,
        _ => 0,
    }
}

/// The phone on turn throws with `launch`; the host gets exactly that and plays it.
fn throw_once(host: &mut Host, phones: &mut [Phone], launch: Value) {
    let seat = thrower(&host.game);
    let step = host.step;
    let phone = &mut phones[seat];
    assert!(
        phone.wait_turn(step, WAIT),
        "seat {seat} at step {step}: {:?}",
        phone.state
    );
    assert!(phone.send(&json!({"type": "throw", "launch": launch})));
    let event = host
        .wait_event(WAIT)
        .unwrap_or_else(|| panic!("no throw from seat {seat}"));
    let want = party_dice_core::throw::launch_from_swipe(
        launch["dx"].as_f64().unwrap_or(0.0),
        launch["dy"].as_f64().unwrap_or(0.0),
        launch["speed"].as_f64().unwrap_or(0.0),
    );
    assert_eq!(
        event,
        HostEvent::Throw {
            seat,
            launch: Some(want)
        }
    );
    host.play(event);
}

/// A phone that drops and comes back with its token keeps its seat.
fn reconnect(host: &mut Host, phones: &mut [Phone], seat: usize) {
    let token = phones[seat].token.clone();
    let old = std::mem::replace(&mut phones[seat], connect(host.port()));
    drop(old);
    assert_eq!(
        host.wait_event(WAIT),
        Some(HostEvent::Disconnected { seat })
    );
    phones[seat].token = token;
    let welcome = phones[seat].hello(&host.code());
    assert_eq!(welcome["seat"], seat, "{welcome}");
    assert_eq!(host.wait_event(WAIT), Some(HostEvent::Connected { seat }));
}

/// Hostile clients mid-game: each is refused, and neither the game, nor the host's
/// events, nor what the seated phones see changes.
fn abuse(host: &mut Host, phones: &mut [Phone]) {
    let before = host.game.clone();
    let step = host.step;
    for phone in phones.iter_mut() {
        let current = |v: &Value| v["state"]["step"] == step && v["state"]["awaiting"] == "throw";
        assert!(phone.wait_state(WAIT, current));
        phone.got.clear();
    }
    // A wrong room code.
    let mut guesser = connect(host.port());
    let wrong = if host.code() == "AAAA" {
        "BBBB"
    } else {
        "AAAA"
    };
    assert_eq!(guesser.hello(wrong)["code"], "bad_code");
    guesser.send(&json!({"type": "throw"}));
    guesser.until(WAIT, |v| v["type"] == "error");
    assert_eq!(guesser.last_error().as_deref(), Some("not_joined"));
    // A seat that is not on turn.
    let on_turn = thrower(&host.game);
    let other = (on_turn + 1) % phones.len();
    phones[other].send(&json!({"type": "throw"}));
    phones[other].until(WAIT, |v| v["type"] == "error");
    assert_eq!(phones[other].last_error().as_deref(), Some("not_your_turn"));
    // A megabyte in one message: refused and closed with "message too big".
    let mut big = connect(host.port());
    big.hello(&host.code());
    big.send_text(&"x".repeat(1 << 20));
    assert_eq!(big.wait_closed(WAIT), Some(1009));
    assert_eq!(big.last_error().as_deref(), Some("too_large"));
    // Two hundred malformed messages: each refused until the connection is closed.
    let mut noisy = connect(host.port());
    noisy.hello(&host.code());
    let sent = (0..200)
        .take_while(|i| noisy.send_text(&format!("{{\"type\":\"throw\",\"launch\":{i}")))
        .count();
    assert_eq!(noisy.wait_closed(WAIT), Some(1008), "after {sent} sent");
    let errors: Vec<&Value> = noisy.got.iter().filter(|v| v["type"] == "error").collect();
    assert!(!errors.is_empty() && errors.len() <= 8, "{errors:?}");
    assert!(
        errors
            .iter()
            .all(|e| e["code"] == "malformed" || e["code"] == "slow_down")
    );
    assert_eq!(host.game, before, "the game is as it was");
    assert!(host.server.poll().is_empty(), "the host heard nothing");
    for (seat, phone) in phones.iter_mut().enumerate() {
        // Anything the abuse made the server send has had time to arrive.
        phone.until(Duration::from_millis(50), |_| false);
        let noticed: Vec<&Value> = phone.got.iter().filter(|v| v["type"] == "state").collect();
        assert!(noticed.is_empty(), "seat {seat} was told {noticed:?}");
        phone.got.clear();
    }
}

#[test]
fn eight_phones_play_a_whole_game_of_straight_golf() {
    let mut host = Host::start(new_game(GameKind::StraightGolf, 8), 19);
    let mut phones = seat_everyone(&mut host, 8);
    host.open();
    let mut throws = 0;
    while !host.game.is_over() {
        if throws == 12 {
            let seat = thrower(&host.game);
            reconnect(&mut host, &mut phones, seat);
        }
        if throws == 20 {
            abuse(&mut host, &mut phones);
        }
        let launch = json!({"dx": (throws % 5) as f64 - 2.0, "dy": -3.0, "speed": 0.1 * (throws % 12) as f64});
        throw_once(&mut host, &mut phones, launch);
        throws += 1;
        for phone in phones.iter_mut() {
            phone.drain();
            phones::assert_nothing_early(&host, phone);
            phone.got.clear();
        }
    }
    assert!(
        throws > 8 * 9,
        "{throws} throws for 72 holes and the roll-off"
    );
    for (seat, phone) in phones.iter_mut().enumerate() {
        assert!(
            phone.wait_state(WAIT, |v| v["state"]["phase"] == "over"),
            "seat {seat}"
        );
        let state = phone.state.clone().unwrap_or_default();
        let shown = &state["state"];
        assert_eq!(shown["phase"], "over", "seat {seat}");
        assert_eq!(shown["result"]["step"], host.step - 1);
        let Game::Golf(g) = &host.game else {
            panic!("not golf")
        };
        let total = party_dice_core::present::signed(g.cards()[seat].total());
        assert_eq!(shown["card"]["rows"][seat]["total"], total.as_str());
    }
}

#[test]
fn the_shared_slam_number_is_anyones_and_real_dice_are_typed() {
    let mut host = Host::start(new_game(GameKind::SlamDice, 2), 3);
    host.real_dice = true;
    let mut phones = seat_everyone(&mut host, 2);
    host.open();
    let mut dice = DiceRng::seeded(11);
    // Seat 1 types the shared slam number: anyone may.
    assert!(phones[1].wait_state(WAIT, |v| v["state"]["awaiting"] == "type"));
    assert_eq!(
        phones[1].state.as_ref().map(|s| s["state"]["turn"].clone()),
        Some(json!("anyone"))
    );
    let mut seat = 1;
    while !host.game.is_over() {
        let step = host.step;
        let phone = &mut phones[seat];
        assert!(phone.wait_turn(step, WAIT), "seat {seat} at step {step}");
        let needed = host.game.dice_needed();
        let faces: Vec<u8> = (0..needed).map(|_| dice.face().value()).collect();
        if step == 2 {
            // One die short: refused, nothing played.
            let before = host.game.clone();
            phone.send(&json!({"type": "typed", "faces": faces[1..]}));
            phone.until(WAIT, |v| v["type"] == "error");
            assert_eq!(phone.last_error().as_deref(), Some("bad_dice"));
            assert_eq!((&host.game, host.server.poll().len()), (&before, 0));
        }
        assert!(phone.send(&json!({"type": "typed", "faces": faces})));
        let event = host
            .wait_event(WAIT)
            .unwrap_or_else(|| panic!("nothing typed at step {step}"));
        let HostEvent::Typed {
            seat: from,
            faces: got,
        } = &event
        else {
            panic!("{event:?}")
        };
        assert_eq!(
            (*from, got.iter().map(|f| f.value()).collect::<Vec<_>>()),
            (seat, faces)
        );
        host.play(event);
        seat = thrower(&host.game);
    }
    assert!(phones[0].wait_state(WAIT, |v| v["state"]["phase"] == "over"));
    for phone in &phones {
        phones::assert_nothing_early(&host, phone);
    }
    let title = &phones[0]
        .state
        .as_ref()
        .map(|v| v["state"]["result"]["title"].clone());
    assert!(
        title
            .as_ref()
            .and_then(Value::as_str)
            .is_some_and(|t| t.contains("loses")),
        "{title:?}"
    );
}

#[test]
fn a_foreign_origin_or_host_is_refused() {
    let host = Host::start(new_game(GameKind::SlamDice, 2), 1);
    let port = host.port();
    for origin in [
        "http://evil.example".to_string(),
        format!("http://evil.example:{port}"),
        format!("http://127.0.0.1:{}", port.wrapping_add(1)),
        format!("https://127.0.0.1:{port}"),
        "null".to_string(),
    ] {
        match try_connect(port, Some(&origin)) {
            Err(tungstenite::Error::Http(response)) => {
                assert_eq!(response.status().as_u16(), 403, "{origin}")
            }
            Err(e) => panic!("{origin}: {e}"),
            Ok(_) => panic!("{origin} was let in"),
        }
    }
    assert!(try_connect(port, Some(&format!("http://localhost:{port}"))).is_ok());
    assert!(try_connect(port, None).is_ok(), "no Origin: not a browser");
    let rebound = format!("GET / HTTP/1.1\r\nHost: evil.example:{port}\r\n\r\n");
    assert_eq!(http(port, &rebound).0, 421);
    let upgrade = format!(
        "GET /ws HTTP/1.1\r\nHost: evil.example:{port}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    assert_eq!(http(port, &upgrade).0, 421);
}

#[test]
fn only_the_page_and_its_socket_are_served() {
    let host = Host::start(new_game(GameKind::SlamDice, 2), 1);
    let port = host.port();
    let (status, page) = get(port, "/");
    assert_eq!(status, 200);
    assert!(page.contains("id=\"code\"") && page.contains("Content-Security-Policy"));
    let (status, head) = http(
        port,
        &format!("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"),
    );
    assert!(status == 200 && head.ends_with("\r\n\r\n"), "{head}");
    for path in [
        "/../Cargo.toml",
        "/..%2fCargo.toml",
        "/%2e%2e/Cargo.toml",
        "/Cargo.toml",
        "/assets/phone/index.html",
        "/src/lib.rs",
        "/index.html",
        "//etc/passwd",
        "/ws/../Cargo.toml",
    ] {
        let (status, body) = get(port, path);
        assert_eq!(status, 404, "{path}");
        assert!(!body.contains("[package]"), "{path}");
    }
    let post = format!("POST / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 2\r\n\r\nhi");
    assert_eq!(http(port, &post).0, 405);
    assert_eq!(http(port, "\u{1}\u{2} nonsense\r\n\r\n").0, 400);
    let huge = format!(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX: {}\r\n\r\n",
        "y".repeat(9000)
    );
    assert_eq!(http(port, &huge).0, 431);
}

#[test]
fn a_slow_request_head_is_cut_off() {
    // 408 is the answer to a head that did not come in time (HEAD_TIMEOUT); how long
    // that took is the machine's, not the test's.
    let host = Host::start(new_game(GameKind::SlamDice, 2), 1);
    let (status, _) = http(host.port(), "GET / HTTP/1.1\r\nHost: 127.0");
    assert_eq!(status, 408);
}

#[test]
fn at_eighty_phones_the_longest_spectator_makes_way_for_the_next() {
    let host = Host::start(new_game(GameKind::SlamDice, 2), 1);
    let port = host.port();
    let origin = format!("http://127.0.0.1:{port}");
    let join = |n: u32| {
        let from = std::net::Ipv4Addr::from(0x7f0b_0001 + n);
        let mut phone =
            try_connect_from(port, from, Some(&origin)).unwrap_or_else(|e| panic!("{e}"));
        let reply = phone.hello(&host.code());
        (phone, reply)
    };
    let mut open: Vec<Phone> = (0..party_dice_phones::room::MAX_CONNECTIONS as u32)
        .map(|n| {
            let (phone, reply) = join(n);
            assert_eq!(reply["type"], "welcome", "phone {n}");
            phone
        })
        .collect();
    // The 81st is in; the first to come, the longest spectator, is told and goes.
    let (_late, reply) = join(500);
    assert_eq!(reply["type"], "welcome", "{reply}");
    let first = &mut open[0];
    assert_eq!(first.wait_closed(WAIT), Some(1008));
    assert!(
        first.got.iter().any(|v| v["code"] == "room_full"),
        "{:?}",
        first.got
    );
}

#[test]
fn a_flood_of_messages_is_slowed_then_cut_off() {
    let server = phones::server();
    let mut phone = connect(server.port());
    phone.hello(&server.code().to_string());
    for _ in 0..60 {
        if !phone.send(&json!({"type": "ping"})) {
            break;
        }
    }
    assert_eq!(phone.wait_closed(WAIT), Some(1008));
    let pongs = phone.got.iter().filter(|v| v["type"] == "pong").count();
    let burst = party_dice_phones::room::BURST as usize;
    assert!((burst - 1..burst + 3).contains(&pongs), "{pongs} pongs");
    assert_eq!(
        phone
            .got
            .iter()
            .find(|v| v["type"] == "error")
            .map(|v| v["code"].clone()),
        Some(json!("slow_down"))
    );
}

/// A free port with the next `n - 1` also free, found by binding them.
fn free_ports(n: u16) -> u16 {
    for _ in 0..50 {
        let Ok(probe) = TcpListener::bind("0.0.0.0:0") else {
            continue;
        };
        let Ok(first) = probe.local_addr().map(|a| a.port()) else {
            continue;
        };
        drop(probe);
        if first < 65535 - n
            && (first..first + n).all(|p| TcpListener::bind(("0.0.0.0", p)).is_ok())
        {
            return first;
        }
    }
    panic!("no run of {n} free ports")
}

#[test]
fn a_taken_port_moves_the_server_to_the_next_free_one() {
    let first = free_ports(3);
    let taken = TcpListener::bind(("0.0.0.0", first)).unwrap_or_else(|e| panic!("{e}"));
    let loopback = TcpListener::bind(("127.0.0.1", first + 1)).unwrap_or_else(|e| panic!("{e}"));
    let server = Server::start(Config {
        port: first,
        ..Config::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(server.port(), first + 2, "both taken ports skipped");
    let note = server.port_note().unwrap_or_default();
    assert!(
        note.contains(&first.to_string()) && note.contains(&(first + 2).to_string()),
        "{note}"
    );
    assert!(get(server.port(), "/").1.contains("id=\"code\""));
    drop((taken, loopback));
    let base = free_ports(party_dice_phones::server::PORT_TRIES);
    let all: Vec<TcpListener> = (base..base + party_dice_phones::server::PORT_TRIES)
        .filter_map(|p| TcpListener::bind(("0.0.0.0", p)).ok())
        .collect();
    match Server::start(Config {
        port: base,
        ipv6: false,
        ..Config::default()
    }) {
        Err(StartError::NoFreePort { first, last }) => {
            assert_eq!(
                (first, last),
                (base, base + party_dice_phones::server::PORT_TRIES - 1)
            )
        }
        Err(e) => panic!("{e}"),
        Ok(s) => panic!("started on {} with {} ports taken", s.port(), all.len()),
    }
}

#[test]
fn stopping_is_quick_whatever_the_clients_do() {
    let mut host = Host::start(new_game(GameKind::SlamDice, 2), 1);
    let port = host.port();
    let mut phones = seat_everyone(&mut host, 2);
    // Each joins before the next connects: one address holds few sockets without a code.
    let spectators: Vec<Phone> = (0..8)
        .map(|_| {
            let mut w = connect(port);
            w.hello(&host.code());
            w
        })
        .collect();
    let mut spectators = spectators;
    // A request head that never ends, and a socket that says nothing.
    let mut slow =
        std::net::TcpStream::connect(("127.0.0.1", port)).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::io::Write::write_all(&mut slow, b"GET / HTTP/1.1\r\n");
    let _idle = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap_or_else(|e| panic!("{e}"));
    // Both are the server's before it stops: it tracks each socket it accepted, these
    // two without a code.
    let deadline = std::time::Instant::now() + WAIT;
    while host.server.unproven_sockets() < 2 {
        assert!(
            std::time::Instant::now() < deadline,
            "the server never took both"
        );
        std::thread::yield_now();
    }
    // Returns with a request head and a silent socket still open (a hang would hang the
    // test), then every phone is told and the port is free: what stopping must do.
    host.server.stop();
    for phone in phones.iter_mut().chain(spectators.iter_mut()) {
        assert_eq!(phone.wait_closed(WAIT), Some(1001));
    }
    assert!(
        TcpListener::bind(("0.0.0.0", port)).is_ok(),
        "the port is free again"
    );
}

#[test]
fn dropping_the_server_stops_it() {
    let server = phones::server();
    let port = server.port();
    let mut phone = connect(port);
    phone.hello(&server.code().to_string());
    drop(server);
    assert_eq!(phone.wait_closed(WAIT), Some(1001));
    assert!(
        std::net::TcpStream::connect(("127.0.0.1", port)).is_err(),
        "nobody listens"
    );
}

#[test]
fn the_banner_names_the_url_and_code() {
    let server = phones::server();
    let banner = server.banner();
    let want = format!(
        "phones: http://{}:{}/ code {}",
        server.address(),
        server.port(),
        server.code()
    );
    assert_eq!(banner, want);
    // The QR code's link carries the room key (12 hex digits), not the code.
    let key = server
        .join_url()
        .rsplit_once("/#")
        .map(|(_, k)| k.to_string());
    assert!(
        key.as_ref()
            .is_some_and(|k| k.len() == 12 && k.bytes().all(|b| b.is_ascii_hexdigit())),
        "{key:?}"
    );
    assert!(server.qr().is_some_and(|qr| qr.width() >= 21));
    assert_eq!(
        server.addresses().last(),
        Some(&std::net::IpAddr::from([127, 0, 0, 1]))
    );
    assert_eq!(server.port_note(), None);
}

#[test]
fn ipv6_loopback_reaches_the_page_where_the_machine_has_it() {
    let server = Server::start(Config {
        port: 0,
        ..Config::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    let port = server.port();
    let Ok(mut stream) = std::net::TcpStream::connect(("::1", port)) else {
        return; // No IPv6 loopback here (or the OS gave no v6 listener): IPv4 serves.
    };
    let request = format!("GET / HTTP/1.1\r\nHost: [::1]:{port}\r\n\r\n");
    let _ = std::io::Write::write_all(&mut stream, request.as_bytes());
    let mut text = String::new();
    let _ = std::io::Read::read_to_string(&mut stream, &mut text);
    assert!(text.starts_with("HTTP/1.1 200 OK"), "{text}");
    assert!(text.contains("id=\"code\""));
}

/// The game keeps the server in a Bevy resource, which must be `Send + Sync`.
#[test]
fn the_server_can_live_in_a_resource() {
    fn resource<T: Send + Sync + 'static>() {}
    resource::<Server>();
}

#[test]
fn more_members_than_one_hold_of_the_room_each_get_their_own_standing() {
    use party_dice_core::audience::Audience;
    use party_dice_phones::{MemberNews, MemberStanding, server::TELL_AT_ONCE};
    let host = Host::start(new_game(GameKind::SlamDice, 2), 3);
    let mut state = view::playing(&host.game, party_dice_phones::Awaiting::Nothing, 0, None);
    state.audience = Some(view::audience(&Audience::new(), &host.game, None));
    host.server.publish(state);
    let (port, code) = (host.port(), host.code());
    let origin = format!("http://127.0.0.1:{port}");
    let members = TELL_AT_ONCE + 30;
    let mut phones: Vec<Phone> = (0..members as u32)
        .map(|n| {
            let from = std::net::Ipv4Addr::from(0x7f0c_0001 + n);
            let mut phone =
                try_connect_from(port, from, Some(&origin)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(phone.hello(&code)["type"], "welcome", "phone {n}");
            phone.send(&json!({"type": "audience", "name": format!("M{n}")}));
            phone
        })
        .collect();
    // Who is who: each phone's member id, from its name.
    let mut ids = vec![None; members];
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while ids.iter().any(Option::is_none) {
        assert!(std::time::Instant::now() < deadline, "not everyone joined");
        for event in host.server.poll() {
            if let HostEvent::AudienceJoined { member, name } = event {
                let n: usize = name.trim_start_matches('M').parse().unwrap_or(usize::MAX);
                if let Some(id) = ids.get_mut(n) {
                    *id = Some(member);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    // Everyone's place at once: more than one hold of the room takes, so from a thread.
    let news: Vec<_> = ids
        .iter()
        .enumerate()
        .map(|(n, id)| {
            let standing = MemberStanding {
                rank: Some(n as u32 + 1),
                of: members as u32,
                points: n as i64,
                ..MemberStanding::default()
            };
            (id.unwrap_or_default(), MemberNews::Standing(standing))
        })
        .collect();
    host.server.tell_members(&news);
    for (n, phone) in phones.iter_mut().enumerate() {
        let got = phone.until(Duration::from_secs(20), |v| v["type"] == "standing");
        let got = got.unwrap_or_else(|| panic!("phone {n} heard no standing"));
        assert_eq!(got["standing"]["points"], n as i64, "phone {n}");
        assert_eq!(got["standing"]["rank"], n as u64 + 1, "phone {n}");
    }
}
