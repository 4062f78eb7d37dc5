//! Plays the throw `party-dice render-sound --seed S --values V` renders, live through
//! the PulseAudio output (no window): the same cues, mixed block by block by the live
//! mixer and sent to the sound server, with `--volume` and `--muted`.
//!
//! `cargo run --no-default-features --example pulse-throw -- --seed 7 --values 3,5,6`
//!
//! It prints one `key: value` line per fact for scripts (`.ci/sound-check` reads them):
//! the status, when the throw was handed to the mixer (`played_at`, seconds since the
//! Unix epoch), the stream's buffer, the measured latency and any underruns. Exit code 1
//! if no sound server could be reached, 2 for bad arguments.

#[cfg(target_os = "linux")]
fn main() -> std::process::ExitCode {
    linux::main()
}

#[cfg(not(target_os = "linux"))]
fn main() -> std::process::ExitCode {
    eprintln!("pulse-throw plays through PulseAudio, which this game uses on Linux only");
    std::process::ExitCode::from(2)
}

#[cfg(target_os = "linux")]
mod linux {
    use clap::Parser;
    use party_dice::cli::sound::{RenderSound, render};
    use party_dice::pulse::{BufferSizes, OutputConfig, PulseOutput, Status};
    use party_dice::sound::{Bank, SAMPLE_RATE};
    use std::process::ExitCode;
    use std::sync::Arc;
    use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

    /// The arguments, as `render-sound` takes them (less `--out`).
    #[derive(Parser, Debug)]
    struct Args {
        /// Seed of the throw (and of the sounds' pitch jitter).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The dice values, comma-separated.
        #[arg(long, value_name = "FACES")]
        values: String,
        /// Master volume, 0 to 1.
        #[arg(long, default_value_t = 1.0)]
        volume: f32,
        /// Play muted (the stream carries silence).
        #[arg(long)]
        muted: bool,
        /// Table sounds by name (repeatable), as `render-sound --cue`.
        #[arg(long = "cue", value_name = "NAME")]
        cues: Vec<String>,
        /// The buffer to ask the server for (tlength), milliseconds; default: the
        /// output's own choice.
        #[arg(long, value_name = "MS")]
        buffer_ms: Option<u32>,
        /// Seconds to wait for the sound server.
        #[arg(long, default_value_t = 2.0)]
        connect_timeout: f32,
    }

    pub fn main() -> ExitCode {
        let args = Args::parse();
        let rendered = match render(&RenderSound {
            seed: args.seed,
            values: Some(args.values.clone()),
            volume: args.volume,
            muted: args.muted,
            cues: args.cues.clone(),
            ..RenderSound::default()
        }) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("pulse-throw: {e}");
                return ExitCode::from(2);
            }
        };
        let config = OutputConfig {
            name: "Party Dice (pulse-throw)".to_string(),
            volume: args.volume,
            muted: args.muted,
            connect_timeout: Duration::from_secs_f32(args.connect_timeout.clamp(0.1, 30.0)),
            sizes: BufferSizes {
                target: args.buffer_ms.map_or(BufferSizes::ASKED.target, |ms| {
                    ms.clamp(10, 2000) * SAMPLE_RATE / 1000 * 2
                }),
                ..BufferSizes::ASKED
            },
            ..OutputConfig::default()
        };
        let mut out = PulseOutput::start(Arc::new(Bank::synthesize(SAMPLE_RATE)), config);
        let started = Instant::now();
        while out.status() == Status::Connecting {
            std::thread::sleep(Duration::from_millis(2));
        }
        println!("status: {:?}", out.status());
        println!("connect_ms: {:.1}", started.elapsed().as_secs_f64() * 1e3);
        if out.status() != Status::Playing {
            if let Some(why) = out.status().explain() {
                eprintln!("pulse-throw: {why}");
            }
            return ExitCode::from(1);
        }
        // Let the stream settle (its first request filled, playback started) so the
        // throw's start is not delayed by the stream's own start.
        std::thread::sleep(Duration::from_millis(300));
        let played_at = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        out.play(rendered.cues.clone());
        println!("played_at: {played_at:.6}");
        let seconds = rendered.samples.len() as f64 / f64::from(SAMPLE_RATE);
        std::thread::sleep(Duration::from_secs_f64(seconds + 0.5));
        report(&out, seconds);
        let status = out.status();
        println!("status_after: {status:?}");
        let ended = out.shutdown(Duration::from_secs(1));
        println!("thread_ended: {ended}");
        if status == Status::Playing {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        }
    }

    /// The stream's figures, one per line.
    fn report(out: &PulseOutput, seconds: f64) {
        let stats = out.stats();
        println!("throw_seconds: {seconds:.3}");
        if let Some(stream) = stats.stream {
            let b = stream.buffer;
            println!(
                "buffer_bytes: tlength={} minreq={} prebuf={} maxlength={}",
                b.target, b.min_request, b.prebuffer, b.max
            );
            println!("buffer_target_ms: {:.1}", b.target_ms());
            println!(
                "stream_latency_at_creation_ms: {:.1}",
                stream.latency_us as f64 / 1e3
            );
            println!("protocol_version: {}", stream.version);
        }
        if let Some(latency) = stats.latency {
            println!("latency_ms: {:.1}", latency.as_secs_f64() * 1e3);
        }
        println!("written_samples: {}", stats.written);
        println!("underruns: {}", stats.underruns);
    }
}
