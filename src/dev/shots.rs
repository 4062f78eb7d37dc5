//! The scripted screenshot run (the `shots` feature): the script's progress, its steps
//! carried out frame by frame, the screenshots and the filmed throw written out.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::winit::WinitSettings;

use super::Script as Which;
use super::script::{Asks, Outcome, STEPS, Stage, Step};
use super::{apng, screens, script};
use crate::dice::{DiceDrama, DicePlayback};
use crate::frame::AppSystems;
use crate::game::{GameAction, NextSeed, Screen, Session, StartSession, TurnPhase, WatchGame};
use crate::notices::Notices;
use crate::printing::{PrintCard, PrintDir};
use crate::stores::{AutosavePath, SettingsStore};
use crate::ui::ShowTab;

/// Adds the scripted session.
#[derive(Debug, Clone)]
pub(crate) struct ShotsPlugin {
    /// Where the PNGs go.
    pub dir: PathBuf,
    /// Which script.
    pub script: Which,
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

/// Progress of the script.
#[derive(Resource, Debug)]
struct Script {
    dir: PathBuf,
    launched: Instant,
    /// The steps.
    steps: &'static [(&'static str, Step)],
    /// Kept games, for the history and watching (the screens script).
    kept: Vec<WatchGame>,
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

/// The animation being filmed: frames asked for, and those captured so far.
#[derive(Debug, Default)]
struct Film {
    requested: u32,
    frames: Arc<Mutex<Vec<apng::Frame>>>,
}

impl Plugin for ShotsPlugin {
    fn build(&self, app: &mut App) {
        let (steps, kept): (&'static [(&'static str, Step)], _) = match self.script {
            Which::Tour => (&STEPS, Vec::new()),
            // The frame bench has a plugin of its own (`FrameBenchPlugin`).
            Which::Setup | Which::FrameBench => (&STEPS[..1], Vec::new()),
            Which::Screens => {
                // A history to show and watch, in a folder of the run's own.
                let data = self.dir.join("data");
                let kept = screens::keep_games(&data);
                app.insert_resource(AutosavePath::in_dir(&data))
                    .insert_resource(PrintDir(Some(self.dir.join("cards"))));
                (&screens::SCREENS, kept)
            }
        };
        app.insert_resource(WinitSettings::continuous())
            .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_secs_f32(FRAME_SECONDS),
            ))
            .insert_resource(NextSeed(Some(script::SLAM_SEED)))
            .insert_resource(Script {
                dir: self.dir.clone(),
                launched: self.launched,
                steps,
                kept,
                step: 0,
                frames: 0,
                total: 0,
                rolls: 0,
                pending: None,
                settling: None,
                started: None,
                film: Film::default(),
            })
            .add_systems(Update, drive_script.in_set(AppSystems::RecordInput));
    }
}

/// Where a step's asks go: the game's actions and messages, the notices, the window.
#[derive(SystemParam)]
struct Carry<'w> {
    actions: MessageWriter<'w, GameAction>,
    sessions: MessageWriter<'w, StartSession>,
    watch: MessageWriter<'w, WatchGame>,
    tabs: MessageWriter<'w, ShowTab>,
    print: MessageWriter<'w, PrintCard>,
    notices: ResMut<'w, Notices>,
}

impl Carry<'_> {
    /// Carries out what a step asked for.
    fn out(
        &mut self,
        asks: Asks,
        commands: &mut Commands,
        script: &mut Script,
        session: Option<&Session>,
        window: &mut Window,
    ) {
        self.actions.write_batch(asks.actions);
        if let Some(session) = asks.start {
            self.sessions.write(StartSession(session));
        }
        if let Some((w, h)) = asks.resize {
            window.resolution.set(w, h);
        }
        if asks.film_frame {
            film_frame(commands, &mut script.film);
        }
        if asks.write_film {
            write_film(script);
        }
        if let Some(game) = asks.watch {
            self.watch.write(game);
        }
        if let Some(tab) = asks.tab {
            self.tabs.write(ShowTab(tab));
        }
        if asks.print
            && let Some(session) = session
        {
            self.print.write(PrintCard(session.record.clone()));
        }
        match asks.notice {
            Some(Some(notice)) => self.notices.push(notice),
            Some(None) => self.notices.dismiss_all(),
            None => {}
        }
    }
}

/// Runs the script's current step and carries out what it asks for.
fn drive_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    mut store: ResMut<SettingsStore>,
    mut seed: ResMut<NextSeed>,
    (screen, phase, playback, drama): (
        Res<State<Screen>>,
        Option<Res<State<TurnPhase>>>,
        Res<DicePlayback>,
        Res<DiceDrama>,
    ),
    mut carry: Carry,
    (phones, session, hall): (
        Option<Res<crate::game::Phones>>,
        Option<Res<Session>>,
        Res<crate::game::AudienceHall>,
    ),
    mut window: Single<&mut Window, With<bevy::window::PrimaryWindow>>,
    mut exit: MessageWriter<AppExit>,
) {
    let script = &mut *script;
    if !count_frame(script) {
        exit.write(AppExit::error());
        return;
    }
    if advance_shot(&mut commands, script) {
        return;
    }
    let Some(&(_, step)) = script.steps.get(script.step) else {
        report(script);
        exit.write(AppExit::Success);
        return;
    };
    let captured = script.film.frames.lock().map_or(0, |f| f.len());
    let mut stage = Stage {
        frames: script.frames,
        rolls: &mut script.rolls,
        screen: *screen.get(),
        phase: phase.map(|p| *p.get()),
        playback: &playback,
        drama: *drama,
        over: session.as_ref().is_some_and(|s| s.game.is_over()),
        store: &mut store,
        seed: &mut seed,
        filmed: (script.film.requested, captured),
        kept: &script.kept,
        phones: phones.map(|p| (p.port(), p.code())),
        audience: (hall.audience.board(0).playing, hall.audience.open().len()),
        asks: Asks::default(),
    };
    let outcome = step(&mut stage);
    let asks = stage.asks;
    carry.out(asks, &mut commands, script, session.as_deref(), &mut window);
    match outcome {
        Outcome::Wait => {}
        Outcome::Shoot { name, after } => script.pending = Some((after, name)),
        Outcome::Next => next_step(script),
    }
}

/// Counts the frame (and notes how long after launch the first came): false once the
/// script has run too long to finish, and gives up.
fn count_frame(script: &mut Script) -> bool {
    script.frames += 1;
    script.total += 1;
    if script.started.is_none() {
        script.started = Some(Instant::now());
        let secs = script.launched.elapsed().as_secs_f64();
        info!("first frame {secs:.2} s after launch");
    }
    if script.total > GIVE_UP {
        let name = script.steps.get(script.step).map_or("exit", |s| s.0);
        error!("the screenshot script did not finish; giving up at step {name}");
        return false;
    }
    true
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

/// Asks for a capture of this frame, kept at half size in the film.
fn film_frame(commands: &mut Commands, film: &mut Film) {
    let index = film.requested;
    film.requested += 1;
    let frames = film.frames.clone();
    commands
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

/// Writes the film, in the order its frames were asked for, as `09-throw.png`.
fn write_film(script: &Script) {
    let path = script.dir.join(script::FILM);
    let delay_ms = (FRAME_SECONDS * 1000.0).round() as u16;
    match script.film.frames.lock() {
        Ok(mut frames) => {
            frames.sort_by_key(|f| f.0);
            match apng::write_apng(&path, &frames, delay_ms) {
                Ok(()) => info!("animation {} ({} frames)", path.display(), frames.len()),
                Err(e) => error!("animation {}: {e}", path.display()),
            }
        }
        Err(_) => error!("animation frames lost"),
    }
}
