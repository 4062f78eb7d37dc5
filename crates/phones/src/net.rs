//! Where phones find the game: the machine's LAN addresses, the URL to open, and its QR
//! code as a matrix of modules for the shared screen to paint.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};

use super::protocol::RoomKey;

/// Addresses whose routes tell which interface the machine would use to reach the LAN:
/// the default route (a documentation address, TEST-NET-1, so nothing real is named),
/// then one in each private IPv4 range, for a classroom network with no way out. No
/// packet is sent: a UDP socket's `connect` only picks the route.
const PROBES_V4: [Ipv4Addr; 4] = [
    Ipv4Addr::new(192, 0, 2, 1),
    Ipv4Addr::new(10, 255, 255, 254),
    Ipv4Addr::new(172, 31, 255, 254),
    Ipv4Addr::new(192, 168, 255, 254),
];

/// The same for IPv6: a documentation address (the default route) and a unique-local one.
const PROBES_V6: [Ipv6Addr; 2] = [
    Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1),
    Ipv6Addr::new(0xfd00, 0, 0, 0, 0, 0, 0, 1),
];

/// The machine's addresses that phones on the LAN can reach, best first (IPv4 before
/// IPv6), always ending with `127.0.0.1` (which only this machine reaches). Found with
/// the UDP "connect" trick: no new crate, no packet sent. Link-local IPv6 addresses are
/// left out (a URL would need the interface's zone).
pub(crate) fn lan_addresses() -> Vec<IpAddr> {
    let probes = PROBES_V4
        .iter()
        .map(|a| IpAddr::V4(*a))
        .chain(PROBES_V6.iter().map(|a| IpAddr::V6(*a)));
    let mut found: Vec<IpAddr> = Vec::new();
    for ip in probes.filter_map(route_to).filter(|ip| reachable(*ip)) {
        if !found.contains(&ip) {
            found.push(ip);
        }
    }
    found.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    found
}

/// The local address the OS would send from to reach `target`.
fn route_to(target: IpAddr) -> Option<IpAddr> {
    let any: SocketAddr = match target {
        IpAddr::V4(_) => (Ipv4Addr::UNSPECIFIED, 0).into(),
        IpAddr::V6(_) => (Ipv6Addr::UNSPECIFIED, 0).into(),
    };
    let socket = UdpSocket::bind(any).ok()?;
    socket.connect((target, 9)).ok()?;
    Some(socket.local_addr().ok()?.ip())
}

/// Whether a phone on the LAN could reach `ip`.
fn reachable(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => !(v4.is_unspecified() || v4.is_loopback() || v4.is_link_local()),
        // fe80::/10 is link-local.
        IpAddr::V6(v6) => {
            !(v6.is_unspecified() || v6.is_loopback() || (v6.segments()[0] & 0xffc0) == 0xfe80)
        }
    }
}

/// `http://192.168.1.5:8080/` (IPv6 in brackets): what the shared screen and stdout show.
pub(crate) fn page_url(ip: IpAddr, port: u16) -> String {
    format!("http://{}/", SocketAddr::new(ip, port))
}

/// The page's URL with the room key after `#` (never sent to the server in a request;
/// the page joins with it at once, and learns the room code from the welcome): what the
/// QR code holds.
pub fn join_url(ip: IpAddr, port: u16, key: RoomKey) -> String {
    format!("{}#{key}", page_url(ip, port))
}

/// A QR code as modules, for the shared screen to paint: `width × width` squares, dark or
/// light, to be drawn with a light margin ("quiet zone") of [`QrMatrix::QUIET`] modules
/// on every side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrMatrix {
    width: usize,
    dark: Vec<bool>,
}

/// Text too long for a QR code (a URL is far from it).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot make a QR code of this text: {0}")]
pub struct QrError(String);

impl QrMatrix {
    /// Light modules to leave around the code so that cameras find it.
    pub const QUIET: usize = 4;

    /// The QR code of `text`, at error correction level M (15 % of the modules can be
    /// lost: a glare on the screen), with the `qrcode` crate (no default features: no
    /// image crate).
    pub fn encode(text: &str) -> Result<Self, QrError> {
        let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M)
            .map_err(|e| QrError(e.to_string()))?;
        Ok(QrMatrix {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        })
    }

    /// Modules on a side.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module in column `x`, row `y` (from the top left) is dark; outside
    /// the code, light.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// The code drawn for a terminal, two rows of modules per line with half blocks,
    /// quiet zone included. Light modules are the blocks and dark ones the spaces, so
    /// that the code scans on a terminal's dark background.
    pub fn to_text(&self) -> String {
        let q = Self::QUIET as isize;
        let side = self.width as isize + 2 * q;
        let light = |x: isize, y: isize| {
            x < q || y < q || !self.is_dark((x - q) as usize, (y - q) as usize)
        };
        let mut text = String::new();
        for y in (0..side).step_by(2) {
            for x in 0..side {
                let top = light(x, y);
                let bottom = y + 1 >= side || light(x, y + 1);
                text.push(match (top, bottom) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                });
            }
            text.push('\n');
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lan_addresses_end_with_loopback_and_never_repeat() {
        let found = lan_addresses();
        assert_eq!(found.last(), Some(&IpAddr::V4(Ipv4Addr::LOCALHOST)));
        for (i, ip) in found.iter().enumerate() {
            assert!(!found[..i].contains(ip), "{found:?}");
        }
        assert!(found[..found.len() - 1].iter().all(|ip| reachable(*ip)));
    }

    #[test]
    fn urls_bracket_ipv6_and_carry_the_key_after_the_hash() {
        let v4 = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 5));
        assert_eq!(page_url(v4, 8080), "http://192.168.1.5:8080/");
        let key = RoomKey::parse("0123456789ab").unwrap_or_else(|| panic!("key"));
        assert_eq!(
            join_url(v4, 8080, key),
            "http://192.168.1.5:8080/#0123456789ab"
        );
        let v6 = IpAddr::V6(Ipv6Addr::new(0xfd00, 0, 0, 0, 0, 0, 0, 7));
        assert_eq!(page_url(v6, 81), "http://[fd00::7]:81/");
        assert!(!reachable(IpAddr::V6(Ipv6Addr::new(
            0xfe80, 0, 0, 0, 0, 0, 0, 1
        ))));
        assert!(!reachable(IpAddr::V4(Ipv4Addr::new(169, 254, 0, 1))));
    }

    #[test]
    fn a_qr_code_has_its_finder_patterns() {
        let url = "http://192.168.100.200:65535/#0123456789ab";
        let qr = QrMatrix::encode(url).unwrap_or_else(|e| panic!("{e}"));
        let w = qr.width();
        assert!(
            w >= 21 && (w - 17).is_multiple_of(4),
            "a QR side is 17 + 4·version: {w}"
        );
        // The three 7×7 finder squares: a dark ring, a light ring, a dark 3×3 centre.
        for (ox, oy) in [(0, 0), (w - 7, 0), (0, w - 7)] {
            for (x, y) in [(0, 0), (6, 6), (3, 3), (2, 4)] {
                assert!(qr.is_dark(ox + x, oy + y), "({ox},{oy}) + ({x},{y})");
            }
            assert!(!qr.is_dark(ox + 1, oy + 1) && !qr.is_dark(ox + 5, oy + 3));
        }
        assert!(!qr.is_dark(w, 0) && !qr.is_dark(0, w), "outside is light");
        let text = qr.to_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), (w + 8).div_ceil(2));
        assert!(lines.iter().all(|l| l.chars().count() == w + 8));
    }
}
