#!/usr/bin/python3
"""Online play end to end: the real game (`party-dice play --online`, in the X display it
is given; tests/browser/online.sh runs it under Xvfb), an MQTT broker on 127.0.0.1
(tests/online/broker.py), a recorder of everything the broker carries
(tests/online/capture.py), the phone page as the static site `party-dice phone-page`
writes, served from 127.0.0.1 (a secure context, so WebCrypto works), and two headless
Chromium phones (360x640) opening the game's `online:` link, and a third one, without a
seat, that opens the link once the game is on and plays along as the audience ("Zoë",
its browser in French, --audience-lang: its page and its questions must read French; it
answers every question through the broker, the outages included, and must end on its
place and the leaderboard, no longer offered to watch; screenshots
online-audience-question and online-audience).

Phone A takes seat 0 and phone B seat 1; phone B's browser speaks German (--phone-b-lang,
Chromium's --lang and --accept-lang), so that a party in two languages plays: the static
page must pick German on B and English on A, and once the game is on B's table (its
banner) must come in German while A's is in the game's English (the game sends each
online phone its own table, under that phone's key, in that phone's language).
Enter in the game's window (xdotool) starts a
one-hole Straight Golf game, and the phones play it to the end with #roll, whichever has
body[data-turn]=yours. On the way:
- after the second throw the broker is killed (SIGKILL): both phones must say
  body[data-link]=down within 40 s; 5 s later the broker starts again on the same port,
  and both phones must come back (data-link=up, welcomed again) and the game go on;
- after the third throw the broker is killed again, and started again 8 s later, while
  the game still waits out its backoff (it tries again 7.5 and 15.5 s after the loss),
  and the phones reconnect at once (a `visibilitychange`, as when a player switches back
  to the browser): their hello reaches a broker with no game behind it. Once the game is
  back, both phones must be welcomed and seated again (--no-phones-first leaves it out);
- after each throw every text node of both phones is read: none holds two lines run
  together, and the result never shows a name alone;
- with --insider, a guest with the link (examples/online-insider.rs) joins as a spectator
  before the game starts, tries to open every letter, take both seats, forge the game's
  `moved` on every topic, and floods the room (an oversized retained message, 10 000 new
  phone ids); its record must show that nothing worked, and the phones finish on their
  seats;
- forged messages are published to the room's up topic (pd1/<room>/up, read off the
  capture) with paho: 200 random bytes, and exact replays of captured up messages (those
  sent while a throw went; replayed on that phone's next turn where it has one: before the
  first outage, just after it (a phone id from before it), and after it): nothing changes.
At the end both phones show body[data-phase]=over, the finished game kept in the data
folder's history has exactly one roll per throw the phones made (no throw lost, none
taken twice, none forged), and the capture holds no player name, seat token, room key or
protocol word ("state", "throw", "hello", "faces", "score") in any topic or payload:
every payload is sealed (version byte 2, nonce, tag; from a phone its public key too),
padded to one of a few sizes, or empty. Each phone keeps its seat token in sessionStorage
(for the tab only), never in localStorage.

    /usr/bin/python3 tests/browser/online.py --bin PATH --python VENV_PYTHON --config FILE
        --data DIR --work DIR [--shots DIR] [--patch-page HTML] [--no-phones-first]
        [--phone-b-lang TAG]

--python: the venv with amqtt and paho-mqtt (tests/online/setup.sh); the browsers run
under this script's own Python (Debian's python3-selenium). --patch-page: serve the
exported page with the <script> of this file (assets/phone/index.html) instead of the
binary's own, to try a page change without a rebuild. Screenshots (360x640) in --shots:
online-seated, online-playing, online-link-down, online-over.
"""

import argparse
import json
import os
import queue
import re
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request

import phone
from phone import By
from game import press_enter

HERE = os.path.dirname(os.path.abspath(__file__))
ONLINE = os.path.join(HERE, "..", "online")
STORE = "party-dice-phone"
PADS = [256, 1024, 4096, 16384, 65536]
WORDS = [b"state", b"throw", b"hello", b"faces", b"score"]
NAMES = [b"Ann", b"Ben", "Zoë".encode()]

T0 = time.time()


def log(*parts):
    print(f"[{time.time() - T0:7.2f}s]", *parts, flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Proc:
    """A child process whose output (stdout and stderr together) is read by a thread
    into a log file and a queue of lines, so that a full pipe never stalls it."""

    def __init__(self, name, argv, logfile, echo=None, **kw):
        self.name, self.argv, self.lines, self.seen = name, argv, queue.Queue(), []
        self.log = open(logfile, "a", encoding="utf-8")
        self.echo = echo
        self.p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  stdin=subprocess.DEVNULL, text=True, errors="replace", **kw)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.log.write(line)
            self.log.flush()
            self.seen.append(line.rstrip("\n"))
            self.lines.put(line.rstrip("\n"))
            if self.echo and self.echo(line):
                log(f"{self.name}:", line.rstrip())

    def wait_for(self, pattern, timeout):
        """The first line from now on matching `pattern` (a regex), or fail."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.p.poll() is not None and self.lines.empty():
                    phone.fail(f"{self.name} exited with {self.p.returncode} before printing "
                               f"/{pattern}/; its output:\n" + "\n".join(self.seen[-30:]))
                continue
            match = re.search(pattern, line)
            if match:
                return match
        phone.fail(f"{self.name} never printed /{pattern}/ in {timeout} s; its output:\n"
                   + "\n".join(self.seen[-30:]))

    def alive(self):
        return self.p.poll() is None

    def stop(self, sig=signal.SIGTERM, wait=10):
        if self.p.poll() is None:
            try:
                self.p.send_signal(sig)
                self.p.wait(timeout=wait)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait(timeout=10)
            except ProcessLookupError:
                pass
        self.log.close() if not self.log.closed else None


class Capture:
    """The capture file: JSON lines {topic, retain, payload_hex}."""

    def __init__(self, path):
        self.path = path

    def read(self):
        if not os.path.exists(self.path):
            return []
        out = []
        with open(self.path, encoding="utf-8") as f:
            for line in f:
                if line.endswith("\n"):
                    out.append(json.loads(line))
        return out


class Test:
    def __init__(self, args):
        self.args = args
        self.work = args.work
        self.procs = []
        self.drivers = []
        self.broker = None
        self.throws = 0         # throws the phones made that the game took (a new result)
        self.throw_log = []     # (phone, seat, step, seconds to the result, result text)
        self.windows = []       # (phone, capture lines before the click, after the result)
        self.forged = []        # what was published by hand
        self.random_payload = None
        self.timings = {}

    # ---- processes -------------------------------------------------------------------

    def start(self, name, argv, echo=None, **kw):
        proc = Proc(name, argv, os.path.join(self.work, name + ".log"), echo, **kw)
        self.procs.append(proc)
        return proc

    def start_broker(self):
        self.broker = self.start("broker", [self.args.python, os.path.join(ONLINE, "broker.py"),
                                            str(self.ws_port)],
                                 echo=lambda l: "ERROR" in l and "Traceback" not in l)
        self.broker.wait_for(r"^broker ready$", 30)

    def cleanup(self):
        for driver in self.drivers:
            try:
                driver.quit()
            except Exception as e:
                log("quitting a browser:", e)
        for proc in reversed(self.procs):
            proc.stop()
        still = [p.name for p in self.procs if p.p.poll() is None]
        if still:
            log("still running after cleanup:", still)

    # ---- set-up ----------------------------------------------------------------------

    def setup(self):
        self.ws_port, self.http_port = free_port(), free_port()
        while self.http_port == self.ws_port:
            self.http_port = free_port()
        self.start_broker()
        self.capture = Capture(os.path.join(self.work, "capture.jsonl"))
        cap = self.start("capture", [self.args.python, os.path.join(ONLINE, "capture.py"),
                                     str(self.ws_port), self.capture.path],
                         echo=lambda l: "capture" in l)
        cap.wait_for(r"^capture ready$", 30)
        log(f"broker on ws://127.0.0.1:{self.ws_port}/, capture in {self.capture.path}")

        site = os.path.join(self.work, "site")
        subprocess.run([self.args.bin, "phone-page", "--out", site], check=True, timeout=60,
                       stdout=subprocess.DEVNULL)
        if self.args.patch_page:
            # The page the game's binary embeds may be older than assets/phone/index.html:
            # serve the source's script in the exported page's frame instead.
            self.patch_site(os.path.join(site, "index.html"), self.args.patch_page)
        self.start("http", ["/usr/bin/python3", "-m", "http.server", "--bind", "127.0.0.1",
                            str(self.http_port), "--directory", site])
        page = f"http://127.0.0.1:{self.http_port}/"
        deadline = time.time() + 20
        while True:
            try:
                with urllib.request.urlopen(page, timeout=2) as r:
                    if b"Party Dice" in r.read():
                        break
            except OSError:
                pass
            if time.time() > deadline:
                phone.fail(f"the phone page is not served at {page}")
            time.sleep(0.1)
        log("phone page served at", page)

        self.game = self.start("game", [self.args.bin, "--config", self.args.config, "play",
                                        "--online", "--broker", f"ws://127.0.0.1:{self.ws_port}/",
                                        "--page", page, "--port", "0"],
                               echo=lambda l: l.startswith(("phones:", "online:"))
                               or " ERROR" in l or "panicked" in l)
        self.link = self.game.wait_for(r"^online: (http://\S+)$", 120).group(1)
        self.fingerprint = self.game.wait_for(r"^online game key: ([0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]{4})$", 30).group(1)
        log(f"the join card's game key: {self.fingerprint}")
        frag = urllib.parse.parse_qs(urllib.parse.urlsplit(self.link).fragment)
        self.room, self.key = frag["r"][0], frag["g"][0]
        if frag["b"][0] != f"ws://127.0.0.1:{self.ws_port}/":
            phone.fail(f"the link names the broker {frag['b'][0]!r}")
        self.up_topic = f"pd1/{self.room}/up"

    @staticmethod
    def patch_site(index, source):
        """The exported page with its <script> replaced by the one in `source`."""
        with open(index, encoding="utf-8") as f:
            exported = f.read()
        with open(source, encoding="utf-8") as f:
            wanted = f.read()
        grab = re.compile(r"<script>.*?</script>", re.S)
        script = grab.search(wanted).group(0)
        patched = grab.sub(lambda _: script, exported, count=1)
        with open(index, "w", encoding="utf-8") as f:
            f.write(patched)
        log(f"served page: the exported page with the script of {source}")

    # ---- phones ----------------------------------------------------------------------

    def open_phones(self):
        self.a = phone.browser()
        self.drivers.append(self.a)
        self.b = phone.browser(self.args.phone_b_lang)
        self.drivers.append(self.b)
        self.phones = [("A", self.a, 0, "Ann"), ("B", self.b, 1, "Ben")]
        for label, d, seat, name in self.phones:
            d.get(self.link)
            phone.resize(d, "portrait")
        for label, d, seat, name in self.phones:
            phone.wait(d, f"phone {label} in the room", lambda d: phone.body(d, "phase") == "setup", 60)
            if "#" in d.current_url:
                phone.fail(f"phone {label}: the key stayed in the address bar: {d.current_url}")
            phone.wait(d, f"phone {label}: seat {seat}'s button",
                       lambda d: d.find_elements(By.CSS_SELECTOR, f'[data-seat="{seat}"]'))
            self.click_seat(d, label, seat)
        for label, d, seat, name in self.phones:
            phone.wait(d, f"phone {label} seated", lambda d: phone.body(d, "seated") == "yes"
                       and d.find_element(By.ID, "who").text == name, 30)
            log(f"phone {label} seated in seat {seat} as {name}; link {phone.body(d, 'link')}")
        phone.shot(self.a, self.args.shots, "online-seated-360x640")
        for _, d, _, _ in self.phones:
            # Each welcome writes the room code into #room again: count those writes.
            d.execute_script("""window.__welcomes = 0; new MutationObserver(() => window.__welcomes++)
                .observe(document.getElementById('room'), {childList: true});""")
        self.tokens = []
        game_key = urllib.parse.parse_qs(urllib.parse.urlsplit(self.link).fragment)["g"][0]
        for label, d, seat, name in self.phones:
            # The join card's fingerprint of the game key, on every phone through the link.
            shown = d.find_element(By.ID, "game-key").text
            if self.fingerprint not in shown:
                phone.fail(f"phone {label} shows {shown!r}, the game's key is {self.fingerprint}")
            stored = json.loads(d.execute_script(f"return sessionStorage.getItem('{STORE}')") or "{}")
            # The seat token is kept with the game key it came from, and for the tab only.
            token = ((stored.get("tokens") or {}).get(game_key) or {}).get("t")
            if not token or stored.get("token"):
                phone.fail(f"phone {label} keeps no seat token for this game's key: {stored}")
            stored["token"] = token
            kept = d.execute_script(f"return localStorage.getItem('{STORE}')")
            if kept and ("online" in json.loads(kept) or "token" in json.loads(kept)):
                phone.fail(f"phone {label} keeps the online room for ever in localStorage: {kept}")
            self.tokens.append(stored["token"])

    # P-256's generator (private key 1): a valid public key for a fake game's link.
    FAKE_GAME = bytes.fromhex(
        "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
        "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")

    def fake_link(self):
        """A fake "New link" pasted in the chat: phone B opens a link to another room and
        game key on the same broker. It must start afresh there (a new phone's first
        letter, no way back derived from its token, so no token), keep its token for the
        real game, show another fingerprint, and be back on its seat with the real link."""
        import base64
        fake_room = self.fake_room = secrets.token_hex(16)
        fake_key = base64.urlsafe_b64encode(self.FAKE_GAME).decode().rstrip("=")
        link = self.link.split("#")[0] + "#" + urllib.parse.urlencode(
            {"r": fake_room, "g": fake_key, "b": f"ws://127.0.0.1:{self.ws_port}/"})
        d = self.b
        before = len(self.capture.read())
        d.get(link)
        d.refresh()
        up = f"pd1/{fake_room}/up"
        firsts = lambda: [bytes.fromhex(m["payload_hex"])[:1] for m in self.capture.read()[before:]
                          if m["topic"] == up]
        phone.wait(d, "phone B's first letter to the fake room", lambda _: firsts(), 20)
        shown = d.find_element(By.ID, "game-key").text
        stored = json.loads(d.execute_script(f"return sessionStorage.getItem('{STORE}')") or "{}")
        kept = ((stored.get("tokens") or {}).get(self.key) or {}).get("t")
        if set(firsts()) != {b"\x31"} or self.fingerprint in shown or kept != self.tokens[1]:
            phone.fail(f"the fake link: first letters {firsts()}, shows {shown!r}, keeps {stored}")
        log(f"a fake link: phone B sent the fake room only a new phone's first letter "
            f"({len(firsts())}), shows {shown!r} (the game's is {self.fingerprint}), kept its token")
        d.get(self.link)
        d.refresh()
        phone.wait(d, "phone B back on its seat with the real link",
                   lambda d: phone.body(d, "seated") == "yes"
                   and d.find_element(By.ID, "who").text == "Ben", 30)
        d.execute_script("""window.__welcomes = 0; new MutationObserver(() => window.__welcomes++)
            .observe(document.getElementById('room'), {childList: true});""")

    @staticmethod
    def click_seat(d, label, seat):
        # The seats are redrawn with every table: retry a click that lands on an old button.
        for _ in range(20):
            try:
                d.find_element(By.CSS_SELECTOR, f'[data-seat="{seat}"]').click()
                return
            except Exception:
                time.sleep(0.2)
        phone.fail(f"phone {label} could not click seat {seat}")

    @staticmethod
    def welcomes(d):
        """Welcomes this page had since it was seated (see open_phones)."""
        return d.execute_script("return window.__welcomes")

    def state(self, d):
        return d.execute_script("""
            const b = document.body, r = document.getElementById('result');
            return [b.dataset.phase, b.dataset.turn, b.dataset.await, b.dataset.link,
                    b.dataset.seated, r.dataset.step || '', r.innerText.replace(/\\n/g, ' / '),
                    document.getElementById('note').textContent,
                    document.getElementById('roll').disabled,
                    document.getElementById('turn-line').textContent];""")

    def describe(self):
        return "; ".join(f"phone {label}: {self.state(d)}" for label, d, _, _ in self.phones)

    def start_game(self):
        press_enter(self.a)
        phone.wait(self.b, "phone B to see the game start", lambda d: phone.body(d, "phase") == "playing", 60)
        log("the game started; both phones say playing")
        self.check_languages()

    def check_languages(self):
        """Each phone reads its own language: the page's words and the game's table."""
        lang = lambda d: d.execute_script("return document.documentElement.lang")
        want = self.args.phone_b_lang.split("-")[0]
        if lang(self.a) != "en" or lang(self.b).split("-")[0] != want:
            phone.fail(f"the pages are in {lang(self.a)!r} and {lang(self.b)!r}, not en and {want}")
        if want == "en":
            return
        banner = lambda d: d.find_element(By.ID, "banner").get_attribute("textContent")
        phone.wait(self.b, "phone B's table in its own language", lambda _: banner(self.a)
                   and banner(self.b) and banner(self.a) != banner(self.b), 20)
        log(f"phone A reads {banner(self.a)!r}; phone B ({lang(self.b)}) reads {banner(self.b)!r}")

    # ---- the audience ----------------------------------------------------------------

    def start_audience(self):
        """A third phone, without a seat, opens the link once the game is on and plays
        along as the audience ("Zoë"): it answers every question through the broker,
        outages included, until the game is over."""
        self.audience = phone.AudiencePhone(None, None, self.args.shots, link=self.link,
                                            prefix="online-audience", within=420,
                                            lang=self.args.audience_lang)
        self.audience.start()

    def check_audience(self):
        """The audience phone answered, and at the end shows its place and the board."""
        self.audience.join(60)
        a = self.audience
        if not a.done:
            phone.fail(f"the audience phone: {a.error or 'still waiting'}")
        want = self.args.audience_lang.split("-")[0]
        if (a.page_lang or "").split("-")[0] != want:
            phone.fail(f"the audience phone's page is in {a.page_lang!r}, not {want}")
        if want != "en" and (a.question or "").startswith("Does "):
            phone.fail(f"the audience phone's question is English in {want}: {a.question!r}")
        if a.seats_note:
            phone.fail(f"a member of the audience is still offered to watch: {a.seats_note!r}")
        log(f"the audience phone ({a.page_lang}) answered {a.answered} questions through the "
            f"broker; its first: {a.question!r}")

    # ---- playing ---------------------------------------------------------------------

    def ready(self, d):
        st = self.state(d)
        return st[0] == "playing" and st[1] == "yours" and st[2] == "throw" and st[3] == "up" \
            and not st[8]

    def play(self):
        deadline = time.time() + 360
        shot_taken = outage_done = outage2_done = False
        # Replays: of a throw before the outage (sent again before it, and after it, from
        # a phone id the game saw before the outage), and of one after it.
        replays = {"before": False, "after, old id": False, "after, new id": False}
        last_thrower, outage_window = None, None
        while time.time() < deadline:
            if all(phone.body(d, "phase") == "over" for _, d, _, _ in self.phones):
                self.replays = replays
                return
            who = next((p for p in self.phones if self.ready(p[1])), None)
            if who is None:
                time.sleep(0.1)
                continue
            label, d, seat, name = who
            if not outage_done:
                epoch = "before"
            elif not replays["after, old id"]:
                epoch = "after, old id"
            else:
                epoch = "after, new id"
            fresh = epoch != "after, new id" or len(self.windows) > outage_window
            if (last_thrower == label or epoch == "after, old id") and not replays[epoch] \
                    and self.windows and fresh:
                # A phone's turn again: its last throw, replayed, must not throw (just after
                # the outage: the last throw before it, from a phone id gone since).
                self.forge_replay(who)
                replays[epoch] = True
                continue
            if not self.throw(who):
                continue
            last_thrower = label
            if self.throws == 3 and not outage2_done and self.args.phones_first:
                self.outage_phones_first()
                outage2_done = True
            if self.throws == 1:
                self.forge_random()
            if self.throws == 2 and not shot_taken:
                phone.shot(d, self.args.shots, "online-playing-360x640")
                shot_taken = True
            if self.throws == 2 and not outage_done:
                if not replays["before"]:
                    # No turn of one phone twice in a row yet: replay the last throw anyway.
                    self.wait_settled()
                    nxt = next((p for p in self.phones if self.ready(p[1])), None)
                    if nxt:
                        self.forge_replay(nxt)
                        replays["before"] = True
                self.outage()
                outage_done = True
                outage_window = len(self.windows)
        phone.fail("the game did not end in 6 minutes; " + self.describe())

    def wait_settled(self, timeout=60):
        """Until some phone may throw, or the game is over."""
        phone.wait(self.a, "a phone's turn to throw", lambda _: any(
            self.ready(d) or phone.body(d, "phase") == "over" for _, d, _, _ in self.phones), timeout)

    def throw(self, who):
        """Roll on this phone; True once the game took it (a new result for it)."""
        label, d, seat, name = who
        before = phone.result_step(d) or ""
        lines_before = len(self.capture.read())
        try:
            d.find_element(By.ID, "roll").click()
        except Exception as e:
            log(f"phone {label}: the click did not land ({type(e).__name__}); trying again")
            return False
        st = self.state(d)
        # Thrown, the result box waits for its step (no data-step) whatever the language.
        if st[5] != "":
            log(f"phone {label}: Roll did nothing (the table moved on?): {st}")
            return False
        clicked = time.time()
        try:
            phone.WebDriverWait(d, 60, poll_frequency=0.05).until(
                lambda d: (phone.result_step(d) or "") not in ("", before))
        except Exception:
            phone.fail(f"phone {label} threw (Roll) but no result came in 60 s: "
                       + self.describe() + "\ngame output:\n" + "\n".join(self.game.seen[-20:]))
        took = time.time() - clicked
        self.throws += 1
        result = self.state(d)
        self.throw_log.append((label, seat, result[5], round(took, 2), result[6]))
        self.windows.append((label, lines_before, len(self.capture.read())))
        log(f"throw {self.throws}: phone {label} ({name}) -> step {result[5]} in {took:.2f} s: "
            f"{result[6]}")
        for _, other, _, _ in self.phones:
            self.whole_lines(other)
        return True

    def whole_lines(self, d):
        """Every line the phone shows is a whole sentence or a labelled figure: no text
        node holds two lines run together (a line break in a text node renders as a
        space), and the result never shows a player's name alone."""
        bad = d.execute_script("""
            const names = Array.from(document.querySelectorAll('#seats [data-seat] span'), (e) => e.textContent.trim());
            const bad = [], walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            while (walk.nextNode()) {
              const node = walk.currentNode, parent = node.parentElement, text = node.textContent.trim();
              if (!text || !parent || parent.closest('script, style, [hidden]')) continue;
              if (text.includes('\\n') && !getComputedStyle(parent).whiteSpace.startsWith('pre'))
                bad.push('two lines in one: ' + JSON.stringify(text));
              if (parent.closest('#result') && names.includes(text))
                bad.push('a name alone in the result: ' + JSON.stringify(text));
            }
            return bad;""")
        if bad:
            phone.fail(f"the phone shows lines that are not whole: {bad}")

    # ---- forging ---------------------------------------------------------------------

    def find_up_topic(self):
        topics = {m["topic"] for m in self.capture.read()}
        ups = sorted(t for t in topics if re.fullmatch(r"pd1/[0-9a-f]{32}/up", t))
        if len(ups) != 1:
            phone.fail(f"the capture should name one up topic, it has {ups} (topics {sorted(topics)})")
        if ups[0] != f"pd1/{self.room}/up":
            phone.fail(f"the up topic {ups[0]} is not the link's room {self.room}")
        self.up_topic = ups[0]
        return ups[0]

    def publish(self, payload_hex, what):
        topic = self.up_topic or self.find_up_topic()
        script = (
            "import sys, paho.mqtt.client as mqtt\n"
            "c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, transport='websockets',"
            " protocol=mqtt.MQTTv311)\n"
            "c.ws_set_options(path='/')\n"
            "c.connect('127.0.0.1', int(sys.argv[1]), keepalive=10)\n"
            "c.loop_start()\n"
            "info = c.publish(sys.argv[2], bytes.fromhex(sys.argv[3]), qos=1)\n"
            "info.wait_for_publish(10)\n"
            "ok = info.is_published()\n"
            "c.disconnect(); c.loop_stop()\n"
            "print('published' if ok else 'not published')\n")
        out = subprocess.run([self.args.python, "-c", script, str(self.ws_port), topic, payload_hex],
                             capture_output=True, text=True, timeout=30)
        if out.returncode != 0 or "published" != out.stdout.strip():
            phone.fail(f"forging ({what}) failed: {out.stdout} {out.stderr}")
        self.forged.append((what, len(payload_hex) // 2))
        log(f"forged: {what}, {len(payload_hex) // 2} bytes to {topic}")

    def unchanged_after(self, what, seconds=4):
        before = [self.state(d) for _, d, _, _ in self.phones]
        time.sleep(seconds)
        after = [self.state(d) for _, d, _, _ in self.phones]
        if not self.game.alive():
            phone.fail(f"the game exited after {what}: " + "\n".join(self.game.seen[-20:]))
        # Only what the game says counts (the link and the page's notes may flicker).
        keys = lambda s: (s[0], s[1], s[2], s[4], s[5])
        if [keys(s) for s in before] != [keys(s) for s in after]:
            phone.fail(f"the table changed after {what}:\n before {before}\n after  {after}")
        log(f"after {what}: the table is unchanged ({seconds} s)")

    def forge_random(self):
        self.wait_settled()
        self.random_payload = secrets.token_bytes(200)
        self.publish(self.random_payload.hex(), "200 random bytes")
        self.unchanged_after("200 random bytes")

    def forge_replay(self, who):
        """Replay, byte for byte, the up messages captured while the last throw went."""
        label, d, seat, name = who
        thrower, start, end = self.windows[-1]
        # Not new phones' first letters: the stranger's flood (the phones' own are made
        # at connecting, not in a throw's window).
        ups = [m for m in self.capture.read()[start:end] if m["topic"] == (self.up_topic or self.find_up_topic())
               and not m["payload_hex"].startswith("31")]
        if not ups:
            phone.fail(f"no up message captured for the last throw (capture lines {start}..{end})")
        mine = thrower == label
        for m in ups:
            self.publish(m["payload_hex"], f"replay of phone {thrower}'s last throw window"
                         + (" on its own turn" if mine else f" (phone {label} to throw)"))
        self.unchanged_after("the replay")

    # ---- the outage ------------------------------------------------------------------

    def outage(self):
        self.wait_settled()
        welcomes = {label: self.welcomes(d) for label, d, _, _ in self.phones}
        log("killing the broker (SIGKILL)")
        killed = time.time()
        self.broker.p.send_signal(signal.SIGKILL)
        self.broker.p.wait(timeout=10)
        down = {}
        while len(down) < 2 and time.time() - killed < 40:
            for label, d, _, _ in self.phones:
                if label not in down and phone.body(d, "link") == "down":
                    down[label] = time.time() - killed
            time.sleep(0.05)
        if len(down) < 2:
            phone.fail(f"not every phone saw the link go down in 40 s: {down}; " + self.describe())
        self.timings["link down"] = down
        log("link down on the phones after", {k: f"{v:.2f} s" for k, v in down.items()})
        phone.shot(self.a, self.args.shots, "online-link-down-360x640")
        time.sleep(5)
        log("starting the broker again on the same port")
        restarted = time.time()
        self.start_broker()
        up, back = {}, {}
        while (len(up) < 2 or len(back) < 2) and time.time() - restarted < 60:
            for label, d, _, _ in self.phones:
                if label not in up and phone.body(d, "link") == "up":
                    up[label] = time.time() - restarted
                if label not in back and self.welcomes(d) > welcomes[label]:
                    back[label] = time.time() - restarted
            time.sleep(0.05)
        self.timings["link up"], self.timings["welcomed again"] = up, back
        log("after the restart: link up", {k: f"{v:.2f} s" for k, v in up.items()},
            "welcomed again", {k: f"{v:.2f} s" for k, v in back.items()})
        if len(up) < 2 or len(back) < 2:
            phone.fail(f"the phones did not come back in 60 s (up {up}, welcomed {back}); "
                       + self.describe())
        for label, d, seat, name in self.phones:
            phone.wait(d, f"phone {label} seated again", lambda d: phone.body(d, "seated") == "yes"
                       and d.find_element(By.ID, "who").text == name, 20)
        self.timings["outage"] = time.time() - killed
        log(f"both phones back, seated, {time.time() - killed:.1f} s after the kill: "
            + self.describe())

    def outage_phones_first(self):
        """The broker back while the game still waits out its backoff, and the phones
        straight back (a player switching back to the browser reconnects at once): their
        hello reaches a broker with no game behind it. Once the game is back (it clears
        the up topic's retained message as it connects: an empty message there), both
        phones must be welcomed and seated again."""
        self.wait_settled()
        welcomes = {label: self.welcomes(d) for label, d, _, _ in self.phones}
        game_marker = lambda m: m["topic"] == self.up_topic and not m["payload_hex"]
        log("second outage, the phones back first: killing the broker (SIGKILL)")
        killed = time.time()
        self.broker.p.send_signal(signal.SIGKILL)
        self.broker.p.wait(timeout=10)
        phone.wait(self.a, "both phones to see the link down", lambda _: all(
            phone.body(d, "link") == "down" for _, d, _, _ in self.phones), 40)
        # The game tries again 0.5, 1.5, 3.5, 7.5 and 15.5 s after the loss: a broker back
        # at 8 s has the phones for 7 s before the game.
        time.sleep(max(0.0, killed + 8.0 - time.time()))
        tables_before = sum(1 for m in self.capture.read() if game_marker(m))
        self.start_broker()
        restarted = time.time()
        for _, d, _, _ in self.phones:
            d.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
        up, back, game_back = {}, {}, None
        while len(back) < 2 and time.time() - restarted < self.args.back_within:
            for label, d, _, _ in self.phones:
                if label not in up and phone.body(d, "link") == "up":
                    up[label] = time.time() - restarted
                if label not in back and self.welcomes(d) > welcomes[label]:
                    back[label] = time.time() - restarted
            if game_back is None and sum(1 for m in self.capture.read()
                                         if game_marker(m)) > tables_before:
                game_back = time.time() - restarted
            time.sleep(0.05)
        fmt = lambda t: {k: f"{v:.2f} s" for k, v in t.items()}
        log(f"broker back {restarted - killed:.1f} s after the kill; since then: phones up "
            f"{fmt(up)}, the game's table {'%.2f s' % game_back if game_back else 'not seen'}, "
            f"welcomed again {fmt(back)}")
        self.timings["phones first: link up"], self.timings["phones first: welcomed"] = up, back
        self.timings["phones first: game back"] = game_back
        first = len(up) == 2 and game_back is not None and max(up.values()) < game_back
        if not first:
            log("(the game was back before the phones this time: the lost hello was not tried)")
        if len(back) < 2:
            phone.fail("after the broker came back the phones connected"
                       + (" before the game (their hello went to no one)" if first else "")
                       + f" and were not welcomed again in {self.args.back_within:.0f} s (up {fmt(up)}, game back "
                       f"{game_back}, welcomed {fmt(back)}): " + self.describe())
        for label, d, seat, name in self.phones:
            phone.wait(d, f"phone {label} seated again", lambda d: phone.body(d, "seated") == "yes"
                       and d.find_element(By.ID, "who").text == name, 20)
        log(f"both phones back, seated, {time.time() - killed:.1f} s after the kill")

    # ---- the insider -----------------------------------------------------------------

    def start_insider(self):
        """A guest with the link (examples/online-insider.rs): it joins as a spectator,
        tries to read, take both seats, forge the game's `moved` on every topic, floods
        the room with 10 000 new phone ids and an oversized retained message, then reads
        through the whole game. The phones must not notice."""
        self.insider = None
        if not self.args.insider:
            log("no insider (--insider not given)")
            return
        self.insider_stop = os.path.join(self.work, "insider.stop")
        self.insider_record = os.path.join(self.work, "insider.json")
        self.insider = self.start("insider", [self.args.insider, "--link", self.link,
                                              "--record", self.insider_record,
                                              "--stop", self.insider_stop,
                                              "--stranger-seconds", "60"],
                                  echo=lambda l: l.startswith("insider"))
        self.insider.wait_for(r"^insider: flooded", 240)
        for label, d, seat, name in self.phones:
            phone.wait(d, f"phone {label} still seated after the insider's tries",
                       lambda d: phone.body(d, "seated") == "yes"
                       and d.find_element(By.ID, "who").text == name, 30)
        self.insider.wait_for(r"^insider: a stranger without the link floods", 30)
        self.stranger_flood()

    def stranger_flood(self):
        """While a stranger without the link floods fresh keys (300 a second): phone A
        reloads its page and must be back on its seat, and a new phone opens the link
        and must be in the room, each within seconds."""
        time.sleep(3)  # the flood under way (it runs for a minute)
        clock = time.time()
        self.a.refresh()
        phone.wait(self.a, "phone A back on its seat after a reload, under the flood",
                   lambda d: phone.body(d, "seated") == "yes" and phone.body(d, "link") == "up"
                   and d.find_element(By.ID, "who").text == "Ann", 20)
        back = time.time() - clock
        self.a.execute_script("""window.__welcomes = 0; new MutationObserver(() => window.__welcomes++)
            .observe(document.getElementById('room'), {childList: true});""")
        c = phone.browser()
        self.drivers.append(c)
        clock = time.time()
        c.get(self.link)
        phone.resize(c, "portrait")
        phone.wait(c, "a new phone in the room, under the flood",
                   lambda d: phone.body(d, "phase") == "setup" and phone.body(d, "link") == "up", 20)
        newcomer = time.time() - clock
        shown = c.find_element(By.ID, "game-key").text
        if self.fingerprint not in shown:
            phone.fail(f"the new phone shows {shown!r}, the game's key is {self.fingerprint}")
        c.quit()
        self.drivers.remove(c)
        self.timings["stranger: reloaded phone back on its seat"] = back
        self.timings["stranger: new phone in"] = newcomer
        log(f"under the stranger's flood: phone A reloaded and back on its seat in {back:.2f} s, "
            f"a new phone in the room in {newcomer:.2f} s")

    def check_insider(self):
        if not self.insider:
            return
        open(self.insider_stop, "w").close()
        deadline = time.time() + 60
        while self.insider.alive() and time.time() < deadline:
            time.sleep(0.2)
        if self.insider.alive() or self.insider.p.returncode != 0:
            phone.fail(f"the insider did not finish cleanly: {self.insider.seen[-20:]}")
        with open(self.insider_record, encoding="utf-8") as f:
            record = json.load(f)
        print("insider's record:", json.dumps(record, sort_keys=True))
        if record["opened"] or record["took_seats"] or record["followed"]:
            phone.fail(f"the insider got somewhere: {record}")
        if record["tried_open"] < 20 or record["tried_seats"] < 2 or record["forged"] < 2 \
                or record["flooded"] < 10000:
            phone.fail(f"the insider did not try everything: {record}")
        for label, d, seat, name in self.phones:
            if phone.body(d, "seated") != "yes" or d.find_element(By.ID, "who").text != name:
                phone.fail(f"phone {label} did not finish on seat {seat} as {name}")
        log(f"insider: opened none of {record['tried_open']} letters, took none of "
            f"{record['tried_seats']} seats, {record['forged']} forgeries and "
            f"{record['flooded']} new ids changed nothing; both phones finished on their seats")

    # ---- the end ---------------------------------------------------------------------

    def finish(self):
        for label, d, _, _ in self.phones:
            phone.wait(d, f"phone {label}: game over", lambda d: phone.body(d, "phase") == "over", 60)
        phone.shot(self.a, self.args.shots, "online-over-360x640")
        log("both phones say over:", self.describe())
        history = os.path.join(self.args.data, "history")
        deadline, kept = time.time() + 30, []
        while time.time() < deadline:
            kept = sorted(f for f in os.listdir(history) if f.endswith(".ron")) \
                if os.path.isdir(history) else []
            if kept:
                break
            time.sleep(0.2)
        if len(kept) != 1:
            phone.fail(f"the history folder {history} should hold one game, it holds {kept}")
        record = os.path.join(history, kept[0])
        out = subprocess.run([self.args.bin, "replay", record], capture_output=True, text=True,
                             timeout=60)
        if out.returncode != 0:
            phone.fail(f"replay {record} failed: {out.stderr}")
        rolls = [l.strip() for l in out.stdout.splitlines() if re.match(r"\s+\S+ rolled ", l)]
        done = json.loads(subprocess.run([self.args.bin, "replay", record, "--json"],
                                         capture_output=True, text=True, timeout=60).stdout)
        log(f"kept game {record}: {len(rolls)} rolls, finished {done['finished']}, "
            f"winners {done['winners']}")
        for r in rolls:
            print("   ", r)
        autosave = os.path.join(self.args.data, "autosave.ron")
        log("autosave.ron:", "present" if os.path.exists(autosave) else "cleared (game finished)")
        if not done["finished"]:
            phone.fail("the kept game is not finished")
        by_seat = [sum(1 for t in self.throw_log if t[1] == s) for s in (0, 1)]
        rolled = [sum(1 for r in rolls if r.startswith(n + " rolled")) for n in ("Ann", "Ben")]
        print(f"record: {len(rolls)} rolls (Ann {rolled[0]}, Ben {rolled[1]}); "
              f"phones threw {self.throws} (A {by_seat[0]}, B {by_seat[1]})")
        if len(rolls) != self.throws or rolled != by_seat:
            phone.fail(f"the record has {len(rolls)} rolls {rolled}, the phones made "
                       f"{self.throws} throws {by_seat} that the game took")

    def traffic(self):
        msgs = self.capture.read()
        topics = {m["topic"] for m in msgs}
        payloads = [bytes.fromhex(m["payload_hex"]) for m in msgs]
        total = sum(len(p) for p in payloads)
        secrets_ = NAMES + [t.encode() for t in self.tokens] + [self.key.encode()] + WORDS
        bad, coincidences, unsealed = [], [], []
        for m, p in zip(msgs, payloads):
            if self.random_payload is not None and p == self.random_payload:
                continue  # the forgery: random bytes, ours
            if len(p) >= 200 and len(set(p)) == 1:
                continue  # the insider's junk (one byte over and over)
            for s in secrets_:
                if s in m["topic"].encode():
                    bad.append((m["topic"], s))
                at = p.find(s)
                while at >= 0:
                    around = p[max(0, at - 2):at] + p[at + len(s):at + len(s) + 2]
                    if len(s) <= 3 and not all(32 <= c < 127 for c in around):
                        # A 3-byte name inside ciphertext by chance (about 1 in 16 million
                        # a position): not text around it, so not a leak.
                        coincidences.append((m["topic"], s, p[max(0, at - 2):at + len(s) + 2].hex()))
                    else:
                        bad.append((m["topic"], s, p[max(0, at - 8):at + len(s) + 8]))
                    at = p.find(s, at + 1)
            # First letters (a phone's key and proof: two fixed lengths), the game's answers
            # (its fresh key first), sealed letters either way (a phone's id first up) and
            # the casts to the phones without a seat (a signature last); the insider's
            # forged game letters on `up` have the game's shape there.
            sizes = {0x31: {1 + 65 + 16}, 0x32: {1 + 65 + 8 + 8 + 16},
                     0x33: {pad + 1 + 16 + 12 + 16 for pad in PADS},
                     0x34: {pad + 1 + 65 + 12 + 16 for pad in PADS},
                     0x35: {pad + 1 + 12 + 16 for pad in PADS},
                     0x36: {pad + 1 + 12 + 16 + 64 for pad in PADS}}
            if p and len(p) not in sizes.get(p[0], set()):
                unsealed.append((m["topic"], p[:16].hex(), len(p)))
            fake = getattr(self, "fake_room", None)
            if not m["topic"].startswith(f"pd1/{self.room}/") and \
                    not (fake and m["topic"].startswith(f"pd1/{fake}/")):
                bad.append((m["topic"], "a topic outside the room"))
        print(f"traffic: {len(msgs)} messages, {len(topics)} topics, {total} bytes "
              f"({sum(1 for m in msgs if m['topic'] == self.up_topic)} up, "

              f"{sum(1 for m in msgs if '/p/' in m['topic'])} to one phone, "
              f"{sum(1 for m in msgs if '/c/' in m['topic'])} cast)")
        for t in sorted(topics):
            print("   topic", re.sub(r"pd1/[0-9a-f]{32}/", "pd1/<room>/", t))
        if coincidences:
            print("   (3-byte chance matches in ciphertext, not text:", coincidences, ")")
        if unsealed:
            phone.fail(f"payloads that are not sealed: {unsealed[:5]}")
        if bad:
            phone.fail(f"the traffic gives away: {bad[:5]}")
        checked = len(msgs) - (1 if self.random_payload is not None else 0)
        print(f"no name, token or die value in {checked} messages "
              f"(every payload sealed or empty; the forged random one left out)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--python", required=True)
    parser.add_argument("--config", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--shots")
    parser.add_argument("--patch-page", help="serve the exported page with this file's script")
    parser.add_argument("--back-within", type=float, default=45,
                        help="seconds the phones have to be welcomed again after the second "
                             "outage's broker restart")
    parser.add_argument("--phone-b-lang", default="de",
                        help="phone B's browser language (en-US: both phones in English)")
    parser.add_argument("--audience-lang", default="fr",
                        help="the audience phone's browser language (en-US: English)")
    parser.add_argument("--insider", help="the online-insider example: a guest with the link "
                        "beside the game (tries every way in; its record must show none worked)")
    parser.add_argument("--no-phones-first", dest="phones_first", action="store_false",
                        help="leave out the second outage (the phones back before the game)")
    args = parser.parse_args()
    args.bin = os.path.abspath(args.bin)
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    # `timeout` (online.sh) sends SIGTERM: clean up as on any other way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("FAIL: terminated (timeout?)"))
    test = Test(args)
    try:
        test.setup()
        test.open_phones()
        test.fake_link()
        test.start_insider()
        test.start_game()
        test.start_audience()
        test.play()
        test.finish()
        test.check_audience()
        test.check_insider()
        test.traffic()
        log("throws:", test.throw_log)
        log("timings:", {k: ({kk: round(vv, 2) for kk, vv in v.items()} if isinstance(v, dict)
                             else round(v, 2)) for k, v in test.timings.items()})
        log("forged:", test.forged)
        log("replays done:", test.replays)
        if not test.game.alive():
            phone.fail("the game exited before the end of the test")
    finally:
        test.cleanup()
    print(f"PASS ({time.time() - T0:.0f} s)")


if __name__ == "__main__":
    main()
