#!/usr/bin/env python3
"""Fails unless every named screenshot exists, decodes as a PNG, and is not blank.

"Blank" means almost one colour: fewer than 1% of sampled pixels differ noticeably from
the most common one. Standard library only (zlib + struct), so CI needs no extra package.
"""
import struct
import sys
import zlib
from collections import Counter
from pathlib import Path


def decode_png(path):
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width, height, bpp = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                raise ValueError(f"unexpected PNG format depth={depth} colour={colour}")
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main():
    folder, names = Path(sys.argv[1]), sys.argv[2:]
    failed = False
    for name in names:
        path = folder / name
        if not path.is_file():
            print(f"MISSING {path}")
            failed = True
            continue
        w, h, bpp, rows = decode_png(path)
        pixels = [rows[y][x * bpp:x * bpp + 3] for y in range(0, h, 7) for x in range(0, w, 7)]
        common = Counter(pixels).most_common(1)[0][0]
        differ = sum(1 for p in pixels if max(abs(p[k] - common[k]) for k in range(3)) > 24)
        share = differ / len(pixels)
        colours = len(set(pixels))
        verdict = "ok" if share > 0.01 and colours > 50 else "BLANK"
        print(f"{verdict:6} {name}: {w}x{h}, {colours} distinct sampled colours, {share:.0%} differ from the most common")
        failed |= verdict != "ok"
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
