import { loadPersistedWallets, persistWallets } from './walletStorage';

const wallet = { currency: 'IDR', totalBalance: '1000.00', heldBalance: '0' };

beforeEach(() => localStorage.clear());

describe('wallet storage', () => {
  it('round-trips the wallets it was given and leaves the others alone', () => {
    localStorage.setItem('balances', '{"kept":true}');
    persistWallets({ walletBalance: { IDR: wallet }, activeWalletBalance: wallet });

    expect(loadPersistedWallets()).toEqual({
      balances: { kept: true },
      walletBalance: { IDR: wallet },
      activeWalletBalance: wallet,
    });
  });

  it('removes a key when given null', () => {
    persistWallets({ activeWalletBalance: wallet });
    persistWallets({ activeWalletBalance: null });

    expect(localStorage.getItem('balance')).toBeNull();
  });

  it('treats a corrupt entry as absent', () => {
    localStorage.setItem('userBalance', '{not json');

    expect(loadPersistedWallets().walletBalance).toBeNull();
  });
});
