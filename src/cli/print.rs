//! `party-dice print`: the paper a class plays from, as a PDF. `print --blank --game G`
//! writes the instruction sheet and a blank score card; `print GAME.ron` a kept game's
//! filled card, its verdict and its story. Bad input gets one message and exit
//! code 2, and no file is written.

use std::path::PathBuf;

use super::Output;
use crate::print::{self, Paper, Printed};
use crate::record::load_record;
use crate::rules::options::ROUNDS;
use crate::rules::{GameKind, GameSetup};
use crate::settings::Finish;

/// A card has a row for each seat of the largest table unless told otherwise.
pub(crate) const DEFAULT_PLAYERS: usize = 8;

/// What `print` was asked for, as the command line gives it.
#[derive(Debug, Clone, Default)]
pub struct PrintRequest {
    /// A kept game (or any replay) to print filled.
    pub file: Option<PathBuf>,
    /// Print the blank sheet and card instead.
    pub blank: bool,
    /// The game of the blank card.
    pub game: Option<GameKind>,
    /// Rows on the blank card.
    pub players: Option<usize>,
    /// Straight Golf: holes on the blank card.
    pub rounds: Option<u32>,
    /// Straight Golf: the ordered-straight variant.
    pub ordered: bool,
    /// The paper size.
    pub paper: Paper,
    /// The PDF to write.
    pub out: Option<PathBuf>,
}

/// Runs `print`; `house` holds the house rules in use (from the settings file), which
/// a blank card prints with `--rounds` and `--ordered` applied on top, and `finishes`
/// the seats' dice finishes (from the settings file too), which a kept game's card names.
pub fn run(request: &PrintRequest, house: &GameSetup, finishes: &[Finish]) -> Output {
    match pages(request, house, finishes) {
        Ok((printed, what)) => {
            let Some(out) = &request.out else {
                return Output::bad_input(missing_out());
            };
            match print::print_to(out, &printed.pdf) {
                Ok(()) => Output {
                    stdout: format!(
                        "{}\n",
                        crate::t!(
                            "cli-print-wrote",
                            file = out.display().to_string(),
                            what = what,
                            bytes = printed.pdf.len()
                        )
                    ),
                    // Characters no font had, printed as `?`: said once, beside the file.
                    stderr: printed.notice().unwrap_or_default(),
                    code: 0,
                },
                Err(e) => Output::bad_input(e.to_string()),
            }
        }
        Err(message) => Output::bad_input(message),
    }
}

fn missing_out() -> String {
    crate::t!("cli-print-needs-out")
}

/// The PDF and a few words on what it holds, or the one message for bad input.
fn pages(
    r: &PrintRequest,
    house: &GameSetup,
    finishes: &[Finish],
) -> Result<(Printed, String), String> {
    if r.out.is_none() {
        return Err(missing_out());
    }
    match (&r.file, r.blank) {
        (Some(_), true) => Err(crate::t!("cli-print-not-both")),
        (None, false) => Err(crate::t!("cli-print-needs-game")),
        (Some(file), false) => {
            if r.game.is_some() || r.players.is_some() || r.rounds.is_some() || r.ordered {
                return Err(crate::t!("cli-print-blank-options"));
            }
            let record = load_record(file).map_err(|e| e.to_string())?;
            let pdf =
                print::game(&record, finishes, r.paper).map_err(|e| super::about(file, &e))?;
            Ok((pdf, crate::t!("cli-print-filled")))
        }
        (None, true) => blank(r, house),
    }
}

/// The blank sheet and card for the request.
fn blank(r: &PrintRequest, house: &GameSetup) -> Result<(Printed, String), String> {
    let Some(game) = r.game else {
        return Err(crate::t!("cli-print-blank-needs-game"));
    };
    if game == GameKind::SlamDice && (r.rounds.is_some() || r.ordered) {
        return Err(crate::t!("cli-print-golf-only"));
    }
    let mut setup = GameSetup {
        game,
        players: Vec::new(),
        ..house.clone()
    };
    if let Some(rounds) = r.rounds {
        if !ROUNDS.contains(&rounds) {
            return Err(crate::t!(
                "cli-print-bad-rounds",
                lo = *ROUNDS.start(),
                hi = *ROUNDS.end(),
                rounds = rounds
            ));
        }
        setup.straight_golf.rounds = rounds;
    }
    setup.straight_golf.ordered_straight |= r.ordered;
    let players = r.players.unwrap_or(DEFAULT_PLAYERS);
    let pdf = print::blank(&setup, players, r.paper).map_err(|e| e.to_string())?;
    Ok((pdf, crate::t!("cli-print-blank", players = players)))
}
