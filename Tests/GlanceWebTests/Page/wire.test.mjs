// wire.js against the format: round trips, the rejections the Swift wire tests check (with
// the Swift side's sentences), the fuzzers' seeds and the viewer's messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  W, root, varint, text, u16, framed, cell, frameBody, programMessage, keyBytes,
  readViewerMessage, rejects, screenText } from './support.mjs';

const decode = (bytes) => W.decodeProgramMessage(Uint8Array.from(bytes));
const readFrame = (bytes) => W.readFrame(new W.ByteReader(Uint8Array.from(bytes)));

// Every kind of cell: ASCII, styles, a wide character, joined marks, a scalar outside the BMP.
const accentBold = 4 | (1 << 4);
const warning = 9;
const sampleFrame = {
  columns: 12, rows: 3, repaint: true,
  changes: [
    cell(0, 0, 'h'), cell(1, 0, 'é'), cell(2, 0, 'l'), cell(3, 0, 'l'), cell(4, 0, 'o'),
    cell(6, 0, '日', accentBold, 1), cell(7, 0, ' ', accentBold, 2),
    cell(8, 0, '本', accentBold, 1), cell(9, 0, ' ', accentBold, 2),
    cell(1, 2, 'e\u0301', warning), cell(2, 2, '🙂', warning, 1), cell(3, 2, ' ', warning, 2),
    cell(4, 2, 'x', warning),
  ],
};

test('a frame round trips every kind of cell', () => {
  const message = decode(programMessage({ type: 'frame', frame: sampleFrame }));
  assert.deepEqual(message, { type: 'frame', frame: sampleFrame });
  const screen = new W.Screen();
  screen.apply(message.frame);
  assert.equal(screenText(screen), 'héllo 日本\n\n e\u0301🙂x');
});

test('a version 2 frame, its runs relative, reads as the version 1 frame does', () => {
  const relative = programMessage({ type: 'frame', frame: sampleFrame, relative: true });
  assert.deepEqual(decode(relative), { type: 'frame', frame: sampleFrame });
  assert.ok(relative.length < programMessage({ type: 'frame', frame: sampleFrame }).length);
  // A run two rows down a 100-column screen skips more than 127 cells: two bytes.
  const far = { columns: 100, rows: 3, repaint: false, changes: [cell(10, 0, 'a'), cell(5, 2, 'b')] };
  assert.deepEqual(frameBody(far, true), [100, 3, 2, 2, 10, 1, 0x61, 0xc2, 0x01, 1, 0x62]);
  assert.deepEqual(readFrame(frameBody(far, true)), far);
  for (let cut = 0; cut < relative.length; cut++) rejects(() => decode(relative.slice(0, cut)));
});

test('program messages round trip', () => {
  const messages = [
    { type: 'welcome', version: 1, pid: 4242, program: 'dashboard', title: 'Observer dashboard' },
    { type: 'refused', lowest: 1, highest: 3, reason: 'closed for maintenance' },
    { type: 'frame', frame: { columns: 3, rows: 1, repaint: false, changes: [] } },
    { type: 'ended', reason: 'dashboard quit' },
    { type: 'ended', reason: 'detached' },
  ];
  for (const message of messages) assert.deepEqual(decode(programMessage(message)), message);
});

test('malformed frames are refused with the Swift side sentence', () => {
  const cases = [
    [[2, 1, 0, 1, 0, 0, 1, 0x0a], 'malformed input: a cell holds the control character 10'],
    [[2, 1, 0, 1, 0, 1, 3, 0x41], "malformed input: a run's length is 3, more than 1"],
    [[2, 2, 0, 2, 1, 0, 1, 0x41, 0, 0, 1, 0x42], 'malformed input: runs are not in row-major order'],
    [[2, 1, 4, 0], "malformed input: the frame's flags are 4"],
    [[2, 2, 2, 1, 4, 1, 0x41], 'malformed input: a run lies off the screen'],
    [[2, 2, 2, 1, 5, 1, 0x41], "malformed input: a run's skip is 5, more than 4"],
    [[2, 2, 2, 1, 1, 2, 0x41, 0x42], "malformed input: a run's length is 2, more than 1"],
    [[0, 0, 2, 1, 0, 1, 0x41], 'malformed input: a run lies off the screen'],
    [[2, 1, 0, 1, 0, 0, 1, 0x01, 99, 0, 0x41], 'malformed input: a style has an unknown colour role'],
    [[2, 1, 0, 1, 0, 0, 1, 0x01, 0, 0x10, 0x41], 'malformed input: a style has unknown attributes'],
    [[2, 1, 0, 1, 0, 0, 1, 0xff], "malformed input: a cell's character starts with the byte 255, not UTF-8"],
    [[0xff, 0xff, 0xff, 0xff, 0x7f, 1, 0, 0], "malformed input: the frame's width is 34359738367, more than 2000"],
    [[2, 1, 0, 1, 1, 0, 1, 0x41], 'malformed input: a run lies off the screen'],
    [[2, 1, 0, 1, 0, 0, 0], 'malformed input: a run lies off the screen'],
    [[2, 1, 0, 1, 0, 0, 1, 0x04, 4, 0x41], 'malformed input: a cell joins 4 scalars, not 1 to 3'],
    [[2, 1, 0, 1, 0, 0, 1, 0xc3, 0x28], "malformed input: a cell's character is not UTF-8"],
    [[2, 1, 0, 1, 0, 0, 1, 0xed, 0xa0, 0x80], "malformed input: a cell's character is not UTF-8"],
    [[2, 1, 0, 1, 0, 0, 1, 0xc2, 0x85], 'malformed input: a cell holds the control character 133'],
    [[2, 1, 0, 9], 'malformed input: the number of runs is 9, more than 1'],
  ];
  for (const [bytes, message] of cases) rejects(() => readFrame(bytes), message);
});

test('a frame cut anywhere is refused', () => {
  const bytes = programMessage({ type: 'frame', frame: sampleFrame });
  for (let cut = 0; cut < bytes.length; cut++) rejects(() => decode(bytes.slice(0, cut)));
});

test('varints: 64 bits at most, 10 bytes at most, exact above 2^53', () => {
  const read = (bytes) => new W.ByteReader(Uint8Array.from(bytes)).varint('a value');
  assert.equal(read(varint(300)), 300);
  assert.equal(read(varint(2 ** 53 - 1)), 2 ** 53 - 1);
  assert.equal(read(varint(2n ** 64n - 1n)), 2n ** 64n - 1n);
  rejects(() => read([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02]),
    'malformed input: a value overflows 64 bits');
  rejects(() => read([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00]),
    'malformed input: a value is longer than 10 bytes');
  rejects(() => read([0x80, 0x80]), 'truncated input: a value is cut short');
});

test('trailing bytes, unknown types and empty payloads are refused', () => {
  rejects(() => decode([...programMessage({ type: 'ended', reason: 'x' }), 0]),
    "malformed input: a program's message has 1 bytes too many");
  rejects(() => decode([0x01]), "malformed input: 1 is not a program's message");
  rejects(() => decode([]), "truncated input: a message's type is cut short");
  rejects(() => decode([0x82, 0, 3, 0, 1, 0]), 'malformed input: the version range is empty');
  rejects(() => decode([0x84, 2, 0xc3, 0x28]), 'malformed input: the reason is not UTF-8');
  rejects(() => decode([0x84, ...varint(4097), ...new Array(4097).fill(0x41)]),
    'malformed input: the length of the reason is 4097, more than 4096');
  rejects(() => decode([0x81, 0, 1, ...varint(2 ** 31), 0, 0]),
    "malformed input: the program's PID is 2147483648, more than 2147483647");
});

test('a leading byte-order mark in text is kept, as Swift keeps it', () => {
  const message = decode([0x84, ...text('\ufeffquit')]);
  assert.equal(message.reason, '\ufeffquit');
});

test('a refusal of no common version says which versions each side speaks', () => {
  assert.equal(W.refusalText({ lowest: 7, highest: 9, reason: 'their words' }),
    'wire versions do not match: this side speaks versions 1–2, the other side speaks versions 7–9');
  assert.equal(W.refusalText({ lowest: 3, highest: 3, reason: '' }),
    'wire versions do not match: this side speaks versions 1–2, the other side speaks version 3');
  assert.equal(W.refusalText({ lowest: 1, highest: 3, reason: '16 viewers are attached already' }),
    '16 viewers are attached already');
  assert.ok(W.isFullRefusal('16 viewers are attached already'));
  assert.ok(!W.isFullRefusal('this board is served to its own user only (uid 1); you are uid 2'));
  assert.ok(!W.isFullRefusal(' viewers are attached already'));
});

test('the viewer messages are what the article says', () => {
  const hello = W.encodeHello({ columns: 132, rows: 43, color: true, ascii: false });
  assert.deepEqual([...hello], [
    ...'GLNC'.split('').map((c) => c.charCodeAt(0)), ...u16(1), ...u16(2), 1, ...varint(132),
    ...varint(43), 1, ...text('browser'),
  ]);
  assert.deepEqual(readViewerMessage(W.encodeHello({ columns: 80, rows: 24, color: false, ascii: true })), {
    type: 'hello', lowest: 1, highest: 2, columns: 80, rows: 24, color: false, ascii: true, name: 'browser',
  });
  const keys = [
    { character: 'a' }, { character: ' ' }, { character: 'é' }, { character: '👍🏽' }, { control: 'l' },
    'escape', 'tab', 'backTab', 'enter', 'backspace', 'up', 'down', 'left', 'right', 'pageUp',
    'pageDown', 'home', 'end', { function: 1 }, { function: 12 }, 'focusIn', 'focusOut',
    { unknown: 4242 },
  ];
  const encoded = W.encodeKeys(keys);
  assert.deepEqual([...encoded], [2, ...varint(keys.length), ...keys.flatMap(keyBytes)]);
  assert.deepEqual(readViewerMessage(encoded), { type: 'keys', keys });
  assert.deepEqual(readViewerMessage(W.encodeResized({ columns: 20, rows: 5 })),
    { type: 'resized', columns: 20, rows: 5 });
  assert.deepEqual([...W.encodeDetach()], [4]);
  assert.equal(W.encodeKeys(new Array(5000).fill('tab')).length, 1 + 2 + 4096);
});

test('a character key must be one character', () => {
  const read = (bytes) => W.readKey(new W.ByteReader(Uint8Array.from(bytes)));
  rejects(() => read([1, ...text('ab')]), 'malformed input: a character key is not one character');
  rejects(() => read([1, 0]), 'malformed input: a character key is not one character');
  rejects(() => read([16, 65]), "malformed input: a function key's number is 65, more than 64");
  rejects(() => read([20]), 'malformed input: 20 is not a key');
  assert.deepEqual(read([2, ...text('c')]), { control: 'c' });
});

// The fuzzers' seeds, written by the independent Python encoder from the article.
function seedMessages(name) {
  const bytes = fs.readFileSync(path.join(root, 'Tests/Fuzz/Corpus/wire', name)).subarray(1);
  const payloads = [];
  for (let at = 0; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    payloads.push(bytes.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return payloads;
}

test('the program seeds (versions 1 and 2) read as the article says', () => {
  for (const [name, version] of [['program-session', 1], ['program-session-v2', 2]]) {
    const [welcome, frame, ended] = seedMessages(name).map(W.decodeProgramMessage);
    assert.deepEqual(welcome,
      { type: 'welcome', version, pid: 4242, program: 'dashboard', title: 'Observer dashboard' });
    const screen = new W.Screen(12, 2);
    screen.apply(frame.frame);
    assert.equal(screenText(screen), 'hé日e\u0301\n   !');
    assert.equal(screen.styles[2], accentBold);
    assert.ok(frame.frame.repaint);
    assert.deepEqual(ended, { type: 'ended', reason: 'the program quit' });
  }
  const [refused] = seedMessages('refused').map(W.decodeProgramMessage);
  assert.deepEqual(refused, { type: 'refused', lowest: 1, highest: 1, reason: 'another user' });
});

test('the viewer seed is what wire.js encodes', () => {
  const [hello, keys, resized, detach] = seedMessages('viewer-session');
  // The seed's name is "glance"; the page's is "browser": compare all but the name.
  const ours = W.encodeHello({ columns: 100, rows: 30, color: true, ascii: false, name: 'glance' });
  assert.deepEqual([...ours], [...hello]);
  assert.deepEqual([...W.encodeKeys([{ character: 'q' }, { control: 'l' }, { function: 5 }, 'pageUp'])], [...keys]);
  assert.deepEqual([...W.encodeResized({ columns: 80, rows: 24 })], [...resized]);
  assert.deepEqual([...W.encodeDetach()], [...detach]);
});

test('text is cut to its limit on a scalar boundary', () => {
  const writer = new W.ByteWriter();
  writer.string('ab日', 4);
  assert.deepEqual(writer.bytes, [2, 0x61, 0x62]);
  assert.equal(framed([1, 2]).length, 6);
});
