//! The game-over screen: the verdict (the loser, or the winners), the biggest swing in a
//! sentence over the win-story, the final sheet, every player's luck and the audience's
//! leaderboard and calibration (when it played along), with
//! "Play again", "New setup" and "Print card" at the bottom, always in view.

use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::audience_board::audience_part;
use super::layout::screen_room;
use super::sheet::{golf_card, slam_sheet};
use super::story_chart::{ChartLook, story_chart};
use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, fitted_text, screen_card,
    short_screen, size, tone_colour,
};
use crate::audience::Lesson;
use crate::frame::AppSystems;
use crate::game::{GameAction, Screen, Session, StoryView, ToldStory};
use crate::present::Headline;
use crate::printing::PrintCard;
use crate::rules::Game;
use crate::stores::SettingsStore;

/// Width of the card where the window has room.
const WIDTH: f32 = 680.0;

/// What the game-over sheet was asked for this frame.
#[derive(Debug, Default)]
pub struct GameOverAsks {
    /// The buttons that move the game along.
    pub actions: Vec<GameAction>,
    /// The card, on paper.
    pub print: bool,
}

/// The game-over card for `game`, with its story once worked out; the buttons clicked
/// go to `asks`.
pub fn game_over_screen(
    ctx: &egui::Context,
    (game, audience): (&Game, Option<&Lesson>),
    story: Option<&ToldStory>,
    p: &Palette,
    asks: &mut GameOverAsks,
) -> CardPlaces {
    let verdict = crate::present::verdict(game).unwrap_or_default();
    let short = short_screen(ctx);
    let chart_height = (screen_room(ctx).height() * CHART_SHARE).clamp(CHART_LEAST, CHART_MOST);
    let mut print_in_body = false;
    let body = |ui: &mut egui::Ui| {
        story_part(ui, story, chart_height, p);
        match game {
            Game::Golf(g) => golf_card(ui, g, p),
            Game::Slam(g) => slam_sheet(ui, g, p),
        };
        // The audience's board and its lesson before the players' luck: a class that
        // played along reads it first.
        if let Some(audience) = audience {
            audience_part(ui, audience, p);
        }
        if let Some(story) = story {
            luck_part(ui, story, p);
        }
        if short {
            ui.add_space(6.0);
            print_button(ui, &mut print_in_body);
        }
    };
    let places = screen_card(
        ctx,
        CardSpec::centred("game-over", WIDTH),
        p,
        |ui| verdict_part(ui, &verdict, short, p),
        body,
        |ui| footer(ui, short, p, asks),
    );
    asks.print |= print_in_body;
    places
}

/// "Game over" (where the window has room) over the verdict, as large as it fits.
fn verdict_part(ui: &mut egui::Ui, verdict: &Headline, short: bool, p: &Palette) {
    ui.vertical_centered(|ui| {
        // A short window leaves the verdict alone: it says the game is over.
        if !short {
            let over = egui::RichText::new(t!("game-over-title"))
                .size(size::CALL)
                .color(p.weak);
            ui.label(over);
        }
        let sizes: &[f32] = if short {
            &[size::BANNER, size::TITLE, size::NAME]
        } else {
            &[size::VERDICT, size::SPLASH, size::BANNER, size::CALL]
        };
        let colour = tone_colour(verdict.tone, p);
        fitted_text(ui, std::slice::from_ref(&verdict.title), sizes, colour);
    });
}

/// Every player's luck, a line each, under its heading (nothing when there is none).
fn luck_part(ui: &mut egui::Ui, story: &ToldStory, p: &Palette) {
    if story.luck.is_empty() {
        return;
    }
    ui.add_space(6.0);
    let heading = egui::RichText::new(t!("game-over-luck")).size(size::CARD);
    ui.label(heading.strong());
    for line in &story.luck {
        let text = egui::RichText::new(line).size(size::NOTE).color(p.weak);
        ui.add(egui::Label::new(text).wrap());
    }
}

/// Play again, New setup and (where the window is not short) Print card.
fn footer(ui: &mut egui::Ui, short: bool, p: &Palette, asks: &mut GameOverAsks) {
    ui.horizontal_wrapped(|ui| {
        let again = if short {
            t!("game-over-play-again-short")
        } else {
            t!("game-over-play-again")
        };
        if ui.add(call_button(&again, size::TITLE, p)).clicked() {
            asks.actions.push(GameAction::PlayAgain);
        }
        let setup = egui::RichText::new(t!("game-over-new-setup")).size(size::CARD);
        if ui.button(setup).clicked() {
            asks.actions.push(GameAction::BackToSetup);
        }
        // A short window keeps the footer to one row: printing is in the body there.
        if !short {
            print_button(ui, &mut asks.print);
        }
    });
}

/// The *Print card* button.
fn print_button(ui: &mut egui::Ui, asked: &mut bool) {
    let print = egui::RichText::new(t!("print-card-button")).size(size::CARD);
    let print = ui.button(print).on_hover_text(t!("print-card-hint"));
    *asked |= print.clicked();
}

/// Share of the window's height the chart takes, between [`CHART_LEAST`] and
/// [`CHART_MOST`] points.
const CHART_SHARE: f32 = 0.26;
/// The chart's least height: a short window still sees the lines part.
const CHART_LEAST: f32 = 70.0;
/// The chart's greatest height.
const CHART_MOST: f32 = 240.0;

/// The biggest swing in a sentence over the story (or a line saying the story
/// is still being worked out).
fn story_part(ui: &mut egui::Ui, story: Option<&ToldStory>, height: f32, p: &Palette) {
    let Some(story) = story else {
        let text = egui::RichText::new(t!("game-over-working-out")).color(p.weak);
        ui.label(text.size(size::NOTE));
        return;
    };
    if let Some(swing) = &story.swing {
        ui.add(egui::Label::new(egui::RichText::new(swing).size(size::CARD)).wrap());
    }
    ui.label(
        egui::RichText::new(crate::present::chart_title(story.game()))
            .size(size::NOTE)
            .color(p.weak),
    );
    let look = ChartLook {
        id: "game-over-chart",
        height,
        marker: None,
        axes: true,
        legend: true,
    };
    story_chart(ui, story, look, p);
    ui.add_space(6.0);
}

fn draw_game_over(
    mut contexts: EguiContexts,
    session: Res<Session>,
    store: Res<SettingsStore>,
    story: Res<StoryView>,
    mut actions: MessageWriter<GameAction>,
    mut print: MessageWriter<PrintCard>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut asked = GameOverAsks::default();
    // Only a story of every roll: one a roll behind would end before the verdict.
    let story = story.story().filter(|_| story.is_current());
    let p = current_palette(&store);
    // The game's record keeps its audience's lesson once the last throw settled it.
    let audience = session.record.audience.as_ref();
    game_over_screen(ctx, (&session.game, audience), story, &p, &mut asked);
    actions.write_batch(asked.actions);
    if asked.print {
        print.write(PrintCard(session.record.clone()));
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_game_over
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Session>))
            .in_set(AppSystems::UiWindows),
    );
}
