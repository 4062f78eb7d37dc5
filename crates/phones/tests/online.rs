//! Online phones for real: the game's server goes online through a real MQTT broker
//! (amqtt on 127.0.0.1, `tests/online/`), phones open the join link and play through
//! it, an eavesdropper subscribed to `#` learns nothing, forgeries change nothing, a
//! broker that dies for five seconds mid-game costs no throw and repeats none, and a
//! guest who holds the link (the insider) can do no more than any stranger.

#[path = "../../core/tests/common/mod.rs"]
mod common;
mod phones;

use std::time::{Duration, Instant};

use common::names;
use party_dice_core::rules::{Game, GameKind, GameSetup};
use party_dice_core::settings::BrokerUrl;
use party_dice_phones::online::cast::CAST_OVERHEAD;
use party_dice_phones::online::seal::{
    ANSWER_OVERHEAD, Body, DOWN_OVERHEAD, FIRST_BACK_LEN, FIRST_NEW_LEN, GameKey, Letter, PADS,
    PhoneKey, UP_OVERHEAD, Up, split_up,
};
use party_dice_phones::online::wire::Wire;
use party_dice_phones::online::{OnlineConfig, OnlineStatus, RoomAddress, parse_link};
use party_dice_phones::{HostEvent, Turn, view};
use phones::Host;
use phones::online::{Broker, Insider, Remote, Spy};
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
            let deadline = Instant::now() + WAIT;
            while !phone.phone.listening() {
                assert!(Instant::now() < deadline, "never listened to the cast");
                phone.until(Duration::from_millis(50), |_| false);
            }
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
        if let Ok(phone) = std::panic::catch_unwind(|| Remote::open_back(&link, token)) {
            phones[seat] = phone;
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
        let over = |v: &serde_json::Value| v["type"] == "state" && v["state"]["phase"] == "over";
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
        // Padded: every length is one of a few, so none tells a name's or a score's.
        // First letters have a length of their own, and hold no secret.
        let (overhead, first) = match payload.first() {
            Some(0x31 | 0x32) => (0, [FIRST_NEW_LEN, FIRST_BACK_LEN].contains(&payload.len())),
            Some(0x34) => (ANSWER_OVERHEAD, false),
            Some(0x36) => (CAST_OVERHEAD, false),
            _ if topic.ends_with("/up") => (UP_OVERHEAD, false),
            _ => (DOWN_OVERHEAD, false),
        };
        assert!(
            payload.is_empty() || first || PADS.iter().any(|p| payload.len() == p + overhead),
            "{} bytes on {topic}",
            payload.len()
        );
    }
}

#[test]
fn an_audience_through_the_broker_reads_each_table_cast_once_and_no_forged_cast() {
    let Some(broker) = Broker::start() else {
        return;
    };
    let mut host = Host::start(one_hole_of_golf(2), 13);
    let status = online(&mut host, &broker);
    let mut phones = seat(&mut host, &status.link, 2);
    let mut audience: Vec<Remote> = (0..12)
        .map(|_| {
            let mut phone = Remote::open(&status.link);
            assert_eq!(phone.hello()["type"], "welcome");
            let deadline = Instant::now() + WAIT;
            while !phone.phone.listening() {
                assert!(Instant::now() < deadline, "never listened to the cast");
                phone.until(Duration::from_millis(50), |_| false);
            }
            phone
        })
        .collect();
    // A stranger on the broker (no link needed for the topic: the room id is in every
    // topic) casts a table of its own, retained, and garbage.
    let room = phones[0].phone.room().clone();
    let url = BrokerUrl::parse(&broker.url()).unwrap_or_else(|e| panic!("{e}"));
    let mut stranger = Wire::connect(&url, "stranger-cast").unwrap_or_else(|e| panic!("{e}"));
    let topic = room.cast_topic("host");
    let forged: Vec<u8> = std::iter::once(0x36)
        .chain((0..(CAST_OVERHEAD + PADS[0])).map(|i| (i * 7 % 251) as u8))
        .collect();
    stranger
        .publish(&topic, &forged, true)
        .unwrap_or_else(|e| panic!("{e}"));
    stranger
        .publish(&topic, b"not a cast", false)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut spy = Spy::start(&broker);
    host.open();
    while !host.game.is_over() {
        throw(&mut host, &mut phones);
    }
    let over = |v: &serde_json::Value| v["type"] == "state" && v["state"]["phase"] == "over";
    for phone in &mut audience {
        let already = phone.state.as_ref().is_some_and(over);
        assert!(
            already || phone.until(WAIT, over).is_some(),
            "{:?}",
            phone.state
        );
        assert!(
            phone.phone.casts >= 3,
            "{} tables came by cast",
            phone.phone.casts
        );
        assert!(phone.phone.dropped >= 2, "{} dropped", phone.phone.dropped);
        assert_eq!(phone.seat, None);
    }
    spy.listen(Duration::from_millis(500));
    // Down from the game while it played: each table once on the cast topic, nothing on
    // the audience's own topics; the seated phones each their own.
    let on = |t: &str| spy.seen.iter().filter(|(topic, _)| topic == t).count();
    let casts = on(&topic);
    let own: usize = audience
        .iter()
        .map(|p| on(&room.phone_topic(&p.phone.id())))
        .sum();
    let seated = on(&room.phone_topic(&phones[0].phone.id()));
    assert!(casts >= 3, "{casts} casts");
    assert_eq!(own, 0, "letters to the audience's own topics");
    assert!(seated >= casts, "{seated} letters to a seat, {casts} casts");
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
    // A stranger with the link: random bytes; a letter sealed for another game's key; the
    // seated phone's own letter sent again with an old number; a letter that names the
    // seated phone's key but is sealed with the stranger's.
    let mut stranger = Remote::open(&status.link);
    stranger.ready();
    let garbage: Vec<u8> = (0..300u32).map(|i| (i * 37 % 251) as u8).collect();
    assert!(stranger.phone.send_raw(&garbage).is_ok());
    let throw_letter = |n| Letter {
        n,
        body: Body::M(r#"{"type":"throw"}"#.into()),
    };
    // The foreign letter: a session with another game, sealed for this room's topic.
    let other_game = GameKey::random().unwrap_or_else(|e| panic!("{e}"));
    let key = PhoneKey::random().unwrap_or_else(|e| panic!("{e}"));
    let Some(Up::New { public, .. }) = split_up(&key.first_new(other_game.address())) else {
        panic!("a first letter");
    };
    let ready = Letter {
        n: 1,
        body: Body::Ready(3),
    };
    let foreign = other_game
        .answer(&public, &ready)
        .ok()
        .flatten()
        .and_then(|(k, _)| {
            k.seal_up(&phones[seat].phone.room().up_topic(), &throw_letter(1))
                .ok()
        })
        .unwrap_or_default();
    assert!(stranger.phone.send_raw(&foreign).is_ok());
    let replay = phones[seat].phone.sealed_up(&throw_letter(1));
    assert!(phones[seat].phone.send_raw(&replay).is_ok());
    let mut posing = phones[seat].phone.sealed_up(&throw_letter(99));
    let theirs = stranger.phone.sealed_up(&throw_letter(99));
    let head = 1 + 16;
    posing.truncate(head);
    posing.extend_from_slice(&theirs[head..]);
    assert!(stranger.phone.send_raw(&posing).is_ok());
    assert_eq!(
        host.wait_event(Duration::from_millis(800)),
        None,
        "the host heard nothing"
    );
    assert_eq!(host.game, before);
    let deadline = Instant::now() + WAIT;
    while host.server.online().map_or(0, |s| s.refused) < refused + 4 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let now = host.server.online().map_or(0, |s| s.refused);
    assert_eq!(now - refused, 4, "each forgery dropped and counted");
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
    let mut spectator = Remote::open(&status.link);
    assert_eq!(spectator.hello()["type"], "welcome");
    let old_tokens: Vec<Option<String>> = phones.iter().map(|p| p.token.clone()).collect();
    host.server.new_link();
    let link = new_link_of(&host, &status.link);
    let moved = |v: &serde_json::Value| v["type"] == "moved";
    for (seat, phone) in phones.iter_mut().enumerate() {
        let got = phone
            .until(WAIT, moved)
            .unwrap_or_else(|| panic!("seat {seat}: no move"));
        let (room, key) = (got["room"].as_str(), got["key"].as_str());
        let Some(address) = room.zip(key).and_then(|(r, k)| RoomAddress::parse(r, k)) else {
            panic!("seat {seat}: {got}");
        };
        let Some((_, _, new_room)) = parse_link(&link) else {
            panic!("{link}");
        };
        assert_eq!(
            address, new_room,
            "the move names the new link's room and key"
        );
        // Where the seats went: a new connection there by the seat's new token.
        let new = got["token"].as_str().map(str::to_string);
        assert!(
            new.is_some() && new != old_tokens[seat],
            "seat {seat}: {got}"
        );
        *phone = Remote::open_back(&link, new);
        let welcome = phone.hello();
        assert_eq!(welcome["seat"], seat, "{welcome}");
    }
    let closed = spectator.until(WAIT, |v| v["type"] == "closed");
    assert!(
        closed.is_some(),
        "the spectator was not sent away: {:?}",
        spectator.got
    );
    // A latecomer with the old link is sent away; with the old link and a seat's old
    // token (its way back), told where the seat went and its new token.
    let mut late = Remote::open(&status.link);
    assert!(
        late.until(WAIT, |v| v["type"] == "closed").is_some(),
        "{:?}",
        late.got
    );
    let mut returning = Remote::open_back(&status.link, old_tokens[0].clone());
    let told = returning.until(WAIT, moved);
    assert_eq!(
        told.as_ref().and_then(|v| v["token"].as_str()),
        phones[0].token.as_deref(),
        "{:?}",
        returning.got
    );
}

/// The link once the host's New link has taken.
fn new_link_of(host: &Host, old: &str) -> String {
    let deadline = Instant::now() + WAIT;
    loop {
        let now = host.server.online().map(|s| s.link).unwrap_or_default();
        if now != old {
            return now;
        }
        assert!(Instant::now() < deadline, "the link never changed");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The insider: a guest who holds the link, watches everything the broker carries
/// (subscribed to `#`) through a whole game, and tries every way the shared-key rooms
/// let a guest in. Each try fails; the phones finish the game on their own seats, and
/// nothing the insider did took the game offline. Its record is printed.
#[test]
fn a_guest_with_the_link_can_read_forge_take_or_follow_nothing() {
    let Some(broker) = Broker::start() else {
        return;
    };
    let mut host = Host::start(one_hole_of_golf(2), 15);
    let status = online(&mut host, &broker);
    let mut insider = Insider::start(&broker, &status.link);
    host.setup();
    // Phone A sits at seat 0; the insider takes seat 1 before anyone else can.
    let mut a = Remote::open(&status.link);
    assert_eq!(a.hello()["type"], "welcome");
    a.take(0);
    insider.phone.hello();
    insider.phone.take(1);
    for _ in 0..2 {
        let e = host.wait_event(WAIT);
        assert!(matches!(e, Some(HostEvent::Connected { .. })), "{e:?}");
    }
    // Seated, it reads what it can, tries to take A's seat, and forges the game's letters
    // (a retained `moved` to a room of its own on every topic of the room).
    insider.read_everything_it_can(Duration::from_millis(500));
    insider.try_to_take(0);
    insider.forge_game_letters();
    // The host blocks it and makes a new link; A moves with its seat.
    assert!(host.server.block(1));
    host.server.new_link();
    let link = new_link_of(&host, &status.link);
    let got = a.until(WAIT, |v| v["type"] == "moved");
    assert!(got.is_some(), "A was not moved: {:?}", a.got);
    let token_a = a.token.clone();
    a = Remote::open_back(&link, token_a);
    assert_eq!(a.hello()["seat"], 0);
    // The insider tries to follow: through the old room (its void token, A's hellos
    // sent again), and into the new room whose id it sees on the broker.
    insider.try_to_follow(&link);
    // B opens the new link and sits at seat 1.
    let mut b = Remote::open(&link);
    assert_eq!(b.hello()["type"], "welcome");
    b.take(1);
    // What the host heard meanwhile (the block, A back, B in), up to B in seat 1.
    let deadline = Instant::now() + WAIT;
    loop {
        let e = host.wait_event(WAIT);
        if matches!(e, Some(HostEvent::Connected { seat: 1, .. })) {
            break;
        }
        assert!(
            e.is_some() && Instant::now() < deadline,
            "B never sat: {e:?}"
        );
    }
    let mut phones = vec![a, b];
    // Against the game's link itself: an oversized retained message on `up`, and
    // 10 000 new phone ids, then replays of retired phones' letters.
    let phones_before = host.server.online().map_or(0, |s| s.phones);
    let mut keep_alive = || {
        for phone in phones.iter_mut() {
            phone.send(&json!({"type": "ping"}));
        }
    };
    let letters = insider.flood(10_000, &mut keep_alive);
    let host_counts = || {
        let s = host.server.online().unwrap_or_else(|| panic!("offline"));
        (s.refused, s.phones)
    };
    insider.replay(&letters, host_counts, phones_before, keep_alive);
    host.open();
    while !host.game.is_over() {
        throw(&mut host, &mut phones);
        insider.read_everything_it_can(Duration::from_millis(50));
    }
    for (seat, phone) in phones.iter_mut().enumerate() {
        let over = |v: &serde_json::Value| v["type"] == "state" && v["state"]["phase"] == "over";
        let already = phone.state.as_ref().is_some_and(over);
        assert!(already || phone.until(WAIT, over).is_some());
        assert_eq!(phone.seat, Some(seat), "a phone lost its seat");
        assert!(
            !phone.got.iter().any(|v| v["type"] == "moved"),
            "a forged move reached seat {seat}"
        );
    }
    insider.read_everything_it_can(Duration::from_millis(500));
    let tokens: Vec<String> = phones.iter().filter_map(|p| p.token.clone()).collect();
    let record = insider.record(&tokens);
    eprintln!("{record}");
    record.assert_all_failed();
    let end = host.server.online().unwrap_or_else(|| panic!("offline"));
    assert_eq!(
        end.drops, 0,
        "the insider took the game's link down: {end:?}"
    );
    assert_eq!(host.played.len(), host.step as usize, "every throw once");
}

/// How long the stranger floods (`PARTY_DICE_STRANGER_SECONDS`): 15 s unless set, which
/// is already some 4 500 letters and well past the moments the two phones come in;
/// `.ci/run` runs it for a full minute as well.
fn stranger_seconds() -> u64 {
    std::env::var("PARTY_DICE_STRANGER_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(15)
}

/// A stranger on the broker, without the link (it reads the room id off the topics, as
/// anyone subscribed to `#` can): first letters with fresh valid keys at 300 a second
/// (for `stranger_seconds`), while a seated phone reloads its page (a new key, back by its seat's
/// way) and a new phone opens the link. Both are in within seconds; every stranger's
/// letter is refused unopened, and the game keeps nothing of them.
#[test]
fn a_stranger_flooding_fresh_keys_keeps_nobody_out() {
    let Some(broker) = Broker::start() else {
        return;
    };
    let mut host = Host::start(one_hole_of_golf(2), 16);
    let status = online(&mut host, &broker);
    let mut phones = seat(&mut host, &status.link, 1);
    let Some((_, _, room)) = parse_link(&status.link) else {
        panic!("{}", status.link);
    };
    let seconds = stranger_seconds();
    let stranger = phones::online::stranger(&broker.url(), &room, 300.0, seconds);
    let refused = || host.server.online().map_or(0, |s| s.refused);
    // The flood under way: a thousand letters refused.
    let deadline = Instant::now() + Duration::from_secs(30);
    while refused() < 1_000 {
        assert!(
            Instant::now() < deadline,
            "the flood never reached the game"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let clock = Instant::now();
    let token = phones[0].token.clone();
    phones[0] = Remote::open_back(&status.link, token);
    assert_eq!(phones[0].hello()["seat"], 0, "{:?}", phones[0].got);
    let back_in = clock.elapsed();
    let clock = Instant::now();
    let mut newcomer = Remote::open(&status.link);
    assert_eq!(newcomer.hello()["type"], "welcome", "{:?}", newcomer.got);
    let new_in = clock.elapsed();
    // The phones stay (they ping as pages do) until the flood is over.
    while !stranger.is_finished() {
        phones[0].send(&json!({"type": "ping"}));
        newcomer.send(&json!({"type": "ping"}));
        let _ = newcomer.until(Duration::from_secs(2), |_| false);
    }
    let sent = stranger
        .join()
        .unwrap_or_else(|_| panic!("the stranger's thread"));
    let deadline = Instant::now() + WAIT;
    while refused() < sent && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let end = host.server.online().unwrap_or_else(|| panic!("offline"));
    eprintln!(
        "stranger: {sent} first letters with fresh valid keys in {seconds} s, {} refused; \
         the seated phone back on its seat in {back_in:?}, a new phone in in {new_in:?}; \
         online phones at the end: {}",
        end.refused, end.phones
    );
    assert!(end.refused >= sent, "{end:?}");
    assert!(back_in < Duration::from_secs(5) && new_in < Duration::from_secs(5));
    assert!(end.phones <= 3, "{end:?}");
    assert_eq!(phones[0].seat, Some(0));
}
