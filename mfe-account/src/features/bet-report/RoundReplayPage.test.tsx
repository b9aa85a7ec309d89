import { screen, within } from '@testing-library/react';
import type { RoundDetail } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type RecordedRequest,
} from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const record = (overrides: Partial<RoundDetail> = {}): RoundDetail => ({
  roundId: 'r-1',
  gpid: 'PG',
  provider: 'PG Soft',
  gameCode: 'fortune',
  game: 'Fortune Tiger',
  category: 'slots',
  paytable: 'demo slot',
  playerId: '00000000-0000-4000-8000-000000000001',
  currency: 'IDR',
  status: 'complete',
  startedAt: '2026-01-02T03:04:05.000Z',
  endedAt: '2026-01-02T03:04:06.000Z',
  wager: '10000.00',
  win: '25000.50',
  bonusWager: '5000.00',
  bonusWin: '0.00',
  refund: '0.00',
  jackpotContribution: '100.00',
  jackpotWin: '0.00',
  fundsBefore: '1500000.00',
  fundsAfter: '1515000.50',
  choices: {},
  outcome: {
    reels: [
      [1, 2, 3],
      [4, 5, 0],
      [1, 1, 1],
    ],
    lines: [{ line: 1, symbol: 1, count: 3, multiplier: 5 }],
    win: '25000.50',
  },
  movements: [
    { kind: 'bet', amount: '-10000.00', bonusAmount: '-5000.00', at: '2026-01-02T03:04:05.000Z' },
    { kind: 'win', amount: '25000.50', bonusAmount: '0.00', at: '2026-01-02T03:04:06.000Z' },
  ],
  ...overrides,
});

const detailRequests = (requests: RecordedRequest[]) =>
  requests.filter(({ url }) => url === '/v1/round/detail').map(({ body }) => body);

beforeEach(resetToLoggedInPlayer);

describe('round replay', () => {
  it('asks for the round of the URL and shows its record, marked as a replay', async () => {
    const requests = installFakeApi({ '/v1/round/detail': ok(record()) });
    renderAccountRoute('/account/report/PG/r-1');
    expect(
      await screen.findByText('Replay — the record of a past round. Nothing here is played again.'),
    ).toBeInTheDocument();
    expect(detailRequests(requests)).toEqual([{ roundId: 'r-1', gpid: 'PG' }]);
    expect(screen.getByRole('heading', { name: 'Fortune Tiger · PG Soft' })).toBeInTheDocument();
    const details = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(details('Status')).toBe('Complete');
    expect(details('Wager (real money)')).toBe('10,000.00 IDR');
    expect(details('Wager (bonus money)')).toBe('5,000.00 IDR');
    expect(details('Win (real money)')).toBe('25,000.50 IDR');
    expect(details('Jackpot contribution')).toBe('100.00 IDR');
    expect(details('Balance before')).toBe('1,500,000.00 IDR');
    expect(details('Balance after')).toBe('1,515,000.50 IDR');
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
    const reels = screen.getByRole('table', { name: 'Reels' });
    expect(within(reels).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Line 2: 3 × symbol 1, pays 5 × the line bet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the bets report' })).toHaveAttribute(
      'href',
      '/account/report',
    );
  });

  it('says an interrupted round is finished when the game is opened again', async () => {
    installFakeApi({
      '/v1/round/detail': ok(
        record({ status: 'interrupted', endedAt: null, outcome: null, fundsAfter: '1490000.00' }),
      ),
    });
    renderAccountRoute('/account/report/PG/r-1');
    expect(
      await screen.findByText(
        'This round was interrupted before it ended. It is finished when the game is opened again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Interrupted')).toBeInTheDocument();
    expect(screen.getByText('Not drawn yet')).toBeInTheDocument();
  });

  it('says a dice bet’s choice and roll in words', async () => {
    installFakeApi({
      '/v1/round/detail': ok(
        record({ choices: { dice: { direction: 'under', target: 40 } }, outcome: { roll: 3725 } }),
      ),
    });
    renderAccountRoute('/account/report/PG/r-1');
    expect(await screen.findByText('Under 40')).toBeInTheDocument();
    expect(screen.getByText('Roll: 37.25')).toBeInTheDocument();
  });

  it('says the provider keeps the screens of a round with no choices or outcome here', async () => {
    installFakeApi({ '/v1/round/detail': ok(record({ choices: null, outcome: null })) });
    renderAccountRoute('/account/report/PG/r-1');
    expect(
      await screen.findByText(
        'The game provider keeps this game’s screens; the amounts above are this site’s record.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a round that is not the player’s as the error it is', async () => {
    installFakeApi({ '/v1/round/detail': failure(404, 6, 'No round r-9 of yours') });
    renderAccountRoute('/account/report/PG/r-9');
    expect(await screen.findByText('No round r-9 of yours')).toBeInTheDocument();
  });
});
