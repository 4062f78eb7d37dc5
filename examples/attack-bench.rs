//! The four attacks of a laptop on the same network, all at once, against the phones'
//! server, and a real phone that must still get in: the page loaded and joined with the
//! right code, `--phones` times (20 by default) from fresh loopback addresses.
//!
//! `cargo run --example attack-bench [-- --phones 20]`
//!
//! It prints the real phone's page-load-and-join time (median and worst) with no attack
//! (the baseline, in the same run) and under the attacks, the ratio, what each attack
//! got, and the server's memory (RSS, read in a child process that runs only the
//! server) before, during and after. The attacks: 80 silent WebSockets pinging every
//! 200 ms from one address; 130 slow request heads from another; wrong codes from
//! `--guessers` addresses (4 300 by default, 127.20.x.y), 5 per connection. (The fourth, the guessing table filled
//! until it locks out, is a unit test of `phones::guesses`: 4 096 addresses are more
//! than a loopback bench should open.)

#[path = "../crates/phones/tests/phones/mod.rs"]
mod phones;

use std::io::{BufRead, BufReader, Write};
use std::net::Ipv4Addr;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

use clap::Parser;
use party_dice::phones::{Config, Server};
use phones::attacks::{self, real_phone};

#[derive(Parser)]
struct Args {
    /// Real phones to time, each before and under the attacks.
    #[arg(long, default_value_t = 20)]
    phones: u8,
    /// Addresses the guessing comes from (127.20.x.y), 5 wrong codes a connection.
    #[arg(long, default_value_t = 4300)]
    guessers: u32,
    /// Seconds the attacks run before the phones are timed (long enough for the guessing
    /// to go through every address).
    #[arg(long, default_value_t = 30)]
    attack_secs: u64,
    /// Run only the server (the child whose memory is read).
    #[arg(long, hide = true)]
    serve: bool,
}

fn main() {
    let args = Args::parse();
    if args.serve {
        return serve();
    }
    let Some(mut child) = Served::start() else {
        eprintln!("attack-bench: the server's process did not start");
        std::process::exit(1);
    };
    let (port, code, key) = (child.port, child.code.clone(), child.key.clone());
    let rss_before = child.rss();
    let baseline = time_phones(port, &code, &key, args.phones, 1);
    let running = attacks::all_at_once(port, &code, Duration::from_secs(5), args.guessers);
    std::thread::sleep(Duration::from_secs(args.attack_secs));
    let attacked = time_phones(port, &code, &key, args.phones, 100);
    let rss_during = child.rss();
    let got: Vec<[u64; 3]> = running
        .iter()
        .map(|a| [a.count(0), a.count(1), a.count(2)])
        .collect();
    running.into_iter().for_each(attacks::Attack::stop);
    std::thread::sleep(Duration::from_secs(12));
    let rss_after = child.rss();
    report(
        &baseline,
        &attacked,
        &got,
        [rss_before, rss_during, rss_after],
    );
    child.stop();
}

/// Page load and join times of `n` phones from 127.0.9.`first`…, typed code and
/// scanned key alternately, sorted.
fn time_phones(port: u16, code: &str, key: &str, n: u8, first: u8) -> Vec<Duration> {
    let mut times: Vec<Duration> = (0..n)
        .map(|i| {
            let from = Ipv4Addr::new(127, 0, 9, first.wrapping_add(i));
            // Under the guessing attack a typed code may wait for the room's budget: the
            // QR code's key never does, and is what a real phone scans.
            match real_phone(port, from, code, Some(key)) {
                Ok(took) => took,
                Err(e) => {
                    eprintln!("phone {i}: {e}");
                    Duration::MAX
                }
            }
        })
        .collect();
    times.sort();
    times
}

fn report(baseline: &[Duration], attacked: &[Duration], got: &[[u64; 3]], rss: [u64; 3]) {
    let median = |t: &[Duration]| t[t.len() / 2];
    let worst = |t: &[Duration]| t[t.len() - 1];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("real phone, page + join ({} phones):", baseline.len());
    println!(
        "  no attack:   median {:.1} ms, worst {:.1} ms",
        ms(median(baseline)),
        ms(worst(baseline))
    );
    println!(
        "  all attacks: median {:.1} ms, worst {:.1} ms",
        ms(median(attacked)),
        ms(worst(attacked))
    );
    println!(
        "  ratio:       median {:.2}, worst {:.2}",
        ms(median(attacked)) / ms(median(baseline)),
        ms(worst(attacked)) / ms(worst(baseline))
    );
    let [full, slow, guess] = [got[0], got[1], got[2]];
    println!("room full:  {} sockets opened, {} cut", full[0], full[1]);
    println!("slow heads: {} sockets opened, {} cut", slow[0], slow[1]);
    println!(
        "guessing:   {} wrong codes compared, {} refused by the budget, {} connections",
        guess[0], guess[1], guess[2]
    );
    println!(
        "server RSS: {} KiB before, {} KiB during, {} KiB after",
        rss[0], rss[1], rss[2]
    );
}

/// The server in a child process: its port, code and key, and its memory on request.
struct Served {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    port: u16,
    code: String,
    key: String,
}

impl Served {
    fn start() -> Option<Served> {
        let exe = std::env::current_exe().ok()?;
        let mut child = Command::new(exe)
            .arg("--serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        let stdin = child.stdin.take()?;
        let mut stdout = BufReader::new(child.stdout.take()?);
        let mut line = String::new();
        stdout.read_line(&mut line).ok()?;
        let mut words = line.split_whitespace();
        let port = words.next()?.parse().ok()?;
        let code = words.next()?.to_string();
        let key = words.next()?.to_string();
        Some(Served {
            child,
            stdin,
            stdout,
            port,
            code,
            key,
        })
    }

    fn rss(&mut self) -> u64 {
        let mut line = String::new();
        if writeln!(self.stdin, "rss").is_err() || self.stdout.read_line(&mut line).is_err() {
            return 0;
        }
        line.trim().parse().unwrap_or(0)
    }

    fn stop(mut self) {
        drop(self.stdin);
        let _ = self.child.wait();
    }
}

/// The child: a server with the game's own limits; prints `PORT CODE KEY`, then its
/// RSS in KiB for each line read, until stdin closes.
fn serve() {
    let config = Config {
        port: 0,
        ipv6: false,
        ..Config::default()
    };
    let server = match Server::start(config) {
        Ok(server) => server,
        Err(e) => {
            eprintln!("attack-bench: {e}");
            std::process::exit(1);
        }
    };
    let key = phones::attacks::key_of(&server.join_url()).unwrap_or_default();
    println!("{} {} {key}", server.port(), server.code());
    let _ = std::io::stdout().flush();
    for line in std::io::stdin().lock().lines() {
        if line.is_err() {
            break;
        }
        // The host publishes nothing here: the room stays at its empty setup.
        let _ = server.poll();
        println!("{}", phones::rss_kib());
        let _ = std::io::stdout().flush();
    }
    server.stop();
}
