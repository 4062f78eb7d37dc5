//! The widgets every screen shares: the centred card, the big call button, a seat's
//! mark, a die face drawn flat, a coloured dot and a panel's frame.

use bevy_egui::egui;

use super::palette::{Palette, seat_colour};
use super::size;
use crate::present::{pip_layout, seat_mark};
use crate::rules::Face;

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

/// A big, filled button: the action a screen is waiting for.
pub fn call_button(text: &str, text_size: f32, p: &Palette) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).size(text_size).strong())
        .fill(p.accent.gamma_multiply(0.4))
}

/// A player's mark: their colour *and* a shape of their own (circle, square, triangle,
/// star, …), so players are told apart without colour. Painted, as the fonts have no
/// such glyphs.
pub fn player_mark(ui: &mut egui::Ui, seat: usize, side: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    paint_mark(ui.painter(), rect, seat);
    response
}

/// Share of a mark's box its farthest corner reaches from the centre.
const MARK_REACH: f32 = 0.42;

/// Paints seat `seat`'s mark ([`seat_mark`]) into `rect`: the shape's outline filled in
/// the seat's colour, with a dark edge.
pub fn paint_mark(painter: &egui::Painter, rect: egui::Rect, seat: usize) {
    let outline = seat_mark(seat).shape.outline();
    let reach = outline
        .iter()
        .map(|p| p[0].hypot(p[1]))
        .fold(f32::EPSILON, f32::max);
    let scale = rect.width() * MARK_REACH / reach;
    let c = rect.center();
    // The outline's y points up, the screen's down.
    let corners: Vec<egui::Pos2> = outline
        .iter()
        .map(|p| c + egui::vec2(p[0], -p[1]) * scale)
        .collect();
    let colour = seat_colour(seat);
    // A fan from the centre fills the star-shaped outline.
    let mut fill = egui::Mesh::default();
    fill.colored_vertex(c, colour);
    for corner in &corners {
        fill.colored_vertex(*corner, colour);
    }
    let n = corners.len() as u32;
    for k in 0..n {
        fill.add_triangle(0, 1 + k, 1 + (k + 1) % n);
    }
    painter.add(fill);
    let edge = egui::Stroke::new(
        (rect.width() * 0.06).max(1.0),
        egui::Color32::from_black_alpha(160),
    );
    painter.add(egui::Shape::closed_line(corners, edge));
}

/// A filled circle in a colour (not a player's: their [`player_mark`]).
pub fn colour_dot(ui: &mut egui::Ui, colour: egui::Color32, side: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), side * 0.42, colour);
}

/// A die face drawn flat, `side` points square: a rounded body with its pips laid out as
/// on the 3D dice ([`pip_layout`]), so a roll reads at a glance (and on a compressed
/// video call) without the 3D view. `ring` rings it (a die set aside, a slam hit).
/// Clickable.
pub fn die_face(
    ui: &mut egui::Ui,
    face: Face,
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
    // The layout's two axes as the face's columns and rows.
    let spacing = side * 0.25;
    for &(u, v) in pip_layout(face) {
        let at = rect.center() + egui::vec2(v, u) * spacing;
        painter.circle_filled(at, side * 0.09, pip);
    }
    response
}

/// A panel's frame: the theme's panel colour with `x`, `y` points of margin.
pub fn panel_frame(p: &Palette, x: i8, y: i8) -> egui::Frame {
    egui::Frame::new()
        .fill(p.panel)
        .inner_margin(egui::Margin::symmetric(x, y))
}
