//! The audio thread: connect, play until the server goes away, wait, try again; all the
//! while taking the game's commands, until the game drops its handle.

use super::session::{Notice, SAMPLE_BYTES, Session, TICK};
use super::{OutputConfig, PulseError, Server, Shared, Status};
use crate::sound::SAMPLE_RATE;
use crate::sound::live::{BLOCK, Command, LiveMixer};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

/// The first wait before trying a server again; it doubles up to [`RETRY_MAX`].
const RETRY_FIRST: Duration = Duration::from_secs(1);
/// The longest wait between tries.
const RETRY_MAX: Duration = Duration::from_secs(30);
/// How often the playing loop asks the server for the stream's timing: a latency
/// figure, and a sign of life from a server that has stopped asking for data.
const PROBE_EVERY: Duration = Duration::from_secs(1);
/// A server that has sent nothing at all for this long (not a request, not the answer
/// to a probe) is taken as gone.
const SILENCE_IS_LOST: Duration = Duration::from_secs(3);

/// Why a stretch of the thread's life ended.
enum End {
    /// The game dropped its handle.
    Quit,
    /// The connection failed or broke.
    Failed(PulseError),
}

/// The thread's body.
pub(super) fn run(
    config: OutputConfig,
    mut mixer: LiveMixer,
    orders: Receiver<Command>,
    shared: Arc<Shared>,
) {
    let mut retry = RETRY_FIRST;
    let mut played = false;
    loop {
        let wait = match connect(&config) {
            Ok(session) => {
                played = true;
                retry = RETRY_FIRST;
                shared.connections.fetch_add(1, Ordering::Relaxed);
                *shared.stream.lock().unwrap_or_else(PoisonError::into_inner) = Some(session.info);
                shared.set_status(Status::Playing);
                match play(session, &mut mixer, &orders, &shared) {
                    End::Quit => return,
                    End::Failed(e) => {
                        shared.set_status(Status::Lost(e.to_string()));
                        shared.latency_us.store(0, Ordering::Relaxed);
                        RETRY_FIRST
                    }
                }
            }
            Err(e) => {
                // After a server went away the status stays "lost"; before, "no server".
                if !played {
                    shared.set_status(Status::NoServer(e.to_string()));
                }
                let wait = retry;
                retry = (retry * 2).min(RETRY_MAX);
                wait
            }
        };
        if !wait_without_server(&mut mixer, &orders, wait) {
            return;
        }
    }
}

/// One connection attempt, within the configured timeout.
fn connect(config: &OutputConfig) -> Result<Session, PulseError> {
    let server = match &config.server {
        Some(server) => server.clone(),
        None => Server::from_env()?,
    };
    let deadline = Instant::now() + config.connect_timeout;
    Session::open(&server, &config.name, config.sizes, deadline)
}

/// Waits `wait` with no server: commands still apply, and time passes for the voices
/// (so a sound started now does not play late once a server is back). False if the
/// game dropped its handle meanwhile.
fn wait_without_server(mixer: &mut LiveMixer, orders: &Receiver<Command>, wait: Duration) -> bool {
    let until = Instant::now() + wait;
    let mut last = Instant::now();
    loop {
        let now = Instant::now();
        if now >= until {
            return true;
        }
        match orders.recv_timeout((until - now).min(TICK)) {
            Ok(command) => mixer.apply(command),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return false,
        }
        let now = Instant::now();
        mixer.skip(samples_in(now - last));
        last = now;
    }
}

/// Samples of audio in `span`.
fn samples_in(span: Duration) -> usize {
    (span.as_secs_f64() * f64::from(SAMPLE_RATE)) as usize
}

/// Applies every waiting command; [`End::Quit`] if the game is gone.
fn take_commands(mixer: &mut LiveMixer, orders: &Receiver<Command>) -> Option<End> {
    loop {
        match orders.try_recv() {
            Ok(command) => mixer.apply(command),
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => return Some(End::Quit),
        }
    }
}

/// Plays until the game quits or the connection fails: renders what the server asks
/// for, a block at a time, taking commands before each.
fn play(
    mut session: Session,
    mixer: &mut LiveMixer,
    orders: &Receiver<Command>,
    shared: &Shared,
) -> End {
    let mut block = [0i16; BLOCK];
    let mut heard = Instant::now();
    let mut probed = Instant::now();
    let mut probe = None;
    loop {
        if let Some(end) = take_commands(mixer, orders) {
            return end;
        }
        while session.requested >= SAMPLE_BYTES {
            let n = (session.requested / SAMPLE_BYTES).min(BLOCK);
            mixer.render_i16(&mut block[..n]);
            if let Err(e) = session.write(&block[..n]) {
                return End::Failed(e);
            }
            shared.written.fetch_add(n as u64, Ordering::Relaxed);
            if let Some(end) = take_commands(mixer, orders) {
                return end;
            }
        }
        match session.poll(probe) {
            Ok(Some(notice)) => {
                heard = Instant::now();
                match notice {
                    Notice::Underflow => {
                        shared.underruns.fetch_add(1, Ordering::Relaxed);
                    }
                    Notice::Latency(us) => shared.latency_us.store(us.max(1), Ordering::Relaxed),
                    Notice::None => {}
                }
            }
            Ok(None) => {}
            Err(e) => return End::Failed(e),
        }
        if probed.elapsed() >= PROBE_EVERY {
            probed = Instant::now();
            match session.probe() {
                Ok(seq) => probe = Some(seq),
                Err(e) => return End::Failed(e),
            }
        }
        if heard.elapsed() >= SILENCE_IS_LOST {
            return End::Failed(PulseError::Timeout);
        }
    }
}
