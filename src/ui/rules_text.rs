//! The rules as the rules panel shows them, for the active game and variant, with every
//! point the program had to decide marked "Decided".

use crate::rules::{GameKind, SlamDiceOptions, SlamNumberMode, StraightGolfOptions};

/// `(heading, text)` sections for the rules panel.
pub fn rules_text(
    kind: GameKind,
    slam: &SlamDiceOptions,
    golf: &StraightGolfOptions,
) -> Vec<(String, String)> {
    match kind {
        GameKind::SlamDice => slam_rules(slam),
        GameKind::StraightGolf => golf_rules(golf),
    }
}

fn slam_rules(o: &SlamDiceOptions) -> Vec<(String, String)> {
    let t = o.target;
    let slam_number = match o.slam_number {
        SlamNumberMode::Shared => "At the start one die is rolled: its face is the slam number for everyone, for the whole game. It stays on the table beside the tray.".to_string(),
        SlamNumberMode::PerPlayer => "Variant, each player their own (Decided): at the start every player rolls their own slam number, in seat order. The table shows the slam number of the player whose turn it is.".to_string(),
    };
    vec![
        ("The idea".into(), format!("A party game with no winner and one loser. Three dice. Race to exactly {t}; the last player left is the loser.")),
        ("Slam number".into(), slam_number),
        ("A turn".into(), format!(
            "Roll all three dice and count the dice showing your slam number:\n\
             • none: your turn ends, score unchanged;\n\
             • one — Single Slam: +{single}, roll again;\n\
             • two — Small Slam: +{small}, roll again;\n\
             • three — Grand Slam: your score becomes exactly {t} and you are finished.",
            single = o.single, small = o.small)),
        ("Exactly the target".into(), format!(
            "A Single or Small Slam that would take you above {t} does not count: nothing is added and your turn ends (a bust). \
             Example: at {}, a Small Slam ends the turn at {}; a Single Slam later finishes.", t.saturating_sub(1), t.saturating_sub(1))),
        ("Finishing".into(), format!("Reach exactly {t} and you are safe: you never roll again. The order in which players finish is recorded.")),
        ("Turn order (Decided)".into(), "Seat 1 starts; turns pass in seat order, skipping finished players.".into()),
        ("The end".into(), "When every player but one is finished the game ends at once. The one left is the loser and is not asked to roll again.".into()),
    ]
}

fn golf_rules(o: &StraightGolfOptions) -> Vec<(String, String)> {
    let set_aside = if o.ordered_straight {
        "Ordered straight (this game): dice are set aside only while they extend the run from 1 upward without a gap. With 1, 2, 3 aside, a roll of 5, 4, 6 sets aside 4, 5 and 6; a roll of 5, 6, 6 sets aside nothing. A first roll of 1, 2, 3, 5, 5, 6 keeps only 1, 2, 3."
    } else {
        "Standard: one die of each face value not yet set aside; duplicates are rolled again. Example: 1, 3, 3, 4, 4, 6 sets aside 1, 3, 4, 6 and two dice are rolled again. The program sets dice aside for you: there is no choice to make."
    };
    vec![
        ("The idea".into(), format!("Golf with six dice: lowest total wins. Each turn is a hole: at most {} rolls to build the straight 1-2-3-4-5-6.", o.rolls_per_hole)),
        ("Who starts (Decided)".into(),
         "1. Every player rolls one die, in seat order.\n\
          2. First player: highest. While several share the highest, only they roll again (seat order) and the highest of that re-roll is looked at.\n\
          3. Scorekeeper: among everyone but the first player, the lowest of step 1. While several share it, only they roll again and the lowest of that re-roll is looked at; with one candidate nobody rolls.\n\
          Play then passes to the left: seat order from the first player, wrapping round. The program keeps the score; the scorekeeper badge is for the table talk.".into()),
        ("A hole".into(), format!("Roll all dice not yet set aside, set aside the dice that build the straight, and roll the rest. The hole ends when all six values are aside or after roll {}.", o.rolls_per_hole)),
        ("Setting aside".into(), set_aside.into()),
        ("Scoring a hole".into(), "Straight on roll 1: −3.  On roll 2: −1.  On roll 3: 0.  Not completed: +1 for each die not part of the straight.".into()),
        ("The game".into(), format!("{} rounds; a round is one hole for every player. The card shows OUT (holes 1–9), IN (10–18) and TOTAL. After the last round the lowest total wins; equal lowest totals share the win (Decided).", o.rounds)),
    ]
}
