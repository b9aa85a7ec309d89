// The draw of one demo round: what the stake wins and what the game page shows of it.

import { randomInt } from 'node:crypto';

import type { Decimal } from 'decimal.js';

import { roll } from './dice-engine.js';
import { spin, stakeMultiple } from './slot-engine.js';

export type DiceBet = Parameters<typeof roll>[0];

export function slotRound(stake: Decimal) {
  const { grid, wins } = spin(randomInt);
  const { numerator, denominator } = stakeMultiple(wins);
  return { win: stake.times(numerator).div(denominator), shown: { reels: grid, lines: wins } };
}

export function diceRound(stake: Decimal, bet: DiceBet) {
  const result = roll(bet, randomInt);
  return { win: stake.times(result.multiplier), shown: { roll: result.roll } };
}
