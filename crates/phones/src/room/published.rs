//! What the host published ([`Published`]: the game's state, the same state as
//! each language words it, and the step a throw was already passed on for), and how it
//! reaches the phones: each joined phone gets it in its language, with which seats have
//! phones.

use std::sync::Arc;

use super::{ConnId, Effect, Room};
use crate::messages::{Awaiting, HostState, Phase, PhoneAt};
use crate::protocol::Reply;
use crate::words::JoinRefusal;
use party_dice_core::i18n::{Lang, current};
use party_dice_core::rules::options::MAX_PLAYERS;

/// The game's state as the host last published it.
#[derive(Debug, Default)]
pub(super) struct Published {
    state: HostState,
    /// `state` as each language words it, when the host published it so
    /// ([`Room::publish_worded`]); each phone is sent its language's.
    worded: Vec<(Lang, HostState)>,
    /// The step a throw was already passed on for.
    thrown: Option<u64>,
}

impl Published {
    /// The state, in the host's words.
    pub(super) fn state(&self) -> &HostState {
        &self.state
    }

    /// Takes what the host published, each state's seats and finishes cut to
    /// [`MAX_PLAYERS`]; a throw is taken again once `step` or `awaiting` changed.
    fn set(&mut self, mut state: HostState, mut worded: Vec<(Lang, HostState)>) {
        if state.step != self.state.step || state.awaiting != self.state.awaiting {
            self.thrown = None;
        }
        let cut = |s: &mut HostState| {
            s.seats.truncate(MAX_PLAYERS);
            s.finishes.truncate(MAX_PLAYERS);
        };
        cut(&mut state);
        worded.iter_mut().for_each(|(_, s)| cut(s));
        self.state = state;
        self.worded = worded;
    }

    /// The state and its wordings with nothing awaited.
    fn closed(&self) -> (HostState, Vec<(Lang, HostState)>) {
        let closed = |s: &HostState| HostState {
            awaiting: Awaiting::Nothing,
            ..s.clone()
        };
        let worded = self.worded.iter().map(|(l, s)| (*l, closed(s))).collect();
        (closed(&self.state), worded)
    }

    /// Whether a throw was passed on for the step now.
    pub(super) fn thrown(&self) -> bool {
        self.thrown == Some(self.state.step)
    }

    /// Notes a throw passed on for the step now, and returns the step.
    pub(super) fn throw_passed_on(&mut self) -> u64 {
        self.thrown = Some(self.state.step);
        self.state.step
    }

    /// Which of the states a phone speaking `lang` gets: its index in `worded`, or
    /// none for `state`.
    fn wording_for(&self, lang: Lang) -> Option<usize> {
        self.worded.iter().position(|(l, _)| *l == lang)
    }

    /// The language of a wording (see [`Published::wording_for`]): none for `state`.
    fn lang_of(&self, wording: Option<usize>) -> Option<Lang> {
        wording.and_then(|i| self.worded.get(i)).map(|(l, _)| *l)
    }

    /// The `state` reply for a wording (see [`Published::wording_for`]) and these phones.
    fn text(&self, wording: Option<usize>, phones: &[PhoneAt]) -> Arc<str> {
        let worded = wording.and_then(|i| self.worded.get(i));
        Reply::State {
            state: worded.map_or(&self.state, |(_, s)| s),
            phones,
            lang: worded.map(|(l, _)| l.tag()),
        }
        .encode()
    }
}

impl Room {
    /// The host published the game's state: every joined phone gets it, in the words it was
    /// given. A seat taken keeps its player when the host reorders the setup (the claim
    /// follows the name); a claim whose name is gone is dropped. Pending requests to
    /// join are refused once the setup is over. A throw is taken again once `step` or
    /// `awaiting` changed.
    pub fn publish(&mut self, state: HostState) -> Vec<Effect> {
        self.publish_worded(state, Vec::new())
    }

    /// [`Room::publish`], with `state` as each language of `worded` words it (the same
    /// state, only its words differ): each phone gets its language's, or `state` where
    /// `worded` lacks its language.
    pub fn publish_worded(
        &mut self,
        state: HostState,
        worded: Vec<(Lang, HostState)>,
    ) -> Vec<Effect> {
        self.published.set(state, worded);
        self.remap_claims();
        if self.published.state().phase != Phase::Setup {
            self.refuse_joins(JoinRefusal::Started);
        }
        self.broadcast();
        self.out.take()
    }

    /// The table as it was last published (in every language it was worded in), with
    /// nothing awaited: a step handed to the host that it could not take, closed, so that
    /// publishing it open again lets a throw for it through once more.
    pub fn publish_closed(&mut self) -> Vec<Effect> {
        let (state, worded) = self.published.closed();
        self.publish_worded(state, worded)
    }

    /// The table to `conn` alone, in its language.
    pub(super) fn send_state(&mut self, conn: ConnId) {
        let wording = self.published.wording_for(self.language(conn));
        let text = self.published.text(wording, &self.claims.phones());
        self.out.send_text(conn, text);
    }

    /// The table to every joined connection, in its language (one text per language,
    /// shared): to each LAN phone and each seated online phone on its own (online, sealed
    /// under its own key), and once for all the online phones without a seat that read
    /// the same words ([`Effect::Cast`]): an audience of thousands costs one letter.
    pub(super) fn broadcast(&mut self) {
        let phones = self.claims.phones();
        let mut texts: Vec<(Option<usize>, Arc<str>, bool)> = Vec::new();
        let mut sends = Vec::new();
        for (id, c) in self.conns.iter().filter(|(_, c)| c.joined) {
            let wording = self.published.wording_for(c.lang.unwrap_or_else(current));
            let at = match texts.iter().position(|(w, _, _)| *w == wording) {
                Some(at) => at,
                None => {
                    texts.push((wording, self.published.text(wording, &phones), false));
                    texts.len() - 1
                }
            };
            if c.peer.is_online() && c.seat.is_none() {
                texts[at].2 = true;
            } else {
                sends.push((id, texts[at].1.clone()));
            }
        }
        for (id, text) in sends {
            self.out.send_text(id, text);
        }
        for (wording, text, _) in texts.into_iter().filter(|(_, _, cast)| *cast) {
            self.out.cast(self.published.lang_of(wording), text);
        }
    }
}
