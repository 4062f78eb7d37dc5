//! `party-dice replay FILE [--json]`: plays a recorded game and prints its log and sheet.

use super::Output;
use super::columns::{Shown, columns};
use crate::present;
use crate::record::load_replayed;
use crate::rules::{Game, GameKind, GameRecord, Replayed, SlamDice, StraightGolf};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::path::Path;

/// Runs `replay`: the log and final sheet, or one JSON object.
pub fn run(path: &Path, as_json: bool) -> Output {
    let (record, replayed) = match load_replayed(path) {
        Ok(r) => r,
        Err(e) => return Output::bad_input(e.to_string()),
    };
    if as_json {
        Output::ok(format!("{}\n", summary_json(&replayed)))
    } else {
        Output::ok(text_report(&record, &replayed))
    }
}

/// The JSON summary of a replayed game, in the shape documented in the README.
pub(crate) fn summary_json(r: &Replayed) -> Value {
    let names = r.game.players();
    match &r.game {
        Game::Golf(g) => json!({
            "game": GameKind::StraightGolf.json_name(),
            "finished": g.is_over(),
            "dice_used": r.dice_used,
            "first_player": g.first_player().map(|p| names[p].clone()),
            "scorekeeper": g.scorekeeper().map(|p| names[p].clone()),
            "players": names.iter().zip(g.cards()).map(|(n, c)| json!({
                "name": n, "holes": c.holes, "total": c.total(),
            })).collect::<Vec<_>>(),
            "winners": g.winners().iter().map(|p| names[*p].clone()).collect::<Vec<_>>(),
        }),
        Game::Slam(g) => json!({
            "game": GameKind::SlamDice.json_name(),
            "finished": g.is_over(),
            "dice_used": r.dice_used,
            "slam_numbers": g.slam_numbers().iter().map(|s| s.map(|s| s.0.value())).collect::<Vec<_>>(),
            "players": names.iter().enumerate().map(|(i, n)| json!({
                "name": n, "score": g.scores()[i], "finished_rank": g.finished_rank(i),
            })).collect::<Vec<_>>(),
            "loser": g.loser().map(|p| names[p].clone()),
        }),
    }
}

/// The readable report: every log line, then the final scoresheet.
pub(crate) fn text_report(record: &GameRecord, r: &Replayed) -> String {
    let mut out = String::new();
    let names = r.game.players();
    let _ = writeln!(
        out,
        "{}",
        crate::t!(
            "cli-replay-heading",
            game = present::game_title(record.setup.game),
            players = super::joined(names)
        )
    );
    for line in present::log_lines(names, &r.events) {
        let _ = writeln!(out, "  {line}");
    }
    let _ = writeln!(out);
    out.push_str(&scoresheet(&r.game));
    let finished = if r.game.is_over() { "yes" } else { "no" };
    let _ = writeln!(
        out,
        "\n{}",
        crate::t!(
            "cli-replay-end",
            finished = finished,
            used = r.dice_used,
            dice = record.dice.len()
        )
    );
    out
}

/// A plain-text scoresheet of either game.
pub fn scoresheet(game: &Game) -> String {
    let width = game
        .players()
        .iter()
        .map(|n| columns(n.as_str()))
        .max()
        .unwrap_or(4)
        .max(6);
    match game {
        Game::Golf(g) => golf_sheet(g, width),
        Game::Slam(g) => slam_sheet(g, width),
    }
}

/// The golf card: a column per hole, OUT, IN, TOTAL, and the badges.
fn golf_sheet(g: &StraightGolf, width: usize) -> String {
    let mut out = String::new();
    let holes = g.options().rounds as usize;
    let player = crate::t!("cli-replay-player");
    let width = width.max(columns(player.as_str()));
    let sums = [
        (crate::t!("cli-replay-out"), 4),
        (crate::t!("cli-replay-in"), 4),
        (crate::t!("cli-replay-total"), 5),
    ];
    // Each sum's column is as wide as its heading, at least as wide as in English.
    let sums = sums.map(|(title, w)| {
        let w = w.max(columns(title.as_str()));
        (title, w)
    });
    let _ = write!(out, "{:width$}", Shown(&player));
    for h in 1..=holes {
        let _ = write!(out, " {h:>3}");
    }
    for (title, w) in &sums {
        let w = *w;
        let _ = write!(out, " {:>w$}", Shown(title));
    }
    let _ = writeln!(out);
    for (i, (name, card)) in g.players().iter().zip(g.cards()).enumerate() {
        let _ = write!(out, "{:width$}", Shown(name));
        for h in 0..holes {
            match card.holes.get(h) {
                Some(p) => {
                    let _ = write!(out, " {:>3}", present::signed(*p));
                }
                None => out.push_str("   ·"),
            }
        }
        let values = [card.out(), card.inward(), card.total()];
        for (value, (_, w)) in values.iter().zip(&sums) {
            let w = *w;
            let _ = write!(out, " {:>w$}", present::signed(*value));
        }
        let badges = [
            (g.first_player() == Some(i)).then(|| crate::t!("cli-replay-first")),
            (g.scorekeeper() == Some(i)).then(|| crate::t!("cli-replay-scorekeeper")),
            g.winners()
                .contains(&i)
                .then(|| crate::t!("cli-replay-winner")),
        ];
        for badge in badges.into_iter().flatten() {
            let _ = write!(out, " {badge}");
        }
        let _ = writeln!(out);
    }
    out
}

/// One line per seat: score out of the target, slam number, status.
fn slam_sheet(g: &SlamDice, width: usize) -> String {
    let mut out = String::new();
    let target = g.options().target;
    for (i, name) in g.players().iter().enumerate() {
        let slam = g
            .slam_number(i)
            .map(|s| s.0.to_string())
            .unwrap_or_else(|| "-".into());
        let status = present::slam_status(g, i).map_or(String::new(), |(text, _)| text);
        let number = crate::t!("cli-replay-slam-number", number = slam);
        let _ = writeln!(
            out,
            "{:width$}  {:>3}/{target}  {number}  {status}",
            Shown(name),
            g.scores()[i]
        );
    }
    out
}
