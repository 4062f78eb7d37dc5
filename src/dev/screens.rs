//! The screens script: every screen and overlay once, in the window's size, for looking
//! at a layout at one window size and UI scale (`--script screens --window WxH`, the
//! scale from `--config`): setup, the menu, the rules, a notice, the history's games,
//! stats and dice, a kept game watched (its chart marking the roll on show), real-dice
//! entry, eight players on the 17th of 18 holes, a throw that can decide the game (its
//! last die slowed, the camera in), the confetti at the end, the game over sheet with
//! its chart, and the notice saying where its card was printed; and the phones' join
//! screen, with fake phones in two seats (one of them dropped) and one watching. The
//! party plays with phones on: its shots show the join badge and a notice line, and seven
//! fake phones in the audience answer every question (the leaderboard beside the table,
//! the calibration on the game over sheet).

use std::path::Path;

use super::fake_phones::{self, Part};
use super::script::{Outcome, Stage, Step, setup_shot, shoot_when, start_party, start_real_dice};
use crate::game::{GameAction, Screen, Session, TurnPhase, WatchGame, WatchStep};
use crate::rules::{GameKind, GameSetup};
use crate::ui::Tab;

/// The steps, in order.
pub(super) const SCREENS: [(&str, Step); 29] = [
    ("setup", |s| setup_shot(s, "screen-01-setup.png")),
    ("phones on", |s| {
        let parts = [
            Part::Sit(0),
            Part::SitAndDrop(1),
            Part::Watch,
            Part::AskToJoin("Zoë"),
        ];
        phones_on(s, &parts)
    }),
    ("join shot", |s| {
        shoot_when(s.frames >= 40, "screen-01b-join.png", 0)
    }),
    // The host locks the room (K): the phone that asked is refused, the card says so.
    ("locked join shot", |s| {
        if s.frames == 1 {
            s.act(GameAction::ToggleLock);
        }
        shoot_when(s.frames >= 20, "screen-01c-join-locked.png", 0)
    }),
    ("phones off", phones_off),
    ("menu", |s| {
        overlay(s, GameAction::ToggleMenu, "screen-02-menu.png")
    }),
    ("rules", |s| {
        overlay(s, GameAction::ToggleRules, "screen-03-rules.png")
    }),
    ("notice", notice),
    ("close", close_overlays),
    ("history", |s| {
        if s.frames == 1 {
            s.act(GameAction::OpenHistory);
        }
        shoot_when(
            s.frames > 30 && s.screen == Screen::History,
            "screen-05-history.png",
            0,
        )
    }),
    ("stats", |s| {
        if s.frames == 1 {
            s.asks.tab = Some(Tab::Stats);
        }
        shoot_when(s.frames > 10, "screen-06-stats.png", 0)
    }),
    ("dice", |s| {
        if s.frames == 1 {
            s.asks.tab = Some(Tab::Dice);
        }
        shoot_when(s.frames > 10, "screen-06b-dice.png", 0)
    }),
    ("watch", watch),
    ("to setup", to_setup),
    ("real dice", start_real_dice),
    ("real dice shot", |s| {
        let ready = s.screen == Screen::Playing && s.phase == Some(TurnPhase::AwaitRoll);
        shoot_when(ready && s.frames > 10, "screen-08-real-dice.png", 0)
    }),
    ("to setup again", to_setup),
    // The party plays with phones: the join card gives way to the table when the game
    // starts, and the join badge stays in a corner.
    ("phones for the party", |s| phones_on(s, &PARTY_PHONES)),
    ("party", start_party),
    ("party shot", |s| {
        if s.frames == 1 {
            // The odds panel, with its sparkline, for the party's shots; and a notice
            // that needs no decision, as a line (the one a machine without sound gets).
            s.store.settings.display.odds = true;
            let silent = crate::present::sound_line(crate::sound::SoundStatus::NoServer);
            s.asks.notice = silent.map(|n| Some(n.to_string()));
        }
        if s.frames == 5 {
            s.act(GameAction::Primary);
        }
        let shown = s.frames > 5 && s.phase == Some(TurnPhase::Showing);
        shoot_when(shown, "screen-09-playing.png", 10)
    }),
    ("audience", audience),
    // Every panel beside the table folded away (L, O): the leaderboard is one line under
    // the banner; then both come back.
    ("audience folded", |s| {
        if s.frames == 1 {
            s.act(GameAction::ToggleLog);
            s.act(GameAction::ToggleOdds);
        }
        shoot_when(s.frames > 10, "screen-09c-audience-folded.png", 0)
    }),
    ("panels back", |s| {
        s.act(GameAction::ToggleLog);
        s.act(GameAction::ToggleOdds);
        Outcome::Next
    }),
    ("deciding throw", deciding_throw),
    ("play out", play_out),
    ("game over", |s| {
        shoot_when(s.screen == Screen::GameOver, "screen-10-game-over.png", 15)
    }),
    ("print", |s| {
        if s.frames == 1 {
            s.asks.print = true;
        }
        shoot_when(s.frames > 20, "screen-12-printed.png", 0)
    }),
    // The game over sheet in a tall window, down to the audience's leaderboard and its
    // calibration (the lesson), which a 720-high window scrolls to.
    ("lesson", |s| {
        if s.frames == 1 {
            s.asks.resize = Some((1280.0, 1560.0));
        }
        shoot_when(s.frames > 30, "screen-10b-lesson.png", 0)
    }),
    ("done", |_| Outcome::Next),
];

/// The party's phones: two seats (one dropped), one watching, seven in the audience.
const PARTY_PHONES: [Part; 10] = [
    Part::Sit(0),
    Part::SitAndDrop(1),
    Part::Watch,
    Part::Audience("Maya", 1),
    Part::Audience("Theo", 2),
    Part::Audience("Inès", 3),
    Part::Audience("Kofi", 4),
    Part::Audience("Lena", 5),
    Part::Audience("Ravi", 6),
    Part::Audience("Sam", 7),
];

/// The party plays on, a throw once the audience had its questions a moment, until five
/// of the audience have an answer settled: the leaderboard beside the table is shot as
/// the last throw's result shows.
fn audience(s: &mut Stage) -> Outcome {
    let (playing, open) = s.audience;
    if s.screen == Screen::GameOver || s.over {
        bevy::log::warn!("the party ended before five of the audience played");
        return Outcome::Next;
    }
    match s.phase {
        Some(TurnPhase::Showing) if playing >= 5 => shoot_when(true, "screen-09b-audience.png", 4),
        // A throw once the audience had its questions a moment.
        Some(TurnPhase::AwaitRoll) if open > 0 => press_every(s, 20),
        Some(TurnPhase::AwaitRoll) => Outcome::Wait,
        _ => press_every(s, 3),
    }
}

/// Space (throw, skip, continue) every `n` frames, and on.
fn press_every(s: &mut Stage, n: u32) -> Outcome {
    if s.every(n) {
        s.act(GameAction::Primary);
    }
    Outcome::Wait
}

/// Turns phones on (the join screen opens by itself) and, once the server runs, sends
/// in the fake phones.
fn phones_on(s: &mut Stage, parts: &[Part]) -> Outcome {
    // Already on (`play --online` or `--phones`): the card opened by itself at start.
    if s.frames == 1 && s.phones.is_none() {
        s.act(GameAction::TogglePhones);
    }
    match &s.phones {
        Some((port, code)) => {
            fake_phones::join(*port, code, parts);
            Outcome::Next
        }
        None => Outcome::Wait,
    }
}

/// Closes the join screen and turns phones off again.
fn phones_off(s: &mut Stage) -> Outcome {
    if s.frames == 1 {
        s.act(GameAction::ShowPhones);
        s.act(GameAction::TogglePhones);
    }
    if s.frames > 3 && s.phones.is_none() {
        Outcome::Next
    } else {
        Outcome::Wait
    }
}

/// Plays the party on, skipping ordinary throws, to a throw that can decide the game:
/// shot while its last die rolls slowed and the camera moves in.
fn deciding_throw(s: &mut Stage) -> Outcome {
    if s.screen == Screen::GameOver {
        // None came: the shot is missing (the log says so).
        bevy::log::warn!("no deciding throw before the end of the party");
        return Outcome::Next;
    }
    match s.phase {
        Some(TurnPhase::Rolling) if s.drama.slow_from.is_some() => {
            shoot_when(s.drama.slowing, "screen-11-deciding-throw.png", 6)
        }
        Some(TurnPhase::Rolling | TurnPhase::Showing) => press_every(s, 2),
        _ => press_every(s, 3),
    }
}

/// Plays the party to its end, skipping the throws; the last roll's confetti are shot.
fn play_out(s: &mut Stage) -> Outcome {
    if s.screen == Screen::GameOver {
        return Outcome::Next;
    }
    if s.over && s.phase == Some(TurnPhase::Showing) {
        return Outcome::Shoot {
            name: "screen-11b-confetti.png",
            after: 8,
        };
    }
    press_every(s, 3)
}

/// Opens an overlay with `action` on the step's first frame and shoots it.
fn overlay(s: &mut Stage, action: GameAction, name: &'static str) -> Outcome {
    if s.frames == 1 {
        s.act(action);
    }
    shoot_when(s.frames > 10, name, 0)
}

/// Closes the rules and shows a notice (its line at the top of the setup screen).
fn notice(s: &mut Stage) -> Outcome {
    if s.frames == 1 {
        s.act(GameAction::ToggleRules);
        s.asks.notice = Some(Some(format!(
            "/home/ann/.config/party-dice/settings.ron:12:5: display.ui_scale must be \
                 1.0 to 2.5, not 7\n{}",
            crate::settings::broken_file_kept()
        )));
    }
    shoot_when(s.frames > 10, "screen-04-notice.png", 0)
}

fn close_overlays(s: &mut Stage) -> Outcome {
    s.asks.notice = Some(None);
    Outcome::Next
}

/// Watches the first kept game and steps several turns into it.
fn watch(s: &mut Stage) -> Outcome {
    if s.frames == 1 {
        s.asks.watch = s.kept.first().cloned();
        return Outcome::Wait;
    }
    if s.screen != Screen::Playing {
        return Outcome::Wait;
    }
    // Far enough in for the chart's marker to stand mid-game.
    if s.frames < 150 && s.every(5) && s.phase == Some(TurnPhase::AwaitRoll) {
        s.act(GameAction::Watch(WatchStep::TurnForward));
    }
    shoot_when(s.frames >= 170, "screen-07-watch.png", 0)
}

/// Back to the setup screen (from a game watched, through the history).
fn to_setup(s: &mut Stage) -> Outcome {
    if s.screen == Screen::Setup && s.frames > 2 {
        return Outcome::Next;
    }
    if s.every(10) || s.frames == 1 {
        s.act(GameAction::BackToSetup);
    }
    Outcome::Wait
}

/// Plays and keeps a few finished games in `data`'s history folder, of both games and
/// several tables; returns them as the history lists them.
pub(super) fn keep_games(data: &Path) -> Vec<WatchGame> {
    let dir = crate::history::dir(data);
    let names = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal"].map(String::from);
    let mut kept = Vec::new();
    for i in 0..8u64 {
        let kind = if i % 2 == 0 {
            GameKind::StraightGolf
        } else {
            GameKind::SlamDice
        };
        let players = 2 + (i as usize * 3) % 7;
        let setup = GameSetup::new(kind, names[..players].to_vec());
        let Ok(mut session) = Session::new(&setup, 300 + i) else {
            continue;
        };
        while !session.game.is_over() {
            if session.roll(0..6).is_err() || session.land().is_err() {
                break;
            }
        }
        let at = crate::history::Timestamp::from_unix_seconds(1_764_000_000 + 3_600 * i as i64);
        match crate::history::keep(&dir, &session.record, None, at) {
            Ok(path) => kept.push(WatchGame {
                record: session.record,
                file: path
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
            }),
            Err(e) => bevy::log::error!("cannot keep a game for the screens script: {e}"),
        }
    }
    kept.reverse();
    kept
}
