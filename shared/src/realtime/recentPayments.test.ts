import { useAuthStore } from '../auth/authStore';
import { installFakeApi } from '../testing/fakeApi';
import { getRecentPayments } from './recentPayments';

const item = {
  amount: '50000.00',
  currency: 'IDR',
  currencyLogo: '/assets/currencies/IDR.svg',
  username: 'ab***yz',
  transactionType: 'deposit',
};

describe('getRecentPayments', () => {
  it('asks the realtime service over HTTP with the page token and returns the list', async () => {
    useAuthStore.setState({ sessionToken: 'sessiontokenABC', loginToken: null });
    const requests = installFakeApi({
      '/graphql': { status: 200, body: { data: { getDepoWd: [item] } } },
    });
    await expect(getRecentPayments('croupier')).resolves.toEqual([item]);
    expect(requests).toEqual([
      expect.objectContaining({
        url: '/graphql',
        authorization: 'sessiontokenABC',
        body: expect.objectContaining({ variables: { brandId: 'croupier' } }),
      }),
    ]);
  });

  it('turns GraphQL errors into a failure', async () => {
    installFakeApi({ '/graphql': { status: 200, body: { errors: [{ message: 'Not allowed' }] } } });
    await expect(getRecentPayments('lagoon')).rejects.toThrow('Not allowed');
  });
});
