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
