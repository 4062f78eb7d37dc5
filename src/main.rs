//! The `party-dice` command: the game window by default, plus `replay`, `sim`, `odds`,
//! `history`, `stats`, `print`, `check-config`, `paths` and `render-sound`.
//!
//! A console program on every OS, so that on Windows too the subcommands print into
//! the terminal they are run from and return their exit codes. Shortcuts and
//! double-clicks on Windows start `party-dice-launcher` instead, which runs this
//! program without opening a console window (`src/bin/party-dice-launcher.rs`).

use clap::Parser;
use party_dice::cli::args::{Cli, Command, PlayArgs, check_config, emit, history_dir};
use party_dice::cli::{self, Output};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    // Every command speaks the settings' language (the OS's by default), and so do the
    // messages of clap's value checks, which run while it parses.
    let early = cli::config_arg(std::env::args_os().skip(1));
    cli::set_language(early.as_deref());
    let cli = Cli::parse();
    if cli.config != early {
        cli::set_language(cli.config.as_deref());
    }
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
                eprintln!("{e}\n{}", party_dice::t!("cli-print-default-rules"));
            }
            emit(cli::print::run(
                &a.into(),
                &loaded.settings.setup,
                &loaded.settings.finishes,
            ))
        }
        Command::CheckConfig { file } => {
            emit(check_config(file.unwrap_or_else(|| {
                party_dice::settings::paths(cli.config.as_deref()).settings
            })))
        }
        Command::RenderSound(args) => emit(cli::sound::run(&args.into())),
        Command::PhonePage { out } => emit(cli::phone_page::run(&out)),
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
        "screens" => party_dice::Script::Screens,
        "setup" => party_dice::Script::Setup,
        "frame-bench" => party_dice::Script::FrameBench,
        _ => party_dice::Script::Tour,
    };
    let run = args.screenshot_dir.map(|dir| party_dice::ScriptRun {
        dir,
        script,
        window: args.window,
    });
    let online = args.online.then_some(party_dice::OnlineAsked {
        broker: args.broker,
        page: args.page,
    });
    let phones =
        (args.phones || args.online || args.port.is_some()).then_some(party_dice::PhonesAsked {
            port: args.port,
            online,
        });
    party_dice::run(config, run, args.sound_check_throw, phones)
}

#[cfg(not(feature = "gui"))]
fn play(_config: Option<PathBuf>, _args: PlayArgs) -> ExitCode {
    eprintln!("{}", party_dice::t!("cli-no-window"));
    ExitCode::from(1)
}
