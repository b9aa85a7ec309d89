import type { BalanceData, WalletEntry, WalletSetting } from '@croupier/contracts';
import { resetStores } from '../testing/resetStores';
import { alice as user } from '../testing/fixtures';
import { selectActiveWalletBalance, selectWalletBalance, useUserStore } from './userStore';

const idrWallet: WalletEntry = {
  currency: 'IDR',
  totalBalance: '150000.00',
  heldBalance: '0',
  bonusBalance: '0',
};
const usdtWallet: WalletEntry = {
  currency: 'USDT',
  totalBalance: '12.5',
  heldBalance: '0',
  bonusBalance: '0',
  networkList: [{ network: 'TRC20', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' }],
};
function walletSetting(currency: string, type: 'fiat' | 'crypto', scale: number): WalletSetting {
  return {
    currency,
    name: currency,
    type,
    isFiat: type === 'fiat',
    scale,
    symbol: currency,
    logo: '',
    networks: [],
    minDeposit: '1',
    maxDeposit: '1000000',
    minWithdraw: '1',
    maxWithdraw: '1000000',
  };
}

const balances: BalanceData = {
  walletBalance: { IDR: idrWallet, USDT: usdtWallet },
  activeWallet: 'IDR',
  walletSetting: {
    IDR: walletSetting('IDR', 'fiat', 2),
    USDT: walletSetting('USDT', 'crypto', 6),
  },
  brandUsername: 'brand7_alice',
};

function stored(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(resetStores);

describe('useUserStore', () => {
  it('keeps wallets in localStorage as balances, userBalance and balance', () => {
    useUserStore.getState().setBalances(balances);

    expect(stored('balances')).toEqual(balances);
    expect(stored('userBalance')).toEqual({ IDR: idrWallet, USDT: usdtWallet });
    expect(stored('balance')).toEqual(idrWallet);
  });

  it('clearUser forgets user, balances and wallets, including the three storage keys', () => {
    const store = useUserStore.getState();
    store.setUser(user);
    store.setBalances(balances);

    useUserStore.getState().clearUser();

    const state = useUserStore.getState();
    expect(state).toMatchObject({ user: null, balances: null });
    expect(selectWalletBalance(state)).toEqual({});
    expect(selectActiveWalletBalance(state)).toBeNull();
    expect(localStorage.getItem('balances')).toBeNull();
    expect(localStorage.getItem('userBalance')).toBeNull();
    expect(localStorage.getItem('balance')).toBeNull();
  });

  it('writes and removes the referralCode storage key', () => {
    useUserStore.getState().setReferralCode('FRIEND42');
    expect(localStorage.getItem('referralCode')).toBe('FRIEND42');
    expect(useUserStore.getState().referralCode).toBe('FRIEND42');

    useUserStore.getState().setReferralCode(null);
    expect(localStorage.getItem('referralCode')).toBeNull();
    expect(useUserStore.getState().referralCode).toBeNull();
  });

  it('starts from the stored referral code and wallets on a new page load', async () => {
    localStorage.setItem('referralCode', 'FRIEND42');
    // A visit that last played from USDT.
    const storedBalances = { ...balances, activeWallet: 'USDT' };
    localStorage.setItem('balances', JSON.stringify(storedBalances));
    localStorage.setItem('userBalance', JSON.stringify(balances.walletBalance));
    localStorage.setItem('balance', JSON.stringify(usdtWallet));

    await jest.isolateModulesAsync(async () => {
      const reloaded = await import('./userStore');
      const state = reloaded.useUserStore.getState();
      expect(state).toMatchObject({
        referralCode: 'FRIEND42',
        balances: storedBalances,
        user: null,
      });
      expect(reloaded.selectWalletBalance(state)).toEqual(balances.walletBalance);
      expect(reloaded.selectActiveWalletBalance(state)).toEqual(usdtWallet);
    });
  });
});
