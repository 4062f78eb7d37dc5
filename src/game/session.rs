//! The game in progress as a resource: the rules engine, its generator, the record that
//! makes it a replay file, the log, and which die entity holds which value.

use bevy::prelude::*;

use crate::rules::{
    DiceRng, Event, Face, Game, GameKind, GameRecord, GolfStep, OptionsError, PlayError, Purpose,
    SlamDiceOptions, StraightGolfOptions, log,
};
use crate::settings::Settings;

/// What the setup screen shows and edits; "Start" turns it into a [`Session`].
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct GameSetup {
    /// Which game.
    pub game: GameKind,
    /// Names in seat order.
    pub players: Vec<String>,
    /// Slam Dice options.
    pub slam_dice: SlamDiceOptions,
    /// Straight Golf options.
    pub straight_golf: StraightGolfOptions,
}

impl GameSetup {
    /// The setup a settings file asks for.
    pub fn from_settings(settings: &Settings) -> Self {
        Self {
            game: settings.game,
            players: settings.players.clone(),
            slam_dice: settings.slam_dice,
            straight_golf: settings.straight_golf,
        }
    }

    /// Why this setup cannot start, if it cannot.
    pub fn problem(&self) -> Option<OptionsError> {
        Game::new(
            self.game,
            self.players.clone(),
            self.slam_dice,
            self.straight_golf,
        )
        .err()
    }
}

impl Default for GameSetup {
    fn default() -> Self {
        Self::from_settings(&Settings::default())
    }
}

/// A colour per seat, for the dice and the scoresheet; distinct under common colour
/// blindness (the Okabe–Ito palette, then two extra).
pub fn player_colour(seat: usize) -> Color {
    const PALETTE: [(u8, u8, u8); 8] = [
        (0, 114, 178),   // blue
        (230, 159, 0),   // orange
        (0, 158, 115),   // green
        (204, 121, 167), // pink
        (86, 180, 233),  // sky
        (213, 94, 0),    // vermilion
        (240, 228, 66),  // yellow
        (120, 120, 120), // grey
    ];
    let (r, g, b) = PALETTE[seat % PALETTE.len()];
    Color::srgb_u8(r, g, b)
}

/// Which die entity (slot `0..6`) shows what: the kept row of Straight Golf.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TableDice {
    /// For each face (index 0 = face 1) the die slot set aside in that kept slot.
    pub kept: [Option<usize>; 6],
}

impl TableDice {
    /// The slots not in the kept row, ascending.
    pub fn free(&self) -> Vec<usize> {
        (0..6).filter(|d| !self.kept.contains(&Some(*d))).collect()
    }
}

/// One roll, ready for the table: which die slots to throw and the faces they must show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollPlan {
    /// Die slots, one per face.
    pub dice: Vec<usize>,
    /// The faces the rules rolled, in draw order.
    pub faces: Vec<Face>,
    /// Seed for the physics throw.
    pub throw_seed: u64,
    /// Slots that were in the kept row and go back to play (a new hole).
    pub unkept: Vec<usize>,
}

/// The game in progress.
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The rules engine: the truth about scores, turns and dice.
    pub game: Game,
    /// The game as the table shows it: the state before the roll in the air, so the
    /// sheet and banner never give a result away before the dice land.
    pub shown: Game,
    /// Settings, seed and every die rolled so far: the autosave and a replay file.
    pub record: GameRecord,
    rng: DiceRng,
    throw_rng: DiceRng,
    /// Log lines, oldest first.
    pub log: Vec<String>,
    /// Which die holds what.
    pub table: TableDice,
    /// Events of the roll in the air, shown once it lands.
    pub pending: Vec<Event>,
    /// The slots and faces of the roll in the air (or the last one).
    pub last: Option<RollPlan>,
}

/// Seed offset that separates the physics-throw stream from the dice stream, so a
/// saved `(settings, seed)` gives the same dice however the throws looked.
const THROW_STREAM: u64 = 0x5EED_7A8B_1E00_D1CE;

impl Session {
    /// A new game from the setup, with a seeded generator.
    pub fn new(setup: &GameSetup, seed: u64) -> Result<Self, OptionsError> {
        let game = Game::new(
            setup.game,
            setup.players.clone(),
            setup.slam_dice,
            setup.straight_golf,
        )?;
        let record = GameRecord {
            game: setup.game,
            players: setup.players.clone(),
            straight_golf: setup.straight_golf,
            slam_dice: setup.slam_dice,
            dice: Vec::new(),
            seed: Some(seed),
        };
        Ok(Self {
            shown: game.clone(),
            game,
            record,
            rng: DiceRng::seeded(seed),
            throw_rng: DiceRng::seeded(seed ^ THROW_STREAM),
            log: Vec::new(),
            table: TableDice::default(),
            pending: Vec::new(),
            last: None,
        })
    }

    /// Restores a saved game exactly: replays its dice, moves the generator past them,
    /// rebuilds the log and the kept row.
    pub fn resume(record: GameRecord) -> Result<Self, String> {
        let seed = record
            .seed
            .ok_or("the saved game has no seed, so it cannot go on")?;
        let replayed = record.replay().map_err(|e| e.to_string())?;
        if replayed.dice_used != record.dice.len() {
            return Err(format!(
                "the saved game has {} dice values but only {} fit the game",
                record.dice.len(),
                replayed.dice_used
            ));
        }
        let mut rng = DiceRng::seeded(seed);
        for _ in 0..record.dice.len() {
            rng.face();
        }
        let mut throw_rng = DiceRng::seeded(seed ^ THROW_STREAM);
        let throws = replayed
            .events
            .iter()
            .filter(|e| matches!(e, Event::Rolled { .. }))
            .count();
        for _ in 0..throws {
            throw_rng.next_u64();
        }
        let mut table = TableDice::default();
        if let Game::Golf(g) = &replayed.game
            && let GolfStep::Hole(h) = g.step()
        {
            for face in h.set_aside.faces() {
                table.kept[face.index()] = Some(face.index());
            }
        }
        let log = log::describe(replayed.game.players(), &replayed.events);
        Ok(Self {
            shown: replayed.game.clone(),
            game: replayed.game,
            record,
            rng,
            throw_rng,
            log,
            table,
            pending: Vec::new(),
            last: None,
        })
    }

    /// Rolls the next step with the generator. The events wait in `pending` until the
    /// throw lands; the kept row is updated then, in [`Session::land`].
    pub fn roll(&mut self) -> Result<RollPlan, PlayError> {
        let starts_hole = matches!(&self.game, Game::Golf(g) if matches!(g.step(), GolfStep::Hole(h) if h.roll == 1));
        let unkept: Vec<usize> = if starts_hole {
            let back = self.table.kept.iter().flatten().copied().collect();
            self.table = TableDice::default();
            back
        } else {
            Vec::new()
        };
        let events = self.game.roll(&mut self.rng)?;
        let faces: Vec<Face> = events
            .iter()
            .find_map(|e| match e {
                Event::Rolled { roll, .. } => Some(roll.faces().to_vec()),
                _ => None,
            })
            .unwrap_or_default();
        self.record.dice.extend(&faces);
        let dice: Vec<usize> = self.table.free().into_iter().take(faces.len()).collect();
        let plan = RollPlan {
            dice,
            faces,
            throw_seed: self.throw_rng.next_u64(),
            unkept,
        };
        self.pending = events;
        self.last = Some(plan.clone());
        Ok(plan)
    }

    /// The thrown dice have landed: log the events, fill the kept row, and return the
    /// events with the die slots newly set aside as `(slot, face)`.
    pub fn land(&mut self) -> (Vec<Event>, Vec<(usize, Face)>) {
        let events = std::mem::take(&mut self.pending);
        self.shown = self.game.clone();
        self.log.extend(log::describe(self.game.players(), &events));
        let mut newly_kept = Vec::new();
        if let Some(plan) = &self.last {
            for event in &events {
                if let Event::SetAside { faces, .. } = event {
                    for face in &faces.faces() {
                        let slot = plan
                            .dice
                            .iter()
                            .zip(&plan.faces)
                            .find(|(d, f)| *f == face && !newly_kept.iter().any(|(k, _)| k == *d))
                            .map(|(d, _)| *d);
                        if let Some(slot) = slot {
                            self.table.kept[face.index()] = Some(slot);
                            newly_kept.push((slot, *face));
                        }
                    }
                }
            }
        }
        (events, newly_kept)
    }

    /// What the next roll is for, as the turn banner says it ("Ann — roll 2 of 3"); while
    /// dice are in the air, the roll they belong to.
    pub fn banner(&self) -> String {
        let names = self.shown.players();
        let name = |p: usize| names.get(p).cloned().unwrap_or_default();
        match &self.shown {
            Game::Slam(g) => match g.step() {
                crate::rules::SlamStep::SlamNumber(None) => "Roll for the slam number".into(),
                crate::rules::SlamStep::SlamNumber(Some(p)) => {
                    format!("{} — roll your slam number", name(p))
                }
                crate::rules::SlamStep::Turn { player, roll: 1 } => {
                    format!("{}'s turn", name(player))
                }
                crate::rules::SlamStep::Turn { player, roll } => {
                    format!("{} — roll {roll}, keep going!", name(player))
                }
                crate::rules::SlamStep::Over => "Game over".into(),
            },
            Game::Golf(g) => match g.step() {
                GolfStep::RollOff {
                    player,
                    stage: crate::rules::RollOffStage::Everyone,
                } => {
                    format!("{} — roll to see who starts", name(player))
                }
                GolfStep::RollOff { player, .. } => {
                    format!("{} — roll again to break the tie", name(player))
                }
                GolfStep::Hole(h) => format!(
                    "{} — hole {}, roll {} of {}",
                    name(h.player),
                    h.number,
                    h.roll,
                    g.options().rolls_per_hole
                ),
                GolfStep::Over => "Game over".into(),
            },
        }
    }

    /// Whether a roll is a one-die roll (slam number, roll-off), for the table layout.
    pub fn is_single_die(purpose: Purpose) -> bool {
        matches!(purpose, Purpose::SlamNumber | Purpose::RollOff(_))
    }
}

/// Adds nothing yet: the session is inserted when a game starts.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameSetup>();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(game: GameKind) -> GameSetup {
        GameSetup {
            game,
            players: vec!["Ann".into(), "Ben".into(), "Cy".into()],
            ..Default::default()
        }
    }

    #[test]
    fn a_resumed_session_continues_exactly_like_the_original() {
        for game in [GameKind::SlamDice, GameKind::StraightGolf] {
            let mut a = Session::new(&setup(game), 77).unwrap_or_else(|e| panic!("{e}"));
            for _ in 0..9 {
                let _ = a.roll();
                a.land();
            }
            let mut b = Session::resume(a.record.clone()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(b.game, a.game);
            assert_eq!(b.log, a.log);
            // The same faces are set aside (which die entity holds each may differ).
            // (At the start of a hole the original still shows the last hole's row until
            // the next roll; the resumed one starts with an empty row.)
            let held = |t: &TableDice| t.kept.map(|k| k.is_some());
            if matches!(&a.game, Game::Golf(g) if g.hole().is_some_and(|h| h.roll > 1)) {
                assert_eq!(held(&b.table), held(&a.table), "{game:?}");
            }
            for _ in 0..20 {
                if a.game.is_over() {
                    break;
                }
                let (pa, pb) = (a.roll(), b.roll());
                let key = |p: Result<RollPlan, PlayError>| {
                    p.map(|p| (p.faces, p.throw_seed, p.dice.len()))
                };
                assert_eq!(key(pa), key(pb));
                a.land();
                b.land();
            }
            assert_eq!(a.record, b.record);
        }
    }

    #[test]
    fn golf_dice_set_aside_move_to_their_slot_and_leave_it_for_the_next_hole() {
        let mut s =
            Session::new(&setup(GameKind::StraightGolf), 3).unwrap_or_else(|e| panic!("{e}"));
        while !matches!(&s.game, Game::Golf(g) if g.hole().is_some()) {
            let _ = s.roll();
            s.land();
        }
        let plan = s.roll().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(plan.dice, vec![0, 1, 2, 3, 4, 5]);
        let (_, kept) = s.land();
        for (slot, face) in &kept {
            assert_eq!(
                plan.faces[plan.dice.iter().position(|d| d == slot).unwrap_or(99)],
                *face
            );
        }
        let next = s.roll().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(next.dice.len(), 6 - kept.len());
        assert!(next.dice.iter().all(|d| !kept.iter().any(|(k, _)| k == d)));
    }
}
