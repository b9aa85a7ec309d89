import { act, screen, waitFor } from '@testing-library/react';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { installFakeRealtimeSocket, subscribedSocket } from '../../testing/fakeRealtimeSocket';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PendingPaymentsBadge } from './PendingPaymentsBadge';
import { FALLBACK_REFRESH_MS } from './queuePush';

describe('the waiting count in the navigation', () => {
  afterEach(() => jest.useRealTimers());

  it('counts again as soon as the push says the queue changed', async () => {
    const restoreSocket = installFakeRealtimeSocket();
    try {
      let count = { pending: 3, overdue: 1 };
      installFakeAdminApi({
        'GET payments/pending/count': () => ok(count),
        'POST realtime/ticket': ok({ ticket: 'staffsocket_one', expiresInSeconds: 30 }),
      });
      renderWithTexts(<PendingPaymentsBadge />);

      const badge = await screen.findByTestId('pending-payments-count');
      expect(badge).toHaveTextContent(/^3/);
      expect(badge).toHaveAttribute('title', '3 payments waiting (1 overdue)');
      const socket = await subscribedSocket();

      count = { pending: 4, overdue: 0 };
      act(() =>
        socket.push({ paymentQueue: { brandId: 'b', transactionId: 't', change: 'requested' } }),
      );
      expect(await screen.findByText('4 payments waiting (0 overdue)')).toBeInTheDocument();

      count = { pending: 0, overdue: 0 };
      act(() =>
        socket.push({ paymentQueue: { brandId: 'b', transactionId: 't', change: 'decided' } }),
      );
      await waitFor(() => expect(screen.queryByTestId('pending-payments-count')).toBeNull());
    } finally {
      restoreSocket();
    }
  });

  it('keeps counting every 30 s while the push is down, and hides when none waits', async () => {
    jest.useFakeTimers();
    let count = { pending: 3, overdue: 1 };
    installFakeAdminApi({
      'GET payments/pending/count': () => ok(count),
      'POST realtime/ticket': failure(403, 3, 'This needs the role payments'),
    });
    renderWithTexts(<PendingPaymentsBadge />);
    expect(await screen.findByTestId('pending-payments-count')).toHaveTextContent(/^3/);

    count = { pending: 0, overdue: 0 };
    await act(async () => {
      jest.advanceTimersByTime(FALLBACK_REFRESH_MS);
    });
    expect(screen.queryByTestId('pending-payments-count')).toBeNull();
  });
});
