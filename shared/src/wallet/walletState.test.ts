import { useUserStore } from '../user/userStore';
import type { BalanceData, WalletSetting } from './types';
import { installFakeApi } from '../testing/fakeApi';
import { applyBalances, applyNewBalance, refreshBalances } from './walletState';

const setting = (currency: string, type: 'fiat' | 'crypto', scale: number): WalletSetting => ({
  currency,
  name: currency,
  type,
  isFiat: type === 'fiat',
  scale,
  symbol: currency,
  logo: '',
  networks: type === 'crypto' ? ['TRC20'] : [],
  minDeposit: '1',
  maxDeposit: '1000',
  minWithdraw: '1',
  maxWithdraw: '1000',
});

const data: BalanceData = {
  walletBalance: {
    IDR: { currency: 'IDR', totalBalance: '150000.00', heldBalance: '0.00' },
    USDT: {
      currency: 'USDT',
      totalBalance: '12.500000',
      heldBalance: '0.000000',
      networkList: [{ network: 'TRC20', address: 'TXYZ' }],
    },
  },
  activeWallet: 'IDR',
  walletSetting: { IDR: setting('IDR', 'fiat', 2), USDT: setting('USDT', 'crypto', 6) },
  brandUsername: 'croupier_alice',
};

describe('wallet state', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().clearUser();
  });

  it('stores a balance answer, its settings and the active wallet, and persists them', () => {
    applyBalances(data);
    const state = useUserStore.getState();
    expect(state.activeWalletBalance).toEqual(data.walletBalance.IDR);
    expect(state.currencySettings).toBe(data.walletSetting);
    expect(JSON.parse(localStorage.getItem('userBalance') ?? '{}')).toEqual(data.walletBalance);
    expect(JSON.parse(localStorage.getItem('balance') ?? '{}')).toEqual(data.walletBalance.IDR);
  });

  it('applies a realtime push, keeping known deposit addresses', () => {
    applyBalances(data);
    applyNewBalance({
      brandUsername: 'croupier_alice',
      activeWallet: 'USDT',
      walletBalance: {
        IDR: { currency: 'IDR', totalBalance: '250000.00', heldBalance: '0.00' },
        USDT: { currency: 'USDT', totalBalance: '20.000000', heldBalance: '0.000000' },
      },
    });
    const state = useUserStore.getState();
    expect(state.walletBalance.IDR?.totalBalance).toBe('250000.00');
    expect(state.activeWalletBalance?.totalBalance).toBe('20.000000');
    expect(state.activeWalletBalance?.networkList?.[0]?.address).toBe('TXYZ');
    expect(state.balances?.activeWallet).toBe('USDT');
  });

  it('keeps amounts pushed while a balance request was in flight', async () => {
    applyBalances(data);
    const pushed = {
      brandUsername: 'croupier_alice',
      activeWallet: 'IDR',
      walletBalance: {
        IDR: { currency: 'IDR', totalBalance: '650000.00', heldBalance: '0.00' },
        USDT: { currency: 'USDT', totalBalance: '12.500000', heldBalance: '0.000000' },
      },
    };
    installFakeApi({
      // The approval's push lands before the slower HTTP answer, which was read earlier.
      '/v1/get-balance2': () => {
        applyNewBalance(pushed);
        return { status: 200, body: { errorCode: 0, data } };
      },
    });
    const fresh = await refreshBalances();
    expect(fresh.walletBalance.IDR?.totalBalance).toBe('650000.00');
    expect(useUserStore.getState().activeWalletBalance?.totalBalance).toBe('650000.00');
    expect(fresh.walletBalance.USDT?.networkList?.[0]?.address).toBe('TXYZ');
  });

  it('takes the answer as it is when no push overtook it', async () => {
    installFakeApi({ '/v1/get-balance2': { status: 200, body: { errorCode: 0, data } } });
    await refreshBalances();
    expect(useUserStore.getState().activeWalletBalance?.totalBalance).toBe('150000.00');
  });
});
