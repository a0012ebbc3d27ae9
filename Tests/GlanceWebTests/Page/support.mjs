// Shared by the page's node tests: wire.js itself, and a second encoder written from
// WireFormat.md (program messages, frames, recordings) plus a reader of the viewer's messages,
// so that the tests check wire.js against the article rather than against itself.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../../..');
export const W = require(path.join(root, 'Sources/GlanceWeb/Page/wire.js'));

// A screen as text, as Swift's CellBuffer.text gives it: each row's characters (a continuation
// adds nothing) without trailing spaces, joined by newlines.
export function screenText(screen) {
  const lines = [];
  for (let y = 0; y < screen.rows; y++) {
    let line = '';
    for (let i = y * screen.columns; i < (y + 1) * screen.columns; i++) {
      if (screen.kinds[i] !== W.CELL.CONTINUATION) line += screen.chars[i];
    }
    lines.push(line.replace(/ +$/, ''));
  }
  return lines.join('\n');
}

// The screen after a player's frame `index`, worked out afresh from its last checkpoint at or
// before it, without moving the player.
export function screenAt(player, index) {
  const { frame, screen } = player.checkpoints.findLast((checkpoint) => checkpoint.frame <= index);
  const result = new W.Screen().copy(screen);
  for (let i = frame + 1; i <= index; i++) result.apply(player.frames[i].frame);
  return result;
}

// Asserts that `fn` throws a WireError, with `message` when given.
export const rejects = (fn, message) =>
  assert.throws(fn, (error) => {
    assert.ok(error instanceof W.WireError, `${error} is not a WireError`);
    if (message !== undefined) assert.equal(error.message, message);
    return true;
  });

export function varint(n) {
  const out = [];
  let rest = BigInt(n);
  while (rest >= 0x80n) {
    out.push(Number(rest & 0x7fn) | 0x80);
    rest >>= 7n;
  }
  out.push(Number(rest));
  return out;
}
export const text = (s) => {
  const bytes = [...new TextEncoder().encode(s)];
  return [...varint(bytes.length), ...bytes];
};
export const u16 = (n) => [n >> 8, n & 0xff];
export const u32 = (n) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
export const framed = (payload) => [...u32(payload.length), ...payload];
export const utf8 = (s) => [...new TextEncoder().encode(s)];

// A cell for the encoder: {x, y, ch, style (role | attributes << 4), kind 0/1/2}.
export const cell = (x, y, ch, style = 0, kind = 0) => ({ x, y, ch, style, kind });

// A frame's body: runs of horizontally adjacent cells, a style token where the style changes.
// A frame's bytes; `relative` (version 2) gives each run the cells it skips since the run before.
export function frameBody({ columns, rows, repaint, changes }, relative = false) {
  const runs = [];
  for (const change of changes) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (previous && previous.y === change.y && previous.x + 1 === change.x) run.push(change);
    else runs.push([change]);
  }
  const out = [...varint(columns), ...varint(rows), (repaint ? 1 : 0) | (relative ? 2 : 0), ...varint(runs.length)];
  let style = 0, end = 0;
  for (const run of runs) {
    const start = run[0].y * columns + run[0].x;
    out.push(...(relative ? varint(start - end) : [...varint(run[0].y), ...varint(run[0].x)]), ...varint(run.length));
    end = start + run.length;
    for (const c of run) {
      if (c.style !== style) {
        style = c.style;
        out.push(0x01, style & 15, style >> 4);
      }
      if (c.kind === 2) {
        out.push(0x03);
        continue;
      }
      if (c.kind === 1) out.push(0x02);
      const scalars = [...c.ch];
      if (scalars.length > 1) out.push(0x04, scalars.length - 1);
      out.push(...utf8(c.ch));
    }
  }
  return out;
}

export function keyBytes(key) {
  if (typeof key === 'string') {
    const tags = ['escape', 'tab', 'backTab', 'enter', 'backspace', 'up', 'down', 'left', 'right',
      'pageUp', 'pageDown', 'home', 'end'];
    if (key === 'focusIn') return [17];
    if (key === 'focusOut') return [18];
    return [3 + tags.indexOf(key)];
  }
  if ('character' in key) return [1, ...text(key.character)];
  if ('control' in key) return [2, ...text(key.control)];
  if ('function' in key) return [16, ...varint(key.function)];
  return [19, ...varint(key.unknown)];
}

export function programMessage(m) {
  switch (m.type) {
    case 'welcome': return [0x81, ...u16(m.version), ...varint(m.pid), ...text(m.program), ...text(m.title)];
    case 'refused': return [0x82, ...u16(m.lowest), ...u16(m.highest), ...text(m.reason)];
    case 'frame': return [0x83, ...frameBody(m.frame, m.relative)];
    default: return [0x84, ...text(m.reason)];
  }
}

// A recording's bytes: header, then each entry {kind, timeNs, frame | keys | reason} framed.
export function recording({ program = 'dashboard', title = 'Observer dashboard', startedAt = 0, entries }) {
  const out = [...utf8('GLANCE-RECORDING'), ...u16(1), ...text(program), ...text(title), ...varint(startedAt)];
  for (const e of entries) out.push(...framed(recordBody(e)));
  return Uint8Array.from(out);
}
export function recordBody(e) {
  const head = [{ frame: 1, keys: 2, ended: 3 }[e.kind], ...varint(e.timeNs)];
  if (e.kind === 'frame') return [...head, ...frameBody(e.frame, e.relative)];
  if (e.kind === 'keys') return [...head, ...varint(e.keys.length), ...e.keys.flatMap(keyBytes)];
  return [...head, ...text(e.reason)];
}

// Reads a viewer's message (the program's side), to check what wire.js encodes.
export function readViewerMessage(payload) {
  const r = new W.ByteReader(payload);
  if (String.fromCharCode(...payload.slice(0, 4)) === 'GLNC') {
    r.take(4, 'the magic');
    const lowest = r.uint16('v'), highest = r.uint16('v');
    if (r.byte('tag') !== 1) throw new Error('bad hello tag');
    const columns = r.count('w', 2000), rows = r.count('h', 2000), flags = r.byte('flags');
    const name = r.string('name', 4096);
    r.expectEnd('hello');
    return { type: 'hello', lowest, highest, columns, rows, color: !!(flags & 1), ascii: !!(flags & 2), name };
  }
  const type = r.byte('type');
  let m;
  if (type === 2) {
    const count = r.count('n', 4096);
    const keys = [];
    for (let i = 0; i < count; i++) keys.push(W.readKey(r));
    m = { type: 'keys', keys };
  } else if (type === 3) m = { type: 'resized', columns: r.count('w', 2000), rows: r.count('h', 2000) };
  else if (type === 4) m = { type: 'detach' };
  else throw new Error(`not a viewer message: ${type}`);
  r.expectEnd('message');
  return m;
}

// A small deterministic generator (mulberry32), so that random tests repeat.
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
