import Decimal from 'decimal.js';
import type { DecimalString } from '@croupier/shared';

// Amounts stay decimal strings from the input to the wire; decimal.js does every comparison.

export interface AmountLimits {
  min?: DecimalString;
  max?: DecimalString;
}

export interface AmountRules extends AmountLimits {
  /** Decimal places the ledger keeps for the currency. */
  scale: number;
  /** The wallet's spendable balance, when the amount leaves it. */
  available?: DecimalString;
}

export type AmountProblem =
  | 'required'
  | 'notANumber'
  | 'notPositive'
  | 'tooManyDecimals'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveAvailable';

/** Plain decimal notation only: no exponent, no thousands separators. */
const DECIMAL_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The first rule the typed amount breaks, or null when it can be sent. */
export function checkAmount(input: string, rules: AmountRules): AmountProblem | null {
  const text = input.trim();
  if (text === '') return 'required';
  if (!DECIMAL_PATTERN.test(text)) return 'notANumber';
  const amount = new Decimal(text);
  if (amount.lte(0)) return 'notPositive';
  if (amount.decimalPlaces() > rules.scale) return 'tooManyDecimals';
  if (rules.min !== undefined && amount.lt(rules.min)) return 'belowMinimum';
  if (rules.max !== undefined && amount.gt(rules.max)) return 'aboveMaximum';
  if (rules.available !== undefined && amount.gt(rules.available)) return 'aboveAvailable';
  return null;
}

/** The amount as sent: "10." becomes "10" and ".5" becomes "0.5". */
export function toWireAmount(input: string): DecimalString {
  return new Decimal(input.trim()).toFixed();
}

/** Both the currency's and the payment channel's limits apply, so the narrower pair wins. */
export function narrowLimits(first: AmountLimits, second: AmountLimits): AmountLimits {
  return {
    min: pick(first.min, second.min, (a, b) => Decimal.max(a, b)),
    max: pick(first.max, second.max, (a, b) => Decimal.min(a, b)),
  };
}

function pick(
  first: DecimalString | undefined,
  second: DecimalString | undefined,
  choose: (a: DecimalString, b: DecimalString) => Decimal,
): DecimalString | undefined {
  if (first === undefined) return second;
  if (second === undefined) return first;
  return choose(first, second).toFixed();
}
