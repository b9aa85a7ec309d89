import { fireEvent, screen, within } from '@testing-library/react';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
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

const rowOf = (username: string) => screen.getByRole('row', { name: new RegExp(`^${username} `) });

describe('payments queue', () => {
  it('lists player, brand, type, amount, channel, date and the receipt link', async () => {
    signInAs(['payments']);
    installFakeAdminApi({ 'GET transactions/pending': ok([deposit, withdrawal]) });
    renderWithTexts(<PaymentsQueuePage />);

    const alice = await screen.findByRole('row', { name: /^alice / });
    expect(within(alice).getByText('brand7')).toBeInTheDocument();
    expect(within(alice).getByText('Deposit')).toBeInTheDocument();
    expect(within(alice).getByText('150,000.00 IDR')).toBeInTheDocument();
    expect(within(alice).getByText('BCA')).toBeInTheDocument();
    expect(within(alice).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      `/admin/v1/transactions/${DEPOSIT_ID}/receipt`,
    );
    expect(within(alice).getByText('2026', { exact: false })).toBeInTheDocument();
    const bob = rowOf('bob');
    expect(within(bob).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(bob).getByText('25.5 USDT')).toBeInTheDocument();
    expect(within(bob).queryByRole('link')).not.toBeInTheDocument();
  });

  it('approves a request and lists the queue again', async () => {
    signInAs(['payments']);
    let queue = [deposit, withdrawal];
    const requests = installFakeAdminApi({
      'GET transactions/pending': () => ok(queue),
      [`POST transactions/${DEPOSIT_ID}/approve`]: () => {
        queue = [withdrawal];
        return ok({ ...deposit, status: 'SUCCESS' });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of alice' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Approved the request of alice.');
    expect(screen.queryByRole('row', { name: /^alice / })).not.toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual([
      'GET transactions/pending',
      `POST transactions/${DEPOSIT_ID}/approve`,
      'GET transactions/pending',
    ]);
  });

  it('says when an approval is the first of two, and lets only someone else give the second', async () => {
    signInAs(['payments']);
    let queue = [deposit];
    installFakeAdminApi({
      'GET transactions/pending': () => ok(queue),
      [`POST transactions/${DEPOSIT_ID}/approve`]: () => {
        queue = [{ ...deposit, firstApprovedBy: 'staff1' }];
        return ok({ ...deposit, status: 'PENDING' });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of alice' }));

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
      'GET transactions/pending': ok([withdrawal]),
      [`POST transactions/${WITHDRAWAL_ID}/decline`]: ok({}),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Decline the request of bob' }));
    const form = screen.getByRole('form', { name: 'Decline with a reason' });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm decline' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET transactions/pending']);

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
    expect(requests[1]).toEqual({
      route: `POST transactions/${WITHDRAWAL_ID}/decline`,
      params: undefined,
      body: { reason: 'payment_details_invalid', note: 'Wallet address on the blocklist' },
    });
  });

  it('shows each request’s wait against its time limit, and flags one past it', async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      'GET transactions/pending': ok([
        { ...withdrawal, timeLimitMinutes: 1440, overdue: true },
        { ...deposit, timeLimitMinutes: 30, overdue: false },
      ]),
    });
    renderWithTexts(<PaymentsQueuePage />);

    const [late, onTime] = (await screen.findAllByRole('row')).slice(1);
    expect(late).toHaveTextContent(/of 24 hr/);
    expect(late).toHaveTextContent('Overdue');
    expect(onTime).toHaveTextContent(/of 30 min/);
    expect(onTime).not.toHaveTextContent('Overdue');
  });

  it('shows a held chain deposit with its rule, and releases it after a confirmation', async () => {
    signInAs(['payments']);
    let queue = [held];
    const requests = installFakeAdminApi({
      'GET transactions/pending': () => ok(queue),
      [`POST transactions/${HELD_ID}/release`]: () => {
        queue = [];
        return ok({ ...held, status: 'SUCCESS' });
      },
    });
    renderWithTexts(<PaymentsQueuePage />);

    const carol = await screen.findByRole('row', { name: /^carol / });
    expect(within(carol).getByText('Held chain deposit (TRC20)')).toBeInTheDocument();
    expect(
      within(carol).getByText('Held: You are timed out until 2026-12-01: deposits are closed'),
    ).toBeInTheDocument();
    expect(within(carol).queryByRole('button', { name: /Approve|Decline/ })).toBeNull();

    fireEvent.click(within(carol).getByRole('button', { name: 'Release the deposit of carol' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release to the player' });
    expect(dialog).toHaveTextContent(
      'Credit 7.000000 USDT to carol? They can play with it at once.',
    );
    expect(requests.map(({ route }) => route)).toEqual(['GET transactions/pending']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm release' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Released the deposit of carol to their balance.',
    );
    expect(requests.map(({ route }) => route)).toEqual([
      'GET transactions/pending',
      `POST transactions/${HELD_ID}/release`,
      'GET transactions/pending',
    ]);
  });

  it('returns a held chain deposit to its sender only with a reason', async () => {
    signInAs(['payments']);
    const requests = installFakeAdminApi({
      'GET transactions/pending': ok([held]),
      [`POST transactions/${HELD_ID}/return`]: ok({ ...held, status: 'RETURNED' }),
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
    expect(requests[1]).toEqual({
      route: `POST transactions/${HELD_ID}/return`,
      params: undefined,
      body: { reason: 'Sent back on chain' },
    });
  });

  it("shows the server's refusal of a decision", async () => {
    signInAs(['payments']);
    installFakeAdminApi({
      'GET transactions/pending': ok([deposit]),
      [`POST transactions/${DEPOSIT_ID}/approve`]: failure(
        409,
        13,
        'The transaction was already declined',
      ),
    });
    renderWithTexts(<PaymentsQueuePage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of alice' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transaction was already declined',
    );
  });

  it('shows support the queue without any decision', async () => {
    signInAs(['support']);
    installFakeAdminApi({ 'GET transactions/pending': ok([deposit]) });
    renderWithTexts(<PaymentsQueuePage />);

    await screen.findByRole('row', { name: /^alice / });
    expect(screen.queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Decision' })).not.toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    signInAs(['payments']);
    installFakeAdminApi({ 'GET transactions/pending': ok([]) });
    renderWithTexts(<PaymentsQueuePage />);

    expect(await screen.findByText('No deposit or withdrawal is waiting.')).toBeInTheDocument();
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    signInAs(['payments']);
    let answer = failure(503, 0, 'Service unavailable');
    installFakeAdminApi({ 'GET transactions/pending': () => answer });
    renderWithTexts(<PaymentsQueuePage />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = ok([deposit]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('row', { name: /^alice / })).toBeInTheDocument();
  });
});
