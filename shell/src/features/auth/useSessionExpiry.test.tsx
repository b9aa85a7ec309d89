import { act, renderHook } from '@testing-library/react';
import { eventBus, useAuthStore, useUserStore } from '@croupier/shared';
import { useLoginDialog } from './loginDialogStore';
import { useSessionExpiry } from './useSessionExpiry';

const wallet = { currency: 'IDR', totalBalance: '1000.00', heldBalance: '0', bonusBalance: '0' };

beforeEach(() => {
  localStorage.clear();
  useLoginDialog.setState({ open: false });
});

describe('useSessionExpiry', () => {
  it('logs the player out at once and opens the login dialog when the login ends elsewhere', () => {
    useAuthStore.setState({ sessionToken: 'sessiontokenabc', loginToken: 'alice:dead' });
    useUserStore.getState().setBalances({
      walletBalance: { IDR: wallet },
      activeWallet: 'IDR',
      walletSetting: {},
      brandUsername: 'brand7_alice',
    });
    const { unmount } = renderHook(() => useSessionExpiry());

    act(() => eventBus.emit('session:expired'));

    expect(useAuthStore.getState()).toMatchObject({
      loginToken: null,
      sessionToken: 'sessiontokenabc',
    });
    expect(useUserStore.getState()).toMatchObject({ user: null, balances: null });
    expect(localStorage.getItem('balances')).toBeNull();
    expect(useLoginDialog.getState()).toMatchObject({ open: true, sessionEnded: true });
    unmount();
  });

  it.each(['/register/', '/?register&referralCode=FRIEND42'])(
    'on %s logs the player out without offering the login over the register form',
    (url) => {
      window.history.pushState({}, '', url);
      useAuthStore.setState({ sessionToken: 'sessiontokenabc', loginToken: 'alice:dead' });
      const { unmount } = renderHook(() => useSessionExpiry());

      act(() => eventBus.emit('session:expired'));

      expect(useAuthStore.getState().loginToken).toBeNull();
      expect(useLoginDialog.getState().open).toBe(false);
      unmount();
      window.history.pushState({}, '', '/');
    },
  );
});
