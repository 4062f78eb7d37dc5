//! Online phones for real: the game's server goes online through a real MQTT broker
//! (amqtt on 127.0.0.1, `tests/online/`), phones open the join link and play through
//! it, an eavesdropper subscribed to `#` learns nothing, forgeries change nothing, and a
//! broker that dies for five seconds mid-game costs no throw and repeats none.

mod common;
mod phones;

use std::time::{Duration, Instant};

use common::names;
use party_dice::remote::online::seal::{Body, Letter};
use party_dice::remote::online::{OnlineConfig, OnlineStatus};
use party_dice::remote::{HostEvent, Turn, view};
use party_dice::rules::{Game, GameKind, GameSetup};
use phones::Host;
use phones::online::{Broker, Remote, Spy};
use serde_json::json;

const WAIT: Duration = Duration::from_secs(10);

/// Players' names long enough that random ciphertext never holds one by chance (a
/// two-letter name turns up in a few kilobytes of random bytes).
fn long_names(players: usize) -> Vec<String> {
    names(players)
        .iter()
        .map(|n| format!("Player-{n}-Annabel"))
        .collect()
}

fn one_hole_of_golf(players: usize) -> Game {
    let mut setup = GameSetup::new(GameKind::StraightGolf, long_names(players));
    setup.straight_golf.rounds = 1;
    Game::new(&setup).unwrap_or_else(|e| panic!("{e}"))
}

/// The host online through `broker`, once its link is up.
fn online(host: &mut Host, broker: &Broker) -> OnlineStatus {
    let config = OnlineConfig {
        broker: broker.url(),
        page: "http://127.0.0.1:9/phone/".into(),
    };
    host.server
        .go_online(config)
        .unwrap_or_else(|e| panic!("{e}"));
    wait_link(host, true)
}

fn wait_link(host: &Host, up: bool) -> OnlineStatus {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let status = host.server.online().unwrap_or_else(|| panic!("not online"));
        if status.link_up == up {
            return status;
        }
        assert!(Instant::now() < deadline, "link never {up}: {status:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Phones for seats 0..n through the link; the host heard them all.
fn seat(host: &mut Host, link: &str, n: usize) -> Vec<Remote> {
    host.setup();
    let phones: Vec<Remote> = (0..n)
        .map(|s| {
            let mut phone = Remote::open(link);
            assert_eq!(phone.hello()["type"], "welcome");
            phone.take(s);
            phone
        })
        .collect();
    for _ in 0..n {
        let e = host.wait_event(WAIT);
        assert!(matches!(e, Some(HostEvent::Connected { .. })), "{e:?}");
    }
    phones
}

fn on_turn(game: &Game) -> usize {
    match view::turn(game) {
        Turn::Seat(s) => s,
        _ => 0,
    }
}

/// The phone on turn throws (again, after a drop, if its throw was lost); the host
/// plays the throw it gets.
fn throw(host: &mut Host, phones: &mut [Remote]) {
    let seat = on_turn(&host.game);
    let step = host.step;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let phone = &mut phones[seat];
        if phone.wait_turn(step, Duration::from_secs(2)) {
            phone.send(&json!({"type": "throw", "launch": {"dx": 0.2, "dy": -1.0, "speed": 2.5}}));
            if let Some(event) = host.wait_event(Duration::from_secs(2)) {
                assert!(
                    matches!(event, HostEvent::Throw { seat: s, .. } if s == seat),
                    "{event:?}"
                );
                host.play(event);
                return;
            }
        }
        assert!(
            Instant::now() < deadline,
            "seat {seat} never threw step {step}"
        );
        // Dropped meanwhile: open the link again and take the seat back with its token.
        let token = phones[seat].token.clone();
        let link = host.server.online().map(|s| s.link).unwrap_or_default();
        if let Ok(phone) = std::panic::catch_unwind(|| Remote::open(&link)) {
            phones[seat] = phone;
            phones[seat].token = token;
            phones[seat].hello();
        }
    }
}

#[test]
fn two_phones_play_a_hole_through_the_broker_and_the_broker_sees_only_ciphertext() {
    let Some(broker) = Broker::start() else {
        return;
    };
    let mut spy = Spy::start(&broker);
    let mut host = Host::start(one_hole_of_golf(2), 11);
    let status = online(&mut host, &broker);
    assert!(
        status.link.starts_with("http://127.0.0.1:9/phone/#r="),
        "{}",
        status.link
    );
    let mut phones = seat(&mut host, &status.link, 2);
    host.open();
    while !host.game.is_over() {
        throw(&mut host, &mut phones);
    }
    for phone in &mut phones {
        let over = |v: &serde_json::Value| v["type"] == "state" && v["table"]["phase"] == "over";
        let already = phone.state.as_ref().is_some_and(over);
        assert!(
            already || phone.until(WAIT, over).is_some(),
            "{:?}",
            phone.state
        );
    }
    spy.listen(Duration::from_millis(500));
    // What the broker carried: random topics and ciphertext, no name, token or die.
    assert!(spy.seen.len() > 20, "{} messages", spy.seen.len());
    let tokens: Vec<String> = phones.iter().filter_map(|p| p.token.clone()).collect();
    assert_eq!(tokens.len(), 2);
    for (topic, payload) in &spy.seen {
        assert!(topic.starts_with("pd1/"), "{topic}");
        let text = String::from_utf8_lossy(payload);
        for secret in long_names(2).iter().chain(&tokens) {
            assert!(!text.contains(secret.as_str()) && !topic.contains(secret.as_str()));
        }
        for word in ["state", "throw", "hello", "seat", "faces", "score"] {
            assert!(!text.contains(word), "{word} in {topic}");
        }
    }
}

#[test]
fn forged_replayed_and_foreign_messages_change_nothing() {
    let Some(broker) = Broker::start() else {
        return;
    };
    let mut host = Host::start(one_hole_of_golf(2), 12);
    let status = online(&mut host, &broker);
    let mut phones = seat(&mut host, &status.link, 2);
    host.open();
    let seat = on_turn(&host.game);
    assert!(phones[seat].wait_turn(host.step, WAIT));
    let before = host.game.clone();
    let refused = host.server.online().map_or(0, |s| s.refused);
    // A stranger with the topic (seen on `#`) but another key, random bytes, a letter
    // from a non-phone, and the seated phone's own hello sealed again with an old number.
    let mut stranger = Remote::open(&status.link);
    let garbage: Vec<u8> = (0..300u32).map(|i| (i * 37 % 251) as u8).collect();
    assert!(stranger.phone.send_raw(&garbage).is_ok());
    assert!(stranger.phone.send_raw(&[]).is_ok());
    let other_room =
        party_dice::remote::online::RoomSecret::random().unwrap_or_else(|e| panic!("{e}"));
    let foreign = other_room.seal(
        &status
            .link
            .split("#r=")
            .nth(1)
            .map(|r| format!("pd1/{}/up", &r[..32]))
            .unwrap_or_default(),
        &Letter {
            f: stranger.phone.id().into(),
            n: 1,
            body: Body::M(r#"{"type":"throw"}"#.into()),
        },
    );
    assert!(
        stranger
            .phone
            .send_raw(&foreign.unwrap_or_default())
            .is_ok()
    );
    let replay = phones[seat].phone.sealed_up(&Letter {
        f: phones[seat].phone.id().into(),
        n: 1,
        body: Body::M(r#"{"type":"throw"}"#.into()),
    });
    assert!(phones[seat].phone.send_raw(&replay).is_ok());
    let not_a_phone = phones[seat].phone.sealed_up(&Letter {
        f: "game".into(),
        n: 99,
        body: Body::M(r#"{"type":"throw"}"#.into()),
    });
    assert!(phones[seat].phone.send_raw(&not_a_phone).is_ok());
    std::thread::sleep(Duration::from_millis(800));
    assert_eq!(
        host.wait_event(Duration::from_millis(200)),
        None,
        "the host heard nothing"
    );
    assert_eq!(host.game, before);
    let now = host.server.online().map_or(0, |s| s.refused);
    assert_eq!(now - refused, 5, "each forgery dropped and counted");
    // The real phone still throws.
    throw(&mut host, &mut phones);
}

#[test]
fn a_broker_down_for_five_seconds_mid_game_costs_no_throw_and_repeats_none() {
    let Some(mut broker) = Broker::start() else {
        return;
    };
    let mut host = Host::start(one_hole_of_golf(2), 13);
    let status = online(&mut host, &broker);
    let mut phones = seat(&mut host, &status.link, 2);
    host.open();
    throw(&mut host, &mut phones);
    throw(&mut host, &mut phones);
    broker.kill();
    let down = wait_link(&host, false);
    assert!(down.problem.is_some(), "{down:?}");
    std::thread::sleep(Duration::from_secs(5));
    broker.resume();
    let up = wait_link(&host, true);
    assert_eq!(up.drops, 1, "{up:?}");
    while !host.game.is_over() {
        throw(&mut host, &mut phones);
    }
    // Every throw the host acted on, once: the rules' own record of the rolls.
    let rolls = host.played.len();
    assert_eq!(rolls, host.step as usize);
    eprintln!(
        "drop test: {rolls} throws, each applied once; link dropped {} time(s)",
        up.drops
    );
}

#[test]
fn a_new_link_moves_the_seated_phones_and_sends_the_others_away() {
    let Some(broker) = Broker::start() else {
        return;
    };
    let mut host = Host::start(one_hole_of_golf(2), 14);
    let status = online(&mut host, &broker);
    let mut phones = seat(&mut host, &status.link, 2);
    let mut watcher = Remote::open(&status.link);
    assert_eq!(watcher.hello()["type"], "welcome");
    host.server.new_link();
    let moved = |v: &serde_json::Value| v["type"] == "moved";
    let deadline = Instant::now() + WAIT;
    let link = loop {
        let now = host.server.online().map(|s| s.link).unwrap_or_default();
        if now != status.link {
            break now;
        }
        assert!(Instant::now() < deadline, "the link never changed");
        std::thread::sleep(Duration::from_millis(20));
    };
    for (seat, phone) in phones.iter_mut().enumerate() {
        let got = phone
            .until(WAIT, moved)
            .unwrap_or_else(|| panic!("seat {seat}: no move"));
        let (room, key) = (got["room"].as_str(), got["key"].as_str());
        let secret = room
            .zip(key)
            .and_then(|(r, k)| party_dice::remote::online::RoomSecret::parse(r, k));
        let Some(secret) = secret else {
            panic!("seat {seat}: {got}");
        };
        let (_, broker_url, _) =
            party_dice::remote::online::parse_link(&link).unwrap_or_else(|| panic!("{link}"));
        let moved_to = party_dice::remote::online::join_link(
            "http://127.0.0.1:9/phone/",
            &broker_url,
            &secret,
        );
        assert_eq!(moved_to, link, "the move names the new link's room and key");
        // Where the seats went: a new connection there with the seat's token.
        let token = phone.token.clone();
        *phone = Remote::open(&link);
        phone.token = token;
        let welcome = phone.hello();
        assert_eq!(welcome["seat"], seat, "{welcome}");
    }
    let closed = watcher.until(WAIT, |v| v["type"] == "closed");
    assert!(
        closed.is_some(),
        "the watcher was not sent away: {:?}",
        watcher.got
    );
    // A latecomer with the old link is sent away; with the old link and a seat's token,
    // told where the seat went.
    let mut late = Remote::open(&status.link);
    late.send(&json!({"type": "hello", "v": 1}));
    assert!(
        late.until(WAIT, |v| v["type"] == "closed").is_some(),
        "{:?}",
        late.got
    );
    let mut returning = Remote::open(&status.link);
    returning.token = phones[0].token.clone();
    let token = returning.token.clone();
    returning.send(&json!({"type": "hello", "v": 1, "token": token}));
    assert!(
        returning.until(WAIT, moved).is_some(),
        "{:?}",
        returning.got
    );
}
