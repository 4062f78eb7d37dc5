//! Where the sound server is: the sockets to try and the cookie to show, found the way
//! libpulse finds them. `PULSE_SERVER` (when set, the only places tried), else
//! `$PULSE_RUNTIME_PATH/native` or `$XDG_RUNTIME_DIR/pulse/native` (where PulseAudio and
//! pipewire-pulse listen for a desktop session), then the system-wide `/run/pulse/native`.
//! The cookie: `$PULSE_COOKIE`, `$XDG_CONFIG_HOME/pulse/cookie` (or
//! `~/.config/pulse/cookie`), `~/.pulse-cookie`.

use super::PulseError;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};

/// The length of a PulseAudio cookie: the server refuses any other.
pub(crate) const COOKIE_LEN: usize = 256;
/// The socket of a system-wide server (`pulseaudio --system`).
const SYSTEM_SOCKET: &str = "/run/pulse/native";

/// Where to find the server: the sockets to try in order, and the cookie file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Server {
    /// Unix sockets, tried in order; the first that accepts is used.
    pub sockets: Vec<PathBuf>,
    /// The cookie file, if one exists (`None`: a cookie of zeros, which servers that
    /// check the peer's credentials instead, such as pipewire-pulse, accept).
    pub cookie: Option<PathBuf>,
}

impl Server {
    /// The server this process's environment names.
    pub(crate) fn from_env() -> Result<Server, PulseError> {
        Server::from_vars(|name| std::env::var_os(name))
    }

    /// The server the variables `var` returns name (`var` stands for the environment,
    /// so tests need not change the process's own).
    pub(crate) fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> Result<Server, PulseError> {
        let set = |name: &str| var(name).filter(|v| !v.is_empty());
        let sockets = match set("PULSE_SERVER") {
            Some(list) => {
                let list = list.to_string_lossy().into_owned();
                let sockets = local_sockets(&list);
                if sockets.is_empty() {
                    return Err(PulseError::NotLocal(list));
                }
                sockets
            }
            None => {
                let runtime = set("PULSE_RUNTIME_PATH")
                    .map(PathBuf::from)
                    .or_else(|| set("XDG_RUNTIME_DIR").map(|d| PathBuf::from(d).join("pulse")));
                runtime
                    .map(|dir| dir.join("native"))
                    .into_iter()
                    .chain([PathBuf::from(SYSTEM_SOCKET)])
                    .collect()
            }
        };
        let home = set("HOME").map(PathBuf::from);
        let config = set("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .or_else(|| home.as_ref().map(|h| h.join(".config")));
        let cookie = set("PULSE_COOKIE")
            .map(PathBuf::from)
            .into_iter()
            .chain(config.map(|c| c.join("pulse/cookie")))
            .chain(home.map(|h| h.join(".pulse-cookie")))
            .find(|p| p.is_file());
        Ok(Server { sockets, cookie })
    }

    /// Connects to the first socket that accepts. Sockets that do not exist are
    /// skipped; if none exists, [`PulseError::NoSocket`].
    pub(super) fn connect(&self) -> Result<UnixStream, PulseError> {
        let mut refused = None;
        for path in &self.sockets {
            match UnixStream::connect(path) {
                Ok(stream) => return Ok(stream),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    refused.get_or_insert(PulseError::Connect {
                        path: path.clone(),
                        source: e,
                    });
                }
            }
        }
        Err(refused.unwrap_or_else(|| PulseError::NoSocket {
            tried: self
                .sockets
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
        }))
    }

    /// The cookie file's [`COOKIE_LEN`] bytes, or zeros without one. A file of another
    /// length, or one that cannot be read, is an error; the caller shows zeros then
    /// (servers that check the peer's credentials accept them) and names the file if
    /// the server refuses.
    pub(super) fn cookie(&self) -> Result<Vec<u8>, PulseError> {
        match &self.cookie {
            None => Ok(vec![0; COOKIE_LEN]),
            Some(path) => read_cookie(path),
        }
    }
}

/// The unix sockets of a `PULSE_SERVER` list (whitespace-separated; each entry may
/// start with `{machine-id}`, then `unix:PATH`, an absolute path, or a remote address,
/// which this client does not use).
fn local_sockets(list: &str) -> Vec<PathBuf> {
    list.split_whitespace()
        .map(|entry| match entry.strip_prefix('{') {
            Some(rest) => rest.split_once('}').map_or("", |(_, address)| address),
            None => entry,
        })
        .filter_map(|address| {
            let path = address.strip_prefix("unix:").unwrap_or(address);
            path.starts_with('/').then(|| PathBuf::from(path))
        })
        .collect()
}

/// Reads a cookie file: exactly [`COOKIE_LEN`] bytes, and never more than one past it
/// (a huge file named as the cookie is not read whole).
fn read_cookie(path: &Path) -> Result<Vec<u8>, PulseError> {
    let bad = |why: String| PulseError::BadCookie {
        path: path.to_path_buf(),
        why,
    };
    let file = std::fs::File::open(path).map_err(|e| bad(e.to_string()))?;
    let mut bytes = Vec::with_capacity(COOKIE_LEN + 1);
    file.take(COOKIE_LEN as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| bad(e.to_string()))?;
    if bytes.len() != COOKIE_LEN {
        let size = if bytes.len() > COOKIE_LEN {
            "more".to_string()
        } else {
            bytes.len().to_string()
        };
        return Err(bad(format!("{size} bytes, not {COOKIE_LEN}")));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<OsString> + use<> {
        let map: HashMap<String, OsString> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        move |name| map.get(name).cloned()
    }

    fn sockets(pairs: &[(&str, &str)]) -> Vec<PathBuf> {
        Server::from_vars(vars(pairs))
            .map(|s| s.sockets)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_session_socket_comes_first_then_the_system_one() {
        let s = sockets(&[("XDG_RUNTIME_DIR", "/run/user/1000")]);
        assert_eq!(
            s,
            [
                PathBuf::from("/run/user/1000/pulse/native"),
                PathBuf::from(SYSTEM_SOCKET)
            ]
        );
        let s = sockets(&[("XDG_RUNTIME_DIR", "/x"), ("PULSE_RUNTIME_PATH", "/p")]);
        assert_eq!(s[0], PathBuf::from("/p/native"));
        assert_eq!(sockets(&[]), [PathBuf::from(SYSTEM_SOCKET)]);
        // An empty variable counts as unset.
        assert_eq!(
            sockets(&[("PULSE_SERVER", "")]),
            [PathBuf::from(SYSTEM_SOCKET)]
        );
    }

    #[test]
    fn pulse_server_names_the_only_places_tried() {
        let s = sockets(&[
            (
                "PULSE_SERVER",
                "tcp:box:4713 {abc}unix:/tmp/a /tmp/b {broken",
            ),
            ("XDG_RUNTIME_DIR", "/run/user/1000"),
        ]);
        assert_eq!(s, [PathBuf::from("/tmp/a"), PathBuf::from("/tmp/b")]);
        for garbage in [
            "tcp:localhost",
            "box",
            "unix:",
            "unix:relative",
            "{x}",
            "\u{7f}",
        ] {
            let err = Server::from_vars(vars(&[("PULSE_SERVER", garbage)]));
            assert!(
                matches!(&err, Err(PulseError::NotLocal(v)) if v == garbage),
                "{garbage}: {err:?}"
            );
        }
    }

    #[test]
    fn a_missing_socket_is_no_socket_and_names_where_it_looked() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let server = Server {
            sockets: vec![dir.path().join("a"), dir.path().join("b")],
            cookie: None,
        };
        match server.connect() {
            Err(PulseError::NoSocket { tried }) => {
                assert!(tried.contains("/a, ") && tried.ends_with("/b"), "{tried}")
            }
            other => panic!("{other:?}"),
        }
        // A file that is not a socket refuses: a connection error naming it.
        let plain = dir.path().join("plain");
        std::fs::write(&plain, b"x").unwrap_or_else(|e| panic!("{e}"));
        let server = Server {
            sockets: vec![plain.clone()],
            cookie: None,
        };
        assert!(matches!(server.connect(), Err(PulseError::Connect { path, .. }) if path == plain));
    }

    #[test]
    fn cookies_are_found_in_order_and_must_be_256_bytes() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let home = dir.path().to_string_lossy().into_owned();
        let legacy = dir.path().join(".pulse-cookie");
        std::fs::write(&legacy, [7u8; COOKIE_LEN]).unwrap_or_else(|e| panic!("{e}"));
        let found = |pairs: &[(&str, &str)]| {
            Server::from_vars(vars(pairs))
                .map(|s| s.cookie)
                .unwrap_or_else(|e| panic!("{e}"))
        };
        assert_eq!(found(&[("HOME", &home)]), Some(legacy.clone()));
        let config = dir.path().join(".config/pulse");
        std::fs::create_dir_all(&config).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(config.join("cookie"), [1u8; 10]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(found(&[("HOME", &home)]), Some(config.join("cookie")));
        assert_eq!(found(&[]), None);
        let server = |cookie: &Path| Server {
            sockets: Vec::new(),
            cookie: Some(cookie.to_path_buf()),
        };
        assert_eq!(server(&legacy).cookie().ok(), Some(vec![7u8; COOKIE_LEN]));
        let short = server(&config.join("cookie")).cookie();
        assert!(
            matches!(&short, Err(PulseError::BadCookie { why, .. }) if why.contains("10 bytes"))
        );
        std::fs::write(&legacy, vec![0u8; 1 << 20]).unwrap_or_else(|e| panic!("{e}"));
        let huge = server(&legacy).cookie();
        assert!(matches!(&huge, Err(PulseError::BadCookie { why, .. }) if why.contains("more")));
        let gone = server(&dir.path().join("nothing")).cookie();
        assert!(matches!(gone, Err(PulseError::BadCookie { .. })));
        let none = Server {
            sockets: Vec::new(),
            cookie: None,
        };
        assert_eq!(none.cookie().ok(), Some(vec![0u8; COOKIE_LEN]));
    }
}
