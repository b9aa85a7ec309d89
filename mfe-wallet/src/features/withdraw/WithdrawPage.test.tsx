import { act, fireEvent, screen, within } from '@testing-library/react';
import { applyBalanceChanged, eventBus, loadBalances } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type FakeRoutes,
} from '../../../../shared/src/testing/fakeApi';
import { balancesWith, paymentAccount, transaction } from '../../testing/fixtures';
import { renderWalletRoute, resetToLoggedInPlayer } from '../../testing/renderWalletRoute';

const WITHDRAW_URL = '/account/wallet/withdraw/';

function routes(overrides: FakeRoutes = {}): FakeRoutes {
  let balanceCalls = 0;
  return {
    '/v1/get-balance2': () =>
      ok(
        ++balanceCalls === 1
          ? balancesWith('300000.00', '50')
          : balancesWith('200000.00', '50', '100000.00'),
      ),
    '/v1/paymentAccount/get': ok(paymentAccount),
    ...overrides,
  };
}

async function requestWithdrawal(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
}

beforeEach(resetToLoggedInPlayer);

it('pays fiat out to the payment account and shows the held amount', async () => {
  const withdrawal = transaction({ transactionType: 'WITHDRAW', amount: '100000.00' });
  const requests = installFakeApi(routes({ '/v1/depo-wd': ok(withdrawal) }));
  renderWalletRoute(WITHDRAW_URL);

  expect(await screen.findByTestId('payment-account-number')).toHaveTextContent('•••• 7890');
  await requestWithdrawal('100000');

  expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
  expect(requests.find(({ url }) => url === '/v1/depo-wd')?.body).toEqual({
    transactionType: 'WITHDRAW',
    currency: 'IDR',
    amount: '100000',
    paymentChannel: 'BCA',
  });
  expect(
    screen.getByText('100,000.00 IDR is on hold until the withdrawal is approved.'),
  ).toBeInTheDocument();
  expect(await screen.findByTestId('held-balance')).toHaveTextContent(
    'On hold in this wallet: 100,000.00 IDR',
  );
});

it('refuses more than the available balance before sending', async () => {
  const requests = installFakeApi(routes());
  renderWalletRoute(WITHDRAW_URL);

  await requestWithdrawal('300000.01');
  expect(screen.getByRole('alert')).toHaveTextContent('You only have 300,000.00 IDR available.');
  expect(requests.some(({ url }) => url === '/v1/depo-wd')).toBe(false);
});

it("shows the server's error, such as insufficient funds", async () => {
  installFakeApi(routes({ '/v1/depo-wd': failure(409, 20, 'Insufficient funds') }));
  renderWalletRoute(WITHDRAW_URL);

  await requestWithdrawal('100000');
  expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient funds');
  expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeEnabled();
});

it('links a refusal for want of verification to the verification page', async () => {
  installFakeApi(
    routes({
      '/v1/depo-wd': failure(
        403,
        42,
        'Verify your identity (upload your documents) before your first withdrawal',
      ),
    }),
  );
  renderWalletRoute(WITHDRAW_URL);

  await requestWithdrawal('100000');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Verify your identity first: upload your documents on the Verification page of your account.',
  );
  expect(screen.getByRole('link', { name: 'Go to Verification' })).toHaveAttribute(
    'href',
    '/account/verification/',
  );
});

it('offers no verification link for other refusals', async () => {
  installFakeApi(routes({ '/v1/depo-wd': failure(409, 20, 'Insufficient funds') }));
  renderWalletRoute(WITHDRAW_URL);

  await requestWithdrawal('100000');
  expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient funds');
  expect(screen.queryByRole('link', { name: 'Go to Verification' })).toBeNull();
});

it('sends crypto to the typed address on the chosen network', async () => {
  const requests = installFakeApi(
    routes({ '/v1/depo-wd': ok(transaction({ transactionType: 'WITHDRAW', currency: 'USDT' })) }),
  );
  renderWalletRoute(WITHDRAW_URL);

  fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'USDT' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter the destination address.');

  fireEvent.change(screen.getByLabelText('Network'), { target: { value: 'ERC20' } });
  fireEvent.change(screen.getByLabelText('Destination address'), {
    target: { value: ' 0xabc123 ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

  expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
  expect(requests.find(({ url }) => url === '/v1/depo-wd')?.body).toEqual({
    transactionType: 'WITHDRAW',
    currency: 'USDT',
    amount: '20',
    network: 'ERC20',
    toAddress: '0xabc123',
  });
});

describe('one balance snapshot with the header', () => {
  const balanceRequests = (requests: { url: string }[]) =>
    requests.filter(({ url }) => url === '/v1/get-balance2');

  it("asks get-balance2 once per page load: the page shares the shell's request", async () => {
    const requests = installFakeApi(routes());
    // The shell asks for the balances at login, as the page starts.
    const shellBalances = loadBalances();
    renderWalletRoute(WITHDRAW_URL);

    expect(await screen.findByText(/Available: 300,000\.00 IDR/)).toBeInTheDocument();
    await shellBalances;
    expect(balanceRequests(requests)).toHaveLength(1);
  });

  it('shows as available what a realtime push brings, as the header does', async () => {
    const requests = installFakeApi(routes());
    renderWalletRoute(WITHDRAW_URL);
    await screen.findByText(/Available: 300,000\.00 IDR/);

    act(() =>
      applyBalanceChanged({
        brandUsername: 'brand7_alice',
        activeWallet: 'IDR',
        walletBalance: {
          IDR: {
            currency: 'IDR',
            totalBalance: '275000.00',
            heldBalance: '0.00',
            bonusBalance: '0',
          },
          USDT: { currency: 'USDT', totalBalance: '50', heldBalance: '0', bonusBalance: '0' },
        },
      }),
    );

    expect(screen.getByText(/Available: 275,000\.00 IDR/)).toBeInTheDocument();
    await requestWithdrawal('280000');
    expect(screen.getByRole('alert')).toHaveTextContent('You only have 275,000.00 IDR available.');
    expect(balanceRequests(requests)).toHaveLength(1);
  });
});

it("shows the operator's decision on the confirmation panel as it is made", async () => {
  const withdrawal = transaction({ transactionType: 'WITHDRAW', amount: '100000.00' });
  const requests = installFakeApi(
    routes({
      '/v1/depo-wd': ok(withdrawal),
      '/v1/get-transaction': ok({ ...withdrawal, status: 'DECLINED', reason: 'Name mismatch' }),
    }),
  );
  renderWalletRoute(WITHDRAW_URL);
  await requestWithdrawal('100000');
  const panel = await screen.findByRole('status');
  expect(panel).toHaveTextContent('Pending');

  act(() =>
    eventBus.emit('wallet:paymentDecided', {
      amount: '100000.00',
      brandUsername: 'brand7_alice',
      currency: 'IDR',
      transactionStatus: 'declined',
      transactionType: 'withdraw',
    }),
  );

  expect(await within(panel).findByText('Declined')).toBeInTheDocument();
  expect(panel).not.toHaveTextContent('Pending');
  expect(panel).not.toHaveTextContent('on hold until the withdrawal is approved');
  expect(panel).toHaveTextContent('Name mismatch');
  expect(requests.find(({ url }) => url === '/v1/get-transaction')?.body).toEqual({
    transactionId: withdrawal.transactionId,
  });
});

describe('a withdrawal beside an open bonus', () => {
  const grant = {
    grantId: '5f0c4a4e-4f3e-4d5a-9a51-0d6f4f1b2c3d',
    offerId: '0d4c0f3a-8a51-4bb2-9d0e-5b1e4a7f0c11',
    kind: 'welcome',
    name: 'Welcome Bonus 100%',
    status: 'active',
    currency: 'IDR',
    granted: '100000.00',
    bonusBalance: '80000.00',
    wageringRequired: '1000000.00',
    wageringProgress: '250000.00',
    maxBet: '160000.00',
    expiresAt: '2026-12-29T00:00:00.000Z',
    spendingOrder: 'real_first',
    createdAt: '2026-11-29T00:00:00.000Z',
    endedAt: null,
    endReason: null,
  };
  const usdGrant = { ...grant, grantId: '6f0c4a4e-4f3e-4d5a-9a51-0d6f4f1b2c3d', currency: 'USD' };
  const ended = { ...grant, grantId: '7f0c4a4e-4f3e-4d5a-9a51-0d6f4f1b2c3d', status: 'expired' };

  it('says what it forfeits, asks to confirm, then sends the confirmation', async () => {
    const withdrawal = transaction({ transactionType: 'WITHDRAW', amount: '100000.00' });
    const requests = installFakeApi(
      routes({ '/v1/bonus/grants': ok([grant, usdGrant, ended]), '/v1/depo-wd': ok(withdrawal) }),
    );
    renderWalletRoute(WITHDRAW_URL);

    const notice = await screen.findByRole('region', { name: 'Withdrawing ends your bonus' });
    expect(notice).toHaveTextContent(
      'Welcome Bonus 100%: 80,000.00 IDR in bonus money, 250,000.00 IDR of 1,000,000.00 IDR wagered.',
    );
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1);
    expect(notice).toHaveTextContent(
      'Withdrawing now forfeits 80,000.00 IDR in bonus money. Your real money is paid out in full.',
    );
    await requestWithdrawal('100000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Confirm that you give up your bonus, or keep playing until its wagering is complete.',
    );
    expect(requests.some(({ url }) => url === '/v1/depo-wd')).toBe(false);

    fireEvent.click(
      within(notice).getByRole('checkbox', {
        name: 'I give up my bonus of 80,000.00 IDR to withdraw.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(requests.find(({ url }) => url === '/v1/depo-wd')?.body).toEqual({
      transactionType: 'WITHDRAW',
      currency: 'IDR',
      amount: '100000',
      paymentChannel: 'BCA',
      forfeitBonus: true,
    });
  });

  it('asks nothing without bonus money in the currency', async () => {
    const withdrawal = transaction({ transactionType: 'WITHDRAW', amount: '100000.00' });
    const spent = { ...grant, bonusBalance: '0.00' };
    const requests = installFakeApi(
      routes({ '/v1/bonus/grants': ok([spent, usdGrant, ended]), '/v1/depo-wd': ok(withdrawal) }),
    );
    renderWalletRoute(WITHDRAW_URL);
    await requestWithdrawal('100000');
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(screen.queryByText('Withdrawing ends your bonus')).not.toBeInTheDocument();
    expect(requests.find(({ url }) => url === '/v1/depo-wd')?.body).not.toHaveProperty(
      'forfeitBonus',
    );
  });

  it('shows a grant the form had not seen when the server asks to confirm it', async () => {
    let grants: unknown[] = [];
    installFakeApi(
      routes({
        '/v1/bonus/grants': () => ok(grants),
        '/v1/depo-wd': failure(409, 47, 'This withdrawal forfeits your bonus of 80,000.00 IDR.'),
      }),
    );
    renderWalletRoute(WITHDRAW_URL);
    await screen.findByLabelText('Amount');
    grants = [grant];
    await requestWithdrawal('100000');
    expect(
      await screen.findByRole('region', { name: 'Withdrawing ends your bonus' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/This withdrawal forfeits your bonus of 80,000.00 IDR/),
    ).toBeInTheDocument();
  });
});
