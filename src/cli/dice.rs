//! `party-dice stats --dice [--json]`: how often each face came up over the kept games,
//! in total and per player, thrown on screen and typed in apart, with the chi-square
//! test of each tally and every player's luck against the exact odds.

use super::columns::{Shown, columns};
use std::fmt::Write as _;
use std::path::Path;

use serde::Serialize;

use super::Output;
use super::history::report_stats;
use crate::history::{FaceCounts, Stats};
use crate::present::{self, DiceRow};
use crate::rules::DiceMode;

/// One tally in `stats --dice --json`.
#[derive(Debug, Serialize)]
struct TallyJson {
    counts: [u64; 6],
    chi2: Option<f64>,
    p_value: Option<f64>,
}

impl From<&FaceCounts> for TallyJson {
    fn from(c: &FaceCounts) -> Self {
        Self {
            counts: c.counts,
            chi2: c.chi2(),
            p_value: c.p_value(),
        }
    }
}

/// A player in `stats --dice --json`.
#[derive(Debug, Serialize)]
struct PlayerDiceJson<'a> {
    name: &'a str,
    thrown: TallyJson,
    typed: TallyJson,
}

/// `stats --dice --json`.
#[derive(Debug, Serialize)]
struct DiceJson<'a> {
    thrown: TallyJson,
    typed: TallyJson,
    players: Vec<PlayerDiceJson<'a>>,
}

/// Runs `stats --dice`: the Dice tab as text (a table per source with each tally's
/// sentence under it, then the luck lines), or one JSON object. Unreadable files are
/// reported as by `stats`; only an unreadable folder fails (exit code 1).
pub fn run(dir: &Path, as_json: bool) -> Output {
    let json = as_json.then_some(dice_json as fn(&Stats) -> String);
    report_stats(dir, json, |listing, stats| {
        let mut out = format!(
            "{}\n",
            crate::t!(
                "cli-dice-heading",
                games = listing.entries.len(),
                dir = listing.dir.display().to_string()
            )
        );
        out.push_str(&dice_tables(&present::dice_rows(stats)));
        out.push_str(&luck_text(stats));
        out
    })
}

/// `stats --dice --json`: `{"thrown": {"counts": [6 numbers, faces 1 to 6], "chi2",
/// "p_value"}, "typed": {…}, "players": [{"name", "thrown": {…}, "typed": {…}}]}`;
/// `chi2` and `p_value` are `null` for a tally without dice.
pub(crate) fn dice_json(stats: &Stats) -> String {
    let all = stats.dice();
    let players = stats
        .players
        .iter()
        .map(|p| PlayerDiceJson {
            name: &p.name,
            thrown: (&p.dice.thrown).into(),
            typed: (&p.dice.typed).into(),
        })
        .collect();
    let json = DiceJson {
        thrown: (&all.thrown).into(),
        typed: (&all.typed).into(),
        players,
    };
    // Plain structs with string keys and finite numbers: serializing cannot fail.
    serde_json::to_string(&json).unwrap_or_default()
}

/// A table per source (thrown, then typed), a row per tally with its sentence under it.
fn dice_tables(rows: &[DiceRow]) -> String {
    let sources = [DiceMode::Thrown, DiceMode::Real].map(|m| (m, present::dice_source(m)));
    let width = rows
        .iter()
        .map(|r| columns(r.who.as_str()))
        .chain(sources.iter().map(|(_, s)| columns(s.as_str())))
        .max()
        .unwrap_or(0);
    // The columns after the faces, each at least as wide as its heading.
    let columns = [
        (crate::t!("cli-dice-column-dice"), 7),
        (crate::t!("cli-dice-column-expected"), 8),
        (crate::t!("cli-dice-column-chi-square"), 7),
        (crate::t!("cli-dice-column-p"), 12),
    ]
    .map(|(title, w)| {
        let w = w.max(columns(title.as_str()));
        (title, w)
    });
    let mut out = String::new();
    for (mode, source) in &sources {
        let _ = write!(out, "\n{:width$}", Shown(source));
        for face in 1..=6 {
            let _ = write!(out, "  {face:>6}");
        }
        for (title, w) in &columns {
            let w = *w;
            let _ = write!(out, "  {:>w$}", Shown(title));
        }
        let _ = writeln!(out);
        for r in rows.iter().filter(|r| r.mode == *mode) {
            let _ = write!(out, "{:width$}", Shown(&r.who));
            for f in &r.faces {
                let _ = write!(out, "  {f:>6}");
            }
            let cells = [&r.total, &r.expected, &r.chi2, &r.p_value];
            for (cell, (_, w)) in cells.iter().zip(&columns) {
                let w = *w;
                let _ = write!(out, "  {:>w$}", Shown(cell));
            }
            let _ = writeln!(out);
            let _ = writeln!(out, "    {}", r.says);
        }
    }
    out
}

/// Every player's luck in each game they played, a line each.
fn luck_text(stats: &Stats) -> String {
    let mut out = format!("\n{}\n", crate::t!("cli-dice-luck-heading"));
    for line in present::stats_luck_lines(stats) {
        let _ = writeln!(out, "  {line}");
    }
    out
}
