//! `party-dice print`: the paper a class plays from, as a PDF. `print --blank --game G`
//! writes the instruction sheet and a blank score card; `print GAME.ron` a kept game's
//! filled card, its verdict and its chance timeline. Bad input gets one message and exit
//! code 2, and no file is written.

use std::path::PathBuf;

use super::Output;
use crate::print::{self, Paper};
use crate::record::load_record;
use crate::rules::options::ROUNDS;
use crate::rules::{GameKind, GameSetup};

/// A card has a row for each seat of the largest table unless told otherwise.
pub const DEFAULT_PLAYERS: usize = 8;

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
/// a blank card prints with `--rounds` and `--ordered` applied on top.
pub fn run(request: &PrintRequest, house: &GameSetup) -> Output {
    match pages(request, house) {
        Ok((pdf, what)) => {
            let Some(out) = &request.out else {
                return Output::bad_input(missing_out());
            };
            match print::print_to(out, &pdf) {
                Ok(()) => Output::ok(format!(
                    "wrote {}: {what}, {} bytes\n",
                    out.display(),
                    pdf.len()
                )),
                Err(e) => Output::bad_input(e.to_string()),
            }
        }
        Err(message) => Output::bad_input(message),
    }
}

fn missing_out() -> String {
    "print needs --out FILE.pdf: where to write the PDF".to_string()
}

/// The PDF and a few words on what it holds, or the one message for bad input.
fn pages(r: &PrintRequest, house: &GameSetup) -> Result<(Vec<u8>, String), String> {
    if r.out.is_none() {
        return Err(missing_out());
    }
    match (&r.file, r.blank) {
        (Some(_), true) => Err("print takes a game file or --blank, not both".to_string()),
        (None, false) => Err(
            "print needs a kept game (print GAME.ron --out FILE.pdf) or --blank --game slam-dice|straight-golf"
                .to_string(),
        ),
        (Some(file), false) => {
            if r.game.is_some() || r.players.is_some() || r.rounds.is_some() || r.ordered {
                return Err(
                    "--game, --players, --rounds and --ordered are for a --blank card: a kept game's card has its own"
                        .to_string(),
                );
            }
            let record = load_record(file).map_err(|e| e.to_string())?;
            let pdf = print::game(&record, r.paper)
                .map_err(|e| format!("{}: {e}", file.display()))?;
            Ok((pdf, "the filled card and its chance timeline".to_string()))
        }
        (None, true) => blank(r, house),
    }
}

/// The blank sheet and card for the request.
fn blank(r: &PrintRequest, house: &GameSetup) -> Result<(Vec<u8>, String), String> {
    let Some(game) = r.game else {
        return Err("--blank needs --game slam-dice or --game straight-golf".to_string());
    };
    if game == GameKind::SlamDice && (r.rounds.is_some() || r.ordered) {
        return Err(
            "--rounds and --ordered are Straight Golf's: a Slam Dice card has neither".to_string(),
        );
    }
    let mut setup = GameSetup {
        game,
        players: Vec::new(),
        ..house.clone()
    };
    if let Some(rounds) = r.rounds {
        if !ROUNDS.contains(&rounds) {
            return Err(format!(
                "--rounds must be {} to {}, not {rounds}",
                ROUNDS.start(),
                ROUNDS.end()
            ));
        }
        setup.straight_golf.rounds = rounds;
    }
    setup.straight_golf.ordered_straight |= r.ordered;
    let players = r.players.unwrap_or(DEFAULT_PLAYERS);
    let pdf = print::blank(&setup, players, r.paper).map_err(|e| e.to_string())?;
    Ok((
        pdf,
        format!("the rules and a blank card for {players} players"),
    ))
}
