//! Sound on Linux through the PulseAudio protocol, which PulseAudio and PipeWire (through
//! pipewire-pulse) both speak on a local socket: no C library, no `-dev` package.
//!
//! [`PulseOutput::start`] spawns the audio thread and returns at once. The thread owns a
//! [`LiveMixer`]; the game sends it [`Command`]s through a channel (play a voice, stop
//! it, set the volume), so the audio path takes no lock. The thread connects (within
//! [`OutputConfig::connect_timeout`]), creates a playback stream and renders a block
//! each time the server asks for data. Its state is in [`PulseOutput::status`]:
//! [`Status::Connecting`], [`Status::Playing`], [`Status::NoServer`] (the first
//! connection failed) or [`Status::Lost`] (the server went away). Without a server the
//! mixer keeps taking commands and lets time pass for its voices, and the thread tries
//! again now and then, so sound comes back if a server starts. Dropping the output ends
//! the thread.
//!
//! ```no_run
//! use party_dice::pulse::{OutputConfig, PulseOutput};
//! use party_dice::sound::{Bank, Cue, SAMPLE_RATE, TableCue};
//! use std::sync::Arc;
//!
//! let bank = Arc::new(Bank::synthesize(SAMPLE_RATE));
//! let mut out = PulseOutput::start(bank, OutputConfig::default());
//! let voice = out.play(vec![Cue::table(TableCue::GrandSlam, 0.0)]);
//! out.set_volume(0.5, false);
//! out.stop(voice);
//! println!("{:?}", out.status());
//! ```

mod server;
mod session;
mod thread;
mod wire;

pub use server::Server;
pub use session::StreamInfo;

use crate::sound::live::{BLOCK, Command, LiveMixer, VoiceId};
use crate::sound::{Bank, Cue, SAMPLE_RATE};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Bytes per millisecond of the stream (mono s16le at 48 kHz).
const BYTES_PER_MS: u32 = SAMPLE_RATE / 1000 * 2;

/// The stream's buffer, in bytes, as asked of the server and as it granted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufferSizes {
    /// tlength: the server keeps about this much queued (with latency adjustment, the
    /// whole delay from a write to the speaker).
    pub target: u32,
    /// minreq: the server asks for data in pieces of at least this.
    pub min_request: u32,
    /// prebuf: playback starts (and restarts after an underrun) once this is queued.
    pub prebuffer: u32,
    /// maxlength: the most the server queues.
    pub max: u32,
}

impl BufferSizes {
    /// What this client asks for: 60 ms queued, requests of one mixer block (10 ms),
    /// playback starting once one block is in (so a first sound is not held back for the
    /// whole target), and at most 4 targets queued. 60 ms keeps the sound within about
    /// three 60 Hz frames of the picture; 40 ms underran now and then on PipeWire on a
    /// loaded 2-core machine (the audio thread runs at normal priority, beside the
    /// game's own threads), 60 ms did not.
    pub const ASKED: BufferSizes = BufferSizes {
        target: 60 * BYTES_PER_MS,
        min_request: BLOCK as u32 * 2,
        prebuffer: BLOCK as u32 * 2,
        max: 240 * BYTES_PER_MS,
    };

    /// The target as a duration of audio.
    pub fn target_ms(&self) -> f32 {
        self.target as f32 / BYTES_PER_MS as f32
    }
}

/// Why there is no sound from the server.
#[derive(Debug, thiserror::Error)]
pub enum PulseError {
    /// None of the sockets exists: no sound server runs (for this user).
    #[error("no sound server is running (no socket at {tried})")]
    NoSocket {
        /// The sockets looked for.
        tried: String,
    },
    /// `PULSE_SERVER` names only remote servers, or nothing usable.
    #[error("PULSE_SERVER={0:?} names no local socket (this game speaks to local servers only)")]
    NotLocal(String),
    /// A socket exists but refused the connection.
    #[error("could not connect to the sound server at {}: {source}", path.display())]
    Connect {
        /// The socket.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The cookie file cannot be used.
    #[error("the PulseAudio cookie {} cannot be used: {why}", path.display())]
    BadCookie {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// The server refused the handshake (usually a wrong cookie).
    #[error("the sound server refused this client ({0}), perhaps for a wrong PulseAudio cookie")]
    Refused(String),
    /// The server did not answer in time.
    #[error("the sound server did not answer in time")]
    Timeout,
    /// The server closed the connection.
    #[error("the sound server closed the connection")]
    Closed,
    /// The server ended our stream.
    #[error("the sound server ended the game's stream")]
    Killed,
    /// The server sent something this client cannot use.
    #[error("the sound server sent {0}")]
    Protocol(String),
    /// The server answered a command with an error.
    #[error("the sound server refused a request ({0})")]
    Server(String),
    /// Reading or writing the socket failed.
    #[error("talking to the sound server failed: {0}")]
    Io(std::io::Error),
}

/// Where the output stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Connecting for the first time.
    Connecting,
    /// The stream is open and sounds play.
    Playing,
    /// There was no server to connect to (the reason); the game plays in silence while
    /// the output tries again now and then.
    NoServer(String),
    /// The server went away while playing (the reason); as [`Status::NoServer`].
    Lost(String),
}

impl Status {
    /// One plain sentence for a notice, when there is no sound.
    pub fn explain(&self) -> Option<String> {
        match self {
            Status::Connecting | Status::Playing => None,
            Status::NoServer(why) => Some(format!("No sound: {why}. The game plays in silence.")),
            Status::Lost(why) => Some(format!(
                "The sound stopped: {why}. The game plays on in silence."
            )),
        }
    }
}

/// Figures from the audio thread, for checks and the report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// The stream as created (the last connection's).
    pub stream: Option<StreamInfo>,
    /// Samples written to the server, over all connections.
    pub written: u64,
    /// Times the server ran dry.
    pub underruns: u64,
    /// The last measured delay from a write to the speaker (queued + sink latency).
    pub latency: Option<Duration>,
    /// Connections made (more than one after a server came back).
    pub connections: u64,
}

/// How to start the output.
#[derive(Clone, Debug)]
pub struct OutputConfig {
    /// The name the server shows for this client and its stream.
    pub name: String,
    /// Where the server is; `None`: from the environment ([`Server::from_env`]), read
    /// on the audio thread.
    pub server: Option<Server>,
    /// The volume at the start (`0..=1`).
    pub volume: f32,
    /// Muted at the start.
    pub muted: bool,
    /// The longest a connection attempt may take, handshake included.
    pub connect_timeout: Duration,
    /// The buffer to ask for.
    pub sizes: BufferSizes,
}

impl Default for OutputConfig {
    fn default() -> Self {
        OutputConfig {
            name: "Party Dice".to_string(),
            server: None,
            volume: 1.0,
            muted: false,
            connect_timeout: Duration::from_secs(2),
            sizes: BufferSizes::ASKED,
        }
    }
}

/// What the audio thread and the handle share: the status (written only when it
/// changes, never per block) and counters.
#[derive(Debug)]
struct Shared {
    status: Mutex<Status>,
    stream: Mutex<Option<StreamInfo>>,
    written: AtomicU64,
    underruns: AtomicU64,
    /// Microseconds; 0: not measured yet.
    latency_us: AtomicU64,
    connections: AtomicU64,
}

impl Shared {
    fn set_status(&self, status: Status) {
        *self.status.lock().unwrap_or_else(PoisonError::into_inner) = status;
    }

    fn status(&self) -> Status {
        self.status
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

/// The game's handle on the audio thread. See the module docs.
#[derive(Debug)]
pub struct PulseOutput {
    commands: Sender<Command>,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
    next_voice: u64,
    started: Instant,
    connect_timeout: Duration,
}

impl PulseOutput {
    /// Starts the audio thread (it connects by itself) and returns at once.
    pub fn start(bank: Arc<Bank>, config: OutputConfig) -> PulseOutput {
        let (commands, orders) = mpsc::channel();
        let shared = Arc::new(Shared {
            status: Mutex::new(Status::Connecting),
            stream: Mutex::new(None),
            written: AtomicU64::new(0),
            underruns: AtomicU64::new(0),
            latency_us: AtomicU64::new(0),
            connections: AtomicU64::new(0),
        });
        let mixer = LiveMixer::new(bank, config.volume, config.muted);
        let connect_timeout = config.connect_timeout;
        let for_thread = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("party-dice audio".to_string())
            .spawn(move || thread::run(config, mixer, orders, for_thread));
        let thread = match thread {
            Ok(t) => Some(t),
            Err(e) => {
                shared.set_status(Status::NoServer(format!("no audio thread ({e})")));
                None
            }
        };
        PulseOutput {
            commands,
            shared,
            thread,
            next_voice: 0,
            started: Instant::now(),
            connect_timeout,
        }
    }

    /// Plays `cues` (times from now) as a new voice; the id stops it.
    pub fn play(&mut self, cues: Vec<Cue>) -> VoiceId {
        self.next_voice += 1;
        let id = VoiceId(self.next_voice);
        self.send(Command::Play { id, cues });
        id
    }

    /// Fades a voice out (within one block); unknown or ended voices are ignored.
    pub fn stop(&self, id: VoiceId) {
        self.send(Command::Stop(id));
    }

    /// Fades every voice out.
    pub fn stop_all(&self) {
        self.send(Command::StopAll);
    }

    /// The master volume (`0..=1`) and mute, for what plays now and later.
    pub fn set_volume(&self, volume: f32, muted: bool) {
        self.send(Command::Volume { volume, muted });
    }

    /// Where the output stands. A first connection that has not finished within the
    /// connect timeout (plus a second's grace) reads as [`Status::NoServer`], whatever
    /// the thread is stuck in.
    pub fn status(&self) -> Status {
        match self.shared.status() {
            Status::Connecting if self.started.elapsed() > self.connect_timeout + GRACE => {
                Status::NoServer("the sound server did not answer in time".to_string())
            }
            status => status,
        }
    }

    /// The audio thread's figures.
    pub fn stats(&self) -> Stats {
        let latency = self.shared.latency_us.load(Ordering::Relaxed);
        Stats {
            stream: *self
                .shared
                .stream
                .lock()
                .unwrap_or_else(PoisonError::into_inner),
            written: self.shared.written.load(Ordering::Relaxed),
            underruns: self.shared.underruns.load(Ordering::Relaxed),
            latency: (latency > 0).then(|| Duration::from_micros(latency)),
            connections: self.shared.connections.load(Ordering::Relaxed),
        }
    }

    /// Ends the audio thread: waits up to `wait` for it to finish. Whether it did (a
    /// thread stuck in a system call is left to end with the process).
    pub fn shutdown(mut self, wait: Duration) -> bool {
        self.finish(wait)
    }

    fn finish(&mut self, wait: Duration) -> bool {
        // The thread ends when the channel closes: replace our sender with a dead one.
        drop(std::mem::replace(&mut self.commands, mpsc::channel().0));
        let Some(thread) = self.thread.take() else {
            return true;
        };
        let until = Instant::now() + wait;
        while !thread.is_finished() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(2));
        }
        thread.is_finished() && thread.join().is_ok()
    }

    fn send(&self, command: Command) {
        // A thread that is gone plays nothing: the game goes on in silence.
        let _ = self.commands.send(command);
    }
}

impl Drop for PulseOutput {
    fn drop(&mut self) {
        self.finish(SHUTDOWN_WAIT);
    }
}

/// How long past the connect timeout a first connection may take before the handle
/// stops waiting for the thread's own verdict.
const GRACE: Duration = Duration::from_secs(1);
/// How long dropping the output waits for the thread.
const SHUTDOWN_WAIT: Duration = Duration::from_millis(250);
