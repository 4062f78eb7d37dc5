#!/usr/bin/python3
"""The sound of a throw, heard at a PulseAudio sink: records the sink's monitor with
parec while a command plays the throw, and compares what arrived with the offline
render of the same throw (`party-dice render-sound`). Standard library only.

Run by `.ci/sound-check`, which starts the server; usage:

    sound_check.py --reference REF.wav --monitor SOURCE --seed S --values V --out DIR \
        -- PLAY-COMMAND...

PLAY-COMMAND is run three times with `--seed S --values V --volume X [--muted]`
appended (volume 1, volume 0.5, muted). If it prints a line `played_at: EPOCH`
(seconds since the Unix epoch, when it handed the throw to the mixer) the lag is
measured from then, else from the command's start. The game window's check
(`.ci/window-throw`) also prints `first_contact_s: T` (the first contact's sound, T
seconds after the release at the animation speed) and `contact_drawn_at: EPOCH` (when
the frame that first shows the playback past that contact ran).

Checks: the normalised cross-correlation (max over lag) of the recording at volume 1
with the reference is at least 0.9; volume 0.5 is 6 dB below volume 1 (within 1 dB);
muted is silence. Prints the figures, the lag and, given `first_contact_s`, the delay
from the die's first contact in the playback (handed over at `played_at`, on the
playback's clock) to its sound at the sink; exit code 1 if a check fails.
"""

import argparse
import array
import cmath
import math
import subprocess
import sys
import threading
import time
import wave

RATE = 48000
MIN_CORRELATION = 0.9
HALF_DB = -20 * math.log10(2)
DB_TOLERANCE = 1.0
# Muted: the RMS must stay below this (full scale 1.0): about -90 dBFS, under one LSB.
SILENCE_RMS = 3e-5
# Seconds recorded after the command ends, for the end of the sound to arrive.
TAIL = 0.5


def read_wav(path):
    with wave.open(path, "rb") as w:
        if w.getnchannels() != 1 or w.getsampwidth() != 2 or w.getframerate() != RATE:
            sys.exit(f"{path}: expected 48 kHz mono 16-bit")
        samples = array.array("h")
        samples.frombytes(w.readframes(w.getnframes()))
    if sys.byteorder != "little":
        samples.byteswap()
    return [s / 32768 for s in samples]


class Recorder:
    """parec on the monitor, raw s16le mono 48 kHz, written to a file as it comes; the
    arrival time of the first bytes dates the recording's first sample."""

    def __init__(self, monitor, path):
        self.path = path
        self.first_at = None
        self.proc = subprocess.Popen(
            ["parec", "--device", monitor, "--raw", "--format=s16le", f"--rate={RATE}",
             "--channels=1", "--latency-msec=10"],
            stdout=subprocess.PIPE)
        self.thread = threading.Thread(target=self._pump)
        self.thread.start()

    def _pump(self):
        with open(self.path, "wb") as out:
            while True:
                chunk = self.proc.stdout.read1(65536)
                if not chunk:
                    return
                if self.first_at is None:
                    # These bytes were captured over the time they last, just before now.
                    self.first_at = time.time() - len(chunk) / (2 * RATE)
                out.write(chunk)

    def wait_started(self, limit=5.0):
        end = time.time() + limit
        while self.first_at is None and time.time() < end:
            time.sleep(0.005)
        if self.first_at is None:
            sys.exit("parec recorded nothing")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=5)
        self.thread.join(timeout=5)
        samples = array.array("h")
        with open(self.path, "rb") as f:
            samples.frombytes(f.read())
        if sys.byteorder != "little":
            samples.byteswap()
        return [s / 32768 for s in samples]


def fft(values, invert=False):
    """Iterative radix-2 FFT of a list whose length is a power of two."""
    a = list(values)
    n = len(a)
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            a[i], a[j] = a[j], a[i]
    size = 2
    sign = 1 if invert else -1
    while size <= n:
        step = cmath.exp(sign * 2j * math.pi / size)
        half = size // 2
        twiddles = [step ** k for k in range(half)]
        for start in range(0, n, size):
            for k in range(half):
                u = a[start + k]
                v = a[start + k + half] * twiddles[k]
                a[start + k] = u + v
                a[start + k + half] = u - v
        size *= 2
    if invert:
        a = [x / n for x in a]
    return a


def best_lag(recording, reference):
    """The lag (samples into `recording`) where `reference` matches best, and the
    normalised cross-correlation there (1.0: the same waveform, at any scale)."""
    def onset(samples):
        return next((i for i, s in enumerate(samples) if abs(s) > 1e-3), None)

    heard, expected = onset(recording), onset(reference)
    if heard is None or expected is None:
        return None, 0.0
    # Only the stretch around the sound: from 0.1 s before where the reference would
    # start to 0.3 s past its end.
    lead = max(0, heard - expected - RATE // 10)
    segment = recording[lead:lead + len(reference) + RATE * 3 // 10]
    n = 1
    while n < len(segment) + len(reference):
        n *= 2
    spectrum = fft(segment + [0.0] * (n - len(segment)))
    kernel = fft(reference + [0.0] * (n - len(reference)))
    product = [x * y.conjugate() for x, y in zip(spectrum, kernel)]
    correlation = [c.real for c in fft(product, invert=True)]
    energy_ref = math.sqrt(sum(s * s for s in reference))
    prefix = [0.0]
    for s in segment:
        prefix.append(prefix[-1] + s * s)
    best, lag = 0.0, 0
    for k in range(0, max(1, len(segment) - len(reference) // 2)):
        window = prefix[min(len(segment), k + len(reference))] - prefix[k]
        if window <= 0:
            continue
        ncc = correlation[k] / (energy_ref * math.sqrt(window))
        if ncc > best:
            best, lag = ncc, k
    return lead + lag, best


def rms(samples):
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


def play(command, monitor, path, extra):
    """Runs the command while recording; the recording, the times it printed (as seconds
    into the recording; `origin`: the hand-over, or the command's start), and its output."""
    rec = Recorder(monitor, path)
    rec.wait_started()
    started = time.time()
    # A window under software rendering takes tens of seconds to start.
    done = subprocess.run(command + extra, capture_output=True, text=True, timeout=300)
    time.sleep(TAIL)
    samples = rec.stop()
    if done.returncode != 0:
        sys.exit(f"{' '.join(command + extra)} failed ({done.returncode}):\n"
                 f"{done.stdout}{done.stderr}")
    facts = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    origin = float(facts.get("played_at", started))
    # Epoch times as seconds into the recording.
    times = {key: float(facts[key]) - rec.first_at
             for key in ("played_at", "contact_drawn_at") if key in facts}
    times["origin"] = origin - rec.first_at
    if "first_contact_s" in facts:
        times["first_contact_s"] = float(facts["first_contact_s"])
    return samples, times, done.stdout


def report_delay(at, times):
    """The lag from the hand-over to the throw's start at the sink, and from the first
    contact in the playback (and on screen) to its sound at the sink."""
    start = at / RATE
    print(f"lag (throw handed to the output -> its first sample at the sink): "
          f"{(start - times['origin']) * 1000:.1f} ms")
    contact = times.get("first_contact_s")
    if contact is None or "played_at" not in times:
        return
    heard = start + contact
    shown = times["played_at"] + contact
    print(f"delay (first contact in the playback, {contact * 1000:.0f} ms after the release "
          f"-> its sound at the sink): {(heard - shown) * 1000:.1f} ms")
    if "contact_drawn_at" in times:
        print(f"frame that first shows the contact ran {(times['contact_drawn_at'] - shown) * 1000:+.0f} ms "
              f"from the playback's clock; its sound arrived "
              f"{(heard - times['contact_drawn_at']) * 1000:+.1f} ms from that frame")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reference", required=True)
    parser.add_argument("--monitor", required=True)
    parser.add_argument("--seed", required=True)
    parser.add_argument("--values", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--label", default="play", help="names the recordings")
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    reference = read_wav(args.reference)
    base = ["--seed", args.seed, "--values", args.values]
    out = f"{args.out}/{args.label}"
    full, times, stdout = play(args.command, args.monitor, f"{out}-volume-1.raw",
                               base + ["--volume", "1"])
    print(stdout.rstrip())
    half, _, _ = play(args.command, args.monitor, f"{out}-volume-0.5.raw",
                      base + ["--volume", "0.5"])
    muted, _, _ = play(args.command, args.monitor, f"{out}-muted.raw",
                       base + ["--volume", "1", "--muted"])

    failures = []
    at, ncc = best_lag(full, reference)
    print(f"correlation (volume 1 vs render-sound, max over lag): {ncc:.4f}")
    if ncc < MIN_CORRELATION:
        failures.append(f"correlation {ncc:.4f} < {MIN_CORRELATION}")
    if at is not None:
        report_delay(at, times)
        span = slice(at, at + len(reference))
        level_full = 20 * math.log10(max(rms(full[span]), 1e-12))
        half_at, half_ncc = best_lag(half, reference)
        if half_at is None:
            failures.append("volume 0.5: no sound")
        else:
            level_half = 20 * math.log10(max(rms(half[half_at:half_at + len(reference)]), 1e-12))
            diff = level_half - level_full
            print(f"volume 1: {level_full:.2f} dBFS RMS; volume 0.5: {level_half:.2f} dBFS RMS; "
                  f"difference {diff:+.2f} dB (expected {HALF_DB:+.2f} +- {DB_TOLERANCE}); "
                  f"its correlation {half_ncc:.4f}")
            if abs(diff - HALF_DB) > DB_TOLERANCE:
                failures.append(f"volume 0.5 is {diff:+.2f} dB")
    level_muted = rms(muted)
    peak_muted = max((abs(s) for s in muted), default=0.0)
    print(f"muted: RMS {level_muted:.2e} (floor {SILENCE_RMS:.0e}), peak {peak_muted:.2e}, "
          f"{len(muted) / RATE:.2f} s recorded")
    if level_muted >= SILENCE_RMS:
        failures.append(f"muted RMS {level_muted:.2e}")
    if failures:
        print("FAILED: " + "; ".join(failures))
        sys.exit(1)
    print("sound check passed")


if __name__ == "__main__":
    main()
