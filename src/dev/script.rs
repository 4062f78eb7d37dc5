//! The steps of the scripted session, in order. Each looks at the [`Stage`] once a
//! frame, says whether its moment has come ([`Outcome`]) and asks for what it needs
//! ([`Asks`]): the driver carries that out.

use crate::dice::{DiceDrama, DicePlayback};
use crate::game::{GameAction, NextSeed, Screen, Session, TurnPhase, WatchGame};
use crate::rules::{Game, GameKind, GameSetup, StraightGolfOptions};
use crate::settings::DiceMode;
use crate::stores::SettingsStore;
use crate::ui::Tab;

/// Seeds of the scripted games, so every run shows the same dice.
pub(super) const SLAM_SEED: u64 = 2026;
const GOLF_SEED: u64 = 2027;
/// The seed of the eight-player game.
const PARTY_SEED: u64 = 2028;
/// The animation's file.
pub(super) const FILM: &str = "09-throw.png";

/// What a step looks at.
pub(super) struct Stage<'a> {
    /// Frames spent in this step.
    pub frames: u32,
    /// Rolls made in this step.
    pub rolls: &'a mut u32,
    pub screen: Screen,
    pub phase: Option<TurnPhase>,
    pub playback: &'a DicePlayback,
    /// The drama of the throw in play.
    pub drama: DiceDrama,
    /// The game in play is over (its last roll landed).
    pub over: bool,
    pub store: &'a mut SettingsStore,
    pub seed: &'a mut NextSeed,
    /// The film: frames asked for, frames captured.
    pub filmed: (u32, usize),
    /// Kept games to watch (the screens script).
    pub kept: &'a [WatchGame],
    /// The phones' port and room code, while phones are on.
    pub phones: Option<(u16, String)>,
    /// The audience: members with an answer settled, and questions open now.
    pub audience: (u32, usize),
    /// What the step asks for.
    pub asks: Asks,
}

/// What a step asks the driver to do this frame.
#[derive(Default)]
pub(super) struct Asks {
    /// Actions, as keys and buttons give them.
    pub actions: Vec<GameAction>,
    /// A game to start as it stands.
    pub start: Option<Session>,
    /// A new window size.
    pub resize: Option<(f32, f32)>,
    /// Capture this frame for the film.
    pub film_frame: bool,
    /// Write the film out.
    pub write_film: bool,
    /// A kept game to watch.
    pub watch: Option<WatchGame>,
    /// A history tab to show.
    pub tab: Option<Tab>,
    /// A notice to show (`Some(None)`: take the notices away).
    pub notice: Option<Option<String>>,
    /// Print the card of the game in play.
    pub print: bool,
}

/// What a step decided this frame.
pub(super) enum Outcome {
    /// Not yet.
    Wait,
    /// Take a screenshot `after` frames from now, then go on to the next step.
    Shoot { name: &'static str, after: u32 },
    /// Go on to the next step at once.
    Next,
}

/// A step of the script.
pub(super) type Step = fn(&mut Stage) -> Outcome;

/// The steps, in order, with their names for the log.
pub(super) const STEPS: [(&str, Step); 15] = [
    ("setup shot", |s| setup_shot(s, "01-setup.png")),
    ("start Slam Dice", start_slam),
    ("Slam Dice rolls", slam_rolls),
    ("Slam Dice mid-throw", slam_mid_throw),
    ("Slam Dice at rest", |s| {
        shoot_when(
            s.phase == Some(TurnPhase::Showing),
            "03-slam-at-rest.png",
            0,
        )
    }),
    ("start Straight Golf", start_golf),
    ("Straight Golf at rest", golf_rest),
    ("Straight Golf played out", golf_play_out),
    ("game over shot", |_| {
        shoot_when(true, "05-game-over.png", 15)
    }),
    ("start real dice", start_real_dice),
    ("real dice shot", |s| {
        let ready = s.screen == Screen::Playing && s.phase == Some(TurnPhase::AwaitRoll);
        shoot_when(ready, "06-real-dice.png", 10)
    }),
    ("start the party", start_party),
    ("party shot", party_shot),
    ("small window shot", small_window_shot),
    ("throw animation", throw_animation),
];

pub(super) fn shoot_when(ready: bool, name: &'static str, after: u32) -> Outcome {
    if ready {
        Outcome::Shoot { name, after }
    } else {
        Outcome::Wait
    }
}

/// The first screen, shot once the window has settled. The start-up notices (under Xvfb
/// there is no sound server, so "No audio device…") are dismissed first, as a player
/// would with OK: the shot shows the screen behind them.
pub(super) fn setup_shot(s: &mut Stage, name: &'static str) -> Outcome {
    if s.frames == 18 {
        s.asks.notice = Some(None);
    }
    shoot_when(s.frames >= 20, name, 0)
}

impl Stage<'_> {
    pub(super) fn act(&mut self, action: GameAction) {
        self.asks.actions.push(action);
    }

    pub(super) fn every(&self, n: u32) -> bool {
        self.frames.is_multiple_of(n)
    }

    /// Whether the recording in play throws all six dice (a hole's first roll).
    fn six_in_play(&self) -> bool {
        self.playback
            .recording
            .as_deref()
            .is_some_and(|r| r.dice.len() == 6)
    }

    /// Leaves the game for the setup screen on the step's first frame; true once there.
    pub(super) fn at_setup(&mut self) -> bool {
        if self.frames == 1 {
            self.act(GameAction::BackToSetup);
            return false;
        }
        self.screen == Screen::Setup
    }
}

fn start_slam(s: &mut Stage) -> Outcome {
    let settings = &mut s.store.settings;
    settings.setup = GameSetup::new(
        GameKind::SlamDice,
        vec!["Ann".into(), "Ben".into(), "Cy".into()],
    );
    // The odds panel is on for the Slam Dice shots.
    settings.display.odds = true;
    s.act(GameAction::Start);
    Outcome::Next
}

/// The slam number and a couple of turn rolls, skipping through.
fn slam_rolls(s: &mut Stage) -> Outcome {
    if s.screen != Screen::Playing || !s.every(4) {
        return Outcome::Wait;
    }
    if s.phase == Some(TurnPhase::AwaitRoll) {
        *s.rolls += 1;
        if *s.rolls >= 3 {
            return Outcome::Next;
        }
    }
    s.act(GameAction::Primary);
    Outcome::Wait
}

fn slam_mid_throw(s: &mut Stage) -> Outcome {
    if s.frames == 1 {
        s.act(GameAction::Primary);
    }
    let flying = s.playback.playing && s.playback.elapsed > 0.25;
    shoot_when(flying, "02-slam-mid-throw.png", 0)
}

fn start_golf(s: &mut Stage) -> Outcome {
    if !s.at_setup() {
        return Outcome::Wait;
    }
    let settings = &mut s.store.settings;
    settings.setup = GameSetup {
        straight_golf: StraightGolfOptions {
            rounds: 1,
            ..Default::default()
        },
        ..GameSetup::new(GameKind::StraightGolf, vec!["Ann".into(), "Ben".into()])
    };
    settings.display.odds = false;
    s.seed.0 = Some(GOLF_SEED);
    s.act(GameAction::Start);
    Outcome::Next
}

/// Through the roll-off to the first roll of the first hole, shot at rest; the shot
/// waits a few frames so the dice set aside reach their row.
fn golf_rest(s: &mut Stage) -> Outcome {
    if s.six_in_play() && s.phase == Some(TurnPhase::Showing) {
        return Outcome::Shoot {
            name: "04-golf-at-rest.png",
            after: 10,
        };
    }
    if s.every(4) && s.phase == Some(TurnPhase::AwaitRoll) {
        s.act(GameAction::Primary);
    }
    Outcome::Wait
}

fn golf_play_out(s: &mut Stage) -> Outcome {
    if s.screen == Screen::GameOver {
        return Outcome::Next;
    }
    if s.every(3) {
        s.act(GameAction::Primary);
    }
    Outcome::Wait
}

/// Back to the setup screen, then a Slam Dice game refereed with real dice.
pub(super) fn start_real_dice(s: &mut Stage) -> Outcome {
    if !s.at_setup() {
        return Outcome::Wait;
    }
    let settings = &mut s.store.settings;
    settings.setup.game = GameKind::SlamDice;
    settings.dice = DiceMode::Real;
    settings.display.odds = false;
    s.act(GameAction::Start);
    Outcome::Next
}

/// The party: eight players on the 17th hole of 18 (played out by the rules engine from
/// a fixed seed), started as it stands.
pub(super) fn start_party(s: &mut Stage) -> Outcome {
    if !s.at_setup() {
        return Outcome::Wait;
    }
    let settings = &mut s.store.settings;
    settings.dice = DiceMode::Thrown;
    let names = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal"].map(String::from);
    settings.setup = GameSetup {
        straight_golf: StraightGolfOptions {
            rounds: 18,
            ..Default::default()
        },
        ..GameSetup::new(GameKind::StraightGolf, names.to_vec())
    };
    let Ok(mut session) = Session::new(&settings.setup, PARTY_SEED) else {
        return Outcome::Next;
    };
    while !session.game.is_over() {
        let at_17 = matches!(&session.game, Game::Golf(g)
            if g.hole().is_some_and(|h| h.number >= 17 && h.roll == 1));
        if at_17 || session.roll(0..6).is_err() || session.land().is_err() {
            break;
        }
    }
    s.asks.start = Some(session);
    Outcome::Next
}

/// The party's next roll, shot once it lands.
fn party_shot(s: &mut Stage) -> Outcome {
    if s.frames == 5 {
        s.act(GameAction::Primary);
    }
    shoot_when(
        s.frames > 5 && s.phase == Some(TurnPhase::Showing),
        "07-golf-8-players.png",
        10,
    )
}

/// The same table in an 800×600 window.
fn small_window_shot(s: &mut Stage) -> Outcome {
    if s.frames == 1 {
        s.asks.resize = Some((800.0, 600.0));
    }
    shoot_when(s.frames > 15, "08-golf-800x600.png", 0)
}

/// Every frame of a throw of all six dice at the fixed time step, captured while it
/// flies; once it rests and every capture is in, written as an animated PNG at half the
/// window's size.
fn throw_animation(s: &mut Stage) -> Outcome {
    let flying = s.playback.playing;
    let (requested, captured) = s.filmed;
    if requested == 0 && !(flying && s.six_in_play()) {
        // On to the next throw of all six dice (the first roll of a hole).
        if s.every(3) {
            s.act(GameAction::Primary);
        }
        return Outcome::Wait;
    }
    if flying {
        s.asks.film_frame = true;
        return Outcome::Wait;
    }
    if captured < requested as usize {
        return Outcome::Wait;
    }
    s.asks.write_film = true;
    Outcome::Next
}
