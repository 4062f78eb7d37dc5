#!/usr/bin/env python3
"""Record every MQTT message seen on a broker, for the online end-to-end tests.

Usage: capture.py WS_PORT OUT_FILE

Connects with paho-mqtt over WebSocket (path "/", subprotocol "mqtt") to
127.0.0.1:WS_PORT, subscribes to "#" (QoS 0) and appends one JSON line per
message to OUT_FILE:
    {"topic": "...", "retain": true|false, "payload_hex": "..."}
The file is flushed after every line. Prints "capture ready" on the first
SUBACK and "capture resubscribed" on each later one (after a reconnect).
If the broker goes away it retries about once a second, for ever, and
subscribes again. SIGTERM/SIGINT stop it (exit 0).
"""
import json
import signal
import sys

import paho.mqtt.client as mqtt

# paho-mqtt 2.2.0 answers the broker's WebSocket pings with an *unmasked* pong
# (`_create_frame(OPCODE_PONG, payload, 0)`), which RFC 6455 forbids of a client: the
# broker's `websockets` server takes it as a protocol error and closes the connection,
# so the capture dropped (and missed what went by) every 20 s, at each server ping.
# Every frame this client sends is masked instead.
_create_frame = mqtt._WebsocketWrapper._create_frame


def _masked_frame(self, opcode, data, do_masking=1):
    return _create_frame(self, opcode, data, 1)


mqtt._WebsocketWrapper._create_frame = _masked_frame


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: capture.py WS_PORT OUT_FILE", file=sys.stderr)
        return 2
    port = int(sys.argv[1])
    out = open(sys.argv[2], "a", encoding="utf-8")
    subscribed_before = False
    stopping = False

    def on_connect(client, userdata, flags, reason_code, properties):
        if reason_code.is_failure:
            print(f"capture: connect refused: {reason_code}", file=sys.stderr, flush=True)
            return
        client.subscribe("#", qos=0)

    def on_subscribe(client, userdata, mid, reason_codes, properties):
        nonlocal subscribed_before
        if any(rc.is_failure for rc in reason_codes):
            print(f"capture: subscribe refused: {reason_codes}", file=sys.stderr, flush=True)
            return
        print("capture resubscribed" if subscribed_before else "capture ready", flush=True)
        subscribed_before = True

    def on_disconnect(client, userdata, flags, reason_code, properties):
        if not stopping:
            print(f"capture: disconnected ({reason_code}), retrying", file=sys.stderr, flush=True)

    def on_message(client, userdata, msg):
        line = {"topic": msg.topic, "retain": bool(msg.retain), "payload_hex": msg.payload.hex()}
        out.write(json.dumps(line) + "\n")
        out.flush()

    client = mqtt.Client(
        mqtt.CallbackAPIVersion.VERSION2,
        transport="websockets",
        protocol=mqtt.MQTTv311,
        clean_session=True,
    )
    client.ws_set_options(path="/")
    client.reconnect_delay_set(min_delay=0.25, max_delay=1.0)
    client.on_connect = on_connect
    client.on_subscribe = on_subscribe
    client.on_disconnect = on_disconnect
    client.on_message = on_message

    def stop(signum, frame):
        nonlocal stopping
        stopping = True
        client.disconnect()  # makes loop_forever return, connected or not

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    client.connect_async("127.0.0.1", port, keepalive=10)
    client.loop_forever(timeout=0.5, retry_first_connection=True)
    out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
