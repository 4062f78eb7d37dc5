//! The game in progress as a resource: the rules engine, its generators, the record that
//! makes it a game record, the log, and the roll in the air.
//!
//! A roll is two steps. [`Session::roll`] has the rules draw the faces ([`Game::draw`])
//! from the seeded generator (or a watched game's kept values) and records them (so the autosave has them even if the program dies mid-throw); the table
//! throws dice that land on them. [`Session::land`] then plays them through the rules.
//! Until the dice land the engine is still at the state before the roll, so everything
//! drawn from it — sheet, banner — never gives a result away.
//!
//! A roll thrown with a launch (a flick) records it in [`GameRecord::launches`] by roll
//! index, so a resumed game keeps it and a watched game throws that roll the same way.

use bevy::prelude::*;

use crate::rules::{
    DiceRng, DiceSource, Event, Face, Game, GameRecord, GameSetup, GivenDice, GolfStep,
    OptionsError, PlayError, ThrowLaunch,
};

/// One roll, ready for the table: which play dice to throw and the faces they must show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollPlan {
    /// Play dice (`0..6`), one per face: `dice[k]` shows `faces[k]`.
    pub dice: Vec<usize>,
    /// The faces drawn for the rules, in draw order.
    pub faces: Vec<Face>,
    /// Seed for the physics throw.
    pub throw_seed: u64,
    /// The flick the dice are thrown with (`crate::throw::throw_launched`); `None` for a
    /// throw from the seed alone, and for typed dice.
    pub launch: Option<ThrowLaunch>,
}

/// What a landed roll did, by play die: read from the rules' events, never worked out
/// again from the faces. Also sent as a message when a roll lands (for the sounds).
#[derive(Message, Debug, Clone, Default, PartialEq, Eq)]
pub struct Landed {
    /// Everything the rules said about the roll.
    pub events: Vec<Event>,
    /// Straight Golf: the dice set aside by this roll, with the slot (face) of each.
    pub set_aside: Vec<(usize, Face)>,
    /// Slam Dice: the dice showing the roller's slam number.
    pub hits: Vec<usize>,
    /// Every die thrown, with the face it shows, in draw order.
    pub thrown: Vec<(usize, Face)>,
}

impl Landed {
    /// The faces in draw order, each marked when its die was set aside or hit the slam
    /// number: what the 2D result row shows.
    pub(crate) fn marked_faces(&self) -> Vec<(Face, bool)> {
        self.thrown
            .iter()
            .map(|(die, face)| {
                let marked =
                    self.hits.contains(die) || self.set_aside.iter().any(|(d, _)| d == die);
                (*face, marked)
            })
            .collect()
    }
}

/// Why a saved game could not be resumed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    /// Without its seed the game's next dice are unknown.
    #[error("{}", crate::t!("game-resume-no-seed"))]
    NoSeed,
    /// The saved settings or players cannot make a game.
    #[error("{0}")]
    Options(#[from] OptionsError),
    /// More dice were saved than the game can use.
    #[error("{}", crate::t!("game-resume-extra-dice", saved = *.saved, used = *.used))]
    ExtraDice {
        /// Values in the file.
        saved: usize,
        /// Values the game used.
        used: usize,
    },
}

/// Why the next roll cannot be thrown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RollError {
    /// The rules have nothing to roll (the game is over).
    #[error(transparent)]
    Rules(#[from] PlayError),
    /// The last roll has not landed yet.
    #[error("{}", crate::t!("game-roll-in-flight"))]
    InFlight,
    /// Real dice: the roll needs exactly this many values.
    #[error("{}", crate::t!("game-roll-wrong-count", needed = *.needed, given = *.given))]
    WrongCount {
        /// Values the roll needs.
        needed: usize,
        /// Values typed.
        given: usize,
    },
    /// Fewer play dice are free than the roll needs.
    #[error("{}", crate::t!("game-roll-too-few-dice", needed = *.needed, free = *.free))]
    TooFewDice {
        /// Dice the roll needs.
        needed: usize,
        /// Play dice not in the set-aside row.
        free: usize,
    },
}

/// The game in progress.
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The rules engine: the truth about scores, turns and dice. A roll is played
    /// into it when the dice land.
    pub game: Game,
    /// Settings, seed and every die drawn so far: the autosave and a game record.
    pub record: GameRecord,
    dice: SessionDice,
    throw_rng: DiceRng,
    /// The index of the next roll (rolls made so far): its key in the record's launches.
    rolls: usize,
    /// Log lines, oldest first.
    pub log: Vec<String>,
    /// The roll in the air, between [`Session::roll`] and [`Session::land`].
    pub in_flight: Option<RollPlan>,
}

/// Where a session's dice come from: the seeded generator, or a kept game's values when
/// it is watched again (so it plays exactly as it did).
#[derive(Debug, Clone)]
enum SessionDice {
    /// Boxed: the generator's state is ten times a kept game's.
    Drawn(Box<DiceRng>),
    Watched(GivenDice),
}

impl DiceSource for SessionDice {
    fn next_face(&mut self) -> Option<Face> {
        match self {
            SessionDice::Drawn(rng) => rng.next_face(),
            SessionDice::Watched(kept) => kept.next_face(),
        }
    }
}

/// Seed offset that separates the physics-throw stream from the dice stream, so a
/// saved `(settings, seed)` gives the same dice however the throws looked.
const THROW_STREAM: u64 = 0x5EED_7A8B_1E00_D1CE;

impl Session {
    /// A new game from the setup, with a seeded generator.
    pub fn new(setup: &GameSetup, seed: u64) -> Result<Self, OptionsError> {
        let game = Game::new(setup)?;
        let record = GameRecord {
            seed: Some(seed),
            started: Some(crate::history::now()),
            ..GameRecord::new(setup.clone())
        };
        Ok(Self {
            game,
            record,
            dice: SessionDice::Drawn(Box::new(DiceRng::seeded(seed))),
            throw_rng: DiceRng::seeded(seed ^ THROW_STREAM),
            rolls: 0,
            log: Vec::new(),
            in_flight: None,
        })
    }

    /// Restores a saved game exactly: replays its dice, moves both generators past them,
    /// rebuilds the log.
    pub fn resume(record: GameRecord) -> Result<Self, ResumeError> {
        let seed = record.seed.ok_or(ResumeError::NoSeed)?;
        let replayed = record.replay()?;
        if replayed.dice_used != record.dice.len() {
            return Err(ResumeError::ExtraDice {
                saved: record.dice.len(),
                used: replayed.dice_used,
            });
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
        let log = crate::present::log_lines(replayed.game.players(), &replayed.events);
        Ok(Self {
            game: replayed.game,
            record,
            dice: SessionDice::Drawn(Box::new(rng)),
            throw_rng,
            rolls: throws,
            log,
            in_flight: None,
        })
    }

    /// A kept game watched again, as it stood once its first `values` values were played
    /// (a roll boundary: see [`crate::record::roll_marks`]). Its next rolls show the kept
    /// values with the very same throws, launches included.
    pub fn watch(watched: &GameRecord, values: usize) -> Result<Self, ResumeError> {
        let mut record = watched.clone();
        record.dice.truncate(values);
        // A hand-made record without a seed still plays; only its throws are new.
        record.seed = record.seed.or(Some(0));
        let mut session = Self::resume(record)?;
        let mut kept = GivenDice::new(watched.dice.clone());
        for _ in 0..values {
            kept.next_face();
        }
        session.dice = SessionDice::Watched(kept);
        Ok(session)
    }

    /// Values of the record that have landed (a roll in the air is recorded, not landed).
    pub(crate) fn landed_values(&self) -> usize {
        let flying = self.in_flight.as_ref().map_or(0, |p| p.faces.len());
        self.record.dice.len() - flying
    }

    /// Whether this session shows a kept game again (nothing is saved then).
    pub fn is_watching(&self) -> bool {
        matches!(self.dice, SessionDice::Watched(_))
    }

    /// Draws the next roll's faces (from the generator, or the kept game being watched)
    /// and records them; `free` lists the play dice that may be thrown (those not in the
    /// set-aside row), in the order to use them. Thrown from the seed alone.
    pub fn roll(&mut self, free: impl IntoIterator<Item = usize>) -> Result<&RollPlan, RollError> {
        self.roll_launched(free, None)
    }

    /// [`Session::roll`] thrown with `launch` (a flick), which the record keeps. A kept
    /// game being watched throws with the launch it recorded instead, whatever is given.
    pub(crate) fn roll_launched(
        &mut self,
        free: impl IntoIterator<Item = usize>,
        launch: Option<ThrowLaunch>,
    ) -> Result<&RollPlan, RollError> {
        let needed = self.needed()?;
        let dice = take_free(free, needed)?;
        let faces = self.game.draw(&mut self.dice)?;
        let launch = match self.dice {
            SessionDice::Watched(_) => self.record.launches.get(&self.rolls).copied(),
            SessionDice::Drawn(_) => launch,
        };
        Ok(self.plan(dice, faces, launch))
    }

    /// Real dice: the values typed for the next roll, recorded like drawn ones. The
    /// generator still moves past as many values, so a saved game resumes the same
    /// whichever way its dice came.
    pub(crate) fn roll_typed(
        &mut self,
        free: impl IntoIterator<Item = usize>,
        faces: &[Face],
    ) -> Result<&RollPlan, RollError> {
        let needed = self.needed()?;
        if faces.len() != needed {
            return Err(RollError::WrongCount {
                needed,
                given: faces.len(),
            });
        }
        let dice = take_free(free, needed)?;
        // Drawn and set aside: the typed values stand in their place.
        self.game.draw(&mut self.dice)?;
        Ok(self.plan(dice, faces.to_vec(), None))
    }

    /// How many values the next roll needs, if it can be rolled now.
    fn needed(&self) -> Result<usize, RollError> {
        if self.in_flight.is_some() {
            return Err(RollError::InFlight);
        }
        match self.game.dice_needed() {
            0 => Err(PlayError::GameOver.into()),
            n => Ok(n),
        }
    }

    /// Records `faces` and the roll's launch (or that it had none) and puts them in the
    /// air on `dice`.
    fn plan(
        &mut self,
        dice: Vec<usize>,
        faces: Vec<Face>,
        launch: Option<ThrowLaunch>,
    ) -> &RollPlan {
        self.record.dice.extend(&faces);
        match launch {
            Some(l) => self.record.launches.insert(self.rolls, l),
            None => self.record.launches.remove(&self.rolls),
        };
        self.rolls += 1;
        self.in_flight.insert(RollPlan {
            dice,
            faces,
            throw_seed: self.throw_rng.next_u64(),
            launch,
        })
    }

    /// The dice in the air have landed: play them through the rules, log the events and
    /// say what each die did. `Ok(None)` when nothing was in the air; an error when the
    /// rules refuse the roll (it is then no longer in the air).
    pub fn land(&mut self) -> Result<Option<Landed>, PlayError> {
        let Some(plan) = self.in_flight.take() else {
            return Ok(None);
        };
        let events = self.game.enter(&plan.faces)?;
        self.log
            .extend(crate::present::log_lines(self.game.players(), &events));
        let die = |position: usize| plan.dice.get(position).copied();
        let mut landed = Landed::default();
        for event in &events {
            match event {
                Event::SetAside { dice, .. } => landed
                    .set_aside
                    .extend(dice.iter().filter_map(|(k, face)| Some((die(k)?, face)))),
                Event::Slam { hits, .. } | Event::Bust { hits, .. } => {
                    landed.hits.extend(hits.iter().filter_map(die));
                }
                _ => {}
            }
        }
        landed.events = events;
        landed.thrown = plan
            .dice
            .iter()
            .copied()
            .zip(plan.faces.iter().copied())
            .collect();
        Ok(Some(landed))
    }

    /// Straight Golf: the faces set aside in the hole being played (for a resumed game's
    /// set-aside row); empty otherwise.
    pub fn set_aside(&self) -> Vec<Face> {
        match &self.game {
            Game::Golf(g) => match g.step() {
                GolfStep::Hole(h) => h.set_aside.faces(),
                _ => Vec::new(),
            },
            Game::Slam(_) => Vec::new(),
        }
    }

    /// Whether the next roll starts a Straight Golf hole (the set-aside row is cleared
    /// then).
    pub(crate) fn starts_hole(&self) -> bool {
        matches!(&self.game, Game::Golf(g) if matches!(g.step(), GolfStep::Hole(h) if h.roll == 1))
    }
}

/// The first `needed` of the free play dice, or why there are too few.
fn take_free(
    free: impl IntoIterator<Item = usize>,
    needed: usize,
) -> Result<Vec<usize>, RollError> {
    let dice: Vec<usize> = free.into_iter().take(needed).collect();
    if dice.len() < needed {
        return Err(RollError::TooFewDice {
            needed,
            free: dice.len(),
        });
    }
    Ok(dice)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::GameKind;

    fn setup(game: GameKind) -> GameSetup {
        GameSetup::new(game, vec!["Ann".into(), "Ben".into(), "Cy".into()])
    }

    fn step(s: &mut Session) -> Option<Landed> {
        s.roll(0..6).ok()?;
        s.land().ok().flatten()
    }

    #[test]
    fn a_resumed_session_continues_exactly_like_the_original() {
        for game in [GameKind::SlamDice, GameKind::StraightGolf] {
            let mut a = Session::new(&setup(game), 77).unwrap_or_else(|e| panic!("{e}"));
            for _ in 0..9 {
                step(&mut a);
            }
            let mut b = Session::resume(a.record.clone()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(b.game, a.game);
            assert_eq!(b.log, a.log);
            for _ in 0..20 {
                if a.game.is_over() {
                    break;
                }
                let key = |s: &mut Session| s.roll(0..6).map(|p| (p.faces.clone(), p.throw_seed));
                assert_eq!(key(&mut a), key(&mut b));
                assert_eq!(a.land(), b.land());
            }
            assert_eq!(a.record, b.record);
        }
    }

    #[test]
    fn a_watched_game_plays_the_kept_values_with_the_same_throws() {
        for game in [GameKind::SlamDice, GameKind::StraightGolf] {
            let mut a = Session::new(&setup(game), 21).unwrap_or_else(|e| panic!("{e}"));
            let mut throws = Vec::new();
            while !a.game.is_over() {
                let Ok(plan) = a.roll(0..6) else { break };
                throws.push(plan.throw_seed);
                let _ = a.land();
            }
            let marks = crate::record::roll_marks(&a.record).unwrap_or_default();
            for from in [0usize, 3] {
                let values = from.checked_sub(1).map_or(0, |i| marks[i].end);
                let mut w = Session::watch(&a.record, values).unwrap_or_else(|e| panic!("{e}"));
                assert!(w.is_watching());
                let mut seen = Vec::new();
                while let Ok(plan) = w.roll(0..6) {
                    seen.push(plan.throw_seed);
                    let _ = w.land();
                }
                assert_eq!(seen, throws[from..], "{game:?} from roll {from}");
                assert_eq!(w.game, a.game);
                assert_eq!(w.log, a.log);
            }
        }
    }

    fn flick(x: i16, speed: u16) -> ThrowLaunch {
        ThrowLaunch {
            direction: (x, -1000),
            speed,
            spin: speed,
        }
    }

    #[test]
    fn launches_are_recorded_by_roll_and_kept_on_resume_and_watch() {
        let mut a = Session::new(&setup(GameKind::SlamDice), 31).unwrap_or_else(|e| panic!("{e}"));
        let mut thrown = Vec::new();
        for roll in 0..12usize {
            // Every third roll is a flick; the others are clicks or typed dice.
            let launch = (roll % 3 == 1).then(|| flick(roll as i16 * 50, 100 * roll as u16));
            let plan = if roll == 5 {
                let faces = vec![Face::ALL[1]; a.game.dice_needed()];
                a.roll_typed(0..6, &faces).cloned()
            } else {
                a.roll_launched(0..6, launch).cloned()
            };
            let plan = plan.unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(plan.launch, launch);
            thrown.push((plan.throw_seed, plan.launch));
            let _ = a.land();
        }
        let want: Vec<usize> = vec![1, 4, 7, 10];
        assert_eq!(a.record.launches.keys().copied().collect::<Vec<_>>(), want);
        assert_eq!(a.record.launches.get(&4), Some(&flick(200, 400)));

        // Resumed: the launches stay, and the next roll is keyed after them.
        let mut b = Session::resume(a.record.clone()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(b.record.launches, a.record.launches);
        let next = b.roll_launched(0..6, Some(flick(-7, 9))).map(|p| p.launch);
        assert_eq!(next, Ok(Some(flick(-7, 9))));
        assert_eq!(b.record.launches.get(&12), Some(&flick(-7, 9)));

        // Watched from the start or from roll 4: each roll throws as it was thrown, from
        // its seed and its recorded launch, whatever launch is offered now.
        let marks = crate::record::roll_marks(&a.record).unwrap_or_default();
        for from in [0usize, 4] {
            let values = from.checked_sub(1).map_or(0, |i| marks[i].end);
            let mut w = Session::watch(&a.record, values).unwrap_or_else(|e| panic!("{e}"));
            let mut seen = Vec::new();
            while let Ok(plan) = w.roll_launched(0..6, Some(flick(3, 3))) {
                seen.push((plan.throw_seed, plan.launch));
                let _ = w.land();
            }
            assert_eq!(seen, thrown[from..], "from roll {from}");
        }
    }

    #[test]
    fn a_new_roll_replaces_a_stale_launch_at_its_index() {
        let mut a = Session::new(&setup(GameKind::SlamDice), 4).unwrap_or_else(|e| panic!("{e}"));
        // A hand-made file may list a launch for a roll not yet made.
        a.record.launches.insert(0, flick(1, 1));
        let _ = a.roll(0..6);
        assert!(a.record.launches.is_empty());
    }

    #[test]
    fn typed_dice_are_recorded_and_resume_like_drawn_ones() {
        let mut a = Session::new(&setup(GameKind::SlamDice), 8).unwrap_or_else(|e| panic!("{e}"));
        let six = Face::new(6).unwrap_or_else(|e| panic!("{e}"));
        let needed = a.game.dice_needed();
        assert_eq!(
            a.roll_typed(0..6, &[six; 4][..needed + 1]).err(),
            Some(RollError::WrongCount {
                needed,
                given: needed + 1
            })
        );
        let faces = vec![six; needed];
        let plan = a.roll_typed(0..6, &faces).cloned();
        assert_eq!(plan.map(|p| p.faces).ok(), Some(faces.clone()));
        let _ = a.land();
        assert_eq!(a.record.dice, faces);
        let mut b = Session::resume(a.record.clone()).unwrap_or_else(|e| panic!("{e}"));
        let key = |s: &mut Session| s.roll(0..6).map(|p| (p.faces.clone(), p.throw_seed));
        assert_eq!(key(&mut a), key(&mut b));
    }

    #[test]
    fn the_engine_moves_only_when_the_dice_land() {
        let mut s = Session::new(&setup(GameKind::SlamDice), 5).unwrap_or_else(|e| panic!("{e}"));
        let before = s.game.clone();
        let faces = s.roll(0..6).map(|p| p.faces.clone()).unwrap_or_default();
        assert_eq!(s.game, before, "nothing shown changes while the dice fly");
        assert_eq!(s.record.dice, faces, "but the record has the roll");
        assert_eq!(s.roll(0..6).err(), Some(RollError::InFlight));
        assert!(matches!(s.land(), Ok(Some(_))));
        assert_ne!(s.game, before);
        assert_eq!(s.land(), Ok(None));
    }

    #[test]
    fn golf_dice_set_aside_are_named_by_die_with_the_face_they_show() {
        let mut s =
            Session::new(&setup(GameKind::StraightGolf), 3).unwrap_or_else(|e| panic!("{e}"));
        while !s.starts_hole() {
            step(&mut s);
        }
        let plan = s
            .roll([5, 4, 3, 2, 1, 0])
            .cloned()
            .unwrap_or_else(|e| panic!("{e}"));
        let landed = s.land().ok().flatten().unwrap_or_default();
        assert!(!landed.set_aside.is_empty());
        for (die, face) in &landed.set_aside {
            let k = plan.dice.iter().position(|d| d == die);
            assert_eq!(k.map(|k| plan.faces[k]), Some(*face));
        }
        assert_eq!(s.set_aside().len(), landed.set_aside.len());
    }

    #[test]
    fn slam_hits_are_the_dice_showing_the_slam_number() {
        let mut s = Session::new(&setup(GameKind::SlamDice), 9).unwrap_or_else(|e| panic!("{e}"));
        step(&mut s);
        let mut seen = 0;
        for _ in 0..200 {
            let Ok(plan) = s.roll([2, 0, 1]).cloned() else {
                break;
            };
            let landed = s.land().ok().flatten().unwrap_or_default();
            let Game::Slam(g) = &s.game else { panic!() };
            let number = g.slam_number(0).map(|n| n.0);
            for (die, face) in plan.dice.iter().zip(&plan.faces) {
                assert_eq!(landed.hits.contains(die), Some(*face) == number);
            }
            seen += landed.hits.len();
        }
        assert!(seen > 0);
    }
}
