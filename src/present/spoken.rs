//! What a screen reader says for the card's cells and rows, the dice drawn flat and the
//! seats' marks: the same facts as on screen, as words ("Ann, hole 17, plus 1, total plus
//! 17"), since "+1" in a grid cell means nothing out of context.

use super::card::CardColumn;
use super::{name_or, ordinal};
use crate::rules::{Face, SlamDice};

/// Golf points as spoken: "plus 2", "minus 1", "0".
pub fn spoken_points(points: i32) -> String {
    match points {
        p if p > 0 => format!("plus {p}"),
        p if p < 0 => format!("minus {}", p.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// A golf card cell: whose, which column, its points (or "not played", "playing now"),
/// and the player's total after it.
pub fn golf_cell(
    player: &str,
    column: CardColumn,
    value: Option<i32>,
    total: i32,
    playing: bool,
) -> String {
    let which = match column {
        CardColumn::Hole(h) => format!("hole {h}"),
        CardColumn::Nine(_) => format!("holes {}", column.title()),
        CardColumn::Total => {
            return format!("{player}, total {}", spoken_points(total));
        }
    };
    let what = match (value, playing) {
        (Some(points), _) => spoken_points(points),
        (None, true) => "playing now".to_string(),
        (None, false) => "not played".to_string(),
    };
    format!("{player}, {which}, {what}, total {}", spoken_points(total))
}

/// A Slam Dice seat's row: name, score and target, slam number, and where they finished.
pub fn slam_row(game: &SlamDice, seat: usize) -> String {
    let name = name_or(game.players(), seat, "?");
    let score = game.scores().get(seat).copied().unwrap_or(0);
    let target = game.options().target;
    let mut words = format!("{name}, {score} of {target}");
    if let Some(n) = game.slam_number(seat) {
        words.push_str(&format!(", slam number {}", n.0));
    }
    match (game.finished_rank(seat), game.loser() == Some(seat)) {
        (Some(place), _) => words.push_str(&format!(", safe, {}", ordinal(place))),
        (None, true) => words.push_str(", the loser"),
        (None, false) if game.current_player() == Some(seat) => words.push_str(", to roll"),
        (None, false) => {}
    }
    words
}

/// What a ringed die in a game of `kind` did: "set aside" (golf) or "slam hit".
pub fn marked_word(kind: crate::rules::GameKind) -> &'static str {
    match kind {
        crate::rules::GameKind::StraightGolf => "set aside",
        crate::rules::GameKind::SlamDice => "slam hit",
    }
}

/// A die drawn flat: "3", "3, set aside".
pub fn spoken_die(face: Face, marked: bool, mark: &str) -> String {
    if marked {
        format!("{face}, {mark}")
    } else {
        face.to_string()
    }
}

/// A seat's mark beside a name: "Ann's mark, a triangle".
pub fn spoken_mark(player: &str, mark: &str) -> String {
    format!("{player}'s mark, a {mark}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_as_sentences() {
        assert_eq!(
            golf_cell("Ann", CardColumn::Hole(17), Some(1), 17, false),
            "Ann, hole 17, plus 1, total plus 17"
        );
        assert_eq!(
            golf_cell("Ann", CardColumn::Hole(18), None, -2, true),
            "Ann, hole 18, playing now, total minus 2"
        );
        assert_eq!(
            golf_cell("Ben", CardColumn::Nine(0), Some(5), 5, false),
            "Ben, holes OUT, plus 5, total plus 5"
        );
        assert_eq!(
            golf_cell("Cy", CardColumn::Total, Some(0), 0, false),
            "Cy, total 0"
        );
        assert_eq!(spoken_points(-3), "minus 3");
    }
}
