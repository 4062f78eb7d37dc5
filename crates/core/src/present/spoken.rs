//! What a screen reader says for the card's cells and rows, the dice drawn flat and the
//! seats' marks: the same facts as on screen, as words ("Ann, hole 17, plus 1, total plus
//! 17"), since "+1" in a grid cell means nothing out of context.

use super::card::CardColumn;
use super::{name_or, ordinal};
use crate::rules::{Face, SlamDice};
use crate::t;

/// Golf points as spoken: "plus 2", "minus 1", "0".
pub(crate) fn spoken_points(points: i32) -> String {
    let sign = match points {
        p if p > 0 => "plus",
        p if p < 0 => "minus",
        _ => "zero",
    };
    t!("spoken-points", sign = sign, points = points.unsigned_abs())
}

/// Spoken parts joined as the language lists them ("Ann, hole 17, plus 1").
fn parts(words: &[String]) -> String {
    words.join(&t!("list-separator"))
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
    let total = t!("spoken-total", points = spoken_points(total));
    let which = match column {
        CardColumn::Hole(h) => t!("spoken-hole", hole = h),
        CardColumn::Nine(_) => t!("spoken-nine", holes = column.title()),
        CardColumn::Total => return parts(&[player.to_string(), total]),
    };
    let what = match (value, playing) {
        (Some(points), _) => spoken_points(points),
        (None, true) => t!("spoken-playing-now"),
        (None, false) => t!("spoken-not-played"),
    };
    parts(&[player.to_string(), which, what, total])
}

/// A Slam Dice seat's row: name, score and target, slam number, and where they finished.
pub fn slam_row(game: &SlamDice, seat: usize) -> String {
    let name = name_or(game.players(), seat, "?");
    let score = game.scores().get(seat).copied().unwrap_or(0);
    let target = game.options().target;
    let mut words = vec![
        name.to_string(),
        t!("spoken-score-of", score = score, target = target),
    ];
    if let Some(n) = game.slam_number(seat) {
        words.push(t!("spoken-slam-number", face = n.0.to_string()));
    }
    match (game.finished_rank(seat), game.loser() == Some(seat)) {
        (Some(place), _) => words.push(t!("spoken-safe", place = ordinal(place))),
        (None, true) => words.push(t!("spoken-loser")),
        (None, false) if game.current_player() == Some(seat) => words.push(t!("spoken-to-roll")),
        (None, false) => {}
    }
    parts(&words)
}

/// What a ringed die in a game of `kind` did: "set aside" (golf) or "slam hit".
pub fn marked_word(kind: crate::rules::GameKind) -> String {
    match kind {
        crate::rules::GameKind::StraightGolf => t!("spoken-set-aside"),
        crate::rules::GameKind::SlamDice => t!("spoken-slam-hit"),
    }
}

/// A die drawn flat: "3", "3, set aside".
pub fn spoken_die(face: Face, marked: bool, mark: &str) -> String {
    if marked {
        parts(&[face.to_string(), mark.to_string()])
    } else {
        face.to_string()
    }
}

/// A seat's mark beside a name: "Ann's mark, a triangle" (`mark` is the shape's word).
pub fn spoken_mark(player: &str, mark: &str) -> String {
    t!("spoken-mark", player = player, mark = mark)
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
