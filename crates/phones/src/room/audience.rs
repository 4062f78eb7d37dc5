//! The audience in the room ([`Members`]): a phone without a seat joins it with a name
//! and gets a member token (kept by the page, to come back as the same member after it
//! dropped); its answers to the questions the host published are checked against that
//! state and passed on; what the host tells one member goes to that member's phone; the
//! host's Block sends a member away for the server's life.
//!
//! The room checks what it can against the state the host published (the audience on, a
//! question open, the pick one of its answers, the chance at least an equal share); the
//! host checks the answer again against its own clock, the throws, which alone decide
//! whether it was late.

use std::collections::{BTreeMap, HashSet};

use super::{ConnId, Effect, Peer, Room};
use crate::messages::{HostEvent, MemberId, MemberNews};
use crate::names::{look_alike, look_of};
use crate::protocol::{ErrorCode, Reply, SeatToken, SeatTokenText};
use crate::words::Said;

/// Most audience members a room keeps (joined with a name, connected or not): a stream's
/// audience, with room to spare; a new name past it is refused.
pub const MAX_MEMBERS: usize = 20_000;

/// One audience member, as the room knows them.
#[derive(Debug)]
struct Member {
    /// The token that brings a phone back as this member.
    token: SeatToken,
    /// The name on the leaderboard.
    name: String,
    /// The connection that speaks for them now, if one does.
    conn: Option<ConnId>,
}

/// The audience's members, and the tokens of those the host blocked.
#[derive(Debug, Default)]
pub(super) struct Members {
    by_id: BTreeMap<MemberId, Member>,
    /// The last member number handed out.
    last: MemberId,
    /// Tokens of blocked members: never let back in.
    void: Vec<SeatToken>,
    /// How each member's name looks ([`look_of`]; none for names of nothing but signs):
    /// a new name is checked against all of them at once, not one member at a time.
    looks: HashSet<String>,
}

impl Members {
    /// How many joined.
    pub(super) fn len(&self) -> usize {
        self.by_id.len()
    }

    /// The member `token` names, unless blocked.
    fn by_token(&self, token: &SeatToken) -> Option<MemberId> {
        if self.void.iter().any(|v| v.matches(token)) {
            return None;
        }
        self.by_id
            .iter()
            .find(|(_, m)| m.token.matches(token))
            .map(|(id, _)| *id)
    }

    /// Whether a member's name looks like `name` (as [`look_alike`] tells).
    fn name_taken(&self, name: &str) -> bool {
        self.looks.contains(&look_of(name))
    }

    fn add(&mut self, id: MemberId, member: Member) {
        let look = look_of(&member.name);
        if !look.is_empty() {
            self.looks.insert(look);
        }
        self.by_id.insert(id, member);
    }

    fn remove(&mut self, id: MemberId) -> Option<Member> {
        let member = self.by_id.remove(&id)?;
        self.looks.remove(&look_of(&member.name));
        Some(member)
    }

    /// `conn` closed: its member stays, without a phone.
    pub(super) fn dropped(&mut self, conn: ConnId) {
        for m in self.by_id.values_mut().filter(|m| m.conn == Some(conn)) {
            m.conn = None;
        }
    }
}

impl Room {
    /// `conn` asks to play along as `name`, or to come back as the member `token` names.
    pub(super) fn join_audience(
        &mut self,
        conn: ConnId,
        name: String,
        token: Option<SeatTokenText>,
    ) {
        let Some((seat, member)) = self.conns.get(conn).map(|c| (c.seat, c.member)) else {
            return;
        };
        let refusal = if seat.is_some() {
            Some((ErrorCode::NotInAudience, Said::AudienceSeated))
        } else if self.published.state().audience.is_none() {
            Some((ErrorCode::AudienceOff, Said::AudienceOff))
        } else {
            None
        };
        if let Some((code, said)) = refusal {
            return self.error(conn, code, said);
        }
        // A phone that is a member already stays that member, whatever name it sends.
        let already = member.filter(|id| self.members.by_id.contains_key(id));
        if let Some(id) = already.or_else(|| token.and_then(|t| self.members.by_token(&t.0))) {
            return self.seat_member(conn, id);
        }
        let seat_name = self
            .published
            .state()
            .seats
            .iter()
            .any(|s| look_alike(s, &name));
        if seat_name || self.members.name_taken(&name) {
            return self.error(conn, ErrorCode::NameTaken, Said::NameTaken);
        }
        if self.members.len() >= MAX_MEMBERS {
            return self.error(conn, ErrorCode::AudienceFull, Said::AudienceFull);
        }
        let Ok(token) = SeatToken::random() else {
            return self.error(conn, ErrorCode::Internal, Said::Internal);
        };
        self.members.last += 1;
        let id = self.members.last;
        self.members.add(
            id,
            Member {
                token,
                name,
                conn: None,
            },
        );
        self.seat_member(conn, id);
    }

    /// `conn` speaks for member `id` from now on (another phone that did is let go of
    /// it): it is told its token, and the host who it is.
    fn seat_member(&mut self, conn: ConnId, id: MemberId) {
        for (_, c) in self.conns.iter_mut().filter(|(_, c)| c.member == Some(id)) {
            c.member = None;
        }
        if let Some(c) = self.conns.get_mut(conn) {
            c.member = Some(id);
        }
        let Some(m) = self.members.by_id.get_mut(&id) else {
            return;
        };
        m.conn = Some(conn);
        let (token, name) = (m.token.to_string(), m.name.clone());
        self.out.send(conn, &Reply::Member { token, name: &name });
        self.out
            .host(HostEvent::AudienceJoined { member: id, name });
    }

    /// `conn` answers `question`: passed on if it is a member without a seat and the
    /// question is open in the state published, the pick one of its answers and the
    /// chance at least an equal share.
    pub(super) fn answer(&mut self, conn: ConnId, question: u32, pick: usize, sure: u8) {
        let member = self.conns.get(conn).and_then(|c| match c.seat {
            None => c.member,
            Some(_) => None,
        });
        let Some(member) = member else {
            return self.error(conn, ErrorCode::NotInAudience, Said::NotInAudience);
        };
        let Some(view) = self.published.state().audience.as_ref() else {
            return self.error(conn, ErrorCode::AudienceOff, Said::AudienceOff);
        };
        let Some(q) = view.questions.iter().find(|q| q.id == question) else {
            return if question <= view.asked {
                self.error(conn, ErrorCode::TooLate, Said::TooLate)
            } else {
                self.error(conn, ErrorCode::BadAnswer, Said::BadAnswer)
            };
        };
        if pick >= q.answers.len() || sure < q.least_sure || q.closed.contains(&pick) {
            return self.error(conn, ErrorCode::BadAnswer, Said::BadAnswer);
        }
        self.out.host(HostEvent::AudienceAnswer {
            member,
            question,
            pick,
            sure,
        });
    }

    /// The host tells `member`'s phone `news` (nothing if no phone speaks for them).
    pub fn tell_member(&mut self, member: MemberId, news: &MemberNews) -> Vec<Effect> {
        let Some(conn) = self.members.by_id.get(&member).and_then(|m| m.conn) else {
            return Vec::new();
        };
        match news {
            MemberNews::Answered {
                question,
                pick,
                sure,
            } => self.out.send(
                conn,
                &Reply::Answered {
                    question: *question,
                    pick: *pick,
                    sure: *sure,
                },
            ),
            MemberNews::Late { .. } => self.error(conn, ErrorCode::TooLate, Said::TooLate),
            MemberNews::Standing(standing) => self.out.send(conn, &Reply::Standing { standing }),
        }
        self.out.take()
    }

    /// The host blocks audience member `member` for the server's life: their token is
    /// void, their phone sent away and, on the LAN, its address refused. False if there
    /// is no such member.
    pub fn block_member(&mut self, member: MemberId) -> (bool, Vec<Effect>) {
        let Some(m) = self.members.remove(member) else {
            return (false, Vec::new());
        };
        self.members.void.push(m.token);
        if let Some(conn) = m.conn {
            if let Some(c) = self.conns.get_mut(conn) {
                c.member = None;
                if let Peer::Lan(ip) = c.peer {
                    self.host.block_address(ip, m.name);
                }
            }
            self.shut(conn, ErrorCode::Blocked, Said::Blocked);
        }
        (true, self.out.take())
    }
}
