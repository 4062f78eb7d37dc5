//! The join card's online part: the link phones anywhere open (to paste into the video
//! call's chat), its QR code, whether the game is connected to the broker, and the
//! buttons Copy link and New link.

use bevy_egui::egui;

use super::qr::paint_qr;
use super::theme::{Palette, size, spoken_as};
use crate::phones::QrMatrix;
use crate::t;

/// The online room as the card shows it.
#[derive(Debug, Clone, Copy)]
pub struct OnlineCard<'a> {
    /// The join link.
    pub link: &'a str,
    /// Its QR code.
    pub qr: Option<&'a QrMatrix>,
    /// The broker's host.
    pub broker: &'a str,
    /// Connected to the broker now.
    pub up: bool,
    /// Why not, when it is not.
    pub problem: Option<&'a str>,
    /// Messages dropped unread: without the link's proof, not opening, replays, too big.
    pub refused: u64,
    /// The game key's fingerprint, which every phone through the real link shows.
    pub fingerprint: &'a str,
}

/// Messages refused from which the card says someone is meddling with the room's topics.
const MEDDLING: u64 = 10;

/// What the host clicked in the online part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineAsk {
    /// Copy the link to the clipboard.
    Copy,
    /// A new room and key.
    NewLink,
}

/// The line that says how the online room stands.
pub(crate) fn online_state(card: &OnlineCard) -> String {
    let state = link_state(card);
    if card.refused < MEDDLING {
        return state;
    }
    t!("join-online-meddling", state = state, n = card.refused)
}

fn link_state(card: &OnlineCard) -> String {
    match (card.up, card.problem) {
        (true, _) => t!("join-online-up", broker = card.broker),
        (false, Some(why)) => t!("join-online-down", why = why),
        (false, None) => t!("join-online-connecting", broker = card.broker),
    }
}

/// The online part, under the LAN's: the QR code on the left (`side` points, as the
/// LAN's), the state, the link and the buttons beside.
pub(crate) fn online_part(
    ui: &mut egui::Ui,
    card: &OnlineCard,
    side: f32,
    p: &Palette,
) -> Option<OnlineAsk> {
    let mut asked = None;
    ui.horizontal(|ui| {
        let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
        spoken_as(&response, egui::WidgetType::Image, &t!("join-online-qr"));
        if let Some(qr) = card.qr {
            paint_qr(ui, qr, rect);
        }
        ui.vertical(|ui| {
            let colour = if card.up { p.text } else { p.bad };
            let state = egui::RichText::new(online_state(card))
                .size(size::CARD)
                .color(colour);
            ui.add(egui::Label::new(state).wrap());
            let link = egui::RichText::new(card.link)
                .size(size::SMALL)
                .monospace()
                .color(p.accent);
            ui.add(egui::Label::new(link).wrap().selectable(true));
            // The fingerprint large enough to read out across the room or on the call,
            // then what to compare it with.
            let print = egui::RichText::new(card.fingerprint)
                .size(size::CARD)
                .monospace()
                .strong()
                .color(p.text);
            ui.add(egui::Label::new(print));
            let said = egui::RichText::new(t!("join-online-game-key", print = card.fingerprint))
                .size(size::SMALL)
                .color(p.text);
            ui.add(egui::Label::new(said).wrap());
            ui.horizontal_wrapped(|ui| {
                let copy = ui.button(egui::RichText::new(t!("join-online-copy")).size(size::CARD));
                if copy.on_hover_text(t!("join-online-copy-hint")).clicked() {
                    asked = Some(OnlineAsk::Copy);
                }
                let new = ui.button(egui::RichText::new(t!("join-online-new")).size(size::CARD));
                if new.on_hover_text(t!("join-online-new-hint")).clicked() {
                    asked = Some(OnlineAsk::NewLink);
                }
            });
        });
    });
    asked
}

thread_local! {
    /// The clipboard, kept for the program's life: on X11 the copied text lives only as
    /// long as the program that offers it holds it.
    static CLIPBOARD: std::cell::RefCell<Option<arboard::Clipboard>> = const { std::cell::RefCell::new(None) };
}

/// Puts `text` on the system clipboard; why not, in words.
pub fn copy(text: &str) -> Result<(), String> {
    CLIPBOARD.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            *slot = Some(arboard::Clipboard::new().map_err(|e| e.to_string())?);
        }
        match slot.as_mut() {
            Some(clipboard) => clipboard.set_text(text).map_err(|e| e.to_string()),
            None => Err(t!("join-online-no-clipboard")),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_says_what_to_do_or_what_is_wrong() {
        let mut card = OnlineCard {
            link: "https://p/#r=1",
            qr: None,
            broker: "broker.emqx.io",
            up: true,
            problem: None,
            refused: 0,
            fingerprint: "K7MQ 3HTX 9PAZ",
        };
        assert!(online_state(&card).starts_with("Online through broker.emqx.io: paste the link"));
        card.up = false;
        assert_eq!(online_state(&card), "Connecting to broker.emqx.io…");
        card.problem = Some("cannot reach the broker x: refused; trying again in 2 s");
        assert_eq!(
            online_state(&card),
            "⚠ Online link down: cannot reach the broker x: refused; trying again in 2 s. \
             Phones on this network still play."
        );
        card.refused = 12;
        assert!(online_state(&card).ends_with(
            "⚠ 12 forged or replayed messages were dropped unread: someone without the link is \
             sending to the room."
        ));
    }
}
