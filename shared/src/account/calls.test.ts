import { errorMessage } from '../api/errors';
import { useAuthStore } from '../auth/authStore';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import {
  changePassword,
  getActivityStatement,
  getBetReport,
  getBonuses,
  getReferralProgramme,
  getReferralSummary,
  getReferredPlayers,
  getLimits,
  getVerification,
  removeLimit,
  selfExclude,
  setLimit,
  takeTimeOut,
  uploadDocument,
} from './calls';

const loginToken = 'alice:fedcba9876543210';

beforeEach(() => {
  resetStores();
  useAuthStore.setState({ sessionToken: 'sessiontoken0123456789abcdef', loginToken });
});

describe('account calls', () => {
  it('changes the password and answers the ended sessions', async () => {
    const requests = installFakeApi({ '/v1/change-password': ok({ endedSessions: 2 }) });
    await expect(changePassword('old-pass1', 'new-pass2')).resolves.toEqual({ endedSessions: 2 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/change-password',
      body: { currentPassword: 'old-pass1', newPassword: 'new-pass2' },
    });
    expect(requests[0]?.authorization).toContain(loginToken);
  });

  it('rejects with the server message', async () => {
    installFakeApi({ '/v1/change-password': failure(400, 12, 'Current password is wrong') });
    const rejection = await changePassword('bad', 'new-pass2').catch((error: unknown) => error);
    expect(errorMessage(rejection)).toBe('Current password is wrong');
  });

  it('sends the bet report filter as it is', async () => {
    const report = { items: [], total: 0, page: 1, pageSize: 20, totals: [] };
    const requests = installFakeApi({ '/v1/bet-report': ok(report) });
    const filter = { from: '2026-01-01', to: '2026-01-07', gpid: 'PG', category: 'slots' as const };
    await expect(getBetReport({ ...filter, page: 2, pageSize: 20 })).resolves.toEqual(report);
    expect(requests[0]?.body).toEqual({ ...filter, page: 2, pageSize: 20 });
  });

  it('pages bonuses and referred players', async () => {
    const page = { items: [], total: 0, page: 3, pageSize: 10 };
    const requests = installFakeApi({
      '/v1/bonus/list': ok(page),
      '/v1/referral/players': ok(page),
    });
    await expect(getBonuses(3, 10)).resolves.toEqual(page);
    await expect(getReferredPlayers(3, 10)).resolves.toEqual(page);
    expect(requests.map(({ url, body }) => [url, body])).toEqual([
      ['/v1/bonus/list', { page: 3, pageSize: 10 }],
      ['/v1/referral/players', { page: 3, pageSize: 10 }],
    ]);
  });

  it('reads the referral programme and summary with empty bodies', async () => {
    const programme = { enabled: true, commissionPercent: '1.5' };
    const summary = { referralCode: 'ALICE1', referredCount: 0, earnings: [], programme };
    const requests = installFakeApi({
      '/v1/referral': ok(programme),
      '/v1/referral/get': ok(summary),
    });
    await expect(getReferralProgramme()).resolves.toEqual(programme);
    await expect(getReferralSummary()).resolves.toEqual(summary);
    expect(requests.map(({ url, body }) => [url, body])).toEqual([
      ['/v1/referral', {}],
      ['/v1/referral/get', {}],
    ]);
  });

  it('sends the protection calls with their targets and values', async () => {
    const change = { value: '100000', pending: null };
    const exclusion = {
      kind: 'time_out',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-01-02T00:00:00.000Z',
      allBrands: false,
    };
    const requests = installFakeApi({
      '/v1/rg/limits': ok({ limits: [], promptDepositLimit: false }),
      '/v1/rg/set-limit': ok(change),
      '/v1/rg/remove-limit': ok(change),
      '/v1/rg/time-out': ok(exclusion),
      '/v1/rg/self-exclusion': ok({ ...exclusion, otherAccountsExcluded: 0 }),
    });
    await expect(getLimits()).resolves.toEqual({ limits: [], promptDepositLimit: false });
    await expect(
      setLimit({ type: 'deposit', period: 'day' }, { amount: '100000' }),
    ).resolves.toEqual(change);
    await setLimit({ type: 'session' }, { minutes: 90 });
    await removeLimit({ type: 'loss', period: 'week' });
    await expect(takeTimeOut(7)).resolves.toEqual(exclusion);
    await selfExclude(12, true);
    expect(requests.map(({ url, body }) => [url, body])).toEqual([
      ['/v1/rg/limits', {}],
      ['/v1/rg/set-limit', { type: 'deposit', period: 'day', amount: '100000' }],
      ['/v1/rg/set-limit', { type: 'session', minutes: 90 }],
      ['/v1/rg/remove-limit', { type: 'loss', period: 'week' }],
      ['/v1/rg/time-out', { days: 7 }],
      ['/v1/rg/self-exclusion', { months: 12, allBrands: true }],
    ]);
    expect(requests[0]?.authorization).toContain(loginToken);
  });

  it('reads the verification and the activity statement', async () => {
    const verification = { status: 'rejected', reason: 'Blurred', documents: [] };
    const statement = { months: 6, currencies: [] };
    const requests = installFakeApi({
      '/v1/kyc/status': ok(verification),
      '/v1/activity-statement': ok(statement),
    });
    await expect(getVerification()).resolves.toEqual(verification);
    await expect(getActivityStatement(6)).resolves.toEqual(statement);
    expect(requests.map(({ url, body }) => [url, body])).toEqual([
      ['/v1/kyc/status', {}],
      ['/v1/activity-statement', { months: 6 }],
    ]);
  });

  it('uploads a document as multipart with its type and file', async () => {
    const requests = installFakeApi({ '/v1/kyc/upload': ok({ status: 'submitted' }) });
    const file = new File(['%PDF-1.4'], 'address.pdf', { type: 'application/pdf' });
    await expect(uploadDocument('proof_of_address', file)).resolves.toEqual({
      status: 'submitted',
    });
    const form = requests[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('documentType')).toBe('proof_of_address');
    expect(((form as FormData).get('file') as File).name).toBe('address.pdf');
    expect(requests[0]?.authorization).toContain(loginToken);
  });
});
