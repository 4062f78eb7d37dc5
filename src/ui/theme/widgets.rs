//! The widgets every screen shares: the centred card, the big call button, a seat's
//! mark, a seat's dice finish, a die face drawn flat, a coloured dot and a panel's frame.

use bevy::color::ColorToPacked;
use bevy_egui::egui;

use super::palette::{Palette, seat_colour};
use super::size;
use crate::present::spoken::spoken_mark;
use crate::rules::Face;
use crate::seat_look::{Finish, pip_layout, seat_mark};
use crate::ui::layout::screen_room;

/// Where the scroll areas drawn in this pass put their content, whole (what is scrolled
/// out of view included): what lies in them may be scrolled away. Kept for the layout
/// tests.
#[derive(Debug, Clone, Default)]
struct ScrollContents {
    pass: u64,
    rects: Vec<egui::Rect>,
}

/// Notes where a scroll area's content is (see [`scroll_contents`]) and hands its
/// output back.
pub fn noted<R>(
    ctx: &egui::Context,
    out: egui::scroll_area::ScrollAreaOutput<R>,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    let content =
        egui::Rect::from_min_size(out.inner_rect.min - out.state.offset, out.content_size);
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| {
        let notes = d.get_temp_mut_or_default::<ScrollContents>(egui::Id::new("scroll-contents"));
        if notes.pass != pass {
            *notes = ScrollContents {
                pass,
                rects: Vec::new(),
            };
        }
        notes.rects.push(content.union(out.inner_rect));
    });
    out
}

/// The content of every scroll area drawn in the current pass ([`noted`]), for the
/// layout tests.
#[cfg(test)]
pub(crate) fn scroll_contents(ctx: &egui::Context) -> Vec<egui::Rect> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data(|d| d.get_temp::<ScrollContents>(egui::Id::new("scroll-contents")))
        .filter(|n| n.pass == pass)
        .map(|n| n.rects)
        .unwrap_or_default()
}

/// Where a [`screen_card`] put its parts, for the layout tests.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CardPlaces {
    /// The whole card.
    pub card: egui::Rect,
    /// The footer, with the screen's main action: always in view.
    pub footer: egui::Rect,
    /// What the body's scroll area shows of it.
    pub body: egui::Rect,
}

impl Default for CardPlaces {
    fn default() -> Self {
        Self {
            card: egui::Rect::NOTHING,
            footer: egui::Rect::NOTHING,
            body: egui::Rect::NOTHING,
        }
    }
}

/// A card's id and where it sits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CardSpec<'a> {
    /// The card's id.
    pub id: &'a str,
    /// Its width where the window has room.
    pub width: f32,
    /// Where it is anchored on the screen.
    pub anchor: egui::Align2,
    /// The body scrolls in the card's own scroll area (else it is given the card's full
    /// height and scrolls itself, e.g. a list that lays out only the rows in view).
    pub scroll: bool,
}

impl<'a> CardSpec<'a> {
    /// The usual screen card: in the middle of the window, its body in its own scroll
    /// area.
    pub fn centred(id: &'a str, width: f32) -> Self {
        Self {
            id,
            width,
            anchor: egui::Align2::CENTER_CENTER,
            scroll: true,
        }
    }
}

/// Window height (points) below which the cards use their compact headers and buttons.
const SHORT_SCREEN: f32 = 320.0;

/// Whether the window is short: cards then take smaller titles and shorter buttons.
pub(crate) fn short_screen(ctx: &egui::Context) -> bool {
    screen_room(ctx).height() < SHORT_SCREEN
}

/// Room kept between a card and the window's edge, in points.
const CARD_MARGIN: f32 = 8.0;
/// Space inside a card's frame, in points.
const CARD_PADDING: i8 = 16;

/// A card over the screen, opaque, at most the window's size: `header` at the top,
/// `body` under it (scrolling when the window is too short for it), `footer` at the
/// bottom, where the screen's main action stays in view at any window size.
pub(crate) fn screen_card(
    ctx: &egui::Context,
    spec: CardSpec,
    p: &Palette,
    header: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui),
    footer: impl FnOnce(&mut egui::Ui),
) -> CardPlaces {
    let screen = screen_room(ctx);
    let pad = f32::from(CARD_PADDING);
    let width = spec
        .width
        .min(screen.width() - 2.0 * (CARD_MARGIN + pad))
        .max(1.0);
    let most = (screen.height() - 2.0 * (CARD_MARGIN + pad)).max(1.0);
    // The heights of the last pass: the footer's, and what the whole card wanted.
    let memory = egui::Id::new((spec.id, "card-heights"));
    let (footer_last, wanted_last): (f32, f32) = ctx
        .data(|d| d.get_temp(memory))
        .unwrap_or((2.0 * size::CALL, most));
    let card = egui::vec2(width, wanted_last.min(most)) + egui::Vec2::splat(2.0 * pad);
    let at = card_position(screen, card, spec.anchor);
    let mut places = CardPlaces::default();
    let mut wanted = 0.0;
    // Kept in the room, clear of a notice line's strip, even where it is too tall.
    let shown = egui::Area::new(egui::Id::new(spec.id))
        .fixed_pos(at)
        .constrain_to(screen)
        .show(ctx, |ui| {
            // The whole height it may take, at once: an area's own room is its size in
            // the last pass, which would let a growing card grow only a little a pass.
            let room = egui::Rect::from_min_size(at, egui::vec2(card.x, most + 2.0 * pad));
            ui.scope_builder(egui::UiBuilder::new().max_rect(room), |ui| {
                egui::Frame::window(&ctx.global_style())
                    .fill(p.opaque)
                    .inner_margin(egui::Margin::same(CARD_PADDING))
                    .show(ui, |ui| {
                        ui.set_width(width);
                        let top = ui.cursor().top();
                        header(ui);
                        let used = ui.cursor().top() - top;
                        let spacing = 2.0 * ui.spacing().item_spacing.y;
                        let room = (most - used - footer_last - spacing).max(size::BODY * 2.0);
                        let (rect, content) = card_body(ui, spec, room, body);
                        places.body = rect;
                        let before = ui.cursor().top();
                        places.footer = ui.scope(footer).response.rect;
                        let footer_height = ui.cursor().top() - before;
                        wanted = used + content + footer_height + spacing;
                        ctx.data_mut(|d| d.insert_temp(memory, (footer_height, wanted)));
                    });
            });
        });
    places.card = shown.response.rect;
    places
}

/// Where a card of `size` points goes on `screen` for `anchor`, [`CARD_MARGIN`] from the
/// edges it is anchored to.
fn card_position(screen: egui::Rect, size: egui::Vec2, anchor: egui::Align2) -> egui::Pos2 {
    let x = screen.center().x - size.x / 2.0;
    let y = match anchor.y() {
        egui::Align::Min => screen.top() + CARD_MARGIN,
        egui::Align::Center => screen.center().y - size.y / 2.0,
        egui::Align::Max => screen.bottom() - CARD_MARGIN - size.y,
    };
    egui::pos2(x, y.max(screen.top() + CARD_MARGIN))
}

/// A card's body in at most `room` points of height: scrolling (the card's own scroll
/// area) or given the room to scroll itself. Returns where it went and the height its
/// content wants.
fn card_body(
    ui: &mut egui::Ui,
    spec: CardSpec,
    room: f32,
    body: impl FnOnce(&mut egui::Ui),
) -> (egui::Rect, f32) {
    if spec.scroll {
        let scroll = egui::ScrollArea::vertical()
            .id_salt((spec.id, "body"))
            .max_height(room)
            .min_scrolled_height(room)
            .show(ui, body);
        let content = scroll.content_size.y;
        (noted(ui.ctx(), scroll).inner_rect, content)
    } else {
        let area = egui::vec2(ui.available_width(), room);
        let layout = egui::Layout::top_down(egui::Align::Min);
        let rect = ui
            .allocate_ui_with_layout(area, layout, |ui| {
                ui.set_min_height(room);
                body(ui);
            })
            .response
            .rect;
        (rect, room)
    }
}

/// A big, filled button: the action a screen is waiting for.
pub(crate) fn call_button(text: &str, text_size: f32, p: &Palette) -> egui::Button<'static> {
    egui::Button::new(
        egui::RichText::new(text)
            .size(text_size)
            .strong()
            .color(p.on_call),
    )
    .fill(p.call)
    .stroke(egui::Stroke::new(
        1.0,
        p.call.gamma_multiply(0.6).to_opaque(),
    ))
}

/// A player's mark: their colour *and* a shape of their own (circle, square, triangle,
/// star, …), so players are told apart without colour. Painted, as the fonts have no
/// such glyphs; a screen reader hears "Ann's mark, a triangle".
pub(crate) fn player_mark(
    ui: &mut egui::Ui,
    seat: usize,
    player: &str,
    side: f32,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    paint_mark(ui.painter(), rect, seat);
    let name = spoken_mark(player, &seat_mark(seat).word());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Image, true, &name));
    response
}

/// Gives `response` the name a screen reader speaks, in place of its text.
pub(crate) fn spoken_as(response: &egui::Response, typ: egui::WidgetType, name: &str) {
    response.widget_info(|| egui::WidgetInfo::labeled(typ, response.enabled(), name));
}

/// Share of a mark's box its farthest corner reaches from the centre.
const MARK_REACH: f32 = 0.42;

/// Paints seat `seat`'s mark ([`seat_mark`]) into `rect`: the shape's outline filled in
/// the seat's colour, with a dark edge.
pub(crate) fn paint_mark(painter: &egui::Painter, rect: egui::Rect, seat: usize) {
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

/// Corners a side of a finish swatch's grid.
const SWATCH_GRID: usize = 14;

/// A swatch of a seat's dice in `finish`: a die's face as the table paints it, in the
/// seat's colour as the finish tints it, with the finish's pattern (pearl's sheen towards
/// the edges, marble's veins, metal's horizon), lit from the upper left as the lamp
/// lights the dice, and two pips painted in the colour the table's dice have on it.
pub(crate) fn paint_finish(painter: &egui::Painter, rect: egui::Rect, seat: usize, finish: Finish) {
    let tinted = crate::dice::finish_tint(crate::dice::seat_colour(seat), finish)
        .to_srgba()
        .to_u8_array_no_alpha();
    let n = SWATCH_GRID;
    let mut face = egui::Mesh::default();
    for j in 0..n {
        for i in 0..n {
            let (u, v) = (i as f32 / (n - 1) as f32, j as f32 / (n - 1) as f32);
            let pattern = crate::table::finish_pattern(finish, u, v);
            // The lamp at the upper left; metal carries its own light in its pattern.
            let light = match finish {
                Finish::Metal => 1.0,
                _ => 1.12 - 0.3 * (u + v) * 0.5,
            };
            let k = (pattern * light).clamp(0.0, 1.25);
            let [r, g, b] = tinted.map(|c| (f32::from(c) * k).min(255.0) as u8);
            face.colored_vertex(
                rect.lerp_inside(egui::vec2(u, v)),
                egui::Color32::from_rgb(r, g, b),
            );
        }
    }
    for j in 0..n as u32 - 1 {
        for i in 0..n as u32 - 1 {
            let at = |i: u32, j: u32| j * n as u32 + i;
            face.add_triangle(at(i, j), at(i + 1, j), at(i + 1, j + 1));
            face.add_triangle(at(i, j), at(i + 1, j + 1), at(i, j + 1));
        }
    }
    painter.add(face);
    // Two pips on the diagonal, engraved (a dark ring) and painted.
    let [r, g, b] = crate::dice::pip_colour_on(crate::seat_look::seat_mark(seat).colour, finish);
    let pip = egui::Color32::from_rgb(r, g, b);
    let radius = rect.width().min(rect.height()) * 0.11;
    for at in [egui::vec2(0.28, 0.28), egui::vec2(0.72, 0.72)] {
        let c = rect.lerp_inside(at);
        painter.circle_filled(c, radius * 1.2, egui::Color32::from_black_alpha(90));
        painter.circle_filled(c, radius, pip);
    }
    let edge = egui::Stroke::new(1.0, egui::Color32::from_black_alpha(160));
    painter.rect_stroke(rect, rect.width() * 0.12, edge, egui::StrokeKind::Inside);
}

/// A button showing seat `seat`'s dice in `finish` ([`paint_finish`]), `side` points
/// high and a little wider; `said` is its name for a screen reader and its tooltip.
pub(crate) fn finish_button(
    ui: &mut egui::Ui,
    seat: usize,
    finish: Finish,
    side: f32,
    said: &str,
) -> egui::Response {
    let size = egui::vec2(side * 1.3, side);
    let button = egui::Button::new("").min_size(size);
    let response = ui.add_sized(size, button).on_hover_text(said);
    let swatch =
        egui::Rect::from_center_size(response.rect.center(), egui::Vec2::splat(side * 0.86));
    paint_finish(ui.painter(), swatch, seat, finish);
    spoken_as(&response, egui::WidgetType::Button, said);
    response
}

/// A filled circle in a colour (not a player's: their [`player_mark`]).
pub(crate) fn colour_dot(ui: &mut egui::Ui, colour: egui::Color32, side: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), side * 0.42, colour);
}

/// A die face drawn flat, `side` points square: a rounded body with its pips laid out as
/// on the 3D dice ([`pip_layout`]), so a roll reads at a glance (and on a compressed
/// video call) without the 3D view. `ring` rings it (a die set aside, a slam hit).
/// Clickable.
pub(crate) fn die_face(
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

/// Text that is never cut: the first of `forms` (longest first) that fits the width left
/// on one line at one of `sizes` (largest first); if none does, the last form wrapped at
/// the smallest size. A room reads the banner first, so it loses words it can spare, not
/// letters in the middle of one.
pub(crate) fn fitted_text(
    ui: &mut egui::Ui,
    forms: &[String],
    sizes: &[f32],
    colour: egui::Color32,
) -> egui::Response {
    let width = ui.available_width();
    let floor = sizes.last().copied().unwrap_or(size::BODY);
    let fits = |text: &str, at: f32| {
        let font = egui::FontId::proportional(at);
        ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, colour).size().x) <= width
    };
    let chosen = forms.iter().find_map(|form| {
        sizes
            .iter()
            .find(|&&at| fits(form, at))
            .map(|&at| (form.as_str(), at))
    });
    let (text, at, wrap) = match chosen {
        Some((text, at)) => (text, at, false),
        None => (forms.last().map_or("", String::as_str), floor, true),
    };
    let rich = egui::RichText::new(text).size(at).strong().color(colour);
    let label = egui::Label::new(rich);
    ui.add(if wrap { label.wrap() } else { label.extend() })
}

/// A panel's frame: the theme's panel colour with `x`, `y` points of margin.
pub(crate) fn panel_frame(p: &Palette, x: i8, y: i8) -> egui::Frame {
    egui::Frame::new()
        .fill(p.panel)
        .inner_margin(egui::Margin::symmetric(x, y))
}

/// The width a button of `text` takes in a row, at `text_size` (else the buttons' size).
pub(crate) fn button_width(ui: &egui::Ui, text: &str, text_size: Option<f32>) -> f32 {
    let font = text_size.map_or_else(
        || egui::TextStyle::Button.resolve(ui.style()),
        egui::FontId::proportional,
    );
    let text = ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE));
    text.size().x + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
}

/// `long` where a button of it fits in `room` (points), else `short`: a label that
/// steps down where a language's words are longer than the room.
pub(crate) fn fitting<'a>(
    long: &'a str,
    short: &'a str,
    width_of: impl Fn(&str) -> f32,
    room: f32,
) -> &'a str {
    if width_of(long) <= room { long } else { short }
}
