//! The audience in the room: joining with a name, coming back with the member token,
//! answers checked against the published questions and passed on, late ones refused,
//! the host's news to one member, the host's Block.

use super::*;
use crate::messages::{AudienceView, MemberNews, MemberStanding, QuestionView};

/// A playing state with the audience on and `open` questions (Yes/No, 50 % least) out of
/// `asked` asked so far.
fn with_audience(open: &[u32], asked: u32) -> HostState {
    let mut state = host_state(Phase::Playing, Turn::Seat(0), Awaiting::Throw, 5);
    state.audience = Some(AudienceView {
        questions: open
            .iter()
            .map(|&id| QuestionView {
                id,
                text: "Does Ann finish this turn?".into(),
                answers: vec!["Yes".into(), "No".into()],
                least_sure: 50,
                closed: Vec::new(),
            })
            .collect(),
        asked,
        ..AudienceView::default()
    });
    state
}

fn audience(name: &str, token: Option<&str>) -> String {
    let token = token.map_or("null".to_string(), |t| format!("\"{t}\""));
    format!(r#"{{"type":"audience","name":"{name}","token":{token}}}"#)
}

fn answer(question: u32, pick: usize, sure: u8) -> String {
    format!(r#"{{"type":"answer","question":{question},"pick":{pick},"sure":{sure}}}"#)
}

/// Joins `conn` as `name`: its member number and token.
fn member(b: &mut Bench, conn: ConnId, name: &str) -> (u64, String) {
    let effects = b.send(conn, &audience(name, None));
    let reply = replies(&effects, conn)[0].clone();
    assert_eq!(reply["type"], "member", "{reply}");
    assert_eq!(reply["name"], name);
    let token = reply["token"].as_str().unwrap_or_default().to_string();
    match host_events(&effects).as_slice() {
        [HostEvent::AudienceJoined { member, name: n }] if n == name => (*member, token),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_phone_without_a_seat_joins_the_audience_and_comes_back_with_its_token() {
    let mut b = Bench::new();
    b.room.publish(with_audience(&[1], 1));
    let phone = b.joined(20);
    let (id, token) = member(&mut b, phone, "Zoe");
    assert_eq!(token.len(), 32, "128 bits from the OS generator");
    assert_eq!(b.room.presence().audience, 1);
    // Asking again, under another name, it stays the member it is.
    let effects = b.send(phone, &audience("Another", None));
    assert_eq!(replies(&effects, phone)[0]["name"], "Zoe");
    assert_eq!(b.room.presence().audience, 1);
    // Its socket drops; the page comes back with the token, as the same member, under
    // the name it had (the one it sends now is ignored).
    b.room.disconnect(phone);
    let again = b.joined(20);
    let effects = b.send(again, &audience("Other", Some(&token)));
    assert_eq!(replies(&effects, again)[0]["name"], "Zoe");
    assert!(matches!(
        host_events(&effects).as_slice(),
        [HostEvent::AudienceJoined { member, .. }] if *member == id
    ));
    // A made-up token is a new member, who needs a name of their own.
    let stranger = b.joined(21);
    let fake = "0".repeat(32);
    let effects = b.send(stranger, &audience("zoe", Some(&fake)));
    assert_eq!(error_code(&effects, stranger), "name_taken");
    let effects = b.send(stranger, &audience("Ann", None));
    assert_eq!(
        error_code(&effects, stranger),
        "name_taken",
        "a player's name"
    );
}

#[test]
fn players_and_a_room_with_the_audience_off_are_refused() {
    let mut b = Bench::new();
    b.room.publish(host_state(
        Phase::Playing,
        Turn::Seat(0),
        Awaiting::Throw,
        5,
    ));
    let phone = b.joined(20);
    let effects = b.send(phone, &audience("Zoe", None));
    assert_eq!(error_code(&effects, phone), "audience_off");
    b.room.publish(with_audience(&[1], 1));
    let (seated, _) = b.seated(21, 1);
    let effects = b.send(seated, &audience("Zoe", None));
    assert_eq!(error_code(&effects, seated), "not_in_audience");
    let effects = b.send(seated, &answer(1, 0, 80));
    assert_eq!(error_code(&effects, seated), "not_in_audience");
    assert!(host_events(&effects).is_empty());
}

#[test]
fn answers_to_open_questions_go_to_the_host_and_late_or_bad_ones_do_not() {
    let mut b = Bench::new();
    b.room.publish(with_audience(&[3, 4], 4));
    let phone = b.joined(20);
    let (id, _) = member(&mut b, phone, "Zoe");
    let effects = b.send(phone, &answer(4, 1, 75));
    assert_eq!(
        host_events(&effects),
        vec![HostEvent::AudienceAnswer {
            member: id,
            question: 4,
            pick: 1,
            sure: 75
        }]
    );
    for (text, code) in [
        (answer(4, 2, 75), "bad_answer"), // a third answer to a yes-or-no question
        (answer(4, 0, 49), "bad_answer"), // under an equal share
        (answer(9, 0, 80), "bad_answer"), // never asked
        (answer(4, 0, 101), "bad_answer"), // over 100 %
        (answer(4, 9, 80), "bad_answer"), // past any question's answers
    ] {
        let effects = b.send(phone, &text);
        assert_eq!(error_code(&effects, phone), code, "{text}");
        assert!(host_events(&effects).is_empty(), "{text}");
    }
    // An answer the table shows cannot come true (a finished player, last) is refused.
    let mut state = with_audience(&[3, 4], 4);
    if let Some(q) = state.audience.as_mut().and_then(|a| a.questions.get_mut(1)) {
        q.closed = vec![0];
    }
    b.room.publish(state);
    let effects = b.send(phone, &answer(4, 0, 80));
    assert_eq!(error_code(&effects, phone), "bad_answer");
    assert!(host_events(&effects).is_empty());
    // The dice are thrown: the host publishes the questions locked.
    b.room.publish(with_audience(&[], 4));
    let effects = b.send(phone, &answer(4, 0, 80));
    assert_eq!(error_code(&effects, phone), "too_late");
    assert!(host_events(&effects).is_empty());
}

#[test]
fn the_host_tells_one_member_and_blocks_one() {
    let mut b = Bench::new();
    b.room.publish(with_audience(&[1], 1));
    let (zoe, yan) = (b.joined(20), b.joined(21));
    let (zoe_id, zoe_token) = member(&mut b, zoe, "Zoe");
    let (yan_id, _) = member(&mut b, yan, "Yan");
    let standing = MemberStanding {
        rank: Some(2),
        of: 2,
        points: 32,
        odds_points: 40,
        beat_the_odds: false,
        last: Some((true, 32)),
        last_question: Some(1),
    };
    let effects = b
        .room
        .tell_member(zoe_id, &MemberNews::Standing(standing.clone()));
    let to_zoe = replies(&effects, zoe);
    assert_eq!(to_zoe[0]["type"], "standing");
    assert_eq!(to_zoe[0]["standing"]["rank"], 2);
    assert_eq!(to_zoe[0]["standing"]["last_question"], 1);
    assert!(replies(&effects, yan).is_empty(), "Yan hears nothing of it");
    let effects = b
        .room
        .tell_member(yan_id, &MemberNews::Late { question: 1 });
    assert_eq!(error_code(&effects, yan), "too_late");
    // Block: Zoe is sent away, her token no longer brings her back, and her phone's
    // address is refused.
    let (blocked, effects) = b.room.block_member(zoe_id);
    assert!(blocked);
    assert_eq!(error_code(&effects, zoe), "blocked");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Close(c, _) if *c == zoe))
    );
    assert_eq!(b.room.presence().audience, 1);
    let back = b.connect(20);
    let effects = b.send(back, &hello(CODE, None));
    assert_eq!(error_code(&effects, back), "blocked");
    let other = b.joined(22);
    let effects = b.send(other, &audience("Zed", Some(&zoe_token)));
    let reply = replies(&effects, other)[0].clone();
    assert_eq!(reply["name"], "Zed", "a new member, not Zoe: {reply}");
    assert!(!b.room.block_member(zoe_id).0, "blocked once");
}

#[test]
fn garbage_in_the_audiences_messages_is_refused_and_reaches_no_host() {
    let mut b = Bench::new();
    b.room.publish(with_audience(&[4], 4));
    let (garbage, member_phone) = (b.joined(20), b.joined(21));
    let (id, _) = member(&mut b, member_phone, "Zoe");
    for (text, code) in [
        (r#"{"type":"audience","name":""}"#, "bad_name"),
        (
            r#"{"type":"audience","name":"Abcdefghijklmnopqrstuvwxyz"}"#,
            "bad_name",
        ),
        (
            r#"{"type":"answer","question":4,"pick":0,"sure":300}"#,
            "malformed",
        ),
        (
            r#"{"type":"answer","question":4,"pick":-1,"sure":80}"#,
            "malformed",
        ),
        (r#"{"type":"answer","question":4}"#, "malformed"),
        (
            r#"{"type":"answer","question":4,"pick":0,"sure":80,"x":1}"#,
            "malformed",
        ),
    ] {
        let effects = b.send(garbage, text);
        assert_eq!(error_code(&effects, garbage), code, "{text}");
        assert!(host_events(&effects).is_empty(), "{text}");
    }
    // The member beside it still answers.
    let effects = b.send(member_phone, &answer(4, 0, 80));
    assert_eq!(
        host_events(&effects),
        vec![HostEvent::AudienceAnswer {
            member: id,
            question: 4,
            pick: 0,
            sure: 80
        }]
    );
}
