//! One connection to an MQTT broker over WebSocket (`ws://`, or `wss://` through rustls
//! with Mozilla's roots), blocking, with deadlines: TCP, TLS, the WebSocket handshake
//! with the `mqtt` subprotocol, CONNECT and its CONNACK. Then [`Wire::send`] writes a
//! packet and [`Wire::read`] waits a moment for packets. The game's online room and the
//! Rust phone of the tests and the bench both use it.
//!
//! The WebSocket framing is [`super::frames`]'s, streaming: a message of any size from
//! the broker is skipped by the MQTT decoder and counted ([`Packet::TooBig`]), so no
//! message on a room's topic can break the link.

use std::io::{self, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;

use super::frames::{self, Frame, Framer};
use super::mqtt::{self, Decoder, MalformedPacket, Packet};
use party_dice_core::settings::{BadBrokerUrl, BrokerUrl};

/// How long connecting (TCP, TLS, WebSocket, CONNECT) may take in all.
pub(crate) const CONNECT_TIMEOUT: Duration = Duration::from_secs(8);
/// The keep-alive asked of the broker, in seconds; a PINGREQ goes at a third of it.
pub(crate) const KEEP_ALIVE: u16 = 30;
/// Largest packet taken from the broker (bigger ones are skipped, unread).
pub(crate) const MAX_PACKET: usize = 64 * 1024;
/// The longest HTTP answer to the WebSocket handshake.
const MAX_HANDSHAKE: usize = 8 * 1024;
/// Nothing at all from the broker this long (not even the answer to a ping): the link is
/// dead, though the socket may not know it yet (a Wi-Fi roam, a NAT that forgot it).
pub(crate) const SILENCE: Duration = Duration::from_secs(KEEP_ALIVE as u64 * 3 / 2);

/// Why a broker could not be reached or was lost, in words for the shared screen.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    /// The URL is not `ws://HOST[:PORT][/PATH]` or `wss://…`.
    #[error("{0:?} is not a broker address: write wss://HOST:PORT/PATH (or ws:// on a LAN)")]
    BadUrl(String),
    /// The host's name did not resolve.
    #[error("cannot find the broker {0}: no network, or a wrong name")]
    Resolve(String),
    /// TCP did not connect.
    #[error("cannot reach the broker {host}: {why}")]
    Connect {
        /// Host and port.
        host: String,
        /// The OS's words.
        why: String,
    },
    /// TLS failed (a certificate not trusted, a name that does not match…).
    #[error("the secure connection to {host} failed: {why}")]
    Tls {
        /// Host and port.
        host: String,
        /// rustls's words.
        why: String,
    },
    /// The WebSocket handshake was refused (a wrong path, not a broker…).
    #[error("{host} did not open an MQTT WebSocket: {why}")]
    Handshake {
        /// Host and port.
        host: String,
        /// Why.
        why: String,
    },
    /// The broker refused CONNECT or a subscription.
    #[error("the broker refused the game: {0}")]
    Refused(BrokerRefusal),
    /// Connecting took longer than [`CONNECT_TIMEOUT`].
    #[error("the broker did not answer in time")]
    Timeout,
    /// The connection broke.
    #[error("the connection to the broker broke: {0}")]
    Lost(String),
    /// Nothing came from the broker for this many seconds.
    #[error("the connection to the broker broke: nothing from the broker for {0} s")]
    Silent(u64),
    /// The broker closed the connection.
    #[error("the connection to the broker broke: the broker closed it")]
    Closed,
    /// The broker broke the protocol.
    #[error("the broker sent something that is not MQTT: {0}")]
    Malformed(#[from] MalformedPacket),
    /// The OS random generator failed.
    #[error("the system's random number generator failed")]
    Random,
}

impl From<BadBrokerUrl> for WireError {
    fn from(e: BadBrokerUrl) -> Self {
        WireError::BadUrl(e.0)
    }
}

impl WireError {
    /// The reason in the language in use, for the shared screen (`Display` is the
    /// developer's English; the OS's, rustls's and the broker's own words stay theirs).
    pub fn words(&self) -> String {
        use party_dice_core::t;
        match self {
            WireError::BadUrl(url) => t!("online-error-bad-url", url = format!("{url:?}")),
            WireError::Resolve(host) => t!("online-error-resolve", host = host),
            WireError::Connect { host, why } => t!("online-error-connect", host = host, why = why),
            WireError::Tls { host, why } => t!("online-error-tls", host = host, why = why),
            WireError::Handshake { host, why } => {
                t!("online-error-handshake", host = host, why = why)
            }
            WireError::Refused(why) => t!("online-error-refused", why = why.words()),
            WireError::Timeout => t!("online-error-timeout"),
            WireError::Lost(why) => t!("online-error-lost", why = why),
            WireError::Silent(seconds) => t!("online-error-silent", seconds = *seconds),
            WireError::Closed => t!("online-error-closed"),
            WireError::Malformed(e) => t!("online-error-malformed", why = e.to_string()),
            WireError::Random => t!("phones-start-random"),
        }
    }
}

/// Why a broker refused the game: its CONNACK's code (MQTT 3.1.1 §3.2.2.3), or the
/// room's topics refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrokerRefusal {
    /// It does not speak MQTT 3.1.1 (code 1).
    Version,
    /// It refused the client id (2).
    ClientId,
    /// It is unavailable (3).
    Unavailable,
    /// It wants a user name and password (4, 5).
    Credentials,
    /// Any other code.
    Connection,
    /// It refused to subscribe the room's topics.
    Topics,
}

impl BrokerRefusal {
    /// The refusal a CONNACK's return code gives.
    pub(crate) fn from_connack(code: u8) -> Self {
        match code {
            1 => BrokerRefusal::Version,
            2 => BrokerRefusal::ClientId,
            3 => BrokerRefusal::Unavailable,
            4 | 5 => BrokerRefusal::Credentials,
            _ => BrokerRefusal::Connection,
        }
    }

    /// The reason in the language in use.
    pub fn words(self) -> String {
        use party_dice_core::t;
        match self {
            BrokerRefusal::Version => t!("online-refused-version"),
            BrokerRefusal::ClientId => t!("online-refused-client-id"),
            BrokerRefusal::Unavailable => t!("online-refused-unavailable"),
            BrokerRefusal::Credentials => t!("online-refused-credentials"),
            BrokerRefusal::Connection => t!("online-refused-connection"),
            BrokerRefusal::Topics => t!("online-refused-topics"),
        }
    }
}

impl std::fmt::Display for BrokerRefusal {
    /// The developer's English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            BrokerRefusal::Version => mqtt::connack_reason(1),
            BrokerRefusal::ClientId => mqtt::connack_reason(2),
            BrokerRefusal::Unavailable => mqtt::connack_reason(3),
            BrokerRefusal::Credentials => mqtt::connack_reason(4),
            BrokerRefusal::Connection => mqtt::connack_reason(0),
            BrokerRefusal::Topics => "it refused the room's topics",
        })
    }
}

/// A plain or TLS stream.
enum Stream {
    Plain(TcpStream),
    Tls(Box<rustls::StreamOwned<rustls::ClientConnection, TcpStream>>),
}

impl Stream {
    /// The socket under it (for its timeouts and its shutdown): one descriptor a
    /// connection, not a second one cloned (a bench with 10 000 phones in one process
    /// meets the limit on open files).
    fn tcp(&self) -> &TcpStream {
        match self {
            Stream::Plain(s) => s,
            Stream::Tls(s) => s.get_ref(),
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.read(buf),
            Stream::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.write(buf),
            Stream::Tls(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Plain(s) => s.flush(),
            Stream::Tls(s) => s.flush(),
        }
    }
}

/// A connected MQTT session.
pub struct Wire {
    stream: Stream,
    framer: Framer,
    decoder: Decoder,
    last_sent: Instant,
    /// When the broker last sent anything.
    last_heard: Instant,
    next_id: u16,
}

fn tls(url: &BrokerUrl, tcp: TcpStream) -> Result<Stream, WireError> {
    let tls_error = |why: String| WireError::Tls {
        host: url.host_port(),
        why,
    };
    let roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| tls_error(e.to_string()))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    let name = rustls::pki_types::ServerName::try_from(url.host.clone())
        .map_err(|e| tls_error(e.to_string()))?;
    let conn = rustls::ClientConnection::new(Arc::new(config), name)
        .map_err(|e| tls_error(e.to_string()))?;
    Ok(Stream::Tls(Box::new(rustls::StreamOwned::new(conn, tcp))))
}

fn is_timeout(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
    )
}

/// TCP to the broker: the first of its host's addresses that answers within half of
/// [`CONNECT_TIMEOUT`].
fn dial(url: &BrokerUrl) -> Result<TcpStream, WireError> {
    let host = url.host_port();
    let addrs: Vec<_> = (url.host.as_str(), url.port)
        .to_socket_addrs()
        .map_err(|_| WireError::Resolve(host.clone()))?
        .collect();
    let mut last = None;
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT / 2) {
            Ok(tcp) => return Ok(tcp),
            Err(e) => last = Some(e.to_string()),
        }
    }
    match last {
        Some(why) => Err(WireError::Connect { host, why }),
        // The name gave no address at all.
        None => Err(WireError::Resolve(host)),
    }
}

impl Wire {
    /// Connects to `url` as `client_id`, within [`CONNECT_TIMEOUT`].
    pub fn connect(url: &BrokerUrl, client_id: &str) -> Result<Wire, WireError> {
        let deadline = Instant::now() + CONNECT_TIMEOUT;
        let tcp = dial(url)?;
        let lost = |e: io::Error| WireError::Lost(e.to_string());
        tcp.set_nodelay(true).map_err(lost)?;
        tcp.set_read_timeout(Some(CONNECT_TIMEOUT)).map_err(lost)?;
        tcp.set_write_timeout(Some(CONNECT_TIMEOUT)).map_err(lost)?;
        let stream = if url.secure {
            tls(url, tcp)?
        } else {
            Stream::Plain(tcp)
        };
        let (stream, early) = handshake(url, stream)?;
        let mut wire = Wire {
            stream,
            framer: Framer::default(),
            decoder: Decoder::new(MAX_PACKET),
            last_sent: Instant::now(),
            last_heard: Instant::now(),
            next_id: 0,
        };
        wire.take(&early)?;
        wire.send(&mqtt::connect(client_id, KEEP_ALIVE))?;
        wire.connected(deadline)
    }

    /// Waits until `deadline` for the broker's CONNACK: the wire, ready, or why not.
    fn connected(mut self, deadline: Instant) -> Result<Wire, WireError> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(WireError::Timeout);
            }
            for packet in self.read(left.min(Duration::from_millis(200)))? {
                match packet {
                    Packet::ConnAck(0) => return Ok(self),
                    Packet::ConnAck(code) => {
                        return Err(WireError::Refused(BrokerRefusal::from_connack(code)));
                    }
                    _ => {}
                }
            }
        }
    }

    /// Writes one packet.
    pub fn send(&mut self, packet: &[u8]) -> Result<(), WireError> {
        self.last_sent = Instant::now();
        self.frame(frames::BINARY, packet)
    }

    fn frame(&mut self, op: u8, payload: &[u8]) -> Result<(), WireError> {
        let mut mask = [0u8; 4];
        getrandom_04::fill(&mut mask).map_err(|_| WireError::Random)?;
        let frame = frames::client_frame(op, payload, mask);
        self.stream
            .write_all(&frame)
            .and_then(|()| self.stream.flush())
            .map_err(|e| WireError::Lost(e.to_string()))
    }

    /// Bytes from the broker: into the framer, data into the decoder, pings answered.
    fn take(&mut self, bytes: &[u8]) -> Result<(), WireError> {
        let frames = self
            .framer
            .feed(bytes)
            .map_err(|e| WireError::Lost(e.to_string()))?;
        for frame in frames {
            match frame {
                Frame::Data(data) => self.decoder.push(&data),
                Frame::Ping(payload) => self.frame(frames::PONG, &payload)?,
                Frame::Close => return Err(WireError::Closed),
            }
        }
        Ok(())
    }

    /// A fresh packet id for SUBSCRIBE / UNSUBSCRIBE.
    pub(crate) fn packet_id(&mut self) -> u16 {
        self.next_id = self.next_id.wrapping_add(1).max(1);
        self.next_id
    }

    /// Subscribes to `filters`.
    pub fn subscribe(&mut self, filters: &[&str]) -> Result<(), WireError> {
        let id = self.packet_id();
        self.send(&mqtt::subscribe(id, filters))
    }

    /// Subscribes to `filters` and waits (up to [`CONNECT_TIMEOUT`]) for the broker to
    /// grant them: a broker whose rules refuse the topics is told apart from one that
    /// took them. What else arrives meanwhile is returned.
    pub(crate) fn subscribe_granted(&mut self, filters: &[&str]) -> Result<Vec<Packet>, WireError> {
        let id = self.packet_id();
        self.send(&mqtt::subscribe(id, filters))?;
        let deadline = Instant::now() + CONNECT_TIMEOUT;
        let mut other = Vec::new();
        while Instant::now() < deadline {
            for packet in self.read(Duration::from_millis(100))? {
                match packet {
                    Packet::SubAck(got, codes) if got == id => {
                        if codes.contains(&0x80) || codes.len() != filters.len() {
                            return Err(WireError::Refused(BrokerRefusal::Topics));
                        }
                        return Ok(other);
                    }
                    p => other.push(p),
                }
            }
        }
        Err(WireError::Timeout)
    }

    /// Publishes at QoS 0.
    pub fn publish(&mut self, topic: &str, payload: &[u8], retain: bool) -> Result<(), WireError> {
        self.send(&mqtt::publish(topic, payload, retain))
    }

    /// Waits up to `wait` for the broker; the packets that arrived (maybe none). Pings
    /// the broker when nothing was sent for a third of the keep-alive.
    pub fn read(&mut self, wait: Duration) -> Result<Vec<Packet>, WireError> {
        let third = Duration::from_secs(u64::from(KEEP_ALIVE) / 3);
        // A ping when nothing was sent, or nothing heard, for a while: its answer is how
        // a dead link shows.
        if self.last_sent.elapsed() > third
            || (self.last_heard.elapsed() > third && self.last_sent.elapsed() > third / 4)
        {
            self.send(&mqtt::ping())?;
        }
        if self.last_heard.elapsed() > SILENCE {
            return Err(WireError::Silent(SILENCE.as_secs()));
        }
        let wait = wait.max(Duration::from_millis(1));
        self.stream
            .tcp()
            .set_read_timeout(Some(wait))
            .map_err(|e| WireError::Lost(e.to_string()))?;
        let mut out = Vec::new();
        let mut buf = [0u8; 16 * 1024];
        match self.stream.read(&mut buf) {
            Ok(0) => return Err(WireError::Closed),
            Ok(n) => {
                self.last_heard = Instant::now();
                self.take(&buf[..n])?;
            }
            Err(e) if is_timeout(&e) => {}
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(WireError::Lost(e.to_string())),
        }
        while let Some(packet) = self.decoder.next_packet()? {
            if let Packet::Publish { id: Some(id), .. } = packet {
                self.send(&mqtt::puback(id))?;
            }
            out.push(packet);
        }
        Ok(out)
    }

    /// Says goodbye (DISCONNECT, then the WebSocket's close), best effort.
    pub fn close(mut self) {
        let _ = self.send(&mqtt::disconnect());
        let _ = self.frame(frames::CLOSE, &1000u16.to_be_bytes());
        let _ = self.stream.tcp().shutdown(std::net::Shutdown::Both);
    }
}

/// The WebSocket handshake (RFC 6455 §4.1) with the `mqtt` subprotocol: the stream, and
/// what the broker sent after its answer's head (the first frames, maybe).
fn handshake(url: &BrokerUrl, mut stream: Stream) -> Result<(Stream, Vec<u8>), WireError> {
    let mut nonce = [0u8; 16];
    getrandom_04::fill(&mut nonce).map_err(|_| WireError::Random)?;
    let key = STANDARD.encode(nonce);
    let request = format!(
        "GET {} HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Protocol: mqtt\r\n\r\n",
        url.path,
        url.host_port()
    );
    stream
        .write_all(request.as_bytes())
        .and_then(|()| stream.flush())
        .map_err(|e| handshake_io_error(url, e))?;
    let (got, end) = read_answer_head(url, &mut stream)?;
    check_answer(url, &got[..end], &key)?;
    Ok((stream, got[end..].to_vec()))
}

/// The handshake failed, for `why`.
fn handshake_failed(url: &BrokerUrl, why: String) -> WireError {
    WireError::Handshake {
        host: url.host_port(),
        why,
    }
}

/// An I/O error during the handshake: a timeout, rustls's failure (an untrusted
/// certificate…) on wss, or a broken connection.
fn handshake_io_error(url: &BrokerUrl, e: io::Error) -> WireError {
    if is_timeout(&e) {
        WireError::Timeout
    } else if url.secure && e.get_ref().is_some() {
        WireError::Tls {
            host: url.host_port(),
            why: e.to_string(),
        }
    } else {
        handshake_failed(url, e.to_string())
    }
}

/// Reads the broker's answer to the handshake up to the end of its head (at most
/// [`MAX_HANDSHAKE`]): what was read, and where the head ends in it.
fn read_answer_head(url: &BrokerUrl, stream: &mut Stream) -> Result<(Vec<u8>, usize), WireError> {
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    loop {
        if let Some(i) = got.windows(4).position(|w| w == b"\r\n\r\n") {
            return Ok((got, i + 4));
        }
        if got.len() > MAX_HANDSHAKE {
            return Err(handshake_failed(
                url,
                "its answer's head is too long".into(),
            ));
        }
        match stream.read(&mut buf) {
            Ok(0) => return Err(handshake_failed(url, "it closed the connection".into())),
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(handshake_io_error(url, e)),
        }
    }
}

/// Whether the answer's `head` takes the handshake sent with `key`: HTTP 101 with the
/// right `Sec-WebSocket-Accept`.
fn check_answer(url: &BrokerUrl, head: &[u8], key: &str) -> Result<(), WireError> {
    let fail = |why: String| handshake_failed(url, why);
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut response = httparse::Response::new(&mut headers);
    match response.parse(head) {
        Ok(httparse::Status::Complete(_)) => {}
        _ => return Err(fail("it did not answer HTTP".into())),
    }
    let status = response.code.unwrap_or(0);
    if status != 101 {
        return Err(fail(format!("it answered HTTP {status}")));
    }
    let header = |name: &str| {
        response
            .headers
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
            .map(|h| String::from_utf8_lossy(h.value).trim().to_string())
    };
    let accept = tungstenite::handshake::derive_accept_key(key.as_bytes());
    if header("Sec-WebSocket-Accept").as_deref() != Some(accept.as_str()) {
        return Err(fail("its Sec-WebSocket-Accept is wrong".into()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wss_broker_that_does_not_speak_tls_is_a_tls_error() {
        use std::io::{Read, Write};
        let Ok(listener) = std::net::TcpListener::bind("127.0.0.1:0") else {
            return;
        };
        let port = listener.local_addr().map(|a| a.port()).unwrap_or(1);
        let server = std::thread::spawn(move || {
            if let Ok((mut s, _)) = listener.accept() {
                let mut hello = [0u8; 512];
                let _ = s.read(&mut hello);
                let _ = s.write_all(b"HTTP/1.1 400 Bad Request\r\n\r\n");
            }
        });
        let Ok(url) = BrokerUrl::parse(&format!("wss://127.0.0.1:{port}/mqtt")) else {
            panic!("the URL");
        };
        let e = Wire::connect(&url, "test").err();
        assert!(matches!(e, Some(WireError::Tls { .. })), "{e:?}");
        let said = e.map(|e| e.to_string()).unwrap_or_default();
        assert!(
            said.starts_with("the secure connection to 127.0.0.1:"),
            "{said}"
        );
        let _ = server.join();
    }

    #[test]
    fn a_port_where_nothing_listens_is_a_clear_error_not_a_hang() {
        let Ok(free) = std::net::TcpListener::bind("127.0.0.1:0") else {
            return;
        };
        let port = free.local_addr().map(|a| a.port()).unwrap_or(1);
        drop(free);
        let url = BrokerUrl::parse(&format!("ws://127.0.0.1:{port}/"));
        let Ok(url) = url else {
            panic!("{url:?}");
        };
        // Refused, not given up on after CONNECT_TIMEOUT: the OS's words say which.
        let e = Wire::connect(&url, "test").err();
        assert!(
            matches!(&e, Some(WireError::Connect { why, .. }) if !why.contains("timed out")),
            "{e:?}"
        );
    }
}
