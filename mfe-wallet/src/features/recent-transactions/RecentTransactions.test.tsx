import { act, render, screen } from '@testing-library/react';
import { eventBus, useBrandStore, type BrandConfig } from '@croupier/shared';
import { installFakeApi } from '../../../../shared/src/testing/fakeApi';
import { REFRESH_INTERVAL_MS, RecentTransactions } from './RecentTransactions';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const deposit = {
  amount: '50000.00',
  currency: 'IDR',
  currencyLogo: '/assets/currencies/IDR.svg',
  username: 'ab***yz',
  transactionType: 'deposit' as const,
};

describe('RecentTransactions', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useBrandStore.getState().setConfig({ brandId: 'croupier' } as BrandConfig);
  });
  afterEach(() => jest.useRealTimers());

  it('lists the brand’s latest deposits and refreshes on a timer and on a decision', async () => {
    let answers = [
      [deposit],
      [deposit, { ...deposit, username: 'cd***ef', transactionType: 'withdraw' as const }],
    ];
    const requests = installFakeApi({
      '/graphql': () => ({ status: 200, body: { data: { getDepoWd: answers.shift() ?? [] } } }),
    });
    render(<RecentTransactions />);
    expect(await screen.findByText('ab***yz')).toBeInTheDocument();
    expect(screen.getByText('50,000.00 IDR')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(REFRESH_INTERVAL_MS));
    expect(await screen.findByText('cd***ef')).toBeInTheDocument();
    expect(screen.getByText('recent.withdraw')).toBeInTheDocument();

    answers = [[]];
    await act(async () =>
      eventBus.emit('wallet:paymentDecided', {
        ...deposit,
        brandUsername: 'x',
        transactionStatus: 'success',
      }),
    );
    expect(requests).toHaveLength(3);
  });

  it('says so when nothing happened yet', async () => {
    installFakeApi({ '/graphql': { status: 200, body: { data: { getDepoWd: [] } } } });
    render(<RecentTransactions />);
    expect(await screen.findByText('recent.empty')).toBeInTheDocument();
  });
});
