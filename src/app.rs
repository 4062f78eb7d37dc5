//! The Bevy application: the window, the plugins of every module, the settings and the
//! autosave wired in, and low-power redraws when nothing moves.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use bevy::prelude::*;
use bevy::winit::WinitSettings;
use bevy_egui::EguiPlugin;

use crate::game::{AutosavePath, Notices, SettingsStore};
use crate::settings::{self, Settings};

/// Everything the window needs from the command line and the files.
#[derive(Debug, Clone)]
pub struct AppPlugin {
    /// The settings in use and where they are saved.
    pub settings: SettingsStore,
    /// Where the game in progress is saved.
    pub autosave: AutosavePath,
    /// Messages to show on start (a broken settings file).
    pub notices: Vec<String>,
    /// Play a short scripted session and take screenshots into this directory.
    pub screenshots: Option<PathBuf>,
    /// When the process started, for the start-up time the scripted session reports.
    pub launched: Instant,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        let fullscreen = self.settings.settings.display.fullscreen && self.screenshots.is_none();
        app.add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Party Dice".into(),
                        resolution: (1280, 720).into(),
                        mode: if fullscreen {
                            bevy::window::WindowMode::BorderlessFullscreen(
                                bevy::window::MonitorSelection::Current,
                            )
                        } else {
                            bevy::window::WindowMode::Windowed
                        },
                        ..default()
                    }),
                    ..default()
                })
                .set(bevy::log::LogPlugin {
                    filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_winit=warn".into(),
                    ..default()
                }),
        )
        .add_plugins(EguiPlugin::default())
        // Redraw only on input or when something moves (dice, announcements): an idle
        // table costs next to no CPU.
        .insert_resource(WinitSettings::desktop_app())
        .insert_resource(self.settings.clone())
        .insert_resource(self.autosave.clone())
        .insert_resource(Notices(self.notices.clone()));
        app.add_plugins((
            crate::game::plugin,
            crate::table::plugin,
            crate::dice::plugin,
            crate::ui::plugin,
            crate::speaker::plugin,
        ));
        if std::env::var_os("PARTY_DICE_DEBUG_REDRAW").is_some() {
            app.add_systems(bevy::app::Last, debug_redraws);
        }
        if let Some(dir) = &self.screenshots {
            app.add_plugins(crate::shots::ShotsPlugin {
                dir: dir.clone(),
                launched: self.launched,
            });
        }
        #[cfg(feature = "dev")]
        app.add_systems(
            Update,
            (
                bevy::dev_tools::states::log_transitions::<crate::game::Screen>,
                bevy::dev_tools::states::log_transitions::<crate::game::TurnPhase>,
            ),
        );
    }
}

/// Loads the settings (a broken file is reported, left untouched, and the game runs on
/// defaults) and runs the window until it is closed.
pub fn run(config: Option<PathBuf>, screenshots: Option<PathBuf>) -> ExitCode {
    let launched = Instant::now();
    let paths = settings::paths(config.as_deref());
    let mut notices = Vec::new();
    if let Some(reason) = &paths.fallback_reason {
        eprintln!("party-dice: {reason}");
        notices.push(reason.clone());
    }
    let store = if screenshots.is_some() {
        // Scripted runs never touch the player's files.
        SettingsStore::unsaved(Settings::default())
    } else {
        let loaded = settings::load(&paths.settings);
        if let Some(e) = &loaded.error {
            eprintln!("party-dice: {e}");
            eprintln!("party-dice: starting with the default settings; the file is left as it is");
            notices.push(format!("{e}\nStarting with the default settings; the file is left as it is (saving settings will keep it beside the new one)."));
        }
        SettingsStore::loaded(loaded.settings, paths.settings.clone(), loaded.error)
    };
    let autosave = if screenshots.is_some() {
        AutosavePath(None)
    } else {
        AutosavePath::in_dir(&paths.data)
    };
    let exit = App::new()
        .add_plugins(AppPlugin {
            settings: store,
            autosave,
            notices,
            screenshots,
            launched,
        })
        .run();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Diagnostic (`PARTY_DICE_DEBUG_REDRAW=1`): logs every ten frames how many redraws
/// were requested and whether egui asked for one, to find what keeps an idle window busy.
pub fn debug_redraws(
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
