// The offers the seeded brands' banners and promotion pages promise (docs/bonus.md): a welcome
// bonus of 100 % of the first deposit, up to 1,000 USD or its equivalent at the seeded rate,
// wagered 10 times the bonus within 30 days; and every Monday 10 % of the week's net real-money
// losses, up to the same, wagered once within 7 days.

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

/** Per seeded currency: at most 1,000 USD's worth, and what `extra` adds in that currency. */
const upTo1000Usd = (extra: (code: string, scale: number) => Partial<BonusCurrencyTerms>) =>
  Object.fromEntries(
    currencies.map(({ code, scale }): [string, BonusCurrencyTerms] => [
      code,
      { maxGrant: equivalentOf(1000, code, scale), ...extra(code, scale) },
    ]),
  );

function minDepositOf(code: string): string {
  const limits = walletLimits.find((limit) => limit.currency === code);
  if (!limits) throw new Error(`No seeded deposit limits for ${code}`);
  return limits.min_deposit;
}

/** Slots 100 %, fishing 100 %, casino and cards 10 %, lottery and sports 0 %. */
const seededWeights: BonusOfferTerms['weights'] = {
  default: 0,
  categories: { slots: 100, fishing: 100, casino: 10, cards: 10, lottery: 0, sports: 0 },
  providers: {},
  games: {},
};

export const welcomeOffer: { name: string; terms: BonusOfferTerms } = {
  name: 'Welcome Bonus 100%',
  terms: {
    percent: '100',
    currencies: upTo1000Usd((code, scale) => ({
      minDeposit: minDepositOf(code),
      maxBet: equivalentOf(10, code, scale),
    })),
    wageringMultiplier: '10',
    wageringBase: 'bonus',
    weights: seededWeights,
    expiryDays: 30,
    claimsPerPlayer: 1,
    verifiedOnly: false,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  },
};

export const cashbackOffer: { name: string; terms: BonusOfferTerms } = {
  name: 'Weekly Cashback 10%',
  terms: {
    percent: '10',
    currencies: upTo1000Usd(() => ({})),
    wageringMultiplier: '1',
    wageringBase: 'bonus',
    weights: seededWeights,
    expiryDays: 7,
    claimsPerPlayer: 1000,
    verifiedOnly: false,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  },
};
