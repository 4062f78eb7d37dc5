//! Phones as controllers, in the window: the phones' server ([`crate::phones`]) while
//! phones are on, bridged into the game's own actions.
//!
//! - [`PhonesSwitch`] says whether phones are on and on which port (from the settings,
//!   or `play --phones --port N` for this run only). The [`Phones`] resource, which owns
//!   the running [`Server`], exists exactly while they are on: removing it stops the
//!   server.
//! - Every frame the phones' events become the actions a key or a click would give: a
//!   throw is [`GameAction::Flick`] with the swipe's launch (or [`GameAction::Primary`]
//!   for a tap on Roll), typed real dice go through [`DiceEntry`] and the same checks as
//!   the keyboard's. Only the seat on turn may throw (the room refuses the others, and
//!   the game checks again against its own state); the host's keyboard and mouse always
//!   throw for anyone. A phone's new player joins the setup's list.
//! - What the phones show is built from the game after every frame and published when
//!   it changed, worded in every language so that each phone reads its own. The engine
//!   moves only when the dice land, and a roll's result is made from the [`Landed`]
//!   message, so nothing of a roll reaches a phone before its dice have come to rest on
//!   the shared screen.

use std::collections::VecDeque;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::audience::AudienceHall;
use super::entry::{DiceEntry, types_dice};
use super::session::{Landed, Session};
use super::watch::Watching;
use super::{GameAction, Screen, TurnPhase};
use crate::frame::AppSystems;
use crate::notices::Notices;
use crate::phones::names::look_alike;
use crate::phones::online::{OnlineConfig, OnlineStatus, WireError};
use crate::phones::view;
use crate::phones::{
    AudienceView, Awaiting, Config, HostEvent, HostState, JoinRefusal, JoinRequest, MemberId,
    MemberNews, PhoneAt, Presence, QrMatrix, Server,
};
use crate::rules::options::MAX_PLAYERS;
use crate::rules::{Event, Face};
use crate::settings::{Finish, PhonesOptions};
use crate::stores::SettingsStore;

/// Whether phones are on, and the port asked for. Made from the settings at start unless
/// the command line put one in first (`play --phones`, which is not saved); the setup
/// screen's "Phones" toggle changes it and the settings.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhonesSwitch {
    /// Phones are on: the server runs.
    pub enabled: bool,
    /// The port to ask for (`0`: any free one).
    pub port: u16,
}

impl From<PhonesOptions> for PhonesSwitch {
    fn from(o: PhonesOptions) -> Self {
        Self {
            enabled: o.enabled,
            port: o.port,
        }
    }
}

/// `play --phones [--port N]`: phones on for this run (not saved), on port `N` or else
/// the settings' port; `play --online` adds the broker.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PhonesAsked {
    /// The port asked for on the command line.
    pub port: Option<u16>,
    /// `--online [--broker URL] [--page URL]`.
    pub online: Option<OnlineAsked>,
}

/// `play --online [--broker URL] [--page URL]`: online for this run (not saved), with
/// these instead of the settings' broker and page.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OnlineAsked {
    /// The broker asked for.
    pub broker: Option<String>,
    /// The page asked for.
    pub page: Option<String>,
}

/// The phones' server while phones are on, and what the game last told the phones.
#[derive(Resource)]
pub struct Phones {
    server: Server,
    /// The port it was asked for (a change of the switch's port restarts it).
    asked: u16,
    qr: Option<QrMatrix>,
    presence: Presence,
    /// What the phones were last shown.
    published: Option<HostState>,
    /// The step of the roll the game waits for: one more after each roll lands and at
    /// each new game, so that one step takes one throw.
    step: u64,
    /// What the rules said of the last roll and the step it answered, once its dice
    /// landed (its result is worded from them in each phone's language).
    result: Option<(Vec<Event>, u64)>,
    /// The game on the table (seed and start time), to notice a new one.
    game: Option<(Option<u64>, Option<crate::rules::Timestamp>)>,
    /// A phone's throw or dice handed to the game at this step, this many frames ago:
    /// if the game is still waiting a frame later, it did not take them, and the phones
    /// are told the step is open again.
    handed: Option<(u64, u32)>,
    /// Phones asking to join as a new player, oldest first: nothing is added until the
    /// host answers (Y / N).
    asking: VecDeque<(JoinRequest, String)>,
    /// The host locked the room (K).
    locked: bool,
    /// The online room, while phones may also come through the broker.
    online: Option<OnlineLink>,
}

/// The online room as the shared screen shows it: what it was started with, its state
/// as of this frame, and the QR code of its link. (No `Debug`: the link holds the key.)
#[derive(Clone)]
pub struct OnlineLink {
    /// The broker and page it was started with.
    pub config: OnlineConfig,
    /// The link, whether it is up, why not.
    pub status: OnlineStatus,
    /// The QR code of the link.
    pub qr: Option<QrMatrix>,
}

impl Phones {
    /// The page's address, `http://ADDRESS:PORT/`.
    pub fn url(&self) -> String {
        self.server.url()
    }

    /// The room code.
    pub fn code(&self) -> String {
        self.server.code().to_string()
    }

    /// The QR code of the page's address with the room code in it.
    pub fn qr(&self) -> Option<&QrMatrix> {
        self.qr.as_ref()
    }

    /// Which seats have phones, and how many browsers watch (as of this frame).
    pub fn presence(&self) -> &Presence {
        &self.presence
    }

    /// How many seats a phone holds (connected or dropped).
    pub fn seated(&self) -> usize {
        crate::phones::seated(&self.presence.seats)
    }

    /// The line printed on start: `phones: http://ADDRESS:PORT/ code ABCD`.
    pub fn banner(&self) -> String {
        self.server.banner()
    }

    /// The port listened on.
    pub fn port(&self) -> u16 {
        self.server.port()
    }

    /// Frees a seat: its phone watches, and its token no longer brings it back.
    pub fn free_seat(&mut self, seat: usize) -> bool {
        let freed = self.server.free_seat(seat);
        self.presence = self.server.presence();
        freed
    }

    /// Blocks the phone of `seat` for as long as phones stay on: its seat is free, its
    /// token and address are refused.
    pub fn block(&mut self, seat: usize) -> bool {
        let blocked = self.server.block(seat);
        self.presence = self.server.presence();
        blocked
    }

    /// The host blocks every spectator now; how many went.
    pub fn block_spectators(&mut self) -> usize {
        let gone = self.server.block_spectators();
        self.presence = self.server.presence();
        gone
    }

    /// Tells audience member `member`'s phone `news`.
    pub(crate) fn tell_member(&self, member: MemberId, news: &MemberNews) {
        self.server.tell_member(member, news);
    }

    /// Blocks audience member `member` for the server's life. False if no such member.
    pub fn block_member(&mut self, member: MemberId) -> bool {
        let blocked = self.server.block_member(member);
        self.presence = self.server.presence();
        blocked
    }

    /// The online room, while phones may come through the broker.
    pub fn online(&self) -> Option<&OnlineLink> {
        self.online.as_ref()
    }

    /// Goes online with `config`, or offline with `None`; nothing when already so.
    /// Returns the link when it went online (a new room and key).
    pub(crate) fn set_online(
        &mut self,
        want: Option<&OnlineConfig>,
    ) -> Result<Option<String>, WireError> {
        if self.online.as_ref().map(|o| &o.config) == want {
            return Ok(None);
        }
        let Some(config) = want else {
            self.server.go_offline();
            self.online = None;
            return Ok(None);
        };
        self.online = None;
        self.server.go_online(config.clone())?;
        let Some(status) = self.server.online() else {
            return Ok(None);
        };
        let link = status.link.clone();
        self.online = Some(OnlineLink {
            config: config.clone(),
            qr: QrMatrix::encode(&status.link).ok(),
            status,
        });
        Ok(Some(link))
    }

    /// Reads the online room's state for this frame: `Some((before, now))` when it
    /// changed.
    pub(crate) fn refresh_online(&mut self) -> Option<(OnlineStatus, OnlineStatus)> {
        let online = self.online.as_mut()?;
        let now = self.server.online()?;
        if now == online.status {
            return None;
        }
        if now.link != online.status.link {
            online.qr = QrMatrix::encode(&now.link).ok();
        }
        let before = std::mem::replace(&mut online.status, now.clone());
        Some((before, now))
    }

    /// A new online room and key: seated phones move with their seats.
    pub fn new_link(&self) {
        self.server.new_link();
    }

    /// Whether the host locked the room.
    pub fn locked(&self) -> bool {
        self.locked
    }

    /// Locks the room or opens it again; `spectators`: phones without a seat may watch
    /// while it is locked.
    pub(crate) fn set_locked(&mut self, locked: bool, spectators: bool) {
        self.locked = locked;
        self.server.lock(locked, spectators);
        self.presence = self.server.presence();
        if locked {
            for (request, _) in self.asking.drain(..) {
                self.server.refuse(request, JoinRefusal::Locked);
            }
        }
    }

    /// The names of the phones waiting for the host's answer, oldest first.
    pub fn asking(&self) -> impl Iterator<Item = &str> {
        self.asking.iter().map(|(_, name)| name.as_str())
    }

    /// The host's answer to the oldest phone asking to join: accepted, the player is
    /// added to the setup (and saved) and the phone gets the new seat; refused, the
    /// phone is told. Nothing happens when no phone asks, or when the setup has no room
    /// for the name any more.
    pub fn answer(&mut self, accept: bool, store: &mut SettingsStore, screen: Screen) {
        let Some((request, name)) = self.asking.pop_front() else {
            return;
        };
        if !accept {
            self.server.refuse(request, JoinRefusal::HostSaidNo);
            return;
        }
        if let Some(why) = join_refusal(&store.settings.setup.players, &name, screen) {
            self.server.refuse(request, why);
            return;
        }
        store.settings.setup.players.push(name);
        store.request_save();
        let seat = store.settings.setup.players.len() - 1;
        let store: &SettingsStore = store;
        self.show(&|| setup_state(store, true));
        self.server.admit(request, seat);
    }

    /// Publishes the table `render` makes (in the language in use; again in each other
    /// language for the phones that speak it) unless the phones already show it. Once
    /// the setup is over no phone waits for an answer any more (the room has told them).
    fn show(&mut self, render: &dyn Fn() -> HostState) {
        let state = render();
        if state.phase != crate::phones::Phase::Setup {
            self.asking.clear();
        }
        if self.published.as_ref() != Some(&state) {
            self.server.publish_worded(state.clone(), render);
            self.published = Some(state);
        }
    }

    /// The step the phones' throw was handed over at is open again: published as
    /// closed, then as it is, so that the room takes a throw for it once more.
    fn reopen(&mut self) {
        if self.published.take().is_some() {
            self.server.publish_closed();
        }
    }
}

/// Starts the server for `switch`: prints the banner on stdout, says on stderr and in a
/// notice when the port asked for was taken. The waker wakes a sleeping window when a
/// phone's event comes.
fn start(
    switch: PhonesSwitch,
    wake: Option<crate::phones::Waker>,
    notices: &mut Notices,
) -> Option<Phones> {
    let config = Config {
        port: switch.port,
        ..Config::default()
    };
    let server = match Server::start(config) {
        Ok(server) => server,
        Err(e) => {
            let why = crate::t!("phones-phones-off", why = e.words());
            eprintln!("party-dice: {why}");
            notices.push(why);
            return None;
        }
    };
    if let Some(note) = server.port_note() {
        eprintln!("party-dice: {note}");
        notices.push(note);
    }
    // The line scripts and people read; stdout, flushed at once.
    println!("{}", server.banner());
    use std::io::Write;
    let _ = std::io::stdout().flush();
    if let Some(wake) = wake {
        server.set_waker(move || wake());
    }
    Some(Phones {
        qr: server.qr(),
        presence: server.presence(),
        server,
        asked: switch.port,
        published: None,
        step: 0,
        result: None,
        game: None,
        handed: None,
        asking: VecDeque::new(),
        locked: false,
        online: None,
    })
}

/// The window's waker: a user event that ends the event loop's wait (none headless).
fn window_waker(world: &World) -> Option<crate::phones::Waker> {
    let proxy = world.get_resource::<bevy::winit::EventLoopProxyWrapper>()?;
    let proxy = std::sync::Mutex::new((**proxy).clone());
    Some(std::sync::Arc::new(move || {
        if let Ok(proxy) = proxy.lock() {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    }))
}

/// Starts the server when phones are turned on, stops it when they are turned off (or
/// restarts it on another port). A server that cannot start turns phones off again, with
/// a notice saying why.
pub(super) fn switch_server(world: &mut World) {
    let Some(switch) = world.get_resource::<PhonesSwitch>().copied() else {
        return;
    };
    let running = world.get_resource::<Phones>().map(|p| p.asked);
    match (switch.enabled, running) {
        (true, Some(port)) if port == switch.port => {}
        (false, None) => {}
        (false, Some(_)) => {
            // Dropping the server stops it: every phone is told, every thread joined.
            world.remove_resource::<Phones>();
        }
        (true, _) => {
            world.remove_resource::<Phones>();
            let wake = window_waker(world);
            let started = start(switch, wake, &mut world.resource_mut::<Notices>());
            match started {
                Some(phones) => world.insert_resource(phones),
                None => world.resource_mut::<PhonesSwitch>().enabled = false,
            }
        }
    }
}

/// The setup's toggle (and the join screen's "Turn phones off"): the switch and the saved
/// settings follow it.
fn toggle_phones(
    mut actions: MessageReader<GameAction>,
    mut switch: ResMut<PhonesSwitch>,
    mut store: ResMut<SettingsStore>,
) {
    let flips = actions
        .read()
        .filter(|a| **a == GameAction::TogglePhones)
        .count();
    if flips % 2 == 1 {
        switch.enabled = !switch.enabled;
        store.settings.phones.enabled = switch.enabled;
        store.request_save();
    }
}

/// Where the game stands, as the phones' events are checked against it.
struct Table<'a> {
    screen: Screen,
    phase: Option<TurnPhase>,
    session: Option<&'a Session>,
    watching: bool,
    typing: bool,
}

impl Table<'_> {
    /// What the game waits for from the phones: a throw or typed dice while a game is
    /// played (not watched) and a roll is awaited, else nothing.
    fn awaiting(&self) -> Awaiting {
        match (
            self.phase == Some(TurnPhase::AwaitRoll),
            self.watching,
            self.typing,
        ) {
            (true, false, true) => Awaiting::Type,
            (true, false, false) => Awaiting::Throw,
            _ => Awaiting::Nothing,
        }
    }

    /// Whether `seat` may give `want` now, by the rule the room applies
    /// ([`HostState::roll_refusal`]) to the game as it stands on the playing screen.
    fn may_roll(&self, seat: usize, want: Awaiting) -> bool {
        let Some(session) = self.session else {
            return false;
        };
        self.screen == Screen::Playing
            && view::playing(&session.game, self.awaiting(), 0, None)
                .roll_refusal(seat, want)
                .is_none()
    }

    /// How many seats the phones see: the game's players during a game, else the
    /// setup's.
    fn seats(&self, settings: &crate::settings::Settings) -> usize {
        match self.session {
            Some(session) if self.screen != Screen::Setup => session.game.players().len(),
            _ => settings.setup.players.len(),
        }
    }
}

/// The game as the phones' systems read it.
#[derive(SystemParam)]
struct GameNow<'w> {
    screen: Res<'w, State<Screen>>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    session: Option<Res<'w, Session>>,
    watching: Option<Res<'w, Watching>>,
}

impl GameNow<'_> {
    fn phase(&self) -> Option<TurnPhase> {
        self.phase.as_ref().map(|p| *p.get())
    }

    /// Where the game stands, for the phones' requests (`typing`: real dice typed).
    fn table(&self, settings: &crate::settings::Settings) -> Table<'_> {
        Table {
            screen: *self.screen.get(),
            phase: self.phase(),
            session: self.session.as_deref(),
            watching: self.watching.is_some(),
            typing: types_dice(settings, self.watching.is_some()),
        }
    }
}

/// What the phones asked for since the last frame, turned into the game's actions.
fn take_events(
    phones: Option<ResMut<Phones>>,
    now: GameNow,
    mut store: ResMut<SettingsStore>,
    mut entry: ResMut<DiceEntry>,
    mut notices: ResMut<Notices>,
    mut actions: MessageWriter<GameAction>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut hall: ResMut<AudienceHall>,
) {
    let Some(mut phones) = phones else { return };
    let events = phones.server.poll();
    // Who is in the room changes without an event too (a phone joining to watch): the
    // join card's count and its Block button follow it on every frame.
    if events.is_empty() && phones.server.presence() == phones.presence {
        return;
    }
    redraw.write(bevy::window::RequestRedraw);
    let table = now.table(&store.settings);
    for event in events {
        match event {
            HostEvent::Throw { seat, launch } if table.may_roll(seat, Awaiting::Throw) => {
                actions.write(launch.map_or(GameAction::Primary, GameAction::Flick));
                phones.handed = Some((phones.step, 0));
            }
            HostEvent::Typed { seat, faces } if table.may_roll(seat, Awaiting::Type) => {
                let needed = table.session.map_or(0, |s| s.game.dice_needed());
                type_dice(&mut entry, &faces, needed);
                actions.write(GameAction::Primary);
                phones.handed = Some((phones.step, 0));
            }
            // A throw the game can no longer take (the keyboard threw first, the screen
            // changed): the phones see the table as it is.
            HostEvent::Throw { .. } | HostEvent::Typed { .. } => phones.reopen(),
            HostEvent::JoinAsPlayer { request, name } => {
                join_setup(&mut phones, &store, table.screen, (request, name));
            }
            HostEvent::Finish { seat, finish } => {
                let seats = table.seats(&store.settings);
                pick_finish(&mut store, seats, seat, finish);
            }
            HostEvent::AudienceJoined { member, name } => hall.join(member, &name),
            HostEvent::AudienceAnswer {
                member,
                question,
                pick,
                sure,
            } => {
                let news = hall.answer(member, question, pick, sure);
                phones.tell_member(member, &news);
            }
            HostEvent::Connected { .. } | HostEvent::Disconnected { .. } => {}
        }
    }
    let now_present = phones.server.presence();
    let before = std::mem::replace(&mut phones.presence, now_present);
    // During a game a seat's phone coming or going is one line, not a card.
    if let Some(session) = table.session.filter(|_| table.screen != Screen::Setup) {
        let news = seat_news(session.game.players(), &before, &phones.presence);
        news.into_iter().for_each(|n| notices.push(n));
    }
}

/// What changed between `before` and `now` for the seats of `players`, as the lines the
/// shared screen shows.
fn seat_news(players: &[String], before: &Presence, now: &Presence) -> Vec<String> {
    players
        .iter()
        .enumerate()
        .filter_map(|(seat, name)| {
            let was = before.seats.get(seat).copied().unwrap_or_default();
            let is = now.seats.get(seat).copied().unwrap_or_default();
            match (was, is) {
                (PhoneAt::Here, PhoneAt::Dropped) => {
                    Some(crate::t!("phones-news-dropped", name = name))
                }
                (PhoneAt::Here, PhoneAt::None) => Some(crate::t!("phones-news-left", name = name)),
                (PhoneAt::None | PhoneAt::Dropped, PhoneAt::Here) => {
                    Some(crate::t!("phones-news-phone", name = name))
                }
                _ => None,
            }
        })
        .collect()
}

/// The faces a phone typed, in place of anything typed on the keyboard: the entry takes
/// them as it takes keys (no more than the roll needs, and the roll only when complete).
fn type_dice(entry: &mut DiceEntry, faces: &[Face], needed: usize) {
    entry.clear();
    for face in faces {
        entry.push(*face, needed);
    }
}

/// Why `name` cannot join `players` now, if it cannot: the setup must be on show, have
/// room, and hold no name that looks the same.
fn join_refusal(players: &[String], name: &str, screen: Screen) -> Option<JoinRefusal> {
    if screen != Screen::Setup {
        Some(JoinRefusal::Started)
    } else if players.len() >= MAX_PLAYERS {
        Some(JoinRefusal::TableFull)
    } else if players.iter().any(|p| look_alike(p, name)) {
        Some(JoinRefusal::NameTaken)
    } else {
        None
    }
}

/// A phone asks to join as a new player: it waits for the host's answer (nothing is
/// added or saved yet), unless it cannot join at all.
fn join_setup(
    phones: &mut Phones,
    store: &SettingsStore,
    screen: Screen,
    ask: (JoinRequest, String),
) {
    let (request, name) = ask;
    let waiting = phones.asking().any(|n| look_alike(n, &name));
    let refusal = join_refusal(&store.settings.setup.players, &name, screen)
        .or(waiting.then_some(JoinRefusal::AlreadyAsked))
        .or(phones.locked.then_some(JoinRefusal::Locked));
    match refusal {
        Some(why) => phones.server.refuse(request, why),
        None => phones.asking.push_back((request, name)),
    }
}

/// A seated phone picked its seat's dice finish: kept in the settings when the seat is
/// one of the `seats` on show, and saved as the program's own changes are (never over a
/// broken settings file: a phone's request does not set one aside); the dice and the
/// phones' view follow the settings.
fn pick_finish(store: &mut SettingsStore, seats: usize, seat: usize, finish: Finish) {
    if seat < seats && store.settings.finish(seat) != finish {
        store.settings.set_finish(seat, finish);
        store.keep();
    }
}

/// `state` with each of its seats' dice finish from `settings`.
fn with_finishes(mut state: HostState, settings: &crate::settings::Settings) -> HostState {
    state.finishes = (0..state.seats.len()).map(|s| settings.finish(s)).collect();
    state
}

/// `state` with the audience's part (none: the host has it off).
fn with_audience(mut state: HostState, audience: Option<AudienceView>) -> HostState {
    state.audience = audience;
    state
}

/// The setup as the phones see it: its game and players, open to new ones (`open`) while
/// there is room.
fn setup_state(store: &SettingsStore, open: bool) -> HostState {
    let setup = &store.settings.setup;
    let mut state = view::setup(&crate::present::game_title(setup.game), &setup.players);
    state.joinable &= open;
    with_finishes(state, &store.settings)
}

/// A roll landed on the shared screen: its result is now the phones' to see, and the
/// next roll is a new step.
fn note_landed(
    phones: Option<ResMut<Phones>>,
    mut landed: MessageReader<Landed>,
    session: Option<Res<Session>>,
) {
    let (Some(mut phones), true) = (phones, session.is_some()) else {
        landed.read().for_each(drop);
        return;
    };
    for roll in landed.read() {
        let step = phones.step;
        phones.result = Some((roll.events.clone(), step));
        phones.step += 1;
        phones.handed = None;
    }
}

/// Shows the phones the game as it stands after this frame, when it changed.
fn publish(
    phones: Option<ResMut<Phones>>,
    now: GameNow,
    store: Res<SettingsStore>,
    mut hall: ResMut<AudienceHall>,
) {
    let Some(mut phones) = phones else { return };
    let standings = hall.take_standings();
    if !standings.is_empty() {
        phones.server.tell_members(&standings);
    }
    let table = now.table(&store.settings);
    // A game that was not there before: a new step, no result yet.
    let game = table.session.map(|s| (s.record.seed, s.record.started));
    if game.is_some() && game != phones.game {
        phones.game = game;
        phones.result = None;
        phones.step += 1;
    }
    let awaits = table.phase == Some(TurnPhase::AwaitRoll);
    if let Some((step, frames)) = phones.handed {
        phones.handed = (awaits && step == phones.step && frames < 2).then_some((step, frames + 1));
        if awaits && step == phones.step && frames >= 2 {
            phones.reopen();
        }
    }
    let awaiting = table.awaiting();
    let (step, result) = (phones.step, phones.result.take());
    let on = store.settings.phones.audience;
    let idle = || on.then(AudienceView::default);
    match (table.screen, table.session) {
        (Screen::Setup, _) => phones.show(&|| with_audience(setup_state(&store, true), idle())),
        (Screen::History, _) => phones.show(&|| with_audience(setup_state(&store, false), idle())),
        (Screen::Playing | Screen::GameOver, Some(session)) => {
            let game = &session.game;
            let result = result.as_ref();
            let live = !table.watching;
            phones.show(&|| {
                let result = result.map(|(events, at)| view::result(game, events, *at));
                let state = view::playing(game, awaiting, step, result);
                let audience = (on && live)
                    .then(|| view::audience(&hall.audience, game, hall.last.as_ref()))
                    .or_else(idle);
                with_audience(with_finishes(state, &store.settings), audience)
            });
        }
        // Between screens for a frame: keep what the phones show.
        _ => {}
    }
    phones.result = result;
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, init_switch)
        .add_systems(
            Update,
            (switch_server, take_events.run_if(resource_exists::<Phones>))
                .chain()
                .in_set(AppSystems::RecordInput),
        )
        .add_systems(
            Update,
            (
                toggle_phones.run_if(resource_exists::<PhonesSwitch>),
                note_landed.after(AppSystems::Land),
            ),
        )
        .add_systems(PostUpdate, publish.run_if(resource_exists::<Phones>));
}

/// The switch from the settings, unless the command line set one already.
pub(super) fn init_switch(
    mut commands: Commands,
    store: Option<Res<SettingsStore>>,
    switch: Option<Res<PhonesSwitch>>,
) {
    if switch.is_none() {
        let saved = store.map(|s| s.settings.phones).unwrap_or_default();
        commands.insert_resource(PhonesSwitch::from(saved));
    }
}
