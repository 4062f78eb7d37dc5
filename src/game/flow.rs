//! The turn flow: start or resume a game, roll → throw → land → show, game over.

use std::sync::Arc;
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::audience::AudienceHall;
use super::entry::{DiceEntry, types_dice};
use super::input::WatchStep;
use super::session::{Landed, ResumeError, RollError, Session};
use super::watch::{WatchGame, Watching};
use super::{GameAction, Screen, TurnPhase};
use crate::audience::TOP_ROWS;
use crate::dice::{
    DiceColour, DiceCommand, DiceMotion, Highlighted, SetAsideRow, SlamNumberDie, ThrowFinished,
};
use crate::dice::{seat_colour, seat_pip_colour};
use crate::frame::AppSystems;
use crate::notices::Notices;
use crate::present::{Headline, Refusal, refusal};
use crate::rules::{Face, Game, SlamDice, ThrowLaunch};
use crate::stores::SettingsStore;
use crate::stores::autosave::{self, AutosavePath};
use crate::throw;

/// Seconds a roll's result stays on show before the next roll is offered, at speed 1.
const SHOW_SECONDS: f32 = 1.2;
/// Seconds the last roll of a game stays before the game-over screen, at speed 1.
const LAST_SHOW_SECONDS: f32 = 2.5;
/// The playback speed that reduced motion uses for these pauses.
const REDUCED_MOTION_SPEED: f32 = 2.0;

/// The big message in the middle of the screen after a roll ("Small Slam! +5"). Lives
/// while a game is played.
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct Announcement {
    /// What to say.
    pub headline: Headline,
    /// Seconds it has been shown; it fades after a while.
    pub age: f32,
}

/// The last roll that landed, for the 2D result row: who rolled it and each face, marked
/// when the die was set aside or hit the slam number. Empty while dice fly.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastRoll {
    /// The seat that rolled.
    pub seat: Option<usize>,
    /// Their name.
    pub player: String,
    /// The faces in draw order, each with its mark.
    pub faces: Vec<(Face, bool)>,
    /// What a marked die did, in words ([`crate::present::spoken::marked_word`]).
    pub marked_as: String,
}

/// How long the result of a roll stays before the next roll is offered.
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct ShowTimer(pub Timer);

/// The seed for the next new game; `None` picks one from the clock. Tests and the
/// screenshot run set it so their games are reproducible.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct NextSeed(pub Option<u64>);

fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    // SplitMix64 finaliser: nearby start times give unrelated seeds.
    let mut z = (nanos as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The dice's lasting state and their one-off commands: what the flow changes on the
/// table.
#[derive(SystemParam)]
struct DiceControl<'w> {
    set_aside: ResMut<'w, SetAsideRow>,
    lit: ResMut<'w, Highlighted>,
    colour: ResMut<'w, DiceColour>,
    slam_number: ResMut<'w, SlamNumberDie>,
    commands: MessageWriter<'w, DiceCommand>,
    motion: Res<'w, DiceMotion>,
}

impl DiceControl<'_> {
    /// An empty table: no dice, no set-aside row, no slam number.
    fn clear(&mut self) {
        self.commands.write(DiceCommand::Clear);
        self.set_aside.set_if_neq(SetAsideRow::default());
        self.lit.set_if_neq(Highlighted::default());
        self.slam_number.set_if_neq(SlamNumberDie(None));
    }

    /// The dice take the colour of whoever is to roll; the slam-number die shows theirs.
    fn show_turn(&mut self, game: &Game) {
        if let Some(p) = game.current_player() {
            self.colour.set_if_neq(DiceColour {
                body: seat_colour(p),
                pips: seat_pip_colour(p),
                mark: Some(p),
                // The seat's finish follows the settings (`display::apply_finish`).
                finish: self.colour.finish,
            });
        }
        if let Game::Slam(g) = game {
            self.slam_number
                .set_if_neq(SlamNumberDie(shown_slam_number(g)));
        }
    }

    /// A table for a game just started or resumed: its set-aside row (Straight Golf,
    /// from the hole being played: die `i` in slot `i`).
    fn begin(&mut self, session: &Session) {
        self.clear();
        for face in session.set_aside() {
            self.set_aside.0[face.index()] = Some(face.index());
        }
        self.show_turn(&session.game);
    }

    /// Rolls with the rules engine (or the values typed for real dice) and throws dice
    /// that land on the result, with `launch` if a flick gave one; `at_rest` shows them
    /// landed at once.
    fn roll(
        &mut self,
        session: &mut Session,
        typed: Option<&[Face]>,
        at_rest: bool,
        launch: Option<ThrowLaunch>,
    ) -> Result<(), RollError> {
        if session.starts_hole() {
            self.set_aside.set_if_neq(SetAsideRow::default());
        }
        self.show_turn(&session.game);
        self.lit.set_if_neq(Highlighted::default());
        let free = self.set_aside.free();
        let plan = match typed {
            Some(faces) => session.roll_typed(free, faces),
            None => session.roll_launched(free, launch),
        }?
        .clone();
        let recording = if self.motion.reduced_motion || at_rest {
            throw::rest_layout(&plan.faces, plan.throw_seed)
        } else {
            throw::throw_launched(&plan.faces, plan.throw_seed, plan.launch)
        };
        self.commands.write(DiceCommand::Throw {
            dice: plan.dice,
            recording: Arc::new(recording),
            seed: plan.throw_seed,
        });
        if at_rest {
            self.commands.write(DiceCommand::Skip);
        }
        Ok(())
    }

    /// The thrown dice landed: dice set aside join the set-aside row, slam hits glow.
    fn land(&mut self, landed: &Landed, game: &Game) {
        for (die, face) in &landed.set_aside {
            self.set_aside.0[face.index()] = Some(*die);
        }
        self.lit.set_if_neq(Highlighted(landed.hits.clone()));
        if let Game::Slam(g) = game {
            self.slam_number
                .set_if_neq(SlamNumberDie(shown_slam_number(g)));
        }
    }

    /// Seconds the result of a roll stays on show.
    fn show_time(&self, game_over: bool) -> Duration {
        let seconds = if game_over {
            LAST_SHOW_SECONDS
        } else {
            SHOW_SECONDS
        };
        let speed = if self.motion.reduced_motion {
            REDUCED_MOTION_SPEED
        } else {
            self.motion.clamped_speed()
        };
        Duration::from_secs_f32(seconds / speed)
    }
}

/// The slam number the die beside the tray shows: the roller's, or (while players roll
/// their own) the one set last.
fn shown_slam_number(g: &SlamDice) -> Option<Face> {
    g.current_player()
        .and_then(|p| g.slam_number(p))
        .or_else(|| g.slam_numbers().iter().rev().find_map(|n| *n))
        .map(|n| n.0)
}

/// Where the game is and where it can go.
#[derive(SystemParam)]
struct Flow<'w> {
    screen: Res<'w, State<Screen>>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    next_screen: ResMut<'w, NextState<Screen>>,
    next_phase: ResMut<'w, NextState<TurnPhase>>,
    autosave: Res<'w, AutosavePath>,
    notices: ResMut<'w, Notices>,
    show: ResMut<'w, ShowTimer>,
}

/// The actions that move the game along, by screen and phase.
fn apply_actions(
    mut actions: MessageReader<GameAction>,
    mut commands: Commands,
    mut flow: Flow,
    mut table: DiceControl,
    session: Option<ResMut<Session>>,
    watching: Option<ResMut<Watching>>,
    mut entry: ResMut<DiceEntry>,
    store: Res<SettingsStore>,
    mut seed: ResMut<NextSeed>,
) {
    let Some((action, launch)) = this_frames_move(&mut actions) else {
        return;
    };
    let phase = flow.phase.as_ref().map(|p| *p.get());
    match (*flow.screen.get(), phase, action) {
        (Screen::Setup, _, GameAction::Primary | GameAction::Start)
        | (Screen::GameOver, _, GameAction::PlayAgain | GameAction::Primary) => {
            let seed = seed.0.take().unwrap_or_else(fresh_seed);
            new_game(&mut commands, &mut flow, &mut table, &store, seed);
        }
        (Screen::Setup, _, GameAction::Resume) => resume(&mut commands, &mut flow, &mut table),
        (Screen::Setup, _, GameAction::OpenHistory) => flow.next_screen.set(Screen::History),
        (Screen::Playing, Some(phase), GameAction::Primary) => {
            let Some(mut session) = session else { return };
            let typed = types_dice(&store.settings, watching.is_some()).then_some(&mut *entry);
            step(&mut flow, &mut table, &mut session, phase, typed, launch);
        }
        (Screen::Playing, Some(phase), GameAction::Watch(w)) => {
            let (Some(mut session), Some(mut watching)) = (session, watching) else {
                return;
            };
            watch_step(
                &mut commands,
                &mut flow,
                &mut table,
                &mut session,
                &mut watching,
                phase,
                w,
            );
        }
        (Screen::Playing | Screen::GameOver, _, GameAction::BackToSetup) => {
            let back = if watching.is_some() {
                Screen::History
            } else {
                Screen::Setup
            };
            flow.next_screen.set(back);
        }
        (Screen::History, _, GameAction::BackToSetup) => flow.next_screen.set(Screen::Setup),
        _ => {}
    }
}

/// The one action of this frame that moves the game, as the primary action and the
/// flick's launch where it was a flick. One step per frame: a held key, two keys at once
/// or a double click must not roll twice, so every action of the frame is read and all
/// but the first dropped.
fn this_frames_move(
    actions: &mut MessageReader<GameAction>,
) -> Option<(GameAction, Option<ThrowLaunch>)> {
    let mut moves = actions.read().copied().filter(|a| a.moves_the_game());
    let action = moves.next()?;
    moves.for_each(drop);
    Some(match action {
        GameAction::Flick(launch) => (GameAction::Primary, Some(launch)),
        other => (other, None),
    })
}

/// Starts a new game of the settings' setup thrown from `seed`, or says why it cannot.
fn new_game(
    commands: &mut Commands,
    flow: &mut Flow,
    table: &mut DiceControl,
    store: &SettingsStore,
    seed: u64,
) {
    match Session::new(&store.settings.setup, seed) {
        Ok(mut s) => {
            // The history tells dice thrown on screen from real dice typed in.
            s.record.dice_mode = store.settings.dice;
            start(commands, flow, table, s);
        }
        Err(e) => flow.notices.push(refusal(Refusal::Start, &e)),
    }
}

/// The primary action while playing: roll (with `launch`, for a flick), skip the throw,
/// or cut the show short. With real dice (`typed`), a roll takes the values typed, and
/// only when they are complete.
fn step(
    flow: &mut Flow,
    table: &mut DiceControl,
    session: &mut Session,
    phase: TurnPhase,
    typed: Option<&mut DiceEntry>,
    launch: Option<ThrowLaunch>,
) {
    match phase {
        TurnPhase::AwaitRoll if session.game.is_over() => {}
        TurnPhase::AwaitRoll => {
            let rolled = match typed {
                Some(entry) => match entry.take_complete(session.game.dice_needed()) {
                    Some(faces) => table.roll(session, Some(&faces), true, None),
                    // The entry says what is missing.
                    None => return,
                },
                None => table.roll(session, None, false, launch),
            };
            if let Err(e) = rolled {
                flow.notices.push(refusal(Refusal::Roll, &e));
                return;
            }
            if !session.is_watching()
                && let Err(e) = autosave::save(&flow.autosave, &session.record)
            {
                flow.notices.push(e.to_string());
            }
            flow.next_phase.set(TurnPhase::Rolling);
        }
        TurnPhase::Rolling => {
            table.commands.write(DiceCommand::Skip);
        }
        TurnPhase::Showing => {
            let remaining = flow.show.0.remaining();
            flow.show.0.tick(remaining);
        }
    }
}

/// A viewer control: one roll forward is the primary action; the other steps rebuild
/// the game at the roll asked for and show that roll's dice at rest.
fn watch_step(
    commands: &mut Commands,
    flow: &mut Flow,
    table: &mut DiceControl,
    session: &mut Session,
    watching: &mut Watching,
    phase: TurnPhase,
    w: WatchStep,
) {
    match w {
        WatchStep::PlayPause => watching.playing = !watching.playing,
        // The watched game throws with the launches it recorded.
        WatchStep::RollForward => step(flow, table, session, phase, None, None),
        _ => {
            let shown = watching.shown(session);
            let Some(target) = watching.target(w, shown) else {
                return;
            };
            watching.playing = false;
            jump(commands, flow, table, watching, target);
        }
    }
}

/// Shows the watched game after `target` rolls: the game before its last roll, then
/// that roll landed at once, so the card, the log, the dice and the announcement are as
/// they stood.
fn jump(
    commands: &mut Commands,
    flow: &mut Flow,
    table: &mut DiceControl,
    watching: &mut Watching,
    target: usize,
) {
    let before = target.min(watching.marks.len()).saturating_sub(1);
    let mut session = match Session::watch(&watching.record, watching.values_after(before)) {
        Ok(s) => s,
        Err(e) => {
            flow.notices
                .push(refusal(Refusal::Show(&watching.file), &e));
            return;
        }
    };
    table.begin(&session);
    let rolled = (target > 0).then(|| table.roll(&mut session, None, true, None));
    // Only this session's roll, if it has one, is being placed: an earlier jump's
    // roll never lands.
    watching.placing = matches!(rolled, Some(Ok(())));
    let phase = match rolled {
        Some(Ok(())) => TurnPhase::Rolling,
        Some(Err(e)) => {
            flow.notices.push(refusal(Refusal::Roll, &e));
            TurnPhase::AwaitRoll
        }
        None => TurnPhase::AwaitRoll,
    };
    flow.next_phase.set(phase);
    commands.insert_resource(session);
}

/// Starts a game already under way, as it stands (the screenshot script's party).
#[derive(Message, Debug, Clone)]
pub(crate) struct StartSession(pub Session);

fn start_session(
    mut asked: MessageReader<StartSession>,
    mut commands: Commands,
    mut flow: Flow,
    mut table: DiceControl,
) {
    if let Some(StartSession(session)) = asked.read().last().cloned() {
        start(&mut commands, &mut flow, &mut table, session);
    }
}

/// The history screen asked to watch a kept game: it starts before its first roll.
fn start_watching(
    mut asked: MessageReader<WatchGame>,
    mut commands: Commands,
    mut flow: Flow,
    mut table: DiceControl,
) {
    let Some(WatchGame { record, file }) = asked.read().last().cloned() else {
        return;
    };
    let started = Watching::new(record, file.clone())
        .map_err(ResumeError::from)
        .and_then(|w| Ok((Session::watch(&w.record, 0)?, w)));
    match started {
        Ok((session, watching)) => {
            commands.insert_resource(watching);
            start(&mut commands, &mut flow, &mut table, session);
        }
        Err(e) => flow.notices.push(refusal(Refusal::Show(&file), &e)),
    }
}

fn start(commands: &mut Commands, flow: &mut Flow, table: &mut DiceControl, session: Session) {
    table.begin(&session);
    commands.insert_resource(session);
    flow.next_screen.set(Screen::Playing);
}

fn resume(commands: &mut Commands, flow: &mut Flow, table: &mut DiceControl) {
    match autosave::load(&flow.autosave) {
        Ok(Some(record)) => match Session::resume(record) {
            Ok(s) => start(commands, flow, table, s),
            Err(e) => {
                let notice = autosave::set_aside(&flow.autosave, &e.to_string());
                flow.notices.push(notice);
            }
        },
        Ok(None) => {}
        Err(e) => flow.notices.push(e.to_string()),
    }
}

/// The throw has landed: play it through the rules and show what they decided.
fn land_throw(
    mut finished: MessageReader<ThrowFinished>,
    mut session: ResMut<Session>,
    mut flow: Flow,
    mut table: DiceControl,
    mut announcement: ResMut<Announcement>,
    mut news: MessageWriter<Landed>,
    mut last: ResMut<LastRoll>,
) {
    if finished.read().count() == 0 {
        return;
    }
    let seat = session.game.current_player();
    let landed = match session.land() {
        Ok(Some(landed)) => landed,
        Ok(None) => return,
        Err(e) => {
            // The roll is dropped; the table waits for the next one instead of hanging.
            flow.notices.push(refusal(Refusal::PlayRoll, &e));
            flow.next_phase.set(TurnPhase::AwaitRoll);
            return;
        }
    };
    *last = LastRoll {
        seat,
        player: seat
            .and_then(|s| session.game.players().get(s).cloned())
            .unwrap_or_default(),
        faces: landed.marked_faces(),
        marked_as: crate::present::spoken::marked_word(session.game.kind()),
    };
    table.land(&landed, &session.game);
    if let Some(headline) = crate::present::headline(session.game.players(), &landed.events) {
        *announcement = Announcement { headline, age: 0.0 };
    }
    let over = session.game.is_over();
    flow.show.0 = Timer::new(table.show_time(over), TimerMode::Once);
    news.write(landed);
    flow.next_phase.set(TurnPhase::Showing);
}

/// A game that ended this frame moves from the autosave into the history, with what its
/// audience did: the landing settles the audience's answers after [`land_throw`], so the
/// game is kept once they are (a watched game is kept already).
fn keep_finished(
    mut landed: MessageReader<Landed>,
    mut session: ResMut<Session>,
    hall: Res<AudienceHall>,
    watching: Option<Res<Watching>>,
    autosave: Res<AutosavePath>,
    mut notices: ResMut<Notices>,
) {
    if landed.read().count() == 0 || !session.game.is_over() || watching.is_some() {
        return;
    }
    session.record.audience = hall.audience.lesson(TOP_ROWS);
    if let Err(e) = autosave::finish(&autosave, &session.record) {
        notices.push(e.to_string());
    }
}

fn finish_showing(
    time: Res<Time>,
    mut show: ResMut<ShowTimer>,
    session: Res<Session>,
    watching: Option<Res<Watching>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    show.0.tick(time.delta());
    if show.0.is_finished() {
        // A watched game stays on its last roll, for stepping back.
        if session.game.is_over() && watching.is_none() {
            next_screen.set(Screen::GameOver);
        } else {
            next_phase.set(TurnPhase::AwaitRoll);
        }
    }
}

/// Yesterday's news goes as the next dice leave the hand.
fn clear_announcement(mut announcement: ResMut<Announcement>, mut last: ResMut<LastRoll>) {
    *announcement = Announcement::default();
    *last = LastRoll::default();
}

/// While dice fly or a result is on show, keep frames coming even in low-power mode.
fn keep_redrawing(mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    redraw.write(bevy::window::RequestRedraw);
}

fn age_announcement(time: Res<Time>, mut announcement: ResMut<Announcement>) {
    announcement.age += time.delta_secs();
}

/// Back at the setup or history screen the last game is gone: its session, its news,
/// its dice, the game being watched and any dice half typed.
fn leave_game(
    mut commands: Commands,
    mut table: DiceControl,
    mut entry: ResMut<DiceEntry>,
    mut last: ResMut<LastRoll>,
) {
    *last = LastRoll::default();
    commands.remove_resource::<Session>();
    commands.remove_resource::<Watching>();
    entry.clear();
    table.clear();
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Landed>()
        .add_message::<StartSession>()
        .init_resource::<ShowTimer>()
        .init_resource::<LastRoll>()
        .init_resource::<NextSeed>()
        .add_systems(OnEnter(Screen::Setup), leave_game)
        .add_systems(OnEnter(Screen::History), leave_game)
        .add_systems(OnEnter(Screen::Playing), |mut c: Commands| {
            c.init_resource::<Announcement>();
        })
        .add_systems(OnExit(Screen::Playing), |mut c: Commands| {
            c.remove_resource::<Announcement>();
        })
        .add_systems(OnEnter(TurnPhase::Rolling), clear_announcement)
        .add_systems(
            Update,
            (apply_actions, start_watching, start_session)
                .chain()
                .in_set(AppSystems::Update),
        )
        .add_systems(
            Update,
            (
                land_throw.run_if(in_state(TurnPhase::Rolling)),
                finish_showing.run_if(in_state(TurnPhase::Showing)),
                age_announcement.run_if(resource_exists::<Announcement>),
                keep_redrawing
                    .run_if(in_state(TurnPhase::Rolling).or_else(in_state(TurnPhase::Showing))),
            )
                .chain()
                .in_set(AppSystems::Land),
        )
        .add_systems(
            Update,
            keep_finished
                .run_if(resource_exists::<Session>)
                .after(super::audience::follow_game)
                .before(AppSystems::DiceDecorate),
        );
}
