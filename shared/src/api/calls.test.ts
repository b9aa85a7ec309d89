import type { BrandConfig } from '@croupier/contracts';
import { useAuthStore } from '../auth/authStore';
import { useBrandStore } from '../brand/brandStore';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import { ApiError, errorMessage } from './errors';
import {
  checkSession,
  editProfile,
  generateSessionToken,
  getBrandConfig,
  getCountries,
  getCurrencyList,
  getGameProviders,
  getMe,
  getPaymentChannels,
  getStaticGameData,
  login,
  logout,
  register,
  verifyLoginToken,
  verifySessionToken,
} from './calls';
import { configureApi } from './client';

const brandId = 'brand7';
const clientFingerprint = 'UA|id-ID|24|true|8|1|1920x1080|Google Inc.';
const sessionToken = 'sessiontoken0123456789abcdef';
const loginToken = 'alice:fedcba9876543210';
const credentials = { brandId, username: 'alice', password: 'secret123' };

beforeEach(() => {
  resetStores();
  configureApi({ baseUrl: '' });
});

describe('session-token calls', () => {
  it('generateSessionToken posts brandId and fingerprint and answers data.sessionToken', async () => {
    const requests = installFakeApi({ '/v1/tsGenerateSessionToken': ok({ sessionToken }) });

    await expect(generateSessionToken({ brandId, clientFingerprint })).resolves.toBe(sessionToken);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { brandId, clientFingerprint } });
  });

  it('generateSessionToken rejects with the response data', async () => {
    installFakeApi({ '/v1/tsGenerateSessionToken': failure(400, 2, 'brandId required') });

    await expect(generateSessionToken({ brandId: '', clientFingerprint })).rejects.toEqual({
      errorCode: 2,
      message: 'brandId required',
    });
  });

  it('generateSessionToken rejects with a transport failure as it is, for players to read', async () => {
    installFakeApi({
      '/v1/tsGenerateSessionToken': { status: 500, body: 'Internal Server Error' },
    });

    const rejection = generateSessionToken({ brandId, clientFingerprint });

    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection.catch(errorMessage)).resolves.toBe('An unexpected error occurred.');
  });

  it('verifySessionToken sends length + brand + token as Authorization', async () => {
    const requests = installFakeApi({
      '/v1/tsSessionTokenAuthorizer': ok({ isTokenValid: true }),
    });
    useAuthStore.setState({ loginToken });

    await expect(
      verifySessionToken({ token: sessionToken, brandId, clientFingerprint }),
    ).resolves.toBe(true);
    expect(requests[0]).toMatchObject({
      authorization: `28${brandId}${sessionToken}`,
      body: { clientFingerprint },
    });
  });

  it.each([
    ['an invalid answer', ok({ isTokenValid: false })],
    ['an error answer', failure(401, 1, 'expired')],
    ['a network failure', 'network-error' as const],
  ])('verifySessionToken counts %s as invalid', async (_case, reply) => {
    installFakeApi({ '/v1/tsSessionTokenAuthorizer': reply });

    await expect(
      verifySessionToken({ token: sessionToken, brandId, clientFingerprint }),
    ).resolves.toBe(false);
  });
});

describe('login', () => {
  it('posts login3 with the session token and answers playerToken', async () => {
    const requests = installFakeApi({
      '/v1/login3': { status: 200, body: { errorCode: 0, playerToken: loginToken } },
    });
    useAuthStore.setState({
      sessionToken,
      fingerprint: clientFingerprint,
      loginToken: 'old:token',
    });

    await expect(login(credentials)).resolves.toBe(loginToken);
    expect(requests[0]).toMatchObject({ authorization: sessionToken, body: credentials });
  });

  it.each([
    ['no session token', { sessionToken: null, fingerprint: clientFingerprint }],
    ['no fingerprint', { sessionToken, fingerprint: null }],
  ])('is refused before any request with %s', async (_case, authState) => {
    const requests = installFakeApi({});
    useAuthStore.setState(authState);

    await expect(login(credentials)).rejects.toThrow('No session token or fingerprint found');
    expect(requests).toHaveLength(0);
  });

  it('rejects with the server error', async () => {
    installFakeApi({ '/v1/login3': failure(401, 1, 'Wrong username or password') });
    useAuthStore.setState({ sessionToken, fingerprint: clientFingerprint });

    await expect(login(credentials)).rejects.toMatchObject({ code: 1 });
  });
});

describe('register', () => {
  const payload = { ...credentials, email: 'alice@example.test', currency: 'IDR' };

  it('posts register3 with the session token and answers data.playerToken', async () => {
    const requests = installFakeApi({ '/v1/register3': ok({ playerToken: loginToken }) });
    useAuthStore.setState({ sessionToken });

    await expect(register(payload)).resolves.toBe(loginToken);
    expect(requests[0]).toMatchObject({ authorization: sessionToken, body: payload });
  });

  it('is refused before any request without a session token', async () => {
    const requests = installFakeApi({});
    useAuthStore.setState({ fingerprint: clientFingerprint });

    await expect(register(payload)).rejects.toThrow('No session token or fingerprint found');
    expect(requests).toHaveLength(0);
  });
});

describe('calls that never reject', () => {
  it('verifyLoginToken answers the body on success', async () => {
    const userData = { username: 'alice' };
    const requests = installFakeApi({ '/v1/auth/verifyLoginToken': ok({ userData }) });
    useAuthStore.setState({ sessionToken, loginToken });

    await expect(verifyLoginToken()).resolves.toEqual({ errorCode: 0, data: { userData } });
    expect(requests[0]?.authorization).toBe(loginToken);
  });

  it('verifyLoginToken answers the error code on failure', async () => {
    installFakeApi({ '/v1/auth/verifyLoginToken': failure(401, 1, 'expired') });
    await expect(verifyLoginToken()).resolves.toEqual({ errorCode: 1 });

    installFakeApi({ '/v1/auth/verifyLoginToken': 'network-error' });
    await expect(verifyLoginToken()).resolves.toEqual({ errorCode: -1 });
  });

  it('checkSession is true on success and false on any error', async () => {
    installFakeApi({ '/v1/auth/checkSession': ok() });
    await expect(checkSession()).resolves.toBe(true);

    installFakeApi({ '/v1/auth/checkSession': failure(401, 1, 'no session') });
    await expect(checkSession()).resolves.toBe(false);

    installFakeApi({ '/v1/auth/checkSession': 'network-error' });
    await expect(checkSession()).resolves.toBe(false);
  });

  it('getMe answers the user, or null on any failure', async () => {
    installFakeApi({ '/v1/me': ok({ username: 'alice' }) });
    await expect(getMe()).resolves.toEqual({ username: 'alice' });

    installFakeApi({ '/v1/me': failure(500, 99, 'down') });
    await expect(getMe()).resolves.toBeNull();
  });

  it('logout posts with the login token and ignores failure', async () => {
    const requests = installFakeApi({ '/v1/logout': failure(500, 99, 'down') });
    useAuthStore.setState({ sessionToken, loginToken });

    await expect(logout()).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ url: '/v1/logout', authorization: loginToken });
  });
});

describe('catalogue calls', () => {
  it.each([
    ['getCountries', () => getCountries(), '/v1/country/get', {}],
    [
      'getCurrencyList',
      () => getCurrencyList(brandId),
      '/v1/currency-lists',
      { type: 'get', currencyType: 'all', brandId },
    ],
    [
      'getPaymentChannels',
      () => getPaymentChannels(brandId),
      '/v1/paymentChannel',
      { paymentType: 'ALL', type: 'getByPaymentType', brandId },
    ],
    [
      'getGameProviders',
      () => getGameProviders(brandId),
      '/v1/gameNoAuth',
      { systemType: 'gameProvider', brandId, gameCategory: 'all' },
    ],
    [
      'getBrandConfig',
      () => getBrandConfig('play.example.test'),
      '/v1/brand/config',
      {
        domain: 'play.example.test',
      },
    ],
    [
      'editProfile',
      () => editProfile({ email: 'new@example.test' }),
      '/v1/edit-profile',
      {
        email: 'new@example.test',
      },
    ],
  ])('%s posts its body and answers data', async (_name, call, path, body) => {
    const data = [{ id: 1 }];
    const requests = installFakeApi({ [path]: ok(data) });

    await expect(call()).resolves.toEqual(data);
    expect(requests).toEqual([expect.objectContaining({ method: 'POST', url: path, body })]);
  });
});

describe('getStaticGameData', () => {
  // The start sequence has settled the session token: game data waits for that.
  beforeEach(() => useAuthStore.setState({ isSessionValid: true }));

  it('loads the five static files from the static origin', async () => {
    const games = { body: [{ gameId: 'g1' }], total: 1 };
    const requests = installFakeApi({
      '/data/listofgame.json': { status: 200, body: games },
      '/data/listOfRecommendedGame.json': { status: 200, body: ['recommended'] },
      '/data/listOfPopularGame.json': { status: 200, body: ['popular'] },
      '/data/listOfGameProvider.json': { status: 200, body: ['providers'] },
      '/data/listOfGameCategory.json': { status: 200, body: ['categories'] },
    });
    configureApi({ baseUrl: 'http://api.test:4000', staticBaseUrl: 'http://cdn.test' });

    await expect(getStaticGameData()).resolves.toEqual({
      games,
      recommended: ['recommended'],
      popular: ['popular'],
      providers: ['providers'],
      categories: ['categories'],
    });
    expect(requests).toHaveLength(5);
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
    expect(requests.every((request) => request.baseURL === 'http://cdn.test')).toBe(true);
  });

  it("asks for the brand's own files once the brand is known", async () => {
    useBrandStore.setState({ config: { brandId } as BrandConfig });
    const games = { body: [], total: 0 };
    const requests = installFakeApi({
      [`/data/listofgame.json?brandId=${brandId}`]: { status: 200, body: games },
      [`/data/listOfRecommendedGame.json?brandId=${brandId}`]: { status: 200, body: [] },
      [`/data/listOfPopularGame.json?brandId=${brandId}`]: { status: 200, body: [] },
      [`/data/listOfGameProvider.json?brandId=${brandId}`]: { status: 200, body: [] },
      [`/data/listOfGameCategory.json?brandId=${brandId}`]: { status: 200, body: [] },
    });
    await expect(getStaticGameData()).resolves.toMatchObject({ games });
    expect(requests).toHaveLength(5);
  });
});
