import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventBus, selectWalletBalance, useAuthStore, useUserStore } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type FakeReply,
  type FakeRoutes,
  type RecordedRequest,
} from '../../../../shared/src/testing/fakeApi';
import { alice } from '../../../../shared/src/testing/fixtures';
import { balancesWith, paymentAccount, paymentChannels, transaction } from '../../testing/fixtures';
import { renderWalletRoute, resetToLoggedInPlayer } from '../../testing/renderWalletRoute';

const DEPOSIT_URL = '/account/wallet/deposit/';

function fiatRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    '/v1/get-balance2': ok(balancesWith('150000.00', '12.5')),
    '/v1/paymentAccount/get': ok(paymentAccount),
    '/v1/paymentChannel': ok(paymentChannels),
    '/v1/depo-wd': ok(transaction()),
    ...overrides,
  };
}

function typeAmount(amount: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
}

const sentTo = (requests: RecordedRequest[], url: string) =>
  requests.filter((request) => request.url === url);

beforeEach(resetToLoggedInPlayer);

describe('fiat deposit', () => {
  it('refuses to send without a payment account and links to the account page', async () => {
    const requests = installFakeApi(fiatRoutes({ '/v1/paymentAccount/get': ok(null) }));
    renderWalletRoute(DEPOSIT_URL);

    expect(await screen.findByText(/go through your payment account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a payment account' })).toHaveAttribute(
      'href',
      '/account/wallet/account/',
    );
    expect(screen.queryByRole('button', { name: 'Request deposit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(sentTo(requests, '/v1/depo-wd')).toHaveLength(0);
    expect(sentTo(requests, '/v1/depowd')).toHaveLength(0);
  });

  it('checks the amount against the channel limits live and sends nothing while invalid', async () => {
    const requests = installFakeApi(fiatRoutes());
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');

    // BCA narrows the IDR limits (10,000–5,000,000) to 20,000–1,000,000.
    expect(screen.getByText('Between 20,000.00 IDR and 1,000,000.00 IDR')).toBeInTheDocument();
    typeAmount('15000');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum is 20,000.00 IDR.');
    typeAmount('20000.123');
    expect(screen.getByRole('alert')).toHaveTextContent('Use at most 2 decimal places.');
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(sentTo(requests, '/v1/depo-wd')).toHaveLength(0);
  });

  it('sends depo-wd with the channel, shows the pending transaction and refreshes balances', async () => {
    const requests = installFakeApi(fiatRoutes());
    const toasts: string[] = [];
    eventBus.on('toast', ({ message }) => toasts.push(message));
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');

    fireEvent.change(screen.getByLabelText('Payment channel'), { target: { value: 'OVO' } });
    typeAmount('150000.');
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    expect(await screen.findByText('Deposit requested')).toBeInTheDocument();
    expect(sentTo(requests, '/v1/depo-wd')[0]).toMatchObject({
      body: {
        transactionType: 'DEPOSIT',
        currency: 'IDR',
        amount: '150000',
        paymentChannel: 'OVO',
      },
    });
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('150,000.00 IDR')).toBeInTheDocument();
    expect(toasts).toEqual(['Your deposit request has been sent.']);
    await waitFor(() => expect(sentTo(requests, '/v1/get-balance2')).toHaveLength(2));
    expect(selectWalletBalance(useUserStore.getState()).IDR?.totalBalance).toBe('150000.00');
  });

  it('shows the approval on the confirmation panel as it is made', async () => {
    installFakeApi(fiatRoutes({ '/v1/get-transaction': ok(transaction({ status: 'SUCCESS' })) }));
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');
    typeAmount('150000');
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();

    act(() =>
      eventBus.emit('wallet:paymentDecided', {
        amount: '150000.00',
        brandUsername: 'brand7_alice',
        currency: 'IDR',
        transactionStatus: 'success',
        transactionType: 'deposit',
      }),
    );

    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('sends a receipt through the multipart depowd call', async () => {
    const requests = installFakeApi(fiatRoutes({ '/v1/depowd': ok(transaction()) }));
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');

    typeAmount('50000');
    const receipt = new File(['png'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Transfer receipt (optional)'), {
      target: { files: [receipt] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    expect(await screen.findByText('Deposit requested')).toBeInTheDocument();
    expect(sentTo(requests, '/v1/depo-wd')).toHaveLength(0);
    const form = sentTo(requests, '/v1/depowd')[0]?.body as FormData;
    expect(form.get('paymentChannel')).toBe('BCA');
    expect(form.get('amount')).toBe('50000');
    expect(form.get('receipt')).toBe(receipt);
  });

  it.each([
    ['a GIF', new File(['gif'], 'receipt.gif', { type: 'image/gif' }), 'PNG, JPEG or WebP image.'],
    [
      'a picture over 2 MiB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'The receipt must be 2 MiB or smaller.',
    ],
  ])('refuses %s as receipt before sending', async (_case, receipt, message) => {
    const requests = installFakeApi(fiatRoutes());
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');

    typeAmount('50000');
    fireEvent.change(screen.getByLabelText('Transfer receipt (optional)'), {
      target: { files: [receipt] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(sentTo(requests, '/v1/depowd')).toHaveLength(0);
  });

  it("shows depowd's error without its leading slash", async () => {
    installFakeApi(fiatRoutes({ '/v1/depowd': failure(400, 30, '/Receipt unreadable') }));
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');

    typeAmount('50000');
    fireEvent.change(screen.getByLabelText('Transfer receipt (optional)'), {
      target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Receipt unreadable$/);
  });
});

describe('the bonus offer of a deposit', () => {
  const welcome = {
    offerId: '0d4c0f3a-8a51-4bb2-9d0e-5b1e4a7f0c11',
    kind: 'welcome',
    name: 'Welcome Bonus 100%',
    claimBy: 'deposit',
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: null,
    terms: {
      percent: '100',
      currencies: { IDR: { maxGrant: '16000000', minDeposit: '50000', maxBet: '160000' } },
      wageringMultiplier: '10',
      wageringBase: 'bonus',
      weights: { default: 100, categories: {}, providers: {}, games: {} },
      expiryDays: 30,
      claimsPerPlayer: 1,
      verifiedOnly: false,
      qualifyingProduct: 'casino',
      rewardProduct: 'casino',
    },
  };
  const cashback = {
    ...welcome,
    offerId: 'c0c0c0c0-8a51-4bb2-9d0e-5b1e4a7f0c11',
    kind: 'cashback',
    claimBy: 'automatic',
    name: 'Weekly Cashback 10%',
  };
  const usdOnly = {
    ...welcome,
    offerId: 'd0d0d0d0-8a51-4bb2-9d0e-5b1e4a7f0c11',
    name: 'Dollar match',
    terms: { ...welcome.terms, currencies: { USD: { maxGrant: '1000' } } },
  };

  it('offers the deposit offers of the currency, says what each gives, and sends the chosen one', async () => {
    const requests = installFakeApi(
      fiatRoutes({ '/v1/bonus/offers': ok([welcome, cashback, usdOnly]) }),
    );
    renderWalletRoute(DEPOSIT_URL);
    const bonus = await screen.findByRole('group', { name: 'Bonus' });

    expect(within(bonus).getByRole('radio', { name: 'No bonus' })).toBeChecked();
    expect(within(bonus).queryByText('Weekly Cashback 10%')).not.toBeInTheDocument();
    expect(within(bonus).queryByText('Dollar match')).not.toBeInTheDocument();
    expect(
      within(bonus).getByText('100% of your deposit, up to 16,000,000.00 IDR.'),
    ).toBeInTheDocument();
    expect(
      within(bonus).getByText('Stakes of at most 160,000.00 IDR while wagering.'),
    ).toBeInTheDocument();

    typeAmount('100000');
    expect(
      within(bonus).getByText(
        'You get 100,000.00 IDR in bonus money. Wager 1,000,000.00 IDR within 30 days to make it real money.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(bonus).getByRole('radio', { name: /Welcome Bonus 100%/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));

    expect(await screen.findByText('Deposit requested')).toBeInTheDocument();
    expect(sentTo(requests, '/v1/depo-wd')[0]?.body).toEqual({
      transactionType: 'DEPOSIT',
      currency: 'IDR',
      amount: '100000',
      paymentChannel: 'BCA',
      bonusOfferId: welcome.offerId,
    });
  });

  it("refuses to send a deposit below the chosen offer's minimum, and sends none without an offer", async () => {
    const requests = installFakeApi(fiatRoutes({ '/v1/bonus/offers': ok([welcome]) }));
    renderWalletRoute(DEPOSIT_URL);
    const bonus = await screen.findByRole('group', { name: 'Bonus' });

    typeAmount('30000');
    expect(
      within(bonus).getByText('Needs a deposit of at least 50,000.00 IDR.'),
    ).toBeInTheDocument();
    fireEvent.click(within(bonus).getByRole('radio', { name: /Welcome Bonus 100%/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This bonus needs a deposit of at least 50,000.00 IDR. Deposit more or choose “No bonus”.',
    );
    expect(sentTo(requests, '/v1/depo-wd')).toHaveLength(0);

    fireEvent.click(within(bonus).getByRole('radio', { name: 'No bonus' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText('Deposit requested')).toBeInTheDocument();
    expect(sentTo(requests, '/v1/depo-wd')[0]?.body).not.toHaveProperty('bonusOfferId');
  });

  it('lets the player deposit when the offers cannot be loaded', async () => {
    installFakeApi(fiatRoutes({ '/v1/bonus/offers': failure(500, -1, 'Down') }));
    renderWalletRoute(DEPOSIT_URL);
    await screen.findByLabelText('Amount');
    expect(screen.queryByRole('group', { name: 'Bonus' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request deposit' })).toBeEnabled();
  });
});

describe('crypto deposit', () => {
  const address = {
    currency: 'USDT',
    network: 'ERC20',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  };

  it('shows the address of the chosen network with its QR code, and copies it', async () => {
    const requests = installFakeApi({
      '/v1/get-balance2': ok(balancesWith('0.00', '0')),
      '/v1/cryptoWallet/getAddress': ok(address),
    });
    const toasts: string[] = [];
    eventBus.on('toast', ({ message }) => toasts.push(message));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWalletRoute(DEPOSIT_URL);

    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USDT' } });
    fireEvent.change(screen.getByLabelText('Network'), { target: { value: 'ERC20' } });

    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(address.address);
    expect(
      screen.getByRole('img', { name: 'QR code of your ERC20 deposit address' }),
    ).toHaveAttribute('src', address.qrCode);
    expect(screen.getByText(/credited after the network confirms them/)).toBeInTheDocument();
    expect(sentTo(requests, '/v1/cryptoWallet/getAddress').at(-1)).toMatchObject({
      body: { currency: 'USDT', network: 'ERC20' },
    });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(address.address);
    expect(toasts).toEqual(['Address copied.']);
  });
});

it('asks a visitor to log in and calls nothing', () => {
  const requests = installFakeApi({});
  // A visitor holds only the anonymous session token.
  useAuthStore.setState({ loginToken: null });
  renderWalletRoute(DEPOSIT_URL);

  expect(screen.getByRole('alert')).toHaveTextContent('Log in to see your wallet.');
  expect(requests).toHaveLength(0);
});

describe('the deposit-limit prompt', () => {
  const prompted = (routes: FakeRoutes = {}) =>
    fiatRoutes({
      '/v1/rg/limits': ok({ limits: [], promptDepositLimit: true, baseCurrency: 'IDR' }),
      '/v1/rg/set-limit': ok({ value: '500000', pending: null }),
      '/v1/rg/decline-limit-prompt': ok(null),
      ...routes,
    });

  it('comes with the deposit form, never pushing a drawn form down', async () => {
    let answerLimits: (reply: FakeReply) => void = () => undefined;
    const limitsAnswer = new Promise<FakeReply>((resolve) => (answerLimits = resolve));
    const requests = installFakeApi(prompted({ '/v1/rg/limits': () => limitsAnswer }));
    renderWalletRoute(DEPOSIT_URL);
    await waitFor(() => expect(sentTo(requests, '/v1/get-balance2')).toHaveLength(1));
    // Every other answer is in: only the limits are awaited.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.getAllByText('Loading…')).toHaveLength(1);

    await act(async () =>
      answerLimits(ok({ limits: [], promptDepositLimit: true, baseCurrency: 'IDR' })),
    );
    const prompt = await screen.findByRole('form', { name: 'Set a deposit limit' });
    const amount = await screen.findByLabelText('Amount');
    expect(prompt.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stands above the deposit form until the player sets a limit there', async () => {
    const requests = installFakeApi(prompted());
    renderWalletRoute(DEPOSIT_URL);
    const prompt = await screen.findByRole('form', { name: 'Set a deposit limit' });
    expect(await screen.findByRole('button', { name: 'Request deposit' })).toBeInTheDocument();

    fireEvent.change(within(prompt).getByLabelText('Period'), { target: { value: 'week' } });
    fireEvent.change(within(prompt).getByLabelText('Limit (IDR)'), { target: { value: '0' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    expect(
      await within(prompt).findByText('Enter an amount greater than 0, e.g. 100000 or 50.5.'),
    ).toBeVisible();
    expect(sentTo(requests, '/v1/rg/set-limit')).toHaveLength(0);

    // In the player's currency, with thousands separators.
    fireEvent.change(within(prompt).getByLabelText('Limit (IDR)'), {
      target: { value: '500,000' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Request deposit' })).toBeInTheDocument();
    expect(sentTo(requests, '/v1/rg/set-limit')[0]?.body).toEqual({
      type: 'deposit',
      period: 'week',
      amount: '500000',
      currency: 'IDR',
    });
    expect(sentTo(requests, '/v1/rg/decline-limit-prompt')).toHaveLength(0);
  });

  it('asks again before setting a limit below the smallest deposit', async () => {
    const requests = installFakeApi(prompted());
    renderWalletRoute(DEPOSIT_URL);
    const prompt = await screen.findByRole('form', { name: 'Set a deposit limit' });
    expect(await screen.findByRole('button', { name: 'Request deposit' })).toBeInTheDocument();
    fireEvent.change(within(prompt).getByLabelText('Limit (IDR)'), { target: { value: '200' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    expect(
      await within(prompt).findByText(
        'This limit is below the smallest deposit, 10,000.00 IDR: every deposit would be refused. ' +
          'Press Set limit again to set it anyway.',
      ),
    ).toBeVisible();
    expect(sentTo(requests, '/v1/rg/set-limit')).toHaveLength(0);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(sentTo(requests, '/v1/rg/set-limit')[0]?.body).toMatchObject({ amount: '200' });
  });

  it("shows the limit in the brand's base currency beside the player's", async () => {
    useUserStore.setState({ user: { ...alice, currency: 'USD' } });
    installFakeApi(
      prompted({
        '/v1/getExchangeRate': ok({
          currency: 'USD',
          targetCurrency: 'IDR',
          rate: '16250',
          updatedAt: '2026-01-02T03:04:05.000Z',
        }),
      }),
    );
    renderWalletRoute(DEPOSIT_URL);
    const prompt = await screen.findByRole('form', { name: 'Set a deposit limit' });
    fireEvent.change(within(prompt).getByLabelText('Limit (USD)'), {
      target: { value: '200' },
    });
    expect(
      await within(prompt).findByText('≈ 3,250,000.00 IDR (limits are kept in IDR)'),
    ).toBeVisible();
  });

  it('may be declined, which the server records', async () => {
    const requests = installFakeApi(prompted());
    renderWalletRoute(DEPOSIT_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'No, thanks' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Set a deposit limit' })).not.toBeInTheDocument(),
    );
    expect(sentTo(requests, '/v1/rg/decline-limit-prompt')).toHaveLength(1);
    expect(sentTo(requests, '/v1/rg/set-limit')).toHaveLength(0);
  });

  it('stays shown with the reason when the answer cannot be saved', async () => {
    installFakeApi(
      prompted({ '/v1/rg/decline-limit-prompt': failure(500, 3, 'Server unavailable') }),
    );
    renderWalletRoute(DEPOSIT_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'No, thanks' }));
    expect(await screen.findByText('Server unavailable')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Set a deposit limit' })).toBeVisible();
  });

  it('is not shown once answered, nor where the brand does not ask', async () => {
    installFakeApi(
      fiatRoutes({
        '/v1/rg/limits': ok({ limits: [], promptDepositLimit: false, baseCurrency: 'IDR' }),
      }),
    );
    renderWalletRoute(DEPOSIT_URL);
    expect(await screen.findByRole('button', { name: 'Request deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a deposit limit' })).not.toBeInTheDocument();
  });
});
