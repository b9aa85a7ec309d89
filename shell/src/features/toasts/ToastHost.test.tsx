import { act, render, screen } from '@testing-library/react';
import { eventBus } from '@croupier/shared';
import { TOAST_OPTIONS, ToastHost } from './ToastHost';

describe('ToastHost', () => {
  it('follows the spec: top-right, 5000 ms, close on click, draggable at 80%', () => {
    expect(TOAST_OPTIONS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      closeOnClick: true,
      draggable: true,
      draggablePercent: 80,
    });
  });

  it('shows toasts raised on the event bus by any remote, top-right', async () => {
    render(<ToastHost />);
    act(() =>
      eventBus.emit('toast', { kind: 'success', message: 'Your deposit has been approved' }),
    );
    const toast = await screen.findByText('Your deposit has been approved');
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(toast.closest('.Toastify__toast--success')).not.toBeNull();
  });
});
