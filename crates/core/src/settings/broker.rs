//! The online broker's address in the settings and on the command line
//! (`wss://HOST[:PORT][/PATH]` or `ws://…`), read here so that the settings can check it
//! without the phones' link, which connects to it.

/// A text that is not a broker's address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a broker address: write wss://HOST:PORT/PATH (or ws:// on a LAN)")]
pub struct BadBrokerUrl(pub String);

/// A broker address: scheme, host, port, path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokerUrl {
    /// `wss://`.
    pub secure: bool,
    /// The host's name or address (IPv6 without brackets).
    pub host: String,
    /// The port (default 443 for wss, 80 for ws).
    pub port: u16,
    /// The path, from its `/`.
    pub path: String,
}

impl BrokerUrl {
    /// Reads `wss://HOST[:PORT][/PATH]` or `ws://…`.
    pub fn parse(url: &str) -> Result<Self, BadBrokerUrl> {
        let bad = || BadBrokerUrl(url.to_string());
        let (secure, rest) = if let Some(rest) = url.strip_prefix("wss://") {
            (true, rest)
        } else if let Some(rest) = url.strip_prefix("ws://") {
            (false, rest)
        } else {
            return Err(bad());
        };
        let (authority, path) = match rest.find('/') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, "/"),
        };
        let (host, port) = if let Some(v6) = authority.strip_prefix('[') {
            let (host, after) = v6.split_once(']').ok_or_else(bad)?;
            (host, after.strip_prefix(':'))
        } else {
            match authority.rsplit_once(':') {
                Some((h, p)) => (h, Some(p)),
                None => (authority, None),
            }
        };
        let port = match port {
            Some(p) => p.parse().map_err(|_| bad())?,
            None if secure => 443,
            None => 80,
        };
        let good_host = !host.is_empty()
            && host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-:_".contains(&b));
        if !good_host || port == 0 || path.bytes().any(|b| b.is_ascii_whitespace()) {
            return Err(bad());
        }
        Ok(BrokerUrl {
            secure,
            host: host.to_string(),
            port,
            path: path.to_string(),
        })
    }

    /// `HOST:PORT` as a socket address is written (`[::1]:9001` for IPv6).
    pub fn host_port(&self) -> String {
        if self.host.contains(':') {
            format!("[{}]:{}", self.host, self.port)
        } else {
            format!("{}:{}", self.host, self.port)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broker_urls_are_read_or_refused_with_the_url_named() {
        let u = BrokerUrl::parse("wss://broker.emqx.io:8084/mqtt");
        assert_eq!(
            u,
            Ok(BrokerUrl {
                secure: true,
                host: "broker.emqx.io".into(),
                port: 8084,
                path: "/mqtt".into()
            })
        );
        assert_eq!(BrokerUrl::parse("ws://127.0.0.1").map(|u| u.port), Ok(80));
        assert_eq!(
            BrokerUrl::parse("ws://[::1]:9001/").map(|u| u.host),
            Ok("::1".into())
        );
        for bad in [
            "http://x",
            "wss://",
            "ws://a b/",
            "ws://h:99999/",
            "mqtt://h:1883",
        ] {
            let e = BrokerUrl::parse(bad);
            assert!(
                matches!(&e, Err(BadBrokerUrl(u)) if u == bad),
                "{bad}: {e:?}"
            );
        }
    }
}
