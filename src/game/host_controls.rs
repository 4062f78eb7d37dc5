//! The host's say over the phones, from the shared screen's keyboard (or the join card's
//! buttons, which send the same actions): Y or N answers the phone that asks to join as
//! a new player, K locks the room to new phones or opens it again, Block on the audience's
//! leaderboard sends a member away.

use bevy::prelude::*;

use super::audience::AudienceHall;
use super::phone_bridge::Phones;
use super::{GameAction, Screen};
use crate::frame::AppSystems;
use crate::notices::Notices;
use crate::stores::SettingsStore;

fn answer_and_lock(
    mut actions: MessageReader<GameAction>,
    phones: Option<ResMut<Phones>>,
    mut store: ResMut<SettingsStore>,
    screen: Res<State<Screen>>,
    mut notices: ResMut<Notices>,
    mut hall: ResMut<AudienceHall>,
) {
    let Some(mut phones) = phones else {
        actions.read().for_each(drop);
        return;
    };
    for action in actions.read() {
        match *action {
            GameAction::AnswerJoin(accept) => {
                let name = phones.asking().next().map(str::to_string);
                phones.answer(accept, &mut store, *screen.get());
                if let (Some(name), false) = (name, accept) {
                    notices.push(crate::t!("game-join-refused", name = name));
                }
            }
            GameAction::BlockMember(member) if phones.block_member(member) => {
                hall.remove(member);
            }
            GameAction::ToggleLock => {
                let locked = !phones.locked();
                let spectators = store.settings.phones.spectators_when_locked;
                phones.set_locked(locked, spectators);
                notices.push(if locked {
                    crate::t!("game-room-locked")
                } else {
                    crate::t!("game-room-open")
                });
            }
            _ => {}
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, answer_and_lock.in_set(AppSystems::Update));
}
