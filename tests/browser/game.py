#!/usr/bin/python3
"""The phone page against the real game: starts `party-dice play --phones` in the X
display it is given (tests/browser/game.sh runs it under Xvfb), reads the line
`phones: http://ADDRESS:PORT/ code ABCD` from its stdout, opens that page in headless
Chromium as a 360x640 phone, joins with the code, takes seat 0, starts the game with
Enter in the game's window (xdotool), throws with a synthesized touch swipe, and checks
that the game recorded that roll with the swipe's launch: the autosave in the game's
data folder holds, for roll 0, the launch the game makes of the message the page sent
(read off the page's WebSocket), within 20 s: with --idle past the game's start-up, its
window sleeps up to a minute between frames, so only the server's wake-up makes it that
quick. Then the page's result must be that roll's, its reload keeps the seat, and the
turn passes on. Before the game starts, the seated page taps the Marble finish: the
button must show it picked (the game's table says so) and the game's settings file must
keep `finishes: [Marble]` for seat 0 within 20 s.

    /usr/bin/python3 tests/browser/game.py --bin PATH --config FILE --data DIR [--shots DIR]
        [--idle SECONDS]
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import threading
import time

import phone

# The page's WebSocket messages, kept where the test can read them.
RECORD_SENDS = """
if (!window.__sent) {
  window.__sent = []; window.__ptr = [];
  for (const t of ["pointerdown", "pointermove", "pointerup"])
    document.getElementById("pad").addEventListener(t, (e) => window.__ptr.push([t, e.timeStamp, e.clientX, e.clientY]));
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) { window.__sent.push(String(data)); return send.call(this, data); };
}
"""


def start_game(binary, config):
    """The game with phones on any free port; returns the process and its phones line."""
    game = subprocess.Popen([binary, "--config", config, "play", "--phones", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 120
    while time.time() < deadline:
        line = game.stdout.readline()
        if not line:
            if game.poll() is not None:
                phone.fail(f"the game exited with {game.returncode} before serving phones")
            continue
        print("game:", line.rstrip())
        match = re.match(r"phones: (http://\S+/) code ([A-Z]{4})$", line.strip())
        if match:
            # The rest of its output, so that a full pipe never stalls the game.
            threading.Thread(target=echo, args=(game,), daemon=True).start()
            return game, match.group(1), match.group(2)
    phone.fail("the game never printed its phones line")


def echo(game):
    for line in game.stdout:
        if "ERROR" in line or "WARN" in line:
            print("game:", line.rstrip())


def press_enter(driver):
    """Enter in the game's window, which starts the game: the window focused (there is
    no window manager) and the key typed through XTEST, as a keyboard would."""
    found = subprocess.run(["xdotool", "search", "--sync", "--name", "^Party Dice$"],
                           capture_output=True, text=True, timeout=60).stdout.split()
    if not found:
        phone.fail("no game window to type into")
    window = found[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=20)
    subprocess.run(["xdotool", "mousemove", "--window", window, "300", "300"], check=True, timeout=20)
    subprocess.run(["xdotool", "key", "Return"], check=True, timeout=20)
    phone.wait(driver, "the game to start", lambda d: phone.body(d, "phase") == "playing", 60)


def launch_of(message):
    """The launch the game records for a throw message: the direction normalised and in
    thousandths, the speed (and spin) in thousandths of the hardest throw."""
    launch = message["launch"]
    dx, dy, speed = float(launch["dx"]), float(launch["dy"]), float(launch["speed"])
    length = math.hypot(dx, dy)
    speed = round(min(1.0, max(0.0, speed)) * 1000)
    if length < 1e-6:
        return 0, -1000, speed  # too short to read: straight away from the player
    return round(dx / length * 1000), round(dy / length * 1000), speed


def recorded_launch(data, timeout=20):
    """Roll 0's launch in the autosave, once the game wrote it."""
    path = os.path.join(data, "autosave.ron")
    deadline = time.time() + timeout
    pattern = re.compile(r"launches:\s*\{\s*0:\s*\(\s*direction:\s*\(\s*(-?\d+),\s*(-?\d+)\s*\),"
                         r"\s*speed:\s*(\d+),\s*spin:\s*(\d+),?\s*\)")
    while time.time() < deadline:
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                found = pattern.search(f.read())
            if found:
                return tuple(int(v) for v in found.groups())
        time.sleep(0.2)
    text = open(path, encoding="utf-8").read() if os.path.exists(path) else "(no file)"
    phone.fail(f"no launch for roll 0 in {path}:\n{text}")


def throw_and_check(driver, data, shots):
    """The swipe, the launch the page sent and the one the game recorded."""
    phone.wait(driver, "the first roll", lambda d: phone.body(d, "turn") == "yours"
               and phone.body(d, "await") == "throw", 90)
    for name in ("portrait", "landscape", "laptop"):
        phone.resize(driver, name)
        width, height = phone.SIZES[name]
        phone.shot(driver, shots, f"game-seated-{width}x{height}")
    phone.resize(driver, "portrait")
    driver.execute_script(RECORD_SENDS)
    step = int(driver.execute_script("return document.getElementById('result').dataset.step || '-1'"))
    phone.swipe_up(driver)
    phone.wait(driver, "the throw to go", lambda d: any(
        json.loads(m).get("type") == "throw" for m in d.execute_script("return window.__sent")), 10)
    sent = [json.loads(m) for m in driver.execute_script("return window.__sent")]
    throw = next(m for m in sent if m.get("type") == "throw")
    print("pointer events on the pad:", driver.execute_script("return window.__ptr"))
    if "launch" not in throw:
        phone.fail(f"the swipe was sent without a launch: {throw}")
    want = launch_of(throw)
    dx, dy, speed, spin = recorded_launch(data)
    print("page sent", throw["launch"], "-> game recorded", (dx, dy, speed, spin))
    if abs(dx - want[0]) > 1 or abs(dy - want[1]) > 1 or abs(speed - want[2]) > 1 or spin != speed:
        phone.fail(f"the game recorded {(dx, dy, speed, spin)}, the swipe makes {want}")
    if not (dy < -900 and speed > 0):
        phone.fail(f"an upward flick recorded as {(dx, dy, speed)}")
    phone.shot(driver, shots, "game-rolling-360x640")
    phone.wait(driver, "the roll's result", lambda d: phone.result_step(d) not in ("", str(step)), 60)
    result = driver.find_element(phone.By.ID, "result").text.replace("\n", " / ")
    print("result on the phone:", result)
    if "Slam number" not in result:
        phone.fail(f"the first roll of Slam Dice sets the slam number, the phone says {result!r}")
    phone.shot(driver, shots, "game-result-360x640")


def pick_finish(driver, config, shots):
    """Tap Marble on the seated phone: the page shows it picked once the game's table
    names it, and the game saves it in its settings file as seat 0's finish."""
    picked = '[data-finish="marble"][aria-pressed="true"]'
    driver.find_element(phone.By.CSS_SELECTOR, '[data-finish="marble"]').click()
    phone.wait(driver, "the finish picked", lambda d: d.find_elements(phone.By.CSS_SELECTOR, picked), 20)
    pressed = driver.find_elements(phone.By.CSS_SELECTOR, '[data-finish][aria-pressed="true"]')
    if len(pressed) != 1:
        phone.fail(f"{len(pressed)} finishes show as picked")
    phone.fits(driver, "en", "the seat with its finishes")
    phone.shot(driver, shots, "phone-finish-360x640")
    deadline = time.time() + 20
    while time.time() < deadline:
        with open(config, encoding="utf-8") as f:
            text = f.read()
        if re.search(r"finishes:\s*\[\s*Marble\s*\]", text):
            print("the settings keep seat 0's finish: Marble")
            return
        time.sleep(0.2)
    phone.fail(f"the settings file never kept the finish:\n{text}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--config", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--shots")
    parser.add_argument("--idle", type=float, default=0.0,
                        help="seconds to wait first, past the game's start-up redraws: its window "
                             "then sleeps between frames, and only the phones' wake-up can "
                             "make it take a throw at once")
    args = parser.parse_args()
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    game, url, code = start_game(args.bin, args.config)
    time.sleep(args.idle)
    driver = None
    try:
        driver = phone.browser()
        phone.join_and_sit(driver, url, code, args.shots)
        pick_finish(driver, args.config, args.shots)
        press_enter(driver)
        throw_and_check(driver, args.data, args.shots)
        phone.reload_keeps_the_seat(driver, "Ann")
        phone.play_until_theirs(driver, args.shots, False)
    finally:
        if driver:
            driver.quit()
        game.terminate()
        try:
            game.wait(timeout=20)
        except subprocess.TimeoutExpired:
            game.kill()
    print("PASS")


if __name__ == "__main__":
    sys.exit(main())
