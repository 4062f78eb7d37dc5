//! Drama when it counts. Before a throw leaves the hand the rules say how likely it is
//! to decide the game ([`crate::rules::odds::deciding_chance`]: from the state alone,
//! never from the values about to land); a throw that can, and not only by a long shot
//! (a Grand Slam from nowhere is 1 in 216, and two players of Slam Dice would otherwise
//! get drama on every throw), has its last die roll to rest slowed and the camera move
//! in on it. A Grand Slam, a straight in one roll and the end of the game
//! get a burst of confetti once the dice have landed.
//!
//! Every effect only decorates: the rules have played nothing when the question is
//! asked, the answer is worked out after each landing on the task pool (a throw made
//! before it is in is simply not dramatised), skipping still jumps to the end, and
//! reduced motion turns all of it off.

use bevy::prelude::*;

use super::session::{Landed, Session};
use super::{TurnPhase, Watching};
use crate::dice::{DiceCommand, DiceDrama, DiceMotion};
use crate::frame::{AppSystems, OffFrame, Pool, Superseded};
use crate::history::Timestamp;
use crate::rules::Event;
use crate::rules::odds;
use crate::table::{CameraPush, Celebrate, clear_confetti};

/// A state of a game: its seed and start, and the values landed.
type StateKey = (Option<u64>, Option<Timestamp>, usize);

fn state_key(session: &Session) -> StateKey {
    (
        session.record.seed,
        session.record.started,
        session.landed_values(),
    )
}

/// The least chance of deciding the game that a throw is dramatised for: one in 36.
pub const DRAMA_LEAST: f64 = 1.0 / 36.0;

/// The chance that the next roll decides the game, for the state it was worked out for;
/// an older state's is of no use, so its work is dropped when the state moves on.
#[derive(Resource)]
struct DecisiveAhead(OffFrame<StateKey, f64>);

impl Default for DecisiveAhead {
    fn default() -> Self {
        Self(OffFrame::new(Pool::Compute, Superseded::Dropped))
    }
}

/// After every landing (and at the start), works out off the frame how likely the next
/// roll is to decide the game.
fn look_ahead(session: Option<Res<Session>>, mut ahead: ResMut<DecisiveAhead>) {
    let Some(session) = session else {
        if !ahead.0.is_empty() {
            ahead.0.clear();
        }
        return;
    };
    ahead.0.poll();
    // In the air, the state that matters is the one before the roll: already asked.
    if session.in_flight.is_some() || session.game.is_over() {
        return;
    }
    let key = state_key(&session);
    if ahead.0.needs(&key) {
        let game = session.game.clone();
        ahead.0.start(key, move || odds::deciding_chance(&game));
    }
}

/// A throw leaving the hand: slowed at its end if the roll may well decide the game.
fn dramatise_throws(
    mut orders: MessageReader<DiceCommand>,
    session: Option<Res<Session>>,
    ahead: Res<DecisiveAhead>,
    motion: Res<DiceMotion>,
    mut drama: ResMut<DiceDrama>,
    mut push: ResMut<CameraPush>,
) {
    for order in orders.read() {
        match order {
            DiceCommand::Throw { recording, .. } => {
                let decisive = session.as_deref().is_some_and(|s| {
                    ahead
                        .0
                        .get(&state_key(s))
                        .is_some_and(|&chance| chance >= DRAMA_LEAST)
                });
                *drama = if decisive && !motion.reduced_motion {
                    DiceDrama::for_recording(recording)
                } else {
                    DiceDrama::default()
                };
                push.target = 0.0;
            }
            DiceCommand::Clear => {
                *drama = DiceDrama::default();
                push.reset();
            }
            DiceCommand::Skip => {}
        }
    }
}

/// The camera moves in while the last die of a deciding throw rolls slowed, stays in
/// while its result is shown, and moves back out when the next roll is awaited.
fn follow_drama(
    drama: Res<DiceDrama>,
    phase: Option<Res<State<TurnPhase>>>,
    motion: Res<DiceMotion>,
    mut push: ResMut<CameraPush>,
) {
    if motion.reduced_motion {
        if push.target != 0.0 || push.amount() != 0.0 {
            push.reset();
        }
        return;
    }
    let shown = matches!(
        phase.as_deref().map(State::get),
        Some(TurnPhase::Rolling | TurnPhase::Showing)
    );
    if drama.slowing {
        push.target = 1.0;
        push.focus = drama.focus;
    } else if !shown && push.target != 0.0 {
        push.target = 0.0;
    }
}

/// What a roll's events celebrate: the seat to colour the confetti for, and whether
/// it is the end of the game (a bigger burst). A Grand Slam, a straight in one roll and
/// the end of the game do; the end is coloured for the (first) winner of Straight Golf,
/// and for the player whose finish ended Slam Dice.
pub(crate) fn celebration(events: &[Event]) -> Option<(usize, bool)> {
    let roller = events.iter().find_map(|e| match e {
        Event::Rolled { player, .. } => Some(*player),
        _ => None,
    });
    let feat = events.iter().find_map(|e| match e {
        Event::Slam {
            player,
            kind: crate::rules::SlamKind::Grand,
            ..
        }
        | Event::HoleScored {
            player,
            completed_on: Some(1),
            ..
        } => Some(*player),
        _ => None,
    });
    let end = events.iter().find_map(|e| match e {
        Event::GameOver { winners, .. } => Some(winners.iter().next()),
        _ => None,
    });
    match end {
        Some(winner) => Some((winner.or(feat).or(roller).unwrap_or(0), true)),
        None => feat.map(|seat| (seat, false)),
    }
}

/// Confetti for what deserves it, once the dice have landed: thrown or typed, not put on
/// the table by a jump in a watched game.
fn celebrate_landings(
    mut landed: MessageReader<Landed>,
    session: Option<Res<Session>>,
    mut watching: Option<ResMut<Watching>>,
    motion: Res<DiceMotion>,
    mut bursts: MessageWriter<Celebrate>,
) {
    let Some(session) = session else {
        landed.clear();
        return;
    };
    for l in landed.read() {
        let placed = watching
            .as_deref_mut()
            .is_some_and(|w| std::mem::take(&mut w.placing));
        if motion.reduced_motion || placed {
            continue;
        }
        if let Some((seat, big)) = celebration(&l.events) {
            bursts.write(Celebrate {
                colour: crate::dice::seat_colour(seat),
                big,
                seed: session.record.seed.unwrap_or(0) ^ session.record.dice.len() as u64,
            });
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // The table's plugin adds these too; a game run without the table (a headless test
    // of the sound) still has them to write to.
    app.init_resource::<CameraPush>()
        .add_message::<Celebrate>()
        .init_resource::<DecisiveAhead>()
        .add_systems(
            Update,
            (
                (
                    dramatise_throws,
                    clear_confetti.run_if(on_message::<DiceCommand>),
                )
                    .after(AppSystems::Update)
                    .before(AppSystems::DiceCommands),
                (look_ahead, celebrate_landings, follow_drama)
                    .chain()
                    .after(AppSystems::Land),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DiceMask, Face, SlamKind};

    #[test]
    fn grand_slams_first_roll_straights_and_the_end_celebrate() {
        let four = Face::ALL[3];
        let rolled = |player| Event::Rolled {
            player,
            roll: crate::rules::Roll::one(four),
            purpose: crate::rules::Purpose::SlamNumber,
        };
        let slam = |player, kind| Event::Slam {
            player,
            kind,
            points: 5,
            score: 15,
            hits: DiceMask::from_bits(0b111),
        };
        assert_eq!(
            celebration(&[rolled(2), slam(2, SlamKind::Grand)]),
            Some((2, false))
        );
        assert_eq!(celebration(&[rolled(1), slam(1, SlamKind::Small)]), None);
        let over = |winners: &[usize]| Event::GameOver {
            loser: None,
            winners: winners.iter().copied().collect(),
        };
        // Slam Dice's end: no winners, the finisher's colour.
        let end = [rolled(1), slam(1, SlamKind::Small), over(&[])];
        assert_eq!(celebration(&end), Some((1, true)));
        let straight = |on| Event::HoleScored {
            player: 0,
            hole: 3,
            completed_on: on,
            points: -3,
            total: -3,
        };
        assert_eq!(
            celebration(&[rolled(0), straight(Some(1))]),
            Some((0, false))
        );
        assert_eq!(celebration(&[rolled(0), straight(Some(2))]), None);
        assert_eq!(celebration(&[rolled(0), straight(None)]), None);
        // Straight Golf's end: the winner's colour, not the last roller's.
        assert_eq!(
            celebration(&[rolled(6), straight(None), over(&[7])]),
            Some((7, true))
        );
    }
}
