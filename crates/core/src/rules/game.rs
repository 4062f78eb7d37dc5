//! Either game behind one interface, and the saved-game record that replays it.

use super::dice::{DiceMode, DiceSource, Face, GivenDice};
use super::event::Event;
use super::golf::StraightGolf;
use super::launch::ThrowLaunch;
use super::options::{GameKind, OptionsError, SlamDiceOptions, StraightGolfOptions};
use super::setup::GameSetup;
use super::slam::SlamDice;
use super::step::{DiceGame, PlayError};
use super::timestamp::Timestamp;
use crate::forecast::Lesson;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A game of either kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    /// Slam Dice.
    Slam(SlamDice),
    /// Straight Golf.
    Golf(StraightGolf),
}

impl Game {
    /// A new game as `setup` describes it (the house rules of the other game are not
    /// looked at).
    pub fn new(setup: &GameSetup) -> Result<Self, OptionsError> {
        let players = setup.players.clone();
        Ok(match setup.game {
            GameKind::SlamDice => Game::Slam(SlamDice::new(players, setup.slam_dice)?),
            GameKind::StraightGolf => Game::Golf(StraightGolf::new(players, setup.straight_golf)?),
        })
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            Game::Slam(_) => GameKind::SlamDice,
            Game::Golf(_) => GameKind::StraightGolf,
        }
    }

    /// The players' names, in seat order.
    pub fn players(&self) -> &[String] {
        match self {
            Game::Slam(g) => g.players(),
            Game::Golf(g) => g.players(),
        }
    }

    /// How many dice the next step rolls (0 when over).
    pub fn dice_needed(&self) -> usize {
        match self {
            Game::Slam(g) => g.dice_needed(),
            Game::Golf(g) => g.dice_needed(),
        }
    }

    /// Who rolls next, if anyone.
    pub fn current_player(&self) -> Option<usize> {
        match self {
            Game::Slam(g) => g.current_player(),
            Game::Golf(g) => g.current_player(),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        match self {
            Game::Slam(g) => g.is_over(),
            Game::Golf(g) => g.is_over(),
        }
    }

    /// Draws the dice for the next step from `source` and plays them.
    pub fn roll(&mut self, source: &mut impl DiceSource) -> Result<Vec<Event>, PlayError> {
        match self {
            Game::Slam(g) => g.roll(source),
            Game::Golf(g) => g.roll(source),
        }
    }

    /// The dice the next step needs, drawn from `source` and not yet played (see
    /// [`DiceGame::draw`]); [`Game::enter`] plays them.
    pub fn draw(&self, source: &mut impl DiceSource) -> Result<Vec<Face>, PlayError> {
        match self {
            Game::Slam(g) => g.draw(source),
            Game::Golf(g) => g.draw(source),
        }
    }

    /// [`Game::roll`], appending the events to a reused buffer.
    pub fn roll_into(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        match self {
            Game::Slam(g) => g.roll_into(source, events),
            Game::Golf(g) => g.roll_into(source, events),
        }
    }

    /// Plays the next step with the given faces.
    pub fn enter(&mut self, faces: &[Face]) -> Result<Vec<Event>, PlayError> {
        match self {
            Game::Slam(g) => g.enter(faces),
            Game::Golf(g) => g.enter(faces),
        }
    }
}

/// A game as data: its setup plus every die it rolled, in order. This is the game record,
/// the saved game (with `seed`) and a test fixture.
///
/// In files the setup's fields stand at the top level beside the dice (`(game: SlamDice,
/// players: [..], slam_dice: (..), dice: [..])`), as they always have.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "RecordFile", into = "RecordFile")]
pub struct GameRecord {
    /// The game, the players and the house rules.
    pub setup: GameSetup,
    /// Every die the game rolled, in order.
    pub dice: Vec<Face>,
    /// The seed the game's generator was started from, for a saved game.
    pub seed: Option<u64>,
    /// When the game started, where known (a kept game in the history).
    pub started: Option<Timestamp>,
    /// When the game finished, where known (a kept game in the history).
    pub finished: Option<Timestamp>,
    /// Where the dice came from: thrown on screen (the default, and what a record that
    /// does not say means) or real dice typed in. The window's session sets it from the
    /// settings' `dice` when the game starts.
    pub dice_mode: DiceMode,
    /// The launch of each roll thrown with one (a flick), by roll: key `k` is the game's
    /// `k`-th roll (0-based, as [`crate::record::roll_marks`] counts them). Rolls not
    /// listed were thrown from their seed alone, or typed in; old records list none.
    pub launches: BTreeMap<usize, ThrowLaunch>,
    /// What the audience did, for a game the audience played along with (the final
    /// leaderboard and the calibration); `None` for the others and in old records.
    pub audience: Option<Lesson>,
}

impl GameRecord {
    /// A record of a game not yet rolled: no dice, no seed, no times.
    pub fn new(setup: GameSetup) -> Self {
        Self {
            setup,
            dice: Vec::new(),
            seed: None,
            started: None,
            finished: None,
            dice_mode: DiceMode::Thrown,
            launches: BTreeMap::new(),
            audience: None,
        }
    }
}

/// A [`GameRecord`] as game records (the autosave, the history) write it: the setup's
/// fields at the top level. Named `GameRecord` so that a parse error names the record.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "GameRecord", deny_unknown_fields)]
struct RecordFile {
    game: GameKind,
    players: Vec<String>,
    /// Defaults when omitted.
    #[serde(default)]
    straight_golf: StraightGolfOptions,
    /// Defaults when omitted.
    #[serde(default)]
    slam_dice: SlamDiceOptions,
    #[serde(default)]
    dice: Vec<Face>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    started: Option<Timestamp>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    finished: Option<Timestamp>,
    /// `Thrown` when omitted, and then not written.
    #[serde(default, skip_serializing_if = "DiceMode::is_thrown")]
    dice_mode: DiceMode,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    launches: BTreeMap<usize, ThrowLaunch>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    audience: Option<Lesson>,
}

impl From<RecordFile> for GameRecord {
    fn from(f: RecordFile) -> Self {
        Self {
            setup: GameSetup::from_parts((f.game, f.players, f.slam_dice, f.straight_golf)),
            dice: f.dice,
            seed: f.seed,
            started: f.started,
            finished: f.finished,
            dice_mode: f.dice_mode,
            launches: f.launches,
            audience: f.audience,
        }
    }
}

impl From<GameRecord> for RecordFile {
    fn from(r: GameRecord) -> Self {
        let (game, players, slam_dice, straight_golf) = r.setup.into_parts();
        Self {
            game,
            players,
            straight_golf,
            slam_dice,
            dice: r.dice,
            seed: r.seed,
            started: r.started,
            finished: r.finished,
            dice_mode: r.dice_mode,
            launches: r.launches,
            audience: r.audience,
        }
    }
}

/// The result of replaying a record.
#[derive(Debug, Clone)]
pub struct Replayed {
    /// The game after every value it could use.
    pub game: Game,
    /// All events, in order.
    pub events: Vec<Event>,
    /// How many values of `dice` were consumed.
    pub dice_used: usize,
}

impl GameRecord {
    /// Replays the record: the game consumes dice in order until it is over or the list
    /// runs out (a step with too few values left is not played). Leftover values are not
    /// an error.
    pub fn replay(&self) -> Result<Replayed, OptionsError> {
        let mut game = Game::new(&self.setup)?;
        let mut source = GivenDice::new(self.dice.clone());
        let mut events = Vec::new();
        let mut used = 0;
        while !game.is_over() && used + game.dice_needed() <= self.dice.len() {
            match game.roll(&mut source) {
                Ok(ev) => events.extend(ev),
                Err(_) => break,
            }
            used = source.used();
        }
        Ok(Replayed {
            game,
            events,
            dice_used: used,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DiceRng, GivenDice};

    #[test]
    fn drawing_then_entering_plays_exactly_as_rolling() {
        for kind in [GameKind::SlamDice, GameKind::StraightGolf] {
            let setup = GameSetup::new(kind, vec!["Ann".into(), "Ben".into(), "Cy".into()]);
            let (mut rolled, mut drawn) = (Game::new(&setup), Game::new(&setup));
            let (Ok(rolled), Ok(drawn)) = (rolled.as_mut(), drawn.as_mut()) else {
                panic!("the setup is valid")
            };
            let (mut a, mut b) = (DiceRng::seeded(7), DiceRng::seeded(7));
            while !rolled.is_over() {
                let events = rolled.roll(&mut a);
                let faces = drawn.draw(&mut b);
                // Drawing plays nothing: the game waits for the same dice.
                assert_eq!(faces.as_ref().map(Vec::len), Ok(drawn.dice_needed()));
                assert_eq!(events, faces.and_then(|f| drawn.enter(&f)));
            }
            assert!(drawn.is_over());
            assert_eq!(drawn.draw(&mut b), Err(PlayError::GameOver));
            assert_eq!(
                drawn.draw(&mut GivenDice::new(Vec::new())).err(),
                Some(PlayError::GameOver)
            );
        }
    }

    fn at(text: &str) -> Timestamp {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    /// The autosave's format, as `game::autosave::save` writes it.
    fn autosave_text(record: &GameRecord) -> String {
        let config = ron::ser::PrettyConfig::new().compact_arrays(true);
        ron::ser::to_string_pretty(record, config).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn records_without_times_save_as_before() {
        let old = "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [2, 5, 5], seed: Some(7))";
        let record: GameRecord = ron::from_str(old).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((record.started, record.finished), (None, None));
        let text = autosave_text(&record);
        assert!(
            !text.contains("started") && !text.contains("finished"),
            "{text}"
        );
        let again: GameRecord = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(autosave_text(&again), text);
    }

    #[test]
    fn real_dice_are_recorded_and_thrown_ones_left_unwritten() {
        let old = "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [2, 5, 5])";
        let record: GameRecord = ron::from_str(old).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(record.dice_mode, DiceMode::Thrown);
        assert!(!autosave_text(&record).contains("dice_mode"));
        let real = GameRecord {
            dice_mode: DiceMode::Real,
            ..record
        };
        let text = autosave_text(&real);
        assert!(text.contains("dice_mode: Real"), "{text}");
        let again: GameRecord = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, real);
    }

    #[test]
    fn records_with_times_round_trip() {
        let text = "(game: StraightGolf, players: [\"A\", \"B\"], \
                    started: Some(\"2025-01-02T20:00:00Z\"), finished: Some(\"2025-01-02T20:15:00+00:00\"))";
        let record: GameRecord = ron::from_str(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(record.finished, Some(at("2025-01-02T20:15:00Z")));
        let saved = autosave_text(&record);
        assert!(
            saved.contains("finished: Some(\"2025-01-02T20:15:00Z\")"),
            "{saved}"
        );
        let again: GameRecord = ron::from_str(&saved).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, record);
        let bad = text.replace("20:15:00+00:00", "yesterday");
        let e = ron::from_str::<GameRecord>(&bad)
            .err()
            .map(|e| e.to_string());
        assert!(e.is_some_and(|e| e.contains("RFC 3339")));
    }
}
