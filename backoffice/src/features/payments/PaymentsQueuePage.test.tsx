import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { installFakeRealtimeSocket, subscribedSocket } from '../../testing/fakeRealtimeSocket';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PaymentsQueuePage } from './PaymentsQueuePage';
import type { PendingTransaction } from './pendingTransactions';

const DEPOSIT_ID = '6f1c1c52-0d8e-4a43-9b1e-9a0d4f1e8a01';
const WITHDRAWAL_ID = '6f1c1c52-0d8e-4a43-9b1e-9a0d4f1e8a02';

const deposit: PendingTransaction = {
  transactionId: DEPOSIT_ID,
  category: 'DEPOWD',
  transactionType: 'DEPOSIT',
  status: 'PENDING',
  amount: '150000.00',
  currency: 'IDR',
  paymentChannel: 'BCA',
  network: null,
  toAddress: null,
  reason: null,
  hasReceipt: true,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-20T08:30:00.000Z',
  holdReason: null,
  reasonCode: null,
  step: 'awaiting_decision',
  stepSince: '2026-11-20T08:30:00.000Z',
  dueAt: '2026-11-20T09:30:00.000Z',
  playerId: '6f1c1c52-0d8e-4a43-9b1e-9a0d4f1e8a99',
  username: 'alice',
  brandId: 'brand7',
  firstApprovedBy: null,
  timeLimitMinutes: 60,
  overdue: false,
  possibleDuplicates: [],
};
const withdrawal: PendingTransaction = {
  ...deposit,
  transactionId: WITHDRAWAL_ID,
  transactionType: 'WITHDRAW',
  amount: '25.50',
  currency: 'USDT',
  paymentChannel: null,
  hasReceipt: false,
  username: 'bob',
};

const HELD_ID = '6f1c1c52-0d8e-4a43-9b1e-9a0d4f1e8a03';
const held: PendingTransaction = {
  ...deposit,
  transactionId: HELD_ID,
  status: 'HELD',
  amount: '7.000000',
  currency: 'USDT',
  paymentChannel: null,
  network: 'TRC20',
  hasReceipt: false,
  reason: 'You are timed out until 2026-12-01: deposits are closed',
  holdReason: 'playerExcluded',
  username: 'carol',
};

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'staff1', roles, brands: 'all', mustChangePassword: false },
  });
}

const BRANDS = { 'GET brands': ok([{ brandId: 'brand7', name: 'Brand Seven' }]) };

/** The calls of the queue itself, without the brand list of its filters. */
const queueCalls = (requests: { route: string }[]) =>
  requests
    .map(({ route }) => route)
    .filter((route) => route !== 'GET brands' && route !== 'POST realtime/ticket');

/** The first write of the page, past the ticket of its realtime push. */
const firstDecision = <Request extends { route: string }>(requests: Request[]) =>
  requests.find(({ route }) => route.startsWith('POST') && route !== 'POST realtime/ticket');

/** What the realtime push says when a request enters the queue. */
const arrival = (transactionId: string) => ({
  paymentQueue: { brandId: 'brand7', transactionId, change: 'requested' },
});

let restoreSocket: (() => void) | null = null;

const rowOf = (username: string) =>
  screen.getByRole('row', { name: new RegExp(`(^|\\) )${username} `) });
const findRowOf = (username: string) =>
  screen.findByRole('row', { name: new RegExp(`(^|\\) )${username} `) });

describe('payments queue', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
    restoreSocket?.();
    restoreSocket = null;
  });

  it('lists player, brand, type, amount, channel, date and the receipt link', async () => {
    signInAs(['payments']);
    installFakeAdminApi({ ...BRANDS, 'GET payments/pending': ok([deposit, withdrawal]) });
    renderWithTexts(<PaymentsQueuePage />);

    const alice = await findRowOf('alice');
    expect(within(alice).getByText('brand7')).toBeInTheDocument();
    expect(within(alice).getByText('Deposit')).toBeInTheDocument();
    expect(within(alice).getByText('150,000.00 IDR')).toBeInTheDocument();
    // In its column, and folded under the type where the table folds (tablets; CSS picks one).
    expect(within(alice).getAllByText('BCA')).toHaveLength(2);
    expect(within(alice).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      `/admin/v1/payments/${DEPOSIT_ID}/receipt`,
    );
    // In its column, and folded under the age where the table folds (tablets; CSS picks one).
    expect(within(alice).getAllByText('2026', { exact: false })).toHaveLength(2);
    const bob = rowOf('bob');
    expect(within(bob).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(bob).getByText('25.5 USDT')).toBeInTheDocument();
    expect(within(bob).queryByRole('link')).not.toBeInTheDocument();
  });

  it('approves a request only after a confirmation stating what it does', async () => {
    signInAs(['payments']);
    let queue = [deposit, withdrawal];
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': () => ok(queue),
      [`POST payments/${DEPOSIT_ID}/approve`]: () => {
        queue = [withdrawal];
        return ok({ ...deposit, status: 'SUCCESS' });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of alice' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve this request' });
    expect(dialog).toHaveTextContent(
      'Credit 150,000.00 IDR to alice? They can play with it at once.',
    );
    expect(queueCalls(requests)).toEqual(['GET payments/pending']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approve the request of alice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Approved the request of alice.');
    expect(screen.queryByRole('row', { name: /alice / })).not.toBeInTheDocument();
    expect(queueCalls(requests)).toEqual([
      'GET payments/pending',
      `POST payments/${DEPOSIT_ID}/approve`,
      'GET payments/pending',
    ]);
  });

  it('says when an approval is the first of two, and lets only someone else give the second', async () => {
    signInAs(['payments']);
    let queue = [deposit];
    installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': () => ok(queue),
      [`POST payments/${DEPOSIT_ID}/approve`]: () => {
        queue = [{ ...deposit, firstApprovedBy: 'staff1' }];
        return ok({ ...deposit, status: 'PENDING' });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of alice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "First approval recorded for alice's request; another staff member must approve it.",
    );
    expect(
      within(rowOf('alice')).getByText(
        'First approval by staff1; a second staff member must approve.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the request of alice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline the request of alice' })).toBeEnabled();
  });

  it('declines only with a reason from the list, and sends it with the staff note', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([withdrawal]),
      [`POST payments/${WITHDRAWAL_ID}/decline`]: ok({}),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Decline the request of bob' }));
    const form = screen.getByRole('form', { name: 'Decline with a reason' });
    expect(form).toHaveTextContent(
      'Decline the withdrawal of 25.5 USDT by bob? The held amount goes back to their balance',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm decline' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(queueCalls(requests)).toEqual(['GET payments/pending']);

    const reason = within(form).getByLabelText('Reason (the player reads it, with what to do)');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Payment details not valid');
    fireEvent.change(reason, { target: { value: 'payment_details_invalid' } });
    fireEvent.change(
      within(form).getByLabelText('Note for staff (optional, never shown to the player)'),
      { target: { value: ' Wallet address on the blocklist ' } },
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm decline' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Declined the request of bob.');
    expect(firstDecision(requests)).toEqual({
      route: `POST payments/${WITHDRAWAL_ID}/decline`,
      params: undefined,
      body: { reason: 'payment_details_invalid', note: 'Wallet address on the blocklist' },
    });
  });

  it('shows each request’s wait against its time limit, and flags one past it', async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([
        { ...withdrawal, timeLimitMinutes: 1440, overdue: true },
        { ...deposit, timeLimitMinutes: 30, overdue: false },
      ]),
    });
    renderWithTexts(<PaymentsQueuePage />);

    const late = await findRowOf('bob');
    const onTime = rowOf('alice');
    expect(late).toHaveTextContent(/of 24 hr/);
    expect(late).toHaveTextContent('Overdue');
    expect(onTime).toHaveTextContent(/of 30 min/);
    expect(onTime).not.toHaveTextContent('Overdue');
  });

  it('flags a possible duplicate', async () => {
    signInAs(['support']);
    installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([{ ...deposit, possibleDuplicates: [WITHDRAWAL_ID] }, withdrawal]),
    });
    renderWithTexts(<PaymentsQueuePage />);

    expect(within(await findRowOf('alice')).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(rowOf('bob')).queryByText(/Possible duplicate/)).toBeNull();
  });

  it('sends the filters and the order as query parameters, and says what it refuses', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({ ...BRANDS, 'GET payments/pending': ok([deposit]) });
    renderWithTexts(<PaymentsQueuePage />);
    await findRowOf('alice');
    const filters = screen.getByRole('form', { name: 'Filter the queue' });

    fireEvent.change(within(filters).getByLabelText('Amount from'), { target: { value: '1,5' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(within(filters).getByText('An amount, e.g. 50000 or 12.5')).toBeInTheDocument();
    expect(queueCalls(requests)).toHaveLength(1);

    fireEvent.change(await within(filters).findByLabelText('Brand'), {
      target: { value: 'brand7' },
    });
    fireEvent.change(within(filters).getByLabelText('Type'), { target: { value: 'DEPOSIT' } });
    fireEvent.change(within(filters).getByLabelText('Currency'), { target: { value: 'idr' } });
    fireEvent.change(within(filters).getByLabelText('Channel'), { target: { value: 'BCA' } });
    fireEvent.change(within(filters).getByLabelText('Amount from'), { target: { value: '100' } });
    fireEvent.change(within(filters).getByLabelText('Amount up to'), {
      target: { value: '200000.5' },
    });
    fireEvent.change(within(filters).getByLabelText('Player or transaction id'), {
      target: { value: ' ali ' },
    });
    fireEvent.change(within(filters).getByLabelText('Order'), {
      target: { value: 'newest-first' },
    });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await screen.findByRole('row', { name: /alice/ });
    await act(async () => {});
    expect(requests.filter(({ route }) => route === 'GET payments/pending').at(-1)?.params).toEqual(
      {
        brandId: 'brand7',
        type: 'DEPOSIT',
        currency: 'IDR',
        channel: 'BCA',
        minAmount: '100',
        maxAmount: '200000.5',
        search: 'ali',
        sort: 'newest-first',
      },
    );
  });

  it('refreshes at once when the push says a request arrived, marks it, and chimes only when switched on', async () => {
    const chimes: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        chimes.push(1);
        return { frequency: {}, connect: (node: unknown) => node, start() {}, stop() {} };
      }
      createGain() {
        return {
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: (node: unknown) => node,
        };
      }
      close() {
        return Promise.resolve();
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext });
    restoreSocket = installFakeRealtimeSocket();
    signInAs(['payments']);
    let queue = [withdrawal];
    installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': () => ok(queue),
      'POST realtime/ticket': ok({ ticket: 'staffsocket_one', expiresInSeconds: 30 }),
    });
    renderWithTexts(<PaymentsQueuePage />);
    await findRowOf('bob');
    expect(
      await screen.findByText('Live: new requests and decisions appear at once'),
    ).toBeInTheDocument();
    const socket = await subscribedSocket();
    expect(socket.url).toBe('ws://localhost/graphql');
    expect(socket.connectionParams).toEqual({ authorization: 'staffsocket_one' });
    const sound = screen.getByRole('checkbox', { name: 'Sound on new requests' });
    expect(sound).not.toBeChecked();

    queue = [withdrawal, deposit];
    act(() => socket.push(arrival(DEPOSIT_ID)));
    expect(await within(await findRowOf('alice')).findByText('New')).toBeInTheDocument();
    expect(chimes).toEqual([]);

    fireEvent.click(sound);
    expect(window.localStorage.getItem('croupier.backoffice.paymentsSound')).toBe('on');
    queue = [withdrawal, deposit, held];
    act(() => socket.push(arrival(HELD_ID)));
    await findRowOf('carol');
    expect(chimes.length).toBeGreaterThan(0);
  });

  it('asks only every 30 s while the push is down', async () => {
    jest.useFakeTimers();
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([withdrawal]),
      'POST realtime/ticket': failure(403, 3, 'This needs the role payments'),
    });
    renderWithTexts(<PaymentsQueuePage />);
    await findRowOf('bob');
    expect(screen.getByTestId('queue-live')).toHaveTextContent('Updates by itself every 30 s');
    const asked = () => queueCalls(requests).filter((route) => route.startsWith('GET')).length;
    expect(asked()).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(asked()).toBe(1);
    await act(async () => {
      jest.advanceTimersByTime(27_000);
    });
    expect(asked()).toBe(2);
  });

  it('remembers the sound switch on this browser', async () => {
    window.localStorage.setItem('croupier.backoffice.paymentsSound', 'on');
    signInAs(['payments']);
    installFakeAdminApi({ ...BRANDS, 'GET payments/pending': ok([deposit]) });
    renderWithTexts(<PaymentsQueuePage />);
    await findRowOf('alice');
    expect(screen.getByRole('checkbox', { name: 'Sound on new requests' })).toBeChecked();
  });

  it('shows the player’s context beside a request, and filters to that player', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([deposit]),
      [`GET payments/${DEPOSIT_ID}/player-context`]: ok({
        playerId: deposit.playerId,
        username: 'alice',
        brandId: 'brand7',
        registeredAt: '2026-01-02T00:00:00.000Z',
        blocked: false,
        verification: 'verified',
        exclusion: null,
        deposits: [{ currency: 'IDR', count: 3, total: '450000.00' }],
        withdrawals: [],
        limits: [
          {
            type: 'deposit',
            period: 'day',
            currency: 'IDR',
            amount: '1000000.00',
            used: '0.00',
            remaining: '1000000.00',
            pending: null,
          },
        ],
        notes: [{ author: 'ana', text: 'Called about KYC', createdAt: '2026-11-01T10:00:00.000Z' }],
        declines: [
          {
            transactionId: WITHDRAWAL_ID,
            transactionType: 'WITHDRAW',
            amount: '50000.00',
            currency: 'IDR',
            reasonCode: 'amount_mismatch',
            decidedAt: '2026-11-02T10:00:00.000Z',
          },
        ],
      }),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Player context of alice' }));
    const context = await screen.findByRole('region', { name: 'Player context' });
    expect(await within(context).findByText('Verified')).toBeInTheDocument();
    expect(context).toHaveTextContent('3 payments, 450,000.00 IDR');
    expect(context).toHaveTextContent('Deposit / day: 1,000,000.00 IDR');
    expect(context).toHaveTextContent('ana: Called about KYC');
    expect(context).toHaveTextContent('Withdrawal 50,000.00 IDR: Amount does not match');

    fireEvent.click(within(context).getByRole('button', { name: 'Only the requests of alice' }));
    expect(
      await screen.findByText('Showing only the requests of alice.', { exact: false }),
    ).toBeInTheDocument();
    await act(async () => {});
    expect(requests.filter(({ route }) => route === 'GET payments/pending').at(-1)?.params).toEqual(
      {
        sort: 'overdue-first',
        playerId: deposit.playerId,
      },
    );
  });

  it('decides ticked requests together after one confirmation with their count and total', async () => {
    signInAs(['payments']);
    const third = { ...deposit, transactionId: HELD_ID, amount: '50000.00', username: 'dave' };
    let queue = [deposit, withdrawal, third];
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': () => ok(queue),
      'POST payments/bulk-decision': () => {
        queue = [withdrawal];
        return ok({
          results: [
            { transactionId: DEPOSIT_ID, outcome: 'approved' },
            {
              transactionId: HELD_ID,
              outcome: 'refused',
              errorCode: 13,
              message: 'The transaction was already declined',
            },
          ],
        });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select the request of alice (150,000.00 IDR)' }),
    );
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select the request of dave (50,000.00 IDR)' }),
    );
    const bulk = screen.getByRole('group', { name: 'Selected requests' });
    expect(bulk).toHaveTextContent('2 requests selected: 200,000.00 IDR');

    fireEvent.click(within(bulk).getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = within(bulk).getByRole('alertdialog', { name: 'Approve the selected requests' });
    expect(dialog).toHaveTextContent('Approve 2 requests totalling 200,000.00 IDR?');
    expect(queueCalls(requests)).toEqual(['GET payments/pending']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval of 2' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 decided, 1 refused. dave: The transaction was already declined.',
    );
    expect(firstDecision(requests)?.body).toEqual({
      decision: 'approve',
      transactionIds: [DEPOSIT_ID, HELD_ID],
    });
    expect(screen.queryByRole('group', { name: 'Selected requests' })).toBeNull();
  });

  it('declines ticked requests with one reason from the list', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([deposit, withdrawal]),
      'POST payments/bulk-decision': ok({
        results: [
          { transactionId: DEPOSIT_ID, outcome: 'declined' },
          { transactionId: WITHDRAWAL_ID, outcome: 'declined' },
        ],
      }),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('checkbox', { name: /alice/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /bob/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline selected (2)' }));
    const form = screen.getByRole('form', {
      name: 'Decline the selected requests with one reason',
    });
    expect(form).toHaveTextContent('Decline 2 requests totalling 150,000.00 IDR + 25.5 USDT?');
    fireEvent.change(within(form).getByLabelText('Reason (the player reads it, with what to do)'), {
      target: { value: 'duplicate_request' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm decline of 2' }));

    expect(await screen.findByRole('status')).toHaveTextContent('2 decided, 0 refused.');
    expect(firstDecision(requests)?.body).toEqual({
      decision: 'decline',
      transactionIds: [DEPOSIT_ID, WITHDRAWAL_ID],
      reason: 'duplicate_request',
    });
  });

  it('shows a held chain deposit with its rule, and releases it after a confirmation', async () => {
    signInAs(['payments']);
    let queue = [held];
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': () => ok(queue),
      [`POST payments/${HELD_ID}/release`]: () => {
        queue = [];
        return ok({ ...held, status: 'SUCCESS' });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    const carol = await findRowOf('carol');
    expect(within(carol).getByText('Held chain deposit (TRC20)')).toBeInTheDocument();
    expect(
      within(carol).getByText('Held: You are timed out until 2026-12-01: deposits are closed'),
    ).toBeInTheDocument();
    expect(within(carol).queryByRole('button', { name: /Approve|Decline/ })).toBeNull();
    expect(within(carol).queryByRole('checkbox')).toBeNull();

    fireEvent.click(within(carol).getByRole('button', { name: 'Release the deposit of carol' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release to the player' });
    expect(dialog).toHaveTextContent(
      'Credit 7.000000 USDT to carol? They can play with it at once.',
    );
    expect(queueCalls(requests)).toEqual(['GET payments/pending']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm release' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Released the deposit of carol to their balance.',
    );
    expect(queueCalls(requests)).toEqual([
      'GET payments/pending',
      `POST payments/${HELD_ID}/release`,
      'GET payments/pending',
    ]);
  });

  it('returns a held chain deposit to its sender only with a reason', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([held]),
      [`POST payments/${HELD_ID}/return`]: ok({ ...held, status: 'RETURNED' }),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Return the deposit of carol' }));
    const form = screen.getByRole('form', { name: 'Return to the sender' });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm return' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Reason (the player sees it)'), {
      target: { value: 'Sent back on chain' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm return' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recorded the deposit of carol as returned to its sender.',
    );
    expect(firstDecision(requests)).toEqual({
      route: `POST payments/${HELD_ID}/return`,
      params: undefined,
      body: { reason: 'Sent back on chain' },
    });
  });

  it("shows the server's refusal of a decision", async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      ...BRANDS,
      'GET payments/pending': ok([deposit]),
      [`POST payments/${DEPOSIT_ID}/approve`]: failure(
        409,
        13,
        'The transaction was already declined',
      ),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of alice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transaction was already declined',
    );
  });

  it('shows support the queue without any decision', async () => {
    signInAs(['support']);
    installFakeAdminApi({ ...BRANDS, 'GET payments/pending': ok([deposit]) });
    renderWithTexts(<PaymentsQueuePage />);

    await findRowOf('alice');
    expect(screen.queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Decision' })).not.toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    signInAs(['payments']);
    installFakeAdminApi({ ...BRANDS, 'GET payments/pending': ok([]) });
    renderWithTexts(<PaymentsQueuePage />);

    expect(await screen.findByText('No deposit or withdrawal is waiting.')).toBeInTheDocument();
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    signInAs(['payments']);
    let answer = failure(503, 0, 'Service unavailable');
    installFakeAdminApi({ ...BRANDS, 'GET payments/pending': () => answer });
    renderWithTexts(<PaymentsQueuePage />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = ok([deposit]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await findRowOf('alice')).toBeInTheDocument();
  });
});
