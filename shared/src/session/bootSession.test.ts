import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { configureApi } from '../api/client';
import { connectWalletRealtime } from '../realtime/walletRealtime';
import { eventBus } from '../events/eventBus';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { alice as userData } from '../testing/fixtures';
import { resetStores } from '../testing/resetStores';
import { selectActiveWalletBalance, selectWalletBalance, useUserStore } from '../user/userStore';
import { useAuthStore } from '../auth/authStore';
import type { BalanceData } from '@croupier/contracts';
import {
  bootSession,
  endLogin,
  loginWithPassword,
  logoutPlayer,
  registerPlayer,
} from './bootSession';

const brandId = 'brand7';
const storedFingerprint = 'stored|fingerprint';
const storedSessionToken = 'sessiontokenstored000000';
const freshSessionToken = 'sessiontokenfresh1111111';
const loginToken = 'alice:fedcba9876543210';

const balances: BalanceData = {
  walletBalance: {
    IDR: { currency: 'IDR', totalBalance: '1000.00', heldBalance: '0', bonusBalance: '0' },
  },
  activeWallet: 'IDR',
  walletSetting: {},
  brandUsername: 'brand7_alice',
};

const validSession = ok({ isTokenValid: true });
const freshSession = ok({ sessionToken: freshSessionToken });

beforeEach(() => {
  resetStores();
  configureApi({ baseUrl: '' });
});

describe('bootSession', () => {
  it('keeps a valid stored session token and fingerprint', async () => {
    const requests = installFakeApi({ '/v1/tsSessionTokenAuthorizer': validSession });
    useAuthStore.setState({ sessionToken: storedSessionToken, fingerprint: storedFingerprint });
    const buildFingerprint = jest.fn(() => 'built|fingerprint');

    await bootSession({ brandId, buildFingerprint });

    expect(buildFingerprint).not.toHaveBeenCalled();
    expect(requests.map((request) => request.url)).toEqual(['/v1/tsSessionTokenAuthorizer']);
    expect(requests[0]).toMatchObject({
      authorization: `${storedSessionToken.length}${brandId}${storedSessionToken}`,
      body: { clientFingerprint: storedFingerprint },
    });
    expect(useAuthStore.getState()).toMatchObject({
      sessionToken: storedSessionToken,
      fingerprint: storedFingerprint,
      isSessionValid: true,
    });
  });

  it('builds and stores a fingerprint, and requests a session token when none is stored', async () => {
    const requests = installFakeApi({ '/v1/tsGenerateSessionToken': freshSession });

    await bootSession({ brandId, buildFingerprint: () => 'built|fingerprint' });

    expect(requests.map((request) => request.url)).toEqual(['/v1/tsGenerateSessionToken']);
    expect(requests[0]?.body).toEqual({ brandId, clientFingerprint: 'built|fingerprint' });
    expect(useAuthStore.getState()).toMatchObject({
      sessionToken: freshSessionToken,
      fingerprint: 'built|fingerprint',
      isSessionValid: true,
    });
  });

  it('requests a new session token when the stored one is invalid', async () => {
    const requests = installFakeApi({
      '/v1/tsSessionTokenAuthorizer': failure(401, 1, 'expired'),
      '/v1/tsGenerateSessionToken': freshSession,
    });
    useAuthStore.setState({ sessionToken: storedSessionToken, fingerprint: storedFingerprint });

    await bootSession({ brandId });

    expect(requests.map((request) => request.url)).toEqual([
      '/v1/tsSessionTokenAuthorizer',
      '/v1/tsGenerateSessionToken',
    ]);
    expect(useAuthStore.getState().sessionToken).toBe(freshSessionToken);
  });

  it('keeps a login token that verifies with errorCode 0 and stores its user', async () => {
    const requests = installFakeApi({
      '/v1/tsSessionTokenAuthorizer': validSession,
      '/v1/auth/verifyLoginToken': ok({ userData }),
    });
    useAuthStore.setState({
      sessionToken: storedSessionToken,
      fingerprint: storedFingerprint,
      loginToken,
    });

    await bootSession({ brandId });

    expect(requests[1]).toMatchObject({
      url: '/v1/auth/verifyLoginToken',
      authorization: loginToken,
    });
    expect(useAuthStore.getState()).toMatchObject({ loginToken, isSessionValid: true });
    expect(useUserStore.getState().user).toEqual(userData);
  });

  it.each([
    ['a non-zero errorCode', failure(401, 1, 'expired')],
    ['a network failure', 'network-error' as const],
  ])('clears the login token on %s, then marks the session valid', async (_case, reply) => {
    installFakeApi({
      '/v1/tsSessionTokenAuthorizer': validSession,
      '/v1/auth/verifyLoginToken': reply,
    });
    useAuthStore.setState({
      sessionToken: storedSessionToken,
      fingerprint: storedFingerprint,
      loginToken,
    });
    useUserStore.getState().setBalances(balances);

    await bootSession({ brandId });

    expect(useAuthStore.getState()).toMatchObject({
      sessionToken: storedSessionToken,
      loginToken: null,
      isSessionValid: true,
    });
    expect(useUserStore.getState()).toMatchObject({ user: null, balances: null });
    expect(localStorage.getItem('balances')).toBeNull();
  });

  it.each([
    ['refused as ended', failure(401, 1, 'expired'), ['session:expired']],
    ['not verified for a network failure', 'network-error' as const, []],
  ])(
    'announces a stored login %s as a session ended, so the login is offered at once',
    async (_case, reply, announced) => {
      installFakeApi({
        '/v1/tsSessionTokenAuthorizer': validSession,
        '/v1/auth/verifyLoginToken': reply,
      });
      useAuthStore.setState({
        sessionToken: storedSessionToken,
        fingerprint: storedFingerprint,
        loginToken,
      });
      const events: string[] = [];
      const stop = eventBus.on('session:expired', () => events.push('session:expired'));

      await bootSession({ brandId });
      stop();

      expect(events).toEqual(announced);
      expect(useAuthStore.getState().loginToken).toBeNull();
    },
  );

  it('does not verify a login token that is not stored', async () => {
    const requests = installFakeApi({ '/v1/tsSessionTokenAuthorizer': validSession });
    useAuthStore.setState({ sessionToken: storedSessionToken, fingerprint: storedFingerprint });

    await bootSession({ brandId });

    expect(requests.map((request) => request.url)).not.toContain('/v1/auth/verifyLoginToken');
  });

  it('rejects with the server answer and leaves the session invalid when no token can be had', async () => {
    installFakeApi({ '/v1/tsGenerateSessionToken': failure(404, 404, 'Unknown brand') });

    await expect(bootSession({ brandId, buildFingerprint: () => 'fp' })).rejects.toEqual({
      errorCode: 404,
      message: 'Unknown brand',
    });
    expect(useAuthStore.getState().isSessionValid).toBe(false);
  });
});

describe('loginWithPassword and registerPlayer', () => {
  beforeEach(() => {
    useAuthStore.setState({ sessionToken: storedSessionToken, fingerprint: storedFingerprint });
  });

  it('login stores the login token, fetches the user and announces the login', async () => {
    const requests = installFakeApi({
      '/v1/login3': { status: 200, body: { errorCode: 0, playerToken: loginToken } },
      '/v1/me': ok(userData),
    });
    const loggedIn = jest.fn();
    const unsubscribe = eventBus.on('auth:login', loggedIn);

    const user = await loginWithPassword({ brandId, username: 'Alice', password: 'secret123' });
    unsubscribe();

    expect(user).toEqual(userData);
    expect(useAuthStore.getState().loginToken).toBe(loginToken);
    expect(useUserStore.getState().user).toEqual(userData);
    expect(requests[1]).toMatchObject({ url: '/v1/me', authorization: loginToken });
    expect(loggedIn).toHaveBeenCalledWith({ username: 'alice' });
  });

  it('register stores data.playerToken and fetches the user', async () => {
    installFakeApi({
      '/v1/register3': ok({ playerToken: loginToken }),
      '/v1/me': ok(userData),
    });

    await registerPlayer({ brandId, username: 'alice', password: 'secret123' });

    expect(useAuthStore.getState().loginToken).toBe(loginToken);
    expect(useUserStore.getState().user).toEqual(userData);
  });

  it('a refused login stores nothing', async () => {
    installFakeApi({ '/v1/login3': failure(401, 1, 'Wrong username or password') });

    await expect(
      loginWithPassword({ brandId, username: 'alice', password: 'wrong' }),
    ).rejects.toMatchObject({ code: 1 });
    expect(useAuthStore.getState().loginToken).toBeNull();
  });
});

describe('endLogin', () => {
  it('logs out locally as logout does, without asking the server', () => {
    const requests = installFakeApi({});
    useAuthStore.setState({ sessionToken: storedSessionToken, loginToken });
    useUserStore.getState().setUser(userData);
    useUserStore.getState().setBalances(balances);
    const loggedOut = jest.fn();
    const unsubscribe = eventBus.on('auth:logout', loggedOut);

    endLogin();
    unsubscribe();

    expect(requests).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({
      loginToken: null,
      sessionToken: storedSessionToken,
    });
    expect(useUserStore.getState()).toMatchObject({ user: null, balances: null });
    expect(localStorage.getItem('balances')).toBeNull();
    expect(localStorage.getItem('userBalance')).toBeNull();
    expect(localStorage.getItem('balance')).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});

describe('logoutPlayer', () => {
  it('closes the realtime connection before the server ends the session', async () => {
    const close = jest.fn();
    connectWalletRealtime({
      authorization: loginToken,
      brandUsername: 'brand7_alice',
      createClient: () => ({
        apollo: new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() }),
        close,
      }),
    });
    let closedBeforeLogout = false;
    installFakeApi({
      '/v1/logout': () => {
        closedBeforeLogout = close.mock.calls.length === 1;
        return ok();
      },
    });
    useAuthStore.setState({ sessionToken: storedSessionToken, loginToken });

    await logoutPlayer();

    // Its close for the ended session would otherwise read as a login ended elsewhere.
    expect(closedBeforeLogout).toBe(true);
  });

  it.each([
    ['succeeds', ok()],
    ['fails', failure(500, 99, 'down')],
  ])('clears the login token, user and stored wallets when the call %s', async (_case, reply) => {
    const requests = installFakeApi({ '/v1/logout': reply });
    useAuthStore.setState({ sessionToken: storedSessionToken, loginToken });
    const wallet = {
      currency: 'IDR',
      totalBalance: '1000.00',
      heldBalance: '0',
      bonusBalance: '0',
    };
    const user = useUserStore.getState();
    user.setUser(userData);
    user.setBalances({
      walletBalance: { IDR: wallet },
      activeWallet: 'IDR',
      walletSetting: {},
      brandUsername: 'brand7_alice',
    });
    const loggedOut = jest.fn();
    const unsubscribe = eventBus.on('auth:logout', loggedOut);

    await logoutPlayer();
    unsubscribe();

    expect(requests[0]).toMatchObject({ url: '/v1/logout', authorization: loginToken });
    expect(useAuthStore.getState()).toMatchObject({
      loginToken: null,
      sessionToken: storedSessionToken,
    });
    const state = useUserStore.getState();
    expect(state).toMatchObject({ user: null, balances: null });
    expect(selectWalletBalance(state)).toEqual({});
    expect(selectActiveWalletBalance(state)).toBeNull();
    expect(localStorage.getItem('balances')).toBeNull();
    expect(localStorage.getItem('userBalance')).toBeNull();
    expect(localStorage.getItem('balance')).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
