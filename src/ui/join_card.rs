//! The phones' join card, over whatever the window shows (J, or the setup screen's
//! "Join screen" button; it opens by itself when phones are turned on, and gives way to
//! the table when a game starts, where the join badge stays in a corner): the page's
//! address, its QR code (with the room code in it) large enough to scan across a room,
//! the room code in big letters, the room's state at a glance (open or locked, seats on
//! phones, spectators, phones waiting for the host's answer, blocked phones), and who holds
//! each seat, with buttons for the host to free a seat or block its phone, and to lock
//! the room (K). Its first button has the keyboard's focus, so Enter does what it says.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::join_online::{OnlineAsk, OnlineCard, online_part};
use super::layout::screen_room;
use super::qr::paint_qr;
use super::theme::{
    CardPlaces, CardSpec, Palette, button_width, call_button, current_palette, fitted_text,
    fitting, player_mark, screen_card, short_screen, size, spoken_as,
};
use crate::frame::AppSystems;
use crate::game::{GameAction, OnlineLink, Phones, PhonesSwitch, Screen, Session};
use crate::notices::Notices;
use crate::phones::{PhoneAt, QrMatrix};
use crate::stores::SettingsStore;
use crate::t;

/// Online, the LAN's QR code gives the link's half the room in view only while it stays
/// this large (points); below, the link's part comes after it, scrolled to.
const SHARED_QR: f32 = 170.0;
/// Width of the card where the window has room.
const WIDTH: f32 = 900.0;
/// The largest QR code, in points: big enough to scan across a room from a television
/// at 100 %, and leaving the first seats in view under it.
const MOST_QR: f32 = 360.0;
/// The smallest QR code, in points (about 4 physical pixels a module at 100 %).
const LEAST_QR: f32 = 96.0;
/// The most of the card's width the QR code takes: the room code and the address stand
/// beside it.
const QR_SHARE: f32 = 0.5;
/// A window shorter than this (in points) keeps the room's state out of the card's
/// header, in its body, so that the QR code keeps its size.
const ROOMY: f32 = 560.0;
/// Wrong room codes from which the card warns that someone may be guessing (a
/// classroom mistypes a few).
const GUESSING: u64 = 10;
/// Sizes of the room code's letters, largest first.
const CODE_SIZES: [f32; 8] = [160.0, 140.0, 120.0, 96.0, 72.0, 52.0, 40.0, 28.0];

/// Whether the join card is open, and whether its first button is still to be given
/// the keyboard's focus (as it opens).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct JoinScreenOpen {
    /// The card is over the screen.
    pub open: bool,
    /// Its first button takes the focus on the next pass.
    focus: bool,
}

impl JoinScreenOpen {
    fn set(&mut self, open: bool) {
        self.focus = open && !self.open;
        self.open = open;
    }
}

/// What the join screen shows.
#[derive(Debug, Clone, Copy)]
pub struct JoinView<'a> {
    /// The page's address, `http://ADDRESS:PORT/`; `None` while phones are off.
    pub url: Option<&'a str>,
    /// The room code.
    pub code: &'a str,
    /// The QR code of the address with the room code.
    pub qr: Option<&'a QrMatrix>,
    /// The seats: each player's name and whether a phone holds it.
    pub seats: &'a [(String, PhoneAt)],
    /// Browsers in the room without a seat.
    pub spectators: usize,
    /// The host locked the room.
    pub locked: bool,
    /// Phones waiting for the host's answer, by the name each asks for.
    pub asking: &'a [String],
    /// Phones the host blocked, by the name of the seat each held.
    pub blocked: &'a [String],
    /// Wrong room codes typed so far: many means someone is guessing.
    pub wrong_codes: u64,
    /// A game is on behind the card (the first button goes back to it); else the setup
    /// screen is (the first button starts the game).
    pub in_game: bool,
    /// The first button takes the keyboard's focus now.
    pub focus: bool,
    /// The online room, while phones may also come through a broker.
    pub online: Option<OnlineCard<'a>>,
}

/// What the host asked for on the join screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinAsk {
    /// Close it.
    Close,
    /// Start the game (the card then gives way to the table).
    Start,
    /// Turn phones on or off.
    Toggle,
    /// Free this seat.
    Free(usize),
    /// Block the phone of this seat.
    Block(usize),
    /// Block every spectator now.
    BlockSpectators,
    /// Lock the room, or open it again.
    Lock,
    /// Accept (`true`) or refuse the phone that asks to join.
    Answer(bool),
    /// Something in the online part.
    Online(OnlineAsk),
}

/// The join screen for `view`; what the host clicked goes to `asks`.
pub fn join_screen(
    ctx: &egui::Context,
    view: JoinView,
    p: &Palette,
    asks: &mut Vec<JoinAsk>,
) -> CardPlaces {
    let spec = CardSpec::centred("join", WIDTH);
    let short = short_screen(ctx);
    // A short window gives the QR code the header's room: the code says what it is, and
    // the room's state and the question of a phone that asks follow in the body.
    let roomy = screen_room(ctx).height() >= ROOMY;
    let mut headed = None;
    let header = |ui: &mut egui::Ui| {
        if short {
            return;
        }
        headed = card_header(ui, &view, roomy, p);
    };
    let mut freed = None;
    let body = |ui: &mut egui::Ui| match view.url {
        Some(url) => {
            let side = where_to_join(ui, &view, url, p);
            let online = view
                .online
                .as_ref()
                .and_then(|card| online_part(ui, card, side, p));
            ui.separator();
            freed = online.map(JoinAsk::Online);
            let lock = room_state(ui, &view, !roomy, p);
            freed = freed.or(seats(ui, &view, p)).or(lock);
        }
        None => {
            let off = t!("join-phones-off");
            ui.add(egui::Label::new(egui::RichText::new(off).size(size::CARD)).wrap());
        }
    };
    let mut clicked = None;
    let footer = |ui: &mut egui::Ui| clicked = buttons(ui, &view, short, p);
    let places = screen_card(ctx, spec, p, header, body, footer);
    asks.extend(headed);
    asks.extend(freed);
    asks.extend(clicked);
    places
}

/// The card's buttons: the first (with the keyboard's focus as the card opens) starts
/// the game or goes back to the table; then close, and phones off or on. What was
/// clicked.
fn buttons(ui: &mut egui::Ui, view: &JoinView, short: bool, p: &Palette) -> Option<JoinAsk> {
    ui.horizontal_wrapped(|ui| {
        // A short window has no header: a phone's question takes the buttons' place until
        // the host answers.
        if short && let Some(name) = view.asking.first() {
            let name = cut_name(name);
            return answer_buttons(ui, &name, &t!("join-accept-name", name = &name), p);
        }
        let main = main_buttons(ui, view, short, p);
        let toggle = phones_toggle(ui, view.url.is_some());
        toggle.or(main)
    })
    .inner
}

/// A name cut to ten characters (the last an ellipsis) for a short window's row.
fn cut_name(name: &str) -> String {
    if name.chars().count() > 10 {
        name.chars().take(9).chain(['…']).collect()
    } else {
        name.to_string()
    }
}

/// Start (or Back to the table, in a game), and Close before a game: what was clicked.
fn main_buttons(ui: &mut egui::Ui, view: &JoinView, short: bool, p: &Palette) -> Option<JoinAsk> {
    let mut asked = None;
    let at = if short { size::CARD } else { size::TITLE };
    let (main, ask) = match (view.in_game, short) {
        (true, false) => (t!("join-back-key"), JoinAsk::Close),
        (true, true) => (t!("join-back"), JoinAsk::Close),
        (false, false) => (t!("join-start-key"), JoinAsk::Start),
        (false, true) => (t!("join-start"), JoinAsk::Start),
    };
    let main = ui.add(call_button(&main, at, p));
    if view.focus {
        main.request_focus();
    }
    if main.clicked() {
        asked = Some(ask);
    }
    let close = match (view.in_game, short) {
        (true, _) => None,
        (false, false) => Some(t!("join-close-key")),
        (false, true) => Some(t!("join-close")),
    };
    if let Some(close) = close
        && ui
            .button(egui::RichText::new(close).size(size::CARD))
            .clicked()
    {
        asked = Some(JoinAsk::Close);
    }
    asked
}

/// Phones off (while they are `on`) or on, in the short form where a language's words
/// are longer than the row's room: whether it was clicked.
fn phones_toggle(ui: &mut egui::Ui, on: bool) -> Option<JoinAsk> {
    let (long, short, said) = if on {
        (
            t!("join-phones-off-button"),
            t!("join-phones-off-short"),
            t!("join-phones-off-spoken"),
        )
    } else {
        (
            t!("join-phones-on-button"),
            t!("join-phones-on-short"),
            t!("join-phones-on-spoken"),
        )
    };
    let room = ui.available_width();
    let label = fitting(
        &long,
        &short,
        |t| button_width(ui, t, Some(size::CARD)),
        room,
    );
    let toggle = ui.button(egui::RichText::new(label).size(size::CARD));
    spoken_as(&toggle, egui::WidgetType::Button, &said);
    toggle
        .on_hover_text(said)
        .clicked()
        .then_some(JoinAsk::Toggle)
}

/// The card's header: the title, or the question of the phone that asks to join with
/// Accept and Refuse; under it the room at a glance with the button that locks it.
fn card_header(ui: &mut egui::Ui, view: &JoinView, roomy: bool, p: &Palette) -> Option<JoinAsk> {
    let mut asked = None;
    match view.asking.first() {
        Some(name) => {
            ui.horizontal_wrapped(|ui| {
                // Where room is short the others waiting are counted in the body.
                let more = if roomy { view.asking.len() - 1 } else { 0 };
                let question = join_question(name, more);
                ui.label(
                    egui::RichText::new(question)
                        .size(if roomy { size::TITLE } else { size::CARD })
                        .strong()
                        .color(p.accent),
                );
                asked = answer_buttons(ui, name, &t!("join-accept"), p);
            });
        }
        None => {
            let title = [
                t!("join-title-long"),
                t!("join-title-short"),
                t!("join-title-word"),
            ];
            let sizes = [size::BANNER, size::TITLE];
            ui.vertical_centered(|ui| fitted_text(ui, &title, &sizes, p.accent));
        }
    }
    if roomy && view.url.is_some() {
        ui.horizontal_wrapped(|ui| {
            if lock_button(ui, view.locked) {
                asked = Some(JoinAsk::Lock);
            }
            let colour = if view.locked { p.bad } else { p.good };
            let summary = egui::RichText::new(room_summary(view))
                .size(size::CARD)
                .color(colour);
            ui.add(egui::Label::new(summary).wrap());
        });
    }
    asked
}

/// The question for the oldest phone waiting, and how many wait after it.
pub(crate) fn join_question(name: &str, more: usize) -> String {
    t!("join-question", name = name, more = more)
}

/// Accept (labelled `accept`, Y) and Refuse (N) for the phone that asks as `name`; the
/// answer clicked.
pub(crate) fn answer_buttons(
    ui: &mut egui::Ui,
    name: &str,
    accept: &str,
    p: &Palette,
) -> Option<JoinAsk> {
    let yes = ui.add(call_button(accept, size::CARD, p));
    spoken_as(
        &yes,
        egui::WidgetType::Button,
        &t!("join-accept-spoken", name = name),
    );
    let no = ui.button(egui::RichText::new(t!("join-refuse")).size(size::CARD));
    spoken_as(
        &no,
        egui::WidgetType::Button,
        &t!("join-refuse-spoken", name = name),
    );
    if yes.clicked() {
        Some(JoinAsk::Answer(true))
    } else if no.clicked() {
        Some(JoinAsk::Answer(false))
    } else {
        None
    }
}

/// The button that locks the room or opens it again; whether it was clicked.
fn lock_button(ui: &mut egui::Ui, locked: bool) -> bool {
    let (text, said) = match locked {
        true => (t!("join-open-room-key"), t!("join-open-room")),
        false => (t!("join-lock-room-key"), t!("join-lock-room")),
    };
    let button = ui.button(egui::RichText::new(text).size(size::CARD));
    spoken_as(&button, egui::WidgetType::Button, &said);
    button.on_hover_text(t!("join-lock-hint")).clicked()
}

/// The room in one line: "🔒 Locked · 1 of 3 seats on a phone · 1 spectator · 1 blocked".
pub(crate) fn room_summary(view: &JoinView) -> String {
    let held = crate::phones::seated(view.seats.iter().map(|(_, at)| at));
    let mut parts = vec![
        if view.locked {
            t!("join-summary-locked")
        } else {
            t!("join-summary-open")
        },
        t!("join-summary-seats", held = held, seats = view.seats.len()),
    ];
    if view.spectators > 0 {
        parts.push(t!("join-summary-spectators", n = view.spectators));
    }
    if !view.asking.is_empty() {
        parts.push(t!("join-summary-waiting", n = view.asking.len()));
    }
    if !view.blocked.is_empty() {
        parts.push(t!("join-summary-blocked", n = view.blocked.len()));
    }
    if view.wrong_codes >= GUESSING {
        parts.push(t!("join-summary-wrong-codes", n = view.wrong_codes));
    }
    parts.join(&t!("join-summary-separator"))
}

/// The room at a glance: open or locked, phones waiting for an answer, blocked phones.
pub(crate) fn room_state_lines(view: &JoinView) -> Vec<String> {
    let mut lines = vec![match view.locked {
        true => t!("join-state-locked"),
        false => t!("join-state-open"),
    }];
    if let Some(first) = view.asking.first() {
        let more = view.asking.len() - 1;
        lines.push(t!("join-state-waiting", name = first, more = more));
    }
    if view.wrong_codes >= GUESSING {
        lines.push(t!("join-state-guessing", n = view.wrong_codes));
    }
    if !view.blocked.is_empty() {
        let names = view.blocked.join(&t!("join-state-blocked-separator"));
        let n = view.blocked.len();
        lines.push(t!("join-state-blocked", names = names, n = n));
    }
    lines
}

/// The room's state line by line; in a window without room for it in the header, with
/// the button that locks the room (a short window's footer asks a phone's question).
/// Whether the button was clicked.
fn room_state(ui: &mut egui::Ui, view: &JoinView, tight: bool, p: &Palette) -> Option<JoinAsk> {
    let mut asked = None;
    if tight && lock_button(ui, view.locked) {
        asked = Some(JoinAsk::Lock);
    }
    for (i, line) in room_state_lines(view).into_iter().enumerate() {
        let colour = match (i, view.locked) {
            (0, true) => p.bad,
            (0, false) => p.good,
            _ => p.text,
        };
        let text = egui::RichText::new(line).size(size::CARD).color(colour);
        ui.add(egui::Label::new(text).wrap());
    }
    asked
}

/// The QR code and beside it the room code and the address, as large as the card's
/// body shows without scrolling (its scroll area's clip is the room in view); the way to
/// join under them.
fn where_to_join(ui: &mut egui::Ui, view: &JoinView, url: &str, p: &Palette) -> f32 {
    let width = ui.available_width();
    let in_view = ui.clip_rect().bottom() - ui.cursor().top() - ui.spacing().item_spacing.y;
    // Online, the link's QR code comes under this one: each takes half the room in view
    // where half is still large; in a short window the link's part scrolls instead.
    let halved = view.online.is_some() && in_view * 0.5 >= SHARED_QR;
    let share = if halved { 0.5 } else { 1.0 };
    let side = (in_view * share - ui.spacing().item_spacing.y)
        .min(width * QR_SHARE)
        .clamp(LEAST_QR, MOST_QR)
        .min(width * QR_SHARE);
    ui.horizontal(|ui| {
        qr_code(ui, view.qr, side, url, view.code);
        ui.vertical(|ui| code_and_address(ui, view.code, url, side, p));
    });
    let steps = t!("join-steps");
    ui.add(egui::Label::new(egui::RichText::new(steps).size(size::NOTE).color(p.weak)).wrap());
    side
}

/// The room code as large as fits the column's width and `height` with the address under
/// it, and the address.
fn code_and_address(ui: &mut egui::Ui, code: &str, url: &str, height: f32, p: &Palette) {
    let tall = |ui: &mut egui::Ui, text: &str, at: f32| {
        let font = egui::FontId::proportional(at);
        ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, p.text).size().y)
    };
    let address = [url.trim_end_matches('/').to_string()];
    let address_sizes = [size::TITLE, size::CARD, size::NOTE];
    let label = t!("join-room-code");
    let gap = 2.0 * ui.spacing().item_spacing.y;
    let taken = tall(ui, &label, size::NOTE) + tall(ui, &address[0], size::TITLE) + gap;
    let fits: Vec<f32> = CODE_SIZES
        .into_iter()
        .filter(|at| tall(ui, code, *at) <= height - taken)
        .collect();
    let sizes = if fits.is_empty() {
        &CODE_SIZES[CODE_SIZES.len() - 1..]
    } else {
        fits.as_slice()
    };
    ui.label(egui::RichText::new(label).size(size::NOTE).color(p.weak));
    let shown = fitted_text(ui, &[code.to_string()], sizes, p.text);
    spoken_as(
        &shown,
        egui::WidgetType::Label,
        &t!("join-room-code-spoken", code = spaced(code)),
    );
    fitted_text(ui, &address, &address_sizes, p.accent);
}

/// `A B C D`, so that a screen reader spells the code.
pub(super) fn spaced(code: &str) -> String {
    let letters: Vec<String> = code.chars().map(String::from).collect();
    letters.join(" ")
}

/// The QR code painted `side` points square, named for a screen reader.
fn qr_code(ui: &mut egui::Ui, qr: Option<&QrMatrix>, side: f32, url: &str, code: &str) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let name = t!("join-qr-spoken", url = url, code = code);
    spoken_as(&response, egui::WidgetType::Image, &name);
    if let Some(qr) = qr {
        paint_qr(ui, qr, rect);
    }
}

/// Who holds each seat, with "Free seat" and "Block" for a seat a phone holds; what the
/// host clicked, if anything.
fn seats(ui: &mut egui::Ui, view: &JoinView, p: &Palette) -> Option<JoinAsk> {
    let mut freed = None;
    let held = crate::phones::seated(view.seats.iter().map(|(_, at)| at));
    let seats = view.seats.len();
    let heading = t!(
        "join-seats",
        held = held,
        seats = seats,
        spectators = view.spectators
    );
    ui.add(egui::Label::new(egui::RichText::new(heading).size(size::CARD).strong()).wrap());
    if view.spectators > 0 {
        let text = t!("join-block-spectators", n = view.spectators);
        let button = ui
            .button(text)
            .on_hover_text(t!("join-block-spectators-hint"));
        if button.clicked() {
            freed = Some(JoinAsk::BlockSpectators);
        }
    }
    for (seat, (name, at)) in view.seats.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            player_mark(ui, seat, name, size::NAME);
            ui.label(egui::RichText::new(name).size(size::NAME));
            let (status, colour) = match at {
                PhoneAt::Here => (t!("join-seat-phone"), p.good),
                PhoneAt::Dropped => (t!("join-seat-dropped"), p.bad),
                PhoneAt::None => (t!("join-seat-keyboard"), p.weak),
            };
            ui.label(egui::RichText::new(status).size(size::NOTE).color(colour));
            if *at != PhoneAt::None {
                let buttons = [
                    (
                        t!("join-free-seat"),
                        t!("join-free-seat-hint"),
                        t!("join-free-seat-spoken", name = name),
                        JoinAsk::Free(seat),
                    ),
                    (
                        t!("join-block"),
                        t!("join-block-hint"),
                        t!("join-block-spoken", name = name),
                        JoinAsk::Block(seat),
                    ),
                ];
                for (text, hover, said, ask) in buttons {
                    let button = ui.button(text).on_hover_text(hover);
                    spoken_as(&button, egui::WidgetType::Button, &said);
                    if button.clicked() {
                        freed = Some(ask);
                    }
                }
            }
        });
    }
    freed
}

/// J (or a button) opens and closes the join card; it opens by itself when phones are
/// turned on.
fn toggle_join_screen(
    mut actions: MessageReader<GameAction>,
    mut open: ResMut<JoinScreenOpen>,
    phones: Option<Res<Phones>>,
) {
    let flips = actions
        .read()
        .filter(|a| **a == GameAction::ShowPhones)
        .count();
    if flips % 2 == 1 {
        let now = !open.open;
        open.set(now);
    }
    if phones.is_some_and(|p| p.is_added()) {
        open.set(true);
    }
}

/// A game starting (from the keyboard, a click or a phone): the card gives way to the
/// table, where the badge stays.
fn give_way_to_the_table(mut open: ResMut<JoinScreenOpen>) {
    open.set(false);
}

/// The seats of the table on show (the game's players, or the setup's) with their phones.
fn seat_list(
    phones: &Phones,
    session: Option<&Session>,
    store: &SettingsStore,
) -> Vec<(String, PhoneAt)> {
    let names = match session {
        Some(s) => s.game.players(),
        None => store.settings.setup.players.as_slice(),
    };
    let at = &phones.presence().seats;
    names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.clone(), at.get(i).copied().unwrap_or_default()))
        .collect()
}

/// What the join card shows of the phones, gathered for a [`JoinView`] to borrow.
#[derive(Debug, Default)]
struct PhonesShown {
    seats: Vec<(String, PhoneAt)>,
    url: Option<String>,
    code: String,
    asking: Vec<String>,
    blocked: Vec<String>,
    spectators: usize,
    locked: bool,
    wrong_codes: u64,
}

impl PhonesShown {
    fn of(phones: &Phones, session: Option<&Session>, store: &SettingsStore) -> Self {
        let presence = phones.presence();
        Self {
            seats: seat_list(phones, session, store),
            url: Some(phones.url()),
            code: phones.code(),
            asking: phones.asking().map(str::to_string).collect(),
            blocked: presence.blocked.clone(),
            spectators: presence.spectators,
            locked: phones.locked(),
            wrong_codes: presence.wrong_codes,
        }
    }
}

/// The online part of the card from the link's state.
fn online_card(o: &OnlineLink) -> OnlineCard<'_> {
    OnlineCard {
        link: &o.status.link,
        qr: o.qr.as_ref(),
        broker: &o.status.broker,
        up: o.status.link_up,
        problem: o.status.problem.as_deref(),
        refused: o.status.refused,
        fingerprint: &o.status.fingerprint,
    }
}

fn draw_join_screen(
    mut contexts: EguiContexts,
    mut open: ResMut<JoinScreenOpen>,
    mut phones: Option<ResMut<Phones>>,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
    mut notices: ResMut<Notices>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let session = session.filter(|_| *screen.get() != Screen::Setup);
    let shown = phones
        .as_deref()
        .map(|ph| PhonesShown::of(ph, session.as_deref(), &store))
        .unwrap_or_default();
    let online = phones.as_deref().and_then(|ph| ph.online().cloned());
    let view = JoinView {
        url: shown.url.as_deref(),
        code: &shown.code,
        qr: phones.as_deref().and_then(Phones::qr),
        seats: &shown.seats,
        spectators: shown.spectators,
        locked: shown.locked,
        asking: &shown.asking,
        blocked: &shown.blocked,
        wrong_codes: shown.wrong_codes,
        in_game: session.is_some(),
        focus: open.focus,
        online: online.as_ref().map(online_card),
    };
    open.focus = false;
    let mut asks = Vec::new();
    join_screen(ctx, view, &current_palette(&store), &mut asks);
    let link = online.map(|o| o.status.link);
    for ask in asks {
        carry_out(
            ask,
            &mut open,
            phones.as_deref_mut(),
            link.as_deref(),
            (&mut actions, &mut notices),
        );
    }
    Ok(())
}

/// Does what the host clicked on the card.
fn carry_out(
    ask: JoinAsk,
    open: &mut JoinScreenOpen,
    phones: Option<&mut Phones>,
    link: Option<&str>,
    (actions, notices): (&mut MessageWriter<GameAction>, &mut Notices),
) {
    let action = match ask {
        JoinAsk::Close => return open.set(false),
        JoinAsk::Start => GameAction::Start,
        JoinAsk::Toggle => GameAction::TogglePhones,
        JoinAsk::Lock => GameAction::ToggleLock,
        JoinAsk::Answer(accept) => GameAction::AnswerJoin(accept),
        JoinAsk::Online(OnlineAsk::NewLink) => GameAction::NewLink,
        JoinAsk::Free(seat) => {
            if let Some(ph) = phones {
                ph.free_seat(seat);
            }
            return;
        }
        JoinAsk::Block(seat) => {
            if let Some(ph) = phones {
                ph.block(seat);
            }
            return;
        }
        JoinAsk::BlockSpectators => {
            if let Some(ph) = phones {
                ph.block_spectators();
            }
            return;
        }
        JoinAsk::Online(OnlineAsk::Copy) => {
            let said = match link.map(super::join_online::copy) {
                Some(Ok(())) => t!("join-link-copied"),
                Some(Err(e)) => t!("join-link-not-copied", why = e),
                None => return,
            };
            return notices.push(said);
        }
    };
    actions.write(action);
}

fn join_screen_open(open: Res<JoinScreenOpen>, switch: Option<Res<PhonesSwitch>>) -> bool {
    open.open && switch.is_some()
}

/// Whether the join card is open, and its keys: for a headless app too (no egui).
pub fn state_plugin(app: &mut App) {
    app.init_resource::<JoinScreenOpen>()
        .add_systems(Update, toggle_join_screen.in_set(AppSystems::Update))
        .add_systems(OnEnter(Screen::Playing), give_way_to_the_table);
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(state_plugin).add_systems(
        EguiPrimaryContextPass,
        draw_join_screen
            .in_set(AppSystems::UiWindows)
            .run_if(join_screen_open),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_room_is_told_at_a_glance() {
        let seats = [
            ("Ann".to_string(), PhoneAt::Here),
            ("Ben".to_string(), PhoneAt::Dropped),
            ("Cy".to_string(), PhoneAt::None),
        ];
        let (asking, blocked) = (["Zoë".to_string()], ["Dan".to_string()]);
        let view = JoinView {
            url: Some("http://192.168.1.5:8080/"),
            code: "KQZD",
            qr: None,
            seats: &seats,
            spectators: 2,
            locked: true,
            asking: &asking,
            blocked: &blocked,
            wrong_codes: 12,
            in_game: false,
            focus: false,
            online: None,
        };
        assert_eq!(
            room_summary(&view),
            "🔒 Locked · 2 of 3 seats on a phone · 2 spectators · 1 waiting · 1 blocked · \
             ⚠ 12 wrong codes tried"
        );
        assert_eq!(
            room_state_lines(&view),
            [
                "🔒 Locked: no new phones take a seat (K opens it)",
                "Waiting for your answer: Zoë (Y / N)",
                "⚠ 12 wrong room codes were tried: someone may be guessing. Phones that scan \
                 the QR code still get in; lock the room (K) once everyone is seated.",
                "Blocked: Dan's phone",
            ]
        );
        let open = JoinView {
            locked: false,
            asking: &[],
            blocked: &[],
            spectators: 0,
            wrong_codes: 3,
            ..view
        };
        assert_eq!(room_summary(&open), "Open · 2 of 3 seats on a phone");
    }

    #[test]
    fn the_question_names_the_phone_and_counts_the_others() {
        assert_eq!(join_question("Zoë", 0), "Zoë wants to join");
        assert_eq!(join_question("Zoë", 1), "Zoë wants to join (1 more waits)");
        assert_eq!(join_question("Zoë", 3), "Zoë wants to join (3 more wait)");
    }
}
