//! A QR code painted with egui: the join card's, the corner badge's, the online link's.

use bevy_egui::egui;

use crate::phones::QrMatrix;

/// Paints `qr` in `rect` (a square): dark modules on white with the quiet zone around,
/// each module a whole number of physical pixels so that the edges stay sharp.
pub(super) fn paint_qr(ui: &egui::Ui, qr: &QrMatrix, rect: egui::Rect) {
    let side = rect.width().min(rect.height());
    let modules = qr.width() + 2 * QrMatrix::QUIET;
    let ppp = ui.ctx().pixels_per_point();
    // Whole pixels a module; the code is centred in its square.
    // A hair over, so that a side of exactly k pixels a module is not floored to k - 1.
    let pixels = ((side * ppp) / modules as f32 + 1e-3).floor().max(1.0);
    let module = pixels / ppp;
    let drawn = module * modules as f32;
    let corner = rect.center() - egui::Vec2::splat(drawn / 2.0);
    let snap = |v: f32| (v * ppp).round() / ppp;
    let origin = egui::pos2(snap(corner.x), snap(corner.y));
    let painter = ui.painter();
    let whole = egui::Rect::from_min_size(origin, egui::Vec2::splat(drawn));
    painter.rect_filled(whole, 0.0, egui::Color32::WHITE);
    let quiet = QrMatrix::QUIET as f32;
    for y in 0..qr.width() {
        // A run of dark modules in a row is one rectangle.
        let mut x = 0;
        while x < qr.width() {
            if !qr.is_dark(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < qr.width() && qr.is_dark(x, y) {
                x += 1;
            }
            let min = origin + egui::vec2(start as f32 + quiet, y as f32 + quiet) * module;
            let size = egui::vec2((x - start) as f32, 1.0) * module;
            painter.rect_filled(
                egui::Rect::from_min_size(min, size),
                0.0,
                egui::Color32::BLACK,
            );
        }
    }
}
