import { Money } from '../../money/amounts.js';

/** A sum of the database (null: nothing) at the currency's scale, rounded down. */
export const atScale = (value: string | null, scale: number) =>
  new Money(value ?? 0).toDecimalPlaces(scale, Money.ROUND_DOWN).toFixed(scale);
