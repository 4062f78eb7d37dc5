//! `party-dice story FILE [--json]`: the story of a recorded game (a replay, a
//! kept game, the autosave): each player's chance to win or to be the loser before the
//! first roll and after every roll, and the biggest swing.

use super::Output;
use crate::present::{percent, roll_hover, swing_sentence};
use crate::record::load_record;
use crate::rules::GameKind;
use crate::rules::odds::{self, Story};
use std::fmt::Write as _;
use std::path::Path;

/// Runs `story`: one line per roll and the biggest swing in plain words, or one JSON
/// object `{"game", "points", "swing"}`. Bad input as for `odds`: one message naming the
/// file (with line and column where known), exit 2.
pub fn run(path: &Path, as_json: bool) -> Output {
    let record = match load_record(path) {
        Ok(r) => r,
        Err(e) => return Output::bad_input(e.to_string()),
    };
    let story = match odds::story(&record) {
        Ok(t) => t,
        Err(e) => return Output::bad_input(super::about(path, &e)),
    };
    if as_json {
        match serde_json::to_string(&story) {
            Ok(json) => Output::ok(format!("{json}\n")),
            Err(e) => Output::bad_input(super::about(path, &e)),
        }
    } else {
        Output::ok(text_story(&story))
    }
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
