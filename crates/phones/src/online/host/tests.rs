//! The online host's tests, without a broker: a host whose letters go nowhere (what it
//! would publish is kept), fed first letters and sealed letters as a broker would.

use super::*;
use crate::online::seal::{PhoneKey, padded_len};
use crate::protocol::{MAX_MESSAGE_BYTES, RoomCode, RoomKey};
use crate::room::{Limits, Room};
use crate::shared::Sockets;

/// A host with no broker behind it (nothing it sends goes anywhere), on a room in
/// setup with two seats.
fn host() -> Host {
    let (Ok(code), Ok(key)) = (RoomCode::random(), RoomKey::random()) else {
        panic!("the OS generator");
    };
    let mut room = Room::new(code, key, Limits::default());
    let names = ["Ann".to_string(), "Ben".to_string()];
    let _ = room.publish(crate::view::setup("Slam Dice", &names));
    let (tx, _rx) = std::sync::mpsc::channel();
    let shared = Arc::new(Shared {
        room: Mutex::new(room),
        stop: AtomicBool::new(false),
        host: tx,
        waker: Mutex::new(None),
        sockets: Mutex::new(Sockets::default()),
        port: 0,
        online: Mutex::new(None),
        hello_timeout: crate::server::HELLO_TIMEOUT,
    });
    let config = OnlineConfig {
        broker: "ws://127.0.0.1:9/".into(),
        page: "http://127.0.0.1:9/".into(),
    };
    Host::new(shared, config, Arc::new(AtomicBool::new(false))).unwrap_or_else(|e| panic!("{e}"))
}

/// The up topic of the room now.
fn up(host: &Host) -> String {
    host.key.address().up_topic()
}

fn refused(host: &Host) -> u64 {
    lock(&host.status).refused
}

/// The session's keys of `phone` from the host's answer to its first letter, if the
/// host answered.
fn finish(host: &Host, phone: &PhoneKey) -> Option<PhoneKeys> {
    let (answer, _) = host.phones.get(&phone.id())?.answer.as_ref()?;
    let topic = host.key.address().phone_topic(&phone.id());
    phone
        .finish(host.key.address(), &topic, answer)
        .map(|(keys, _)| keys)
}

/// A new phone's first letter with the link's proof; its keys if answered.
fn join(host: &mut Host, phone: &PhoneKey) -> Option<PhoneKeys> {
    let (up, first) = (up(host), phone.first_new(host.key.address()));
    host.sealed(To::Current, &up, &first);
    finish(host, phone)
}

/// A phone-protocol message in the phone's session.
fn say(host: &mut Host, keys: &PhoneKeys, n: u64, text: &str) {
    let up = up(host);
    let letter = Letter {
        n,
        body: Body::M(text.into()),
    };
    let sealed = keys.seal_up(&up, &letter).unwrap_or_default();
    host.sealed(To::Current, &up, &sealed);
}

fn key() -> PhoneKey {
    PhoneKey::random().unwrap_or_else(|e| panic!("{e}"))
}

/// A phone in seat 0: its key, its connection and its seat token.
fn seated(host: &mut Host) -> (ConnId, String) {
    let phone = key();
    let keys = join(host, &phone).unwrap_or_else(|| panic!("not answered"));
    say(host, &keys, 1, r#"{"type":"hello","v":2}"#);
    say(host, &keys, 2, r#"{"type":"take","seat":0}"#);
    let conn = host.phones[&phone.id()].conn;
    assert_eq!(lock(&host.shared.room).seat_of(conn), Some(0));
    let tokens = lock(&host.shared.room).seat_tokens();
    (conn, tokens[0].1.clone())
}

/// A seated phone back with a new key by its seat's way: its connection, once its
/// hello with the token is in; `None` if the host did not answer.
fn back(host: &mut Host, token: &str, counter: u64) -> Option<ConnId> {
    let phone = key();
    let way = BackKey::new(token, host.key.address());
    let (up, first) = (up(host), phone.first_back(&way, counter));
    host.sealed(To::Current, &up, &first);
    let keys = finish(host, &phone)?;
    let hello = format!(r#"{{"type":"hello","v":2,"token":"{token}"}}"#);
    say(host, &keys, 1, &hello);
    Some(host.phones[&phone.id()].conn)
}

#[test]
fn a_stranger_without_the_link_spends_nothing_and_is_not_remembered() {
    let mut host = host();
    let up = up(&host);
    // On a public broker the room id is in every topic; the game's key is not.
    let other = GameKey::random().unwrap_or_else(|e| panic!("{e}"));
    let guessed = crate::online::RoomAddress::parse(
        &host.key.address().room_hex(),
        &other.address().game_text(),
    );
    let guessed = guessed.unwrap_or_else(|| panic!("an address"));
    for _ in 0..2_000 {
        let first = key().first_new(&guessed);
        host.sealed(To::Current, &up, &first);
    }
    assert_eq!(refused(&host), 2_000);
    assert!(host.phones.is_empty());
    assert_eq!(host.retired.count(), 0, "nothing remembered");
    // The budget is whole: a party's 64 phones with the link all get in at once.
    let answered = (0..64)
        .filter(|_| join(&mut host, &key()).is_some())
        .count();
    assert_eq!(answered, 64);
}

#[test]
fn a_seated_phone_gets_back_in_whatever_new_phones_flood() {
    let mut host = host();
    let (_, token) = seated(&mut host);
    // A guest with the link floods new keys: the new phones' budget runs dry.
    for _ in 0..300 {
        join(&mut host, &key());
    }
    assert!(join(&mut host, &key()).is_none(), "the budget is dry");
    // The seated phone's socket dropped: back with a new key, by its seat's way.
    let conn = back(&mut host, &token, 1).unwrap_or_else(|| panic!("kept out"));
    assert_eq!(lock(&host.shared.room).seat_of(conn), Some(0));
}

#[test]
fn a_recorded_first_letter_replayed_takes_no_seat() {
    let mut host = host();
    let (_, token) = seated(&mut host);
    let way = BackKey::new(&token, host.key.address());
    let up = up(&host);
    // A try the broker recorded and the game never saw (its link was down)...
    let lost = key();
    let recorded = lost.first_back(&way, 5);
    // ... then the phone's later try got in.
    let conn = back(&mut host, &token, 6).unwrap_or_else(|| panic!("kept out"));
    let before = refused(&host);
    host.sealed(To::Current, &up, &recorded);
    assert_eq!(
        refused(&host),
        before + 1,
        "an old counter, refused unopened"
    );
    // A try never seen with a higher counter, replayed: answered, but only the key
    // that made it opens the answer, so nobody can say hello in it.
    let unseen = lost.first_back(&way, 9);
    host.sealed(To::Current, &up, &unseen);
    assert!(finish(&host, &key()).is_none());
    assert_eq!(lock(&host.shared.room).seat_of(conn), Some(0));
    let pending = host.phones[&lost.id()].conn;
    assert_eq!(lock(&host.shared.room).seat_of(pending), None);
}

#[test]
fn a_new_link_gives_new_tokens_and_the_old_room_tells_only_the_seats_phone() {
    let mut host = host();
    let (_, token) = seated(&mut host);
    let old = host.key.address().clone();
    host.new_link();
    let new = lock(&host.shared.room).seat_tokens()[0].1.clone();
    assert_ne!(new, token);
    // The old token is no way back into the new room.
    assert!(back(&mut host, &token, 1).is_none());
    // In the old room, the seat's phone (it missed the move) proves its old token
    // and is told the new room and its new token, in an answer only it opens.
    let late = key();
    let first = late.first_back(&BackKey::new(&token, &old), 1);
    host.sealed(To::Old, &old.up_topic(), &first);
    let topic = old.phone_topic(&late.id());
    let answer = host.published.iter().rev().find(|(t, _)| *t == topic);
    let said = answer.and_then(|(_, a)| late.finish(&old, &topic, a));
    let address = host.key.address();
    let moved = Body::Moved(
        address.room_hex().into(),
        address.game_text().into(),
        new.clone().into(),
    );
    assert_eq!(said.map(|(_, l)| l.body), Some(moved));
    // With its new token it is back in the new room.
    let conn = back(&mut host, &new, 1).unwrap_or_else(|| panic!("kept out"));
    assert_eq!(lock(&host.shared.room).seat_of(conn), Some(0));
    // A phone with the old link and no seat learns only that there is a new link.
    let guest = key();
    host.sealed(To::Old, &old.up_topic(), &guest.first_new(&old));
    let topic = old.phone_topic(&guest.id());
    let answer = host.published.iter().rev().find(|(t, _)| *t == topic);
    let said = answer.and_then(|(_, a)| guest.finish(&old, &topic, a));
    assert!(matches!(
        said.map(|(_, l)| l.body),
        Some(Body::Close(1008, _))
    ));
}

/// A new phone in the room, as if its first letter had proved the link.
fn new_phone(host: &mut Host) -> (String, ConnId) {
    let phone = key();
    join(host, &phone).unwrap_or_else(|| panic!("no room for a phone"));
    let id = phone.id();
    let conn = host.phones[&id].conn;
    (id, conn)
}

#[test]
fn at_the_online_cap_the_longest_waiting_phone_without_a_seat_makes_way() {
    let mut host = host();
    let now = Instant::now();
    // The first phone sits; the link's guests fill every other online place.
    let (conn, _) = seated(&mut host);
    let seated = host.by_conn[&conn].clone();
    let guests: Vec<String> = (1..MAX_PHONES)
        .map(|_| {
            host.new_phones = Bucket::full(NEW_PHONES_BURST, now);
            new_phone(&mut host).0
        })
        .collect();
    assert_eq!(host.phones.len(), MAX_PHONES);
    // One more: the oldest guest goes, the seated phone stays.
    host.new_phones = Bucket::full(NEW_PHONES_BURST, now);
    let (late, _) = new_phone(&mut host);
    assert_eq!(host.phones.len(), MAX_PHONES);
    assert!(
        host.phones.contains_key(&seated),
        "the seated phone was sent away"
    );
    assert!(host.phones.contains_key(&late));
    assert!(
        !host.phones.contains_key(&guests[0]),
        "the oldest guest stayed"
    );
    assert!(host.retired.contains(&guests[0]));
}

#[test]
fn the_largest_table_fits_the_largest_pad_the_page_reads() {
    use party_dice_core::rules::options::MAX_NAME_CHARS;
    use party_dice_core::rules::{Game, GameKind, GameSetup};
    // Eight players of 18 holes, names as long as allowed and all quotes (each one
    // escaped twice over: in the state's JSON, then in the letter's), to the end.
    let names: Vec<String> = (0..8)
        .map(|i| format!("{}{i}", "\"".repeat(MAX_NAME_CHARS - 1)))
        .collect();
    let mut setup = GameSetup::new(GameKind::StraightGolf, names);
    setup.straight_golf.rounds = 18;
    let mut game = Game::new(&setup).unwrap_or_else(|e| panic!("{e}"));
    let mut n = 0usize;
    while !game.is_over() && n < 20_000 {
        let faces: Vec<_> = (0..game.dice_needed())
            .filter_map(|k| party_dice_core::rules::Face::new(((n * 7 + k) % 6) as u8 + 1).ok())
            .collect();
        let _ = game.enter(&faces);
        n += 1;
    }
    assert!(game.is_over());
    let state = crate::view::playing(&game, crate::messages::Awaiting::Nothing, 999, None);
    let phones = [crate::messages::PhoneAt::Here; 8];
    let text = Reply::State {
        state: &state,
        phones: &phones,
        lang: Some("pt-BR"),
    }
    .encode();
    let letter = Letter {
        n: u64::MAX,
        body: Body::M(text.as_ref().into()),
    };
    let len = serde_json::to_vec(&letter).map_or(usize::MAX, |v| v.len());
    let largest = crate::online::seal::PADS[crate::online::seal::PADS.len() - 1];
    assert!(len <= largest, "{len} bytes");
}

#[test]
fn the_largest_phone_message_fits_the_cap() {
    // A message at the protocol's cap, every byte escaped twice over into the
    // letter's JSON, still fits.
    assert!(UP_OVERHEAD + padded_len(2 * MAX_MESSAGE_BYTES + 64) <= MAX_SEALED);
}

/// [`host`] with the online room's side of the dispatcher in place: what the room sends
/// online phones comes out of the receiver, for [`Host::out`].
fn tapped() -> (Host, std::sync::mpsc::Receiver<ToBroker>) {
    let host = host();
    let (tx, rx) = std::sync::mpsc::channel();
    *lock(&host.shared.online) = Some(crate::shared::Tap {
        conns: std::collections::HashSet::new(),
        tx,
    });
    (host, rx)
}

/// Hands the host everything the room sent, then casts what it queued.
fn drain(host: &mut Host, rx: &std::sync::mpsc::Receiver<ToBroker>) {
    while let Ok(out) = rx.try_recv() {
        host.out(out);
    }
    host.cast_tables();
}

/// The letters published on `topic` since `from`, opened with `keys`.
fn letters(host: &Host, keys: &PhoneKeys, topic: &str, from: usize) -> Vec<Letter<'static>> {
    host.published[from..]
        .iter()
        .filter(|(t, _)| t == topic)
        .filter_map(|(t, bytes)| keys.open_down(t, bytes))
        .collect()
}

#[test]
fn a_phone_without_a_seat_is_told_the_cast_keys_then_reads_each_table_cast_once() {
    use crate::online::cast::CastPublic;
    let (mut host, rx) = tapped();
    let phone = key();
    let keys = join(&mut host, &phone).unwrap_or_else(|| panic!("not answered"));
    let from = host.published.len();
    say(&mut host, &keys, 1, r#"{"type":"hello","v":2}"#);
    drain(&mut host, &rx);
    // On its own topic: the cast's keys, then its first table, newer.
    let own = host.key.address().phone_topic(&phone.id());
    let said = letters(&host, &keys, &own, from);
    let told = said.iter().find_map(|l| match &l.body {
        Body::Cast(k, v) => Some((l.n, CastPublic::parse(k, v))),
        _ => None,
    });
    let Some((told_at, Some(cast))) = told else {
        panic!("no cast keys: {said:?}")
    };
    let first_table = said
        .iter()
        .find(|l| matches!(&l.body, Body::M(m) if Reply::is_state(m)))
        .map_or(0, |l| l.n);
    assert!(first_table > told_at, "{said:?}");
    // Two tables published before the host's thread gets to them: one cast, the last,
    // retained on the cast topic, numbered above the phone's first table.
    let from = host.published.len();
    for step in [5, 6] {
        let mut state = crate::view::setup("Slam Dice", &["Ann".into(), "Ben".into()]);
        state.step = step;
        host.shared.with_room(|room| ((), room.publish(state)));
    }
    drain(&mut host, &rx);
    let topic = host.key.address().cast_topic("host");
    let casts: Vec<&Vec<u8>> = host.published[from..]
        .iter()
        .filter(|(t, _)| *t == topic)
        .map(|(_, b)| b)
        .collect();
    assert_eq!(casts.len(), 1);
    let table = cast
        .open(&topic, casts[0])
        .unwrap_or_else(|| panic!("does not open"));
    assert!(table.n > first_table);
    let Body::M(text) = table.body else {
        panic!("not a table")
    };
    let value: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
    assert_eq!(value["state"]["step"], 6);
    // Nothing more on the phone's own topic: the table came once for everyone.
    assert!(letters(&host, &keys, &own, from).is_empty());
    // A new link: new cast keys, and the last casts cleared from the broker.
    let from = host.published.len();
    host.new_link();
    assert!(
        host.published[from..]
            .iter()
            .any(|(t, b)| *t == topic && b.is_empty())
    );
}
