//! A scripted session for visual checks (`party-dice play --screenshot-dir DIR`): it
//! plays a few Slam Dice turns and a one-hole Straight Golf game by itself, saves
//! screenshots at the setup screen, mid-throw, at rest and at game over, then exits.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::winit::WinitSettings;

use crate::dice::DicePlayback;
use crate::game::{GameAction, GameSetup, NextSeed, Screen, TurnPhase};
use crate::rules::{GameKind, SlamDiceOptions, StraightGolfOptions};

/// Adds the scripted session.
#[derive(Debug, Clone)]
pub struct ShotsPlugin {
    /// Where the PNGs go.
    pub dir: PathBuf,
}

/// Progress of the script.
#[derive(Resource, Debug)]
struct Script {
    dir: PathBuf,
    step: usize,
    /// Frames spent in the current step.
    frames: u32,
    /// Frames in total, to give up if something hangs.
    total: u32,
    slam_rolls: u32,
    /// When the script started, for the frame-time report.
    started: Option<std::time::Instant>,
}

/// The steps, in order. Each waits for its condition, then acts once.
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
    Exit,
}

const STEPS: [Step; 10] = [
    Step::SetupShot,
    Step::StartSlam,
    Step::SlamRolls,
    Step::SlamMidThrow,
    Step::SlamRest,
    Step::StartGolf,
    Step::GolfRest,
    Step::GolfPlayOut,
    Step::GameOverShot,
    Step::Exit,
];

/// Frames to let a screenshot be written before moving on.
const SETTLE: u32 = 8;

impl Plugin for ShotsPlugin {
    fn build(&self, app: &mut App) {
        // A fixed step per frame: software rendering draws about a frame a second, and
        // the throws must still show a moment in the air.
        app.insert_resource(WinitSettings::continuous())
            .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_secs_f32(1.0 / 20.0),
            ))
            .insert_resource(NextSeed(Some(2026)))
            .insert_resource(Script {
                dir: self.dir.clone(),
                step: 0,
                frames: 0,
                total: 0,
                slam_rolls: 0,
                started: None,
            })
            .add_systems(
                Update,
                drive_script.in_set(crate::game::GameSystems::RecordInput),
            );
    }
}

fn shot(commands: &mut Commands, dir: &std::path::Path, name: &str) {
    let path = dir.join(name);
    info!("screenshot {}", path.display());
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

#[allow(clippy::too_many_arguments)]
fn drive_script(
    mut commands: Commands,
    mut script: ResMut<Script>,
    mut setup: ResMut<GameSetup>,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    playback: Res<DicePlayback>,
    mut actions: MessageWriter<GameAction>,
    mut exit: MessageWriter<AppExit>,
    launched: Option<Res<crate::app::LaunchedAt>>,
) {
    script.frames += 1;
    script.total += 1;
    if script.started.is_none() {
        script.started = Some(std::time::Instant::now());
        if let Some(launched) = launched {
            info!(
                "first frame {:.2} s after launch",
                launched.0.elapsed().as_secs_f64()
            );
        }
    }
    if script.total > 6000 {
        error!(
            "the screenshot script did not finish; giving up at step {}",
            script.step
        );
        exit.write(AppExit::error());
        return;
    }
    let phase = phase.map(|p| *p.get());
    let step = STEPS.get(script.step).copied().unwrap_or(Step::Exit);
    let dir = script.dir.clone();
    let mut next = false;
    match step {
        Step::SetupShot => {
            if script.frames == 20 {
                shot(&mut commands, &dir, "01-setup.png");
            }
            next = script.frames > 20 + SETTLE;
        }
        Step::StartSlam => {
            setup.game = GameKind::SlamDice;
            setup.players = vec!["Ann".into(), "Ben".into(), "Cy".into()];
            setup.slam_dice = SlamDiceOptions::default();
            actions.write(GameAction::Start);
            next = true;
        }
        Step::SlamRolls => {
            // Roll the slam number and a couple of turn rolls, skipping through.
            if *screen.get() == Screen::Playing && script.frames.is_multiple_of(4) {
                if phase == Some(TurnPhase::AwaitRoll) {
                    script.slam_rolls += 1;
                }
                if script.slam_rolls >= 3 && phase == Some(TurnPhase::AwaitRoll) {
                    next = true;
                }
                if !next {
                    actions.write(GameAction::Primary);
                }
            }
        }
        Step::SlamMidThrow => {
            if script.frames == 1 {
                actions.write(GameAction::Primary);
            }
            if playback.playing && playback.elapsed > 0.25 && script.frames < 1000 {
                shot(&mut commands, &dir, "02-slam-mid-throw.png");
                script.frames = 1000;
            }
            next = script.frames > 1000 + 2;
        }
        Step::SlamRest => {
            if phase == Some(TurnPhase::Showing) && script.frames < 1000 {
                shot(&mut commands, &dir, "03-slam-at-rest.png");
                script.frames = 1000;
            }
            next = script.frames > 1000 + SETTLE;
        }
        Step::StartGolf => {
            if script.frames == 1 {
                actions.write(GameAction::BackToSetup);
            } else if *screen.get() == Screen::Setup {
                setup.game = GameKind::StraightGolf;
                setup.players = vec!["Ann".into(), "Ben".into()];
                setup.straight_golf = StraightGolfOptions {
                    rounds: 1,
                    ..Default::default()
                };
                actions.write(GameAction::Start);
                next = true;
            }
        }
        Step::GolfRest => {
            // Through the roll-off, then the first roll of the first hole comes to rest;
            // the shot waits a few frames so the set-aside dice reach the kept row.
            let in_hole = matches!(playback.recording.as_deref(), Some(r) if r.dice.len() == 6);
            if script.frames < 5000 {
                if in_hole && phase == Some(TurnPhase::Showing) {
                    script.frames = 5000;
                } else if script.frames.is_multiple_of(4) && phase == Some(TurnPhase::AwaitRoll) {
                    actions.write(GameAction::Primary);
                }
            } else if script.frames == 5010 {
                shot(&mut commands, &dir, "04-golf-at-rest.png");
            }
            next = script.frames > 5010 + SETTLE;
        }
        Step::GolfPlayOut => {
            if *screen.get() == Screen::GameOver {
                next = true;
            } else if script.frames.is_multiple_of(3) {
                actions.write(GameAction::Primary);
            }
        }
        Step::GameOverShot => {
            if script.frames == 15 {
                shot(&mut commands, &dir, "05-game-over.png");
            }
            next = script.frames > 15 + SETTLE;
        }
        Step::Exit => {
            if let Some(started) = script.started {
                let ms = started.elapsed().as_secs_f64() * 1000.0 / f64::from(script.total.max(1));
                info!(
                    "scripted run: {} frames, {ms:.0} ms per frame on average",
                    script.total
                );
            }
            exit.write(AppExit::Success);
        }
    }
    if next {
        script.step += 1;
        script.frames = 0;
    }
}
