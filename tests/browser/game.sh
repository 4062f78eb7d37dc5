#!/bin/sh
# The phone page against the real game: `party-dice play --phones` under Xvfb (software
# Vulkan), headless Chromium joining, taking a seat and throwing with a swipe, and the
# game's autosave holding that roll's launch (tests/browser/game.py).
# Needs: apt-get install chromium chromium-driver python3-selenium xdotool xvfb xauth
# Usage: tests/browser/game.sh [SHOTS_DIR]  (PARTY_DICE: the binary; default the debug build)
set -eu
cd "$(dirname "$0")/../.."
binary="${PARTY_DICE:-${CARGO_TARGET_DIR:-target}/debug/party-dice}"
shots="${1:-/tmp/party-dice-game-shots}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A settings file of its own, and its own data folder for the autosave.
cat >"$work/settings.ron" <<'RON'
(game: SlamDice, players: ["Ann", "Ben"], display: (animation_speed: 2.0))
RON
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" /usr/bin/python3 tests/browser/game.py \
    --bin "$binary" --config "$work/settings.ron" --data "$work/data/party-dice" --shots "$shots" \
    --idle 25
