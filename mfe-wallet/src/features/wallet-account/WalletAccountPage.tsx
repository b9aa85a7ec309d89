import { useTranslation } from 'react-i18next';
import { RequireLogin, useUserStore } from '@croupier/shared';
import styles from './WalletAccountPage.module.scss';

/** The last four digits are enough for a player to recognise the account. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `•••• ${accountNumber.slice(-4)}`;
}

export function WalletAccountPage() {
  const { t } = useTranslation('wallet');
  const user = useUserStore((state) => state.user);
  return (
    <section className={styles.page}>
      <h1>{t('account.title')}</h1>
      <RequireLogin fallback={<p role="alert">{t('common.loginRequired')}</p>}>
        {user ? (
          <dl className={styles.details}>
            <dt>{t('account.holder')}</dt>
            <dd data-testid="wallet-holder">{user.username}</dd>
            <dt>{t('account.currency')}</dt>
            <dd>{user.currency}</dd>
            <dt>{t('account.bank')}</dt>
            <dd>{user.bankName ?? t('account.none')}</dd>
            <dt>{t('account.accountNumber')}</dt>
            <dd>
              {user.bankAccountNumber
                ? maskAccountNumber(user.bankAccountNumber)
                : t('account.none')}
            </dd>
          </dl>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </RequireLogin>
    </section>
  );
}
