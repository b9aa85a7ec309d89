// The draw of one demo round: what the stake wins, whether it wins the jackpot, and what the game
// page shows of it.

import type { Decimal } from 'decimal.js';

import { roll } from './dice-engine.js';
import { hitsJackpot, spin, stakeMultiple } from './slot-engine.js';

export type DiceBet = Parameters<typeof roll>[0];
/** 0 ≤ result < bound, uniformly: node:crypto's randomInt, or a fixed draw in tests. */
export type RandomInt = (bound: number) => number;

export function slotRound(stake: Decimal, randomInt: RandomInt) {
  const { grid, wins } = spin(randomInt);
  const { numerator, denominator } = stakeMultiple(wins);
  return {
    win: stake.times(numerator).div(denominator),
    jackpot: hitsJackpot(wins),
    shown: { reels: grid, lines: wins },
  };
}

export function diceRound(stake: Decimal, bet: DiceBet, randomInt: RandomInt) {
  const result = roll(bet, randomInt);
  return { win: stake.times(result.multiplier), jackpot: false, shown: { roll: result.roll } };
}
