//! A bare viewer for the table and dice: throws dice, keeps some, shows the slam number,
//! takes screenshots at each step and exits. For checking the 3D scene by eye.
//!
//! `scene-demo [--seed N] [--dice N] [--size WxH] [--out DIR] [--speed F] [--reduced]
//! [--insets L,R,T,B]`

use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::time::TimeUpdateStrategy;
use bevy::window::WindowResolution;

use party_dice::dice::{self, DiceCommand, DiceMotion, DicePlayback, ThrowFinished};
use party_dice::rules::Face;
use party_dice::table::{self, ViewInsets};
use party_dice::throw::throw;

/// The demo's command line.
#[derive(Resource, Debug, Clone)]
struct Options {
    seed: u64,
    dice: usize,
    width: u32,
    height: u32,
    out: String,
    speed: f32,
    reduced: bool,
    insets: ViewInsets,
}

impl Options {
    fn parse() -> Result<Options, String> {
        let mut options = Options {
            seed: 7,
            dice: 6,
            width: 1280,
            height: 720,
            out: "/tmp/scene".into(),
            speed: 1.0,
            reduced: false,
            insets: ViewInsets::default(),
        };
        let mut args = std::env::args().skip(1);
        while let Some(flag) = args.next() {
            let mut value = || args.next().ok_or(format!("{flag} needs a value"));
            let bad = |e: &dyn std::fmt::Display| format!("{flag}: {e}");
            match flag.as_str() {
                "--seed" => options.seed = value()?.parse().map_err(|e| bad(&e))?,
                "--dice" => {
                    options.dice = value()?.parse::<usize>().map_err(|e| bad(&e))?.clamp(1, 6)
                }
                "--out" => options.out = value()?,
                "--speed" => options.speed = value()?.parse().map_err(|e| bad(&e))?,
                "--reduced" => options.reduced = true,
                "--size" => {
                    let v = value()?;
                    let (w, h) = v
                        .split_once('x')
                        .ok_or(format!("--size wants WxH, not {v}"))?;
                    options.width = w.parse().map_err(|e| bad(&e))?;
                    options.height = h.parse().map_err(|e| bad(&e))?;
                }
                "--insets" => {
                    let v = value()?;
                    let parts: Vec<f32> = v
                        .split(',')
                        .map(str::parse)
                        .collect::<Result<_, _>>()
                        .map_err(|e| bad(&e))?;
                    let [left, right, top, bottom] = parts[..] else {
                        return Err(format!("--insets wants L,R,T,B, not {v}"));
                    };
                    options.insets = ViewInsets {
                        left,
                        right,
                        top,
                        bottom,
                    };
                }
                other => return Err(format!("unknown argument {other}")),
            }
        }
        Ok(options)
    }
}

fn main() -> AppExit {
    let options = match Options::parse() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("scene-demo: {message}");
            return AppExit::error();
        }
    };
    if let Err(e) = std::fs::create_dir_all(&options.out) {
        eprintln!("scene-demo: cannot create {}: {e}", options.out);
        return AppExit::error();
    }
    App::new()
        .add_plugins(
            DefaultPlugins.set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Party Dice — scene demo".into(),
                    resolution: WindowResolution::new(options.width, options.height)
                        .with_scale_factor_override(1.0),
                    ..default()
                }),
                ..default()
            }),
        )
        .add_plugins((table::plugin, dice::plugin))
        // Fixed steps make the screenshots independent of how slowly software rendering runs.
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
            1.0 / 30.0,
        )))
        .insert_resource(DiceMotion {
            speed: options.speed,
            reduced_motion: options.reduced,
        })
        .insert_resource(options.insets)
        .insert_resource(options)
        .add_systems(Update, run_demo_script.before(dice::DiceSystems::Commands))
        .run()
}

/// Where the script is.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Step {
    #[default]
    WarmUp,
    FirstThrow,
    Kept,
    Rethrow,
    Slam,
    Exit,
}

#[derive(Default)]
struct Script {
    step: Step,
    frames_in_step: u32,
    mid_shot_taken: bool,
    rest_since: Option<u32>,
    started: Option<Instant>,
    frames: u32,
}

fn faces(values: &[u8]) -> Vec<Face> {
    values.iter().filter_map(|v| Face::new(*v).ok()).collect()
}

fn shoot(commands: &mut Commands, options: &Options, name: &str) {
    let path = format!(
        "{}/{name}-{}x{}.png",
        options.out, options.width, options.height
    );
    info!("screenshot {path}");
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

fn run_demo_script(
    mut commands: Commands,
    options: Res<Options>,
    playback: Res<DicePlayback>,
    mut finished: MessageReader<ThrowFinished>,
    mut dice: MessageWriter<DiceCommand>,
    mut exit: MessageWriter<AppExit>,
    mut script: Local<Script>,
) {
    let now = Instant::now();
    let started = *script.started.get_or_insert(now);
    script.frames += 1;
    script.frames_in_step += 1;
    let rested = finished.read().count() > 0;
    if rested {
        script.rest_since = Some(script.frames);
    }
    let rest_frames = script.rest_since.map_or(0, |at| script.frames - at);
    let n = options.dice;
    let next = |script: &mut Script, step: Step| {
        script.step = step;
        script.frames_in_step = 0;
        script.rest_since = None;
        script.mid_shot_taken = false;
    };
    match script.step {
        Step::WarmUp => {
            // Software rendering compiles pipelines for a while before meshes appear.
            if script.frames_in_step >= 20 {
                let values = faces(&[1, 2, 3, 4, 5, 6][..n]);
                let recording = Arc::new(throw(&values, options.seed));
                info!(
                    "throw of {n} dice: {:.2} s, {} attempt(s)",
                    recording.duration(),
                    recording.attempts
                );
                dice.write(DiceCommand::Throw {
                    dice: (0..n).collect(),
                    recording,
                });
                next(&mut script, Step::FirstThrow);
            }
        }
        Step::FirstThrow => {
            if !script.mid_shot_taken && playback.playing && playback.elapsed >= 0.35 {
                shoot(&mut commands, &options, "1-mid-throw");
                script.mid_shot_taken = true;
            }
            if rest_frames == 4 {
                shoot(&mut commands, &options, "2-rest");
            }
            if rest_frames == 6 {
                // Keep the dice showing 1, 3 and 5 (dice 0, 2, 4) in their slots.
                for die in (0..n).step_by(2) {
                    dice.write(DiceCommand::Keep {
                        die,
                        slot: die as u8 + 1,
                    });
                }
                next(&mut script, Step::Kept);
            }
        }
        Step::Kept => {
            if script.frames_in_step == 16 {
                shoot(&mut commands, &options, "3-kept");
            }
            if script.frames_in_step == 18 {
                let rest: Vec<usize> = (1..n).step_by(2).collect();
                let values: Vec<Face> = rest
                    .iter()
                    .filter_map(|&d| Face::new(d as u8 + 1).ok())
                    .collect();
                let recording = Arc::new(throw(&values, options.seed + 1));
                dice.write(DiceCommand::Throw {
                    dice: rest,
                    recording,
                });
                next(&mut script, Step::Rethrow);
            }
        }
        Step::Rethrow => {
            if !script.mid_shot_taken && playback.playing && playback.elapsed >= 0.3 {
                shoot(&mut commands, &options, "4-rethrow-mid");
                script.mid_shot_taken = true;
            }
            if rest_frames == 4 {
                shoot(&mut commands, &options, "5-rethrow-rest");
            }
            if rest_frames == 6 {
                dice.write(DiceCommand::HideAll);
                dice.write(DiceCommand::SetColor {
                    body: Color::srgb(0.16, 0.36, 0.78),
                    pips: Color::srgb(0.97, 0.97, 0.95),
                });
                dice.write(DiceCommand::ShowSlamNumber(Face::new(4).ok()));
                let values = faces(&[4, 2, 4]);
                let recording = Arc::new(throw(&values, options.seed + 2));
                dice.write(DiceCommand::Throw {
                    dice: vec![0, 1, 2],
                    recording,
                });
                next(&mut script, Step::Slam);
            }
        }
        Step::Slam => {
            if rest_frames == 1 {
                dice.write(DiceCommand::Highlight { dice: vec![0, 2] });
            }
            if rest_frames == 5 {
                shoot(&mut commands, &options, "6-slam-highlight");
            }
            if rest_frames == 6 {
                next(&mut script, Step::Exit);
            }
        }
        Step::Exit => {
            // Screenshots are written asynchronously; give them a few frames.
            if script.frames_in_step == 10 {
                let seconds = now.duration_since(started).as_secs_f32();
                info!(
                    "{} frames in {seconds:.1} s: {:.0} ms per frame",
                    script.frames,
                    seconds * 1000.0 / script.frames as f32
                );
                exit.write(AppExit::Success);
            }
        }
    }
}
