//! The win-story as a line chart (egui_plot): a line per player in their
//! colour, their mark where the line stands now, a hover that names the roll under the
//! pointer ("Hole 14, Cy's roll 1: straight — Cy 12 % → 61 %"). Drawn large on the
//! game-over sheet, as a strip while a kept game is watched (the roll on show marked and
//! what is still to come faded), and as a sparkline in the odds panel.
//!
//! Only draws: the story is worked out off the frame ([`crate::game::StoryView`]) and
//! its words come from [`crate::present`].

use crate::i18n::{current, integer, percent};
use crate::t;
use bevy_egui::egui;
use egui_plot::{GridMark, Line, Plot, PlotPoint, PlotPoints, VLine, uniform_grid_spacer};

use super::theme::{Palette, paint_mark, player_mark, seat_colour, size, spoken_as};
use crate::game::ToldStory;
use crate::present;
use crate::rules::odds::Story;

/// How a chart is drawn.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ChartLook<'a> {
    /// The plot's id (two charts on one screen need two).
    pub id: &'a str,
    /// The plot's height in points, its axes included.
    pub height: f32,
    /// The roll on show (a kept game watched): marked, and the rolls after it faded.
    pub marker: Option<usize>,
    /// Axes with their numbers and a grid (else a bare sparkline).
    pub axes: bool,
    /// The players' marks and names under the chart.
    pub legend: bool,
}

/// Share of a line's colour kept for the rolls still to come after the marker.
const FADED: f32 = 0.3;

/// The chart of `story` (hovered, the roll under the pointer is named); returns the
/// number of rolls to show when the chart was clicked (the roll under the pointer).
pub fn story_chart(
    ui: &mut egui::Ui,
    story: &ToldStory,
    look: ChartLook,
    p: &Palette,
) -> Option<usize> {
    let t = &story.story;
    let rolls = story.rolls();
    let marker = look.marker.map(|m| m.min(rolls));
    let plot = empty_plot(look, rolls).width(ui.available_width().max(1.0));
    let plot = roll_axis(plot, t, rolls, look.axes);
    let width = if look.axes { 2.5 } else { 1.8 };
    let accent = p.accent;
    let shown = plot.show(ui, |plot_ui| {
        for seat in 0..t.players.len() {
            let colour = seat_colour(seat);
            let upto = marker.unwrap_or(rolls);
            plot_ui.line(seat_line(t, seat, 0..=upto).color(colour).width(width));
            if upto < rolls {
                let rest = seat_line(t, seat, upto..=rolls);
                plot_ui.line(rest.color(colour.gamma_multiply(FADED)).width(width));
            }
        }
        if let Some(m) = marker {
            plot_ui.add(
                VLine::new(t!("chart-on-show"), m as f64)
                    .color(accent)
                    .width(2.0),
            );
        }
    });
    let chart = Drawn {
        transform: shown.transform,
        story: t,
        rolls,
    };
    chart.paint_marks(ui, marker.unwrap_or(rolls), look.axes);
    let (response, clicked) = chart.pointer(ui, story, shown.response, p);
    spoken_as(
        &response,
        egui::WidgetType::Image,
        &present::chart_spoken(t, marker),
    );
    if look.legend {
        legend(ui, t);
    }
    clicked
}

/// The plot without its lines: fixed (no drag, zoom or scroll), 0 to 100 % up, every
/// roll across.
fn empty_plot<'a>(look: ChartLook, rolls: usize) -> Plot<'a> {
    Plot::new(look.id)
        .height(look.height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .show_background(false)
        .show_axes(look.axes)
        .show_grid(look.axes)
        .include_x(0.0)
        .include_x(rolls.max(1) as f64)
        .include_y(0.0)
        .include_y(1.0)
        .set_margin_fraction(egui::vec2(0.02, 0.08))
        .y_grid_spacer(uniform_grid_spacer(|_| [0.25, 0.5, 1.0]))
        .y_axis_formatter(|mark, _| percent(current(), mark.value, 0))
}

/// A chart as drawn: where its points lie on the screen.
struct Drawn<'a> {
    transform: egui_plot::PlotTransform,
    story: &'a Story,
    rolls: usize,
}

impl Drawn<'_> {
    /// Where seat `seat`'s line stands after `roll` rolls.
    fn at(&self, roll: usize, seat: usize) -> egui::Pos2 {
        let chance = chance_at(self.story, roll, seat);
        self.transform
            .position_from_point(&PlotPoint::new(roll as f64, chance))
    }

    /// The painter of the chart's frame, with room for the marks at its edges.
    fn painter(&self, ui: &egui::Ui) -> egui::Painter {
        ui.painter_at(self.transform.frame().expand(size::SMALL))
    }

    /// Each player's mark where their line stands after `now` rolls: the colour and the
    /// shape.
    fn paint_marks(&self, ui: &egui::Ui, now: usize, axes: bool) {
        let painter = self.painter(ui);
        let side = if axes { size::SMALL } else { size::SMALL * 0.8 };
        for seat in 0..self.story.players.len() {
            let at = egui::Rect::from_center_size(self.at(now, seat), egui::Vec2::splat(side));
            paint_mark(&painter, at, seat);
        }
    }

    /// The roll under `pos`, from `least` on.
    fn roll_at(&self, pos: egui::Pos2, least: f64) -> usize {
        (self
            .transform
            .value_from_position(pos)
            .x
            .round()
            .clamp(least, self.rolls as f64)) as usize
    }

    /// The pointer over the chart: the roll under it marked and named; the response
    /// (with its hover text) and the roll clicked, if one was.
    fn pointer(
        &self,
        ui: &egui::Ui,
        story: &ToldStory,
        mut response: egui::Response,
        p: &Palette,
    ) -> (egui::Response, Option<usize>) {
        let clicked = response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten()
            .map(|pos| self.roll_at(pos, 0.0));
        let hovered = response
            .hover_pos()
            .filter(|_| self.rolls > 0)
            .map(|pos| self.roll_at(pos, 1.0));
        if let Some(roll) = hovered {
            let painter = self.painter(ui);
            let x = self.transform.position_from_point_x(roll as f64);
            let frame = *self.transform.frame();
            painter.vline(x, frame.y_range(), egui::Stroke::new(1.0, p.weak));
            for seat in 0..self.story.players.len() {
                painter.circle_filled(self.at(roll, seat), 3.5, seat_colour(seat));
            }
            if let Some(text) = story.hovers.get(roll).filter(|h| !h.is_empty()) {
                response = response.on_hover_ui_at_pointer(|ui| {
                    ui.label(egui::RichText::new(text).size(size::NOTE));
                });
            }
        }
        (response, clicked)
    }
}

/// The most holes or turns numbered along the roll axis.
const SECTION_LABELS: usize = 12;

/// The roll axis: a line where every few holes (Straight Golf) or turns (Slam Dice)
/// start, numbered by the hole or turn, as the printed chart has it; plain roll numbers
/// before the first hole.
fn roll_axis<'a>(plot: Plot<'a>, t: &Story, rolls: usize, named: bool) -> Plot<'a> {
    let starts = t.section_starts();
    if starts.is_empty() {
        let step = grid_step(rolls);
        return plot
            .x_grid_spacer(uniform_grid_spacer(move |_| {
                [step, step * 5.0, step * 25.0]
            }))
            .x_axis_formatter(|mark, _| integer(current(), mark.value.round() as i64));
    }
    let stride = starts.len().div_ceil(SECTION_LABELS).max(1);
    // A section's first roll moves the lines from the point before it.
    let marks: Vec<(f64, u32)> = starts
        .iter()
        .step_by(stride)
        .map(|(roll, n)| (roll.saturating_sub(1) as f64, *n))
        .collect();
    let spacing = rolls.max(1) as f64 / marks.len().max(1) as f64;
    let lines = marks.clone();
    let plot = plot
        .x_grid_spacer(move |_| {
            lines
                .iter()
                .map(|(value, _)| GridMark {
                    value: *value,
                    step_size: spacing,
                })
                .collect()
        })
        .x_axis_formatter(move |mark, _| {
            marks
                .iter()
                .find(|(value, _)| (value - mark.value).abs() < 0.5)
                .map_or_else(String::new, |(_, n)| n.to_string())
        });
    if named {
        plot.x_axis_label(present::chart_unit_axis(t.game))
    } else {
        plot
    }
}

/// The players' marks and names, in seat order, wrapping.
fn legend(ui: &mut egui::Ui, t: &Story) {
    ui.horizontal_wrapped(|ui| {
        for (seat, name) in t.players.iter().enumerate() {
            player_mark(ui, seat, name, size::NOTE);
            ui.label(egui::RichText::new(name).size(size::SMALL));
            ui.add_space(6.0);
        }
    });
}

/// Seat `seat`'s chance after roll `roll` (0 where the story has none).
fn chance_at(t: &Story, roll: usize, seat: usize) -> f64 {
    t.point(roll)
        .and_then(|p| p.chances.get(seat))
        .copied()
        .unwrap_or(0.0)
}

/// Seat `seat`'s line over the rolls `range`.
fn seat_line(t: &Story, seat: usize, range: std::ops::RangeInclusive<usize>) -> Line<'static> {
    let points: Vec<[f64; 2]> = range
        .map(|roll| [roll as f64, chance_at(t, roll, seat)])
        .collect();
    let name = t.players.get(seat).cloned().unwrap_or_default();
    Line::new(name, PlotPoints::new(points)).allow_hover(false)
}

/// The roll axis's finest grid step before the first hole or turn: a round number
/// giving at most about eight numbered marks.
fn grid_step(rolls: usize) -> f64 {
    let rough = (rolls as f64 / 8.0).max(1.0);
    let ten = 10f64.powf(rough.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|k| k * ten)
        .find(|s| *s >= rough)
        .unwrap_or(10.0 * ten)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Theme;
    use crate::ui::theme::{palette, style_context};

    /// The chart of a kept game drawn 1000 points wide, the pointer at `x_share` of
    /// that width moved there, then pressed and released (`click`) or left resting;
    /// what the chart returned, and the game's rolls.
    fn clicked_at(x_share: f32, click: bool) -> (Option<usize>, usize) {
        let path = std::path::Path::new("tests/data/replay/golf_example.ron");
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{e}"));
        let record = crate::record::parse_record(&text, path).unwrap_or_else(|e| panic!("{e}"));
        let story = ToldStory::of(&record).unwrap_or_else(|| panic!("no story"));
        let ctx = egui::Context::default();
        style_context(&ctx, Theme::Dark, 1.0);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1000.0, 300.0));
        let at = egui::pos2(1000.0 * x_share, 150.0);
        let press = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::default(),
        };
        let passes = if click {
            vec![
                vec![],
                vec![egui::Event::PointerMoved(at)],
                vec![press(true)],
                vec![press(false)],
            ]
        } else {
            vec![vec![], vec![egui::Event::PointerMoved(at)], vec![], vec![]]
        };
        let look = ChartLook {
            id: "test-chart",
            height: 280.0,
            marker: Some(3),
            axes: true,
            legend: false,
        };
        let mut got = None;
        for events in passes {
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(screen),
                events,
                ..Default::default()
            });
            egui::Area::new(egui::Id::new("test-area"))
                .fixed_pos(egui::Pos2::ZERO)
                .show(&ctx, |ui| {
                    ui.set_width(1000.0);
                    got = got.or(story_chart(ui, &story, look, &palette(Theme::Dark)));
                });
            ctx.end_pass().textures_delta.clear();
        }
        (got, story.rolls())
    }

    #[test]
    fn a_click_on_the_chart_names_the_roll_under_the_pointer() {
        let (none, _) = clicked_at(0.5, false);
        assert_eq!(none, None, "hovering is not clicking");
        let (middle, rolls) = clicked_at(0.5, true);
        let middle = middle.unwrap_or_else(|| panic!("the click was not seen"));
        assert!(
            middle.abs_diff(rolls / 2) <= 1 + rolls / 20,
            "{middle} of {rolls}"
        );
        let (right, _) = clicked_at(0.99, true);
        assert_eq!(right, Some(rolls), "right of the last roll: the end");
        // Just inside the plot, past the axis' numbers: the start.
        let (left, _) = clicked_at(0.07, true);
        assert_eq!(left, Some(0), "left of the first roll: the start");
    }

    #[test]
    fn the_roll_axis_has_round_steps() {
        assert_eq!(grid_step(0), 1.0);
        assert_eq!(grid_step(6), 1.0);
        assert_eq!(grid_step(30), 5.0);
        assert_eq!(grid_step(100), 20.0);
        assert_eq!(grid_step(142), 20.0);
        assert_eq!(grid_step(600), 100.0);
    }
}
