import { errorMessage } from '../api/errors';
import { useAuthStore } from '../auth/authStore';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import {
  claimBonus,
  forfeitBonusGrant,
  getBonusEntries,
  getBonusGrants,
  getBonusOffers,
} from './calls';

const loginToken = 'alice:fedcba9876543210';
const grantId = '7b0c4a4e-4f3e-4d5a-9a51-0d6f4f1b2c3d';

beforeEach(() => {
  resetStores();
  useAuthStore.setState({ sessionToken: 'sessiontoken0123456789abcdef', loginToken });
});

describe('bonus calls', () => {
  it('sends each call its body with the login token', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 20 };
    const requests = installFakeApi({
      '/v1/bonus/offers': ok([]),
      '/v1/bonus/claim': ok({ grantId }),
      '/v1/bonus/grants': ok([]),
      '/v1/bonus/entries': ok(page),
      '/v1/bonus/forfeit': ok({ grantId, status: 'forfeited' }),
    });
    await getBonusOffers();
    await claimBonus({ code: 'SPRING' });
    await getBonusGrants();
    await getBonusGrants('active');
    await expect(getBonusEntries(grantId, 2, 20)).resolves.toEqual(page);
    await expect(forfeitBonusGrant(grantId)).resolves.toEqual({ grantId, status: 'forfeited' });
    expect(requests.map(({ url, body }) => [url, body])).toEqual([
      ['/v1/bonus/offers', {}],
      ['/v1/bonus/claim', { code: 'SPRING' }],
      ['/v1/bonus/grants', {}],
      ['/v1/bonus/grants', { status: 'active' }],
      ['/v1/bonus/entries', { grantId, page: 2, pageSize: 20 }],
      ['/v1/bonus/forfeit', { grantId }],
    ]);
    expect(requests.every(({ authorization }) => authorization?.includes(loginToken))).toBe(true);
  });

  it("rejects a refused claim with the server's message", async () => {
    installFakeApi({ '/v1/bonus/claim': failure(400, 48, 'This offer was already taken') });
    const rejection = await claimBonus({ code: 'SPRING' }).catch((error: unknown) => error);
    expect(errorMessage(rejection)).toBe('This offer was already taken');
  });
});
