//! The odds panel's numbers, worked out off the frame loop: after every roll that lands
//! (and only then, so nothing is given away while dice fly) a task computes the report
//! for the game as the rules hold it. The odds are exact for every table and are
//! memoised by the rules; the task still keeps even the first, colder report off the
//! frame, so no frame ever waits for it.

use bevy::prelude::*;

use super::session::Session;
use crate::frame::{OffFrame, Pool, Superseded};
use crate::present::{OddsReadings, odds_readings};
use crate::rules::odds::{self, OddsReport};
use crate::stores::SettingsStore;

/// Which game state the odds are for: the game's seed and start, and the values that
/// have landed. A new game, a step of the viewer or a landed roll changes it.
type StateKey = (Option<u64>, Option<crate::rules::Timestamp>, usize);

/// The odds on show and the computation under way.
#[derive(Resource)]
pub struct OddsView {
    /// The readings of the newest report in, once computed.
    pub readings: Option<OddsReadings>,
    /// The report per state; one running for an older state finishes first, so its
    /// readings are shown (as behind) while the newest state's are worked out.
    report: OffFrame<StateKey, OddsReport>,
}

impl Default for OddsView {
    fn default() -> Self {
        Self {
            readings: None,
            report: OffFrame::new(Pool::Compute, Superseded::Finishes),
        }
    }
}

impl OddsView {
    /// Whether the odds on show are for an earlier state (new ones are on their way).
    pub(crate) fn is_stale(&self) -> bool {
        self.report.is_running()
    }
}

/// The state the odds should describe: the dice landed so far.
fn state_key(session: &Session) -> StateKey {
    (
        session.record.seed,
        session.record.started,
        session.landed_values(),
    )
}

/// Collects a finished computation and starts one for a state not yet described.
fn update_odds(
    store: Res<SettingsStore>,
    session: Option<Res<Session>>,
    mut view: ResMut<OddsView>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(session) = session.filter(|_| store.settings.display.odds) else {
        *view = OddsView::default();
        return;
    };
    let view = &mut *view;
    if let Some(report) = view.report.poll() {
        view.readings = Some(odds_readings(report));
    }
    let key = state_key(&session);
    if view.report.needs(&key) {
        let game = session.game.clone();
        view.report.start(key, move || odds::report(&game));
    }
    // Frames keep coming until the answer is in, even in low-power mode.
    view.report.keep_frames_coming(&mut redraw);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OddsView>()
        .add_systems(Update, update_odds.after(crate::frame::AppSystems::Land));
}
