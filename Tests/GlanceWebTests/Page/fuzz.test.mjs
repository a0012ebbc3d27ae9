// A short run of fuzz-wire.mjs in the suite (run the script itself for longer): the decoders
// reject the corpora's mutations with a WireError, in bounded time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fuzz } from './fuzz-wire.mjs';

test('the decoders reject mutated corpus inputs, never throw otherwise or hang', async () => {
  const { runs, findings } = await fuzz(2, 1);
  assert.deepEqual(findings, []);
  assert.ok(runs > 5, `only ${runs} inputs ran: not even the corpus and a mutation`);
});
