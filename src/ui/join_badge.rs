//! The join badge: while phones are on and a game is on, a small card with the QR code
//! and beside it the room code and the address, so that a latecomer or a spectator can
//! still join; J opens the full join card. Where a column stands beside the table (the
//! card with the odds or the log under it, or the log's panel) the badge takes the
//! bottom of it, and the table keeps all its room; else it stands in a corner of the
//! table, taking its room from the side that costs the dice least, its QR code as large
//! as leaves the dice nine tenths of their size. Where even a small QR code does not fit
//! it shrinks to one line.

use bevy_egui::egui;

use super::join_card::spaced;
use super::layout::view_insets;
use super::qr::paint_qr;
use super::theme::{Palette, fitted_text, size, spoken_as};
use crate::phones::QrMatrix;
use crate::t;
use crate::table::die_face_pixels;

/// The most physical pixels a module of the QR code takes on the badge: at four, a
/// short link's code is 148 pixels across, enough from several metres.
const MOST_MODULE: usize = 4;
/// The largest QR code on the badge, in points.
const MOST_QR: f32 = 180.0;
/// The least share of the dice's size (a die's top face, across) the badge leaves them.
const DICE_KEPT: f32 = 0.9;
/// Inner margin of the badge (points).
const PAD: f32 = 6.0;
/// Room between the badge and the table's edge (points).
const GAP: f32 = 4.0;

/// What the badge shows.
#[derive(Debug, Clone, Copy)]
pub struct BadgeView<'a> {
    /// The page's address, `http://ADDRESS:PORT/`.
    pub url: &'a str,
    /// The room code.
    pub code: &'a str,
    /// The QR code of the address with the room code.
    pub qr: Option<&'a QrMatrix>,
    /// The host locked the room.
    pub locked: bool,
    /// Phones may also come through the broker.
    pub online: bool,
}

/// How the badge is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum BadgeLook {
    /// The QR code `side` points square, the room code and the address under it.
    Full {
        /// The QR code's side.
        side: f32,
    },
    /// One line: the room code and the address.
    Line,
}

/// Where the badge goes on a table's area, and what is left for the dice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BadgePlace {
    /// The badge.
    pub rect: egui::Rect,
    /// The table's area less the strip the badge stands in.
    pub dice_area: egui::Rect,
    /// How it is drawn.
    pub look: BadgeLook,
}

/// Measures `text` at `at` points in `ctx`.
fn measure(ctx: &egui::Context, text: &str, at: f32) -> egui::Vec2 {
    ctx.fonts_mut(|f| {
        f.layout_no_wrap(
            text.to_string(),
            egui::FontId::proportional(at),
            egui::Color32::WHITE,
        )
        .size()
    })
}

/// The text beside the QR code: the room code, the address, what J does; its size.
fn text_size(ctx: &egui::Context, view: &BadgeView) -> egui::Vec2 {
    let code = measure(ctx, &code_line(view.code), size::CARD);
    let address = measure(ctx, &address(view.url), size::SMALL);
    let hint = measure(ctx, &hint(view), size::SMALL);
    egui::vec2(
        code.x.max(address.x).max(hint.x),
        code.y + address.y + hint.y + 2.0 * GAP,
    )
}

/// What J and K do, beside the badge's QR code; locked, that it is.
fn hint(view: &BadgeView) -> String {
    match (view.locked, view.online) {
        (true, _) => t!("join-badge-hint-locked"),
        (false, true) => t!("join-badge-hint-online"),
        (false, false) => t!("join-badge-hint"),
    }
}

fn code_line(code: &str) -> String {
    t!("join-badge-code", code = code)
}

fn address(url: &str) -> String {
    url.trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string()
}

/// The one-line badge's forms, longest first: the address, the code and J; the code and
/// J; the code.
fn line_forms(view: &BadgeView) -> [String; 3] {
    let lock = if view.locked { "locked" } else { "open" };
    let (address, code) = (address(view.url), view.code);
    [
        t!(
            "join-badge-line-long",
            lock = lock,
            address = address,
            code = code
        ),
        t!("join-badge-line-short", lock = lock, code = code),
        t!("join-badge-line-code", lock = lock, code = code),
    ]
}

/// The badge's size for `look`.
fn badge_size(ctx: &egui::Context, view: &BadgeView, look: BadgeLook) -> egui::Vec2 {
    let inner = match look {
        BadgeLook::Full { side } => {
            let text = text_size(ctx, view);
            egui::vec2(side + 2.0 * GAP + text.x, side.max(text.y))
        }
        BadgeLook::Line => measure(ctx, &line_forms(view)[0], size::SMALL),
    };
    inner + egui::Vec2::splat(2.0 * PAD)
}

/// Places the badge in a bottom corner of `table` (the HUD's area for the dice in a
/// `screen` of points at `ppp` physical pixels a point): the largest QR code, in whole
/// physical pixels a module (at least two, at most [`MOST_MODULE`]), whose badge leaves
/// the dice at least [`DICE_KEPT`] of the size they have without it, with the strip it
/// stands in taken from the side (the left) or the bottom, whichever leaves the dice
/// larger; one line along the bottom where no QR code does.
pub(crate) fn place_badge(
    ctx: &egui::Context,
    view: &BadgeView,
    screen: egui::Rect,
    table: egui::Rect,
    ppp: f32,
) -> BadgePlace {
    let window = (screen.size() * ppp).round();
    let window = bevy::math::UVec2::new(window.x as u32, window.y as u32);
    let die = |free: egui::Rect| die_face_pixels(window, view_insets(screen, free)).x;
    let whole = die(table);
    let modules = view.qr.map_or(0, |qr| qr.width() + 2 * QrMatrix::QUIET) as f32;
    let full = (2..=MOST_MODULE).rev().find_map(|pixels| {
        let side = modules * pixels as f32 / ppp.max(0.1);
        if modules == 0.0 || side > MOST_QR {
            return None;
        }
        let look = BadgeLook::Full { side };
        let size = badge_size(ctx, view, look) + egui::Vec2::splat(GAP);
        if size.x > table.width() || size.y > table.height() {
            return None;
        }
        let beside =
            egui::Rect::from_min_max(egui::pos2(table.left() + size.x, table.top()), table.max);
        let under = egui::Rect::from_min_max(
            table.min,
            egui::pos2(table.right(), table.bottom() - size.y),
        );
        let dice_area = [beside, under]
            .into_iter()
            .filter(|free| free.width() > 0.0 && free.height() > 0.0)
            .max_by(|a, b| die(*a).total_cmp(&die(*b)))
            .filter(|free| die(*free) >= whole * DICE_KEPT)?;
        Some(BadgePlace {
            rect: egui::Rect::from_min_size(
                egui::pos2(table.left() + GAP, table.bottom() - size.y),
                size - egui::Vec2::splat(GAP),
            ),
            dice_area,
            look,
        })
    });
    full.unwrap_or_else(|| {
        let line = badge_size(ctx, view, BadgeLook::Line);
        let width = line.x.min(table.width() - 2.0 * GAP);
        BadgePlace {
            rect: egui::Rect::from_min_size(
                egui::pos2(table.left() + GAP, table.bottom() - line.y - GAP),
                egui::vec2(width, line.y),
            ),
            dice_area: egui::Rect::from_min_max(
                table.min,
                egui::pos2(table.right(), table.bottom() - line.y - 2.0 * GAP),
            ),
            look: BadgeLook::Line,
        }
    })
}

/// The badges that fit a column `width` points wide (the side column under the card, or
/// the log's panel, in a window of `ppp` physical pixels a point), largest first: the QR
/// code in whole physical pixels a module, from [`MOST_MODULE`] down to two, then one
/// line.
pub(crate) fn column_badges(
    ctx: &egui::Context,
    view: &BadgeView,
    width: f32,
    ppp: f32,
) -> Vec<BadgeLook> {
    let modules = view.qr.map_or(0, |qr| qr.width() + 2 * QrMatrix::QUIET) as f32;
    (2..=MOST_MODULE)
        .rev()
        .map(|pixels| modules * pixels as f32 / ppp.max(0.1))
        .filter(|side| modules > 0.0 && *side <= MOST_QR)
        .map(|side| BadgeLook::Full { side })
        .filter(|look| badge_size(ctx, view, *look).x <= width)
        .chain([BadgeLook::Line])
        .collect()
}

/// The height `look` takes in a column (points), with the gap above it and room for
/// the spacing between its lines.
pub(crate) fn badge_height(ctx: &egui::Context, view: &BadgeView, look: BadgeLook) -> f32 {
    badge_size(ctx, view, look).y + 3.0 * GAP
}

/// Draws the badge as `look` at the bottom of `ui` (a column); its rect.
pub(crate) fn badge_in_column(
    ui: &mut egui::Ui,
    view: &BadgeView,
    look: BadgeLook,
    p: &Palette,
) -> egui::Rect {
    ui.add_space(GAP);
    badge_frame(ui, view, look, p).response.rect
}

/// The badge's frame and what is in it.
fn badge_frame(
    ui: &mut egui::Ui,
    view: &BadgeView,
    look: BadgeLook,
    p: &Palette,
) -> egui::InnerResponse<()> {
    egui::Frame::new()
        .fill(p.panel)
        .stroke(egui::Stroke::new(1.0, p.weak.gamma_multiply(0.5)))
        .corner_radius(6)
        .inner_margin(PAD)
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = GAP / 2.0;
            match look {
                BadgeLook::Full { side } => full_badge(ui, view, side, p),
                BadgeLook::Line => {
                    let shown = fitted_text(ui, &line_forms(view), &[size::SMALL], p.text);
                    spoken_as(&shown, egui::WidgetType::Label, &spoken(view));
                }
            }
        })
}

/// Draws the badge at `place` (on the table).
pub fn join_badge(ctx: &egui::Context, view: &BadgeView, place: &BadgePlace, p: &Palette) {
    egui::Area::new(egui::Id::new("join-badge"))
        .order(egui::Order::Background)
        .fixed_pos(place.rect.min)
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_max_width(place.rect.width());
            badge_frame(ui, view, place.look, p);
        });
}

/// The QR code, and beside it the room code, the address and what J does.
fn full_badge(ui: &mut egui::Ui, view: &BadgeView, side: f32, p: &Palette) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0 * GAP;
        let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
        spoken_as(&response, egui::WidgetType::Image, &spoken(view));
        if let Some(qr) = view.qr {
            paint_qr(ui, qr, rect);
        }
        ui.vertical(|ui| {
            let code = egui::RichText::new(code_line(view.code))
                .size(size::CARD)
                .strong()
                .color(p.accent);
            let shown = ui.add(egui::Label::new(code).extend());
            spoken_as(
                &shown,
                egui::WidgetType::Label,
                &t!("join-room-code-spoken", code = spaced(view.code)),
            );
            let address = egui::RichText::new(address(view.url))
                .size(size::SMALL)
                .color(p.text);
            ui.add(egui::Label::new(address).extend());
            let colour = if view.locked { p.bad } else { p.weak };
            let hint = egui::RichText::new(hint(view))
                .size(size::SMALL)
                .color(colour);
            ui.add(egui::Label::new(hint).extend());
        });
    });
}

/// What a screen reader says of the badge.
fn spoken(view: &BadgeView) -> String {
    t!(
        "join-badge-spoken",
        address = address(view.url),
        code = spaced(view.code),
        lock = if view.locked { "locked" } else { "open" }
    )
}
