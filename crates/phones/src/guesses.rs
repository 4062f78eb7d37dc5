//! The budget for wrong room codes (pure): per address, per network (IPv4 /24, IPv6
//! /64) and for the whole room, so that however many addresses a guesser has, the
//! four-letter code holds for far longer than a party.
//!
//! The figures, for the 26⁴ = 456 976 codes: the room allows [`ROOM_BURST`] wrong codes
//! and then one every [`ROOM_EVERY`], so guessing half the codes takes at least
//! 228 488 × 4 s ≈ 10.6 days, whatever the number of addresses. An address gets
//! [`ADDRESS_BURST`] and then one every [`ADDRESS_EVERY`]; a network [`NETWORK_BURST`]
//! and one every [`NETWORK_EVERY`]: one guessing machine uses up its own share long
//! before the room's.
//!
//! What this costs a real phone: while someone guesses, a *typed* code may be refused
//! for a while ("too many wrong codes: scan the QR code"), because telling a right code
//! from a wrong one is the very thing a guesser wants. A phone that scanned the QR code
//! carries the room key ([`super::protocol::RoomKey`]) and is never held up. The ledgers
//! of addresses and networks are bounded; when one is full the entry that guessed least
//! is forgotten (the room's budget still holds), so a full ledger never locks anyone out.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Wrong codes an address may try in a burst.
pub(crate) const ADDRESS_BURST: f64 = 5.0;
/// One more wrong code per address this often.
pub(crate) const ADDRESS_EVERY: Duration = Duration::from_secs(12);
/// Wrong codes a network (IPv4 /24, IPv6 /64) may try in a burst.
pub(crate) const NETWORK_BURST: f64 = 12.0;
/// One more wrong code per network this often.
pub(crate) const NETWORK_EVERY: Duration = Duration::from_secs(6);
/// Wrong codes the room takes in a burst, from everyone together.
pub const ROOM_BURST: f64 = 30.0;
/// One more wrong code for the room this often.
pub const ROOM_EVERY: Duration = Duration::from_secs(4);
/// Addresses (and networks) remembered.
pub(crate) const MAX_TRACKED: usize = 4096;

/// A token bucket of `size` refilled one every `every`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    pub(super) fn full(size: f64, now: Instant) -> Self {
        Bucket {
            tokens: size,
            at: now,
        }
    }

    /// Refills at `per_second` up to `size`.
    pub(super) fn refill(&mut self, size: f64, per_second: f64, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * per_second).min(size);
        self.at = now;
    }

    /// Takes a token if there is one.
    pub(super) fn take(&mut self, size: f64, per_second: f64, now: Instant) -> bool {
        self.refill(size, per_second, now);
        let ok = self.tokens >= 1.0;
        if ok {
            self.tokens -= 1.0;
        }
        ok
    }
}

/// One budget: its size and refill.
#[derive(Debug, Clone, Copy)]
struct Share {
    size: f64,
    per_second: f64,
}

impl Share {
    fn new(size: f64, every: Duration) -> Self {
        Share {
            size,
            per_second: 1.0 / every.as_secs_f64(),
        }
    }
}

/// Buckets by key (an address or a network), bounded.
#[derive(Debug)]
struct Ledger<K> {
    share: Share,
    buckets: HashMap<K, Bucket>,
}

impl<K: Hash + Eq + Copy> Ledger<K> {
    fn new(share: Share) -> Self {
        Ledger {
            share,
            buckets: HashMap::new(),
        }
    }

    /// Whether `key` has a wrong code left.
    fn has_left(&mut self, key: K, now: Instant) -> bool {
        let Share { size, per_second } = self.share;
        self.buckets.get_mut(&key).is_none_or(|b| {
            b.refill(size, per_second, now);
            b.tokens >= 1.0
        })
    }

    /// Spends one of `key`'s wrong codes; a full ledger first forgets the key that
    /// guessed least.
    fn spend(&mut self, key: K, now: Instant) {
        let Share { size, per_second } = self.share;
        if !self.buckets.contains_key(&key) && self.buckets.len() >= MAX_TRACKED {
            self.buckets.retain(|_, b| {
                b.refill(size, per_second, now);
                b.tokens < size
            });
            if self.buckets.len() >= MAX_TRACKED {
                let least = self
                    .buckets
                    .iter()
                    .max_by(|a, b| a.1.tokens.total_cmp(&b.1.tokens))
                    .map(|(k, _)| *k);
                if let Some(least) = least {
                    self.buckets.remove(&least);
                }
            }
        }
        let bucket = self
            .buckets
            .entry(key)
            .or_insert_with(|| Bucket::full(size, now));
        bucket.take(size, per_second, now);
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.buckets.len()
    }
}

/// The network an address belongs to, for the budgets: its IPv4 /24 or IPv6 /64 (an
/// IPv4 address mapped into IPv6 counts as IPv4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Network {
    /// The first three bytes of an IPv4 address.
    V4([u8; 3]),
    /// The first eight bytes of an IPv6 address.
    V6([u8; 8]),
}

impl Network {
    /// `ip`'s network.
    pub fn of(ip: IpAddr) -> Network {
        match ip.to_canonical() {
            IpAddr::V4(v4) => {
                let [a, b, c, _] = v4.octets();
                Network::V4([a, b, c])
            }
            IpAddr::V6(v6) => {
                let o = v6.octets();
                Network::V6([o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]])
            }
        }
    }
}

/// Which budget a refused code ran out of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OutOf {
    /// This address's.
    Address,
    /// Its network's.
    Network,
    /// The whole room's.
    Room,
}

/// The budgets: see the module's documentation.
#[derive(Debug)]
pub(crate) struct Guesses {
    addresses: Ledger<IpAddr>,
    networks: Ledger<Network>,
    room: Bucket,
    room_share: Share,
    /// Wrong codes seen in all, for the host.
    pub wrong: u64,
}

impl Guesses {
    /// Full budgets.
    pub fn new(now: Instant) -> Self {
        Guesses {
            addresses: Ledger::new(Share::new(ADDRESS_BURST, ADDRESS_EVERY)),
            networks: Ledger::new(Share::new(NETWORK_BURST, NETWORK_EVERY)),
            room: Bucket::full(ROOM_BURST, now),
            room_share: Share::new(ROOM_BURST, ROOM_EVERY),
            wrong: 0,
        }
    }

    /// Whether a code typed on `ip` may be compared now; if not, which budget is spent.
    pub(crate) fn may_try(&mut self, ip: IpAddr, now: Instant) -> Result<(), OutOf> {
        let ip = ip.to_canonical();
        if !self.addresses.has_left(ip, now) {
            return Err(OutOf::Address);
        }
        if !self.networks.has_left(Network::of(ip), now) {
            return Err(OutOf::Network);
        }
        let Share { size, per_second } = self.room_share;
        self.room.refill(size, per_second, now);
        if self.room.tokens < 1.0 {
            return Err(OutOf::Room);
        }
        Ok(())
    }

    /// A wrong code came from `ip`: one less in each of its budgets.
    pub fn wrong_code(&mut self, ip: IpAddr, now: Instant) {
        let ip = ip.to_canonical();
        self.wrong += 1;
        self.addresses.spend(ip, now);
        self.networks.spend(Network::of(ip), now);
        let Share { size, per_second } = self.room_share;
        self.room.take(size, per_second, now);
    }

    #[cfg(test)]
    /// Addresses and networks remembered now (bounded by [`MAX_TRACKED`] each).
    pub(crate) fn tracked(&self) -> (usize, usize) {
        (self.addresses.len(), self.networks.len())
    }
}

#[cfg(test)]
mod tests {
    use std::net::{Ipv4Addr, Ipv6Addr};

    use super::*;

    fn v4(a: u8, b: u8, c: u8, d: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(a, b, c, d))
    }

    /// Wrong codes the budgets take from `ips` (each tries until refused) in `seconds`,
    /// one round of tries a second.
    fn taken(ips: &[IpAddr], seconds: u64) -> u64 {
        let start = Instant::now();
        let mut g = Guesses::new(start);
        let mut n = 0;
        for s in 0..seconds {
            let now = start + Duration::from_secs(s);
            for ip in ips {
                while g.may_try(*ip, now).is_ok() {
                    g.wrong_code(*ip, now);
                    n += 1;
                }
            }
        }
        n
    }

    #[test]
    fn one_address_gets_its_burst_then_one_every_twelve_seconds() {
        // Five at once, then one at 12 s, 24 s, … 108 s.
        let n = taken(&[v4(192, 168, 1, 50)], 120);
        assert_eq!(n, 5 + 9, "{n}");
    }

    #[test]
    fn many_addresses_share_the_rooms_budget() {
        // 4 300 addresses over 17 networks, for an hour.
        let ips: Vec<IpAddr> = (0..4300u32)
            .map(|i| v4(10, 0, (i / 254) as u8, (i % 254 + 1) as u8))
            .collect();
        let n = taken(&ips, 3600);
        // The room's burst and one every 4 s: 30 + 900.
        assert!(n <= 30 + 900 + 1, "{n}");
        // At that rate, half the codes take at least seven days.
        let half = 26f64.powi(4) / 2.0;
        let rate = n as f64 / 3600.0;
        assert!(
            half / rate > 7.0 * 86_400.0,
            "{} days",
            half / rate / 86_400.0
        );
    }

    #[test]
    fn an_ipv6_network_counts_as_one_however_many_addresses_it_uses() {
        let ips: Vec<IpAddr> = (0..500u16)
            .map(|i| IpAddr::V6(Ipv6Addr::new(0xfd00, 0, 0, 1, i, i, i, i)))
            .collect();
        // The network's twelve, then one at 6 s, 12 s, … 54 s.
        let n = taken(&ips, 60);
        assert_eq!(n, 12 + 9, "{n}");
    }

    #[test]
    fn a_full_ledger_forgets_instead_of_locking_out() {
        let start = Instant::now();
        let mut g = Guesses::new(start);
        // Fill the address ledger from many networks, slowly enough for the room.
        for i in 0..(MAX_TRACKED as u32 + 10) {
            let now = start + Duration::from_secs(4 * u64::from(i));
            let ip = IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + i * 256));
            assert_eq!(g.may_try(ip, now), Ok(()));
            g.wrong_code(ip, now);
        }
        let (addresses, networks) = g.tracked();
        assert!(addresses <= MAX_TRACKED && networks <= MAX_TRACKED);
        // A new phone may still try its code.
        let later = start + Duration::from_secs(4 * (MAX_TRACKED as u64 + 11));
        assert_eq!(g.may_try(v4(192, 168, 7, 7), later), Ok(()));
    }

    #[test]
    fn mapped_ipv4_is_ipv4() {
        let mapped = IpAddr::V6(Ipv4Addr::new(192, 168, 1, 9).to_ipv6_mapped());
        assert_eq!(Network::of(mapped), Network::V4([192, 168, 1]));
    }
}
