import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BonusGrant, BonusOffer } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type FakeRoutes,
} from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const BONUS_URL = '/account/reward/bonus/';

const terms: BonusOffer['terms'] = {
  percent: '100',
  currencies: { IDR: { maxGrant: '16250000', minDeposit: '50000', maxBet: '162500' } },
  wageringMultiplier: '10',
  wageringBase: 'bonus',
  weights: { default: 0, categories: { slots: 100, casino: 10 }, providers: {}, games: {} },
  expiryDays: 30,
  claimsPerPlayer: 1,
  verifiedOnly: false,
  qualifyingProduct: 'casino',
  rewardProduct: 'casino',
};

const grant = (overrides: Partial<BonusGrant> = {}): BonusGrant => ({
  grantId: '11111111-1111-4111-8111-111111111111',
  offerId: '22222222-2222-4222-8222-222222222222',
  kind: 'welcome',
  name: 'Welcome Bonus 100%',
  status: 'active',
  currency: 'IDR',
  granted: '100000.00',
  bonusBalance: '95000.00',
  wageringRequired: '1000000.00',
  wageringProgress: '15000.00',
  maxBet: '162500.00',
  expiresAt: '2026-12-29T10:00:00.000Z',
  terms,
  spendingOrder: 'real_first',
  createdAt: '2026-11-29T10:00:00.000Z',
  endedAt: null,
  endReason: null,
  freeSpins: null,
  ...overrides,
});

/** A grant of 10 free spins on Lucky Dragon at 2,000.00 IDR each, winnings as bonus money. */
const freeSpinsGrant = (
  spins: { used: number; won: string },
  overrides: Partial<BonusGrant> = {},
): BonusGrant =>
  grant({
    name: '10 free spins',
    granted: '0.00',
    freeSpins: {
      total: 10,
      used: spins.used,
      remaining: 10 - spins.used,
      stake: '2000.00',
      games: ['PP:lucky-dragon'],
      winnings: 'bonus',
      won: spins.won,
    },
    ...overrides,
  });

const offer = (overrides: Partial<BonusOffer> = {}): BonusOffer => ({
  offerId: '33333333-3333-4333-8333-333333333333',
  kind: 'welcome',
  name: 'Welcome Bonus 100%',
  claimBy: 'deposit',
  terms,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: null,
  ...overrides,
});

const entries = {
  items: [
    {
      entryId: '1',
      type: 'grant',
      realAmount: '0.00',
      bonusAmount: '100000.00',
      weight: null,
      progressAdded: '0.00',
      bonusBalanceAfter: '100000.00',
      gameCode: null,
      spin: null,
      at: '2026-11-29T10:00:00.000Z',
    },
    {
      entryId: '2',
      type: 'stake',
      realAmount: '-5000.00',
      bonusAmount: '-5000.00',
      weight: '1',
      progressAdded: '10000.00',
      bonusBalanceAfter: '95000.00',
      gameCode: 'PG:dragon',
      spin: null,
      at: '2026-11-29T10:01:00.000Z',
    },
    {
      entryId: '3',
      type: 'stake',
      realAmount: '-50000.00',
      bonusAmount: '0.00',
      weight: '0.1',
      progressAdded: '5000.00',
      bonusBalanceAfter: '95000.00',
      gameCode: 'EVO:blackjack',
      spin: null,
      at: '2026-11-29T10:02:00.000Z',
    },
  ],
  total: 3,
  page: 1,
  pageSize: 20,
};

function routes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    '/v1/bonus/grants': ok([grant()]),
    '/v1/bonus/offers': ok([]),
    '/v1/bonus/list': ok({ items: [], total: 0, page: 1, pageSize: 10 }),
    '/v1/bonus/entries': ok(entries),
    ...overrides,
  };
}

beforeEach(resetToLoggedInPlayer);

describe('the bonuses being wagered', () => {
  it('shows the wagering as a bar and in figures, with the rules that apply', async () => {
    installFakeApi(routes());
    renderAccountRoute(BONUS_URL);
    const card = await screen.findByRole('article', { name: 'Welcome Bonus 100%' });
    const bar = within(card).getByRole('progressbar', { name: 'Wagering of Welcome Bonus 100%' });
    expect(bar).toHaveAttribute('aria-valuenow', '15000');
    expect(bar).toHaveAttribute('aria-valuemax', '1000000');
    expect(card).toHaveTextContent(
      '15,000.00 IDR of 1,000,000.00 IDR wagered · 985,000.00 IDR left to wager',
    );
    expect(card).toHaveTextContent('Bonus money95,000.00 IDR');
    expect(card).toHaveTextContent('Largest stake162,500.00 IDR');
    expect(card).toHaveTextContent('Your real money is spent before your bonus money.');
  });

  it('shows the free spins left of a grant, their stake, what they won and where to play them', async () => {
    const spins = freeSpinsGrant({ used: 3, won: '1500.00' }, { bonusBalance: '1500.00' });
    installFakeApi(routes({ '/v1/bonus/grants': ok([spins]) }));
    renderAccountRoute(BONUS_URL);
    const card = await screen.findByRole('article', { name: '10 free spins' });
    const panel = within(card).getByRole('region', { name: 'Free spins' });
    expect(panel).toHaveTextContent('7 of 10 free spins left');
    expect(panel).toHaveTextContent('Stake of each spin2,000.00 IDR');
    expect(panel).toHaveTextContent('Won by your spins1,500.00 IDR');
    expect(panel).toHaveTextContent('Their winnings are bonus money, wagered like the bonus.');
    expect(within(panel).getByRole('link', { name: 'lucky-dragon' })).toHaveAttribute(
      'href',
      '/play/game/?gpid=PP&code=lucky-dragon',
    );
  });

  it('shows no wagering for free spins that have nothing to wager yet', async () => {
    const spinsOnly = freeSpinsGrant(
      { used: 0, won: '0.00' },
      { bonusBalance: '0.00', wageringRequired: '0.00', wageringProgress: '0.00' },
    );
    installFakeApi(routes({ '/v1/bonus/grants': ok([spinsOnly]) }));
    renderAccountRoute(BONUS_URL);
    const card = await screen.findByRole('article', { name: '10 free spins' });
    expect(within(card).getByRole('region', { name: 'Free spins' })).toHaveTextContent(
      '10 of 10 free spins left',
    );
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('left to wager');
  });

  it('names each free spin of the entries by its number', async () => {
    const spinEntry = {
      entryId: '9',
      type: 'free_spin',
      realAmount: '0.00',
      bonusAmount: '1500.00',
      weight: null,
      progressAdded: '0',
      bonusBalanceAfter: '1500.00',
      gameCode: 'PP:lucky-dragon',
      spin: 2,
      at: '2026-11-29T10:03:00.000Z',
    };
    installFakeApi(
      routes({ '/v1/bonus/entries': ok({ ...entries, items: [spinEntry], total: 1 }) }),
    );
    renderAccountRoute(BONUS_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Show every figure' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Free spin 2')).toBeInTheDocument();
  });

  it('states a free-spins offer in plain words', async () => {
    const spinsOffer = offer({
      kind: 'no_deposit',
      name: 'Spin day',
      claimBy: 'optIn',
      terms: {
        ...terms,
        percent: undefined,
        currencies: { IDR: { maxGrant: '0', spinStake: '2000' } },
        freeSpins: { spins: 20, games: ['PP:lucky-dragon'], winnings: 'real' },
      },
    });
    installFakeApi(routes({ '/v1/bonus/offers': ok([spinsOffer]) }));
    renderAccountRoute(BONUS_URL);
    const card = await screen.findByRole('article', { name: 'Spin day' });
    expect(card).toHaveTextContent('20 free spins at 2,000.00 IDR each, on: lucky-dragon.');
    expect(card).toHaveTextContent('Their winnings are real money.');
    expect(card).not.toHaveTextContent('in bonus money.');
  });

  it("lists every entry's split, weight and progress, whose sum is the progress shown", async () => {
    const requests = installFakeApi(routes());
    renderAccountRoute(BONUS_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Show every figure' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    const stake = within(rows[1] as HTMLElement);
    expect(stake.getByText('Stake')).toBeInTheDocument();
    expect(
      stake.getByText('-5,000.00', { selector: '[data-label="Real money"]' }),
    ).toBeInTheDocument();
    expect(stake.getByText('100%')).toBeInTheDocument();
    expect(stake.getByText('10,000.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('10%')).toBeInTheDocument();
    expect(requests.find(({ url }) => url === '/v1/bonus/entries')?.body).toEqual({
      grantId: grant().grantId,
      page: 1,
      pageSize: 20,
    });
  });

  it('gives a bonus up only after saying what is lost, then shows it ended', async () => {
    let given = false;
    const requests = installFakeApi(
      routes({
        '/v1/bonus/grants': () =>
          ok([
            given
              ? grant({
                  status: 'forfeited',
                  endReason: 'player',
                  endedAt: '2026-11-29T11:00:00.000Z',
                })
              : grant(),
          ]),
        '/v1/bonus/forfeit': () => {
          given = true;
          return ok(grant({ status: 'forfeited' }));
        },
      }),
    );
    renderAccountRoute(BONUS_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Give up this bonus' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Give up Welcome Bonus 100%? You lose 95,000.00 IDR in bonus money. This cannot be undone.',
    );
    expect(requests.some(({ url }) => url === '/v1/bonus/forfeit')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, give it up' }));
    expect(await screen.findByText('No bonus is being wagered.')).toBeInTheDocument();
    expect(requests.find(({ url }) => url === '/v1/bonus/forfeit')?.body).toEqual({
      grantId: grant().grantId,
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('You gave it up')).toBeInTheDocument();
    expect(within(history).getByText('Given up')).toBeInTheDocument();
  });

  it('keeps a bonus the player chose to keep', async () => {
    const requests = installFakeApi(routes());
    renderAccountRoute(BONUS_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Give up this bonus' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some(({ url }) => url === '/v1/bonus/forfeit')).toBe(false);
  });
});

describe('the offers', () => {
  it('states every term in plain words and says how to take each offer', async () => {
    installFakeApi(
      routes({
        '/v1/bonus/grants': ok([]),
        '/v1/bonus/offers': ok([
          offer(),
          offer({
            offerId: '44444444-4444-4444-8444-444444444444',
            kind: 'cashback',
            name: 'Weekly Cashback 10%',
            claimBy: 'automatic',
            terms: {
              ...terms,
              percent: '10',
              wageringMultiplier: '1',
              expiryDays: 7,
              claimsPerPlayer: 1000,
            },
          }),
        ]),
      }),
    );
    renderAccountRoute(BONUS_URL);
    const welcome = await screen.findByRole('article', { name: 'Welcome Bonus 100%' });
    for (const line of [
      '100% of your deposit, up to 16,250,000.00 IDR in bonus money.',
      'Smallest deposit: 50,000.00 IDR.',
      'Wager 10 times the bonus within 30 days; then it becomes real money.',
      'Stakes count toward wagering: Slots 100%, Casino 10%; other games 0%.',
      'Largest stake while wagering: 162,500.00 IDR.',
      'Once per player.',
    ]) {
      expect(within(welcome).getByText(line)).toBeInTheDocument();
    }
    expect(
      within(welcome).getByRole('link', { name: 'Choose it when you deposit' }),
    ).toHaveAttribute('href', '/account/wallet/deposit/');
    const cashback = screen.getByRole('article', { name: 'Weekly Cashback 10%' });
    expect(within(cashback).getByText('Credited automatically.')).toBeInTheDocument();
    expect(within(cashback).getByText('Up to 1000 times per player.')).toBeInTheDocument();
  });

  it('takes an opt-in offer and shows the grant it made', async () => {
    let taken = false;
    const optIn = offer({ kind: 'no_deposit', claimBy: 'optIn', name: 'Free 50,000' });
    installFakeApi(
      routes({
        '/v1/bonus/grants': () => ok(taken ? [grant({ name: 'Free 50,000' })] : []),
        '/v1/bonus/offers': () => ok(taken ? [] : [optIn]),
        '/v1/bonus/claim': () => {
          taken = true;
          return ok(grant({ name: 'Free 50,000' }));
        },
      }),
    );
    renderAccountRoute(BONUS_URL);
    const card = await screen.findByRole('article', { name: 'Free 50,000' });
    expect(within(card).getByText('16,250,000.00 IDR in bonus money.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Take this bonus' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Wagering of Free 50,000' }),
    ).toBeInTheDocument();
  });

  it("checks a code before sending it and shows the server's refusal", async () => {
    const requests = installFakeApi(
      routes({ '/v1/bonus/claim': failure(400, 48, 'This bonus offer is not available to you.') }),
    );
    renderAccountRoute(BONUS_URL);
    const code = await screen.findByLabelText('Bonus code');
    fireEvent.click(screen.getByRole('button', { name: 'Use code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a code of 1 to 32 characters.');
    fireEvent.change(code, { target: { value: 'x'.repeat(33) } });
    fireEvent.click(screen.getByRole('button', { name: 'Use code' }));
    expect(requests.some(({ url }) => url === '/v1/bonus/claim')).toBe(false);

    fireEvent.change(code, { target: { value: ' SPRING ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This bonus offer is not available to you.',
      ),
    );
    expect(requests.find(({ url }) => url === '/v1/bonus/claim')?.body).toEqual({ code: 'SPRING' });
  });
});
