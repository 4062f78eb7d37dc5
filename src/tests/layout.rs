//! The playing overlay's layout, run headless (egui without a GPU or a window): at
//! 640×360, 720×405, 800×600, 1280×720, 1920×1080 and 3840×2160, OS scale factor times
//! UI scale from 1 to 5 (the UI scale fitted to the window as the program fits it), 2, 3
//! and 8 players, both games, 9 and 18 holes, TOTAL, the banner, the call button, the
//! sheet and the dice area are inside the window and do not overlap (at 430×250 points
//! and below only the banner, its call button and the golf card's TOTAL are asked for;
//! `screens.rs` checks every widget of every screen); at 1280×720 and the default scale, 8
//! players and 18 holes leave the dice at least 45 % of the height, and a die's top face
//! at least 40 pixels across. Every case runs in every language and in the pseudo-locale
//! (English 40 % longer, with accents). A notice line takes a strip of its own along the
//! top of the window on every screen (setup, join card, menu, rules, history, playing,
//! game over) at 1280×720 and 720×405, UI scale 100 % and 250 %: inside the window and
//! over no card, banner, panel or the table where the dice are.
#![cfg(feature = "gui")]

use crate::game::{LastRoll, OddsView, Session, ToldStory, TurnPhase};
use crate::history;
use crate::i18n::{self, Lang};
use crate::phones::QrMatrix;
use crate::rules::{GameKind, GameSetup};
use crate::settings::Settings;
use crate::settings::Theme;
use crate::sound::SoundStatus;
use crate::table::die_face_pixels;
use crate::ui::hud::{HudLayout, HudView, draw_hud};
use crate::ui::layout::{fitted_zoom, view_insets};
use crate::ui::theme::{Palette, palette, style_context};
use crate::ui::{
    BadgeView, DiceTab, GameOverAsks, HistoryAsks, HistoryTabs, JoinView, MenuView, SetupView, Tab,
    game_over_screen, history_screen, join_screen, menu_screen, notice_line, reserve_notice_strip,
    rules_screen, setup_screen,
};
use bevy_egui::egui;

/// A game of `players` well under way: Straight Golf on its second-last hole (or as far
/// as `rolls` take it), Slam Dice after `rolls` rolls.
fn game(kind: GameKind, players: usize, holes: u32, rolls: usize) -> Session {
    let mut setup = GameSetup::new(kind, (1..=players).map(|i| format!("Player {i}")).collect());
    setup.straight_golf.rounds = holes;
    let mut s = Session::new(&setup, 7).unwrap_or_else(|e| panic!("{e}"));
    for _ in 0..rolls {
        let near_end = match &s.game {
            crate::rules::Game::Golf(g) => g.hole().is_some_and(|h| h.number + 1 >= holes),
            crate::rules::Game::Slam(_) => false,
        };
        if near_end || s.roll(0..6).is_err() || s.land().is_err() {
            break;
        }
    }
    s
}

/// The HUD laid out in a window of `w`×`h` pixels at UI scale `scale`.
fn lay_out(session: &Session, w: f32, h: f32, scale: f32, odds: bool) -> HudLayout {
    lay_out_with(session, w, h, scale, odds, false).0
}

/// The QR code of the join badge's link (the longest address a LAN gives).
fn badge_qr() -> QrMatrix {
    QrMatrix::encode("http://192.168.100.200:65535/#0123456789ab").unwrap_or_else(|e| panic!("{e}"))
}

/// [`lay_out`], during a phones game when `phones` (the join badge on, and a notice
/// line in its strip along the top of the window): the layout and the notice line's
/// rect.
fn lay_out_with(
    session: &Session,
    w: f32,
    h: f32,
    scale: f32,
    odds: bool,
    phones: bool,
) -> (HudLayout, Option<egui::Rect>) {
    let qr = badge_qr();
    let ctx = egui::Context::default();

    style_context(&ctx, Theme::Dark, 1.0);
    // The badge sizes its QR code in physical pixels: points are `scale` pixels here.
    if phones {
        ctx.set_zoom_factor(scale);
    }
    let view = OddsView::default();
    // The last roll on show: six dice in the result row under the banner.
    let face = crate::rules::Face::new(3).unwrap_or_else(|e| panic!("{e}"));
    let last = LastRoll {
        seat: Some(0),
        player: session.game.players()[0].clone(),
        faces: vec![(face, true); 6],
        marked_as: "set aside".into(),
    };
    let mut layout = None;
    let mut line = None;
    // A few passes, as in the window: egui sizes panels and grids from the pass before.
    for _ in 0..4 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(w / scale, h / scale),
            )),
            ..Default::default()
        };
        ctx.begin_pass(input);
        {
            if phones {
                reserve_notice_strip(&ctx);
            }
            let hud = HudView {
                audience: None,
                session,
                phase: Some(TurnPhase::AwaitRoll),
                watching: None,
                entry: None,
                odds: odds.then_some(&view),
                story: None,
                last_roll: &last,
                log_open: true,
                palette: palette(Theme::Dark),
                badge: phones.then_some(BadgeView {
                    url: "http://192.168.100.200:65535/",
                    code: "KQZD",
                    qr: Some(&qr),
                    // Open, the badge's hint ("J: join card · K: lock") is at its
                    // longest (online, locked and plain are all shorter).
                    locked: false,
                    online: false,
                }),
            };
            let drawn = draw_hud(&ctx, hud, &mut Vec::new());
            line = phones.then(|| {
                let notice = "No audio device was found: the game plays in silence.";
                notice_line(&ctx, notice, 0, 1.0, &palette(Theme::Dark)).0
            });
            layout = Some(drawn);
        }
        ctx.end_pass().drop_without_applying_deltas();
    }
    (layout.unwrap_or_else(|| panic!("no layout")), line)
}

fn inside(outer: egui::Rect, inner: egui::Rect) -> bool {
    outer.expand(0.5).contains_rect(inner)
}

/// The area two rects share, ignoring a point along their edges.
fn overlap(a: egui::Rect, b: egui::Rect) -> f32 {
    let i = a.shrink(1.0).intersect(b.shrink(1.0));
    if i.is_positive() { i.area() } else { 0.0 }
}

/// One test a language, so that the languages run side by side.
macro_rules! hud_fits_in {
    ($($name:ident: $lang:expr),* $(,)?) => {$(
        #[test]
        fn $name() {
            the_hud_fits_every_window_scale_and_table($lang);
        }
    )*};
}

hud_fits_in! {
    the_hud_fits_in_english: Lang::En,
    the_hud_fits_in_german: Lang::De,
    the_hud_fits_in_spanish: Lang::Es,
    the_hud_fits_in_french: Lang::Fr,
    the_hud_fits_in_portuguese: Lang::PtBr,
    the_hud_fits_in_chinese: Lang::ZhHans,
    the_hud_fits_in_the_pseudo_locale: Lang::Pseudo,
}

fn the_hud_fits_every_window_scale_and_table(lang: Lang) {
    let mut failures = Vec::new();
    // Scale is the OS scale factor times the UI scale: up to 2 × 2.5 on a 4K screen.
    let windows = [
        (640.0, 360.0, &[1.0, 1.25, 1.5, 2.0, 2.5][..]),
        (720.0, 405.0, &[1.0, 1.25, 1.5, 2.0, 2.5][..]),
        (800.0, 600.0, &[1.0, 1.25, 1.5, 2.0, 2.5][..]),
        (1280.0, 720.0, &[1.0, 1.25, 1.5, 2.0, 2.5][..]),
        (1920.0, 1080.0, &[1.0, 1.25, 1.5, 2.0, 2.5, 3.75][..]),
        (3840.0, 2160.0, &[1.0, 1.5, 2.0, 2.5, 3.75, 5.0][..]),
    ];
    for (w, h, scales) in windows {
        i18n::with_lang(lang, || {
            for &asked in scales {
                // The UI scale as the program fits it to the window (OS factor 1 here; the
                // larger scales on 4K stand for OS factor 2 times the UI scale).
                let scale = if asked <= 2.5 {
                    fitted_zoom(asked, egui::vec2(w, h))
                } else {
                    asked
                };
                for players in [2, 3, 8] {
                    for (kind, holes) in [
                        (GameKind::SlamDice, 9),
                        (GameKind::StraightGolf, 9),
                        (GameKind::StraightGolf, 18),
                    ] {
                        let rolls = if kind == GameKind::SlamDice { 12 } else { 400 };
                        let session = game(kind, players, holes, rolls);
                        for (odds, phones) in [(false, false), (true, false), (true, true)] {
                            let (l, line) = lay_out_with(&session, w, h, scale, odds, phones);
                            let screen = egui::Rect::from_min_size(
                                egui::Pos2::ZERO,
                                egui::vec2(w / scale, h / scale),
                            );
                            let case = format!(
                                "[{lang}] {w}x{h} scale {scale} {players}p {kind:?} {holes} holes odds {odds} phones {phones}"
                            );
                            let checks = hud_checks(&l, screen, w, h, scale, kind);
                            for (what, ok) in checks {
                                if !ok {
                                    failures.push(format!("{case}: {what}: {l:?}"));
                                }
                            }
                            if phones {
                                for (what, ok) in phones_checks(&l, line, screen) {
                                    if !ok {
                                        failures.push(format!("{case}: {what}: {l:?} {line:?}"));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        });
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What must hold of the playing screen's layout `l` in `screen`: all twelve checks, or
/// where a card cannot fit beside the table (tiny windows) only the first few.
fn hud_checks(
    l: &HudLayout,
    screen: egui::Rect,
    w: f32,
    h: f32,
    scale: f32,
    kind: GameKind,
) -> Vec<(&'static str, bool)> {
    let total = l.total.unwrap_or(egui::Rect::NOTHING);
    let call = l.call.unwrap_or(egui::Rect::NOTHING);
    let checks = [
        ("banner inside", inside(screen, l.banner)),
        ("call button inside the banner", inside(l.banner, call)),
        ("TOTAL inside the window", inside(screen, total)),
        ("TOTAL inside the sheet", inside(l.sheet, total)),
        ("dice area inside", inside(screen, l.dice_area)),
        (
            "dice area has room",
            l.dice_area.height() > 0.0 && l.dice_area.width() > 0.0,
        ),
        (
            "dice area clear of banner",
            overlap(l.dice_area, l.banner) < 1.0,
        ),
        (
            "dice area clear of sheet",
            overlap(l.dice_area, l.sheet) < 1.0,
        ),
        (
            "dice area clear of log",
            l.log.is_none_or(|r| overlap(l.dice_area, r) < 1.0),
        ),
        (
            "dice area clear of odds",
            l.odds.is_none_or(|r| overlap(l.dice_area, r) < 1.0),
        ),
        ("banner clear of sheet", overlap(l.banner, l.sheet) < 1.0),
        ("sheet inside", inside(screen, l.sheet)),
    ];
    // At 430×250 points and below (a 640×360 window at 150 %, 800×600 at 250 %) a card,
    // a table and the banner do not fit together, so the card scrolls. The
    // room is what the notice line's strip leaves, under which the banner
    // starts.
    let tiny = w / scale <= 430.0 || h / scale - l.banner.top() <= 250.0;
    let asked = match (tiny, kind) {
        (false, _) => 12,
        // The golf card's TOTAL heading stays in view; eight Slam rows
        // scroll, so the last score may be below the window.
        (true, GameKind::StraightGolf) => 3,
        (true, GameKind::SlamDice) => 2,
    };
    checks.into_iter().take(asked).collect()
}

/// During a phones game: the join badge and the notice line inside the window and clear
/// of the banner, the card, the log, the odds and each other, both clear of the dice's
/// area too (it stands under the card or the log, or takes its strip of the table).
fn phones_checks(
    l: &HudLayout,
    line: Option<egui::Rect>,
    screen: egui::Rect,
) -> Vec<(&'static str, bool)> {
    let badge = l.badge.unwrap_or(egui::Rect::NOTHING);
    let line = line.unwrap_or(egui::Rect::NOTHING);
    let clear = |a: egui::Rect, b: Option<egui::Rect>| b.is_none_or(|b| overlap(a, b) < 1.0);
    vec![
        ("badge inside", inside(screen, badge)),
        ("badge clear of banner", clear(badge, Some(l.banner))),
        ("badge clear of the card", clear(badge, Some(l.card))),
        ("badge inside the card's column or the table", {
            inside(l.sheet, badge)
                || l.log.is_some_and(|r| badge.min.x >= r.min.x - 13.0)
                || inside(
                    egui::Rect::from_min_max(egui::pos2(0.0, l.banner.bottom()), screen.max),
                    badge,
                )
        }),
        ("badge clear of log", clear(badge, l.log)),
        ("badge clear of odds", clear(badge, l.odds)),
        ("badge clear of dice area", clear(badge, Some(l.dice_area))),
        ("notice inside", inside(screen, line)),
        ("notice clear of banner", clear(line, Some(l.banner))),
        ("notice clear of sheet", clear(line, Some(l.sheet))),
        ("notice clear of log", clear(line, l.log)),
        ("notice clear of odds", clear(line, l.odds)),
        ("notice clear of badge", clear(line, Some(badge))),
        ("notice clear of the dice", clear(line, Some(l.dice_area))),
    ]
}

#[test]
fn the_badge_qr_code_can_be_scanned_and_leaves_the_dice_their_room_at_1280_by_720() {
    let qr = badge_qr();
    let modules = (qr.width() + 2 * QrMatrix::QUIET) as f32;
    for (kind, holes, rolls, players) in [
        (GameKind::StraightGolf, 18, 2_000, 8),
        (GameKind::SlamDice, 9, 12, 8),
        (GameKind::SlamDice, 9, 12, 2),
    ] {
        let session = game(kind, players, holes, rolls);
        for scale in [1.0, 1.25] {
            let (l, _) = lay_out_with(&session, 1280.0, 720.0, scale, false, true);
            let badge = l.badge.unwrap_or_else(|| panic!("no badge"));
            let case = format!("{kind:?} {players}p scale {scale}: {l:?}");
            // Two physical pixels a module at least: a phone scans it across a room.
            let pixels = (badge.width().min(badge.height()) * scale) / modules;
            assert!(pixels >= 2.0, "{case}: {pixels:.1} px a module");
            let face = face_at_1280_by_720(&l, scale);
            println!("{case}: a die's top face is {face} px with the badge");
            assert!(face.x >= 40.0, "{case}: dice {face} px");
        }
    }
}

/// How large a die's top face is at 1280×720 at UI scale `scale` with layout `l`.
fn face_at_1280_by_720(l: &HudLayout, scale: f32) -> bevy::math::Vec2 {
    let screen =
        egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0 / scale, 720.0 / scale));
    die_face_pixels(
        bevy::math::UVec2::new(1280, 720),
        view_insets(screen, l.dice_area),
    )
}

#[test]
fn eight_players_and_eighteen_holes_leave_the_dice_almost_half_the_window() {
    let session = game(GameKind::StraightGolf, 8, 18, 2_000);
    let l = lay_out(&session, 1280.0, 720.0, 1.25, false);
    let share = l.dice_area.height() / (720.0 / 1.25);
    assert!(
        share >= 0.45,
        "dice area {:.0} % of the height: {l:?}",
        100.0 * share
    );
}

#[test]
fn eight_players_see_dice_forty_pixels_across_at_1280_by_720() {
    let mut failures = Vec::new();
    for (kind, holes, rolls) in [
        (GameKind::StraightGolf, 18, 2_000),
        (GameKind::StraightGolf, 9, 2_000),
        (GameKind::SlamDice, 9, 12),
    ] {
        let session = game(kind, 8, holes, rolls);
        for (scale, odds) in [(1.0, false), (1.25, false), (1.25, true), (1.5, false)] {
            let l = lay_out(&session, 1280.0, 720.0, scale, odds);
            let face = face_at_1280_by_720(&l, scale);
            let case = format!("{kind:?} {holes} holes, scale {scale}, odds {odds}");
            println!("{case}: a die's top face is {face} px");
            if face.x < 40.0 {
                failures.push(format!("{case}: {face} px: {l:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What a screen drawn with a notice line on show covers, by name.
type Parts = Vec<(&'static str, egui::Rect)>;

/// Draws `screen` in a window of `w`×`h` pixels at UI scale `scale` for a few passes with
/// a notice line on show, as the window does (the strip kept before the screen, the
/// line drawn after it): the line's rect and what the screen says it covers.
fn with_notice(
    w: f32,
    h: f32,
    scale: f32,
    mut screen: impl FnMut(&egui::Context) -> Parts,
) -> (egui::Rect, Parts) {
    let ctx = egui::Context::default();
    style_context(&ctx, Theme::Dark, 1.0);
    let notice = "No audio device was found: the game plays in silence. Sound comes back when a sound server starts.";
    let mut last = (egui::Rect::NOTHING, Vec::new());
    for _ in 0..4 {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(w / scale, h / scale),
            )),
            ..Default::default()
        });
        reserve_notice_strip(&ctx);
        let parts = screen(&ctx);
        let (line, _) = notice_line(&ctx, notice, 2, 1.0, &palette(Theme::Dark));
        last = (line, parts);
        ctx.end_pass().drop_without_applying_deltas();
    }
    last
}

/// The playing screen's parts: the banner, the card's panel, the log, the odds, the
/// badge and the table where the dice are.
fn hud_parts(l: &HudLayout) -> Parts {
    let mut parts = vec![
        ("banner", l.banner),
        ("sheet", l.sheet),
        ("dice area", l.dice_area),
    ];
    parts.extend(l.log.map(|r| ("log", r)));
    parts.extend(l.odds.map(|r| ("odds", r)));
    parts.extend(l.badge.map(|r| ("badge", r)));
    parts
}

/// The playing screen of `session`, with the odds on and the badge of a phones game.
fn playing(ctx: &egui::Context, session: &Session, qr: &QrMatrix) -> HudLayout {
    let odds = OddsView::default();
    let face = crate::rules::Face::new(3).unwrap_or_else(|e| panic!("{e}"));
    let last = LastRoll {
        seat: Some(0),
        player: session.game.players()[0].clone(),
        faces: vec![(face, true); 6],
        marked_as: "set aside".into(),
    };
    let hud = HudView {
        audience: None,
        session,
        phase: Some(TurnPhase::AwaitRoll),
        watching: None,
        entry: None,
        odds: Some(&odds),
        story: None,
        last_roll: &last,
        log_open: true,
        palette: palette(Theme::Dark),
        badge: Some(BadgeView {
            url: "http://192.168.100.200:65535/",
            code: "KQZD",
            qr: Some(qr),
            locked: false,
            online: false,
        }),
    };
    draw_hud(ctx, hud, &mut Vec::new())
}

/// The join card with nobody joined yet, and where it lies.
fn join_card_parts(ctx: &egui::Context, p: &Palette) -> Parts {
    let view = JoinView {
        url: None,
        code: "",
        qr: None,
        seats: &[],
        spectators: 0,
        locked: false,
        asking: &[],
        blocked: &[],
        wrong_codes: 0,
        in_game: false,
        focus: false,
        online: None,
    };
    vec![("join card", join_screen(ctx, view, p, &mut Vec::new()).card)]
}

/// Every screen by name, each drawn into a context with what it covers.
fn every_screen<'a>(
    session: &'a Session,
    finished: &'a Session,
    qr: &'a QrMatrix,
) -> Vec<(&'static str, Box<dyn Fn(&egui::Context) -> Parts + 'a>)> {
    let p = palette(Theme::Dark);
    let names: Vec<String> = session.game.players().to_vec();
    let settings = move || Settings {
        setup: GameSetup::new(GameKind::StraightGolf, names.clone()),
        ..Settings::default()
    };
    let story = ToldStory::of(&finished.record);
    let all = history::stats(&[]);
    vec![
        ("setup", {
            let settings = settings.clone();
            Box::new(move |ctx: &egui::Context| {
                let view = SetupView {
                    can_resume: true,
                    has_history: true,
                    phones_on: true,
                    phones_at: Some("http://192.168.100.200:65535/ code KQZD".into()),
                    online_on: false,
                };
                let c = setup_screen(ctx, &mut settings(), view, &p, &mut Vec::new());
                vec![("setup card", c.card)]
            })
        }),
        (
            "join card",
            Box::new(move |ctx: &egui::Context| join_card_parts(ctx, &p)),
        ),
        ("menu", {
            let settings = settings.clone();
            Box::new(move |ctx: &egui::Context| {
                let view = MenuView {
                    in_game: true,
                    sound: SoundStatus::NoDevice,
                    saved_to: None,
                    notices: vec!["No audio device was found".into()],
                };
                vec![("menu", menu_screen(ctx, &mut settings(), &view, &p).0.card)]
            })
        }),
        ("rules", {
            let setup = settings().setup;
            Box::new(move |ctx: &egui::Context| {
                vec![("rules", rules_screen(ctx, &setup, &p).0.card)]
            })
        }),
        ("history", {
            Box::new(move |ctx: &egui::Context| {
                let mut tabs = HistoryTabs {
                    tab: Tab::Games,
                    sort: None,
                };
                let dice = DiceTab::of(&all);
                let data = (&mut [][..], &dice);
                let mut asked = HistoryAsks::default();
                let c = history_screen(ctx, &mut tabs, None, data, &p, &mut asked);
                vec![("history", c.card)]
            })
        }),
        (
            "playing",
            Box::new(move |ctx: &egui::Context| hud_parts(&playing(ctx, session, qr))),
        ),
        ("game over", {
            Box::new(move |ctx: &egui::Context| {
                let mut parts = hud_parts(&playing(ctx, finished, qr));
                let mut asks = GameOverAsks::default();
                let c =
                    game_over_screen(ctx, (&finished.game, None), story.as_ref(), &p, &mut asks);
                parts.push(("game over card", c.card));
                parts
            })
        }),
    ]
}

#[test]
fn a_notice_line_takes_its_own_strip_on_every_screen() {
    let qr = badge_qr();
    let session = game(GameKind::StraightGolf, 8, 18, 400);
    let finished = game(GameKind::SlamDice, 3, 9, 100_000);
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        i18n::with_lang(lang, || {
            for (name, screen) in every_screen(&session, &finished, &qr) {
                for (w, h) in [(1280.0, 720.0), (720.0, 405.0)] {
                    for asked in [1.0, 2.5] {
                        let scale = fitted_zoom(asked, egui::vec2(w, h));
                        let (line, parts) = with_notice(w, h, scale, &screen);
                        let window = egui::Rect::from_min_size(
                            egui::Pos2::ZERO,
                            egui::vec2(w / scale, h / scale),
                        );
                        let case = format!("[{lang}] {name} {w}x{h} at {asked}");
                        if !line.is_positive() || !inside(window, line) {
                            failures.push(format!("{case}: notice {line:?} not in the window"));
                        }
                        for (part, rect) in parts {
                            if overlap(line, rect) >= 1.0 {
                                failures
                                    .push(format!("{case}: notice {line:?} over {part} {rect:?}"));
                            }
                        }
                    }
                }
            }
        });
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
