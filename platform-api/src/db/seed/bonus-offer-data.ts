// The offers the seeded brands' banners and promotion pages promise: a welcome bonus of 100 % of
// the first deposit, up to 1,000 USD or its equivalent at the seeded rate, wagered 10 times the
// bonus within 30 days (docs/bonus.md).

import type { BonusCurrencyTerms, BonusOfferTerms } from '@croupier/contracts';
import { Decimal } from 'decimal.js';

import { currencies } from './catalog-data.js';
import { exchangeRates, walletLimits } from './wallet-data.js';

/** How many units of `currency` one USD buys at the seeded rates. */
function perUsd(currency: string): Decimal {
  if (currency === 'USD') return new Decimal(1);
  const direct = exchangeRates.find(
    (rate) => rate.currency === 'USD' && rate.target_currency === currency,
  );
  if (direct) return new Decimal(direct.rate);
  const inverse = exchangeRates.find(
    (rate) => rate.currency === currency && rate.target_currency === 'USD',
  );
  if (!inverse) throw new Error(`No seeded rate between USD and ${currency}`);
  return new Decimal(1).dividedBy(inverse.rate);
}

/** `usd` USD in every seeded currency, rounded down to the currency's scale. */
function equivalentOf(usd: number, currency: string, scale: number): string {
  return perUsd(currency).times(usd).toDecimalPlaces(scale, Decimal.ROUND_DOWN).toFixed();
}

const welcomeCurrencyTerms = Object.fromEntries(
  currencies.map(({ code, scale }): [string, BonusCurrencyTerms] => {
    const limits = walletLimits.find((limit) => limit.currency === code);
    if (!limits) throw new Error(`No seeded deposit limits for ${code}`);
    return [
      code,
      {
        maxGrant: equivalentOf(1000, code, scale),
        minDeposit: limits.min_deposit,
        maxBet: equivalentOf(10, code, scale),
      },
    ];
  }),
);

export const welcomeOffer: { name: string; terms: BonusOfferTerms } = {
  name: 'Welcome Bonus 100%',
  terms: {
    percent: '100',
    currencies: welcomeCurrencyTerms,
    wageringMultiplier: '10',
    wageringBase: 'bonus',
    weights: {
      default: 0,
      categories: { slots: 100, fishing: 100, casino: 10, cards: 10, lottery: 0, sports: 0 },
      providers: {},
      games: {},
    },
    expiryDays: 30,
    claimsPerPlayer: 1,
    verifiedOnly: false,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  },
};
