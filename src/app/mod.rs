//! The Bevy application: the window, the plugins of every module, the settings and the
//! autosave wired in, and low-power redraws when nothing moves.

pub mod window;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
#[cfg(feature = "shots")]
use std::time::Instant;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiGlobalSettings, EguiPlugin};

pub use crate::dev::{Script, ScriptRun};
use crate::frame::STARTING_SECONDS;
use crate::notices::Notices;
use crate::settings::{self, Settings};
use crate::stores::{AutosavePath, SettingsStore};

/// Everything the window needs from the command line and the files.
#[derive(Debug, Clone)]
pub struct AppPlugin {
    /// The settings in use and where they are saved.
    pub settings: SettingsStore,
    /// What the program remembers by itself (the window's place) and where.
    pub state: crate::stores::StateStore,
    /// Where the game in progress is saved.
    pub autosave: AutosavePath,
    /// Messages to show on start (a broken settings file).
    pub notices: Vec<String>,
    /// Play a short scripted session and take screenshots.
    pub screenshots: Option<ScriptRun>,
    /// Throw this throw (its seed and faces) for the end-to-end sound check, then exit.
    #[cfg(feature = "shots")]
    pub sound_check: Option<SoundThrow>,
    /// When the process started, for the start-up time the scripted session reports.
    #[cfg(feature = "shots")]
    pub launched: Instant,
    /// `play --phones [--port N]`: phones on for this run.
    pub phones: Option<crate::game::PhonesAsked>,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(self.bevy_plugins())
            .add_plugins(EguiPlugin::default())
            // The overlay's camera is spawned with the table's (`table::OverlayCamera`).
            .insert_resource(EguiGlobalSettings {
                auto_create_primary_context: false,
                ..default()
            })
            // Redraw only on input or when something moves (dice, announcements, odds
            // being worked out, a save pending): an idle table wakes once a minute at most.
            .insert_resource(crate::frame::idle_ways())
            .insert_resource(self.settings.clone())
            .insert_resource(self.state.clone())
            .insert_resource(self.autosave.clone())
            .insert_resource(Notices::from(self.notices.clone()));
        if let Some(asked) = &self.phones {
            let saved = self.settings.settings.phones;
            app.insert_resource(crate::game::PhonesSwitch {
                enabled: true,
                port: asked.port.unwrap_or(saved.port),
            });
            if let Some(online) = &asked.online {
                let saved = &self.settings.settings.online;
                app.insert_resource(crate::game::OnlineSwitch::new(saved, Some(online)));
            }
        }
        app.add_plugins((
            crate::frame::plugin,
            crate::notices::plugin,
            crate::stores::plugin,
            crate::printing::plugin,
            crate::game::plugin,
            crate::table::plugin,
            crate::dice::plugin,
            crate::ui::plugin,
            crate::audio::plugin,
        ));
        app.add_systems(Update, redraw_while_starting);
        if self.screenshots.is_none() {
            app.add_plugins(window::plugin);
        }
        if std::env::var_os("PARTY_DICE_DEBUG_REDRAW").is_some() {
            app.add_systems(bevy::app::Last, debug_redraws);
        }
        self.add_dev_tools(app);
    }
}

impl AppPlugin {
    /// Bevy's plugins: the window (1280×720 unless the scripted run asks for another
    /// size, no smaller than 640×360, fullscreen as the settings say) and the log.
    fn bevy_plugins(&self) -> impl PluginGroup {
        let fullscreen = self.settings.settings.display.fullscreen && self.screenshots.is_none();
        let resolution = self
            .screenshots
            .as_ref()
            .and_then(|s| s.window)
            .unwrap_or((1280, 720));
        let mode = if fullscreen {
            bevy::window::WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
        } else {
            bevy::window::WindowMode::Windowed
        };
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Party Dice".into(),
                    resolution: resolution.into(),
                    // The smallest window every screen is laid out for.
                    resize_constraints: bevy::window::WindowResizeConstraints {
                        min_width: 640.0,
                        min_height: 360.0,
                        ..default()
                    },
                    mode,
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_winit=warn".into(),
                ..default()
            })
    }

    /// The development tools (the `shots` feature): the scripted screenshot run or the
    /// sound check's throw where asked for, and the states' transitions logged.
    fn add_dev_tools(&self, app: &mut App) {
        #[cfg(feature = "shots")]
        if let Some(run) = &self.screenshots
            && run.script == crate::dev::Script::FrameBench
        {
            app.add_plugins(crate::dev::FrameBenchPlugin {
                dir: run.dir.clone(),
            });
        } else if let Some(run) = &self.screenshots {
            app.add_plugins(crate::dev::ShotsPlugin {
                dir: run.dir.clone(),
                script: run.script,
                launched: self.launched,
            });
        }
        #[cfg(feature = "shots")]
        if let Some((seed, faces)) = &self.sound_check {
            app.add_plugins(crate::dev::SoundCheckPlugin {
                seed: *seed,
                faces: faces.clone(),
            });
        }
        #[cfg(feature = "shots")]
        app.add_plugins(crate::dev::log_transitions);
        #[cfg(not(feature = "shots"))]
        let _ = app;
    }
}

/// Frames keep coming without input for the window's first seconds
/// ([`STARTING_SECONDS`]).
fn redraw_while_starting(time: Res<Time<Real>>, mut redraw: MessageWriter<RequestRedraw>) {
    if time.elapsed_secs() < STARTING_SECONDS {
        redraw.write(RequestRedraw);
    }
}

/// Why the window cannot open, before trying: on Linux and the BSDs without any display
/// to connect to.
fn no_display() -> Option<String> {
    let unix_desktop = cfg!(all(unix, not(target_os = "macos")));
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    (unix_desktop && !set("DISPLAY") && !set("WAYLAND_DISPLAY"))
        .then(|| crate::t!("app-no-display"))
}

/// A throw for the sound check (`SEED:VALUES`).
type SoundThrow = (u64, Vec<crate::rules::Face>);

/// Checks what the scripted runs were asked for (at most one; only in a `shots` build),
/// makes the screenshot folder and reads the sound check's throw; or why not, and the
/// exit code.
fn check_scripted(
    screenshots: Option<&std::path::Path>,
    sound_check: Option<&str>,
) -> Result<Option<SoundThrow>, (String, ExitCode)> {
    let failed = |why: String| Err((why, ExitCode::FAILURE));
    if (screenshots.is_some() || sound_check.is_some()) && !cfg!(feature = "shots") {
        return failed(crate::t!("app-no-scripted-runs"));
    }
    if screenshots.is_some() && sound_check.is_some() {
        return failed(crate::t!("app-two-scripted-runs"));
    }
    if let Some(dir) = screenshots
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        return failed(crate::t!(
            "app-screenshot-folder",
            dir = dir.display().to_string(),
            why = e.to_string()
        ));
    }
    sound_check
        .map(crate::cli::sound::parse_throw)
        .transpose()
        .map_err(|e| {
            let why = crate::t!("app-sound-check-throw", why = e.to_string());
            (why, ExitCode::from(2))
        })
}

/// Loads the settings (a broken file is reported, left untouched, and the game runs on
/// defaults) and runs the window until it is closed. `sound_check` is a throw named as
/// `SEED:VALUES` for the scripted sound check.
/// `phones`: `play --phones`, phones on for this run.
pub fn run(
    config: Option<PathBuf>,
    screenshots: Option<ScriptRun>,
    sound_check: Option<String>,
    phones: Option<crate::game::PhonesAsked>,
) -> ExitCode {
    #[cfg(feature = "shots")]
    let launched = Instant::now();
    if let Some(why) = no_display() {
        eprintln!("party-dice: {why}");
        return ExitCode::FAILURE;
    }
    let scripted = screenshots.is_some() || sound_check.is_some();
    let sound_check = match check_scripted(
        screenshots.as_ref().map(|r| r.dir.as_path()),
        sound_check.as_deref(),
    ) {
        Ok(throw) => throw,
        Err((why, code)) => {
            eprintln!("party-dice: {why}");
            return code;
        }
    };
    // Without the development tools there is no sound check: `check_scripted` refused it.
    #[cfg(not(feature = "shots"))]
    let _: Option<SoundThrow> = sound_check;
    let paths = settings::paths(config.as_deref());
    let mut notices = Vec::new();
    if let Some(reason) = &paths.fallback_reason {
        eprintln!("party-dice: {reason}");
        notices.push(reason.clone());
    }
    let store = settings_store(scripted, config.as_deref(), &paths, &mut notices);
    // The window's place: the state file's (never the settings'), saved only by a run
    // that saves settings too.
    let state = match (&paths.state, scripted) {
        (Some(path), false) => crate::stores::StateStore::loaded(path.clone()),
        _ => crate::stores::StateStore::default(),
    };
    let autosave = if scripted {
        AutosavePath(None)
    } else {
        AutosavePath::in_dir(&paths.data)
    };
    let exit = App::new()
        .add_plugins(AppPlugin {
            settings: store,
            state,
            autosave,
            notices,
            screenshots,
            #[cfg(feature = "shots")]
            sound_check,
            #[cfg(feature = "shots")]
            launched,
            phones,
        })
        .run();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The settings a run plays with. Scripted runs never write the player's files; they
/// read a settings file only when one is named with `--config` (to compare graphics
/// settings, say). Other runs load the player's file: a broken one is reported (in
/// `notices` too), left untouched, and the run goes on with defaults.
fn settings_store(
    scripted: bool,
    config: Option<&Path>,
    paths: &settings::Paths,
    notices: &mut Vec<String>,
) -> SettingsStore {
    if scripted {
        let settings = config.map_or_else(Settings::default, |path| settings::load(path).settings);
        return SettingsStore::unsaved(settings);
    }
    let loaded = settings::load(&paths.settings);
    if let Some(e) = &loaded.error {
        eprintln!("party-dice: {e}");
        eprintln!("party-dice: {}", settings::broken_file_kept());
        notices.push(format!("{e}\n{}", settings::broken_file_kept()));
    }
    SettingsStore::loaded(loaded.settings, paths.settings.clone(), loaded.error)
}

/// Diagnostic (`PARTY_DICE_DEBUG_REDRAW=1`): logs every ten frames how many redraws
/// were requested and whether egui asked for one, to find what keeps an idle window busy.
pub(crate) fn debug_redraws(
    mut reader: MessageReader<bevy::window::RequestRedraw>,
    mut frames: Local<u32>,
    mut requests: Local<u32>,
    mut contexts: bevy_egui::EguiContexts,
) {
    *frames += 1;
    *requests += reader.read().count() as u32;
    if frames.is_multiple_of(10) {
        let causes = contexts
            .ctx_mut()
            .map(|c| format!("{:?}", c.repaint_causes()))
            .unwrap_or_default();
        info!(
            "frames {} redraw requests {} egui repaint causes {causes}",
            *frames, *requests
        );
    }
}
