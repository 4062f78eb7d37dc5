#!/bin/sh
# The phone page in headless Chromium against the example host (no window, no Bevy): a
# whole game in English, then for each language of PHONE_LANGS (default: every language
# and the pseudo-locale en-XA) a browser set to it (Chromium's --lang and --accept-lang)
# against a fresh host, whose page must read that language and fit a 360x640 phone.
# Needs: apt-get install chromium chromium-driver python3-selenium
# Usage: tests/browser/run.sh [SHOTS_DIR]   (screenshots default to /tmp/party-dice-phone-shots)
set -eu
cd "$(dirname "$0")/../.."
shots="${1:-/tmp/party-dice-phone-shots}"
# PHONE_HOST: an example host already built (cargo test builds it); else a build without
# the window's crates.
if [ -n "${PHONE_HOST:-}" ]; then
  host_bin="$PHONE_HOST"
else
  cargo build --quiet --no-default-features --example phone-host
  host_bin="${CARGO_TARGET_DIR:-target}/debug/examples/phone-host"
fi
log="$(mktemp)"
host=""
trap 'if [ -n "$host" ]; then kill "$host" 2>/dev/null || true; fi; rm -f "$log"' EXIT

# Starts a host writing to $log; sets $host, $url, $code and $key.
start_host() {
  : >"$log"
  "$host_bin" --port 0 --timeout 300 --land-ms 1200 --bot-ms 400 --refuse-joins-after-ms 1500 \
      >"$log" 2>/dev/null &
  host=$!
  for _ in $(seq 100); do grep -q '^key:' "$log" && break; sleep 0.1; done
  line="$(grep '^phones:' "$log")"
  url="$(echo "$line" | cut -d' ' -f2)"
  code="$(echo "$line" | cut -d' ' -f4)"
  key="$(grep '^key:' "$log" | cut -d' ' -f2)"
}

start_host
/usr/bin/python3 tests/browser/phone.py --url "$url" --code "$code" --key "$key" --ask-to-join \
    --host-log "$log" \
    --shots "$shots" --to-the-end
for lang in ${PHONE_LANGS:-de es fr pt-BR zh-Hans en-XA}; do
  kill "$host" 2>/dev/null || true
  wait "$host" 2>/dev/null || true
  start_host
  /usr/bin/python3 tests/browser/phone.py --url "$url" --code "$code" --lang "$lang" --shots "$shots"
done
