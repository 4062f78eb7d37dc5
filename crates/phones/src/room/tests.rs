//! The room's rules, driven directly: who may sit, throw and type, what a phone is
//! told, and the limits.

use super::*;
use crate::messages::{Awaiting, Card, HostEvent, Phase, PhoneAt, Turn};
use crate::protocol::ProtocolError;
use party_dice_core::seat_look::Finish;
use proptest::prelude::*;
use serde_json::Value;
use std::net::Ipv4Addr;
use std::time::Duration;

const CODE: &str = "KQZD";

fn code() -> RoomCode {
    RoomCode::parse(CODE).unwrap_or_else(|| panic!("code"))
}

const KEY: &str = "0123456789ab";

fn key() -> RoomKey {
    RoomKey::parse(KEY).unwrap_or_else(|| panic!("key"))
}

fn ip(last: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(192, 168, 1, last))
}

/// A room, its clock, and helpers to read what it did.
struct Bench {
    room: Room,
    now: Instant,
}

impl Bench {
    fn new() -> Self {
        let mut b = Bench {
            room: Room::new(code(), key(), Limits::default()),
            now: Instant::now(),
        };
        b.room
            .publish(host_state(Phase::Setup, Turn::Nobody, Awaiting::Nothing, 0));
        b
    }

    fn connect(&mut self, from: u8) -> ConnId {
        self.room
            .connect(ip(from), self.now)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    fn send(&mut self, conn: ConnId, text: &str) -> Vec<Effect> {
        self.room.receive(conn, text.as_bytes(), self.now)
    }

    /// A joined connection from `192.168.1.<from>`.
    fn joined(&mut self, from: u8) -> ConnId {
        let conn = self.connect(from);
        let effects = self.send(conn, &hello(CODE, None));
        assert_eq!(replies(&effects, conn)[0]["type"], "welcome");
        conn
    }

    /// A joined connection in `seat`; returns it and its token.
    fn seated(&mut self, from: u8, seat: usize) -> (ConnId, String) {
        let conn = self.joined(from);
        let effects = self.send(conn, &format!(r#"{{"type":"take","seat":{seat}}}"#));
        let reply = replies(&effects, conn)[0].clone();
        assert_eq!(reply["seat"], seat, "{reply}");
        let token = reply["token"].as_str().unwrap_or_default().to_string();
        (conn, token)
    }

    fn later(&mut self, by: Duration) {
        self.now += by;
    }
}

fn hello(code: &str, token: Option<&str>) -> String {
    let token = token.map_or("null".to_string(), |t| format!("\"{t}\""));
    format!(r#"{{"type":"hello","v":2,"code":"{code}","token":{token}}}"#)
}

fn hello_key(code: &str, key: &str) -> String {
    format!(r#"{{"type":"hello","v":2,"code":"{code}","token":null,"key":"{key}"}}"#)
}

fn host_state(phase: Phase, turn: Turn, awaiting: Awaiting, step: u64) -> HostState {
    HostState {
        phase,
        game: "Slam Dice".into(),
        seats: vec!["Ann".into(), "Ben".into(), "Cy".into()],
        turn,
        awaiting,
        dice: 3,
        step,
        banner: "Ann's turn".into(),
        card: Card::default(),
        result: None,
        joinable: phase == Phase::Setup,
        finishes: Vec::new(),
        audience: None,
    }
}

/// The JSON messages `effects` send to `conn`, in order.
fn replies(effects: &[Effect], conn: ConnId) -> Vec<Value> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(to, text) if *to == conn => serde_json::from_str(text).ok(),
            _ => None,
        })
        .collect()
}

fn error_code(effects: &[Effect], conn: ConnId) -> String {
    let all = replies(effects, conn);
    match all.iter().find(|r| r["type"] == "error") {
        Some(r) => r["code"].as_str().unwrap_or_default().to_string(),
        None => panic!("no error in {all:?}"),
    }
}

fn host_events(effects: &[Effect]) -> Vec<HostEvent> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Host(h) => Some(h.clone()),
            _ => None,
        })
        .collect()
}

fn closes(effects: &[Effect], conn: ConnId) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, Effect::Close(c, _) if *c == conn))
}

#[test]
fn a_phone_joins_only_with_the_rooms_code() {
    let mut b = Bench::new();
    let conn = b.connect(1);
    assert_eq!(
        error_code(&b.send(conn, r#"{"type":"leave"}"#), conn),
        "not_joined"
    );
    assert_eq!(
        error_code(&b.send(conn, &hello("ABCD", None)), conn),
        "bad_code"
    );
    assert!(!b.room.is_joined(conn));
    let effects = b.send(conn, &hello("kqzd", None));
    let got = replies(&effects, conn);
    assert_eq!(
        (got[0]["type"].as_str(), got[0]["seat"].is_null()),
        (Some("welcome"), true)
    );
    assert_eq!(got[1]["type"], "state");
    assert_eq!(got[1]["state"]["seats"][1], "Ben");
    assert_eq!(
        got[1]["phones"],
        serde_json::json!(["none", "none", "none"])
    );
    assert_eq!(
        error_code(&b.send(conn, &hello(CODE, None)), conn),
        "already_joined"
    );
}

#[test]
fn a_free_seat_is_taken_and_everyone_sees_it() {
    let mut b = Bench::new();
    let spectator = b.joined(2);
    let conn = b.joined(1);
    let effects = b.send(conn, r#"{"type":"take","seat":1}"#);
    let seat = &replies(&effects, conn)[0];
    assert_eq!(
        (seat["type"].as_str(), seat["why"].as_str()),
        (Some("seat"), Some("took"))
    );
    assert_eq!(seat["token"].as_str().map(str::len), Some(32));
    assert_eq!(host_events(&effects), [HostEvent::Connected { seat: 1 }]);
    let seen = replies(&effects, spectator);
    assert_eq!(
        seen[0]["phones"],
        serde_json::json!(["none", "here", "none"])
    );
    assert_eq!(
        error_code(&b.send(spectator, r#"{"type":"take","seat":1}"#), spectator),
        "seat_taken"
    );
    assert_eq!(
        error_code(&b.send(spectator, r#"{"type":"take","seat":3}"#), spectator),
        "no_such_seat"
    );
    assert_eq!(b.room.presence().seats[1], PhoneAt::Here);
    assert_eq!(b.room.presence().spectators, 1);
    // Moving to another seat frees the first.
    let effects = b.send(conn, r#"{"type":"take","seat":2}"#);
    let events = host_events(&effects);
    assert_eq!(
        events,
        [
            HostEvent::Disconnected { seat: 1 },
            HostEvent::Connected { seat: 2 }
        ]
    );
    let effects = b.send(conn, r#"{"type":"leave"}"#);
    assert_eq!(host_events(&effects), [HostEvent::Disconnected { seat: 2 }]);
    assert_eq!(
        error_code(&b.send(conn, r#"{"type":"leave"}"#), conn),
        "not_seated"
    );
}

#[test]
fn a_dropped_phone_gets_its_seat_back_with_its_token() {
    let mut b = Bench::new();
    let (first, token) = b.seated(1, 0);
    let effects = b.room.disconnect(first);
    assert_eq!(host_events(&effects), [HostEvent::Disconnected { seat: 0 }]);
    assert_eq!(b.room.presence().seats[0], PhoneAt::Dropped);
    let other = b.joined(3);
    assert_eq!(
        error_code(&b.send(other, r#"{"type":"take","seat":0}"#), other),
        "seat_taken"
    );
    let again = b.connect(1);
    let effects = b.send(again, &hello(CODE, Some(&token)));
    let welcome = &replies(&effects, again)[0];
    assert_eq!(welcome["seat"], 0);
    assert_eq!(welcome["stale_token"], false);
    assert_eq!(host_events(&effects), [HostEvent::Connected { seat: 0 }]);
    // The same token in a second tab takes the seat over; the first tab watches.
    let tab = b.connect(1);
    let effects = b.send(tab, &hello(CODE, Some(&token)));
    assert_eq!(replies(&effects, again)[0]["why"], "taken_over");
    assert_eq!(
        (b.room.seat_of(tab), b.room.seat_of(again)),
        (Some(0), None)
    );
    assert!(
        host_events(&effects).is_empty(),
        "the seat never lost its phone"
    );
    // A token that names no seat is stale.
    let stranger = b.connect(4);
    let fake = "00112233445566778899aabbccddeeff";
    let effects = b.send(stranger, &hello(CODE, Some(fake)));
    assert_eq!(replies(&effects, stranger)[0]["stale_token"], true);
    assert_eq!(b.room.seat_of(stranger), None);
}

#[test]
fn the_host_frees_a_seat_and_its_token_is_void() {
    let mut b = Bench::new();
    let (conn, token) = b.seated(1, 2);
    let (held, effects) = b.room.free_seat(2);
    assert!(held);
    assert_eq!(replies(&effects, conn)[0]["why"], "freed");
    assert!(!b.room.free_seat(2).0);
    b.room.disconnect(conn);
    let again = b.connect(1);
    let effects = b.send(again, &hello(CODE, Some(&token)));
    assert_eq!(replies(&effects, again)[0]["seat"], Value::Null);
}

#[test]
fn only_the_seat_on_turn_throws_once_per_step() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    let (ben, _) = b.seated(2, 1);
    let spectator = b.joined(3);
    let throw = r#"{"type":"throw","launch":{"dx":0,"dy":-2,"speed":0.5}}"#;
    assert_eq!(error_code(&b.send(ann, throw), ann), "not_now", "setup");
    b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Throw,
        7,
    ));
    assert_eq!(error_code(&b.send(ben, throw), ben), "not_your_turn");
    assert_eq!(
        error_code(&b.send(spectator, throw), spectator),
        "not_seated"
    );
    assert_eq!(
        error_code(&b.send(ann, r#"{"type":"typed","faces":[1,2,3]}"#), ann),
        "not_now"
    );
    let effects = b.send(ann, throw);
    let launch = party_dice_core::throw::launch_from_swipe(0.0, -1.0, 0.5);
    assert_eq!(
        host_events(&effects),
        [HostEvent::Throw {
            seat: 0,
            launch: Some(launch)
        }]
    );
    assert_eq!(
        replies(&effects, ann)[0],
        serde_json::json!({"type": "sent", "step": 7})
    );
    assert_eq!(error_code(&b.send(ann, throw), ann), "already_thrown");
    // Rolling, then the next step.
    b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Nothing,
        7,
    ));
    assert_eq!(error_code(&b.send(ann, throw), ann), "not_now");
    b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Throw,
        8,
    ));
    let effects = b.send(ann, r#"{"type":"throw"}"#);
    assert_eq!(
        host_events(&effects),
        [HostEvent::Throw {
            seat: 0,
            launch: None
        }]
    );
    b.room
        .publish(host_state(Phase::Over, Turn::Nobody, Awaiting::Nothing, 9));
    assert_eq!(error_code(&b.send(ann, throw), ann), "not_now");
}

#[test]
fn anyone_may_throw_a_shared_die_but_only_once() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    let (cy, _) = b.seated(2, 2);
    let spectator = b.joined(3);
    b.room
        .publish(host_state(Phase::Playing, Turn::Anyone, Awaiting::Throw, 0));
    assert_eq!(
        error_code(&b.send(spectator, r#"{"type":"throw"}"#), spectator),
        "not_seated"
    );
    let effects = b.send(cy, r#"{"type":"throw"}"#);
    assert_eq!(
        host_events(&effects),
        [HostEvent::Throw {
            seat: 2,
            launch: None
        }]
    );
    assert_eq!(
        error_code(&b.send(ann, r#"{"type":"throw"}"#), ann),
        "already_thrown"
    );
}

#[test]
fn typed_dice_need_the_count_the_roll_needs() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    b.room
        .publish(host_state(Phase::Playing, Turn::Seat(0), Awaiting::Type, 1));
    assert_eq!(
        error_code(&b.send(ann, r#"{"type":"typed","faces":[1,2]}"#), ann),
        "bad_dice"
    );
    assert_eq!(
        error_code(&b.send(ann, r#"{"type":"typed","faces":[1,2,9]}"#), ann),
        "bad_dice"
    );
    assert_eq!(
        error_code(&b.send(ann, r#"{"type":"throw"}"#), ann),
        "not_now"
    );
    let effects = b.send(ann, r#"{"type":"typed","faces":[6,1,6]}"#);
    let faces: Vec<party_dice_core::rules::Face> = [6, 1, 6]
        .iter()
        .filter_map(|v| party_dice_core::rules::Face::new(*v).ok())
        .collect();
    assert_eq!(host_events(&effects), [HostEvent::Typed { seat: 0, faces }]);
}

#[test]
fn new_players_ask_in_the_setup_and_the_host_answers() {
    let mut b = Bench::new();
    let zoe = b.joined(1);
    let effects = b.send(zoe, r#"{"type":"join_as","name":" Zoe "}"#);
    assert_eq!(replies(&effects, zoe)[0]["type"], "join_pending");
    let Some(HostEvent::JoinAsPlayer { request, name }) = host_events(&effects).pop() else {
        panic!("no request")
    };
    assert_eq!(name, "Zoe");
    assert_eq!(
        error_code(&b.send(zoe, r#"{"type":"join_as","name":"Zed"}"#), zoe),
        "join_pending"
    );
    let other = b.joined(2);
    assert_eq!(
        error_code(&b.send(other, r#"{"type":"join_as","name":"ann"}"#), other),
        "name_taken"
    );
    assert!(!b.room.admit(request, 3).0, "seat 3 not published yet");
    let mut grown = host_state(Phase::Setup, Turn::Nobody, Awaiting::Nothing, 0);
    grown.seats.push("Zoe".into());
    b.room.publish(grown);
    let (admitted, effects) = b.room.admit(request, 3);
    assert!(admitted);
    let seat = &replies(&effects, zoe)[0];
    assert_eq!(
        (seat["seat"].as_u64(), seat["why"].as_str()),
        (Some(3), Some("admitted"))
    );
    assert!(!b.room.admit(request, 3).0, "answered once");
    // A refused request, and one left open when the game starts.
    let effects = b.send(other, r#"{"type":"join_as","name":"Max"}"#);
    let Some(HostEvent::JoinAsPlayer { request, .. }) = host_events(&effects).pop() else {
        panic!("no request")
    };
    let effects = b.room.refuse_join(request, crate::JoinRefusal::TableFull);
    assert_eq!(replies(&effects, other)[0]["why"], "the table is full");
    b.send(other, r#"{"type":"join_as","name":"Max"}"#);
    let effects = b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Throw,
        1,
    ));
    assert_eq!(replies(&effects, other)[0]["type"], "join_refused");
    assert_eq!(
        error_code(&b.send(other, r#"{"type":"join_as","name":"Max"}"#), other),
        "join_closed"
    );
}

#[test]
fn a_seat_follows_its_player_when_the_setup_changes() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    let (cy, _) = b.seated(2, 2);
    let mut state = host_state(Phase::Setup, Turn::Nobody, Awaiting::Nothing, 0);
    state.seats = vec!["Cy".into(), "Ann".into()];
    let effects = b.room.publish(state);
    assert_eq!(
        (b.room.seat_of(ann), b.room.seat_of(cy)),
        (Some(1), Some(0))
    );
    assert_eq!(replies(&effects, ann)[0]["why"], "moved");
    let mut state = host_state(Phase::Setup, Turn::Nobody, Awaiting::Nothing, 0);
    state.seats = vec!["Cy".into(), "Dee".into()];
    let effects = b.room.publish(state);
    assert_eq!(b.room.seat_of(ann), None);
    assert_eq!(replies(&effects, ann)[0]["why"], "removed");
    assert_eq!(b.room.presence().seats, [PhoneAt::Here, PhoneAt::None]);
}

#[test]
fn a_flood_is_slowed_and_bad_messages_close_the_connection() {
    let mut b = Bench::new();
    let conn = b.joined(1);
    let mut effects = Vec::new();
    for _ in 0..(BURST as usize - 1) {
        effects.extend(b.send(conn, r#"{"type":"ping"}"#));
    }
    assert!(replies(&effects, conn).iter().all(|r| r["type"] == "pong"));
    assert_eq!(
        error_code(&b.send(conn, r#"{"type":"ping"}"#), conn),
        "slow_down"
    );
    assert!(
        replies(&b.send(conn, r#"{"type":"ping"}"#), conn).is_empty(),
        "one notice a second"
    );
    b.later(Duration::from_secs(1));
    assert_eq!(
        replies(&b.send(conn, r#"{"type":"ping"}"#), conn)[0]["type"],
        "pong"
    );
    // Malformed messages: each an error and a strike; the eighth strike closes.
    let mut b = Bench::new();
    let conn = b.joined(1);
    for i in 1..=MAX_STRIKES {
        let effects = b.send(conn, "{nonsense");
        assert_eq!(error_code(&effects, conn), "malformed");
        assert_eq!(closes(&effects, conn), i == MAX_STRIKES, "strike {i}");
    }
}

#[test]
fn guessing_codes_is_slowed_per_address() {
    use crate::guesses::{ADDRESS_BURST, ADDRESS_EVERY};
    let mut b = Bench::new();
    for _ in 0..ADDRESS_BURST as usize {
        let conn = b.connect(9);
        assert_eq!(
            error_code(&b.send(conn, &hello("AAAA", None)), conn),
            "bad_code"
        );
    }
    let conn = b.connect(9);
    let effects = b.send(conn, &hello(CODE, None));
    assert_eq!(
        error_code(&effects, conn),
        "too_many_tries",
        "even the right code"
    );
    assert!(!b.room.is_joined(conn));
    let elsewhere = b.joined(10);
    assert!(
        b.room.is_joined(elsewhere),
        "another address is not held up"
    );
    b.later(ADDRESS_EVERY);
    let effects = b.send(conn, &hello(CODE, None));
    assert_eq!(replies(&effects, conn)[0]["type"], "welcome");
}

#[test]
fn the_rooms_budget_holds_whatever_the_addresses_and_the_key_still_lets_in() {
    use crate::guesses::ROOM_BURST;
    let mut b = Bench::new();
    // Wrong codes from many networks use up the room's budget.
    let mut refused = 0;
    for i in 0..(2 * ROOM_BURST as u32) {
        let from = IpAddr::V4(Ipv4Addr::from(0x0a00_0001 + (i << 8)));
        let conn = b
            .room
            .connect(from, b.now)
            .unwrap_or_else(|e| panic!("{e}"));
        match error_code(&b.send(conn, &hello("AAAA", None)), conn).as_str() {
            "bad_code" => {}
            "too_many_tries" => refused += 1,
            other => panic!("{other}"),
        }
    }
    assert_eq!(refused, ROOM_BURST as u32);
    // A typed code waits; the QR code's key never does.
    let typed = b.connect(200);
    let reply = &replies(&b.send(typed, &hello(CODE, None)), typed)[0];
    assert_eq!(reply["code"], "too_many_tries");
    assert!(
        reply["message"]
            .as_str()
            .unwrap_or_default()
            .contains("QR code")
    );
    let scanned = b.connect(201);
    let effects = b.send(scanned, &hello_key(CODE, KEY));
    assert_eq!(replies(&effects, scanned)[0]["type"], "welcome");
    // A wrong key is no way round the budget.
    let wrong = b.connect(202);
    let effects = b.send(wrong, &hello_key("AAAA", "ffffffffffff"));
    assert_eq!(error_code(&effects, wrong), "too_many_tries");
}

#[test]
fn a_mistyped_code_is_named_in_the_answer() {
    let mut b = Bench::new();
    let conn = b.connect(5);
    let reply = &replies(&b.send(conn, &hello("KQZF", None)), conn)[0];
    assert_eq!(reply["code"], "bad_code");
    assert_eq!(
        reply["message"],
        "KQZF is not the room code on the screen: check the letters"
    );
}

#[test]
fn the_room_takes_so_many_joined_connections_and_the_longest_watching_makes_way() {
    let mut b = Bench::new();
    let conns: Vec<ConnId> = (0..MAX_CONNECTIONS)
        .map(|i| {
            let from = IpAddr::V4(Ipv4Addr::new(10, 1, (i / 200) as u8, (i % 200) as u8 + 1));
            let conn = b
                .room
                .connect(from, b.now)
                .unwrap_or_else(|e| panic!("{e}"));
            b.send(conn, &hello_key(CODE, KEY));
            conn
        })
        .collect();
    assert!(conns.iter().all(|c| b.room.is_joined(*c)));
    // One more: the longest spectator makes way.
    let late = b.connect(7);
    let effects = b.send(late, &hello_key(CODE, KEY));
    assert_eq!(replies(&effects, late)[0]["type"], "welcome");
    assert_eq!(error_code(&effects, conns[0]), "room_full");
    assert!(closes(&effects, conns[0]));
    assert!(!b.room.is_joined(conns[0]));
    // Connections that never join are bounded too (the server caps them far lower).
    let mut b = Bench::new();
    for _ in 0..MAX_TRACKED_CONNECTIONS {
        b.connect(9);
    }
    assert_eq!(b.room.connect(ip(9), b.now), Err(RoomFull));
}

#[test]
fn online_spectators_make_way_and_cannot_fill_the_room_against_lan_phones_or_the_seated() {
    let mut b = Bench::new();
    let (ann, token) = b.seated(1, 0);
    // The link's guests fill every online place: joined spectators, then unjoined ones.
    for _ in 0..MAX_ONLINE_CONNECTIONS {
        let conn = b
            .room
            .connect_peer(Peer::Online, b.now)
            .unwrap_or_else(|e| panic!("{e}"));
        b.send(conn, r#"{"type":"hello","v":2}"#);
        assert!(b.room.is_joined(conn));
    }
    // One more: the longest spectator (a guest) makes way, the newcomer is in.
    let first_spectator = b.room.conns.spectators().next();
    let extra = b
        .room
        .connect_peer(Peer::Online, b.now)
        .unwrap_or_else(|e| panic!("{e}"));
    let effects = b.send(extra, r#"{"type":"hello","v":2}"#);
    assert!(b.room.is_joined(extra), "{effects:?}");
    let gone = first_spectator.unwrap_or_else(|| panic!("no spectator"));
    assert_eq!(error_code(&effects, gone), "room_full");
    assert!(!b.room.is_joined(gone));
    assert_eq!(b.room.seat_of(ann), Some(0));
    while b.room.connect_peer(Peer::Online, b.now).is_ok() {}
    // A LAN phone still gets in and joins, and the seat's phone comes back through the
    // link (a new connection with its token) however full the online side is.
    let lan = b.joined(2);
    assert!(b.room.is_joined(lan));
    b.room.disconnect(extra);
    let back = b
        .room
        .connect_peer(Peer::Online, b.now)
        .unwrap_or_else(|e| panic!("{e}"));
    let effects = b.send(
        back,
        &format!(r#"{{"type":"hello","v":2,"token":"{token}"}}"#),
    );
    assert_eq!(replies(&effects, back)[0]["seat"], 0, "{effects:?}");
}

#[test]
fn online_phones_without_a_seat_get_each_table_once_per_language_by_cast() {
    use party_dice_core::i18n::Lang;
    let mut b = Bench::new();
    let (lan_seat, _) = b.seated(1, 0);
    let lan_spectator = b.joined(2);
    let online = |b: &mut Bench, lang: Lang| {
        let conn = b
            .room
            .connect_peer(Peer::Online, b.now)
            .unwrap_or_else(|e| panic!("{e}"));
        b.room.set_language(conn, lang);
        let effects = b.send(conn, r#"{"type":"hello","v":2}"#);
        // Its first table comes on its own (the cast may have gone before it listens).
        let own = replies(&effects, conn);
        assert!(own.iter().any(|r| r["type"] == "state"), "{own:?}");
        conn
    };
    let seated_online = online(&mut b, Lang::En);
    b.send(seated_online, r#"{"type":"take","seat":1}"#);
    let spectators: Vec<ConnId> = [Lang::Fr, Lang::Fr, Lang::De, Lang::Es]
        .into_iter()
        .map(|lang| online(&mut b, lang))
        .collect();
    let state = host_state(Phase::Playing, Turn::Nobody, Awaiting::Nothing, 4);
    let worded: Vec<(Lang, HostState)> = [Lang::Fr, Lang::De]
        .into_iter()
        .map(|l| {
            let mut s = state.clone();
            s.banner = format!("banner in {}", l.tag());
            (l, s)
        })
        .collect();
    let effects = b.room.publish_worded(state, worded);
    // The LAN's phones and the seated online one each get their own copy...
    for conn in [lan_seat, lan_spectator, seated_online] {
        let tables = replies(&effects, conn);
        assert_eq!(tables.len(), 1, "{tables:?}");
        assert_eq!(tables[0]["type"], "state");
    }
    // ... the online ones without a seat none: one cast per wording they read (the
    // host's own words for English and Spanish, which were not worded, French, German).
    for conn in &spectators {
        assert!(replies(&effects, *conn).is_empty());
    }
    let casts: Vec<(Option<Lang>, Value)> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Cast(lang, text) => Some((*lang, serde_json::from_str(text).ok()?)),
            _ => None,
        })
        .collect();
    let langs: Vec<Option<Lang>> = casts.iter().map(|(l, _)| *l).collect();
    assert_eq!(langs, [None, Some(Lang::Fr), Some(Lang::De)]);
    assert_eq!(casts[1].1["state"]["banner"], "banner in fr");
    assert_eq!(casts[1].1["lang"], "fr");
    assert_eq!(casts[0].1["state"]["banner"], "Ann's turn");
    // With no online phone watching, nothing is cast.
    let mut b = Bench::new();
    b.joined(2);
    let effects = b
        .room
        .publish(host_state(Phase::Setup, Turn::Nobody, Awaiting::Nothing, 1));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Cast(..))));
}

#[test]
fn a_locked_room_seats_no_new_phone_and_may_keep_spectators() {
    let mut b = Bench::new();
    let (ann, token) = b.seated(1, 0);
    let spectator = b.joined(2);
    b.room.lock(true, true);
    let effects = b.send(spectator, r#"{"type":"take","seat":1}"#);
    assert_eq!(error_code(&effects, spectator), "locked");
    let effects = b.send(spectator, r#"{"type":"join_as","name":"Zoë"}"#);
    assert_eq!(error_code(&effects, spectator), "locked");
    assert!(b.room.presence().locked);
    // A seated phone that drops comes back.
    b.room.disconnect(ann);
    let back = b.connect(1);
    let effects = b.send(back, &hello(CODE, Some(&token)));
    assert_eq!(replies(&effects, back)[0]["seat"], 0);
    // New spectators may join while spectators are welcome…
    let newcomer = b.joined(3);
    assert!(b.room.is_joined(newcomer));
    // …and are sent away when they are not.
    let effects = b.room.lock(true, false);
    assert!(closes(&effects, spectator) && closes(&effects, newcomer));
    assert!(!closes(&effects, back));
    let late = b.connect(4);
    let effects = b.send(late, &hello(CODE, None));
    assert_eq!(error_code(&effects, late), "locked");
    // Opened again: a seat can be taken.
    b.room.lock(false, true);
    b.seated(5, 1);
}

#[test]
fn a_blocked_phone_loses_its_seat_token_and_address() {
    let mut b = Bench::new();
    let (ben, token) = b.seated(6, 1);
    let same_address = b.joined(6);
    let (blocked, effects) = b.room.block(1);
    assert!(blocked);
    assert!(closes(&effects, ben) && closes(&effects, same_address));
    assert_eq!(error_code(&effects, ben), "blocked");
    assert_eq!(b.room.presence().blocked, vec!["Ben".to_string()]);
    assert_eq!(b.room.presence().seats[1], PhoneAt::None);
    b.room.disconnect(ben);
    // Back from the same address, even with the key: refused.
    let again = b.connect(6);
    let effects = b.send(again, &hello_key(CODE, KEY));
    assert_eq!(error_code(&effects, again), "blocked");
    // From elsewhere with the old token: the token no longer seats it.
    let elsewhere = b.connect(7);
    let effects = b.send(elsewhere, &hello(CODE, Some(&token)));
    let welcome = &replies(&effects, elsewhere)[0];
    assert_eq!(welcome["seat"], Value::Null);
    assert_eq!(welcome["stale_token"], true);
    // The seat is free for someone else.
    b.seated(8, 1);
    assert!(!b.room.block(2).0, "no phone held seat 2");
}

#[test]
fn names_that_pass_for_a_players_are_refused() {
    let mut b = Bench::new();
    let zoe = b.joined(11);
    let other = b.joined(12);
    for name in ["ann", "Аnn", "A n n", "Ann\u{200B}"] {
        let text = serde_json::json!({"type": "join_as", "name": name}).to_string();
        assert_eq!(error_code(&b.send(zoe, &text), zoe), "name_taken", "{name}");
    }
    let asked = b.send(zoe, r#"{"type":"join_as","name":"Zoë"}"#);
    assert_eq!(replies(&asked, zoe)[0]["type"], "join_pending");
    // A second phone asking for a name that looks the same while the first waits.
    let effects = b.send(other, r#"{"type":"join_as","name":"Zoe"}"#);
    assert_eq!(error_code(&effects, other), "name_taken");
    let text = serde_json::json!({"type": "join_as", "name": "\u{202E}eoZ"}).to_string();
    assert_eq!(error_code(&b.send(other, &text), other), "bad_name");
}

#[test]
fn garbage_changes_nothing() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Throw,
        3,
    ));
    let before = (b.room.state().clone(), b.room.presence());
    for bad in [
        "",
        "{}",
        "[1,2]",
        r#"{"type":"throw","launch":"far"}"#,
        "\u{0}",
    ] {
        let effects = b.send(ann, bad);
        assert!(host_events(&effects).is_empty(), "{bad:?}");
        assert_eq!(error_code(&effects, ann), "malformed", "{bad:?}");
    }
    let effects = b.room.bad_frame(ann, &ProtocolError::NotText);
    assert_eq!(error_code(&effects, ann), "not_text");
    assert_eq!((b.room.state().clone(), b.room.presence()), before);
}

#[test]
fn a_seated_phone_picks_its_own_seats_finish_and_no_one_elses() {
    let mut b = Bench::new();
    let (ben, _) = b.seated(1, 1);
    let spectator = b.joined(2);
    let unjoined = b.connect(3);
    let marble = r#"{"type":"finish","finish":"marble"}"#;
    // The seat comes from the connection, never from the message.
    let effects = b.send(ben, marble);
    assert_eq!(
        host_events(&effects),
        [HostEvent::Finish {
            seat: 1,
            finish: Finish::Marble
        }]
    );
    assert_eq!(
        error_code(
            &b.send(ben, r#"{"type":"finish","finish":"metal","seat":0}"#),
            ben
        ),
        "malformed"
    );
    for (conn, code) in [(spectator, "not_seated"), (unjoined, "not_joined")] {
        let effects = b.send(conn, marble);
        assert!(host_events(&effects).is_empty());
        assert_eq!(error_code(&effects, conn), code);
    }
    // Standing up ends it.
    b.send(ben, r#"{"type":"leave"}"#);
    assert_eq!(error_code(&b.send(ben, marble), ben), "not_seated");
    // During a game too, whoever's turn it is.
    let (cy, _) = b.seated(4, 2);
    b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Throw,
        3,
    ));
    let effects = b.send(cy, r#"{"type":"finish","finish":"pearl"}"#);
    assert_eq!(
        host_events(&effects),
        [HostEvent::Finish {
            seat: 2,
            finish: Finish::Pearl
        }]
    );
}

#[test]
fn the_state_names_each_seats_finish_by_its_key() {
    let mut b = Bench::new();
    let spectator = b.joined(1);
    let mut state = host_state(Phase::Setup, Turn::Nobody, Awaiting::Nothing, 0);
    state.finishes = vec![Finish::Solid, Finish::Metal];
    let effects = b.room.publish(state);
    let seen = replies(&effects, spectator);
    assert_eq!(
        seen[0]["state"]["finishes"],
        serde_json::json!(["solid", "metal"])
    );
}

/// A flood of finishes is slowed like any other message.
#[test]
fn a_flood_of_finishes_is_slowed() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    let mut heard = 0;
    let mut slowed = false;
    for _ in 0..200 {
        let effects = b.send(ann, r#"{"type":"finish","finish":"pearl"}"#);
        heard += host_events(&effects).len();
        slowed |= replies(&effects, ann)
            .iter()
            .any(|r| r["code"] == "slow_down");
    }
    assert!(slowed, "never slowed");
    assert!(heard <= BURST as usize, "{heard} finishes reached the host");
}

/// One of the things a phone may send, well-formed or not.
fn any_message() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(hello(CODE, None)),
        Just(hello("ZZZZ", None)),
        (0usize..10).prop_map(|s| format!(r#"{{"type":"take","seat":{s}}}"#)),
        Just(r#"{"type":"leave"}"#.to_string()),
        Just(r#"{"type":"throw"}"#.to_string()),
        Just(r#"{"type":"typed","faces":[1,2,3]}"#.to_string()),
        Just(r#"{"type":"join_as","name":"Zoe"}"#.to_string()),
        Just(r#"{"type":"finish","finish":"metal"}"#.to_string()),
        Just(r#"{"type":"finish","finish":"gold"}"#.to_string()),
        ".{0,40}",
    ]
}

proptest! {
    /// Whatever phones send, in any order, the host only hears a throw from the seat on
    /// turn, once per step, and every reply is valid JSON.
    #[test]
    fn only_the_seat_on_turn_reaches_the_host(
        script in proptest::collection::vec((0usize..4, any_message()), 0..80)
    ) {
        let mut b = Bench::new();
        b.room.publish(host_state(Phase::Playing, Turn::Seat(1), Awaiting::Throw, 5));
        let conns: Vec<ConnId> = (0..4).map(|i| b.connect(i as u8)).collect();
        let mut throws = 0;
        for (who, text) in script {
            for effect in b.send(conns[who], &text) {
                match effect {
                    Effect::Host(HostEvent::Throw { seat, .. }) => {
                        prop_assert_eq!(seat, 1);
                        prop_assert_eq!(b.room.seat_of(conns[who]), Some(1));
                        throws += 1;
                    }
                    Effect::Host(HostEvent::Typed { .. }) => prop_assert!(false, "typed while a throw is awaited"),
                    Effect::Host(HostEvent::Finish { seat, .. }) => {
                        prop_assert_eq!(b.room.seat_of(conns[who]), Some(seat));
                    }
                    Effect::Send(_, text) => {
                        prop_assert!(serde_json::from_str::<Value>(&text).is_ok());
                    }
                    _ => {}
                }
            }
        }
        prop_assert!(throws <= 1);
    }
}

#[test]
fn an_online_phone_joins_without_a_code_and_a_lan_phone_without_one_is_told_to_type_it() {
    let mut b = Bench::new();
    let online = b
        .room
        .connect_peer(Peer::Online, b.now)
        .unwrap_or_else(|e| panic!("{e}"));
    let bare = r#"{"type":"hello","v":2,"token":null}"#;
    assert_eq!(replies(&b.send(online, bare), online)[0]["type"], "welcome");
    let lan = b.connect(7);
    assert_eq!(error_code(&b.send(lan, bare), lan), "bad_code");
    // The guessing budgets are the LAN's: an online phone spent none.
    assert_eq!(b.room.presence().wrong_codes, 1);
}

#[test]
fn blocking_an_online_phone_sends_away_that_phone_only() {
    let mut b = Bench::new();
    let mut online = Vec::new();
    for seat in 0..2 {
        let conn = b
            .room
            .connect_peer(Peer::Online, b.now)
            .unwrap_or_else(|e| panic!("{e}"));
        b.send(conn, r#"{"type":"hello","v":2}"#);
        b.send(conn, &format!(r#"{{"type":"take","seat":{seat}}}"#));
        online.push(conn);
    }
    let lan = b.joined(3);
    let (blocked, effects) = b.room.block(0);
    assert!(blocked);
    assert!(closes(&effects, online[0]));
    assert!(!closes(&effects, online[1]) && !closes(&effects, lan));
    assert_eq!(b.room.presence().blocked, ["Ann"]);
    // The state went out to each phone still joined, on its own: none for all.
    let states: Vec<ConnId> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(conn, text) if text.contains(r#""type":"state""#) => Some(*conn),
            _ => None,
        })
        .collect();
    assert!(
        states.contains(&online[1]) && states.contains(&lan),
        "{states:?}"
    );
}

#[test]
fn block_reaches_the_spectators_too_and_leaves_the_seats_alone() {
    let mut b = Bench::new();
    let (ann, _) = b.seated(1, 0);
    let lan = [b.joined(2), b.joined(3)];
    let online = b
        .room
        .connect_peer(Peer::Online, b.now)
        .unwrap_or_else(|e| panic!("{e}"));
    b.send(online, r#"{"type":"hello","v":2}"#);
    assert_eq!(b.room.presence().spectators, 3);
    let (gone, effects) = b.room.block_spectators();
    assert_eq!(gone, 3);
    for conn in lan.into_iter().chain([online]) {
        assert_eq!(error_code(&effects, conn), "blocked");
        assert!(closes(&effects, conn));
    }
    assert!(!closes(&effects, ann));
    assert_eq!(b.room.seat_of(ann), Some(0));
    assert_eq!(b.room.presence().spectators, 0);
    // A blocked spectator's address stays out; another address still joins.
    for conn in lan {
        b.room.disconnect(conn);
    }
    let again = b.connect(2);
    let effects = b.send(again, &hello(CODE, None));
    assert_eq!(error_code(&effects, again), "blocked");
    let newcomer = b.joined(4);
    assert!(b.room.is_joined(newcomer));
}

mod audience;
