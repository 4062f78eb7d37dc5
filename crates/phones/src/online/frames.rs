//! A WebSocket client's framing (RFC 6455), pure and streaming: the bytes of the data
//! frames the broker sends are handed on as they arrive, whatever the size of the
//! message they belong to, so that a message of any size costs a bounded buffer and is
//! skipped whole by the MQTT decoder behind it, never a lost link. (A WebSocket library
//! that gathers whole messages must either hold them or drop the connection over a cap:
//! one oversized retained message on a room's topic would then keep the game offline.)
//!
//! MQTT over WebSocket is one byte stream across binary frames (MQTT 3.1.1 §6), so the
//! message boundaries do not matter to the reader.

/// What the framer found in the bytes it was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Frame {
    /// Payload bytes of a data frame (a piece of the MQTT stream).
    Data(Vec<u8>),
    /// The server's ping, to be answered with a pong carrying the same bytes.
    Ping(Vec<u8>),
    /// The server closed the WebSocket.
    Close,
}

/// The server broke RFC 6455: the connection must be dropped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the broker's WebSocket frames are malformed")]
pub(crate) struct BadFrame;

#[derive(Debug)]
enum State {
    /// Gathering a frame's header (2 to 14 bytes).
    Header,
    /// Passing on a data frame's payload: bytes left, the mask and where in it.
    Data {
        left: u64,
        mask: Option<[u8; 4]>,
        at: usize,
    },
    /// Gathering a control frame's payload (at most 125 bytes).
    Control {
        op: u8,
        left: usize,
        mask: Option<[u8; 4]>,
    },
}

/// Reads a server's frames from bytes in any pieces.
#[derive(Debug)]
pub(crate) struct Framer {
    state: State,
    head: Vec<u8>,
    control: Vec<u8>,
}

impl Default for Framer {
    fn default() -> Self {
        Framer {
            state: State::Header,
            head: Vec::with_capacity(14),
            control: Vec::new(),
        }
    }
}

/// A header's length once its first two bytes are known.
fn header_len(second: u8) -> usize {
    let mask = if second & 0x80 != 0 { 4 } else { 0 };
    match second & 0x7F {
        126 => 4 + mask,
        127 => 10 + mask,
        _ => 2 + mask,
    }
}

impl Framer {
    /// Takes `bytes` (any piece of the stream); the frames and data they finish, in order.
    pub(crate) fn feed(&mut self, mut bytes: &[u8]) -> Result<Vec<Frame>, BadFrame> {
        let mut out = Vec::new();
        while !bytes.is_empty() {
            bytes = match &mut self.state {
                State::Header => self.header(bytes, &mut out)?,
                State::Data { left, mask, at } => {
                    let take = usize::try_from(*left)
                        .unwrap_or(usize::MAX)
                        .min(bytes.len());
                    let mut data = bytes[..take].to_vec();
                    if let Some(mask) = mask {
                        for byte in &mut data {
                            *byte ^= mask[*at % 4];
                            *at += 1;
                        }
                    }
                    *left -= take as u64;
                    if *left == 0 {
                        self.state = State::Header;
                    }
                    out.push(Frame::Data(data));
                    &bytes[take..]
                }
                State::Control { op, left, mask } => {
                    let take = (*left).min(bytes.len());
                    self.control.extend_from_slice(&bytes[..take]);
                    *left -= take;
                    if *left == 0 {
                        let (op, mask) = (*op, *mask);
                        self.state = State::Header;
                        let mut payload = std::mem::take(&mut self.control);
                        if let Some(mask) = mask {
                            payload
                                .iter_mut()
                                .enumerate()
                                .for_each(|(i, b)| *b ^= mask[i % 4]);
                        }
                        out.extend(control(op, payload));
                    }
                    &bytes[take..]
                }
            };
        }
        Ok(out)
    }

    /// Gathers header bytes; once whole, decides the frame's state (a control frame
    /// with no payload is reported at once).
    fn header<'b>(&mut self, bytes: &'b [u8], out: &mut Vec<Frame>) -> Result<&'b [u8], BadFrame> {
        let want = self.head.get(1).map_or(2, |&second| header_len(second));
        let take = (want - self.head.len()).min(bytes.len());
        self.head.extend_from_slice(&bytes[..take]);
        let rest = &bytes[take..];
        let whole = self.head.get(1).map_or(0, |&second| header_len(second));
        if self.head.len() < whole.max(2) {
            return Ok(rest);
        }
        let head = std::mem::take(&mut self.head);
        let (first, second) = (head[0], head[1]);
        if first & 0x70 != 0 {
            return Err(BadFrame); // No extension was asked for.
        }
        let op = first & 0x0F;
        let len = match second & 0x7F {
            126 => u64::from(u16::from_be_bytes([head[2], head[3]])),
            127 => u64::from_be_bytes(head[2..10].try_into().map_err(|_| BadFrame)?),
            n => u64::from(n),
        };
        let mask: Option<[u8; 4]> = if second & 0x80 != 0 {
            head[head.len() - 4..].try_into().ok()
        } else {
            None
        };
        self.state = match op {
            0..=2 if len > 0 => State::Data {
                left: len,
                mask,
                at: 0,
            },
            0..=2 => State::Header,
            8..=10 if len <= 125 && first & 0x80 != 0 => {
                if len == 0 {
                    out.extend(control(op, Vec::new()));
                    State::Header
                } else {
                    State::Control {
                        op,
                        left: len as usize,
                        mask,
                    }
                }
            }
            _ => return Err(BadFrame),
        };
        Ok(rest)
    }
}

fn control(op: u8, payload: Vec<u8>) -> Option<Frame> {
    match op {
        8 => Some(Frame::Close),
        9 => Some(Frame::Ping(payload)),
        _ => None, // A pong.
    }
}

/// A client's frame (masked, as RFC 6455 requires of clients) with `op` and `payload`.
pub(crate) fn client_frame(op: u8, payload: &[u8], mask: [u8; 4]) -> Vec<u8> {
    let mut out = Vec::with_capacity(payload.len() + 14);
    out.push(0x80 | op);
    match payload.len() {
        n @ 0..=125 => out.push(0x80 | n as u8),
        n @ 126..=0xFFFF => {
            out.push(0x80 | 126);
            out.extend_from_slice(&(n as u16).to_be_bytes());
        }
        n => {
            out.push(0x80 | 127);
            out.extend_from_slice(&(n as u64).to_be_bytes());
        }
    }
    out.extend_from_slice(&mask);
    out.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    out
}

/// Binary, as MQTT's frames are.
pub(crate) const BINARY: u8 = 2;
/// Close.
pub(crate) const CLOSE: u8 = 8;
/// Pong.
pub(crate) const PONG: u8 = 10;

#[cfg(test)]
mod tests {
    use super::*;

    fn server_frame(op: u8, payload: &[u8]) -> Vec<u8> {
        let mut out = vec![0x80 | op];
        match payload.len() {
            n @ 0..=125 => out.push(n as u8),
            n @ 126..=0xFFFF => {
                out.push(126);
                out.extend_from_slice(&(n as u16).to_be_bytes());
            }
            n => {
                out.push(127);
                out.extend_from_slice(&(n as u64).to_be_bytes());
            }
        }
        out.extend_from_slice(payload);
        out
    }

    fn data(frames: &[Frame]) -> Vec<u8> {
        frames
            .iter()
            .flat_map(|f| match f {
                Frame::Data(d) => d.clone(),
                _ => Vec::new(),
            })
            .collect()
    }

    #[test]
    fn frames_in_any_pieces_give_the_same_stream() {
        let mut wire = server_frame(2, b"hello");
        wire.extend(server_frame(9, b"pp"));
        wire.extend(server_frame(2, &vec![7u8; 70_000]));
        wire.extend(server_frame(10, b""));
        wire.extend(server_frame(9, b""));
        wire.extend(server_frame(2, b"end"));
        wire.extend(server_frame(8, b""));
        for piece in [1, 2, 3, 13, 4096, wire.len()] {
            let mut framer = Framer::default();
            let mut got = Vec::new();
            for chunk in wire.chunks(piece) {
                got.extend(framer.feed(chunk).unwrap_or_else(|e| panic!("{e}")));
            }
            let stream = data(&got);
            assert_eq!(stream.len(), 5 + 70_000 + 3, "pieces of {piece}");
            assert!(stream.starts_with(b"hello") && stream.ends_with(b"end"));
            let controls: Vec<&Frame> = got
                .iter()
                .filter(|f| !matches!(f, Frame::Data(_)))
                .collect();
            assert_eq!(
                controls,
                vec![
                    &Frame::Ping(b"pp".to_vec()),
                    &Frame::Ping(Vec::new()),
                    &Frame::Close
                ],
                "pieces of {piece}"
            );
        }
    }

    #[test]
    fn a_huge_message_passes_through_without_being_held() {
        // A frame that says 1 GiB: the framer keeps no more than what it was given.
        let mut framer = Framer::default();
        let mut head = vec![0x82, 127];
        head.extend_from_slice(&(1u64 << 30).to_be_bytes());
        assert_eq!(framer.feed(&head), Ok(Vec::new()));
        let chunk = vec![1u8; 65_536];
        for _ in 0..4 {
            let got = framer.feed(&chunk).unwrap_or_default();
            assert_eq!(data(&got).len(), chunk.len());
        }
    }

    #[test]
    fn broken_frames_are_refused_not_a_panic() {
        for bad in [
            vec![0xC2, 0x01, 0],     // RSV1 without an extension
            vec![0x89, 126, 0, 200], // a control frame over 125 bytes
            vec![0x09, 0x00],        // a fragmented control frame
            vec![0x83, 0x00],        // a reserved opcode
        ] {
            assert_eq!(Framer::default().feed(&bad), Err(BadFrame), "{bad:?}");
        }
        // Random bytes never panic.
        let mut x: u32 = 12345;
        for _ in 0..2000 {
            let bytes: Vec<u8> = (0..64)
                .map(|_| {
                    x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    (x >> 16) as u8
                })
                .collect();
            let _ = Framer::default().feed(&bytes);
        }
    }

    #[test]
    fn a_client_frame_is_masked_and_reads_back() {
        let frame = client_frame(BINARY, b"abc", [1, 2, 3, 4]);
        assert_eq!(frame[0], 0x82);
        assert_eq!(frame[1], 0x80 | 3);
        let got = Framer::default().feed(&frame).unwrap_or_default();
        assert_eq!(data(&got), b"abc");
        let long = client_frame(BINARY, &[9u8; 300], [5, 6, 7, 8]);
        assert_eq!(&long[1..4], &[0x80 | 126, 1, 44]);
        let got = Framer::default().feed(&long).unwrap_or_default();
        assert_eq!(data(&got), vec![9u8; 300]);
    }
}
