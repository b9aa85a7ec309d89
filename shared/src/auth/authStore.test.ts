import { AUTH_STORAGE_NAME, useAuthStore } from './authStore';
import { resetStores } from '../testing/resetStores';

function storedAuthState(): unknown {
  const raw = localStorage.getItem('auth-storage');
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

beforeEach(resetStores);

describe('useAuthStore', () => {
  it('persists under the storage name auth-storage', () => {
    expect(AUTH_STORAGE_NAME).toBe('auth-storage');
    const auth = useAuthStore.getState();
    auth.setSessionToken('sessiontokenabc');
    auth.setLoginToken('alice:xyz');
    auth.setFingerprint('ua|en-US|24');

    expect(storedAuthState()).toEqual({
      sessionToken: 'sessiontokenabc',
      loginToken: 'alice:xyz',
      fingerprint: 'ua|en-US|24',
    });
  });

  it('does not persist isSessionValid', () => {
    useAuthStore.getState().setSessionValid(true);

    expect(useAuthStore.getState().isSessionValid).toBe(true);
    expect(storedAuthState()).not.toHaveProperty('isSessionValid');
  });

  it('clearLoginToken forgets the login token in storage too', () => {
    useAuthStore.getState().setSessionToken('sessiontokenabc');
    useAuthStore.getState().setLoginToken('alice:xyz');
    useAuthStore.getState().clearLoginToken();

    expect(useAuthStore.getState().loginToken).toBeNull();
    expect(storedAuthState()).toMatchObject({ sessionToken: 'sessiontokenabc', loginToken: null });
  });

  it('restores the tokens on a new page load, with the session not yet valid', async () => {
    useAuthStore.getState().setSessionToken('sessiontokenabc');
    useAuthStore.getState().setLoginToken('alice:xyz');
    useAuthStore.getState().setSessionValid(true);

    await jest.isolateModulesAsync(async () => {
      const { useAuthStore: reloadedStore } = await import('./authStore');
      expect(reloadedStore.getState()).toMatchObject({
        sessionToken: 'sessiontokenabc',
        loginToken: 'alice:xyz',
        fingerprint: null,
        isSessionValid: false,
      });
    });
  });
});
