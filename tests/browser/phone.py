#!/usr/bin/python3
"""The phone page in a real browser: headless Chromium driven by Selenium (WebDriver),
against any running host -- the example host (tests/browser/run.sh) or the game itself.

    /usr/bin/python3 tests/browser/phone.py --url http://ADDRESS:PORT/ --code ABCD \
        [--host-log FILE] [--shots DIR] [--to-the-end] [--lang de]

It opens the page as a 360x640 phone, joins with the code, takes seat 0, throws with a
swipe (a touch pointer through WebDriver actions: the standard protocol, so the same
script can drive other browsers), and checks that body[data-turn] follows the game and
that a result appears only once the host has published it. With --host-log (the example
host's stdout) it also checks that the host received the swipe's launch and that the
result was not on the page before the host's "landed" line. It reloads the page and
checks that the seat comes back (the seat token in the page's storage). Screenshots of
the join screen and the seated page at 360x640, 640x360 and 1280x800 go to --shots.

With --lang LANG it runs as a browser set to LANG (Chromium's --lang and --accept-lang)
instead: the page must come in LANG (<html lang>, and the words of
assets/i18n/LANG/phone.ftl on the join screen, the seats, the throw and the card, none of
them English where LANG words them otherwise; for en-XA, the pseudo-locale, none of them
English), through a seat and a throw, and nothing on the join screen or the seated page
may run off the 360x640 phone or be cut; its screenshots are phone-LANG.png (the seated
page) and phone-LANG-join.png at 360x640.

Beside the seated phone an audience phone plays along (a phone without a seat): it joins
the audience with a name, answers every question before the dice are thrown (a tap on
an answer, a tap on how sure), and by the end of the whole game shows its place and the
leaderboard (screenshot audience-360x640.png). With --lang it joins in LANG, and its
panel and the question must read LANG (audience-LANG.png).

Selenium and WebDriver actions rather than raw DevTools calls: the actions are the W3C
standard for synthesized pointers (touch included), Debian packages both
(python3-selenium, chromium-driver), and the script stays readable.
"""

import argparse
import os
import re
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SIZES = {"portrait": (360, 640), "landscape": (640, 360), "laptop": (1280, 800)}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def browser(lang="en-US"):
    """Headless Chromium whose language (its interface and its Accept-Language) is lang."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=360,640",
                 f"--lang={lang}", f"--accept-lang={lang}"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    service = Service(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def resize(driver, name):
    width, height = SIZES[name]
    mobile = name != "laptop"
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 2 if mobile else 1,
        "mobile": mobile, "screenOrientation": {
            "type": "portraitPrimary" if height > width else "landscapePrimary",
            "angle": 0 if height > width else 90}})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile})
    time.sleep(0.3)


def shot(driver, shots, name):
    if shots:
        path = os.path.join(shots, name + ".png")
        driver.save_screenshot(path)
        print("screenshot", path)


def body(driver, attribute):
    return driver.find_element(By.TAG_NAME, "body").get_attribute("data-" + attribute)


def wait(driver, what, test, timeout=15):
    try:
        # The page draws again on every state: an element may go stale between finding
        # it and reading it, which only means "look again".
        return WebDriverWait(driver, timeout, poll_frequency=0.05,
                             ignored_exceptions=(NoSuchElementException,
                                                 StaleElementReferenceException)).until(lambda d: test(d))
    except Exception:
        fail("timed out waiting for " + what)


def result_step(driver):
    return driver.find_element(By.ID, "result").get_attribute("data-step")


def host_lines(log):
    if not log:
        return []
    with open(log, encoding="utf-8") as f:
        return f.read().splitlines()


def swipe_up(driver):
    """A flick on the throw pad: a touch pointer from its middle up 220 px in 120 ms."""
    pad = driver.find_element(By.ID, "pad")
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(driver, mouse=finger, duration=40)
    actions.pointer_action.move_to(pad).pointer_down()
    for _ in range(3):
        actions.pointer_action.move_by(8, -73)
    actions.pointer_action.pointer_up()
    actions.perform()


def join_and_sit(driver, url, code, shots):
    driver.get(url)
    resize(driver, "portrait")
    wait(driver, "the code field", lambda d: d.find_element(By.ID, "code").is_displayed())
    if body(driver, "phase") != "join":
        fail("the page should ask for the code first")
    shot(driver, shots, "join-360x640")
    driver.find_element(By.ID, "code").send_keys(code)
    driver.find_element(By.ID, "join").click()
    wait(driver, "joining", lambda d: body(d, "phase") in ("setup", "playing"))
    wait(driver, "seat 0's button", lambda d: d.find_elements(By.CSS_SELECTOR, '[data-seat="0"]'))
    driver.find_element(By.CSS_SELECTOR, '[data-seat="0"]').click()
    wait(driver, "the seat", lambda d: body(d, "seated") == "yes")
    print("seated in seat 0")


def first_throw(driver, log, shots):
    wait(driver, "my turn", lambda d: body(d, "turn") == "yours" and body(d, "await") == "throw", 30)
    for name in ("portrait", "landscape", "laptop"):
        resize(driver, name)
        width, height = SIZES[name]
        shot(driver, shots, f"seated-{width}x{height}")
    resize(driver, "portrait")
    before = result_step(driver)
    swipe_up(driver)
    wait(driver, "the throw to be sent", lambda d: body(d, "await") == "nothing"
         or "Rolling" in d.find_element(By.ID, "result").text, 5)
    if result_step(driver) != "":
        fail("a result showed at once after the throw")
    shot(driver, shots, "rolling-360x640")
    if log:
        check_host_saw_swipe(driver, log, before)
    wait(driver, "the result", lambda d: result_step(d) not in ("", before), 15)
    print("result:", driver.find_element(By.ID, "result").text.replace("\n", " / "))
    shot(driver, shots, "result-360x640")


def check_host_saw_swipe(driver, log, before):
    """The host got the swipe as a launch up the screen, and the result was not on the
    page before the host published it."""
    throw = None
    deadline = time.time() + 10
    while time.time() < deadline:
        # The page first, then the log: a result on the page with no "landed" line
        # written before it (the host writes the line, then publishes) came early.
        shown = result_step(driver) not in ("", before)
        lines = host_lines(log)
        throw = next((l for l in lines if l.startswith("throw seat=0")), None)
        landed = any(l.startswith("landed") for l in lines)
        if shown and not landed:
            fail("the page showed a result before the host published it")
        if throw and landed:
            break
        time.sleep(0.02)
    match = re.match(r"throw seat=0 dx=(\S+) dy=(\S+) speed=(\S+)", throw or "")
    if not match:
        fail(f"the host did not get a swipe launch: {throw!r}")
    dx, dy, speed = (float(v) for v in match.groups())
    if not (dy < -0.9 and abs(dx) < 0.3 and 0.0 < speed <= 1.0):
        fail(f"the launch does not match an upward flick: {throw}")
    print("host got", throw)


def play_until_theirs(driver, shots, to_the_end, patience=0.0):
    """Rolls with the button whenever it is this phone's turn (after `patience` seconds,
    the audience's time to answer), until the turn passes to the other seat (and, with
    to_the_end, until the game is over)."""
    seen = set()
    deadline = time.time() + (240 if to_the_end else 90)
    since = None
    while time.time() < deadline:
        turn = body(driver, "turn")
        seen.add(turn)
        if turn == "over" or (not to_the_end and "theirs" in seen):
            break
        if turn == "yours" and body(driver, "await") == "throw":
            since = since or time.time()
            roll = driver.find_element(By.ID, "roll")
            if roll.is_enabled() and time.time() - since >= patience:
                roll.click()
                since = None
        else:
            since = None
        time.sleep(0.1)
    if "theirs" not in seen:
        fail("body[data-turn] never said theirs")
    if to_the_end and body(driver, "turn") != "over":
        fail("the game did not end")
    if to_the_end:
        my_row_reads_as_words(driver)
    shot(driver, shots, f"{body(driver, 'turn')}-360x640")
    print("data-turn went through", sorted(seen))


def my_row_reads_as_words(driver):
    """The game-over panel's row under the name: each part a labelled figure or a
    sentence ("Total +1", "P1 wins"), never a bare number or a lone word."""
    row = driver.find_element(By.ID, "my-row")
    parts = [s.text.strip() for s in row.find_elements(By.TAG_NAME, "span")]
    if len(parts) < 2:
        fail(f"the row says too little: {parts!r}")
    for part in parts[1:]:
        words = re.findall(r"[^\W\d_]+", part)
        if not words or (len(part.split()) < 2):
            fail(f"{part!r} in the row {parts!r} is not a labelled figure or a sentence")
    if not re.match(r"(Total|Score) ", parts[1]):
        fail(f"the row does not start with its total: {parts!r}")
    print("my row reads:", " · ".join(parts))


def reload_keeps_the_seat(driver, name="P1"):
    driver.refresh()
    wait(driver, "the seat after a reload", lambda d: body(d, "seated") == "yes", 15)
    who = driver.find_element(By.ID, "who").text
    if who != name:
        fail(f"after a reload the page holds {who!r}, not {name}")
    print("reload: seat 0 kept")


def a_new_player_waits_for_the_host(url, code, shots):
    """Another phone asks to join as a new player: it says it asked the host, and then
    that the host said no (the example host answers N after a while); nothing was added."""
    driver = browser()
    try:
        driver.get(url)
        resize(driver, "portrait")
        wait(driver, "the code field", lambda d: d.find_element(By.ID, "code").is_displayed())
        driver.find_element(By.ID, "code").send_keys(code)
        driver.find_element(By.ID, "join").click()
        wait(driver, "the setup", lambda d: body(d, "phase") == "setup")
        wait(driver, "the new player's form",
             lambda d: d.find_element(By.ID, "name").is_displayed())
        driver.find_element(By.ID, "name").send_keys("Zoë")
        driver.find_element(By.ID, "join-as").click()
        note = lambda d: d.find_element(By.ID, "seats-note").text
        wait(driver, "the question to the host", lambda d: "Asked the host" in note(d))
        shot(driver, shots, "asking-the-host-360x640")
        wait(driver, "the host's answer", lambda d: "the host said no" in note(d), 10)
        shot(driver, shots, "refused-by-the-host-360x640")
        if driver.find_elements(By.CSS_SELECTOR, '[data-seat="2"]'):
            fail("a refused player got a seat")
        print("new player: asked, then refused:", note(driver))
    finally:
        driver.quit()


def the_qr_codes_link_joins_without_typing(url, key, shots):
    """A second phone opens the QR code's link (the room key after #): it joins at once,
    with no code typed, and the key is gone from the address bar."""
    driver = browser()
    try:
        driver.get(f"{url}#{key}")
        wait(driver, "the room after the QR code's link",
             lambda d: body(d, "phase") not in ("", "join"))
        if "#" in driver.current_url:
            fail(f"the key stayed in the address bar: {driver.current_url}")
        room = driver.find_element(By.ID, "room").text
        if not room:
            fail("the page does not show the room code after joining by the link")
        if shots:
            driver.save_screenshot(os.path.join(shots, "phone-joined-by-qr-360x640.png"))
        print("QR link: joined room", room)
    finally:
        driver.quit()


ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def phone_words(lang):
    """The one-line messages of assets/i18n/LANG/phone.ftl, by id."""
    words = {}
    path = os.path.join(ROOT, "assets", "i18n", lang, "phone.ftl")
    with open(path, encoding="utf-8") as f:
        for line in f:
            match = re.match(r"(phone-[a-z-]+) = (.+)$", line.rstrip("\n"))
            if match:
                words[match.group(1)] = match.group(2).strip()
    return words


FITS_JS = """
const w = window.innerWidth, bad = [];
if (document.documentElement.scrollWidth > w + 1)
  bad.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + w);
for (const el of document.querySelectorAll('body *')) {
  const s = getComputedStyle(el), r = el.getBoundingClientRect();
  if (!r.width || !r.height || s.visibility === 'hidden' || el.closest('[hidden]')) continue;
  // Text kept for screen readers only stands off the page on purpose.
  if (s.position === 'absolute' && (r.width <= 1 || r.height <= 1)) continue;
  const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '');
  if (r.right > w + 1 || r.left < -1)
    bad.push(name + ' outside the window: ' + Math.round(r.left) + '..' + Math.round(r.right));
  else if (el.scrollWidth > el.clientWidth + 1 && ['hidden', 'clip'].includes(s.overflowX)
           && el.textContent.trim())
    bad.push(name + ' cut: ' + el.scrollWidth + ' > ' + el.clientWidth);
}
return bad.slice(0, 10);
"""


def fits(driver, lang, where):
    """Nothing on the page runs off a 360-pixel phone or is cut, in `lang`."""
    bad = driver.execute_script(FITS_JS)
    if bad:
        fail(f"{where} in {lang} at 360x640 does not fit: {bad}")


def the_page_reads(url, code, lang, shots):
    """A browser set to `lang`: every word checked on the page is LANG's, not English."""
    # The pseudo-locale (en-XA) has no files: the server makes it from English, longer
    # and accented, so its words must differ from English's and still fit.
    pseudo = lang == "en-XA"
    english = phone_words("en")
    theirs = english if pseudo else phone_words(lang)
    missing = sorted(set(english) - set(theirs))
    if missing:
        fail(f"assets/i18n/{lang}/phone.ftl lacks {len(missing)} messages: {missing[:5]}")
    driver = browser(lang)
    checked = []

    def reads(what, shown, wanted):
        if pseudo:
            if shown == english[wanted] or not shown:
                fail(f"{what} reads {shown!r}: English, not the pseudo-locale ({wanted})")
            checked.append(wanted)
            return
        if shown != theirs[wanted]:
            fail(f"{what} reads {shown!r}, not {lang}'s {theirs[wanted]!r} ({wanted})")
        if theirs[wanted] != english[wanted]:
            checked.append(wanted)

    text = lambda d, id: d.find_element(By.ID, id).text
    try:
        driver.get(url)
        resize(driver, "portrait")
        wait(driver, "the code field", lambda d: d.find_element(By.ID, "code").is_displayed())
        page_lang = driver.execute_script("return document.documentElement.lang")
        if page_lang.split("-")[0] != lang.split("-")[0]:
            fail(f"the page says it is in {page_lang!r}, not {lang}")
        reads("the join button", text(driver, "join"), "phone-join")
        reads("the join screen's line", driver.find_element(By.CSS_SELECTOR, "#join-screen p").text,
              "phone-join-hint")
        reads("the code field's name", driver.find_element(By.ID, "code").get_attribute("aria-label"),
              "phone-code-label")
        reads("the link line", text(driver, "link-text"), "phone-link-off")
        shot(driver, shots, f"phone-{lang}-join")
        fits(driver, lang, "the join screen")
        driver.find_element(By.ID, "code").send_keys(code)
        driver.find_element(By.ID, "join").click()
        wait(driver, "joining", lambda d: body(d, "phase") in ("setup", "playing"))
        wait(driver, "a free seat", lambda d: d.find_elements(By.CSS_SELECTOR, '[data-seat="0"]'))
        small = driver.find_element(By.CSS_SELECTOR, '[data-seat="0"] small').text
        reads("a free seat", small, "phone-seat-free")
        driver.find_element(By.CSS_SELECTOR, '[data-seat="0"]').click()
        wait(driver, "the seat", lambda d: body(d, "seated") == "yes")
        reads("the link line", text(driver, "link-text"), "phone-link-up")
        reads("the leave button", text(driver, "leave"), "phone-leave")
        reads("the roll button", text(driver, "roll"), "phone-roll")
        wait(driver, "my turn", lambda d: body(d, "turn") == "yours" and body(d, "await") == "throw", 30)
        reads("the scorecard", driver.find_element(By.CSS_SELECTOR, "#card-box summary").text,
              "phone-scorecard")
        reads("the turn line", text(driver, "turn-line"), "phone-turn-yours")
        reads("the pad", text(driver, "pad"), "phone-swipe")
        header = driver.find_elements(By.CSS_SELECTOR, "#card th")
        if len(header) > 1:
            reads("the card's total column", header[1].text, "phone-card-total")
        shot(driver, shots, f"phone-{lang}")
        fits(driver, lang, "the seated page")
        driver.find_element(By.ID, "roll").click()
        wait(driver, "the throw to be sent", lambda d: body(d, "await") == "nothing"
             or text(d, "pad") == theirs["phone-pad-thrown"], 5)
        # That was the slam number, everyone's roll: the audience's first question comes
        # with P1's turn.
        wait(driver, "P1's turn", lambda d: result_step(d) != "" and body(d, "turn") == "yours"
             and body(d, "await") == "throw", 30)
        the_audience_reads(url, code, lang, reads, shots)
        driver.find_element(By.ID, "roll").click()
    finally:
        driver.quit()
    if not checked:
        fail(f"every word checked is the same in {lang} and English: is {lang} translated?")
    print(f"the page reads {lang}:", ", ".join(checked))


def to_the_audience_panel(driver, url, code):
    """A phone without a seat at 360x640: joins the room with the code, until the page
    offers to play along."""
    driver.get(url)
    resize(driver, "portrait")
    wait(driver, "the code field", lambda d: d.find_element(By.ID, "code").is_displayed())
    driver.find_element(By.ID, "code").send_keys(code)
    driver.find_element(By.ID, "join").click()
    wait(driver, "the audience's panel", lambda d: d.find_element(By.ID, "audience-panel").is_displayed())


def to_the_audience_panel_by_link(driver, link):
    """A phone without a seat at 360x640 opening the online join link (no code to type),
    until the page offers to play along."""
    driver.get(link)
    resize(driver, "portrait")
    wait(driver, "the audience's panel", lambda d: d.find_element(By.ID, "audience-panel").is_displayed(), 60)


def join_the_audience(driver, url, code, name, link=None):
    """A phone without a seat: joins the room with the code (or opens the online `link`),
    then the audience as `name`."""
    if link:
        to_the_audience_panel_by_link(driver, link)
    else:
        to_the_audience_panel(driver, url, code)
    driver.find_element(By.ID, "audience-name").send_keys(name)
    driver.find_element(By.ID, "audience-go").click()
    wait(driver, "the audience's welcome", lambda d: not d.find_element(By.ID, "audience-join").is_displayed())
    if driver.find_element(By.ID, "who").text != name:
        fail(f"the header names {driver.find_element(By.ID, 'who').text!r}, not the member {name!r}")


def answer_open_questions(driver, sure=75):
    """Answers every open question this phone has not answered: its first answer, `sure`
    per cent sure (or the least it may say). How many it answered."""
    answered = 0
    ids = driver.execute_script(
        "return [...document.querySelectorAll('[data-question]')].map((b) => b.dataset.question)")
    for qid in ids:
        # The page draws the questions again on every state: find each anew.
        box = f'[data-question="{qid}"]'
        try:
            if driver.find_elements(By.CSS_SELECTOR, f"{box} .mine-answer"):
                continue
            driver.find_element(By.CSS_SELECTOR, f'{box} [data-pick="0"]').click()
            steps = driver.find_elements(By.CSS_SELECTOR, f"{box} [data-sure]")
            wanted = [s for s in steps if s.get_attribute("data-sure") == str(sure)] or steps
            wanted[0].click()
            # Taken, unless the dice were thrown first (the page then says it was late).
            deadline = time.time() + 5
            while time.time() < deadline:
                if driver.find_elements(By.CSS_SELECTOR, f"{box} .mine-answer"):
                    answered += 1
                    break
                if not driver.find_elements(By.CSS_SELECTOR, box):
                    break
                time.sleep(0.1)
        except Exception:  # noqa: BLE001 - the question locked while it was answered
            continue
    return answered


class AudiencePhone(threading.Thread):
    """An audience phone on its own browser, answering every question until the game is
    over; then its place and the leaderboard must show. With `link` it comes through the
    online join link instead of the LAN's address and code; its screenshots' names start
    with `prefix`."""

    def __init__(self, url, code, shots, link=None, prefix="audience", within=240, lang="en-US"):
        super().__init__(daemon=True)
        self.url, self.code, self.shots, self.link = url, code, shots, link
        self.prefix, self.within, self.lang = prefix, within, lang
        self.answered, self.error, self.done = 0, None, False
        self.question, self.page_lang, self.seats_note = None, None, None

    def run(self):
        driver = browser(self.lang)
        try:
            join_the_audience(driver, self.url, self.code, "Zoë", self.link)
            self.page_lang = driver.execute_script("return document.documentElement.lang")
            deadline = time.time() + self.within
            while body(driver, "phase") != "over" and time.time() < deadline:
                before = self.answered
                if self.question is None:
                    # Read in the page at once: it draws the questions again on every
                    # state, so an element found a moment ago may be gone.
                    self.question = driver.execute_script(
                        "const a = document.querySelector('[data-question] .ask');"
                        " return a ? a.innerText : null")
                self.answered += answer_open_questions(driver)
                if before == 0 and self.answered:
                    shot(driver, self.shots, f"{self.prefix}-question-360x640")
                time.sleep(0.2)
            self.seats_note = driver.execute_script(
                "const n = document.getElementById('seats-note');"
                " return n && n.offsetParent !== null ? n.innerText : ''")
            if self.answered == 0:
                raise AssertionError("the audience phone never had a question to answer")
            wait(driver, "its place", lambda d: "Zoë" in d.find_element(By.ID, "board").text
                 and d.find_element(By.ID, "standing").text, 10)
            shot(driver, self.shots, f"{self.prefix}-360x640")
            print("audience phone: answered", self.answered, "questions;",
                  driver.find_element(By.ID, "standing").text.replace("\n", " / "))
            self.done = True
        except BaseException as e:  # noqa: BLE001 - reported by the main thread
            self.error = e
        finally:
            driver.quit()


# The first question of a Slam Dice game, as English words it (the example host's P1).
ENGLISH_QUESTION = "Does P1 finish this turn?"


def the_audience_reads(url, code, lang, reads, shots):
    """An audience phone in `lang` beside the seated one: its panel, its question and
    how sure it is asked read `lang`, its answer is taken, and it fits 360x640."""
    driver = browser(lang)
    try:
        to_the_audience_panel(driver, url, code)
        reads("the audience's heading",
              driver.find_element(By.CSS_SELECTOR, "#audience-panel h2").text, "phone-audience-title")
        reads("the audience's join button", driver.find_element(By.ID, "audience-go").text,
              "phone-audience-join")
        driver.find_element(By.ID, "audience-name").send_keys("Zoë")
        driver.find_element(By.ID, "audience-go").click()
        wait(driver, "a question", lambda d: d.find_elements(By.CSS_SELECTOR, "[data-question] .ask"))
        question = driver.find_element(By.CSS_SELECTOR, "[data-question] .ask").text
        if lang != "en" and question == ENGLISH_QUESTION:
            fail(f"the audience's question is English in {lang}: {question!r}")
        driver.find_element(By.CSS_SELECTOR, '[data-question] [data-pick="0"]').click()
        wait(driver, "how sure", lambda d: d.find_elements(By.CSS_SELECTOR, "[data-question] .sure-label"))
        reads("how sure", driver.find_element(By.CSS_SELECTOR, "[data-question] .sure-label").text,
              "phone-audience-sure")
        driver.find_element(By.CSS_SELECTOR, '[data-question] [data-sure="75"]').click()
        wait(driver, "the answer taken",
             lambda d: d.find_elements(By.CSS_SELECTOR, "[data-question] .mine-answer"), 5)
        shot(driver, shots, f"audience-{lang}")
        fits(driver, lang, "the audience's page")
        print(f"audience phone in {lang}: {question!r} answered")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--key")
    parser.add_argument("--ask-to-join", action="store_true")
    parser.add_argument("--host-log")
    parser.add_argument("--shots")
    parser.add_argument("--to-the-end", action="store_true")
    parser.add_argument("--lang", help="check the page in this language instead (de, es…)")
    args = parser.parse_args()
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    if args.lang:
        the_page_reads(args.url, args.code, args.lang, args.shots)
        print("PASS")
        return
    if args.ask_to_join:
        a_new_player_waits_for_the_host(args.url, args.code, args.shots)
    driver = browser()
    audience = None
    try:
        join_and_sit(driver, args.url, args.code, args.shots)
        if args.to_the_end:
            audience = AudiencePhone(args.url, args.code, args.shots)
            audience.start()
        first_throw(driver, args.host_log, args.shots)
        reload_keeps_the_seat(driver)
        play_until_theirs(driver, args.shots, args.to_the_end, 1.5 if audience else 0.0)
    finally:
        driver.quit()
    if audience:
        audience.join(60)
        if not audience.done:
            fail(f"the audience phone: {audience.error or 'still waiting'}")
    if args.key:
        the_qr_codes_link_joins_without_typing(args.url, args.key, args.shots)
    print("PASS")


if __name__ == "__main__":
    main()
