//! Phones as controllers: each player throws from their own phone or a laptop, Jackbox
//! style. Scan the shared screen's QR code (its link carries the room key), or open the
//! page it shows (`http://ADDRESS:PORT/`) and type the four-letter room code; pick a seat,
//! flick. No Bevy here: the game polls a [`Server`] once a frame and publishes what the
//! phones show; everything below is testable without a window.
//!
//! Words: one per idea, as the project's glossary (`docs/glossary.md`) sets them.
//!
//! - [`protocol`]: the messages, as versioned JSON, and their validation; room codes and
//!   seat tokens (pure).
//! - [`room`]: seats ↔ tokens ↔ connections, what the host published, which request is
//!   allowed now, the rate limits and the host's controls (lock, block) (pure);
//!   [`guesses`]: the budget for wrong room codes (pure); [`names`]: names typed on
//!   phones cleaned and compared by look (pure).
//! - [`messages`]: the plain data the host publishes ([`HostState`]) and receives
//!   ([`HostEvent`]).
//! - [`server`]: the HTTP + WebSocket server on its own threads, bridged to the host by
//!   channels; [`http`] and `socket` are its two halves.
//! - [`net`]: the machine's LAN addresses, the URL and its QR code.
//! - [`lang`]: the language a phone's browser asks for (pure); [`page`]: the page in
//!   each language, its words embedded; [`words`]: what the room and the host tell a
//!   phone, worded in the phone's language.
//! - [`view`]: the card, turn and result of a rules `Game` as the phones see them (pure;
//!   the tests, the example host and the bench publish these).
//!
//! # The host's side
//!
//! ```no_run
//! use party_dice_phones::{Config, HostEvent, HostState, Server};
//! let server = Server::start(Config::default())?;
//! println!("{}", server.banner()); // phones: http://192.168.1.5:8080/ code KQZD
//! loop {
//!     for event in server.poll() {
//!         match event {
//!             HostEvent::Throw { seat, launch } => { /* throw for `seat` */ }
//!             _ => {}
//!         }
//!     }
//!     server.publish(HostState::default()); // whenever the game's state changed
//! #   break;
//! }
//! # Ok::<(), party_dice_phones::StartError>(())
//! ```
//!
//! # Hooks for automated tests of the page
//!
//! The page keeps these stable (a browser test drives them):
//! - `#code`: the room code field; `#join`: the button that joins with it;
//! - `[data-seat="N"]`: the button that takes seat `N` (0-based);
//! - `#roll`: throws without a swipe; `#pad`: the area to swipe on;
//! - `[data-face="N"]` (`N` = 1 to 6): real-dice face buttons; `#undo` takes the last
//!   one back, `#send` sends them;
//! - `#result`: the last roll's result, with `data-step` = the step it answers;
//! - `[data-finish="KEY"]` (`solid`, `pearl`, `marble`, `metal`): picks the seat's dice
//!   finish; the one the state names for the seat has `aria-pressed="true"`;
//! - `body[data-turn]`: `yours` | `theirs` | `over`; `body[data-phase]`: `join` (no room
//!   yet) | `setup` | `playing` | `over`; `body[data-link]`: `up` | `down`;
//! - the audience: `#audience-name` and `#audience-go` join it; each open question is
//!   `[data-question="ID"]`, its answers `[data-pick="N"]`, how sure `[data-sure="P"]`,
//!   the answer taken `.mine-answer`; `#standing` is the phone's place, `#board` the
//!   leaderboard.

pub mod guesses;
pub mod http;
pub mod lang;
pub mod messages;
pub mod names;
pub mod net;
pub mod online;
pub mod page;
pub mod protocol;
pub mod room;
pub mod server;
mod shared;
mod socket;
pub mod view;
pub mod words;

pub use messages::{
    AudienceView, Awaiting, BoardRow, Card, CardRow, HostEvent, HostState, JoinRequest, MemberId,
    MemberNews, MemberStanding, Phase, PhoneAt, Presence, QuestionView, RollRefusal, RollResult,
    SettledView, Tone, Turn, seated,
};
pub use net::QrMatrix;
pub use protocol::RoomCode;
pub use room::Limits;
pub use server::{Config, Server, StartError, Waker};
pub use words::JoinRefusal;
