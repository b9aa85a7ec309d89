// The demo dice: a roll of 0.00…99.99 over or under a chosen whole-number target. The payout
// multiplier is (1 − house edge) / win probability, rounded down to 4 decimals, so every target
// returns just under 98% to the player.

import assert from 'node:assert/strict';

import { Decimal } from 'decimal.js';

export const HOUSE_EDGE = new Decimal('0.02');
/** Rolls are whole hundredths: 0 … 9999 shown as 0.00 … 99.99. */
export const ROLL_OUTCOMES = 10_000;
export const MIN_TARGET = 5;
export const MAX_TARGET = 95;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  direction: DiceDirection;
  /** Whole percent, MIN_TARGET … MAX_TARGET. */
  target: number;
}

/** Rolls (of ROLL_OUTCOMES) that win: over wins at target.00 and above, under below it. */
export function winningOutcomes({ direction, target }: DiceBet): number {
  assert.ok(
    Number.isInteger(target) && target >= MIN_TARGET && target <= MAX_TARGET,
    `target ${target}`,
  );
  const threshold = target * 100;
  return direction === 'over' ? ROLL_OUTCOMES - threshold : threshold;
}

export function winProbability(bet: DiceBet): Decimal {
  return new Decimal(winningOutcomes(bet)).div(ROLL_OUTCOMES);
}

export function payoutMultiplier(bet: DiceBet): Decimal {
  return new Decimal(1)
    .minus(HOUSE_EDGE)
    .div(winProbability(bet))
    .toDecimalPlaces(4, Decimal.ROUND_DOWN);
}

export function isWin(bet: DiceBet, roll: number): boolean {
  assert.ok(Number.isInteger(roll) && roll >= 0 && roll < ROLL_OUTCOMES, `roll ${roll}`);
  return bet.direction === 'over' ? roll >= bet.target * 100 : roll < bet.target * 100;
}

/** A roll from `randomInt(bound)` (0 ≤ result < bound) and the multiple of the stake it pays. */
export function roll(bet: DiceBet, randomInt: (bound: number) => number) {
  const rolled = randomInt(ROLL_OUTCOMES);
  return { roll: rolled, multiplier: isWin(bet, rolled) ? payoutMultiplier(bet) : new Decimal(0) };
}
