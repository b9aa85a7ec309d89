import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  useAuthStore,
  useUserStore,
  type OriginalsRound,
  type OriginalsSeeds,
} from '@croupier/shared';
import { installFakeApi, ok, type FakeReply } from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { renderGamesRoute } from '../../testing/renderGamesRoute';

const seeds: OriginalsSeeds = {
  serverSeedHash: '340bebc27c013363d4ab44eb79412f5dcd4c7f67fcaa348a8849432b7d6f9f2e',
  clientSeed: 'player-seed',
  nonce: 0,
  previous: null,
};

function diceRound(nonce: number, result: string, payout: string): OriginalsRound {
  return {
    roundId: `00000000-0000-4000-8000-00000000000${nonce}`,
    game: 'dice',
    params: { target: '50.00', condition: 'under' },
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: 'player-seed',
    nonce,
    edge: '0.02',
    outcome: { result },
    currency: 'IDR',
    amount: '1000',
    multiplier: payout === '0' ? '0' : '1.96',
    payout,
    balanceAfter: '100000',
    transferIds: ['t-1'],
    at: '2026-01-02T03:00:00.000Z',
    signature: 'c2ln',
  };
}

function logIn() {
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken: 'alice:fedcba9876543210',
    isSessionValid: true,
  });
  useUserStore.getState().setBalances({
    activeWallet: 'IDR',
    walletBalance: {
      IDR: { currency: 'IDR', totalBalance: '100000', heldBalance: '0', bonusBalance: '500' },
    },
    walletSetting: {
      IDR: {
        currency: 'IDR',
        name: 'Rupiah',
        type: 'fiat',
        isFiat: true,
        scale: 2,
        symbol: 'Rp',
        logo: '',
        networks: [],
        minDeposit: '10000',
        maxDeposit: '100000000',
        minWithdraw: '10000',
        maxWithdraw: '100000000',
      },
    },
    brandUsername: 'alice',
  });
}

beforeEach(() => {
  resetStores();
  useAuthStore.setState({ isSessionValid: true });
});

it('asks a visitor to log in and calls nothing', () => {
  const requests = installFakeApi({});
  renderGamesRoute('/play/originals/dice/');

  expect(screen.getByRole('heading', { name: 'Dice' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Log in to play.');
  expect(requests).toEqual([]);
});

it('shows the win chance and payout as the API computes them, with the brand edge of the last round', async () => {
  logIn();
  installFakeApi({
    '/v1/originals/seeds': ok(seeds),
    '/v1/originals/rounds': ok({
      items: [diceRound(0, '12.66', '1960')],
      total: 1,
      page: 1,
      pageSize: 50,
    }),
  });
  renderGamesRoute('/play/originals/dice/');

  // Edge 1 % until the rounds arrive, then the brand's 2 %: (100 − 2) / 50 = 1.96.
  expect(await screen.findByText('1.96×')).toBeInTheDocument();
  expect(screen.getByText('50.00 %')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('textbox', { name: 'Target' }), { target: { value: '75.5' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Over' }));
  expect(screen.getByText('24.50 %')).toBeInTheDocument();
  expect(screen.getByText('4×')).toBeInTheDocument();

  // A chance above 98 % is refused by the API: the bet button waits for a valid target.
  fireEvent.change(screen.getByRole('textbox', { name: 'Target' }), { target: { value: '1' } });
  expect(screen.getByText(/win chance of 0.01 % to 98 %/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
});

it('amount presets: max is the playable balance, half and double stay within it, min is one step', async () => {
  logIn();
  installFakeApi({
    '/v1/originals/seeds': ok(seeds),
    '/v1/originals/rounds': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
  });
  renderGamesRoute('/play/originals/dice/');
  const amount = screen.getByRole('textbox', { name: 'Amount (IDR)' });

  fireEvent.click(screen.getByRole('button', { name: 'Your whole balance' }));
  expect(amount).toHaveValue('100500');
  fireEvent.click(screen.getByRole('button', { name: 'Halve the amount' }));
  expect(amount).toHaveValue('50250');
  fireEvent.click(screen.getByRole('button', { name: 'Double the amount' }));
  fireEvent.click(screen.getByRole('button', { name: 'Double the amount' }));
  expect(amount).toHaveValue('100500');
  fireEvent.click(screen.getByRole('button', { name: 'The smallest amount' }));
  expect(amount).toHaveValue('0.01');
  await screen.findByText('No rounds yet.');
});

it('bets, shows the settled roll first in the history with its verify link, and moves the nonce', async () => {
  logIn();
  let seedCalls = 0;
  const requests = installFakeApi({
    '/v1/originals/seeds': (): FakeReply => ok({ ...seeds, nonce: seedCalls++ === 0 ? 0 : 1 }),
    '/v1/originals/rounds': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    '/v1/originals/bet': ok({ ...diceRound(0, '12.66', '1980'), edge: '0.01', multiplier: '1.98' }),
  });
  renderGamesRoute('/play/originals/dice/');
  await screen.findByText('No rounds yet.');

  fireEvent.change(screen.getByRole('textbox', { name: 'Amount (IDR)' }), {
    target: { value: '1000' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

  expect(await screen.findByTestId('originals-result')).toHaveTextContent('12.66Won 1.98×');
  expect(requests.find(({ url }) => url === '/v1/originals/bet')?.body).toEqual({
    game: 'dice',
    currency: 'IDR',
    amount: '1000',
    params: { target: '50.00', condition: 'under' },
  });
  const history = screen.getByRole('region', { name: 'Your last rounds' });
  expect(within(history).getByRole('link', { name: 'Verify #0' })).toHaveAttribute(
    'href',
    '/play/originals/verify/?roundId=00000000-0000-4000-8000-000000000000',
  );
  await waitFor(() => expect(screen.getByText('Next nonce').nextSibling).toHaveTextContent('1'));
});

it('shows a refusal in the player language and keeps the form', async () => {
  logIn();
  installFakeApi({
    '/v1/originals/seeds': ok(seeds),
    '/v1/originals/rounds': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    '/v1/originals/bet': {
      status: 200,
      body: {
        errorCode: 43,
        message: 'Your bonus allows stakes of at most 5000 IDR',
        reason: 'bonusMaxBet',
        params: { limit: '5000', currency: 'IDR' },
      },
    },
  });
  renderGamesRoute('/play/originals/dice/');
  await screen.findByText('No rounds yet.');

  fireEvent.change(screen.getByRole('textbox', { name: 'Amount (IDR)' }), {
    target: { value: '9000' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/at most/);
  expect(screen.getByRole('textbox', { name: 'Amount (IDR)' })).toHaveValue('9000');
});

describe('limbo', () => {
  it('bets on a target multiplier and shows the drawn multiplier', async () => {
    logIn();
    const requests = installFakeApi({
      '/v1/originals/seeds': ok(seeds),
      '/v1/originals/rounds': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
      '/v1/originals/bet': ok({
        ...diceRound(0, '7.81', '2000'),
        game: 'limbo',
        params: { target: '2.00' },
        edge: '0.01',
        multiplier: '2',
      }),
    });
    renderGamesRoute('/play/originals/limbo/');
    await screen.findByText('No rounds yet.');

    // P(result ≥ 2) = floor(2^24 × 0.99 / 2) / 2^24 = 49.4999…%, 4 digits rounded down.
    expect(screen.getByText('49.49 %')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Target multiplier' }), {
      target: { value: '1' },
    });
    expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Target multiplier' }), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (IDR)' }), {
      target: { value: '1000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

    expect(await screen.findByTestId('originals-result')).toHaveTextContent('7.81×Won 2×');
    expect(requests.find(({ url }) => url === '/v1/originals/bet')?.body).toEqual({
      game: 'limbo',
      currency: 'IDR',
      amount: '1000',
      params: { target: '2.00' },
    });
  });
});
