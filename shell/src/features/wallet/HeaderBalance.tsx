import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeActiveWallet,
  errorMessage,
  eventBus,
  formatCurrencyAmount,
  refreshBalances,
  selectActiveWalletBalance,
  useUserStore,
} from '@croupier/shared';
import styles from './HeaderBalance.module.scss';

/** The active wallet's balance, live, and a switcher between the player's wallets. */
export function HeaderBalance() {
  const { t } = useTranslation('shell');
  const balances = useUserStore((state) => state.balances);
  const active = useUserStore(selectActiveWalletBalance);
  const [switching, setSwitching] = useState(false);
  if (!balances || !active) return null;
  const amount = formatCurrencyAmount(active.totalBalance, active.currency, balances.walletSetting);
  // Bonus money is shown apart from the real money: it is playable but not withdrawable.
  const hasBonus = Number(active.bonusBalance ?? '0') > 0;
  const bonusAmount = hasBonus
    ? formatCurrencyAmount(active.bonusBalance, active.currency, balances.walletSetting)
    : null;

  async function switchWallet(currency: string) {
    setSwitching(true);
    try {
      await changeActiveWallet(currency);
      await refreshBalances();
    } catch (error) {
      eventBus.emit('toast', { kind: 'error', message: errorMessage(error) });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <div className={styles.balance}>
      {/* On phones the bonus money sits under the real money, so both stay whole; cut short only
          on the narrowest, where the titles still show the whole amounts. */}
      <span className={styles.amounts}>
        <span
          className={styles.amount}
          data-testid="header-balance"
          aria-live="polite"
          title={amount}
        >
          {amount}
        </span>
        {bonusAmount && (
          <span
            className={styles.bonus}
            data-testid="header-bonus-balance"
            aria-live="polite"
            title={t('wallet.bonusTitle', { amount: bonusAmount })}
          >
            <span className={styles.bonusLabel}>{t('wallet.bonus')}</span> {bonusAmount}
          </span>
        )}
      </span>
      <select
        className={styles.switcher}
        aria-label={t('wallet.switch')}
        value={active.currency}
        disabled={switching}
        onChange={(event) => void switchWallet(event.target.value)}
      >
        {Object.keys(balances.walletBalance).map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
