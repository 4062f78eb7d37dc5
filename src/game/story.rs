//! The story of the game on show, worked out off the frame loop: each player's chance to
//! win (Straight Golf) or to be the loser (Slam Dice) before the first roll and after
//! every roll, as the game actually stood, with each roll's hover text, the biggest
//! swing in a sentence and every player's luck. The story chart on the game-over
//! sheet, in the odds panel and while a kept game is watched draws from it.
//!
//! Like the odds panel ([`super::odds`]), a task on Bevy's `AsyncComputeTaskPool`
//! ([`crate::frame::OffFrame`]) computes it after every roll that lands — from the landed values only, so a roll in
//! the air gives nothing away — and the frame only ever collects a finished answer. A
//! kept game being watched has its whole story at once (the history already names its
//! winners), which the chart marks at the roll on show.

use std::time::{Duration, Instant};

use bevy::prelude::*;

use super::session::Session;
use super::watch::Watching;
use crate::frame::{OffFrame, Pool, Superseded};
use crate::history::Timestamp;
use crate::present;
use crate::rules::odds::{self, Story};
use crate::rules::{GameKind, GameRecord};

/// A game's story, ready to draw.
#[derive(Debug, Clone, PartialEq)]
pub struct ToldStory {
    /// The story: the start, then a point per roll.
    pub story: Story,
    /// Per point of the story, what hovering it says ("Hole 14, Cy's roll 1:
    /// straight — Cy 12 % → 61 %"); empty for the start.
    pub hovers: Vec<String>,
    /// The biggest swing in one sentence, once anything was rolled.
    pub swing: Option<String>,
    /// Every player's luck in a sentence (seats that played a hole or a turn).
    pub luck: Vec<String>,
    /// How long the task took to work it all out.
    pub took: Duration,
}

impl ToldStory {
    /// The story of `record` as far as its dice go; `None` for a record whose setup
    /// cannot make a game.
    pub fn of(record: &GameRecord) -> Option<ToldStory> {
        let started = Instant::now();
        let story = odds::story(record).ok()?;
        let players = &record.setup.players;
        let hovers = (0..story.points.len())
            .map(|roll| present::roll_hover(players, &story, roll).unwrap_or_default())
            .collect();
        let swing = present::swing_sentence(players, &story);
        let luck = record
            .replay()
            .map(|r| present::luck_lines(&r.game, &odds::luck(&r)))
            .unwrap_or_default();
        Some(ToldStory {
            story,
            hovers,
            swing,
            luck,
            took: started.elapsed(),
        })
    }

    /// Which game it is: the chances are to win (Straight Golf) or to lose (Slam Dice).
    pub fn game(&self) -> GameKind {
        self.story.game
    }

    /// Rolls in the story (its points less the start).
    pub fn rolls(&self) -> usize {
        self.story.points.len().saturating_sub(1)
    }
}

/// Which game and how far a story is for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum StoryKey {
    /// The game being played, by its seed and start, with the values landed so far.
    Playing(Option<u64>, Option<Timestamp>, usize),
    /// A kept game watched again (its file), whole.
    Watching(String, usize),
}

impl StoryKey {
    /// Whether two keys are the same game (perhaps at another roll).
    fn same_game(&self, other: &StoryKey) -> bool {
        match (self, other) {
            (StoryKey::Playing(s, t, _), StoryKey::Playing(s2, t2, _)) => (s, t) == (s2, t2),
            (StoryKey::Watching(f, _), StoryKey::Watching(f2, _)) => f == f2,
            _ => false,
        }
    }
}

/// The story on show and the computation under way.
#[derive(Resource)]
pub struct StoryView {
    /// The story per state (`None` where the setup makes no game); one running for an
    /// older state finishes first, and is shown (as behind) while the newest is told.
    told: OffFrame<StoryKey, Option<ToldStory>>,
    /// From a task's start to the frame that collected it, for the last story: what the
    /// window adds to the time the story itself takes ([`ToldStory::took`]).
    pub collected_after: Option<Duration>,
}

impl Default for StoryView {
    fn default() -> Self {
        Self {
            told: OffFrame::new(Pool::Compute, Superseded::Finishes),
            collected_after: None,
        }
    }
}

impl StoryView {
    /// A view showing `story`, current (what the layout tests draw with).
    #[cfg(test)]
    pub(crate) fn ready(story: ToldStory) -> Self {
        let mut view = Self::default();
        let key = StoryKey::Watching(String::new(), story.rolls());
        view.told.put_ready(key, Some(story));
        view
    }

    /// The story on show: of this game, though perhaps a roll or two behind while a
    /// newer one is worked out (then not [`StoryView::is_current`]).
    pub fn story(&self) -> Option<&ToldStory> {
        self.told.latest()?.as_ref()
    }

    /// Whether the story on show covers every roll landed so far.
    pub(crate) fn is_current(&self) -> bool {
        !self.told.is_running() && self.story().is_some()
    }
}

/// The key of the story to tell: the watched game whole, or the game in play up to the
/// values landed.
fn wanted(session: &Session, watching: Option<&Watching>) -> StoryKey {
    match watching {
        Some(w) => StoryKey::Watching(w.file.clone(), w.record.dice.len()),
        None => StoryKey::Playing(
            session.record.seed,
            session.record.started,
            session.landed_values(),
        ),
    }
}

/// The record the story tells: the watched game whole, or the game in play up to the
/// values landed.
fn told_record(session: &Session, watching: Option<&Watching>) -> GameRecord {
    match watching {
        Some(w) => w.record.clone(),
        None => {
            let mut record = session.record.clone();
            record.dice.truncate(session.landed_values());
            record
        }
    }
}

/// Collects a finished story and starts one for a state not yet told.
fn update_story(
    session: Option<Res<Session>>,
    watching: Option<Res<Watching>>,
    mut view: ResMut<StoryView>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(session) = session else {
        if !view.told.is_empty() {
            *view = StoryView::default();
        }
        return;
    };
    let view = &mut *view;
    if view.told.poll().is_some() {
        let after = view.told.waited();
        if let (Some(Some(s)), Some(after)) = (view.told.latest(), after) {
            debug!(
                "story of {} rolls: worked out in {:.1?}, on show {after:.1?} after it was asked for",
                s.rolls(),
                s.took,
            );
        }
        view.collected_after = after;
    }
    let watching = watching.as_deref();
    let key = wanted(&session, watching);
    // Another game's story is never shown for this one, even while this one's comes.
    view.told.keep_latest_if(|told| told.same_game(&key));
    if view.told.needs(&key) {
        let record = told_record(&session, watching);
        view.told.start(key, move || ToldStory::of(&record));
    }
    // Frames keep coming until the answer is in, even in low-power mode.
    view.told.keep_frames_coming(&mut redraw);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StoryView>()
        .add_systems(Update, update_story.after(crate::frame::AppSystems::Land));
}
