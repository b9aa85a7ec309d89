// The demo slot: 5 reels × 3 rows, 10 paylines, six symbols. Pure maths, so tests can compute its
// exact return to player and simulate it. Symbol 0 is the most common and pays least; 5 the rarest.

import assert from 'node:assert/strict';

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;
export const SYMBOL_COUNT = 6;

/** Each reel: 32 stops holding 8, 7, 6, 5, 4 and 2 of symbols 0…5, in its own order. */
export const REEL_STRIPS: readonly (readonly number[])[] = [
  '41214003011233313402421020051052',
  '10123152023114203033254411042000',
  '51300202440110321122520433030114',
  '24150104200010423105413013222133',
  '41203512403001322310524100241031',
].map((strip) => [...strip].map(Number));

/** Row of each reel a payline runs through. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Pays of 3, 4 and 5 of a kind from the leftmost reel, in multiples of the line bet. */
export const PAYTABLE: readonly (readonly [number, number, number])[] = [
  [6, 25, 125],
  [10, 40, 200],
  [13, 50, 250],
  [20, 80, 400],
  [30, 125, 650],
  [75, 400, 2000],
];

/** grid[reel][row]: the symbols showing. */
export type Grid = number[][];

export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: number;
  count: 3 | 4 | 5;
  /** Of the line bet. */
  multiplier: number;
}

/** The symbols showing when each reel stops at `stops[reel]` (the top row's strip index). */
export function gridAt(stops: readonly number[]): Grid {
  assert.equal(stops.length, REEL_COUNT);
  return REEL_STRIPS.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    assert.ok(Number.isInteger(stop) && stop >= 0 && stop < strip.length, `stop ${stop}`);
    return Array.from({ length: ROW_COUNT }, (_, row) => strip[(stop + row) % strip.length] ?? 0);
  });
}

/** Every paying line: the same symbol on its first 3, 4 or 5 reels. */
export function evaluate(grid: Grid): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row]);
    const symbol = symbols[0];
    assert.ok(symbol !== undefined);
    let count = 1;
    while (count < REEL_COUNT && symbols[count] === symbol) count += 1;
    if (count < 3) return;
    const multiplier = PAYTABLE[symbol]?.[count - 3];
    assert.ok(multiplier !== undefined, `pay of ${count} × ${symbol}`);
    wins.push({ line, symbol, count: count as 3 | 4 | 5, multiplier });
  });
  return wins;
}

/** The rarest symbol, the Crown: five of them on a payline also win the brand's jackpot. */
export const JACKPOT_SYMBOL = SYMBOL_COUNT - 1;

/**
 * Whether the spin wins the operator's progressive jackpot (docs/jackpot.md): five Crowns on a
 * payline, about once in 100,000 spins.
 */
export function hitsJackpot(wins: readonly LineWin[]): boolean {
  return wins.some((win) => win.symbol === JACKPOT_SYMBOL && win.count === REEL_COUNT);
}

/** The spin's total pay in multiples of the whole stake (the stake covers every line). */
export function stakeMultiple(wins: readonly LineWin[]): {
  numerator: number;
  denominator: number;
} {
  const lineMultiples = wins.reduce((sum, win) => sum + win.multiplier, 0);
  return { numerator: lineMultiples, denominator: PAYLINES.length };
}

/** A spin: one uniform stop per reel from `randomInt(bound)` (0 ≤ result < bound). */
export function spin(randomInt: (bound: number) => number): { grid: Grid; wins: LineWin[] } {
  const grid = gridAt(REEL_STRIPS.map((strip) => randomInt(strip.length)));
  return { grid, wins: evaluate(grid) };
}

/**
 * The exact return to player, as a fraction. Each payline shows, on each reel, one position of a
 * uniformly stopped strip, so a line's pay depends only on how many stops of each reel hold each
 * symbol; every line has the same expected pay, and the stake is split evenly across the lines,
 * so the RTP is one line's expected pay in line bets. Counted over every stop of every reel.
 */
export function exactRtp(): { numerator: bigint; denominator: bigint } {
  const lengths = REEL_STRIPS.map((strip) => BigInt(strip.length));
  const denominator = lengths.reduce((product, length) => product * length, 1n);
  let numerator = 0n;
  for (let symbol = 0; symbol < SYMBOL_COUNT; symbol += 1) {
    const hits = REEL_STRIPS.map((strip) =>
      BigInt(strip.filter((shown) => shown === symbol).length),
    );
    for (let count = 3; count <= REEL_COUNT; count += 1) {
      // Reels 1…count show the symbol, the next reel (if any) does not, the rest are free.
      let ways = 1n;
      for (let reel = 0; reel < REEL_COUNT; reel += 1) {
        const length = lengths[reel] ?? 1n;
        const hit = hits[reel] ?? 0n;
        ways *= reel < count ? hit : reel === count ? length - hit : length;
      }
      numerator += ways * BigInt(PAYTABLE[symbol]?.[count - 3] ?? 0);
    }
  }
  return { numerator, denominator };
}
