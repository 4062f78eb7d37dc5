//! What the phones see of a rules [`Game`], pure: the card rows, whose turn, a roll's
//! result, and the audience's questions and leaderboard, formatted with `present` exactly as the shared screen words them, in the
//! language in use ([`party_dice_core::i18n::current`]: the server words them again in each
//! phone's, `Server::publish_worded`). The host can publish these as they are, or build
//! its own [`HostState`] from the ECS.

use super::messages::{
    AudienceView, Awaiting, BoardRow, Card, CardRow, HostState, MemberId, MemberNews,
    MemberStanding, Phase, QuestionView, RollResult, SettledView, Turn,
};
use party_dice_core::audience::{Answer, Ask, Audience, Settled, Standing, least_sure};
use party_dice_core::present::{self, CardColumn, signed};
use party_dice_core::rules::{Event, Game, SlamDice, StraightGolf};

/// Who may throw next in `game`: the current player, any seat for a roll that belongs to
/// no one (the shared slam number), no one once it is over.
pub fn turn(game: &Game) -> Turn {
    match (game.current_player(), game.is_over()) {
        (_, true) => Turn::Nobody,
        (Some(seat), false) => Turn::Seat(seat),
        (None, false) => Turn::Anyone,
    }
}

/// The card: Straight Golf's columns as the screen's golf card folds them (the nine on
/// show, OUT/IN, no TOTAL column: the total is the row's own), Slam Dice's slam number.
pub fn card(game: &Game) -> Card {
    match game {
        Game::Golf(g) => golf_card(g),
        Game::Slam(g) => slam_card(g),
    }
}

fn golf_card(g: &StraightGolf) -> Card {
    let rounds = g.options().rounds as usize;
    let played = g.cards().iter().map(|c| c.holes.len()).max().unwrap_or(0);
    let hole = g.hole().map(|h| h.number as usize);
    let nine = present::nine_on_show(rounds, hole, played);
    let columns: Vec<CardColumn> = present::card_columns(rounds, nine)
        .into_iter()
        .filter(|c| *c != CardColumn::Total)
        .collect();
    let rows = g
        .players()
        .iter()
        .zip(g.cards())
        .enumerate()
        .map(|(seat, (name, card))| CardRow {
            name: name.clone(),
            total: signed(card.total()),
            cells: columns
                .iter()
                .map(|c| c.value(&card.holes).map(signed).unwrap_or_default())
                .collect(),
            said: [party_dice_core::t!(
                "phones-card-total",
                total = signed(card.total())
            )]
            .into_iter()
            .chain(golf_notes(g, seat, name))
            .collect(),
        })
        .collect();
    Card {
        columns: columns.iter().map(|c| c.title()).collect(),
        rows,
    }
}

/// What the card says of `seat` (`name`) beside its total, as sentences: the winner, or
/// the card's badges in words (who plays first, who keeps score).
fn golf_notes(g: &StraightGolf, seat: usize, name: &str) -> Vec<String> {
    let winners = g.winners();
    if winners.contains(&seat) {
        let how = if winners.len() == 1 {
            "alone"
        } else {
            "shared"
        };
        return vec![party_dice_core::t!(
            "phones-card-wins",
            name = name,
            how = how
        )];
    }
    present::golf_badges(g, seat)
        .into_iter()
        .map(|b| b.words().to_string())
        .collect()
}

fn slam_card(g: &SlamDice) -> Card {
    let rows = g
        .players()
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let score = g.scores().get(seat).copied().unwrap_or(0);
            let slam = g.slam_number(seat).map(|n| n.0.to_string());
            let said = [party_dice_core::t!("phones-card-score", score = score)]
                .into_iter()
                .chain(
                    slam.iter()
                        .map(|n| party_dice_core::t!("phones-card-slam-number", number = n)),
                )
                .chain(slam_note(g, seat, name))
                .collect();
            CardRow {
                name: name.clone(),
                total: score.to_string(),
                cells: vec![slam.unwrap_or_default()],
                said,
            }
        })
        .collect();
    Card {
        columns: vec![party_dice_core::t!("phones-card-slam-column")],
        rows,
    }
}

/// Where `seat` (`name`) stands in Slam Dice, as a sentence: safe in which place, or the
/// loser.
fn slam_note(g: &SlamDice, seat: usize, name: &str) -> Option<String> {
    match (g.finished_rank(seat), g.loser() == Some(seat)) {
        (Some(place), _) => Some(party_dice_core::t!(
            "phones-card-safe",
            place = present::ordinal(place)
        )),
        (None, true) => Some(party_dice_core::t!("phones-card-loser", name = name)),
        (None, false) => None,
    }
}

/// What the rules decided about the roll that gave `events`: the shared screen's
/// headline, or the log's line when the roll makes none.
pub fn result(game: &Game, events: &[Event], step: u64) -> RollResult {
    let players = game.players();
    let (seat, faces) = events
        .iter()
        .find_map(|e| match e {
            Event::Rolled { player, roll, .. } => Some((Some(*player), roll.faces().to_vec())),
            _ => None,
        })
        .unwrap_or((None, Vec::new()));
    let lines = present::log_lines(players, events);
    // A headline whose detail is nothing or a name alone ("Missed by 1: +1", "Ann") is
    // told with the log's lines, which name the player: a phone shows whole sentences.
    let (title, detail, tone) = match present::headline(players, events) {
        Some(h) if h.detail.is_empty() || players.contains(&h.detail) => {
            (h.title, lines.join("\n"), h.tone.into())
        }
        Some(h) => (h.title, h.detail, h.tone.into()),
        None => (lines.join("\n"), String::new(), Default::default()),
    };
    RollResult {
        step,
        seat,
        faces: RollResult::values(&faces),
        title,
        detail,
        tone,
    }
}

/// The table for `game` under way: its turn, card and banner, waiting for `awaiting`
/// at `step`, with the last roll's `result` (publish it once the dice landed).
pub fn playing(
    game: &Game,
    awaiting: Awaiting,
    step: u64,
    result: Option<RollResult>,
) -> HostState {
    let over = game.is_over();
    HostState {
        phase: if over { Phase::Over } else { Phase::Playing },
        game: party_dice_core::present::game_title(game.kind()),
        seats: game.players().to_vec(),
        turn: turn(game),
        awaiting: if over { Awaiting::Nothing } else { awaiting },
        dice: game.dice_needed(),
        step,
        banner: present::banner(game),
        card: card(game),
        result,
        joinable: false,
        // The seats' finishes are the host's settings, not the game's: it adds them.
        finishes: Vec::new(),
        // The audience is the host's too, when it has one on.
        audience: None,
    }
}

/// Whole points, as the phones show them.
fn whole(points: f64) -> i64 {
    points.round() as i64
}

/// A question's words and its answers', for the players of `game`.
pub fn question_words(ask: Ask, game: &Game) -> (String, Vec<String>) {
    use party_dice_core::t;
    let players = game.players();
    let name = |seat: usize| players.get(seat).cloned().unwrap_or_default();
    let yes_no = || vec![t!("audience-yes"), t!("audience-no")];
    match ask {
        Ask::FinishesTurn { seat } => (t!("audience-ask-finishes", name = name(seat)), yes_no()),
        Ask::Last => (t!("audience-ask-last"), players.to_vec()),
        Ask::StraightThisHole { seat } => {
            (t!("audience-ask-straight", name = name(seat)), yes_no())
        }
        Ask::Wins { seat } => (t!("audience-ask-wins", name = name(seat)), yes_no()),
    }
}

/// What the audience's phones show of `audience` playing along with `game`: the open
/// questions, the top five, and `last`, the question the last throw settled (the first
/// of them, when it settled several).
pub fn audience(audience: &Audience, game: &Game, last: Option<&Settled>) -> AudienceView {
    let board = audience.board(BOARD_ROWS);
    let questions = audience
        .open()
        .iter()
        .map(|q| {
            let (text, answers) = question_words(q.ask, game);
            QuestionView {
                id: q.id,
                text,
                answers,
                least_sure: least_sure(q.answers()),
                closed: closed_answers(q.ask, game),
            }
        })
        .collect();
    let last = last.map(|s| {
        let (text, answers) = question_words(s.question.ask, game);
        let odds = s.question.odds.get(s.happened).copied().unwrap_or(0.0);
        SettledView {
            id: s.question.id,
            text,
            happened: answers.get(s.happened).cloned().unwrap_or_default(),
            odds: (odds * 100.0).round().clamp(0.0, 100.0) as u8,
        }
    });
    AudienceView {
        questions,
        asked: audience.newest(),
        top: board
            .top
            .iter()
            .map(|r| BoardRow {
                rank: r.rank,
                name: r.name.clone(),
                points: whole(r.points),
                beat_the_odds: r.beat_the_odds,
            })
            .collect(),
        playing: board.playing,
        odds_points: whole(board.odds_points),
        last,
    }
}

/// The answers of `ask` that can no longer come true and that the table shows anyway:
/// the players who finished, in Slam Dice's "Who ends up last?".
fn closed_answers(ask: Ask, game: &Game) -> Vec<usize> {
    match (ask, game) {
        (Ask::Last, Game::Slam(g)) => (0..g.players().len())
            .filter(|&s| g.finished_rank(s).is_some())
            .collect(),
        _ => Vec::new(),
    }
}

/// `member`'s answer to `question` given to `audience`: what their phone is told. The
/// room checked the pick and the chance against the questions it published, so what
/// the audience refuses here is late: its clock, the throws, moved on since.
pub fn answer(
    audience: &mut Audience,
    member: MemberId,
    question: u32,
    (pick, sure): (usize, u8),
) -> MemberNews {
    match audience.answer(member, question, Answer { pick, sure }) {
        Ok(()) => MemberNews::Answered {
            question,
            pick,
            sure,
        },
        Err(_) => MemberNews::Late { question },
    }
}

/// Every member's place, for their phones (after a throw that settled questions).
pub fn standings(audience: &Audience) -> Vec<(MemberId, MemberNews)> {
    audience
        .standings()
        .into_iter()
        .map(|(m, s)| (m, MemberNews::Standing(standing(&s))))
        .collect()
}

/// A member's standing as their phone shows it.
pub fn standing(s: &Standing) -> MemberStanding {
    MemberStanding {
        rank: s.rank,
        of: s.of,
        points: whole(s.member.points),
        odds_points: whole(s.member.odds_points),
        beat_the_odds: s.member.beat_the_odds(),
        last: s.member.last.map(|l| (l.right, whole(l.points))),
        last_question: s.member.last.map(|l| l.question),
    }
}

/// Rows of the leaderboard the phones and the shared screen show.
pub const BOARD_ROWS: usize = 5;

/// The setup screen with these players: seats to take, new players welcome while there
/// is room.
pub fn setup(game_title: &str, players: &[String]) -> HostState {
    HostState {
        phase: Phase::Setup,
        game: game_title.into(),
        seats: players.to_vec(),
        banner: party_dice_core::t!("phones-setup-banner"),
        joinable: players.len() < party_dice_core::rules::options::MAX_PLAYERS,
        ..HostState::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces(values: &[u8]) -> Vec<party_dice_core::rules::Face> {
        party_dice_core::rules::Face::several(values)
    }
    use party_dice_core::rules::{GameKind, GameSetup};

    fn game(kind: GameKind) -> Game {
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        Game::new(&GameSetup::new(kind, names)).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn who_ends_up_last_greys_the_players_who_finished_and_nothing_else() {
        let names: Vec<String> = ["Ann", "Ben", "Cy"].map(String::from).to_vec();
        let mut g =
            Game::new(&GameSetup::new(GameKind::SlamDice, names)).unwrap_or_else(|e| panic!("{e}"));
        let mut rng = party_dice_core::rules::DiceRng::seeded(3);
        assert!(closed_answers(Ask::Last, &g).is_empty());
        while closed_answers(Ask::Last, &g).is_empty() && !g.is_over() {
            g.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
        }
        let Game::Slam(slam) = &g else {
            panic!("Slam Dice")
        };
        let closed = closed_answers(Ask::Last, &g);
        assert!(!closed.is_empty());
        assert!(closed.iter().all(|&s| slam.finished_rank(s).is_some()));
        assert!(closed_answers(Ask::FinishesTurn { seat: 0 }, &g).is_empty());
    }

    #[test]
    fn the_shared_slam_number_is_anyones_roll() {
        let mut g = game(GameKind::SlamDice);
        assert_eq!(turn(&g), Turn::Anyone);
        let events = g.enter(&faces(&[4])).unwrap_or_default();
        assert_eq!(turn(&g), Turn::Seat(0));
        let r = result(&g, &events, 1);
        assert_eq!(
            (r.title.as_str(), r.faces.as_slice()),
            ("Slam number 4", &[4][..])
        );
        let events = g.enter(&faces(&[4, 4, 1])).unwrap_or_default();
        let r = result(&g, &events, 2);
        assert_eq!((r.seat, r.title.as_str()), (Some(0), "Small Slam!"));
        let table = playing(&g, Awaiting::Throw, 3, Some(r));
        assert_eq!(table.card.rows[0].total, "5");
        assert_eq!(table.card.rows[1].cells, ["4"]);
        assert_eq!((table.dice, table.phase), (3, Phase::Playing));
    }

    #[test]
    fn a_roll_without_a_headline_reads_as_its_log_line() {
        let mut g = game(GameKind::SlamDice);
        let _ = g.enter(&faces(&[4]));
        let events = g.enter(&faces(&[1, 2, 3])).unwrap_or_default();
        let r = result(&g, &events, 2);
        assert_eq!(r.title, "Ann rolled 1·2·3 — no slam, turn over");
        assert_eq!(r.tone, super::super::messages::Tone::Info);
    }

    #[test]
    fn every_result_names_its_player_in_a_whole_sentence() {
        // A roll-off's tie: two sentences, two lines.
        let mut g = game(GameKind::StraightGolf);
        let _ = g.enter(&faces(&[5]));
        let events = g.enter(&faces(&[5])).unwrap_or_default();
        let r = result(&g, &events, 2);
        assert!(r.title.lines().count() >= 2, "{r:?}");
        // A golf headline without a detail of its own gets the log's line, which names
        // the player.
        let mut g = game(GameKind::StraightGolf);
        let _ = g.enter(&faces(&[6]));
        let _ = g.enter(&faces(&[1]));
        let mut guard = 0;
        loop {
            let events = g
                .enter(&faces(&vec![1; g.dice_needed()]))
                .unwrap_or_default();
            let r = result(&g, &events, 3);
            assert!(
                r.title.contains("Ann") || r.detail.contains("Ann") || r.seat != Some(0),
                "{r:?}"
            );
            assert!(
                !["Ann", "Ben"].contains(&r.detail.as_str()),
                "a name alone: {r:?}"
            );
            guard += 1;
            if guard > 3 || g.is_over() {
                break;
            }
        }
    }

    #[test]
    fn the_golf_card_has_a_cell_per_hole_on_show() {
        let mut g = game(GameKind::StraightGolf);
        let _ = g.enter(&faces(&[6]));
        let _ = g.enter(&faces(&[1]));
        let events = g.enter(&faces(&[1, 2, 3, 4, 5, 6])).unwrap_or_default();
        let card = card(&g);
        assert_eq!(card.columns.len(), 9);
        assert_eq!(card.columns[0], "1");
        assert_eq!(card.rows[0].cells[0], "-3");
        assert_eq!(card.rows[0].total, "-3");
        assert_eq!(card.rows[0].said, ["Total -3", "Plays first"]);
        assert_eq!(card.rows[1].said, ["Total 0", "Keeps score"]);
        assert!(result(&g, &events, 3).title.starts_with("STRAIGHT!"));
        let s = setup("Straight Golf", g.players());
        assert!(s.joinable && s.phase == Phase::Setup);
    }

    #[test]
    fn a_finished_game_reads_as_labelled_figures_and_sentences() {
        let mut g = game(GameKind::StraightGolf);
        let mut guard = 0;
        while !g.is_over() && guard < 2_000 {
            let values: Vec<u8> = (0..g.dice_needed())
                .map(|k| ((guard * 7 + k) % 6) as u8 + 1)
                .collect();
            let _ = g.enter(&faces(&values));
            guard += 1;
        }
        assert!(g.is_over());
        let rows = card(&g).rows;
        let Game::Golf(golf) = &g else {
            panic!("not golf")
        };
        let winners = golf.winners();
        for (seat, row) in rows.iter().enumerate() {
            assert!(row.said[0].starts_with("Total "), "{:?}", row.said);
            if winners.contains(&seat) {
                assert!(
                    row.said.iter().any(|l| l.starts_with(&row.name)),
                    "{:?}",
                    row.said
                );
            }
            for line in &row.said {
                assert!(
                    line.split_whitespace().count() >= 2,
                    "{line:?} in {:?}",
                    row.said
                );
            }
        }
    }
}
