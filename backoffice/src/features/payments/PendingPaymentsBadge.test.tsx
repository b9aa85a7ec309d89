import { act, screen } from '@testing-library/react';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PENDING_COUNT_REFRESH_MS, PendingPaymentsBadge } from './PendingPaymentsBadge';

describe('the waiting count in the navigation', () => {
  afterEach(() => jest.useRealTimers());

  it('shows how many payments wait, keeps counting, and hides when none does', async () => {
    jest.useFakeTimers();
    let count = { pending: 3, overdue: 1 };
    installFakeAdminApi({ 'GET payments/pending/count': () => ok(count) });
    renderWithTexts(<PendingPaymentsBadge />);

    const badge = await screen.findByTestId('pending-payments-count');
    expect(badge).toHaveTextContent(/^3/);
    expect(badge).toHaveAttribute('title', '3 payments waiting (1 overdue)');

    count = { pending: 4, overdue: 0 };
    await act(async () => {
      jest.advanceTimersByTime(PENDING_COUNT_REFRESH_MS);
    });
    expect(await screen.findByText('4 payments waiting (0 overdue)')).toBeInTheDocument();

    count = { pending: 0, overdue: 0 };
    await act(async () => {
      jest.advanceTimersByTime(PENDING_COUNT_REFRESH_MS);
    });
    expect(screen.queryByTestId('pending-payments-count')).toBeNull();
  });
});
