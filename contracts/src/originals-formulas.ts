// The originals' published formulas (docs/provably-fair.md#the-games): how the seeds' floats become
// an outcome and what each outcome pays. The API settles with them and the site shows multipliers
// and recomputes outcomes with them, so both run this one text. Multipliers are exact decimals
// (decimal.js), rounded down so no rounding ever favours the player over the edge.

import { Decimal } from 'decimal.js';

export const ORIGINAL_GAMES = ['dice', 'limbo', 'mines', 'plinko'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

/** Each 32 bytes of HMAC_SHA256(serverSeed, "clientSeed:nonce:round") give 8 floats. */
export const FLOATS_PER_HMAC = 8;

/**
 * The floats of one HMAC output, in order: every 4 bytes b0…b3 make Σ b_i / 256^(i+1) in [0, 1),
 * as Stake's published `bytesToFloats`.
 */
export function floatsOfBytes(bytes: Uint8Array): number[] {
  return Array.from({ length: FLOATS_PER_HMAC }, (_, index) => {
    let float = 0;
    for (let byte = 0; byte < 4; byte += 1)
      float += (bytes[index * 4 + byte] ?? 0) / 256 ** (byte + 1);
    return float;
  });
}

/** Multipliers keep 4 decimals, rounded down. */
const MULTIPLIER_PLACES = 4;
const floorMultiplier = (value: Decimal) =>
  value.toDecimalPlaces(MULTIPLIER_PLACES, Decimal.ROUND_DOWN);

// Dice ----------------------------------------------------------------------------------------

/** A roll is one of 10,001 hundredths: 0.00 … 100.00. */
export const DICE_OUTCOMES = 10_001;
export const DICE_MIN_CHANCE = new Decimal('0.01');
export const DICE_MAX_CHANCE = new Decimal('98');

export type DiceCondition = 'over' | 'under';
export interface DiceParams {
  /** 2 decimals, 0.01 … 99.99. */
  target: string;
  condition: DiceCondition;
}

export function diceRoll(float: number): Decimal {
  return new Decimal(Math.floor(float * DICE_OUTCOMES)).div(100);
}

/** The chance in percent the player is paid for: 100 − target over, target under. */
export function diceChance({ target, condition }: DiceParams): Decimal {
  const value = new Decimal(target);
  return condition === 'over' ? new Decimal(100).minus(value) : value;
}

/** (100 − edge%) / chance%, or null when the chance is outside 0.01 … 98 %. */
export function diceMultiplier(params: DiceParams, edge: Decimal): Decimal | null {
  const chance = diceChance(params);
  if (chance.lt(DICE_MIN_CHANCE) || chance.gt(DICE_MAX_CHANCE)) return null;
  return floorMultiplier(new Decimal(100).minus(edge.times(100)).div(chance));
}

export function diceWins({ target, condition }: DiceParams, roll: Decimal): boolean {
  return condition === 'over' ? roll.gt(target) : roll.lt(target);
}

/** Rolls (of 10,001) that win: the exact win probability is this / 10,001. */
export function diceWinningRolls({ target, condition }: DiceParams): number {
  const hundredths = new Decimal(target).times(100).toNumber();
  return condition === 'over' ? DICE_OUTCOMES - 1 - hundredths : hundredths;
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

/** The chance (0 … 1) that a limbo result reaches `target`, counted over the 2^24 crash points. */
export function limboWinChance(target: Decimal, edge: Decimal): Decimal {
  // result ≥ target ⇔ floor(S/(x+1) × (1−edge) × 100) ≥ target × 100 ⇔ x + 1 ≤ S(1−edge)/target.
  const winning = new Decimal(LIMBO_SPAN).times(new Decimal(1).minus(edge)).div(target).floor();
  return Decimal.min(winning, LIMBO_SPAN).div(LIMBO_SPAN);
}

// Mines ---------------------------------------------------------------------------------------

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/** Mine tiles by Fisher–Yates over 0…24: draw i takes floor(float × remaining) of those left. */
export function minePositions(floats: number[], mines: number): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  return floats.slice(0, mines).map((float) => {
    const [tile] = remaining.splice(Math.floor(float * remaining.length), 1);
    if (tile === undefined) throw new Error('Mines drew past the board');
    return tile;
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

/** How steeply a bucket's pay grows per step away from the centre. */
const PLINKO_GROWTH: Record<PlinkoRisk, number> = { low: 1.3, medium: 1.6, high: 2.1 };

function binomial(n: number, k: number): Decimal {
  let value = new Decimal(1);
  for (let i = 1; i <= k; i += 1) value = value.times(n - k + i).div(i);
  return value;
}

/** The chance a ball lands in bucket k of `rows` rows: C(rows, k) / 2^rows. */
export function plinkoBucketChance(rows: number, bucket: number): Decimal {
  return binomial(rows, bucket).div(new Decimal(2).pow(rows));
}

/**
 * The published payout table: bucket k pays growth^|k − rows/2| scaled so the table returns
 * 1 − edge, each entry rounded down to 2 decimals (so it returns a little less).
 */
export function plinkoTable({ rows, risk }: PlinkoParams, edge: Decimal): Decimal[] {
  const shape = Array.from({ length: rows + 1 }, (_, bucket) =>
    new Decimal(PLINKO_GROWTH[risk]).pow(Math.abs(bucket - rows / 2)),
  );
  const expected = shape.reduce(
    (sum, weight, bucket) => sum.plus(weight.times(plinkoBucketChance(rows, bucket))),
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
