//! Which columns the golf card shows, so that it fits any window: every hole of the nine
//! being played, the nines already played folded into one sum each (OUT, IN, …), and
//! TOTAL always last. Eighteen or thirty-six holes never need more than nine hole
//! columns.

use crate::rules::golf::NINE;

/// A column of the golf card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardColumn {
    /// One hole's points (holes count from 1).
    Hole(usize),
    /// The sum of one nine (`0` = holes 1–9, "OUT"; `1` = 10–18, "IN"; …).
    Nine(usize),
    /// The total.
    Total,
}

impl CardColumn {
    /// The column's heading.
    pub fn title(self) -> String {
        match self {
            CardColumn::Hole(h) => h.to_string(),
            CardColumn::Nine(0) => crate::t!("card-out"),
            CardColumn::Nine(1) => crate::t!("card-in"),
            CardColumn::Nine(k) => format!("{}–{}", k * NINE + 1, (k + 1) * NINE),
            CardColumn::Total => crate::t!("card-total"),
        }
    }

    /// The column's value for a card's hole points; `None` when nothing is played in it.
    pub fn value(self, holes: &[i32]) -> Option<i32> {
        match self {
            CardColumn::Hole(h) => holes.get(h.checked_sub(1)?).copied(),
            CardColumn::Nine(k) => {
                let nine = holes.get(k * NINE..)?;
                (!nine.is_empty()).then(|| nine.iter().take(NINE).sum())
            }
            CardColumn::Total => Some(holes.iter().sum()),
        }
    }
}

/// The nine on show: the one holding `hole` (the hole being played, counting from 1),
/// else the one after the last hole anyone played, within `rounds`.
pub fn nine_on_show(rounds: usize, hole: Option<usize>, played: usize) -> usize {
    let last_nine = rounds.saturating_sub(1) / NINE;
    let hole = hole.unwrap_or(played.max(1));
    (hole.saturating_sub(1) / NINE).min(last_nine)
}

/// The card's columns for a game of `rounds` holes showing nine `nine`: the sums of the
/// nines before it, its holes, its sum (when the game has more than one nine), TOTAL.
pub fn card_columns(rounds: usize, nine: usize) -> Vec<CardColumn> {
    fitted_columns(rounds, nine, None, NINE)
}

/// The least a card can show: the hole being played (if one is) and TOTAL.
pub fn least_columns(hole: Option<usize>) -> Vec<CardColumn> {
    hole.map(CardColumn::Hole)
        .into_iter()
        .chain([CardColumn::Total])
        .collect()
}

/// [`card_columns`] for a card with room for only `max_holes` hole columns: the holes of
/// the nine up to `hole` (the one being played), as many as fit, always including it.
pub fn fitted_columns(
    rounds: usize,
    nine: usize,
    hole: Option<usize>,
    max_holes: usize,
) -> Vec<CardColumn> {
    let mut columns: Vec<CardColumn> = (0..nine).map(CardColumn::Nine).collect();
    let first = nine * NINE + 1;
    let last = rounds.min(first + NINE - 1);
    let keep = max_holes.max(1);
    // The window of holes ends at the hole being played (or the last of the nine) and
    // shows the ones just before it.
    let focus = hole.filter(|h| (first..=last).contains(h)).unwrap_or(last);
    let end = focus.max((first + keep - 1).min(last));
    let start = end.saturating_sub(keep - 1).max(first);
    columns.extend((start..=end).map(CardColumn::Hole));
    if rounds > NINE {
        columns.push(CardColumn::Nine(nine));
    }
    columns.push(CardColumn::Total);
    columns
}

#[cfg(test)]
mod tests {
    use super::*;
    use CardColumn::{Hole, Nine, Total};

    #[test]
    fn a_nine_hole_card_is_its_holes_and_the_total() {
        let c = card_columns(9, nine_on_show(9, Some(4), 3));
        assert_eq!(c.len(), 10);
        assert_eq!((c[0], c[8], c[9]), (Hole(1), Hole(9), Total));
    }

    #[test]
    fn the_back_nine_folds_the_front_into_out() {
        assert_eq!(nine_on_show(18, Some(17), 16), 1);
        let c = card_columns(18, 1);
        assert_eq!(c.first(), Some(&Nine(0)));
        assert_eq!(c[1], Hole(10));
        assert_eq!(&c[c.len() - 2..], &[Nine(1), Total]);
        assert_eq!(c.len(), 12, "never more than nine hole columns");
        assert_eq!(card_columns(18, 0).len(), 11);
        assert_eq!(card_columns(36, 3).len(), 3 + 9 + 2);
        assert_eq!(Nine(2).title(), "19–27");
    }

    #[test]
    fn column_values_add_up_what_was_played() {
        let holes: Vec<i32> = (0..12).map(|i| i % 3 - 1).collect();
        assert_eq!(Nine(0).value(&holes), Some(holes[..9].iter().sum()));
        assert_eq!(Nine(1).value(&holes), Some(holes[9..].iter().sum()));
        assert_eq!(Nine(2).value(&holes), None);
        assert_eq!(Hole(12).value(&holes), Some(holes[11]));
        assert_eq!(Hole(13).value(&holes), None);
        assert_eq!(Total.value(&holes), Some(holes.iter().sum()));
        assert_eq!(nine_on_show(18, None, 18), 1, "game over: the last nine");
        assert_eq!(nine_on_show(13, None, 0), 0);
    }

    #[test]
    fn a_narrow_card_keeps_the_hole_in_play_and_the_total() {
        let c = fitted_columns(18, 1, Some(17), 4);
        assert_eq!(
            c,
            [
                Nine(0),
                Hole(14),
                Hole(15),
                Hole(16),
                Hole(17),
                Nine(1),
                Total
            ]
        );
        let c = fitted_columns(9, 0, Some(2), 4);
        assert_eq!(c, [Hole(1), Hole(2), Hole(3), Hole(4), Total]);
        assert_eq!(fitted_columns(9, 0, None, 0), [Hole(9), Total]);
        assert_eq!(least_columns(Some(17)), [Hole(17), Total]);
        assert_eq!(least_columns(None), [Total]);
        assert_eq!(nine_on_show(13, None, 0), 0);
    }
}
