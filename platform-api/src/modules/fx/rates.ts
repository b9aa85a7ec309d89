// Exchange rates between any two currencies from the stored pairs: the pair itself, its inverse,
// or a cross through USD. Pure functions over a table the caller loaded.

import assert from 'node:assert/strict';

import type { Decimal } from 'decimal.js';

import { LEDGER_SCALE, Money } from '../../money/amounts.js';

export const PIVOT_CURRENCY = 'USD';

export interface PairRate {
  /**
   * Units of the target per unit of the source, before the spread, as the fraction
   * numerator / denominator: inverse and crossed rates stay exact until an amount is converted.
   */
  numerator: Decimal;
  denominator: Decimal;
  /** Fraction the house keeps on a swap, 0 ≤ spread < 1. */
  spread: Decimal;
  updatedAt: Date;
}

export type RateTable = Map<string, PairRate>;

export const pairKey = (currency: string, targetCurrency: string) =>
  `${currency}/${targetCurrency}`;

/** A stored pair: its rate over one. */
export const storedPair = (rate: Decimal, spread: Decimal, updatedAt: Date): PairRate => ({
  numerator: rate,
  denominator: new Money(1),
  spread,
  updatedAt,
});

/** `currency` → `targetCurrency`, or null when no stored pair leads there. */
export function resolveRate(
  table: RateTable,
  currency: string,
  targetCurrency: string,
): PairRate | null {
  assert.notEqual(currency, targetCurrency, 'a rate needs two currencies');
  const single = singleStep(table, currency, targetCurrency);
  if (single !== null) return single;
  if (currency === PIVOT_CURRENCY || targetCurrency === PIVOT_CURRENCY) return null;
  const toPivot = singleStep(table, currency, PIVOT_CURRENCY);
  const fromPivot = singleStep(table, PIVOT_CURRENCY, targetCurrency);
  if (toPivot === null || fromPivot === null) return null;
  // Both legs' spreads apply, one after the other.
  const kept = new Money(1).minus(toPivot.spread).times(new Money(1).minus(fromPivot.spread));
  return {
    numerator: toPivot.numerator.times(fromPivot.numerator),
    denominator: toPivot.denominator.times(fromPivot.denominator),
    spread: new Money(1).minus(kept),
    updatedAt: toPivot.updatedAt > fromPivot.updatedAt ? toPivot.updatedAt : fromPivot.updatedAt,
  };
}

function singleStep(table: RateTable, currency: string, targetCurrency: string): PairRate | null {
  const stored = table.get(pairKey(currency, targetCurrency));
  if (stored !== undefined) return stored;
  const opposite = table.get(pairKey(targetCurrency, currency));
  if (opposite === undefined) return null;
  return { ...opposite, numerator: opposite.denominator, denominator: opposite.numerator };
}

/** The rate a player gets on a swap: the spread taken off. */
export function afterSpread(pair: PairRate): PairRate {
  assert.ok(pair.spread.gte(0) && pair.spread.lt(1), `spread ${pair.spread.toFixed()}`);
  return { ...pair, numerator: pair.numerator.times(new Money(1).minus(pair.spread)) };
}

/** The rate as NUMERIC(38,18) holds it and the wire shows it: 18 decimals, rounded down. */
export function displayRate(pair: PairRate): Decimal {
  return pair.numerator.dividedBy(pair.denominator).toDecimalPlaces(LEDGER_SCALE, Money.ROUND_DOWN);
}

/**
 * `amount` in the target currency, rounded down to the target's scale (never in the player's
 * favour). One division at the end keeps the result exact: 130 USD at 1/65000 is 0.002 BTC.
 */
export function convertAmount(amount: Decimal, pair: PairRate, targetScale: number): Decimal {
  return amount
    .times(pair.numerator)
    .dividedBy(pair.denominator)
    .toDecimalPlaces(targetScale, Money.ROUND_DOWN);
}
