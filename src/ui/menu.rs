//! The menu (Esc): every setting, saved at once, plus new game, rules and quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Overlay;
use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, fitted_text, palette, screen_card,
    short_screen, size,
};
use crate::audio::Sound;
use crate::frame::AppSystems;
use crate::game::{GameAction, Screen};
use crate::i18n::{self, Lang};
use crate::notices::Notices;
use crate::present::{game_title, sound_line};
use crate::rules::options::{ROLLS_PER_HOLE, ROUNDS, TARGET};
use crate::rules::{GameKind, SlamDiceOptions, SlamNumberMode, StraightGolfOptions};
use crate::settings::{ANIMATION_SPEED, Graphics, Language, Settings, Theme, UI_SCALE, VOLUME};
use crate::sound::SoundStatus;
use crate::stores::SettingsStore;
use crate::t;

/// Width of the menu where the window has room.
const WIDTH: f32 = 620.0;

/// What the menu can do besides editing the settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuView {
    /// A game is on (or just over): "New game / setup" is offered.
    pub in_game: bool,
    /// What the window can do with sound.
    pub sound: SoundStatus,
    /// Where the settings are saved, if anywhere.
    pub saved_to: Option<String>,
    /// This run's notices in full, newest first (the lines that fade keep only a line).
    pub notices: Vec<String>,
}

/// What was clicked in the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuChoice {
    /// Back to the setup screen for a new game.
    NewGame,
    /// The rules panel.
    Rules,
    /// Quit the program.
    Quit,
    /// Close the menu.
    Close,
}

/// The menu over `s` (edited in place): every setting, with the menu's own buttons at
/// the bottom, always in view.
pub fn menu_screen(
    ctx: &egui::Context,
    s: &mut Settings,
    view: &MenuView,
    p: &Palette,
) -> (CardPlaces, Option<MenuChoice>) {
    let (mut choice, mut footer_choice) = (None, None);
    let spec = CardSpec::centred("menu", WIDTH);
    let header = |ui: &mut egui::Ui| {
        let title = [t!("menu-title"), t!("menu-title-short")];
        fitted_text(ui, &title, &[size::TITLE, size::NAME], p.text);
    };
    // A short window keeps the footer to its one call: the other choices open the body.
    let short = short_screen(ctx);
    let body = |ui: &mut egui::Ui| {
        if short {
            ui.horizontal_wrapped(|ui| other_choices(ui, view, &mut choice));
            ui.separator();
        }
        if !view.notices.is_empty() {
            notices(ui, &view.notices, p);
            ui.separator();
        }
        display_settings(ui, s);
        ui.separator();
        sound_settings(ui, s, view.sound);
        ui.separator();
        game_settings(ui, s);
        if let Some(path) = &view.saved_to {
            let saved = egui::RichText::new(t!("menu-saved-to", path = path)).small();
            ui.add(egui::Label::new(saved).wrap());
        }
    };
    let footer = |ui: &mut egui::Ui| {
        ui.horizontal_wrapped(|ui| {
            if ui
                .add(call_button(&t!("menu-close"), size::NAME, p))
                .clicked()
            {
                footer_choice = Some(MenuChoice::Close);
            }
            if !short {
                other_choices(ui, view, &mut footer_choice);
            }
        });
    };
    let places = screen_card(ctx, spec, p, header, body, footer);
    (places, choice.or(footer_choice))
}

/// The menu's choices besides closing it: a new game, the rules, quitting.
fn other_choices(ui: &mut egui::Ui, view: &MenuView, choice: &mut Option<MenuChoice>) {
    if view.in_game && ui.button(t!("menu-new-game")).clicked() {
        *choice = Some(MenuChoice::NewGame);
    }
    if ui.button(t!("menu-rules")).clicked() {
        *choice = Some(MenuChoice::Rules);
    }
    if ui.button(t!("menu-quit")).clicked() {
        *choice = Some(MenuChoice::Quit);
    }
}

fn draw_menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Overlay>>,
    mut store: ResMut<SettingsStore>,
    screen: Res<State<Screen>>,
    mut actions: MessageWriter<GameAction>,
    mut exit: MessageWriter<AppExit>,
    sound: Option<Res<Sound>>,
    notices: Res<Notices>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let view = MenuView {
        in_game: matches!(screen.get(), Screen::Playing | Screen::GameOver),
        sound: sound.map_or(SoundStatus::NotBuilt, |s| s.0),
        saved_to: store.path.as_ref().map(|p| p.display().to_string()),
        notices: notices.texts().rev().map(str::to_string).collect(),
    };
    let mut s = store.settings.clone();
    let (_, choice) = menu_screen(ctx, &mut s, &view, &current_palette(&store));
    match choice {
        Some(MenuChoice::NewGame) => {
            actions.write(GameAction::BackToSetup);
            next.set(Overlay::Closed);
        }
        Some(MenuChoice::Rules) => next.set(Overlay::Rules),
        Some(MenuChoice::Quit) => {
            exit.write(AppExit::Success);
        }
        Some(MenuChoice::Close) => next.set(Overlay::Closed),
        None => {}
    }
    if s != store.settings {
        store.settings = s;
        store.request_save();
    }
    Ok(())
}

/// The notices of this run, in full, newest first.
fn notices(ui: &mut egui::Ui, texts: &[String], p: &Palette) {
    ui.heading(t!("menu-notices"));
    for text in texts {
        let line = egui::RichText::new(format!("⚠ {text}"))
            .size(size::NOTE)
            .color(p.text);
        ui.add(egui::Label::new(line).wrap());
    }
}

fn display_settings(ui: &mut egui::Ui, s: &mut Settings) {
    ui.heading(t!("menu-display"));
    let d = &mut s.display;
    language_choice(ui, &mut d.language);
    let mut pct = d.ui_scale * 100.0;
    let percent = UI_SCALE.start() * 100.0..=UI_SCALE.end() * 100.0;
    let scale = egui::Slider::new(&mut pct, percent)
        .step_by(5.0)
        .suffix(" %");
    ui.add(scale.text(t!("menu-ui-scale")));
    d.ui_scale = pct / 100.0;
    let speed = egui::Slider::new(&mut d.animation_speed, ANIMATION_SPEED).step_by(0.25);
    ui.add(speed.suffix("×").text(t!("menu-animation-speed")));
    ui.checkbox(&mut d.reduced_motion, t!("menu-reduced-motion"));
    ui.checkbox(&mut d.fullscreen, t!("menu-fullscreen"));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("menu-theme"));
        ui.radio_value(&mut d.theme, Theme::Dark, t!("menu-theme-dark"));
        ui.radio_value(&mut d.theme, Theme::Light, t!("menu-theme-light"));
        ui.radio_value(
            &mut d.theme,
            Theme::HighContrast,
            t!("menu-theme-high-contrast"),
        );
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("menu-graphics"));
        ui.radio_value(&mut d.graphics, Graphics::Auto, t!("menu-graphics-auto"))
            .on_hover_text(t!("menu-graphics-auto-hint"));
        ui.radio_value(&mut d.graphics, Graphics::Low, t!("menu-graphics-low"));
        ui.radio_value(&mut d.graphics, Graphics::High, t!("menu-graphics-high"));
    });
    ui.checkbox(&mut d.odds, t!("menu-odds-panel"));
    ui.checkbox(&mut s.phones.audience, t!("menu-audience"))
        .on_hover_text(t!("menu-audience-hint"));
}

/// The language of every screen: the computer's, or one of those the program speaks,
/// each named in itself. A choice applies at once.
fn language_choice(ui: &mut egui::Ui, language: &mut Language) {
    let auto = t!(
        "language-auto",
        language = i18n::from_os().unwrap_or(Lang::En).native_name()
    );
    let shown = match *language {
        Language::Auto => auto.clone(),
        Language::Is(lang) => lang.native_name(),
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("menu-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(language, Language::Auto, auto);
                for &lang in Lang::PLAYED {
                    ui.selectable_value(language, Language::Is(lang), lang.native_name());
                }
            });
    });
}

fn sound_settings(ui: &mut egui::Ui, s: &mut Settings, status: SoundStatus) {
    ui.heading(t!("menu-sound"));
    ui.add(egui::Slider::new(&mut s.audio.volume, VOLUME).text(t!("menu-volume")));
    ui.checkbox(&mut s.audio.muted, t!("menu-muted"));
    if let Some(why) = sound_line(status) {
        ui.add(egui::Label::new(egui::RichText::new(why).small()).wrap());
    }
}

/// The next game and its variants, saved for the next game's setup.
fn game_settings(ui: &mut egui::Ui, s: &mut Settings) {
    ui.heading(t!("menu-game-and-variants"));
    let next = egui::RichText::new(t!("menu-next-game")).strong();
    ui.add(egui::Label::new(next).wrap());
    ui.horizontal_wrapped(|ui| {
        for kind in GameKind::ALL {
            ui.radio_value(&mut s.setup.game, kind, game_title(kind));
        }
    });
    slam_variants(ui, &mut s.setup.slam_dice);
    golf_variants(ui, &mut s.setup.straight_golf);
    if let Some(e) = s.setup.problem() {
        let bad = palette(s.display.theme).bad;
        let text = egui::RichText::new(t!("menu-not-saved", problem = e.to_string())).color(bad);
        ui.add(egui::Label::new(text).wrap());
    }
    let seats = egui::RichText::new(t!("menu-players-on-setup")).small();
    ui.add(egui::Label::new(seats).wrap());
}

/// Slam Dice's variants: the shared or per-player slam number, then the target and the
/// two penalties.
fn slam_variants(ui: &mut egui::Ui, slam: &mut SlamDiceOptions) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("menu-game-label", game = game_title(GameKind::SlamDice)));
        ui.radio_value(
            &mut slam.slam_number,
            SlamNumberMode::Shared,
            t!("menu-slam-shared"),
        );
        ui.radio_value(
            &mut slam.slam_number,
            SlamNumberMode::PerPlayer,
            t!("menu-slam-per-player"),
        );
    });
    ui.horizontal_wrapped(|ui| {
        for (value, prefix) in [
            (&mut slam.target, t!("menu-target-prefix")),
            (&mut slam.single, t!("menu-single-prefix")),
            (&mut slam.small, t!("menu-small-prefix")),
        ] {
            ui.add(egui::DragValue::new(value).range(TARGET).prefix(prefix));
        }
    });
}

/// Straight Golf's variants: holes, rolls per hole, the ordered straight.
fn golf_variants(ui: &mut egui::Ui, golf: &mut StraightGolfOptions) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!(
            "menu-game-label",
            game = game_title(GameKind::StraightGolf)
        ));
        let holes = t!("menu-holes-suffix", n = golf.rounds);
        ui.add(
            egui::DragValue::new(&mut golf.rounds)
                .range(ROUNDS)
                .suffix(holes),
        );
        let suffix = t!("menu-rolls-suffix", n = golf.rolls_per_hole);
        let rolls = egui::DragValue::new(&mut golf.rolls_per_hole).range(ROLLS_PER_HOLE);
        ui.add(rolls.suffix(suffix));
        ui.checkbox(&mut golf.ordered_straight, t!("menu-ordered-straight"));
    });
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_menu
            .run_if(in_state(Overlay::Menu))
            .in_set(AppSystems::UiWindows),
    );
}
