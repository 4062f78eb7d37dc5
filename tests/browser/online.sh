#!/bin/sh
# Online play end to end: `party-dice play --online` under Xvfb against an MQTT broker on
# 127.0.0.1 (amqtt, tests/online/broker.py), the phone page as `party-dice phone-page`
# writes it, served from 127.0.0.1, and two headless Chromium phones playing a one-hole
# Straight Golf game through the broker: a broker outage in the middle, forged messages
# on the room's up topic, the kept game's rolls counted, and the captured traffic checked
# for names, tokens and protocol words (tests/browser/online.py).
# Needs: apt-get install chromium chromium-driver python3-selenium xdotool xvfb xauth, and
# the venv of tests/online/setup.sh (PARTY_DICE_PYTHON: its python; default
# $HOME/.cache/party-dice/venv/bin/python).
# Usage: tests/browser/online.sh [SHOTS_DIR]  (PARTY_DICE: the binary; default the debug
# build; INSIDER: the online-insider example, a guest with the link beside the game; PATCH_PAGE: serve the exported page with this file's script, e.g.
# assets/phone/index.html, when the binary embeds an older page)
set -eu
cd "$(dirname "$0")/../.."
binary="${PARTY_DICE:-${CARGO_TARGET_DIR:-target}/debug/party-dice}"
python="${PARTY_DICE_PYTHON:-$HOME/.cache/party-dice/venv/bin/python}"
shots="${1:-/tmp/party-dice-online-shots}"
if [ ! -x "$python" ]; then
  echo "FAIL: no venv python at $python (run tests/online/setup.sh)" >&2
  exit 1
fi
work="$(mktemp -d)"
trap '[ -n "${KEEP_WORK:-}" ] && echo "work folder kept: $work" || rm -rf "$work"' EXIT
# A settings file of its own, and its own data folder for the autosave and the history.
cat >"$work/settings.ron" <<'RON'
(game: StraightGolf, players: ["Ann", "Ben"], straight_golf: (rounds: 1), display: (animation_speed: 3.0))
RON
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
timeout -k 15 540 xvfb-run -a -s "-screen 0 1280x720x24" /usr/bin/python3 tests/browser/online.py \
    --bin "$binary" --python "$python" --config "$work/settings.ron" \
    --data "$work/data/party-dice" --work "$work" --shots "$shots" \
    ${INSIDER:+--insider "$INSIDER"} \
    ${PATCH_PAGE:+--patch-page "$PATCH_PAGE"}
