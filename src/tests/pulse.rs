//! The PulseAudio output against fake servers on a socket in a temporary directory (no
//! daemon needed): the samples it sends are the offline mix, a missing socket or a
//! server that never answers is "no server" within the timeout, a refused cookie and
//! garbage are errors with reasons, and a server that dies mid-game is "lost", then
//! found again when it comes back, with the mixer taking commands throughout.

// The window's tests: they need the `gui` feature (Bevy).
#![cfg(feature = "gui")]
#![cfg(target_os = "linux")]

use crate::audio::pulse::{BufferSizes, OutputConfig, PulseOutput, Server, Status};
use crate::sound::{self, Bank, Cue, CueKind, SAMPLE_RATE, TableCue};
use pulseaudio::protocol::{
    self, AuthReply, Command, CreatePlaybackStreamReply, PlaybackLatency, PulseError, Request,
    SetClientNameReply,
};
use std::io::{self, Read, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime};

/// Bytes the fake server asks for each 10 ms, as a real one playing 48 kHz mono s16le.
const PER_TICK: u32 = 960;

fn bank() -> Arc<Bank> {
    static BANK: OnceLock<Arc<Bank>> = OnceLock::new();
    BANK.get_or_init(|| Arc::new(Bank::synthesize(SAMPLE_RATE)))
        .clone()
}

/// How a fake server behaves once a client connects.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Manner {
    /// Reads and never answers.
    Mute,
    /// Hangs up at once.
    HangUp,
    /// Answers the handshake with bytes that are not the protocol.
    Garbage,
    /// Refuses the cookie.
    Refuse,
    /// Plays: answers the handshake and asks for data every 10 ms; hangs up after this
    /// many samples (`None`: never), then takes the next connection.
    Play(Option<usize>),
}

/// A fake server: its socket, what it was sent, and a switch to end it.
struct Fake {
    _dir: tempfile::TempDir,
    path: PathBuf,
    samples: Arc<Mutex<Vec<i16>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Fake {
    fn start(manner: Manner) -> Fake {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("native");
        let listener = UnixListener::bind(&path).unwrap_or_else(|e| panic!("{e}"));
        listener
            .set_nonblocking(true)
            .unwrap_or_else(|e| panic!("{e}"));
        let samples = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (got, halt) = (Arc::clone(&samples), Arc::clone(&stop));
        let thread = std::thread::spawn(move || {
            while !halt.load(Ordering::Relaxed) {
                match listener.accept() {
                    Ok((sock, _)) => serve(sock, manner, &got, &halt),
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Fake {
            _dir: dir,
            path,
            samples,
            stop,
            thread: Some(thread),
        }
    }

    fn server(&self) -> Server {
        Server {
            sockets: vec![self.path.clone()],
            cookie: None,
        }
    }

    fn samples(&self) -> Vec<i16> {
        self.samples.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

impl Drop for Fake {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Reads one frame: its channel and payload (`None` on a timeout or the end).
fn frame(sock: &mut UnixStream) -> Option<(u32, Vec<u8>)> {
    let mut head = [0u8; protocol::DESCRIPTOR_SIZE];
    // Wait briefly for a first byte; once a frame has begun, wait for all of it.
    if sock.read(&mut head[..1]).ok()? == 0 {
        return None;
    }
    let _ = sock.set_read_timeout(Some(Duration::from_secs(1)));
    let whole = read_rest(sock, head);
    let _ = sock.set_read_timeout(Some(Duration::from_millis(3)));
    whole
}

/// The rest of a frame whose first byte is in `head`.
fn read_rest(
    sock: &mut UnixStream,
    mut head: [u8; protocol::DESCRIPTOR_SIZE],
) -> Option<(u32, Vec<u8>)> {
    sock.read_exact(&mut head[1..]).ok()?;
    let desc = protocol::read_descriptor(&mut &head[..]).ok()?;
    let mut payload = vec![0u8; desc.length as usize];
    sock.read_exact(&mut payload).ok()?;
    Some((desc.channel, payload))
}

fn reply<R: protocol::CommandReply>(sock: &mut UnixStream, seq: u32, r: &R) {
    let _ = protocol::write_reply_message(sock, seq, r, protocol::MAX_VERSION);
}

/// One client connection, served in `manner`.
fn serve(mut sock: UnixStream, manner: Manner, got: &Mutex<Vec<i16>>, halt: &AtomicBool) {
    let _ = sock.set_nonblocking(false);
    let _ = sock.set_read_timeout(Some(Duration::from_millis(3)));
    let mut next_request = Instant::now();
    let mut received = 0usize;
    while !halt.load(Ordering::Relaxed) {
        match manner {
            Manner::HangUp => return,
            Manner::Garbage => {
                let _ = sock.write_all(&[0, 0, 0, 8, 255, 255, 255, 255]);
                let _ = sock.write_all(&[0xEE; 20]);
                std::thread::sleep(Duration::from_millis(50));
                return;
            }
            Manner::Play(Some(limit)) if received >= limit => return,
            _ => {}
        }
        if let Some((channel, payload)) = frame(&mut sock) {
            if channel != u32::MAX {
                let samples = payload
                    .chunks_exact(2)
                    .map(|b| i16::from_le_bytes([b[0], b[1]]));
                if let Ok(mut all) = got.lock() {
                    let before = all.len();
                    all.extend(samples);
                    received += all.len() - before;
                }
            } else if manner != Manner::Mute {
                answer(&mut sock, &payload, manner);
            }
        }
        if matches!(manner, Manner::Play(_)) && Instant::now() >= next_request {
            next_request += Duration::from_millis(10);
            let ask = Command::Request(Request {
                channel: 0,
                length: PER_TICK,
            });
            let _ =
                protocol::write_command_message(&mut sock, u32::MAX, &ask, protocol::MAX_VERSION);
        }
    }
}

/// Answers a client's command as a server would.
fn answer(sock: &mut UnixStream, payload: &[u8], manner: Manner) {
    let Ok((seq, command)) =
        Command::read_tag_prefixed(&mut io::Cursor::new(payload), protocol::MAX_VERSION)
    else {
        return;
    };
    match command {
        Command::Auth(_) if manner == Manner::Refuse => {
            let _ = protocol::write_error(sock, seq, &PulseError::AccessDenied);
        }
        Command::Auth(_) => reply(
            sock,
            seq,
            &AuthReply {
                version: protocol::MAX_VERSION,
                use_memfd: false,
                use_shm: false,
            },
        ),
        Command::SetClientName(_) => reply(sock, seq, &SetClientNameReply { client_id: 1 }),
        Command::CreatePlaybackStream(params) => reply(
            sock,
            seq,
            &CreatePlaybackStreamReply {
                requested_bytes: params.buffer_attr.target_length,
                buffer_attr: params.buffer_attr,
                sample_spec: params.sample_spec,
                channel_map: params.channel_map,
                sink_name: Some(c"fake".to_owned()),
                stream_latency: 40_000,
                ..CreatePlaybackStreamReply::default()
            },
        ),
        Command::GetPlaybackLatency(_) => reply(
            sock,
            seq,
            &PlaybackLatency {
                sink_usec: 20_000,
                source_usec: 0,
                playing: true,
                local_time: SystemTime::now(),
                remote_time: SystemTime::now(),
                write_offset: 3840,
                read_offset: 0,
                underrun_for: 0,
                playing_for: 0,
            },
        ),
        _ => {}
    }
}

fn config(server: Server, timeout: Duration) -> OutputConfig {
    OutputConfig {
        server: Some(server),
        connect_timeout: timeout,
        ..OutputConfig::default()
    }
}

/// Polls `out` until `done` holds or `limit` passes; the status then, and the time.
fn wait_for(
    out: &PulseOutput,
    limit: Duration,
    done: impl Fn(&Status) -> bool,
) -> (Status, Duration) {
    let start = Instant::now();
    loop {
        let status = out.status();
        if done(&status) || start.elapsed() > limit {
            return (status, start.elapsed());
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn not_connecting(s: &Status) -> bool {
    *s != Status::Connecting
}

#[test]
fn a_missing_socket_is_no_server_at_once() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let server = Server {
        sockets: vec![dir.path().join("pulse/native")],
        cookie: None,
    };
    // A connect timeout of an hour: that the answer comes at all (the wait below gives up
    // long before) shows a missing socket is known at once, not when the timeout runs out.
    let timeout = Duration::from_secs(3600);
    let out = PulseOutput::start(bank(), config(server, timeout));
    let (status, _) = wait_for(&out, Duration::from_secs(60), not_connecting);
    assert!(
        matches!(&status, Status::NoServer(why) if why.contains("no sound server")),
        "{status:?}"
    );
    assert!(status.explain().is_some_and(|s| s.contains("silence")));
    // Commands are taken all the same, and the thread ends when asked.
    let mut out = out;
    let id = out.play(vec![Cue::table(TableCue::Bust, 0.0)]);
    out.stop(id);
    out.set_volume(0.3, true);
    assert!(out.shutdown(Duration::from_secs(1)));
}

#[test]
fn a_server_that_never_answers_is_no_server_within_the_timeout() {
    let fake = Fake::start(Manner::Mute);
    let timeout = Duration::from_millis(300);
    let out = PulseOutput::start(bank(), config(fake.server(), timeout));
    // The reason names the timeout: the mute server was given up on for not answering
    // in time (how long that took is the machine's, not the test's).
    let (status, _) = wait_for(&out, Duration::from_secs(60), not_connecting);
    assert!(
        matches!(&status, Status::NoServer(why) if why.contains("in time")),
        "{status:?}"
    );
}

#[test]
fn hang_ups_garbage_and_a_refused_cookie_say_why() {
    for (manner, words) in [
        (Manner::HangUp, "closed the connection"),
        (Manner::Garbage, "sent"),
        (Manner::Refuse, "wrong PulseAudio cookie"),
    ] {
        let fake = Fake::start(manner);
        let out = PulseOutput::start(bank(), config(fake.server(), Duration::from_secs(2)));
        let (status, _) = wait_for(&out, Duration::from_secs(4), not_connecting);
        assert!(
            matches!(&status, Status::NoServer(why) if why.contains(words)),
            "{manner:?}: {status:?}"
        );
    }
}

#[test]
fn a_bad_cookie_file_is_named_if_the_server_refuses_and_harmless_if_not() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let cookie = dir.path().join("cookie");
    std::fs::write(&cookie, b"short").unwrap_or_else(|e| panic!("{e}"));
    for (manner, refused) in [(Manner::Refuse, true), (Manner::Play(None), false)] {
        let fake = Fake::start(manner);
        let server = Server {
            cookie: Some(cookie.clone()),
            ..fake.server()
        };
        let out = PulseOutput::start(bank(), config(server, Duration::from_secs(2)));
        let (status, _) = wait_for(&out, Duration::from_secs(4), not_connecting);
        if refused {
            assert!(
                matches!(&status, Status::NoServer(why) if why.contains("5 bytes")),
                "{status:?}"
            );
        } else {
            // A server that checks credentials instead (pipewire-pulse) takes zeros.
            assert_eq!(status, Status::Playing);
        }
    }
}

/// A throw-like voice.
fn cues() -> Vec<Cue> {
    let hit = |time, kind, gain, pitch, variant| Cue {
        time,
        kind,
        gain,
        pitch,
        variant,
    };
    vec![
        hit(0.0, CueKind::Felt, 0.9, 1.0, 0),
        hit(0.021, CueKind::Wall, 0.7, 1.03, 1),
        hit(0.09, CueKind::Die, 0.5, 0.98, 2),
        Cue::table(TableCue::SmallSlam, 0.2),
    ]
}

/// Where the sound starts: the first sample that is not silence.
fn onset(samples: &[i16]) -> Option<usize> {
    samples.iter().position(|s| *s != 0)
}

#[test]
fn the_server_receives_the_offline_mix_at_the_volume_set() {
    let fake = Fake::start(Manner::Play(None));
    let mut out = PulseOutput::start(bank(), config(fake.server(), Duration::from_secs(2)));
    let (status, _) = wait_for(&out, Duration::from_secs(4), |s| *s == Status::Playing);
    assert_eq!(status, Status::Playing);
    out.set_volume(0.5, false);
    std::thread::sleep(Duration::from_millis(50));
    out.play(cues());
    let offline = sound::to_i16(&sound::mix(&cues(), &bank(), 0.5, false));
    let limit = Instant::now() + Duration::from_secs(5);
    while fake.samples().len() < offline.len() + 48_000 / 5 && Instant::now() < limit {
        std::thread::sleep(Duration::from_millis(20));
    }
    let got = fake.samples();
    let (Some(at), Some(first)) = (onset(&got), onset(&offline)) else {
        panic!("no sound reached the server")
    };
    let start = at - first;
    assert_eq!(&got[start..start + offline.len()], &offline[..]);
    let stats = out.stats();
    assert!(stats.written as usize >= got.len());
    assert_eq!(stats.connections, 1);
    let stream = stats.stream.unwrap_or_else(|| panic!("no stream info"));
    assert_eq!(stream.buffer, BufferSizes::ASKED);
    // The fake's timing: 20 ms in the sink plus 3840 bytes (40 ms) queued.
    let limit = Instant::now() + Duration::from_secs(3);
    while out.stats().latency.is_none() && Instant::now() < limit {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(out.stats().latency, Some(Duration::from_millis(60)));
}

#[test]
fn a_server_that_dies_is_lost_then_found_again_and_commands_go_on() {
    // The fake hangs up after half a second of audio, then takes the next connection.
    let fake = Fake::start(Manner::Play(Some(24_000)));
    let mut out = PulseOutput::start(bank(), config(fake.server(), Duration::from_secs(2)));
    let (status, _) = wait_for(&out, Duration::from_secs(4), |s| *s == Status::Playing);
    assert_eq!(status, Status::Playing);
    let (status, _) = wait_for(&out, Duration::from_secs(4), |s| {
        matches!(s, Status::Lost(_))
    });
    assert!(
        matches!(&status, Status::Lost(why) if why.contains("closed")),
        "{status:?}"
    );
    assert!(status.explain().is_some_and(|s| s.contains("stopped")));
    for _ in 0..50 {
        let id = out.play(vec![Cue::table(TableCue::GrandSlam, 0.0)]);
        out.stop(id);
        out.set_volume(0.7, false);
    }
    let (status, _) = wait_for(&out, Duration::from_secs(4), |s| *s == Status::Playing);
    assert_eq!(status, Status::Playing, "it connects again");
    assert_eq!(out.stats().connections, 2);
    assert!(out.shutdown(Duration::from_secs(1)));
}

#[test]
fn starting_and_commanding_never_wait_for_the_server() {
    // The window keeps the output as a resource.
    fn resource<T: Send + Sync + 'static>() {}
    resource::<PulseOutput>();
    // A server that never answers and a connect timeout of an hour: had starting or any
    // command waited for the server, the thread below would not be done before the wait
    // gives up; it is, and the output is still connecting.
    let fake = Fake::start(Manner::Mute);
    let server = fake.server();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut out = PulseOutput::start(bank(), config(server, Duration::from_secs(3600)));
        let id = out.play(cues());
        out.stop(id);
        out.set_volume(0.2, false);
        out.stop_all();
        let _ = out.stats();
        let _ = done.send(out.status());
    });
    let status = finished.recv_timeout(Duration::from_secs(60));
    assert_eq!(
        status,
        Ok(Status::Connecting),
        "the commands returned while the server has not answered"
    );
}
