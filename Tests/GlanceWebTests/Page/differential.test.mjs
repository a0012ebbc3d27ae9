// wire.js against the Swift decoder itself: mutated recordings go through both decodeRecording
// and `glance replay FILE --headless`, which must agree on every input: the same sentence for
// one they reject (as RecordingFileError words it), the same last screen for one they read.
// Needs a built `glance`: GLANCE_BIN=.build/debug/glance node --test Tests/GlanceWebTests/Page/
// (skipped without it); GLANCE_DIFF_INPUTS sets how many inputs (100 by default).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { W, root, cell, recording, random, screenText } from './support.mjs';

const glance = process.env.GLANCE_BIN;
const inputs = Number(process.env.GLANCE_DIFF_INPUTS ?? 100);

// A recording with styles, wide characters, joined marks (also ones that start a grapheme
// cluster of their own: a letter, a Hangul filler), a resize and keys.
function sample(relative = false) {
  const entries = [];
  for (let t = 0; t < 12; t++) {
    const columns = t < 8 ? 30 : 24;
    const changes = [cell(0, 0, String(t % 10), 4 | (1 << 4)), cell(2, 1, '日', 9, 1), cell(3, 1, ' ', 9, 2),
      cell(5, 1, 'e\u0301'), cell(7, 1, 'e\u0201'), cell(9, 1, 'a\u1160'), cell(columns - 1, 2, '#', 8 | (4 << 4))];
    entries.push({ kind: 'frame', timeNs: t * 40e6, frame: { columns, rows: 4, repaint: t % 8 === 0, changes }, relative });
    if (t === 5) entries.push({ kind: 'keys', timeNs: t * 40e6 + 1, keys: ['tab', { character: 'a' }] });
  }
  entries.push({ kind: 'ended', timeNs: 1e9, reason: 'detached' });
  return recording({ entries });
}

// What `glance replay` says of a file wire.js rejects (RecordingFileError.explain).
function swiftSentence(error) {
  if (error.kind === 'notGlance') return 'not a Glance recording';
  if (error.kind === 'versionMismatch') {
    const version = /speaks version (\d+)$/.exec(error.message)[1];
    return `recording format version ${version} is not supported (this build reads version 1)`;
  }
  if (error.kind === 'truncated') {
    return `the recording's header is cut short (${/^truncated input: (.*) is cut short$/.exec(error.message)[1]})`;
  }
  return `not a valid recording: ${error.message}`;
}

function mutate(next, bytes) {
  const pick = (n) => Math.floor(next() * n);
  const b = [...bytes];
  for (let edits = 1 + pick(4); edits > 0; edits--) {
    const at = 16 + pick(Math.max(1, b.length - 16));
    switch (pick(5)) {
      case 0: b[at] ^= 1 << pick(8); break;
      case 1: b[at] = (b[at] + (next() < 0.5 ? 1 : 255)) & 0xff; break;
      case 2: b.splice(at, 1 + pick(3)); break;
      case 3: b.splice(at, 0, pick(256)); break;
      default: b[at] = [0, 1, 2, 3, 4, 0x7f, 0x80, 0xff, 0xc2, 0xed][pick(10)];
    }
  }
  return Uint8Array.from(b);
}

test('wire.js and glance replay agree on mutated recordings', { skip: !glance && 'set GLANCE_BIN to a built glance' }, () => {
  const magic = new TextEncoder().encode('GLANCE-RECORDING');
  const corpus = (name) => Uint8Array.from([...magic,
    ...fs.readFileSync(path.join(root, 'Tests/Fuzz/Corpus/recording', name)).subarray(1)]);
  const seeds = [sample(), corpus('session'), corpus('cut-short'), corpus('joined-scalars')];
  // The sample with version 2's relative runs, mutated every fourth input on a stream of its own.
  const relative = sample(true);
  const nextRelative = random(2);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glance-page-diff-'));
  const file = path.join(folder, 'input.rec');
  const next = random(1);
  let read = 0;
  for (let n = 0; n < inputs; n++) {
    const input = n < seeds.length ? seeds[n] : n === seeds.length ? relative
      : n % 4 === 0 ? mutate(nextRelative, relative) : mutate(next, seeds[Math.floor(next() * seeds.length)]);
    fs.writeFileSync(file, input);
    let ours, size = { columns: 40, rows: 10 };
    try {
      const player = new W.Player(W.decodeRecording(input));
      player.seekTime(player.duration);
      if (player.frameCount) size = { columns: Math.max(40, player.screen.columns), rows: player.screen.rows };
      ours = player.frameCount ? screenText(player.screen) : new Array(size.rows).fill('').join('\n');
      read++;
    } catch (error) {
      if (!(error instanceof W.WireError)) throw error;
      ours = swiftSentence(error);
    }
    let swift;
    try {
      // A row more than the screen (the replay's footer takes the last), and not too small.
      const out = execFileSync(glance, ['replay', file, '--headless', '--size', `${size.columns}x${Math.max(size.rows + 1, 12)}`],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      swift = out.split('\n').slice(0, size.rows).map((line) => line.replace(/ +$/, '')).join('\n');
    } catch (error) {
      swift = String(error.stderr).trim().replace(`glance replay: ${file}: `, '');
    }
    assert.equal(ours, swift, `input ${n} (kept as ${file})`);
  }
  fs.rmSync(folder, { recursive: true, force: true }); // kept when an input differs
  assert.ok(read >= 5, `only ${read} inputs were read`);
});
