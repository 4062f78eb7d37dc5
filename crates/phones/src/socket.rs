//! One accepted connection: its HTTP request, answered (the page, a refusal) or upgraded
//! to the phone's WebSocket, which then has a reader (this thread: frames in, through
//! the room) and a writer thread (everything out: the room's messages, pings, the
//! reader's WebSocket replies), so a message to a phone never waits for the phone to
//! speak.
//!
//! WebSocket frames are read by `tungstenite` (a `WebSocketContext` with the message and
//! frame size capped at [`MAX_MESSAGE_BYTES`]): small, synchronous, the most used Rust
//! WebSocket crate. Its replies go to the writer through the queue, so only one thread
//! ever writes to the socket.

use std::io::{self, ErrorKind, Read, Write};
use std::net::{IpAddr, Shutdown, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::thread;
use std::time::{Duration, Instant};

use tungstenite::protocol::frame::coding::{CloseCode, Data, OpCode};
use tungstenite::protocol::frame::{CloseFrame, Frame, Utf8Bytes};
use tungstenite::protocol::{Role, WebSocketConfig, WebSocketContext};
use tungstenite::{Error as WsError, Message};

use super::http::{self, HeadError, Refusal, Route};
use super::protocol::{MAX_MESSAGE_BYTES, ProtocolError};
use super::room::{Close, ConnId, Effect};
use super::shared::{Out, Shared, Writer, lock};
use party_dice_core::i18n::{Lang, current};

/// A phone that sent nothing (not even a pong to the writer's pings) this long is gone.
pub(crate) const IDLE_TIMEOUT: Duration = Duration::from_secs(45);
/// The writer pings an idle phone this often (browsers answer by themselves).
const PING_EVERY: Duration = Duration::from_secs(15);
/// How often the reader wakes to look at its deadlines and the stop flag.
const TICK: Duration = Duration::from_millis(500);
/// A write that cannot finish in this time drops the phone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(5);
/// After a close, how long the rest of what a phone sends is read and thrown away, so
/// that it gets the close frame instead of a reset.
const DRAIN: Duration = Duration::from_secs(1);
/// Messages queued for a phone before it counts as not reading.
const QUEUE: usize = 256;

/// Serves one accepted connection to its end.
pub(super) fn serve(shared: &Arc<Shared>, stream: TcpStream, peer: IpAddr, id: u64) {
    let Ok(local) = stream.local_addr().map(|a| a.ip()) else {
        return;
    };
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    // Before the head is read, the game's language; after, the one it asks for.
    let refuse = |why, lang: Option<Lang>| {
        respond(
            &stream,
            &http::status_response(why, lang.unwrap_or_else(current)),
        );
    };
    let (head, rest) = match http::read_head(&stream) {
        Ok(read) => read,
        Err(HeadError::TooLarge) => return refuse(Refusal::TooLarge, None),
        Err(HeadError::Timeout) => return refuse(Refusal::TooSlow, None),
        Err(HeadError::Malformed(_)) => return refuse(Refusal::NotHttp, None),
        Err(_) => return,
    };
    let head = match http::parse_head(&head) {
        Ok(head) => head,
        Err(HeadError::TooLarge) => return refuse(Refusal::TooLarge, None),
        Err(_) => return refuse(Refusal::NotHttp, None),
    };
    let lang = head.lang;
    match http::route(&head, local, shared.port) {
        Route::Page { head_only } => {
            let host = head.host.as_deref().unwrap_or_default();
            let lang = lang.unwrap_or_else(current);
            respond(&stream, &http::page_response(head_only, host, lang));
        }
        Route::Font { head_only } => respond(&stream, &http::font_response(head_only)),
        Route::Status(why) => refuse(why, lang),
        Route::Socket { key } => upgrade(shared, stream, (peer, id), (&key, lang), rest),
    }
}

/// Writes a whole response, then closes gently: the write side first, then what the
/// client still sends is read until it closes too (a close with unread bytes would
/// reset the connection and could cut the response short).
fn respond(stream: &TcpStream, bytes: &[u8]) {
    if (&mut &*stream).write_all(bytes).is_ok() {
        let _ = stream.shutdown(Shutdown::Write);
        drain(stream, Duration::from_millis(500));
    }
}

/// Reads and drops what arrives until the peer closes or `time` passes.
fn drain(stream: &TcpStream, time: Duration) {
    let deadline = Instant::now() + time;
    let mut sink = [0u8; 8192];
    let _ = stream.set_read_timeout(Some(Duration::from_millis(100)));
    while Instant::now() < deadline {
        match (&mut &*stream).read(&mut sink) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) if is_timeout(&e) || e.kind() == ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
}

fn is_timeout(e: &io::Error) -> bool {
    matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut)
}

/// A socket's peer address and its number among the server's sockets.
type Peer = (IpAddr, u64);

/// Upgrades to the WebSocket answering `key`; the room words what it tells this phone
/// in `lang` (the upgrade request's `Accept-Language`), until its `hello` names one.
fn upgrade(
    shared: &Arc<Shared>,
    stream: TcpStream,
    peer: Peer,
    (key, lang): (&str, Option<Lang>),
    rest: Vec<u8>,
) {
    let joined = shared.with_room(|room| {
        let conn = room.connect(peer.0, Instant::now());
        if let (Ok(conn), Some(lang)) = (conn, lang) {
            room.set_language(conn, lang);
        }
        (conn, Vec::new())
    });
    let Ok(conn) = joined else {
        let lang = lang.unwrap_or_else(current);
        return respond(&stream, &http::status_response(Refusal::RoomFull, lang));
    };
    if (&mut &stream)
        .write_all(&http::upgrade_response(key))
        .is_ok()
    {
        run(shared, &stream, (conn, peer.1), rest);
    }
    shared.with_room(|room| ((), room.disconnect(conn)));
    let _ = stream.shutdown(Shutdown::Both);
}

/// The WebSocket's life: a writer thread, this thread reading, until either ends.
fn run(shared: &Arc<Shared>, stream: &TcpStream, (conn, id): (ConnId, u64), rest: Vec<u8>) {
    let (Ok(write_half), Ok(read_half), Ok(tracked)) =
        (stream.try_clone(), stream.try_clone(), stream.try_clone())
    else {
        return;
    };
    let (queue, outgoing) = mpsc::sync_channel(QUEUE);
    let closing = Arc::new(AtomicBool::new(false));
    let writer = thread::Builder::new()
        .name("phones-write".into())
        .stack_size(128 * 1024)
        .spawn(move || write_loop(write_half, &outgoing));
    let Ok(writer) = writer else {
        return;
    };
    lock(&shared.sockets).writers.insert(
        conn,
        Writer {
            queue: queue.clone(),
            stream: tracked,
            closing: closing.clone(),
        },
    );
    let mut io = Duplex {
        read: read_half,
        out: queue,
    };
    read_loop(shared, stream, (conn, id), rest, &mut io, &closing);
    // The writer ends once every sender is gone and it has written what was queued.
    lock(&shared.sockets).writers.remove(&conn);
    drop(io);
    let _ = writer.join();
}

/// What the reader's WebSocket reads from and writes to: the socket in, the writer's
/// queue out.
struct Duplex {
    read: TcpStream,
    out: SyncSender<Out>,
}

impl Read for Duplex {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.read.read(buf)
    }
}

impl Write for Duplex {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self.out.try_send(Out::Raw(buf.to_vec())) {
            Ok(()) => Ok(buf.len()),
            Err(TrySendError::Full(_)) => Err(ErrorKind::WouldBlock.into()),
            Err(TrySendError::Disconnected(_)) => Err(ErrorKind::BrokenPipe.into()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE_BYTES))
        .max_frame_size(Some(MAX_MESSAGE_BYTES))
        .read_buffer_size(4096)
        .write_buffer_size(0)
}

fn read_loop(
    shared: &Shared,
    stream: &TcpStream,
    (conn, id): (ConnId, u64),
    rest: Vec<u8>,
    io: &mut Duplex,
    closing: &AtomicBool,
) {
    let mut ws = WebSocketContext::from_partially_read(rest, Role::Server, Some(ws_config()));
    if stream.set_read_timeout(Some(TICK)).is_err() {
        return;
    }
    let opened = Instant::now();
    let mut heard = opened;
    let mut proven = false;
    loop {
        if closing.load(Ordering::SeqCst) || shared.stop.load(Ordering::SeqCst) {
            return drain(stream, DRAIN);
        }
        if !proven {
            proven = lock(&shared.room).is_joined(conn);
            if proven {
                shared.prove(id);
            } else if opened.elapsed() > shared.hello_timeout {
                close(shared, conn, 1008, "no room code was sent");
                continue;
            }
        }
        let effects = |f: &dyn Fn(&mut super::room::Room) -> Vec<Effect>| {
            shared.with_room(|room| ((), f(room)));
        };
        match ws.read(io) {
            Ok(Message::Text(text)) => {
                heard = Instant::now();
                effects(&|room| room.receive(conn, text.as_bytes(), Instant::now()));
            }
            Ok(Message::Binary(_)) => {
                heard = Instant::now();
                effects(&|room| room.bad_frame(conn, &ProtocolError::NotText));
            }
            Ok(_) => heard = Instant::now(),
            Err(WsError::Io(e)) if is_timeout(&e) => {
                if heard.elapsed() > IDLE_TIMEOUT {
                    return;
                }
            }
            Err(WsError::Capacity(e)) => {
                let size = match e {
                    tungstenite::error::CapacityError::MessageTooLong { size, .. } => size,
                    _ => MAX_MESSAGE_BYTES + 1,
                };
                effects(&|room| room.bad_frame(conn, &ProtocolError::TooLarge(size)));
                close(shared, conn, 1009, "message too large");
            }
            // Closed by the phone, a protocol error (tungstenite has queued its close),
            // or the socket failed.
            Err(_) => return,
        }
    }
}

/// Closes `conn` from its own reader: the close frame is queued and the reader drains.
fn close(shared: &Shared, conn: ConnId, code: u16, reason: &'static str) {
    let why = Close { code, reason };
    shared.with_room(|_| ((), vec![Effect::Close(conn, why)]));
}

fn write_loop(mut stream: TcpStream, outgoing: &Receiver<Out>) {
    loop {
        let out = match outgoing.recv_timeout(PING_EVERY) {
            Ok(out) => out,
            Err(RecvTimeoutError::Timeout) => Out::Raw(framed(Frame::ping(Vec::new()))),
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let (bytes, last) = match out {
            Out::Text(text) => (text_frame(&text), false),
            Out::Raw(bytes) => (bytes, false),
            Out::Close(why) => (close_frame(why), true),
        };
        if stream.write_all(&bytes).is_err() {
            let _ = stream.shutdown(Shutdown::Both);
            return;
        }
        if last {
            let _ = stream.shutdown(Shutdown::Write);
            return;
        }
    }
}

fn framed(frame: Frame) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(frame.len());
    // Formatting into a Vec cannot fail.
    let _ = frame.format(&mut bytes);
    bytes
}

fn text_frame(text: &str) -> Vec<u8> {
    framed(Frame::message(
        text.as_bytes().to_vec(),
        OpCode::Data(Data::Text),
        true,
    ))
}

fn close_frame(why: Close) -> Vec<u8> {
    framed(Frame::close(Some(CloseFrame {
        code: CloseCode::from(why.code),
        reason: Utf8Bytes::from_static(why.reason),
    })))
}
