//! `party-dice odds FILE [--json]`: replays a game record (the autosave is one) and
//! prints the odds where its dice run out, exact wherever that is quick.

use super::Output;
use crate::present::{self, chance};
use crate::record::load_replayed;
use crate::rules::odds::{self, GolfOdds, Method, NextRoll, OddsReport, SlamOdds};
use crate::rules::{Game, GameRecord, Replayed};
use std::fmt::Write as _;
use std::path::Path;

/// Runs `odds`: the report in plain words, or one JSON object. Bad input as for
/// `replay`: one message naming the file (with line and column where known), exit 2.
pub fn run(path: &Path, as_json: bool) -> Output {
    let (record, replayed) = match load_replayed(path) {
        Ok(r) => r,
        Err(e) => return Output::bad_input(e.to_string()),
    };
    let report = odds::report(&replayed.game);
    if as_json {
        match serde_json::to_string(&report) {
            Ok(json) => Output::ok(format!("{json}\n")),
            Err(e) => Output::bad_input(format!("{}: {e}", path.display())),
        }
    } else {
        Output::ok(text_report(&record, &replayed, &report))
    }
}

/// The report in plain words: where the game stands, then each chance.
pub fn text_report(record: &GameRecord, r: &Replayed, report: &OddsReport) -> String {
    let mut out = String::new();
    let names = r.game.players();
    let _ = writeln!(
        out,
        "{} — {} ({} of {} dice values used)",
        present::game_title(record.setup.game),
        names.join(", "),
        r.dice_used,
        record.dice.len()
    );
    match (report, &r.game) {
        (OddsReport::StraightGolf(o), Game::Golf(g)) => {
            golf_text(&mut out, o, g.options().rolls_per_hole, r.game.is_over());
        }
        (OddsReport::SlamDice(o), Game::Slam(g)) => {
            slam_text(&mut out, o, g.options().target, r.game.is_over());
        }
        _ => {}
    }
    out
}

/// How the game-level chances were found, for a heading.
fn method_words(method: Method, se: Option<f64>) -> String {
    match (method, se) {
        (Method::Exact, _) => "exact".to_string(),
        (Method::MonteCarlo, Some(se)) => format!(
            "Monte-Carlo, {} games, standard error {:.2} %",
            odds::DEFAULT_SAMPLES,
            100.0 * se
        ),
        (Method::MonteCarlo, None) => "Monte-Carlo".to_string(),
    }
}

fn golf_text(out: &mut String, o: &GolfOdds, rolls: u32, over: bool) {
    match (&o.to_roll, &o.hole) {
        (Some(who), Some(h)) => {
            let aside = if h.set_aside.is_empty() {
                "nothing set aside".to_string()
            } else {
                let faces: Vec<String> = h.set_aside.iter().map(u8::to_string).collect();
                format!("{} set aside", faces.join(" "))
            };
            let _ = writeln!(out, "{who} to roll: roll {} of {rolls}, {aside}.", h.roll);
            let _ = writeln!(out, "This hole:");
            let _ = writeln!(out, "  Straight: {}", chance(h.p_straight));
            let _ = writeln!(out, "  Expected points: {:+.2}", h.expected_points);
            for (points, p) in &h.distribution {
                let _ = writeln!(
                    out,
                    "  {:>2} points: {}",
                    present::signed(*points),
                    chance(*p)
                );
            }
        }
        (Some(who), None) => {
            let _ = writeln!(
                out,
                "Roll-off: {who} rolls next; no hole is being played yet."
            );
        }
        _ if over => {
            let _ = writeln!(out, "The game is over.");
        }
        _ => {}
    }
    let _ = writeln!(out, "Chance to win ({}):", method_words(o.method, o.se));
    for p in &o.players {
        let _ = writeln!(
            out,
            "  {} (total {}): {}",
            p.name,
            present::signed(p.total),
            chance(p.p_win)
        );
    }
}

fn next_roll_text(out: &mut String, n: &NextRoll) {
    let _ = writeln!(out, "Next roll:");
    for (what, p) in present::next_roll_outcomes(n) {
        let _ = writeln!(out, "  {what}: {}", chance(p));
    }
}

fn slam_text(out: &mut String, o: &SlamOdds, target: u32, over: bool) {
    match (&o.to_roll, o.score, &o.next_roll) {
        (Some(who), Some(score), Some(n)) => {
            let _ = writeln!(out, "{who} to roll at {score} of {target}.");
            next_roll_text(out, n);
        }
        _ if over => {
            let _ = writeln!(out, "The game is over.");
        }
        (who, _, _) => {
            let whose = who.as_ref().map_or(String::new(), |w| format!(" ({w}'s)"));
            let _ = writeln!(
                out,
                "A slam number{whose} is still to be rolled; the next-roll odds come once \
                 every slam number is set."
            );
        }
    }
    if let (Some(who), Some(p)) = (&o.to_roll, o.p_finish_this_turn) {
        let _ = writeln!(out, "{who} finishes this turn: {}", chance(p));
    }
    let _ = writeln!(
        out,
        "Chance to be the loser ({}):",
        method_words(o.method, o.se)
    );
    for p in &o.players {
        let at = if p.score >= target {
            "finished".to_string()
        } else {
            format!("{} of {target}", p.score)
        };
        let _ = writeln!(out, "  {} ({at}): {}", p.name, chance(p.p_loser));
    }
}
