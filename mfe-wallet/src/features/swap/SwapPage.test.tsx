import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  failure,
  installFakeApi,
  ok,
  type RecordedRequest,
} from '../../../../shared/src/testing/fakeApi';
import { balancesWith, swapQuote } from '../../testing/fixtures';
import { renderWalletRoute, resetToLoggedInPlayer } from '../../testing/renderWalletRoute';

const SWAP_URL = '/account/wallet/swap/';
const swapRecord = {
  swapId: 's-1',
  fromCurrency: 'IDR',
  toCurrency: 'USDT',
  fromAmount: '160000',
  toAmount: '9.9',
  rate: '0.0000618',
  createdAt: '2026-03-01T12:00:00.000Z',
};

const bodiesOf = (requests: RecordedRequest[], action: string) =>
  requests.filter(
    ({ url, body }) => url === '/v1/swap' && (body as { action: string }).action === action,
  );

async function askQuote(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quote' }));
}

beforeEach(resetToLoggedInPlayer);

it('quotes, refreshes an expired quote, executes it and shows both new balances', async () => {
  const quotes = [
    swapQuote({ quoteId: 'q-1', expiresAt: new Date(Date.now() - 1_000).toISOString() }),
    swapQuote({ quoteId: 'q-2', fromCurrency: 'IDR', toCurrency: 'USDT', toAmount: '9.9' }),
  ];
  let balanceCalls = 0;
  const requests = installFakeApi({
    '/v1/get-balance2': () =>
      ok(++balanceCalls === 1 ? balancesWith('200000.00', '1') : balancesWith('40000.00', '10.9')),
    '/v1/swap': ({ body }) =>
      (body as { action: string }).action === 'quote' ? ok(quotes.shift()) : ok(swapRecord),
  });
  renderWalletRoute(SWAP_URL);

  await askQuote('160000');
  fireEvent.click(await screen.findByRole('button', { name: 'Refresh quote' }));
  expect(bodiesOf(requests, 'quote')[0]?.body).toEqual({
    action: 'quote',
    fromCurrency: 'IDR',
    toCurrency: 'USDT',
    amount: '160000',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm swap' }));

  expect(await screen.findByText('Swap completed')).toBeInTheDocument();
  expect(bodiesOf(requests, 'quote')).toHaveLength(2);
  expect(bodiesOf(requests, 'execute').map(({ body }) => body)).toEqual([
    { action: 'execute', quoteId: 'q-2' },
  ]);
  const balances = screen.getByTestId('swap-balances');
  await waitFor(() => expect(balances).toHaveTextContent('40,000.00 IDR'));
  expect(balances).toHaveTextContent('10.9 USDT');
});

it('drops the quote when the amount changes', async () => {
  installFakeApi({
    '/v1/get-balance2': ok(balancesWith('200000.00', '1')),
    '/v1/swap': ok(swapQuote()),
  });
  renderWalletRoute(SWAP_URL);

  await askQuote('160000');
  expect(await screen.findByTestId('swap-quote')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '170000' } });
  expect(screen.queryByTestId('swap-quote')).not.toBeInTheDocument();
});

it('refuses more than the balance and the same currency on both sides, without asking', async () => {
  const requests = installFakeApi({ '/v1/get-balance2': ok(balancesWith('200000.00', '1')) });
  renderWalletRoute(SWAP_URL);

  await askQuote('200000.01');
  expect(screen.getByRole('alert')).toHaveTextContent('You only have 200,000.00 IDR available.');
  fireEvent.change(screen.getByLabelText('To'), { target: { value: 'IDR' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quote' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose two different currencies.');
  expect(bodiesOf(requests, 'quote')).toHaveLength(0);
});

it("shows the server's refusal of an execute", async () => {
  installFakeApi({
    '/v1/get-balance2': ok(balancesWith('200000.00', '1')),
    '/v1/swap': ({ body }) =>
      (body as { action: string }).action === 'quote'
        ? ok(swapQuote())
        : failure(409, 41, 'Quote already used'),
  });
  renderWalletRoute(SWAP_URL);

  await askQuote('160000');
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm swap' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Quote already used');
  expect(within(screen.getByTestId('swap-quote')).getByRole('button')).toBeEnabled();
});
