//! The history screen (H on the setup screen): every kept game, newest first, each one
//! watched again or printed on a click; files that are not kept games with the reason;
//! the players' statistics, sortable by any column; and the Dice tab: how often each
//! face came up, thrown and typed apart, with the chi-square test of fair dice and every
//! player's luck. The folder is read off the frame loop.

use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::dice_tab::DiceTab;
use super::layout::screen_room;
use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, fitted_text, noted, screen_card,
    short_screen, size,
};
use crate::frame::{AppSystems, OffFrame, Pool, Superseded};
use crate::game::{GameAction, Screen, WatchGame};
use crate::history::{self, Entry, Listing, PlayerStats, StatColumn, sort_players};
use crate::present;
use crate::printing::PrintCard;
use crate::rules::{GameKind, GameRecord};
use crate::stores::{AutosavePath, SettingsStore};

/// Space between the rows of the games list.
const ROW_GAP: f32 = 8.0;
/// Share of the window the screen's card takes.
const CARD_SHARE: f32 = 0.92;

/// Which tab of the screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    /// The kept games.
    #[default]
    Games,
    /// The players' statistics.
    Stats,
    /// How often each face came up, and whether the dice look fair.
    Dice,
}

/// What the screen shows, and the folder being read.
#[derive(Resource)]
struct HistoryView {
    /// The folder's listing, read once a visit (`None` in while it is read).
    listing: OffFrame<(), Listing>,
    stats: Vec<PlayerStats>,
    dice: DiceTab,
    tabs: HistoryTabs,
}

impl Default for HistoryView {
    fn default() -> Self {
        Self {
            listing: OffFrame::new(Pool::Compute, Superseded::Dropped),
            stats: Vec::new(),
            dice: DiceTab::default(),
            tabs: HistoryTabs::default(),
        }
    }
}

/// Starts reading the history folder beside the autosave.
fn read_history(mut view: ResMut<HistoryView>, autosave: Res<AutosavePath>) {
    view.listing.clear();
    view.stats.clear();
    view.dice = DiceTab::default();
    match autosave.history_dir() {
        Some(dir) => {
            view.listing.start((), move || history::list(&dir));
        }
        None => view.listing.put_ready((), Listing::default()),
    }
}

/// Takes the folder's listing once read, with the statistics added up from it.
fn collect_history(
    mut view: ResMut<HistoryView>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let view = &mut *view;
    if let Some(listing) = view.listing.poll() {
        let stats = history::stats(&listing.entries);
        view.dice = DiceTab::of(&stats);
        view.stats = stats.players;
        if let Some((column, descending)) = view.tabs.sort {
            sort_players(&mut view.stats, column, descending);
        }
    }
    view.listing.keep_frames_coming(&mut redraw);
}

/// What the history screen is showing: the tab and the stats' sort.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct HistoryTabs {
    /// The tab on show.
    pub tab: Tab,
    /// The stats' sort column and whether it is descending.
    pub sort: Option<(StatColumn, bool)>,
}

/// The most the history card is wide.
const WIDTH: f32 = 1200.0;

/// The history screen: the kept games (or the stats, or the dice) of `listing` (`None`
/// while it is read), with "Back to setup" at the bottom, always in view. Watching or
/// printing a game and going back are asked for in `asked`.
pub fn history_screen(
    ctx: &egui::Context,
    tabs: &mut HistoryTabs,
    listing: Option<&Listing>,
    (stats, dice): (&mut [PlayerStats], &DiceTab),
    p: &Palette,
    asked: &mut HistoryAsks,
) -> CardPlaces {
    let screen = screen_room(ctx);
    // A click on a tab shows it from the next frame on.
    let shown_tab = tabs.tab;
    let spec = CardSpec {
        id: "history",
        width: WIDTH.min(screen.width() * CARD_SHARE),
        anchor: egui::Align2::CENTER_CENTER,
        scroll: false,
    };
    let short = short_screen(ctx);
    let header = |ui: &mut egui::Ui| tab_row(ui, &mut tabs.tab, short, p);
    let body = |ui: &mut egui::Ui| match (listing, shown_tab) {
        (None, _) => {
            ui.label(egui::RichText::new(t!("history-reading")).size(size::CARD));
        }
        (Some(listing), Tab::Games) => games(ui, listing, p, asked),
        (Some(_), Tab::Stats) => stats_table(ui, stats, &mut tabs.sort),
        (Some(_), Tab::Dice) => super::dice_tab::dice_tab(ui, dice, p),
    };
    let mut back = false;
    let footer = |ui: &mut egui::Ui| {
        let label = if short {
            t!("history-back-short")
        } else {
            t!("history-back")
        };
        back = ui.add(call_button(&label, size::NAME, p)).clicked();
    };
    let places = screen_card(ctx, spec, p, header, body, footer);
    asked.back |= back;
    places
}

/// The card's head: the title (where the window is not short: the tabs say where you
/// are) and the tabs, then a line.
fn tab_row(ui: &mut egui::Ui, tab: &mut Tab, short: bool, p: &Palette) {
    let title_size = if short { size::TITLE } else { size::BANNER };
    ui.horizontal_wrapped(|ui| {
        if !short {
            let title = egui::RichText::new(t!("history-title"))
                .size(title_size)
                .strong();
            ui.label(title.color(p.accent));
        }
        let tabs_shown = [
            (Tab::Games, t!("history-tab-games")),
            (Tab::Stats, t!("history-tab-stats")),
            (Tab::Dice, t!("history-tab-dice")),
        ];
        for (shown, title) in tabs_shown {
            let text = egui::RichText::new(title).size(size::NAME);
            ui.selectable_value(tab, shown, text);
        }
    });
    ui.separator();
}

/// What the history screen was asked for this frame.
#[derive(Debug, Default)]
pub struct HistoryAsks {
    /// A kept game to watch again.
    pub watch: Option<WatchGame>,
    /// A kept game to print.
    pub print: Option<GameRecord>,
    /// Back to the setup screen.
    pub back: bool,
}

fn draw_history(
    mut contexts: EguiContexts,
    mut view: ResMut<HistoryView>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
    mut watch: MessageWriter<WatchGame>,
    mut print: MessageWriter<PrintCard>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let view = &mut *view;
    let mut asked = HistoryAsks::default();
    history_screen(
        ctx,
        &mut view.tabs,
        view.listing.latest(),
        (&mut view.stats, &view.dice),
        &p,
        &mut asked,
    );
    if let Some(game) = asked.watch {
        watch.write(game);
    }
    if let Some(record) = asked.print {
        print.write(PrintCard(record));
    }
    if asked.back {
        actions.write(GameAction::BackToSetup);
    }
    Ok(())
}

/// The kept games, newest first, and the files that are not games: a table where it
/// fits, else two lines a game.
fn games(ui: &mut egui::Ui, listing: &Listing, p: &Palette, asked: &mut HistoryAsks) {
    if let Some(e) = &listing.folder_error {
        ui.add(egui::Label::new(egui::RichText::new(format!("⚠ {e}")).color(p.bad)).wrap());
    }
    if listing.entries.is_empty() && listing.unreadable.is_empty() {
        let none = egui::RichText::new(t!("history-none")).size(size::CARD);
        let scroll = egui::ScrollArea::vertical()
            .id_salt("no-kept-games")
            .show(ui, |ui| ui.add(egui::Label::new(none).wrap()));
        noted(ui.ctx(), scroll);
        return;
    }
    // One line however many: a short window keeps its room for the games.
    if !listing.unreadable.is_empty() {
        let forms = present::unreadable_files(
            &listing
                .unreadable
                .iter()
                .map(|u| (u.file.as_str(), u.reason.to_string()))
                .collect::<Vec<_>>(),
        );
        let line = fitted_text(ui, &forms, &[size::NOTE, size::SMALL], p.bad);
        let all: Vec<String> = listing
            .unreadable
            .iter()
            .map(|u| format!("{}: {}", u.file, u.reason))
            .collect();
        line.on_hover_text(all.join("\n"));
    }
    if ui.available_width() >= TABLE_WIDTH {
        games_table(ui, listing, asked);
    } else {
        games_list(ui, listing, asked);
    }
}

/// Width (points) from which the games are a table with a column each.
const TABLE_WIDTH: f32 = 900.0;

/// The games as a table; only the rows in view are laid out, so ten thousand kept games
/// scroll smoothly.
fn games_table(ui: &mut egui::Ui, listing: &Listing, asked: &mut HistoryAsks) {
    let row_height = ui.text_style_height(&egui::TextStyle::Button) + ROW_GAP;
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::vertical()
            .id_salt("kept-games")
            .auto_shrink([false, false])
            .min_scrolled_height(row_height)
            .show_rows(ui, row_height, listing.entries.len() + 1, |ui, rows| {
                egui::Grid::new("kept-games")
                    .striped(true)
                    .min_row_height(row_height - ROW_GAP)
                    .spacing([18.0, ROW_GAP])
                    .show(ui, |ui| {
                        for row in rows {
                            match row.checked_sub(1).and_then(|i| listing.entries.get(i)) {
                                Some(entry) => game_row(ui, entry, asked),
                                None => {
                                    let titles = ["finished", "game", "players", "result"]
                                        .map(|c| t!("history-column", column = c));
                                    // The last column, the buttons', has no heading.
                                    for title in titles.into_iter().chain([String::new()]) {
                                        ui.label(
                                            egui::RichText::new(title).size(size::BODY).strong(),
                                        );
                                    }
                                    ui.end_row();
                                }
                            }
                        }
                    });
            }),
    );
}

/// The games in a narrow window: the Watch button and two lines a game, the players'
/// names shortened to fit ("Ann, Ben and 6 more").
fn games_list(ui: &mut egui::Ui, listing: &Listing, asked: &mut HistoryAsks) {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let row_height = 2.0 * line + ROW_GAP + ui.spacing().item_spacing.y;
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::vertical()
            .id_salt("kept-games-list")
            .auto_shrink([false, false])
            .min_scrolled_height(row_height / 2.0)
            .show_rows(ui, row_height, listing.entries.len(), |ui, rows| {
                for entry in rows.filter_map(|i| listing.entries.get(i)) {
                    ui.horizontal(|ui| {
                        ui.set_height(row_height - ROW_GAP);
                        game_buttons(ui, entry, asked);
                        ui.vertical(|ui| {
                            let when = format!("{} · {}", finished(entry), title(entry));
                            fitted_text(
                                ui,
                                &[when.clone(), finished(entry)],
                                &[size::BODY],
                                ui.visuals().text_color(),
                            );
                            let forms = present::players_and_result(
                                &entry.record.setup.players,
                                &result(entry),
                            );
                            fitted_text(ui, &forms, &[size::BODY], ui.visuals().weak_text_color());
                        });
                    });
                    ui.add_space(ROW_GAP);
                }
            }),
    );
}

fn finished(entry: &Entry) -> String {
    entry.when().map_or_else(
        || "?".to_string(),
        |t| {
            t!(
                "history-when",
                day = present::date(t),
                time = present::clock(t)
            )
        },
    )
}

fn title(entry: &Entry) -> String {
    present::game_title(entry.record.setup.game)
}

fn result(entry: &Entry) -> String {
    match entry.record.setup.game {
        GameKind::StraightGolf => t!(
            "history-won-by",
            names = entry.winners().join(&t!("log-names-joiner")),
            count = entry.winners().len()
        ),
        GameKind::SlamDice => t!("history-lost", name = entry.loser().unwrap_or("?")),
    }
}

fn watch_game(entry: &Entry) -> WatchGame {
    WatchGame {
        record: entry.record.clone(),
        file: entry.file.clone(),
    }
}

fn game_row(ui: &mut egui::Ui, entry: &Entry, asked: &mut HistoryAsks) {
    let setup = &entry.record.setup;
    ui.label(egui::RichText::new(finished(entry)).size(size::BODY));
    ui.label(egui::RichText::new(title(entry)).size(size::BODY));
    ui.label(egui::RichText::new(setup.players.join(&t!("list-separator"))).size(size::BODY));
    ui.label(egui::RichText::new(result(entry)).size(size::BODY));
    ui.horizontal(|ui| game_buttons(ui, entry, asked));
    ui.end_row();
}

/// A kept game's buttons: watch it again, print its card.
fn game_buttons(ui: &mut egui::Ui, entry: &Entry, asked: &mut HistoryAsks) {
    if ui.button(t!("history-watch")).clicked() {
        asked.watch = Some(watch_game(entry));
    }
    let print = ui
        .button(t!("history-print"))
        .on_hover_text(t!("print-card-hint"));
    if print.clicked() {
        asked.print = Some(entry.record.clone());
    }
}

/// The statistics per player; a click on a heading sorts by it, a second click reverses.
/// A table wider than the window scrolls sideways.
fn stats_table(
    ui: &mut egui::Ui,
    players: &mut [PlayerStats],
    sort: &mut Option<(StatColumn, bool)>,
) {
    if players.is_empty() {
        ui.label(egui::RichText::new(t!("history-no-stats")).size(size::CARD));
        return;
    }
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::both()
            .id_salt("stats")
            .auto_shrink([false, false])
            .min_scrolled_height(size::BODY * 2.0)
            .show(ui, |ui| {
                egui::Grid::new("stats")
                    .striped(true)
                    .spacing([16.0, 8.0])
                    .show(ui, |ui| {
                        for column in StatColumn::ALL {
                            let arrow = match *sort {
                                Some((c, true)) if c == column => " ▼",
                                Some((c, false)) if c == column => " ▲",
                                _ => "",
                            };
                            let title = egui::RichText::new(format!(
                                "{}{arrow}",
                                present::stat_title(column)
                            ))
                            .size(size::BODY)
                            .strong();
                            if ui.add(egui::Button::new(title).frame(false)).clicked() {
                                // Names sort A to Z first, numbers highest first.
                                let descending = match *sort {
                                    Some((c, d)) if c == column => !d,
                                    _ => column != StatColumn::Name,
                                };
                                *sort = Some((column, descending));
                                sort_players(players, column, descending);
                            }
                        }
                        ui.end_row();
                        for p in players.iter() {
                            for column in StatColumn::ALL {
                                ui.label(
                                    egui::RichText::new(present::stat_cell(column, p))
                                        .size(size::BODY),
                                );
                            }
                            ui.end_row();
                        }
                    });
            }),
    );
}

/// Asks the history screen to show a tab (the scripted screenshot run does).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ShowTab(pub Tab);

fn show_tab(mut asked: MessageReader<ShowTab>, mut view: ResMut<HistoryView>) {
    if let Some(ShowTab(tab)) = asked.read().last() {
        view.tabs.tab = *tab;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HistoryView>()
        .add_message::<ShowTab>()
        .add_systems(Update, show_tab)
        .add_systems(OnEnter(Screen::History), read_history)
        .add_systems(
            EguiPrimaryContextPass,
            (collect_history, draw_history)
                .chain()
                .run_if(in_state(Screen::History))
                .in_set(AppSystems::UiWindows),
        );
}
