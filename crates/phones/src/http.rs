//! The phones' HTTP, as little as the page needs: read a request head under a size cap
//! and a deadline (against slowloris), route it by exact path (`/` is the embedded page,
//! `/ubuntu-light.ttf` its embedded font, `/ws` its WebSocket; nothing else exists, and
//! no path reaches the file system), check
//! that `Host` and `Origin` name this machine and port (against DNS rebinding), and
//! write the few responses: the page in the language the request's `Accept-Language`
//! asks for ([`super::lang`]), a refusal in words of that language.
//!
//! Request heads are parsed by `httparse` (the parser `tungstenite` already uses);
//! nothing else of HTTP is needed, so no HTTP server crate: `tiny_http` has neither a
//! head timeout nor a head size cap to set, and would still hand the upgrade back to us.

use std::io::{ErrorKind, Read};
use std::net::{IpAddr, TcpStream};
use std::time::{Duration, Instant};

use super::lang::accepted_language;
use super::page::{FONT, FONT_FILE};
use party_dice_core::i18n::Lang;

/// Largest request head taken, in bytes (a browser's is under 1 KiB).
pub(crate) const MAX_HEAD_BYTES: usize = 8192;
/// Time a client has to send its whole request head.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(5);
/// Most header lines taken.
const MAX_HEADERS: usize = 32;

pub use super::page::static_page;

/// Why a request head could not be read.
#[derive(Debug, thiserror::Error)]
pub(crate) enum HeadError {
    /// Larger than [`MAX_HEAD_BYTES`].
    #[error("request head over {MAX_HEAD_BYTES} bytes")]
    TooLarge,
    /// Not all there within [`HEAD_TIMEOUT`].
    #[error("request head not sent within {HEAD_TIMEOUT:?}")]
    Timeout,
    /// The client closed first.
    #[error("the client closed the connection")]
    Closed,
    /// Not HTTP.
    #[error("not an HTTP request: {0}")]
    Malformed(&'static str),
    /// The socket failed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// Reads a request head (up to the blank line) from `stream` within [`HEAD_TIMEOUT`];
/// returns it and any bytes that came after it.
pub(crate) fn read_head(stream: &TcpStream) -> Result<(Vec<u8>, Vec<u8>), HeadError> {
    let deadline = Instant::now() + HEAD_TIMEOUT;
    let mut buffer: Vec<u8> = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(HeadError::Timeout);
        }
        stream.set_read_timeout(Some(left))?;
        let n = match (&mut &*stream).read(&mut chunk) {
            Ok(0) => return Err(HeadError::Closed),
            Ok(n) => n,
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                return Err(HeadError::Timeout);
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        let from = buffer.len().saturating_sub(3);
        buffer.extend_from_slice(&chunk[..n]);
        if let Some(end) = find_blank_line(&buffer[from..]) {
            if from + end > MAX_HEAD_BYTES {
                return Err(HeadError::TooLarge);
            }
            let rest = buffer.split_off(from + end);
            return Ok((buffer, rest));
        }
        if buffer.len() > MAX_HEAD_BYTES {
            return Err(HeadError::TooLarge);
        }
    }
}

/// Where the head's blank line ends, if it is there.
fn find_blank_line(bytes: &[u8]) -> Option<usize> {
    bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|i| i + 4)
}

/// A parsed request head: only what routing needs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Head {
    /// `GET`, `HEAD`, …
    pub method: String,
    /// The path, without the query.
    pub path: String,
    /// The `Host` header.
    pub host: Option<String>,
    /// The `Origin` header.
    pub origin: Option<String>,
    /// `Upgrade: websocket` was asked for.
    pub upgrade: bool,
    /// `Sec-WebSocket-Key`.
    pub ws_key: Option<String>,
    /// `Sec-WebSocket-Version`.
    pub ws_version: Option<String>,
    /// The language `Accept-Language` asks for, if it names one the game speaks.
    pub lang: Option<Lang>,
}

/// Parses a head read by [`read_head`].
pub(crate) fn parse_head(bytes: &[u8]) -> Result<Head, HeadError> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    match request.parse(bytes) {
        Ok(httparse::Status::Complete(_)) => {}
        Ok(httparse::Status::Partial) => return Err(HeadError::Malformed("incomplete head")),
        Err(httparse::Error::TooManyHeaders) => return Err(HeadError::TooLarge),
        Err(_) => return Err(HeadError::Malformed("bad request line or header")),
    }
    let target = request.path.unwrap_or("");
    let mut head = Head {
        method: request.method.unwrap_or("").to_string(),
        path: target.split(['?', '#']).next().unwrap_or("").to_string(),
        ..Head::default()
    };
    for h in request.headers.iter() {
        let value = || {
            std::str::from_utf8(h.value)
                .ok()
                .map(|v| v.trim().to_string())
        };
        match h.name.to_ascii_lowercase().as_str() {
            "host" => head.host = value(),
            "origin" => head.origin = value(),
            "upgrade" => {
                head.upgrade = value().is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
            }
            "sec-websocket-key" => head.ws_key = value(),
            "sec-websocket-version" => head.ws_version = value(),
            "accept-language" if head.lang.is_none() => head.lang = accepted_language(h.value),
            _ => {}
        }
    }
    Ok(head)
}

/// What to do with a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Route {
    /// Send the page (`head_only` for `HEAD`).
    Page {
        /// Answer a `HEAD`: headers only.
        head_only: bool,
    },
    /// Send the page's font ([`super::page::FONT`]).
    Font {
        /// Answer a `HEAD`: headers only.
        head_only: bool,
    },
    /// Upgrade to the WebSocket, answering this key.
    Socket {
        /// `Sec-WebSocket-Key`.
        key: String,
    },
    /// Refuse it.
    Status(Refusal),
}

/// Why a request is refused: an HTTP status and a line of text in the phone's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// `Host` is not this machine and port (421).
    WrongHost,
    /// No such path (404).
    NotFound,
    /// Not `GET` (or `HEAD` for the page) (405).
    Method,
    /// Another site's page asks for the socket (403).
    ForeignPage,
    /// The socket without an upgrade (426).
    NoUpgrade,
    /// Another WebSocket version than 13 (426).
    OldWebSocket,
    /// A `Sec-WebSocket-Key` that is not one (400).
    BadKey,
    /// Not an HTTP request (400).
    NotHttp,
    /// A head over [`MAX_HEAD_BYTES`] or with too many headers (431).
    TooLarge,
    /// A head not sent within [`HEAD_TIMEOUT`] (408).
    TooSlow,
    /// The room takes no more connections (503).
    RoomFull,
}

impl Refusal {
    /// The HTTP status.
    pub fn status(self) -> u16 {
        match self {
            Refusal::WrongHost => 421,
            Refusal::NotFound => 404,
            Refusal::Method => 405,
            Refusal::ForeignPage => 403,
            Refusal::NoUpgrade | Refusal::OldWebSocket => 426,
            Refusal::BadKey | Refusal::NotHttp => 400,
            Refusal::TooLarge => 431,
            Refusal::TooSlow => 408,
            Refusal::RoomFull => 503,
        }
    }

    /// The line of text, in `lang`.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Refusal::WrongHost => party_dice_core::tl!(lang, "phones-http-wrong-host"),
            Refusal::NotFound => party_dice_core::tl!(lang, "phones-http-not-found"),
            Refusal::Method => party_dice_core::tl!(lang, "phones-http-method"),
            Refusal::ForeignPage => party_dice_core::tl!(lang, "phones-http-foreign-page"),
            Refusal::NoUpgrade => party_dice_core::tl!(lang, "phones-http-no-upgrade"),
            Refusal::OldWebSocket => party_dice_core::tl!(lang, "phones-http-old-websocket"),
            Refusal::BadKey => party_dice_core::tl!(lang, "phones-http-bad-key"),
            Refusal::NotHttp => party_dice_core::tl!(lang, "phones-http-not-http"),
            Refusal::TooLarge => party_dice_core::tl!(lang, "phones-http-too-large"),
            Refusal::TooSlow => party_dice_core::tl!(lang, "phones-http-too-slow"),
            Refusal::RoomFull => party_dice_core::tl!(lang, "phones-room-full"),
        }
    }
}

/// Routes a request that reached `local` (the address the client connected to) on
/// `port`: exact paths only.
pub(crate) fn route(head: &Head, local: IpAddr, port: u16) -> Route {
    if !head
        .host
        .as_deref()
        .is_some_and(|h| host_allowed(h, local, port))
    {
        return Route::Status(Refusal::WrongHost);
    }
    let head_only = head.method == "HEAD";
    let font = head.path.strip_prefix('/') == Some(FONT_FILE);
    match (head.method.as_str(), head.path.as_str()) {
        ("GET" | "HEAD", "/") => Route::Page { head_only },
        ("GET" | "HEAD", _) if font => Route::Font { head_only },
        ("GET", "/ws") => socket_route(head, local, port),
        (_, "/" | "/ws") => Route::Status(Refusal::Method),
        _ if font => Route::Status(Refusal::Method),
        _ => Route::Status(Refusal::NotFound),
    }
}

fn socket_route(head: &Head, local: IpAddr, port: u16) -> Route {
    if let Some(origin) = &head.origin
        && !origin_allowed(origin, local, port)
    {
        return Route::Status(Refusal::ForeignPage);
    }
    if !head.upgrade {
        return Route::Status(Refusal::NoUpgrade);
    }
    if head.ws_version.as_deref() != Some("13") {
        return Route::Status(Refusal::OldWebSocket);
    }
    match &head.ws_key {
        Some(key) if is_key(key) => Route::Socket { key: key.clone() },
        _ => Route::Status(Refusal::BadKey),
    }
}

/// A `Sec-WebSocket-Key`: 16 bytes in base64, 24 characters ending in `==`.
fn is_key(key: &str) -> bool {
    let bytes = key.as_bytes();
    bytes.len() == 24
        && bytes.ends_with(b"==")
        && bytes[..22]
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'+' || *b == b'/')
}

/// Whether a `Host` header names this server: the IP address the client connected to
/// (so any of the machine's own addresses, each on its own connection), or `localhost`
/// when that is a loopback address, and the server's port.
pub(crate) fn host_allowed(host: &str, local: IpAddr, port: u16) -> bool {
    let (name, given_port) = match host.strip_prefix('[') {
        Some(v6) => match v6.split_once(']') {
            Some((ip, "")) => (ip, None),
            Some((ip, rest)) => match rest.strip_prefix(':') {
                Some(p) => (ip, Some(p)),
                None => return false,
            },
            None => return false,
        },
        None => match host.rsplit_once(':') {
            Some((name, p)) => (name, Some(p)),
            None => (host, None),
        },
    };
    let port_ok = match given_port {
        Some(p) => p.parse::<u16>() == Ok(port),
        None => port == 80,
    };
    let local = local.to_canonical();
    let name_ok = if name.eq_ignore_ascii_case("localhost") {
        local.is_loopback()
    } else {
        name.parse::<IpAddr>()
            .is_ok_and(|ip| ip.to_canonical() == local)
    };
    port_ok && name_ok
}

/// Whether an `Origin` header is this server's own page: `http://` and an allowed host.
pub(crate) fn origin_allowed(origin: &str, local: IpAddr, port: u16) -> bool {
    origin
        .strip_prefix("http://")
        .is_some_and(|host| host_allowed(host, local, port))
}

/// Headers every response carries: no sniffing, no framing, no referrer.
const SAFE: &str = "X-Content-Type-Options: nosniff\r\n\
    Referrer-Policy: no-referrer\r\nX-Frame-Options: DENY\r\nConnection: close\r\n";
/// What every response but the font's says besides: keep no copy.
const NO_STORE: &str = "Cache-Control: no-store\r\n";

/// The page's response: the embedded HTML in `lang` ([`super::page::page`]), with a
/// policy that lets it run only its own inline script and style, load only its own
/// font and talk only to its own socket (`host` is the request's `Host`, already
/// checked).
pub(crate) fn page_response(head_only: bool, host: &str, lang: Lang) -> Vec<u8> {
    let page = super::page::page(lang);
    let policy = format!(
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; \
         img-src data:; font-src 'self'; connect-src 'self' ws://{host}; base-uri 'none'; \
         form-action 'none'; frame-ancestors 'none'"
    );
    let mut out = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\
         Content-Length: {}\r\nContent-Language: {}\r\nContent-Security-Policy: {policy}\r\n\
         Vary: Accept-Language\r\n{NO_STORE}{SAFE}\r\n",
        page.len(),
        lang.tag()
    )
    .into_bytes();
    if !head_only {
        out.extend_from_slice(page.as_bytes());
    }
    out
}

/// The font's response: the embedded bytes, kept by the phone for a year (the font
/// never changes under its name, [`FONT_FILE`]), so that a page load after the first
/// costs one request.
pub(crate) fn font_response(head_only: bool) -> Vec<u8> {
    let mut out = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: font/ttf\r\nContent-Length: {}\r\n\
         Cache-Control: public, max-age=31536000, immutable\r\n{SAFE}\r\n",
        FONT.len()
    )
    .into_bytes();
    if !head_only {
        out.extend_from_slice(FONT);
    }
    out
}

/// A plain-text response refusing a request, in `lang`.
pub(crate) fn status_response(refusal: Refusal, lang: Lang) -> Vec<u8> {
    let status = refusal.status();
    let text = refusal.words(lang);
    let reason = match status {
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        421 => "Misdirected Request",
        426 => "Upgrade Required",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "Error",
    };
    let body = format!("{text}\n");
    let upgrade = if status == 426 {
        "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
    } else {
        ""
    };
    format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\n{upgrade}{NO_STORE}{SAFE}\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The `101 Switching Protocols` answer to a WebSocket key.
pub(crate) fn upgrade_response(key: &str) -> Vec<u8> {
    let accept = tungstenite::handshake::derive_accept_key(key.as_bytes());
    format!(
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Accept: {accept}\r\n\r\n"
    )
    .into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, Ipv6Addr};

    const LAN: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 5));
    const LOOP: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    fn head(text: &str) -> Head {
        parse_head(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"))
    }

    fn socket_head(origin: &str) -> Head {
        head(&format!(
            "GET /ws HTTP/1.1\r\nHost: 192.168.1.5:8080\r\nUpgrade: websocket\r\n\
             Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n{origin}\r\n"
        ))
    }

    #[test]
    fn only_this_machine_and_port_are_a_host() {
        assert!(host_allowed("192.168.1.5:8080", LAN, 8080));
        assert!(!host_allowed("192.168.1.5:8081", LAN, 8080));
        assert!(!host_allowed("192.168.1.6:8080", LAN, 8080));
        assert!(!host_allowed("evil.example:8080", LAN, 8080));
        assert!(
            !host_allowed("localhost:8080", LAN, 8080),
            "not on the LAN address"
        );
        assert!(host_allowed("LocalHost:8080", LOOP, 8080));
        assert!(host_allowed("127.0.0.1:8080", LOOP, 8080));
        assert!(host_allowed("192.168.1.5", LAN, 80));
        assert!(!host_allowed("192.168.1.5", LAN, 8080));
        let v6 = IpAddr::V6(Ipv6Addr::LOCALHOST);
        assert!(host_allowed("[::1]:8080", v6, 8080));
        assert!(!host_allowed("[::1]8080", v6, 8080));
        assert!(!host_allowed("[::1:8080", v6, 8080));
        let mapped = IpAddr::V6(Ipv4Addr::new(192, 168, 1, 5).to_ipv6_mapped());
        assert!(host_allowed("192.168.1.5:8080", mapped, 8080));
        assert!(origin_allowed("http://192.168.1.5:8080", LAN, 8080));
        assert!(!origin_allowed("https://192.168.1.5:8080", LAN, 8080));
        assert!(!origin_allowed("http://192.168.1.5:8080/x", LAN, 8080));
        assert!(!origin_allowed("null", LAN, 8080));
    }

    #[test]
    fn routes_are_exact_paths() {
        let get = |path: &str| {
            route(
                &head(&format!(
                    "GET {path} HTTP/1.1\r\nHost: 192.168.1.5:8080\r\n\r\n"
                )),
                LAN,
                8080,
            )
        };
        assert_eq!(get("/"), Route::Page { head_only: false });
        assert_eq!(get("/?code=ABCD"), Route::Page { head_only: false });
        assert_eq!(get("/ubuntu-light.ttf"), Route::Font { head_only: false });
        let font_head = head("HEAD /ubuntu-light.ttf HTTP/1.1\r\nHost: 192.168.1.5:8080\r\n\r\n");
        assert_eq!(
            route(&font_head, LAN, 8080),
            Route::Font { head_only: true }
        );
        let font_post = head("POST /ubuntu-light.ttf HTTP/1.1\r\nHost: 192.168.1.5:8080\r\n\r\n");
        assert_eq!(route(&font_post, LAN, 8080), Route::Status(Refusal::Method));
        for path in [
            "/../Cargo.toml",
            "/assets/phone/index.html",
            "/index.html",
            "//",
            "/%2e%2e/Cargo.toml",
            "/ws/",
            "*",
            "/ubuntu-light.ttf/",
            "/Ubuntu-Light.ttf",
            "/fonts/ubuntu-light.ttf",
            "/assets/fonts/Ubuntu-Light.ttf",
        ] {
            assert_eq!(get(path), Route::Status(Refusal::NotFound), "{path}");
        }
        assert_eq!(get("/ws"), Route::Status(Refusal::NoUpgrade));
        let post = head("POST / HTTP/1.1\r\nHost: 192.168.1.5:8080\r\n\r\n");
        assert_eq!(route(&post, LAN, 8080), Route::Status(Refusal::Method));
        let no_host = head("GET / HTTP/1.1\r\n\r\n");
        assert_eq!(
            route(&no_host, LAN, 8080),
            Route::Status(Refusal::WrongHost)
        );
    }

    #[test]
    fn the_socket_needs_our_origin_and_a_proper_upgrade() {
        let key = "dGhlIHNhbXBsZSBub25jZQ==".to_string();
        let ours = socket_head("Origin: http://192.168.1.5:8080\r\n");
        assert_eq!(route(&ours, LAN, 8080), Route::Socket { key: key.clone() });
        assert_eq!(route(&socket_head(""), LAN, 8080), Route::Socket { key });
        let foreign = socket_head("Origin: http://evil.example:8080\r\n");
        assert_eq!(
            route(&foreign, LAN, 8080),
            Route::Status(Refusal::ForeignPage)
        );
        let bad_key = head(
            "GET /ws HTTP/1.1\r\nHost: 192.168.1.5:8080\r\nUpgrade: websocket\r\n\
             Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: short\r\n\r\n",
        );
        assert_eq!(route(&bad_key, LAN, 8080), Route::Status(Refusal::BadKey));
        assert!(!is_key("ééééééééééé==") && !is_key("dGhlIHNhbXBsZSBub25jZQ=é"));
        // RFC 6455's own example key and answer.
        let reply = String::from_utf8(upgrade_response("dGhlIHNhbXBsZSBub25jZQ=="));
        assert!(reply.is_ok_and(|r| r.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")));
    }

    #[test]
    fn heads_that_are_not_http_are_refused() {
        for bad in [
            "\r\n\r\n",
            "GET\r\n\r\n",
            "GET / HTTP/9\r\n\r\n",
            "\u{0}\u{1}\r\n\r\n",
        ] {
            assert!(parse_head(bad.as_bytes()).is_err(), "{bad:?}");
        }
        let many: String = (0..40).map(|i| format!("X-{i}: y\r\n")).collect();
        let text = format!("GET / HTTP/1.1\r\n{many}\r\n");
        assert!(matches!(
            parse_head(text.as_bytes()),
            Err(HeadError::TooLarge)
        ));
        assert_eq!(find_blank_line(b"a\r\n\r\nb"), Some(5));
    }

    #[test]
    fn responses_are_complete() {
        let bytes = page_response(false, "127.0.0.1:1", Lang::En);
        let page = String::from_utf8(bytes).unwrap_or_default();
        let english = super::super::page::page(Lang::En);
        assert!(page.starts_with("HTTP/1.1 200 OK\r\n"));
        assert!(page.contains(&format!("Content-Length: {}\r\n", english.len())));
        assert!(page.contains("Content-Language: en\r\n"));
        assert!(page.contains("connect-src 'self' ws://127.0.0.1:1;"));
        assert!(page.contains("font-src 'self';"));
        assert!(page.ends_with(english));
        let head_only = page_response(true, "127.0.0.1:1", Lang::En);
        assert!(head_only.ends_with(b"\r\n\r\n"));
        let font = font_response(false);
        let text = String::from_utf8_lossy(&font);
        assert!(text.starts_with("HTTP/1.1 200 OK\r\nContent-Type: font/ttf\r\n"));
        assert!(text.contains(&format!("Content-Length: {}\r\n", FONT.len())));
        assert!(text.contains("Cache-Control: public, max-age=31536000, immutable\r\n"));
        assert!(!text.contains("no-store") && text.contains("nosniff"));
        assert!(font.ends_with(FONT));
        assert!(font_response(true).ends_with(b"\r\n\r\n"));
        let not_found = status_response(Refusal::NotFound, Lang::En);
        let not_found = String::from_utf8(not_found).unwrap_or_default();
        assert!(not_found.starts_with("HTTP/1.1 404 Not Found\r\n"));
        assert!(not_found.ends_with("\r\n\r\nnot found\n"));
    }

    #[test]
    fn the_page_speaks_the_language_the_request_asks_for() {
        let asked = |value: &str| {
            let text = format!("GET / HTTP/1.1\r\nHost: 192.168.1.5:8080\r\n{value}\r\n");
            head(&text).lang
        };
        assert_eq!(
            asked("Accept-Language: de-DE,de;q=0.9,en;q=0.5\r\n"),
            Some(Lang::De)
        );
        assert_eq!(asked("accept-language: ja, es;q=0.3\r\n"), Some(Lang::Es));
        assert_eq!(asked("Accept-Language: ja\r\n"), None);
        assert_eq!(asked(""), None);
        let two = "Accept-Language: fr\r\nAccept-Language: de\r\n";
        assert_eq!(asked(two), Some(Lang::Fr), "the first header");
        let mut raw =
            b"GET / HTTP/1.1\r\nHost: a:1\r\nAccept-Language: \xff\xfe, pt\r\n\r\n".to_vec();
        assert_eq!(
            parse_head(&raw).map(|h| h.lang).ok(),
            Some(Some(Lang::PtBr))
        );
        raw.truncate(10);
        assert!(parse_head(&raw).is_err());
    }
}
