import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  evaluate,
  exactRtp,
  gridAt,
  PAYLINES,
  REEL_STRIPS,
  spin,
  stakeMultiple,
} from './slot-engine.js';

/** A seeded generator (mulberry32), so the simulation is the same on every run. */
function seededRandomInt(seed: number) {
  let state = seed >>> 0;
  return (bound: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

test('the exact RTP over every reel stop is 96% ± 0.5%', () => {
  const { numerator, denominator } = exactRtp();
  const rtp = Number((numerator * 1_000_000n) / denominator) / 1_000_000;
  assert.ok(rtp >= 0.955 && rtp <= 0.965, `RTP ${rtp}`);
});

test('a seeded simulation agrees with the exact RTP', () => {
  const randomInt = seededRandomInt(2026);
  const spins = 300_000;
  let paid = 0;
  for (let index = 0; index < spins; index += 1) {
    const { numerator, denominator } = stakeMultiple(spin(randomInt).wins);
    paid += numerator / denominator;
  }
  const { numerator, denominator } = exactRtp();
  const exact = Number(numerator) / Number(denominator);
  assert.ok(Math.abs(paid / spins - exact) < 0.02, `simulated ${paid / spins}, exact ${exact}`);
});

test('evaluate pays left-to-right runs of 3, 4 and 5 on the paylines', () => {
  const grid = [
    [5, 1, 0],
    [5, 1, 2],
    [5, 3, 2],
    [4, 4, 2],
    [1, 0, 3],
  ];
  // Line 1 (top row): 5 5 5 4 1 → three of symbol 5; line 3 (bottom): 0 2 2 2 3 → nothing.
  assert.deepEqual(evaluate(grid), [{ line: 1, symbol: 5, count: 3, multiplier: 75 }]);
  const jackpot = [0, 1, 2, 3, 4].map(() => [5, 5, 5]);
  const wins = evaluate(jackpot);
  assert.equal(wins.length, PAYLINES.length);
  assert.ok(wins.every((win) => win.count === 5 && win.multiplier === 2000));
  assert.deepEqual(stakeMultiple(wins), { numerator: 20_000, denominator: 10 });
});

test('reel strips hold the same symbol counts and the grid wraps around them', () => {
  for (const strip of REEL_STRIPS) {
    const counts = [0, 1, 2, 3, 4, 5].map((symbol) => strip.filter((s) => s === symbol).length);
    assert.deepEqual(counts, [8, 7, 6, 5, 4, 2]);
  }
  const last = REEL_STRIPS.map((strip) => strip.length - 1);
  const grid = gridAt(last);
  grid.forEach((column, reel) => {
    const strip = REEL_STRIPS[reel] ?? [];
    assert.deepEqual(column, [strip.at(-1), strip[0], strip[1]]);
  });
});
