//! The audience of one game: who plays along, the questions open and locked, their
//! answers, the points, the leaderboard and the calibration. The game's throws are its
//! clock: a question asked before throw `n` takes answers until throw `n` is made.

use super::question::{self, Question};
use crate::forecast::{
    self as score, Answer, BadAnswer, Board, Calibration, Lesson, MemberId, Row,
};
use crate::rules::odds::{OddsReport, OddsTables};
use crate::rules::{Event, Game};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Why an answer did not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    /// The dice were thrown before it came: the question is locked.
    #[error("too late: the dice were thrown")]
    Late,
    /// No question of that number was asked.
    #[error("no question {0}")]
    NoQuestion(u32),
    /// The member has not joined the audience.
    #[error("not in the audience")]
    NotJoined,
    /// The answer does not fit the question.
    #[error(transparent)]
    Bad(#[from] BadAnswer),
}

/// The last question a member's answer was settled on.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct LastResult {
    /// The question.
    pub question: u32,
    /// Whether their pick came true.
    pub right: bool,
    /// The points it earned.
    pub points: f64,
}

/// One member of the audience.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Member {
    /// The name shown on the leaderboard.
    pub name: String,
    /// Their points so far.
    pub points: f64,
    /// What the odds scored on the same questions.
    pub odds_points: f64,
    /// Questions of theirs settled.
    pub settled: u32,
    /// The last one.
    pub last: Option<LastResult>,
}

impl Member {
    /// Whether they scored above the odds on the questions they answered.
    pub fn beat_the_odds(&self) -> bool {
        self.settled > 0 && self.points > self.odds_points
    }
}

/// A question with the answers it has taken.
#[derive(Debug, Clone)]
struct Asked {
    question: Question,
    answers: HashMap<MemberId, Answer>,
}

/// A question settled by a throw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Settled {
    /// The question.
    pub question: Question,
    /// The answer that came true.
    pub happened: usize,
    /// How many members had answered it.
    pub answered: u32,
    /// The points the odds earned on it.
    pub odds_points: f64,
}

/// A member's own standing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// Their place among those playing, from 1; `None` before their first settled answer.
    pub rank: Option<u32>,
    /// How many play.
    pub of: u32,
    /// Their points, the odds' on the same questions, and their last result.
    pub member: Member,
}

/// Points as places compare them: whole thousandths, so that totals equal but for the
/// rounding of their sums share a place.
fn place_key(points: f64) -> i64 {
    (points * 1000.0).round() as i64
}

/// The audience of one game.
#[derive(Debug, Clone, Default)]
pub struct Audience {
    throws: u32,
    next_id: u32,
    members: HashMap<MemberId, Member>,
    /// In joining order, for equal points.
    order: Vec<MemberId>,
    asked: Vec<Asked>,
    odds_points: f64,
    calibration: Calibration,
}

impl Audience {
    /// An audience before the game's first throw.
    pub fn new() -> Self {
        Self::default()
    }

    /// Throws made so far: the clock answers are checked against.
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// Adds a member (or renames one back).
    pub fn join(&mut self, member: MemberId, name: &str) {
        match self.members.get_mut(&member) {
            Some(m) => name.clone_into(&mut m.name),
            None => {
                self.order.push(member);
                self.members.insert(
                    member,
                    Member {
                        name: name.to_owned(),
                        points: 0.0,
                        odds_points: 0.0,
                        settled: 0,
                        last: None,
                    },
                );
            }
        }
    }

    /// Takes a member out (the host's Block): their answers still open are dropped; what
    /// is settled stays in the calibration.
    pub fn remove(&mut self, member: MemberId) {
        if self.members.remove(&member).is_some() {
            self.order.retain(|&m| m != member);
            for a in &mut self.asked {
                a.answers.remove(&member);
            }
        }
    }

    /// The members, in joining order.
    pub fn members(&self) -> impl Iterator<Item = MemberId> + '_ {
        self.order.iter().copied()
    }

    /// How many members joined.
    pub fn len(&self) -> usize {
        self.members.len()
    }

    /// Whether nobody joined.
    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }

    /// The questions for the coming throw, asked now if they were not yet (so calling it
    /// again before the throw asks nothing new).
    pub fn ask(&mut self, game: &Game, tables: &mut OddsTables) -> Vec<Question> {
        self.ask_in(game, &tables.report(game))
    }

    /// [`Audience::ask`] with the odds `report` of `game` worked out already.
    pub fn ask_in(&mut self, game: &Game, report: &OddsReport) -> Vec<Question> {
        let next = self.throws + 1;
        if !self.asked.iter().any(|a| a.question.locks_at == next) {
            for (ask, odds) in question::asks_in(game, report) {
                self.next_id += 1;
                let question = Question {
                    id: self.next_id,
                    ask,
                    odds,
                    locks_at: next,
                };
                self.asked.push(Asked {
                    question,
                    answers: HashMap::new(),
                });
            }
        }
        self.open()
    }

    /// The questions still taking answers.
    pub fn open(&self) -> Vec<Question> {
        self.asked
            .iter()
            .filter(|a| a.question.locks_at > self.throws)
            .map(|a| a.question.clone())
            .collect()
    }

    /// A member's answer; a second answer to the same question before the throw
    /// replaces the first.
    pub fn answer(
        &mut self,
        member: MemberId,
        question: u32,
        answer: Answer,
    ) -> Result<(), AnswerError> {
        if !self.members.contains_key(&member) {
            return Err(AnswerError::NotJoined);
        }
        let throws = self.throws;
        let Some(asked) = self.asked.iter_mut().find(|a| a.question.id == question) else {
            // Settled questions are forgotten: an answer to one is late, not unknown.
            return Err(if question <= self.next_id {
                AnswerError::Late
            } else {
                AnswerError::NoQuestion(question)
            });
        };
        if asked.question.locks_at <= throws {
            return Err(AnswerError::Late);
        }
        answer.forecast(asked.question.answers())?;
        asked.answers.insert(member, answer);
        Ok(())
    }

    /// A throw was made, with these `events`, leaving the game `after`: the questions
    /// asked before it lock, and those it decides are settled and scored
    /// ([`Audience::lock`] then [`Audience::landed`]).
    pub fn thrown(&mut self, after: &Game, events: &[Event]) -> Vec<Settled> {
        self.lock();
        self.landed(after, events)
    }

    /// The dice left the hand: the questions asked for this throw take no more answers.
    /// The window locks at the throw and settles when the dice land, since the rules
    /// play a throw only once its dice are at rest.
    pub fn lock(&mut self) {
        self.throws += 1;
    }

    /// The throw locked last landed with these `events`, leaving the game `after`: the
    /// locked questions it decides are settled and scored.
    pub fn landed(&mut self, after: &Game, events: &[Event]) -> Vec<Settled> {
        let mut settled = Vec::new();
        let mut i = 0;
        while i < self.asked.len() {
            let a = &self.asked[i];
            let decided = (a.question.locks_at <= self.throws)
                .then(|| question::settle(a.question.ask, after, events))
                .flatten();
            match decided {
                Some(happened) => {
                    let asked = self.asked.remove(i);
                    settled.push(self.score(asked, happened));
                }
                None => i += 1,
            }
        }
        settled
    }

    /// The number of the newest question asked (0 before the first).
    pub fn newest(&self) -> u32 {
        self.next_id
    }

    /// Whether `member` is in the audience.
    pub fn contains(&self, member: MemberId) -> bool {
        self.members.contains_key(&member)
    }

    /// Scores every answer to a settled question, and the odds.
    fn score(&mut self, asked: Asked, happened: usize) -> Settled {
        let q = asked.question;
        let odds_points = score::points(&q.odds, happened);
        self.odds_points += odds_points;
        for (member, answer) in &asked.answers {
            let (Some(m), Ok(forecast)) =
                (self.members.get_mut(member), answer.forecast(q.answers()))
            else {
                continue;
            };
            let points = score::points(&forecast, happened);
            m.points += points;
            m.odds_points += odds_points;
            m.settled += 1;
            m.last = Some(LastResult {
                question: q.id,
                right: answer.pick == happened,
                points,
            });
            self.calibration.add(&forecast, &q.odds, happened);
        }
        Settled {
            answered: u32::try_from(asked.answers.len()).unwrap_or(u32::MAX),
            question: q,
            happened,
            odds_points,
        }
    }

    /// Members with a settled answer, most points first (equal points: who joined first).
    fn ranked(&self) -> Vec<(MemberId, &Member)> {
        let mut rows: Vec<(MemberId, &Member)> = self
            .order
            .iter()
            .filter_map(|id| self.members.get(id).map(|m| (*id, m)))
            .filter(|(_, m)| m.settled > 0)
            .collect();
        rows.sort_by_key(|(_, m)| std::cmp::Reverse(place_key(m.points)));
        rows
    }

    /// The top `top` of the leaderboard and how many play.
    pub fn board(&self, top: usize) -> Board {
        let ranked = self.ranked();
        let mut rows = Vec::with_capacity(top.min(ranked.len()));
        let mut rank = 0;
        for (i, (id, m)) in ranked.iter().enumerate().take(top) {
            if i == 0 || place_key(ranked[i - 1].1.points) != place_key(m.points) {
                rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
            }
            rows.push(Row {
                rank,
                member: *id,
                name: m.name.clone(),
                points: m.points,
                beat_the_odds: m.beat_the_odds(),
            });
        }
        Board {
            top: rows,
            playing: u32::try_from(ranked.len()).unwrap_or(u32::MAX),
            odds_points: self.odds_points,
        }
    }

    /// One member's place, points and last result.
    pub fn standing(&self, member: MemberId) -> Option<Standing> {
        let m = self.members.get(&member)?;
        let playing = self.members.values().filter(|m| m.settled > 0);
        let (mut above, mut of) = (0_u32, 0_u32);
        for other in playing {
            of += 1;
            above += u32::from(place_key(other.points) > place_key(m.points));
        }
        Some(Standing {
            rank: (m.settled > 0).then_some(above + 1),
            of,
            member: m.clone(),
        })
    }

    /// Every member's standing, in joining order: [`Audience::standing`] for all, in one
    /// sort rather than one count per member (a stream's audience is thousands).
    pub fn standings(&self) -> Vec<(MemberId, Standing)> {
        let mut keys: Vec<i64> = self
            .members
            .values()
            .filter(|m| m.settled > 0)
            .map(|m| place_key(m.points))
            .collect();
        keys.sort_unstable_by(|a, b| b.cmp(a));
        let of = u32::try_from(keys.len()).unwrap_or(u32::MAX);
        self.order
            .iter()
            .filter_map(|id| {
                let m = self.members.get(id)?;
                let key = place_key(m.points);
                let above = keys.partition_point(|k| *k > key);
                let rank = (m.settled > 0).then(|| u32::try_from(above + 1).unwrap_or(u32::MAX));
                Some((
                    *id,
                    Standing {
                        rank,
                        of,
                        member: m.clone(),
                    },
                ))
            })
            .collect()
    }

    /// The audience's calibration so far.
    pub fn calibration(&self) -> &Calibration {
        &self.calibration
    }

    /// What the game's record keeps of this audience: the leaderboard's top `top` and
    /// the calibration; `None` when no answer was settled (nothing to learn from).
    pub fn lesson(&self, top: usize) -> Option<Lesson> {
        (self.calibration.count() > 0).then(|| Lesson {
            board: self.board(top),
            calibration: self.calibration.clone(),
        })
    }

    /// What was asked and is not yet settled (locked or open).
    pub fn pending(&self) -> impl Iterator<Item = (&Question, usize)> {
        self.asked.iter().map(|a| (&a.question, a.answers.len()))
    }
}
