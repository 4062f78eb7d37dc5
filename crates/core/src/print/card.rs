//! The score card: a landscape page with a row per seat (its mark, its shape's name, its
//! dice's finish on a filled card where it is not solid, and the player's name), for Straight Golf a column per hole with OUT, IN and TOTAL, for
//! Slam Dice the slam number, a score track of numbered boxes up to the target and the
//! place. Blank, with room for a pen or a dry-erase marker, or filled from a kept game
//! with its verdict and every player's luck. The reminder of the scoring sits below.

use super::font::Font;
use super::layout::{GREY, MM, PALE, Paper, draw_mark, fit, footer, paragraph, tint, wrap};
use super::pdf::{BLACK, Page, Pen};
use crate::present::{
    self, CardColumn, PaperLabel, Tone, card_reminder, card_title, house_rules_line, paper_label,
    played_line,
};
use crate::rules::golf::{NINE, StraightGolf};
use crate::rules::odds::Luck;
use crate::rules::{Game, GameKind, GameRecord, GameSetup, SlamDice, SlamNumberMode};
use crate::seat_look::{Finish, seat_mark};

const MARGIN: f64 = 12.0 * MM;
/// The widest a row gets: room to write in.
const MAX_ROW: f64 = 15.0 * MM;
const HEADER_ROW: f64 = 7.0 * MM;
const MARK_COLUMN: f64 = 10.0 * MM;
const MIN_NAME: f64 = 40.0 * MM;
const MAX_NAME: f64 = 62.0 * MM;
const MAX_HOLE: f64 = 16.0 * MM;
const MAX_BOX: f64 = 13.0 * MM;
/// The one score column of a race too long for a track of boxes.
const MAX_SCORE: f64 = 110.0 * MM;
/// Text and lines in the table.
const CELL: f64 = 10.0;
const RULE: Pen = Pen::solid(0.6, BLACK);
const THICK: Pen = Pen::solid(1.4, BLACK);
const BODY: f64 = 10.0;
/// The shading of the sum columns (OUT, IN, TOTAL).
const SUM_SHADE: [u8; 3] = [244, 244, 244];
/// Slam Dice tracks with more boxes than this get one score column instead.
const MAX_TRACK: u32 = 30;

/// A kept game to fill the card from.
pub(super) struct Filled<'a> {
    /// The game after its dice.
    pub game: &'a Game,
    /// Its record (the times).
    pub record: &'a GameRecord,
    /// Each seat's luck.
    pub luck: &'a [Luck],
    /// Each seat's dice finish (from the settings; a seat past the end has solid dice).
    pub finishes: &'a [Finish],
}

/// What the table has to work with: the page, where it starts, the rows' height.
#[derive(Debug, Clone, Copy)]
struct Table {
    left: f64,
    right: f64,
    top: f64,
    row: f64,
    seats: usize,
}

impl Table {
    /// The top of seat `seat`'s row in a band whose header row starts at `band_top`.
    fn row_top(&self, band_top: f64, seat: usize) -> f64 {
        band_top + HEADER_ROW + self.row * seat as f64
    }

    fn band_height(&self) -> f64 {
        HEADER_ROW + self.row * self.seats as f64
    }
}

/// The card page for `setup`, with `seats` rows, filled from `filled` when given.
pub(super) fn card(setup: &GameSetup, seats: usize, filled: Option<&Filled>, paper: Paper) -> Page {
    let (w, h) = paper.landscape();
    let mut page = Page::new(w, h);
    let mut y = header(&mut page, setup, filled);
    let reminder = wrap(&card_reminder(setup), Font::Regular, BODY, w - 2.0 * MARGIN);
    let luck = filled.map_or_else(Vec::new, |f| present::luck_lines(f.game, f.luck));
    let below = (reminder.len() + luck.len()) as f64 * BODY * 1.35 + 14.0 * MM;
    let bands = bands(setup).len();
    let rows = (bands * seats) as f64;
    let room = h - MARGIN - y - below - bands as f64 * (HEADER_ROW + 4.0 * MM);
    let table = Table {
        left: MARGIN,
        right: w - MARGIN,
        top: y,
        row: (room / rows).min(MAX_ROW),
        seats,
    };
    y = match setup.game {
        GameKind::StraightGolf => golf_table(&mut page, &table, setup, filled),
        GameKind::SlamDice => slam_table(&mut page, &table, setup, filled),
    };
    y += 5.0 * MM;
    for line in &luck {
        page.text(MARGIN, y + BODY, Font::Regular, BODY, BLACK, line);
        y += BODY * 1.35;
    }
    if !luck.is_empty() {
        y += 2.0 * MM;
    }
    let reminder_look = (Font::Regular, BODY, GREY);
    paragraph(
        &mut page,
        &reminder,
        (MARGIN, y + BODY),
        reminder_look,
        BODY * 1.35,
    );
    footer(&mut page, MARGIN);
    page
}

/// Title, house rules, and either the blanks to fill in or the verdict and when it was
/// played; returns where the table starts.
fn header(page: &mut Page, setup: &GameSetup, filled: Option<&Filled>) -> f64 {
    let right = page.width - MARGIN;
    page.text(
        MARGIN,
        MARGIN + 16.0,
        Font::Bold,
        18.0,
        BLACK,
        &card_title(setup.game),
    );
    page.text_right(
        right,
        MARGIN + 16.0,
        Font::Regular,
        BODY,
        GREY,
        &house_rules_line(setup),
    );
    let y = MARGIN + 16.0 + 7.0 * MM;
    match filled {
        None => {
            let mut blanks = vec![PaperLabel::Date];
            if setup.game == GameKind::StraightGolf {
                blanks.extend([PaperLabel::FirstPlayer, PaperLabel::Scorekeeper]);
            } else if setup.slam_dice.slam_number == SlamNumberMode::Shared {
                blanks.push(PaperLabel::SlamNumber);
            }
            let mut x = MARGIN;
            for label in blanks {
                let text = crate::t!("paper-blank-field", label = paper_label(label));
                page.text(x, y, Font::Bold, 11.0, BLACK, &text);
                x += Font::Bold.width(&text, 11.0) + 2.0 * MM;
                let long = if label == PaperLabel::SlamNumber {
                    14.0
                } else {
                    48.0
                };
                page.line((x, y + 1.5), (x + long * MM, y + 1.5), RULE);
                x += (long + 8.0) * MM;
            }
            y + 5.0 * MM
        }
        Some(f) => filled_header(page, f, y),
    }
}

/// The verdict (large), what it means, when the game was played and who started.
fn filled_header(page: &mut Page, f: &Filled, y: f64) -> f64 {
    let (title, detail) = match present::verdict(f.game) {
        Some(v) => (v.title, v.detail),
        None => (present::unfinished_title().to_string(), String::new()),
    };
    page.text(MARGIN, y + 2.0, Font::Bold, 15.0, BLACK, &title);
    let mut notes = vec![detail];
    notes.extend(played_line(f.record));
    match f.game {
        Game::Golf(g) => notes.extend(present::roll_off_line(g)),
        Game::Slam(g) => {
            if g.options().slam_number == SlamNumberMode::Shared
                && let Some(n) = g.slam_number(0)
            {
                notes.push(crate::t!("paper-slam-number-drawn", number = n.0.value()));
            }
        }
    }
    let notes: Vec<String> = notes.into_iter().filter(|n| !n.is_empty()).collect();
    let x = MARGIN + Font::Bold.width(&title, 15.0) + 6.0 * MM;
    page.text(x, y + 2.0, Font::Regular, BODY, GREY, &notes.join(" · "));
    y + 5.0 * MM
}

/// The card's columns in bands of two nines (one band up to 18 holes): each band's
/// holes with each nine's sum after it when the game has more than one nine, TOTAL at
/// the end of the last band.
fn bands(setup: &GameSetup) -> Vec<Vec<CardColumn>> {
    if setup.game != GameKind::StraightGolf {
        return vec![Vec::new()];
    }
    let rounds = setup.straight_golf.rounds as usize;
    let nines = rounds.div_ceil(NINE);
    let mut out: Vec<Vec<CardColumn>> = Vec::new();
    for nine in 0..nines {
        if nine % 2 == 0 {
            out.push(Vec::new());
        }
        let Some(band) = out.last_mut() else { continue };
        let last = rounds.min((nine + 1) * NINE);
        band.extend((nine * NINE + 1..=last).map(CardColumn::Hole));
        if nines > 1 {
            band.push(CardColumn::Nine(nine));
        }
    }
    if let Some(band) = out.last_mut() {
        band.push(CardColumn::Total);
    }
    out
}

/// The width of a column in units of a hole column.
fn units(c: CardColumn) -> f64 {
    match c {
        CardColumn::Hole(_) => 1.0,
        CardColumn::Nine(_) => 1.3,
        CardColumn::Total => 1.5,
    }
}

/// Each seat's mark, its legend (the shape's name, and the dice's finish where it is not
/// solid: "triangle, marble") and the name in the first two columns of a band.
fn seat_cells(
    page: &mut Page,
    t: &Table,
    band_top: f64,
    name_w: f64,
    names: Option<&[String]>,
    finishes: &[Finish],
) {
    page.text(
        t.left + MARK_COLUMN + 1.5 * MM,
        band_top + HEADER_ROW - 2.0 * MM,
        Font::Bold,
        CELL,
        BLACK,
        &paper_label(PaperLabel::Player),
    );
    for seat in 0..t.seats {
        let top = t.row_top(band_top, seat);
        let r = (t.row * 0.3).min(3.4 * MM);
        draw_mark(page, seat, t.left + MARK_COLUMN / 2.0, top + t.row / 2.0, r);
        let x = t.left + MARK_COLUMN + 1.5 * MM;
        let legend = fit(
            &legend(seat, finishes),
            Font::Regular,
            6.5,
            name_w - 3.0 * MM,
        );
        page.text(x, top + 6.5 + 1.0, Font::Regular, 6.5, GREY, &legend);
        if let Some(name) = names.and_then(|n| n.get(seat)) {
            let shown = fit(name, Font::Bold, 11.0, name_w - 3.0 * MM);
            page.text(x, top + t.row / 2.0 + 5.5, Font::Bold, 11.0, BLACK, &shown);
        }
    }
}

/// The words beside seat `seat`'s mark: its shape's name, with its dice's finish after
/// it unless they are solid (the finish everyone has until they pick one).
fn legend(seat: usize, finishes: &[Finish]) -> String {
    let mark = seat_mark(seat).word();
    match finishes.get(seat).copied().unwrap_or_default() {
        Finish::Solid => mark,
        finish => crate::t!("paper-mark-finish", mark = mark, finish = finish.word()),
    }
}

/// The header row's shading, drawn before the text on it.
fn header_row(page: &mut Page, t: &Table, band_top: f64, right: f64) {
    page.rect(
        t.left,
        band_top,
        right - t.left,
        HEADER_ROW,
        Some(PALE),
        None,
    );
}

/// The grid: a line under the header and between rows, lines between the columns
/// (`short` ones only below the header), a thick frame.
fn grid(page: &mut Page, t: &Table, band_top: f64, right: f64, columns: &[f64], short: &[f64]) {
    let bottom = band_top + t.band_height();
    for seat in 0..=t.seats {
        let y = t.row_top(band_top, seat);
        page.line(
            (t.left, y),
            (right, y),
            if seat == 0 { THICK } else { RULE },
        );
    }
    for x in columns {
        page.line((*x, band_top), (*x, bottom), RULE);
    }
    for x in short {
        page.line((*x, band_top + HEADER_ROW), (*x, bottom), RULE);
    }
    page.rect(
        t.left,
        band_top,
        right - t.left,
        t.band_height(),
        None,
        Some(THICK),
    );
}

/// Text centred in a cell of the row starting at `top`.
fn in_cell(page: &mut Page, (x, w): (f64, f64), top: f64, t: &Table, font: Font, text: &str) {
    page.text_centred(
        x + w / 2.0,
        top + t.row / 2.0 + 4.0,
        font,
        11.0,
        BLACK,
        text,
    );
}

/// A column heading, centred over `(x, w)`.
fn heading(page: &mut Page, (x, w): (f64, f64), t: &Table, font: Font, size: f64, text: &str) {
    // Smaller where the language's word is wider than its column ("VUELTA", "GESAMT").
    let room = (w - MM).max(MM);
    let wide = font.width(text, size);
    let size = if wide > room {
        size * room / wide
    } else {
        size
    };
    page.text_centred(
        x + w / 2.0,
        t.top + HEADER_ROW - 2.0 * MM,
        font,
        size,
        BLACK,
        text,
    );
}

/// The Straight Golf table: a band per two nines; returns where it ends.
fn golf_table(page: &mut Page, t: &Table, setup: &GameSetup, filled: Option<&Filled>) -> f64 {
    let finishes = filled.map_or(&[][..], |f| f.finishes);
    let all = bands(setup);
    let width = |band: &[CardColumn]| band.iter().copied().map(units).sum::<f64>();
    let widest = all.iter().map(|b| width(b)).fold(0.0, f64::max);
    let free = t.right - t.left - MARK_COLUMN;
    let hole = ((free - MIN_NAME) / widest).min(MAX_HOLE);
    let name_w = (free - hole * widest).min(MAX_NAME);
    let game = match filled.map(|f| f.game) {
        Some(Game::Golf(g)) => Some(g),
        _ => None,
    };
    let mut band_table = *t;
    for band in &all {
        let t = &band_table;
        let right = t.left + MARK_COLUMN + name_w + hole * width(band);
        header_row(page, t, t.top, right);
        let mut x = t.left + MARK_COLUMN + name_w;
        let mut lines = vec![t.left + MARK_COLUMN, x];
        for &c in band {
            let w = hole * units(c);
            golf_column(page, t, (x, w), c, game);
            x += w;
            lines.push(x);
        }
        seat_cells(page, t, t.top, name_w, game.map(|g| g.players()), finishes);
        grid(page, t, t.top, x, &lines, &[]);
        band_table.top += t.band_height() + 4.0 * MM;
    }
    band_table.top - 4.0 * MM
}

/// One column of the golf card: its heading, the sums shaded (a winner's total in their
/// colour), and each seat's points on a filled card.
fn golf_column(
    page: &mut Page,
    t: &Table,
    (x, w): (f64, f64),
    c: CardColumn,
    game: Option<&StraightGolf>,
) {
    let sum = !matches!(c, CardColumn::Hole(_));
    let font = if sum { Font::Bold } else { Font::Regular };
    heading(page, (x, w), t, font, CELL, &c.title());
    for seat in 0..t.seats {
        let top = t.row_top(t.top, seat);
        if sum {
            let won = game.is_some_and(|g| g.is_over() && g.winners().contains(&seat));
            let shade = if won && c == CardColumn::Total {
                tint(seat_mark(seat).colour, 0.45)
            } else {
                SUM_SHADE
            };
            page.rect(x, top, w, t.row, Some(shade), None);
        }
        if let Some(v) = game.and_then(|g| c.value(&g.cards().get(seat)?.holes)) {
            in_cell(page, (x, w), top, t, font, &present::card_points(v));
        }
    }
}

/// The Slam Dice table: the slam number (each player's own, when they roll one), the
/// score track and the place; returns where it ends.
fn slam_table(page: &mut Page, t: &Table, setup: &GameSetup, filled: Option<&Filled>) -> f64 {
    let finishes = filled.map_or(&[][..], |f| f.finishes);
    let w = SlamWidths::of(t, setup);
    let game = match filled.map(|f| f.game) {
        Some(Game::Slam(g)) => Some(g),
        _ => None,
    };
    let track_w = w.cell * f64::from(w.boxes);
    let mut x = t.left + MARK_COLUMN + w.name;
    header_row(page, t, t.top, x + w.number + track_w + w.place);
    let mut lines = vec![t.left + MARK_COLUMN, x];
    if w.number > 0.0 {
        own_numbers(page, t, (x, w.number), game);
        x += w.number;
        lines.push(x);
    }
    heading(
        page,
        (x, track_w),
        t,
        Font::Bold,
        CELL,
        &paper_label(PaperLabel::Score),
    );
    let track: Vec<f64> = (1..w.boxes).map(|k| x + w.cell * f64::from(k)).collect();
    for seat in 0..t.seats {
        let score = game.and_then(|g| g.scores().get(seat).copied());
        slam_track(page, t, (x, w.cell), w.boxes, seat, score);
    }
    x += track_w;
    lines.push(x);
    place_column(page, t, (x, w.place), game);
    x += w.place;
    seat_cells(page, t, t.top, w.name, game.map(|g| g.players()), finishes);
    grid(page, t, t.top, x, &lines, &track);
    t.top + t.band_height()
}

/// The Slam Dice card's column widths: the name, the own slam number (with the
/// per-player variant), each box of the score track and the place.
struct SlamWidths {
    name: f64,
    number: f64,
    boxes: u32,
    cell: f64,
    place: f64,
}

impl SlamWidths {
    /// The widths for `setup`'s options in the table's width.
    fn of(t: &Table, setup: &GameSetup) -> Self {
        let o = &setup.slam_dice;
        let number = if o.slam_number == SlamNumberMode::PerPlayer {
            22.0 * MM
        } else {
            0.0
        };
        let place = 30.0 * MM;
        let boxes = if o.target <= MAX_TRACK { o.target } else { 1 };
        let free = t.right - t.left - MARK_COLUMN - number - place;
        // One score box (a long race) gets the room to write a running score in.
        let widest = if boxes == 1 { MAX_SCORE } else { MAX_BOX };
        let cell = ((free - MIN_NAME) / f64::from(boxes)).min(widest);
        let name = (free - cell * f64::from(boxes)).min(MAX_NAME);
        SlamWidths {
            name,
            number,
            boxes,
            cell,
            place,
        }
    }
}

/// The Place column: its heading, and on a kept game's card each seat's place, a
/// loser's in bold.
fn place_column(page: &mut Page, t: &Table, (x, width): (f64, f64), game: Option<&SlamDice>) {
    heading(
        page,
        (x, width),
        t,
        Font::Bold,
        CELL,
        &paper_label(PaperLabel::Place),
    );
    for (seat, (text, tone)) in
        (0..t.seats).filter_map(|s| Some((s, present::slam_status(game?, s)?)))
    {
        let font = if tone == Tone::Bad {
            Font::Bold
        } else {
            Font::Regular
        };
        in_cell(page, (x, width), t.row_top(t.top, seat), t, font, &text);
    }
}

/// Each player's own slam number (with the per-player variant): a box to write it in,
/// filled on a kept game's card.
fn own_numbers(page: &mut Page, t: &Table, column: (f64, f64), game: Option<&SlamDice>) {
    let label = paper_label(PaperLabel::SlamNumber);
    heading(page, column, t, Font::Bold, 8.0, &label);
    for seat in 0..t.seats {
        if let Some(n) = game.and_then(|g| g.slam_number(seat)) {
            let top = t.row_top(t.top, seat);
            in_cell(page, column, top, t, Font::Bold, &n.0.to_string());
        }
    }
}

/// A seat's score track: numbered boxes (every fifth number bold, a Small Slam's jump),
/// shaded in the seat's colour and struck through up to `score` on a filled card; with
/// one box it holds the score itself.
fn slam_track(
    page: &mut Page,
    t: &Table,
    (x, cell): (f64, f64),
    boxes: u32,
    seat: usize,
    score: Option<u32>,
) {
    let top = t.row_top(t.top, seat);
    if boxes == 1 {
        if let Some(s) = score {
            in_cell(page, (x, cell), top, t, Font::Bold, &s.to_string());
        }
        return;
    }
    for k in 1..=boxes {
        let left = x + cell * f64::from(k - 1);
        if score.is_some_and(|s| k <= s) {
            let colour = tint(seat_mark(seat).colour, 0.4);
            page.rect(left, top, cell, t.row, Some(colour), None);
            let stroke = Pen::solid(1.2, BLACK);
            page.line(
                (left + cell * 0.2, top + t.row * 0.8),
                (left + cell * 0.8, top + t.row * 0.2),
                stroke,
            );
        }
        let font = if k % 5 == 0 {
            Font::Bold
        } else {
            Font::Regular
        };
        page.text(
            left + 1.0 * MM,
            top + 6.5 + 0.8 * MM,
            font,
            6.5,
            GREY,
            &k.to_string(),
        );
    }
}
