//! The screens' and turns' transitions in the debug log (`RUST_LOG=party_dice=debug`),
//! for following a scripted run or a bug report: `Screen: Some(Setup) -> Some(Playing)`.

use bevy::prelude::*;
use bevy::state::state::StateTransitionEvent;

use crate::game::{Screen, TurnPhase};

/// Logs each transition of `S`.
fn log<S: States>(mut transitions: MessageReader<StateTransitionEvent<S>>) {
    for t in transitions.read() {
        let name = std::any::type_name::<S>()
            .rsplit("::")
            .next()
            .unwrap_or("state");
        debug!("{name}: {:?} -> {:?}", t.exited, t.entered);
    }
}

/// Adds the logging of the screens' and the turn phases' transitions.
pub(crate) fn log_transitions(app: &mut App) {
    app.add_systems(Update, (log::<Screen>, log::<TurnPhase>));
}
