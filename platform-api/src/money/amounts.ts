// Exact decimal money. Ledger amounts are NUMERIC(38,18): at most 20 integer and 18 fractional
// digits, so sums need 39 significant digits and products of two amounts 76.

import { AMOUNT_PATTERN } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import { badRequestError } from '../http/errors.js';

/** decimal.js with room for exact NUMERIC(38,18) arithmetic; inexact results round down. */
export const Money = Decimal.clone({
  precision: 80,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -100,
  toExpPos: 100,
});

export const LEDGER_SCALE = 18;
/** The first amount NUMERIC(38,18) cannot hold. */
const LEDGER_LIMIT = new Money(10).pow(38 - LEDGER_SCALE);

export function fitsLedger(amount: Decimal): boolean {
  return amount.abs().lt(LEDGER_LIMIT) && amount.decimalPlaces() <= LEDGER_SCALE;
}

export interface CurrencyScale {
  currency: string;
  scale: number;
}

/** A positive amount from the wire at most `scale` decimals long; anything else is a 400. */
export function parsePositiveAmount(text: string, { currency, scale }: CurrencyScale): Decimal {
  if (!new RegExp(AMOUNT_PATTERN).test(text)) {
    throw badRequestError(`amount must be a decimal string such as "10.50", got "${text}"`);
  }
  const amount = new Money(text);
  if (amount.decimalPlaces() > scale) {
    throw badRequestError(`${currency} amounts have at most ${scale} decimal places`);
  }
  if (amount.lte(0)) throw badRequestError('amount must be greater than zero');
  return amount;
}

/** A stored amount as a decimal string with exactly the currency's decimal places. */
export function atCurrencyScale(amount: string | Decimal, scale: number): string {
  const decimal = new Decimal(amount);
  // More decimals than the currency has would be silently rounded away: refuse instead.
  if (decimal.decimalPlaces() > scale) {
    throw new Error(`Amount ${amount} has more than ${scale} decimal places`);
  }
  return decimal.toFixed(scale);
}
