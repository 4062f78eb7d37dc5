//! The overlay's look, apart from the screens that use it: the palette of each theme,
//! the sizes, the fonts and the widgets every screen shares; and the system that applies
//! theme, sizes and UI scale when the settings change.

mod fonts;
mod palette;
pub mod size;
mod widgets;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use bevy::window::PrimaryWindow;

use super::layout::fitted_zoom;
use crate::frame::AppSystems;
use crate::game::Session;
use crate::i18n::{self, Lang};
use crate::settings::{Theme, UI_SCALE};
use crate::stores::SettingsStore;

pub(crate) use fonts::font_definitions;
#[cfg(test)]
pub use fonts::{WARM_BUDGET, warm_glyphs};
pub use palette::{Palette, palette};
pub(crate) use palette::{current_palette, seat_colour, seat_pip_colour, tone_colour};
#[cfg(test)]
pub(crate) use widgets::scroll_contents;
pub use widgets::{CardPlaces, noted};
pub(crate) use widgets::{
    CardSpec, button_width, call_button, colour_dot, die_face, finish_button, fitted_text, fitting,
    paint_mark, panel_frame, player_mark, screen_card, short_screen, spoken_as,
};

/// Sets the theme, the text sizes and the zoom (the UI scale, as
/// [`crate::ui::layout::fitted_zoom`] fits it to the window) on an egui context: what the
/// window uses, and what the layout tests use without one.
pub fn style_context(ctx: &egui::Context, theme: Theme, zoom: f32) {
    let p = palette(theme);
    let mut visuals = match theme {
        Theme::Light => egui::Visuals::light(),
        _ => egui::Visuals::dark(),
    };
    visuals.panel_fill = p.panel;
    visuals.window_fill = p.opaque;
    visuals.override_text_color = Some(p.text);
    dress_widgets(&mut visuals, &p);
    // One bitmap a glyph, not one for each of four sub-pixel offsets: a quarter of the
    // font atlas, and the glyphs laid out ahead (`fonts::warm_glyphs`) are all that
    // text will need, wherever it lands.
    visuals.text_options.subpixel_binning = false;
    if theme == Theme::HighContrast {
        visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::WHITE);
    }
    ctx.set_fonts(font_definitions());
    ctx.set_visuals(visuals);
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily::Proportional, FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Small, FontId::new(size::SMALL, Proportional)),
            (TextStyle::Body, FontId::new(size::BODY, Proportional)),
            (
                TextStyle::Monospace,
                FontId::new(size::NOTE, egui::FontFamily::Monospace),
            ),
            (TextStyle::Button, FontId::new(size::BUTTON, Proportional)),
            (TextStyle::Heading, FontId::new(size::CALL, Proportional)),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.interact_size.y = 30.0;
    });
    ctx.set_zoom_factor(zoom.clamp(MIN_ZOOM, *UI_SCALE.end()));
}

/// Corner rounding (points): buttons and fields, and the cards over the table.
const WIDGET_ROUNDING: u8 = 8;
const CARD_ROUNDING: u8 = 14;

/// The widgets in the palette's colours, not egui's stock greys: buttons of the table's
/// wood (brass for the main one, [`widgets::call_button`]), the felt's green for what is
/// picked, rounded corners, and cards with a soft shadow, lying over the table.
fn dress_widgets(visuals: &mut egui::Visuals, p: &Palette) {
    let rounding = egui::CornerRadius::same(WIDGET_ROUNDING);
    let w = &mut visuals.widgets;
    for (state, fill) in [
        (&mut w.inactive, p.button),
        (&mut w.hovered, p.button_hover),
        (&mut w.active, p.button_hover),
        (&mut w.open, p.button_hover),
    ] {
        state.bg_fill = fill;
        state.weak_bg_fill = fill;
        state.corner_radius = rounding;
    }
    w.noninteractive.corner_radius = rounding;
    w.noninteractive.bg_stroke = egui::Stroke::new(1.0, p.line);
    w.hovered.bg_stroke = egui::Stroke::new(1.5, p.accent);
    w.active.bg_stroke = egui::Stroke::new(2.0, p.accent);
    visuals.selection.bg_fill = p.picked;
    visuals.selection.stroke = egui::Stroke::new(1.5, p.text);
    visuals.extreme_bg_color = p.opaque.gamma_multiply(0.8).to_opaque();
    visuals.faint_bg_color = p.button.gamma_multiply(0.35);
    visuals.window_corner_radius = egui::CornerRadius::same(CARD_ROUNDING);
    visuals.menu_corner_radius = egui::CornerRadius::same(WIDGET_ROUNDING);
    visuals.window_stroke = egui::Stroke::new(1.0, p.line);
    visuals.window_shadow = egui::Shadow {
        offset: [0, 6],
        blur: 18,
        spread: 0,
        color: egui::Color32::from_black_alpha(110),
    };
}

/// The smallest zoom used, in a window smaller than the layouts are made for.
const MIN_ZOOM: f32 = 0.5;

/// Applies theme, text sizes and scale whenever the settings or the window's size call for
/// another (and once at start), and lays out ahead the glyphs text will need: again in
/// the pass after (the new fonts and scale take effect then), and whenever the language
/// or the players' names change.
fn apply_style(
    mut contexts: EguiContexts,
    store: Res<SettingsStore>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    session: Option<Res<Session>>,
    mut applied: Local<Option<(Theme, u32)>>,
    mut warm_next: Local<bool>,
    mut words: Local<Option<(Lang, Vec<String>)>>,
) -> Result {
    let display = store.settings.display;
    let size = window.map_or(egui::vec2(1280.0, 720.0), |w| {
        egui::vec2(w.width(), w.height())
    });
    let zoom = fitted_zoom(display.ui_scale, size);
    let key = (display.theme, zoom.to_bits());
    let names = match &session {
        Some(s) => s.game.players(),
        None => &store.settings.setup.players[..],
    };
    let lang = i18n::current();
    let ctx = contexts.ctx_mut()?;
    let warm = |ctx: &egui::Context| fonts::warm_glyphs(ctx, lang, names);
    if *warm_next {
        // A new scale takes effect in the pass after it is set: warm its sizes then.
        warm(ctx);
        *warm_next = false;
    }
    if *applied == Some(key) {
        match words.as_ref() {
            Some((l, n)) if *l == lang && n == names => {}
            Some((l, _)) if *l == lang => fonts::warm_names(ctx, names),
            _ => warm(ctx),
        }
        if words.as_ref().is_none_or(|(l, n)| *l != lang || n != names) {
            *words = Some((lang, names.to_vec()));
        }
        return Ok(());
    }
    style_context(ctx, display.theme, zoom);
    warm(ctx);
    *warm_next = true;
    *applied = Some(key);
    *words = Some((lang, names.to_vec()));
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            apply_style.in_set(AppSystems::UiStyle),
            fonts::notice_uncovered_names.after(AppSystems::UiStyle),
        ),
    )
    .add_systems(
        PreUpdate,
        (drop_unchanged_modifiers, widen_font_atlas)
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// The font atlas's side egui may use, at most: bevy_egui 0.42 never tells egui the
/// GPU's limit, so egui keeps to 2048 pixels, where Chinese at 250 % has no room to lay
/// out its banner sizes ahead ([`fonts::warm_glyphs`]).
const FONT_ATLAS_SIDE: usize = 4096;

/// Tells egui how wide its font atlas may grow: [`FONT_ATLAS_SIDE`], or the GPU's limit
/// where that is smaller.
fn widen_font_atlas(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    device: Option<Res<bevy::render::renderer::RenderDevice>>,
) {
    let limit = device.map_or(2048, |d| d.limits().max_texture_dimension_2d as usize);
    for mut input in &mut inputs {
        input.0.max_texture_side = Some(FONT_ATLAS_SIDE.min(limit));
    }
}

/// bevy_egui 0.42 tells egui the keyboard modifiers every frame, and egui treats any
/// input event as a reason to repaint at once: an idle window would redraw for ever.
/// Keep the event only when the modifiers really changed.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}
