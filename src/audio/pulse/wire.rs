//! The PulseAudio wire, on our side of it: whole frames cut from the byte stream (never
//! trusting a length the server sends), parsed into the few messages this client acts
//! on, and the frames it sends. The tag-struct encoding itself is the `pulseaudio`
//! crate's.

use super::PulseError;
use pulseaudio::protocol::{
    self, Command, CommandReply, DESCRIPTOR_SIZE, Descriptor, DescriptorFlags, TagStructReader,
};
use std::io::{self, Cursor, Read, Write};

/// The largest frame accepted from the server. Replies to what this client asks are a
/// few hundred bytes; a larger length is a broken or hostile peer, not a reply.
pub(super) const MAX_FRAME: usize = 64 * 1024;
/// The channel number of control messages (as opposed to a stream's audio data).
const CONTROL: u32 = u32::MAX;

/// One message from the server, as far as this client cares.
#[derive(Debug)]
pub(super) enum Message {
    /// The answer to the command sent with `seq`; `body` holds its payload, to read
    /// with [`Message::reply`].
    Reply {
        /// The sequence number of the command answered.
        seq: u32,
        /// The frame's payload, positioned after the tag and sequence number.
        body: Cursor<Vec<u8>>,
    },
    /// The command sent with `seq` failed.
    Failed {
        /// The sequence number of the command that failed.
        seq: u32,
        /// The server's reason.
        error: protocol::PulseError,
    },
    /// A notice the server sends by itself about a stream.
    Event(Event),
    /// Something this client does not use: audio data for another stream, a command
    /// this crate cannot parse. Skipped.
    Other,
}

impl Message {
    /// Reads a reply's payload as `R`.
    pub(super) fn reply<R: CommandReply>(
        body: &mut Cursor<Vec<u8>>,
        version: u16,
    ) -> Result<R, PulseError> {
        TagStructReader::new(body, version)
            .read()
            .map_err(|e| PulseError::Protocol(format!("a reply that does not parse ({e})")))
    }
}

/// The notices about a stream this client acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Event {
    /// The server wants `bytes` more of stream `channel`.
    Request {
        /// The stream.
        channel: u32,
        /// How much more it wants.
        bytes: u32,
    },
    /// Stream `channel` ran dry.
    Underflow(u32),
    /// The server ended stream `channel`.
    Killed(u32),
}

/// Cuts frames out of the bytes read from the server.
#[derive(Debug, Default)]
pub(super) struct FrameReader {
    /// Bytes read but not yet returned as a frame.
    buf: Vec<u8>,
}

impl FrameReader {
    /// The next whole frame: from what was read before, or after reading once from
    /// `from`. `None` when the read timed out (or would block) before a frame was whole;
    /// the bytes read so far are kept for the next call.
    pub(super) fn next(
        &mut self,
        from: &mut impl Read,
    ) -> Result<Option<(Descriptor, Vec<u8>)>, PulseError> {
        loop {
            if let Some(frame) = self.take()? {
                return Ok(Some(frame));
            }
            let mut chunk = [0u8; 8192];
            match from.read(&mut chunk) {
                Ok(0) => return Err(PulseError::Closed),
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    return Ok(None);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(io_error(e)),
            }
        }
    }

    /// A whole frame from the buffer, if there is one.
    fn take(&mut self) -> Result<Option<(Descriptor, Vec<u8>)>, PulseError> {
        if self.buf.len() < DESCRIPTOR_SIZE {
            return Ok(None);
        }
        let desc = protocol::read_descriptor(&mut &self.buf[..DESCRIPTOR_SIZE])
            .map_err(|e| PulseError::Protocol(e.to_string()))?;
        let len = desc.length as usize;
        if len > MAX_FRAME {
            return Err(PulseError::Protocol(format!(
                "a message of {len} bytes (at most {MAX_FRAME} are accepted)"
            )));
        }
        if self.buf.len() < DESCRIPTOR_SIZE + len {
            return Ok(None);
        }
        let payload = self.buf[DESCRIPTOR_SIZE..DESCRIPTOR_SIZE + len].to_vec();
        self.buf.drain(..DESCRIPTOR_SIZE + len);
        Ok(Some((desc, payload)))
    }
}

/// A failed read or write: a peer that hung up is [`PulseError::Closed`].
fn io_error(e: io::Error) -> PulseError {
    match e.kind() {
        io::ErrorKind::ConnectionReset
        | io::ErrorKind::ConnectionAborted
        | io::ErrorKind::BrokenPipe
        | io::ErrorKind::UnexpectedEof => PulseError::Closed,
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => PulseError::Timeout,
        _ => PulseError::Io(e),
    }
}

/// What a frame says. Audio data and commands the crate cannot parse are
/// [`Message::Other`]; a control frame that does not parse at all is an error.
pub(super) fn parse(
    desc: &Descriptor,
    payload: Vec<u8>,
    version: u16,
) -> Result<Message, PulseError> {
    if desc.channel != CONTROL {
        return Ok(Message::Other);
    }
    let mut body = Cursor::new(payload);
    match Command::read_tag_prefixed(&mut body, version) {
        Ok((seq, Command::Reply)) => Ok(Message::Reply { seq, body }),
        Ok((seq, Command::Error(error))) => Ok(Message::Failed { seq, error }),
        Ok((_, Command::Request(r))) => Ok(Message::Event(Event::Request {
            channel: r.channel,
            bytes: r.length,
        })),
        Ok((_, Command::Underflow(u))) => Ok(Message::Event(Event::Underflow(u.channel))),
        Ok((_, Command::PlaybackStreamKilled(channel))) => {
            Ok(Message::Event(Event::Killed(channel)))
        }
        Ok(_) => Ok(Message::Other),
        Err(protocol::ProtocolError::Unimplemented(..)) => Ok(Message::Other),
        Err(e) => Err(PulseError::Protocol(format!(
            "a message that does not parse ({e})"
        ))),
    }
}

/// Builds the frames this client sends, in one reusable buffer, and writes each with a
/// single `write_all`.
#[derive(Debug, Default)]
pub(super) struct FrameWriter {
    buf: Vec<u8>,
}

impl FrameWriter {
    /// Sends `command` with sequence number `seq`.
    pub(super) fn command(
        &mut self,
        to: &mut impl Write,
        seq: u32,
        command: &Command,
        version: u16,
    ) -> Result<(), PulseError> {
        self.buf.clear();
        protocol::encode_command_message(&mut self.buf, seq, command, version)
            .map_err(|e| PulseError::Protocol(e.to_string()))?;
        to.write_all(&self.buf).map_err(io_error)
    }

    /// Sends 16-bit little-endian samples to stream `channel`.
    pub(super) fn samples(
        &mut self,
        to: &mut impl Write,
        channel: u32,
        samples: &[i16],
    ) -> Result<(), PulseError> {
        self.buf.clear();
        self.buf.resize(DESCRIPTOR_SIZE, 0);
        let desc = Descriptor {
            length: (samples.len() * 2) as u32,
            channel,
            offset: 0,
            flags: DescriptorFlags::empty(),
        };
        let mut head = [0u8; DESCRIPTOR_SIZE];
        protocol::encode_descriptor(&mut head, &desc);
        self.buf.copy_from_slice(&head);
        self.buf
            .extend(samples.iter().flat_map(|s| s.to_le_bytes()));
        to.write_all(&self.buf).map_err(io_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pulseaudio::protocol::{MAX_VERSION, Request};

    /// A reader that hands out its bytes a few at a time, then times out.
    struct Trickle {
        bytes: Vec<u8>,
        at: usize,
        step: usize,
    }

    impl Read for Trickle {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            if self.at >= self.bytes.len() {
                return Err(io::ErrorKind::WouldBlock.into());
            }
            let n = self.step.min(out.len()).min(self.bytes.len() - self.at);
            out[..n].copy_from_slice(&self.bytes[self.at..self.at + n]);
            self.at += n;
            Ok(n)
        }
    }

    fn encoded(seq: u32, command: &Command) -> Vec<u8> {
        let mut out = Vec::new();
        FrameWriter::default()
            .command(&mut out, seq, command, MAX_VERSION)
            .unwrap_or_else(|e| panic!("{e}"));
        out
    }

    #[test]
    fn frames_split_across_reads_come_out_whole_and_in_order() {
        let request = Command::Request(Request {
            channel: 3,
            length: 960,
        });
        let mut bytes = encoded(9, &request);
        bytes.extend(encoded(
            10,
            &Command::Underflow(protocol::Underflow {
                channel: 3,
                offset: 0,
            }),
        ));
        let mut from = Trickle {
            bytes,
            at: 0,
            step: 3,
        };
        let mut reader = FrameReader::default();
        let mut got = Vec::new();
        for _ in 0..100 {
            if let Some((desc, payload)) = reader.next(&mut from).unwrap_or_else(|e| panic!("{e}"))
            {
                got.push(parse(&desc, payload, MAX_VERSION).unwrap_or_else(|e| panic!("{e}")));
            }
        }
        assert!(matches!(
            got.as_slice(),
            [
                Message::Event(Event::Request {
                    channel: 3,
                    bytes: 960
                }),
                Message::Event(Event::Underflow(3))
            ]
        ));
    }

    #[test]
    fn a_huge_length_is_refused_before_anything_is_allocated() {
        let mut head = [0u8; DESCRIPTOR_SIZE];
        protocol::encode_descriptor(
            &mut head,
            &Descriptor {
                length: u32::MAX,
                channel: CONTROL,
                offset: 0,
                flags: DescriptorFlags::empty(),
            },
        );
        let mut reader = FrameReader::default();
        let got = reader.next(&mut &head[..]);
        assert!(matches!(got, Err(PulseError::Protocol(m)) if m.contains("4294967295")));
    }

    #[test]
    fn garbage_and_an_early_end_are_errors_not_panics() {
        // Random bytes with a small length: a frame that does not parse.
        let mut garbage = vec![0u8, 0, 0, 12, 255, 255, 255, 255];
        garbage.extend([0u8; 12]);
        garbage.extend([0xAB; 12]);
        let mut reader = FrameReader::default();
        let frame = reader.next(&mut &garbage[..]);
        let Ok(Some((desc, payload))) = frame else {
            panic!("{frame:?}")
        };
        assert!(matches!(
            parse(&desc, payload, MAX_VERSION),
            Err(PulseError::Protocol(_))
        ));
        // Half a frame, then the end of the stream.
        let half = &encoded(1, &Command::Reply)[..10];
        let mut reader = FrameReader::default();
        assert!(matches!(
            reader.next(&mut &half[..]),
            Err(PulseError::Closed)
        ));
        // Audio data on a stream channel is skipped.
        let mut out = Vec::new();
        FrameWriter::default()
            .samples(&mut out, 5, &[1, -2, 3])
            .unwrap_or_else(|e| panic!("{e}"));
        let mut reader = FrameReader::default();
        let Ok(Some((desc, payload))) = reader.next(&mut &out[..]) else {
            panic!("no frame")
        };
        assert_eq!(payload, [1, 0, 254, 255, 3, 0]);
        assert!(matches!(
            parse(&desc, payload, MAX_VERSION),
            Ok(Message::Other)
        ));
    }
}
