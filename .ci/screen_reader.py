"""Plays the start of a game the way a screen reader does, through AT-SPI (Linux's
accessibility bus): finds the running game among the desktop's applications, reads its
setup screen, presses Start and then Roll through the buttons' own actions (no mouse,
no keyboard), and waits until the game's tree says what the roll decided.

Run by .ci/screen-reader-check, which starts the session bus, the accessibility bus and
the game; this script only talks AT-SPI. Exits 0 when every step was heard, 1 with what
was missing otherwise.
"""

import os
import sys
import time

import pyatspi

DEADLINE_S = float(os.environ.get("SCREEN_READER_DEADLINE_S", "240"))


def walk(node, depth=0):
    """Every node under `node` (itself included), depth first; nodes that vanish while
    being read (the tree changes every frame) are skipped."""
    if node is None or depth > 60:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def name_of(node):
    try:
        return node.name or ""
    except Exception:
        return ""


def role_of(node):
    try:
        return node.getRoleName()
    except Exception:
        return ""


def the_game():
    """The application whose tree holds the game's window, or None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is None:
            continue
        for node in walk(app):
            if "Party Dice" in name_of(node):
                return app
    return None


APP = None


def wait_for(what, find):
    """Polls `find()` until it returns something, or fails after the deadline, saying
    what the tree held then."""
    end = time.monotonic() + DEADLINE_S
    while time.monotonic() < end:
        found = find()
        if found:
            return found
        time.sleep(0.5)
    print(f"screen reader: never found {what}")
    if APP is not None:
        seen = sorted({(role_of(n), name_of(n)) for n in walk(APP) if name_of(n)})
        print("screen reader: the tree held " + "; ".join(f"{r}: {n!r}" for r, n in seen))
    sys.exit(1)


def button(app, label):
    """The button whose name holds `label` (names may start with an icon: "🎲 Roll")."""
    for node in walk(app):
        if role_of(node) in ("push button", "button") and label in name_of(node):
            return node
    return None


def text_containing(app, words):
    for node in walk(app):
        name = name_of(node)
        if words in name:
            return name
    return None


def press(node, label):
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    print(f"screen reader: pressing {label!r} (its actions: {names})")
    action.doAction(0)


def main():
    app = wait_for("the game on the accessibility bus", the_game)
    global APP
    APP = app
    print(f"screen reader: found the application {name_of(app)!r}")
    start = wait_for("the Start button", lambda: button(app, "Start"))
    names = sorted(
        {name_of(n) for n in walk(app) if role_of(n) in ("push button", "button")}
    )
    print(f"screen reader: setup's buttons: {names}")
    unnamed = [n for n in walk(app) if role_of(n) in ("push button", "button") and not name_of(n)]
    if unnamed:
        print(f"screen reader: {len(unnamed)} buttons have no name")
        sys.exit(1)
    press(start, name_of(start))
    heading = wait_for(
        "the slam-number headline", lambda: text_containing(app, "slam number")
    )
    print(f"screen reader: after Start it reads {heading!r}")
    roll = wait_for("the Roll button", lambda: button(app, "Roll"))
    press(roll, name_of(roll))
    result = wait_for(
        "what the roll decided", lambda: text_containing(app, "The slam number is")
    )
    print(f"screen reader: after Roll it reads {result!r}")
    print("screen reader check passed")


if __name__ == "__main__":
    main()
