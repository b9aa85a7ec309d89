import { useUserStore } from '../user/userStore';
import type { BalanceData, WalletSetting } from './types';
import { applyBalances, applyNewBalance } from './walletState';

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
      networkList: [{ network: 'TRC20', address: 'TXYZ', qrCode: 'data:image/png;base64,AA' }],
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
});
