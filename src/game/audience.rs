//! The audience in the window: everyone without a seat plays along from their phone
//! ([`crate::audience`] keeps the score). The [`AudienceHall`] holds the game's audience
//! and its members' names from game to game.
//!
//! - Questions are asked while the table waits for a throw, from the exact odds of the
//!   game as it stands, worked out off the frame loop (a report the odds panel may have
//!   made already is taken from the rules' shared tables): the players never wait for
//!   the audience. A throw made before the odds were in simply asks nothing.
//! - The throw is the clock: the questions lock as the dice leave the hand (an answer
//!   after that is late), and are settled when the dice land, from the rules' events.
//! - After a throw settled something, every member's phone is told their place (the
//!   phones' bridge sends what [`AudienceHall::take_standings`] gives).

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::session::{Landed, Session};
use super::watch::Watching;
use super::{Screen, TurnPhase};
use crate::audience::{Audience, MemberId, Settled};
use crate::frame::{AppSystems, OffFrame, Pool, Superseded};
use crate::phones::{MemberNews, view};
use crate::rules::odds::{self, OddsReport};
use crate::rules::{Game, Timestamp};
use crate::stores::SettingsStore;

/// Which game state questions are asked of: the game (seed, start) and the values
/// landed so far.
type StateKey = (Option<u64>, Option<Timestamp>, usize);

/// The audience of the game on the table, and what it needs between frames.
#[derive(Resource)]
pub struct AudienceHall {
    /// The game's audience: questions, answers, points.
    pub audience: Audience,
    /// Every member who joined, with their name: they stay members from game to game.
    names: BTreeMap<MemberId, String>,
    /// The game the audience plays along with (seed, start).
    game: Option<(Option<u64>, Option<Timestamp>)>,
    /// The first question the last throw settled, for the phones and the screen.
    pub last: Option<Settled>,
    /// Dice are in the air: the questions for them are locked.
    in_air: bool,
    /// The odds of the state the next questions are asked of.
    report: OffFrame<StateKey, OddsReport>,
    /// A throw settled questions: every member's phone is to be told their place.
    standings_due: bool,
    /// The state the questions were last asked of, and the throws made by then (a throw
    /// that never landed leaves the state as it was, and asks again).
    asked: Option<(StateKey, u32)>,
}

impl Default for AudienceHall {
    fn default() -> Self {
        Self {
            audience: Audience::new(),
            names: BTreeMap::new(),
            game: None,
            last: None,
            in_air: false,
            report: OffFrame::new(Pool::Compute, Superseded::Dropped),
            standings_due: false,
            asked: None,
        }
    }
}

impl AudienceHall {
    /// A phone joined the audience (or came back to it) as `member`, named `name`.
    pub fn join(&mut self, member: MemberId, name: &str) {
        self.names.insert(member, name.to_owned());
        self.audience.join(member, name);
    }

    /// `member` answered `question`: what their phone is told.
    pub fn answer(&mut self, member: MemberId, question: u32, pick: usize, sure: u8) -> MemberNews {
        view::answer(&mut self.audience, member, question, (pick, sure))
    }

    /// Each member's place for their phone, once after every throw that settled
    /// questions (empty otherwise): taken by whoever sends them.
    pub(crate) fn take_standings(&mut self) -> Vec<(MemberId, MemberNews)> {
        if !std::mem::take(&mut self.standings_due) {
            return Vec::new();
        }
        view::standings(&self.audience)
    }

    /// The host blocked `member`: out of this game's audience and the next ones'.
    pub fn remove(&mut self, member: MemberId) {
        self.names.remove(&member);
        self.audience.remove(member);
    }

    /// `game` on the table (none: back at the setup): a new audience of the same
    /// members, no points yet.
    fn new_game(&mut self, game: Option<(Option<u64>, Option<Timestamp>)>) {
        self.game = game;
        self.audience = Audience::new();
        for (member, name) in &self.names {
            self.audience.join(*member, name);
        }
        self.last = None;
        self.in_air = false;
        self.asked = None;
        self.report.clear();
    }

    /// Asks the questions for the next throw of `game` (at `key`) once its odds are in,
    /// and starts working them out if they are not; once asked, nothing until the next
    /// state.
    fn ask(&mut self, game: &Game, key: StateKey) {
        let at = (key, self.audience.throws());
        if self.asked == Some(at) {
            return;
        }
        self.report.poll();
        if let Some(report) = self.report.get(&key) {
            self.audience.ask_in(game, report);
            self.asked = Some(at);
        } else if self.report.needs(&key) {
            let game = game.clone();
            self.report.start(key, move || odds::report(&game));
        }
    }
}

/// Whether the audience plays: the settings have it on and a game (not a kept one
/// watched again) is on the table.
fn plays(store: &SettingsStore, watching: bool) -> bool {
    store.settings.phones.audience && !watching
}

/// Follows the game on the table: a new audience for a new game, questions while a
/// throw is awaited, locked as the dice leave the hand, settled when they land.
pub(super) fn follow_game(
    mut hall: ResMut<AudienceHall>,
    session: Option<Res<Session>>,
    watching: Option<Res<Watching>>,
    phase: Option<Res<State<TurnPhase>>>,
    store: Res<SettingsStore>,
    mut landed: MessageReader<Landed>,
) {
    let landed: Vec<&Landed> = landed.read().collect();
    let Some(session) = session.filter(|_| plays(&store, watching.is_some())) else {
        return;
    };
    let game = (session.record.seed, session.record.started);
    if hall.game != Some(game) {
        hall.new_game(Some(game));
    }
    let hall = &mut *hall;
    if (session.in_flight.is_some() || !landed.is_empty()) && !hall.in_air {
        hall.audience.lock();
        hall.in_air = true;
    }
    let mut settled = Vec::new();
    for roll in landed {
        settled.extend(hall.audience.landed(&session.game, &roll.events));
        hall.in_air = false;
    }
    if let Some(first) = settled.first() {
        hall.last = Some(first.clone());
        hall.standings_due = true;
    }
    // No one to ask (phones off, or nobody joined): no odds worked out for nothing.
    let awaits = phase.is_some_and(|p| *p.get() == TurnPhase::AwaitRoll);
    if awaits && session.in_flight.is_none() && !session.game.is_over() && !hall.audience.is_empty()
    {
        let key = (game.0, game.1, session.landed_values());
        hall.ask(&session.game, key);
    }
}

/// The odds for the questions keep frames coming until they are in.
fn keep_frames(hall: Res<AudienceHall>, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    hall.report.keep_frames_coming(&mut redraw);
}

/// Back at the setup, the last game's audience is gone (its members stay).
fn leave_game(mut hall: ResMut<AudienceHall>) {
    hall.new_game(None);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AudienceHall>()
        .add_systems(OnEnter(Screen::Setup), leave_game)
        .add_systems(
            Update,
            (follow_game, keep_frames)
                .chain()
                .after(AppSystems::Land)
                .before(AppSystems::DiceDecorate),
        );
}
