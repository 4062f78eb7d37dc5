//! The command line's words: every command, argument and option as clap parses them,
//! with their help texts and the checks of their values, and how a command's output is
//! printed. `main.rs` parses them and hands each command over.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::process::ExitCode;

use super::Output;
use super::sim::SimConfig;
use crate::print::Paper;
use crate::rules::options::{PLAYERS, ROUNDS};
use crate::rules::{GameKind, GameSetup, SlamNumberMode};

/// The command line: Slam Dice and Straight Golf for a table of players on one screen,
/// with physics-thrown dice.
#[derive(Parser, Debug)]
#[command(name = "party-dice", version, about, long_about = None)]
pub struct Cli {
    /// Use this settings file instead of the one in the OS config directory.
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    // The command (none: `play`). Doc comments here would be clap's help text.
    #[allow(missing_docs)]
    #[command(subcommand)]
    pub command: Option<Command>,
}

// The commands; each variant's doc comment is its line in `--help`.
#[allow(missing_docs)]
#[derive(Subcommand, Debug)]
pub enum Command {
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
    /// that swung one player's chance the most; where an audience played along, its final
    /// board and its lesson.
    Story {
        /// The game record (a replay, a kept game, the autosave).
        file: PathBuf,
        /// Print one JSON object instead of plain words.
        #[arg(long)]
        json: bool,
    },
    /// Print on paper, as a PDF: the instruction sheet and a blank score card
    /// (`print --blank --game slam-dice --out card.pdf`), or a kept game's filled card, its
    /// verdict and its story (`print GAME.ron --out game.pdf`).
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
    /// Write the phone page as a static site (index.html) for a web host (GitHub
    /// Pages…), where online phones open it: `phone-page --out site`.
    PhonePage {
        /// The folder to write into (made if missing).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
}

/// `render-sound`'s arguments, as the sound module takes them.
#[derive(clap::Args, Debug)]
pub struct RenderSoundArgs {
    /// Seed of the throw (and of the sounds' pitch jitter).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The dice values, comma-separated: 1 to 6 faces, each 1 to 6.
    #[arg(long, value_name = "FACES")]
    pub values: Option<String>,
    /// The WAV file to write.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Render silence, as a muted game plays.
    #[arg(long)]
    pub muted: bool,
    /// Master volume, 0 to 1.
    #[arg(long, default_value_t = 1.0)]
    pub volume: f32,
    /// Animation speed, 0.25 to 3.
    #[arg(long, default_value_t = 1.0)]
    pub speed: f32,
    /// Reduced motion: one landing sound instead of the throw.
    #[arg(long)]
    pub reduced_motion: bool,
    /// Skip to the end this many seconds into the throw.
    #[arg(long, value_name = "SECONDS")]
    pub skip_at: Option<f32>,
    /// Add a table sound by name (repeatable): shake (at the release), single-slam,
    /// small-slam, grand-slam, bust, straight, hole-scored, game-over (after it).
    #[arg(long = "cue", value_name = "NAME")]
    pub cues: Vec<String>,
}

impl From<RenderSoundArgs> for super::sound::RenderSound {
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

// `play`'s options (a doc comment here would replace the command's help text).
#[allow(missing_docs)]
#[derive(clap::Args, Debug, Default)]
pub struct PlayArgs {
    /// Take screenshots into this directory at the setup screen, mid-throw, at rest and
    /// at game over, playing a few turns by itself, then exit (for visual checks; a build
    /// with the `shots` feature).
    #[arg(long, value_name = "DIR", hide = true)]
    pub screenshot_dir: Option<PathBuf>,
    /// The scripted session: `tour` (what CI checks), `screens` (every screen once),
    /// `setup` (the setup screen alone) or `frame-bench` (the same throws timed at Low,
    /// at High and beside a bare scene).
    #[arg(long, value_name = "NAME", hide = true, default_value = "tour",
          value_parser = ["tour", "screens", "setup", "frame-bench"])]
    pub script: String,
    /// The scripted session's window size, WIDTHxHEIGHT in logical pixels.
    #[arg(long, value_name = "WxH", hide = true, value_parser = parse_size)]
    pub window: Option<(u32, u32)>,
    /// Throw the throw `render-sound --seed SEED --values VALUES` renders, print when its
    /// sound is handed to the output, let it sound and exit (the end-to-end sound check).
    #[arg(long, value_name = "SEED:VALUES", hide = true)]
    pub sound_check_throw: Option<String>,
    /// Let phones and browsers on the local network join as controllers, for this run
    /// (the setup screen's "Play with phones" keeps it on): the address and room code are
    /// printed and shown on the screen.
    #[arg(long)]
    pub phones: bool,
    /// The phones' port: 0 for any free one, else 1024 to 65535 (default: the settings',
    /// 8080); when it is taken, the next free one.
    #[arg(long, value_name = "N", value_parser = parse_port)]
    pub port: Option<u16>,
    /// Let phones anywhere join too, through an MQTT broker, for this run (with phones on):
    /// the join link is printed (`online: LINK`, then `online game key: FINGERPRINT`) and
    /// shown on the screen. Each phone agrees its own session with the game: only the two
    /// of them read what passes between them, and the link carries no private key.
    #[arg(long)]
    pub online: bool,
    /// The broker for `--online`: wss://HOST:PORT/PATH (default: the settings').
    #[arg(long, value_name = "URL", requires = "online", value_parser = parse_broker)]
    pub broker: Option<String>,
    /// The phone page for `--online`: https://…/ (default: the settings').
    #[arg(long, value_name = "URL", requires = "online", value_parser = parse_page)]
    pub page: Option<String>,
}

/// A broker for `--broker`: `wss://HOST:PORT/PATH` or `ws://…`.
pub(crate) fn parse_broker(text: &str) -> Result<String, String> {
    crate::settings::BrokerUrl::parse(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

/// A page for `--page`: `https://…` (or `http://…`), no fragment.
pub(crate) fn parse_page(text: &str) -> Result<String, String> {
    if crate::settings::page_url_ok(text) {
        Ok(text.to_string())
    } else {
        Err(crate::t!("cli-bad-page", text = format!("{text:?}")))
    }
}

/// A port for `--port`: what the settings allow.
pub(crate) fn parse_port(text: &str) -> Result<u16, String> {
    let (lo, hi) = (
        crate::settings::PHONE_PORTS.start(),
        crate::settings::PHONE_PORTS.end(),
    );
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|p| crate::settings::phone_port_ok(*p))
        .ok_or_else(|| {
            crate::t!(
                "cli-bad-port",
                text = format!("{text:?}"),
                lo = lo.to_string(),
                hi = hi.to_string()
            )
        })
}

/// `1280x720` as a size.
pub(crate) fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| crate::t!("cli-bad-size", text = format!("{text:?}")))?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (320..=8192).contains(v))
            .ok_or_else(|| {
                crate::t!(
                    "cli-bad-side",
                    text = format!("{s:?}"),
                    lo = "320",
                    hi = "8192"
                )
            })
    };
    Ok((side(w)?, side(h)?))
}

/// `print`'s arguments.
#[derive(clap::Args, Debug)]
pub struct PrintArgs {
    /// A kept game (or any replay, or the autosave) to print filled in.
    pub file: Option<PathBuf>,
    /// Print the instruction sheet and a blank card instead (with --game).
    #[arg(long)]
    pub blank: bool,
    /// The blank card's game.
    #[arg(long, value_parser = game_parser())]
    pub game: Option<GameKind>,
    /// Rows on the blank card, 2 to 8 (default 8).
    #[arg(long)]
    pub players: Option<usize>,
    /// Straight Golf: holes on the blank card (default: the house rules in the settings).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// Straight Golf: the ordered-straight variant.
    #[arg(long)]
    pub ordered: bool,
    /// The paper size.
    #[arg(long, default_value = "a4", value_parser = PossibleValuesParser::new(["a4", "letter"]).try_map(|p| p.parse::<Paper>()))]
    pub paper: Paper,
    /// The PDF file to write (written whole or not at all).
    #[arg(long, value_name = "FILE.pdf")]
    pub out: Option<PathBuf>,
}

impl From<PrintArgs> for super::print::PrintRequest {
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

// `sim`'s options (a doc comment here would replace the command's help text).
#[allow(missing_docs)]
#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// Which game to simulate.
    #[arg(long, value_parser = game_parser())]
    pub game: GameKind,
    // Players at the table.
    #[arg(
        long,
        default_value_t = 2,
        help = ranged_help("Players at the table", PLAYERS),
        value_parser = clap::value_parser!(u8).range(clap_range(PLAYERS))
    )]
    pub players: u8,
    // Straight Golf: rounds per game.
    #[arg(
        long,
        default_value_t = 9,
        help = ranged_help("Straight Golf: rounds per game", ROUNDS),
        value_parser = clap::value_parser!(u32).range(clap_range(ROUNDS))
    )]
    pub rounds: u32,
    /// Straight Golf: the ordered-straight variant.
    #[arg(long)]
    pub ordered: bool,
    /// Slam Dice: every player rolls their own slam number.
    #[arg(long)]
    pub per_player_slam: bool,
    /// Games to play.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Seed for the dice generator.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// The games by their command-line names (`slam-dice`, `straight-golf`).
pub(crate) fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    PossibleValuesParser::new(GameKind::ALL.map(GameKind::cli_name))
        .try_map(|name| name.parse::<GameKind>())
}

/// A range of the rules as the `i64` range clap's integer parsers take.
pub(crate) fn clap_range<T: Copy + TryInto<i64>>(range: RangeInclusive<T>) -> RangeInclusive<i64> {
    let wide = |v: T| v.try_into().unwrap_or(i64::MAX);
    wide(*range.start())..=wide(*range.end())
}

/// `--help` text for a number option: `what (lo–hi)`.
pub(crate) fn ranged_help<T: std::fmt::Display>(what: &str, range: RangeInclusive<T>) -> String {
    format!("{what} ({}–{})", range.start(), range.end())
}

/// The history folder in the data directory in use.
pub fn history_dir(config: Option<&std::path::Path>) -> PathBuf {
    crate::history::dir(&crate::settings::paths(config).data)
}

/// Prints a command's output (stderr without its trailing line break) and gives its
/// exit code.
pub fn emit(out: Output) -> ExitCode {
    print!("{}", out.stdout);
    if !out.stderr.is_empty() {
        eprintln!("{}", out.stderr.trim_end());
    }
    ExitCode::from(u8::try_from(out.code).unwrap_or(1))
}

impl SimArgs {
    /// The simulation these arguments ask for.
    pub fn config(&self) -> SimConfig {
        let mut setup =
            GameSetup::new(self.game, super::sim::seat_names(usize::from(self.players)));
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
pub fn check_config(path: PathBuf) -> Output {
    let (text, code) = crate::settings::check_config(&path);
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
