// The Glance wire format in JavaScript, without the DOM: decodes a program's messages and a
// recording, encodes a viewer's messages, and keeps the screen the frames describe. It mirrors
// the Swift module GlanceWire check for check and limit for limit (WireFormat.md describes the
// format): anything malformed throws a WireError whose message is the Swift side's sentence,
// and every count is checked against the bytes left before anything is allocated for it.
(function () {
  'use strict';

  // The format's bounds (WireLimits in Swift).
  const MESSAGE_BYTES = 4 << 20;
  const SCREEN_SIDE = 2000;
  const TEXT_BYTES = 4096;
  const KEYS_PER_MESSAGE = 4096;
  const MAX_JOINED = 3;
  const INT_MAX = 9223372036854775807n; // Swift's Int.max and Int64.max
  const INT32_MAX = 2147483647;
  // The wire versions this page speaks.
  const VERSIONS = { lowest: 1, highest: 2 };
  const RECORDING_MAGIC = 'GLANCE-RECORDING';
  const RECORDING_VERSION = 1;

  // Why bytes were turned away: `kind` names the case and `message` is the sentence shown, as
  // Swift's WireError has them.
  class WireError extends Error {
    constructor(kind, message) {
      super(message);
      this.name = 'WireError';
      this.kind = kind;
    }
  }
  const truncated = (what) => new WireError('truncated', `truncated input: ${what} is cut short`);
  const malformed = (what) => new WireError('malformed', `malformed input: ${what}`);
  const describeVersions = (low, high) => (low === high ? `version ${low}` : `versions ${low}–${high}`);
  const versionMismatch = (ours, low, high) => new WireError('versionMismatch',
    `wire versions do not match: this side speaks ${describeVersions(ours.lowest, ours.highest)}, ` +
      `the other side speaks ${describeVersions(low, high)}`);

  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const utf8Encoder = new TextEncoder();

  // Reads values front to back, checking every length against what is left.
  class ByteReader {
    constructor(bytes, start = 0, end = bytes.length) {
      this.bytes = bytes;
      this.index = start;
      this.end = end;
    }
    get remaining() { return this.end - this.index; }
    peek() { return this.index < this.end ? this.bytes[this.index] : -1; }
    byte(what) {
      if (this.index >= this.end) throw truncated(what);
      return this.bytes[this.index++];
    }
    uint16(what) { return (this.byte(what) << 8) | this.byte(what); }
    // An unsigned LEB128 integer of at most 10 bytes that fits 64 bits: a Number while it is
    // exact, a BigInt above 2^53.
    varint(what) {
      let value = 0;
      let big = null;
      for (let shift = 0; shift < 70; shift += 7) {
        const next = this.byte(what);
        const bits = next & 0x7f;
        if (shift >= 63 && bits > 1) throw malformed(`${what} overflows 64 bits`);
        if (shift < 49) value += bits * 2 ** shift;
        else big = (big ?? BigInt(value)) + (BigInt(bits) << BigInt(shift));
        if ((next & 0x80) === 0) {
          if (big === null) return value;
          return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
        }
      }
      throw malformed(`${what} is longer than 10 bytes`);
    }
    // A varint of at most `limit` (a Number or a BigInt), as a Number.
    count(what, limit) {
      const value = this.varint(what);
      if (value > limit) throw malformed(`${what} is ${value}, more than ${limit}`);
      return Number(value);
    }
    take(count, what) {
      if (count > this.remaining) throw truncated(what);
      this.index += count;
      return this.bytes.subarray(this.index - count, this.index);
    }
    string(what, limit) {
      const bytes = this.take(this.count(`the length of ${what}`, limit), what);
      try {
        return utf8.decode(bytes);
      } catch {
        throw malformed(`${what} is not UTF-8`);
      }
    }
    // One UTF-8 encoded scalar, as its code point. The lead byte gives the length; overlong
    // forms, surrogates and scalars past U+10FFFF are not UTF-8.
    scalar(what) {
      const lead = this.byte(what);
      if (lead < 0x80) return lead;
      const length = lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf5 ? 4 : 0;
      if (length === 0) throw malformed(`${what} starts with the byte ${lead}, not UTF-8`);
      const rest = this.take(length - 1, what);
      let value = lead & (0x7f >> length);
      for (let i = 0; i < rest.length; i++) {
        if ((rest[i] & 0xc0) !== 0x80) throw malformed(`${what} is not UTF-8`);
        value = (value << 6) | (rest[i] & 0x3f);
      }
      if (value < (length === 3 ? 0x800 : length === 4 ? 0x10000 : 0) ||
          (value >= 0xd800 && value < 0xe000) || value > 0x10ffff) {
        throw malformed(`${what} is not UTF-8`);
      }
      return value;
    }
    expectEnd(what) {
      if (this.index !== this.end) throw malformed(`${what} has ${this.remaining} bytes too many`);
    }
  }

  // Appends values to a growing array of bytes: the twin of ByteReader. Methods chain.
  class ByteWriter {
    constructor() { this.bytes = []; }
    byte(value) { this.bytes.push(value & 0xff); return this; }
    uint16(value) { this.bytes.push((value >> 8) & 0xff, value & 0xff); return this; }
    varint(value) {
      let rest = Math.max(0, Math.floor(value));
      for (; rest >= 0x80; rest = Math.floor(rest / 0x80)) this.bytes.push((rest % 0x80) | 0x80);
      this.bytes.push(rest);
      return this;
    }
    // A length-prefixed string, cut to at most `limit` bytes on a scalar boundary (encodeInto
    // writes whole scalars only).
    string(text, limit) {
      const buffer = new Uint8Array(limit);
      const { written } = utf8Encoder.encodeInto(text, buffer);
      this.varint(written).bytes.push(...buffer.subarray(0, written));
      return this;
    }
    result() { return Uint8Array.from(this.bytes); }
  }

  // Styles are one number: the colour role (0–10) in the low four bits, the attributes (bold 1,
  // dim 2, reverse 4, underline 8) in the high four. Cell kinds: a plain cell, the left half of a
  // wide character, the right half (a continuation, which shows nothing of its own).
  const PLAIN = 0, WIDE = 1, CONTINUATION = 2;
  const ROLE_COUNT = 11;
  const Token = { style: 0x01, wide: 0x02, continuation: 0x03, joined: 0x04 };

  function printable(reader) {
    const scalar = reader.scalar("a cell's character");
    if (scalar < 0x20 || (scalar >= 0x7f && scalar < 0xa0)) {
      throw malformed(`a cell holds the control character ${scalar}`);
    }
    return scalar;
  }

  // Reads the cell at (x, y); `state.style` carries the style from cell to cell within a frame.
  function readCell(reader, state, x, y) {
    while (reader.peek() === Token.style) {
      reader.byte('a style');
      const role = reader.byte("a style's role");
      if (role >= ROLE_COUNT) throw malformed('a style has an unknown colour role');
      const attributes = reader.byte("a style's attributes");
      if (attributes & ~0x0f) throw malformed('a style has unknown attributes');
      state.style = role | (attributes << 4);
    }
    if (reader.peek() === Token.continuation) {
      reader.byte('a continuation');
      return { ch: ' ', style: state.style, kind: CONTINUATION, x, y };
    }
    const isWide = reader.peek() === Token.wide;
    if (isWide) reader.byte('a wide cell');
    let joinedCount = 0;
    if (reader.peek() === Token.joined) {
      reader.byte('a joined count');
      joinedCount = reader.byte('a joined count');
      if (joinedCount < 1 || joinedCount > MAX_JOINED) {
        throw malformed(`a cell joins ${joinedCount} scalars, not 1 to ${MAX_JOINED}`);
      }
    }
    let ch = String.fromCodePoint(printable(reader));
    for (let i = 0; i < joinedCount; i++) {
      const scalar = printable(reader);
      // A cell keeps joined scalars below U+100000 only (every zero-width scalar is).
      if (scalar < 0x100000) ch += String.fromCodePoint(scalar);
    }
    return { ch, style: state.style, kind: isWide ? WIDE : PLAIN, x, y };
  }

  // A frame: the screen's size, whether it is a repaint, and the changed cells in row-major
  // order, each as {x, y, ch, style, kind}. Each cell takes at least one byte, so the cells kept
  // are bounded by the bytes read.
  function readFrame(reader) {
    const columns = reader.count("the frame's width", SCREEN_SIDE);
    const rows = reader.count("the frame's height", SCREEN_SIDE);
    const flags = reader.byte("the frame's flags");
    if (flags > 3) throw malformed(`the frame's flags are ${flags}`);
    const runCount = reader.count('the number of runs', reader.remaining);
    const changes = [];
    const state = { style: 0 };
    let end = 0; // the cell after the previous run, in row-major order
    for (let run = 0; run < runCount; run++) {
      // Flag 2 (version 2): a run starts with the cells it skips, not with its row and column.
      const start = flags & 2 ? end + reader.count("a run's skip", Math.max(0, columns * rows - end)) : -1;
      if (start >= columns * rows) throw malformed('a run lies off the screen');
      const y = start < 0 ? reader.count("a run's row", rows) : Math.floor(start / columns);
      const x = start < 0 ? reader.count("a run's column", columns) : start % columns;
      const length = reader.count("a run's length", columns - x);
      if (y >= rows || length === 0) throw malformed('a run lies off the screen');
      if (y * columns + x < end) throw malformed('runs are not in row-major order');
      for (let offset = 0; offset < length; offset++) changes.push(readCell(reader, state, x + offset, y));
      end = y * columns + x + length;
    }
    return { columns, rows, repaint: (flags & 1) === 1, changes };
  }

  // Reads a program's message payload (without its length): welcome, refused, frame or ended.
  // (Object literals evaluate in order, so each message's fields are read in the wire's order.)
  function decodeProgramMessage(payload) {
    const reader = new ByteReader(payload);
    let message;
    const type = reader.byte("a message's type");
    if (type === 0x81) {
      message = {
        type: 'welcome', version: reader.uint16('the version'),
        pid: reader.count("the program's PID", INT32_MAX),
        program: reader.string("the program's name", TEXT_BYTES),
        title: reader.string("the board's title", TEXT_BYTES),
      };
    } else if (type === 0x82) {
      const lowest = reader.uint16('the lowest version');
      const highest = reader.uint16('the highest version');
      if (lowest > highest) throw malformed('the version range is empty');
      message = { type: 'refused', lowest, highest, reason: reader.string('the reason', TEXT_BYTES) };
    } else if (type === 0x83) {
      message = { type: 'frame', frame: readFrame(reader) };
    } else if (type === 0x84) {
      message = { type: 'ended', reason: reader.string('the reason', TEXT_BYTES) };
    } else {
      throw malformed(`${type} is not a program's message`);
    }
    reader.expectEnd("a program's message");
    return message;
  }

  // Keys. Plain keys are their names; the others are {character}, {control}, {function} or
  // {unknown} objects.
  const PLAIN_KEYS = [
    [3, 'escape'], [4, 'tab'], [5, 'backTab'], [6, 'enter'], [7, 'backspace'], [8, 'up'],
    [9, 'down'], [10, 'left'], [11, 'right'], [12, 'pageUp'], [13, 'pageDown'], [14, 'home'],
    [15, 'end'], [17, 'focusIn'], [18, 'focusOut'],
  ];
  const tagOfKey = new Map(PLAIN_KEYS.map(([tag, name]) => [name, tag]));
  const keyOfTag = new Map(PLAIN_KEYS);
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const characterCount = (text) => Array.from(graphemes.segment(text)).length;

  function writeKey(writer, key) {
    if (typeof key === 'string') writer.byte(tagOfKey.get(key) ?? 0);
    else if ('character' in key) writer.byte(1).string(key.character, 64);
    else if ('control' in key) writer.byte(2).string(key.control, 64);
    else if ('function' in key) writer.byte(16).varint(key.function);
    else writer.byte(19).varint(key.unknown);
  }

  function readKey(reader) {
    const tag = reader.byte('a key');
    const character = (what) => {
      const text = reader.string(what, 64);
      if (characterCount(text) !== 1) throw malformed(`${what} is not one character`);
      return text;
    };
    switch (tag) {
      case 1: return { character: character('a character key') };
      case 2: return { control: character('a control key') };
      case 16: return { function: reader.count("a function key's number", 64) };
      case 19: return { unknown: reader.count("an unknown key's code", 2 ** 31) };
      default:
        if (!keyOfTag.has(tag)) throw malformed(`${tag} is not a key`);
        return keyOfTag.get(tag);
    }
  }

  // The viewer's messages, as payloads (the bridge adds the length).
  function encodeHello({ columns, rows, color = true, ascii = false, name = 'browser' }) {
    const writer = new ByteWriter();
    for (const c of 'GLNC') writer.byte(c.charCodeAt(0));
    return writer.uint16(VERSIONS.lowest).uint16(VERSIONS.highest).byte(0x01).varint(columns)
      .varint(rows).byte((color ? 1 : 0) | (ascii ? 2 : 0)).string(name, TEXT_BYTES).result();
  }
  function encodeKeys(keys) {
    const sent = keys.slice(0, KEYS_PER_MESSAGE);
    const writer = new ByteWriter().byte(0x02).varint(sent.length);
    for (const key of sent) writeKey(writer, key);
    return writer.result();
  }
  const encodeResized = ({ columns, rows }) =>
    new ByteWriter().byte(0x03).varint(columns).varint(rows).result();
  const encodeDetach = () => Uint8Array.of(0x04);

  // What a refusal says to the user: the program's sentence, or, when the program speaks none
  // of this page's versions, which versions each side speaks.
  function refusalText({ lowest, highest, reason }) {
    const overlaps = Math.min(highest, VERSIONS.highest) >= Math.max(lowest, VERSIONS.lowest);
    return overlaps ? reason : versionMismatch(VERSIONS, lowest, highest).message;
  }
  // Whether a refusal is the viewer cap's ("16 viewers are attached already"): worth retrying.
  const isFullRefusal = (reason) => /^[+-]?\d+ viewers are attached already$/.test(reason);
  // Whether a welcome names a version this page speaks.
  const speaksVersion = (version) => version >= VERSIONS.lowest && version <= VERSIONS.highest;

  // One record of a recording (without its length): {kind, time (ms), timeNs, ...}.
  function readRecord(payload) {
    const reader = new ByteReader(payload);
    const kind = reader.byte("a record's kind");
    const timeNs = reader.varint("a record's time");
    if (timeNs > INT_MAX) throw malformed(`a record's time is ${timeNs}, more than ${INT_MAX}`);
    let entry;
    if (kind === 0x01) {
      entry = { kind: 'frame', frame: readFrame(reader) };
    } else if (kind === 0x02) {
      const count = reader.count('the number of keys', KEYS_PER_MESSAGE);
      const keys = [];
      for (let i = 0, n = Math.min(count, reader.remaining); i < n; i++) keys.push(readKey(reader));
      if (keys.length !== count) throw truncated('a record of keys');
      entry = { kind: 'keys', keys };
    } else if (kind === 0x03) {
      entry = { kind: 'ended', reason: reader.string('the reason', TEXT_BYTES) };
    } else {
      throw malformed(`${kind} is not a kind of record`);
    }
    reader.expectEnd('a record');
    entry.timeNs = timeNs;
    entry.time = Number(timeNs) / 1e6;
    return entry;
  }

  // A recording file: its header, then every whole record; a last record cut short ends it
  // (`isCutShort`). Records must be in time order.
  function decodeRecording(bytes) {
    const magic = RECORDING_MAGIC;
    if (bytes.length < magic.length || [...magic].some((c, i) => bytes[i] !== c.charCodeAt(0))) {
      throw new WireError('notGlance', 'not a Glance recording');
    }
    const reader = new ByteReader(bytes, magic.length);
    const version = reader.uint16("the recording's version");
    if (version !== RECORDING_VERSION) {
      throw versionMismatch({ lowest: RECORDING_VERSION, highest: RECORDING_VERSION }, version, version);
    }
    const program = reader.string("the program's name", TEXT_BYTES);
    const title = reader.string('the title', TEXT_BYTES);
    const startedAt = reader.varint('the start time');
    if (startedAt > INT_MAX) throw malformed(`the start time is ${startedAt}, more than ${INT_MAX}`);
    const entries = [];
    let at = reader.index;
    while (bytes.length - at >= 4) {
      const length = bytes[at] * 2 ** 24 + ((bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]);
      if (length > MESSAGE_BYTES) {
        throw malformed(`record ${entries.length + 1}: a message of ${length} bytes is over the limit of ${MESSAGE_BYTES} bytes`);
      }
      if (bytes.length - at - 4 < length) break;
      const number = entries.length + 1;
      let entry;
      try {
        entry = readRecord(bytes.subarray(at + 4, at + 4 + length));
      } catch (error) {
        if (error instanceof WireError) throw malformed(`record ${number}: ${error.message}`);
        throw error;
      }
      if (entries.length > 0 && entry.timeNs < entries.at(-1).timeNs) {
        throw malformed(`record ${number} is earlier than the one before it`);
      }
      entries.push(entry);
      at += 4 + length;
    }
    return { program, title, startedAt, entries, isCutShort: at < bytes.length };
  }

  // The screen the frames describe, as Swift's CellBuffer keeps it: wide characters stay whole
  // (a write that breaks a pair turns the other half into a space), and `dirty` marks the rows
  // changed since a renderer last drew them.
  class Screen {
    constructor(columns = 0, rows = 0) { this.reset(columns, rows); }
    reset(columns, rows) {
      this.columns = columns;
      this.rows = rows;
      const count = columns * rows;
      this.chars = new Array(count).fill(' ');
      this.styles = new Uint8Array(count);
      this.kinds = new Uint8Array(count);
      this.dirty = new Uint8Array(rows).fill(1);
    }
    // Makes this screen a copy of `other`, every row dirty; returns it.
    copy(other) {
      this.columns = other.columns;
      this.rows = other.rows;
      this.chars = other.chars.slice();
      this.styles = other.styles.slice();
      this.kinds = other.kinds.slice();
      this.dirty = new Uint8Array(this.rows).fill(1);
      return this;
    }
    // Applies a frame: a repaint or a new size starts from a blank screen.
    apply(frame) {
      if (frame.repaint || frame.columns !== this.columns || frame.rows !== this.rows) {
        this.reset(frame.columns, frame.rows);
      }
      for (const change of frame.changes) this.store(change, change.x, change.y);
    }
    set(index, ch, style, kind) {
      this.chars[index] = ch;
      this.styles[index] = style;
      this.kinds[index] = kind;
    }
    // Stores a cell inside the grid, keeping pairs whole, as CellBuffer.store does: a wide lead
    // brings its continuation (in the last column it is a space), a continuation shows as one
    // only right of a lead, and a lead or continuation the write parted from its other half
    // becomes a space.
    store(cell, x, y) {
      if (x < 0 || y < 0 || x >= this.columns || y >= this.rows) return;
      const index = y * this.columns + x;
      this.dirty[y] = 1;
      let { ch, kind } = cell;
      if (kind === WIDE && x + 1 < this.columns) {
        this.set(index + 1, ' ', cell.style, CONTINUATION);
      } else if (kind !== PLAIN) {
        ch = ' ';
        kind = kind === CONTINUATION && x > 0 && this.kinds[index - 1] === WIDE ? CONTINUATION : PLAIN;
      }
      this.set(index, ch, cell.style, kind);
      if (x > 0 && this.kinds[index - 1] === WIDE && kind !== CONTINUATION) {
        this.set(index - 1, ' ', this.styles[index - 1], PLAIN);
      }
      const after = index + (kind === WIDE ? 2 : 1);
      if (after < (y + 1) * this.columns && this.kinds[after] === CONTINUATION && this.kinds[after - 1] !== WIDE) {
        this.set(after, ' ', this.styles[after], PLAIN);
      }
    }
  }

  // How many of `sorted`'s items have key(item) at most `value` (a binary search).
  function countAtMost(sorted, value, key) {
    let low = 0, high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (key(sorted[middle]) <= value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  // Plays a decoded recording back: the screen at any frame or time. Like Swift's
  // RecordingPlayer it keeps a copy of the screen after about `checkpointCells` changed cells,
  // so that seeking anywhere applies at most that many cells, not every frame since the start.
  class Player {
    constructor(recording, checkpointCells) {
      this.frames = []; // {time, frame}
      this.keyTimes = [];
      this.endReason = null;
      for (const entry of recording.entries) {
        if (entry.kind === 'frame') this.frames.push(entry);
        else if (entry.kind === 'keys') this.keyTimes.push(entry.time);
        else this.endReason = entry.reason;
      }
      this.duration = recording.entries.at(-1)?.time ?? 0;
      const first = this.frames[0]?.frame ?? { columns: 0, rows: 0 };
      const cells = checkpointCells ?? Math.max(4096, 16 * first.columns * first.rows);
      // The screens after some frames, in frame order; the first is the blank one before them.
      this.checkpoints = [{ frame: -1, screen: new Screen(first.columns, first.rows) }];
      const screen = new Screen(first.columns, first.rows);
      let cost = 0;
      this.frames.forEach(({ frame }, index) => {
        screen.apply(frame);
        cost += frame.changes.length + 1;
        if (cost >= cells) {
          this.checkpoints.push({ frame: index, screen: new Screen().copy(screen) });
          cost = 0;
        }
      });
      this.screen = new Screen(first.columns, first.rows);
      this.frameIndex = -1; // the frame on screen; -1 before the first
      this.time = 0; // ms from the start
      this.framesApplied = 0;
    }
    get frameCount() { return this.frames.length; }
    seekTime(time) {
      this.time = Math.min(Math.max(time, 0), this.duration);
      this.show(countAtMost(this.frames, this.time, (entry) => entry.time) - 1);
    }
    seekFrame(index) {
      if (this.frames.length === 0) return;
      index = Math.min(Math.max(Math.trunc(index), 0), this.frames.length - 1);
      this.time = this.frames[index].time;
      this.show(index);
    }
    step(count) {
      // Forward stops at the last frame; back stays at the first (as stepBack does in Swift).
      if (count > 0 && this.frameIndex + 1 >= this.frames.length) return;
      if (count < 0 && this.frameIndex < 0) return;
      this.seekFrame(this.frameIndex + count);
    }
    // The last checkpoint at or before frame `index`.
    checkpointFor(index) {
      return this.checkpoints[countAtMost(this.checkpoints, index, (c) => c.frame) - 1];
    }
    // Shows frame `index`: from the screen on show when it is on the way, else from the last
    // checkpoint at or before it.
    show(index) {
      const checkpoint = this.checkpointFor(index);
      if (this.frameIndex > index || this.frameIndex < checkpoint.frame) {
        this.screen.copy(checkpoint.screen);
        this.frameIndex = checkpoint.frame;
      }
      while (this.frameIndex < index) {
        this.screen.apply(this.frames[++this.frameIndex].frame);
        this.framesApplied++;
      }
    }
  }

  const GlanceWire = {
    WireError, ByteReader, ByteWriter, Screen, Player,
    VERSIONS, LIMITS: { MESSAGE_BYTES, SCREEN_SIDE, TEXT_BYTES, KEYS_PER_MESSAGE },
    CELL: { PLAIN, WIDE, CONTINUATION },
    decodeProgramMessage, decodeRecording, readFrame, readKey,
    encodeHello, encodeKeys, encodeResized, encodeDetach,
    refusalText, isFullRefusal, speaksVersion, characterCount,
  };
  if (typeof module === 'object' && module && module.exports) module.exports = GlanceWire;
  else globalThis.GlanceWire = GlanceWire;
})();
