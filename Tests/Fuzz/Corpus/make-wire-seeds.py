#!/usr/bin/env python3
"""Writes the seed corpora of the `wire` and `recording` fuzz targets from the format as the
DocC article "The observer console's wire format" describes it: a second, independent encoder,
so that the seeds also check the article. Run from the repository's root."""
import os, struct

def varint(n):
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80); n >>= 7
    out.append(n); return bytes(out)

def text(s):
    b = s.encode(); return varint(len(b)) + b

def framed(payload): return struct.pack('>I', len(payload)) + payload

hello = b'GLNC' + struct.pack('>HH', 1, 2) + b'\x01' + varint(100) + varint(30) + b'\x01' + text('glance')
keys = b'\x02' + varint(4) + b'\x01' + text('q') + b'\x02' + text('l') + b'\x10' + varint(5) + b'\x0c'
resized = b'\x03' + varint(80) + varint(24)
welcome = b'\x81' + struct.pack('>H', 1) + varint(4242) + text('dashboard') + text('Observer dashboard')
refused = b'\x82' + struct.pack('>HH', 1, 1) + text('another user')
# A 12x2 frame: "hé" plain, then a bold accent wide 日 (lead + continuation), then e + U+0301.
cells = b'h' + 'é'.encode() + b'\x01\x04\x01' + b'\x02' + '日'.encode() + b'\x03' \
    + b'\x01\x00\x00' + b'\x04\x01e' + '\u0301'.encode()
frame_body = varint(12) + varint(2) + b'\x01' + varint(2) + varint(0) + varint(0) + varint(5) + cells \
    + varint(1) + varint(3) + varint(1) + b'!'
frame = b'\x83' + frame_body
# The same frame in version 2 (flag 2): each run skips cells from the previous run's end.
frame_v2 = b'\x83' + varint(12) + varint(2) + b'\x03' + varint(2) + varint(0) + varint(5) + cells \
    + varint(10) + varint(1) + b'!'
# Joined scalars as a corrupt recording or a hostile program may send them, each cell's scalars
# more than one grapheme cluster: e + U+0201 (a letter), a + U+1160 (a Hangul filler of width 0),
# U+200B (a format character) and U+2028 (a line separator) each with U+0301.
odd = b''.join(b'\x04\x01' + (base + mark).encode()
               for base, mark in [('e', '\u0201'), ('a', '\u1160'), ('\u200b', '\u0301'), ('\u2028', '\u0301')])
odd_body = varint(6) + varint(1) + b'\x01' + varint(1) + varint(0) + varint(0) + varint(5) + odd + b'!'
welcome_v2 = b'\x81' + struct.pack('>H', 2) + varint(4242) + text('dashboard') + text('Observer dashboard')
ended = b'\x84' + text('the program quit')

seeds = {
    'wire': {
        'viewer-session': b'\x00' + b''.join(framed(p) for p in [hello, keys, resized, b'\x04']),
        'program-session': b'\x07' + b''.join(framed(p) for p in [welcome, frame, ended]),
        'program-session-v2': b'\x07' + b''.join(framed(p) for p in [welcome_v2, frame_v2, ended]),
        'refused': b'\x3f' + framed(refused),
        'joined-scalars': b'\x07' + b''.join(framed(p) for p in [welcome, b'\x83' + odd_body, ended]),
    },
    'recording': {},
}
header = b'GLANCE-RECORDING' + struct.pack('>H', 1) + text('dashboard') + text('Observer dashboard') + varint(1790000000000000000)
records = [b'\x01' + varint(0) + frame_body, b'\x02' + varint(40_000_000) + varint(1) + b'\x04',
           b'\x03' + varint(2_000_000_000) + text('detached')]
# The harness adds the magic when the first byte is even: strip it from the seed.
seeds['recording']['session'] = b'\x00' + header[16:] + b''.join(framed(r) for r in records)
seeds['recording']['joined-scalars'] = b'\x00' + header[16:] + framed(b'\x01' + varint(0) + odd_body)
seeds['recording']['cut-short'] = b'\x00' + header[16:] + framed(records[0]) + framed(records[1])[:-1]
for target, files in seeds.items():
    os.makedirs(f'Tests/Fuzz/Corpus/{target}', exist_ok=True)
    for name, data in files.items():
        with open(f'Tests/Fuzz/Corpus/{target}/{name}', 'wb') as f: f.write(data)
