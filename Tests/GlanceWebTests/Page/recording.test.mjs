// Recordings: decoding as the Swift RecordingTests check it, and the player's seeking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { W, root, cell, recording, framed, recordBody, random, rejects, screenText, screenAt } from './support.mjs';


const first = { columns: 12, rows: 3, repaint: true, changes: [cell(0, 0, 'h'), cell(1, 0, 'i')] };
const second = { columns: 12, rows: 3, repaint: false, changes: [cell(0, 1, 'X')] };
const sampleEntries = [
  { kind: 'frame', timeNs: 0, frame: first },
  { kind: 'keys', timeNs: 40e6, keys: [{ character: 'a' }, 'tab'] },
  { kind: 'frame', timeNs: 50e6, frame: second },
  { kind: 'ended', timeNs: 2e9, reason: 'detached' },
];

test('a recording round trips', () => {
  const read = W.decodeRecording(recording({ startedAt: 1790000000000000000n, entries: sampleEntries }));
  assert.equal(read.program, 'dashboard');
  assert.equal(read.title, 'Observer dashboard');
  assert.equal(read.startedAt, 1790000000000000000n);
  assert.equal(read.isCutShort, false);
  assert.deepEqual(read.entries.map((e) => [e.kind, e.time]), [['frame', 0], ['keys', 40], ['frame', 50], ['ended', 2000]]);
  assert.deepEqual(read.entries[1].keys, [{ character: 'a' }, 'tab']);
  assert.deepEqual(read.entries[2].frame, second);
});

test('a recording cut short reads up to its last whole record', () => {
  const full = recording({ entries: sampleEntries });
  const last = framed(recordBody(sampleEntries[3])).length;
  for (let cut = full.length - last + 1; cut < full.length; cut++) {
    const read = W.decodeRecording(full.subarray(0, cut));
    assert.equal(read.entries.length, 3);
    assert.ok(read.isCutShort);
  }
});

test('another file, a later version or a broken record is refused with why', () => {
  rejects(() => W.decodeRecording(new TextEncoder().encode('hello')), 'not a Glance recording');
  const future = recording({ entries: [] });
  future[17] = 9;
  rejects(() => W.decodeRecording(future),
    'wire versions do not match: this side speaks version 1, the other side speaks version 9');
  rejects(() => W.decodeRecording(recording({ entries: [...sampleEntries, { kind: 'keys', timeNs: 1e6, keys: ['enter'] }] })),
    'malformed input: record 5 is earlier than the one before it');
  const header = recording({ entries: [] });
  rejects(() => W.decodeRecording(Uint8Array.from([...header, 0, 0x40, 0, 1])),
    'malformed input: record 1: a message of 4194305 bytes is over the limit of 4194304 bytes');
  rejects(() => W.decodeRecording(Uint8Array.from([...header, ...framed([9, 0])])),
    'malformed input: record 1: malformed input: 9 is not a kind of record');
  rejects(() => W.decodeRecording(Uint8Array.from([...header, ...framed([2, 0, 100, 4])])),
    'malformed input: record 1: truncated input: a record of keys is cut short');
  rejects(() => W.decodeRecording(header.subarray(0, 18)),
    "truncated input: the length of the program's name is cut short");
});

test('the recording seeds read as the article says', () => {
  const seed = (name) => {
    const bytes = fs.readFileSync(path.join(root, 'Tests/Fuzz/Corpus/recording', name)).subarray(1);
    return Uint8Array.from([...new TextEncoder().encode('GLANCE-RECORDING'), ...bytes]);
  };
  const session = W.decodeRecording(seed('session'));
  assert.deepEqual(session.entries.map((e) => e.time), [0, 40, 2000]);
  assert.ok(!session.isCutShort);
  const cut = W.decodeRecording(seed('cut-short'));
  assert.equal(cut.entries.length, 1);
  assert.ok(cut.isCutShort);
});

// A long random recording: every way of reaching a frame shows the same screen.
function randomRecording(seed, frames) {
  const next = random(seed);
  const entries = [];
  let size = { columns: 20, rows: 6 };
  for (let i = 0; i < frames; i++) {
    if (next() < 0.02) size = { columns: 10 + Math.floor(next() * 20), rows: 3 + Math.floor(next() * 6) };
    const changes = [];
    for (let y = 0; y < size.rows; y++) {
      for (let x = 0; x < size.columns; x++) {
        if (next() > 0.1) continue;
        const wide = next() < 0.2 && x + 1 < size.columns;
        const style = Math.floor(next() * 11) | (Math.floor(next() * 16) << 4);
        changes.push(cell(x, y, wide ? '日' : String.fromCharCode(0x41 + Math.floor(next() * 26)), style, wide ? 1 : 0));
        if (wide) changes.push(cell(++x, y, ' ', style, 2));
      }
    }
    entries.push({ kind: 'frame', timeNs: i * 33e6, frame: { ...size, repaint: i === 0 || next() < 0.01, changes } });
  }
  return W.decodeRecording(recording({ entries }));
}

test('seeking, stepping and checkpoints all show the frame asked for', () => {
  const decoded = randomRecording(7, 600);
  const player = new W.Player(decoded, 500);
  assert.ok(player.checkpoints.length > 10);
  const sequential = new W.Screen();
  const expected = decoded.entries.map((entry) => {
    sequential.apply(entry.frame);
    return screenText(sequential) + JSON.stringify([...sequential.styles]);
  });
  const shown = () => screenText(player.screen) + JSON.stringify([...player.screen.styles]);
  const next = random(3);
  for (let i = 0; i < 200; i++) {
    const index = Math.floor(next() * 600);
    player.seekFrame(index);
    assert.equal(player.frameIndex, index);
    assert.equal(shown(), expected[index], `frame ${index}`);
    const fromCheckpoint = screenAt(player, index);
    assert.equal(screenText(fromCheckpoint), screenText(player.screen));
  }
  player.seekFrame(0);
  for (let i = 1; i < 600; i++) {
    player.step(1);
    assert.equal(shown(), expected[i]);
  }
  player.step(-1);
  assert.equal(player.frameIndex, 598);
  player.seekTime(1000);
  assert.equal(player.frameIndex, 30);
  assert.equal(player.time, 1000);
  player.seekTime(-5);
  assert.equal(player.frameIndex, 0);
});

test('seeking applies at most a checkpoint interval of frames', () => {
  const player = new W.Player(randomRecording(11, 2000));
  player.seekFrame(1999);
  const applied = player.framesApplied;
  player.seekFrame(1000);
  player.seekFrame(1990);
  const cost = player.framesApplied - applied;
  assert.ok(cost < 1000, `seeking back and forth applied ${cost} frames`);
});

test('before the first frame the screen is blank at the first frame\'s size', () => {
  const decoded = W.decodeRecording(recording({ entries: [
    { kind: 'keys', timeNs: 0, keys: ['tab'] },
    { kind: 'frame', timeNs: 500e6, frame: first },
  ] }));
  const player = new W.Player(decoded);
  player.seekTime(100);
  assert.equal(player.frameIndex, -1);
  assert.equal(screenText(player.screen), '\n\n');
  assert.deepEqual(player.keyTimes, [0]);
  player.seekTime(600);
  assert.equal(screenText(player.screen), 'hi\n\n');
});
