import { act, screen } from '@testing-library/react';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PENDING_COUNT_REFRESH_MS, PendingPaymentsBadge } from './PendingPaymentsBadge';

describe('the waiting count in the navigation', () => {
  afterEach(() => jest.useRealTimers());

  it('shows how many payments wait, keeps counting, and hides when none does', async () => {
    jest.useFakeTimers();
    let count = { pending: 3, overdue: 1 };
    installFakeAdminApi({ 'GET transactions/pending/count': () => ok(count) });
    renderWithTexts(<PendingPaymentsBadge />);

    const badge = await screen.findByLabelText('3 payments waiting (1 overdue)');
    expect(badge).toHaveTextContent('3');

    count = { pending: 4, overdue: 0 };
    await act(async () => {
      jest.advanceTimersByTime(PENDING_COUNT_REFRESH_MS);
    });
    expect(await screen.findByLabelText('4 payments waiting (0 overdue)')).toHaveTextContent('4');

    count = { pending: 0, overdue: 0 };
    await act(async () => {
      jest.advanceTimersByTime(PENDING_COUNT_REFRESH_MS);
    });
    expect(screen.queryByTestId('pending-payments-count')).toBeNull();
  });
});
