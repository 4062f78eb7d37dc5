//! The setup screen: choose the game, the players (2–8, renamed, reordered, each seat's
//! dice finish picked) and the variants; Enter starts with what is shown, R resumes a
//! saved game. What is chosen here is the settings' game setup, saved as it changes.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, finish_button, fitted_text,
    player_mark, screen_card, short_screen, size, spoken_as,
};
use crate::frame::AppSystems;
use crate::game::{GameAction, OnlineSwitch, Phones, PhonesSwitch, Screen};
use crate::present::{self, game_title};
use crate::rules::options::{MAX_NAME_CHARS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS};
use crate::rules::{GameKind, OptionsError, SlamNumberMode};
use crate::seat_look::seat_mark;
use crate::settings::{DiceMode, Finish, Settings};
use crate::stores::{AutosavePath, SettingsStore, autosave};
use crate::t;

/// Width of a name field where the card has room.
const NAME_WIDTH: f32 = 220.0;
/// Width the buttons of a player's row take beside the name field (the finish's
/// swatch, up, down, remove).
const ROW_BUTTONS: f32 = 190.0;

/// What the setup screen offers besides the settings.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SetupView {
    /// A saved game can be resumed.
    pub can_resume: bool,
    /// There is a history folder to open.
    pub has_history: bool,
    /// Phones are on.
    pub phones_on: bool,
    /// Where phones join and who has, while they are on ("http://… code ABCD · 2 phones").
    pub phones_at: Option<String>,
    /// Phones may also come through the broker.
    pub online_on: bool,
}

/// Width of the setup card where the window has room.
const WIDTH: f32 = 620.0;
/// Card width (points) from which Start, Resume and History carry their keys.
const KEYED_BUTTONS: f32 = 480.0;

/// The setup screen over `s` (edited in place): the game, the players, the variants and
/// the dice, with Start, Resume and History at the bottom, always in view.
pub fn setup_screen(
    ctx: &egui::Context,
    s: &mut Settings,
    view: SetupView,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) -> CardPlaces {
    let problem = s.setup.problem();
    let mut phone_asks = Vec::new();
    let short = short_screen(ctx);
    let body = |ui: &mut egui::Ui| {
        game_choice(ui, &mut s.setup.game);
        ui.separator();
        players(ui, s);
        ui.separator();
        variants(ui, s, p);
        dice_choice(ui, &mut s.dice);
        phones_row(ui, &view, p, &mut phone_asks);
    };
    let places = screen_card(
        ctx,
        CardSpec::centred("setup", WIDTH),
        p,
        |ui| title(ui, short, p),
        body,
        |ui| footer(ui, problem.as_ref(), &view, short, p, actions),
    );
    actions.extend(phone_asks);
    places
}

/// The card's title, as large as the window allows.
fn title(ui: &mut egui::Ui, short: bool, p: &Palette) {
    ui.vertical_centered(|ui| {
        let title = ["🎲 Party Dice".to_string(), "Party Dice".to_string()];
        let sizes: &[f32] = if short {
            &[size::TITLE, size::NAME]
        } else {
            &[size::SPLASH, size::BANNER, size::TITLE]
        };
        fitted_text(ui, &title, sizes, p.accent);
    });
}

/// The row that picks thrown or real dice.
fn dice_choice(ui: &mut egui::Ui, dice: &mut DiceMode) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("setup-dice"));
        ui.radio_value(dice, DiceMode::Thrown, t!("setup-dice-thrown"));
        ui.radio_value(dice, DiceMode::Real, t!("setup-dice-real"));
    });
}

/// The card's foot: what stops a start (if anything), then Start, Resume and History.
fn footer(
    ui: &mut egui::Ui,
    problem: Option<&OptionsError>,
    view: &SetupView,
    short: bool,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) {
    if let Some(e) = problem {
        let text = t!("setup-problem", problem = e.to_string());
        ui.add(egui::Label::new(egui::RichText::new(text).color(p.bad)).wrap());
    }
    // Narrow: the keys go to the tooltips, so the three fit one row.
    let keys = ui.available_width() >= KEYED_BUTTONS;
    let label = |long: String, short: String| if keys { long } else { short };
    let (call, other) = if short {
        (size::TITLE, size::CARD)
    } else {
        (size::CALL, size::NAME)
    };
    ui.horizontal_wrapped(|ui| {
        let start = call_button(&label(t!("setup-start-keyed"), t!("setup-start")), call, p);
        let start = ui
            .add_enabled(problem.is_none(), start)
            .on_hover_text(t!("setup-start-hint"));
        if start.clicked() {
            actions.push(GameAction::Start);
        }
        let resume =
            egui::RichText::new(label(t!("setup-resume-keyed"), t!("setup-resume"))).size(other);
        if view.can_resume && ui.button(resume).on_hover_text("R").clicked() {
            actions.push(GameAction::Resume);
        }
        let history =
            egui::RichText::new(label(t!("setup-history-keyed"), t!("setup-history"))).size(other);
        if view.has_history && ui.button(history).on_hover_text("H").clicked() {
            actions.push(GameAction::OpenHistory);
        }
    });
}

/// The row that picks the game: "Game  Slam Dice  Straight Golf".
fn game_choice(ui: &mut egui::Ui, game: &mut GameKind) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            egui::RichText::new(t!("setup-game"))
                .size(size::CARD)
                .strong(),
        );
        for kind in GameKind::ALL {
            let text = egui::RichText::new(game_title(kind)).size(size::NAME);
            ui.selectable_value(game, kind, text);
        }
    });
}

/// "Play with phones" and, while they are, where they join and the join screen's button.
fn phones_row(ui: &mut egui::Ui, view: &SetupView, p: &Palette, asks: &mut Vec<GameAction>) {
    ui.horizontal_wrapped(|ui| {
        let mut on = view.phones_on;
        let toggle = ui
            .checkbox(&mut on, t!("setup-phones"))
            .on_hover_text(t!("setup-phones-hint"));
        if toggle.changed() {
            asks.push(GameAction::TogglePhones);
        }
        let mut online = view.online_on;
        let toggle = ui
            .checkbox(&mut online, t!("setup-online"))
            .on_hover_text(t!("setup-online-hint"));
        if toggle.changed() {
            asks.push(GameAction::ToggleOnline);
        }
        if view.phones_on && ui.button(t!("setup-join-screen")).clicked() {
            asks.push(GameAction::ShowPhones);
        }
    });
    if let Some(at) = &view.phones_at {
        ui.add(egui::Label::new(egui::RichText::new(at).color(p.weak)).wrap());
    }
}

fn draw_setup(
    mut contexts: EguiContexts,
    mut store: ResMut<SettingsStore>,
    autosave: Res<AutosavePath>,
    (switch, online, phones): (
        Option<Res<PhonesSwitch>>,
        Option<Res<OnlineSwitch>>,
        Option<Res<Phones>>,
    ),
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let mut s = store.settings.clone();
    let phones_on = switch.is_some_and(|s| s.enabled);
    let view = SetupView {
        can_resume: autosave::exists(&autosave),
        has_history: autosave.history_dir().is_some(),
        phones_on,
        online_on: phones_on && online.is_some_and(|s| s.enabled),
        phones_at: phones.map(|ph| {
            let (url, code, held) = (ph.url(), ph.code(), ph.seated());
            match ph.online().map(|o| o.status.link_up) {
                Some(true) => t!(
                    "setup-phones-at-online",
                    url = url,
                    code = code,
                    held = held
                ),
                Some(false) => {
                    t!(
                        "setup-phones-at-link-down",
                        url = url,
                        code = code,
                        held = held
                    )
                }
                None => t!("setup-phones-at", url = url, code = code, held = held),
            }
        }),
    };
    let mut asked = Vec::new();
    setup_screen(ctx, &mut s, view, &p, &mut asked);
    actions.write_batch(asked);
    if s != store.settings {
        store.settings = s;
        store.request_save();
    }
    Ok(())
}

fn variants(ui: &mut egui::Ui, s: &mut Settings, p: &Palette) {
    match s.setup.game {
        GameKind::SlamDice => {
            let slam = &mut s.setup.slam_dice;
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("setup-slam-number"));
                ui.radio_value(
                    &mut slam.slam_number,
                    SlamNumberMode::Shared,
                    t!("setup-slam-shared"),
                );
                let own = t!("setup-slam-per-player");
                ui.radio_value(&mut slam.slam_number, SlamNumberMode::PerPlayer, own);
            });
            let rule = present::slam_summary(slam);
            ui.add(egui::Label::new(egui::RichText::new(rule).color(p.weak)).wrap());
        }
        GameKind::StraightGolf => {
            let golf = &mut s.setup.straight_golf;
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("setup-holes"));
                ui.radio_value(&mut golf.rounds, 9, "9");
                ui.radio_value(&mut golf.rounds, 18, "18");
                ui.add(
                    egui::DragValue::new(&mut golf.rounds)
                        .range(ROUNDS)
                        .suffix(t!("setup-holes-suffix")),
                );
            });
            let ordered =
                egui::Checkbox::new(&mut golf.ordered_straight, t!("setup-ordered-straight"));
            ui.add(ordered);
        }
    }
}

/// What the player list editor was asked to do this frame.
enum Edit {
    Swap(usize, usize),
    Remove(usize),
    /// The seat's dice get the next finish.
    Finish(usize),
}

/// The players, a row each: the seat's mark, its dice's finish (a click gives the next),
/// the name, and buttons to move or remove them. A seat keeps its finish (as it keeps
/// its colour and mark) when its player moves.
fn players(ui: &mut egui::Ui, s: &mut Settings) {
    let heading = t!("setup-players", min = MIN_PLAYERS, max = MAX_PLAYERS);
    ui.add(egui::Label::new(egui::RichText::new(heading).size(size::CARD).strong()).wrap());
    let field = (ui.available_width() - ROW_BUTTONS - size::NAME * 2.0).clamp(60.0, NAME_WIDTH);
    let finishes: Vec<Finish> = (0..s.setup.players.len()).map(|i| s.finish(i)).collect();
    let names = &mut s.setup.players;
    let n = names.len();
    let mut edit = None;
    for (i, (name, finish)) in names.iter_mut().zip(finishes).enumerate() {
        ui.horizontal(|ui| {
            let mark = player_mark(ui, i, name, size::NAME);
            mark.on_hover_text(t!("setup-mark-hint", mark = seat_mark(i).word()));
            let who = if name.trim().is_empty() {
                t!("setup-player-who", n = i + 1)
            } else {
                name.clone()
            };
            let said = t!("setup-finish-hint", who = &who, finish = finish.word());
            if finish_button(ui, i, finish, size::NAME, &said).clicked() {
                edit = Some(Edit::Finish(i));
            }
            ui.label(format!("{}.", i + 1));
            let name_field = egui::TextEdit::singleline(name)
                .char_limit(MAX_NAME_CHARS)
                .desired_width(field)
                .font(egui::TextStyle::Heading);
            ui.add(name_field);
            // Icons on screen; words for a screen reader and in the tooltip.
            let button = |ui: &mut egui::Ui, on: bool, icon: &str, said: &str| {
                let b = ui
                    .add_enabled(on, egui::Button::new(icon))
                    .on_hover_text(said);
                spoken_as(&b, egui::WidgetType::Button, said);
                b.clicked()
            };
            if button(ui, i > 0, "⬆", &t!("setup-move-up", who = &who)) {
                edit = Some(Edit::Swap(i, i - 1));
            }
            if button(ui, i + 1 < n, "⬇", &t!("setup-move-down", who = &who)) {
                edit = Some(Edit::Swap(i, i + 1));
            }
            if button(ui, n > MIN_PLAYERS, "✖", &t!("setup-remove", who = &who)) {
                edit = Some(Edit::Remove(i));
            }
        });
    }
    match edit {
        Some(Edit::Swap(a, b)) => names.swap(a, b),
        Some(Edit::Remove(i)) => {
            names.remove(i);
        }
        Some(Edit::Finish(i)) => {
            let next = s.finish(i).next();
            s.set_finish(i, next);
        }
        None => {}
    }
    add_player(ui, &mut s.setup.players);
}

/// "+ Add player", while there is room: a new player under the first free default name.
fn add_player(ui: &mut egui::Ui, names: &mut Vec<String>) {
    let n = names.len();
    if n < MAX_PLAYERS && ui.button(t!("setup-add-player")).clicked() {
        let free = (n + 1..).map(|k| t!("setup-default-name", n = k));
        if let Some(name) = free.into_iter().find(|c| !names.contains(c)) {
            names.push(name);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_setup
            .in_set(AppSystems::UiWindows)
            .run_if(in_state(Screen::Setup)),
    );
}
