//! Driving a game step by step, the same for both games: draw the dice a step needs from
//! a source, or take them as given, check the count, play the step.

use super::dice::{DiceSource, Face, MAX_ROLL};
use super::event::Event;

/// Why a step could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game is over: nothing more to roll.
    #[error("the game is over")]
    GameOver,
    /// `enter` was given the wrong number of dice.
    #[error("this roll needs {needed} dice, {given} were given")]
    WrongDiceCount {
        /// Dice the step needs.
        needed: usize,
        /// Dice given.
        given: usize,
    },
    /// The dice source ran out before the step had its dice.
    #[error("ran out of dice values")]
    OutOfDice,
}

/// A game played one roll (step) at a time.
pub trait DiceGame {
    /// How many dice the next step rolls; 0 when the game is over.
    fn dice_needed(&self) -> usize;

    /// Plays the next step with exactly [`DiceGame::dice_needed`] faces (already
    /// checked), appending what happened to `events`.
    fn play_step(&mut self, faces: &[Face], events: &mut Vec<Event>);

    /// Draws the dice the next step needs from `source` and plays them.
    fn roll(&mut self, source: &mut impl DiceSource) -> Result<Vec<Event>, PlayError> {
        let mut events = Vec::new();
        self.roll_into(source, &mut events)?;
        Ok(events)
    }

    /// [`DiceGame::roll`], appending the events to `events` (no allocation per roll
    /// when the buffer is reused: the simulator's and the benchmark's hot path).
    fn roll_into(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        let needed = self.dice_needed();
        if needed == 0 {
            return Err(PlayError::GameOver);
        }
        let mut faces = [Face::ALL[0]; MAX_ROLL];
        let faces = &mut faces[..needed.min(MAX_ROLL)];
        if !source.fill(faces) {
            return Err(PlayError::OutOfDice);
        }
        // Exactly the dice the step needs were drawn: no second check.
        self.play_step(faces, events);
        Ok(())
    }

    /// Draws the dice the next step needs from `source` without playing them: a thrown
    /// roll shows its faces on the table before the rules hear of them, with
    /// [`DiceGame::enter`] once the dice land.
    fn draw(&self, source: &mut impl DiceSource) -> Result<Vec<Face>, PlayError> {
        let needed = self.dice_needed();
        if needed == 0 {
            return Err(PlayError::GameOver);
        }
        let mut faces = vec![Face::ALL[0]; needed.min(MAX_ROLL)];
        if !source.fill(&mut faces) {
            return Err(PlayError::OutOfDice);
        }
        Ok(faces)
    }

    /// Plays the next step with the given faces (physical dice, a replay, a test).
    fn enter(&mut self, faces: &[Face]) -> Result<Vec<Event>, PlayError> {
        let mut events = Vec::new();
        self.enter_into(faces, &mut events)?;
        Ok(events)
    }

    /// [`DiceGame::enter`], appending the events to `events`.
    fn enter_into(&mut self, faces: &[Face], events: &mut Vec<Event>) -> Result<(), PlayError> {
        let needed = self.dice_needed();
        if needed == 0 {
            return Err(PlayError::GameOver);
        }
        if faces.len() != needed {
            return Err(PlayError::WrongDiceCount {
                needed,
                given: faces.len(),
            });
        }
        self.play_step(faces, events);
        Ok(())
    }
}
