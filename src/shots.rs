//! A scripted session for visual checks (`party-dice play --screenshot-dir DIR`): it
//! plays a few Slam Dice turns and a one-hole Straight Golf game by itself, saves
//! screenshots at the setup screen, mid-throw, at rest and at game over, then exits.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::winit::WinitSettings;

use crate::dice::DicePlayback;
use crate::game::{
    GameAction, GameSystems, NextSeed, Screen, SettingsStore, StartSession, TurnPhase,
};
use crate::rules::{GameKind, SlamDiceOptions, StraightGolfOptions};

/// Adds the scripted session.
#[derive(Debug, Clone)]
pub struct ShotsPlugin {
    /// Where the PNGs go.
    pub dir: PathBuf,
    /// When the process started, for the start-up time report.
    pub launched: Instant,
}

/// Seconds of game time per frame: software rendering draws about a frame a second, and
/// the throws must still show a moment in the air.
const FRAME_SECONDS: f32 = 1.0 / 20.0;
/// Frames to let a screenshot be written before moving on.
const SETTLE: u32 = 8;
/// Frames after which a hung script gives up.
const GIVE_UP: u32 = 6000;
/// Seeds of the two scripted games, so every run shows the same dice.
const SLAM_SEED: u64 = 2026;
const GOLF_SEED: u64 = 2027;

/// The seed of the eight-player game.
const PARTY_SEED: u64 = 2028;

/// The steps, in order. Each waits for its moment, then acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    SetupShot,
    StartSlam,
    SlamRolls,
    SlamMidThrow,
    SlamRest,
    StartGolf,
    GolfRest,
    GolfPlayOut,
    GameOverShot,
    StartRealDice,
    RealDiceShot,
    StartParty,
    PartyShot,
    SmallWindowShot,
    ThrowAnimation,
    Exit,
}

const STEPS: [Step; 16] = [
    Step::SetupShot,
    Step::StartSlam,
    Step::SlamRolls,
    Step::SlamMidThrow,
    Step::SlamRest,
    Step::StartGolf,
    Step::GolfRest,
    Step::GolfPlayOut,
    Step::GameOverShot,
    Step::StartRealDice,
    Step::RealDiceShot,
    Step::StartParty,
    Step::PartyShot,
    Step::SmallWindowShot,
    Step::ThrowAnimation,
    Step::Exit,
];

/// What a step decided this frame.
enum Outcome {
    /// Not yet.
    Wait,
    /// Take a screenshot `after` frames from now, then go on to the next step.
    Shoot { name: &'static str, after: u32 },
    /// Go on to the next step at once.
    Next,
}

/// Progress of the script.
#[derive(Resource, Debug)]
struct Script {
    dir: PathBuf,
    launched: Instant,
    step: usize,
    /// Frames spent in the current step.
    frames: u32,
    /// Frames in total.
    total: u32,
    /// Rolls made in the current step.
    rolls: u32,
    /// A screenshot to take: frames to wait, and its file name.
    pending: Option<(u32, &'static str)>,
    /// Frames left for a screenshot to be written before the next step.
    settling: Option<u32>,
    /// When the first frame ran, for the frame-time report.
    started: Option<Instant>,
    /// The throw being filmed for the animation.
    film: Film,
}

impl Plugin for ShotsPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(WinitSettings::continuous())
            .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_secs_f32(FRAME_SECONDS),
            ))
            .insert_resource(NextSeed(Some(SLAM_SEED)))
            .insert_resource(Script {
                dir: self.dir.clone(),
                launched: self.launched,
                step: 0,
                frames: 0,
                total: 0,
                rolls: 0,
                pending: None,
                settling: None,
                started: None,
                film: Film::default(),
            })
            .add_systems(Update, drive_script.in_set(GameSystems::RecordInput));
    }
}

/// What a step looks at and acts on.
struct Stage<'a, 'w, 'v, 'c, 'd> {
    frames: u32,
    rolls: &'a mut u32,
    screen: Screen,
    phase: Option<TurnPhase>,
    playback: &'a DicePlayback,
    store: &'a mut SettingsStore,
    seed: &'a mut NextSeed,
    actions: &'a mut MessageWriter<'w, GameAction>,
    sessions: &'a mut MessageWriter<'v, StartSession>,
    window: &'a mut Window,
    commands: &'a mut Commands<'c, 'd>,
    film: &'a mut Film,
    dir: &'a std::path::Path,
}

fn drive_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    mut store: ResMut<SettingsStore>,
    mut seed: ResMut<NextSeed>,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    playback: Res<DicePlayback>,
    mut actions: MessageWriter<GameAction>,
    mut sessions: MessageWriter<StartSession>,
    mut window: Single<&mut Window, With<bevy::window::PrimaryWindow>>,
    mut exit: MessageWriter<AppExit>,
) {
    let script = &mut *script;
    script.frames += 1;
    script.total += 1;
    if script.started.is_none() {
        script.started = Some(Instant::now());
        let secs = script.launched.elapsed().as_secs_f64();
        info!("first frame {secs:.2} s after launch");
    }
    if script.total > GIVE_UP {
        error!(
            "the screenshot script did not finish; giving up at step {}",
            script.step
        );
        exit.write(AppExit::error());
        return;
    }
    if advance_shot(&mut commands, script) {
        return;
    }
    let step = STEPS.get(script.step).copied().unwrap_or(Step::Exit);
    let mut stage = Stage {
        frames: script.frames,
        rolls: &mut script.rolls,
        screen: *screen.get(),
        phase: phase.map(|p| *p.get()),
        playback: &playback,
        store: &mut store,
        seed: &mut seed,
        actions: &mut actions,
        sessions: &mut sessions,
        window: &mut window,
        commands: &mut commands,
        film: &mut script.film,
        dir: &script.dir,
    };
    match act(step, &mut stage) {
        Outcome::Wait => {}
        Outcome::Shoot { name, after } => script.pending = Some((after, name)),
        Outcome::Next if step == Step::Exit => {
            report(script);
            exit.write(AppExit::Success);
        }
        Outcome::Next => next_step(script),
    }
}

/// Counts down to a pending screenshot and lets it be written; true while busy with one.
fn advance_shot(commands: &mut Commands, script: &mut Script) -> bool {
    if let Some((left, name)) = script.pending {
        if left > 0 {
            script.pending = Some((left - 1, name));
            return true;
        }
        let path = script.dir.join(name);
        info!("screenshot {}", path.display());
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
        script.pending = None;
        script.settling = Some(SETTLE);
        return true;
    }
    match script.settling {
        Some(0) => {
            script.settling = None;
            next_step(script);
            true
        }
        Some(n) => {
            script.settling = Some(n - 1);
            true
        }
        None => false,
    }
}

fn next_step(script: &mut Script) {
    script.step += 1;
    script.frames = 0;
    script.rolls = 0;
}

fn report(script: &Script) {
    if let Some(started) = script.started {
        let ms = started.elapsed().as_secs_f64() * 1000.0 / f64::from(script.total.max(1));
        info!(
            "scripted run: {} frames, {ms:.0} ms per frame on average",
            script.total
        );
    }
}

/// One step's decision for this frame.
fn act(step: Step, s: &mut Stage) -> Outcome {
    let every = |n: u32| s.frames.is_multiple_of(n);
    match step {
        Step::SetupShot => shoot_when(s.frames >= 20, "01-setup.png", 0),
        Step::StartSlam => {
            let settings = &mut s.store.settings;
            settings.game = GameKind::SlamDice;
            settings.players = vec!["Ann".into(), "Ben".into(), "Cy".into()];
            settings.slam_dice = SlamDiceOptions::default();
            // The odds panel is on for the Slam Dice shots.
            settings.display.odds = true;
            s.actions.write(GameAction::Start);
            Outcome::Next
        }
        Step::SlamRolls => {
            // The slam number and a couple of turn rolls, skipping through.
            if s.screen != Screen::Playing || !every(4) {
                return Outcome::Wait;
            }
            if s.phase == Some(TurnPhase::AwaitRoll) {
                *s.rolls += 1;
                if *s.rolls >= 3 {
                    return Outcome::Next;
                }
            }
            s.actions.write(GameAction::Primary);
            Outcome::Wait
        }
        Step::SlamMidThrow => {
            if s.frames == 1 {
                s.actions.write(GameAction::Primary);
            }
            let flying = s.playback.playing && s.playback.elapsed > 0.25;
            shoot_when(flying, "02-slam-mid-throw.png", 0)
        }
        Step::SlamRest => shoot_when(
            s.phase == Some(TurnPhase::Showing),
            "03-slam-at-rest.png",
            0,
        ),
        Step::StartGolf => start_golf(s),
        Step::GolfRest => golf_rest(s),
        Step::GolfPlayOut => {
            if s.screen == Screen::GameOver {
                return Outcome::Next;
            }
            if every(3) {
                s.actions.write(GameAction::Primary);
            }
            Outcome::Wait
        }
        Step::GameOverShot => shoot_when(true, "05-game-over.png", 15),
        Step::StartRealDice => start_real_dice(s),
        Step::StartParty => start_party(s),
        Step::PartyShot => party_shot(s),
        Step::SmallWindowShot => small_window_shot(s),
        Step::ThrowAnimation => throw_animation(s),
        Step::RealDiceShot => shoot_when(
            s.screen == Screen::Playing && s.phase == Some(TurnPhase::AwaitRoll),
            "06-real-dice.png",
            10,
        ),
        Step::Exit => Outcome::Next,
    }
}

fn shoot_when(ready: bool, name: &'static str, after: u32) -> Outcome {
    if ready {
        Outcome::Shoot { name, after }
    } else {
        Outcome::Wait
    }
}

/// Every other frame of a throw at the fixed time step, captured while it flies; once
/// it rests and every capture is in, written as `09-throw.png`, an animated PNG at half
/// the window's size.
fn throw_animation(s: &mut Stage) -> Outcome {
    let flying = s.playback.playing;
    let six = s
        .playback
        .recording
        .as_deref()
        .is_some_and(|r| r.dice.len() == 6);
    if s.film.requested == 0 && !(flying && six) {
        // On to the next throw of all six dice (the first roll of a hole).
        if s.frames.is_multiple_of(3) {
            s.actions.write(GameAction::Primary);
        }
        return Outcome::Wait;
    }
    if flying && s.frames.is_multiple_of(ANIMATION_EVERY) {
        film_frame(s);
        return Outcome::Wait;
    }
    let captured = s.film.frames.lock().map_or(0, |f| f.len());
    if flying || s.film.requested == 0 || captured < s.film.requested as usize {
        return Outcome::Wait;
    }
    let path = s.dir.join("09-throw.png");
    match s.film.frames.lock() {
        Ok(mut frames) => {
            frames.sort_by_key(|f| f.0);
            match write_apng(&path, &frames) {
                Ok(()) => info!("animation {} ({} frames)", path.display(), frames.len()),
                Err(e) => error!("animation {}: {e}", path.display()),
            }
        }
        Err(_) => error!("animation frames lost"),
    }
    Outcome::Next
}

/// Asks for a capture of this frame, kept at half size in the film.
fn film_frame(s: &mut Stage) {
    let index = s.film.requested;
    s.film.requested += 1;
    let frames = s.film.frames.clone();
    s.commands
        .spawn(Screenshot::primary_window())
        .observe(move |shot: On<ScreenshotCaptured>| {
            let Ok(image) = shot.image.clone().try_into_dynamic() else {
                return;
            };
            let (w, h) = (image.width() / 2, image.height() / 2);
            let small = image.thumbnail_exact(w, h).to_rgba8();
            if let Ok(mut frames) = frames.lock() {
                frames.push((index, w, h, small.into_raw()));
            }
        });
}

/// Frames captured for the animation: (order, width, height, RGBA pixels).
type Frames = Arc<Mutex<Vec<(u32, u32, u32, Vec<u8>)>>>;

/// The animation being filmed.
#[derive(Debug, Default)]
struct Film {
    requested: u32,
    frames: Frames,
}

/// Capture every this many frames (at the fixed step: 10 per second).
const ANIMATION_EVERY: u32 = 1;

/// Writes `frames` (all the first one's size; others are skipped) as an endlessly
/// looping animated PNG, each frame shown for the time it covered.
fn write_apng(path: &std::path::Path, frames: &[(u32, u32, u32, Vec<u8>)]) -> Result<(), String> {
    let Some(&(_, w, h, _)) = frames.first() else {
        return Err("no frames".into());
    };
    let same: Vec<&Vec<u8>> = frames
        .iter()
        .filter(|f| f.1 == w && f.2 == h)
        .map(|f| &f.3)
        .collect();
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .set_animated(same.len() as u32, 0)
        .map_err(|e| e.to_string())?;
    let delay_ms = (FRAME_SECONDS * ANIMATION_EVERY as f32 * 1000.0).round() as u16;
    encoder
        .set_frame_delay(delay_ms, 1000)
        .map_err(|e| e.to_string())?;
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    for data in same {
        writer.write_image_data(data).map_err(|e| e.to_string())?;
    }
    writer.finish().map_err(|e| e.to_string())
}

/// Through the roll-off to the first roll of the first hole, shot at rest.
fn golf_rest(s: &mut Stage) -> Outcome {
    // Through the roll-off to the first roll of the first hole; the shot waits
    // a few frames so the set-aside dice reach the kept row.
    let in_hole = s
        .playback
        .recording
        .as_deref()
        .is_some_and(|r| r.dice.len() == 6);
    if in_hole && s.phase == Some(TurnPhase::Showing) {
        return Outcome::Shoot {
            name: "04-golf-at-rest.png",
            after: 10,
        };
    }
    if s.frames.is_multiple_of(4) && s.phase == Some(TurnPhase::AwaitRoll) {
        s.actions.write(GameAction::Primary);
    }
    Outcome::Wait
}

/// The party's next roll, shot once it lands.
fn party_shot(s: &mut Stage) -> Outcome {
    if s.frames == 5 {
        s.actions.write(GameAction::Primary);
    }
    shoot_when(
        s.frames > 5 && s.phase == Some(TurnPhase::Showing),
        "07-golf-8-players.png",
        10,
    )
}

/// The same table in an 800×600 window.
fn small_window_shot(s: &mut Stage) -> Outcome {
    if s.frames == 1 {
        s.window.resolution.set(800.0, 600.0);
    }
    shoot_when(s.frames > 15, "08-golf-800x600.png", 0)
}

/// Leaves the game for the setup screen on a step's first frame; true once there.
fn at_setup(s: &mut Stage) -> bool {
    if s.frames == 1 {
        s.actions.write(GameAction::BackToSetup);
        return false;
    }
    s.screen == Screen::Setup
}

/// The party: eight players on the 17th hole of 18 (played out by the rules engine from
/// a fixed seed), started as it stands.
fn start_party(s: &mut Stage) -> Outcome {
    if !at_setup(s) {
        return Outcome::Wait;
    }
    let settings = &mut s.store.settings;
    settings.dice = crate::settings::DiceMode::Thrown;
    settings.game = GameKind::StraightGolf;
    settings.players = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal"]
        .map(String::from)
        .to_vec();
    settings.straight_golf = StraightGolfOptions {
        rounds: 18,
        ..Default::default()
    };
    let setup = crate::game::GameSetup::from_settings(settings);
    let Ok(mut session) = crate::game::Session::new(&setup, PARTY_SEED) else {
        return Outcome::Next;
    };
    while !session.game.is_over() {
        let at_17 = matches!(&session.game, crate::rules::Game::Golf(g)
            if g.hole().is_some_and(|h| h.number >= 17 && h.roll == 1));
        if at_17 || session.roll(0..6).is_err() {
            break;
        }
        session.land();
    }
    s.sessions.write(StartSession(session));
    Outcome::Next
}

/// Back to the setup screen, then a Slam Dice game refereed with real dice.
fn start_real_dice(s: &mut Stage) -> Outcome {
    if !at_setup(s) {
        return Outcome::Wait;
    }
    let settings = &mut s.store.settings;
    settings.game = GameKind::SlamDice;
    settings.dice = crate::settings::DiceMode::Real;
    settings.display.odds = false;
    s.actions.write(GameAction::Start);
    Outcome::Next
}

fn start_golf(s: &mut Stage) -> Outcome {
    if !at_setup(s) {
        return Outcome::Wait;
    }
    let settings = &mut s.store.settings;
    settings.game = GameKind::StraightGolf;
    settings.display.odds = false;
    settings.players = vec!["Ann".into(), "Ben".into()];
    settings.straight_golf = StraightGolfOptions {
        rounds: 1,
        ..Default::default()
    };
    s.seed.0 = Some(GOLF_SEED);
    s.actions.write(GameAction::Start);
    Outcome::Next
}
