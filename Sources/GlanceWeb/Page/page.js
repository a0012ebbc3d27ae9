// The board page: asks /session what to show, then either attaches to the program through the
// bridge's WebSocket (live) or plays /recording (replay), and draws the screen as rows of styled
// text. wire.js (GlanceWire) does the format; this file does the DOM, the socket and the keys.
(() => {
  'use strict';
  const W = globalThis.GlanceWire;
  // The page's elements by id (index.html).
  const ui = Object.fromEntries(Array.from(document.querySelectorAll('[id]'), (e) => [e.id, e]));

  // Settings kept across visits (localStorage may be unavailable: then they last one visit).
  const stored = (name) => { try { return localStorage.getItem(`glance.${name}`) === '1'; } catch { return false; } };
  const store = (name, on) => { try { localStorage.setItem(`glance.${name}`, on ? '1' : '0'); } catch { /* kept for this visit */ } };
  const settings = { mono: stored('mono'), ascii: stored('ascii') };

  let screen = new W.Screen(0, 0); // what the renderer draws: the live screen, or the player's
  let session = null; // {mode: 'live' or 'replay', readOnly, target}, once /session answered

  // The test hooks (see the GlanceWeb tests): state, status, size, paints and the text shown.
  const glance = {
    state: 'connecting', statusText: '', size: { columns: 0, rows: 0 }, cell: { width: 0, height: 0 },
    framesPainted: 0, onPaint: null,
    // The text drawn, row by row as the DOM holds it, trailing spaces trimmed.
    text: () => Array.from(ui.grid.children, (row) => row.textContent.replace(/ +$/, '')).join('\n'),
  };
  window.glance = glance;

  function setState(state, text) {
    glance.state = state;
    glance.statusText = text;
    ui.state.textContent = state;
    ui.state.dataset.state = state;
    ui.status.textContent = text;
  }

  // ---- Drawing -------------------------------------------------------------------------------

  // What a role shows as when colour is off (Style.monochromeAttributes): bold 1, dim 2, reverse 4.
  const MONO_ATTRIBUTES = [0, 1, 0, 1, 1, 0, 1, 2, 4, 1, 4];
  // The classes of a style: its role (r0–r10), then b bold, d dim, v reverse, u underline.
  const classOf = (style) => `r${style & 15}` + (style & 0x10 ? ' b' : '') +
    (style & 0x20 ? ' d' : '') + (style & 0x40 ? ' v' : '') + (style & 0x80 ? ' u' : '');
  // The style drawn: in monochrome, the normal role plus the role's stand-in attributes.
  const shown = (style) => (settings.mono ? ((style >> 4) | MONO_ATTRIBUTES[style & 15]) << 4 : style);

  // Whether the board's font draws `ch` exactly one cell wide (a fallback font's glyph, a wide
  // or a zero-width one is not), measured once per character on a canvas in that font (fit).
  const ruler = document.createElement('canvas').getContext('2d');
  const oneCell = new Map();
  const isOneCell = (ch) => oneCell.get(ch) ?? oneCell.set(ch, ruler.measureText(ch).width === glance.cell.width).get(ch);

  // A new element: a `tag` of class `className` holding `textContent`.
  const element = (tag, className, textContent = '') =>
    Object.assign(document.createElement(tag), { className, textContent });

  let framesPending = 0; // frames applied to the screen and not yet to the DOM
  let paintRequest = 0; // the animation frame a paint waits for, or 0
  const queuePaint = () => (paintRequest ||= requestAnimationFrame(paint));

  // Brings the DOM up to the screen: rows are added or removed to match, and only the rows the
  // screen marks dirty are rebuilt.
  function paint() {
    paintRequest = 0;
    const { columns, rows, dirty } = screen;
    while (ui.grid.children.length < rows) ui.grid.append(element('div', 'row'));
    while (ui.grid.children.length > rows) ui.grid.lastChild.remove();
    for (let y = 0; y < rows; y++) {
      if (!dirty[y]) continue;
      dirty[y] = 0;
      ui.grid.children[y].replaceChildren(...buildRow(y));
    }
    if (session?.mode === 'replay') glance.size = { columns, rows };
    glance.framesPainted += framesPending;
    framesPending = 0;
    if (typeof glance.onPaint === 'function') glance.onPaint(glance.framesPainted);
  }

  // One row's spans: printable ASCII and regular one-cell characters run as text, a span per
  // style; any other cell is a box of its own, c1 or c2 by its columns, which page.css draws
  // exactly that wide, so that the cells after it keep their columns whatever the font draws.
  function buildRow(y) {
    const { columns, chars, styles, kinds } = screen;
    const runs = []; // [style, text, the box's columns or 0 for text]
    for (let i = y * columns, end = i + columns; i < end; i++) {
      if (kinds[i] === W.CELL.CONTINUATION) continue;
      const style = shown(styles[i]), ch = chars[i], last = runs.at(-1);
      const odd = ch.length > 1 || (ch > '~' && (style & 0x10 || !isOneCell(ch)));
      const box = kinds[i] === W.CELL.WIDE ? 2 : odd ? 1 : 0;
      if (box || !last || last[2] || last[0] !== style) runs.push([style, ch, box]);
      else last[1] += ch;
    }
    return runs.map(([style, text, box]) => {
      const span = element('span', classOf(style) + (box ? ` c${box}` : ''), text);
      if (box) span.dataset.c = text;
      return span;
    });
  }

  // ---- Fitting the board to the window ----------------------------------------------------------

  // The board's size in cells for the window: the measured cell into the space left of #screen.
  function fit() {
    const { fontSize, fontFamily } = getComputedStyle(ui.measure);
    ruler.font = `${fontSize} ${fontFamily}`;
    oneCell.clear();
    const cellWidth = ruler.measureText('M').width;
    // A row is a little shorter than the font's content box (which browsers round up), so that
    // block and box-drawing characters overlap by a fraction of a pixel rather than leave gaps.
    const box = ui.measure.firstElementChild.getBoundingClientRect();
    const cellHeight = Math.max(1, Math.round(box.height * 0.96));
    glance.cell = { width: cellWidth, height: cellHeight };
    ui.screen.style.setProperty('--cell-height', `${cellHeight}px`);
    // The box, not clientWidth: scrollbars that an older, larger frame brought up are not
    // there once the board fits, and must not shrink it.
    const style = getComputedStyle(ui.screen);
    const area = ui.screen.getBoundingClientRect();
    const width = area.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const height = area.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const cells = (space, cell) => Math.min(W.LIMITS.SCREEN_SIDE, Math.max(1, Math.floor(space / cell)));
    return { columns: cells(width, cellWidth), rows: cells(height, cellHeight) };
  }

  // The space for the board changes with the window and with the status bar's wrapping: fit
  // again ~100 ms after the last change, and tell the program the new size.
  let resizeTimer = null;
  new ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const size = fit(); // measures the cell again too (the zoom may have changed)
      if (session?.mode !== 'live') return;
      if (size.columns === glance.size.columns && size.rows === glance.size.rows) return;
      glance.size = size;
      if (live.attached) send(live.socket, W.encodeResized(size));
    }, 100);
  }).observe(ui.screen);

  // ---- Live: the bridge's WebSocket -----------------------------------------------------------

  const GONE_RETRY_MS = 1000;
  const RETRY_MS = 2000;
  const DISCONNECTED = 'disconnected from glance web; retrying';
  const TOKEN_GONE = 'disconnected: open the address `glance web` printed';
  const live = { socket: null, attached: false, timer: null };

  const send = (socket, bytes) => socket?.readyState === WebSocket.OPEN && socket.send(bytes);

  // Opens a new socket after `delay`, first asking /session again (start) when `checkSession`
  // is set: the bridge may be gone, or the token no longer valid.
  function retry(delay, checkSession) {
    clearTimeout(live.timer);
    live.timer = setTimeout(checkSession ? start : connect, delay);
  }

  function connect() {
    clearTimeout(live.timer);
    live.attached = false;
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    socket.binaryType = 'arraybuffer';
    live.socket = socket;
    // Set once the bridge or the program said why the socket ends: its close then adds nothing.
    socket.glanceSaid = false;
    socket.onopen = () => {
      if (live.socket !== socket) return;
      glance.size = fit();
      send(socket, W.encodeHello({ ...glance.size, color: !settings.mono, ascii: settings.ascii }));
    };
    socket.onmessage = (event) => {
      if (live.socket !== socket) return;
      if (typeof event.data === 'string') bridgeSaid(socket, event.data);
      else programSaid(socket, new Uint8Array(event.data));
    };
    socket.onclose = (event) => {
      if (live.socket !== socket) return;
      live.socket = null;
      live.attached = false;
      if (socket.glanceSaid) return;
      if ([1003, 1008, 1009].includes(event.code)) {
        setState('closed', `glance web closed the connection: ${event.reason || `code ${event.code}`}`);
        return;
      }
      setState('disconnected', DISCONNECTED);
      retry(RETRY_MS, true);
    };
  }

  // Ends `socket` having said why; `retryAfter` (ms) queues the next attempt.
  function finish(socket, state, text, retryAfter) {
    socket.glanceSaid = true;
    live.attached = false;
    setState(state, text);
    if (retryAfter) retry(retryAfter, false);
    socket.close(1000);
  }

  // A text message from the bridge: {"type":"gone","text":...} when the program cannot be reached.
  function bridgeSaid(socket, data) {
    let message = null;
    try { message = JSON.parse(data); } catch { /* not JSON: ignored below */ }
    if (message && message.type === 'gone') {
      finish(socket, 'gone', `${session.target} is gone (${message.text}); waiting for it to come back`, GONE_RETRY_MS);
    }
  }

  function programSaid(socket, payload) {
    let message;
    try {
      message = W.decodeProgramMessage(payload);
    } catch (error) {
      if (!(error instanceof W.WireError)) throw error;
      finish(socket, 'closed', `cannot read what the program sent: ${error.message}`);
      return;
    }
    const { type, reason } = message;
    if (type === 'frame') {
      screen.apply(message.frame);
      framesPending++;
      queuePaint();
    } else if (type === 'welcome' && !W.speaksVersion(message.version)) {
      finish(socket, 'closed', W.refusalText({ lowest: message.version, highest: message.version, reason: '' }));
    } else if (type === 'welcome') {
      live.attached = true;
      setState('attached', `${message.program} (pid ${message.pid})${message.title ? ': ' + message.title : ''}`);
      document.title = message.title || message.program;
    } else if (type === 'refused') {
      // The viewer cap's refusal is worth retrying; a version mismatch is not.
      const text = W.refusalText(message);
      finish(socket, 'refused', text, W.isFullRefusal(reason) && text === reason ? RETRY_MS : 0);
    } else if (reason === 'detached') {
      finish(socket, 'detached', 'detached');
    } else {
      finish(socket, 'gone', `${reason}; waiting for it to come back`, GONE_RETRY_MS);
    }
  }

  // Attaches again with a new hello (a toggle changed what the hello asks for).
  function reattach() {
    const old = live.socket;
    send(old, W.encodeDetach());
    if (old) finish(old, 'connecting', 'attaching again');
    else setState('connecting', 'attaching again');
    connect();
  }

  window.addEventListener('pagehide', () => send(live.socket, W.encodeDetach()));

  // ---- Keys -----------------------------------------------------------------------------------

  const NAMED_KEYS = {
    ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Tab: 'tab',
    Enter: 'enter', Escape: 'escape', Backspace: 'backspace', PageUp: 'pageUp',
    PageDown: 'pageDown', Home: 'home', End: 'end',
  };
  // Ctrl-letters the browser keeps: find, reload, tabs, windows, the address bar, print.
  const BROWSER_CONTROL_LETTERS = new Set(['f', 'r', 't', 'w', 'n', 'l', 'p']);
  const BROWSER_FUNCTION_KEYS = new Set([5, 11, 12]); // reload, full screen, developer tools

  // The board's key for a keydown, or null for one the browser keeps.
  function keyFor(event) {
    const name = event.key;
    // AltGr (Ctrl+Alt on some systems) types characters: those are the board's.
    if (event.getModifierState('AltGraph') && W.characterCount(name) === 1) return { character: name };
    if (event.isComposing || event.metaKey || event.altKey) return null;
    if (event.ctrlKey) {
      if (event.shiftKey) return null;
      const letter = /^[a-z]$/i.test(name) ? name.toLowerCase()
        : /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : null;
      if (!letter || BROWSER_CONTROL_LETTERS.has(letter)) return null;
      if (letter === 'c' && String(window.getSelection()).length > 0) return null; // copy
      return { control: letter };
    }
    if (name === 'Tab' && event.shiftKey) return 'backTab';
    if (NAMED_KEYS[name]) return NAMED_KEYS[name];
    const functionKey = /^F([1-9]|1[0-2])$/.exec(name);
    if (functionKey) {
      const number = Number(functionKey[1]);
      return BROWSER_FUNCTION_KEYS.has(number) ? null : { function: number };
    }
    // A printable character: one grapheme, no control characters (names like "Shift" are longer).
    if (W.characterCount(name) === 1 && !/[\u0000-\u001f\u007f-\u009f]/.test(name)) return { character: name };
    return null;
  }

  const isControl = (target) => target instanceof Element && target.closest('input, button, label');

  window.addEventListener('keydown', (event) => {
    if (isControl(event.target)) return;
    if (session?.mode === 'replay') return replayKey(event);
    if (!live.attached || session.readOnly) return;
    const key = keyFor(event);
    if (key === null) return;
    event.preventDefault();
    send(live.socket, W.encodeKeys([key]));
  });

  // ---- Toggles --------------------------------------------------------------------------------

  // Monochrome redraws every row; either toggle attaches again with a hello that asks for it.
  for (const name of ['mono', 'ascii']) {
    ui[name].checked = settings[name];
    ui[name].addEventListener('change', () => {
      settings[name] = ui[name].checked;
      store(name, settings[name]);
      ui[name].blur();
      if (name === 'mono') {
        screen.dirty.fill(1);
        queuePaint();
      }
      if (session?.mode === 'live') reattach();
    });
  }

  // ---- Replay ---------------------------------------------------------------------------------

  // Speeds as glance replay has them: ×2^(speedIndex − 2), ×0.25 to ×16.
  const replay = { player: null, playing: false, speedIndex: 2, lastTick: 0, dragging: false, shownFrame: -2 };
  const speed = () => 2 ** (replay.speedIndex - 2);

  // m:ss.t, or h:mm:ss.t from an hour on; tenths cut, so a position never reads later than it is.
  function formatTime(ms) {
    const tenths = Math.floor(Math.max(0, ms) / 100);
    const seconds = Math.floor(tenths / 10), minutes = Math.floor(seconds / 60), hours = Math.floor(minutes / 60);
    const tail = `${String(seconds % 60).padStart(2, '0')}.${tenths % 10}`;
    return hours > 0 ? `${hours}:${String(minutes % 60).padStart(2, '0')}:${tail}` : `${minutes}:${tail}`;
  }

  // Shows where the player is, at once: after seekFrame(i) returns, the DOM shows frame i (a
  // paint rebuilds only the rows that changed; playing calls this once per animation frame).
  function showPosition() {
    const { player } = replay;
    if (player.frameIndex !== replay.shownFrame) {
      replay.shownFrame = player.frameIndex;
      framesPending++;
    }
    paint(); // onPaint follows every move, even one to the frame on screen
    ui.play.textContent = replay.playing ? '❚❚' : '▶';
    ui.speed.textContent = `×${speed()}`;
    ui.time.textContent = `${formatTime(player.time)} / ${formatTime(player.duration)}`;
    ui.frame.textContent = `frame ${player.frameIndex + 1}/${player.frameCount}`;
    if (!replay.dragging) ui.seek.value = String(player.time);
  }

  function tick(now) {
    if (!replay.playing) return;
    const { player } = replay;
    player.seekTime(player.time + (now - replay.lastTick) * speed());
    replay.lastTick = now;
    if (player.time >= player.duration) replay.playing = false;
    showPosition();
    if (replay.playing) requestAnimationFrame(tick);
  }

  function step(count) {
    replay.playing = false;
    replay.player.step(count);
  }
  const setSpeed = (index) => (replay.speedIndex = Math.min(Math.max(index, 0), 6));

  // What the scrubber's buttons (by id) and keys do; move(name) does it and shows the result.
  const MOVES = {
    play() { // or pause
      replay.playing = !replay.playing;
      if (!replay.playing) return;
      if (replay.player.time >= replay.player.duration) replay.player.seekTime(0);
      replay.lastTick = performance.now();
      requestAnimationFrame(tick);
    },
    back: () => step(-1),
    forward: () => step(1),
    slower: () => setSpeed(replay.speedIndex - 1),
    faster: () => setSpeed(replay.speedIndex + 1),
    first: () => replay.player.seekTime(0),
    last: () => {
      replay.player.seekTime(replay.player.duration);
      replay.playing = false;
    },
  };
  const MOVE_KEYS = {
    ' ': 'play', ArrowLeft: 'back', ArrowRight: 'forward', '-': 'slower', _: 'slower',
    '+': 'faster', '=': 'faster', Home: 'first', End: 'last',
  };
  function move(name) {
    MOVES[name]();
    showPosition();
  }

  function replayKey(event) {
    const name = MOVE_KEYS[event.key];
    if (!replay.player || !name || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    move(name);
  }

  async function startReplay() {
    setState('connecting', 'loading the recording'); // 'replay' once it plays
    ui.asciiToggle.hidden = true; // the recording's characters are what they are
    fit(); // measures the cell; the board keeps the recording's size
    const response = await fetch('/recording', { cache: 'no-store' }).catch(() => null);
    if (!response) return setState('disconnected', 'disconnected from glance web: reload to try again');
    if (response.status === 403) return setState('disconnected', TOKEN_GONE);
    if (!response.ok) return setState('closed', `cannot load the recording: glance web answered ${response.status}`);
    let recording;
    try {
      recording = W.decodeRecording(new Uint8Array(await response.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof W.WireError)) throw error;
      setState('closed', `cannot play the recording: ${error.message}`);
      return;
    }
    const player = new W.Player(recording);
    replay.player = player;
    screen = player.screen;
    document.title = `${recording.title || recording.program} (replay)`;
    ui.replay.hidden = false;
    ui.seek.max = String(player.duration);
    // Key presses show as tick marks on the scrubber (the first thousand).
    ui.keyMarks.replaceChildren(...player.keyTimes.slice(0, 1000).map((time) => new Option('', String(time))));
    for (const id of ['play', 'back', 'forward', 'slower', 'faster']) {
      ui[id].addEventListener('click', () => {
        ui[id].blur();
        move(id);
      });
    }
    ui.seek.addEventListener('pointerdown', () => { replay.dragging = true; });
    ui.seek.addEventListener('input', () => {
      player.seekTime(Number(ui.seek.value));
      showPosition();
    });
    ui.seek.addEventListener('change', () => {
      replay.dragging = false;
      ui.seek.blur();
      showPosition();
    });
    glance.replay = {
      get frameCount() { return player.frameCount; },
      get time() { return player.time; },
      // Pauses, so that frame i stays on the screen.
      seekFrame(i) {
        replay.playing = false;
        player.seekFrame(i);
        showPosition();
      },
    };
    setState('replay', `${recording.program}${recording.title ? ': ' + recording.title : ''}` +
      (recording.isCutShort ? ' (cut short: plays up to its last whole record)' : '') +
      (player.endReason ? ` (ended: ${player.endReason})` : ''));
    player.seekTime(0);
    move('play');
  }

  // ---- Start ----------------------------------------------------------------------------------

  // Asks /session what to show, then attaches or plays; asked again before a live page
  // reconnects, it only connects. While the bridge does not answer, it asks again.
  async function start() {
    const response = await fetch('/session', { cache: 'no-store' }).catch(() => null);
    if (response?.status === 403) return setState('disconnected', TOKEN_GONE);
    if (!response?.ok) {
      setState('disconnected', response ? `glance web answered ${response.status}; retrying` : DISCONNECTED);
      return retry(RETRY_MS, true);
    }
    const answer = await response.json();
    if (session) return connect();
    session = { mode: answer.mode === 'replay' ? 'replay' : 'live', readOnly: !!answer.readOnly, target: answer.target || 'the program' };
    ui.readOnly.hidden = !session.readOnly;
    document.body.dataset.mode = session.mode; // a replay keeps its size and scrolls (page.css)
    if (session.mode === 'replay') return startReplay();
    glance.size = fit();
    connect();
  }

  setState('connecting', 'connecting');
  start();
})();
