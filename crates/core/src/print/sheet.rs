//! The instruction sheet: the rules panel's sections for the game and its house rules,
//! upright, a heading and its text after another, on as many pages as they take.

use super::font::Font;
use super::layout::{GREY, MM, Paper, footer, wrap};
use super::pdf::{BLACK, Page, Pen};
use crate::present::{house_rules_line, rules_text, sheet_title};
use crate::rules::GameSetup;

const MARGIN: f64 = 18.0 * MM;
const TITLE: f64 = 24.0;
const HEADING: f64 = 14.0;
const BODY: f64 = 12.0;
const FOOTER: f64 = 8.0;
/// Line height as a share of the type size.
const LEADING: f64 = 1.38;

/// Text running down the pages, starting a page when the next block would not fit.
struct Flow {
    paper: (f64, f64),
    pages: Vec<Page>,
    y: f64,
}

impl Flow {
    fn new(paper: Paper) -> Self {
        let (w, h) = paper.portrait();
        Self {
            paper: (w, h),
            pages: vec![Page::new(w, h)],
            y: MARGIN,
        }
    }

    fn width(&self) -> f64 {
        self.paper.0 - 2.0 * MARGIN
    }

    /// Starts a new page unless `height` more points fit below `y`.
    fn room_for(&mut self, height: f64) {
        let bottom = self.paper.1 - MARGIN - FOOTER * 2.0;
        if self.y + height > bottom && self.y > MARGIN {
            self.pages.push(Page::new(self.paper.0, self.paper.1));
            self.y = MARGIN;
        }
    }

    /// The page being written.
    fn page(&mut self) -> &mut Page {
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    /// A wrapped paragraph in `font` at `size`.
    fn paragraph(&mut self, text: &str, font: Font, size: f64, colour: [u8; 3]) {
        let step = size * LEADING;
        for line in wrap(text, font, size, self.width()) {
            self.room_for(step);
            let y = self.y + size;
            self.page()
                .text(MARGIN + line.indent, y, font, size, colour, &line.text);
            self.y += step;
        }
    }
}

/// The sheet's pages for `setup`'s game and house rules.
pub(super) fn sheet(setup: &GameSetup, paper: Paper) -> Vec<Page> {
    let mut flow = Flow::new(paper);
    flow.paragraph(&sheet_title(setup.game), Font::Bold, TITLE, BLACK);
    flow.paragraph(&house_rules_line(setup), Font::Regular, BODY, GREY);
    let y = flow.y + 2.0 * MM;
    let right = flow.paper.0 - MARGIN;
    flow.page()
        .line((MARGIN, y), (right, y), Pen::solid(0.8, BLACK));
    flow.y = y + 4.0 * MM;
    for (heading, text) in rules_text(setup.game, &setup.slam_dice, &setup.straight_golf) {
        // Keep a heading with the first lines of its text.
        flow.room_for(HEADING * LEADING + 3.0 * BODY * LEADING);
        flow.paragraph(&heading, Font::Bold, HEADING, BLACK);
        flow.y += 0.8 * MM;
        flow.paragraph(&text, Font::Regular, BODY, BLACK);
        flow.y += 3.5 * MM;
    }
    for page in &mut flow.pages {
        footer(page, MARGIN);
    }
    flow.pages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_runs_on_to_more_pages_inside_the_margins() {
        let mut flow = Flow::new(Paper::Letter);
        let long = "Every player rolls one die, in seat order. ".repeat(400);
        flow.paragraph(&long, Font::Regular, BODY, BLACK);
        assert!(flow.pages.len() > 2, "{} pages", flow.pages.len());
        let bottom = flow.paper.1 - MARGIN - FOOTER * 2.0;
        assert!(flow.y <= bottom && flow.y > MARGIN);
        let setup = GameSetup::default();
        assert_eq!(sheet(&setup, Paper::A4).len(), 1, "the rules fit one page");
    }
}
