//! `party-dice sim`: plays many seeded games and sets the Monte-Carlo statistics beside
//! the exact odds, with the difference in standard errors.

use super::Output;
use super::columns::{Shown, columns as text_columns};
use crate::i18n;
use crate::rules::{
    DiceGame, DiceRng, Event, GameKind, GameSetup, SetAside, SlamDice, SlamNumberMode,
    StraightGolf, odds, odds::ScoreDistribution,
};
use crate::t;
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// What to simulate.
#[derive(Debug, Clone)]
pub struct SimConfig {
    /// The game, the players (within [`PLAYERS`](crate::rules::options::PLAYERS)) and
    /// the house rules.
    pub setup: GameSetup,
    /// Games to play.
    pub games: u64,
    /// Seed for the generator.
    pub seed: u64,
}

/// Monte-Carlo results for Straight Golf.
#[derive(Debug, Clone, Default)]
pub struct GolfStats {
    /// Holes played.
    pub holes: u64,
    /// Count of each hole score.
    pub counts: BTreeMap<i32, u64>,
    /// Sum and sum of squares of hole scores.
    sum: f64,
    sum_sq: f64,
}

impl GolfStats {
    /// Mean hole score.
    pub fn mean(&self) -> f64 {
        self.sum / self.holes.max(1) as f64
    }

    /// Standard error of the mean.
    pub(crate) fn mean_se(&self) -> f64 {
        let n = self.holes.max(2) as f64;
        let var = (self.sum_sq - self.sum * self.sum / n) / (n - 1.0);
        (var.max(0.0) / n).sqrt()
    }

    /// Observed frequency of `score`.
    pub fn freq(&self, score: i32) -> f64 {
        self.counts.get(&score).copied().unwrap_or(0) as f64 / self.holes.max(1) as f64
    }
}

/// Monte-Carlo results for Slam Dice.
#[derive(Debug, Clone, Default)]
pub struct SlamStats {
    /// Games played.
    pub games: u64,
    /// Times each seat lost.
    pub losers: Vec<u64>,
    /// Total three-dice rolls and turns, over all games.
    pub rolls: u64,
    /// Total turns.
    pub turns: u64,
    /// Turns that started at score 0, and how many of them finished the player.
    pub turns_from_zero: u64,
    /// Of those, finished within the turn.
    pub finished_from_zero: u64,
}

/// Plays `config.games` Straight Golf games with one generator seeded once.
pub(crate) fn simulate_golf(
    config: &SimConfig,
    mut progress: impl FnMut(u64),
) -> Result<GolfStats, String> {
    let names = config.setup.players.clone();
    let mut rng = DiceRng::seeded(config.seed);
    let mut stats = GolfStats::default();
    let mut events = Vec::new();
    for i in 0..config.games {
        let mut game = StraightGolf::new(names.clone(), config.setup.straight_golf)
            .map_err(|e| e.to_string())?;
        while !game.is_over() {
            events.clear();
            game.roll_into(&mut rng, &mut events)
                .map_err(|e| e.to_string())?;
            for event in &events {
                if let Event::HoleScored { points, .. } = event {
                    stats.holes += 1;
                    *stats.counts.entry(*points).or_insert(0) += 1;
                    stats.sum += f64::from(*points);
                    stats.sum_sq += f64::from(points * points);
                }
            }
        }
        progress(i + 1);
    }
    Ok(stats)
}

/// Plays `config.games` Slam Dice games with one generator seeded once.
pub(crate) fn simulate_slam(
    config: &SimConfig,
    mut progress: impl FnMut(u64),
) -> Result<SlamStats, String> {
    let names = config.setup.players.clone();
    let mut rng = DiceRng::seeded(config.seed);
    let mut stats = SlamStats {
        losers: vec![0; config.setup.players.len()],
        ..Default::default()
    };
    let mut events = Vec::new();
    for i in 0..config.games {
        let mut game =
            SlamDice::new(names.clone(), config.setup.slam_dice).map_err(|e| e.to_string())?;
        let mut from_zero: Option<usize> = None;
        while !game.is_over() {
            events.clear();
            game.roll_into(&mut rng, &mut events)
                .map_err(|e| e.to_string())?;
            for event in &events {
                match *event {
                    // Scores don't change in the step that hands a player the turn, so
                    // the score now is the score the turn starts from.
                    Event::TurnPassed { player } => {
                        from_zero = (game.scores()[player] == 0).then_some(player);
                        stats.turns_from_zero += u64::from(from_zero.is_some());
                    }
                    Event::Finished { player, .. } if from_zero == Some(player) => {
                        stats.finished_from_zero += 1;
                    }
                    _ => {}
                }
            }
        }
        stats.games += 1;
        stats.rolls += u64::from(game.rolls());
        stats.turns += u64::from(game.turns());
        if let Some(l) = game.loser() {
            stats.losers[l] += 1;
        }
        progress(i + 1);
    }
    Ok(stats)
}

/// "Player 1" to "Player n": the seats of a simulated table.
pub(crate) fn seat_names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i}")).collect()
}

/// Difference in standard errors, `(observed - exact) / se`.
fn z(observed: f64, exact: f64, se: f64) -> f64 {
    if se > 0.0 {
        (observed - exact) / se
    } else {
        0.0
    }
}

/// Runs `sim` with a progress bar on stderr once the run has taken over a second.
pub fn run(config: &SimConfig, as_json: bool) -> Output {
    let started = Instant::now();
    let mut bar: Option<indicatif::ProgressBar> = None;
    let mut said = started;
    let total = config.games;
    let progress = |done: u64| {
        if bar.is_none() && started.elapsed() > Duration::from_secs(1) && done < total {
            let b = indicatif::ProgressBar::new(total);
            b.set_style(
                indicatif::ProgressStyle::with_template("{bar:40} {msg}")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            bar = Some(b);
        }
        if let Some(b) = &bar {
            b.set_position(done);
            // The words a few times a second: a message costs more than a game.
            if said.elapsed() > Duration::from_millis(200) {
                said = Instant::now();
                let seconds = b.eta().as_secs();
                b.set_message(t!(
                    "cli-sim-progress",
                    done = done,
                    total = total,
                    seconds = seconds
                ));
            }
        }
    };
    let result = match config.setup.game {
        GameKind::StraightGolf => {
            simulate_golf(config, progress).map(|s| golf_report(config, &s, as_json))
        }
        GameKind::SlamDice => {
            simulate_slam(config, progress).map(|s| slam_report(config, &s, as_json))
        }
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    match result {
        Ok(text) => Output::ok(text),
        Err(e) => Output::bad_input(t!("cli-sim-failed", problem = e)),
    }
}

/// `x` with `places` decimals, as the language writes it, right-aligned in `width`.
fn cell(x: f64, places: usize, width: usize) -> String {
    format!("{:>width$}", i18n::decimal(i18n::current(), x, places))
}

/// [`cell`] with a sign: "+0.52", "-1.20".
fn signed_cell(x: f64, places: usize, width: usize) -> String {
    let text = i18n::decimal(i18n::current(), x, places);
    let text = if text.starts_with('-') {
        text
    } else {
        format!("+{text}")
    };
    format!("{:>width$}", Shown(&text))
}

/// The table's headings after its first column: exact, Monte-Carlo, difference in
/// standard errors, each column at least as wide as its heading.
fn columns() -> [(String, usize); 3] {
    [
        (t!("cli-sim-column-exact"), 10),
        (t!("cli-sim-column-monte-carlo"), 12),
        (t!("cli-sim-column-diff"), 8),
    ]
    .map(|(title, w)| {
        let w = w.max(text_columns(title.as_str()));
        (title, w)
    })
}

/// A table line: `first` in a column of `width` (right-aligned when `right`), then each
/// of `cells` (already padded), a space apart.
fn line(out: &mut String, first: &str, width: usize, right: bool, cells: &[String]) {
    let first = if right {
        format!("{:>width$}", Shown(first))
    } else {
        format!("{:<width$}", Shown(first))
    };
    let _ = writeln!(out, "{first} {}", cells.join(" "));
}

/// The Straight Golf report: exact and observed hole-score distributions, as JSON or a
/// table.
fn golf_report(config: &SimConfig, s: &GolfStats, as_json: bool) -> String {
    let g = config.setup.straight_golf;
    let exact = odds::golf_hole(SetAside::EMPTY, 1, g.rolls_per_hole, g.ordered_straight);
    // Every score either side produced, in order.
    let scores: Vec<i32> = exact
        .probabilities
        .keys()
        .copied()
        .chain(s.counts.keys().copied())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    if as_json {
        golf_json(config, s, &exact, &scores)
    } else {
        golf_table(config, s, &exact, &scores)
    }
}

fn golf_json(
    config: &SimConfig,
    s: &GolfStats,
    exact: &ScoreDistribution,
    scores: &[i32],
) -> String {
    let dist = |f: &dyn Fn(i32) -> f64| -> Value {
        Value::Object(
            scores
                .iter()
                .map(|k| (k.to_string(), json!(f(*k))))
                .collect::<Map<_, _>>(),
        )
    };
    format!(
        "{}\n",
        json!({
            "game": "straight_golf",
            "ordered": config.setup.straight_golf.ordered_straight,
            "holes": s.holes,
            "exact": { "mean": exact.mean(), "distribution": dist(&|k| exact.p(k)) },
            "monte_carlo": { "mean": s.mean(), "distribution": dist(&|k| s.freq(k)) },
        })
    )
}

fn golf_table(
    config: &SimConfig,
    s: &GolfStats,
    exact: &ScoreDistribution,
    scores: &[i32],
) -> String {
    let g = config.setup.straight_golf;
    let mut out = String::new();
    let heading = t!(
        "cli-sim-golf-heading",
        ordered = if g.ordered_straight { "yes" } else { "no" },
        holes = s.holes,
        games = config.games,
        players = config.setup.players.len(),
        rounds = g.rounds,
        seed = config.seed.to_string()
    );
    let _ = writeln!(out, "{heading}");
    let [(e, we), (m, wm), (d, wd)] = columns();
    let score = t!("cli-sim-column-score");
    let w0 = text_columns(score.as_str()).max(6);
    let titles = [
        format!("{:>we$}", Shown(&e)),
        format!("{:>wm$}", Shown(&m)),
        format!("{:>wd$}", Shown(&d)),
    ];
    line(&mut out, &score, w0, true, &titles);
    let n = s.holes.max(1) as f64;
    for k in scores {
        let p = exact.p(*k);
        let se = (p * (1.0 - p) / n).sqrt();
        let cells = [
            cell(p, 6, we),
            cell(s.freq(*k), 6, wm),
            signed_cell(z(s.freq(*k), p, se), 2, wd),
        ];
        line(&mut out, &crate::present::signed(*k), w0, true, &cells);
    }
    let cells = [
        cell(exact.mean(), 6, we),
        cell(s.mean(), 6, wm),
        signed_cell(z(s.mean(), exact.mean(), s.mean_se()), 2, wd),
    ];
    line(&mut out, &t!("cli-sim-mean"), w0, true, &cells);
    out
}

/// The Slam Dice figures a report shows, exact beside observed.
struct SlamFigures {
    /// Exact chance of finishing in one turn from 0.
    exact_finish: f64,
    /// Exact chance of each seat losing.
    exact_losers: Vec<f64>,
    /// Games played, at least 1 (a divisor).
    games: f64,
    /// Observed share of games each seat lost.
    mc_losers: Vec<f64>,
    /// Observed share of turns from 0 that finished the player.
    mc_finish: f64,
}

impl SlamFigures {
    fn new(config: &SimConfig, s: &SlamStats) -> Self {
        let games = s.games.max(1) as f64;
        Self {
            exact_finish: odds::finish_in_turn(&config.setup.slam_dice)
                .first()
                .copied()
                .unwrap_or(0.0),
            exact_losers: odds::slam_start_losers(
                &config.setup.slam_dice,
                config.setup.players.len(),
            ),
            games,
            mc_losers: s.losers.iter().map(|l| *l as f64 / games).collect(),
            mc_finish: s.finished_from_zero as f64 / s.turns_from_zero.max(1) as f64,
        }
    }
}

/// The Slam Dice report: finishing and losing chances, exact beside observed, as JSON or
/// a table.
fn slam_report(config: &SimConfig, s: &SlamStats, as_json: bool) -> String {
    let f = SlamFigures::new(config, s);
    if as_json {
        slam_json(config, s, &f)
    } else {
        slam_table(config, s, &f)
    }
}

fn slam_json(config: &SimConfig, s: &SlamStats, f: &SlamFigures) -> String {
    format!(
        "{}\n",
        json!({
            "game": "slam_dice",
            "players": config.setup.players.len(),
            "games": s.games,
            "exact": {
                "p_finish_in_one_turn": f.exact_finish,
                "loser_by_seat": f.exact_losers,
            },
            "monte_carlo": {
                "loser_by_seat": f.mc_losers,
                "mean_rolls": s.rolls as f64 / f.games,
                "mean_turns": s.turns as f64 / f.games,
                "p_finish_in_one_turn": f.mc_finish,
            },
        })
    )
}

fn slam_table(config: &SimConfig, s: &SlamStats, f: &SlamFigures) -> String {
    let mut out = String::new();
    let mode = match config.setup.slam_dice.slam_number {
        SlamNumberMode::Shared => "shared",
        SlamNumberMode::PerPlayer => "per-player",
    };
    let heading = t!(
        "cli-sim-slam-heading",
        players = config.setup.players.len(),
        mode = mode,
        target = config.setup.slam_dice.target,
        games = s.games,
        seed = config.seed.to_string()
    );
    let _ = writeln!(out, "{heading}");
    let [(e, we), (m, wm), (d, wd)] = columns();
    let labels = [
        t!("cli-sim-finish-from-zero"),
        t!("cli-sim-rolls-per-game"),
        t!("cli-sim-turns-per-game"),
    ];
    let seats: Vec<String> = (1..=f.mc_losers.len())
        .map(|seat| t!("cli-sim-seat-loser", seat = seat))
        .collect();
    let w0 = labels
        .iter()
        .chain(&seats)
        .map(|l| text_columns(l.as_str()))
        .fold(28, usize::max);
    let titles = [
        format!("{:>we$}", Shown(&e)),
        format!("{:>wm$}", Shown(&m)),
        format!("{:>wd$}", Shown(&d)),
    ];
    line(&mut out, "", w0, false, &titles);
    let n0 = s.turns_from_zero.max(1) as f64;
    let se = (f.exact_finish * (1.0 - f.exact_finish) / n0).sqrt();
    let cells = [
        cell(f.exact_finish, 6, we),
        cell(f.mc_finish, 6, wm),
        signed_cell(z(f.mc_finish, f.exact_finish, se), 2, wd),
    ];
    line(&mut out, &labels[0], w0, false, &cells);
    for (label, (mc, p)) in seats.iter().zip(f.mc_losers.iter().zip(&f.exact_losers)) {
        let se = (p * (1.0 - p) / f.games).sqrt();
        let cells = [
            cell(*p, 6, we),
            cell(*mc, 6, wm),
            signed_cell(z(*mc, *p, se), 2, wd),
        ];
        line(&mut out, label, w0, false, &cells);
    }
    for (label, total) in labels[1..].iter().zip([s.rolls, s.turns]) {
        let cells = [format!("{:>we$}", "-"), cell(total as f64 / f.games, 3, wm)];
        line(&mut out, label, w0, false, &cells);
    }
    out
}
