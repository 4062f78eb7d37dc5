//! The phones' latency through the game itself: the headless game (the game and dice
//! plugins, as the tests run them, frames back to back) with phones on, two seated
//! phones on loopback taking turns at Slam Dice, and the spectators' part left to
//! `phone-bench`. It prints, as median and 99th percentile:
//! - throw → dice moving: from a phone sending its throw to the first frame whose dice
//!   play that throw (the server, the poll, the action, the physics throw made for the
//!   launch);
//! - landed → phone: from the frame in which the dice came to rest to the phone having
//!   that roll's result.
//!
//! The window adds its frame pacing to the first (the server's waker ends the window's
//! wait at once, then one frame runs); the dice's flight itself is left out.
//!
//! `cargo run --example phone-game-latency [-- --throws 100]` (the dev profile builds the
//! dependencies optimised; `--release` for the whole program optimised)

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use clap::Parser;
use party_dice::headless::{self, DicePlayback, Phones, Screen, TurnPhase};
use party_dice::rules::GameKind;
use phones::{Phone, connect};
use serde_json::json;

#[derive(Parser)]
struct Args {
    /// Throws to time.
    #[arg(long, default_value_t = 100)]
    throws: usize,
}

const WAIT: Duration = Duration::from_secs(10);

fn main() {
    let args = Args::parse();
    let mut settings = headless::settings_for(GameKind::SlamDice, 2);
    settings.phones.enabled = true;
    settings.phones.port = 0;
    // Each game is short; the next one starts from the game-over screen.
    let mut app = headless::app(settings, 11);
    app.update();
    app.update();
    let (port, code) = {
        let phones = app.world().resource::<Phones>();
        (phones.port(), phones.code())
    };
    let mut seats: Vec<Phone> = (0..2).map(|s| seated(&mut app, port, &code, s)).collect();
    headless::press(&mut app, KeyCode::Enter);
    let (mut thrown, mut landed) = (Vec::new(), Vec::new());
    // People throw a few times a minute: each phone keeps well under its message limit
    // (4 a second), whatever the machine's speed.
    let pace = Duration::from_millis(300);
    while thrown.len() < args.throws {
        if screen(&app) == Screen::GameOver {
            headless::press(&mut app, KeyCode::Enter);
            continue;
        }
        if headless::phase(&app) != Some(TurnPhase::AwaitRoll) {
            app.update();
            continue;
        }
        let seat = match party_dice::phones::view::turn(&headless::session(&app).game) {
            party_dice::phones::Turn::Seat(seat) => seat,
            _ => 0,
        };
        std::thread::sleep(pace);
        let (to_move, to_phone) = time_one(&mut app, &mut seats[seat]);
        thrown.push(to_move);
        landed.push(to_phone);
    }
    println!(
        "2 seated phones, the headless game, {} throws",
        thrown.len()
    );
    line("throw -> dice moving", &thrown);
    line("landed -> phone has result", &landed);
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn seated(app: &mut App, port: u16, code: &str, seat: usize) -> Phone {
    let mut phone = connect(port);
    phone.hello(code);
    phone.take(seat);
    app.update();
    phone
}

/// One throw from `phone`: its time to the dice moving, and from their landing to the
/// phone's result.
fn time_one(app: &mut App, phone: &mut Phone) -> (Duration, Duration) {
    phone.drain();
    let before = app.world().resource::<DicePlayback>().recording.clone();
    let sent = Instant::now();
    phone.send(&json!({"type": "throw", "launch": {"dx": 0.1, "dy": -1, "speed": 0.7}}));
    let moving = loop {
        app.update();
        let now = app.world().resource::<DicePlayback>().recording.clone();
        let new = match (&before, &now) {
            (Some(a), Some(b)) => !std::sync::Arc::ptr_eq(a, b),
            (None, Some(_)) => true,
            _ => false,
        };
        if new {
            break sent.elapsed();
        }
        assert!(sent.elapsed() < WAIT, "the throw never came");
    };
    let step = phone
        .state
        .as_ref()
        .and_then(|s| s["state"]["step"].as_u64());
    while headless::session(app).in_flight.is_some() {
        app.update();
    }
    let rested = Instant::now();
    let got = phone.until(WAIT, |v| {
        v["type"] == "state" && v["state"]["result"]["step"].as_u64() == step
    });
    assert!(got.is_some(), "no result for step {step:?}");
    (moving, rested.elapsed())
}

fn line(name: &str, xs: &[Duration]) {
    let mut sorted = xs.to_vec();
    sorted.sort_unstable();
    let at = |q: f64| sorted[((sorted.len() as f64 - 1.0) * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name:<28} median {:>7.3} ms  p99 {:>7.3} ms",
        ms(at(0.5)),
        ms(at(0.99))
    );
}
