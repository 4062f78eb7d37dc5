#!/usr/bin/env bash
# Creates (or reuses) the Python venv that runs tests/online/broker.py and
# capture.py: the amqtt MQTT broker and the paho-mqtt client, every package
# pinned. Idempotent: a second run with nothing changed does nothing and takes
# well under a second.
#
# Needs Debian 12's python3 (/usr/bin/python3) with its venv module, i.e. the
# apt package `python3-venv` (it pulls in python3.11-venv, python3-pip-whl and
# python3-setuptools-whl), which the caller installs:
#     apt-get install -y python3-venv
# and PyPI reachable for pip. No compiler is needed: every pin has a
# manylinux/py3 wheel.
#
# Venv: ${PARTY_DICE_VENV:-$HOME/.cache/party-dice/venv}; made from
# ${PARTY_DICE_BASE_PYTHON:-/usr/bin/python3}
# Output: pip's chatter goes to stderr; stdout's last (only) line is the
# venv's python, e.g.  PY=$(bash tests/online/setup.sh | tail -n1)
set -euo pipefail

VENV="${PARTY_DICE_VENV:-$HOME/.cache/party-dice/venv}"
# The Python the venv is made from: PARTY_DICE_BASE_PYTHON (a command or a path, as the
# GitHub workflow's setup-python gives it), else Debian's.
BASE_PY="${PARTY_DICE_BASE_PYTHON:-}"
if [ -z "$BASE_PY" ]; then
  BASE_PY=/usr/bin/python3
  [ -x "$BASE_PY" ] || BASE_PY="$(command -v python3)"
fi
# A venv's python: bin/python, or Scripts/python.exe on Windows.
venv_python() {
  if [ -f "$VENV/Scripts/python.exe" ]; then echo "$VENV/Scripts/python.exe"; else echo "$VENV/bin/python"; fi
}

# Top level: amqtt (broker) and paho-mqtt (clients). The rest is amqtt's
# dependency tree as resolved on 2026-12 for CPython 3.11, pinned so a CI run
# gets the same bytes every time.
PINS="amqtt==0.12.1
paho-mqtt==2.2.0
websockets==15.0.1
annotated-doc==0.0.7
annotated-types==0.8.0
argon2-cffi==25.1.0
argon2-cffi-bindings==26.2.0
cffi==2.1.1
dacite==1.9.2
markdown-it-py==4.3.0
mdurl==0.1.2
psutil==7.2.2
pwdlib==0.3.1
pycparser==3.12
pydantic==2.14.4
pydantic_core==2.50.5
Pygments==2.21.0
PyYAML==6.0.4
rich==15.0.0
shellingham==1.5.4
six==1.17.0
transitions==0.9.3
typer==0.29.2
typing-inspection==0.4.5
typing_extensions==4.16.0"

STAMP="$VENV/.party-dice-pins"
PY="$(venv_python)"

if [ -x "$PY" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$PINS" ] \
   && "$PY" -c 'import amqtt.broker, paho.mqtt.client' 2>/dev/null; then
  echo "$PY"
  exit 0
fi

# Missing, half-made or with other pins: build it afresh.
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
"$BASE_PY" -m venv "$VENV" >&2
PY="$(venv_python)"
REQ="$(mktemp)"
trap 'rm -f "$REQ"' EXIT
printf '%s\n' "$PINS" > "$REQ"
"$PY" -m pip install --disable-pip-version-check --no-input --no-cache-dir -q \
  --only-binary=:all: -r "$REQ" >&2
"$PY" -c 'import amqtt.broker, paho.mqtt.client' >&2
printf '%s' "$PINS" > "$STAMP"
echo "$PY"
