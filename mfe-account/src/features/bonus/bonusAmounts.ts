import Decimal from 'decimal.js';
import type { BonusGrant, DecimalString } from '@croupier/shared';

/** What is left to wager, never below zero. */
export function remainingWagering(grant: BonusGrant): DecimalString {
  return Decimal.max(
    new Decimal(grant.wageringRequired).minus(grant.wageringProgress),
    0,
  ).toFixed();
}

/** Wagered ÷ required in percent, 0–100, for the bar's width (a grant with no wagering is full). */
export function wageredPercent(grant: BonusGrant): number {
  const required = new Decimal(grant.wageringRequired);
  if (required.isZero()) return 100;
  return Decimal.min(new Decimal(grant.wageringProgress).dividedBy(required).times(100), 100)
    .toDecimalPlaces(1, Decimal.ROUND_DOWN)
    .toNumber();
}
