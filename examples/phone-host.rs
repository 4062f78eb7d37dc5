//! A small host for the phone page, without the window: starts the phones' server and
//! plays a two-player game with the rules engine, as the game would. A seat with a phone
//! waits for its throw; a seat without one is rolled for after a moment (as the host's
//! keyboard would). The dice "land" a moment after a throw, and only then is the result
//! published. Prints what it does on stdout, one line each:
//!
//! ```text
//! phones: http://192.168.1.5:8080/ code KQZD
//! connected seat=0
//! throw seat=0 dx=0.012 dy=-1.000 speed=0.640      (or: throw seat=0 roll)
//! landed step=1 title=Slam number 4
//! audience joined member=1 name=Zoë
//! answer member=1 question=2 pick=0 sure=75 (counted)
//! settled question=2 happened=1 answered=1
//! game over: P2 loses!
//! ```
//!
//! Phones without a seat play along as the audience (the core's `Audience`): a question
//! before each throw, locked by the throw, settled when the dice land, each member told
//! their place.
//!
//! `cargo run --no-default-features --example phone-host -- --port 0 --timeout 120`
//! (`--game golf`, `--real-dice`, `--land-ms`, `--bot-ms`, `--seed`: see `--help`).
//! It exits 0 at game over (after a few seconds for the phones to see it), 2 on timeout.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use party_dice::audience::{Audience, Settled};
use party_dice::phones::view;
use party_dice::phones::{
    Awaiting, Config, HostEvent, MemberNews, PhoneAt, RollResult, Server, Turn,
};
use party_dice::rules::odds::OddsTables;
use party_dice::rules::{DiceRng, Event, Face, Game, GameKind, GameSetup};

#[derive(Parser)]
#[command(about = "Serve the phone page and play a two-player game with it")]
struct Args {
    /// Port to listen on (0: the OS picks one).
    #[arg(long, default_value_t = party_dice::settings::DEFAULT_PHONE_PORT)]
    port: u16,
    /// `slam` or `golf`.
    #[arg(long, default_value = "slam")]
    game: String,
    /// The phones type real dice instead of throwing.
    #[arg(long)]
    real_dice: bool,
    /// How long the dice take to land, in milliseconds.
    #[arg(long, default_value_t = 1500)]
    land_ms: u64,
    /// How long a seat without a phone waits before the host rolls for it.
    #[arg(long, default_value_t = 1500)]
    bot_ms: u64,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 300)]
    timeout: u64,
    /// Seed of the dice.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Answer a phone's request to join as a new player with a refusal after this many
    /// milliseconds, as a host pressing N would (by default it is admitted at once).
    #[arg(long)]
    refuse_joins_after_ms: Option<u64>,
}

/// A roll under way: the game after it, shown once the dice land.
struct Landing {
    at: Instant,
    events: Vec<Event>,
}

struct Host {
    server: Server,
    game: Game,
    rng: DiceRng,
    step: u64,
    result: Option<RollResult>,
    /// What the rules said of the last roll and its step: its result, worded for each
    /// phone in its own language.
    landed: Option<(Vec<Event>, u64)>,
    awaiting: Awaiting,
    landing: Option<Landing>,
    /// When the seat on turn was first asked (for the bot).
    asked: Instant,
    args: Args,
    /// Phones without a seat, playing along.
    audience: Audience,
    /// The exact odds the questions are asked with.
    tables: OddsTables,
    /// The question the last throw settled.
    settled: Option<Settled>,
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn main() -> ExitCode {
    let args = Args::parse();
    let kind = if args.game == "golf" {
        GameKind::StraightGolf
    } else {
        GameKind::SlamDice
    };
    let players = vec!["P1".to_string(), "P2".to_string()];
    let game = match Game::new(&GameSetup::new(kind, players)) {
        Ok(game) => game,
        Err(e) => return fail(&e.to_string()),
    };
    let config = Config {
        port: args.port,
        ..Config::default()
    };
    let server = match Server::start(config) {
        Ok(server) => server,
        Err(e) => return fail(&e.to_string()),
    };
    if let Some(note) = server.port_note() {
        eprintln!("{note}");
    }
    say(&server.banner());
    // The QR code's room key (the fragment of its link), for the browser test.
    let link = server.join_url();
    say(&format!(
        "key: {}",
        link.rsplit_once('#').map_or("", |(_, k)| k)
    ));
    eprint!("{}", server.qr().map(|q| q.to_text()).unwrap_or_default());
    let awaiting = if args.real_dice {
        Awaiting::Type
    } else {
        Awaiting::Throw
    };
    let mut host = Host {
        server,
        game,
        rng: DiceRng::seeded(args.seed),
        step: 0,
        result: None,
        landed: None,
        awaiting,
        landing: None,
        asked: Instant::now(),
        args,
        audience: Audience::new(),
        tables: OddsTables::default(),
        settled: None,
    };
    host.run()
}

fn fail(why: &str) -> ExitCode {
    eprintln!("phone-host: {why}");
    ExitCode::from(1)
}

impl Host {
    fn run(&mut self) -> ExitCode {
        let deadline = Instant::now() + Duration::from_secs(self.args.timeout);
        self.wait_for_a_phone(deadline);
        self.open();
        while Instant::now() < deadline {
            for event in self.server.poll() {
                self.take(event);
            }
            self.land();
            if self.game.is_over() && self.landing.is_none() {
                let title = self
                    .result
                    .as_ref()
                    .map(|r| r.title.clone())
                    .unwrap_or_default();
                say(&format!("game over: {title}"));
                std::thread::sleep(Duration::from_secs(3));
                return ExitCode::SUCCESS;
            }
            self.bot();
            std::thread::sleep(Duration::from_millis(10));
        }
        eprintln!("phone-host: timed out");
        ExitCode::from(2)
    }

    /// The setup until a phone takes a seat; new players are added while there is room.
    fn wait_for_a_phone(&mut self, deadline: Instant) {
        let kind = self.game.kind();
        // The audience may join in the setup already.
        let setup = |players: &[String]| party_dice::phones::HostState {
            audience: Some(party_dice::phones::AudienceView::default()),
            ..view::setup(&party_dice::present::game_title(kind), players)
        };
        let mut players = self.game.players().to_vec();
        self.server
            .publish_worded(setup(&players), || setup(&players));
        let mut asking = Vec::new();
        while Instant::now() < deadline {
            // Requests whose time has come are refused; the others wait.
            asking.retain(|(request, due): &(_, Instant)| {
                let waiting = Instant::now() < *due;
                if !waiting {
                    say("join refused");
                    self.server
                        .refuse(*request, party_dice::phones::JoinRefusal::HostSaidNo);
                }
                waiting
            });
            for event in self.server.poll() {
                match event {
                    HostEvent::Connected { seat } => {
                        say(&format!("connected seat={seat}"));
                        std::thread::sleep(Duration::from_millis(500));
                        self.restart(players);
                        return;
                    }
                    HostEvent::JoinAsPlayer { request, name }
                        if self.args.refuse_joins_after_ms.is_some() =>
                    {
                        say(&format!("join name={name} (asking the host)"));
                        let wait = self.args.refuse_joins_after_ms.map(Duration::from_millis);
                        asking.push((request, Instant::now() + wait.unwrap_or_default()));
                    }
                    HostEvent::JoinAsPlayer { request, name } if players.len() < 8 => {
                        say(&format!("join name={name}"));
                        players.push(name);
                        self.server
                            .publish_worded(setup(&players), || setup(&players));
                        self.server.admit(request, players.len() - 1);
                    }
                    HostEvent::JoinAsPlayer { request, .. } => self
                        .server
                        .refuse(request, party_dice::phones::JoinRefusal::TableFull),
                    HostEvent::AudienceJoined { member, name } => {
                        say(&format!("audience joined member={member} name={name}"));
                        self.audience.join(member, &name);
                    }
                    _ => {}
                }
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// A new game with these players (the setup may have added some).
    fn restart(&mut self, players: Vec<String>) {
        let kind = self.game.kind();
        if let Ok(game) = Game::new(&GameSetup::new(kind, players)) {
            self.game = game;
        }
    }

    fn open(&mut self) {
        self.asked = Instant::now();
        if !self.game.is_over() {
            self.audience.ask(&self.game, &mut self.tables);
        }
        self.publish(&self.game, self.awaiting);
    }

    /// Shows `game` waiting for `awaiting`, with the last result and the audience's
    /// questions and board, each phone in its own language.
    fn publish(&self, game: &Game, awaiting: Awaiting) {
        let render = || {
            let result = self.landed.as_ref();
            let result = result.map(|(events, step)| view::result(game, events, *step));
            let mut state = view::playing(game, awaiting, self.step, result);
            state.audience = Some(view::audience(&self.audience, game, self.settled.as_ref()));
            state
        };
        self.server.publish_worded(render(), render);
    }

    /// An audience member answered: counted unless the throw locked the question.
    fn answer(&mut self, member: u64, question: u32, pick: usize, sure: u8) {
        let news = view::answer(&mut self.audience, member, question, (pick, sure));
        let counted = matches!(news, MemberNews::Answered { .. });
        say(&format!(
            "answer member={member} question={question} pick={pick} sure={sure} ({})",
            if counted { "counted" } else { "late" }
        ));
        self.server.tell_member(member, &news);
    }

    fn take(&mut self, event: HostEvent) {
        match event {
            HostEvent::Throw { seat, launch } => {
                match launch {
                    Some(l) => {
                        // Thousandths of the unit direction and of full speed.
                        let share = |v: f64| v / 1000.0;
                        say(&format!(
                            "throw seat={seat} dx={:.3} dy={:.3} speed={:.3}",
                            share(f64::from(l.direction.0)),
                            share(f64::from(l.direction.1)),
                            f64::from(l.speed) / f64::from(party_dice::rules::ThrowLaunch::FULL),
                        ));
                    }
                    None => say(&format!("throw seat={seat} roll")),
                }
                self.roll(None);
            }
            HostEvent::Typed { seat, faces } => {
                let text: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
                say(&format!("typed seat={seat} faces={}", text.join(",")));
                self.roll(Some(faces));
            }
            HostEvent::Connected { seat } => say(&format!("connected seat={seat}")),
            HostEvent::Disconnected { seat } => say(&format!("disconnected seat={seat}")),
            HostEvent::Finish { seat, finish } => {
                say(&format!("finish seat={seat} finish={}", finish.key()));
            }
            HostEvent::JoinAsPlayer { request, .. } => self
                .server
                .refuse(request, party_dice::phones::JoinRefusal::Started),
            HostEvent::AudienceJoined { member, name } => {
                say(&format!("audience joined member={member} name={name}"));
                self.audience.join(member, &name);
            }
            HostEvent::AudienceAnswer {
                member,
                question,
                pick,
                sure,
            } => self.answer(member, question, pick, sure),
        }
    }

    /// Rolls (or enters typed faces), shows the dice rolling with the state as it was,
    /// and lands them `land_ms` later.
    fn roll(&mut self, faces: Option<Vec<Face>>) {
        if self.landing.is_some() || self.game.is_over() {
            return;
        }
        // The state as it was, shown while the dice roll.
        let rolling = self.game.clone();
        let events = match faces {
            Some(faces) => self.game.enter(&faces),
            None => self.game.roll(&mut self.rng),
        };
        let Ok(events) = events else {
            // Typed dice of the wrong count: ask again.
            return self.open();
        };
        // The throw locks the questions asked for it.
        self.audience.lock();
        self.publish(&rolling, Awaiting::Nothing);
        self.landing = Some(Landing {
            at: Instant::now() + Duration::from_millis(self.args.land_ms),
            events,
        });
    }

    fn land(&mut self) {
        let Some(landing) = self.landing.take_if(|l| Instant::now() >= l.at) else {
            return;
        };
        let result = view::result(&self.game, &landing.events, self.step);
        say(&format!(
            "landed step={} title={}",
            result.step, result.title
        ));
        self.result = Some(result);
        let settled = self.audience.landed(&self.game, &landing.events);
        for s in &settled {
            say(&format!(
                "settled question={} happened={} answered={}",
                s.question.id, s.happened, s.answered
            ));
        }
        if let Some(first) = settled.first() {
            self.settled = Some(first.clone());
            self.server.tell_members(&view::standings(&self.audience));
        }
        self.landed = Some((landing.events, self.step));
        self.step += 1;
        self.open();
    }

    /// Rolls for a seat on turn that has no phone, as the host's keyboard would.
    fn bot(&mut self) {
        if self.landing.is_some() || self.asked.elapsed() < Duration::from_millis(self.args.bot_ms)
        {
            return;
        }
        let phones = self.server.presence().seats;
        let has_phone = |seat: usize| phones.get(seat) == Some(&PhoneAt::Here);
        let waits = match view::turn(&self.game) {
            Turn::Seat(seat) => has_phone(seat),
            Turn::Anyone => phones.contains(&PhoneAt::Here),
            Turn::Nobody => true,
        };
        if !waits {
            say("host rolls");
            let faces = self.args.real_dice.then(|| {
                (0..self.game.dice_needed())
                    .map(|_| self.rng.face())
                    .collect()
            });
            self.roll(faces);
        }
    }
}
