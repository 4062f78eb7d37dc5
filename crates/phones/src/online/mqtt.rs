//! MQTT 3.1.1, as little as the online room needs, pure (bytes in, bytes out): CONNECT,
//! SUBSCRIBE, UNSUBSCRIBE, PUBLISH at QoS 0 (retained or not), PINGREQ and DISCONNECT
//! out; CONNACK, SUBACK, UNSUBACK, PUBLISH and PINGRESP in. The broker is not trusted:
//! [`Decoder`] takes bytes in any pieces, refuses a packet over its size cap without
//! keeping it (it skips its bytes), and never panics on any input.
//!
//! Written here rather than taken from a crate: the maintained Rust clients (rumqttc,
//! paho) bring an async runtime or a C library for what is two hundred lines of framing,
//! and the server's other half already speaks WebSocket with tungstenite.

/// What the decoder gave back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Packet {
    /// The broker's answer to CONNECT: `0` accepted, else refused (1 to 5, see
    /// [`connack_reason`]).
    ConnAck(u8),
    /// A message on a topic the client subscribed to.
    Publish {
        /// Its topic.
        topic: String,
        /// Its bytes.
        payload: Vec<u8>,
        /// The broker kept it for new subscribers (a retained message).
        retain: bool,
        /// The packet id of a QoS 1 message (answered with PUBACK), `None` at QoS 0.
        id: Option<u16>,
    },
    /// SUBACK: the packet id and each filter's granted QoS (`0x80`: refused).
    SubAck(u16, Vec<u8>),
    /// UNSUBACK.
    UnsubAck(u16),
    /// PINGRESP.
    PingResp,
    /// A packet too big for the cap: its bytes were skipped.
    TooBig(usize),
    /// A packet the client never asks for (PUBACK, PUBREC…), ignored.
    Other(u8),
}

/// The broker broke the protocol: the connection must be dropped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MalformedPacket {
    /// A remaining length over four bytes.
    #[error("a packet's length is not valid MQTT")]
    Length,
    /// A packet whose fields do not fit its length.
    #[error("a packet from the broker is cut short or malformed")]
    Body,
}

/// Why a broker refused CONNECT, in words (MQTT 3.1.1 §3.2.2.3).
pub(crate) fn connack_reason(code: u8) -> &'static str {
    match code {
        1 => "it does not speak MQTT 3.1.1",
        2 => "it refused the client id",
        3 => "the broker is unavailable",
        4 | 5 => "it wants a user name and password",
        _ => "it refused the connection",
    }
}

/// The packet's remaining length, as MQTT writes it (1 to 4 bytes, 7 bits each).
fn put_length(out: &mut Vec<u8>, mut len: usize) {
    loop {
        let mut byte = (len % 128) as u8;
        len /= 128;
        if len > 0 {
            byte |= 0x80;
        }
        out.push(byte);
        if len == 0 {
            break;
        }
    }
}

fn put_str(out: &mut Vec<u8>, text: &str) {
    let bytes = &text.as_bytes()[..text.len().min(u16::MAX as usize)];
    out.extend_from_slice(&(bytes.len() as u16).to_be_bytes());
    out.extend_from_slice(bytes);
}

fn packet(first: u8, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len() + 5);
    out.push(first);
    put_length(&mut out, body.len());
    out.extend_from_slice(body);
    out
}

/// CONNECT with a clean session, no user name, and `keep_alive` seconds.
pub fn connect(client_id: &str, keep_alive: u16) -> Vec<u8> {
    let mut body = Vec::new();
    put_str(&mut body, "MQTT");
    body.push(4); // protocol level: 3.1.1
    body.push(0x02); // clean session
    body.extend_from_slice(&keep_alive.to_be_bytes());
    put_str(&mut body, client_id);
    packet(0x10, &body)
}

/// SUBSCRIBE to `filters` at QoS 0.
pub fn subscribe(id: u16, filters: &[&str]) -> Vec<u8> {
    let mut body = id.to_be_bytes().to_vec();
    for filter in filters {
        put_str(&mut body, filter);
        body.push(0);
    }
    packet(0x82, &body)
}

/// UNSUBSCRIBE from `filters`.
pub(crate) fn unsubscribe(id: u16, filters: &[&str]) -> Vec<u8> {
    let mut body = id.to_be_bytes().to_vec();
    for filter in filters {
        put_str(&mut body, filter);
    }
    packet(0xA2, &body)
}

/// PUBLISH at QoS 0; `retain` asks the broker to keep it for new subscribers (an empty
/// retained payload clears the topic's).
pub fn publish(topic: &str, payload: &[u8], retain: bool) -> Vec<u8> {
    let mut body = Vec::with_capacity(topic.len() + payload.len() + 2);
    put_str(&mut body, topic);
    body.extend_from_slice(payload);
    packet(0x30 | u8::from(retain), &body)
}

/// PUBACK for a QoS 1 message the broker sent anyway.
pub(crate) fn puback(id: u16) -> Vec<u8> {
    packet(0x40, &id.to_be_bytes())
}

/// PINGREQ.
pub fn ping() -> Vec<u8> {
    vec![0xC0, 0]
}

/// DISCONNECT.
pub(crate) fn disconnect() -> Vec<u8> {
    vec![0xE0, 0]
}

/// Takes the broker's bytes in any pieces and gives back whole packets.
#[derive(Debug)]
pub struct Decoder {
    buf: Vec<u8>,
    /// Where the next packet starts in `buf` (the bytes before are read): a message of
    /// many small packets is read in one pass, not shifted down after each.
    start: usize,
    /// Bytes of a packet over the cap still to skip.
    skip: usize,
    max_packet: usize,
}

impl Decoder {
    /// A decoder that refuses packets over `max_packet` bytes of body.
    pub fn new(max_packet: usize) -> Self {
        Decoder {
            buf: Vec::new(),
            start: 0,
            skip: 0,
            max_packet,
        }
    }

    /// The broker sent `bytes`.
    pub fn push(&mut self, mut bytes: &[u8]) {
        if self.skip > 0 {
            let n = self.skip.min(bytes.len());
            self.skip -= n;
            bytes = &bytes[n..];
        }
        self.buf.drain(..self.start);
        self.start = 0;
        self.buf.extend_from_slice(bytes);
    }

    /// The next whole packet, if one has arrived.
    pub(crate) fn next_packet(&mut self) -> Result<Option<Packet>, MalformedPacket> {
        if self.skip > 0 {
            return Ok(None);
        }
        let buf = &self.buf[self.start..];
        let Some(&first) = buf.first() else {
            return Ok(None);
        };
        let mut len = 0usize;
        let mut at = 1;
        loop {
            let Some(&byte) = buf.get(at) else {
                return Ok(None);
            };
            len |= usize::from(byte & 0x7F) << (7 * (at - 1));
            at += 1;
            if byte & 0x80 == 0 {
                break;
            }
            if at > 4 {
                return Err(MalformedPacket::Length);
            }
        }
        if len > self.max_packet {
            let here = buf.len() - at;
            if here >= len {
                self.start += at + len;
            } else {
                self.skip = len - here;
                self.buf.clear();
                self.start = 0;
            }
            return Ok(Some(Packet::TooBig(len)));
        }
        if buf.len() < at + len {
            return Ok(None);
        }
        let packet = decode(first, &buf[at..at + len]);
        self.start += at + len;
        packet.map(Some)
    }
}

fn u16_at(body: &[u8], at: usize) -> Result<u16, MalformedPacket> {
    match body.get(at..at + 2) {
        Some(&[a, b]) => Ok(u16::from_be_bytes([a, b])),
        _ => Err(MalformedPacket::Body),
    }
}

fn decode(first: u8, body: &[u8]) -> Result<Packet, MalformedPacket> {
    match first >> 4 {
        2 => body
            .get(1)
            .map(|c| Packet::ConnAck(*c))
            .ok_or(MalformedPacket::Body),
        3 => {
            let qos = (first >> 1) & 3;
            // Every subscription is at QoS 0: a broker may not send more (QoS 3 does not
            // exist). Such a packet is passed over, not answered.
            if qos >= 2 {
                return if qos == 3 {
                    Err(MalformedPacket::Body)
                } else {
                    Ok(Packet::Other(3))
                };
            }
            let topic_len = usize::from(u16_at(body, 0)?);
            let topic = body.get(2..2 + topic_len).ok_or(MalformedPacket::Body)?;
            let topic = String::from_utf8(topic.to_vec()).map_err(|_| MalformedPacket::Body)?;
            let mut at = 2 + topic_len;
            let id = if qos > 0 {
                at += 2;
                Some(u16_at(body, at - 2)?)
            } else {
                None
            };
            let payload = body.get(at..).ok_or(MalformedPacket::Body)?.to_vec();
            Ok(Packet::Publish {
                topic,
                payload,
                retain: first & 1 == 1,
                id,
            })
        }
        9 => Ok(Packet::SubAck(u16_at(body, 0)?, body[2..].to_vec())),
        11 => Ok(Packet::UnsubAck(u16_at(body, 0)?)),
        13 => Ok(Packet::PingResp),
        kind => Ok(Packet::Other(kind)),
    }
}

/// Whether `topic` matches the subscription `filter` (`+` one level, `#` the rest).
pub fn matches(filter: &str, topic: &str) -> bool {
    let mut levels = topic.split('/');
    for part in filter.split('/') {
        match (part, levels.next()) {
            ("#", _) => return true,
            ("+", Some(_)) => {}
            (p, Some(l)) if p == l => {}
            _ => return false,
        }
    }
    levels.next().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode_all(bytes: &[u8], cap: usize) -> Vec<Packet> {
        let mut d = Decoder::new(cap);
        let mut out = Vec::new();
        for b in bytes {
            d.push(std::slice::from_ref(b));
            while let Ok(Some(p)) = d.next_packet() {
                out.push(p);
            }
        }
        out
    }

    #[test]
    fn a_publish_comes_back_whole_from_bytes_in_any_pieces() {
        let payload = vec![7u8; 300]; // a two-byte length
        let mut bytes = publish("pd1/room/up", &payload, true);
        bytes.extend(vec![0xD0, 0]);
        let got = decode_all(&bytes, 1024);
        assert_eq!(
            got,
            vec![
                Packet::Publish {
                    topic: "pd1/room/up".into(),
                    payload,
                    retain: true,
                    id: None
                },
                Packet::PingResp
            ]
        );
    }

    #[test]
    fn a_packet_over_the_cap_is_skipped_and_the_next_one_still_read() {
        let mut bytes = publish("t", &vec![1u8; 5000], false);
        bytes.extend(publish("t", b"ok", false));
        let got = decode_all(&bytes, 1000);
        assert_eq!(got.len(), 2);
        assert!(matches!(got[0], Packet::TooBig(n) if n > 5000));
        assert!(matches!(&got[1], Packet::Publish { payload, .. } if payload == b"ok"));
    }

    #[test]
    fn connect_and_subscribe_are_what_the_standard_says() {
        assert_eq!(
            connect("ab", 30),
            [
                0x10, 14, 0, 4, b'M', b'Q', b'T', b'T', 4, 2, 0, 30, 0, 2, b'a', b'b'
            ]
        );
        assert_eq!(
            subscribe(1, &["a/b"]),
            [0x82, 8, 0, 1, 0, 3, b'a', b'/', b'b', 0]
        );
    }

    #[test]
    fn a_five_byte_length_is_malformed() {
        let mut d = Decoder::new(100);
        d.push(&[0x30, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]);
        assert_eq!(d.next_packet(), Err(MalformedPacket::Length));
    }

    #[test]
    fn filters_match_as_mqtt_says() {
        assert!(matches("pd1/#", "pd1/a/up"));
        assert!(matches("pd1/+/up", "pd1/a/up"));
        assert!(!matches("pd1/+/up", "pd1/a/p/x"));
        assert!(matches("#", "a"));
        assert!(!matches("a/b", "a"));
    }

    proptest::proptest! {
        #[test]
        fn no_bytes_from_a_broker_make_the_decoder_panic(
            bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..600),
            cap in 0usize..400,
        ) {
            let mut d = Decoder::new(cap);
            d.push(&bytes);
            for _ in 0..700 {
                match d.next_packet() {
                    Ok(Some(_)) => {}
                    _ => break,
                }
            }
        }
    }
}
