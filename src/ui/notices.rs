//! Notices: what the player should know that is not part of the game (a broken settings
//! file, no sound, a phone that dropped, a card printed). None asks for a decision, so
//! each is one line in a strip of its own along the top of the window, and fades; a
//! click on it lets the next one come, and the menu keeps the full text of all. While a
//! notice is on show its strip is kept before any screen is drawn
//! ([`crate::ui::layout::reserve_top_strip`]): the cards, the banner and the table lay
//! out under it, so the line covers none of them.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::access::announce_politely;
use super::layout::{reserve_top_strip, top_strip};
use super::theme::{Palette, current_palette, size, spoken_as};
use crate::frame::AppSystems;
use crate::notices::Notices;
use crate::stores::SettingsStore;
use crate::t;

/// Seconds a notice stays at full strength, at least.
const LEAST_SHOWN: f64 = 5.0;
/// Seconds more a character of its text gives it, for reading.
const READING: f64 = 0.05;
/// Seconds a notice stays at most.
const MOST_SHOWN: f64 = 15.0;
/// Seconds it takes to fade.
const FADE: f64 = 1.0;
/// Room above and under the line in its strip, and at its ends (points).
const MARGIN: f32 = 4.0;
/// Room between the line's frame and its text, across and down (points).
const PADDING: (i8, i8) = (10, 3);
/// The width of the line's frame (points).
const STROKE: f32 = 1.0;

/// Which notice is on show, since when (seconds of the app's clock), and where it was
/// drawn last.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct OnShow(Option<(usize, f64, egui::Rect)>);

/// How long `text` stays before it fades.
pub(crate) fn shown_for(text: &str) -> f64 {
    (LEAST_SHOWN + READING * text.chars().count() as f64).min(MOST_SHOWN)
}

/// How strongly a notice shown `age` seconds ago is drawn: 1 until it fades, then down
/// to 0.
pub fn strength(text: &str, age: f64) -> f32 {
    let fading = age - shown_for(text);
    (1.0 - fading.max(0.0) / FADE).clamp(0.0, 1.0) as f32
}

/// How high the strip of a notice line is (points): a row of text, its frame and the
/// margins above and under it.
pub(crate) fn notice_strip_height(ctx: &egui::Context) -> f32 {
    let row = ctx.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size::NOTE)));
    row + 2.0 * (f32::from(PADDING.1) + STROKE + MARGIN)
}

/// Keeps a notice line's strip along the top of the window for this pass: call it
/// before the screens are drawn, so that they lay out under it.
pub fn reserve_notice_strip(ctx: &egui::Context) {
    reserve_top_strip(ctx, notice_strip_height(ctx));
}

/// One notice as a line in its strip along the top of the window (kept by
/// [`reserve_notice_strip`], which it calls if no strip is kept yet): its text run into
/// one line, cut to the room there is (the menu has it whole), with how many more
/// wait; drawn at `strength` (0 to 1). A screen reader reads the whole text, politely.
/// Returns the line's rect and whether it was clicked.
pub fn notice_line(
    ctx: &egui::Context,
    text: &str,
    more: usize,
    strength: f32,
    p: &Palette,
) -> (egui::Rect, bool) {
    let strip = top_strip(ctx).unwrap_or_else(|| {
        reserve_notice_strip(ctx);
        top_strip(ctx).unwrap_or(ctx.viewport_rect())
    });
    // Its lines run on in one, cut where the room ends.
    let joined = text.lines().collect::<Vec<_>>().join(" ");
    let shown = t!("notice-line", more = more, text = joined);
    let width = (strip.width() - 2.0 * MARGIN).max(40.0);
    let fade = |c: egui::Color32| c.gamma_multiply(strength);
    let padding = egui::Margin::symmetric(PADDING.0, PADDING.1);
    let inner = egui::Area::new(egui::Id::new("notice-line"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(egui::pos2(strip.center().x, strip.top() + MARGIN))
        .constrain_to(strip)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(fade(p.opaque))
                .stroke(egui::Stroke::new(STROKE, fade(p.weak)))
                .corner_radius(6)
                .inner_margin(padding)
                .show(ui, |ui| {
                    ui.set_max_width(width - 2.0 * (f32::from(PADDING.0) + STROKE));
                    let label = egui::Label::new(
                        egui::RichText::new(shown)
                            .size(size::NOTE)
                            .color(fade(p.text)),
                    )
                    .truncate()
                    .sense(egui::Sense::click());
                    let response = ui.add(label).on_hover_text(text);
                    spoken_as(&response, egui::WidgetType::Label, text);
                    announce_politely(ui.ctx(), &response);
                    response.clicked()
                })
                .inner
        });
    (inner.response.rect, inner.inner)
}

/// Keeps the notice line's strip while a notice is on show, before the screens.
fn keep_notice_strip(mut contexts: EguiContexts) -> Result {
    reserve_notice_strip(contexts.ctx_mut()?);
    Ok(())
}

fn draw_notice_line(
    mut contexts: EguiContexts,
    mut notices: ResMut<Notices>,
    mut on_show: ResMut<OnShow>,
    store: Res<SettingsStore>,
    time: Res<Time<Real>>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let Some((index, text)) = notices.current() else {
        on_show.0 = None;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs_f64();
    // While the pointer rests on the line it stays.
    let hover = ctx.input(|i| i.pointer.hover_pos());
    let since = match on_show.0 {
        Some((shown, _, rect)) if shown == index && hover.is_some_and(|at| rect.contains(at)) => {
            now
        }
        Some((shown, since, _)) if shown == index => since,
        _ => now,
    };
    let more = notices.waiting_after_current();
    let text = text.to_string();
    let age = now - since;
    let (rect, clicked) = notice_line(
        ctx,
        &text,
        more,
        strength(&text, age),
        &current_palette(&store),
    );
    on_show.0 = Some((index, since, rect));
    if clicked || age >= shown_for(&text) + FADE {
        notices.shown(index);
        on_show.0 = None;
    }
    // Fading needs frames; the window otherwise sleeps.
    redraw.write(RequestRedraw);
    Ok(())
}

fn have_notices(notices: Res<Notices>) -> bool {
    notices.current().is_some()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnShow>().add_systems(
        EguiPrimaryContextPass,
        (
            keep_notice_strip
                .run_if(have_notices)
                .after(AppSystems::UiStyle)
                .before(AppSystems::UiPanels),
            draw_notice_line
                .run_if(have_notices)
                .in_set(AppSystems::UiWindows),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_stays_long_enough_to_read_then_fades() {
        let short = "Sound is off";
        assert_eq!(strength(short, 0.0), 1.0);
        assert_eq!(strength(short, LEAST_SHOWN), 1.0);
        assert!(strength(short, shown_for(short) + FADE / 2.0) < 0.6);
        assert_eq!(strength(short, shown_for(short) + FADE), 0.0);
        let long = "x".repeat(150);
        assert!(shown_for(&long) > shown_for(short));
        assert!(shown_for(&"x".repeat(10_000)) <= MOST_SHOWN);
    }
}
