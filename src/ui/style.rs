//! Fonts, colours, sizes and the UI scale: large type that reads on a projected screen;
//! small drawing helpers every screen shares.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use crate::game::SettingsStore;
use crate::settings::{Theme, UI_SCALE};

/// Text and widget sizes in points (before the UI scale), from small print to the
/// headline that must read across a room.
pub mod size {
    /// Small print: hints, badges.
    pub const SMALL: f32 = 13.0;
    /// Game log lines.
    pub const LOG: f32 = 15.0;
    /// Notices and minor labels.
    pub const NOTE: f32 = 16.0;
    /// Body text (the rules panel).
    pub const BODY: f32 = 17.0;
    /// Buttons and bar labels.
    pub const BUTTON: f32 = 18.0;
    /// Scoresheet cells and section headings.
    pub const CARD: f32 = 20.0;
    /// Player names on the slam sheet and game choices.
    pub const NAME: f32 = 22.0;
    /// Window titles and big buttons.
    pub const TITLE: f32 = 24.0;
    /// The main call to action (Start).
    pub const CALL: f32 = 26.0;
    /// The turn banner.
    pub const BANNER: f32 = 34.0;
    /// The setup screen's title.
    pub const SPLASH: f32 = 40.0;
    /// The game-over verdict.
    pub const VERDICT: f32 = 46.0;
    /// The announcement after a roll.
    pub const HEADLINE: f32 = 52.0;
    /// Width of the centred setup and game-over cards.
    pub const CARD_WIDTH: f32 = 620.0;
    /// Width of the log panel when the window opens.
    pub const LOG_WIDTH: f32 = 300.0;
}

/// The overlay's colours for a theme.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    /// Panel backgrounds.
    pub panel: egui::Color32,
    /// Ordinary text.
    pub text: egui::Color32,
    /// Secondary text.
    pub weak: egui::Color32,
    /// Highlights: the current hole, whose turn.
    pub accent: egui::Color32,
    /// Good news.
    pub good: egui::Color32,
    /// Bad news.
    pub bad: egui::Color32,
}

/// The palette of a theme.
pub fn palette(theme: Theme) -> Palette {
    match theme {
        Theme::Dark => Palette {
            panel: egui::Color32::from_rgba_unmultiplied(20, 24, 30, 235),
            text: egui::Color32::from_rgb(235, 235, 235),
            weak: egui::Color32::from_rgb(160, 165, 175),
            accent: egui::Color32::from_rgb(255, 200, 60),
            good: egui::Color32::from_rgb(110, 220, 130),
            bad: egui::Color32::from_rgb(255, 110, 100),
        },
        Theme::Light => Palette {
            panel: egui::Color32::from_rgba_unmultiplied(245, 243, 238, 240),
            text: egui::Color32::from_rgb(25, 25, 30),
            weak: egui::Color32::from_rgb(90, 90, 100),
            accent: egui::Color32::from_rgb(170, 90, 0),
            good: egui::Color32::from_rgb(0, 120, 50),
            bad: egui::Color32::from_rgb(190, 20, 20),
        },
        Theme::HighContrast => Palette {
            panel: egui::Color32::from_rgb(0, 0, 0),
            text: egui::Color32::WHITE,
            weak: egui::Color32::from_rgb(220, 220, 220),
            accent: egui::Color32::from_rgb(255, 230, 0),
            good: egui::Color32::from_rgb(0, 255, 120),
            bad: egui::Color32::from_rgb(255, 80, 80),
        },
    }
}

/// A centred card without a title bar: the setup and game-over screens. Its width is
/// fixed because centred content in an auto-sized window grows a little every frame,
/// and egui would then repaint for ever.
pub fn show_card(
    ctx: &egui::Context,
    id: &str,
    lift: f32,
    p: &Palette,
    add_contents: impl FnOnce(&mut egui::Ui),
) {
    egui::Window::new(id)
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, -lift])
        .resizable(false)
        .collapsible(false)
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(p.panel)
                .inner_margin(egui::Margin::same(24)),
        )
        .show(ctx, |ui| {
            ui.set_width(size::CARD_WIDTH);
            add_contents(ui);
        });
}

/// Bevy colour → egui colour.
pub fn egui_colour(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

/// A player's mark: their colour *and* a shape of their own (circle, square, triangle,
/// star, …), so players are told apart without colour. Painted, as the default fonts
/// have no such glyphs.
pub fn player_mark(ui: &mut egui::Ui, seat: usize, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    paint_mark(ui.painter(), rect, seat);
    response
}

/// Paints seat `seat`'s mark into `rect`, in the seat's colour with a dark outline.
pub fn paint_mark(painter: &egui::Painter, rect: egui::Rect, seat: usize) {
    let colour = egui_colour(crate::game::player_colour(seat));
    let outline = egui::Stroke::new(
        (rect.width() * 0.06).max(1.0),
        egui::Color32::from_black_alpha(160),
    );
    let c = rect.center();
    let r = rect.width() * 0.42;
    let polygon = |corners: usize, turn: f32| -> Vec<egui::Pos2> {
        (0..corners)
            .map(|k| {
                let a = turn + std::f32::consts::TAU * k as f32 / corners as f32;
                c + r * egui::vec2(a.cos(), a.sin())
            })
            .collect()
    };
    let up = -std::f32::consts::FRAC_PI_2;
    let shape = match seat % MARKS {
        0 => egui::Shape::circle_filled(c, r, colour),
        1 => egui::Shape::rect_filled(
            egui::Rect::from_center_size(c, egui::vec2(r, r) * 1.6),
            2.0,
            colour,
        ),
        2 => egui::Shape::convex_polygon(polygon(3, up), colour, outline),
        3 => {
            // A five-pointed star: its pentagon core and five points, each convex.
            let outer = polygon(5, up);
            let inner: Vec<egui::Pos2> = polygon(5, up + std::f32::consts::PI / 5.0)
                .into_iter()
                .map(|q| c + (q - c) * 0.46)
                .collect();
            for k in 0..5 {
                let tip = vec![inner[(k + 4) % 5], outer[k], inner[k]];
                painter.add(egui::Shape::convex_polygon(tip, colour, egui::Stroke::NONE));
            }
            let mut path: Vec<egui::Pos2> = Vec::new();
            for k in 0..5 {
                path.extend([outer[k], inner[k]]);
            }
            painter.add(egui::Shape::convex_polygon(
                inner,
                colour,
                egui::Stroke::NONE,
            ));
            egui::Shape::closed_line(path, outline)
        }
        4 => {
            let bar = egui::Rect::from_center_size(c, egui::vec2(0.8 * r, 2.0 * r));
            painter.add(egui::Shape::rect_filled(bar, 1.0, colour));
            egui::Shape::rect_stroke(bar, 1.0, outline, egui::StrokeKind::Middle)
        }
        5 => egui::Shape::convex_polygon(polygon(6, 0.0), colour, outline),
        6 => egui::Shape::convex_polygon(polygon(5, up), colour, outline),
        _ => {
            let bar = |w: f32, h: f32| {
                egui::Shape::rect_filled(
                    egui::Rect::from_center_size(c, egui::vec2(w, h)),
                    1.0,
                    colour,
                )
            };
            painter.add(bar(2.0 * r, 0.7 * r));
            bar(0.7 * r, 2.0 * r)
        }
    };
    painter.add(shape);
    if seat % MARKS < 2 {
        let stroke = egui::Stroke::new(outline.width, outline.color);
        match seat % MARKS {
            0 => painter.circle_stroke(c, r, stroke),
            _ => painter.rect_stroke(
                egui::Rect::from_center_size(c, egui::vec2(r, r) * 1.6),
                2.0,
                stroke,
                egui::StrokeKind::Middle,
            ),
        };
    }
}

/// How many different marks there are (one per seat of the largest table).
pub const MARKS: usize = 8;

/// The name of seat `seat`'s mark, for words beside it ("Ann (triangle)").
pub fn mark_name(seat: usize) -> &'static str {
    [
        "circle", "square", "triangle", "star", "bar", "hexagon", "pentagon", "cross",
    ][seat % MARKS]
}

/// A filled circle in a colour (not a player's: their [`player_mark`]).
pub fn colour_dot(ui: &mut egui::Ui, colour: egui::Color32, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), size * 0.42, colour);
}

/// Where the pips of a face sit, on a 3 × 3 grid (column, row).
fn pips(face: u8) -> &'static [(u8, u8)] {
    match face {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    }
}

/// A die face drawn flat, `side` points square: a rounded body with its pips, so a roll
/// reads at a glance (and on a compressed video call) without the 3D view. `mark` rings
/// it in `ring` (a die set aside, a slam hit). Clickable.
pub fn die_face(
    ui: &mut egui::Ui,
    face: u8,
    side: f32,
    body: egui::Color32,
    pip: egui::Color32,
    ring: Option<egui::Color32>,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::click());
    let painter = ui.painter();
    let radius = side * 0.18;
    painter.rect_filled(rect.shrink(side * 0.04), radius, body);
    if let Some(ring) = ring {
        let stroke = egui::Stroke::new((side * 0.08).max(2.0), ring);
        painter.rect_stroke(rect, radius, stroke, egui::StrokeKind::Inside);
    }
    let cell = side * 0.25;
    for &(col, row) in pips(face) {
        let at =
            rect.min + egui::vec2(cell * (f32::from(col) + 1.0), cell * (f32::from(row) + 1.0));
        painter.circle_filled(at, side * 0.09, pip);
    }
    response
}

/// A log or announcement line as the overlay's fonts can show it (they have no arrow).
pub fn for_display(text: &str) -> String {
    text.replace(" → ", " to ")
}

/// The theme's palette, from the settings in use.
pub fn current_palette(store: &SettingsStore) -> Palette {
    palette(store.settings.display.theme)
}

/// A big, filled button: the action a screen is waiting for.
pub fn call_button(text: &str, text_size: f32, p: &Palette) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).size(text_size).strong())
        .fill(p.accent.gamma_multiply(0.4))
}

/// Sets the theme, the text sizes and the UI scale on an egui context: what the window
/// uses, and what the layout tests use without one.
pub fn style_context(ctx: &egui::Context, theme: Theme, ui_scale: f32) {
    let p = palette(theme);
    let mut visuals = match theme {
        Theme::Light => egui::Visuals::light(),
        _ => egui::Visuals::dark(),
    };
    visuals.panel_fill = p.panel;
    visuals.window_fill = p.panel;
    visuals.override_text_color = Some(p.text);
    if theme == Theme::HighContrast {
        visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::WHITE);
        visuals.selection.bg_fill = egui::Color32::from_rgb(0, 90, 200);
    }
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
    ctx.set_zoom_factor(ui_scale.clamp(*UI_SCALE.start(), *UI_SCALE.end()));
}

/// Every character the overlay may show, laid out once at every text size: egui puts a
/// glyph into its font texture when text first uses it, and the texture reaches the GPU
/// a frame later, so text shown for the first time would otherwise be drawn for a frame
/// with letters missing (on a software renderer, for over a second).
fn warm_glyphs(ctx: &egui::Context) {
    // ASCII and the symbols the overlay uses; other letters (an accented name) join the
    // texture when first typed. More than this at every size overflows the atlas.
    let mut text: String = (' '..='~').collect();
    text.push_str("–—·…×▶◀⏩✔✖⬆⬇☰⚠📝🎲");
    let sizes = [
        size::SMALL,
        size::LOG,
        size::NOTE,
        size::BODY,
        size::BUTTON,
        size::CARD,
        size::NAME,
        size::TITLE,
        size::CALL,
        size::BANNER,
        size::SPLASH,
        size::VERDICT,
        size::HEADLINE,
    ];
    // The largest sizes (splash, verdict, headline) show words and numbers only.
    let words: String = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain(" !+-'—,.".chars())
        .collect();
    let fonts = sizes
        .map(egui::FontId::proportional)
        .into_iter()
        .chain([egui::FontId::monospace(size::NOTE)]);
    ctx.fonts_mut(|f| {
        for font in fonts {
            let glyphs = if font.size >= size::SPLASH {
                &words
            } else {
                &text
            };
            drop(f.layout_no_wrap(glyphs.clone(), font, egui::Color32::WHITE));
        }
    });
}

/// Applies theme, text sizes and scale whenever the settings change (and once at start).
fn apply_style(
    mut contexts: EguiContexts,
    store: Res<SettingsStore>,
    mut applied: Local<Option<(Theme, u32)>>,
    mut warm_next: Local<bool>,
) -> Result {
    let display = store.settings.display;
    let key = (display.theme, display.ui_scale.to_bits());
    let ctx = contexts.ctx_mut()?;
    if *warm_next {
        // A new scale takes effect in the pass after it is set: warm its sizes then.
        warm_glyphs(ctx);
        *warm_next = false;
    }
    if *applied == Some(key) {
        return Ok(());
    }
    style_context(ctx, display.theme, display.ui_scale);
    warm_glyphs(ctx);
    *warm_next = true;
    *applied = Some(key);
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, apply_style.in_set(UiSystems::Style))
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
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
