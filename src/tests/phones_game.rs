//! Phones in the game itself: the headless game (the game and dice plugins) with phones
//! on, the real server on an ephemeral port and real WebSocket clients. A seat's swipe
//! becomes that roll's recorded launch, a seat not on turn is refused and changes
//! nothing, the host's keyboard throws for a seat with a phone, typed real dice go
//! through the keyboard's checks, a phone asks to add its player in the setup and the host
//! answers (N, then Y), the host frees a seat, a roll's result reaches the phones only once its dice have landed, a taken port
//! gives the next one with a notice, and turning phones off stops the server.
#![cfg(feature = "gui")]

#[path = "../../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::net::TcpListener;
use std::time::{Duration, Instant};

use super::common::{headless_app, phase, press, session, settings_for};
use crate::game::{Phones, PhonesSwitch, Screen, TurnPhase};
use crate::notices::Notices;
use crate::phones::PhoneAt;
use crate::rules::{Face, GameKind};
use crate::settings::{DiceMode, Finish, Settings};
use crate::stores::SettingsStore;
use crate::ui::JoinScreenOpen;
use bevy::prelude::*;
use phones::{Phone, connect};
use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(10);

/// Settings with phones on, on any free port.
fn with_phones(mut settings: Settings) -> Settings {
    settings.phones.enabled = true;
    settings.phones.port = 0;
    settings
}

/// A headless game with phones on, its server started.
fn app(settings: Settings) -> App {
    let mut app = headless_app(with_phones(settings), 7);
    app.update();
    app.update();
    assert!(
        app.world().get_resource::<Phones>().is_some(),
        "phones are on"
    );
    app
}

fn port(app: &App) -> u16 {
    app.world().resource::<Phones>().port()
}

fn code(app: &App) -> String {
    app.world().resource::<Phones>().code()
}

/// Runs frames until `done`, letting the server's threads work between them.
fn until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + WAIT;
    while !done(app) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A phone joined and seated in `seat`, once the game heard it.
fn seated(app: &mut App, seat: usize) -> Phone {
    let mut phone = connect(port(app));
    assert_eq!(phone.hello(&code(app))["type"], "welcome");
    phone.take(seat);
    until(app, "the seat's phone", |app| {
        app.world().resource::<Phones>().presence().seats.get(seat) == Some(&PhoneAt::Here)
    });
    phone
}

/// Reads what the phone has been sent (the game runs a frame between reads).
fn read(app: &mut App, phone: &mut Phone) {
    app.update();
    phone.drain();
}

/// Starts the game (Enter on the setup) and waits for the first roll to be awaited.
fn start(app: &mut App) {
    press(app, KeyCode::Enter);
    until(app, "the first roll", |app| {
        phase(app) == Some(TurnPhase::AwaitRoll)
    });
}

/// Plays frames until the roll in the air has landed and the next is awaited.
fn land(app: &mut App) {
    until(app, "the dice to land", |app| {
        let over = app.world().resource::<State<Screen>>().get() == &Screen::GameOver;
        session(app).in_flight.is_none() && (phase(app) == Some(TurnPhase::AwaitRoll) || over)
    });
}

/// Plays frames until `values` dice values are on the record (a roll was made).
fn rolled(app: &mut App, values: usize) {
    until(app, "the roll", |app| {
        session(app).record.dice.len() >= values
    });
}

/// The step the phones are asked to throw for, from the phone's last state.
fn step(phone: &Phone) -> u64 {
    phone
        .state
        .as_ref()
        .and_then(|s| s["state"]["step"].as_u64())
        .unwrap_or(0)
}

#[test]
fn a_seats_swipe_is_that_rolls_launch_and_its_result_waits_for_the_dice() {
    let mut app = app(settings_for(GameKind::SlamDice, 2));
    let mut ann = seated(&mut app, 0);
    let mut ben = seated(&mut app, 1);
    start(&mut app);
    // The shared slam number belongs to no seat: either phone may throw it.
    assert!(ben.wait_state(WAIT, |s| s["state"]["turn"] == "anyone"
        && s["state"]["awaiting"] == "throw"));
    let swipe = json!({"dx": 0.3, "dy": -0.9, "speed": 0.8});
    ben.send(&json!({"type": "throw", "launch": swipe}));
    until(&mut app, "the swipe's roll", |app| {
        phase(app) == Some(TurnPhase::Rolling)
    });
    let want = crate::throw::launch_from_swipe(0.316_227_76, -0.948_683_3, 0.8);
    assert_eq!(session(&app).record.launches.get(&0), Some(&want));
    // While the dice fly, the phones still see the table as it was.
    let thrown_at = step(&ben);
    while session(&app).in_flight.is_some() {
        read(&mut app, &mut ben);
        if session(&app).in_flight.is_none() {
            break; // They landed in this frame.
        }
        let table = &ben
            .state
            .as_ref()
            .map(|s| s["state"].clone())
            .unwrap_or_default();
        assert!(
            table["result"].is_null(),
            "a result before the dice landed: {table}"
        );
        assert_eq!(table["awaiting"], "nothing");
    }
    assert!(
        ben.wait_state(WAIT, |s| s["state"]["result"]["step"].as_u64()
            == Some(thrown_at))
    );
    let result = ben
        .state
        .as_ref()
        .map(|s| s["state"]["result"].clone())
        .unwrap_or_default();
    assert!(
        result["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Slam number")),
        "{result}"
    );
    land(&mut app);
    only_the_seat_on_turn_throws_and_the_keyboard_always_can(&mut app, &mut ann, &mut ben);
}

/// Ann's turn: Ben is refused and nothing moves; Ann's tap on Roll throws, no launch; the
/// host's keyboard throws for whoever is on turn, phone or not.
fn only_the_seat_on_turn_throws_and_the_keyboard_always_can(
    app: &mut App,
    ann: &mut Phone,
    ben: &mut Phone,
) {
    let swipe = json!({"dx": 0.3, "dy": -0.9, "speed": 0.8});
    let dice = session(app).record.dice.len();
    assert!(ben.wait_state(WAIT, |s| s["state"]["turn"]["seat"] == 0
        && s["state"]["awaiting"] == "throw"));
    ben.send(&json!({"type": "throw", "launch": swipe}));
    assert!(ben.until(WAIT, |v| v["type"] == "error").is_some());
    assert_eq!(ben.last_error().as_deref(), Some("not_your_turn"));
    for _ in 0..10 {
        read(app, ben);
    }
    assert_eq!(
        (phase(app), session(app).record.dice.len()),
        (Some(TurnPhase::AwaitRoll), dice)
    );
    ann.drain();
    ann.send(&json!({"type": "throw"}));
    rolled(app, dice + 1);
    assert_eq!(
        session(app).record.launches.get(&1),
        None,
        "a tap has no launch"
    );
    land(app);

    // The host's keyboard throws for whoever is on turn, phone or not.
    let before = session(app).record.dice.len();
    while phase(app) == Some(TurnPhase::AwaitRoll) && session(app).record.dice.len() == before {
        press(app, KeyCode::Space);
    }
    assert!(session(app).record.dice.len() > before);
    assert_eq!(
        session(app).record.launches.len(),
        1,
        "only the swipe had a launch"
    );
}

#[test]
fn typed_dice_from_a_phone_go_through_the_keyboards_checks() {
    let mut settings = settings_for(GameKind::SlamDice, 2);
    settings.dice = DiceMode::Real;
    let mut app = app(settings);
    let mut ann = seated(&mut app, 0);
    start(&mut app);
    assert!(ann.wait_state(WAIT, |s| s["state"]["awaiting"] == "type"
        && s["state"]["dice"] == 1));
    // Three faces for a one-die roll: the room refuses it, nothing is typed.
    ann.send(&json!({"type": "typed", "faces": [1, 2, 3]}));
    assert!(ann.until(WAIT, |v| v["type"] == "error").is_some());
    assert_eq!(ann.last_error().as_deref(), Some("bad_dice"));
    ann.send(&json!({"type": "typed", "faces": [7]}));
    assert!(
        ann.until(WAIT, |v| v["type"] == "error" && v["code"] == "bad_dice")
            .is_some()
    );
    read(&mut app, &mut ann);
    assert!(session(&app).record.dice.is_empty());
    ann.send(&json!({"type": "typed", "faces": [4]}));
    rolled(&mut app, 1);
    land(&mut app);
    let four = Face::new(4).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(session(&app).record.dice, [four]);
    // Ann's own turn: three faces.
    assert!(ann.wait_state(WAIT, |s| s["state"]["turn"]["seat"] == 0
        && s["state"]["dice"] == 3));
    ann.send(&json!({"type": "typed", "faces": [4, 4, 1]}));
    rolled(&mut app, 4);
    land(&mut app);
    let faces: Vec<u8> = session(&app)
        .record
        .dice
        .iter()
        .map(|f| f.value())
        .collect();
    assert_eq!(faces, [4, 4, 4, 1]);
    assert!(ann.wait_state(WAIT, |s| s["state"]["result"]["title"] == "Small Slam!"));
}

#[test]
fn a_phone_adds_its_player_in_the_setup_and_the_host_frees_a_seat() {
    let mut app = app(settings_for(GameKind::StraightGolf, 2));
    let players = |app: &App| {
        app.world()
            .resource::<SettingsStore>()
            .settings
            .setup
            .players
            .len()
    };
    let mut zoe = connect(port(&app));
    assert_eq!(zoe.hello(&code(&app))["type"], "welcome");
    // The host is asked first: nothing is added until the answer; N refuses.
    zoe.send(&json!({"type": "join_as", "name": "  Zoë "}));
    until(&mut app, "the host asked", |app| {
        app.world().resource::<Phones>().asking().next() == Some("Zoë")
    });
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(players(&app), 2, "nothing added before the host answers");
    press(&mut app, KeyCode::KeyN);
    assert!(zoe.until(WAIT, |v| v["type"] == "join_refused").is_some());
    assert_eq!(players(&app), 2);
    assert_eq!(app.world().resource::<Phones>().asking().count(), 0);
    // Asked again, Y accepts.
    zoe.send(&json!({"type": "join_as", "name": "  Zoë "}));
    until(&mut app, "the host asked again", |app| {
        app.world().resource::<Phones>().asking().next() == Some("Zoë")
    });
    press(&mut app, KeyCode::KeyY);
    until(&mut app, "Zoë at the table", |app| players(app) == 3);
    assert_eq!(
        app.world()
            .resource::<SettingsStore>()
            .settings
            .setup
            .players[2],
        "Zoë"
    );
    assert!(
        zoe.until(WAIT, |v| v["type"] == "seat" && v["why"] == "admitted")
            .is_some()
    );
    assert_eq!(zoe.seat, Some(2));
    // A name at the table already is refused by the room, a second phone's by the game.
    let mut zed = connect(port(&app));
    zed.hello(&code(&app));
    zed.send(&json!({"type": "join_as", "name": "ZOË"}));
    assert!(zed.until(WAIT, |v| v["type"] == "error").is_some());
    assert_eq!(zed.last_error().as_deref(), Some("name_taken"));
    // The host frees Zoë's seat: her phone watches and another may take it.
    until(&mut app, "Zoë's phone", |app| {
        app.world().resource::<Phones>().presence().seats.get(2) == Some(&PhoneAt::Here)
    });
    assert!(app.world_mut().resource_mut::<Phones>().free_seat(2));
    assert!(
        zoe.until(WAIT, |v| v["type"] == "seat" && v["why"] == "freed")
            .is_some()
    );
    zed.take(2);
    // The roll-off die is a seat's too: the golf game starts with P1's.
    start(&mut app);
    let mut p1 = seated(&mut app, 0);
    assert!(p1.wait_state(WAIT, |s| s["state"]["turn"]["seat"] == 0
        && s["state"]["awaiting"] == "throw"));
    p1.send(&json!({"type": "throw", "launch": {"dx": 0, "dy": -1, "speed": 0.2}}));
    until(&mut app, "the roll-off", |app| {
        phase(app) == Some(TurnPhase::Rolling)
    });
    assert_eq!(session(&app).record.launches.len(), 1);
    // Once the game is on, new players cannot join.
    zoe.send(&json!({"type": "join_as", "name": "Yan"}));
    assert!(zoe.until(WAIT, |v| v["type"] == "error").is_some());
    assert_eq!(zoe.last_error().as_deref(), Some("join_closed"));
}

#[test]
fn a_seated_phone_picks_its_own_seats_finish_which_is_saved_and_shown() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("settings.ron");
    let settings = with_phones(settings_for(GameKind::SlamDice, 2));
    let mut app = headless_app(settings.clone(), 7);
    app.insert_resource(SettingsStore::loaded(settings, file.clone(), None));
    app.update();
    app.update();
    let finish = |app: &App, seat: usize| {
        app.world()
            .resource::<SettingsStore>()
            .settings
            .finish(seat)
    };
    let mut ben = seated(&mut app, 1);
    // A spectator and a phone that never said hello are refused and change nothing.
    let mut spectator = connect(port(&app));
    assert_eq!(spectator.hello(&code(&app))["type"], "welcome");
    spectator.send(&json!({"type": "finish", "finish": "metal"}));
    assert!(
        spectator
            .until(WAIT, |v| v["code"] == "not_seated")
            .is_some()
    );
    let mut silent = connect(port(&app));
    silent.send(&json!({"type": "finish", "finish": "metal"}));
    assert!(silent.until(WAIT, |v| v["code"] == "not_joined").is_some());
    // Ben's phone cannot name another seat, nor a finish there is not.
    for bad in [
        json!({"type": "finish", "finish": "pearl", "seat": 0}),
        json!({"type": "finish", "finish": "gold"}),
    ] {
        ben.send(&bad);
        assert!(ben.until(WAIT, |v| v["code"] == "malformed").is_some());
    }
    for _ in 0..10 {
        read(&mut app, &mut ben);
    }
    assert_eq!([finish(&app, 0), finish(&app, 1)], [Finish::Solid; 2]);
    // Ben's own seat takes it; the phone sees it picked and the file keeps it.
    ben.send(&json!({"type": "finish", "finish": "marble"}));
    until(&mut app, "Ben's finish", |app| {
        finish(app, 1) == Finish::Marble
    });
    assert_eq!(finish(&app, 0), Finish::Solid);
    assert!(
        ben.wait_state(WAIT, |s| s["state"]["finishes"]
            == json!(["solid", "marble"])),
        "the phone's table names the finish: {:?}",
        ben.state
    );
    until(&mut app, "the settings saved", |_| {
        crate::settings::load(&file).settings.finish(1) == Finish::Marble
    });
    // During the game too.
    start(&mut app);
    ben.send(&json!({"type": "finish", "finish": "metal"}));
    until(&mut app, "Ben's finish in the game", |app| {
        finish(app, 1) == Finish::Metal
    });
}

#[test]
fn a_taken_port_gives_the_next_and_turning_phones_off_stops_the_server() {
    let taken = TcpListener::bind(("0.0.0.0", 0)).unwrap_or_else(|e| panic!("{e}"));
    let asked = taken
        .local_addr()
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut settings = with_phones(settings_for(GameKind::SlamDice, 2));
    settings.phones.port = asked;
    let mut app = headless_app(settings, 3);
    app.update();
    app.update();
    let got = port(&app);
    assert_ne!(got, asked);
    let notices: Vec<&str> = app.world().resource::<Notices>().texts().collect();
    assert!(
        notices
            .iter()
            .any(|n| *n == format!("port {asked} is taken; phones use {got}")),
        "{notices:?}"
    );
    let mut phone = connect(got);
    phone.hello(&code(&app));
    app.world_mut().resource_mut::<PhonesSwitch>().enabled = false;
    app.update();
    assert!(app.world().get_resource::<Phones>().is_none());
    assert_eq!(phone.wait_closed(WAIT), Some(1001));
    assert!(
        std::net::TcpStream::connect(("127.0.0.1", got)).is_err(),
        "nothing listens"
    );
    // And on again: a fresh room with a fresh code.
    app.world_mut().resource_mut::<PhonesSwitch>().enabled = true;
    app.update();
    assert!(app.world().get_resource::<Phones>().is_some());
    drop(taken);
}

#[test]
fn the_setups_toggle_turns_phones_on_and_saves_it() {
    let mut app = headless_app(settings_for(GameKind::SlamDice, 2), 1);
    app.update();
    assert!(
        app.world().get_resource::<Phones>().is_none(),
        "off by default"
    );
    app.world_mut().resource_mut::<PhonesSwitch>().port = 0;
    app.world_mut()
        .write_message(crate::game::GameAction::TogglePhones);
    app.update();
    app.update();
    assert!(app.world().get_resource::<Phones>().is_some());
    let saved = app.world().resource::<SettingsStore>().settings.phones;
    assert!(saved.enabled, "saved on");
    assert_eq!(saved.port, 8080, "the port of this run is not saved");
    // What the phones see of the setup: its players, open to new ones.
    let mut phone = connect(port(&app));
    phone.hello(&code(&app));
    assert!(phone.wait_state(WAIT, |s| s["state"]["phase"] == "setup"
        && s["state"]["joinable"] == true));
    let names: Vec<Value> = vec!["P1".into(), "P2".into()];
    assert!(phone.wait_state(WAIT, |s| s["state"]["seats"] == Value::Array(names.clone())));
}

/// Every file under `dir`, by its path below it, with its bytes.
fn files(dir: &std::path::Path) -> std::collections::BTreeMap<std::path::PathBuf, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{e}")) {
            let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
                let below = path.strip_prefix(dir).unwrap_or(&path).to_path_buf();
                out.insert(below, bytes);
            }
        }
    }
    out
}

/// Raw bytes that are no HTTP, a head far over the cap, a WebSocket upgrade that then
/// sends a frame with a reserved opcode, and a request for a file by path, each on a
/// connection of its own to the phones' port.
fn send_junk(port: u16) {
    use std::io::Write as _;
    let junk: [&[u8]; 4] = [
        b"\x00\xff\x16\x03\x01 not a request\r\n\r\n",
        &[b'A'; 70_000],
        b"GET /../../autosave.ron HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n\x83\x85\x00\x00\x00\x00hello",
    ];
    for bytes in junk {
        if let Ok(mut s) = std::net::TcpStream::connect(("127.0.0.1", port)) {
            let _ = s.write_all(bytes);
        }
    }
}

#[test]
fn hostile_phones_leave_every_saved_file_byte_for_byte_as_it_was() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = headless_app(with_phones(settings_for(GameKind::SlamDice, 2)), 11);
    app.insert_resource(crate::stores::AutosavePath::in_dir(dir.path()));
    app.update();
    app.update();
    let mut ann = seated(&mut app, 0);
    start(&mut app);
    // The slam number, thrown from the keyboard: the autosave now holds one roll.
    press(&mut app, KeyCode::Space);
    rolled(&mut app, 1);
    land(&mut app);
    for _ in 0..5 {
        app.update();
    }
    let before = files(dir.path());
    assert!(
        before.keys().any(|p| p.ends_with("autosave.ron")),
        "an autosave to guard: {:?}",
        before.keys().collect::<Vec<_>>()
    );
    let record = session(&app).record.clone();
    let port = port(&app);

    send_junk(port);
    // A phone with the wrong code, one that never says hello, and a seated phone
    // sending garbage, a throw for another seat's turn, an unknown step, typed dice in
    // a thrown game, a launch that is not numbers, and a flood.
    let mut stranger = connect(port);
    stranger.hello("ZZZZ");
    let mut silent = connect(port);
    silent.send(&json!({"type": "throw"}));
    let mut ben = seated(&mut app, 1);
    for _ in 0..200 {
        ben.send(&json!({"type": "throw", "launch": {"dx": 0.1, "dy": -1, "speed": 0.5}}));
    }
    for text in [
        "{",
        "null",
        "[1,2,3]",
        r#"{"type": "throw", "launch": {"dx": "left", "dy": null, "speed": 1e999}}"#,
        r#"{"type": "typed", "faces": [6, 6, 6]}"#,
        r#"{"type": "take", "seat": 99}"#,
        r#"{"type": "free", "seat": 0}"#,
        // Over the message cap: the server closes Ben's phone.
        &"x".repeat(100_000),
    ] {
        ben.send_text(text);
    }
    for _ in 0..60 {
        read(&mut app, &mut ann);
    }
    assert_eq!(session(&app).record, record, "no roll came of it");
    assert_eq!(phase(&app), Some(TurnPhase::AwaitRoll));
    assert!(
        files(dir.path()) == before,
        "a file changed under hostile phones"
    );

    // The game still plays: Ann (on turn) throws, and only then does the autosave move.
    ann.drain();
    ann.send(&json!({"type": "throw"}));
    rolled(&mut app, record.dice.len() + 1);
    land(&mut app);
    for _ in 0..5 {
        app.update();
    }
    assert!(files(dir.path()) != before, "the real roll was saved");
}

#[test]
fn the_join_card_gives_way_to_the_table_and_a_dropped_phone_is_one_notice() {
    let mut app = headless_app(with_phones(settings_for(GameKind::SlamDice, 2)), 7);
    app.add_plugins(crate::ui::join_card_state_plugin);
    app.update();
    app.update();
    let open = |app: &App| app.world().resource::<JoinScreenOpen>().open;
    assert!(open(&app), "the join card opens when phones turn on");
    let _first = seated(&mut app, 0);
    let second = seated(&mut app, 1);
    start(&mut app);
    assert!(!open(&app), "the join card still covers the table");
    // J still opens it during the game, and again gives way.
    press(&mut app, KeyCode::KeyJ);
    assert!(open(&app));
    press(&mut app, KeyCode::KeyJ);
    assert!(!open(&app));
    let before = app.world().resource::<Notices>().texts().count();
    drop(second);
    until(&mut app, "the drop", |app| {
        app.world().resource::<Phones>().presence().seats.get(1) == Some(&PhoneAt::Dropped)
    });
    app.update();
    let notices: Vec<String> = app
        .world()
        .resource::<Notices>()
        .texts()
        .skip(before)
        .map(str::to_string)
        .collect();
    assert_eq!(notices, ["P2's phone dropped: it can come back"]);
    assert!(!open(&app), "a dropped phone opened the card");
}
