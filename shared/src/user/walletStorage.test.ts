import type { BalanceData } from '@croupier/contracts';
import { loadPersistedBalances, persistBalances } from './walletStorage';

const wallet = { currency: 'IDR', totalBalance: '1000.00', heldBalance: '0', bonusBalance: '0' };
const balances: BalanceData = {
  walletBalance: { IDR: wallet },
  activeWallet: 'IDR',
  walletSetting: {},
  brandUsername: 'brand7_alice',
};

beforeEach(() => localStorage.clear());

describe('wallet storage', () => {
  it('round-trips the snapshot and writes its wallets and active wallet beside it', () => {
    persistBalances(balances);

    expect(loadPersistedBalances()).toEqual(balances);
    expect(JSON.parse(localStorage.getItem('userBalance') ?? 'null')).toEqual({ IDR: wallet });
    expect(JSON.parse(localStorage.getItem('balance') ?? 'null')).toEqual(wallet);
  });

  it('removes the keys when given null', () => {
    persistBalances(balances);
    persistBalances(null);

    expect(localStorage.getItem('balances')).toBeNull();
    expect(localStorage.getItem('userBalance')).toBeNull();
    expect(localStorage.getItem('balance')).toBeNull();
  });

  it('treats a corrupt entry as absent', () => {
    localStorage.setItem('balances', '{not json');

    expect(loadPersistedBalances()).toBeNull();
  });
});
