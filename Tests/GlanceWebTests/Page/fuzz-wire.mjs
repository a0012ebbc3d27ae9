// Fuzzes the page's decoders (wire.js) with the wire fuzzer's corpora and random mutations of
// them, as the Swift harnesses read them: Tests/Fuzz/Corpus/wire (a chunk-size byte, then a
// stream of length-prefixed messages, each read as a program's message and its frames applied
// to a screen) and Tests/Fuzz/Corpus/recording (a byte whose low bit clear adds the magic, then
// the file, which is decoded and played). Fails when anything throws other than a WireError,
// when an input takes longer than the bound, or when an invariant breaks: a decoded message
// re-encodes to one that decodes the same, a frame's cells lie on its screen, a recording's
// entries are in time order and the player's screen equals one worked out from scratch.
//
//   node Tests/GlanceWebTests/Page/fuzz-wire.mjs [SECONDS] [SEED]   (default 10 s, seed 1)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { W, root, programMessage, random, screenText, screenAt } from './support.mjs';

// Bounds in CPU time, not wall time, so that a loaded machine cannot make a slow input of a
// fast one. The costliest legitimate input (a 2,000 x 2,000 screen) takes a few tens of ms.
const PER_INPUT_MS = 1000;
const HANG_MS = 3000; // an input still running after this much CPU is a hang: the worker stops
const cpuMs = () => {
  const { user, system } = process.cpuUsage(); // the whole process: the watcher's share is nil
  return (user + system) / 1000;
};
const MAX_INPUT = 1 << 16;
const MESSAGE_LIMIT = 1 << 16; // the Swift wire harness's reader limit
const MAGIC = new TextEncoder().encode('GLANCE-RECORDING');

class Finding extends Error {}
const check = (condition, what) => {
  if (!condition) throw new Finding(what);
};

function fuzzWire(input) {
  const payloads = [];
  const stream = input.subarray(1);
  for (let at = 0; stream.length - at >= 4;) {
    const length = stream.readUInt32BE(at);
    if (length > MESSAGE_LIMIT || stream.length - at - 4 < length) break;
    payloads.push(stream.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  const screen = new W.Screen();
  for (const payload of payloads) {
    let message;
    try {
      message = W.decodeProgramMessage(payload);
    } catch (error) {
      if (error instanceof W.WireError) continue;
      throw error;
    }
    const again = W.decodeProgramMessage(Uint8Array.from(programMessage(message)));
    check(JSON.stringify(again) === JSON.stringify(message), 'a message re-reads differently');
    if (message.type === 'frame') {
      const { columns, rows, changes } = message.frame;
      for (const c of changes) check(c.x < columns && c.y < rows, `a cell at ${c.x},${c.y} lies off ${columns}x${rows}`);
      screen.apply(message.frame);
      check(screenText(screen).split('\n').length === Math.max(1, rows), 'the text has the wrong rows');
    }
  }
}

function fuzzRecording(input) {
  const body = input.subarray(1);
  const bytes = (input[0] & 1) === 0 ? Buffer.concat([MAGIC, body]) : body;
  let recording;
  try {
    recording = W.decodeRecording(bytes);
  } catch (error) {
    if (error instanceof W.WireError) return;
    throw error;
  }
  recording.entries.forEach((entry, i) => {
    if (i > 0) check(recording.entries[i - 1].timeNs <= entry.timeNs, 'entries out of order');
  });
  const player = new W.Player(recording, 64);
  player.seekTime(player.duration);
  player.step(-1);
  if (player.frameIndex >= 0) {
    const fresh = screenAt(player, player.frameIndex);
    check(screenText(fresh) === screenText(player.screen) &&
      fresh.styles.join() === player.screen.styles.join(), `frame ${player.frameIndex} differs`);
  }
}

// Random edits of a corpus file: flips, steps of one, interesting bytes, insertions,
// deletions, splices.
function mutate(next, seeds) {
  const pick = (n) => Math.floor(next() * n);
  let bytes = [...seeds[pick(seeds.length)].bytes];
  const interesting = [0x00, 0x01, 0x02, 0x03, 0x04, 0x7f, 0x80, 0xff, 0xc2, 0xe0, 0xed, 0xf0, 0xf4, 0x0a, 0x20];
  for (let edits = 1 + pick(8); edits > 0; edits--) {
    const at = pick(bytes.length + 1);
    switch (pick(8)) {
      case 0: if (at < bytes.length) bytes[at] ^= 1 << pick(8); break;
      case 7: if (at < bytes.length) bytes[at] = (bytes[at] + (next() < 0.5 ? 1 : 255)) & 0xff; break;
      case 1: if (at < bytes.length) bytes[at] = interesting[pick(interesting.length)]; break;
      case 2: bytes.splice(at, 0, pick(256)); break;
      case 3: bytes.splice(at, 1 + pick(4)); break;
      case 4: bytes.splice(at, 0, ...bytes.slice(pick(bytes.length), pick(bytes.length + 1))); break;
      case 5: bytes.splice(at, 0, ...Array.from({ length: 1 + pick(12) }, () => 0x80 | pick(128))); break;
      default: {
        const other = seeds[pick(seeds.length)].bytes;
        const from = pick(other.length);
        bytes.splice(at, 0, ...other.subarray(from, from + pick(64)));
      }
    }
  }
  return Buffer.from(bytes.slice(0, MAX_INPUT));
}

function runOne(target, input) {
  const started = cpuMs();
  try {
    (target === 'wire' ? fuzzWire : fuzzRecording)(input);
  } catch (error) {
    return error instanceof Finding ? error.message : `threw ${error && error.stack}`;
  }
  const took = cpuMs() - started;
  return took > PER_INPUT_MS ? `took ${took.toFixed(0)} ms of CPU` : null;
}

// Fuzzes for `seconds` in this thread. Before each input, the input goes into `shared` (its
// length, a counter, then its bytes), so that a watcher in another thread can name the input
// that hangs.
function fuzzHere(seconds, seed, shared) {
  const header = new Int32Array(shared, 0, 2);
  const body = new Uint8Array(shared, 8);
  const seeds = [];
  for (const target of ['wire', 'recording']) {
    const folder = path.join(root, 'Tests/Fuzz/Corpus', target);
    for (const name of fs.readdirSync(folder).sort()) {
      seeds.push({ target, name, bytes: fs.readFileSync(path.join(folder, name)) });
    }
  }
  const findings = [];
  const next = random(seed);
  const deadline = performance.now() + seconds * 1000;
  let runs = 0;
  while (findings.length < 10 && (runs < seeds.length || performance.now() < deadline)) {
    const target = runs < seeds.length ? seeds[runs].target : next() < 0.5 ? 'wire' : 'recording';
    const input = runs < seeds.length ? seeds[runs].bytes : mutate(next, seeds.filter((s) => s.target === target));
    body.set(input);
    header[0] = input.length | (target === 'wire' ? 0 : 1 << 30);
    Atomics.add(header, 1, 1);
    const problem = runOne(target, input);
    if (problem) findings.push({ target, problem, input });
    runs++;
  }
  return { runs, findings };
}

const saved = (target, input) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glance-page-fuzz-')), `${target}-finding`);
  fs.writeFileSync(file, input);
  return file;
};

// Fuzzes for `seconds` in a worker, stopping it when one input runs past HANG_MS. Resolves to
// {runs, findings: [{target, problem, file}]}, each finding's input saved in a file.
export function fuzz(seconds = 10, seed = 1) {
  const shared = new SharedArrayBuffer(8 + MAX_INPUT);
  const header = new Int32Array(shared, 0, 2);
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { seconds, seed, shared } });
  return new Promise((resolve, reject) => {
    let seen = -1;
    let since = cpuMs();
    const watch = setInterval(() => {
      const count = Atomics.load(header, 1);
      if (count !== seen) {
        [seen, since] = [count, cpuMs()];
        return;
      }
      if (cpuMs() - since < HANG_MS) return;
      clearInterval(watch);
      worker.terminate();
      const target = header[0] & (1 << 30) ? 'recording' : 'wire';
      const input = Buffer.from(new Uint8Array(shared, 8, header[0] & ~(1 << 30)));
      resolve({ runs: count, findings: [{ target, problem: `ran for ${HANG_MS} ms of CPU without ending`, file: saved(target, input) }] });
    }, 100);
    worker.on('message', ({ runs, findings }) => {
      clearInterval(watch);
      resolve({ runs, findings: findings.map((f) => ({ target: f.target, problem: f.problem, file: saved(f.target, f.input) })) });
    });
    worker.on('error', (error) => {
      clearInterval(watch);
      reject(error);
    });
  });
}

if (!isMainThread && workerData?.shared) {
  parentPort.postMessage(fuzzHere(workerData.seconds, workerData.seed, workerData.shared));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const seconds = Number(process.argv[2] ?? 10);
  const seed = Number(process.argv[3] ?? 1);
  const started = performance.now();
  const { runs, findings } = await fuzz(seconds, seed);
  for (const f of findings) console.error(`${f.target}: ${f.problem} (input saved as ${f.file})`);
  const elapsed = (performance.now() - started) / 1000;
  console.log(`fuzz-wire: ${runs} inputs in ${elapsed.toFixed(1)} s (seed ${seed}), ${findings.length} findings`);
  process.exitCode = findings.length ? 1 : 0;
}
