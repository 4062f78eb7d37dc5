//! The overlay's fonts can draw every character `present` writes — log lines, headlines,
//! banners, verdicts, seat statuses, odds readings, the rules text, titles, hints and
//! notices — from whole games of both kinds with every house rule, so the overlay needs
//! no display-time rewriting of what `present` wrote; in every language (Chinese where
//! the system has a CJK font, as CI does). Once the glyphs are laid out ahead as the
//! window does, a game's banners and log lines add no glyph to the font atlas (so no
//! frame draws them with letters missing), and the atlas stays well under the size at
//! which egui throws it away, Chinese at 250 % included.
#![cfg(feature = "gui")]

use std::collections::BTreeSet;

use crate::i18n::{self, Lang};
use crate::present::{self, CardColumn, EntryHint, Refusal};
use crate::rules::{
    DiceRng, DiceSource, Game, GameKind, GameSetup, SlamDice, SlamDiceOptions, SlamKind,
    SlamNumberMode, StraightGolfOptions, odds,
};
use crate::seat_look;
use crate::settings::Theme;
use crate::sound::SoundStatus;
use crate::ui::theme::{WARM_BUDGET, size, style_context, warm_glyphs};
use bevy_egui::egui;

/// The setups played: both games, 2 to 8 players, the house rules varied.
fn setups() -> Vec<GameSetup> {
    let mut all = Vec::new();
    for players in [2, 3, 5, 8] {
        let names: Vec<String> = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal"][..players]
            .iter()
            .map(|n| n.to_string())
            .collect();
        let per_player = SlamDiceOptions {
            slam_number: SlamNumberMode::PerPlayer,
            ..Default::default()
        };
        let ordered = StraightGolfOptions {
            rounds: 2,
            ordered_straight: true,
            rolls_per_hole: 2,
        };
        for (slam_dice, straight_golf) in [
            (SlamDiceOptions::default(), StraightGolfOptions::default()),
            (per_player, ordered),
        ] {
            for game in GameKind::ALL {
                all.push(GameSetup {
                    game,
                    players: names.clone(),
                    slam_dice,
                    straight_golf,
                });
            }
        }
    }
    all
}

/// What `present` says while a seeded game of `setup` is played to its end.
fn game_texts(setup: &GameSetup, seed: u64, out: &mut Vec<String>) {
    let Ok(mut game) = Game::new(setup) else {
        panic!("bad setup {setup:?}")
    };
    let mut rng = DiceRng::seeded(seed);
    let mut step = 0;
    while !game.is_over() {
        out.push(present::banner(&game));
        if let Game::Slam(g) = &game {
            slam_seat_texts(g, out);
        }
        if step % 25 == 0 {
            let r = present::odds_readings(&odds::report(&game));
            out.extend([r.now_title, r.game_title]);
            for line in r.now.iter().chain(&r.game) {
                out.extend([line.label.clone(), line.value.clone(), line.says.clone()]);
            }
        }
        let faces: Vec<_> = (0..game.dice_needed())
            .filter_map(|_| rng.next_face())
            .collect();
        let events = game.enter(&faces).unwrap_or_else(|e| panic!("{e}"));
        out.extend(present::log_lines(game.players(), &events));
        if let Some(h) = present::headline(game.players(), &events) {
            out.extend([h.title, h.detail]);
        }
        step += 1;
    }
    if let Some(v) = present::verdict(&game) {
        out.extend([v.title, v.detail]);
    }
}

fn slam_seat_texts(g: &SlamDice, out: &mut Vec<String>) {
    for seat in 0..g.players().len() {
        if let Some((text, _)) = present::slam_status(g, seat) {
            out.push(text);
        }
    }
}

/// The words that do not depend on a game's course.
fn fixed_texts(out: &mut Vec<String>) {
    for setup in setups().iter().take(8) {
        for (heading, body) in
            present::rules_text(setup.game, &setup.slam_dice, &setup.straight_golf)
        {
            out.extend([heading.to_string(), body]);
        }
        out.push(present::slam_summary(&setup.slam_dice));
    }
    for kind in GameKind::ALL {
        out.push(present::game_title(kind).to_string());
    }
    for kind in [SlamKind::Single, SlamKind::Small, SlamKind::Grand] {
        out.push(present::slam_title(kind).to_string());
    }
    for needed in 1..=6 {
        out.push(present::entry_prompt(needed));
        out.push(present::entry_hint(EntryHint::Full { needed }));
        out.push(present::entry_hint(EntryHint::Missing { missing: needed }));
    }
    out.push(present::entry_hint(EntryHint::NotAFace));
    for what in [
        Refusal::Start,
        Refusal::Roll,
        Refusal::PlayRoll,
        Refusal::Show("x.ron"),
    ] {
        out.push(present::refusal(what, &"why"));
    }
    for status in [
        SoundStatus::NoDevice,
        SoundStatus::NoServer,
        SoundStatus::NotBuilt,
    ] {
        out.extend(present::sound_line(status));
    }
    for column in present::card_columns(18, 2) {
        out.push(column.title());
    }
    out.push(CardColumn::Total.title());
    for seat in 0..seat_look::MARKS {
        out.push(seat_look::seat_mark(seat).word());
    }
}

/// Every character `present` writes in `lang`.
fn characters(lang: Lang) -> BTreeSet<char> {
    i18n::with_lang(lang, || {
        let mut texts = Vec::new();
        fixed_texts(&mut texts);
        for (k, setup) in setups().iter().enumerate() {
            for seed in 0..3 {
                game_texts(setup, 97 * k as u64 + seed, &mut texts);
            }
        }
        texts.iter().flat_map(|t| t.chars()).collect()
    })
}

#[test]
fn every_character_present_writes_has_a_glyph() {
    let ctx = egui::Context::default();
    style_context(&ctx, Theme::Dark, 1.0);
    // Fonts load in the first pass.
    ctx.begin_pass(egui::RawInput::default());
    ctx.end_pass().drop_without_applying_deltas();
    let font = egui::FontId::proportional(17.0);
    // Chinese is drawn with the system's CJK font (fonts-noto-cjk, which CI installs).
    let cjk = ctx.fonts_mut(|f| f.has_glyph(&font, '李'));
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        if lang == Lang::ZhHans && !cjk {
            eprintln!(
                "skipped zh-Hans: no system font with CJK glyphs (apt install fonts-noto-cjk)"
            );
            continue;
        }
        let chars = characters(lang);
        if lang == Lang::En {
            assert!(chars.contains(&'→') && chars.contains(&'−'), "{chars:?}");
        }
        let lacking: Vec<char> = ctx.fonts_mut(|f| {
            chars
                .iter()
                .copied()
                .filter(|c| !c.is_control() && !f.has_glyph(&font, *c))
                .collect()
        });
        if !lacking.is_empty() {
            missing.push(format!("{lang}: {lacking:?}"));
        }
    }
    assert!(missing.is_empty(), "no glyph for {missing:?}");
}

/// A frame's input as the window gives it: the font atlas may grow to 4096 pixels a side
/// (`ui::theme`'s `widen_font_atlas`, on any GPU that allows it).
fn window_input() -> egui::RawInput {
    egui::RawInput {
        max_texture_side: Some(4096),
        ..Default::default()
    }
}

/// One pass of `ctx` running `f`, and whether it added glyphs to the font atlas.
fn pass_adds_glyphs(ctx: &egui::Context, f: impl FnOnce(&egui::Context)) -> bool {
    ctx.begin_pass(window_input());
    f(ctx);
    let mut output = ctx.end_pass();
    let font_texture = egui::TextureId::default();
    let added = output
        .textures_delta
        .set
        .iter()
        .any(|(id, _)| *id == font_texture);
    output.textures_delta.clear();
    added
}

#[test]
fn glyphs_laid_out_ahead_leave_nothing_for_the_banner_and_the_log_to_add() {
    // Names in the scripts the players may type: accents, German, Chinese.
    let names: Vec<String> = ["Zoë", "Jürgen", "Ólafur", "李雷", "Ann"]
        .iter()
        .map(|n| n.to_string())
        .collect();
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for zoom in [1.0, 2.5] {
            let ctx = egui::Context::default();
            style_context(&ctx, Theme::Dark, zoom);
            // The fonts and the zoom take effect in the first pass.
            pass_adds_glyphs(&ctx, |_| {});
            pass_adds_glyphs(&ctx, |ctx| warm_glyphs(ctx, lang, &names));
            let (size, fill) = ctx.fonts_mut(|f| (f.font_image_size(), f.font_atlas_fill_ratio()));
            println!(
                "[{lang}] at {zoom}: font atlas {size:?}, {:.0} % full",
                100.0 * fill
            );
            if fill > WARM_BUDGET {
                failures.push(format!("[{lang}] at {zoom}: the atlas is {fill:.2} full"));
            }
            let mut texts = Vec::new();
            i18n::with_lang(lang, || {
                for game in GameKind::ALL {
                    game_texts(&GameSetup::new(game, names.clone()), 3, &mut texts);
                }
            });
            let added = pass_adds_glyphs(&ctx, |ctx| {
                ctx.fonts_mut(|f| {
                    for text in &texts {
                        for size in [size::BANNER, size::TITLE, size::LOG] {
                            let font = egui::FontId::proportional(size);
                            drop(f.layout_no_wrap(text.clone(), font, egui::Color32::WHITE));
                        }
                    }
                });
            });
            if added {
                let mut chars: Vec<char> = texts.iter().flat_map(|t| t.chars()).collect();
                chars.sort_unstable();
                chars.dedup();
                let adding: String = chars
                    .into_iter()
                    .filter(|c| {
                        pass_adds_glyphs(&ctx, |ctx| {
                            ctx.fonts_mut(|f| {
                                for size in [size::BANNER, size::TITLE, size::LOG] {
                                    let font = egui::FontId::proportional(size);
                                    drop(f.layout_no_wrap(
                                        c.to_string(),
                                        font,
                                        egui::Color32::WHITE,
                                    ));
                                }
                            })
                        })
                    })
                    .collect();
                failures.push(format!(
                    "[{lang}] at {zoom}: the banner or the log added glyphs: {adding:?}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
