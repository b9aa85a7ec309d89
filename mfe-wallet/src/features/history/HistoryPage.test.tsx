import { act, fireEvent, screen, within } from '@testing-library/react';
import { eventBus, type TransactionListRequest } from '@croupier/shared';
import {
  failure,
  installFakeApi,
  ok,
  type RecordedRequest,
} from '../../../../shared/src/testing/fakeApi';
import { transaction } from '../../testing/fixtures';
import { renderWalletRoute, resetToLoggedInPlayer } from '../../testing/renderWalletRoute';

const HISTORY_URL = '/account/wallet/history/';

const page = (items: ReturnType<typeof transaction>[], total = items.length, pageNumber = 1) =>
  ok({ items, total, page: pageNumber, pageSize: 10 });

const listRequests = (requests: RecordedRequest[]) =>
  requests
    .filter(({ url }) => url === '/v1/listAccountTransaction')
    .map(({ body }) => body as TransactionListRequest);

beforeEach(resetToLoggedInPlayer);

describe('history tabs', () => {
  it.each([
    ['', 'DEPOWD', 'Deposits and withdrawals'],
    ['?transactionType=SWAP', 'SWAP', 'Swaps'],
    ['?transactionType=GAMETRANSFER', 'GAMETRANSFER', 'Game transfers'],
    ['?transactionType=BOGUS', 'DEPOWD', 'Deposits and withdrawals'],
  ])('%p lists %s, newest first', async (query, category, tabName) => {
    const requests = installFakeApi({ '/v1/listAccountTransaction': page([]) });
    renderWalletRoute(`${HISTORY_URL}${query}`);

    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(listRequests(requests)).toEqual([
      { transactionType: category, sort: 'desc', page: 1, pageSize: 10 },
    ]);
    expect(screen.getByRole('link', { name: tabName })).toHaveAttribute('aria-current', 'page');
  });

  it('switches tab through the query parameter', async () => {
    const requests = installFakeApi({ '/v1/listAccountTransaction': page([]) });
    renderWalletRoute(HISTORY_URL);
    await screen.findByText('No transactions yet.');

    const swaps = screen.getByRole('link', { name: 'Swaps' });
    expect(swaps).toHaveAttribute('href', '/account/wallet/history/?transactionType=SWAP');
    fireEvent.click(swaps);

    await screen.findByText('No transactions yet.');
    expect(listRequests(requests).map((request) => request.transactionType)).toEqual([
      'DEPOWD',
      'SWAP',
    ]);
    expect(screen.getByRole('link', { name: 'Swaps' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('transaction list', () => {
  it('shows type, formatted amount, status (declined with its reason) and date', async () => {
    installFakeApi({
      '/v1/listAccountTransaction': page([
        transaction({ transactionId: 't-1', amount: '1500000.5', status: 'SUCCESS' }),
        transaction({
          transactionId: 't-2',
          transactionType: 'WITHDRAW',
          currency: 'USDT',
          amount: '12.3456789',
          status: 'DECLINED',
          reason: 'Name does not match',
        }),
        transaction({ transactionId: 't-3', status: 'PENDING' }),
      ]),
    });
    renderWalletRoute(HISTORY_URL);

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    const [approved, declined, pending] = rows.map((row) => within(row));
    expect(approved?.getByText('Deposit')).toBeInTheDocument();
    expect(approved?.getByText('1,500,000.50 IDR')).toBeInTheDocument();
    expect(approved?.getByText('Approved')).toBeInTheDocument();
    expect(declined?.getByText('Withdrawal')).toBeInTheDocument();
    expect(declined?.getByText('12.34568 USDT')).toBeInTheDocument();
    expect(declined?.getByText('Declined')).toBeInTheDocument();
    expect(declined?.getByText('Reason: Name does not match')).toBeInTheDocument();
    expect(pending?.getByText('Pending')).toBeInTheDocument();
    expect(approved?.getByText((_text, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'dateTime',
      '2026-01-02T03:04:05.000Z',
    );
  });

  it('shows a decline’s reason from the list with what to do, and a pending one’s step', async () => {
    installFakeApi({
      '/v1/listAccountTransaction': page([
        transaction({
          transactionId: 't-1',
          transactionType: 'WITHDRAW',
          status: 'DECLINED',
          reason: 'account_name_mismatch',
          reasonCode: 'account_name_mismatch',
        }),
        transaction({
          transactionId: 't-2',
          transactionType: 'WITHDRAW',
          status: 'PENDING',
          step: 'awaiting_second_approval',
          stepSince: '2026-01-02T05:00:00.000Z',
          dueAt: '2026-01-03T03:04:05.000Z',
        }),
      ]),
    });
    renderWalletRoute(HISTORY_URL);

    const [declined, pending] = (await screen.findAllByRole('row'))
      .slice(1)
      .map((row) => within(row));
    expect(
      declined?.getByText('The account name does not match the name on your account.'),
    ).toBeInTheDocument();
    expect(
      declined?.getByText(
        'What to do: Use a bank account in your own name, or update your payment account, then try again.',
      ),
    ).toBeInTheDocument();
    expect(declined?.queryByText(/account_name_mismatch/)).toBeNull();
    const at = (time: string) =>
      new Date(time).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(
      pending?.getByText(
        `Approved once, waiting for a second check since ${at('2026-01-02T05:00:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(
      pending?.getByText(`Decision expected by ${at('2026-01-03T03:04:05.000Z')}`),
    ).toBeInTheDocument();
  });

  it('shows a held chain deposit with the rule that holds it, and a returned one with its reason', async () => {
    installFakeApi({
      '/v1/listAccountTransaction': page([
        transaction({
          transactionId: 't-1',
          currency: 'USDT',
          amount: '7',
          network: 'TRC20',
          status: 'HELD',
          reason: 'You are timed out until 2026-02-01: deposits are closed',
          holdReason: 'playerExcluded',
        }),
        transaction({
          transactionId: 't-2',
          currency: 'USDT',
          amount: '9',
          network: 'TRC20',
          status: 'RETURNED',
          reason: 'Sent back to the sender',
          holdReason: 'limitReached',
        }),
        transaction({ transactionId: 't-3', status: 'HELD', holdReason: 'somethingNew' }),
      ]),
    });
    renderWalletRoute(HISTORY_URL);

    const [held, returned, unknownRule] = (await screen.findAllByRole('row'))
      .slice(1)
      .map((row) => within(row));
    expect(held?.getByText('On hold')).toBeInTheDocument();
    expect(
      held?.getByText(
        'Held: you are on a break or self-excluded. Our team will release or return it.',
      ),
    ).toBeInTheDocument();
    expect(returned?.getByText('Returned')).toBeInTheDocument();
    expect(returned?.getByText('Reason: Sent back to the sender')).toBeInTheDocument();
    expect(
      unknownRule?.getByText(
        'Held by a player-protection rule. Our team will release or return it.',
      ),
    ).toBeInTheDocument();
  });

  it('flips the sort order and pages through the results', async () => {
    const requests = installFakeApi({
      '/v1/listAccountTransaction': ({ body }) =>
        page([transaction()], 25, (body as TransactionListRequest).page),
    });
    renderWalletRoute(HISTORY_URL);

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Newest first' }));
    expect(await screen.findByRole('button', { name: 'Oldest first' })).toBeInTheDocument();
    await screen.findByText('Page 1 of 3');

    expect(listRequests(requests).map(({ sort, page: pageNumber }) => [sort, pageNumber])).toEqual([
      ['desc', 1],
      ['desc', 2],
      ['asc', 1],
    ]);
  });

  it('shows the error and loads again on retry', async () => {
    let calls = 0;
    installFakeApi({
      '/v1/listAccountTransaction': () =>
        ++calls === 1 ? failure(500, 99, 'History is unavailable') : page([]),
    });
    renderWalletRoute(HISTORY_URL);

    expect(await screen.findByRole('alert')).toHaveTextContent('History is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });
});

it("shows an operator's decision on a listed deposit as it is made", async () => {
  let decided = false;
  installFakeApi({
    '/v1/listAccountTransaction': () =>
      page([transaction({ status: decided ? 'SUCCESS' : 'PENDING' })]),
  });
  renderWalletRoute(HISTORY_URL);
  const row = await screen.findByRole('row', { name: /Pending/ });
  expect(row).toBeInTheDocument();

  decided = true;
  act(() =>
    eventBus.emit('wallet:paymentDecided', {
      amount: '150000.00',
      brandUsername: 'brand7_alice',
      currency: 'IDR',
      transactionStatus: 'success',
      transactionType: 'deposit',
    }),
  );

  expect(await screen.findByRole('row', { name: /Approved/ })).toBeInTheDocument();
  expect(screen.queryByText('Pending')).not.toBeInTheDocument();
});
