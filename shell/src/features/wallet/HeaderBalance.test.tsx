import { act, render, screen } from '@testing-library/react';
import {
  applyBalanceChanged,
  useUserStore,
  type BalanceData,
  type WalletSetting,
} from '@croupier/shared';
import { HeaderBalance } from './HeaderBalance';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));

const idrSetting: WalletSetting = {
  currency: 'IDR',
  name: 'Rupiah',
  type: 'fiat',
  isFiat: true,
  scale: 2,
  symbol: 'Rp',
  logo: '',
  networks: [],
  minDeposit: '10000.00',
  maxDeposit: '100000000.00',
  minWithdraw: '10000.00',
  maxWithdraw: '100000000.00',
};

function balances(totalBalance: string, bonusBalance: string): BalanceData {
  return {
    walletSetting: { IDR: idrSetting },
    brandUsername: 'croupier_alice',
    activeWallet: 'IDR',
    walletBalance: { IDR: { currency: 'IDR', totalBalance, heldBalance: '0.00', bonusBalance } },
  };
}

describe('HeaderBalance', () => {
  it('shows the real money alone while no bonus money is held', () => {
    useUserStore.getState().setBalances(balances('50000.00', '0.00'));
    render(<HeaderBalance />);
    expect(screen.getByTestId('header-balance').textContent).toContain('50,000');
    expect(screen.queryByTestId('header-bonus-balance')).toBeNull();
  });

  it('shows real and bonus money, and a live newBalance push updates both', () => {
    useUserStore.getState().setBalances(balances('100000.00', '100000.00'));
    render(<HeaderBalance />);
    expect(screen.getByTestId('header-balance').textContent).toContain('100,000');
    expect(screen.getByTestId('header-bonus-balance').textContent).toContain('100,000');

    act(() =>
      applyBalanceChanged({
        brandUsername: 'croupier_alice',
        activeWallet: 'IDR',
        walletBalance: {
          IDR: {
            currency: 'IDR',
            totalBalance: '98000.00',
            heldBalance: '0.00',
            bonusBalance: '96000.00',
          },
        },
      }),
    );
    expect(screen.getByTestId('header-balance').textContent).toContain('98,000');
    expect(screen.getByTestId('header-bonus-balance').textContent).toContain('96,000');
  });
});
