//! The playing overlay's layout, run headless (egui without a GPU or a window): at
//! 640×360, 720×405, 800×600, 1280×720, 1920×1080 and 3840×2160, OS scale factor times
//! UI scale from 1 to 5 (the UI scale fitted to the window as the program fits it), 2, 3
//! and 8 players, both games, 9 and 18 holes, TOTAL, the banner, the call button, the
//! sheet and the dice area are inside the window and do not overlap (at 430×250 points
//! and below only the banner, its call button and the golf card's TOTAL are asked for;
//! `tests/screens.rs` checks every widget of every screen); at 1280×720 and the default scale, 8
//! players and 18 holes leave the dice at least 45 % of the height, and a die's top face
//! at least 40 pixels across. Every case runs in every language and in the pseudo-locale
//! (English 40 % longer, with accents).
#![cfg(feature = "gui")]

use bevy_egui::egui;
use party_dice::game::{LastRoll, OddsView, Session, TurnPhase};
use party_dice::i18n::{self, Lang};
use party_dice::remote::QrMatrix;
use party_dice::rules::{GameKind, GameSetup};
use party_dice::settings::Theme;
use party_dice::table::die_face_pixels;
use party_dice::ui::hud::{HudLayout, HudView, draw_hud};
use party_dice::ui::layout::{fitted_zoom, view_insets};
use party_dice::ui::theme::{palette, style_context};
use party_dice::ui::{BadgeView, LineEdge, notice_line};

/// A game of `players` well under way: Straight Golf on its second-last hole (or as far
/// as `rolls` take it), Slam Dice after `rolls` rolls.
fn game(kind: GameKind, players: usize, holes: u32, rolls: usize) -> Session {
    let mut setup = GameSetup::new(kind, (1..=players).map(|i| format!("Player {i}")).collect());
    setup.straight_golf.rounds = holes;
    let mut s = Session::new(&setup, 7).unwrap_or_else(|e| panic!("{e}"));
    for _ in 0..rolls {
        let near_end = match &s.game {
            party_dice::rules::Game::Golf(g) => g.hole().is_some_and(|h| h.number + 1 >= holes),
            party_dice::rules::Game::Slam(_) => false,
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
/// line along the top of the table): the layout and the notice line's rect.
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
    let face = party_dice::rules::Face::new(3).unwrap_or_else(|e| panic!("{e}"));
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
            let hud = HudView {
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
                let edge = LineEdge::TopOf(drawn.dice_area);
                notice_line(&ctx, notice, 0, edge, 1.0, &palette(Theme::Dark)).0
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
                            // a table and the banner do not fit together, so the card scrolls.
                            let tiny = w / scale <= 430.0 || h / scale <= 250.0;
                            let asked = match (tiny, kind) {
                                (false, _) => 12,
                                // The golf card's TOTAL heading stays in view; eight Slam rows
                                // scroll, so the last score may be below the window.
                                (true, GameKind::StraightGolf) => 3,
                                (true, GameKind::SlamDice) => 2,
                            };
                            for (what, ok) in checks.into_iter().take(asked) {
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

/// During a phones game: the join badge and the notice line inside the window and clear
/// of the banner, the card, the log, the odds and each other, the badge clear of the
/// dice's area too (it stands under the card or the log, or takes its strip of the table).
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
