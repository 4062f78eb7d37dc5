//! The players' statistics table in words: each column's heading and each player's
//! cell, the same in the window's history and the command line's `stats` ("–" where
//! there is nothing to show).

use crate::history::{PlayerStats, StatColumn};
use crate::rules::GameKind;

use super::{decimals, luck_cell, signed, signed_decimals};

/// What stands where there is nothing to show.
pub const NOTHING: &str = "–";

/// The column's heading.
pub fn stat_title(column: StatColumn) -> String {
    let key = match column {
        StatColumn::Name => "name",
        StatColumn::GolfGames => "golf-games",
        StatColumn::GolfWins => "golf-wins",
        StatColumn::MeanHole => "mean-hole",
        StatColumn::BestHole => "best-hole",
        StatColumn::StraightsRoll1 => "straights-roll-1",
        StatColumn::SlamGames => "slam-games",
        StatColumn::SlamLosses => "slam-losses",
        StatColumn::Single => "single",
        StatColumn::Small => "small",
        StatColumn::Grand => "grand",
        StatColumn::Busts => "busts",
        StatColumn::GolfLuck => "golf-luck",
        StatColumn::SlamLuck => "slam-luck",
    };
    crate::t!("stat-column", column = key)
}

/// What the cell of `column` shows for player `p`.
pub fn stat_cell(column: StatColumn, p: &PlayerStats) -> String {
    match column {
        StatColumn::Name => p.name.clone(),
        StatColumn::MeanHole => p
            .golf
            .mean_hole()
            .map_or_else(|| NOTHING.to_string(), |m| signed_decimals(m, 2)),
        StatColumn::BestHole => p.golf.best_hole.map_or_else(|| NOTHING.to_string(), signed),
        StatColumn::GolfLuck => luck_cell(GameKind::StraightGolf, &p.golf.luck),
        StatColumn::SlamLuck => luck_cell(GameKind::SlamDice, &p.slam.luck),
        other => other.key(p).map_or_else(String::new, |v| decimals(v, 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_sign_scores_and_dash_what_is_missing() {
        let mut p = PlayerStats {
            name: "Ann".into(),
            ..PlayerStats::default()
        };
        assert_eq!(stat_cell(StatColumn::MeanHole, &p), NOTHING);
        assert_eq!(stat_cell(StatColumn::BestHole, &p), NOTHING);
        assert_eq!(stat_cell(StatColumn::GolfLuck, &p), NOTHING);
        p.golf.best_hole = Some(-3);
        assert_eq!(stat_cell(StatColumn::BestHole, &p), "-3");
        p.golf.best_hole = Some(2);
        assert_eq!(stat_cell(StatColumn::BestHole, &p), "+2");
        assert_eq!(stat_cell(StatColumn::Name, &p), "Ann");
        assert_eq!(stat_title(StatColumn::StraightsRoll1), "1st-roll straights");
    }
}
