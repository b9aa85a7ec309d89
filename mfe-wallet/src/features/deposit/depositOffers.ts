import Decimal from 'decimal.js';
import type { BonusOffer, DecimalString } from '@croupier/shared';

// What a deposit-match offer gives for the amount typed, worked out as the API grants it
// (docs/bonus.md#terms): percent of the deposit rounded down to the currency's scale, at most the
// offer's maximum; the wagering is the multiplier times the bonus (or bonus plus deposit).

/** The offers chosen at the deposit form that are given in this currency. */
export function depositOffersIn(offers: BonusOffer[], currency: string): BonusOffer[] {
  return offers.filter(
    (offer) => offer.claimBy === 'deposit' && offer.terms.currencies[currency] !== undefined,
  );
}

export type DepositMatch =
  | { kind: 'gives'; bonus: DecimalString; wageringRequired: DecimalString }
  | { kind: 'belowMinimum'; minDeposit: DecimalString }
  /** No amount that can be sent is typed yet. */
  | { kind: 'noAmount' };

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

export function depositMatch(
  offer: BonusOffer,
  currency: string,
  amountText: string,
  scale: number,
): DepositMatch {
  const terms = offer.terms.currencies[currency];
  const text = amountText.trim();
  if (!terms || !DECIMAL.test(text) || new Decimal(text).lte(0)) return { kind: 'noAmount' };
  const deposit = new Decimal(text);
  if (terms.minDeposit !== undefined && deposit.lt(terms.minDeposit)) {
    return { kind: 'belowMinimum', minDeposit: terms.minDeposit };
  }
  const bonus = Decimal.min(
    new Decimal(offer.terms.percent ?? '0')
      .times(deposit)
      .dividedBy(100)
      .toDecimalPlaces(scale, Decimal.ROUND_DOWN),
    terms.maxGrant,
  );
  const base = offer.terms.wageringBase === 'bonus_deposit' ? bonus.plus(deposit) : bonus;
  return {
    kind: 'gives',
    bonus: bonus.toFixed(),
    wageringRequired: new Decimal(offer.terms.wageringMultiplier).times(base).toFixed(),
  };
}
