//! The story on paper: each player's chance to win (Straight Golf) or to be
//! the loser (Slam Dice) before the first roll and after every roll, a line per player
//! in their colour, with their own dash pattern and their mark along it so that the
//! lines are told apart in black and white; the biggest swing shaded, and its sentence.

use super::font::Font;
use super::layout::{GREY, MM, Paper, draw_mark, fit, footer, paragraph, wrap};
use super::pdf::{BLACK, Page, Pen};
use crate::present::{chart_axis, chart_title, chart_unit_axis, percent, swing_sentence};
use crate::rules::GameKind;
use crate::rules::odds::Story;

const MARGIN: f64 = 12.0 * MM;
const LEGEND: f64 = 58.0 * MM;
const AXIS_ROOM: f64 = 16.0 * MM;
const BODY: f64 = 9.5;

/// Each seat's dash pattern (points), solid first.
const DASHES: [&[f64]; 8] = [
    &[],
    &[7.0, 3.0],
    &[1.5, 2.5],
    &[8.0, 2.5, 1.5, 2.5],
    &[3.5, 3.5],
    &[12.0, 3.0],
    &[5.0, 2.0, 1.5, 2.0, 1.5, 2.0],
    &[2.5, 5.0],
];

/// Where the plot sits on the page.
struct Plot {
    left: f64,
    top: f64,
    width: f64,
    height: f64,
    rolls: usize,
}

impl Plot {
    fn x(&self, roll: usize) -> f64 {
        self.left + self.width * roll as f64 / self.rolls.max(1) as f64
    }

    fn y(&self, chance: f64) -> f64 {
        self.top + self.height * (1.0 - chance.clamp(0.0, 1.0))
    }
}

/// The chart page of `story`.
pub(super) fn chart(story: &Story, paper: Paper) -> Page {
    let (w, h) = paper.landscape();
    let mut page = Page::new(w, h);
    page.text(
        MARGIN,
        MARGIN + 14.0,
        Font::Bold,
        16.0,
        BLACK,
        &chart_title(story.game),
    );
    let swing = swing_sentence(&story.players, story).unwrap_or_default();
    let swing_lines = wrap(&swing, Font::Regular, BODY + 1.0, w - 2.0 * MARGIN);
    let below = swing_lines.len() as f64 * (BODY + 1.0) * 1.4 + 22.0 * MM;
    let plot = Plot {
        left: MARGIN + AXIS_ROOM,
        top: MARGIN + 14.0 + 9.0 * MM,
        width: w - 2.0 * MARGIN - AXIS_ROOM - LEGEND,
        height: h - MARGIN - 14.0 - 9.0 * MM - MARGIN - below,
        rolls: story.points.len().saturating_sub(1),
    };
    axes(&mut page, &plot, story);
    if let Some(s) = story.swing {
        // At least 4 points wide, so that one roll among hundreds still shows.
        let (x0, x1) = (plot.x(s.roll.saturating_sub(1)), plot.x(s.roll));
        let w = (x1 - x0).max(4.0);
        let band = Some([255, 214, 102]);
        page.rect((x0 + x1 - w) / 2.0, plot.top, w, plot.height, band, None);
    }
    for seat in 0..story.players.len() {
        player_line(&mut page, &plot, story, seat);
    }
    legend(&mut page, &plot, story);
    let under = (MARGIN, plot.top + plot.height + 13.0 * MM);
    let look = (Font::Regular, BODY + 1.0, BLACK);
    paragraph(&mut page, &swing_lines, under, look, (BODY + 1.0) * 1.4);
    footer(&mut page, MARGIN);
    page
}

/// The frame, the chance grid (every 25 %) and the holes or turns along the bottom.
fn axes(page: &mut Page, plot: &Plot, story: &Story) {
    let right = plot.left + plot.width;
    for quarter in 0..=4 {
        let p = f64::from(quarter) / 4.0;
        let y = plot.y(p);
        let pen = Pen::solid(if quarter % 4 == 0 { 0.8 } else { 0.4 }, GREY);
        page.line((plot.left, y), (right, y), pen);
        let label = percent(p);
        page.text_right(
            plot.left - 1.5 * MM,
            y + 3.0,
            Font::Regular,
            8.0,
            BLACK,
            &label,
        );
    }
    let axis = chart_axis(story.game);
    page.text(
        plot.left,
        plot.top - 3.0 * MM,
        Font::Bold,
        9.0,
        BLACK,
        &axis,
    );
    sections(page, plot, story);
    let frame = Pen::solid(0.8, BLACK);
    page.rect(
        plot.left,
        plot.top,
        plot.width,
        plot.height,
        None,
        Some(frame),
    );
}

/// A dotted line where every few holes or turns start (all of them for a golf card of
/// up to 24 holes), numbered: a hole's number in the middle of its stretch, a turn's at
/// its line.
fn sections(page: &mut Page, plot: &Plot, story: &Story) {
    let marks = story.section_starts();
    let stride = marks.len().div_ceil(24).max(1);
    let holes = story.game == GameKind::StraightGolf;
    let dotted = Pen {
        width: 0.3,
        colour: GREY,
        dash: &[1.0, 2.0],
    };
    let below = plot.top + plot.height + 4.0 * MM;
    let shown: Vec<&(usize, u32)> = marks.iter().step_by(stride).collect();
    for (k, (roll, n)) in shown.iter().enumerate() {
        // The section's first roll moves the line from the point before it.
        let x = plot.x(roll.saturating_sub(1));
        page.line((x, plot.top), (x, plot.top + plot.height), dotted);
        let label_x = match shown.get(k + 1) {
            Some((next, _)) if holes => (x + plot.x(next.saturating_sub(1))) / 2.0,
            None if holes => (x + plot.x(plot.rolls)) / 2.0,
            _ => x,
        };
        let label = n.to_string();
        page.text_centred(label_x, below, Font::Regular, 7.5, BLACK, &label);
    }
    let word = chart_unit_axis(story.game);
    let right = plot.left + plot.width;
    page.text_right(right, below + 4.5 * MM, Font::Regular, 8.0, GREY, &word);
}

/// One seat's line, with its mark at the start, every so often along it, and at the end.
fn player_line(page: &mut Page, plot: &Plot, story: &Story, seat: usize) {
    let colour = crate::seat_look::seat_mark(seat).colour;
    let points: Vec<(f64, f64)> = story
        .points
        .iter()
        .filter_map(|p| Some((plot.x(p.roll), plot.y(*p.chances.get(seat)?))))
        .collect();
    // A dark edge under the colour keeps pale colours (yellow) visible in grey.
    page.polyline(
        &points,
        Pen {
            width: 2.6,
            colour: [40, 40, 40],
            dash: DASHES[seat % 8],
        },
    );
    page.polyline(
        &points,
        Pen {
            width: 1.6,
            colour,
            dash: DASHES[seat % 8],
        },
    );
    let every = (points.len() / 6).max(1);
    let offset = seat * every / 8;
    for (k, (x, y)) in points.iter().enumerate() {
        if (k + offset).is_multiple_of(every) || k + 1 == points.len() {
            draw_mark(page, seat, *x, *y, 2.6);
        }
    }
}

/// The key on the right: each seat's mark, dash and name, and the chance it ended on.
fn legend(page: &mut Page, plot: &Plot, story: &Story) {
    let x = plot.left + plot.width + 6.0 * MM;
    let mut y = plot.top + 2.0 * MM;
    for (seat, name) in story.players.iter().enumerate() {
        let colour = crate::seat_look::seat_mark(seat).colour;
        let dash = DASHES[seat % 8];
        page.line(
            (x, y),
            (x + 12.0 * MM, y),
            Pen {
                width: 2.6,
                colour: [40, 40, 40],
                dash,
            },
        );
        page.line(
            (x, y),
            (x + 12.0 * MM, y),
            Pen {
                width: 1.6,
                colour,
                dash,
            },
        );
        draw_mark(page, seat, x + 6.0 * MM, y, 2.8);
        let last = story
            .points
            .last()
            .and_then(|p| p.chances.get(seat))
            .copied();
        let shown = fit(name, Font::Bold, 10.0, LEGEND - 34.0 * MM);
        page.text(x + 14.5 * MM, y + 3.5, Font::Bold, 10.0, BLACK, &shown);
        if let Some(p) = last {
            page.text_right(
                x + LEGEND - 8.0 * MM,
                y + 3.5,
                Font::Regular,
                10.0,
                BLACK,
                &percent(p),
            );
        }
        y += 9.0 * MM;
    }
}
