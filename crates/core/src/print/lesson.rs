//! The audience's lesson on paper, for a game the audience played along with: the
//! calibration chart (a column per tenth of what the audience said, as high as how often
//! those answers came true; the diagonal where saying and happening agree; a dot for
//! what the exact odds said of the same answers; the number of answers under each
//! column) and the final leaderboard beside it. The same chart as the game-over sheet,
//! in black, greys and one colour, so that it photocopies.

use super::font::Font;
use super::layout::{GREY, MM, PALE, Paper, fit, footer, paragraph, wrap};
use super::pdf::{BLACK, Page, Pen};
use crate::audience::{BINS, Board, Calibration, Lesson};
use crate::present::{audience_points, percent};

const MARGIN: f64 = 12.0 * MM;
/// Width of the leaderboard beside the chart.
const BOARD: f64 = 90.0 * MM;
const AXIS_ROOM: f64 = 16.0 * MM;
const BODY: f64 = 9.5;
/// The columns' fill: the felt's green, dark enough to photocopy as a grey.
const COLUMN: [u8; 3] = [46, 110, 72];

/// Where the plot sits on the page.
struct Plot {
    left: f64,
    top: f64,
    width: f64,
    height: f64,
}

impl Plot {
    /// The page's point for a chance said (`x`, 0 to 1) and one that happened (`y`).
    fn at(&self, x: f64, y: f64) -> (f64, f64) {
        (
            self.left + self.width * x.clamp(0.0, 1.0),
            self.top + self.height * (1.0 - y.clamp(0.0, 1.0)),
        )
    }
}

/// The lesson's page.
pub(super) fn page(lesson: &Lesson, paper: Paper) -> Page {
    let (w, h) = paper.landscape();
    let mut page = Page::new(w, h);
    let title = crate::t!("game-over-calibration");
    page.text(MARGIN, MARGIN + 14.0, Font::Bold, 16.0, BLACK, &title);
    let legend = crate::t!("game-over-calibration-legend");
    let legend_lines = wrap(&legend, Font::Regular, BODY, w - 2.0 * MARGIN);
    let below = legend_lines.len() as f64 * BODY * 1.4 + 20.0 * MM;
    let plot = Plot {
        left: MARGIN + AXIS_ROOM,
        top: MARGIN + 14.0 + 10.0 * MM,
        width: w - 2.0 * MARGIN - AXIS_ROOM - BOARD - 8.0 * MM,
        height: h - MARGIN - 14.0 - 10.0 * MM - MARGIN - below,
    };
    chart(&mut page, &plot, &lesson.calibration);
    board(&mut page, (w - MARGIN - BOARD, plot.top), &lesson.board);
    let under = (MARGIN, plot.top + plot.height + 17.0 * MM);
    paragraph(
        &mut page,
        &legend_lines,
        under,
        (Font::Regular, BODY, BLACK),
        BODY * 1.4,
    );
    footer(&mut page, MARGIN);
    page
}

/// The grid, the columns, the diagonal and the odds' dots.
fn chart(page: &mut Page, plot: &Plot, cal: &Calibration) {
    for quarter in 0..=4 {
        let p = f64::from(quarter) / 4.0;
        let (x0, y) = plot.at(0.0, p);
        let (x1, _) = plot.at(1.0, p);
        page.line((x0, y), (x1, y), Pen::solid(0.4, GREY));
        page.text_right(
            x0 - 1.5 * MM,
            y + 3.0,
            Font::Regular,
            8.0,
            BLACK,
            &percent(p),
        );
        let (xq, bottom) = plot.at(p, 0.0);
        page.text_centred(xq, bottom + 9.0 * MM, Font::Regular, 8.0, GREY, &percent(p));
    }
    let step = 1.0 / BINS as f64;
    for (i, bin) in cal.bins.iter().enumerate() {
        let left = i as f64 * step;
        let (centre, bottom) = plot.at(left + step / 2.0, 0.0);
        let count = bin.count.to_string();
        page.text_centred(centre, bottom + 4.0 * MM, Font::Regular, 8.0, BLACK, &count);
        let (Some(happened), Some(odds)) = (bin.happened_share(), bin.odds_mean()) else {
            continue;
        };
        let (x0, top) = plot.at(left + step * 0.15, happened);
        let (x1, _) = plot.at(left + step * 0.85, 0.0);
        page.rect(
            x0,
            top,
            x1 - x0,
            bottom - top,
            Some(COLUMN),
            Some(Pen::solid(0.5, BLACK)),
        );
        let said = bin.said_mean().unwrap_or(left + step / 2.0);
        dot(page, plot.at(said, odds), 2.2 * MM / 2.0);
    }
    page.line(plot.at(0.0, 0.0), plot.at(1.0, 1.0), Pen::solid(1.2, GREY));
    let (x, y) = plot.at(0.0, 1.0);
    page.rect(
        x,
        y,
        plot.width,
        plot.height,
        None,
        Some(Pen::solid(0.8, BLACK)),
    );
}

/// The odds' dot: black, ringed in white so that it shows on a column too.
fn dot(page: &mut Page, (x, y): (f64, f64), r: f64) {
    let ring: Vec<(f64, f64)> = (0..16)
        .map(|k| {
            let a = f64::from(k) * std::f64::consts::TAU / 16.0;
            (x + r * a.cos(), y + r * a.sin())
        })
        .collect();
    page.polygon(&ring, Some(BLACK), Some(Pen::solid(0.8, [255, 255, 255])));
}

/// A five-pointed star of outer radius `r` centred at `(x, y)`: beat the odds.
fn star(page: &mut Page, (x, y): (f64, f64), r: f64) {
    let points: Vec<(f64, f64)> = (0..10)
        .map(|k| {
            let a = f64::from(k) * std::f64::consts::PI / 5.0 - std::f64::consts::FRAC_PI_2;
            let reach = if k % 2 == 0 { r } else { r * 0.42 };
            (x + reach * a.cos(), y + reach * a.sin())
        })
        .collect();
    page.polygon(&points, Some([230, 170, 30]), Some(Pen::solid(0.6, BLACK)));
}

/// The final leaderboard at `(x, top)`: how many played, the top rows (place, name,
/// points, ★ above the odds), and the odds' points.
fn board(page: &mut Page, (x, top): (f64, f64), board: &Board) {
    let heading = crate::t!("hud-audience-title", n = board.playing);
    let heading = fit(&heading, Font::Bold, 12.0, BOARD);
    page.text(x, top + 10.0, Font::Bold, 12.0, BLACK, &heading);
    let mut y = top + 10.0 + 8.0 * MM;
    for row in &board.top {
        page.rect(x, y - 4.5 * MM, BOARD, 6.5 * MM, Some(PALE), None);
        page.text(
            x + 1.5 * MM,
            y,
            Font::Regular,
            10.0,
            GREY,
            &row.rank.to_string(),
        );
        let name = fit(&row.name, Font::Bold, 10.0, BOARD - 34.0 * MM);
        page.text(x + 9.0 * MM, y, Font::Bold, 10.0, BLACK, &name);
        let points = audience_points(row.points);
        let right = x + BOARD - 1.5 * MM;
        page.text_right(right, y, Font::Bold, 10.0, BLACK, &points);
        if row.beat_the_odds {
            // Drawn, not a glyph: the paper's fonts have no ★.
            let width = Font::Bold.width(&points, 10.0);
            star(page, (right - width - 3.5 * MM, y - 3.5), 2.0 * MM);
        }
        y += 8.0 * MM;
    }
    let odds = crate::t!(
        "hud-audience-odds",
        points = audience_points(board.odds_points)
    );
    page.text(x + 1.5 * MM, y, Font::Regular, 10.0, GREY, &odds);
}
