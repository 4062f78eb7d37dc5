#!/usr/bin/env python3
"""MQTT 3.1.1 broker (amqtt) for the online end-to-end tests.

Usage: broker.py WS_PORT [TCP_PORT]

Listens for MQTT over WebSocket (subprotocol "mqtt", any path: "/" and
"/mqtt" both work) on 127.0.0.1:WS_PORT and, if TCP_PORT is given, plain
MQTT on 127.0.0.1:TCP_PORT. Anonymous clients are allowed; retained
messages are kept in memory only (gone after a restart). Prints
"broker ready" once listening; exits 0 on SIGTERM or SIGINT.
"""
import asyncio
import logging
import signal
import sys

from amqtt.broker import Broker


def config(ws_port: int, tcp_port: int | None) -> dict:
    ws = {"type": "ws", "bind": f"127.0.0.1:{ws_port}", "max_connections": 0}
    # amqtt requires a listener named "default" and copies its settings into
    # every other listener's unset (default-valued) fields, including "type"
    # (whose default is tcp). So the tcp listener, when there is one, must be
    # "default", and the ws one, which sets its type, comes second.
    if tcp_port is None:
        listeners = {"default": ws}
    else:
        listeners = {
            "default": {"type": "tcp", "bind": f"127.0.0.1:{tcp_port}", "max_connections": 0},
            "ws": ws,
        }
    return {
        "listeners": listeners,
        # Only anonymous auth: no $SYS publisher, no packet/event loggers.
        "plugins": {
            "amqtt.plugins.authentication.AnonymousAuthPlugin": {"allow_anonymous": True},
        },
    }


async def main() -> int:
    if len(sys.argv) not in (2, 3):
        print("usage: broker.py WS_PORT [TCP_PORT]", file=sys.stderr)
        return 2
    ws_port = int(sys.argv[1])
    tcp_port = int(sys.argv[2]) if len(sys.argv) == 3 else None

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except NotImplementedError:
            pass  # Windows' event loops have no signal handlers: the test kills it there

    broker = Broker(config(ws_port, tcp_port))
    await broker.start()  # raises (exit 1) if a port cannot be bound
    print("broker ready", flush=True)

    await stop.wait()
    try:
        await asyncio.wait_for(broker.shutdown(), timeout=5)
    except Exception as exc:  # a hung shutdown must not keep the port
        logging.warning("broker shutdown: %r", exc)
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, format="broker: %(levelname)s %(name)s: %(message)s")
    sys.exit(asyncio.run(main()))
