//! `party-dice odds FILE [--json]`: replays a game record (the autosave is one) and
//! prints the odds where its dice run out, exact wherever that is quick.

use super::Output;
use crate::i18n;
use crate::present::{self, chance};
use crate::record::load_replayed;
use crate::rules::odds::{self, GolfOdds, Method, NextRoll, OddsReport, SlamOdds};
use crate::rules::{Game, GameRecord, Replayed};
use crate::t;
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
            Err(e) => Output::bad_input(super::about(path, &e)),
        }
    } else {
        Output::ok(text_report(&record, &replayed, &report))
    }
}

/// The report in plain words: where the game stands, then each chance.
pub(crate) fn text_report(record: &GameRecord, r: &Replayed, report: &OddsReport) -> String {
    let mut out = String::new();
    let names = r.game.players();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "cli-odds-heading",
            game = present::game_title(record.setup.game),
            players = super::joined(names),
            used = r.dice_used,
            dice = record.dice.len()
        )
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
        (Method::Exact, _) => t!("cli-odds-exact"),
        (Method::MonteCarlo, Some(se)) => t!(
            "cli-odds-monte-carlo-se",
            games = odds::DEFAULT_SAMPLES,
            se = i18n::percent(i18n::current(), se, 2)
        ),
        (Method::MonteCarlo, None) => t!("cli-odds-monte-carlo"),
    }
}

/// Expected points with their sign and two decimals: "+0.25", "-1.50".
fn signed_points(x: f64) -> String {
    let text = i18n::decimal(i18n::current(), x, 2);
    if text.starts_with('-') {
        text
    } else {
        format!("+{text}")
    }
}

fn golf_text(out: &mut String, o: &GolfOdds, rolls: u32, over: bool) {
    match (&o.to_roll, &o.hole) {
        (Some(who), Some(h)) => {
            let aside = if h.set_aside.is_empty() {
                t!("cli-odds-nothing-aside")
            } else {
                let faces: Vec<String> = h.set_aside.iter().map(u8::to_string).collect();
                t!("cli-odds-set-aside", faces = faces.join(" "))
            };
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "cli-odds-golf-to-roll",
                    name = who,
                    roll_number = h.roll,
                    rolls = rolls,
                    aside = aside
                )
            );
            let _ = writeln!(out, "{}", t!("cli-odds-this-hole"));
            let straight = chance(h.p_straight);
            let _ = writeln!(out, "  {}", t!("cli-odds-straight", chance = straight));
            let expected = signed_points(h.expected_points);
            let _ = writeln!(out, "  {}", t!("cli-odds-expected", points = expected));
            for (points, p) in &h.distribution {
                let points = format!("{:>2}", present::signed(*points));
                let line = t!("cli-odds-points", points = points, chance = chance(*p));
                let _ = writeln!(out, "  {line}");
            }
        }
        (Some(who), None) => {
            let _ = writeln!(out, "{}", t!("cli-odds-roll-off", name = who));
        }
        _ if over => {
            let _ = writeln!(out, "{}", t!("cli-odds-over"));
        }
        _ => {}
    }
    let method = method_words(o.method, o.se);
    let _ = writeln!(out, "{}", t!("cli-odds-chance-to-win", method = method));
    for p in &o.players {
        let line = t!(
            "cli-odds-golf-player",
            name = &p.name,
            total = present::signed(p.total),
            chance = chance(p.p_win)
        );
        let _ = writeln!(out, "  {line}");
    }
}

fn next_roll_text(out: &mut String, n: &NextRoll) {
    let _ = writeln!(out, "{}", t!("cli-odds-next-roll"));
    for (what, p) in present::next_roll_outcomes(n) {
        let line = t!("cli-odds-outcome", outcome = what, chance = chance(p));
        let _ = writeln!(out, "  {line}");
    }
}

fn slam_text(out: &mut String, o: &SlamOdds, target: u32, over: bool) {
    match (&o.to_roll, o.score, &o.next_roll) {
        (Some(who), Some(score), Some(n)) => {
            let line = t!(
                "cli-odds-slam-to-roll",
                name = who,
                score = score,
                target = target
            );
            let _ = writeln!(out, "{line}");
            next_roll_text(out, n);
        }
        _ if over => {
            let _ = writeln!(out, "{}", t!("cli-odds-over"));
        }
        (Some(who), _, _) => {
            let _ = writeln!(
                out,
                "{}",
                t!("cli-odds-player-slam-number-to-come", name = who)
            );
        }
        (None, _, _) => {
            let _ = writeln!(out, "{}", t!("cli-odds-slam-number-to-come"));
        }
    }
    if let (Some(who), Some(p)) = (&o.to_roll, o.p_finish_this_turn) {
        let line = t!(
            "cli-odds-finishes-this-turn",
            name = who,
            chance = chance(p)
        );
        let _ = writeln!(out, "{line}");
    }
    let method = method_words(o.method, o.se);
    let _ = writeln!(out, "{}", t!("cli-odds-chance-to-lose", method = method));
    for p in &o.players {
        let at = if p.score >= target {
            t!("cli-odds-finished")
        } else {
            t!("cli-odds-score-of", score = p.score, target = target)
        };
        let line = t!(
            "cli-odds-slam-player",
            name = &p.name,
            at = at,
            chance = chance(p.p_loser)
        );
        let _ = writeln!(out, "  {line}");
    }
}
