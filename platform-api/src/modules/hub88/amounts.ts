// Hub88 amounts are Int64 counts of 1/100000 of the currency, both ways (docs/hub88.md). The
// conversion is exact: a currency with more than five decimals is not played through Hub88, and
// an amount finer than its currency's scale is refused, never rounded.

import { Money } from '../../money/amounts.js';

/** Decimal places of Hub88's unit: 100000 units are one of the currency. */
export const HUB88_UNIT_SCALE = 5;

/** Whether balances in a currency of this scale are whole numbers of Hub88 units. */
export const isHub88Scale = (scale: number) => scale <= HUB88_UNIT_SCALE;

/** Units from the wire (a JSON integer the caller checked is safe) as an exact decimal string. */
export function amountOfUnits(units: number): string {
  if (!Number.isSafeInteger(units) || units < 0) throw new Error(`Not a unit count: ${units}`);
  return new Money(units).dividedBy(10 ** HUB88_UNIT_SCALE).toFixed();
}

/** A balance (a decimal string at a scale of five or fewer) in Hub88 units. */
export function unitsOfAmount(amount: string): number {
  const units = new Money(amount).times(10 ** HUB88_UNIT_SCALE);
  if (!units.isInteger()) throw new Error(`${amount} is finer than Hub88's unit`);
  const count = Number(units.toFixed(0));
  // Number() of an integer string is exact up to 2^53; beyond it Hub88 would read another amount.
  if (!Number.isSafeInteger(count)) throw new Error(`${amount} is beyond Hub88's exact range`);
  return count;
}
