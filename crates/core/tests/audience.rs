//! The audience on whole seeded games of both kinds: every question is settled, and every
//! member's points, the odds' points and the leaderboard are what this file computes on
//! its own, from the Brier score written out and the outcomes read off the game's states.

mod common;

use common::names;
use party_dice_core::audience::{
    Answer, AnswerError, Ask, Audience, MemberId, NO, Question, TOP_ROWS, YES, least_sure,
};
use party_dice_core::record::parse_record;
use party_dice_core::rules::odds::OddsTables;
use party_dice_core::rules::{DiceRng, Game, GameKind, GameRecord, GameSetup, SlamStep};

const MEMBERS: MemberId = 12;

fn new_game(kind: GameKind, players: usize, holes: u32) -> Game {
    let mut setup = GameSetup::new(kind, names(players));
    setup.straight_golf.rounds = holes;
    Game::new(&setup).unwrap_or_else(|e| panic!("{e}"))
}

/// Member `m`'s answer to `q`: a pick and a chance that vary with both, every chance from
/// an equal share to 100 % in turn.
fn scripted(m: MemberId, q: &Question) -> Answer {
    let n = q.answers();
    let least = u64::from(least_sure(n));
    let id = u64::from(q.id);
    let pick = usize::try_from((id + m) % n as u64).unwrap_or(0);
    let sure = least + (m * 17 + id * 7) % (101 - least);
    Answer {
        pick,
        sure: u8::try_from(sure).unwrap_or(100),
    }
}

/// The Brier points, written out: 100 × (blind guess's score − the answer's score).
fn expected_points(forecast: &[f64], happened: usize) -> f64 {
    let n = forecast.len() as f64;
    let mut brier = 0.0;
    for (i, p) in forecast.iter().enumerate() {
        let o = if i == happened { 1.0 } else { 0.0 };
        brier += (p - o).powi(2);
    }
    100.0 * ((n - 1.0) / n - brier)
}

fn forecast_of(a: Answer, n: usize) -> Vec<f64> {
    let sure = f64::from(a.sure) / 100.0;
    (0..n)
        .map(|i| {
            if i == a.pick {
                sure
            } else {
                (1.0 - sure) / (n as f64 - 1.0)
            }
        })
        .collect()
}

/// What came true, read off the game before the throw that locked it and the states after
/// each throw from that one on.
fn outcome(ask: Ask, before: &Game, states: &[Game]) -> usize {
    let last = states.last().unwrap_or_else(|| panic!("no states"));
    match (ask, last) {
        (Ask::FinishesTurn { seat }, _) => {
            for g in states {
                let Game::Slam(s) = g else { panic!("slam") };
                if s.finished_rank(seat).is_some() {
                    return YES;
                }
                if !matches!(s.step(), SlamStep::Turn { player, roll } if player == seat && roll > 1)
                {
                    return NO;
                }
            }
            panic!("the turn never ended")
        }
        (Ask::Last, Game::Slam(s)) => s.loser().unwrap_or_else(|| panic!("no loser")),
        (Ask::StraightThisHole { seat }, _) => {
            let Game::Golf(first) = before else {
                panic!("golf")
            };
            let before = first.cards()[seat].holes.len();
            let ended = states.iter().find_map(|g| match g {
                Game::Golf(h) if h.cards()[seat].holes.len() > before => {
                    h.cards()[seat].holes.last().copied()
                }
                _ => None,
            });
            // A completed straight scores 0 or less (−3, −1, 0), a missed one 1 or more.
            match ended {
                Some(points) if points <= 0 => YES,
                Some(_) => NO,
                None => panic!("the hole never ended"),
            }
        }
        (Ask::Wins { seat }, Game::Golf(g)) => {
            if g.winners().contains(&seat) {
                YES
            } else {
                NO
            }
        }
        (ask, _) => panic!("{ask:?} in the wrong game"),
    }
}

/// A whole seeded game with the audience answering every question.
struct Played {
    audience: Audience,
    asked: Vec<(Question, Vec<(MemberId, Answer)>)>,
    /// The game before the first throw, then after each throw.
    states: Vec<Game>,
    settled: usize,
}

fn play(kind: GameKind, players: usize, holes: u32, seed: u64) -> Played {
    let mut game = new_game(kind, players, holes);
    let (mut rng, mut tables) = (DiceRng::seeded(seed), OddsTables::default());
    let mut audience = Audience::new();
    for m in 0..MEMBERS {
        audience.join(m, &format!("Member {m}"));
    }
    let (mut asked, mut states, mut settled) = (Vec::new(), vec![game.clone()], 0);
    while !game.is_over() {
        for q in audience.ask(&game, &mut tables) {
            if asked.iter().any(|(a, _): &(Question, _)| a.id == q.id) {
                continue;
            }
            // Members 0 and 1 sit this one out now and then.
            let answers: Vec<(MemberId, Answer)> = (0..MEMBERS)
                .filter(|m| *m > 1 || (u64::from(q.id) + m) % 3 != 0)
                .map(|m| (m, scripted(m, &q)))
                .collect();
            for &(m, a) in &answers {
                audience
                    .answer(m, q.id, a)
                    .unwrap_or_else(|e| panic!("{e}"));
            }
            asked.push((q, answers));
        }
        let events = game.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
        settled += audience.thrown(&game, &events).len();
        states.push(game.clone());
    }
    Played {
        audience,
        asked,
        states,
        settled,
    }
}

fn check(kind: GameKind, players: usize, holes: u32, seed: u64) {
    let p = play(kind, players, holes, seed);
    assert!(!p.asked.is_empty(), "nothing was asked");
    assert_eq!(
        p.settled,
        p.asked.len(),
        "every question settled by the end"
    );
    assert_eq!(p.audience.pending().count(), 0);
    let mut points = vec![0.0; MEMBERS as usize];
    let mut odds = vec![0.0; MEMBERS as usize];
    let mut odds_total = 0.0;
    for (q, answers) in &p.asked {
        let locked_by = usize::try_from(q.locks_at).unwrap_or(0);
        let happened = outcome(q.ask, &p.states[locked_by - 1], &p.states[locked_by..]);
        let exact = expected_points(&q.odds, happened);
        odds_total += exact;
        for &(m, a) in answers {
            points[m as usize] += expected_points(&forecast_of(a, q.answers()), happened);
            odds[m as usize] += exact;
        }
    }
    let standings: Vec<_> = (0..MEMBERS)
        .map(|m| {
            p.audience
                .standing(m)
                .unwrap_or_else(|| panic!("member {m}"))
        })
        .collect();
    // All at once (the window's way after a throw) is the same as one by one.
    let all: Vec<_> = p.audience.standings().into_iter().map(|(_, s)| s).collect();
    assert_eq!(all, standings);
    // Places go by whole thousandths of a point, as the ledger ranks them (of the points
    // just checked, so that a sum's last bit cannot move a total across a thousandth).
    let key = |x: f64| (x * 1000.0).round();
    for (m, s) in standings.iter().enumerate() {
        assert!((s.member.points - points[m]).abs() < 1e-6, "{m}: {s:?}");
        assert!((s.member.odds_points - odds[m]).abs() < 1e-6, "{m}: {s:?}");
        let mine = key(s.member.points);
        let above = standings
            .iter()
            .filter(|o| key(o.member.points) > mine)
            .count();
        assert_eq!(
            s.rank,
            Some(u32::try_from(above + 1).unwrap_or(0)),
            "{m}: {s:?}"
        );
        assert_eq!(
            s.member.beat_the_odds(),
            s.member.points > s.member.odds_points
        );
    }
    let board = p.audience.board(5);
    assert_eq!(board.playing, MEMBERS as u32);
    assert!((board.odds_points - odds_total).abs() < 1e-6);
    let mut order: Vec<usize> = (0..MEMBERS as usize).collect();
    order.sort_by(|&a, &b| {
        key(standings[b].member.points).total_cmp(&key(standings[a].member.points))
    });
    let top: Vec<MemberId> = board.top.iter().map(|r| r.member).collect();
    let want: Vec<MemberId> = order.iter().take(5).map(|&m| m as MemberId).collect();
    assert_eq!(top, want);
    let forecasts: usize = p.asked.iter().map(|(q, a)| q.answers() * a.len()).sum();
    assert_eq!(p.audience.calibration().count() as usize, forecasts);
}

#[test]
fn slam_dice_scores_and_leaderboard_are_exact() {
    for (players, seed) in [(2, 1), (3, 7), (5, 11), (8, 3)] {
        check(GameKind::SlamDice, players, 9, seed);
    }
}

#[test]
fn straight_golf_scores_and_leaderboard_are_exact() {
    for (players, holes, seed) in [(2, 3, 5), (4, 9, 2), (8, 2, 9)] {
        check(GameKind::StraightGolf, players, holes, seed);
    }
}

#[test]
fn an_answer_after_the_throw_is_refused_and_one_before_it_can_change() {
    let mut game = new_game(GameKind::SlamDice, 3, 9);
    let (mut rng, mut tables) = (DiceRng::seeded(4), OddsTables::default());
    let mut audience = Audience::new();
    audience.join(7, "Ann");
    // Slam numbers first: nothing to ask until a turn starts.
    while audience.ask(&game, &mut tables).is_empty() {
        let events = game.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
        audience.thrown(&game, &events);
    }
    let q = audience.ask(&game, &mut tables)[0].clone();
    assert!(matches!(q.ask, Ask::FinishesTurn { .. }));
    let yes = Answer {
        pick: YES,
        sure: 90,
    };
    let no = Answer { pick: NO, sure: 60 };
    assert_eq!(audience.answer(7, q.id, yes), Ok(()));
    assert_eq!(
        audience.answer(7, q.id, no),
        Ok(()),
        "changed before the throw"
    );
    assert_eq!(audience.answer(8, q.id, yes), Err(AnswerError::NotJoined));
    assert!(matches!(
        audience.answer(
            7,
            q.id,
            Answer {
                pick: YES,
                sure: 30
            }
        ),
        Err(AnswerError::Bad(_))
    ));
    assert_eq!(
        audience.answer(7, q.id + 100, yes),
        Err(AnswerError::NoQuestion(q.id + 100))
    );
    // The window's way: locked as the dice leave the hand, settled when they land.
    audience.lock();
    assert_eq!(
        audience.answer(7, q.id, yes),
        Err(AnswerError::Late),
        "in the air"
    );
    assert!(audience.open().iter().all(|o| o.id != q.id));
    let events = game.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
    audience.landed(&game, &events);
    assert_eq!(audience.answer(7, q.id, yes), Err(AnswerError::Late));
}

#[test]
fn a_games_record_keeps_its_audiences_lesson() {
    let p = play(GameKind::SlamDice, 3, 9, 11);
    let lesson = p
        .audience
        .lesson(TOP_ROWS)
        .unwrap_or_else(|| panic!("nothing settled"));
    assert_eq!(lesson.board, p.audience.board(TOP_ROWS));
    assert_eq!(&lesson.calibration, p.audience.calibration());
    let mut record = GameRecord::new(GameSetup::new(GameKind::SlamDice, names(3)));
    let write = |r: &GameRecord| {
        ron::ser::to_string_pretty(r, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|e| panic!("{e}"))
    };
    assert!(
        !write(&record).contains("audience"),
        "a game without an audience writes none"
    );
    record.audience = Some(lesson.clone());
    let path = std::path::Path::new("kept.ron");
    let back = parse_record(&write(&record), path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.audience, Some(lesson), "read back exactly");
    assert_eq!(back, record);
    // Nobody answered: nothing to learn, nothing kept.
    let mut quiet = Audience::new();
    quiet.join(1, "Ann");
    assert_eq!(quiet.lesson(TOP_ROWS), None);
}
