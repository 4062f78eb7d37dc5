//! One connection to the sound server with one playback stream on it: the handshake
//! (authenticate, name the client, create the stream), then the server's requests for
//! data, its notices, and the latency probes. Blocking I/O on its own thread, every wait
//! bounded by a socket timeout, so nothing here can hang the thread for good.

use super::server::{COOKIE_LEN, Server};
use super::wire::{Event, FrameReader, FrameWriter, Message, parse};
use super::{BufferSizes, PulseError};
use crate::sound::SAMPLE_RATE;
use pulseaudio::protocol::stream::{BufferAttr, StreamFlags};
use pulseaudio::protocol::{
    self, AuthParams, AuthReply, ChannelMap, Command, CreatePlaybackStreamReply, LatencyParams,
    PlaybackLatency, PlaybackStreamParams, Prop, Props, SampleFormat, SampleSpec,
    SetClientNameReply,
};
use std::ffi::CString;
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant, SystemTime};

/// Bytes per sample of the stream (mono s16le).
pub(super) const SAMPLE_BYTES: usize = 2;
/// How long one read waits for the server before the loop looks at its commands again.
pub(super) const TICK: Duration = Duration::from_millis(20);
/// The sequence number of the first command after the handshake.
const FIRST_SEQ: u32 = 16;

/// What the server told us as the stream was created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamInfo {
    /// The buffer the server gave the stream (it may differ from what was asked).
    pub buffer: BufferSizes,
    /// The stream's latency as the server estimated it at creation, microseconds.
    pub latency_us: u64,
    /// The protocol version agreed.
    pub version: u16,
}

/// An open connection with a playback stream (mono, s16le, [`SAMPLE_RATE`]).
#[derive(Debug)]
pub(super) struct Session {
    sock: UnixStream,
    reader: FrameReader,
    writer: FrameWriter,
    version: u16,
    channel: u32,
    next_seq: u32,
    /// Bytes the server has asked for and not yet been sent.
    pub requested: usize,
    /// The stream as created.
    pub info: StreamInfo,
}

/// A server notice that the playback loop acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Notice {
    /// Nothing for the loop (a reply to the handshake, an ignored notice).
    None,
    /// The stream ran dry: the server had nothing to play.
    Underflow,
    /// A latency probe's answer: the delay, microseconds, from now until a sample
    /// written now is heard.
    Latency(u64),
}

impl Session {
    /// Connects and creates the stream, all within `deadline`.
    pub(super) fn open(
        server: &Server,
        name: &str,
        sizes: BufferSizes,
        deadline: Instant,
    ) -> Result<Session, PulseError> {
        let (cookie, unusable) = match server.cookie() {
            Ok(cookie) => (cookie, None),
            Err(e) => (vec![0; COOKIE_LEN], Some(e)),
        };
        let sock = server.connect()?;
        sock.set_write_timeout(Some(remaining(deadline)?))
            .map_err(PulseError::Io)?;
        let mut session = Session {
            sock,
            reader: FrameReader::default(),
            writer: FrameWriter::default(),
            version: protocol::MAX_VERSION,
            channel: 0,
            next_seq: 0,
            requested: 0,
            info: StreamInfo {
                buffer: sizes,
                latency_us: 0,
                version: 0,
            },
        };
        let auth = Command::Auth(AuthParams {
            version: protocol::MAX_VERSION,
            supports_shm: false,
            supports_memfd: false,
            cookie,
        });
        let reply: AuthReply = session
            .roundtrip(&auth, deadline)
            .map_err(|e| refused(e, unusable))?;
        session.version = reply.version.min(protocol::MAX_VERSION);
        if session.version < protocol::MIN_VERSION {
            return Err(PulseError::Protocol(format!(
                "protocol version {}; at least {} is needed",
                reply.version,
                protocol::MIN_VERSION
            )));
        }
        let mut props = Props::new();
        props.set(Prop::ApplicationName, c_string(name));
        props.set(
            Prop::ApplicationProcessId,
            c_string(&std::process::id().to_string()),
        );
        let _: SetClientNameReply = session.roundtrip(&Command::SetClientName(props), deadline)?;
        let stream = Command::CreatePlaybackStream(stream_params(name, sizes));
        let reply: CreatePlaybackStreamReply = session.roundtrip(&stream, deadline)?;
        session.accept_stream(&reply)?;
        session.next_seq = FIRST_SEQ;
        Ok(session)
    }

    /// Checks the stream the server made and keeps what the loop needs.
    fn accept_stream(&mut self, reply: &CreatePlaybackStreamReply) -> Result<(), PulseError> {
        let spec = reply.sample_spec;
        if spec.format != SampleFormat::S16Le
            || spec.channels != 1
            || spec.sample_rate != SAMPLE_RATE
        {
            return Err(PulseError::Protocol(format!(
                "a stream of {spec:?}, not the mono 16-bit {SAMPLE_RATE} Hz asked for"
            )));
        }
        let attr = reply.buffer_attr;
        self.channel = reply.channel;
        self.requested = self
            .requested
            .saturating_add(reply.requested_bytes as usize);
        self.info = StreamInfo {
            buffer: BufferSizes {
                target: attr.target_length,
                min_request: attr.minimum_request_length,
                prebuffer: attr.pre_buffering,
                max: attr.max_length,
            },
            latency_us: reply.stream_latency,
            version: self.version,
        };
        Ok(())
    }

    /// Sends `command` and waits (until `deadline`) for its reply. Notices that come
    /// first are handled as the playback loop would.
    fn roundtrip<R: protocol::CommandReply>(
        &mut self,
        command: &Command,
        deadline: Instant,
    ) -> Result<R, PulseError> {
        let seq = self.next_seq;
        self.next_seq += 1;
        self.writer
            .command(&mut self.sock, seq, command, self.version)?;
        loop {
            self.sock
                .set_read_timeout(Some(remaining(deadline)?.min(TICK)))
                .map_err(PulseError::Io)?;
            let Some((desc, payload)) = self.reader.next(&mut self.sock)? else {
                continue;
            };
            match parse(&desc, payload, self.version)? {
                Message::Reply { seq: s, mut body } if s == seq => {
                    return Message::reply(&mut body, self.version);
                }
                Message::Failed { seq: s, error } if s == seq => {
                    return Err(PulseError::Server(format!("{error:?}")));
                }
                Message::Event(event) => {
                    self.event(event)?;
                }
                _ => {}
            }
        }
    }

    /// Waits up to [`TICK`] for one message and acts on it.
    pub(super) fn poll(&mut self, probe: Option<u32>) -> Result<Option<Notice>, PulseError> {
        self.sock
            .set_read_timeout(Some(TICK))
            .map_err(PulseError::Io)?;
        let Some((desc, payload)) = self.reader.next(&mut self.sock)? else {
            return Ok(None);
        };
        Ok(Some(match parse(&desc, payload, self.version)? {
            Message::Event(event) => self.event(event)?,
            Message::Reply { seq, mut body } if Some(seq) == probe => {
                let timing: PlaybackLatency = Message::reply(&mut body, self.version)?;
                Notice::Latency(latency_us(&timing))
            }
            _ => Notice::None,
        }))
    }

    /// Acts on a notice from the server.
    fn event(&mut self, event: Event) -> Result<Notice, PulseError> {
        match event {
            Event::Request { channel, bytes } if channel == self.channel => {
                self.requested = self.requested.saturating_add(bytes as usize);
                Ok(Notice::None)
            }
            Event::Underflow(channel) if channel == self.channel => Ok(Notice::Underflow),
            Event::Killed(channel) if channel == self.channel => Err(PulseError::Killed),
            _ => Ok(Notice::None),
        }
    }

    /// Sends samples (the caller keeps to what was requested).
    pub(super) fn write(&mut self, samples: &[i16]) -> Result<(), PulseError> {
        self.writer.samples(&mut self.sock, self.channel, samples)?;
        self.requested = self.requested.saturating_sub(samples.len() * SAMPLE_BYTES);
        Ok(())
    }

    /// Asks for the stream's timing; returns the sequence number its reply will carry.
    pub(super) fn probe(&mut self) -> Result<u32, PulseError> {
        let seq = self.next_seq;
        self.next_seq = self.next_seq.wrapping_add(1).max(FIRST_SEQ);
        let ask = Command::GetPlaybackLatency(LatencyParams {
            channel: self.channel,
            now: SystemTime::now(),
        });
        self.writer
            .command(&mut self.sock, seq, &ask, self.version)?;
        Ok(seq)
    }
}

/// The time left until `deadline`, or [`PulseError::Timeout`] if it has passed.
fn remaining(deadline: Instant) -> Result<Duration, PulseError> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        Err(PulseError::Timeout)
    } else {
        Ok(left)
    }
}

/// A refusal of the handshake names the cookie, the usual cause: the cookie file that
/// could not be used, if there was one.
fn refused(e: PulseError, unusable_cookie: Option<PulseError>) -> PulseError {
    match (e, unusable_cookie) {
        (PulseError::Server(_), Some(cookie)) => cookie,
        (PulseError::Server(why), None) => PulseError::Refused(why),
        (other, _) => other,
    }
}

/// A property value: the text up to any NUL.
fn c_string(text: &str) -> CString {
    let text = text.split('\0').next().unwrap_or_default();
    CString::new(text).unwrap_or_default()
}

/// The stream asked for: mono s16le at [`SAMPLE_RATE`] on the default sink, with the
/// buffer in `sizes` and the latency adjusted to it, the volume left to the server.
fn stream_params(name: &str, sizes: BufferSizes) -> PlaybackStreamParams {
    let mut props = Props::new();
    props.set(Prop::MediaName, c_string(name));
    props.set(Prop::MediaRole, c_string("game"));
    PlaybackStreamParams {
        sample_spec: SampleSpec {
            format: SampleFormat::S16Le,
            channels: 1,
            sample_rate: SAMPLE_RATE,
        },
        channel_map: ChannelMap::mono(),
        sink_name: Some(protocol::DEFAULT_SINK.to_owned()),
        buffer_attr: BufferAttr {
            max_length: sizes.max,
            target_length: sizes.target,
            pre_buffering: sizes.prebuffer,
            minimum_request_length: sizes.min_request,
            fragment_size: u32::MAX,
        },
        cvolume: None,
        props,
        flags: StreamFlags {
            adjust_latency: true,
            ..StreamFlags::default()
        },
        ..PlaybackStreamParams::default()
    }
}

/// The delay until a sample written now is heard: what is queued in the stream's buffer
/// plus the sink's own latency.
fn latency_us(timing: &PlaybackLatency) -> u64 {
    let queued = timing
        .write_offset
        .saturating_sub(timing.read_offset)
        .max(0) as u64;
    let per_second = (SAMPLE_RATE as usize * SAMPLE_BYTES) as u64;
    timing
        .sink_usec
        .saturating_add(queued * 1_000_000 / per_second)
}
