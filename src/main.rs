//! The `party-dice` command: the game window by default, plus `replay`, `sim`, `odds`,
//! `history`, `stats`, `print`, `check-config`, `paths` and `render-sound`.
//!
//! A console program on every OS, so that on Windows too the subcommands print into
//! the terminal they are run from and return their exit codes. Shortcuts and
//! double-clicks on Windows start `party-dice-launcher` instead, which runs this
//! program without opening a console window (`src/bin/party-dice-launcher.rs`).

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use party_dice::cli::{self, Output, sim::SimConfig};
use party_dice::print::Paper;
use party_dice::rules::options::{PLAYERS, ROUNDS};
use party_dice::rules::{GameKind, GameSetup, SlamNumberMode};
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::process::ExitCode;

/// The command line: Slam Dice and Straight Golf for a table of players on one screen,
/// with physics-thrown dice.
#[derive(Parser, Debug)]
#[command(name = "party-dice", version, about, long_about = None)]
struct Cli {
    /// Use this settings file instead of the one in the OS config directory.
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Open the game window (the default when no command is given).
    Play(PlayArgs),
    /// Replay a recorded game (RON: game, players, options, dice) and print its log and
    /// final scoresheet.
    Replay {
        /// The game record to replay (the autosave file is one).
        file: PathBuf,
        /// Print one JSON object instead of the log.
        #[arg(long)]
        json: bool,
    },
    /// List the kept games, newest first, and any unreadable file in the history folder.
    History {
        /// Print one JSON array instead of the table.
        #[arg(long)]
        json: bool,
        /// Read this history folder instead of the one in the data directory.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Per-player statistics across the kept games, counted from their replays.
    Stats {
        /// Print one JSON object instead of the tables.
        #[arg(long)]
        json: bool,
        /// How often each face came up (thrown and typed apart, in total and per player),
        /// with the chi-square test of each tally, and every player's luck.
        #[arg(long)]
        dice: bool,
        /// Read this history folder instead of the one in the data directory.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Replay a recorded game (the autosave is one) and print the odds where its dice run
    /// out: the hole or roll in progress, and each player's chance to win or to lose.
    Odds {
        /// The game record (the autosave file is one).
        file: PathBuf,
        /// Print one JSON object instead of plain words.
        #[arg(long)]
        json: bool,
    },
    /// Replay a recorded game and print each player's chance to win (Straight Golf) or to
    /// be the loser (Slam Dice) before the first roll and after every roll, and the roll
    /// that swung one player's chance the most.
    Story {
        /// The game record (a replay, a kept game, the autosave).
        file: PathBuf,
        /// Print one JSON object instead of plain words.
        #[arg(long)]
        json: bool,
    },
    /// Print on paper, as a PDF: the instruction sheet and a blank score card
    /// (`print --blank --game slam-dice --out card.pdf`), or a kept game's filled card, its
    /// verdict and its chance timeline (`print GAME.ron --out game.pdf`).
    Print(PrintArgs),
    /// Play many seeded games and compare the Monte-Carlo statistics with the exact odds.
    Sim(SimArgs),
    /// Check a settings file and print "ok" or what is wrong (exit code 0 or 2).
    CheckConfig {
        /// The file to check (default: the settings file in use).
        file: Option<PathBuf>,
    },
    /// Print where settings and saved games live.
    Paths,
    /// Render the sound of one throw to a WAV file (48 kHz mono 16-bit), through the
    /// game's cue model and mixer: `render-sound --seed 7 --values 3,5,6 --out throw.wav`.
    RenderSound(RenderSoundArgs),
}

/// `render-sound`'s arguments, as the sound module takes them.
#[derive(clap::Args, Debug)]
struct RenderSoundArgs {
    /// Seed of the throw (and of the sounds' pitch jitter).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The dice values, comma-separated: 1 to 6 faces, each 1 to 6.
    #[arg(long, value_name = "FACES")]
    values: Option<String>,
    /// The WAV file to write.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Render silence, as a muted game plays.
    #[arg(long)]
    muted: bool,
    /// Master volume, 0 to 1.
    #[arg(long, default_value_t = 1.0)]
    volume: f32,
    /// Animation speed, 0.25 to 3.
    #[arg(long, default_value_t = 1.0)]
    speed: f32,
    /// Reduced motion: one landing sound instead of the throw.
    #[arg(long)]
    reduced_motion: bool,
    /// Skip to the end this many seconds into the throw.
    #[arg(long, value_name = "SECONDS")]
    skip_at: Option<f32>,
    /// Add a table sound by name (repeatable): shake (at the release), single-slam,
    /// small-slam, grand-slam, bust, straight, hole-scored, game-over (after it).
    #[arg(long = "cue", value_name = "NAME")]
    cues: Vec<String>,
}

impl From<RenderSoundArgs> for cli::sound::RenderSound {
    fn from(a: RenderSoundArgs) -> Self {
        Self {
            seed: a.seed,
            values: a.values,
            out: a.out,
            muted: a.muted,
            volume: a.volume,
            speed: a.speed,
            reduced_motion: a.reduced_motion,
            skip_at: a.skip_at,
            cues: a.cues,
        }
    }
}

#[derive(clap::Args, Debug, Default)]
struct PlayArgs {
    /// Take screenshots into this directory at the setup screen, mid-throw, at rest and
    /// at game over, playing a few turns by itself, then exit (for visual checks; a build
    /// with the `shots` feature).
    #[arg(long, value_name = "DIR", hide = true)]
    screenshot_dir: Option<PathBuf>,
    /// The scripted session: `tour` (what CI checks) or `screens` (every screen once).
    #[arg(long, value_name = "NAME", hide = true, default_value = "tour",
          value_parser = ["tour", "screens"])]
    script: String,
    /// The scripted session's window size, WIDTHxHEIGHT in logical pixels.
    #[arg(long, value_name = "WxH", hide = true, value_parser = parse_size)]
    window: Option<(u32, u32)>,
    /// Throw the throw `render-sound --seed SEED --values VALUES` renders, print when its
    /// sound is handed to the output, let it sound and exit (the end-to-end sound check).
    #[arg(long, value_name = "SEED:VALUES", hide = true)]
    sound_check_throw: Option<String>,
    /// Let phones and browsers on the local network join as controllers, for this run
    /// (the setup screen's "Play with phones" keeps it on): the address and room code are
    /// printed and shown on the screen.
    #[arg(long)]
    phones: bool,
    /// The phones' port: 0 for any free one, else 1024 to 65535 (default: the settings',
    /// 8080); when it is taken, the next free one.
    #[arg(long, value_name = "N", requires = "phones", value_parser = parse_port)]
    port: Option<u16>,
}

/// A port for `--port`: what the settings allow.
fn parse_port(text: &str) -> Result<u16, String> {
    let (lo, hi) = (
        party_dice::settings::PHONE_PORTS.start(),
        party_dice::settings::PHONE_PORTS.end(),
    );
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|p| party_dice::settings::phone_port_ok(*p))
        .ok_or_else(|| format!("{text:?} is not 0 (any free port) or a port from {lo} to {hi}"))
}

/// `1280x720` as a size.
fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("{text:?} is not WIDTHxHEIGHT"))?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (320..=8192).contains(v))
            .ok_or_else(|| format!("{s:?} is not a side of 320 to 8192 pixels"))
    };
    Ok((side(w)?, side(h)?))
}

/// `print`'s arguments.
#[derive(clap::Args, Debug)]
struct PrintArgs {
    /// A kept game (or any replay, or the autosave) to print filled in.
    file: Option<PathBuf>,
    /// Print the instruction sheet and a blank card instead (with --game).
    #[arg(long)]
    blank: bool,
    /// The blank card's game.
    #[arg(long, value_parser = game_parser())]
    game: Option<GameKind>,
    /// Rows on the blank card, 2 to 8 (default 8).
    #[arg(long)]
    players: Option<usize>,
    /// Straight Golf: holes on the blank card (default: the house rules in the settings).
    #[arg(long)]
    rounds: Option<u32>,
    /// Straight Golf: the ordered-straight variant.
    #[arg(long)]
    ordered: bool,
    /// The paper size.
    #[arg(long, default_value = "a4", value_parser = PossibleValuesParser::new(["a4", "letter"]).try_map(|p| p.parse::<Paper>()))]
    paper: Paper,
    /// The PDF file to write (written whole or not at all).
    #[arg(long, value_name = "FILE.pdf")]
    out: Option<PathBuf>,
}

impl From<PrintArgs> for cli::print::PrintRequest {
    fn from(a: PrintArgs) -> Self {
        Self {
            file: a.file,
            blank: a.blank,
            game: a.game,
            players: a.players,
            rounds: a.rounds,
            ordered: a.ordered,
            paper: a.paper,
            out: a.out,
        }
    }
}

#[derive(clap::Args, Debug)]
struct SimArgs {
    /// Which game to simulate.
    #[arg(long, value_parser = game_parser())]
    game: GameKind,
    // Players at the table.
    #[arg(
        long,
        default_value_t = 2,
        help = ranged_help("Players at the table", PLAYERS),
        value_parser = clap::value_parser!(u8).range(clap_range(PLAYERS))
    )]
    players: u8,
    // Straight Golf: rounds per game.
    #[arg(
        long,
        default_value_t = 9,
        help = ranged_help("Straight Golf: rounds per game", ROUNDS),
        value_parser = clap::value_parser!(u32).range(clap_range(ROUNDS))
    )]
    rounds: u32,
    /// Straight Golf: the ordered-straight variant.
    #[arg(long)]
    ordered: bool,
    /// Slam Dice: every player rolls their own slam number.
    #[arg(long)]
    per_player_slam: bool,
    /// Games to play.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// Seed for the dice generator.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// The games by their command-line names (`slam-dice`, `straight-golf`).
fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    PossibleValuesParser::new(GameKind::ALL.map(GameKind::cli_name))
        .try_map(|name| name.parse::<GameKind>())
}

/// A range of the rules as the `i64` range clap's integer parsers take.
fn clap_range<T: Copy + TryInto<i64>>(range: RangeInclusive<T>) -> RangeInclusive<i64> {
    let wide = |v: T| v.try_into().unwrap_or(i64::MAX);
    wide(*range.start())..=wide(*range.end())
}

/// `--help` text for a number option: `what (lo–hi)`.
fn ranged_help<T: std::fmt::Display>(what: &str, range: RangeInclusive<T>) -> String {
    format!("{what} ({}–{})", range.start(), range.end())
}

/// The history folder in the data directory in use.
fn history_dir(config: Option<&std::path::Path>) -> PathBuf {
    party_dice::history::dir(&party_dice::settings::paths(config).data)
}

fn emit(out: Output) -> ExitCode {
    print!("{}", out.stdout);
    if !out.stderr.is_empty() {
        eprintln!("{}", out.stderr.trim_end());
    }
    ExitCode::from(u8::try_from(out.code).unwrap_or(1))
}

impl SimArgs {
    /// The simulation these arguments ask for.
    fn config(&self) -> SimConfig {
        let mut setup = GameSetup::new(self.game, cli::sim::seat_names(usize::from(self.players)));
        setup.straight_golf.rounds = self.rounds;
        setup.straight_golf.ordered_straight = self.ordered;
        if self.per_player_slam {
            setup.slam_dice.slam_number = SlamNumberMode::PerPlayer;
        }
        SimConfig {
            setup,
            games: self.games,
            seed: self.seed,
        }
    }
}

/// `check-config`: "ok" on stdout, or what is wrong on stderr with exit code 2.
fn check_config(path: PathBuf) -> Output {
    let (text, code) = party_dice::settings::check_config(&path);
    if code == 0 {
        Output::ok(format!("{text}\n"))
    } else {
        Output {
            stdout: String::new(),
            stderr: text,
            code,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play(cli.config, args),
        Command::Replay { file, json } => emit(cli::replay::run(&file, json)),
        Command::Odds { file, json } => emit(cli::odds::run(&file, json)),
        Command::Story { file, json } => emit(cli::story::run(&file, json)),
        Command::History { json, dir } => {
            let dir = dir.unwrap_or_else(|| history_dir(cli.config.as_deref()));
            emit(cli::history::run_history(&dir, json))
        }
        Command::Stats { json, dice, dir } => {
            let dir = dir.unwrap_or_else(|| history_dir(cli.config.as_deref()));
            if dice {
                emit(cli::dice::run(&dir, json))
            } else {
                emit(cli::history::run_stats(&dir, json))
            }
        }
        Command::Sim(a) => emit(cli::sim::run(&a.config(), a.json)),
        Command::Print(a) => {
            // A blank card prints the house rules the window would play.
            let settings = party_dice::settings::paths(cli.config.as_deref()).settings;
            let loaded = party_dice::settings::load(&settings);
            if let Some(e) = &loaded.error {
                eprintln!("{e}\n(the card takes the default house rules)");
            }
            emit(cli::print::run(&a.into(), &loaded.settings.setup))
        }
        Command::CheckConfig { file } => {
            emit(check_config(file.unwrap_or_else(|| {
                party_dice::settings::paths(cli.config.as_deref()).settings
            })))
        }
        Command::RenderSound(args) => emit(cli::sound::run(&args.into())),
        Command::Paths => {
            let paths = party_dice::settings::paths(cli.config.as_deref());
            emit(Output::ok(format!(
                "{}\n",
                party_dice::settings::paths_report(&paths)
            )))
        }
    }
}

#[cfg(feature = "gui")]
fn play(config: Option<PathBuf>, args: PlayArgs) -> ExitCode {
    let script = match args.script.as_str() {
        "screens" => party_dice::app::Script::Screens,
        _ => party_dice::app::Script::Tour,
    };
    let run = args.screenshot_dir.map(|dir| party_dice::app::ScriptRun {
        dir,
        script,
        window: args.window,
    });
    let phones = args
        .phones
        .then_some(party_dice::game::PhonesAsked { port: args.port });
    party_dice::app::run(config, run, args.sound_check_throw, phones)
}

#[cfg(not(feature = "gui"))]
fn play(_config: Option<PathBuf>, _args: PlayArgs) -> ExitCode {
    eprintln!(
        "this build of party-dice has no game window (built without the `gui` feature); try `party-dice --help`"
    );
    ExitCode::from(1)
}
