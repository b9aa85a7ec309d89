import type { BonusOffer } from '@croupier/shared';
import { depositMatch, depositOffersIn } from './depositOffers';

const weights = { default: 100, categories: {}, providers: {}, games: {} };

function offer(overrides: Partial<BonusOffer> = {}, terms: Partial<BonusOffer['terms']> = {}) {
  return {
    offerId: '0d4c0f3a-8a51-4bb2-9d0e-5b1e4a7f0c11',
    kind: 'welcome',
    name: 'Welcome Bonus 100%',
    claimBy: 'deposit',
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: null,
    ...overrides,
    terms: {
      percent: '100',
      currencies: { IDR: { maxGrant: '16000000', minDeposit: '50000', maxBet: '160000' } },
      wageringMultiplier: '10',
      wageringBase: 'bonus',
      weights,
      expiryDays: 30,
      claimsPerPlayer: 1,
      verifiedOnly: false,
      qualifyingProduct: 'casino',
      rewardProduct: 'casino',
      ...terms,
    },
  } as BonusOffer;
}

describe('deposit offers', () => {
  it('keeps the deposit-form offers given in the currency', () => {
    const cashback = offer({ kind: 'cashback', claimBy: 'automatic' });
    const usdOnly = offer({}, { currencies: { USD: { maxGrant: '1000' } } });
    expect(depositOffersIn([offer(), cashback, usdOnly], 'IDR')).toEqual([offer()]);
  });

  it('gives the percent of the deposit, rounded down to the scale, and its wagering', () => {
    const half = offer({}, { percent: '50' });
    expect(depositMatch(half, 'IDR', '100001', 2)).toEqual({
      kind: 'gives',
      bonus: '50000.5',
      wageringRequired: '500005',
    });
    expect(depositMatch(offer({}, { percent: '33.33' }), 'IDR', '100000', 0)).toMatchObject({
      bonus: '33330',
    });
    expect(depositMatch(offer({}, { percent: '12.5' }), 'IDR', '50001', 0)).toMatchObject({
      bonus: '6250',
    });
  });

  it('gives at most the maximum grant', () => {
    expect(depositMatch(offer(), 'IDR', '20000000', 2)).toMatchObject({ bonus: '16000000' });
  });

  it('counts the deposit into the wagering when the base is bonus plus deposit', () => {
    const both = offer({}, { wageringBase: 'bonus_deposit', wageringMultiplier: '5' });
    expect(depositMatch(both, 'IDR', '100000', 2)).toEqual({
      kind: 'gives',
      bonus: '100000',
      wageringRequired: '1000000',
    });
  });

  it('names the minimum below it and gives nothing for an amount not typed yet', () => {
    expect(depositMatch(offer(), 'IDR', '49999.99', 2)).toEqual({
      kind: 'belowMinimum',
      minDeposit: '50000',
    });
    for (const text of ['', ' ', 'abc', '0', '-5', '1e5']) {
      expect(depositMatch(offer(), 'IDR', text, 2)).toEqual({ kind: 'noAmount' });
    }
    expect(depositMatch(offer(), 'USD', '100', 2)).toEqual({ kind: 'noAmount' });
  });
});
