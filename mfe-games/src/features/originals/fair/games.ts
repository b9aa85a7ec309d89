// The originals' published formulas (docs/provably-fair.md#the-games), the same as the API's
// `games.ts`: the pages show multipliers and tables with them and the verifier recomputes outcomes
// with them. Exact decimals; multipliers rounded down to 4 places as the API does.

import { Decimal } from 'decimal.js';

export type OriginalGame = 'dice' | 'limbo' | 'mines' | 'plinko';

const floorMultiplier = (value: Decimal) => value.toDecimalPlaces(4, Decimal.ROUND_DOWN);

// Dice ----------------------------------------------------------------------------------------

export const DICE_OUTCOMES = 10_001;
export const DICE_MIN_CHANCE = new Decimal('0.01');
export const DICE_MAX_CHANCE = new Decimal('98');

export type DiceCondition = 'over' | 'under';
export interface DiceParams {
  target: string;
  condition: DiceCondition;
}

export function diceRoll(float: number): Decimal {
  return new Decimal(Math.floor(float * DICE_OUTCOMES)).div(100);
}

/** The win chance in percent: 100 − target over, target under. */
export function diceChance({ target, condition }: DiceParams): Decimal {
  const value = new Decimal(target);
  return condition === 'over' ? new Decimal(100).minus(value) : value;
}

/** (100 − edge%) / chance%, or null when the chance is outside 0.01 … 98 % (the API refuses). */
export function diceMultiplier(params: DiceParams, edge: Decimal): Decimal | null {
  const chance = diceChance(params);
  if (chance.lt(DICE_MIN_CHANCE) || chance.gt(DICE_MAX_CHANCE)) return null;
  return floorMultiplier(new Decimal(100).minus(edge.times(100)).div(chance));
}

export function diceWins({ target, condition }: DiceParams, roll: Decimal): boolean {
  return condition === 'over' ? roll.gt(target) : roll.lt(target);
}

// Limbo ---------------------------------------------------------------------------------------

const LIMBO_SPAN = 16_777_216;
export const LIMBO_MIN_TARGET = new Decimal('1.01');
export const LIMBO_MAX_TARGET = new Decimal('1000000');

export function limboResult(float: number, edge: Decimal): Decimal {
  const crash = new Decimal(LIMBO_SPAN).div(Math.floor(float * LIMBO_SPAN) + 1);
  const result = crash.times(new Decimal(1).minus(edge)).times(100).floor().div(100);
  return Decimal.max(result, 1);
}

/** The chance in percent that a limbo result reaches `target`. */
export function limboChance(target: Decimal, edge: Decimal): Decimal {
  const winning = new Decimal(LIMBO_SPAN).times(new Decimal(1).minus(edge)).div(target).floor();
  return Decimal.min(winning, LIMBO_SPAN).div(LIMBO_SPAN).times(100);
}

// Mines ---------------------------------------------------------------------------------------

export const MINES_TILES = 25;

/** Mine tiles by Fisher–Yates over 0…24: draw i takes floor(float × remaining) of those left. */
export function minePositions(floats: number[], mines: number): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  return floats.slice(0, mines).map((float) => {
    const [tile] = remaining.splice(Math.floor(float * remaining.length), 1);
    return tile ?? -1;
  });
}

/** (1 − edge) / P(the first `revealed` tiles are all safe); 1 before any reveal. */
export function minesMultiplier(mines: number, revealed: number, edge: Decimal): Decimal {
  if (revealed === 0) return new Decimal(1);
  let safeChance = new Decimal(1);
  for (let step = 0; step < revealed; step += 1) {
    safeChance = safeChance.times(MINES_TILES - mines - step).div(MINES_TILES - step);
  }
  return floorMultiplier(new Decimal(1).minus(edge).div(safeChance));
}

// Plinko --------------------------------------------------------------------------------------

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

const PLINKO_GROWTH: Record<PlinkoRisk, number> = { low: 1.3, medium: 1.6, high: 2.1 };

function binomial(n: number, k: number): Decimal {
  let value = new Decimal(1);
  for (let i = 1; i <= k; i += 1) value = value.times(n - k + i).div(i);
  return value;
}

/** The published table: growth^|k − rows/2| scaled to return 1 − edge, rounded down to 2 places. */
export function plinkoTable({ rows, risk }: PlinkoParams, edge: Decimal): Decimal[] {
  const shape = Array.from({ length: rows + 1 }, (_, bucket) =>
    new Decimal(PLINKO_GROWTH[risk]).pow(Math.abs(bucket - rows / 2)),
  );
  const expected = shape.reduce(
    (sum, weight, bucket) =>
      sum.plus(weight.times(binomial(rows, bucket).div(new Decimal(2).pow(rows)))),
    new Decimal(0),
  );
  const scale = new Decimal(1).minus(edge).div(expected);
  return shape.map((weight) => weight.times(scale).toDecimalPlaces(2, Decimal.ROUND_DOWN));
}

/** One float per row: below 0.5 falls left (0), else right (1); the bucket counts the rights. */
export function plinkoDrop(floats: number[], rows: number): { path: number[]; bucket: number } {
  const path = floats.slice(0, rows).map((float) => (float < 0.5 ? 0 : 1));
  return { path, bucket: path.reduce<number>((sum, step) => sum + step, 0) };
}
