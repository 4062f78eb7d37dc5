//! `party-dice story FILE [--json]`: the story of a recorded game (a replay, a
//! kept game, the autosave): each player's chance to win or to be the loser before the
//! first roll and after every roll, and the biggest swing; and, where an audience played
//! along, its final board and its lesson (the calibration, tenth by tenth).

use super::Output;
use crate::audience::{BINS, Lesson};
use crate::present::{audience_points, percent, roll_hover, swing_sentence};
use crate::record::load_record;
use crate::rules::GameKind;
use crate::rules::odds::{self, Story};
use std::fmt::Write as _;
use std::path::Path;

/// The story with what its audience left, as `story --json` writes it.
#[derive(serde::Serialize)]
struct StoryJson<'a> {
    #[serde(flatten)]
    story: &'a Story,
    #[serde(skip_serializing_if = "Option::is_none")]
    audience: Option<&'a Lesson>,
}

/// Runs `story`: one line per roll and the biggest swing in plain words, then the
/// audience's board and lesson where it played along; or one JSON object
/// `{"game", "points", "swing"}` (and `"audience"`: the record's lesson, where it has
/// one). Bad input as for `odds`: one message naming the file (with line and column
/// where known), exit 2.
pub fn run(path: &Path, as_json: bool) -> Output {
    let record = match load_record(path) {
        Ok(r) => r,
        Err(e) => return Output::bad_input(e.to_string()),
    };
    let story = match odds::story(&record) {
        Ok(t) => t,
        Err(e) => return Output::bad_input(super::about(path, &e)),
    };
    let audience = record.audience.as_ref();
    if as_json {
        match serde_json::to_string(&StoryJson {
            story: &story,
            audience,
        }) {
            Ok(json) => Output::ok(format!("{json}\n")),
            Err(e) => Output::bad_input(super::about(path, &e)),
        }
    } else {
        let mut out = text_story(&story);
        if let Some(lesson) = audience {
            out.push_str(&text_lesson(lesson));
        }
        Output::ok(out)
    }
}

/// The audience's part in plain words: its final board (place, name, points, ★ above the
/// odds), the odds' points, and the lesson: for each tenth of what it said, how often
/// that came true beside what the odds said of the same answers.
fn text_lesson(lesson: &Lesson) -> String {
    let board = &lesson.board;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n{}",
        crate::t!("hud-audience-title", n = board.playing)
    );
    for row in &board.top {
        let star = if row.beat_the_odds { " ★" } else { "" };
        let points = audience_points(row.points);
        let _ = writeln!(out, "  {}. {}  {points}{star}", row.rank, row.name);
    }
    let odds = audience_points(board.odds_points);
    let _ = writeln!(out, "  {}", crate::t!("hud-audience-odds", points = odds));
    if board.top.iter().any(|r| r.beat_the_odds) {
        let _ = writeln!(out, "  {}", crate::t!("cli-story-beat"));
    }
    let _ = writeln!(out, "{}", crate::t!("game-over-calibration"));
    for (i, bin) in lesson.calibration.bins.iter().enumerate() {
        let Some(said) = bin.said_mean() else {
            continue;
        };
        let count = f64::from(bin.count);
        let line = crate::t!(
            "cli-story-lesson-bin",
            from = percent(i as f64 / BINS as f64),
            to = percent((i + 1) as f64 / BINS as f64),
            happened = bin.happened,
            count = bin.count,
            rate = percent(f64::from(bin.happened) / count),
            said = percent(said),
            odds = percent(bin.odds / count)
        );
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// The story in plain words: a heading, the chances at the start, a line per roll
/// (its hover text) and the biggest swing.
pub(crate) fn text_story(story: &Story) -> String {
    let names = &story.players;
    let goal = match story.game {
        GameKind::StraightGolf => "win",
        GameKind::SlamDice => "lose",
    };
    let mut out = String::new();
    let rolls = story.points.len().saturating_sub(1);
    let _ = writeln!(
        out,
        "{}",
        crate::t!(
            "cli-story-heading",
            game = crate::present::game_title(story.game),
            players = super::joined(names),
            rolls = rolls,
            goal = goal
        )
    );
    if let Some(start) = story.point(0) {
        let each: Vec<String> = names
            .iter()
            .zip(&start.chances)
            .map(|(name, p)| crate::t!("cli-story-chance", name = name, chance = percent(*p)))
            .collect();
        let _ = writeln!(
            out,
            "{}",
            crate::t!("cli-story-start", chances = super::joined(&each))
        );
    }
    for roll in 1..=rolls {
        if let Some(line) = roll_hover(names, story, roll) {
            let _ = writeln!(out, "{line}");
        }
    }
    let _ = writeln!(
        out,
        "{}",
        swing_sentence(names, story).unwrap_or_else(|| crate::t!("cli-story-nothing-rolled"))
    );
    out
}
