//! The history screen (H on the setup screen): every kept game, newest first, each one
//! watched again on a click; files that are not kept games with the reason; and the
//! players' statistics, sortable by any column. The folder is read off the frame loop.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::theme::{Palette, call_button, current_palette, size};
use crate::game::{GameAction, Screen, WatchGame};
use crate::history::{self, Entry, Listing, PlayerStats, StatColumn, sort_players};
use crate::present;
use crate::rules::GameKind;
use crate::services::{AutosavePath, SettingsStore};

/// Space between the rows of the games list.
const ROW_GAP: f32 = 8.0;
/// Share of the window the screen's card takes.
const CARD_SHARE: f32 = 0.92;

/// Which half of the screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Tab {
    /// The kept games.
    #[default]
    Games,
    /// The players' statistics.
    Stats,
}

/// What the screen shows, and the folder being read.
#[derive(Resource, Default)]
struct HistoryView {
    listing: Option<Listing>,
    stats: Vec<PlayerStats>,
    reading: Option<Task<Listing>>,
    tab: Tab,
    sort: Option<(StatColumn, bool)>,
}

/// Starts reading the history folder beside the autosave.
fn read_history(mut view: ResMut<HistoryView>, autosave: Res<AutosavePath>) {
    view.listing = None;
    view.stats.clear();
    view.reading = autosave
        .history_dir()
        .map(|dir| AsyncComputeTaskPool::get().spawn(async move { history::list(&dir) }));
    if view.reading.is_none() {
        view.listing = Some(Listing::default());
    }
}

/// Takes the folder's listing once read, with the statistics added up from it.
fn collect_history(
    mut view: ResMut<HistoryView>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(task) = view.reading.as_mut() else {
        return;
    };
    redraw.write(bevy::window::RequestRedraw);
    if let Some(listing) = check_ready(task) {
        view.stats = history::stats(&listing.entries).players;
        if let Some((column, descending)) = view.sort {
            sort_players(&mut view.stats, column, descending);
        }
        view.listing = Some(listing);
        view.reading = None;
    }
}

fn draw_history(
    mut contexts: EguiContexts,
    mut view: ResMut<HistoryView>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
    mut watch: MessageWriter<WatchGame>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let screen = ctx.viewport_rect();
    egui::Window::new("History")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size(screen.size() * CARD_SHARE - egui::vec2(48.0, 48.0))
        .collapsible(false)
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(p.panel)
                .inner_margin(egui::Margin::same(20)),
        )
        .show(ctx, |ui| {
            heading(ui, &mut view, &p, &mut actions);
            ui.separator();
            let view = &mut *view;
            match (&view.listing, view.tab) {
                (None, _) => {
                    ui.label(egui::RichText::new("Reading the kept games…").size(size::CARD));
                }
                (Some(listing), Tab::Games) => games(ui, listing, &p, &mut watch),
                (Some(_), Tab::Stats) => stats_table(ui, &mut view.stats, &mut view.sort),
            }
        });
    Ok(())
}

fn heading(
    ui: &mut egui::Ui,
    view: &mut HistoryView,
    p: &Palette,
    actions: &mut MessageWriter<GameAction>,
) {
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new("History")
                .size(size::BANNER)
                .strong()
                .color(p.accent),
        );
        for (tab, title) in [(Tab::Games, "Games"), (Tab::Stats, "Stats")] {
            let text = egui::RichText::new(title).size(size::NAME);
            ui.selectable_value(&mut view.tab, tab, text);
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .add(call_button("◀ Back to setup", size::NAME, p))
                .clicked()
            {
                actions.write(GameAction::BackToSetup);
            }
        });
    });
}

/// The kept games, newest first, and the files that are not games.
fn games(ui: &mut egui::Ui, listing: &Listing, p: &Palette, watch: &mut MessageWriter<WatchGame>) {
    if let Some(e) = &listing.folder_error {
        ui.label(egui::RichText::new(format!("⚠ {e}")).color(p.bad));
    }
    if listing.entries.is_empty() && listing.unreadable.is_empty() {
        ui.label(
            egui::RichText::new(
                "No finished games yet: every game played to the end is kept here.",
            )
            .size(size::CARD),
        );
        return;
    }
    for bad in &listing.unreadable {
        let text = format!("⚠ {} — unreadable: {}", bad.file, bad.reason);
        ui.label(egui::RichText::new(text).size(size::NOTE).color(p.bad));
    }
    // Only the rows in view are laid out, so ten thousand kept games scroll smoothly.
    let row_height = ui.text_style_height(&egui::TextStyle::Button) + ROW_GAP;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show_rows(ui, row_height, listing.entries.len() + 1, |ui, rows| {
            egui::Grid::new("kept-games")
                .striped(true)
                .min_row_height(row_height - ROW_GAP)
                .spacing([18.0, ROW_GAP])
                .show(ui, |ui| {
                    for row in rows {
                        match row.checked_sub(1).and_then(|i| listing.entries.get(i)) {
                            Some(entry) => game_row(ui, entry, watch),
                            None => {
                                for title in ["Finished", "Game", "Players", "Result", ""] {
                                    ui.label(egui::RichText::new(title).size(size::BODY).strong());
                                }
                                ui.end_row();
                            }
                        }
                    }
                });
        });
}

fn game_row(ui: &mut egui::Ui, entry: &Entry, watch: &mut MessageWriter<WatchGame>) {
    let when = entry
        .when()
        .map_or_else(|| "?".to_string(), |t| t.to_string());
    ui.label(egui::RichText::new(when.replace('T', " ").replace('Z', " UTC")).size(size::BODY));
    let setup = &entry.record.setup;
    ui.label(egui::RichText::new(present::game_title(setup.game)).size(size::BODY));
    ui.label(egui::RichText::new(setup.players.join(", ")).size(size::BODY));
    let result = match setup.game {
        GameKind::StraightGolf => format!("won by {}", entry.winners().join(" and ")),
        GameKind::SlamDice => format!("{} lost", entry.loser().unwrap_or("?")),
    };
    ui.label(egui::RichText::new(result).size(size::BODY));
    if ui.button("▶ Watch").clicked() {
        watch.write(WatchGame {
            record: entry.record.clone(),
            file: entry.file.clone(),
        });
    }
    ui.end_row();
}

/// The statistics per player; a click on a heading sorts by it, a second click reverses.
fn stats_table(
    ui: &mut egui::Ui,
    players: &mut [PlayerStats],
    sort: &mut Option<(StatColumn, bool)>,
) {
    if players.is_empty() {
        ui.label(egui::RichText::new("No statistics yet.").size(size::CARD));
        return;
    }
    egui::ScrollArea::both()
        .auto_shrink([false, false])
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
                        let title = egui::RichText::new(format!("{}{arrow}", column.title()))
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
                            ui.label(egui::RichText::new(column.cell(p)).size(size::BODY));
                        }
                        ui.end_row();
                    }
                });
        });
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HistoryView>()
        .add_systems(OnEnter(Screen::History), read_history)
        .add_systems(
            EguiPrimaryContextPass,
            (collect_history, draw_history)
                .chain()
                .run_if(in_state(Screen::History))
                .in_set(UiSystems::Windows),
        );
}
