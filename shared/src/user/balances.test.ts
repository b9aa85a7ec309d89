import type { BalanceData, WalletSetting } from '@croupier/contracts';
import {
  selectActiveWalletBalance,
  selectCurrencySettings,
  selectWalletBalance,
  useUserStore,
} from './userStore';
import { installFakeApi } from '../testing/fakeApi';
import { applyBalances, applyBalanceChanged, loadBalances, refreshBalances } from './balances';

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
    IDR: { currency: 'IDR', totalBalance: '150000.00', heldBalance: '0.00', bonusBalance: '0' },
    USDT: {
      currency: 'USDT',
      totalBalance: '12.500000',
      heldBalance: '0.000000',
      bonusBalance: '0',
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
    expect(selectActiveWalletBalance(state)).toEqual(data.walletBalance.IDR);
    expect(selectCurrencySettings(state)).toBe(data.walletSetting);
    expect(JSON.parse(localStorage.getItem('userBalance') ?? '{}')).toEqual(data.walletBalance);
    expect(JSON.parse(localStorage.getItem('balance') ?? '{}')).toEqual(data.walletBalance.IDR);
  });

  it('applies a realtime push, keeping known deposit addresses', () => {
    applyBalances(data);
    applyBalanceChanged({
      brandUsername: 'croupier_alice',
      activeWallet: 'USDT',
      walletBalance: {
        IDR: { currency: 'IDR', totalBalance: '250000.00', heldBalance: '0.00', bonusBalance: '0' },
        USDT: {
          currency: 'USDT',
          totalBalance: '20.000000',
          heldBalance: '0.000000',
          bonusBalance: '0',
        },
      },
    });
    const state = useUserStore.getState();
    expect(selectWalletBalance(state).IDR?.totalBalance).toBe('250000.00');
    expect(selectActiveWalletBalance(state)?.totalBalance).toBe('20.000000');
    expect(selectActiveWalletBalance(state)?.networkList?.[0]?.address).toBe('TXYZ');
    expect(state.balances?.activeWallet).toBe('USDT');
  });

  it('keeps amounts pushed while a balance request was in flight', async () => {
    applyBalances(data);
    const pushed = {
      brandUsername: 'croupier_alice',
      activeWallet: 'IDR',
      walletBalance: {
        IDR: { currency: 'IDR', totalBalance: '650000.00', heldBalance: '0.00', bonusBalance: '0' },
        USDT: {
          currency: 'USDT',
          totalBalance: '12.500000',
          heldBalance: '0.000000',
          bonusBalance: '0',
        },
      },
    };
    installFakeApi({
      // The approval's push lands before the slower HTTP answer, which was read earlier.
      '/v1/get-balance2': () => {
        applyBalanceChanged(pushed);
        return { status: 200, body: { errorCode: 0, data } };
      },
    });
    const fresh = await refreshBalances();
    expect(fresh.walletBalance.IDR?.totalBalance).toBe('650000.00');
    expect(selectActiveWalletBalance(useUserStore.getState())?.totalBalance).toBe('650000.00');
    expect(fresh.walletBalance.USDT?.networkList?.[0]?.address).toBe('TXYZ');
  });

  it('takes the answer as it is when no push overtook it', async () => {
    installFakeApi({ '/v1/get-balance2': { status: 200, body: { errorCode: 0, data } } });
    await refreshBalances();
    expect(selectActiveWalletBalance(useUserStore.getState())?.totalBalance).toBe('150000.00');
  });
});

describe("the page's balance snapshot", () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().clearUser();
  });

  const balanceRequests = () =>
    installFakeApi({ '/v1/get-balance2': { status: 200, body: { errorCode: 0, data } } });

  it('is fetched once for the shell and the wallet page, asking at the same time or later', async () => {
    const requests = balanceRequests();
    const [shell, page] = await Promise.all([loadBalances(), loadBalances()]);
    expect(page).toBe(shell);
    expect(await loadBalances()).toEqual(data);
    expect(requests).toHaveLength(1);
  });

  it('is fetched even when balances persisted by an earlier visit are shown', async () => {
    useUserStore.setState({ balances: { ...data, activeWallet: 'USDT' } });
    const requests = balanceRequests();
    expect((await loadBalances()).activeWallet).toBe('IDR');
    expect(requests).toHaveLength(1);
  });

  it("is the next player's own after a logout", async () => {
    const requests = balanceRequests();
    await loadBalances();
    useUserStore.getState().clearUser();
    await loadBalances();
    expect(requests).toHaveLength(2);
  });

  it('is fetched again by refreshBalances, after money moved', async () => {
    const requests = balanceRequests();
    await loadBalances();
    await refreshBalances();
    await loadBalances();
    expect(requests).toHaveLength(2);
  });
});
