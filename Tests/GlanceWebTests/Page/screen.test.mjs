// The screen model: text as CellBuffer.text gives it, wide pairs kept whole, frames applied.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { W, cell, screenText } from './support.mjs';

const frame = (columns, rows, changes, repaint = false) => ({ columns, rows, repaint, changes });

test('text trims trailing spaces per row and adds nothing for a continuation', () => {
  const screen = new W.Screen();
  screen.apply(frame(6, 3, [
    cell(0, 0, 'a'), cell(1, 0, ' '), cell(2, 0, '日', 0, 1), cell(3, 0, ' ', 0, 2),
    cell(0, 2, ' '), cell(1, 2, 'e\u0301'), cell(2, 2, '\u00a0'),
  ], true));
  assert.equal(screenText(screen), 'a 日\n\n e\u0301\u00a0');
});

test('a blank screen is rows of nothing', () => {
  assert.equal(screenText(new W.Screen(4, 3)), '\n\n');
  assert.equal(screenText(new W.Screen(0, 0)), '');
});

test('a diff changes only its cells; a repaint or a new size starts blank', () => {
  const screen = new W.Screen();
  screen.apply(frame(3, 2, [cell(0, 0, 'a'), cell(1, 0, 'b'), cell(0, 1, 'c')], true));
  screen.apply(frame(3, 2, [cell(1, 0, 'X')]));
  assert.equal(screenText(screen), 'aX\nc');
  screen.apply(frame(3, 2, [cell(2, 1, 'Z')], true));
  assert.equal(screenText(screen), '\n  Z');
  screen.apply(frame(4, 1, [cell(3, 0, 'W')]));
  assert.equal(screenText(screen), '   W');
  assert.equal(screen.columns, 4);
  assert.equal(screen.rows, 1);
});

test('writes that break a wide pair leave spaces, as CellBuffer does', () => {
  const screen = new W.Screen();
  const wide = (x, ch = '日') => [cell(x, 0, ch, 3, 1), cell(x + 1, 0, ' ', 3, 2)];
  screen.apply(frame(6, 1, [...wide(0), ...wide(2), ...wide(4)], true));
  assert.equal(screenText(screen), '日日日');
  // A plain cell over a continuation: the lead on its left becomes a space.
  screen.apply(frame(6, 1, [cell(1, 0, 'x')]));
  assert.equal(screenText(screen), ' x日日');
  assert.equal(screen.styles[0], 3);
  // A plain cell over a lead: its continuation becomes a space.
  screen.apply(frame(6, 1, [cell(2, 0, 'y')]));
  assert.equal(screenText(screen), ' xy 日');
  // A wide cell in the last column is a space; a continuation after no lead is a space.
  screen.apply(frame(6, 1, [cell(5, 0, '本', 0, 1)]));
  assert.equal(screenText(screen), ' xy');
  screen.apply(frame(6, 1, [cell(0, 0, ' ', 0, 2)]));
  assert.equal(screen.kinds[0], W.CELL.PLAIN);
  // A wide cell alone writes its own continuation.
  screen.apply(frame(6, 1, [cell(3, 0, '本', 5, 1)]));
  assert.equal(screenText(screen), ' xy本');
  assert.deepEqual([screen.kinds[3], screen.kinds[4], screen.styles[4]], [W.CELL.WIDE, W.CELL.CONTINUATION, 5]);
});

test('dirty marks the rows a frame touched', () => {
  const screen = new W.Screen(3, 3);
  screen.dirty.fill(0);
  screen.apply(frame(3, 3, [cell(0, 1, 'a')]));
  assert.deepEqual([...screen.dirty], [0, 1, 0]);
  screen.apply(frame(3, 3, [], true));
  assert.deepEqual([...screen.dirty], [1, 1, 1]);
});
