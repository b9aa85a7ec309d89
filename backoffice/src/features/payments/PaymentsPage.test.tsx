import { fireEvent, screen, within } from '@testing-library/react';
import type { PaymentBreach } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PaymentsPage } from './PaymentsPage';
import type { PendingTransaction } from './pendingTransactions';

const WITHDRAWAL_ID = '6f1c1c52-0d8e-4a43-9b1e-9a0d4f1e8a02';

const overdueWithdrawal: PendingTransaction = {
  transactionId: WITHDRAWAL_ID,
  category: 'DEPOWD',
  transactionType: 'WITHDRAW',
  status: 'PENDING',
  amount: '25.50',
  currency: 'USDT',
  paymentChannel: null,
  network: null,
  toAddress: null,
  reason: null,
  hasReceipt: false,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-20T08:30:00.000Z',
  holdReason: null,
  reasonCode: null,
  step: 'awaiting_decision',
  stepSince: '2026-11-20T08:30:00.000Z',
  dueAt: '2026-11-20T09:30:00.000Z',
  playerId: '6f1c1c52-0d8e-4a43-9b1e-9a0d4f1e8a99',
  username: 'bob',
  brandId: 'brand7',
  firstApprovedBy: null,
  timeLimitMinutes: 60,
  overdue: true,
  possibleDuplicates: [],
};

const breach: PaymentBreach = {
  step: 'withdrawal_decision',
  itemId: WITHDRAWAL_ID,
  playerId: overdueWithdrawal.playerId,
  brandId: 'brand7',
  username: 'bob',
  since: '2026-11-20T08:30:00.000Z',
  dueAt: '2026-11-20T09:30:00.000Z',
  limitMinutes: 60,
  overdueMinutes: 90,
};

describe('payments page', () => {
  it('drops a decided payment from the list of those past their time limit at once', async () => {
    useSessionStore.setState({
      session: {
        username: 'staff1',
        roles: ['payments'],
        brands: 'all',
        mustChangePassword: false,
      },
    });
    let pending = [overdueWithdrawal];
    let breaches = [breach];
    installFakeAdminApi({
      'GET brands': ok([{ brandId: 'brand7', name: 'Brand Seven' }]),
      'GET payments/pending': () => ok(pending),
      'GET payments/breaches': () => ok(breaches),
      [`POST payments/${WITHDRAWAL_ID}/approve`]: () => {
        pending = [];
        breaches = [];
        return ok({ ...overdueWithdrawal, status: 'SUCCESS' });
      },
    });
    renderWithTexts(<PaymentsPage />);

    const breachesPanel = await screen.findByRole('region', { name: 'Past their time limit' });
    expect(await within(breachesPanel).findByRole('cell', { name: 'bob' })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the request of bob' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Approved the request of bob.');
    expect(
      await within(breachesPanel).findByText('Nothing is waiting past its time limit.'),
    ).toBeInTheDocument();
    expect(within(breachesPanel).queryByRole('cell', { name: 'bob' })).not.toBeInTheDocument();
  });
});
