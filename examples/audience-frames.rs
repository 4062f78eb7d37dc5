//! The game's frames with and without an audience: the headless game (the game and dice
//! plugins as the tests run them; the window adds the drawing, which no audience
//! changes) with phones and the audience on, 8 players of Slam Dice rolled from the
//! keyboard, first with no phone, then with `--phones N` audience phones on loopback
//! (LAN, each from its own 127.1.x.y, a thread each) answering every question. Before
//! each throw the table waits 12 frames, 16 ms apart (the audience's time to answer, as
//! a window at 60 Hz would draw them); every frame (`App::update`) is timed, on the wall
//! clock and on this thread's own CPU (Linux), the same throws in both runs.
//!
//! `cargo run --example audience-frames -- --phones 250` (the dev profile builds the
//! dependencies optimised, as `cargo test` does)

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use clap::Parser;
use party_dice::headless::{self, Phones, Screen, TurnPhase};
use party_dice::rules::GameKind;
use phones::audience::{Report, lan_phone, play_along};
use phones::{median, p99, thread_cpu};

#[derive(Parser)]
struct Args {
    /// Audience phones (the LAN room takes 300 phones).
    #[arg(long, default_value_t = 250)]
    phones: usize,
    /// Throws to time in each run.
    #[arg(long, default_value_t = 40)]
    throws: usize,
}

/// Frames the table waits before each throw, and how far apart.
const WAIT_FRAMES: usize = 12;
const FRAME_GAP: Duration = Duration::from_millis(16);

/// Every frame's time: on the wall clock and on this thread's CPU.
#[derive(Default)]
struct Frames {
    wall: Vec<Duration>,
    cpu: Vec<Duration>,
}

impl Frames {
    /// One frame, timed.
    fn update(&mut self, app: &mut App) {
        let cpu = thread_cpu();
        let wall = Instant::now();
        app.update();
        self.wall.push(wall.elapsed());
        self.cpu.push(thread_cpu().saturating_sub(cpu));
    }

    /// A key pressed and released, both frames timed.
    fn press(&mut self, app: &mut App, key: KeyCode) {
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
        self.update(app);
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.release(key);
        input.clear();
        self.update(app);
    }

    fn line(&self, name: &str) {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let longest = self.wall.iter().max().copied().unwrap_or_default();
        println!(
            "{name:<22} {:>6} frames  wall median {:>7.3} ms  p99 {:>7.3} ms  longest {:>7.3} ms  \
             CPU median {:>7.3} ms  p99 {:>7.3} ms",
            self.wall.len(),
            ms(median(&self.wall)),
            ms(p99(&self.wall)),
            ms(longest),
            ms(median(&self.cpu)),
            ms(p99(&self.cpu))
        );
    }
}

fn main() {
    let args = Args::parse();
    let (bare, _) = run(0, args.throws);
    let (with, seen) = run(args.phones, args.throws);
    println!(
        "the headless game, 8 players of Slam Dice, {} throws a run, {WAIT_FRAMES} frames \
         before each throw",
        args.throws
    );
    bare.line("no audience");
    with.line(&format!("{} audience phones", args.phones));
    let ratio = |a: &[Duration], b: &[Duration]| {
        median(a).as_secs_f64() / median(b).as_secs_f64().max(1e-9)
    };
    println!(
        "with the audience / without (medians): wall {:.2}x, CPU {:.2}x; p99 wall {:.2}x",
        ratio(&with.wall, &bare.wall),
        ratio(&with.cpu, &bare.cpu),
        p99(&with.wall).as_secs_f64() / p99(&bare.wall).as_secs_f64().max(1e-9)
    );
    println!("questions the audience saw: {seen} (each phone's first sight of each)");
}

/// One run: the game with `phones` audience phones, `throws` throws timed. The frames,
/// and how many questions the phones saw in all.
fn run(phones: usize, throws: usize) -> (Frames, usize) {
    let mut settings = headless::settings_for(GameKind::SlamDice, 8);
    settings.phones.enabled = true;
    settings.phones.port = 0;
    settings.phones.audience = true;
    let mut app = headless::app(settings, 7);
    app.update();
    app.update();
    headless::press(&mut app, KeyCode::Enter);
    let (port, code) = {
        let phones = app.world().resource::<Phones>();
        (phones.port(), phones.code())
    };
    let (reports, inbox) = mpsc::channel();
    for i in 0..phones {
        let (code, reports) = (code.clone(), reports.clone());
        let spawned = thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(move || play_along(lan_phone(port, &code, i), i, &reports));
        spawned.unwrap_or_else(|e| panic!("phone {i}'s thread: {e}"));
    }
    joined(&mut app, &inbox, phones);
    let mut frames = Frames::default();
    let mut thrown = 0;
    while thrown < throws {
        if app.world().resource::<State<Screen>>().get() == &Screen::GameOver {
            frames.press(&mut app, KeyCode::Enter);
            continue;
        }
        if headless::phase(&app) != Some(TurnPhase::AwaitRoll) {
            frames.update(&mut app);
            continue;
        }
        for _ in 0..WAIT_FRAMES {
            thread::sleep(FRAME_GAP);
            frames.update(&mut app);
        }
        frames.press(&mut app, KeyCode::Space);
        thrown += 1;
    }
    let seen = inbox
        .try_iter()
        .filter(|r| matches!(r, Report::Saw(..)))
        .count();
    (frames, seen)
}

/// Runs frames (untimed) until `n` phones said they joined the audience, and a second
/// more for the room to take them in.
fn joined(app: &mut App, inbox: &Receiver<Report>, n: usize) {
    let mut joined = 0;
    let deadline = Instant::now() + Duration::from_secs(60);
    while joined < n {
        assert!(Instant::now() < deadline, "{joined} of {n} phones joined");
        joined += inbox
            .try_iter()
            .filter(|r| matches!(r, Report::Joined))
            .count();
        app.update();
        thread::sleep(Duration::from_millis(5));
    }
    let settle = Instant::now();
    while settle.elapsed() < Duration::from_secs(1) {
        app.update();
        thread::sleep(Duration::from_millis(5));
    }
}
