//! What the room and the host tell a phone in words, as values: each is worded in the
//! language of the phone it goes to ([`party_dice_core::i18n::with_lang`] is not needed: the
//! language is given), so that two phones of one party read their own.

use super::protocol::{ProtocolError, RoomCode};
use party_dice_core::i18n::Lang;
use party_dice_core::tl;

/// A sentence of an `error` reply (or a close's reply), before it is worded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Too many messages.
    SlowDown,
    /// A request before `hello`.
    NotJoined,
    /// Typed dice that are not as many as the roll needs.
    DiceCount(usize),
    /// A second `hello`.
    AlreadyJoined,
    /// The host blocked this phone.
    Blocked,
    /// The room is full.
    RoomFull,
    /// The host locked the room.
    Locked,
    /// The host locked the room: no seat for a new phone.
    LockedSeat,
    /// Too many wrong codes from this phone's address.
    TooManyFromPhone,
    /// Too many wrong codes on the phone's network, or in the room.
    TooManyOnNetwork,
    /// A code that is not the room's.
    WrongCode(RoomCode),
    /// A link (room key) that is not the room's.
    WrongLink,
    /// No such seat at this table.
    NoSuchSeat,
    /// Another phone sits there.
    SeatTaken,
    /// That seat's phone dropped and may come back.
    SeatDropped,
    /// The OS random generator failed.
    Internal,
    /// Standing up without a seat.
    NotSeated,
    /// Asking to join outside the setup.
    JoinClosed,
    /// Asking to join with a seat.
    HasSeat,
    /// Asking to join again while a request waits.
    JoinWaits,
    /// A name that passes for a player's.
    NameTaken,
    /// Throwing without a seat.
    SitToThrow,
    /// Nothing to throw now.
    NotNow,
    /// Another seat's turn.
    NotYourTurn,
    /// This step's dice were thrown already.
    AlreadyThrown,
    /// An answer after the dice were thrown.
    TooLate,
    /// An answer from a phone not in the audience.
    NotInAudience,
    /// Playing along with a seat.
    AudienceSeated,
    /// The host has the audience off.
    AudienceOff,
    /// An answer that does not fit the question.
    BadAnswer,
    /// The audience is as large as it gets.
    AudienceFull,
    /// A message the protocol refused.
    Protocol(ProtocolError),
}

impl Said {
    /// The sentence in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Said::SlowDown => tl!(lang, "phones-error-slow-down"),
            Said::NotJoined => tl!(lang, "phones-error-not-joined"),
            Said::DiceCount(n) => tl!(lang, "phones-error-dice-count", n = *n),
            Said::AlreadyJoined => tl!(lang, "phones-error-already-joined"),
            Said::Blocked => tl!(lang, "phones-error-blocked"),
            Said::RoomFull => tl!(lang, "phones-room-full"),
            Said::Locked => tl!(lang, "phones-locked"),
            Said::LockedSeat => tl!(lang, "phones-error-locked-seat"),
            Said::TooManyFromPhone => tl!(lang, "phones-error-tries-phone"),
            Said::TooManyOnNetwork => tl!(lang, "phones-error-tries-network"),
            Said::WrongCode(code) => tl!(lang, "phones-error-wrong-code", code = code.as_str()),
            Said::WrongLink => tl!(lang, "phones-error-wrong-link"),
            Said::NoSuchSeat => tl!(lang, "phones-error-no-such-seat"),
            Said::SeatTaken => tl!(lang, "phones-error-seat-taken"),
            Said::SeatDropped => tl!(lang, "phones-error-seat-dropped"),
            Said::Internal => tl!(lang, "phones-error-internal"),
            Said::NotSeated => tl!(lang, "phones-error-not-seated"),
            Said::JoinClosed => tl!(lang, "phones-error-join-closed"),
            Said::HasSeat => tl!(lang, "phones-error-has-seat"),
            Said::JoinWaits => tl!(lang, "phones-error-join-waits"),
            Said::NameTaken => tl!(lang, "phones-name-taken"),
            Said::SitToThrow => tl!(lang, "phones-error-sit-to-throw"),
            Said::NotNow => tl!(lang, "phones-error-not-now"),
            Said::NotYourTurn => tl!(lang, "phones-error-not-your-turn"),
            Said::AlreadyThrown => tl!(lang, "phones-error-already-thrown"),
            Said::TooLate => tl!(lang, "phones-error-too-late"),
            Said::NotInAudience => tl!(lang, "phones-error-not-in-audience"),
            Said::AudienceSeated => tl!(lang, "phones-error-audience-seated"),
            Said::AudienceOff => tl!(lang, "phones-error-audience-off"),
            Said::BadAnswer => tl!(lang, "phones-error-bad-answer"),
            Said::AudienceFull => tl!(lang, "phones-error-audience-full"),
            Said::Protocol(e) => e.words(lang),
        }
    }
}

/// Why the host did not add the player a phone asked for (`Server::refuse`): worded in
/// that phone's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinRefusal {
    /// The host said no.
    HostSaidNo,
    /// The game has started.
    Started,
    /// The table has as many players as it takes.
    TableFull,
    /// A player's name looks the same.
    NameTaken,
    /// Another phone already asks for that name.
    AlreadyAsked,
    /// The host locked the room.
    Locked,
}

impl JoinRefusal {
    /// The reason in `lang`, as the phone shows it after "Not added:".
    pub fn words(self, lang: Lang) -> String {
        match self {
            JoinRefusal::HostSaidNo => tl!(lang, "phones-refused-host-said-no"),
            JoinRefusal::Started => tl!(lang, "phones-refused-started"),
            JoinRefusal::TableFull => tl!(lang, "phones-refused-table-full"),
            JoinRefusal::NameTaken => tl!(lang, "phones-name-taken"),
            JoinRefusal::AlreadyAsked => tl!(lang, "phones-refused-already-asked"),
            JoinRefusal::Locked => tl!(lang, "phones-locked"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sentences_read_as_before_in_english() {
        let code = RoomCode::parse("KQZF").unwrap_or_else(|| panic!("a code"));
        assert_eq!(
            Said::WrongCode(code).words(Lang::En),
            "KQZF is not the room code on the screen: check the letters"
        );
        assert_eq!(Said::DiceCount(3).words(Lang::En), "this roll needs 3 dice");
        assert_eq!(Said::DiceCount(1).words(Lang::En), "this roll needs 1 die");
        assert_eq!(JoinRefusal::TableFull.words(Lang::En), "the table is full");
        assert_eq!(
            JoinRefusal::NameTaken.words(Lang::En),
            "a player of that name (or one that looks the same) is at the table"
        );
        let pseudo = JoinRefusal::HostSaidNo.words(Lang::Pseudo);
        assert_ne!(pseudo, JoinRefusal::HostSaidNo.words(Lang::En));
    }
}
