//! What the host (the game) and the phones' server hand each other: plain data, built
//! from the game's state by the host and sent to every phone as it is, and the events a
//! phone's requests become.

use serde::Serialize;

use party_dice_core::rules::{Face, ThrowLaunch};
use party_dice_core::seat_look::Finish;

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The setup screen: seats can be taken, new players can ask to join.
    #[default]
    Setup,
    /// A game is on.
    Playing,
    /// The game is over (the verdict is in `result` and the card).
    Over,
}

/// Who may throw now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Turn {
    /// No one (setup, game over).
    #[default]
    Nobody,
    /// Any seated phone: a roll that belongs to no seat (the shared slam number, which
    /// `Game::current_player` gives as `None` while the game is on). The first throw
    /// counts.
    Anyone,
    /// This seat (0-based).
    Seat(usize),
}

/// What the game waits for from the seat on turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Awaiting {
    /// Nothing: the dice are rolling, a result is being shown, or no game is on.
    #[default]
    Nothing,
    /// A throw (virtual dice): a swipe or Roll.
    Throw,
    /// Real dice: the faces typed, exactly [`HostState::dice`] of them.
    Type,
}

/// The tone of a result, for its colour on the phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    /// Neutral.
    #[default]
    Info,
    /// Good news.
    Good,
    /// Bad news.
    Bad,
}

impl From<party_dice_core::present::Tone> for Tone {
    fn from(tone: party_dice_core::present::Tone) -> Self {
        match tone {
            party_dice_core::present::Tone::Info => Tone::Info,
            party_dice_core::present::Tone::Good => Tone::Good,
            party_dice_core::present::Tone::Bad => Tone::Bad,
        }
    }
}

/// The scoresheet as text the host formats with `present`: column headings and one row
/// per seat, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Card {
    /// Headings of [`CardRow::cells`] (golf: hole numbers, OUT, IN; slam: e.g. "Turns").
    pub columns: Vec<String>,
    /// One row per seat.
    pub rows: Vec<CardRow>,
}

/// One seat's row of the card.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct CardRow {
    /// The player's name.
    pub name: String,
    /// The score or total, as shown ("11", "−3").
    pub total: String,
    /// Per-hole or per-turn cells, under [`Card::columns`] (empty text for none yet).
    pub cells: Vec<String>,
    /// The row as the phone reads it under the player's name, each a labelled figure or
    /// a sentence in the shared screen's words: "Total +1", "Slam number 4",
    /// "Safe — 1st", "Ann wins", "Plays first".
    pub said: Vec<String>,
}

/// What the rules decided about a roll, published only once its dice have landed on the
/// shared screen.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct RollResult {
    /// The step it answers ([`HostState::step`] when the dice were asked for).
    pub step: u64,
    /// Who rolled, if a seat did.
    pub seat: Option<usize>,
    /// The faces, in draw order (values 1 to 6).
    pub faces: Vec<u8>,
    /// The headline ("Small Slam!"), or the log line when there is none.
    pub title: String,
    /// The line under it ("Ann +5 → 11").
    pub detail: String,
    /// Its colour.
    pub tone: Tone,
}

impl RollResult {
    /// Faces as the plain values the page shows.
    pub fn values(faces: &[Face]) -> Vec<u8> {
        faces.iter().map(|f| f.value()).collect()
    }
}

/// Everything the phones show, as the host last published it: built by the host from the
/// game each time something changes, and sent to every phone as it is.
///
/// Nothing of a roll may show before its dice land on the shared screen: when a throw
/// comes in, publish the state as it was (the card, banner, phase and result from before
/// the roll) with [`Awaiting::Nothing`]; once the dice have landed, publish the game after
/// the roll with its [`RollResult`] and the next step.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct HostState {
    /// Where the game is.
    pub phase: Phase,
    /// The game's name ("Slam Dice").
    pub game: String,
    /// The players' names in seat order: the seats a phone can take.
    pub seats: Vec<String>,
    /// Who may throw now.
    pub turn: Turn,
    /// What the game waits for.
    pub awaiting: Awaiting,
    /// Dice the step needs (what a real-dice phone types).
    pub dice: usize,
    /// Identifies the step waiting for dice: it must change from one roll to the next
    /// (e.g. the count of values the game has used), so that one step takes one throw.
    pub step: u64,
    /// The line over the table ("Ann — hole 3, roll 2 of 3").
    pub banner: String,
    /// The scoresheet.
    pub card: Card,
    /// The last roll's result. Publish it only after the dice landed on the shared
    /// screen: the phones show what they get.
    pub result: Option<RollResult>,
    /// Whether a phone may ask to join as a new player (setup with a free place).
    pub joinable: bool,
    /// Each seat's dice finish, in seat order, as its key (`"marble"`): the one a seated
    /// phone shows picked. A seat past the list's end has solid dice.
    #[serde(serialize_with = "finish_keys")]
    pub finishes: Vec<Finish>,
    /// The audience's questions and leaderboard, the same for every phone; none while
    /// the host has the audience off.
    pub audience: Option<AudienceView>,
}

/// What every phone without a seat is shown to play along: the questions open for the
/// coming throw, the leaderboard and the last question settled. Worded by the host in
/// each phone's language, like the rest of the state; each member's own standing comes
/// to that phone alone ([`MemberNews`]).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct AudienceView {
    /// The questions taking answers until the dice are thrown.
    pub questions: Vec<QuestionView>,
    /// The number of the newest question asked: an answer to one at most this number
    /// that is no longer open is late.
    pub asked: u32,
    /// The leaderboard's top rows.
    pub top: Vec<BoardRow>,
    /// How many play (members with an answer settled).
    pub playing: u32,
    /// What the odds scored on every question settled, whole points.
    pub odds_points: i64,
    /// The question settled last, once its dice landed.
    pub last: Option<SettledView>,
}

/// A question open to the audience.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct QuestionView {
    /// Its number in the game.
    pub id: u32,
    /// The question ("Does Ben finish this turn?").
    pub text: String,
    /// Its answers, by index ("Yes", "No"; or the players' names).
    pub answers: Vec<String>,
    /// The least an answer may be sure of, in whole per cent (an equal share).
    pub least_sure: u8,
    /// Answers that can no longer come true, as the table shows anyway (in "Who ends up
    /// last?", the players who finished): the page offers them greyed, the room refuses
    /// them.
    pub closed: Vec<usize>,
}

/// A row of the leaderboard.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct BoardRow {
    /// Place, from 1.
    pub rank: u32,
    /// The member's name.
    pub name: String,
    /// Their points, whole.
    pub points: i64,
    /// They scored above the odds on the questions they answered.
    pub beat_the_odds: bool,
}

/// A question settled by the throw that just landed.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct SettledView {
    /// Its number.
    pub id: u32,
    /// The question.
    pub text: String,
    /// The answer that came true.
    pub happened: String,
    /// The chance the odds gave it, whole per cent.
    pub odds: u8,
}

/// What the host tells one audience member's phone alone.
#[derive(Debug, Clone, PartialEq)]
pub enum MemberNews {
    /// Their answer counts (until the dice are thrown they may change it).
    Answered {
        /// The question.
        question: u32,
        /// Their pick.
        pick: usize,
        /// How sure, per cent.
        sure: u8,
    },
    /// Their answer came after the throw that locked the question.
    Late {
        /// The question.
        question: u32,
    },
    /// Their place after a throw settled questions.
    Standing(MemberStanding),
}

/// A member's own place and points, for their phone.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct MemberStanding {
    /// Their place among those playing, from 1; none before their first settled answer.
    pub rank: Option<u32>,
    /// How many play.
    pub of: u32,
    /// Their points, whole.
    pub points: i64,
    /// What the odds scored on the same questions, whole.
    pub odds_points: i64,
    /// Above the odds.
    pub beat_the_odds: bool,
    /// Their last settled answer: whether it came true and its points.
    pub last: Option<(bool, i64)>,
    /// The question of that answer (a throw may settle two: the page names it where it
    /// is not the one the table shows as settled last).
    pub last_question: Option<u32>,
}

/// An audience member, as the room numbers them (the core's `MemberId`).
pub type MemberId = u64;

/// Finishes as their keys, the words the page knows them by.
fn finish_keys<S: serde::Serializer>(finishes: &[Finish], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(finishes.iter().map(|f| f.key()))
}

/// Why a seat may not throw or type dice now ([`HostState::roll_refusal`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollRefusal {
    /// The game waits for no roll of that kind (none on, dice rolling, a result shown,
    /// real dice typed where a throw was sent or the other way round).
    NotNow,
    /// Another seat is on turn.
    NotYourTurn,
}

impl HostState {
    /// Why `seat` may not give `want` (a throw, or typed dice) in this state, or `None`
    /// when it may: the game on, that kind of roll awaited, and the seat on turn (or any
    /// seat, for a roll that belongs to no one). The one place this is decided: the room
    /// asks it of the state it last published when a phone's request comes, and the host
    /// asks it again of the game as it stands when the request reaches it.
    pub fn roll_refusal(&self, seat: usize, want: Awaiting) -> Option<RollRefusal> {
        let on_turn = matches!(self.turn, Turn::Anyone) || self.turn == Turn::Seat(seat);
        if self.phase != Phase::Playing || want == Awaiting::Nothing || self.awaiting != want {
            Some(RollRefusal::NotNow)
        } else if !on_turn {
            Some(RollRefusal::NotYourTurn)
        } else {
            None
        }
    }
}

/// A request to join as a new player, to answer with `Server::admit` or
/// `Server::refuse`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct JoinRequest(pub(crate) u64);

/// What a phone's request or the network did, for the host to act on. Only requests the
/// room allowed come through: a throw comes from the seat on turn while the game awaits
/// one.
#[derive(Debug, Clone, PartialEq)]
pub enum HostEvent {
    /// The seat on turn threw (virtual dice): with the swipe, or `None` for Roll.
    Throw {
        /// The seat.
        seat: usize,
        /// The swipe's launch (made safe by [`party_dice_core::throw::launch_from_swipe`]).
        launch: Option<ThrowLaunch>,
    },
    /// The seat on turn typed real dice: values in `1..=6`, as many as the published
    /// [`HostState::dice`]; the host checks the count against the rules again.
    Typed {
        /// The seat.
        seat: usize,
        /// The faces.
        faces: Vec<Face>,
    },
    /// The phone holding `seat` picked its dice's finish (only a seat's own phone can).
    Finish {
        /// The seat.
        seat: usize,
        /// The finish.
        finish: Finish,
    },
    /// A phone asks to be added as a new player (setup only).
    JoinAsPlayer {
        /// Answer it with `Server::admit` or `Server::refuse`.
        request: JoinRequest,
        /// The name, trimmed, 1 to 24 characters (the host checks it is not taken).
        name: String,
    },
    /// A phone without a seat joined the audience under `name` (cleaned, and unlike
    /// every seat's and member's name), or came back to it with its member token.
    AudienceJoined {
        /// Who, from now on.
        member: MemberId,
        /// Their name.
        name: String,
    },
    /// An audience member answered an open question (the host checks it against its
    /// own clock: one after the throw is late).
    AudienceAnswer {
        /// Who.
        member: MemberId,
        /// The question.
        question: u32,
        /// Their pick.
        pick: usize,
        /// How sure, whole per cent.
        sure: u8,
    },
    /// A phone now holds this seat.
    Connected {
        /// The seat.
        seat: usize,
    },
    /// The phone holding this seat dropped; its token keeps the seat for it.
    Disconnected {
        /// The seat.
        seat: usize,
    },
}

/// Whether a seat has a phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhoneAt {
    /// No phone: the host's keyboard plays it.
    #[default]
    None,
    /// A phone is connected and holds it.
    Here,
    /// A phone holds it but has dropped; it gets it back when it reconnects (the host
    /// can free it).
    Dropped,
}

/// How many of these seats a phone holds (connected or dropped).
pub fn seated<'a>(seats: impl IntoIterator<Item = &'a PhoneAt>) -> usize {
    seats.into_iter().filter(|at| **at != PhoneAt::None).count()
}

/// Who is connected, for the shared screen.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Presence {
    /// Per seat of the last published state.
    pub seats: Vec<PhoneAt>,
    /// Browsers that joined the room without a seat.
    pub spectators: usize,
    /// The host locked the room: no new phone takes a seat.
    pub locked: bool,
    /// Phones the host blocked, by the name of the seat each held.
    pub blocked: Vec<String>,
    /// Wrong room codes typed so far (someone guessing shows here).
    pub wrong_codes: u64,
    /// Members of the audience (joined with a name, connected or not).
    pub audience: usize,
}
