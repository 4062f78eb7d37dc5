//! What a game starts from: which game, the players in seat order and the house rules of
//! both games. The one description of a game's setup, shared by the settings (the next
//! game), the game records (replays, the autosave, the history), the window's session and
//! the `sim` command.

use serde::{Deserialize, Serialize};

use super::options::{GameKind, OptionsError, SlamDiceOptions, StraightGolfOptions};

/// The game, the players and the variants a game is played with. Field names are those of
/// the replay and settings files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// Which game.
    pub game: GameKind,
    /// Names in seat order.
    pub players: Vec<String>,
    /// Slam Dice house rules (used when `game` is Slam Dice).
    pub slam_dice: SlamDiceOptions,
    /// Straight Golf house rules (used when `game` is Straight Golf).
    pub straight_golf: StraightGolfOptions,
}

/// A setup's fields as files keep them: the game, the players, each game's house rules.
pub(crate) type SetupParts = (GameKind, Vec<String>, SlamDiceOptions, StraightGolfOptions);

impl Default for GameSetup {
    /// Slam Dice for "Player 1" and "Player 2" (in the language in use) with the rule
    /// sheet's numbers.
    fn default() -> Self {
        Self {
            game: GameKind::default(),
            players: (1..=2u32)
                .map(|n| crate::t!("setup-default-name", n = n))
                .collect(),
            slam_dice: SlamDiceOptions::default(),
            straight_golf: StraightGolfOptions::default(),
        }
    }
}

impl GameSetup {
    /// The setup of `game` for `players`, with the default house rules.
    pub fn new(game: GameKind, players: Vec<String>) -> Self {
        Self {
            game,
            players,
            ..Self::default()
        }
    }

    /// The setup from the four fields a file keeps flat beside its own (a settings file,
    /// a game's record): the one place they are put together again.
    pub(crate) fn from_parts((game, players, slam_dice, straight_golf): SetupParts) -> Self {
        Self {
            game,
            players,
            slam_dice,
            straight_golf,
        }
    }

    /// The four fields a file keeps flat, for [`GameSetup::from_parts`]'s way back.
    pub(crate) fn into_parts(self) -> SetupParts {
        (self.game, self.players, self.slam_dice, self.straight_golf)
    }

    /// Why this setup cannot start a game, if it cannot: the players and the house rules
    /// of the game chosen (the other game's rules are not looked at).
    pub fn problem(&self) -> Option<OptionsError> {
        let checked =
            super::options::validate_players(&self.players).and_then(|()| match self.game {
                GameKind::SlamDice => self.slam_dice.validate(),
                GameKind::StraightGolf => self.straight_golf.validate(),
            });
        checked.err()
    }

    /// Checks the players and the house rules of *both* games, as a settings file must
    /// hold them; the first problem found is returned.
    pub(crate) fn validate_all(&self) -> Result<(), OptionsError> {
        super::options::validate_players(&self.players)?;
        self.slam_dice.validate()?;
        self.straight_golf.validate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_chosen_games_rules_decide_whether_it_starts() {
        let mut setup = GameSetup::new(GameKind::StraightGolf, vec!["A".into(), "B".into()]);
        setup.slam_dice.target = 0;
        assert_eq!(setup.problem(), None);
        assert_eq!(setup.validate_all(), Err(OptionsError::Target(0)));
        setup.game = GameKind::SlamDice;
        assert_eq!(setup.problem(), Some(OptionsError::Target(0)));
        setup.players.pop();
        assert_eq!(setup.problem(), Some(OptionsError::PlayerCount(1)));
    }
}
