//! The players' statistics table in words: each column's heading and each player's
//! cell, the same in the window's history and the command line's `stats` ("–" where
//! there is nothing to show).

use crate::history::{PlayerStats, StatColumn};
use crate::rules::GameKind;

use super::{luck_cell, signed};

/// What stands where there is nothing to show.
pub const NOTHING: &str = "–";

/// The column's heading.
pub fn stat_title(column: StatColumn) -> &'static str {
    match column {
        StatColumn::Name => "Player",
        StatColumn::GolfGames => "Golf games",
        StatColumn::GolfWins => "Wins",
        StatColumn::MeanHole => "Mean hole",
        StatColumn::BestHole => "Best hole",
        StatColumn::StraightsRoll1 => "1st-roll straights",
        StatColumn::SlamGames => "Slam games",
        StatColumn::SlamLosses => "Losses",
        StatColumn::Single => "Single",
        StatColumn::Small => "Small",
        StatColumn::Grand => "Grand",
        StatColumn::Busts => "Busts",
        StatColumn::GolfLuck => "Golf luck",
        StatColumn::SlamLuck => "Slam luck",
    }
}

/// What the cell of `column` shows for player `p`.
pub fn stat_cell(column: StatColumn, p: &PlayerStats) -> String {
    match column {
        StatColumn::Name => p.name.clone(),
        StatColumn::MeanHole => p
            .golf
            .mean_hole()
            .map_or_else(|| NOTHING.to_string(), |m| format!("{m:+.2}")),
        StatColumn::BestHole => p.golf.best_hole.map_or_else(|| NOTHING.to_string(), signed),
        StatColumn::GolfLuck => luck_cell(GameKind::StraightGolf, &p.golf.luck),
        StatColumn::SlamLuck => luck_cell(GameKind::SlamDice, &p.slam.luck),
        other => other.key(p).map_or_else(String::new, |v| format!("{v:.0}")),
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
