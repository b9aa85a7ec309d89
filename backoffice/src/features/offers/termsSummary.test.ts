import type { BonusOfferTerms } from '@croupier/contracts';
import { termsSummary } from './termsSummary';

// A stand-in translator that shows each key with its values, to check what the summary says.
const t = (key: string, values: Record<string, unknown> = {}) =>
  `${key.replace('offers.', '')}${Object.keys(values).length ? JSON.stringify(values) : ''}`;

const terms: BonusOfferTerms = {
  currencies: { IDR: { maxGrant: '25000' } },
  wageringMultiplier: '0',
  wageringBase: 'bonus_deposit',
  weights: { default: 100, categories: {}, providers: {}, games: {} },
  expiryDays: 7,
  claimsPerPlayer: 2,
  verifiedOnly: false,
  qualifyingProduct: 'casino',
  rewardProduct: 'casino',
};

describe('terms summary', () => {
  it('spells out up to two currencies with their largest grant, and has no percent when none', () => {
    expect(termsSummary(terms, t)).toBe(
      'summary.upTo{"currency":"IDR","amount":"25000"} · ' +
        'summary.wagering{"multiplier":"0","base":"wageringBases.bonus_deposit"} · ' +
        'summary.expiry{"count":7} · summary.claims{"count":2}',
    );
  });

  it('only names the currencies of an offer given in more than two', () => {
    const many = {
      ...terms,
      percent: '10',
      verifiedOnly: true,
      currencies: { IDR: { maxGrant: '1' }, USD: { maxGrant: '1' }, USDT: { maxGrant: '1' } },
    };
    expect(termsSummary(many, t)).toBe(
      'summary.percent{"percent":"10"} · ' +
        'summary.currencies{"count":3,"codes":"IDR, USD, USDT"} · ' +
        'summary.wagering{"multiplier":"0","base":"wageringBases.bonus_deposit"} · ' +
        'summary.expiry{"count":7} · summary.claims{"count":2} · summary.verifiedOnly',
    );
  });

  it('states free spins with the stake of a spin in place of a grant of no money', () => {
    const spins: BonusOfferTerms = {
      ...terms,
      currencies: { IDR: { maxGrant: '0', spinStake: '2000' } },
      freeSpins: { spins: 20, games: ['PP:test-slot'], winnings: 'real' },
    };
    expect(termsSummary(spins, t)).toBe(
      'summary.spinStake{"currency":"IDR","amount":"2000"} · ' +
        'summary.freeSpins{"count":20,"winnings":"spinWinnings.real"} · ' +
        'summary.wagering{"multiplier":"0","base":"wageringBases.bonus_deposit"} · ' +
        'summary.expiry{"count":7} · summary.claims{"count":2}',
    );
  });
});
