import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  useAuthStore,
  useUserStore,
  type MinesRoundState,
  type OriginalGame,
  type OriginalsGameRules,
  type OriginalsRound,
  type OriginalsSeeds,
} from '@croupier/shared';
import {
  installFakeApi,
  ok,
  type FakeReply,
  type FakeRoutes,
} from '../../../../shared/src/testing/fakeApi';
import { resetStores } from '../../../../shared/src/testing/resetStores';
import { renderGamesRoute } from '../../testing/renderGamesRoute';

const seeds: OriginalsSeeds = {
  serverSeedHash: '340bebc27c013363d4ab44eb79412f5dcd4c7f67fcaa348a8849432b7d6f9f2e',
  clientSeed: 'player-seed',
  nonce: 0,
  previous: null,
};

function rules(game: OriginalGame, change: Partial<OriginalsGameRules> = {}): FakeReply {
  return ok({
    game,
    currency: 'IDR',
    enabled: true,
    edge: '0.01',
    minStake: null,
    maxStake: null,
    maxPayout: null,
    openRound: null,
    ...change,
  });
}

const noRounds = ok({ items: [], total: 0, page: 1, pageSize: 50 });

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

/**
 * A logged-in player opens the page of `game`: the brand's rules (with `change`), the seeds, no
 * rounds yet, and `routes` besides. Answers the requests the page makes.
 */
function openGame(
  game: OriginalGame,
  routes: FakeRoutes = {},
  change: Partial<OriginalsGameRules> = {},
) {
  logIn();
  const requests = installFakeApi({
    '/v1/originals/game': rules(game, change),
    '/v1/originals/seeds': ok(seeds),
    '/v1/originals/rounds': noRounds,
    ...routes,
  });
  renderGamesRoute(`/play/originals/${game}/`);
  return requests;
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

it("shows the win chance and payout as the API computes them, with the brand's edge", async () => {
  logIn();
  installFakeApi({
    '/v1/originals/game': rules('dice', { edge: '0.02' }),
    '/v1/originals/seeds': ok(seeds),
    '/v1/originals/rounds': ok({
      items: [diceRound(0, '12.66', '1960')],
      total: 1,
      page: 1,
      pageSize: 50,
    }),
  });
  renderGamesRoute('/play/originals/dice/');

  // The brand's 2 %: (100 − 2) / 50 = 1.96.
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
  openGame('dice');
  const amount = await screen.findByRole('textbox', { name: 'Amount (IDR)' });

  fireEvent.click(screen.getByRole('button', { name: /Your whole balance$/ }));
  expect(amount).toHaveValue('100500');
  fireEvent.click(screen.getByRole('button', { name: /Halve the amount$/ }));
  expect(amount).toHaveValue('50250');
  fireEvent.click(screen.getByRole('button', { name: /Double the amount$/ }));
  fireEvent.click(screen.getByRole('button', { name: /Double the amount$/ }));
  expect(amount).toHaveValue('100500');
  fireEvent.click(screen.getByRole('button', { name: /The smallest amount$/ }));
  expect(amount).toHaveValue('0.01');
  await screen.findByText('No rounds yet.');
});

it('bets, shows the settled roll first in the history with its verify link, and moves the nonce', async () => {
  logIn();
  let seedCalls = 0;
  const requests = installFakeApi({
    '/v1/originals/game': rules('dice'),
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
  openGame('dice', {
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
    const requests = openGame('limbo', {
      '/v1/originals/bet': ok({
        ...diceRound(0, '7.81', '2000'),
        game: 'limbo',
        params: { target: '2.00' },
        edge: '0.01',
        multiplier: '2',
      }),
    });
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

describe("the brand's rules", () => {
  it('bounds the stake: presets stay within them and an amount outside is explained before sending', async () => {
    openGame('dice', {}, { minStake: '500', maxStake: '2000' });
    const amount = await screen.findByRole('textbox', { name: 'Amount (IDR)' });

    expect(
      screen.getByText(/^Stakes from 500(\.00)? IDR to 2,000(\.00)? IDR$/),
    ).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '100' } });
    expect(screen.getByText(/The smallest stake is 500/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet' })).toBeDisabled();
    fireEvent.change(amount, { target: { value: '2500' } });
    expect(screen.getByText(/The largest stake is 2,000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /The smallest amount$/ }));
    expect(amount).toHaveValue('500');
    fireEvent.click(screen.getByRole('button', { name: /Your whole balance$/ }));
    expect(amount).toHaveValue('2000');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });

  it('says so when the brand switched the game off', async () => {
    logIn();
    installFakeApi({ '/v1/originals/game': rules('limbo', { enabled: false }) });
    renderGamesRoute('/play/originals/limbo/');

    expect(await screen.findByRole('alert')).toHaveTextContent('This game is switched off');
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();
  });
});

describe('auto-bet', () => {
  async function startAutoBet(count: string, stopOnLoss: string) {
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount (IDR)' }), {
      target: { value: '1000' },
    });
    fireEvent.click(screen.getByText('Auto-bet'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), {
      target: { value: count },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Stop after losing/ }), {
      target: { value: stopOnLoss },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
  }

  it('places the planned bets one after another and reports the net', async () => {
    let nonce = 0;
    const requests = openGame('dice', {
      '/v1/originals/bet': (): FakeReply =>
        ok(
          nonce % 2 === 0 ? diceRound(nonce++, '10.00', '1980') : diceRound(nonce++, '90.00', '0'),
        ),
    });
    await startAutoBet('3', '');

    expect(await screen.findByText(/Finished\./)).toHaveTextContent(
      /3 of 3 bets, net \+960\.00 IDR\. Finished\./,
    );
    expect(requests.filter(({ url }) => url === '/v1/originals/bet')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });

  it('stops once the loss reaches the amount the player set', async () => {
    let nonce = 0;
    const requests = openGame('dice', {
      '/v1/originals/bet': (): FakeReply => ok(diceRound(nonce++, '90.00', '0')),
    });
    await startAutoBet('100', '1500');

    expect(await screen.findByText(/loss amount reached/)).toHaveTextContent(
      /2 of 100 bets, net −2,000(\.00)? IDR\. Stopped: loss amount reached\./,
    );
    expect(requests.filter(({ url }) => url === '/v1/originals/bet')).toHaveLength(2);
  });

  it('refuses a plan above 100 bets', async () => {
    openGame('limbo');
    await startAutoBet('101', '');

    expect(screen.getByText(/Choose 1 to 100 bets/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeDisabled();
  });
});

describe('mines', () => {
  const open: MinesRoundState = {
    roundId: '00000000-0000-4000-8000-00000000000a',
    status: 'open',
    currency: 'IDR',
    amount: '1000',
    mines: 3,
    revealed: [],
    multiplier: '1',
    balance: '99000',
    round: null,
  };

  it('starts a round, reveals a tile, cashes out and shows where the mines were', async () => {
    const cashedOut: OriginalsRound = {
      ...diceRound(0, '', '1125'),
      roundId: open.roundId,
      game: 'mines',
      params: { mines: 3 },
      outcome: { mines: [3, 9, 20], revealed: [12] },
      multiplier: '1.125',
    };
    const requests = openGame('mines', {
      '/v1/originals/mines/start': ok(open),
      '/v1/originals/mines/reveal': ok({ ...open, revealed: [12], multiplier: '1.125' }),
      '/v1/originals/mines/cashout': ok({
        ...open,
        status: 'settled',
        revealed: [12],
        multiplier: '1.125',
        round: cashedOut,
      }),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount (IDR)' }), {
      target: { value: '1000' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mines' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    const tile = await screen.findByRole('button', { name: 'Tile row 3, column 3' });
    expect(screen.getByRole('button', { name: /Cash out/ })).toBeDisabled();
    fireEvent.click(tile);

    expect(await screen.findByRole('button', { name: 'Safe tile row 3, column 3' })).toBeDisabled();
    expect(screen.getByText('Safe tiles so far: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Cash out 1,125(\.00)? IDR$/ }));

    expect(await screen.findByTestId('originals-result')).toHaveTextContent(
      /1\.125×Cashed out 1,125(\.00)? IDR/,
    );
    expect(screen.getAllByRole('button', { name: /^Mine at row/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Mine at row 1, column 4' })).toBeDisabled();
    expect(requests.filter(({ url }) => url.startsWith('/v1/originals/mines/'))).toEqual([
      expect.objectContaining({ body: { currency: 'IDR', amount: '1000', mines: 3 } }),
      expect.objectContaining({ body: { roundId: open.roundId, tile: 12 } }),
      expect.objectContaining({ body: { roundId: open.roundId } }),
    ]);
    const history = screen.getByRole('region', { name: 'Your last rounds' });
    expect(within(history).getByRole('link', { name: 'Verify #0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet' })).toBeEnabled();
  });

  it('resumes the round the player left open', async () => {
    logIn();
    installFakeApi({
      '/v1/originals/game': rules('mines', {
        openRound: { ...open, revealed: [0, 1], multiplier: '1.2857' },
      }),
      '/v1/originals/seeds': ok(seeds),
      '/v1/originals/rounds': noRounds,
    });
    renderGamesRoute('/play/originals/mines/');

    expect(await screen.findByRole('button', { name: /^Cash out 1,285\.7/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Safe tile row 1, column 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tile row 5, column 5' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Bet' })).not.toBeInTheDocument();
  });
});

describe('plinko', () => {
  it("shows the published table of the rows and risk, drops and lights the ball's bucket", async () => {
    const requests = openGame('plinko', {
      '/v1/originals/bet': ok({
        ...diceRound(0, '', '5040'),
        game: 'plinko',
        params: { rows: 16, risk: 'low' },
        outcome: { path: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], bucket: 16 },
        multiplier: '5.04',
      }),
    });

    const rows = await screen.findByRole('combobox', { name: 'Rows' });
    expect(
      within(screen.getByRole('list', { name: 'Payouts per bucket' })).getAllByRole('listitem'),
    ).toHaveLength(9);
    fireEvent.change(rows, { target: { value: '16' } });
    // docs/provably-fair.md: 16 rows, low risk, 1 % edge.
    const buckets = within(screen.getByRole('list', { name: 'Payouts per bucket' })).getAllByRole(
      'listitem',
    );
    expect(buckets.map((bucket) => bucket.textContent)).toEqual(
      '5.04 3.88 2.98 2.29 1.76 1.36 1.04 0.8 0.61 0.8 1.04 1.36 1.76 2.29 2.98 3.88 5.04'.split(
        ' ',
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (IDR)' }), {
      target: { value: '1000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

    expect(await screen.findByTestId('originals-result')).toHaveTextContent('5.04×Won 5.04×');
    expect(
      screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current')),
    ).toHaveTextContent('5.04');
    expect(requests.find(({ url }) => url === '/v1/originals/bet')?.body).toEqual({
      game: 'plinko',
      currency: 'IDR',
      amount: '1000',
      params: { rows: 16, risk: 'low' },
    });
  });
});
