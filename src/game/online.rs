//! Phones anywhere, in the window: [`OnlineSwitch`] says whether the phones' server also
//! takes phones through a broker (from the settings' `online`, or `play --online` for
//! this run). While phones are on and it is, the server is online: the join link is
//! printed on stdout (`online: LINK`), the join card shows it, and the link's ups and
//! downs become one-line notices; the game plays on with the keyboard and the LAN
//! whatever the broker does.

use bevy::prelude::*;

use super::GameAction;
use super::phone_bridge::{OnlineAsked, Phones, PhonesSwitch};
use crate::frame::AppSystems;
use crate::notices::Notices;
use crate::phones::online::OnlineConfig;
use crate::stores::SettingsStore;

/// Whether phones may also come through the broker, and which broker and page.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(crate) struct OnlineSwitch {
    /// Online while phones are on.
    pub enabled: bool,
    /// The broker and the page.
    pub config: OnlineConfig,
    /// Print the link on stdout when it goes online (`play --online`, for scripts and the
    /// person who asked; not for a game put online from its settings, whose output may
    /// end in a log: the link holds the room's key).
    pub announce: bool,
}

impl OnlineSwitch {
    /// From the settings, with what the command line asked for on top (which turns it
    /// on).
    pub fn new(saved: &crate::settings::OnlineOptions, asked: Option<&OnlineAsked>) -> Self {
        let pick = |cli: Option<&String>, saved: &String| cli.unwrap_or(saved).clone();
        OnlineSwitch {
            enabled: saved.enabled || asked.is_some(),
            announce: asked.is_some(),
            config: OnlineConfig {
                broker: pick(asked.and_then(|a| a.broker.as_ref()), &saved.broker),
                page: pick(asked.and_then(|a| a.page.as_ref()), &saved.page),
            },
        }
    }
}

/// The switch from the settings, unless the command line set one already.
fn init_switch(
    mut commands: Commands,
    store: Res<SettingsStore>,
    switch: Option<Res<OnlineSwitch>>,
) {
    if switch.is_none() {
        commands.insert_resource(OnlineSwitch::new(&store.settings.online, None));
    }
}

/// Takes the server online or offline as the switch says; prints the link when it goes
/// online; a broker address that is not one turns online off with a notice.
fn switch_online(
    phones: Option<ResMut<Phones>>,
    mut switch: ResMut<OnlineSwitch>,
    mut notices: ResMut<Notices>,
) {
    let Some(mut phones) = phones else { return };
    let want = switch.enabled.then_some(&switch.config);
    match phones.set_online(want) {
        Ok(Some(link)) if switch.announce => {
            use std::io::Write;
            println!("online: {link}");
            if let Some(o) = phones.online() {
                // What the join card shows, to compare with what the phones show.
                println!("online game key: {}", o.status.fingerprint);
            }
            let _ = std::io::stdout().flush();
        }
        Ok(_) => {}
        Err(e) => {
            let why = crate::t!("online-off", why = e.words());
            eprintln!("party-dice: {why}");
            notices.push(why);
            switch.enabled = false;
        }
    }
    if let Some((before, now)) = phones.refresh_online() {
        // One line when a problem first shows (not at each retry), one when it is over.
        let line = match (before.link_up, now.link_up, &now.problem) {
            (_, false, Some(why)) if before.problem.is_none() => {
                Some(crate::t!("online-down", why = why))
            }
            (false, true, _) if now.drops > 0 => Some(crate::t!("online-back")),
            _ => None,
        };
        if let Some(line) = line {
            eprintln!("party-dice: {line}");
            notices.push(line);
        }
    }
}

/// The setup's "Play online" (which turns phones on too) and the join card's New link.
fn online_actions(
    mut actions: MessageReader<GameAction>,
    mut switch: ResMut<OnlineSwitch>,
    mut phones_switch: ResMut<PhonesSwitch>,
    mut store: ResMut<SettingsStore>,
    phones: Option<Res<Phones>>,
) {
    for action in actions.read() {
        match action {
            // Online is on only with phones on: ticking it turns both on, unticking it
            // leaves the LAN's phones as they are.
            GameAction::ToggleOnline => {
                let on = switch.enabled && phones_switch.enabled;
                switch.enabled = !on;
                store.settings.online.enabled = !on;
                if !on {
                    phones_switch.enabled = true;
                    store.settings.phones.enabled = true;
                }
                store.request_save();
            }
            GameAction::NewLink => {
                if let Some(phones) = &phones {
                    phones.new_link();
                }
            }
            _ => {}
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreStartup,
        init_switch.after(super::phone_bridge::init_switch),
    )
    .add_systems(
        Update,
        (
            switch_online
                .after(super::phone_bridge::switch_server)
                .in_set(AppSystems::RecordInput),
            online_actions.run_if(resource_exists::<PhonesSwitch>),
        ),
    );
}
