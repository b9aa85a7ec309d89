import { useAuthStore } from '../auth/authStore';
import { eventBus } from '../events/eventBus';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import { configureApi, loadApiClient } from './client';
import { ApiError } from './errors';

const sessionToken = 'sessiontoken0123456789abcdef';
const loginToken = 'alice:fedcba9876543210';

beforeEach(() => {
  resetStores();
  configureApi({ baseUrl: '' });
});

describe('the API client: Authorization header', () => {
  it('sends the login token when both tokens are stored', async () => {
    const requests = installFakeApi({ '/v1/me': ok({}) });
    useAuthStore.setState({ sessionToken, loginToken });

    await (await loadApiClient()).post('/v1/me', {});

    expect(requests[0]?.authorization).toBe(loginToken);
  });

  it('sends the session token when there is no login token', async () => {
    const requests = installFakeApi({ '/v1/me': ok({}) });
    useAuthStore.setState({ sessionToken, loginToken: null });

    await (await loadApiClient()).post('/v1/me', {});

    expect(requests[0]?.authorization).toBe(sessionToken);
  });

  it('sends no header without a token', async () => {
    const requests = installFakeApi({ '/v1/me': ok({}) });

    await (await loadApiClient()).post('/v1/me', {});

    expect(requests[0]?.authorization).toBeUndefined();
  });

  it('leaves an Authorization header the call set itself', async () => {
    const requests = installFakeApi({ '/v1/me': ok({}) });
    useAuthStore.setState({ sessionToken, loginToken });

    await (await loadApiClient()).post('/v1/me', {}, { headers: { Authorization: 'explicit' } });

    expect(requests[0]?.authorization).toBe('explicit');
  });

  it('uses the configured API origin', async () => {
    const requests = installFakeApi({ '/v1/me': ok({}) });
    configureApi({ baseUrl: 'http://api.test:4000' });

    await (await loadApiClient()).post('/v1/me', {});

    expect(requests[0]?.baseURL).toBe('http://api.test:4000');
  });
});

describe('the API client: failures', () => {
  it('rejects with an ApiError carrying the server errorCode and message', async () => {
    installFakeApi({ '/v1/swap': failure(409, 7, 'Insufficient balance') });

    const rejection = (await loadApiClient()).post('/v1/swap', {});

    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection).rejects.toMatchObject({ code: 7, message: 'Insufficient balance' });
  });

  it('rejects with the network message when the server cannot be reached', async () => {
    installFakeApi({ '/v1/me': 'network-error' });

    await expect((await loadApiClient()).post('/v1/me', {})).rejects.toMatchObject({
      code: -1,
      message: 'Network Error',
    });
  });

  it('treats a success status with a non-zero errorCode as a failure', async () => {
    installFakeApi({ '/v1/me': { status: 200, body: { errorCode: 2, message: 'bad body' } } });

    await expect((await loadApiClient()).post('/v1/me', {})).rejects.toMatchObject({ code: 2 });
  });

  it('emits session:expired when the login token is refused', async () => {
    installFakeApi({ '/v1/me': failure(401, 1, 'Invalid token') });
    useAuthStore.setState({ sessionToken, loginToken, isSessionValid: true });
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);

    await expect((await loadApiClient()).post('/v1/me', {})).rejects.toMatchObject({ code: 1 });
    unsubscribe();

    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('emits session:expired for any HTTP 401 to the login token, whatever its body', async () => {
    installFakeApi({ '/v1/me': { status: 401, body: 'Unauthorized' } });
    useAuthStore.setState({ sessionToken, loginToken, isSessionValid: true });
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);

    await expect((await loadApiClient()).post('/v1/me', {})).rejects.toBeInstanceOf(ApiError);
    unsubscribe();

    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not emit session:expired for a 401 naming another error, such as a wrong password', async () => {
    installFakeApi({ '/v1/change-password': failure(401, 4, 'The current password is wrong') });
    useAuthStore.setState({ sessionToken, loginToken, isSessionValid: true });
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);

    await expect((await loadApiClient()).post('/v1/change-password', {})).rejects.toMatchObject({
      code: 4,
    });
    unsubscribe();

    expect(expired).not.toHaveBeenCalled();
  });

  it('leaves a stored login refused during the start sequence to the start sequence', async () => {
    installFakeApi({ '/v1/auth/verifyLoginToken': failure(401, 1, 'Invalid token') });
    useAuthStore.setState({ sessionToken, loginToken, isSessionValid: false });
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);

    await expect(
      (await loadApiClient()).post('/v1/auth/verifyLoginToken', {}),
    ).rejects.toBeInstanceOf(ApiError);
    unsubscribe();

    expect(expired).not.toHaveBeenCalled();
  });

  it('does not emit session:expired for a refused session token or another error', async () => {
    installFakeApi({
      '/v1/me': failure(401, 1, 'Invalid token'),
      '/v1/swap': failure(400, 2, 'bad body'),
    });
    const expired = jest.fn();
    const unsubscribe = eventBus.on('session:expired', expired);

    useAuthStore.setState({ sessionToken, loginToken: null, isSessionValid: true });
    await expect((await loadApiClient()).post('/v1/me', {})).rejects.toMatchObject({ code: 1 });
    useAuthStore.setState({ sessionToken, loginToken });
    await expect((await loadApiClient()).post('/v1/swap', {})).rejects.toMatchObject({ code: 2 });
    unsubscribe();

    expect(expired).not.toHaveBeenCalled();
  });
});
