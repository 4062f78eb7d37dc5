//! Per-player statistics, counted from the replayed games so they cannot drift from
//! them: wins and slams, every die each player rolled, and their luck against the exact
//! odds.

use std::collections::HashMap;

use super::fairness::{DiceCounts, seat_dice};
use crate::rules::odds::{self, Luck};
use crate::rules::{DiceMode, Event, Game, GameKind, Replayed, SlamKind};

/// A player's Straight Golf record across kept games.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct GolfStats {
    /// Games played.
    pub games: u32,
    /// Games won; a shared win counts for each winner.
    pub wins: u32,
    /// Holes played.
    pub holes: u32,
    /// Points over all holes played.
    pub points: i64,
    /// The lowest points scored on one hole, once a hole is played.
    pub best_hole: Option<i32>,
    /// Holes whose straight was completed on the first roll.
    pub straights_roll1: u32,
    /// The points scored against the points the exact odds expected, hole by hole.
    pub luck: Luck,
}

impl GolfStats {
    /// Mean points per hole, once a hole is played.
    pub fn mean_hole(&self) -> Option<f64> {
        // Exact for any realistic count: both fit f64's 53-bit mantissa.
        (self.holes > 0).then(|| self.points as f64 / f64::from(self.holes))
    }

    fn add(&mut self, o: &GolfStats) {
        self.games += o.games;
        self.wins += o.wins;
        self.holes += o.holes;
        self.points += o.points;
        self.best_hole = match (self.best_hole, o.best_hole) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.straights_roll1 += o.straights_roll1;
        self.luck.add(&o.luck);
    }

    fn hole(&mut self, points: i32, completed_on: Option<u32>) {
        self.add(&GolfStats {
            holes: 1,
            points: i64::from(points),
            best_hole: Some(points),
            straights_roll1: u32::from(completed_on == Some(1)),
            ..GolfStats::default()
        });
    }
}

/// A player's Slam Dice record across kept games.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SlamStats {
    /// Games played.
    pub games: u32,
    /// Games lost (the one player left).
    pub losses: u32,
    /// Single Slams that counted.
    pub single: u32,
    /// Small Slams that counted.
    pub small: u32,
    /// Grand Slams.
    pub grand: u32,
    /// Single or Small Slams that would have passed the target and did not count.
    pub busts: u32,
    /// The points scored against the points the exact odds expected, turn by turn.
    pub luck: Luck,
}

impl SlamStats {
    fn add(&mut self, o: &SlamStats) {
        self.games += o.games;
        self.losses += o.losses;
        self.single += o.single;
        self.small += o.small;
        self.grand += o.grand;
        self.busts += o.busts;
        self.luck.add(&o.luck);
    }
}

/// One player's record in both games.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlayerStats {
    /// The name as entered at the table; the same name is the same player.
    pub name: String,
    /// Straight Golf.
    pub golf: GolfStats,
    /// Slam Dice.
    pub slam: SlamStats,
    /// Every die the player rolled in both games, thrown and typed apart.
    pub dice: DiceCounts,
}

impl PlayerStats {
    fn add(&mut self, o: &PlayerStats) {
        self.golf.add(&o.golf);
        self.slam.add(&o.slam);
        self.dice.add_all(&o.dice);
    }
}

/// How a kept game ended, as seats (indices into the record's players).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Straight Golf: the lowest total(s); a shared win lists every winner.
    Golf {
        /// The winning seats.
        winners: Vec<usize>,
    },
    /// Slam Dice: the one player left.
    Slam {
        /// The losing seat.
        loser: usize,
    },
}

/// Every player's record across the kept games.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stats {
    /// One line per player name, by name (case-insensitive, then exact).
    pub players: Vec<PlayerStats>,
}

impl Stats {
    /// Every die of every kept game, thrown and typed apart: the players' dice together.
    pub fn dice(&self) -> DiceCounts {
        let mut all = DiceCounts::default();
        for p in &self.players {
            all.add_all(&p.dice);
        }
        all
    }
}

/// Adds up what each kept game gave each seat, per player name.
pub(crate) fn add_up<'a>(seats: impl IntoIterator<Item = &'a PlayerStats>) -> Stats {
    let mut by_name: HashMap<&str, PlayerStats> = HashMap::new();
    for seat in seats {
        by_name
            .entry(seat.name.as_str())
            .or_insert_with(|| PlayerStats {
                name: seat.name.clone(),
                ..PlayerStats::default()
            })
            .add(seat);
    }
    let mut players: Vec<PlayerStats> = by_name.into_values().collect();
    players.sort_by(|a, b| (a.name.to_lowercase(), &a.name).cmp(&(b.name.to_lowercase(), &b.name)));
    Stats { players }
}

/// How a finished game ended and what it adds to each seat's record, its dice counted
/// as `mode`'s; `None` for a game that is not over.
pub(super) fn tally(replayed: &Replayed, mode: DiceMode) -> Option<(Outcome, Vec<PlayerStats>)> {
    if !replayed.game.is_over() {
        return None;
    }
    let names = replayed.game.players();
    let luck = odds::luck(replayed);
    let mut seats: Vec<PlayerStats> = names
        .iter()
        .zip(seat_dice(replayed, names.len(), mode))
        .map(|(name, dice)| PlayerStats {
            name: name.clone(),
            dice,
            ..PlayerStats::default()
        })
        .collect();
    let outcome = match &replayed.game {
        Game::Golf(g) => {
            let winners = g.winners();
            for (seat, s) in seats.iter_mut().enumerate() {
                s.golf.games = 1;
                s.golf.wins = u32::from(winners.contains(&seat));
                s.golf.luck = luck.get(seat).copied().unwrap_or_default();
            }
            Outcome::Golf { winners }
        }
        Game::Slam(g) => {
            let loser = g.loser()?;
            for (seat, s) in seats.iter_mut().enumerate() {
                s.slam.games = 1;
                s.slam.losses = u32::from(seat == loser);
                s.slam.luck = luck.get(seat).copied().unwrap_or_default();
            }
            Outcome::Slam { loser }
        }
    };
    for event in &replayed.events {
        count(event, &mut seats);
    }
    Some((outcome, seats))
}

/// What one event adds to its player's record.
fn count(event: &Event, seats: &mut [PlayerStats]) {
    match *event {
        Event::HoleScored {
            player,
            points,
            completed_on,
            ..
        } => {
            if let Some(s) = seats.get_mut(player) {
                s.golf.hole(points, completed_on);
            }
        }
        Event::Slam { player, kind, .. } => {
            if let Some(s) = seats.get_mut(player) {
                match kind {
                    SlamKind::Single => s.slam.single += 1,
                    SlamKind::Small => s.slam.small += 1,
                    SlamKind::Grand => s.slam.grand += 1,
                }
            }
        }
        Event::Bust { player, .. } => {
            if let Some(s) = seats.get_mut(player) {
                s.slam.busts += 1;
            }
        }
        _ => {}
    }
}

/// A column of the stats table, to sort by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StatColumn {
    /// The player's name (A to Z).
    Name,
    /// Straight Golf games played.
    GolfGames,
    /// Straight Golf wins.
    GolfWins,
    /// Mean points per hole (lower is better).
    MeanHole,
    /// Best hole.
    BestHole,
    /// Straights on the first roll.
    StraightsRoll1,
    /// Straight Golf luck: points below what the exact odds expected (more is luckier).
    GolfLuck,
    /// Slam Dice games played.
    SlamGames,
    /// Slam Dice losses.
    SlamLosses,
    /// Single Slams.
    Single,
    /// Small Slams.
    Small,
    /// Grand Slams.
    Grand,
    /// Busts.
    Busts,
    /// Slam Dice luck: points above what the exact odds expected.
    SlamLuck,
}

impl StatColumn {
    /// Every column, in table order.
    pub const ALL: [StatColumn; 14] = [
        StatColumn::Name,
        StatColumn::GolfGames,
        StatColumn::GolfWins,
        StatColumn::MeanHole,
        StatColumn::BestHole,
        StatColumn::StraightsRoll1,
        StatColumn::GolfLuck,
        StatColumn::SlamGames,
        StatColumn::SlamLosses,
        StatColumn::Single,
        StatColumn::Small,
        StatColumn::Grand,
        StatColumn::Busts,
        StatColumn::SlamLuck,
    ];

    /// The value to sort by; a player with no value (no hole played) sorts last.
    pub fn key(self, p: &PlayerStats) -> Option<f64> {
        let (g, s) = (&p.golf, &p.slam);
        let n = |v: u32| Some(f64::from(v));
        match self {
            StatColumn::Name => None,
            StatColumn::GolfGames => n(g.games),
            StatColumn::GolfWins => n(g.wins),
            StatColumn::MeanHole => g.mean_hole(),
            StatColumn::BestHole => g.best_hole.map(f64::from),
            StatColumn::StraightsRoll1 => n(g.straights_roll1),
            StatColumn::SlamGames => n(s.games),
            StatColumn::SlamLosses => n(s.losses),
            StatColumn::Single => n(s.single),
            StatColumn::Small => n(s.small),
            StatColumn::Grand => n(s.grand),
            StatColumn::Busts => n(s.busts),
            StatColumn::GolfLuck => luck_key(GameKind::StraightGolf, &g.luck),
            StatColumn::SlamLuck => luck_key(GameKind::SlamDice, &s.luck),
        }
    }
}

/// Luck to sort by, more being luckier; none before a hole or turn was played.
fn luck_key(kind: GameKind, luck: &Luck) -> Option<f64> {
    (luck.steps > 0).then(|| luck.margin(kind))
}

/// Sorts the players by `column`, `descending` or not; ties and players without a
/// value keep name order (players without a value always last).
pub fn sort_players(players: &mut [PlayerStats], column: StatColumn, descending: bool) {
    let by_name = |a: &PlayerStats, b: &PlayerStats| {
        a.name
            .to_lowercase()
            .cmp(&b.name.to_lowercase())
            .then_with(|| a.name.cmp(&b.name))
    };
    players.sort_by(|a, b| {
        let order = match (column.key(a), column.key(b)) {
            _ if column == StatColumn::Name => by_name(a, b),
            (Some(x), Some(y)) => x.total_cmp(&y),
            (Some(_), None) => return std::cmp::Ordering::Less,
            (None, Some(_)) => return std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        };
        let order = if descending { order.reverse() } else { order };
        order.then_with(|| by_name(a, b))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Face, GameKind, GameRecord, GameSetup};

    fn replay(game: GameKind, dice: &[u8]) -> Replayed {
        let mut setup = GameSetup::new(game, vec!["Ann".into(), "Ben".into()]);
        setup.straight_golf.rounds = 1;
        let record = GameRecord {
            dice: dice.iter().filter_map(|v| Face::new(*v).ok()).collect(),
            ..GameRecord::new(setup)
        };
        record.replay().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn slam_events_are_counted_per_seat() {
        // RULES.md's worked example: Ann busts at 14, then finishes with a Single.
        let r = replay(
            GameKind::SlamDice,
            &[
                6, 6, 6, 1, 6, 6, 1, 6, 1, 1, 6, 1, 1, 6, 1, 1, 6, 1, 1, 6, 6, 1, 1, 1, 1, 6, 2, 2,
            ],
        );
        let (outcome, seats) = tally(&r, DiceMode::Thrown).unwrap_or_else(|| panic!("not over"));
        assert_eq!(outcome, Outcome::Slam { loser: 1 });
        let ann = seats[0].slam;
        assert_eq!((ann.games, ann.losses, ann.busts), (1, 0, 1));
        assert_eq!(ann.small * 5 + ann.single, 15);
        assert_eq!(seats[1].slam.losses, 1);
    }

    #[test]
    fn a_shared_golf_win_counts_for_each_winner() {
        // Roll-off 6 then 1; both complete the straight on roll 1: -3 each, shared win.
        let r = replay(
            GameKind::StraightGolf,
            &[6, 1, 1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1],
        );
        let (outcome, seats) = tally(&r, DiceMode::Thrown).unwrap_or_else(|| panic!("not over"));
        assert_eq!(
            outcome,
            Outcome::Golf {
                winners: vec![0, 1]
            }
        );
        for s in &seats {
            assert_eq!((s.golf.wins, s.golf.holes, s.golf.points), (1, 1, -3));
            assert_eq!((s.golf.best_hole, s.golf.straights_roll1), (Some(-3), 1));
            assert_eq!(s.golf.mean_hole(), Some(-3.0));
        }
    }

    #[test]
    fn an_unfinished_game_has_no_tally() {
        assert!(tally(&replay(GameKind::SlamDice, &[2, 1, 1]), DiceMode::Thrown).is_none());
    }

    #[test]
    fn the_stats_table_sorts_by_any_column_with_empty_cells_last() {
        let player = |name: &str, wins: u32, best: Option<i32>| PlayerStats {
            name: name.to_string(),
            golf: GolfStats {
                wins,
                best_hole: best,
                ..GolfStats::default()
            },
            ..PlayerStats::default()
        };
        let mut ps = vec![
            player("cy", 2, None),
            player("Ann", 2, Some(-3)),
            player("Ben", 5, Some(1)),
        ];
        let names = |ps: &[PlayerStats]| ps.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
        sort_players(&mut ps, StatColumn::GolfWins, true);
        assert_eq!(names(&ps), ["Ben", "Ann", "cy"]);
        sort_players(&mut ps, StatColumn::BestHole, false);
        assert_eq!(names(&ps), ["Ann", "Ben", "cy"]);
        sort_players(&mut ps, StatColumn::BestHole, true);
        assert_eq!(names(&ps), ["Ben", "Ann", "cy"]);
        sort_players(&mut ps, StatColumn::Name, true);
        assert_eq!(names(&ps), ["cy", "Ben", "Ann"]);
    }
}
