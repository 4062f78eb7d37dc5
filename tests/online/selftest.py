#!/usr/bin/env python3
"""Self-test of broker.py and capture.py (run with the venv's python).

Usage: selftest.py [WS_PORT]   (default 18830; WS_PORT+1 is used for plain TCP)

Starts the broker and the capture, publishes retained, normal, binary
(64 KiB and 512 KiB) messages over WebSocket and TCP, checks that a new
subscriber gets the retained one at once, SIGKILLs the broker, waits 5 s,
restarts it on the same port, checks that the capture resubscribes and gets
a new message, then restarts once more via SIGTERM. Every wait is bounded;
every process it starts is stopped before it exits. Prints timings and ends
with "N passed, N failed".
"""
import json
import os
import queue
import subprocess
import sys
import threading
import time

import paho.mqtt.client as mqtt

HERE = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable
WS = int(sys.argv[1]) if len(sys.argv) > 1 else 18830
TCP = WS + 1
OUT = f"/tmp/party-dice-selftest-{os.getpid()}.jsonl"

passed = failed = 0
procs: list[subprocess.Popen] = []


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}{(' - ' + detail) if detail else ''}", flush=True)


def start(args, ready, timeout=15.0):
    """Start a child, return (proc, seconds until it printed `ready`, line queue)."""
    t0 = time.monotonic()
    p = subprocess.Popen([PY, *args], stdout=subprocess.PIPE, text=True, bufsize=1)
    procs.append(p)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l.rstrip("\n")) for l in p.stdout], daemon=True).start()
    if not wait_line(lines, ready, timeout):
        return p, None, lines
    return p, time.monotonic() - t0, lines


def wait_line(lines, want, timeout):
    end = time.monotonic() + timeout
    while (left := end - time.monotonic()) > 0:
        try:
            if lines.get(timeout=left) == want:
                return True
        except queue.Empty:
            break
    return False


def stop(p, sig_kill=False, timeout=10.0):
    t0 = time.monotonic()
    p.kill() if sig_kill else p.terminate()
    try:
        rc = p.wait(timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        rc = p.wait()
        rc = f"hung, killed ({rc})"
    return rc, time.monotonic() - t0


def client(port=WS, transport="websockets", path="/"):
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, transport=transport, protocol=mqtt.MQTTv311)
    if transport == "websockets":
        c.ws_set_options(path=path)
    got: queue.Queue = queue.Queue()
    c.on_message = lambda cl, ud, m: got.put((time.monotonic(), m.topic, m.retain, m.payload))
    c.connect("127.0.0.1", port, keepalive=10)
    c.loop_start()
    c.got = got
    return c


def done(c):
    c.disconnect()
    c.loop_stop()


def captured():
    try:
        with open(OUT, encoding="utf-8") as f:
            return [json.loads(l) for l in f if l.strip()]
    except FileNotFoundError:
        return []


def wait_captured(pred, timeout=5.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if any(pred(r) for r in captured()):
            return True
        time.sleep(0.05)
    return False


def publish(c, topic, payload, retain=False, qos=1):
    info = c.publish(topic, payload, qos=qos, retain=retain)
    info.wait_for_publish(timeout=5)
    return info.is_published()


def retained_on_subscribe(topic, path="/", timeout=3.0):
    c = client(path=path)
    t0 = time.monotonic()
    c.subscribe(topic, qos=1)
    try:
        t, tp, retain, payload = c.got.get(timeout=timeout)
        res = (tp, retain, payload, t - t0)
    except queue.Empty:
        res = None
    done(c)
    return res


def main():
    big64 = os.urandom(64 * 1024)
    big512 = os.urandom(512 * 1024)

    broker, t, _ = start([os.path.join(HERE, "broker.py"), str(WS), str(TCP)], "broker ready")
    check("broker starts", t is not None, f"{t:.2f}s to 'broker ready'" if t else "")
    cap, t, cap_lines = start([os.path.join(HERE, "capture.py"), str(WS), OUT], "capture ready")
    check("capture subscribes", t is not None, f"{t:.2f}s to 'capture ready'" if t else "")

    pub = client()  # publishes only; never subscribes
    check("publish retained", publish(pub, "party/retained", b"r1", retain=True))
    check("publish normal", publish(pub, "party/normal", b"n1"))
    check("publish 64 KiB binary", publish(pub, "party/bin64", big64))
    check("publish 512 KiB binary", publish(pub, "party/bin512", big512))
    check("capture got retained (retain=false: live delivery)", wait_captured(
        lambda r: r["topic"] == "party/retained" and r["payload_hex"] == b"r1".hex()))
    check("capture got normal", wait_captured(lambda r: r["topic"] == "party/normal" and not r["retain"]))
    check("capture got 64 KiB intact", wait_captured(lambda r: r["topic"] == "party/bin64" and r["payload_hex"] == big64.hex()))
    check("capture got 512 KiB intact", wait_captured(lambda r: r["topic"] == "party/bin512" and r["payload_hex"] == big512.hex()))
    live = [r["retain"] for r in captured() if r["topic"] == "party/retained"]
    print(f"     capture's retain flag on the live retained message: {live}")

    tcp = client(TCP, transport="tcp")
    check("publish over plain TCP", publish(tcp, "party/tcp", b"t1"))
    done(tcp)
    check("capture (ws) got the TCP message", wait_captured(lambda r: r["topic"] == "party/tcp"))

    r = retained_on_subscribe("party/retained")
    check("new subscriber gets retained at once", r is not None and r[:3] == ("party/retained", True, b"r1"),
          f"{r[3] * 1000:.0f} ms after SUBSCRIBE" if r else "nothing")
    r = retained_on_subscribe("party/retained", path="/mqtt")
    check("path /mqtt works too", r is not None and r[2] == b"r1")
    done(pub)

    # --- SIGKILL, 5 s down, restart on the same port ---
    rc, _ = stop(broker, sig_kill=True)
    t_down = time.monotonic()
    time.sleep(5)
    broker, t, _ = start([os.path.join(HERE, "broker.py"), str(WS), str(TCP)], "broker ready")
    check("restart on same ports after SIGKILL + 5 s", t is not None, f"{t:.2f}s to 'broker ready'" if t else "")
    ok = wait_line(cap_lines, "capture resubscribed", 10)
    check("capture resubscribes by itself", ok, f"{time.monotonic() - t_down - 5:.2f}s after broker restart began" if ok else "")
    pub = client()
    check("publish after restart", publish(pub, "party/after", b"a1"))
    check("capture got message after restart", wait_captured(lambda r: r["topic"] == "party/after"))
    r = retained_on_subscribe("party/retained", timeout=1.0)
    print(f"     retained message after restart: {'kept' if r else 'gone (memory only)'}")
    done(pub)

    # --- SIGTERM, immediate restart (TIME_WAIT on the port from live clients) ---
    pub = client()
    rc, secs = stop(broker)
    check("SIGTERM exits 0", rc == 0, f"rc={rc}, {secs:.2f}s")
    broker, t, _ = start([os.path.join(HERE, "broker.py"), str(WS), str(TCP)], "broker ready")
    check("immediate restart after SIGTERM", t is not None, f"{t:.2f}s" if t else "")
    ok = wait_line(cap_lines, "capture resubscribed", 10)
    check("capture resubscribes again", ok)
    done(pub)

    # --- SIGKILL with a live client, immediate restart ---
    pub = client()
    stop(broker, sig_kill=True)
    broker, t, _ = start([os.path.join(HERE, "broker.py"), str(WS), str(TCP)], "broker ready")
    check("immediate restart after SIGKILL", t is not None, f"{t:.2f}s" if t else "")
    check("capture resubscribes a third time", wait_line(cap_lines, "capture resubscribed", 10))
    pub.loop_stop()

    rc, secs = stop(cap)
    check("capture exits 0 on SIGTERM", rc == 0, f"rc={rc}, {secs:.2f}s")
    rc, secs = stop(broker)
    check("broker exits 0 on SIGTERM", rc == 0, f"rc={rc}, {secs:.2f}s")


if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # report, then clean up
        check("selftest ran to the end", False, repr(e))
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        if os.path.exists(OUT):
            os.remove(OUT)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
