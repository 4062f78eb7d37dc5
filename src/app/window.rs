//! The window's size and place. The first window fills about 90 % of the monitor in both
//! directions, whatever its shape; later runs open at the size, place and maximised
//! state the player left (kept in the settings as the window is moved or resized), fitted
//! again when that monitor is gone or smaller.

use bevy::prelude::*;
use bevy::window::{
    Monitor, PrimaryMonitor, PrimaryWindow, WindowMoved, WindowPosition, WindowResized,
};

use crate::settings::WindowPlace;
use crate::stores::{SettingsStore, StateStore};

/// Share of the monitor the first window covers, in each direction.
const MONITOR_SHARE: f32 = 0.9;

/// A monitor's area on the desktop, in physical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonitorArea {
    /// Its top-left corner.
    pub position: IVec2,
    /// Its size.
    pub size: UVec2,
}

impl MonitorArea {
    fn contains(&self, point: IVec2) -> bool {
        let end = self.position + self.size.as_ivec2();
        point.cmpge(self.position).all() && point.cmplt(end).all()
    }

    /// `share` of the monitor in each direction, centred on it.
    fn centred(&self, share: f32) -> WindowPlace {
        let size = (self.size.as_vec2() * share)
            .round()
            .as_uvec2()
            .max(UVec2::ONE);
        let at = self.position + (self.size.as_ivec2() - size.as_ivec2()) / 2;
        WindowPlace {
            width: size.x,
            height: size.y,
            x: at.x,
            y: at.y,
            maximized: false,
        }
    }
}

/// Where the window opens: `saved` where a monitor still shows its middle and holds its
/// size; shrunk onto that monitor when it is smaller now; on the first of `monitors` (the
/// primary) at [`MONITOR_SHARE`] when there is nothing saved or its monitor is gone.
/// `None` without monitors.
pub fn placement(saved: Option<WindowPlace>, monitors: &[MonitorArea]) -> Option<WindowPlace> {
    let primary = monitors.first()?;
    let Some(saved) = saved else {
        return Some(primary.centred(MONITOR_SHARE));
    };
    let middle = IVec2::new(
        saved.x.saturating_add((saved.width / 2) as i32),
        saved.y.saturating_add((saved.height / 2) as i32),
    );
    let Some(home) = monitors.iter().find(|m| m.contains(middle)) else {
        return Some(WindowPlace {
            maximized: saved.maximized,
            ..primary.centred(MONITOR_SHARE)
        });
    };
    if saved.width > home.size.x || saved.height > home.size.y {
        return Some(WindowPlace {
            maximized: saved.maximized,
            ..home.centred(MONITOR_SHARE)
        });
    }
    // Wholly on that monitor: a window pushed half off it comes back in.
    let size = IVec2::new(saved.width as i32, saved.height as i32);
    let end = home.position + home.size.as_ivec2() - size;
    let at = IVec2::new(saved.x, saved.y).clamp(home.position, end);
    Some(WindowPlace {
        x: at.x,
        y: at.y,
        ..saved
    })
}

/// Once the monitors are known: the window takes its place.
fn place_window(
    monitors: Query<(&Monitor, Has<PrimaryMonitor>)>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    state: Res<StateStore>,
    store: Res<SettingsStore>,
    mut done: Local<bool>,
) {
    if *done || monitors.is_empty() {
        return;
    }
    *done = true;
    let mut areas: Vec<(bool, MonitorArea)> = monitors
        .iter()
        .map(|(m, primary)| {
            let size = UVec2::new(m.physical_width, m.physical_height);
            (
                primary,
                MonitorArea {
                    position: m.physical_position,
                    size,
                },
            )
        })
        .collect();
    // The primary monitor first.
    areas.sort_by_key(|(primary, _)| !primary);
    let areas: Vec<MonitorArea> = areas.into_iter().map(|(_, a)| a).collect();
    // A settings file of an earlier version may still say where the window was.
    let saved = state.state.window.or(store.settings.display.window);
    let Some(place) = placement(saved, &areas) else {
        return;
    };
    window
        .resolution
        .set_physical_resolution(place.width, place.height);
    window.position = WindowPosition::At(IVec2::new(place.x, place.y));
    if place.maximized {
        window.set_maximized(true);
    }
    info!("window placed at {place:?}");
}

/// The window was moved or resized: its place is kept in the state file, not the
/// settings (the size and place it returns to stay as they were while it is maximised).
fn keep_window_place(
    mut moved: MessageReader<WindowMoved>,
    mut resized: MessageReader<WindowResized>,
    window: Single<(Entity, &Window), With<PrimaryWindow>>,
    mut state: ResMut<StateStore>,
) {
    let changed = moved.read().count() + resized.read().count() > 0;
    if !changed {
        return;
    }
    let (entity, window) = *window;
    let maximized = bevy::winit::WINIT_WINDOWS
        .with_borrow(|w| w.get_window(entity).is_some_and(|w| w.is_maximized()));
    let WindowPosition::At(at) = window.position else {
        return;
    };
    let before = state.state.window;
    let place = match (maximized, before) {
        (true, Some(before)) => WindowPlace {
            maximized: true,
            ..before
        },
        _ => WindowPlace {
            width: window.resolution.physical_width(),
            height: window.resolution.physical_height(),
            x: at.x,
            y: at.y,
            maximized,
        },
    };
    if before != Some(place) {
        state.state.window = Some(place);
        state.keep();
    }
}

/// Places the window at start and keeps its place.
pub fn plugin(app: &mut App) {
    app.init_resource::<StateStore>()
        .add_systems(Update, (place_window, keep_window_place).chain());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn monitor(x: i32, w: u32, h: u32) -> MonitorArea {
        MonitorArea {
            position: IVec2::new(x, 0),
            size: UVec2::new(w, h),
        }
    }

    fn place(width: u32, height: u32, x: i32, y: i32) -> WindowPlace {
        WindowPlace {
            width,
            height,
            x,
            y,
            maximized: false,
        }
    }

    #[test]
    fn the_first_window_fills_most_of_the_monitor_whatever_its_shape() {
        for (w, h) in [(1920, 1080), (1024, 768), (1680, 1050), (3440, 1440)] {
            let p = placement(None, &[monitor(0, w, h)]);
            let expected = (
                (w as f32 * 0.9).round() as u32,
                (h as f32 * 0.9).round() as u32,
            );
            assert_eq!(p.map(|p| (p.width, p.height)), Some(expected), "{w}x{h}");
            let p = p.unwrap_or(place(0, 0, 0, 0));
            // Centred, to the pixel.
            assert!(
                (p.x * 2 + p.width as i32 - w as i32).abs() <= 1,
                "{w}x{h}: {p:?}"
            );
            assert!(
                (p.y * 2 + p.height as i32 - h as i32).abs() <= 1,
                "{w}x{h}: {p:?}"
            );
        }
        assert_eq!(placement(None, &[]), None);
    }

    #[test]
    fn a_saved_window_opens_where_it_was_or_is_fitted_again() {
        let two = [monitor(0, 1920, 1080), monitor(1920, 1280, 1024)];
        let there = place(1000, 700, 2000, 100);
        assert_eq!(placement(Some(there), &two), Some(there));
        // That monitor is gone: the primary one, at 90 %.
        let fitted = placement(Some(there), &two[..1]);
        assert_eq!(fitted.map(|p| (p.width, p.height)), Some((1728, 972)));
        // Larger than its monitor now: fitted to it.
        let big = place(2500, 1400, 0, 0);
        assert_eq!(placement(Some(big), &two).map(|p| p.width), Some(1728));
        // Half off its monitor: back inside it.
        let off = place(1000, 700, 1000, -200);
        assert_eq!(
            placement(Some(off), &two[..1]),
            Some(place(1000, 700, 920, 0))
        );
        let maximized = WindowPlace {
            maximized: true,
            ..there
        };
        assert_eq!(placement(Some(maximized), &two), Some(maximized));
    }
}
