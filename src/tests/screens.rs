//! Every screen and overlay, laid out headless (egui without a GPU or a window) in every
//! window from 640×360 to 3840×2160 at OS scale factor 1 and 2 times UI scale 100 % to
//! 250 % (the UI scale fitted to the window as the program fits it): setup, history
//! (games, stats, dice), game over with its story, the menu, the rules,
//! notices, the playing screen with the real-dice entry, the odds panel's sparkline and
//! the viewer's bar with its chart, and the announcement. Each fails on a widget
//! outside the window or cut by its panel (outside a scroll area), two widgets over each
//! other, a text cut short with an ellipsis, or a main action out of view.
//!
//! The widgets are found through egui's AccessKit tree — what a screen reader gets — so
//! the same pass also checks that the banner, every player's name, TOTAL and every
//! button carry a name. Every screen is checked in every language and in the pseudo-locale
//! (English 40 % longer, with accents), whose longer words must fit too.
#![cfg(feature = "gui")]

use std::collections::HashMap;

use crate::audience::{Answer, Audience, TOP_ROWS, least_sure};
use crate::game::{
    DiceEntry, GameAction, LastRoll, OddsView, Session, StoryView, ToldStory, TurnPhase, Watching,
};
use crate::history::{self, Listing};
use crate::i18n::{self, Lang};
use crate::phones::{PhoneAt, QrMatrix};
use crate::present::Headline;
use crate::rules::{Face, GameKind, GameRecord, GameSetup};
use crate::settings::{Finish, Settings, Theme};
use crate::sound::SoundStatus;
use crate::ui::hud::{AudienceShow, HudView, audience_show, draw_hud};
use crate::ui::layout::fitted_zoom;
use crate::ui::theme::{CardPlaces, palette, scroll_contents, style_context};
use crate::ui::{
    BadgeView, DiceTab, GameOverAsks, HistoryAsks, HistoryTabs, JoinAsk, JoinView, MenuView,
    OnlineCard, SetupView, Tab, announcement_box, game_over_screen, history_screen, join_screen,
    menu_screen, notice_line, reserve_notice_strip, rules_screen, setup_screen,
};
use bevy_egui::egui;
use egui::accesskit::{self, Role};

/// Passes drawn before the layout is read: egui sizes things from the pass before.
const PASSES: usize = 4;

/// Windows (physical pixels) and (OS scale factor, UI scale) pairs.
const WINDOWS: [(f32, f32); 6] = [
    (640.0, 360.0),
    (720.0, 405.0),
    (800.0, 600.0),
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (3840.0, 2160.0),
];
const SCALES: [(f32, f32); 8] = [
    (1.0, 1.0),
    (1.0, 1.25),
    (1.0, 1.5),
    (1.0, 2.0),
    (1.0, 2.5),
    (2.0, 1.0),
    (2.0, 1.5),
    (2.0, 2.5),
];

/// A widget as a screen reader and the layout see it.
#[derive(Debug, Clone)]
struct Widget {
    role: Role,
    name: String,
    /// A polite live region: read out when it changes.
    live: bool,
    layer: egui::LayerId,
    rect: egui::Rect,
    shown: egui::Rect,
}

/// What one screen drawn in one window gave.
struct Drawn {
    screen: egui::Rect,
    widgets: Vec<Widget>,
    elided: Vec<(String, egui::Rect)>,
    places: Places,
}

/// What a screen says about its parts.
#[derive(Debug, Clone, Default)]
struct Places {
    /// The main action: in view at any size.
    main: Option<egui::Rect>,
    /// Scroll areas' viewports: what lies in them may be scrolled away.
    scrolls: Vec<egui::Rect>,
    /// Where a text may be cut short on purpose (a notice line: the menu has it whole).
    cut_ok: Vec<egui::Rect>,
}

impl From<CardPlaces> for Places {
    fn from(c: CardPlaces) -> Self {
        Places {
            main: Some(c.footer),
            scrolls: vec![c.body],
            cut_ok: Vec::new(),
        }
    }
}

/// The window's size in points for a case.
fn points(w: f32, h: f32, os: f32, ui: f32) -> egui::Vec2 {
    let zoom = fitted_zoom(ui, egui::vec2(w / os, h / os));
    egui::vec2(w / (os * zoom), h / (os * zoom))
}

/// The leaf widgets of the last pass, by their AccessKit nodes.
fn widgets(ctx: &egui::Context, update: &accesskit::TreeUpdate) -> Vec<Widget> {
    let rects = ctx.viewport(|vp| vp.this_pass.widgets.clone());
    let by_node: HashMap<u64, (egui::LayerId, egui::Rect, egui::Rect)> = rects
        .layers()
        .flat_map(|(layer, ws)| {
            ws.iter()
                .map(move |w| (w.id.value(), (*layer, w.rect, w.interact_rect)))
        })
        .collect();
    let leaf = |role: Role| {
        matches!(
            role,
            Role::Button
                | Role::Label
                | Role::TextInput
                | Role::CheckBox
                | Role::RadioButton
                | Role::Slider
                | Role::SpinButton
                | Role::Image
                | Role::ProgressIndicator
                | Role::Link
        )
    };
    update
        .nodes
        .iter()
        .filter(|(_, node)| leaf(node.role()))
        .filter_map(|(id, node)| {
            let (layer, rect, shown) = by_node.get(&id.0)?;
            let name = node.label().or(node.value()).unwrap_or("").to_string();
            Some(Widget {
                role: node.role(),
                name,
                live: node.live() == Some(accesskit::Live::Polite),
                layer: *layer,
                rect: *rect,
                shown: *shown,
            })
        })
        .filter(|w| w.rect.is_positive())
        .collect()
}

/// Texts drawn cut short with an ellipsis, and where.
fn elided(shapes: &[egui::epaint::ClippedShape]) -> Vec<(String, egui::Rect)> {
    fn visit(shape: &egui::Shape, cut: &mut Vec<(String, egui::Rect)>) {
        match shape {
            egui::Shape::Text(t) if t.galley.elided => {
                let rect = t.galley.rect.translate(t.pos.to_vec2());
                cut.push((t.galley.text().to_string(), rect));
            }
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| visit(s, cut)),
            _ => {}
        }
    }
    let mut cut = Vec::new();
    for clipped in shapes {
        visit(&clipped.shape, &mut cut);
    }
    cut
}

/// Draws `screen` in a window of `size` points for a few passes, as the window does (egui
/// sizes things from the pass before), and reads the last one.
fn draw(size: egui::Vec2, theme: Theme, mut screen: impl FnMut(&egui::Context) -> Places) -> Drawn {
    let ctx = egui::Context::default();
    style_context(&ctx, theme, 1.0);
    ctx.enable_accesskit();
    let rect = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    let mut last = None;
    for pass in 0..PASSES {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(rect),
            ..Default::default()
        });
        let mut places = screen(&ctx);
        places.scrolls.extend(scroll_contents(&ctx));
        let widgets_then =
            (pass + 1 == PASSES).then(|| ctx.viewport(|vp| vp.this_pass.widgets.clone()));
        let mut output = ctx.end_pass();
        let shapes = std::mem::take(&mut output.shapes);
        output.textures_delta.clear();
        if let (Some(_), Some(update)) = (widgets_then, output.platform_output.accesskit_update) {
            last = Some(Drawn {
                screen: rect,
                widgets: widgets(&ctx, &update),
                elided: elided(&shapes),
                places,
            });
        }
    }
    last.unwrap_or_else(|| panic!("no AccessKit tree"))
}

fn inside(outer: egui::Rect, inner: egui::Rect) -> bool {
    outer.expand(0.5).contains_rect(inner)
}

/// What is wrong with a drawn screen, in words.
fn problems(d: &Drawn) -> Vec<String> {
    let mut found = Vec::new();
    // In a scroll area's content: it may be scrolled (partly) out of view.
    let scrolled = |w: &Widget| d.places.scrolls.iter().any(|s| inside(*s, w.rect));
    for w in &d.widgets {
        if scrolled(w) {
            continue;
        }
        if !inside(d.screen, w.rect) {
            found.push(format!(
                "{:?} {:?} outside the window: {:?}",
                w.role, w.name, w.rect
            ));
        } else if !inside(w.shown, w.rect) {
            found.push(format!(
                "{:?} {:?} cut: {:?} of {:?}",
                w.role, w.name, w.shown, w.rect
            ));
        }
    }
    for (i, a) in d.widgets.iter().enumerate() {
        for b in &d.widgets[i + 1..] {
            let both = a.shown.intersect(b.shown);
            let nested = inside(a.rect, b.rect) || inside(b.rect, a.rect);
            if a.layer == b.layer && both.width() > 1.0 && both.height() > 1.0 && !nested {
                found.push(format!(
                    "{:?} {:?} over {:?} {:?}",
                    a.role, a.name, b.role, b.name
                ));
            }
        }
    }
    for (text, at) in &d.elided {
        if !d.places.cut_ok.iter().any(|ok| inside(*ok, *at)) {
            found.push(format!("cut short: {text:?}"));
        }
    }
    match d.places.main {
        Some(main) if !inside(d.screen, main) => {
            found.push(format!("main action out of view: {main:?}"));
        }
        _ => {}
    }
    for w in d.widgets.iter().filter(|w| is_control(w.role)) {
        if !w.name.chars().any(char::is_alphanumeric) {
            found.push(format!(
                "{:?} named {:?}: a screen reader has no words for it, at {:?}",
                w.role, w.name, w.rect
            ));
        }
    }
    found
}

/// A widget the player acts on: it needs a name in words.
fn is_control(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::RadioButton
            | Role::Slider
            | Role::SpinButton
            | Role::TextInput
            | Role::Link
    )
}

/// Runs `screen` over the matrix and fails with every problem found.
/// In every language and the pseudo-locale (English 40 % longer, accented).
fn check_everywhere(what: &str, screen: impl Fn(&egui::Context) -> Places) {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        i18n::with_lang(lang, || {
            for (w, h) in WINDOWS {
                // The window is at least 640×360 logical pixels (its resize constraint).
                for (os, ui) in SCALES
                    .into_iter()
                    .filter(|(os, _)| w / os >= 640.0 && h / os >= 360.0)
                {
                    let size = points(w, h, os, ui);
                    let d = draw(size, Theme::Dark, &screen);
                    for p in problems(&d) {
                        failures.push(format!(
                            "{what} [{lang}] {w}x{h} at {os}x{ui} ({:.0}x{:.0} pt): {p}",
                            size.x, size.y
                        ));
                    }
                }
            }
        });
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn party_names(n: usize) -> Vec<String> {
    [
        "Annabelle",
        "Benedict",
        "Cy",
        "Dee",
        "Evangeline",
        "Fox",
        "Gus",
        "Hal",
    ][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn settings(game: GameKind, players: usize) -> Settings {
    Settings {
        setup: GameSetup::new(game, party_names(players)),
        ..Settings::default()
    }
}

#[test]
fn the_setup_screen_fits_every_window() {
    for (game, players) in [(GameKind::SlamDice, 2), (GameKind::StraightGolf, 8)] {
        check_everywhere(&format!("setup {game:?} {players}p"), |ctx| {
            let mut s = settings(game, players);
            let view = SetupView {
                can_resume: true,
                has_history: true,
                phones_on: true,
                phones_at: Some(
                    "http://192.168.100.200:65535/ code KQZD · 8 on a phone · online link down"
                        .into(),
                ),
                online_on: true,
            };
            setup_screen(ctx, &mut s, view, &palette(Theme::Dark), &mut Vec::new()).into()
        });
    }
    // A setup that cannot start says why, above the buttons.
    check_everywhere("setup with a problem", |ctx| {
        let mut s = settings(GameKind::SlamDice, 2);
        s.setup.players[1] = s.setup.players[0].clone();
        setup_screen(
            ctx,
            &mut s,
            SetupView::default(),
            &palette(Theme::Dark),
            &mut Vec::new(),
        )
        .into()
    });
}

/// Clicks the setup screen's finish button of each seat in turn: each click gives that
/// seat the next finish and no other seat's, and the button is named with the player and
/// the finish for a screen reader.
#[test]
fn a_click_on_a_seats_finish_button_gives_its_dice_the_next_finish() {
    let mut s = settings(GameKind::SlamDice, 3);
    s.setup.players = vec!["Ann".into(), "Ben".into(), "Cy".into()];
    s.set_finish(2, Finish::Metal);
    let ctx = egui::Context::default();
    style_context(&ctx, Theme::Dark, 1.0);
    ctx.enable_accesskit();
    let rect = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
    let mut click_at: Option<egui::Pos2> = None;
    let mut named = Vec::new();
    for pass in 0..12 {
        let events = click_at.take().map_or_else(Vec::new, |at| {
            let button = |pressed| egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            };
            vec![egui::Event::PointerMoved(at), button(true), button(false)]
        });
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(rect),
            events,
            ..Default::default()
        });
        setup_screen(
            &ctx,
            &mut s,
            SetupView::default(),
            &palette(Theme::Dark),
            &mut Vec::new(),
        );
        let mut output = ctx.end_pass();
        output.textures_delta.clear();
        let Some(update) = output.platform_output.accesskit_update else {
            continue;
        };
        named = widgets(&ctx, &update)
            .into_iter()
            .filter(|w| w.role == Role::Button && w.name.starts_with("Dice for "))
            .collect();
        named.sort_by(|a, b| a.rect.top().total_cmp(&b.rect.top()));
        // Passes 4, 6 and 8 click Ann's, Ben's and Ann's button again.
        let seat = match pass {
            3 => Some(0),
            5 => Some(1),
            7 => Some(0),
            _ => None,
        };
        click_at = seat.and_then(|i| named.get(i)).map(|w| w.rect.center());
    }
    let names: Vec<&str> = named.iter().map(|w| w.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Dice for Ann: marble (click for the next finish)",
            "Dice for Ben: pearl (click for the next finish)",
            "Dice for Cy: metal (click for the next finish)",
        ]
    );
    assert_eq!(
        [s.finish(0), s.finish(1), s.finish(2)],
        [Finish::Marble, Finish::Pearl, Finish::Metal]
    );
}

/// A whole seeded game of `setup`, as a session and its record.
fn played(setup: &GameSetup, seed: u64, rolls: usize) -> Session {
    let mut s = Session::new(setup, seed).unwrap_or_else(|e| panic!("{e}"));
    for _ in 0..rolls {
        if s.game.is_over() || s.roll(0..6).is_err() || s.land().is_err() {
            break;
        }
    }
    s
}

/// Seven audience members playing along with `setup` (seed and rolls as [`played`]), each
/// answering every question with a pick and a chance of their own.
fn audience_along(setup: &GameSetup, seed: u64, rolls: usize) -> Audience {
    let mut s = Session::new(setup, seed).unwrap_or_else(|e| panic!("{e}"));
    let mut a = Audience::new();
    let names = [
        "Maya",
        "Theo",
        "Inès",
        "Kofi",
        "Lena",
        "Ravi",
        "Samantha-Josephine",
    ];
    for (m, name) in (0_u64..).zip(names) {
        a.join(m, name);
    }
    for _ in 0..rolls {
        if s.game.is_over() {
            break;
        }
        let report = crate::rules::odds::report(&s.game);
        for q in a.ask_in(&s.game, &report) {
            let n = q.answers();
            for m in 0..7_u64 {
                let pick = ((u64::from(q.id) + m) % n as u64) as usize;
                let sure = [50, 60, 75, 90][(m % 4) as usize].max(least_sure(n));
                let _ = a.answer(m, q.id, Answer { pick, sure });
            }
        }
        if s.roll(0..6).is_err() {
            break;
        }
        a.lock();
        let Ok(Some(landed)) = s.land() else { break };
        a.landed(&s.game, &landed.events);
    }
    a
}

fn eighteen_holes(players: usize) -> GameSetup {
    let mut setup = GameSetup::new(GameKind::StraightGolf, party_names(players));
    setup.straight_golf.rounds = 18;
    setup
}

#[test]
fn the_game_over_sheet_fits_every_window() {
    for setup in [
        eighteen_holes(8),
        GameSetup::new(GameKind::SlamDice, party_names(8)),
    ] {
        let s = played(&setup, 5, 100_000);
        assert!(s.game.is_over());
        // Slam Dice's sheet has an audience, its leaderboard and calibration under it.
        let along = (setup.game == GameKind::SlamDice)
            .then(|| audience_along(&setup, 5, 100_000).lesson(TOP_ROWS))
            .flatten();
        let audience = along.as_ref();
        let story = ToldStory::of(&s.record).unwrap_or_else(|| panic!("no story"));
        assert!(story.swing.is_some() && !story.luck.is_empty());
        // The chart, the swing and the print button are there to be found.
        let d = draw(egui::vec2(1280.0, 720.0), Theme::Dark, |ctx| {
            let mut asks = GameOverAsks::default();
            game_over_screen(
                ctx,
                (&s.game, audience),
                Some(&story),
                &palette(Theme::Dark),
                &mut asks,
            )
            .into()
        });
        let named = |text: &str| d.widgets.iter().any(|w| w.name.starts_with(text));
        assert!(
            named("How each player's chance"),
            "no chart: {:?}",
            d.widgets
        );
        assert!(named("The biggest swing: "), "no swing sentence");
        assert!(named("Print card"), "no print button");
        if audience.is_some() {
            assert!(named("Audience · 7 playing"), "no leaderboard");
            assert!(named("The lesson: "), "no calibration chart");
        }
        for told in [Some(&story), None] {
            let what = format!("game over {:?} story {}", setup.game, told.is_some());
            check_everywhere(&what, |ctx| {
                let mut asks = GameOverAsks::default();
                game_over_screen(
                    ctx,
                    (&s.game, audience),
                    told,
                    &palette(Theme::Dark),
                    &mut asks,
                )
                .into()
            });
        }
    }
}

#[test]
fn the_menu_the_rules_and_the_notices_fit_every_window() {
    let view = MenuView {
        in_game: true,
        sound: SoundStatus::NoDevice,
        saved_to: Some("/home/someone/.config/party-dice/settings.ron".into()),
        notices: vec![
            "No audio device was found: the game plays in silence.".into(),
            "Ann's phone dropped: it can come back".into(),
        ],
    };
    check_everywhere("menu", |ctx| {
        let mut s = settings(GameKind::StraightGolf, 8);
        menu_screen(ctx, &mut s, &view, &palette(Theme::Dark))
            .0
            .into()
    });
    for game in GameKind::ALL {
        let setup = GameSetup::new(game, party_names(3));
        check_everywhere(&format!("rules {game:?}"), |ctx| {
            rules_screen(ctx, &setup, &palette(Theme::Dark)).0.into()
        });
    }
    let notice = "/home/someone/.config/party-dice/settings.ron:12:5: display.ui_scale must be 1.0 to 2.5, not 7";
    check_everywhere("notice line", |ctx| {
        let (rect, _) = notice_line(ctx, notice, 1, 1.0, &palette(Theme::Dark));
        Places {
            main: Some(rect),
            scrolls: Vec::new(),
            cut_ok: vec![rect],
        }
    });
}

/// A history folder with `games` kept games of both kinds and an unreadable file.
fn listing(games: usize) -> Listing {
    let dir = std::env::temp_dir().join(format!("pd-screens-{}-{games}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for i in 0..games {
        let setup = if i % 2 == 0 {
            eighteen_holes(8)
        } else {
            GameSetup::new(GameKind::SlamDice, party_names(2 + i % 7))
        };
        let record: GameRecord = played(&setup, i as u64, 100_000).record;
        let at = history::Timestamp::from_unix_seconds(1_735_848_900 + 60 * i as i64);
        if let Err(e) = history::keep(&dir, &record, None, at) {
            panic!("{e}");
        }
    }
    let _ = std::fs::write(dir.join("notes.txt"), "not a game");
    let listing = history::list(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    listing
}

#[test]
fn the_history_fits_every_window() {
    for games in [0, 30] {
        let listing = listing(games);
        let all = history::stats(&listing.entries);
        let dice = DiceTab::of(&all);
        assert!(dice.rows.len() >= 2, "thrown and typed always");
        let mut stats = all.players;
        for tab in [Tab::Games, Tab::Stats, Tab::Dice] {
            check_everywhere(&format!("history {tab:?} {games} games"), |ctx| {
                let mut tabs = HistoryTabs { tab, sort: None };
                let mut asked = HistoryAsks::default();
                let p = palette(Theme::Dark);
                let mut shown = stats.clone();
                let data = (&mut shown[..], &dice);
                history_screen(ctx, &mut tabs, Some(&listing), data, &p, &mut asked).into()
            });
        }
        stats.clear();
    }
}

/// The playing screen of `session` with the entry or the viewer's bar as asked.
fn hud(
    ctx: &egui::Context,
    session: &Session,
    entry: Option<&mut DiceEntry>,
    watching: Option<&Watching>,
) -> Places {
    let odds = OddsView::default();
    // The story of the game so far, or of the whole game watched.
    let told = watching.map_or(&session.record, |w| &w.record);
    let story = StoryView::ready(ToldStory::of(told).unwrap_or_else(|| panic!("no story")));
    let face = Face::new(3).unwrap_or_else(|e| panic!("{e}"));
    let last = LastRoll {
        seat: Some(0),
        player: session.game.players()[0].clone(),
        faces: vec![(face, true); 6],
        marked_as: "set aside".into(),
    };
    let block = std::cell::Cell::new(None);
    // A kept game watched again shows its audience's final board, as the window does.
    let kept = watching.and_then(|w| w.record.audience.as_ref());
    let view = HudView {
        audience: audience_show(None, kept, 0, &block),
        session,
        phase: Some(TurnPhase::AwaitRoll),
        watching,
        entry,
        odds: Some(&odds),
        story: Some(&story),
        last_roll: &last,
        log_open: true,
        palette: palette(Theme::Dark),
        badge: None,
    };
    hud_places(&draw_hud(ctx, view, &mut Vec::<GameAction>::new()))
}

/// What the playing screen's layout says of its parts: the call button is its main
/// action, the card, the log and the odds scroll.
fn hud_places(layout: &crate::ui::hud::HudLayout) -> Places {
    Places {
        main: layout.call,
        scrolls: [Some(layout.sheet), layout.log, layout.odds]
            .into_iter()
            .flatten()
            .collect(),
        cut_ok: Vec::new(),
    }
}

#[test]
fn the_real_dice_entry_and_the_viewers_bar_fit_every_window() {
    let s = played(
        &GameSetup::new(GameKind::StraightGolf, party_names(3)),
        9,
        30,
    );
    check_everywhere("real-dice entry", |ctx| {
        let mut entry = DiceEntry::default();
        entry.push(Face::new(6).unwrap_or_else(|e| panic!("{e}")), 6);
        hud(ctx, &s, Some(&mut entry), None)
    });
    let finished = played(&eighteen_holes(8), 3, 100_000);
    let watching = Watching::new(
        finished.record.clone(),
        "20250102T201500Z-straight_golf-0000000000000003.ron".into(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let watched = Session::watch(&finished.record, watching.values_after(40))
        .unwrap_or_else(|e| panic!("{e}"));
    check_everywhere("watching", |ctx| hud(ctx, &watched, None, Some(&watching)));
    // The chart under the viewer's bar (at the end of its row in a short window) marks
    // the roll on show.
    for size in [egui::vec2(1280.0, 720.0), egui::vec2(400.0, 225.0)] {
        let d = draw(size, Theme::Dark, |ctx| {
            hud(ctx, &watched, None, Some(&watching))
        });
        let at = format!("after roll {}", watching.shown(&watched));
        assert!(
            d.widgets
                .iter()
                .any(|w| w.name.starts_with("How each player's chance") && w.name.contains(&at)),
            "no chart marked {at} at {size:?}: {:?}",
            d.widgets
        );
    }
}

#[test]
fn a_kept_game_watched_again_shows_its_audience_and_the_lesson() {
    let setup = GameSetup::new(GameKind::SlamDice, party_names(4));
    let finished = played(&setup, 5, 100_000);
    let mut record = finished.record.clone();
    record.audience = audience_along(&setup, 5, 100_000).lesson(TOP_ROWS);
    assert!(record.audience.is_some(), "nobody's answer settled");
    let watching = Watching::new(
        record.clone(),
        "20250102T201500Z-slam_dice-0000000000000005.ron".into(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let watched =
        Session::watch(&record, watching.values_after(10)).unwrap_or_else(|e| panic!("{e}"));
    check_everywhere("watching with an audience", |ctx| {
        hud(ctx, &watched, None, Some(&watching))
    });
    let d = draw(egui::vec2(1280.0, 720.0), Theme::Dark, |ctx| {
        hud(ctx, &watched, None, Some(&watching))
    });
    let named = |text: &str| d.widgets.iter().any(|w| w.name.starts_with(text));
    assert!(named("Audience · 7 playing"), "{:?}", d.widgets);
    assert!(named("The lesson"), "no lesson to unfold: {:?}", d.widgets);
    // A kept game's board offers no Block: nobody is in the room.
    assert!(!named("Block "), "{:?}", d.widgets);
}

#[test]
fn the_announcement_fits_over_the_table() {
    let news = Headline {
        title: "Annabelle & Evangeline share the win!".into(),
        detail: "Lowest total".into(),
        ..Headline::default()
    };
    check_everywhere("announcement", |ctx| {
        let area = ctx.viewport_rect().shrink2(egui::vec2(0.0, 30.0));
        let rect = announcement_box(ctx, &news, area, 1.0, &palette(Theme::Dark));
        Places {
            main: Some(rect),
            scrolls: Vec::new(),
            cut_ok: Vec::new(),
        }
    });
}

#[test]
fn the_announcement_over_a_narrow_table_keeps_its_words_whole() {
    // 720×405 at UI scale 250 %: 288×162 points, the table a strip 70 points wide
    // between the odds and the card.
    let news = Headline {
        title: "Hal wins!".into(),
        detail: "Lowest total".into(),
        ..Headline::default()
    };
    let screen = egui::vec2(288.0, 162.0);
    let table = egui::Rect::from_min_size(egui::pos2(100.0, 40.0), egui::vec2(70.0, 122.0));
    let mut shown = egui::Rect::NOTHING;
    let d = draw(screen, Theme::Dark, |ctx| {
        shown = announcement_box(ctx, &news, table, 1.0, &palette(Theme::Dark));
        Places {
            main: Some(shown),
            scrolls: Vec::new(),
            cut_ok: Vec::new(),
        }
    });
    assert!(problems(&d).is_empty(), "{:?}", problems(&d));
    // Wider than the table, on the screen, and a line or two high, not a column of
    // letters.
    assert!(shown.width() > 200.0, "{shown:?}");
    assert!(egui::Rect::from_min_size(egui::Pos2::ZERO, screen).contains_rect(shown));
    assert!(shown.height() < 120.0, "{shown:?}");
}

#[test]
fn a_screen_reader_finds_the_banner_every_name_total_and_every_button() {
    let s = played(&eighteen_holes(8), 7, 200);
    assert!(!s.game.is_over());
    let d = draw(egui::vec2(1280.0, 720.0), Theme::Dark, |ctx| {
        hud(ctx, &s, None, None)
    });
    let named = |text: &str| d.widgets.iter().any(|w| w.name.contains(text));
    let banner = crate::present::banner(&s.game);
    assert!(named(&banner), "no banner {banner:?}: {:?}", d.widgets);
    for player in s.game.players() {
        assert!(
            d.widgets.iter().any(|w| w.name == *player),
            "no name {player}"
        );
        assert!(named(&format!("{player}, total ")), "no total of {player}");
        assert!(
            named(&format!("{player}'s mark, a ")),
            "no mark of {player}"
        );
    }
    assert!(d.widgets.iter().any(|w| w.name == "TOTAL"));
    assert!(named(", hole "), "no hole cell");
    let buttons: Vec<&Widget> = d
        .widgets
        .iter()
        .filter(|w| w.role == Role::Button)
        .collect();
    assert!(buttons.len() >= 5, "{buttons:?}");
    assert!(buttons.iter().all(|b| !b.name.trim().is_empty()));
    let last = s.log.last().cloned().unwrap_or_default();
    assert!(
        d.widgets.iter().any(|w| w.live && w.name == last),
        "the newest log line {last:?} is not a live region"
    );
    assert!(problems(&d).is_empty(), "{:?}", problems(&d));
}

/// The playing screen of a phones game: the join badge on the table and a notice line
/// in its strip along the top of the window.
fn phones_hud(
    ctx: &egui::Context,
    (session, audience): (&Session, &Audience),
    qr: &QrMatrix,
    notice: &str,
) -> Places {
    phones_hud_folded(ctx, (session, audience), qr, notice, false)
}

/// [`phones_hud`], with the log and the odds folded away when `folded`.
fn phones_hud_folded(
    ctx: &egui::Context,
    (session, audience): (&Session, &Audience),
    qr: &QrMatrix,
    notice: &str,
    folded: bool,
) -> Places {
    let block = std::cell::Cell::new(None);
    let board = audience.board(TOP_ROWS);
    let odds = OddsView::default();
    let story =
        StoryView::ready(ToldStory::of(&session.record).unwrap_or_else(|| panic!("no story")));
    let last = LastRoll {
        seat: Some(0),
        player: session.game.players()[0].clone(),
        faces: Vec::new(),
        marked_as: "set aside".into(),
    };
    let view = HudView {
        audience: Some(AudienceShow {
            board: &board,
            joined: audience.len(),
            lesson: None,
            block: Some(&block),
        }),
        session,
        phase: Some(TurnPhase::AwaitRoll),
        watching: None,
        entry: None,
        odds: (!folded).then_some(&odds),
        story: Some(&story),
        last_roll: &last,
        log_open: !folded,
        palette: palette(Theme::Dark),
        badge: Some(BadgeView {
            url: "http://192.168.100.200:65535/",
            code: "KQZD",
            qr: Some(qr),
            locked: false,
            online: true,
        }),
    };
    // The line's strip is kept before the screen is drawn, as in the window.
    reserve_notice_strip(ctx);
    let layout = draw_hud(ctx, view, &mut Vec::<GameAction>::new());
    let (line, _) = notice_line(ctx, notice, 0, 1.0, &palette(Theme::Dark));
    Places {
        cut_ok: vec![line],
        ..hud_places(&layout)
    }
}

#[test]
fn a_phones_game_shows_the_table_with_the_badge_and_a_notice_line() {
    let qr = QrMatrix::encode("http://192.168.100.200:65535/#0123456789ab")
        .unwrap_or_else(|e| panic!("{e}"));
    let notice = "No audio device was found: the game plays in silence. Sound comes back when a sound server starts.";
    for setup in [
        eighteen_holes(8),
        GameSetup::new(GameKind::SlamDice, party_names(2)),
    ] {
        let s = played(&setup, 7, 40);
        // Slam Dice has an audience: its leaderboard tops the log.
        let slam = setup.game == GameKind::SlamDice;
        let a = if slam {
            audience_along(&setup, 7, 40)
        } else {
            Audience::new()
        };
        check_everywhere(&format!("phones game {:?}", setup.game), |ctx| {
            phones_hud(ctx, (&s, &a), &qr, notice)
        });
        let d = draw(egui::vec2(1280.0, 720.0), Theme::Dark, |ctx| {
            phones_hud(ctx, (&s, &a), &qr, notice)
        });
        let named = |text: &str| d.widgets.iter().any(|w| w.name.starts_with(text));
        assert!(
            named("Join from a phone: 192.168.100.200:65535, room code K Q Z D"),
            "{:?}",
            d.widgets
        );
        assert!(named("Room code K Q Z D"));
        assert_eq!(named("Audience · 7 playing"), slam, "{:?}", d.widgets);
        assert!(
            d.widgets.iter().any(|w| w.live && w.name == notice),
            "the notice is not read out"
        );
    }
}

#[test]
fn with_every_panel_folded_the_audiences_board_is_one_line_under_the_banner() {
    let qr = QrMatrix::encode("http://192.168.100.200:65535/#0123456789ab")
        .unwrap_or_else(|e| panic!("{e}"));
    let setup = GameSetup::new(GameKind::SlamDice, party_names(3));
    let (s, a) = (played(&setup, 7, 40), audience_along(&setup, 7, 40));
    let screen = |ctx: &egui::Context| phones_hud_folded(ctx, (&s, &a), &qr, "", true);
    check_everywhere("phones game, every panel folded", screen);
    let d = draw(egui::vec2(1280.0, 720.0), Theme::Dark, screen);
    let line = d
        .widgets
        .iter()
        .find(|w| w.name.starts_with("Audience · 7 playing: 1 "))
        .unwrap_or_else(|| panic!("no folded board: {:?}", d.widgets));
    assert!(line.name.contains("The odds: "), "{}", line.name);
    // The top five, each once, in place order.
    let board = a.board(TOP_ROWS);
    let mut from = 0;
    for row in &board.top {
        let at = line.name[from..]
            .find(&format!("{} {} ", row.rank, row.name))
            .unwrap_or_else(|| panic!("{} not after {from} in {}", row.name, line.name));
        from += at + 1;
    }
    // Nowhere else: no heading of a board in a panel.
    let boards = d
        .widgets
        .iter()
        .filter(|w| w.name.starts_with("Audience · 7 playing"))
        .count();
    assert_eq!(boards, 1, "{:?}", d.widgets);
}

#[test]
fn the_audiences_board_is_on_the_big_screen_at_every_size_and_scale() {
    let qr = QrMatrix::encode("http://192.168.100.200:65535/#0123456789ab")
        .unwrap_or_else(|e| panic!("{e}"));
    for setup in [
        eighteen_holes(8),
        GameSetup::new(GameKind::SlamDice, party_names(3)),
    ] {
        let (s, a) = (played(&setup, 7, 40), audience_along(&setup, 7, 40));
        for folded in [false, true] {
            for (w, h) in WINDOWS {
                for (os, ui) in SCALES
                    .into_iter()
                    .filter(|(os, _)| w / os >= 640.0 && h / os >= 360.0)
                {
                    let d = draw(points(w, h, os, ui), Theme::Dark, |ctx| {
                        phones_hud_folded(ctx, (&s, &a), &qr, "", folded)
                    });
                    let boards = d
                        .widgets
                        .iter()
                        .filter(|w| w.name.starts_with("Audience · 7 playing"))
                        .count();
                    assert_eq!(
                        boards, 1,
                        "{:?}, folded {folded}, {w}x{h} at {os}x{ui}: {:?}",
                        setup.game, d.widgets
                    );
                }
            }
        }
    }
}

/// The join screen's seats: held, dropped and free in turn.
fn join_seats(players: usize) -> Vec<(String, PhoneAt)> {
    let at = [PhoneAt::Here, PhoneAt::Dropped, PhoneAt::None];
    party_names(players)
        .into_iter()
        .enumerate()
        .map(|(i, n)| (n, at[i % 3]))
        .collect()
}

/// The join card's QR code and room code are in view without scrolling in every window
/// and scale, the QR code at least 4 physical pixels a module (`modules` across).
fn code_and_qr_in_view(screen: &impl Fn(&egui::Context) -> Places, modules: f32) {
    for (w, h) in WINDOWS {
        for (os, ui) in SCALES
            .into_iter()
            .filter(|(os, _)| w / os >= 640.0 && h / os >= 360.0)
        {
            let size = points(w, h, os, ui);
            let d = draw(size, Theme::Dark, screen);
            let body = d.places.scrolls[0];
            let find = |name: &str| d.widgets.iter().find(|w| w.name.starts_with(name));
            let case = format!("{w}x{h} at {os}x{ui}");
            let code = find("Room code K Q Z D").unwrap_or_else(|| panic!("{case}: no code"));
            let image = find("QR code of").unwrap_or_else(|| panic!("{case}: no QR"));
            assert!(
                inside(body, code.rect),
                "{case}: the code scrolls: {code:?}"
            );
            assert!(
                inside(body, image.rect),
                "{case}: the QR scrolls: {image:?}"
            );
            let pixels = image.rect.width() * w / size.x / modules;
            assert!(pixels >= 4.0, "{case}: {pixels:.1} px a module");
        }
    }
}

#[test]
fn the_join_screen_fits_every_window_with_its_code_in_view() {
    let url = "http://192.168.100.200:65535/";
    let qr = QrMatrix::encode(&format!("{url}#0123456789ab")).unwrap_or_else(|e| panic!("{e}"));
    let modules = (qr.width() + 2 * QrMatrix::QUIET) as f32;
    // The room's state at its longest: locked, two phones waiting, one blocked.
    let asking = ["Zoë".to_string(), "Maximilian".to_string()];
    let blocked = ["Benedict".to_string()];
    // Online too, with its link down (the longest state line) and a link's QR code.
    // The game's public key in the link (keys per phone): 87 characters.
    let link = "https://party-dice.github.io/party-dice/#r=7d212d16e379c3c31815e71c686abd21\
                &g=BPmaN0HRD2uiNsGrnwhCPMNXgvBeZw9u1SmHVFoM1S-4pfTpkKvvq9fy8lG3E1Fb-jUZsRI\
                uR4ojJ4eT2o7D1rg&b=wss%3A%2F%2Fbroker.emqx.io%3A8084%2Fmqtt";
    let link_qr = QrMatrix::encode(link).unwrap_or_else(|e| panic!("{e}"));
    let problem = "cannot reach the broker broker.emqx.io:8084: Connection refused (os error \
                   111); trying again in 4 s";
    let card = OnlineCard {
        link,
        qr: Some(&link_qr),
        broker: "broker.emqx.io",
        up: false,
        problem: Some(problem),
        refused: 250,
        fingerprint: "K7MQ 3HTX 9PAZ",
    };
    for (players, online) in [(2, None), (8, None), (8, Some(card))] {
        let seats = join_seats(players);
        let view = JoinView {
            url: Some(url),
            code: "KQZD",
            qr: Some(&qr),
            seats: &seats,
            spectators: 3,
            locked: true,
            asking: &asking,
            blocked: &blocked,
            wrong_codes: 250,
            in_game: false,
            focus: true,
            online,
        };
        let screen = |ctx: &egui::Context| {
            join_screen(ctx, view, &palette(Theme::Dark), &mut Vec::new()).into()
        };
        let online = if online.is_some() { " online" } else { "" };
        check_everywhere(&format!("join {players}p{online}"), screen);
        code_and_qr_in_view(&screen, modules);
        // Every seat a phone holds has its button.
        let d = draw(points(1280.0, 720.0, 1.0, 1.0), Theme::Dark, screen);
        for (name, at) in &seats {
            let free = d
                .widgets
                .iter()
                .any(|w| w.name == format!("Free {name}'s seat"));
            assert_eq!(free, *at != PhoneAt::None, "{name}");
        }
    }
    check_everywhere("join with phones off", |ctx| {
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
            in_game: true,
            focus: false,
            online: None,
        };
        join_screen(ctx, view, &palette(Theme::Dark), &mut Vec::new()).into()
    });
}

#[test]
fn enter_on_the_join_card_does_what_its_focused_button_says() {
    let seats = join_seats(2);
    for (in_game, said, asked) in [
        (false, "Start (Enter)", JoinAsk::Start),
        (true, "Back to the table (Enter)", JoinAsk::Close),
    ] {
        let ctx = egui::Context::default();
        style_context(&ctx, Theme::Dark, 1.0);
        ctx.enable_accesskit();
        let rect = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        let mut asks = Vec::new();
        let mut focused = String::new();
        for pass in 0..4 {
            let events = if pass == 3 {
                vec![egui::Event::Key {
                    key: egui::Key::Enter,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: egui::Modifiers::NONE,
                }]
            } else {
                Vec::new()
            };
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(rect),
                events,
                ..Default::default()
            });
            let view = JoinView {
                url: Some("http://192.168.1.5:8080/"),
                code: "KQZD",
                qr: None,
                seats: &seats,
                spectators: 0,
                locked: false,
                asking: &[],
                blocked: &[],
                wrong_codes: 0,
                in_game,
                focus: pass == 0,
                online: None,
            };
            asks.clear();
            join_screen(&ctx, view, &palette(Theme::Dark), &mut asks);
            let mut output = ctx.end_pass();
            output.textures_delta.clear();
            if let Some(update) = output.platform_output.accesskit_update
                && let Some((_, node)) = update.nodes.iter().find(|(n, _)| *n == update.focus)
            {
                focused = node.label().unwrap_or("").to_string();
            }
        }
        assert_eq!(focused, said, "the focused button");
        assert_eq!(asks, [asked], "Enter on {said:?}");
    }
}

/// The texts drawn in the last of a few passes of `screen` in a window of `size` points,
/// each with where it is and the clip rect it is drawn in.
fn drawn_texts(
    size: egui::Vec2,
    mut screen: impl FnMut(&egui::Context),
) -> Vec<(String, egui::Rect, egui::Rect)> {
    fn visit(
        shape: &egui::Shape,
        clip: egui::Rect,
        out: &mut Vec<(String, egui::Rect, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Text(t) => {
                let rect = t.galley.rect.translate(t.pos.to_vec2());
                out.push((t.galley.text().to_string(), rect, clip));
            }
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| visit(s, clip, out)),
            _ => {}
        }
    }
    let ctx = egui::Context::default();
    style_context(&ctx, Theme::Dark, 1.0);
    let mut texts = Vec::new();
    for _ in 0..PASSES {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            ..Default::default()
        });
        screen(&ctx);
        let mut output = ctx.end_pass();
        output.textures_delta.clear();
        texts.clear();
        for clipped in &output.shapes {
            visit(&clipped.shape, clipped.clip_rect, &mut texts);
        }
    }
    texts
}

#[test]
fn the_join_cards_phones_switch_steps_down_to_its_short_label_where_the_long_one_does_not_fit() {
    let qr = QrMatrix::encode("http://192.168.100.200:65535/#0123456789ab")
        .unwrap_or_else(|e| panic!("{e}"));
    let seats = join_seats(3);
    // A 720×405 window at 250 % (fitted to 180 %), and a 1920×1080 one at 100 %.
    let small = points(720.0, 405.0, 1.0, 2.5);
    let large = points(1920.0, 1080.0, 1.0, 1.0);
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (on, in_game) in [(false, false), (true, false), (false, true), (true, true)] {
            let (long_id, short_id) = if on {
                ("join-phones-off-button", "join-phones-off-short")
            } else {
                ("join-phones-on-button", "join-phones-on-short")
            };
            let long = i18n::text(lang, long_id, &i18n::Args::new());
            let short = i18n::text(lang, short_id, &i18n::Args::new());
            for (size, wanted) in [(small, None), (large, Some(&long))] {
                let texts = i18n::with_lang(lang, || {
                    drawn_texts(size, |ctx| {
                        let view = JoinView {
                            url: on.then_some("http://192.168.100.200:65535/"),
                            code: if on { "KQZD" } else { "" },
                            qr: on.then_some(&qr),
                            seats: &seats,
                            spectators: 0,
                            locked: false,
                            asking: &[],
                            blocked: &[],
                            wrong_codes: 0,
                            in_game,
                            focus: false,
                            online: None,
                        };
                        join_screen(ctx, view, &palette(Theme::Dark), &mut Vec::new());
                    })
                });
                let case = format!("[{lang}] phones on {on} in game {in_game} at {size:?}");
                let Some((label, rect, clip)) =
                    texts.iter().find(|(t, _, _)| *t == long || *t == short)
                else {
                    failures.push(format!("{case}: no switch ({long:?} or {short:?})"));
                    continue;
                };
                // Whichever is drawn, it is drawn whole, inside the window.
                let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
                if !inside(*clip, *rect) || !inside(window, *rect) {
                    failures.push(format!("{case}: {label:?} cut: {rect:?} in {clip:?}"));
                }
                // French and Spanish: the short form in the small window, the long one
                // where there is room.
                // Where the row has little room left after Start and Close (Chinese's
                // long form beside them in the smallest window), the short form.
                let wanted = match (lang, on, in_game, wanted) {
                    (Lang::ZhHans, true, false, None) => Some(&short),
                    (.., wanted) => wanted,
                };
                if let Some(wanted) = wanted
                    && label != wanted
                {
                    failures.push(format!("{case}: {label:?} drawn, {wanted:?} wanted"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
