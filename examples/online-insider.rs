//! A guest who holds the join link and is up to no good, beside a real online game (the
//! browser test, `tests/browser/online.sh`, runs it while two Chromium phones play): it
//! subscribes to `#` on the broker, joins as a spectator, tries to open every letter meant
//! for someone else, to take the seated phones' seats, forges the game's `moved`
//! (retained, on every topic of the room), publishes an oversized retained message on
//! `up` and 10 000 new phone ids, lets a stranger without the link flood the room with
//! fresh keys (`--stranger-seconds`), and keeps reading until the stop file appears.
//! Then it writes its record (JSON) and prints it; the test checks that every try failed.
//!
//! `cargo run --example online-insider -- --link LINK --record FILE --stop FILE`

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Parser;
use phones::online::Insider;

#[derive(Parser)]
struct Args {
    /// The join link, as the chat shows it.
    #[arg(long)]
    link: String,
    /// Where to write the record (JSON).
    #[arg(long)]
    record: PathBuf,
    /// It stops once this file exists.
    #[arg(long)]
    stop: PathBuf,
    /// Seats to try to take (held by the real phones).
    #[arg(long, default_values_t = [0usize, 1])]
    seats: Vec<usize>,
    /// New phone ids to flood the room with.
    #[arg(long, default_value_t = 10_000)]
    flood: u64,
    /// It stops after this many seconds in any case.
    #[arg(long, default_value_t = 600)]
    seconds: u64,
    /// After its own tries, a stranger without the link floods the room with first
    /// letters of fresh valid keys, 300 a second, for this many seconds.
    #[arg(long, default_value_t = 0)]
    stranger_seconds: u64,
}

fn main() {
    let args = Args::parse();
    let Some((_, broker, room)) = party_dice::phones::online::parse_link(&args.link) else {
        eprintln!("insider: {:?} is not a join link", args.link);
        std::process::exit(2);
    };
    let until = Instant::now() + Duration::from_secs(args.seconds);
    let mut insider = Insider::start_at(&broker, &args.link);
    let welcome = insider.phone.hello();
    println!("insider: in the room as a spectator ({})", welcome["type"]);
    insider.read_everything_it_can(Duration::from_secs(2));
    for &seat in &args.seats {
        insider.try_to_take(seat);
    }
    insider.forge_game_letters();
    println!("insider: forged the game's letters; flooding");
    let _ = insider.flood(args.flood, || {});
    println!(
        "insider: flooded {} ids; reading until told to stop",
        args.flood
    );
    let stranger = (args.stranger_seconds > 0).then(|| {
        println!(
            "insider: a stranger without the link floods 300 fresh keys a second for {} s",
            args.stranger_seconds
        );
        phones::online::stranger(&broker, &room, 300.0, args.stranger_seconds)
    });
    let mut pinged = Instant::now();
    while !args.stop.exists() && Instant::now() < until {
        insider.read_everything_it_can(Duration::from_millis(500));
        if pinged.elapsed() > Duration::from_secs(10) {
            insider.phone.send(&serde_json::json!({"type": "ping"}));
            pinged = Instant::now();
        }
    }
    insider.read_everything_it_can(Duration::from_millis(500));
    if let Some(stranger) = stranger {
        match stranger.join() {
            Ok(sent) => println!("insider: the stranger sent {sent} first letters"),
            Err(_) => eprintln!("insider: the stranger's thread failed"),
        }
    }
    let record = insider.record(&[]);
    println!("{record}");
    let json = serde_json::to_string_pretty(&record).unwrap_or_default();
    if let Err(e) = std::fs::write(&args.record, json) {
        eprintln!("insider: cannot write {}: {e}", args.record.display());
        std::process::exit(1);
    }
}
