//! `party-dice history [--json]` and `party-dice stats [--json]`: the kept games, newest
//! first, and every player's record, read from the history folder.

use super::columns::{Shown, columns};
use std::fmt::Write as _;
use std::path::Path;

use serde::Serialize;

use super::Output;
use crate::history::{
    self, Entry, GolfStats, Listing, PlayerStats, SlamStats, StatColumn, Stats, Timestamp,
};
use crate::present;
use crate::rules::GameKind;
use crate::t;

/// One kept game in `history --json`.
#[derive(Debug, Serialize)]
struct EntryJson<'a> {
    file: &'a str,
    game: &'static str,
    started: Option<String>,
    finished: Option<String>,
    players: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    winners: Option<Vec<&'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    loser: Option<&'a str>,
}

/// A player's Straight Golf record in `stats --json`.
#[derive(Debug, Serialize)]
struct GolfJson {
    games: u32,
    wins: u32,
    mean_hole: Option<f64>,
    best_hole: Option<i32>,
    straights_roll1: u32,
}

/// `stats --json`.
#[derive(Debug, Serialize)]
struct StatsJson<'a> {
    players: Vec<PlayerJson<'a>>,
}

/// A player in `stats --json`.
#[derive(Debug, Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    golf: GolfJson,
    slam: SlamJson,
}

/// A player's Slam Dice record in `stats --json`.
#[derive(Debug, Serialize)]
struct SlamJson {
    games: u32,
    losses: u32,
    single: u32,
    small: u32,
    grand: u32,
    busts: u32,
}

/// Runs `history`: the kept games in `dir`, newest first, as a table or one JSON array.
/// Unreadable files are listed with their reason (on stderr with `--json`, so stdout
/// stays the documented array); only an unreadable folder fails (exit code 1).
pub fn run_history(dir: &Path, as_json: bool) -> Output {
    let listing = history::list(dir);
    if let Some(failed) = folder_failed(&listing) {
        return failed;
    }
    if as_json {
        return Output {
            stdout: format!("{}\n", history_json(&listing.entries)),
            stderr: unreadable_report(&listing).trim_start().to_string(),
            code: 0,
        };
    }
    let mut out = history_table(&listing);
    out.push_str(&unreadable_report(&listing));
    Output::ok(out)
}

/// Runs `stats`: every player's record across the games kept in `dir`, as two tables or
/// one JSON object; unreadable files are reported as by [`run_history`].
pub fn run_stats(dir: &Path, as_json: bool) -> Output {
    let json = as_json.then_some(stats_json as fn(&Stats) -> String);
    report_stats(dir, json, |_, stats| stats_tables(stats))
}

/// What `stats` and `stats --dice` share: the folder read and added up, then one JSON
/// object (`json`, when given) or the text `text` makes, with any unreadable files
/// reported (on stderr beside JSON); only an unreadable folder fails (exit code 1).
pub(super) fn report_stats(
    dir: &Path,
    json: Option<fn(&Stats) -> String>,
    text: impl FnOnce(&Listing, &Stats) -> String,
) -> Output {
    let listing = history::list(dir);
    if let Some(failed) = folder_failed(&listing) {
        return failed;
    }
    let stats = history::stats(&listing.entries);
    if let Some(json) = json {
        return Output {
            stdout: format!("{}\n", json(&stats)),
            stderr: unreadable_report(&listing).trim_start().to_string(),
            code: 0,
        };
    }
    let mut out = if stats.players.is_empty() {
        nothing_kept(&listing)
    } else {
        text(&listing, &stats)
    };
    out.push_str(&unreadable_report(&listing));
    Output::ok(out)
}

/// `history --json`: one array, newest first, of `{"file", "game", "started",
/// "finished", "players", "winners"}` (Straight Golf) or the same with `"loser"` in place
/// of `"winners"` (Slam Dice); times are RFC 3339, `null` where the record has none.
pub(crate) fn history_json(entries: &[Entry]) -> String {
    let rows: Vec<EntryJson> = entries
        .iter()
        .map(|e| EntryJson {
            file: &e.file,
            game: e.record.setup.game.json_name(),
            started: e.started().map(|t| t.to_string()),
            finished: e.finished().map(|t| t.to_string()),
            players: &e.record.setup.players,
            winners: e.loser().is_none().then(|| e.winners()),
            loser: e.loser(),
        })
        .collect();
    // Plain structs with string keys: serializing cannot fail.
    serde_json::to_string(&rows).unwrap_or_default()
}

/// `stats --json`: `{"players": [{"name", "golf": {"games", "wins", "mean_hole",
/// "best_hole", "straights_roll1"}, "slam": {"games", "losses", "single", "small",
/// "grand", "busts"}}]}`; `mean_hole` and `best_hole` are `null` before a hole is played.
pub(crate) fn stats_json(stats: &Stats) -> String {
    let players: Vec<PlayerJson> = stats
        .players
        .iter()
        .map(|p| PlayerJson {
            name: &p.name,
            golf: golf_json(&p.golf),
            slam: slam_json(&p.slam),
        })
        .collect();
    serde_json::to_string(&StatsJson { players }).unwrap_or_default()
}

fn golf_json(g: &GolfStats) -> GolfJson {
    GolfJson {
        games: g.games,
        wins: g.wins,
        mean_hole: g.mean_hole(),
        best_hole: g.best_hole,
        straights_roll1: g.straights_roll1,
    }
}

fn slam_json(s: &SlamStats) -> SlamJson {
    SlamJson {
        games: s.games,
        losses: s.losses,
        single: s.single,
        small: s.small,
        grand: s.grand,
        busts: s.busts,
    }
}

fn folder_failed(listing: &Listing) -> Option<Output> {
    listing.folder_error.as_ref().map(|e| Output {
        stdout: String::new(),
        stderr: e.clone(),
        code: 1,
    })
}

fn nothing_kept(listing: &Listing) -> String {
    let dir = listing.dir.display().to_string();
    format!("{}\n", t!("cli-history-none", dir = dir))
}

/// `2025-01-02 20:15 UTC`, or `unknown`.
fn short_time(t: Option<Timestamp>) -> String {
    t.map_or_else(
        || t!("cli-history-unknown-time"),
        |t| {
            let ((y, mo, d), (h, mi, _)) = t.civil();
            t!(
                "cli-history-time",
                date = format!("{y:04}-{mo:02}-{d:02}"),
                time = format!("{h:02}:{mi:02}")
            )
        },
    )
}

/// "won by Ann", "shared by Ann, Ben" or "lost by Cy".
fn result_text(e: &Entry) -> String {
    match (e.loser(), e.winners().as_slice()) {
        (Some(loser), _) => t!("cli-history-lost-by", name = loser),
        (None, [one]) => t!("cli-history-won-by", name = *one),
        (None, many) => {
            let names: Vec<String> = many.iter().map(|n| n.to_string()).collect();
            t!("cli-history-shared-by", names = super::joined(&names))
        }
    }
}

/// The text `history` prints: a line per game, newest first.
fn history_table(listing: &Listing) -> String {
    if listing.entries.is_empty() {
        return nothing_kept(listing);
    }
    let rows: Vec<[String; 5]> = listing
        .entries
        .iter()
        .map(|e| {
            [
                short_time(e.finished()),
                present::game_title(e.record.setup.game),
                super::joined(&e.record.setup.players),
                result_text(e),
                e.file.clone(),
            ]
        })
        .collect();
    let header = [
        t!("cli-history-column-finished"),
        t!("cli-history-column-game"),
        t!("cli-history-column-players"),
        t!("cli-history-column-result"),
        t!("cli-history-column-file"),
    ];
    let mut widths = [0usize; 5];
    for row in std::iter::once(&header).chain(&rows) {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(columns(cell.as_str()));
        }
    }
    let dir = listing.dir.display().to_string();
    let mut out = format!(
        "{}\n",
        t!("cli-history-heading", games = rows.len(), dir = dir)
    );
    for row in std::iter::once(&header).chain(&rows) {
        let mut line = String::new();
        for (cell, w) in row.iter().zip(widths) {
            let _ = write!(line, "{:w$}  ", Shown(cell));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// A table's line: `first` padded to `width`, then each cell right-aligned under its
/// heading (as wide as the heading).
fn stats_line(out: &mut String, first: &str, width: usize, cells: &[(String, usize)]) {
    let mut line = format!("{:width$}", Shown(first));
    for (cell, w) in cells {
        let w = *w;
        let _ = write!(line, "  {:>w$}", Shown(cell));
    }
    let _ = writeln!(out, "{line}");
}

/// A table's headings and the widths of their columns.
fn headings(titles: impl IntoIterator<Item = String>) -> Vec<(String, usize)> {
    titles
        .into_iter()
        .map(|h| {
            let w = columns(h.as_str());
            (h, w)
        })
        .collect()
}

/// The text `stats` prints: a table per game, a line per player who played it.
fn stats_tables(stats: &Stats) -> String {
    let golf = present::game_title(GameKind::StraightGolf);
    let slam = present::game_title(GameKind::SlamDice);
    let width = stats
        .players
        .iter()
        .map(|p| columns(p.name.as_str()))
        .chain([columns(golf.as_str()), columns(slam.as_str())])
        .max()
        .unwrap_or(0);
    let golf_head = [
        t!("cli-stats-column-games"),
        t!("cli-stats-column-wins"),
        t!("cli-stats-column-mean-hole"),
        t!("cli-stats-column-best-hole"),
        t!("cli-stats-column-straights-roll-1"),
    ];
    let golfers = stats.players.iter().filter(|p| p.golf.games > 0);
    let golf_rows = golfers.map(|p| (p.name.as_str(), golf_cells(p)));
    let slam_head = [
        t!("cli-stats-column-games"),
        t!("cli-stats-column-losses"),
        t!("cli-stats-column-single"),
        t!("cli-stats-column-small"),
        t!("cli-stats-column-grand"),
        t!("cli-stats-column-busts"),
    ];
    let slammers = stats.players.iter().filter(|p| p.slam.games > 0);
    let slam_rows = slammers.map(|p| {
        let s = &p.slam;
        let cells = [s.games, s.losses, s.single, s.small, s.grand, s.busts];
        (p.name.as_str(), cells.map(|c| c.to_string()).to_vec())
    });
    let tables = [
        stats_table(&golf, width, golf_head, golf_rows),
        stats_table(&slam, width, slam_head, slam_rows),
    ];
    tables
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A golfer's cells: games, wins, mean and best hole, straights on the first roll.
fn golf_cells(p: &PlayerStats) -> Vec<String> {
    let g = &p.golf;
    vec![
        g.games.to_string(),
        g.wins.to_string(),
        present::stat_cell(StatColumn::MeanHole, p),
        present::stat_cell(StatColumn::BestHole, p),
        g.straights_roll1.to_string(),
    ]
}

/// One game's table: its title over the headings, then a line per player and their
/// cells, each under its heading; nothing when nobody played it.
fn stats_table<'a>(
    title: &str,
    width: usize,
    titles: impl IntoIterator<Item = String>,
    rows: impl Iterator<Item = (&'a str, Vec<String>)>,
) -> String {
    let mut rows = rows.peekable();
    if rows.peek().is_none() {
        return String::new();
    }
    let mut out = String::new();
    let head = headings(titles);
    stats_line(&mut out, title, width, &head);
    for (name, values) in rows {
        let cells: Vec<(String, usize)> = values
            .into_iter()
            .zip(&head)
            .map(|(v, (_, w))| (v, *w))
            .collect();
        stats_line(&mut out, name, width, &cells);
    }
    out
}

/// The unreadable files, each with its reason: they are left as they were.
fn unreadable_report(listing: &Listing) -> String {
    let bad = &listing.unreadable;
    if bad.is_empty() {
        return String::new();
    }
    let dir = listing.dir.display().to_string();
    let mut out = format!(
        "\n{}\n",
        t!("cli-history-unreadable", files = bad.len(), dir = dir)
    );
    for u in bad {
        let line = t!(
            "cli-file-problem",
            file = &u.file,
            problem = u.reason.to_string()
        );
        let _ = writeln!(out, "  {line}");
    }
    out
}
